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

/* Each mistake refused at its place: the message, and the line and column
 * of the key it names (`at`: looked for from the change on, else before
 * it; NULL: only that some place is named). */
static void refused_at(const char *file, const char *from, const char *to, const char *at, const char *want)
{
    char *text = slurp(file), *out = replaced(text, from, to);
    lc_error err;
    memset(&err, 0, sizeof err);
    lc_game *g = lc_game_load_text(out, strlen(out), file, &err);
    if (g) {
        lc_game_free(g);
        fail_msg("%s: '%s' loaded", file, to);
    }
    if (!strstr(err.message, want))
        fail_msg("%s: '%s': '%s' lacks '%s'", file, to, err.message, want);
    int line = 1;
    if (at) {
        const char *from_at = out + (strstr(text, from) - text), *where = strstr(from_at, at);
        where = where ? where : strstr(out, at);   /* the key the mistake is about, after the change or before */
        assert_non_null(where);
        for (const char *q = out; q < where; q++)
            line += *q == '\n';
        if (err.line != line)
            fail_msg("%s: '%s': '%s' at line %d, wanted %d", file, to, err.message, err.line, line);
    }
    assert_true(err.line >= 1);
    assert_true(err.column >= 1);
    free(text);
    free(out);
}

/* docs/rules-language.md, `multiplier`: `grid` one cell of symbols with no
 * level of its own, `factors` a mapping of its symbols, `applies` the word
 * total or a list; `pays: printed` and `amounts_cents` (one per stake, null
 * where the table prints none, and some stake at least that pays); a game
 * needs a grid; a match condition per draw names declared draws. */
static void test_refused_at_their_place(void **s)
{
    (void)s;
    const char *mult = "tests/rules/multiplier.yaml", *amigo = "tests/rules/amigo-2014.yaml";
    refused_at(mult, "factors: {x2: 2, x5: 5, x10: 10}", "factors: {}", "factors", "expected a mapping of the grid's symbols");
    refused_at(mult, "factors: {x2: 2, x5: 5, x10: 10}", "factors: [x2, x5]", "factors", "expected a mapping");
    refused_at(mult, "factors: {x2: 2, x5: 5, x10: 10}", "factors: {x3: 3}", "x3", "'x3' is not a symbol of grid 'multiplicateur'");
    refused_at(mult, "applies: total}", "applies: \"total\"}", "\"total\"", "expected a sequence");   /* a text, not the word */
    refused_at(mult, "applies: total}", "applies: [multiplicateur]}", "applies", "the multiplier's own grid pays nothing");
    refused_at(mult, "grid: multiplicateur, factors", "grid: tirage, factors", "grid", "'tirage' is not a grid of the game");
    refused_at(mult, "  - {id: art-3/pomme,",
               "  - {id: art-3/x10, cites: art-3, grids: [multiplicateur], holds: {alike: [x10], at_least: 1}, amount_cents: 200}\n"
               "  - {id: art-3/pomme,", "grid: multiplicateur", "must be one cell of symbols that pays nothing itself");
    refused_at(mult, "    - {id: art-4/multiplier, cites: art-4, grid: multiplicateur, factors: {x2: 2, x5: 5, x10: 10}, applies: total}\n",
               "    - {id: art-4/multiplier, cites: art-4, grid: multiplicateur, factors: {x2: 2, x5: 5, x10: 10}, applies: total}\n"
               "    - {id: art-4/again, cites: art-4, grid: multiplicateur, factors: {x2: 2}, applies: [jeu]}\n",
               "{id: art-4/again", "a second active multiplier");
    refused_at("tests/rules/banco-2012.yaml",
               "grids:\n  - {id: art-4.1/gain-1, cites: art-4.1, name: gain-1, label: « Gain 1 », amount_printed: true}\n"
               "  - {id: art-4.1/gain-2, cites: art-4.1, name: gain-2, label: « Gain 2 », amount_printed: true}\n",
               "grids: []\n", NULL, "a game needs at least one grid");
    refused_at(amigo, "amounts_cents: [2500000, 5000000, 7500000, 10000000, 12500000, 25000000]",
               "amounts_cents: [~, null, ~, null, ~, ~]", "amounts_cents", "no stake at which the level pays");
    refused_at(amigo, "amounts_cents: [2500000, 5000000, 7500000, 10000000, 12500000, 25000000]",
               "amounts_cents: [\"null\", 5000000, 7500000, 10000000, 12500000, 25000000]", "\"null\"", "expected an integer");
    refused_at(amigo, "amounts_cents: [2500000, 5000000, 7500000, 10000000, 12500000, 25000000]",
               "amounts_cents: [[2500000], 5000000, 7500000, 10000000, 12500000, 25000000]", "[2500000]", "expected an integer");
    refused_at(amigo, "amounts_cents: [2500000, 5000000, 7500000, 10000000, 12500000, 25000000]", "pays: printed", "pays",
               "a game with stakes pays amounts per stake, not one printed");
    refused_at(amigo, "matches: [{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}]",
               "matches: [{draws: [bleus], exactly: 7}, {exactly: 0}]", "{exactly: 0}", "missing key 'draws'");
    refused_at(amigo, "matches: [{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}]",
               "matches: [{draws: [bleus], exactly: 7}, {draws: [rouges], exactly: 0}]", "rouges", "'rouges' is not a declared draw");
    refused_at(amigo, "matches: [{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}]",
               "matches: [{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 65}]", "65", "found '65'");
    refused_at(amigo, "matches: [{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}]",
               "matches: [{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0, at: 1}]", "at: 1", "unknown key 'at'");
    refused_at("tests/rules/tour-du-monde.yaml", "    sets:\n      - [[0, 0], [0, 2], [1, 1], [2, 0], [2, 2]]\n", "", NULL,
               "missing key 'sets'");
}

