/* lint.c — what lint checks after compiling (see lint.h). */
#include "lint.h"
#include "finding.h"
#include "lint_pool.h"
#include "eval.h"
#include "explain.h"
#include "reach.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#define MAX_GRID_AMOUNTS (LC_MAX_LEVELS + LC_MAX_TABLE_ROWS + 1)


static int level_reachable(const lc_game *g, int gi, int i, int64_t *amount)
{
    int fewest;
    return lc_level_reachable_why(g, gi, i, lc_grid_capacity(g, gi), amount, &fewest);
}

/* What grid gi can pay: nothing, each reachable level's amount, and for a
 * level that pays the amount printed, each amount of the table (what a
 * conforming unit may print). */
static int grid_amounts(const lc_game *g, int gi, int64_t *out)
{
    int n = 0;
    out[n++] = 0;
    for (int i = 0; i < g->grids[gi].nlev; i++) {
        int64_t a;
        if (!level_reachable(g, gi, i, &a))
            continue;
        const lc_level *lv = &g->grids[gi].lev[i];
        for (int k = 0; k < lc_level_amounts(g, lv); k++)   /* a: the grid's lot, other levels added as it adds them */
            out[n++] = lv->printed ? lc_level_amount(g, lv, k) : a;
    }
    return n;
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

int lc_reachable_amounts(const lc_game *g, int64_t *out, int max, int single_grid)
{
    int64_t per[LC_MAX_GRIDS][MAX_GRID_AMOUNTS];
    int nper[LC_MAX_GRIDS], idx[LC_MAX_GRIDS] = {0}, n = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        nper[gi] = grid_amounts(g, gi, per[gi]);
    int nm = g->mult_clause >= 0 && g->mult_grid >= 0 ? g->grids[g->mult_grid].nsymbols : 1;
    for (;;) {   /* odometer over every grid's reachable amounts, under each symbol of a multiplier */
        for (int s = 0; s < nm; s++) {
            lc_outcome o = {0};
            int winners = 0;
            for (int gi = 0; gi < g->ngrids; gi++)
                winners += (o.grid[gi] = per[gi][idx[gi]]) > 0;
            lc_multiply_grids(g, g->mult_clause >= 0 && g->mult_grid >= 0 ? s : -1, &o);
            lc_combine_grids(g, &o);
            int dup = !(o.amount > 0 && (!single_grid || winners == 1));
            for (int i = 0; i < n && !dup; i++)
                dup |= out[i] == o.amount;
            if (!dup && n < max)
                out[n++] = o.amount;
        }
        int gi = 0;
        while (gi < g->ngrids && ++idx[gi] == nper[gi])
            idx[gi++] = 0;
        if (gi == g->ngrids)
            break;
    }
    qsort(out, (size_t)n, sizeof *out, cmp_i64);
    return n;
}

static int has(const int64_t *a, int n, int64_t v)
{
    for (int i = 0; i < n; i++)
        if (a[i] == v)
            return 1;
    return 0;
}

static int lint_table(const lc_game *g, FILE *out)
{
    int f = 0;
    int64_t lots = 0, total = 0;
    const lc_clause *t = &g->clauses[g->table_clause];
    for (int i = 0; i < g->nrows; i++) {
        const lc_table_row *r = &g->rows[i];
        int64_t product;
        if (__builtin_mul_overflow(r->lots, r->amount, &product))   /* 10^9 lots of 10^13 cents */
            f += lc_finding(out, g, r->line, r->column,
                         "prize table row: %lld lots x %lld cents is beyond any total, but the row prints %lld",
                         (long long)r->lots, (long long)r->amount, (long long)r->total);
        else if (product != r->total)
            f += lc_finding(out, g, r->line, r->column,
                         "prize table row: %lld lots x %lld cents = %lld cents, but the row prints %lld",
                         (long long)r->lots, (long long)r->amount, (long long)product, (long long)r->total);
        lots += r->lots;
        total += r->total;
    }
    if (lots != g->table_lots)
        f += lc_finding(out, g, t->line, t->column, "prize table: rows add up to %lld lots, but it prints %lld",
                     (long long)lots, (long long)g->table_lots);
    if (total != g->table_total)
        f += lc_finding(out, g, t->line, t->column,
                     "prize table: rows add up to %lld cents, but it prints a total of %lld", (long long)total,
                     (long long)g->table_total);
    return f;
}

/* Why level i of grid gi can never be its result: the cells or numbers it
 * needs against what the grid and its draws can give. */
static int unreachable_level(const lc_game *g, int gi, int i, lc_capacity cap, int fewest, FILE *out)
{
    const lc_grid *gr = &g->grids[gi];
    const lc_level *lv = &gr->lev[i];
    const lc_clause *c = &g->clauses[lv->clause];
    if (fewest < (1 << 30) && lv->quantity == LC_Q_PATTERNS && gr->fam[lv->family].alike)
        return lc_finding(out, g, c->line, c->column,
                       "level '%s' is unreachable on grid '%s': it needs %d cells filled alike, but the grid holds "
                       "%d cells of symbols", c->id, gr->name, fewest, cap.numbers);
    if (fewest < (1 << 30))   /* the arithmetic: cells to mark against what can mark them */
        return lc_finding(out, g, c->line, c->column,
                       "level '%s' is unreachable on grid '%s': it needs %d marked cells, but the grid holds "
                       "%d numbers and %d joker%s and the draws serving it hold %d numbers, so at most "
                       "%d + %d = %d cells can be marked",
                       c->id, gr->name, fewest, cap.numbers, cap.jokers, cap.jokers == 1 ? "" : "s",
                       cap.drawn, cap.cells, cap.jokers, cap.cells + cap.jokers);
    if (lv->quantity == LC_Q_ALIKE)
        return lc_finding(out, g, c->line, c->column,
                       "level '%s' is unreachable on grid '%s': it needs one symbol on %d cells, and the grid "
                       "holds %d cells of symbols", c->id, gr->name, lv->k, cap.numbers);
    if (lv->quantity == LC_Q_HOLDS)
        return lc_finding(out, g, c->line, c->column,
                       "level '%s' is unreachable on grid '%s': it needs %d of the symbols it lists, one a cell, but "
                       "it lists %d and the grid holds %d cells of symbols", c->id, gr->name, lv->k,
                       __builtin_popcount(lv->holds), cap.numbers);
    if (lv->quantity == LC_Q_MATCHES && lv->k > cap.matches)
        return lc_finding(out, g, c->line, c->column,
                       "level '%s' is unreachable on grid '%s': it needs %d matching numbers, but the grid "
                       "holds %d numbers and the draws serving it %d, so at most %d can match",
                       c->id, gr->name, lv->k, cap.numbers, cap.drawn, cap.matches);
    return lc_finding(out, g, c->line, c->column, "level '%s' can never be the result of grid '%s'", c->id, gr->name);
}

static int lint_reach(const lc_game *g, FILE *out)
{
    int64_t all[512], one[512];
    int nall = lc_reachable_amounts(g, all, 512, 0), none = lc_reachable_amounts(g, one, 512, 1), f = 0;
    for (int i = 0; i < g->nrows; i++) {
        const lc_table_row *r = &g->rows[i];
        if (!has(all, nall, r->amount))
            f += lc_finding(out, g, r->line, r->column, "prize table amount %lld cents is reachable by no unit",
                         (long long)r->amount);
        else if (r->only_by_sum && has(one, none, r->amount))
            f += lc_finding(out, g, r->line, r->column,
                         "amount %lld cents is marked only_by_sum but one winning grid alone pays it",
                         (long long)r->amount);
        else if (!r->only_by_sum && !has(one, none, r->amount))   /* cumulated wins only: the reader must see it */
            f += lc_finding(out, g, r->line, r->column,
                         "amount %lld cents is paid only by adding the wins of several grids (no grid alone pays "
                         "it): mark the row only_by_sum: true",
                         (long long)r->amount);
    }
    for (int gi = 0; gi < g->ngrids; gi++) {
        lc_capacity cap = lc_grid_capacity(g, gi);
        for (int i = 0; i < g->grids[gi].nlev; i++) {
            int64_t a;
            int fewest;
            if (!lc_level_reachable_why(g, gi, i, cap, &a, &fewest))
                f += unreachable_level(g, gi, i, cap, fewest, out);
        }
    }
    return f;
}

/* A draw game states each level's chance: what a play pays on average at
 * stake s, over the stake, in basis points (the levels are exclusive when
 * each grid pays its highest: a level's chance is that of being the result). */
/* The spot counts whose tables the levels make (bit k: a level of plays of
 * k numbers); bit 0 where some level is of every play. */
static uint64_t spot_tables(const lc_game *g)
{
    uint64_t m = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++)
            m |= 1ULL << g->grids[gi].lev[i].spots;
    return m;
}

