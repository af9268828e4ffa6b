/* verify.c — a certification checked after the fact (see verify.h). */
#include "verify.h"
#include "text.h"
#include "tempdir.h"
#include "certify.h"
#include "digest.h"
#include "labels.h"
#include "pdf_read.h"
#include "sign.h"
#include "untrusted.h"

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

#define MAX_JSON LC_VERIFY_MAX_JSON
#define MAX_PDF (256u << 20)
#define MAX_INPUT (1ULL << 40)    /* a recorded file: an emission block may be large, never endless */

typedef struct {
    FILE *out;
    int match, differ, missing;
    char root[4096];          /* the real path recorded files are looked up in */
    int unknown;              /* signed by a key no one vouched for */
} tally;

typedef lc_cert_files folder;

static void say(tally *t, const char *state, const char *what, const char *detail)
{
    char shown[2048];   /* a signer's name, a file name: the forger's words, never a terminal's commands */
    fprintf(t->out, "  %-8s %-10s %s\n", state, what, lc_text_safe(shown, sizeof shown, detail, strlen(detail), LC_TEXT_LINE));
    t->match += !strcmp(state, "matches") || !strcmp(state, "valid");
    t->differ += !strcmp(state, "differs") || !strcmp(state, "invalid") || !strcmp(state, "refused") ||
                 !strcmp(state, "unknown");
    t->missing += !strcmp(state, "missing");
}

/* The one certification target names (--binary, --rerun ask of one). */
static int locate(const char *target, folder *f, lc_error *err)
{
    folder *all;
    int n;
    if (lc_cert_files_find(target, &all, &n, err))
        return -1;
    *f = all[0];
    free(all);
    return n == 1 ? 0 : lc_fail(err, target, 0, 0, NULL, "%d certifications here: name one, by its JSON or PDF", n);
}

/* ---- the pages against the JSON ---- */

static int starts(const char *line, const char *head) { return !strncmp(line, head, strlen(head)); }

/* What a reader of the pages sees must be what the JSON says: the
 * conclusion, the verdict in every footer, the digest in every footer,
 * the counts of findings. A forger who edits the JSON attached and the
 * keywords but not the pages (or the reverse) is caught here. */
