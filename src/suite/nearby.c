/* nearby.c — units near every boundary, and shrinking (see nearby.h). */
#include "nearby.h"

#include <string.h>

static int on_unit(const lc_game *g, const lc_unit *u, int32_t v)
{
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].ncells; i++)
            if (u->cell[gi][i] == v)
                return 1;
    for (int d = 0; d < g->ndraws; d++)
        for (int i = 0; i < u->ndrawn[d]; i++)
            if (u->drawn[d][i] == v)
                return 1;
    return 0;
}

/* A number of r on no grid and in no draw, or r.lo when there is none. */
static int32_t fresh(const lc_game *g, const lc_unit *u, lc_range r)
{
    for (int32_t v = r.lo; v <= r.hi && v <= LC_MAX_NUMBER; v++)
        if (!on_unit(g, u, v))
            return v;
    return r.lo;
}

static int32_t near_bound(lc_rng *r, lc_range rg)
{
    const int32_t v[4] = {rg.lo - 1, rg.lo, rg.hi, rg.hi + 1};
    return v[lc_rng_below(r, 4)];
}

/* A number far from the bounds that a program keeping numbers in 8 or 16
 * bits reads as v itself (257 as 1), or below zero: now and then, in place
 * of a bound. */
static int32_t near_or_wrapped(lc_rng *r, lc_range rg, int32_t v)
{
    static const int32_t wrap[4] = {256, 65536, -256, -65536};
    return lc_rng_below(r, 4) || !LC_IS_CELL_VALUE(v) ? near_bound(r, rg) : v + wrap[lc_rng_below(r, 4)];
}

/* An amount in cents next to one of the game's, or one a program reads as it
 * when it keeps cents in 16 or 32 bits, or takes euros for cents (or cents
 * for euros), or a negative one. */
static int64_t near_amount(lc_rng *r, int64_t a)
{
    switch (lc_rng_below(r, 10)) {
    case 0: case 1: case 2: return a;
    case 3: return a - 1;
    case 4: return a + 1;
    case 5: return a + 65536;
    case 6: return a + 4294967296LL;
    case 7: return a * 100;
    case 8: return a / 100;
    default: return -a;
    }
}

/* The joker a grid-fixed check puts at a cell, moved to cell c (a number
 * moved there in its place): a program that counts the jokers but never
 * looks where they stand takes it. */
static void move_fixed(const lc_plan *p, lc_rng *r, lc_unit *u, int gi, int c)
{
    uint64_t fixed = p->fixed_jokers[gi];
    int n = __builtin_popcountll(fixed), k = (int)lc_rng_below(r, (uint32_t)n);
    while (k--)
        fixed &= fixed - 1;
    int f = __builtin_ctzll(fixed);
    int32_t t = u->cell[gi][f];
    u->cell[gi][f] = u->cell[gi][c];
    u->cell[gi][c] = t;
}

static int marks_any(const lc_game *g, const lc_unit *u, int32_t v)
{
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].ncells; i++)
            if (u->cell[gi][i] == v)
                return 1;
    return 0;
}

/* Draw the numbers of one pattern of grid gi, of any family, paying or not
 * (corners on a grid whose arrow lists none, say): each goes in place of a
 * drawn number that marks nothing. */
static void complete_pattern(const lc_game *g, lc_rng *r, lc_unit *u, int gi)
{
    const lc_grid *gr = &g->grids[gi];
    if (!gr->nfam)
        return;
    const lc_family *f = &gr->fam[lc_rng_below(r, (uint32_t)gr->nfam)];
    uint64_t cells = f->cells[lc_rng_below(r, (uint32_t)f->n)];
    for (int c = 0; c < gr->ncells; c++) {
        int32_t v = u->cell[gi][c];
        if (!(cells >> c & 1) || !LC_IS_CELL_VALUE(v))
            continue;
        int drawn = 0;
        for (int d = 0; d < g->ndraws && !drawn; d++)
            for (int i = 0; i < u->ndrawn[d]; i++)
                drawn |= u->drawn[d][i] == v;
        for (int d = (int)lc_rng_below(r, (uint32_t)g->ndraws), k = 0; !drawn && k < g->ndraws; k++, d = (d + 1) % g->ndraws)
            for (int i = 0; i < u->ndrawn[d] && !drawn; i++)
                if (!marks_any(g, u, u->drawn[d][i]) && (g->grids[gi].served >> d & 1)) {
                    u->drawn[d][i] = v;
                    drawn = 1;
                }
    }
}

