/* test_block.c — the block verifier on crafted emissions: line endings,
 * blank and over-long lines, another game's units, escaped serials, a last
 * line without its newline, several blocks. */
#include "helpers.h"
#include "block.h"
#include "construct.h"
#include "emit.h"

#include <fcntl.h>

static lc_game *g;
static char *block_text;   /* 1000 units, conforming for --units 1000 */
static size_t block_len;

static int setup(void **s)
{
    (void)s;
    lc_error e;
    static lc_plan plan;
    char why[200];
    if (!(g = lc_game_load(BINGO, &e)) || lc_plan_make(&plan, g, why, sizeof why))
        return -1;
    /* targets as generate makes them: the scaled lots, then losers (unshuffled) */
    block_text = malloc(1000 * lc_emit_max(g));
    lc_rng master;
    lc_rng_init(&master, 5, "units", 0);
    int k = 0;
    for (int t = 0; t <= g->nrows; t++) {
        int64_t n = t < g->nrows ? g->rows[t].lots * 1000 / g->block_units : 1000 - k;
        for (int64_t i = 0; i < n; i++, k++) {
            lc_rng r;
            lc_unit u;
            lc_outcome o;
            char id[32];
            lc_rng_stream(&r, &master, (uint64_t)k);
            if (lc_construct(&plan, t, &r, &u, &o))
                return -1;
            snprintf(id, sizeof id, "t-%04d", k);
            block_len += lc_emit_line(block_text + block_len, g, id, &u, -1);
        }
    }
    return 0;
}

static int teardown(void **s)
{
    (void)s;
    free(block_text);
    lc_game_free(g);
    return 0;
}

static lc_block_run verify(const char *text, size_t len, uint64_t units)
{
    char path[] = "/tmp/lotcert-block-XXXXXX";
    int fd = mkstemp(path);
    assert_int_equal(write(fd, text, len), (ssize_t)len);
    lseek(fd, 0, SEEK_SET);
    lc_block_opts o = {.timeout = 5, .units = units, .alpha = 0.0};
    lc_block_run run;
    lc_error err;
    assert_int_equal(lc_block_verify(g, fd, len, &o, &run, &err), 0);
    close(fd);
    unlink(path);
    return run;
}

static void test_conforming(void **s)
{
    (void)s;
    lc_block_run run = verify(block_text, block_len, 1000);
    assert_int_equal(run.nblocks, 1);
    assert_int_equal(run.blocks[0].units, 1000);
    assert_true(run.blocks[0].conforming);
    assert_int_equal(run.blocks[0].lots[lc_game_amount_in_table(g, 200)], 66);   /* 100 000 x 1000 / 1 500 000 */
    lc_block_free(&run);
}

/* Replace "\n" by "\r\n", and drop the last newline: still conforming. */
static void test_crlf_and_last_line(void **s)
{
    (void)s;
    char *t = malloc(block_len * 2);
    size_t n = 0;
    for (size_t i = 0; i < block_len; i++) {
        if (block_text[i] == '\n')
            t[n++] = '\r';
        t[n++] = block_text[i];
    }
    lc_block_run run = verify(t, n - 2, 1000);
    assert_int_equal(run.lines, 1000);
    assert_true(run.blocks[0].conforming);
    lc_block_free(&run);
    free(t);
}

/* Odd lines in the middle: each one unreadable line, numbered, nothing else lost. */
static void test_odd_lines(void **s)
{
    (void)s;
    size_t big = (2 << 20);
    char *t = malloc(block_len + big + 4096);
    const char *third = strchr(strchr(strchr(block_text, '\n') + 1, '\n') + 1, '\n') + 1;   /* after line 3 */
    size_t head = (size_t)(third - block_text), n = head;
    memcpy(t, block_text, head);
    n += (size_t)sprintf(t + n, "\n{\"id\":\"x1\",\"game\":\"fdj-super-bingo-2004\",\"unit\":{}}\n");   /* blank, other game */
    memset(t + n, 'x', big);   /* over 1 MiB without a newline, then its end */
    n += big;
    t[n++] = '\n';
    n += (size_t)sprintf(t + n, "{\"id\":\"x2\" \"broken\n");
    memcpy(t + n, third, block_len - head);
    n += block_len - head;
    lc_block_run run = verify(t, n, 1000);
    lc_block_result *b = &run.blocks[0];
    assert_int_equal(b->unreadable, 4);
    assert_int_equal(b->s_unreadable.line[0], 4);
    assert_int_equal(b->s_unreadable.line[3], 7);
    assert_int_equal(run.lines, 1004);
    assert_false(b->conforming);
    lc_block_free(&run);
    free(t);
}

