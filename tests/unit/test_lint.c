/* test_lint.c — lint's findings on mutilated rules files, and its silence
 * on the bundled ones. */
#include "helpers.h"
#include "lint.h"

static int findings_of(lc_game *g, char *out, size_t n)
{
    FILE *fp = fmemopen(out, n, "w");
    int f = lc_lint_game(g, fp);
    fclose(fp);
    return f;
}

static void lint_mutated(const char *file, const char *from, const char *to, const char *expect)
{
    lc_error err;
    char tmp[64], out[4096] = "";
    lc_game *g = load_mutated(file, from, to, &err, tmp, sizeof tmp);
    if (!g)
        fail_msg("did not load: %s", err.message);
    int f = findings_of(g, out, sizeof out);
    lc_game_free(g);
    unlink(tmp);
    if (f == 0 || !strstr(out, expect))
        fail_msg("%d findings, output '%s' lacks '%s'", f, out, expect);
}

static void test_bundled_files_are_clean(void **s)
{
    (void)s;
    const char *files[] = {BINGO, SB04, SB06};
    for (int i = 0; i < 3; i++) {
        lc_error err;
        char out[4096] = "";
        lc_game *g = lc_game_load(files[i], &err);
        assert_non_null(g);
        if (findings_of(g, out, sizeof out))
            fail_msg("%s: %s", files[i], out);
        lc_game_free(g);
    }
}

static void test_row_total_off_by_one_euro(void **s)
{
    (void)s;
    lint_mutated(BINGO, "total_cents: 28000000}", "total_cents: 28000100}",
                 "7000 lots x 4000 cents = 28000000 cents, but the row prints 28000100");
}

static void test_rows_do_not_add_up_to_lots(void **s)
{
    (void)s;
    lint_mutated(SB04, "  lots: 342830\n", "  lots: 342831\n", "rows add up to 342830 lots, but it prints 342831");
}

static void test_unreachable_amount(void **s)
{
    (void)s;
    /* 30 € on one grid, 1 000 lots x 30 € keeps the arithmetic right. */
    lint_mutated(SB04, "{lots: 1000, amount_cents: 4400, total_cents: 4400000, only_by_sum: true}",
                 "{lots: 1000, amount_cents: 3000, total_cents: 3000000}", "amount 3000 cents is reachable by no unit");
}

static void test_only_by_sum_reachable_on_one_grid(void **s)
{
    (void)s;
    lint_mutated(BINGO, "{lots: 100000, amount_cents: 200, total_cents: 20000000}",
                 "{lots: 100000, amount_cents: 200, total_cents: 20000000, only_by_sum: true}",
                 "marked only_by_sum but one winning grid alone pays it");
}

/* 24 € is paid only by two grids' wins added (the text's "cumul"): a row
 * that does not say so is shown. */
static void test_sum_only_amount_unmarked(void **s)
{
    (void)s;
    lint_mutated(BINGO, "{lots: 8000, amount_cents: 2400, total_cents: 19200000, only_by_sum: true}",
                 "{lots: 8000, amount_cents: 2400, total_cents: 19200000}",
                 "amount 2400 cents is paid only by adding the wins of several grids (no grid alone pays it)");
}

static void test_payout_outside_bound(void **s)
{
    (void)s;
    lint_mutated(BINGO, "    min_percent: 62\n    max_percent: 75\n", "    min_percent: 62\n    max_percent: 65\n",
                 "payout ratio 66.00 % is outside 62.00-65.00 %");
}

static void test_unreachable_level(void **s)
{
    (void)s;
    lint_mutated(BINGO, "complete: {family: diagonals, at_least: 2}", "complete: {family: diagonals, at_least: 3}",
                 "level 'art-4.6/two-diagonals' can never be the result");
}

static void test_idle_interpretation(void **s)
{
    (void)s;
    lint_mutated(SB04, "    interpretation: I-SB-MISPRINT-SCOPE\n", "",
                 "interpretation I-SB-MISPRINT-SCOPE is applied by no clause");
}

static void test_reachable_amounts(void **s)
{
    (void)s;
    lc_error err;
    lc_game *g = lc_game_load(BINGO, &err);
    int64_t a[512];
    int n = lc_reachable_amounts(g, a, 512, 1);
    /* one grid alone: 2, 20, 100 (grille-1); 4, 40, 1 000, 10 000 (grille-2) */
    int64_t want[] = {200, 400, 2000, 4000, 10000, 100000, 1000000};
    assert_int_equal(n, 7);
    for (int i = 0; i < n; i++)
        assert_int_equal(a[i], want[i]);
    assert_int_equal(lc_reachable_amounts(g, a, 512, 0), 7 + 3 * 4);
    lc_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bundled_files_are_clean),  cmocka_unit_test(test_row_total_off_by_one_euro),
        cmocka_unit_test(test_rows_do_not_add_up_to_lots), cmocka_unit_test(test_unreachable_amount),
        cmocka_unit_test(test_only_by_sum_reachable_on_one_grid), cmocka_unit_test(test_sum_only_amount_unmarked), cmocka_unit_test(test_payout_outside_bound),
        cmocka_unit_test(test_unreachable_level),        cmocka_unit_test(test_idle_interpretation),
        cmocka_unit_test(test_reachable_amounts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
