/* test_scan.c — the block verifier's scanner against jansson: whenever the
 * scanner accepts a line, jansson and the unit reader accept it too and
 * read the very same unit. Lines are mutated byte by byte (deleted, a space
 * inserted, replaced by one of a few characters). */
#include "emit.h"
#include "helpers.h"
#include "request.h"
#include "scan.h"

static lc_game *bingo, *super, *g;   /* g: the game under test, bingo or super */
static lc_scanner bingo_sc, super_sc, *sc;

static int setup(void **s)
{
    (void)s;
    lc_error e;
    if (!(bingo = lc_game_load(BINGO, &e)) || !(super = lc_game_load(SB04, &e)))
        return -1;
    lc_scanner_init(&bingo_sc, bingo);
    lc_scanner_init(&super_sc, super);
    g = bingo;
    sc = &bingo_sc;
    return 0;
}
static int teardown(void **s) { (void)s; lc_game_free(bingo); lc_game_free(super); return 0; }

static const char LINE[] =
    "{\"id\":\"7-0000001\",\"game\":\"fdj-bingo-2012\",\"unit\":{\"grids\":{\"grille-1\":[[1,2,3,4],[5,\"J\",7,8],"
    "[9,10,11,12],[13,14,15,16]],\"grille-2\":[[21,22,23,24],[25,\"J\",27,28],[29,30,31,32],[33,34,35,36]]},"
    "\"draws\":{\"boules\":[1,4,13,16,60,61,62,63,64,65,66,67,68,69,70],\"bonus\":[71,72,73]}}}";

/* 0 when jansson reads the line as a unit of g with this serial. */
static int slow_read(const char *line, size_t len, lc_unit *u, const lc_scan_ids *ids)
{
    json_t *j = json_loadb(line, len, JSON_REJECT_DUPLICATES, NULL);
    const char *id = json_string_value(json_object_get(j, "id"));
    char why[200];
    int ok = j && id && strlen(id) == ids->idlen && !memcmp(id, ids->id, ids->idlen) &&
             json_is_string(json_object_get(j, "game")) &&
             !strcmp(json_string_value(json_object_get(j, "game")), g->id) &&
             lc_unit_read(g, json_object_get(j, "unit"), u, why, sizeof why) == 0;
    json_decref(j);
    return ok ? 0 : -1;
}

static int accepted, checked;

/* What the general path alone makes of a line the scanner took: the same
 * unit and serial (the exact form is a shortcut, never another reading). */
static void general_alike(const char *buf, size_t len, const lc_unit *a, const lc_scan_ids *ids)
{
    static lc_scanner general;
    lc_unit c;
    lc_scan_ids cids;
    general = *sc;
    general.exact = 0;
    if (lc_scan_request(&general, buf, len, &c, &cids) || !lc_unit_same(g, a, &c) || cids.idlen != ids->idlen ||
        memcmp(cids.id, ids->id, ids->idlen) || cids.lot != ids->lot)
        fail_msg("the exact form read a line the general path reads otherwise: %.*s", (int)len, buf);
}

static void check(const char *line, size_t len)
{
    char *buf = lc_xmalloc(len + 1);
    memcpy(buf, line, len);
    buf[len] = '\n';   /* the sentinel scan.h asks for */
    lc_unit a, b;
    lc_scan_ids ids;
    checked++;
    if (lc_scan_request(sc, buf, len, &a, &ids) || ids.gamelen != strlen(g->id) ||
        memcmp(ids.game, g->id, ids.gamelen)) {
        free(buf);
        return;   /* the game is the caller's to compare (block.c does) */
    }
    accepted++;
    if (slow_read(buf, len, &b, &ids) || !lc_unit_same(g, &a, &b))
        fail_msg("the scanner took a line jansson reads otherwise: %.*s", (int)len, buf);
    general_alike(buf, len, &a, &ids);
    size_t used;
    assert_int_equal(lc_scan_request_at(sc, buf, len + 1, &a, &ids, &used), 0);
    assert_int_equal(used, len);
    free(buf);
}

