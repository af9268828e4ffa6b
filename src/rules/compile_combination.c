/* compile_combination.c — how levels combine on a grid, how grids combine on
 * a unit, which double wins are permitted, and the off-table note. */
#include "compile.h"

#include <string.h>

static const char *const COMBINATION_KEYS[] = {"within_grid", "several_ways", "across_grids", "permitted_doubles",
                                               "double_not_permitted", "off_table", "lose", "multiplier", NULL};
static const char *const RULE_KEYS[] = {"rule", NULL};
static const char *const PAIRS_KEYS[] = {"pairs", NULL};
static const char *const OTHERWISE_KEYS[] = {"action", "note", NULL};
static const char *const NOTE_KEYS[] = {"note", NULL};

static int read_rule(cc_ctx *c, const yt_node *n, int *cl, uint8_t *rule)
{
    static const char *const words[] = {"highest", "sum", NULL};   /* in lc_combine order */
    int w;
    if (cc_clause(c, n, LC_CL_COMBINATION, RULE_KEYS, cl) || yr_field_enum(&c->rd, n, "rule", 1, words, &w))
        return -1;
    *rule = (uint8_t)w;
    return 0;
}

static int within_item(cc_ctx *c, const yt_node *n)
{
    int cl;
    uint8_t rule;
    if (read_rule(c, n, &cl, &rule))
        return -1;
    if (!c->g->clauses[cl].active)
        return 0;
    for (int gi = 0; gi < c->g->ngrids; gi++) {
        if (c->g->grids[gi].within_clause >= 0)
            return yr_fail(&c->rd, n, "a second active within-grid rule");
        c->g->grids[gi].within = rule;
        c->g->grids[gi].within_clause = cl;
    }
    return 0;
}

static int across_item(cc_ctx *c, const yt_node *n)
{
    int cl;
    uint8_t rule;
    if (read_rule(c, n, &cl, &rule))
        return -1;
    if (!c->g->clauses[cl].active)
        return 0;
    if (c->g->across_clause >= 0)
        return yr_fail(&c->rd, n, "a second active across-grids rule");
    c->g->across = rule;
    c->g->across_clause = cl;
    return 0;
}

static int pairs_item(cc_ctx *c, const yt_node *n)
{
    lc_game *g = c->g;
    int cl;
    const yt_node *ps;
    if (cc_clause(c, n, LC_CL_DOUBLES, PAIRS_KEYS, &cl) || !(ps = yr_need(&c->rd, n, "pairs")))
        return -1;
    size_t m = yr_push_key(&c->rd, "pairs");
    if (yr_seq(&c->rd, ps))
        return -1;
    if (ps->nkids > LC_MAX_TABLE_ROWS)
        return yr_fail(&c->rd, ps, "more than %d pairs", LC_MAX_TABLE_ROWS);
    if (!g->clauses[cl].active)
        return 0;
    if (g->pairs_clause >= 0)
        return yr_fail(&c->rd, n, "a second active list of permitted doubles");
    for (size_t i = 0; i < ps->nkids; i++) {
        const yt_node *p = ps->kids[i];
        long long a, b;
        size_t mi = yr_push_index(&c->rd, i);
        if (p->kind != YT_SEQ || p->nkids != 2)
            return yr_fail(&c->rd, p, "expected a pair [amount_cents, amount_cents], found %s", yr_describe(p));
        if (yr_int(&c->rd, p->kids[0], 1, LC_MAX_AMOUNT_CENTS, &a) || yr_int(&c->rd, p->kids[1], 1, LC_MAX_AMOUNT_CENTS, &b))
            return -1;
        g->pairs[i][0] = a;
        g->pairs[i][1] = b;
        yr_pop(&c->rd, mi);
    }
    g->npairs = (int)ps->nkids;
    g->pairs_clause = cl;
    for (int gi = 0; gi < g->ngrids; gi++)
        lc_grid_implications(&g->grids[gi]);
    yr_pop(&c->rd, m);
    return 0;
}

