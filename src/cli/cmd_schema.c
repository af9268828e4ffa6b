/* cmd_schema.c — lotcert schema: the JSON Schema of one game's protocol lines. */
#include "atomic.h"
#include "cli.h"
#include "schema.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char SCHEMA_USAGE[] =
    "usage: lotcert schema [--rules R...] [--what request|answer|outcome] [-o FILE]\n\n"
    "Write the JSON Schema (draft 2020-12) of one protocol line for the games of the\n"
    "rules files: the grid and draw names, each grid's rows and columns, the game id,\n"
    "the remedy and note words. Validate your own traffic with any validator, e.g.\n"
    "  lotcert schema --rules R --what answer -o answer.json\n"
    "  python3 -m jsonschema -i my-answer.json answer.json\n"
    "The schema says what a line must be to be read; whether its numbers are in\n"
    "range or its counts right is the rules' to judge (an anomaly, not an error).\n"
    "The schemas of the rules and case files, and of any game's lines, are in the\n"
    "schemas/ folder beside the docs (lotcert --help says where).\n\n"
    "  --rules R    rules file or directory (repeatable; default: the bundled rules)\n"
    "  --what W     request (what lotcert sends; default), answer (what a candidate\n"
    "               writes back), outcome (what lotcert eval and serve write)\n"
    "  -o FILE      write to FILE (whole or not at all) instead of standard output\n\n"
    "exit: 0, or 2 on a usage error or rules that cannot be read.\n";

int cmd_schema(int argc, char **argv)
{
    static const struct option opts[] = {{"rules", required_argument, NULL, 'r'},
                                         {"what", required_argument, NULL, 'w'},
                                         {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    static const char *const kinds[] = {"request", "answer", "outcome"};
    lc_rules_args ra = {0};
    const char *out = NULL;
    int kind = LC_SCHEMA_REQUEST, c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "+r:w:o:h", opts, NULL)) != -1) {
        if (c == 'h')
            return lc_usage(SCHEMA_USAGE, 0);
        if (c == 'r' && lc_rules_arg(&ra, optarg))
            return LC_EXIT_INPUT;
        if (c == 'o')
            out = optarg;
        if (c == 'w') {
            for (kind = 0; kind < 3 && strcmp(kinds[kind], optarg); kind++)
                ;
            if (kind == 3) {
                fprintf(stderr, "lotcert schema: --what takes request, answer or outcome, not '%s'\n", optarg);
                return LC_EXIT_INPUT;
            }
        }
        if (c == '?' || c == ':')
            return lc_usage(SCHEMA_USAGE, 1);
    }
    if (optind != argc) {
        fprintf(stderr, "lotcert schema: unexpected argument: %s\n\n", argv[optind]);
        return lc_usage(SCHEMA_USAGE, 1);
    }
    lc_ruleset rs;
    int rc = lc_rules_load_or_fail(&ra, &rs);
    if (rc)
        return rc;
    json_t *doc = lc_schema((const lc_game *const *)rs.games, rs.n, (lc_schema_kind)kind);
    lc_error err;
    if (out) {
        rc = lc_atomic_write_json(doc, out, &err) ? (lc_error_print(&err), LC_EXIT_INPUT) : LC_EXIT_OK;
    } else {
        char *text = lc_json_text(doc);
        fputs(text, stdout);
        free(text);
    }
    json_decref(doc);
    lc_ruleset_free(&rs);
    return rc;
}
