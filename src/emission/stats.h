/* stats.h — the spread of winners in a block: a chi-square test of the
 * winners and losers per sub-block against uniform (a 2 x k table), and the Wald–Wolfowitz runs test
 * on the win/lose sequence. p-values from GSL's regularized incomplete
 * gamma and beta functions and the normal tail. */
#ifndef STATS_H
#define STATS_H

#include <stdint.h>

/* Both tails of both tests: a placement may be too clustered to be random
 * (a large chi-square, too few runs) or too regular (a chi-square near
 * zero, too many runs, winners at fixed intervals). The threshold applies
 * to each tail. */
typedef struct {
    int subblocks;
    double chi2, chi2_p;     /* df = subblocks - 1; chi2_p: P(X >= chi2), clustering */
    double chi2_p_low;       /* P(X <= chi2): regularity */
    double runs, runs_expected, runs_z, runs_p;   /* runs_p: both tails together */
    double runs_p_few;       /* P(Z <= z): too few runs, clustering */
    double runs_p_many;      /* P(Z >= z): too many runs, regularity */
} lc_spread;

/* wins: one bit per unit, in order. */
void lc_spread_compute(const uint64_t *wins, uint64_t n, int subblocks, lc_spread *out);

/* 1 when no tail of either test falls below alpha. */
int lc_spread_ok(const lc_spread *s, double alpha);

/* A count k of n independent trials each of chance p (a level of a draw
 * game over a block of plays): P(X <= k) and P(X >= k), exactly (the
 * binomial's terms summed in logs). Both tails are tested: a level found too
 * rarely, or too often, says the draws or the levels are not the text's. */
void lc_binomial_tails(uint64_t n, double p, uint64_t k, double *p_low, double *p_high);

/* Upper regularized incomplete gamma Q(a, x), for the chi-square tail. */
double lc_gamma_q(double a, double x);
/* Lower regularized incomplete gamma P(a, x) = 1 - Q(a, x), accurate near 0. */
double lc_gamma_p(double a, double x);

#endif
