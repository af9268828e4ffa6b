/* reaper.c — candidates, their orphans and temporaries (see reaper.h).
 *
 * The signal handler reads the registries without the lock, each slot
 * once (a slot is written whole: one pid, one pointer); a stale entry costs
 * at most a kill of a process that is gone or an unlink of a file already
 * renamed.
 *
 * The handler runs in one thread while the others go on: a job thread sees
 * its candidate die, reaps it, restarts it and sweeps; the main thread may
 * finish the run and exit. So once the handler starts (`dying`), every
 * other thread stands still at its next call into the reaper, exit()
 * included, while the handler kills everything below lotcert, live
 * candidates and all, with a process table of its own, and then ends the
 * process. */
#include "reaper.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_LIVE  256
#define MAX_TEMPS 160     /* reports being written, and a cgroup per candidate process */
#define MAX_PROCS 32768   /* the machine's processes, read from /proc in one pass */
#define GIVE_UP_S 10      /* a process stuck in the kernel (state D) is not waited for longer */

static volatile pid_t live[MAX_LIVE];
static volatile sig_atomic_t dying;
static atomic_flag handling = ATOMIC_FLAG_INIT;
static const char *volatile temps[MAX_TEMPS];
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* One pass over /proc, kept in static tables: the signal handler may not
 * allocate. The sweeps (under the lock) share one; the handler has its own,
 * since it may come while another thread is mid-sweep. */
typedef struct {
    pid_t pid, ppid;
    char state;
    unsigned char stray;
} proc_row;
static proc_row swept[MAX_PROCS], fatal_rows[MAX_PROCS];

/* ---- the process table, read with async-signal-safe calls only ---- */

static pid_t number(const char *p)
{
    pid_t v = 0;
    for (; *p >= '0' && *p <= '9'; p++)
        v = v * 10 + (*p - '0');
    return v;
}

/* /proc/PID/stat from its state on, "S ppid pgrp ...": the command before
 * it may hold anything, so it is read after its last ')'. NULL when the
 * process is gone. */
static const char *stat_tail(const char *pid, char *buf, size_t size)
{
    char path[64] = "/proc/";
    size_t k = strlen(path);
    for (const char *p = pid; *p && k < sizeof path - 8; p++)
        path[k++] = *p;
    memcpy(path + k, "/stat", 6);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    ssize_t n = read(fd, buf, size - 1);
    close(fd);
    if (n <= 0)
        return NULL;
    buf[n] = '\0';
    char *q = strrchr(buf, ')');
    if (!q || q[1] != ' ' || !q[2] || q[3] != ' ')
        return NULL;
    return q + 2;
}

/* 0, or -1 when the process is gone. */
static int stat_of(const char *pid, pid_t *ppid, char *state)
{
    char buf[512];
    const char *t = stat_tail(pid, buf, sizeof buf);
    if (!t)
        return -1;
    *state = t[0];
    *ppid = number(t + 2);
    return 0;
}

unsigned long long lc_reaper_started(pid_t pid)
{
    char digits[24], buf[1024];
    snprintf(digits, sizeof digits, "%d", (int)pid);   /* not called from the handler */
    const char *t = stat_tail(digits, buf, sizeof buf);
    for (int field = 3; t && *t; t++)   /* the tail starts at field 3; start time is field 22 */
        if (*t == ' ' && ++field == 22)
            return strtoull(t + 1, NULL, 10);
    return 0;
}

static int read_procs(proc_row *procs)
{
    int d = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC), n = 0;
    if (d < 0)
        return 0;
    char buf[8192];
    ssize_t got;
    while (n < MAX_PROCS && (got = getdents64(d, buf, sizeof buf)) > 0)
        for (ssize_t off = 0; off < got && n < MAX_PROCS;) {
            struct dirent64 *e = (struct dirent64 *)(buf + off);
            off += e->d_reclen;
            if (e->d_name[0] < '1' || e->d_name[0] > '9' || stat_of(e->d_name, &procs[n].ppid, &procs[n].state))
                continue;
            procs[n].pid = number(e->d_name);
            procs[n++].stray = 0;
        }
    close(d);
    return n;
}

static int is_live(pid_t pid)
{
    for (int i = 0; i < MAX_LIVE; i++)
        if (live[i] == pid)
            return 1;
    return 0;
}

