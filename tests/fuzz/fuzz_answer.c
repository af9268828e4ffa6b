/* fuzz_answer.c — a candidate's answer line, parsed as the runner parses it
 * (duplicate keys refused), checked against one case of a suite whose
 * expectations hold grids, remedies and notes. Byte 0 picks the case, the
 * rest is the answer. Beyond not crashing: an answer the check accepts
 * agrees with the case on status and amount, and the reason it gives for a
 * refusal is text a report and a terminal can take. */
#include "fuzz.h"
#include "cases.h"

#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const lc_suite *s = fuzz_suite("cases/fdj-super-bingo-2004");
    if (size < 1)
        return 0;
    const lc_case *c = &s->cases[data[0] % s->n];
    json_t *answer = json_loadb((const char *)data + 1, size - 1, JSON_REJECT_DUPLICATES, NULL);
    if (!answer)
        return 0;
    char why[400] = "";
    if (lc_case_check(c, answer, why, sizeof why, NULL) == 0) {
        const json_t *e = c->expect;
        if (strcmp(json_string_value(json_object_get(answer, "status")), json_string_value(json_object_get(e, "status"))) ||
            json_integer_value(json_object_get(answer, "amount_cents")) !=
                json_integer_value(json_object_get(e, "amount_cents")))
            abort();   /* accepted an answer that disagrees with the case */
    } else {
        fuzz_check_text(why, strlen(why), 1);
    }
    json_decref(answer);
    return 0;
}
