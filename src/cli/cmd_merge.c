/* cmd_merge.c — `lotcert merge`: shards of one emission, verified apart
 * (`block --blocks A-B --json F`), combined into the verdict and figures
 * of one run over the whole emission. The shards must tile it: block
 * numbers and lines follow on with neither overlap nor gap, and the last
 * one reaches the end. Duplicates are found again across all shards from
 * their serial runs. */
#include "atomic.h"
#include "block.h"
#include "cli.h"
#include "digest.h"
#include "progress.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char MERGE_USAGE[] =
    "usage: lotcert merge --rules R [--json F] [--partial] SHARD.json...\n\n"
    "Combine the JSON of `lotcert block --json` run on shards of one emission (each\n"
    "on its range of blocks, `--blocks A-B`, on any machine) into the report and\n"
    "verdict of one run over the whole emission: every block's figures, the total,\n"
    "and duplicate serials found again across all shards.\n\n"
    "The shards are checked first: the same game, rules file (by SHA-256), block\n"
    "size, threshold and candidate; block numbers from 1 and lines from 1 following\n"
    "on from shard to shard with no overlap and no gap; the last shard reaching the\n"
    "end of the emission. Any of these wrong is an error, not a finding.\n\n"
    "  --rules R     the rules file every shard was verified with\n"
    "  --json F      the merged figures as JSON to F (the form block --json writes,\n"
    "                so merged files can be merged again)\n"
    "  --partial     the shards may start after block 1 and stop before the end:\n"
    "                the result is a larger shard, to be merged with the rest\n"
    "                (a gap or an overlap between them is still an error)\n\n"
    "exit: 0 every block conforming, 1 not, 2 usage error or shards that do not\n"
    "tile one emission.\n";

typedef struct {
    const char *path;
    json_t *doc;
    uint64_t first_block, last_block, first_line, last_line;
    int goes_on;
} shard;

__attribute__((format(printf, 2, 3))) static int fail(const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "lotcert merge: %s: ", path);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return -1;
}

static int load_shard(shard *s, const char *path, const lc_game *g, const char *sha)
{
    json_error_t je;
    json_int_t fb, lb, fl, ll;
    int on;
    const char *format, *game, *rsha;
    s->path = path;
    if (!(s->doc = json_load_file(path, JSON_REJECT_DUPLICATES, &je))) {
        fprintf(stderr, "%s:%d:%d: %s\n", path, je.line, je.column, je.text);
        return -1;
    }
    if (json_unpack(s->doc, "{s:s, s:s, s:{s:s}}", "format", &format, "game", &game, "rules", "sha256", &rsha) ||
        strcmp(format, "lotcert-block"))
        return fail(path, "%s", "not the JSON of `lotcert block --json`");
    if (strcmp(game, g->id))
        return fail(path, "a shard of %s, not of the game of --rules", game);
    if (strcmp(rsha, sha))
        return fail(path, "verified with other rules (SHA-256 %.16s...), not the file given to --rules", rsha);
    if (json_unpack(s->doc, "{s:{s:I, s:I, s:I, s:I, s:b}}", "shard", "first_block", &fb, "last_block", &lb,
                    "first_line", &fl, "last_line", &ll, "emission_goes_on", &on) ||
        fb < 1 || lb < fb - 1 || fl < 1 || ll < fl - 1)
        return fail(path, "%s", "\"shard\" is not {first_block, last_block, first_line, last_line, emission_goes_on}");
    *s = (shard){path, s->doc, (uint64_t)fb, (uint64_t)lb, (uint64_t)fl, (uint64_t)ll, on};
    return 0;
}

static int by_first_block(const void *a, const void *b)
{
    const shard *x = a, *y = b;
    return x->first_block < y->first_block ? -1 : x->first_block > y->first_block;
}

/* The emission every shard of a file names (its size and first MiB, as
 * block saw it), or null where no shard read a file. */
static const json_t *emission_of(const shard *s, int n)
{
    for (int i = 0; i < n; i++)
        if (json_is_object(json_object_get(s[i].doc, "emission")))
            return json_object_get(s[i].doc, "emission");
    return NULL;
}

/* The options that make figures comparable, and the emission: the same in
 * every shard read from a file. A shard read from a stream names none: it
 * cannot be tied to the file, and the console says so. */
