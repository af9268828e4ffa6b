/* certify_pdf.c — the audit evidence a regulator files: cover, conclusion
 * and findings, identity of every item, the register in force, results per
 * article, every failure in full, coverage, the prize table expected against
 * observed with a chart, the spread checks, the environment. */
#include "certify_doc.h"
#include "explain.h"
#include "profile.h"
#include "text.h"
#include "version.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- findings, identity, register ------------------------------------------------------ */

/* Findings with their severity; skip_cases: the failed cases, shown grouped instead. */
static void finding_list(doc *d, lc_label title, const lc_finding *f, int n, int skip_cases)
{
    static const float x[2] = {0, 24}, w[2] = {22, LC_PDF_WIDTH - 24};
    char head[120];
    lc_label sev = title == L_NONCONF ? L_SEVERITY_MAJOR : L_SEVERITY_MINOR;
    /* no "; " here: verify reads the line that starts with the label and holds one as the counts of page 1 */
    snprintf(head, sizeof head, "%s (%d) — %s %s", T(d, title), n, T(d, L_SEVERITY), T(d, sev));
    lc_pdf_heading(&d->p, head, 2);
    if (!n)
        para(d, T(d, L_NONE));
    for (int i = 0, shown = 0; i < n; i++) {
        if (skip_cases && f[i].kind == LC_FK_CASE)
            continue;
        char num[16], text[1400], set[1500];
        snprintf(num, sizeof num, "%d.", ++shown);
        snprintf(set, sizeof set, "%s%s%s", f[i].g ? f[i].g->id : "", f[i].g ? ": " : "", f[i].text);
        lc_doc_french(d, set, text, sizeof text);
        const char *cells[2] = {num, text};
        lc_pdf_row(&d->p, LC_F_SANS, 9, 2, x, w, cells);
    }
}

static void summary(doc *d)
{
    lc_pdf_page(&d->p);
    lc_pdf_heading(&d->p, T(d, L_SUMMARY), 1);
    para(d, lc_verdict_word(d->c->verdict, d->L));
    finding_list(d, L_NONCONF, d->c->nonconf, d->c->nnonconf, 1);
    lc_doc_grouped(d);
    finding_list(d, L_RESERV, d->c->reserv, d->c->nreserv, 0);
}

/* The non-conformities as the JSON records them, when the summary grouped some. */
static void annex(doc *d)
{
    int cases = 0;
    for (int i = 0; i < d->c->nnonconf; i++)
        cases += d->c->nonconf[i].kind == LC_FK_CASE;
    if (!cases)
        return;
    lc_pdf_heading(&d->p, T(d, L_ANNEX), 1);
    para(d, T(d, L_ANNEX_TEXT));
    finding_list(d, L_NONCONF, d->c->nonconf, d->c->nnonconf, 0);
}

/* Who supplied each item: the client the implementation, its interpreter
 * and the emission blocks, but for those the kit generated; the
 * laboratory the rest. */
static lc_label supplier(const lc_cert *c, const lc_ident *id)
{
    for (int i = 0; i < c->nblocks; i++)
        if (!strcmp(id->role, "emission") && !strcmp(c->blocks[i].path, id->path) && c->blocks[i].src.kit)
            return L_BY_KIT;
    return !strcmp(id->role, "candidate") || !strcmp(id->role, "interpreter") || !strcmp(id->role, "emission")
               ? L_BY_CLIENT : L_BY_LAB;
}