/* Every byte of line deleted, a space inserted before it, or replaced. */
static void mutate_all(const char *line)
{
    const char repl[] = {' ', '"', ',', '-', '0', '9', 'J', '[', ']', '{', '}', ':', '\\', '.', 'e', 'x', 'n',
                         '\t', '\x01', '\x7f', '\xc3', '\xff'};
    size_t n = strlen(line);
    char m[1024];
    for (size_t i = 0; i < n; i++) {
        memcpy(m, line, i);   /* byte i deleted */
        memcpy(m + i, line + i + 1, n - i - 1);
        check(m, n - 1);
        memcpy(m, line, i);   /* a space inserted */
        m[i] = ' ';
        memcpy(m + i + 1, line + i, n - i);
        check(m, n + 1);
        for (size_t r = 0; r < sizeof repl; r++) {
            memcpy(m, line, n);
            m[i] = repl[r];
            check(m, n);
        }
    }
}

static void test_mutations(void **s)
{
    (void)s;
    check(LINE, strlen(LINE));
    assert_int_equal(accepted, 1);
    mutate_all(LINE);
    fprintf(stderr, "%d mutated lines, %d taken by the scanner, each read alike by jansson\n", checked, accepted);
    assert_true(accepted > 50);
}

/* Super Bingo: blank cells (null) on the exact path and the general one. */
static void test_blanks(void **s)
{
    (void)s;
    static const char line[] =
        "{\"id\":\"2012-0000001\",\"game\":\"fdj-super-bingo-2004\",\"unit\":{\"grids\":{\"bleue\":[[5,13,null,37],"
        "[6,null,26,35],[null,null,null,36]],\"verte\":[[1,null,22,37],[8,12,null,null],[6,null,null,32]]},"
        "\"draws\":{\"jetons-bleus\":[10,1,30,23],\"jetons-verts\":[35,27,6,13],\"bonus\":[19]}}}";
    g = super;
    sc = &super_sc;
    int before = accepted;
    check(line, strlen(line));
    assert_int_equal(accepted, before + 1);
    mutate_all(line);
    g = bingo;
    sc = &bingo_sc;
    assert_true(accepted > before + 50);
}

typedef struct { const char *from, *to; } change;

/* A game's line through the scanner: taken as jansson reads it; each change
 * refused; every byte mutated, each line taken read alike; and the same
 * unit as an emitter writes it (the exact form), mutated too. The game
 * under test is `other` meanwhile; *u is the line as read. */
static void scan_game(const char *rules, const char *line, const change *refused, size_t nrefused, lc_unit *u)
{
    lc_error e;
    lc_game *other = lc_game_load(rules, &e);
    assert_non_null(other);
    lc_scanner other_sc;
    lc_scanner_init(&other_sc, other);
    assert_true(other_sc.exact);   /* strings, amounts and stakes have an exact form too */
    g = other;
    sc = &other_sc;
    int before = accepted;
    lc_scan_ids ids;
    assert_int_equal(lc_scan_request(sc, line, strlen(line), u, &ids), 0);
    check(line, strlen(line));
    assert_int_equal(accepted, before + 1);
    for (size_t i = 0; i < nrefused; i++) {
        char *bad = replaced(line, refused[i].from, refused[i].to);
        lc_unit x;
        assert_int_equal(lc_scan_request(sc, bad, strlen(bad), &x, &ids), -1);
        free(bad);
    }
    mutate_all(line);
    assert_true(accepted > before + 50);
    char emitted[LC_EMIT_MAX];
    size_t n = lc_emit_line(emitted, other, "7-0000001", u, 2400) - 1;   /* with a declared lot, no newline */
    emitted[n] = '\0';
    before = accepted;
    check(emitted, n);
    assert_int_equal(accepted, before + 1);
    mutate_all(emitted);
    assert_true(accepted > before + 50);
    for (size_t k = 0; k < n; k++)   /* cut anywhere: refused, or read alike (the end as a sentinel) */
        check(emitted, k);
    g = bingo;
    sc = &bingo_sc;
    lc_game_free(other);
}

/* A game of symbols and no draw: the general path reads its strings, "J"
 * and null, and takes no integer, no unknown symbol, no escaped byte. */
