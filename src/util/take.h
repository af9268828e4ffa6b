/*
 * take.h — options every command that reads rules takes (--reading,
 * --game), taken out of argv before the command parses the rest, so that
 * each command need not know them.
 */
#ifndef TAKE_H
#define TAKE_H

/* Remove every `opt VALUE` and `opt=VALUE` from argv (up to "--"), handing
 * each VALUE to take(cmd, VALUE); -1 (a message said) when one is missing
 * its value or take refuses it. */
int lc_take_option(const char *cmd, int *argc, char **argv, const char *opt, const char *what,
                   int (*take)(const char *cmd, const char *value));

#endif