/* A level counts for a play of k spots (k 0: every level of a game without spots). */
static int of_spots(const lc_level *lv, int k) { return !lv->spots || lv->spots == k; }

static int64_t spots_payout_bp(const lc_game *g, int s, int k)
{
    double paid = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++)
            if (of_spots(&g->grids[gi].lev[i], k))
                paid += (double)g->grids[gi].lev[i].at_stake[s] * lc_level_chance(&g->grids[gi].lev[i]);
    return (int64_t)(paid * 10000.0 / (double)(g->nstakes ? g->stakes[s] : g->unit_price));
}

/* Where plays of several spot counts have tables of their own, the most
 * generous count's ratio (each is summarised by lint). */
static int64_t chance_payout_bp(const lc_game *g, int s)
{
    int64_t best = 0;
    for (uint64_t m = spot_tables(g) | 1; m; m &= m - 1) {
        int64_t bp = spots_payout_bp(g, s, __builtin_ctzll(m));
        best = bp > best ? bp : best;
    }
    return best;
}

/* The payout ratio: the table's total over a block's price, or for a draw
 * game without a table, at stake s from the chances. */
int64_t lc_payout_bp(const lc_game *g, int s)
{
    if (g->pool.nranks)   /* a share of what each drawing assigns: no ratio of the rules' own */
        return 0;
    return g->table_clause < 0 ? chance_payout_bp(g, s) : g->table_total * 10000 / (g->unit_price * g->block_units);
}

