/* amend_encoding.c — two rules files' encodings compared clause by clause
 * (see amend.h). */
#include "amend.h"
#include "ytree.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *section;     /* the top-level key it is under */
    const char *id;
    const yt_node *node;
    int matched;
} clause_node;

typedef struct {
    clause_node *c;
    int n, cap;
} clause_list;

/* Every map with an id (a clause, a register entry); what is inside one
 * (a register entry's readings) is part of it. */
static void collect(clause_list *l, const char *section, const yt_node *n)
{
    if (n->kind == YT_MAP) {
        const yt_node *id = yt_get(n, "id");
        if (id && id->kind == YT_SCALAR) {
            if (l->n == l->cap)
                l->c = lc_xrealloc(l->c, (size_t)(l->cap = l->cap ? l->cap * 2 : 64) * sizeof *l->c);
            l->c[l->n++] = (clause_node){section, id->text, n, 0};
            return;
        }
    }
    for (size_t i = 0; n->kind != YT_SCALAR && i < n->nkids; i++)
        if (n->kind != YT_MAP || i % 2)   /* map values, seq items */
            collect(l, section, n->kids[i]);
}

/* A value as one line of text: scalars as they are, the rest in flow form. */
static void flow(const yt_node *n, char *out, size_t cap, size_t *len)
{
#define PUT(...) (*len += (size_t)snprintf(out + *len, *len < cap ? cap - *len : 0, __VA_ARGS__))
    if (n->kind == YT_SCALAR) {
        PUT("%s", n->text);
        return;
    }
    PUT("%s", n->kind == YT_MAP ? "{" : "[");
    for (size_t i = 0; i < n->nkids; i++) {
        if (i)
            PUT("%s", n->kind == YT_MAP && i % 2 ? ": " : ", ");
        flow(n->kids[i], out, cap, len);
    }
    PUT("%s", n->kind == YT_MAP ? "}" : "]");
#undef PUT
}

static char *text_of(const yt_node *n)
{
    size_t len = 0, cap = 4096;
    char *out = lc_xmalloc(cap);
    out[0] = '\0';
    if (n)
        flow(n, out, cap, &len);
    if (len >= cap)
        strcpy(out + cap - 4, "...");
    return out;
}

/* What differs between two maps, key by key ("key: old → new; ..."). */
static void compare_maps(const yt_node *a, const yt_node *b, int with_id, char *what, size_t cap)
{
    size_t len = 0;
    what[0] = '\0';
    for (int side = 0; side < 2; side++) {
        const yt_node *m = side ? b : a, *o = side ? a : b;
        for (size_t i = 0; i < yt_npairs(m); i++) {
            const char *k = yt_key(m, i)->text;
            if ((!with_id && !strcmp(k, "id")) || (side && yt_get(o, k)))
                continue;   /* a key of both is said once, from the old side */
            char *x = text_of(side ? yt_get(o, k) : yt_val(m, i)), *y = text_of(side ? yt_val(m, i) : yt_get(o, k));
            if (strcmp(x, y) && len < cap)
                len += (size_t)snprintf(what + len, cap - len, "%s%s: %.150s → %.150s", len ? "; " : "", k,
                                        *x ? x : "(none)", *y ? y : "(none)");
            free(x);
            free(y);
        }
    }
}

/* The clause of `l` that stands for old clause c: the same id, or else the
 * same name after the article in the same section. */
static clause_node *counterpart(clause_list *l, const clause_node *c)
{
    for (int i = 0; i < l->n; i++)
        if (!l->c[i].matched && !strcmp(l->c[i].id, c->id))
            return &l->c[i];
    const char *tail = strchr(c->id, '/');
    for (int i = 0; tail && i < l->n; i++) {
        const char *t = strchr(l->c[i].id, '/');
        if (!l->c[i].matched && t && !strcmp(t, tail) && !strcmp(l->c[i].section, c->section))
            return &l->c[i];
    }
    return NULL;
}

static void add(lc_amend *a, const char *where, const char *what)
{
    a->enc = lc_xrealloc(a->enc, (size_t)(a->nenc + 1) * sizeof *a->enc);
    snprintf(a->enc[a->nenc].where, sizeof a->enc[0].where, "%s", where);
    snprintf(a->enc[a->nenc].what, sizeof a->enc[0].what, "%s", what);
    a->nenc++;
}

static yt_node *load(const char *path, lc_error *err)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return lc_fail(err, path, 0, 0, NULL, "cannot open the rules file"), NULL;
    yt_node *root = yt_load(fp, path, err);
    fclose(fp);
    return root;
}

static void sections(clause_list *l, const yt_node *root)
{
    for (size_t i = 0; root->kind == YT_MAP && i < yt_npairs(root); i++)
        if (strcmp(yt_key(root, i)->text, "game"))   /* compared key by key, apart */
            collect(l, yt_key(root, i)->text, yt_val(root, i));
}

int lc_amend_encoding(const lc_game *old, const lc_game *new, lc_amend *out, lc_error *err)
{
    yt_node *a = load(old->file, err), *b = a ? load(new->file, err) : NULL;
    if (!b) {
        yt_free(a);
        return -1;
    }
    clause_list la = {0}, lb = {0};
    sections(&la, a);
    sections(&lb, b);
    char what[2000], where[200];
    const yt_node *ga = yt_get(a, "game"), *gb = yt_get(b, "game");
    if (ga && gb && ga->kind == YT_MAP && gb->kind == YT_MAP) {
        compare_maps(ga, gb, 1, what, sizeof what);
        if (*what)
            add(out, "game", what);
    }
    for (int i = 0; i < la.n; i++) {
        clause_node *c = counterpart(&lb, &la.c[i]);
        if (!c) {
            add(out, la.c[i].id, "removed");
            continue;
        }
        c->matched = 1;
        compare_maps(la.c[i].node, c->node, 0, what, sizeof what);
        int renamed = strcmp(la.c[i].id, c->id) != 0;
        snprintf(where, sizeof where, renamed ? "%s → %s" : "%s", la.c[i].id, c->id);
        if (*what || renamed)
            add(out, where, *what ? what : "renamed, nothing else");
    }
    for (int i = 0; i < lb.n; i++)
        if (!lb.c[i].matched)
            add(out, lb.c[i].id, "added");
    /* the readings in force, which the command line may choose apart from the files */
    for (int i = 0; i < old->ninterp; i++)
        for (int k = 0; k < new->ninterp; k++) {
            const lc_interp *x = &old->interp[i], *y = &new->interp[k];
            const char *id = old->clauses[x->clause].id;
            if (strcmp(id, new->clauses[y->clause].id) || x->selected < 0 || y->selected < 0 ||
                !strcmp(x->reading[x->selected], y->reading[y->selected]))
                continue;
            snprintf(what, sizeof what, "reading in force: %s → %s", x->reading[x->selected], y->reading[y->selected]);
            add(out, id, what);
        }
    free(la.c);
    free(lb.c);
    yt_free(a);
    yt_free(b);
    return 0;
}
