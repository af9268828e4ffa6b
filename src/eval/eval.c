/* eval.c — the decision for one unit: composition, marking, levels per grid,
 * combination across grids, notes. Hot path: no allocation, no strings. */
#include "eval.h"
#include "composition.h"

#include <string.h>

typedef struct {
    int64_t amount;
    int level;           /* paying level, or -1 */
    uint32_t reached;    /* bit i: level i reached */
} grid_result;

static int usable(int32_t v) { return v >= 0 && v <= LC_MAX_NUMBER; }

/* A grid whose draws serve some cells only (white and red balls): each
 * draw meets the numbers of its own cells, so a white 7 is not found by a
 * red 7. The marking, the count and the counts per draw, cell by cell. */
__attribute__((noinline)) static void mark_split(const lc_grid *gr, const int32_t *cell, const lc_unit_view *uv,
                                                 uint8_t served, int count_mode, uint64_t *marked, int *matches,
                                                 uint8_t *dcount)
{
    lc_numset found = {{0}};
    uint64_t m = 0;
    int sum = 0;
    for (int d = 0; d < LC_MAX_DRAWS; d++) {
        lc_numset own = {{0}};
        for (uint64_t c = served >> d & 1 ? gr->serve_cells[d] : 0; c; c &= c - 1) {
            int i = __builtin_ctzll(c);
            if (usable(cell[i]) && ns_has(&uv->drawn[d], cell[i])) {
                ns_add(&own, cell[i]);
                m |= 1ULL << i;
            }
        }
        ns_or(&found, &own);
        if (dcount)
            dcount[d] = (uint8_t)ns_count_and(&own, &own);
        sum += ns_count_and(&own, &own);
    }
    *marked = m;
    *matches = count_mode == LC_COUNT_DISTINCT ? ns_count_and(&found, &found) : sum;
}

/* served: the draws taken into account. The view has the cells the
 * grid's own draws hit; a counterfactual (a draw dropped, for the trace)
 * looks again. */
/* Inlined, as eval_grid is, into the unit's loop: the hot path of block. */
static inline __attribute__((always_inline)) void mark_grid(const lc_grid *gr, const int32_t *cell,
                                                            const lc_grid_view *gv, const lc_unit_view *uv,
                                                            uint8_t served, int joker_marks, int count_mode,
                                                            uint64_t *marked, int *matches, uint8_t *dcount)
{
    if (gr->split) {   /* the counts per draw at once, where levels ask them (dcount) */
        mark_split(gr, cell, uv, served, count_mode, marked, matches, dcount);
        *marked |= joker_marks ? gv->joker_cells : 0;
        return;
    }
    lc_numset all = lc_view_served(uv, served);
    uint64_t m = gv->hits;
    if (served != gr->served) {
        m = 0;
        for (int i = 0; i < gr->ncells; i++)
            m |= (uint64_t)(usable(cell[i]) && ns_has(&all, cell[i])) << i;
    }
    *marked = m | (joker_marks ? gv->joker_cells : 0);
    *matches = 0;
    if (!gr->counts_matches)
        return;
    if (count_mode == LC_COUNT_DISTINCT)
        *matches = ns_count_and(&gv->set, &all);
    else
        for (unsigned d = served; d; d &= d - 1)
            *matches += ns_count_and(&gv->set, &uv->drawn[__builtin_ctz(d)]);
}

static int complete_count(const lc_family *f, uint64_t marked)
{
    int n = 0;
    for (int p = 0; p < f->n; p++)
        n += (marked & f->cells[p]) == f->cells[p];
    return n;
}

/* Does one symbol of `alike` fill every cell of the set? The wild symbol
 * (-1: none) stands for the one its other cells show; alone it fills none. */
static int filled_alike(uint64_t set, uint32_t alike, int wild, const int32_t *cell)
{
    int32_t v = -1;
    for (uint64_t m = set; m && (v < 0 || v == wild); m &= m - 1)
        v = cell[__builtin_ctzll(m)];
    if (v < 0 || v >= LC_MAX_SYMBOLS || v == wild || !(alike >> v & 1))
        return 0;
    for (; set; set &= set - 1)
        if (cell[__builtin_ctzll(set)] != v && cell[__builtin_ctzll(set)] != wild)
            return 0;
    return 1;
}

