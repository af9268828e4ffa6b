/* reaper.c — candidates, their orphans and temporaries (see reaper.h).
 *
 * The signal handler reads the registries without the lock: the slots are
 * written whole (one pid, one pointer), and a stale entry costs at most a
 * kill of a process that is gone or an unlink of a file already renamed. */
#include "reaper.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_LIVE  256
#define MAX_TEMPS 160   /* reports being written, and a cgroup per candidate process */
#define MAX_KIDS  512
#define ROUNDS    64   /* an orphan's own children are orphans in the next round */

static volatile pid_t live[MAX_LIVE];
static const char *volatile temps[MAX_TEMPS];
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* ---- children, found through /proc with async-signal-safe calls only ---- */

/* The parent pid in /proc/PID/stat: "pid (comm) S ppid ..."; comm may hold
 * anything, so read after its last ')'. */
static pid_t parent_of(const char *pid)
{
    char path[64] = "/proc/", buf[512];
    size_t k = strlen(path);
    for (const char *p = pid; *p && k < sizeof path - 8; p++)
        path[k++] = *p;
    memcpy(path + k, "/stat", 6);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return -1;
    buf[n] = '\0';
    char *q = strrchr(buf, ')');
    if (!q || q[1] != ' ' || !q[2] || q[3] != ' ')
        return -1;
    pid_t pp = 0;
    for (q += 4; *q >= '0' && *q <= '9'; q++)
        pp = pp * 10 + (*q - '0');
    return pp;
}

static int is_live(pid_t pid)
{
    for (int i = 0; i < MAX_LIVE; i++)
        if (live[i] == pid)
            return 1;
    return 0;
}

/* Our children that are not live candidates, at most max of them. */
static int orphans(pid_t *out, int max)
{
    int d = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC), n = 0;
    if (d < 0)
        return 0;
    pid_t self = getpid();
    char buf[8192];
    ssize_t got;
    while (n < max && (got = getdents64(d, buf, sizeof buf)) > 0)
        for (ssize_t off = 0; off < got && n < max;) {
            struct dirent64 *e = (struct dirent64 *)(buf + off);
            off += e->d_reclen;
            if (e->d_name[0] < '1' || e->d_name[0] > '9' || parent_of(e->d_name) != self)
                continue;
            pid_t pid = 0;
            for (const char *p = e->d_name; *p >= '0' && *p <= '9'; p++)
                pid = pid * 10 + (*p - '0');
            if (!is_live(pid))
                out[n++] = pid;
        }
    close(d);
    return n;
}

static void kill_orphans(void)
{
    pid_t kids[MAX_KIDS];
    for (int round = 0, n; round < ROUNDS && (n = orphans(kids, MAX_KIDS)) > 0; round++) {
        for (int i = 0; i < n; i++)
            kill(kids[i], SIGKILL);
        for (int i = 0; i < n; i++)
            while (waitpid(kids[i], NULL, 0) < 0 && errno == EINTR)
                ;
    }
}

/* ---- the fatal signals ---------------------------------------------------- */

/* GCOVR_EXCL_START: lotcert ends here by the signal, so gcov never writes
 * these counts; tests/cli/hostile.sh (kill -TERM) and test_reaper check it */
static void on_fatal(int sig)
{
    int saved = errno;
    for (int i = 0; i < MAX_LIVE; i++)
        if (live[i] > 0) {
            kill(-live[i], SIGKILL);
            kill(live[i], SIGKILL);
        }
    for (int i = 0; i < MAX_LIVE; i++)   /* dead and reaped, their orphans are ours */
        if (live[i] > 0 && waitpid(live[i], NULL, 0) == live[i])
            live[i] = 0;
    kill_orphans();
    const struct timespec ms = {0, 1000000};
    for (int i = 0; i < MAX_TEMPS; i++)   /* a cgroup is a directory, removable once its killed members are gone */
        if (temps[i] && unlink(temps[i]) && errno == EISDIR)
            for (int t = 0; t < 200 && rmdir(temps[i]) && errno == EBUSY; t++)
                nanosleep(&ms, NULL);
    signal(sig, SIG_DFL);
    errno = saved;
    raise(sig);
}
/* GCOVR_EXCL_STOP */

static void init_once(void)
{
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    /* /proc/<lotcert>/fd/1 would let a candidate of the same user write on
     * the kit's own stdout (a forged summary); not dumpable, it cannot.
     * Root passes this check: only a PID namespace hides the kit from it. */
    prctl(PR_SET_DUMPABLE, 0);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_fatal;
    sigfillset(&sa.sa_mask);   /* one handler at a time */
    const int sigs[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT};
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
        struct sigaction old;
        /* a signal ignored by whoever started us (nohup) stays ignored */
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(sigs[i], &sa, NULL);
    }
}

void lc_reaper_init(void) { pthread_once(&once, init_once); }

/* ---- candidates ---------------------------------------------------------- */

pid_t lc_reaper_spawn(void (*child)(void *), void *arg)
{
    lc_reaper_init();
    pthread_mutex_lock(&mu);
    int slot = 0;
    while (slot < MAX_LIVE && live[slot])
        slot++;
    pid_t pid = slot < MAX_LIVE ? fork() : -1;
    if (pid == 0) {   /* GCOVR_EXCL_START: the child execs; gcov never sees its counts */
        pthread_mutex_unlock(&mu);
        child(arg);
        _exit(127);
    }                 /* GCOVR_EXCL_STOP */
    if (pid > 0)
        live[slot] = pid;
    pthread_mutex_unlock(&mu);
    return pid;
}

void lc_reaper_sweep(void)
{
    pthread_mutex_lock(&mu);
    kill_orphans();
    pthread_mutex_unlock(&mu);
}

void lc_reaper_forget(pid_t pid)
{
    pthread_mutex_lock(&mu);
    for (int i = 0; i < MAX_LIVE; i++)
        if (live[i] == pid)
            live[i] = 0;
    kill_orphans();
    pthread_mutex_unlock(&mu);
}

/* ---- temporaries --------------------------------------------------------- */

void lc_reaper_temp_add(const char *path)
{
    lc_reaper_init();
    pthread_mutex_lock(&mu);
    for (int i = 0; i < MAX_TEMPS; i++)
        if (!temps[i]) {
            temps[i] = path;
            break;
        }
    pthread_mutex_unlock(&mu);
}

void lc_reaper_temp_remove(const char *path)
{
    pthread_mutex_lock(&mu);
    for (int i = 0; i < MAX_TEMPS; i++)
        if (temps[i] == path)
            temps[i] = NULL;
    pthread_mutex_unlock(&mu);
}
