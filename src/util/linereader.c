/* linereader.c — bounded line reading (see linereader.h). */
#include "linereader.h"

#include <stdlib.h>
#include <string.h>

void lc_lines_init(lc_lines *r, FILE *fp)
{
    memset(r, 0, sizeof *r);
    r->fp = fp;
}

int lc_lines_next(lc_lines *r)
{
    int c, any = 0;
    r->len = 0;
    r->too_long = 0;
    while ((c = getc(r->fp)) != EOF) {
        any = 1;
        if (c == '\n')
            break;
        if (r->len >= LC_MAX_LINE) {
            r->too_long = 1;
            continue;
        }
        if (r->len + 1 >= r->cap) {
            r->cap = r->cap ? r->cap * 2 : 4096;
            r->buf = lc_xrealloc(r->buf, r->cap);
        }
        r->buf[r->len++] = (char)c;
    }
    if (ferror(r->fp))
        return -1;
    if (!any)
        return 0;
    if (!r->buf)
        r->buf = lc_xmalloc(r->cap = 4096);
    if (r->len && r->buf[r->len - 1] == '\r')
        r->len--;
    r->buf[r->len] = '\0';
    r->number++;
    return 1;
}

void lc_lines_free(lc_lines *r)
{
    free(r->buf);
    memset(r, 0, sizeof *r);
}
