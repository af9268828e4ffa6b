/* coverage_report.c — coverage in words, in JSON, and as a Stryker
 * mutation-testing report. */
#include "atomic.h"
#include "coverage.h"

#include <stdlib.h>
#include <string.h>

static int reached(const lc_target *t, int n)
{
    int h = 0;
    for (int i = 0; i < n; i++)
        h += t[i].hits > 0;
    return h;
}

static void figure(FILE *out, const char *name, const lc_target *t, int n)
{
    int h = reached(t, n);
    fprintf(out, "  %-11s %4d/%-4d %6.1f %%\n", name, h, n, n ? 100.0 * h / n : 100.0);
}

static void misses(FILE *out, const lc_game *g, const char *title, const lc_target *t, int n)
{
    if (reached(t, n) == n)
        return;
    fprintf(out, "  %s:\n", title);
    for (int i = 0; i < n; i++)
        if (!t[i].hits)
            fprintf(out, "    - %s%s%s\n", t[i].what, t[i].clause >= 0 ? "  " : "",
                    t[i].clause >= 0 ? g->clauses[t[i].clause].cites : "");
}

/* ---- positions: the mutants that stand at one position, grouped by the
 * check or pattern they belong to ------------------------------------------ */

typedef struct {
    char what[96];
    int exercised, total;
} position_group;

#define MAX_GROUPS 96

static int is_position(lc_mutator k) { return k >= MUT_PATTERN_SHORT && k <= MUT_DRAWS_SWAPPED; }

static void group_name(const lc_game *g, const lc_mutant *m, char *buf, size_t n)
{
    switch (m->kind) {
    case MUT_PATTERN_SHORT:
        snprintf(buf, n, "%s %s %d, each cell left out", g->grids[m->a].name, g->grids[m->a].fam[m->b].name, m->c);
        break;
    case MUT_CELL_UNCHECKED: snprintf(buf, n, "%s range, each cell unchecked", g->grids[m->a].name); break;
    case MUT_DISTINCT_PER_ROW: snprintf(buf, n, "%s repeats across rows", g->grids[m->a].name); break;
    case MUT_INDEX_UNCHECKED: snprintf(buf, n, "%s range, each index unchecked", g->draws[m->a].name); break;
    case MUT_REPEAT_UNSEEN: snprintf(buf, n, "%s repeats, each index uncompared", g->draws[m->a].name); break;
    default: snprintf(buf, n, "%s and %s, each in the other's place", g->draws[m->a].name, g->draws[m->b].name); break;
    }
}

/* The groups of gc's position mutants, in the order they first appear. */
static int position_groups(const lc_game_coverage *gc, position_group *pg)
{
    int n = 0;
    for (int i = 0; i < gc->nmutants; i++) {
        const lc_mutant_result *r = &gc->mutants[i];
        if (!is_position(r->m.kind))
            continue;
        char what[96];
        group_name(gc->g, &r->m, what, sizeof what);
        int k = 0;
        while (k < n && strcmp(pg[k].what, what))
            k++;
        if (k == n && n == MAX_GROUPS)
            continue;
        if (k == n)
            pg[n++] = (position_group){.exercised = 0, .total = 0};
        snprintf(pg[k].what, sizeof pg[k].what, "%s", what);
        pg[k].total++;
        pg[k].exercised += r->killed_by > 0 || r->equivalent;
    }
    return n;
}

static void print_positions(const lc_game_coverage *gc, FILE *out)
{
    position_group pg[MAX_GROUPS];
    int n = position_groups(gc, pg), h = 0, t = 0;
    for (int k = 0; k < n; k++) {
        h += pg[k].exercised;
        t += pg[k].total;
    }
    if (!t)
        return;
    fprintf(out, "  %-11s %4d/%-4d %6.1f %%  (the mutants above that stand at one position: slips, patterns read short)\n",
            "positions", h, t, 100.0 * h / t);
    for (int k = 0; k < n; k++)
        fprintf(out, "    %-48s %3d/%d%s\n", pg[k].what, pg[k].exercised, pg[k].total,
                pg[k].exercised < pg[k].total ? "  <- positions no case tries" : "");
}

static json_t *positions_json(const lc_game_coverage *gc)
{
    position_group pg[MAX_GROUPS];
    int n = position_groups(gc, pg);
    json_t *a = json_array();
    for (int k = 0; k < n; k++)
        json_array_append_new(a, json_pack("{s:s, s:i, s:i}", "what", pg[k].what, "exercised", pg[k].exercised,
                                           "positions", pg[k].total));
    return a;
}