/* Marks the strays among n processes: lotcert's children that are not live
 * candidates (all of them when lotcert is dying), and everything below
 * them. Returns how many. */
static int mark_strays(proc_row *procs, int n, int all)
{
    pid_t self = getpid();
    int count = 0;
    for (int i = 0; i < n; i++)
        if (procs[i].ppid == self && (all || !is_live(procs[i].pid)))
            procs[i].stray = 1, count++;
    for (int grew = count; grew;) {   /* one generation a pass */
        grew = 0;
        for (int i = 0; i < n; i++)
            for (int k = 0; !procs[i].stray && k < n; k++)
                if (procs[k].stray && procs[k].pid == procs[i].ppid)
                    procs[i].stray = 1, grew++, count++;
    }
    return count;
}

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Every stray is stopped first, then killed: a stopped process cannot
 * fork, so a chain that forks as fast as it is killed (setsid or not) runs
 * out, which a fixed number of kill rounds does not ensure. As a subreaper,
 * lotcert inherits each orphan, so the strays are all below it. */
static void kill_orphans(proc_row *procs, int all)
{
    const struct timespec ms = {0, 1000000};
    double start = seconds();
    for (int n; (n = read_procs(procs)) > 0 && mark_strays(procs, n, all) && seconds() - start < GIVE_UP_S;) {
        int running = 0;
        for (int i = 0; i < n; i++)
            if (procs[i].stray && procs[i].state != 'T' && procs[i].state != 't' && procs[i].state != 'Z'
                && procs[i].state != 'X')
                kill(procs[i].pid, SIGSTOP), running++;
        for (int i = 0; !running && i < n; i++)
            if (procs[i].stray)
                kill(procs[i].pid, SIGKILL);
        for (int i = 0; i < n; i++)   /* the dead that are our children; the rest become ours as their parents die */
            if (procs[i].stray && procs[i].ppid == getpid())
                waitpid(procs[i].pid, NULL, running && procs[i].state != 'Z' ? WNOHANG : 0);
        if (running)
            nanosleep(&ms, NULL);   /* a stop is delivered when the process next runs */
    }
}

/* ---- cgroups ---- */

static void write_file(const char *dir, const char *name, const char *text, size_t len)
{
    char path[1024];
    size_t k = strlen(dir);
    if (k + strlen(name) + 2 > sizeof path)
        return;
    memcpy(path, dir, k);
    path[k] = '/';
    memcpy(path + k + 1, name, strlen(name) + 1);
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd >= 0) {
        if (write(fd, text, len) < 0) { /* an older kernel without the file: the loop below does it */ }
        close(fd);
    }
}

/* Every pid listed in a cgroup.procs file, killed. Read in pieces, a number
 * carried across them: a list longer than one read (a high --limit-procs)
 * cut mid-number would name another process. */
static void kill_members(const char *path)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    char buf[4096];
    ssize_t got;
    long pid = 0;
    while (fd >= 0 && (got = read(fd, buf, sizeof buf)) > 0)
        for (ssize_t i = 0; i < got; i++)
            if (buf[i] >= '0' && buf[i] <= '9')
                pid = pid * 10 + (buf[i] - '0');
            else {
                if (pid > 0)
                    kill((pid_t)pid, SIGKILL);
                pid = 0;
            }
    if (pid > 0)
        kill((pid_t)pid, SIGKILL);
    if (fd >= 0)
        close(fd);
}

/* pids.max 0 first: nothing in the cgroup can fork any more (the v1
 * hierarchy has no cgroup.kill, and freezing would need the freezer's own
 * hierarchy), then every member killed until the cgroup can be removed. */
static void cgroup_kill(const char *cg, proc_row *procs, int all)
{
    char path[1024];
    const struct timespec ms = {0, 1000000};
    write_file(cg, "pids.max", "0", 1);
    write_file(cg, "cgroup.kill", "1", 1);   /* v2, Linux 5.14 and later: all at once */
    size_t k = strlen(cg);
    if (k + 14 > sizeof path)
        return;
    memcpy(path, cg, k);
    memcpy(path + k, "/cgroup.procs", 14);
    double start = seconds();
    while (rmdir(cg) && errno == EBUSY && seconds() - start < GIVE_UP_S) {
        kill_members(path);
        kill_orphans(procs, all);   /* the dead are our orphans: reaped, they leave the cgroup */
        nanosleep(&ms, NULL);
    }
}

