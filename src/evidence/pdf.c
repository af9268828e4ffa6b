/* pdf.c — the document layer over libharu (see pdf.h). */
#include "atomic.h"
#include "pdf.h"
#include "tempdir.h"
#include "pdf_fix.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TOP 790.0f
#define BOTTOM 60.0f

static void on_error(HPDF_STATUS e, HPDF_STATUS detail, void *data)
{
    lc_pdf *p = data;
    (void)detail;
    if (!p->hpdf_error)
        p->hpdf_error = (unsigned long)e;
}

/* libharu's memory, like ours: out of memory ends the program cleanly. */
static void *pdf_alloc(HPDF_UINT n)
{
    return lc_xmalloc(n);
}

int lc_pdf_open(lc_pdf *p, lc_error *err)
{
    static const char *const files[3] = {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"};
    const char *dir = getenv("LOTCERT_FONT_DIR");
    memset(p, 0, sizeof *p);
    if (!(p->doc = HPDF_NewEx(on_error, pdf_alloc, free, 0, p)))
        return lc_fail(err, NULL, 0, 0, NULL, "libharu cannot start a document");
    HPDF_SetCompressionMode(p->doc, HPDF_COMP_ALL);
    HPDF_UseUTFEncodings(p->doc);
    HPDF_SetCurrentEncoder(p->doc, "UTF-8");
    for (int i = 0; i < 3; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir && *dir ? dir : LC_PDF_FONT_DIR, files[i]);
        FILE *f = fopen(path, "rbe");
        const char *name = f ? HPDF_LoadTTFontFromFile(p->doc, path, HPDF_TRUE) : NULL;
        if (f)
            fclose(f);
        if (!name || !(p->font[i] = HPDF_GetFont(p->doc, name, "UTF-8"))) {
            lc_pdf_close(p);
            return lc_fail(err, path, 0, 0, NULL,
                           "expected a TrueType font to embed (Debian package fonts-dejavu-core, or set LOTCERT_FONT_DIR)");
        }
    }
    return 0;
}

void lc_pdf_close(lc_pdf *p)
{
    if (p->doc)
        HPDF_Free(p->doc);
    if (p->attach_dir[0]) {   /* the attached file, then its folder */
        char path[sizeof p->attach_dir + 256];
        DIR *d = opendir(p->attach_dir);
        struct dirent *e;
        while (d && (e = readdir(d)))
            if (e->d_name[0] != '.' && snprintf(path, sizeof path, "%s/%s", p->attach_dir, e->d_name) < (int)sizeof path)
                unlink(path);
        if (d)
            closedir(d);
        rmdir(p->attach_dir);
    }
    free(p->pages);
    memset(p, 0, sizeof *p);
}

static HPDF_Page cur(lc_pdf *p)
{
    if (!p->npages)
        lc_pdf_page(p);
    return p->pages[p->npages - 1];
}

void lc_pdf_page(lc_pdf *p)
{
    HPDF_Page pg = HPDF_AddPage(p->doc);
    HPDF_Page_SetSize(pg, HPDF_PAGE_SIZE_A4, HPDF_PAGE_PORTRAIT);
    p->pages = lc_xrealloc(p->pages, (size_t)(p->npages + 1) * sizeof *p->pages);
    p->pages[p->npages++] = pg;
    p->y = TOP;
}

void lc_pdf_need(lc_pdf *p, float h)
{
    if (!p->npages || p->y - h < BOTTOM)
        lc_pdf_page(p);
}

void lc_pdf_space(lc_pdf *p, float h)
{
    p->y -= h;
}

float lc_pdf_width(lc_pdf *p, lc_font f, float size, const char *text)
{
    HPDF_TextWidth tw = HPDF_Font_TextWidth(p->font[f], (const HPDF_BYTE *)text, (HPDF_UINT)strlen(text));
    return (float)tw.width * size / 1000.0f;
}

