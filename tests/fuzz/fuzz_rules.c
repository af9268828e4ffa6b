/* fuzz_rules.c — the rules loader (libyaml events, the positioned tree, the
 * compiler, lint) on arbitrary bytes: refused with a position, or compiled. */
#include "fuzz.h"
#include "lint.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    lc_error err;
    lc_game *g = lc_game_load_text((const char *)data, size, "fuzz.yaml", &err);
    if (!g)
        return 0;
    FILE *null = fopen("/dev/null", "w");
    lc_lint_game(g, null);
    fclose(null);
    lc_game_free(g);
    return 0;
}
