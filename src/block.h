/*
 * block.h — verifying an emission against the prize table, block by block:
 * units, anomalies by kind with serials, lots per amount against the table,
 * off-table units, duplicate serials, unreadable lines, total paid, payout
 * ratio, the spread of winners, and (with a candidate) disagreements.
 */
#ifndef BLOCK_H
#define BLOCK_H

#include "confine.h"
#include "rules.h"
#include "stats.h"

#include <stdio.h>

#define LC_BLOCK_SAMPLES 10   /* serials or lines kept per kind of finding */
#define LC_MAX_SERIAL 256     /* a serial longer than this is read on the slow path, cut */

typedef struct {
    int n;
    long line[LC_BLOCK_SAMPLES];
    char serial[LC_BLOCK_SAMPLES][96];   /* a serial, or why a line is unreadable: made safe, cut between characters */
} lc_samples;

typedef struct {
    uint64_t first_line, units, winners;
    int64_t paid;
    uint64_t lots[LC_MAX_TABLE_ROWS];      /* per table row */
    uint64_t anomalies, off_table, duplicates, unreadable, disagreements;
    uint64_t by_check[64];                 /* anomalies per composition clause (index into checks) */
    uint64_t notes[LC_MAX_NOTES];          /* units raising each note of the game (not a fault by itself) */
    lc_samples s_anomaly, s_off_table, s_duplicate, s_unreadable, s_disagree, s_note;
    char disagree_text[3][600];            /* the first disagreements in full */
    lc_spread spread;
    int conforming;
} lc_block_result;

typedef struct {
    const char *candidate;    /* or NULL */
    double timeout;
    uint64_t units;           /* expected block size (0: the rules') */
    double alpha;             /* spread tests' threshold */
    int progress;             /* draw a progress bar on stderr */
    const lc_confine *confine;
} lc_block_opts;

typedef struct {
    lc_block_result *blocks;
    int nblocks;
    uint64_t lines;
    double seconds;
    uint64_t bytes;
} lc_block_run;

/* Stream fd to the end. -1 with err on a read error or a bad candidate. */
int lc_block_verify(const lc_game *g, int fd, uint64_t size_hint, const lc_block_opts *o, lc_block_run *run,
                    lc_error *err);
void lc_block_print(const lc_game *g, const lc_block_opts *o, const lc_block_run *run, FILE *out);
void lc_block_free(lc_block_run *run);
/* Keep a line and serial as a sample (the first LC_BLOCK_SAMPLES). */
void lc_samples_add(lc_samples *s, long line, const char *serial, size_t n);

#endif