/* Sets that one symbol of the family's fills. Out of line: games of numbers
 * never come here, and their loop stays small. */
__attribute__((noinline)) static int alike_count(const lc_family *f, int wild, const int32_t *cell)
{
    int n = 0;
    for (int p = 0; p < f->n; p++)
        n += filled_alike(f->cells[p], f->alike, wild, cell);
    return n;
}

/* cell NULL: a marking lint or coverage poses, where the cells of a family
 * alike are those one symbol fills, and a level held counts `matches`. */
static inline int family_count(const lc_family *f, int wild, uint64_t marked, const int32_t *cell)
{
    return f->alike && cell ? alike_count(f, wild, cell) : complete_count(f, marked);
}

/* The most cells one symbol of `mask` shows, the wild cells added to a
 * symbol shown (a zone of stars alone shows no sum). */
__attribute__((noinline)) static int most_alike(const lc_grid *gr, uint32_t mask, int wild, const int32_t *cell)
{
    int count[LC_MAX_SYMBOLS] = {0}, wilds = 0, best = 0;
    for (int i = 0; i < gr->ncells; i++) {
        if (cell[i] == wild)
            wilds++;
        else if (cell[i] >= 0 && cell[i] < LC_MAX_SYMBOLS && (mask >> cell[i] & 1))
            count[cell[i]]++;
    }
    for (uint32_t m = mask; m; m &= m - 1)
        if (count[__builtin_ctz(m)] && count[__builtin_ctz(m)] + wilds > best)
            best = count[__builtin_ctz(m)] + wilds;
    return best;
}

/* A level counted per draw: every condition holds, each count summed over
 * its draws (dcount: the grid's numbers each draw found). */
static int conds_hold(const lc_level *lv, const uint8_t *dcount)
{
    for (int c = 0; c < lv->nconds; c++) {
        int q = 0;
        for (unsigned d = lv->cond[c].draws; d; d &= d - 1)
            q += dcount[__builtin_ctz(d)];
        if (lv->cond[c].cmp == LC_EXACTLY ? q != lv->cond[c].k : q < lv->cond[c].k)
            return 0;
    }
    return 1;
}

/* What a unit brings a grid besides its marking: the amount printed on it
 * (a level "printed" pays it), the stake chosen (a level pays its amount at
 * that stake), its numbers found per draw (levels counted per draw). */
typedef struct {
    int64_t printed;
    int stake;
    const uint8_t *dcount;
    int wild;   /* the grid's wild symbol, or -1 (none, or the trace asking what it changed) */
    int spots;  /* the numbers a grid of spots holds (its levels are those of that count), 0: any */
} grid_pay;

__attribute__((noinline)) static grid_result score_grid(const lc_grid *gr, uint64_t marked, int matches,
                                                        const int32_t *cell, uint32_t shown, grid_pay pay)
{
    int wild = pay.wild;
    int counts[LC_MAX_FAMILIES];
    unsigned counted = 0;   /* families no level names (non-paying ones) are the trace's to count */
    grid_result r = {0, -1, 0};
    for (int i = 0; i < gr->nlev; i++) {
        const lc_level *lv = &gr->lev[i];
        int q = lv->quantity == LC_Q_HOLDS && cell ? __builtin_popcount(shown & lv->holds) : matches;
        if (lv->quantity == LC_Q_ALIKE && cell)
            q = most_alike(gr, lv->holds, wild, cell);
        if (lv->quantity == LC_Q_PATTERNS) {
            if (!(counted >> lv->family & 1))
                counts[lv->family] = family_count(&gr->fam[lv->family], wild, marked, cell);
            counted |= 1u << lv->family;
            q = counts[lv->family];
        }
        if (lv->quantity == LC_Q_DRAWS ? !conds_hold(lv, pay.dcount) : lv->cmp == LC_EXACTLY ? q != lv->k : q < lv->k)
            continue;
        if (lv->spots && pay.spots && lv->spots != pay.spots)   /* another count's table */
            continue;
        if (lv->quantity == LC_Q_PRINTED && cell && !pay.printed)   /* a unit printing 0 wins nothing there */
            continue;
        int64_t amount = lv->printed ? pay.printed : pay.stake ? lv->at_stake[pay.stake] : lv->amount;
        r.reached |= 1u << i;
        if (r.level < 0) {     /* levels are sorted highest first */
            r.level = i;
            r.amount = amount;
        } else if (gr->within == LC_SUM) {
            r.amount += amount;
        }
    }
    return r;
}

