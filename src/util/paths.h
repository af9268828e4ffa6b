/* paths.h — command-line arguments that name files or directories, expanded
 * to a sorted list of files (directories walked recursively for a suffix). */
#ifndef PATHS_H
#define PATHS_H

#include "lc.h"

typedef struct {
    char **path;
    int n, cap;
} lc_pathlist;

/* Append every file named, and every file ending in `suffix` below every
 * directory named, sorted within each directory. A path that does not
 * exist, or a directory with no such file, is an error. */
int lc_paths_expand(lc_pathlist *out, char *const *args, int nargs, const char *suffix, lc_error *err);
void lc_paths_free(lc_pathlist *l);

#endif