static void print_game(const lc_game_coverage *gc, FILE *out)
{
    const lc_game *g = gc->g;
    int scored = gc->killed + gc->survived;
    fprintf(out, "%s (%s, %d cases)\n", g->id, g->file, gc->ncases);
    figure(out, "clauses", gc->clauses, gc->nclauses);
    figure(out, "readings", gc->readings, gc->nreadings);
    if (gc->ncombos > 1)
        fprintf(out, "  %-11s the cases ran under %d combinations of readings, each case where it says it holds\n", "",
                gc->ncombos);
    figure(out, "outcomes", gc->outcomes, gc->noutcomes);
    figure(out, "boundaries", gc->bounds, gc->nbounds);
    fprintf(out, "  %-11s %4d/%-4d %6.1f %%  (%d mutants, %d declared equivalent)\n", "mutants", gc->killed, scored,
            scored ? 100.0 * gc->killed / scored : 100.0, gc->nmutants, gc->equivalent);
    print_positions(gc, out);
    if (gc->failing)
        fprintf(out, "  %d case%s FAIL on the rules themselves (first: %s): left out of the mutation run; see lotcert run\n",
                gc->failing, gc->failing == 1 ? "" : "s", gc->first_failing);
    if (gc->combo_error[0])
        fprintf(out, "  %s\n", gc->combo_error);
    if (gc->failing_other)
        fprintf(out, "  %d case%s FAIL under readings where %s (first: %s, under %s)\n", gc->failing_other,
                gc->failing_other == 1 ? "" : "s", gc->failing_other == 1 ? "it says it holds" : "they say they hold",
                gc->first_failing_other, gc->failing_combo);
    misses(out, g, "clauses no case decides through", gc->clauses, gc->nclauses);
    misses(out, g, "readings no case decides through, or with fewer cases than the default", gc->readings, gc->nreadings);
    misses(out, g, "outcomes no case reaches", gc->outcomes, gc->noutcomes);
    misses(out, g, "boundaries no case tries", gc->bounds, gc->nbounds);
    if (gc->survived) {
        fprintf(out, "  surviving mutants:\n");
        for (int i = 0; i < gc->nmutants; i++)
            if (!gc->mutants[i].killed_by && !gc->mutants[i].equivalent)
                fprintf(out, "    - %s, no case would notice  [%s:%s, %s:%d]\n", gc->mutants[i].m.description, g->id,
                        gc->mutants[i].m.id, g->file, g->clauses[gc->mutants[i].m.clause].line);
    }
    if (gc->equivalent) {
        fprintf(out, "  mutants declared equivalent:\n");
        for (int i = 0; i < gc->nmutants; i++)
            if (gc->mutants[i].equivalent)
                fprintf(out, "    - %s: %s  (%s:%d)%s\n", gc->mutants[i].m.id, gc->mutants[i].equivalent->reason,
                        gc->mutants[i].equivalent->file, gc->mutants[i].equivalent->line,
                        gc->mutants[i].killed_by ? "  BUT A CASE KILLS IT: the declaration is wrong" : "");
    }
    if (gc->nclaims) {
        fprintf(out, "  covers: claims the trace does not bear out (%d):\n", gc->nclaims);
        for (int i = 0; i < gc->nclaims && i < 20; i++)
            fprintf(out, "    - %s claims %s\n", gc->claims[i].case_id, gc->claims[i].clause_id);
        if (gc->nclaims > 20)
            fprintf(out, "    ... and %d more (see --json)\n", gc->nclaims - 20);
    }
    fputc('\n', out);
}

void lc_coverage_print(const lc_coverage *c, FILE *out)
{
    for (int i = 0; i < c->ngames; i++)
        print_game(&c->games[i], out);
    if (c->unused_equivalents)
        fprintf(out, "%d declared equivalent mutant(s) match no mutant of these rules\n", c->unused_equivalents);
    fprintf(out, "all games: clauses %.1f %%, readings %.1f %%, outcomes %.1f %%, boundaries %.1f %%, mutation score %.1f %% (%.2f s)\n",
            lc_cov_percent(c, 0), lc_cov_percent(c, 1), lc_cov_percent(c, 2), lc_cov_percent(c, 3), lc_cov_percent(c, 4),
            c->seconds);
}

static json_t *targets_json(const lc_game *g, const lc_target *t, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_pack("{s:s, s:s?, s:i, s:s?}", "target", t[i].what, "cites",
                                           t[i].clause >= 0 ? g->clauses[t[i].clause].cites : NULL, "cases", t[i].hits,
                                           "first_case", t[i].first));
    return a;
}

