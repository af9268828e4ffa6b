/* test_eval.c — the evaluator against outcomes worked out by hand from the
 * règlement texts (art. numbers in each test's comment). */
#include "helpers.h"

static lc_game *bingo, *sb04, *sb06;

static int setup(void **state)
{
    (void)state;
    lc_error err;
    bingo = lc_game_load(BINGO, &err);
    sb04 = lc_game_load(SB04, &err);
    sb06 = lc_game_load(SB06, &err);
    return bingo && sb04 && sb06 ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    lc_game_free(bingo);
    lc_game_free(sb04);
    lc_game_free(sb06);
    return 0;
}

/* Bingo grids used below. G1: corners 1 4 13 16, main diagonal 1 J 11 16,
 * anti-diagonal 4 7 10 13. G2: rows 21-24, 25-28 (J at 26), 29-32, 33-36 and
 * the joker in row 1. Drawn numbers not on either grid: 60-75. */
#define G1 "[[1,2,3,4],[5,\"J\",7,8],[9,10,11,12],[13,14,15,16]]"
#define G2 "[[21,22,23,24],[25,\"J\",27,28],[29,30,31,32],[33,34,35,36]]"

static char *bingo_unit(const char *boules, const char *bonus)
{
    static char buf[1024];
    snprintf(buf, sizeof buf, "{\"grids\":{\"grille-1\":" G1 ",\"grille-2\":" G2 "},"
             "\"draws\":{\"boules\":[%s],\"bonus\":[%s]}}", boules, bonus);
    return buf;
}

/* art. 4.6: the four corners pay 2 €; 2 € is a row of the table. */
static void test_bingo_corners(void **s)
{
    (void)s;
    lc_outcome o = eval_json(bingo, bingo_unit("1,4,13,16,60,61,62,63,64,65,66,67,68,69,70", "71,72,73"));
    assert_int_equal(o.status, LC_WIN);
    assert_int_equal(o.amount, 200);
    assert_int_equal(o.grid[0], 200);
    assert_int_equal(o.grid[1], 0);
    assert_int_equal(o.notes, 0);
    assert_true(traced(bingo, &o, "art-4.6/corners"));
}

/* art. 4.6 + 4.1: the joker completes the main diagonal: 20 €, and corners
 * too, but only the highest counts (4.9). 20 € alone is no row of the table:
 * note off-table (I-TABLE-IS-BLOCK-LEVEL). */
static void test_bingo_diagonal_with_joker(void **s)
{
    (void)s;
    lc_outcome o = eval_json(bingo, bingo_unit("1,4,13,16,11,60,61,62,63,64,65,66,67,68,69", "70,71,72"));
    assert_int_equal(o.amount, 2000);
    assert_true(traced(bingo, &o, "art-4.6/diagonal"));
    assert_true(traced(bingo, &o, "art-4.9/highest"));
    assert_true(traced(bingo, &o, "art-4.1/joker"));
    assert_true(traced(bingo, &o, "I-BINGO-JOKER"));
    assert_true(has_note(bingo, &o, "off-table"));
}

/* art. 4.9, first sentence: the diagonal with the corners besides wins two
 * ways (note several-ways, the diagonal still paid); two diagonals hold the
 * corners (one way); three lines hold two and one (one way). */
static void test_bingo_several_ways(void **s)
{
    (void)s;
    lc_outcome o = eval_json(bingo, bingo_unit("1,4,13,16,11,60,61,62,63,64,65,66,67,68,69", "70,71,72"));
    assert_int_equal(o.amount, 2000);
    assert_true(has_note(bingo, &o, "several-ways"));
    assert_true(traced(bingo, &o, "art-4.9/one-way"));
    assert_true(traced(bingo, &o, "I-BINGO-ONE-WAY"));
    o = eval_json(bingo, bingo_unit("1,4,13,16,11,7,10,60,61,62,63,64,65,66,67", "70,71,72"));
    assert_int_equal(o.amount, 10000);
    assert_int_equal(o.notes, 0);
    o = eval_json(bingo, bingo_unit("1,11,16,4,60,61,62,63,64,65,66,67,68,69,70", "71,72,73"));   /* 3 corners */
    assert_int_equal(o.amount, 2000);
    assert_false(has_note(bingo, &o, "several-ways"));
    o = eval_json(bingo, bingo_unit("21,22,23,24,25,27,28,29,30,31,32,60,61,62,63", "64,65,66"));
    assert_int_equal(o.amount, 100000);
    assert_int_equal(o.notes, 0);
    /* what each level entails: bit j of implies */
    const lc_grid *g1 = &bingo->grids[0], *blue = &sb04->grids[0];
    for (int i = 0; i < g1->nlev; i++)
        assert_true(g1->lev[i].implies >> i & 1);
    assert_int_equal(g1->lev[0].implies, 7);   /* two diagonals: both diagonals' levels and the corners */
    assert_int_equal(g1->lev[1].implies, 2);   /* one diagonal: itself */
    assert_int_equal(g1->lev[2].implies, 4);
    assert_int_equal(bingo->grids[1].lev[0].implies, 15);   /* the full grid: every line level */
    assert_int_equal(blue->lev[blue->nlev - 1].implies, 1u << (blue->nlev - 1));   /* one match: itself */
}

