/* cmd_keygen.c — lotcert keygen: an Ed25519 key pair to sign certifications. */
#include "cli.h"
#include "sign.h"

#include <getopt.h>
#include <stdio.h>

static const char KEYGEN_USAGE[] =
    "usage: lotcert keygen -o KEY\n\n"
    "Make an Ed25519 key pair for signing certifications (lotcert certify --sign KEY):\n"
    "KEY holds the secret key (mode 0600: keep it to the issuer), KEY.pub the public\n"
    "key to hand to auditors (lotcert verify --key KEY.pub). An existing file is\n"
    "never overwritten. The fingerprint printed is the one the evidence shows.\n\n"
    "  -o KEY    where the secret key goes (KEY.pub beside it)\n\n"
    "exit: 0, or 2 when a file exists or cannot be written.\n";

int cmd_keygen(int argc, char **argv)
{
    static const struct option opts[] = {{"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    const char *out = NULL;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "+o:h", opts, NULL)) != -1) {
        if (c == 'h')
            return lc_usage(KEYGEN_USAGE, 0);
        if (c != 'o')
            return lc_usage(KEYGEN_USAGE, 1);
        out = optarg;
    }
    if (!out || optind != argc)
        return lc_usage(KEYGEN_USAGE, 1);
    lc_error err;
    lc_key k;
    if (lc_key_generate(out, &err) || lc_key_read(out, &k, &err)) {
        lc_error_print(&err);
        return LC_EXIT_INPUT;
    }
    printf("secret key: %s (keep it private)\npublic key: %s.pub\nfingerprint: %s\n", out, out, k.fingerprint);
    return LC_EXIT_OK;
}
