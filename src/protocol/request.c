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

/* A unit's outcome, or NULL with why. */
static json_t *unit_outcome(const lc_game *g, const json_t *unit, char *why, size_t n)
{
    lc_unit u;
    lc_outcome o;
    if (lc_unit_read(g, unit, &u, why, n))
        return NULL;
    lc_evaluate(g, &u, &o, 1);
    return lc_outcome_to_json(g, &o);
}

/* A pool game's drawing: its ranks' winners and gains, what is carried
 * over, each listed play's rank (docs/pool-draws.md); NULL with why. */
static json_t *drawing_outcome(const lc_game *g, const json_t *draw, char *why, size_t n)
{
    lc_drawing d;
    lc_drawing_outcome o;
    if (lc_drawing_read(g, draw, &d, why, n))
        return NULL;
    lc_drawing_evaluate(g, &d, &o, 0);
    json_t *ans = lc_drawing_outcome_json(g, &d, &o);
    lc_drawing_outcome_free(&o);
    lc_drawing_free(&d);
    return ans;
}

/* req holds "game" (or not); body is the unit, or a pool game's drawing
 * (`drawing`), itself. Each kind of game takes its own kind of unit. */
static json_t *answer_one(const lc_answerer *a, const json_t *req, const json_t *body, const json_t *id, int drawing,
                          int *is_error)
{
    char why[300];
    if (id && !json_is_string(id) && !json_is_integer(id))
        return lc_answer_error(a, NULL, "\"id\" must be a string or an integer");
    const lc_game *g = lc_request_game(a->rules, req, why, sizeof why);
    int other_kind = g && (g->pool.nranks != 0) != drawing;
    if (other_kind)
        snprintf(why, sizeof why, drawing ? "%s is not a pool game: its unit is a ticket or a play (\"unit\")"
                                          : "%s is a pool game: its unit is a whole drawing (\"draw\": {draws, "
                                            "assigned_cents, plays})", g->id);
    json_t *ans = !g || other_kind ? NULL
                  : drawing ? drawing_outcome(g, body, why, sizeof why) : unit_outcome(g, body, why, sizeof why);
    if (!ans)
        return lc_answer_error(a, id, why);
    json_t *out = json_object();
    if (id)
        json_object_set_new(out, "id", json_deep_copy(id));
    json_object_update(out, ans);
    json_decref(ans);
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
        ans = answer_one(a, req, unit, id, 0, is_error);
    else if (json_object_get(req, "draw"))
        ans = answer_one(a, req, json_object_get(req, "draw"), id, 1, is_error);
    else if (a->allow_bare_unit && json_object_get(req, "assigned_cents")) {
        json_t *no_game = json_object();
        ans = answer_one(a, no_game, req, NULL, 1, is_error);
        json_decref(no_game);
    }
    else if (a->allow_bare_unit && json_object_get(req, "grids")) {
        json_t *no_game = json_object();
        ans = answer_one(a, no_game, req, NULL, 0, is_error);
        json_decref(no_game);
    }
    else
        ans = lc_answer_error(a, id, "expected a request {\"id\", \"game\", \"unit\"} (or \"draw\" for a pool game)");
    json_decref(req);
    return ans;
}
