/* coverage.c — computing coverage and mutation figures (see coverage.h). */
#include "coverage_int.h"
#include "draw.h"
#include "explain.h"
#include "outcome.h"
#include "progress.h"
#include "reach.h"
#include "slip.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MUTANTS 1024

typedef struct {
    lc_target *t;
    int n, cap;
} targets;

static lc_target *target(targets *ts, int clause, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#include <stdarg.h>
static lc_target *target(targets *ts, int clause, const char *fmt, ...)
{
    if (ts->n == ts->cap)
        ts->t = lc_xrealloc(ts->t, (size_t)(ts->cap = ts->cap ? ts->cap * 2 : 64) * sizeof *ts->t);
    lc_target *t = &ts->t[ts->n++];
    memset(t, 0, sizeof *t);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->what, sizeof t->what, fmt, ap);
    va_end(ap);
    t->clause = clause;
    return t;
}


/* Clauses that decide something about a unit; descriptive ones (identity,
 * draws, grids, the table) are for lint and the block verifier. A clause
 * only another reading activates counts too: coverage runs the cases under
 * that reading (coverage_readings.c). */
static int decides(const lc_clause *c)
{
    return c->reachable && c->kind != LC_CL_EMISSION && c->kind != LC_CL_DRAW && c->kind != LC_CL_GRID &&
           c->kind != LC_CL_TABLE && c->kind != LC_CL_INTERPRETATION;
}


/* ---- clause, reading and outcome targets ---------------------------------- */

enum { ST_JOKER = 1, ST_QUIET, ST_PAIR };   /* the outcome targets of the grids' structure */

/* A clause that decides only through the grids' structure (the rule that
 * keeps the higher of two levels, a pattern that pays nothing) where no
 * valid unit reaches that structure: levels that exclude each other, a
 * pattern no draw can complete. The outcome targets list what can be
 * reached (structure_targets); a clause none of them names is no gap. */
static int structure_only(const lc_game *g, int clause, const targets *ot)
{
    int structural = 0;
    for (int gi = 0; gi < g->ngrids; gi++) {
        const lc_grid *gr = &g->grids[gi];
        structural |= gr->within_clause == clause;
        for (int i = 0; i < gr->nnp; i++)
            structural |= gr->np[i].clause == clause;
        for (int f = 0; f < gr->nfam; f++) {   /* a family no level counts: it decides as a pattern that pays nothing */
            int counted = 0;
            for (int i = 0; i < gr->nlev; i++)
                counted |= gr->lev[i].quantity == LC_Q_PATTERNS && gr->lev[i].family == f;
            structural |= gr->fam[f].clause == clause && !counted;
        }
    }
    for (int k = 0; structural && k < ot->n; k++)
        if (ot->t[k].clause == clause && (ot->t[k].check == ST_PAIR || ot->t[k].check == ST_QUIET))
            return 0;
    return structural;
}

/* Does some clause that decides units apply register entry e? One applied
 * only by the emission or the prize table's rows (the figures of a table
 * the text does not print) changes no unit's outcome: no case can decide
 * through it, and it is no target (the evidence lists it with the others). */
static int entry_decides(const lc_game *g, int e)
{
    for (int i = 0; i < g->nclauses; i++)
        if (decides(&g->clauses[i]) && (g->clauses[i].interp == e || (g->clauses[i].also >> e & 1)))
            return 1;
    return 0;
}

/* A pool game's check of the drawing alone: what its drawings are, not a
 * rule they can break. */
static int drawing_shape(const lc_game *g, int clause)
{
    for (int c = 0; c < g->nchecks && g->pool.nranks; c++)
        if (g->checks[c].clause == clause && lc_pool_shape_check(g, &g->checks[c]))
            return 1;
    return 0;
}

static void clause_targets(lc_game_coverage *gc, targets *cl, targets *rd, const targets *ot)
{
    const lc_game *g = gc->g;
    for (int i = 0; i < g->nclauses; i++)   /* one grid: no unit combines grids */
        if (decides(&g->clauses[i]) && (i != g->across_clause || lc_game_paying_grids(g) > 1) &&
            !structure_only(g, i, ot) && !drawing_shape(g, i))
            target(cl, i, "%s", g->clauses[i].id);
    for (int i = 0; i < g->ninterp; i++) {   /* every reading that can be in force */
        const lc_interp *in = &g->interp[i];
        for (int r = 0; r < in->nreadings && entry_decides(g, i); r++)
            if (lc_cov_in_force_able(in, r)) {
                lc_target *t = target(rd, in->clause, "%s = %s", g->clauses[in->clause].id, in->reading[r]);
                t->where = i;
                t->value = r;
            }
    }
}

