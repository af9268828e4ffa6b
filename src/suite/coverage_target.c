/* coverage_target.c — a target hit, and whether an outcome holds a clause:
 * what coverage.c and coverage_readings.c both score by (coverage_int.h). */
#include "coverage_int.h"

void lc_cov_hit(lc_target *t, const lc_case *c)
{
    if (!t->hits++)
        t->first = c->id;
}

int lc_cov_in_outcome(const lc_outcome *o, int clause)
{
    for (int i = 0; i < o->ntrace; i++)
        if (o->trace[i] == clause)
            return 1;
    for (int i = 0; i < o->nviol; i++)
        if (o->viol[i] == clause)
            return 1;
    return 0;
}
