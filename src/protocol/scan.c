/* scan.c — a strict scanner for one request line (see scan.h). */
#include "scan.h"

#include <string.h>

/* A byte a string may hold on either path: printable ASCII, no quote, no
 * escape. Anything else (control bytes, UTF-8, escapes) is jansson's to
 * judge; the newline and the NUL after a line are not plain, so a loop over
 * plain bytes stops at the line's end. */
static inline int plain(char ch)
{
    unsigned char b = (unsigned char)ch;
    return b >= 0x20 && b < 0x80 && b != '"' && b != '\\';
}

/* ---- the exact form -------------------------------------------------------- */

/* Lay out the fixed text around the values, as emit.c writes it:
 *   {"id":"  <id>  ","game":"<game>","unit":{"grids":{"<grid 0>":  <grid>
 *   ,"<grid k>":  <grid> ...  },"draws":{"<draw 0>":  <draw>  ...  }
 *   ,"amounts":{"<grid>":  <cents>  ...  }  ,"stake_cents":  <cents>  }
 * and the closing brace, or a declared lot, after. Text goes on the open
 * piece; a value closes it (scan_exact reads them in this order). */
typedef struct {
    lc_scanner *s;
    size_t at;
    int bad;
} layout;

static void add(layout *l, const char *text)
{
    size_t n = strlen(text);
    if (l->at + n >= sizeof l->s->form) {
        l->bad = 1;
        return;
    }
    memcpy(l->s->form + l->at, text, n);
    l->at += n;
}

static int plain_text(const char *t)
{
    while (plain(*t))
        t++;
    return !*t;
}

/* A key and its colon, the text before it first. */
static void add_key(layout *l, const char *before, const char *name)
{
    l->bad |= !plain_text(name);
    add(l, before);
    add(l, "\"");
    add(l, name);
    add(l, "\":");
}

static void value(layout *l)
{
    l->s->cut[++l->s->npieces] = (uint16_t)l->at;
}

static void lay_out(lc_scanner *s)
{
    const lc_game *g = s->g;
    layout l = {s, 0, !plain_text(g->id)};
    add(&l, "{\"id\":\"");
    value(&l);
    add(&l, "\",\"game\":\"");
    add(&l, g->id);
    add(&l, "\",\"unit\":{\"grids\":{");
    for (int gi = 0; gi < g->ngrids; gi++) {
        add_key(&l, gi ? "," : "", g->grids[gi].name);
        value(&l);
    }
    add(&l, "},\"draws\":{");
    for (int d = 0; d < g->ndraws; d++) {
        add_key(&l, d ? "," : "", g->draws[d].name);
        value(&l);
    }
    add(&l, "}");
    int k = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        if (g->grids[gi].amount_printed) {
            add_key(&l, k++ ? "," : ",\"amounts\":{", g->grids[gi].name);
            value(&l);
        }
    if (k)
        add(&l, "}");
    if (g->nstakes) {
        add(&l, ",\"stake_cents\":");
        value(&l);
    }
    add(&l, "}");
    value(&l);
    s->exact = !l.bad;
}

/* Each grid's symbols chained by first byte. A symbol no exact line can
 * spell (not plain, or longer than a length byte holds) is left out: the
 * general path, then jansson, read it. */