/* art. 4.6 + 4.7 + 4.8: diagonal (20 €) on grille-1 and one line (4 €) on
 * grille-2 add up to 24 €, a row of the table reachable only as a sum. */
static void test_bingo_sum_24(void **s)
{
    (void)s;
    lc_outcome o = eval_json(bingo, bingo_unit("1,11,16,21,22,23,24,60,61,62,63,64,65,66,67", "68,69,70"));
    assert_int_equal(o.amount, 2400);
    assert_int_equal(o.grid[0], 2000);
    assert_int_equal(o.grid[1], 400);
    assert_int_equal(o.notes, 0);
    assert_true(traced(bingo, &o, "art-4.8/sum"));
    assert_true(traced(bingo, &o, "art-4.7/one-line"));
}

/* art. 4.7: a complete column never pays; the joker's column 1 with 22 30 34. */
static void test_bingo_column_never_pays(void **s)
{
    (void)s;
    lc_outcome o = eval_json(bingo, bingo_unit("22,30,34,60,61,62,63,64,65,66,67,68,69,70,71", "72,73,74"));
    assert_int_equal(o.status, LC_LOSE);
    assert_int_equal(o.amount, 0);
    assert_true(traced(bingo, &o, "art-4.7/no-vertical"));
}

/* art. 4.7: full grid 10 000 € beats three lines; 15 numbers + joker. */
static void test_bingo_full_grid(void **s)
{
    (void)s;
    lc_outcome o = eval_json(bingo, bingo_unit("21,22,23,24,25,27,28,29,30,31,32,33,34,35,36", "60,61,62"));
    assert_int_equal(o.amount, 1000000);
    assert_true(traced(bingo, &o, "art-4.7/full-grid"));
}

/* art. 4.4: the bonus serves both grids; corners on grille-1 via the bonus. */
static void test_bingo_bonus_serves_grids(void **s)
{
    (void)s;
    lc_outcome o = eval_json(bingo, bingo_unit("1,4,13,60,61,62,63,64,65,66,67,68,69,70,71", "16,72,73"));
    assert_int_equal(o.amount, 200);
    assert_true(traced(bingo, &o, "art-4.4/both-grids"));
}

/* art. 4.2 and I-BINGO-DRAWN-DISTINCT: 76 out of range; a bonus repeating a
 * boule; each is an anomaly with remedy void (I-BINGO-VOID). */
static void test_bingo_anomalies(void **s)
{
    (void)s;
    lc_outcome o = eval_json(bingo, bingo_unit("1,4,13,16,60,61,62,63,64,65,66,67,68,69,76", "70,71,72"));
    assert_int_equal(o.status, LC_ANOMALY);
    assert_int_equal(o.amount, 0);
    assert_int_equal(o.nviol, 1);
    assert_true(violated(bingo, &o, "art-4.2/drawn-range"));
    o = eval_json(bingo, bingo_unit("1,4,13,16,60,61,62,63,64,65,66,67,68,69,70", "70,71,72"));
    assert_int_equal(o.nviol, 1);
    assert_true(violated(bingo, &o, "art-4.4/drawn-distinct"));
    o = eval_json(bingo, bingo_unit("1,4,13,16,60,61,62,63,64,65,66,67,68,69", "70,71,72"));
    assert_true(violated(bingo, &o, "art-4.4/boules-count"));
    assert_true(traced(bingo, &o, "I-BINGO-VOID"));
}

