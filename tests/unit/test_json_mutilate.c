/* test_json_mutilate.c — requests, units, answers and case files, mutilated
 * value by value: every request gets one JSON answer (an outcome or an
 * error naming the place), every answer check gives a reason, every
 * mutilated case file loads or is refused at a position. */
#include "helpers.h"
#include "cases.h"
#include "request.h"

static lc_ruleset rs;

static int setup(void **s)
{
    (void)s;
    lc_error err;
    char *p[] = {"rules"};
    return lc_ruleset_load(&rs, p, 1, &err);
}

static int teardown(void **s)
{
    (void)s;
    lc_ruleset_free(&rs);
    return 0;
}

static void check_answer(const char *line)
{
    lc_answerer a = {&rs, 1};
    int is_error;
    json_t *ans = lc_answer(&a, line, strlen(line), 1, &is_error);
    assert_non_null(ans);
    if (is_error) {
        const char *why = json_string_value(json_object_get(ans, "error"));
        if (!why || !why[0])
            fail_msg("error without a reason for %s", line);
    } else if (!json_is_string(json_object_get(ans, "status"))) {
        fail_msg("answer without status for %s", line);
    }
    json_decref(ans);
}

static void check_request(json_t *root, void *ctx)
{
    (void)ctx;
    char *s = json_dumps(root, JSON_COMPACT);
    check_answer(s);
    free(s);
}

static void test_requests(void **s)
{
    (void)s;
    const char *reqs[] = {
        "{\"id\":\"b\",\"game\":\"fdj-bingo-2012\",\"unit\":{\"grids\":{\"grille-1\":[[1,2,3,4],[5,\"J\",7,8],[9,10,11,12],"
        "[13,14,15,16]],\"grille-2\":[[21,22,23,24],[25,\"J\",27,28],[29,30,31,32],[33,34,35,36]]},\"draws\":{\"boules\":"
        "[1,4,13,16,60,61,62,63,64,65,66,67,68,69,70],\"bonus\":[71,72,73]}}}",
        "{\"id\":\"s\",\"game\":\"fdj-super-bingo-2004\",\"unit\":{\"grids\":{\"bleue\":[[1,12,null,34],[null,13,23,null],"
        "[2,null,24,null]],\"verte\":[[5,15,null,35],[null,16,25,null],[6,null,26,null]]},\"draws\":{\"jetons-bleus\":"
        "[1,12,27,38],\"jetons-verts\":[5,17,27,37],\"bonus\":[39]}}}",
    };
    for (size_t i = 0; i < 2; i++) {
        json_t *root = json_loads(reqs[i], 0, NULL);
        assert_non_null(root);
        check_answer(reqs[i]);
        mutilate_json(root, root, check_request, NULL);
        json_decref(root);
    }
    const char *odd[] = {"", "[", "[]", "42", "\"x\"", "{\"id\":{}}", "{\"grids\":{}}", "{\"id\":1,\"unit\":{}}",
                         "{\"id\":\"a\",\"id\":\"b\"}", "{\"unit\":{},\"game\":7}"};
    for (size_t i = 0; i < sizeof odd / sizeof *odd; i++)
        check_answer(odd[i]);
}

