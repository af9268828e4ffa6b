/* certify_guide.c — what helps a reader through the report: "how to read
 * this report" (what each part says, that the coverage figures measure the
 * suite of cases and not the implementation, the words of the trade), and
 * the earlier runs of the certification with their findings. */
#include "certify_doc.h"
#include "history.h"

#include <stdio.h>
#include <string.h>

static const lc_label GLOSSARY[][2] = {
    {L_G_NONCONF, L_G_NONCONF_D},   {L_G_RESERV, L_G_RESERV_D},     {L_G_READING, L_G_READING_D},
    {L_G_BOUNDS, L_G_BOUNDS_D},     {L_G_MUTATION, L_G_MUTATION_D}, {L_G_FUZZER, L_G_FUZZER_D},
    {L_G_TAILS, L_G_TAILS_D},       {L_G_RUNS, L_G_RUNS_D},         {L_G_EXPECTED, L_G_EXPECTED_D},
    {L_G_TRJ, L_G_TRJ_D},           {L_G_DRAFT, L_G_DRAFT_D},
};

void lc_doc_guide(doc *d)
{
    static const float x[2] = {0, 130}, w[2] = {126, LC_PDF_WIDTH - 130};
    lc_pdf_heading(&d->p, T(d, L_HOW_TO_READ), 2);
    para(d, T(d, L_HOW_TEXT));
    d->p.y -= 4;
    for (size_t i = 0; i < sizeof GLOSSARY / sizeof GLOSSARY[0]; i++) {
        const char *cells[2] = {T(d, GLOSSARY[i][0]), T(d, GLOSSARY[i][1])};
        lc_pdf_row(&d->p, LC_F_SANS, 8.5f, 2, x, w, cells);
        d->p.y -= 2;
    }
}

/* The earlier runs (--previous), each with its findings as recorded. */
void lc_doc_history(doc *d)
{
    static const float x[2] = {0, 52}, w[2] = {48, LC_PDF_WIDTH - 52};
    const lc_history *h = d->c->o.report ? d->c->o.report->history : NULL;
    if (!h || !h->n)
        return;
    lc_pdf_heading(&d->p, T(d, L_HISTORY), 1);
    para(d, T(d, L_HISTORY_TEXT));
    for (int i = 0; i < h->n; i++) {
        const lc_prior *p = &h->runs[i];
        char head[600], day[11], words[48];
        const char *verdict = p->verdict;
        for (int v = LC_CERTIFIED; v <= LC_NOT_CERTIFIED; v++)   /* the JSON's key, in the report's words */
            verdict = !strcmp(p->verdict, lc_verdict_key((lc_verdict)v)) ? lc_verdict_word((lc_verdict)v, d->L) : verdict;
        snprintf(day, sizeof day, "%.10s", p->date);
        snprintf(head, sizeof head, "%s %d — %s%s%s — %s", T(d, L_RUN), p->run, lc_date_words(day, d->L, words, sizeof words),
                 p->number[0] ? " — " : "", p->number, verdict);
        lc_pdf_heading(&d->p, head, 3);
        lc_pdf_para(&d->p, LC_F_MONO, 7, LC_PDF_LEFT, LC_PDF_WIDTH, p->sha256);
        for (int k = 0; k < p->nfindings && k < 30; k++) {   /* the severity, then the finding */
            char text[1500];   /* quoted where the report is in French: that run's words, maybe English */
            snprintf(text, sizeof text, strcmp(d->L, "fr") ? "%s" : "« %s »", p->findings[k]);
            const char *cells[2] = {T(d, k < p->nonconf ? L_SEVERITY_MAJOR : L_SEVERITY_MINOR), text};
            lc_pdf_row(&d->p, LC_F_SANS, 8.5f, 2, x, w, cells);
        }
        if (p->nfindings > 30) {
            char more[200];
            snprintf(more, sizeof more, "… %d %s", p->nfindings - 30, T(d, L_MORE));
            para(d, more);
        }
    }
}
