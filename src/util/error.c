/* error.c — the one error record and the allocation wrappers. */
#include "lc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int lc_fail(lc_error *err, const char *file, int line, int column,
            const char *path, const char *fmt, ...)
{
    if (!err)
        return -1;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    err->line = line;
    err->column = column;
    err->io = 0;
    snprintf(err->path, sizeof err->path, "%s", path ? path : "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return -1;
}

void lc_error_print(const lc_error *err)
{
    if (err->file[0] && err->line > 0)
        fprintf(stderr, "%s:%d:%d: ", err->file, err->line, err->column);
    else if (err->file[0])
        fprintf(stderr, "%s: ", err->file);
    if (err->path[0])
        fprintf(stderr, "at %s: ", err->path);
    fprintf(stderr, "%s\n", err->message);
}

void lc_out_of_memory(void)
{
    fputs("lotcert: out of memory\n", stderr);
    exit(LC_EXIT_INPUT);
}

static void *check(void *p)
{
    if (!p)                  /* GCOVR_EXCL_BR_LINE: out of memory */
        lc_out_of_memory();  /* GCOVR_EXCL_LINE */
    return p;
}

void *lc_xmalloc(size_t n) { return check(malloc(n ? n : 1)); }
void *lc_xcalloc(size_t n, size_t size) { return check(calloc(n ? n : 1, size ? size : 1)); }
void *lc_xrealloc(void *p, size_t n) { return check(realloc(p, n ? n : 1)); }
char *lc_xstrdup(const char *s) { return check(strdup(s)); }
FILE *lc_xmemstream(char **buf, size_t *len) { return check(open_memstream(buf, len)); }
