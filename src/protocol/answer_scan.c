/* answer_scan.c — the usual answer line (see answer_scan.h). */
#include "answer_scan.h"
#include "eval.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    const char *p, *end;
} cur;

/* White space is skipped before each token, where it may stand, and not
 * after: each token's reader skips it first. */
static inline void ws(cur *c)
{
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
        c->p++;
}

static inline int eat(cur *c, char ch)
{
    ws(c);
    if (c->p >= c->end || *c->p != ch)
        return 0;
    c->p++;
    return 1;
}

/* A byte a plain string holds: printable ASCII, no quote, no escape. */
#define P8(b) ((b) >= 0x20 && (b) <= 0x7e && (b) != '"' && (b) != '\\')
#define P64(b) P8(b), P8(b + 1), P8(b + 2), P8(b + 3), P8(b + 4), P8(b + 5), P8(b + 6), P8(b + 7)
static const uint8_t PLAIN[256] = {P64(0), P64(8), P64(16), P64(24), P64(32), P64(40), P64(48), P64(56),
                                   P64(64), P64(72), P64(80), P64(88), P64(96), P64(104), P64(112), P64(120)};

#define ONES 0x0101010101010101ULL
#define HIGHS 0x8080808080808080ULL

/* Bit 7 of each byte of x that is below n (n <= 128), or that is b: the
 * lowest bit set is the first such byte; bits above it may be borrows. */
static inline uint64_t below(uint64_t x, uint8_t n) { return (x - ONES * n) & ~x & HIGHS; }
static inline uint64_t equal(uint64_t x, uint8_t b) { return below(x ^ (ONES * b), 1); }

/* The closing quote of the plain string from p, or NULL. Eight bytes a
 * step where eight are left: the first quote and the first byte that no
 * plain string holds, and whichever comes first decides; one by one by
 * table after. */
static inline const unsigned char *plain_end(const unsigned char *p, const unsigned char *end)
{
    for (; end - p >= 8; p += 8) {
        uint64_t x;
        memcpy(&x, p, 8);
        uint64_t quote = equal(x, '"'), bad = below(x, 0x20) | (x & HIGHS) | equal(x, 0x7f) | equal(x, '\\');
        if (quote | bad) {
            int q = quote ? __builtin_ctzll(quote) : 64, b = bad ? __builtin_ctzll(bad) : 64;
            return q < b ? p + q / 8 : NULL;
        }
    }
    while (p < end && PLAIN[*p])
        p++;
    return p < end && *p == '"' ? p : NULL;
}

/* A string of printable ASCII without escapes. */
static int plain(cur *c, const char **s, size_t *n)
{
    ws(c);
    if (c->p >= c->end || *c->p != '"')
        return 0;
    const unsigned char *q = (const unsigned char *)c->p + 1, *e = plain_end(q, (const unsigned char *)c->end);
    if (!e)
        return 0;
    *s = (const char *)q;
    *n = (size_t)(e - q);
    c->p = (const char *)e + 1;
    return 1;
}

/* 0, or 1 to 18 digits without a leading zero. */
static int number(cur *c, int64_t *v)
{
    ws(c);
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

/* n bytes at a are the literal word w (its length known where this is
 * inlined, so the compare is a load or two, not a call) */
#define IS(a, n, w) ((n) == sizeof w - 1 && !memcmp(a, w, sizeof w - 1))

/* The key of the n bytes at k: its index among id, status, amount_cents,
 * grids, notes, remedy and trace, or 7 (no key of the answer). Told by
 * length first: no key is compared with another's text. */
static int key_index(const char *k, size_t n)
{
    switch (n) {
    case 2: return IS(k, n, "id") ? 0 : 7;
    case 6: return IS(k, n, "status") ? 1 : IS(k, n, "remedy") ? 5 : 7;
    case 12: return IS(k, n, "amount_cents") ? 2 : 7;
    case 5: return IS(k, n, "grids") ? 3 : IS(k, n, "notes") ? 4 : IS(k, n, "trace") ? 6 : 7;
    default: return 7;
    }
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

/* ["word", ...]; folded where fold is not NULL (a trace is read, not kept) */
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
        if (fold)
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
        f->status = IS(s, n, "win") ? LC_WIN : IS(s, n, "lose") ? LC_LOSE : IS(s, n, "anomaly") ? LC_ANOMALY : -1;
        return f->status >= 0;
    case 2: return number(c, &f->amount);
    case 3: return grids(c, &f->rest.grids);
    case 4: return words(c, &f->rest.notes);
    case 5:
        if (!plain(c, &s, &n))
            return 0;
        f->rest.remedy = lc_fold_word(s, n);
        return 1;
    default: return words(c, NULL);
    }
}

/* ---- the compact form: no white space ------------------------------------ */

/* The same readings as above where no white space stands between tokens,
 * each a pointer in and a pointer out (NULL: not so), so that the line is
 * read in registers; anything else goes the general way. */
static inline const char *c_plain(const char *p, const char *end, const char **s, size_t *n)
{
    const unsigned char *e;
    if (p >= end || *p != '"' || !(e = plain_end((const unsigned char *)p + 1, (const unsigned char *)end)))
        return NULL;
    *s = p + 1;
    *n = (size_t)((const char *)e - *s);
    return (const char *)e + 1;
}

