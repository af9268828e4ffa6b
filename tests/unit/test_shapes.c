/* test_shapes.c — the ticket shapes of published instant games, against
 * outcomes worked out by hand from their texts (rules/reglements/00[3-6]*):
 * sums beside twelve balls, « Gain » cells that are a sum alone, three
 * identical sums with a star that may stand for one, trips as lots in
 * kind, and the test game's multiplier. */
#include "helpers.h"

static lc_game *load(const char *path)
{
    lc_error err;
    lc_game *g = lc_game_load(path, &err);
    if (!g)
        fail_msg("%s: %s", path, err.message);
    return g;
}

static int read_error(const lc_game *g, const char *json, const char *want)
{
    json_t *j = json_loads(json, 0, NULL);
    assert_non_null(j);
    lc_unit u;
    char why[256] = "";
    int rc = lc_unit_read(g, j, &u, why, sizeof why);
    json_decref(j);
    if (rc == 0 || !strstr(why, want))
        fail_msg("expected '%s', got rc %d '%s'", want, rc, why);
    return 1;
}

/* 12 billes, art. 3.3: each ball showing a winning number pays its own sum,
 * the same number twice pays twice, the sums add up. */
#define BILLES "{\"grids\":{\"plateau\":[[7,1,2,3,4,6,8,9,10,11,12,%s]]},\"draws\":{\"gagnants\":[7,30]," \
               "\"bonus\":[%s]},\"amounts\":{\"plateau\":[[500,100,100,100,100,100,100,100,100,100,100,%s]]}}"

static void test_billes(void **s)
{
    (void)s;
    lc_game *g = load("tests/rules/12-billes-2001.yaml");
    char buf[512];
    snprintf(buf, sizeof buf, BILLES, "7", "31", "1000");
    lc_outcome o = eval_json(g, buf);
    assert_int_equal(o.status, LC_WIN);
    assert_int_equal(o.amount, 1500);   /* 5 EUR beside the first 7, 10 EUR beside the second */
    assert_true(traced(g, &o, "art-3.3/ball"));
    snprintf(buf, sizeof buf, BILLES, "12", "12", "1000");   /* the bonus 12 on the last two balls, 7 on the first */
    assert_int_equal(eval_json(g, buf).amount, 1600);
    snprintf(buf, sizeof buf, BILLES, "13", "31", "300");    /* 3 EUR: no sum of the table */
    o = eval_json(g, buf);
    assert_int_equal(o.status, LC_ANOMALY);
    assert_true(violated(g, &o, "art-3.2/amount"));
    read_error(g, "{\"grids\":{\"plateau\":[[7,1,2,3,4,6,8,9,10,11,12,13]]},\"draws\":{\"gagnants\":[7,30],"
                  "\"bonus\":[31]},\"amounts\":{\"plateau\":500}}", "amounts.plateau: expected 1 rows of 12 sums");
    read_error(g, "{\"grids\":{\"plateau\":[[7,1,2,3,4,6,8,9,10,11,12,13]]},\"draws\":{\"gagnants\":[7,30],"
                  "\"bonus\":[31]},\"amounts\":{\"plateau\":[[500]]}}", "amounts.plateau[0]: expected a row of 12");
    read_error(g, "{\"grids\":{\"plateau\":[[7,1,2,3,4,6,8,9,10,11,12,13]]},\"draws\":{\"gagnants\":[7,30],"
                  "\"bonus\":[31]},\"amounts\":{\"plateau\":[[500],[500]]}}", "amounts.plateau: expected 1 rows");
    read_error(g, "{\"grids\":{\"plateau\":[[7,1,2,3,4,6,8,9,10,11,12,13]]},\"draws\":{\"gagnants\":[7,30],"
                  "\"bonus\":[31]},\"amounts\":{\"plateau\":[5]}}", "amounts.plateau[0]: expected a row of 12");
    read_error(g, "{\"grids\":{\"plateau\":[[7,1,2,3,4,6,8,9,10,11,12,13]]},\"draws\":{\"gagnants\":[7,30],"
                  "\"bonus\":[31]},\"amounts\":{\"plateau\":[[500,100,100,100,100,100,100,100,100,100,100,\"x\"]]}}",
               "amounts.plateau[0][11]: expected an integer");
    lc_game_free(g);
}