/* A serial written with an escape goes the slow way and is still read. */
static void test_escaped_serial(void **s)
{
    (void)s;
    char *t = malloc(block_len + 16);
    memcpy(t, block_text, block_len);
    char *at = strstr(t, "\"t-0000\"");   /* "t-0000" becomes "t\u002d0000": 5 bytes longer */
    size_t n = block_len;
    memmove(at + 6 + 5, at + 6, n - (size_t)(at - t) - 6);
    memcpy(at, "\"t\\u002d0000\"", 13);
    n += 5;
    lc_block_run run = verify(t, n, 1000);
    assert_int_equal(run.blocks[0].unreadable, 0);
    assert_int_equal(run.blocks[0].duplicates, 0);
    assert_true(run.blocks[0].conforming);
    lc_block_free(&run);
    /* a second escaped serial, another one: still no duplicate; then the
     * same serial written plainly: a duplicate */
    char *at2 = strstr(t, "\"t-0001\"");
    memmove(at2 + 6 + 5, at2 + 6, n - (size_t)(at2 - t) - 6);
    memcpy(at2, "\"t\\u002d0001\"", 13);
    n += 5;
    run = verify(t, n, 1000);
    assert_int_equal(run.blocks[0].duplicates, 0);
    lc_block_free(&run);
    char *at3 = strstr(t, "\"t-0002\"");
    memcpy(at3, "\"t-0000\"", 8);
    run = verify(t, n, 1000);
    assert_int_equal(run.blocks[0].duplicates, 1);
    lc_block_free(&run);
    free(t);
}

/* Two and a half blocks: three reported, the last incomplete. */
static void test_several_blocks(void **s)
{
    (void)s;
    lc_block_run run = verify(block_text, block_len, 400);
    assert_int_equal(run.nblocks, 3);
    assert_int_equal(run.blocks[0].units, 400);
    assert_int_equal(run.blocks[2].units, 200);
    assert_int_equal(run.blocks[1].first_line, 401);
    assert_false(run.blocks[2].conforming);
    uint64_t winners = run.blocks[0].winners + run.blocks[1].winners + run.blocks[2].winners;
    int64_t paid = run.blocks[0].paid + run.blocks[1].paid + run.blocks[2].paid;
    lc_block_free(&run);
    run = verify(block_text, block_len, 1000);
    assert_int_equal(run.blocks[0].winners, winners);
    assert_int_equal(run.blocks[0].paid, paid);
    lc_block_free(&run);
}

/* An emission line says every number of the unit as it is, whatever its
 * size or sign (a rules file may range up to 255, a misprint anywhere):
 * the line read back as JSON gives the same grids and draws. */
static void test_emit_every_number(void **s)
{
    (void)s;
    const char *text = "{\"grids\":{\"grille-1\":[[-5,0,7,9],[10,99,100,255],[-999999999,999999999,\"J\",1],"
                       "[2,3,4,5]],\"grille-2\":[[6,8,11,12],[13,14,15,16],[17,18,19,20],[21,22,23,\"J\"]]},"
                       "\"draws\":{\"boules\":[1000,-1,75],\"bonus\":[]}}";
    json_error_t je;
    json_t *unit = json_loads(text, 0, &je);
    lc_unit u;
    char why[200], line[LC_EMIT_MAX];
    assert_non_null(unit);
    assert_int_equal(lc_unit_read(g, unit, &u, why, sizeof why), 0);
    size_t n = lc_emit_line(line, g, "s-1", &u, 2400);
    assert_true(n > 0 && line[n - 1] == '\n');
    json_t *back = json_loadb(line, n, 0, &je);
    assert_non_null(back);
    assert_true(json_equal(json_object_get(back, "unit"), unit));
    assert_int_equal(json_integer_value(json_object_get(back, "lot_cents")), 2400);
    assert_string_equal(json_string_value(json_object_get(back, "id")), "s-1");
    json_decref(back);
    json_decref(unit);
}

/* A block's report read back (lotcert merge): the same figures; mutilated
 * value by value, read back or refused with a reason, never a crash. */
typedef struct {
    int refused, read;
} readback;

static void read_back(json_t *root, void *ctx)
{
    readback *r = ctx;
    static lc_block_result b;
    char why[300] = "";
    if (lc_block_result_from_json(g, root, &b, why, sizeof why)) {
        if (!why[0])
            fail_msg("a block report refused without a reason");
        r->refused++;
    } else {
        r->read++;
    }
}

/* The sample block verified, and its report as block --json writes it. */
static json_t *sample_report(lc_block_run *run)
{
    *run = verify(block_text, block_len, 1000);
    return lc_block_result_json(g, &run->blocks[0], 1, 0.05);
}

