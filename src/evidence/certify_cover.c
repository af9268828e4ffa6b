/* certify_cover.c — page 1 of the certification PDF, as a laboratory files
 * a test report (ISO/IEC 17025 §7.8.2.1, §7.8.6; décret 2020-1349 arts.
 * 20-22): who issues it and under which number, the item and who supplied
 * it, the dates, the conclusion, then what "certified" covers and the rule
 * that turned the findings into it. */
#include "certify_doc.h"
#include "history.h"
#include "profile.h"
#include "version.h"

#include <stdio.h>
#include <string.h>

const char *lc_doc_decimal(const doc *d, char *buf)
{
    if (!strcmp(d->L, "fr"))
        for (char *s = buf; *s; s++)
            *s = *s == '.' ? ',' : *s;
    return buf;
}

/* Between the parts of a value: French sets a space before the semicolon. */
static const char *sep(const doc *d) { return strcmp(d->L, "fr") ? "; " : " ; "; }

const char *lc_doc_french(const doc *d, const char *in, char *out, size_t n)
{
    return lc_l_typography(d->L, in, out, n);
}

static const char *or_not_given(const doc *d, const char *s) { return s && *s ? s : T(d, L_NOT_GIVEN); }

static void draft_box(doc *d)
{
    static const lc_label why[] = {L_DRAFT_NO_LAB, L_DRAFT_NO_LAB, L_DRAFT_UNSIGNED, L_DRAFT_OTHER_KEY, L_DRAFT_ASKED};
    lc_draft dr = lc_report_draft(d->c->o.report);
    if (dr == LC_FINAL)
        return;
    lc_pdf_rgb(&d->p, 0.75f, 0.1f, 0.1f);
    lc_pdf_para(&d->p, LC_F_BOLD, 10, LC_PDF_LEFT, LC_PDF_WIDTH, T(d, why[dr]));
    lc_pdf_rgb(&d->p, 0, 0, 0);
    d->p.y -= 4;
}

static void laboratory(doc *d)
{
    const lc_report_info *r = d->c->o.report;
    const lc_lab_profile *lab = r ? r->lab : NULL;
    if (!lab) {
        kv(d, T(d, L_LAB), T(d, L_NO_LAB));
        return;
    }
    kv(d, T(d, L_LAB), lab->name);
    kv(d, T(d, L_ADDRESS), lab->address);
    kv(d, T(d, L_SITE), lab->site ? lab->site : lab->address);
    kv(d, T(d, L_ACCREDITATION), or_not_given(d, lab->accreditation));
    char text[240];
    snprintf(text, sizeof text, "%s, %s %d", d->number, T(d, L_REVISION), r->revision);
    kv(d, T(d, L_REPORT_NO), text);
}

static const lc_ident *candidate_id(const lc_cert *c)
{
    for (int i = 0; i < c->nids; i++)
        if (!strcmp(c->ids[i].role, "candidate"))
            return &c->ids[i];
    return NULL;
}

static void item(doc *d)
{
    const lc_report_info *r = d->c->o.report;
    char text[1200];
    kv(d, T(d, L_CLIENT), or_not_given(d, r ? r->client : NULL));
    snprintf(text, sizeof text, "%s%s%s%s%s%s%s%s%s%s%s", T(d, L_VENDOR), T(d, L_COLON),
             or_not_given(d, r ? r->vendor : NULL), sep(d), T(d, L_PRODUCT), T(d, L_COLON),
             or_not_given(d, r ? r->product : NULL), sep(d), T(d, L_ITEM_VERSION), T(d, L_COLON),
             or_not_given(d, r ? r->version : NULL));
    kv(d, T(d, L_ITEM), text);
    const lc_ident *id = candidate_id(d->c);
    kv(d, T(d, L_CANDIDATE), d->c->o.candidate ? d->c->o.candidate : "lotcert");
    if (id) {
        static const float x[2] = {0, 130}, w[2] = {126, LC_PDF_WIDTH - 130};
        const char *cells[2] = {"SHA-256", id->sha256};
        lc_pdf_row(&d->p, LC_F_MONO, 7.5f, 2, x, w, cells);
    }
}

