/* draw.c — a pool game's drawing from JSON to its answer (see draw.h). */
#include "draw.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SUM (LC_MAX_AMOUNT_CENTS * 1000)   /* share.h's bound on an assigned sum */
#define MAX_COUNT 1000000000000LL

/* The reason, and -1 (every reader's why and n in scope). */
#define BAD(...) (snprintf(why, n, __VA_ARGS__), -1)

static int read_assigned(const lc_game *g, const json_t *a, lc_drawing *d, char *why, size_t n)
{
    const char *key;
    const json_t *v;
    if (!json_is_object(a))
        return BAD("%s: expected an object of the ranks' sums in cents", "assigned_cents");
    json_object_foreach((json_t *)a, key, v) {
        int r = 0;
        while (r < g->pool.nranks && strcmp(g->pool.rank[r].name, key))
            r++;
        if (r == g->pool.nranks)
            return BAD("assigned_cents.%.60s: no such rank", key);
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > MAX_SUM)
            return BAD("assigned_cents.%.60s: expected an integer of cents, 0 to 10^16", key);
        d->in.assigned[r] = json_integer_value(v);
    }
    for (int r = 0; r < g->pool.nranks; r++)
        if (!json_object_get(a, g->pool.rank[r].name))
            return BAD("assigned_cents.%s: missing", g->pool.rank[r].name);
    return 0;
}

static int read_counts(const lc_game *g, const json_t *c, lc_drawing *d, char *why, size_t n)
{
    const char *key;
    const json_t *v;
    if (!json_is_object(c))
        return BAD("%s: expected an object of plays per class", "counts");
    json_object_foreach((json_t *)c, key, v) {
        int i = 0;
        while (i < g->grids[0].nlev && strcmp(g->pool.class_name[i], key))
            i++;
        if (i == g->grids[0].nlev)
            return BAD("counts.%.60s: no such class", key);
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > MAX_COUNT)
            return BAD("counts.%.60s: expected an integer of plays, 0 to 10^12", key);
        d->in.count[i] = (uint64_t)json_integer_value(v);
    }
    return 0;
}

/* Each play read as a unit of the drawing, so that its shape is judged as
 * any unit's; its cells kept. */
static int read_plays(const lc_game *g, const json_t *plays, const json_t *draws, lc_drawing *d, char *why, size_t n)
{
    int nc = g->grids[0].ncells;
    if (!json_is_array(plays))
        return BAD("%s: expected a list of plays (each the grids of a unit)", "plays");
    d->nplays = (int)json_array_size(plays);
    d->cells = lc_xcalloc((size_t)(d->nplays ? d->nplays : 1) * (size_t)nc, sizeof *d->cells);
    json_t *unit = json_object();
    json_object_set(unit, "draws", (json_t *)draws);
    for (int i = 0; i < d->nplays; i++) {
        json_object_set(unit, "grids", json_array_get(plays, (size_t)i));
        char inner[200];
        if (lc_unit_read(g, unit, &d->base, inner, sizeof inner)) {
            snprintf(why, n, "plays[%d]: %s", i, inner);
            json_decref(unit);
            return -1;
        }
        for (int k = 0; k < nc; k++)
            if (d->base.cell[0][k] == LC_CELL_JOKER || d->base.cell[0][k] == LC_CELL_BLANK) {
                snprintf(why, n, "plays[%d]: cell %d is no number (a play of a pool game holds numbers only)", i, k);
                json_decref(unit);
                return -1;
            }
        memcpy(d->cells + (size_t)i * (size_t)nc, d->base.cell[0], (size_t)nc * sizeof *d->cells);
    }
    json_decref(unit);
    return 0;
}

/* The drawing keeps the checks that concern it alone (its counts, range,
 * distinct numbers): one that does not is no drawing to share out. */
static int drawing_kept(const lc_game *g, const lc_drawing *d, char *why, size_t n)
{
    lc_outcome o;
    lc_evaluate(g, &d->base, &o, 0);
    for (int v = 0; v < o.nviol; v++)
        for (int c = 0; c < g->nchecks; c++)
            if (g->checks[c].clause == o.viol[v] && lc_check_on_drawing(&g->checks[c]))
                return BAD("draws: the drawing breaks %s: a pool game's drawing keeps the rules' composition",
                           g->clauses[o.viol[v]].id);
    return 0;
}

/* The drawing alone: a unit of it with a grid of zeros (never evaluated). */
static int read_drawing(const lc_game *g, const json_t *draws, lc_drawing *d, char *why, size_t n)
{
    json_t *row = json_array(), *grid = json_array(), *grids = json_object();
    for (int c = 0; c < g->grids[0].cols; c++)
        json_array_append_new(row, json_integer(0));
    for (int r = 0; r < g->grids[0].rows; r++)
        json_array_append(grid, row);
    json_object_set_new(grids, g->grids[0].name, grid);
    json_t *unit = json_pack("{s:o, s:O}", "grids", grids, "draws", draws);
    int rc = lc_unit_read(g, unit, &d->base, why, n);
    json_decref(unit);
    json_decref(row);
    return rc ? rc : drawing_kept(g, d, why, n);
}

