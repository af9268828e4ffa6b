/* runner.c — cases through the interpreter or a candidate (see runner.h). */
#include "runner.h"
#include "candidate.h"
#include "outcome.h"
#include "progress.h"
#include "rng.h"

#include <fnmatch.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static json_t *interpret(const lc_case *c)
{
    lc_outcome o;
    json_t *j = lc_case_run(c->game, c, &o, 1);
    if (!j)   /* checked at load; kept for safety */
        return json_pack("{s:s, s:s}", "id", c->id, "error", "the unit cannot be read");
    json_object_set_new(j, "id", json_string(c->id));
    return j;
}

typedef struct {
    lc_run *run;
    const lc_run_opts *o;
    int from, to;
    lc_cand *cand;
    int threaded;   /* runs in its own thread, joined at the end */
} job;

static char *request_line(const lc_case *c, const char *id)
{
    json_t *req = json_pack("{s:s, s:s, s:O}", "id", id, "game", c->game->id, c->game->pool.nranks ? "draw" : "unit",
                            c->unit);
    char *s = json_dumps(req, JSON_COMPACT);
    json_decref(req);
    return s;
}

/* The job's cases in an order of chance, new each run: the suite's order
 * (file by file, article by article) says nothing to the candidate. */
static int *send_order(const job *jb, size_t n)
{
    int *order = lc_xcalloc(n ? n : 1, sizeof *order);
    lc_rng rng;
    lc_rng_init(&rng, lc_opaque_key(), "case order", (uint64_t)jb->from);
    for (size_t i = 0; i < n; i++)
        order[i] = jb->from + (int)i;
    for (size_t i = n; i > 1; i--) {
        size_t k = lc_rng_u32(&rng) % i;
        int t = order[i - 1];
        order[i - 1] = order[k];
        order[k] = t;
    }
    return order;
}

static void *run_job(void *arg)
{
    job *jb = arg;
    size_t n = (size_t)(jb->to - jb->from);
    char **lines = lc_xcalloc(n, sizeof *lines), **ids = lc_xcalloc(n, sizeof *ids);
    lc_exchange *ex = lc_xcalloc(n, sizeof *ex);
    int *order = send_order(jb, n);
    for (size_t i = 0; i < n; i++) {
        lc_result *r = &jb->run->r[order[i]];
        lines[i] = request_line(r->c, r->request_id);
        ids[i] = r->request_id;
    }
    lc_cand_final(jb->cand);   /* one exchange per process: its stdin closes once all is sent */
    lc_cand_exchange(jb->cand, lines, ids, n, ex);
    lc_cand_close(jb->cand);   /* here: the child dies with this thread */
    for (size_t i = 0; i < n; i++) {
        lc_result *r = &jb->run->r[order[i]];
        r->got = ex[i].answer;
        r->why = ex[i].reason;
        r->seconds = ex[i].seconds;
        r->given_up = ex[i].given_up;
        free(lines[i]);
    }
    free(lines);
    free(ids);
    free(ex);
    free(order);
    return NULL;
}

