/* explain.h — an outcome in plain words, clause by clause, citing articles. */
#ifndef EXPLAIN_H
#define EXPLAIN_H

#include "eval.h"
#include <stdio.h>

/* Print the unit's grids (marked cells in brackets), the draws, and the
 * decision with every clause that took part, its article and its words. */
void lc_explain(const lc_game *g, const lc_unit *u, const lc_outcome *o, FILE *out);

/* One clause: its id, article and words (a register entry: its question
 * and the reading in force). */
void lc_print_clause(const lc_game *g, int ix, FILE *out);

/* The grids alone, as rows of cells; marked cells in brackets when marked
 * is not NULL. Shared with the case runner's failure reports. */
void lc_print_grids(const lc_game *g, const lc_unit *u, const uint64_t *marked, FILE *out, const char *indent);

/* "20,00 €", "10 000,00 €" */
void lc_print_euros(FILE *out, int64_t cents);
/* The same in the game's currency, as its text writes figures. */
const char *lc_money(const lc_game *g, char *buf, size_t n, int64_t cents);
void lc_print_money(const lc_game *g, FILE *out, int64_t cents);
const char *lc_currency_sign(const lc_game *g);
const char *lc_euros(char *buf, size_t n, int64_t cents);
/* "385 929" */
const char *lc_grouped(char *buf, size_t n, long long v);

#endif
