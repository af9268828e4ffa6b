/* fuzz_request.c — one request line (docs/protocol.md) through the reader
 * `eval` and `serve` share, and through the block verifier's fast scanner:
 * whatever the scanner takes for a game, jansson and the unit reader take
 * too, with the same serial and the very same unit. */
#include "fuzz.h"
#include "request.h"
#include "scan.h"

#include <string.h>

/* The scanner took the line as a unit of g: jansson must read it alike. */
static void agree(const lc_game *g, const char *line, size_t size, const lc_unit *u, const lc_scan_ids *ids)
{
    json_t *j = json_loadb(line, size, JSON_REJECT_DUPLICATES, NULL);
    const char *id = json_string_value(json_object_get(j, "id"));
    const char *game = json_string_value(json_object_get(j, "game"));
    lc_unit slow;
    char why[200];
    if (!j || !id || !game || strcmp(game, g->id) || strlen(id) != ids->idlen || memcmp(id, ids->id, ids->idlen) ||
        lc_unit_read(g, json_object_get(j, "unit"), &slow, why, sizeof why) || !lc_unit_same(g, u, &slow))
        abort();
    json_decref(j);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const lc_ruleset *rs = fuzz_rules();
    static lc_scanner sc[8];
    if (!sc[0].g)
        for (int i = 0; i < rs->n && i < 8; i++)
            lc_scanner_init(&sc[i], rs->games[i]);
    lc_answerer a = {rs, 0};
    int is_error;
    json_decref(lc_answer(&a, (const char *)data, size, 1, &is_error));
    char *line = malloc(size + 1);   /* the scanner wants a newline after the line */
    memcpy(line, data, size);
    line[size] = '\n';
    for (int i = 0; i < rs->n && i < 8; i++) {
        lc_unit u;
        lc_scan_ids ids;
        if (lc_scan_request(&sc[i], line, size, &u, &ids) == 0 && ids.gamelen == sc[i].idlen &&
            !memcmp(ids.game, rs->games[i]->id, ids.gamelen))
            agree(rs->games[i], line, size, &u, &ids);
    }
    free(line);
    return 0;
}
