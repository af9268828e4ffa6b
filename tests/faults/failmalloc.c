/* failmalloc.c — an LD_PRELOAD allocator that fails the Nth allocation of a
 * run (LC_FAIL_AT=N), so a test can walk the allocation sites of a short
 * run. With LC_FAIL_REPORT=FILE it writes there how many allocations the run
 * made; with LC_FAIL_SITES=FILE, the numbers of the allocations made from a
 * call chain (LC_FAIL_DEPTH callers, 8 unless told) not seen before in the
 * run, one a line. Failing only those reaches every site by every path at a
 * fraction of the cost of failing every allocation: a loop allocates from
 * one chain thousands of times.
 * Built only for the fault tests (tests/cli/faults.sh). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern void *__libc_malloc(size_t n);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t n);

static unsigned long calls, fail_at;
static const char *report, *sites_file;
static int trace;
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
    trace = getenv("LC_FAIL_TRACE") != NULL;   /* where the failed call was made, on stderr */
    void *warm[2];
    own_backtrace(warm, 2);   /* its first call allocates: not inside a counted one */
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
    if (tracing)
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

void *malloc(size_t n) { return fail(__builtin_return_address(0)) ? NULL : __libc_malloc(n); }
void *calloc(size_t n, size_t size) { return fail(__builtin_return_address(0)) ? NULL : __libc_calloc(n, size); }
void *realloc(void *p, size_t n) { return fail(__builtin_return_address(0)) ? NULL : __libc_realloc(p, n); }
