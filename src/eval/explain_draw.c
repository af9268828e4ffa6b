/* explain_draw.c — a pool game's drawing in words (see explain_draw.h): the
 * drawing, its plays per class, what each rank holds and why, each rank's
 * sum from assignment to unit gain, and the clauses that decided. */
#include "explain_draw.h"
#include "explain.h"

static void print_drawing(const lc_game *g, const lc_drawing *d, FILE *out)
{
    fprintf(out, "Drawing:");
    for (int i = 0; i < g->ndraws; i++) {
        fprintf(out, "%s %s", i ? ";" : "", g->draws[i].name);
        for (int k = 0; k < d->base.ndrawn[i]; k++)
            fprintf(out, " %d", d->base.drawn[i][k]);
    }
    fprintf(out, ".\n");
}

static void print_classes(const lc_game *g, const lc_drawing *d, const lc_drawing_outcome *o, FILE *out)
{
    char b[48];
    uint64_t voids = 0, none = 0;
    for (int i = 0; i < d->nplays; i++) {
        voids += o->play_rank[i] == LC_PLAY_VOID;
        none += o->play_rank[i] == LC_PLAY_NONE;
    }
    fprintf(out, "Plays: %d listed (%llu void, %llu in no rank); by class, listed and counted:\n", d->nplays,
            (unsigned long long)voids, (unsigned long long)none);
    for (int i = 0; i < g->grids[0].nlev; i++) {
        uint64_t n = o->count[i];
        const lc_clause *c = &g->clauses[g->grids[0].lev[i].clause];
        fprintf(out, "  %-12s (%s, %s)", g->pool.class_name[i], c->id, c->cites);
        if (o->s.rank_of[i] >= 0)
            fprintf(out, " -> %s", g->pool.rank[o->s.rank_of[i]].name);
        fprintf(out, ": %s play%s\n", lc_grouped(b, sizeof b, (long long)n), n == 1 ? "" : "s");
    }
}

static void print_ranks(const lc_game *g, const lc_drawing *d, const lc_drawing_outcome *o, FILE *out)
{
    char a[64], s[64], gain[64], w[48];
    fprintf(out, "\nRanks (assigned, after carry-over and roll-down, unit gain):\n");
    for (int r = 0; r < g->pool.nranks; r++) {
        const lc_rank *rk = &g->pool.rank[r];
        fprintf(out, "  %-8s %s winner%s; %s assigned, %s to share", rk->name,
                lc_grouped(w, sizeof w, (long long)o->s.winners[r]), o->s.winners[r] == 1 ? "" : "s",
                lc_money(g, a, sizeof a, d->in.assigned[r]), lc_money(g, s, sizeof s, o->s.sum[r]));
        if (o->s.group[r] >= 0 && (o->s.group[r] != r || (r + 1 < g->pool.nranks && o->s.group[r + 1] == r)))
            fprintf(out, ", pooled with the ranks from %s", g->pool.rank[o->s.group[r]].name);
        fprintf(out, "; %s each", lc_money(g, gain, sizeof gain, o->s.gain[r]));
        if (rk->step > 1)
            fprintf(out, " (rounded down to %s)", lc_money(g, a, sizeof a, rk->step));
        fputc('\n', out);
    }
    fprintf(out, "  carried over: %s\n", lc_money(g, a, sizeof a, o->s.carried));
}

void lc_explain_drawing(const lc_game *g, const lc_drawing *d, const lc_drawing_outcome *o, FILE *out)
{
    fprintf(out, "Game %s: %s, a pool game (règlement signed %s).\n\n", g->id, g->title, g->signed_on);
    print_drawing(g, d, out);
    print_classes(g, d, o, out);
    print_ranks(g, d, o, out);
    for (int i = 0; i < d->nplays; i++) {
        int r = o->play_rank[i];
        fprintf(out, "%s play %d: %s", i ? "," : "\nListed plays:", i + 1,
                r >= 0 ? g->pool.rank[r].name : r == LC_PLAY_VOID ? g->remedy : "no rank");
    }
    fprintf(out, "%s\nClauses that decided:\n", d->nplays ? ".\n" : "");
    for (int i = 0; i < o->s.t.ntrace; i++)
        lc_print_clause(g, o->s.t.trace[i], out);
    for (int i = 0; i < o->s.t.nviol; i++)
        lc_print_clause(g, o->s.t.viol[i], out);
}
