/* cmd_certify.c — `lotcert certify`: lint, cases, coverage and blocks for
 * one candidate, a verdict, and the evidence (PDF, JSON, JUnit). */
#include "atomic.h"
#include "candidate.h"
#include "certify.h"
#include "history.h"
#include "cli.h"
#include "reaper.h"
#include "sign.h"

#include <getopt.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char CERTIFY_USAGE[] =
    "usage: lotcert certify [--rules R...] [--cases C...] --candidate CMD [--block FILE...]\n"
    "                       [--pdf F] [--junit F] [--json F] [--lang fr|en] [options]\n\n"
    "Certify one implementation: lint the rules, run every case through the candidate,\n"
    "measure the suite's coverage and mutation score, and verify each emission block\n"
    "(every unit through the interpreter and the candidate, lots against the prize\n"
    "table, spread of winners). The conclusion is one of:\n"
    "  certified                    nothing to report;\n"
    "  certified with reservations  a reading other than the default in force, a\n"
    "                               coverage figure under 100 %, or a note raised (an\n"
    "                               emitted unit carrying a note, a candidate that wrote\n"
    "                               on stderr or was restarted, a game with no block,\n"
    "                               quotes not checked against the texts, outcomes the\n"
    "                               fuzzer could not build, a block the kit generated,\n"
    "                               two blocks with the same statistics for no reason);\n"
    "  not certified                a lint finding, a failing case, a disagreement\n"
    "                               found by the fuzzer, a block not conforming, a game\n"
    "                               of which no case ran or whose cases kill no mutant.\n\n"
    "  --rules R, --cases C   files or directories (repeatable; default: the bundled\n"
    "                         ones, see lotcert --help)\n"
    "  --candidate CMD        the program under certification (docs/protocol.md)\n"
    "  --block FILE           an emission file (repeatable); its game is the first line's\n"
    "  --block-source FILE=TEXT  who produced the --block FILE and how, in the\n"
    "                         laboratory's words (\"the operator's production file,\n"
    "                         received 2026-03-01\"); shown in the report. A block that\n"
    "                         lotcert generate wrote is recognised (its bytes are\n"
    "                         generated again from the seed its serials carry) and is\n"
    "                         a reservation: it is not the operator's emission\n"
    "  --pdf F                the audit evidence (A4, embedded DejaVu fonts)\n"
    "  --json F               the content of the certification (its SHA-256 is in the PDF footer)\n"
    "  --junit F              JUnit XML: the cases, and a suite \"certify\" for CI\n"
    "  --lang fr|en           language of the evidence (default en)\n"
    "  --texts DIR            the règlement texts (as lotcert lint --texts): each\n"
    "                         quote proven word for word and each text's SHA-256\n"
    "                         checked, a miss a lint finding; without it the quotes\n"
    "                         are not checked, a reservation (the bundled texts:\n"
    "                         rules/reglements, see lotcert --help)\n"
    "  --since OLD.yaml       the previous rules file of the game certified: what\n"
    "                         changed since (lotcert diff) goes in an appendix of the\n"
    "                         PDF and under \"since\" in the JSON\n"
    "  --timeout S            seconds per candidate answer (default 5)\n"
    "  --jobs N               candidate processes at once, for the cases and for the\n"
    "                         block files (one process per file; default 1)\n"
    "  --alpha P              threshold of the spread tests' p-values (default 0.001)\n"
    "  --fuzz N               units of the differential fuzzer (default 20000,\n"
    "                         0: none): built near every boundary, evaluated by the\n"
    "                         interpreter and the candidate; a disagreement is a\n"
    "                         non-conformity (lotcert run --fuzz shrinks and writes it)\n"
    "  --fuzz-seed S          the fuzzer's seed (default: a random one, recorded in the\n"
    "                         evidence, so that a candidate cannot know the units ahead)\n"
    "  --units N              units per block (default: the rules'); lots are scaled, as\n"
    "                         lotcert block --units does (for trials: a reservation)\n"
    "  --progress             progress bars even when stderr is no terminal\n"
    "  --sign KEY             sign the JSON and the PDF with KEY (lotcert keygen): the\n"
    "                         signature goes beside the JSON, NAME.sig for NAME.json;\n"
    "                         the PDF shows the key's fingerprint (needs --json)\n"
    "  --signer NAME          who signs, shown in the PDF and the signature\n\n"
    "The report as a laboratory files it (docs/verifying.md):\n"
    "  --lab FILE             the laboratory's profile (YAML: name, address, site,\n"
    "                         accreditation, authorized_by, numbering, signing_key);\n"
    "                         without it, or unsigned, or signed by another key than\n"
    "                         the profile's signing_key, the report is a DRAFT\n"
    "  --client TEXT          who asked for the tests\n"
    "  --vendor TEXT, --product TEXT, --product-version TEXT   the item tested\n"
    "  --received DATE, --tested DATE, --issued DATE   YYYY-MM-DD: receipt of the\n"
    "                         item, the tests, the issue (default: the run's day)\n"
    "  --report-seq N         {seq} of the profile's numbering (default 1)\n"
    "  --revision N           the report's revision (default 0)\n"
    "  --draft                mark the report DRAFT whatever signs it\n"
    "  --previous F.json      the last certification of the same item: this run is\n"
    "                         numbered after it, and the report lists every earlier\n"
    "                         run with its findings\n\n"
    LC_CONFINE_USAGE "\n"
    "With SOURCE_DATE_EPOCH set, the date is that instant; two runs then give\n"
    "byte-identical PDF and JSON when the fuzzer's units are the same too: pass\n"
    "--fuzz-seed S (or --fuzz 0), since by default each run draws a seed of its own, and\n"
    "the reports are given the same names (the JSON records them).\n\n"
    "The last line on stdout, once every report is written, is for a gate to act on:\n"
    "  verdict: certified|certified with reservations|not certified; json sha256: HEX|none\n"
    "(the SHA-256 of the --json report as written, to tell it from a file changed since).\n"
    LC_READING_USAGE
    "              (certify --game ID: one game with the bundled rules and cases)\n\n"
    "exit: 0 certified (with or without reservations), 1 not certified, 2 usage or\n"
    "      input error (nothing is written then).\n";

