/* compile_checks.c — composition checks (what makes a unit an anomaly) and
 * the anomaly remedy. */
#include "compile.h"

#include <string.h>

static const char *const CHECK_KEYS[] = {"check", "grids", "draws", "numbers", "jokers", "blanks",
                                         "count", "range", "column_ranges", "ranges", "cells", "holds", "zero", NULL};

static const struct { const char *word; lc_check_kind kind; int on_grids; } KINDS[] = {
    {"grid-cells", LC_CK_GRID_CELLS, 1},   {"grid-range", LC_CK_GRID_RANGE, 1},
    {"grid-distinct", LC_CK_GRID_DISTINCT, 1}, {"draw-count", LC_CK_DRAW_COUNT, 0},
    {"draw-range", LC_CK_DRAW_RANGE, 0},   {"distinct", LC_CK_DISTINCT, 0},
    {"one-per-range", LC_CK_ONE_PER_RANGE, 0}, {"grid-fixed", LC_CK_GRID_FIXED, 1},
    {"printed-in-table", LC_CK_PRINTED_IN_TABLE, 1}, {"stake-allowed", LC_CK_STAKE_ALLOWED, 2},
};

static int read_ranges(cc_ctx *c, const yt_node *n, const char *key, lc_check *ck)
{
    const yt_node *s = yt_get(n, key);
    size_t m = yr_push_key(&c->rd, key);
    if (yr_list(&c->rd, s, 1, LC_MAX_RANGES, "ranges"))
        return -1;
    for (size_t i = 0; i < s->nkids; i++) {
        size_t mi = yr_push_index(&c->rd, i);
        if (cc_range(c, s->kids[i], &ck->ranges[i]))
            return -1;
        yr_pop(&c->rd, mi);
    }
    ck->nranges = (int)s->nkids;
    yr_pop(&c->rd, m);
    return 0;
}

/* grid-fixed: cells of every grid it names (of one shape) that hold the joker. */
static int fixed_cells(cc_ctx *c, const yt_node *n, lc_check *ck)
{
    static const char *const holds[] = {"joker", NULL};
    int h;
    if (yr_field_enum(&c->rd, n, "holds", 1, holds, &h))
        return -1;
    return cc_grids_cells(c, n, ck->grids, &ck->cells);
}

/* Which parameters each kind needs; anything else present is an error, so a
 * typo never silently turns a check off. */
