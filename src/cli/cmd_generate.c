/* cmd_generate.c — `lotcert generate`: a conforming emission block. */
#include "atomic.h"
#include "cli.h"
#include "construct.h"
#include "emit.h"
#include "pool_stream.h"
#include "progress.h"

#include <getopt.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char GENERATE_USAGE[] =
    "usage: lotcert generate --rules R --seed N [--units N] [--declare-lots] [-o FILE] [--progress]\n"
    "       lotcert generate --rules R --seed N --units N --drawing F [--rare K] [-o FILE]   (a pool game)\n"
    "       lotcert generate --rules R --seed N --drawings N [-o FILE]                        (a pool game)\n\n"
    "Write an emission block (JSON Lines, docs/formats.md): exactly the prize table's\n"
    "lots per amount, every other unit losing, all well-formed, in random order.\n"
    "Randomness is ChaCha20 (libsodium) keyed by SHA-256 of the seed: the same seed\n"
    "gives the same bytes. Every unit is built from the rules and checked by the\n"
    "evaluator before it is written. Serials are SEED-NNNNNNN. A draw game without\n"
    "a prize table gets a stream of plays instead: a grid and a stake of the\n"
    "player's, the draws at random, whatever each play wins. A pool game (a jeu de\n"
    "répartition) gets one drawing in F, with the rapports the rules give over the\n"
    "plays (published: what `lotcert rapports` checks), and N plays at random, one\n"
    "per line, with K plays more built to reach each class (default 1), spread\n"
    "through them, so that every rank has winners. With --drawings N, N drawings\n"
    "instead, each a request line (docs/pool-draws.md) at the edges of every rule of\n"
    "sharing: a play listed, counts of none, one, a few or millions per class (no\n"
    "six, a rank empty), sums on a step or a cent either side (ranks inverted and\n"
    "pooled, rounding at its bounds), for a candidate's tests.\n\n"
    "  --rules R    one rules file (one game)\n"
    "  --seed N     the seed (an integer)\n"
    "  --units N    units in the block (default: the rules' block size); a smaller\n"
    "               block holds the table's lots scaled down (rounded down), for tests\n"
    "  --declare-lots  give each unit the lot it pays (\"lot_cents\"), as a printer's\n"
    "               production file does; `lotcert block` then checks each one\n"
    "  --drawing F  a pool game: the drawing's JSON goes to F (whole or not at all)\n"
    "  --rare K     a pool game: plays built to reach each class (0 to 1000)\n"
    "  --drawings N a pool game: N drawings at the edges, as request lines\n"
    "  -o FILE      write to FILE (whole or not at all) instead of standard output\n"
    "  --progress   the progress bar even when stderr is no terminal (CI logs)\n\n"
    "A progress bar with rate and ETA goes to stderr when it is a terminal.\n"
    LC_READING_USAGE "\n"
    "exit: 0, or 2 on a usage error or rules the generator cannot build from.\n";

#define CHUNK 8192
#define PROGRESS 1   /* generate()'s flags */
#define DECLARE 2
#define THREADS 2
#define SLOTS 4   /* chunks built ahead of the writer */

/* Builders take chunk numbers from `next` and fill slot (chunk % SLOTS);
 * the writer writes chunk `written` once it is done, then frees its slot. */
typedef struct {
    const lc_plan *plan;
    const lc_rng *master;
    const uint8_t *target;
    uint64_t seed;
    int declare;   /* write each unit's lot */
    uint32_t units, nchunks, next, written;
    lc_progress bar;
    char *buf[SLOTS];
    size_t len[SLOTS];
    int done[SLOTS], failed_target;
    pthread_mutex_t mu;
    pthread_cond_t cv;
} pipeline;

/* "SEED-NNNNNNN" without printf: it runs 1 500 000 times. */
static const char *serial(char *out, const char *seed, uint32_t n)
{
    char *o = out + strlen(strcpy(out, seed));
    *o++ = '-';
    char digits[12];
    int k = 0;
    do
        digits[k++] = (char)('0' + n % 10);
    while (n /= 10);
    while (k < 7)
        digits[k++] = '0';
    while (k)
        *o++ = digits[--k];
    *o = '\0';
    return out;
}