/* ---- the fatal signals ---------------------------------------------------- */

/* GCOVR_EXCL_START: lotcert ends here by the signal, so gcov never writes
 * these counts; tests/cli/hostile.sh (kill -TERM) and test_reaper check it */
static void on_fatal(int sig)
{
    if (atomic_flag_test_and_set(&handling))
        for (;;)
            pause();   /* another thread handles the first signal and ends the process */
    dying = 1;
    int saved = errno;
    /* Each slot is read once: a job thread may clear it at any moment (its
     * candidate, killed below, is reaped and forgotten), and a second read
     * giving 0 would make kill(-0) and kill(0) kill lotcert's own process
     * group, the shell and make that started it. */
    const char *held[MAX_TEMPS];
    pid_t pids[MAX_LIVE];
    for (int i = 0; i < MAX_TEMPS; i++)   /* a cgroup first: its members can no longer fork */
        if ((held[i] = temps[i]) && unlink(held[i]) && errno == EISDIR)
            write_file(held[i], "pids.max", "0", 1);
    for (int i = 0; i < MAX_LIVE; i++)
        if ((pids[i] = live[i]) > 0) {
            kill(-pids[i], SIGKILL);
            kill(pids[i], SIGKILL);
        }
    for (int i = 0; i < MAX_LIVE; i++)   /* dead and reaped (here or by its job thread), their orphans are ours */
        if (pids[i] > 0)
            waitpid(pids[i], NULL, 0);
    kill_orphans(fatal_rows, 1);
    for (int i = 0; i < MAX_TEMPS; i++)
        if (held[i])
            cgroup_kill(held[i], fatal_rows, 1);   /* a file was unlinked above: rmdir fails at once */
    signal(sig, SIG_DFL);
    errno = saved;
    raise(sig);
}

/* Once the handler has begun, a thread that would change the registries,
 * start a candidate or sweep stands still instead, and so does exit(): the
 * handler has read the registries, the buffers they point to must stay as
 * they are, and the process ends with the handler. */
static void stand_down(void)
{
    while (dying)
        pause();
}
/* GCOVR_EXCL_STOP */

static void enter(void)
{
    pthread_mutex_lock(&mu);
    stand_down();
}

static void init_once(void)
{
    atexit(stand_down);
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
    enter();
    int slot = 0;
    while (slot < MAX_LIVE && live[slot])
        slot++;
    pid_t pid = slot < MAX_LIVE ? fork() : (errno = EAGAIN, -1);
    if (pid == 0) {   /* GCOVR_EXCL_START: the child execs; child() writes the counts it gets to */
        pthread_mutex_unlock(&mu);
        child(arg);
        _exit(127);
    }                 /* GCOVR_EXCL_STOP */
    if (pid > 0)
        live[slot] = pid;   /* forked as the handler began: its sweep takes this child too */
    pthread_mutex_unlock(&mu);
    return pid;
}

void lc_reaper_sweep(void)
{
    enter();
    kill_orphans(swept, 0);
    pthread_mutex_unlock(&mu);
}

void lc_reaper_forget(pid_t pid)
{
    enter();
    for (int i = 0; i < MAX_LIVE; i++)
        if (live[i] == pid)
            live[i] = 0;
    kill_orphans(swept, 0);
    pthread_mutex_unlock(&mu);
}

/* ---- temporaries --------------------------------------------------------- */

void lc_reaper_cgroup_kill(const char *cg)
{
    enter();
    cgroup_kill(cg, swept, 0);
    pthread_mutex_unlock(&mu);
}

void lc_reaper_temp_add(const char *path)
{
    lc_reaper_init();
    enter();
    for (int i = 0; i < MAX_TEMPS; i++)
        if (!temps[i]) {
            temps[i] = path;
            break;
        }
    pthread_mutex_unlock(&mu);
}

void lc_reaper_temp_remove(const char *path)
{
    enter();
    for (int i = 0; i < MAX_TEMPS; i++)
        if (temps[i] == path)
            temps[i] = NULL;
    pthread_mutex_unlock(&mu);
}