/* The game and its règlement, one row, dates in words. */
static void cover_game(doc *d, const lc_game *g)
{
    char text[900], day[3][48];
    int n = snprintf(text, sizeof text, "%s%s%s (%s) — %s", g->title, g->edition ? ", " : "", g->edition ? g->edition : "",
                     g->id, g->reglement_title ? g->reglement_title : g->id);
    const char *when[3] = {g->signed_on, g->amended_on, g->applicable_on};
    const lc_label what[3] = {L_SIGNED, L_AMENDED, L_APPLICABLE};
    for (int i = 0; i < 3; i++)
        if (when[i] && n > 0 && (size_t)n < sizeof text)
            n += snprintf(text + n, sizeof text - (size_t)n, "%s%s %s", sep(d), T(d, what[i]),
                          lc_date_words(when[i], d->L, day[i], sizeof day[i]));
    if (g->source && n > 0 && (size_t)n < sizeof text)
        snprintf(text + n, sizeof text - (size_t)n, "%s%s %s", sep(d), T(d, L_SOURCE), g->source);
    kv(d, T(d, L_GAME_REGLEMENT), text);
}

/* Receipt of the item, the tests, the issue: one row, in words. */
static void dates(doc *d)
{
    const lc_report_info *r = d->c->o.report;
    char today[16], a[48], b[48], c[48], text[400];
    struct tm tm;
    gmtime_r(&d->c->when, &tm);
    strftime(today, sizeof today, "%Y-%m-%d", &tm);
    snprintf(text, sizeof text, "%s%s%s%s%s%s%s%s%s%s%s", T(d, L_RECEIVED), T(d, L_COLON),
             r && r->received ? lc_date_words(r->received, d->L, a, sizeof a) : T(d, L_NOT_GIVEN), sep(d),
             T(d, L_TESTED), T(d, L_COLON), lc_date_words(r && r->tested ? r->tested : today, d->L, b, sizeof b),
             sep(d), T(d, L_ISSUED), T(d, L_COLON), lc_date_words(r && r->issued ? r->issued : today, d->L, c, sizeof c));
    kv(d, T(d, L_DATES), text);
}

static void people(doc *d)
{
    const lc_report_info *r = d->c->o.report;
    char text[300];
    const lc_history *h = r ? r->history : NULL;
    snprintf(text, sizeof text, "%d%s%s", h ? h->run : 1, T(d, L_SEMI), T(d, h && h->n ? L_RUN_LATER : L_RUN_FIRST));
    kv(d, T(d, L_RUN), text);
    snprintf(text, sizeof text, "lotcert %s (commit %s)", LC_VERSION, lc_commit());
    kv(d, T(d, L_METHOD_ID), text);
    kv(d, T(d, L_AUTHORIZED), or_not_given(d, r && r->lab ? r->lab->authorized_by : NULL));
    kv(d, T(d, L_SIGNATURE), d->signed_by ? d->signed_by : T(d, L_UNSIGNED));
}

static void figures(doc *d)
{
    const lc_cert *c = d->c;
    char text[400];
    int at = snprintf(text, sizeof text, "%d%s%d %s, %d %s", c->run.n, T(d, L_COLON), c->run.passed, T(d, L_PASSED),
                      c->run.failed, T(d, L_FAILED));
    if (c->run.other_readings && at > 0 && (size_t)at < sizeof text)
        snprintf(text + at, sizeof text - (size_t)at, "%s%d %s", sep(d), c->run.other_readings,
                 T(d, L_OTHER_READINGS));
    kv(d, T(d, L_CASES), text);
    int blocks = 0, kit = 0;   /* the kit's own blocks said where the count is: they are not the operator's */
    for (int i = 0; i < c->nblocks; i++)
        blocks += c->blocks[i].run.nblocks, kit += c->blocks[i].src.kit ? c->blocks[i].run.nblocks : 0;
    char n[16], generated[300];
    snprintf(n, sizeof n, "%d", kit);
    const char *v[1] = {n};
    snprintf(text, sizeof text, "%d%s%s", blocks, kit ? T(d, L_SEMI) : "",
             kit ? lc_l_fill(d->L, L_BLOCKS_KIT, generated, sizeof generated, v, 1) : "");
    kv(d, T(d, L_BLOCKS_VERIFIED), text);
    snprintf(text, sizeof text, "%s%s%d%s%s%s%d", T(d, L_NONCONF), T(d, L_COLON), c->nnonconf, sep(d), T(d, L_RESERV),
             T(d, L_COLON), c->nreserv);
    kv(d, T(d, L_FINDINGS_CAP), text);
    for (int i = 0; i < c->nreserv; i++)   /* what the evidence cannot reach, where it cannot be missed */
        if (c->reserv[i].kind == LC_FK_LIMIT) {
            char set[1400], shown[1500];
            snprintf(set, sizeof set, "%s: %s", c->reserv[i].g ? c->reserv[i].g->id : "", c->reserv[i].text);
            kv(d, T(d, L_LIMITATIONS), lc_doc_french(d, set, shown, sizeof shown));
        }
}

