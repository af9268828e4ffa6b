/* history.c — the earlier runs of a certification (see history.h). */
#include "history.h"
#include "digest.h"
#include "untrusted.h"
#include "verify.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *str(const json_t *o, const char *key)
{
    const char *s = json_string_value(json_object_get(o, key));
    return s ? s : "";
}

static void add_findings(lc_prior *p, const json_t *list)
{
    size_t i;
    const json_t *f;
    json_array_foreach(list, i, f) {
        const char *game = json_string_value(json_object_get(f, "game")), *text = str(f, "text");
        size_t n = strlen(text) + (game ? strlen(game) : 0) + 8;
        char *line = lc_xmalloc(n);
        snprintf(line, n, "%s%s%s", game ? game : "", game ? ": " : "", text);
        p->findings = lc_xrealloc(p->findings, (size_t)(p->nfindings + 1) * sizeof *p->findings);
        p->findings[p->nfindings++] = line;
    }
}

/* An earlier run as its JSON's history records it, or the previous run itself. */
static void prior(lc_history *h, const json_t *o, const char *sha)
{
    h->runs = lc_xrealloc(h->runs, (size_t)(h->n + 1) * sizeof *h->runs);
    lc_prior *p = &h->runs[h->n++];
    memset(p, 0, sizeof *p);
    p->run = (int)json_integer_value(json_object_get(o, "run"));
    snprintf(p->date, sizeof p->date, "%s", str(o, "date"));
    snprintf(p->number, sizeof p->number, "%s", str(o, "number"));
    snprintf(p->verdict, sizeof p->verdict, "%s", str(o, "verdict"));
    snprintf(p->sha256, sizeof p->sha256, "%s", sha ? sha : str(o, "json_sha256"));
    add_findings(p, json_object_get(o, "nonconformities"));
    p->nonconf = p->nfindings;
    add_findings(p, json_object_get(o, "reservations"));
}

int lc_history_load(const char *path, lc_history *h, lc_error *err)
{
    memset(h, 0, sizeof *h);
    h->run = 1;
    size_t n;
    char *text = lc_untrusted_slurp(path, LC_VERIFY_MAX_JSON, &n);
    if (!text)
        return lc_fail(err, path, 0, 0, "--previous", "cannot be read, or larger than any certification lotcert writes");
    json_error_t je;
    json_t *doc = json_loadb(text, n, 0, &je);
    char sha[LC_SHA256_HEX];
    lc_sha256_hex(text, n, sha);
    free(text);
    if (!doc || strcmp(str(doc, "format"), "lotcert-certification/1") || !json_object_get(doc, "verdict")) {
        json_decref(doc);
        return doc ? lc_fail(err, path, 0, 0, "--previous", "not a certification's JSON (lotcert certify --json)")
                   : lc_fail(err, path, je.line, je.column, "--previous", "%s", je.text);
    }
    const json_t *hist = json_object_get(doc, "history"), *r;
    size_t i;
    json_array_foreach(json_object_get(hist, "earlier"), i, r)
        prior(h, r, NULL);
    json_t *self = json_pack("{s:I, s:O?, s:O?, s:O?, s:O?, s:O?}", "run",
                             json_integer_value(json_object_get(hist, "run")) ? json_integer_value(json_object_get(hist, "run")) : 1,
                             "date", json_object_get(doc, "date"), "number", json_object_get(json_object_get(doc, "report"), "number"),
                             "verdict", json_object_get(doc, "verdict"), "nonconformities",
                             json_object_get(doc, "nonconformities"), "reservations", json_object_get(doc, "reservations"));
    prior(h, self, sha);
    h->run = h->runs[h->n - 1].run + 1;
    json_decref(self);
    json_decref(doc);
    return 0;
}

void lc_history_free(lc_history *h)
{
    for (int i = 0; i < h->n; i++) {
        for (int k = 0; k < h->runs[i].nfindings; k++)
            free(h->runs[i].findings[k]);
        free(h->runs[i].findings);
    }
    free(h->runs);
    memset(h, 0, sizeof *h);
}
