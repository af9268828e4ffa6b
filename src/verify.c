/* verify.c — a certification checked after the fact (see verify.h). */
#include "verify.h"
#include "digest.h"
#include "pdf_read.h"
#include "sign.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
    FILE *out;
    int match, differ, missing;
} tally;

typedef struct {           /* the files of one certification */
    char json[4096], pdf[4096], sig[4096], dir[4096];
    int has_json, has_pdf, has_sig;
} folder;

static int exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static void say(tally *t, const char *state, const char *what, const char *detail)
{
    fprintf(t->out, "  %-8s %-10s %s\n", state, what, detail);
    t->match += !strcmp(state, "matches") || !strcmp(state, "valid");
    t->differ += !strcmp(state, "differs") || !strcmp(state, "invalid");
    t->missing += !strcmp(state, "missing");
}

/* DIR, or a PDF or JSON and the files of the same name beside it. */
static int locate(const char *target, folder *f, lc_error *err)
{
    struct stat st;
    memset(f, 0, sizeof *f);
    if (stat(target, &st))
        return lc_fail(err, target, 0, 0, NULL, "no such file or folder");
    char stem[4096];
    if (S_ISDIR(st.st_mode)) {
        size_t n = strlen(target);
        while (n > 1 && target[n - 1] == '/')
            n--;
        snprintf(f->dir, sizeof f->dir, "%.*s", (int)n, target);
        snprintf(stem, sizeof stem, "%.4000s/certification", f->dir);
    } else {
        size_t n = strlen(target);
        const char *dot = strrchr(target, '.'), *slash = strrchr(target, '/');
        if (!dot || (slash && dot < slash) || (strcmp(dot, ".pdf") && strcmp(dot, ".json")))
            return lc_fail(err, target, 0, 0, NULL, "expected a certification folder, PDF or JSON");
        snprintf(stem, sizeof stem, "%.*s", (int)(n - strlen(dot)), target);
        snprintf(f->dir, sizeof f->dir, "%.*s", slash ? (int)(slash - target) : 1, slash ? target : ".");
    }
    snprintf(f->json, sizeof f->json, "%.4000s.json", stem);
    snprintf(f->pdf, sizeof f->pdf, "%.4000s.pdf", stem);
    snprintf(f->sig, sizeof f->sig, "%.4000s.sig", stem);
    f->has_json = exists(f->json);
    f->has_pdf = exists(f->pdf);
    f->has_sig = exists(f->sig);
    if (!f->has_json && !f->has_pdf)
        return lc_fail(err, target, 0, 0, NULL, "no certification here (expected %s or %s)", f->json, f->pdf);
    return 0;
}

static char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rbe");
    char *buf = NULL;
    size_t cap = 0, len = 0, k;
    while (f) {   /* one byte kept for the NUL: JSON text is read as a string */
        if (len + 1 >= cap && !(buf = realloc(buf, cap = cap ? cap * 2 : 1 << 16)))
            break;
        if (!(k = fread(buf + len, 1, cap - len - 1, f)))
            break;
        len += k;
    }
    if (buf)
        buf[len] = '\0';
    if (f)
        fclose(f);
    *n = len;
    return buf;
}

/* The PDF against the JSON: the digest in its keywords (the one every
 * footer prints), the JSON attached inside it, the JSON file beside it.
 * The JSON text to go on with (malloc'd), or NULL. */
static char *pdf_and_json(tally *t, const folder *f)
{
    char jd[LC_SHA256_HEX] = "", line[300], kw[1200] = "", *json = NULL;
    size_t n = 0, alen = 0;
    if (f->has_json) {
        json = slurp(f->json, &n);
        lc_sha256_hex(json, n, jd);
    }
    if (!f->has_pdf) {
        say(t, "missing", "pdf", f->pdf);
        return json;
    }
    char *pdf = slurp(f->pdf, &n), *attached = NULL, ad[LC_SHA256_HEX] = "";
    const char *named = pdf && lc_pdf_info(pdf, n, "Keywords", kw, sizeof kw) == 0 ? strstr(kw, "json-sha256 ") : NULL;
    if (pdf && lc_pdf_attachment(pdf, n, "certification.json", &attached, &alen) == 0)
        lc_sha256_hex(attached, alen, ad);
    free(pdf);
    named = named ? named + 12 : "";
    snprintf(line, sizeof line, "%s: the JSON attached inside, against %s", attached ? ad : "none", named[0] ? "the digest the PDF prints" : "no digest: the PDF prints none");
    say(t, attached && !strncmp(ad, named, 64) ? "matches" : "differs", "pdf", line);
    if (f->has_json) {
        snprintf(line, sizeof line, "%s: %.200s, against the PDF's digest", jd, f->json);
        say(t, !strncmp(jd, named, 64) ? "matches" : "differs", "json", line);
    }
    if (!json || (attached && !strncmp(ad, named, 64))) {   /* the JSON the PDF vouches for goes on */
        free(json);
        json = attached;
        attached = NULL;
    }
    free(attached);
    return json;
}

