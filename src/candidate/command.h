/* command.h — the candidate command as the user wrote it: split into words
 * as a shell would (quotes, backslashes; no expansion, no shell run), and
 * the program it names found on PATH. Shared by the process starter and the
 * confinement, which needs the words to bind them in the sandbox. */
#ifndef COMMAND_H
#define COMMAND_H

#include "lc.h"

#include <stddef.h>

/* The command split into argv (NULL-terminated; free
 * with lc_cand_argv_free), and where execvp would find a program. */
char **lc_cand_argv(const char *command, lc_error *err);
void lc_cand_argv_free(char **argv);
int lc_cand_which(const char *prog, char *out, size_t n);

#endif
