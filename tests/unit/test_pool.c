/* test_pool.c — what the language of pool games refuses, at its line, with
 * what was expected (compile_pool.c, the class levels of compile_play.c);
 * what a drawing must be to be read (eval/draw.c); and lint's findings on
 * ranks (lint_pool.c). Each mutation is of Super Loto's rules file. */
#include "helpers.h"
#include "draw.h"
#include "explain_draw.h"
#include "lint_pool.h"

#define SL "tests/rules/super-loto-1998.yaml"

typedef struct {
    const char *from, *to, *want;   /* the first `from` replaced by `to`: refused, saying `want` */
} refusal;

static void test_refusals(void **s)
{
    (void)s;
    static const refusal R[] = {
        {"    class: six\n", "    class: six\n    one_in: 5\n", "no chance, note or lot in kind of its own"},
        {"    class: cinq-c\n", "    class: six\n", "class 'six' is named twice"},
        {"    grids: [grille]\n    class: six", "    grids: []\n    class: six", "expected at least one grid name"},
        {"    classes: [six]\n", "    classes: []\n", "classes"},
        {"    classes: [six]\n", "    classes: [sept]\n", "'sept' is no class of the levels"},
        {"    name: rang-2\n", "    name: rang-1\n", "rank 'rang-1' is named twice"},
        {"      when_none: [six]\n", "      when_none: [huit]\n", "'huit' is no class"},
        {"      winners: [six]\n", "      winners: 6\n", "expected"},
        {"    rule: round-down\n    ranks: [rang-4, rang-5]", "    rule: round-down\n    ranks: [rang-3, rang-5]",
         "rank 'rang-3' is rounded by two rules"},
        {"    ranks: [rang-4, rang-5]", "    ranks: [rang-9]", "'rang-9' is no rank"},
        {"    step_cents: 100\n", "    step_cents: 1\n", "expected an integer from 2"},
        {"    step_cents: 100\n", "", "missing key 'step_cents'"},
        {"    rule: carry-over\n", "    rule: carry-over\n    to: reserve\n", "rule 'carry-over' takes no to:"},
        {"    rule: roll-down\n", "    rule: roll-down\n    step: own\n", "rule 'roll-down' takes no step:"},
        {"    rule: carry-over\n", "    rule: carry-over\n    step_cents: 500\n", "takes no ranks: or step_cents:"},
        {"    rule: roll-down\n", "    rule: carry-over\n", "a second rule of this kind is in force"},
        {"    rule: equal-parts\n", "    rule: roll-down\n", "a second rule of this kind"},
        {"sharing:\n  - id: art-10.1.1/parts-egales", "prize_table: {id: t, cites: art-1, lots: 1, total_cents: 1, rows: []}\n"
         "sharing:\n  - id: art-10.1.1/parts-egales", "a pool game has no prize table"},
        {"  unit_price_cents: 1000\n", "  unit_price_cents: 1000\n  block_units: 100\n",
         "a pool game has no block of units"},
        {"    grids: [grille]\n    class: six\n    matches: [{draws: [boules], exactly: 6}]\n",
         "    grids: [grille]\n    amount_cents: 100\n    matches: [{draws: [boules], exactly: 6}]\n",
         "pays an amount of its own in a pool game"},
        {"    rule: equal-parts\n", "    rule: pooled-step\n    step: own\n", "a second rule of this kind"},
        {"  - id: art-10.1.1/parts-egales\n    cites: art-10.1.1\n    quote: \"La somme affectée à un rang est répartie par "
         "parts égales entre les ensembles de numéros classés à ce rang.\"\n    interpretation: I-SL-SUMS\n    rule: "
         "equal-parts\n", "", "expected a rule equal-parts"},
        {"    classes: [six]\n    otherwise:", "    classes: [six]\n    when: {I-SL-STEP: coarser}\n    otherwise:",
         "'rang-1' is no rank"},   /* rank 1 not in force: the rule rounding it names no rank */
        {"    ranks: [rang-4, rang-5]", "    ranks: [rang-4, [5]]", "expected"},
        {"classes: [quatre]}", "classes: [[quatre]]}", "expected"},
        {"      classes: [cinq-c]\n  - id: art-8.1.2", "      classes: [cinq-c]\n      when: {I-SL-STEP: coarser}\n"
         "  - id: art-8.1.2", ""},
    };
    char tmp[64];
    for (size_t i = 0; i < sizeof R / sizeof *R; i++) {
        lc_error err;
        lc_game *g = load_mutated(SL, R[i].from, R[i].to, &err, tmp, sizeof tmp);
        if (!*R[i].want) {   /* gated by a reading not in force: loads, without the clause */
            if (!g)
                fail_msg("mutation %zu: %s", i, err.message);
            lc_game_free(g);
            unlink(tmp);
            continue;
        }
        if (g || !strstr(err.message, R[i].want))
            fail_msg("refusal %zu: '%s' lacks '%s'", i, g ? "(loaded)" : err.message, R[i].want);
        if (!g && err.line <= 0)
            fail_msg("refusal %zu: no line named", i);
        lc_game_free(g);
        unlink(tmp);
    }
}

