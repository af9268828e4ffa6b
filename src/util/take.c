/* take.c — options taken out of argv before a command parses it (see take.h). */
#include "take.h"

#include <stdio.h>
#include <string.h>

int lc_take_option(const char *cmd, int *argc, char **argv, const char *opt, const char *what,
                   int (*take)(const char *cmd, const char *value))
{
    int out = 0;
    size_t k = strlen(opt);
    for (int i = 0; i < *argc; i++) {
        if (!strcmp(argv[i], "--")) {   /* operands from here on */
            while (i < *argc)
                argv[out++] = argv[i++];
            break;
        }
        if (!strncmp(argv[i], opt, k) && argv[i][k] == '=') {
            if (take(cmd, argv[i] + k + 1))
                return -1;
        } else if (!strcmp(argv[i], opt)) {
            if (i + 1 == *argc) {
                fprintf(stderr, "lotcert %s: %s needs %s\n", cmd, opt, what);
                return -1;
            }
            if (take(cmd, argv[++i]))
                return -1;
        } else {
            argv[out++] = argv[i];
        }
    }
    *argc = out;
    argv[out] = NULL;
    return 0;
}
