/* ref_fast.c — the usual request and answer without a JSON tree (see ref_fast.h). */
#include "ref_fast.h"

#include <string.h>

typedef struct {
    const char *p, *end;
} cur;

typedef struct {              /* a unit as read, before its game is known */
    int family;               /* 0 Bingo names, 1 Super Bingo names, -1 none yet */
    int cell[2][16], rows[2], seen_grid[2];
    int draw[4][32], ndraw[4], seen_draw[4];
} raw_unit;

/* draw names of both families in one list; DRAW_AT maps them per game */
static const char *const DRAW_NAMES[4] = {"boules", "bonus", "jetons-bleus", "jetons-verts"};
static const int DRAW_AT[2][3] = {{0, 1, -1}, {2, 3, 1}};

static void ws(cur *c)
{
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
        c->p++;
}

static int lit(cur *c, char ch)
{
    ws(c);
    if (c->p >= c->end || *c->p != ch)
        return 0;
    c->p++;
    ws(c);
    return 1;
}

/* a string of printable ASCII with no escape */
static int str(cur *c, const char **s, size_t *n)
{
    if (c->p >= c->end || *c->p != '"')
        return 0;
    const char *q = ++c->p;
    for (; c->p < c->end && *c->p != '"'; c->p++)
        if ((unsigned char)*c->p < 0x20 || (unsigned char)*c->p > 0x7e || *c->p == '\\')
            return 0;
    if (c->p >= c->end)
        return 0;
    *s = q;
    *n = (size_t)(c->p++ - q);
    return 1;
}

static int same(const char *s, size_t n, const char *word)
{
    return n == strlen(word) && !memcmp(s, word, n);
}

/* A plain integer, clamped as the slow path's read_cell clamps it. "-0",
 * leading zeros, fractions and exponents go the slow way. */
static int integer(cur *c, int *out)
{
    int neg = c->p < c->end && *c->p == '-';
    const char *q = c->p += neg;
    long v = 0;
    while (c->p < c->end && *c->p >= '0' && *c->p <= '9' && c->p - q < 18)
        v = v * 10 + (*c->p++ - '0');
    size_t n = (size_t)(c->p - q);
    if (n == 0 || n > 18 || (*q == '0' && (n > 1 || neg)) ||
        (c->p < c->end && (*c->p == '.' || *c->p == 'e' || *c->p == 'E' || (*c->p >= '0' && *c->p <= '9'))))
        return 0;
    v = neg ? -v : v;
    *out = v < -999 ? -999 : v > 999 ? 999 : (int)v;
    return 1;
}

static int cell(cur *c, int *out)
{
    const char *s;
    size_t n;
    if (c->end - c->p >= 4 && !memcmp(c->p, "null", 4)) {
        c->p += 4;
        *out = REF_BLANK;
        return 1;
    }
    if (c->p < c->end && *c->p == '"') {
        *out = REF_J;
        return str(c, &s, &n) && same(s, n, "J");
    }
    return integer(c, out);
}

/* [[4 cells], ...] with at most 4 rows */
static int grid(cur *c, int *cells, int *rows)
{
    *rows = 0;
    if (!lit(c, '['))
        return 0;
    do {
        if (*rows == 4 || !lit(c, '['))
            return 0;
        for (int k = 0; k < 4; k++)
            if ((k && !lit(c, ',')) || !cell(c, &cells[*rows * 4 + k]))
                return 0;
        if (!lit(c, ']'))
            return 0;
        (*rows)++;
    } while (lit(c, ','));
    return lit(c, ']');
}

static int numbers(cur *c, int *v, int *n)
{
    *n = 0;
    if (!lit(c, '['))
        return 0;
    if (lit(c, ']'))
        return 1;
    do
        if (*n == 32 || !integer(c, &v[(*n)++]))
            return 0;
    while (lit(c, ','));
    return lit(c, ']');
}

static int grids(cur *c, raw_unit *r)
{
    static const char *const NAMES[2][2] = {{"grille-1", "grille-2"}, {"bleue", "verte"}};
    const char *k;
    size_t n;
    if (!lit(c, '{'))
        return 0;
    do {
        int at = 0;   /* family * 2 + grid */
        if (!str(c, &k, &n) || !lit(c, ':'))
            return 0;
        while (at < 4 && !same(k, n, NAMES[at / 2][at % 2]))
            at++;
        int f = at / 2, g = at % 2;
        if (at == 4 || (r->family >= 0 && r->family != f) || r->seen_grid[g]++)
            return 0;
        r->family = f;
        if (!grid(c, r->cell[g], &r->rows[g]))
            return 0;
    } while (lit(c, ','));
    return lit(c, '}');
}

