/* lint.h — the checks of `lotcert lint` on a compiled game, beyond what the
 * compiler already refuses: prize-table arithmetic, reachability of every
 * table amount and level, the "only by a sum" rows, the payout bound, and
 * an interpretation register with no idle entry. */
#ifndef LINT_H
#define LINT_H

#include "rules.h"
#include <stdio.h>

/* Print findings as file:line:column lines on `out`; return their number. */
int lc_lint_game(const lc_game *g, FILE *out);

/* The summary lint prints per game: lots, total, payout, readings. */
void lc_lint_summary(const lc_game *g, FILE *out);

/* The payout ratio in basis points: the table's total over a block's price,
 * or for a draw game without a table, at stake s from the levels' chances. */
int64_t lc_payout_bp(const lc_game *g, int s);

/* Every amount a unit can pay under the rules: reachable[i] for i < *n,
 * sorted ascending, 0 excluded. single_grid: only units where one grid wins. */
int lc_reachable_amounts(const lc_game *g, int64_t *out, int max, int single_grid);

#endif
