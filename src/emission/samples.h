/* samples.h — the first few lines of each kind a block verifier meets (an
 * anomaly, a duplicate, a disagreement...), kept with their serials so
 * that a report can name them. Shared by the merge and the candidate's
 * side of a block. */
#ifndef SAMPLES_H
#define SAMPLES_H

#include <stddef.h>

#define LC_BLOCK_SAMPLES 10   /* serials or lines kept per kind of finding */

typedef struct {
    int n;
    long line[LC_BLOCK_SAMPLES];
    char serial[LC_BLOCK_SAMPLES][96];   /* a serial, or why a line is unreadable: made safe, cut between characters */
} lc_samples;

/* Keep a line and serial as a sample (the first LC_BLOCK_SAMPLES). */
void lc_samples_add(lc_samples *s, long line, const char *serial, size_t n);
/* The same, keeping the LC_BLOCK_SAMPLES lowest lines whatever the order. */
void lc_samples_keep_lowest(lc_samples *s, long line, const char *serial, size_t n);

#endif