static void test_symbols(void **s)
{
    (void)s;
    static const char line[] =
        "{\"id\":\"9\",\"game\":\"demo-letters-and-symbols\",\"unit\":{\"grids\":{\"lettres\":[[\"M\",\"O\",\"N\",\"J\","
        "null]],\"grille-1\":[[\"soleil\",\"avion\",\"soleil\"],[\"valise\",\"soleil\",\"avion\"],[\"soleil\",\"valise\","
        "\"soleil\"]],\"grille-2\":[[\"palmier\",\"avion\",\"soleil\"],[\"valise\",\"palmier\",\"avion\"],[\"palmier\","
        "\"valise\",\"palmier\"]],\"grille-3\":[[\"avion\",\"avion\",\"avion\"],[\"avion\",\"avion\",\"avion\"],"
        "[\"avion\",\"avion\",\"avion\"]],\"grille-4\":[[\"soleil\",\"avion\",\"soleil\"],[\"valise\",\"soleil\","
        "\"avion\"],[\"soleil\",\"valise\",\"palmier\"]],\"grille-5\":[[\"soleil\",\"avion\",\"soleil\"],[\"valise\","
        "\"soleil\",\"avion\"],[\"soleil\",\"valise\",\"soleil\"]]},\"draws\":{}}}";
    static const change refused[] = {
        {"\"M\"", "0"}, {"\"M\"", "\"Z\""}, {"\"M\"", "\"\\u004d\""}, {"\"J\"", "\"K\""}, {"\"soleil\"", "\"sol\""}};
    lc_unit u;
    scan_game("tests/rules/letters-and-symbols.yaml", line, refused, sizeof refused / sizeof *refused, &u);
    assert_int_equal(u.cell[0][0], 0);   /* M, the first of the list */
    assert_int_equal(u.cell[0][3], LC_CELL_JOKER);
    assert_int_equal(u.cell[0][4], LC_CELL_BLANK);
    assert_int_equal(u.cell[1][1], 2);   /* avion */
}

/* Symbols as a rules file may spell them: longer than a word (compared
 * byte by byte), or not plain ASCII (no exact form: jansson's to read). */
static void test_symbol_spellings(void **s)
{
    (void)s;
    lc_error e;
    lc_game *other = lc_game_load("tests/rules/letters-and-symbols.yaml", &e);
    assert_non_null(other);
    char *was[2] = {other->grids[1].symbol[0], other->grids[1].symbol[1]};
    other->grids[1].symbol[0] = "soleil-du-matin";
    other->grids[1].symbol[1] = "\xc3\xa9toile";
    lc_scanner other_sc;
    lc_scanner_init(&other_sc, other);
    g = other;
    sc = &other_sc;
    lc_unit u = {0}, x;
    lc_scan_ids ids;
    for (int gi = 0; gi < other->ngrids; gi++)
        for (int i = 0; i < other->grids[gi].ncells; i++)
            u.cell[gi][i] = gi ? 0 : i;
    char line[LC_EMIT_MAX];
    size_t n = lc_emit_line(line, other, "8", &u, -1) - 1;
    line[n] = '\0';
    int before = accepted;
    check(line, n);
    assert_int_equal(accepted, before + 1);
    mutate_all(line);
    for (size_t k = 0; k < n; k++)
        check(line, k);
    u.cell[1][4] = 1;   /* the symbol that is not plain */
    n = lc_emit_line(line, other, "8", &u, -1) - 1;
    assert_int_equal(lc_scan_request(sc, line, n, &x, &ids), -1);
    other->grids[1].symbol[0] = was[0];
    other->grids[1].symbol[1] = was[1];
    g = bingo;
    sc = &bingo_sc;
    lc_game_free(other);
}

/* Amounts printed on the grids: after the draws, each once, in any order;
 * the general path reads them, and nothing else after the draws. */
static void test_amounts(void **s)
{
    (void)s;
    static const char line[] =
        "{\"id\":\"3\",\"game\":\"demo-lucky-digit\",\"unit\":{\"grids\":{\"jeu-1\":[[7]],\"jeu-2\":[[3]],"
        "\"jeu-3\":[[7]]},\"draws\":{\"porte-bonheur\":[7]},\"amounts\":{\"jeu-2\":100000,\"jeu-1\":400,"
        "\"jeu-3\":2000}}}";
    static const change refused[] = {
        {",\"jeu-3\":2000", ""}, {"\"jeu-1\":400", "\"jeu-2\":400"}, {"\"jeu-1\":400", "\"jeu-4\":400"},
        {":2000", ":-2000"}, {":2000", ":\"2000\""}, {",\"amounts\":{\"jeu-2\":100000,\"jeu-1\":400,\"jeu-3\":2000}", ""}};
    lc_unit u;
    scan_game("tests/rules/lucky-digit.yaml", line, refused, sizeof refused / sizeof *refused, &u);
    assert_int_equal(u.printed[0], 400);
    assert_int_equal(u.printed[1], 100000);
    assert_int_equal(u.printed[2], 2000);
}

