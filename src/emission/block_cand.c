/* block_cand.c — a block's units through the candidate (see block_cand.h). */
#include "block_cand.h"
#include "judge.h"
#include "outcome.h"
#include "text.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define BATCH 32768   /* units per hand-over: large, so the pipe stays full */

typedef struct {
    size_t line, id;       /* offsets of the NUL-terminated line and serial in text */
    int block;
    long lineno;
    lc_status status;
    int64_t amount;
    int64_t grid[LC_MAX_GRIDS];
    unsigned notes;
} pending;

typedef struct {
    pending *p;            /* BATCH of them */
    int n;
    char *text;
    size_t tlen, tcap;
    char **lines, **ids;   /* BATCH each, into text, for the exchange */
    lc_exchange *ex;
    int last;              /* the block's last batch: the candidate's stdin closes after it */
} batch;

struct lc_block_cand {
    lc_cand *cand;
    const lc_game *g;
    int require;                     /* --require-fields: a field left out disagrees */
    uint64_t name[LC_MAX_GRIDS];     /* each grid's name, folded */
    uint64_t remedy, note[LC_MAX_NOTES];
    batch b[2];
    int fill;              /* the batch the merge fills */
    int job;               /* the batch handed over, or -1 */
    int done;              /* the handed batch is answered, not yet counted */
    int quit, threaded;
    char fault[200];       /* lc_cand_fault of the candidate, taken before it is freed */
    pthread_t th;
    pthread_mutex_t mu;
    pthread_cond_t cv;
};

static void exchange(lc_cand *c, batch *b)
{
    for (int i = 0; i < b->n; i++) {
        b->lines[i] = b->text + b->p[i].line;
        b->ids[i] = b->text + b->p[i].id;
    }
    if (b->last)
        lc_cand_final(c);
    lc_cand_exchange(c, b->lines, b->ids, (size_t)b->n, b->ex);
}

static void free_cand(lc_block_cand *bc)
{
    const char *f = lc_cand_fault(bc->cand);
    snprintf(bc->fault, sizeof bc->fault, "%s", f ? f : "");
    lc_cand_free(bc->cand);
}

static void *exchanger(void *arg)
{
    lc_block_cand *bc = arg;
    pthread_mutex_lock(&bc->mu);
    while (!bc->quit || (bc->job >= 0 && !bc->done)) {
        if (bc->job >= 0 && !bc->done) {
            pthread_mutex_unlock(&bc->mu);
            exchange(bc->cand, &bc->b[bc->job]);
            pthread_mutex_lock(&bc->mu);
            bc->done = 1;
            pthread_cond_broadcast(&bc->cv);
        } else {
            pthread_cond_wait(&bc->cv, &bc->mu);
        }
    }
    pthread_mutex_unlock(&bc->mu);
    free_cand(bc);   /* on this thread: a child it started dies with it (PR_SET_PDEATHSIG) */
    return NULL;
}

/* What the rules give a unit, folded as an answer is: the fields they
 * give in want->rest.has, those whose absence counts as left out in
 * *asked. */
static void rules_answer(const lc_block_cand *bc, const pending *p, lc_answer_fields *want, unsigned *asked)
{
    memset(want, 0, sizeof *want);
    want->status = (int)p->status;
    want->amount = p->amount;
    if (p->status == LC_ANOMALY) {
        want->rest.has = 1u << LC_LEFT_REMEDY;
        want->rest.remedy = bc->remedy;
    } else {
        for (int gi = 0; gi < bc->g->ngrids; gi++)
            want->rest.grids += lc_fold_grid(bc->name[gi], p->grid[gi]);
        for (int k = 0; k < bc->g->nnotes; k++)
            want->rest.notes += p->notes >> k & 1 ? bc->note[k] : 0;
        want->rest.has = 1u << LC_LEFT_GRIDS | 1u << LC_LEFT_NOTES;
    }
    *asked = want->rest.has & ~(p->notes ? 0 : 1u << LC_LEFT_NOTES);   /* no note raised: none asked */
}

