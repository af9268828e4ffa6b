/* failcall.c — an LD_PRELOAD library that fails the Nth allocation of a
 * run (LC_FAIL_AT=N), so a test can walk the allocation sites of a short
 * run; with LC_FAIL_KIND=sys, the Nth system call of those below instead
 * (opening, pipes, forks, folders, ownership, the sandbox's prctl, mount
 * and unshare), so that it walks the error paths the environment causes;
 * LC_FAIL_ONLY=fork,dup2 counts only the calls it names, LC_FAIL_PATH=text
 * only the calls on a path that holds the text. With LC_FAIL_REPORT=FILE it
 * writes there how many calls the run made; with LC_FAIL_SITES=FILE, the
 * numbers of the calls made from a call chain (LC_FAIL_DEPTH callers, 8
 * unless told) not seen before in the run, one a line. Failing only those reaches every site by every path at a
 * fraction of the cost of failing every allocation: a loop allocates from
 * one chain thousands of times.
 * Built only for the fault tests (tests/cli/faults.sh). */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <pwd.h>
#include <signal.h>
#include <stdarg.h>
#include <unistd.h>

extern void *__libc_malloc(size_t n);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t n);

static unsigned long calls, fail_at;
static const char *report, *sites_file;
static int trace;
static int sys_kind;   /* LC_FAIL_KIND=sys: count the system calls, not the allocations */
static const char *only;   /* LC_FAIL_ONLY: those calls alone, comma-separated */
static const char *on_path;   /* LC_FAIL_PATH: calls on a path holding this text alone */
static const char *spare;

/* The chains seen, by hash (open addressing), and where each was first met.
 * Static: the allocator under watch cannot allocate for itself. */
enum { SEEN_SLOTS = 1 << 16, FIRSTS_MAX = 1 << 15, DEPTH_MAX = 16 };
static int depth = 8;   /* LC_FAIL_DEPTH: how many callers make a chain */
static uint64_t seen[SEEN_SLOTS];
static unsigned long firsts[FIRSTS_MAX];
static size_t nfirsts;
static __thread int tracing;   /* our own backtrace's allocations are not the program's */

static int own_backtrace(void **at, int n)
{
    tracing = 1;
    n = backtrace(at, n);
    tracing = 0;
    return n;
}

__attribute__((constructor)) static void init(void)
{
    const char *at = getenv("LC_FAIL_AT");
    fail_at = at ? strtoul(at, NULL, 10) : 0;
    report = getenv("LC_FAIL_REPORT");
    sites_file = getenv("LC_FAIL_SITES");
    spare = getenv("LC_FAIL_SPARE");
    const char *d = getenv("LC_FAIL_DEPTH");
    if (d && atoi(d) > 0 && atoi(d) <= DEPTH_MAX)
        depth = atoi(d);
    trace = getenv("LC_FAIL_TRACE") != NULL;
    const char *kind = getenv("LC_FAIL_KIND");
    sys_kind = kind && strcmp(kind, "sys") == 0;
    only = getenv("LC_FAIL_ONLY");
    on_path = getenv("LC_FAIL_PATH");   /* where the failed call was made, on stderr */
    void *warm[2];
    own_backtrace(warm, 2);   /* its first call allocates: not inside a counted one */
    /* A preloaded library is initialized after the program's own libraries
     * (libqpdf's C++ constructors allocate thousands of times): the calls
     * they made are not the program's, and are not counted. */
    calls = 0;
    nfirsts = 0;
    memset(seen, 0, sizeof seen);
}

__attribute__((destructor)) static void fini(void)
{
    FILE *f;
    if (report && (f = fopen(report, "w"))) {
        fprintf(f, "%lu\n", calls);
        fclose(f);
    }
    if (sites_file && (f = fopen(sites_file, "w"))) {
        for (size_t i = 0; i < nfirsts; i++)
            fprintf(f, "%lu\n", firsts[i]);
        fclose(f);
    }
}

/* Allocation number `calls` is the first from its chain: remember it. */
static void note_chain(void)
{
    void *at[DEPTH_MAX + 2];
    int n = own_backtrace(at, depth + 2);
    uint64_t h = 1469598103934665603ull;   /* FNV-1a over the return addresses, ours left out */
    for (int i = 2; i < n; i++) {
        h ^= (uint64_t)(uintptr_t)at[i];
        h *= 1099511628211ull;
    }
    h |= 1;   /* 0 marks an empty slot */
    for (size_t s = h & (SEEN_SLOTS - 1);; s = (s + 1) & (SEEN_SLOTS - 1)) {
        if (seen[s] == h)
            return;
        if (!seen[s]) {
            seen[s] = h;
            if (nfirsts < FIRSTS_MAX)
                firsts[nfirsts++] = calls;
            return;
        }
    }
}

