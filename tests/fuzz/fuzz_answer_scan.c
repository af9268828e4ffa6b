/* fuzz_answer_scan.c — the fast reader of answer lines against jansson.
 * Whatever lc_answer_scan accepts, jansson (duplicate keys refused, as the
 * slow path reads) must read as one object with the same id, status and
 * amount: the fast path may decline a line, never read it otherwise. */
#include "fuzz.h"
#include "answer_scan.h"
#include "outcome.h"

#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    lc_answer_fields f;
    if (memchr(data, '\n', size) || lc_answer_scan((const char *)data, size, &f) != 0)
        return 0;
    json_error_t je;
    json_t *j = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES, &je);
    const json_t *id = json_object_get(j, "id"), *st = json_object_get(j, "status"), *am = json_object_get(j, "amount_cents");
    if (!json_is_object(j) || !json_is_string(id) || json_string_length(id) != f.idlen ||
        memcmp(json_string_value(id), f.id, f.idlen) || !json_is_string(st) ||
        strcmp(json_string_value(st), lc_status_word((lc_status)f.status)) || !json_is_integer(am) ||
        json_integer_value(am) != f.amount)
        abort();
    json_decref(j);
    return 0;
}
