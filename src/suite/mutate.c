/* mutate.c — mutants of a compiled game (see mutate.h). The fields a, b, c,
 * d of a mutant mean, per kind:
 *   level kinds (DROP_LEVEL, K_UP, K_DOWN, CMP, LEVEL_NOTE): a grid, b level
 *   AMOUNT: a grid, b level, d 0 one cent more / 1 ten times / 2 a tenth
 *   OTHER_GRID: a grid, b level, c the grid that pays it too
 *   SERVE: a grid, b a draw that does not serve it;  DROP_PATTERN: a grid, b family, c pattern
 *   SWAP_LEVELS: a grid, b level, b + 1 the other
 *   WITHIN_SUM: a grid;  ACROSS: none;  REMEDY, OFF_TABLE, OTHERWISE, MULTIPLIER: none
 *   RANGE: a check, b range index (-1: the check's single range), c 0 low / 1 high, d -1 or +1
 *   DROP_CHECK: a check;  CHECK_COUNT: a check, b field (0 numbers, 1 jokers, 2 blanks, 3 count), d +-1
 *   JOKER, COUNT_MODE, WILD: a grid;  UNSERVE: a grid, b draw
 *   PATTERN_CELL: a grid, b family, c pattern;  DROP_PAIR: a pair
 *   ALIKE_SYMBOL: a grid, b family, c a symbol that counts, or no longer does
 *   HELD_SYMBOL: a grid, b level, c a held symbol, d the symbol held in its place
 *   PRINTED_FIXED: a grid, b level (which pays the table's first amount instead of the one printed)
 *   K_UP, K_DOWN, CMP of a level counted per draw: c its condition
 *   STAKE_AMOUNT: a grid, b level, c a stake (its amount there one cent more)
 *   SHARING: d what a pool game's sharing does instead (LC_POOL_*)
 *   EVERY_CELL: a grid, b a draw that serves some of its cells (it would serve them all)
 *   DISTINCT_ALL: a check of distinct numbers among some cells (over all of them)
 *   MULT_STAKES, MULT_LEVELS: none (the drawn multiplier at every stake, on every level) */
#include "mutate.h"
#include "explain.h"
#include "reach.h"
#include "slip.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const NAMES[MUT_KINDS] = {
    "AmountChanged",     "LevelDropped",        "LevelsSwapped",       "ThresholdUp",       "ThresholdDown",
    "ComparisonFlipped", "LevelNoteDropped",    "HighestToSum",        "AcrossFlipped",     "RangeBoundMoved",
    "CheckDropped",      "CheckCountMoved",     "JokerFlipped",        "CountModeFlipped",  "DrawUnserved",
    "PatternCellMoved",  "RemedyChanged",       "OffTableNoteDropped", "DoubleRuleFlipped", "PermittedDoubleDropped",
    "LevelOnOtherGrid",  "DrawServesOtherGrid", "PatternDropped",      "SeveralWaysNoteDropped", "AlikeSymbolToggled",
    "HeldSymbolReplaced", "PrintedAmountIgnored", "StakeAmountChanged", "WildIgnored", "MultiplierIgnored", "SharingChanged",
    "DrawServesEveryCell", "DistinctOverEveryCell", "MultiplierAtEveryStake", "MultiplierOnEveryLevel", "PatternCellLeftOut",
    "CellUnchecked",     "IndexUnchecked",      "RepeatUnseen",        "DistinctPerRow",    "DrawsSwapped",
    "NumberWidth",       "StakeWidth",          "PrintedWidth",        "StakeUnit",         "PrintedUnit"};

const char *lc_mutator_name(lc_mutator k) { return NAMES[k]; }

typedef struct {
    const lc_game *g;
    lc_mutant *out;
    int n, max;
    lc_mutant spare; /* written to, and dropped, once out is full */
} sink;

static lc_mutant *add(sink *s, lc_mutator k, int a, int b, int c, int d, int clause)
{
    lc_mutant *m = s->n < s->max ? &s->out[s->n++] : &s->spare;
    *m = (lc_mutant){.kind = k, .a = a, .b = b, .c = c, .d = d, .clause = clause};
    return m;
}

static const char *cid(const lc_game *g, int clause) { return clause >= 0 ? g->clauses[clause].id : "-"; }

/* Does every level of the grid count the numbers of draws it names (a rank
 * "4 white and the red")? A further draw serving it then moves no count. */
static int draws_named_only(const lc_grid *gr)
{
    for (int i = 0; i < gr->nlev; i++)
        if (gr->lev[i].quantity != LC_Q_DRAWS)
            return 0;
    return gr->nlev > 0;
}

/* Does grid `to` already pay a level like lv (of grid `from`)? */
static int has_level(const lc_grid *to, const lc_level *lv, const lc_grid *from)
{
    for (int i = 0; i < to->nlev; i++) {
        const lc_level *o = &to->lev[i];
        if (o->amount == lv->amount && o->quantity == lv->quantity && o->k == lv->k && o->cmp == lv->cmp &&
            o->holds == lv->holds && o->nconds == lv->nconds && !memcmp(o->cond, lv->cond, sizeof o->cond) &&
            (lv->quantity != LC_Q_PATTERNS || !strcmp(to->fam[o->family].name, from->fam[lv->family].name)))
            return 1;
    }
    return 0;
}

/* The family of lv (of grid `from`) on grid `to`, or -1; matches (of the
 * grid, or per draw) need none, symbols held the same list. */