typedef struct {
    lc_rules_args rules, cases, blocks;
    lc_block_decl sources[64];
    lc_cert_opts o;
    lc_confine confine;
    const char *pdf, *json, *junit;
    const char *key_path, *signer;
    int seed_given;
    const char *lab_path, *previous;
    lc_lab_profile lab;
    lc_history history;
    lc_report_info report;
    lc_key key;
    char sig[4096];          /* the signature file: the JSON's name with .sig for .json */
} cert_args;

enum { O_BLOCK_SOURCE = 0x3fe, O_PREVIOUS = 0x3ff, O_LAB = 0x400, O_CLIENT, O_VENDOR, O_PRODUCT, O_PVERSION, O_RECEIVED, O_TESTED, O_ISSUED, O_SEQ, O_REVISION,
       O_DRAFT };

static int date_option(const char *name, const char *arg, const char **to)
{
    *to = arg;
    return lc_date_valid(arg) ? fprintf(stderr, "lotcert certify: %s takes a date YYYY-MM-DD, found '%.40s'\n", name, arg)
                              : 0;
}

/* The options that say who issues the report, for whom, about what, when. */
static int report_option(lc_report_info *r, int c, const char *arg)
{
    unsigned long long v;
    switch (c) {
    case O_CLIENT: r->client = arg; return 0;
    case O_VENDOR: r->vendor = arg; return 0;
    case O_PRODUCT: r->product = arg; return 0;
    case O_PVERSION: r->version = arg; return 0;
    case O_DRAFT: r->force_draft = 1; return 0;
    case O_RECEIVED: return date_option("--received", arg, &r->received);
    case O_TESTED: return date_option("--tested", arg, &r->tested);
    case O_ISSUED: return date_option("--issued", arg, &r->issued);
    case O_SEQ:
        if (lc_opt_uint("certify", "--report-seq", arg, 0, 999999999, &v))
            return -1;
        r->seq = (int)v;
        return 0;
    default:
        if (lc_opt_uint("certify", "--revision", arg, 0, 9999, &v))
            return -1;
        r->revision = (int)v;
        return 0;
    }
}

