/* test_stats.c — the spread tests against values computed by hand or
 * tabulated: chi-square tails and the runs test. */
#include "helpers.h"
#include "stats.h"

#include <math.h>

static void close_to(double got, double want, double tol)
{
    if (fabs(got - want) > tol)
        fail_msg("%.6f, expected %.6f", got, want);
}

static void test_chi_square_tails(void **s)
{
    (void)s;
    /* Q(df/2, x/2): chi-square upper tails from the usual tables */
    close_to(lc_gamma_q(0.5, 3.841 / 2), 0.05, 1e-4);    /* df 1, 5 % */
    close_to(lc_gamma_q(1.0, 5.991 / 2), 0.05, 1e-4);    /* df 2: exactly exp(-x/2) */
    close_to(lc_gamma_q(5.0, 18.307 / 2), 0.05, 1e-4);   /* df 10 */
    close_to(lc_gamma_q(49.5, 123.225 / 2), 0.05, 2e-4); /* df 99, 5 % */
    close_to(lc_gamma_q(49.5, 148.230 / 2), 0.001, 1e-4);
    close_to(lc_gamma_q(49.5, 98.334 / 2), 0.5, 2e-3);   /* near the median */
    close_to(lc_gamma_q(3.0, 0.0), 1.0, 0);
    close_to(lc_gamma_q(-1.0, 2.0), 1.0, 0);   /* out of GSL's domain: no evidence, never an abort */
    close_to(lc_gamma_p(-1.0, 2.0), 0.0, 0);
    /* the lower tail, for regularity: df 99 has 5 % below 77.046 and
     * 0.5 % below 66.510 (tables); P + Q = 1 on both sides of a + 1 */
    close_to(lc_gamma_p(49.5, 77.046 / 2), 0.05, 2e-4);
    close_to(lc_gamma_p(49.5, 66.510 / 2), 0.005, 1e-4);
    close_to(lc_gamma_p(49.5, 130.0 / 2) + lc_gamma_q(49.5, 130.0 / 2), 1.0, 1e-12);
    close_to(lc_gamma_p(49.5, 0.0), 0.0, 0);
}

static void test_binomial_tails(void **s)
{
    (void)s;
    double lo, hi;
    /* n = 10, p = 1/2: P(X <= 2) = (1 + 10 + 45) / 1024, P(X >= 2) = 1 - 11 / 1024 */
    lc_binomial_tails(10, 0.5, 2, &lo, &hi);
    close_to(lo, 56.0 / 1024, 1e-12);
    close_to(hi, 1013.0 / 1024, 1e-12);
    /* both tails hold the mode: they add up to 1 + P(X = k) */
    lc_binomial_tails(10, 0.5, 5, &lo, &hi);
    close_to(lo + hi, 1 + 252.0 / 1024, 1e-12);
    /* a rare level: n = 1 184 040, p = 1 / 1 184 040, none found: (1 - p)^n, about 1/e */
    lc_binomial_tails(1184040, 1.0 / 1184040, 0, &lo, &hi);
    close_to(lo, exp(1184040 * log1p(-1.0 / 1184040)), 1e-9);
    close_to(hi, 1.0, 0);
    /* far in a tail: n = 200 000, p = 1/704.79, mean 283.8; 400 found is too often, 180 too rare */
    lc_binomial_tails(200000, 1 / 704.79, 400, &lo, &hi);
    assert_true(hi < 1e-9 && lo > 0.999999);
    lc_binomial_tails(200000, 1 / 704.79, 180, &lo, &hi);
    assert_true(lo < 1e-9 && hi > 0.999999);
    /* nothing to test: every tail 1 */
    lc_binomial_tails(0, 0.5, 0, &lo, &hi);
    close_to(lo + hi, 2, 0);
    lc_binomial_tails(10, 0.5, 11, &lo, &hi);
    close_to(lo + hi, 2, 0);
}

static void test_spread_of_sequences(void **s)
{
    (void)s;
    uint64_t w[16] = {0};
    lc_spread sp;
    /* 1000 units, winners every 4th: as regular as can be: no chi-square
     * excess, far too many runs */
    for (int i = 0; i < 1000; i += 4)
        w[i >> 6] |= 1ULL << (i & 63);
    lc_spread_compute(w, 1000, 10, &sp);
    close_to(sp.chi2, 0, 1e-9);
    close_to(sp.chi2_p, 1, 1e-9);
    assert_int_equal((int)sp.runs, 500);
    close_to(sp.runs_expected, 2.0 * 250 * 750 / 1000 + 1, 1e-9);
    assert_true(sp.runs_p < 1e-6);
    /* both of its regular tails fall, neither clustered one does */
    assert_true(sp.chi2_p_low < 1e-6);
    assert_true(sp.runs_p_many < 1e-6);
    close_to(sp.runs_p_few, 1, 1e-6);
    assert_false(lc_spread_ok(&sp, 0.001));
    /* all winners packed in the first tenth: the chi-square cries out */
    memset(w, 0, sizeof w);
    for (int i = 0; i < 100; i++)
        w[i >> 6] |= 1ULL << (i & 63);
    lc_spread_compute(w, 1000, 10, &sp);
    /* winners (100-10)^2/10 + 9 * 10, losers (0-90)^2/90 + 9 * 10^2/90 */
    close_to(sp.chi2, 1000, 1e-9);
    assert_true(sp.chi2_p < 1e-100);
    assert_int_equal((int)sp.runs, 2);
    close_to(sp.chi2_p_low, 1, 1e-9);
    assert_true(sp.runs_p_few < 1e-6);
    close_to(sp.runs_p_many, 1, 1e-6);
    assert_false(lc_spread_ok(&sp, 0.001));
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_chi_square_tails), cmocka_unit_test(test_spread_of_sequences),
                                       cmocka_unit_test(test_binomial_tails)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
