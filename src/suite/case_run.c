/* case_run.c — a case through the interpreter under a given compile of its
 * game (see cases.h): the unit evaluated, or a pool game's drawing shared
 * out, and the answer a candidate would give. */
#include "cases.h"
#include "draw.h"
#include "outcome.h"

#include <string.h>

json_t *lc_case_run(const lc_game *g, const lc_case *c, lc_outcome *o, int want_trace)
{
    char why[300];
    if (!g->pool.nranks) {
        lc_unit u;
        memset(&u, 0, sizeof u);
        if (lc_unit_read(g, c->unit, &u, why, sizeof why))
            return NULL;
        lc_evaluate(g, &u, o, want_trace);
        return lc_outcome_to_json(g, o);
    }
    lc_drawing d;
    lc_drawing_outcome dout;
    if (lc_drawing_read(g, c->unit, &d, why, sizeof why))
        return NULL;
    lc_drawing_evaluate(g, &d, &dout, want_trace);
    json_t *ans = lc_drawing_outcome_json(g, &d, &dout);
    *o = dout.s.t;
    lc_drawing_outcome_free(&dout);
    lc_drawing_free(&d);
    return ans;
}
