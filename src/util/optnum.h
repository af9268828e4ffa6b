/* optnum.h — numbers given to options, read strictly: what every command
 * and the confinement's options share. */
#ifndef OPTNUM_H
#define OPTNUM_H

/* Numeric options: the whole text a number in range (no NaN, no infinity,
 * no sign where none fits, nothing after it); otherwise a message naming the
 * option, what it takes and what was given, on stderr, and -1. */
int lc_opt_uint(const char *cmd, const char *opt, const char *s, unsigned long long lo, unsigned long long hi,
                unsigned long long *out);
int lc_opt_real(const char *cmd, const char *opt, const char *what, const char *s, double lo, double hi, double *out);

#endif
