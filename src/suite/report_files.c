/* report_files.c — the machine reports of a run: JUnit XML (one testcase
 * per case, classname the game) and JSON. */
#include "atomic.h"
#include "runner.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

void lc_xml_text(FILE *f, const char *raw)
{
    /* valid UTF-8 without controls first; then XML's own escapes */
    char *safe = lc_text_dup(raw, strlen(raw), 0, LC_TEXT_LINES);
    for (const char *s = safe; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '<') fputs("&lt;", f);
        else if (ch == '>') fputs("&gt;", f);
        else if (ch == '&') fputs("&amp;", f);
        else if (ch == '"') fputs("&quot;", f);
        else fputc(ch, f);
    }
    free(safe);
}

static void junit_suite(FILE *f, const lc_run *run, const lc_game *g)
{
    int n = 0, failed = 0;
    double t = 0;
    for (int i = 0; i < run->n; i++)
        if (run->r[i].c->game == g) {
            n++;
            failed += !run->r[i].pass;
            t += run->r[i].seconds;
        }
    fprintf(f, "  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"0\" time=\"%.6f\">\n",
            g->id, n, failed, t);
    for (int i = 0; i < run->n; i++) {
        const lc_result *r = &run->r[i];
        if (r->c->game != g)
            continue;
        fprintf(f, "    <testcase classname=\"%s\" name=\"", g->id);
        lc_xml_text(f, r->c->id);
        fprintf(f, "\" time=\"%.6f\"", r->seconds);
        if (r->pass) {
            fputs("/>\n", f);
            continue;
        }
        char *text = lc_failure_text(r);
        fputs(">\n      <failure message=\"", f);
        lc_xml_text(f, r->why ? r->why : "failed");
        fputs("\" type=\"mismatch\">", f);
        lc_xml_text(f, text);
        fputs("</failure>\n    </testcase>\n", f);
        free(text);
    }
    fputs("  </testsuite>\n", f);
}

void lc_junit_suites(FILE *f, const lc_run *run)
{
    const lc_game *done[64];
    int nd = 0;
    for (int i = 0; i < run->n; i++) {
        const lc_game *g = run->r[i].c->game;
        int dup = 0;
        for (int k = 0; k < nd; k++)
            dup |= done[k] == g;
        if (dup || nd == 64)
            continue;
        done[nd++] = g;
        junit_suite(f, run, g);
    }
}

int lc_report_junit(const lc_run *run, const char *path, lc_error *err)
{
    lc_atomic a;
    if (lc_atomic_open(&a, path, err))
        return -1;
    FILE *f = a.fp;
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"lotcert\" tests=\"%d\" failures=\"%d\" "
               "errors=\"0\" time=\"%.6f\">\n", run->n, run->failed, run->seconds);
    lc_junit_suites(f, run);
    if (run->stderr_text && run->stderr_text[0]) {
        fputs("  <!-- candidate stderr is in the JSON report -->\n", f);
    }
    fputs("</testsuites>\n", f);
    return lc_atomic_commit(&a, err);
}

int lc_report_json(const lc_run *run, const char *path, lc_error *err)
{
    json_t *cases = json_array();
    for (int i = 0; i < run->n; i++) {
        const lc_result *r = &run->r[i];
        char arts[256];
        json_t *c = json_pack("{s:o, s:s, s:o, s:i, s:s, s:O, s:o}", "id", lc_json_str(r->c->id), "game", r->c->game->id,
                              "file", lc_json_str(r->c->file), "line", r->c->line, "result", r->pass ? "pass" : "fail",
                              "expected", r->c->expect, "articles", lc_json_str(lc_case_articles(r->c, arts, sizeof arts)));
        json_object_set_new(c, "got", r->got ? lc_json_safe_copy(r->got) : json_null());
        if (r->request_id[0])   /* what the candidate saw of this case, for its own logs */
            json_object_set_new(c, "request_id", json_string(r->request_id));
        if (!r->pass)
            json_object_set_new(c, "why", lc_json_str(r->why ? r->why : "failed"));
        json_array_append_new(cases, c);
    }
    json_t *doc = json_pack("{s:s, s:o, s:{s:i, s:i, s:i, s:f}, s:o, s:o, s:I, s:i}", "tool", "lotcert",
                            "candidate", lc_json_str(run->candidate), "summary", "cases", run->n, "passed", run->passed, "failed",
                            run->failed, "seconds", run->seconds, "cases", cases, "candidate_stderr",
                            lc_json_str(run->stderr_text), "candidate_stderr_dropped", (json_int_t)run->stderr_dropped,
                            "candidate_restarts", run->restarts);
    json_object_set_new(json_object_get(doc, "summary"), "other_readings", json_integer(run->other_readings));
    json_object_set_new(doc, "candidate_confinement", run->confine ? lc_confine_json(run->confine) : json_null());
    /* not started again, and why (each case left carries the same reason) */
    json_object_set_new(doc, "candidate_given_up", run->gave_up ? lc_json_str(run->gave_up_why) : json_null());
    int rc = lc_atomic_write_json(doc, path, err);
    json_decref(doc);
    return rc;
}
