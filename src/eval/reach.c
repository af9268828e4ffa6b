/* reach.c — what a grid can reach (see reach.h). Markings are searched as
 * unions of the grid's patterns: a level is reached by completing patterns
 * or by counting matches, so any marking that reaches something holds such
 * a union, and marking fewer cells never reaches more. */
#include "reach.h"

#define MAX_UNION_PATTERNS 20   /* 2^20 unions at most, in a few milliseconds */

/* What the interpreter can mark on grid gi, as it marks: every cell whose
 * number was drawn, so where the grid may hold a number twice (no
 * grid-distinct check) one drawn number marks every copy. */
lc_capacity lc_grid_capacity(const lc_game *g, int gi)
{
    lc_capacity c = {0, 0, g->grids[gi].ncells, 0, 0, 0, 0};
    for (int i = 0; i < g->nchecks; i++) {
        const lc_check *ck = &g->checks[i];
        if (ck->kind == LC_CK_GRID_CELLS && (ck->grids >> gi & 1))
            c.numbers = ck->numbers_hi, c.jokers = ck->jokers;   /* a grid of spots: the most a play holds */
        if (ck->kind == LC_CK_GRID_DISTINCT && (ck->grids >> gi & 1))
            c.distinct = 1;
        if (ck->kind == LC_CK_GRID_FIXED && (ck->grids >> gi & 1))
            c.fixed |= ck->cells;
        if (ck->kind == LC_CK_DRAW_COUNT)
            for (int d = 0; d < g->ndraws; d++)
                if ((ck->draws >> d & 1) && (g->grids[gi].served >> d & 1))
                    c.drawn += ck->count;
    }
    c.matches = c.drawn && c.drawn < c.numbers ? c.drawn : c.numbers;
    c.cells = c.distinct || !c.drawn ? c.matches : c.numbers;
    if (!g->grids[gi].served)   /* no draw marks it: jokers only (a grid of symbols, or a mistake lint shows) */
        c.matches = c.cells = 0;
    if (__builtin_popcountll(c.fixed) > c.jokers)   /* more fixed cells than jokers: none is sure to hold one */
        c.fixed = 0;
    return c;
}

/* The sets of a family alike are filled by one symbol: which one decides
 * what else they complete (three 2 € complete no set of 5 €). Each symbol
 * of the family's fills the marking, the other cells show none; the level
 * `want` if some symbol reaches it, else the level the last one did. */
static int64_t alike_score(const lc_grid *gr, uint32_t alike, uint64_t marked, int want, int *level)
{
    int32_t cell[LC_MAX_CELLS];
    int64_t a = 0;
    for (uint32_t s = alike; s; s &= s - 1) {
        for (int i = 0; i < gr->ncells; i++)
            cell[i] = marked >> i & 1 ? (int32_t)__builtin_ctz(s) : LC_CELL_BLANK;
        if ((a = lc_score_grid_symbols(gr, cell, level)), *level == want)
            break;
    }
    return a;
}

/* Try every choice of k patterns of family f (k <= n <= 16): is there one
 * whose marking pays level `want` as the grid's result, with no more cells
 * to mark than the draws and jokers can? *fewest: the fewest cells any
 * choice paying it needs, however many can be marked. */
static int try_patterns(const lc_grid *gr, const lc_family *f, int k, int from, uint64_t marked, int want,
                        int64_t *amount, int can_mark, int *fewest)
{
    if (k == 0) {
        int level, need = __builtin_popcountll(marked);
        int64_t a = f->alike ? alike_score(gr, f->alike, marked, want, &level) : lc_score_grid(gr, marked, 0, &level);
        if (level != want)
            return 0;
        *fewest = need < *fewest ? need : *fewest;
        if (need <= can_mark)
            *amount = a;
        return need <= can_mark;
    }
    for (int p = from; p <= f->n - k; p++)
        if (try_patterns(gr, f, k - 1, p + 1, marked | f->cells[p], want, amount, can_mark, fewest))
            return 1;
    return 0;
}

/* How many numbers draw d holds (its draw-count check; 0 when none says),
 * and whether the draws of `m` share no number (a distinct check over all). */
static int draw_holds(const lc_game *g, int d)
{
    int n = 0;
    for (int i = 0; i < g->nchecks; i++)
        if (g->checks[i].kind == LC_CK_DRAW_COUNT && (g->checks[i].draws >> d & 1))
            n = g->checks[i].count;
    return n;
}

static int draws_apart(const lc_game *g, uint8_t m)
{
    for (int i = 0; i < g->nchecks; i++)
        if (g->checks[i].kind == LC_CK_DISTINCT && (g->checks[i].draws & m) == m)
            return 1;
    return 0;
}

/* Every count each serving draw can give the grid (at most its numbers, at
 * most what the draw holds; together at most the grid's numbers where the
 * draws share none), until `fn` says stop (1). */