/* The chances of a draw game's levels: of one play, at most one is the
 * result on each grid, so on one grid they add up to at most 1. */
static int lint_chances(const lc_game *g, FILE *out)
{
    int f = 0;
    for (int gi = 0; gi < g->ngrids && g->table_clause < 0; gi++)
        for (uint64_t m = spot_tables(g) | 1; m; m &= m - 1) {   /* a play of k spots: its table's levels */
            double p = 0;
            int k = __builtin_ctzll(m);
            for (int i = 0; i < g->grids[gi].nlev; i++)
                p += of_spots(&g->grids[gi].lev[i], k) ? lc_level_chance(&g->grids[gi].lev[i]) : 0;
            const lc_clause *c = &g->clauses[g->grids[gi].clause];
            if (p > 1.0 + 1e-9)
                f += lc_finding(out, g, c->line, c->column, "the chances of grid '%s''s levels%s add up to %.4f: more "
                                "than certain", g->grids[gi].name, k ? " for a play of that many spots" : "", p);
        }
    return f;
}

static int lint_payout(const lc_game *g, FILE *out)
{
    const lc_clause *e = &g->clauses[g->emission_clause];
    char at[64] = "";
    if (!g->payout_source)
        return 0;
    for (int s = 0; s < (g->table_clause < 0 && g->nstakes ? g->nstakes : 1); s++) {   /* each stake's own */
        int64_t bp = lc_payout_bp(g, s);
        if (g->table_clause < 0 && g->nstakes)
            snprintf(at, sizeof at, " at a stake of %lld cents", (long long)g->stakes[s]);
        if (bp < g->payout_min_bp || bp > g->payout_max_bp)
            return lc_finding(out, g, e->line, e->column, "payout ratio%s %lld.%02lld %% is outside %d.%02d-%d.%02d %% "
                           "(%s)", at, (long long)(bp / 100), (long long)(bp % 100), g->payout_min_bp / 100,
                           g->payout_min_bp % 100, g->payout_max_bp / 100, g->payout_max_bp % 100, g->payout_source);
    }
    return 0;
}

