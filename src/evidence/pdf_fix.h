/*
 * pdf_fix.h — libharu 2.3.0 (Debian 12's) writes each embedded font's
 * ToUnicode as an encoding CMap that PDF readers reject, so text
 * extraction and accessibility rest on their guesswork. The document, in
 * memory before it is written, gets correct maps and a rebuilt
 * cross-reference table.
 */
#ifndef PDF_FIX_H
#define PDF_FIX_H

#include <stddef.h>

/* buf (malloc'd) may be replaced. 0, or -1 when the document is not laid
 * out as libharu lays it out (then it is left as it is). */
int lc_pdf_fix_tounicode(char **buf, size_t *len);

#endif
