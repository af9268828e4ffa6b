/* certify_groups.c — the failed cases as a reader takes them in: one entry
 * per game, articles and behaviour (the same wrong answer), the amounts in
 * euros, the article's own words, how many cases and one unit to replay;
 * the findings as the JSON records them go to an annex (certify_pdf.c). */
#include "certify_doc.h"
#include "explain.h"

#include <jansson.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const lc_result *first;
    char arts[256];
    int n;
} group;

static int failed(const lc_run *run, const lc_result *r) { return !r->pass && !lc_result_unsent(run, r); }

/* Adds to arts each article of more it lacks ("art-4.6, art-4.1"). */
static void merge_articles(char *arts, size_t n, const char *more)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", more);
    for (char *save = NULL, *a = strtok_r(copy, ", ", &save); a; a = strtok_r(NULL, ", ", &save)) {
        int have = 0;
        char mine[256];
        snprintf(mine, sizeof mine, "%s", arts);
        for (char *s2 = NULL, *b = strtok_r(mine, ", ", &s2); b && !have; b = strtok_r(NULL, ", ", &s2))
            have = !strcmp(a, b);
        if (!have && strlen(arts) + strlen(a) + 3 < n)
            strcat(strcat(arts, ", "), a);
    }
}

/* The groups of the run's failures (same game, same wrong answer), in the
 * order their first case ran, with every article their cases cite. */
static group *groups(const lc_run *run, int *ngroups)
{
    group *g = lc_xcalloc((size_t)run->n + 1, sizeof *g);
    int n = 0;
    for (int i = 0; i < run->n; i++) {
        const lc_result *r = &run->r[i];
        char arts[256];
        if (!failed(run, r))
            continue;
        lc_case_articles(r->c, arts, sizeof arts);
        int k = 0;
        while (k < n && !(g[k].first->c->game == r->c->game &&
                          !strcmp(g[k].first->why ? g[k].first->why : "", r->why ? r->why : "")))
            k++;
        if (k == n) {
            g[n].first = r;
            snprintf(g[n++].arts, sizeof g[0].arts, "%s", arts);
        } else {
            merge_articles(g[k].arts, sizeof g[k].arts, arts);
        }
        g[k].n++;
    }
    *ngroups = n;
    return g;
}

/* The behaviour in the report's words: amounts in the game's currency, statuses quoted;
 * any other reason as the check gave it. */
static void behaviour(const doc *d, const lc_game *game, const char *why, char *buf, size_t n)
{
    long long got, want;
    char a[48], b[48], s1[40], s2[40];
    int fr = !strcmp(d->L, "fr");
    if (why && sscanf(why, "amount_cents %lld, expected %lld", &got, &want) == 2)
        snprintf(buf, n, fr ? "%s versés au lieu de %s" : "%s paid instead of %s", lc_money(game, a, sizeof a, got),
                 lc_money(game, b, sizeof b, want));
    else if (why && sscanf(why, "status %39[^,], expected %39s", s1, s2) == 2)
        snprintf(buf, n, fr ? "réponse « %s » au lieu de « %s »" : "answered \"%s\" instead of \"%s\"", s1, s2);
    else
        lc_l_quote(d->L, why ? why : "?", buf, n);
}

char *lc_doc_failure_fr(const doc *d, const char *text)
{
    static const struct { const char *en; lc_label fr; int quote; } HEADS[] = {
        {"  articles: ", L_ARTICLE, 0}, {"  expected: ", L_ANSWER_EXPECTED, 0}, {"  got:      ", L_ANSWER_GOT, 0},
        {"  why:      ", L_ANSWER_WHY, 1}};
    char *out, q[4200];
    size_t len;
    FILE *f = lc_xmemstream(&out, &len);
    int at = 0;
    for (const char *line = text; *line; at++) {
        size_t k = strcspn(line, "\n");
        char rest[4100];
        int head = -1;
        for (int h = 0; h < 4 && head < 0; h++)
            head = !strncmp(line, HEADS[h].en, strlen(HEADS[h].en)) ? h : -1;
        if (head >= 0) {
            size_t from = strlen(HEADS[head].en);
            snprintf(rest, sizeof rest, "%.*s", (int)(k - from), line + from);
            const char *v = !strcmp(rest, "(no answer)") ? T(d, L_NO_ANSWER) : !strcmp(rest, "(none listed)") ? T(d, L_NONE_LISTED)
                          : HEADS[head].quote ? lc_l_quote(d->L, rest, q, sizeof q) : rest;
            fprintf(f, "  %s%s%s\n", head ? T(d, HEADS[head].fr) : "articles", T(d, L_COLON), v);
        } else if (at == 1 && !strncmp(line, "  ", 2)) {   /* the case file's description */
            snprintf(rest, sizeof rest, "%.*s", (int)(k - 2), line + 2);
            fprintf(f, "  %s%s%s\n", T(d, L_CASE_WORDS), T(d, L_COLON), lc_l_quote(d->L, rest, q, sizeof q));
        } else {
            fprintf(f, "%.*s\n", (int)k, line);
        }
        line += k + (line[k] == '\n');
    }
    fclose(f);
    return out;
}

/* The words of the first clause the case covers that quotes the règlement. */
static const char *article_words(const lc_case *c)
{
    const lc_game *g = c->game;
    for (int k = 0; k < c->ncovers; k++)
        for (int i = 0; i < g->nclauses; i++)
            if (!strcmp(g->clauses[i].id, c->covers[k]) && g->clauses[i].quote)
                return g->clauses[i].quote;
    return NULL;
}

static void one_group(doc *d, int at, const group *g)
{
    char head[600], text[1400], what[300];
    const lc_case *c = g->first->c;
    behaviour(d, c->game, g->first->why, what, sizeof what);
    snprintf(head, sizeof head, "%d. %s — %s %s%s%d %s", at + 1, c->game->id, T(d, L_ARTICLE), g->arts, T(d, L_COLON),
             g->n, T(d, L_CASES_LOWER));
    lc_pdf_heading(&d->p, head, 3);
    const char *words = article_words(c);
    snprintf(text, sizeof text, "%s%s%.600s%s", what, words ? " (« " : "", words ? words : "", words ? " »)" : "");
    lc_pdf_para(&d->p, LC_F_BOLD, 9, LC_PDF_LEFT, LC_PDF_WIDTH, text);
    char *unit = json_dumps(c->unit, JSON_COMPACT);
    snprintf(text, sizeof text, "%s%s%s (%s:%d)\n%.1000s", T(d, L_ONE_UNIT), T(d, L_COLON), c->id, c->file, c->line,
             unit ? unit : "");
    free(unit);
    lc_pdf_pre(&d->p, 7, text);
    d->p.y -= 4;
}

void lc_doc_grouped(doc *d)
{
    int n;
    group *g = groups(&d->c->run, &n);
    if (n) {
        char head[200];
        snprintf(head, sizeof head, "%s (%d)", T(d, L_GROUPED), n);
        lc_pdf_heading(&d->p, head, 2);
        para(d, T(d, L_GROUPED_TEXT));
    }
    for (int i = 0; i < n; i++)
        one_group(d, i, &g[i]);
    free(g);
}
