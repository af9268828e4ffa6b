/* rules_load.c — a rules file from disk to a compiled lc_game, and sets of
 * them from files and directories. */
#include "compile.h"
#include "paths.h"
#include "take.h"
#include "readings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const TOP_KEYS[] = {"format", "game", "emission", "interpretations", "draws", "grids",
                                       "composition", "anomaly", "serving", "marking", "patterns", "levels",
                                       "non_paying", "combination", "prize_table", "ranks", "sharing", NULL};

static int compile_root(cc_ctx *c, const yt_node *root)
{
    const char *format;
    if (yr_map(&c->rd, root, TOP_KEYS) || yr_field_str(&c->rd, root, "format", 1, &format))
        return -1;
    if (strcmp(format, "lotcert-rules/1"))
        return yr_fail_key(&c->rd, root, "format", "expected format lotcert-rules/1, found '%s'", format);
    /* The register first: every other section may be gated by its readings. */
    return cc_identity(c, root) || cc_interpretations(c, root) || cc_draws_grids(c, root) ||
           cc_composition(c, root) || cc_play(c, root) || cc_pool(c, root) || cc_combination(c, root) || cc_table(c, root) ? -1 : 0;
}

static lc_game *new_game(const char *path)
{
    lc_game *g = lc_xcalloc(1, sizeof *g);
    g->file = lc_xstrdup(path);
    g->anomaly_clause = g->across_clause = g->pairs_clause = -1;
    g->otherwise_clause = g->offtable_clause = g->table_clause = g->lose_clause = g->several_clause = -1;
    g->mult_clause = g->mult_grid = g->mult_draw = -1;
    g->otherwise_note = g->offtable_note = g->several_note = -1;
    return g;
}

static lc_game *compile_tree(yt_node *root, const char *path, lc_error *err)
{
    if (!root)
        return NULL;
    lc_game *g = new_game(path);
    cc_ctx c = {.g = g};
    yr_init(&c.rd, g->file, err);
    int rc = compile_root(&c, root);
    yt_free(root);
    if (rc) {
        lc_game_free(g);
        return NULL;
    }
    return g;
}

/* text (malloc'd, NUL-terminated) compiled; the game keeps it, or it is freed. */
static lc_game *compile_owned(char *text, size_t len, const char *name, lc_error *err)
{
    lc_game *g = compile_tree(yt_load_string(text, len, name, err), name, err);
    if (!g) {
        free(text);
        return NULL;
    }
    g->text = text;
    g->text_len = len;
    return g;
}

/* The whole of fp, NUL-terminated, up to one byte past LC_MAX_FILE (a pipe
 * has no size to refuse first); NULL on a read error (errno). */
static char *read_all(FILE *fp, size_t *n)
{
    size_t cap = 1 << 14;
    char *buf = lc_xmalloc(cap);
    *n = 0;
    for (size_t k; *n <= LC_MAX_FILE && (k = fread(buf + *n, 1, cap - *n - 1, fp)) > 0;) {
        *n += k;
        if (cap - *n < 2)
            buf = lc_xrealloc(buf, cap *= 2);
    }
    if (ferror(fp)) {
        int e = errno;
        free(buf);
        errno = e;
        return NULL;
    }
    buf[*n] = '\0';
    return buf;
}

lc_game *lc_game_load(const char *path, lc_error *err)
{
    FILE *fp = fopen(path, "rbe");
    if (!fp && errno == ENOMEM)   /* the machine's state, not a finding in the file */
        lc_out_of_memory();
    if (!fp) {
        lc_fail(err, path, 0, 0, NULL, "cannot open: %s", strerror(errno));
        if (err)
            err->io = 1;
        return NULL;
    }
    size_t n;
    char *text = read_all(fp, &n);
    if (!text && lc_fail(err, path, 0, 0, NULL, "cannot read: %s", strerror(errno)) && err)
        err->io = 1;
    fclose(fp);
    if (text && n > LC_MAX_FILE) {
        lc_fail(err, path, 0, 0, NULL, "file of more than %d bytes; a rules or case file is at most %d MiB",
                LC_MAX_FILE, LC_MAX_FILE >> 20);
        free(text);
        return NULL;
    }
    return text ? compile_owned(text, n, path, err) : NULL;
}

lc_game *lc_game_load_text(const char *text, size_t len, const char *name, lc_error *err)
{
    char *copy = lc_xmalloc(len + 1);
    memcpy(copy, text, len);
    copy[len] = '\0';
    return compile_owned(copy, len, name, err);
}

lc_game *lc_game_recompile(const lc_game *g, const char *const *choices, int n, lc_error *err)
{
    lc_readings_scope(choices, n);
    lc_game *h = lc_game_load_text(g->text, g->text_len, g->file, err);
    lc_readings_scope(NULL, 0);
    return h;
}

