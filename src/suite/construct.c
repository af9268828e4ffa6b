/* construct.c — units that pay a chosen amount (see construct.h). */
#include "construct.h"
#include "eval.h"

#include <stdio.h>
#include <string.h>

#define TRIES 200
#define NATURAL 8   /* attempts whose filler numbers may land on a grid (rejected if the outcome moves) */

/* ---- the plan ---------------------------------------------------------------- */

static lc_range meet(lc_range a, lc_range b)
{
    return (lc_range){a.lo > b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi};
}

static void plan_checks(lc_plan *p)
{
    const lc_game *g = p->g;
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int c = 0; c < LC_MAX_CELLS; c++)   /* a grid of symbols holds the values of its symbols */
            p->cell[gi][c] = (lc_range){0, g->grids[gi].nsymbols ? g->grids[gi].nsymbols - 1 : LC_MAX_NUMBER};
    for (int d = 0; d < g->ndraws; d++)
        p->range[d] = (lc_range){0, LC_MAX_NUMBER};
    for (int i = 0; i < g->nchecks; i++) {
        const lc_check *ck = &g->checks[i];
        for (int gi = 0; gi < g->ngrids; gi++) {
            if (!(ck->grids >> gi & 1))
                continue;
            if (ck->kind == LC_CK_GRID_CELLS) {
                p->numbers[gi] = ck->numbers;
                p->numbers_hi[gi] = ck->numbers_hi;
                p->jokers[gi] = ck->jokers;
                p->blanks[gi] = ck->blanks;
            }
            p->distinct[gi] |= ck->kind == LC_CK_GRID_DISTINCT;
            p->fixed_jokers[gi] |= ck->kind == LC_CK_GRID_FIXED ? ck->cells : 0;
            for (int c = 0; c < g->grids[gi].ncells && ck->kind == LC_CK_GRID_RANGE; c++)
                p->cell[gi][c] = meet(p->cell[gi][c], ck->nranges ? ck->ranges[c % g->grids[gi].cols] : ck->range);
        }
        for (int d = 0; d < g->ndraws; d++) {
            if (!(ck->draws >> d & 1))
                continue;
            if (ck->kind == LC_CK_DRAW_COUNT)
                p->count[d] = ck->count;
            if (ck->kind == LC_CK_DRAW_RANGE)
                p->range[d] = meet(p->range[d], lc_check_span(ck));   /* a value between is refused after */
            if (ck->kind == LC_CK_DISTINCT)
                p->group[d] |= ck->draws;
            if (ck->kind == LC_CK_ONE_PER_RANGE) {
                p->nparts[d] = ck->nranges;
                memcpy(p->part[d], ck->ranges, sizeof ck->ranges);
            }
        }
    }
}

/* Option k of grid gi: 0 pays nothing; then its levels, a level that pays
 * the amount printed once per row of the table. */
static int options(const lc_game *g, int gi)
{
    int n = 1;
    for (int i = 0; i < g->grids[gi].nlev; i++)
        n += lc_level_amounts(g, &g->grids[gi].lev[i]);
    return n;
}

static void option(const lc_game *g, int gi, int k, int8_t *level, int8_t *row, int64_t *amount)
{
    *level = -1, *row = -1, *amount = 0;
    for (int i = 0; i < g->grids[gi].nlev && k > 0; i++) {
        const lc_level *lv = &g->grids[gi].lev[i];
        int n = lc_level_amounts(g, lv);
        if (k <= n) {
            *level = (int8_t)i;
            *row = (int8_t)(lv->printed ? k - 1 : -1);
            *amount = lc_level_amount(g, lv, k - 1);
        }
        k -= n;
    }
}

/* File a tuple under the target its amount pays (a row, a noted unit, a
 * level of a game without a table), its lots multiplied as its symbol says. */