static int family_index(const lc_grid *to, const lc_level *lv, const lc_grid *from)
{
    if (lv->quantity == LC_Q_MATCHES || lv->quantity == LC_Q_DRAWS)
        return 0;
    if (lv->quantity == LC_Q_HOLDS || lv->quantity == LC_Q_ALIKE)
        return lc_grid_same_symbols(to, from) ? 0 : -1;   /* held symbols mean the same on both */
    for (int f = 0; f < to->nfam; f++)
        if (!strcmp(to->fam[f].name, from->fam[lv->family].name))
            return f;
    return -1;
}

static int family_on(const lc_grid *to, const lc_level *lv, const lc_grid *from)
{
    return family_index(to, lv, from) >= 0 && to->nlev < LC_MAX_LEVELS;
}

/* Does the grid, the level's condition c changed (kind), pay some count
 * otherwise? If not, no unit tells the mutant from the rules, and none is made. */
typedef struct { const lc_grid *a, *b; } two_grids;

static int pays_otherwise(void *ctx, const uint8_t *dcount, int matches)
{
    const two_grids *t = ctx;
    int la, lb;
    int64_t aa = lc_score_grid_counts(t->a, matches, dcount, 0, &la), ab = lc_score_grid_counts(t->b, matches, dcount, 0, &lb);
    return la != lb || aa != ab;
}

static int tells(const lc_game *g, int gi, int i, int c, lc_mutator kind)
{
    lc_grid mutated = g->grids[gi];
    lc_cond *cd = &mutated.lev[i].cond[c];
    cd->k = (uint8_t)(cd->k + (kind == MUT_K_UP) - (kind == MUT_K_DOWN));
    cd->cmp = kind == MUT_CMP ? (cd->cmp == LC_AT_LEAST ? LC_EXACTLY : LC_AT_LEAST) : cd->cmp;
    two_grids t = {&g->grids[gi], &mutated};
    return lc_grid_each_count(g, gi, pays_otherwise, &t);
}

/* A level of a spot count's table read "at least" instead of "exactly": a
 * play of that count never matches more than it holds, and where each
 * further count pays more (Keno's tables), the level above is paid first.
 * Does some count of matches pay otherwise under the mutant? */
static int spots_cmp_tells(const lc_grid *gr, int i)
{
    lc_grid mutated = *gr;
    lc_level *lv = &mutated.lev[i];
    lv->cmp = lv->cmp == LC_AT_LEAST ? LC_EXACTLY : LC_AT_LEAST;
    for (int m = 0; m <= lv->spots; m++) {
        int la, lb;
        int64_t a = lc_score_grid_spots(gr, 0, m, lv->spots, &la), b = lc_score_grid_spots(&mutated, 0, m, lv->spots, &lb);
        if (a != b || la != lb)
            return 1;
    }
    return 0;
}

/* A level counted per draw: each condition's count one more or one less (a
 * count of 0 has none less), its comparison flipped; and its amount at each
 * stake but the first (which AMOUNT moves) one cent more: a column misread. */
static void draw_level_mutants(sink *s, int gi, int i)
{
    const lc_grid *gr = &s->g->grids[gi];
    const lc_level *lv = &gr->lev[i];
    const char *id = cid(s->g, lv->clause), *gn = gr->name;
    lc_mutant *m;
    for (int c = 0; c < lv->nconds; c++) {
        const lc_cond *cd = &lv->cond[c];
        const char *dn = s->g->draws[__builtin_ctz(cd->draws)].name;
        for (int up = 0; up < 2; up++)
            if ((up || cd->k > 0) && tells(s->g, gi, i, c, up ? MUT_K_UP : MUT_K_DOWN)) {
                m = add(s, up ? MUT_K_UP : MUT_K_DOWN, gi, i, c, 0, lv->clause);
                snprintf(m->id, sizeof m->id, "%s/threshold-%s/%s/%s", gn, up ? "up" : "down", id, dn);
                snprintf(m->description, sizeof m->description, "if %s asked %d numbers of %s instead of %d for %s",
                         gn, cd->k + (up ? 1 : -1), dn, cd->k, id);
            }
        if (!tells(s->g, gi, i, c, MUT_CMP))   /* "at least 7" of 7 numbers, a higher level reached first */
            continue;
        m = add(s, MUT_CMP, gi, i, c, 0, lv->clause);
        snprintf(m->id, sizeof m->id, "%s/comparison/%s/%s", gn, id, dn);
        snprintf(m->description, sizeof m->description, "if %s read %s's numbers of %s as '%s %d'", gn, id, dn,
                 cd->cmp == LC_AT_LEAST ? "exactly" : "at least", cd->k);
    }
    for (int st = 1; st < s->g->nstakes; st++) {
        m = add(s, MUT_STAKE_AMOUNT, gi, i, st, 0, lv->clause);
        snprintf(m->id, sizeof m->id, "%s/stake-amount/%s/%lld", gn, id, (long long)s->g->stakes[st]);
        snprintf(m->description, sizeof m->description, "if %s paid one cent more for %s at a stake of %.2f %s", gn,
                 id, (double)s->g->stakes[st] / 100, lc_currency_sign(s->g));
    }
}

