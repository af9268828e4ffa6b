/* certify_doc.h — what the files writing the certification PDF share: the
 * document being written, its language, and the two layouts every section
 * uses (a key and its value; a paragraph). */
#ifndef CERTIFY_DOC_H
#define CERTIFY_DOC_H

#include "certify.h"
#include "labels.h"
#include "pdf.h"

typedef struct {
    const lc_cert *c;
    const char *L;
    lc_pdf p;
    const char *signed_by;   /* "name (ed25519:...)", or NULL */
    char number[160];        /* the report number, "" without a laboratory profile */
} doc;

static inline const char *T(const doc *d, lc_label k) { return lc_l(d->L, k); }

static inline void kv(doc *d, const char *key, const char *value)
{
    static const float x[2] = {0, 130}, w[2] = {126, LC_PDF_WIDTH - 130};
    const char *cells[2] = {key, value};
    lc_pdf_row(&d->p, LC_F_SANS, 8.5f, 2, x, w, cells);
}

static inline void para(doc *d, const char *text)
{
    lc_pdf_para(&d->p, LC_F_SANS, 9.5f, LC_PDF_LEFT, LC_PDF_WIDTH, text);
}

/* The cover (page 1): who issues the report, about what and when, the
 * conclusion, scope and decision rule (certify_cover.c). */
void lc_doc_cover(doc *d);
/* The failed cases grouped by game, articles and behaviour (certify_groups.c). */
void lc_doc_grouped(doc *d);
/* One page per game: price, block, levels, payout against its bound (certify_economics.c). */
void lc_doc_economics(doc *d);
/* A pool game's ranks and rules of sharing, and its economics in words (certify_pool.c). */
void lc_doc_pool_ranks(doc *d, const lc_game *g);
void lc_doc_pool_economics(doc *d, const lc_game *g);
/* A finding's text set in d's typography: in French a space before each
 * colon and a decimal comma in each percentage and amount; as it is in English. */
const char *lc_doc_french(const doc *d, const char *in, char *out, size_t n);
/* A failure as lc_failure_text writes it, in French: the heads in French,
 * the case file's description and the check's reason quoted (certify_groups.c;
 * the caller frees). */
char *lc_doc_failure_fr(const doc *d, const char *text);
/* The prize table's chart: lots observed over nb blocks against the table's (certify_chart.c). */
void lc_doc_chart(doc *d, const lc_game *g, const uint64_t *observed, int nb);
/* How to read this report, and a glossary (certify_guide.c). */
void lc_doc_guide(doc *d);
/* The earlier runs and their findings, when there are (certify_guide.c). */
void lc_doc_history(doc *d);
/* The last lines: "End of report". */
void lc_doc_end(doc *d);
/* The decimal sign of d's language in a number printed with "%.Nf". */
const char *lc_doc_decimal(const doc *d, char *buf);

#endif
