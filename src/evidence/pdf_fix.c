/* pdf_fix.c — the ToUnicode maps of libharu 2.3.0 replaced (see pdf_fix.h).
 *
 * libharu writes, as each font's ToUnicode, an encoding CMap (one
 * "cidrange" over 0000-FFFF) that PDF readers reject ("Invalid
 * 'begincidrange' operator in ToUnicode CMap"); text is then extracted only
 * by a reader's guesswork. Its UTF-8 encoder writes each character as its
 * 16-bit code point, so the right map is the identity from those codes to
 * Unicode: 248 bfranges (the surrogate block left out). Each ToUnicode
 * object is rewritten with that map, and the cross-reference table is
 * rebuilt from where the objects now are. */
#include "pdf_fix.h"
#include "lc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *line_find(const char *buf, size_t len, const char *needle)
{
    size_t n = strlen(needle);
    for (const char *p = buf; (p = memmem(p, len - (size_t)(p - buf), needle, n)); p++)
        if (p == buf || p[-1] == '\n' || p[-1] == '\r')
            return p;
    return NULL;
}

static char *identity_cmap(size_t *n)
{
    size_t cap = 16384, len = 0;
    char *s = lc_xmalloc(cap);
    len += (size_t)snprintf(s + len, cap - len,
                            "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
                            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
                            "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
                            "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n");
    int done = 0;
    for (int hi = 0; hi < 256; hi++) {
        if (hi >= 0xD8 && hi <= 0xDF)
            continue;   /* surrogates: no character */
        if (done % 100 == 0)
            len += (size_t)snprintf(s + len, cap - len, "%d beginbfrange\n", done + 100 <= 248 ? 100 : 248 - done);
        len += (size_t)snprintf(s + len, cap - len, "<%02X00> <%02XFF> <%02X00>\n", hi, hi, hi);
        if (++done % 100 == 0 || done == 248)
            len += (size_t)snprintf(s + len, cap - len, "endbfrange\n");
    }
    len += (size_t)snprintf(s + len, cap - len, "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n");
    *n = len;
    return s;
}

/* The text of object `num` as it appears, [start, end) with "endobj". */
static int object_span(const char *buf, size_t len, long num, size_t *start, size_t *end)
{
    char head[32];
    snprintf(head, sizeof head, "%ld 0 obj", num);
    const char *p = line_find(buf, len, head);
    const char *e = p ? memmem(p, len - (size_t)(p - buf), "endobj", 6) : NULL;
    if (!e)
        return -1;
    *start = (size_t)(p - buf);
    *end = (size_t)(e - buf) + 6;
    return 0;
}

static int rebuild_xref(char **buf, size_t *len)
{
    const char *x = NULL, *t;
    for (const char *p = *buf; (p = line_find(p, *len - (size_t)(p - *buf), "xref")); p++)
        x = p;
    long first, size;
    if (!x || sscanf(x, "xref %ld %ld", &first, &size) != 2 || first != 0 || size < 1 || size > 1000000 ||
        !(t = memmem(x, *len - (size_t)(x - *buf), "trailer", 7)))
        return -1;
    const char *sx = memmem(t, *len - (size_t)(t - *buf), "startxref", 9);
    if (!sx)
        return -1;
    size_t body = (size_t)(x - *buf), tlen = (size_t)(sx - t);
    size_t cap = body + 64 + (size_t)size * 20 + tlen + 64;
    char *out = lc_xmalloc(cap);
    memcpy(out, *buf, body);
    size_t o = body;
    o += (size_t)snprintf(out + o, cap - o, "xref\n0 %ld\n0000000000 65535 f\r\n", size);
    size_t from = 0;   /* libharu writes objects in order: each is looked for after the one before, never in a stream */
    for (long k = 1; k < size; k++) {
        size_t s, e;
        if (object_span(*buf + from, body - from, k, &s, &e)) {
            free(out);
            return -1;
        }
        s += from;
        from += e;
        o += (size_t)snprintf(out + o, cap - o, "%010zu 00000 n\r\n", s);
    }
    memcpy(out + o, t, tlen);
    o += tlen;
    o += (size_t)snprintf(out + o, cap - o, "startxref\n%zu\n%%%%EOF\n", body);
    free(*buf);
    *buf = out;
    *len = o;
    return 0;
}

/* Object [s, e) of *buf replaced by `text`. */
static void splice(char **buf, size_t *len, size_t s, size_t e, const char *text, size_t n)
{
    char *out = lc_xmalloc(*len - (e - s) + n + 1);
    memcpy(out, *buf, s);
    memcpy(out + s, text, n);
    memcpy(out + s + n, *buf + e, *len - e);
    *len = *len - (e - s) + n;
    free(*buf);
    *buf = out;
}

int lc_pdf_fix_tounicode(char **buf, size_t *len)
{
    long maps[16];
    int nmaps = 0;
    for (const char *p = *buf; nmaps < 16 && (p = memmem(p, *len - (size_t)(p - *buf), "/ToUnicode ", 11)); p += 11) {
        long num = strtol(p + 11, NULL, 10);
        int seen = 0;
        for (int i = 0; i < nmaps; i++)
            seen |= maps[i] == num;
        if (num > 0 && !seen)
            maps[nmaps++] = num;
    }
    if (!nmaps)
        return 0;
    size_t cmap_len;
    char *cmap = identity_cmap(&cmap_len), *obj = lc_xmalloc(cmap_len + 200);
    for (int i = 0; i < nmaps; i++) {
        size_t s, e;
        if (object_span(*buf, *len, maps[i], &s, &e))
            continue;
        int n = snprintf(obj, cmap_len + 200, "%ld 0 obj\n<<\n/Length %zu\n>>\nstream\n%sendstream\nendobj", maps[i],
                         cmap_len, cmap);
        splice(buf, len, s, e, obj, (size_t)n);
    }
    free(cmap);
    free(obj);
    return rebuild_xref(buf, len);
}
