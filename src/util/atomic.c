/* atomic.c — write-then-rename (see atomic.h). */
#include "atomic.h"
#include "reaper.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* "NAME.tmp.PID.XXXXXX" beside path, left by a lotcert that was killed
 * (SIGKILL: no handler ran) while writing it: its PID is gone. */
static void remove_stale(const char *path)
{
    char dir[4096], base[4096];
    snprintf(dir, sizeof dir, "%s", path);
    snprintf(base, sizeof base, "%s", path);
    const char *d = dirname(dir), *b = basename(base);
    size_t blen = strlen(b);
    DIR *dp = opendir(d);
    struct dirent *e;
    while (dp && (e = readdir(dp))) {
        const char *n = e->d_name;
        char *end;
        if (strncmp(n, b, blen) || strncmp(n + blen, ".tmp.", 5))
            continue;
        long pid = strtol(n + blen + 5, &end, 10);
        if (pid <= 0 || *end != '.' || strlen(end) != 7 || kill((pid_t)pid, 0) == 0 || errno != ESRCH)
            continue;   /* not ours, or its writer still runs */
        char stale[8192];
        snprintf(stale, sizeof stale, "%s/%s", d, n);
        unlink(stale);
    }
    if (dp)
        closedir(dp);
}

int lc_atomic_open(lc_atomic *a, const char *path, lc_error *err)
{
    struct stat st, lst;
    snprintf(a->final, sizeof a->final, "%s", path);
    a->tmp[0] = '\0';
    a->started = a->settled = 0;
    int here = lstat(path, &lst);
    if (here != 0 && errno != ENOENT)   /* unknown: renaming over it could replace a link or a device */
        return lc_fail(err, path, 0, 0, NULL, "cannot write: %s", strerror(errno));
    if (here == 0 && S_ISLNK(lst.st_mode) && lst.st_uid != geteuid() && lst.st_uid != 0)
        /* a link another user placed (in a folder of theirs): followed by root, it reaches any file */
        return lc_fail(err, path, 0, 0, NULL, "a symbolic link owned by another user (uid %ld): not written through; "
                       "remove it, or name another file", (long)lst.st_uid);
    if ((here == 0 && (S_ISLNK(lst.st_mode) || !S_ISREG(lst.st_mode))) || (stat(path, &st) == 0 && !S_ISREG(st.st_mode))) {
        /* a pipe, a device, a link (/dev/stdout, even to a file): written in
         * place, through the link; renaming over it would replace the device
         * node or the link itself with a file (as root, in /dev). */
        if (!(a->fp = fopen(path, "we")))
            return lc_fail(err, path, 0, 0, NULL, "cannot write: %s", strerror(errno));
        return 0;
    }
    remove_stale(path);
    snprintf(a->tmp, sizeof a->tmp, "%s.tmp.%ld.XXXXXX", path, (long)getpid());
    int fd = mkostemp(a->tmp, O_CLOEXEC);
    if (fd >= 0) {   /* mkstemp makes 0600; a report is as readable as any file the user writes */
        mode_t mask = umask(0);
        umask(mask);
        fchmod(fd, 0666 & ~mask);
    }
    if (fd < 0 || !(a->fp = fdopen(fd, "w"))) {
        if (fd >= 0) {
            close(fd);
            unlink(a->tmp);
        }
        return lc_fail(err, path, 0, 0, NULL, "cannot write: %s", strerror(errno));
    }
    lc_reaper_temp_add(a->tmp);   /* removed if lotcert is killed meanwhile */
    return 0;
}

#define WINDOW (8LL << 20)

void lc_atomic_write_behind(lc_atomic *a)
{
    if (!a->tmp[0] || fflush(a->fp))   /* in place (a pipe, a device): nothing to hand over */
        return;
    int fd = fileno(a->fp);
    long long end = (long long)ftello(a->fp);
    if (end - a->started < WINDOW)
        return;
    /* advice only: an error here shows again, for certain, at the final fsync */
    sync_file_range(fd, a->started, end - a->started, SYNC_FILE_RANGE_WRITE);
    a->started = end;
    if (a->started - a->settled > 4 * WINDOW) {   /* the oldest window: wait until it is written */
        sync_file_range(fd, a->settled, WINDOW, SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE |
                                                     SYNC_FILE_RANGE_WAIT_AFTER);
        a->settled += WINDOW;
    }
}

int lc_atomic_commit(lc_atomic *a, lc_error *err)
{
    int bad = fflush(a->fp) != 0 || ferror(a->fp) || (a->tmp[0] && fsync(fileno(a->fp)) != 0);
    int e = errno;
    if (fclose(a->fp) != 0 && !bad) {
        bad = 1;
        e = errno;
    }
    a->fp = NULL;
    if (!bad && (!a->tmp[0] || rename(a->tmp, a->final) == 0)) {
        lc_reaper_temp_remove(a->tmp);
        return 0;
    }
    e = bad ? e : errno;
    if (a->tmp[0]) {
        unlink(a->tmp);
        lc_reaper_temp_remove(a->tmp);
    }
    return lc_fail(err, a->final, 0, 0, NULL, "cannot write: %s", strerror(e));
}

void lc_atomic_abort(lc_atomic *a)
{
    if (a->fp)
        fclose(a->fp);
    a->fp = NULL;
    if (a->tmp[0]) {
        unlink(a->tmp);
        lc_reaper_temp_remove(a->tmp);
    }
}

int lc_atomic_write(const char *path, const char *text, lc_error *err)
{
    lc_atomic a;
    if (lc_atomic_open(&a, path, err))
        return -1;
    if (fputs(text, a.fp) == EOF) {
        int e = errno;
        lc_atomic_abort(&a);
        return lc_fail(err, path, 0, 0, NULL, "cannot write: %s", strerror(e));
    }
    return lc_atomic_commit(&a, err);
}

char *lc_json_text(const json_t *doc)
{
    /* Every string reaches a report through lc_json_str, so doc is whole;
     * should a writer forget, say so rather than write half a report. */
    char *text = doc ? json_dumps(doc, JSON_INDENT(1)) : NULL;
    if (!text) {
        fprintf(stderr, "lotcert: internal error: a report could not be built\n");
        exit(LC_EXIT_INPUT);
    }
    size_t n = strlen(text);
    text = lc_xrealloc(text, n + 2);
    memcpy(text + n, "\n", 2);
    return text;
}

int lc_atomic_write_json(const json_t *doc, const char *path, lc_error *err)
{
    char *text = lc_json_text(doc);
    int rc = lc_atomic_write(path, text, err);
    free(text);
    return rc;
}
