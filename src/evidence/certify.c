/* certify.c — one certification: run everything, take every digest, decide
 * (see certify.h). */
#include "candidate.h"
#include "certify.h"
#include "explain.h"
#include "lint_texts.h"
#include "readings.h"
#include "labels.h"
#include "lint.h"
#include "program.h"
#include "version.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *lc_verdict_word(lc_verdict v, const char *lang)
{
    return lc_l(lang, v == LC_CERTIFIED ? L_CERTIFIED : v == LC_RESERVATIONS ? L_RESERVATIONS_V : L_NOT_CERTIFIED);
}

static void add(lc_finding **list, int *n, lc_finding_kind kind, const lc_game *g, const void *block, const char *fmt,
                ...) __attribute__((format(printf, 6, 7)));
static void add(lc_finding **list, int *n, lc_finding_kind kind, const lc_game *g, const void *block, const char *fmt,
                ...)
{
    char text[1200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    *list = lc_xrealloc(*list, (size_t)(*n + 1) * sizeof **list);
    (*list)[(*n)++] = (lc_finding){kind, g, block, lc_xstrdup(text)};
}

/* The fuzzer's disagreements: how many, the first, its articles, its unit shrunk and what the rules give. */
static void fuzz_finding(lc_cert *c)
{
    char n[3][32], text[1200];
    snprintf(n[0], sizeof n[0], "%llu", (unsigned long long)c->fuzz.disagreements);
    snprintf(n[1], sizeof n[1], "%llu", (unsigned long long)c->fuzz.units);
    snprintf(n[2], sizeof n[2], "%llu", (unsigned long long)c->o.fuzz_seed);
    const char *v[7] = {n[0], n[1], n[2], c->fuzz.first, c->fuzz.first_articles[0] ? c->fuzz.first_articles : lc_l(c->o.lang, L_NONE),
                        c->fuzz.first_unit, c->fuzz.first_expected};
    lc_l_fill(c->o.lang, L_FUZZ_DETAIL, text, sizeof text, v, 7);
    add(&c->nonconf, &c->nnonconf, LC_FK_CANDIDATE, NULL, NULL, "%s: %s", lc_l(c->o.lang, L_FUZZ), text);
}

const char *lc_verdict_key(lc_verdict v)
{
    return lc_verdict_word(v, "en");
}

/* art-3 before art-3.1 before art-3.10, as a reader looks for them. */
static int by_article(const void *a, const void *b)
{
    return strverscmp(((const lc_article_result *)a)->article, ((const lc_article_result *)b)->article);
}

int lc_cert_articles(const lc_cert *c, const lc_game *g, lc_article_result *out, int max)
{
    int n = 0;
    for (int k = 0; k < g->nclauses; k++) {
        const char *art = g->clauses[k].cites;
        int seen = 0;
        for (int i = 0; i < n; i++)
            seen |= !strcmp(out[i].article, art);
        if (seen || n == max)
            continue;
        lc_article_result a = {art, 0, 0};
        for (int i = 0; i < c->run.n; i++) {
            const lc_case *cs = c->run.r[i].c;
            int concerns = 0;
            for (int j = 0; cs->game == g && j < cs->ncovers && !concerns; j++) {
                int cl = lc_game_clause(g, cs->covers[j]);
                concerns = cl >= 0 && !strcmp(g->clauses[cl].cites, art);
            }
            a.cases += concerns;
            a.passed += concerns && c->run.r[i].pass;
        }
        out[n++] = a;
    }
    qsort(out, (size_t)n, sizeof *out, by_article);
    return n;
}

int64_t lc_cert_block_units(const lc_cert *c, const lc_game *g)
{
    return c->o.units ? (int64_t)c->o.units : g->block_units;
}

int64_t lc_cert_lots(const lc_cert *c, const lc_game *g, int r)
{
    return g->rows[r].lots * lc_cert_block_units(c, g) / g->block_units;   /* as lotcert block scales them */
}

int lc_cert_observed(const lc_cert *c, const lc_game *g, uint64_t lots[LC_MAX_TABLE_ROWS])
{
    int n = 0;
    memset(lots, 0, LC_MAX_TABLE_ROWS * sizeof *lots);
    for (int i = 0; i < c->nblocks; i++)
        for (int b = 0; c->blocks[i].g == g && b < c->blocks[i].run.nblocks; b++, n++)
            for (int r = 0; r < g->nrows; r++)
                lots[r] += c->blocks[i].run.blocks[b].lots[r];
    return n;
}

int lc_cert_ranks(const lc_cert *c, const lc_game *g, lc_block_result *all)
{
    int n = 0;
    memset(all, 0, sizeof *all);
    for (int i = 0; i < c->nblocks; i++)
        for (int b = 0; c->blocks[i].g == g && b < c->blocks[i].run.nblocks; b++, n++) {
            const lc_block_result *r = &c->blocks[i].run.blocks[b];
            all->units += r->units, all->anomalies += r->anomalies;
            for (int gi = 0; gi < g->ngrids; gi++) {
                for (int k = 0; k < g->grids[gi].nlev; k++)
                    all->ranks[gi][k] += r->ranks[gi][k];
                for (int k = 0; k <= LC_MAX_CELLS; k++)
                    all->plays_of[gi][k] += r->plays_of[gi][k];
            }
        }
    return n;
}

/* ---- identity ---------------------------------------------------------------- */

static int ident(lc_cert *c, const char *role, const char *path, lc_error *err)
{
    for (int i = 0; i < c->nids; i++)
        if (!strcmp(c->ids[i].path, path))
            return 0;
    lc_ident id = {role, lc_xstrdup(path), "", 0};
    struct stat st;
    if (lc_sha256_file(path, id.sha256, err) || stat(path, &st)) {
        free(id.path);
        return -1;
    }
    id.bytes = st.st_size;
    c->ids = lc_xrealloc(c->ids, (size_t)(c->nids + 1) * sizeof *c->ids);
    c->ids[c->nids++] = id;
    return 0;
}

/* What the candidate's program really runs when it is a script or a shim
 * (a pyenv shim, a shell script that execs an interpreter): the executable
 * seen answering, else the interpreter its #! line names; else the
 * evidence says it could not be resolved. */
static int ident_interpreter(lc_cert *c, const char *program, lc_error *err)
{
    char interp[4096], why[600], real[PATH_MAX];
    lc_prog_kind k = lc_program_resolve(program, interp, sizeof interp, why, sizeof why);
    const char *seen = c->run.program;
    if (k == LC_PROG_COMPILED)
        return 0;
    if (seen[0] && !(realpath(program, real) && !strcmp(real, seen)))
        return ident(c, "interpreter", seen, err);
    if (k == LC_PROG_SCRIPT)
        return ident(c, "interpreter", interp, err);
    char quoted[500];   /* why is the candidate module's words: quoted on a French page */
    const char *v[1] = {lc_l_quote(c->o.lang, why, quoted, sizeof quoted)};
    lc_l_fill(c->o.lang, L_INTERP_UNRESOLVED, c->interpreter_note, sizeof c->interpreter_note, v, 1);
    return 0;
}

/* The candidate's executable (and what it really runs), and every later
 * word of its command that names a file (the script an interpreter runs). */
static int ident_candidate(lc_cert *c, lc_error *err)
{
    char **argv = lc_cand_argv(c->o.candidate, err), where[4096];
    int rc = argv ? 0 : -1;
    struct stat st;
    for (int i = 0; argv && argv[i] && rc == 0; i++) {
        if (i == 0 && lc_cand_which(argv[0], where, sizeof where))
            rc = lc_fail(err, NULL, 0, 0, "--candidate", "cannot run '%s': no such executable", argv[0]);
        else if (i == 0 && !(rc = ident(c, "candidate", where, err)))
            rc = ident_interpreter(c, where, err);
        else if (stat(argv[i], &st) == 0 && S_ISREG(st.st_mode))
            rc = ident(c, "candidate", argv[i], err);
    }
    lc_cand_argv_free(argv);
    return rc;
}

static int identify(lc_cert *c, lc_error *err)
{
    for (int i = 0; i < c->rs.n; i++)
        if (ident(c, "rules", c->rs.games[i]->file, err))
            return -1;
    if (c->since_old && ident(c, "previous rules", c->since_old->file, err))
        return -1;
    for (int i = 0; i < c->rs.n && c->o.texts; i++) {   /* the texts the quotes were proven against */
        char path[4096];
        if (c->rs.games[i]->source && ident(c, "reglement", lc_reglement_path(c->rs.games[i], c->o.texts, path, sizeof path), err))
            return -1;
    }
    for (int i = 0; i < c->suite.nfiles; i++)
        if (ident(c, "cases", c->suite.files[i], err))
            return -1;
    for (int i = 0; i < c->nblocks; i++)
        if (ident(c, "emission", c->blocks[i].path, err))
            return -1;
    if (c->o.candidate && ident_candidate(c, err))
        return -1;
    char self[4096];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    self[n > 0 ? n : 0] = '\0';
    return ident(c, "lotcert", n > 0 ? self : "/proc/self/exe", err);
}

/* ---- the parts ------------------------------------------------------------------ */

/* --since: the previous rules file against the game of the rules it is a
 * version of (the same id, or the one game certified), before any run. */
static int since(lc_cert *c, lc_error *err)
{
    if (!c->o.since)
        return 0;
    if (!(c->since_old = lc_game_load(c->o.since, err)))
        return -1;
    for (int i = 0; i < c->rs.n && !c->since_new; i++)
        if (!strcmp(c->rs.games[i]->id, c->since_old->id) || c->rs.n == 1)
            c->since_new = c->rs.games[i];
    if (!c->since_new)
        return lc_fail(err, c->o.since, 0, 0, "--since", "no game certified is a version of this one (%s): certify "
                       "that game alone (--game ID), or name its previous rules file", c->since_old->id);
    lc_amend_opts ao = {20000, 1, &c->suite};
    return lc_amend_run(c->since_old, c->since_new, &ao, &c->since, err);
}

/* -1 with err when a rules file or a text cannot be read (exit 2, as for
 * any input): an unread quote is not a finding about the rules. */
static int lint_all(lc_cert *c, lc_error *err)
{
    c->lint_findings = lc_xcalloc((size_t)c->rs.n, sizeof *c->lint_findings);
    c->lint_text = lc_xcalloc((size_t)c->rs.n, sizeof *c->lint_text);
    for (int i = 0; i < c->rs.n; i++) {
        size_t len;
        FILE *f = lc_xmemstream(&c->lint_text[i], &len);
        const lc_game *g = c->rs.games[i];
        int q = c->o.texts ? lc_lint_texts(g, c->o.texts, f, err) : lc_lint_quote_values(g, f, err);
        c->lint_findings[i] = q < 0 ? 0 : lc_lint_game(g, f) + q;
        fclose(f);
        if (q < 0)
            return -1;
    }
    return 0;
}

/* The game an emission file is for: its first request's "game". */
static const lc_game *block_game(const lc_cert *c, const char *path, lc_error *err)
{
    FILE *f = fopen(path, "re");
    if (!f)
        return lc_fail(err, path, 0, 0, NULL, "cannot open the emission file"), NULL;
    char *line = NULL;
    size_t cap = 0;
    ssize_t n = getline(&line, &cap, f);
    fclose(f);
    json_t *j = n > 0 ? json_loadb(line, (size_t)n, 0, NULL) : NULL;
    const char *id = json_string_value(json_object_get(j, "game"));
    const lc_game *g = id ? lc_ruleset_find(&c->rs, id) : NULL;
    if (!g)
        lc_fail(err, path, 1, 1, NULL, "expected a request naming a game of the rules (\"game\": ID) on the first line%s%s",
                id ? "; no rules for " : "", id ? id : "");
    json_decref(j);
    free(line);
    return g;
}

typedef struct {
    lc_cert *c;
    int next;                 /* the next block file to take */
    pthread_mutex_t mu;
    lc_error *errs;           /* per file */
    int *rc;
} block_pool;

static void verify_one(lc_cert *c, lc_cert_block *b, lc_error *err, int *rc)
{
    int fd = open(b->path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st)) {
        *rc = lc_fail(err, b->path, 0, 0, NULL, "cannot read the emission file");
    } else {
        lc_block_opts bo = {.candidate = c->run.gave_up ? NULL : c->o.candidate,   /* given up: it would fail again */ .timeout = c->o.timeout, .alpha = c->o.alpha,
                            .progress = c->o.progress && c->o.jobs == 1, .units = c->o.units,
                            .confine = c->o.confine};
        *rc = lc_block_verify(b->g, fd, (uint64_t)st.st_size, &bo, &b->run, err);
        if (c->o.progress)
            fprintf(stderr, "lotcert certify: emission %s verified\n", b->path);
    }
    if (fd >= 0)
        close(fd);
}

