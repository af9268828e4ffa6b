/* fuzz_cases.c — the case loader on arbitrary bytes, against the bundled
 * rules: refused with a position, or loaded and run through the interpreter. */
#include "fuzz.h"
#include "runner.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const lc_ruleset *rs = fuzz_rules();
    char path[64];
    int fd = fuzz_file(data, size, path, sizeof path);
    char *paths[] = {path};
    lc_suite s;
    lc_error err;
    if (lc_suite_load(&s, rs, paths, 1, &err) == 0) {
        lc_run_opts o = {NULL, 5, 1, NULL, NULL};
        lc_run run;
        if (lc_run_suite(&s, &o, &run, &err) == 0)
            lc_run_free(&run);
        lc_suite_free(&s);
    }
    close(fd);
    return 0;
}