/* Can levels a and b of a grid be reached by one unit? Exact match counts
 * that differ, or a range of counts that misses the other, never can. */
static int counts_meet(uint8_t acmp, int ak, uint8_t bcmp, int bk)
{
    int ahi = acmp == LC_EXACTLY ? ak : 255, bhi = bcmp == LC_EXACTLY ? bk : 255;
    return ak <= bhi && bk <= ahi;
}

static int can_meet(const lc_level *a, const lc_level *b)
{
    if (a->spots && b->spots && a->spots != b->spots)   /* the tables of two spot counts: one play, one table */
        return 0;
    for (int i = 0; a->quantity == LC_Q_DRAWS && b->quantity == LC_Q_DRAWS && i < a->nconds; i++)
        for (int j = 0; j < b->nconds; j++)   /* counts of the same draws */
            if (a->cond[i].draws == b->cond[j].draws &&
                !counts_meet(a->cond[i].cmp, a->cond[i].k, b->cond[j].cmp, b->cond[j].k))
                return 0;
    if (a->quantity != LC_Q_MATCHES || b->quantity != LC_Q_MATCHES)
        return 1;
    int ahi = a->cmp == LC_EXACTLY ? a->k : 255, bhi = b->cmp == LC_EXACTLY ? b->k : 255;
    return a->k <= bhi && b->k <= ahi;
}

/* The cells a valid unit may hold a joker in (bit c): none without jokers;
 * only the cells a grid-fixed check names where it names them all (a free
 * centre: a joker anywhere else is an anomaly, so no target there). */
static uint64_t joker_cells(const lc_game *g, int gi)
{
    int jokers = 0;
    uint64_t fixed = 0, all = g->grids[gi].ncells == 64 ? ~0ULL : (1ULL << g->grids[gi].ncells) - 1;
    for (int i = 0; i < g->nchecks; i++) {
        const lc_check *ck = &g->checks[i];
        if (!(ck->grids >> gi & 1))
            continue;
        jokers = ck->kind == LC_CK_GRID_CELLS ? ck->jokers : jokers;
        fixed |= ck->kind == LC_CK_GRID_FIXED ? ck->cells : 0;
    }
    return !jokers ? 0 : fixed && __builtin_popcountll(fixed) >= jokers ? fixed : all;
}

/* Targets that issue from the grids' structure: the joker at each cell of
 * a paying grid; each non-paying pattern complete on a grid that pays
 * nothing; each pair of levels reached together, the higher paid. Each is
 * set only where some valid unit can reach it (reach.h): a grid that holds
 * one number cannot reach two levels at once, and a miss there would be no
 * gap in the suite. The target keeps what it asks: its kind in `check`,
 * the grid in `where`, the cell, pattern or levels in `column`, `value`. */

static void structure_target(const lc_game *g, targets *ot, int kind, int gi, int a, int b, const lc_grid_goal *goal,
                             int clause, const char *what)
{
    if (!lc_grid_can(g, gi, goal))
        return;
    lc_target *t = target(ot, clause, "%s", what);
    t->check = kind, t->where = gi, t->column = a, t->value = b;
}

