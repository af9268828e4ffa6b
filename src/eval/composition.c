/* composition.c — the composition checks: does a unit have the content the
 * règlement describes? Each broken check adds its clause to o->viol.
 *
 * Every check is answered from a view of the unit read in one pass (see
 * composition.h): a range holds for every number of a column or a draw exactly
 * when it holds for their min and max; numbers are distinct exactly when no
 * number meets the set of those before it. */
#include "composition.h"

#include <string.h>

static int in_range(int32_t v, lc_range r) { return v >= r.lo && v <= r.hi; }

static int usable(int32_t v) { return v >= 0 && v <= LC_MAX_NUMBER; }

/* Add x to the set; 1 when it was there already. */
static inline int add_again(lc_numset *set, int32_t x)
{
    uint64_t bit = 1ULL << (x & 63), *w = &set->w[x >> 6];
    int again = (*w & bit) != 0;
    *w |= bit;
    return again;
}

/* Bounds per column when a check gives each column its own range, else
 * for the whole grid (in lo[0], hi[0]); column by column, so that they stay
 * in registers. The counts and the set are locals for the same reason
 * (stores to *v could otherwise alias gr, and the loop would reload its
 * bounds). Out-of-range numbers are the range check's to report: only
 * numbers a numset holds take part in distinctness. */
static void view_grid(const lc_grid *gr, const int32_t *cell, const lc_numset *served, lc_grid_view *v)
{
    const int ncells = gr->ncells, groups = gr->column_ranges ? gr->cols : 1, step = groups;
    int nums = 0, jokers = 0, blanks = 0, dup = 0;
    uint64_t hits = 0, joker_cells = 0;
    lc_numset set = {{0}};
    for (int c = 0; c < groups; c++) {
        int32_t lo = INT32_MAX, hi = INT32_MIN;
        for (int i = c; i < ncells; i += step) {
            int32_t x = cell[i];
            if (!LC_IS_CELL_VALUE(x)) {   /* the three non-numbers sit at the bottom of int32_t */
                jokers += x == LC_CELL_JOKER;
                blanks += x == LC_CELL_BLANK;
                joker_cells |= (uint64_t)(x == LC_CELL_JOKER) << i;
                continue;
            }
            nums++;
            lo = x < lo ? x : lo;
            hi = x > hi ? x : hi;
            if (usable(x)) {
                dup |= add_again(&set, x);
                hits |= (uint64_t)ns_has(served, x) << i;
            }
        }
        v->lo[c] = lo;
        v->hi[c] = hi;
    }
    v->set = set;
    v->hits = hits;
    v->joker_cells = joker_cells;
    v->nums = nums;
    v->jokers = jokers;
    v->blanks = blanks;
    v->dup = dup;
}

static void view_draw(const int32_t *nums, int n, lc_unit_view *v, int d)
{
    int32_t lo = INT32_MAX, hi = INT32_MIN;
    int dup = 0;
    lc_numset set = {{0}};
    for (int i = 0; i < n; i++) {
        int32_t x = nums[i];
        lo = x < lo ? x : lo;
        hi = x > hi ? x : hi;
        if (usable(x))
            dup |= add_again(&set, x);
    }
    v->drawn[d] = set;
    v->dlo[d] = lo;
    v->dhi[d] = hi;
    v->ddup |= (uint8_t)(dup << d);
}

void lc_view_unit(const lc_game *g, const lc_unit *u, lc_unit_view *v)
{
    v->ddup = 0;
    for (int d = 0; d < g->ndraws; d++)
        view_draw(u->drawn[d], u->ndrawn[d], v, d);
    for (int gi = 0; gi < g->ngrids; gi++) {
        lc_numset served = lc_view_served(v, g->grids[gi].served);
        view_grid(&g->grids[gi], u->cell[gi], &served, &v->grid[gi]);
    }
}

/* No number twice among the cells of `cells` (the white ones: the red ball may repeat one). */
static int distinct_among(const int32_t *cell, uint64_t cells)
{
    lc_numset set = {{0}};
    for (; cells; cells &= cells - 1) {
        int32_t x = cell[__builtin_ctzll(cells)];
        if (usable(x) && add_again(&set, x))
            return 0;
    }
    return 1;
}

