/* test_rapports.c — a drawing's published rapports against a stream of its
 * plays (emission/rapports.c): every form of a play line the scanner reads
 * and every one it leaves to the JSON reader, each way a drawing file or a
 * line can be wrong (with its line and column), figures that differ; and
 * a drawing's answer judged against a case (suite/case_check.c). */
#include "helpers.h"
#include "cases.h"
#include "rapports.h"
#include "request.h"

#define SL "tests/rules/super-loto-1998.yaml"
#define DRAWING "{\"draws\":{\"boules\":[3,11,19,27,35,43],\"complementaire\":[7]}," \
                "\"assigned_cents\":{\"rang-1\":500,\"rang-2\":500,\"rang-3\":500,\"rang-4\":100,\"rang-5\":100}%s}"

#define DRAWING_NONE "{\"draws\":{\"boules\":[3,11,19,27,35,43],\"complementaire\":[7]}," \
                     "\"assigned_cents\":{\"rang-1\":1,\"rang-2\":1,\"rang-3\":1,\"rang-4\":1,\"rang-5\":1},\"plays\":[]}"

static lc_game *sl(void)
{
    lc_error err;
    lc_game *g = lc_game_load(SL, &err);
    if (!g)
        fail_msg("%s", err.message);
    return g;
}

/* Verify `plays` against the drawing (with `extra` keys); rc, err, r filled. */
static int verify(const lc_game *g, const char *extra, const char *plays, lc_rapports *r, lc_error *err)
{
    char tmp[64], text[2048];
    snprintf(text, sizeof text, DRAWING, extra);
    write_temp(text, tmp, sizeof tmp);
    int rc = lc_rapports_drawing(g, tmp, r, err);
    unlink(tmp);
    if (rc)
        return rc;
    FILE *in = fmemopen((void *)plays, strlen(plays), "r");
    rc = lc_rapports_verify(g, in, "plays", r, 0, err);
    fclose(in);
    return rc;
}

/* Each form of a play the scanner or the JSON reader takes: one rank-3
 * play (5 of the first six), one rank-4 (4), whatever the blanks. */
static void test_forms(void **s)
{
    (void)s;
    lc_game *g = sl();
    static const char *const ok[] = {
        "{\"grille\":[[3,11,19,27,35,1]]}\n",
        "  { \"grille\" : [ [ 3 , 11 , 19 , 27 , 35 , 1 ] ] }  \n",
        "{\"grille\":[[3,11,19,27,35,1]]}\r\n",
        "{\"grille\":[[3,11,19,27,35,1]]}",                       /* no last newline */
        "\n\n{\"grille\":[[3,11,19,27,35,1]]}\n\n",               /* blank lines */
        "{\"grille\":[[3,11,19,27,35,0001]]}\n",                  /* not JSON: refused below */
    };
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        lc_rapports r;
        lc_error err;
        int rc = verify(g, "", ok[i], &r, &err);
        if (i == 5) {
            assert_int_not_equal(rc, 0);   /* a leading zero: neither the scanner's nor JSON's */
            lc_rapports_free(&r);
            continue;
        }
        if (rc)
            fail_msg("form %zu: %s", i, err.message);
        assert_int_equal(r.plays, 1);
        assert_int_equal(r.got.winners[2], 1);
        lc_rapports_free(&r);
    }
    /* the JSON reader: another key order of blanks the scanner does not take, a number with an exponent */
    static const char *const long_way[] = {"{\"grille\":[[3,11,19,27,35,1]],\n", "{\"grille\":[[3,11,19,27,35,1e0]]}\n",
                                           "{\"grille\":[[3,11,19,27,35,99999999999]]}\n",
                                           "{\"grille\":[[-3,11,19,27,35,1]]}\n"};
    lc_rapports r;
    lc_error err;
    assert_int_not_equal(verify(g, "", long_way[0], &r, &err), 0);   /* broken JSON */
    assert_int_equal(err.line, 1);
    lc_rapports_free(&r);
    assert_int_not_equal(verify(g, "", long_way[1], &r, &err), 0);   /* 1e0 is no integer */
    lc_rapports_free(&r);
    assert_int_equal(verify(g, "", long_way[2], &r, &err), 0);       /* out of range: void */
    assert_int_equal(r.voids, 1);
    lc_rapports_free(&r);
    assert_int_equal(verify(g, "", long_way[3], &r, &err), 0);       /* -3: void */
    assert_int_equal(r.voids, 1);
    lc_rapports_free(&r);
    lc_game_free(g);
}

