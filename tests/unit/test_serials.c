/* test_serials.c — duplicate serials in bounded memory: how a serial
 * splits, that serials counting up make one run, that duplicates are found
 * and counted in any order (through the spill files too), and that the
 * runs go to JSON and back. The expectations are counted by hand from the
 * serials each test writes. */
#include "helpers.h"
#include "serials.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    uint64_t dups, calls;
    uint64_t line[8], count[8], first[8];
    char text[8][64];
    const lc_serials *s;
} seen;

static void on_dup(void *arg, uint64_t line, uint64_t count, uint64_t first_line, uint64_t key, uint64_t number)
{
    seen *d = arg;
    if (d->calls < 8) {
        d->line[d->calls] = line;
        d->count[d->calls] = count;
        d->first[d->calls] = first_line;
        lc_serials_text(d->s, key, number, d->text[d->calls], sizeof d->text[0]);
    }
    d->calls++;
    d->dups += count;
}

static void add(lc_serials *s, const char *serial, uint64_t line)
{
    uint64_t key, number;
    lc_error err;
    lc_serial_split(serial, strlen(serial), &key, &number);
    assert_int_equal(lc_serials_add(s, serial, strlen(serial), key, number, line, &err), 0);
}

static void test_split(void **state)
{
    (void)state;
    uint64_t k1, k2, k3, k4, n;
    lc_serial_split("7-0000041", 9, &k1, &n);
    assert_int_equal(n, 41);
    lc_serial_split("7-0000042", 9, &k2, &n);
    assert_true(k1 == k2);   /* same prefix and width */
    lc_serial_split("7-000042", 8, &k3, &n);
    assert_true(k1 != k3);   /* another width: another serial, whatever the number */
    lc_serial_split("8-0000041", 9, &k4, &n);
    assert_true(k1 != k4);
    lc_serial_split("ABC", 3, &k1, &n);
    assert_int_equal(n, 0);
    /* 19 digits: too many for a number, compared whole */
    lc_serial_split("1234567890123456789", 19, &k1, &n);
    lc_serial_split("1234567890123456788", 19, &k2, &n);
    assert_true(k1 != k2);
    assert_int_equal(n, 0);
}

static void test_sequential_is_one_run(void **state)
{
    (void)state;
    lc_serials *s = lc_serials_new();
    char id[32];
    for (int i = 1; i <= 1000; i++) {
        snprintf(id, sizeof id, "B-%07d", i);
        add(s, id, (uint64_t)i);
    }
    json_t *out = json_object();
    int complete = 0;
    seen d = {.s = s};
    lc_error err;
    assert_int_equal(lc_serials_finish(s, on_dup, &d, out, &complete, &err), 0);
    assert_true(complete);
    assert_int_equal(d.dups, 0);
    json_t *runs = json_object_get(out, "runs");
    assert_int_equal(json_array_size(runs), 1);
    assert_int_equal(json_integer_value(json_array_get(json_array_get(runs, 0), 1)), 1);
    assert_int_equal(json_integer_value(json_array_get(json_array_get(runs, 0), 2)), 1000);
    json_decref(out);
    lc_serials_free(s);
}

static void test_duplicates_named(void **state)
{
    (void)state;
    lc_serials *s = lc_serials_new();
    /* lines 1-5: B-01..B-05; 6: B-03 again; 7-8: B-04, B-05 again (a run
     * overlapping the first); 9: X; 10: X again */
    const char *ids[] = {"B-01", "B-02", "B-03", "B-04", "B-05", "B-03", "B-04", "B-05", "X", "X"};
    for (int i = 0; i < 10; i++)
        add(s, ids[i], (uint64_t)i + 1);
    seen d = {.s = s};
    lc_error err;
    assert_int_equal(lc_serials_finish(s, on_dup, &d, NULL, NULL, &err), 0);
    assert_int_equal(d.dups, 4);
    assert_int_equal(d.calls, 2);   /* B-03..B-05 on lines 6-8 as one overlap, and X */
    int b = d.line[0] == 6 ? 0 : 1;
    assert_int_equal(d.line[b], 6);
    assert_int_equal(d.count[b], 3);
    assert_int_equal(d.first[b], 3);
    assert_string_equal(d.text[b], "B-03");
    assert_int_equal(d.line[1 - b], 10);
    assert_int_equal(d.first[1 - b], 9);
    assert_string_equal(d.text[1 - b], "X");
    lc_serials_free(s);
}