static int draws(cur *c, raw_unit *r)
{
    const char *k;
    size_t n;
    if (!lit(c, '{'))
        return 0;
    do {
        int d = 0;
        if (!str(c, &k, &n) || !lit(c, ':'))
            return 0;
        while (d < 4 && !same(k, n, DRAW_NAMES[d]))
            d++;
        if (d == 4 || r->seen_draw[d]++ || !numbers(c, r->draw[d], &r->ndraw[d]))
            return 0;
    } while (lit(c, ','));
    return lit(c, '}');
}

static int unit(cur *c, raw_unit *r)
{
    int seen[2] = {0, 0};
    const char *k;
    size_t n;
    if (!lit(c, '{'))
        return 0;
    do {
        if (!str(c, &k, &n) || !lit(c, ':'))
            return 0;
        int which = same(k, n, "grids") ? 0 : same(k, n, "draws") ? 1 : -1;
        if (which < 0 || seen[which]++ || !(which ? draws(c, r) : grids(c, r)))
            return 0;
    } while (lit(c, ','));
    return lit(c, '}') && seen[0] && seen[1];
}

/* The raw unit as the game's: the shapes the slow path demands. */
static int settle(const raw_unit *r, int game, ref_unit *u)
{
    int sb = game != REF_BINGO, rows = sb ? 3 : 4, nd = sb ? 3 : 2, used = 0;
    if (r->family != sb || !r->seen_grid[0] || !r->seen_grid[1] || r->rows[0] != rows || r->rows[1] != rows)
        return 0;
    memset(u, 0, sizeof *u);
    u->game = game;
    memcpy(u->cell, r->cell, sizeof u->cell);
    for (int d = 0; d < nd; d++) {
        int at = DRAW_AT[sb][d];
        if (!r->seen_draw[at])
            return 0;
        used++;
        u->ndraw[d] = r->ndraw[at];
        memcpy(u->draw[d], r->draw[at], sizeof u->draw[d]);
    }
    return used == r->seen_draw[0] + r->seen_draw[1] + r->seen_draw[2] + r->seen_draw[3];
}

int ref_fast_read(const char *line, size_t n, ref_unit *u, const char **id, size_t *idlen)
{
    static const char *const GAMES[3] = {"fdj-bingo-2012", "fdj-super-bingo-2004", "fdj-super-bingo-internet-2006"};
    cur c = {line, line + n};
    raw_unit r;
    int game = -1, has_id = 0, has_unit = 0;
    const char *k, *g;
    size_t kn, gn;
    memset(&r, 0, sizeof r);
    r.family = -1;
    if (!lit(&c, '{'))
        return -1;
    do {
        if (!str(&c, &k, &kn) || !lit(&c, ':'))
            return -1;
        if (same(k, kn, "id") && !has_id++) {
            if (!str(&c, id, idlen))
                return -1;
        } else if (same(k, kn, "game") && game < 0) {
            if (!str(&c, &g, &gn))
                return -1;
            while (++game < 3 && !same(g, gn, GAMES[game]))
                ;
            if (game == 3)
                return -1;
        } else if (!same(k, kn, "unit") || has_unit++ || !unit(&c, &r)) {
            return -1;
        }
    } while (lit(&c, ','));
    if (!lit(&c, '}') || !has_id || !has_unit || game < 0)
        return -1;
    while (c.p < c.end && (*c.p == ' ' || *c.p == '\t' || *c.p == '\r'))
        c.p++;
    return c.p == c.end && settle(&r, game, u) ? 0 : -1;
}

void ref_fast_write(FILE *out, const char *id, size_t idlen, int game, const ref_outcome *o)
{
    static const char *const NAMES[2][2] = {{"grille-1", "grille-2"}, {"bleue", "verte"}};
    const char *const *gn = NAMES[game != REF_BINGO];
    fprintf(out, "{\"id\":\"%.*s\",\"status\":\"%s\",\"amount_cents\":%ld", (int)idlen, id, o->status, o->amount);
    if (o->remedy) {
        fprintf(out, ",\"remedy\":\"%s\"}", o->remedy);
        return;
    }
    fprintf(out, ",\"grids\":{\"%s\":%ld,\"%s\":%ld},\"notes\":[", gn[0], o->grid[0], gn[1], o->grid[1]);
    for (int i = 0; i < o->nnotes; i++)
        fprintf(out, "%s\"%s\"", i ? "," : "", o->notes[i]);
    fputs("]}", out);
}
