/* test_rules.c — loading and compiling rules files: the bundled ones compile
 * to what the règlements say, and every mutilation is refused at its place. */
#include "helpers.h"

#define B75 "tests/rules/bingo75-free-centre.yaml"
#define LS "tests/rules/letters-and-symbols.yaml"
#define LD "tests/rules/lucky-digit.yaml"
#define PB "tests/rules/powerball-2015.yaml"
#define KW "tests/rules/daily-keno-wa.yaml"
#include "mutate.h"

static void test_bundled_files_compile(void **state)
{
    (void)state;
    lc_error err;
    const char *files[] = {BINGO, SB04, SB06};
    for (int i = 0; i < 3; i++) {
        lc_game *g = lc_game_load(files[i], &err);
        if (!g)
            fail_msg("%s: %s", files[i], err.message);
        assert_int_equal(g->ngrids, 2);
        assert_int_equal(g->block_units, 1500000);
        assert_int_equal(g->unit_price, 200);
        lc_game_free(g);
    }
}

static void test_bingo_compiled_form(void **state)
{
    (void)state;
    lc_error err;
    lc_game *g = lc_game_load(BINGO, &err);
    assert_non_null(g);
    const lc_grid *g1 = &g->grids[lc_game_grid(g, "grille-1")];
    assert_int_equal(g1->ncells, 16);
    assert_int_equal(g1->nlev, 3);
    assert_int_equal(g1->lev[0].amount, 10000);   /* sorted highest first */
    assert_int_equal(g1->lev[2].amount, 200);
    assert_int_equal(g1->served, 3);              /* boules and bonus */
    assert_true(g1->joker_marks);
    /* the second diagonal: (0,3) (1,2) (2,1) (3,0) -> bits 3, 6, 9, 12 */
    int f = -1;
    for (int i = 0; i < g1->nfam; i++)
        if (!strcmp(g1->fam[i].name, "diagonals"))
            f = i;
    assert_true(f >= 0);
    assert_int_equal(g1->fam[f].cells[1], (1ULL << 3) | (1ULL << 6) | (1ULL << 9) | (1ULL << 12));
    assert_int_equal(g->nrows, 8);
    assert_int_equal(g->table_lots, 385929);
    assert_string_equal(g->remedy, "void");
    lc_game_free(g);
}

static void test_super_bingo_compiled_form(void **state)
{
    (void)state;
    lc_error err;
    lc_game *g = lc_game_load(SB04, &err);
    assert_non_null(g);
    const lc_grid *bleue = &g->grids[lc_game_grid(g, "bleue")];
    int tokens = lc_game_draw(g, "jetons-bleus"), verts = lc_game_draw(g, "jetons-verts"),
        bonus = lc_game_draw(g, "bonus");
    assert_true(bleue->served >> tokens & 1);
    assert_true(bleue->served >> bonus & 1);
    assert_false(bleue->served >> verts & 1);
    assert_int_equal(bleue->count_mode, LC_COUNT_DISTINCT);
    assert_int_equal(bleue->nlev, 5);
    assert_string_equal(g->remedy, "refund");
    assert_int_equal(g->npairs, 2);
    lc_game_free(g);
}

/* One mutilation: the error must name this line (of the original file, when
 * the mutation keeps line numbers), a path and a message fragment. */
typedef struct {
    const char *file, *from, *to, *message, *path;
    int line_delta;   /* error line relative to the line of `from` */
} mutation;

static void expect_refused(const mutation *m)
{
    lc_error err;
    char tmp[64];
    int line = line_of(m->file, m->from) + m->line_delta;
    lc_game *g = load_mutated(m->file, m->from, m->to, &err, tmp, sizeof tmp);
    unlink(tmp);
    if (g) {
        lc_game_free(g);
        fail_msg("accepted: %s -> %s", m->from, m->to);
    }
    if (!strstr(err.message, m->message))
        fail_msg("message '%s' lacks '%s'", err.message, m->message);
    if (m->path && strcmp(err.path, m->path))
        fail_msg("path '%s', expected '%s'", err.path, m->path);
    assert_string_equal(err.file, tmp);
    assert_int_equal(err.line, line);
    assert_true(err.column >= 1);
}

static void test_wrong_type(void **state)
{
    (void)state;
    mutation m = {BINGO, "    rows: 4\n    columns: 4\n  - name: grille-2", "    rows: four\n    columns: 4\n  - name: grille-2",
                  "expected an integer from 1 to 64, found 'four'", "grids[0].rows", 0};
    expect_refused(&m);
}

static void test_quoted_number_is_not_an_integer(void **state)
{
    (void)state;
    mutation m = {BINGO, "  unit_price_cents: 200", "  unit_price_cents: \"200\"", "expected an integer",
                  "emission.unit_price_cents", 0};
    expect_refused(&m);
}

static void test_unknown_key(void **state)
{
    (void)state;
    mutation m = {BINGO, "    numbers: 15\n", "    numbres: 15\n", "unknown key 'numbres'", "composition[0]", 0};
    expect_refused(&m);
}

static void test_duplicate_key(void **state)
{
    (void)state;
    mutation m = {BINGO, "    jokers: 1\n", "    jokers: 1\n    jokers: 2\n", "duplicate key 'jokers'", NULL, 1};
    expect_refused(&m);
}

