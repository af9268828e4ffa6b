/* compile_multiplier.c — a multiplier: a cell of a grid of symbols shows
 * ×2, ×5 or ×10, or a draw gives the factor itself (Power Play's 2, 3, 4, 5
 * or 10); the lots of some grids (or all: the total) are multiplied by it,
 * at the stakes that buy it, for the levels it names. */
#include "compile.h"

#include <string.h>

static const char *const MULT_KEYS[] = {"grid", "draw", "factors", "applies", "stakes", "levels", NULL};

/* `factors: {x2: 2, x5: 5}`: each a symbol of the grid; the others x1. */
static int read_factors(cc_ctx *c, const yt_node *n, const lc_grid *gr, uint16_t *factor)
{
    const yt_node *fs = yr_need(&c->rd, n, "factors");
    if (!fs)
        return -1;
    size_t m = yr_push_key(&c->rd, "factors");
    if (fs->kind != YT_MAP || yt_npairs(fs) == 0)
        return yr_fail(&c->rd, fs, "expected a mapping of the grid's symbols to their factors (x2: 2)");
    for (size_t i = 0; i < yt_npairs(fs); i++) {
        const yt_node *k = yt_key(fs, i);
        int s = lc_grid_symbol(gr, k->text, strlen(k->text));
        long long f;
        if (s < 0)
            return yr_fail(&c->rd, k, "'%s' is not a symbol of grid '%s'", k->text, gr->name);
        if (yr_int(&c->rd, yt_val(fs, i), 1, 1000, &f))
            return -1;
        factor[s] = (uint16_t)f;
    }
    yr_pop(&c->rd, m);
    return 0;
}

/* `applies: total` (every other grid's lot), or `applies: [grids]`. */
static int read_applies(cc_ctx *c, const yt_node *n, int mg, uint8_t *mask)
{
    const yt_node *a = yt_get(n, "applies");
    uint8_t all = (uint8_t)(c->g->ngrids == 8 ? 0xFF : (1u << c->g->ngrids) - 1);
    if (a && a->kind == YT_SCALAR && !a->quoted && !strcmp(a->text, "total")) {
        *mask = (uint8_t)(all & ~(mg >= 0 ? 1u << mg : 0u));
        return 0;
    }
    if (!a)
        return yr_fail(&c->rd, n, "missing key 'applies' (total, or the grids whose lots it multiplies)");
    if (cc_grid_mask(c, n, "applies", mask))
        return -1;
    if (mg >= 0 && (*mask >> mg & 1))
        return yr_fail_key(&c->rd, n, "applies", "the multiplier's own grid pays nothing to multiply");
    return 0;
}

/* `stakes: [cents, ..]`: the stakes at which it applies (the option bought). */
static int read_stakes(cc_ctx *c, const yt_node *n, uint8_t *mask)
{
    const yt_node *s = yt_get(n, "stakes");
    *mask = (uint8_t)((1u << (c->g->nstakes ? c->g->nstakes : 1)) - 1);
    if (!s)
        return 0;
    size_t m = yr_push_key(&c->rd, "stakes");
    if (!c->g->nstakes)
        return yr_fail(&c->rd, s, "the emission lists no stakes_cents");
    if (yr_list(&c->rd, s, 1, LC_MAX_STAKES, "stakes"))
        return -1;
    *mask = 0;
    for (size_t i = 0; i < s->nkids; i++) {
        long long v;
        size_t mi = yr_push_index(&c->rd, i);
        if (yr_int(&c->rd, s->kids[i], 1, LC_MAX_AMOUNT_CENTS, &v))
            return -1;
        int k = lc_game_stake(c->g, v);
        if (k < 0)
            return yr_fail(&c->rd, s->kids[i], "%lld cents is none of the emission's stakes_cents", v);
        *mask |= (uint8_t)(1u << k);
        yr_pop(&c->rd, mi);
    }
    yr_pop(&c->rd, m);
    return 0;
}

/* `levels: [ids]`: only those levels' lots are multiplied (« prize tiers 3 -
 * 9 »); the others of the grids it applies to keep theirs. */
