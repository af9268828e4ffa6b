/* test_mutilate.c — every bundled rules file, mutilated line by line in
 * every way a hand can slip (a line deleted or doubled, a value of the
 * wrong type, out of range, quoted, empty, a word not in the list), must
 * either compile (and then lint without crashing) or be refused with a
 * positioned, non-empty message. No crash, no leak (ASan), no silent
 * acceptance of a broken type; and every mutant of what compiles applies
 * cleanly. */
#include "helpers.h"
#include "lint.h"
#include "mutate.h"

static lc_mutant mutants[1024];

static const char *const VALUES[] = {"[x]", "{a: 1}", "-1", "0", "99999999999999999999", "\"7\"", "~", "bogus",
                                     "1.5", "true", "[]", "[[0, 0]]", "[1, 2]", "[99, 1]",
                                     /* the language's own words: rules of other shapes that compile */
                                     "sum", "highest", "marked", "unmarked", "per-draw", "distinct", "note",
                                     "{family: rows, exactly: 2}", "{at_least: 2}", "{exactly: 1}", "false", "2", "4"};

typedef struct {
    int loaded, refused;
} tally;

static void try_text(const char *text, tally *t)
{
    lc_error err;
    memset(&err, 0, sizeof err);
    lc_game *g = lc_game_load_text(text, strlen(text), "mutilated.yaml", &err);
    if (g) {
        FILE *null = fopen("/dev/null", "w");
        lc_lint_game(g, null);
        lc_lint_summary(g, null);
        fclose(null);
        /* Rules unlike the bundled ones: their mutants too apply cleanly. */
        int n = lc_mutants(g, mutants, 1024);
        for (int i = 0; i < n; i++)
            lc_mutant_release(lc_mutant_apply(g, &mutants[i]));
        lc_game_free(g);
        t->loaded++;
        return;
    }
    t->refused++;
    if (strcmp(err.file, "mutilated.yaml") || !err.message[0])
        fail_msg("refused without a proper message: '%s' '%s'", err.file, err.message);
    if (err.line < 1 && !strstr(err.message, "unreadable") && !strstr(err.message, "empty"))
        fail_msg("refused without a line: %s", err.message);
}

/* text with line i (0-based) replaced by `line` (NULL: deleted). */
static char *with_line(const char *text, int i, const char *line)
{
    size_t n = strlen(text);
    char *out = malloc(n + strlen(line ? line : "") * 2 + 4), *o = out;
    const char *p = text;
    for (int k = 0; *p; k++) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) + 1 : strlen(p);
        if (k != i) {
            memcpy(o, p, len);
            o += len;
        } else if (line) {
            o += sprintf(o, "%s\n", line);
        }
        p += len;
    }
    *o = '\0';
    return out;
}

static void mutilate(const char *path)
{
    char *text = slurp(path);
    tally t = {0, 0};
    int nlines = 0;
    for (const char *p = text; *p; p++)
        nlines += *p == '\n';
    /* every k-th line only under the sanitizers and valgrind (memcheck runs
     * it 50 times slower); the plain build does every line */
    int stride = test_stride();
    for (int i = 0; i < nlines; i += stride) {
        const char *start = text;
        for (int k = 0; k < i; k++)
            start = strchr(start, '\n') + 1;
        size_t len = (size_t)(strchr(start, '\n') - start);
        char line[1024];
        snprintf(line, sizeof line, "%.*s", (int)len, start);
        char *m = with_line(text, i, NULL);   /* deleted */
        try_text(m, &t);
        free(m);
        char twice[2100];
        snprintf(twice, sizeof twice, "%s\n%s", line, line);   /* doubled */
        m = with_line(text, i, twice);
        try_text(m, &t);
        free(m);
        char *colon = strstr(line, ": ");
        for (size_t v = 0; colon && v < sizeof VALUES / sizeof *VALUES; v++) {
            char changed[1100];
            snprintf(changed, sizeof changed, "%.*s: %s", (int)(colon - line), line, VALUES[v]);
            m = with_line(text, i, changed);
            try_text(m, &t);
            free(m);
        }
    }
    fprintf(stderr, "%s: %d lines, %d mutilations compiled, %d refused\n", path, nlines, t.loaded, t.refused);
    assert_true(t.refused > t.loaded);   /* most slips are caught */
    free(text);
}

static void test_bingo(void **s) { (void)s; mutilate(BINGO); }
static void test_sb04(void **s) { (void)s; mutilate(SB04); }
static void test_sb06(void **s) { (void)s; mutilate(SB06); }

/* Whole-text oddities. */
static void test_odd_texts(void **s)
{
    (void)s;
    tally t = {0, 0};
    const char *texts[] = {"", "---\n", "[]\n", "42\n", "format: lotcert-rules/1\n", "a: &x 1\nb: *x\n",
                           "format: lotcert-rules/1\ngame: {}\n", ("\xef\xbb\xbf" "format: [\n")};
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
        try_text(texts[i], &t);
    assert_int_equal(t.loaded, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bingo), cmocka_unit_test(test_sb04), cmocka_unit_test(test_sb06),
        cmocka_unit_test(test_odd_texts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
