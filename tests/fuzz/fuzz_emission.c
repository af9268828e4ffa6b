/* fuzz_emission.c — the emission reader (workers, scanner, slow path, merge,
 * blocks of 50 units) on arbitrary bytes: every line counted once, as a unit
 * or as unreadable. */
#include "fuzz.h"
#include "block.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const lc_ruleset *rs = fuzz_rules();
    char path[64];
    int fd = fuzz_file(data, size, path, sizeof path);
    lc_block_opts o = {.timeout = 5, .units = 50, .alpha = 0.001};
    lc_block_run run;
    lc_error err;
    if (lc_block_verify(rs->games[size % (size_t)rs->n], fd, size, &o, &run, &err) == 0) {
        uint64_t lines = 0;
        for (int i = 0; i < run.nblocks; i++)
            lines += run.blocks[i].units + run.blocks[i].unreadable;
        if (lines != run.lines)
            abort();
    }
    lc_block_free(&run);
    close(fd);
    return 0;
}