void lc_pdf_rgb(lc_pdf *p, float r, float g, float b)
{
    HPDF_Page_SetRGBFill(cur(p), r, g, b);
}

void lc_pdf_at(lc_pdf *p, lc_font f, float size, float x, float y, const char *text)
{
    HPDF_Page pg = cur(p);
    HPDF_Page_BeginText(pg);
    HPDF_Page_SetFontAndSize(pg, p->font[f], size);
    HPDF_Page_TextOut(pg, x, y, text);
    HPDF_Page_EndText(pg);
}

/* A space that French typography binds to its guillemet: after « or before ». */
static int guillemet_space(const char *s, size_t k, size_t n)
{
    return (k >= 2 && !memcmp(s + k - 2, "«", 2)) || (k + 3 <= n && !memcmp(s + k + 1, "»", 2));
}

/* The longest prefix of s (at most n bytes, whole UTF-8 characters) that fits
 * in width; at least one character. With words, break after a space if any. */
static size_t fit(lc_pdf *p, lc_font f, float size, const char *s, size_t n, float width, int words)
{
    char buf[2048];
    size_t best = 0, space = 0;
    for (size_t k = 1; k <= n && k < sizeof buf; k++) {
        if (k < n && ((unsigned char)s[k] & 0xC0) == 0x80)
            continue;   /* inside a character */
        memcpy(buf, s, k);
        buf[k] = '\0';
        if (best && lc_pdf_width(p, f, size, buf) > width)
            break;
        best = k;
        if (k < n && s[k] == ' ' && !guillemet_space(s, k, n))
            space = k;
    }
    if (words && best < n && space)
        return space;
    return best ? best : n;
}

int lc_pdf_para(lc_pdf *p, lc_font f, float size, float x, float width, const char *text)
{
    int lines = 0;
    float lead = size * 1.3f;
    for (const char *s = text; *s;) {
        size_t n = strcspn(s, "\n");
        do {
            size_t k = n ? fit(p, f, size, s, n, width, 1) : 0;
            char buf[2048];
            snprintf(buf, sizeof buf, "%.*s", (int)k, s);
            lc_pdf_need(p, lead);
            p->y -= lead;
            lc_pdf_at(p, f, size, x, p->y + size * 0.25f, buf);
            lines++;
            s += k;
            n -= k;
            while (n && *s == ' ')
                s++, n--;
        } while (n);
        if (*s == '\n')
            s++;
    }
    return lines;
}

void lc_pdf_pre(lc_pdf *p, float size, const char *text)
{
    lc_pdf_para(p, LC_F_MONO, size, LC_PDF_LEFT + 8, LC_PDF_WIDTH - 8, text);
}

/* A bookmark to where the heading is about to be drawn. */
static void bookmark(lc_pdf *p, const char *text, int level)
{
    HPDF_Outline parent = level == 1 ? NULL : p->outline[0];   /* NULL: the document's root */
    HPDF_Outline o = HPDF_CreateOutline(p->doc, parent, text, HPDF_GetEncoder(p->doc, "UTF-8"));
    HPDF_Destination dst = HPDF_Page_CreateDestination(p->pages[p->npages - 1]);
    HPDF_Destination_SetXYZ(dst, 0, p->y, 1);   /* libharu refuses 0 (keep the zoom) */
    HPDF_Outline_SetDestination(o, dst);
    p->outline[level - 1] = o;
}

void lc_pdf_heading(lc_pdf *p, const char *text, int level)
{
    float size = level == 1 ? 15 : level == 2 ? 12 : 10.5f;
    lc_pdf_need(p, size * 4);
    if (level <= 2 && (level == 1 || p->outline[0]))
        bookmark(p, text, level);
    p->y -= level == 1 ? 10 : 6;
    lc_pdf_rgb(p, 0.1f, 0.2f, 0.45f);
    lc_pdf_para(p, LC_F_BOLD, size, LC_PDF_LEFT, LC_PDF_WIDTH, text);
    lc_pdf_rgb(p, 0, 0, 0);
    if (level == 1)
        lc_pdf_rule(p);
    p->y -= 3;
}

