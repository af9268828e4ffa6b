/*
 * draw.h — the unit of a pool game: a whole drawing (its numbers, the sum
 * assigned to each rank, its plays listed one by one and the counts of
 * plays not listed), read from JSON, evaluated play by play into classes,
 * shared out (share.h), and answered in JSON (docs/pool-draws.md).
 *
 * Ownership: lc_drawing owns its cells; lc_drawing_outcome its ranks per play.
 */
#ifndef DRAW_H
#define DRAW_H

#include "share.h"
#include "unit.h"

typedef struct {
    lc_unit base;          /* the drawing; a play's cells go in grid 0 to evaluate it */
    lc_share_in in;        /* assigned sums; count: the plays counted, not listed */
    int nplays;
    int32_t *cells;        /* nplays x the grid's cells */
} lc_drawing;

#define LC_PLAY_NONE (-1)  /* a play in no rank */
#define LC_PLAY_VOID (-2)  /* a play that breaks the composition: in no rank, counted nowhere */

typedef struct {
    lc_share_out s;
    uint64_t count[LC_MAX_LEVELS];     /* plays per class: the listed and the counted */
    int8_t *play_rank;     /* per listed play: a rank, LC_PLAY_NONE or LC_PLAY_VOID */
} lc_drawing_outcome;

/* 0, or -1 with why ("assigned_cents.rang-2: missing") for a drawing of the
 * wrong shape. `published` is accepted and left to the caller. */
int lc_drawing_read(const lc_game *g, const json_t *j, lc_drawing *d, char *why, size_t n);
void lc_drawing_free(lc_drawing *d);

void lc_drawing_evaluate(const lc_game *g, const lc_drawing *d, lc_drawing_outcome *o, int want_trace);
void lc_drawing_outcome_free(lc_drawing_outcome *o);

/* {"ranks": {...}, "carried_over_cents": N, "plays": [...]} */
json_t *lc_drawing_outcome_json(const lc_game *g, const lc_drawing *d, const lc_drawing_outcome *o);

#endif