static void *block_worker(void *arg)
{
    block_pool *p = arg;
    for (;;) {
        pthread_mutex_lock(&p->mu);
        int i = p->next < p->c->nblocks ? p->next++ : -1;
        pthread_mutex_unlock(&p->mu);
        if (i < 0)
            return NULL;
        verify_one(p->c, &p->c->blocks[i], &p->errs[i], &p->rc[i]);
    }
}

/* Every block file through the interpreter and the candidate, --jobs files
 * at a time (the candidate, one process per file, is the slow part). */
static int verify_blocks(lc_cert *c, char *const *paths, int n, lc_error *err)
{
    c->blocks = lc_xcalloc((size_t)(n ? n : 1), sizeof *c->blocks);
    for (int i = 0; i < n; i++) {
        c->blocks[c->nblocks++].path = lc_xstrdup(paths[i]);
        if (!(c->blocks[i].g = block_game(c, paths[i], err)))
            return -1;
    }
    block_pool p = {c, 0, PTHREAD_MUTEX_INITIALIZER, lc_xcalloc((size_t)n + 1, sizeof(lc_error)),
                    lc_xcalloc((size_t)n + 1, sizeof(int))};
    pthread_t th[64];
    int started = 0, rc = 0;
    while (started < c->o.jobs - 1 && started < n - 1 && pthread_create(&th[started], NULL, block_worker, &p) == 0)
        started++;
    block_worker(&p);
    for (int i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    for (int i = 0; i < n && !rc; i++)
        if ((rc = p.rc[i]))
            *err = p.errs[i];
    free(p.errs);
    free(p.rc);
    return rc ? -1 : 0;
}

/* ---- the verdict ------------------------------------------------------------------ */

static void block_reasons(FILE *f, const lc_cert *c, const lc_cert_block *cb, const lc_block_result *b)
{
    const lc_game *g = cb->g;
    const char *L = c->o.lang, *semi = lc_l(L, L_SEMI), *colon = lc_l(L, L_COLON);
    char money[48];
    if ((int64_t)b->units != lc_cert_block_units(c, g))
        fprintf(f, "%s%llu %s / %lld", semi, (unsigned long long)b->units, lc_l(L, L_UNITS),
                (long long)lc_cert_block_units(c, g));
    for (int r = 0; r < g->nrows; r++)
        if ((int64_t)b->lots[r] != lc_cert_lots(c, g, r))
            fprintf(f, "%s%s %s%s%s %lld, %s %llu", semi, lc_l(L, L_AMOUNT), lc_money(g, money, sizeof money, g->rows[r].amount),
                    colon, lc_l(L, L_EXPECTED), (long long)lc_cert_lots(c, g, r), lc_l(L, L_OBSERVED),
                    (unsigned long long)b->lots[r]);
    const struct { uint64_t n; lc_label what; const lc_samples *s; } kinds[] = {
        {b->anomalies, L_ANOMALIES, &b->s_anomaly}, {b->off_table, L_OFF_TABLE, &b->s_off_table},
        {b->duplicates, L_DUPLICATES, &b->s_duplicate}, {b->unreadable, L_UNREADABLE, &b->s_unreadable},
        {b->disagreements, L_DISAGREE, &b->s_disagree}, {b->lot_mismatches, L_LOT_MISMATCH, &b->s_lot}};
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
        if (!kinds[k].n)
            continue;
        fprintf(f, "%s%s%s%llu", semi, lc_l(L, kinds[k].what), colon, (unsigned long long)kinds[k].n);
        for (int i = 0; i < kinds[k].s->n && i < 3; i++) {   /* a declared lot's sample is the check's words */
            char q[400];
            fprintf(f, "%s%s%ld %s", i ? ", " : " (", i ? "" : lc_l(L, L_LINE), kinds[k].s->line[i],
                    kinds[k].what == L_LOT_MISMATCH ? lc_l_quote(L, kinds[k].s->serial[i], q, sizeof q) : kinds[k].s->serial[i]);
        }
        fputs(kinds[k].s->n ? ")" : "", f);
    }
    if (b->disagreements)   /* the check's own words: quoted where the report is not in English */
        fprintf(f, strcmp(L, "fr") ? "; %s" : " ; le premier, dans les termes du contrôle : « %s »", b->disagree_text[0]);
    if (!lc_spread_ok(&b->spread, c->o.alpha))
        fprintf(f, "%s%s%s%s p = %.3g / %.3g, %s p = %.3g / %.3g < %g", semi, lc_l(L, L_SPREAD), colon, lc_l(L, L_CHI2),
                b->spread.chi2_p, b->spread.chi2_p_low, lc_l(L, L_RUNS), b->spread.runs_p_few, b->spread.runs_p_many,
                c->o.alpha);
}

