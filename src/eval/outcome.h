/* outcome.h — an lc_outcome in words: the JSON of docs/formats.md. */
#ifndef OUTCOME_H
#define OUTCOME_H

#include "eval.h"

const char *lc_status_word(lc_status s);

/* A new JSON object: status, amount_cents, and grids, notes, trace (win or
 * lose) or remedy, violations, trace (anomaly). */
json_t *lc_outcome_to_json(const lc_game *g, const lc_outcome *o);

#endif
