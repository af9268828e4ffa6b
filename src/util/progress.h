/*
 * progress.h — a progress line on stderr for long work (a block of
 * 1 500 000 units, or a hundred of them): units so far, the rate, and with
 * a known whole the share done and the time left. Redrawn at most five
 * times a second; off unless stderr is a terminal or the user asks.
 */
#ifndef PROGRESS_H
#define PROGRESS_H

#include <stdint.h>

/* Seconds on the monotonic clock: for durations only. */
double lc_now(void);

typedef struct {
    int on;
    double t0, last;
} lc_progress;

void lc_progress_start(lc_progress *p, int on);
/* units done; done: the share of the whole done (from 0 to 1), or negative
 * when the whole is not known (a pipe); last: the final line, kept. */
void lc_progress_show(lc_progress *p, uint64_t units, double done, int last);

#endif
