/*
 * verify.h — a certification checked after the fact, by someone who did
 * not see it run: the PDF against the JSON (the digest it prints, the JSON
 * attached inside it, the JSON file beside it), every file the JSON names
 * (rules, cases, emission blocks, the candidate, lotcert) where it is
 * present, and the detached signature over the JSON and the PDF.
 */
#ifndef VERIFY_H
#define VERIFY_H

#include "lc.h"

#include <stdio.h>

typedef struct {
    const char *key;          /* --key: the issuer's public key file, or NULL */
    const char *trusted;      /* --trusted: a file of trusted signers, or NULL */
    int allow_unknown;        /* --allow-unknown-signer: a valid signature by any key passes */
    const char *root;         /* --root: the folder recorded files are looked up in (default ".") */
} lc_verify_opts;

/* target: a folder holding certification.{json,pdf,sig}, or a PDF or JSON
 * with the others of the same name beside it. Prints an item per line.
 * 0 everything present matches and the signature is valid, by a key the
 * options trust; 1 not; -1 with err when there is nothing readable to
 * verify. Files the certification names are read only inside o->root,
 * only when regular, and every read is bounded: the JSON is untrusted
 * until verified. */
int lc_verify(const char *target, const lc_verify_opts *o, FILE *out, lc_error *err);

/* Is `binary` the candidate program this certification records (by
 * SHA-256)? What is deployed should be what was certified. 0 it is, 1 not,
 * -1 with err when the certification or the file cannot be read. */
int lc_verify_binary(const char *target, const char *binary, FILE *out, lc_error *err);

/* lotcert certify again from the inputs and options the certification
 * records (run from where it ran), under its date, and compare the verdict
 * and every figure: 0 the same, 1 not, -1 with err when it cannot run.
 * Call it only on a certification lc_verify found verified: it runs the
 * recorded candidate, which must be here byte for byte as recorded (else
 * -1 before anything runs), always in the bwrap sandbox. */
int lc_verify_rerun(const char *target, const lc_verify_opts *o, FILE *out, lc_error *err);

#endif
