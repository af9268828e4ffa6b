/*
 * history.h — the earlier runs of a certification (décret 2020-1349, art.
 * 21): certify --previous F.json names the last certification of the same
 * item; this run is numbered after it, and the report lists every earlier
 * run with its findings (the previous JSON's own history carried forward),
 * so that a re-run after a fix shows what it fixed rather than replacing it.
 */
#ifndef HISTORY_H
#define HISTORY_H

#include "lc.h"

typedef struct {
    int run;
    char date[32], number[160], verdict[64], sha256[65];
    char **findings;     /* its non-conformities (the first nonconf) then its reservations, "game: text" */
    int nfindings, nonconf;
} lc_prior;

typedef struct lc_history_s {
    lc_prior *runs;      /* oldest first */
    int n;
    int run;             /* this run's number: 1 without --previous */
} lc_history;

/* Read the previous certification's JSON at path; -1 with err (file, and
 * what is wrong) when it is not one lotcert wrote. */
int lc_history_load(const char *path, lc_history *h, lc_error *err);
void lc_history_free(lc_history *h);

#endif
