/* compile.c — the clause header, name lists and the compile driver. */
#include "compile.h"

#include <stdlib.h>
#include <ctype.h>
#include <string.h>

static int find_interp(const lc_game *g, const char *id)
{
    for (int i = 0; i < g->ninterp; i++)
        if (!strcmp(g->clauses[g->interp[i].clause].id, id))
            return i;
    return -1;
}

static int find_reading(const lc_interp *in, const char *id)
{
    for (int i = 0; i < in->nreadings; i++)
        if (!strcmp(in->reading[i], id))
            return i;
    return -1;
}

/* A citation is "art-" followed by the article number as printed, or, in a
 * text without numbered articles, by its heading as a word (art-prizes). */
static int valid_citation(const char *s)
{
    static const char word[] = "0123456789.-abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    return !strncmp(s, "art-", 4) && isalnum((unsigned char)s[4]) && strspn(s + 4, word) == strlen(s + 4);
}

/* `when:` -> 1 when every named interpretation has the named reading. */
static int read_when(cc_ctx *c, const yt_node *w, int *active, int *reachable)
{
    *active = *reachable = 1;
    if (w->kind != YT_MAP)
        return yr_fail(&c->rd, w, "expected a mapping of interpretation id to reading id, found %s",
                       yr_describe(w));
    for (size_t i = 0; i < yt_npairs(w); i++) {
        const yt_node *k = yt_key(w, i), *v = yt_val(w, i);
        int in = find_interp(c->g, k->text);
        if (in < 0)
            return yr_fail(&c->rd, k, "'%s' is not in the interpretation register", k->text);
        const char *r;
        if (yr_str(&c->rd, v, &r))
            return -1;
        int ri = find_reading(&c->g->interp[in], r);
        if (ri < 0)
            return yr_fail(&c->rd, v, "'%s' is not a reading of %s", r, k->text);
        c->g->interp[in].gates |= 1u << ri;
        const lc_interp *e = &c->g->interp[in];
        if (e->selected != ri)
            *active = 0;
        if (e->selected != ri && ri != e->dflt && !e->selectable)
            *reachable = 0;
    }
    return 0;
}

static int check_unique_id(cc_ctx *c, const yt_node *at, const char *id)
{
    for (int i = 0; i < c->g->nclauses; i++)
        if (!strcmp(c->g->clauses[i].id, id))
            return yr_fail_key(&c->rd, at, "id", "clause id '%s' is already used at line %d", id,
                               c->g->clauses[i].line);
    return 0;
}

int cc_clause(cc_ctx *c, const yt_node *n, lc_clause_kind kind, const char *const *extra, int *out)
{
    const char *keys[32] = {CC_CLAUSE_KEYS};
    size_t nk = 5;
    for (size_t i = 0; extra && extra[i] && nk < 31; i++)
        keys[nk++] = extra[i];
    keys[nk] = NULL;
    const char *id, *cites, *quote = NULL;
    if (yr_map(&c->rd, n, keys) || yr_field_str(&c->rd, n, "id", 1, &id) ||
        yr_field_str(&c->rd, n, "quote", 0, &quote))
        return -1;
    if (!yt_get(n, "cites"))
        return yr_fail(&c->rd, n, "clause '%s' has no citation: add cites: art-N as printed", id);
    if (yr_field_str(&c->rd, n, "cites", 1, &cites))
        return -1;
    if (!valid_citation(cites))
        return yr_fail_key(&c->rd, n, "cites", "expected a citation such as art-4.7, found '%s'", cites);
    if (check_unique_id(c, n, id))
        return -1;
    int active = 1, reachable = 1;
    const yt_node *w = yt_get(n, "when");
    if (w) {
        size_t m = yr_push_key(&c->rd, "when");
        if (read_when(c, w, &active, &reachable))
            return -1;
        yr_pop(&c->rd, m);
    }
    if (c->g->nclauses == c->cap_clauses) {
        c->cap_clauses = c->cap_clauses ? c->cap_clauses * 2 : 32;
        c->g->clauses = lc_xrealloc(c->g->clauses, (size_t)c->cap_clauses * sizeof *c->g->clauses);
    }
    lc_clause *cl = &c->g->clauses[c->g->nclauses];
    *cl = (lc_clause){.id = lc_xstrdup(id), .cites = lc_xstrdup(cites), .kind = kind,
                      .interp = -1, .active = active, .reachable = reachable, .line = n->line, .column = n->column};
    cl->quote = quote ? lc_xstrdup(quote) : NULL;
    *out = c->g->nclauses++;
    const yt_node *in = yt_get(n, "interpretation");
    if (in && kind == LC_CL_EMISSION && !c->g->ninterp) {   /* the register comes after the emission */
        c->early = in;
        c->early_clause = *out;
        return 0;
    }
    return in ? cc_apply_entries(c, in, *out) : 0;
}

