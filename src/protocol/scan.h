/*
 * scan.h — the block verifier's hot path: one emission line (a request
 * {"id","game","unit"}) read straight into an lc_unit, no allocation, no
 * JSON tree. It accepts exactly the request shape with plain strings
 * (printable ASCII, no escapes), and an emission line's declared lot
 * ("lot_cents", a whole number, after "unit"); on anything else it returns -1 and the
 * caller reads the line again with jansson (request.c), which either
 * accepts it or says precisely why not.
 *
 * Two paths: the exact form every emitter writes (no white space, keys in
 * the rules' order, numbers of one or two digits, symbols as the rules
 * spell them, amounts and stakes as whole cents), compared against the
 * game's keys laid out once in an lc_scanner; and the general one for any
 * other legal form.
 *
 * line[len] must be readable and must be a newline or a NUL: both paths
 * stop on it without bounds checks.
 */
#ifndef SCAN_H
#define SCAN_H

#include "unit.h"

#define LC_SCAN_FORM 1024   /* bytes of a game's keys in exact form; longer names: general path only */
/* pieces of the form: before the serial, each grid, each draw, each
 * amount printed and the stake, and the request's end */
#define LC_SCAN_PIECES (2 * LC_MAX_GRIDS + LC_MAX_DRAWS + 3)

typedef struct {
    const lc_game *g;
    char form[LC_SCAN_FORM];                        /* the keys' text, piece after piece */
    uint16_t cut[LC_SCAN_PIECES + 1];               /* piece i is form[cut[i], cut[i+1]) */
    int npieces;
    /* a grid of symbols: the symbols by their first byte, compiled once so
     * that a cell is told by a table and a word, not by strlen and memcmp
     * over the list: first[gi][b] is 1 + the first symbol starting with b
     * (0: none), next[gi][s] 1 + the next one after s, len their lengths;
     * a symbol of 7 bytes or fewer with its closing quote is word[gi][s]
     * (the bytes of mask[gi][s]), compared at once */
    uint8_t first[LC_MAX_GRIDS][256];
    uint8_t next[LC_MAX_GRIDS][LC_MAX_SYMBOLS];
    uint8_t len[LC_MAX_GRIDS][LC_MAX_SYMBOLS];
    uint64_t word[LC_MAX_GRIDS][LC_MAX_SYMBOLS], mask[LC_MAX_GRIDS][LC_MAX_SYMBOLS];
    uint32_t rowmax[LC_MAX_GRIDS];   /* the most bytes a row of symbols takes in exact form */
    size_t idlen;                                   /* strlen(g->id) */
    int exact;                                      /* 0: the form did not fit */
} lc_scanner;

typedef struct {
    const char *id;      /* points into the line (not NUL-terminated) */
    size_t idlen;
    const char *game;
    size_t gamelen;
    int64_t lot;         /* an emission line's "lot_cents" after "unit", or -1 */
    const char *lot_at;  /* the ',' before "lot_cents" */
} lc_scan_ids;

void lc_scanner_init(lc_scanner *s, const lc_game *g);

int lc_scan_request(const lc_scanner *s, const char *line, size_t len, lc_unit *u, lc_scan_ids *ids);

/* The same where the line's end is not known yet: text holds avail bytes
 * from the line's start; on success *used is the line's length, and
 * text[*used] is its newline (or avail: the end of the text). */
int lc_scan_request_at(const lc_scanner *s, const char *text, size_t avail, lc_unit *u, lc_scan_ids *ids,
                       size_t *used);

#endif
