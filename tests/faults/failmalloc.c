/* failmalloc.c — an LD_PRELOAD allocator that fails the Nth allocation of a
 * run (LC_FAIL_AT=N), so a test can walk every allocation site of a short
 * run; with LC_FAIL_REPORT=FILE it writes there how many allocations the
 * run made. Built only for the fault tests (tests/cli/faults.sh). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern void *__libc_malloc(size_t n);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t n);

static unsigned long calls, fail_at;
static const char *report;
static int trace;
static const char *spare;

__attribute__((constructor)) static void init(void)
{
    const char *at = getenv("LC_FAIL_AT");
    fail_at = at ? strtoul(at, NULL, 10) : 0;
    report = getenv("LC_FAIL_REPORT");
    spare = getenv("LC_FAIL_SPARE");
    trace = getenv("LC_FAIL_TRACE") != NULL;   /* where the failed call was made, on stderr */
    void *warm[2];
    if (trace)
        backtrace(warm, 2);   /* its first call allocates: not inside a failing one */
}

__attribute__((destructor)) static void fini(void)
{
    if (report) {
        FILE *f = fopen(report, "w");
        if (f) {
            fprintf(f, "%lu\n", calls);
            fclose(f);
        }
    }
}

/* A library that does not check what malloc returns (libharu 2.3.0 in its
 * text path) is spared: its allocation succeeds and the next one fails. */
static int spared(void *caller)
{
    Dl_info info;
    return spare && dladdr(caller, &info) && info.dli_fname && strstr(info.dli_fname, spare);
}

static int fail(void *caller)
{
    if (++calls != fail_at)
        return 0;
    if (spared(caller)) {
        fail_at++;
        return 0;
    }
    if (trace) {
        void *at[16];
        backtrace_symbols_fd(at, backtrace(at, 16), 2);
    }
    errno = ENOMEM;
    return 1;
}

void *malloc(size_t n) { return fail(__builtin_return_address(0)) ? NULL : __libc_malloc(n); }
void *calloc(size_t n, size_t size) { return fail(__builtin_return_address(0)) ? NULL : __libc_calloc(n, size); }
void *realloc(void *p, size_t n) { return fail(__builtin_return_address(0)) ? NULL : __libc_realloc(p, n); }