static void identity(doc *d)
{
    static const float x[4] = {0, 70, 364, 430}, w[4] = {66, 290, 62, 53};
    lc_pdf_heading(&d->p, T(d, L_IDENTITY), 1);
    const char *head[4] = {T(d, L_ROLE), T(d, L_FILE), T(d, L_SUPPLIED), T(d, L_BYTES)};
    lc_pdf_row(&d->p, LC_F_BOLD, 9, 4, x, w, head);
    for (int i = 0; i < d->c->nids; i++) {
        const lc_ident *id = &d->c->ids[i];
        char bytes[32];
        snprintf(bytes, sizeof bytes, "%lld", id->bytes);
        static const struct { const char *role; lc_label label; } ROLES[] = {
            {"rules", L_ROLE_RULES}, {"previous rules", L_ROLE_PREVIOUS}, {"reglement", L_ROLE_REGLEMENT},
            {"cases", L_ROLE_CASES}, {"emission", L_ROLE_EMISSION}, {"candidate", L_ROLE_CANDIDATE},
            {"interpreter", L_ROLE_INTERPRETER}};
        lc_label role = L_ROLE_TOOL;
        for (size_t r = 0; r < sizeof ROLES / sizeof *ROLES; r++)
            role = !strcmp(id->role, ROLES[r].role) ? ROLES[r].label : role;
        const char *cells[4] = {T(d, role), id->path, T(d, supplier(d->c, id)), bytes};
        lc_pdf_need(&d->p, 26);
        lc_pdf_row(&d->p, LC_F_SANS, 9, 4, x, w, cells);
        const char *sum[2] = {"SHA-256", id->sha256};
        lc_pdf_row(&d->p, LC_F_MONO, 7.5f, 2, x, (const float[]){66, 413}, sum);
    }
}

static void register_section(doc *d, const lc_game *g)
{
    static const float x[2] = {0, 135}, w[2] = {131, LC_PDF_WIDTH - 135};
    char head[200];
    snprintf(head, sizeof head, "%s — %s", T(d, L_REGISTER), g->id);
    lc_pdf_heading(&d->p, head, 2);
    if (g->ninterp)
        lc_pdf_para(&d->p, LC_F_SANS, 8.5f, LC_PDF_LEFT, LC_PDF_WIDTH, T(d, L_OPINIONS));
    for (int i = 0; i < g->ninterp; i++) {
        const lc_interp *in = &g->interp[i];
        const lc_clause *cl = &g->clauses[in->clause];
        char id[200], reading[1400], q[500], t[700];   /* the question and the reading: the rules file's words */
        snprintf(id, sizeof id, "%s\n%s", cl->id, cl->cites);
        snprintf(reading, sizeof reading, "%s\n%s%s%s (%s)\n%s", lc_l_quote(d->L, in->question, q, sizeof q),
                 T(d, L_IN_FORCE), T(d, L_COLON), in->reading[in->selected],
                 T(d, in->selected == in->dflt ? L_DEFAULT : L_NOT_DEFAULT),
                 in->reading_text[in->selected] ? lc_l_quote(d->L, in->reading_text[in->selected], t, sizeof t) : "");
        const char *cells[2] = {id, reading};
        lc_pdf_row(&d->p, LC_F_SANS, 8, 2, x, w, cells);
        d->p.y -= 3;
    }
}

static void lint_section(doc *d, int gi)
{
    const lc_game *g = d->c->rs.games[gi];
    char head[200];
    snprintf(head, sizeof head, "%s — %s%s%d %s", T(d, L_LINT), g->id, T(d, L_COLON), d->c->lint_findings[gi],
             T(d, L_FINDINGS));
    lc_pdf_heading(&d->p, head, 3);
    if (!d->c->lint_findings[gi])
        return;
    size_t n = strlen(d->c->lint_text[gi]) + 8;
    char *quoted = lc_xmalloc(n);
    para(d, T(d, L_LINT_WORDS));
    lc_pdf_pre(&d->p, 7, lc_l_quote(d->L, d->c->lint_text[gi], quoted, n));
    free(quoted);
}

/* ---- results, failures, coverage ------------------------------------------------------------ */

static void results(doc *d, const lc_game *g)
{
    static const float x[5] = {0, 120, 200, 280, 380}, w[5] = {116, 76, 76, 96, 100};
    lc_article_result ar[256];
    int n = lc_cert_articles(d->c, g, ar, 256);
    char head[200];
    snprintf(head, sizeof head, "%s — %s", T(d, L_RESULTS), g->id);
    lc_pdf_heading(&d->p, head, 2);
    const char *top[5] = {T(d, L_ARTICLE), T(d, L_CASES), T(d, L_PASSED), T(d, L_FAILED), T(d, L_RESULT)};
    lc_pdf_row(&d->p, LC_F_BOLD, 9, 5, x, w, top);
    for (int i = 0; i < n; i++) {
        char a[16], b[16], f[16];
        snprintf(a, sizeof a, "%d", ar[i].cases);
        snprintf(b, sizeof b, "%d", ar[i].passed);
        snprintf(f, sizeof f, "%d", ar[i].cases - ar[i].passed);
        const char *res = !ar[i].cases ? T(d, L_NO_CASE) : ar[i].passed == ar[i].cases ? T(d, L_CONFORMING) : T(d, L_NOT_CONFORMING);
        const char *cells[5] = {ar[i].article, a, b, f, res};
        lc_pdf_row(&d->p, ar[i].passed < ar[i].cases ? LC_F_BOLD : LC_F_SANS, 9, 5, x, w, cells);
    }
}

