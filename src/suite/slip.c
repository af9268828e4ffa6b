/* slip.c — mistakes in how a program reads a unit (see slip.h). */
#include "slip.h"

#include <stdio.h>
#include <string.h>

typedef struct { uint64_t w[4]; } taken;   /* numbers 0..255 on a grid or drawn */

static int is_number(int32_t x) { return LC_IS_CELL_VALUE(x); }

static void take(taken *t, int32_t x)
{
    if (x >= 0 && x <= LC_MAX_NUMBER)
        t->w[x >> 6] |= 1ULL << (x & 63);
}

static taken everything(const lc_game *g, const lc_unit *u)
{
    taken t = {{0}};
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].ncells; i++)
            take(&t, u->cell[gi][i]);
    for (int d = 0; d < g->ndraws; d++)
        for (int i = 0; i < u->ndrawn[d]; i++)
            take(&t, u->drawn[d][i]);
    return t;
}

/* The smallest number of [lo, hi] on no grid and in no draw, or -1: put in
 * place of what a program does not look at, it marks nothing and repeats
 * nothing, so only the check the program skipped sees a difference. */
static int32_t fresh(const taken *t, lc_range r)
{
    for (int v = r.lo < 0 ? 0 : r.lo; v <= r.hi && v <= LC_MAX_NUMBER; v++)
        if (!(t->w[v >> 6] >> (v & 63) & 1))
            return v;
    return -1;
}

/* What every range check of `kind` allows at cell p of grid gi (or index
 * any of draw gi): the intersection; 0 when no check applies. */
static int allowed(const lc_game *g, lc_check_kind kind, int gi, int p, lc_range *out)
{
    lc_range r = {INT32_MIN, INT32_MAX};
    int any = 0;
    for (int i = 0; i < g->nchecks; i++) {
        const lc_check *ck = &g->checks[i];
        if (ck->kind != kind || !((kind == LC_CK_GRID_RANGE ? ck->grids : ck->draws) >> gi & 1))
            continue;
        lc_range one = kind != LC_CK_GRID_RANGE ? lc_check_span(ck)   /* a draw's values apart: their span */
                       : ck->nranges ? ck->ranges[p % g->grids[gi].cols] : ck->range;
        r.lo = one.lo > r.lo ? one.lo : r.lo;
        r.hi = one.hi < r.hi ? one.hi : r.hi;
        any = 1;
    }
    *out = r;
    return any;
}

static int in(int32_t x, lc_range r) { return x >= r.lo && x <= r.hi; }

static const lc_check *find(const lc_game *g, lc_check_kind kind, int draw)
{
    for (int i = 0; i < g->nchecks; i++)
        if (g->checks[i].kind == kind && g->checks[i].draws >> draw & 1)
            return &g->checks[i];
    return NULL;
}

/* ---- the list ---------------------------------------------------------------- */

typedef struct {
    lc_mutant *out;
    int n, max;
} sink;

static lc_mutant *add(sink *s, lc_mutator k, int a, int b, int clause)
{
    static lc_mutant spare;
    lc_mutant *m = s->n < s->max ? &s->out[s->n++] : &spare;
    *m = (lc_mutant){.kind = k, .a = a, .b = b, .clause = clause};
    return m;
}

static int grid_check(const lc_game *g, lc_check_kind kind, int gi)
{
    for (int i = 0; i < g->nchecks; i++)
        if (g->checks[i].kind == kind && g->checks[i].grids >> gi & 1)
            return g->checks[i].clause;
    return -1;
}

static void grid_slips(const lc_game *g, int gi, sink *s)
{
    const lc_grid *gr = &g->grids[gi];
    int cl = grid_check(g, LC_CK_GRID_RANGE, gi);
    for (int p = 0; p < gr->ncells && cl >= 0; p++) {
        lc_mutant *m = add(s, MUT_CELL_UNCHECKED, gi, p, cl);
        snprintf(m->id, sizeof m->id, "%s/cell-unchecked/%d", gr->name, p);
        snprintf(m->description, sizeof m->description,
                 "if the range check of %s skipped cell %d (row %d, column %d): a loop bound one short, an index "
                 "left out", gr->name, p, p / gr->cols, p % gr->cols);
    }
    if ((cl = grid_check(g, LC_CK_GRID_DISTINCT, gi)) >= 0 && gr->rows > 1) {
        lc_mutant *m = add(s, MUT_DISTINCT_PER_ROW, gi, 0, cl);
        snprintf(m->id, sizeof m->id, "%s/distinct-per-row", gr->name);
        snprintf(m->description, sizeof m->description,
                 "if %s's numbers were checked distinct row by row, a repeat across rows unseen", gr->name);
    }
}