/* Lines of one cell, wrapped to w: up to max, as (offset, length). */
static int wrap(lc_pdf *p, lc_font f, float size, const char *s, float w, size_t *off, size_t *len, int max)
{
    int n = 0;
    size_t at = 0, total = strlen(s);
    while (at < total && n < max) {
        size_t k = strcspn(s + at, "\n");   /* the rest of this line */
        size_t part = k ? fit(p, f, size, s + at, k, w, 1) : 0;
        off[n] = at;
        len[n++] = part;
        at += part;
        if (part == k)
            at += s[at] == '\n';
        else
            while (at < total && s[at] == ' ')
                at++;
    }
    return n ? n : 1;
}

void lc_pdf_row(lc_pdf *p, lc_font f, float size, int n, const float *x, const float *w, const char *const *cells)
{
    enum { MAXL = 40 };
    size_t off[8][MAXL], len[8][MAXL];
    int lines[8], most = 1;
    float lead = size * 1.3f;
    for (int i = 0; i < n && i < 8; i++) {
        lines[i] = cells[i] && *cells[i] ? wrap(p, f, size, cells[i], w[i], off[i], len[i], MAXL) : 0;
        most = lines[i] > most ? lines[i] : most;
    }
    lc_pdf_need(p, lead * (float)most + 2);
    for (int i = 0; i < n && i < 8; i++)
        for (int l = 0; l < lines[i]; l++) {
            char buf[2048];
            snprintf(buf, sizeof buf, "%.*s", (int)len[i][l], cells[i] + off[i][l]);
            lc_pdf_at(p, f, size, LC_PDF_LEFT + x[i], p->y - lead * (float)(l + 1) + size * 0.25f, buf);
        }
    p->y -= lead * (float)most + 2;
}

void lc_pdf_rule(lc_pdf *p)
{
    HPDF_Page pg = cur(p);
    HPDF_Page_SetLineWidth(pg, 0.5f);
    HPDF_Page_SetRGBStroke(pg, 0.6f, 0.6f, 0.6f);
    HPDF_Page_MoveTo(pg, LC_PDF_LEFT, p->y - 2);
    HPDF_Page_LineTo(pg, LC_PDF_LEFT + LC_PDF_WIDTH, p->y - 2);
    HPDF_Page_Stroke(pg);
    p->y -= 4;
}

void lc_pdf_box(lc_pdf *p, float x, float y, float w, float h, float r, float g, float b)
{
    HPDF_Page pg = cur(p);
    HPDF_Page_SetRGBFill(pg, r, g, b);
    HPDF_Page_Rectangle(pg, x, y, w, h);
    HPDF_Page_Fill(pg);
    HPDF_Page_SetRGBFill(pg, 0, 0, 0);
}

int lc_pdf_attach(lc_pdf *p, const char *name, const char *text, lc_error *err)
{
    char path[sizeof p->attach_dir + 256];
    if (lc_temp_dir(p->attach_dir, sizeof p->attach_dir, "lotcert-pdf-", err))
        return -1;
    snprintf(path, sizeof path, "%s/%s", p->attach_dir, name);
    FILE *f = fopen(path, "we");
    int bad = !f || fputs(text, f) < 0;
    bad |= f && fclose(f) != 0;
    /* libharu names the attachment by the path it is given: from inside the
     * folder, the name alone (no temporary path in a reproducible PDF) */
    int here = bad ? -1 : open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    bad = bad || here < 0 || chdir(p->attach_dir) != 0;
    HPDF_EmbeddedFile ef = bad ? NULL : HPDF_AttachFile(p->doc, name);
    if (here >= 0 && (fchdir(here) != 0 || close(here) != 0))
        bad = 1;   /* GCOVR_EXCL_LINE: the folder we were in is gone */
    if (bad || !ef)
        return lc_fail(err, path, 0, 0, NULL, "cannot attach the file to the PDF");
    return 0;
}

