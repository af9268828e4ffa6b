/* test_answer_scan.c — the answer scanner against jansson: whenever the
 * scanner accepts a line, jansson accepts it too (duplicate keys refused)
 * and reads the same id, status, amount, and grids, notes and remedy that
 * fold to the same sums. Lines are mutated byte by byte (deleted, a space
 * inserted, replaced by one of a few characters), and a list of lines the
 * scanner must leave to jansson is checked one by one. */
#include "helpers.h"
#include "answer_scan.h"

#include <jansson.h>

static const char *const BASES[] = {
    ("{\"id\":\"c-1\",\"status\":\"win\",\"amount_cents\":2400,\"grids\":{\"grille-1\":2000,\"grille-2\":400},"
     "\"notes\":[\"several-ways\"],\"trace\":[\"art-4.6/diagonal\",\"art-4.8/sum\"]}"),
    "{\"id\":\"c-2\",\"status\":\"anomaly\",\"amount_cents\":0,\"remedy\":\"refund\",\"notes\":[]}",
    "{ \"status\" : \"lose\" , \"id\" : \"c-3\" , \"amount_cents\" : 0 , \"grids\" : { } }\r",
};

static int status_of(const char *s)
{
    return !strcmp(s, "win") ? LC_WIN : !strcmp(s, "lose") ? LC_LOSE : !strcmp(s, "anomaly") ? LC_ANOMALY : -1;
}

static uint64_t fold_words(const json_t *a)
{
    uint64_t f = 0;
    size_t i;
    const json_t *v;
    json_array_foreach(a, i, v)
        f += lc_fold_word(json_string_value(v), json_string_length(v));
    return f;
}

static int accepted, checked;

/* The scanner's reading of `line` is jansson's, or the scanner declines. */
static void check(const char *line, size_t len)
{
    lc_answer_fields f;
    checked++;
    if (lc_answer_scan(line, len, &f))
        return;
    accepted++;
    json_error_t e;
    json_t *j = json_loadb(line, len, JSON_REJECT_DUPLICATES, &e);
    if (!j)
        fail_msg("scanner accepted what jansson refuses (%s): %.*s", e.text, (int)len, line);
    const char *id = json_string_value(json_object_get(j, "id"));
    assert_non_null(id);
    assert_true(f.idlen == strlen(id) && !memcmp(f.id, id, f.idlen));
    assert_int_equal(f.status, status_of(json_string_value(json_object_get(j, "status"))));
    assert_true(json_is_integer(json_object_get(j, "amount_cents")));
    assert_int_equal(f.amount, json_integer_value(json_object_get(j, "amount_cents")));
    const json_t *grids = json_object_get(j, "grids"), *notes = json_object_get(j, "notes"),
                 *remedy = json_object_get(j, "remedy");
    assert_int_equal(!!(f.rest.has >> LC_LEFT_GRIDS & 1), grids != NULL);
    assert_int_equal(!!(f.rest.has >> LC_LEFT_NOTES & 1), notes != NULL);
    assert_int_equal(!!(f.rest.has >> LC_LEFT_REMEDY & 1), remedy != NULL);
    uint64_t gf = 0;
    const char *k;
    const json_t *v;
    json_object_foreach((json_t *)grids, k, v)
        gf += lc_fold_grid(lc_fold_word(k, strlen(k)), json_integer_value(v));
    assert_true(gf == f.rest.grids);
    assert_true(fold_words(notes) == f.rest.notes);
    if (remedy)
        assert_true(lc_fold_word(json_string_value(remedy), json_string_length(remedy)) == f.rest.remedy);
    json_decref(j);
}

static void test_mutants_agree_with_jansson(void **s)
{
    (void)s;
    static const char repl[] = "\"{}[],:0123456789 -.e\\\x01\x7f";
    for (size_t b = 0; b < sizeof BASES / sizeof *BASES; b++) {
        const char *base = BASES[b];
        size_t n = strlen(base);
        char *buf = malloc(n + 2);
        checked = accepted = 0;
        check(base, n);
        assert_int_equal(accepted, 1);   /* each base is the usual form */
        for (size_t i = 0; i < n; i++) {
            memcpy(buf, base, i);   /* byte i deleted */
            memcpy(buf + i, base + i + 1, n - i - 1);
            check(buf, n - 1);
            memcpy(buf, base, i);   /* a space inserted before byte i */
            buf[i] = ' ';
            memcpy(buf + i + 1, base + i, n - i);
            check(buf, n + 1);
            for (size_t r = 0; r < sizeof repl - 1; r++) {   /* byte i replaced */
                memcpy(buf, base, n);
                buf[i] = repl[r];
                check(buf, n);
            }
        }
        assert_true(accepted > 1 && accepted < checked);   /* both ways taken: the test tests something */
        free(buf);
    }
}

