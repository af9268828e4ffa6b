/* lint_pool.h — lint's checks of a pool game (jeu de répartition): no class
 * held by two ranks in one drawing or by none in any, no unwon sum without
 * a destination; and the summary of its ranks. */
#ifndef LINT_POOL_H
#define LINT_POOL_H

#include "rules.h"
#include <stdio.h>

int lc_lint_pool(const lc_game *g, FILE *out);
void lc_lint_pool_summary(const lc_game *g, FILE *out);

#endif
