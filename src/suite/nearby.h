/*
 * nearby.h — units near every boundary of a game, built from its compiled
 * rules alone, and a unit shrunk back towards the well-formed one it came
 * from. What the fuzzer sends a candidate, and where `diff` looks for the
 * units two rules files treat differently.
 *
 * A unit starts well-formed and paying a drawn prize-table row (or
 * losing), built by construct.h; then zero, one or two changes at a random
 * position: a cell or a drawn number set to a bound of its range or just
 * beyond it, a joker or a blank put in, a number copied from another cell
 * or index, a grid number drawn (a pattern completed, a match added), a
 * drawn number that marked a cell replaced (a pattern one cell short), a
 * draw one number longer or shorter, a number moved between draws.
 */
#ifndef NEARBY_H
#define NEARBY_H

#include "construct.h"

/* base: the well-formed unit; u: base with its changes. -1 when no
 * target the plan built could be built again (the plan says which it
 * never built: lc_plan_unbuilt). */
int lc_nearby_unit(const lc_plan *p, lc_rng *r, lc_unit *base, lc_unit *u);

/* Does u still show what is looked for? why: in words (n bytes). */
typedef int (*lc_unit_test)(void *ctx, const lc_unit *u, char *why, size_t n);

/* Undo, one at a time, each change from base that `still` does not need:
 * what is left is the fewest changes. why gets the last words of `still`
 * that held. */
void lc_shrink(const lc_game *g, const lc_unit *base, lc_unit *u, lc_unit_test still, void *ctx, char *why, size_t n);

#endif
