/* test_coverage.c — mutants and coverage figures. */
#include "helpers.h"
#include "coverage.h"
#include "mutate.h"

static void test_at_least_100_mutants_per_game_with_unique_ids(void **s)
{
    (void)s;
    const char *files[] = {BINGO, SB04, SB06};
    for (int f = 0; f < 3; f++) {
        lc_error err;
        lc_game *g = lc_game_load(files[f], &err);
        lc_mutant *m = calloc(1024, sizeof *m);
        int n = lc_mutants(g, m, 1024);
        if (n < 100)
            fail_msg("%s: %d mutants", files[f], n);
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (!strcmp(m[i].id, m[j].id))
                    fail_msg("%s: mutant id %s twice", files[f], m[i].id);
        for (int i = 0; i < n; i++) {   /* every mutant applies and releases cleanly (ASan watches) */
            lc_game *mg = lc_mutant_apply(g, &m[i]);
            assert_non_null(mg);
            lc_mutant_release(mg);
        }
        assert_int_equal(lc_mutants(g, m, 5), 5);   /* at most max */
        free(m);
        lc_game_free(g);
    }
}

static lc_mutant find(const lc_game *g, const char *id)
{
    lc_mutant m[1024];
    int n = lc_mutants(g, m, 1024);
    for (int i = 0; i < n; i++)
        if (!strcmp(m[i].id, id))
            return m[i];
    fail_msg("no mutant %s", id);
    return m[0];
}

#define G1 "[[1,2,3,4],[5,\"J\",7,8],[9,10,11,12],[13,14,15,16]]"
#define G2 "[[21,22,23,24],[25,\"J\",27,28],[29,30,31,32],[33,34,35,36]]"
#define UNIT(boules, bonus) "{\"grids\":{\"grille-1\":" G1 ",\"grille-2\":" G2 "},\"draws\":{\"boules\":[" boules "],\"bonus\":[" bonus "]}}"

/* A mutant changes what it says it changes. */
static void test_mutants_change_outcomes(void **s)
{
    (void)s;
    lc_error err;
    lc_game *g = lc_game_load(BINGO, &err);
    const char *corners = UNIT("1,4,13,16,60,61,62,63,64,65,66,67,68,69,70", "71,72,73");
    const char *column = UNIT("22,30,34,60,61,62,63,64,65,66,67,68,69,70,71", "72,73,74");
    struct { const char *mutant, *unit; int64_t amount; } want[] = {
        {"grille-1/drop-level/art-4.6/corners", corners, 0},
        {"grille-1/amount-x10/art-4.6/corners", corners, 2000},
        {"grille-1/unserve/boules", corners, 0},
        {"grille-1/joker-off", UNIT("1,11,16,60,61,62,63,64,65,66,67,68,69,70,71", "72,73,74"), 0},
        {"grille-2/pattern-cell/rows/0", UNIT("21,22,23,24,60,61,62,63,64,65,66,67,68,69,70", "71,72,73"), 0},
        {"grille-1/also-on/grille-2/art-4.6/corners", UNIT("21,24,33,36,60,61,62,63,64,65,66,67,68,69,70", "71,72,73"), 200},
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        lc_mutant m = find(g, want[i].mutant);
        lc_game *mg = lc_mutant_apply(g, &m);
        lc_outcome o = eval_json(mg, want[i].unit), orig = eval_json(g, want[i].unit);
        if (o.amount != want[i].amount || o.amount == orig.amount)
            fail_msg("%s: %lld (rules: %lld), expected %lld", want[i].mutant, (long long)o.amount,
                     (long long)orig.amount, (long long)want[i].amount);
        lc_mutant_release(mg);
    }
    (void)column;
    lc_game_free(g);
}

static int kinds(const lc_game *g, lc_mutator k)
{
    lc_mutant m[1024];
    int n = lc_mutants(g, m, 1024), found = 0;
    for (int i = 0; i < n; i++)
        found += m[i].kind == k;
    return found;
}

/* The mutants of symbols and amounts printed: each symbol of a grid toggled
 * in a set alike (not the one symbol of a set that has one), each held
 * symbol replaced by one not held (none when all are held), a fixed amount
 * for the one printed; each applies and changes what it says. */