static int read_params(cc_ctx *c, const yt_node *n, lc_check *ck)
{
    static const char *const needs[][4] = {
        [LC_CK_GRID_CELLS] = {"numbers", "jokers", "blanks", NULL},
        [LC_CK_GRID_RANGE] = {NULL}, [LC_CK_GRID_DISTINCT] = {NULL},
        [LC_CK_DRAW_COUNT] = {"count", NULL}, [LC_CK_DRAW_RANGE] = {NULL},
        [LC_CK_DISTINCT] = {NULL}, [LC_CK_ONE_PER_RANGE] = {"ranges", NULL},
        [LC_CK_GRID_FIXED] = {"cells", "holds", NULL}, [LC_CK_PRINTED_IN_TABLE] = {NULL},
        [LC_CK_STAKE_ALLOWED] = {NULL},
    };
    const char *const params[] = {"numbers", "jokers", "blanks", "count", "range", "column_ranges", "ranges",
                                  "cells", "holds", "zero"};
    for (size_t p = 0; p < sizeof params / sizeof *params; p++) {
        int wanted = 0;
        for (size_t j = 0; needs[ck->kind][j]; j++)
            wanted |= !strcmp(needs[ck->kind][j], params[p]);
        if ((ck->kind == LC_CK_GRID_RANGE && (!strcmp(params[p], "range") || !strcmp(params[p], "column_ranges"))) ||
            (ck->kind == LC_CK_PRINTED_IN_TABLE && !strcmp(params[p], "zero")) ||
            (ck->kind == LC_CK_GRID_DISTINCT && !strcmp(params[p], "cells")) ||
            (ck->kind == LC_CK_DRAW_RANGE && (!strcmp(params[p], "range") || !strcmp(params[p], "ranges"))))   /* optional */
            continue;
        if (!wanted && yt_get(n, params[p]))
            return yr_fail_key(&c->rd, n, params[p], "'%s' does not apply to this check", params[p]);
        if (wanted && !yt_get(n, params[p]))
            return yr_fail(&c->rd, n, "missing key '%s'", params[p]);
    }
    long long v;
    int zero = 0;
    if (ck->kind == LC_CK_PRINTED_IN_TABLE && yt_get(n, "zero") && yr_bool(&c->rd, yt_get(n, "zero"), &zero))
        return -1;
    ck->zero = (uint8_t)zero;
    if (ck->kind == LC_CK_GRID_CELLS) {
        const yt_node *nr = yt_get(n, "numbers");
        if (nr && nr->kind == YT_SEQ) {   /* a grid of spots: as many as the player chose */
            lc_range r;
            size_t m = yr_push_key(&c->rd, "numbers");
            if (cc_range(c, nr, &r)) return -1;
            yr_pop(&c->rd, m);
            if (r.hi > LC_MAX_CELLS) return yr_fail_key(&c->rd, n, "numbers", "more numbers than a grid's %d cells",
                                                        LC_MAX_CELLS);
            ck->numbers = r.lo, ck->numbers_hi = r.hi;
        } else {
            if (yr_field_int(&c->rd, n, "numbers", 1, 0, LC_MAX_CELLS, &v)) return -1;
            ck->numbers = ck->numbers_hi = (int)v;
        }
        if (yr_field_int(&c->rd, n, "jokers", 1, 0, LC_MAX_CELLS, &v)) return -1;
        ck->jokers = (int)v;
        if (yr_field_int(&c->rd, n, "blanks", 1, 0, LC_MAX_CELLS, &v)) return -1;
        ck->blanks = (int)v;
    } else if (ck->kind == LC_CK_DRAW_COUNT) {
        /* a draw of no number serves nothing, and no emission could be generated of it */
        if (yr_field_int(&c->rd, n, "count", 1, 1, LC_MAX_DRAWN, &v)) return -1;
        ck->count = (int)v;
    } else if (ck->kind == LC_CK_GRID_DISTINCT && yt_get(n, "cells")) {
        return cc_grids_cells(c, n, ck->grids, &ck->cells);   /* the red ball may repeat a white one */
    } else if (ck->kind == LC_CK_DRAW_RANGE) {
        const yt_node *r = yt_get(n, "range"), *rs = yt_get(n, "ranges");
        if (!r == !rs)
            return yr_fail(&c->rd, n, "draw-range takes exactly one of range or ranges");
        if (rs)   /* values apart, each a range of its own: a multiplier of 2, 3, 4, 5 or 10 */
            return read_ranges(c, n, "ranges", ck);
        size_t m = yr_push_key(&c->rd, "range");
        if (cc_range(c, yt_get(n, "range"), &ck->range)) return -1;
        yr_pop(&c->rd, m);
    } else if (ck->kind == LC_CK_ONE_PER_RANGE) {
        return read_ranges(c, n, "ranges", ck);
    } else if (ck->kind == LC_CK_GRID_FIXED) {
        return fixed_cells(c, n, ck);
    } else if (ck->kind == LC_CK_GRID_RANGE) {
        const yt_node *r = yt_get(n, "range"), *cr = yt_get(n, "column_ranges");
        if (!r == !cr)
            return yr_fail(&c->rd, n, "grid-range takes exactly one of range or column_ranges");
        if (cr)
            return read_ranges(c, n, "column_ranges", ck);
        size_t m = yr_push_key(&c->rd, "range");
        if (cc_range(c, r, &ck->range)) return -1;
        yr_pop(&c->rd, m);
    }
    return 0;
}