/* FILE=TEXT: the file as --block names it, the words after the first "=". */
static int block_source(cert_args *a, char *arg)
{
    char *eq = strchr(arg, '=');
    if (!eq || eq == arg || !eq[1] || a->o.nsources == (int)(sizeof a->sources / sizeof *a->sources))
        return fprintf(stderr, "lotcert certify: --block-source takes FILE=TEXT (who produced FILE and how), at most "
                       "64, found '%.80s'\n", arg);
    *eq = '\0';
    a->sources[a->o.nsources++] = (lc_block_decl){arg, eq + 1};
    return 0;
}

static int option(cert_args *a, int c, char *arg)
{
    unsigned long long v;
    if (c == O_LAB)
        return a->lab_path = arg, 0;
    if (c == O_PREVIOUS)
        return a->previous = arg, 0;
    if (c == O_BLOCK_SOURCE)
        return block_source(a, arg);
    if (c > O_LAB && c <= O_DRAFT)
        return report_option(&a->report, c, arg);
    switch (c) {
    case 'r': return lc_rules_arg(&a->rules, (char *)arg);
    case 'c': return lc_rules_arg(&a->cases, (char *)arg);
    case 'b': return lc_rules_arg(&a->blocks, (char *)arg);
    case 'C': a->o.candidate = arg; return 0;
    case 'P': a->pdf = arg; return 0;
    case 'k': a->key_path = arg; return 0;
    case 'S': a->signer = arg; return 0;
    case 'J': a->junit = arg; return 0;
    case 'O': a->json = arg; return 0;
    case 'p': a->o.progress = 1; return 0;
    case 'T': a->o.texts = arg; return 0;
    case 'V': a->o.since = arg; return 0;
    case 'l':
        a->o.lang = arg;
        return strcmp(arg, "fr") && strcmp(arg, "en") ? fprintf(stderr, "lotcert certify: --lang takes fr or en\n") : 0;
    case 't':
        return lc_opt_real("certify", "--timeout", "seconds", arg, 0.001, 3600, &a->o.timeout);
    case 'a':
        return lc_opt_real("certify", "--alpha", "a probability", arg, 0, 0.999999, &a->o.alpha);
    case 'u':
        if (lc_opt_uint("certify", "--units", arg, 1, 100000000, &v))
            return -1;
        a->o.units = (uint64_t)v;
        return 0;
    case 'z':
        if (lc_opt_uint("certify", "--fuzz", arg, 0, 100000000, &v))
            return -1;
        a->o.fuzz = v;
        return 0;
    case 'Z':
        if (lc_opt_uint("certify", "--fuzz-seed", arg, 0, (1ULL << 53) - 1, &v))
            return -1;
        a->o.fuzz_seed = v;
        a->seed_given = 1;
        return 0;
    case 'j':
        if (lc_opt_uint("certify", "--jobs", arg, 1, 64, &v))
            return -1;
        a->o.jobs = (int)v;
        return 0;
    }
    return lc_confine_option("certify", c, arg, &a->confine) ? -1 : 0;
}

/* --sign: the key read now (a wrong key stops the run before it starts),
 * the signature's file named after the JSON's. */
static int signing(cert_args *a)
{
    lc_error err;
    if (!a->key_path) {
        if (a->signer)
            fprintf(stderr, "lotcert certify: --signer goes with --sign KEY\n");
        return a->signer ? -1 : 0;
    }
    if (!a->json) {
        fprintf(stderr, "lotcert certify: --sign needs --json: the signature covers the JSON (and the PDF)\n");
        return -1;
    }
    if (lc_key_read(a->key_path, &a->key, &err) || (!a->key.has_secret &&
                                                   lc_fail(&err, a->key_path, 0, 0, "--sign", "a public key: signing needs the secret one"))) {
        lc_error_print(&err);
        return -1;
    }
    size_t n = strlen(a->json);
    int dot_json = n > 5 && !strcmp(a->json + n - 5, ".json");
    snprintf(a->sig, sizeof a->sig, "%.*s.sig", (int)(dot_json ? n - 5 : n), a->json);
    return 0;
}

