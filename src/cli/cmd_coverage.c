/* cmd_coverage.c — `lotcert coverage`: clause, reading, outcome, boundary and
 * mutation coverage of a suite, with thresholds. */
#include "cli.h"
#include "coverage.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

static const char COVERAGE_USAGE[] =
    "usage: lotcert coverage [--rules R...] [--cases C...] [options]\n\n"
    "What the suite exercises of the rules, read from the interpreter's traces:\n"
    "clauses and readings decided through (each reading that can be in force: the\n"
    "cases run under every combination of readings where they say they hold, and a\n"
    "reading counts when a case's outcome changes with it), outcomes reached (every\n"
    "level, every prize-table amount, every anomaly kind, the remedy, every note),\n"
    "boundaries tried (each bound of each range, and one beyond); and whether it would notice\n"
    "a wrong implementation: mutants of the compiled rules, each run against the\n"
    "suite. A mutant no case can tell from the rules is declared, with its reason,\n"
    "in a file of the suite whose top-level key is equivalent_mutants.\n\n"
    "  --rules R, --cases C   files or directories (repeatable; default: the bundled\n"
    "                         ones, see lotcert --help)\n"
    "  --min-clauses P        (default 100)   --min-readings P     (default 100)\n"
    "  --min-outcomes P       (default 100)   --min-boundaries P   (default 100)\n"
    "  --min-mutation P       share of non-equivalent mutants killed (default 100)\n"
    "  --json FILE            every figure, target and mutant\n"
    "  --stryker FILE         mutants in the mutation-testing-report schema\n\n"
    LC_READING_USAGE "\n"
    "exit: 0 every threshold met, 1 not, 2 usage or input error.\n";

typedef struct {
    lc_rules_args rules, cases;
    double min[5];
    const char *json, *stryker;
} cov_args;

static int parse(int argc, char **argv, cov_args *a, int *help)
{
    static const struct option opts[] = {
        {"rules", required_argument, NULL, 'r'}, {"cases", required_argument, NULL, 'c'},
        {"min-clauses", required_argument, NULL, '0'}, {"min-readings", required_argument, NULL, '1'},
        {"min-outcomes", required_argument, NULL, '2'}, {"min-boundaries", required_argument, NULL, '3'},
        {"min-mutation", required_argument, NULL, '4'}, {"json", required_argument, NULL, 'j'},
        {"stryker", required_argument, NULL, 's'}, {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    int c;
    optind = 1;
    *help = 0;
    for (int i = 0; i < 5; i++)
        a->min[i] = 100;
    while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
        if (c == 'h') {
            *help = 1;
            return lc_usage(COVERAGE_USAGE, 0);
        }
        if (c >= '0' && c <= '4') {
            static const char *const names[] = {"--min-clauses", "--min-readings", "--min-outcomes",
                                                "--min-boundaries", "--min-mutation"};
            if (lc_opt_real("coverage", names[c - '0'], "a percentage", optarg, 0, 100, &a->min[c - '0']))
                return LC_EXIT_INPUT;
        } else if (c == 'r' || c == 'c') {
            if (lc_rules_arg(c == 'r' ? &a->rules : &a->cases, optarg))
                return LC_EXIT_INPUT;
        } else if (c == 'j') {
            a->json = optarg;
        } else if (c == 's') {
            a->stryker = optarg;
        } else {
            return lc_usage(COVERAGE_USAGE, 1);
        }
    }
    if (optind != argc)
        return lc_usage(COVERAGE_USAGE, 1);
    static const char *const jopt[] = {"--json", "--stryker"};
    const char *outs[] = {a->json, a->stryker};
    if (lc_outputs_distinct("coverage", jopt, outs, 2))
        return LC_EXIT_INPUT;
    return LC_EXIT_OK;
}

int cmd_coverage(int argc, char **argv)
{
    static const char *const names[] = {"clauses", "readings", "outcomes", "boundaries", "mutation score"};
    cov_args a = {0};
    lc_ruleset rs;
    lc_suite suite;
    lc_coverage cov;
    lc_error err;
    int help, rc = parse(argc, argv, &a, &help);
    if (rc || help)
        return rc;
    if ((rc = lc_suite_load_or_fail(&a.rules, &a.cases, &rs, &suite)))
        return rc;
    lc_coverage_compute(&rs, &suite, &cov);
    lc_coverage_print(&cov, stdout);
    if ((a.json && lc_coverage_json(&cov, a.json, &err)) || (a.stryker && lc_coverage_stryker(&cov, a.stryker, &err))) {
        lc_error_print(&err);
        rc = LC_EXIT_INPUT;
    }
    if (rc == LC_EXIT_OK && lc_cov_wrong_equivalents(&cov)) {   /* a 100 % that rests on a false declaration is none */
        printf("%d mutant(s) declared equivalent are killed by a case: the declarations are wrong (see above)\n",
               lc_cov_wrong_equivalents(&cov));
        rc = LC_EXIT_FINDINGS;
    }
    if (rc == LC_EXIT_OK && lc_cov_failing(&cov)) {
        printf("the suite does not pass on the rules: %d failing case(s)\n", lc_cov_failing(&cov));
        rc = LC_EXIT_FINDINGS;
    }
    for (int i = 0; i < 5 && rc == LC_EXIT_OK; i++)
        if (lc_cov_percent(&cov, i) < a.min[i]) {
            printf("below threshold: %s %.1f %% < %.1f %%\n", names[i], lc_cov_percent(&cov, i), a.min[i]);
            rc = LC_EXIT_FINDINGS;
        }
    lc_coverage_free(&cov);
    lc_suite_free(&suite);
    lc_ruleset_free(&rs);
    return rc;
}
