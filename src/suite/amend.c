/* amend.c — what an amendment changes in outcomes (see amend.h). */
#include "amend.h"
#include "emit.h"
#include "nearby.h"
#include "outcome.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- one unit under both ------------------------------------------------------------ */

typedef struct {
    const lc_game *old, *new;
} pair;

/* What a case or a candidate is held to: status, amount, grids, remedy, notes. */
static json_t *held(const lc_game *g, const lc_unit *u, lc_outcome *o)
{
    lc_evaluate(g, u, o, 1);
    json_t *j = lc_outcome_to_json(g, o);
    json_object_del(j, "trace");
    json_object_del(j, "violations");
    return j;
}

static const char *level_id(const lc_game *g, const lc_outcome *o, int gi)
{
    return o->level[gi] < 0 ? "nothing" : g->clauses[g->grids[gi].lev[o->level[gi]].clause].id;
}

/* The kind of change a unit shows, in words, or "" when both rules agree;
 * the two outcomes in *a and *b. An anomaly's kind is completed by the
 * check it breaks (found() does it, once per check). */
static void kind_and(const pair *p, const lc_unit *u, char *key, size_t cap, lc_outcome *a, lc_outcome *b)
{
    json_t *ja = held(p->old, u, a), *jb = held(p->new, u, b);
    key[0] = '\0';
    if (!json_equal(ja, jb)) {
        size_t len;
        if (a->status == LC_ANOMALY || b->status == LC_ANOMALY) {
            len = (size_t)snprintf(key, cap, "%s → %s", lc_status_word(a->status), lc_status_word(b->status));
            if (a->status == LC_ANOMALY && b->status == LC_ANOMALY && strcmp(p->old->remedy, p->new->remedy))
                snprintf(key + len, cap - len, ", remedy %s → %s", p->old->remedy, p->new->remedy);
        } else {
            len = (size_t)snprintf(key, cap, "%s %lld → %s %lld cents;", lc_status_word(a->status), (long long)a->amount,
                                   lc_status_word(b->status), (long long)b->amount);
            for (int gi = 0; gi < p->old->ngrids && len < cap; gi++)
                len += (size_t)snprintf(key + len, cap - len, "%s %s: %s → %s", gi ? ";" : "", p->old->grids[gi].name,
                                        level_id(p->old, a, gi), level_id(p->new, b, gi));
            if (a->notes || b->notes) {
                char *sa = json_dumps(json_object_get(ja, "notes"), JSON_COMPACT),
                     *sb = json_dumps(json_object_get(jb, "notes"), JSON_COMPACT);
                snprintf(key + len, cap - len, "; notes %s → %s", sa, sb);
                free(sa);
                free(sb);
            }
        }
    }
    json_decref(ja);
    json_decref(jb);
}

/* The check an anomaly's kind names: the i-th broken in the new rules (or
 * the old, where the new see none). */
static const lc_clause *broken(const pair *p, const lc_outcome *a, const lc_outcome *b, int i)
{
    return b->status == LC_ANOMALY ? &p->new->clauses[b->viol[i]] : &p->old->clauses[a->viol[i]];
}

static int nbroken(const lc_outcome *a, const lc_outcome *b)
{
    return b->status == LC_ANOMALY ? b->nviol : a->status == LC_ANOMALY ? a->nviol : 0;
}

/* key (the kind's start, from kind_and) completed with the checks broken. */
static void complete(const pair *p, const lc_outcome *a, const lc_outcome *b, char *key, size_t cap)
{
    for (int i = 0; *key && i < nbroken(a, b); i++)
        snprintf(key + strlen(key), cap - strlen(key), "%s%s", i ? ", " : " (broken: ", broken(p, a, b, i)->id);
    if (*key && nbroken(a, b))
        snprintf(key + strlen(key), cap - strlen(key), ")");
}

static void kind_of(const pair *p, const lc_unit *u, char *key, size_t cap)
{
    lc_outcome a, b;
    kind_and(p, u, key, cap, &a, &b);
    complete(p, &a, &b, key, cap);
}

/* ---- kinds of change ----------------------------------------------------------------- */

typedef struct {
    const pair *p;
    const char *key;
} same_kind;

static int still_same(void *ctx, const lc_unit *u, char *why, size_t n)
{
    same_kind *s = ctx;
    char key[400];
    kind_of(s->p, u, key, sizeof key);
    snprintf(why, n, "%s", key);
    return !strcmp(key, s->key);
}

