/* certify_report.c — a certification on the console and as JUnit XML: the
 * cases one testcase each (as `lotcert run` writes them), and one testsuite
 * "certify" with a testcase per lint, coverage figure and block, and the
 * verdict. */
#include "atomic.h"
#include "certify.h"
#include "labels.h"

#include <stdlib.h>
#include <string.h>

/* The figures behind the verdict, as the PDF gives them: coverage and
 * mutation score over every game, the fuzzer's units, seed and
 * disagreements (the console is often all a vendor reads). */
static void figures(const lc_cert *c, FILE *out)
{
    const char *L = c->o.lang;
    static const lc_label WHAT[5] = {L_CLAUSES, L_READINGS, L_OUTCOMES, L_BOUNDS, L_MUTATION};
    int mutants = 0, killed = 0, survived = 0, equivalent = 0;
    for (int i = 0; i < c->cov.ngames; i++) {
        mutants += c->cov.games[i].nmutants, killed += c->cov.games[i].killed;
        survived += c->cov.games[i].survived, equivalent += c->cov.games[i].equivalent;
    }
    fprintf(out, "%s%s", lc_l(L, L_COVERAGE_SHORT), lc_l(L, L_COLON));
    for (int k = 0; k < 5; k++) {
        char pct[32];   /* the report's decimal sign */
        snprintf(pct, sizeof pct, "%.1f", lc_cov_percent(&c->cov, k));
        for (char *p = pct; !strcmp(L, "fr") && *p; p++)
            *p = *p == '.' ? ',' : *p;
        fprintf(out, "%s%s %s %%", k ? ", " : "", lc_l(L, WHAT[k]), pct);
    }
    fprintf(out, " (%s%s%d%s%s %d, %s %d, %s %d)\n", lc_l(L, L_MUTANTS), lc_l(L, L_COLON), mutants, lc_l(L, L_SEMI), lc_l(L, L_KILLED),
            killed, lc_l(L, L_SURVIVED), survived, lc_l(L, L_EQUIVALENT), equivalent);
    if (!c->fuzz.units)
        fprintf(out, "%s%s%s\n", lc_l(L, L_FUZZER), lc_l(L, L_COLON), lc_l(L, L_NOT_RUN));
    else
        fprintf(out, "%s%s%llu %s (%s %llu), %llu %s\n", lc_l(L, L_FUZZER), lc_l(L, L_COLON),
                (unsigned long long)c->fuzz.units, lc_l(L, L_UNITS), lc_l(L, L_SEED), (unsigned long long)c->o.fuzz_seed,
                (unsigned long long)c->fuzz.disagreements, lc_l(L, L_DISAGREEMENTS));
}

/* Numbered, its game first, in the report's typography (a lint finding's lines may be long). */
static void finding(FILE *out, const char *L, int i, const lc_finding *f)
{
    size_t n = strlen(f->text) + strlen(f->text) / 4 + 64;
    char *shown = lc_xmalloc(n);
    fprintf(out, "  %d. %s%s%s\n", i + 1, f->g ? f->g->id : "", f->g ? lc_l(L, L_COLON) : "",
            lc_l_typography(L, f->text, shown, n));
    free(shown);
}

void lc_cert_print(const lc_cert *c, FILE *out)
{
    const char *L = c->o.lang, *colon = lc_l(L, L_COLON), *end = strcmp(L, "fr") ? ":" : " :";
    if (c->o.confine) {   /* as the evidence's environment gives them, in the report's language */
        char line[800];
        lc_confine_describe_in(c->o.confine, lc_l_confine_words(L), line, sizeof line);
        fprintf(out, "%s%s%s\n", lc_l(L, L_CONFINEMENT), colon, line);
        lc_confine_limits_in(c->o.confine, lc_l_confine_words(L), line, sizeof line);
        fprintf(out, "%s%s%s\n", lc_l(L, L_LIMITS), colon, line);
    }
    fprintf(out, "%s%s%d, %d %s, %d %s", lc_l(L, L_CASES_LOWER), colon, c->run.n, c->run.passed, lc_l(L, L_PASSED),
            c->run.failed, lc_l(L, L_FAILED));
    if (c->run.other_readings)
        fprintf(out, "%s%d %s", lc_l(L, L_SEMI), c->run.other_readings, lc_l(L, L_OTHER_READINGS));
    fputc('\n', out);
    lc_report_given_up(&c->run, out);
    figures(c, out);
    for (int i = 0; i < c->nblocks; i++) {
        char who[1400], lots[300], same[1200];
        for (int k = 0; k < c->blocks[i].run.nblocks; k++)
            fprintf(out, "%s %s #%d (%s)%s%s\n", lc_l(L, L_BLOCK), c->blocks[i].path, k + 1, c->blocks[i].g->id, colon,
                    lc_l(L, c->blocks[i].run.blocks[k].conforming ? L_CONFORMING : L_NOT_CONFORMING));
        fprintf(out, "  %s%s%s\n  %s%s%s\n", lc_l(L, L_SRC_PRODUCED), lc_l(L, L_COLON),
                lc_cert_source_text(c, i, who, sizeof who), lc_l(L, L_LOTS_DECLARED), lc_l(L, L_COLON),
                lc_cert_lots_declared(c, i, lots, sizeof lots));
        if (lc_cert_same_text(c, i, same, sizeof same))
            fprintf(out, "  %s%s%s\n", lc_l(L, L_SAME_STATS), lc_l(L, L_COLON), same);
    }
    fprintf(out, "%s (%d)%s\n", lc_l(L, L_NONCONF), c->nnonconf, end);
    for (int i = 0; i < c->nnonconf; i++)
        finding(out, L, i, &c->nonconf[i]);
    fprintf(out, "%s (%d)%s\n", lc_l(L, L_RESERV), c->nreserv, end);
    for (int i = 0; i < c->nreserv; i++)
        finding(out, L, i, &c->reserv[i]);
    if (c->since_old)
        fprintf(out, "since %s: %d kind%s of outcome change, %d case%s to rerun (appendix)\n", c->since_old->file,
                c->since.nout, c->since.nout == 1 ? "" : "s", c->since.nrerun, c->since.nrerun == 1 ? "" : "s");
    fprintf(out, "%s%s%s\n", lc_l(L, L_VERDICT), colon, lc_verdict_word(c->verdict, L));
}

