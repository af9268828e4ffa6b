/*
 * judge.h — the one judgment of an answer, wherever it comes from: a case's
 * expectation or a block unit's outcome against what a candidate said,
 * both folded as answer_scan.h folds them (key and array order do not
 * count; an extra grid entry changes the fold).
 *
 * An answer that carries "error" is an error, whatever else it says; a
 * field the rules give is compared when the answer has it, and counted as
 * left out when it has not (certify makes a reservation of it, and
 * --require-fields a failure).
 */
#ifndef JUDGE_H
#define JUDGE_H

#include "answer_scan.h"

#include <jansson.h>

/* What differs first, beyond the fields of LC_LEFT_*. */
enum { LC_JUDGE_NO_ANSWER = LC_LEFT_N, LC_JUDGE_STATUS, LC_JUDGE_AMOUNT };

/* status (-1: none, or an "error" answer), amount_cents and the rest of a
 * JSON answer (or a case's expectation), folded. */
void lc_answer_of_json(const json_t *j, lc_answer_fields *f);

/* want: what the rules give; want->rest.has the fields they give, asked
 * those whose absence counts as left out (*left). -1 when got agrees,
 * else the first that differs: LC_JUDGE_NO_ANSWER, _STATUS, _AMOUNT, or a
 * field LC_LEFT_*. */
int lc_answer_judge(const lc_answer_fields *want, unsigned asked, const lc_answer_fields *got, unsigned *left);

#endif
