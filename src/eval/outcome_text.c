/* outcome_text.c — an answer line as text (see outcome_text.h). */
#include "outcome_text.h"
#include "outcome.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* s as jansson writes a JSON string, with `tail` after it. */
static char *render(const char *s, const char *tail)
{
    json_t *j = json_string(s ? s : "");
    char *q = json_dumps(j, JSON_ENCODE_ANY | JSON_COMPACT);
    json_decref(j);
    size_t n = strlen(q) + strlen(tail) + 1;
    char *out = lc_xmalloc(n);
    snprintf(out, n, "%s%s", q, tail);
    free(q);
    return out;
}

void lc_outcome_writer_init(lc_outcome_writer *w, const lc_game *g)
{
    memset(w, 0, sizeof *w);
    w->g = g;
    for (int i = 0; i < g->ngrids; i++)
        w->grid_key[i] = render(g->grids[i].name, ":");
    for (int i = 0; i < g->nnotes; i++)
        w->note[i] = render(g->notes[i], "");
    w->clause = lc_xcalloc((size_t)g->nclauses + 1, sizeof *w->clause);
    for (int i = 0; i < g->nclauses; i++)
        w->clause[i] = render(g->clauses[i].id, "");
    w->remedy = render(g->remedy, "");
    size_t longest = strlen(w->remedy);
    w->max = 160 + longest;
    for (int i = 0; i < g->nclauses; i++)
        longest = strlen(w->clause[i]) > longest ? strlen(w->clause[i]) : longest;
    for (int i = 0; i < g->ngrids; i++)
        w->max += strlen(w->grid_key[i]) + 22;
    for (int i = 0; i < g->nnotes; i++)
        w->max += strlen(w->note[i]) + 1;
    w->max += 2 * LC_MAX_TRACE * (longest + 1);   /* trace and violations */
}

void lc_outcome_writer_free(lc_outcome_writer *w)
{
    for (int i = 0; i < LC_MAX_GRIDS; i++)
        free(w->grid_key[i]);
    for (int i = 0; i < LC_MAX_NOTES; i++)
        free(w->note[i]);
    for (int i = 0; w->clause && i < w->g->nclauses; i++)
        free(w->clause[i]);
    free(w->clause);
    free(w->remedy);
    memset(w, 0, sizeof *w);
}

static char *put(char *p, const char *s)
{
    size_t n = strlen(s);
    memcpy(p, s, n);
    return p + n;
}

static char *put_int(char *p, int64_t v)
{
    char tmp[24];
    int n = 0;
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    do
        tmp[n++] = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *p++ = '-';
    while (n)
        *p++ = tmp[--n];
    return p;
}

static char *put_ids(char *p, char *const *text, const uint16_t *ix, int n)
{
    *p++ = '[';
    for (int i = 0; i < n; i++) {
        if (i)
            *p++ = ',';
        p = put(p, text[ix[i]]);
    }
    *p++ = ']';
    return p;
}

size_t lc_outcome_text(const lc_outcome_writer *w, const char *id, size_t idlen, const lc_outcome *o, char *out)
{
    const lc_game *g = w->g;
    char *p = put(out, "{\"id\":\"");
    memcpy(p, id, idlen);
    p = put(p + idlen, "\",\"status\":\"");
    p = put(p, lc_status_word(o->status));
    p = put_int(put(p, "\",\"amount_cents\":"), o->amount);
    if (o->status == LC_ANOMALY) {
        p = put(put(put(p, ",\"remedy\":"), w->remedy), ",\"violations\":");
        p = put_ids(p, w->clause, o->viol, o->nviol);
    } else {
        p = put(p, ",\"grids\":{");
        for (int i = 0; i < g->ngrids; i++)
            p = put_int(put(put(p, i ? "," : ""), w->grid_key[i]), o->grid[i]);
        p = put(p, "},\"notes\":[");
        for (int i = 0, first = 1; i < g->nnotes; i++)
            if (o->notes >> i & 1) {
                p = put(put(p, first ? "" : ","), w->note[i]);
                first = 0;
            }
        *p++ = ']';
    }
    p = put_ids(put(p, ",\"trace\":"), w->clause, o->trace, o->ntrace);
    p = put(p, "}\n");
    return (size_t)(p - out);
}