static void test_missing_citation(void **state)
{
    (void)state;
    mutation m = {BINGO, "  - id: art-4.7/one-line\n    cites: art-4.7\n", "  - id: art-4.7/one-line\n",
                  "has no citation", "levels[6]", 0};
    expect_refused(&m);
}

static void test_bad_citation(void **state)
{
    (void)state;
    mutation m = {SB04, "    cites: art-3.67\n      quote: \"Il est", "    cites: article 3.67\n      quote: \"Il est",
                  "expected a citation such as art-4.7", "combination.across_grids[0].cites", 0};
    expect_refused(&m);
}

static void test_duplicate_clause_id(void **state)
{
    (void)state;
    mutation m = {BINGO, "  - id: art-4.7/two-lines\n", "  - id: art-4.7/three-lines\n", "is already used", "levels[5].id", 0};
    expect_refused(&m);
}

static void test_unknown_grid_name(void **state)
{
    (void)state;
    mutation m = {SB04, "    draws: [jetons-verts]\n    grids: [verte]", "    draws: [jetons-verts]\n    grids: [violette]",
                  "'violette' is not a declared grid", "serving[1].grids", 1};
    expect_refused(&m);
}

static void test_empty_range(void **state)
{
    (void)state;
    mutation m = {BINGO, "    range: [1, 75]\n  - id: art-4.1/grid-distinct", "    range: [75, 1]\n  - id: art-4.1/grid-distinct",
                  "is empty", "composition[1].range", 0};
    expect_refused(&m);
}

static void test_when_names_unknown_reading(void **state)
{
    (void)state;
    mutation m = {SB04, "    when: {I-SB-FIVE: four-level-with-note}", "    when: {I-SB-FIVE: five-level}",
                  "'five-level' is not a reading of I-SB-FIVE", "levels[1].when", 0};
    expect_refused(&m);
}

static void test_unselectable_reading_refused(void **state)
{
    (void)state;
    mutation m = {BINGO, "    default: void\n    selected: void\n", "    default: void\n    selected: refund\n",
                  "is not selectable", "interpretations[1].selected", 1};
    expect_refused(&m);
}

static void test_cell_outside_grid(void **state)
{
    (void)state;
    mutation m = {BINGO, "      - [[0, 0], [0, 3], [3, 0], [3, 3]]", "      - [[0, 0], [0, 3], [3, 0], [4, 3]]",
                  "expected an integer from 0 to 3, found '4'", "patterns[0].sets[0][3]", 0};
    expect_refused(&m);
}

static void test_level_needs_one_condition(void **state)
{
    (void)state;
    mutation m = {SB04, "    matches: {exactly: 3}\n", "    matches: {exactly: 3}\n    complete: {family: rows, at_least: 1}\n",
                  "exactly one condition", "levels[2]", -5};
    expect_refused(&m);
}

static void test_unknown_check(void **state)
{
    (void)state;
    mutation m = {BINGO, "    check: grid-distinct\n", "    check: grid-unique\n", "unknown check 'grid-unique'",
                  "composition[2].check", 0};
    expect_refused(&m);
}

static void test_column_ranges_must_match_columns(void **state)
{
    (void)state;
    mutation m = {SB04, "    column_ranges: [[1, 9], [10, 19], [20, 29], [30, 39]]", "    column_ranges: [[1, 9], [10, 19], [20, 29]]",
                  "has 4 columns but 3 ranges", "composition[1].column_ranges", 0};
    expect_refused(&m);
}

static void test_optional_word_of_wrong_type(void **state)
{
    (void)state;
    mutation m = {BINGO, "    joker: marked\n", "    joker: [marked]\n", "expected a text, found a sequence",
                  "marking[0].joker", 0};
    expect_refused(&m);
}

static void test_word_not_in_list(void **state)
{
    (void)state;
    mutation m = {BINGO, "      rule: sum\n", "      rule: product\n", "expected highest or sum, found 'product'",
                  "combination.across_grids[0].rule", 0};
    expect_refused(&m);
}

static void test_format_version(void **state)
{
    (void)state;
    mutation m = {BINGO, "format: lotcert-rules/1", "format: lotcert-rules/2", "expected format lotcert-rules/1", "format", 0};
    expect_refused(&m);
}

