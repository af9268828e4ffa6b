/* cmd_run.c — `lotcert run`: the suite against the interpreter or a
 * candidate, with console, JUnit and JSON reports. */
#include "cli.h"
#include "fuzz.h"
#include "runner.h"
#include "text.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char RUN_USAGE[] =
    "usage: lotcert run [--rules R...] [--cases C...] [--candidate CMD] [options]\n"
    "       lotcert run [--rules R...] --fuzz N --candidate CMD [--seed S] [--fuzz-out DIR]\n\n"
    "Run the cases against the interpreter, or against a candidate program spoken\n"
    "to over the candidate protocol (JSON Lines on its stdin and stdout). Failures\n"
    "are shown with the unit drawn as grids, expected against got, and the articles\n"
    "concerned. Only the cases that hold under the readings in force run (a case's\n"
    "readings: names the readings its expectation needs); the others are counted.\n\n"
    "With --fuzz N, no cases: N units built from the rules near every boundary (each\n"
    "prize-table row and the losing units, then a cell or drawn number at a bound or\n"
    "just past it, a joker or blank put in, a number repeated, a pattern completed or\n"
    "left one cell short, a draw one number longer or shorter, another symbol in a\n"
    "grid of symbols, an amount printed a cent off the table's) are evaluated by the\n"
    "interpreter and the candidate. Each disagreement is shrunk to the fewest changes\n"
    "from a well-formed unit and, with --fuzz-out, written as a case file ready to\n"
    "review and add to a suite (its expectation is the interpreter's).\n\n"
    "  --rules R         rules file or directory (repeatable; default: the bundled rules)\n"
    "  --cases C         case file or directory (repeatable; default: the bundled cases)\n"
    "  --candidate CMD   the program under certification (split like a shell would)\n"
    "  --timeout S       seconds allowed per answer (default 5)\n"
    "  --filter GLOB     only the cases whose id matches GLOB\n"
    "  --jobs N          candidate processes in parallel (default 1)\n"
    "  --junit FILE      JUnit XML: one testcase per case, classname the game\n"
    "  --json FILE       every case with its expectation and answer\n"
    "  --fuzz N          fuzz the candidate with N units (1 to 100000000)\n"
    "  --seed S          the fuzzer's seed (default 1): the same units for the same seed\n"
    "  --fuzz-out DIR    write each disagreement, shrunk, as DIR/GAME/fuzz-S-N.yaml\n"
    "  --fuzz-cases K    at most K disagreements shrunk and written (default 5)\n"
    "  --progress        a progress bar even when stderr is no terminal\n\n"
    LC_CONFINE_USAGE "\n"
    LC_READING_USAGE "\n"
    "exit: 0 every case passes (no disagreement), 1 a case fails (a disagreement), or\n"
    "      the candidate was not started again (it never answered, died after 64\n"
    "      restarts, or holds its answers until its input ends: flush after each line),\n"
    "      2 usage or input error (including a filter that selects no case).\n";

typedef struct {
    lc_rules_args rules, cases;
    lc_run_opts run;
    const char *junit, *json;
    lc_fuzz_opts fuzz;
    lc_confine confine;
} run_args;

static int parse(int argc, char **argv, run_args *a, int *help)
{
    static const struct option opts[] = {
        {"rules", required_argument, NULL, 'r'}, {"cases", required_argument, NULL, 'c'},
        {"candidate", required_argument, NULL, 'C'}, {"timeout", required_argument, NULL, 't'},
        {"filter", required_argument, NULL, 'f'}, {"jobs", required_argument, NULL, 'j'},
        {"junit", required_argument, NULL, 'J'}, {"json", required_argument, NULL, 'O'},
        {"fuzz", required_argument, NULL, 'z'}, {"seed", required_argument, NULL, 's'},
        {"fuzz-out", required_argument, NULL, 'o'}, {"fuzz-cases", required_argument, NULL, 'k'},
        {"progress", no_argument, NULL, 'p'}, {"help", no_argument, NULL, 'h'}, LC_CONFINE_LONGOPTS,
        {NULL, 0, NULL, 0}};
    int c, rc;
    unsigned long long jobs, n;
    optind = 1;
    a->fuzz = (lc_fuzz_opts){.seed = 1, .max_cases = 5, .progress = isatty(2)};
    *help = 0;
    a->run.timeout = 5;
    a->run.jobs = 1;
    a->confine = (lc_confine)LC_CONFINE_DEFAULTS;
    a->run.confine = a->fuzz.confine = &a->confine;
    while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
        switch (c) {
        case 'h': *help = 1; return lc_usage(RUN_USAGE, 0);
        case 'r': if (lc_rules_arg(&a->rules, optarg)) return LC_EXIT_INPUT; break;
        case 'c': if (lc_rules_arg(&a->cases, optarg)) return LC_EXIT_INPUT; break;
        case 'C': a->run.candidate = optarg; break;
        case 'f': a->run.filter = optarg; break;
        case 'J': a->junit = optarg; break;
        case 'O': a->json = optarg; break;
        case 't':
            if (lc_opt_real("run", "--timeout", "seconds", optarg, 0.001, 3600, &a->run.timeout))
                return LC_EXIT_INPUT;
            break;
        case 'j':
            if (lc_opt_uint("run", "--jobs", optarg, 1, 64, &jobs))
                return LC_EXIT_INPUT;
            a->run.jobs = (int)jobs;
            break;
        case 'z':
            if (lc_opt_uint("run", "--fuzz", optarg, 1, 100000000, &n))
                return LC_EXIT_INPUT;
            a->fuzz.units = n;
            break;
        case 's':
            if (lc_opt_uint("run", "--seed", optarg, 0, UINT64_MAX, &n))
                return LC_EXIT_INPUT;
            a->fuzz.seed = n;
            break;
        case 'k':
            if (lc_opt_uint("run", "--fuzz-cases", optarg, 0, 1000, &n))
                return LC_EXIT_INPUT;
            a->fuzz.max_cases = (int)n;
            break;
        case 'o': a->fuzz.out_dir = optarg; break;
        case 'p': a->fuzz.progress = 1; break;
        default:
            if ((rc = lc_confine_option("run", c, optarg, &a->confine)) < 0)
                return LC_EXIT_INPUT;
            if (rc > 0)
                return lc_usage(RUN_USAGE, 1);
        }
    }
    const char *wrong = optind != argc ? "unexpected argument"
                        : a->fuzz.units && !a->run.candidate ? "--fuzz needs --candidate"
                        : a->fuzz.units && a->cases.n ? "--fuzz takes no --cases: it makes its own units" : NULL;
    if (wrong) {
        fprintf(stderr, "lotcert run: %s\n\n", wrong);
        return lc_usage(RUN_USAGE, 1);
    }
    const char *outs[] = {a->json, a->junit}, *names[] = {"--json", "--junit"};
    if (lc_outputs_distinct("run", names, outs, 2))
        return LC_EXIT_INPUT;
    for (int i = 0; i < 2; i++)
        if (outs[i])
            lc_confine_hide(&a->confine, outs[i]);
    return a->run.candidate ? lc_confine_or_fail(&a->confine) : LC_EXIT_OK;
}

