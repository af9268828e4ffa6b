/* cmd_verify.c — lotcert verify: a certification checked after the fact. */
#include "cli.h"
#include "verify.h"

#include <getopt.h>
#include <stdio.h>

static const char VERIFY_USAGE[] =
    "usage: lotcert verify [--key KEY.pub] [--binary FILE] [--rerun] DIR|PDF|JSON\n\n"
    "Check a certification without trusting the run that made it. DIR holds\n"
    "certification.json, certification.pdf and certification.sig (as lotcert certify\n"
    "--json --pdf --sign write them); a PDF or JSON names the others by its own name.\n"
    "Each item is one line: matches, differs, missing (or valid, invalid):\n"
    "  pdf        the JSON attached inside the PDF against the digest the PDF prints\n"
    "  json       the JSON file against that digest\n"
    "  rules, cases, emission, candidate, lotcert\n"
    "             every file the certification names, where it is present (paths as\n"
    "             recorded: run verify from where certify ran)\n"
    "  signature  the signature over the JSON and the PDF, valid for its key\n"
    "  key        with --key, whether the signing key is the one given\n"
    "A PDF alone carries its JSON: lotcert verify report.pdf checks it.\n\n"
    "  --key KEY.pub   the issuer's public key (lotcert keygen): the signature must be by it\n"
    "  --binary FILE   the program about to be deployed: it must be the candidate certified\n"
    "                  (its SHA-256 as recorded)\n"
    "  --rerun         certify again from the recorded inputs and options, under the\n"
    "                  recorded date, and compare the verdict and every figure (run from\n"
    "                  where certify ran; takes as long as the certification did). Only\n"
    "                  a certification that verifies (signature included) is rerun, only\n"
    "                  when every recorded file is here unchanged, and always in the bwrap\n"
    "                  sandbox, whatever mode the certification records\n\n"
    "exit: 0 everything present matches and the signature is valid, 1 otherwise\n"
    "      (a missing signature included), 2 nothing readable to verify.\n";

int cmd_verify(int argc, char **argv)
{
    static const struct option opts[] = {{"key", required_argument, NULL, 'k'}, {"rerun", no_argument, NULL, 'R'},
                                         {"binary", required_argument, NULL, 'b'}, {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    const char *key = NULL, *binary = NULL;
    int c, rerun = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
        if (c == 'h')
            return lc_usage(VERIFY_USAGE, 0);
        if (c == 'R')
            rerun = 1;
        else if (c == 'k')
            key = optarg;
        else if (c == 'b')
            binary = optarg;
        else
            return lc_usage(VERIFY_USAGE, 1);
    }
    if (optind != argc - 1)
        return lc_usage(VERIFY_USAGE, 1);
    lc_error err;
    int rc = lc_verify(argv[optind], key, stdout, &err), again = 0;
    if (rc >= 0 && binary) {   /* the program to deploy, against the one certified */
        int b = lc_verify_binary(argv[optind], binary, stdout, &err);
        rc = b < 0 ? -1 : rc | b;
    }
    if (rc == 1 && rerun)   /* a rerun runs the recorded candidate: never one that an unverified JSON names */
        printf("rerun: not run: the certification does not verify (its signature and digests come first)\n");
    else if (rc == 0 && rerun)
        again = lc_verify_rerun(argv[optind], stdout, &err);
    if (rc < 0 || again < 0) {
        lc_error_print(&err);
        return LC_EXIT_INPUT;
    }
    return rc || again ? LC_EXIT_FINDINGS : LC_EXIT_OK;
}