static const char *c_number(const char *p, const char *end, int64_t *v)
{
    const char *q = p;
    int64_t x = 0;
    while (p < end && (unsigned)(*p - '0') <= 9 && p - q < 18)
        x = x * 10 + (*p++ - '0');
    size_t n = (size_t)(p - q);
    if (n == 0 || (n > 1 && *q == '0') ||
        (p < end && (*p == '.' || *p == 'e' || *p == 'E' || (unsigned)(*p - '0') <= 9)))
        return NULL;
    *v = x;
    return p;
}

/* At p, the bracket `open`: 2 when its container is empty (`close`
 * follows at once), 1 when items follow, 0 when it is not there. */
static int opening(const char *p, const char *end, char open, char close)
{
    if (p >= end || *p != open)
        return 0;
    return end - p >= 2 && p[1] == close ? 2 : 1;
}

/* {"name":N,...}, each name once; ["word",...], folded where fold is not NULL */
static const char *c_grids(const char *p, const char *end, uint64_t *fold)
{
    const char *seen[8];
    size_t seen_n[8], k = 0;
    int o = opening(p, end, '{', '}');
    if (o != 1)
        return o ? p + 2 : NULL;
    do {
        const char *s;
        size_t n;
        int64_t v;
        if (k == 8 || !(p = c_plain(p + 1, end, &s, &n)) || p >= end || *p != ':' || !(p = c_number(p + 1, end, &v)))
            return NULL;
        for (size_t i = 0; i < k; i++)
            if (seen_n[i] == n && !memcmp(seen[i], s, n))
                return NULL;
        seen[k] = s;
        seen_n[k++] = n;
        *fold += lc_fold_grid(lc_fold_word(s, n), v);
    } while (p < end && *p == ',');
    return p < end && *p == '}' ? p + 1 : NULL;
}

static const char *c_words(const char *p, const char *end, uint64_t *fold)
{
    int o = opening(p, end, '[', ']');
    if (o != 1)
        return o ? p + 2 : NULL;
    do {
        const char *s;
        size_t n;
        if (!(p = c_plain(p + 1, end, &s, &n)))
            return NULL;
        if (fold)
            *fold += lc_fold_word(s, n);
    } while (p < end && *p == ',');
    return p < end && *p == ']' ? p + 1 : NULL;
}

static const char *c_value(const char *p, const char *end, int key, lc_answer_fields *f)
{
    const char *s;
    size_t n;
    switch (key) {
    case 0: return c_plain(p, end, &f->id, &f->idlen);
    case 1:
        if (!(p = c_plain(p, end, &s, &n)))
            return NULL;
        f->status = IS(s, n, "win") ? LC_WIN : IS(s, n, "lose") ? LC_LOSE : IS(s, n, "anomaly") ? LC_ANOMALY : -1;
        return f->status >= 0 ? p : NULL;
    case 2: return c_number(p, end, &f->amount);
    case 3: return c_grids(p, end, &f->rest.grids);
    case 4: return c_words(p, end, &f->rest.notes);
    case 5:
        if ((p = c_plain(p, end, &s, &n)))
            f->rest.remedy = lc_fold_word(s, n);
        return p;
    default: return c_words(p, end, NULL);
    }
}

/* The keys seen, or 0 when the line is not in compact form. */
static unsigned compact(const char *p, const char *end, lc_answer_fields *f)
{
    unsigned seen = 0;
    if (p >= end || *p != '{')
        return 0;
    do {
        const char *k;
        size_t n;
        int key;
        if (!(p = c_plain(p + 1, end, &k, &n)) || (key = key_index(k, n)) == 7 || seen >> key & 1 || p >= end ||
            *p != ':' || !(p = c_value(p + 1, end, key, f)))
            return 0;
        seen |= 1u << key;
    } while (p < end && *p == ',');
    if (p >= end || *p++ != '}')
        return 0;
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
        p++;
    return p == end ? seen : 0;
}

/* ---- either ---------------------------------------------------------------- */

/* The keys seen, or 0 when the line is not of the usual form. */
static unsigned general(const char *line, size_t len, lc_answer_fields *f)
{
    cur c = {line, line + len};
    unsigned seen = 0;
    if (!eat(&c, '{'))
        return 0;
    do {
        const char *k;
        size_t n;
        if (!plain(&c, &k, &n))
            return 0;
        int key = key_index(k, n);
        if (key == 7 || seen >> key & 1 || !eat(&c, ':') || !value(&c, key, f))
            return 0;
        seen |= 1u << key;
    } while (eat(&c, ','));
    if (!eat(&c, '}'))
        return 0;
    while (c.p < c.end && (*c.p == ' ' || *c.p == '\t' || *c.p == '\r'))
        c.p++;
    return c.p == c.end ? seen : 0;
}

int lc_answer_scan(const char *line, size_t len, lc_answer_fields *f)
{
    f->rest = (lc_answer_rest){0};
    unsigned seen = compact(line, line + len, f);
    if (!seen) {
        f->rest = (lc_answer_rest){0};
        seen = general(line, len, f);
    }
    if ((seen & 7) != 7)
        return -1;
    f->rest.has = (seen >> 3 & 1 ? 1u << LC_LEFT_GRIDS : 0) | (seen >> 4 & 1 ? 1u << LC_LEFT_NOTES : 0) |
                  (seen >> 5 & 1 ? 1u << LC_LEFT_REMEDY : 0);
    return 0;
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
