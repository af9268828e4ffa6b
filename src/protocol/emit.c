/* emit.c — a unit as a JSON Lines request (see emit.h). */
#include "emit.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *str(char *o, const char *s)
{
    size_t n = strlen(s);
    memcpy(o, s, n);
    return o + n;
}

/* "00" to "99": two digits by one copy, not a division each. */
static const char TWO_DIGITS[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

static char *num(char *o, int32_t v)
{
    if (v >= 10 && v < 100) {   /* nearly every number of a unit */
        memcpy(o, TWO_DIGITS + 2 * v, 2);
        return o + 2;
    }
    if (v >= 0 && v < 10) {
        *o = (char)('0' + v);
        return o + 1;
    }
    char tmp[12];
    int n = 0;
    uint32_t u = v < 0 ? (uint32_t)(-(int64_t)v) : (uint32_t)v;
    if (v < 0)
        *o++ = '-';
    do
        tmp[n++] = (char)('0' + u % 10);
    while (u /= 10);
    while (n)
        *o++ = tmp[--n];
    return o;
}

/* A value beyond a grid's symbols (a fuzzer's) goes out as the integer it
 * is, which a reader refuses in that grid. */
static char *cell(char *o, const lc_grid *gr, int32_t v)
{
    if (v >= 0 && v < gr->nsymbols) {
        *o++ = '"';
        o = str(o, gr->symbol[v]);
        *o++ = '"';
        return o;
    }
    return v == LC_CELL_JOKER ? str(o, "\"J\"") : v == LC_CELL_BLANK ? str(o, "null") : num(o, v);
}

/* ":[[c,c,...],...]: the sums beside a grid's cells, in its shape. */
static char *cell_amounts(char *o, const lc_grid *gr, const int64_t *cents)
{
    o = str(o, "\":[");
    for (int r = 0; r < gr->rows; r++) {
        if (r)
            *o++ = ',';
        *o++ = '[';
        for (int c = 0; c < gr->cols; c++)
            o += sprintf(o, "%s%lld", c ? "," : "", (long long)cents[r * gr->cols + c]);
        *o++ = ']';
    }
    *o++ = ']';
    return o;
}

/* ,"amounts":{...}: the amounts printed, where the game has any; then the
 * stake, where the game has stakes. */
static char *amounts(char *o, const lc_game *g, const lc_unit *u)
{
    int k = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        if (g->grids[gi].amount_printed) {
            o = str(o, k++ ? ",\"" : ",\"amounts\":{\"");
            o = str(o, g->grids[gi].name);
            if (g->grids[gi].amount_printed == LC_PRINTED_CELLS)
                o = cell_amounts(o, &g->grids[gi], u->cell_printed[gi]);
            else
                o += sprintf(o, "\":%lld", (long long)u->printed[gi]);
        }
    if (k)
        *o++ = '}';
    if (g->nstakes)   /* ,"stake_cents":N: the stake chosen, in a game with stakes */
        o += sprintf(o, ",\"stake_cents\":%lld", (long long)u->stake_cents);
    return o;
}

size_t lc_emit_max(const lc_game *g)
{
    size_t n = 200 + strlen(g->id);   /* with a declared lot's 30 and a stake's 36 */
    for (int gi = 0; gi < g->ngrids; gi++) {
        size_t per_cell = g->grids[gi].nsymbols ? 36 : 12;   /* a symbol's 32 bytes, quotes and comma */
        n += strlen(g->grids[gi].name) + 8 + (size_t)g->grids[gi].ncells * per_cell + (size_t)g->grids[gi].rows * 3;
        n += g->grids[gi].amount_printed ? strlen(g->grids[gi].name) + 40 : 0;   /* its amount, and the key's */
        if (g->grids[gi].amount_printed == LC_PRINTED_CELLS)   /* a sum of 20 digits and a sign beside each cell */
            n += (size_t)g->grids[gi].ncells * 22 + (size_t)g->grids[gi].rows * 3;
    }
    for (int d = 0; d < g->ndraws; d++)
        n += strlen(g->draws[d].name) + 8 + (size_t)LC_MAX_DRAWN * 12;
    return n;
}

size_t lc_emit_line(char *out, const lc_game *g, const char *id, const lc_unit *u, int64_t lot)
{
    char *o = out;
    o = str(o, "{\"id\":\"");
    o = str(o, id);
    o = str(o, "\",\"game\":\"");
    o = str(o, g->id);
    o = str(o, "\",\"unit\":{\"grids\":{");
    for (int gi = 0; gi < g->ngrids; gi++) {
        const lc_grid *gr = &g->grids[gi];
        *o++ = gi ? ',' : '"';
        if (gi)
            *o++ = '"';
        o = str(o, gr->name);
        o = str(o, "\":[");
        for (int r = 0; r < gr->rows; r++) {
            *o++ = r ? ',' : '[';
            if (r)
                *o++ = '[';
            for (int c = 0, first = 1; c < gr->cols; c++) {
                if (u->cell[gi][r * gr->cols + c] == LC_CELL_ABSENT)   /* a grid of spots: no cell there */
                    continue;
                if (!first)
                    *o++ = ',';
                first = 0;
                o = cell(o, gr, u->cell[gi][r * gr->cols + c]);
            }
            *o++ = ']';
        }
        *o++ = ']';
    }
    o = str(o, "},\"draws\":{");
    for (int d = 0; d < g->ndraws; d++) {
        o = str(o, d ? ",\"" : "\"");
        o = str(o, g->draws[d].name);
        o = str(o, "\":[");
        for (int k = 0; k < u->ndrawn[d]; k++) {
            if (k)
                *o++ = ',';
            o = num(o, u->drawn[d][k]);
        }
        *o++ = ']';
    }
    o = str(o, "}");
    o = amounts(o, g, u);
    o = str(o, "}");
    if (lot >= 0) {
        o = str(o, ",\"lot_cents\":");
        o += sprintf(o, "%lld", (long long)lot);
    }
    o = str(o, "}\n");
    return (size_t)(o - out);
}

char *lc_emit_unit_json(const lc_game *g, const lc_unit *u)
{
    char *line = lc_xmalloc(lc_emit_max(g));
    size_t len = lc_emit_line(line, g, "unit", u, -1);
    json_t *req = json_loadb(line, len - 1, 0, NULL);
    char *s = json_dumps(json_object_get(req, "unit"), JSON_COMPACT);
    json_decref(req);
    free(line);
    return s;
}
