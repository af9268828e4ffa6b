/* stats.c — chi-square and runs tests (see stats.h). Q(a, x) by its series
 * for x < a + 1 and by Lentz's continued fraction otherwise, the textbook
 * way; both converge to 1e-14 in well under 200 terms for our df. */
#include "stats.h"

#include <math.h>

static double gamma_p_series(double a, double x)
{
    double sum = 1.0 / a, term = sum;
    for (int n = 1; n < 500; n++) {
        term *= x / (a + n);
        sum += term;
        if (fabs(term) < fabs(sum) * 1e-15)
            break;
    }
    return sum * exp(-x + a * log(x) - lgamma(a));
}

static double gamma_q_fraction(double a, double x)
{
    double b = x + 1 - a, c = 1 / 1e-300, d = 1 / b, h = d;
    for (int i = 1; i < 500; i++) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        d = fabs(d) < 1e-300 ? 1e-300 : d;
        c = b + an / c;
        c = fabs(c) < 1e-300 ? 1e-300 : c;
        d = 1 / d;
        double del = d * c;
        h *= del;
        if (fabs(del - 1) < 1e-15)
            break;
    }
    return exp(-x + a * log(x) - lgamma(a)) * h;
}

double lc_gamma_q(double a, double x)
{
    if (x <= 0)
        return 1.0;
    return x < a + 1 ? 1.0 - gamma_p_series(a, x) : gamma_q_fraction(a, x);
}

double lc_gamma_p(double a, double x)
{
    if (x <= 0)
        return 0.0;
    return x < a + 1 ? gamma_p_series(a, x) : 1.0 - gamma_q_fraction(a, x);
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

static double log_pmf(uint64_t n, double p, uint64_t i)
{
    double dn = (double)n, di = (double)i;
    return lgamma(dn + 1) - lgamma(di + 1) - lgamma(dn - di + 1) + di * log(p) + (dn - di) * log1p(-p);
}

/* Terms from `from` in steps of `step` (+1 or -1) until they no longer
 * count (past the mean, below 1e-17 of the sum) or the range ends. */
static double tail_sum(uint64_t n, double p, uint64_t from, int step)
{
    double sum = 0, mean = (double)n * p;
    for (uint64_t i = from;; i += (uint64_t)(int64_t)step) {
        double t = exp(log_pmf(n, p, i));
        sum += t;
        int past = step > 0 ? (double)i > mean : (double)i < mean;
        if ((past && t < sum * 1e-17) || (step > 0 ? i == n : i == 0))
            break;
    }
    return sum > 1 ? 1 : sum;
}

void lc_binomial_tails(uint64_t n, double p, uint64_t k, double *p_low, double *p_high)
{
    if (n == 0 || p <= 0 || p >= 1 || k > n) {
        *p_low = *p_high = 1;
        return;
    }
    *p_low = tail_sum(n, p, k, -1);
    *p_high = tail_sum(n, p, k, +1);
}
