/* certify_payout.c — a game's payout to players (TRJ), in theory and as
 * the blocks verified show it, and how far chance alone moves the latter
 * (see certify.h). */
#include "certify.h"
#include "lint.h"

#include <math.h>

/* A draw game: the standard deviation, in points, of the mean payout over
 * n plays at the first stake (its levels are exclusive: a play has one result). */
static double draw_sd_points(const lc_game *g, uint64_t n)
{
    double m = 0, m2 = 0, stake = (double)(g->nstakes ? g->stakes[0] : g->unit_price);
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int k = 0; k < g->grids[gi].nlev; k++) {
            const lc_level *lv = &g->grids[gi].lev[k];
            double p = lc_level_chance(lv), a = (double)lv->at_stake[0];
            m += p * a;
            m2 += p * a * a;
        }
    return n && stake > 0 ? 100.0 * sqrt((m2 - m * m) / (double)n) / stake : 0;
}

void lc_cert_payout(const lc_cert *c, const lc_game *g, lc_payout *p)
{
    double paid = 0, staked = 0;
    p->units = 0;
    for (int i = 0; i < c->nblocks; i++)
        for (int k = 0; c->blocks[i].g == g && k < c->blocks[i].run.nblocks; k++) {
            const lc_block_result *b = &c->blocks[i].run.blocks[k];
            p->units += b->units;
            paid += (double)b->paid;
            staked += lc_block_staked(g, b);
        }
    p->theoretical = (double)lc_payout_bp(g, 0) / 100.0;
    p->observed = p->units && staked > 0 ? 100.0 * paid / staked : -1;
    p->sd_points = g->table_clause < 0 ? draw_sd_points(g, p->units) : 0;
    p->within = !g->payout_source || (p->theoretical * 100 >= g->payout_min_bp && p->theoretical * 100 <= g->payout_max_bp);
    uint64_t lots[LC_MAX_TABLE_ROWS];
    int nb = g->table_clause >= 0 ? lc_cert_observed(c, g, lots) : 0;
    p->table_lots_held = nb > 0;
    for (int r = 0; nb && r < g->nrows; r++)
        p->table_lots_held &= (int64_t)lots[r] == lc_cert_lots(c, g, r) * nb;
}
