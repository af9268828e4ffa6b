/* verify_find.c — the files of the certifications verify is given (see
 * verify.h): certify lets a vendor name its JSON, PDF and signature
 * anything, so a folder is searched for them rather than for fixed names. */
#include "verify.h"
#include "sign.h"
#include "untrusted.h"

#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
    lc_cert_files *v;
    int n;
} found;

/* 1 a regular file, 0 not there (or not a file), -1 cannot be looked at (errno). */
static int exists(const char *path)
{
    struct stat st;
    if (stat(path, &st))
        return errno == ENOENT || errno == ENOTDIR ? 0 : -1;
    return S_ISREG(st.st_mode);
}

static int ends(const char *name, const char *ext)
{
    size_t n = strlen(name), e = strlen(ext);
    return n > e && !strcmp(name + n - e, ext);
}

/* dir/name, when name is a plain file name (a name the untrusted JSON or
 * signature gives must not lead out of the folder), into out. */
static int beside(const char *dir, const char *name, char *out, size_t n)
{
    if (!name || !*name || strchr(name, '/') || !strcmp(name, "..") || !strcmp(name, "."))
        return 0;
    snprintf(out, n, "%.4000s/%s", dir, name);
    return 1;
}

/* A JSON's text, when it is a certification (format lotcert-certification/1). */
static json_t *certification(const char *path)
{
    size_t n;
    char *text = lc_untrusted_slurp(path, LC_VERIFY_MAX_JSON, &n);
    json_t *doc = text ? json_loads(text, 0, NULL) : NULL;
    free(text);
    const char *format = json_string_value(json_object_get(doc, "format"));
    if (!format || strcmp(format, "lotcert-certification/1")) {
        json_decref(doc);
        return NULL;
    }
    return doc;
}

static lc_cert_files *add(found *f, const char *dir, const char *stem)
{
    f->v = lc_xrealloc(f->v, (size_t)(f->n + 1) * sizeof *f->v);
    lc_cert_files *c = &f->v[f->n++];
    memset(c, 0, sizeof *c);
    snprintf(c->dir, sizeof c->dir, "%s", dir);
    snprintf(c->json, sizeof c->json, "%.4000s.json", stem);
    snprintf(c->pdf, sizeof c->pdf, "%.4000s.pdf", stem);
    snprintf(c->sig, sizeof c->sig, "%.4000s.sig", stem);
    return c;
}

/* The PDF and the signature a certification's JSON names ("outputs", by
 * name, beside it); an earlier lotcert named none: those of its own name. */
static void named_by(lc_cert_files *c, const json_t *doc)
{
    const json_t *o = json_object_get(doc, "outputs");
    char p[4096];
    if (beside(c->dir, json_string_value(json_object_get(o, "pdf")), p, sizeof p))
        snprintf(c->pdf, sizeof c->pdf, "%s", p);
    if (beside(c->dir, json_string_value(json_object_get(o, "signature")), p, sizeof p))
        snprintf(c->sig, sizeof c->sig, "%s", p);
}

static int claimed(const found *f, const char *path)
{
    for (int i = 0; i < f->n; i++)
        if (!strcmp(f->v[i].json, path) || !strcmp(f->v[i].pdf, path) || !strcmp(f->v[i].sig, path))
            return 1;
    return 0;
}

static int by_name(const struct dirent **a, const struct dirent **b) { return strcmp((*a)->d_name, (*b)->d_name); }

/* Every certification in dir: each JSON that is one, with the files it
 * names; each signature that names a JSON not found so (a damaged one is
 * still checked, and found out); each PDF left (it carries its JSON). */
