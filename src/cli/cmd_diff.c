/* cmd_diff.c — `lotcert diff OLD NEW`: what an amendment changes. */
#include "amend.h"
#include "atomic.h"
#include "cli.h"
#include "datadir.h"
#include "readings.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char DIFF_USAGE[] =
    "usage: lotcert diff [options] OLD.yaml NEW.yaml\n"
    "       lotcert diff [options] --new-reading ENTRY=READING RULES.yaml\n\n"
    "What an amendment of a règlement changes, before it is published: two rules\n"
    "files of one game (the units of one must be units of the other: the same\n"
    "grids and draws), or one file under two readings of its register.\n\n"
    "  - the encoding, clause by clause (aligned by id, or by the name after the\n"
    "    article where the numbering moved): every key that changed, old → new;\n"
    "  - the outcomes: units searched near every boundary of both files' rules (and\n"
    "    the cases of the suite) go through both; each kind of change is shown with\n"
    "    its smallest unit (shrunk towards a well-formed one), both outcomes side by\n"
    "    side, and the articles that decided;\n"
    "  - the prize table: lots per block and payout ratio, before and after;\n"
    "  - the cases whose expectation changes: the ones to rerun.\n\n"
    "  --new-reading E=R  a reading of the register for NEW only (repeatable);\n"
    "                 --reading E=R holds for both\n"
    "  --cases C      case files or folders whose changes to list (default: the\n"
    "                 bundled cases of the two games, where there are some)\n"
    "  --units N      units searched per file (default 20000)\n"
    "  --seed S       the search's seed (default 1: the same search every time)\n"
    "  --json F       the same as JSON to F\n"
    "  --cases-out D  each kind of change as a case file in D, holding under NEW\n"
    "                 (its expectation is NEW's outcome: review it against the text)\n\n"
    "exit: 0 no outcome and no prize table changes (the encoding may: a title, an\n"
    "      order), 1 outcomes or the table change, 2 usage or input error.\n";

typedef struct {
    const char *old_path, *new_path, *json, *cases_out;
    char *new_readings[LC_MAX_FORCED];
    int nnew;
    lc_rules_args cases;
    lc_amend_opts o;
} diff_args;

static int parse(int argc, char **argv, diff_args *a)
{
    static const struct option opts[] = {{"new-reading", required_argument, NULL, 'n'},
                                         {"cases", required_argument, NULL, 'c'},
                                         {"units", required_argument, NULL, 'u'},
                                         {"seed", required_argument, NULL, 's'},
                                         {"json", required_argument, NULL, 'j'},
                                         {"cases-out", required_argument, NULL, 'o'},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    unsigned long long v;
    int c;
    optind = 1;
    a->o.units = 20000;
    a->o.seed = 1;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {   /* options after the files too */
        if (c == 'h')
            return lc_usage(DIFF_USAGE, 0), 1;
        if (c == 'n' && a->nnew < LC_MAX_FORCED && strchr(optarg, '='))
            a->new_readings[a->nnew++] = optarg;
        else if (c == 'c')
            lc_rules_arg(&a->cases, optarg);
        else if (c == 'u' && !lc_opt_uint("diff", "--units", optarg, 0, 100000000, &v))
            a->o.units = v;
        else if (c == 's' && !lc_opt_uint("diff", "--seed", optarg, 0, 1ULL << 53, &v))
            a->o.seed = v;
        else if (c == 'j')
            a->json = optarg;
        else if (c == 'o')
            a->cases_out = optarg;
        else
            return -1;
    }
    int n = argc - optind;
    if (n < 1 || n > 2 || (n == 1 && !a->nnew))
        return -1;
    a->old_path = argv[optind];
    a->new_path = n == 2 ? argv[optind + 1] : argv[optind];
    static const char *const jopt[] = {"--json"};
    return lc_outputs_distinct("diff", jopt, &a->json, 1) ? -2 : 0;
}

/* ---- the report ------------------------------------------------------------------- */

static void print_table(FILE *out, const lc_game *g, const lc_game *h)
{
    fprintf(out, "Prize table (per block of %lld → %lld units, unit price %lld → %lld cents):\n",
            (long long)g->block_units, (long long)h->block_units, (long long)g->unit_price, (long long)h->unit_price);
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < (side ? h->nrows : g->nrows); i++) {
            int64_t amount = side ? h->rows[i].amount : g->rows[i].amount;
            int in_old = lc_game_amount_in_table(g, amount), in_new = lc_game_amount_in_table(h, amount);
            if (side && in_old >= 0)
                continue;   /* said from the old side */
            long long lo = in_old >= 0 ? (long long)g->rows[in_old].lots : 0, ln = in_new >= 0 ? (long long)h->rows[in_new].lots : 0;
            fprintf(out, "  %lld,%02lld €: %lld → %lld lots%s\n", (long long)amount / 100, (long long)amount % 100, lo, ln,
                    lo == ln ? "" : "  (changed)");
        }
    fprintf(out, "  payout: %.2f %% → %.2f %%\n", 100.0 * (double)g->table_total / ((double)g->block_units * (double)g->unit_price),
            100.0 * (double)h->table_total / ((double)h->block_units * (double)h->unit_price));
}

