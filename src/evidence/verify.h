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

#include <jansson.h>
#include <stdio.h>

typedef struct {
    const char *key;          /* --key: the issuer's public key file, or NULL */
    const char *trusted;      /* --trusted: a file of trusted signers, or NULL */
    int allow_unknown;        /* --allow-unknown-signer: a valid signature by any key passes */
    const char *root;         /* --root: the folder recorded files are looked up in (default ".") */
} lc_verify_opts;

#define LC_VERIFY_MAX_JSON (64u << 20)   /* a certification's JSON; larger is not lotcert's */
#define LC_VERIFY_MAX_SIG (1u << 20)     /* a signature is a few hundred bytes */

/* The files of one certification: its JSON, PDF and signature (each may
 * be absent), and the folder they are in. */
typedef struct {
    char json[4096], pdf[4096], sig[4096], dir[4096];
    int has_json, has_pdf, has_sig;
} lc_cert_files;

/* target: a folder, or a PDF or JSON. A folder holds any number of
 * certifications, named anything: each JSON in it that is a certification,
 * with the PDF and signature it names (those of its own name when it
 * names none); each signature naming a JSON not found so (a damaged one);
 * each PDF left. A JSON or PDF is one certification, the others of the
 * same name beside it (or, for a JSON, the ones it names). A malloc'd
 * list, or -1 with err when there is none. */
int lc_cert_files_find(const char *target, lc_cert_files **list, int *n, lc_error *err);

/* Every certification lc_cert_files_find finds at target, in turn. Prints
 * an item per line. 0 everything present matches and each signature is
 * valid, by a key the options trust; 1 not; -1 with err when there is
 * nothing readable to verify. Files a certification names are read only
 * when regular, and every read is bounded: the JSON is untrusted until
 * verified. A relative path is looked up inside o->root; an absolute one
 * outside it only once the signature verifies (the trusted signer vouches
 * for the paths it names), never before. */
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

/* The run number and each game's economics as the pages' text (a line per
 * string drawn) shows them, against the JSON document in language L: 0, or
 * 1 with what differs in detail (verify_figures.c). */
int lc_verify_figures(const char *text, const json_t *doc, const char *L, char *detail, size_t n);

#endif