/* A multiplier gated by a reading not in force multiplies nothing: three
 * cherries beside x10 pay the cherries' 5 EUR. */
static void test_multiplier_not_in_force(void **s)
{
    (void)s;
    lc_error err;
    char tmp[64];
    lc_game *g = load_mutated("tests/rules/multiplier.yaml", "{id: art-4/multiplier, cites: art-4, grid",
                              "{id: art-4/multiplier, cites: art-4, when: {I-MX-VOID: refund}, grid", &err, tmp, sizeof tmp);
    unlink(tmp);
    if (!g)
        fail_msg("%s", err.message);
    char buf[256];
    snprintf(buf, sizeof buf, MX, "cerise", "x10");
    lc_outcome o = eval_json(g, buf);
    assert_int_equal(o.amount, 500);
    assert_false(traced(g, &o, "art-4/multiplier"));
    lc_game_free(g);
}

/* amounts_cents: null where the table prints no prize at that stake: a play
 * that reaches the level there pays nothing, and is still at that level. */
static void test_level_without_prize_at_a_stake(void **s)
{
    (void)s;
    lc_error err;
    char tmp[64];
    lc_game *g = load_mutated("tests/rules/amigo-2014.yaml",
                              "amounts_cents: [2500000, 5000000, 7500000, 10000000, 12500000, 25000000]",
                              "amounts_cents: [~, 5000000, 7500000, 10000000, 12500000, 25000000]", &err, tmp, sizeof tmp);
    unlink(tmp);
    if (!g)
        fail_msg("%s", err.message);
#define AMIGO "{\"grids\":{\"grille\":[[1,2,3,4,5,6,7]]},\"draws\":{\"bleus\":[1,2,3,4,5,6,7],\"bonus\":[20,21,22,23,24]}," \
              "\"stake_cents\":%d}"
    char buf[256];
    snprintf(buf, sizeof buf, AMIGO, 200);
    lc_outcome o = eval_json(g, buf);
    assert_int_equal(o.amount, 0);
    assert_true(o.level[0] >= 0);
    assert_string_equal(g->clauses[g->grids[0].lev[o.level[0]].clause].id, "art-2.3/7-0");
    snprintf(buf, sizeof buf, AMIGO, 400);
    assert_int_equal(eval_json(g, buf).amount, 5000000);
    lc_game_free(g);
}

/* The unit's shape: a draw of more numbers than any draw holds, amounts
 * that are not an object naming the grids that print one. */
static void test_unit_shape_of_amounts(void **s)
{
    (void)s;
    lc_game *g = load("tests/rules/banco-2012.yaml");
    read_error(g, "{\"grids\":{\"gain-1\":[],\"gain-2\":[]},\"draws\":{},\"amounts\":5}",
               "amounts: expected an object of the amounts printed on 2 grids");
    read_error(g, "{\"grids\":{\"gain-1\":[],\"gain-2\":[]},\"draws\":{},\"amounts\":{\"gain-1\":100}}", "amounts.gain-2: missing");
    read_error(g, "{\"grids\":{\"gain-1\":[],\"gain-2\":[]},\"draws\":{},\"amounts\":{\"gain-1\":100,\"gain-2\":\"1 EUR\"}}",
               "amounts.gain-2: expected an integer");
    lc_game_free(g);
    g = load("tests/rules/keno-10-spot.yaml");
    char buf[1024];
    int len = snprintf(buf, sizeof buf, "{\"grids\":{\"grille\":[[1,2,3,4,5,6,7,8,9,10]]},\"draws\":{\"tirage\":[");
    for (int i = 1; i <= LC_MAX_DRAWN + 1; i++)
        len += snprintf(buf + len, sizeof buf - (size_t)len, "%s%d", i > 1 ? "," : "", i);
    snprintf(buf + len, sizeof buf - (size_t)len, "]}}");
    read_error(g, buf, "draws.tirage: more than 64 numbers");
    lc_game_free(g);
}

static int same_units(const lc_game *g, const char *a, const char *b)
{
    json_t *ja = json_loads(a, 0, NULL), *jb = json_loads(b, 0, NULL);
    lc_unit ua, ub;
    char why[256];
    assert_int_equal(lc_unit_read(g, ja, &ua, why, sizeof why), 0);
    assert_int_equal(lc_unit_read(g, jb, &ub, why, sizeof why), 0);
    json_decref(ja);
    json_decref(jb);
    return lc_unit_same(g, &ua, &ub);
}

