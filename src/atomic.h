/* atomic.h — reports written whole or not at all: to a temporary file in
 * the same directory, then renamed over the final name. A path that names
 * no regular file (/dev/stdout, a pipe) is written in place. */
#ifndef ATOMIC_H
#define ATOMIC_H

#include "lc.h"
#include <stdio.h>

typedef struct {
    FILE *fp;
    char final[4096], tmp[4096];   /* tmp empty: written in place */
} lc_atomic;

int lc_atomic_open(lc_atomic *a, const char *path, lc_error *err);
/* Flush, sync and rename; on any error the temporary file is removed. */
int lc_atomic_commit(lc_atomic *a, lc_error *err);
void lc_atomic_abort(lc_atomic *a);

#endif
