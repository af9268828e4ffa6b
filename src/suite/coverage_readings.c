/* coverage_readings.c — the suite under each combination of readings.
 *
 * A case that names no reading of an entry claims its outcome does not
 * depend on that entry; one that names readings (`readings:`) holds only
 * there. So every case is run under every combination in which it says it
 * holds, and a reading counts as exercised when some case's outcome
 * changes with it: evaluated again with that one entry read otherwise, the
 * unit is decided differently. Each combination is the rules file compiled
 * again with those readings in force. */
#include "coverage_int.h"
#include "outcome.h"

#include <stdio.h>
#include <string.h>

#define MAX_COMBOS 64
#define MAX_ENTRIES 8   /* selectable entries taken into the combinations */

typedef struct {
    int n;                                  /* selectable entries */
    int entry[MAX_ENTRIES];                 /* their indexes in the register */
    int nopt[MAX_ENTRIES];
    int opt[MAX_ENTRIES][LC_MAX_READINGS];  /* readings that can be in force */
    int ncombos;
    int pick[MAX_COMBOS][MAX_ENTRIES];      /* combo k: entry j reads opt[j][pick[k][j]] */
    lc_game *games[MAX_COMBOS];             /* NULL: it failed to compile; the game in force: not owned */
    int in_force;
} combos;

int lc_cov_in_force_able(const lc_interp *in, int r)
{
    return r == in->dflt || r == in->selected || (in->selectable && !(in->no_effect >> r & 1));
}

/* Every combination, or (beyond MAX_COMBOS) those differing from the
 * readings in force in one entry. */
static void enumerate(const lc_game *g, combos *cb)
{
    memset(cb, 0, sizeof *cb);
    for (int e = 0; e < g->ninterp && cb->n < MAX_ENTRIES; e++) {
        const lc_interp *in = &g->interp[e];
        int j = cb->n, k = 0;
        for (int r = 0; r < in->nreadings; r++)
            if (lc_cov_in_force_able(in, r))
                cb->opt[j][k++] = r;
        if (k > 1) {
            cb->entry[j] = e;
            cb->nopt[j] = k;
            cb->n++;
        }
    }
    long total = 1;
    for (int j = 0; j < cb->n; j++)
        total *= cb->nopt[j];
    int base[MAX_ENTRIES] = {0};
    for (int j = 0; j < cb->n; j++)
        for (int k = 0; k < cb->nopt[j]; k++)
            if (cb->opt[j][k] == g->interp[cb->entry[j]].selected)
                base[j] = k;
    for (long c = 0; c < total && cb->ncombos < MAX_COMBOS; c++) {
        int *p = cb->pick[cb->ncombos], off = 0;
        long rest = c;
        for (int j = 0; j < cb->n; j++) {
            p[j] = (int)(rest % cb->nopt[j]);
            rest /= cb->nopt[j];
            off += p[j] != base[j];
        }
        if (total <= MAX_COMBOS || off <= 1) {
            if (!off)
                cb->in_force = cb->ncombos;
            cb->ncombos++;
        }
    }
}

static void combo_text(const lc_game *g, const combos *cb, int k, char *buf, size_t n);

/* A combination that does not compile is the rules file's fault, not the
 * suite's: it is reported with the cases that could not run under it. */
static void compile_all(lc_game_coverage *gc, const lc_game *g, combos *cb)
{
    for (int k = 0; k < cb->ncombos; k++) {
        if (k == cb->in_force) {
            cb->games[k] = (lc_game *)g;
            continue;
        }
        char text[MAX_ENTRIES][256];
        const char *choice[MAX_ENTRIES];
        for (int j = 0; j < cb->n; j++) {
            const lc_interp *in = &g->interp[cb->entry[j]];
            snprintf(text[j], sizeof text[j], "%s=%s", g->clauses[in->clause].id, in->reading[cb->opt[j][cb->pick[k][j]]]);
            choice[j] = text[j];
        }
        lc_error err;
        cb->games[k] = lc_game_recompile(g, choice, cb->n, &err);
        if (!cb->games[k] && !gc->combo_error[0]) {
            char which[200];
            combo_text(g, cb, k, which, sizeof which);
            snprintf(gc->combo_error, sizeof gc->combo_error, "under %.100s the rules do not compile: %.300s", which, err.message);
        }
    }
}

