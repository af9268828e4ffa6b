/* certify_chart.c — the prize table as a chart, beside its table: for each
 * amount a bar of the lots observed, a mark where the table puts them, the
 * deviation in figures, and a logarithmic axis with its decades labelled
 * (the lots of one table span 1 to hundreds of thousands). A game with no
 * block verified gets no chart: nothing was observed. */
#include "certify_doc.h"
#include "explain.h"

#include <math.h>
#include <stdio.h>

#define LABEL 80.0f    /* the amounts' column */
#define ROW 15.0f

static float at(uint64_t v, uint64_t most, float full)
{
    return most ? full * (float)(log10((double)v + 1) / log10((double)most + 1)) : 0;
}

static void legend(doc *d, float y)
{
    float x = LC_PDF_LEFT + LABEL;
    lc_pdf_box(&d->p, x, y + 1, 8, 6, 0.15f, 0.35f, 0.7f);
    lc_pdf_at(&d->p, LC_F_SANS, 8, x + 11, y + 1, T(d, L_OBSERVED));
    x += 22 + lc_pdf_width(&d->p, LC_F_SANS, 8, T(d, L_OBSERVED));
    lc_pdf_box(&d->p, x + 3, y, 1.2f, 9, 0, 0, 0);
    lc_pdf_at(&d->p, LC_F_SANS, 8, x + 8, y + 1, T(d, L_EXPECTED));
    x += 20 + lc_pdf_width(&d->p, LC_F_SANS, 8, T(d, L_EXPECTED));
    lc_pdf_at(&d->p, LC_F_SANS, 8, x, y + 1, T(d, L_SCALE));
}

/* The axis under the bars: a tick and its figure at each power of ten. */
static void axis(doc *d, float y, uint64_t most, float full)
{
    float x0 = LC_PDF_LEFT + LABEL;
    lc_pdf_box(&d->p, x0, y, full, 0.6f, 0.4f, 0.4f, 0.4f);
    for (uint64_t v = 1; v <= most; v *= 10) {
        char figure[32];
        float x = x0 + at(v, most, full);
        lc_pdf_box(&d->p, x, y - 3, 0.6f, 3, 0.4f, 0.4f, 0.4f);
        lc_grouped(figure, sizeof figure, (long long)v);
        lc_pdf_at(&d->p, LC_F_SANS, 6.5f, x - lc_pdf_width(&d->p, LC_F_SANS, 6.5f, figure) / 2, y - 11, figure);
        if (v > UINT64_MAX / 10)
            break;
    }
}

void lc_doc_chart(doc *d, const lc_game *g, const uint64_t *observed, int nb)
{
    uint64_t most = 1;
    for (int r = 0; r < g->nrows; r++) {
        uint64_t e = (uint64_t)(lc_cert_lots(d->c, g, r) * nb);
        most = e > most ? e : most;
        most = observed[r] > most ? observed[r] : most;
    }
    const float full = LC_PDF_WIDTH - LABEL - 110;
    lc_pdf_need(&d->p, ROW * (float)g->nrows + 44);
    d->p.y -= 12;
    legend(d, d->p.y);
    float top = d->p.y - 4;
    for (int r = 0; r < g->nrows; r++) {
        float y = top - ROW * (float)(r + 1);
        uint64_t e = (uint64_t)(lc_cert_lots(d->c, g, r) * nb);
        long long dev = (long long)observed[r] - (long long)e;
        char amount[48], values[96], o[32];
        lc_pdf_at(&d->p, LC_F_SANS, 8, LC_PDF_LEFT, y + 3, lc_money(g, amount, sizeof amount, g->rows[r].amount));
        int same = !dev;
        lc_pdf_box(&d->p, LC_PDF_LEFT + LABEL, y + 1, at(observed[r], most, full), 8, same ? 0.15f : 0.8f,
                   same ? 0.35f : 0.1f, same ? 0.7f : 0.1f);
        lc_pdf_box(&d->p, LC_PDF_LEFT + LABEL + at(e, most, full) - 0.6f, y - 1, 1.2f, 12, 0, 0, 0);
        snprintf(values, sizeof values, "%s (%s %+lld)", lc_grouped(o, sizeof o, (long long)observed[r]), "Δ", dev);
        lc_pdf_at(&d->p, LC_F_SANS, 7.5f, LC_PDF_LEFT + LABEL + full + 8, y + 3, values);
    }
    float bottom = top - ROW * (float)g->nrows - 4;
    axis(d, bottom, most, full);
    d->p.y = bottom - 18;
}
