/* cli.c — what the subcommands share. */
#include "cli.h"
#include "readings.h"
#include "datadir.h"

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

int lc_bundled_arg(lc_rules_args *a, const char *what)
{
    static char paths[2][4096];
    if (a->n)
        return 0;
    char *buf = paths[strcmp(what, "rules") != 0];
    if (!lc_data_path(what, buf, sizeof paths[0])) {
        fprintf(stderr, "lotcert: --%s FILE|DIR is required (no bundled %s found: set LOTCERT_DATA)\n", what, what);
        return -1;
    }
    a->paths[a->n++] = buf;
    return 0;
}

/* Where a game's cases live beside its rules file: CASES/ID or CASES/STEM,
 * CASES the folder `cases` beside the rules' folder or within it
 * (rules/x.yaml and cases/ID/; tests/rules/NAME.yaml and
 * tests/cases/NAME/). 0 with the folder in out, or -1. */
static int beside(const lc_game *g, char *out, size_t n, char *tried, size_t tn)
{
    char dir[4096], base[4096];
    snprintf(dir, sizeof dir, "%s", g->file);
    snprintf(base, sizeof base, "%s", g->file);
    const char *d = dirname(dir), *b = basename(base);
    size_t stem = strcspn(b, ".");
    const char *ups[] = {"/../cases/", "/cases/"};
    struct stat st;
    tried[0] = '\0';
    for (int u = 0; u < 2; u++)
        for (int k = 0; k < 2; k++) {
            if (k == 0)
                snprintf(out, n, "%s%s%s", d, ups[u], g->id);
            else
                snprintf(out, n, "%s%s%.*s", d, ups[u], (int)stem, b);
            if (stat(out, &st) == 0 && S_ISDIR(st.st_mode))
                return 0;
            if (strlen(tried) + strlen(out) + 3 < tn)
                snprintf(tried + strlen(tried), tn - strlen(tried), "%s%s", tried[0] ? ", " : "", out);
        }
    return -1;
}

int lc_cases_arg(lc_rules_args *rules, lc_rules_args *cases)
{
    static char found[64][4096];
    if (cases->n)
        return 0;
    if (!rules->n)   /* the bundled rules (taken by the caller): the bundled cases */
        return lc_bundled_arg(cases, "cases");
    lc_ruleset rs;
    lc_error err;
    if (lc_ruleset_load(&rs, rules->paths, rules->n, &err)) {
        lc_error_print(&err);
        return -1;
    }
    int rc = 0;
    for (int i = 0; i < rs.n && !rc && cases->n < 64; i++) {
        char tried[2048];
        if (beside(rs.games[i], found[cases->n], sizeof found[0], tried, sizeof tried) == 0) {
            int again = 0;   /* two games of one folder of cases: the folder once */
            for (int k = 0; k < cases->n; k++)
                again |= !strcmp(cases->paths[k], found[cases->n]);
            if (!again) {
                cases->paths[cases->n] = found[cases->n];
                cases->n++;
            }
        } else {
            fprintf(stderr, "lotcert: no cases found for game %s beside its rules (%s): looked in %s; name them "
                    "with --cases DIR\n", rs.games[i]->id, rs.games[i]->file, tried);
            rc = -1;
        }
    }
    lc_ruleset_free(&rs);
    return rc;
}

int lc_suite_load_or_fail(lc_rules_args *rules, lc_rules_args *cases, lc_ruleset *rs, lc_suite *suite)
{
    lc_error err;
    if (lc_cases_arg(rules, cases))
        return LC_EXIT_INPUT;
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
    else if (lc_readings_unused()) {
        fprintf(stderr, "%s: --reading %s: this game's interpretation register has no such entry\n", path,
                lc_readings_unused());
        lc_game_free(g);
        g = NULL;
    }
    return g;
}

int lc_rules_load_or_fail(lc_rules_args *a, lc_ruleset *rs)
{
    lc_error err;
    if (lc_bundled_arg(a, "rules"))
        return LC_EXIT_INPUT;
    if (lc_ruleset_load(rs, a->paths, a->n, &err)) {
        lc_error_print(&err);
        return LC_EXIT_INPUT;
    }
    return LC_EXIT_OK;
}

/* dir/name with the directory resolved ("./a" and "a" are one file), or
 * the path as given when its directory cannot be resolved. */
static void resolved(const char *path, char *out, size_t n)
{
    char dir[4096], base[4096], real[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    snprintf(base, sizeof base, "%s", path);
    if (realpath(dirname(dir), real))
        snprintf(out, n, "%s/%s", real, basename(base));
    else
        snprintf(out, n, "%s", path);
}

/* The folder a report goes to exists and takes files: said before any
 * work, not after an hour of certification. */
static int folder_ready(const char *cmd, const char *opt, const char *path)
{
    char dir[8192];
    const char *slash = strrchr(path, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash == path ? 1 : slash - path) : 1, slash ? path : ".");
    struct stat st;
    const char *why = stat(dir, &st) ? "does not exist" : !S_ISDIR(st.st_mode) ? "is not a folder"
                      : access(dir, W_OK | X_OK) ? "is not writable" : NULL;
    if (why)
        fprintf(stderr, "lotcert %s: %s %s: the folder %s %s; nothing was run\n", cmd, opt, path, dir, why);
    return why ? -1 : 0;
}

int lc_outputs_distinct(const char *cmd, const char *const *opts, const char *const *paths, int n)
{
    for (int i = 0; i < n; i++)
        if (paths[i] && folder_ready(cmd, opts[i], paths[i]))
            return -1;
    for (int i = 0; i < n; i++)
        for (int k = i + 1; k < n; k++) {
            struct stat a, b;
            char ra[8192], rb[8192];
            if (!paths[i] || !paths[k])
                continue;
            int ea = stat(paths[i], &a) == 0, eb = stat(paths[k], &b) == 0;
            if ((ea && !S_ISREG(a.st_mode)) || (eb && !S_ISREG(b.st_mode)))
                continue;   /* a device or a pipe: written in place, as often as asked */
            resolved(paths[i], ra, sizeof ra);
            resolved(paths[k], rb, sizeof rb);
            if (strcmp(ra, rb) && !(ea && eb && a.st_dev == b.st_dev && a.st_ino == b.st_ino))
                continue;
            fprintf(stderr, "lotcert %s: %s and %s name the same file (%s): one report would overwrite the other\n",
                    cmd, opts[i], opts[k], paths[i]);
            return -1;
        }
    return 0;
}

int lc_confine_or_fail(lc_confine *c)
{
    lc_error err;
    if (lc_confine_resolve(c, &err) == 0)
        return LC_EXIT_OK;
    lc_error_print(&err);
    return LC_EXIT_INPUT;
}