/* The combination k with entry j read as option o. */
static int flipped(const combos *cb, int k, int j, int o)
{
    for (int m = 0; m < cb->ncombos; m++) {
        int same = cb->pick[m][j] == o;
        for (int i = 0; i < cb->n && same; i++)
            same = i == j || cb->pick[m][i] == cb->pick[k][i];
        if (same)
            return m;
    }
    return -1;
}

static int same_outcome(const lc_game *a, const lc_outcome *x, const lc_game *b, const lc_outcome *y)
{
    if (x->status != y->status || x->amount != y->amount || x->notes != y->notes)
        return 0;
    if (x->status == LC_ANOMALY)
        return !strcmp(a->remedy, b->remedy);
    return !memcmp(x->grid, y->grid, sizeof x->grid);
}

static void combo_text(const lc_game *g, const combos *cb, int k, char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = 0;
    for (int j = 0; j < cb->n && at < n; j++) {
        const lc_interp *in = &g->interp[cb->entry[j]];
        if (cb->opt[j][cb->pick[k][j]] != in->selected)
            at += (size_t)snprintf(buf + at, n - at, "%s%s=%s", at ? ", " : "", g->clauses[in->clause].id,
                                   in->reading[cb->opt[j][cb->pick[k][j]]]);
    }
}

/* Clauses and readings a case decides through under combination k; 0
 * when it passes there. */
static int under_combo(const combos *cb, int k, const lc_case *c, const lc_outcome *o, lc_target *cl, int ncl,
                       lc_target *rd, int nrd)
{
    const lc_game *gk = cb->games[k];
    for (int t = 0; t < ncl; t++)
        if (lc_cov_in_outcome(o, cl[t].clause))
            lc_cov_hit(&cl[t], c);
    for (int t = 0; t < nrd; t++)
        if (gk->interp[rd[t].where].selected == rd[t].value && lc_cov_in_outcome(o, rd[t].clause))
            lc_cov_hit(&rd[t], c);
    json_t *ans = lc_outcome_to_json(gk, o);
    char why[256];
    int rc = lc_case_check(c, ans, why, sizeof why, NULL);
    json_decref(ans);
    return rc;
}

/* A pool game's case under combination k: its drawing's answer checked,
 * and the readings it changes with (the answers under the flipped reading
 * compared whole). 1 when it fails under k. */
static int drawing_under_combo(const combos *cb, int k, const lc_case *c, lc_target *cl, int ncl, lc_target *rd,
                               int nrd)
{
    lc_outcome o, o2;
    char why[300];
    json_t *ans = lc_case_run(cb->games[k], c, &o, 1);
    if (!ans)
        return 1;
    for (int t = 0; t < ncl && k != cb->in_force; t++)   /* the readings in force: cover_drawing's */
        if (lc_cov_in_outcome(&o, cl[t].clause))
            lc_cov_hit(&cl[t], c);
    for (int t = 0; t < nrd && k != cb->in_force; t++)
        if (cb->games[k]->interp[rd[t].where].selected == rd[t].value && lc_cov_in_outcome(&o, rd[t].clause))
            lc_cov_hit(&rd[t], c);
    int failed = lc_case_check(c, ans, why, sizeof why, NULL) != 0;
    for (int j = 0; j < cb->n; j++)
        for (int oj = 0; oj < cb->nopt[j]; oj++) {
            int m = oj == cb->pick[k][j] ? -1 : flipped(cb, k, j, oj);
            if (m < 0 || !cb->games[m])
                continue;
            json_t *other = lc_case_run(cb->games[m], c, &o2, 0);
            int same = other && json_equal(ans, other);
            json_decref(other);
            for (int t = 0; t < nrd && !same; t++)
                if (rd[t].where == cb->entry[j] && rd[t].value == cb->opt[j][cb->pick[k][j]])
                    lc_cov_hit(&rd[t], c);
        }
    json_decref(ans);
    return failed;
}

/* Readings the case's outcome changes with, under combination k. */
static void decided_by(const combos *cb, int k, const lc_case *c, const lc_unit *u, const lc_outcome *o,
                       lc_target *rd, int nrd)
{
    for (int j = 0; j < cb->n; j++)
        for (int oj = 0; oj < cb->nopt[j]; oj++) {
            int m = oj == cb->pick[k][j] ? -1 : flipped(cb, k, j, oj);
            if (m < 0 || !cb->games[m])
                continue;
            lc_outcome o2;
            lc_evaluate(cb->games[m], u, &o2, 0);
            if (same_outcome(cb->games[k], o, cb->games[m], &o2))
                continue;
            for (int t = 0; t < nrd; t++)
                if (rd[t].where == cb->entry[j] && rd[t].value == cb->opt[j][cb->pick[k][j]])
                    lc_cov_hit(&rd[t], c);
        }
}