static void level_mutants(sink *s, int gi)
{
    const lc_grid *gr = &s->g->grids[gi];
    for (int i = 0; i < gr->nlev; i++) {
        const lc_level *lv = &gr->lev[i];
        const char *id = cid(s->g, lv->clause), *gn = gr->name;
        double eur = (double)lv->amount / 100;
        lc_mutant *m;
        static const char *const slips[] = {"one cent more", "ten times", "a tenth"};
        static const char *const slip_ids[] = {"amount", "amount-x10", "amount-div10"};
        if (lv->printed) {   /* its amount is the unit's: paying a fixed one instead is the slip */
            m = add(s, MUT_PRINTED_FIXED, gi, i, 0, 0, lv->clause);
            snprintf(m->id, sizeof m->id, "%s/printed-ignored/%s", gn, id);
            snprintf(m->description, sizeof m->description, "if %s paid %.2f %s for %s whatever the amount printed",
                     gn, (double)s->g->rows[0].amount / 100, lc_currency_sign(s->g), id);
        }
        int share = lv->note >= 0 && (s->g->shared >> lv->note & 1);   /* a jackpot's share: no amount to move */
        for (int d = 0; d < 3 && !lv->printed && !s->g->pool.nranks && !share; d++) {   /* a class pays no amount */
            m = add(s, MUT_AMOUNT, gi, i, 0, d, lv->clause);
            snprintf(m->id, sizeof m->id, "%s/%s/%s", gn, slip_ids[d], id);
            snprintf(m->description, sizeof m->description, "if %s paid %s for %s (%.2f %s)", gn, slips[d], id, eur,
                     lc_currency_sign(s->g));
        }
        for (int other = 0; other < s->g->ngrids; other++)
            if (other != gi && !has_level(&s->g->grids[other], lv, gr) && family_on(&s->g->grids[other], lv, gr)) {
                m = add(s, MUT_OTHER_GRID, gi, i, other, 0, lv->clause);
                snprintf(m->id, sizeof m->id, "%s/also-on/%s/%s", gn, s->g->grids[other].name, id);
                snprintf(m->description, sizeof m->description, "if %s paid %s too (the grids' arrows mixed up)",
                         s->g->grids[other].name, id);
            }
        {
            m = add(s, MUT_DROP_LEVEL, gi, i, 0, 0, lv->clause);
            snprintf(m->id, sizeof m->id, "%s/drop-level/%s", gn, id);
            if (s->g->pool.nranks)   /* a class: its rank shares a sum, it pays nothing of its own */
                snprintf(m->description, sizeof m->description, "if no play of %s were ever in the class %s", gn, id);
            else
                snprintf(m->description, sizeof m->description, "if %s never paid %s (%.2f %s)", gn, id, eur,
                         lc_currency_sign(s->g));
        }
        if (i + 1 < gr->nlev && gr->lev[i + 1].amount != lv->amount) {
            m = add(s, MUT_SWAP_LEVELS, gi, i, 0, 0, lv->clause);
            snprintf(m->id, sizeof m->id, "%s/swap/%s/%s", gn, id, cid(s->g, gr->lev[i + 1].clause));
            snprintf(m->description, sizeof m->description, "if %s paid %s and %s each the other's amount", gn, id,
                     cid(s->g, gr->lev[i + 1].clause));
        }
        if (lv->quantity == LC_Q_DRAWS) {   /* each condition's count, and a column of the stakes */
            draw_level_mutants(s, gi, i);
            goto note;
        }
        if (lv->quantity == LC_Q_PRINTED)   /* no count to move: what it pays is the unit's (printed-ignored) */
            goto note;
        for (int up = 0; up < 2; up++)
            if (up || lv->k > 1) {
                m = add(s, up ? MUT_K_UP : MUT_K_DOWN, gi, i, 0, 0, lv->clause);
                snprintf(m->id, sizeof m->id, "%s/threshold-%s/%s", gn, up ? "up" : "down", id);
                snprintf(m->description, sizeof m->description, "if %s asked %d instead of %d for %s", gn,
                         lv->k + (up ? 1 : -1), lv->k, id);
            }
        /* k of the k symbols held: "at least" is "exactly". (Patterns and matches keep the mutant at
         * their largest count: whether one level entails another, the several-ways note, reads it.) */
        if ((lv->quantity != LC_Q_HOLDS || lv->k < __builtin_popcount(lv->holds)) &&
            (lv->quantity != LC_Q_ALIKE || lv->k < gr->ncells) &&   /* k alike of k cells: all of them */
            (!lv->spots || spots_cmp_tells(gr, i))) {
            m = add(s, MUT_CMP, gi, i, 0, 0, lv->clause);
            snprintf(m->id, sizeof m->id, "%s/comparison/%s", gn, id);
            snprintf(m->description, sizeof m->description, "if %s read %s as '%s %d'", gn, id,
                     lv->cmp == LC_AT_LEAST ? "exactly" : "at least", lv->k);
        }
    note:
        if (lv->note >= 0) {
            m = add(s, MUT_LEVEL_NOTE, gi, i, 0, 0, lv->clause);
            snprintf(m->id, sizeof m->id, "%s/drop-note/%s", gn, id);
            snprintf(m->description, sizeof m->description, "if %s paid %s without %s %s", gn, id,
                     s->g->in_kind >> lv->note & 1 ? "naming the lot in kind" : "the note", s->g->notes[lv->note]);
        }
    }
}

/* Does some level of the grid count this quantity (patterns of family f,
 * or matches when f < 0)? A mutant of what no level counts cannot change
 * an outcome, so none is made. */
static int counted(const lc_grid *gr, lc_quantity q, int f)
{
    for (int i = 0; i < gr->nlev; i++)
        if (gr->lev[i].quantity == q && (q == LC_Q_MATCHES || gr->lev[i].family == f))
            return 1;
    return 0;
}

