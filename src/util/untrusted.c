/* untrusted.c — files named by a document lotcert does not trust (see untrusted.h). */
#include "untrusted.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

int lc_untrusted_root(const char *dir, char *real, size_t n, lc_error *err)
{
    char *r = realpath(dir, NULL);
    struct stat st;
    if (!r || stat(r, &st) || !S_ISDIR(st.st_mode) || strlen(r) >= n) {
        free(r);
        return lc_fail(err, dir, 0, 0, "--root", "not a folder");
    }
    snprintf(real, n, "%s", r);
    free(r);
    return 0;
}

/* A file the kernel makes as it is read (/proc, /sys and the like): its
 * size says nothing (/proc/self/pagemap reads for ever, /proc/kcore is
 * the machine's memory), so it is never a file a certification names. */
static int made_by_kernel(int fd)
{
    static const long KINDS[] = {PROC_SUPER_MAGIC, SYSFS_MAGIC, DEBUGFS_MAGIC, TRACEFS_MAGIC, SECURITYFS_MAGIC,
                                 CGROUP_SUPER_MAGIC, CGROUP2_SUPER_MAGIC, BPF_FS_MAGIC, EFIVARFS_MAGIC};
    struct statfs fs;
    if (fstatfs(fd, &fs))
        return 0;
    for (size_t i = 0; i < sizeof KINDS / sizeof *KINDS; i++)
        if ((long)fs.f_type == KINDS[i])
            return 1;
    return 0;
}

/* Open `path` for reading only if, links resolved, it lies inside root
 * (NULL: anywhere, the path as given) and is a regular file: the
 * descriptor, -1 not there, -2 refused (why), -3 outside root (why). */
static int open_inside(const char *root, const char *path, struct stat *st, char *why, size_t n)
{
    char full[8192];
    snprintf(full, sizeof full, "%s%s%s", path[0] == '/' || !root ? "" : root, path[0] == '/' || !root ? "" : "/", path);
    char *real = realpath(full, NULL);
    if (!real)
        return errno == ENOENT || errno == ENOTDIR ? -1 : (snprintf(why, n, "%s", strerror(errno)), -2);
    size_t k = root ? strlen(root) : 0;
    int inside = !root || !strcmp(root, "/") || (!strncmp(real, root, k) && (real[k] == '/' || real[k] == '\0'));
    int fd = inside ? open(real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) : -1;
    free(real);
    if (!inside) {
        snprintf(why, n, "outside %s: not looked at", root);
        return -3;
    }
    int looked = fd >= 0 && fstat(fd, st) == 0;
    if (!looked || !S_ISREG(st->st_mode) || made_by_kernel(fd)) {
        snprintf(why, n, "%s", !looked                   ? strerror(errno)
                               : !S_ISREG(st->st_mode) ? "not a regular file: not read"
                                                       : "a file the kernel makes (/proc, /sys): not read");
        if (fd >= 0)
            close(fd);
        return -2;
    }
    return fd;
}

int lc_untrusted_digest(const char *root, const char *path, unsigned long long max, char hex[LC_SHA256_HEX], char *why,
                        size_t n)
{
    struct stat st;
    int fd = open_inside(root, path, &st, why, n);
    if (fd < 0)
        return fd == -1 ? 1 : fd == -3 ? 3 : 2;
    lc_error err;
    int rc = lc_sha256_fd(fd, path, max, hex, &err);
    close(fd);
    if (rc)
        snprintf(why, n, "%s", err.message);
    return rc ? 2 : 0;
}

char *lc_untrusted_slurp(const char *path, size_t max, size_t *n)
{
    struct stat st;
    char why[8];
    *n = 0;
    int fd = open_inside(NULL, path, &st, why, sizeof why);
    if (fd < 0)
        return NULL;
    char *buf = (size_t)st.st_size <= max ? malloc((size_t)st.st_size + 1) : NULL;
    size_t got = 0;
    while (buf && got < (size_t)st.st_size) {
        ssize_t k = read(fd, buf + got, (size_t)st.st_size - got);
        if (k > 0)
            got += (size_t)k;
        else if (k == 0 || errno != EINTR)
            break;
    }
    close(fd);
    if (buf && got != (size_t)st.st_size) {   /* it changed while read: not what was sized */
        free(buf);
        buf = NULL;
    }
    if (buf) {
        buf[got] = '\0';
        *n = got;
    }
    return buf;
}
