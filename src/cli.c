/* cli.c — what the subcommands share. */
#include "cli.h"

#include <stdio.h>

int lc_usage(const char *text, int is_error)
{
    fputs(text, is_error ? stderr : stdout);
    return is_error ? LC_EXIT_INPUT : LC_EXIT_OK;
}

int lc_rules_arg(lc_rules_args *a, char *value)
{
    if (a->n == (int)(sizeof a->paths / sizeof *a->paths)) {
        fprintf(stderr, "lotcert: too many --rules\n");
        return -1;
    }
    a->paths[a->n++] = value;
    return 0;
}

int lc_suite_load_or_fail(const lc_rules_args *rules, const lc_rules_args *cases, lc_ruleset *rs, lc_suite *suite)
{
    lc_error err;
    int rc = lc_rules_load_or_fail(rules, rs);
    if (rc)
        return rc;
    if (lc_suite_load(suite, rs, cases->paths, cases->n, &err)) {
        lc_error_print(&err);
        lc_ruleset_free(rs);
        return LC_EXIT_INPUT;
    }
    return LC_EXIT_OK;
}

lc_game *lc_game_load_or_fail(const char *path)
{
    lc_error err;
    lc_game *g = lc_game_load(path, &err);
    if (!g)
        lc_error_print(&err);
    return g;
}

int lc_rules_load_or_fail(const lc_rules_args *a, lc_ruleset *rs)
{
    lc_error err;
    if (a->n == 0) {
        fprintf(stderr, "lotcert: --rules FILE|DIR is required\n");
        return LC_EXIT_INPUT;
    }
    if (lc_ruleset_load(rs, a->paths, a->n, &err)) {
        lc_error_print(&err);
        return LC_EXIT_INPUT;
    }
    return LC_EXIT_OK;
}
