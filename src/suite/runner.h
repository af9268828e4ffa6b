/*
 * runner.h — running a suite of cases against the interpreter (in process,
 * through the same JSON answer a candidate gives) or a candidate.
 */
#ifndef RUNNER_H
#define RUNNER_H

#include "candidate.h"
#include "confine.h"
#include "cases.h"

typedef struct {
    const lc_case *c;
    int pass;
    char *why;         /* the first difference, or why there is no answer (owned) */
    json_t *got;       /* the answer (owned), or NULL */
    double seconds;
    unsigned left_out;  /* expected fields the answer left out (1 << LC_LEFT_*) */
    int given_up;       /* no answer: the candidate was given up (lc_run.gave_up_why) */
    char request_id[LC_OPAQUE_ID];   /* the id the candidate was sent (says nothing of the case), or "" */
} lc_result;

typedef struct {
    const char *candidate;     /* the command, or NULL for the interpreter */
    lc_result *r;
    int n, passed, failed;
    int other_readings;        /* cases of the suite that hold only under other readings: not run */
    double seconds;
    char *stderr_text;         /* candidate's stderr, bounded (owned) */
    size_t stderr_dropped;
    int restarts;
    lc_give_up gave_up;        /* the candidate was not started again (the first process to be given up) */
    char gave_up_why[400];     /* why: the reason each case left got */
    char program[4096];        /* the executable that answered, seen running (lc_cand_program), or "" */
    const lc_confine *confine; /* what the candidate ran under */
    int left_out[LC_LEFT_N];   /* answers that left out an expected optional field, per field */
    const char *left_first[LC_LEFT_N];   /* the first such case's id */
} lc_run;

typedef struct {
    const char *candidate;     /* NULL: the interpreter */
    double timeout;            /* seconds per answer */
    int jobs;                  /* candidate processes in parallel */
    const char *filter;        /* fnmatch glob on case ids, or NULL */
    const lc_confine *confine; /* resolved; NULL: none at all (the kit's own unit tests) */
} lc_run_opts;

/* Run every case of s matching the filter. -1 with err on a bad command. */
int lc_run_suite(const lc_suite *s, const lc_run_opts *o, lc_run *run, lc_error *err);
void lc_run_free(lc_run *run);
/* The case failed only because the candidate was given up (it never
 * answered at all, died too often, holds its answers): the reports say so
 * once for all such cases, not a page each. */
int lc_result_unsent(const lc_run *run, const lc_result *r);
/* How many of the run's cases that is. */
int lc_run_unsent(const lc_run *run);

/* Reports. Files are written to a temporary name and renamed: a run that
 * fails midway never leaves a half-written report under the final name. */
void lc_report_text(const lc_run *run, FILE *out);
/* For a candidate given up: why, once, and for one that never answered
 * the last lines of its stderr. */
void lc_report_given_up(const lc_run *run, FILE *out);
int lc_report_junit(const lc_run *run, const char *path, lc_error *err);
int lc_report_json(const lc_run *run, const char *path, lc_error *err);

/* The <testsuite> elements of a run, one per game; XML-escaped text. */
void lc_junit_suites(FILE *f, const lc_run *run);
void lc_xml_text(FILE *f, const char *s);

/* The failure text shared by the console and JUnit: the unit drawn as
 * grids, expected against got, the articles concerned. Caller frees. */
char *lc_failure_text(const lc_result *r);

#endif