/* Reading r takes effect when choosing it changes which clauses apply: the
 * default when some clause applies the entry or depends on it, another
 * when a clause depends on it or on the default it replaces. */
static int takes_effect(const lc_interp *in, int r, int applied)
{
    return r == in->dflt ? in->gates != 0 || applied : ((in->gates >> r) | (in->gates >> in->dflt)) & 1;
}

static int lint_effects(const lc_game *g, const lc_interp *in, const lc_clause *cl, int applied, FILE *out)
{
    int f = 0;
    for (int r = 0; r < in->nreadings; r++)
        if (!takes_effect(in, r, applied) && !(in->no_effect >> r & 1))
            f += lc_finding(out, g, cl->line, cl->column,
                         "%s: reading '%s' takes no effect: no clause's `when:` depends on it or on the default it "
                         "replaces; make one depend on it, or declare `effect: none` with its reason",
                         cl->id, in->reading[r]);
    if (in->selected != in->dflt && !takes_effect(in, in->selected, applied))
        f += lc_finding(out, g, cl->line, cl->column,
                     "%s: the reading in force, '%s', changes no outcome from the default '%s'%s%s: the evidence "
                     "would name a rule that is not applied",
                     cl->id, in->reading[in->selected], in->reading[in->dflt],
                     in->reason[in->selected] ? " (effect: none: " : "",
                     in->reason[in->selected] ? in->reason[in->selected] : "");
    return f;
}

static int lint_register(const lc_game *g, FILE *out)
{
    int f = 0;
    for (int i = 0; i < g->ninterp; i++) {
        int used = 0;
        for (int c = 0; c < g->nclauses; c++)
            used |= (g->clauses[c].interp == i || (g->clauses[c].also >> i & 1)) && c != g->interp[i].clause;
        for (int r = 0; r < g->nrows; r++)   /* a row whose figures the entry supplies applies it */
            used |= g->rows[r].source == g->interp[i].clause;
        const lc_clause *cl = &g->clauses[g->interp[i].clause];
        if (!used)
            f += lc_finding(out, g, cl->line, cl->column, "interpretation %s is applied by no clause", cl->id);
        f += lint_effects(g, &g->interp[i], cl, used, out);
    }
    return f;
}

/* Every reading that can be put in force (--reading, or certify's runs
 * under every reading of the register), one entry at a time, and the
 * combination of all the entries' first such readings: the rules must
 * compile under each, or a certification meets the error only then. */
static int compiles_under(const lc_game *g, const char *const *choice, int n, const lc_clause *cl, FILE *out)
{
    lc_error err;
    lc_game *h = lc_game_recompile(g, choice, n, &err);
    lc_game_free(h);
    return h ? 0 : lc_finding(out, g, cl->line, cl->column, "under %s%s the rules do not compile: %s", choice[0],
                           n > 1 ? " and the other entries' first readings" : "", err.message);
}