/* A draw game's stake: after the draws, once; the general path reads it
 * and its index among the game's stakes (-1 for one not listed). */
static void test_stake(void **s)
{
    (void)s;
    static const char line[] =
        "{\"id\":\"4\",\"game\":\"fdj-amigo-avril-2014\",\"unit\":{\"grids\":{\"grille\":[[1,2,3,4,5,6,7]]},"
        "\"draws\":{\"bleus\":[1,2,3,4,5,6,8],\"bonus\":[7,9,10,11,12]},\"stake_cents\":1000}}";
    static const change refused[] = {
        {",\"stake_cents\":1000", ""}, {":1000}", ":-1000}"}, {":1000}", ":\"1000\"}"}, {"stake_cents", "stake"}};
    lc_unit u;
    scan_game("tests/rules/amigo-2014.yaml", line, refused, sizeof refused / sizeof *refused, &u);
    assert_int_equal(u.stake_cents, 1000);
    assert_int_equal(u.stake, 4);
}

/* A grid of spots: the row holds the numbers played, as few as none and as
 * many as its columns; the cells after them are absent, on both paths. */
static void test_spots(void **s)
{
    (void)s;
    static const char line[] =
        "{\"id\":\"5\",\"game\":\"wa-daily-keno\",\"unit\":{\"grids\":{\"play\":[[5,17,42]]},"
        "\"draws\":{\"drawn\":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]},\"stake_cents\":500}}";
    static const change refused[] = {
        {"[[5,17,42]]", "[[5,17,42,1,2,3,4,5,6,7,8]]"}, {"[[5,17,42]]", "[[5,17,42],[1]]"}, {"[[5,17,42]]", "[5,17,42]"},
        {"[[5,17,42]]", "[[5,17,,42]]"}};
    lc_unit u;
    scan_game("tests/rules/daily-keno-wa.yaml", line, refused, sizeof refused / sizeof *refused, &u);
    assert_int_equal(u.cell[0][2], 42);
    assert_int_equal(u.cell[0][3], LC_CELL_ABSENT);
    assert_int_equal(u.cell[0][9], LC_CELL_ABSENT);
    static const char spaced[] =
        "{\"id\":\"6\",\"game\":\"wa-daily-keno\",\"unit\":{\"grids\":{\"play\":[ [ 5 , 17 ] ]},"
        "\"draws\":{\"drawn\":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]},\"stake_cents\":500}}";
    lc_error e;
    lc_game *keno = lc_game_load("tests/rules/daily-keno-wa.yaml", &e);
    lc_scanner keno_sc;
    assert_non_null(keno);
    lc_scanner_init(&keno_sc, keno);
    g = keno, sc = &keno_sc;
    lc_scan_ids ids;
    assert_int_equal(lc_scan_request(sc, spaced, strlen(spaced), &u, &ids), 0);   /* the general path */
    assert_int_equal(u.cell[0][1], 17);
    assert_int_equal(u.cell[0][2], LC_CELL_ABSENT);
    static const char empty[] =
        "{\"id\":\"7\",\"game\":\"wa-daily-keno\",\"unit\":{\"grids\":{\"play\":[ [ ] ]},"
        "\"draws\":{\"drawn\":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]},\"stake_cents\":500}}";
    assert_int_equal(lc_scan_request(sc, empty, strlen(empty), &u, &ids), 0);
    assert_int_equal(u.cell[0][0], LC_CELL_ABSENT);
    check(spaced, strlen(spaced));
    check(empty, strlen(empty));
    g = bingo, sc = &bingo_sc;
    lc_game_free(keno);
}

/* Keys the exact form cannot hold: a name too long for its layout, a name
 * that is not plain ASCII. The general path reads what it can. */
