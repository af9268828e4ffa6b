/* compile_play.c — draws, grids, which draws serve which grid, marking,
 * pattern families, prize levels and patterns that never pay. */
#include "compile.h"

#include <string.h>

static const char *const DRAW_KEYS[] = {"name", "label", NULL};
static const char *const GRID_KEYS[] = {"name", "label", "rows", "columns", "symbols", "amount_printed", "spots", NULL};

static int draw_item(cc_ctx *c, const yt_node *n)
{
    lc_game *g = c->g;
    const char *name;
    int cl;
    if (cc_clause(c, n, LC_CL_DRAW, DRAW_KEYS, &cl) || yr_field_str(&c->rd, n, "name", 1, &name) ||
        yr_field_str(&c->rd, n, "label", 0, &(const char *){NULL}))
        return -1;
    if (g->ndraws == LC_MAX_DRAWS)
        return yr_fail(&c->rd, n, "more than %d draws", LC_MAX_DRAWS);
    if (lc_game_draw(g, name) >= 0)
        return yr_fail(&c->rd, n, "draw '%s' is declared twice", name);
    lc_draw *d = &g->draws[g->ndraws++];
    *d = (lc_draw){lc_xstrdup(name), NULL, cl};
    cc_dup(c, n, "label", 0, &d->label);   /* read above: cannot fail */
    return 0;
}

/* A symbol is written in units and outcomes as a JSON string: printable,
 * no quote or backslash to escape, short enough for a line's bound. */
static int symbol_ok(const char *t)
{
    size_t n = strlen(t);
    for (const unsigned char *p = (const unsigned char *)t; *p; p++)
        if (*p < 0x20 || *p == 0x7f || *p == '"' || *p == '\\')
            return 0;
    return n <= 32;
}

static int read_symbols(cc_ctx *c, const yt_node *n, lc_grid *gr)
{
    const yt_node *list = yt_get(n, "symbols");
    if (!list)
        return 0;
    size_t m = yr_push_key(&c->rd, "symbols");
    if (yr_list(&c->rd, list, 1, LC_MAX_SYMBOLS, "symbols"))
        return -1;
    for (size_t i = 0; i < list->nkids; i++) {
        const char *t;
        if (yr_str(&c->rd, list->kids[i], &t))
            return -1;
        if (!symbol_ok(t))
            return yr_fail(&c->rd, list->kids[i], "a symbol is at most 32 bytes, without quotes, backslashes "
                                                  "or control characters");
        if (!strcmp(t, "J"))
            return yr_fail(&c->rd, list->kids[i], "\"J\" is the joker in every grid: write the symbol another "
                                                  "way (\"J.\", \"lettre-J\")");
        if (lc_grid_symbol(gr, t, strlen(t)) >= 0)
            return yr_fail(&c->rd, list->kids[i], "symbol '%s' is listed twice", t);
        gr->symbol[gr->nsymbols++] = lc_xstrdup(t);
    }
    yr_pop(&c->rd, m);
    return 0;
}

/* `[name, ..]` of grid gr's symbols at key of map: bit s for symbol s. */
static int symbol_mask(cc_ctx *c, const yt_node *map, const char *key, const lc_grid *gr, uint32_t *mask)
{
    const yt_node *list = yr_need(&c->rd, map, key);
    if (!list)
        return -1;
    size_t m = yr_push_key(&c->rd, key);
    if (yr_seq(&c->rd, list))
        return -1;
    if (list->nkids == 0)
        return yr_fail(&c->rd, list, "expected at least one symbol");
    *mask = 0;
    for (size_t i = 0; i < list->nkids; i++) {
        const char *t;
        if (yr_str(&c->rd, list->kids[i], &t))
            return -1;
        int s = lc_grid_symbol(gr, t, strlen(t));
        if (s < 0)
            return yr_fail(&c->rd, list->kids[i], "grid '%s' has no symbol '%s'%s", gr->name, t,
                           gr->nsymbols ? "" : " (it lists no symbols)");
        *mask |= 1u << s;
    }
    yr_pop(&c->rd, m);
    return 0;
}

