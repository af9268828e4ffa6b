/*
 * eval.h — the evaluator: a compiled game and a unit in, an outcome out.
 * No allocation, no strings: the outcome holds clause and note indexes that
 * outcome_json.c and explain.c turn into words.
 */
#ifndef EVAL_H
#define EVAL_H

#include "unit.h"

typedef enum { LC_LOSE, LC_WIN, LC_ANOMALY } lc_status;

typedef struct {
    lc_status status;
    int64_t amount;                    /* cents, the whole lot of the unit */
    int64_t grid[LC_MAX_GRIDS];        /* cents per grid */
    int8_t level[LC_MAX_GRIDS];        /* index of the grid's paying level, or -1 */
    uint8_t matches[LC_MAX_GRIDS];     /* match count per grid (for explain) */
    uint32_t reached[LC_MAX_GRIDS];    /* bit i: level i of the grid reached (paying or not) */
    uint64_t marked[LC_MAX_GRIDS];     /* marked cells per grid (for explain) */
    uint32_t notes;                    /* bit i: game->notes[i] */
    int ntrace, nviol;
    uint16_t trace[LC_MAX_TRACE];      /* clause indexes that decided, in order */
    uint16_t viol[LC_MAX_TRACE];       /* composition clauses broken */
} lc_outcome;

/* The full decision. With want_trace, also work out which clauses decided
 * (by re-evaluating a grid with each clause's effect removed); the block
 * verifier skips that. */
/* The factor a unit's multiplier gives its lots: the symbol shown, or the
 * number drawn at the stakes that buy it; 1 where none applies. */
int64_t lc_unit_factor(const lc_game *g, const lc_unit *u);

void lc_evaluate(const lc_game *g, const lc_unit *u, lc_outcome *o, int want_trace);
/* Add a clause to o's trace (once), with the register entries it applies. */
void lc_trace_clause(const lc_game *g, lc_outcome *o, int clause);

/* The pieces lint uses to explore what the rules can pay. */
int64_t lc_score_grid(const lc_grid *gr, uint64_t marked, int matches, int *level);
/* The same on a grid of spots holding `spots` numbers (0: any count). */
int64_t lc_score_grid_spots(const lc_grid *gr, uint64_t marked, int matches, int spots, int *level);
/* The same for levels counted per draw: dcount[d], the grid's numbers draw d found,
 * beside the grid's match count. */
int64_t lc_score_grid_counts(const lc_grid *gr, int matches, const uint8_t *dcount, int spots, int *level);
/* The same for a grid of symbols as its cells show them (a cell of no
 * symbol: LC_CELL_BLANK): sets alike are filled by one symbol each. */
int64_t lc_score_grid_symbols(const lc_grid *gr, const int32_t *cell, int *level);
/* The same for a grid whose levels complete patterns, with the levels reached. */
void lc_score_grid_reached(const lc_grid *gr, uint64_t marked, int *level, uint32_t *reached);
/* From o->grid[] alone: o->amount, o->notes (across-grids rules). */
void lc_combine_grids(const lc_game *g, lc_outcome *o);
/* o->grid[] multiplied as the game's multiplier does where its cell shows `symbol`. */
void lc_multiply_grids(const lc_game *g, int symbol, lc_outcome *o);

#endif
