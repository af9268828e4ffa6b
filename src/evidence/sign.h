/*
 * sign.h — who issued a certification: Ed25519 keys (libsodium) and a
 * detached signature over the certification's files.
 *
 * A key file holds "lotcert-ed25519-secret-key\n" and the 32-byte seed in
 * hex (mode 0600); the public one, beside it as KEY.pub, holds
 * "lotcert-ed25519-public-key\n" and the 32-byte key in hex. The signature
 * file (JSON) names the signer, the public key and its fingerprint, and the
 * SHA-256 of each signed file; the signature covers the text
 * lc_sign_message builds from those, so it is deterministic for a key and
 * the files' contents.
 */
#ifndef SIGN_H
#define SIGN_H

#include "digest.h"
#include "lc.h"

#include <stdint.h>

#define LC_SIGN_FILES 4

typedef struct {
    unsigned char pk[32], sk[64];
    int has_secret;
    char fingerprint[48];   /* "ed25519:" and 32 hex digits of SHA-256(pk) */
} lc_key;

typedef struct {
    char signer[200];
    lc_key key;                              /* the public part */
    int nfiles;
    char name[LC_SIGN_FILES][256];           /* base names */
    char sha256[LC_SIGN_FILES][LC_SHA256_HEX];
    unsigned char sig[64];
} lc_signature;

/* Write KEY (0600) and KEY.pub; never over an existing file. */
int lc_key_generate(const char *path, lc_error *err);
/* A secret key file, or a public one (KEY.pub, or the public key a
 * signature names): -1 with err when it is not one. */
int lc_key_read(const char *path, lc_key *k, lc_error *err);

/* A file of trusted signers, a line each: the 64 hex digits of a public
 * key (the second line of a KEY.pub) and the signer's name; '#' starts a
 * comment. 1 and the name when pk is in it, 0 not, -1 with err (file,
 * line, column) when the file cannot be read or a line is not of that form. */
int lc_trusted_find(const char *file, const unsigned char pk[32], char *name, size_t n, lc_error *err);

/* Sign files (base names as signed) with a secret key; write the signature
 * file to `out` whole or not at all. */
int lc_sign_files(const lc_key *k, const char *signer, char *const *paths, int n, const char *out, lc_error *err);
int lc_signature_read(const char *path, lc_signature *s, lc_error *err);
/* 1 when the signature is the key's over the recorded digests. */
int lc_signature_valid(const lc_signature *s);

#endif
