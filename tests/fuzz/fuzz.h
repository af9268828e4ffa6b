/* fuzz.h — what the libFuzzer harnesses share: the bundled rules, loaded
 * once, and a file holding the fuzzer's bytes for loaders that read paths. */
#ifndef FUZZ_H
#define FUZZ_H


#include "rules.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The three bundled games, loaded at the first call (fuzzers run from the
 * repository root). */
static inline const lc_ruleset *fuzz_rules(void)
{
    static lc_ruleset rs;
    static int loaded;
    if (!loaded) {
        char *paths[] = {"rules"};
        lc_error err;
        if (lc_ruleset_load(&rs, paths, 1, &err)) {
            lc_error_print(&err);
            abort();
        }
        loaded = 1;
    }
    return &rs;
}

/* The bytes as a file: a memfd, reachable by its /proc path. */
static inline int fuzz_file(const uint8_t *data, size_t size, char *path, size_t n)
{
    int fd = memfd_create("fuzz", 0);
    if (fd < 0 || write(fd, data, size) != (ssize_t)size)
        abort();
    lseek(fd, 0, SEEK_SET);
    snprintf(path, n, "/proc/self/fd/%d", fd);
    return fd;
}

#endif
