/* pool_stream.c — a pool game's drawing and a stream of its plays, for
 * tests and benchmarks (see pool_stream.h): the plays at random, and a few
 * built to reach each class, so that every rank has winners to share. */
#include "pool_stream.h"
#include "construct.h"
#include "draw.h"
#include "emit.h"
#include "nearby.h"

#include <stdlib.h>
#include <string.h>

/* The grid's numbers as the composition allows them: each cell's range (the
 * first cell's for all), distinct where the rules say so. */
typedef struct {
    int lo, hi, distinct, ncells;
    lc_unit u;             /* the drawing; a play's cells in grid 0 */
} maker;

/* k distinct numbers of lo..hi not in `avoid` (k and the range are small). */
static int pick(maker *m, lc_rng *r, int32_t *cell, int k, const lc_numset *avoid)
{
    int pool[LC_MAX_NUMBER + 1], n = 0;
    for (int v = m->lo; v <= m->hi; v++)
        if (!avoid || !ns_has(avoid, v))
            pool[n++] = v;
    if (n < k)
        return -1;
    for (int i = 0; i < k; i++) {
        int j = i + (int)lc_rng_below(r, (uint32_t)(n - i)), t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
        cell[i] = pool[i];
    }
    return 0;
}

/* A play reaching class c: its counts taken from the draws it counts, the
 * rest from numbers no draw holds. -1 when the class is not of that kind. */
static int class_play(maker *m, const lc_game *g, int c, lc_rng *r)
{
    const lc_level *lv = &g->grids[0].lev[c];
    lc_numset drawn = {{0}};
    int at = 0;
    for (int d = 0; d < g->ndraws; d++)
        for (int k = 0; k < m->u.ndrawn[d]; k++)
            ns_add(&drawn, m->u.drawn[d][k]);
    for (int i = 0; lv->quantity == LC_Q_DRAWS && i < lv->nconds; i++)
        for (int d = 0; d < g->ndraws; d++) {
            if (!(lv->cond[i].draws >> d & 1))
                continue;
            int want = lv->cond[i].k < m->u.ndrawn[d] ? lv->cond[i].k : m->u.ndrawn[d];
            for (int k = 0; k < want && at < m->ncells; k++)
                m->u.cell[0][at++] = m->u.drawn[d][k];
            break;   /* a condition's count from its first draw */
        }
    if (lv->quantity != LC_Q_DRAWS || pick(m, r, m->u.cell[0] + at, m->ncells - at, &drawn))
        return -1;
    lc_outcome o;
    lc_evaluate(g, &m->u, &o, 0);
    return o.status != LC_ANOMALY && o.level[0] == c ? 0 : -1;
}

static void put_play(const lc_game *g, const int32_t *cell, FILE *out)
{
    const lc_grid *gr = &g->grids[0];
    fprintf(out, "{\"%s\":[", gr->name);
    for (int r = 0; r < gr->rows; r++) {
        fputc(r ? ',' : '[', out);
        if (r)
            fputc('[', out);
        for (int c = 0; c < gr->cols; c++)
            fprintf(out, c ? ",%d" : "%d", cell[r * gr->cols + c]);
        fputc(']', out);
    }
    fputs("]}\n", out);
}

/* The drawing's JSON with the rules' rapports over these counts, as an
 * operator would publish them. */
static json_t *drawing_json(const lc_game *g, const maker *m, const uint64_t *count, lc_rng *r)
{
    json_t *draws = json_object(), *sums = json_object(), *ranks = json_object();
    lc_share_in in;
    memset(&in, 0, sizeof in);
    for (int d = 0; d < g->ndraws; d++) {
        json_t *a = json_array();
        for (int k = 0; k < m->u.ndrawn[d]; k++)
            json_array_append_new(a, json_integer(m->u.drawn[d][k]));
        json_object_set_new(draws, g->draws[d].name, a);
    }
    for (int k = 0; k < g->pool.nranks; k++) {   /* the top ranks the larger sums, as a table of shares has them */
        in.assigned[k] = (int64_t)(lc_rng_below(r, 1000000) + 1) * 10000 * (g->pool.nranks - k);
        json_object_set_new(sums, g->pool.rank[k].name, json_integer(in.assigned[k]));
    }
    memcpy(in.count, count, sizeof in.count);
    lc_share_out o;
    lc_share(g, &in, &o, 0);
    for (int k = 0; k < g->pool.nranks; k++)
        json_object_set_new(ranks, g->pool.rank[k].name, json_pack("{s:I, s:I}", "winners", (json_int_t)o.winners[k],
                                                                   "gain_cents", (json_int_t)o.gain[k]));
    return json_pack("{s:o, s:o, s:{s:o, s:I}}", "draws", draws, "assigned_cents", sums, "published", "ranks", ranks,
                     "carried_over_cents", (json_int_t)o.carried);
}

