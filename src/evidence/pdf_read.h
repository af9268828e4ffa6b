/*
 * pdf_read.h — reading back what lotcert wrote into a certification PDF:
 * an attached file (the JSON report) and an entry of the document
 * information (the keywords, which carry the JSON's digest), and the text
 * its pages show, read through libqpdf as a PDF viewer reads them (the
 * cross-reference table, the page tree). Enough for lotcert verify on
 * lotcert's own PDFs: the text is the strings its fonts draw.
 */
#ifndef PDF_READ_H
#define PDF_READ_H

#include <stddef.h>

/* The attached file `name`, inflated: 0 and a malloc'd, NUL-terminated
 * buffer, or -1 when there is none or it cannot be read. */
int lc_pdf_attachment(const char *pdf, size_t n, const char *name, char **out, size_t *len);
/* The document information entry `key` (Keywords, Author...) as text. */
int lc_pdf_info(const char *pdf, size_t n, const char *key, char *out, size_t size);

/* The text the pages show, a line per string drawn, in UTF-8: 0 and a
 * malloc'd, NUL-terminated buffer (at most 8 MiB), or -1. */
int lc_pdf_page_text(const char *pdf, size_t n, char **out, size_t *len);

#endif
