/* pdf_read.c — what lotcert verify reads back from a certification PDF
 * (see pdf_read.h). Objects are found by their "N 0 obj" headers, not by
 * the cross-reference table, so a PDF whose offsets were disturbed is still
 * read; everything is bounded by the file. */
#include "pdf_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#define MAX_INFLATED (64u << 20)   /* an attachment larger than this is not ours */

typedef struct {
    const char *p, *end;
} span;

static const char *find(span s, const char *needle)
{
    size_t n = strlen(needle);
    for (const char *q = s.p; q && (size_t)(s.end - q) >= n; q++) {
        q = memchr(q, needle[0], (size_t)(s.end - q));
        if (!q || (size_t)(s.end - q) < n)
            return NULL;
        if (!memcmp(q, needle, n))
            return q;
    }
    return NULL;
}

static long number_at(const char *p, const char *end, const char **after)
{
    long v = 0;
    int digits = 0;
    while (p < end && (*p == ' ' || *p == '\r' || *p == '\n'))
        p++;
    for (; p < end && *p >= '0' && *p <= '9'; p++, digits++)
        if (digits < 12)   /* more digits than any length in a file: not a number read */
            v = v * 10 + (*p - '0');
    *after = p;
    return digits && digits <= 12 ? v : -1;
}

/* The body of object `num` (between "num 0 obj" and "endobj"). */
static span object(span pdf, long num)
{
    char head[32];
    snprintf(head, sizeof head, "%ld 0 obj", num);
    for (span s = pdf; (s.p = find(s, head)); s.p++) {
        if (s.p != pdf.p && s.p[-1] != '\n' && s.p[-1] != '\r')
            continue;   /* "12 0 obj" inside "112 0 obj" */
        span body = {s.p + strlen(head), pdf.end};
        const char *e = find(body, "endobj");
        if (e)
            body.end = e;
        return body;
    }
    return (span){NULL, NULL};
}

/* The object a key refers to ("/Key N 0 R"), in s; none when s is none,
 * so that a chain of references needs no check between its links. */
static span ref(span pdf, span s, const char *key)
{
    const char *k = s.p ? find(s, key) : NULL, *after;
    long num = k ? number_at(k + strlen(key), s.end, &after) : -1;
    return num < 0 ? (span){NULL, NULL} : object(pdf, num);
}

static int inflate_all(const char *data, size_t n, char **out, size_t *len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK)
        return -1;
    size_t cap = n * 4 + 1024;
    char *buf = malloc(cap);
    z.next_in = (Bytef *)data;
    z.avail_in = (uInt)n;
    int rc = Z_OK;
    while (buf && rc == Z_OK) {
        if (z.total_out + 1 >= cap) {
            char *bigger = cap * 2 <= MAX_INFLATED ? realloc(buf, cap *= 2) : NULL;
            if (!bigger)
                break;
            buf = bigger;
        }
        z.next_out = (Bytef *)buf + z.total_out;
        z.avail_out = (uInt)(cap - 1 - z.total_out);
        rc = inflate(&z, Z_NO_FLUSH);
    }
    inflateEnd(&z);
    if (rc != Z_STREAM_END || !buf) {
        free(buf);
        return -1;
    }
    buf[z.total_out] = '\0';
    *out = buf;
    *len = z.total_out;
    return 0;
}

/* The data of the stream in object body `stream`, inflated when it says
 * FlateDecode: 0 and a malloc'd, NUL-terminated buffer, or -1. */
static int stream_data(span pdf, span stream, char **out, size_t *len)
{
    const char *after, *l = find(stream, "/Length");
    long length = l ? number_at(l + 7, stream.end, &after) : -1;
    if (length >= 0 && after + 4 < stream.end && !memcmp(after, " 0 R", 4)) {   /* the length in an object of its own */
        span lo = object(pdf, length);
        length = lo.p ? number_at(lo.p, lo.end, &after) : -1;
    }
    const char *s = find(stream, "stream");
    if (length < 0 || !s)
        return -1;
    s += 6;
    s += s < pdf.end && *s == '\r';
    s += s < pdf.end && *s == '\n';
    if ((size_t)length > (size_t)(pdf.end - s))
        return -1;
    if (find((span){stream.p, s}, "/FlateDecode"))
        return inflate_all(s, (size_t)length, out, len);
    *out = malloc((size_t)length + 1);
    if (!*out)
        return -1;
    memcpy(*out, s, (size_t)length);
    (*out)[length] = '\0';
    *len = (size_t)length;
    return 0;
}