static int grid_item(cc_ctx *c, const yt_node *n)
{
    lc_game *g = c->g;
    const char *name;
    long long rows, cols;
    int cl;
    int cells = yt_get(n, "rows") || yt_get(n, "columns") || !yt_get(n, "amount_printed");   /* else a sum alone */
    if (cc_clause(c, n, LC_CL_GRID, GRID_KEYS, &cl) || yr_field_str(&c->rd, n, "name", 1, &name) ||
        yr_field_int(&c->rd, n, "rows", cells, 1, LC_MAX_CELLS, &rows) ||
        yr_field_int(&c->rd, n, "columns", cells, 1, LC_MAX_CELLS, &cols) ||
        yr_field_str(&c->rd, n, "label", 0, &(const char *){NULL}))
        return -1;
    if (!cells)
        rows = cols = 0;
    if (rows * cols > LC_MAX_CELLS)   /* a cell is a bit of a 64-bit mask */
        return yr_fail_key(&c->rd, n, "columns", "a grid of %lld x %lld cells: more than %d cells", rows, cols,
                           LC_MAX_CELLS);
    if (g->ngrids == LC_MAX_GRIDS)
        return yr_fail(&c->rd, n, "more than %d grids", LC_MAX_GRIDS);
    if (lc_game_grid(g, name) >= 0)
        return yr_fail(&c->rd, n, "grid '%s' is declared twice", name);
    lc_grid *gr = &g->grids[g->ngrids++];
    *gr = (lc_grid){.name = lc_xstrdup(name), .clause = cl,
                    .rows = (int)rows, .cols = (int)cols, .ncells = (int)(rows * cols),
                    .joker_clause = -1, .count_clause = -1, .within_clause = -1, .wild = -1,
                    .wild_clause = -1};
    cc_dup(c, n, "label", 0, &gr->label);   /* read above: cannot fail */
    for (int d = 0; d < LC_MAX_DRAWS; d++)
        gr->served_clause[d] = -1;
    int printed = 0;
    const yt_node *ap = yt_get(n, "amount_printed");
    if (ap && ap->kind == YT_SCALAR && !ap->quoted && !strcmp(ap->text, "cells"))
        printed = LC_PRINTED_CELLS;
    else if (ap && (ap->kind != YT_SCALAR || ap->quoted || (strcmp(ap->text, "true") && strcmp(ap->text, "false"))))
        return yr_fail_key(&c->rd, n, "amount_printed", "expected true, false or cells, found %s", yr_describe(ap));
    else if (ap)
        printed = ap->text[0] == 't';
    if (printed == LC_PRINTED_CELLS && !gr->ncells)
        return yr_fail_key(&c->rd, n, "amount_printed", "a sum beside each cell needs cells: give rows and columns");
    gr->amount_printed = (uint8_t)printed;
    if (!gr->ncells && !printed)
        return yr_fail(&c->rd, n, "grid '%s' has no cells and prints no amount: give rows and columns, or "
                                  "amount_printed: true for a cell that shows only a sum", name);
    int spots = 0;
    if (yt_get(n, "spots") && yr_bool(&c->rd, yt_get(n, "spots"), &spots))
        return -1;
    if (spots && (gr->rows != 1 || printed || yt_get(n, "symbols")))
        return yr_fail_key(&c->rd, n, "spots", "a grid of spots is one row of numbers the player fills as far as "
                                               "they choose: rows: 1, no symbols, no amount printed");
    gr->spots = (uint8_t)spots;
    return read_symbols(c, n, gr);
}

int cc_draws_grids(cc_ctx *c, const yt_node *root)
{
    if (cc_each(c, root, "draws", 1, draw_item) || cc_each(c, root, "grids", 1, grid_item))
        return -1;
    if (c->g->ngrids == 0)
        return yr_fail(&c->rd, root, "a game needs at least one grid");
    return 0;
}

/* ---- serving and marking ---------------------------------------------- */

static const char *const SERVING_KEYS[] = {"draws", "grids", "cells", NULL};
static const char *const MARKING_KEYS[] = {"grids", "joker", "count", "wild", NULL};

/* `cells: [[row, column], ..]`: the draws serve those cells only, of grids
 * of one shape (a white draw the five white cells, a red draw the red one). */
/* `cells: [[row, column], ..]`: the draws serve those cells only (a white
 * draw the five white cells, a red draw the red one). */
static int serving_cells(cc_ctx *c, const yt_node *n, uint8_t grids, uint64_t *cells)
{
    *cells = lc_grid_all_cells(&c->g->grids[__builtin_ctz(grids)]);
    return yt_get(n, "cells") ? cc_grids_cells(c, n, grids, cells) : 0;
}