static void draw_slips(const lc_game *g, int d, sink *s)
{
    const lc_check *count = find(g, LC_CK_DRAW_COUNT, d), *range = find(g, LC_CK_DRAW_RANGE, d),
                   *per = find(g, LC_CK_ONE_PER_RANGE, d), *dist = find(g, LC_CK_DISTINCT, d);
    const char *name = g->draws[d].name;
    for (int i = 0; count && i < count->count && (range || per); i++) {
        lc_mutant *m = add(s, MUT_INDEX_UNCHECKED, d, i, (per ? per : range)->clause);
        snprintf(m->id, sizeof m->id, "%s/index-unchecked/%d", name, i);
        snprintf(m->description, sizeof m->description, "if the %s check of %s skipped %s[%d]: a loop bound one short",
                 per ? "one-per-range" : "range", name, name, i);
    }
    for (int i = 0; count && dist && i < count->count; i++) {
        lc_mutant *m = add(s, MUT_REPEAT_UNSEEN, d, i, dist->clause);
        snprintf(m->id, sizeof m->id, "%s/repeat-unseen/%d", name, i);
        snprintf(m->description, sizeof m->description,
                 "if %s[%d] were never compared with the other numbers drawn: a repeat of it unseen", name, i);
    }
    for (int e = d + 1; count && e < g->ndraws; e++) {
        const lc_check *other = find(g, LC_CK_DRAW_COUNT, e);
        int served_d = 0, served_e = 0;
        for (int gi = 0; gi < g->ngrids; gi++) {
            served_d |= (g->grids[gi].served >> d & 1) << gi;
            served_e |= (g->grids[gi].served >> e & 1) << gi;
        }
        if (!other || other->count != count->count || served_d == served_e)
            continue;
        lc_mutant *m = add(s, MUT_DRAWS_SWAPPED, d, e, g->draws[d].clause);
        snprintf(m->id, sizeof m->id, "%s/swapped-with/%s", name, g->draws[e].name);
        snprintf(m->description, sizeof m->description, "if %s and %s were read in each other's place", name,
                 g->draws[e].name);
    }
}

/* How a program could read the unit's integers wrong, whatever the
 * position: in too few bits (b: 8, 16 or 32), or scaled by 100 where the
 * value as given is refused and the scaled one is not (b: +1 euros taken for
 * cents, -1 cents taken for euros). Only what the unit carries: numbers
 * where some range bounds them, a stake, an amount printed. */
static void unit_slips(const lc_game *g, sink *s)
{
    static const struct { lc_mutator kind; int b; const char *id, *what; } K[] = {
        {MUT_NUMBER_WIDTH, 8, "numbers-8-bits", "its numbers were kept in 8 bits: 257 read as 1"},
        {MUT_NUMBER_WIDTH, 16, "numbers-16-bits", "its numbers were kept in 16 bits: 65 537 read as 1"},
        {MUT_STAKE_WIDTH, 16, "stake-16-bits", "the stake were kept in 16 bits: 65 736 cents read as 2 EUR"},
        {MUT_STAKE_WIDTH, 32, "stake-32-bits", "the stake were kept in 32 bits: 2^32 + 200 cents read as 2 EUR"},
        {MUT_PRINTED_WIDTH, 16, "printed-16-bits", "the amounts printed were kept in 16 bits"},
        {MUT_PRINTED_WIDTH, 32, "printed-32-bits", "the amounts printed were kept in 32 bits: 2^32 + 100 cents read as 1 EUR"},
        {MUT_STAKE_UNIT, 1, "stake-euros", "a stake refused in cents were taken in euros (2 read as 2 EUR)"},
        {MUT_STAKE_UNIT, -1, "stake-cents-as-euros", "a stake refused were divided by 100 (20 000 read as 2 EUR)"},
        {MUT_PRINTED_UNIT, 1, "printed-euros", "an amount printed outside the table were taken in euros (20 read as 20 EUR)"},
        {MUT_PRINTED_UNIT, -1, "printed-cents-as-euros", "an amount printed outside the table were divided by 100"},
    };
    int ranged = 0, printed = 0;
    for (int i = 0; i < g->nchecks; i++)
        ranged |= g->checks[i].kind == LC_CK_GRID_RANGE || g->checks[i].kind == LC_CK_DRAW_RANGE ||
                  g->checks[i].kind == LC_CK_ONE_PER_RANGE;
    for (int gi = 0; gi < g->ngrids; gi++)
        printed |= g->grids[gi].amount_printed;
    for (size_t k = 0; k < sizeof K / sizeof *K; k++) {
        int wanted = K[k].kind == MUT_NUMBER_WIDTH ? ranged
                     : K[k].kind == MUT_STAKE_WIDTH || K[k].kind == MUT_STAKE_UNIT ? g->nstakes > 0 : printed;
        if (!wanted)
            continue;
        lc_mutant *m = add(s, K[k].kind, K[k].b, 0, g->anomaly_clause);
        snprintf(m->id, sizeof m->id, "unit/%s", K[k].id);
        snprintf(m->description, sizeof m->description, "if %s", K[k].what);
    }
}