static void test_report_read_back(void **s)
{
    (void)s;
    lc_block_run run;
    json_t *j = sample_report(&run);
    static lc_block_result b;
    char why[300] = "";
    assert_int_equal(lc_block_result_from_json(g, j, &b, why, sizeof why), 0);
    assert_int_equal(b.units, run.blocks[0].units);
    assert_int_equal(b.paid, run.blocks[0].paid);
    assert_memory_equal(b.lots, run.blocks[0].lots, sizeof b.lots);
    readback r = {0, 0};
    mutilate_json(j, j, read_back, &r);
    assert_true(r.refused > 100 && r.read > 0);   /* figures of the wrong kind refused; extras ignored */
    json_decref(j);
    lc_block_free(&run);
}

/* The counts a report keeps by name (anomalies by checked clause, notes)
 * and the disagreements it shows, read back by name; a name the game does
 * not have, or a count that is no count, refused with the name. */
static void test_report_named_counts(void **s)
{
    (void)s;
    lc_block_run run;
    json_t *j = sample_report(&run);
    static lc_block_result b;
    char why[300] = "";
    assert_true(g->nchecks > 1);
    const char *last = g->clauses[g->checks[g->nchecks - 1].clause].id;
    json_object_set_new(j, "anomalies_by_clause", json_pack("{s:i}", last, 3));
    json_object_set_new(j, "disagreements_shown", json_pack("[s, i]", "first", 5));
    assert_int_equal(lc_block_result_from_json(g, j, &b, why, sizeof why), 0);
    assert_int_equal(b.by_check[g->nchecks - 1], 3);
    assert_string_equal(b.disagree_text[0], "first");
    assert_string_equal(b.disagree_text[1], "");
    const char *field[] = {"anomalies_by_clause", "anomalies_by_clause", "anomalies_by_clause", "notes"};
    json_t *value[] = {json_pack("{s:i}", "art-99.9", 1), json_pack("{s:i}", last, -1), json_pack("{s:s}", last, "2"),
                       json_pack("{s:i}", "no-such-note", 1)};
    for (size_t i = 0; i < sizeof field / sizeof *field; i++) {
        json_t *k = json_deep_copy(j);
        json_object_set_new(k, field[i], value[i]);
        why[0] = '\0';
        assert_int_equal(lc_block_result_from_json(g, k, &b, why, sizeof why), -1);
        if (!strstr(why, "is no checked clause or note of"))
            fail_msg("%s %zu: \"%s\"", field[i], i, why);
        json_decref(k);
    }
    json_decref(j);
    lc_block_free(&run);
}

/* Lines the slow reader refuses, each with its reason: not an object, an id
 * that is no text, a declared lot that is no amount, another game's unit;
 * a line ending in CR LF is read. */
static void test_refused_lines(void **s)
{
    (void)s;
    static const char *const odd[] = {
        "[1, 2]", "{\"id\": 7, \"game\": \"fdj-bingo-2012\", \"unit\": {}}",
        "{\"id\": \"l1\", \"game\": \"fdj-bingo-2012\", \"lot_cents\": -1, \"unit\": {}}",
        "{\"id\": \"l2\", \"game\": \"fdj-bingo-2012\", \"lot_cents\": \"200\", \"unit\": {}}",
        "{\"id\": \"l3\", \"game\": \"fdj-bingo-2012\", \"lot_cents\": 1000000000000000, \"unit\": {}}",
        "{\"id\": \"l4\", \"game\": 12, \"unit\": {}}",
    };
    static const char *const why[] = {"not a request with a string", "not a request with a string", "lot_cents",
                                      "lot_cents", "lot_cents", "not a unit of fdj-bingo-2012"};
    for (size_t i = 0; i < sizeof odd / sizeof *odd; i++) {
        char *t = malloc(block_len + 512);
        size_t n = (size_t)sprintf(t, "%s\r\n", odd[i]);
        memcpy(t + n, block_text, block_len);
        lc_block_run run = verify(t, n + block_len, 1001);
        lc_block_result *b = &run.blocks[0];
        assert_int_equal(b->unreadable, 1);
        assert_int_equal(b->s_unreadable.line[0], 1);
        if (!strstr(b->s_unreadable.serial[0], why[i]))
            fail_msg("line %zu: '%s' lacks '%s'", i, b->s_unreadable.serial[0], why[i]);
        lc_block_free(&run);
        free(t);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_conforming), cmocka_unit_test(test_crlf_and_last_line), cmocka_unit_test(test_odd_lines),
        cmocka_unit_test(test_escaped_serial), cmocka_unit_test(test_several_blocks),
        cmocka_unit_test(test_emit_every_number), cmocka_unit_test(test_report_read_back), cmocka_unit_test(test_report_named_counts), cmocka_unit_test(test_refused_lines),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
