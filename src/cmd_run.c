/* cmd_run.c — `lotcert run`: the suite against the interpreter or a
 * candidate, with console, JUnit and JSON reports. */
#include "cli.h"
#include "runner.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char RUN_USAGE[] =
    "usage: lotcert run --rules R... --cases C... [--candidate CMD] [options]\n\n"
    "Run the cases (SPEC section 7) against the interpreter, or against a candidate\n"
    "program spoken to over the protocol of SPEC section 6. Failures are shown with\n"
    "the unit drawn as grids, expected against got, and the articles concerned.\n\n"
    "  --rules R         rules file or directory (repeatable)\n"
    "  --cases C         case file or directory (repeatable)\n"
    "  --candidate CMD   the program under certification (split like a shell would)\n"
    "  --timeout S       seconds allowed per answer (default 5)\n"
    "  --filter GLOB     only the cases whose id matches GLOB\n"
    "  --jobs N          candidate processes in parallel (default 1)\n"
    "  --junit FILE      JUnit XML: one testcase per case, classname the game\n"
    "  --json FILE       every case with its expectation and answer\n\n"
    "exit: 0 every case passes, 1 a case fails, 2 usage or input error\n"
    "      (including a filter that selects no case).\n";

typedef struct {
    lc_rules_args rules, cases;
    lc_run_opts run;
    const char *junit, *json;
} run_args;

static int parse(int argc, char **argv, run_args *a, int *help)
{
    static const struct option opts[] = {
        {"rules", required_argument, NULL, 'r'}, {"cases", required_argument, NULL, 'c'},
        {"candidate", required_argument, NULL, 'C'}, {"timeout", required_argument, NULL, 't'},
        {"filter", required_argument, NULL, 'f'}, {"jobs", required_argument, NULL, 'j'},
        {"junit", required_argument, NULL, 'J'}, {"json", required_argument, NULL, 'O'},
        {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    int c;
    unsigned long long jobs;
    optind = 1;
    *help = 0;
    a->run.timeout = 5;
    a->run.jobs = 1;
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
        default: return lc_usage(RUN_USAGE, 1);
        }
    }
    if (optind != argc || a->cases.n == 0) {
        fprintf(stderr, "lotcert run: %s\n\n", optind != argc ? "unexpected argument" : "--cases is required");
        return lc_usage(RUN_USAGE, 1);
    }
    const char *outs[] = {a->json, a->junit}, *names[] = {"--json", "--junit"};
    return lc_outputs_distinct("run", names, outs, 2) ? LC_EXIT_INPUT : LC_EXIT_OK;
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
        rc = write_reports(&run, &a);
        if (rc == LC_EXIT_OK)
            rc = run.failed ? LC_EXIT_FINDINGS : LC_EXIT_OK;
    }
    lc_run_free(&run);
    lc_suite_free(&suite);
    lc_ruleset_free(&rs);
    return rc;
}