static void print_report(FILE *out, const lc_game *g, const lc_game *h, const lc_amend *a)
{
    fprintf(out, "lotcert diff: %s (%s) → %s (%s)\n\n", g->file, g->id, h->file, h->id);
    fprintf(out, "Encoding: %d change%s\n", a->nenc, a->nenc == 1 ? "" : "s");
    for (int i = 0; i < a->nenc; i++)
        fprintf(out, "  %s: %s\n", a->enc[i].where, a->enc[i].what);
    fprintf(out, "\nOutcomes: %d kind%s of change; %llu of %llu units searched differ\n", a->nout, a->nout == 1 ? "" : "s",
            (unsigned long long)a->differ, (unsigned long long)a->searched);
    for (int k = 0; k < a->nout; k++) {
        const lc_out_change *c = &a->out[k];
        fprintf(out, "  %d. %s  [%llu unit%s]\n     articles: %s\n     unit: %s\n     old:  %s\n     new:  %s\n", k + 1,
                c->key, (unsigned long long)c->units, c->units == 1 ? "" : "s", c->articles, c->unit_json, c->old_json,
                c->new_json);
    }
    fputc('\n', out);
    if (g->pool.nranks)
        fprintf(out, "Prize table: none (a pool game: each drawing shares the sums it assigns)\n");
    else if (g->table_clause < 0 && h->table_clause < 0)   /* draw games: chances and stakes are in the encoding */
        fprintf(out, "Prize table: none (each level states its chance; a change shows under Encoding)\n");
    else if (a->table_changed)
        print_table(out, g, h);
    else
        fprintf(out, "Prize table: unchanged (lots per block, block size, unit price)\n");
    fprintf(out, "\nCases whose expectation changes (rerun them): %d\n", a->nrerun);
    for (int i = 0; i < a->nrerun && i < 50; i++)
        fprintf(out, "  %s (%s:%d): %s\n", a->rerun[i].c->id, a->rerun[i].c->file, a->rerun[i].c->line, a->rerun[i].what);
    if (a->nrerun > 50)
        fprintf(out, "  ... and %d more (see --json)\n", a->nrerun - 50);
}

static json_t *report_json(const lc_game *g, const lc_game *h, const lc_amend *a)
{
    json_t *enc = json_array(), *outs = json_array(), *rerun = json_array();
    for (int i = 0; i < a->nenc; i++)
        json_array_append_new(enc, json_pack("{s:s, s:s}", "where", a->enc[i].where, "what", a->enc[i].what));
    for (int k = 0; k < a->nout; k++) {
        const lc_out_change *c = &a->out[k];
        json_array_append_new(outs, json_pack("{s:s, s:s, s:I, s:o, s:o, s:o}", "kind", c->key, "articles", c->articles,
                                              "units", (json_int_t)c->units, "unit", json_loads(c->unit_json, 0, NULL),
                                              "old", json_loads(c->old_json, 0, NULL), "new",
                                              json_loads(c->new_json, 0, NULL)));
    }
    for (int i = 0; i < a->nrerun; i++)
        json_array_append_new(rerun, json_pack("{s:s, s:s, s:i, s:s}", "case", a->rerun[i].c->id, "file",
                                               a->rerun[i].c->file, "line", a->rerun[i].c->line, "change", a->rerun[i].what));
    return json_pack("{s:s, s:{s:s, s:s}, s:{s:s, s:s}, s:o, s:o, s:I, s:I, s:b, s:o}", "format", "lotcert-diff/1", "old",
                     "file", g->file, "game", g->id, "new", "file", h->file, "game", h->id, "encoding", enc, "outcomes",
                     outs, "searched", (json_int_t)a->searched, "differ", (json_int_t)a->differ, "table_changed",
                     a->table_changed, "rerun", rerun);
}

