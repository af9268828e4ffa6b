/*
 * certify.h — one certification of one candidate: lint of the rules, the
 * cases through the candidate, the suite's coverage, and the emission blocks
 * through the interpreter and the candidate; the identity of every file it
 * rests on; and a verdict.
 *
 * The verdict follows French practice for certification reports (décret
 * 2020-1349, art. 20-22): every non-conformity listed, and a conclusion of
 * certified, certified with reservations, or not certified.
 *   not certified: a lint finding, a failing case, the suite failing on the
 *     rules themselves, a block not conforming, an input that cannot be read;
 *   with reservations: a reading other than the default in force, a coverage
 *     figure under 100 %, a note raised (an emitted unit carrying a note, a
 *     candidate that wrote on stderr or was restarted, a covers: claim the
 *     trace does not bear out, a game with no emission verified, a block the
 *     kit generated, two blocks with the same statistics for no reason).
 */
#ifndef CERTIFY_H
#define CERTIFY_H

#include "confine.h"
#include "block.h"
#include "amend.h"
#include "coverage.h"
#include "fuzz.h"
#include "digest.h"
#include "runner.h"
#include "profile.h"

#include <time.h>

typedef enum { LC_CERTIFIED, LC_RESERVATIONS, LC_NOT_CERTIFIED } lc_verdict;

typedef struct {
    const char *role;            /* "rules", "previous rules", "reglement", "cases", "emission", "candidate",
                                    "interpreter", "lotcert" */
    char *path;
    char sha256[LC_SHA256_HEX];
    long long bytes;
} lc_ident;

/* Who produced an emission file and how (certify_source.c): the
 * laboratory's words for it (--block-source), and whether its bytes are
 * the kit's own, `lotcert generate` reproduced here from the seed its
 * serials carry; and another file whose statistics it repeats, and why. */
typedef enum { LC_SAME_NONE, LC_SAME_FILE, LC_SAME_SEED, LC_SAME_UNEXPLAINED } lc_same_why;

typedef struct {
    const char *declared;        /* --block-source's text, or NULL */
    int kit;                     /* the bytes `lotcert generate` writes for seed, units and declare */
    uint64_t seed, units;
    int declare;                 /* generated with --declare-lots */
    int same_as;                 /* an earlier file of the certification with the same statistics, or -1 */
    lc_same_why same_why;
} lc_block_source;

typedef struct {
    const lc_game *g;
    char *path;
    lc_block_run run;
    lc_block_source src;
} lc_cert_block;

/* --block-source FILE=TEXT: who produced FILE and how, in the laboratory's words. */
typedef struct {
    const char *file, *text;
} lc_block_decl;

/* LC_FK_LIMIT: what the evidence cannot reach (a text cut short, the laboratory's own figures), on the cover too */
typedef enum { LC_FK_LINT, LC_FK_CASE, LC_FK_COVERAGE, LC_FK_READING, LC_FK_BLOCK, LC_FK_CANDIDATE, LC_FK_LIMIT } lc_finding_kind;

typedef struct {
    lc_finding_kind kind;
    const lc_game *g;            /* the game concerned, or NULL */
    const void *block;           /* the lc_cert_block concerned (kind BLOCK), or NULL */
    char *text;
} lc_finding;

typedef struct {
    const char *candidate, *lang;
    double timeout, alpha;
    int jobs, progress;
    uint64_t units;              /* units per block (0: each rules file's); lots are scaled */
    uint64_t fuzz;               /* units of the differential fuzzer (0: none) */
    uint64_t fuzz_seed;          /* its seed: random unless given, recorded in the evidence */
    const lc_confine *confine;   /* resolved */
    const char *texts;           /* the règlement texts the quotes are proven against, or NULL */
    const char *since;           /* a previous rules file: what changed since goes in an appendix, or NULL */
    const char *out_json, *out_pdf, *out_sig;   /* the reports written (or NULL): the JSON names them, so
                                                   that verify finds them whatever they are called */
    const lc_report_info *report;   /* the laboratory, client, item, dates and number (NULL: none, a draft) */
    const lc_block_decl *sources;   /* --block-source, each naming a --block file */
    int nsources;
    const char *generator;   /* the lotcert whose `generate` may have written a block, run again to recognise
                                one (NULL: none is; a program linking this library is no lotcert) */
} lc_cert_opts;