static int serving_item(cc_ctx *c, const yt_node *n)
{
    uint8_t grids, draws;
    uint64_t cells;
    int cl;
    if (cc_clause(c, n, LC_CL_SERVING, SERVING_KEYS, &cl) || cc_draw_mask(c, n, "draws", &draws) ||
        cc_grid_mask(c, n, "grids", &grids))
        return -1;
    for (int gi = 0; gi < c->g->ngrids; gi++)
        if ((grids >> gi & 1) && c->g->grids[gi].nsymbols)
            return yr_fail_key(&c->rd, n, "grids", "grid '%s' holds symbols: no draw marks it (its levels are "
                               "symbols alike or held)", c->g->grids[gi].name);
    if (!grids || serving_cells(c, n, grids, &cells))
        return grids ? -1 : 0;
    if (!c->g->clauses[cl].active)
        return 0;
    for (int gi = 0; gi < c->g->ngrids; gi++)
        for (int d = 0; d < c->g->ndraws; d++)
            if ((grids >> gi & 1) && (draws >> d & 1)) {
                lc_grid *gr = &c->g->grids[gi];
                gr->served |= (uint8_t)(1u << d);
                gr->served_clause[d] = cl;
                gr->serve_cells[d] = cells;
                gr->split |= cells != lc_grid_all_cells(gr);
            }
    return 0;
}

/* `wild: SYMBOL`: the symbol stands for any other the grid shows beside it
 * (a star that makes two 50 € three), in symbols alike and sets alike. */
static int wild_item(cc_ctx *c, const yt_node *n, uint8_t grids, int cl)
{
    const char *name;
    if (yr_field_str(&c->rd, n, "wild", 1, &name))
        return -1;
    for (int gi = 0; gi < c->g->ngrids; gi++) {
        lc_grid *gr = &c->g->grids[gi];
        if (!(grids >> gi & 1))
            continue;
        int s = lc_grid_symbol(gr, name, strlen(name));
        if (s < 0)
            return yr_fail_key(&c->rd, n, "wild", "'%s' is not a symbol of grid '%s'", name, gr->name);
        if (!c->g->clauses[cl].active)
            continue;
        if (gr->wild_clause >= 0)
            return yr_fail(&c->rd, n, "grid '%s' already has an active wild marking clause", gr->name);
        gr->wild = s;
        gr->wild_clause = cl;
    }
    return 0;
}

static int marking_item(cc_ctx *c, const yt_node *n)
{
    static const char *const jokers[] = {"unmarked", "marked", NULL};
    static const char *const counts[] = {"distinct", "per-draw", NULL};   /* in lc_count_mode order */
    uint8_t grids;
    int cl, joker_word = -1, count_word = -1;
    if (cc_clause(c, n, LC_CL_MARKING, MARKING_KEYS, &cl) || cc_grid_mask(c, n, "grids", &grids) ||
        yr_field_enum(&c->rd, n, "joker", 0, jokers, &joker_word) ||
        yr_field_enum(&c->rd, n, "count", 0, counts, &count_word))
        return -1;
    int joker = joker_word >= 0;
    if (joker + (count_word >= 0) + (yt_get(n, "wild") != NULL) != 1)
        return yr_fail(&c->rd, n, "a marking clause sets exactly one of joker (marked|unmarked), "
                                  "count (distinct|per-draw) or wild (a symbol)");
    if (yt_get(n, "wild"))
        return wild_item(c, n, grids, cl);
    if (!c->g->clauses[cl].active)
        return 0;
    for (int gi = 0; gi < c->g->ngrids; gi++) {
        lc_grid *gr = &c->g->grids[gi];
        if (!(grids >> gi & 1))
            continue;
        if ((joker ? gr->joker_clause : gr->count_clause) >= 0)
            return yr_fail(&c->rd, n, "grid '%s' already has an active %s marking clause", gr->name,
                           joker ? "joker" : "count");
        if (joker) {
            gr->joker_marks = joker_word;
            gr->joker_clause = cl;
        } else {
            gr->count_mode = (uint8_t)count_word;
            gr->count_clause = cl;
        }
    }
    return 0;
}

/* ---- patterns ---------------------------------------------------------- */

static const char *const PATTERN_KEYS[] = {"family", "grids", "sets", "alike", NULL};

static int add_family(cc_ctx *c, const yt_node *n, lc_grid *gr, const char *name, int cl)
{
    const yt_node *sets = yt_get(n, "sets");
    for (int f = 0; f < gr->nfam; f++)
        if (!strcmp(gr->fam[f].name, name))
            return yr_fail(&c->rd, n, "family '%s' is declared twice for grid '%s'", name, gr->name);
    if (gr->nfam == LC_MAX_FAMILIES)
        return yr_fail(&c->rd, n, "more than %d pattern families on grid '%s'", LC_MAX_FAMILIES, gr->name);
    lc_family *fa = &gr->fam[gr->nfam];
    fa->alike = 0;
    if (yt_get(n, "alike") && symbol_mask(c, n, "alike", gr, &fa->alike))
        return -1;
    size_t m = yr_push_key(&c->rd, "sets");
    if (yr_list(&c->rd, sets, 1, LC_MAX_PATTERNS, "cell sets"))
        return -1;
    for (size_t i = 0; i < sets->nkids; i++) {
        size_t mi = yr_push_index(&c->rd, i);
        if (cc_cell_set(c, sets->kids[i], gr->rows, gr->cols, &fa->cells[i]))
            return -1;
        yr_pop(&c->rd, mi);
    }
    yr_pop(&c->rd, m);
    fa->n = (int)sets->nkids;
    fa->name = lc_xstrdup(name);
    fa->clause = cl;
    gr->nfam++;
    return 0;
}