static int grid_ok(const lc_check *ck, const lc_grid *gr, const lc_grid_view *v, const int32_t *cell)
{
    switch (ck->kind) {
    case LC_CK_GRID_CELLS:
        return v->nums >= ck->numbers && v->nums <= ck->numbers_hi && v->jokers == ck->jokers && v->blanks == ck->blanks;
    case LC_CK_GRID_RANGE:   /* bounds per column, or for the whole grid in column 0 */
        for (int c = 0; c < (gr->column_ranges ? gr->cols : 1); c++) {
            lc_range r = ck->nranges ? ck->ranges[c] : ck->range;
            if (v->lo[c] <= v->hi[c] && (v->lo[c] < r.lo || v->hi[c] > r.hi))
                return 0;
        }
        return 1;
    case LC_CK_GRID_FIXED:
        return (v->joker_cells & ck->cells) == ck->cells;
    default:
        return ck->cells ? distinct_among(cell, ck->cells) : !v->dup;
    }
}

static int one_per_range_ok(const lc_check *ck, const int32_t *nums, int n)
{
    int hits[LC_MAX_RANGES] = {0};
    for (int i = 0; i < n; i++) {
        int found = 0;
        for (int r = 0; r < ck->nranges; r++)
            if (in_range(nums[i], ck->ranges[r])) {
                hits[r]++;
                found = 1;
            }
        if (!found)
            return 0;
    }
    for (int r = 0; r < ck->nranges; r++)
        if (hits[r] != 1)
            return 0;
    return 1;
}

/* draw-range's values apart: each number in one of the ranges. */
static int in_some_range(const lc_check *ck, const int32_t *nums, int n)
{
    for (int i = 0; i < n; i++) {
        int found = 0;
        for (int r = 0; r < ck->nranges && !found; r++)
            found = in_range(nums[i], ck->ranges[r]);
        if (!found)
            return 0;
    }
    return 1;
}

static int draws_ok(const lc_check *ck, const lc_unit *u, const lc_unit_view *v)
{
    lc_numset before = {{0}};
    for (unsigned m = ck->draws; m; m &= m - 1) {   /* the draws it applies to, lowest first */
        int d = __builtin_ctz(m), n = u->ndrawn[d];
        switch (ck->kind) {
        case LC_CK_DRAW_COUNT:
            if (n != ck->count)
                return 0;
            break;
        case LC_CK_ONE_PER_RANGE:
            if (!one_per_range_ok(ck, u->drawn[d], n))
                return 0;
            break;
        case LC_CK_DRAW_RANGE:
            if (ck->nranges ? !in_some_range(ck, u->drawn[d], n)
                            : n && (v->dlo[d] < ck->range.lo || v->dhi[d] > ck->range.hi))
                return 0;
            break;
        default:   /* LC_CK_DISTINCT: within each draw, and across the listed ones */
            if ((v->ddup >> d & 1) || ns_meets(&before, &v->drawn[d]))
                return 0;
            ns_or(&before, &v->drawn[d]);
        }
    }
    return 1;
}

/* The amount printed on grid gi, or each sum beside its cells, is one of
 * the table's (or 0 where the check allows it). */
static int printed_ok(const lc_game *g, const lc_check *ck, int gi, const lc_unit *u)
{
    int cells = g->grids[gi].amount_printed == LC_PRINTED_CELLS;
    const int64_t *a = cells ? u->cell_printed[gi] : &u->printed[gi];
    for (int i = 0; i < (cells ? g->grids[gi].ncells : 1); i++)
        if (lc_game_amount_in_table(g, a[i]) < 0 && !(ck->zero && a[i] == 0))
            return 0;
    return 1;
}

static int check_ok(const lc_game *g, const lc_check *ck, const lc_unit *u, const lc_unit_view *v)
{
    if (ck->kind == LC_CK_STAKE_ALLOWED)
        return u->stake >= 0;
    if (!ck->grids)
        return draws_ok(ck, u, v);
    for (unsigned m = ck->grids; m; m &= m - 1) {
        int gi = __builtin_ctz(m);
        if (ck->kind == LC_CK_PRINTED_IN_TABLE ? !printed_ok(g, ck, gi, u) : !grid_ok(ck, &g->grids[gi], &v->grid[gi], u->cell[gi]))
            return 0;
    }
    return 1;
}

int lc_check_composition(const lc_game *g, const lc_unit *u, const lc_unit_view *v, uint16_t viol[LC_MAX_TRACE])
{
    int n = 0;
    for (int i = 0; i < g->nchecks; i++)
        if (!check_ok(g, &g->checks[i], u, v) && n < LC_MAX_TRACE)
            viol[n++] = (uint16_t)g->checks[i].clause;
    return n;
}
