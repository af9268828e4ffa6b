/* sign.c — Ed25519 keys and detached signatures (see sign.h). */
#include "sign.h"
#include "atomic.h"

#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char SECRET_HEAD[] = "lotcert-ed25519-secret-key\n", PUBLIC_HEAD[] = "lotcert-ed25519-public-key\n";

static void fingerprint(lc_key *k)
{
    unsigned char h[32];
    crypto_hash_sha256(h, k->pk, sizeof k->pk);
    memcpy(k->fingerprint, "ed25519:", 8);
    sodium_bin2hex(k->fingerprint + 8, 33, h, 16);
}

static int write_new(const char *path, const char *text, mode_t mode, lc_error *err)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd < 0)
        return lc_fail(err, path, 0, 0, NULL, "%s", errno == EEXIST ? "exists already: a key is never overwritten"
                                                                    : strerror(errno));
    size_t n = strlen(text);
    int bad = write(fd, text, n) != (ssize_t)n;
    bad |= fsync(fd) != 0;
    bad |= close(fd) != 0;
    if (bad) {
        unlink(path);
        return lc_fail(err, path, 0, 0, NULL, "cannot write the key");
    }
    return 0;
}

int lc_key_generate(const char *path, lc_error *err)
{
    if (sodium_init() < 0)   /* GCOVR_EXCL_BR_LINE: no random device */
        return lc_fail(err, NULL, 0, 0, NULL, "libsodium cannot start");   /* GCOVR_EXCL_LINE */
    unsigned char seed[32], pk[32], sk[64];
    char text[200], pub[4096];
    randombytes_buf(seed, sizeof seed);
    crypto_sign_seed_keypair(pk, sk, seed);
    snprintf(pub, sizeof pub, "%s.pub", path);
    if (access(pub, F_OK) == 0)
        return lc_fail(err, pub, 0, 0, NULL, "exists already: a key is never overwritten");
    memcpy(text, SECRET_HEAD, sizeof SECRET_HEAD);
    sodium_bin2hex(text + strlen(text), 65, seed, 32);
    strcat(text, "\n");
    int rc = write_new(path, text, 0600, err);
    sodium_memzero(seed, sizeof seed);
    sodium_memzero(sk, sizeof sk);
    sodium_memzero(text, sizeof text);
    if (rc)
        return -1;
    memcpy(text, PUBLIC_HEAD, sizeof PUBLIC_HEAD);
    sodium_bin2hex(text + strlen(text), 65, pk, 32);
    strcat(text, "\n");
    if (write_new(pub, text, 0644, err)) {
        unlink(path);
        return -1;
    }
    return 0;
}

static int hex32(const char *s, unsigned char out[32])
{
    size_t n = 0;
    return sodium_hex2bin(out, 32, s, strlen(s), NULL, &n, NULL) == 0 && n == 32 ? 0 : -1;
}

int lc_key_read(const char *path, lc_key *k, lc_error *err)
{
    char buf[256] = "";
    memset(k, 0, sizeof *k);
    FILE *f = fopen(path, "re");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f)
        fclose(f);
    if (!f)
        return lc_fail(err, path, 0, 0, NULL, "cannot read the key: %s", strerror(errno));
    buf[n] = '\0';
    int secret = !strncmp(buf, SECRET_HEAD, strlen(SECRET_HEAD));
    int public = !strncmp(buf, PUBLIC_HEAD, strlen(PUBLIC_HEAD));
    char *hex = buf + strlen(secret ? SECRET_HEAD : PUBLIC_HEAD);
    hex[strcspn(hex, "\n")] = '\0';
    unsigned char bytes[32];
    if (sodium_init() < 0 || (!secret && !public) || hex32(hex, bytes))
        return lc_fail(err, path, 1, 1, NULL, "not a lotcert key (expected a file written by lotcert keygen)");
    if (secret) {
        struct stat st;
        if (stat(path, &st) == 0 && (st.st_mode & 077))
            return lc_fail(err, path, 0, 0, NULL, "a secret key readable by others (chmod 600 it)");
        crypto_sign_seed_keypair(k->pk, k->sk, bytes);
        k->has_secret = 1;
    } else {
        memcpy(k->pk, bytes, 32);
    }
    sodium_memzero(bytes, sizeof bytes);
    fingerprint(k);
    return 0;
}

/* What is signed: the signer, the key, each file's digest and name. */
static char *message(const lc_signature *s)
{
    size_t cap = 512 + (size_t)s->nfiles * 400, len;
    char *m = lc_xmalloc(cap), pk[65];
    sodium_bin2hex(pk, sizeof pk, s->key.pk, 32);
    len = (size_t)snprintf(m, cap, "lotcert-signature/1\nsigner: %s\npublic-key: %s\n", s->signer, pk);
    for (int i = 0; i < s->nfiles; i++)
        len += (size_t)snprintf(m + len, cap - len, "sha256 %s %s\n", s->sha256[i], s->name[i]);
    return m;
}