typedef struct {
    lc_cert_opts o;
    lc_ruleset rs;
    lc_suite suite;
    int *lint_findings;          /* per game */
    char **lint_text;            /* per game: the findings as lint prints them */
    lc_run run;
    lc_fuzz_result fuzz;
    lc_coverage cov;
    lc_cert_block *blocks;
    int nblocks;
    lc_ident *ids;
    int nids;
    lc_finding *nonconf, *reserv;
    int nnonconf, nreserv;
    lc_verdict verdict;
    lc_game *since_old;          /* --since: the previous rules, compared with since_new */
    const lc_game *since_new;
    lc_amend since;
    time_t when;                 /* SOURCE_DATE_EPOCH when set, else now */
    int reproducible;            /* SOURCE_DATE_EPOCH was set: no clock readings in the evidence */
    char env[14][900];           /* the environment, "label: value" */
    char interpreter_note[480];  /* the candidate's program is a script whose interpreter was not found, why; or "" */
    int nenv;
} lc_cert;

/* Load everything, run everything, decide. 0, or -1 with err on an input
 * that cannot be read (then nothing is left allocated). */
int lc_certify(lc_cert *c, const lc_cert_opts *o, char *const *rules, int nrules, char *const *cases, int ncases,
               char *const *blocks, int nblocks, lc_error *err);
void lc_cert_free(lc_cert *c);
/* -1 with err when a --block-source names none of the block files (before anything runs). */
int lc_cert_sources_named(const lc_cert_opts *o, char *const *blocks, int nblocks, lc_error *err);
/* Each block file's provenance and the files whose statistics repeat
 * another's (certify_source.c). */
void lc_cert_sources(lc_cert *c);
/* The provenance of block file i in words, in c's language ("" when it is not one). */
const char *lc_cert_source_text(const lc_cert *c, int i, char *buf, size_t n);
/* Whether its units declared their lots, in words. */
const char *lc_cert_lots_declared(const lc_cert *c, int i, char *buf, size_t n);
/* Why block file i repeats another's statistics, in words, or NULL. */
const char *lc_cert_same_text(const lc_cert *c, int i, char *buf, size_t n);

/* c->env: the machine, the tools and the options in force, in c's language (certify_env.c). */
void lc_cert_environment(lc_cert *c);

const char *lc_verdict_word(lc_verdict v, const char *lang);
/* The verdict as JSON and CI read it: "certified", "certified with
 * reservations", "not certified" (whatever the language). */
const char *lc_verdict_key(lc_verdict v);

/* Results per article of one game, in the order the rules file cites them:
 * a case counts under every article its covered clauses cite. */
typedef struct {
    const char *article;
    int cases, passed;
} lc_article_result;
int lc_cert_articles(const lc_cert *c, const lc_game *g, lc_article_result *out, int max);

/* Units per block, and lots of table row r per block, for g under o.units. */
int64_t lc_cert_block_units(const lc_cert *c, const lc_game *g);
int64_t lc_cert_lots(const lc_cert *c, const lc_game *g, int r);

/* Blocks verified for g, and the lots observed per table row over them. */
int lc_cert_observed(const lc_cert *c, const lc_game *g, uint64_t lots[LC_MAX_TABLE_ROWS]);
/* The same for a draw game: its plays (units, anomalies) and each level's count
 * over every block of g, in *all; returns the blocks. */
int lc_cert_ranks(const lc_cert *c, const lc_game *g, lc_block_result *all);

/* The payout to players (TRJ) of g, in percent: the rules' (the table's
 * total over a block's price, or a draw game's levels at the first stake),
 * whether it is within the bound the rules cite, the one observed over the
 * blocks verified (-1: none), and for a draw game the standard deviation of
 * the observed one by chance alone, in points. */
typedef struct {
    double theoretical, observed, sd_points;
    int within;              /* within the rules' bound, or no bound */
    int table_lots_held;     /* a table game's blocks hold exactly the table's lots */
    uint64_t units;          /* units of the blocks verified */
} lc_payout;
void lc_cert_payout(const lc_cert *c, const lc_game *g, lc_payout *p);

/* Reports. The JSON is the content of the certification: its bytes (the
 * caller frees), built once; the PDF's footer prints their SHA-256
 * (json_digest, lc_sha256_hex of the text), so the two are tied. */
char *lc_cert_json_text(const lc_cert *c);
/* The PDF: json_text (or NULL) attached as certification.json, its digest
 * in every footer and in the keywords, signed_by (or NULL: unsigned) on the
 * cover and as the author. */
int lc_cert_pdf(const lc_cert *c, const char *json_text, const char *json_digest, const char *signed_by,
                const char *path, lc_error *err);
int lc_cert_junit(const lc_cert *c, const char *path, lc_error *err);
void lc_cert_print(const lc_cert *c, FILE *out);

#endif