/* On a grid of symbols, the cells that count: those of a set one symbol
 * fills, those showing a symbol some level counts (explain brackets them;
 * coverage asks of them what it asks of drawn cells). */
__attribute__((noinline)) static uint64_t symbol_marks(const lc_grid *gr, const int32_t *cell)
{
    uint64_t m = 0;
    uint32_t held = 0;
    for (int f = 0; f < gr->nfam; f++)
        for (int p = 0; p < gr->fam[f].n && gr->fam[f].alike; p++)
            if (filled_alike(gr->fam[f].cells[p], gr->fam[f].alike, gr->wild, cell))
                m |= gr->fam[f].cells[p];
    for (int i = 0; i < gr->nlev; i++)
        held |= gr->lev[i].holds;
    held |= gr->wild >= 0 ? 1u << gr->wild : 0;
    for (int i = 0; i < gr->ncells; i++)
        if (cell[i] >= 0 && cell[i] < LC_MAX_SYMBOLS && (held >> cell[i] & 1))
            m |= 1ULL << i;
    return m;
}

/* The grid's numbers each draw of `served` found (0 for the others). */
__attribute__((noinline)) static void per_draw_counts(const lc_game *g, const lc_grid_view *gv,
                                                      const lc_unit_view *uv, uint8_t served, uint8_t *dcount)
{
    for (int d = 0; d < g->ndraws; d++)
        dcount[d] = (uint8_t)(served >> d & 1 ? ns_count_and(&gv->set, &uv->drawn[d]) : 0);
}

/* The sums beside the cells marked: each ball found pays its own, the same
 * number found twice pays twice. */
__attribute__((noinline)) static int64_t marked_sums(const lc_grid *gr, uint64_t marked, const int64_t *cents)
{
    int64_t sum = 0;
    for (uint64_t m = marked & (gr->ncells == 64 ? ~0ULL : (1ULL << gr->ncells) - 1); m; m &= m - 1)
        sum += cents[__builtin_ctzll(m)];
    return sum;
}

static inline __attribute__((always_inline)) grid_result eval_grid(const lc_game *g, int gi, const lc_unit *u,
                                                                   const lc_unit_view *uv, uint8_t served,
                                                                   int joker_marks, int count_mode, int wild,
                                                                   uint64_t *marked, int *matches)
{
    const lc_grid *gr = &g->grids[gi];
    uint8_t dcount[LC_MAX_DRAWS];
    mark_grid(gr, u->cell[gi], &uv->grid[gi], uv, served, joker_marks, count_mode, marked, matches,
              gr->per_draw ? dcount : NULL);
    if (gr->nsymbols)
        *marked |= symbol_marks(gr, u->cell[gi]);
    if (gr->per_draw && !gr->split)
        per_draw_counts(g, &uv->grid[gi], uv, served, dcount);
    int64_t printed = gr->amount_printed == LC_PRINTED_CELLS ? marked_sums(gr, *marked, u->cell_printed[gi])
                                                             : u->printed[gi];
    return score_grid(gr, *marked, *matches, u->cell[gi], (uint32_t)uv->grid[gi].set.w[0],
                      (grid_pay){printed, u->stake > 0 ? u->stake : 0, dcount, wild,
                                 gr->spots ? uv->grid[gi].nums : 0});
}

/* ---- trace ------------------------------------------------------------- */

static void trace_entries(const lc_game *g, lc_outcome *o, int clause);

static void trace(const lc_game *g, lc_outcome *o, int clause)
{
    if (clause < 0)
        return;
    for (int i = 0; i < o->ntrace; i++)
        if (o->trace[i] == clause)
            return;
    if (o->ntrace < LC_MAX_TRACE)
        o->trace[o->ntrace++] = (uint16_t)clause;
    trace_entries(g, o, clause);
}

/* The register entries a clause applies, each traced (the entry's own
 * clause applies itself: no loop). */
