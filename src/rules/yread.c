/* yread.c — typed reading with key paths (see yread.h). */
#include "yread.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void yr_init(yr_ctx *c, const char *file, lc_error *err)
{
    c->file = file;
    c->err = err;
    c->path[0] = '\0';
    c->len = 0;
}

static size_t advance(yr_ctx *c, int n)
{
    size_t mark = c->len, room = sizeof c->path - c->len;
    if (n > 0)
        c->len += (size_t)n < room ? (size_t)n : room - 1;
    return mark;
}

size_t yr_push_key(yr_ctx *c, const char *key)
{
    return advance(c, snprintf(c->path + c->len, sizeof c->path - c->len, c->len ? ".%s" : "%s", key));
}

size_t yr_push_index(yr_ctx *c, size_t i)
{
    return advance(c, snprintf(c->path + c->len, sizeof c->path - c->len, "[%zu]", i));
}

void yr_pop(yr_ctx *c, size_t mark)
{
    c->len = mark;
    c->path[mark] = '\0';
}

int yr_fail(yr_ctx *c, const yt_node *at, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return lc_fail(c->err, c->file, at ? at->line : 0, at ? at->column : 0, c->path, "%s", msg);
}

int yr_fail_key(yr_ctx *c, const yt_node *map, const char *key, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const yt_node *at = yt_get(map, key);
    size_t m = yr_push_key(c, key);
    lc_fail(c->err, c->file, at ? at->line : map->line, at ? at->column : map->column, c->path, "%s", msg);
    yr_pop(c, m);
    return -1;
}

const char *yr_describe(const yt_node *n)
{
    static _Thread_local char buf[64];
    if (n->kind == YT_MAP)
        return "a mapping";
    if (n->kind == YT_SEQ)
        return "a sequence";
    if (yr_is_null(n))
        return "nothing (null)";
    snprintf(buf, sizeof buf, "'%.40s%s'", n->text, strlen(n->text) > 40 ? "..." : "");
    return buf;
}

int yr_is_null(const yt_node *n)
{
    return n->kind == YT_SCALAR && !n->quoted &&
           (!strcmp(n->text, "") || !strcmp(n->text, "~") || !strcmp(n->text, "null"));
}

