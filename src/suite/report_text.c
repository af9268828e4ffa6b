/* report_text.c — the console report of a run: per game, per article, and
 * every failure in full. */
#include "explain.h"
#include "runner.h"
#include "candidate.h"
#include "text.h"
#include "unit.h"

#include <stdlib.h>
#include <string.h>

char *lc_failure_text(const lc_result *r)
{
    char *buf = NULL, arts[256];
    size_t len = 0;
    FILE *m = lc_xmemstream(&buf, &len);
    const lc_case *c = r->c;
    lc_unit u;
    char why[64];
    fprintf(m, "%s (%s, %s:%d)\n", c->id, c->game->id, c->file, c->line);
    if (c->description)
        fprintf(m, "  %s\n", c->description);
    fprintf(m, "  articles: %s\n", lc_case_articles(c, arts, sizeof arts)[0] ? arts : "(none listed)");
    if (lc_unit_read(c->game, c->unit, &u, why, sizeof why) == 0)
        lc_print_grids(c->game, &u, NULL, m, "    ");
    /* the answer and the reason are the candidate's words: shown safe */
    char *e = json_dumps(c->expect, JSON_COMPACT), *g = r->got ? json_dumps(r->got, JSON_COMPACT) : NULL;
    char *gs = g ? lc_text_dup(g, strlen(g), 4096, LC_TEXT_LINE) : NULL;
    char *ws = r->why ? lc_text_dup(r->why, strlen(r->why), 4096, LC_TEXT_LINE) : NULL;
    fprintf(m, "  expected: %s\n  got:      %s\n  why:      %s\n", e, gs ? gs : "(no answer)", ws ? ws : "?");
    free(e);
    free(g);
    free(gs);
    free(ws);
    fclose(m);
    return buf;
}

/* "art-3.67" after "art-3.6", "art-4.10" after "art-4.9": number by number. */
static int article_cmp(const void *pa, const void *pb)
{
    const char *a = *(const char *const *)pa, *b = *(const char *const *)pb;
    while (*a && *b) {
        if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
            char *ea, *eb;
            long x = strtol(a, &ea, 10), y = strtol(b, &eb, 10);
            if (x != y)
                return x < y ? -1 : 1;
            a = ea;
            b = eb;
        } else if (*a != *b) {
            return (unsigned char)*a - (unsigned char)*b;
        } else {
            a++;
            b++;
        }
    }
    return (unsigned char)*a - (unsigned char)*b;
}

/* Per game, per article: cases and passes. Articles come from covers. */
static void per_article(const lc_run *run, const lc_game *g, FILE *out)
{
    const char *seen[128];
    int nseen = 0;
    for (int i = 0; i < run->n; i++) {
        const lc_case *c = run->r[i].c;
        if (c->game != g)
            continue;
        for (int k = 0; k < c->ncovers; k++)
            for (int j = 0; j < g->nclauses; j++) {
                const char *cites = g->clauses[j].cites;
                int dup = 0;
                if (strcmp(g->clauses[j].id, c->covers[k]))
                    continue;
                for (int s = 0; s < nseen; s++)
                    dup |= !strcmp(seen[s], cites);
                if (!dup && nseen < 128)
                    seen[nseen++] = cites;
            }
    }
    qsort(seen, (size_t)nseen, sizeof *seen, article_cmp);
    for (int s = 0; s < nseen; s++) {
        int n = 0, pass = 0;
        for (int i = 0; i < run->n; i++) {
            const lc_case *c = run->r[i].c;
            int hit = 0;
            for (int k = 0; k < c->ncovers && c->game == g; k++)
                for (int j = 0; j < g->nclauses; j++)
                    hit |= !strcmp(g->clauses[j].id, c->covers[k]) && !strcmp(g->clauses[j].cites, seen[s]);
            n += hit;
            pass += hit && run->r[i].pass;
        }
        fprintf(out, "    %-10s %4d cases  %4d passed  %4d failed\n", seen[s], n, pass, n - pass);
    }
}

