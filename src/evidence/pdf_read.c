/* pdf_read.c — what lotcert verify reads back from a certification PDF
 * (see pdf_read.h). The objects are those a PDF viewer reads, through
 * libqpdf: the cross-reference table (rebuilt by qpdf where it is broken),
 * the names tree to the attachment, the trailer's /Info, the page tree.
 * A stream that qpdf cannot decode without a warning is not read, so a
 * damaged attachment is never read back as another one. What the pages
 * show is then read from their content: each string drawn with Tj. */
#include "pdf_read.h"

#include <qpdf/qpdf-c.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_INFLATED (64u << 20)   /* an attachment larger than this is not ours */

/* An error qpdf holds is taken (qpdf prints one left untaken as it cleans up). */
static void close_pdf(qpdf_data *q)
{
    if (*q && qpdf_has_error(*q))
        qpdf_get_error(*q);
    if (*q)
        qpdf_cleanup(q);
}

/* The document in memory, the warnings of its reading drained (a
 * cross-reference table qpdf had to rebuild harms nothing read after), or
 * NULL when qpdf cannot read it. */
static qpdf_data open_pdf(const char *pdf, size_t n)
{
    qpdf_data q = qpdf_init();
    qpdf_silence_errors(q);
    qpdf_set_suppress_warnings(q, QPDF_TRUE);
    if (qpdf_read_memory(q, "certification.pdf", pdf, n, "") & QPDF_ERRORS) {
        close_pdf(&q);
        return NULL;
    }
    while (qpdf_more_warnings(q))
        qpdf_next_warning(q);
    return q;
}

/* The value of key k in dictionary d, or a null object: never an operation
 * qpdf would complain of on another type (a damaged file's objects may be anything). */
static qpdf_oh get(qpdf_data q, qpdf_oh d, const char *k)
{
    return qpdf_oh_is_dictionary(q, d) ? qpdf_oh_get_key(q, d, k) : qpdf_oh_new_null(q);
}

/* Stream s decoded, NUL-terminated (malloc'd): 0, or -1 when qpdf cannot
 * decode it or warned while it did (a cut or altered stream). */
static int stream_data(qpdf_data q, qpdf_oh s, char **out, size_t *len)
{
    unsigned char *buf = NULL;
    size_t n = 0;
    QPDF_BOOL filtered = QPDF_FALSE;
    int bad = !qpdf_oh_is_stream(q, s) ||
              (qpdf_oh_get_stream_data(q, s, qpdf_dl_generalized, &filtered, &buf, &n) & QPDF_ERRORS) || !filtered ||
              qpdf_more_warnings(q) || n > MAX_INFLATED || !(*out = malloc(n + 1));
    if (!bad) {
        memcpy(*out, buf, n);
        (*out)[n] = '\0';
        *len = n;
    }
    free(buf);
    return bad ? -1 : 0;
}

