/* cmd_rules.c — the commands that need only rules: lint, eval, explain,
 * serve. */
#include "cli.h"
#include "explain_draw.h"
#include "explain.h"
#include "linereader.h"
#include "lint.h"
#include "lint_texts.h"
#include "readings.h"
#include "paths.h"
#include "request.h"
#include "serve.h"

#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char LINT_USAGE[] =
    "usage: lotcert lint [--texts DIR] [RULES...]\n\n"
    "Validate rules files (files, or directories of *.yaml; the bundled rules when none\n"
    "is named): the schema, a citation on every clause, the prize-table arithmetic,\n"
    "every table amount reachable under the rules, the amounts reachable only as a\n"
    "sum over grids marked so (only_by_sum) and only those, the payout ratio against\n"
    "its bound, every level reachable (the cells its patterns need against what the\n"
    "draws and jokers can mark; on grids of symbols, the cells a set alike or the\n"
    "symbols a level holds need; in a draw game, the counts per draw the draws\n"
    "allow), and the interpretation register (the rules must also compile under\n"
    "every reading that can be put in force). A draw game without a prize table:\n"
    "its levels' chances add up to at most 1 on a grid, and its payout ratio at\n"
    "each stake comes from them. Prints per game the lots, the total, the payout\n"
    "ratio (per stake) and the readings in force.\n\n"
    "Each quote is also held against its clause: the euros, ranges (\"entre 1 et\n"
    "75\"), block sizes and counts it writes must be the clause's values, and a\n"
    "draw game's level must print its row: its chance, then its amount at each\n"
    "stake.\n"
    "  --texts DIR   the règlement texts: each rules file's text (the file named by\n"
    "                reglement.source, looked for in DIR) must have the SHA-256 of\n"
    "                reglement.sha256, and every quote must be in it word for word\n"
    "                (white space, no-break spaces and typographic apostrophes\n"
    "                aside; \"…\" marks an elision). A miss names the closest passage.\n"
    "                Without it, lint says the quotes were not checked.\n\n"
    LC_READING_USAGE "\n"
    "exit: 0 no finding, 1 findings (each as file:line:column: message),\n"
    "      2 usage error or a file that cannot be read.\n";

static const char EVAL_USAGE[] =
    "usage: lotcert eval [--rules R...] [FILE|-]\n\n"
    "Read units or requests ({\"id\",\"game\",\"unit\"}), one JSON object per line, from\n"
    "FILE or standard input, and write one outcome per line (docs/formats.md), with\n"
    "trace and notes. A line that cannot be read gets {\"id\",\"error\"}; a line carries\n"
    "\"id\" only when its request gave one, an outcome and an error alike.\n"
    "  --rules R   a rules file or directory (repeatable; default: the bundled rules)\n\n"
    LC_READING_USAGE "\n"
    "exit: 0, or 2 when the rules or FILE cannot be read.\n";

static const char EXPLAIN_USAGE[] =
    "usage: lotcert explain [--rules R...] FILE|-\n\n"
    "Explain in words the decision for each unit or request in FILE (JSON Lines):\n"
    "the grids with their marked cells, each level reached, and every clause that\n"
    "decided, with its article and the règlement's words.\n"
    "  --rules R   a rules file or directory (repeatable; default: the bundled rules)\n\n"
    "Every unit that can be read is explained; each that cannot is named on stderr\n"
    "as FILE:LINE:COLUMN with what was expected.\n"
    LC_READING_USAGE "\n"
    "exit: 0 every unit explained, 2 usage error, unreadable file or unreadable unit.\n";

static const char SERVE_USAGE[] =
    "usage: lotcert serve [--rules R...]\n\n"
    "Speak the candidate protocol (docs/protocol.md) on stdin/stdout: one request per\n"
    "line in, one response per line out, in order. Answers are written in batches and\n"
    "flushed whenever no complete request is waiting, so an interactive client gets\n"
    "each answer at once and a file or pipe is answered at over a million units a\n"
    "second. The interpreter is thereby certified by the same path as any candidate.\n"
    "  --rules R   a rules file or directory (repeatable; default: the bundled rules)\n\n"
    LC_READING_USAGE "\n"
    "exit: 0 at the end of input, 2 when the rules cannot be read.\n";