int lc_pdf_attachment(const char *pdf_bytes, size_t n, const char *name, char **out, size_t *len)
{
    span pdf = {pdf_bytes, pdf_bytes + n}, names = ref(pdf, pdf, "/EmbeddedFiles");
    char key[300];
    snprintf(key, sizeof key, "(%s)", name);
    span spec = ref(pdf, names, key);
    const char *ef = spec.p ? find(spec, "/EF") : NULL;
    span stream = ef ? ref(pdf, (span){ef, spec.end}, "/F") : (span){NULL, NULL};
    return stream.p ? stream_data(pdf, stream, out, len) : -1;
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* <FEFF...>: UTF-16BE in hex, as libharu writes text through its UTF-8
 * encoder; written out as UTF-8 (the basic plane is all lotcert puts). */
/* <hex> of UTF-16BE up to '>' as UTF-8 into out: its length, or -1. The
 * document information's strings start with a byte order mark (bom). */
static int hex_utf16(const char *v, const char *end, char *out, size_t size, int bom)
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
    if (v >= end || (bom && (n < 2 || units[0] != 0xFEFF)))
        return -1;
    for (size_t i = bom ? 1 : 0; i < n / 2 && o + 4 < size; i++) {
        unsigned u = units[i];
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

int lc_pdf_info(const char *pdf_bytes, size_t n, const char *key, char *out, size_t size)
{
    span pdf = {pdf_bytes, pdf_bytes + n}, trailer = {NULL, pdf.end};
    for (span s = pdf; (s.p = find(s, "trailer")); s.p++)
        trailer.p = s.p;   /* the last one: an incremental update's */
    span info = ref(pdf, trailer, "/Info");
    char k[64];
    snprintf(k, sizeof k, "/%s", key);
    const char *v = info.p ? find(info, k) : NULL;
    if (!v || !size)
        return -1;
    for (v += strlen(k); v < info.end && (*v == ' ' || *v == '\r' || *v == '\n'); v++)
        ;
    if (v < info.end && *v == '<')
        return hex_utf16(v + 1, info.end, out, size, 1) < 0 ? -1 : 0;
    if (v >= info.end || *v != '(')
        return -1;
    size_t o = 0;
    for (v++; v < info.end && *v != ')' && o + 1 < size; v++) {
        if (*v == '\\' && v + 1 < info.end)
            v++;   /* libharu escapes ( ) and \ only */
        out[o++] = *v;
    }
    out[o] = '\0';
    return v < info.end && *v == ')' ? 0 : -1;
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
        int k = hex_utf16(q + 1, close + 1, *text + *len, *cap - *len, 0);
        *len += k > 0 ? (size_t)k : 0;
        (*text)[(*len)++] = '\n';
        (*text)[*len] = '\0';
        q = close;
    }
}

int lc_pdf_page_text(const char *pdf_bytes, size_t n, char **out, size_t *len)
{
    span pdf = {pdf_bytes, pdf_bytes + n};
    size_t cap = 1 << 16, used = 0;
    char *text = malloc(cap);
    if (!text)
        return -1;
    text[0] = '\0';
    for (span s = pdf; (s.p = find(s, " 0 obj")); s.p++) {
        span body = {s.p + 6, pdf.end};
        const char *e = find(body, "endobj"), *st = e ? find((span){body.p, e}, "stream") : NULL;
        if (!st)
            continue;
        body.end = e;
        span dict = {body.p, st};
        char *data;
        size_t k;
        /* fonts (/Length1), images and attachments (/Subtype, /Type) are not page text */
        if (find(dict, "/Length1") || find(dict, "/Subtype") || find(dict, "/Type") || stream_data(pdf, body, &data, &k))
            continue;
        shown_strings(data, k, &text, &used, &cap);
        free(data);
    }
    *out = text;
    *len = used;
    return 0;
}
