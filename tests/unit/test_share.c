/* test_share.c — a pool game's drawing shared out (eval/share.c) against
 * figures worked out by hand from Super Loto's art. 8.1 and 10
 * (rules/reglements/007_super_loto_1998.txt): the fallback of rank 1, rank
 * 2's condition, carry-over, roll-down, pooling (once, in a cascade, and
 * with the rank above), rounding to each rank's step, sums and counts at
 * the language's bounds (no overflow under UBSan), and what each mutant of
 * the sharing changes. Classes in the file's order: six, cinq-c, cinq,
 * quatre, trois; ranks rang-1 .. rang-5. */
#include "helpers.h"
#include "share.h"

enum { SIX, CINQ_C, CINQ, QUATRE, TROIS };

static lc_game *load(const char *const *readings, int n)
{
    lc_error err;
    lc_game *g = lc_game_load("tests/rules/super-loto-1998.yaml", &err);
    if (!g)
        fail_msg("%s", err.message);
    if (!n)
        return g;
    lc_game *r = lc_game_recompile(g, readings, n, &err);
    lc_game_free(g);
    if (!r)
        fail_msg("%s", err.message);
    return r;
}

static lc_share_out share(const lc_game *g, const uint64_t *count, const int64_t *sum)
{
    lc_share_in in;
    lc_share_out out;
    memset(&in, 0, sizeof in);
    memcpy(in.count, count, 5 * sizeof *count);
    memcpy(in.assigned, sum, 5 * sizeof *sum);
    lc_share(g, &in, &out, 1);
    return out;
}

/* 10.4: no six nor cinq-c, 8 000 000 F carried; 10.5: rank 2's 600 000 F to
 * rank 3 (1 000 000 F, 1 000 plays: 1 000 F); 10.6: rank 4's 1 714,29 F
 * beats it: 2 200 000 F over 1 700 plays, 1 294,12 F; 10.2: 1 290 F at rank
 * 3 (5 F), 1 294 F at rank 4 (1 F); rank 5: 3 000 000 F / 20 000, 150 F. */
static void test_worked_drawing(void **s)
{
    (void)s;
    lc_game *g = load(NULL, 0);
    uint64_t count[5] = {0, 0, 1000, 700, 20000};
    int64_t sum[5] = {800000000, 60000000, 40000000, 120000000, 300000000};
    lc_share_out o = share(g, count, sum);
    assert_int_equal(o.carried, 800000000);
    assert_int_equal(o.winners[0] + o.winners[1], 0);
    assert_int_equal(o.gain[2], 129000);
    assert_int_equal(o.gain[3], 129400);
    assert_int_equal(o.gain[4], 15000);
    lc_game_free(g);
    const char *coarser[] = {"I-SL-STEP=coarser"};
    g = load(coarser, 1);
    o = share(g, count, sum);
    assert_int_equal(o.gain[3], 129000);   /* pooled with rank 3: its 5 F step */
    lc_game_free(g);
}

/* 8.1.1.2: no six, the cinq-c plays are rank 1; 8.1.2: rank 2 is then
 * empty, its sum rolls down to rank 3 (10.5). With a six, cinq-c is rank 2. */
static void test_fallback_and_condition(void **s)
{
    (void)s;
    lc_game *g = load(NULL, 0);
    uint64_t count[5] = {0, 3, 10, 1000, 10000};
    int64_t sum[5] = {300000000, 50000000, 50000000, 100000000, 100000000};
    lc_share_out o = share(g, count, sum);
    assert_int_equal(o.rank_of[CINQ_C], 0);
    assert_int_equal(o.winners[0], 3);
    assert_int_equal(o.winners[1], 0);
    assert_int_equal(o.gain[0], 100000000);          /* 3 000 000 F / 3 */
    assert_int_equal(o.gain[2], 10000000);           /* (500 000 + 500 000) F / 10 */
    assert_int_equal(o.carried, 0);
    count[SIX] = 1;
    o = share(g, count, sum);
    assert_int_equal(o.rank_of[CINQ_C], 1);
    assert_int_equal(o.winners[1], 3);
    assert_int_equal(o.gain[1], 16666500);           /* 500 000 F / 3, 5 F below */
    lc_game_free(g);
}