static int build(pipeline *p, uint32_t k, char *buf, size_t *len)
{
    char seed[24], id[48];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)p->seed);
    *len = 0;
    uint32_t to = (k + 1) * CHUNK < p->units ? (k + 1) * CHUNK : p->units;
    for (uint32_t i = k * CHUNK; i < to; i++) {
        lc_rng r;
        lc_unit u;
        lc_outcome o;
        lc_rng_stream(&r, p->master, i + 1);
        if (p->plan->g->table_clause < 0 ? lc_construct_play(p->plan, &r, &u, &o)
                                         : lc_construct(p->plan, p->target[i], &r, &u, &o))
            return p->target[i];
        *len += lc_emit_line(buf + *len, p->plan->g, serial(id, seed, i + 1), &u, p->declare ? o.amount : -1);
    }
    return -1;
}

static void *builder(void *arg)
{
    pipeline *p = arg;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (p->next < p->nchunks && p->next >= p->written + SLOTS && p->failed_target < 0)
            pthread_cond_wait(&p->cv, &p->mu);
        if (p->next >= p->nchunks || p->failed_target >= 0)
            break;
        uint32_t k = p->next++, s = k % SLOTS;
        pthread_mutex_unlock(&p->mu);
        size_t len;
        int failed = build(p, k, p->buf[s], &len);
        pthread_mutex_lock(&p->mu);
        p->len[s] = len;
        p->done[s] = 1;
        if (failed >= 0)
            p->failed_target = failed;
        pthread_cond_broadcast(&p->cv);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* The writer: chunks in order, as they are done; to a file (a, or NULL),
 * each handed on to the disk as it goes. */
static int write_chunks(pipeline *p, FILE *out, lc_atomic *a)
{
    int rc = LC_EXIT_OK;
    pthread_mutex_lock(&p->mu);
    while (p->written < p->nchunks && rc == LC_EXIT_OK) {
        uint32_t s = p->written % SLOTS;
        while (!p->done[s] && p->failed_target < 0)
            pthread_cond_wait(&p->cv, &p->mu);
        if (p->failed_target >= 0)
            break;
        pthread_mutex_unlock(&p->mu);
        if (fwrite(p->buf[s], 1, p->len[s], out) != p->len[s])
            rc = LC_EXIT_INPUT;
        else if (a)
            lc_atomic_write_behind(a);
        uint32_t units = (p->written + 1) * CHUNK < p->units ? (p->written + 1) * CHUNK : p->units;
        lc_progress_show(&p->bar, units, (double)units / p->units, units == p->units);
        pthread_mutex_lock(&p->mu);
        p->done[s] = 0;
        p->written++;
        pthread_cond_broadcast(&p->cv);
    }
    if (rc != LC_EXIT_OK)
        p->failed_target = p->failed_target >= 0 ? p->failed_target : 0x7fffffff;   /* stop the builders */
    pthread_cond_broadcast(&p->cv);
    pthread_mutex_unlock(&p->mu);
    if (rc != LC_EXIT_OK && p->bar.on)
        fputc('\n', stderr);   /* the message below the progress line, not over it */
    if (rc != LC_EXIT_OK)
        perror("lotcert generate: write");
    return rc;
}

/* The block's targets: row i of the table lots_i times (scaled), the rest
 * losing; shuffled by the seed's "order" stream. */
static uint8_t *targets(const lc_game *g, uint64_t seed, uint32_t units)
{
    uint8_t *t = lc_xmalloc(units);
    uint32_t k = 0;
    for (int i = 0; i < g->nrows; i++)
        for (int64_t n = g->rows[i].lots * units / g->block_units; n > 0 && k < units; n--)
            t[k++] = (uint8_t)i;
    memset(t + k, g->nrows, units - k);
    lc_rng r;
    lc_rng_init(&r, seed, "order", 0);
    lc_rng_shuffle_u8(&r, t, units);
    return t;
}

static int generate(const lc_game *g, uint64_t seed, uint32_t units, int flags, FILE *out, lc_atomic *a)
{
    lc_plan *plan = lc_xmalloc(sizeof *plan);
    char why[300];
    if (lc_plan_make(plan, g, why, sizeof why)) {
        fprintf(stderr, "lotcert generate: %s: %s\n", g->file, why);
        free(plan);
        return LC_EXIT_INPUT;
    }
    lc_rng master;
    lc_rng_init(&master, seed, "units", 0);
    pipeline p = {.plan = plan, .master = &master, .target = targets(g, seed, units), .seed = seed, .units = units,
                  .nchunks = (units + CHUNK - 1) / CHUNK, .failed_target = -1, .declare = flags & DECLARE};
    pthread_mutex_init(&p.mu, NULL);
    pthread_cond_init(&p.cv, NULL);
    lc_progress_start(&p.bar, flags & PROGRESS);
    for (int s = 0; s < SLOTS; s++)
        p.buf[s] = lc_xmalloc(CHUNK * lc_emit_max(g));
    pthread_t th[THREADS];
    int started[THREADS];
    for (int k = 0; k < THREADS; k++)
        started[k] = pthread_create(&th[k], NULL, builder, &p) == 0;
    int rc = LC_EXIT_INPUT;
    if (started[0] || started[1])   /* GCOVR_EXCL_BR_LINE: else no thread to be had */
        rc = write_chunks(&p, out, a);
    else
        fprintf(stderr, "lotcert generate: cannot start a thread\n");   /* GCOVR_EXCL_LINE */
    for (int k = 0; k < THREADS; k++)
        if (started[k])
            pthread_join(th[k], NULL);
    if (p.failed_target >= 0 && p.failed_target != 0x7fffffff) {
        char whynot[600];
        lc_construct_why(plan, p.failed_target, whynot, sizeof whynot);
        fprintf(stderr, "lotcert generate: %s: no unit paying %lld cents could be built: %s\n", g->file,
                (long long)(p.failed_target < g->nrows ? g->rows[p.failed_target].amount : 0), whynot);
        rc = LC_EXIT_INPUT;
    }
    for (int s = 0; s < SLOTS; s++)
        free(p.buf[s]);
    free((void *)p.target);
    pthread_mutex_destroy(&p.mu);
    pthread_cond_destroy(&p.cv);
    free(plan);
    return rc;
}

/* N drawings at the edges of the sharing, as request lines with serials. */
static int edge_drawings(const lc_game *g, uint64_t seed, uint64_t n, FILE *out)
{
    char why[256], seed_s[32];
    lc_plan *plan = lc_xmalloc(sizeof *plan);
    lc_rng r;
    lc_rng_init(&r, seed, "pool drawings", 0);
    snprintf(seed_s, sizeof seed_s, "%llu", (unsigned long long)seed);
    int rc = lc_plan_make(plan, g, why, sizeof why) ? (fprintf(stderr, "lotcert generate: %s\n", why), LC_EXIT_INPUT)
                                                    : LC_EXIT_OK;
    for (uint64_t i = 0, tries = 0; rc == LC_EXIT_OK && i < n; tries++) {
        json_t *d = lc_pool_edge_drawing(plan, &r);
        if (!d && tries > 100 * (i + 1)) {
            fprintf(stderr, "lotcert generate: %s: no drawing could be built near the rules' boundaries\n", g->id);
            rc = LC_EXIT_INPUT;
        }
        if (!d)
            continue;
        char id[48];
        json_t *req = json_pack("{s:s, s:s, s:o}", "id", serial(id, seed_s, (uint32_t)++i), "game", g->id, "draw", d);
        char *line = json_dumps(req, JSON_COMPACT);
        fprintf(out, "%s\n", line);
        free(line);
        json_decref(req);
    }
    free(plan);
    return rc;
}

/* A pool game's drawing to `drawing`, its plays to out. */
static int pool_stream(const lc_game *g, uint64_t seed, uint64_t units, int rare, const char *drawing, FILE *out)
{
    char why[300];
    lc_error err;
    json_t *d = lc_pool_generate(g, seed, units, rare, out, why, sizeof why);
    if (!d) {
        fprintf(stderr, "lotcert generate: %s\n", why);
        return LC_EXIT_INPUT;
    }
    int rc = lc_atomic_write_json(d, drawing, &err) ? (lc_error_print(&err), LC_EXIT_INPUT) : LC_EXIT_OK;
    json_decref(d);
    return rc;
}

int cmd_generate(int argc, char **argv)
{
    static const struct option opts[] = {{"rules", required_argument, NULL, 'r'}, {"seed", required_argument, NULL, 's'},
                                         {"units", required_argument, NULL, 'u'}, {"output", required_argument, NULL, 'o'},
                                         {"progress", no_argument, NULL, 'p'}, {"help", no_argument, NULL, 'h'},
                                         {"declare-lots", no_argument, NULL, 'd'}, {"drawing", required_argument, NULL, 'D'},
                                         {"rare", required_argument, NULL, 'R'}, {"drawings", required_argument, NULL, 'W'},
                                         {NULL, 0, NULL, 0}};
    const char *rules = NULL, *output = NULL, *seed_s = NULL, *drawing = NULL;
    unsigned long long units = 0, rare = 1, drawings = 0;
    int c, flags = isatty(2) ? PROGRESS : 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, "+ho:", opts, NULL)) != -1) {
        if (c == 'h')
            return lc_usage(GENERATE_USAGE, 0);
        else if (c == 'r')
            rules = optarg;
        else if (c == 's')
            seed_s = optarg;
        else if (c == 'o')
            output = optarg;
        else if (c == 'p')
            flags |= PROGRESS;
        else if (c == 'd')
            flags |= DECLARE;
        else if (c == 'D')
            drawing = optarg;
        else if (c == 'u' && lc_opt_uint("generate", "--units", optarg, 1, 100000000, &units))
            return LC_EXIT_INPUT;
        else if (c == 'R' && lc_opt_uint("generate", "--rare", optarg, 0, 1000, &rare))
            return LC_EXIT_INPUT;
        else if (c == 'W' && lc_opt_uint("generate", "--drawings", optarg, 1, 10000000, &drawings))
            return LC_EXIT_INPUT;
        else if (c != 'u' && c != 'R' && c != 'W')
            return lc_usage(GENERATE_USAGE, 1);
    }
    unsigned long long seed = 0;
    if (!rules || !seed_s || optind != argc)
        return lc_usage(GENERATE_USAGE, 1);
    if (lc_opt_uint("generate", "--seed", seed_s, 0, UINT64_MAX, &seed))
        return LC_EXIT_INPUT;
    lc_error err;
    lc_game *g = lc_game_load_or_fail(rules);
    if (!g)
        return LC_EXIT_INPUT;
    if (g->pool.nranks ? !drawings && (!drawing || !units) : drawing || drawings) {
        fprintf(stderr, "lotcert generate: %s\n", g->pool.nranks ? "a pool game needs --drawing F and --units N (a "
                                                                    "drawing's stream), or --drawings N"
                                                                  : "--drawing and --drawings are a pool game's (ranks:)");
        lc_game_free(g);
        return LC_EXIT_INPUT;
    }
    lc_atomic a;
    FILE *out = stdout;
    int rc = output && lc_atomic_open(&a, output, &err) ? (lc_error_print(&err), LC_EXIT_INPUT) : LC_EXIT_OK;
    if (rc == LC_EXIT_OK) {
        out = output ? a.fp : stdout;
        rc = drawings ? edge_drawings(g, seed, drawings, out)
             : g->pool.nranks ? pool_stream(g, seed, units, (int)rare, drawing, out)
                            : generate(g, seed, (uint32_t)(units ? units : (unsigned long long)g->block_units), flags, out,
                                       output ? &a : NULL);
        if (output && rc == LC_EXIT_OK && lc_atomic_commit(&a, &err))
            rc = (lc_error_print(&err), LC_EXIT_INPUT);
        else if (output && rc != LC_EXIT_OK)
            lc_atomic_abort(&a);
        else if (!output && fflush(stdout))
            rc = (perror("lotcert generate: write"), LC_EXIT_INPUT);
    }
    lc_game_free(g);
    return rc;
}
