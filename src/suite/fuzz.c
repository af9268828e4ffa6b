/* fuzz.c — the differential fuzzer (see fuzz.h). */
#include "fuzz.h"
#include "draw.h"
#include "pool_stream.h"
#include "atomic.h"
#include "candidate.h"
#include "construct.h"
#include "nearby.h"
#include "emit.h"
#include "outcome.h"
#include "progress.h"
#include "text.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define BATCH 512

typedef struct {
    const lc_game *g;
    lc_plan plan;
    char *line;          /* lc_emit_max bytes */
} target_game;

typedef struct {
    const lc_fuzz_opts *o;
    lc_fuzz_result *res;
    lc_cand *cand;
    lc_error *err;
    int failed;          /* a case file could not be written: err says why */
    uint64_t id_key;     /* the run's key for request ids that say nothing */
    uint64_t sent;       /* requests sent: each gets an id of its own, shrinking included */
} fuzzer;

/* The interpreter's answer as a case expects it: status, amount, grids,
 * remedy, notes. */
static json_t *expectation(const lc_game *g, const lc_unit *u)
{
    lc_outcome o;
    lc_evaluate(g, u, &o, 0);
    json_t *full = lc_outcome_to_json(g, &o), *e = json_object();
    const char *keep[] = {"status", "amount_cents", "grids", "remedy", "notes"};
    for (size_t k = 0; k < sizeof keep / sizeof *keep; k++)
        if (json_object_get(full, keep[k]))
            json_object_set(e, keep[k], json_object_get(full, keep[k]));
    json_decref(full);
    return e;
}

/* ---- the candidate ----------------------------------------------------------------- */

/* Send n request lines (ids[j] theirs) and judge each answer against
 * expect[j]; why[j] empty where the candidate agrees. Frees lines and ids. */
static void judge(fuzzer *f, target_game *const *tg, char **lines, char **ids, json_t *const *expect, int n,
                  char (*why)[400])
{
    lc_exchange ex[BATCH];
    lc_cand_exchange(f->cand, lines, ids, (size_t)n, ex);
    for (int j = 0; j < n; j++) {
        lc_case c = {.id = ids[j], .game = tg[j]->g, .expect = expect[j]};
        unsigned left = 0;
        why[j][0] = '\0';
        if (!ex[j].answer)
            snprintf(why[j], sizeof why[j], "no answer: %s", ex[j].reason ? ex[j].reason : "?");
        else if (lc_case_check(&c, ex[j].answer, why[j], sizeof why[j], &left) == 0 &&
                 !lc_left_fails(left, f->o->confine && f->o->confine->require_fields, why[j], sizeof why[j]))
            for (int k = 0; k < LC_LEFT_N; k++)
                f->res->left_out[k] += left >> k & 1;
        json_decref(ex[j].answer);
        free(ex[j].reason);
        free(lines[j]);
        free(ids[j]);
    }
}

/* Ask the candidate about n units; why[i] empty where it agrees. */
static void ask(fuzzer *f, target_game *const *tg, const lc_unit *u, json_t *const *expect, int n, char (*why)[400])
{
    char *lines[BATCH] = {0}, *ids[BATCH] = {0};
    for (int j = 0; j < n; j++) {
        char id[48];
        lc_opaque_id(f->id_key, f->sent++, id);   /* a unit like any other: never "fuzz-...", never twice */
        size_t len = lc_emit_line(tg[j]->line, tg[j]->g, id, &u[j], -1);
        lines[j] = lc_xmalloc(len);
        memcpy(lines[j], tg[j]->line, len - 1);
        lines[j][len - 1] = '\0';
        ids[j] = lc_xstrdup(id);
    }
    judge(f, tg, lines, ids, expect, n, why);
}

static int disagrees(fuzzer *f, target_game *tg, const lc_unit *u, char *why)
{
    json_t *e = expectation(tg->g, u);
    char w[1][400];
    ask(f, &tg, u, &e, 1, w);
    json_decref(e);
    snprintf(why, 400, "%s", w[0]);
    return w[0][0] != '\0';
}

/* A disagreement the candidate still has on u (shrink's test). */
static int still_disagrees(void *ctx, const lc_unit *u, char *why, size_t n)
{
    void **c = ctx;
    char w[400];
    int d = disagrees(c[0], c[1], u, w);
    snprintf(why, n, "%s", w);
    return d;
}

