/* test_lint.c — lint's findings on mutilated rules files, and its silence
 * on the bundled ones. */
#include "helpers.h"
#include "lint.h"
#include "reach.h"

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

#define MILL "tests/rules/millionnaire-2009.yaml"
#define TDM "tests/rules/tour-du-monde.yaml"

/* The index in grid gi's levels of the level of clause `id`. */
static int level_of(const lc_game *g, int gi, const char *id)
{
    for (int i = 0; i < g->grids[gi].nlev; i++)
        if (!strcmp(g->clauses[g->grids[gi].lev[i].clause].id, id))
            return i;
    fail_msg("no level %s", id);
    return -1;
}

static lc_game *mutated(const char *file, const char *from, const char *to)
{
    lc_error err;
    char tmp[64];
    lc_game *g = load_mutated(file, from, to, &err, tmp, sizeof tmp);
    unlink(tmp);
    if (!g)
        fail_msg("did not load: %s", err.message);
    return g;
}

/* A level alike that a higher level of the same symbols always takes over
 * is never the result: exactly three of 10 EUR or 20 EUR are always three
 * 10 EUR or three 20 EUR, which pay more; a second "three 10 EUR" paying less. */
static void test_unreachable_alike(void **s)
{
    (void)s;
    const char *lvl = "  - {id: art-3.3/three-1eur,";
    lint_mutated(MILL, lvl, "  - {id: art-3.3/x, cites: art-3.3, grids: [zone-1, zone-2, zone-3], holds: {alike: [\"10€\", \"20€\"], "
                 "exactly: 3}, amount_cents: 150}\n" "  - {id: art-3.3/three-1eur,", "level 'art-3.3/x' is unreachable on grid 'zone-1'");
    lint_mutated(MILL, lvl, "  - {id: art-3.3/x, cites: art-3.3, grids: [zone-1, zone-2, zone-3], holds: {alike: [\"10€\"], "
                 "at_least: 3}, amount_cents: 150}\n" "  - {id: art-3.3/three-1eur,", "level 'art-3.3/x' is unreachable on grid 'zone-1'");
    /* exactly four of 10 EUR or 5 EUR: four of one sum are three of it, which pay more */
    lc_game *g = mutated(MILL, lvl, "  - {id: art-3.3/x, cites: art-3.3, grids: [zone-1, zone-2, zone-3], holds: {alike: [\"10€\", \"5€\"], "
                         "exactly: 4}, amount_cents: 150}\n" "  - {id: art-3.3/three-1eur,");
    int64_t amount = 0;
    int fewest;
    int x = level_of(g, 0, "art-3.3/x");
    assert_false(lc_level_reachable_why(g, 0, x, lc_grid_capacity(g, 0), &amount, &fewest));
    lc_game_free(g);
}

/* Sets filled alike (Tour du monde's cross of suns or of palm trees): a
 * higher level of five suns takes the suns' cross, the palm trees' cross
 * still pays the trip; five of either symbol, and no cross is ever the result. */
static void test_reach_sets_alike(void **s)
{
    (void)s;
    const char *cross = "  - id: art-3.5/cross\n";
#define FIVE "  - {id: art-3.5/five, cites: art-3.5, grids: [venise, maurice, sydney, pekin, new-york], " \
             "holds: {alike: [%s], at_least: 5}, amount_cents: 2000000}\n  - id: art-3.5/cross\n"
    char to[512];
    snprintf(to, sizeof to, FIVE, "soleil");
    lc_game *g = mutated(TDM, cross, to);
    int venise = lc_game_grid(g, "venise"), c = level_of(g, venise, "art-3.5/cross");
    int64_t amount = 0;
    int fewest;
    assert_true(lc_level_reachable_why(g, venise, c, lc_grid_capacity(g, venise), &amount, &fewest));
    assert_int_equal(amount, 500000);
    lc_game_free(g);
    snprintf(to, sizeof to, FIVE, "soleil, palmier");
    g = mutated(TDM, cross, to);
    c = level_of(g, venise, "art-3.5/cross");
    assert_false(lc_level_reachable_why(g, venise, c, lc_grid_capacity(g, venise), &amount, &fewest));
    lc_game_free(g);
    lint_mutated(TDM, cross, to, "level 'art-3.5/cross' can never be the result");

    /* the game itself: a cross can be the result, nothing can, but not with all nine cells counting */
    lc_error err;
    g = lc_game_load(TDM, &err);
    assert_non_null(g);
    c = level_of(g, venise, "art-3.5/cross");
    assert_true(lc_grid_can(g, venise, &(lc_grid_goal){c, 0, 0, -1}));
    assert_true(lc_grid_can(g, venise, &(lc_grid_goal){-1, 0, 0, -1}));
    assert_false(lc_grid_can(g, venise, &(lc_grid_goal){-1, 0, 0x1FF, -1}));
    lc_game_free(g);
}

