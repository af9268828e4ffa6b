/* paths.c — files and directories to a sorted file list (see paths.h). */
#include "paths.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void push(lc_pathlist *l, const char *p)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 16;
        l->path = lc_xrealloc(l->path, (size_t)l->cap * sizeof *l->path);
    }
    l->path[l->n++] = lc_xstrdup(p);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int ends_with(const char *s, const char *suffix)
{
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && !strcmp(s + a - b, suffix);
}

/* A FIFO, a device or a socket: opening one may wait forever (a FIFO no
 * one writes), and reading one has no end to bound; only regular files. */
static int not_regular(const char *path, lc_error *err)
{
    return lc_fail(err, path, 0, 0, NULL, "not a regular file (a FIFO, a device or a socket): expected a file, "
                   "written out (a pipe or a process substitution has no size to bound)");
}

static int walk(lc_pathlist *out, const char *dir, const char *suffix, int depth, lc_error *err)
{
    DIR *d = opendir(dir);
    if (!d)
        return lc_fail(err, dir, 0, 0, NULL, "cannot open directory: %s", strerror(errno));
    if (depth > 16) {
        closedir(d);
        return lc_fail(err, dir, 0, 0, NULL, "directories nested more than 16 deep");
    }
    lc_pathlist here = {0};
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.') {
            char p[4096];
            snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
            push(&here, p);
        }
    closedir(d);
    if (here.n)
        qsort(here.path, (size_t)here.n, sizeof *here.path, cmp_str);
    int rc = 0;
    for (int i = 0; i < here.n && rc == 0; i++) {
        struct stat st;
        int found = stat(here.path[i], &st) == 0;
        if (found && S_ISDIR(st.st_mode))
            rc = walk(out, here.path[i], suffix, depth + 1, err);
        else if (ends_with(here.path[i], suffix))
            rc = found && !S_ISREG(st.st_mode) ? not_regular(here.path[i], err) : (push(out, here.path[i]), 0);
    }
    lc_paths_free(&here);
    return rc;
}

int lc_paths_expand(lc_pathlist *out, char *const *args, int nargs, const char *suffix, lc_error *err)
{
    for (int i = 0; i < nargs; i++) {
        struct stat st;
        if (stat(args[i], &st) != 0)
            return lc_fail(err, args[i], 0, 0, NULL, "cannot open: %s", strerror(errno));
        if (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode))
            return not_regular(args[i], err);
        if (!S_ISDIR(st.st_mode)) {
            push(out, args[i]);
            continue;
        }
        int before = out->n;
        if (walk(out, args[i], suffix, 0, err))
            return -1;
        if (out->n == before)
            return lc_fail(err, args[i], 0, 0, NULL, "directory holds no %s file", suffix);
    }
    return 0;
}

void lc_paths_free(lc_pathlist *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->path[i]);
    free(l->path);
    memset(l, 0, sizeof *l);
}