/* What the rules give, with the field `which` (or none), in words. */
static void rules_give(const lc_block_cand *bc, const pending *p, int which, char *out, size_t n)
{
    size_t len = (size_t)snprintf(out, n, "%s %lld cents", lc_status_word(p->status), (long long)p->amount);
    int any = 0;
    if (which == LC_LEFT_REMEDY)
        snprintf(out + len, n - len, ", remedy %s", bc->g->remedy);
    else if (which == LC_LEFT_GRIDS)
        for (int gi = 0; gi < bc->g->ngrids && len < n; gi++)
            len += (size_t)snprintf(out + len, n - len, "%s %s %lld", gi ? "," : ", grids", bc->g->grids[gi].name,
                                    (long long)p->grid[gi]);
    else if (which == LC_LEFT_NOTES) {
        len += (size_t)snprintf(out + len, n - len, ", notes");
        for (int k = 0; k < bc->g->nnotes && len < n; k++)
            if (p->notes >> k & 1)
                len += (size_t)snprintf(out + len, n - len, " %s", bc->g->notes[k]), any = 1;
        if (!any && len < n)
            snprintf(out + len, n - len, " none");
    }
}

/* `which`: the field of the rest that differs or was left out, or -1. */
static void disagree(const lc_block_cand *bc, lc_block_result *b, const pending *p, const lc_exchange *e, const char *id,
                     int which, const char *why)
{
    if (b->disagreements < 3) {
        char said[404], serial[52], got[160], give[300];
        if (e->status >= 0 && which >= 0)
            snprintf(got, sizeof got, "%s", why);
        else if (e->status >= 0)
            snprintf(got, sizeof got, "answered %s %lld cents", lc_status_word((lc_status)e->status),
                     (long long)e->amount);
        const json_t *err = json_object_get(e->answer, "error");
        if (e->status < 0 && err)   /* an error, whatever else the answer said (judge.h) */
            snprintf(got, sizeof got, "answered an error: %.120s", json_is_string(err) ? json_string_value(err) : "?");
        const char *what = e->status >= 0 || err ? got : e->reason ? e->reason : "an answer without status or amount";
        rules_give(bc, p, e->status >= 0 ? which : -1, give, sizeof give);
        snprintf(b->disagree_text[b->disagreements], sizeof b->disagree_text[0],
                 "line %ld, serial %s: the rules give %s; the candidate %s%s", p->lineno,
                 lc_text_safe(serial, sizeof serial, id, strlen(id), LC_TEXT_LINE), give,
                 e->status >= 0 || err ? "" : e->reason ? "gave no answer: " : "gave ",
                 lc_text_safe(said, sizeof said, what, strlen(what), LC_TEXT_LINE));
    }
    b->disagreements++;
    lc_samples_add(&b->s_disagree, p->lineno, id, strlen(id));
}

static void count(const lc_block_cand *bc, batch *b, lc_block_run *run)
{
    for (int i = 0; i < b->n; i++) {
        lc_exchange *e = &b->ex[i];
        const pending *p = &b->p[i];
        lc_block_result *res = &run->blocks[p->block];
        unsigned left = 0, asked;
        char why[160];
        lc_answer_fields want, got = {.status = e->status, .amount = e->amount, .rest = e->rest};
        rules_answer(bc, p, &want, &asked);
        int d = lc_answer_judge(&want, asked, &got, &left), which = d >= 0 && d < LC_LEFT_N ? d : -1;
        if (which >= 0)
            snprintf(why, sizeof why, "agreed on status and amount, and gave other %s", lc_left_name(which));
        else if (d < 0 && lc_left_fails(left, bc->require, why, sizeof why))
            which = d = __builtin_ctz(left);
        if (d >= 0)
            disagree(bc, res, p, e, b->ids[i], which, why);
        else
            for (int k = 0; k < LC_LEFT_N; k++)
                res->left_out[k] += left >> k & 1;
        json_decref(e->answer);
        free(e->reason);
    }
    b->n = 0;
    b->tlen = 0;
}

/* Wait for the batch handed over, and count it. */
static void collect(lc_block_cand *bc, lc_block_run *run)
{
    pthread_mutex_lock(&bc->mu);
    while (bc->job >= 0 && !bc->done)
        pthread_cond_wait(&bc->cv, &bc->mu);
    int job = bc->job;
    bc->job = -1;
    pthread_mutex_unlock(&bc->mu);
    if (job >= 0)
        count(bc, &bc->b[job], run);
}