void lc_report_given_up(const lc_run *run, FILE *out)
{
    if (run->gave_up == LC_HOLDS_ANSWERS)
        fprintf(out, "\n%s.\nIt answered only once lotcert closed its input, when an answer was late. A candidate "
                     "must write each answer out before it reads on (docs/protocol.md): the fuzzer and an emission "
                     "block keep its input open, and would wait on it.\n", run->gave_up_why);
    else if (run->gave_up == LC_TOO_OFTEN)
        fprintf(out, "\n%s: it was not started again.\n", run->gave_up_why);
    if (run->gave_up != LC_NEVER_ANSWERED)
        return;
    const char *e = run->stderr_text ? run->stderr_text : "", *from = e + strlen(e);
    for (int lines = 0; from > e && lines <= 20; from--)   /* the last 20 lines: a traceback's end */
        lines += from[-1] == '\n';
    fprintf(out, "\nthe candidate never answered: it died %d times before its first answer and was not started "
                 "again. Its standard error%s:\n%s%s\n",
            LC_CAND_DEAD_AT_START + 1, from > e ? " (the last lines)" : "", *from ? from : "(empty)",
            *from && from[strlen(from) - 1] != '\n' ? "\n" : "");
}

void lc_report_text(const lc_run *run, FILE *out)
{
    char *cmd = run->candidate ? lc_text_dup(run->candidate, strlen(run->candidate), 0, LC_TEXT_LINE) : NULL;
    fprintf(out, "lotcert run: %s\n", cmd ? cmd : "the interpreter (lotcert serve, in process)");
    free(cmd);
    lc_confine_print(run->confine, out);
    fputc('\n', out);
    int never = lc_run_unsent(run);   /* a candidate given up: one line for them all, not a page each */
    for (int i = 0; i < run->n; i++)
        if (!run->r[i].pass && !lc_result_unsent(run, &run->r[i])) {
            char *t = lc_failure_text(&run->r[i]);
            fprintf(out, "FAIL %s\n", t);
            free(t);
        }
    if (never)
        fprintf(out, "FAIL %d more case%s, not sent: %s\n\n", never, never == 1 ? "" : "s",
                run->gave_up == LC_NEVER_ANSWERED ? "the candidate never answered (its standard error is below)"
                                                  : run->gave_up_why);
    const lc_game *games[LC_MAX_GRIDS * 16];
    int ng = 0;
    for (int i = 0; i < run->n; i++) {
        int dup = 0;
        for (int k = 0; k < ng; k++)
            dup |= games[k] == run->r[i].c->game;
        if (!dup && ng < (int)(sizeof games / sizeof *games))
            games[ng++] = run->r[i].c->game;
    }
    for (int k = 0; k < ng; k++) {
        int n = 0, pass = 0;
        for (int i = 0; i < run->n; i++)
            if (run->r[i].c->game == games[k]) {
                n++;
                pass += run->r[i].pass;
            }
        fprintf(out, "%-32s %4d cases  %4d passed  %4d failed\n", games[k]->id, n, pass, n - pass);
        per_article(run, games[k], out);
    }
    if (run->candidate && run->restarts)
        fprintf(out, "the candidate was restarted %d time%s\n", run->restarts, run->restarts == 1 ? "" : "s");
    fprintf(out, "\n%d cases: %d passed, %d failed (%.3f s)\n", run->n, run->passed, run->failed, run->seconds);
    lc_pace pace;
    lc_cand_pace(&pace);
    if (run->candidate && pace.hit)
        fprintf(out, "the candidate's pace was not kept, the cases left failed: %s\n", pace.why);
    for (int k = 0; k < LC_LEFT_N; k++)
        if (run->left_out[k])
            fprintf(out, "%d passing answer%s left out \"%s\", which the case expects (first: %s): not checked\n",
                    run->left_out[k], run->left_out[k] == 1 ? "" : "s", lc_left_name(k), run->left_first[k]);
    if (run->other_readings)
        fprintf(out, "%d more case%s hold%s only under other readings of the register: not run here "
                "(--reading ENTRY=READING runs them)\n", run->other_readings, run->other_readings == 1 ? "" : "s",
                run->other_readings == 1 ? "s" : "");
}