static char *sb_unit(const char *bleue, const char *verte, const char *tb, const char *tv, int bonus)
{
    static char buf[1024];
    snprintf(buf, sizeof buf, "{\"grids\":{\"bleue\":%s,\"verte\":%s},\"draws\":{\"jetons-bleus\":[%s],"
             "\"jetons-verts\":[%s],\"bonus\":[%d]}}", bleue, verte, tb, tv, bonus);
    return buf;
}

/* Blue: 1 12 23 34 / 2 13 24 on the grid (7 numbers, 5 blanks, per column). */
#define BLEUE "[[1,12,null,34],[null,13,23,null],[2,null,24,null]]"
#define VERTE "[[5,15,null,35],[null,16,25,null],[6,null,26,null]]"

/* art. 3.5–3.6: two blue tokens on the blue grid: 40 €; 40 € is a row. */
static void test_sb_two_matches(void **s)
{
    (void)s;
    lc_outcome o = eval_json(sb04, sb_unit(BLEUE, VERTE, "1,12,27,38", "7,17,27,37", 39));
    assert_int_equal(o.status, LC_WIN);
    assert_int_equal(o.amount, 4000);
    assert_int_equal(o.grid[0], 4000);
    assert_int_equal(o.notes, 0);
}

/* art. 3.5: a token serves only its colour: green tokens 1 and 12 do not
 * count on the blue grid. */
static void test_sb_token_colour(void **s)
{
    (void)s;
    lc_outcome o = eval_json(sb04, sb_unit(BLEUE, VERTE, "3,14,27,38", "1,12,27,37", 39));
    assert_int_equal(o.status, LC_LOSE);
}

/* art. 3.67: 40 € on blue (tokens 1, 12) + 4 € on green (token 5): 44 €,
 * a permitted double. */
static void test_sb_permitted_double(void **s)
{
    (void)s;
    lc_outcome o = eval_json(sb04, sb_unit(BLEUE, VERTE, "1,12,27,38", "5,17,27,37", 39));
    assert_int_equal(o.amount, 4400);
    assert_int_equal(o.notes, 0);
    assert_true(traced(sb04, &o, "art-3.67/permitted"));
}

/* I-SB-DISTINCT: the bonus 12 equals the blue token 12: counted once -> one
 * match (4 €), and the bonus also matches nothing on green. */
static void test_sb_bonus_equals_token(void **s)
{
    (void)s;
    lc_outcome o = eval_json(sb04, sb_unit(BLEUE, VERTE, "3,12,27,38", "7,17,27,37", 12));
    assert_int_equal(o.amount, 400);
    assert_true(traced(sb04, &o, "I-SB-DISTINCT"));
}

/* art. 3.5: the bonus serves both grids: bonus 5 matches on green while
 * blue token 1 matches on blue: 4 € + 4 € = 8 €, a permitted double. */
static void test_sb_bonus_both_grids(void **s)
{
    (void)s;
    lc_outcome o = eval_json(sb04, sb_unit(BLEUE, VERTE, "1,14,27,38", "7,17,27,37", 5));
    assert_int_equal(o.grid[0], 400);
    assert_int_equal(o.grid[1], 400);
    assert_int_equal(o.amount, 800);
    assert_true(traced(sb04, &o, "art-3.5/bonus-both"));
}

/* I-SB-FIVE: four blue tokens and the bonus all on the blue grid: 5 000 €
 * with note count-beyond-table. */
static void test_sb_five_matches(void **s)
{
    (void)s;
    lc_outcome o = eval_json(sb04, sb_unit(BLEUE, VERTE, "1,12,23,34", "7,17,27,37", 13));
    assert_int_equal(o.amount, 500000);
    assert_true(has_note(sb04, &o, "count-beyond-table"));
    assert_true(traced(sb04, &o, "I-SB-FIVE"));
}

/* I-SB-DOUBLE-WIN: 40 € + 40 € is not a permitted double: still 80 €, with
 * notes combination-not-permitted and off-table. */
