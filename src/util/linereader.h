/*
 * linereader.h — lines from a FILE with a hard cap on their length, so a
 * hostile input (100 MB without a newline) costs bounded memory: the
 * excess is skipped and the line is reported as too long.
 */
#ifndef LINEREADER_H
#define LINEREADER_H

#include <stdio.h>
#include "lc.h"

#define LC_MAX_LINE (1 << 20)   /* 1 MiB: a unit is about 300 bytes */

typedef struct {
    FILE *fp;
    char *buf;          /* owned; NUL-terminated line without its newline */
    size_t len, cap;
    long number;        /* 1-based number of the line in buf */
    int too_long;       /* the line exceeded LC_MAX_LINE and was cut */
} lc_lines;

void lc_lines_init(lc_lines *r, FILE *fp);
/* 1 when a line is in r->buf, 0 at end of input, -1 on a read error. */
int lc_lines_next(lc_lines *r);
void lc_lines_free(lc_lines *r);

#endif