static void block_findings(lc_cert *c, const lc_cert_block *cb)
{
    const char *L = c->o.lang;
    const lc_game *g = cb->g;
    if (!cb->run.nblocks)
        add(&c->nonconf, &c->nnonconf, LC_FK_BLOCK, g, cb, "%s %s: 0 %s", lc_l(L, L_BLOCK), cb->path, lc_l(L, L_UNITS));
    for (int i = 0; i < cb->run.nblocks; i++) {
        const lc_block_result *b = &cb->run.blocks[i];
        if (!b->conforming) {
            char *text;
            size_t len;
            FILE *f = lc_xmemstream(&text, &len);
            block_reasons(f, c, cb, b);
            fclose(f);
            add(&c->nonconf, &c->nnonconf, LC_FK_BLOCK, g, cb, "%s %s #%d: %s%s", lc_l(L, L_BLOCK), cb->path, i + 1,
                lc_l(L, L_NOT_CONFORMING), text);
            free(text);
        }
        for (int k = 0; k < g->nnotes; k++)
            if (b->notes[k] && !(g->in_kind >> k & 1))   /* a lot in kind's label is no note to reserve */
                add(&c->reserv, &c->nreserv, LC_FK_BLOCK, g, cb, "%s %s #%d: %s « %s »: %llu %s", lc_l(L, L_BLOCK), cb->path, i + 1,
                    lc_l(L, L_NOTES), g->notes[k], (unsigned long long)b->notes[k], lc_l(L, L_UNITS));
    }
}

