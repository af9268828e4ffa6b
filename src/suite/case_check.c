/* case_check.c — an answer against a case's expectation (see cases.h). */
#include "cases.h"
#include "judge.h"
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Why two grids objects that fold apart differ, in words. */
static void grids_differ(const json_t *want, const json_t *got, char *why, size_t n)
{
    const char *name;
    json_t *v;
    snprintf(why, n, "\"grids\" is not an object of amounts");
    if (!json_is_object(got))
        return;
    json_object_foreach((json_t *)want, name, v) {
        json_t *g = json_object_get(got, name);
        if (json_is_integer(g) && json_integer_value(g) == json_integer_value(v))
            continue;
        if (json_is_integer(g))
            snprintf(why, n, "grid %s pays %lld, expected %lld", name, (long long)json_integer_value(g),
                     (long long)json_integer_value(v));
        else
            snprintf(why, n, "grid %s pays nothing readable, expected %lld", name, (long long)json_integer_value(v));
        return;
    }
    json_object_foreach((json_t *)got, name, v)
        if (!json_object_get(want, name)) {   /* the same verdict as a block's: an extra entry is a wrong answer */
            char q[100];
            snprintf(why, n, "grids holds '%s', which is no grid of the expectation",
                     lc_text_safe(q, sizeof q, name, strlen(name), LC_TEXT_LINE));
            return;
        }
}

/* A candidate's string, safe and short enough to quote in a reason. */
static const char *quoted(const json_t *v, char *buf, size_t n)
{
    const char *s = json_is_string(v) ? json_string_value(v) : "?";
    return lc_text_safe(buf, n, s, json_is_string(v) ? json_string_length(v) : 1, LC_TEXT_LINE);
}

/* What differs (judge.h's answer), in words. */
static void differs(int d, const json_t *e, const json_t *ans, char *why, size_t n)
{
    char q[208], qb[104];
    const json_t *st = json_object_get(ans, "status"), *am = json_object_get(ans, "amount_cents");
    const char *want = json_string_value(json_object_get(e, "status"));
    if (d == LC_JUDGE_NO_ANSWER && json_object_get(ans, "error"))
        snprintf(why, n, "the candidate answered an error: %s", quoted(json_object_get(ans, "error"), q, sizeof q));
    else if (d == LC_JUDGE_NO_ANSWER && (!json_is_string(st) || !json_is_integer(am)))
        snprintf(why, n, "the answer lacks \"status\" or an integer \"amount_cents\"");
    else if (d == LC_JUDGE_NO_ANSWER || d == LC_JUDGE_STATUS)
        snprintf(why, n, "status %s, expected %s", quoted(st, q, 24), want);
    else if (d == LC_JUDGE_AMOUNT)
        snprintf(why, n, "amount_cents %lld, expected %lld", (long long)json_integer_value(am),
                 (long long)json_integer_value(json_object_get(e, "amount_cents")));
    else if (d == LC_LEFT_GRIDS)
        grids_differ(json_object_get(e, "grids"), json_object_get(ans, "grids"), why, n);
    else if (d == LC_LEFT_REMEDY)
        snprintf(why, n, "remedy %s, expected %s", quoted(json_object_get(ans, "remedy"), q, 44),
                 json_string_value(json_object_get(e, "remedy")));
    else {
        char *a = json_dumps(json_object_get(ans, "notes"), JSON_COMPACT | JSON_ENCODE_ANY),
             *b = json_dumps(json_object_get(e, "notes"), JSON_COMPACT);
        snprintf(why, n, "notes %s, expected %s", lc_text_safe(q, 104, a ? a : "?", a ? strlen(a) : 1, LC_TEXT_LINE),
                 lc_text_safe(qb, sizeof qb, b ? b : "?", b ? strlen(b) : 1, LC_TEXT_LINE));
        free(a);
        free(b);
    }
}

/* An integer field of o equal to want's, or a reason. */
static int same_int(const json_t *o, const char *key, json_int_t want, const char *what, char *why, size_t n)
{
    const json_t *v = json_object_get(o, key);
    if (json_is_integer(v) && json_integer_value(v) == want)
        return 1;
    if (json_is_integer(v))
        snprintf(why, n, "%s%s %lld, expected %lld", what, key, (long long)json_integer_value(v), (long long)want);
    else
        snprintf(why, n, "%s%s: missing or not an integer, expected %lld", what, key, (long long)want);
    return 0;
}

