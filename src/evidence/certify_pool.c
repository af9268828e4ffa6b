/* certify_pool.c — a pool game's pages of the report: in place of the prize
 * table, its ranks (the classes each holds, the conditions on the whole
 * drawing, the step of each part) and the rules of sharing in force with
 * the text's words; in place of a block's economics, what the game's
 * payout is made of. Amounts in the text's currency. */
#include "certify_doc.h"
#include "explain.h"
#include <stdio.h>
#include <string.h>

/* The classes of mask m, by name, and a rank's conditions. */
static void classes(const lc_game *g, const lc_rank *rk, char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    for (int i = 0; i < g->grids[0].nlev && at < n; i++)
        if (rk->classes >> i & 1)
            at += (size_t)snprintf(buf + at, n - at, "%s%s", at ? ", " : "", g->pool.class_name[i]);
    if (rk->otherwise_clause >= 0 && at < n)
        at += (size_t)snprintf(buf + at, n - at, " (%s)", g->clauses[rk->otherwise_clause].id);
    if (rk->only_if_clause >= 0 && at < n)
        snprintf(buf + at, n - at, " (%s)", g->clauses[rk->only_if_clause].id);
}

static void rule(doc *d, const lc_game *g, int clause)
{
    char text[900];
    if (clause < 0)
        return;
    const lc_clause *c = &g->clauses[clause];
    snprintf(text, sizeof text, "%s (%s)%s%s%s%s", c->id, c->cites, c->quote ? T(d, L_COLON) : "", c->quote ? "« " : "",
             c->quote ? c->quote : "", c->quote ? " »" : "");
    para(d, text);
}

void lc_doc_pool_ranks(doc *d, const lc_game *g)
{
    static const float x[4] = {0, 70, 150, 380}, w[4] = {66, 76, 226, 110};
    const lc_pool *p = &g->pool;
    char head[200];
    snprintf(head, sizeof head, "%s — %s", T(d, L_RANKS), g->id);
    lc_pdf_heading(&d->p, head, 2);
    const char *top[4] = {T(d, L_RANK), "art.", T(d, L_CLASSES), T(d, L_RANK_STEP)};
    lc_pdf_row(&d->p, LC_F_BOLD, 9, 4, x, w, top);
    for (int r = 0; r < p->nranks; r++) {
        char cls[400], step[64];
        classes(g, &p->rank[r], cls, sizeof cls);
        const char *cells[4] = {p->rank[r].name, g->clauses[p->rank[r].clause].cites, cls,
                                p->rank[r].step > 1 ? lc_money(g, step, sizeof step, p->rank[r].step) : "—"};
        lc_pdf_row(&d->p, LC_F_SANS, 9, 4, x, w, cells);
    }
    d->p.y -= 6;
    lc_pdf_heading(&d->p, T(d, L_SHARING_RULES), 3);
    const int order[] = {p->equal_clause, p->carry_clause, p->roll_clause, p->past_last_clause, p->pool_clause,
                         p->pooled_step_clause};
    for (size_t i = 0; i < sizeof order / sizeof *order; i++)
        rule(d, g, order[i]);
    for (int r = 0; r < p->nranks; r++)
        if (p->rank[r].step_clause >= 0 && (r == 0 || p->rank[r - 1].step_clause != p->rank[r].step_clause))
            rule(d, g, p->rank[r].step_clause);
    para(d, T(d, L_NO_RAPPORTS));
}

void lc_doc_pool_economics(doc *d, const lc_game *g)
{
    char a[64];
    kv(d, T(d, L_POOL_PRICE), lc_money(g, a, sizeof a, g->unit_price));
    d->p.y -= 4;
    para(d, T(d, L_POOL_ECON));
}