/* A block the kit generated, and statistics repeated without a reason:
 * the evidence does not show the operator's emission (certify_source.c). */
static void source_findings(lc_cert *c)
{
    const char *L = c->o.lang;
    for (int i = 0; i < c->nblocks; i++) {
        const lc_cert_block *b = &c->blocks[i];
        char seed[32], text[1200];
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)b->src.seed);
        const char *v[1] = {seed};
        if (b->src.kit)
            add(&c->reserv, &c->nreserv, LC_FK_BLOCK, b->g, b, "%s %s%s%s", lc_l(L, L_BLOCK), b->path, lc_l(L, L_COLON),
                lc_l_fill(L, L_SRC_RESERV, text, sizeof text, v, 1));
        if (b->src.same_as >= 0 && b->src.same_why == LC_SAME_UNEXPLAINED)
            add(&c->reserv, &c->nreserv, LC_FK_BLOCK, b->g, b, "%s %s%s%s%s%s", lc_l(L, L_BLOCK), b->path, lc_l(L, L_COLON),
                lc_l(L, L_SAME_STATS), lc_l(L, L_COLON), lc_cert_same_text(c, i, text, sizeof text));
    }
}

/* A suite that ran no case of the game, or killed none of its mutants,
 * tested nothing: whatever else passed, there is no evidence to certify on. */
