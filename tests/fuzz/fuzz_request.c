/* fuzz_request.c — one request line (SPEC section 6) through the reader
 * `eval` and `serve` share, and through the block verifier's fast scanner:
 * both must agree on what they accept. */
#include "fuzz.h"
#include "request.h"
#include "scan.h"

#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const lc_ruleset *rs = fuzz_rules();
    lc_answerer a = {rs, 0};
    int is_error;
    json_t *answer = lc_answer(&a, (const char *)data, size, 1, &is_error);
    json_decref(answer);
    /* the scanner wants a non-digit after the line */
    char *line = malloc(size + 1);
    memcpy(line, data, size);
    line[size] = '\n';
    for (int i = 0; i < rs->n; i++) {
        lc_unit u;
        lc_scan_ids ids;
        if (lc_scan_request(rs->games[i], line, size, &u, &ids) == 0 && is_error) {
            /* what the fast path takes, the slow path must take too (for its game) */
            json_t *j = json_loadb(line, size, 0, NULL);
            const char *game = json_string_value(json_object_get(j, "game"));
            if (game && !strcmp(game, rs->games[i]->id))
                abort();
            json_decref(j);
        }
    }
    free(line);
    return 0;
}