static int pattern_item(cc_ctx *c, const yt_node *n)
{
    uint8_t grids;
    int cl;
    const char *name;
    if (cc_clause(c, n, LC_CL_PATTERN, PATTERN_KEYS, &cl) || yr_field_str(&c->rd, n, "family", 1, &name) ||
        cc_grid_mask(c, n, "grids", &grids) || !yr_need(&c->rd, n, "sets"))
        return -1;
    if (!c->g->clauses[cl].active)
        return 0;
    for (int gi = 0; gi < c->g->ngrids; gi++)
        if ((grids >> gi & 1) && add_family(c, n, &c->g->grids[gi], name, cl))
            return -1;
    return 0;
}

static int find_family(const lc_grid *gr, const char *name)
{
    for (int f = 0; f < gr->nfam; f++)
        if (!strcmp(gr->fam[f].name, name))
            return f;
    return -1;
}

/* ---- levels ------------------------------------------------------------ */

static int lower(const lc_game *g, const lc_level *a, const lc_level *b);

static const char *const LEVEL_KEYS[] = {"grids", "amount_cents", "amounts_cents", "pays", "complete", "matches",
                                         "holds", "note", "in_kind", "one_in", "class", "shared", "spots", "cap_cents", NULL};
static const char *const COMPLETE_KEYS[] = {"family", "at_least", "exactly", NULL};
static const char *const MATCHES_KEYS[] = {"at_least", "exactly", "draws", NULL};
static const char *const HOLDS_KEYS[] = {"symbols", "alike", "at_least", "exactly", NULL};

/* `at_least: k` (1..64) or `exactly: k` (lo..64) of a condition: "at least
 * 0" holds always, and is refused as a slip; "exactly 0" is a rank where a
 * count can be 0 ("0 of 10" paying). */
static int threshold(cc_ctx *c, const yt_node *cond, int lo, uint8_t *cmp, uint8_t *k)
{
    const yt_node *al = yt_get(cond, "at_least"), *ex = yt_get(cond, "exactly");
    long long v;
    if (!al == !ex)
        return yr_fail(&c->rd, cond, "expected exactly one of at_least or exactly");
    if (yr_field_int(&c->rd, cond, al ? "at_least" : "exactly", 1, al ? 1 : lo, 64, &v))
        return -1;
    *cmp = al ? LC_AT_LEAST : LC_EXACTLY;
    *k = (uint8_t)v;
    return 0;
}

/* `matches: {draws: [..], exactly: k}` or a list of such: the grid's numbers
 * found in each condition's own draws (a rank of "6 blue and 1 bonus").
 * Zero is a count like any other here: "0 bonus" is part of a rank. */
static int draw_conditions(cc_ctx *c, const yt_node *cond, lc_level *lv)
{
    size_t n = cond->kind == YT_SEQ ? cond->nkids : 1;
    if (n == 0 || n > LC_MAX_CONDS)
        return yr_fail(&c->rd, cond, "expected from 1 to %d match conditions", LC_MAX_CONDS);
    uint8_t seen = 0;
    for (size_t i = 0; i < n; i++) {
        const yt_node *one = cond->kind == YT_SEQ ? cond->kids[i] : cond;
        size_t mi = cond->kind == YT_SEQ ? yr_push_index(&c->rd, i) : 0;
        lc_cond *cd = &lv->cond[i];
        if (yr_map(&c->rd, one, MATCHES_KEYS) || !yr_need(&c->rd, one, "draws") ||
            cc_draw_mask(c, one, "draws", &cd->draws) || threshold(c, one, 0, &cd->cmp, &cd->k))
            return -1;
        if (cd->draws & seen)
            return yr_fail_key(&c->rd, one, "draws", "a draw is counted by two conditions of one level");
        seen |= cd->draws;
        if (cond->kind == YT_SEQ)
            yr_pop(&c->rd, mi);
    }
    lv->quantity = LC_Q_DRAWS;
    lv->nconds = (uint8_t)n;
    lv->cmp = lv->cond[0].cmp;
    lv->k = lv->cond[0].k;
    return 0;
}