static void place_combo(lc_plan *p, const lc_combo *c, lc_outcome o)
{
    const lc_game *g = p->g;
    int noted = o.notes != 0;
    if (c->mult >= 0)
        lc_multiply_grids(g, c->mult, &o);
    lc_combine_grids(g, &o);
    int row = o.amount == 0 ? g->nrows : lc_game_amount_in_table(g, o.amount);
    lc_combo *cb = NULL;
    if (row >= 0 && row <= LC_MAX_TABLE_ROWS && !noted && !o.notes && p->ncombos[row] < LC_MAX_COMBOS)
        cb = &p->combos[row][p->ncombos[row]++];
    else if (noted && p->nnoted < LC_MAX_COMBOS)
        cb = &p->noted[p->nnoted++];
    else if (g->table_clause < 0 && o.amount > 0 && p->nranked < LC_MAX_COMBOS)   /* no table: each level */
        cb = &p->ranked[p->nranked++];
    if (cb)
        *cb = *c;
}

/* Every tuple of options (an odometer over each grid's). */
static void plan_combos(lc_plan *p)
{
    const lc_game *g = p->g;
    int idx[LC_MAX_GRIDS] = {0};
    for (;;) {
        lc_outcome o;
        lc_combo c;
        memset(&o, 0, sizeof o);
        memset(&c, -1, sizeof c);
        for (int gi = 0; gi < g->ngrids; gi++) {
            option(g, gi, idx[gi], &c.level[gi], &c.row[gi], &o.grid[gi]);
            if (c.level[gi] >= 0 && g->grids[gi].lev[c.level[gi]].note >= 0 &&
                !((g->in_kind | g->shared) >> g->grids[gi].lev[c.level[gi]].note & 1))   /* a lot in kind is a lot */
                o.notes = 1;
        }
        /* each symbol the multiplier can show, where the game has one */
        int nm = g->mult_clause >= 0 && g->mult_grid >= 0 ? g->grids[g->mult_grid].nsymbols : 1;
        for (int s = 0; s < nm; s++) {
            c.mult = (int8_t)(g->mult_clause >= 0 && g->mult_grid >= 0 ? s : -1);
            place_combo(p, &c, o);
        }
        int gi = 0;
        while (gi < g->ngrids && ++idx[gi] == options(g, gi))
            idx[gi++] = 0;
        if (gi == g->ngrids)
            break;
    }
}

/* Is there a tuple of levels for target t at all (before any is built)? */
static int target_wanted(const lc_plan *p, int t)
{
    return t >= 0 ? p->ncombos[t] > 0 : t == LC_TARGET_NOTED ? p->nnoted > 0 : p->nranked > 0;
}

/* Each target tried once, with a generator of its own (what callers draw
 * is not moved): where no attempt builds it, the fuzzer must not ask for
 * it, and the reports say it was not tried. 0 when something was built. */
static int probe(lc_plan *p)
{
    lc_rng r;
    lc_rng_init(&r, 1, "probe", 0);
    p->nbuilt = 0;
    for (int k = 0; k < p->g->nrows + 3; k++) {
        int t = lc_slot_target(p, k);
        lc_unit u;
        lc_outcome o;
        int wanted = target_wanted(p, t);
        p->built[k] = wanted && lc_construct(p, t, &r, &u, &o) == 0;
        p->nbuilt += p->built[k];
    }
    return p->nbuilt ? 0 : -1;
}

int lc_plan_make(lc_plan *p, const lc_game *g, char *why, size_t whylen)
{
    memset(p, 0, sizeof *p);
    p->g = g;
    plan_checks(p);
    plan_combos(p);
    for (int gi = 0; gi < g->ngrids; gi++)
        if (p->numbers_hi[gi] + p->jokers[gi] + p->blanks[gi] != g->grids[gi].ncells) {
            snprintf(why, whylen, "grid %s: its grid-cells check does not account for its %d cells", g->grids[gi].name,
                     g->grids[gi].ncells);
            return -1;
        }
    for (int d = 0; d < g->ndraws; d++)
        if (p->count[d] == 0) {
            snprintf(why, whylen, "draw %s: no draw-count check says how many numbers it holds", g->draws[d].name);
            return -1;
        }
    for (int i = 0; i <= g->nrows; i++)
        if (p->ncombos[i] == 0) {
            snprintf(why, whylen, "no combination of levels pays %lld cents without a note",
                     (long long)(i < g->nrows ? g->rows[i].amount : 0));
            return -1;
        }
    if (probe(p)) {
        lc_plan_unbuilt(p, why, whylen);
        return -1;
    }
    return 0;
}