int lc_pdf_attachment(const char *pdf, size_t n, const char *name, char **out, size_t *len)
{
    qpdf_data q = open_pdf(pdf, n);
    if (!q)
        return -1;
    qpdf_oh names = get(q, get(q, get(q, qpdf_get_root(q), "/Names"), "/EmbeddedFiles"), "/Names");
    int rc = -1, items = qpdf_oh_is_array(q, names) ? qpdf_oh_get_array_n_items(q, names) : 0;
    for (int i = 0; i + 1 < items; i += 2) {   /* the first entry of that name, as a viewer takes it */
        qpdf_oh key = qpdf_oh_get_array_item(q, names, i);
        if (!qpdf_oh_is_string(q, key) || strcmp(qpdf_oh_get_utf8_value(q, key), name))
            continue;
        qpdf_oh spec = qpdf_oh_get_array_item(q, names, i + 1);
        rc = stream_data(q, get(q, get(q, spec, "/EF"), "/F"), out, len);
        break;
    }
    close_pdf(&q);
    return rc;
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* <hex> of UTF-16BE up to '>', as libharu writes text through its UTF-8
 * encoder, as UTF-8 into out (the basic plane is all lotcert puts): its
 * length, or -1. */
static int hex_utf16(const char *v, const char *end, char *out, size_t size)
{
    unsigned units[2048];
    size_t n = 0, o = 0;
    int hi = -1;
    for (; v < end && *v != '>' && n < 2048 * 2; v++) {
        int h = hexval(*v);
        if (h < 0)
            continue;   /* white space between digits */
        if (hi < 0) {
            hi = h;
            continue;
        }
        if (n % 2 == 0)
            units[n / 2] = (unsigned)(hi << 4 | h) << 8;
        else
            units[n / 2] |= (unsigned)(hi << 4 | h);
        n++;
        hi = -1;
    }
    if (v >= end)
        return -1;
    for (size_t i = 0; i < n / 2 && o + 4 < size; i++) {
        unsigned u = units[i];
        if (!u)
            continue;   /* no NUL in the text: a line ends at its newline */
        if (u < 0x80) {
            out[o++] = (char)u;
        } else if (u < 0x800) {
            out[o++] = (char)(0xC0 | u >> 6);
            out[o++] = (char)(0x80 | (u & 0x3F));
        } else {
            out[o++] = (char)(0xE0 | u >> 12);
            out[o++] = (char)(0x80 | (u >> 6 & 0x3F));
            out[o++] = (char)(0x80 | (u & 0x3F));
        }
    }
    out[o] = '\0';
    return (int)o;
}

int lc_pdf_info(const char *pdf, size_t n, const char *key, char *out, size_t size)
{
    qpdf_data q = size ? open_pdf(pdf, n) : NULL;
    if (!q)
        return -1;
    char k[64];
    snprintf(k, sizeof k, "/%s", key);
    qpdf_oh v = get(q, get(q, qpdf_get_trailer(q), "/Info"), k);
    int rc = qpdf_oh_is_string(q, v) ? 0 : -1;
    if (!rc) {   /* UTF-8 (qpdf reads the UTF-16 of libharu's strings), cut to fit between characters */
        const char *s = qpdf_oh_get_utf8_value(q, v);
        size_t m = strlen(s);
        if (m >= size)
            for (m = size - 1; m && ((unsigned char)s[m] & 0xC0) == 0x80; m--)
                ;
        memcpy(out, s, m);
        out[m] = '\0';
    }
    close_pdf(&q);
    return rc;
}

/* ---- the pages' text ---- */

#define MAX_TEXT (8u << 20)

/* Each "<hex> Tj" of a content stream, UTF-16BE as lotcert's fonts write
 * it, as a line of UTF-8 appended to *text. */
static void shown_strings(const char *c, size_t n, char **text, size_t *len, size_t *cap)
{
    for (const char *q = c, *end = c + n; (q = memchr(q, '<', (size_t)(end - q))); q++) {
        const char *close = memchr(q, '>', (size_t)(end - q));
        if (!close || close + 3 >= end || memcmp(close + 1, " Tj", 3) || q[1] == '<')
            continue;
        if (*len + (size_t)(close - q) * 2 + 2 > *cap) {
            if (*cap >= MAX_TEXT)
                return;
            char *bigger = realloc(*text, *cap = *cap * 2 + (size_t)(close - q) * 2 + 2);
            if (!bigger)
                return;
            *text = bigger;
        }
        int k = hex_utf16(q + 1, close + 1, *text + *len, *cap - *len);
        *len += k > 0 ? (size_t)k : 0;
        (*text)[(*len)++] = '\n';
        (*text)[*len] = '\0';
        q = close;
    }
}

int lc_pdf_page_text(const char *pdf, size_t n, char **out, size_t *len)
{
    qpdf_data q = open_pdf(pdf, n);
    size_t cap = 1 << 16, used = 0;
    char *text = q ? malloc(cap) : NULL;
    if (!text) {
        close_pdf(&q);
        return -1;
    }
    text[0] = '\0';
    for (int i = 0, pages = qpdf_get_num_pages(q); i < pages; i++) {   /* the page tree, in its order */
        unsigned char *data = NULL;
        size_t k = 0;
        if (!(qpdf_oh_get_page_content_data(q, qpdf_get_page_n(q, (size_t)i), &data, &k) & QPDF_ERRORS) && data)
            shown_strings((const char *)data, k, &text, &used, &cap);
        free(data);
    }
    close_pdf(&q);
    *out = text;
    *len = used;
    return 0;
}
