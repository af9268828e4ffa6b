/*
 * block_cand.h — a block's units through the candidate, beside the merge.
 *
 * The merge fills one batch while a thread exchanges the one before, so the
 * kit and the candidate work at the same time and the pipe never drains
 * between batches. Disagreements are counted on the merge's thread (it
 * grows run->blocks as blocks begin), when it hands over the next batch
 * and at the end.
 */
#ifndef BLOCK_CAND_H
#define BLOCK_CAND_H

#include "block.h"
#include "candidate.h"
#include "eval.h"

typedef struct {           /* a unit to send, with what the rules give */
    const char *line, *id; /* copied by lc_block_cand_add */
    size_t len, idlen;
    int block;
    long lineno;
    lc_status status;
    int64_t amount;
    const int64_t *grid;   /* per grid of the game */
    unsigned notes;        /* bit i: game->notes[i] */
} lc_block_unit;

typedef struct lc_block_cand lc_block_cand;

/* Takes the candidate (lc_block_cand_end frees it). An answer must agree
 * with the rules on status and amount, and on grids, remedy and notes when
 * it holds them; one that leaves out what the rules give (grids of a win
 * or a loss, notes raised, the remedy of an anomaly) is counted per field,
 * or with `require_fields` is a disagreement. */
lc_block_cand *lc_block_cand_start(lc_cand *c, const lc_game *g, int require_fields);
void lc_block_cand_add(lc_block_cand *bc, lc_block_run *run, const lc_block_unit *u);
/* Every unit answered and counted, the candidate closed, all freed.
 * -1 and err filled when the kit could not start the candidate (its
 * environment: lc_cand_fault): the counts then say nothing of it. */
int lc_block_cand_end(lc_block_cand *bc, lc_block_run *run, lc_error *err);

#endif
