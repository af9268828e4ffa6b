/*
 * unit.h — one unit (ticket) as the evaluator reads it: flat arrays of
 * integers, filled from JSON (docs/formats.md) after its shape is checked.
 *
 * A shape error (not an object, a grid or draw missing or unknown, wrong
 * dimensions (a grid of spots: a row longer than its columns; a shorter
 * one holds the numbers the player chose, the cells after it absent), a cell that is not an integer, "J" or null (in a grid of
 * symbols: not one of its symbols, "J" or null), a drawn number
 * that is not an integer) is an input error: lc_unit_read returns -1 with a
 * reason. Content (ranges, counts, distinctness) is the evaluator's: an
 * anomaly, not an error. A game with grids whose amount is printed takes
 * "amounts": {grid: cents, ...} beside them, an integer for each such grid
 * and no other. A game with stakes takes "stake_cents": the stake the
 * player chose (an integer; one the game does not list is an anomaly).
 */
#ifndef UNIT_H
#define UNIT_H

#include "rules.h"
#include <jansson.h>

#define LC_CELL_JOKER INT32_MIN          /* "J" */
#define LC_CELL_BLANK (INT32_MIN + 1)    /* null: a "case pleine" */
#define LC_CELL_ABSENT (INT32_MIN + 2)   /* no cell: past the numbers a player chose on a grid of spots */
/* A number (or a symbol's value): none of the three sentinels at the bottom of int32_t. */
#define LC_IS_CELL_VALUE(x) ((x) > LC_CELL_ABSENT)
#define LC_NUMBER_CLAMP 1000000000       /* larger magnitudes are clamped: out of any range anyway */
#define LC_AMOUNT_CLAMP 1000000000000000LL   /* an amount printed beyond 10^13 euros: in no table anyway */

typedef struct {
    int32_t cell[LC_MAX_GRIDS][LC_MAX_CELLS];    /* row-major, as the rules' grid */
    int32_t drawn[LC_MAX_DRAWS][LC_MAX_DRAWN];
    uint8_t ndrawn[LC_MAX_DRAWS];
    int64_t printed[LC_MAX_GRIDS];               /* cents printed on a grid with amount_printed, else 0 */
    int64_t cell_printed[LC_MAX_GRIDS][LC_MAX_CELLS];   /* LC_PRINTED_CELLS: the sum beside each cell */
    int64_t stake_cents;                         /* a game with stakes: the stake chosen, else 0 */
    int stake;                                   /* its index in game->stakes; -1: none of them (an anomaly) */
} lc_unit;

/* Fill u from a JSON unit for game g. On a shape error return -1 and write
 * the reason (with the JSON path, e.g. "grids.bleue[2][1]") to why. */
int lc_unit_read(const lc_game *g, const json_t *unit, lc_unit *u, char *why, size_t whylen);

/* 1 when a and b hold the same unit of g (what is beyond its shape aside). */
int lc_unit_same(const lc_game *g, const lc_unit *a, const lc_unit *b);

#endif