/* Every file the certification names, where it is present. */
static int identity(tally *t, const char *text, lc_error *err)
{
    json_error_t je;
    json_t *doc = json_loads(text, 0, &je), *ids = json_object_get(doc, "identity");
    const char *format = json_string_value(json_object_get(doc, "format"));
    if (!doc || !format || strcmp(format, "lotcert-certification/1") || !json_is_array(ids)) {
        json_decref(doc);
        return lc_fail(err, NULL, 0, 0, NULL, "not a lotcert certification (format lotcert-certification/1 with an identity list)");
    }
    for (size_t i = 0; i < json_array_size(ids); i++) {
        json_t *e = json_array_get(ids, i);
        const char *role = json_string_value(json_object_get(e, "role")), *path = json_string_value(json_object_get(e, "path")),
                   *sha = json_string_value(json_object_get(e, "sha256"));
        char now[LC_SHA256_HEX], line[4400];
        lc_error ignored;
        if (!role || !path || !sha)
            continue;
        if (!exists(path)) {
            say(t, "missing", role, path);
        } else if (lc_sha256_file(path, now, &ignored) || strcmp(now, sha)) {
            snprintf(line, sizeof line, "%s (recorded %.16s..., now %.16s...)", path, sha, now);
            say(t, "differs", role, line);
        } else {
            say(t, "matches", role, path);
        }
    }
    json_decref(doc);
    return 0;
}

/* The signature: valid for its key, over files that are those here. */
static int signature(tally *t, const folder *f, const char *trusted)
{
    lc_signature s;
    lc_error err;
    char line[600];
    if (!f->has_sig) {
        say(t, "missing", "signature", f->sig);
        return 0;
    }
    if (lc_signature_read(f->sig, &s, &err)) {
        say(t, "invalid", "signature", err.message);
        return 0;
    }
    int ok = lc_signature_valid(&s);
    snprintf(line, sizeof line, "%.300s: by %.200s (%s)", f->sig, s.signer[0] ? s.signer : "(no name)", s.key.fingerprint);
    say(t, ok ? "valid" : "invalid", "signature", line);
    for (int i = 0; i < s.nfiles; i++) {
        char path[4400], now[LC_SHA256_HEX];
        snprintf(path, sizeof path, "%s/%s", f->dir, s.name[i]);
        if (!exists(path))
            say(t, "missing", "signed", path);
        else
            say(t, lc_sha256_file(path, now, &err) == 0 && !strcmp(now, s.sha256[i]) ? "matches" : "differs", "signed", path);
    }
    if (trusted) {
        lc_key k;
        if (lc_key_read(trusted, &k, &err)) {
            say(t, "invalid", "key", err.message);
            return 0;
        }
        int same = !memcmp(k.pk, s.key.pk, sizeof k.pk);
        snprintf(line, sizeof line, "%s (%s)%s", trusted, k.fingerprint, same ? "" : ": another key signed");
        say(t, same ? "matches" : "differs", "key", line);
        ok &= same;
    } else {
        fprintf(t->out, "  %-8s %-10s compare %s with the issuer's published fingerprint, or pass --key\n", "note",
                "key", s.key.fingerprint);
    }
    return ok;
}

/* ---- --rerun -------------------------------------------------------------------------- */

typedef struct {
    char *w[256];
    int n;
} args;

static void arg(args *a, const char *s)
{
    if (a->n < 254)
        a->w[a->n++] = lc_xstrdup(s);
    a->w[a->n] = NULL;
}

static const char *text_of(const json_t *j, const char *otherwise)
{
    return json_is_string(j) ? json_string_value(j) : otherwise;
}