static int lint_readings(const lc_game *g, FILE *out)
{
    enum { MAX = LC_MAX_READINGS * 8 };
    char text[MAX][200];
    const char *every[MAX];
    int f = 0, n = 0;
    for (int i = 0; g->text && i < g->ninterp; i++) {
        const lc_interp *in = &g->interp[i];
        for (int r = 0; in->selectable && r < in->nreadings; r++) {
            if (r == in->selected || (in->no_effect >> r & 1))
                continue;
            char one[200];
            const char *choice[] = {one};
            snprintf(one, sizeof one, "%s=%s", g->clauses[in->clause].id, in->reading[r]);
            f += compiles_under(g, choice, 1, &g->clauses[in->clause], out);
            if (n < MAX && (n == 0 || strncmp(text[n - 1], one, strcspn(one, "=") + 1)))
                snprintf(text[n], sizeof text[n], "%s", one), every[n] = text[n], n++;
        }
    }
    return f || n < 2 ? f : compiles_under(g, every, n, &g->clauses[g->interp[0].clause], out);
}

/* What a unit holds must be said: how many numbers each draw holds, and
 * what fills every cell of a grid (numbers, jokers, blanks); else no valid
 * unit can be built, and `generate` cannot make a block. */
static int lint_composition(const lc_game *g, FILE *out)
{
    int f = 0;
    for (int d = 0; d < g->ndraws; d++) {
        int counted = 0;
        for (int i = 0; i < g->nchecks; i++)
            counted |= g->checks[i].kind == LC_CK_DRAW_COUNT && g->clauses[g->checks[i].clause].active &&
                       (g->checks[i].draws >> d & 1);
        const lc_clause *cl = &g->clauses[g->draws[d].clause];
        if (!counted)
            f += lc_finding(out, g, cl->line, cl->column, "draw '%s' has no draw-count check: how many numbers it holds is "
                         "said nowhere, and no unit of it can be generated", g->draws[d].name);
    }
    for (int gi = 0; gi < g->ngrids; gi++) {
        int n = -1;
        for (int i = 0; i < g->nchecks; i++)
            if (g->checks[i].kind == LC_CK_GRID_CELLS && g->clauses[g->checks[i].clause].active &&
                (g->checks[i].grids >> gi & 1))
                n = g->checks[i].numbers_hi + g->checks[i].jokers + g->checks[i].blanks;   /* spots: the most */
        const lc_clause *cl = &g->clauses[g->grids[gi].clause];
        if (n < 0 && !g->grids[gi].ncells)   /* a grid of no cells (a sum alone) has nothing to fill */
            continue;
        if (n < 0)
            f += lc_finding(out, g, cl->line, cl->column, "grid '%s' has %d cells, but no grid-cells check says what fills "
                         "them", g->grids[gi].name, g->grids[gi].ncells);
        else if (n != g->grids[gi].ncells)
            f += lc_finding(out, g, cl->line, cl->column, "grid '%s' has %d cells, but its grid-cells check accounts for %d",
                         g->grids[gi].name, g->grids[gi].ncells, n);
    }
    return f;
}

/* ---- draws that share numbers on a grid of parts ------------------------- */

/* The numbers a draw may hold: its draw-range (or the span of its ranges),
 * 0..255 where no check bounds it. */
static lc_range draw_span(const lc_game *g, int d)
{
    lc_range r = {0, LC_MAX_NUMBER};
    for (int i = 0; i < g->nchecks; i++) {
        const lc_check *ck = &g->checks[i];
        if (!(ck->draws >> d & 1) || !g->clauses[ck->clause].active)
            continue;
        if (ck->kind == LC_CK_DRAW_RANGE || (ck->kind == LC_CK_ONE_PER_RANGE && ck->nranges))
            r = lc_check_span(ck);
    }
    return r;
}

/* Does a distinct check over both draws keep their numbers apart? */
static int kept_apart(const lc_game *g, int a, int b)
{
    for (int i = 0; i < g->nchecks; i++)
        if (g->checks[i].kind == LC_CK_DISTINCT && g->clauses[g->checks[i].clause].active &&
            (g->checks[i].draws >> a & 1) && (g->checks[i].draws >> b & 1))
            return 1;
    return 0;
}