static void empty_suite(lc_cert *c, const lc_game *g, const lc_game_coverage *gc)
{
    const char *L = c->o.lang;
    int ran = 0;
    for (int i = 0; i < c->run.n; i++)
        ran += c->run.r[i].c->game == g;
    if (!ran)
        add(&c->nonconf, &c->nnonconf, LC_FK_COVERAGE, g, NULL, "%s", lc_l(L, L_NO_CASE_RUN));
    else if (gc && !gc->killed)
        add(&c->nonconf, &c->nnonconf, LC_FK_COVERAGE, g, NULL, "%s (%d %s)", lc_l(L, L_NO_MUTANT_KILLED), gc->nmutants,
            lc_l(L, L_MUTANTS));
}

/* What the evidence cannot reach: a text cut short (what it leaves out is
 * not encoded), figures the text does not print (the laboratory's reading). */
static void limitations(lc_cert *c, const lc_game *g)
{
    const char *L = c->o.lang;
    int from_register = 0;
    for (int r = 0; r < g->nrows; r++)
        from_register += g->rows[r].source >= 0;
    if (g->text_incomplete)
        add(&c->reserv, &c->nreserv, LC_FK_LIMIT, g, NULL, "%s « %s »", lc_l(L, L_LIMIT_CUT), g->text_incomplete);
    if (from_register)
        add(&c->reserv, &c->nreserv, LC_FK_LIMIT, g, NULL, "%s%s%d", lc_l(L, L_LIMIT_REGISTER), lc_l(L, L_COLON),
            from_register);
}