static void shrink(fuzzer *f, target_game *tg, const lc_unit *base, lc_unit *u, char *why)
{
    void *ctx[2] = {f, tg};
    lc_shrink(tg->g, base, u, still_disagrees, ctx, why, 400);
}

/* ---- case files -------------------------------------------------------------------- */

/* mkdir -p */
static int make_dirs(const char *path, lc_error *err)
{
    char p[4096];
    snprintf(p, sizeof p, "%s", path);
    for (char *s = p + 1;; s++)
        if (*s == '/' || !*s) {
            char was = *s;
            *s = '\0';
            if (mkdir(p, 0777) && errno != EEXIST)
                return lc_fail(err, p, 0, 0, NULL, "cannot create the directory: %s", strerror(errno));
            if (!(*s = was))
                return 0;
        }
}

/* A disagreement as a case file, DIR/GAME/fuzz-SEED-NO.yaml: `key` (unit,
 * or a pool game's draw) what was sent, `expect` the interpreter's answer,
 * both JSON (YAML's flow style: as they are). */
static int write_found(fuzzer *f, const lc_game *g, uint64_t no, const char *why, const char *key, const char *sent,
                       const char *expect)
{
    char dir[4096], path[4224], id[48], shown[400];
    snprintf(dir, sizeof dir, "%s/%s", f->o->out_dir, g->id);
    if (make_dirs(dir, f->err))
        return -1;
    snprintf(id, sizeof id, "fuzz-%llu-%llu", (unsigned long long)f->o->seed, (unsigned long long)no);
    snprintf(path, sizeof path, "%s/%s.yaml", dir, id);
    json_t *desc = json_string(lc_text_safe(shown, sizeof shown, why, strlen(why), LC_TEXT_LINE));
    char *dtext = json_dumps(desc, JSON_ENCODE_ANY), *text = NULL;
    size_t tlen = 0;
    FILE *m = lc_xmemstream(&text, &tlen);
    fprintf(m, "# Found by lotcert run --fuzz (seed %llu, %s %llu): the candidate disagreed with the\n"
               "# interpreter%s. The expectation is the interpreter's: check it against\n"
               "# the reglement before adding the case to a suite.\n"
               "game: %s\ncases:\n  - id: %s\n    covers: []\n    description: %s\n    %s: %s\n    expect: %s\n",
            (unsigned long long)f->o->seed, strcmp(key, "unit") ? "drawing" : "unit", (unsigned long long)no,
            strcmp(key, "unit") ? "" : ", shrunk to the fewest changes from a well-formed unit", g->id, id, dtext, key,
            sent, expect);
    fclose(m);
    int rc = lc_atomic_write(path, text, f->err);
    if (!rc && f->res->written < 8)
        snprintf(f->res->files[f->res->written], sizeof f->res->files[0], "%s", path);
    f->res->written += !rc;
    free(text);
    free(dtext);
    json_decref(desc);
    return rc;
}

static int write_case(fuzzer *f, const lc_game *g, const lc_unit *u, uint64_t no, const char *why)
{
    json_t *e = expectation(g, u);
    char *unit = lc_emit_unit_json(g, u), *exp = json_dumps(e, JSON_COMPACT);
    int rc = write_found(f, g, no, why, "unit", unit, exp);
    free(unit);
    free(exp);
    json_decref(e);
    return rc;
}

/* ---- the run ----------------------------------------------------------------------- */

/* The first disagreement as a reader needs it, like a failing case: the
 * unit (shrunk), what the rules give, and the articles that decided. */
static void first_shown(lc_fuzz_result *res, const lc_game *g, const lc_unit *u, uint64_t no, const char *why)
{
    char shown[400];
    snprintf(res->first, sizeof res->first, "%s unit %llu: %s", g->id, (unsigned long long)no,
             lc_text_safe(shown, sizeof shown, why, strlen(why), LC_TEXT_LINE));
    json_t *e = expectation(g, u);
    char *unit = lc_emit_unit_json(g, u), *exp = json_dumps(e, JSON_COMPACT);
    snprintf(res->first_unit, sizeof res->first_unit, "%s", unit ? unit : "?");
    snprintf(res->first_expected, sizeof res->first_expected, "%s", exp ? exp : "?");
    lc_outcome o;
    lc_evaluate(g, u, &o, 1);
    res->first_articles[0] = '\0';
    for (int i = 0; i < o.ntrace; i++) {
        const char *cites = g->clauses[o.trace[i]].cites;
        if (!strstr(res->first_articles, cites))
            snprintf(res->first_articles + strlen(res->first_articles),
                     sizeof res->first_articles - strlen(res->first_articles), "%s%s", res->first_articles[0] ? ", " : "",
                     cites);
    }
    free(unit);
    free(exp);
    json_decref(e);
}

