/* answer_scan.c — the usual answer line (see answer_scan.h). */
#include "answer_scan.h"
#include "eval.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    const char *p, *end;
} cur;

static void ws(cur *c)
{
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
        c->p++;
}

static int eat(cur *c, char ch)
{
    ws(c);
    if (c->p >= c->end || *c->p != ch)
        return 0;
    c->p++;
    ws(c);
    return 1;
}

/* A string of printable ASCII without escapes. */
static int plain(cur *c, const char **s, size_t *n)
{
    if (c->p >= c->end || *c->p != '"')
        return 0;
    const char *q = ++c->p;
    while (c->p < c->end && *c->p != '"') {
        unsigned char ch = (unsigned char)*c->p;
        if (ch < 0x20 || ch > 0x7e || ch == '\\')
            return 0;
        c->p++;
    }
    if (c->p >= c->end)
        return 0;
    *s = q;
    *n = (size_t)(c->p++ - q);
    return 1;
}

/* 0, or 1 to 18 digits without a leading zero. */
static int number(cur *c, int64_t *v)
{
    const char *q = c->p;
    int64_t x = 0;
    while (c->p < c->end && *c->p >= '0' && *c->p <= '9' && c->p - q < 18)
        x = x * 10 + (*c->p++ - '0');
    size_t n = (size_t)(c->p - q);
    if (n == 0 || n > 18 || (n > 1 && *q == '0') ||
        (c->p < c->end && (*c->p == '.' || *c->p == 'e' || *c->p == 'E' || (*c->p >= '0' && *c->p <= '9'))))
        return 0;
    *v = x;
    return 1;
}

static uint64_t mix(uint64_t x)   /* splitmix64's finaliser */
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

uint64_t lc_fold_word(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;   /* FNV-1a, then mixed */
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 0x100000001b3ULL;
    return mix(h ^ n);
}

uint64_t lc_fold_grid(uint64_t name, int64_t cents)
{
    return mix(name ^ mix((uint64_t)cents + 0x632be59bd9b4e019ULL));
}

static int same(const char *a, size_t an, const char *b)
{
    return an == strlen(b) && !memcmp(a, b, an);
}

/* {"name": N, ...}, each name once */
static int grids(cur *c, uint64_t *fold)
{
    const char *seen[8];
    size_t seen_n[8], k = 0;
    if (!eat(c, '{'))
        return 0;
    if (eat(c, '}'))
        return 1;
    do {
        const char *s;
        size_t n;
        int64_t v;
        if (k == 8 || !plain(c, &s, &n) || !eat(c, ':') || !number(c, &v))
            return 0;
        for (size_t i = 0; i < k; i++)
            if (seen_n[i] == n && !memcmp(seen[i], s, n))
                return 0;
        seen[k] = s;
        seen_n[k++] = n;
        *fold += lc_fold_grid(lc_fold_word(s, n), v);
    } while (eat(c, ','));
    return eat(c, '}');
}

/* ["word", ...] */
static int words(cur *c, uint64_t *fold)
{
    const char *s;
    size_t n;
    if (!eat(c, '['))
        return 0;
    if (eat(c, ']'))
        return 1;
    do {
        if (!plain(c, &s, &n))
            return 0;
        *fold += lc_fold_word(s, n);
    } while (eat(c, ','));
    return eat(c, ']');
}

static int value(cur *c, int key, lc_answer_fields *f)
{
    const char *s;
    size_t n;
    switch (key) {
    case 0: return plain(c, &f->id, &f->idlen);
    case 1:
        if (!plain(c, &s, &n))
            return 0;
        f->status = same(s, n, "win") ? LC_WIN : same(s, n, "lose") ? LC_LOSE : same(s, n, "anomaly") ? LC_ANOMALY : -1;
        return f->status >= 0;
    case 2: return number(c, &f->amount);
    case 3: return grids(c, &f->rest.grids);
    case 4: return words(c, &f->rest.notes);
    case 5:
        if (!plain(c, &s, &n))
            return 0;
        f->rest.remedy = lc_fold_word(s, n);
        return 1;
    default: {
        uint64_t trace = 0;
        return words(c, &trace);
    }
    }
}

int lc_answer_scan(const char *line, size_t len, lc_answer_fields *f)
{
    static const char *const KEYS[] = {"id", "status", "amount_cents", "grids", "notes", "remedy", "trace"};
    cur c = {line, line + len};
    unsigned seen = 0;
    f->rest = (lc_answer_rest){0};
    if (!eat(&c, '{'))
        return -1;
    do {
        const char *k;
        size_t n;
        int key = 0;
        if (!plain(&c, &k, &n))
            return -1;
        while (key < 7 && !same(k, n, KEYS[key]))
            key++;
        if (key == 7 || seen >> key & 1 || !eat(&c, ':') || !value(&c, key, f))
            return -1;
        seen |= 1u << key;
    } while (eat(&c, ','));
    if (!eat(&c, '}') || (seen & 7) != 7)
        return -1;
    f->rest.has = (seen >> 3 & 1 ? 1u << LC_LEFT_GRIDS : 0) | (seen >> 4 & 1 ? 1u << LC_LEFT_NOTES : 0) |
                  (seen >> 5 & 1 ? 1u << LC_LEFT_REMEDY : 0);
    while (c.p < c.end && (*c.p == ' ' || *c.p == '\t' || *c.p == '\r'))
        c.p++;
    return c.p == c.end ? 0 : -1;
}

const char *lc_left_name(int field)
{
    static const char *const NAMES[LC_LEFT_N] = {"grids", "remedy", "notes"};
    return field >= 0 && field < LC_LEFT_N ? NAMES[field] : "?";
}

int lc_left_fails(unsigned left, int required, char *why, size_t n)
{
    if (!left || !required)
        return 0;
    size_t len = (size_t)snprintf(why, n, "the answer left out");
    for (int k = 0; k < LC_LEFT_N; k++)
        if (left >> k & 1 && len < n)
            len += (size_t)snprintf(why + len, n - len, " \"%s\"", lc_left_name(k));
    if (len < n)
        snprintf(why + len, n - len, " (required by --require-fields)");
    return -1;
}