int cc_apply_entries(cc_ctx *c, const yt_node *node, int clause)
{
    lc_clause *cl = &c->g->clauses[clause];
    size_t m = yr_push_key(&c->rd, "interpretation");
    size_t n = node->kind == YT_SEQ ? node->nkids : 1;
    if (node->kind == YT_SEQ && (n == 0 || n > 4))
        return yr_fail(&c->rd, node, "expected one register entry, or a list of 1 to 4");
    for (size_t i = 0; i < n; i++) {
        const yt_node *e = node->kind == YT_SEQ ? node->kids[i] : node;
        const char *name;
        int in;
        if (yr_str(&c->rd, e, &name))
            return -1;
        if ((in = find_interp(c->g, name)) < 0)
            return yr_fail(&c->rd, e, "'%s' is not in the interpretation register", name);
        if (in >= 32)
            return yr_fail(&c->rd, e, "a clause applies entries among the register's first 32 only");
        if (cl->interp < 0)
            cl->interp = in;
        else
            cl->also |= 1u << in;
    }
    yr_pop(&c->rd, m);
    return 0;
}

int cc_each(cc_ctx *c, const yt_node *root, const char *section, int required, cc_item_fn fn)
{
    const yt_node *s = yt_get(root, section);
    if (!s)
        return required ? yr_fail(&c->rd, root, "missing section '%s'", section) : 0;
    size_t m = yr_push_key(&c->rd, section);
    if (yr_seq(&c->rd, s))
        return -1;
    for (size_t i = 0; i < s->nkids; i++) {
        size_t mi = yr_push_index(&c->rd, i);
        if (fn(c, s->kids[i]))
            return -1;
        yr_pop(&c->rd, mi);
    }
    yr_pop(&c->rd, m);
    return 0;
}

static int name_mask(cc_ctx *c, const yt_node *map, const char *key, uint8_t *mask, int is_grid)
{
    const yt_node *s = yr_need(&c->rd, map, key);
    if (!s)
        return -1;
    size_t m = yr_push_key(&c->rd, key);
    if (yr_seq(&c->rd, s))
        return -1;
    if (s->nkids == 0)
        return yr_fail(&c->rd, s, "expected at least one %s name", is_grid ? "grid" : "draw");
    *mask = 0;
    for (size_t i = 0; i < s->nkids; i++) {
        const char *name;
        if (yr_str(&c->rd, s->kids[i], &name))
            return -1;
        int ix = is_grid ? lc_game_grid(c->g, name) : lc_game_draw(c->g, name);
        if (ix < 0)
            return yr_fail(&c->rd, s->kids[i], "'%s' is not a declared %s", name, is_grid ? "grid" : "draw");
        *mask |= (uint8_t)(1u << ix);
    }
    yr_pop(&c->rd, m);
    return 0;
}

int cc_grid_mask(cc_ctx *c, const yt_node *map, const char *key, uint8_t *mask)
{
    return name_mask(c, map, key, mask, 1);
}

int cc_draw_mask(cc_ctx *c, const yt_node *map, const char *key, uint8_t *mask)
{
    return name_mask(c, map, key, mask, 0);
}

