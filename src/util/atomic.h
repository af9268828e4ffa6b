/* atomic.h — reports written whole or not at all: to a temporary file in
 * the same directory, then renamed over the final name. A path that names
 * no regular file (/dev/stdout, a pipe) is written in place. */
#ifndef ATOMIC_H
#define ATOMIC_H

#include "lc.h"
#include <jansson.h>
#include <stdio.h>

typedef struct {
    FILE *fp;
    char final[4096], tmp[4096];   /* tmp empty: written in place */
    long long started, settled;    /* bytes handed to writeback, and known on disk */
} lc_atomic;

int lc_atomic_open(lc_atomic *a, const char *path, lc_error *err);
/* For long outputs (a block is 400 MB), called as they grow: hand what is
 * written so far to the disk now, so that the final sync does not wait for
 * all of it at once, and keep at most a few windows of it in flight. */
void lc_atomic_write_behind(lc_atomic *a);
/* Flush, sync and rename; on any error the temporary file is removed. */
int lc_atomic_commit(lc_atomic *a, lc_error *err);
void lc_atomic_abort(lc_atomic *a);

/* The whole of text to path, or nothing. */
int lc_atomic_write(const char *path, const char *text, lc_error *err);
/* A JSON report's bytes, as every report writes them: indented by one,
 * ending in a newline. The caller frees. */
char *lc_json_text(const json_t *doc);
/* The report doc to path, whole or not at all. */
int lc_atomic_write_json(const json_t *doc, const char *path, lc_error *err);

#endif
