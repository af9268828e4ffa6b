/*
 * compile.h — internal to the compiler (compile_*.c): the context that walks
 * a rules ytree once and fills an lc_game.
 *
 * Every clause object in a rules file shares a header read by cc_clause:
 *   id (required, unique), cites (required, "art-..."), quote (optional),
 *   interpretation (optional register id), when (optional map of register
 *   id -> reading id; the clause is active only under those readings).
 */
#ifndef COMPILE_H
#define COMPILE_H

#include "rules.h"
#include "yread.h"

typedef struct {
    yr_ctx rd;
    lc_game *g;
    int cap_clauses;
    const yt_node *early;   /* the emission's `interpretation:`, read before the register: resolved after it */
    int early_clause;
    /* the levels that are classes of a pool game (`class:`), by clause, until cc_pool places them */
    int nclasses;
    int class_clause[LC_MAX_LEVELS];
    const char *class_name[LC_MAX_LEVELS];
} cc_ctx;

/* Keys every clause may carry; cc_clause accepts these plus `extra`. */
#define CC_CLAUSE_KEYS "id", "cites", "quote", "interpretation", "when"

/* Read a clause header from map n (checking its keys against the common
 * ones and `extra`), append it to g->clauses and store its index in *out. */
int cc_clause(cc_ctx *c, const yt_node *n, lc_clause_kind kind,
              const char *const *extra, int *out);

/* Iterate a top-level section that is a list of clauses. */
typedef int (*cc_item_fn)(cc_ctx *c, const yt_node *item);
int cc_each(cc_ctx *c, const yt_node *root, const char *section, int required, cc_item_fn fn);

/* Name lists: `grids: [a, b]` -> bitmask of indexes. */
int cc_grid_mask(cc_ctx *c, const yt_node *map, const char *key, uint8_t *mask);
int cc_draw_mask(cc_ctx *c, const yt_node *map, const char *key, uint8_t *mask);
int cc_range(cc_ctx *c, const yt_node *n, lc_range *out);
int cc_cell_set(cc_ctx *c, const yt_node *set, int rows, int cols, uint64_t *mask);
/* The `cells:` of map n, for the grids of `grids`, which must be of one shape. */
int cc_grids_cells(cc_ctx *c, const yt_node *n, uint8_t grids, uint64_t *mask);
int cc_note(cc_ctx *c, const yt_node *map, const char *key, int8_t *out);
/* Each item of a sequence an amount in cents from 1 to hi, into out (the
 * caller has checked how many). */
int cc_cents_list(cc_ctx *c, const yt_node *list, long long hi, int64_t *out);
/* The text at key, copied (NULL when absent and not required). */
int cc_dup(cc_ctx *c, const yt_node *map, const char *key, int required, char **out);

/* Release what one register entry owns (not the entry itself). */
void cc_interp_free(lc_interp *in);

/* Sections, in the order they are compiled. */
int cc_identity(cc_ctx *c, const yt_node *root);
int cc_interpretations(cc_ctx *c, const yt_node *root);
/* The entries a clause's `interpretation:` names (one, or a list): its
 * interp and also. */
int cc_apply_entries(cc_ctx *c, const yt_node *node, int clause);
int cc_draws_grids(cc_ctx *c, const yt_node *root);
int cc_composition(cc_ctx *c, const yt_node *root);
int cc_play(cc_ctx *c, const yt_node *root);
int cc_combination(cc_ctx *c, const yt_node *root);
/* `ranks:` and `sharing:` of a pool game (compile_pool.c); nothing for other games. */
int cc_pool(cc_ctx *c, const yt_node *root);
int cc_multiplier(cc_ctx *c, const yt_node *combination);
int cc_table(cc_ctx *c, const yt_node *root);

#endif
