/*
 * request.h — one line of JSON in, one JSON answer out: the shared core of
 * `eval` and `serve` (docs/protocol.md).
 *
 * A request is {"id", "game", "unit"}; `eval` also takes a bare unit when
 * one game is loaded. Anything unreadable is answered {"id", "error"}, and
 * the caller carries on with the next line. In the protocol (`serve`) every
 * answer carries "id", null for a line that gave none; `eval`'s lines carry
 * it when the line gave one, outcomes and errors alike, so that a bare
 * unit's outcome and its error look the same way.
 */
#ifndef REQUEST_H
#define REQUEST_H

#include "outcome.h"

typedef struct {
    const lc_ruleset *rules;
    int allow_bare_unit;   /* eval: bare units taken, and no "id" where the line gave none */
} lc_answerer;

/* Returns a new JSON object: the outcome (with "id" first when the request
 * had one) or an error object. *is_error tells which. */
json_t *lc_answer(const lc_answerer *a, const char *line, size_t len, long lineno, int *is_error);

/* The error line for a line that cannot be answered (id: the request's, or NULL). */
json_t *lc_answer_error(const lc_answerer *a, const json_t *id, const char *why);

/* Resolve the game of a request (by "game", or the only one loaded). */
const lc_game *lc_request_game(const lc_ruleset *rs, const json_t *req, char *why, size_t whylen);

#endif
