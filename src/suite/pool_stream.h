/* pool_stream.h — a pool game's drawing and n plays of it at random, with
 * `rare` plays built to reach each class spread among them (so that every
 * rank has winners), written one per line to out; the drawing returned as
 * JSON with the rapports the rules give over those plays ("published"), as
 * `lotcert rapports` reads it. NULL with why when the rules give no drawing
 * or no play to build. Deterministic for a seed. */
#ifndef POOL_STREAM_H
#define POOL_STREAM_H

#include "share.h"
#include <jansson.h>
#include <stdio.h>

json_t *lc_pool_generate(const lc_game *g, uint64_t seed, uint64_t n, int rare, FILE *out, char *why, size_t whylen);

#endif
