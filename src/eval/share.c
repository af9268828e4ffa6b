/* share.c — a drawing's figures from its counts (see share.h). The order is
 * a règlement's: fill the ranks, carry an unwon top rank over, roll unwon
 * ranks down, pool inverted ranks, round each part down. Products of sums
 * and counts reach 10^30: compared and divided in 128 bits. */
#include "share.h"

#include <string.h>

typedef __int128 wide;

/* Consecutive ranks with plays sharing one sum (one rank, or ranks pooled). */
typedef struct {
    wide sum;
    uint64_t winners;
    int first, last;
} group;

#define TRACE(cl)                                                                                                      \
    do {                                                                                                               \
        if (want_trace)                                                                                                \
            lc_trace_clause(g, &out->t, (cl));                                                                         \
    } while (0)

/* Each rank's plays: its classes, or those of `otherwise` where no play is
 * in `when_none`; none where `only_if` finds no play in its classes. */
static void fill_ranks(const lc_game *g, const lc_share_in *in, lc_share_out *out, int want_trace)
{
    const lc_pool *p = &g->pool;
    uint32_t present = 0;
    for (int i = 0; i < g->grids[0].nlev; i++)
        if (in->count[i]) {   /* a class decided where its plays go */
            present |= 1u << i;
            TRACE(g->grids[0].lev[i].clause);
        }
    for (int r = 0; r < p->nranks; r++) {
        const lc_rank *rk = &p->rank[r];
        uint32_t cls = rk->classes;
        if (rk->otherwise_clause >= 0 && p->fault != LC_POOL_NO_OTHERWISE && !(present & rk->when_none)) {
            cls = rk->instead;
            if (present & cls)
                TRACE(rk->otherwise_clause);
        }
        if (rk->only_if_clause >= 0 && p->fault != LC_POOL_NO_ONLY_IF && !(present & rk->only_if)) {
            if (present & cls)
                TRACE(rk->only_if_clause);
            cls = 0;
        }
        for (uint32_t m = cls; m; m &= m - 1) {
            int i = __builtin_ctz(m);
            out->winners[r] += in->count[i];
            if (out->rank_of[i] < 0)
                out->rank_of[i] = (int8_t)r;
        }
        if (out->winners[r])
            TRACE(rk->clause);
    }
}

/* An unwon rank's sum: the top one's carried over, the others' rolled to
 * the next rank down, the lowest's where unwon-last says. */
static void unwon(const lc_game *g, wide *sum, lc_share_out *out, int want_trace)
{
    const lc_pool *p = &g->pool;
    int carry = p->carry_clause >= 0 && p->fault != LC_POOL_NO_CARRY;
    int roll = p->roll_clause >= 0 && p->fault != LC_POOL_NO_ROLL;
    for (int r = 0; r < p->nranks; r++) {
        if (out->winners[r])
            continue;
        if (r == 0 && carry) {
            out->carried += (int64_t)sum[0];
            TRACE(p->carry_clause);
        } else if (p->fault == LC_POOL_NO_ROLL && p->roll_clause >= 0) {
            out->carried += (int64_t)sum[r];   /* the mutant's: kept back rather than rolled down */
        } else if (roll && r + 1 < p->nranks) {
            sum[r + 1] += sum[r];
            TRACE(p->roll_clause);
        } else if (roll && p->past_last_clause >= 0) {
            out->carried += p->past_last_reserve ? 0 : (int64_t)sum[r];
            TRACE(p->past_last_clause);
        }
        sum[r] = 0;
    }
}

static int inverted(const group *hi, const group *lo) { return hi->sum * (wide)lo->winners < lo->sum * (wide)hi->winners; }

static void merge(group *a, const group *b)
{
    a->sum += b->sum;
    a->winners += b->winners;
    a->last = b->last;
}

/* Ranks with plays, top down, each a group; a group paying less a play
 * than the one below it takes it in, and again with the one above, until
 * no group pays less than the next (the pool's unit gains never rise). */
static int pool(const lc_game *g, const wide *sum, lc_share_out *out, group *st, int want_trace)
{
    const lc_pool *p = &g->pool;
    int ng = 0, on = p->pool_clause >= 0 && p->fault != LC_POOL_NO_POOL;
    for (int r = 0; r < p->nranks; r++) {
        if (!out->winners[r])
            continue;
        st[ng++] = (group){sum[r], out->winners[r], r, r};
        if (on && p->fault == LC_POOL_POOL_UP && ng >= 3 && inverted(&st[ng - 2], &st[ng - 1])) {
            merge(&st[ng - 3], &st[ng - 2]);   /* the mutant's: pooled with the rank above instead */
            st[ng - 2] = st[ng - 1];
            ng--;
            continue;
        }
        while (on && p->fault != LC_POOL_POOL_UP && ng >= 2 && inverted(&st[ng - 2], &st[ng - 1])) {
            merge(&st[ng - 2], &st[ng - 1]);
            ng--;
            TRACE(p->pool_clause);
        }
    }
    return ng;
}

/* One play's part of a group's sum, rounded down to the step. */
static int64_t part(const lc_pool *p, wide sum, uint64_t winners, int64_t step)
{
    wide per = (wide)winners * step;
    switch (p->fault) {
    case LC_POOL_ROUND_UP: return (int64_t)((sum + per - 1) / per * step);
    case LC_POOL_ROUND_SUM: return (int64_t)(sum / step * step / (wide)winners);
    case LC_POOL_NO_ROUND: return (int64_t)(sum / (wide)winners);
    default: return (int64_t)(sum / per * step);
    }
}

static void gains(const lc_game *g, const group *gp, lc_share_out *out, int want_trace)
{
    const lc_pool *p = &g->pool;
    int64_t coarse = 1, fine = -1;
    for (int r = gp->first; r <= gp->last; r++)
        if (out->winners[r]) {
            coarse = p->rank[r].step > coarse ? p->rank[r].step : coarse;
            fine = fine < 0 || p->rank[r].step < fine ? p->rank[r].step : fine;
        }
    if (coarse != fine)
        TRACE(p->pooled_step_clause);
    for (int r = gp->first; r <= gp->last; r++) {
        if (!out->winners[r])
            continue;
        int64_t step = p->pool_coarser ? coarse : p->rank[r].step;
        out->group[r] = (int8_t)gp->first;
        out->gain[r] = part(p, gp->sum, gp->winners, step);
        if (step > 1 && gp->sum % ((wide)gp->winners * step))
            TRACE(p->rank[r].step_clause);
    }
}

void lc_share(const lc_game *g, const lc_share_in *in, lc_share_out *out, int want_trace)
{
    const lc_pool *p = &g->pool;
    wide sum[LC_MAX_RANKS];
    group st[LC_MAX_RANKS];
    memset(out, 0, sizeof *out);
    memset(out->rank_of, -1, sizeof out->rank_of);
    memset(out->group, -1, sizeof out->group);
    fill_ranks(g, in, out, want_trace);
    for (int r = 0; r < p->nranks; r++)
        sum[r] = in->assigned[r];
    unwon(g, sum, out, want_trace);
    for (int r = 0; r < p->nranks; r++)
        out->sum[r] = (int64_t)sum[r];
    int ng = pool(g, sum, out, st, want_trace);
    if (ng)
        TRACE(p->equal_clause);
    for (int k = 0; k < ng; k++)
        gains(g, &st[k], out, want_trace);
}