int lc_slot_target(const lc_plan *p, int k)
{
    return k == p->g->nrows + 1 ? LC_TARGET_NOTED : k == p->g->nrows + 2 ? LC_TARGET_RANKED : k;
}

void lc_plan_unbuilt(const lc_plan *p, char *why, size_t n)
{
    size_t len = 0;
    why[0] = '\0';
    for (int k = 0; k < p->g->nrows + 3 && len < n; k++) {
        int t = lc_slot_target(p, k);
        int wanted = target_wanted(p, t);
        if (!wanted || p->built[k])
            continue;
        char w[300] = "", what[64];
        if (t >= 0)
            lc_construct_why(p, t, w, sizeof w);
        if (t >= 0 && t < p->g->nrows)
            snprintf(what, sizeof what, "paying %lld cents", (long long)p->g->rows[t].amount);
        else
            snprintf(what, sizeof what, "%s", t == LC_TARGET_NOTED ? "with a noted level" : t == LC_TARGET_RANKED
                                              ? "that pays a level" : "paying nothing");
        len += (size_t)snprintf(why + len, n - len, "%sno unit %s could be built%s%s%s", len ? "; " : "", what,
                                *w ? " (" : "", w, *w ? ")" : "");
    }
}

/* ---- one unit ------------------------------------------------------------------ */

static int pick(lc_rng *r, lc_range rg) { return rg.lo + (int)lc_rng_below(r, (uint32_t)(rg.hi - rg.lo + 1)); }

/* Where the free jokers and the blanks stand: at random, or, given the
 * cells a level is to complete (`inside`), the jokers there first and the
 * blanks outside: a joker inside marks nothing more, a blank inside would
 * leave a cell no draw can mark. */
static void place_kinds(const lc_plan *p, int gi, lc_rng *r, uint64_t inside, uint8_t *kind)
{
    int n = p->g->grids[gi].ncells, nin = 0, nout = 0;
    uint8_t in[LC_MAX_CELLS], out[LC_MAX_CELLS];
    int jokers = p->jokers[gi] - __builtin_popcountll(p->fixed_jokers[gi]), blanks = p->blanks[gi];
    jokers = jokers > 0 ? jokers : 0;   /* the fixed ones stand where the rules say */
    for (int i = 0; i < n; i++) {
        kind[i] = p->fixed_jokers[gi] >> i & 1;   /* 0 number, 1 joker, 2 blank */
        if (!kind[i] && inside >> i & 1)
            in[nin++] = (uint8_t)i;
        else if (!kind[i])
            out[nout++] = (uint8_t)i;
    }
    if (!inside) {   /* one shuffle of every free cell, as a real emission lays them out */
        for (int i = 0; i < nout; i++)
            out[i] = (uint8_t)(i < jokers ? 1 : i < jokers + blanks ? 2 : 0);
        lc_rng_shuffle_u8(r, out, (uint32_t)nout);
        for (int i = 0, f = 0; i < n; i++)
            kind[i] = p->fixed_jokers[gi] >> i & 1 ? 1 : out[f++];
        return;
    }
    lc_rng_shuffle_u8(r, in, (uint32_t)nin);
    lc_rng_shuffle_u8(r, out, (uint32_t)nout);
    for (int i = 0; i < nin + nout && jokers; i++, jokers--)     /* jokers: inside first */
        kind[i < nin ? in[i] : out[i - nin]] = 1;
    for (int i = nin + nout; i-- > 0 && blanks;) {              /* blanks: outside first */
        uint8_t c = i >= nin ? out[i - nin] : in[i];
        if (!kind[c])
            kind[c] = 2, blanks--;
    }
}

static int random_bit(lc_rng *r, uint32_t mask)
{
    for (uint32_t k = lc_rng_below(r, (uint32_t)__builtin_popcount(mask)); k; k--)
        mask &= mask - 1;
    return __builtin_ctz(mask);
}

/* On a grid of symbols, what level L needs: one symbol of its family's
 * filling the cells `inside`, k of its held symbols, or one of them k times,
 * in cells of numbers (kind 0) taken at random. Their values go to cell; the cells to *set. */