/* Three ranks inverted in a row pool into one; a pool that then pays more
 * than the rank above takes it in too. */
static void test_pool_cascade(void **s)
{
    (void)s;
    lc_game *g = load(NULL, 0);
    uint64_t count[5] = {1, 0, 10, 10, 10};
    int64_t sum[5] = {100000000, 0, 1000000, 2000000, 3000000};   /* rank 2 unwon: 0 rolled */
    lc_share_out o = share(g, count, sum);
    /* 3, 4, 5: 6 000 000 cents over 30 plays, 200 000 each, on 500 and 100 steps alike */
    assert_int_equal(o.gain[2], 200000);
    assert_int_equal(o.gain[3], 200000);
    assert_int_equal(o.gain[4], 200000);
    assert_int_equal(o.gain[0], 100000000);
    int64_t up[5] = {1000000, 0, 1000000, 90000000, 0};   /* 3 and 4 pooled pay more than rank 1: all three */
    uint64_t c2[5] = {1, 0, 1, 1, 1};
    o = share(g, c2, up);
    assert_int_equal(o.gain[0], 30666500);   /* 92 000 000 cents / 3 = 30 666 666, 5 F below */
    assert_int_equal(o.gain[2], 30666500);
    assert_int_equal(o.gain[3], 30666600);   /* rank 4: to the franc */
    assert_int_equal(o.gain[4], 0);          /* a sum of 0: nothing to share */
    lc_game_free(g);
}

/* Equal unit gains are not inverted (« inférieurs »): no pooling. */
static void test_tie_not_pooled(void **s)
{
    (void)s;
    lc_game *g = load(NULL, 0);
    uint64_t count[5] = {1, 1, 2, 4, 8};
    int64_t sum[5] = {800, 800, 1000, 2000, 4000};
    lc_share_out o = share(g, count, sum);
    assert_int_equal(o.gain[2], 500);   /* 1 000 / 2 = 500: its own, not pooled */
    assert_int_equal(o.gain[3], 500);
    assert_int_equal(o.gain[4], 500);
    for (int i = 0; i < o.t.ntrace; i++)
        assert_int_not_equal(o.t.trace[i], g->pool.pool_clause);
    lc_game_free(g);
}

/* Nothing won at all: rank 1 carried over, the rest rolled to rank 5, and
 * past it to the carry-over fund (default) or to the reserve. */
static void test_nothing_won(void **s)
{
    (void)s;
    uint64_t count[5] = {0};
    int64_t sum[5] = {1, 2, 3, 4, 5};
    lc_game *g = load(NULL, 0);
    assert_int_equal(share(g, count, sum).carried, 15);
    lc_game_free(g);
    const char *reserve[] = {"I-SL-LAST=reserve"};
    g = load(reserve, 1);
    assert_int_equal(share(g, count, sum).carried, 1);
    lc_game_free(g);
}

/* The language's bounds: sums of 10^16 cents, 10^12 plays a class: the
 * products reach 10^28 and stay exact. */
static void test_bounds(void **s)
{
    (void)s;
    lc_game *g = load(NULL, 0);
    uint64_t count[5] = {1000000000000ULL, 1000000000000ULL, 1000000000000ULL, 1000000000000ULL, 1000000000000ULL};
    int64_t sum[5] = {10000000000000000LL, 10000000000000000LL, 10000000000000000LL, 10000000000000000LL,
                      9999999999999999LL};
    lc_share_out o = share(g, count, sum);
    assert_int_equal(o.gain[0], 10000);
    assert_int_equal(o.gain[3], 10000);
    assert_int_equal(o.gain[4], 9900);   /* 9 999,99... cents, to the franc below */
    lc_game_free(g);
}