int cc_range(cc_ctx *c, const yt_node *n, lc_range *out)
{
    long long lo, hi;
    if (n->kind != YT_SEQ || n->nkids != 2)
        return yr_fail(&c->rd, n, "expected a range [low, high], found %s", yr_describe(n));
    if (yr_int(&c->rd, n->kids[0], 0, LC_MAX_NUMBER, &lo) || yr_int(&c->rd, n->kids[1], 0, LC_MAX_NUMBER, &hi))
        return -1;
    if (lo > hi)
        return yr_fail(&c->rd, n, "range [%lld, %lld] is empty: low exceeds high", lo, hi);
    *out = (lc_range){(int)lo, (int)hi};
    return 0;
}

int cc_cents_list(cc_ctx *c, const yt_node *list, long long hi, int64_t *out)
{
    for (size_t i = 0; i < list->nkids; i++) {
        long long v;
        size_t mi = yr_push_index(&c->rd, i);
        if (yr_int(&c->rd, list->kids[i], 1, hi, &v))
            return -1;
        out[i] = v;
        yr_pop(&c->rd, mi);
    }
    return 0;
}

int cc_note(cc_ctx *c, const yt_node *map, const char *key, int8_t *out)
{
    const char *word = NULL;
    *out = -1;
    if (yr_field_str(&c->rd, map, key, 0, &word))
        return -1;
    if (!word)
        return 0;
    int i = lc_game_note(c->g, word);
    if (i < 0) {
        if (c->g->nnotes == LC_MAX_NOTES)
            return yr_fail_key(&c->rd, map, key, "more than %d distinct notes", LC_MAX_NOTES);
        i = c->g->nnotes++;
        c->g->notes[i] = lc_xstrdup(word);
    }
    *out = (int8_t)i;
    return 0;
}

int cc_dup(cc_ctx *c, const yt_node *map, const char *key, int required, char **out)
{
    const char *s = NULL;
    if (yr_field_str(&c->rd, map, key, required, &s))
        return -1;
    *out = s ? lc_xstrdup(s) : NULL;
    return 0;
}

/* A list of cells [row, column] of a rows x cols grid, as a mask. */
int cc_cell_set(cc_ctx *c, const yt_node *set, int rows, int cols, uint64_t *mask)
{
    if (yr_seq(&c->rd, set))
        return -1;
    if (set->nkids == 0)
        return yr_fail(&c->rd, set, "expected at least one cell [row, column]");
    *mask = 0;
    for (size_t i = 0; i < set->nkids; i++) {
        const yt_node *rc = set->kids[i];
        long long r, col;
        size_t m = yr_push_index(&c->rd, i);
        if (rc->kind != YT_SEQ || rc->nkids != 2)
            return yr_fail(&c->rd, rc, "expected a cell [row, column], found %s", yr_describe(rc));
        if (yr_int(&c->rd, rc->kids[0], 0, rows - 1, &r) || yr_int(&c->rd, rc->kids[1], 0, cols - 1, &col))
            return -1;
        uint64_t bit = 1ULL << (r * cols + col);
        if (*mask & bit)
            return yr_fail(&c->rd, rc, "cell [%lld, %lld] is listed twice", r, col);
        *mask |= bit;
        yr_pop(&c->rd, m);
    }
    return 0;
}

int cc_grids_cells(cc_ctx *c, const yt_node *n, uint8_t grids, uint64_t *mask)
{
    const lc_grid *gr = &c->g->grids[grids ? __builtin_ctz(grids) : 0];
    for (int k = 0; k < c->g->ngrids; k++)
        if ((grids >> k & 1) && (c->g->grids[k].rows != gr->rows || c->g->grids[k].cols != gr->cols))
            return yr_fail_key(&c->rd, n, "grids", "cells are named for grids of one shape; '%s' and '%s' differ",
                               gr->name, c->g->grids[k].name);
    size_t m = yr_push_key(&c->rd, "cells");
    if (cc_cell_set(c, yt_get(n, "cells"), gr->rows, gr->cols, mask))
        return -1;
    yr_pop(&c->rd, m);
    return 0;
}