static uint64_t symbol_goal(const lc_grid *gr, const lc_level *L, lc_rng *r, uint64_t inside, const uint8_t *kind,
                            lc_numset *seen, int32_t *cell)
{
    if (L->quantity == LC_Q_PATTERNS) {
        int v = gr->fam[L->family].alike ? random_bit(r, gr->fam[L->family].alike) : 0;
        for (uint64_t m = inside; m; m &= m - 1)
            cell[__builtin_ctzll(m)] = v;
        ns_add(seen, v);
        return inside;
    }
    uint8_t free_cells[LC_MAX_CELLS];
    int nfree = 0;
    uint64_t set = 0;
    uint32_t want = L->holds;
    for (int i = 0; i < gr->ncells; i++)
        if (kind[i] == 0)
            free_cells[nfree++] = (uint8_t)i;
    lc_rng_shuffle_u8(r, free_cells, (uint32_t)nfree);
    int same = L->quantity == LC_Q_ALIKE ? random_bit(r, want) : -1;   /* k cells of one symbol */
    for (int k = 0; k < L->k && k < nfree && want; k++) {
        int v = same >= 0 ? same : random_bit(r, want);
        want &= same >= 0 ? want : ~(1u << v);
        cell[free_cells[k]] = v;
        set |= 1ULL << free_cells[k];
        ns_add(seen, v);
    }
    return set;
}

static void make_grid(const lc_plan *p, int gi, int lv, lc_rng *r, uint64_t inside, int32_t *cell)
{
    const lc_grid *gr = &p->g->grids[gi];
    int n = gr->ncells;
    uint8_t kind[LC_MAX_CELLS];
    uint64_t set = 0;
    place_kinds(p, gi, r, gr->nsymbols ? 0 : inside, kind);   /* a joker in a set of symbols breaks it */
    for (int i = 0; i < n; i++)
        cell[i] = kind[i] == 1 ? LC_CELL_JOKER : LC_CELL_BLANK;
    lc_numset seen = {{0}};
    if (gr->nsymbols && lv >= 0)
        set = symbol_goal(gr, &gr->lev[lv], r, inside, kind, &seen, cell);
    for (int i = 0; i < n; i++)
        if (kind[i] == 0 && !(set >> i & 1)) {
            int v;
            do
                v = pick(r, p->cell[gi][i]);
            while (p->distinct[gi] && ns_has(&seen, v));
            ns_add(&seen, v);
            cell[i] = v;
        }
    if (gr->spots) {   /* as many numbers as the level's table asks, or as a player chooses */
        int lo = p->numbers[gi], hi = p->numbers_hi[gi];
        int k = lv >= 0 && gr->lev[lv].spots ? gr->lev[lv].spots : lo + (int)lc_rng_below(r, (uint32_t)(hi - lo + 1));
        for (int i = k; i < n; i++)
            cell[i] = LC_CELL_ABSENT;
    }
}

/* k patterns of a level's family, chosen at random: the cells to complete. */
static uint64_t choose_patterns(const lc_grid *gr, const lc_level *L, lc_rng *r)
{
    const lc_family *f = &gr->fam[L->family];
    uint8_t order[LC_MAX_PATTERNS];
    for (int i = 0; i < f->n; i++)
        order[i] = (uint8_t)i;
    lc_rng_shuffle_u8(r, order, (uint32_t)f->n);
    uint64_t marked = 0;
    for (int k = 0; k < L->k && k < f->n; k++)
        marked |= f->cells[order[k]];
    return marked;
}

/* The numbers grid gi must have drawn to reach level `lv` (-1: none):
 * those of the cells `marked` if chosen already, else of cells chosen here. */