static void structure_targets(const lc_game *g, targets *ot)
{
    char w[sizeof ot->t->what];
    for (int gi = 0; gi < g->ngrids; gi++) {
        const lc_grid *gr = &g->grids[gi];
        uint64_t jokers = joker_cells(g, gi);
        for (int p = 0; p < gr->ncells; p++) {
            snprintf(w, sizeof w, "%s pays with the joker at cell %d (row %d, column %d)", gr->name, p, p / gr->cols,
                     p % gr->cols);
            if (jokers >> p & 1)
                structure_target(g, ot, ST_JOKER, gi, p, 0, &(lc_grid_goal){LC_ANY_LEVEL, 0, 0, p},
                                 gr->joker_clause, w);
        }
        for (int i = 0; i < gr->nnp; i++)
            for (int p = 0; p < gr->fam[gr->np[i].family].n; p++) {
                const lc_family *f = &gr->fam[gr->np[i].family];
                snprintf(w, sizeof w, "%s: %s %d complete, the grid pays nothing", gr->name, f->name, p);
                structure_target(g, ot, ST_QUIET, gi, gr->np[i].family, p, &(lc_grid_goal){-1, 0, f->cells[p], -1},
                                 gr->np[i].clause, w);
            }
        for (int a = 0; a < gr->nlev; a++)
            for (int b = a + 1; b < gr->nlev; b++) {
                snprintf(w, sizeof w, "%s reaches %s and %s: only the higher is paid", gr->name,
                         g->clauses[gr->lev[a].clause].id, g->clauses[gr->lev[b].clause].id);
                if (can_meet(&gr->lev[a], &gr->lev[b]))
                    structure_target(g, ot, ST_PAIR, gi, a, b,
                                     &(lc_grid_goal){a, 1u << a | 1u << b, 0, -1}, gr->within_clause, w);
            }
    }
}

static int structure_hit(const lc_target *t, const lc_game *g, const lc_unit *u, const lc_outcome *o)
{
    int gi = t->where;
    if (o->status == LC_ANOMALY)
        return 0;
    if (t->check == ST_JOKER)
        return o->grid[gi] > 0 && u->cell[gi][t->column] == LC_CELL_JOKER;
    if (t->check == ST_QUIET) {
        uint64_t cells = g->grids[gi].fam[t->column].cells[t->value];
        return o->grid[gi] == 0 && (o->marked[gi] & cells) == cells;
    }
    return (o->reached[gi] >> t->column & 1) && (o->reached[gi] >> t->value & 1) && o->level[gi] == t->column;
}

static void outcome_targets(const lc_game *g, targets *ot)
{
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++)
            target(ot, g->grids[gi].lev[i].clause, "%s pays %s", g->grids[gi].name, g->clauses[g->grids[gi].lev[i].clause].id);
    for (int i = 0; i < g->nrows; i++)
        target(ot, g->table_clause, "a unit pays %lld,%02lld %s (prize table)", (long long)(g->rows[i].amount / 100),
               (long long)(g->rows[i].amount % 100), lc_currency_sign(g));
    for (int i = 0; i < g->nchecks; i++)
        target(ot, g->checks[i].clause, "anomaly %s", g->clauses[g->checks[i].clause].id);
    target(ot, g->anomaly_clause, "remedy %s", g->remedy);
    for (int i = 0; i < g->nnotes; i++)
        target(ot, -1, "note %s", g->notes[i]);
    structure_targets(g, ot);
}

static void score_outcome(const lc_game *g, const lc_case *c, const lc_unit *u, const lc_outcome *o, lc_target *ot,
                          int n)
{
    int k = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++, k++)
            if (o->status != LC_ANOMALY && o->level[gi] == i)
                lc_cov_hit(&ot[k], c);
    for (int i = 0; i < g->nrows; i++, k++)
        if (o->status == LC_WIN && o->amount == g->rows[i].amount)
            lc_cov_hit(&ot[k], c);
    for (int i = 0; i < g->nchecks; i++, k++)
        if (lc_cov_in_outcome(o, g->checks[i].clause) && o->status == LC_ANOMALY)
            lc_cov_hit(&ot[k], c);
    if (o->status == LC_ANOMALY)
        lc_cov_hit(&ot[k], c);
    k++;
    for (int i = 0; i < g->nnotes; i++, k++)
        if (o->notes >> i & 1)
            lc_cov_hit(&ot[k], c);
    for (; k < n; k++)
        if (structure_hit(&ot[k], g, u, o))
            lc_cov_hit(&ot[k], c);
}

/* ---- boundaries -------------------------------------------------------------- */

/* Each range of each check: lo-1, lo, hi, hi+1, for each grid or draw it
 * governs (a column range: that column of the grid). */