/* Lines the scanner leaves at each token (a brace, the name, the colon, a
 * bracket, a number, a comma, the end): the JSON reader reads or refuses
 * them, and what it reads counts as the scanner's would. */
static void test_scanner_edges(void **s)
{
    (void)s;
    lc_game *g = sl();
    static const struct { const char *line; int ok; } L[] = {
        {"{", 0}, {"{\"gril", 0}, {"{\"grille\"", 0}, {"{\"grille\":", 0}, {"{\"grille\":[", 0},
        {"{\"grille\":[[", 0}, {"{\"grille\":[[3", 0}, {"{\"grille\":[[3,", 0},
        {"{\"grille\":[[3,11,19,27,35,1", 0}, {"{\"grille\":[[3,11,19,27,35,1]", 0},
        {"{\"grille\":[[3,11,19,27,35,1]]", 0}, {"{\"grille\":[[3,11,19,27,35,1]]}x", 0},
        {"{\"grille\":[[3;11,19,27,35,1]]}", 0}, {"{\"grillex\":[[3,11,19,27,35,1]]}", 0},
        {"{\"grille\":[[3,11,19,27,35,1234567890]]}", 1}, {"{\"grille\":[[3,11,19,27,35,-]]}", 0},
        {"{\"grille\":[[3,11,19,27,35,--1]]}", 0}, {"{\"grille\" :[[3,11,19,27,35,1]]}", 1},
        {"\t{\"grille\":[[3,11,19,27,35,1]]}", 1}, {"{\"grille\":[[3,11,19,27,35,1],]}", 0},
        {"{\"grille\":[[3,11,19,27,35,1]]}  ", 1}, {"{\"grille\":[[3 11,19,27,35,1]]}", 0},
        {"{\"grille\":{}}", 0}, {"\"grille\"", 0}, {"{\"grille\":[[3,11,19,27,35,1.0]]}", 0},
    };
    for (size_t i = 0; i < sizeof L / sizeof *L; i++) {
        char text[300];
        lc_rapports r;
        lc_error err;
        snprintf(text, sizeof text, "%s\n", L[i].line);
        int rc = verify(g, "", text, &r, &err);
        if ((rc == 0) != L[i].ok)
            fail_msg("line %zu (%s): rc %d %s", i, L[i].line, rc, rc ? err.message : "");
        if (rc)
            assert_int_equal(err.line, 1);
        lc_rapports_free(&r);
    }
    lc_game_free(g);
}

/* What is no play, at its line: too few cells, too many rows, another grid, a joker, a string. */
static void test_bad_lines(void **s)
{
    (void)s;
    lc_game *g = sl();
    static const char *const bad[] = {
        "{\"grille\":[[1,2,3,4,5]]}\n",         "{\"grille\":[[1,2,3,4,5,6],[1,2,3,4,5,6]]}\n",
        "{\"grill\":[[1,2,3,4,5,6]]}\n",        "{\"grille\":[[1,2,3,4,5,\"J\"]]}\n",
        "{\"grille\":[[1,2,3,4,5,null]]}\n",    "{\"grille\":[[1,2,3,4,5,\"x\"]]}\n",
        "[]\n",                                  "{\"grille\":[1,2,3,4,5,6]}\n",
        "{\"grille\":[[1,2,3,4,5,6]],\"x\":1}\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char text[300];
        lc_rapports r;
        lc_error err;
        snprintf(text, sizeof text, "{\"grille\":[[1,2,3,4,5,6]]}\n%s", bad[i]);
        if (!verify(g, "", text, &r, &err))
            fail_msg("bad line %zu was read", i);
        assert_int_equal(err.line, 2);
        lc_rapports_free(&r);
    }
    lc_game_free(g);
}

