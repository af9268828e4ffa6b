/* stats.h — the spread of winners in a block: a chi-square test of the
 * winners per sub-block against uniform, and the Wald–Wolfowitz runs test
 * on the win/lose sequence. p-values from the regularized gamma function
 * and the normal tail; no dependency beyond libm. */
#ifndef STATS_H
#define STATS_H

#include <stdint.h>

typedef struct {
    int subblocks;
    double chi2, chi2_p;     /* df = subblocks - 1 */
    double runs, runs_expected, runs_z, runs_p;
} lc_spread;

/* wins: one bit per unit, in order. */
void lc_spread_compute(const uint64_t *wins, uint64_t n, int subblocks, lc_spread *out);

/* Upper regularized incomplete gamma Q(a, x), for the chi-square tail. */
double lc_gamma_q(double a, double x);

#endif
