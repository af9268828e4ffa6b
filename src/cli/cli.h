/* cli.h — the subcommands and what they share: usage text and --rules. */
#ifndef CLI_H
#define CLI_H

#include "cases.h"
#include "confine.h"
#include "optnum.h"
#include "rules.h"

#include "version.h"

/* The option every command that reads rules takes (main.c takes it out of
 * argv before the command sees it; readings.h). */
#define LC_READING_USAGE                                                                                   \
    "  --reading ENTRY=READING   another reading of an entry of the interpretation\n"                       \
    "              register (repeatable), for every rules file read; the entry must be\n"                    \
    "              selectable; it is recorded wherever the readings in force are\n"                     \
    "  --game ID   that game only, of the rules given (and of the cases, where the\n"                     \
    "              command reads cases); the others are left out\n"

typedef struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
    int reads_rules;   /* takes --reading ENTRY=READING */
} lc_command;

int cmd_lint(int argc, char **argv);
int cmd_eval(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_coverage(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_block(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_certify(int argc, char **argv);
int cmd_schema(int argc, char **argv);
int cmd_keygen(int argc, char **argv);
int cmd_verify(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_rapports(int argc, char **argv);

/* Print `text` to stdout (for --help) and return 0, or to stderr with a
 * hint (usage error) and return LC_EXIT_INPUT. */
int lc_usage(const char *text, int is_error);

/* Collect repeated --rules values; load them all. Exit status on failure. */
typedef struct {
    char *paths[64];
    int n;
} lc_rules_args;

int lc_rules_arg(lc_rules_args *a, char *value);
/* With no --rules (or --cases: what is "rules" or "cases"), the bundled ones
 * (datadir.h); -1 with a message when there are none. */
int lc_bundled_arg(lc_rules_args *a, const char *what);
/* Load --rules (the bundled rules when none is given). */
int lc_rules_load_or_fail(lc_rules_args *a, lc_ruleset *rs);
/* One rules file (one game), its error printed when it does not load. */
lc_game *lc_game_load_or_fail(const char *path);

/* With no --cases: the bundled cases for the bundled rules; for rules
 * given, each game's cases found beside its rules file (CASES/ID or
 * CASES/STEM, CASES the folder `cases` beside the rules' folder or in it),
 * or -1 with a message naming where it looked. */
int lc_cases_arg(lc_rules_args *rules, lc_rules_args *cases);

/* Rules, then the cases against them (lc_cases_arg for cases not given);
 * on failure nothing stays loaded. */
int lc_suite_load_or_fail(lc_rules_args *rules, lc_rules_args *cases, lc_ruleset *rs, lc_suite *suite);

/* Decide the candidate's confinement on this machine; the error printed
 * and LC_EXIT_INPUT when it cannot be had (--sandbox bwrap without bwrap). */
int lc_confine_or_fail(lc_confine *c);


/* The output files named by opts[i] (NULL: not asked) go to folders that
 * exist and are writable, and are n different files; else a message on
 * stderr and -1. */
int lc_outputs_distinct(const char *cmd, const char *const *opts, const char *const *paths, int n);

#endif