static void test_mutants_of_symbols_and_amounts(void **s)
{
    (void)s;
    lc_error err;
    char tmp[64];
    lc_game *ls = lc_game_load("tests/rules/letters-and-symbols.yaml", &err);
    assert_non_null(ls);
    assert_int_equal(kinds(ls, MUT_ALIKE_SYMBOL), 5 * 4);   /* five grids, four symbols */
    assert_int_equal(kinds(ls, MUT_HELD_SYMBOL), 5);        /* M, O, N, D, E each for A */
    lc_mutant m = find(ls, "grille-2/alike-with/croix/avion");
    lc_game *mg = lc_mutant_apply(ls, &m);
    assert_int_equal(mg->grids[2].fam[0].alike, 0x7);      /* soleil, palmier, avion */
    lc_mutant_release(mg);
    m = find(ls, "lettres/held/art-3/monde/A-for-E");
    mg = lc_mutant_apply(ls, &m);
    assert_int_equal(mg->grids[0].lev[0].holds, 0x2f);      /* M O N D and A */
    lc_mutant_release(mg);
    lc_game_free(ls);

    ls = load_mutated("tests/rules/letters-and-symbols.yaml", "{symbols: [M, O, N, D, E], exactly: 5}",
                      "{symbols: [M, O, N, D, E, A, R, S, T, U], at_least: 5}", &err, tmp, sizeof tmp);
    unlink(tmp);
    assert_non_null(ls);
    assert_int_equal(kinds(ls, MUT_HELD_SYMBOL), 0);   /* every symbol held: none to put in one's place */
    lc_game_free(ls);
    ls = load_mutated("tests/rules/letters-and-symbols.yaml", "alike: [soleil, palmier]", "alike: [soleil]", &err, tmp,
                      sizeof tmp);
    unlink(tmp);
    assert_non_null(ls);
    assert_int_equal(kinds(ls, MUT_ALIKE_SYMBOL), 5 * 3);   /* soleil alone stays */
    lc_game_free(ls);

    lc_game *ld = lc_game_load("tests/rules/lucky-digit.yaml", &err);
    assert_non_null(ld);
    assert_int_equal(kinds(ld, MUT_PRINTED_FIXED), 3);
    assert_int_equal(kinds(ld, MUT_AMOUNT), 0);         /* no amount of its own to change */
    assert_int_equal(kinds(ld, MUT_COUNT_MODE), 0);     /* one draw: counted once either way */
    m = find(ld, "jeu-3/printed-ignored/art-4/win");
    mg = lc_mutant_apply(ld, &m);
    assert_false(mg->grids[2].lev[0].printed);
    assert_int_equal(mg->grids[2].lev[0].amount, ld->rows[0].amount);
    lc_mutant_release(mg);
    lc_game_free(ld);
}

static void test_suite_figures(void **s)
{
    (void)s;
    lc_error err;
    lc_ruleset rs;
    lc_suite suite;
    lc_coverage cov;
    char *rp[] = {"rules"}, *cp[] = {"cases"};
    assert_int_equal(lc_ruleset_load(&rs, rp, 1, &err), 0);
    assert_int_equal(lc_suite_load(&suite, &rs, cp, 1, &err), 0);
    assert_true(suite.nequivalent > 0);
    lc_coverage_compute(&rs, &suite, &cov);
    for (int k = 0; k < 5; k++)
        assert_true(lc_cov_percent(&cov, k) == 100.0);
    for (int i = 0; i < cov.ngames; i++)
        assert_int_equal(cov.games[i].nclaims, 0);
    assert_int_equal(cov.unused_equivalents, 0);
    lc_coverage_free(&cov);
    lc_suite_free(&suite);
    lc_ruleset_free(&rs);
}

/* Without the composition cases of art. 4.1, their clauses go uncovered and
 * mutants of them survive. */