static void index_symbols(lc_scanner *s)
{
    const lc_game *g = s->g;
    for (int gi = 0; gi < g->ngrids; gi++) {
        size_t widest = 4;   /* null; a symbol in quotes; "J" */
        for (int k = g->grids[gi].nsymbols - 1; k >= 0; k--) {
            const char *t = g->grids[gi].symbol[k];
            size_t n = strlen(t);
            if (!n || n > 255 || !plain_text(t))
                continue;
            widest = n + 2 > widest ? n + 2 : widest;
            unsigned char b = (unsigned char)t[0];
            if (n < 8) {   /* the word as a line holds it: the symbol, then its closing quote */
                char w[8] = {0};
                memcpy(w, t, n);
                w[n] = '"';
                memcpy(&s->word[gi][k], w, 8);
                memset(w, 0xff, n + 1);
                memset(w + n + 1, 0, 7 - n);
                memcpy(&s->mask[gi][k], w, 8);
            }
            s->len[gi][k] = (uint8_t)n;
            s->next[gi][k] = s->first[gi][b];
            s->first[gi][b] = (uint8_t)(k + 1);
        }
        s->rowmax[gi] = (uint32_t)(2 + (size_t)g->grids[gi].cols * (widest + 1));   /* brackets; cells and commas */
    }
}

void lc_scanner_init(lc_scanner *s, const lc_game *g)
{
    memset(s, 0, sizeof *s);
    s->g = g;
    s->idlen = strlen(g->id);
    lay_out(s);
    index_symbols(s);
}

/* The symbol of grid gi written t (n plain bytes), or -1. Symbols of
 * another first byte are never looked at; the rest is compared byte by
 * byte, as symbols are a few bytes long. */
static inline int find_symbol(const lc_scanner *s, int gi, const char *t, size_t n)
{
    char *const *sym = s->g->grids[gi].symbol;
    for (int k = s->first[gi][(unsigned char)t[0]]; k; k = s->next[gi][k - 1]) {
        const char *w = sym[k - 1];
        size_t i = 1;
        if (s->len[gi][k - 1] != n)
            continue;
        while (i < n && w[i] == t[i])
            i++;
        if (i == n)
            return k - 1;
    }
    return -1;
}

static inline uint64_t load8(const char *p)
{
    uint64_t x;
    memcpy(&x, p, sizeof x);
    return x;
}

static inline uint32_t load4(const char *p)
{
    uint32_t x;
    memcpy(&x, p, sizeof x);
    return x;
}

/* Piece i of the form at q, or NULL. Eight bytes at a time, the last word
 * overlapping the one before, differences gathered and tested once: these
 * pieces are short, and a call to memcmp cost more than the comparing. */
static inline const char *piece(const lc_scanner *s, int i, const char *q, const char *end)
{
    size_t n = (size_t)(s->cut[i + 1] - s->cut[i]);
    const char *f = s->form + s->cut[i];
    if ((size_t)(end - q) < n)
        return NULL;
    uint64_t diff = 0;
    if (n >= 8) {
        for (size_t k = 0; k + 8 < n; k += 8)
            diff |= load8(q + k) ^ load8(f + k);
        diff |= load8(q + n - 8) ^ load8(f + n - 8);
    } else if (n >= 4) {
        diff = (load4(q) ^ load4(f)) | (load4(q + n - 4) ^ load4(f + n - 4));
    } else {
        for (size_t k = 0; k < n; k++)
            diff |= (uint64_t)(q[k] ^ f[k]);
    }
    return diff ? NULL : q + n;
}

/* One cell of a grid of symbols at q: "<symbol>", "J" or null; NULL for
 * anything else (a number included: no cell of such a grid). A short
 * symbol and its closing quote are one word compared where eight bytes
 * are there to load (wide: known to be, for the whole row); else, and for
 * longer ones, byte by byte (which stops at the line's end: no symbol
 * holds a newline or a NUL). */
