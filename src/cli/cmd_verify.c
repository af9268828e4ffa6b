/* cmd_verify.c — lotcert verify: a certification checked after the fact. */
#include "cli.h"
#include "sign.h"
#include "verify.h"

#include <getopt.h>
#include <stdio.h>

static const char VERIFY_USAGE[] =
    "usage: lotcert verify [--key KEY.pub | --trusted FILE] [--allow-unknown-signer]\n"
    "                      [--root DIR] [--binary FILE] [--rerun] DIR|PDF|JSON\n\n"
    "Check a certification without trusting the run that made it. DIR holds any number\n"
    "of them, named as certify --json --pdf --sign was told: each JSON that is a\n"
    "certification, with the PDF and signature it names (a damaged JSON is found by its\n"
    "signature or its PDF); a PDF or JSON is one, the others beside it.\n"
    "Each item is one line: matches, differs, missing, refused, unknown (or valid, invalid):\n"
    "  pdf        the JSON attached inside the PDF against the digest the PDF prints\n"
    "  json       the JSON file against that digest\n"
    "  pages      what the pages show (conclusion, footers, counts, run number,\n"
    "             economics) against the JSON\n"
    "  rules, cases, emission, candidate, interpreter, lotcert\n"
    "             every file the certification names, where it is present, only when\n"
    "             it is a regular file on disk (else refused): a relative path inside\n"
    "             the --root folder (default: here; run verify from where certify ran),\n"
    "             an absolute one where it is once the signature verifies (before, it\n"
    "             is not looked at: the JSON is not trusted until then)\n"
    "  signature  the signature over the very JSON and PDF verified, valid for its key\n"
    "  key        whether the signing key is one you trust (--key or --trusted)\n"
    "A PDF alone carries its JSON: lotcert verify report.pdf checks it.\n\n"
    "  --key KEY.pub   the issuer's public key (lotcert keygen): the signature must be by it\n"
    "  --trusted FILE  trusted signers, a line each: the 64 hex digits of a public key (the\n"
    "                  second line of its KEY.pub) and a name; '#' starts a comment\n"
    "  --allow-unknown-signer  a valid signature by a key neither names passes (else it\n"
    "                  does not: anyone can sign with a key of their own under any name)\n"
    "  --root DIR      where the recorded files are looked up (default: the current folder)\n"
    "  --binary FILE   the program about to be deployed: it must be the candidate certified\n"
    "                  (its SHA-256 as recorded)\n"
    "  --rerun         certify again from the recorded inputs and options, under the\n"
    "                  recorded date, and compare the verdict and every figure (run from\n"
    "                  where certify ran; takes as long as the certification did). Only\n"
    "                  a certification that verifies (signature included) is rerun, only\n"
    "                  when every recorded file is here unchanged, and always in the bwrap\n"
    "                  sandbox, whatever mode the certification records\n\n"
    "exit: 0 everything present matches and the signature is valid, by a trusted key;\n"
    "      1 otherwise (a missing signature, an unknown signer included);\n"
    "      2 nothing readable to verify, or a bad option.\n";

int cmd_verify(int argc, char **argv)
{
    static const struct option opts[] = {{"key", required_argument, NULL, 'k'},
                                         {"trusted", required_argument, NULL, 't'},
                                         {"allow-unknown-signer", no_argument, NULL, 'A'},
                                         {"root", required_argument, NULL, 'r'},
                                         {"rerun", no_argument, NULL, 'R'},
                                         {"binary", required_argument, NULL, 'b'},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    lc_verify_opts o = {NULL, NULL, 0, NULL};
    const char *binary = NULL;
    int c, rerun = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
        switch (c) {
        case 'h': return lc_usage(VERIFY_USAGE, 0);
        case 'R': rerun = 1; break;
        case 'k': o.key = optarg; break;
        case 't': o.trusted = optarg; break;
        case 'A': o.allow_unknown = 1; break;
        case 'r': o.root = optarg; break;
        case 'b': binary = optarg; break;
        default: return lc_usage(VERIFY_USAGE, 1);
        }
    }
    if (optind != argc - 1)
        return lc_usage(VERIFY_USAGE, 1);
    if (o.key && o.trusted) {
        fprintf(stderr, "lotcert verify: --key and --trusted: one or the other\n");
        return LC_EXIT_INPUT;
    }
    lc_error err;
    unsigned char none[32] = {0};
    char name[8];
    if (o.trusted && lc_trusted_find(o.trusted, none, name, sizeof name, &err) < 0) {   /* a bad file: said first */
        lc_error_print(&err);
        return LC_EXIT_INPUT;
    }
    int rc = lc_verify(argv[optind], &o, stdout, &err), again = 0;
    if (rc >= 0 && binary) {   /* the program to deploy, against the one certified */
        int b = lc_verify_binary(argv[optind], binary, stdout, &err);
        rc = b < 0 ? -1 : rc | b;
    }
    if (rc == 1 && rerun)   /* a rerun runs the recorded candidate: never one that an unverified JSON names */
        printf("rerun: not run: the certification does not verify (its signature and digests come first)\n");
    else if (rc == 0 && rerun)
        again = lc_verify_rerun(argv[optind], &o, stdout, &err);
    if (rc < 0 || again < 0) {
        lc_error_print(&err);
        return LC_EXIT_INPUT;
    }
    return rc || again ? LC_EXIT_FINDINGS : LC_EXIT_OK;
}
