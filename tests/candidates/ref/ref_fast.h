/*
 * ref_fast.h — the reference candidate's fast path: the usual request read
 * straight from its bytes, and the usual answer written straight to them,
 * with no JSON tree in between. A sample for vendors: this is where a
 * candidate spends its time, not in the evaluation.
 *
 * The reader takes only what it is sure of, and returns -1 for anything
 * else (an escape in a string, an unknown or repeated key, a number that
 * is not a plain integer...); the caller then reads the line with jansson,
 * whose answer is the one that counts. Both paths give byte-identical
 * answers where both apply (tests/cli/candidates.sh compares them).
 */
#ifndef REF_FAST_H
#define REF_FAST_H

#include "ref_eval.h"

#include <stddef.h>
#include <stdio.h>

/* 0 and the unit, its game and its id (into line, plain ASCII), or -1. */
int ref_fast_read(const char *line, size_t n, ref_unit *u, const char **id, size_t *idlen);

/* The answer for a unit, as jansson's compact form would print it. */
void ref_fast_write(FILE *out, const char *id, size_t idlen, int game, const ref_outcome *o);

#endif