static int read_levels(cc_ctx *c, const yt_node *n, uint8_t applies)
{
    const yt_node *l = yt_get(n, "levels");
    if (!l)
        return 0;
    size_t m = yr_push_key(&c->rd, "levels");
    if (yr_list(&c->rd, l, 1, LC_MAX_LEVELS * LC_MAX_GRIDS, "levels"))
        return -1;
    for (int gi = 0; gi < c->g->ngrids; gi++)
        for (int i = 0; (applies >> gi & 1) && i < c->g->grids[gi].nlev; i++)
            c->g->grids[gi].lev[i].unmultiplied = 1;
    for (size_t k = 0; k < l->nkids; k++) {
        int cl = l->kids[k]->kind == YT_SCALAR ? lc_game_clause(c->g, l->kids[k]->text) : -1, found = 0;
        size_t mi = yr_push_index(&c->rd, k);
        for (int gi = 0; cl >= 0 && gi < c->g->ngrids; gi++)
            for (int i = 0; (applies >> gi & 1) && i < c->g->grids[gi].nlev; i++)
                if (c->g->grids[gi].lev[i].clause == cl) {
                    c->g->grids[gi].lev[i].unmultiplied = 0;
                    found = 1;
                }
        if (!found)
            return yr_fail(&c->rd, l->kids[k], "%s is no level of the grids the multiplier applies to",
                           yr_describe(l->kids[k]));
        yr_pop(&c->rd, mi);
    }
    yr_pop(&c->rd, m);
    return 0;
}

/* The multiplier's source: one cell of symbols (its factors), or a draw. */
static int read_source(cc_ctx *c, const yt_node *n, int *mg, int *md, uint16_t *factor)
{
    const char *name;
    for (int s = 0; s < LC_MAX_SYMBOLS; s++)
        factor[s] = 1;
    if (!yt_get(n, "grid") == !yt_get(n, "draw"))
        return yr_fail(&c->rd, n, "a multiplier takes exactly one of grid (a cell that shows it) and draw (a "
                                  "draw whose number is the factor)");
    if (yt_get(n, "draw")) {
        if (yr_field_str(&c->rd, n, "draw", 1, &name))
            return -1;
        if ((*md = lc_game_draw(c->g, name)) < 0)
            return yr_fail_key(&c->rd, n, "draw", "'%s' is not a draw of the game", name);
        if (yt_get(n, "factors"))
            return yr_fail_key(&c->rd, n, "factors", "a drawn multiplier's factor is the number drawn");
        return 0;
    }
    if (yr_field_str(&c->rd, n, "grid", 1, &name))
        return -1;
    if ((*mg = lc_game_grid(c->g, name)) < 0)
        return yr_fail_key(&c->rd, n, "grid", "'%s' is not a grid of the game", name);
    const lc_grid *gr = &c->g->grids[*mg];
    if (!gr->nsymbols || gr->ncells != 1 || gr->nlev)
        return yr_fail_key(&c->rd, n, "grid", "grid '%s' must be one cell of symbols that pays nothing itself "
                                              "(the multiplier shown)", name);
    return read_factors(c, n, gr, factor);
}

static int multiplier_item(cc_ctx *c, const yt_node *n)
{
    lc_game *g = c->g;
    int cl, mg = -1, md = -1;
    uint16_t factor[LC_MAX_SYMBOLS];
    uint8_t mask, stakes;
    if (cc_clause(c, n, LC_CL_COMBINATION, MULT_KEYS, &cl) || read_source(c, n, &mg, &md, factor) ||
        read_applies(c, n, mg, &mask) || read_stakes(c, n, &stakes))
        return -1;
    if (!g->clauses[cl].active)
        return 0;
    if (g->mult_clause >= 0)
        return yr_fail(&c->rd, n, "a second active multiplier");
    if (read_levels(c, n, mask))
        return -1;
    g->mult_clause = cl;
    g->mult_grid = mg;
    g->mult_draw = md;
    g->mult_applies = mask;
    g->mult_stakes = stakes;
    memcpy(g->mult_factor, factor, sizeof factor);
    return 0;
}

int cc_multiplier(cc_ctx *c, const yt_node *cb)
{
    return cc_each(c, cb, "multiplier", 0, multiplier_item);
}
