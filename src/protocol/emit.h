/* emit.h — one emission line (docs/formats.md): a request whose id is the
 * unit's serial, formatted by hand because a block is 1 500 000 of them. */
#ifndef EMIT_H
#define EMIT_H

#include "unit.h"

#define LC_EMIT_MAX 4096   /* bytes one line may take */

/* The longest line a unit of g can take, with an id of at most 40 bytes. */
size_t lc_emit_max(const lc_game *g);

/* Write the line (with its newline) at out; return its length. A lot of
 * 0 or more is written as the unit's declared lot ("lot_cents"); -1: none. */
size_t lc_emit_line(char *out, const lc_game *g, const char *id, const lc_unit *u, int64_t lot);

/* The unit alone as compact JSON, as a request carries it and a case file
 * writes it (caller frees): for the few units shown to a reader. */
char *lc_emit_unit_json(const lc_game *g, const lc_unit *u);

#endif