static void bound_targets(const lc_game *g, targets *bt)
{
    for (int ci = 0; ci < g->nchecks; ci++) {
        const lc_check *ck = &g->checks[ci];
        if (ck->kind != LC_CK_GRID_RANGE && ck->kind != LC_CK_DRAW_RANGE && ck->kind != LC_CK_ONE_PER_RANGE)
            continue;
        if (lc_pool_shape_check(g, ck))   /* a pool game's drawing is never sent broken */
            continue;
        int nr = ck->nranges ? ck->nranges : 1;
        for (int w = 0; w < (ck->grids ? g->ngrids : g->ndraws); w++) {
            if (!((ck->grids ? ck->grids : ck->draws) >> w & 1))
                continue;
            for (int r = 0; r < nr; r++) {
                lc_range rg = ck->nranges ? ck->ranges[r] : ck->range;
                int v[4] = {rg.lo - 1, rg.lo, rg.hi, rg.hi + 1};
                for (int k = 0; k < 4; k++) {
                    char where[64];
                    if (ck->grids && ck->nranges)
                        snprintf(where, sizeof where, "%s column %d", g->grids[w].name, r);
                    else
                        snprintf(where, sizeof where, "%s", ck->grids ? g->grids[w].name : g->draws[w].name);
                    lc_target *bnd = target(bt, ck->clause, "%s: %s holds %d (%s %d..%d)", g->clauses[ck->clause].id,
                                            where, v[k], k == 0 || k == 3 ? "beyond" : "at", rg.lo, rg.hi);
                    bnd->check = ci;
                    bnd->where = w;
                    bnd->column = ck->grids && ck->nranges ? r : -1;
                    bnd->value = v[k];
                }
            }
        }
    }
}

/* Does the unit hold the target's value where its check looks? */
static int holds(const lc_game *g, const lc_unit *u, const lc_target *t)
{
    if (t->check < 0)   /* a bound of a pool game's sharing: a drawing's, not a unit's */
        return 0;
    const lc_check *ck = &g->checks[t->check];
    const int32_t *vals = ck->grids ? u->cell[t->where] : u->drawn[t->where];
    int n = ck->grids ? g->grids[t->where].ncells : u->ndrawn[t->where];
    for (int i = 0; i < n; i++)
        if (vals[i] == t->value && (t->column < 0 || i % g->grids[t->where].cols == t->column))
            return 1;
    return 0;
}

/* A claim on a range check is borne out by a unit at one of its bounds as
 * well as by one that breaks it: the check was put to the test where it
 * could have gone wrong, and held (what a case at "1 of 1..75" is for). */
static int at_bound(const lc_game *g, const lc_unit *u, const lc_target *bt, int nbt, int clause)
{
    for (int k = 0; k < nbt; k++)
        if (bt[k].clause == clause && holds(g, u, &bt[k]))
            return 1;
    return 0;
}

static void score_bounds(const lc_game *g, const lc_case *c, const lc_unit *u, lc_target *bt, int nbt)
{
    for (int k = 0; k < nbt; k++)
        if (holds(g, u, &bt[k]))
            lc_cov_hit(&bt[k], c);
}

/* ---- mutants --------------------------------------------------------------------- */

/* How many of the game's cases fail under this (mutant) game. Only cases
 * that pass on the rules themselves count (ok[i]): one failing anyway would
 * "kill" every mutant. */
static int count_failures(const lc_game *mg, const lc_suite *s, const lc_game *g, const uint8_t *ok, const char **first,
                          const lc_mutant *slip)
{
    int failed = 0;
    for (int i = 0; i < s->n; i++) {
        const lc_case *c = &s->cases[i];
        lc_unit u;
        lc_outcome o;
        char why[300];
        memset(&u, 0, sizeof u);   /* a slip is told by comparing whole units: no byte left undefined */
        if (c->game != g || !ok[i])
            continue;
        if (g->pool.nranks) {   /* a drawing: the mutant's answer whole */
            json_t *ans = lc_case_run(mg, c, &o, 0);
            if (ans && lc_case_check(c, ans, why, sizeof why, NULL) && !failed++)
                *first = c->id;
            json_decref(ans);
            continue;
        }
        if (lc_unit_read(g, c->unit, &u, why, sizeof why))
            continue;
        lc_unit seen;
        if (slip && !lc_slip_unit(g, slip, &u, &seen))
            continue;   /* the program reads this unit as it is: the same outcome */
        lc_evaluate(mg, slip ? &seen : &u, &o, 0);
        json_t *ans = lc_outcome_to_json(mg, &o);
        if (lc_case_check(c, ans, why, sizeof why, NULL) && !failed++)
            *first = c->id;
        json_decref(ans);
    }
    return failed;
}