/* A pattern some level counts whose cells the draws and jokers mark (not
 * one symbol alike): what the joker's marking can change. */
static int any_pattern_level(const lc_grid *gr)
{
    for (int f = 0; f < gr->nfam; f++)
        if (counted(gr, LC_Q_PATTERNS, f) && !gr->fam[f].alike)
            return 1;
    return 0;
}

/* Each symbol of a family alike counting, or no longer counting (one that
 * counts alone stays); each held symbol replaced by the first one not held. */
static void symbol_mutants(sink *s, int gi)
{
    const lc_grid *gr = &s->g->grids[gi];
    lc_mutant *m;
    for (int f = 0; f < gr->nfam; f++)
        for (int k = 0; k < gr->nsymbols && gr->fam[f].alike && counted(gr, LC_Q_PATTERNS, f); k++)
            if (gr->fam[f].alike != 1u << k) {
                int on = gr->fam[f].alike >> k & 1;
                m = add(s, MUT_ALIKE_SYMBOL, gi, f, k, 0, gr->fam[f].clause);
                snprintf(m->id, sizeof m->id, "%s/alike-%s/%s/%s", gr->name, on ? "without" : "with", gr->fam[f].name,
                         gr->symbol[k]);
                snprintf(m->description, sizeof m->description, "if %s %s a pattern of %s filled by %s", gr->name,
                         on ? "did not count" : "counted", gr->fam[f].name, gr->symbol[k]);
            }
    for (int i = 0; i < gr->nlev; i++) {
        uint32_t held = gr->lev[i].holds, free_ = ~held & (gr->nsymbols == 32 ? ~0u : (1u << gr->nsymbols) - 1);
        for (uint32_t h = held; h && free_; h &= h - 1) {
            int k = __builtin_ctz(h), instead = __builtin_ctz(free_);
            m = add(s, MUT_HELD_SYMBOL, gi, i, k, instead, gr->lev[i].clause);
            snprintf(m->id, sizeof m->id, "%s/held/%s/%s-for-%s", gr->name, cid(s->g, gr->lev[i].clause),
                     gr->symbol[instead], gr->symbol[k]);
            snprintf(m->description, sizeof m->description, "if %s looked for %s instead of %s for %s", gr->name,
                     gr->symbol[instead], gr->symbol[k], cid(s->g, gr->lev[i].clause));
        }
    }
}