static int same_options(const shard *s, int n)
{
    const json_t *first = json_object_get(s[0].doc, "options"), *emission = emission_of(s, n);
    for (int i = 0; i < n; i++) {
        if (i && !json_equal(first, json_object_get(s[i].doc, "options")))
            return fail(s[i].path, "%s", "verified with other options (units per block, --alpha or --candidate) "
                        "than the first shard");
        const json_t *e = json_object_get(s[i].doc, "emission");
        if (!e || (!json_is_null(e) && !json_equal(emission, e)))
            return fail(s[i].path, "%s", "a shard of another emission than the others (its file's size or first MiB "
                        "differ, or it does not say): merge the shards of one emission file");
        if (json_is_null(e))
            fprintf(stderr, "note: %s was read from a stream: no file ties it to the other shards' emission\n", s[i].path);
    }
    return 0;
}

/* Block numbers and lines follow on from 1 to the end, each once (partial:
 * from wherever the first shard starts to wherever the last one stops). */
static int tiled(const shard *s, int n, int partial)
{
    char why[400];
    if (!partial && (s[0].first_block != 1 || s[0].first_line != 1)) {
        snprintf(why, sizeof why, "begins at block %llu, line %llu: blocks before it are in no shard",
                 (unsigned long long)s[0].first_block, (unsigned long long)s[0].first_line);
        return fail(s[0].path, "%s", why);
    }
    for (int i = 1; i < n; i++) {
        const shard *p = &s[i - 1], *q = &s[i];
        const char *how = NULL;
        if (q->first_block <= p->last_block)
            how = "overlaps";
        else if (q->first_block > p->last_block + 1 || !p->goes_on)
            how = "leaves a gap after";
        else if (q->first_line <= p->last_line)
            how = "overlaps in lines (unreadable lines before it moved the blocks' boundaries: verify in one run)";
        else if (q->first_line > p->last_line + 1)
            how = "leaves lines in no shard after";
        if (how) {
            snprintf(why, sizeof why, "blocks %llu-%llu, lines %llu-%llu, %s %s (blocks %llu-%llu, lines %llu-%llu)",
                     (unsigned long long)q->first_block, (unsigned long long)q->last_block,
                     (unsigned long long)q->first_line, (unsigned long long)q->last_line, how, p->path,
                     (unsigned long long)p->first_block, (unsigned long long)p->last_block,
                     (unsigned long long)p->first_line, (unsigned long long)p->last_line);
            return fail(q->path, "%s", why);
        }
    }
    if (s[n - 1].goes_on && !partial)
        return fail(s[n - 1].path, "the emission goes on after this shard's last block, %s",
                    "and no shard covers the rest");
    return 0;
}

/* How many units a shard's serials name (each run [key, first, last, line]
 * names last - first + 1), or -1 when they are not runs. */
static json_int_t serials_count(const json_t *doc)
{
    const json_t *runs = json_object_get(json_object_get(doc, "serials"), "runs"), *r;
    json_int_t n = 0;
    size_t i;
    if (!json_is_array(runs))
        return -1;
    json_array_foreach(runs, i, r)
        n += json_integer_value(json_array_get(r, 2)) - json_integer_value(json_array_get(r, 1)) + 1;
    return n;
}

/* Every shard's blocks, in order, and all serials into one set. */
static int gather(const lc_game *g, shard *s, int n, lc_block_run *run, lc_serials *set)
{
    char why[300];
    lc_error err;
    for (int i = 0; i < n; i++) {
        const json_t *blocks = json_object_get(s[i].doc, "blocks");
        if (!json_is_array(blocks) || json_array_size(blocks) != s[i].last_block - s[i].first_block + 1)
            return fail(s[i].path, "%s", "\"blocks\" does not hold the shard's blocks");
        for (size_t k = 0; k < json_array_size(blocks); k++) {
            run->blocks = lc_xrealloc(run->blocks, (size_t)(run->nblocks + 1) * sizeof *run->blocks);
            lc_block_result *b = &run->blocks[run->nblocks++];
            if (lc_block_result_from_json(g, json_array_get(blocks, k), b, why, sizeof why))
                return fail(s[i].path, "blocks: %s", why);
            b->duplicates = 0;   /* found again below, across all shards */
            memset(&b->s_duplicate, 0, sizeof b->s_duplicate);
        }
        int rc = lc_serials_from_json(set, json_object_get(s[i].doc, "serials"), why, sizeof why, &err);
        if (rc == -2)
            return lc_error_print(&err), -1;
        if (rc)
            return fail(s[i].path, "serials: %s", why);
        if (serials_count(s[i].doc) != json_integer_value(json_object_get(json_object_get(s[i].doc, "total"), "units")))
            return fail(s[i].path, "%s", "its serials do not account for its units, one each: the shard was changed "
                        "after block wrote it; verify its blocks again");
    }
    run->lines = s[n - 1].last_line;
    run->first_block = s[0].first_block;
    run->skipped = s[0].first_line - 1;
    run->beyond = s[n - 1].goes_on;
    return 0;
}

