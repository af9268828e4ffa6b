/* lint_pool.c — what lint checks of a pool game's ranks and sharing (see
 * lint_pool.h): which ranks hold a class, under every presence of the
 * classes their conditions name, and where every unwon sum goes. */
#include "lint_pool.h"
#include "finding.h"

/* A finding at a clause's place. */
#define clause_finding(out, g, clause, ...) \
    lc_finding(out, g, (g)->clauses[clause].line, (g)->clauses[clause].column, __VA_ARGS__)

/* The classes rank r holds where `present` are the classes with plays. */
static uint32_t held(const lc_rank *rk, uint32_t present)
{
    uint32_t cls = rk->otherwise_clause >= 0 && !(present & rk->when_none) ? rk->instead : rk->classes;
    return rk->only_if_clause >= 0 && !(present & rk->only_if) ? 0 : cls;
}

/* Every presence of the classes (5 classes: 32 drawings' shapes): a class
 * in two ranks at once, or in none under any, is a finding. */
static int lint_holding(const lc_game *g, FILE *out)
{
    const lc_pool *p = &g->pool;
    int n = g->grids[0].nlev, f = 0;
    uint32_t twice = 0, ever = 0;
    for (uint32_t present = 0; present < 1u << n; present++) {
        uint32_t seen = 0;
        for (int r = 0; r < p->nranks; r++) {
            uint32_t h = held(&p->rank[r], present) & present;
            twice |= seen & h;
            seen |= h;
        }
        ever |= seen;
    }
    for (int i = 0; i < n; i++) {
        int cl = g->grids[0].lev[i].clause;
        if (twice >> i & 1)
            f += clause_finding(out, g, cl, "class '%s' is held by two ranks in one drawing: a play would be paid twice",
                         p->class_name[i]);
        else if (!(ever >> i & 1))
            f += clause_finding(out, g, cl, "class '%s' is held by no rank in any drawing: its plays are never paid",
                         p->class_name[i]);
    }
    return f;
}

static int lint_unwon(const lc_game *g, FILE *out)
{
    const lc_pool *p = &g->pool;
    if (p->roll_clause >= 0 && p->past_last_clause < 0)
        return clause_finding(out, g, p->roll_clause, "an unwon lowest rank has no rank below to roll to: say where its sum "
                                               "goes (rule: unwon-last)");
    if (p->carry_clause < 0 && p->roll_clause < 0)
        return clause_finding(out, g, p->equal_clause, "an unwon rank's sum goes nowhere: the rules name no carry-over "
                                                "or roll-down");
    return 0;
}

int lc_lint_pool(const lc_game *g, FILE *out)
{
    return g->pool.nranks ? lint_holding(g, out) + lint_unwon(g, out) : 0;
}

void lc_lint_pool_summary(const lc_game *g, FILE *out)
{
    const lc_pool *p = &g->pool;
    fprintf(out, "  pool game: %d classes of plays, %d ranks sharing the sums each drawing assigns; no chance or "
            "payout ratio is claimed\n", g->grids[0].nlev, p->nranks);
    for (int r = 0; r < p->nranks; r++) {
        fprintf(out, "    %-10s", p->rank[r].name);
        for (int i = 0; i < g->grids[0].nlev; i++)
            if (p->rank[r].classes >> i & 1)
                fprintf(out, " %s", p->class_name[i]);
        if (p->rank[r].otherwise_clause >= 0)
            fprintf(out, " (otherwise %s)", g->clauses[p->rank[r].otherwise_clause].id);
        if (p->rank[r].only_if_clause >= 0)
            fprintf(out, " (only if %s)", g->clauses[p->rank[r].only_if_clause].id);
        if (p->rank[r].step > 1)
            fprintf(out, ", rounded down to %lld cents", (long long)p->rank[r].step);
        fputc('\n', out);
    }
}