/* `holds: {symbols: [..]}` counts the distinct symbols shown; `holds:
 * {alike: [..]}` the cells one of them shows ("3 sommes identiques"). */
static int holds_kind(cc_ctx *c, const yt_node *cond, lc_level *lv)
{
    if (!yt_get(cond, "symbols") == !yt_get(cond, "alike"))
        return yr_fail(&c->rd, cond, "expected exactly one of symbols (distinct symbols shown) or alike "
                                     "(one symbol shown on k cells)");
    lv->quantity = yt_get(cond, "alike") ? LC_Q_ALIKE : LC_Q_HOLDS;
    return 0;
}

/* `complete: {family, at_least|exactly}`, `matches: {at_least|exactly}` or
 * `holds: {symbols, at_least|exactly}` (whose symbols each grid resolves). */
static int read_condition(cc_ctx *c, const yt_node *n, lc_level *lv, const char **family)
{
    static const char *const words[] = {"complete", "matches", "holds"};   /* in lc_quantity order */
    static const char *const *const keys[] = {COMPLETE_KEYS, MATCHES_KEYS, HOLDS_KEYS};
    int q = -1, found = 0;
    for (int i = 0; i < 3; i++)
        if (yt_get(n, words[i]))
            q = i, found++;
    if (found != 1)
        return yr_fail(&c->rd, n, "a level has exactly one condition: complete: {...}, matches: {...} "
                                  "or holds: {...}");
    const yt_node *cond = yt_get(n, words[q]), *cp = q == LC_Q_PATTERNS ? cond : NULL;
    size_t m = yr_push_key(&c->rd, words[q]);
    lv->quantity = (uint8_t)q;
    if (q == LC_Q_MATCHES && (cond->kind == YT_SEQ || (cond->kind == YT_MAP && yt_get(cond, "draws")))) {
        if (draw_conditions(c, cond, lv))
            return -1;
    } else if (yr_map(&c->rd, cond, keys[q]) || (q == LC_Q_HOLDS && holds_kind(c, cond, lv)) ||
               (cp && yr_field_str(&c->rd, cond, "family", 1, family)) ||
               threshold(c, cond, q == LC_Q_MATCHES ? 0 : 1, &lv->cmp, &lv->k)) {
        return -1;
    }
    yr_pop(&c->rd, m);
    return 0;
}

static int insert_level(cc_ctx *c, const yt_node *n, lc_grid *gr, lc_level lv, const char *family)
{
    if (lv.quantity == LC_Q_HOLDS || lv.quantity == LC_Q_ALIKE) {
        size_t m = yr_push_key(&c->rd, "holds");
        if (symbol_mask(c, yt_get(n, "holds"), lv.quantity == LC_Q_ALIKE ? "alike" : "symbols", gr, &lv.holds))
            return -1;
        yr_pop(&c->rd, m);
    }
    if (family) {
        int f = find_family(gr, family);
        if (f < 0)
            return yr_fail_key(&c->rd, n, "complete", "grid '%s' has no pattern family '%s'", gr->name, family);
        lv.family = (uint8_t)f;
    }
    for (int i = 0; i < lv.nconds; i++)
        if (lv.cond[i].draws & ~gr->served)
            return yr_fail_key(&c->rd, n, "matches", "a draw it counts does not serve grid '%s' (serving:)", gr->name);
    if (lv.printed && !gr->amount_printed)
        return yr_fail_key(&c->rd, n, "pays", "grid '%s' has no amount printed (amount_printed: true)", gr->name);
    if (gr->nlev && (lv.printed || gr->lev[0].printed))   /* an amount of its own: no highest to choose */
        return yr_fail(&c->rd, n, "grid '%s' has a level that pays the amount printed, and no other level",
                       gr->name);
    if (gr->nlev == LC_MAX_LEVELS)
        return yr_fail(&c->rd, n, "more than %d levels on grid '%s'", LC_MAX_LEVELS, gr->name);
    /* Keep levels sorted by amount, highest first: "the highest" is then the
     * first level reached, and explain lists them as the règlement does. */
    int i = gr->nlev++;
    while (i > 0 && lower(c->g, &gr->lev[i - 1], &lv)) {
        gr->lev[i] = gr->lev[i - 1];
        i--;
    }
    gr->lev[i] = lv;
    /* the highest is the first reached at every stake: the columns keep one order (where both pay) */
    for (int s = 1; s < c->g->nstakes; s++)
        for (int j = 1; j < gr->nlev; j++)
            if (gr->lev[j - 1].at_stake[s] < gr->lev[j].at_stake[s] && gr->lev[j - 1].at_stake[s])
                return yr_fail_key(&c->rd, n, "amounts_cents", "at a stake of %lld cents its levels are in another "
                                   "order than at others: which is the highest would depend on the stake",
                                   (long long)c->g->stakes[s]);
    return 0;
}

