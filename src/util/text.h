/*
 * text.h — foreign bytes made safe to show and to file.
 *
 * A candidate's stderr, its answers and the serials of an emission are
 * written by programs we do not trust. Before any of it reaches a report or
 * a terminal it passes here once: the result is valid UTF-8 (JSON and XML
 * accept it), holds no control character or escape sequence (a terminal
 * shows it as text), and, when bounded, is cut only between characters.
 *
 * What is replaced, and how it reads:
 *   a byte that is not part of valid UTF-8   \xHH
 *   a C0 control, DEL, a C1 control (U+0080-U+009F)   \xHH or \u00HH
 *   a bidirectional control (U+061C, U+200E/F, U+202A-U+202E,
 *   U+2066-U+2069), which would reorder the line on screen   \uHHHH
 *   ... except newline and tab, kept where the text is multi-line (stderr)
 *   a cut                                      "..." after the last whole character
 * A backslash is left as it is: the output is for reading, not for decoding.
 */
#ifndef TEXT_H
#define TEXT_H

#include <jansson.h>
#include <stddef.h>

enum { LC_TEXT_LINE = 0, LC_TEXT_LINES = 1 };   /* newline and tab escaped, or kept */

/* Write the safe form of in[0..len) into out (capacity n, n >= 4), at most
 * n - 1 bytes and a terminator. Returns out. */
char *lc_text_safe(char *out, size_t n, const char *in, size_t len, int lines);

/* The same, allocated, bounded to `max` bytes of output (0: unbounded). */
char *lc_text_dup(const char *in, size_t len, size_t max, int lines);

/* Is s[0..len) valid UTF-8 with no control character (newline and tab
 * allowed when lines)? The fast path: such text needs no copy. */
int lc_text_is_safe(const char *s, size_t len, int lines);

/* Does s[0..len) hold a bidirectional control? Printable to YAML, such a
 * character reorders on screen what stands beside it. */
int lc_text_has_bidi(const char *s, size_t len);

/* A JSON string of s as it is when it is safe (valid UTF-8, no control
 * but newline and tab), else of its safe form: a report never fails to
 * build on a foreign byte, and never carries a bidirectional control
 * (NULL: JSON null). */
json_t *lc_json_str(const char *s);

/* A deep copy of j whose every string and key is in its safe form: what a
 * candidate answered, filed as evidence. */
json_t *lc_json_safe_copy(const json_t *j);

/* len, less a last character that the end cuts in two (a cap's cut). */
size_t lc_text_whole(const char *s, size_t len);

/* tmpl with each "%s" in turn replaced by v[0], v[1]... (a template in a
 * table, whose places are words, not printf's), into buf, which it returns. */
const char *lc_fill(const char *tmpl, char *buf, size_t n, const char *const *v, int nv);

#endif