/* Two levels alike at once: three 10 EUR and three 20 EUR in a zone of four
 * cells take six, unless a star stands for a sum beside it (the wild
 * reading): two stars, a 10 EUR and a 20 EUR are three of each. */
static void test_reach_two_alike_levels(void **s)
{
    (void)s;
    lc_error err;
    lc_game *g = lc_game_load(MILL, &err);
    assert_non_null(g);
    uint32_t both = 1u << level_of(g, 0, "art-3.3/three-10eur") | 1u << level_of(g, 0, "art-3.3/three-20eur");
    assert_false(lc_grid_can(g, 0, &(lc_grid_goal){LC_ANY_LEVEL, both, 0, -1}));
    lc_game_free(g);
    g = mutated(MILL, "    when: {I-MILL-STAR: joker}\n", "");
    assert_true(g->grids[0].wild >= 0);
    assert_true(lc_grid_can(g, 0, &(lc_grid_goal){LC_ANY_LEVEL, both, 0, -1}));
    lc_game_free(g);
    /* one sum for both: exactly four 10 EUR (15 EUR) and three 10 EUR, both reached by four 10 EUR */
    g = mutated(MILL, "  - {id: art-3.3/three-1eur,", "  - {id: art-3.3/four-10eur, cites: art-3.3, grids: [zone-1, zone-2, "
                "zone-3], holds: {alike: [\"10€\"], exactly: 4}, amount_cents: 1500}\n  - {id: art-3.3/three-1eur,");
    both = 1u << level_of(g, 0, "art-3.3/three-10eur") | 1u << level_of(g, 0, "art-3.3/four-10eur");
    lc_outcome o = eval_json(g, "{\"grids\":{\"zone-1\":[[\"10€\",\"10€\",\"10€\",\"10€\"]],\"zone-2\":[[\"1€\",\"2€\",\"5€\","
                                "\"20€\"]],\"zone-3\":[[\"1€\",\"2€\",\"5€\",\"20€\"]]},\"draws\":{}}");
    assert_int_equal(o.reached[0], both);
    assert_int_equal(o.amount, 1500);
    assert_true(lc_grid_can(g, 0, &(lc_grid_goal){LC_ANY_LEVEL, both, 0, -1}));
    lc_game_free(g);
}

/* A joker that does not mark (joker: unmarked) stands in a cell a line
 * can do without, never in the full card's. */
static void test_reach_unmarked_joker(void **s)
{
    (void)s;
    lc_game *g = mutated(BINGO, "    joker: marked\n", "    joker: unmarked\n");
    int gi = lc_game_grid(g, "grille-2");
    assert_false(g->grids[gi].joker_marks);
    int line = level_of(g, gi, "art-4.7/one-line"), full = level_of(g, gi, "art-4.7/full-grid");
    assert_true(lc_grid_can(g, gi, &(lc_grid_goal){line, 0, 0, 0}));
    assert_false(lc_grid_can(g, gi, &(lc_grid_goal){full, 0, 0, 0}));
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
        cmocka_unit_test(test_unreachable_alike),        cmocka_unit_test(test_reach_sets_alike),
        cmocka_unit_test(test_reach_two_alike_levels),   cmocka_unit_test(test_reach_unmarked_joker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
