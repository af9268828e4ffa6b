/* amend_pool.c — what an amendment of a pool game changes (see amend.h): a
 * drawing through both rules, its answers compared figure by figure; the
 * drawings searched are the fuzzer's, at the edges of every rule of
 * sharing, built from either file's rules, and the suite's. A kind of change
 * is the first figure that moves ("rang-4's gain_cents"). */
#include "amend.h"
#include "cases.h"
#include "pool_stream.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The first figure two answers differ in, in words; "" when none. */
static void first_figure(const json_t *a, const json_t *b, char *key, size_t n)
{
    const char *name;
    json_t *v;
    key[0] = '\0';
    json_object_foreach(json_object_get((json_t *)a, "ranks"), name, v) {
        const json_t *w = json_object_get(json_object_get(b, "ranks"), name);
        for (int f = 0; f < 2; f++) {
            const char *field = f ? "gain_cents" : "winners";
            if (!json_equal(json_object_get(v, field), json_object_get(w, field))) {
                snprintf(key, n, "%s's %s", name, f ? "gain" : "winners");
                return;
            }
        }
    }
    if (!json_equal(json_object_get(a, "carried_over_cents"), json_object_get(b, "carried_over_cents")))
        snprintf(key, n, "the sum carried over");
    else if (!json_equal(json_object_get(a, "plays"), json_object_get(b, "plays")))
        snprintf(key, n, "a listed play's rank");
}

static void clause_ids(const lc_game *g, const lc_outcome *o, char *arts, size_t an, char *ids, size_t in)
{
    size_t at = 0, it = 0;
    arts[0] = ids[0] = '\0';
    for (int i = 0; i < o->ntrace; i++) {
        const lc_clause *c = &g->clauses[o->trace[i]];
        if (!strstr(arts, c->cites) && at < an)
            at += (size_t)snprintf(arts + at, an - at, "%s%s", at ? ", " : "", c->cites);
        if (it < in)
            it += (size_t)snprintf(ids + it, in - it, "%s%s", it ? ", " : "", c->id);
    }
}

/* One drawing through both; 1 when its answer changes (counted under its kind). */
static int through_both(lc_amend *a, const lc_game *old, const lc_game *new, const json_t *draw, char *key, size_t n)
{
    lc_case c = {.game = old, .unit = (json_t *)draw};
    lc_outcome oa, ob;
    json_t *ja = lc_case_run(old, &c, &oa, 1), *jb = lc_case_run(new, &c, &ob, 1);
    a->searched++;
    key[0] = '\0';
    if (ja && jb)
        first_figure(ja, jb, key, n);
    if (*key) {
        a->differ++;
        int k = 0;
        while (k < a->nout && strcmp(a->out[k].key, key))
            k++;
        if (k < a->nout) {
            a->out[k].units++;
        } else if (a->nout < LC_AMEND_KINDS) {
            lc_out_change *oc = &a->out[a->nout++];
            char art_a[96], art_b[96], cov[400];
            memset(oc, 0, sizeof *oc);
            snprintf(oc->key, sizeof oc->key, "%s", key);
            oc->units = 1;
            oc->old_json = json_dumps(ja, JSON_COMPACT);
            oc->new_json = json_dumps(jb, JSON_COMPACT);
            oc->unit_json = json_dumps(draw, JSON_COMPACT);
            clause_ids(old, &oa, art_a, sizeof art_a, cov, sizeof cov);   /* the new rules' ids are the covers */
            clause_ids(new, &ob, art_b, sizeof art_b, cov, sizeof cov);
            snprintf(oc->articles, sizeof oc->articles, "%s → %s", art_a, art_b);
            oc->new_covers = lc_xstrdup(cov);
        }
    }
    json_decref(ja);
    json_decref(jb);
    return *key != '\0';
}

void lc_amend_pool(lc_amend *a, const lc_game *old, const lc_game *new, const lc_amend_opts *o)
{
    char key[400];
    for (int i = 0; o->suite && i < o->suite->n; i++) {
        const lc_case *c = &o->suite->cases[i];
        if ((c->game != old && c->game != new) || !through_both(a, old, new, c->unit, key, sizeof key))
            continue;
        a->rerun = lc_xrealloc(a->rerun, (size_t)(a->nrerun + 1) * sizeof *a->rerun);
        a->rerun[a->nrerun++] = (lc_rerun){c, lc_xstrdup(key)};
    }
    for (int f = 0; f < 2; f++) {
        const lc_game *from = f ? new : old;
        lc_plan *plan = lc_xmalloc(sizeof *plan);
        char why[256];
        lc_rng r;
        lc_rng_init(&r, o->seed, "diff", (uint64_t)f);
        int made = lc_plan_make(plan, from, why, sizeof why) == 0;
        for (uint64_t i = 0; made && i < o->units; i++) {
            json_t *d = lc_pool_edge_drawing(plan, &r);
            if (d)
                through_both(a, old, new, d, key, sizeof key);
            json_decref(d);
        }
        free(plan);
    }
}