static int otherwise_item(cc_ctx *c, const yt_node *n)
{
    lc_game *g = c->g;
    static const char *const actions[] = {"note", "highest", NULL};   /* in lc_otherwise order */
    int cl, action;
    int8_t note;
    if (cc_clause(c, n, LC_CL_DOUBLES, OTHERWISE_KEYS, &cl) || yr_field_enum(&c->rd, n, "action", 1, actions, &action) ||
        cc_note(c, n, "note", &note))
        return -1;
    if (action == LC_OTHERWISE_NOTE && note < 0)
        return yr_fail(&c->rd, n, "action note needs note: <word>");
    if (!g->clauses[cl].active)
        return 0;
    if (g->otherwise_clause >= 0)
        return yr_fail(&c->rd, n, "a second active rule for doubles not permitted");
    g->otherwise = (uint8_t)action;
    g->otherwise_note = note;
    g->otherwise_clause = cl;
    return 0;
}

/* A clause whose one effect is a note on the unit: the off-table rule, and
 * a grid winning several ways (compile_ways.c). At most one active each. */
static int note_item(cc_ctx *c, const yt_node *n, lc_clause_kind kind, const char *what, int *clause, int8_t *note)
{
    int cl;
    int8_t word;
    if (cc_clause(c, n, kind, NOTE_KEYS, &cl) || cc_note(c, n, "note", &word))
        return -1;
    if (word < 0)
        return yr_fail(&c->rd, n, "missing key 'note'");
    if (!c->g->clauses[cl].active)
        return 0;
    if (*clause >= 0)
        return yr_fail(&c->rd, n, "a second active %s rule", what);
    *clause = cl;
    *note = word;
    return 0;
}

static int off_table_item(cc_ctx *c, const yt_node *n)
{
    return note_item(c, n, LC_CL_OFF_TABLE, "off-table", &c->g->offtable_clause, &c->g->offtable_note);
}

static int several_item(cc_ctx *c, const yt_node *n)
{
    return note_item(c, n, LC_CL_COMBINATION, "several-ways", &c->g->several_clause, &c->g->several_note);
}

static int lose_item(cc_ctx *c, const yt_node *n)
{
    int cl;
    static const char *const none[] = {NULL};
    if (cc_clause(c, n, LC_CL_COMBINATION, none, &cl))
        return -1;
    if (!c->g->clauses[cl].active)
        return 0;
    if (c->g->lose_clause >= 0)
        return yr_fail(&c->rd, n, "a second active lose clause");
    c->g->lose_clause = cl;
    return 0;
}

int cc_combination(cc_ctx *c, const yt_node *root)
{
    lc_game *g = c->g;
    if (g->pool.nranks && !yt_get(root, "combination")) {   /* one grid, one class a play: nothing to combine */
        lc_grid_implications(&g->grids[0]);
        g->across = LC_HIGHEST;
        return 0;
    }
    const yt_node *cb = yr_need(&c->rd, root, "combination");
    if (!cb)
        return -1;
    size_t m = yr_push_key(&c->rd, "combination");
    if (yr_map(&c->rd, cb, COMBINATION_KEYS) || cc_each(c, cb, "within_grid", 0, within_item) ||
        cc_each(c, cb, "several_ways", 0, several_item) ||
        cc_each(c, cb, "across_grids", 1, across_item) || cc_each(c, cb, "permitted_doubles", 0, pairs_item) ||
        cc_each(c, cb, "double_not_permitted", 0, otherwise_item) || cc_each(c, cb, "off_table", 0, off_table_item) ||
        cc_each(c, cb, "lose", 0, lose_item) || cc_multiplier(c, cb))
        return -1;
    if (g->across_clause < 0)
        return yr_fail(&c->rd, cb, "no active across_grids rule under the readings in force");
    if ((g->pairs_clause >= 0) != (g->otherwise_clause >= 0))
        return yr_fail(&c->rd, cb, "permitted_doubles and double_not_permitted go together");
    for (int gi = 0; gi < g->ngrids; gi++)
        lc_grid_implications(&g->grids[gi]);
    yr_pop(&c->rd, m);
    return 0;
}