/* Serials in a shuffled order: one run each, more than the buffer holds,
 * so they spill; two of them repeated. */
static void test_any_order_spills(void **state)
{
    (void)state;
    const uint32_t n = 3 * LC_SERIAL_BUFFER / 2;
    uint32_t *order = malloc(n * sizeof *order);
    for (uint32_t i = 0; i < n; i++)
        order[i] = i;
    uint64_t x = 88172645463325252ULL;
    for (uint32_t i = n - 1; i > 0; i--) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        uint32_t j = (uint32_t)(x % (i + 1)), t = order[i];
        order[i] = order[j], order[j] = t;
    }
    char dir[] = "/tmp/test_serials-XXXXXX";   /* the spills go here, and leave nothing */
    assert_non_null(mkdtemp(dir));
    setenv("TMPDIR", dir, 1);
    lc_serials *s = lc_serials_new();
    char id[32];
    for (uint32_t i = 0; i < n; i++) {
        snprintf(id, sizeof id, "S%09u", order[i]);
        add(s, id, i + 1);
    }
    snprintf(id, sizeof id, "S%09u", order[17]);
    add(s, id, n + 1);
    snprintf(id, sizeof id, "S%09u", order[n - 1]);
    add(s, id, n + 2);
    seen d = {.s = s};
    lc_error err;
    json_t *out = json_object();
    int complete = 1;
    assert_int_equal(lc_serials_finish(s, on_dup, &d, out, &complete, &err), 0);
    assert_int_equal(d.dups, 2);
    assert_false(complete);   /* past LC_SERIAL_JSON_RUNS: not kept for merging */
    assert_true(json_is_null(json_object_get(out, "runs")));
    json_decref(out);
    lc_serials_free(s);
    free(order);
    assert_int_equal(rmdir(dir), 0);   /* empty: the spill files were unlinked */
    unsetenv("TMPDIR");
}

static void test_json_round_trip(void **state)
{
    (void)state;
    lc_serials *a = lc_serials_new(), *b = lc_serials_new();
    char id[32];
    for (int i = 1; i <= 50; i++) {
        snprintf(id, sizeof id, "7-%07d", i);
        add(a, id, (uint64_t)i);
    }
    json_t *out = json_object();
    int complete = 0;
    seen d = {.s = a};
    lc_error err;
    char why[200];
    assert_int_equal(lc_serials_finish(a, on_dup, &d, out, &complete, &err), 0);
    /* the shard's runs in another set, with serials 40 to 60 beside them */
    assert_int_equal(lc_serials_from_json(b, out, why, sizeof why, &err), 0);
    for (int i = 40; i <= 60; i++) {
        snprintf(id, sizeof id, "7-%07d", i);
        add(b, id, (uint64_t)i + 60);
    }
    seen e = {.s = b};
    assert_int_equal(lc_serials_finish(b, on_dup, &e, NULL, NULL, &err), 0);
    assert_int_equal(e.dups, 11);   /* 40 to 50 */
    assert_string_equal(e.text[0], "7-0000040");
    assert_int_equal(e.line[0], 100);
    assert_int_equal(e.first[0], 40);
    /* malformed: refused with a reason */
    json_t *bad = json_pack("{s:[[s, i, i, i]], s:{}}", "runs", "zz", 1, 2, 3, "names");
    lc_serials *c = lc_serials_new();
    assert_int_equal(lc_serials_from_json(c, bad, why, sizeof why, &err), -1);
    assert_non_null(strstr(why, "serials.runs[0]"));
    json_decref(bad);
    bad = json_pack("{s:n}", "runs");
    assert_int_equal(lc_serials_from_json(c, bad, why, sizeof why, &err), -1);
    assert_non_null(strstr(why, "verify the emission in one run"));
    json_decref(bad);
    lc_serials_free(c);
    json_decref(out);
    lc_serials_free(a);
    lc_serials_free(b);
}

/* Serials in any order past the buffer, and TMPDIR where no file can be
 * made: the set says so (set TMPDIR to a disk with room), never a crash. */
