/* fuzz_emission.c — the emission reader (workers, scanner, slow path, merge,
 * blocks of 50 units, declared lots, shards skipping their first blocks) on
 * arbitrary bytes: every line counted once, as skipped, a unit or
 * unreadable; every unit declaring its lot or not. */
#include "fuzz.h"
#include "block.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const lc_ruleset *rs = fuzz_rules();
    char path[64];
    int fd = fuzz_file(data, size, path, sizeof path);
    lc_block_opts o = {.timeout = 5, .units = 50, .alpha = 0.001, .first_block = size % 3 + 1,
                       .last_block = size % 5 ? 0 : size % 3 + 2, .keep_serials = size % 2};
    lc_block_run run;
    lc_error err;
    if (lc_block_verify(rs->games[size % (size_t)rs->n], fd, size, &o, &run, &err) == 0) {
        uint64_t lines = run.skipped;
        for (int i = 0; i < run.nblocks; i++) {
            const lc_block_result *b = &run.blocks[i];
            lines += b->units + b->unreadable;
            if (b->declared + b->undeclared != b->units || b->lot_mismatches > b->declared || b->duplicates > b->units)
                abort();
        }
        if (lines != run.lines)
            abort();
    }
    lc_block_free(&run);
    close(fd);
    return 0;
}
