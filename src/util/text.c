/* text.c — foreign bytes made safe (see text.h). */
#include "text.h"
#include "lc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The length of the valid UTF-8 character at s (at most len bytes) and its
 * code point, or 0 when s does not start one: overlong forms, surrogates and
 * code points past U+10FFFF are not valid. */
static size_t utf8_char(const unsigned char *s, size_t len, unsigned *cp)
{
    unsigned c = s[0];
    size_t n = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    if (!n || n > len)
        return 0;
    unsigned v = n == 1 ? c : c & (0x7f >> n);
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        v = v << 6 | (s[i] & 0x3f);
    }
    if ((n == 3 && (v < 0x800 || (v >= 0xd800 && v <= 0xdfff))) || (n == 4 && (v < 0x10000 || v > 0x10ffff)))
        return 0;
    *cp = v;
    return n;
}

/* The bidirectional controls: shown raw, they reorder what follows them on
 * the line ("...answered an error: result: passed" read backwards). */
static int is_bidi(unsigned cp)
{
    return cp == 0x061c || cp == 0x200e || cp == 0x200f || (cp >= 0x202a && cp <= 0x202e) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

static int is_control(unsigned cp, int lines)
{
    if (lines && (cp == '\n' || cp == '\t'))
        return 0;
    return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp == 0xfffe || cp == 0xffff || is_bidi(cp);
}

int lc_text_has_bidi(const char *s, size_t len)
{
    const unsigned char *p = (const unsigned char *)s;
    for (size_t i = 0; i < len;) {
        unsigned cp = 0;
        size_t k = utf8_char(p + i, len - i, &cp);
        if (k && is_bidi(cp))
            return 1;
        i += k ? k : 1;
    }
    return 0;
}

int lc_text_is_safe(const char *s, size_t len, int lines)
{
    const unsigned char *p = (const unsigned char *)s;
    for (size_t i = 0; i < len;) {
        unsigned cp;
        size_t k = utf8_char(p + i, len - i, &cp);
        if (!k || is_control(cp, lines))
            return 0;
        i += k;
    }
    return 1;
}

size_t lc_text_whole(const char *s, size_t len)
{
    const unsigned char *p = (const unsigned char *)s;
    /* a lead byte among the last three whose sequence runs past the end */
    for (size_t back = 1; back <= 3 && back <= len; back++) {
        unsigned c = p[len - back];
        if ((c & 0xc0) == 0x80)
            continue;
        size_t need = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 1;
        return need > back ? len - back : len;
    }
    return len;
}

char *lc_text_safe(char *out, size_t n, const char *in, size_t len, int lines)
{
    const unsigned char *p = (const unsigned char *)in;
    size_t o = 0, fit = 0;   /* fit: the longest prefix that leaves room for "..." */
    for (size_t i = 0; i < len;) {
        unsigned cp = 0;
        size_t k = utf8_char(p + i, len - i, &cp);
        char esc[8];
        const char *piece = in + i;
        size_t plen = k;
        if (!k || is_control(cp, lines)) {   /* shown as an escape */
            plen = (size_t)snprintf(esc, sizeof esc, k ? "\\u%04x" : "\\x%02x", k ? cp : p[i]);
            piece = esc;
            k = k ? k : 1;
        }
        if (o + plen > n - 1) {   /* it does not all fit: cut where the mark fits */
            memcpy(out + fit, "...", 3);
            o = fit + 3;
            break;
        }
        memcpy(out + o, piece, plen);
        o += plen;
        i += k;
        if (o + 3 <= n - 1)
            fit = o;
    }
    out[o] = '\0';
    return out;
}

char *lc_text_dup(const char *in, size_t len, size_t max, int lines)
{
    /* an escape is at most six bytes for one byte in */
    size_t n = (max && max < len * 6 ? max : len * 6) + 1;
    char *out = lc_xmalloc(n < 4 ? 4 : n);
    return lc_text_safe(out, n < 4 ? 4 : n, in, len, lines);
}

json_t *lc_json_str(const char *s)
{
    if (!s)
        return json_null();
    json_t *j = lc_text_is_safe(s, strlen(s), LC_TEXT_LINES) ? json_string(s) : NULL;
    if (j)
        return j;
    char *safe = lc_text_dup(s, strlen(s), 0, LC_TEXT_LINES);
    j = json_string(safe);
    free(safe);
    return j;
}

json_t *lc_json_safe_copy(const json_t *j)
{
    if (json_is_string(j))
        return lc_json_str(json_string_value(j));
    if (json_is_array(j)) {
        json_t *a = json_array();
        for (size_t i = 0; i < json_array_size(j); i++)
            json_array_append_new(a, lc_json_safe_copy(json_array_get(j, i)));
        return a;
    }
    if (json_is_object(j)) {
        json_t *o = json_object();
        const char *k;
        json_t *v;
        json_object_foreach((json_t *)j, k, v) {
            char *key = lc_text_dup(k, strlen(k), 0, LC_TEXT_LINE);
            json_object_set_new(o, key, lc_json_safe_copy(v));
            free(key);
        }
        return o;
    }
    return json_deep_copy(j);
}

const char *lc_fill(const char *tmpl, char *buf, size_t n, const char *const *v, int nv)
{
    size_t at = 0;
    int i = 0;
    for (const char *s = tmpl; *s && at + 1 < n; s++) {
        if (!(s[0] == '%' && s[1] == 's' && i < nv)) {
            buf[at++] = *s;
            continue;
        }
        at += (size_t)snprintf(buf + at, n - at, "%s", v[i++]);
        at = at < n ? at : n - 1;
        s++;
    }
    buf[at] = '\0';
    return buf;
}