/* Answers against a case's expectation: every wrong answer has a reason. */
static void test_answer_checks(void **s)
{
    (void)s;
    lc_error err;
    lc_suite suite;
    char *p[] = {"cases/fdj-super-bingo-2004/art-3.67-doubles.yaml"};
    assert_int_equal(lc_suite_load(&suite, &rs, p, 1, &err), 0);
    const lc_case *c = NULL;
    for (int i = 0; i < suite.n && !c; i++)
        if (json_array_size(json_object_get(suite.cases[i].expect, "notes")) > 0 &&
            !strcmp(json_string_value(json_object_get(suite.cases[i].expect, "status")), "win"))
            c = &suite.cases[i];
    assert_non_null(c);
    json_t *good = json_deep_copy(c->expect);
    char why[400];
    assert_int_equal(lc_case_check(c, good, why, sizeof why, NULL), 0);
    const char *bad[] = {"{\"error\":\"nope\"}", "{\"error\":5}", "{\"status\":\"win\"}", "{\"status\":\"lose\",\"amount_cents\":0}",
                         "{\"status\":7,\"amount_cents\":0}", "{\"status\":\"win\",\"amount_cents\":\"x\"}"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        json_t *a = json_loads(bad[i], 0, NULL);
        assert_int_equal(lc_case_check(c, a, why, sizeof why, NULL), -1);
        assert_true(strlen(why) > 0);
        json_decref(a);
    }
    const char *fields[] = {"grids", "notes", "amount_cents"};
    for (size_t f = 0; f < 3; f++)
        for (size_t r = 0; r < sizeof REPLACEMENTS / sizeof *REPLACEMENTS; r++) {
            json_t *a = json_deep_copy(good);
            json_object_set_new(a, fields[f], json_loads(REPLACEMENTS[r], JSON_DECODE_ANY, NULL));
            if (lc_case_check(c, a, why, sizeof why, NULL) == 0 && f != 1)
                fail_msg("%s = %s accepted", fields[f], REPLACEMENTS[r]);
            json_decref(a);
        }
    const char *odd_tails[] = {"\"grids\":[]", "\"notes\":[\"off-table\",\"other\"]", "\"notes\":[\"other\",\"off-table\"]", "\"grids\":{\"bleue\":\"x\",\"verte\":1}", "\"grids\":{}",
                               "\"notes\":\"off-table\"", "\"notes\":[\"other\"]", "\"notes\":[]"};
    for (size_t i = 0; i < sizeof odd_tails / sizeof *odd_tails; i++) {
        char text[300];
        snprintf(text, sizeof text, "{\"status\":\"win\",\"amount_cents\":%lld,%s}",
                 (long long)json_integer_value(json_object_get(good, "amount_cents")), odd_tails[i]);
        json_t *odd = json_loads(text, 0, NULL);
        assert_non_null(odd);
        if (lc_case_check(c, odd, why, sizeof why, NULL) == 0)
            fail_msg("accepted %s", text);
        json_decref(odd);
    }
    /* an anomaly: the remedy checked when both give it */
    const lc_case *an = NULL;
    lc_suite comp;
    char *p2[] = {"cases/fdj-super-bingo-2004/art-3.2-composition.yaml"};
    assert_int_equal(lc_suite_load(&comp, &rs, p2, 1, &err), 0);
    for (int i = 0; i < comp.n && !an; i++)
        if (!strcmp(json_string_value(json_object_get(comp.cases[i].expect, "status")), "anomaly"))
            an = &comp.cases[i];
    assert_non_null(an);
    json_t *wrong = json_pack("{s:s, s:i, s:s}", "status", "anomaly", "amount_cents", 0, "remedy", "void");
    assert_int_equal(lc_case_check(an, wrong, why, sizeof why, NULL), -1);
    assert_non_null(strstr(why, "remedy void, expected refund"));
    json_object_set_new(wrong, "remedy", json_integer(5));
    assert_int_equal(lc_case_check(an, wrong, why, sizeof why, NULL), -1);
    json_object_set_new(wrong, "remedy", json_string("refund"));
    unsigned left = 99;
    assert_int_equal(lc_case_check(an, wrong, why, sizeof why, &left), 0);
    assert_int_equal(left & (1u << LC_LEFT_REMEDY), 0);
    json_object_del(wrong, "remedy");   /* left out: readable, and said to be left out */
    assert_int_equal(lc_case_check(an, wrong, why, sizeof why, &left), 0);
    assert_true(left & (1u << LC_LEFT_REMEDY));
    assert_string_equal(lc_left_name(LC_LEFT_REMEDY), "remedy");
    json_decref(wrong);
    lc_suite_free(&comp);
    json_t *a = json_deep_copy(good);
    json_object_set_new(json_object_get(a, "grids"), "bleue", json_integer(1));
    assert_int_equal(lc_case_check(c, a, why, sizeof why, NULL), -1);
    assert_non_null(strstr(why, "grid bleue pays 1"));
    json_decref(a);
    json_decref(good);
    lc_suite_free(&suite);
}

/* Case files: the first 40 lines of one file per game, each line deleted or
 * its value replaced; load or positioned refusal. */
/* Load a case file holding `a` then `b`: its return, err filled. */
static int load_case_text(const char *a, const char *b, lc_error *err)
{
    char path[] = "/tmp/lotcert-cases-XXXXXX";
    FILE *fp = fdopen(mkstemp(path), "w");
    fprintf(fp, "%s%s", a, b);
    fclose(fp);
    lc_suite suite;
    char *paths[] = {path};
    memset(err, 0, sizeof *err);
    int rc = lc_suite_load(&suite, &rs, paths, 1, err);
    unlink(path);
    if (rc == 0)
        lc_suite_free(&suite);
    return rc;
}

/* A case's readings: every entry must be of the game's register, every
 * reading one that can be in force; refused with the reason otherwise. */