static int needed_numbers(const lc_plan *p, int gi, int lv, uint64_t marked, const int32_t *cell, lc_rng *r,
                          int *need)
{
    const lc_grid *gr = &p->g->grids[gi];
    int nneed = 0;
    if (lv < 0 || gr->nsymbols || gr->lev[lv].quantity == LC_Q_DRAWS)   /* laid out already (make_grid, */
        return 0;                                                        /* place_counts) */
    if (gr->lev[lv].quantity == LC_Q_PRINTED)   /* the amount printed is all it asks */
        return 0;
    const lc_level *L = &gr->lev[lv];
    if (L->quantity == LC_Q_MATCHES) {
        int idx[LC_MAX_CELLS], n = 0;
        for (int i = 0; i < gr->ncells; i++)
            if (cell[i] >= 0)
                idx[n++] = i;
        for (int k = 0; k < L->k && n; k++) {
            int j = (int)lc_rng_below(r, (uint32_t)n);
            need[nneed++] = cell[idx[j]];
            idx[j] = idx[--n];
        }
        return nneed;
    }
    if (!marked)
        marked = choose_patterns(gr, L, r);
    for (int i = 0; i < gr->ncells; i++)
        if ((marked >> i & 1) && cell[i] >= 0)
            need[nneed++] = cell[i];
    return nneed;
}

typedef struct {
    uint8_t serves[LC_MAX_DRAWS];      /* grids each draw serves */
    lc_numset on_grid[LC_MAX_DRAWS];   /* numbers on a grid it serves: fillers avoid them */
    lc_numset used[LC_MAX_DRAWS];      /* numbers placed, per distinct group member */
} draw_state;

static int part_of(const lc_plan *p, int d, int v)
{
    for (int k = 0; k < p->nparts[d]; k++)
        if (v >= p->part[d][k].lo && v <= p->part[d][k].hi)
            return k;
    return -1;
}

static int clashes(const lc_plan *p, const draw_state *s, const lc_unit *u, int d, int v)
{
    for (int e = 0; e < p->g->ndraws; e++)
        if (((p->group[d] >> e & 1) || e == d) && ns_has(&s->used[e], v))
            return 1;
    for (int i = 0; i < u->ndrawn[d] && p->nparts[d]; i++)
        if (part_of(p, d, u->drawn[d][i]) == part_of(p, d, v))
            return 1;
    return v < p->range[d].lo || v > p->range[d].hi || (p->nparts[d] && part_of(p, d, v) < 0);
}

static void put(draw_state *s, lc_unit *u, int d, int v)
{
    u->drawn[d][u->ndrawn[d]++] = v;
    ns_add(&s->used[d], v);
}

/* Place a needed number of grid gi in a draw serving gi with room, drawn
 * at random in proportion to the room each has: a real emission's bonus
 * ball completes a pattern as often as its share of the draws says (always
 * the tokens first, and a candidate whose bonus serves one grid only would
 * agree on every unit of a block). */
static int place(const lc_plan *p, draw_state *s, lc_unit *u, lc_rng *r, int gi, int v)
{
    int room[LC_MAX_DRAWS], total = 0;
    for (int d = 0; d < p->g->ndraws; d++) {
        room[d] = (s->serves[d] >> gi & 1) && u->ndrawn[d] < p->count[d] && !clashes(p, s, u, d, v)
                      ? p->count[d] - u->ndrawn[d] : 0;
        total += room[d];
    }
    if (!total)
        return -1;
    int pick = (int)lc_rng_below(r, (uint32_t)total), d = 0;
    while (pick >= room[d])
        pick -= room[d++];
    put(s, u, d, v);
    return 0;
}

/* Fill draw d's empty places from the list of admissible numbers, sampled
 * without replacement (no rejection): any of them when `natural` (a number
 * may land on a grid, as in a real emission; the unit is checked after),
 * else only numbers on no grid it serves (the outcome cannot move). */