/* Two units are the same unit only with the same sums printed and the same
 * stake: a sum beside one ball, an amount in a « Gain » cell, the stake. */
static void test_unit_same_reads_amounts_and_stake(void **s)
{
    (void)s;
    lc_game *g = load("tests/rules/12-billes-2001.yaml");
    char a[512], b[512];
    snprintf(a, sizeof a, BILLES, "7", "31", "1000");
    snprintf(b, sizeof b, BILLES, "7", "31", "1000");
    assert_true(same_units(g, a, b));
    snprintf(b, sizeof b, BILLES, "7", "31", "2000");
    assert_false(same_units(g, a, b));
    lc_game_free(g);
    g = load("tests/rules/banco-2012.yaml");
    const char *b1 = "{\"grids\":{\"gain-1\":[],\"gain-2\":[]},\"draws\":{},\"amounts\":{\"gain-1\":0,\"gain-2\":100}}";
    const char *b2 = "{\"grids\":{\"gain-1\":[],\"gain-2\":[]},\"draws\":{},\"amounts\":{\"gain-1\":0,\"gain-2\":200}}";
    assert_true(same_units(g, b1, b1));
    assert_false(same_units(g, b1, b2));
    lc_game_free(g);
    g = load("tests/rules/amigo-2014.yaml");
    char s1[256], s2[256];
    snprintf(s1, sizeof s1, AMIGO, 200);
    snprintf(s2, sizeof s2, AMIGO, 400);
    assert_true(same_units(g, s1, s1));
    assert_false(same_units(g, s1, s2));
    lc_game_free(g);
}

/* holds: {alike: [..], at_least: k}: one symbol of the list fills k cells;
 * two of the list do not add up. */
static void test_alike_of_several_symbols(void **s)
{
    (void)s;
    lc_error err;
    char tmp[64];
    lc_game *g = load_mutated("tests/rules/millionnaire-2009.yaml", "holds: {alike: [\"10€\"], at_least: 3}",
                              "holds: {alike: [\"10€\", \"20€\"], at_least: 3}", &err, tmp, sizeof tmp);
    unlink(tmp);
    if (!g)
        fail_msg("%s", err.message);
    char buf[512];
    snprintf(buf, sizeof buf, MILL3, "\"10€\",\"10€\",\"10€\",\"20€\"");
    lc_outcome o = eval_json(g, buf);
    assert_int_equal(o.amount, 1000);
    assert_true(traced(g, &o, "art-3.3/three-10eur"));
    snprintf(buf, sizeof buf, MILL3, "\"20€\",\"10€\",\"20€\",\"20€\"");
    o = eval_json(g, buf);
    assert_int_equal(o.amount, 2000);   /* three 20 EUR: both levels reached, the highest paid */
    assert_true(traced(g, &o, "art-3.3/three-20eur"));
    snprintf(buf, sizeof buf, MILL3, "\"10€\",\"10€\",\"20€\",\"20€\"");
    assert_int_equal(eval_json(g, buf).amount, 0);      /* two and two: no symbol three times */
    lc_game_free(g);
}

/* Keno's "0 of 10" pays: a play that found 2 numbers loses, and the draw is
 * in its trace, since without it the play would have found none. */
static void test_keno_zero_of_ten(void **s)
{
    (void)s;
    lc_game *g = load("tests/rules/keno-10-spot.yaml");
#define KENO "{\"grids\":{\"grille\":[[1,2,3,4,5,6,7,8,9,10]]},\"draws\":{\"tirage\":[%s,61,62,63,64,65,66,67,68,69,70,71,72,73," \
             "74,75,76,77,78]}}"
    char buf[512];
    snprintf(buf, sizeof buf, KENO, "1,2");
    lc_outcome o = eval_json(g, buf);
    assert_int_equal(o.status, LC_LOSE);
    assert_true(traced(g, &o, "art-2/serving"));
    snprintf(buf, sizeof buf, KENO, "79,80");
    o = eval_json(g, buf);
    assert_int_equal(o.amount, 500);
    assert_true(traced(g, &o, "art-3/0"));
    lc_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_billes),       cmocka_unit_test(test_banco),    cmocka_unit_test(test_millionnaire),
        cmocka_unit_test(test_lots_in_kind), cmocka_unit_test(test_multiplier),   cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_wild_in_sets),
        cmocka_unit_test(test_refused_at_their_place),
        cmocka_unit_test(test_multiplier_not_in_force),
        cmocka_unit_test(test_level_without_prize_at_a_stake),
        cmocka_unit_test(test_unit_shape_of_amounts),
        cmocka_unit_test(test_unit_same_reads_amounts_and_stake),
        cmocka_unit_test(test_alike_of_several_symbols),
        cmocka_unit_test(test_keno_zero_of_ten),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