static void test_case_readings(void **s)
{
    (void)s;
    static const char F[] = "cases/fdj-bingo-2012/art-4.4-composition.yaml",
                      FROM[] = "    readings: {I-BINGO-DRAWN-DISTINCT: all-distinct}\n";
    struct { const char *to, *message; } m[] = {
        {"    readings: [I-BINGO-DRAWN-DISTINCT]\n", "expected a mapping of register entry to reading"},
        {"    readings: {I-NONE: all-distinct}\n", "'I-NONE' is not an entry of fdj-bingo-2012's interpretation register"},
        {"    readings: {art-4.1/void: all-distinct}\n", "'art-4.1/void' is not an entry"},
        {"    readings: {I-BINGO-DRAWN-DISTINCT: some}\n", "'some' is not one of the readings of I-BINGO-DRAWN-DISTINCT"},
        {"    readings: {I-BINGO-DRAWN-DISTINCT: [all-distinct]}\n", "expected a text"},
        {"    readings: {I-BINGO-VOID: refund}\n", "can never be in force (the entry is not selectable)"},
        {"    readings: {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7}\n", "more than 6 entries"},
    };
    char *text = slurp(F), *at = strstr(text, FROM);
    assert_non_null(at);
    for (size_t i = 0; i < sizeof m / sizeof *m; i++) {
        char head[8192], tail[8192];
        snprintf(head, sizeof head, "%.*s%s", (int)(at - text), text, m[i].to);
        snprintf(tail, sizeof tail, "%s", at + strlen(FROM));
        lc_error err;
        int rc = load_case_text(head, tail, &err);
        if (rc == 0 || !strstr(err.message, m[i].message))
            fail_msg("readings %s: %s", m[i].to, rc ? err.message : "accepted");
    }
    free(text);
}

/* The unit reader itself (eval, explain, block's slow path, the suite):
 * every value of a unit mutilated, read or refused with a reason; a number
 * far out of range is held at the clamp, never wrapped. */
typedef struct {
    const lc_game *g;
    int read, refused;
} unit_tally;

static void read_unit(json_t *root, void *ctx)
{
    unit_tally *t = ctx;
    lc_unit u;
    char why[300] = "";
    if (lc_unit_read(t->g, root, &u, why, sizeof why) == 0)
        t->read++;
    else if (why[0])
        t->refused++;
    else
        fail_msg("a unit refused without a reason");
}

static void test_unit_reader(void **s)
{
    (void)s;
    const lc_game *g = lc_ruleset_find(&rs, "fdj-bingo-2012");
    assert_non_null(g);
    json_t *unit = json_loads("{\"grids\":{\"grille-1\":[[1,2,3,4],[5,\"J\",7,8],[9,10,11,12],[13,14,15,16]],"
                              "\"grille-2\":[[21,22,23,24],[25,\"J\",27,28],[29,30,31,32],[33,34,35,36]]},"
                              "\"draws\":{\"boules\":[1,4,13,16,60,61,62,63,64,65,66,67,68,69,70],\"bonus\":[71,72,73]}}", 0, NULL);
    assert_non_null(unit);
    unit_tally t = {g, 0, 0};
    mutilate_json(unit, unit, read_unit, &t);
    assert_true(t.refused > 100 && t.read > 10);
    json_t *odd[] = {json_string("x"), json_pack("{s:{}, s:{}, s:i}", "grids", "draws", "extra", 1), json_pack("{s:{}}", "grids")};
    for (size_t i = 0; i < 3; i++) {
        lc_unit u;
        char why[300] = "";
        assert_int_equal(lc_unit_read(g, odd[i], &u, why, sizeof why), -1);
        assert_true(why[0] != '\0');
        json_decref(odd[i]);
    }
    lc_unit u;
    char why[300];
    json_array_set_new(json_array_get(json_object_get(json_object_get(unit, "grids"), "grille-1"), 0), 0,
                       json_integer(-1000000000000LL));
    assert_int_equal(lc_unit_read(g, unit, &u, why, sizeof why), 0);
    assert_true(u.cell[0][0] < 0 && u.cell[0][0] > -2000000000);   /* held, not wrapped to a number in range */
    json_decref(unit);
}