static void game_findings(lc_cert *c, int gi)
{
    static const lc_label what[5] = {L_CLAUSES, L_READINGS, L_OUTCOMES, L_BOUNDS, L_MUTATION};
    const char *L = c->o.lang;
    const lc_game *g = c->rs.games[gi];
    if (c->lint_findings[gi]) {   /* lint's own words: quoted on a French page */
        char *quoted = lc_xmalloc(strlen(c->lint_text[gi]) + 8);
        lc_l_quote(L, c->lint_text[gi], quoted, strlen(c->lint_text[gi]) + 8);
        add(&c->nonconf, &c->nnonconf, LC_FK_LINT, g, NULL, "%s%s%d %s\n%s", lc_l(L, L_LINT), lc_l(L, L_COLON),
                    c->lint_findings[gi], lc_l(L, L_FINDINGS), quoted);
        free(quoted);
    }
    for (int i = 0; i < g->ninterp; i++) {
        const lc_interp *in = &g->interp[i];
        if (in->selected != in->dflt)
            add(&c->reserv, &c->nreserv, LC_FK_READING, g, NULL, "%s (%s): %s « %s », %s « %s »",
                g->clauses[in->clause].id, g->clauses[in->clause].cites, lc_l(L, L_IN_FORCE),
                in->reading[in->selected], lc_l(L, L_NOT_DEFAULT), in->reading[in->dflt]);
    }
    const lc_game_coverage *gc = NULL;
    for (int i = 0; i < c->cov.ngames; i++)
        gc = c->cov.games[i].g == g ? &c->cov.games[i] : gc;
    if (gc && gc->ncases) {
        double pct[5] = {0};
        lc_coverage one = c->cov;
        one.games = (lc_game_coverage *)gc;
        one.ngames = 1;
        for (int k = 0; k < 5; k++)
            if ((pct[k] = lc_cov_percent(&one, k)) < 100)
                add(&c->reserv, &c->nreserv, LC_FK_COVERAGE, g, NULL, "%s: %s %.1f %% < 100 %%", lc_l(L, L_COVERAGE), lc_l(L, what[k]), pct[k]);
        char n[3][32], text[1200];
        snprintf(n[0], sizeof n[0], "%d", gc->failing);
        snprintf(n[1], sizeof n[1], "%d", gc->wrong_equivalent);
        snprintf(n[2], sizeof n[2], "%d", gc->failing_other);
        const char *failing[2] = {n[0], gc->first_failing}, *wrong[2] = {n[1], gc->first_wrong},
                   *other[3] = {n[2], gc->first_failing_other, gc->failing_combo};
        if (gc->failing)
            add(&c->nonconf, &c->nnonconf, LC_FK_COVERAGE, g, NULL, "%s",
                        lc_l_fill(L, L_COV_FAILING, text, sizeof text, failing, 2));
        if (gc->wrong_equivalent)
            add(&c->nonconf, &c->nnonconf, LC_FK_COVERAGE, g, NULL, "%s",
                        lc_l_fill(L, L_COV_WRONG_EQUIV, text, sizeof text, wrong, 2));
        if (gc->failing_other)
            add(&c->nonconf, &c->nnonconf, LC_FK_COVERAGE, g, NULL, "%s",
                        lc_l_fill(L, L_COV_FAILING_OTHER, text, sizeof text, other, 3));
        for (int k = 0; k < gc->nclaims; k++) {
            const char *claim[2] = {gc->claims[k].case_id, gc->claims[k].clause_id};
            add(&c->reserv, &c->nreserv, LC_FK_COVERAGE, g, NULL, "%s",
                        lc_l_fill(L, L_COV_CLAIM, text, sizeof text, claim, 2));
        }
    }
    empty_suite(c, g, gc);
    limitations(c, g);
    int blocks = 0;
    for (int i = 0; i < c->nblocks; i++)
        blocks += c->blocks[i].g == g;
    if (!blocks)   /* a pool game has no block: its drawings' rapports are what an operator publishes */
        add(&c->reserv, &c->nreserv, LC_FK_BLOCK, g, NULL, "%s", lc_l(L, g->pool.nranks ? L_NO_RAPPORTS : L_NO_BLOCK));
    else if (lc_cert_block_units(c, g) < g->block_units)
        add(&c->reserv, &c->nreserv, LC_FK_BLOCK, g, NULL, "%s: %lld / %lld %s", lc_l(L, L_SMALL_BLOCK),
            (long long)lc_cert_block_units(c, g), (long long)g->block_units, lc_l(L, L_UNITS));
}


/* Optional fields that the answers left out (the protocol lets them): what
 * they say was not checked, so the verdict cannot rest on it. */