int lc_slips(const lc_game *g, lc_mutant *out, int max)
{
    sink s = {out, 0, max > 0 ? max : 0};
    for (int gi = 0; gi < g->ngrids; gi++)
        grid_slips(g, gi, &s);
    for (int d = 0; d < g->ndraws; d++)
        draw_slips(g, d, &s);
    unit_slips(g, &s);
    return s.n;
}

int lc_is_slip(const lc_mutant *m) { return m->kind >= MUT_CELL_UNCHECKED && m->kind < MUT_KINDS; }

/* ---- what the slipped program reads --------------------------------------------- */

/* Token i unseen by a one-per-range check: when the others hold every
 * range but one, once each, the program accepts; the token is then read as
 * lying in the range left. */
static void one_per_range_unseen(const lc_game *g, const lc_check *ck, int d, int i, lc_unit *v, const taken *t)
{
    int hits[LC_MAX_RANGES] = {0}, missing = -1;
    for (int k = 0; k < v->ndrawn[d]; k++) {
        int where = -1;
        for (int r = 0; r < ck->nranges && k != i; r++)
            if (in(v->drawn[d][k], ck->ranges[r]))
                where = r;
        if (k == i)
            continue;
        if (where < 0 || hits[where]++)
            return;   /* the program sees the fault elsewhere */
    }
    for (int r = 0; r < ck->nranges; r++)
        if (!hits[r])
            missing = missing < 0 ? r : -2;
    if (missing < 0 || in(v->drawn[d][i], ck->ranges[missing]))
        return;
    lc_range r = ck->ranges[missing], dr;
    if (allowed(g, LC_CK_DRAW_RANGE, d, 0, &dr)) {
        r.lo = dr.lo > r.lo ? dr.lo : r.lo;
        r.hi = dr.hi < r.hi ? dr.hi : r.hi;
    }
    int32_t x = fresh(t, r);
    if (x >= 0)
        v->drawn[d][i] = x;
}

static int appears_elsewhere(const lc_game *g, const lc_check *ck, const lc_unit *v, int d, int i)
{
    for (int e = 0; e < g->ndraws; e++)
        for (int k = 0; ck->draws >> e & 1 && k < v->ndrawn[e]; k++)
            if ((e != d || k != i) && v->drawn[e][k] == v->drawn[d][i])
                return 1;
    return 0;
}

static int served_number(const lc_game *g, int gi, const lc_unit *v, int32_t x)
{
    for (int d = 0; d < g->ndraws; d++)
        for (int k = 0; g->grids[gi].served >> d & 1 && k < v->ndrawn[d]; k++)
            if (v->drawn[d][k] == x)
                return 1;
    return 0;
}

/* A repeat across rows, unseen by a row-by-row check, is read as a number
 * of its own; one that is drawn would mark two cells for that program, so
 * it is left as it is (the slip then shows only through undrawn repeats). */
static void per_row(const lc_game *g, int gi, lc_unit *v, taken *t)
{
    const lc_grid *gr = &g->grids[gi];
    for (int p = gr->cols; p < gr->ncells; p++) {
        int32_t x = v->cell[gi][p];
        int earlier = 0;
        for (int q = 0; q < p - p % gr->cols && is_number(x); q++)
            earlier |= v->cell[gi][q] == x;
        for (int q = p - p % gr->cols; q < p; q++)
            earlier &= v->cell[gi][q] != x;   /* a repeat in its own row the program does see */
        lc_range r;
        if (!earlier || served_number(g, gi, v, x))
            continue;
        if (!allowed(g, LC_CK_GRID_RANGE, gi, p, &r))
            r = (lc_range){0, LC_MAX_NUMBER};
        int32_t y = fresh(t, r);
        if (y >= 0) {
            v->cell[gi][p] = y;
            take(t, y);
        }
    }
}

/* x in `bits` bits, as an unsigned integer of that width holds it. */
static int64_t narrowed(int64_t x, int bits) { return (int64_t)((uint64_t)x & ((1ULL << bits) - 1)); }

static void numbers_narrowed(const lc_game *g, int bits, lc_unit *v)
{
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].ncells && !g->grids[gi].nsymbols; i++)
            if (is_number(v->cell[gi][i]))
                v->cell[gi][i] = (int32_t)narrowed(v->cell[gi][i], bits);
    for (int d = 0; d < g->ndraws; d++)
        for (int i = 0; i < v->ndrawn[d]; i++)
            v->drawn[d][i] = (int32_t)narrowed(v->drawn[d][i], bits);
}