static void grid_mutants(sink *s, int gi)
{
    const lc_grid *gr = &s->g->grids[gi];
    lc_mutant *m;
    level_mutants(s, gi);
    symbol_mutants(s, gi);
    if (gr->within_clause >= 0) {
        m = add(s, MUT_WITHIN_SUM, gi, 0, 0, 0, gr->within_clause);
        snprintf(m->id, sizeof m->id, "%s/within/%s", gr->name, cid(s->g, gr->within_clause));
        snprintf(m->description, sizeof m->description, "if %s %s the levels it reaches instead of %s", gr->name,
                 gr->within == LC_HIGHEST ? "added up" : "kept the highest of",
                 gr->within == LC_HIGHEST ? "keeping the highest" : "adding them");
    }
    if (any_pattern_level(gr)) {
        m = add(s, MUT_JOKER, gi, 0, 0, 0, gr->joker_clause >= 0 ? gr->joker_clause : gr->clause);
        snprintf(m->id, sizeof m->id, "%s/joker-%s", gr->name, gr->joker_marks ? "off" : "on");
        snprintf(m->description, sizeof m->description, "if the joker of %s %s", gr->name,
                 gr->joker_marks ? "never marked" : "always marked");
    }
    if (gr->wild_clause >= 0) {
        m = add(s, MUT_WILD, gi, 0, 0, 0, gr->wild_clause);
        snprintf(m->id, sizeof m->id, "%s/wild-ignored", gr->name);
        snprintf(m->description, sizeof m->description, "if %s stood for nothing on %s", gr->symbol[gr->wild],
                 gr->name);
    }
    if (counted(gr, LC_Q_MATCHES, -1) && __builtin_popcount(gr->served) > 1) {   /* one draw: a set, counted once */
        m = add(s, MUT_COUNT_MODE, gi, 0, 0, 0, gr->count_clause >= 0 ? gr->count_clause : gr->clause);
        snprintf(m->id, sizeof m->id, "%s/count-%s", gr->name,
                 gr->count_mode == LC_COUNT_DISTINCT ? "per-draw" : "distinct");
        snprintf(m->description, sizeof m->description, "if %s counted matches %s", gr->name,
                 gr->count_mode == LC_COUNT_DISTINCT ? "once per draw (a number in two draws twice)"
                                                     : "once per number");
    }
    for (int d = 0; d < s->g->ndraws; d++) {
        if ((gr->served >> d & 1) && gr->serve_cells[d] != lc_grid_all_cells(gr)) {   /* a white 7 meeting a red 7 */
            m = add(s, MUT_EVERY_CELL, gi, d, 0, 0, gr->served_clause[d]);
            snprintf(m->id, sizeof m->id, "%s/every-cell/%s", gr->name, s->g->draws[d].name);
            snprintf(m->description, sizeof m->description, "if the draw %s were checked on every cell of %s, not "
                     "only its own", s->g->draws[d].name, gr->name);
        }
        if ((gr->served >> d & 1)) {
            m = add(s, MUT_UNSERVE, gi, d, 0, 0, gr->served_clause[d]);
            snprintf(m->id, sizeof m->id, "%s/unserve/%s", gr->name, s->g->draws[d].name);
            snprintf(m->description, sizeof m->description, "if %s ignored the draw %s", gr->name, s->g->draws[d].name);
        }
        if (!(gr->served >> d & 1) && !gr->nsymbols && !draws_named_only(gr)) {   /* no draw can serve a grid of */
                                                                                  /* symbols */
            m = add(s, MUT_SERVE, gi, d, 0, 0, s->g->draws[d].clause);
            snprintf(m->id, sizeof m->id, "%s/serve/%s", gr->name, s->g->draws[d].name);
            snprintf(m->description, sizeof m->description, "if the draw %s were checked on %s too",
                     s->g->draws[d].name, gr->name);
        }
    }
    for (int f = 0; f < gr->nfam; f++)
        for (int p = 0; p < gr->fam[f].n && counted(gr, LC_Q_PATTERNS, f); p++) {
            m = add(s, MUT_DROP_PATTERN, gi, f, p, 0, gr->fam[f].clause);
            snprintf(m->id, sizeof m->id, "%s/drop-pattern/%s/%d", gr->name, gr->fam[f].name, p);
            snprintf(m->description, sizeof m->description, "if %s never recognised pattern %d of %s", gr->name, p,
                     gr->fam[f].name);
        }
    uint64_t all = gr->ncells == 64 ? ~0ULL : (1ULL << gr->ncells) - 1;
    for (int f = 0; f < gr->nfam; f++)
        for (int p = 0; p < gr->fam[f].n; p++)
            if (gr->fam[f].cells[p] != all && counted(gr, LC_Q_PATTERNS, f)) {
                m = add(s, MUT_PATTERN_CELL, gi, f, p, 0, gr->fam[f].clause);
                snprintf(m->id, sizeof m->id, "%s/pattern-cell/%s/%d", gr->name, gr->fam[f].name, p);
                snprintf(m->description, sizeof m->description, "if %s looked for pattern %d of %s with one cell moved",
                         gr->name, p, gr->fam[f].name);
            }
    /* a pattern read one cell short: a loop bound, a cell list mistyped */
    for (int f = 0; f < gr->nfam; f++)
        for (int p = 0; p < gr->fam[f].n && counted(gr, LC_Q_PATTERNS, f); p++)
            for (int cell = 0; cell < gr->ncells; cell++)
                if (gr->fam[f].cells[p] >> cell & 1 && __builtin_popcountll(gr->fam[f].cells[p]) > 1) {
                    m = add(s, MUT_PATTERN_SHORT, gi, f, p, cell, gr->fam[f].clause);
                    snprintf(m->id, sizeof m->id, "%s/pattern-short/%s/%d/cell-%d", gr->name, gr->fam[f].name, p, cell);
                    snprintf(m->description, sizeof m->description,
                             "if %s looked for pattern %d of %s without its cell %d (row %d, column %d)", gr->name, p,
                             gr->fam[f].name, cell, cell / gr->cols, cell % gr->cols);
                }
}

static void range_mutant(sink *s, int ci, int ri, const lc_range *r)
{
    const lc_check *ck = &s->g->checks[ci];
    for (int hi = 0; hi < 2; hi++)
        for (int d = -1; d <= 1; d += 2) {
            lc_mutant *m = add(s, MUT_RANGE, ci, ri, hi, d, ck->clause);
            int from = hi ? r->hi : r->lo;
            snprintf(m->id, sizeof m->id, "range/%s/%d/%s%+d", cid(s->g, ck->clause), ri, hi ? "high" : "low", d);
            snprintf(m->description, sizeof m->description, "if %s%s took %d for %d as the %s bound of %d..%d",
                     cid(s->g, ck->clause), ri >= 0 ? " (one of its ranges)" : "", from + d, from, hi ? "high" : "low",
                     r->lo, r->hi);
        }
}

static void check_mutants(sink *s)
{
    static const char *const fields[] = {"numbers", "jokers", "blanks", "count"};
    for (int ci = 0; ci < s->g->nchecks; ci++) {
        const lc_check *ck = &s->g->checks[ci];
        const char *id = cid(s->g, ck->clause);
        if (lc_pool_shape_check(s->g, ck))   /* a drawing that breaks it is refused, not judged */
            continue;
        lc_mutant *m = add(s, MUT_DROP_CHECK, ci, 0, 0, 0, ck->clause);
        snprintf(m->id, sizeof m->id, "drop-check/%s", id);
        snprintf(m->description, sizeof m->description, "if %s were not checked", id);
        if (ck->kind == LC_CK_GRID_DISTINCT && ck->cells) {   /* the red number may repeat a white one */
            m = add(s, MUT_DISTINCT_ALL, ci, 0, 0, 0, ck->clause);
            snprintf(m->id, sizeof m->id, "distinct-all/%s", id);
            snprintf(m->description, sizeof m->description, "if %s held over every cell, not only those it lists", id);
        }
        if (ck->kind == LC_CK_GRID_RANGE || ck->kind == LC_CK_DRAW_RANGE || ck->kind == LC_CK_ONE_PER_RANGE) {
            if (ck->nranges == 0)
                range_mutant(s, ci, -1, &ck->range);
            for (int r = 0; r < ck->nranges; r++)
                range_mutant(s, ci, r, &ck->ranges[r]);
        }
        int first = ck->kind == LC_CK_GRID_CELLS ? 0 : ck->kind == LC_CK_DRAW_COUNT ? 3 : 4;
        int last = ck->kind == LC_CK_GRID_CELLS ? 2 : 3;
        for (int f = first; f <= last; f++)
            for (int d = -1; d <= 1; d += 2) {
                m = add(s, MUT_CHECK_COUNT, ci, f, 0, d, ck->clause);
                snprintf(m->id, sizeof m->id, "count/%s/%s%+d", id, fields[f], d);
                snprintf(m->description, sizeof m->description, "if %s expected %+d %s", id, d, fields[f]);
            }
    }
}

