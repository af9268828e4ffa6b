/* schema.c — one game's protocol lines as JSON Schemas (see schema.h). */
#include "schema.h"

static json_t *int_min(long long lo)
{
    return json_pack("{s:s, s:I}", "type", "integer", "minimum", (json_int_t)lo);
}

static json_t *strings(char *const *words, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_string(words[i]));
    return a;
}

/* An object holding exactly these keys, each with its own schema. */
static json_t *exact_object(json_t *props)
{
    json_t *req = json_array();
    const char *k;
    json_t *v;
    json_object_foreach(props, k, v)
        json_array_append_new(req, json_string(k));
    return json_pack("{s:s, s:o, s:o, s:b}", "type", "object", "properties", props, "required", req,
                     "additionalProperties", 0);
}

/* A cell: a number, "J" or null; in a grid of symbols, one of them, "J"
 * or null. */
static json_t *cell_schema(const lc_grid *gr)
{
    if (!gr->nsymbols)
        return json_pack("{s:[{s:s}, {s:s}, {s:s}]}", "anyOf", "type", "integer", "const", "J", "type", "null");
    json_t *words = json_array();
    for (int i = 0; i < gr->nsymbols; i++)
        json_array_append_new(words, json_string(gr->symbol[i]));
    json_array_append_new(words, json_string("J"));
    return json_pack("{s:[{s:o}, {s:s}]}", "anyOf", "enum", words, "type", "null");
}

static json_t *grid_schema(const lc_grid *gr)
{
    json_t *cell = cell_schema(gr);
    json_t *row = json_pack("{s:s, s:i, s:i, s:o}", "type", "array", "minItems", gr->spots ? 0 : gr->cols, "maxItems",
                            gr->cols, "items", cell);
    json_t *j = json_pack("{s:s, s:i, s:i, s:o}", "type", "array", "minItems", gr->rows, "maxItems", gr->rows,
                          "items", row);
    json_object_set_new(j, "description", json_sprintf("%s: %d rows of %s%d cells, each %s, \"J\" or null",
                                                        gr->label ? gr->label : gr->name, gr->rows,
                                                        gr->spots ? "at most " : "", gr->cols,
                                                        gr->nsymbols ? "one of its symbols" : "a number"));
    return j;
}

/* The sums beside a grid's cells: its rows, each of its columns, in cents. */
static json_t *cell_amounts_schema(const lc_grid *gr)
{
    json_t *row = json_pack("{s:s, s:i, s:i, s:{s:s}}", "type", "array", "minItems", gr->cols, "maxItems", gr->cols,
                            "items", "type", "integer");
    return json_pack("{s:s, s:i, s:i, s:o, s:s}", "type", "array", "minItems", gr->rows, "maxItems", gr->rows, "items",
                     row, "description", "the sum printed beside each cell, in cents, in the grid's rows");
}

static json_t *unit_schema(const lc_game *g)
{
    json_t *grids = json_object(), *draws = json_object();
    for (int i = 0; i < g->ngrids; i++)
        json_object_set_new(grids, g->grids[i].name, grid_schema(&g->grids[i]));
    for (int i = 0; i < g->ndraws; i++)
        json_object_set_new(draws, g->draws[i].name, json_pack("{s:s, s:i, s:{s:s}, s:s}", "type", "array",
                            "maxItems", LC_MAX_DRAWN, "items", "type", "integer", "description",
                            g->draws[i].label ? g->draws[i].label : g->draws[i].name));
    json_t *unit = json_pack("{s:o, s:o}", "grids", exact_object(grids), "draws", exact_object(draws)), *amounts = NULL;
    for (int i = 0; i < g->ngrids; i++)
        if (g->grids[i].amount_printed) {
            amounts = amounts ? amounts : json_object();
            json_object_set_new(amounts, g->grids[i].name,
                                g->grids[i].amount_printed == LC_PRINTED_CELLS ? cell_amounts_schema(&g->grids[i])
                                : json_pack("{s:s, s:s}", "type", "integer", "description",
                                            "the amount printed on the grid, in cents (one of the prize table's)"));
        }
    if (amounts)
        json_object_set_new(unit, "amounts", exact_object(amounts));
    if (g->nstakes) {   /* any integer: a stake the game does not list is an anomaly, not a shape error */
        json_t *stakes = json_array();
        for (int s = 0; s < g->nstakes; s++)
            json_array_append_new(stakes, json_integer(g->stakes[s]));
        json_object_set_new(unit, "stake_cents", json_pack("{s:s, s:o, s:s}", "type", "integer", "examples", stakes,
                                                           "description", "the stake the player chose, in cents (one "
                                                           "of the examples, else an anomaly)"));
    }
    return exact_object(unit);
}