static int fill(const lc_plan *p, draw_state *s, lc_unit *u, lc_rng *r, int d, int natural)
{
    int nparts = p->nparts[d] ? p->nparts[d] : 1;
    lc_numset blocked = natural ? (lc_numset){{0}} : s->on_grid[d];   /* and what its distinct group took */
    for (int e = 0; e < p->g->ndraws; e++)
        if ((p->group[d] >> e & 1) || e == d)
            for (int w = 0; w < 4; w++)
                blocked.w[w] |= s->used[e].w[w];
    for (int k = 0; k < nparts && u->ndrawn[d] < p->count[d]; k++) {
        lc_range rg = p->nparts[d] ? meet(p->range[d], p->part[d][k]) : p->range[d];
        int want = p->count[d] - u->ndrawn[d], taken = 0;
        for (int i = 0; i < u->ndrawn[d] && p->nparts[d]; i++)
            taken |= part_of(p, d, u->drawn[d][i]) == k;
        if (p->nparts[d])
            want = !taken;
        int pool[LC_MAX_NUMBER + 1], n = 0;
        for (int w = rg.lo >> 6; w <= rg.hi >> 6 && want; w++) {   /* the free bits of the range */
            uint64_t bits = ~blocked.w[w];
            if (w == rg.lo >> 6)
                bits &= ~0ULL << (rg.lo & 63);
            if (w == rg.hi >> 6 && (rg.hi & 63) != 63)
                bits &= (1ULL << ((rg.hi & 63) + 1)) - 1;
            for (; bits; bits &= bits - 1)
                pool[n++] = w * 64 + __builtin_ctzll(bits);
        }
        if (n < want)
            return -1;
        for (int i = 0; i < want; i++) {
            int j = i + (int)lc_rng_below(r, (uint32_t)(n - i)), v = pool[j];
            pool[j] = pool[i];
            put(s, u, d, v);
            ns_add(&blocked, v);
        }
    }
    return u->ndrawn[d] == p->count[d] ? 0 : -1;
}

/* The cells of grid gi the draws of `draws` serve. */
static uint64_t cells_served(const lc_grid *gr, uint8_t draws)
{
    uint64_t m = 0;
    for (unsigned d = draws & gr->served; d; d &= d - 1)
        m |= gr->serve_cells[__builtin_ctz(d)];
    return m;
}

/* A level counted per draw: for each condition, k of the numbers of the
 * cells its draws serve (at random, each cell once) drawn by its draws;
 * the others, where `natural` is off, land on no grid. */
static int place_counts(const lc_plan *p, draw_state *s, lc_unit *u, lc_rng *r, int gi, const lc_level *L)
{
    const lc_grid *gr = &p->g->grids[gi];
    uint8_t idx[LC_MAX_CELLS];
    uint64_t used = 0;
    int n = 0;
    for (int i = 0; i < gr->ncells; i++)
        if (u->cell[gi][i] >= 0)
            idx[n++] = (uint8_t)i;
    lc_rng_shuffle_u8(r, idx, (uint32_t)n);
    for (int c = 0; c < L->nconds; c++) {
        uint64_t own = cells_served(gr, L->cond[c].draws);
        for (int k = 0, next = 0; k < L->cond[c].k; k++, next++) {
            while (next < n && ((used >> idx[next] & 1) || !(own >> idx[next] & 1)))
                next++;
            int32_t v = next < n ? u->cell[gi][idx[next]] : -1;
            int d = 0;
            while (d < p->g->ndraws && !((L->cond[c].draws >> d & 1) && u->ndrawn[d] < p->count[d] &&
                                         !clashes(p, s, u, d, v)))
                d++;
            if (v < 0 || d == p->g->ndraws)
                return -1;
            used |= 1ULL << idx[next];
            put(s, u, d, v);
        }
    }
    return 0;
}

/* natural: filler numbers may land on a grid. deliberate: the cells each
 * grid's level completes are chosen first, and its jokers stand among them
 * (a joker at random may complete what the level must not, or leave the
 * draws too short); else the grid is laid out first, as at random. */
/* The sums beside a grid's cells, once its draws are known: the one cell
 * they mark shows the row's amount where the grid is to pay it, every
 * other cell any of the table's. -1 where not one cell is marked. */
static int cell_sums(const lc_plan *p, int gi, int row, lc_rng *r, lc_unit *u)
{
    const lc_game *g = p->g;
    const lc_grid *gr = &g->grids[gi];
    int marked = 0;
    for (int c = 0; c < gr->ncells; c++) {
        int hit = 0;
        for (int d = 0; d < g->ndraws && !hit; d++)
            for (int i = 0; i < u->ndrawn[d] && (gr->served >> d & 1); i++)
                hit |= u->drawn[d][i] == u->cell[gi][c];
        u->cell_printed[gi][c] = row >= 0 && hit ? g->rows[row].amount
                                                 : g->rows[lc_rng_below(r, (uint32_t)g->nrows)].amount;
        marked += hit;
    }
    return row >= 0 && marked != 1 ? -1 : 0;
}