static void test_sb_double_not_permitted(void **s)
{
    (void)s;
    lc_outcome o = eval_json(sb04, sb_unit(BLEUE, VERTE, "1,12,27,38", "5,15,27,37", 39));
    assert_int_equal(o.amount, 8000);
    assert_true(has_note(sb04, &o, "combination-not-permitted"));
    assert_true(has_note(sb04, &o, "off-table"));
}

/* art. 3.2–3.3 (2004): misprints are refunded; 4.3–4.4 (2006): void. */
static void test_sb_anomaly_remedies(void **s)
{
    (void)s;
    const char *bad_col = "[[1,12,null,34],[null,13,23,null],[2,null,24,null]]";
    lc_outcome o = eval_json(sb04, sb_unit(bad_col, VERTE, "1,12,12,38", "7,17,27,37", 39));
    assert_int_equal(o.status, LC_ANOMALY);
    assert_true(violated(sb04, &o, "art-3.3/token-decades"));
    assert_string_equal(sb04->remedy, "refund");
    o = eval_json(sb06, sb_unit("[[10,12,null,34],[null,13,23,null],[2,null,24,null]]", VERTE, "1,12,27,38",
                                "7,17,27,37", 39));
    assert_int_equal(o.status, LC_ANOMALY);
    assert_int_equal(o.nviol, 1);
    assert_true(violated(sb06, &o, "art-4.3/column-ranges"));
    assert_string_equal(sb06->remedy, "void");
}

/* A selectable reading changes the decision: I-SB-DISTINCT twice makes the
 * bonus equal to a token count twice: 40 € instead of 4 €. */
static void test_sb_alternative_reading(void **s)
{
    (void)s;
    lc_error err;
    char tmp[64];
    lc_game *g = load_mutated(SB04, "    default: once\n    selected: once\n", "    default: once\n    selected: twice\n",
                              &err, tmp, sizeof tmp);
    unlink(tmp);
    assert_non_null(g);
    lc_outcome o = eval_json(g, sb_unit(BLEUE, VERTE, "3,12,27,38", "7,17,27,37", 12));
    assert_int_equal(o.amount, 4000);
    assert_true(traced(g, &o, "art-3.5/count-per-draw"));
    lc_game_free(g);
}

/* The I-SB-FIVE alternative: five matches pay nothing. */
static void test_sb_five_alternative(void **s)
{
    (void)s;
    lc_error err;
    char tmp[64];
    lc_game *g = load_mutated(SB04, "    default: four-level-with-note\n    selected: four-level-with-note\n",
                              "    default: four-level-with-note\n    selected: no-prize\n", &err, tmp, sizeof tmp);
    unlink(tmp);
    assert_non_null(g);
    lc_outcome o = eval_json(g, sb_unit(BLEUE, VERTE, "1,12,23,34", "7,17,27,37", 13));
    assert_int_equal(o.status, LC_LOSE);
    lc_game_free(g);
}

/* Shape errors are input errors, not anomalies. */
static void test_unit_shape_errors(void **s)
{
    (void)s;
    const char *bad[] = {
        "[]",
        "{\"grids\":{},\"draws\":{}}",
        "{\"grids\":{\"bleue\":" BLEUE "},\"draws\":{\"jetons-bleus\":[1],\"jetons-verts\":[1],\"bonus\":[1]}}",
        "{\"grids\":{\"bleue\":[[1,2,3,4]],\"verte\":" VERTE "},\"draws\":{\"jetons-bleus\":[1],\"jetons-verts\":[1],\"bonus\":[1]}}",
        "{\"grids\":{\"bleue\":" BLEUE ",\"verte\":" VERTE "},\"draws\":{\"jetons-bleus\":[1.5],\"jetons-verts\":[1],\"bonus\":[1]}}",
        "{\"grids\":{\"bleue\":" BLEUE ",\"verte\":" VERTE "},\"draws\":{\"jetons-bleus\":[1],\"jetons-verts\":[1],\"bonus\":[\"J\"]}}",
        "{\"grids\":{\"bleue\":" BLEUE ",\"verte\":" VERTE ",\"rouge\":" VERTE "},\"draws\":{\"jetons-bleus\":[1],\"jetons-verts\":[1],\"bonus\":[1]}}",
        "{\"grids\":{\"bleue\":[[1,\"K\",null,34],[null,13,23,null],[2,null,24,null]],\"verte\":" VERTE "},\"draws\":{\"jetons-bleus\":[1],\"jetons-verts\":[1],\"bonus\":[1]}}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        json_error_t je;
        json_t *j = json_loads(bad[i], 0, &je);
        assert_non_null(j);
        lc_unit u;
        char why[256] = "";
        if (lc_unit_read(sb04, j, &u, why, sizeof why) == 0)
            fail_msg("accepted shape %zu", i);
        assert_true(strlen(why) > 0);
        json_decref(j);
    }
}

