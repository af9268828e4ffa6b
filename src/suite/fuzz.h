/*
 * fuzz.h — a differential fuzzer for candidates: units built from the
 * compiled rules near every boundary, evaluated by the interpreter and by
 * the candidate; each disagreement shrunk to the fewest changes from a
 * well-formed unit and written out as a case file.
 *
 * The units are nearby.h's: well-formed ones paying each row of the
 * table, then changed at one or two positions near a boundary.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include "confine.h"
#include "runner.h"

typedef struct {
    const char *candidate;   /* the command (required) */
    uint64_t units;          /* per run, spread over the games */
    uint64_t seed;
    double timeout;
    const char *out_dir;     /* where minimal cases go (created), or NULL */
    int max_cases;           /* disagreements shrunk and written, at most */
    int progress;
    const lc_confine *confine;
} lc_fuzz_opts;

typedef struct {
    uint64_t units, disagreements;
    int written;
    char first[512];         /* the first disagreement, in words */
    char first_unit[4096];   /* its unit, shrunk to the fewest changes, as the request's JSON */
    char first_expected[1024];   /* the interpreter's outcome for it */
    char first_articles[256];    /* the articles of the clauses that decided it */
    char files[8][4224];     /* case files written (the first 8) */
    uint64_t left_out[LC_LEFT_N];   /* answers that agreed but left out an expected optional field */
    char unbuilt[1024];      /* what no attempt could build, per game ("" when everything was): not fuzzed */
    char gave_up[400];       /* the candidate was given up (lc_cand_given_up), why; the fuzzing stopped there */
    double seconds;
} lc_fuzz_result;

/* -1 with err on a bad command or an unwritable output; else 0 and the
 * result (disagreements > 0 is a finding, not an error). Outcomes that no
 * attempt can build (a game where every unit wins) are left out and named
 * in unbuilt; where no unit of any game can be built, units is 0. */
int lc_fuzz_run(const lc_ruleset *rs, const lc_fuzz_opts *o, lc_fuzz_result *res, lc_error *err);

#endif
