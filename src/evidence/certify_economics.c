/* certify_economics.c — one page per game, as an operator's regulator reads
 * a game: what a play costs, how many units a block holds, what each level
 * pays and how often, the theoretical payout to players (TRJ) against the
 * bound the rules cite (art. D.322-10 of the Code de la sécurité intérieure),
 * the payout the blocks verified show, and why the two differ. */
#include "certify_doc.h"
#include "explain.h"
#include <stdio.h>
#include <string.h>

static const char *pct(const doc *d, char *buf, size_t n, double v)
{
    snprintf(buf, n, "%.2f %%", v);
    return lc_doc_decimal(d, buf);
}

static void price(doc *d, const lc_game *g)
{
    char text[400], a[48], n[48];
    if (!g->nstakes) {
        kv(d, T(d, L_PRICE), lc_money(g, a, sizeof a, g->unit_price));
    } else {
        size_t at = 0;
        text[0] = '\0';
        for (int s = 0; s < g->nstakes && at < sizeof text; s++)
            at += (size_t)snprintf(text + at, sizeof text - at, "%s%s", s ? ", " : "", lc_money(g, a, sizeof a, g->stakes[s]));
        kv(d, T(d, L_STAKES), text);
    }
    snprintf(text, sizeof text, "%s", lc_grouped(n, sizeof n, (long long)lc_cert_block_units(d->c, g)));
    kv(d, T(d, L_BLOCK_SIZE), text);
}

/* A table game: each row's amount, lots per block, odds and share of the payout. */
static void table_levels(doc *d, const lc_game *g)
{
    static const float x[4] = {0, 110, 230, 350}, w[4] = {106, 116, 116, 120};
    const char *top[4] = {T(d, L_AMOUNT), T(d, L_LOTS_PER_BLOCK), T(d, L_ONE_IN), T(d, L_SHARE)};
    lc_pdf_row(&d->p, LC_F_BOLD, 9, 4, x, w, top);
    int64_t units = lc_cert_block_units(d->c, g), total = 0;
    for (int r = 0; r < g->nrows; r++)
        total += g->rows[r].amount * lc_cert_lots(d->c, g, r);
    for (int r = 0; r < g->nrows; r++) {
        char a[48], l[32], o[32], s[32];
        int64_t lots = lc_cert_lots(d->c, g, r);
        lc_money(g, a, sizeof a, g->rows[r].amount);
        lc_grouped(l, sizeof l, (long long)lots);
        snprintf(o, sizeof o, "%.1f", lots ? (double)units / (double)lots : 0.0);
        pct(d, s, sizeof s, total ? 100.0 * (double)(g->rows[r].amount * lots) / (double)total : 0.0);
        const char *cells[4] = {a, l, lots ? lc_doc_decimal(d, o) : "—", s};
        lc_pdf_row(&d->p, LC_F_SANS, 9, 4, x, w, cells);
    }
}

/* A draw game: each level's published chance and what it pays at the first stake. */
static void draw_levels(doc *d, const lc_game *g)
{
    static const float x[3] = {0, 200, 330}, w[3] = {196, 126, 150};
    const char *top[3] = {T(d, L_LEVEL), T(d, L_ONE_IN), T(d, L_PAYS)};
    lc_pdf_row(&d->p, LC_F_BOLD, 9, 3, x, w, top);
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int k = 0; k < g->grids[gi].nlev; k++) {
            const lc_level *lv = &g->grids[gi].lev[k];
            char o[64], a[48], whole[32];
            snprintf(o, sizeof o, "%s.%02lld", lc_grouped(whole, sizeof whole, (long long)(lv->one_in / 100)),
                     (long long)(lv->one_in % 100));
            const char *cells[3] = {g->clauses[lv->clause].id, lc_doc_decimal(d, o), lc_money(g, a, sizeof a, lv->at_stake[0])};
            lc_pdf_row(&d->p, LC_F_SANS, 9, 3, x, w, cells);
        }
}

static void gap(doc *d, const lc_game *g, const lc_payout *p)
{
    char text[900], a[32], b[32], z[32];
    if (g->table_clause >= 0) {
        para(d, T(d, p->table_lots_held ? L_GAP_SAME : L_GAP_LOTS));
        return;
    }
    snprintf(a, sizeof a, "%.2f", p->sd_points);
    snprintf(b, sizeof b, "%.2f", p->observed - p->theoretical);
    snprintf(z, sizeof z, "%.1f", p->sd_points > 0 ? (p->observed - p->theoretical) / p->sd_points : 0.0);
    const char *v[3] = {lc_doc_decimal(d, a), lc_doc_decimal(d, b), lc_doc_decimal(d, z)};
    lc_l_fill(d->L, L_GAP_DRAW, text, sizeof text, v, 3);
    para(d, text);
}

static void payout(doc *d, const lc_game *g)
{
    char text[600], t[32], lo[32], hi[32], o[32];
    lc_payout p;
    lc_cert_payout(d->c, g, &p);
    kv(d, T(d, L_TRJ_THEO), pct(d, t, sizeof t, p.theoretical));
    if (g->payout_source) {
        snprintf(text, sizeof text, "%s – %s (%s)%s%s", pct(d, lo, sizeof lo, g->payout_min_bp / 100.0),
                 pct(d, hi, sizeof hi, g->payout_max_bp / 100.0), g->payout_source, T(d, L_COLON),
                 T(d, p.within ? L_WITHIN : L_OUTSIDE));
        kv(d, T(d, L_TRJ_BOUND), text);
    } else {
        kv(d, T(d, L_TRJ_BOUND), T(d, L_NO_BOUND));
    }
    if (p.observed < 0) {
        kv(d, T(d, L_TRJ_OBS), T(d, L_NOT_TESTED));
        return;
    }
    kv(d, T(d, L_TRJ_OBS), pct(d, o, sizeof o, p.observed));
    lc_pdf_heading(&d->p, T(d, L_GAP), 3);
    gap(d, g, &p);
}

void lc_doc_economics(doc *d)
{
    for (int i = 0; i < d->c->rs.n; i++) {
        const lc_game *g = d->c->rs.games[i];
        char head[300];
        lc_pdf_page(&d->p);
        snprintf(head, sizeof head, "%s — %s", T(d, L_ECONOMICS), g->id);
        lc_pdf_heading(&d->p, head, 1);
        if (g->pool.nranks) {
            lc_doc_pool_economics(d, g);
            continue;
        }
        price(d, g);
        d->p.y -= 4;
        if (g->table_clause >= 0)
            table_levels(d, g);
        else
            draw_levels(d, g);
        d->p.y -= 6;
        payout(d, g);
    }
}
