/* helpers.h — what the unit tests share: cmocka's includes in the order it
 * needs, loading a bundled rules file with one textual change, and building
 * units from JSON text. Tests run from the repository root. */
#ifndef TEST_HELPERS_H
#define TEST_HELPERS_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "eval.h"
#include "rules.h"

#include <jansson.h>

#define BINGO "rules/fdj-bingo-2012.yaml"
#define SB04 "rules/fdj-super-bingo-2004.yaml"
#define SB06 "rules/fdj-super-bingo-internet-2006.yaml"

/* The whole file, terminated; its length (it may hold NULs) to `len` when asked. */
static inline char *slurp_len(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    assert_non_null(fp);
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    assert_int_equal(fread(s, 1, (size_t)n, fp), (size_t)n);
    s[n] = '\0';
    fclose(fp);
    if (len)
        *len = (size_t)n;
    return s;
}

static inline char *slurp(const char *path)
{
    return slurp_len(path, NULL);
}

/* Write `text` to a fresh temporary file; its path goes to `path`. */
static inline void write_temp(const char *text, char *path, size_t n)
{
    snprintf(path, n, "/tmp/lotcert-test-XXXXXX");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    size_t len = strlen(text);
    assert_int_equal(write(fd, text, len), (ssize_t)len);
    close(fd);
}

/* A copy of text with the first `from` (which must occur) replaced by `to`. */
static inline char *replaced(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t a = (size_t)(at - text), fl = strlen(from), tl = strlen(to), n = strlen(text);
    char *out = malloc(n - fl + tl + 1);
    memcpy(out, text, a);
    memcpy(out + a, to, tl);
    memcpy(out + a + tl, at + fl, n - a - fl + 1);
    return out;
}

/* Load `path` after replacing the first `from` by `to` (which must occur). */
static inline lc_game *load_mutated(const char *path, const char *from, const char *to, lc_error *err,
                                    char *tmp, size_t tmpn)
{
    char *text = slurp(path);
    char *out = replaced(text, from, to);
    write_temp(out, tmp, tmpn);
    free(text);
    free(out);
    return lc_game_load(tmp, err);
}

/* The 1-based line of the first occurrence of `needle` in `path`. */
static inline int line_of(const char *path, const char *needle)
{
    char *text = slurp(path), *at = strstr(text, needle);
    assert_non_null(at);
    int line = 1;
    for (char *p = text; p < at; p++)
        line += *p == '\n';
    free(text);
    return line;
}

/* Evaluate a unit given as JSON text; the unit must have the right shape. */
static inline lc_outcome eval_json(const lc_game *g, const char *json)
{
    json_error_t je;
    json_t *j = json_loads(json, 0, &je);
    if (!j)
        fail_msg("bad test JSON: %s", je.text);
    lc_unit u;
    char why[256];
    if (lc_unit_read(g, j, &u, why, sizeof why))
        fail_msg("unit shape: %s", why);
    json_decref(j);
    lc_outcome o;
    lc_evaluate(g, &u, &o, 1);
    return o;
}

static inline int traced(const lc_game *g, const lc_outcome *o, const char *id)
{
    for (int i = 0; i < o->ntrace; i++)
        if (!strcmp(g->clauses[o->trace[i]].id, id))
            return 1;
    return 0;
}

static inline int violated(const lc_game *g, const lc_outcome *o, const char *id)
{
    for (int i = 0; i < o->nviol; i++)
        if (!strcmp(g->clauses[o->viol[i]].id, id))
            return 1;
    return 0;
}

static inline int has_note(const lc_game *g, const lc_outcome *o, const char *word)
{
    int i = lc_game_note(g, word);
    return i >= 0 && (o->notes >> i & 1);
}

/* LC_TEST_STRIDE=k: the long loops over positions take every k-th only
 * (make test under the sanitizers, ten times slower: 6; check-long and the
 * plain build: 1, every position). */
static inline int test_stride(void)
{
    const char *e = getenv("LC_TEST_STRIDE");
    return e && atoi(e) > 0 ? atoi(e) : 1;
}

/* JSON values that no field of lotcert's documents takes as they stand. */
static const char *const REPLACEMENTS[] = {"null", "\"J\"", "1.5", "\"x\"", "[]", "{}", "-5", "1000000000000",
                                           "true", "[1]", "[[1]]", "0", "76"};

/* Visit every value inside j (a part of root), replacing it in turn with
 * each of REPLACEMENTS (and deleting object members), and call check on the
 * whole document each time; then put it back. Arrays: every element is
 * replaced, the first (or an array of arrays) visited inside. */
static inline void mutilate_json(json_t *root, json_t *j, void (*check)(json_t *root, void *ctx), void *ctx)
{
    size_t nr = sizeof REPLACEMENTS / sizeof *REPLACEMENTS;
    if (json_is_object(j)) {
        /* A snapshot of the keys: re-adding a member moves it to the end. */
        const char *key;
        json_t *v;
        char *keys[32];
        size_t nk = 0;
        json_object_foreach(j, key, v) if (nk < 32) keys[nk++] = strdup(key);
        for (size_t i = 0; i < nk; i++) {
            json_t *keep = json_incref(json_object_get(j, keys[i]));
            json_object_del(j, keys[i]);
            check(root, ctx);
            for (size_t r = 0; r < nr; r++) {
                json_object_set_new(j, keys[i], json_loads(REPLACEMENTS[r], JSON_DECODE_ANY, NULL));
                check(root, ctx);
            }
            json_object_set_new(j, keys[i], keep);
            mutilate_json(root, keep, check, ctx);
            free(keys[i]);
        }
    } else if (json_is_array(j)) {
        for (size_t i = 0; i < json_array_size(j); i++) {
            json_t *keep = json_incref(json_array_get(j, i));
            for (size_t r = 0; r < nr; r++) {
                json_array_set_new(j, i, json_loads(REPLACEMENTS[r], JSON_DECODE_ANY, NULL));
                check(root, ctx);
            }
            json_array_set_new(j, i, keep);
            if ((json_is_array(keep) && json_array_size(keep) && json_is_array(json_array_get(keep, 0))) ||
                (json_is_array(keep) && i == 0) || json_is_object(keep))
                mutilate_json(root, keep, check, ctx);
        }
    }
}

#endif