static int check_item(cc_ctx *c, const yt_node *n)
{
    lc_game *g = c->g;
    lc_check ck = {0};
    const char *word;
    size_t k = 0;
    if (cc_clause(c, n, LC_CL_CHECK, CHECK_KEYS, &ck.clause) || yr_field_str(&c->rd, n, "check", 1, &word))
        return -1;
    while (k < sizeof KINDS / sizeof *KINDS && strcmp(KINDS[k].word, word))
        k++;
    if (k == sizeof KINDS / sizeof *KINDS)
        return yr_fail_key(&c->rd, n, "check", "unknown check '%s' (expected grid-cells, grid-range, "
                       "grid-distinct, grid-fixed, printed-in-table, draw-count, draw-range, distinct, "
                       "one-per-range or stake-allowed)", word);
    ck.kind = KINDS[k].kind;
    if (KINDS[k].on_grids == 2 && (yt_get(n, "grids") || yt_get(n, "draws")))   /* of the unit as a whole */
        return yr_fail(&c->rd, n, "check '%s' applies to the unit, not to grids or draws", word);
    if (KINDS[k].on_grids == 2 && !g->nstakes)
        return yr_fail_key(&c->rd, n, "check", "check '%s': the emission lists no stakes_cents", word);
    if (KINDS[k].on_grids < 2 && (KINDS[k].on_grids ? yt_get(n, "draws") : yt_get(n, "grids")))
        return yr_fail(&c->rd, n, "check '%s' applies to %s only", word, KINDS[k].on_grids ? "grids" : "draws");
    if ((KINDS[k].on_grids == 1 && cc_grid_mask(c, n, "grids", &ck.grids)) ||
        (KINDS[k].on_grids == 0 && cc_draw_mask(c, n, "draws", &ck.draws)) || read_params(c, n, &ck))
        return -1;
    for (int gi = 0; gi < g->ngrids; gi++)
        if (ck.kind == LC_CK_PRINTED_IN_TABLE && (ck.grids >> gi & 1) && !g->grids[gi].amount_printed)
            return yr_fail_key(&c->rd, n, "grids", "grid '%s' has no amount printed (amount_printed: true)",
                               g->grids[gi].name);
    for (int gi = 0; gi < g->ngrids; gi++)
        if (ck.kind == LC_CK_GRID_RANGE && (ck.grids >> gi & 1) && g->grids[gi].nsymbols)
            return yr_fail_key(&c->rd, n, "grids", "grid '%s' holds symbols, which have no range",
                               g->grids[gi].name);
    if (ck.kind == LC_CK_GRID_RANGE && ck.nranges)
        for (int gi = 0; gi < g->ngrids; gi++)
            if ((ck.grids >> gi & 1) && g->grids[gi].cols != ck.nranges)
                return yr_fail_key(&c->rd, n, "column_ranges", "grid '%s' has %d columns but %d ranges are given",
                               g->grids[gi].name, g->grids[gi].cols, ck.nranges);
    if (!g->clauses[ck.clause].active)
        return 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        g->grids[gi].column_ranges |= ck.kind == LC_CK_GRID_RANGE && ck.nranges && (ck.grids >> gi & 1);
    g->checks = lc_xrealloc(g->checks, (size_t)(g->nchecks + 1) * sizeof *g->checks);
    g->checks[g->nchecks++] = ck;
    return 0;
}

static const char *const ANOMALY_KEYS[] = {"remedy", NULL};

static int anomaly_item(cc_ctx *c, const yt_node *n)
{
    int cl;
    const char *remedy;
    if (cc_clause(c, n, LC_CL_ANOMALY, ANOMALY_KEYS, &cl) || yr_field_str(&c->rd, n, "remedy", 1, &remedy))
        return -1;
    if (!c->g->clauses[cl].active)
        return 0;
    if (c->g->anomaly_clause >= 0)
        return yr_fail(&c->rd, n, "a second active anomaly remedy (the first is '%s')",
                       c->g->clauses[c->g->anomaly_clause].id);
    c->g->anomaly_clause = cl;
    c->g->remedy = lc_xstrdup(remedy);
    return 0;
}

int cc_composition(cc_ctx *c, const yt_node *root)
{
    if (cc_each(c, root, "composition", 1, check_item) || cc_each(c, root, "anomaly", 1, anomaly_item))
        return -1;
    if (c->g->anomaly_clause < 0)
        return yr_fail(&c->rd, yt_get(root, "anomaly"), "no anomaly remedy is active under the readings in force");
    int stake_checked = 0;
    for (int i = 0; i < c->g->nchecks; i++)
        stake_checked |= c->g->checks[i].kind == LC_CK_STAKE_ALLOWED;
    if (c->g->nstakes && !stake_checked)   /* a stake not listed has no amount to pay */
        return yr_fail(&c->rd, yt_get(root, "composition"), "the emission lists stakes_cents: a check "
                       "stake-allowed must say a stake not listed is an anomaly");
    for (int gi = 0; gi < c->g->ngrids; gi++) {   /* else a printed -1 € or 10^12 cents would be paid as read */
        int bounded = 0;
        for (int i = 0; i < c->g->nchecks; i++)
            bounded |= c->g->checks[i].kind == LC_CK_PRINTED_IN_TABLE && (c->g->checks[i].grids >> gi & 1);
        if (c->g->grids[gi].amount_printed && !bounded)
            return yr_fail(&c->rd, yt_get(root, "composition"), "grid '%s' prints an amount: a check "
                           "printed-in-table must say an amount outside the table (a negative one, a "
                           "misprint) is an anomaly", c->g->grids[gi].name);
    }
    return 0;
}
