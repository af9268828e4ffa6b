/* verify_figures.c — the figures a reader takes from the pages, against
 * the JSON: the run number on page 1 and each game's economics (units per
 * block, the theoretical payout, its bound, the payout observed). A forger
 * who edits the economics page to show a payout within the bound, or a
 * first run where there were earlier ones, differs here. */
#include "verify.h"
#include "explain.h"
#include "labels.h"

#include <stdio.h>
#include <string.h>

/* The line after the first one that reads `label` exactly, from `from` up to `to` (or the end), or NULL. */
static const char *after(const char *from, const char *to, const char *label, char *line, size_t n)
{
    size_t k = strlen(label);
    for (const char *s = from; s && *s && (!to || s < to); s = strchr(s, '\n'), s = s ? s + 1 : NULL)
        if (!strncmp(s, label, k) && s[k] == '\n') {
            const char *v = s + k + 1;
            snprintf(line, n, "%.*s", (int)strcspn(v, "\n"), v);
            return line;
        }
    return NULL;
}

static const char *pct(const char *L, double v, char *buf, size_t n)
{
    snprintf(buf, n, "%.2f %%", v);
    for (char *s = buf; !strcmp(L, "fr") && *s; s++)
        *s = *s == '.' ? ',' : *s;
    return buf;
}

/* One figure: the value shown after label, against want (a prefix when the line goes on). */
static int figure(const char *from, const char *to, const char *label, const char *want, int prefix, const char *id,
                  char *detail, size_t n)
{
    char line[600];
    const char *got = after(from, to, label, line, sizeof line);
    if (got && (prefix ? !strncmp(got, want, strlen(want)) : !strcmp(got, want)))
        return 0;
    snprintf(detail, n, "%s%s%s shows %s%.100s%s, the JSON %.100s", id, id[0] ? ": " : "", label, got ? "\"" : "",
             got ? got : "nothing", got ? "\"" : "", want);
    return 1;
}

/* A game's economics page: from its heading to the next game's. */
static int economics(const char *text, const char *L, const json_t *game, char *detail, size_t n)
{
    const char *id = json_string_value(json_object_get(game, "id"));
    const json_t *e = json_object_get(game, "economics"), *bound = json_object_get(e, "payout_bound"),
                 *observed = json_object_get(e, "payout_observed");
    char head[300], want[200], lo[32], hi[32];
    snprintf(head, sizeof head, "%s — %s\n", lc_l(L, L_ECONOMICS), id ? id : "?");
    const char *from = strstr(text, head), *to = NULL;
    if (!id || !from)
        return snprintf(detail, n, "no economics page for %s", id ? id : "a game"), 1;
    char next[200];
    snprintf(next, sizeof next, "%s — ", lc_l(L, L_ECONOMICS));
    to = strstr(from + strlen(head), next);
    if (!after(from, to, lc_l(L, L_TRJ_THEO), want, sizeof want))   /* a pool game: no payout of its own */
        return 0;
    int bad = figure(from, to, lc_l(L, L_BLOCK_SIZE),
                     lc_grouped(want, sizeof want, (long long)json_integer_value(json_object_get(game, "block_units"))), 0,
                     id, detail, n);
    bad = bad || figure(from, to, lc_l(L, L_TRJ_THEO),
                        pct(L, json_number_value(json_object_get(e, "payout_theoretical")), want, sizeof want), 0, id,
                        detail, n);
    if (json_is_array(bound))
        snprintf(want, sizeof want, "%s – %s", pct(L, json_number_value(json_array_get(bound, 0)), lo, sizeof lo),
                 pct(L, json_number_value(json_array_get(bound, 1)), hi, sizeof hi));
    bad = bad || figure(from, to, lc_l(L, L_TRJ_BOUND), json_is_array(bound) ? want : lc_l(L, L_NO_BOUND),
                        json_is_array(bound), id, detail, n);
    bad = bad || figure(from, to, lc_l(L, L_TRJ_OBS),
                        json_is_number(observed) ? pct(L, json_number_value(observed), want, sizeof want)
                                                 : lc_l(L, L_NOT_TESTED), 0, id, detail, n);
    return bad;
}

int lc_verify_figures(const char *text, const json_t *doc, const char *L, char *detail, size_t n)
{
    const json_t *history = json_object_get(doc, "history"), *games = json_object_get(doc, "games");
    if (json_is_object(history)) {   /* a certification before the run history has none */
        char want[64];
        snprintf(want, sizeof want, "%lld%s", (long long)json_integer_value(json_object_get(history, "run")),
                 lc_l(L, L_SEMI));
        if (figure(text, NULL, lc_l(L, L_RUN), want, 1, "", detail, n))
            return 1;
    }
    for (size_t i = 0; i < json_array_size(games); i++)
        if (json_object_get(json_array_get(games, i), "economics") && economics(text, L, json_array_get(games, i), detail, n))
            return 1;
    return 0;
}
