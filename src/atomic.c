/* atomic.c — write-then-rename (see atomic.h). */
#include "atomic.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int lc_atomic_open(lc_atomic *a, const char *path, lc_error *err)
{
    struct stat st;
    snprintf(a->final, sizeof a->final, "%s", path);
    a->tmp[0] = '\0';
    a->started = a->settled = 0;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        /* /dev/stdout, a pipe, a device: written in place; renaming over
         * it would replace the device node with a file. */
        if (!(a->fp = fopen(path, "w")))
            return lc_fail(err, path, 0, 0, NULL, "cannot write: %s", strerror(errno));
        return 0;
    }
    snprintf(a->tmp, sizeof a->tmp, "%s.tmp.XXXXXX", path);
    int fd = mkstemp(a->tmp);
    if (fd >= 0) {   /* mkstemp makes 0600; a report is as readable as any file the user writes */
        mode_t mask = umask(0);
        umask(mask);
        fchmod(fd, 0666 & ~mask);
    }
    if (fd < 0 || !(a->fp = fdopen(fd, "w"))) {
        if (fd >= 0)
            close(fd);
        return lc_fail(err, path, 0, 0, NULL, "cannot write: %s", strerror(errno));
    }
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
    if (!bad && (!a->tmp[0] || rename(a->tmp, a->final) == 0))
        return 0;
    e = bad ? e : errno;
    if (a->tmp[0])
        unlink(a->tmp);
    return lc_fail(err, a->final, 0, 0, NULL, "cannot write: %s", strerror(e));
}

void lc_atomic_abort(lc_atomic *a)
{
    if (a->fp)
        fclose(a->fp);
    a->fp = NULL;
    if (a->tmp[0])
        unlink(a->tmp);
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
    char *text = json_dumps(doc, JSON_INDENT(1));
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