static void articles(const lc_game *g, const lc_outcome *o, char *out, size_t cap, char *covers, size_t ccap)
{
    size_t len = 0, clen = 0;
    out[0] = covers[0] = '\0';
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < (pass ? o->nviol : o->ntrace); i++) {
            const lc_clause *c = &g->clauses[pass ? o->viol[i] : o->trace[i]];
            if (!strstr(out, c->cites) && len < cap)
                len += (size_t)snprintf(out + len, cap - len, "%s%s", len ? ", " : "", c->cites);
            if (clen < ccap)
                clen += (size_t)snprintf(covers + clen, ccap - clen, "%s%s", clen ? ", " : "", c->id);
        }
}

/* Does u break check clause `v` (of the rules that see an anomaly) and no
 * other, and change? */
typedef struct {
    const pair *p;
    const lc_clause *v;
} single;

static int breaks_only(void *ctx, const lc_unit *u, char *why, size_t n)
{
    single *s = ctx;
    lc_outcome a, b;
    char key[400];
    kind_and(s->p, u, key, sizeof key, &a, &b);
    if (!*key || nbroken(&a, &b) != 1 || broken(s->p, &a, &b, 0) != s->v)
        return 0;
    kind_of(s->p, u, why, n);
    return 1;
}

static void keep(lc_amend *a, const pair *p, const lc_unit *base, const lc_unit *u, const char *key);

/* A unit whose outcome changes, counted under its kind. An anomaly counts
 * under each check it breaks, and a check's kind is shown with a unit
 * that breaks that check alone where the unit's changes can be told apart
 * (shrunk towards its well-formed base). */
static void found(lc_amend *a, const pair *p, const lc_unit *base, const lc_unit *u, const char *prefix,
                  const lc_outcome *oa, const lc_outcome *ob)
{
    a->differ++;
    int n = nbroken(oa, ob);
    if (!n) {
        keep(a, p, base, u, prefix);
        return;
    }
    for (int i = 0; i < n; i++) {
        single s = {p, broken(p, oa, ob, i)};
        char one[400], why[400];
        snprintf(one, sizeof one, "%.300s (broken: %.80s)", prefix, s.v->id);
        lc_unit t = *u;
        if (n > 1 && base)
            lc_shrink(p->new, base, &t, breaks_only, &s, why, sizeof why);
        keep(a, p, n == 1 ? base : NULL, breaks_only(&s, &t, why, sizeof why) ? &t : u, one);
    }
}

/* Counted under its kind; the first of a kind is shrunk towards its
 * well-formed base and kept. */
/* Breaks at most one check, under the rules that see an anomaly. */
static int alone(const pair *p, const lc_unit *u)
{
    lc_outcome a, b;
    char key[400];
    kind_and(p, u, key, sizeof key, &a, &b);
    return nbroken(&a, &b) <= 1;
}

/* The unit a kind is shown with: shrunk towards its base (when it has
 * one), both outcomes, the articles. */
static void show(lc_out_change *c, const pair *p, const lc_unit *base, const lc_unit *u)
{
    free(c->old_json);
    free(c->new_json);
    free(c->unit_json);
    free(c->new_covers);
    c->unit = *u;
    same_kind s = {p, c->key};
    char why[400];
    if (base)
        lc_shrink(p->old, base, &c->unit, still_same, &s, why, sizeof why);
    c->alone = alone(p, &c->unit);
    lc_outcome oa, ob;
    json_t *ja = held(p->old, &c->unit, &oa), *jb = held(p->new, &c->unit, &ob);
    c->old_json = json_dumps(ja, JSON_COMPACT);
    c->new_json = json_dumps(jb, JSON_COMPACT);
    c->unit_json = lc_emit_unit_json(p->new, &c->unit);
    char art_a[96], art_b[96], cov_a[400], cov_b[400];
    articles(p->old, &oa, art_a, sizeof art_a, cov_a, sizeof cov_a);
    articles(p->new, &ob, art_b, sizeof art_b, cov_b, sizeof cov_b);
    snprintf(c->articles, sizeof c->articles, "%s → %s", art_a, art_b);
    c->new_covers = lc_xstrdup(cov_b);
    json_decref(ja);
    json_decref(jb);
}

static void keep(lc_amend *a, const pair *p, const lc_unit *base, const lc_unit *u, const char *key)
{
    for (int k = 0; k < a->nout; k++)
        if (!strcmp(a->out[k].key, key)) {
            a->out[k].units++;
            if (!a->out[k].alone && alone(p, u))   /* a unit breaking this check alone shows it better */
                show(&a->out[k], p, base, u);
            return;
        }
    if (a->nout == LC_AMEND_KINDS)
        return;
    lc_out_change *c = &a->out[a->nout++];
    memset(c, 0, sizeof *c);
    snprintf(c->key, sizeof c->key, "%s", key);
    c->units = 1;
    show(c, p, base, u);
}