/* A testcase that fails with `failure`, or passes with `note` (a
 * reservation) as its output. */
static void testcase(FILE *f, const char *name, const char *failure, const char *note)
{
    fputs("    <testcase classname=\"certify\" name=\"", f);
    lc_xml_text(f, name);
    if (!failure && !note) {
        fputs("\"/>\n", f);
        return;
    }
    fputs(failure ? "\">\n      <failure message=\"" : "\">\n      <system-out>", f);
    lc_xml_text(f, failure ? failure : note);
    fputs(failure ? "\" type=\"certification\"/>\n    </testcase>\n" : "</system-out>\n    </testcase>\n", f);
}

/* The findings of one kind about g (and that block, when given), joined; their number. */
static int joined(const lc_finding *list, int n, lc_finding_kind kind, const lc_game *g, const void *block, char *buf,
                  size_t len)
{
    size_t w = 0;
    int k = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++)
        if (list[i].kind == kind && list[i].g == g && (!block || list[i].block == block) && w + 4 < len) {
            w += (size_t)snprintf(buf + w, len - w, "%s%s", k++ ? "; " : "", list[i].text);
            w = w < len ? w : len - 1;
        }
    return k;
}

int lc_cert_junit(const lc_cert *c, const char *path, lc_error *err)
{
    lc_atomic a;
    if (lc_atomic_open(&a, path, err))
        return -1;
    FILE *f = a.fp;
    int own = 2 * c->rs.n + c->nblocks + 1, own_failed = c->verdict == LC_NOT_CERTIFIED;
    char buf[4096];
    for (int i = 0; i < c->rs.n; i++)
        own_failed += c->lint_findings[i] > 0;
    for (int i = 0; i < c->nblocks; i++)
        own_failed += joined(c->nonconf, c->nnonconf, LC_FK_BLOCK, c->blocks[i].g, &c->blocks[i], buf, sizeof buf) > 0;
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"lotcert certify\" tests=\"%d\" "
               "failures=\"%d\" errors=\"0\" time=\"0\">\n", c->run.n + own, c->run.failed + own_failed);
    lc_junit_suites(f, &c->run);
    fprintf(f, "  <testsuite name=\"certify\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"0\" time=\"0\">\n",
            own, own_failed);
    for (int i = 0; i < c->rs.n; i++) {
        const lc_game *g = c->rs.games[i];
        snprintf(buf, sizeof buf, "lint %s", g->id);
        testcase(f, buf, c->lint_findings[i] ? c->lint_text[i] : NULL, NULL);
        char name[300], why[4096];
        snprintf(name, sizeof name, "coverage %s", g->id);
        testcase(f, name, NULL, joined(c->reserv, c->nreserv, LC_FK_COVERAGE, g, NULL, why, sizeof why) ? why : NULL);
    }
    for (int i = 0; i < c->nblocks; i++) {
        snprintf(buf, sizeof buf, "block %s", c->blocks[i].path);
        char why[4096];
        int bad = joined(c->nonconf, c->nnonconf, LC_FK_BLOCK, c->blocks[i].g, &c->blocks[i], why, sizeof why);
        testcase(f, buf, bad ? why : NULL, NULL);
    }
    snprintf(buf, sizeof buf, "%s", lc_verdict_key(c->verdict));
    testcase(f, "verdict", c->verdict == LC_NOT_CERTIFIED ? buf : NULL, c->verdict == LC_RESERVATIONS ? buf : NULL);
    fputs("  </testsuite>\n</testsuites>\n", f);
    return lc_atomic_commit(&a, err);
}