/* The drawing file: published rapports of the wrong shape, a drawing that is no drawing. */
static void test_drawing_file(void **s)
{
    (void)s;
    lc_game *g = sl();
    static const char *const bad[] = {
        ",\"published\":[]",
        ",\"published\":{\"ranks\":{},\"carried_over_cents\":0}",
        ",\"published\":{\"ranks\":{\"rang-1\":{\"winners\":-1,\"gain_cents\":0}},\"carried_over_cents\":0}",
        ",\"published\":{\"ranks\":{\"rang-1\":{\"winners\":0,\"gain_cents\":0},\"rang-2\":{\"winners\":0,\"gain_cents\":0},"
        "\"rang-3\":{\"winners\":0,\"gain_cents\":0},\"rang-4\":{\"winners\":0,\"gain_cents\":0},\"rang-5\":{\"winners\":0,"
        "\"gain_cents\":0},\"rang-6\":{}},\"carried_over_cents\":0}",
        ",\"published\":{\"ranks\":{},\"carried_over_cents\":-5}",
        ",\"published\":{\"ranks\":[],\"carried_over_cents\":0}",
        ",\"published\":{\"ranks\":{}}",
        ",\"published\":{\"ranks\":{\"rang-1\":{\"winners\":0,\"gain_cents\":-1}},\"carried_over_cents\":0}",
        ",\"published\":{\"ranks\":{\"rang-1\":{\"winners\":\"0\",\"gain_cents\":0}},\"carried_over_cents\":0}",
        ",\"published\":{\"ranks\":{\"rang-1\":{\"winners\":0}},\"carried_over_cents\":0}",
        ",\"published\":{\"ranks\":{\"rang-2\":{\"winners\":0,\"gain_cents\":0}},\"carried_over_cents\":0}",
        ",\"counts\":{\"sept\":1}",
        ",\"draws\":1",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        lc_rapports r;
        lc_error err;
        if (!verify(g, bad[i], "", &r, &err))
            fail_msg("drawing %zu was read", i);
        lc_rapports_free(&r);
    }
    lc_rapports r;
    lc_error err;
    assert_int_not_equal(lc_rapports_drawing(g, "/nonexistent/drawing.json", &r, &err), 0);
    lc_game_free(g);
}

/* Published figures: the rules' conform, one gain off differs, a count off
 * differs twice (winners, and the gain shared among them). */
static void test_compare(void **s)
{
    (void)s;
    lc_game *g = sl();
    /* one rank-3 play and 2 of rank 4 counted: rank 3 holds its 500 + rank 2's (no six: rolled down) */
#define PUB ",\"counts\":{\"quatre\":2},\"published\":{\"ranks\":{" \
            "\"rang-1\":{\"winners\":0,\"gain_cents\":0},\"rang-2\":{\"winners\":0,\"gain_cents\":0}," \
            "\"rang-3\":{\"winners\":1,\"gain_cents\":1000},\"rang-4\":{\"winners\":2,\"gain_cents\":%d}," \
            "\"rang-5\":{\"winners\":0,\"gain_cents\":0}},\"carried_over_cents\":%d}"
    char extra[600];
    lc_rapports r;
    lc_error err;
    snprintf(extra, sizeof extra, PUB, 0, 600);   /* rank 4: 100 / 2 = 50 cents, rounded to the franc: 0 */
    assert_int_equal(verify(g, extra, "{\"grille\":[[3,11,19,27,35,1]]}\n", &r, &err), 0);
    assert_int_equal(r.differs, 0);
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    lc_rapports_print(g, &r, m);
    fclose(m);
    assert_non_null(strstr(buf, "conforming: every published figure is the rules'"));
    free(buf);
    json_t *j = lc_rapports_json(g, &r);
    assert_true(json_is_true(json_object_get(j, "conforming")));
    json_decref(j);
    lc_rapports_free(&r);
    snprintf(extra, sizeof extra, PUB, 100, 500);
    assert_int_equal(verify(g, extra, "{\"grille\":[[3,11,19,27,35,1]]}\n", &r, &err), 0);
    assert_int_equal(r.differs, 2);   /* rank 4's gain, the sum carried over */
    m = open_memstream(&buf, &len);
    lc_rapports_print(g, &r, m);
    fclose(m);
    assert_non_null(strstr(buf, "NOT CONFORMING: 2 figures differ"));
    free(buf);
    lc_rapports_free(&r);
    lc_game_free(g);
}

