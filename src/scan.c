/* scan.c — a strict scanner for one request line (see scan.h). */
#include "scan.h"

#include <string.h>

typedef struct {
    const char *p, *end;
} cur;

static inline void ws(cur *c)
{
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
        c->p++;
}

static inline int eat(cur *c, char ch)
{
    if (c->p < c->end && *c->p == ch) {   /* the usual case: no white space */
        c->p++;
        return 1;
    }
    ws(c);
    if (c->p < c->end && *c->p == ch) {
        c->p++;
        return 1;
    }
    return 0;
}

/* A string without escapes (an escape sends the line to jansson). */
static int string(cur *c, const char **s, size_t *n)
{
    if (!eat(c, '"'))
        return 0;
    const char *q = c->p;
    while (q < c->end && *q != '"' && *q != '\\')   /* short keys: a loop beats memchr */
        q++;
    if (q == c->end || *q == '\\')
        return 0;
    *s = c->p;
    *n = (size_t)(q - c->p);
    c->p = q + 1;
    return 1;
}

static int key_n(cur *c, const char *want, size_t wn)
{
    const char *s;
    size_t n;
    return string(c, &s, &n) && n == wn && !memcmp(s, want, n) && eat(c, ':');
}

/* The n bytes of lit, exactly, at the cursor: the form every emitter writes
 * (no white space), tried before the general path. */
static inline int exact(cur *c, const char *lit, size_t n)
{
    if ((size_t)(c->end - c->p) >= n && !memcmp(c->p, lit, n)) {
        c->p += n;
        return 1;
    }
    return 0;
}
#define key(c, literal) (exact(c, "\"" literal "\":", sizeof literal + 2) || key_n(c, literal, sizeof literal - 1))

/* "name" then `after` at the cursor, for a name known at run time: one
 * pass along both, no length taken. */
static inline int exact_quoted(cur *c, const char *name, char after)
{
    const char *q = c->p;
    if (q >= c->end || *q++ != '"')
        return 0;
    while (*name && q < c->end && *q == *name)
        q++, name++;
    if (*name || c->end - q < (after ? 2 : 1) || q[0] != '"' || (after && q[1] != after))
        return 0;
    c->p = q + 1 + (after != 0);
    return 1;
}
#define exact_name(c, name) exact_quoted(c, name, ':')

static inline int digit(char ch) { return (unsigned)(ch - '0') <= 9; }

/* The line ends in a non-digit sentinel (scan.h): no bounds checks here. */
static inline int integer(cur *c, int32_t *v)
{
    if (!digit(*c->p) && *c->p != '-')
        ws(c);
    const char *q = c->p;
    int neg = *q == '-';
    q += neg;
    if (!digit(*q) || (*q == '0' && digit(q[1])))
        return 0;
    int64_t x = *q++ - '0';
    if (digit(*q)) {
        x = x * 10 + (*q++ - '0');
        for (int n = 2; digit(*q); n++) {
            if (n == 11)
                return 0;   /* far beyond any range: jansson says so */
            x = x * 10 + (*q++ - '0');
        }
    }
    if (*q == '.' || *q == 'e' || *q == 'E' || q > c->end)
        return 0;
    x = neg ? -x : x;
    *v = x > LC_NUMBER_CLAMP ? LC_NUMBER_CLAMP : x < -LC_NUMBER_CLAMP ? -LC_NUMBER_CLAMP : (int32_t)x;
    c->p = q;
    return 1;
}

/* A number of one or two digits followed by ',' or ']': most of a unit. */
static inline int small(cur *c, int32_t *v)
{
    const char *q = c->p;
    if (c->end - q < 3 || !digit(q[0]))
        return 0;
    if (!digit(q[1])) {
        if (q[1] != ',' && q[1] != ']')
            return 0;
        *v = q[0] - '0';
        c->p = q + 1;
        return 1;
    }
    if (q[0] == '0' || (q[2] != ',' && q[2] != ']'))
        return 0;
    *v = (q[0] - '0') * 10 + (q[1] - '0');
    c->p = q + 2;
    return 1;
}

static int cell(cur *c, int32_t *v)
{
    if (small(c, v))
        return 1;
    if (c->p < c->end && digit(*c->p))   /* a number, no white space */
        return integer(c, v);
    ws(c);
    if (c->end - c->p >= 4 && !memcmp(c->p, "null", 4)) {
        c->p += 4;
        *v = LC_CELL_BLANK;
        return 1;
    }
    if (c->end - c->p >= 3 && !memcmp(c->p, "\"J\"", 3)) {
        c->p += 3;
        *v = LC_CELL_JOKER;
        return 1;
    }
    return integer(c, v);
}