/* What a pool game's sharing could do wrong, each where a rule it breaks is in force. */
static void pool_mutants(sink *s)
{
    const lc_pool *p = &s->g->pool;
    int step_clause = -1, otherwise = -1, only_if = -1;   /* a rule of each kind that some rank has */
    for (int r = 0; r < p->nranks; r++) {
        step_clause = step_clause < 0 ? p->rank[r].step_clause : step_clause;   /* the first rank's rule */
        otherwise = p->rank[r].otherwise_clause >= 0 ? p->rank[r].otherwise_clause : otherwise;
        only_if = p->rank[r].only_if_clause >= 0 ? p->rank[r].only_if_clause : only_if;
    }
    const struct { int fault, clause; const char *id, *what; } F[] = {
        {LC_POOL_ROUND_UP, step_clause, "round-up", "rounded each play's part up to the step, not down"},
        {LC_POOL_ROUND_SUM, step_clause, "round-sum", "rounded the rank's sum to the step, then shared it to the cent"},
        {LC_POOL_NO_ROUND, step_clause, "no-round", "paid each play's exact part, not rounded down to the step"},
        {LC_POOL_NO_ROLL, p->roll_clause, "no-roll-down", "kept an unwon rank's sum back instead of rolling it down"},
        {LC_POOL_NO_CARRY, p->carry_clause, "no-carry-over", "rolled an unwon top rank's sum down instead of carrying it over"},
        {LC_POOL_POOL_UP, p->pool_clause, "pool-with-above", "pooled a rank paying less than the next with the rank above it"},
        {LC_POOL_NO_POOL, p->pool_clause, "no-pool", "left inverted ranks as they are, not pooled"},
        {LC_POOL_NO_OTHERWISE, otherwise, "no-otherwise", "never let a rank hold its `otherwise` classes"},
        {LC_POOL_NO_ONLY_IF, only_if, "no-only-if", "filled a rank whatever its `only_if` condition"},
    };
    for (size_t i = 0; i < sizeof F / sizeof *F; i++) {
        if (F[i].clause < 0)
            continue;
        lc_mutant *m = add(s, MUT_SHARING, 0, 0, 0, F[i].fault, F[i].clause);
        snprintf(m->id, sizeof m->id, "sharing/%s/%s", F[i].id, cid(s->g, F[i].clause));
        snprintf(m->description, sizeof m->description, "if the sharing %s", F[i].what);
    }
}

static void game_mutants(sink *s)
{
    const lc_game *g = s->g;
    lc_mutant *m;
    if (lc_game_paying_grids(g) > 1) {   /* one grid: its lot is the unit's either way */
        m = add(s, MUT_ACROSS, 0, 0, 0, 0, g->across_clause);
        snprintf(m->id, sizeof m->id, "across/%s", cid(g, g->across_clause));
        snprintf(m->description, sizeof m->description, "if a unit paid %s of its grids instead of %s",
                 g->across == LC_SUM ? "only the highest" : "the sum",
                 g->across == LC_SUM ? "their sum" : "the highest");
    }
    {
        m = add(s, MUT_REMEDY, 0, 0, 0, 0, g->anomaly_clause);
        snprintf(m->id, sizeof m->id, "remedy/%s", cid(g, g->anomaly_clause));
        snprintf(m->description, sizeof m->description, "if an anomaly were owed '%s' instead of '%s'",
                 strcmp(g->remedy, "void") ? "void" : "refund", g->remedy);
    }
    if (g->mult_clause >= 0) {
        m = add(s, MUT_MULTIPLIER, 0, 0, 0, 0, g->mult_clause);
        snprintf(m->id, sizeof m->id, "multiplier-ignored/%s", cid(g, g->mult_clause));
        snprintf(m->description, sizeof m->description, "if the multiplier %s %s were not applied",
                 g->mult_draw >= 0 ? "drawn by" : "shown on",
                 g->mult_draw >= 0 ? g->draws[g->mult_draw].name : g->grids[g->mult_grid].name);
        if (g->nstakes && g->mult_stakes != (1u << g->nstakes) - 1) {
            m = add(s, MUT_MULT_STAKES, 0, 0, 0, 0, g->mult_clause);
            snprintf(m->id, sizeof m->id, "multiplier-every-stake/%s", cid(g, g->mult_clause));
            snprintf(m->description, sizeof m->description, "if the multiplier applied at every stake, bought or not");
        }
        int left = 0;
        for (int gi = 0; gi < g->ngrids; gi++)
            for (int i = 0; i < g->grids[gi].nlev; i++)
                left |= g->grids[gi].lev[i].unmultiplied;
        if (left) {
            m = add(s, MUT_MULT_LEVELS, 0, 0, 0, 0, g->mult_clause);
            snprintf(m->id, sizeof m->id, "multiplier-every-level/%s", cid(g, g->mult_clause));
            snprintf(m->description, sizeof m->description, "if the multiplier applied to the levels it leaves too");
        }
    }
    if (g->offtable_clause >= 0) {
        m = add(s, MUT_OFF_TABLE, 0, 0, 0, 0, g->offtable_clause);
        snprintf(m->id, sizeof m->id, "off-table/%s", cid(g, g->offtable_clause));
        snprintf(m->description, sizeof m->description, "if an amount missing from the prize table carried no note");
    }
    if (g->several_clause >= 0) {
        m = add(s, MUT_SEVERAL_NOTE, 0, 0, 0, 0, g->several_clause);
        snprintf(m->id, sizeof m->id, "several-ways/%s", cid(g, g->several_clause));
        snprintf(m->description, sizeof m->description, "if a grid winning more than one way carried no note");
    }
    if (g->otherwise_clause >= 0) {
        m = add(s, MUT_OTHERWISE, 0, 0, 0, 0, g->otherwise_clause);
        snprintf(m->id, sizeof m->id, "double/%s", cid(g, g->otherwise_clause));
        snprintf(m->description, sizeof m->description, "if a double win not permitted %s",
                 g->otherwise == LC_OTHERWISE_NOTE ? "paid only its higher grid" : "were added up with a note");
    }
    for (int i = 0; i < g->npairs; i++) {
        m = add(s, MUT_DROP_PAIR, i, 0, 0, 0, g->pairs_clause);
        snprintf(m->id, sizeof m->id, "drop-pair/%lld+%lld", (long long)g->pairs[i][0], (long long)g->pairs[i][1]);
        snprintf(m->description, sizeof m->description, "if the double %.2f %s + %.2f %s were not permitted",
                 (double)g->pairs[i][0] / 100, lc_currency_sign(g), (double)g->pairs[i][1] / 100, lc_currency_sign(g));
    }
}

