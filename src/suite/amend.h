/*
 * amend.h — what an amendment changes: two rules files of one game (or one
 * file under two readings) compared, clause by clause in their encoding,
 * and by their outcomes on units searched from the compiled rules (the
 * units near every boundary of nearby.h, and the suite's own): each kind of
 * unit whose outcome changes, with its smallest unit and both outcomes; the
 * prize table's lots per block and payout before and after; the cases whose
 * expectation changes.
 */
#ifndef AMEND_H
#define AMEND_H

#include "cases.h"
#include "eval.h"

#define LC_AMEND_KINDS 64

typedef struct {
    char where[200];         /* the clause id (old → new when renamed), or a key of the file */
    char what[600];          /* the keys that differ, old → new */
} lc_enc_change;

typedef struct {
    char key[400];           /* the kind of change, in words: what the units of this kind share */
    char articles[200];      /* the articles of the clauses that decided, old → new */
    lc_unit unit;            /* the smallest unit found of this kind */
    char *old_json, *new_json, *unit_json;   /* owned */
    char *new_covers;        /* the new rules' clause ids that decided it (owned) */
    uint64_t units;          /* units searched that are of this kind */
    int alone;               /* the unit shown breaks no other check than the kind's */
} lc_out_change;

typedef struct {
    const lc_case *c;
    char *what;              /* old expectation → new, in words (owned) */
} lc_rerun;

typedef struct {
    lc_enc_change *enc;
    int nenc;
    lc_out_change out[LC_AMEND_KINDS];
    int nout;
    uint64_t searched, differ;   /* units compared, units whose outcome differs */
    lc_rerun *rerun;
    int nrerun;
    int table_changed;           /* the table's rows, its block size or the unit price */
} lc_amend;

typedef struct {
    uint64_t units;          /* units near the boundaries, per file */
    uint64_t seed;
    const lc_suite *suite;   /* cases of either game, or NULL */
} lc_amend_opts;

/* -1 with err when the two games' units are not of one shape (grids, draws
 * and their sizes must be the same: a unit of one is a unit of the other). */
int lc_amend_run(const lc_game *old, const lc_game *new, const lc_amend_opts *o, lc_amend *out, lc_error *err);
void lc_amend_free(lc_amend *a);
/* A pool game's part of lc_amend_run: drawings (the suite's, and the
 * fuzzer's at the edges of the sharing) through both (amend_pool.c). */
void lc_amend_pool(lc_amend *a, const lc_game *old, const lc_game *new, const lc_amend_opts *o);

/* The encodings, clause by clause (by id, or by what follows the id's '/'
 * in the same section when the article numbering moved). */
int lc_amend_encoding(const lc_game *old, const lc_game *new, lc_amend *out, lc_error *err);

#endif
