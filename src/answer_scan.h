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

typedef struct {
    const char *id;     /* into the line, not NUL-terminated */
    size_t idlen;
    int status;         /* lc_status */
    int64_t amount;
} lc_answer_fields;

int lc_answer_scan(const char *line, size_t len, lc_answer_fields *f);

#endif
