/* main.c — lotcert: the subcommand dispatcher. */
#include "cli.h"
#include "readings.h"
#include "rules.h"
#include "datadir.h"
#include "reaper.h"

#include <jansson.h>

#include <errno.h>
#include <stdio.h>
#include <string.h>

static const lc_command COMMANDS[] = {
    {"lint", cmd_lint, "validate rules files: schema, citations, prize table, reachability", 1},
    {"eval", cmd_eval, "evaluate units or requests (JSON Lines) into outcomes", 1},
    {"explain", cmd_explain, "the decision for a unit in words, clause by clause", 1},
    {"serve", cmd_serve, "answer the candidate protocol on stdin/stdout", 1},
    {"run", cmd_run, "run the cases against the interpreter or a candidate", 1},
    {"generate", cmd_generate, "write a conforming emission block from the rules and a seed", 1},
    {"block", cmd_block, "check an emission (any number of blocks) against the prize table", 1},
    {"rapports", cmd_rapports, "a pool game's published rapports against the stream of its drawing's plays", 1},
    {"merge", cmd_merge, "combine shards verified apart by block --json into one emission's verdict", 0},
    {"certify", cmd_certify, "all of the above for one candidate: verdict, PDF, JSON, JUnit", 1},
    {"diff", cmd_diff, "what an amendment changes: encoding, outcomes with a unit each, table, cases to rerun", 1},
    {"coverage", cmd_coverage, "clause, reading, outcome, boundary and mutation coverage of the cases", 1},
    {"schema", cmd_schema, "the JSON Schema of one game's request, answer or outcome line", 0},
    {"keygen", cmd_keygen, "an Ed25519 key pair to sign certifications", 0},
    {"verify", cmd_verify, "check a certification folder or PDF: digests, attached JSON, signature", 0},
};

static void usage(FILE *out)
{
    fprintf(out, "usage: lotcert COMMAND [OPTIONS] [ARGS]\n\n"
                 "lotcert certifies lottery game implementations against their règlement.\n\ncommands:\n");
    for (size_t i = 0; i < sizeof COMMANDS / sizeof *COMMANDS; i++)
        fprintf(out, "  %-10s %s\n", COMMANDS[i].name, COMMANDS[i].summary);
    fprintf(out, "\n'lotcert COMMAND --help' tells more; 'man lotcert' tells all.\n");
    const char *data = lc_data_dir();
    if (data)
        fprintf(out, "documentation: %s/docs (README.md first: the protocol, the formats, the readings,\n"
                     "  a guide to writing a candidate); JSON Schemas: %s/schemas;\n"
                     "  bundled rules and cases (used when --rules or --cases is not given): %s/rules, %s/cases\n",
                data, data, data, data);
    else
        fprintf(out, "documentation: the docs/ folder of lotcert's sources (no data folder found here:\n"
                     "  set LOTCERT_DATA to it, or install with make install)\n");
    fprintf(out, "exit: 0 ok, 1 findings or failures, 2 usage or input error.\n");
}

/* What a command printed must have reached its destination: a full disk
 * or a closed pipe on stdout is an error (exit 2), not a silent success. */
static int stdout_written(int rc)
{
    if (fflush(stdout) == 0 && !ferror(stdout))
        return rc;
    fprintf(stderr, "lotcert: cannot write the standard output: %s\n", strerror(errno));
    return LC_EXIT_INPUT;
}

int main(int argc, char **argv)
{
    /* jansson's allocations end the program cleanly when memory runs out,
     * like ours, instead of handing back NULL to every caller. */
    json_set_alloc_funcs(lc_xmalloc, free);
    /* children and temporaries cleaned up on SIGTERM and the like */
    lc_reaper_init();
    if (argc < 2) {
        usage(stderr);
        return LC_EXIT_INPUT;
    }
    if (!strcmp(argv[1], "help") && argc > 2) {   /* lotcert help run: the command's own help */
        char *again[] = {argv[0], argv[2], "--help", NULL};
        for (size_t i = 0; i < sizeof COMMANDS / sizeof *COMMANDS; i++)
            if (!strcmp(argv[2], COMMANDS[i].name))
                return main(3, again);
        fprintf(stderr, "lotcert help: no command '%s'\n\n", argv[2]);
        usage(stderr);
        return LC_EXIT_INPUT;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return LC_EXIT_OK;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("lotcert %s\n", LC_VERSION);
        return LC_EXIT_OK;
    }
    for (size_t i = 0; i < sizeof COMMANDS / sizeof *COMMANDS; i++)
        if (!strcmp(argv[1], COMMANDS[i].name)) {
            int n = argc - 1;
            /* another reading of the register, for every command that reads rules */
            if (COMMANDS[i].reads_rules &&
                (lc_readings_take(argv[1], &n, argv + 1) || lc_game_scope_take(argv[1], &n, argv + 1)))
                return LC_EXIT_INPUT;
            return stdout_written(COMMANDS[i].run(n, argv + 1));
        }
    fprintf(stderr, "lotcert: unknown command '%s'\n\n", argv[1]);
    usage(stderr);
    return LC_EXIT_INPUT;
}