static void failures(doc *d)
{
    lc_pdf_heading(&d->p, T(d, L_FAILURES), 1);
    if (!d->c->run.failed)
        para(d, T(d, L_NO_FAILURE));
    int unsent = lc_run_unsent(&d->c->run);
    if (d->c->run.gave_up) {   /* one paragraph for them all: the candidate was given up */
        char text[900];
        snprintf(text, sizeof text, "%s: %d.", T(d, lc_give_up_label(d->c->run.gave_up)), unsent);
        para(d, text);
    }
    for (int i = 0; i < d->c->run.n; i++) {
        const lc_result *r = &d->c->run.r[i];
        if (r->pass || lc_result_unsent(&d->c->run, r))
            continue;
        char head[400], arts[256];
        snprintf(head, sizeof head, "%s — %s %s (%s:%d)", r->c->id, T(d, L_ARTICLE),
                 lc_case_articles(r->c, arts, sizeof arts), r->c->file, r->c->line);
        lc_pdf_heading(&d->p, head, 3);
        char *text = lc_failure_text(r), *fr = strcmp(d->L, "fr") ? NULL : lc_doc_failure_fr(d, text);
        lc_pdf_pre(&d->p, 7, fr ? fr : text);
        free(text);
        free(fr);
        d->p.y -= 4;
    }
}

static void coverage(doc *d)
{
    static const float x[7] = {0, 130, 190, 250, 310, 370, 430}, w[7] = {126, 56, 56, 56, 56, 56, 53};
    lc_pdf_heading(&d->p, T(d, L_COVERAGE), 1);
    para(d, T(d, L_COVERAGE_NOTE));
    const char *top[7] = {T(d, L_GAME), T(d, L_CASES), T(d, L_CLAUSES), T(d, L_READINGS), T(d, L_OUTCOMES),
                          T(d, L_BOUNDS), T(d, L_MUTATION)};
    lc_pdf_row(&d->p, LC_F_BOLD, 8.5f, 7, x, w, top);
    for (int i = 0; i < d->c->cov.ngames; i++) {
        const lc_game_coverage *gc = &d->c->cov.games[i];
        lc_coverage one = d->c->cov;
        one.games = (lc_game_coverage *)gc;
        one.ngames = 1;
        char v[6][32];
        snprintf(v[0], sizeof v[0], "%d", gc->ncases);
        for (int k = 0; k < 5; k++) {
            snprintf(v[k + 1], sizeof v[0], "%.1f %%", lc_cov_percent(&one, k));
            lc_doc_decimal(d, v[k + 1]);
        }
        const char *cells[7] = {gc->g->id, v[0], v[1], v[2], v[3], v[4], v[5]};
        lc_pdf_row(&d->p, LC_F_SANS, 8.5f, 7, x, w, cells);
        char text[600];
        snprintf(text, sizeof text, "  %s%s%d — %s %d, %s %d, %s %d", T(d, L_MUTANTS), T(d, L_COLON), gc->nmutants, T(d, L_KILLED),
                 gc->killed, T(d, L_SURVIVED), gc->survived, T(d, L_EQUIVALENT), gc->equivalent);
        lc_pdf_para(&d->p, LC_F_SANS, 8, LC_PDF_LEFT, LC_PDF_WIDTH, text);
        for (int m = 0; m < gc->nmutants; m++)
            if (!gc->mutants[m].killed_by && !gc->mutants[m].equivalent) {
                char q[400];   /* the mutant's own words */
                snprintf(text, sizeof text, "    %s%s%s", T(d, L_SURVIVOR), strcmp(d->L, "fr") ? " " : T(d, L_COLON),
                         lc_l_quote(d->L, gc->mutants[m].m.description, q, sizeof q));
                lc_pdf_para(&d->p, LC_F_MONO, 7, LC_PDF_LEFT, LC_PDF_WIDTH, text);
            }
        d->p.y -= 4;
    }
}