static inline __attribute__((always_inline)) const char *exact_symbol(const lc_scanner *s, int gi, const char *q,
                                                                      const char *end, int wide, int32_t *out)
{
    if (*q != '"') {
        if (q[0] != 'n' || q[1] != 'u' || q[2] != 'l' || q[3] != 'l')
            return NULL;
        *out = LC_CELL_BLANK;
        return q + 4;
    }
    q++;
    wide = wide || end - q >= 8;
    uint64_t at = wide ? load8(q) : 0;
    for (int k = s->first[gi][(unsigned char)q[0]] - 1; k >= 0; k = s->next[gi][k] - 1) {
        size_t n = s->len[gi][k];
        if (n < 8 && wide) {
            if (!((at ^ s->word[gi][k]) & s->mask[gi][k])) {
                *out = k;
                return q + n + 1;
            }
            continue;
        }
        const char *w = s->g->grids[gi].symbol[k];
        size_t i = 1;
        while (i < n && w[i] == q[i])
            i++;
        if (i == n && q[n] == '"') {
            *out = k;
            return q + n + 1;
        }
    }
    if (q[0] != 'J' || q[1] != '"')
        return NULL;
    *out = LC_CELL_JOKER;
    return q + 2;
}

/* [v,v,...]: at most max values to out, their count to *n. A value is a
 * number of one or two digits (no leading zero), or in a grid (cell) "J"
 * or null. Anything else, a third digit, a '.' or an 'e' included, is not
 * followed by ',' or ']', and the line goes the general way. A byte is
 * read only when the one before it was neither the line's end nor a
 * mismatch (scan.h). Inlined: games of numbers spend their time here. */
static inline __attribute__((always_inline)) const char *number_list(const char *q, int32_t *out, int max, int cell,
                                                                     int *n)
{
    int32_t *o = out, *full = out + max;
    if (*q++ != '[')
        return NULL;
    if (*q == ']') {
        *n = 0;
        return q + 1;
    }
    for (;;) {
        unsigned d0 = (unsigned char)q[0] - '0', d1;
        char sep;
        if (d0 <= 9 && (d1 = (unsigned char)q[1] - '0') <= 9) {
            if (!d0)
                return NULL;
            *o++ = (int32_t)(d0 * 10 + d1);
            sep = q[2];
            q += 3;
        } else if (d0 <= 9) {
            *o++ = (int32_t)d0;
            sep = q[1];
            q += 2;
        } else if (cell && q[0] == '"' && q[1] == 'J' && q[2] == '"') {
            *o++ = LC_CELL_JOKER;
            sep = q[3];
            q += 4;
        } else if (cell && q[0] == 'n' && q[1] == 'u' && q[2] == 'l' && q[3] == 'l') {
            *o++ = LC_CELL_BLANK;
            sep = q[4];
            q += 5;
        } else {
            return NULL;
        }
        if (sep == ',' && o < full)
            continue;
        if (sep != ']')
            return NULL;
        *n = (int)(o - out);
        return q;
    }
}

/* A row of a grid of symbols: [cell,cell,...], exactly `cols` of them.
 * Where the longest row fits before the line's end with a word to spare,
 * no cell asks again whether a word can be loaded. */
static inline __attribute__((always_inline)) const char *symbol_cells(const lc_scanner *s, int gi, const char *q,
                                                                      const char *end, int wide, int32_t *out,
                                                                      int cols)
{
    if (*q++ != '[')
        return NULL;
    for (int c = 0; c < cols; c++)
        if ((c && *q++ != ',') || !(q = exact_symbol(s, gi, q, end, wide, &out[c])))
            return NULL;
    return *q == ']' ? q + 1 : NULL;
}

static const char *symbol_row(const lc_scanner *s, int gi, const char *q, const char *end, int32_t *out, int cols)
{
    if ((size_t)(end - q) >= s->rowmax[gi] + 8)
        return symbol_cells(s, gi, q, end, 1, out, cols);
    return symbol_cells(s, gi, q, end, 0, out, cols);
}

static const char *exact_grid(const lc_scanner *s, int gi, const char *q, const char *end, int32_t *cell)
{
    const lc_grid *gr = &s->g->grids[gi];
    int n = gr->cols;
    if (*q++ != '[')
        return NULL;
    for (int r = 0; r < gr->rows; r++) {
        int32_t *row = cell + r * gr->cols;
        if (r && *q++ != ',')
            return NULL;
        q = gr->nsymbols ? symbol_row(s, gi, q, end, row, gr->cols) : number_list(q, row, gr->cols, 1, &n);
        if (!q || (gr->spots ? n > gr->cols : n != gr->cols))
            return NULL;
        for (int c = n; c < gr->cols; c++)   /* a grid of spots: the numbers played, then no cell */
            row[c] = LC_CELL_ABSENT;
    }
    return *q == ']' ? q + 1 : NULL;
}

