/* compile_multiplier.c — a multiplier revealed on the unit: a cell of a grid
 * of symbols shows ×2, ×5 or ×10, and the lots of some grids (or all: the
 * total) are multiplied by it. */
#include "compile.h"

#include <string.h>

static const char *const MULT_KEYS[] = {"grid", "factors", "applies", NULL};

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
    if (a && a->kind == YT_SCALAR && !a->quoted && !strcmp(a->text, "total")) {
        *mask = (uint8_t)((c->g->ngrids == 8 ? 0xFF : (1u << c->g->ngrids) - 1) & ~(1u << mg));
        return 0;
    }
    if (!a)
        return yr_fail(&c->rd, n, "missing key 'applies' (total, or the grids whose lots it multiplies)");
    if (cc_grid_mask(c, n, "applies", mask))
        return -1;
    if (*mask >> mg & 1)
        return yr_fail_key(&c->rd, n, "applies", "the multiplier's own grid pays nothing to multiply");
    return 0;
}

static int multiplier_item(cc_ctx *c, const yt_node *n)
{
    lc_game *g = c->g;
    const char *name;
    int cl;
    if (cc_clause(c, n, LC_CL_COMBINATION, MULT_KEYS, &cl) || yr_field_str(&c->rd, n, "grid", 1, &name))
        return -1;
    int mg = lc_game_grid(g, name);
    if (mg < 0)
        return yr_fail_key(&c->rd, n, "grid", "'%s' is not a grid of the game", name);
    const lc_grid *gr = &g->grids[mg];
    if (!gr->nsymbols || gr->ncells != 1 || gr->nlev)
        return yr_fail_key(&c->rd, n, "grid", "grid '%s' must be one cell of symbols that pays nothing itself "
                                              "(the multiplier shown)", name);
    uint16_t factor[LC_MAX_SYMBOLS];
    uint8_t mask;
    for (int s = 0; s < LC_MAX_SYMBOLS; s++)
        factor[s] = 1;
    if (read_factors(c, n, gr, factor) || read_applies(c, n, mg, &mask))
        return -1;
    if (!g->clauses[cl].active)
        return 0;
    if (g->mult_clause >= 0)
        return yr_fail(&c->rd, n, "a second active multiplier");
    g->mult_clause = cl;
    g->mult_grid = mg;
    g->mult_applies = mask;
    memcpy(g->mult_factor, factor, sizeof factor);
    return 0;
}

int cc_multiplier(cc_ctx *c, const yt_node *cb)
{
    return cc_each(c, cb, "multiplier", 0, multiplier_item);
}
