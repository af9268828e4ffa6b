/*
 * mutate.h — mutants of a compiled game: one deliberate change each (a
 * payout changed, a level dropped, two levels swapped, highest-only turned
 * into a sum, the sum into a max, a range bound moved by one, a composition
 * check dropped, the joker off, a draw no longer serving a grid, a count
 * threshold moved by one, a pattern cell moved or left out, the remedy
 * changed, ...), and the slips of slip.h, mistakes at one position of how a
 * program reads a unit.
 *
 * A suite kills a mutant when some case's expectation fails under it. A
 * surviving mutant names a way an implementation could be wrong that no
 * case would notice.
 */
#ifndef MUTATE_H
#define MUTATE_H

#include "rules.h"

typedef enum {
    MUT_AMOUNT, MUT_DROP_LEVEL, MUT_SWAP_LEVELS, MUT_K_UP, MUT_K_DOWN, MUT_CMP, MUT_LEVEL_NOTE,
    MUT_WITHIN_SUM, MUT_ACROSS, MUT_RANGE, MUT_DROP_CHECK, MUT_CHECK_COUNT, MUT_JOKER, MUT_COUNT_MODE,
    MUT_UNSERVE, MUT_PATTERN_CELL, MUT_REMEDY, MUT_OFF_TABLE, MUT_OTHERWISE, MUT_DROP_PAIR,
    MUT_OTHER_GRID, MUT_SERVE, MUT_DROP_PATTERN, MUT_SEVERAL_NOTE, MUT_ALIKE_SYMBOL, MUT_HELD_SYMBOL,
    MUT_PRINTED_FIXED, MUT_STAKE_AMOUNT, MUT_WILD, MUT_MULTIPLIER, MUT_SHARING,
    MUT_EVERY_CELL, MUT_DISTINCT_ALL, MUT_MULT_STAKES, MUT_MULT_LEVELS,
    MUT_PATTERN_SHORT,   /* from here on: positions (coverage_report.c) */
    /* slips (slip.h): what a program fails to read, the rules unchanged */
    MUT_CELL_UNCHECKED, MUT_INDEX_UNCHECKED, MUT_REPEAT_UNSEEN, MUT_DISTINCT_PER_ROW, MUT_DRAWS_SWAPPED,
    /* slips of the whole unit, at no one position: numbers, stakes and amounts kept in too few bits
     * (257 read as 1), cents taken for euros or euros for cents */
    MUT_NUMBER_WIDTH, MUT_STAKE_WIDTH, MUT_PRINTED_WIDTH, MUT_STAKE_UNIT, MUT_PRINTED_UNIT,
    MUT_KINDS
} lc_mutator;

typedef struct {
    lc_mutator kind;
    int a, b, c, d;        /* what it applies to; meaning per kind (mutate.c) */
    int clause;            /* the clause it changes, for its place in the file */
    char id[192];          /* stable: "grille-2/drop-level/art-4.7/one-line" */
    char description[320]; /* what an implementation would do: "grille-2 never pays ..." */
} lc_mutant;

const char *lc_mutator_name(lc_mutator k);   /* "DropLevel", as a Stryker mutatorName */

/* Every mutant of g, at most max. */
int lc_mutants(const lc_game *g, lc_mutant *out, int max);

/* A copy of g with m applied. The copy shares g's strings; release it with
 * lc_mutant_release, never lc_game_free. */
lc_game *lc_mutant_apply(const lc_game *g, const lc_mutant *m);
void lc_mutant_release(lc_game *copy);

#endif