/* Whole cents as emitters write them: no sign, no leading zero, at most
 * 15 digits (what the general path's lot() takes), then ',' or '}'. */
static const char *exact_cents(const char *q, int64_t *v)
{
    const char *t = q;
    int64_t x = 0;
    while ((unsigned)(*q - '0') <= 9 && q - t < 16)
        x = x * 10 + (*q++ - '0');
    if (q == t || q - t > 15 || (*t == '0' && q - t > 1) || (*q != ',' && *q != '}'))
        return NULL;
    *v = x;
    return q;
}

/* The whole line in exact form: the end of the request, or NULL. The
 * values come in lay_out's order, each after its piece. */
static const char *scan_exact(const lc_scanner *s, const char *q, const char *end, lc_unit *u, lc_scan_ids *ids)
{
    const lc_game *g = s->g;
    int p = 0, n;
    if (!(q = piece(s, p++, q, end)))
        return NULL;
    for (ids->id = q; plain(*q);)
        q++;
    ids->idlen = (size_t)(q - ids->id);
    ids->game = q + sizeof "\",\"game\":\"" - 1;
    ids->gamelen = s->idlen;
    for (int gi = 0; gi < g->ngrids; gi++)
        if (!(q = piece(s, p++, q, end)) || !(q = exact_grid(s, gi, q, end, u->cell[gi])))
            return NULL;
    for (int d = 0; d < g->ndraws; d++) {
        if (!(q = piece(s, p++, q, end)) || !(q = number_list(q, u->drawn[d], LC_MAX_DRAWN, 0, &n)))
            return NULL;
        u->ndrawn[d] = (uint8_t)n;
    }
    for (int gi = 0; gi < g->ngrids; gi++)
        if (g->grids[gi].amount_printed && (!(q = piece(s, p++, q, end)) || !(q = exact_cents(q, &u->printed[gi]))))
            return NULL;
    if (g->nstakes) {
        if (!(q = piece(s, p++, q, end)) || !(q = exact_cents(q, &u->stake_cents)))
            return NULL;
        u->stake = lc_game_stake(g, u->stake_cents);
    }
    return piece(s, p, q, end);
}

/* ---- the general form ----------------------------------------------------- */

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
    ws(c);
    if (c->p < c->end && *c->p == ch) {
        c->p++;
        return 1;
    }
    return 0;
}

static int string(cur *c, const char **s, size_t *n)
{
    if (!eat(c, '"'))
        return 0;
    const char *q = c->p;
    while (plain(*q))
        q++;
    if (q >= c->end || *q != '"')
        return 0;
    *s = c->p;
    *n = (size_t)(q - c->p);
    c->p = q + 1;
    return 1;
}

static int key(cur *c, const char *want)
{
    const char *s;
    size_t n;
    return string(c, &s, &n) && n == strlen(want) && !memcmp(s, want, n) && eat(c, ':');
}

static inline int digit(char ch) { return (unsigned)(ch - '0') <= 9; }

static int integer(cur *c, int32_t *v)
{
    ws(c);
    const char *q = c->p;
    int neg = *q == '-';
    q += neg;
    if (!digit(*q) || (*q == '0' && digit(q[1])))
        return 0;
    int64_t x = 0;
    for (int n = 0; digit(*q); n++) {
        if (n == 11)
            return 0;   /* far beyond any range: jansson says so */
        x = x * 10 + (*q++ - '0');
    }
    if (*q == '.' || *q == 'e' || *q == 'E' || q > c->end)
        return 0;
    x = neg ? -x : x;
    *v = x > LC_NUMBER_CLAMP ? LC_NUMBER_CLAMP : x < -LC_NUMBER_CLAMP ? -LC_NUMBER_CLAMP : (int32_t)x;
    c->p = q;
    return 1;
}