static const lc_equivalent *declared(const lc_suite *s, const lc_game *g, const lc_mutant *m, int *used)
{
    char full[300];
    snprintf(full, sizeof full, "%s:%s", g->id, m->id);
    for (int i = 0; i < s->nequivalent; i++)
        if (!strcmp(s->equivalent[i].mutant, full)) {
            used[i] = 1;   /* a mutant of these rules, if equivalent only under other readings */
            if (lc_equivalent_holds(&s->equivalent[i], g))
                return &s->equivalent[i];
        }
    return NULL;
}

static void run_mutants(lc_game_coverage *gc, const lc_suite *s, int *used)
{
    uint8_t *ok = lc_xcalloc((size_t)s->n + 1, 1);
    const char *none = NULL;
    for (int i = 0; i < s->n; i++) {   /* the baseline: which cases pass on the rules */
        ok[i] = 1;
        if (s->cases[i].game == gc->g) {
            uint8_t one[1] = {1};
            lc_suite single = {.cases = (lc_case *)&s->cases[i], .n = 1};
            ok[i] = count_failures(gc->g, &single, gc->g, one, &none, NULL) == 0;
            if (!ok[i] && !gc->failing++)
                gc->first_failing = s->cases[i].id;
        }
    }
    lc_mutant *ms = lc_xcalloc(MAX_MUTANTS, sizeof *ms);
    gc->nmutants = lc_mutants(gc->g, ms, MAX_MUTANTS);
    gc->mutants = lc_xcalloc((size_t)gc->nmutants, sizeof *gc->mutants);
    for (int i = 0; i < gc->nmutants; i++) {
        lc_mutant_result *r = &gc->mutants[i];
        r->m = ms[i];
        lc_game *mg = lc_mutant_apply(gc->g, &ms[i]);
        r->killed_by = count_failures(mg, s, gc->g, ok, &r->first, lc_is_slip(&ms[i]) ? &ms[i] : NULL);
        lc_mutant_release(mg);
        r->equivalent = declared(s, gc->g, &ms[i], used);
        if (r->equivalent && r->killed_by && !gc->wrong_equivalent++)   /* a case tells it apart: not equivalent */
            gc->first_wrong = r->equivalent->mutant;
        if (r->equivalent)
            gc->equivalent++;
        else if (r->killed_by)
            gc->killed++;
        else
            gc->survived++;
    }
    free(ms);
    free(ok);
}

/* ---- driver ------------------------------------------------------------------------ */

static void claim_unborne(lc_game_coverage *gc, const lc_case *c, const lc_outcome *o, const lc_target *bt, int nbt,
                          const lc_unit *const *plays, int nplays)
{
    const lc_game *g = gc->g;
    for (int k = 0; k < c->ncovers; k++) {
        int cl = lc_game_clause(g, c->covers[k]), borne = lc_cov_in_outcome(o, cl);
        for (int p = 0; p < nplays && !borne; p++)
            borne = at_bound(g, plays[p], bt, nbt, cl);
        if (!borne) {
            gc->claims = lc_xrealloc(gc->claims, (size_t)(gc->nclaims + 1) * sizeof *gc->claims);
            gc->claims[gc->nclaims++] = (lc_claim){c->id, c->covers[k]};
        }
    }
}

/* A pool game's bounds: each rounded rank's part on a multiple of its step,
 * a cent above one, a cent short of the next (where rounding down drops
 * least and most), and two ranks paying the same a play (equal unit gains
 * are no inversion: not pooled). */
enum { PB_ON_STEP, PB_CENT_ABOVE, PB_CENT_SHORT, PB_TIE };
#define POOL_BOUND (-2)