/* ---- prize table and chart ------------------------------------------------------------------ */

#define LOTS(r) lc_cert_lots(d->c, g, r)   /* lots of row r per block */

/* A draw game without a table: each level's plays over every block of the
 * game against its published chance, both tails of the test. */
static void chance_table(doc *d, const lc_game *g)
{
    static const float x[6] = {0, 110, 180, 240, 300, 425}, w[6] = {106, 66, 56, 56, 121, 70};
    char head[200], thr[64];
    snprintf(head, sizeof head, "%s — %s", T(d, L_LEVELS), g->id);
    lc_pdf_heading(&d->p, head, 2);
    const char *top[6] = {T(d, L_LEVEL), T(d, L_ONE_IN), T(d, L_EXPECTED), T(d, L_OBSERVED), T(d, L_RARE_OFTEN),
                          T(d, L_RESULT)};
    lc_pdf_row(&d->p, LC_F_BOLD, 9, 6, x, w, top);
    lc_block_result all;
    int nb = lc_cert_ranks(d->c, g, &all);
    double a = lc_block_chance_alpha(g, d->c->o.alpha);
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int k = 0; k < g->grids[gi].nlev; k++) {
            const lc_level *lv = &g->grids[gi].lev[k];
            char c1[32], c2[32], c3[32], c4[64];
            double low, high;
            lc_block_chance(g, &all, gi, k, &low, &high);
            snprintf(c1, sizeof c1, "%.2f", (double)lv->one_in / 100);
            snprintf(c2, sizeof c2, "%.1f", (double)lc_block_trials(g, &all, gi, k) * lc_level_chance(lv));
            snprintf(c3, sizeof c3, "%llu", (unsigned long long)all.ranks[gi][k]);
            snprintf(c4, sizeof c4, "p = %.4f / %.4f", low, high);
            lc_doc_decimal(d, c1), lc_doc_decimal(d, c2), lc_doc_decimal(d, c4);
            int ok = low >= a && high >= a;
            const char *cells[6] = {g->clauses[lv->clause].id, c1, nb ? c2 : "—", nb ? c3 : "—", nb ? c4 : "—",
                                    !nb ? "—" : ok ? T(d, L_CONFORMING) : T(d, L_NOT_CONFORMING)};
            lc_pdf_row(&d->p, nb && !ok ? LC_F_BOLD : LC_F_SANS, 9, 6, x, w, cells);
        }
    snprintf(thr, sizeof thr, "%s%sp ≥ %g", T(d, L_THRESHOLD), T(d, L_COLON), a);
    lc_doc_decimal(d, thr);
    para(d, nb ? thr : T(d, L_NO_BLOCK));
}

static void prize_table(doc *d, const lc_game *g)
{
    if (g->pool.nranks) {   /* no table, no chances: ranks that share what each drawing assigns */
        lc_doc_pool_ranks(d, g);
        return;
    }
    if (g->table_clause < 0) {
        chance_table(d, g);
        return;
    }
    static const float x[5] = {0, 90, 190, 290, 390}, w[5] = {86, 96, 96, 96, 90};
    uint64_t observed[LC_MAX_TABLE_ROWS];
    int nb = lc_cert_observed(d->c, g, observed);
    char head[200];
    snprintf(head, sizeof head, "%s — %s", T(d, L_TABLE), g->id);
    lc_pdf_need(&d->p, 50 + 14 * (float)(g->nrows + 1) + (nb ? 15 * (float)g->nrows + 50 : 0));   /* table and chart together */
    lc_pdf_heading(&d->p, head, 2);
    char blocks[64];
    snprintf(blocks, sizeof blocks, "%s × %d", T(d, L_EXPECTED), nb ? nb : 1);
    const char *top[5] = {T(d, L_AMOUNT), T(d, L_LOTS_PER_BLOCK), blocks, T(d, L_OBSERVED), T(d, L_RESULT)};
    lc_pdf_row(&d->p, LC_F_BOLD, 9, 5, x, w, top);
    for (int r = 0; r < g->nrows; r++) {
        char a[48], l[32], e[32], o[32];
        lc_money(g, a, sizeof a, g->rows[r].amount);
        lc_grouped(l, sizeof l, (long long)LOTS(r));
        lc_grouped(e, sizeof e, (long long)(LOTS(r) * (nb ? nb : 1)));
        lc_grouped(o, sizeof o, (long long)observed[r]);
        int same = (int64_t)observed[r] == LOTS(r) * nb;
        const char *cells[5] = {a, l, e, nb ? o : "—", !nb ? "—" : same ? T(d, L_CONFORMING) : T(d, L_NOT_CONFORMING)};
        lc_pdf_row(&d->p, nb && !same ? LC_F_BOLD : LC_F_SANS, 9, 5, x, w, cells);
    }
    d->p.y -= 6;
    if (nb)
        lc_doc_chart(d, g, observed, nb);
    else
        para(d, T(d, L_NOT_TESTED_TABLE));
}

