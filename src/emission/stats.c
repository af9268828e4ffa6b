/* stats.c — chi-square and runs tests (see stats.h). The tails are GSL's
 * (the regularized incomplete gamma and beta functions), a maintained
 * library's rather than series of our own; its error handler is turned off
 * once, so that a value out of its domain gives a status, not an abort. */
#include "stats.h"

#include <gsl/gsl_cdf.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_sf_gamma.h>
#include <math.h>
#include <pthread.h>

static pthread_once_t gsl_quiet = PTHREAD_ONCE_INIT;

static void quiet(void) { gsl_set_error_handler_off(); }

/* Q(a, x), or P(a, x) when lower: 1 - Q. A value GSL cannot give counts as no evidence (1 for an upper tail). */
static double gamma_tail(double a, double x, int lower)
{
    pthread_once(&gsl_quiet, quiet);
    gsl_sf_result r;
    int st = lower ? gsl_sf_gamma_inc_P_e(a, x, &r) : gsl_sf_gamma_inc_Q_e(a, x, &r);
    return st == GSL_SUCCESS ? r.val : lower ? 0.0 : 1.0;
}

double lc_gamma_q(double a, double x)
{
    return x <= 0 ? 1.0 : gamma_tail(a, x, 0);
}

double lc_gamma_p(double a, double x)
{
    return x <= 0 ? 0.0 : gamma_tail(a, x, 1);
}

int lc_spread_ok(const lc_spread *s, double alpha)
{
    return s->chi2_p >= alpha && s->chi2_p_low >= alpha && s->runs_p_few >= alpha && s->runs_p_many >= alpha;
}

static int bit(const uint64_t *w, uint64_t i) { return (int)(w[i >> 6] >> (i & 63) & 1); }

void lc_spread_compute(const uint64_t *wins, uint64_t n, int subblocks, lc_spread *out)
{
    double total = 0, chi2 = 0, runs = n ? 1 : 0;
    uint64_t per = n / (uint64_t)subblocks;
    out->subblocks = subblocks;
    for (uint64_t i = 0; i < n; i++) {
        total += bit(wins, i);
        if (i && bit(wins, i) != bit(wins, i - 1))
            runs++;
    }
    for (int s = 0; s < subblocks && per; s++) {   /* the tail beyond subblocks x per is left out */
        double k = 0;
        for (uint64_t i = (uint64_t)s * per; i < (uint64_t)(s + 1) * per; i++)
            k += bit(wins, i);
        /* winners and losers both: with a quarter of units winning, the
         * winners' cells alone would make every block look too regular */
        double e = total * (double)per / (double)n, f = (double)per - e;
        chi2 += (e > 0 ? (k - e) * (k - e) / e : 0) + (f > 0 ? (k - e) * (k - e) / f : 0);
    }
    out->chi2 = chi2;
    out->chi2_p = lc_gamma_q((subblocks - 1) / 2.0, chi2 / 2.0);
    out->chi2_p_low = per && total > 0 ? lc_gamma_p((subblocks - 1) / 2.0, chi2 / 2.0) : 1.0;
    double n1 = total, n2 = (double)n - total, nn = (double)n;
    out->runs = runs;
    out->runs_expected = nn ? 2 * n1 * n2 / nn + 1 : 0;
    double var = nn > 1 ? 2 * n1 * n2 * (2 * n1 * n2 - nn) / (nn * nn * (nn - 1)) : 0;
    out->runs_z = var > 0 ? (runs - out->runs_expected) / sqrt(var) : 0;
    out->runs_p = erfc(fabs(out->runs_z) / sqrt(2.0));
    out->runs_p_few = var > 0 ? 0.5 * erfc(-out->runs_z / sqrt(2.0)) : 1.0;
    out->runs_p_many = var > 0 ? 0.5 * erfc(out->runs_z / sqrt(2.0)) : 1.0;
}

void lc_binomial_tails(uint64_t n, double p, uint64_t k, double *p_low, double *p_high)
{
    if (n == 0 || p <= 0 || p >= 1 || k > n) {
        *p_low = *p_high = 1;
        return;
    }
    pthread_once(&gsl_quiet, quiet);
    /* P(X <= k) = I_{1-p}(n - k, k + 1) and P(X >= k) = I_p(k, n - k + 1): GSL's
     * incomplete beta, in doubles, so no limit on n but the float's */
    double dn = (double)n, dk = (double)k;
    *p_low = k == n ? 1.0 : gsl_cdf_beta_P(1 - p, dn - dk, dk + 1);
    *p_high = k == 0 ? 1.0 : gsl_cdf_beta_P(p, dk, dn - dk + 1);
}
