/*
 * composition.h — a unit viewed once, and the composition checks answered
 * from that view. The views are this file's: the evaluator (eval.c) reads
 * them to mark the grids, and nothing here needs the evaluator, so calls
 * run one way.
 */
#ifndef COMPOSITION_H
#define COMPOSITION_H

#include "unit.h"

/* What the checks and the marking ask of a unit, read once: per grid its
 * counts, each column's smallest and largest number, its numbers as a set;
 * per draw the same. Numbers outside 0..LC_MAX_NUMBER are in no set (they
 * break a range check, and mark nothing). */
typedef struct {
    int nums, jokers, blanks;
    int dup;                                   /* a number of the set twice */
    uint64_t hits;                             /* cells whose number a draw serving the grid drew */
    uint64_t joker_cells;
    lc_numset set;
    int32_t lo[LC_MAX_CELLS], hi[LC_MAX_CELLS];   /* per column (the whole grid in 0 unless the grid has
                                                     column ranges); lo > hi: no number */
} lc_grid_view;

typedef struct {
    lc_grid_view grid[LC_MAX_GRIDS];
    lc_numset drawn[LC_MAX_DRAWS];
    int32_t dlo[LC_MAX_DRAWS], dhi[LC_MAX_DRAWS];
    uint8_t ddup;                              /* bit d: draw d holds a number twice */
} lc_unit_view;

void lc_view_unit(const lc_game *g, const lc_unit *u, lc_unit_view *v);

/* The numbers drawn by the draws of `served` (bit d: draw d). */
static inline lc_numset lc_view_served(const lc_unit_view *v, unsigned served)
{
    lc_numset all = {{0}};
    for (; served; served &= served - 1)
        ns_or(&all, &v->drawn[__builtin_ctz(served)]);
    return all;
}

/* The composition clauses the unit breaks, into viol (at most
 * LC_MAX_TRACE, in the rules' order); their number. */
int lc_check_composition(const lc_game *g, const lc_unit *u, const lc_unit_view *v, uint16_t viol[LC_MAX_TRACE]);

#endif
