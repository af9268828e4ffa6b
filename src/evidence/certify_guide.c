/* certify_guide.c — "how to read this report": what each part says, that
 * the coverage figures measure the suite of cases and not the
 * implementation, and the words of the trade a reader may not know. */
#include "certify_doc.h"

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
