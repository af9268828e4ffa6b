/* test_judge.c — the one judgment of an answer (judge.h), expectations
 * written by hand from the protocol: what agrees, what differs first, what
 * an answer left out, and answers of the wrong form. */
#include "helpers.h"
#include "judge.h"

/* want and got from JSON text; the judgment, and the fields left out */
static int judge(const char *want, unsigned asked, const char *got, unsigned *left)
{
    json_t *w = json_loads(want, 0, NULL), *g = json_loads(got, 0, NULL);
    lc_answer_fields fw, fg;
    lc_answer_of_json(w, &fw);
    lc_answer_of_json(g, &fg);
    json_decref(w);
    json_decref(g);
    return lc_answer_judge(&fw, asked, &fg, left);
}

#define WIN "{\"status\":\"win\",\"amount_cents\":200,\"grids\":{\"a\":200,\"b\":0},\"notes\":[\"n1\",\"n2\"]}"
#define ALL (1u << LC_LEFT_GRIDS | 1u << LC_LEFT_NOTES)

static void test_agree_in_any_order(void **s)
{
    (void)s;
    unsigned left;
    assert_int_equal(judge(WIN, ALL, "{\"notes\":[\"n2\",\"n1\"],\"grids\":{\"b\":0,\"a\":200},\"amount_cents\":200,"
                                     "\"status\":\"win\"}", &left), -1);
    assert_int_equal(left, 0);
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":200}", &left), -1);
    assert_int_equal(left, ALL);   /* agreed, and left both out */
}

static void test_first_difference(void **s)
{
    (void)s;
    unsigned left;
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"lose\",\"amount_cents\":200}", &left), LC_JUDGE_STATUS);
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":201}", &left), LC_JUDGE_AMOUNT);
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":200,\"grids\":{\"a\":200,\"b\":0,\"c\":0}}",
                           &left), LC_LEFT_GRIDS);   /* an extra grid entry */
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":200,\"notes\":[\"n1\"]}", &left),
                     LC_LEFT_NOTES);
    assert_int_equal(judge("{\"status\":\"anomaly\",\"amount_cents\":0,\"remedy\":\"void\"}", 1u << LC_LEFT_REMEDY,
                           "{\"status\":\"anomaly\",\"amount_cents\":0,\"remedy\":\"refund\"}", &left), LC_LEFT_REMEDY);
}

static void test_wrong_forms(void **s)
{
    (void)s;
    unsigned left;
    /* an error is an error, whatever else the answer says */
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":200,\"error\":\"but\"}", &left),
                     LC_JUDGE_NO_ANSWER);
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"won\",\"amount_cents\":200}", &left), LC_JUDGE_NO_ANSWER);
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":\"200\"}", &left), LC_JUDGE_NO_ANSWER);
    /* fields of the wrong form fold to what no right answer folds to */
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":200,\"grids\":[200,0]}", &left),
                     LC_LEFT_GRIDS);
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":200,\"grids\":{\"a\":\"200\",\"b\":0}}",
                           &left), LC_LEFT_GRIDS);
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":200,\"notes\":\"n1 n2\"}", &left),
                     LC_LEFT_NOTES);
    assert_int_equal(judge(WIN, ALL, "{\"status\":\"win\",\"amount_cents\":200,\"notes\":[\"n1\",2]}", &left),
                     LC_LEFT_NOTES);
    assert_int_equal(judge("{\"status\":\"anomaly\",\"amount_cents\":0,\"remedy\":\"void\"}", 1u << LC_LEFT_REMEDY,
                           "{\"status\":\"anomaly\",\"amount_cents\":0,\"remedy\":1}", &left), LC_LEFT_REMEDY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_agree_in_any_order),
        cmocka_unit_test(test_first_difference),
        cmocka_unit_test(test_wrong_forms),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
