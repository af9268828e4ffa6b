/* compile_ways.c — when a grid wins "more than one way" (Bingo art. 4.9:
 * « Il n'y aura jamais plus d'une façon de gagner sur une même grille »).
 *
 * A grid that completes two diagonals has also completed the four corners:
 * the règlement cannot promise against its own top prize, so that is one
 * way to win. What it does promise against is a grid whose reached levels
 * are not all entailed by the level paid (a diagonal and, besides it, the
 * corners). So each level records which levels every marking reaching it
 * necessarily reaches; the evaluator then needs one AND per grid. */
#include "compile.h"

/* Subsets of a family this large are not enumerated: such a level is taken
 * to entail nothing but itself (a grid reaching it and another then raises
 * the note, which errs towards reporting). */
#define MAX_SUBSETS 4096

static int reaches(const lc_grid *gr, const lc_level *lv, uint64_t marked)
{
    if (lv->quantity != LC_Q_PATTERNS)
        return 0;
    const lc_family *f = &gr->fam[lv->family];
    int n = 0;
    for (int p = 0; p < f->n; p++)
        n += (marked & f->cells[p]) == f->cells[p];
    return lv->cmp == LC_EXACTLY ? n == lv->k : n >= lv->k;
}

static uint64_t binomial(int n, int k)
{
    uint64_t b = 1;
    for (int i = 1; i <= k; i++)
        b = b * (uint64_t)(n - k + i) / (uint64_t)i;
    return b;
}

/* Levels an `at_least k` pattern level entails: those every union of k of
 * its family's sets reaches (the smallest markings reaching it; a level
 * asking at_least is reached by every larger marking too). */
static uint32_t pattern_implies(const lc_grid *gr, const lc_level *lv)
{
    const lc_family *f = &gr->fam[lv->family];
    uint32_t all = (uint32_t)((1ULL << gr->nlev) - 1), out = all;
    if (lv->k > f->n || binomial(f->n, lv->k) > MAX_SUBSETS)
        return 0;
    for (uint32_t s = (1u << lv->k) - 1; s < (1u << f->n);) {
        uint64_t u = 0;
        for (int p = 0; p < f->n; p++)
            if (s >> p & 1)
                u |= f->cells[p];
        for (int j = 0; j < gr->nlev; j++)
            if ((out >> j & 1) && (gr->lev[j].cmp != LC_AT_LEAST || !reaches(gr, &gr->lev[j], u)))
                out &= ~(1u << j);
        uint32_t low = s & -s, r = s + low;   /* the next subset of the same size */
        s = (((r ^ s) >> 2) / low) | r;
    }
    return out;
}

void lc_grid_implications(lc_grid *gr)
{
    for (int i = 0; i < gr->nlev; i++) {
        lc_level *lv = &gr->lev[i];
        uint32_t m = 0;
        if (lv->cmp == LC_AT_LEAST && lv->quantity == LC_Q_PATTERNS)
            m = pattern_implies(gr, lv);
        else if (lv->cmp == LC_AT_LEAST)
            for (int j = 0; j < gr->nlev; j++)
                m |= (uint32_t)(gr->lev[j].quantity == LC_Q_MATCHES && gr->lev[j].cmp == LC_AT_LEAST &&
                                gr->lev[j].k <= lv->k) << j;
        lv->implies = m | 1u << i;
    }
}