/* name (NUL-terminated) is exactly the n bytes at s; name may be shorter
 * than n, so its length is known before any byte past it is read. */
static int same(const char *name, const char *s, size_t n) { return strlen(name) == n && !memcmp(name, s, n); }

static const char *entry_name(const lc_game *g, int is_grid, int i)
{
    return is_grid ? g->grids[i].name : g->draws[i].name;
}

/* The key of the k-th entry of a grids (is_grid) or draws map: the name the
 * rules declare k-th, exactly (the emitters' form), else any declared name
 * read the general way. Its index, or -1. */
static int entry_key(cur *c, const lc_game *g, int is_grid, int k)
{
    if (exact_name(c, entry_name(g, is_grid, k)))
        return k;
    const char *s;
    size_t n;
    if (!string(c, &s, &n) || !eat(c, ':'))
        return -1;
    for (int i = 0, max = is_grid ? g->ngrids : g->ndraws; i < max; i++)
        if (same(entry_name(g, is_grid, i), s, n))
            return i;
    return -1;
}

static int grids(cur *c, const lc_game *g, lc_unit *u)
{
    unsigned seen = 0;
    if (!eat(c, '{'))
        return 0;
    for (int k = 0; k < g->ngrids; k++) {
        if (k && !eat(c, ','))
            return 0;
        int gi = entry_key(c, g, 1, k);
        if (gi < 0 || (seen >> gi & 1) || !eat(c, '['))
            return 0;
        seen |= 1u << gi;
        const lc_grid *gr = &g->grids[gi];
        for (int r = 0; r < gr->rows; r++) {
            if ((r && !eat(c, ',')) || !eat(c, '['))
                return 0;
            for (int col = 0; col < gr->cols; col++)
                if ((col && !eat(c, ',')) || !cell(c, &u->cell[gi][r * gr->cols + col]))
                    return 0;
            if (!eat(c, ']'))
                return 0;
        }
        if (!eat(c, ']'))
            return 0;
    }
    return eat(c, '}');
}

static int draws(cur *c, const lc_game *g, lc_unit *u)
{
    unsigned seen = 0;
    if (!eat(c, '{'))
        return 0;
    for (int k = 0; k < g->ndraws; k++) {
        if (k && !eat(c, ','))
            return 0;
        int d = entry_key(c, g, 0, k);
        if (d < 0 || (seen >> d & 1) || !eat(c, '['))
            return 0;
        seen |= 1u << d;
        u->ndrawn[d] = 0;
        if (eat(c, ']'))
            continue;
        do {
            if (u->ndrawn[d] == LC_MAX_DRAWN ||
                (!small(c, &u->drawn[d][u->ndrawn[d]]) && !integer(c, &u->drawn[d][u->ndrawn[d]])))
                return 0;
            u->ndrawn[d]++;
        } while (eat(c, ','));
        if (!eat(c, ']'))
            return 0;
    }
    return eat(c, '}');
}

/* The game's id, expected to be g's: compared whole before the general path. */
static int game_value(cur *c, const lc_game *g, lc_scan_ids *ids)
{
    const char *start = c->p + 1;
    if (exact_quoted(c, g->id, 0)) {
        ids->game = start;
        ids->gamelen = (size_t)(c->p - 1 - start);
        return 1;
    }
    return string(c, &ids->game, &ids->gamelen);
}

static int scan(const lc_game *g, cur c, lc_unit *u, lc_scan_ids *ids, const char **stop)
{
    if (!eat(&c, '{') || !key(&c, "id") || !string(&c, &ids->id, &ids->idlen) || !eat(&c, ',') || !key(&c, "game") ||
        !game_value(&c, g, ids) || !eat(&c, ',') || !key(&c, "unit") || !eat(&c, '{') ||
        !key(&c, "grids") || !grids(&c, g, u) || !eat(&c, ',') || !key(&c, "draws") || !draws(&c, g, u) ||
        !eat(&c, '}') || !eat(&c, '}'))
        return -1;
    ws(&c);
    *stop = c.p;
    return 0;
}

int lc_scan_request(const lc_game *g, const char *line, size_t len, lc_unit *u, lc_scan_ids *ids)
{
    const char *stop;
    return scan(g, (cur){line, line + len}, u, ids, &stop) == 0 && stop == line + len ? 0 : -1;
}

int lc_scan_request_at(const lc_game *g, const char *text, size_t avail, lc_unit *u, lc_scan_ids *ids, size_t *used)
{
    const char *stop;
    if (scan(g, (cur){text, text + avail}, u, ids, &stop))
        return -1;
    if (stop < text + avail && *stop == '\r')
        stop++;
    if (stop < text + avail && *stop != '\n')
        return -1;
    *used = (size_t)(stop - text);
    return 0;
}
