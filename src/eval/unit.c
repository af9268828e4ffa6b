/* unit.c — JSON unit <-> lc_unit, with the shape checks of docs/formats.md. */
#include "unit.h"

#include <stdio.h>
#include <string.h>

static int32_t clamp(json_int_t v)
{
    return v > LC_NUMBER_CLAMP ? LC_NUMBER_CLAMP : v < -LC_NUMBER_CLAMP ? -LC_NUMBER_CLAMP : (int32_t)v;
}

/* Cents beyond any table or stake: clamped, content all the same. */
static int64_t clamp_cents(json_int_t c)
{
    return c > LC_AMOUNT_CLAMP ? LC_AMOUNT_CLAMP : c < -LC_AMOUNT_CLAMP ? -LC_AMOUNT_CLAMP : c;
}

#include <stdarg.h>

static int bad(char *why, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int bad(char *why, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, n, fmt, ap);
    va_end(ap);
    return -1;
}

/* In a grid of symbols, a string is one of them or "J" (no symbol is
 * written so), and no integer is a cell. */
static int read_cell(const lc_grid *gr, const json_t *v, int32_t *out)
{
    int s;
    if (json_is_integer(v) && !gr->nsymbols)
        *out = clamp(json_integer_value(v));
    else if (json_is_null(v))
        *out = LC_CELL_BLANK;
    else if (json_is_string(v) &&
             (s = lc_grid_symbol(gr, json_string_value(v), json_string_length(v))) >= 0)
        *out = s;
    else if (json_is_string(v) && !strcmp(json_string_value(v), "J"))
        *out = LC_CELL_JOKER;
    else
        return -1;
    return 0;
}

static int read_grid(const lc_grid *gr, const json_t *rows, int32_t *cells, char *why, size_t n)
{
    if (!json_is_array(rows) || json_array_size(rows) != (size_t)gr->rows)
        return bad(why, n, "grids.%s: expected %d rows", gr->name, gr->rows);
    for (size_t r = 0; r < (size_t)gr->rows; r++) {
        const json_t *row = json_array_get(rows, r);
        size_t have = json_is_array(row) ? json_array_size(row) : 0;
        if (!json_is_array(row) || (gr->spots ? have > (size_t)gr->cols : have != (size_t)gr->cols))
            return bad(why, n, "grids.%s[%zu]: expected a row of %s%d cells", gr->name, r, gr->spots ? "at most " : "",
                       gr->cols);
        for (size_t c = have; c < (size_t)gr->cols; c++)   /* a grid of spots: the numbers chosen, then none */
            cells[r * (size_t)gr->cols + c] = LC_CELL_ABSENT;
        for (size_t c = 0; c < have; c++)
            if (read_cell(gr, json_array_get(row, c), &cells[r * (size_t)gr->cols + c]))
                return bad(why, n, "grids.%s[%zu][%zu]: expected %s, \"J\" or null", gr->name, r, c,
                           gr->nsymbols ? "one of the grid's symbols (as a string)" : "an integer");
    }
    return 0;
}

static int read_draw(const lc_draw *d, const json_t *arr, int32_t *nums, uint8_t *count, char *why, size_t n)
{
    if (!json_is_array(arr))
        return bad(why, n, "draws.%s: expected an array of integers", d->name);
    if (json_array_size(arr) > LC_MAX_DRAWN)
        return bad(why, n, "draws.%s: more than %d numbers", d->name, LC_MAX_DRAWN);
    for (size_t i = 0; i < json_array_size(arr); i++) {
        const json_t *v = json_array_get(arr, i);
        if (!json_is_integer(v))
            return bad(why, n, "draws.%s[%zu]: expected an integer", d->name, i);
        nums[i] = clamp(json_integer_value(v));
    }
    *count = (uint8_t)json_array_size(arr);
    return 0;
}

static int printed_grids(const lc_game *g)
{
    int n = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        n += g->grids[gi].amount_printed;
    return n;
}

/* A sum beside each cell: rows of integers, the grid's shape. */
static int read_cell_amounts(const lc_grid *gr, const json_t *rows, int64_t *out, char *why, size_t n)
{
    if (!json_is_array(rows) || json_array_size(rows) != (size_t)gr->rows)
        return bad(why, n, "amounts.%s: expected %d rows of %d sums (cents), one beside each cell", gr->name,
                   gr->rows, gr->cols);
    for (size_t r = 0; r < (size_t)gr->rows; r++) {
        const json_t *row = json_array_get(rows, r);
        if (!json_is_array(row) || json_array_size(row) != (size_t)gr->cols)
            return bad(why, n, "amounts.%s[%zu]: expected a row of %d sums (cents)", gr->name, r, gr->cols);
        for (size_t c = 0; c < (size_t)gr->cols; c++) {
            const json_t *v = json_array_get(row, c);
            if (!json_is_integer(v))
                return bad(why, n, "amounts.%s[%zu][%zu]: expected an integer (cents)", gr->name, r, c);
            out[r * (size_t)gr->cols + c] = clamp_cents(json_integer_value(v));
        }
    }
    return 0;
}