int lc_mutants(const lc_game *g, lc_mutant *out, int max)
{
    sink s = {g, out, 0, max, {0}};
    for (int gi = 0; gi < g->ngrids; gi++)
        grid_mutants(&s, gi);
    check_mutants(&s);
    game_mutants(&s);
    if (g->pool.nranks)
        pool_mutants(&s);
    /* a slip misreads a unit; a pool game's plays come inside a drawing, which no slip reads yet */
    return s.n + (g->pool.nranks ? 0 : lc_slips(g, out + s.n, max - s.n));
}

/* ---- applying ---------------------------------------------------------------- */

static void apply_level(lc_grid *gr, const lc_mutant *m)
{
    lc_level *lv = &gr->lev[m->b];
    switch (m->kind) {
    case MUT_AMOUNT:
        lv->amount = m->d == 0 ? lv->amount + 1 : m->d == 1 ? lv->amount * 10 : lv->amount / 10;
        lv->at_stake[0] = lv->amount;
        break;
    case MUT_STAKE_AMOUNT: lv->at_stake[m->c]++; break;
    case MUT_DROP_LEVEL:
        memmove(lv, lv + 1, (size_t)(gr->nlev - m->b - 1) * sizeof *lv);
        gr->nlev--;
        break;
    case MUT_SWAP_LEVELS: {
        int64_t a = lv->amount, at[LC_MAX_STAKES];
        lv->amount = lv[1].amount;
        lv[1].amount = a;
        memcpy(at, lv->at_stake, sizeof at);
        memcpy(lv->at_stake, lv[1].at_stake, sizeof at);
        memcpy(lv[1].at_stake, at, sizeof at);
        break;
    }
    case MUT_K_UP: (*(lv->quantity == LC_Q_DRAWS ? &lv->cond[m->c].k : &lv->k))++; break;
    case MUT_K_DOWN: (*(lv->quantity == LC_Q_DRAWS ? &lv->cond[m->c].k : &lv->k))--; break;
    case MUT_CMP: {
        uint8_t *cmp = lv->quantity == LC_Q_DRAWS ? &lv->cond[m->c].cmp : &lv->cmp;
        *cmp = *cmp == LC_AT_LEAST ? LC_EXACTLY : LC_AT_LEAST;
        break;
    }
    case MUT_LEVEL_NOTE: lv->note = -1; break;
    case MUT_PRINTED_FIXED: lv->printed = 0; break;   /* lv->amount: set by lc_mutant_apply, which has the table */
    default: break;
    }
}

/* Move the pattern's lowest cell to the next cell outside it. */
static void move_cell(lc_grid *gr, const lc_mutant *m)
{
    uint64_t *p = &gr->fam[m->b].cells[m->c], all = gr->ncells == 64 ? ~0ULL : (1ULL << gr->ncells) - 1;
    if (*p == all)
        return;
    int low = __builtin_ctzll(*p), to = low;
    do
        to = (to + 1) % gr->ncells;
    while (*p >> to & 1);
    *p = (*p & ~(1ULL << low)) | (1ULL << to);
}

static void apply_check(lc_game *g, const lc_mutant *m)
{
    lc_check *ck = &g->checks[m->a];
    if (m->kind == MUT_DROP_CHECK) {
        memmove(ck, ck + 1, (size_t)(g->nchecks - m->a - 1) * sizeof *ck);
        g->nchecks--;
    } else if (m->kind == MUT_RANGE) {
        lc_range *r = m->b < 0 ? &ck->range : &ck->ranges[m->b];
        *(m->c ? &r->hi : &r->lo) += m->d;
    } else {
        int *f[] = {&ck->numbers, &ck->jokers, &ck->blanks, &ck->count};
        if (m->b == 0 && ck->numbers_hi == ck->numbers)   /* a count, not a grid of spots' least */
            ck->numbers_hi += m->d;
        *f[m->b] += m->d;
    }
}

