/* test_diff.c — differential check: seeded random units, well-formed and
 * corrupted, through the interpreter (src/, driven by rules/) and the
 * reference evaluator (tests/candidates/ref, written from the texts). Any
 * disagreement is shrunk to a small unit and printed. */
#include "helpers.h"
#include "outcome.h"
#include "../candidates/ref/ref_eval.h"

#define UNITS_PER_GAME 100000

typedef struct { uint64_t s; } rng;

static uint64_t next(rng *r)   /* splitmix64: enough for test data */
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int below(rng *r, int n) { return (int)(next(r) % (uint64_t)n); }

static void shuffle(rng *r, int *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = below(r, i + 1), t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* A well-formed Bingo unit whose draws favour the grids' numbers, so that
 * every level turns up in 100 000 units. */
static void bingo_unit(rng *r, ref_unit *u)
{
    int pool[75];
    for (int i = 0; i < 75; i++)
        pool[i] = i + 1;
    u->game = REF_BINGO;
    for (int g = 0; g < 2; g++) {
        shuffle(r, pool, 75);
        int j = below(r, 16);
        for (int c = 0, k = 0; c < 16; c++)
            u->cell[g][c] = c == j ? REF_J : pool[k++];
    }
    int drawn[75] = {0}, nd = 0, bias = below(r, 4);
    while (nd < 18) {   /* from a grid with probability bias/4, else anywhere */
        int g = below(r, 2), v = below(r, 4) < bias ? u->cell[g][below(r, 16)] : 1 + below(r, 75);
        if (v == REF_J || drawn[v - 1]++)
            continue;
        (nd < 15 ? u->draw[0] : u->draw[1])[nd < 15 ? nd : nd - 15] = v;
        nd++;
    }
    u->ndraw[0] = 15;
    u->ndraw[1] = 3;
}

static int decade_pick(rng *r, int d) { return d == 0 ? 1 + below(r, 9) : d * 10 + below(r, 10); }

static void sb_unit(rng *r, ref_unit *u, int game)
{
    u->game = game;
    for (int g = 0; g < 2; g++) {
        int pos[12];
        for (int i = 0; i < 12; i++)
            pos[i] = i;
        shuffle(r, pos, 12);
        for (int i = 0; i < 12; i++)
            u->cell[g][i] = REF_BLANK;
        for (int i = 0; i < 7; i++) {
            int v, c = pos[i], dup;
            do {
                v = decade_pick(r, c % 4);
                dup = 0;
                for (int k = 0; k < 12; k++)
                    dup |= u->cell[g][k] == v;
            } while (dup);
            u->cell[g][c] = v;
        }
        for (int d = 0; d < 4; d++) {   /* a token: often one of its grid's numbers */
            int from_grid = below(r, 2), v = decade_pick(r, d);
            for (int k = d; from_grid && k < 12; k += 4)
                if (u->cell[g][k] != REF_BLANK && below(r, 2))
                    v = u->cell[g][k];
            u->draw[g][d] = v;
        }
        shuffle(r, u->draw[g], 4);
        u->ndraw[g] = 4;
    }
    int g = below(r, 2), k = below(r, 12);
    u->draw[2][0] = below(r, 2) && u->cell[g][k] != REF_BLANK ? u->cell[g][k] : 1 + below(r, 39);
    u->ndraw[2] = 1;
}

/* One corruption: a value changed, a cell's kind changed, a number
 * repeated, a draw made shorter or longer. */
static void corrupt(rng *r, ref_unit *u)
{
    int ncells = u->game == REF_BINGO ? 16 : 12, nd = u->game == REF_BINGO ? 2 : 3;
    int g = below(r, 2), c = below(r, ncells), d = below(r, nd);
    static const int odd[] = {-1, 0, 1, 9, 10, 19, 20, 29, 30, 39, 40, 75, 76, 100};
    switch (below(r, 6)) {
    case 0: u->cell[g][c] = odd[below(r, 14)]; break;
    case 1: u->cell[g][c] = below(r, 2) ? REF_J : REF_BLANK; break;
    case 2: u->cell[g][c] = u->cell[g][below(r, ncells)]; break;
    case 3: if (u->ndraw[d]) u->draw[d][below(r, u->ndraw[d])] = odd[below(r, 14)]; break;
    case 4: if (u->ndraw[d]) u->ndraw[d]--; break;
    default: u->draw[d][u->ndraw[d]] = u->ndraw[d] ? u->draw[d][0] : 5; u->ndraw[d]++; break;
    }
}

/* ---- the two evaluators on one unit ---------------------------------------- */

static const char *const GRIDS[2][2] = {{"grille-1", "grille-2"}, {"bleue", "verte"}};
static const char *const DRAWS[2][3] = {{"boules", "bonus", NULL}, {"jetons-bleus", "jetons-verts", "bonus"}};

static void to_lc(const lc_game *g, const ref_unit *u, lc_unit *out)
{
    int sb = u->game != REF_BINGO, ncells = sb ? 12 : 16;
    memset(out, 0, sizeof *out);
    for (int k = 0; k < 2; k++) {
        int gi = lc_game_grid(g, GRIDS[sb][k]);
        for (int c = 0; c < ncells; c++)
            out->cell[gi][c] = u->cell[k][c] == REF_J ? LC_CELL_JOKER : u->cell[k][c] == REF_BLANK ? LC_CELL_BLANK
                                                                                             : u->cell[k][c];
    }
    for (int d = 0; d < (sb ? 3 : 2); d++) {
        int di = lc_game_draw(g, DRAWS[sb][d]);
        out->ndrawn[di] = (uint8_t)u->ndraw[d];
        for (int i = 0; i < u->ndraw[d]; i++)
            out->drawn[di][i] = u->draw[d][i];
    }
}

/* NULL when both agree, else what differs. */
static const char *disagree(const lc_game *g, const ref_unit *u)
{
    lc_unit lu;
    lc_outcome o;
    ref_outcome ro;
    int sb = u->game != REF_BINGO;
    to_lc(g, u, &lu);
    lc_evaluate(g, &lu, &o, 0);
    ref_evaluate(u, &ro);
    if (strcmp(lc_status_word(o.status), ro.status))
        return "status";
    if (o.amount != ro.amount)
        return "amount";
    if (o.status == LC_ANOMALY)
        return strcmp(g->remedy, ro.remedy) ? "remedy" : NULL;
    for (int k = 0; k < 2; k++)
        if (o.grid[lc_game_grid(g, GRIDS[sb][k])] != ro.grid[k])
            return "grids";
    if (__builtin_popcount(o.notes) != ro.nnotes)
        return "notes";
    for (int i = 0; i < ro.nnotes; i++)
        if (!has_note(g, &o, ro.notes[i]))
            return "notes";
    return NULL;
}

/* Greedy shrinking: drop drawn numbers and lower values while the two
 * still disagree, so the unit printed is as small as can be. */
static void shrink(const lc_game *g, ref_unit *u)
{
    int changed = 1, ncells = u->game == REF_BINGO ? 16 : 12, nd = u->game == REF_BINGO ? 2 : 3;
    while (changed) {
        changed = 0;
        for (int d = 0; d < nd; d++)
            for (int i = 0; i < u->ndraw[d]; i++) {
                ref_unit t = *u;
                memmove(&t.draw[d][i], &t.draw[d][i + 1], (size_t)(t.ndraw[d] - i - 1) * sizeof(int));
                t.ndraw[d]--;
                if (disagree(g, &t)) { *u = t; changed = 1; }
            }
        for (int k = 0; k < 2; k++)
            for (int c = 0; c < ncells; c++)
                for (int v = 1; v < u->cell[k][c]; v++) {
                    ref_unit t = *u;
                    t.cell[k][c] = v;
                    if (disagree(g, &t)) { *u = t; changed = 1; break; }
                }
    }
}

static void print_unit(const ref_unit *u)
{
    int ncells = u->game == REF_BINGO ? 16 : 12, nd = u->game == REF_BINGO ? 2 : 3;
    for (int k = 0; k < 2; k++) {
        fprintf(stderr, "  grid %d:", k + 1);
        for (int c = 0; c < ncells; c++)
            fprintf(stderr, c % 4 ? " %d" : " | %d", u->cell[k][c] == REF_J ? -1 : u->cell[k][c] == REF_BLANK ? 0 : u->cell[k][c]);
        fprintf(stderr, "   (J printed -1, blank 0)\n");
    }
    for (int d = 0; d < nd; d++) {
        fprintf(stderr, "  draw %d:", d + 1);
        for (int i = 0; i < u->ndraw[d]; i++)
            fprintf(stderr, " %d", u->draw[d][i]);
        fputc('\n', stderr);
    }
}

/* Run n units; return the number of disagreements, printing the first
 * shrunk. */
static int differential(const char *rules, int game, uint64_t seed, int n)
{
    lc_error err;
    lc_game *g = lc_game_load(rules, &err);
    assert_non_null(g);
    rng r = {seed};
    int bad = 0, wins = 0, anomalies = 0;
    for (int i = 0; i < n; i++) {
        ref_unit u;
        memset(&u, 0, sizeof u);
        if (game == REF_BINGO)
            bingo_unit(&r, &u);
        else
            sb_unit(&r, &u, game);
        if (i % 4 == 3)   /* a quarter corrupted, one or two ways */
            for (int k = below(&r, 2); k >= 0; k--)
                corrupt(&r, &u);
        ref_outcome ro;
        ref_evaluate(&u, &ro);
        wins += !strcmp(ro.status, "win");
        anomalies += !strcmp(ro.status, "anomaly");
        const char *what = disagree(g, &u);
        if (what && bad++ == 0) {
            shrink(g, &u);
            fprintf(stderr, "%s: unit %d: the interpreter and the reference differ on %s; shrunk:\n", rules, i,
                    disagree(g, &u));
            print_unit(&u);
        }
    }
    fprintf(stderr, "%s: %d units (%d wins, %d anomalies): %d disagreements\n", rules, n, wins, anomalies, bad);
    assert_true(wins > n / 20 && anomalies > n / 10);   /* the generator really reaches both */
    lc_game_free(g);
    return bad;
}

static void test_bingo(void **s) { (void)s; assert_int_equal(differential(BINGO, REF_BINGO, 2012, UNITS_PER_GAME), 0); }
static void test_sb04(void **s) { (void)s; assert_int_equal(differential(SB04, REF_SB04, 2004, UNITS_PER_GAME), 0); }
static void test_sb06(void **s) { (void)s; assert_int_equal(differential(SB06, REF_SB06, 2006, UNITS_PER_GAME), 0); }

/* The check can fail: with a fault in the reference it finds disagreements
 * (and shrinks and prints the first). */
static void test_finds_a_fault(void **s)
{
    (void)s;
    assert_int_equal(ref_set_fault("anti-diagonal-missed"), 0);
    assert_true(differential(BINGO, REF_BINGO, 7, 5000) > 0);
    assert_int_equal(ref_set_fault("sb-bonus-twice"), 0);
    assert_true(differential(SB04, REF_SB04, 7, 5000) > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bingo), cmocka_unit_test(test_sb04), cmocka_unit_test(test_sb06),
        cmocka_unit_test(test_finds_a_fault),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