/* Does a pay less than b? Per stake, at the first stake where both pay
 * (a level may pay at some stakes only); without stakes, or where they
 * share none, by their highest amount. */
static int lower(const lc_game *g, const lc_level *a, const lc_level *b)
{
    int64_t ma = a->amount, mb = b->amount;
    for (int s = 0; s < g->nstakes; s++) {
        if (a->at_stake[s] && b->at_stake[s])
            return a->at_stake[s] < b->at_stake[s];
        ma = a->at_stake[s] > ma ? a->at_stake[s] : ma;
        mb = b->at_stake[s] > mb ? b->at_stake[s] : mb;
    }
    return ma < mb;
}

/* `amounts_cents: [..]`: what a level pays at each stake of the game, in
 * the order of emission.stakes_cents (a table's columns as printed). */
static int stake_amounts(cc_ctx *c, const yt_node *n, lc_level *lv)
{
    const lc_game *g = c->g;
    const yt_node *a = yt_get(n, "amounts_cents");
    if (!a)   /* a game with stakes: each level says what it pays at each */
        return yr_fail(&c->rd, n, "missing key 'amounts_cents': one amount per stake (%d stakes)", g->nstakes);
    size_t m = yr_push_key(&c->rd, "amounts_cents");
    if (!g->nstakes)
        return yr_fail(&c->rd, a, "amounts per stake, but the emission lists no stakes_cents");
    if (yr_seq(&c->rd, a))
        return -1;
    if ((int)a->nkids != g->nstakes)
        return yr_fail(&c->rd, a, "expected %d amounts, one per stake", g->nstakes);
    int any = 0;
    for (size_t i = 0; i < a->nkids; i++) {   /* null: the table prints no prize at that stake */
        const yt_node *v = a->kids[i];
        int none = v->kind == YT_SCALAR && !v->quoted && (!strcmp(v->text, "null") || !strcmp(v->text, "~"));
        long long x = 0;
        size_t mi = yr_push_index(&c->rd, i);
        if (!none && yr_int(&c->rd, v, 1, LC_MAX_AMOUNT_CENTS, &x))
            return -1;
        yr_pop(&c->rd, mi);
        lv->at_stake[i] = x;
        any |= !none;
    }
    if (!any)
        return yr_fail(&c->rd, a, "no stake at which the level pays: a level pays at one stake at least");
    lv->amount = lv->at_stake[0];
    yr_pop(&c->rd, m);
    return 0;
}

/* `one_in: 33829.71`: the published chance of a level, "1 chance sur",
 * kept in hundredths. */
static int one_in(cc_ctx *c, const yt_node *n, int64_t *out)
{
    const yt_node *v = yt_get(n, "one_in");
    long long h;
    if (!v)
        return 0;
    size_t m = yr_push_key(&c->rd, "one_in");
    if (yr_hundredths(&c->rd, v, 10, &h))
        return -1;
    if (h < 100)
        return yr_fail(&c->rd, v, "a chance of 1 in %s: expected 1 or more", v->text);
    *out = h;
    yr_pop(&c->rd, m);
    return 0;
}

/* A level that pays the amount printed may ask nothing else: the grid wins
 * what it prints (a cell that shows only a sum). */
static int no_condition(const yt_node *n)
{
    return !yt_get(n, "complete") && !yt_get(n, "matches") && !yt_get(n, "holds");
}

/* `in_kind: LABEL`: the level's lot is a thing (a trip, a car), its
 * amount_cents the value the text declares; the outcome names it by its
 * label among its notes, and lots of it count in a block as any other. */
static int in_kind(cc_ctx *c, const yt_node *n, int printed, lc_level *lv)
{
    if (!yt_get(n, "in_kind"))
        return 0;
    if (lv->note >= 0 || printed)
        return yr_fail_key(&c->rd, n, "in_kind", "a lot in kind has its label for note, and its declared value "
                                                 "for amount_cents: no note, no amount printed");
    if (cc_note(c, n, "in_kind", &lv->note))
        return -1;
    c->g->in_kind |= (uint8_t)(1u << lv->note);
    return 0;
}