/* Is the grid made of one part per draw: columns of draw a's range and
 * columns of draw b's, the two ranges different (five white numbers of
 * 1..69 for the white drawing, a red one of 1..26 for the red)? Draws that
 * span every column alike (a bonus number of the whole card) are not. */
static int parts_of(const lc_game *g, int gi, lc_range ra, lc_range rb)
{
    if (ra.lo == rb.lo && ra.hi == rb.hi)
        return 0;
    for (int i = 0; i < g->nchecks; i++) {
        const lc_check *ck = &g->checks[i];
        if (ck->kind != LC_CK_GRID_RANGE || !(ck->grids >> gi & 1) || !g->clauses[ck->clause].active)
            continue;
        int has_a = 0, has_b = 0;
        for (int k = 0; k < ck->nranges; k++) {
            has_a |= ck->ranges[k].lo == ra.lo && ck->ranges[k].hi == ra.hi;
            has_b |= ck->ranges[k].lo == rb.lo && ck->ranges[k].hi == rb.hi;
        }
        return has_a && has_b;
    }
    return 0;
}

/* Two draws serving the same cells of a grid are compared with each of
 * them. Where the grid is made of parts of different ranges and the draws
 * may hold the same number (their ranges meet, nothing keeps them apart), a
 * number of one part matches the draw meant for the other: a grid of five
 * white numbers and a red one, both draws serving every cell, pays a white 7
 * that meets the red 7 drawn. Such an encoding is refused rather than paid
 * wrong (lint's finding makes certify refuse it too); `cells:` on each
 * serving clause gives each draw its own part. */
static int lint_shared_draws(const lc_game *g, FILE *out)
{
    int f = 0;
    for (int gi = 0; gi < g->ngrids; gi++) {
        const lc_grid *gr = &g->grids[gi];
        for (int a = 0; a < g->ndraws; a++)
            for (int b = a + 1; b < g->ndraws; b++) {
                lc_range ra = draw_span(g, a), rb = draw_span(g, b);
                if (!(gr->served >> a & 1) || !(gr->served >> b & 1) || ra.lo > rb.hi || rb.lo > ra.hi ||
                    !(gr->serve_cells[a] & gr->serve_cells[b]) || kept_apart(g, a, b) || !parts_of(g, gi, ra, rb))
                    continue;
                const lc_clause *cl = &g->clauses[gr->served_clause[b]];
                f += lc_finding(out, g, cl->line, cl->column,
                             "draws '%s' (%d..%d) and '%s' (%d..%d) both serve the same cells of grid '%s', whose "
                             "columns are one part for each, and may draw the same number: a number of one part "
                             "would match the draw meant for the other (a white 7 played, a red 7 drawn). Give "
                             "each serving clause the cells of its part (cells: [[row, column], ..]), or keep the "
                             "draws apart (a distinct check) only where the text does",
                             g->draws[a].name, ra.lo, ra.hi, g->draws[b].name, rb.lo, rb.hi, gr->name);
            }
    }
    return f;
}

int lc_lint_game(const lc_game *g, FILE *out)
{
    return lint_table(g, out) + lint_reach(g, out) + lint_payout(g, out) + lint_register(g, out) +
           lint_readings(g, out) + lint_composition(g, out) + (g->pool.nranks ? lc_lint_pool(g, out) : lint_chances(g, out)) +
           lint_shared_draws(g, out);
}

/* A summary's amount: whole euros without their cents (2 €, 1 980 000 €),
 * another currency as its text writes it ($1,586,000,000.00). */
static void euros(const lc_game *g, FILE *out, int64_t cents)
{
    char b[48];
    if (g->currency != LC_EUR) {
        lc_print_money(g, out, cents);
        return;
    }
    fprintf(out, "%s", lc_grouped(b, sizeof b, (long long)(cents / 100)));
    if (cents % 100)
        fprintf(out, ",%02lld", (long long)(cents % 100));
    fprintf(out, " €");
}

