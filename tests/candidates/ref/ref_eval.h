/*
 * ref_eval.h — the reference evaluator: the three games written straight
 * from the règlement texts, sharing nothing with src/ (no rules file, no
 * compiled form). It is the oracle that case expectations come from, the
 * sample C candidate, and, with a fault switched on, each faulty candidate.
 */
#ifndef REF_EVAL_H
#define REF_EVAL_H

#define REF_J (-1000)      /* "J" */
#define REF_BLANK (-1001)  /* null */

typedef struct {
    int game;              /* REF_BINGO, REF_SB04, REF_SB06 */
    int cell[2][16];       /* Bingo: 4x4; Super Bingo: 3x4 (12 used) */
    int draw[3][32];       /* Bingo: boules, bonus; SB: bleus, verts, bonus */
    int ndraw[3];
} ref_unit;

enum { REF_BINGO, REF_SB04, REF_SB06 };

typedef struct {
    const char *status;    /* "win", "lose", "anomaly" */
    long amount;
    long grid[2];
    const char *remedy;
    const char *notes[3];
    int nnotes;
} ref_outcome;

/* Faults, each a mistake a real implementation could ship. */
extern const char *const REF_FAULTS[];
int ref_set_fault(const char *name);   /* 0 ok, -1 unknown */
/* "ENTRY=READING": another reading of the register in force (those the
 * oracle knows); 0 ok, -1 unknown. */
int ref_set_reading(const char *entry_eq_reading);

void ref_evaluate(const ref_unit *u, ref_outcome *o);

#endif