/* Well-formed or not, each of these is left to jansson (-1). */
static void test_declined(void **s)
{
    (void)s;
    static const char *const LINES[] = {
        "",
        "[]",
        "{}",
        "{\"id\":\"a\",\"status\":\"win\"}",                                        /* amount missing */
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"id\":\"b\"}",        /* a key twice */
        "{\"id\":\"a\",\"status\":\"won\",\"amount_cents\":1}",                     /* not a status */
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":01}",                    /* a leading zero */
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1.5}",                   /* not an integer */
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1e3}",
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":-1}",
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1234567890123456789}",   /* 19 digits */
        "{\"id\":\"a\\u0062\",\"status\":\"win\",\"amount_cents\":1}",              /* an escape */
        "{\"id\":\"a\xc3\xa9\",\"status\":\"win\",\"amount_cents\":1}",             /* not ASCII */
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"extra\":1}",         /* an unknown key */
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"grids\":{\"g\":1,\"g\":2}}",   /* a grid twice */
        ("{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"grids\":{\"a\":1,\"b\":1,\"c\":1,\"d\":1,"
         "\"e\":1,\"f\":1,\"g\":1,\"h\":1,\"i\":1}}"),                             /* more grids than kept */
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"grids\":[]}",
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"grids\":{\"g\":\"1\"}}",
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"notes\":[1]}",
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"notes\":[\"x\",]}",
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"remedy\":null}",
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1,\"trace\":\"x\"}",
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1} x",                  /* text after the object */
        "{\"id\":\"a\",\"status\":\"win\",\"amount_cents\":1",                     /* unterminated */
        "{\"id\":\"a",
        "{\"id\":1,\"status\":\"win\",\"amount_cents\":1}",
    };
    for (size_t i = 0; i < sizeof LINES / sizeof *LINES; i++) {
        lc_answer_fields f;
        if (lc_answer_scan(LINES[i], strlen(LINES[i]), &f) != -1)
            fail_msg("accepted: %s", LINES[i]);
    }
}

/* Key and array order do not change the folds; another value does. */
static void test_folds_ignore_order(void **s)
{
    (void)s;
    const char *a = "{\"id\":\"x\",\"status\":\"win\",\"amount_cents\":5,\"grids\":{\"p\":3,\"q\":2},\"notes\":[\"m\",\"n\"]}",
               *b = "{\"notes\":[\"n\",\"m\"],\"grids\":{\"q\":2,\"p\":3},\"amount_cents\":5,\"status\":\"win\",\"id\":\"x\"}",
               *c = "{\"id\":\"x\",\"status\":\"win\",\"amount_cents\":5,\"grids\":{\"p\":2,\"q\":3},\"notes\":[\"m\"]}";
    lc_answer_fields fa, fb, fc;
    assert_int_equal(lc_answer_scan(a, strlen(a), &fa), 0);
    assert_int_equal(lc_answer_scan(b, strlen(b), &fb), 0);
    assert_int_equal(lc_answer_scan(c, strlen(c), &fc), 0);
    assert_true(fa.rest.grids == fb.rest.grids && fa.rest.notes == fb.rest.notes);
    assert_true(fa.rest.grids != fc.rest.grids && fa.rest.notes != fc.rest.notes);
    assert_int_equal(fa.rest.has, (1u << LC_LEFT_GRIDS) | (1u << LC_LEFT_NOTES));
}

static void test_left_out(void **s)
{
    (void)s;
    char why[200];
    assert_string_equal(lc_left_name(LC_LEFT_REMEDY), "remedy");
    assert_string_equal(lc_left_name(LC_LEFT_N), "?");
    assert_string_equal(lc_left_name(-1), "?");
    assert_int_equal(lc_left_fails(0, 1, why, sizeof why), 0);
    assert_int_equal(lc_left_fails(1u << LC_LEFT_NOTES, 0, why, sizeof why), 0);   /* not required */
    assert_int_equal(lc_left_fails(1u << LC_LEFT_GRIDS | 1u << LC_LEFT_NOTES, 1, why, sizeof why), -1);
    assert_string_equal(why, "the answer left out \"grids\" \"notes\" (required by --require-fields)");
    char tiny[12];   /* cut short, still terminated */
    assert_int_equal(lc_left_fails(7, 1, tiny, sizeof tiny), -1);
    assert_int_equal(strlen(tiny), sizeof tiny - 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_mutants_agree_with_jansson), cmocka_unit_test(test_declined),
                                       cmocka_unit_test(test_folds_ignore_order), cmocka_unit_test(test_left_out)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
