/*
 * block.h — verifying an emission against the prize table, block by block:
 * units, anomalies by kind with serials, lots per amount against the table,
 * off-table units, duplicate serials, unreadable lines, total paid, payout
 * ratio, the spread of winners, and (with a candidate) disagreements. A draw
 * game without a table: each level's frequency against its published chance.
 */
#ifndef BLOCK_H
#define BLOCK_H

#include "answer_scan.h"
#include "samples.h"
#include "confine.h"
#include "rules.h"
#include "serials.h"
#include "stats.h"

#include <stdio.h>

#define LC_MAX_SERIAL 256     /* a serial longer than this is read on the slow path, cut */


typedef struct {
    uint64_t first_line, units, winners;
    int64_t paid;
    uint64_t lots[LC_MAX_TABLE_ROWS];      /* per table row */
    uint64_t anomalies, off_table, duplicates, unreadable, disagreements;
    uint64_t by_check[64];                 /* anomalies per composition clause (index into checks) */
    uint64_t notes[LC_MAX_NOTES];          /* units raising each note of the game (not a fault by itself) */
    /* lots the producer declared ("lot_cents"), against what the units pay */
    uint64_t declared, undeclared, lot_mismatches, declared_off_table;
    uint64_t declared_lots[LC_MAX_TABLE_ROWS];
    lc_samples s_anomaly, s_off_table, s_duplicate, s_unreadable, s_disagree, s_note, s_lot;
    char disagree_text[3][600];            /* the first disagreements in full */
    uint64_t left_out[LC_LEFT_N];          /* answers agreeing but leaving out a field the rules give */
    lc_spread spread;
    uint64_t ranks[LC_MAX_GRIDS][LC_MAX_LEVELS];   /* a draw game: plays whose result is each level */
    uint64_t plays_of[LC_MAX_GRIDS][LC_MAX_CELLS + 1];   /* a draw game: plays holding k numbers (grids of spots) */
    int64_t staked;                        /* a game with stakes: the stakes of its plays (else units x price) */
    int conforming;
} lc_block_result;

typedef struct {
    const char *candidate;    /* or NULL */
    double timeout;
    uint64_t units;           /* expected block size (0: the rules') */
    double alpha;             /* spread tests' threshold */
    int progress;             /* draw a progress bar on stderr */
    const lc_confine *confine;
    uint64_t first_block;     /* a shard: verify blocks first_block..last_block (1-based) of the */
    uint64_t last_block;      /* emission, skipping the lines before; 0: from the first, to the end */
    int keep_serials;         /* run->serials gets the serial runs, for merging shards */
} lc_block_opts;

typedef struct {
    lc_block_result *blocks;
    int nblocks;
    uint64_t first_block;     /* number of blocks[0] in the emission (1-based) */
    uint64_t skipped;         /* lines before the shard */
    uint64_t lines;           /* the last line read, skipped ones included */
    int beyond;               /* the input went on past last_block */
    int merged;               /* put together from shards by `lotcert merge` */
    double seconds;
    uint64_t bytes;
    json_t *serials;          /* with keep_serials: runs and names (serials.h) */
    int serials_complete;
} lc_block_run;

/* Stream fd to the end. -1 with err on a read error or a bad candidate. */
int lc_block_verify(const lc_game *g, int fd, uint64_t size_hint, const lc_block_opts *o, lc_block_run *run,
                    lc_error *err);
void lc_block_print(const lc_game *g, const lc_block_opts *o, const lc_block_run *run, FILE *out);
void lc_block_free(lc_block_run *run);
/* Duplicates from the whole emission's serials, counted into the blocks
 * holding their later copies. */
int lc_block_duplicates(lc_block_run *run, lc_serials *s, lc_error *err);
/* Each block's verdict from its figures. */
void lc_block_judge(const lc_game *g, const lc_block_opts *o, lc_block_run *run);
/* A draw game's levels against their published chances (stats.h): the
 * threshold each tail of each level must meet (alpha over the levels), the
 * two tails of level i of grid gi in block b, and whether every one meets it. */
double lc_block_chance_alpha(const lc_game *g, double alpha);
void lc_block_chance(const lc_game *g, const lc_block_result *b, int gi, int i, double *low, double *high);
/* The plays that tried level i of grid gi: every play, or those of its spot count. */
uint64_t lc_block_trials(const lc_game *g, const lc_block_result *b, int gi, int i);
int lc_block_chances_ok(const lc_game *g, const lc_block_result *b, double alpha);
/* What the block's units cost: their stakes, or units x the unit's price. */
double lc_block_staked(const lc_game *g, const lc_block_result *b);
/* Every block conforming, and at least one. */
int lc_block_run_ok(const lc_block_run *run);

/* JSON of a run (block_json.c): the figures of every block, the shard's
 * place in the emission, the serial runs; and back, for `lotcert merge`. */
json_t *lc_block_run_json(const lc_game *g, const char *rules_sha256, const lc_block_opts *o, const lc_block_run *run,
                          const char *input);
json_t *lc_block_result_json(const lc_game *g, const lc_block_result *b, uint64_t number, double alpha);
int lc_block_result_from_json(const lc_game *g, const json_t *j, lc_block_result *b, char *why, size_t n);

#endif