int lc_pdf_save(lc_pdf *p, const char *footer, const char *page_word, const char *path, lc_error *err)
{
    for (int i = 0; i < p->npages; i++) {
        char num[64];
        HPDF_Page pg = p->pages[i];
        snprintf(num, sizeof num, "%s %d / %d", page_word, i + 1, p->npages);
        HPDF_Page_SetLineWidth(pg, 0.5f);
        HPDF_Page_SetRGBStroke(pg, 0.6f, 0.6f, 0.6f);
        HPDF_Page_MoveTo(pg, LC_PDF_LEFT, 44);
        HPDF_Page_LineTo(pg, LC_PDF_LEFT + LC_PDF_WIDTH, 44);
        HPDF_Page_Stroke(pg);
        HPDF_Page_SetRGBFill(pg, 0.3f, 0.3f, 0.3f);
        size_t first = strcspn(footer, "\n");
        char line[512];
        snprintf(line, sizeof line, "%.*s", (int)first, footer);
        HPDF_Page_BeginText(pg);
        HPDF_Page_SetFontAndSize(pg, p->font[LC_F_SANS], 7);
        HPDF_Page_TextOut(pg, LC_PDF_LEFT, 34, line);
        if (footer[first])
            HPDF_Page_TextOut(pg, LC_PDF_LEFT, 25, footer + first + 1);
        HPDF_Page_SetFontAndSize(pg, p->font[LC_F_SANS], 8);
        HPDF_Page_TextOut(pg, LC_PDF_LEFT + LC_PDF_WIDTH - lc_pdf_width(p, LC_F_SANS, 8, num), 34, num);
        if (p->mark) {   /* above the text, where no section is drawn: one string, so a reader counts it per page */
            HPDF_Page_SetRGBFill(pg, 0.75f, 0.1f, 0.1f);
            HPDF_Page_SetFontAndSize(pg, p->font[LC_F_BOLD], 11);
            HPDF_Page_TextOut(pg, LC_PDF_LEFT, 842 - 30, p->mark);
        }
        HPDF_Page_EndText(pg);
    }
    if (HPDF_SaveToStream(p->doc) != HPDF_OK || p->hpdf_error)
        return lc_fail(err, path, 0, 0, NULL, "libharu failed to make the document (error 0x%04lX)", p->hpdf_error);
    HPDF_ResetStream(p->doc);
    /* the whole document in memory, its ToUnicode maps mended, then written */
    size_t len = 0, cap = HPDF_GetStreamSize(p->doc) + 1;
    char *doc = lc_xmalloc(cap);
    for (;;) {
        HPDF_UINT32 n = (HPDF_UINT32)(cap - len < 65536 ? cap - len : 65536);
        HPDF_STATUS st = HPDF_ReadFromStream(p->doc, (HPDF_BYTE *)doc + len, &n);
        len += n;
        if (st == HPDF_STREAM_EOF || len == cap)
            break;
        if (st != HPDF_OK) {
            free(doc);
            return lc_fail(err, path, 0, 0, NULL, "libharu cannot read back the document");
        }
    }
    lc_pdf_fix_tounicode(&doc, &len);   /* as libharu wrote it, should the layout ever differ */
    lc_atomic a;
    int rc = lc_atomic_open(&a, path, err);
    if (!rc && fwrite(doc, 1, len, a.fp) != len) {
        int e = errno;
        lc_atomic_abort(&a);
        rc = lc_fail(err, path, 0, 0, NULL, "cannot write: %s", strerror(e));
    } else if (!rc) {
        rc = lc_atomic_commit(&a, err);
    }
    free(doc);
    return rc;
}