/* ---- blocks, environment ------------------------------------------------------------------- */

/* Who produced block file i and how, whether its units declared their
 * lots, and why its statistics repeat another file's when they do. */
static void provenance(doc *d, int i)
{
    static const float x[2] = {0, 150}, w[2] = {146, LC_PDF_WIDTH - 150};
    char who[1400], lots[300], same[1200], shown[3][1400];
    const char *same_text = lc_cert_same_text(d->c, i, same, sizeof same);
    const char *rows[3][2] = {{T(d, L_SRC_PRODUCED), lc_doc_french(d, lc_cert_source_text(d->c, i, who, sizeof who), shown[0], sizeof shown[0])},
                              {T(d, L_LOTS_DECLARED), lc_doc_french(d, lc_cert_lots_declared(d->c, i, lots, sizeof lots), shown[1], sizeof shown[1])},
                              {T(d, L_SAME_STATS), same_text ? lc_doc_french(d, same_text, shown[2], sizeof shown[2]) : ""}};
    for (int r = 0; r < (same_text ? 3 : 2); r++)
        lc_pdf_row(&d->p, LC_F_SANS, 9, 2, x, w, rows[r]);
}

static void spread(doc *d)
{
    static const float x[2] = {0, 150}, w[2] = {146, LC_PDF_WIDTH - 150};
    lc_pdf_heading(&d->p, T(d, L_SPREAD), 1);
    if (!d->c->nblocks)
        para(d, T(d, L_NONE));
    for (int i = 0; i < d->c->nblocks; i++) {
        const lc_cert_block *cb = &d->c->blocks[i];
        for (int k = 0; k < cb->run.nblocks; k++) {
            const lc_block_result *b = &cb->run.blocks[k];
            char head[600], v[8][200], paid[48];
            snprintf(head, sizeof head, "%s %d — %s (%s)", T(d, L_BLOCK), k + 1, cb->path, cb->g->id);
            lc_pdf_heading(&d->p, head, 3);
            snprintf(v[0], sizeof v[0], "%llu / %lld", (unsigned long long)b->units,
                     (long long)lc_cert_block_units(d->c, cb->g));
            char ratio[32];   /* the amount in the game's currency as it is; the ratio in the report's decimal sign */
            snprintf(ratio, sizeof ratio, "%.2f %%", b->units ? 100.0 * (double)b->paid / lc_block_staked(cb->g, b) : 0.0);
            snprintf(v[1], sizeof v[1], "%s%s%s %s", lc_money(cb->g, paid, sizeof paid, b->paid), T(d, L_SEMI),
                     T(d, L_PAYOUT), lc_doc_decimal(d, ratio));
            snprintf(v[2], sizeof v[2], "%llu %s, %llu %s, %llu %s, %llu %s", (unsigned long long)b->anomalies,
                     T(d, L_ANOMALIES), (unsigned long long)b->off_table, T(d, L_OFF_TABLE),
                     (unsigned long long)b->duplicates, T(d, L_DUPLICATES), (unsigned long long)b->unreadable,
                     T(d, L_UNREADABLE));
            snprintf(v[3], sizeof v[3], "%llu", (unsigned long long)b->disagreements);
            snprintf(v[4], sizeof v[4], "χ² = %.1f (%d %s), p = %.4f / %.4f (%s)", b->spread.chi2,
                     b->spread.subblocks - 1, T(d, L_DF), b->spread.chi2_p, b->spread.chi2_p_low, T(d, L_TAILS));
            snprintf(v[5], sizeof v[5], "%.0f / %.1f, z = %.2f, p = %.4f / %.4f", b->spread.runs,
                     b->spread.runs_expected, b->spread.runs_z, b->spread.runs_p_few, b->spread.runs_p_many);
            snprintf(v[6], sizeof v[6], "p ≥ %g", d->c->o.alpha);
            for (int f = 2; f <= 6; f++)   /* figures and labels: no file name with a dot in them */
                lc_doc_decimal(d, v[f]);
            const char *rows[8][2] = {{T(d, L_UNITS), v[0]}, {T(d, L_PAID), v[1]}, {T(d, L_ANOMALIES), v[2]},
                                      {T(d, L_DISAGREE), v[3]}, {T(d, L_CHI2), v[4]}, {T(d, L_RUNS), v[5]},
                                      {T(d, L_THRESHOLD), v[6]},
                                      {T(d, L_RESULT), T(d, b->conforming ? L_CONFORMING : L_NOT_CONFORMING)}};
            provenance(d, i);
            for (int r = 0; r < 8; r++)
                lc_pdf_row(&d->p, r == 7 ? LC_F_BOLD : LC_F_SANS, 9, 2, x, w, rows[r]);
        }
    }
}