static void pages(tally *t, const char *pdf, size_t n, const char *json_text, const char *jd)
{
    json_t *doc = json_loads(json_text, 0, NULL);
    const char *key = json_string_value(json_object_get(doc, "verdict")), *L = json_string_value(json_object_get(doc, "lang"));
    char *text = NULL, conclusion[300], counts[300], counts_old[300], digest_head[200], detail[600] = "";
    size_t len;
    int v = -1, bad = 0, footers = 0, digests = 0, concl = 0, counted = 0, marks = 0, numbered = 0;
    const json_t *report = json_object_get(doc, "report");
    const char *number = json_string_value(json_object_get(report, "number"));
    int draft = json_is_true(json_object_get(report, "draft"));
    for (int i = LC_CERTIFIED; i <= LC_NOT_CERTIFIED; i++)
        v = key && !strcmp(key, lc_verdict_key((lc_verdict)i)) ? i : v;
    L = L && !strcmp(L, "fr") ? "fr" : "en";
    if (v < 0 || lc_pdf_page_text(pdf, n, &text, &len)) {
        say(t, "differs", "pages", v < 0 ? "the JSON holds no verdict" : "the pages cannot be read");
        json_decref(doc);
        return;
    }
    const char *word = lc_verdict_word((lc_verdict)v, L);
    int figures_bad = lc_verify_figures(text, doc, L, detail, sizeof detail);
    snprintf(conclusion, sizeof conclusion, "%s%s", lc_l(L, L_VERDICT), lc_l(L, L_COLON));
    size_t nn = json_array_size(json_object_get(doc, "nonconformities")), nr = json_array_size(json_object_get(doc, "reservations"));
    const char *colon = lc_l(L, L_COLON), *semi = strcmp(L, "fr") ? "; " : " ; ";
    snprintf(counts, sizeof counts, "%s%s%zu%s%s%s%zu", lc_l(L, L_NONCONF), colon, nn, semi, lc_l(L, L_RESERV), colon, nr);
    /* as reports before the French typography were written */
    snprintf(counts_old, sizeof counts_old, "%s: %zu; %s: %zu", lc_l(L, L_NONCONF), nn, lc_l(L, L_RESERV), nr);
    snprintf(digest_head, sizeof digest_head, "%s (JSON)%s", lc_l(L, L_CONTENT_DIGEST), lc_l(L, L_COLON));
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        size_t k = strlen(line), w = strlen(word);
        if (starts(line, conclusion)) {
            concl++;
            if (strcmp(line + strlen(conclusion), word))
                bad = 1, snprintf(detail, sizeof detail, "the conclusion reads \"%.200s\"", line);
        }
        marks += !strcmp(line, lc_l(L, L_DRAFT_MARK));
        if (starts(line, "lotcert ") && strstr(line, " · ")) {
            footers++;
            numbered += number && strstr(line, number);
            if (k < w + 4 || strcmp(line + k - w, word))
                bad = 1, snprintf(detail, sizeof detail, "a footer reads \"%.200s\"", line);
        }
        if (starts(line, digest_head)) {
            digests++;
            if (strcmp(line + strlen(digest_head), jd))
                bad = 1, snprintf(detail, sizeof detail, "a footer prints the digest %.64s", line + strlen(digest_head));
        }
        if (starts(line, lc_l(L, L_NONCONF)) && strstr(line, "; ")) {
            counted++;
            if (strcmp(line, counts) && strcmp(line, counts_old))
                bad = 1, snprintf(detail, sizeof detail, "the findings read \"%.200s\", the JSON %s", line, counts);
        }
    }
    bad |= figures_bad;   /* its detail kept, unless something above says more */
    if (!bad && (!concl || !footers || !digests || !counted))
        bad = 1, snprintf(detail, sizeof detail, "the pages do not show %s", !concl ? "the conclusion" : !footers ? "a footer"
                                                                      : !digests ? "the digest" : "the counts of findings");
    if (!bad && report && marks != (draft ? footers : 0))   /* reports before the laboratory's profile have no "report" */
        bad = 1, snprintf(detail, sizeof detail, "%d of %d pages carry the DRAFT mark, the JSON says %s", marks, footers,
                          draft ? "a draft" : "an issued report");
    if (!bad && number && numbered != footers)
        bad = 1, snprintf(detail, sizeof detail, "%d of %d footers give the report number %.100s", numbered, footers, number);
    if (!bad)
        snprintf(detail, sizeof detail, "conclusion \"%s\", %d footers, %d digests, %s, the run and the economics%s", word,
                 footers, digests, counts, draft ? ", DRAFT on every page" : "");
    say(t, bad ? "differs" : "matches", "pages", detail);
    free(text);
    json_decref(doc);
}

/* The PDF against the JSON: the digest in its keywords (the one every
 * footer prints), the JSON attached inside it, the JSON file beside it.
 * The JSON text to go on with (malloc'd), or NULL. */
static char *pdf_and_json(tally *t, const folder *f)
{
    char jd[LC_SHA256_HEX] = "", line[300], kw[1200] = "", *json = NULL;
    size_t n = 0, alen = 0;
    if (f->has_json && !(json = lc_untrusted_slurp(f->json, MAX_JSON, &n))) {   /* unreadable is not altered */
        snprintf(line, sizeof line, "%.200s: cannot be read, or larger than any lotcert writes", f->json);
        say(t, "refused", "json", line);
    }
    if (json)
        lc_sha256_hex(json, n, jd);
    if (!f->has_pdf) {
        say(t, "missing", "pdf", f->pdf);
        return json;
    }
    size_t pn = 0;
    char *pdf = lc_untrusted_slurp(f->pdf, MAX_PDF, &pn), *attached = NULL, ad[LC_SHA256_HEX] = "";
    n = pn;
    if (!pdf) {
        snprintf(line, sizeof line, "%.200s: cannot be read, or larger than any lotcert writes", f->pdf);
        say(t, "refused", "pdf", line);
        return json;
    }
    const char *named = lc_pdf_info(pdf, n, "Keywords", kw, sizeof kw) == 0 ? strstr(kw, "json-sha256 ") : NULL;
    if (lc_pdf_attachment(pdf, n, "certification.json", &attached, &alen) == 0)
        lc_sha256_hex(attached, alen, ad);
    named = named ? named + 12 : "";
    snprintf(line, sizeof line, "%s: the JSON attached inside, against %s", attached ? ad : "none", named[0] ? "the digest the PDF prints" : "no digest: the PDF prints none");
    say(t, attached && !strncmp(ad, named, 64) ? "matches" : "differs", "pdf", line);
    if (json) {
        snprintf(line, sizeof line, "%s: %.200s, against the PDF's digest", jd, f->json);
        say(t, !strncmp(jd, named, 64) ? "matches" : "differs", "json", line);
    }
    if (!json || (attached && !strncmp(ad, named, 64))) {   /* the JSON the PDF vouches for goes on */
        free(json);
        json = attached;
        attached = NULL;
    }
    if (json) {
        char d[LC_SHA256_HEX];
        lc_sha256_hex(json, strlen(json), d);
        pages(t, pdf, pn, json, d);
    }
    free(pdf);
    free(attached);
    return json;
}