/* A pool game's answer: every rank's winners and gain, the sum carried
 * over, each listed play's rank; every field is asked. */
static int draw_check(const lc_case *c, const json_t *ans, char *why, size_t n)
{
    char q[208], at[96];
    const json_t *want = json_object_get(c->expect, "ranks"), *got = json_object_get(ans, "ranks"), *v;
    const char *name;
    if (json_object_get(ans, "error"))
        return snprintf(why, n, "the candidate answered an error: %s", quoted(json_object_get(ans, "error"), q, sizeof q)), -1;
    if (!json_is_object(got))
        return snprintf(why, n, "the answer lacks \"ranks\" (an object of each rank's winners and gain_cents)"), -1;
    json_object_foreach((json_t *)want, name, v) {
        snprintf(at, sizeof at, "%s: ", name);
        if (!same_int(json_object_get(got, name), "winners", json_integer_value(json_object_get(v, "winners")), at, why, n) ||
            !same_int(json_object_get(got, name), "gain_cents", json_integer_value(json_object_get(v, "gain_cents")), at,
                      why, n))
            return -1;
    }
    json_object_foreach((json_t *)got, name, v)
        if (!json_object_get(want, name))
            return snprintf(why, n, "ranks holds '%s', which is no rank of the game",
                            lc_text_safe(q, sizeof q, name, strlen(name), LC_TEXT_LINE)), -1;
    if (!same_int(ans, "carried_over_cents", json_integer_value(json_object_get(c->expect, "carried_over_cents")), "",
                  why, n))
        return -1;
    const json_t *wp = json_object_get(c->expect, "plays"), *gp = json_object_get(ans, "plays");
    if (!json_is_array(gp) || json_array_size(gp) != json_array_size(wp))
        return snprintf(why, n, "\"plays\" is not a list of %zu ranks (one per play listed)", json_array_size(wp)), -1;
    for (size_t i = 0; i < json_array_size(wp); i++)
        if (!json_equal(json_array_get(wp, i), json_array_get(gp, i))) {
            char *a = json_dumps(json_array_get(gp, i), JSON_ENCODE_ANY), *b = json_dumps(json_array_get(wp, i), JSON_ENCODE_ANY);
            snprintf(why, n, "plays[%zu] is %s, expected %s", i, lc_text_safe(q, 104, a ? a : "?", a ? strlen(a) : 1, LC_TEXT_LINE),
                     b ? b : "?");
            free(a);
            free(b);
            return -1;
        }
    return 0;
}

int lc_case_check(const lc_case *c, const json_t *ans, char *why, size_t n, unsigned *left_out)
{
    if (c->game->pool.nranks) {
        if (left_out)
            *left_out = 0;
        return draw_check(c, ans, why, n);
    }
    lc_answer_fields want, got;
    unsigned left;
    lc_answer_of_json(c->expect, &want);
    lc_answer_of_json(ans, &got);
    /* notes are asked where some are raised: without, an answer leaves nothing out */
    unsigned asked = want.rest.has & ~(json_array_size(json_object_get(c->expect, "notes")) ? 0 : 1u << LC_LEFT_NOTES);
    int d = lc_answer_judge(&want, asked, &got, &left);
    if (left_out)
        *left_out = d < 0 ? left : 0;
    if (d < 0)
        return 0;
    differs(d, c->expect, ans, why, n);
    return -1;
}

/* Is `item` one of the ", "-separated items of list? */
static int listed(const char *list, const char *item)
{
    size_t k = strlen(item);
    for (const char *p = list; (p = strstr(p, item)); p += k)
        if ((p == list || p[-1] == ' ') && (p[k] == '\0' || p[k] == ','))
            return 1;
    return 0;
}

const char *lc_case_articles(const lc_case *c, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < c->ncovers; i++)
        for (int k = 0; k < c->game->nclauses; k++) {
            const lc_clause *cl = &c->game->clauses[k];
            if (strcmp(cl->id, c->covers[i]) || listed(buf, cl->cites))
                continue;
            int w = snprintf(buf + len, n - len, "%s%s", len ? ", " : "", cl->cites);
            if (w > 0 && (size_t)w < n - len)
                len += (size_t)w;
        }
    return buf;
}
