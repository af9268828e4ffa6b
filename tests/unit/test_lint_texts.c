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

/* The spaces French typesetting uses (narrow no-break, thin), tabs and
 * carriage returns, both typographic apostrophes, and … printed in the text
 * itself (three dots there, never an elision). */
static void test_typesetting(void **state)
{
    (void)state;
    static const char T2[] = "Le\tlot\r\nde 1\xE2\x80\xAF" "000\xE2\x80\x89\xE2\x82\xAC est \xE2\x80\x98gagnant\xE2\x80\x99"
                             " \xE2\x80\xA6 ou non.";
    assert_true(lc_quote_in_text("Le lot de 1 000 \xE2\x82\xAC", T2));
    assert_true(lc_quote_in_text("est 'gagnant'", T2));
    assert_true(lc_quote_in_text("gagnant' ... ou non.", T2));                      /* the text's own … */
    assert_true(lc_quote_in_text("Le lot \xE2\x80\xA6 ou non.", T2));              /* an elision over it */
    assert_false(lc_quote_in_text("Le lot de 1000 \xE2\x82\xAC", T2));             /* a space is not nothing */
    assert_false(lc_quote_in_text("gagnant' \xE2\x80\xA6 \xE2\x80\xA6 perdant", T2));
    assert_true(lc_quote_in_text("\xE2\x80\xA6", T2));                               /* nothing but an elision */
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_verbatim), cmocka_unit_test(test_elision),
                                       cmocka_unit_test(test_typesetting)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
