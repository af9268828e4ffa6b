/* explain_draw.h — a pool game's drawing in plain words: its plays per
 * class, each rank's winners, sum and unit gain, and every clause that took
 * part, its article and its words. */
#ifndef EXPLAIN_DRAW_H
#define EXPLAIN_DRAW_H

#include "draw.h"
#include <stdio.h>

void lc_explain_drawing(const lc_game *g, const lc_drawing *d, const lc_drawing_outcome *o, FILE *out);

#endif
