/* serials.c — duplicate serials in bounded memory (see serials.h). */
#include "serials.h"
#include "tempdir.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    uint64_t key;
    int width;               /* -1: empty slot */
    char text[96];
} name;

typedef struct {             /* a sorted source of runs: the buffer, or a spill */
    FILE *fp;
    const lc_serial_run *mem, *mem_end;
    lc_serial_run cur;
    int has;
} source;

struct lc_serials {
    lc_serial_run *buf;
    size_t n;
    int open;                /* buf[n - 1] may still grow */
    FILE **spill;
    int nspill;
    name names[LC_SERIAL_NAMES];
    int nnames;
};

static uint64_t fnv(uint64_t h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
    return h;
}

/* Digits ending the serial, when there are 1 to 18 of them; else 0 (the
 * serial is compared whole). */
static int width_of(const char *s, size_t n)
{
    size_t d = n;
    while (d > 0 && (unsigned)(s[d - 1] - '0') <= 9 && n - d < 18)
        d--;
    return d > 0 && (unsigned)(s[d - 1] - '0') <= 9 ? 0 : (int)(n - d);
}

void lc_serial_split(const char *s, size_t n, uint64_t *key, uint64_t *number)
{
    int width = width_of(s, n);
    unsigned char w = (unsigned char)width;
    uint64_t x = 0;
    for (size_t i = n - (size_t)width; i < n; i++)
        x = x * 10 + (uint64_t)(s[i] - '0');
    *key = fnv(fnv(1469598103934665603ULL, s, n - (size_t)width), (const char *)&w, 1);
    *number = x;
}

lc_serials *lc_serials_new(void)
{
    lc_serials *s = lc_xcalloc(1, sizeof *s);
    s->buf = lc_xmalloc(LC_SERIAL_BUFFER * sizeof *s->buf);
    for (int i = 0; i < LC_SERIAL_NAMES; i++)
        s->names[i].width = -1;
    return s;
}

void lc_serials_free(lc_serials *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->nspill; i++)
        fclose(s->spill[i]);
    free(s->spill);
    free(s->buf);
    free(s);
}

static name *find_name(const lc_serials *s, uint64_t key)
{
    for (size_t j = key % LC_SERIAL_NAMES, k = 0; k < LC_SERIAL_NAMES; j = (j + 1) % LC_SERIAL_NAMES, k++)
        if (s->names[j].width < 0 || s->names[j].key == key)
            return (name *)&s->names[j];
    return NULL;
}

void lc_serials_name(lc_serials *s, uint64_t key, const char *prefix, int width)
{
    name *e = s->nnames < LC_SERIAL_NAMES * 3 / 4 ? find_name(s, key) : NULL;
    if (!e || e->width >= 0 || strlen(prefix) >= sizeof e->text)
        return;
    e->key = key;
    e->width = width;
    strcpy(e->text, prefix);
    s->nnames++;
}

static int by_serial(const void *a, const void *b)
{
    const lc_serial_run *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    if (x->lo != y->lo)
        return x->lo < y->lo ? -1 : 1;
    return x->line < y->line ? -1 : x->line > y->line;
}

/* Sort the buffer into an unlinked file under TMPDIR and empty it. */
static int spill(lc_serials *s, lc_error *err)
{
    char path[4096];
    if (lc_temp_template(path, sizeof path, "lotcert-serials-", err))
        return -1;
    int fd = mkstemp(path);
    FILE *fp = fd < 0 ? NULL : fdopen(fd, "w+b");
    if (fd >= 0)
        unlink(path);
    qsort(s->buf, s->n, sizeof *s->buf, by_serial);
    if (!fp || fwrite(s->buf, sizeof *s->buf, s->n, fp) != s->n || fflush(fp) || fseek(fp, 0, SEEK_SET)) {
        int e = errno;
        if (fp)
            fclose(fp);
        else if (fd >= 0)
            close(fd);
        return lc_fail(err, NULL, 0, 0, NULL, "cannot keep the serials in %s (%s): set TMPDIR to a disk with room",
                       path, strerror(e));
    }
    s->spill = lc_xrealloc(s->spill, (size_t)(s->nspill + 1) * sizeof *s->spill);
    s->spill[s->nspill++] = fp;
    s->n = 0;
    s->open = 0;
    return 0;
}

int lc_serials_add_run(lc_serials *s, const lc_serial_run *r, lc_error *err)
{
    if (s->n == LC_SERIAL_BUFFER && spill(s, err))
        return -1;
    s->buf[s->n++] = *r;
    s->open = 0;
    return 0;
}

int lc_serials_add(lc_serials *s, const char *serial, size_t n, uint64_t key, uint64_t number, uint64_t line,
                   lc_error *err)
{
    lc_serial_run *last = s->n ? &s->buf[s->n - 1] : NULL;
    if (s->open && last->key == key && last->hi + 1 == number && last->line + (last->hi - last->lo) + 1 == line) {
        last->hi = number;   /* the common case: the next ticket of the run */
        return 0;
    }
    if ((!last || last->key != key) && s->nnames < LC_SERIAL_NAMES * 3 / 4) {   /* name a new prefix */
        char prefix[96];
        int width = width_of(serial, n);
        size_t keep = n - (size_t)width;
        if (keep < sizeof prefix) {
            memcpy(prefix, serial, keep);
            prefix[keep] = '\0';
            lc_serials_name(s, key, prefix, width);
        }
    }
    lc_serial_run r = {key, number, number, line};
    if (lc_serials_add_run(s, &r, err))
        return -1;
    s->open = 1;
    return 0;
}

static void next(source *src)
{
    if (src->fp)
        src->has = fread(&src->cur, sizeof src->cur, 1, src->fp) == 1;
    else if ((src->has = src->mem < src->mem_end))
        src->cur = *src->mem++;
}

