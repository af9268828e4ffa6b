/*
 * rapports.h — a pool game's drawing verified from the stream of its plays:
 * each play classified as the interpreter classifies it, the plays counted
 * per class at the speed of the disk (a scanner for the usual line, the
 * JSON reader for any other), the sums shared out by the rules (share.h),
 * and each figure compared with the rapports the operator published.
 */
#ifndef RAPPORTS_H
#define RAPPORTS_H

#include "draw.h"
#include <stdio.h>

typedef struct {
    lc_drawing d;                      /* the drawing file: numbers, sums, counts of plays not in the stream */
    uint64_t plays, voids, none;       /* plays read, void, in no class */
    uint64_t streamed[LC_MAX_LEVELS];  /* plays of the stream per class */
    lc_share_out got;                  /* the rules' figures */
    int published;                     /* the file gave the published rapports: */
    uint64_t pub_winners[LC_MAX_RANKS];
    int64_t pub_gain[LC_MAX_RANKS], pub_carried;
    int differs;                       /* figures that differ from the published ones */
    double seconds;
} lc_rapports;

/* The drawing file (the drawing's JSON, `plays` optional, `published`
 * optional). -1 with err (file, line, column) on a file that is none. */
int lc_rapports_drawing(const lc_game *g, const char *path, lc_rapports *r, lc_error *err);

/* Count the plays of `in` (one per line, the grids of a unit), share out,
 * compare. -1 with err naming the line and column of a play that is none. */
int lc_rapports_verify(const lc_game *g, FILE *in, const char *name, lc_rapports *r, int progress, lc_error *err);

void lc_rapports_print(const lc_game *g, const lc_rapports *r, FILE *out);
json_t *lc_rapports_json(const lc_game *g, const lc_rapports *r);
void lc_rapports_free(lc_rapports *r);

#endif
