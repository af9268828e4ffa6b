/* fuzz_reports.c — the report writers fed a candidate's bytes: whatever the
 * reason, the stderr and the answer hold, the JSON report parses, the JUnit
 * report is UTF-8 without a character XML forbids, and the console text is
 * UTF-8 without a control character or escape sequence.
 *
 * Input: byte 0 picks the failing case, bytes 1-2 where the rest splits
 * into the reason (raw bytes, as a careless writer might pass them), the
 * stderr (raw bytes), and an answer line (parsed as the runner parses it). */
#include "fuzz.h"
#include "runner.h"

#include <string.h>

static char dir[64];

static void cleanup(void)
{
    char p[128];
    snprintf(p, sizeof p, "%s/r.json", dir);
    unlink(p);
    snprintf(p, sizeof p, "%s/r.xml", dir);
    unlink(p);
    rmdir(dir);
}

static char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        abort();
    char *buf = malloc(1 << 22);
    *n = fread(buf, 1, (1 << 22) - 1, f);
    buf[*n] = '\0';
    fclose(f);
    return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int loaded;
    const lc_suite *s = fuzz_suite("cases/fdj-bingo-2012");
    if (!loaded) {
        snprintf(dir, sizeof dir, "%s/lotcert-fuzz-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
        if (!mkdtemp(dir))
            abort();
        atexit(cleanup);
        loaded = 1;
    }
    if (size < 3)
        return 0;
    size_t rest = size - 3, a = rest * data[1] / 255, b = a + (rest - a) * data[2] / 255;
    const char *p = (const char *)data + 3;
    char *why = strndup(p, a), *err = strndup(p + a, b - a);

    lc_result r[2] = {{.c = &s->cases[data[0] % s->n], .pass = 0, .why = why},
                      {.c = &s->cases[(data[0] + 1) % s->n], .pass = 1}};
    r[0].got = json_loadb(p + b, rest - b, JSON_REJECT_DUPLICATES, NULL);
    lc_run run = {.candidate = err, .r = r, .n = 2, .passed = 1, .failed = 1, .stderr_text = err};

    char jp[128], xp[128];
    snprintf(jp, sizeof jp, "%s/r.json", dir);
    snprintf(xp, sizeof xp, "%s/r.xml", dir);
    lc_error e;
    if (lc_report_json(&run, jp, &e) || lc_report_junit(&run, xp, &e))
        abort();
    json_t *back = json_load_file(jp, 0, NULL);
    if (!back)
        abort();
    json_decref(back);
    size_t n;
    char *xml = slurp(xp, &n);
    fuzz_check_text(xml, n, 0);
    free(xml);

    char *console = NULL;
    size_t clen = 0;
    FILE *m = open_memstream(&console, &clen);
    lc_report_text(&run, m);
    fclose(m);
    fuzz_check_text(console, clen, 1);
    free(console);

    json_decref(r[0].got);
    free(why);
    free(err);
    return 0;
}