/* `shared: LABEL`: the level's lot is a share of a sum the drawing divides
 * among its winners (a jackpot « divided equally among all winning jackpot
 * prize tickets »): a unit cannot know it, so it pays no amount of its own,
 * wins, and names the share by its label among its notes. */
static int shared_level(cc_ctx *c, const yt_node *n, lc_level *lv)
{
    if (yt_get(n, "note") || yt_get(n, "in_kind"))
        return yr_fail_key(&c->rd, n, "shared", "a shared lot has its label for note: no note, no lot in kind");
    if (cc_note(c, n, "shared", &lv->note))
        return -1;
    c->g->shared |= (uint8_t)(1u << lv->note);
    return 0;
}

/* `spots: k`: the level is one of the table of plays of k numbers (a
 * Keno 9-spot's « 5 » pays otherwise than a 10-spot's): it is reached only
 * on a grid of spots holding k numbers. */
static int level_spots(cc_ctx *c, const yt_node *n, uint8_t grids, lc_level *lv)
{
    long long k;
    if (!yt_get(n, "spots"))
        return 0;
    for (int gi = 0; gi < c->g->ngrids; gi++)
        if ((grids >> gi & 1) && !c->g->grids[gi].spots)
            return yr_fail_key(&c->rd, n, "spots", "grid '%s' is no grid of spots (spots: true): its plays all "
                               "hold the same count", c->g->grids[gi].name);
    if (yr_field_int(&c->rd, n, "spots", 1, 1, c->g->grids[__builtin_ctz(grids)].ncells, &k))
        return -1;
    lv->spots = (uint8_t)k;
    return 0;
}

/* Under stake_multiplies: the level's prize at the unit's price times the
 * stake over the price, at each stake, up to `cap_cents` where the text
 * caps it (« $500,000 is the maximum paid »). */
static int stake_times(cc_ctx *c, const yt_node *n, int64_t amount, lc_level *lv)
{
    const lc_game *g = c->g;
    long long cap = 0;
    if (yt_get(n, "cap_cents") && yr_field_int(&c->rd, n, "cap_cents", 1, 1, LC_MAX_AMOUNT_CENTS, &cap))
        return -1;
    for (int s = 0; s < g->nstakes; s++) {
        int64_t times = g->stakes[s] / g->unit_price;
        if (amount > LC_MAX_AMOUNT_CENTS / times)
            return yr_fail_key(&c->rd, n, "amount_cents", "%lld cents at a stake of %lld cents passes the largest "
                               "amount (%lld cents)", (long long)amount, (long long)g->stakes[s],
                               (long long)LC_MAX_AMOUNT_CENTS);
        lv->at_stake[s] = lc_stake_times(g, amount, cap, s);
    }
    lv->amount = lv->at_stake[0];
    return 0;
}

/* A pool game's class: its condition as any draw level's, no amount (the
 * rank that holds it shares a sum); cc_pool gives it its rank. */
static int class_level(cc_ctx *c, const yt_node *n, int cl, uint8_t grids, const char *klass)
{
    lc_level lv = {.note = -1};
    const char *family = NULL;
    if (read_condition(c, n, &lv, &family))
        return -1;
    if (yt_get(n, "one_in") || yt_get(n, "note") || yt_get(n, "in_kind"))
        return yr_fail(&c->rd, n, "a class of a pool game has no chance, note or lot in kind of its own: its "
                                  "rank shares a sum");
    if (grids != 1 || c->g->ngrids != 1)
        return yr_fail_key(&c->rd, n, "grids", "a pool game has one grid, and its classes are that grid's");
    if (!c->g->clauses[cl].active)
        return 0;
    for (int i = 0; i < c->nclasses; i++)
        if (!strcmp(c->class_name[i], klass))
            return yr_fail_key(&c->rd, n, "class", "class '%s' is named twice", klass);
    if (c->nclasses == LC_MAX_LEVELS)
        return yr_fail(&c->rd, n, "more than %d classes", LC_MAX_LEVELS);
    c->class_clause[c->nclasses] = cl;
    c->class_name[c->nclasses++] = klass;
    lv.clause = cl;
    c->g->grids[0].counts_matches |= lv.quantity == LC_Q_MATCHES;
    c->g->grids[0].per_draw |= lv.quantity == LC_Q_DRAWS;
    return insert_level(c, n, &c->g->grids[0], lv, family);
}