/* "amounts": {grid: cents}, exactly the grids whose amount is printed. */
static int read_amounts(const lc_game *g, const json_t *obj, lc_unit *u, char *why, size_t n)
{
    const char *key;
    const json_t *v;
    if (!json_is_object(obj))
        return bad(why, n, "amounts: expected an object of the amounts printed on %d grid%s", printed_grids(g),
                   printed_grids(g) == 1 ? "" : "s");
    json_object_foreach((json_t *)obj, key, v) {
        int gi = lc_game_grid(g, key);
        if (gi < 0 || !g->grids[gi].amount_printed)
            return bad(why, n, "amounts.%s: not a grid of %s with an amount printed", key, g->id);
        if (g->grids[gi].amount_printed == LC_PRINTED_CELLS) {
            if (read_cell_amounts(&g->grids[gi], v, u->cell_printed[gi], why, n))
                return -1;
            continue;
        }
        if (!json_is_integer(v))
            return bad(why, n, "amounts.%s: expected an integer (cents)", key);
        u->printed[gi] = clamp_cents(json_integer_value(v));
    }
    for (int gi = 0; gi < g->ngrids; gi++)
        if (g->grids[gi].amount_printed && !json_object_get(obj, g->grids[gi].name))
            return bad(why, n, "amounts.%s: missing", g->grids[gi].name);
    return 0;
}

/* Every key of obj must be a grid (or draw) of g, and every one present. */
static int check_names(const lc_game *g, const json_t *obj, int grids, char *why, size_t n)
{
    const char *key;
    const json_t *v;
    const char *what = grids ? "grids" : "draws";
    if (!json_is_object(obj))
        return bad(why, n, "%s: expected an object", what);
    json_object_foreach((json_t *)obj, key, v) {
        if ((grids ? lc_game_grid(g, key) : lc_game_draw(g, key)) < 0) {
            snprintf(why, n, "%s.%s: not a %s of %s", what, key, grids ? "grid" : "draw", g->id);
            return -1;
        }
    }
    int count = grids ? g->ngrids : g->ndraws;
    for (int i = 0; i < count; i++) {
        const char *name = grids ? g->grids[i].name : g->draws[i].name;
        if (!json_object_get(obj, name)) {
            snprintf(why, n, "%s.%s: missing", what, name);
            return -1;
        }
    }
    return 0;
}

/* "stake_cents": one integer; its index among the game's stakes, or -1. */
static int read_stake(const lc_game *g, const json_t *v, lc_unit *u, char *why, size_t n)
{
    if (!v)
        return bad(why, n, "unit: missing stake_cents (the stake the player chose)");
    if (!json_is_integer(v))
        return bad(why, n, "stake_cents: expected an integer (cents)");
    u->stake_cents = clamp_cents(json_integer_value(v));
    u->stake = lc_game_stake(g, u->stake_cents);
    return 0;
}

int lc_unit_read(const lc_game *g, const json_t *unit, lc_unit *u, char *why, size_t whylen)
{
    const char *key;
    const json_t *v;
    if (!json_is_object(unit))
        return bad(why, whylen, "unit: expected an object with grids and draws");
    int amounts = printed_grids(g) > 0;
    json_object_foreach((json_t *)unit, key, v) {
        if (strcmp(key, "grids") && strcmp(key, "draws") && (!amounts || strcmp(key, "amounts")) &&
            (!g->nstakes || strcmp(key, "stake_cents"))) {
            snprintf(why, whylen, "unit.%s: unknown key (expected grids, draws%s%s)", key,
                     amounts ? g->nstakes ? ", amounts" : " and amounts" : "", g->nstakes ? " and stake_cents" : "");
            return -1;
        }
    }
    u->stake_cents = 0;
    u->stake = 0;
    if (g->nstakes && read_stake(g, json_object_get(unit, "stake_cents"), u, why, whylen))
        return -1;
    const json_t *grids = json_object_get(unit, "grids"), *draws = json_object_get(unit, "draws");
    if (!grids || !draws)
        return bad(why, whylen, "unit: missing %s", grids ? "draws" : "grids");
    memset(u->printed, 0, sizeof u->printed);
    if (amounts && !json_object_get(unit, "amounts"))
        return bad(why, whylen, "unit: missing amounts (the amounts printed on its grids)");
    if (amounts && read_amounts(g, json_object_get(unit, "amounts"), u, why, whylen))
        return -1;
    if (check_names(g, grids, 1, why, whylen) || check_names(g, draws, 0, why, whylen))
        return -1;
    for (int i = 0; i < g->ngrids; i++)
        if (read_grid(&g->grids[i], json_object_get(grids, g->grids[i].name), u->cell[i], why, whylen))
            return -1;
    for (int i = 0; i < g->ndraws; i++)
        if (read_draw(&g->draws[i], json_object_get(draws, g->draws[i].name), u->drawn[i], &u->ndrawn[i], why,
                      whylen))
            return -1;
    return 0;
}

int lc_unit_same(const lc_game *g, const lc_unit *a, const lc_unit *b)
{
    for (int gi = 0; gi < g->ngrids; gi++)
        if (memcmp(a->cell[gi], b->cell[gi], (size_t)g->grids[gi].ncells * sizeof(int32_t)))
            return 0;
    for (int d = 0; d < g->ndraws; d++)
        if (a->ndrawn[d] != b->ndrawn[d] || memcmp(a->drawn[d], b->drawn[d], a->ndrawn[d] * sizeof(int32_t)))
            return 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        if (g->grids[gi].amount_printed == LC_PRINTED_CELLS
                ? memcmp(a->cell_printed[gi], b->cell_printed[gi], (size_t)g->grids[gi].ncells * sizeof(int64_t))
                : g->grids[gi].amount_printed && a->printed[gi] != b->printed[gi])
            return 0;
    return !g->nstakes || a->stake_cents == b->stake_cents;
}