/* lotcert certify again, from what the certification records, into dir. */
static int certify_again(const json_t *doc, const char *dir, lc_error *err)
{
    const json_t *o = json_object_get(doc, "options"), *ids = json_object_get(doc, "identity");
    const char *cand = json_string_value(json_object_get(doc, "candidate")), *date = json_string_value(json_object_get(doc, "date"));
    if (!json_is_object(o) || !cand || !date)
        return lc_fail(err, NULL, 0, 0, NULL, "this certification does not record its options (an earlier lotcert made it): no rerun");
    args a = {{0}, 0};
    char num[64], out[600];
    arg(&a, "lotcert"), arg(&a, "certify"), arg(&a, "--candidate"), arg(&a, cand);
    static const char *const ROLE_OPT[][2] = {{"rules", "--rules"}, {"cases", "--cases"}, {"emission", "--block"}};
    for (size_t i = 0; i < json_array_size(ids); i++)
        for (int r = 0; r < 3; r++)
            if (!strcmp(text_of(json_object_get(json_array_get(ids, i), "role"), ""), ROLE_OPT[r][0]))
                arg(&a, ROLE_OPT[r][1]), arg(&a, json_string_value(json_object_get(json_array_get(ids, i), "path")));
    snprintf(num, sizeof num, "%.17g", json_real_value(json_object_get(o, "timeout")));
    arg(&a, "--timeout"), arg(&a, num);
    snprintf(num, sizeof num, "%.17g", json_real_value(json_object_get(o, "alpha")));
    arg(&a, "--alpha"), arg(&a, num);
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(o, "fuzz")));
    arg(&a, "--fuzz"), arg(&a, num);
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(o, "jobs")));
    arg(&a, "--jobs"), arg(&a, num);
    if (json_integer_value(json_object_get(o, "units"))) {
        snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(o, "units")));
        arg(&a, "--units"), arg(&a, num);
    }
    arg(&a, "--sandbox"), arg(&a, text_of(json_object_get(o, "sandbox"), "auto"));
    if (json_is_string(json_object_get(o, "texts")))
        arg(&a, "--texts"), arg(&a, json_string_value(json_object_get(o, "texts")));
    const json_t *readings = json_object_get(o, "readings");
    for (size_t i = 0; i < json_array_size(readings); i++)
        arg(&a, "--reading"), arg(&a, text_of(json_array_get(readings, i), ""));
    arg(&a, "--lang"), arg(&a, text_of(json_object_get(doc, "lang"), "en"));
    snprintf(out, sizeof out, "%s/certification.json", dir);
    arg(&a, "--json"), arg(&a, out);
    struct tm tm = {0};
    char epoch[32];
    strptime(date, "%Y-%m-%dT%H:%M:%SZ", &tm);
    snprintf(epoch, sizeof epoch, "%lld", (long long)timegm(&tm));
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        setenv("SOURCE_DATE_EPOCH", epoch, 1);
        execv("/proc/self/exe", a.w);
        _exit(127);
    }
    int status = -1;
    while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    for (int i = 0; i < a.n; i++)
        free(a.w[i]);
    if (pid < 0 || !WIFEXITED(status) || WEXITSTATUS(status) > 1)
        return lc_fail(err, NULL, 0, 0, NULL, "the rerun of certify failed (exit %d): its inputs are not all here",
                       WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    return 0;
}

/* The verdict and every figure of two certifications, key by key. */
static int compare(tally *t, const json_t *was, const json_t *now)
{
    static const char *const KEYS[] = {"verdict", "nonconformities", "reservations", "games", "failures", "fuzz", "blocks"};
    int same = 1;
    for (size_t i = 0; i < sizeof KEYS / sizeof *KEYS; i++) {
        int eq = json_equal(json_object_get(was, KEYS[i]), json_object_get(now, KEYS[i]));
        say(t, eq ? "matches" : "differs", "rerun", KEYS[i]);
        same &= eq;
    }
    return same;
}

int lc_verify_rerun(const char *target, FILE *out, lc_error *err)
{
    folder f;
    tally t = {out, 0, 0, 0};
    if (locate(target, &f, err))
        return -1;
    size_t n;
    char *text = f.has_json ? slurp(f.json, &n) : NULL;
    if (!text) {
        char *pdf = slurp(f.pdf, &n);
        size_t alen;
        if (!pdf || lc_pdf_attachment(pdf, n, "certification.json", &text, &alen))
            text = NULL;
        free(pdf);
    }
    json_t *was = text ? json_loads(text, 0, NULL) : NULL, *now = NULL;
    free(text);
    char dir[128];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%.60s/lotcert-rerun-XXXXXX", tmp && *tmp == '/' ? tmp : "/tmp");
    int rc = !was ? lc_fail(err, target, 0, 0, NULL, "no certification JSON to rerun") : mkdtemp(dir) ? 0 : -1;
    if (!rc && !(rc = certify_again(was, dir, err))) {
        char path[200];
        snprintf(path, sizeof path, "%s/certification.json", dir);
        now = json_load_file(path, 0, NULL);
        fprintf(out, "lotcert verify --rerun: certify again from the recorded inputs\n");
        rc = now && compare(&t, was, now) ? 0 : 1;
        unlink(path);
    }
    if (rc >= 0 && was)
        rmdir(dir);
    json_decref(was);
    json_decref(now);
    if (rc == 0 || rc == 1)
        fprintf(out, "rerun: %s (%d match, %d differ)\n", rc ? "the figures DIFFER" : "the same verdict and figures", t.match,
                t.differ);
    return rc;
}

int lc_verify(const char *target, const char *trusted_key, FILE *out, lc_error *err)
{
    folder f;
    tally t = {out, 0, 0, 0};
    if (locate(target, &f, err))
        return -1;
    fprintf(out, "lotcert verify %s\n", target);
    char *json = pdf_and_json(&t, &f);
    if (!json)
        return lc_fail(err, target, 0, 0, NULL, "no JSON to verify: neither %s nor one attached to the PDF", f.json);
    int rc = identity(&t, json, err);
    free(json);
    if (rc)
        return -1;
    int sig_ok = signature(&t, &f, trusted_key);
    int good = !t.differ && sig_ok;
    fprintf(out, "%s: %d match, %d differ, %d missing; signature %s\n", good ? "verified" : "NOT verified", t.match,
            t.differ, t.missing, !f.has_sig ? "missing" : sig_ok ? "valid" : "not valid");
    return good ? 0 : 1;
}