/* Each mutant of the sharing changes a figure of one of three drawings:
 * rank 1 won through its fallback, rank 1 unwon, two ranks inverted below
 * two others. */
static void test_faults(void **s)
{
    (void)s;
    lc_game *g = load(NULL, 0);
    static const uint64_t count[3][5] = {{0, 3, 7, 1000, 10000}, {0, 0, 7, 1000, 10000}, {1, 1, 10, 10, 10}};
    static const int64_t sum[3][5] = {{300000001, 50000000, 100, 100000033, 100000000},
                                      {300000001, 50000000, 100, 100000033, 100000000},
                                      {100000000, 10000000, 100000, 2000000, 100000}};
    for (int f = LC_POOL_ROUND_UP; f < LC_POOL_FAULTS; f++) {
        lc_game m = *g;
        m.pool.fault = (uint8_t)f;
        int told = 0;
        for (int d = 0; d < 3; d++) {
            lc_share_out a = share(&m, count[d], sum[d]), b = share(g, count[d], sum[d]);
            told |= memcmp(a.gain, b.gain, sizeof a.gain) || a.carried != b.carried ||
                    memcmp(a.winners, b.winners, sizeof a.winners);
        }
        if (!told)
            fail_msg("fault %d changes nothing", f);
    }
    lc_game_free(g);
}

/* The rules without one clause of sharing (the block of `id`, to the next
 * clause), compiled from a temporary file. */
static lc_game *without(const char *id)
{
    char *text = slurp("tests/rules/super-loto-1998.yaml"), tmp[64], key[200];
    snprintf(key, sizeof key, "  - id: %s\n", id);
    char *at = strstr(text, key);
    assert_non_null(at);
    char *next = strstr(at + 1, "\n  - ");
    memmove(at, next + 1, strlen(next + 1) + 1);
    write_temp(text, tmp, sizeof tmp);
    free(text);
    lc_error err;
    lc_game *g = lc_game_load(tmp, &err);
    unlink(tmp);
    if (!g)
        fail_msg("%s", err.message);
    return g;
}

/* Without carry-over, an unwon rank 1 rolls down like any other; without
 * roll-down, an unwon rank's sum is paid to nobody; without pooling, an
 * inverted rank stays as it is. */
static void test_rules_left_out(void **s)
{
    (void)s;
    uint64_t count[5] = {0, 0, 1, 1, 10};
    int64_t sum[5] = {1000, 500, 100, 100000, 100000};
    lc_game *g = without("art-10.4/report");
    lc_share_out o = share(g, count, sum);
    assert_int_equal(o.carried, 0);
    assert_int_equal(o.sum[2], 1600);   /* 1 000 + 500 + 100 at rank 3 */
    lc_game_free(g);
    g = without("art-10.5/rang-inferieur");
    o = share(g, count, sum);
    assert_int_equal(o.carried, 1000);  /* rank 1 carried; rank 2's 500 to nobody */
    assert_int_equal(o.sum[2], 100);
    lc_game_free(g);
    g = without("art-10.6/cumul");
    o = share(g, count, sum);
    assert_int_equal(o.gain[2], 500);   /* rank 3 pays 600 - step... alone: 100 + 500 rolled = 600, to 5 F below */
    assert_int_equal(o.gain[3], 100000);   /* rank 4 pays more, and is not pooled */
    lc_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_worked_drawing), cmocka_unit_test(test_fallback_and_condition),
        cmocka_unit_test(test_pool_cascade),   cmocka_unit_test(test_tie_not_pooled),
        cmocka_unit_test(test_nothing_won),    cmocka_unit_test(test_bounds),
        cmocka_unit_test(test_faults),         cmocka_unit_test(test_rules_left_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
