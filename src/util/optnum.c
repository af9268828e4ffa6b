/* optnum.c — numbers given to options (see optnum.h). */
#include "optnum.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Digits only (no sign, no space, no exponent), within [lo, hi] and 2^64. */
static int whole_number(const char *s, unsigned long long lo, unsigned long long hi, unsigned long long *out)
{
    if (!*s || strspn(s, "0123456789") != strlen(s))
        return -1;
    char *end;
    errno = 0;
    *out = strtoull(s, &end, 10);
    return errno == ERANGE || *out < lo || *out > hi ? -1 : 0;
}

int lc_opt_uint(const char *cmd, const char *opt, const char *s, unsigned long long lo, unsigned long long hi,
                unsigned long long *out)
{
    if (whole_number(s, lo, hi, out) == 0)
        return 0;
    fprintf(stderr, "lotcert %s: %s takes a whole number from %llu to %llu, not '%s'\n", cmd, opt, lo, hi, s);
    return -1;
}

int lc_opt_real(const char *cmd, const char *opt, const char *what, const char *s, double lo, double hi, double *out)
{
    char *end;
    /* strtod takes "nan", "inf", "0x1p3" and leading blanks: none is a number here */
    int plain = *s && strspn(s, "0123456789.eE+-") == strlen(s);
    *out = plain ? strtod(s, &end) : 0;
    if (plain && !*end && isfinite(*out) && *out >= lo && *out <= hi)
        return 0;
    fprintf(stderr, "lotcert %s: %s takes %s from %g to %g, not '%s'\n", cmd, opt, what, lo, hi, s);
    return -1;
}
