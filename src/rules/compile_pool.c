/* compile_pool.c — `ranks:` and `sharing:` of a pool game (jeu de
 * répartition): which classes of plays each rank holds, and the rules that
 * turn the sums assigned to the ranks into unit gains (eval/share.c). */
#include "compile.h"

#include <stdlib.h>
#include <string.h>

static const char *const RANK_KEYS[] = {"name", "classes", "otherwise", "only_if", NULL};
static const char *const OTHERWISE_KEYS[] = {"when_none", "classes", NULL};
static const char *const ONLY_IF_KEYS[] = {"winners", NULL};
static const char *const SHARING_KEYS[] = {"rule", "ranks", "step_cents", "to", "step", NULL};
static const char *const RULES[] = {"equal-parts", "round-down", "carry-over", "roll-down", "pool-inverted",
                                    "unwon-last", "pooled-step", NULL};
enum { R_EQUAL, R_ROUND, R_CARRY, R_ROLL, R_POOL, R_LAST, R_STEP };

static int class_index(const lc_game *g, const char *name)
{
    for (int i = 0; i < g->grids[0].nlev; i++)
        if (g->pool.class_name[i] && !strcmp(g->pool.class_name[i], name))
            return i;
    return -1;
}

/* `key: [name, ...]` -> bits of the indexes `find` gives the names (a
 * class, a rank); a name it does not know refused as no `what`. */
static int name_bits(cc_ctx *c, const yt_node *map, const char *key, int (*find)(const lc_game *, const char *),
                     const char *what, uint32_t *mask)
{
    const yt_node *s = yr_need(&c->rd, map, key);
    if (!s)
        return -1;
    size_t m = yr_push_key(&c->rd, key);
    if (yr_list(&c->rd, s, 1, LC_MAX_LEVELS, key))
        return -1;
    *mask = 0;
    for (size_t i = 0; i < s->nkids; i++) {
        const char *name;
        if (yr_str(&c->rd, s->kids[i], &name))
            return -1;
        int k = find(c->g, name);
        if (k < 0)
            return yr_fail(&c->rd, s->kids[i], "'%s' is no %s", name, what);
        *mask |= 1u << k;
    }
    yr_pop(&c->rd, m);
    return 0;
}

static int class_mask(cc_ctx *c, const yt_node *map, const char *key, uint32_t *mask)
{
    return name_bits(c, map, key, class_index, "class of the levels (class: NAME)", mask);
}

static int rank_name(const lc_game *g, const char *name)
{
    for (int r = 0; r < g->pool.nranks; r++)
        if (!strcmp(g->pool.rank[r].name, name))
            return r;
    return -1;
}

static int otherwise(cc_ctx *c, const yt_node *n, lc_rank *rk)
{
    size_t m = yr_push_key(&c->rd, "otherwise");
    if (cc_clause(c, n, LC_CL_RANK, OTHERWISE_KEYS, &rk->otherwise_clause) ||
        class_mask(c, n, "when_none", &rk->when_none) || class_mask(c, n, "classes", &rk->instead))
        return -1;
    if (!c->g->clauses[rk->otherwise_clause].active)
        rk->otherwise_clause = -1;
    yr_pop(&c->rd, m);
    return 0;
}

static int only_if(cc_ctx *c, const yt_node *n, lc_rank *rk)
{
    size_t m = yr_push_key(&c->rd, "only_if");
    if (cc_clause(c, n, LC_CL_RANK, ONLY_IF_KEYS, &rk->only_if_clause) || class_mask(c, n, "winners", &rk->only_if))
        return -1;
    if (!c->g->clauses[rk->only_if_clause].active)
        rk->only_if_clause = -1;
    yr_pop(&c->rd, m);
    return 0;
}

static int rank_item(cc_ctx *c, const yt_node *n)
{
    lc_pool *p = &c->g->pool;
    lc_rank rk = {.otherwise_clause = -1, .only_if_clause = -1, .step = 1, .step_clause = -1};
    const char *name;
    if (cc_clause(c, n, LC_CL_RANK, RANK_KEYS, &rk.clause) || yr_field_str(&c->rd, n, "name", 1, &name) ||
        class_mask(c, n, "classes", &rk.classes))
        return -1;
    if (rank_name(c->g, name) >= 0)
        return yr_fail_key(&c->rd, n, "name", "rank '%s' is named twice", name);
    if (p->nranks == LC_MAX_RANKS)
        return yr_fail(&c->rd, n, "more than %d ranks", LC_MAX_RANKS);
    const yt_node *o = yt_get(n, "otherwise"), *q = yt_get(n, "only_if");
    if ((o && otherwise(c, o, &rk)) || (q && only_if(c, q, &rk)))
        return -1;
    if (!c->g->clauses[rk.clause].active)
        return 0;
    rk.name = lc_xstrdup(name);
    p->rank[p->nranks++] = rk;
    return 0;
}