static int attempt(const lc_plan *p, const lc_combo *cb, lc_rng *r, lc_unit *u, int natural, int deliberate)
{
    const lc_game *g = p->g;
    draw_state s;
    uint64_t inside[LC_MAX_GRIDS] = {0};
    memset(&s, 0, sizeof s);
    memset(u->ndrawn, 0, sizeof u->ndrawn);
    u->stake = g->nstakes ? (int)lc_rng_below(r, (uint32_t)g->nstakes) : 0;   /* any stake the game lists */
    u->stake_cents = g->nstakes ? g->stakes[u->stake] : 0;
    for (int gi = 0; gi < g->ngrids; gi++) {
        int lv = cb->level[gi];
        /* the amount printed: the tuple's, or any of the table's where the grid is not to pay (0
         * where the grid pays whatever it prints) */
        int pays_any = g->grids[gi].nlev && g->grids[gi].lev[0].quantity == LC_Q_PRINTED;
        u->printed[gi] = !g->grids[gi].amount_printed ? 0
                         : cb->row[gi] >= 0          ? g->rows[cb->row[gi]].amount
                         : pays_any                  ? 0
                                                     : g->rows[lc_rng_below(r, (uint32_t)g->nrows)].amount;
        if ((deliberate || g->grids[gi].nsymbols) && lv >= 0 && g->grids[gi].lev[lv].quantity == LC_Q_PATTERNS)
            inside[gi] = choose_patterns(&g->grids[gi], &g->grids[gi].lev[lv], r);
        make_grid(p, gi, lv, r, inside[gi], u->cell[gi]);
        if (gi == g->mult_grid && cb->mult >= 0)   /* the symbol the tuple's amount was multiplied by */
            u->cell[gi][0] = cb->mult;
        for (int d = 0; d < g->ndraws; d++)
            if (g->grids[gi].served >> d & 1) {
                s.serves[d] |= (uint8_t)(1u << gi);
                for (int c = 0; c < g->grids[gi].ncells; c++)
                    if (u->cell[gi][c] >= 0 && u->cell[gi][c] <= LC_MAX_NUMBER && (g->grids[gi].serve_cells[d] >> c & 1))
                        ns_add(&s.on_grid[d], u->cell[gi][c]);
            }
    }
    for (int gi = 0; gi < g->ngrids; gi++) {
        int lv = cb->level[gi];
        if (lv >= 0 && g->grids[gi].lev[lv].quantity == LC_Q_DRAWS &&
            place_counts(p, &s, u, r, gi, &g->grids[gi].lev[lv]))
            return -1;
    }
    for (int gi = 0; gi < g->ngrids; gi++) {
        int need[LC_MAX_CELLS], n = needed_numbers(p, gi, cb->level[gi], inside[gi], u->cell[gi], r, need);
        for (int i = 0; i < n; i++) {
            int already = 0;
            for (int d = 0; d < g->ndraws; d++)
                already |= (s.serves[d] >> gi & 1) && ns_has(&s.used[d], need[i]);
            if (!already && place(p, &s, u, r, gi, need[i]))
                return -1;
        }
    }
    for (int d = 0; d < g->ndraws; d++)
        if (fill(p, &s, u, r, d, natural))
            return -1;
    for (int d = 0; d < g->ndraws; d++)   /* the order of a draw tells nothing */
        for (uint32_t i = u->ndrawn[d]; i > 1; i--) {
            uint32_t j = lc_rng_below(r, i);
            int32_t t = u->drawn[d][i - 1];
            u->drawn[d][i - 1] = u->drawn[d][j];
            u->drawn[d][j] = t;
        }
    for (int gi = 0; gi < g->ngrids; gi++)
        if (g->grids[gi].amount_printed == LC_PRINTED_CELLS && cell_sums(p, gi, cb->row[gi], r, u))
            return -1;
    return 0;
}