/* An amount the program refuses, scaled by 100 (dir +1) or 1/100 (dir -1)
 * where it then accepts it; else x. */
static int64_t rescaled(int64_t x, int dir, int (*accepts)(const lc_game *, int64_t), const lc_game *g)
{
    if (accepts(g, x))
        return x;
    int64_t y = dir > 0 ? (x > -LC_AMOUNT_CLAMP / 100 && x < LC_AMOUNT_CLAMP / 100 ? x * 100 : x)
                        : (x % 100 ? x : x / 100);
    return accepts(g, y) ? y : x;
}

static int stake_taken(const lc_game *g, int64_t x) { return lc_game_stake(g, x) >= 0; }
static int amount_taken(const lc_game *g, int64_t x) { return lc_game_amount_in_table(g, x) >= 0; }

static void unit_read_otherwise(const lc_game *g, const lc_mutant *m, lc_unit *v)
{
    switch (m->kind) {
    case MUT_NUMBER_WIDTH: numbers_narrowed(g, m->a, v); break;
    case MUT_STAKE_WIDTH:
    case MUT_STAKE_UNIT:
        v->stake_cents = m->kind == MUT_STAKE_WIDTH ? narrowed(v->stake_cents, m->a)
                                                    : rescaled(v->stake_cents, m->a, stake_taken, g);
        v->stake = lc_game_stake(g, v->stake_cents);
        break;
    default:   /* an amount printed on a grid, or beside each of its cells */
        for (int gi = 0; gi < g->ngrids; gi++) {
            int cells = g->grids[gi].amount_printed == LC_PRINTED_CELLS;
            int64_t *a = cells ? v->cell_printed[gi] : &v->printed[gi];
            for (int i = 0; g->grids[gi].amount_printed && i < (cells ? g->grids[gi].ncells : 1); i++)
                a[i] = m->kind == MUT_PRINTED_WIDTH ? narrowed(a[i], m->a) : rescaled(a[i], m->a, amount_taken, g);
        }
        break;
    }
}

int lc_slip_unit(const lc_game *g, const lc_mutant *m, const lc_unit *u, lc_unit *seen)
{
    *seen = *u;
    taken t = everything(g, u);
    lc_range r;
    switch (m->kind) {
    case MUT_CELL_UNCHECKED: {
        int32_t x = u->cell[m->a][m->b];
        if (is_number(x) && allowed(g, LC_CK_GRID_RANGE, m->a, m->b, &r) && !in(x, r) && fresh(&t, r) >= 0)
            seen->cell[m->a][m->b] = fresh(&t, r);
        break;
    }
    case MUT_INDEX_UNCHECKED: {
        if (m->b >= u->ndrawn[m->a])
            break;
        const lc_check *per = find(g, LC_CK_ONE_PER_RANGE, m->a);
        if (per)
            one_per_range_unseen(g, per, m->a, m->b, seen, &t);
        int32_t x = seen->drawn[m->a][m->b];
        if (allowed(g, LC_CK_DRAW_RANGE, m->a, 0, &r) && !in(x, r) && fresh(&t, r) >= 0)
            seen->drawn[m->a][m->b] = fresh(&t, r);
        break;
    }
    case MUT_REPEAT_UNSEEN: {
        const lc_check *dist = find(g, LC_CK_DISTINCT, m->a);
        if (m->b >= u->ndrawn[m->a] || !dist || !appears_elsewhere(g, dist, u, m->a, m->b))
            break;
        if (!allowed(g, LC_CK_DRAW_RANGE, m->a, 0, &r))
            r = (lc_range){0, LC_MAX_NUMBER};
        if (fresh(&t, r) >= 0)
            seen->drawn[m->a][m->b] = fresh(&t, r);
        break;
    }
    case MUT_DISTINCT_PER_ROW: per_row(g, m->a, seen, &t); break;
    case MUT_NUMBER_WIDTH:
    case MUT_STAKE_WIDTH:
    case MUT_PRINTED_WIDTH:
    case MUT_STAKE_UNIT:
    case MUT_PRINTED_UNIT: unit_read_otherwise(g, m, seen); break;
    case MUT_DRAWS_SWAPPED:
        if (u->ndrawn[m->a] == u->ndrawn[m->b]) {
            memcpy(seen->drawn[m->a], u->drawn[m->b], sizeof u->drawn[0]);
            memcpy(seen->drawn[m->b], u->drawn[m->a], sizeof u->drawn[0]);
        }
        break;
    default: break;
    }
    return memcmp(seen, u, sizeof *u) != 0;
}