/* The test game of letters and symbols, with one joker allowed per grid
 * of pictures: a joker stands for no symbol, so it breaks a cross alike,
 * even where it is the set's first cell; letters count once however often
 * they show; an integer or an unknown word is no cell of a grid of symbols. */
#define LS_GRID(a) "[[" a ",\"avion\",\"soleil\"],[\"valise\",\"soleil\",\"avion\"],[\"soleil\",\"valise\",\"soleil\"]]"
#define LS_PLAIN "[[\"avion\",\"avion\",\"avion\"],[\"avion\",\"avion\",\"avion\"],[\"avion\",\"avion\",\"avion\"]]"
#define LS_JOKER "[[\"J\",\"avion\",\"avion\"],[\"avion\",\"avion\",\"avion\"],[\"avion\",\"avion\",\"avion\"]]"
static const char *ls_unit(char *buf, size_t n, const char *letters, const char *g1, const char *others)
{
    snprintf(buf, n, "{\"grids\":{\"lettres\":[[%s]],\"grille-1\":%s,\"grille-2\":%s,\"grille-3\":%s,"
             "\"grille-4\":%s,\"grille-5\":%s},\"draws\":{}}", letters, g1, others, others, others, others);
    return buf;
}

static void test_symbols(void **s)
{
    (void)s;
    lc_error err;
    char tmp[64], buf[1400];
    lc_game *ls = load_mutated("tests/rules/letters-and-symbols.yaml", "    numbers: 9\n    jokers: 0\n",
                               "    numbers: 8\n    jokers: 1\n", &err, tmp, sizeof tmp);
    unlink(tmp);
    assert_non_null(ls);
    int g1 = lc_game_grid(ls, "grille-1");
    lc_outcome o = eval_json(ls, ls_unit(buf, sizeof buf, "\"M\",\"O\",\"N\",\"D\",\"E\"", LS_GRID("\"J\""), LS_JOKER));
    assert_int_equal(o.status, LC_WIN);   /* the letters only: a joker in a corner breaks the cross */
    assert_int_equal(o.grid[g1], 0);
    o = eval_json(ls, ls_unit(buf, sizeof buf, "\"M\",\"O\",\"N\",\"D\",\"E\"", LS_JOKER, LS_JOKER));
    assert_int_equal(o.amount, 100000);   /* a joker first, planes after: no cross either */
    lc_game_free(ls);

    ls = lc_game_load("tests/rules/letters-and-symbols.yaml", &err);
    assert_non_null(ls);
    o = eval_json(ls, ls_unit(buf, sizeof buf, "\"M\",\"M\",\"M\",\"M\",\"M\"", LS_GRID("\"soleil\""), LS_PLAIN));
    assert_int_equal(o.status, LC_WIN);
    assert_int_equal(o.amount, 2000);            /* one letter five times: one of five */
    assert_int_equal(o.marked[0], 0x1f);         /* the cells showing a letter it counts */
    assert_int_equal(o.marked[g1], 0x155);       /* the cross: cells 0, 2, 4, 6, 8 */
    o = eval_json(ls, ls_unit(buf, sizeof buf, "\"O\",\"D\",\"E\",\"N\",\"M\"", LS_GRID("\"palmier\""), LS_PLAIN));
    assert_int_equal(o.amount, 100000);          /* a palm tree in a corner, suns elsewhere: no cross */
    assert_int_equal(o.grid[g1], 0);
    assert_true(traced(ls, &o, "art-3/monde") && !traced(ls, &o, "art-3/cross-win"));

    const char *bad[] = {"1", "\"Z\"", "\"soleil\"", "1.5", "[]"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char letters[64];
        snprintf(letters, sizeof letters, "%s,\"O\",\"N\",\"D\",\"E\"", bad[i]);
        json_t *j = json_loads(ls_unit(buf, sizeof buf, letters, LS_GRID("\"soleil\""), LS_PLAIN), 0, NULL);
        assert_non_null(j);
        lc_unit u;
        char why[256] = "";
        assert_int_equal(lc_unit_read(ls, j, &u, why, sizeof why), -1);
        assert_non_null(strstr(why, "grids.lettres[0][0]: expected one of the grid's symbols"));
        json_decref(j);
    }
    lc_game_free(ls);
}

