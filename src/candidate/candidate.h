/*
 * candidate.h — a program under certification, spoken to over the protocol
 * (JSON Lines over pipes).
 *
 * The kit never deadlocks on a candidate: the child's stdin, stdout and
 * stderr are non-blocking and polled together, so a write never waits on a
 * child that is itself blocked writing; each answer has a deadline; lines
 * and the recorded stderr are bounded. A candidate that crashes, hangs,
 * closes its pipes, prints garbage or answers out of order costs the
 * request it was on a failure with the reason; the child (its whole process
 * group) is killed and reaped, and a new one takes the remaining requests.
 */
#ifndef CANDIDATE_H
#define CANDIDATE_H

#include "answer_scan.h"
#include "command.h"
#include "confine.h"
#include "lc.h"
#include <jansson.h>

#define LC_CAND_WINDOW      4096        /* requests in flight at once, at most */
#define LC_CAND_WINDOW_BYTES (1 << 20)  /* and their bytes, at most (then one more) */
#define LC_CAND_STDERR_MAX  (64 << 10)  /* stderr kept as evidence */
#define LC_CAND_MAX_RESTARTS 64
#define LC_CAND_DEAD_AT_START 2     /* restarts without a single answer, then no more */
#define LC_CAND_HOLD_PROBE 0.25     /* s: a late answer that comes this soon after its input is closed was held */

/* Why the kit stopped starting the candidate: what was left failed with
 * one reason, which the reports give once for all those requests. */
typedef enum {
    LC_GOING,           /* it was not given up */
    LC_NEVER_ANSWERED,  /* died LC_CAND_DEAD_AT_START + 1 times without one answer */
    LC_TOO_OFTEN,       /* died again after LC_CAND_MAX_RESTARTS restarts */
    LC_HOLDS_ANSWERS    /* answered only once its input was closed: it does not flush */
} lc_give_up;

typedef struct {
    json_t *answer;      /* the parsed answer with the right id, or NULL (none, or read without a tree) */
    char *reason;        /* why there is none (owned), or NULL */
    double seconds;      /* from sending to answer */
    int status;          /* the answer's lc_status, or -1: no answer, or none readable in it */
    int64_t amount;      /* its amount_cents when status >= 0 */
    lc_answer_rest rest; /* grids, remedy and notes, folded, when status >= 0 */
    int given_up;        /* no answer because the candidate was given up (lc_cand_given_up says why) */
} lc_exchange;

/* Request ids that say nothing: a candidate must not tell a case of the
 * suite or a fuzzer's unit from a production unit by its id (and pay
 * right only under test). 16 hex digits, distinct for distinct n under one
 * key; a new random key every run. The reports map them back. */
#define LC_OPAQUE_ID 17
uint64_t lc_opaque_key(void);
void lc_opaque_id(uint64_t key, uint64_t n, char out[LC_OPAQUE_ID]);

/* The pace of the run's candidate work, process-wide (the cases, the
 * fuzzer and every block of a certification together): from its first
 * request, answers must come at min_rate per second on average after
 * LC_PACE_GRACE s, and all within deadline s (0: no such bound). An
 * answer just under --timeout each time is otherwise never late, and a
 * full block would take months. Past the bound, what is left fails. */
typedef struct {
    int hit;                /* the bound was reached: what was left failed */
    unsigned long long asked, answered;
    double seconds;         /* from the first request to the last answer (or to the bound) */
    char why[200];          /* the bound reached, in words */
} lc_pace;
void lc_cand_pace(lc_pace *out);

typedef struct lc_cand lc_cand;

/* Split `command` into argv as a shell would (quotes, backslashes; no
 * expansion). Returns NULL and fills err when it is empty or unbalanced. */
/* `confine` (resolved, outliving the candidate) is applied to every
 * process started; NULL starts it as it is (the kit's own unit tests). */
lc_cand *lc_cand_new(const char *command, double timeout_s, const lc_confine *confine, lc_error *err);

/* Send n request lines (each without its newline) and gather the answers,
 * matched by position and checked by id (ids[i]). Requests go out in large
 * writes, many ahead of the answers; answers come in in large reads. */
/* The next exchange is the last this process gets: once every request of
 * it is answered, its standard input is closed (end of input, as the
 * protocol says). Not sooner: a candidate that holds its answers until its
 * input ends must be told so here too, not pass the cases and stall on the
 * fuzzer or a block. */
void lc_cand_final(lc_cand *c);
void lc_cand_exchange(lc_cand *c, char *const *lines, char *const *ids, size_t n, lc_exchange *out);


/* Close stdin, give the child a moment, then kill and reap it (and what
 * it left behind). Call it from the thread that exchanged: the child dies
 * with that thread. lc_cand_free does it too. */
void lc_cand_close(lc_cand *c);
/* Only status, amount_cents and the folded rest (lc_answer_rest) will be
 * asked of the answers: the usual form is then read without a JSON tree
 * (answer_scan.h), and `answer` is NULL for it. */
void lc_cand_light(lc_cand *c);
void lc_cand_free(lc_cand *c);

/* What the candidate wrote on stderr (bounded, cut between characters,
 * made safe by lc_text_safe: newlines and tabs kept), valid until the next
 * call or lc_cand_free; and how often it restarted. */
const char *lc_cand_stderr(lc_cand *c, size_t *dropped);
int lc_cand_restarts(const lc_cand *c);
/* The executable that gave its first answer, seen running (program.h:
 * through the sandbox and a script's shell), or "" when none was seen. */
const char *lc_cand_program(const lc_cand *c);
/* Whether it was given up (then not started again, and what was left
 * failed), and the reason those requests got (valid as long as c). */
lc_give_up lc_cand_given_up(const lc_cand *c, const char **why);
/* The same for the last candidate given up in this process, or LC_GOING:
 * for a caller that handed its lc_cand over (a block), as lc_cand_pace. */
lc_give_up lc_cand_given_up_last(char *why, size_t n);
/* Why the kit itself could not start a process of it (out of descriptors
 * or processes, a sandbox that could not be set up), or NULL. Then every
 * request left failed, through no fault of the candidate: a caller stops
 * with an error (exit 2) instead of a verdict. */
const char *lc_cand_fault(const lc_cand *c);

#endif