static void trace_entries(const lc_game *g, lc_outcome *o, int clause)
{
    int in = g->clauses[clause].interp;
    if (in >= 0 && g->interp[in].clause != clause)
        trace(g, o, g->interp[in].clause);
    for (uint32_t m = g->clauses[clause].also; m; m &= m - 1)
        trace(g, o, g->interp[__builtin_ctz(m)].clause);
}

void lc_trace_clause(const lc_game *g, lc_outcome *o, int clause) { trace(g, o, clause); }

static int differs(grid_result a, grid_result b) { return a.amount != b.amount || a.level != b.level; }

/* Every level asks for at least so many patterns, matches or numbers per
 * draw, or for what the cells show (sets alike, symbols held): a grid
 * that reaches none reaches none with marks or counts taken away. */
static int none_with_less(const lc_grid *gr, grid_result r)
{
    if (r.reached)
        return 0;
    for (int i = 0; i < gr->nlev; i++) {
        const lc_level *lv = &gr->lev[i];
        int fixed = lv->quantity == LC_Q_HOLDS || (lv->quantity == LC_Q_PATTERNS && gr->fam[lv->family].alike);
        for (int c = 0; c < (lv->quantity == LC_Q_DRAWS ? lv->nconds : 0); c++)
            if (lv->cond[c].cmp != LC_AT_LEAST)
                return 0;
        if (!fixed && lv->quantity != LC_Q_DRAWS && lv->cmp != LC_AT_LEAST)
            return 0;
    }
    return 1;
}

/* Which clauses decided this grid's result: the paying level, the rule that
 * kept it over others, and every marking or serving clause without which
 * the result would differ. A world without the clause that could not
 * differ is not evaluated: a grid with no joker cell, a count mode where
 * no level counts matches, a draw that drew none of the grid's numbers
 * (it marks and counts nothing there), a joker or a draw that only takes
 * marks away from a grid that reaches nothing (none_with_less). */
static void trace_grid(const lc_game *g, int gi, const lc_unit *u, const lc_unit_view *uv, grid_result r,
                       uint64_t marked, lc_outcome *o)
{
    const lc_grid *gr = &g->grids[gi];
    uint64_t m2;
    int k2, less = none_with_less(gr, r);
    if (r.level >= 0) {
        trace(g, o, gr->lev[r.level].clause);
        if (gr->lev[r.level].quantity == LC_Q_PATTERNS)
            trace(g, o, gr->fam[gr->lev[r.level].family].clause);
    }
    if (__builtin_popcount(r.reached) > 1)
        trace(g, o, gr->within_clause);
    if (gr->joker_clause >= 0 && uv->grid[gi].joker_cells && !(less && gr->joker_marks) &&
        differs(r, eval_grid(g, gi, u, uv, gr->served, !gr->joker_marks, gr->count_mode, gr->wild, &m2, &k2)))
        trace(g, o, gr->joker_clause);
    if (gr->count_clause >= 0 && gr->counts_matches &&
        differs(r, eval_grid(g, gi, u, uv, gr->served, gr->joker_marks, !gr->count_mode, gr->wild, &m2, &k2)))
        trace(g, o, gr->count_clause);
    for (int d = 0; d < g->ndraws; d++)
        if ((gr->served >> d & 1) && !less && ns_meets(&uv->grid[gi].set, &uv->drawn[d]) &&
            differs(r, eval_grid(g, gi, u, uv, (uint8_t)(gr->served & ~(1u << d)), gr->joker_marks,
                                 gr->count_mode, gr->wild, &m2, &k2)))
            trace(g, o, gr->served_clause[d]);
    if (gr->wild_clause >= 0 &&
        differs(r, eval_grid(g, gi, u, uv, gr->served, gr->joker_marks, gr->count_mode, -1, &m2, &k2)))
        trace(g, o, gr->wild_clause);
    for (int i = 0; i < gr->nnp; i++)
        if (family_count(&gr->fam[gr->np[i].family], gr->wild, marked, u->cell[gi]) > 0) {
            trace(g, o, gr->np[i].clause);
            trace(g, o, gr->fam[gr->np[i].family].clause);
        }
}

/* ---- across grids ------------------------------------------------------ */

