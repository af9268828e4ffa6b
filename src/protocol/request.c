/* request.c — answering one JSON line (see request.h). */
#include "request.h"
#include "draw.h"

#include <stdio.h>
#include <string.h>

json_t *lc_answer_error(const lc_answerer *a, const json_t *id, const char *why)
{
    json_t *j = json_object();
    if (id || !a->allow_bare_unit)
        json_object_set_new(j, "id", id ? json_deep_copy(id) : json_null());
    json_object_set_new(j, "error", json_string(why));
    return j;
}

const lc_game *lc_request_game(const lc_ruleset *rs, const json_t *req, char *why, size_t whylen)
{
    const json_t *game = json_object_get(req, "game");
    if (!game) {
        if (rs->n == 1)
            return rs->games[0];
        snprintf(why, whylen, "missing \"game\" (%d games are loaded)", rs->n);
        return NULL;
    }
    if (!json_is_string(game)) {
        snprintf(why, whylen, "\"game\" must be a string");
        return NULL;
    }
    const lc_game *g = lc_ruleset_find(rs, json_string_value(game));
    if (!g)
        snprintf(why, whylen, "unknown game '%.100s'", json_string_value(game));
    return g;
}

/* req holds "game" (or not); unit is the unit object itself. */
static json_t *answer_unit(const lc_answerer *a, const json_t *req, const json_t *unit, const json_t *id,
                           int *is_error)
{
    char why[300];
    lc_unit u;
    if (id && !json_is_string(id) && !json_is_integer(id))
        return lc_answer_error(a, NULL, "\"id\" must be a string or an integer");
    const lc_game *g = lc_request_game(a->rules, req, why, sizeof why);
    if (g && g->pool.nranks)
        snprintf(why, sizeof why, "%s is a pool game: its unit is a whole drawing (\"draw\": {draws, "
                 "assigned_cents, plays})", g->id);
    if (!g || g->pool.nranks || lc_unit_read(g, unit, &u, why, sizeof why))
        return lc_answer_error(a, id, why);
    lc_outcome o;
    lc_evaluate(g, &u, &o, 1);
    json_t *out = json_object(), *outcome = lc_outcome_to_json(g, &o);
    if (id)
        json_object_set_new(out, "id", json_deep_copy(id));
    json_object_update(out, outcome);
    json_decref(outcome);
    *is_error = 0;
    return out;
}

/* A pool game's drawing: its ranks' winners and gains, what is carried
 * over, each listed play's rank (docs/pool-draws.md). */
static json_t *answer_draw(const lc_answerer *a, const json_t *req, const json_t *draw, const json_t *id,
                           int *is_error)
{
    char why[300];
    lc_drawing d;
    if (id && !json_is_string(id) && !json_is_integer(id))
        return lc_answer_error(a, NULL, "\"id\" must be a string or an integer");
    const lc_game *g = lc_request_game(a->rules, req, why, sizeof why);
    if (g && !g->pool.nranks)
        snprintf(why, sizeof why, "%s is not a pool game: its unit is a ticket or a play (\"unit\")", g->id);
    if (!g || !g->pool.nranks || lc_drawing_read(g, draw, &d, why, sizeof why))
        return lc_answer_error(a, id, why);
    lc_drawing_outcome o;
    lc_drawing_evaluate(g, &d, &o, 0);
    json_t *out = json_object(), *ans = lc_drawing_outcome_json(g, &d, &o);
    if (id)
        json_object_set_new(out, "id", json_deep_copy(id));
    json_object_update(out, ans);
    json_decref(ans);
    lc_drawing_outcome_free(&o);
    lc_drawing_free(&d);
    *is_error = 0;
    return out;
}

json_t *lc_answer(const lc_answerer *a, const char *line, size_t len, long lineno, int *is_error)
{
    json_error_t je;
    char why[400];
    *is_error = 1;
    json_t *req = json_loadb(line, len, JSON_REJECT_DUPLICATES, &je);
    if (!req) {
        snprintf(why, sizeof why, "line %ld, column %d: invalid JSON: %s", lineno, je.column, je.text);
        return lc_answer_error(a, NULL, why);
    }
    json_t *ans, *id = json_object_get(req, "id"), *unit = json_object_get(req, "unit");
    if (!json_is_object(req))
        ans = lc_answer_error(a, NULL, "expected a JSON object");
    else if (unit)
        ans = answer_unit(a, req, unit, id, is_error);
    else if (json_object_get(req, "draw"))
        ans = answer_draw(a, req, json_object_get(req, "draw"), id, is_error);
    else if (a->allow_bare_unit && json_object_get(req, "assigned_cents")) {
        json_t *no_game = json_object();
        ans = answer_draw(a, no_game, req, NULL, is_error);
        json_decref(no_game);
    }
    else if (a->allow_bare_unit && json_object_get(req, "grids")) {
        json_t *no_game = json_object();
        ans = answer_unit(a, no_game, req, NULL, is_error);
        json_decref(no_game);
    }
    else
        ans = lc_answer_error(a, id, "expected a request {\"id\", \"game\", \"unit\"} (or \"draw\" for a pool game)");
    json_decref(req);
    return ans;
}
