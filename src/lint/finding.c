/* finding.c — one lint finding (see finding.h). */
#include "finding.h"

#include <stdarg.h>

int lc_finding(FILE *out, const lc_game *g, int line, int col, const char *fmt, ...)
{
    va_list ap;
    fprintf(out, "%s:%d:%d: ", g->file, line, col);
    va_start(ap, fmt);
    vfprintf(out, fmt, ap);
    va_end(ap);
    fputc('\n', out);
    return 1;
}
