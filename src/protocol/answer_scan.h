/* answer_scan.h — the usual answer line read without a JSON tree: the kit's
 * side of the candidate protocol at the speed of the candidate.
 *
 * It accepts only a form whose meaning is beyond doubt: one object whose
 * keys are among id, status, amount_cents, grids, notes, remedy and trace
 * (lotcert serve's), each at most once (and each grid once); strings plain
 * (printable ASCII, no escape); status one of the three words; amount_cents
 * a non-negative integer without a leading zero; white space only where
 * JSON allows it.
 * Anything else, well-formed or not, returns -1: the caller reads the line
 * with jansson, which accepts it or says why not. */
#ifndef ANSWER_SCAN_H
#define ANSWER_SCAN_H

#include <stddef.h>
#include <stdint.h>

/* The fields an answer may leave out (the protocol lets it), as bits. */
enum { LC_LEFT_GRIDS, LC_LEFT_REMEDY, LC_LEFT_NOTES, LC_LEFT_N };

/* What an answer says beyond status and amount, folded without keeping
 * it: per field, a sum of 64-bit hashes of its items, so that key and
 * array order do not count (a block compares millions of answers and
 * keeps none). A field of the wrong form folds to LC_FOLD_BAD. */
typedef struct {
    unsigned has;       /* bit LC_LEFT_*: the answer holds the field */
    uint64_t grids, remedy, notes;
} lc_answer_rest;

#define LC_FOLD_BAD 0x9e3779b97f4a7c15ULL

uint64_t lc_fold_word(const char *s, size_t n);
/* One grid's item: its name's lc_fold_word and its amount. */
uint64_t lc_fold_grid(uint64_t name, int64_t cents);

typedef struct {
    const char *id;     /* into the line, not NUL-terminated */
    size_t idlen;
    int status;         /* lc_status */
    int64_t amount;
    lc_answer_rest rest;
} lc_answer_fields;

int lc_answer_scan(const char *line, size_t len, lc_answer_fields *f);

/* The fields the protocol makes optional are checked when the answer has
 * them. One the rules give and the answer leaves out is counted (bit
 * 1 << LC_LEFT_*), and certify makes a reservation of it: it was not
 * checked. */
const char *lc_left_name(int field);
/* With --require-fields a field left out is a failure: -1 and why (naming
 * the fields) when `left` has a bit; else 0. */
int lc_left_fails(unsigned left, int required, char *why, size_t whylen);

#endif