void lc_game_free(lc_game *g)
{
    if (!g)
        return;
    for (int i = 0; i < g->nclauses; i++) {
        free(g->clauses[i].id);
        free(g->clauses[i].cites);
        free(g->clauses[i].quote);
    }
    for (int i = 0; i < g->ninterp; i++)
        cc_interp_free(&g->interp[i]);
    for (int i = 0; i < g->ndraws; i++) {
        free(g->draws[i].name);
        free(g->draws[i].label);
    }
    for (int i = 0; i < g->ngrids; i++) {
        free(g->grids[i].name);
        free(g->grids[i].label);
        for (int f = 0; f < g->grids[i].nfam; f++)
            free(g->grids[i].fam[f].name);
        for (int s = 0; s < g->grids[i].nsymbols; s++)
            free(g->grids[i].symbol[s]);
    }
    for (int i = 0; i < g->nnotes; i++)
        free(g->notes[i]);
    for (int r = 0; r < g->pool.nranks; r++)
        free(g->pool.rank[r].name);
    for (int i = 0; i < LC_MAX_LEVELS; i++)
        free(g->pool.class_name[i]);
    char *strings[] = {g->file, g->text, g->id, g->title, g->edition, g->reglement_title, g->source, g->signed_on,
                       g->amended_on, g->applicable_on, g->payout_source, g->remedy, g->text_incomplete};
    for (size_t i = 0; i < sizeof strings / sizeof *strings; i++)
        free(strings[i]);
    free(g->clauses);
    free(g->interp);
    free(g->checks);
    free(g);
}

/* ---- sets of games ----------------------------------------------------- */

static const char *scope;

static int take_scope(const char *cmd, const char *id)
{
    if (scope || !*id) {
        fprintf(stderr, "lotcert %s: --game takes one game id, once\n", cmd);
        return -1;
    }
    scope = id;
    return 0;
}

int lc_game_scope_take(const char *cmd, int *argc, char **argv)
{
    return lc_take_option(cmd, argc, argv, "--game", "a game id", take_scope);
}

const char *lc_game_scope(void) { return scope; }

/* Keep the scoped game only: 0, or -1 with err naming the games there are. */
static int keep_scope(lc_ruleset *rs, lc_error *err)
{
    int k = -1;
    char ids[600] = "";
    for (int i = 0; i < rs->n; i++) {
        k = strcmp(rs->games[i]->id, scope) ? k : i;
        snprintf(ids + strlen(ids), sizeof ids - strlen(ids), "%s%s", i ? ", " : "", rs->games[i]->id);
    }
    if (k < 0)
        return lc_fail(err, NULL, 0, 0, "--game", "no rules file given defines game '%s' (they define: %s)", scope, ids);
    for (int i = 0; i < rs->n; i++)
        if (i != k)
            lc_game_free(rs->games[i]);
    rs->games[0] = rs->games[k];
    rs->n = 1;
    return 0;
}

int lc_ruleset_load(lc_ruleset *rs, char *const *paths, int npaths, lc_error *err)
{
    lc_pathlist files = {0};
    memset(rs, 0, sizeof *rs);
    if (lc_paths_expand(&files, paths, npaths, ".yaml", err))
        return -1;
    rs->games = lc_xcalloc((size_t)files.n, sizeof *rs->games);
    for (int i = 0; i < files.n; i++) {
        lc_game *g = lc_game_load(files.path[i], err);
        if (!g)
            goto fail;
        if (lc_ruleset_find(rs, g->id)) {
            lc_fail(err, g->file, 0, 0, NULL, "game '%s' is defined by another rules file too (%s)", g->id,
                    lc_ruleset_find(rs, g->id)->file);
            lc_game_free(g);
            goto fail;
        }
        rs->games[rs->n++] = g;
    }
    lc_paths_free(&files);
    if (scope && keep_scope(rs, err)) {
        lc_ruleset_free(rs);
        return -1;
    }
    if (lc_readings_unused()) {
        lc_fail(err, NULL, 0, 0, NULL, "--reading %s: no rules file loaded has that entry in its interpretation register",
                lc_readings_unused());
        lc_ruleset_free(rs);
        return -1;
    }
    return 0;
fail:
    lc_paths_free(&files);
    lc_ruleset_free(rs);
    return -1;
}

const lc_game *lc_ruleset_find(const lc_ruleset *rs, const char *id)
{
    for (int i = 0; i < rs->n; i++)
        if (!strcmp(rs->games[i]->id, id))
            return rs->games[i];
    return NULL;
}

void lc_ruleset_free(lc_ruleset *rs)
{
    for (int i = 0; i < rs->n; i++)
        lc_game_free(rs->games[i]);
    free(rs->games);
    memset(rs, 0, sizeof *rs);
}