static void left_out_finding(lc_cert *c)
{
    const char *L = c->o.lang;
    char text[600] = "";
    size_t len = 0;
    for (int k = 0; k < LC_LEFT_N; k++) {
        unsigned long long n = (unsigned long long)c->run.left_out[k] + c->fuzz.left_out[k];
        for (int i = 0; i < c->nblocks; i++)
            for (int b = 0; b < c->blocks[i].run.nblocks; b++)
                n += c->blocks[i].run.blocks[b].left_out[k];
        char count[32], in[80];
        snprintf(count, sizeof count, "%llu", n);
        const char *v[1] = {count}, *first = c->run.left_first[k];
        if (n && len < sizeof text)
            len += (size_t)snprintf(text + len, sizeof text - len, "%s%s %s%s%s%s%s%s", len ? lc_l(L, L_SEMI) : "",
                                    lc_left_name(k), lc_l_fill(L, L_IN_ANSWERS, in, sizeof in, v, 1), first ? " (" : "",
                                    first ? lc_l(L, L_FIRST) : "", first ? lc_l(L, L_COLON) : "", first ? first : "",
                                    first ? ")" : "");
    }
    if (len)
        add(&c->reserv, &c->nreserv, LC_FK_CANDIDATE, NULL, NULL, "%s%s%s", lc_l(L, L_LEFT_OUT), lc_l(L, L_COLON), text);
}

static void decide(lc_cert *c)
{
    const char *L = c->o.lang;
    for (int i = 0; i < c->rs.n; i++)
        game_findings(c, i);
    /* one finding, not a thousand: the cases, the fuzzer and the blocks all wait on an answer; given up in the
     * cases, the fuzzer and the blocks did not ask it (else it was given up there) */
    lc_give_up up = c->run.gave_up ? c->run.gave_up : lc_cand_given_up_last(NULL, 0);
    if (up)
        add(&c->nonconf, &c->nnonconf, LC_FK_CANDIDATE, NULL, NULL, "%s: %d", lc_l(L, lc_give_up_label(up)),
            lc_run_unsent(&c->run));
    for (int i = 0; i < c->run.n; i++) {
        const lc_result *r = &c->run.r[i];
        char arts[256];
        char why[700];   /* the check's words: quoted on a French page */
        if (!r->pass && !lc_result_unsent(&c->run, r))
            add(&c->nonconf, &c->nnonconf, LC_FK_CASE, r->c->game, NULL, "%s %s (%s)%s%s", lc_l(L, L_CASES), r->c->id,
                lc_case_articles(r->c, arts, sizeof arts), lc_l(L, L_COLON), lc_l_quote(L, r->why ? r->why : "failed", why, sizeof why));
    }
    for (int i = 0; i < c->nblocks; i++)
        block_findings(c, &c->blocks[i]);
    source_findings(c);
    if (c->fuzz.disagreements)
        fuzz_finding(c);
    if (c->o.fuzz && c->fuzz.unbuilt[0])   /* those outcomes rest on the cases alone */
        add(&c->reserv, &c->nreserv, LC_FK_CANDIDATE, NULL, NULL, "%s: %s", lc_l(L, L_FUZZ_UNBUILT), c->fuzz.unbuilt);
    if (c->run.stderr_text && c->run.stderr_text[0]) {
        char n[32], kept[100];
        snprintf(n, sizeof n, "%zu", strlen(c->run.stderr_text));
        const char *v[1] = {n};
        add(&c->reserv, &c->nreserv, LC_FK_CANDIDATE, NULL, NULL, "%s (%s)", lc_l(L, L_STDERR),
                    lc_l_fill(L, L_BYTES_KEPT, kept, sizeof kept, v, 1));
    }
    if (c->run.restarts)
        add(&c->reserv, &c->nreserv, LC_FK_CANDIDATE, NULL, NULL, "%s: %d", lc_l(L, L_RESTARTS), c->run.restarts);
    left_out_finding(c);
    if (!c->o.texts)   /* a quote reversed to say the opposite would pass: the verdict cannot rest on them */
        add(&c->reserv, &c->nreserv, LC_FK_CANDIDATE, NULL, NULL, "%s", lc_l(L, L_TEXTS_UNCHECKED));
    lc_pace pace;
    lc_cand_pace(&pace);
    if (pace.hit)   /* what was left failed too, each in its place; this says why, once, with the rate */
        add(&c->nonconf, &c->nnonconf, LC_FK_CANDIDATE, NULL, NULL, "%s: %s", lc_l(L, L_PACE), pace.why);
    /* the mode in force, not the one asked: auto without bwrap is no sandbox either */
    if (c->o.confine && c->o.confine->in_force != LC_SANDBOX_BWRAP)
        add(&c->reserv, &c->nreserv, LC_FK_CANDIDATE, NULL, NULL, "%s (%s)", lc_l(L, L_UNCONFINED),
            c->o.confine->why_none);
    c->verdict = c->nnonconf ? LC_NOT_CERTIFIED : c->nreserv ? LC_RESERVATIONS : LC_CERTIFIED;
}

