/* composition.c — the composition checks: does a unit have the content the
 * règlement describes? Each broken check adds its clause to o->viol. */
#include "eval.h"

static int is_number(int32_t v) { return v != LC_CELL_JOKER && v != LC_CELL_BLANK; }
static int in_range(int32_t v, lc_range r) { return v >= r.lo && v <= r.hi; }

static int grid_cells_ok(const lc_check *ck, const lc_grid *gr, const int32_t *cell)
{
    int nums = 0, jokers = 0, blanks = 0;
    for (int i = 0; i < gr->ncells; i++) {
        jokers += cell[i] == LC_CELL_JOKER;
        blanks += cell[i] == LC_CELL_BLANK;
        nums += is_number(cell[i]);
    }
    return nums == ck->numbers && jokers == ck->jokers && blanks == ck->blanks;
}

static int grid_range_ok(const lc_check *ck, const lc_grid *gr, const int32_t *cell)
{
    for (int c = 0; c < gr->cols; c++) {
        lc_range r = ck->nranges ? ck->ranges[c] : ck->range;
        for (int i = c; i < gr->ncells; i += gr->cols)
            if (is_number(cell[i]) && !in_range(cell[i], r))
                return 0;
    }
    return 1;
}

/* Out-of-range numbers are the range check's to report; here only numbers
 * the bitset can hold are compared. */
static int add_distinct(lc_numset *seen, int32_t v)
{
    if (v < 0 || v > LC_MAX_NUMBER)
        return 1;
    if (ns_has(seen, v))
        return 0;
    ns_add(seen, v);
    return 1;
}

static int grid_distinct_ok(const lc_grid *gr, const int32_t *cell)
{
    lc_numset seen = {{0}};
    for (int i = 0; i < gr->ncells; i++)
        if (is_number(cell[i]) && !add_distinct(&seen, cell[i]))
            return 0;
    return 1;
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

static int draws_ok(const lc_check *ck, const lc_unit *u)
{
    lc_numset seen = {{0}};
    for (int d = 0; d < LC_MAX_DRAWS; d++) {
        if (!(ck->draws >> d & 1))
            continue;
        const int32_t *nums = u->drawn[d];
        int n = u->ndrawn[d];
        if (ck->kind == LC_CK_DRAW_COUNT && n != ck->count)
            return 0;
        if (ck->kind == LC_CK_ONE_PER_RANGE && !one_per_range_ok(ck, nums, n))
            return 0;
        for (int i = 0; i < n; i++) {
            if (ck->kind == LC_CK_DRAW_RANGE && !in_range(nums[i], ck->range))
                return 0;
            if (ck->kind == LC_CK_DISTINCT && !add_distinct(&seen, nums[i]))
                return 0;
        }
    }
    return 1;
}

static int check_ok(const lc_game *g, const lc_check *ck, const lc_unit *u)
{
    if (!ck->grids)
        return draws_ok(ck, u);
    for (int gi = 0; gi < g->ngrids; gi++) {
        if (!(ck->grids >> gi & 1))
            continue;
        const lc_grid *gr = &g->grids[gi];
        int ok = ck->kind == LC_CK_GRID_CELLS   ? grid_cells_ok(ck, gr, u->cell[gi])
                 : ck->kind == LC_CK_GRID_RANGE ? grid_range_ok(ck, gr, u->cell[gi])
                                                : grid_distinct_ok(gr, u->cell[gi]);
        if (!ok)
            return 0;
    }
    return 1;
}

int lc_check_composition(const lc_game *g, const lc_unit *u, lc_outcome *o)
{
    o->nviol = 0;
    for (int i = 0; i < g->nchecks; i++)
        if (!check_ok(g, &g->checks[i], u) && o->nviol < LC_MAX_TRACE)
            o->viol[o->nviol++] = (uint16_t)g->checks[i].clause;
    return o->nviol;
}