int yr_map(yr_ctx *c, const yt_node *n, const char *const *allowed)
{
    if (n->kind != YT_MAP)
        return yr_fail(c, n, "expected a mapping, found %s", yr_describe(n));
    for (size_t i = 0; i < yt_npairs(n); i++) {
        const yt_node *k = yt_key(n, i);
        size_t j = 0;
        while (allowed[j] && strcmp(allowed[j], k->text))
            j++;
        if (!allowed[j]) {
            char list[300] = "";
            for (j = 0; allowed[j]; j++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", j ? ", " : "", allowed[j]);
            return yr_fail(c, k, "unknown key '%s' (expected one of: %s)", k->text, list);
        }
    }
    return 0;
}

int yr_seq(yr_ctx *c, const yt_node *n)
{
    return n->kind == YT_SEQ ? 0 : yr_fail(c, n, "expected a sequence, found %s", yr_describe(n));
}

int yr_list(yr_ctx *c, const yt_node *n, size_t lo, size_t hi, const char *what)
{
    if (yr_seq(c, n))
        return -1;
    if (n->nkids < lo || n->nkids > hi)
        return yr_fail(c, n, "expected from %zu to %zu %s", lo, hi, what);
    return 0;
}

int yr_int(yr_ctx *c, const yt_node *n, long long lo, long long hi, long long *out)
{
    const char *t = n->kind == YT_SCALAR ? n->text : "";
    size_t i = t[0] == '-' ? 1 : 0;
    int ok = n->kind == YT_SCALAR && !n->quoted && t[i] && strspn(t + i, "0123456789") == strlen(t + i);
    if (ok) {
        errno = 0;
        long long v = strtoll(t, NULL, 10);
        if (errno == 0 && v >= lo && v <= hi) {
            *out = v;
            return 0;
        }
    }
    return yr_fail(c, n, "expected an integer from %lld to %lld, found %s", lo, hi, yr_describe(n));
}

int yr_str(yr_ctx *c, const yt_node *n, const char **out)
{
    if (n->kind != YT_SCALAR || yr_is_null(n) || !n->text[0])
        return yr_fail(c, n, "expected a text, found %s", yr_describe(n));
    *out = n->text;
    return 0;
}

int yr_bool(yr_ctx *c, const yt_node *n, int *out)
{
    if (n->kind == YT_SCALAR && !n->quoted && (!strcmp(n->text, "true") || !strcmp(n->text, "false"))) {
        *out = n->text[0] == 't';
        return 0;
    }
    return yr_fail(c, n, "expected true or false, found %s", yr_describe(n));
}

int yt_hundredths(const yt_node *n, int digits, long long *out)
{
    const char *t = n->kind == YT_SCALAR && !n->quoted ? n->text : "";
    size_t whole = strspn(t, "0123456789");
    size_t frac = t[whole] == '.' ? strspn(t + whole + 1, "0123456789") : 0;
    size_t total = whole + (t[whole] == '.' ? 1 + frac : 0);
    if (whole == 0 || whole > (size_t)digits || frac > 2 || t[total] || (t[whole] == '.' && frac == 0))
        return -2;
    *out = atoll(t) * 100;
    if (frac)
        *out += (t[whole + 1] - '0') * 10 + (frac == 2 ? t[whole + 2] - '0' : 0);
    return 0;
}

int yr_hundredths(yr_ctx *c, const yt_node *n, int digits, long long *out)
{
    if (yt_hundredths(n, digits, out))
        return yr_fail(c, n, "expected a number such as 704.79 (two decimals at most), found %s", yr_describe(n));
    return 0;
}

int yr_percent_bp(yr_ctx *c, const yt_node *n, int *out)
{
    long long bp;
    if (yt_hundredths(n, 3, &bp))
        return yr_fail(c, n, "expected a percentage such as 62 or 62.33, found %s", yr_describe(n));
    if (bp > 10000)
        return yr_fail(c, n, "expected a percentage from 0 to 100, found %s", yr_describe(n));
    *out = (int)bp;
    return 0;
}

const yt_node *yr_need(yr_ctx *c, const yt_node *map, const char *key)
{
    const yt_node *v = yt_get(map, key);
    if (!v)
        yr_fail(c, map, "missing key '%s'", key);
    return v;
}

int yr_field_int(yr_ctx *c, const yt_node *map, const char *key, int required,
                 long long lo, long long hi, long long *out)
{
    const yt_node *v = yt_get(map, key);
    if (!v)
        return required ? yr_fail(c, map, "missing key '%s'", key) : 0;
    size_t m = yr_push_key(c, key);
    int rc = yr_int(c, v, lo, hi, out);
    if (rc == 0)
        yr_pop(c, m);
    return rc;
}

int yr_field_enum(yr_ctx *c, const yt_node *map, const char *key, int required, const char *const *words, int *out)
{
    const char *s = NULL;
    if (yr_field_str(c, map, key, required, &s))
        return -1;
    if (!s)
        return 0;   /* absent and optional */
    char list[200] = "";
    for (int i = 0; words[i]; i++) {
        if (!strcmp(words[i], s)) {
            *out = i;
            return 0;
        }
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? (words[i + 1] ? ", " : " or ") : "",
                 words[i]);
    }
    return yr_fail_key(c, map, key, "expected %s, found '%s'", list, s);
}

int yr_field_str(yr_ctx *c, const yt_node *map, const char *key, int required, const char **out)
{
    const yt_node *v = yt_get(map, key);
    if (!v)
        return required ? yr_fail(c, map, "missing key '%s'", key) : 0;
    size_t m = yr_push_key(c, key);
    int rc = yr_str(c, v, out);
    if (rc == 0)
        yr_pop(c, m);
    return rc;
}