/* --since: the diff against the previous rules, as an appendix. */
static void since(doc *d)
{
    const lc_cert *c = d->c;
    if (!c->since_old)
        return;
    char text[900];
    lc_pdf_heading(&d->p, T(d, L_SINCE), 1);
    const char *colon = T(d, L_COLON);
    snprintf(text, sizeof text, "%s%s%s (%s) → %s. %s%s%d; %s%s%llu / %llu.", T(d, L_SINCE_TEXT), colon,
             c->since_old->file, c->since_old->id, c->since_new->id, T(d, L_KINDS), colon, c->since.nout,
             T(d, L_DIFFER), colon, (unsigned long long)c->since.differ, (unsigned long long)c->since.searched);
    para(d, text);
    for (int k = 0; k < c->since.nout; k++) {
        const lc_out_change *o = &c->since.out[k];
        char *pre = NULL;
        size_t len = 0;
        FILE *m = lc_xmemstream(&pre, &len);
        fprintf(m, "%s\nunit: %s\nold:  %s\nnew:  %s\n", o->articles, o->unit_json, o->old_json, o->new_json);
        fclose(m);
        snprintf(text, sizeof text, "%d. %s [%llu]", k + 1, o->key, (unsigned long long)o->units);
        lc_pdf_heading(&d->p, text, 3);
        lc_pdf_pre(&d->p, 7, pre);
        free(pre);
    }
    snprintf(text, sizeof text, "%s%s%d", T(d, L_RERUN), T(d, L_COLON), c->since.nrerun);
    size_t len = strlen(text);
    for (int i = 0; i < c->since.nrerun && i < 40 && len < sizeof text; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%s", i ? ", " : " (", c->since.rerun[i].c->id);
    if (c->since.nrerun && len < sizeof text)
        snprintf(text + len, sizeof text - len, "%s)", c->since.nrerun > 40 ? ", ..." : "");
    para(d, text);
}

static void environment(doc *d)
{
    lc_pdf_heading(&d->p, T(d, L_ENVIRONMENT), 1);
    for (int i = 0; i < d->c->nenv; i++)
        para(d, d->c->env[i]);
    const lc_run *run = &d->c->run;
    char text[200];
    snprintf(text, sizeof text, "%s%s%d", T(d, L_RESTARTS), T(d, L_COLON), run->restarts);
    para(d, text);
    if (run->stderr_text && run->stderr_text[0]) {
        char excerpt[2100];
        lc_text_safe(excerpt, 2004, run->stderr_text, strlen(run->stderr_text), LC_TEXT_LINES);
        para(d, T(d, L_STDERR));
        lc_pdf_pre(&d->p, 7, excerpt);
    }
}

/* What a records office reads without opening the document. */
static void metadata(doc *d, const char *json_digest, const char *signed_by)
{
    const lc_cert *c = d->c;
    char subject[600], keywords[1200];
    int n = snprintf(keywords, sizeof keywords, "lotcert; %s", lc_verdict_key(c->verdict));
    for (int i = 0; i < c->rs.n && n < (int)sizeof keywords; i++)
        n += snprintf(keywords + n, sizeof keywords - (size_t)n, "; %s", c->rs.games[i]->id);
    if (n < (int)sizeof keywords)
        snprintf(keywords + n, sizeof keywords - (size_t)n, "; json-sha256 %s", json_digest);
    snprintf(subject, sizeof subject, "%s: %.400s", T(d, L_CANDIDATE), c->o.candidate ? c->o.candidate : "lotcert");
    HPDF_SetInfoAttr(d->p.doc, HPDF_INFO_SUBJECT, subject);
    HPDF_SetInfoAttr(d->p.doc, HPDF_INFO_KEYWORDS, keywords);
    HPDF_SetInfoAttr(d->p.doc, HPDF_INFO_AUTHOR, signed_by ? signed_by : "lotcert");
    HPDF_SetInfoAttr(d->p.doc, HPDF_INFO_PRODUCER, "lotcert " LC_VERSION " with libharu " HPDF_VERSION_TEXT);
}

int lc_cert_pdf(const lc_cert *c, const char *json_text, const char *json_digest, const char *signed_by,
                const char *path, lc_error *err)
{
    doc d = {c, c->o.lang, {0}, NULL, ""};
    lc_report_number(c->o.report, c->when, d.number, sizeof d.number);
    if (lc_pdf_open(&d.p, err))
        return -1;
    char date[40], title[200], footer[400];
    struct tm tm;
    gmtime_r(&c->when, &tm);
    strftime(date, sizeof date, "D:%Y%m%d%H%M%SZ", &tm);
    HPDF_SetInfoAttr(d.p.doc, HPDF_INFO_CREATOR, "lotcert " LC_VERSION);
    snprintf(title, sizeof title, "%s — %s", T(&d, L_DOC_TITLE), lc_verdict_word(c->verdict, d.L));
    HPDF_SetInfoAttr(d.p.doc, HPDF_INFO_TITLE, title);
    HPDF_Date hd = {tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, 'Z', 0, 0};
    HPDF_SetInfoDateAttr(d.p.doc, HPDF_INFO_CREATION_DATE, hd);
    HPDF_SetInfoDateAttr(d.p.doc, HPDF_INFO_MOD_DATE, hd);
    metadata(&d, json_digest, signed_by);
    if (json_text && lc_pdf_attach(&d.p, "certification.json", json_text, err)) {
        lc_pdf_close(&d.p);
        return -1;
    }
    d.signed_by = signed_by;

    lc_doc_cover(&d);
    summary(&d);
    lc_doc_history(&d);
    identity(&d);
    lc_pdf_page(&d.p);
    for (int i = 0; i < c->rs.n; i++) {
        register_section(&d, c->rs.games[i]);
        lint_section(&d, i);
    }
    lc_pdf_page(&d.p);
    for (int i = 0; i < c->rs.n; i++)
        results(&d, c->rs.games[i]);
    failures(&d);
    coverage(&d);
    lc_pdf_page(&d.p);
    for (int i = 0; i < c->rs.n; i++)
        prize_table(&d, c->rs.games[i]);
    spread(&d);
    lc_doc_economics(&d);
    environment(&d);
    since(&d);
    annex(&d);
    lc_doc_end(&d);

    strftime(date, sizeof date, "%Y-%m-%d", &tm);
    char number[240] = "";
    if (d.number[0])
        snprintf(number, sizeof number, " %s, %s %d", d.number, T(&d, L_REVISION), c->o.report->revision);
    snprintf(footer, sizeof footer, "lotcert %s · %s%s · %s · %s\n%s (JSON)%s%s", LC_VERSION, T(&d, L_DOC_TITLE), number,
             date, lc_verdict_word(c->verdict, d.L), T(&d, L_CONTENT_DIGEST), T(&d, L_COLON), json_digest);
    d.p.mark = lc_report_draft(c->o.report) != LC_FINAL ? T(&d, L_DRAFT_MARK) : NULL;
    int rc = lc_pdf_save(&d.p, footer, T(&d, L_PAGE), path, err);
    lc_pdf_close(&d.p);
    return rc;
}