static void test_case_files(void **s)
{
    (void)s;
    const char *files[] = {"cases/fdj-bingo-2012/art-4.9-highest.yaml", "cases/fdj-super-bingo-2004/art-3.67-doubles.yaml"};
    const char *values[] = {"[x]", "{a: 1}", "-1", "~", "bogus", "[1, 2]", "{status: win}", "fdj-loto",
                            "{status: won, amount_cents: 1}", "[no-such-clause]"};
    int refused = 0;
    for (int f = 0; f < 2; f++) {
        char *text = slurp(files[f]);
        const char *p = text;
        for (int line = 0; line < 40 && *p; line++) {
            const char *e = strchr(p, '\n');
            const char *colon = memchr(p, ':', (size_t)(e - p));
            for (int v = -1; line % test_stride() == 0 && v < (int)(sizeof values / sizeof *values); v++) {
                if (v >= 0 && !colon)
                    break;
                char path[64];
                FILE *fp;
                snprintf(path, sizeof path, "/tmp/lotcert-cases-XXXXXX");
                int fd = mkstemp(path);
                fp = fdopen(fd, "w");
                fwrite(text, 1, (size_t)(p - text), fp);
                if (v >= 0)
                    fprintf(fp, "%.*s: %s\n", (int)(colon - p), p, values[v]);
                fputs(e + 1, fp);
                fclose(fp);
                lc_suite suite;
                lc_error err;
                char *paths[] = {path};
                memset(&err, 0, sizeof err);
                if (lc_suite_load(&suite, &rs, paths, 1, &err) == 0) {
                    lc_suite_free(&suite);
                } else {
                    refused++;
                    if (!err.message[0] || strcmp(err.file, path))
                        fail_msg("case file refused without a message");
                }
                unlink(path);
            }
            p = e + 1;
        }
        free(text);
    }
    assert_true(refused > 100 / test_stride());
}

/* Case files wrong in one way each. */
static void test_bad_case_files(void **s)
{
    (void)s;
    const char *head = "game: fdj-bingo-2012\ncases:\n  - id: a\n    unit: {grids: {grille-1: [[1,2,3,4],[5,J,7,8],[9,10,11,12],[13,14,15,16]],"
                       " grille-2: [[21,22,23,24],[25,J,27,28],[29,30,31,32],[33,34,35,36]]},"
                       " draws: {boules: [1,4,13,16,60,61,62,63,64,65,66,67,68,69,70], bonus: [71,72,73]}}\n";
    struct { const char *tail, *message; } m[] = {
        {"    expect: {status: win, amount_cents: 200, grids: [1]}\n", "expected a mapping of grid name"},
        {"    expect: {status: win, amount_cents: 200, grids: {grille-9: 1}}\n", "is not a grid of"},
        {"    expect: {status: win, amount_cents: 200, grids: {grille-1: x}}\n", "expected an integer"},
        {"    expect: {status: win, amount_cents: 200, notes: off-table}\n", "expected a sequence"},
        {"    covers: [[x]]\n    expect: {status: win, amount_cents: 200}\n", "expected a text"},
        {"    covers: [art-9/none]\n    expect: {status: win, amount_cents: 200}\n", "is no clause or interpretation"},
        {"    expect: {status: won, amount_cents: 200}\n", "expected win, lose or anomaly"},
        {"    expect: {status: win, amount_cents: 200}\n    extra: 1\n", "unknown key 'extra'"},
    };
    const char *whole[][2] = {
        {"equivalent_mutants: {a: 1}\n", "expected a sequence"},
        {"equivalent_mutants:\n  - {mutant: x}\n", "missing key 'reason'"},
        {"cases: []\n", "missing key 'game'"},
        {"game: fdj-bingo-2012\ncases: {}\n", "expected a sequence"},
        {"game: fdj-loto\ncases: []\n", "no rules file defines game"},
    };
    for (size_t i = 0; i < sizeof m / sizeof *m + sizeof whole / sizeof *whole; i++) {
        lc_error err;
        int rc = i < sizeof m / sizeof *m ? load_case_text(head, m[i].tail, &err)
                                          : load_case_text(whole[i - sizeof m / sizeof *m][0], "", &err);
        const char *want = i < sizeof m / sizeof *m ? m[i].message : whole[i - sizeof m / sizeof *m][1];
        if (rc == 0) {
            fail_msg("case file %zu accepted", i);
        }
        if (!strstr(err.message, want))
            fail_msg("case file %zu: '%s' lacks '%s'", i, err.message, want);
    }
    /* the same case twice: refused at the second, naming the first */
    const char *expect = "    expect: {status: win, amount_cents: 200}\n";
    const char *one = head + strlen("game: fdj-bingo-2012\ncases:\n");
    char path[] = "/tmp/lotcert-badcase-XXXXXX";
    FILE *fp = fdopen(mkstemp(path), "w");
    fprintf(fp, "%s%s%s%s", head, expect, one, expect);
    fclose(fp);
    lc_suite suite;
    lc_error err;
    char *paths[] = {path};
    assert_int_equal(lc_suite_load(&suite, &rs, paths, 1, &err), -1);
    unlink(path);
    assert_non_null(strstr(err.message, "case id 'a' is already used at"));
    assert_int_equal(err.line, 6);   /* the second "- id: a" */

}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_requests),
        cmocka_unit_test(test_answer_checks),
        cmocka_unit_test(test_case_files), cmocka_unit_test(test_case_readings), cmocka_unit_test(test_unit_reader),
        cmocka_unit_test(test_bad_case_files),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
