/*
 * cases.h — a suite of cases (docs/formats.md): a unit, its expected outcome,
 * and what it covers. The unit is kept as JSON, the form a candidate
 * receives; the expectation is checked against a JSON answer, so the
 * interpreter and every candidate go through the same comparison.
 *
 * Ownership: lc_suite owns its cases and everything they point to, except
 * `game`, which belongs to the ruleset the suite was loaded against.
 */
#ifndef CASES_H
#define CASES_H

#include "answer_scan.h"
#include "eval.h"
#include "rules.h"
#include <jansson.h>

typedef struct {
    char *id, *description;
    const char *file;          /* points into lc_suite.files */
    int line, column;
    const lc_game *game;
    int ncovers;
    char **covers;             /* clause and interpretation ids */
    json_t *unit;              /* the unit, as sent to a candidate */
    json_t *expect;            /* status, amount_cents [, grids, remedy, notes] */
    /* `readings: {ENTRY: READING}`: the case holds only where those entries
     * read so; an entry it does not name does not change its outcome. */
    int nreadings;
    struct { int16_t entry, reading; } readings[LC_MAX_READINGS];   /* indexes into game->interp[], reading[] */
} lc_case;

/* A mutant of the rules declared equivalent (no unit can tell it from the
 * rules), with the reason, in a file of the suite whose top-level key is
 * `equivalent_mutants` instead of `game`. */
#define LC_MAX_EQUIV_WHEN 4
typedef struct {
    char *mutant, *reason;
    const char *file;
    int line;
    /* `readings: {ENTRY: READING}`: equivalent only where those are in force
     * (under other readings a unit may tell it: two stars and two sums) */
    int nwhen;
    char *when_entry[LC_MAX_EQUIV_WHEN], *when_reading[LC_MAX_EQUIV_WHEN];
} lc_equivalent;

/* Does the declaration hold under the readings game g has in force? */
int lc_equivalent_holds(const lc_equivalent *e, const lc_game *g);

typedef struct {
    lc_case *cases;            /* those holding under the readings in force first, in load order */
    int n, cap;                /* n: the cases holding under the readings in force */
    int nall;                  /* every case loaded; cases[n..nall) hold only under other readings */
    char **files;
    int nfiles;
    lc_equivalent *equivalent;
    int nequivalent;
} lc_suite;

/* Load every case file named (files or directories of *.yaml) against the
 * games of rs, and the declarations of equivalent mutants among them. Ids are unique across the suite; every covered id names a
 * clause of the case's game; every unit has the game's shape. */
int lc_suite_load(lc_suite *s, const lc_ruleset *rs, char *const *paths, int npaths, lc_error *err);
void lc_suite_free(lc_suite *s);

/* Does the case hold under the readings game g has in force? */
int lc_case_holds(const lc_case *c, const lc_game *g);

/* Compare an answer with the case's expectation. 0 when it matches; else -1
 * with the first difference in words. *left_out (may be NULL) gets the
 * expected fields the answer left out. */
int lc_case_check(const lc_case *c, const json_t *answer, char *why, size_t whylen, unsigned *left_out);

/* The interpreter's answer to case c under g (c's game, a mutant of it, or
 * it compiled under other readings), the decision's trace in *o: a unit
 * evaluated, or a pool game's drawing shared out. NULL when the unit cannot
 * be read under g. */
json_t *lc_case_run(const lc_game *g, const lc_case *c, lc_outcome *o, int want_trace);

/* The articles a case concerns (the cites of its covered ids), as
 * "art-3.5, art-3.6" in buf. */
const char *lc_case_articles(const lc_case *c, char *buf, size_t n);

#endif