static void finding(fuzzer *f, target_game *tg, const lc_unit *base, const lc_unit *u, uint64_t no, const char *why)
{
    lc_fuzz_result *res = f->res;
    int first = !res->disagreements++, write = f->o->out_dir && res->written < f->o->max_cases;
    if (!first && !write)
        return;
    lc_unit small = *u;
    char w[400];
    snprintf(w, sizeof w, "%s", why);
    shrink(f, tg, base, &small, w);   /* the first is always shrunk: it is what the reports show */
    if (first)
        first_shown(res, tg->g, &small, no, w);
    if (write && write_case(f, tg->g, &small, no, w))
        f->failed = 1;
}

/* The games' plans; those of which nothing can be built are left out, and
 * what could not be built is said in res->unbuilt. The number usable. */
static int plans(const lc_ruleset *rs, target_game *tg, lc_fuzz_result *res)
{
    int n = 0;
    for (int i = 0; i < rs->n; i++) {
        char why[700];
        size_t len = strlen(res->unbuilt);
        target_game *t = &tg[n];
        t->g = rs->games[i];
        if (lc_plan_make(&t->plan, rs->games[i], why, sizeof why) == 0) {
            lc_plan_unbuilt(&t->plan, why, sizeof why);
            t->line = lc_xmalloc(lc_emit_max(rs->games[i]));
            n++;
        }
        if (*why && len < sizeof res->unbuilt)
            snprintf(res->unbuilt + len, sizeof res->unbuilt - len, "%s%s: %s", len ? "; " : "", rs->games[i]->id, why);
    }
    return n;
}

/* ---- pool games: whole drawings ---------------------------------------------------- */

/* The interpreter's answer to a drawing, and its articles. */
static json_t *pool_expectation(const lc_game *g, const json_t *d, char *articles, size_t n)
{
    lc_case c = {.game = g, .unit = (json_t *)d};
    lc_outcome o;
    json_t *e = lc_case_run(g, &c, &o, 1);
    articles[0] = '\0';
    for (int i = 0; i < o.ntrace; i++)
        if (!strstr(articles, g->clauses[o.trace[i]].cites))
            snprintf(articles + strlen(articles), n - strlen(articles), "%s%s", articles[0] ? ", " : "",
                     g->clauses[o.trace[i]].cites);
    return e;
}

/* A disagreement on a drawing: shown as it is (a drawing is not shrunk),
 * and written as a case with draw:. */
static void pool_finding(fuzzer *f, const lc_game *g, const json_t *d, uint64_t no, const char *why)
{
    lc_fuzz_result *res = f->res;
    char shown[400];
    int first = !res->disagreements++;
    json_t *e = pool_expectation(g, d, res->first_articles, first ? sizeof res->first_articles : 0);
    char *dt = json_dumps(d, JSON_COMPACT), *et = json_dumps(e, JSON_COMPACT);
    if (first) {
        snprintf(res->first, sizeof res->first, "%s drawing %llu: %s", g->id, (unsigned long long)no,
                 lc_text_safe(shown, sizeof shown, why, strlen(why), LC_TEXT_LINE));
        snprintf(res->first_unit, sizeof res->first_unit, "%s", dt);
        snprintf(res->first_expected, sizeof res->first_expected, "%s", et);
    }
    if (f->o->out_dir && res->written < f->o->max_cases && write_found(f, g, no, why, "draw", dt, et))
        f->failed = 1;
    free(dt);
    free(et);
    json_decref(e);
}