/* The JSON's document, when it is a certification with an identity list. */
static json_t *certification(const char *text, lc_error *err)
{
    json_t *doc = json_loads(text, 0, NULL);
    const char *format = json_string_value(json_object_get(doc, "format"));
    if (!doc || !format || strcmp(format, "lotcert-certification/1") ||
        !json_is_array(json_object_get(doc, "identity"))) {
        json_decref(doc);
        lc_fail(err, NULL, 0, 0, NULL,
                "not a lotcert certification (format lotcert-certification/1 with an identity list)");
        return NULL;
    }
    return doc;
}

/* Where a recorded file is looked at: a relative path inside the root; an
 * absolute one outside it only when the signature verified (the signer
 * vouches for what its JSON names: a forged JSON gets nothing read). */
static int digest_of(const tally *t, const char *path, int trusted, char now[LC_SHA256_HEX], char *why, size_t n)
{
    int got = lc_untrusted_digest(t->root, path, MAX_INPUT, now, why, n);
    if (got == 3 && trusted && path[0] == '/')
        got = lc_untrusted_digest(NULL, path, MAX_INPUT, now, why, n);
    else if (got == 3)
        snprintf(why + strlen(why), n - strlen(why), " (an absolute path is looked at once the signature verifies)");
    return got;
}

/* Every file the certification names, where it is present. */
static void identity(tally *t, const json_t *doc, int trusted)
{
    const json_t *ids = json_object_get(doc, "identity");
    for (size_t i = 0; i < json_array_size(ids); i++) {
        json_t *e = json_array_get(ids, i);
        const char *role = json_string_value(json_object_get(e, "role")), *path = json_string_value(json_object_get(e, "path")),
                   *sha = json_string_value(json_object_get(e, "sha256"));
        char now[LC_SHA256_HEX], line[4400], why[300];
        if (!role || !path || !sha)
            continue;
        int got = digest_of(t, path, trusted, now, why, sizeof why);
        if (got == 1 || got == 3) {   /* absent, or where this verification does not look: not checked */
            snprintf(line, sizeof line, "%.300s%s%s", path, got == 3 ? ": " : "", got == 3 ? why : "");
            say(t, "missing", role, line);
        } else if (got == 2) {
            snprintf(line, sizeof line, "%.300s: %s", path, why);
            say(t, "refused", role, line);
        } else if (strcmp(now, sha)) {
            snprintf(line, sizeof line, "%s (recorded %.16s..., now %.16s...)", path, sha, now);
            say(t, "differs", role, line);
        } else {
            say(t, "matches", role, path);
        }
    }
}

/* Who signed, against whom the auditor trusts: --key, --trusted, or no
 * one (a valid signature by a key nobody vouched for proves nothing: a
 * forger signs with a key of his own under the lab's name). */
static int signer_trusted(tally *t, const lc_signature *s, const lc_verify_opts *o)
{
    char line[600], name[300];
    lc_error err;
    if (o->key) {
        lc_key k;
        if (lc_key_read(o->key, &k, &err)) {
            say(t, "invalid", "key", err.message);
            return 0;
        }
        int same = !memcmp(k.pk, s->key.pk, sizeof k.pk);
        snprintf(line, sizeof line, "%s (%s)%s", o->key, k.fingerprint, same ? "" : ": another key signed");
        say(t, same ? "matches" : "differs", "key", line);
        return same;
    }
    int found = o->trusted ? lc_trusted_find(o->trusted, s->key.pk, name, sizeof name, &err) : 0;
    if (found < 0) {
        say(t, "invalid", "key", err.message);
        return 0;
    }
    if (found) {
        snprintf(line, sizeof line, "%s: a trusted signer, %.200s", s->key.fingerprint, name);
        say(t, "matches", "key", line);
        return 1;
    }
    snprintf(line, sizeof line, "signature by an unknown key %s%s%s", s->key.fingerprint,
             o->trusted ? ", not in " : "", o->trusted ? o->trusted : " (pass --key ISSUER.pub or --trusted FILE)");
    say(t, o->allow_unknown ? "note" : "unknown", "key", line);
    t->unknown = !o->allow_unknown;
    return o->allow_unknown;
}