static void test_layouts(void **s)
{
    (void)s;
    char *name = bingo->grids[0].name, longname[1200], line[2048];
    lc_scanner other;
    memset(longname, 'g', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    bingo->grids[0].name = longname;
    lc_scanner_init(&other, bingo);
    assert_int_equal(other.exact, 0);
    const char *at = strstr(LINE, "grille-1");
    snprintf(line, sizeof line, "%.*s%s%s", (int)(at - LINE), LINE, longname, at + strlen("grille-1"));
    sc = &other;
    int before = accepted;
    check(line, strlen(line));
    assert_int_equal(accepted, before + 1);   /* the general path took it */
    bingo->grids[0].name = "grille-\xc3\xa9";   /* é */
    lc_scanner_init(&other, bingo);
    assert_int_equal(other.exact, 0);
    snprintf(line, sizeof line, "%.*s%s%s", (int)(at - LINE), LINE, bingo->grids[0].name, at + strlen("grille-1"));
    check(line, strlen(line));
    assert_int_equal(accepted, before + 1);   /* not plain: jansson's to read */
    bingo->grids[0].name = name;
    sc = &bingo_sc;
}

static void test_values(void **s)
{
    (void)s;
    const char *odd[] = {"-5", "0", "007", "99999999999", "1e3", "1E3", "2.0", "-0", "null", "\"J\"", "9999999999", "-9999999999"};
    for (size_t i = 0; i < sizeof odd / sizeof *odd; i++) {
        char line[1024];
        snprintf(line, sizeof line, "%.*s%s%s", 77, LINE, odd[i], LINE + 78);   /* grille-1[0][0] */
        check(line, strlen(line));
    }
}

/* Other legal forms than the emitters': white space everywhere, grids and
 * draws in another order, wider numbers, another game. The exact-form fast
 * paths give way to the general ones, which must read them alike. */
static void test_forms(void **s)
{
    (void)s;
    const char *forms[] = {
        "{ \"id\" : \"a\" , \"game\" : \"fdj-bingo-2012\" , \"unit\" : { \"grids\" : { \"grille-1\" : [ [ 1 , 2 , 3 , 4 ] ,"
        " [ 5 , \"J\" , 7 , 8 ] , [ 9 , 10 , 11 , 12 ] , [ 13 , 14 , 15 , 16 ] ] , \"grille-2\" : [ [ 21 , 22 , 23 , 24 ] ,"
        " [ 25 , \"J\" , 27 , 28 ] , [ 29 , 30 , 31 , 32 ] , [ 33 , 34 , 35 , 36 ] ] } , \"draws\" : { \"boules\" : [ 1 , 4 ,"
        " 13 , 16 , 60 , 61 , 62 , 63 , 64 , 65 , 66 , 67 , 68 , 69 , 70 ] , \"bonus\" : [ 71 , 72 , 73 ] } } }",
        "{\"id\":\"b\",\"game\":\"fdj-bingo-2012\",\"unit\":{\"grids\":{\"grille-2\":[[21,22,23,24],[25,\"J\",27,28],"
        "[29,30,31,32],[33,34,35,36]],\"grille-1\":[[1,2,3,4],[5,\"J\",7,8],[9,10,11,12],[13,14,15,16]]},"
        "\"draws\":{\"bonus\":[71,72,73],\"boules\":[1,4,13,16,60,61,62,63,64,65,66,67,68,69,70]}}}",
        "{\"id\":\"c\",\"game\":\"fdj-bingo-2012\",\"unit\":{\"grids\":{\"grille-1\":[[100,2,3,4],[5,\"J\",7,8],"
        "[9,10,11,12],[13,14,15,16]],\"grille-2\":[[21,22,23,24],[25,\"J\",27,28],[29,30,31,32],[33,34,35,236]]},"
        "\"draws\":{\"boules\":[1,4,13,16,60,61,62,63,64,65,66,67,68,69,170],\"bonus\":[71,72,-3]}}}",
    };
    int before = accepted;
    for (size_t i = 0; i < sizeof forms / sizeof *forms; i++)
        check(forms[i], strlen(forms[i]));
    assert_int_equal(accepted, before + 3);
    const char *other = "{\"id\":\"d\",\"game\":\"fdj-bingo-2013\",\"unit\":{}}";   /* another game: not taken */
    check(other, strlen(other));
    const char *grid_twice = "{\"id\":\"e\",\"game\":\"fdj-bingo-2012\",\"unit\":{\"grids\":{\"grille-1\":[[1,2,3,4],"
                             "[5,6,7,8],[9,10,11,12],[13,14,15,16]],\"grille-1\":[[1,2,3,4],[5,6,7,8],[9,10,11,12],[13,14,15,16]]}}}";
    check(grid_twice, strlen(grid_twice));
    assert_int_equal(accepted, before + 3);
}

/* An emission line's declared lot: a whole number of cents, 0 to 10^15,
 * read; anything else (a leading zero, a fraction, an exponent, a sign, 16
 * digits) is not, and the line goes to jansson. A draw named twice or
 * holding more numbers than a unit can is not read either. */
static void test_lots_and_draws(void **s)
{
    (void)s;
    static const struct { const char *lot; int64_t want; } lots[] = {
        {"0", 0}, {"2400", 2400}, {"999999999999999", 999999999999999LL}, {"007", -2}, {"1.5", -2}, {"2e3", -2}, {"2E3", -2},
        {"-1", -2}, {"1000000000000000", -2}, {"\"200\"", -2},
    };
    size_t n = strlen(LINE);
    for (size_t i = 0; i < sizeof lots / sizeof *lots; i++) {
        char line[1200];
        int len = snprintf(line, sizeof line, "%.*s,\"lot_cents\":%s}\n", (int)(n - 1), LINE, lots[i].lot);
        lc_unit u;
        lc_scan_ids ids;
        int rc = lc_scan_request(sc, line, (size_t)len - 1, &u, &ids);
        if (lots[i].want >= 0 && (rc || ids.lot != lots[i].want))
            fail_msg("lot_cents %s: not read as %lld", lots[i].lot, (long long)lots[i].want);
        if (lots[i].want < 0 && rc == 0)
            fail_msg("lot_cents %s read", lots[i].lot);
    }
    char twice[1400], many[1400];
    const char *d = strstr(LINE, "\"bonus\"");
    snprintf(twice, sizeof twice, "%.*s\"boules\":[1,2],%s", (int)(d - LINE), LINE, d);
    check(twice, strlen(twice));
    int k = snprintf(many, sizeof many, "%.*s\"bonus\":[", (int)(d - LINE), LINE);
    for (int i = 0; i < LC_MAX_DRAWN + 1; i++)
        k += snprintf(many + k, sizeof many - (size_t)k, "%s%d", i ? "," : "", i % 250 + 1);
    snprintf(many + k, sizeof many - (size_t)k, "]}}}");
    int before = accepted;
    check(many, strlen(many));
    check(twice, strlen(twice));
    assert_int_equal(accepted, before);   /* neither taken by the scanner */
}

/* The comparison the tests above lean on tells a changed cell, a changed
 * number and a changed count. */
static void test_unit_same(void **s)
{
    (void)s;
    char buf[1024];
    size_t n = strlen(LINE);
    memcpy(buf, LINE, n);
    buf[n] = '\n';
    lc_unit a, b;
    lc_scan_ids ids;
    assert_int_equal(lc_scan_request(&bingo_sc, buf, n, &a, &ids), 0);
    b = a;
    assert_true(lc_unit_same(bingo, &a, &b));
    b.cell[1][15]++;
    assert_false(lc_unit_same(bingo, &a, &b));
    b = a;
    b.drawn[1][2]++;
    assert_false(lc_unit_same(bingo, &a, &b));
    b = a;
    b.ndrawn[0]--;
    assert_false(lc_unit_same(bingo, &a, &b));
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_mutations), cmocka_unit_test(test_values),
                                       cmocka_unit_test(test_forms), cmocka_unit_test(test_blanks),
                                       cmocka_unit_test(test_layouts), cmocka_unit_test(test_unit_same), cmocka_unit_test(test_lots_and_draws),
                                       cmocka_unit_test(test_symbols), cmocka_unit_test(test_amounts), cmocka_unit_test(test_stake),
                                       cmocka_unit_test(test_symbol_spellings), cmocka_unit_test(test_spots)};
    return cmocka_run_group_tests(tests, setup, teardown);
}
