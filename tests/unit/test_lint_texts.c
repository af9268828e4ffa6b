/* test_lint_texts.c — when a quote is the règlement's words: white space,
 * no-break spaces and typographic apostrophes aside, … an elision whose
 * pieces come in order; anything else a miss. */
#include "helpers.h"
#include "lint_texts.h"

static const char TEXT[] = "Art. 4.6 \xE2\x80\x93 Si les num\xC3\xA9ros d\xC3\xA9\x63ouverts forment\n"
                           "une grille pleine, le joueur remporte 10\xC2\xA0" "000\xC2\xA0\xE2\x82\xAC. L\xE2\x80\x99unit\xC3\xA9 "
                           "de jeu est perdante dans tous les autres cas.";

static void test_verbatim(void **state)
{
    (void)state;
    assert_true(lc_quote_in_text("forment une grille pleine", TEXT));          /* a line break is a space */
    assert_true(lc_quote_in_text("remporte 10 000 \xE2\x82\xAC", TEXT));       /* no-break spaces are spaces */
    assert_true(lc_quote_in_text("L'unit\xC3\xA9 de jeu", TEXT));              /* ’ is ' */
    assert_true(lc_quote_in_text("  Si les   num\xC3\xA9ros ", TEXT));         /* runs of spaces, ends trimmed */
    assert_false(lc_quote_in_text("remporte 10 001 \xE2\x82\xAC", TEXT));
    assert_false(lc_quote_in_text("si les num\xC3\xA9ros", TEXT));             /* case counts */
}

static void test_elision(void **state)
{
    (void)state;
    assert_true(lc_quote_in_text("Si les num\xC3\xA9ros \xE2\x80\xA6 remporte 10 000 \xE2\x82\xAC", TEXT));
    assert_true(lc_quote_in_text("\xE2\x80\xA6 dans tous les autres cas.", TEXT));
    assert_false(lc_quote_in_text("remporte \xE2\x80\xA6 Si les num\xC3\xA9ros", TEXT));   /* out of order */
    assert_false(lc_quote_in_text("Si les num\xC3\xA9ros \xE2\x80\xA6 gagne", TEXT));
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_verbatim), cmocka_unit_test(test_elision)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