/* The date of the evidence: the clock's, or SOURCE_DATE_EPOCH's where it
 * is set (a reproducible build's), which must then be a date every report
 * can print: from 1970 to the last second of year 9999 (a PDF's date has
 * four digits of year), or nothing is certified. */
static int when(lc_cert *c, lc_error *err)
{
    const char *sde = getenv("SOURCE_DATE_EPOCH");
    sde = sde && *sde ? sde : NULL;   /* set empty: not set */
    char *end = NULL;
    errno = 0;
    long long t = sde ? strtoll(sde, &end, 10) : 0;
    c->reproducible = sde != NULL;
    c->when = sde ? (time_t)t : time(NULL);
    if (sde && ((unsigned)(*sde - '0') > 9 || *end || errno || t > 253402300799LL))
        return lc_fail(err, NULL, 0, 0, "SOURCE_DATE_EPOCH", "expected a whole number of seconds since 1970 up to "
                       "253402300799 (the end of year 9999), found '%.40s'", sde);
    return 0;
}

int lc_certify(lc_cert *c, const lc_cert_opts *o, char *const *rules, int nrules, char *const *cases, int ncases,
               char *const *blocks, int nblocks, lc_error *err)
{
    memset(c, 0, sizeof *c);
    c->o = *o;
    if (when(c, err) || lc_cert_sources_named(o, blocks, nblocks, err) || lc_ruleset_load(&c->rs, rules, nrules, err))
        return -1;
    if (lc_suite_load(&c->suite, &c->rs, cases, ncases, err)) {
        lc_ruleset_free(&c->rs);
        return -1;
    }
    lc_run_opts ro = {o->candidate, o->timeout, o->jobs, NULL, o->confine};
    int rc = since(c, err);
    if (rc == 0)
        rc = lint_all(c, err);
    if (rc == 0)
        rc = lc_run_suite(&c->suite, &ro, &c->run, err);
    lc_fuzz_opts fo = {.candidate = o->candidate, .units = o->fuzz, .seed = o->fuzz_seed, .timeout = o->timeout,
                       .progress = o->progress, .confine = o->confine};
    if (rc == 0 && o->fuzz && o->candidate && !c->run.gave_up)   /* given up: it would fail again, unit after unit */
        rc = lc_fuzz_run(&c->rs, &fo, &c->fuzz, err);
    if (rc == 0) {
        lc_coverage_compute(&c->rs, &c->suite, &c->cov);
        rc = verify_blocks(c, blocks, nblocks, err);
    }
    if (rc == 0)
        rc = identify(c, err);
    if (rc) {
        lc_cert_free(c);
        return -1;
    }
    lc_cert_sources(c);
    lc_cert_environment(c);
    decide(c);
    return 0;
}

void lc_cert_free(lc_cert *c)
{
    for (int i = 0; i < c->rs.n && c->lint_text; i++)
        free(c->lint_text[i]);
    free(c->lint_text);
    free(c->lint_findings);
    for (int i = 0; i < c->nblocks; i++) {
        lc_block_free(&c->blocks[i].run);
        free(c->blocks[i].path);
    }
    free(c->blocks);
    for (int i = 0; i < c->nids; i++)
        free(c->ids[i].path);
    free(c->ids);
    for (int i = 0; i < c->nnonconf; i++)
        free(c->nonconf[i].text);
    for (int i = 0; i < c->nreserv; i++)
        free(c->reserv[i].text);
    free(c->nonconf);
    free(c->reserv);
    if (c->cov.games)
        lc_coverage_free(&c->cov);
    lc_run_free(&c->run);
    if (c->since_old)
        lc_amend_free(&c->since);
    lc_game_free(c->since_old);
    lc_suite_free(&c->suite);
    lc_ruleset_free(&c->rs);
    memset(c, 0, sizeof *c);
}
