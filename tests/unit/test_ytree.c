/* test_ytree.c — the YAML tree: positions, and every refusal. */
#include "helpers.h"
#include "ytree.h"

static yt_node *parse(const char *text, lc_error *err)
{
    return yt_load_string(text, strlen(text), "t.yaml", err);
}

static void test_positions_are_one_based(void **state)
{
    (void)state;
    lc_error err;
    yt_node *n = parse("a: 1\nb:\n  - x\n  - 'y'\n", &err);
    assert_non_null(n);
    assert_int_equal(n->kind, YT_MAP);
    yt_node *b = yt_get(n, "b");
    assert_non_null(b);
    assert_int_equal(b->kind, YT_SEQ);
    assert_int_equal(b->kids[1]->line, 4);
    assert_int_equal(b->kids[1]->column, 5);
    assert_true(b->kids[1]->quoted);
    assert_false(b->kids[0]->quoted);
    yt_free(n);
}

static void test_duplicate_key_refused(void **state)
{
    (void)state;
    lc_error err;
    assert_null(parse("a: 1\nb: 2\na: 3\n", &err));
    assert_int_equal(err.line, 3);
    assert_int_equal(err.column, 1);
    assert_non_null(strstr(err.message, "duplicate key 'a'"));
    assert_non_null(strstr(err.message, "line 1"));
}

static void test_alias_refused(void **state)
{
    (void)state;
    lc_error err;
    assert_null(parse("a: &x [1, 2]\nb: *x\n", &err));
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.message, "aliases"));
}

static void test_depth_bounded(void **state)
{
    (void)state;
    lc_error err;
    char deep[400] = "";
    for (int i = 0; i < LC_MAX_DEPTH + 5; i++)
        strcat(deep, "[");
    assert_null(parse(deep, &err));
    assert_non_null(strstr(err.message, "nesting deeper"));
}

static void test_syntax_error_has_position(void **state)
{
    (void)state;
    lc_error err;
    assert_null(parse("a: 1\nb: [1, 2\nc: 3\n", &err));
    assert_true(err.line >= 2);
    assert_true(err.column >= 1);
    assert_non_null(strstr(err.message, "YAML syntax"));
}

static void test_two_documents_refused(void **state)
{
    (void)state;
    lc_error err;
    assert_null(parse("a: 1\n---\nb: 2\n", &err));
    assert_non_null(strstr(err.message, "single document"));
}

static void test_empty_refused(void **state)
{
    (void)state;
    lc_error err;
    assert_null(parse("", &err));
    assert_non_null(strstr(err.message, "empty"));
}

static void test_non_scalar_key_refused(void **state)
{
    (void)state;
    lc_error err;
    assert_null(parse("? [a, b]\n: 1\n", &err));
    assert_non_null(strstr(err.message, "plain key"));
}

static void test_invalid_utf8_refused(void **state)
{
    (void)state;
    lc_error err;
    assert_null(parse("a: \xff\xfe\n", &err));
    assert_non_null(strstr(err.message, "unreadable"));
}

static void test_bounds(void **state)
{
    (void)state;
    lc_error err;
    size_t n = LC_MAX_SCALAR + 10;
    char *big = malloc(n + 8);
    memcpy(big, "a: ", 3);
    memset(big + 3, 'x', n);
    strcpy(big + 3 + n, "\n");
    assert_null(parse(big, &err));
    assert_non_null(strstr(err.message, "scalar longer than"));
    free(big);
    size_t items = LC_MAX_NODES + 5, len = 2 * items + 8;   /* [1,1,...,1]: more nodes than allowed */
    char *wide = malloc(len);
    char *p = wide;
    *p++ = '[';
    for (size_t i = 0; i < items; i++) {
        *p++ = '1';
        *p++ = i + 1 < items ? ',' : ']';
    }
    *p = '\0';
    assert_null(parse(wide, &err));
    assert_non_null(strstr(err.message, "more than"));
    free(wide);
    assert_null(parse("? {a: 1}\n: 2\n", &err));
    assert_non_null(strstr(err.message, "plain key, found a mapping"));
    yt_node *ok = parse("a: {b: [1, {c: d}]}\n", &err);
    assert_non_null(ok);
    assert_null(yt_get(ok, "zz"));
    assert_null(yt_get(yt_get(ok, "a")->kids[1], "b"));   /* not a map: NULL */
    yt_free(ok);
}

/* Of several duplicate keys, the one reported is the first in the file
 * (by line, then by column on one line), whatever the sort did. */
static void test_first_duplicate_reported(void **state)
{
    (void)state;
    lc_error err;
    assert_null(parse("b: 1\na: 2\nb: 3\na: 4\na: 5\n", &err));
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.message, "duplicate key 'b' (first at line 1"));
    assert_null(parse("{z: 1, y: 2, y: 3, z: 4}\n", &err));
    assert_int_equal(err.column, 14);
    assert_non_null(strstr(err.message, "duplicate key 'y' (first at line 1, column 8)"));
}

/* A file larger than any rules or case file is refused before it is read;
 * a YAML that stops in the middle of a mapping is a syntax error with its
 * place. */
static void test_file_bounds(void **state)
{
    (void)state;
    lc_error err;
    FILE *fp = tmpfile();
    assert_non_null(fp);
    assert_int_equal(ftruncate(fileno(fp), (off_t)LC_MAX_FILE + 1), 0);
    assert_null(yt_load(fp, "big.yaml", &err));
    assert_non_null(strstr(err.message, "a rules or case file is at most 16 MiB"));
    fclose(fp);
    fp = tmpfile();
    fputs("a:\n  b: [1, 2\n", fp);
    rewind(fp);
    assert_null(yt_load(fp, "cut.yaml", &err));
    assert_non_null(strstr(err.message, "YAML syntax"));
    assert_true(err.line > 0);
    fclose(fp);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_positions_are_one_based), cmocka_unit_test(test_duplicate_key_refused),
        cmocka_unit_test(test_alias_refused),           cmocka_unit_test(test_depth_bounded),
        cmocka_unit_test(test_syntax_error_has_position), cmocka_unit_test(test_two_documents_refused),
        cmocka_unit_test(test_empty_refused),           cmocka_unit_test(test_non_scalar_key_refused),
        cmocka_unit_test(test_invalid_utf8_refused), cmocka_unit_test(test_bounds),
        cmocka_unit_test(test_first_duplicate_reported), cmocka_unit_test(test_file_bounds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
