/* progress.c — the progress line (see progress.h). */
#include "progress.h"

#include <stdio.h>
#include <time.h>

double lc_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void lc_progress_start(lc_progress *p, int on)
{
    p->on = on;
    p->t0 = p->last = lc_now();
}

void lc_progress_show(lc_progress *p, uint64_t units, double done, int last)
{
    double t = lc_now();
    if (!p->on || (!last && t - p->last < 0.2))
        return;
    p->last = t;
    double rate = (double)units / (t - p->t0 + 1e-9);
    if (done >= 0)
        fprintf(stderr, "\r  %5.1f %%  %llu units  %.2f M units/s  ETA %.0f s   ", 100 * done,
                (unsigned long long)units, rate / 1e6, done > 0 ? (t - p->t0) * (1 - done) / done : 0);
    else
        fprintf(stderr, "\r  %llu units  %.2f M units/s   ", (unsigned long long)units, rate / 1e6);
    if (last)
        fputc('\n', stderr);
}