/* Is `sha` one of the digests the signature covers? */
static int signed_digest(const lc_signature *s, const char *sha)
{
    for (int i = 0; i < s->nfiles; i++)
        if (!strcmp(s->sha256[i], sha))
            return 1;
    return 0;
}

/* The signature: valid for its key, over the very JSON and PDF being
 * verified (by digest, whatever their names), every file it names present
 * and the same. A genuine signature beside another PDF vouches for nothing. */
static int signature(tally *t, const folder *f, const char *json, const lc_verify_opts *o)
{
    lc_signature s;
    lc_error err;
    char line[600];
    struct stat st;
    if (!f->has_sig) {
        say(t, "missing", "signature", f->sig);
        return 0;
    }
    if (stat(f->sig, &st) || st.st_size > LC_VERIFY_MAX_SIG) {
        say(t, "invalid", "signature", "larger than any signature lotcert writes: not read");
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
        char path[4400], now[LC_SHA256_HEX], why[300];
        snprintf(path, sizeof path, "%s/%s", f->dir, s.name[i]);
        int got = strchr(s.name[i], '/') ? (snprintf(why, sizeof why, "a name with a folder"), 2)
                                          : lc_untrusted_digest(NULL, path, MAX_PDF, now, why, sizeof why);
        int same = got == 0 && !strcmp(now, s.sha256[i]);
        if (got >= 2)   /* unreadable is not altered: say why, never "differs" */
            snprintf(path + strlen(path), sizeof path - strlen(path), ": %.280s", why);
        say(t, got == 1 ? "missing" : got >= 2 ? "refused" : same ? "matches" : "differs", "signed", path);
        ok &= same;   /* a signed file that is not here, as signed, fails */
    }
    char now[LC_SHA256_HEX];
    char why[300];
    int got = f->has_pdf ? lc_untrusted_digest(NULL, f->pdf, MAX_PDF, now, why, sizeof why) : 0;
    if (f->has_pdf && (got || !signed_digest(&s, now))) {
        if (got)
            snprintf(line, sizeof line, "%.300s: %.280s", f->pdf, got == 1 ? "not there" : why);
        else
            snprintf(line, sizeof line, "%.300s is not a file this signature covers", f->pdf);
        say(t, got == 1 ? "missing" : got ? "refused" : "differs", "signed", line);
        ok = 0;
    }
    lc_sha256_hex(json, strlen(json), now);
    if (!signed_digest(&s, now)) {
        snprintf(line, sizeof line, "the JSON verified (sha256 %.16s...) is not a file this signature covers", now);
        say(t, "differs", "signed", line);
        ok = 0;
    }
    return ok & signer_trusted(t, &s, o);
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
static int certify_again(const json_t *doc, const char *dir, const char *root, lc_error *err)
{
    const json_t *o = json_object_get(doc, "options"), *ids = json_object_get(doc, "identity");
    const char *cand = json_string_value(json_object_get(doc, "candidate")), *date = json_string_value(json_object_get(doc, "date"));
    if (!json_is_object(o) || !cand || !date)
        return lc_fail(err, NULL, 0, 0, NULL, "this certification does not record its options (an earlier lotcert made it): no rerun");
    args a = {{0}, 0};
    char num[64], out[4200];
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
    /* the seed drawn for the run (a certification that records none used 1) */
    json_t *seed = json_object_get(o, "fuzz_seed");
    snprintf(num, sizeof num, "%lld", json_is_integer(seed) ? (long long)json_integer_value(seed) : 1LL);
    arg(&a, "--fuzz-seed"), arg(&a, num);
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(o, "jobs")));
    arg(&a, "--jobs"), arg(&a, num);
    if (json_integer_value(json_object_get(o, "units"))) {
        snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(o, "units")));
        arg(&a, "--units"), arg(&a, num);
    }
    arg(&a, "--sandbox"), arg(&a, "bwrap");   /* whatever the JSON says: a rerun is always confined */
    if (json_is_string(json_object_get(o, "texts")))
        arg(&a, "--texts"), arg(&a, json_string_value(json_object_get(o, "texts")));
    const json_t *sources = json_object_get(o, "block_sources");
    for (size_t i = 0; i < json_array_size(sources); i++) {
        char decl[4400];
        const json_t *e = json_array_get(sources, i);
        snprintf(decl, sizeof decl, "%s=%s", text_of(json_object_get(e, "file"), ""), text_of(json_object_get(e, "text"), ""));
        arg(&a, "--block-source"), arg(&a, decl);
    }
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
        lc_child_flush();
        if (chdir(root))   /* the recorded paths are relative to where certify ran */
            _exit(127);
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