static void hand_over(lc_block_cand *bc, lc_block_run *run)
{
    collect(bc, run);
    if (!bc->b[bc->fill].n)
        return;
    if (!bc->threaded) {   /* no thread to be had: the exchange here, in turn */
        exchange(bc->cand, &bc->b[bc->fill]);
        count(bc, &bc->b[bc->fill], run);
        return;
    }
    pthread_mutex_lock(&bc->mu);
    bc->job = bc->fill;
    bc->done = 0;
    pthread_cond_broadcast(&bc->cv);
    pthread_mutex_unlock(&bc->mu);
    bc->fill ^= 1;
}

lc_block_cand *lc_block_cand_start(lc_cand *c, const lc_game *g, int require_fields)
{
    lc_block_cand *bc = lc_xcalloc(1, sizeof *bc);
    bc->cand = c;
    bc->g = g;
    bc->require = require_fields;
    for (int gi = 0; gi < g->ngrids; gi++)
        bc->name[gi] = lc_fold_word(g->grids[gi].name, strlen(g->grids[gi].name));
    for (int k = 0; k < g->nnotes; k++)
        bc->note[k] = lc_fold_word(g->notes[k], strlen(g->notes[k]));
    bc->remedy = g->remedy ? lc_fold_word(g->remedy, strlen(g->remedy)) : LC_FOLD_BAD;
    bc->job = -1;
    for (int i = 0; i < 2; i++) {
        bc->b[i].p = lc_xmalloc(BATCH * sizeof *bc->b[i].p);
        bc->b[i].lines = lc_xmalloc(BATCH * sizeof *bc->b[i].lines);
        bc->b[i].ids = lc_xmalloc(BATCH * sizeof *bc->b[i].ids);
        bc->b[i].ex = lc_xmalloc(BATCH * sizeof *bc->b[i].ex);
    }
    pthread_mutex_init(&bc->mu, NULL);
    pthread_cond_init(&bc->cv, NULL);
    bc->threaded = pthread_create(&bc->th, NULL, exchanger, bc) == 0;
    return bc;
}

/* n bytes and a NUL into the batch's text; their offset */
static size_t keep(batch *b, const char *s, size_t n)
{
    if (b->tlen + n + 1 > b->tcap)
        b->text = lc_xrealloc(b->text, b->tcap = (b->tlen + n + 1) * 2);
    size_t at = b->tlen;
    memcpy(b->text + at, s, n);
    b->text[at + n] = '\0';
    b->tlen += n + 1;
    return at;
}

void lc_block_cand_add(lc_block_cand *bc, lc_block_run *run, const lc_block_unit *u)
{
    batch *b = &bc->b[bc->fill];
    pending *p = &b->p[b->n++];
    *p = (pending){keep(b, u->line, u->len), keep(b, u->id, u->idlen), u->block, u->lineno, u->status, u->amount, {0},
                   u->notes};
    memcpy(p->grid, u->grid, sizeof p->grid);
    if (b->n == BATCH)
        hand_over(bc, run);
}

int lc_block_cand_end(lc_block_cand *bc, lc_block_run *run, lc_error *err)
{
    bc->b[bc->fill].last = 1;
    hand_over(bc, run);
    collect(bc, run);
    if (bc->threaded) {
        pthread_mutex_lock(&bc->mu);
        bc->quit = 1;
        pthread_cond_broadcast(&bc->cv);
        pthread_mutex_unlock(&bc->mu);
        pthread_join(bc->th, NULL);
    } else {
        free_cand(bc);
    }
    int rc = bc->fault[0] ? lc_fail(err, NULL, 0, 0, "--candidate", "the kit could not start the candidate: %s", bc->fault) : 0;
    pthread_mutex_destroy(&bc->mu);
    pthread_cond_destroy(&bc->cv);
    for (int i = 0; i < 2; i++) {
        free(bc->b[i].p);
        free(bc->b[i].lines);
        free(bc->b[i].ids);
        free(bc->b[i].ex);
        free(bc->b[i].text);
    }
    free(bc);
    return rc;
}