/* A pool game needs its sharing, and sharing needs ranks. */
static void test_sections(void **s)
{
    (void)s;
    char *text = slurp(SL), *no_sharing = strstr(text, "\nsharing:\n"), tmp[64];
    assert_non_null(no_sharing);
    no_sharing[1] = '\0';
    write_temp(text, tmp, sizeof tmp);
    lc_error err;
    lc_game *g = lc_game_load(tmp, &err);
    assert_null(g);
    assert_non_null(strstr(err.message, "sharing"));
    unlink(tmp);
    free(text);
    g = load_mutated(SL, "ranks:\n  - id: art-8.1.1/rang-1", "rankings:\n  - id: art-8.1.1/rang-1", &err, tmp, sizeof tmp);
    assert_null(g);   /* an unknown top-level key */
    unlink(tmp);
    /* sharing without ranks, in a game that is no pool game */
    text = slurp("tests/rules/amigo-2014.yaml");
    char *more = malloc(strlen(text) + 100);
    sprintf(more, "%ssharing:\n  - {id: s, cites: art-1, rule: equal-parts}\n", text);
    write_temp(more, tmp, sizeof tmp);
    g = lc_game_load(tmp, &err);
    assert_null(g);
    assert_non_null(strstr(err.message, "sharing: needs ranks"));
    unlink(tmp);
    sprintf(more, "%sranks:\n  - {id: r, cites: art-1, name: r, classes: [x]}\n", text);
    write_temp(more, tmp, sizeof tmp);
    g = lc_game_load(tmp, &err);
    assert_null(g);
    unlink(tmp);
    free(more);
    free(text);
}

static int read_fails(const lc_game *g, const char *json, const char *want)
{
    json_t *j = json_loads(json, 0, NULL);
    assert_non_null(j);
    lc_drawing d;
    char why[300] = "";
    int rc = lc_drawing_read(g, j, &d, why, sizeof why);
    json_decref(j);
    if (rc == 0) {
        lc_drawing_free(&d);
        fail_msg("read: %s", json);
    }
    if (!strstr(why, want))
        fail_msg("'%s' lacks '%s'", why, want);
    return 1;
}

#define DRAWS "\"draws\":{\"boules\":[1,2,3,4,5,6],\"complementaire\":[7]}"
#define SUMS "\"assigned_cents\":{\"rang-1\":1,\"rang-2\":2,\"rang-3\":3,\"rang-4\":4,\"rang-5\":5}"

