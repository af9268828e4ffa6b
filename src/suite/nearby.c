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
        if (!(cells >> c & 1) || v <= LC_CELL_BLANK)
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
    if (g->nstakes && lc_rng_below(r, 4) == 0) {   /* a stake: another of the game's, or next to one */
        int s = (int)lc_rng_below(r, (uint32_t)g->nstakes), k = (int)lc_rng_below(r, 4);
        u->stake_cents = k < 2 ? g->stakes[s] : g->stakes[s] + (k == 2 ? -1 : 1);
        u->stake = lc_game_stake(g, u->stake_cents);
        return;
    }
    if (gr->amount_printed && lc_rng_below(r, 4) == 0) {   /* an amount printed: next to the table's, or another */
        const lc_table_row *row = &g->rows[lc_rng_below(r, (uint32_t)g->nrows)];
        u->printed[gi] = row->amount + (int64_t)lc_rng_below(r, 3) - 1;
        return;
    }
    /* with no draw, the changes of a cell only (0 to 2) */
    switch (lc_rng_below(r, g->ndraws ? 11 : 3)) {
    case 0:   /* a grid of symbols has no bound a string can pass: another of its symbols */
        u->cell[gi][c] = gr->nsymbols ? (int32_t)lc_rng_below(r, (uint32_t)gr->nsymbols) : near_bound(r, p->cell[gi][c]);
        break;
    case 1: u->cell[gi][c] = lc_rng_below(r, 2) ? LC_CELL_JOKER : LC_CELL_BLANK; break;
    case 2: u->cell[gi][c] = u->cell[gi][lc_rng_below(r, (uint32_t)gr->ncells)]; break;
    case 3: if (n) u->drawn[d][i] = near_bound(r, dr); break;
    case 4: {
        int e = (int)lc_rng_below(r, (uint32_t)g->ndraws);
        if (n && u->ndrawn[e])
            u->drawn[d][i] = u->drawn[e][lc_rng_below(r, u->ndrawn[e])];
        break;
    }
    case 5: if (n && u->cell[gi][c] > LC_CELL_BLANK) u->drawn[d][i] = u->cell[gi][c]; break;
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
        if (t.printed[gi] != u->printed[gi] && still(ctx, &t, w, sizeof w)) {
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