int lc_drawing_read(const lc_game *g, const json_t *j, lc_drawing *d, char *why, size_t n)
{
    const char *key;
    const json_t *v;
    memset(d, 0, sizeof *d);
    if (!json_is_object(j))
        return BAD("%s: expected an object with draws, assigned_cents and plays", "draw");
    json_object_foreach((json_t *)j, key, v)
        if (strcmp(key, "draws") && strcmp(key, "assigned_cents") && strcmp(key, "plays") && strcmp(key, "counts") &&
            strcmp(key, "published"))
            return BAD("draw.%.60s: unknown key (expected draws, assigned_cents, plays and counts)", key);
    const json_t *draws = json_object_get(j, "draws"), *a = json_object_get(j, "assigned_cents"),
                 *plays = json_object_get(j, "plays"), *counts = json_object_get(j, "counts");
    if (!draws || !a || !plays)
        return BAD("draw: missing %s", !draws ? "draws" : !a ? "assigned_cents" : "plays");
    if (read_drawing(g, draws, d, why, n) || read_assigned(g, a, d, why, n) ||
        (counts && read_counts(g, counts, d, why, n)) || read_plays(g, plays, draws, d, why, n)) {
        lc_drawing_free(d);
        return -1;
    }
    return 0;
}

void lc_drawing_free(lc_drawing *d)
{
    free(d->cells);
    d->cells = NULL;
    d->nplays = 0;
}

void lc_drawing_evaluate(const lc_game *g, const lc_drawing *d, lc_drawing_outcome *o, int want_trace)
{
    int nc = g->grids[0].ncells;
    lc_share_in in = d->in;
    lc_unit u = d->base;
    lc_outcome po, t = {0};
    int8_t *cls = lc_xcalloc((size_t)(d->nplays ? d->nplays : 1), 1);
    for (int i = 0; i < d->nplays; i++) {
        memcpy(u.cell[0], d->cells + (size_t)i * (size_t)nc, (size_t)nc * sizeof *u.cell[0]);
        lc_evaluate(g, &u, &po, want_trace);
        cls[i] = po.status == LC_ANOMALY ? LC_PLAY_VOID : po.level[0];
        if (cls[i] >= 0)
            in.count[cls[i]]++;
        for (int k = 0; k < po.ntrace; k++)
            lc_trace_clause(g, &t, po.trace[k]);
        for (int k = 0; k < po.nviol; k++) {   /* the checks a void play broke, as an anomaly's */
            int seen = 0;
            for (int j = 0; j < t.nviol; j++)
                seen |= t.viol[j] == po.viol[k];
            if (!seen && t.nviol < LC_MAX_TRACE)
                t.viol[t.nviol++] = po.viol[k];
        }
    }
    lc_share(g, &in, &o->s, want_trace);
    memcpy(o->count, in.count, sizeof o->count);
    for (int k = 0; k < o->s.t.ntrace; k++)
        lc_trace_clause(g, &t, o->s.t.trace[k]);
    o->s.t = t;
    for (int i = 0; i < d->nplays; i++)
        cls[i] = cls[i] >= 0 ? o->s.rank_of[cls[i]] : cls[i] == LC_PLAY_VOID ? LC_PLAY_VOID : LC_PLAY_NONE;
    o->play_rank = cls;
}

void lc_drawing_outcome_free(lc_drawing_outcome *o)
{
    free(o->play_rank);
    o->play_rank = NULL;
}

json_t *lc_drawing_outcome_json(const lc_game *g, const lc_drawing *d, const lc_drawing_outcome *o)
{
    json_t *ranks = json_object(), *plays = json_array();
    for (int r = 0; r < g->pool.nranks; r++)
        json_object_set_new(ranks, g->pool.rank[r].name,
                            json_pack("{s:I, s:I}", "winners", (json_int_t)o->s.winners[r], "gain_cents",
                                      (json_int_t)o->s.gain[r]));
    for (int i = 0; i < d->nplays; i++) {
        int r = o->play_rank[i];
        json_array_append_new(plays, r >= 0 ? json_string(g->pool.rank[r].name)
                                            : r == LC_PLAY_VOID ? json_string(g->remedy) : json_null());
    }
    return json_pack("{s:o, s:I, s:o}", "ranks", ranks, "carried_over_cents", (json_int_t)o->s.carried, "plays",
                     plays);
}