/* Drawings first..first+n of the pool games among them. */
static int pool_batch(fuzzer *f, target_game *tg, int ngames, lc_rng *r, uint64_t first, int n)
{
    target_game *which[BATCH] = {0};
    json_t *expect[BATCH] = {0}, *draws[BATCH] = {0};
    char *lines[BATCH] = {0}, *ids[BATCH] = {0}, art[8];
    char (*why)[400] = lc_xmalloc(BATCH * sizeof *why);
    int m = 0;
    for (int j = 0; j < n; j++) {
        which[m] = &tg[(first + (uint64_t)j) % (uint64_t)ngames];
        if (!which[m]->g->pool.nranks || !(draws[m] = lc_pool_edge_drawing(&which[m]->plan, r)))
            continue;
        char id[48];
        lc_opaque_id(f->id_key, f->sent++, id);
        json_t *req = json_pack("{s:s, s:s, s:O}", "id", id, "game", which[m]->g->id, "draw", draws[m]);
        lines[m] = json_dumps(req, JSON_COMPACT);
        json_decref(req);
        ids[m] = lc_xstrdup(id);
        expect[m] = pool_expectation(which[m]->g, draws[m], art, 0);
        m++;
    }
    if (m)
        judge(f, which, lines, ids, expect, m, why);
    for (int j = 0; j < m; j++) {
        if (why[j][0])
            pool_finding(f, which[j]->g, draws[j], first + (uint64_t)j, why[j]);
        json_decref(expect[j]);
        json_decref(draws[j]);
    }
    free(why);
    return m;
}

/* Units first..first+n: built, changed, asked; the disagreements kept.
 * The number of units built (fewer when a target failed every attempt). */
static int batch(fuzzer *f, target_game *tg, int ngames, lc_rng *r, uint64_t first, int n)
{
    static lc_unit base[BATCH], u[BATCH];
    target_game *which[BATCH];
    json_t *expect[BATCH];
    char (*why)[400] = lc_xmalloc(BATCH * sizeof *why);
    int m = 0;
    for (int j = 0; j < n; j++) {
        which[m] = &tg[(first + (uint64_t)j) % (uint64_t)ngames];
        if (which[m]->g->pool.nranks || lc_nearby_unit(&which[m]->plan, r, &base[m], &u[m]))
            continue;   /* a pool game's units are drawings: pool_batch's */
        expect[m] = expectation(which[m]->g, &u[m]);
        m++;
    }
    ask(f, which, u, expect, m, why);
    for (int j = 0; j < m; j++) {
        if (why[j][0])
            finding(f, which[j], &base[j], &u[j], first + (uint64_t)j, why[j]);
        json_decref(expect[j]);
    }
    free(why);
    return m;
}

int lc_fuzz_run(const lc_ruleset *rs, const lc_fuzz_opts *o, lc_fuzz_result *res, lc_error *err)
{
    memset(res, 0, sizeof *res);
    double t0 = lc_now();
    target_game *tg = lc_xcalloc((size_t)rs->n, sizeof *tg);
    fuzzer f = {o, res, NULL, err, 0, lc_opaque_key(), 0};
    int ngames = plans(rs, tg, res), rc = 0;
    if (ngames && !(f.cand = lc_cand_new(o->candidate, o->timeout, o->confine, err)))
        rc = -1;
    lc_rng r;
    lc_rng_init(&r, o->seed, "fuzz", 0);
    lc_progress bar;
    lc_progress_start(&bar, o->progress);
    int stuck = 0;   /* batches that built nothing: the plans' probes built these targets, chance did not */
    const char *why;
    for (uint64_t done = 0; ngames && !rc && !f.failed && done < o->units && stuck < 8 &&
                            !lc_cand_given_up(f.cand, &why);) {
        int n = o->units - done < BATCH ? (int)(o->units - done) : BATCH,
            m = batch(&f, tg, ngames, &r, done, n) + pool_batch(&f, tg, ngames, &r, done, n);
        stuck = m ? 0 : stuck + 1;
        done += (uint64_t)n;
        res->units += (uint64_t)m;
        lc_progress_show(&bar, done, (double)done / (double)o->units, done == o->units);
    }
    if (f.cand && lc_cand_given_up(f.cand, &why))   /* what was left would fail the same way: not asked */
        snprintf(res->gave_up, sizeof res->gave_up, "%s", why);
    if (!rc && f.cand && lc_cand_fault(f.cand))
        rc = lc_fail(err, NULL, 0, 0, "--candidate", "the kit could not start the candidate: %s", lc_cand_fault(f.cand));
    lc_cand_free(f.cand);
    for (int i = 0; i < ngames; i++)
        free(tg[i].line);
    free(tg);
    res->seconds = lc_now() - t0;
    return rc || f.failed ? -1 : 0;
}