static int pair_permitted(const lc_game *g, const lc_outcome *o)
{
    int64_t a = -1, b = -1;
    for (int gi = 0; gi < g->ngrids; gi++)
        if (o->grid[gi] > 0) {
            if (a < 0)
                a = o->grid[gi];
            else
                b = o->grid[gi];
        }
    for (int i = 0; i < g->npairs; i++)
        if ((g->pairs[i][0] == a && g->pairs[i][1] == b) || (g->pairs[i][0] == b && g->pairs[i][1] == a))
            return 1;
    return 0;
}

/* A double win that is not permitted pays only its higher grid (the
 * alternative reading of the double-win clause). */
static void keep_highest_grid(const lc_game *g, lc_outcome *o)
{
    int best = 0;
    for (int gi = 1; gi < g->ngrids; gi++)
        if (o->grid[gi] > o->grid[best])
            best = gi;
    for (int gi = 0; gi < g->ngrids; gi++)
        if (gi != best)
            o->grid[gi] = 0;
    o->amount = o->grid[best];
}

static void combine(const lc_game *g, lc_outcome *o, int winners, int want_trace)
{
    o->amount = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        o->amount = g->across == LC_SUM ? o->amount + o->grid[gi]
                                        : (o->grid[gi] > o->amount ? o->grid[gi] : o->amount);
    if (winners > 1 && want_trace)
        trace(g, o, g->across_clause);
    if (winners == 2 && g->pairs_clause >= 0) {
        if (pair_permitted(g, o)) {
            if (want_trace)
                trace(g, o, g->pairs_clause);
        } else {
            if (g->otherwise == LC_OTHERWISE_NOTE && g->otherwise_note >= 0)
                o->notes |= 1u << g->otherwise_note;
            else
                keep_highest_grid(g, o);
            if (want_trace)
                trace(g, o, g->otherwise_clause);
        }
    }
    /* after the pairs, which read what each grid won: "grids" is each grid's part of the
     * lot whatever the rule, so under highest the grids not paid show 0 (on a tie, the
     * first grid of the file is the one paid) */
    if (g->across != LC_SUM && winners > 1)
        keep_highest_grid(g, o);
    if (o->amount == 0 && !(o->notes & g->shared) && want_trace)   /* a share of a jackpot is no loss */
        trace(g, o, g->lose_clause);
    if (o->amount > 0 && g->offtable_clause >= 0 && lc_game_amount_in_table(g, o->amount) < 0) {
        o->notes |= 1u << g->offtable_note;
        if (want_trace)
            trace(g, o, g->offtable_clause);
    }
}

static const uint8_t NO_COUNTS[LC_MAX_DRAWS];

int64_t lc_score_grid(const lc_grid *gr, uint64_t marked, int matches, int *level)
{
    return lc_score_grid_spots(gr, marked, matches, 0, level);
}

int64_t lc_score_grid_spots(const lc_grid *gr, uint64_t marked, int matches, int spots, int *level)
{
    grid_result r = score_grid(gr, marked, matches, NULL, 0, (grid_pay){0, 0, NO_COUNTS, gr->wild, spots});
    *level = r.level;
    return r.amount;
}

int64_t lc_score_grid_counts(const lc_grid *gr, int matches, const uint8_t *dcount, int spots, int *level)
{
    grid_result r = score_grid(gr, 0, matches, NULL, 0, (grid_pay){0, 0, dcount, gr->wild, spots});
    *level = r.level;
    return r.amount;
}

int64_t lc_score_grid_symbols(const lc_grid *gr, const int32_t *cell, int *level)
{
    uint32_t shown = 0;
    for (int i = 0; i < gr->ncells; i++)
        shown |= cell[i] >= 0 && cell[i] < LC_MAX_SYMBOLS ? 1u << cell[i] : 0;
    grid_result r = score_grid(gr, symbol_marks(gr, cell), 0, cell, shown, (grid_pay){0, 0, NO_COUNTS, gr->wild, 0});
    *level = r.level;
    return r.amount;
}

void lc_score_grid_reached(const lc_grid *gr, uint64_t marked, int *level, uint32_t *reached)
{
    grid_result r = score_grid(gr, marked, 0, NULL, 0, (grid_pay){0, 0, NO_COUNTS, gr->wild, 0});
    *level = r.level;
    *reached = r.reached;
}