/* What does not check what malloc returns is spared: its allocation
 * succeeds and the next one fails. LC_FAIL_SPARE lists, comma-separated,
 * libraries (libharu 2.3.0 in its text path: the caller's file) and
 * functions anywhere in the chain (glibc's NSS asserts when an allocation
 * fails under getpwnam: nss_database.c, "ret > 0"). */
static int names(const char *list, const char *name)
{
    size_t n = strlen(list);
    for (const char *p = list; name && p < list + n;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len && memmem(name, strlen(name), p, len))
            return 1;
        p += len + 1;
    }
    return 0;
}

static int listed(const char *list, const char *name)
{
    size_t k = strlen(name);
    for (const char *p = list; (p = strstr(p, name)); p += k)
        if ((p == list || p[-1] == ',') && (p[k] == ',' || p[k] == '\0'))
            return 1;
    return 0;
}

static int spared(void *caller)
{
    Dl_info info;
    if (!spare)
        return 0;
    if (dladdr(caller, &info) && names(spare, info.dli_fname))
        return 1;
    void *at[DEPTH_MAX];
    int n = own_backtrace(at, DEPTH_MAX);
    for (int i = 0; i < n; i++)
        if (dladdr(at[i], &info) && names(spare, info.dli_sname))
            return 1;
    return 0;
}

static int fail(void *caller)
{
    if (tracing || sys_kind)
        return 0;
    ++calls;
    if (sites_file)
        note_chain();
    if (calls != fail_at)
        return 0;
    if (spared(caller)) {
        fail_at++;
        return 0;
    }
    if (trace) {
        void *at[16];
        tracing = 1;
        backtrace_symbols_fd(at, backtrace(at, 16), 2);
        tracing = 0;
    }
    errno = ENOMEM;
    return 1;
}

/* The same count for the system call `name` (on `path`, or NULL): fails it
 * with errno `e`. */
static int fail_sys_on(const char *name, const char *path, void *caller, int e)
{
    if (!sys_kind || (only && !listed(only, name)) || (on_path && (!path || !strstr(path, on_path))))
        return 0;
    sys_kind = 0;   /* what fail() and note_chain() call is not counted */
    int r = fail(caller);
    sys_kind = 1;
    if (r)
        errno = e;
    return r;
}

void *malloc(size_t n) { return fail(__builtin_return_address(0)) ? NULL : __libc_malloc(n); }
void *calloc(size_t n, size_t size) { return fail(__builtin_return_address(0)) ? NULL : __libc_calloc(n, size); }
void *realloc(void *p, size_t n) { return fail(__builtin_return_address(0)) ? NULL : __libc_realloc(p, n); }

#define fail_sys(name, caller, e) fail_sys_on(name, NULL, caller, e)

/* The system calls. Each finds the real one on first use; gcov's own writes
 * of its counts (.gcda files, in the coverage build) are never failed, nor
 * counted: they run at exit, after the program's last word. */