static void pool_bound_targets(const lc_game *g, targets *bt)
{
    static const char *const what[] = {"a part on a multiple of", "a part a cent a play above a multiple of",
                                       "a part a cent a play short of a multiple of"};
    char step[64];
    for (int r = 0; r < g->pool.nranks; r++)
        for (int k = 0; k < 3 && g->pool.rank[r].step > 1; k++) {
            lc_target *t = target(bt, g->pool.rank[r].step_clause, "%s: %s %s", g->pool.rank[r].name, what[k],
                                  lc_money(g, step, sizeof step, g->pool.rank[r].step));
            t->check = POOL_BOUND, t->where = r, t->column = -1, t->value = k;
        }
    if (g->pool.pool_clause >= 0) {
        lc_target *t = target(bt, g->pool.pool_clause, "two ranks paying the same a play (equal unit gains: not pooled)");
        t->check = POOL_BOUND, t->where = -1, t->column = -1, t->value = PB_TIE;
    }
}

/* The sum and plays shared by rank r's group (r and the ranks pooled with it). */
static void group_of(const lc_game *g, const lc_share_out *s, int r, __int128 *sum, uint64_t *w)
{
    *sum = 0, *w = 0;
    for (int q = 0; q < g->pool.nranks; q++)
        if (s->group[q] >= 0 && s->group[q] == s->group[r]) {
            *sum += s->sum[q];
            *w += s->winners[q];
        }
}

static int pool_bound_holds(const lc_game *g, const lc_share_out *s, const lc_target *t)
{
    __int128 sum, a, b;
    uint64_t w, w2;
    if (t->value == PB_TIE) {
        for (int r = 0, prev = -1; r < g->pool.nranks; r++) {
            if (!s->winners[r] || (prev >= 0 && s->group[r] == s->group[prev]))
                continue;
            if (prev >= 0) {
                group_of(g, s, prev, &a, &w);
                group_of(g, s, r, &b, &w2);
                if (a * w2 == b * w && a > 0)
                    return 1;
            }
            prev = r;
        }
        return 0;
    }
    if (s->group[t->where] < 0 || !s->winners[t->where])
        return 0;
    group_of(g, s, t->where, &sum, &w);
    __int128 per = (__int128)w * g->pool.rank[t->where].step, rest = sum % per;
    return sum > 0 && (t->value == PB_ON_STEP ? rest == 0 : t->value == PB_CENT_ABOVE ? rest > 0 && rest <= w
                                                                                     : rest >= per - w);
}

/* A pool game's case: the clauses of its drawing's trace; the range bounds
 * of each play it lists. */
/* The clauses and the readings in force a case's outcome decided through. */
static void hit_decided(const lc_game *g, const lc_case *c, const lc_outcome *o, targets *cl, targets *rd)
{
    for (int k = 0; k < cl->n; k++)
        if (lc_cov_in_outcome(o, cl->t[k].clause))
            lc_cov_hit(&cl->t[k], c);
    for (int k = 0; k < rd->n; k++)
        if (rd->t[k].value == g->interp[rd->t[k].where].selected && lc_cov_in_outcome(o, rd->t[k].clause))
            lc_cov_hit(&rd->t[k], c);
}

static void cover_drawing(lc_game_coverage *gc, const lc_case *c, targets *cl, targets *rd, targets *bt)
{
    const lc_game *g = gc->g;
    lc_drawing d;
    lc_drawing_outcome dout;
    char why[300];
    if (lc_drawing_read(g, c->unit, &d, why, sizeof why))
        return;
    gc->ncases++;
    lc_drawing_evaluate(g, &d, &dout, 1);
    const lc_outcome *o = &dout.s.t;
    hit_decided(g, c, o, cl, rd);
    for (int k = 0; k < bt->n; k++)
        if (bt->t[k].check == POOL_BOUND && pool_bound_holds(g, &dout.s, &bt->t[k]))
            lc_cov_hit(&bt->t[k], c);
    int nc = g->grids[0].ncells;
    lc_unit *u = lc_xcalloc((size_t)(d.nplays ? d.nplays : 1), sizeof *u);
    const lc_unit **plays = lc_xcalloc((size_t)(d.nplays ? d.nplays : 1), sizeof *plays);
    for (int p = 0; p < d.nplays; p++) {
        u[p] = d.base;
        memcpy(u[p].cell[0], d.cells + (size_t)p * (size_t)nc, (size_t)nc * sizeof *u[p].cell[0]);
        score_bounds(g, c, &u[p], bt->t, bt->n);
        plays[p] = &u[p];
    }
    claim_unborne(gc, c, o, bt->t, bt->n, plays, d.nplays);
    free(plays);
    free(u);
    lc_drawing_outcome_free(&dout);
    lc_drawing_free(&d);
}