static int write_reports(const lc_run *run, const run_args *a)
{
    lc_error err;
    if ((a->junit && lc_report_junit(run, a->junit, &err)) || (a->json && lc_report_json(run, a->json, &err))) {
        lc_error_print(&err);
        return LC_EXIT_INPUT;
    }
    return LC_EXIT_OK;
}

static int run_fuzz(run_args *a)
{
    lc_ruleset rs;
    lc_fuzz_result res;
    lc_error err;
    int rc = lc_rules_load_or_fail(&a->rules, &rs);
    if (rc)
        return rc;
    a->fuzz.candidate = a->run.candidate;
    a->fuzz.timeout = a->run.timeout;
    if (lc_fuzz_run(&rs, &a->fuzz, &res, &err)) {
        lc_error_print(&err);
        lc_ruleset_free(&rs);
        return LC_EXIT_INPUT;
    }
    char *cmd = lc_text_dup(a->run.candidate, strlen(a->run.candidate), 0, LC_TEXT_LINE);
    printf("lotcert run --fuzz: %s\n%llu units over %d game%s (seed %llu), %.2f s: %llu disagreement%s\n", cmd,
           (unsigned long long)res.units, rs.n, rs.n == 1 ? "" : "s", (unsigned long long)a->fuzz.seed, res.seconds,
           (unsigned long long)res.disagreements, res.disagreements == 1 ? "" : "s");
    free(cmd);
    if (*res.gave_up)
        printf("the fuzzing stopped: %s\n", res.gave_up);
    if (*res.unbuilt)
        printf("not fuzzed (no attempt could build such units; the cases must cover them): %s\n", res.unbuilt);
    if (res.disagreements) {
        printf("first: %s\n  articles: %s\n  the unit, shrunk: %s\n  the rules give: %s\n", res.first,
               res.first_articles[0] ? res.first_articles : "none", res.first_unit, res.first_expected);
        if (!a->fuzz.out_dir)
            printf("(--fuzz-out DIR writes each disagreement, shrunk, as a case file to check against the règlement)\n");
    }
    for (int i = 0; i < res.written && i < 8; i++)
        printf("minimal case written: %s\n", res.files[i]);
    lc_ruleset_free(&rs);
    if (!res.units) {
        fprintf(stderr, "lotcert run: --fuzz: no unit of any game could be built: nothing was fuzzed\n");
        return LC_EXIT_INPUT;
    }
    return res.disagreements || *res.gave_up ? LC_EXIT_FINDINGS : LC_EXIT_OK;
}

int cmd_run(int argc, char **argv)
{
    run_args a = {0};
    lc_ruleset rs;
    lc_suite suite;
    lc_run run;
    lc_error err;
    int help, rc = parse(argc, argv, &a, &help);
    if (rc || help)
        return rc;
    if (a.fuzz.units)
        return run_fuzz(&a);
    if ((rc = lc_suite_load_or_fail(&a.rules, &a.cases, &rs, &suite)))
        return rc;
    if (lc_run_suite(&suite, &a.run, &run, &err)) {
        lc_error_print(&err);
        rc = LC_EXIT_INPUT;
    } else if (run.n == 0) {
        fprintf(stderr, "lotcert run: no case matches%s%s\n", a.run.filter ? " the filter " : "",
                a.run.filter ? a.run.filter : "");
        rc = LC_EXIT_INPUT;
    } else {
        lc_report_text(&run, stdout);
        lc_report_given_up(&run, stdout);
        rc = write_reports(&run, &a);
        if (rc == LC_EXIT_OK)   /* one that holds its answers fails, though they came in the end here */
            rc = run.failed || run.gave_up ? LC_EXIT_FINDINGS : LC_EXIT_OK;
    }
    lc_run_free(&run);
    lc_suite_free(&suite);
    lc_ruleset_free(&rs);
    return rc;
}
