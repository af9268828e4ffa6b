/* datadir.c — the data folder (see datadir.h). */
#include "datadir.h"

#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int is_dir(const char *dir, const char *sub)
{
    char p[PATH_MAX + 64];
    struct stat st;
    snprintf(p, sizeof p, "%s/%s", dir, sub);
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static const char *resolve(char *out, size_t n)
{
    const char *env = getenv("LOTCERT_DATA");
    if (env && *env) {
        snprintf(out, n, "%s", env);
        return is_dir(out, "rules") ? out : NULL;
    }
    char exe[PATH_MAX];
    /* /proc/self/exe: the binary itself, whatever PATH or symlink led here */
    if (!realpath("/proc/self/exe", exe))
        return NULL;
    const char *bin = dirname(exe);
    snprintf(out, n, "%s/../share/lotcert", bin);
    char real[PATH_MAX];
    if (is_dir(out, "rules") && realpath(out, real)) {
        snprintf(out, n, "%s", real);
        return out;
    }
    snprintf(out, n, "%s", bin);
    return is_dir(out, "rules") && is_dir(out, "cases") ? out : NULL;
}

const char *lc_data_dir(void)
{
    static char dir[PATH_MAX];
    static const char *found;
    static int done;
    if (!done) {
        found = resolve(dir, sizeof dir);
        done = 1;
    }
    return found;
}

const char *lc_data_path(const char *sub, char *buf, unsigned long n)
{
    const char *d = lc_data_dir();
    if (!d || !is_dir(d, sub))
        return NULL;
    snprintf(buf, n, "%s/%s", d, sub);
    return buf;
}