static void cover_game(lc_game_coverage *gc, const lc_suite *s, int *used)
{
    const lc_game *g = gc->g;
    targets cl = {0}, rd = {0}, ot = {0}, bt = {0};
    if (!g->pool.nranks)   /* a drawing has no status or notes: its clauses say what it reached */
        outcome_targets(g, &ot);
    clause_targets(gc, &cl, &rd, &ot);
    bound_targets(g, &bt);
    if (g->pool.nranks)
        pool_bound_targets(g, &bt);
    for (int i = 0; i < s->n; i++) {
        const lc_case *c = &s->cases[i];
        lc_unit u;
        lc_outcome o;
        char why[256];
        if (c->game != g)
            continue;
        if (g->pool.nranks) {
            cover_drawing(gc, c, &cl, &rd, &bt);
            continue;
        }
        if (lc_unit_read(g, c->unit, &u, why, sizeof why))
            continue;
        gc->ncases++;
        lc_evaluate(g, &u, &o, 1);
        hit_decided(g, c, &o, &cl, &rd);
        score_outcome(g, c, &u, &o, ot.t, ot.n);
        score_bounds(g, c, &u, bt.t, bt.n);
        const lc_unit *one[1] = {&u};
        claim_unborne(gc, c, &o, bt.t, bt.n, one, 1);
    }
    lc_cov_combinations(gc, s, cl.t, cl.n, rd.t, rd.n);
    gc->clauses = cl.t, gc->nclauses = cl.n;
    gc->readings = rd.t, gc->nreadings = rd.n;
    gc->outcomes = ot.t, gc->noutcomes = ot.n;
    gc->bounds = bt.t, gc->nbounds = bt.n;
    run_mutants(gc, s, used);
}

int lc_coverage_compute(const lc_ruleset *rs, const lc_suite *s, lc_coverage *out)
{
    double t0 = lc_now();
    memset(out, 0, sizeof *out);
    out->suite = s;
    out->games = lc_xcalloc((size_t)rs->n, sizeof *out->games);
    int *used = lc_xcalloc((size_t)s->nequivalent + 1, sizeof *used);
    for (int i = 0; i < rs->n; i++) {
        out->games[out->ngames].g = rs->games[i];
        cover_game(&out->games[out->ngames++], s, used);
    }
    for (int i = 0; i < s->nequivalent; i++)
        out->unused_equivalents += !used[i];
    free(used);
    out->seconds = lc_now() - t0;
    return 0;
}

void lc_coverage_free(lc_coverage *c)
{
    for (int i = 0; i < c->ngames; i++) {
        lc_game_coverage *gc = &c->games[i];
        free(gc->clauses);
        free(gc->readings);
        free(gc->outcomes);
        free(gc->bounds);
        free(gc->mutants);
        free(gc->claims);
    }
    free(c->games);
    memset(c, 0, sizeof *c);
}

static void count_hits(const lc_target *t, int n, int *hit_n, int *total)
{
    for (int i = 0; i < n; i++)
        *hit_n += t[i].hits > 0;
    *total += n;
}

int lc_cov_wrong_equivalents(const lc_coverage *c)
{
    int n = 0;
    for (int i = 0; i < c->ngames; i++)
        n += c->games[i].wrong_equivalent;
    return n;
}

int lc_cov_failing(const lc_coverage *c)
{
    int n = 0;
    for (int i = 0; i < c->ngames; i++)
        n += c->games[i].failing + c->games[i].failing_other;
    return n;
}

double lc_cov_percent(const lc_coverage *c, int which)
{
    int h = 0, n = 0;
    for (int i = 0; i < c->ngames; i++) {
        const lc_game_coverage *gc = &c->games[i];
        if (which == 0) count_hits(gc->clauses, gc->nclauses, &h, &n);
        if (which == 1) count_hits(gc->readings, gc->nreadings, &h, &n);
        if (which == 2) count_hits(gc->outcomes, gc->noutcomes, &h, &n);
        if (which == 3) count_hits(gc->bounds, gc->nbounds, &h, &n);
        if (which == 4) {
            h += gc->killed;
            n += gc->killed + gc->survived;
        }
    }
    return n ? 100.0 * h / n : 100.0;
}
