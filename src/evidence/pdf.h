/*
 * pdf.h — a small document layer over libharu: A4 pages filled top to
 * bottom, text in embedded DejaVu fonts (UTF-8, so é è à ç € « » render),
 * wrapped paragraphs, table rows, preformatted blocks, bars, and a footer
 * drawn on every page once the page count is known.
 */
#ifndef PDF_H
#define PDF_H

#include "lc.h"
#include <hpdf.h>

#define LC_PDF_FONT_DIR "/usr/share/fonts/truetype/dejavu"   /* Debian's fonts-dejavu-core */

typedef enum { LC_F_SANS, LC_F_BOLD, LC_F_MONO } lc_font;

typedef struct {
    HPDF_Doc doc;
    HPDF_Font font[3];
    HPDF_Page *pages;
    int npages;
    float y;                 /* the next line's top */
    unsigned long hpdf_error;
    HPDF_Outline outline[2]; /* the current level-1 and level-2 bookmarks */
    char attach_dir[4096];   /* a file attached lives here until the save */
    const char *mark;        /* drawn at the top of every page by the save (a draft's mark), or NULL */
} lc_pdf;

#define LC_PDF_LEFT 56.0f
#define LC_PDF_WIDTH 483.0f   /* A4 595 pt less the margins */

/* Fonts from $LOTCERT_FONT_DIR, else LC_PDF_FONT_DIR. */
int lc_pdf_open(lc_pdf *p, lc_error *err);
void lc_pdf_close(lc_pdf *p);

void lc_pdf_page(lc_pdf *p);
/* Start a new page unless h points fit above the footer. */
void lc_pdf_need(lc_pdf *p, float h);
void lc_pdf_space(lc_pdf *p, float h);

float lc_pdf_width(lc_pdf *p, lc_font f, float size, const char *text);
/* Draw at (x, baseline y) of the current page, no wrapping. */
void lc_pdf_at(lc_pdf *p, lc_font f, float size, float x, float y, const char *text);
void lc_pdf_rgb(lc_pdf *p, float r, float g, float b);

/* A heading; levels 1 and 2 are also bookmarks (the outline). */
void lc_pdf_heading(lc_pdf *p, const char *text, int level);
/* Attach `text` as the file `name` (an embedded file, listed by
 * pdfdetach); kept in a private temporary folder until lc_pdf_close. */
int lc_pdf_attach(lc_pdf *p, const char *name, const char *text, lc_error *err);
/* Text wrapped to the width from x, by words (a word wider than the line
 * is cut); returns the lines used. */
int lc_pdf_para(lc_pdf *p, lc_font f, float size, float x, float width, const char *text);
/* Lines kept as they are (newlines break them; long ones are cut to the width). */
void lc_pdf_pre(lc_pdf *p, float size, const char *text);

/* A table row: n cells at column offsets x[i] (from the left margin) with
 * widths w[i], each wrapped; the row is as tall as its tallest cell. */
void lc_pdf_row(lc_pdf *p, lc_font f, float size, int n, const float *x, const float *w, const char *const *cells);
void lc_pdf_rule(lc_pdf *p);
void lc_pdf_box(lc_pdf *p, float x, float y, float w, float h, float r, float g, float b);

/* Footer text (one or two lines) on every page, "page i / n" at its right; then write the
 * document to path whole (temporary file and rename). */
int lc_pdf_save(lc_pdf *p, const char *footer, const char *page_word, const char *path, lc_error *err);

#endif