/* Banco, art. 4.3: a sum other than 0 EUR wins, both sums are paid. */
static void test_banco(void **s)
{
    (void)s;
    lc_game *g = load("tests/rules/banco-2012.yaml");
    lc_outcome o = eval_json(g, "{\"grids\":{\"gain-1\":[],\"gain-2\":[]},\"draws\":{},"
                                "\"amounts\":{\"gain-1\":20000,\"gain-2\":5000}}");
    assert_int_equal(o.amount, 25000);
    assert_true(has_note(g, &o, "off-table"));   /* 250 EUR is no row of art. 3 */
    o = eval_json(g, "{\"grids\":{\"gain-1\":[],\"gain-2\":[]},\"draws\":{},\"amounts\":{\"gain-1\":0,\"gain-2\":100}}");
    assert_int_equal(o.amount, 100);
    assert_int_equal(o.level[0], -1);   /* a cell at 0 EUR reaches nothing */
    o = eval_json(g, "{\"grids\":{\"gain-1\":[],\"gain-2\":[]},\"draws\":{},\"amounts\":{\"gain-1\":0,\"gain-2\":0}}");
    assert_int_equal(o.status, LC_LOSE);
    assert_true(traced(g, &o, "art-4.3/lose"));
    read_error(g, "{\"grids\":{\"gain-1\":[[1]],\"gain-2\":[]},\"draws\":{},\"amounts\":{\"gain-1\":0,\"gain-2\":0}}",
               "grids.gain-1: expected 0 rows");
    lc_game_free(g);
}

/* Millionnaire, art. 3.3: three identical sums in a zone win that sum,
 * once; the zones add up (art. 3.1); a star is no sum (the default reading). */
static void test_millionnaire(void **s)
{
    (void)s;
    lc_game *g = load("tests/rules/millionnaire-2009.yaml");
#define MILL "{\"grids\":{\"zone-1\":[[%s]],\"zone-2\":[[\"10€\",\"10€\",\"1€\",\"10€\"]],"   \
             "\"zone-3\":[[\"1€\",\"2€\",\"5€\",\"10€\"]]},\"draws\":{}}"
    char buf[512];
    snprintf(buf, sizeof buf, MILL, "\"50€\",\"50€\",\"50€\",\"50€\"");
    lc_outcome o = eval_json(g, buf);
    assert_int_equal(o.amount, 6000);   /* 50 EUR once in zone 1, 10 EUR in zone 2 */
    assert_true(traced(g, &o, "art-3.3/three-50eur"));
    assert_true(traced(g, &o, "art-3.1/zones-add"));
    snprintf(buf, sizeof buf, MILL, "\"50€\",\"etoile\",\"50€\",\"20€\"");
    o = eval_json(g, buf);
    assert_int_equal(o.grid[0], 0);     /* two 50 EUR and a star: no three sums */
    assert_false(traced(g, &o, "art-3.2/star"));
    lc_game_free(g);
}

/* Tour du monde, art. 3.4 and 3.5: MONDE in any order wins the lot « Tour
 * du monde », a cross of suns a trip; both are trips, named by their labels. */