/* --lab: the profile read now, so that a wrong one stops the run before it starts. */
static int lab(cert_args *a)
{
    lc_error err;
    a->report.signed_fp = a->key_path ? a->key.fingerprint : NULL;
    a->o.report = &a->report;
    if (a->previous && lc_history_load(a->previous, &a->history, &err)) {
        lc_error_print(&err);
        return -1;
    }
    a->report.history = a->previous ? &a->history : NULL;
    if (!a->lab_path)
        return 0;
    if (lc_profile_load(a->lab_path, &a->lab, &err)) {
        lc_error_print(&err);
        return -1;
    }
    a->report.lab = &a->lab;
    return 0;
}

static int parse(int argc, char **argv, cert_args *a, int *help)
{
    static const struct option opts[] = {
        {"rules", required_argument, NULL, 'r'}, {"cases", required_argument, NULL, 'c'},
        {"candidate", required_argument, NULL, 'C'}, {"block", required_argument, NULL, 'b'},
        {"pdf", required_argument, NULL, 'P'}, {"junit", required_argument, NULL, 'J'},
        {"json", required_argument, NULL, 'O'}, {"lang", required_argument, NULL, 'l'},
        {"timeout", required_argument, NULL, 't'}, {"jobs", required_argument, NULL, 'j'},
        {"alpha", required_argument, NULL, 'a'}, {"progress", no_argument, NULL, 'p'},
        {"units", required_argument, NULL, 'u'}, {"fuzz", required_argument, NULL, 'z'},
        {"fuzz-seed", required_argument, NULL, 'Z'},
        {"sign", required_argument, NULL, 'k'}, {"signer", required_argument, NULL, 'S'},
        {"texts", required_argument, NULL, 'T'}, {"since", required_argument, NULL, 'V'},
        {"lab", required_argument, NULL, O_LAB}, {"client", required_argument, NULL, O_CLIENT},
        {"vendor", required_argument, NULL, O_VENDOR}, {"product", required_argument, NULL, O_PRODUCT},
        {"product-version", required_argument, NULL, O_PVERSION}, {"received", required_argument, NULL, O_RECEIVED},
        {"tested", required_argument, NULL, O_TESTED}, {"issued", required_argument, NULL, O_ISSUED},
        {"report-seq", required_argument, NULL, O_SEQ}, {"revision", required_argument, NULL, O_REVISION},
        {"draft", no_argument, NULL, O_DRAFT}, {"previous", required_argument, NULL, O_PREVIOUS},
        {"block-source", required_argument, NULL, O_BLOCK_SOURCE},
        {"help", no_argument, NULL, 'h'}, LC_CONFINE_LONGOPTS, {NULL, 0, NULL, 0}};
    int c;
    optind = 1;
    *help = 0;
    a->confine = (lc_confine)LC_CONFINE_DEFAULTS;
    a->o = (lc_cert_opts){NULL, "en", 5, 0.001, 1, isatty(2), 0, 20000, 0, &a->confine, NULL, NULL, NULL, NULL, NULL, NULL,
                          a->sources, 0, "/proc/self/exe"};
    a->report.seq = 1;
    while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
        if (c == 'h') {
            *help = 1;
            return lc_usage(CERTIFY_USAGE, 0);
        }
        if (c == '?' || c == ':')
            return lc_usage(CERTIFY_USAGE, 1);
        if (option(a, c, optarg))
            return LC_EXIT_INPUT;
    }
    if (!a->seed_given)   /* JSON holds integers to 2^53 exactly; no fuzzer, no seed (reproducible evidence) */
        a->o.fuzz_seed = a->o.fuzz ? lc_opaque_key() & ((1ULL << 53) - 1) : 0;
    if (lc_cases_arg(&a->rules, &a->cases) || lc_bundled_arg(&a->rules, "rules"))
        return LC_EXIT_INPUT;
    const char *missing = !a->o.candidate ? "--candidate" : NULL;
    if (optind != argc || missing) {
        fprintf(stderr, "lotcert certify: %s%s\n\n", missing ? missing : "unexpected argument: ",
                missing ? " is required" : argv[optind]);
        return lc_usage(CERTIFY_USAGE, 1);
    }
    const char *outs[] = {a->pdf, a->json, a->junit}, *names[] = {"--pdf", "--json", "--junit"};
    if (lc_outputs_distinct("certify", names, outs, 3))
        return LC_EXIT_INPUT;
    for (int i = 0; i < 3; i++)
        if (outs[i])
            lc_confine_hide(&a->confine, outs[i]);
    if (signing(a) || lab(a))
        return LC_EXIT_INPUT;
    int rc = lc_confine_or_fail(&a->confine);
    if (!rc && a->key_path && lc_confine_secret(&a->confine, a->key_path)) {
        fprintf(stderr, "lotcert certify: --sign %s: the candidate could read this key (it runs unsandboxed as the "
                "user lotcert runs as): certify in the sandbox, or as root (the candidate then runs as nobody)\n",
                a->key_path);
        return LC_EXIT_INPUT;
    }
    return rc;
}

