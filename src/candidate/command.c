/* command.c — the candidate command (see command.h). */
#include "command.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char **lc_cand_argv(const char *s, lc_error *err)
{
    size_t cap = 8, n = 0, len = strlen(s);
    char **argv = lc_xcalloc(cap, sizeof *argv), *word = lc_xmalloc(len + 1);
    size_t w = 0;
    int in_word = 0;
    char quote = 0;
    for (const char *p = s;; p++) {
        char ch = *p;
        if (!ch || (!quote && (ch == ' ' || ch == '\t'))) {
            if (in_word) {
                word[w] = '\0';
                if (n + 2 > cap)
                    argv = lc_xrealloc(argv, (cap *= 2) * sizeof *argv);
                argv[n++] = lc_xstrdup(word);
                w = 0;
                in_word = 0;
            }
            if (!ch)
                break;
            continue;
        }
        in_word = 1;
        if (quote && ch == quote)
            quote = 0;
        else if (!quote && (ch == '\'' || ch == '"'))
            quote = ch;
        else if (ch == '\\' && quote != '\'' && p[1])
            word[w++] = *++p;
        else
            word[w++] = ch;
    }
    free(word);
    argv[n] = NULL;
    if (quote || n == 0) {
        for (size_t i = 0; i < n; i++)
            free(argv[i]);
        free(argv);
        lc_fail(err, NULL, 0, 0, "--candidate", quote ? "unbalanced quote in the command" : "empty command");
        return NULL;
    }
    return argv;
}

int lc_cand_which(const char *prog, char *out, size_t n)
{
    if (strchr(prog, '/')) {
        snprintf(out, n, "%s", prog);
        return access(prog, X_OK) == 0 ? 0 : -1;
    }
    const char *path = getenv("PATH");
    for (const char *p = path ? path : "/usr/bin:/bin"; *p;) {
        size_t k = strcspn(p, ":");
        snprintf(out, n, "%.*s/%s", (int)k, p, prog);
        if (access(out, X_OK) == 0)
            return 0;
        p += k + (p[k] == ':');
    }
    return -1;
}

void lc_cand_argv_free(char **argv)
{
    for (char **a = argv; a && *a; a++)
        free(*a);
    free(argv);
}
