/* pool_stream.h — a pool game's drawing and n plays of it at random, with
 * `rare` plays built to reach each class spread among them (so that every
 * rank has winners), written one per line to out; the drawing returned as
 * JSON with the rapports the rules give over those plays ("published"), as
 * `lotcert rapports` reads it. NULL with why when the rules give no drawing
 * or no play to build. Deterministic for a seed. */
#ifndef POOL_STREAM_H
#define POOL_STREAM_H

#include "construct.h"
#include "share.h"
#include <jansson.h>
#include <stdio.h>

/* A drawing at the edges of every rule of sharing, around a unit the plan
 * builds near a boundary (its drawing, its play): counts of none, one, a
 * few, many per class; sums on a step, a cent either side, or any. NULL when
 * that unit's drawing is none to share out (it breaks the composition). */
json_t *lc_pool_edge_drawing(const lc_plan *plan, lc_rng *r);

json_t *lc_pool_generate(const lc_game *g, uint64_t seed, uint64_t n, int rare, FILE *out, char *why, size_t whylen);

#endif
