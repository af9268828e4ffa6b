/* lint_texts.h — a rules file against the règlement it encodes: the text's
 * digest (reglement.sha256), every `quote:` found word for word in it, and
 * the figures a quote writes (euros, ranges, counts, block sizes) equal to
 * the values of its clause. */
#ifndef LINT_TEXTS_H
#define LINT_TEXTS_H

#include "rules.h"

#include <stdio.h>

/* Compare g's rules file with the text named by reglement.source, looked
 * for in dir. Findings go to out as file:line:column lines; their number
 * is returned, or -1 (err filled) when the rules file cannot be read. */
int lc_lint_texts(const lc_game *g, const char *dir, FILE *out, lc_error *err);
/* Where that text is: the file reglement.source names, in dir (into path). */
const char *lc_reglement_path(const lc_game *g, const char *dir, char *path, size_t n);

/* Only the figures (needs no text): quotes against their clauses' values. */
int lc_lint_quote_values(const lc_game *g, FILE *out, lc_error *err);

/* The quote matching rule, exposed for tests: 1 when quote (with … for
 * elisions) is in text, whitespace, non-breaking spaces and typographic
 * apostrophes aside. */
int lc_quote_in_text(const char *quote, const char *text);

#endif