static void apply_grid(lc_game *c, const lc_mutant *m)
{
    lc_grid *gr = &c->grids[m->a];
    switch (m->kind) {
    case MUT_WITHIN_SUM: gr->within = gr->within == LC_HIGHEST ? LC_SUM : LC_HIGHEST; break;
    case MUT_JOKER: gr->joker_marks = !gr->joker_marks; break;
    case MUT_COUNT_MODE: gr->count_mode = !gr->count_mode; break;
    case MUT_WILD: gr->wild = -1; break;
    case MUT_UNSERVE: gr->served &= (uint8_t) ~(1u << m->b); break;
    case MUT_EVERY_CELL: gr->serve_cells[m->b] = lc_grid_all_cells(gr); break;
    case MUT_SERVE: gr->served |= (uint8_t)(1u << m->b); break;
    case MUT_PATTERN_CELL: move_cell(gr, m); break;
    case MUT_PATTERN_SHORT: gr->fam[m->b].cells[m->c] &= ~(1ULL << m->d); break;
    case MUT_ALIKE_SYMBOL: gr->fam[m->b].alike ^= 1u << m->c; break;
    case MUT_HELD_SYMBOL: gr->lev[m->b].holds = (gr->lev[m->b].holds & ~(1u << m->c)) | 1u << m->d; break;
    case MUT_DROP_PATTERN: {
        lc_family *f = &gr->fam[m->b];
        memmove(&f->cells[m->c], &f->cells[m->c + 1], (size_t)(f->n - m->c - 1) * sizeof *f->cells);
        f->n--;
        break;
    }
    case MUT_OTHER_GRID: {
        lc_grid *to = &c->grids[m->c];
        lc_level lv = gr->lev[m->b];
        lv.family = (uint8_t)family_index(to, &lv, gr);
        int i = to->nlev++; /* keep the highest-first order */
        while (i > 0 && to->lev[i - 1].amount < lv.amount) {
            to->lev[i] = to->lev[i - 1];
            i--;
        }
        to->lev[i] = lv;
        to->counts_matches |= lv.quantity == LC_Q_MATCHES;   /* what the evaluator counts for it there */
        to->per_draw |= lv.quantity == LC_Q_DRAWS;
        break;
    }
    default: apply_level(gr, m); break;
    }
}

lc_game *lc_mutant_apply(const lc_game *g, const lc_mutant *m)
{
    lc_game *c = lc_xmalloc(sizeof *c);
    *c = *g;
    c->checks = lc_xmalloc((size_t)(g->nchecks ? g->nchecks : 1) * sizeof *c->checks);
    memcpy(c->checks, g->checks, (size_t)g->nchecks * sizeof *c->checks);
    switch (m->kind) {
    case MUT_RANGE:
    case MUT_DROP_CHECK:
    case MUT_CHECK_COUNT: apply_check(c, m); break;
    case MUT_ACROSS: c->across = c->across == LC_SUM ? LC_HIGHEST : LC_SUM; break;
    case MUT_REMEDY: c->remedy = strcmp(g->remedy, "void") ? "void" : "refund"; break;
    case MUT_OFF_TABLE: c->offtable_clause = -1; break;
    case MUT_MULTIPLIER: c->mult_clause = -1; break;
    case MUT_MULT_STAKES: c->mult_stakes = 0xFF; break;
    case MUT_MULT_LEVELS:
        for (int gi = 0; gi < c->ngrids; gi++)
            for (int i = 0; i < c->grids[gi].nlev; i++)
                c->grids[gi].lev[i].unmultiplied = 0;
        break;
    case MUT_DISTINCT_ALL: c->checks[m->a].cells = 0; break;
    case MUT_SHARING: c->pool.fault = (uint8_t)m->d; break;
    case MUT_SEVERAL_NOTE: c->several_clause = -1; break;
    case MUT_OTHERWISE:
        c->otherwise = c->otherwise == LC_OTHERWISE_NOTE ? LC_OTHERWISE_HIGHEST : LC_OTHERWISE_NOTE;
        break;
    case MUT_DROP_PAIR: c->pairs[m->a][0] = c->pairs[m->a][1] = -1; break;
    case MUT_CELL_UNCHECKED:
    case MUT_INDEX_UNCHECKED:
    case MUT_REPEAT_UNSEEN:
    case MUT_DISTINCT_PER_ROW:
    case MUT_DRAWS_SWAPPED:
    case MUT_NUMBER_WIDTH:
    case MUT_STAKE_WIDTH:
    case MUT_PRINTED_WIDTH:
    case MUT_STAKE_UNIT:
    case MUT_PRINTED_UNIT: break;   /* slips: the rules as they are, the unit read otherwise */
    default:   /* every other kind changes grid a (and, for a level moved, grid c) */
        apply_grid(c, m);
        if (m->kind == MUT_PRINTED_FIXED)
            c->grids[m->a].lev[m->b].amount = g->rows[0].amount;
        for (int gi = 0; gi < c->ngrids; gi++)
            lc_grid_implications(&c->grids[gi]);
        break;
    }
    return c;
}

void lc_mutant_release(lc_game *copy)
{
    free(copy->checks);
    free(copy);
}
