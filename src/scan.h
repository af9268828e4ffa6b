/*
 * scan.h — the block verifier's hot path: one emission line (a request
 * {"id","game","unit"}) read straight into an lc_unit, no allocation, no
 * JSON tree. It accepts exactly the request shape with plain strings; on
 * anything else it returns -1 and the caller reads the line again with
 * jansson (request.c), which either accepts it or says precisely why not.
 *
 * line[len] must be readable and must not be a digit (a newline, or the NUL
 * the caller puts there): the digit loops stop on it without bounds checks.
 */
#ifndef SCAN_H
#define SCAN_H

#include "unit.h"

typedef struct {
    const char *id;      /* points into the line (not NUL-terminated) */
    size_t idlen;
    const char *game;
    size_t gamelen;
} lc_scan_ids;

int lc_scan_request(const lc_game *g, const char *line, size_t len, lc_unit *u, lc_scan_ids *ids);

/* The same where the line's end is not known yet: text holds avail bytes
 * from the line's start; on success *used is the line's length, and
 * text[*used] is its newline (or avail: the end of the text). */
int lc_scan_request_at(const lc_game *g, const char *text, size_t avail, lc_unit *u, lc_scan_ids *ids, size_t *used);

#endif