/* Each kind of change as a case holding under NEW. */
static int write_cases(const char *dir, const lc_game *h, const lc_amend *a, lc_error *err)
{
    if (mkdir(dir, 0777) && errno != EEXIST)
        return lc_fail(err, dir, 0, 0, NULL, "cannot make the folder");
    for (int k = 0; k < a->nout; k++) {
        const lc_out_change *c = &a->out[k];
        char path[4200], *text = NULL;
        size_t len = 0;
        snprintf(path, sizeof path, "%s/diff-%02d.yaml", dir, k + 1);
        json_t *expect = json_loads(c->new_json, 0, NULL), *desc = json_string(c->key);
        char *e = json_dumps(expect, JSON_COMPACT), *d = json_dumps(desc, JSON_ENCODE_ANY);
        FILE *m = lc_xmemstream(&text, &len);
        fprintf(m, "# Found by lotcert diff: a unit whose outcome the amendment changes, shrunk to the fewest\n"
                   "# changes from a well-formed unit. It holds under the new rules (%s); its expectation\n"
                   "# is their outcome: check it against the text before adding it to a suite.\n"
                   "game: %s\ncases:\n  - id: diff-%s-%02d\n    covers: [%s]\n    description: %s\n    %s: %s\n"
                   "    expect: %s\n", h->file, h->id, h->id, k + 1, c->new_covers, d, h->pool.nranks ? "draw" : "unit",
                c->unit_json, e);
        fclose(m);
        int rc = lc_atomic_write(path, text, err);
        free(text);
        free(e);
        free(d);
        json_decref(expect);
        json_decref(desc);
        if (rc)
            return -1;
    }
    return 0;
}

/* --new-reading: each must have taken effect on NEW. */
static int readings_in_force(const lc_game *h, char *const *r, int n)
{
    for (int i = 0; i < n; i++) {
        const char *eq = strchr(r[i], '=');
        int ok = 0;
        for (int k = 0; k < h->ninterp && !ok; k++) {
            const lc_interp *in = &h->interp[k];
            ok = !strncmp(h->clauses[in->clause].id, r[i], (size_t)(eq - r[i])) &&
                 !h->clauses[in->clause].id[eq - r[i]] && in->selected >= 0 && !strcmp(in->reading[in->selected], eq + 1);
        }
        if (!ok) {
            fprintf(stderr, "lotcert diff: --new-reading %s: %s has no such entry, or the entry cannot be read so\n", r[i],
                    h->file);
            return -1;
        }
    }
    return 0;
}

/* The cases to list: those given, or the bundled ones of the two games. */
static int load_suite(diff_args *a, const lc_game *g, const lc_game *h, lc_suite *s)
{
    lc_ruleset rs = {.games = (lc_game *[]){(lc_game *)g, (lc_game *)h}, .n = strcmp(g->id, h->id) ? 2 : 1};
    char buf[2][4096];
    if (!a->cases.n)
        for (int i = 0; i < rs.n; i++) {
            char sub[300];
            snprintf(sub, sizeof sub, "cases/%s", rs.games[i]->id);
            if (lc_data_path(sub, buf[i], sizeof buf[i]))
                lc_rules_arg(&a->cases, buf[i]);
        }
    if (!a->cases.n)
        return 0;
    lc_error err;
    if (lc_suite_load(s, &rs, a->cases.paths, a->cases.n, &err)) {
        lc_error_print(&err);
        return -1;
    }
    return 0;
}

int cmd_diff(int argc, char **argv)
{
    diff_args a;
    memset(&a, 0, sizeof a);
    int rc = parse(argc, argv, &a);
    if (rc == 1)
        return LC_EXIT_OK;
    if (rc)
        return rc == -2 ? LC_EXIT_INPUT : lc_usage(DIFF_USAGE, 1);
    lc_game *g = lc_game_load_or_fail(a.old_path), *h = NULL;
    if (g) {
        lc_readings_scope((const char *const *)a.new_readings, a.nnew);
        h = lc_game_load_or_fail(a.new_path);
        lc_readings_scope(NULL, 0);
    }
    lc_suite suite = {0};
    lc_amend am;
    lc_error err;
    rc = !h || readings_in_force(h, a.new_readings, a.nnew) || load_suite(&a, g, h, &suite) ? LC_EXIT_INPUT : LC_EXIT_OK;
    a.o.suite = a.cases.n ? &suite : NULL;
    if (rc == LC_EXIT_OK && lc_amend_run(g, h, &a.o, &am, &err)) {
        lc_error_print(&err);
        rc = LC_EXIT_INPUT;
    } else if (rc == LC_EXIT_OK) {
        print_report(stdout, g, h, &am);
        json_t *j = a.json ? report_json(g, h, &am) : NULL;
        char *text = j ? json_dumps(j, JSON_INDENT(2)) : NULL;
        if ((text && lc_atomic_write(a.json, text, &err)) || (a.cases_out && write_cases(a.cases_out, h, &am, &err))) {
            lc_error_print(&err);
            rc = LC_EXIT_INPUT;
        } else {
            rc = am.nout || am.table_changed ? LC_EXIT_FINDINGS : LC_EXIT_OK;
        }
        free(text);
        json_decref(j);
        lc_amend_free(&am);
    }
    if (a.cases.n)
        lc_suite_free(&suite);
    lc_game_free(g);
    lc_game_free(h);
    return rc;
}
