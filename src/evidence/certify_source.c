/* certify_source.c — who produced each emission file and how. A block the
 * kit generated itself (`lotcert generate`, as `make evidence` does) shows
 * the implementation on units the kit built, not the operator's emission:
 * the report must say so, and two files whose statistics are the same must
 * say why. The laboratory states the rest (--block-source). */
#include "certify.h"
#include "labels.h"
#include "readings.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The seed of the serial on the file's first line, when it reads as the
 * first one `lotcert generate` writes ("SEED-0000001"). */
static int first_serial_seed(const char *path, uint64_t *seed)
{
    FILE *f = fopen(path, "re");
    char line[512];
    int ok = f && fgets(line, sizeof line, f);
    if (f)
        fclose(f);
    const char *id = ok ? strstr(line, "\"id\":\"") : NULL;
    if (!id)
        return 0;
    char *end;
    errno = 0;
    unsigned long long s = strtoull(id + 6, &end, 10);
    *seed = s;
    return end > id + 6 && !errno && !strncmp(end, "-0000001\"", 9);
}

static const char *sha_of(const lc_cert *c, const char *path)
{
    for (int i = 0; i < c->nids; i++)
        if (!strcmp(c->ids[i].path, path))
            return c->ids[i].sha256;
    return "";
}

/* Does this lotcert's generator, run again with the seed, the units and the
 * declared lots the file shows, write the file's very bytes? The file's
 * SHA-256 against that of the generator's output, read from a pipe. */
static int regenerates(const lc_cert *c, const lc_cert_block *b, lc_block_source *s)
{
    char seed[32], units[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)s->seed);
    snprintf(units, sizeof units, "%llu", (unsigned long long)s->units);
    const char *argv[8 + 2 * 64] = {"lotcert", "generate", "--rules", b->g->file, "--seed", seed, "--units", units};
    int n = 8;
    if (s->declare)
        argv[n++] = "--declare-lots";
    for (int i = 0; i < lc_readings_count() && i < 64; i++) {   /* the readings the rules are certified under */
        argv[n++] = "--reading";
        argv[n++] = lc_reading_arg(i);
    }
    argv[n] = NULL;
    int fd[2];
    if (pipe2(fd, O_CLOEXEC))
        return 0;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(fd[1], 1);
        dup2(null, 2);
        lc_child_flush();
        execv(c->o.generator, (char *const *)argv);
        _exit(127);
    }
    close(fd[1]);
    char now[LC_SHA256_HEX] = "";
    lc_error err;
    int got = pid > 0 && lc_sha256_fd(fd[0], "lotcert generate", 1ULL << 40, now, &err) == 0;
    close(fd[0]);
    int status = -1;
    while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    return got && WIFEXITED(status) && WEXITSTATUS(status) == 0 && !strcmp(now, sha_of(c, b->path));
}

/* Two files whose blocks give the same figures, block by block. */
static int same_statistics(const lc_cert_block *a, const lc_cert_block *b)
{
    if (a->run.nblocks != b->run.nblocks || !a->run.nblocks)
        return 0;
    for (int k = 0; k < a->run.nblocks; k++) {
        const lc_block_result *x = &a->run.blocks[k], *y = &b->run.blocks[k];
        if (x->units != y->units || x->paid != y->paid || x->winners != y->winners ||
            memcmp(x->lots, y->lots, sizeof x->lots) || memcmp(x->ranks, y->ranks, sizeof x->ranks) ||
            x->spread.chi2 != y->spread.chi2 || x->spread.runs != y->spread.runs)
            return 0;
    }
    return 1;
}

static int same_path(const char *a, const char *b)
{
    char ra[PATH_MAX], rb[PATH_MAX];
    return !strcmp(a, b) || (realpath(a, ra) && realpath(b, rb) && !strcmp(ra, rb));
}

