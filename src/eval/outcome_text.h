/* outcome_text.h — an answer line written straight as text: the bytes
 * json_dumps(..., JSON_COMPACT) gives for lc_answer's object, without a
 * JSON tree. Every name (grid, note, clause id, remedy) is rendered once,
 * escaped as jansson escapes it, when the writer is made. `serve` and
 * `eval` write the usual answers through it. */
#ifndef OUTCOME_TEXT_H
#define OUTCOME_TEXT_H

#include "eval.h"

#include <stddef.h>

typedef struct {
    const lc_game *g;
    char *grid_key[LC_MAX_GRIDS];   /* "\"name\":" */
    char *note[LC_MAX_NOTES];       /* "\"word\"" */
    char **clause;                  /* "\"id\"" per clause */
    char *remedy;                   /* "\"word\"" */
    size_t max;                     /* bytes of the longest line, its id aside */
} lc_outcome_writer;

void lc_outcome_writer_init(lc_outcome_writer *w, const lc_game *g);
void lc_outcome_writer_free(lc_outcome_writer *w);

/* The answer line (with its newline) for a request whose id is the plain
 * string id[0..idlen) (no character that JSON escapes), into out, which
 * has room for w->max + idlen bytes. Returns the bytes written. */
size_t lc_outcome_text(const lc_outcome_writer *w, const char *id, size_t idlen, const lc_outcome *o, char *out);

#endif