static int run_candidate(lc_run *run, const lc_run_opts *o, lc_error *err)
{
    int jobs = o->jobs < 1 ? 1 : o->jobs > 64 ? 64 : o->jobs;
    if (jobs > run->n)
        jobs = run->n ? run->n : 1;
    job *jb = lc_xcalloc((size_t)jobs, sizeof *jb);
    pthread_t *th = lc_xcalloc((size_t)jobs, sizeof *th);
    int rc = 0;
    for (int i = 0; i < jobs && rc == 0; i++) {
        jb[i] = (job){run, o, run->n * i / jobs, run->n * (i + 1) / jobs,
                      lc_cand_new(o->candidate, o->timeout, o->confine, err), 0};
        rc = jb[i].cand ? 0 : -1;
    }
    for (int i = 0; i < jobs && rc == 0; i++)
        if (!(jb[i].threaded = pthread_create(&th[i], NULL, run_job, &jb[i]) == 0))   /* GCOVR_EXCL_BR_LINE: no thread to be had */
            run_job(&jb[i]);   /* GCOVR_EXCL_LINE: run it here */
    for (int i = 0; i < jobs && rc == 0; i++)
        if (jb[i].threaded)
            pthread_join(th[i], NULL);
    for (int i = 0; i < jobs && rc == 0; i++)
        if (lc_cand_fault(jb[i].cand))
            rc = lc_fail(err, NULL, 0, 0, "--candidate", "the kit could not start the candidate: %s",
                         lc_cand_fault(jb[i].cand));
    /* Evidence: every process's stderr, in job order, bounded. */
    size_t total = 0;
    for (int i = 0; i < jobs && rc == 0; i++) {
        size_t dropped;
        const char *e = lc_cand_stderr(jb[i].cand, &dropped);
        size_t len = strlen(e);
        run->stderr_text = lc_xrealloc(run->stderr_text, total + len + 1);
        memcpy(run->stderr_text + total, e, len + 1);
        total += len;
        run->stderr_dropped += dropped;
        run->restarts += lc_cand_restarts(jb[i].cand);
        if (!run->program[0])
            snprintf(run->program, sizeof run->program, "%s", lc_cand_program(jb[i].cand));
        const char *why;
        if (!run->gave_up && (run->gave_up = lc_cand_given_up(jb[i].cand, &why)))
            snprintf(run->gave_up_why, sizeof run->gave_up_why, "%s", why);
    }
    for (int i = 0; i < jobs; i++)
        lc_cand_free(jb[i].cand);
    free(jb);
    free(th);
    return rc;
}

int lc_run_suite(const lc_suite *s, const lc_run_opts *o, lc_run *run, lc_error *err)
{
    memset(run, 0, sizeof *run);
    run->candidate = o->candidate;
    run->confine = o->candidate ? o->confine : NULL;
    run->r = lc_xcalloc((size_t)s->n, sizeof *run->r);
    for (int i = s->n; i < s->nall; i++)
        run->other_readings += !o->filter || fnmatch(o->filter, s->cases[i].id, 0) == 0;
    for (int i = 0; i < s->n; i++)
        if (!o->filter || fnmatch(o->filter, s->cases[i].id, 0) == 0)
            run->r[run->n++].c = &s->cases[i];
    double t0 = lc_now();
    uint64_t key = lc_opaque_key();
    for (int i = 0; o->candidate && i < run->n; i++)
        lc_opaque_id(key, (uint64_t)i, run->r[i].request_id);
    if (o->candidate) {
        if (run_candidate(run, o, err))
            return -1;
    } else {
        for (int i = 0; i < run->n; i++)
            run->r[i].got = interpret(run->r[i].c);
    }
    for (int i = 0; i < run->n; i++) {
        lc_result *r = &run->r[i];
        char why[400];
        if (r->why)
            ;   /* the exchange failed it: no answer, or answered twice */
        else if (r->got && lc_case_check(r->c, r->got, why, sizeof why, &r->left_out) == 0)
            r->pass = !lc_left_fails(r->left_out, o->confine && o->confine->require_fields, why, sizeof why);
        if (!r->pass && !r->why)
            r->why = lc_xstrdup(r->got ? why : "no answer");
        run->passed += r->pass;
        for (int k = 0; k < LC_LEFT_N; k++)
            if (r->pass && r->left_out >> k & 1 && !run->left_out[k]++)
                run->left_first[k] = r->c->id;
    }
    run->failed = run->n - run->passed;
    run->seconds = lc_now() - t0;
    return 0;
}

int lc_result_unsent(const lc_run *run, const lc_result *r) { return run->gave_up && r->given_up && !r->pass; }

int lc_run_unsent(const lc_run *run)
{
    int n = 0;
    for (int i = 0; i < run->n; i++)
        n += lc_result_unsent(run, &run->r[i]);
    return n;
}

void lc_run_free(lc_run *run)
{
    for (int i = 0; i < run->n; i++) {
        free(run->r[i].why);
        json_decref(run->r[i].got);
    }
    free(run->r);
    free(run->stderr_text);
    memset(run, 0, sizeof *run);
}