/* Before anything runs: every file the certification names is here and
 * the one it recorded (the candidate above all), or the rerun would run
 * something else. 0, or -1 with err naming the first that is not. */
static int inputs_hold(const json_t *doc, const char *root, lc_error *err)
{
    const json_t *ids = json_object_get(doc, "identity");
    for (size_t i = 0; i < json_array_size(ids); i++) {
        const json_t *e = json_array_get(ids, i);
        const char *role = text_of(json_object_get(e, "role"), "?"), *path = json_string_value(json_object_get(e, "path")),
                   *sha = json_string_value(json_object_get(e, "sha256"));
        char now[LC_SHA256_HEX], why[300];
        if (!strcmp(role, "lotcert"))
            continue;   /* the rerun is this lotcert's, whatever ran before */
        int got = path ? lc_untrusted_digest(root, path, MAX_INPUT, now, why, sizeof why) : 1;
        if (got == 3 && path[0] == '/')   /* only a verified certification is rerun: its signer vouches for its paths */
            got = lc_untrusted_digest(NULL, path, MAX_INPUT, now, why, sizeof why);
        if (!sha || got || strcmp(now, sha))
            return lc_fail(err, path, 0, 0, NULL, "the %s is not here as it was certified: no rerun", role);
    }
    return 0;
}

/* A list of findings less "the candidate ran without a sandbox": a rerun
 * is always confined, so that one may differ by design (a new reference
 * to anything else). */
static json_t *without_unconfined(json_t *list, const json_t *doc)
{
    const char *L = text_of(json_object_get(doc, "lang"), "en"), *head = lc_l(L, L_UNCONFINED);
    if (!json_is_array(list))
        return json_incref(list);
    json_t *kept = json_array();
    for (size_t i = 0; i < json_array_size(list); i++) {
        const char *text = text_of(json_object_get(json_array_get(list, i), "text"), "");
        if (strncmp(text, head, strlen(head)))
            json_array_append(kept, json_array_get(list, i));
    }
    return kept;
}

/* The verdict the certification would have had in the sandbox. */
static json_t *verdict_confined(const json_t *doc)
{
    json_t *reserv = without_unconfined(json_object_get(doc, "reservations"), doc);
    const char *v = json_array_size(json_object_get(doc, "nonconformities")) ? lc_verdict_key(LC_NOT_CERTIFIED)
                    : json_array_size(reserv)                                ? lc_verdict_key(LC_RESERVATIONS)
                                                                             : lc_verdict_key(LC_CERTIFIED);
    json_decref(reserv);
    return json_string(v);
}

/* The verdict and every figure of two certifications, key by key (the
 * verdict may differ only through the sandbox's reservation: see below). */
static int compare(tally *t, const json_t *was, const json_t *now)
{
    static const char *const KEYS[] = {"verdict", "nonconformities", "reservations", "games", "failures", "fuzz", "blocks"};
    int same = 1;
    for (size_t i = 0; i < sizeof KEYS / sizeof *KEYS; i++) {
        json_t *a = i ? without_unconfined(json_object_get(was, KEYS[i]), was) : verdict_confined(was),
               *b = i ? without_unconfined(json_object_get(now, KEYS[i]), now) : verdict_confined(now);
        int eq = json_equal(a, b);
        json_decref(a);
        json_decref(b);
        say(t, eq ? "matches" : "differs", "rerun", KEYS[i]);
        same &= eq;
    }
    return same;
}

