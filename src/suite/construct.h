/*
 * construct.h — building a unit that pays a given amount, from the compiled
 * rules alone: the composition checks say what a well-formed unit looks
 * like, the levels what a grid must show to pay. No game is known here.
 *
 * A target is a tuple of levels, one per grid (-1: the grid pays nothing);
 * a level that pays the amount printed comes once per amount of the table.
 * The plan lists, for every row of the prize table, the tuples that pay
 * exactly that amount with no note (a conforming emission cannot carry a
 * noted unit), and the all-losing tuple; apart, the tuples whose levels
 * carry a note, for the fuzzer (target LC_TARGET_NOTED).
 */
#ifndef CONSTRUCT_H
#define CONSTRUCT_H

#include "eval.h"
#include "rng.h"

#define LC_MAX_COMBOS 64

/* row: for a grid whose level pays the amount printed, the table row whose
 * amount it prints (else -1). */
/* A tuple: each grid's level (-1 none) and, for a level paying the amount
 * printed, the table row printed; the multiplier's symbol shown (-1: any
 * that multiplies by 1, or none). */
typedef struct { int8_t level[LC_MAX_GRIDS], row[LC_MAX_GRIDS], mult; } lc_combo;

typedef struct {
    const lc_game *g;
    /* composition, per grid */
    int numbers[LC_MAX_GRIDS], jokers[LC_MAX_GRIDS], blanks[LC_MAX_GRIDS], distinct[LC_MAX_GRIDS];
    int numbers_hi[LC_MAX_GRIDS];   /* a grid of spots: a play holds numbers..numbers_hi */
    lc_range cell[LC_MAX_GRIDS][LC_MAX_CELLS];
    uint64_t fixed_jokers[LC_MAX_GRIDS];   /* cells a grid-fixed check gives the joker */
    /* composition, per draw */
    int count[LC_MAX_DRAWS], nparts[LC_MAX_DRAWS];
    lc_range range[LC_MAX_DRAWS], part[LC_MAX_DRAWS][LC_MAX_RANGES];
    uint8_t group[LC_MAX_DRAWS];       /* draws whose numbers must all differ from this one's */
    /* targets: row i of the table (i < nrows), then the losing tuple */
    int ncombos[LC_MAX_TABLE_ROWS + 1];
    lc_combo combos[LC_MAX_TABLE_ROWS + 1][LC_MAX_COMBOS];
    int nnoted;
    lc_combo noted[LC_MAX_COMBOS];     /* tuples with a noted level: no emission holds them, a program must pay them */
    int nranked;
    lc_combo ranked[LC_MAX_COMBOS];    /* a draw game without a table: the tuples that pay, whatever the amount */
    /* what a probe could build, per target (rows, losing, then noted and ranked): a game where no
     * unit loses (every grid pinned to pay) has a losing tuple no attempt can make */
    uint8_t built[LC_MAX_TABLE_ROWS + 3];
    int nbuilt;
} lc_plan;

#define LC_TARGET_NOTED (-1)
#define LC_TARGET_RANKED (-2)

/* -1 with a reason when the rules leave something unbuildable (a table
 * amount no noteless tuple pays, a composition without counts, no target
 * that any attempt builds). */
int lc_plan_make(lc_plan *p, const lc_game *g, char *why, size_t whylen);
/* The targets the plan's probe could not build, in words ("" when none). */
void lc_plan_unbuilt(const lc_plan *p, char *why, size_t n);
/* The target (as lc_construct takes it) of index k of built[]. */
int lc_slot_target(const lc_plan *p, int k);

/* Build a unit for target t (a row index, nrows for losing, or
 * LC_TARGET_NOTED: a tuple with a noted level, any amount; LC_TARGET_RANKED: a
 * paying tuple of a draw game without a table), checked by the evaluator. -1 if no try succeeded. */
int lc_construct(const lc_plan *p, int t, lc_rng *r, lc_unit *u, lc_outcome *o);
/* A play of a draw game as chance makes it: a grid and a stake of the
 * player's, the draws at random, whatever it pays (for a stream whose
 * levels' frequencies `block` compares with their published chances). */
int lc_construct_play(const lc_plan *p, lc_rng *r, lc_unit *u, lc_outcome *o);
/* Why target t cannot be built, in words (after lc_construct gave up). */
void lc_construct_why(const lc_plan *p, int t, char *why, size_t n);

#endif