int64_t lc_unit_factor(const lc_game *g, const lc_unit *u)
{
    if (g->mult_draw >= 0)   /* drawn: at the stakes that buy it; a drawing without it is an anomaly */
        return u->ndrawn[g->mult_draw] && (g->mult_stakes >> (u->stake > 0 ? u->stake : 0) & 1)
                   ? u->drawn[g->mult_draw][0] : 1;
    int32_t s = u->cell[g->mult_grid][0];
    return s >= 0 && s < LC_MAX_SYMBOLS ? g->mult_factor[s] : 1;
}

/* The factor, shown or drawn, applied to the lots of the grids and levels
 * it multiplies; traced where it changed one. */
__attribute__((noinline)) static void multiplied(const lc_game *g, const lc_unit *u, lc_outcome *o, int want_trace)
{
    int64_t f = lc_unit_factor(g, u), changed = 0;
    for (unsigned m = g->mult_applies; m && f != 1; m &= m - 1) {
        int gi = __builtin_ctz(m);
        if (o->level[gi] >= 0 && g->grids[gi].lev[o->level[gi]].unmultiplied)
            continue;
        changed |= o->grid[gi];
        o->grid[gi] *= f;
    }
    if (changed && want_trace)
        trace(g, o, g->mult_clause);
}

/* The outcome names the lots in kind it pays: where only one grid's lot is
 * paid (the highest), a trip another grid won is not among its notes. */
__attribute__((noinline)) static void lots_in_kind_paid(const lc_game *g, lc_outcome *o)
{
    o->notes &= ~(uint32_t)g->in_kind;
    for (int gi = 0; gi < g->ngrids; gi++) {
        int note = o->level[gi] >= 0 && o->grid[gi] > 0 ? g->grids[gi].lev[o->level[gi]].note : -1;
        if (note >= 0 && (g->in_kind >> note & 1))
            o->notes |= 1u << note;
    }
}

void lc_multiply_grids(const lc_game *g, int symbol, lc_outcome *o)
{
    int64_t f = symbol >= 0 && symbol < LC_MAX_SYMBOLS ? g->mult_factor[symbol] : 1;
    for (unsigned m = g->mult_clause >= 0 ? g->mult_applies : 0; m; m &= m - 1)
        o->grid[__builtin_ctz(m)] *= f;
}

void lc_combine_grids(const lc_game *g, lc_outcome *o)
{
    int winners = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        winners += o->grid[gi] > 0;
    combine(g, o, winners, 0);
}

void lc_evaluate(const lc_game *g, const lc_unit *u, lc_outcome *o, int want_trace)
{
    memset(o, 0, sizeof *o);
    lc_unit_view uv;
    lc_view_unit(g, u, &uv);
    if ((o->nviol = lc_check_composition(g, u, &uv, o->viol))) {
        o->status = LC_ANOMALY;
        if (want_trace) {
            trace(g, o, g->anomaly_clause);
            for (int i = 0; i < o->nviol; i++)
                trace_entries(g, o, o->viol[i]);
        }
        return;
    }
    int winners = 0;
    for (int gi = 0; gi < g->ngrids; gi++) {
        const lc_grid *gr = &g->grids[gi];
        int k;
        grid_result r = eval_grid(g, gi, u, &uv, gr->served, gr->joker_marks, gr->count_mode, gr->wild,
                                  &o->marked[gi], &k);
        o->grid[gi] = r.amount;
        o->level[gi] = (int8_t)r.level;
        o->reached[gi] = r.reached;
        o->matches[gi] = (uint8_t)k;
        winners += r.amount > 0;
        if (r.level >= 0 && gr->lev[r.level].note >= 0)
            o->notes |= 1u << gr->lev[r.level].note;
        if (want_trace)
            trace_grid(g, gi, u, &uv, r, o->marked[gi], o);
        if (g->several_clause >= 0 && r.level >= 0 && (r.reached & ~gr->lev[r.level].implies)) {
            o->notes |= 1u << g->several_note;
            if (want_trace)
                trace(g, o, g->several_clause);
        }
    }
    if (g->mult_clause >= 0)
        multiplied(g, u, o, want_trace);
    combine(g, o, winners, want_trace);
    if (g->in_kind)
        lots_in_kind_paid(g, o);
    o->status = o->amount > 0 || (o->notes & g->shared) ? LC_WIN : LC_LOSE;   /* a share of a jackpot wins */
}