static json_t *request(const lc_game *g)
{
    json_t *id = json_pack("{s:[s, s]}", "type", "string", "integer");
    json_t *j = exact_object(json_pack("{s:o, s:{s:s}, s:o}", "id", id, "game", "const", g->id, "unit", unit_schema(g)));
    /* an emission line may declare the unit's lot; not required */
    json_object_set_new(json_object_get(j, "properties"), "lot_cents",
                        json_pack("{s:s, s:i, s:I, s:s}", "type", "integer", "minimum", 0, "maximum",
                                  (json_int_t)999999999999999LL, "description",
                                  "emission files only: the lot the producer assigned to the unit, in cents"));
    return j;
}

/* The fields an answer and an outcome share; `exact`: no others. */
static json_t *result(const lc_game *g, int outcome)
{
    json_t *grids = json_object(), *props = json_object();
    for (int i = 0; i < g->ngrids; i++)
        json_object_set_new(grids, g->grids[i].name, int_min(0));
    json_object_set_new(props, "id", json_pack("{s:[s, s]}", "type", "string", "integer"));
    json_object_set_new(props, "status", json_pack("{s:[s, s, s]}", "enum", "win", "lose", "anomaly"));
    json_object_set_new(props, "amount_cents", int_min(0));
    json_object_set_new(props, "grids", json_pack("{s:s, s:o, s:b}", "type", "object", "properties", grids,
                                                  "additionalProperties", 0));
    json_object_set_new(props, "remedy", json_pack("{s:s}", "const", g->remedy));
    json_object_set_new(props, "notes", json_pack("{s:s, s:{s:o}, s:b}", "type", "array", "items", "enum",
                                                  strings(g->notes, g->nnotes), "uniqueItems", 1));
    json_t *j = json_pack("{s:s, s:o, s:[s, s]}", "type", "object", "properties", props, "required", "status",
                          "amount_cents");
    /* a win pays something, a loss or an anomaly nothing */
    json_object_set_new(j, "allOf", json_pack("[{s:{s:{s:{s:s}}}, s:{s:{s:{s:i}}}}, {s:{s:{s:{s:[s, s]}}}, s:{s:{s:{s:i}}}}]",
        "if", "properties", "status", "const", "win", "then", "properties", "amount_cents", "minimum", 1,
        "if", "properties", "status", "enum", "lose", "anomaly", "then", "properties", "amount_cents", "const", 0));
    if (outcome) {
        json_object_set_new(props, "violations", json_pack("{s:s, s:{s:s}}", "type", "array", "items", "type", "string"));
        json_object_set_new(props, "trace", json_pack("{s:s, s:{s:s}}", "type", "array", "items", "type", "string"));
        json_array_append_new(json_object_get(j, "required"), json_string("trace"));
        json_object_set_new(j, "additionalProperties", json_false());
    }
    return j;
}

static json_t *answer(const lc_game *g)
{
    json_t *ok = result(g, 0);
    json_array_insert_new(json_object_get(ok, "required"), 0, json_string("id"));
    json_object_set_new(ok, "not", json_pack("{s:[s]}", "required", "error"));
    json_t *error = json_pack("{s:s, s:{s:{s:[s, s, s]}, s:{s:s}}, s:[s, s]}", "type", "object", "properties",
                              "id", "type", "string", "integer", "null", "error", "type", "string", "required",
                              "id", "error");
    return json_pack("{s:[o, o]}", "oneOf", ok, error);
}

/* ---- a pool game's drawing and its answer (docs/pool-draws.md) --------------------- */

