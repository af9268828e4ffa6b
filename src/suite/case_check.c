/* case_check.c — an answer against a case's expectation (see cases.h). */
#include "cases.h"
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int note_set_equal(const json_t *a, const json_t *b)
{
    if (json_array_size(a) != json_array_size(b))
        return 0;
    size_t i, j;
    json_t *x, *y;
    json_array_foreach(a, i, x) {
        int found = 0;
        json_array_foreach(b, j, y) found |= json_equal(x, y);
        if (!found)
            return 0;
    }
    return 1;
}

static int check_grids(const json_t *want, const json_t *got, char *why, size_t n)
{
    const char *name;
    json_t *v;
    if (!json_is_object(got)) {
        snprintf(why, n, "\"grids\" is not an object");
        return -1;
    }
    json_object_foreach((json_t *)want, name, v) {
        json_t *g = json_object_get(got, name);
        if (!json_is_integer(g) || json_integer_value(g) != json_integer_value(v)) {
            snprintf(why, n, "grid %s pays %s, expected %lld", name,
                     json_is_integer(g) ? "another amount" : "nothing readable", (long long)json_integer_value(v));
            if (json_is_integer(g))
                snprintf(why, n, "grid %s pays %lld, expected %lld", name, (long long)json_integer_value(g),
                         (long long)json_integer_value(v));
            return -1;
        }
    }
    return 0;
}

/* A candidate's string, safe and short enough to quote in a reason. */
static const char *quoted(const json_t *v, char *buf, size_t n)
{
    const char *s = json_is_string(v) ? json_string_value(v) : "?";
    return lc_text_safe(buf, n, s, json_is_string(v) ? json_string_length(v) : 1, LC_TEXT_LINE);
}

int lc_case_check(const lc_case *c, const json_t *ans, char *why, size_t n, unsigned *left_out)
{
    char q[208];
    const json_t *e = c->expect, *err = json_object_get(ans, "error");
    if (err) {
        snprintf(why, n, "the candidate answered an error: %s", quoted(err, q, sizeof q));
        return -1;
    }
    const char *want = json_string_value(json_object_get(e, "status"));
    const json_t *st = json_object_get(ans, "status"), *am = json_object_get(ans, "amount_cents");
    if (!json_is_string(st) || !json_is_integer(am)) {
        snprintf(why, n, "the answer lacks \"status\" or an integer \"amount_cents\"");
        return -1;
    }
    if (strcmp(json_string_value(st), want)) {
        snprintf(why, n, "status %s, expected %s", quoted(st, q, 24), want);
        return -1;
    }
    long long wa = json_integer_value(json_object_get(e, "amount_cents")), ga = json_integer_value(am);
    if (wa != ga) {
        snprintf(why, n, "amount_cents %lld, expected %lld", ga, wa);
        return -1;
    }
    /* Optional fields: checked when the case expects them and the answer has them. */
    const json_t *wg = json_object_get(e, "grids"), *gg = json_object_get(ans, "grids");
    if (left_out)
        *left_out = (wg && !gg ? 1u << LC_LEFT_GRIDS : 0) |
                    (json_object_get(e, "remedy") && !json_object_get(ans, "remedy") ? 1u << LC_LEFT_REMEDY : 0) |
                    /* notes are asked where some are raised: without, an answer leaves nothing out */
                    (json_array_size(json_object_get(e, "notes")) && !json_object_get(ans, "notes") ? 1u << LC_LEFT_NOTES : 0);
    if (wg && gg && check_grids(wg, gg, why, n))
        return -1;
    const json_t *wr = json_object_get(e, "remedy"), *gr = json_object_get(ans, "remedy");
    if (wr && gr && !json_equal(wr, gr)) {
        snprintf(why, n, "remedy %s, expected %s", quoted(gr, q, 44), json_string_value(wr));
        return -1;
    }
    const json_t *wn = json_object_get(e, "notes"), *gn = json_object_get(ans, "notes");
    if (wn && gn && (!json_is_array(gn) || !note_set_equal(wn, gn))) {
        char *a = json_dumps(gn, JSON_COMPACT), *b = json_dumps(wn, JSON_COMPACT), qb[104];
        snprintf(why, n, "notes %s, expected %s", lc_text_safe(q, 104, a ? a : "?", a ? strlen(a) : 1, LC_TEXT_LINE),
                 lc_text_safe(qb, sizeof qb, b ? b : "?", b ? strlen(b) : 1, LC_TEXT_LINE));
        free(a);
        free(b);
        return -1;
    }
    return 0;
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
