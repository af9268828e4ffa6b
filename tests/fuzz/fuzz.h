/* fuzz.h — what the libFuzzer harnesses share: the bundled rules, loaded
 * once, and a file holding the fuzzer's bytes for loaders that read paths. */
#ifndef FUZZ_H
#define FUZZ_H


#include "cases.h"
#include "rules.h"

#include <jansson.h>

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

/* One game's cases (a path under cases/), loaded at the first call. */
static inline const lc_suite *fuzz_suite(const char *path)
{
    static lc_suite s;
    static int loaded;
    if (!loaded) {
        char *paths[] = {(char *)path};
        lc_error err;
        if (lc_suite_load(&s, fuzz_rules(), paths, 1, &err))
            abort();
        loaded = 1;
    }
    return &s;
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

/* Text a report or a terminal may receive: valid UTF-8 by jansson's own
 * check, no C0 control but tab and newline; for a terminal, no DEL and no
 * C1 control either. Aborts, showing the text, otherwise. */
static inline void fuzz_check_text(const char *s, size_t n, int terminal)
{
    json_t *j = json_stringn(s, n);
    if (!j) {
        fprintf(stderr, "not UTF-8:\n%.*s\n", (int)n, s);
        abort();
    }
    json_decref(j);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        int c1 = c == 0xc2 && i + 1 < n && (unsigned char)s[i + 1] >= 0x80 && (unsigned char)s[i + 1] <= 0x9f;
        if ((c < 0x20 && c != '\n' && c != '\t') || (terminal && (c == 0x7f || c1))) {
            fprintf(stderr, "byte 0x%02x at %zu of:\n%.*s\n", c, i, (int)n, s);
            abort();
        }
    }
}

#endif