static int scan(found *f, const char *dir, lc_error *err)
{
    struct dirent **e;
    int n = scandir(dir, &e, NULL, by_name), rc = 0;
    if (n < 0)
        return lc_fail(err, dir, 0, 0, NULL, "cannot read the folder: %s", strerror(errno));
    static const char *const PASS[] = {".json", ".sig", ".pdf"};
    for (int pass = 0; pass < 3 && !rc; pass++)
        for (int i = 0; i < n && !rc; i++) {
            char path[4096], stem[4096];
            if (!ends(e[i]->d_name, PASS[pass]) || !beside(dir, e[i]->d_name, path, sizeof path) || claimed(f, path))
                continue;
            int there = exists(path);
            if (there < 0)
                rc = lc_fail(err, path, 0, 0, NULL, "cannot look at it: %s", strerror(errno));
            if (there <= 0)
                continue;
            snprintf(stem, sizeof stem, "%.*s", (int)(strlen(path) - strlen(PASS[pass])), path);
            json_t *doc = pass == 0 ? certification(path) : NULL;
            lc_signature s;
            lc_error ignored;
            struct stat st;
            if (doc)
                named_by(add(f, dir, stem), doc);
            else if (pass == 1 && stat(path, &st) == 0 && st.st_size <= LC_VERIFY_MAX_SIG &&
                     lc_signature_read(path, &s, &ignored) == 0) {
                lc_cert_files *c = add(f, dir, stem);
                snprintf(c->sig, sizeof c->sig, "%s", path);
                for (int k = 0; k < s.nfiles; k++)
                    if (beside(dir, s.name[k], path, sizeof path))
                        snprintf(ends(path, ".pdf") ? c->pdf : c->json, sizeof c->json, "%s", path);
            } else if (pass == 2) {
                add(f, dir, stem);
            }
            json_decref(doc);
        }
    for (int i = 0; i < n; i++)
        free(e[i]);
    free(e);
    return rc;
}

int lc_cert_files_find(const char *target, lc_cert_files **list, int *count, lc_error *err)
{
    found f = {NULL, 0};
    struct stat st;
    int rc = 0;
    if (stat(target, &st))
        return lc_fail(err, target, 0, 0, NULL, "no such file or folder");
    if (S_ISDIR(st.st_mode)) {
        char dir[4096];
        size_t n = strlen(target);
        while (n > 1 && target[n - 1] == '/')
            n--;
        snprintf(dir, sizeof dir, "%.*s", (int)n, target);
        rc = scan(&f, dir, err);
        if (!rc && !f.n)
            rc = lc_fail(err, target, 0, 0, NULL, "no certification here (no certification JSON, signature or PDF)");
    } else {
        const char *dot = strrchr(target, '.'), *slash = strrchr(target, '/');
        if (!dot || (slash && dot < slash) || (strcmp(dot, ".pdf") && strcmp(dot, ".json")))
            return lc_fail(err, target, 0, 0, NULL, "expected a certification folder, PDF or JSON");
        char dir[4096], stem[4096];
        snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - target) : 1, slash ? target : ".");
        snprintf(stem, sizeof stem, "%.*s", (int)(strlen(target) - strlen(dot)), target);
        lc_cert_files *c = add(&f, dir, stem);
        json_t *doc = !strcmp(dot, ".json") ? certification(target) : NULL;
        named_by(c, doc);
        json_decref(doc);
    }
    for (int i = 0; i < f.n && !rc; i++) {
        lc_cert_files *c = &f.v[i];
        const char *path[] = {c->json, c->pdf, c->sig};
        int *has[] = {&c->has_json, &c->has_pdf, &c->has_sig};
        for (int k = 0; k < 3 && !rc; k++)
            if ((*has[k] = exists(path[k])) < 0)
                rc = lc_fail(err, path[k], 0, 0, NULL, "cannot look at it: %s", strerror(errno));
        if (!rc && !c->has_json && !c->has_pdf)
            rc = lc_fail(err, target, 0, 0, NULL, "no certification here (expected %s or %s)", c->json, c->pdf);
    }
    if (rc) {
        free(f.v);
        return -1;
    }
    *list = f.v;
    *count = f.n;
    return 0;
}
