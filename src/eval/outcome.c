/* outcome.c — outcome to JSON (docs/formats.md). */
#include "outcome.h"

const char *lc_status_word(lc_status s)
{
    return s == LC_WIN ? "win" : s == LC_LOSE ? "lose" : "anomaly";
}

static json_t *clause_ids(const lc_game *g, const uint16_t *ix, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_string(g->clauses[ix[i]].id));
    return a;
}

json_t *lc_outcome_to_json(const lc_game *g, const lc_outcome *o)
{
    json_t *j = json_object();
    json_object_set_new(j, "status", json_string(lc_status_word(o->status)));
    json_object_set_new(j, "amount_cents", json_integer(o->amount));
    if (o->status == LC_ANOMALY) {
        json_object_set_new(j, "remedy", json_string(g->remedy));
        json_object_set_new(j, "violations", clause_ids(g, o->viol, o->nviol));
    } else {
        json_t *grids = json_object(), *notes = json_array();
        for (int gi = 0; gi < g->ngrids; gi++)
            json_object_set_new(grids, g->grids[gi].name, json_integer(o->grid[gi]));
        for (int i = 0; i < g->nnotes; i++)
            if (o->notes >> i & 1)
                json_array_append_new(notes, json_string(g->notes[i]));
        json_object_set_new(j, "grids", grids);
        json_object_set_new(j, "notes", notes);
    }
    json_object_set_new(j, "trace", clause_ids(g, o->trace, o->ntrace));
    return j;
}
