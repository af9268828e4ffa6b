/* game_find.c — a compiled game's parts found by name (rules.h): what the
 * compiler, the loader and every later stage look up, kept apart from both
 * so that neither calls the other for it. */
#include "rules.h"

#include <string.h>

int lc_game_clause(const lc_game *g, const char *id)
{
    for (int i = 0; i < g->nclauses; i++)
        if (!strcmp(g->clauses[i].id, id))
            return i;
    return -1;
}

int lc_game_grid(const lc_game *g, const char *name)
{
    for (int i = 0; i < g->ngrids; i++)
        if (!strcmp(g->grids[i].name, name))
            return i;
    return -1;
}

int lc_game_draw(const lc_game *g, const char *name)
{
    for (int i = 0; i < g->ndraws; i++)
        if (!strcmp(g->draws[i].name, name))
            return i;
    return -1;
}

int lc_game_note(const lc_game *g, const char *word)
{
    for (int i = 0; i < g->nnotes; i++)
        if (!strcmp(g->notes[i], word))
            return i;
    return -1;
}

int lc_game_amount_in_table(const lc_game *g, int64_t amount)
{
    for (int i = 0; i < g->nrows; i++)
        if (g->rows[i].amount == amount)
            return i;
    return -1;
}

int lc_grid_symbol(const lc_grid *gr, const char *t, size_t n)
{
    for (int i = 0; i < gr->nsymbols; i++)
        if (strlen(gr->symbol[i]) == n && !memcmp(gr->symbol[i], t, n))
            return i;
    return -1;
}

int lc_grid_same_symbols(const lc_grid *a, const lc_grid *b)
{
    int same = a->nsymbols == b->nsymbols;
    for (int i = 0; same && i < a->nsymbols; i++)
        same = !strcmp(a->symbol[i], b->symbol[i]);
    return same;
}

int lc_level_amounts(const lc_game *g, const lc_level *lv)
{
    return lv->printed ? g->nrows : 1;
}

int64_t lc_level_amount(const lc_game *g, const lc_level *lv, int k)
{
    return lv->printed ? g->rows[k].amount : lv->amount;
}

int lc_game_stake(const lc_game *g, int64_t cents)
{
    for (int s = 0; s < g->nstakes; s++)
        if (g->stakes[s] == cents)
            return s;
    return -1;
}

int lc_game_paying_grids(const lc_game *g)
{
    int n = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        n += g->grids[gi].nlev > 0;
    return n;
}
