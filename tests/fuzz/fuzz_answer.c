/* fuzz_answer.c — a candidate's answer line: parsed as the runner parses it
 * and checked against every case of one game's suite (expectations with
 * grids, remedy, notes and trace). */
#include "fuzz.h"
#include "cases.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static lc_suite s;
    static int loaded;
    if (!loaded) {
        char *paths[] = {"cases/fdj-super-bingo-2004"};
        lc_error err;
        if (lc_suite_load(&s, fuzz_rules(), paths, 1, &err))
            abort();
        loaded = 1;
    }
    json_t *answer = json_loadb((const char *)data, size, 0, NULL);
    if (!answer)
        return 0;
    char why[400];
    for (int i = 0; i < s.n; i += 7)
        lc_case_check(&s.cases[i], answer, why, sizeof why);
    json_decref(answer);
    return 0;
}