static void test_spill_nowhere(void **state)
{
    (void)state;
    setenv("TMPDIR", "/nonexistent/folder", 1);
    lc_serials *s = lc_serials_new();
    char id[32];
    lc_error err;
    int rc = 0;
    for (uint32_t i = 0; i <= LC_SERIAL_BUFFER && rc == 0; i++) {
        uint64_t key, number;
        snprintf(id, sizeof id, "S%09u", (unsigned)((i * 7919u) % (LC_SERIAL_BUFFER + 1)));
        lc_serial_split(id, strlen(id), &key, &number);
        rc = lc_serials_add(s, id, strlen(id), key, number, i + 1, &err);
    }
    unsetenv("TMPDIR");
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err.message, "set TMPDIR to a disk with room"));
    lc_serials_free(s);
}

/* A shard's serials mutilated value by value: read into a fresh set, or
 * refused with a reason; never a crash. */
static void read_serials(json_t *root, void *ctx)
{
    int *counts = ctx;
    lc_serials *s = lc_serials_new();
    char why[200] = "";
    lc_error err = {.line = 0};
    if (lc_serials_from_json(s, root, why, sizeof why, &err)) {
        if (!why[0] && !err.message[0])
            fail_msg("serials refused without a reason");
        counts[0]++;
    } else {
        counts[1]++;
    }
    lc_serials_free(s);
}

static void test_json_mutilated(void **state)
{
    (void)state;
    lc_serials *a = lc_serials_new();
    char id[32];
    for (int i = 1; i <= 30; i++) {   /* two prefixes, a gap: several runs and names */
        snprintf(id, sizeof id, "%s-%07d", i % 3 ? "7" : "AB", i % 3 ? i : i + 100);
        add(a, id, (uint64_t)i);
    }
    json_t *out = json_object();
    int complete = 0, counts[2] = {0, 0};
    seen d = {.s = a};
    lc_error err;
    assert_int_equal(lc_serials_finish(a, on_dup, &d, out, &complete, &err), 0);
    assert_true(json_array_size(json_object_get(out, "runs")) >= 2);
    mutilate_json(out, out, read_serials, counts);
    assert_true(counts[0] > 20 && counts[1] > 0);
    json_decref(out);
    lc_serials_free(a);
}

/* The texts kept to name a duplicate are bounded: past three quarters of
 * LC_SERIAL_NAMES prefixes, or a prefix longer than is kept, a duplicate
 * is still found and counted, and named "?". A serial of digits alone is
 * a number under an empty prefix. */
static void test_names_bounded(void **state)
{
    (void)state;
    lc_serials *s = lc_serials_new();
    char id[160];
    uint64_t line = 1;
    add(s, "123456", line++);
    for (int p = 0; p < LC_SERIAL_NAMES; p++) {   /* more prefixes than are named; two come again below */
        snprintf(id, sizeof id, "P%04d-%03d", p, 1);
        add(s, id, line++);
    }
    snprintf(id, sizeof id, "P%04d-%03d", LC_SERIAL_NAMES - 1, 1);
    add(s, id, line++);
    snprintf(id, sizeof id, "P%04d-%03d", 0, 1);
    add(s, id, line++);
    memset(id, 'L', 120);
    snprintf(id + 120, sizeof id - 120, "-7");
    add(s, id, line++);
    add(s, id, line++);
    add(s, "123456", line++);
    seen d = {.s = s};
    lc_error err;
    assert_int_equal(lc_serials_finish(s, on_dup, &d, NULL, NULL, &err), 0);
    assert_int_equal(d.dups, 4);
    int named = 0, unnamed = 0;
    for (uint64_t i = 0; i < d.calls; i++) {
        named += !strcmp(d.text[i], "P0000-001") || !strcmp(d.text[i], "123456");
        unnamed += !strcmp(d.text[i], "?");
    }
    assert_int_equal(named, 2);     /* a prefix named early, and the digits alone */
    assert_int_equal(unnamed, 2);   /* one named past the bound, one too long to keep */
    lc_serials_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_split), cmocka_unit_test(test_sequential_is_one_run),
                                       cmocka_unit_test(test_duplicates_named), cmocka_unit_test(test_any_order_spills),
                                       cmocka_unit_test(test_json_round_trip), cmocka_unit_test(test_json_mutilated),
                                       cmocka_unit_test(test_spill_nowhere), cmocka_unit_test(test_names_bounded)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
