/* test_trace.c — the worlds the trace does not evaluate could not have
 * changed a grid's result. For units near every target of every bundled
 * and test game, wherever the evaluator may skip a counterfactual (eval.c,
 * trace_grid), the game is changed the way that counterfactual changes it
 * (a draw no longer serving the grid, the joker not marking, the other
 * count mode), the unit evaluated again, and the grid's level and levels
 * reached must be those of the unit as it is. Which worlds may be skipped
 * is said here again from the rules, not read from eval.c. */
#include "helpers.h"
#include "construct.h"
#include "nearby.h"

static const char *const GAMES[] = {BINGO, SB04, SB06, "tests/rules/amigo-2014.yaml",
                                    "tests/rules/bingo75-free-centre.yaml", "tests/rules/card-8x8-and-row.yaml",
                                    "tests/rules/keno-10-spot.yaml", "tests/rules/letters-and-symbols.yaml",
                                    "tests/rules/lucky-digit.yaml", "tests/rules/morpion-3x3.yaml"};

/* Every level asks for at least so many patterns, matches or numbers per
 * draw, or for what the cells show: fewer marks reach no level more. */
static int at_least_only(const lc_grid *gr)
{
    for (int i = 0; i < gr->nlev; i++) {
        const lc_level *lv = &gr->lev[i];
        if (lv->quantity == LC_Q_HOLDS || (lv->quantity == LC_Q_PATTERNS && gr->fam[lv->family].alike))
            continue;
        if (lv->quantity == LC_Q_DRAWS) {
            for (int c = 0; c < lv->nconds; c++)
                if (lv->cond[c].cmp != LC_AT_LEAST)
                    return 0;
        } else if (lv->cmp != LC_AT_LEAST) {
            return 0;
        }
    }
    return 1;
}

static int meets(const lc_unit *u, int gi, int ncells, int d)
{
    for (int i = 0; i < ncells; i++)
        for (int k = 0; k < u->ndrawn[d]; k++)
            if (u->cell[gi][i] >= 0 && u->cell[gi][i] == u->drawn[d][k])
                return 1;
    return 0;
}

static int jokers(const lc_unit *u, int gi, int ncells)
{
    int n = 0;
    for (int i = 0; i < ncells; i++)
        n += u->cell[gi][i] == LC_CELL_JOKER;
    return n;
}

static lc_game world;   /* the game as a counterfactual changes it (large: not on the stack) */
static int tried;

/* Grid gi of u in `world` shows what it shows in g. */
static void same_result(const lc_game *g, const lc_unit *u, int gi, const lc_outcome *o, const char *what)
{
    lc_outcome o2;
    lc_evaluate(&world, u, &o2, 0);
    tried++;
    if (o2.status == LC_ANOMALY || o2.level[gi] != o->level[gi] || o2.reached[gi] != o->reached[gi])
        fail_msg("%s, grid %s: %s changes its result (level %d to %d)", g->id, g->grids[gi].name, what,
                 o->level[gi], o2.level[gi]);
    world = *g;
}

/* Every world of grid gi that the trace may leave out. */
static void check_grid(const lc_game *g, const lc_unit *u, int gi, const lc_outcome *o)
{
    const lc_grid *gr = &g->grids[gi];
    int less = !o->reached[gi] && at_least_only(gr), nj = jokers(u, gi, gr->ncells);
    world = *g;
    if (gr->joker_clause >= 0 && (!nj || (less && gr->joker_marks))) {
        world.grids[gi].joker_marks = !gr->joker_marks;
        same_result(g, u, gi, o, "the joker's other marking");
    }
    if (gr->count_clause >= 0 && !gr->counts_matches) {
        world.grids[gi].count_mode = !gr->count_mode;
        same_result(g, u, gi, o, "the other count mode");
    }
    for (int d = 0; d < g->ndraws; d++)
        if ((gr->served >> d & 1) && (less || !meets(u, gi, gr->ncells, d))) {
            world.grids[gi].served = (uint8_t)(gr->served & ~(1u << d));
            same_result(g, u, gi, o, g->draws[d].name);
        }
}

static void test_worlds_left_out(void **s)
{
    (void)s;
    for (size_t k = 0; k < sizeof GAMES / sizeof *GAMES; k++) {
        lc_error e;
        lc_game *g = lc_game_load(GAMES[k], &e);
        assert_non_null(g);
        static lc_plan p;
        char why[200];
        assert_int_equal(lc_plan_make(&p, g, why, sizeof why), 0);
        lc_rng r;
        lc_rng_init(&r, 51, "test_trace", k);
        for (int i = 0; i < 400; i++) {
            lc_unit base, u;
            lc_outcome o;
            assert_int_equal(lc_nearby_unit(&p, &r, &base, &u), 0);
            lc_evaluate(g, &u, &o, 1);
            for (int gi = 0; o.status != LC_ANOMALY && gi < g->ngrids; gi++)
                check_grid(g, &u, gi, &o);
        }
        lc_game_free(g);
    }
    fprintf(stderr, "%d worlds the trace may leave out, each without effect\n", tried);
    assert_true(tried > 1000);   /* games whose every world counts (Super Bingo's exact counts) have none */
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_worlds_left_out)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