int lc_construct(const lc_plan *p, int t, lc_rng *r, lc_unit *u, lc_outcome *o)
{
    const lc_game *g = p->g;
    int noted = t == LC_TARGET_NOTED, ranked = t == LC_TARGET_RANKED;
    uint32_t lots = g->in_kind | g->shared;   /* labels of lots, not notes */
    if ((noted && !p->nnoted) || (ranked && !p->nranked))
        return -1;
    for (int k = 0; k < TRIES; k++) {
        const lc_combo *cb = noted    ? &p->noted[lc_rng_below(r, (uint32_t)p->nnoted)]
                             : ranked ? &p->ranked[lc_rng_below(r, (uint32_t)p->nranked)]
                                      : &p->combos[t][lc_rng_below(r, (uint32_t)p->ncombos[t])];
        if (attempt(p, cb, r, u, k < NATURAL, k & 1))   /* a natural unit first, one that cannot move after */
            continue;
        lc_evaluate(g, u, o, 0);
        int ok = o->status != LC_ANOMALY &&
                 (noted ? (o->notes & ~lots) != 0 : ranked ? o->amount > 0 :
                  (o->notes & ~lots) == 0 && o->amount == (t < g->nrows ? g->rows[t].amount : 0));
        for (int gi = 0; gi < g->ngrids && ok; gi++)
            ok = o->level[gi] == cb->level[gi];
        if (ok)
            return 0;
    }
    return -1;
}

int lc_construct_play(const lc_plan *p, lc_rng *r, lc_unit *u, lc_outcome *o)
{
    static const lc_combo nothing = {{-1, -1, -1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1, -1, -1}, -1};
    for (int k = 0; k < TRIES; k++)
        if (!attempt(p, &nothing, r, u, 1, 0)) {
            lc_evaluate(p->g, u, o, 0);
            if (o->status != LC_ANOMALY)
                return 0;
        }
    return -1;
}

/* What the attempts at target t came out as instead, in words: the
 * construct that stands in the way (a joker that completes a pattern
 * wherever it stands, a draw too short for the cells to mark...). */
void lc_construct_why(const lc_plan *p, int t, char *why, size_t n)
{
    const lc_game *g = p->g;
    lc_rng r;
    lc_rng_init(&r, 1, "why", (uint64_t)t);
    int built = 0;
    for (int k = 0; k < TRIES; k++) {
        const lc_combo *cb = &p->combos[t][lc_rng_below(&r, (uint32_t)p->ncombos[t])];
        lc_unit u;
        lc_outcome o;
        if (attempt(p, cb, &r, &u, 0, k & 1))
            continue;
        built++;
        lc_evaluate(g, &u, &o, 0);
        size_t len = (size_t)snprintf(why, n, "the units built for it %s %lld cents (", o.status == LC_ANOMALY ?
                                      "broke the composition and paid" : "paid", (long long)o.amount);
        for (int gi = 0; gi < g->ngrids && len < n; gi++)
            len += (size_t)snprintf(why + len, n - len, "%s%s: %s, wanted %s", gi ? "; " : "", g->grids[gi].name,
                                    o.level[gi] < 0 ? "nothing" : g->clauses[g->grids[gi].lev[o.level[gi]].clause].id,
                                    cb->level[gi] < 0 ? "nothing" : g->clauses[g->grids[gi].lev[cb->level[gi]].clause].id);
        for (int i = 0; i < o.nviol && len < n; i++)
            len += (size_t)snprintf(why + len, n - len, "%s%s", i ? ", " : "; broken: ", g->clauses[o.viol[i]].id);
        int joker = 0;   /* a grid that won what it should not, holding a joker */
        for (int gi = 0; gi < g->ngrids; gi++)
            joker |= o.level[gi] != cb->level[gi] && p->jokers[gi] > 0 && !p->fixed_jokers[gi];
        if (len < n)
            snprintf(why + len, n - len, ")%s", joker ? ": the joker marks its cell wherever it stands, and "
                     "the rules do not fix where (a grid-fixed check would)" : "");
        return;
    }
    snprintf(why, n, "no attempt placed the numbers it needs (%d built): the draws serving the grids are too short "
             "for the cells to mark", built);
}