/* The lucky-digit test game: a game showing the lucky digit pays the
 * amount printed beside it; an amount outside the table is an anomaly;
 * "amounts" is part of the unit's shape (each grid once, an integer), and
 * only in a game that prints amounts. */
static void test_amounts_printed(void **s)
{
    (void)s;
    lc_error err;
    lc_game *ld = lc_game_load("tests/rules/lucky-digit.yaml", &err);
    assert_non_null(ld);
#define LD_UNIT "{\"grids\":{\"jeu-1\":[[7]],\"jeu-2\":[[3]],\"jeu-3\":[[7]]},\"draws\":{\"porte-bonheur\":[7]}," \
                "\"amounts\":{\"jeu-1\":400,\"jeu-2\":100000,\"jeu-3\":%s}}"
    char buf[512];
    snprintf(buf, sizeof buf, LD_UNIT, "2000");
    lc_outcome o = eval_json(ld, buf);
    assert_int_equal(o.status, LC_WIN);
    assert_int_equal(o.amount, 2400);   /* 4 + 20 EUR: the lucky digit on jeu-1 and jeu-3 */
    assert_int_equal(o.grid[1], 0);     /* 1 000 EUR printed on jeu-2, which shows 3 */
    assert_true(has_note(ld, &o, "off-table"));
    snprintf(buf, sizeof buf, LD_UNIT, "2001");
    o = eval_json(ld, buf);
    assert_int_equal(o.status, LC_ANOMALY);
    assert_true(violated(ld, &o, "art-3/amount"));
    snprintf(buf, sizeof buf, LD_UNIT, "99999999999999999");   /* clamped, and in no table */
    o = eval_json(ld, buf);
    assert_int_equal(o.status, LC_ANOMALY);

    const char *bad[][2] = {
        {"{\"grids\":{\"jeu-1\":[[7]],\"jeu-2\":[[3]],\"jeu-3\":[[7]]},\"draws\":{\"porte-bonheur\":[7]},\"amounts\":[400]}",
         "amounts: expected an object of the amounts printed on 3 grids"},
        {"{\"grids\":{\"jeu-1\":[[7]],\"jeu-2\":[[3]],\"jeu-3\":[[7]]},\"draws\":{\"porte-bonheur\":[7]},\"amounts\":{},\"x\":1}",
         "unit.x: unknown key (expected grids, draws and amounts)"},
        {"{\"grids\":{\"jeu-1\":[[7]],\"jeu-2\":[[3]],\"jeu-3\":[[7]]},\"draws\":{\"porte-bonheur\":[7]},"
         "\"amounts\":{\"jeu-1\":1,\"jeu-2\":1,\"jeu-3\":-99999999999999999}}", NULL},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        json_t *j = json_loads(bad[i][0], 0, NULL);
        assert_non_null(j);
        lc_unit u;
        char why[256] = "";
        int rc = lc_unit_read(ld, j, &u, why, sizeof why);
        if (bad[i][1]) {
            assert_int_equal(rc, -1);
            assert_non_null(strstr(why, bad[i][1]));
        } else {
            assert_int_equal(rc, 0);   /* a shape it reads: the amount is content, clamped */
            assert_true(u.printed[2] == -1000000000000000LL);
        }
        json_decref(j);
    }
    json_t *j = json_loads("{\"grids\":{\"bleue\":[],\"verte\":[]},\"draws\":{},\"amounts\":{}}", 0, NULL);
    lc_unit u;
    char why[256] = "";
    assert_int_equal(lc_unit_read(sb04, j, &u, why, sizeof why), -1);   /* no amounts in a game that prints none */
    assert_non_null(strstr(why, "unit.amounts: unknown key (expected grids, draws)"));
    json_decref(j);
    lc_game_free(ld);
}

