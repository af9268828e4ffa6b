/*
 * coverage.h — what a suite exercises of a rules file, and whether it would
 * notice a wrong implementation:
 *   - clauses and readings: for each decision clause, and each reading of
 *     the register that can be in force, the cases whose evaluation decided
 *     through it (read from the trace and the violations, not from
 *     `covers:`; a reading also when the case's outcome changes with it); the
 *     suite runs under every combination of readings (coverage_readings.c);
 *     a `covers:` claim the trace does not bear out is flagged;
 *   - outcomes: every level of every grid, every amount of the prize table,
 *     every anomaly kind, the remedy and every note reached by some case;
 *   - boundaries: for every range of the composition, a case at each bound
 *     and one beyond each;
 *   - mutants (mutate.h) killed, survived, or declared equivalent.
 */
#ifndef COVERAGE_H
#define COVERAGE_H

#include "cases.h"
#include "mutate.h"

typedef struct {
    char what[200];       /* "clause art-4.6/corners", "grille-1 pays art-4.6/corners", "grille-1 number 0" */
    int clause;           /* the clause concerned (for its line), or -1 */
    int hits;             /* cases that reach it */
    const char *first;    /* id of the first such case */
    /* a boundary target: check, grid or draw index, column (-1: any cell), value */
    int check, where, column, value;
} lc_target;

typedef struct {
    lc_mutant m;
    int killed_by;        /* cases that notice it */
    const char *first;    /* the first of them */
    const lc_equivalent *equivalent;   /* declared equivalent, or NULL */
} lc_mutant_result;

typedef struct {
    const char *case_id, *clause_id;
} lc_claim;

typedef struct {
    const lc_game *g;
    int ncases;
    lc_target *clauses, *readings, *outcomes, *bounds;
    int nclauses, nreadings, noutcomes, nbounds;
    lc_mutant_result *mutants;
    int nmutants, killed, survived, equivalent;
    int wrong_equivalent;          /* declared equivalent, and a case kills it: the declaration is wrong */
    const char *first_wrong;       /* that mutant's id */
    lc_claim *claims;     /* covers: claims not borne out */
    int nclaims;
    int failing;          /* cases failing on the rules themselves: left out of the mutation run */
    const char *first_failing;
    int ncombos;          /* combinations of readings the suite ran under */
    int failing_other;    /* cases failing under another combination where they say they hold */
    const char *first_failing_other;
    char failing_combo[200];   /* that combination, as ENTRY=READING, ... */
    char combo_error[512];     /* the first combination whose rules do not compile, or "" */
} lc_game_coverage;

typedef struct {
    lc_game_coverage *games;
    int ngames;
    const lc_suite *suite;
    int unused_equivalents;   /* declarations that match no mutant */
    double seconds;
} lc_coverage;

int lc_coverage_compute(const lc_ruleset *rs, const lc_suite *s, lc_coverage *out);
void lc_coverage_free(lc_coverage *c);

/* Cases of any game that fail on the rules themselves. */
int lc_cov_failing(const lc_coverage *c);
/* Mutants of any game declared equivalent that a case kills. */
int lc_cov_wrong_equivalents(const lc_coverage *c);

/* Share of targets reached (0..100), over all games. */
double lc_cov_percent(const lc_coverage *c, int which);   /* 0 clauses, 1 readings, 2 outcomes, 3 bounds, 4 mutants */

void lc_coverage_print(const lc_coverage *c, FILE *out);
int lc_coverage_json(const lc_coverage *c, const char *path, lc_error *err);
/* The mutation-testing-report-schema (Stryker) document. */
int lc_coverage_stryker(const lc_coverage *c, const char *path, lc_error *err);

#endif