int lc_cert_sources_named(const lc_cert_opts *o, char *const *blocks, int nblocks, lc_error *err)
{
    for (int k = 0; k < o->nsources; k++) {
        int found = 0;
        for (int i = 0; i < nblocks && !found; i++)
            found = same_path(blocks[i], o->sources[k].file);
        if (!found)
            return lc_fail(err, o->sources[k].file, 0, 0, "--block-source", "no --block names this file");
    }
    return 0;
}

void lc_cert_sources(lc_cert *c)
{
    for (int k = 0; k < c->o.nsources; k++)
        for (int i = 0; i < c->nblocks; i++)
            if (same_path(c->blocks[i].path, c->o.sources[k].file))
                c->blocks[i].src.declared = c->o.sources[k].text;
    for (int i = 0; i < c->nblocks; i++) {
        lc_cert_block *b = &c->blocks[i];
        lc_block_source *s = &b->src;
        s->same_as = -1;
        s->units = b->run.lines;
        for (int k = 0; k < b->run.nblocks; k++)
            s->declare |= b->run.blocks[k].declared > 0;
        s->kit = c->o.generator && b->run.nblocks && first_serial_seed(b->path, &s->seed) && regenerates(c, b, s);
        for (int j = 0; j < i && s->same_as < 0; j++)
            if (same_statistics(&c->blocks[j], b)) {
                const lc_block_source *t = &c->blocks[j].src;
                s->same_as = j;
                s->same_why = !strcmp(sha_of(c, b->path), sha_of(c, c->blocks[j].path)) ? LC_SAME_FILE
                              : s->kit && t->kit && s->seed == t->seed && s->units == t->units ? LC_SAME_SEED
                                                                                               : LC_SAME_UNEXPLAINED;
            }
    }
}

const char *lc_cert_source_text(const lc_cert *c, int i, char *buf, size_t n)
{
    const lc_block_source *s = &c->blocks[i].src;
    const char *L = c->o.lang;
    char seed[32], units[32], declared[900] = "";
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)s->seed);
    snprintf(units, sizeof units, "%llu", (unsigned long long)s->units);
    if (s->declared)   /* the laboratory's words, whatever their language */
        snprintf(declared, sizeof declared, "%s%s« %.800s »", s->kit ? lc_l(L, L_SEMI) : "", lc_l(L, L_SRC_DECLARED),
                 s->declared);
    const char *v[3] = {seed, units, s->declare ? " --declare-lots" : ""};
    if (s->kit)
        lc_l_fill(L, L_SRC_KIT, buf, n, v, 3);
    else
        snprintf(buf, n, "%s", s->declared ? "" : lc_l(L, L_SRC_UNSTATED));
    snprintf(buf + strlen(buf), n - strlen(buf), "%s", declared);
    return buf;
}

const char *lc_cert_lots_declared(const lc_cert *c, int i, char *buf, size_t n)
{
    const lc_cert_block *b = &c->blocks[i];
    uint64_t declared = 0, units = 0;
    for (int k = 0; k < b->run.nblocks; k++)
        declared += b->run.blocks[k].declared, units += b->run.blocks[k].units;
    char d[32], u[32];
    snprintf(d, sizeof d, "%llu", (unsigned long long)declared);
    snprintf(u, sizeof u, "%llu", (unsigned long long)units);
    const char *v[2] = {d, u};
    return lc_l_fill(c->o.lang, !declared ? L_DECL_NONE : declared == units ? L_DECL_ALL : L_DECL_SOME, buf, n, v, 2);
}

const char *lc_cert_same_text(const lc_cert *c, int i, char *buf, size_t n)
{
    const lc_block_source *s = &c->blocks[i].src;
    if (s->same_as < 0)
        return NULL;
    char seed[32], units[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)s->seed);
    snprintf(units, sizeof units, "%llu", (unsigned long long)s->units);
    const char *v[3] = {c->blocks[s->same_as].path, seed, units};
    return lc_l_fill(c->o.lang, s->same_why == LC_SAME_FILE ? L_SAME_FILE : s->same_why == LC_SAME_SEED ? L_SAME_SEED
                                                                                                        : L_SAME_UNEXPLAINED,
                     buf, n, v, 3);
}