static void test_lots_in_kind(void **s)
{
    (void)s;
    lc_game *g = load("tests/rules/tour-du-monde.yaml");
#define X3 "[[\"avion\",\"valise\",\"avion\"],[\"valise\",\"avion\",\"valise\"],[\"avion\",\"valise\",\"avion\"]]"
#define C3 "[[\"soleil\",\"avion\",\"soleil\"],[\"valise\",\"soleil\",\"avion\"],[\"soleil\",\"valise\",\"soleil\"]]"
    lc_outcome o = eval_json(g, "{\"grids\":{\"jeu-1\":[[\"E\",\"D\",\"N\",\"O\",\"M\"]],\"venise\":" X3 ",\"maurice\":" C3
                                ",\"sydney\":" X3 ",\"pekin\":" X3 ",\"new-york\":" X3 "},\"draws\":{}}");
    assert_int_equal(o.amount, 2500000);
    assert_true(has_note(g, &o, "lot-tour-du-monde"));
    assert_true(has_note(g, &o, "lot-voyage-destination-unique"));
    assert_true(g->in_kind != 0);
    o = eval_json(g, "{\"grids\":{\"jeu-1\":[[\"E\",\"D\",\"N\",\"O\",\"A\"]],\"venise\":" X3 ",\"maurice\":" X3
                     ",\"sydney\":" X3 ",\"pekin\":" X3 ",\"new-york\":" C3 "},\"draws\":{}}");
    assert_int_equal(o.amount, 500000);
    assert_false(has_note(g, &o, "lot-tour-du-monde"));
    lc_game_free(g);
}

/* The test game's multiplier: three cherries (5 EUR) beside x10 pay 50 EUR. */
static void test_multiplier(void **s)
{
    (void)s;
    lc_game *g = load("tests/rules/multiplier.yaml");
#define MX "{\"grids\":{\"jeu\":[[\"cerise\",\"cerise\",\"%s\"]],\"multiplicateur\":[[\"%s\"]]},\"draws\":{}}"
    char buf[256];
    snprintf(buf, sizeof buf, MX, "cerise", "x10");
    lc_outcome o = eval_json(g, buf);
    assert_int_equal(o.amount, 5000);
    assert_true(traced(g, &o, "art-4/multiplier"));
    snprintf(buf, sizeof buf, MX, "cerise", "x1");
    o = eval_json(g, buf);
    assert_int_equal(o.amount, 500);
    assert_false(traced(g, &o, "art-4/multiplier"));
    snprintf(buf, sizeof buf, MX, "pomme", "x5");   /* nothing to multiply */
    o = eval_json(g, buf);
    assert_int_equal(o.status, LC_LOSE);
    assert_false(traced(g, &o, "art-4/multiplier"));
    lc_outcome m = {0};
    m.grid[0] = 200;
    lc_multiply_grids(g, 2, &m);   /* x5 */
    assert_int_equal(m.grid[0], 1000);
    lc_game_free(g);
}

