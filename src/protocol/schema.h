/* schema.h — JSON Schemas (draft 2020-12) of one game's protocol lines,
 * built from its compiled rules: the grid and draw names, each grid's rows
 * and columns, the remedy and note words. What a line must be to be read;
 * what it says (a number out of range, a wrong count) is the rules' to judge. */
#ifndef SCHEMA_H
#define SCHEMA_H

#include "rules.h"

#include <jansson.h>

typedef enum { LC_SCHEMA_REQUEST, LC_SCHEMA_ANSWER, LC_SCHEMA_OUTCOME } lc_schema_kind;

/* The schema of one line of `kind` for the n games (oneOf when n > 1). */
json_t *lc_schema(const lc_game *const *games, int n, lc_schema_kind kind);

#endif