/* Parse --rules and --help; leaves optind at the first operand. */
static int rules_options(int argc, char **argv, const char *usage, lc_rules_args *ra, int *help)
{
    static const struct option opts[] = {{"rules", required_argument, NULL, 'r'},
                                         {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    int c;
    *help = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, "+r:h", opts, NULL)) != -1) {
        if (c == 'h') {
            *help = 1;
            return lc_usage(usage, 0);
        }
        if (c != 'r' || lc_rules_arg(ra, optarg))
            return lc_usage(usage, 1);
    }
    return LC_EXIT_OK;
}

int cmd_lint(int argc, char **argv)
{
    static const struct option opts[] = {{"texts", required_argument, NULL, 't'}, {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    lc_rules_args ra = {0};
    const char *texts = NULL;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        if (c == 'h')
            return lc_usage(LINT_USAGE, 0);
        if (c != 't')
            return lc_usage(LINT_USAGE, 1);
        texts = optarg;
    }
    if (optind == argc && ra.n == 0 && lc_bundled_arg(&ra, "rules"))
        return LC_EXIT_INPUT;
    for (int i = optind; i < argc; i++)
        lc_rules_arg(&ra, argv[i]);
    lc_pathlist files = {0};
    lc_error err;
    if (lc_paths_expand(&files, ra.paths, ra.n, ".yaml", &err)) {
        lc_error_print(&err);
        return LC_EXIT_INPUT;
    }
    int findings = 0, rc = 0;
    char **ids = lc_xcalloc((size_t)files.n + 1, sizeof *ids);
    for (int i = 0; i < files.n; i++) {
        lc_game *g = lc_game_load(files.path[i], &err);
        if (!g && err.io) {   /* not read: no finding either way */
            lc_error_print(&err);
            rc = LC_EXIT_INPUT;
            break;
        }
        if (!g) {   /* a file the schema refuses is a finding; the others are still checked */
            lc_error_print(&err);
            findings++;
            continue;
        }
        int f = lc_lint_game(g, stderr);
        int q = texts ? lc_lint_texts(g, texts, stderr, &err) : lc_lint_quote_values(g, stderr, &err);
        if (q < 0) {
            lc_error_print(&err);
            lc_game_free(g);
            rc = LC_EXIT_INPUT;
            break;
        }
        f += q;
        /* run and certify refuse a game defined twice: so does lint */
        for (int k = 0; k < i; k++)
            if (ids[k] && !strcmp(ids[k], g->id)) {
                fprintf(stderr, "%s: game '%s' is defined by another rules file too (%s)\n", files.path[i], g->id,
                        files.path[k]);
                f++;
            }
        ids[i] = lc_xstrdup(g->id);
        findings += f;
        lc_lint_summary(g, stdout);
        printf("  %s\n\n", f ? "FINDINGS: see above" : "ok");
        lc_game_free(g);
    }
    if (!rc && lc_readings_unused()) {
        fprintf(stderr, "lotcert lint: --reading %s: no rules file has that entry in its interpretation register\n",
                lc_readings_unused());
        rc = LC_EXIT_INPUT;
    }
    if (rc)
        findings = 0;
    else if (texts)
        printf("%d file%s, %d finding%s; quotes checked against the texts in %s\n", files.n, files.n == 1 ? "" : "s",
               findings, findings == 1 ? "" : "s", texts);
    else
        printf("%d file%s, %d finding%s; quotes NOT checked against the règlement texts (--texts DIR)\n", files.n,
               files.n == 1 ? "" : "s", findings, findings == 1 ? "" : "s");
    for (int i = 0; i < files.n; i++)
        free(ids[i]);
    free(ids);
    lc_paths_free(&files);
    return rc ? rc : findings ? LC_EXIT_FINDINGS : LC_EXIT_OK;
}

static FILE *open_input(const char *path)
{
    if (!path || !strcmp(path, "-"))
        return stdin;
    FILE *fp = fopen(path, "rbe");
    if (!fp)
        perror(path);
    return fp;
}

static int rules_then_lines(int argc, char **argv, const char *usage, int allow_bare, int takes_file)
{
    lc_rules_args ra = {0};
    lc_ruleset rs;
    int help, rc = rules_options(argc, argv, usage, &ra, &help);
    if (rc || help)
        return rc;
    if (argc - optind > (takes_file ? 1 : 0))
        return lc_usage(usage, 1);
    if ((rc = lc_rules_load_or_fail(&ra, &rs)))
        return rc;
    const char *path = optind < argc ? argv[optind] : "-";
    FILE *in = open_input(path);
    if (!in) {
        lc_ruleset_free(&rs);
        return LC_EXIT_INPUT;
    }
    signal(SIGPIPE, SIG_IGN);
    rc = lc_serve_stream(&rs, fileno(in), allow_bare, path) ? LC_EXIT_INPUT : LC_EXIT_OK;
    if (in != stdin)
        fclose(in);
    lc_ruleset_free(&rs);
    return rc;
}

int cmd_eval(int argc, char **argv) { return rules_then_lines(argc, argv, EVAL_USAGE, 1, 1); }
int cmd_serve(int argc, char **argv) { return rules_then_lines(argc, argv, SERVE_USAGE, 0, 0); }

/* A pool game's drawing in words. */
static int explain_drawing(const lc_game *g, const char *file, const json_t *draw, const json_t *req, long no)
{
    char why[300];
    lc_drawing d;
    if (lc_drawing_read(g, draw, &d, why, sizeof why)) {
        fprintf(stderr, "%s:%ld: %s\n", file, no, why);
        return 1;
    }
    if (json_is_string(json_object_get(req, "id")))
        printf("Drawing %s\n", json_string_value(json_object_get(req, "id")));
    lc_drawing_outcome o;
    lc_drawing_evaluate(g, &d, &o, 1);
    lc_explain_drawing(g, &d, &o, stdout);
    lc_drawing_outcome_free(&o);
    lc_drawing_free(&d);
    return 0;
}

static int explain_line(const lc_ruleset *rs, const char *file, const char *line, size_t len, long no)
{
    json_error_t je;
    char why[300];
    lc_unit u;
    lc_outcome o;
    json_t *j = json_loadb(line, len, JSON_REJECT_DUPLICATES, &je);
    if (!j) {
        fprintf(stderr, "%s:%ld:%d: invalid JSON: %s; expected one unit or request per line\n", file, no, je.column,
                je.text);
        return 1;
    }
    json_t *unit = json_object_get(j, "unit") ? json_object_get(j, "unit") : json_object_get(j, "draw") ? json_object_get(j, "draw") : j;
    const lc_game *g = lc_request_game(rs, j, why, sizeof why);
    if (g && g->pool.nranks) {
        int rc = explain_drawing(g, file, unit, j, no);
        json_decref(j);
        return rc;
    }
    int bad = !g || lc_unit_read(g, unit, &u, why, sizeof why);
    if (bad) {
        fprintf(stderr, "%s:%ld: %s\n", file, no, why);
    } else {
        if (json_is_string(json_object_get(j, "id")))
            printf("Unit %s\n", json_string_value(json_object_get(j, "id")));
        lc_evaluate(g, &u, &o, 1);
        lc_explain(g, &u, &o, stdout);
    }
    json_decref(j);
    return bad;
}

int cmd_explain(int argc, char **argv)
{
    lc_rules_args ra = {0};
    lc_ruleset rs;
    int help, rc = rules_options(argc, argv, EXPLAIN_USAGE, &ra, &help), bad = 0, r;
    if (rc || help)
        return rc;
    if (argc - optind != 1)
        return lc_usage(EXPLAIN_USAGE, 1);
    if ((rc = lc_rules_load_or_fail(&ra, &rs)))
        return rc;
    FILE *in = open_input(argv[optind]);
    if (!in) {
        lc_ruleset_free(&rs);
        return LC_EXIT_INPUT;
    }
    const char *name = in == stdin ? "(stdin)" : argv[optind];
    lc_lines lines;
    lc_lines_init(&lines, in);
    while ((r = lc_lines_next(&lines)) == 1)
        if (strspn(lines.buf, " \t") != lines.len) {
            if (lines.number > 1)
                puts("\n----------------------------------------------------------------");
            if (lines.too_long)
                fprintf(stderr, "%s:%ld: line longer than the 1 MiB limit\n", name, lines.number);
            bad |= lines.too_long || explain_line(&rs, name, lines.buf, lines.len, lines.number);
        }
    lc_lines_free(&lines);
    if (in != stdin)
        fclose(in);
    lc_ruleset_free(&rs);
    if (r < 0)
        fprintf(stderr, "lotcert: %s: read error\n", argv[optind]);
    /* a unit that cannot be read is an error in the input, like any other */
    return r < 0 || bad ? LC_EXIT_INPUT : LC_EXIT_OK;
}