/* What the language refuses, each at its key: the new constructs' mistakes. */
static void test_refusals(void **s)
{
    (void)s;
    static const struct { const char *file, *from, *to, *want; } bad[] = {
        {"tests/rules/multiplier.yaml", "applies: total}", "applies: all}", "expected a sequence, found 'all'"},
        {"tests/rules/multiplier.yaml", "rows: 1, columns: 1, symbols: [x1, x2, x5, x10]}",
         "rows: 1, columns: 2, symbols: [x1, x2, x5, x10]}", "must be one cell of symbols"},
        {"tests/rules/multiplier.yaml", "rows: 1, columns: 1, symbols: [x1, x2, x5, x10]}", "rows: 1, columns: 1}",
         "must be one cell of symbols"},
        {"tests/rules/multiplier.yaml", "factors: {x2: 2, x5: 5, x10: 10}", "factors: {x2: two}", "expected an integer"},
        {"tests/rules/12-billes-2001.yaml", "    amount_printed: cells\n", "    amount_printed: \"cells\"\n",
         "expected true, false or cells"},
        {"tests/rules/12-billes-2001.yaml", "    amount_printed: cells\n", "    amount_printed: [cells]\n",
         "expected true, false or cells"},
        {"tests/rules/millionnaire-2009.yaml", "holds: {alike: [\"1€\"], at_least: 3}", "holds: {alike: [\"1€\"], at_least: 0}",
         "from 1 to 64"},
        {"tests/rules/millionnaire-2009.yaml", "holds: {alike: [\"1€\"], at_least: 3}", "holds: {alike: [\"2 €\"], at_least: 3}",
         "2 €"},
        {"tests/rules/millionnaire-2009.yaml", "    wild: etoile", "    wild: [etoile]", "expected"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        lc_error err;
        char tmp[64];
        lc_game *g = load_mutated(bad[i].file, bad[i].from, bad[i].to, &err, tmp, sizeof tmp);
        unlink(tmp);
        if (g)
            fail_msg("%s: '%s' loaded", bad[i].file, bad[i].to);
        if (!strstr(err.message, bad[i].want))
            fail_msg("%s: '%s': %s lacks '%s'", bad[i].file, bad[i].to, err.message, bad[i].want);
    }
}

/* A wild symbol in sets filled alike, and k alike exactly: Tour du monde's
 * cross with a valise standing for a sun (a game of the test's own making). */
static void test_wild_in_sets(void **s)
{
    (void)s;
    lc_error err;
    char tmp[64];
    lc_game *g = load_mutated("tests/rules/tour-du-monde.yaml", "serving: []\n",
                              "serving: []\nmarking:\n  - {id: art-3.5/wild, cites: art-3.5, grids: [venise, maurice, "
                              "sydney, pekin, new-york], wild: valise}\n", &err, tmp, sizeof tmp);
    unlink(tmp);
    assert_non_null(g);
#define W3 "[[\"soleil\",\"avion\",\"valise\"],[\"avion\",\"soleil\",\"avion\"],[\"soleil\",\"avion\",\"soleil\"]]"
#define V3 "[[\"valise\",\"avion\",\"valise\"],[\"avion\",\"valise\",\"avion\"],[\"valise\",\"avion\",\"valise\"]]"
    lc_outcome o = eval_json(g, "{\"grids\":{\"jeu-1\":[[\"A\",\"D\",\"N\",\"O\",\"M\"]],\"venise\":" W3 ",\"maurice\":" V3
                                ",\"sydney\":" V3 ",\"pekin\":" V3 ",\"new-york\":" V3 "},\"draws\":{}}");
    assert_int_equal(o.grid[1], 500000);   /* four suns and a valise standing for the fifth */
    assert_int_equal(o.grid[2], 0);        /* valises alone stand for nothing */
    assert_true(traced(g, &o, "art-3.5/wild"));
    lc_game_free(g);
    g = load_mutated("tests/rules/millionnaire-2009.yaml", "holds: {alike: [\"10€\"], at_least: 3}",
                     "holds: {alike: [\"10€\"], exactly: 3}", &err, tmp, sizeof tmp);
    unlink(tmp);
    assert_non_null(g);
#define MILL3 "{\"grids\":{\"zone-1\":[[%s]],\"zone-2\":[[\"1€\",\"2€\",\"5€\",\"20€\"]]," \
              "\"zone-3\":[[\"1€\",\"2€\",\"5€\",\"20€\"]]},\"draws\":{}}"
    char buf[512];
    snprintf(buf, sizeof buf, MILL3, "\"10€\",\"10€\",\"10€\",\"10€\"");
    assert_int_equal(eval_json(g, buf).amount, 0);      /* four, not exactly three */
    snprintf(buf, sizeof buf, MILL3, "\"10€\",\"10€\",\"10€\",\"1€\"");
    assert_int_equal(eval_json(g, buf).amount, 1000);
    lc_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_billes),       cmocka_unit_test(test_banco),    cmocka_unit_test(test_millionnaire),
        cmocka_unit_test(test_lots_in_kind), cmocka_unit_test(test_multiplier),   cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_wild_in_sets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