/* Structural errors, each with its message (position checked elsewhere). */
static void test_structural_errors(void **state)
{
    (void)state;
    static const char DRAW9[] = "draws:\n" "  - {name: d1, id: art-1/d1, cites: art-1}\n  - {name: d2, id: art-1/d2, cites: art-1}\n"
        "  - {name: d3, id: art-1/d3, cites: art-1}\n  - {name: d4, id: art-1/d4, cites: art-1}\n"
        "  - {name: d5, id: art-1/d5, cites: art-1}\n  - {name: d6, id: art-1/d6, cites: art-1}\n"
        "  - {name: d7, id: art-1/d7, cites: art-1}\n  - {name: d8, id: art-1/d8, cites: art-1}\n";
    struct { const char *file, *from, *to, *message; } m[] = {
        {BINGO, "draws:\n", DRAW9, "more than 8 draws"},
        {BINGO, "  - name: bonus\n", "  - name: boules\n", "declared twice"},
        {BINGO, "  - name: grille-2\n", "  - name: grille-1\n", "declared twice"},
        {BINGO, "    rows: 4\n    columns: 4\n  - name: grille-2", "    rows: 8\n    columns: 9\n  - name: grille-2", "more than 64 cells"},
        {BINGO, "    remedy: void\n", "    remedy: void\n  - id: art-4.1/void2\n    cites: art-4.1\n    remedy: refund\n", "a second active anomaly remedy"},
        {BINGO, "    interpretation: I-BINGO-VOID\n    remedy: void\n", "    when: {I-BINGO-VOID: refund}\n    remedy: void\n", "no anomaly remedy is active"},
        {BINGO, "      rule: sum\n", "      rule: sum\n    - id: art-4.8/sum2\n      cites: art-4.8\n      rule: highest\n", "a second active across-grids rule"},
        {BINGO, "      rule: highest\n", "      rule: highest\n    - id: art-4.9/h2\n      cites: art-4.9\n      rule: sum\n", "a second active within-grid rule"},
        {BINGO, "      note: off-table\n", "      note: off-table\n    - id: art-3/o2\n      cites: art-3\n      note: other\n", "a second active off-table rule"},
        {BINGO, "      note: several-ways\n", "      note: several-ways\n    - id: art-4.9/w2\n      cites: art-4.9\n      note: other\n", "a second active several-ways rule"},
        {BINGO, "      note: off-table\n", "      note: off-table\n  lose:\n    - {id: art-4.10/l2, cites: art-4.10}\n", "duplicate key 'lose'"},
        {SB04, "  double_not_permitted:\n", "  double_not_permitted: []\n  unused:\n", "unknown key"},
        {SB04, "      pairs: [[4000, 400], [400, 400]]\n", "      pairs: [[4000, 400], [400]]\n", "expected a pair"},
        {SB04, "      note: combination-not-permitted\n", "      note: combination-not-permitted\n    - id: art-3.67/x\n      cites: art-3.67\n      action: highest\n", "a second active rule for doubles"},
        {SB04, "      action: note\n      note: combination-not-permitted\n", "      action: note\n", "action note needs note"},
        {SB04, "  permitted_doubles:\n", "  permitted_doubles: []\n  ignored:\n", "unknown key"},
        {SB04, "    count: distinct\n", "    count: distinct\n    joker: marked\n", "exactly one of joker"},
        {SB04, "    when: {I-SB-DISTINCT: twice}\n", "", "already has an active count marking clause"},
        {BINGO, "    family: corners\n    grids: [grille-1, grille-2]\n", "    family: diagonals\n    grids: [grille-1, grille-2]\n", "declared twice"},
        {BINGO, "    sets:\n      - [[0, 0], [0, 3], [3, 0], [3, 3]]", "    sets:\n      - [[0, 0], [0, 0], [3, 0], [3, 3]]", "listed twice"},
        {BINGO, "    sets:\n      - [[0, 0], [0, 3], [3, 0], [3, 3]]", "    sets: []\n    x:\n      - [[0, 0], [0, 3], [3, 0], [3, 3]]", "unknown key"},
        {BINGO, "    family: columns\n", "    family: spirals\n", "has no pattern family 'columns'"},
        {BINGO, "    complete: {family: corners, at_least: 1}", "    complete: {family: spirals, at_least: 1}", "has no pattern family 'spirals'"},
        {BINGO, "    complete: {family: corners, at_least: 1}", "    complete: {family: corners, at_least: 1, exactly: 1}", "exactly one of at_least or exactly"},
        {SB04, "      - id: twice\n", "      - id: once\n", "listed twice"},
        {SB04, "    question: When the bonus equals", "    extra: 1\n    question: When the bonus equals", "unknown key 'extra'"},
        {BINGO, "  lots: 385929\n", "  lots: 385929\n  rows2: []\n", "unknown key"},
        {BINGO, "{lots: 3, amount_cents: 1000000, total_cents: 3000000}", "{lots: 3, amount_cents: 100000, total_cents: 300000}", "appears in two rows"},
        {BINGO, "    min_percent: 62\n    max_percent: 75\n", "    min_percent: 80\n    max_percent: 75\n", "min_percent exceeds max_percent"},
        {BINGO, "    min_percent: 62\n", "    min_percent: 62.333\n", "expected a percentage"},
        {BINGO, "    min_percent: 62\n", "    min_percent: 162\n", "from 0 to 100"},
        {BINGO, "    check: grid-range\n", "    check: draw-range\n", "applies to draws only"},
        {BINGO, "    range: [1, 75]\n  - id: art-4.1/grid-distinct", "    range: [1, 75]\n    column_ranges: [[1, 2]]\n  - id: art-4.1/grid-distinct", "exactly one of range or column_ranges"},
        {BINGO, "    check: draw-count\n    draws: [boules]\n    count: 15\n", "    check: draw-count\n    draws: [boules]\n    count: 15\n    range: [1, 2]\n", "does not apply to this check"},
        {BINGO, "    check: draw-count\n    draws: [boules]\n    count: 15\n", "    check: draw-count\n    draws: [boules]\n", "missing key 'count'"},
        {BINGO, "    grids: [grille-1, grille-2]\n    numbers: 15\n", "    grids: []\n    numbers: 15\n", "at least one grid name"},
        {BINGO, "game:\n", "game: []\nx:\n", "unknown key 'x'"},
        {BINGO, "  edition: internet\n", "  edition: kiosk\n", "expected ticket, internet or draw"},
        {BINGO, "    min_percent: 62\n", "    min_percent: 62.\n", "expected a percentage"},
        {BINGO, "    min_percent: 62\n", "    min_percent: 1234\n", "expected a percentage"},
        {BINGO, "    min_percent: 62\n", "    min_percent: .5\n", "expected a percentage"},
        {BINGO, "    min_percent: 62\n", "    min_percent: 76.5\n", "min_percent exceeds"},
        {BINGO, "  title: Bingo\n", "  title: \"\"\n", "expected a text, found ''"},
        {BINGO, "  title: Bingo\n", "  title: ~\n", "expected a text, found nothing (null)"},
        {BINGO, "    rows: 4\n    columns: 4\n  - name: grille-2", "    rows: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n    columns: 4\n  - name: grille-2",
         "found 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...'"},
        {BINGO, "      note: off-table\n", "      note: off-table\n  lose2: []\n", "unknown key 'lose2'"},
        {BINGO, "      quote: \"L'unité de jeu est perdante dans tous les autres cas.\"\n", "      quote: \"x\"\n    - {id: art-4.10/l2, cites: art-4.10}\n", "a second active lose clause"},
        {SB04, "  double_not_permitted:\n", "  ignored_doubles:\n", "unknown key 'ignored_doubles'"},
        {BINGO, "      rule: sum\n", "      rule: sum\n      when: {I-BINGO-JOKER: only-if-free-number}\n", "no active across_grids rule"},
        {BINGO, "grids:\n  - name: grille-1", "grids: []\nunused:\n  - name: grille-1", "unknown key 'unused'"},
        {BINGO, "      - [[0, 0], [0, 3], [3, 0], [3, 3]]\n", "      - []\n", "at least one cell"},
        {BINGO, "      - [[0, 0], [0, 3], [3, 0], [3, 3]]\n", "      - [[0], [0, 3], [3, 0], [3, 3]]\n", "expected a cell [row, column]"},
        {BINGO, "  rows:\n    - {lots: 3,", "  rows: []\n  x:\n    - {lots: 3,", "unknown key 'x'"},
        {BINGO, "total_cents: 19200000, only_by_sum: true}", "total_cents: 19200000, only_by_sum: yes}", "expected true or false"},
        {SB04, "      pairs: [[4000, 400], [400, 400]]\n", "      pairs: [[4000, x], [400, 400]]\n", "expected an integer"},
        /* the game's identity, the emission, the register, the table */
        {BINGO, "    sha256: 261c8cc0", "    sha256: 61c8cc0", "64 lowercase hexadecimal digits"},
        {BINGO, "    sha256: 261c8cc0", "    sha256: 261C8CC0", "64 lowercase hexadecimal digits"},
        {BINGO, "    sha256: 261c8cc00aff8154053aeb13b9ddc25738b44640f54deaf2be602d11e920a59c\n", "    sha256: [1]\n", "64 lowercase hexadecimal digits"},
        {BINGO, "    signed: \"2012-06-04\"\n", "", "missing key 'signed'"},
        {BINGO, "    applicable: \"2012-06-28\"\n", "    applicable: \"2012-06-28\"\n    ratified: x\n", "unknown key 'ratified'"},
        {BINGO, "  edition: internet\n", "", "missing key 'edition'"},
        {BINGO, "  operator: La Française des Jeux\n", "  operator: [a]\n", "expected a text"},
        {BINGO, "  reglement:\n    title:", "  reglement: 1\n  x:\n    title:", "unknown key 'x'"},
        {BINGO, "    max_percent: 75\n", "", "missing key 'max_percent'"},
        {BINGO, "    max_percent: 75\n", "    max_percent: 75\n    mean: 70\n", "unknown key 'mean'"},
        {BINGO, "    source: \"Code de la sécurité intérieure", "    origin: \"Code de la sécurité intérieure", "unknown key 'origin'"},
        {BINGO, "  unit_price_cents: 200\n", "  unit_price_cents: 0\n", "from 1 to 100000000, found '0'"},
        {BINGO, "  block_units: 1500000\n", "  block_units: x\n", "expected an integer"},
        {BINGO, "emission:\n  id: art-2/block\n", "emission: 1\nx:\n  id: art-2/block\n", "unknown key 'x'"},
        {BINGO, "      - id: within-each-draw\n        text: The 15 boules are distinct and the 3 bonus are distinct, but a bonus may repeat a boule.\n", "",
         "readings"},
        {BINGO, "      - id: all-distinct\n", "      - id: all-distinct\n        colour: blue\n", "unknown key 'colour'"},
        {BINGO, "      - id: all-distinct\n", "      - ident: all-distinct\n", "unknown key 'ident'"},
        {BINGO, "    readings:\n      - id: all-distinct\n", "    readings: 3\n    x:\n      - id: all-distinct\n", "unknown key 'x'"},
        {BINGO, "    - {lots: 3, amount_cents: 1000000, total_cents: 3000000}", "    - {lots: 0, amount_cents: 1000000, total_cents: 0}", "from 1 to 1000000000, found '0'"},
        {BINGO, "    - {lots: 3, amount_cents: 1000000, total_cents: 3000000}", "    - {lots: 3, amount_cents: 0, total_cents: 0}", "from 1 to 10000000000000, found '0'"},
        {BINGO, "    - {lots: 3, amount_cents: 1000000, total_cents: 3000000}", "    - {lots: 3, amount_cents: 1000000, total_cents: 3000000, source: I-NONE}", "expected an entry of the interpretation register, found 'I-NONE'"},
        {BINGO, "    - {lots: 3, amount_cents: 1000000, total_cents: 3000000}", "    - {lots: 3, amount_cents: 1000000, total_cents: 3000000, source: art-4.1/void}", "expected an entry of the interpretation register, found 'art-4.1/void'"},
        {BINGO, "    - {lots: 3, amount_cents: 1000000, total_cents: 3000000}", "    - {lots: 3, amount: 1000000, total_cents: 3000000}", "unknown key 'amount'"},
        {BINGO, "prize_table:\n  id: art-3/table\n", "prize_table: []\nx:\n  id: art-3/table\n", "unknown key 'x'"},
        /* patterns, levels, fixed cells */
        {BINGO, "    sets:\n      - [[0, 0], [0, 3], [3, 0], [3, 3]]\n", "    sets: []\n", "sets"},
        {BINGO, "    complete: {family: corners, at_least: 1}", "    complete: {family: corners, at_least: 0}", "from 1 to 64, found '0'"},
        {BINGO, "    complete: {family: corners, at_least: 1}", "    complete: {family: corners, at_least: 65}", "from 1 to 64, found '65'"},
        {BINGO, "    complete: {family: corners, at_least: 1}", "    complete: {family: corners}", "exactly one of at_least or exactly"},
        {B75, "holds: joker}", "holds: number}", "expected joker"},
        {B75, "cells: [[2, 2]]", "cells: [[5, 5]]", "from 0 to 4, found '5'"},
        {B75, "cells: [[2, 2]]", "cells: [[2]]", "expected a cell [row, column]"},
        {B75, "cells: [[2, 2]]", "cells: []", "at least one cell"},
        {B75, "    rows: 5\n", "    rows: 13\n", "more than 64 cells"},
        /* symbols, sets alike, symbols held */
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: [M, O, N, D, E, A, R, S, T, J]", "\"J\" is the joker"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: [M, O, N, D, E, A, R, S, T, M]", "symbol 'M' is listed twice"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: []", "from 1 to 32 symbols"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: [M, O, N, D, E, A, R, S, T, U, a, b, c, d, e, f, g, h, i, "
                                                          "j, k, l, m, n, o, p, q, r, s, t, u, v, w]", "from 1 to 32 symbols"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: [M, O, N, D, E, A, R, S, T, 'U\"']", "without quotes"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: [M, O, N, D, E, A, R, S, T, "
                                                          "abcdefghijklmnopqrstuvwxyz0123456]", "at most 32 bytes"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: [M, O, N, D, E, A, R, S, T, [U]]", "expected a text"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: x", "expected a sequence, found 'x'"},
        {LS, "    alike: [soleil, palmier]\n", "    alike: [soleil, lune]\n", "grid 'grille-1' has no symbol 'lune'"},
        {LS, "    alike: [soleil, palmier]\n", "    alike: []\n", "at least one symbol"},
        {LS, "    alike: [soleil, palmier]\n", "    alike: [[soleil]]\n", "expected a text"},
        {LS, "    alike: [soleil, palmier]\n", "    alike: soleil\n", "expected a sequence, found 'soleil'"},
        {LS, "    grids: [lettres]\n    amount_cents: 100000\n", "    grids: [grille-1]\n    amount_cents: 100000\n",
         "grid 'grille-1' has no symbol 'M'"},
        {LS, "{symbols: [M, O, N, D, E], exactly: 5}", "{exactly: 5}", "expected exactly one of symbols"},
        {LS, "{symbols: [M, O, N, D, E], exactly: 5}", "{symbols: [M, O, N, D, E], exactly: 5, family: x}", "unknown key 'family'"},
        {LS, "{symbols: [M, O, N, D, E], exactly: 5}", "{symbols: [M, O, N, D, E]}", "exactly one of at_least or exactly"},
        {LS, "    holds: {symbols: [M, O, N, D, E], exactly: 5}\n", "    holds: {symbols: [M, O, N, D, E], exactly: 5}\n"
                                                                     "    matches: {exactly: 5}\n", "exactly one condition"},
        {LS, "serving: []\n", "serving:\n  - {id: art-2/s, cites: art-2, draws: [t], grids: [lettres]}\n", "'t' is not a declared draw"},
        {LS, "composition:\n", "composition:\n  - {id: art-2/r, cites: art-2, check: grid-range, grids: [grille-2], range: [0, 3]}\n",
         "grid 'grille-2' holds symbols, which have no range"},
        {LS, "grids:\n  - {id: art-2/letters", "grids: []\nx:\n  - {id: art-2/letters", "unknown key 'x'"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: [M, O, N, D, E, A, R, S, T, 'U\\']", "without quotes"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: [M, O, N, D, E, A, R, S, T, \"U\\tV\"]", "control characters"},
        {LS, "symbols: [M, O, N, D, E, A, R, S, T, U]", "symbols: [M, O, N, D, E, A, R, S, T, \"U\\x7f\"]", "control characters"},
        {BINGO, "    family: corners\n    grids: [grille-1, grille-2]\n", "    family: corners\n    grids: [grille-1, grille-2]\n    alike: [x]\n",
         "grid 'grille-1' has no symbol 'x' (it lists no symbols)"},
        /* amounts printed */
        {LD, "levels:\n", "levels:\n  - {id: art-4/x, cites: art-4, grids: [jeu-1], amount_cents: 100, matches: {at_least: 1}}\n",
         "has a level that pays the amount printed, and no other level"},
        {LD, "name: jeu-2, rows: 1, columns: 1, amount_printed: true}", "name: jeu-2, rows: 1, columns: 1}",
         "grid 'jeu-2' has no amount printed (amount_printed: true)"},
        {LD, "name: jeu-2, rows: 1, columns: 1, amount_printed: true}", "name: jeu-2, rows: 1, columns: 1, amount_printed: 1}",
         "expected true, false or cells"},
        {LD, "    pays: printed\n", "    pays: fixed\n", "expected printed"},
        {LD, "    pays: printed\n", "", "exactly one of amount_cents, amounts_cents (per stake), pays: printed, shared (a share of a jackpot) and class"},
        {LD, "    pays: printed\n", "    pays: printed\n    amount_cents: 100\n", "exactly one of amount_cents, amounts_cents (per stake), pays: printed, shared (a share of a jackpot) and class"},
        {LD, "    matches: {exactly: 1}\n", "    matches: {exactly: 1}\n  - {id: art-4/x, cites: art-4, grids: [jeu-1], amount_cents: 100, "
                                             "matches: {at_least: 1}}\n", "has a level that pays the amount printed, and no other level"},
        {LD, "check: printed-in-table, grids: [jeu-1, jeu-2, jeu-3]}", "check: printed-in-table, grids: [jeu-1], range: [1, 2]}",
         "'range' does not apply to this check"},
        {LD, "check: printed-in-table, grids: [jeu-1, jeu-2, jeu-3]}", "check: printed-in-table, draws: [porte-bonheur]}",
         "applies to grids only"},
        /* a draw serving some cells, a drawn multiplier, a share of a jackpot (Powerball) */
        {PB, "    cells: [[0, 5]]", "    cells: [[0, 6]]", "expected an integer from 0 to 5, found '6'"},
        {PB, "    cells: [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]\n  - {id: art-game/white-five",
         "    cells: [[0, 0], [0, 0]]\n  - {id: art-game/white-five", "cell [0, 0] is listed twice"},
        {PB, "      draw: power-play", "      draw: power-play\n      grid: play", "exactly one of grid (a cell that shows it) and draw"},
        {PB, "      draw: power-play", "      draw: power-play\n      factors: {2: 2}", "a drawn multiplier's factor is the number drawn"},
        {PB, "      draw: power-play", "      draw: nothing", "'nothing' is not a draw of the game"},
        {PB, "      stakes: [300]", "      stakes: [400]", "400 cents is none of the emission's stakes_cents"},
        {PB, "      levels: [art-prize-chart/4-1,", "      levels: [art-prize-chart/nope,",
         "'art-prize-chart/nope' is no level of the grids the multiplier applies to"},
        {PB, "    ranges: [[2, 5], [10, 10]]", "    ranges: [[2, 5], [10, 10]]\n    range: [2, 10]",
         "draw-range takes exactly one of range or ranges"},
        {PB, "    shared: grand-prize", "    shared: grand-prize\n    note: x", "a shared lot has its label for note"},
        {PB, "    shared: grand-prize", "    shared: grand-prize\n    amount_cents: 5", "pays: printed, shared"},
        /* a grid of spots, its tables, amounts that multiply with the stake, a cap (Daily Keno) */
        {KW, "    spots: true", "    spots: true\n    amount_printed: true", "a grid of spots is one row of numbers"},
        {KW, "  stakes_cents: [100, 200, 300,", "  stakes_cents: [100, 150, 300,",
         "a stake of 150 cents is no whole number of unit prices (100 cents)"},
        {KW, "grids: [play], spots: 9,\n     matches: {exactly: 9}", "grids: [play], spots: 11,\n     matches: {exactly: 9}",
         "expected an integer from 1 to 10, found '11'"},
        {KW, "    numbers: [1, 10]", "    numbers: [10, 1]", "range [10, 1] is empty"},
        {KW, "    numbers: [1, 10]", "    numbers: [1, 70]", "more numbers than a grid's 64 cells"},
        {KW, "matches: {exactly: 9}, amount_cents: 500000, one_in: 163381.4}",
         "matches: {exactly: 9}, amounts_cents: [1, 2, 3, 4, 5, 6, 7], cap_cents: 5, one_in: 163381.4}",
         "a cap bounds an amount that multiplies with the stake"},
        {KW, "matches: {exactly: 9}, amount_cents: 500000, one_in: 163381.4}",
         "matches: {exactly: 9}, amount_cents: 9000000000000, one_in: 163381.4}", "passes the largest amount"},
        {KW, "  stake_multiplies: true\n", "", "missing key 'amounts_cents'"},
        {LD, "  unit_price_cents: 100\n", "  unit_price_cents: 100\n  stake_multiplies: true\n",
         "amounts that multiply with the stake need stakes_cents"},
    };
    int failed = 0;   /* every mutation reported, then the test fails */
    for (size_t i = 0; i < sizeof m / sizeof *m; i++) {
        lc_error err;
        char tmp[64];
        memset(&err, 0, sizeof err);
        lc_game *g = load_mutated(m[i].file, m[i].from, m[i].to, &err, tmp, sizeof tmp);
        unlink(tmp);
        if (g) {
            lc_game_free(g);
            print_error("accepted mutation %zu (%s)\n", i, m[i].message);
            failed++;
        } else if (!strstr(err.message, m[i].message)) {
            print_error("mutation %zu: '%s' lacks '%s'\n", i, err.message, m[i].message);
            failed++;
        }
    }
    assert_int_equal(failed, 0);
}