/* One change at one random position (see fuzz.h). */
static void perturb(const lc_plan *p, lc_rng *r, lc_unit *u)
{
    const lc_game *g = p->g;
    int gi = (int)lc_rng_below(r, (uint32_t)g->ngrids), d = (int)lc_rng_below(r, (uint32_t)g->ndraws);
    const lc_grid *gr = &g->grids[gi];
    int c = (int)lc_rng_below(r, (uint32_t)gr->ncells), n = u->ndrawn[d];
    int i = n ? (int)lc_rng_below(r, (uint32_t)n) : 0;
    lc_range dr = p->nparts[d] ? p->part[d][lc_rng_below(r, (uint32_t)p->nparts[d])] : p->range[d];
    if (g->nstakes && lc_rng_below(r, 4) == 0) {   /* a stake: another of the game's, or near one */
        u->stake_cents = near_amount(r, g->stakes[lc_rng_below(r, (uint32_t)g->nstakes)]);
        u->stake = lc_game_stake(g, u->stake_cents);
        return;
    }
    if (gr->amount_printed && lc_rng_below(r, 4) == 0) {   /* an amount printed: the table's, or near one */
        int64_t *a = gr->amount_printed == LC_PRINTED_CELLS ? &u->cell_printed[gi][c] : &u->printed[gi];
        *a = near_amount(r, g->rows[lc_rng_below(r, (uint32_t)g->nrows)].amount);
        return;
    }
    if (p->fixed_jokers[gi] && lc_rng_below(r, 8) == 0) {
        move_fixed(p, r, u, gi, c);
        return;
    }
    /* with no draw, the changes of a cell only (0 to 2) */
    switch (lc_rng_below(r, g->ndraws ? 11 : 3)) {
    case 0:   /* a grid of symbols has no bound a string can pass: another of its symbols */
        u->cell[gi][c] = gr->nsymbols ? (int32_t)lc_rng_below(r, (uint32_t)gr->nsymbols)
                                      : near_or_wrapped(r, p->cell[gi][c], u->cell[gi][c]);
        break;
    case 1: u->cell[gi][c] = lc_rng_below(r, 2) ? LC_CELL_JOKER : LC_CELL_BLANK; break;
    case 2: u->cell[gi][c] = u->cell[gi][lc_rng_below(r, (uint32_t)gr->ncells)]; break;
    case 3: if (n) u->drawn[d][i] = near_or_wrapped(r, dr, u->drawn[d][i]); break;
    case 4: {
        int e = (int)lc_rng_below(r, (uint32_t)g->ndraws);
        if (n && u->ndrawn[e])
            u->drawn[d][i] = u->drawn[e][lc_rng_below(r, u->ndrawn[e])];
        break;
    }
    case 5: if (n && LC_IS_CELL_VALUE(u->cell[gi][c])) u->drawn[d][i] = u->cell[gi][c]; break;
    case 6:   /* a drawn number that marks a cell: replaced, the pattern one cell short */
        for (int k = 0; k < n; k++) {
            int32_t v = u->drawn[d][(i + k) % n];
            int marks = 0;
            for (int q = 0; q < gr->ncells; q++)
                marks |= u->cell[gi][q] == v;
            if (marks) {
                u->drawn[d][(i + k) % n] = fresh(g, u, p->range[d]);
                break;
            }
        }
        break;
    case 7: if (n < LC_MAX_DRAWN) u->drawn[d][u->ndrawn[d]++] = fresh(g, u, p->range[d]); break;
    case 8: complete_pattern(g, r, u, gi); break;
    case 9: {   /* a number moved from one draw to another: what a draw serving one grid only misses */
        int e = (int)lc_rng_below(r, (uint32_t)g->ndraws);
        if (n && u->ndrawn[e]) {
            int j = (int)lc_rng_below(r, u->ndrawn[e]);
            int32_t t = u->drawn[d][i];
            u->drawn[d][i] = u->drawn[e][j];
            u->drawn[e][j] = t;
        }
        break;
    }
    default: if (n) u->ndrawn[d]--; break;
    }
}

int lc_nearby_unit(const lc_plan *p, lc_rng *r, lc_unit *base, lc_unit *u)
{
    lc_outcome o;
    /* each row of the table, losing, and (where a level carries a note) a noted unit: no emission
     * holds one, and a program that pays it wrong is found only there; only what the plan's probe
     * built, so that a target no unit can reach is never waited on */
    int slots[LC_MAX_TABLE_ROWS + 3], n = 0;
    for (int k = 0; k < p->g->nrows + 3; k++)
        if (p->built[k])
            slots[n++] = k;
    if (!n)
        return -1;
    int first = (int)lc_rng_below(r, (uint32_t)n), t = -1;
    for (int i = 0; i < n && t == -1; i++) {   /* a target that fails this time: the next one, each once */
        int k = slots[(first + i) % n];
        if (lc_construct(p, lc_slot_target(p, k), r, base, &o) == 0)
            t = k;
    }
    if (t == -1)
        return -1;
    *u = *base;
    for (uint32_t k = lc_rng_below(r, 3); k > 0; k--)
        perturb(p, r, u);
    return 0;
}

void lc_shrink(const lc_game *g, const lc_unit *base, lc_unit *u, lc_unit_test still, void *ctx, char *why, size_t n)
{
    char w[400];
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int c = 0; c < g->grids[gi].ncells; c++) {
            if (u->cell[gi][c] == base->cell[gi][c])
                continue;
            lc_unit t = *u;
            t.cell[gi][c] = base->cell[gi][c];
            if (still(ctx, &t, w, sizeof w)) {
                *u = t;
                snprintf(why, n, "%s", w);
            }
        }
    for (int gi = 0; gi < g->ngrids; gi++) {
        lc_unit t = *u;
        t.printed[gi] = base->printed[gi];
        memcpy(t.cell_printed[gi], base->cell_printed[gi], sizeof t.cell_printed[gi]);
        if (memcmp(&t, u, sizeof t) && still(ctx, &t, w, sizeof w)) {
            *u = t;
            snprintf(why, n, "%s", w);
        }
    }
    if (u->stake_cents != base->stake_cents) {
        lc_unit t = *u;
        t.stake_cents = base->stake_cents;
        t.stake = base->stake;
        if (still(ctx, &t, w, sizeof w)) {
            *u = t;
            snprintf(why, n, "%s", w);
        }
    }
    for (int d = 0; d < g->ndraws; d++) {
        lc_unit t = *u;
        t.ndrawn[d] = base->ndrawn[d];
        memcpy(t.drawn[d], base->drawn[d], sizeof t.drawn[d]);
        if (memcmp(&t, u, sizeof t) && still(ctx, &t, w, sizeof w)) {
            *u = t;
            snprintf(why, n, "%s", w);
        }
    }
}