/* A drawing's answer against a case: each way it can be wrong, named. */
static void test_answer_check(void **s)
{
    (void)s;
    lc_game *g = sl();
    json_t *expect = json_loads("{\"ranks\":{\"rang-1\":{\"winners\":1,\"gain_cents\":500},\"rang-2\":{\"winners\":0,"
                                "\"gain_cents\":0}},\"carried_over_cents\":0,\"plays\":[\"rang-1\",null]}", 0, NULL);
    lc_case c = {.id = "x", .game = g, .expect = expect};
    static const struct { const char *answer, *want; } A[] = {
        {"{\"error\":\"no\"}", "answered an error: no"},
        {"{\"carried_over_cents\":0}", "lacks \"ranks\""},
        {"{\"ranks\":{\"rang-1\":{\"winners\":2,\"gain_cents\":500}}}", "rang-1: winners 2, expected 1"},
        {"{\"ranks\":{\"rang-1\":{\"winners\":1}}}", "rang-1: gain_cents: missing or not an integer"},
        {"{\"ranks\":{\"rang-1\":{\"winners\":1,\"gain_cents\":500},\"rang-2\":{\"winners\":0,\"gain_cents\":0},"
         "\"rang-9\":{}}}", "ranks holds 'rang-9'"},
        {"{\"ranks\":{\"rang-1\":{\"winners\":1,\"gain_cents\":500},\"rang-2\":{\"winners\":0,\"gain_cents\":0}},"
         "\"carried_over_cents\":5}", "carried_over_cents 5, expected 0"},
        {"{\"ranks\":{\"rang-1\":{\"winners\":1,\"gain_cents\":500},\"rang-2\":{\"winners\":0,\"gain_cents\":0}},"
         "\"carried_over_cents\":0,\"plays\":[\"rang-1\"]}", "not a list of 2 ranks"},
        {"{\"ranks\":{\"rang-1\":{\"winners\":1,\"gain_cents\":500},\"rang-2\":{\"winners\":0,\"gain_cents\":0}},"
         "\"carried_over_cents\":0,\"plays\":[\"rang-1\",\"rang-2\"]}", "plays[1] is \"rang-2\", expected null"},
    };
    for (size_t i = 0; i < sizeof A / sizeof *A; i++) {
        json_t *ans = json_loads(A[i].answer, 0, NULL);
        char why[400] = "";
        unsigned left = 7;
        assert_int_not_equal(lc_case_check(&c, ans, why, sizeof why, &left), 0);
        assert_int_equal(left, 0);
        if (!strstr(why, A[i].want))
            fail_msg("answer %zu: '%s' lacks '%s'", i, why, A[i].want);
        json_decref(ans);
    }
    json_t *right = json_loads("{\"ranks\":{\"rang-1\":{\"winners\":1,\"gain_cents\":500},\"rang-2\":{\"winners\":0,"
                               "\"gain_cents\":0}},\"carried_over_cents\":0,\"plays\":[\"rang-1\",null]}", 0, NULL);
    char why[100];
    assert_int_equal(lc_case_check(&c, right, why, sizeof why, NULL), 0);
    json_decref(right);
    json_decref(expect);
    lc_game_free(g);
}