/* A count of plays at the edges of the sharing: none (a rank unwon, a
 * fallback, a rank left empty), one, a few, many. */
static json_int_t edge_count(lc_rng *r)
{
    static const json_int_t pick[] = {0, 0, 0, 1, 1, 2, 3, 7, 999, 1000, 70001, 9999999};
    return pick[lc_rng_below(r, sizeof pick / sizeof *pick)];
}

/* A sum at the edges of the rounding: 0, a multiple of a step, a cent
 * either side, or any amount up to 10^12. */
static json_int_t edge_sum(lc_rng *r, int64_t step)
{
    json_int_t base = (json_int_t)lc_rng_below(r, 1000000) * step * (json_int_t)(1 + lc_rng_below(r, 1000));
    switch (lc_rng_below(r, 6)) {
    case 0: return 0;
    case 1: return base;
    case 2: return base + 1;
    case 3: return base ? base - 1 : 0;
    default: return ((json_int_t)lc_rng_u32(r) << 8) % 1000000000000LL;
    }
}

/* A drawing around a unit the plan built: its drawing and its play, and
 * counts and sums drawn at the edges of every rule of sharing. */
static json_t *around(const lc_game *g, const lc_unit *u, lc_rng *r)
{
    char why[300], *text = lc_emit_unit_json(g, u);
    json_t *unit = json_loads(text, 0, NULL), *d = json_object(), *counts = json_object(), *sums = json_object();
    free(text);
    json_object_set(d, "draws", json_object_get(unit, "draws"));
    json_object_set_new(d, "plays", json_pack("[O]", json_object_get(unit, "grids")));
    for (int i = 0; i < g->grids[0].nlev; i++)
        json_object_set_new(counts, g->pool.class_name[i], json_integer(edge_count(r)));
    for (int k = 0; k < g->pool.nranks; k++)
        json_object_set_new(sums, g->pool.rank[k].name, json_integer(edge_sum(r, g->pool.rank[k].step)));
    json_object_set_new(d, "counts", counts);
    json_object_set_new(d, "assigned_cents", sums);
    json_decref(unit);
    lc_drawing dr;
    if (lc_drawing_read(g, d, &dr, why, sizeof why)) {
        json_decref(d);
        return NULL;
    }
    lc_drawing_free(&dr);
    return d;
}

json_t *lc_pool_edge_drawing(const lc_plan *plan, lc_rng *r)
{
    lc_unit base, u;
    return lc_nearby_unit(plan, r, &base, &u) ? NULL : around(plan->g, &u, r);
}

json_t *lc_pool_generate(const lc_game *g, uint64_t seed, uint64_t n, int rare, FILE *out, char *why, size_t whylen)
{
    lc_plan *plan = lc_xcalloc(1, sizeof *plan);
    lc_outcome o;
    lc_rng r;
    maker m = {0};
    json_t *d = NULL;
    lc_rng_init(&r, seed, "pool stream", 0);
    if (lc_plan_make(plan, g, why, whylen) || lc_construct_play(plan, &r, &m.u, &o)) {
        snprintf(why, whylen, "%s: no drawing can be built from the rules", g->id);
        goto out;
    }
    m.lo = plan->cell[0][0].lo, m.hi = plan->cell[0][0].hi, m.ncells = g->grids[0].ncells;
    uint64_t count[LC_MAX_LEVELS] = {0}, extra = (uint64_t)rare * (uint64_t)g->grids[0].nlev, placed = 0;
    uint64_t every = extra ? (n + extra) / extra : 0;   /* the rare plays spread through the stream */
    for (uint64_t i = 0; i < n + extra; i++) {
        int c = every && i % every == 0 && placed < extra ? (int)(placed++ % (uint64_t)g->grids[0].nlev) : -1;
        if ((c < 0 || class_play(&m, g, c, &r)) && pick(&m, &r, m.u.cell[0], m.ncells, NULL)) {
            snprintf(why, whylen, "%s: the grid's range holds fewer numbers than its cells", g->id);
            goto out;
        }
        lc_evaluate(g, &m.u, &o, 0);
        if (o.status != LC_ANOMALY && o.level[0] >= 0)
            count[o.level[0]]++;
        put_play(g, m.u.cell[0], out);
    }
    d = drawing_json(g, &m, count, &r);
out:
    free(plan);
    return d;
}