int lc_trusted_find(const char *file, const unsigned char pk[32], char *name, size_t n, lc_error *err)
{
    FILE *f = fopen(file, "re");
    if (!f)
        return lc_fail(err, file, 0, 0, "--trusted", "cannot read the trusted signers: %s", strerror(errno));
    char line[1024];
    int found = 0, no = 0;
    while (!found && fgets(line, sizeof line, f)) {
        no++;
        if (!strchr(line, '\n') && !feof(f)) {   /* read in two pieces, its end would be a line of its own */
            fclose(f);
            return lc_fail(err, file, no, 1, "--trusted", "a line longer than %zu bytes: a trusted signer's line is a key "
                           "and a name", sizeof line - 2);
        }
        char *p = line + strspn(line, " \t");
        if (*p == '#' || *p == '\n' || *p == '\0')
            continue;
        unsigned char key[32];
        size_t k = strcspn(p, " \t\n");
        char hex[65];
        snprintf(hex, sizeof hex, "%.*s", (int)(k < 64 ? k : 64), p);
        if (k != 64 || hex32(hex, key)) {
            fclose(f);
            return lc_fail(err, file, no, (int)(p - line) + 1, "--trusted",
                           "expected the 64 hex digits of a public key (the second line of a KEY.pub), then a name");
        }
        if (sodium_memcmp(key, pk, 32) == 0) {
            char *who = p + k + strspn(p + k, " \t");
            who[strcspn(who, "\n")] = '\0';
            snprintf(name, n, "%s", who[0] ? who : "(no name)");
            found = 1;
        }
    }
    fclose(f);
    return found;
}

int lc_sign_files(const lc_key *k, const char *signer, char *const *paths, int n, const char *out, lc_error *err)
{
    lc_signature s;
    memset(&s, 0, sizeof s);
    snprintf(s.signer, sizeof s.signer, "%s", signer ? signer : "");
    s.key = *k;
    json_t *files = json_array();
    for (int i = 0; i < n && i < LC_SIGN_FILES; i++) {
        const char *base = strrchr(paths[i], '/');
        snprintf(s.name[i], sizeof s.name[i], "%s", base ? base + 1 : paths[i]);
        if (lc_sha256_file(paths[i], s.sha256[i], err)) {
            json_decref(files);
            return -1;
        }
        json_array_append_new(files, json_pack("{s:s, s:s}", "name", s.name[i], "sha256", s.sha256[i]));
        s.nfiles++;
    }
    char *m = message(&s), pk[65], sig[129];
    crypto_sign_detached(s.sig, NULL, (const unsigned char *)m, strlen(m), k->sk);
    free(m);
    sodium_bin2hex(pk, sizeof pk, k->pk, 32);
    sodium_bin2hex(sig, sizeof sig, s.sig, 64);
    json_t *doc = json_pack("{s:s, s:s, s:s, s:s, s:o, s:s}", "format", "lotcert-signature/1", "signer", s.signer,
                            "public_key", pk, "fingerprint", k->fingerprint, "files", files, "signature", sig);
    int rc = lc_atomic_write_json(doc, out, err);
    json_decref(doc);
    return rc;
}

int lc_signature_read(const char *path, lc_signature *s, lc_error *err)
{
    json_error_t je;
    memset(s, 0, sizeof s[0]);
    json_t *doc = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
    const char *signer = NULL, *pk = NULL, *sig = NULL, *format = NULL;
    json_t *files = NULL;
    if (!doc)
        return lc_fail(err, path, je.line, je.column, NULL, "not a signature file: %s", je.text);
    int bad = json_unpack(doc, "{s:s, s:s, s:s, s:o, s:s}", "format", &format, "signer", &signer, "public_key", &pk,
                          "files", &files, "signature", &sig) ||
              strcmp(format, "lotcert-signature/1") || hex32(pk, s->key.pk) || !json_is_array(files) ||
              json_array_size(files) > LC_SIGN_FILES;
    size_t n = 0;
    bad = bad || sodium_hex2bin(s->sig, 64, sig, strlen(sig), NULL, &n, NULL) || n != 64;
    for (size_t i = 0; !bad && i < json_array_size(files); i++) {
        const char *name, *sha;
        bad = json_unpack(json_array_get(files, i), "{s:s, s:s}", "name", &name, "sha256", &sha) ||
              strlen(sha) != 64 || strlen(name) >= sizeof s->name[0];
        if (!bad) {
            snprintf(s->name[i], sizeof s->name[i], "%s", name);
            snprintf(s->sha256[i], sizeof s->sha256[i], "%s", sha);
            s->nfiles++;
        }
    }
    if (!bad)
        snprintf(s->signer, sizeof s->signer, "%s", signer);
    json_decref(doc);
    if (bad)
        return lc_fail(err, path, 0, 0, NULL, "not a lotcert signature (format, signer, public_key, files, signature)");
    fingerprint(&s->key);
    return 0;
}

int lc_signature_valid(const lc_signature *s)
{
    char *m = message(s);
    int ok = crypto_sign_verify_detached(s->sig, (const unsigned char *)m, strlen(m), s->key.pk) == 0;
    free(m);
    return ok;
}