/* A draw game without a table: per stake, what a play pays on average. */
static void chance_summary(const lc_game *g, FILE *out)
{
    double p = 0;
    int n = 0, quoted = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++, n++) {
            p += lc_level_chance(&g->grids[gi].lev[i]);
            quoted += g->clauses[g->grids[gi].lev[i].clause].quote != NULL;
        }
    /* a chance is the text's only where a quote prints it (lint --texts proves it there); the
     * rest are the encoding's, and a payout ratio over the levels encoded is no more than that */
    uint64_t tables = spot_tables(g) & ~1ULL;
    fprintf(out, "  %d level%s stating a chance (one_in), %d quoting the text's row", n, n == 1 ? "" : "s", quoted);
    for (uint64_t m = tables; m; m &= m - 1) {   /* each spot count's table on its own */
        double q = 0;
        for (int gi = 0; gi < g->ngrids; gi++)
            for (int i = 0; i < g->grids[gi].nlev; i++)
                q += of_spots(&g->grids[gi].lev[i], __builtin_ctzll(m)) ? lc_level_chance(&g->grids[gi].lev[i]) : 0;
        fprintf(out, "%s a play of %d spots wins 1 time in %.2f", m == tables ? ":" : ",", __builtin_ctzll(m),
                q > 0 ? 1 / q : 0);
    }
    if (!tables)
        fprintf(out, ": a play wins 1 time in %.2f", p > 0 ? 1 / p : 0);
    fputc('\n', out);
    for (int s = 0; s < (g->nstakes ? g->nstakes : 1); s++)
        for (uint64_t m = tables ? tables : 1; m; m &= m - 1) {   /* a grid of spots: each count's table */
            int k = __builtin_ctzll(m);
            int64_t bp = spots_payout_bp(g, s, k);
            fprintf(out, "  at a stake of ");
            euros(g, out, g->nstakes ? g->stakes[s] : g->unit_price);
            if (k)
                fprintf(out, ", a play of %d spots", k);
            fprintf(out, ": payout ratio %lld.%02lld %% over the levels encoded\n", (long long)(bp / 100),
                    (long long)(bp % 100));
        }
    if (g->payout_source)
        fprintf(out, "  bound %d-%d %%: %s\n", g->payout_min_bp / 100, g->payout_max_bp / 100, g->payout_source);
}

void lc_lint_summary(const lc_game *g, FILE *out)
{
    int64_t bp = lc_payout_bp(g, 0);
    char title[400];   /* a title may hold an escape sequence: shown, never played */
    fprintf(out, "%s  %s (%s, %s)\n", g->id, lc_text_safe(title, sizeof title, g->title, strlen(g->title), LC_TEXT_LINE),
            g->edition, g->file);
    char b1[48], b2[48];
    if (g->pool.nranks) {
        lc_lint_pool_summary(g, out);
        goto readings;
    }
    if (g->table_clause < 0) {
        chance_summary(g, out);
        goto readings;
    }
    fprintf(out, "  per block of %s units at ", lc_grouped(b1, sizeof b1, (long long)(g->block_units)));
    euros(g, out, g->unit_price);
    fprintf(out, ": %s lots, ", lc_grouped(b2, sizeof b2, (long long)(g->table_lots)));
    euros(g, out, g->table_total);
    fprintf(out, "\n  payout ratio %lld.%02lld %%", (long long)(bp / 100), (long long)(bp % 100));
    if (g->payout_source)
        fprintf(out, " (bound %d-%d %%: %s)", g->payout_min_bp / 100, g->payout_max_bp / 100, g->payout_source);
    fputc('\n', out);
readings:
    fprintf(out, "  interpretations in force:\n");
    for (int i = 0; i < g->ninterp; i++) {
        const lc_interp *in = &g->interp[i];
        fprintf(out, "    %-24s %s%s\n", g->clauses[in->clause].id, in->reading[in->selected],
                in->selected == in->dflt ? "" : "  (NOT the default reading)");
    }
}