int lc_verify_rerun(const char *target, const lc_verify_opts *o, FILE *out, lc_error *err)
{
    folder f;
    tally t = {out, 0, 0, 0, "", 0};
    if (lc_untrusted_root(o->root ? o->root : ".", t.root, sizeof t.root, err) || locate(target, &f, err))
        return -1;
    size_t n;   /* the JSON beside the PDF: a certification verifies only with it (its signature names it) */
    char *text = f.has_json ? lc_untrusted_slurp(f.json, MAX_JSON, &n) : NULL;
    json_t *was = text ? json_loads(text, 0, NULL) : NULL, *now = NULL;
    free(text);
    char dir[4096];
    int rc = !was ? lc_fail(err, target, 0, 0, NULL, "no certification JSON to rerun")
                  : lc_temp_dir(dir, sizeof dir, "lotcert-rerun-", err);
    if (!rc && !(rc = inputs_hold(was, t.root, err)) && !(rc = certify_again(was, dir, t.root, err))) {
        char path[sizeof dir + 32];
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

int lc_verify_binary(const char *target, const char *binary, FILE *out, lc_error *err)
{
    folder f;
    tally t = {fopen("/dev/null", "we"), 0, 0, 0, "", 0};
    char now[LC_SHA256_HEX];
    if (!t.out || locate(target, &f, err) || lc_sha256_file(binary, now, err)) {
        if (t.out)
            fclose(t.out);
        return -1;
    }
    char *json = pdf_and_json(&t, &f);
    fclose(t.out);
    json_t *doc = json ? json_loads(json, 0, NULL) : NULL, *ids = json_object_get(doc, "identity");
    free(json);
    int found = 0, same = 0;
    for (size_t i = 0; i < json_array_size(ids); i++) {
        const json_t *e = json_array_get(ids, i);
        if (strcmp(text_of(json_object_get(e, "role"), ""), "candidate"))
            continue;
        found = 1;
        same |= !strcmp(text_of(json_object_get(e, "sha256"), ""), now);
    }
    json_decref(doc);
    if (!found)
        return lc_fail(err, target, 0, 0, NULL, "this certification records no candidate file to compare with");
    fprintf(out, "  %-8s %-10s %s (sha256 %.16s...)%s\n", same ? "matches" : "differs", "binary", binary, now,
            same ? ": the program certified" : ": NOT the program certified");
    return same ? 0 : 1;
}

/* One certification: the PDF and the JSON, the signature (its lines kept
 * until the files' are said: whether the signature verifies decides where
 * the files are looked at), the files. 0 verified, 1 not, -1 with err. */
static int verify_one(const char *name, const folder *f, const lc_verify_opts *o, FILE *out, lc_error *err)
{
    tally t = {out, 0, 0, 0, "", 0};
    if (lc_untrusted_root(o->root ? o->root : ".", t.root, sizeof t.root, err))
        return -1;
    fprintf(out, "lotcert verify %s\n", name);
    char *json = pdf_and_json(&t, f), *sig_lines = NULL;
    json_t *doc = json ? certification(json, err) : NULL;
    if (!json)
        lc_fail(err, name, 0, 0, NULL, "no JSON to verify: neither %s nor one attached to the PDF", f->json);
    if (!doc) {
        free(json);
        return -1;
    }
    size_t len;
    t.out = lc_xmemstream(&sig_lines, &len);
    int sig_ok = signature(&t, f, json, o);
    fclose(t.out);
    t.out = out;
    identity(&t, doc, sig_ok);
    fputs(sig_lines, out);
    free(sig_lines);
    free(json);
    json_decref(doc);
    int good = !t.differ && sig_ok;
    fprintf(out, "%s: %d match, %d differ, %d missing; signature %s\n", good ? "verified" : "NOT verified", t.match,
            t.differ, t.missing, !f->has_sig ? "missing" : t.unknown ? "by an unknown key" : sig_ok ? "valid" : "not valid");
    return good ? 0 : 1;
}

int lc_verify(const char *target, const lc_verify_opts *o, FILE *out, lc_error *err)
{
    folder *all;
    int n, rc = 0;
    if (lc_cert_files_find(target, &all, &n, err))
        return -1;
    for (int i = 0; i < n && rc >= 0; i++) {   /* a folder's, each by its JSON (or its PDF) */
        int one = verify_one(n == 1 ? target : all[i].has_json ? all[i].json : all[i].pdf, &all[i], o, out, err);
        rc = one < 0 ? -1 : rc | one;
    }
    if (n > 1 && rc >= 0)
        fprintf(out, "%d certifications: %s\n", n, rc ? "NOT all verified" : "all verified");
    free(all);
    return rc;
}
