/*
 * slip.h — mutants of the program rather than of the rules: the mistakes
 * implementers make at one position (a loop bound short by one, a check
 * made row by row, two draws read in each other's place).
 *
 * The interpreter is not changed to make one: a slip says what the faulty
 * program fails to see, and lc_slip_unit rewrites a unit into what it does
 * see (an out-of-range number it never checked becomes an in-range number
 * drawn nowhere, a repeat it never compared becomes a fresh number), which
 * the correct evaluation then judges. A case kills a slip when that changes
 * its outcome. Pattern cells read short are mutants of the rules
 * (MUT_PATTERN_SHORT in mutate.c): the pattern lacks one cell.
 */
#ifndef SLIP_H
#define SLIP_H

#include "mutate.h"
#include "unit.h"

/* The slips of g (kinds MUT_CELL_UNCHECKED and after), at most max. */
int lc_slips(const lc_game *g, lc_mutant *out, int max);

/* Is m a slip (it changes what is read, not the rules)? */
int lc_is_slip(const lc_mutant *m);

/* The unit as the program of slip m reads it. 1 when it differs from u. */
int lc_slip_unit(const lc_game *g, const lc_mutant *m, const lc_unit *u, lc_unit *seen);

#endif