/* A grid of symbols compiles to its list; a family alike and a level held
 * to masks of it; and no draw may serve it. */
static void test_symbols_compiled_form(void **state)
{
    (void)state;
    lc_error err;
    lc_game *g = lc_game_load(LS, &err);
    assert_non_null(g);
    const lc_grid *letters = &g->grids[lc_game_grid(g, "lettres")], *g3 = &g->grids[lc_game_grid(g, "grille-3")];
    assert_int_equal(g->ndraws, 0);
    assert_int_equal(letters->nsymbols, 10);
    assert_string_equal(letters->symbol[4], "E");
    assert_int_equal(lc_grid_symbol(letters, "Ex", 1), 4);   /* by length, no NUL needed */
    assert_int_equal(lc_grid_symbol(letters, "X", 1), -1);
    assert_int_equal(letters->lev[0].quantity, LC_Q_HOLDS);
    assert_int_equal(letters->lev[0].holds, 0x1f);   /* M O N D E: the first five */
    assert_int_equal(g3->fam[0].alike, 0x3);         /* soleil, palmier */
    assert_int_equal(g3->lev[0].quantity, LC_Q_PATTERNS);
    lc_game_free(g);

    char *text = slurp(LS), *drawn = replaced(text, "draws: []\n", "draws:\n  - {id: art-2/t, cites: art-2, name: t}\n");
    char *served = replaced(drawn, "serving: []\n", "serving:\n  - {id: art-2/s, cites: art-2, draws: [t], grids: [lettres]}\n");
    lc_game *bad = lc_game_load_text(served, strlen(served), "served.yaml", &err);
    assert_null(bad);
    assert_non_null(strstr(err.message, "grid 'lettres' holds symbols: no draw marks it"));
    free(text);
    free(drawn);
    free(served);
}