typedef struct {
    const lc_game *g;
    int gi, numbers, apart;
    lc_counts_fn fn;
    void *ctx;
} counts_walk;

/* The grid's match count beside those counts: their sum, counted per draw or
 * where the draws share no number; counted as distinct numbers over draws
 * that may share some, anything from the largest count to the sum. */
static int each_total(const counts_walk *w, const uint8_t *dcount, int sum)
{
    const lc_grid *gr = &w->g->grids[w->gi];
    int lo = sum;
    if (gr->count_mode == LC_COUNT_DISTINCT && !w->apart) {
        lo = 0;
        for (int d = 0; d < w->g->ndraws; d++)
            lo = dcount[d] > lo ? dcount[d] : lo;
    }
    int hi = gr->count_mode == LC_COUNT_DISTINCT && sum > w->numbers ? w->numbers : sum;
    for (int m = lo; m <= hi; m++)
        if (w->fn(w->ctx, dcount, m))
            return 1;
    return 0;
}

static int each_count(const counts_walk *w, int d, uint8_t *dcount, int used)
{
    const lc_grid *gr = &w->g->grids[w->gi];
    if (d == w->g->ndraws)
        return each_total(w, dcount, used);
    int own = gr->split ? __builtin_popcountll(gr->serve_cells[d]) : w->numbers;   /* the cells it serves */
    int top = gr->served >> d & 1 ? draw_holds(w->g, d) : 0;
    top = top && top < w->numbers ? top : w->numbers;
    top = gr->served >> d & 1 ? (top < own ? top : own) : 0;
    for (int k = 0; k <= top && (!w->apart || used + k <= w->numbers); k++) {
        dcount[d] = (uint8_t)k;
        if (each_count(w, d + 1, dcount, used + k))
            return 1;
    }
    dcount[d] = 0;
    return 0;
}

int lc_grid_each_count(const lc_game *g, int gi, lc_counts_fn fn, void *ctx)
{
    uint8_t dcount[LC_MAX_DRAWS] = {0};
    counts_walk w = {g, gi, lc_grid_capacity(g, gi).numbers, draws_apart(g, g->grids[gi].served), fn, ctx};
    return each_count(&w, 0, dcount, 0);
}

typedef struct {
    const lc_grid *gr;
    int want;
    int64_t amount;
} level_sought;

static int pays_level(void *ctx, const uint8_t *dcount, int matches)
{
    level_sought *s = ctx;
    int level;
    int64_t a = lc_score_grid_counts(s->gr, matches, dcount, s->gr->lev[s->want].spots, &level);
    s->amount = a;
    return level == s->want;
}

/* k cells alike: each symbol of the level's on m of the cells of symbols
 * (the others blank), from k up: the first such grid whose result it is. */
static int alike_reachable(const lc_grid *gr, int i, int cells, int64_t *amount)
{
    const lc_level *lv = &gr->lev[i];
    int32_t cell[LC_MAX_CELLS];
    for (uint32_t s = lv->holds; s; s &= s - 1)
        for (int m = lv->k; m <= cells && m <= gr->ncells; m++) {
            int level;
            for (int c = 0; c < gr->ncells; c++)
                cell[c] = c < m ? (int32_t)__builtin_ctz(s) : LC_CELL_BLANK;
            int64_t a = lc_score_grid_symbols(gr, cell, &level);
            if (level == i) {
                *amount = a;
                return 1;
            }
            if (lv->cmp == LC_EXACTLY)
                break;
        }
    return 0;
}

int lc_level_reachable_why(const lc_game *g, int gi, int i, lc_capacity cap, int64_t *amount, int *fewest)
{
    const lc_grid *gr = &g->grids[gi];
    const lc_level *lv = &gr->lev[i];
    *fewest = 1 << 30;
    /* a count per draw beside the grid's count ("0 of 10" beside "5 of 10"):
     * both read off the same walk, so that neither is judged without the other */
    if (lv->quantity == LC_Q_DRAWS || (lv->quantity == LC_Q_MATCHES && gr->per_draw)) {
        level_sought s = {gr, i, 0};
        if (!lc_grid_each_count(g, gi, pays_level, &s))
            return 0;
        *amount = s.amount;
        return 1;
    }
    if (lv->quantity == LC_Q_ALIKE)
        return alike_reachable(gr, i, cap.numbers, amount);
    /* one symbol fills a set alike, in cells of symbols; held symbols stand one a cell */
    const lc_family *f = &gr->fam[lv->family];
    if (lv->quantity == LC_Q_PATTERNS)
        return lv->k <= f->n &&
               try_patterns(gr, f, lv->k, 0, 0, i, amount, f->alike ? cap.numbers : cap.cells + cap.jokers, fewest);
    int top = lv->quantity == LC_Q_HOLDS ? __builtin_popcount(lv->holds) : cap.matches;
    top = lv->quantity == LC_Q_HOLDS && cap.numbers < top ? cap.numbers : top;
    top = lv->spots && lv->spots < top ? lv->spots : top;   /* a play of k numbers matches k at most */
    for (int m = lv->k; m <= top; m++) {
        int level;
        int64_t a = lc_score_grid_spots(gr, 0, m, lv->spots, &level);
        if (level == i) {
            *amount = a;
            return 1;
        }
        if (lv->cmp == LC_EXACTLY)
            break;
    }
    return 0;
}