static void test_figures_drop_without_a_file(void **s)
{
    (void)s;
    lc_error err;
    lc_ruleset rs;
    lc_suite suite;
    lc_coverage cov;
    char *rp[] = {"rules"};
    char *cp[] = {"cases/fdj-bingo-2012/art-4.6-grille-1.yaml", "cases/fdj-bingo-2012/art-4.7-grille-2.yaml",
                  "cases/fdj-bingo-2012/art-4.8-sums.yaml"};
    assert_int_equal(lc_ruleset_load(&rs, rp, 1, &err), 0);
    assert_int_equal(lc_suite_load(&suite, &rs, cp, 3, &err), 0);
    lc_coverage_compute(&rs, &suite, &cov);
    assert_true(lc_cov_percent(&cov, 0) < 100.0);
    assert_true(lc_cov_percent(&cov, 4) < 100.0);
    int survived = 0;
    for (int i = 0; i < cov.ngames; i++)
        survived += cov.games[i].survived;
    assert_true(survived > 0);
    lc_coverage_free(&cov);
    lc_suite_free(&suite);
    lc_ruleset_free(&rs);
}

/* Cases that name readings: those holding under the readings in force come
 * first and are the ones run; the others hold elsewhere. Coverage runs the
 * suite under every combination of selectable readings (2 x 2 x 2 for
 * Super Bingo), counts each reading that can be in force, and no case fails
 * where it says it holds. */
static void test_readings_of_cases(void **s)
{
    (void)s;
    lc_error err;
    lc_ruleset rs;
    lc_suite suite;
    lc_coverage cov;
    char *rp[] = {SB04}, *cp[] = {"cases/fdj-super-bingo-2004"};
    assert_int_equal(lc_ruleset_load(&rs, rp, 1, &err), 0);
    assert_int_equal(lc_suite_load(&suite, &rs, cp, 1, &err), 0);
    assert_true(suite.nall > suite.n);
    int named = 0;
    for (int i = 0; i < suite.nall; i++) {
        assert_int_equal(lc_case_holds(&suite.cases[i], rs.games[0]), i < suite.n);
        named += suite.cases[i].nreadings > 0;
    }
    assert_true(named > suite.nall - suite.n);   /* the default twin of each names its reading too */
    lc_coverage_compute(&rs, &suite, &cov);
    assert_int_equal(cov.games[0].ncombos, 8);
    assert_int_equal(cov.games[0].nreadings, 9);
    assert_int_equal(cov.games[0].failing_other, 0);
    assert_true(lc_cov_percent(&cov, 1) == 100.0);
    lc_coverage_free(&cov);
    lc_suite_free(&suite);
    lc_ruleset_free(&rs);
}

/* The draw shapes of Powerball (draws serving their own cells, a multiplier
 * drawn among values apart, a jackpot that is a share): its suite reaches
 * every figure, each mutant and slip applied (under the sanitizers, a slip
 * that reads past a game's tables is caught here; Daily Keno's suite, the
 * longer, is drawshapes.sh's). */
static void test_draw_shapes(void **s)
{
    (void)s;
    const char *games[][2] = {{"tests/rules/powerball-2015.yaml", "tests/cases/musl-powerball-2015"}};
    for (size_t k = 0; k < sizeof games / sizeof *games; k++) {
        lc_error err;
        lc_ruleset rs;
        lc_suite suite;
        lc_coverage cov;
        char *rp[] = {(char *)games[k][0]}, *cp[] = {(char *)games[k][1]};
        assert_int_equal(lc_ruleset_load(&rs, rp, 1, &err), 0);
        assert_int_equal(lc_suite_load(&suite, &rs, cp, 1, &err), 0);
        lc_coverage_compute(&rs, &suite, &cov);
        for (int f = 0; f < 5; f++)
            assert_true(lc_cov_percent(&cov, f) == 100.0);
        assert_true(cov.games[0].nmutants > 150);
        lc_coverage_free(&cov);
        lc_suite_free(&suite);
        lc_ruleset_free(&rs);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_at_least_100_mutants_per_game_with_unique_ids),
        cmocka_unit_test(test_mutants_change_outcomes),
        cmocka_unit_test(test_mutants_of_symbols_and_amounts),
        cmocka_unit_test(test_suite_figures),
        cmocka_unit_test(test_figures_drop_without_a_file),
        cmocka_unit_test(test_readings_of_cases),
        cmocka_unit_test(test_draw_shapes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