/* A clause gated by a reading not in force compiles, and is inactive. */
static void test_gated_clauses(void **state)
{
    (void)state;
    const char *off = "    when: {I-BINGO-JOKER: only-if-free-number}\n";
    char gated[8][400];
    struct { const char *file, *from, *id; } m[] = {
        {BINGO, "    grids: [grille-1, grille-2]\n    family: columns\n", "art-4.7/no-vertical"},
        {BINGO, "      rule: highest\n", "art-4.9/h2"},
        {BINGO, "      rule: sum\n", "art-4.8/s2"},
        {BINGO, "      note: off-table\n", "art-3/o2"},
        {BINGO, "    draws: [boules, bonus]\n    grids: [grille-1, grille-2]\n", "art-4.4/both-grids"},
        {BINGO, "    amount_cents: 200\n", "art-4.6/corners"},
        {BINGO, "    grids: [grille-1, grille-2]\n    joker: marked\n", "art-4.1/joker"},
    };
    snprintf(gated[0], sizeof gated[0], "%s%s", off, m[0].from);
    snprintf(gated[1], sizeof gated[1], "%s    - id: art-4.9/h2\n      cites: art-4.9\n  %s      rule: sum\n", m[1].from, off);
    snprintf(gated[2], sizeof gated[2], "%s    - id: art-4.8/s2\n      cites: art-4.8\n  %s      rule: highest\n", m[2].from, off);
    snprintf(gated[3], sizeof gated[3], "%s    - id: art-3/o2\n      cites: art-3\n  %s      note: other\n", m[3].from, off);
    snprintf(gated[4], sizeof gated[4], "%s%s", off, m[4].from);
    snprintf(gated[5], sizeof gated[5], "%s%s", off, m[5].from);
    snprintf(gated[6], sizeof gated[6], "%s%s", off, m[6].from);
    for (size_t i = 0; i < sizeof m / sizeof *m; i++) {
        lc_error err;
        char tmp[64];
        lc_game *g = load_mutated(m[i].file, m[i].from, gated[i], &err, tmp, sizeof tmp);
        unlink(tmp);
        if (!g)
            fail_msg("gated clause %zu refused: %s (line %d)", i, err.message, err.line);
        int found = 0;
        for (int k = 0; k < g->nclauses; k++)
            if (!strcmp(g->clauses[k].id, m[i].id)) {
                found = 1;
                assert_false(g->clauses[k].active);
            }
        assert_true(found);
        static lc_mutant ms[1024];   /* rules of another shape: their mutants too */
        assert_true(lc_mutants(g, ms, 1024) > 50);
        lc_game_free(g);
    }
}