/* Does this marking meet the goal, and can a unit mark it? The cells that
 * are not fixed jokers need a number drawn or a joker of their own. */
static int meets(const lc_grid *gr, const lc_capacity *cap, const lc_grid_goal *goal, uint64_t m)
{
    m |= goal->marked | cap->fixed | (goal->joker >= 0 ? 1ULL << goal->joker : 0);
    int fixed = __builtin_popcountll(cap->fixed);
    if (__builtin_popcountll(m & ~cap->fixed) > cap->cells + cap->jokers - fixed)
        return 0;
    if (goal->joker >= 0 && !(cap->fixed >> goal->joker & 1) && cap->jokers - fixed < 1)
        return 0;   /* no joker left to stand there */
    uint32_t reached;
    int level;
    lc_score_grid_reached(gr, m, &level, &reached);
    return (goal->level == LC_ANY_LEVEL ? level >= 0 : level == goal->level) &&
           (reached & goal->reached) == goal->reached;
}

/* Two levels of cells alike reached at once: one symbol both lists hold,
 * on as many cells as the larger count asks (three and four 10 EUR: four
 * 10 EUR reach both); or two symbols, one of each list, each shown at least
 * once, the wild cells counting for both (two stars and two sums make three
 * of each); without a wild symbol, ka + kb cells. -1 where the goal is not
 * such a pair. */
static int alike_pair(const lc_game *g, int gi, const lc_grid_goal *goal)
{
    const lc_grid *gr = &g->grids[gi];
    if (__builtin_popcount(goal->reached) != 2 || goal->marked || goal->joker >= 0)
        return -1;
    const lc_level *a = &gr->lev[__builtin_ctz(goal->reached)], *b = &gr->lev[31 - __builtin_clz(goal->reached)];
    if (a->quantity != LC_Q_ALIKE || b->quantity != LC_Q_ALIKE)
        return -1;
    uint32_t wild = gr->wild >= 0 ? 1u << gr->wild : 0;
    int n = lc_grid_capacity(g, gi).numbers;
    if ((a->holds & b->holds & ~wild) && (a->k > b->k ? a->k : b->k) <= n)
        return 1;   /* a symbol of both lists: as many cells of it as the larger count reach both */
    if (__builtin_popcount((a->holds | b->holds) & ~wild) < 2 || !(a->holds & ~wild) || !(b->holds & ~wild))
        return 0;   /* one symbol for both */
    for (int w = 0; w <= (wild ? n : 0); w++) {
        int na = a->k - w > 1 ? a->k - w : 1, nb = b->k - w > 1 ? b->k - w : 1;
        if (na + nb + w <= n)
            return 1;
    }
    return 0;
}

int lc_grid_can(const lc_game *g, int gi, const lc_grid_goal *goal)
{
    const lc_grid *gr = &g->grids[gi];
    uint64_t pat[MAX_UNION_PATTERNS];
    int n = 0, pair = alike_pair(g, gi, goal);
    if (pair >= 0)
        return pair;
    for (int i = 0; i < gr->nlev; i++)
        if (gr->lev[i].quantity != LC_Q_PATTERNS)
            return 1;
    if (goal->joker >= 0 && !gr->joker_marks)
        return lc_grid_can(g, gi, &(lc_grid_goal){goal->level, goal->reached, goal->marked, -1}) &&
               lc_grid_capacity(g, gi).numbers < gr->ncells;   /* some cell left for it to stand in */
    for (int f = 0; f < gr->nfam; f++)
        for (int p = 0; p < gr->fam[f].n; p++) {
            if (n == MAX_UNION_PATTERNS)
                return 1;
            pat[n++] = gr->fam[f].cells[p];
        }
    lc_capacity cap = lc_grid_capacity(g, gi);
    if (gr->nsymbols)   /* a union of sets alike: each filled by a symbol of its own */
        cap.cells = cap.numbers;
    if (!gr->joker_marks)   /* a joker that marks nothing adds nothing */
        cap.jokers = 0, cap.fixed = 0;
    for (uint32_t s = 0; s < 1u << n; s++) {
        uint64_t m = 0;
        for (uint32_t b = s; b; b &= b - 1)
            m |= pat[__builtin_ctz(b)];
        if (meets(gr, &cap, goal, m))
            return 1;
    }
    return 0;
}
