/* cmd_rapports.c — `lotcert rapports`: a pool game's published rapports
 * against the stream of its drawing's plays. */
#include "atomic.h"
#include "cli.h"
#include "rapports.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const char RAPPORTS_USAGE[] =
    "usage: lotcert rapports --rules R DRAWING PLAYS|- [--json F] [--progress]\n\n"
    "Verify the rapports an operator published for one drawing of a pool game (a\n"
    "jeu de répartition, docs/pool-draws.md) from the stream of its plays. DRAWING\n"
    "is the drawing as JSON: its numbers (draws), the sum assigned to each rank\n"
    "(assigned_cents), optionally counts of plays not in the stream (counts) and\n"
    "the rapports as published (published: the ranks' winners and gain_cents, and\n"
    "carried_over_cents). PLAYS holds one play per line, the grids of a unit\n"
    "({\"grille\": [[3, 11, 19, 27, 35, 44]]}); - reads standard input. Each play is\n"
    "classed as the interpreter classes it, the plays are counted per class, the\n"
    "sums are shared out by the rules, and every figure is compared with the\n"
    "published one. Without published rapports the rules' figures are printed.\n\n"
    "  --rules R    one rules file, a pool game's\n"
    "  --json F     the figures as JSON to F (whole or not at all)\n"
    "  --progress   the progress bar even when stderr is no terminal (CI logs)\n\n"
    "A progress bar with the rate goes to stderr when it is a terminal.\n"
    LC_READING_USAGE "\n"
    "exit: 0 every published figure is the rules' (or none was published), 1 a\n"
    "      figure differs, 2 usage or input error (the file, line and column said).\n";

static int verify(lc_game *g, const char *drawing, const char *plays, const char *json, int progress)
{
    lc_error err;
    lc_rapports r;
    if (lc_rapports_drawing(g, drawing, &r, &err)) {
        lc_error_print(&err);
        return LC_EXIT_INPUT;
    }
    FILE *in = strcmp(plays, "-") ? fopen(plays, "rb") : stdin;
    if (!in) {
        perror(plays);
        lc_rapports_free(&r);
        return LC_EXIT_INPUT;
    }
    int rc = lc_rapports_verify(g, in, strcmp(plays, "-") ? plays : "(stdin)", &r, progress, &err);
    if (in != stdin)
        fclose(in);
    if (rc) {
        lc_error_print(&err);
        lc_rapports_free(&r);
        return LC_EXIT_INPUT;
    }
    lc_rapports_print(g, &r, stdout);
    rc = r.differs ? LC_EXIT_FINDINGS : LC_EXIT_OK;
    json_t *j = json ? lc_rapports_json(g, &r) : NULL;
    if (j && lc_atomic_write_json(j, json, &err)) {
        lc_error_print(&err);
        rc = LC_EXIT_INPUT;
    }
    json_decref(j);
    lc_rapports_free(&r);
    return rc;
}

int cmd_rapports(int argc, char **argv)
{
    static const struct option opts[] = {{"rules", required_argument, NULL, 'r'}, {"json", required_argument, NULL, 'j'},
                                         {"progress", no_argument, NULL, 'p'}, {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    const char *rules = NULL, *json = NULL;
    int c, progress = isatty(2);
    optind = 1;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        if (c == 'h')
            return lc_usage(RAPPORTS_USAGE, 0);
        if (c == 'r')
            rules = optarg;
        else if (c == 'j')
            json = optarg;
        else if (c == 'p')
            progress = 1;
        else
            return lc_usage(RAPPORTS_USAGE, 1);
    }
    if (!rules || argc - optind != 2)
        return lc_usage(RAPPORTS_USAGE, 1);
    static const char *const jopt[] = {"--json"};
    if (lc_outputs_distinct("rapports", jopt, &json, 1))
        return LC_EXIT_INPUT;
    lc_game *g = lc_game_load_or_fail(rules);
    if (!g)
        return LC_EXIT_INPUT;
    int rc = LC_EXIT_INPUT;
    if (!g->pool.nranks)
        fprintf(stderr, "lotcert rapports: %s is not a pool game (no ranks: in %s): its emissions are checked by "
                        "lotcert block\n", g->id, rules);
    else
        rc = verify(g, argv[optind], argv[optind + 1], json, progress);
    lc_game_free(g);
    return rc;
}