static json_t *pool_request(const lc_game *g)
{
    const lc_grid *gr = &g->grids[0];
    json_t *draws = json_object(), *sums = json_object(), *counts = json_object();
    for (int i = 0; i < g->ndraws; i++)
        json_object_set_new(draws, g->draws[i].name, json_pack("{s:s, s:i, s:{s:s}}", "type", "array", "maxItems",
                                                               LC_MAX_DRAWN, "items", "type", "integer"));
    for (int r = 0; r < g->pool.nranks; r++)
        json_object_set_new(sums, g->pool.rank[r].name, int_min(0));
    for (int i = 0; i < gr->nlev; i++)
        json_object_set_new(counts, g->pool.class_name[i], int_min(0));
    json_t *row = json_pack("{s:s, s:i, s:i, s:{s:s}}", "type", "array", "minItems", gr->cols, "maxItems", gr->cols,
                            "items", "type", "integer");
    json_t *play = exact_object(json_pack("{s:{s:s, s:i, s:i, s:o}}", gr->name, "type", "array", "minItems", gr->rows,
                                          "maxItems", gr->rows, "items", row));
    json_t *c = json_pack("{s:s, s:o, s:b}", "type", "object", "properties", counts, "additionalProperties", 0);
    json_t *d = exact_object(json_pack("{s:o, s:o, s:{s:s, s:o}, s:o}", "draws", exact_object(draws), "assigned_cents",
                                       exact_object(sums), "plays", "type", "array", "items", play, "counts", c));
    json_array_remove(json_object_get(d, "required"), 3);   /* counts: optional */
    json_t *id = json_pack("{s:[s, s]}", "type", "string", "integer");
    return exact_object(json_pack("{s:o, s:{s:s}, s:o}", "id", id, "game", "const", g->id, "draw", d));
}

static json_t *pool_result(const lc_game *g, int answer)
{
    json_t *ranks = json_object(), *names = json_array();
    for (int r = 0; r < g->pool.nranks; r++) {
        json_object_set_new(ranks, g->pool.rank[r].name,
                            exact_object(json_pack("{s:o, s:o}", "winners", int_min(0), "gain_cents", int_min(0))));
        json_array_append_new(names, json_string(g->pool.rank[r].name));
    }
    json_array_append_new(names, json_string(g->remedy));
    json_array_append_new(names, json_null());
    json_t *j = exact_object(json_pack("{s:{s:[s, s]}, s:o, s:o, s:{s:s, s:{s:o}}}", "id", "type", "string", "integer",
                                       "ranks", exact_object(ranks), "carried_over_cents", int_min(0), "plays", "type",
                                       "array", "items", "enum", names));
    if (answer)   /* a candidate may add fields of its own (a trace): lotcert ignores them */
        json_object_set_new(j, "additionalProperties", json_true());
    else
        json_array_remove(json_object_get(j, "required"), 0);   /* eval's lines carry no id */
    return j;
}

static json_t *pool_answer(const lc_game *g)
{
    json_t *ok = pool_result(g, 1);
    json_object_set_new(ok, "not", json_pack("{s:[s]}", "required", "error"));
    json_t *error = json_pack("{s:s, s:{s:{s:[s, s, s]}, s:{s:s}}, s:[s, s]}", "type", "object", "properties",
                              "id", "type", "string", "integer", "null", "error", "type", "string", "required",
                              "id", "error");
    return json_pack("{s:[o, o]}", "oneOf", ok, error);
}

static json_t *one_schema(const lc_game *g, lc_schema_kind kind)
{
    if (g->pool.nranks)
        return kind == LC_SCHEMA_REQUEST ? pool_request(g) : kind == LC_SCHEMA_ANSWER ? pool_answer(g) : pool_result(g, 0);
    return kind == LC_SCHEMA_REQUEST ? request(g) : kind == LC_SCHEMA_ANSWER ? answer(g) : result(g, 1);
}

static const char *const WHAT[] = {"request", "answer", "outcome"};

json_t *lc_schema(const lc_game *const *games, int n, lc_schema_kind kind)
{
    json_t *each = json_array();
    for (int i = 0; i < n; i++) {
        const lc_game *g = games[i];
        json_t *s = one_schema(g, kind);
        json_object_set_new(s, "title", json_sprintf("%s line of %s", WHAT[kind], g->id));
        json_array_append_new(each, s);
    }
    json_t *top = n == 1 ? json_incref(json_array_get(each, 0)) : json_pack("{s:O}", "oneOf", each);
    json_decref(each);
    json_t *doc = json_pack("{s:s}", "$schema", "https://json-schema.org/draft/2020-12/schema");
    json_object_update(doc, top);
    json_decref(top);
    json_object_set_new(doc, "description", json_sprintf("lotcert schema --what %s: one %s line, as written in "
                        "docs/protocol.md; generated from the rules files it names.", WHAT[kind], WHAT[kind]));
    return doc;
}
