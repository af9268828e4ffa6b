/*
 * share.h — a pool game's drawing shared out (jeu de répartition): from how
 * many plays each class holds and the sum assigned to each rank, each
 * rank's winners and unit gain and what is carried over, by the rules of
 * the game's `sharing:` (rules.h, lc_pool). Counts in, figures out: no
 * plays, no JSON, no allocation, so a drawing of ten million plays costs
 * what its counting costs.
 */
#ifndef SHARE_H
#define SHARE_H

#include "eval.h"

typedef struct {
    uint64_t count[LC_MAX_LEVELS];     /* plays per class (level of grid 0) */
    int64_t assigned[LC_MAX_RANKS];    /* cents assigned to each rank before any rule of sharing */
} lc_share_in;

typedef struct {
    uint64_t winners[LC_MAX_RANKS];
    int64_t gain[LC_MAX_RANKS];        /* cents each of its plays is paid */
    int64_t carried;                   /* cents to the carry-over fund */
    int8_t rank_of[LC_MAX_LEVELS];     /* the rank holding each class's plays, or -1 */
    int64_t sum[LC_MAX_RANKS];         /* each rank's sum after carry-over and roll-down, before pooling */
    int8_t group[LC_MAX_RANKS];        /* the first rank of the ranks it was pooled with (itself if none), or -1 */
    lc_outcome t;                      /* the clauses that decided (t.trace; nothing else is used) */
} lc_share_out;

/* Figures of a drawing; `t` gets the trace when want_trace. The sums must
 * each be at most LC_MAX_AMOUNT_CENTS * 1000, the counts at most 10^12. */
void lc_share(const lc_game *g, const lc_share_in *in, lc_share_out *out, int want_trace);

#endif