/* In a grid of symbols: one of its symbols, or "J" (the joker, which no
 * symbol is written as), else no cell here (jansson says which). */
static int symbol(cur *c, const lc_scanner *sc, int gi, int32_t *v)
{
    const char *s;
    size_t n;
    if (!string(c, &s, &n))
        return 0;
    int i = n ? find_symbol(sc, gi, s, n) : -1;
    *v = i >= 0 ? i : LC_CELL_JOKER;
    return i >= 0 || (n == 1 && *s == 'J');
}

static int cell(cur *c, const lc_scanner *sc, int gi, int32_t *v)
{
    ws(c);
    if (c->end - c->p >= 4 && !memcmp(c->p, "null", 4)) {
        c->p += 4;
        *v = LC_CELL_BLANK;
        return 1;
    }
    if (sc->g->grids[gi].nsymbols)
        return symbol(c, sc, gi, v);
    if (c->end - c->p >= 3 && !memcmp(c->p, "\"J\"", 3)) {
        c->p += 3;
        *v = LC_CELL_JOKER;
        return 1;
    }
    return integer(c, v);
}

/* The index of the grid (is_grid) or draw named by the key at the cursor, or -1. */
static int entry_key(cur *c, const lc_game *g, int is_grid)
{
    const char *s;
    size_t n;
    if (!string(c, &s, &n) || !eat(c, ':'))
        return -1;
    for (int i = 0, max = is_grid ? g->ngrids : g->ndraws; i < max; i++) {
        const char *name = is_grid ? g->grids[i].name : g->draws[i].name;
        if (strlen(name) == n && !memcmp(name, s, n))
            return i;
    }
    return -1;
}

