/* finding.h — one lint finding, as every check of lint prints it:
 * "FILE:LINE:COLUMN: what is wrong", a line each. */
#ifndef FINDING_H
#define FINDING_H

#include "rules.h"
#include <stdio.h>

/* Print the finding on out; returns 1, the count it adds. */
int lc_finding(FILE *out, const lc_game *g, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

#endif