static int level_item(cc_ctx *c, const yt_node *n)
{
    uint8_t grids;
    long long amount;
    lc_level lv = {.note = -1};
    const char *family = NULL;
    int cl;
    static const char *const pays[] = {"printed", NULL};
    int printed = -1;
    if (cc_clause(c, n, LC_CL_LEVEL, LEVEL_KEYS, &cl) || cc_grid_mask(c, n, "grids", &grids) ||
        yr_field_enum(&c->rd, n, "pays", 0, pays, &printed))
        return -1;
    const char *klass = NULL;
    if (yr_field_str(&c->rd, n, "class", 0, &klass))
        return -1;
    int shared = yt_get(n, "shared") != NULL;
    if ((printed >= 0) + (yt_get(n, "amount_cents") != NULL) + (yt_get(n, "amounts_cents") != NULL) + !!klass +
            shared != 1)
        return yr_fail(&c->rd, n, "a level has exactly one of amount_cents, amounts_cents (per stake), "
                                  "pays: printed, shared (a share of a jackpot) and class (a pool game's class of "
                                  "plays)");
    amount = 0;
    if (klass)
        return class_level(c, n, cl, grids, klass);
    int per_stake = printed < 0 && !shared && ((c->g->nstakes && !c->g->stake_multiplies) || yt_get(n, "amounts_cents"));
    if ((per_stake && stake_amounts(c, n, &lv)) ||
        (printed < 0 && !per_stake && !shared && yr_field_int(&c->rd, n, "amount_cents", 1, 1, LC_MAX_AMOUNT_CENTS, &amount)) ||
        (printed >= 0 && no_condition(n) ? (lv.quantity = LC_Q_PRINTED, 0) : read_condition(c, n, &lv, &family)) ||
        cc_note(c, n, "note", &lv.note) || in_kind(c, n, printed >= 0, &lv) || (shared && shared_level(c, n, &lv)) ||
        one_in(c, n, &lv.one_in) || (grids && level_spots(c, n, grids, &lv)))
        return -1;
    lv.printed = printed >= 0;
    if (yt_get(n, "cap_cents") && (!c->g->stake_multiplies || per_stake || shared || printed >= 0))
        return yr_fail_key(&c->rd, n, "cap_cents", "a cap bounds an amount that multiplies with the stake "
                                                   "(emission.stake_multiplies and amount_cents)");
    if (lv.printed && c->g->nstakes)
        return yr_fail_key(&c->rd, n, "pays", "a game with stakes pays amounts per stake, not one printed");
    if (!c->g->clauses[cl].active)
        return 0;
    lv.clause = cl;
    if (!c->g->nstakes)
        lv.amount = lv.at_stake[0] = amount;
    if (c->g->stake_multiplies && !per_stake && !shared && stake_times(c, n, amount, &lv))
        return -1;
    for (int gi = 0; gi < c->g->ngrids; gi++)
        if (grids >> gi & 1) {
            c->g->grids[gi].counts_matches |= lv.quantity == LC_Q_MATCHES;
            c->g->grids[gi].per_draw |= lv.quantity == LC_Q_DRAWS;
        }
    for (int gi = 0; gi < c->g->ngrids; gi++)
        if ((grids >> gi & 1) && insert_level(c, n, &c->g->grids[gi], lv, family))
            return -1;
    return 0;
}

static const char *const NON_PAYING_KEYS[] = {"grids", "family", NULL};

static int non_paying_item(cc_ctx *c, const yt_node *n)
{
    uint8_t grids;
    const char *family;
    int cl;
    if (cc_clause(c, n, LC_CL_NON_PAYING, NON_PAYING_KEYS, &cl) || cc_grid_mask(c, n, "grids", &grids) ||
        yr_field_str(&c->rd, n, "family", 1, &family))
        return -1;
    if (!c->g->clauses[cl].active)
        return 0;
    for (int gi = 0; gi < c->g->ngrids; gi++) {
        lc_grid *gr = &c->g->grids[gi];
        if (!(grids >> gi & 1))
            continue;
        int f = find_family(gr, family);
        if (f < 0)
            return yr_fail_key(&c->rd, n, "family", "grid '%s' has no pattern family '%s'", gr->name, family);
        if (gr->nnp == LC_MAX_FAMILIES)
            return yr_fail(&c->rd, n, "more than %d non-paying families on grid '%s'", LC_MAX_FAMILIES, gr->name);
        gr->np[gr->nnp++] = (lc_non_paying){f, cl};
    }
    return 0;
}

int cc_play(cc_ctx *c, const yt_node *root)
{
    return cc_each(c, root, "serving", 1, serving_item) || cc_each(c, root, "marking", 0, marking_item) ||
           cc_each(c, root, "patterns", 0, pattern_item) || cc_each(c, root, "levels", 1, level_item) ||
           cc_each(c, root, "non_paying", 0, non_paying_item) ? -1 : 0;
}