static int grids(cur *c, const lc_scanner *sc, lc_unit *u)
{
    const lc_game *g = sc->g;
    unsigned seen = 0;
    if (!eat(c, '{'))
        return 0;
    for (int k = 0; k < g->ngrids; k++) {
        if (k && !eat(c, ','))
            return 0;
        int gi = entry_key(c, g, 1);
        if (gi < 0 || (seen >> gi & 1) || !eat(c, '['))
            return 0;
        seen |= 1u << gi;
        const lc_grid *gr = &g->grids[gi];
        for (int r = 0; r < gr->rows; r++) {
            if ((r && !eat(c, ',')) || !eat(c, '['))
                return 0;
            for (int col = 0; col < gr->cols; col++) {
                if (gr->spots && (ws(c), c->p < c->end && *c->p == ']')) {   /* the numbers played, no more */
                    for (int e = col; e < gr->cols; e++)
                        u->cell[gi][r * gr->cols + e] = LC_CELL_ABSENT;
                    break;
                }
                if ((col && !eat(c, ',')) || !cell(c, sc, gi, &u->cell[gi][r * gr->cols + col]))
                    return 0;
            }
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
        int d = entry_key(c, g, 0);
        if (d < 0 || (seen >> d & 1) || !eat(c, '['))
            return 0;
        seen |= 1u << d;
        u->ndrawn[d] = 0;
        if (eat(c, ']'))
            continue;
        do {
            if (u->ndrawn[d] == LC_MAX_DRAWN || !integer(c, &u->drawn[d][u->ndrawn[d]]))
                return 0;
            u->ndrawn[d]++;
        } while (eat(c, ','));
        if (!eat(c, ']'))
            return 0;
    }
    return eat(c, '}');
}

static int lot(cur *c, int64_t *v);

/* ,"amounts":{"<grid>":<cents>,...}: each grid whose amount is printed,
 * once, in any order; a game without any has none. */
static int amounts(cur *c, const lc_game *g, lc_unit *u)
{
    unsigned seen = 0, want = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        want |= (unsigned)g->grids[gi].amount_printed << gi;
    if (!want)
        return 1;
    if (!eat(c, ',') || !key(c, "amounts") || !eat(c, '{'))
        return 0;
    for (int k = 0; k < __builtin_popcount(want); k++) {
        int gi = (k && !eat(c, ',')) ? -1 : entry_key(c, g, 1);
        if (gi < 0 || !(want >> gi & 1) || (seen >> gi & 1) || !lot(c, &u->printed[gi]))
            return 0;
        seen |= 1u << gi;
    }
    return eat(c, '}');
}

/* ,"stake_cents":<cents> in a game with stakes (last, as emitters write it). */
static int stake(cur *c, const lc_game *g, lc_unit *u)
{
    if (!g->nstakes)
        return 1;
    if (!eat(c, ',') || !key(c, "stake_cents") || !lot(c, &u->stake_cents))
        return 0;
    u->stake = lc_game_stake(g, u->stake_cents);
    return 1;
}

static int scan_general(const lc_scanner *sc, cur *c, lc_unit *u, lc_scan_ids *ids)
{
    const lc_game *g = sc->g;
    return eat(c, '{') && key(c, "id") && string(c, &ids->id, &ids->idlen) && eat(c, ',') && key(c, "game") &&
           string(c, &ids->game, &ids->gamelen) && eat(c, ',') && key(c, "unit") && eat(c, '{') &&
           key(c, "grids") && grids(c, sc, u) && eat(c, ',') && key(c, "draws") && draws(c, g, u) &&
           amounts(c, g, u) && stake(c, g, u) && eat(c, '}');
}

/* A declared lot: cents, 0 to 10^15, no sign, no leading zero. */
static int lot(cur *c, int64_t *v)
{
    ws(c);
    const char *q = c->p;
    if (!digit(*q) || (*q == '0' && digit(q[1])))
        return 0;
    int64_t x = 0;
    for (int n = 0; digit(*q); n++) {
        if (n == 15)
            return 0;
        x = x * 10 + (*q++ - '0');
    }
    if (*q == '.' || *q == 'e' || *q == 'E' || q > c->end)
        return 0;
    *v = x;
    c->p = q;
    return 1;
}

/* ---- either --------------------------------------------------------------- */

static int scan(const lc_scanner *s, cur c, lc_unit *u, lc_scan_ids *ids, const char **stop)
{
    u->stake_cents = 0, u->stake = 0;   /* a game without stakes; no game with them has the exact form */
    const char *q = s->exact ? scan_exact(s, c.p, c.end, u, ids) : NULL;
    if (q)
        c.p = q;
    else if (!scan_general(s, &c, u, ids))
        return -1;
    ids->lot = -1;
    ws(&c);
    ids->lot_at = c.p;
    if (eat(&c, ',') && !(key(&c, "lot_cents") && lot(&c, &ids->lot)))
        return -1;
    if (!eat(&c, '}'))
        return -1;
    ws(&c);
    *stop = c.p;
    return 0;
}

int lc_scan_request(const lc_scanner *s, const char *line, size_t len, lc_unit *u, lc_scan_ids *ids)
{
    const char *stop;
    return scan(s, (cur){line, line + len}, u, ids, &stop) == 0 && stop == line + len ? 0 : -1;
}

int lc_scan_request_at(const lc_scanner *s, const char *text, size_t avail, lc_unit *u, lc_scan_ids *ids,
                       size_t *used)
{
    const char *stop;
    if (scan(s, (cur){text, text + avail}, u, ids, &stop))
        return -1;
    if (stop < text + avail && *stop == '\r')
        stop++;
    if (stop < text + avail && *stop != '\n')
        return -1;
    *used = (size_t)(stop - text);
    return 0;
}
