/* composition.c — the composition checks: does a unit have the content the
 * règlement describes? Each broken check adds its clause to o->viol. */
#include "eval.h"

static int in_range(int32_t v, lc_range r) { return v >= r.lo && v <= r.hi; }

/* One pass over a grid answers its cell counts, its ranges (a range holds
 * for every number of a column exactly when it holds for their min and
 * max) and its distinctness. */
typedef struct {
    int nums, jokers, blanks, dup, done;
    int32_t lo[LC_MAX_CELLS], hi[LC_MAX_CELLS];   /* per column; lo > hi when it has no number */
} grid_summary;

static void summarize(const lc_grid *gr, const int32_t *cell, grid_summary *s)
{
    lc_numset seen = {{0}};
    s->nums = s->jokers = s->blanks = s->dup = 0;
    for (int c = 0; c < gr->cols; c++) {
        s->lo[c] = INT32_MAX;
        s->hi[c] = INT32_MIN;
    }
    for (int r = 0, i = 0; r < gr->rows; r++)
        for (int c = 0; c < gr->cols; c++, i++) {
            int32_t v = cell[i];
            if (v == LC_CELL_JOKER) {
                s->jokers++;
            } else if (v == LC_CELL_BLANK) {
                s->blanks++;
            } else {
                s->nums++;
                s->lo[c] = v < s->lo[c] ? v : s->lo[c];
                s->hi[c] = v > s->hi[c] ? v : s->hi[c];
                if (v >= 0 && v <= LC_MAX_NUMBER) {   /* out-of-range numbers are the range check's */
                    s->dup |= ns_has(&seen, v);
                    ns_add(&seen, v);
                }
            }
        }
    s->done = 1;
}

static int grid_range_ok(const lc_check *ck, const lc_grid *gr, const grid_summary *s)
{
    for (int c = 0; c < gr->cols; c++) {
        lc_range r = ck->nranges ? ck->ranges[c] : ck->range;
        if (s->lo[c] <= s->hi[c] && (s->lo[c] < r.lo || s->hi[c] > r.hi))
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
    for (unsigned m = ck->draws; m; m &= m - 1) {   /* the draws it applies to, lowest first */
        int d = __builtin_ctz(m);
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

static int check_ok(const lc_game *g, const lc_check *ck, const lc_unit *u, grid_summary *sum)
{
    if (!ck->grids)
        return draws_ok(ck, u);
    for (int gi = 0; gi < g->ngrids; gi++) {
        if (!(ck->grids >> gi & 1))
            continue;
        const lc_grid *gr = &g->grids[gi];
        grid_summary *s = &sum[gi];
        if (!s->done)
            summarize(gr, u->cell[gi], s);
        int ok = ck->kind == LC_CK_GRID_CELLS
                     ? s->nums == ck->numbers && s->jokers == ck->jokers && s->blanks == ck->blanks
                 : ck->kind == LC_CK_GRID_RANGE ? grid_range_ok(ck, gr, s)
                                                : !s->dup;
        if (!ok)
            return 0;
    }
    return 1;
}

int lc_check_composition(const lc_game *g, const lc_unit *u, lc_outcome *o)
{
    grid_summary sum[LC_MAX_GRIDS];
    for (int gi = 0; gi < g->ngrids; gi++)
        sum[gi].done = 0;
    o->nviol = 0;
    for (int i = 0; i < g->nchecks; i++)
        if (!check_ok(g, &g->checks[i], u, sum) && o->nviol < LC_MAX_TRACE)
            o->viol[o->nviol++] = (uint16_t)g->checks[i].clause;
    return o->nviol;
}