static void verdict_box(doc *d)
{
    const lc_cert *c = d->c;
    float r = 0.13f, g = 0.5f, b = 0.2f;
    if (c->verdict == LC_RESERVATIONS)
        r = 0.8f, g = 0.5f, b = 0.05f;
    else if (c->verdict == LC_NOT_CERTIFIED)
        r = 0.75f, g = 0.1f, b = 0.1f;
    lc_pdf_need(&d->p, 46);
    d->p.y -= 38;
    lc_pdf_box(&d->p, LC_PDF_LEFT, d->p.y, LC_PDF_WIDTH, 32, r, g, b);
    lc_pdf_rgb(&d->p, 1, 1, 1);
    char text[160];
    snprintf(text, sizeof text, "%s%s%s", T(d, L_VERDICT), T(d, L_COLON), lc_verdict_word(c->verdict, d->L));
    lc_pdf_at(&d->p, LC_F_BOLD, 15, LC_PDF_LEFT + 14, d->p.y + 11, text);
    lc_pdf_rgb(&d->p, 0, 0, 0);
    d->p.y -= 2;
}

/* What "certified" covers, the rule, each test's α, the décret's words. */
static void small(doc *d, const char *text)
{
    lc_pdf_para(&d->p, LC_F_SANS, 8, LC_PDF_LEFT, LC_PDF_WIDTH, text);
}

static void scope_and_rule(doc *d)
{
    char alpha[32], text[1200];
    lc_pdf_heading(&d->p, T(d, L_SCOPE), 3);
    small(d, T(d, L_SCOPE_TEXT));
    lc_pdf_heading(&d->p, T(d, L_DECISION), 3);
    small(d, T(d, L_DECISION_TEXT));
    snprintf(alpha, sizeof alpha, "%g", d->c->o.alpha);
    const char *v[1] = {lc_doc_decimal(d, alpha)};
    lc_l_fill(d->L, L_ALPHA_TEXT, text, sizeof text, v, 1);
    small(d, text);
    for (int i = 0; i < d->c->rs.n; i++) {
        const lc_game *g = d->c->rs.games[i];
        if (g->table_clause >= 0)
            continue;
        snprintf(alpha, sizeof alpha, "%.3g", lc_block_chance_alpha(g, d->c->o.alpha));
        const char *w[2] = {g->id, lc_doc_decimal(d, alpha)};
        lc_l_fill(d->L, L_ALPHA_LEVEL, text, sizeof text, w, 2);
        small(d, text);
    }
    small(d, T(d, L_VERDICT_MAP));
    d->p.y -= 4;
    lc_pdf_para(&d->p, LC_F_BOLD, 8, LC_PDF_LEFT, LC_PDF_WIDTH, T(d, L_RELATE));
    lc_pdf_para(&d->p, LC_F_BOLD, 8, LC_PDF_LEFT, LC_PDF_WIDTH, T(d, L_REPRODUCE));
}

void lc_doc_cover(doc *d)
{
    lc_pdf_page(&d->p);
    lc_pdf_rgb(&d->p, 0.1f, 0.2f, 0.45f);
    lc_pdf_para(&d->p, LC_F_BOLD, 20, LC_PDF_LEFT, LC_PDF_WIDTH, T(d, L_DOC_TITLE));
    lc_pdf_rgb(&d->p, 0, 0, 0);
    lc_pdf_para(&d->p, LC_F_SANS, 10, LC_PDF_LEFT, LC_PDF_WIDTH, T(d, L_DOC_SUBTITLE));
    draft_box(d);
    lc_pdf_rule(&d->p);
    d->p.y -= 6;
    laboratory(d);
    item(d);
    for (int i = 0; i < d->c->rs.n; i++)
        cover_game(d, d->c->rs.games[i]);
    dates(d);
    people(d);
    figures(d);
    verdict_box(d);
    scope_and_rule(d);
    if (d->p.npages == 1)   /* the method opens page 2: page 1 is the report's face */
        lc_pdf_page(&d->p);
    lc_pdf_heading(&d->p, T(d, L_METHOD), 2);
    para(d, T(d, L_METHOD_TEXT));
    lc_doc_guide(d);
}

void lc_doc_end(doc *d)
{
    d->p.y -= 14;
    lc_pdf_rule(&d->p);
    char text[200];
    snprintf(text, sizeof text, "— %s —", T(d, L_END));
    lc_pdf_para(&d->p, LC_F_BOLD, 10, LC_PDF_LEFT + LC_PDF_WIDTH / 2 - 40, LC_PDF_WIDTH / 2, text);
}