/* The source holding the smallest run, or -1 when all are spent. */
static int smallest(source *src, int n)
{
    int best = -1;
    for (int i = 0; i < n; i++)
        if (src[i].has && (best < 0 || by_serial(&src[i].cur, &src[best].cur) < 0))
            best = i;
    return best;
}

void lc_serials_text(const lc_serials *s, uint64_t key, uint64_t number, char *out, size_t n)
{
    const name *e = find_name(s, key);
    if (!e || e->width < 0)
        snprintf(out, n, "?");
    else if (e->width)
        snprintf(out, n, "%s%0*llu", e->text, e->width, (unsigned long long)number);
    else
        snprintf(out, n, "%s", e->text);
}

static void keep_run(json_t *runs, const lc_serial_run *r, int *complete)
{
    char hex[17];
    if (!runs || !*complete)
        return;
    if (json_array_size(runs) == LC_SERIAL_JSON_RUNS) {
        *complete = 0;
        json_array_clear(runs);
        return;
    }
    snprintf(hex, sizeof hex, "%016llx", (unsigned long long)r->key);
    json_array_append_new(runs, json_pack("[s, I, I, I]", hex, (json_int_t)r->lo, (json_int_t)r->hi, (json_int_t)r->line));
}

/* One run against the run covering the most of its key so far: the
 * overlap is duplicated, and the copies on the later lines are the
 * duplicates (both runs advance a line per number). */
static void overlap(const lc_serial_run *r, const lc_serial_run *cover, lc_serial_dup_fn *fn, void *ctx)
{
    uint64_t count = (cover->hi < r->hi ? cover->hi : r->hi) - r->lo + 1;
    uint64_t at_cover = cover->line + (r->lo - cover->lo);
    if (r->line > at_cover)
        fn(ctx, r->line, count, at_cover, r->key, r->lo);
    else
        fn(ctx, at_cover, count, r->line, r->key, r->lo);
}

int lc_serials_finish(lc_serials *s, lc_serial_dup_fn *fn, void *ctx, json_t *runs_out, int *complete, lc_error *err)
{
    qsort(s->buf, s->n, sizeof *s->buf, by_serial);
    int n = s->nspill + 1;
    source *src = lc_xcalloc((size_t)n, sizeof *src);
    for (int i = 0; i < s->nspill; i++)
        src[i].fp = s->spill[i];
    src[s->nspill].mem = s->buf;
    src[s->nspill].mem_end = s->buf + s->n;
    for (int i = 0; i < n; i++)
        next(&src[i]);
    json_t *runs = runs_out ? json_array() : NULL;
    int all = 1;
    lc_serial_run cover = {0};
    int have = 0;
    for (int i; (i = smallest(src, n)) >= 0; next(&src[i])) {
        const lc_serial_run *r = &src[i].cur;
        keep_run(runs, r, &all);
        if (have && r->key == cover.key && r->lo <= cover.hi)
            overlap(r, &cover, fn, ctx);
        if (!have || r->key != cover.key || r->hi > cover.hi)
            cover = *r;
        have = 1;
    }
    for (int i = 0; i < s->nspill; i++)
        if (ferror(s->spill[i])) {
            free(src);
            json_decref(runs);
            return lc_fail(err, NULL, 0, 0, NULL, "cannot read back the serials kept in TMPDIR");
        }
    free(src);
    if (runs_out) {
        json_t *names = json_object();
        char hex[17];
        for (int i = 0; i < LC_SERIAL_NAMES; i++)
            if (s->names[i].width >= 0) {
                snprintf(hex, sizeof hex, "%016llx", (unsigned long long)s->names[i].key);
                json_object_set_new(names, hex, json_pack("[s, i]", s->names[i].text, s->names[i].width));
            }
        json_object_set_new(runs_out, "runs", all ? runs : json_null());
        if (!all)
            json_decref(runs);
        json_object_set_new(runs_out, "names", names);
        *complete = all;
    }
    return 0;
}

static int hex_key(const char *t, uint64_t *key)
{
    char *end;
    if (strlen(t) != 16)
        return -1;
    errno = 0;
    *key = strtoull(t, &end, 16);
    return *end || errno ? -1 : 0;
}

int lc_serials_from_json(lc_serials *s, const json_t *j, char *why, size_t n, lc_error *err)
{
    const json_t *runs = json_object_get(j, "runs"), *names = json_object_get(j, "names"), *v;
    const char *k;
    size_t i;
    if (!json_is_array(runs)) {
        snprintf(why, n, "its serials are not kept as runs (more than %d): merge cannot look for duplicates "
                 "across shards; verify the emission in one run", LC_SERIAL_JSON_RUNS);
        return -1;
    }
    json_array_foreach(runs, i, v) {
        lc_serial_run r;
        json_int_t lo, hi, line;
        const char *hex;
        if (json_unpack((json_t *)v, "[s, I, I, I]", &hex, &lo, &hi, &line) || hex_key(hex, &r.key) || lo < 0 || hi < lo ||
            line < 1) {
            snprintf(why, n, "serials.runs[%zu] is not [key, first, last, line]", i);
            return -1;
        }
        r.lo = (uint64_t)lo;
        r.hi = (uint64_t)hi;
        r.line = (uint64_t)line;
        if (lc_serials_add_run(s, &r, err))
            return -2;
    }
    json_object_foreach((json_t *)names, k, v) {
        uint64_t key;
        const char *text;
        int width;
        if (hex_key(k, &key) || json_unpack((json_t *)v, "[s, i]", &text, &width) || width < 0 || width > 18) {
            snprintf(why, n, "serials.names.%.20s is not [prefix, width]", k);
            return -1;
        }
        lc_serials_name(s, key, text, width);
    }
    return 0;
}