static json_t *game_json(const lc_game_coverage *gc)
{
    const lc_game *g = gc->g;
    json_t *muts = json_array(), *claims = json_array();
    for (int i = 0; i < gc->nmutants; i++) {
        const lc_mutant_result *r = &gc->mutants[i];
        json_array_append_new(muts, json_pack("{s:s, s:s, s:s, s:s, s:i, s:s?, s:s?}", "id", r->m.id, "mutator",
                                              lc_mutator_name(r->m.kind), "description", r->m.description, "status",
                                              r->equivalent ? "equivalent" : r->killed_by ? "killed" : "survived",
                                              "killed_by", r->killed_by, "first_killer", r->first, "equivalent_reason",
                                              r->equivalent ? r->equivalent->reason : NULL));
    }
    for (int i = 0; i < gc->nclaims; i++)
        json_array_append_new(claims, json_pack("{s:s, s:s}", "case", gc->claims[i].case_id, "covers", gc->claims[i].clause_id));
    json_t *doc = json_pack("{s:s, s:s, s:i, s:o, s:o, s:o, s:o, s:{s:i, s:i, s:i, s:i, s:o}, s:o, s:o}", "game", g->id, "rules",
                     g->file, "cases", gc->ncases, "clauses", targets_json(g, gc->clauses, gc->nclauses), "readings",
                     targets_json(g, gc->readings, gc->nreadings), "outcomes", targets_json(g, gc->outcomes, gc->noutcomes),
                     "boundaries", targets_json(g, gc->bounds, gc->nbounds), "mutation", "mutants", gc->nmutants,
                     "killed", gc->killed, "survived", gc->survived, "equivalent", gc->equivalent, "list", muts,
                     "claims_not_borne_out", claims, "positions", positions_json(gc));
    json_object_set_new(doc, "reading_combinations", json_integer(gc->ncombos));
    json_object_set_new(doc, "failing_under_other_readings",
                        json_pack("{s:i, s:s?, s:s?}", "cases", gc->failing_other, "first", gc->first_failing_other,
                                  "readings", gc->failing_other ? gc->failing_combo : NULL));
    return doc;
}

static int write_json(json_t *doc, const char *path, lc_error *err)
{
    int rc = lc_atomic_write_json(doc, path, err);
    json_decref(doc);
    return rc;
}

int lc_coverage_json(const lc_coverage *c, const char *path, lc_error *err)
{
    json_t *games = json_array();
    for (int i = 0; i < c->ngames; i++)
        json_array_append_new(games, game_json(&c->games[i]));
    return write_json(json_pack("{s:s, s:{s:f, s:f, s:f, s:f, s:f}, s:o}", "tool", "lotcert coverage", "percent",
                                "clauses", lc_cov_percent(c, 0), "readings", lc_cov_percent(c, 1), "outcomes",
                                lc_cov_percent(c, 2), "boundaries", lc_cov_percent(c, 3), "mutation_score",
                                lc_cov_percent(c, 4), "games", games),
                      path, err);
}

static char *slurp(const char *path)
{
    FILE *fp = fopen(path, "rbe");
    char *s = NULL;
    size_t n = 0;
    if (fp) {
        FILE *m = lc_xmemstream(&s, &n);
        char buf[8192];
        size_t k;
        while ((k = fread(buf, 1, sizeof buf, fp)) > 0)
            fwrite(buf, 1, k, m);
        fclose(m);
        fclose(fp);
    }
    return s;
}

/* mutation-testing-report-schema: files keyed by path, each with its source
 * and its mutants located at the clause they change. */
int lc_coverage_stryker(const lc_coverage *c, const char *path, lc_error *err)
{
    json_t *files = json_object();
    for (int i = 0; i < c->ngames; i++) {
        const lc_game_coverage *gc = &c->games[i];
        json_t *muts = json_array();
        for (int k = 0; k < gc->nmutants; k++) {
            const lc_mutant_result *r = &gc->mutants[k];
            const lc_clause *cl = &gc->g->clauses[r->m.clause >= 0 ? r->m.clause : 0];
            char id[16];
            snprintf(id, sizeof id, "%d", k + 1);
            json_t *m = json_pack("{s:s, s:s, s:s, s:s, s:{s:{s:i, s:i}, s:{s:i, s:i}}, s:s}", "id", id, "mutatorName",
                                  lc_mutator_name(r->m.kind), "replacement", r->m.id, "description", r->m.description,
                                  "location", "start", "line", cl->line, "column", cl->column, "end", "line", cl->line,
                                  "column", cl->column + 1, "status",
                                  r->equivalent ? "Ignored" : r->killed_by ? "Killed" : "Survived");
            if (r->equivalent)
                json_object_set_new(m, "statusReason", json_string(r->equivalent->reason));
            if (r->first)
                json_object_set_new(m, "killedBy", json_pack("[s]", r->first));
            json_array_append_new(muts, m);
        }
        char *src = slurp(gc->g->file);
        json_object_set_new(files, gc->g->file, json_pack("{s:s, s:s, s:o}", "language", "yaml", "source",
                                                          src ? src : "", "mutants", muts));
        free(src);
    }
    return write_json(json_pack("{s:s, s:{s:i, s:i}, s:o}", "schemaVersion", "1", "thresholds", "high", 100, "low", 90,
                                "files", files),
                      path, err);
}
