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
} lc_block_unit;

typedef struct lc_block_cand lc_block_cand;

/* Takes the candidate (lc_block_cand_end frees it). */
lc_block_cand *lc_block_cand_start(lc_cand *c);
void lc_block_cand_add(lc_block_cand *bc, lc_block_run *run, const lc_block_unit *u);
/* Every unit answered and counted, the candidate closed, all freed. */
void lc_block_cand_end(lc_block_cand *bc, lc_block_run *run);

#endif