static void test_missing_file(void **state)
{
    (void)state;
    lc_error err;
    assert_null(lc_game_load("rules/no-such-game.yaml", &err));
    assert_non_null(strstr(err.message, "cannot open"));
    assert_string_equal(err.file, "rules/no-such-game.yaml");
}

static void test_ruleset_from_directory(void **state)
{
    (void)state;
    lc_error err;
    lc_ruleset rs;
    char *paths[] = {"rules"};
    assert_int_equal(lc_ruleset_load(&rs, paths, 1, &err), 0);
    assert_int_equal(rs.n, 3);
    assert_non_null(lc_ruleset_find(&rs, "fdj-super-bingo-internet-2006"));
    assert_null(lc_ruleset_find(&rs, "fdj-loto"));
    lc_ruleset_free(&rs);
}

static void test_ruleset_refuses_same_game_twice(void **state)
{
    (void)state;
    lc_error err;
    lc_ruleset rs;
    char *paths[] = {BINGO, BINGO};
    assert_int_equal(lc_ruleset_load(&rs, paths, 2, &err), -1);
    assert_non_null(strstr(err.message, "another rules file"));
}

/* `head` followed by n copies of `item`, each "%d" in it the copy's number. */
static char *repeated(const char *head, const char *item, int n)
{
    size_t cap = strlen(head) + (size_t)n * (strlen(item) + 16) + 1, len = strlen(head);
    char *out = malloc(cap);
    memcpy(out, head, len);
    for (int i = 0; i < n; i++)
        for (const char *p = item; *p; p++)
            if (p[0] == '%' && p[1] == 'd')
                len += (size_t)snprintf(out + len, cap - len, "%d", i), p++;
            else
                out[len++] = *p;
    out[len] = '\0';
    return out;
}

