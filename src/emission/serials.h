/*
 * serials.h — duplicate serials across a whole emission in bounded memory.
 *
 * A serial is split into a prefix and a decimal number at its end
 * ("7-0000041": prefix "7-", width 7, number 41). Units whose serials
 * count up line after line, the way printers number tickets, make one
 * run (prefix, first number, last number, first line): twelve million
 * units in order are one record. Serials in any other order make one run
 * each; runs are kept sorted in a buffer of LC_SERIAL_BUFFER and spilled
 * to unlinked files in TMPDIR when it fills, so memory stays flat and
 * disk grows instead. At the end the runs are merged in serial order and
 * every overlap is a duplicate. Serials are compared by a 64-bit hash of
 * their prefix (the whole serial when it ends in no number): two distinct
 * prefixes collide with odds of about 1 in 10^19 per pair.
 */
#ifndef SERIALS_H
#define SERIALS_H

#include "lc.h"

#include <jansson.h>
#include <stdint.h>

#define LC_SERIAL_BUFFER (1 << 17)   /* runs in memory before a spill: 4 MiB */
#define LC_SERIAL_NAMES 1024         /* prefixes whose text is kept, to name a duplicate */
#define LC_SERIAL_JSON_RUNS 100000   /* runs written into a shard's JSON, at most */

typedef struct {
    uint64_t key;     /* hash of the prefix and the number's width */
    uint64_t lo, hi;  /* numbers, inclusive */
    uint64_t line;    /* line of lo; lo + k is on line + k */
} lc_serial_run;

/* A serial's key and number. */
void lc_serial_split(const char *s, size_t n, uint64_t *key, uint64_t *number);

typedef struct lc_serials lc_serials;

lc_serials *lc_serials_new(void);
void lc_serials_free(lc_serials *s);
/* One unit's serial on a line (lines increase). The text is kept, when
 * there is room, for naming a duplicate later. -1 with err if a spill
 * cannot be written. */
int lc_serials_add(lc_serials *s, const char *serial, size_t n, uint64_t key, uint64_t number, uint64_t line,
                   lc_error *err);
/* A run from elsewhere (a shard's JSON), and the name of a prefix. */
int lc_serials_add_run(lc_serials *s, const lc_serial_run *r, lc_error *err);
void lc_serials_name(lc_serials *s, uint64_t key, const char *prefix, int width);

/* Every duplicate: `count` units from `line` on (consecutive lines) repeat
 * serials (key, number, number + 1...) first seen from `first_line` on. */
typedef void lc_serial_dup_fn(void *ctx, uint64_t line, uint64_t count, uint64_t first_line, uint64_t key,
                              uint64_t number);
/* A serial as text, from its prefix's name; "?" when the name was not kept. */
void lc_serials_text(const lc_serials *s, uint64_t key, uint64_t number, char *out, size_t n);

/* Merge all runs in serial order, reporting duplicates. With runs_out,
 * the runs (at most LC_SERIAL_JSON_RUNS, else *complete = 0) and the
 * prefixes' names go there as JSON, for merging shards later. */
int lc_serials_finish(lc_serials *s, lc_serial_dup_fn *fn, void *ctx, json_t *runs_out, int *complete,
                      lc_error *err);
/* Runs and names back from that JSON; -1 with why when malformed. */
int lc_serials_from_json(lc_serials *s, const json_t *j, char *why, size_t n, lc_error *err);

#endif