/* `ranks: [..]` of a round-down rule: each gets the step. */
static int step_ranks(cc_ctx *c, const yt_node *n, int cl, int64_t step)
{
    uint32_t ranks;
    if (name_bits(c, n, "ranks", rank_name, "rank (ranks: name)", &ranks))
        return -1;
    for (uint32_t m = ranks; m; m &= m - 1) {
        lc_rank *rk = &c->g->pool.rank[__builtin_ctz(m)];
        if (rk->step_clause >= 0)
            return yr_fail_key(&c->rd, n, "ranks", "rank '%s' is rounded by two rules", rk->name);
        if (c->g->clauses[cl].active) {
            rk->step = step;
            rk->step_clause = cl;
        }
    }
    return 0;
}

/* Where a rule's clause goes: one clause per rule (under the readings in force). */
static int once(cc_ctx *c, const yt_node *n, int *slot, int cl)
{
    if (!c->g->clauses[cl].active)
        return 0;
    if (*slot >= 0)
        return yr_fail_key(&c->rd, n, "rule", "a second rule of this kind is in force (its first: %s)",
                           c->g->clauses[*slot].id);
    *slot = cl;
    return 0;
}

static int sharing_item(cc_ctx *c, const yt_node *n)
{
    lc_pool *p = &c->g->pool;
    int cl, rule, to = -1, step = -1;
    static const char *const TO[] = {"carry-over", "reserve", NULL}, *const STEP[] = {"own", "coarser", NULL};
    long long cents = 0;
    if (cc_clause(c, n, LC_CL_SHARING, SHARING_KEYS, &cl) || yr_field_enum(&c->rd, n, "rule", 1, RULES, &rule) ||
        yr_field_enum(&c->rd, n, "to", rule == R_LAST, TO, &to) ||
        yr_field_enum(&c->rd, n, "step", rule == R_STEP, STEP, &step) ||
        yr_field_int(&c->rd, n, "step_cents", rule == R_ROUND, 2, LC_MAX_AMOUNT_CENTS, &cents))
        return -1;
    if ((rule != R_LAST && to >= 0) || (rule != R_STEP && step >= 0) || (rule != R_ROUND && (cents || yt_get(n, "ranks"))))
        return yr_fail(&c->rd, n, "rule '%s' takes no %s", RULES[rule],
                       to >= 0 ? "to:" : step >= 0 ? "step:" : "ranks: or step_cents:");
    switch (rule) {
    case R_EQUAL: return once(c, n, &p->equal_clause, cl);
    case R_ROUND: return step_ranks(c, n, cl, cents);
    case R_CARRY: return once(c, n, &p->carry_clause, cl);
    case R_ROLL: return once(c, n, &p->roll_clause, cl);
    case R_POOL: return once(c, n, &p->pool_clause, cl);
    case R_LAST:
        if (c->g->clauses[cl].active)
            p->past_last_reserve = to == 1;
        return once(c, n, &p->past_last_clause, cl);
    default:
        if (c->g->clauses[cl].active)
            p->pool_coarser = step == 1;
        return once(c, n, &p->pooled_step_clause, cl);
    }
}

/* Each class has its name in the order the levels were sorted (a pool
 * game's levels all pay 0: the file's order). */
static int place_classes(cc_ctx *c, const yt_node *root)
{
    lc_game *g = c->g;
    const lc_grid *gr = &g->grids[0];
    for (int i = 0; i < gr->nlev; i++) {
        for (int k = 0; k < c->nclasses; k++)
            if (c->class_clause[k] == gr->lev[i].clause)
                g->pool.class_name[i] = lc_xstrdup(c->class_name[k]);
        if (!g->pool.class_name[i])
            return yr_fail_key(&c->rd, root, "levels", "level '%s' pays an amount of its own in a pool game: every "
                               "level of a pool game is a class (class: NAME)", g->clauses[gr->lev[i].clause].id);
    }
    return 0;
}

int cc_pool(cc_ctx *c, const yt_node *root)
{
    lc_pool *p = &c->g->pool;
    p->equal_clause = p->carry_clause = p->roll_clause = p->pool_clause = p->past_last_clause = -1;
    p->pooled_step_clause = -1;
    if (!yt_get(root, "ranks") && !c->nclasses) {
        if (yt_get(root, "sharing"))
            return yr_fail_key(&c->rd, root, "sharing", "sharing: needs ranks: (a pool game's)");
        return 0;
    }
    if (!c->nclasses)
        return yr_fail_key(&c->rd, root, "ranks", "ranks hold classes of plays: no level has class: NAME");
    if (place_classes(c, root) || cc_each(c, root, "ranks", 1, rank_item) ||
        cc_each(c, root, "sharing", 1, sharing_item))
        return -1;
    if (!p->nranks)
        return yr_fail_key(&c->rd, root, "ranks", "no rank is in force under these readings");
    if (p->equal_clause < 0)
        return yr_fail_key(&c->rd, root, "sharing", "expected a rule equal-parts (a rank's sum shared equally "
                                                    "among its plays)");
    if (yt_get(root, "prize_table"))
        return yr_fail_key(&c->rd, root, "prize_table", "a pool game has no prize table: its ranks share sums "
                                                        "each drawing assigns");
    return 0;
}
