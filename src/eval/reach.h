/*
 * reach.h — what a grid can reach at all, worked out from the compiled
 * rules and not from any unit: how many of its cells the draws and jokers
 * can mark, which levels can be its result, and whether one marking can
 * reach a given combination (two levels together, a pattern complete on a
 * grid that pays nothing, a win with the joker at a given cell). Lint says
 * what cannot be reached; coverage sets no target there.
 */
#ifndef REACH_H
#define REACH_H

#include "eval.h"

/* What the draws allow a grid: the most numbers it can match (its numbers,
 * bounded by what the draws serving it hold, as the composition checks fix
 * them; else its cell count), and the jokers it holds (each marks a cell
 * with no number drawn). */
typedef struct {
    int matches;    /* numbers of the grid that can match: a level's count */
    int cells;      /* number cells that can be marked: as many as match, unless a number may stand twice */
    int numbers, drawn, jokers, distinct;
    uint64_t fixed; /* cells a joker must stand in (grid-fixed), all of them marked when jokers mark */
} lc_capacity;

lc_capacity lc_grid_capacity(const lc_game *g, int gi);

/* Can level i be grid gi's result? Its amount in *amount if so; if not for
 * want of cells to mark, the fewest it needs in *fewest (else 1 << 30). */
int lc_level_reachable_why(const lc_game *g, int gi, int i, lc_capacity cap, int64_t *amount, int *fewest);

/* A grid whose levels count per draw: fn on every count of the grid's
 * numbers each draw can give (dcount[d]), with each match count of the grid
 * they allow; 1 as soon as fn returns 1. */
typedef int (*lc_counts_fn)(void *ctx, const uint8_t *dcount, int matches);
int lc_grid_each_count(const lc_game *g, int gi, lc_counts_fn fn, void *ctx);

/* A marking sought on one grid. */
typedef struct {
    int level;          /* the grid's result: a level's index, -1 pays nothing, LC_ANY_LEVEL any paying one */
    uint32_t reached;   /* levels it must reach besides */
    uint64_t marked;    /* cells it must mark besides */
    int joker;          /* a cell that holds a joker, or -1 */
} lc_grid_goal;

#define LC_ANY_LEVEL (-2)

/* 1 if some valid unit can give grid gi such a marking, 0 if none can. A
 * grid whose levels count matching numbers, or with too many patterns to
 * try every union of, is taken to be able to (1): only a proof says 0. */
int lc_grid_can(const lc_game *g, int gi, const lc_grid_goal *goal);

#endif