/* Cases of g in s that hold under combination k. */
static int holding(const lc_suite *s, const lc_game *g, const combos *cb, int k)
{
    int n = 0;
    for (int i = 0; i < s->nall && cb->games[k]; i++)
        n += s->cases[i].game == g && lc_case_holds(&s->cases[i], cb->games[k]);
    return n;
}

/* A reading is tested as much as the default only where as many cases run
 * under it: each case written for the default reading has its twin. A
 * reading that changes one outcome counts as exercised above, but a suite
 * that runs 125 cases under it and 220 under the default tests it barely:
 * the target is then not reached, and says so. */
static void balance(const lc_game *g, const lc_suite *s, const combos *cb, lc_target *rd, int nrd)
{
    for (int t = 0; t < nrd; t++) {
        const lc_interp *in = &g->interp[rd[t].where];
        int j = 0;
        while (j < cb->n && cb->entry[j] != rd[t].where)
            j++;
        if (j == cb->n || rd[t].value == in->dflt || !rd[t].hits)
            continue;
        int kr = -1, kd = -1;
        for (int o = 0; o < cb->nopt[j]; o++) {
            kr = cb->opt[j][o] == rd[t].value ? flipped(cb, cb->in_force, j, o) : kr;
            kd = cb->opt[j][o] == in->dflt ? flipped(cb, cb->in_force, j, o) : kd;
        }
        int nr = kr >= 0 ? holding(s, g, cb, kr) : 0, nd = kd >= 0 ? holding(s, g, cb, kd) : 0;
        if (kr < 0 || kd < 0 || nr >= nd)
            continue;
        rd[t].hits = 0;
        size_t len = strlen(rd[t].what);
        snprintf(rd[t].what + len, sizeof rd[t].what - len, ": %d case%s run under it, %d under the default "
                 "(twins missing)", nr, nr == 1 ? "" : "s", nd);
    }
}

void lc_cov_combinations(lc_game_coverage *gc, const lc_suite *s, lc_target *cl, int ncl, lc_target *rd, int nrd)
{
    const lc_game *g = gc->g;
    combos *cb = lc_xcalloc(1, sizeof *cb);
    enumerate(g, cb);
    compile_all(gc, g, cb);
    gc->ncombos = cb->ncombos;
    for (int i = 0; i < s->nall; i++) {
        const lc_case *c = &s->cases[i];
        lc_unit u;
        char why[256];
        if (c->game != g || (!g->pool.nranks && lc_unit_read(g, c->unit, &u, why, sizeof why)))
            continue;
        int failed = 0;
        for (int k = 0; k < cb->ncombos; k++) {
            if (!cb->games[k] || !lc_case_holds(c, cb->games[k])) {
                if (!cb->games[k] && !failed++ && !gc->failing_other++)   /* no rules to run it on */
                    gc->first_failing_other = c->id;
                continue;
            }
            if (g->pool.nranks) {
                if (drawing_under_combo(cb, k, c, cl, ncl, rd, nrd) && k != cb->in_force && !failed++ &&
                    !gc->failing_other++) {
                    gc->first_failing_other = c->id;
                    combo_text(g, cb, k, gc->failing_combo, sizeof gc->failing_combo);
                }
                continue;
            }
            lc_outcome o;
            lc_evaluate(cb->games[k], &u, &o, 1);
            if (k != cb->in_force && under_combo(cb, k, c, &o, cl, ncl, rd, nrd) && !failed++ &&
                !gc->failing_other++) {
                gc->first_failing_other = c->id;
                combo_text(g, cb, k, gc->failing_combo, sizeof gc->failing_combo);
            }
            decided_by(cb, k, c, &u, &o, rd, nrd);
        }
    }
    balance(g, s, cb, rd, nrd);
    for (int k = 0; k < cb->ncombos; k++)
        if (k != cb->in_force && cb->games[k])
            lc_game_free(cb->games[k]);
    free(cb);
}