/* Every report, or none: a report that cannot be written removes those
 * written before it, so a failed run leaves no partial evidence. */
static int write_reports(const lc_cert *c, const cert_args *a, char digest[LC_SHA256_HEX])
{
    lc_error err;
    const char *done[4];
    int n = 0, rc = 0;
    char *json = lc_cert_json_text(c);
    lc_sha256_hex(json, strlen(json), digest);
    if (a->json && !(rc = lc_atomic_write(a->json, json, &err)))
        done[n++] = a->json;
    if (!rc && a->junit && !(rc = lc_cert_junit(c, a->junit, &err)))
        done[n++] = a->junit;
    char signed_by[300];
    snprintf(signed_by, sizeof signed_by, "%.200s (%s)", a->signer ? a->signer : "", a->key.fingerprint);
    if (!rc && a->pdf && !(rc = lc_cert_pdf(c, json, digest, a->key_path ? signed_by : NULL, a->pdf, &err)))
        done[n++] = a->pdf;
    char *signed_files[] = {(char *)a->json, (char *)a->pdf};
    if (!rc && a->key_path && !(rc = lc_sign_files(&a->key, a->signer, signed_files, a->pdf ? 2 : 1, a->sig, &err)))
        done[n++] = a->sig;
    free(json);
    if (!rc)
        return LC_EXIT_OK;
    lc_error_print(&err);
    struct stat st;
    for (int i = 0; i < n; i++)   /* a report written in place (/dev/stdout, a device) is no file to remove */
        if (lstat(done[i], &st) == 0 && S_ISREG(st.st_mode))
            unlink(done[i]);
    return LC_EXIT_INPUT;
}

int cmd_certify(int argc, char **argv)
{
    cert_args a;
    memset(&a, 0, sizeof a);
    lc_cert c;
    lc_error err;
    int help, rc = parse(argc, argv, &a, &help);
    if (rc || help) {
        lc_profile_free(&a.lab);
    lc_history_free(&a.history);
        return rc;
    }
    a.o.out_json = a.json;
    a.o.out_pdf = a.pdf;
    a.o.out_sig = a.key_path ? a.sig : NULL;
    if (lc_certify(&c, &a.o, a.rules.paths, a.rules.n, a.cases.paths, a.cases.n, a.blocks.paths, a.blocks.n, &err)) {
        lc_error_print(&err);
        lc_profile_free(&a.lab);
    lc_history_free(&a.history);
        return LC_EXIT_INPUT;
    }
    lc_cert_print(&c, stdout);
    lc_reaper_sweep();   /* nothing a candidate started may touch the reports */
    char digest[LC_SHA256_HEX];
    rc = write_reports(&c, &a, digest);
    if (rc == LC_EXIT_OK) {
        /* for a gate: the verdict from this process, not from a file that
         * something else could rewrite, and the digest to check the file by */
        printf("verdict: %s; json sha256: %s\n", lc_verdict_key(c.verdict), a.json ? digest : "none");
        rc = c.verdict == LC_NOT_CERTIFIED ? LC_EXIT_FINDINGS : LC_EXIT_OK;
    }
    lc_cert_free(&c);
    lc_profile_free(&a.lab);
    lc_history_free(&a.history);
    return rc;
}