/* A draw game (tests/rules/amigo-2014.yaml): the rank from the play's
 * numbers found in each draw, the amount at the stake chosen. */
static void test_draw_game(void **s)
{
    (void)s;
    lc_error err;
    lc_game *am = lc_game_load("tests/rules/amigo-2014.yaml", &err);
    assert_non_null(am);
#define AM_UNIT "{\"grids\":{\"grille\":[[1,2,3,4,5,6,7]]},\"draws\":{\"bleus\":[%s],\"bonus\":[%s]}," \
                "\"stake_cents\":%s}"
    static const struct { const char *blue, *bonus, *stake; int64_t amount; } plays[] = {
        {"1,2,3,4,5,6,7", "8,9,10,11,12", "200", 2500000},      /* 7 blue: 25 000 EUR at 2 EUR */
        {"1,2,3,4,5,6,8", "7,9,10,11,12", "400", 120000},       /* 6 blue, 1 bonus, at 4 EUR */
        {"1,2,3,4,5,6,8", "9,10,11,12,13", "2000", 500000},     /* 6 blue, no bonus, at 20 EUR */
        {"1,2,8,9,10,11,12", "3,4,5,6,7", "1000", 50000},       /* 2 blue, 5 bonus, at 10 EUR */
        {"1,2,3,4,5,8,9", "6,10,11,12,13", "800", 22000},       /* 5 blue, 1 bonus: the cut row */
        {"1,2,3,4,8,9,10", "5,11,12,13,14", "200", 0},          /* 4 blue, 1 bonus: no row stored */
    };
    char buf[512];
    for (size_t i = 0; i < sizeof plays / sizeof *plays; i++) {
        snprintf(buf, sizeof buf, AM_UNIT, plays[i].blue, plays[i].bonus, plays[i].stake);
        lc_outcome o = eval_json(am, buf);
        assert_int_equal(o.status, plays[i].amount ? LC_WIN : LC_LOSE);
        assert_int_equal(o.amount, plays[i].amount);
    }
    snprintf(buf, sizeof buf, AM_UNIT, "1,2,3,4,5,6,7", "8,9,10,11,12", "300");   /* no column for 3 EUR */
    lc_outcome o = eval_json(am, buf);
    assert_int_equal(o.status, LC_ANOMALY);
    assert_true(violated(am, &o, "art-2.3/stake"));
    /* the counts per draw, as lint poses them: 6 blue and 1 bonus pay the 2 EUR column */
    int level;
    uint8_t dcount[LC_MAX_DRAWS] = {6, 1};
    assert_int_equal(lc_score_grid_counts(&am->grids[0], 7, dcount, 0, &level), 60000);
    assert_string_equal(am->clauses[am->grids[0].lev[level].clause].id, "art-2.3/6-1");
    dcount[1] = 2;
    assert_int_equal(lc_score_grid_counts(&am->grids[0], 8, dcount, 0, &level), 0);
    assert_int_equal(level, -1);
    assert_int_equal(am->nstakes, 6);
    assert_int_equal(am->stakes[5], 2000);
    lc_game_free(am);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bingo_corners),          cmocka_unit_test(test_bingo_diagonal_with_joker),
        cmocka_unit_test(test_bingo_sum_24),           cmocka_unit_test(test_bingo_column_never_pays),
        cmocka_unit_test(test_bingo_full_grid),        cmocka_unit_test(test_bingo_bonus_serves_grids),
        cmocka_unit_test(test_bingo_anomalies),        cmocka_unit_test(test_sb_two_matches),
        cmocka_unit_test(test_sb_token_colour),        cmocka_unit_test(test_sb_permitted_double),
        cmocka_unit_test(test_sb_bonus_equals_token),  cmocka_unit_test(test_sb_bonus_both_grids),
        cmocka_unit_test(test_sb_five_matches),        cmocka_unit_test(test_sb_double_not_permitted),
        cmocka_unit_test(test_sb_anomaly_remedies),    cmocka_unit_test(test_sb_alternative_reading),
        cmocka_unit_test(test_sb_five_alternative),    cmocka_unit_test(test_bingo_several_ways),    cmocka_unit_test(test_unit_shape_errors),
        cmocka_unit_test(test_symbols),               cmocka_unit_test(test_amounts_printed),
        cmocka_unit_test(test_draw_game),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