/* The protocol: a drawing for a pool game, a unit for another; each the other way round refused. */
static void test_requests(void **s)
{
    (void)s;
    lc_ruleset rs;
    lc_error err;
    char *paths[] = {SL, "rules/fdj-bingo-2012.yaml"};
    assert_int_equal(lc_ruleset_load(&rs, paths, 2, &err), 0);
    lc_answerer a = {&rs, 0}, bare = {&rs, 1};
    const struct { const lc_answerer *a; const char *line, *want; } Q[] = {
        {&a, "{\"id\":\"1\",\"game\":\"fdj-super-loto-1998\",\"draw\":" DRAWING_NONE "}", "\"ranks\""},
        {&a, "{\"id\":\"2\",\"game\":\"fdj-bingo-2012\",\"draw\":" DRAWING_NONE "}", "is not a pool game"},
        {&a, "{\"id\":\"3\",\"game\":\"fdj-super-loto-1998\",\"unit\":{}}", "is a pool game"},
        {&a, "{\"id\":[],\"game\":\"fdj-super-loto-1998\",\"draw\":{}}", "must be a string or an integer"},
        {&a, "{\"id\":\"5\",\"game\":\"nope\",\"draw\":{}}", "unknown game"},
        {&a, "{\"id\":\"6\",\"game\":\"fdj-super-loto-1998\",\"draw\":{\"plays\":[]}}", "draw: missing draws"},
        {&bare, DRAWING_NONE, "2 games are loaded"},
        {&a, "{\"id\":\"7\"}", "for a pool game)"},
    };
    for (size_t i = 0; i < sizeof Q / sizeof *Q; i++) {
        int is_error;
        json_t *ans = lc_answer(Q[i].a, Q[i].line, strlen(Q[i].line), 1, &is_error);
        char *t = json_dumps(ans, JSON_COMPACT);
        if (!strstr(t, Q[i].want))
            fail_msg("request %zu: '%s' lacks '%s'", i, t, Q[i].want);
        free(t);
        json_decref(ans);
    }
    lc_ruleset_free(&rs);
}

/* Case files of a pool game: a drawing, and an answer for expectation. */
static void test_case_files(void **s)
{
    (void)s;
    static const struct { const char *body, *want; } F[] = {
        {"  - {id: a, unit: {}, expect: {status: lose, amount_cents: 0}}\n", "missing key 'draw'"},
        {"  - {id: a, draw: " DRAWING_NONE ", unit: {}, expect: {}}\n", "not a unit"},
        {"  - {id: a, draw: {plays: []}, expect: {}}\n", "draw: missing draws"},
        {"  - {id: a, draw: " DRAWING_NONE ", expect: {status: lose, amount_cents: 0}}\n", "status"},
        {"  - {id: a, draw: " DRAWING_NONE ", expect: {ranks: {}, carried_over_cents: 0, plays: []}}\n",
         "expected each of the 5 ranks"},
        {"  - {id: a, draw: " DRAWING_NONE ", expect: {ranks: {}, carried_over_cents: -1, plays: []}}\n",
         "expected an integer from 0"},
        {"  - {id: a, draw: " DRAWING_NONE ", expect: {ranks: {}, carried_over_cents: 0, plays: 3}}\n", "expected a sequence"},
    };
    for (size_t i = 0; i < sizeof F / sizeof *F; i++) {
        char text[2048], tmp[64];
        snprintf(text, sizeof text, "game: fdj-super-loto-1998\ncases:\n%s", F[i].body);
        write_temp(text, tmp, sizeof tmp);
        lc_ruleset rs;
        lc_suite suite;
        lc_error err;
        char *rules[] = {SL}, *cases[] = {tmp};
        assert_int_equal(lc_ruleset_load(&rs, rules, 1, &err), 0);
        int rc = lc_suite_load(&suite, &rs, cases, 1, &err);
        if (!rc || !strstr(err.message, F[i].want))
            fail_msg("case file %zu: rc %d '%s' lacks '%s'", i, rc, rc ? err.message : "", F[i].want);
        lc_ruleset_free(&rs);
        unlink(tmp);
    }
    char text[600], tmp[64];   /* and a drawing case for a game that is no pool game */
    snprintf(text, sizeof text, "game: fdj-bingo-2012\ncases:\n  - {id: b, draw: {}, unit: {}, expect: {}}\n");
    write_temp(text, tmp, sizeof tmp);
    lc_ruleset rs;
    lc_suite suite;
    lc_error err;
    char *rules[] = {"rules/fdj-bingo-2012.yaml"}, *cases[] = {tmp};
    assert_int_equal(lc_ruleset_load(&rs, rules, 1, &err), 0);
    assert_int_not_equal(lc_suite_load(&suite, &rs, cases, 1, &err), 0);
    assert_non_null(strstr(err.message, "draw: is a pool game's"));
    lc_ruleset_free(&rs);
    unlink(tmp);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forms),   cmocka_unit_test(test_scanner_edges), cmocka_unit_test(test_bad_lines),    cmocka_unit_test(test_drawing_file),
        cmocka_unit_test(test_compare), cmocka_unit_test(test_answer_check), cmocka_unit_test(test_requests),
        cmocka_unit_test(test_case_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