static void test_drawing_shapes(void **s)
{
    (void)s;
    lc_error err;
    lc_game *g = lc_game_load(SL, &err);
    assert_non_null(g);
    read_fails(g, "[]", "expected an object");
    read_fails(g, "{" DRAWS "," SUMS "}", "draw: missing plays");
    read_fails(g, "{" SUMS ",\"plays\":[]}", "draw: missing draws");
    read_fails(g, "{" DRAWS ",\"plays\":[]}", "draw: missing assigned_cents");
    read_fails(g, "{" DRAWS "," SUMS ",\"plays\":[],\"extra\":1}", "draw.extra: unknown key");
    read_fails(g, "{" DRAWS ",\"assigned_cents\":[],\"plays\":[]}", "expected an object of the ranks' sums");
    read_fails(g, "{" DRAWS ",\"assigned_cents\":{\"rang-1\":1},\"plays\":[]}", "assigned_cents.rang-2: missing");
    read_fails(g, "{" DRAWS ",\"assigned_cents\":{\"rang-0\":1},\"plays\":[]}", "assigned_cents.rang-0: no such rank");
    read_fails(g, "{" DRAWS ",\"assigned_cents\":{\"rang-1\":-1},\"plays\":[]}", "expected an integer of cents");
    read_fails(g, "{" DRAWS "," SUMS ",\"plays\":[],\"counts\":[]}", "expected an object of plays per class");
    read_fails(g, "{" DRAWS "," SUMS ",\"plays\":[],\"counts\":{\"dix\":1}}", "counts.dix: no such class");
    read_fails(g, "{" DRAWS "," SUMS ",\"plays\":[],\"counts\":{\"six\":1.5}}", "expected an integer of plays");
    read_fails(g, "{" DRAWS "," SUMS ",\"plays\":{}}", "expected a list of plays");
    read_fails(g, "{" DRAWS "," SUMS ",\"plays\":[{\"grille\":[[1,2,3]]}]}", "plays[0]:");
    read_fails(g, "{" DRAWS "," SUMS ",\"plays\":[{\"grille\":[[1,2,3,4,null,6]]}]}", "cell 4 is no number");
    read_fails(g, "{\"draws\":{\"boules\":[1,2,3,4,5,5],\"complementaire\":[7]}," SUMS ",\"plays\":[]}",
               "the drawing breaks art-8.1/tirage-distinct");
    read_fails(g, "{\"draws\":{\"boules\":[1,2,3,4,5],\"complementaire\":[7]}," SUMS ",\"plays\":[]}",
               "the drawing breaks art-8.1.1.1/six-extraits");
    lc_game_free(g);
}

/* lint: a class two ranks hold in one drawing, a class no rank holds, an
 * unwon sum with nowhere to go. */
static void test_lint(void **s)
{
    (void)s;
    char tmp[64], *buf = NULL;
    size_t len = 0;
    lc_error err;
    lc_game *g = load_mutated(SL, "classes: [trois]", "classes: [quatre]", &err, tmp, sizeof tmp);
    assert_non_null(g);
    FILE *m = open_memstream(&buf, &len);
    assert_true(lc_lint_pool(g, m) >= 2);
    fclose(m);
    assert_non_null(strstr(buf, "class 'quatre' is held by two ranks"));
    assert_non_null(strstr(buf, "class 'trois' is held by no rank in any drawing"));
    free(buf);
    lc_game_free(g);
    unlink(tmp);
    g = load_mutated(SL, "    rule: carry-over\n", "    rule: pool-inverted\n", &err, tmp, sizeof tmp);
    assert_null(g);   /* two pool-inverted rules */
    unlink(tmp);
}

/* explain: a drawing in words, a void play and a play in no rank named,
 * pooled ranks said so. */
static void test_explain(void **s)
{
    (void)s;
    lc_error err;
    lc_game *g = lc_game_load(SL, &err);
    json_t *j = json_loads("{" DRAWS ",\"assigned_cents\":{\"rang-1\":0,\"rang-2\":0,\"rang-3\":100,\"rang-4\":90000,"
                           "\"rang-5\":0},\"plays\":[{\"grille\":[[1,2,3,4,5,8]]},{\"grille\":[[1,2,3,4,8,9]]},"
                           "{\"grille\":[[1,1,3,4,8,9]]},{\"grille\":[[10,11,12,13,14,15]]}]}", 0, NULL);
    assert_non_null(j);
    lc_drawing d;
    char why[300];
    assert_int_equal(lc_drawing_read(g, j, &d, why, sizeof why), 0);
    lc_drawing_outcome o;
    lc_drawing_evaluate(g, &d, &o, 1);
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    lc_explain_drawing(g, &d, &o, m);
    fclose(m);
    static const char *const want[] = {"Plays: 4 listed (1 void, 1 in no rank)", "pooled with the ranks from rang-3",
                                       "play 3: void", "play 4: no rank", "art-10.6/cumul", "art-8.1/distincts"};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        if (!strstr(buf, want[i]))
            fail_msg("explain lacks '%s':\n%s", want[i], buf);
    free(buf);
    lc_drawing_outcome_free(&o);
    lc_drawing_free(&d);
    json_decref(j);
    lc_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refusals),       cmocka_unit_test(test_sections),
        cmocka_unit_test(test_drawing_shapes), cmocka_unit_test(test_lint),
        cmocka_unit_test(test_explain),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