/* ---- the search ---------------------------------------------------------------------- */

static int same_shape(const lc_game *a, const lc_game *b, lc_error *err)
{
    int same = a->ngrids == b->ngrids && a->ndraws == b->ndraws;
    for (int i = 0; same && i < a->ngrids; i++)
        same = !strcmp(a->grids[i].name, b->grids[i].name) && a->grids[i].rows == b->grids[i].rows &&
               a->grids[i].cols == b->grids[i].cols && lc_grid_same_symbols(&a->grids[i], &b->grids[i]) &&
               a->grids[i].amount_printed == b->grids[i].amount_printed;
    for (int i = 0; same && i < a->ndraws; i++)
        same = !strcmp(a->draws[i].name, b->draws[i].name);
    return same ? 0 : lc_fail(err, b->file, 0, 0, NULL, "its grids and draws are not those of %s: a unit of one is "
                                                        "not a unit of the other, and no outcome can be compared", a->file);
}

/* Units near every boundary of one file's rules, through both. */
static void search(lc_amend *a, const pair *p, const lc_game *from, const lc_amend_opts *o, uint64_t nonce)
{
    lc_plan *plan = lc_xmalloc(sizeof *plan);
    char why[256];
    if (lc_plan_make(plan, from, why, sizeof why) == 0) {
        lc_rng r;
        lc_rng_init(&r, o->seed, "diff", nonce);
        for (uint64_t i = 0; i < o->units; i++) {
            lc_unit base, u;
            lc_outcome oa, ob;
            char prefix[400];
            if (lc_nearby_unit(plan, &r, &base, &u))
                break;   /* nothing the plan built could be built again: what was searched stands */
            a->searched++;
            kind_and(p, &u, prefix, sizeof prefix, &oa, &ob);   /* each unit through both rules once */
            if (*prefix)
                found(a, p, &base, &u, prefix, &oa, &ob);
        }
    }
    free(plan);
}

/* The suite's cases of either game: searched like the rest, and those
 * whose expectation changes listed (they are the ones to rerun). */
static void cases(lc_amend *a, const pair *p, const lc_suite *s)
{
    for (int i = 0; s && i < s->n; i++) {
        const lc_case *c = &s->cases[i];
        lc_unit u;
        lc_outcome oa, ob;
        char why[256], key[400];
        if ((c->game != p->old && c->game != p->new) || lc_unit_read(p->old, c->unit, &u, why, sizeof why))
            continue;
        a->searched++;
        kind_and(p, &u, key, sizeof key, &oa, &ob);
        if (!*key)
            continue;
        found(a, p, NULL, &u, key, &oa, &ob);
        complete(p, &oa, &ob, key, sizeof key);
        a->rerun = lc_xrealloc(a->rerun, (size_t)(a->nrerun + 1) * sizeof *a->rerun);
        a->rerun[a->nrerun++] = (lc_rerun){c, lc_xstrdup(key)};
    }
}

static int table_changed(const lc_game *a, const lc_game *b)
{
    int same = a->nrows == b->nrows && a->block_units == b->block_units && a->unit_price == b->unit_price;
    for (int i = 0; same && i < a->nrows; i++) {   /* row by amount: the rows' order is no change */
        int j = lc_game_amount_in_table(b, a->rows[i].amount);
        same = j >= 0 && a->rows[i].lots == b->rows[j].lots;
    }
    return !same;
}

int lc_amend_run(const lc_game *old, const lc_game *new, const lc_amend_opts *o, lc_amend *out, lc_error *err)
{
    memset(out, 0, sizeof *out);
    if (same_shape(old, new, err) || lc_amend_encoding(old, new, out, err))
        return -1;
    if (old->pool.nranks || new->pool.nranks) {   /* a drawing is the unit of both */
        if (!old->pool.nranks || !new->pool.nranks)
            return lc_fail(err, new->file, 0, 0, NULL, "one of the two is a pool game and the other not: their units "
                                                       "(a drawing, a unit) cannot be compared");
        lc_amend_pool(out, old, new, o);
        return 0;
    }
    pair p = {old, new};
    cases(out, &p, o->suite);
    search(out, &p, old, o, 0);
    search(out, &p, new, o, 1);
    out->table_changed = table_changed(old, new);
    return 0;
}

void lc_amend_free(lc_amend *a)
{
    for (int k = 0; k < a->nout; k++) {
        free(a->out[k].old_json);
        free(a->out[k].new_json);
        free(a->out[k].unit_json);
        free(a->out[k].new_covers);
    }
    for (int i = 0; i < a->nrerun; i++)
        free(a->rerun[i].what);
    free(a->rerun);
    free(a->enc);
    memset(a, 0, sizeof *a);
}
