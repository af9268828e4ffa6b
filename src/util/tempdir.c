/* tempdir.c — temporary folders under TMPDIR (see tempdir.h). */
#include "tempdir.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int lc_temp_template(char *out, size_t n, const char *prefix, lc_error *err)
{
    const char *tmp = getenv("TMPDIR");
    tmp = tmp && *tmp == '/' ? tmp : "/tmp";
    int len = snprintf(out, n, "%s/%sXXXXXX", tmp, prefix);
    if (len < 0 || (size_t)len >= n) {
        out[0] = '\0';
        return lc_fail(err, NULL, 0, 0, NULL, "TMPDIR is too long for a temporary path of %zu bytes: set TMPDIR to a "
                       "shorter folder (TMPDIR=%.80s%s)", n - 1, tmp, strlen(tmp) > 80 ? "..." : "");
    }
    return 0;
}

int lc_temp_dir(char *out, size_t n, const char *prefix, lc_error *err)
{
    if (lc_temp_template(out, n, prefix, err))
        return -1;
    if (!mkdtemp(out)) {
        int e = errno;
        lc_fail(err, out, 0, 0, NULL, "cannot make a temporary folder: %s (set TMPDIR to a writable folder)", strerror(e));
        out[0] = '\0';
        return -1;
    }
    return 0;
}