#define REAL(name) static __typeof__(name) *real; \
    if (!real) { tracing = 1; real = (__typeof__(name) *)dlsym(RTLD_NEXT, #name); tracing = 0; }
#define CALLER __builtin_return_address(0)

static int gcov_file(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    return n > 5 && strcmp(path + n - 5, ".gcda") == 0;
}

int open(const char *path, int flags, ...)
{
    REAL(open);
    mode_t mode = 0;
    if (flags & (O_CREAT | __O_TMPFILE)) {
        va_list ap;
        va_start(ap, flags);
        mode = va_arg(ap, mode_t);
        va_end(ap);
    }
    return !gcov_file(path) && fail_sys_on("open", path, CALLER, EMFILE) ? -1 : real(path, flags, mode);
}
FILE *fopen(const char *path, const char *mode)
{
    REAL(fopen);
    return !gcov_file(path) && fail_sys_on("fopen", path, CALLER, EMFILE) ? NULL : real(path, mode);
}
DIR *opendir(const char *path) { REAL(opendir); return fail_sys_on("opendir", path, CALLER, EMFILE) ? NULL : real(path); }
int pipe(int fd[2]) { REAL(pipe); return fail_sys("pipe", CALLER, EMFILE) ? -1 : real(fd); }
int pipe2(int fd[2], int flags) { REAL(pipe2); return fail_sys("pipe2", CALLER, EMFILE) ? -1 : real(fd, flags); }
int dup2(int a, int b) { REAL(dup2); return fail_sys("dup2", CALLER, EMFILE) ? -1 : real(a, b); }
pid_t fork(void) { REAL(fork); return fail_sys("fork", CALLER, EAGAIN) ? -1 : real(); }
char *mkdtemp(char *t) { REAL(mkdtemp); return fail_sys("mkdtemp", CALLER, ENOSPC) ? NULL : real(t); }
int mkstemp(char *t) { REAL(mkstemp); return fail_sys("mkstemp", CALLER, ENOSPC) ? -1 : real(t); }
int mkdir(const char *p, mode_t m) { REAL(mkdir); return !gcov_file(p) && fail_sys_on("mkdir", p, CALLER, ENOSPC) ? -1 : real(p, m); }
int rmdir(const char *p) { REAL(rmdir); return fail_sys_on("rmdir", p, CALLER, EIO) ? -1 : real(p); }
int unlink(const char *p) { REAL(unlink); return fail_sys_on("unlink", p, CALLER, EIO) ? -1 : real(p); }
int rename(const char *a, const char *b) { REAL(rename); return fail_sys_on("rename", a, CALLER, EIO) ? -1 : real(a, b); }
int chown(const char *p, uid_t u, gid_t g) { REAL(chown); return fail_sys_on("chown", p, CALLER, EPERM) ? -1 : real(p, u, g); }
int chmod(const char *p, mode_t m) { REAL(chmod); return fail_sys_on("chmod", p, CALLER, EPERM) ? -1 : real(p, m); }
int fchmod(int fd, mode_t m) { REAL(fchmod); return fail_sys("fchmod", CALLER, EPERM) ? -1 : real(fd, m); }
int chdir(const char *p) { REAL(chdir); return fail_sys_on("chdir", p, CALLER, EIO) ? -1 : real(p); }
int access(const char *p, int m) { REAL(access); return fail_sys_on("access", p, CALLER, EIO) ? -1 : real(p, m); }
int stat(const char *restrict p, struct stat *restrict st) { REAL(stat); return fail_sys_on("stat", p, CALLER, EIO) ? -1 : real(p, st); }
int lstat(const char *restrict p, struct stat *restrict st) { REAL(lstat); return fail_sys_on("lstat", p, CALLER, EIO) ? -1 : real(p, st); }
int fstat(int fd, struct stat *st) { REAL(fstat); return fail_sys("fstat", CALLER, EIO) ? -1 : real(fd, st); }
int fsync(int fd) { REAL(fsync); return fail_sys("fsync", CALLER, EIO) ? -1 : real(fd); }
char *realpath(const char *restrict p, char *restrict out) { REAL(realpath); return fail_sys_on("realpath", p, CALLER, EIO) ? NULL : real(p, out); }
ssize_t readlink(const char *restrict p, char *restrict b, size_t n) { REAL(readlink); return fail_sys_on("readlink", p, CALLER, EIO) ? -1 : real(p, b, n); }
int unshare(int flags) { REAL(unshare); return fail_sys("unshare", CALLER, EPERM) ? -1 : real(flags); }
int mount(const char *s, const char *t, const char *fs, unsigned long f, const void *d)
{
    REAL(mount);
    return fail_sys("mount", CALLER, EPERM) ? -1 : real(s, t, fs, f, d);
}
int setrlimit(__rlimit_resource_t r, const struct rlimit *l) { REAL(setrlimit); return fail_sys("setrlimit", CALLER, EPERM) ? -1 : real(r, l); }
int setgroups(size_t n, const gid_t *g) { REAL(setgroups); return fail_sys("setgroups", CALLER, EPERM) ? -1 : real(n, g); }
int sigaction(int s, const struct sigaction *restrict a, struct sigaction *restrict o)
{
    REAL(sigaction);
    return fail_sys("sigaction", CALLER, EINVAL) ? -1 : real(s, a, o);
}
struct passwd *getpwnam(const char *name) { REAL(getpwnam); return fail_sys("getpwnam", CALLER, EIO) ? NULL : real(name); }
int prctl(int op, ...)
{
    REAL(prctl);
    va_list ap;
    va_start(ap, op);
    unsigned long a = va_arg(ap, unsigned long), b = va_arg(ap, unsigned long);
    unsigned long c = va_arg(ap, unsigned long), d = va_arg(ap, unsigned long);
    va_end(ap);
    return fail_sys("prctl", CALLER, EINVAL) ? -1 : real(op, a, b, c, d);
}