static int merge(const lc_game *g, const char *sha, shard *s, int n, const char *json, int partial)
{
    lc_error err;
    if (same_options(s, n))
        return LC_EXIT_INPUT;
    qsort(s, (size_t)n, sizeof *s, by_first_block);
    if (tiled(s, n, partial))
        return LC_EXIT_INPUT;
    json_int_t units;
    double alpha;
    json_t *cand = NULL;
    json_unpack(s[0].doc, "{s:{s:I, s:F, s:o}}", "options", "units", &units, "alpha", &alpha, "candidate", &cand);
    lc_block_opts o = {.units = (uint64_t)units, .alpha = alpha, .candidate = json_string_value(cand)};
    lc_block_run run = {.first_block = 1, .merged = 1, .serials = json ? json_object() : NULL};
    lc_serials *set = lc_serials_new();
    double t0 = lc_now();
    int rc = gather(g, s, n, &run, set) ? LC_EXIT_INPUT : 0;
    if (!rc && lc_block_duplicates(&run, set, &err))
        rc = (lc_error_print(&err), LC_EXIT_INPUT);
    lc_serials_free(set);
    if (!rc) {
        lc_block_judge(g, &o, &run);
        run.seconds = lc_now() - t0;
        lc_block_print(g, &o, &run, stdout);
        rc = lc_block_run_ok(&run) ? LC_EXIT_OK : LC_EXIT_FINDINGS;
    }
    if (json && (!rc || rc == LC_EXIT_FINDINGS)) {   /* the rules' digest, read once by cmd_merge */
        json_t *doc = lc_block_run_json(g, sha, &o, &run, NULL), *paths = json_array();
        for (int i = 0; i < n; i++)
            json_array_append_new(paths, json_string(s[i].path));
        json_object_set_new(doc, "shards", paths);
        json_object_set(doc, "emission", emission_of(s, n) ? (json_t *)emission_of(s, n) : json_null());
        if (lc_atomic_write_json(doc, json, &err))
            rc = (lc_error_print(&err), LC_EXIT_INPUT);
        json_decref(doc);
    }
    lc_block_free(&run);
    return rc;
}

int cmd_merge(int argc, char **argv)
{
    static const struct option opts[] = {{"rules", required_argument, NULL, 'r'}, {"json", required_argument, NULL, 'j'},
                                         {"help", no_argument, NULL, 'h'}, {"partial", no_argument, NULL, 'p'},
                                         {NULL, 0, NULL, 0}};
    const char *rules = NULL, *json = NULL;
    int c, partial = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
        if (c == 'h')
            return lc_usage(MERGE_USAGE, 0);
        else if (c == 'r')
            rules = optarg;
        else if (c == 'j')
            json = optarg;
        else if (c == 'p')
            partial = 1;
        else
            return lc_usage(MERGE_USAGE, 1);
    }
    if (!rules || optind == argc)
        return lc_usage(MERGE_USAGE, 1);
    static const char *const jopt[] = {"--json"};
    if (lc_outputs_distinct("merge", jopt, &json, 1))
        return LC_EXIT_INPUT;
    char sha[LC_SHA256_HEX];
    lc_error err;
    lc_game *g = lc_game_load_or_fail(rules);
    if (!g)
        return LC_EXIT_INPUT;
    if (lc_sha256_file(rules, sha, &err)) {
        lc_error_print(&err);
        lc_game_free(g);
        return LC_EXIT_INPUT;
    }
    int n = argc - optind, rc = 0;
    shard *s = lc_xcalloc((size_t)n, sizeof *s);
    for (int i = 0; i < n && !rc; i++)
        rc = load_shard(&s[i], argv[optind + i], g, sha) ? LC_EXIT_INPUT : 0;
    if (!rc)
        rc = merge(g, sha, s, n, json, partial);
    for (int i = 0; i < n; i++)
        json_decref(s[i].doc);
    free(s);
    lc_game_free(g);
    return rc;
}
