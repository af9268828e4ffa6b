/* coverage_int.h — shared by coverage.c and coverage_readings.c only. */
#ifndef COVERAGE_INT_H
#define COVERAGE_INT_H

#include "coverage.h"
#include "eval.h"

/* Can reading r of the entry be put in force (the default, the one
 * selected, or any reading of a selectable entry that takes effect)? */
int lc_cov_in_force_able(const lc_interp *in, int r);
void lc_cov_hit(lc_target *t, const lc_case *c);
int lc_cov_in_outcome(const lc_outcome *o, int clause);

/* Evaluate the suite of gc's game under every combination of the readings
 * its register lets one put in force (the one in force aside: coverage.c
 * does that one): clauses and readings decided through, and cases that
 * fail where they say they hold. A reading target is a register entry
 * (where) and one of its readings (value). */
void lc_cov_combinations(lc_game_coverage *gc, const lc_suite *s, lc_target *cl, int ncl, lc_target *rd, int nrd);

#endif