/* Every bound of the compiled form refused at the item past it, in words:
 * grids, pattern families of one grid, cell sets of a family, levels of a
 * grid, the prize table's rows, an entry's readings (too many, or one). */
static void test_limits(void **state)
{
    (void)state;
    struct { const char *from, *head, *item; int n; const char *message; } m[] = {
        {"grids:\n", "grids:\n", "  - {name: g%d, id: art-4.1/g%d, cites: art-4.1, rows: 1, columns: 1}\n", 9, "more than 8 grids"},
        {"patterns:\n", "patterns:\n", "  - {id: art-4.6/f%d, cites: art-4.6, family: f%d, grids: [grille-1], sets: [[[0, 0]]]}\n", 9,
         "more than 8 pattern families on grid 'grille-1'"},
        {"    sets:\n      - [[0, 0], [0, 3], [3, 0], [3, 3]]", "    sets:\n      - [[0, 0], [0, 3], [3, 0], [3, 3]]",
         "\n      - [[%d, 0], [0, 3]]", 16, "expected from 1 to 16 cell sets"},
        {"levels:\n", "levels:\n", "  - {id: art-4.6/l%d, cites: art-4.6, grids: [grille-1], amount_cents: 2%d00, matches: {at_least: 1}}\n",
         17, "more than 16 levels on grid 'grille-1'"},
        {"  rows:\n", "  rows:\n", "    - {lots: 1, amount_cents: %d0001, total_cents: %d0001}\n", 33, "expected from 1 to 32 rows"},
        {"    readings:\n", "    readings:\n", "      - {id: r%d, text: reading %d}\n", 5,
         "expected from 2 to 6 readings"},
        {"      - id: within-each-draw\n        text: The 15 boules are distinct and the 3 bonus are distinct, but a "
         "bonus may repeat a boule.\n", "", "", 0, "expected from 2 to 6 readings"},   /* one reading left */
    };
    for (size_t i = 0; i < sizeof m / sizeof *m; i++) {
        char *to = repeated(m[i].head, m[i].item, m[i].n), tmp[64];
        lc_error err;
        memset(&err, 0, sizeof err);
        lc_game *g = load_mutated(BINGO, m[i].from, to, &err, tmp, sizeof tmp);
        unlink(tmp);
        free(to);
        if (g) {
            lc_game_free(g);
            fail_msg("limit %zu accepted (%s)", i, m[i].message);
        }
        if (!strstr(err.message, m[i].message))
            fail_msg("limit %zu: '%s' lacks '%s'", i, err.message, m[i].message);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bundled_files_compile),
        cmocka_unit_test(test_bingo_compiled_form),
        cmocka_unit_test(test_super_bingo_compiled_form),
        cmocka_unit_test(test_wrong_type),
        cmocka_unit_test(test_quoted_number_is_not_an_integer),
        cmocka_unit_test(test_unknown_key),
        cmocka_unit_test(test_duplicate_key),
        cmocka_unit_test(test_missing_citation),
        cmocka_unit_test(test_bad_citation),
        cmocka_unit_test(test_duplicate_clause_id),
        cmocka_unit_test(test_unknown_grid_name),
        cmocka_unit_test(test_empty_range),
        cmocka_unit_test(test_when_names_unknown_reading),
        cmocka_unit_test(test_unselectable_reading_refused),
        cmocka_unit_test(test_cell_outside_grid),
        cmocka_unit_test(test_level_needs_one_condition),
        cmocka_unit_test(test_unknown_check),
        cmocka_unit_test(test_column_ranges_must_match_columns),
        cmocka_unit_test(test_optional_word_of_wrong_type),
        cmocka_unit_test(test_word_not_in_list),
        cmocka_unit_test(test_format_version),
        cmocka_unit_test(test_structural_errors),
        cmocka_unit_test(test_limits),
        cmocka_unit_test(test_symbols_compiled_form),
        cmocka_unit_test(test_gated_clauses),
        cmocka_unit_test(test_missing_file),
        cmocka_unit_test(test_ruleset_from_directory),
        cmocka_unit_test(test_ruleset_refuses_same_game_twice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
