/* cmd_block.c — `lotcert block`: an emission against the prize table. */
#include "atomic.h"
#include "block.h"
#include "candidate.h"
#include "cli.h"
#include "digest.h"

#include <fcntl.h>
#include <sodium.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char BLOCK_USAGE[] =
    "usage: lotcert block --rules R FILE|- [--candidate CMD] [options]\n\n"
    "Stream an emission (JSON Lines, one request per unit, any number of blocks)\n"
    "and report per block and in total: units, anomalies by kind with serials, lots\n"
    "per amount against the prize table, off-table winners, duplicate serials across\n"
    "the whole emission, unreadable lines (by number), total paid, payout ratio, the\n"
    "spread of winners (chi-square over 100 sub-blocks and a runs test, each with\n"
    "both tails: clustered and too regular). A draw game without a prize table\n"
    "(its levels state their chance, one_in) is a stream of plays: each level is\n"
    "counted and tested against its chance on both tails (found too rarely, too\n"
    "often), the threshold shared among the levels; its payout ratio is over the\n"
    "plays' stakes. Units that declare their lot\n"
    "(\"lot_cents\") are checked one by one, each that does not pay it named. With\n"
    "--candidate every unit also goes through the candidate and disagreements are\n"
    "counted, the first shown in full.\n\n"
    "  --rules R          one rules file (one game)\n"
    "  --candidate CMD    a program speaking docs/protocol.md\n"
    "  --timeout S        seconds per candidate answer (default 5)\n"
    "  --units N          units per block (default: the rules'); lots are scaled\n"
    "  --alpha P          threshold for the spread tests' p-values, and for a draw\n"
    "                     game's levels together (default 0.001)\n"
    "  --progress         the progress bar even when stderr is no terminal (CI logs)\n"
    "  --json F           the figures as JSON to F, whole or not at all; shards'\n"
    "                     files combine with `lotcert merge`\n"
    "  --blocks A-B       a shard: only blocks A to B (1-based; A- to the end); the\n"
    "                     lines before are counted, not read, so line numbers stay\n"
    "                     those of the whole emission\n\n"
    LC_CONFINE_USAGE "\n"
    "A progress bar with rate and ETA goes to stderr when it is a terminal.\n"
    LC_READING_USAGE "\n"
    "exit: 0 every block conforming, 1 not (or the candidate was not started again:\n"
    "      docs/protocol.md), 2 usage or input error.\n";

/* "A-B" or "A-": 1 <= A <= B. */
static int block_range(const char *text, lc_block_opts *o)
{
    unsigned long long a, b = 0;
    int used = 0;
    if (sscanf(text, "%llu-%n", &a, &used) != 1 || !used || a < 1 ||
        (text[used] && (sscanf(text + used, "%llu%n", &b, &used) != 1 || b < a || text[strlen(text) - 1] == ' '))) {
        fprintf(stderr, "lotcert block: --blocks: expected A-B or A- (block numbers from 1, A <= B), got '%s'\n", text);
        return -1;
    }
    o->first_block = a;
    o->last_block = b;
    return 0;
}

/* Which emission a shard is of: the file's size and the SHA-256 of its
 * first MiB, the same for every shard of one file whatever its range (a
 * shard stops at its last block, so no shard reads the file whole). merge
 * refuses shards of different emissions. NULL for a stream. */
static json_t *emission_of(const char *input)
{
    int fd = input ? open(input, O_RDONLY | O_CLOEXEC) : -1;
    struct stat st;
    char head[1 << 16], sha[LC_SHA256_HEX];
    crypto_hash_sha256_state h;
    json_t *e = NULL;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        crypto_hash_sha256_init(&h);
        ssize_t k;
        for (off_t done = 0; done < (1 << 20) && (k = read(fd, head, sizeof head)) > 0; done += k)
            crypto_hash_sha256_update(&h, (const unsigned char *)head, (unsigned long long)k);
        unsigned char out[32];
        crypto_hash_sha256_final(&h, out);
        sodium_bin2hex(sha, sizeof sha, out, sizeof out);
        e = json_pack("{s:I, s:s}", "bytes", (json_int_t)st.st_size, "head_sha256", sha);
    }
    if (fd >= 0)
        close(fd);
    return e ? e : json_null();
}

/* The run's figures as JSON, whole or not at all. */
static int write_json(const char *json, const lc_game *g, const char *rules, const lc_block_opts *o,
                      const lc_block_run *run, const char *input)
{
    char sha[LC_SHA256_HEX];
    lc_error err;
    if (lc_sha256_file(rules, sha, &err)) {
        lc_error_print(&err);
        return -1;
    }
    json_t *doc = lc_block_run_json(g, sha, o, run, input);
    json_object_set_new(doc, "emission", emission_of(input));
    int rc = lc_atomic_write_json(doc, json, &err);
    json_decref(doc);
    if (rc)
        lc_error_print(&err);
    return rc;
}

