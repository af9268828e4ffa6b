/* lint.c — what lint checks after compiling (see lint.h). */
#include "lint.h"
#include "eval.h"

#include <stdlib.h>
#include <string.h>

#define MAX_GRID_AMOUNTS (LC_MAX_LEVELS + 1)

static int finding(FILE *out, const lc_game *g, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

#include <stdarg.h>
static int finding(FILE *out, const lc_game *g, int line, int col, const char *fmt, ...)
{
    va_list ap;
    fprintf(out, "%s:%d:%d: ", g->file, line, col);
    va_start(ap, fmt);
    vfprintf(out, fmt, ap);
    va_end(ap);
    fputc('\n', out);
    return 1;
}

/* The most numbers a grid can match: its numbers, bounded by what its
 * draws hold, as the composition checks fix them (else its cell count). */
static int max_matches(const lc_game *g, int gi)
{
    int nums = g->grids[gi].ncells, drawn = 0;
    for (int i = 0; i < g->nchecks; i++) {
        const lc_check *ck = &g->checks[i];
        if (ck->kind == LC_CK_GRID_CELLS && (ck->grids >> gi & 1))
            nums = ck->numbers;
        if (ck->kind == LC_CK_DRAW_COUNT)
            for (int d = 0; d < g->ndraws; d++)
                if ((ck->draws >> d & 1) && (g->grids[gi].served >> d & 1))
                    drawn += ck->count;
    }
    return drawn && drawn < nums ? drawn : nums;
}

/* Try every choice of k patterns of family f (k <= n <= 16): is there one
 * whose marking pays level `want` as the grid's result? */
static int try_patterns(const lc_grid *gr, const lc_family *f, int k, int from, uint64_t marked, int want,
                        int64_t *amount)
{
    if (k == 0) {
        int level;
        int64_t a = lc_score_grid(gr, marked, 0, &level);
        if (level == want)
            *amount = a;
        return level == want;
    }
    for (int p = from; p <= f->n - k; p++)
        if (try_patterns(gr, f, k - 1, p + 1, marked | f->cells[p], want, amount))
            return 1;
    return 0;
}

/* Can level i be a grid's result? Its amount in *amount if so. */
static int level_reachable(const lc_game *g, int gi, int i, int64_t *amount)
{
    const lc_grid *gr = &g->grids[gi];
    const lc_level *lv = &gr->lev[i];
    if (lv->quantity == LC_Q_PATTERNS)
        return lv->k <= gr->fam[lv->family].n && try_patterns(gr, &gr->fam[lv->family], lv->k, 0, 0, i, amount);
    for (int m = lv->k; m <= max_matches(g, gi); m++) {
        int level;
        int64_t a = lc_score_grid(gr, 0, m, &level);
        if (level == i) {
            *amount = a;
            return 1;
        }
        if (lv->cmp == LC_EXACTLY)
            break;
    }
    return 0;
}

static int grid_amounts(const lc_game *g, int gi, int64_t *out)
{
    int n = 0;
    out[n++] = 0;
    for (int i = 0; i < g->grids[gi].nlev; i++) {
        int64_t a;
        if (level_reachable(g, gi, i, &a))
            out[n++] = a;
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
    for (;;) {   /* odometer over every grid's reachable amounts */
        lc_outcome o = {0};
        int winners = 0;
        for (int gi = 0; gi < g->ngrids; gi++)
            winners += (o.grid[gi] = per[gi][idx[gi]]) > 0;
        lc_combine_grids(g, &o);
        if (o.amount > 0 && (!single_grid || winners == 1)) {
            int dup = 0;
            for (int i = 0; i < n; i++)
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
        if (r->lots * r->amount != r->total)
            f += finding(out, g, r->line, r->column,
                         "prize table row: %lld lots x %lld cents = %lld cents, but the row prints %lld",
                         (long long)r->lots, (long long)r->amount, (long long)(r->lots * r->amount),
                         (long long)r->total);
        lots += r->lots;
        total += r->total;
    }
    if (lots != g->table_lots)
        f += finding(out, g, t->line, t->column, "prize table: rows add up to %lld lots, but it prints %lld",
                     (long long)lots, (long long)g->table_lots);
    if (total != g->table_total)
        f += finding(out, g, t->line, t->column,
                     "prize table: rows add up to %lld cents, but it prints a total of %lld", (long long)total,
                     (long long)g->table_total);
    return f;
}

static int lint_reach(const lc_game *g, FILE *out)
{
    int64_t all[512], one[512];
    int nall = lc_reachable_amounts(g, all, 512, 0), none = lc_reachable_amounts(g, one, 512, 1), f = 0;
    for (int i = 0; i < g->nrows; i++) {
        const lc_table_row *r = &g->rows[i];
        if (!has(all, nall, r->amount))
            f += finding(out, g, r->line, r->column, "prize table amount %lld cents is reachable by no unit",
                         (long long)r->amount);
        else if (r->only_by_sum && has(one, none, r->amount))
            f += finding(out, g, r->line, r->column,
                         "amount %lld cents is marked only_by_sum but one winning grid alone pays it",
                         (long long)r->amount);
    }
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++) {
            int64_t a;
            const lc_clause *c = &g->clauses[g->grids[gi].lev[i].clause];
            if (!level_reachable(g, gi, i, &a))
                f += finding(out, g, c->line, c->column, "level '%s' can never be the result of grid '%s'",
                             c->id, g->grids[gi].name);
        }
    return f;
}

static int lint_payout(const lc_game *g, FILE *out)
{
    const lc_clause *e = &g->clauses[g->emission_clause];
    if (!g->payout_source)
        return 0;
    int64_t bp = g->table_total * 10000 / (g->unit_price * g->block_units);
    if (bp < g->payout_min_bp || bp > g->payout_max_bp)
        return finding(out, g, e->line, e->column, "payout ratio %lld.%02lld %% is outside %d.%02d-%d.%02d %% (%s)",
                       (long long)(bp / 100), (long long)(bp % 100), g->payout_min_bp / 100,
                       g->payout_min_bp % 100, g->payout_max_bp / 100, g->payout_max_bp % 100, g->payout_source);
    return 0;
}

static int lint_register(const lc_game *g, FILE *out)
{
    int f = 0;
    for (int i = 0; i < g->ninterp; i++) {
        int used = 0;
        for (int c = 0; c < g->nclauses; c++)
            used |= g->clauses[c].interp == i && c != g->interp[i].clause;
        const lc_clause *cl = &g->clauses[g->interp[i].clause];
        if (!used)
            f += finding(out, g, cl->line, cl->column, "interpretation %s is applied by no clause", cl->id);
    }
    return f;
}

int lc_lint_game(const lc_game *g, FILE *out)
{
    return lint_table(g, out) + lint_reach(g, out) + lint_payout(g, out) + lint_register(g, out);
}

/* French grouping of thousands: 1 980 000 */
static const char *grouped(int64_t v, char *buf, size_t n)
{
    char digits[32];
    int nd = snprintf(digits, sizeof digits, "%lld", (long long)v);
    size_t k = 0;
    for (int i = 0; i < nd && k + 2 < n; i++) {
        if (i && (nd - i) % 3 == 0)
            buf[k++] = ' ';
        buf[k++] = digits[i];
    }
    buf[k] = '\0';
    return buf;
}

static void euros(FILE *out, int64_t cents)
{
    char b[48];
    fprintf(out, "%s", grouped(cents / 100, b, sizeof b));
    if (cents % 100)
        fprintf(out, ",%02lld", (long long)(cents % 100));
    fprintf(out, " €");
}

void lc_lint_summary(const lc_game *g, FILE *out)
{
    int64_t bp = g->table_total * 10000 / (g->unit_price * g->block_units);
    fprintf(out, "%s  %s (%s, %s)\n", g->id, g->title, g->edition, g->file);
    char b1[48], b2[48];
    fprintf(out, "  per block of %s units at ", grouped(g->block_units, b1, sizeof b1));
    euros(out, g->unit_price);
    fprintf(out, ": %s lots, ", grouped(g->table_lots, b2, sizeof b2));
    euros(out, g->table_total);
    fprintf(out, "\n  payout ratio %lld.%02lld %%", (long long)(bp / 100), (long long)(bp % 100));
    if (g->payout_source)
        fprintf(out, " (bound %d-%d %%: %s)", g->payout_min_bp / 100, g->payout_max_bp / 100, g->payout_source);
    fprintf(out, "\n  interpretations in force:\n");
    for (int i = 0; i < g->ninterp; i++) {
        const lc_interp *in = &g->interp[i];
        fprintf(out, "    %-24s %s%s\n", g->clauses[in->clause].id, in->reading[in->selected],
                in->selected == in->dflt ? "" : "  (NOT the default reading)");
    }
}