int cmd_block(int argc, char **argv)
{
    static const struct option opts[] = {{"rules", required_argument, NULL, 'r'}, {"candidate", required_argument, NULL, 'c'},
                                         {"timeout", required_argument, NULL, 't'}, {"units", required_argument, NULL, 'u'},
                                         {"alpha", required_argument, NULL, 'a'}, {"help", no_argument, NULL, 'h'},
                                         {"progress", no_argument, NULL, 'p'}, {"json", required_argument, NULL, 'j'},
                                         {"blocks", required_argument, NULL, 'b'}, LC_CONFINE_LONGOPTS,
                                         {NULL, 0, NULL, 0}};
    lc_confine confine = LC_CONFINE_DEFAULTS;
    lc_block_opts o = {.timeout = 5, .alpha = 0.001, .progress = isatty(2), .confine = &confine};
    int taken;
    const char *rules = NULL, *json = NULL;
    unsigned long long units = 0;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {   /* options may follow FILE */
        if (c == 'h')
            return lc_usage(BLOCK_USAGE, 0);
        if (c == 'r')
            rules = optarg;
        else if (c == 'c')
            o.candidate = optarg;
        else if (c == 't' && lc_opt_real("block", "--timeout", "seconds", optarg, 0.001, 3600, &o.timeout))
            return LC_EXIT_INPUT;
        else if (c == 'u' && lc_opt_uint("block", "--units", optarg, 1, 100000000, &units))
            return LC_EXIT_INPUT;
        else if (c == 'a' && lc_opt_real("block", "--alpha", "a probability", optarg, 0, 0.999999, &o.alpha))
            return LC_EXIT_INPUT;
        else if (c == 'p')
            o.progress = 1;
        else if (c == 'j')
            json = optarg;
        else if (c == 'b' && block_range(optarg, &o))
            return LC_EXIT_INPUT;
        else if ((c > 0xff || !strchr("rctuajb", c)) && (taken = lc_confine_option("block", c, optarg, &confine)) != 0)
            return taken < 0 ? LC_EXIT_INPUT : lc_usage(BLOCK_USAGE, 1);
    }
    o.units = units;
    if (!rules || argc - optind != 1)
        return lc_usage(BLOCK_USAGE, 1);
    static const char *const jopt[] = {"--json"};
    if (lc_outputs_distinct("block", jopt, &json, 1))
        return LC_EXIT_INPUT;
    if (o.candidate && lc_confine_or_fail(&confine))
        return LC_EXIT_INPUT;
    lc_error err;
    lc_game *g = lc_game_load_or_fail(rules);
    if (!g)
        return LC_EXIT_INPUT;
    if (g->pool.nranks) {   /* no block of units: each drawing has its plays */
        fprintf(stderr, "lotcert block: %s is a pool game: a drawing's plays are verified by lotcert rapports\n", g->id);
        lc_game_free(g);
        return LC_EXIT_INPUT;
    }
    const char *path = argv[optind];
    int fd = strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : 0;
    if (fd < 0) {
        perror(path);
        lc_game_free(g);
        return LC_EXIT_INPUT;
    }
    struct stat st;
    uint64_t size = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? (uint64_t)st.st_size : 0;
    lc_block_run run;
    o.keep_serials = json != NULL;
    int rc = lc_block_verify(g, fd, size, &o, &run, &err);
    if (rc) {
        fprintf(stderr, "%s: ", path);
        lc_error_print(&err);
        rc = LC_EXIT_INPUT;
    } else if (o.first_block > 1 && !run.nblocks) {
        fprintf(stderr, "%s: the emission ends before block %llu (%llu lines)\n", path,
                (unsigned long long)o.first_block, (unsigned long long)run.lines);
        rc = LC_EXIT_INPUT;
    } else {
        lc_block_print(g, &o, &run, stdout);
        rc = lc_block_run_ok(&run) ? LC_EXIT_OK : LC_EXIT_FINDINGS;
        lc_pace pace;
        lc_cand_pace(&pace);
        if (pace.hit) {   /* the units left failed: said once, with the rate measured */
            printf("the candidate's pace was not kept, the units left failed: %s\n", pace.why);
            rc = LC_EXIT_FINDINGS;
        }
        char why[400];
        if (lc_cand_given_up_last(why, sizeof why)) {   /* not started again: said once, the units left failed */
            printf("%s: it was not started again (a unit left, if any, failed)\n", why);
            rc = LC_EXIT_FINDINGS;
        }
        if (json && write_json(json, g, rules, &o, &run, strcmp(path, "-") ? path : NULL))
            rc = LC_EXIT_INPUT;
    }
    if (fd)
        close(fd);
    lc_block_free(&run);
    lc_game_free(g);
    return rc;
}
