/* cases_load.c — case files to an lc_suite (see cases.h). */
#include "cases.h"
#include "draw.h"
#include "paths.h"
#include "unit.h"
#include "yread.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const FILE_KEYS[] = {"game", "cases", NULL};
static const char *const EQUIV_FILE_KEYS[] = {"equivalent_mutants", NULL};
static const char *const EQUIV_KEYS[] = {"mutant", "reason", "readings", NULL};
static const char *const CASE_KEYS[] = {"id", "covers", "description", "readings", "unit", "draw", "expect", NULL};
static const char *const DRAW_EXPECT_KEYS[] = {"ranks", "carried_over_cents", "plays", NULL};
static const char *const EXPECT_KEYS[] = {"status", "amount_cents", "grids", "remedy", "notes", NULL};

/* A YAML node as JSON: plain integers become integers, plain null/~ null,
 * everything else a string (so "J" stays "J"). */
static json_t *to_json(const yt_node *n)
{
    if (n->kind == YT_MAP) {
        json_t *o = json_object();
        for (size_t i = 0; i < yt_npairs(n); i++)
            json_object_set_new(o, yt_key(n, i)->text, to_json(yt_val(n, i)));
        return o;
    }
    if (n->kind == YT_SEQ) {
        json_t *a = json_array();
        for (size_t i = 0; i < n->nkids; i++)
            json_array_append_new(a, to_json(n->kids[i]));
        return a;
    }
    if (yr_is_null(n))
        return json_null();
    const char *t = n->text;
    size_t k = t[0] == '-';
    if (!n->quoted && t[k] && strspn(t + k, "0123456789") == strlen(t + k) && strlen(t) < 19)
        return json_integer(strtoll(t, NULL, 10));
    return json_string(t);
}

static int read_expect(yr_ctx *c, const lc_game *g, const yt_node *e, lc_case *cs)
{
    static const char *const statuses[] = {"win", "lose", "anomaly", NULL};
    int status;
    long long amount;
    size_t m = yr_push_key(c, "expect");
    if (yr_map(c, e, EXPECT_KEYS) || yr_field_enum(c, e, "status", 1, statuses, &status) ||
        yr_field_int(c, e, "amount_cents", 1, 0, LC_MAX_TOTAL_CENTS, &amount))
        return -1;
    const yt_node *grids = yt_get(e, "grids"), *notes = yt_get(e, "notes");
    if (grids) {
        size_t mg = yr_push_key(c, "grids");
        if (grids->kind != YT_MAP)
            return yr_fail(c, grids, "expected a mapping of grid name to amount");
        for (size_t i = 0; i < yt_npairs(grids); i++) {
            long long v;
            if (lc_game_grid(g, yt_key(grids, i)->text) < 0)
                return yr_fail(c, yt_key(grids, i), "'%s' is not a grid of %s", yt_key(grids, i)->text, g->id);
            if (yr_int(c, yt_val(grids, i), 0, LC_MAX_AMOUNT_CENTS, &v))
                return -1;
        }
        yr_pop(c, mg);
    }
    if (notes && (yr_seq(c, notes) || 0))
        return -1;
    cs->expect = to_json(e);
    yr_pop(c, m);
    return 0;
}

/* A pool game's expectation: the answer to its drawing (docs/pool-draws.md). */
static int read_draw_expect(yr_ctx *c, const lc_game *g, const yt_node *e, lc_case *cs)
{
    long long carried;
    size_t m = yr_push_key(c, "expect");
    const yt_node *ranks;
    if (yr_map(c, e, DRAW_EXPECT_KEYS) || !(ranks = yr_need(c, e, "ranks")) ||
        yr_field_int(c, e, "carried_over_cents", 1, 0, LC_MAX_TOTAL_CENTS, &carried) ||
        !yr_need(c, e, "plays") || yr_seq(c, yt_get(e, "plays")))
        return -1;
    if (ranks->kind != YT_MAP || yt_npairs(ranks) != (size_t)g->pool.nranks)
        return yr_fail_key(c, e, "ranks", "expected each of the %d ranks with its winners and gain_cents",
                           g->pool.nranks);
    cs->expect = to_json(e);
    yr_pop(c, m);
    return 0;
}

static int read_covers(yr_ctx *c, const lc_game *g, const yt_node *cv, lc_case *cs)
{
    size_t m = yr_push_key(c, "covers");
    if (yr_seq(c, cv))
        return -1;
    cs->covers = lc_xcalloc(cv->nkids, sizeof *cs->covers);
    for (size_t i = 0; i < cv->nkids; i++) {
        const char *id;
        if (yr_str(c, cv->kids[i], &id))
            return -1;
        if (lc_game_clause(g, id) < 0)
            return yr_fail(c, cv->kids[i], "'%s' is no clause or interpretation of %s", id, g->id);
        cs->covers[cs->ncovers++] = lc_xstrdup(id);
    }
    yr_pop(c, m);
    return 0;
}

/* `readings:` names entries of the game's register, each with a reading
 * that can be in force (the default, or any reading of a selectable entry
 * that takes effect). */
static int read_readings(yr_ctx *c, const lc_game *g, const yt_node *rd, lc_case *cs)
{
    size_t m = yr_push_key(c, "readings");
    if (rd->kind != YT_MAP)
        return yr_fail(c, rd, "expected a mapping of register entry to reading, found %s", yr_describe(rd));
    if (yt_npairs(rd) > LC_MAX_READINGS)
        return yr_fail(c, rd, "more than %d entries", LC_MAX_READINGS);
    for (size_t i = 0; i < yt_npairs(rd); i++) {
        const yt_node *k = yt_key(rd, i);
        const char *r;
        int cl = lc_game_clause(g, k->text), e = cl >= 0 ? g->clauses[cl].interp : -1;
        if (e < 0 || g->interp[e].clause != cl)
            return yr_fail(c, k, "'%s' is not an entry of %s's interpretation register", k->text, g->id);
        if (yr_str(c, yt_val(rd, i), &r))
            return -1;
        const lc_interp *in = &g->interp[e];
        int ri = -1;
        for (int j = 0; j < in->nreadings; j++)
            ri = !strcmp(in->reading[j], r) ? j : ri;
        if (ri < 0)
            return yr_fail(c, yt_val(rd, i), "'%s' is not one of the readings of %s", r, k->text);
        if (ri != in->dflt && (!in->selectable || (in->no_effect >> ri & 1)))
            return yr_fail(c, yt_val(rd, i), "%s=%s can never be in force (%s), so no case can hold under it", k->text,
                           r, in->selectable ? "it is declared effect: none" : "the entry is not selectable");
        cs->readings[cs->nreadings].entry = (int16_t)e;
        cs->readings[cs->nreadings++].reading = (int16_t)ri;
    }
    yr_pop(c, m);
    return 0;
}

int lc_case_holds(const lc_case *c, const lc_game *g)
{
    for (int i = 0; i < c->nreadings; i++)
        if (g->interp[c->readings[i].entry].selected != c->readings[i].reading)
            return 0;
    return 1;
}

static void free_case(lc_case *cs)
{
    for (int i = 0; i < cs->ncovers; i++)
        free(cs->covers[i]);
    free(cs->covers);
    free(cs->id);
    free(cs->description);
    json_decref(cs->unit);
    json_decref(cs->expect);
}

static int by_id_then_order(const void *pa, const void *pb)
{
    const lc_case *a = *(const lc_case *const *)pa, *b = *(const lc_case *const *)pb;
    int c = strcmp(a->id, b->id);
    return c ? c : (a > b) - (a < b);   /* cases sit in load order in s->cases */
}

/* Ids are unique across the suite: checked once all is loaded, by sorting
 * (n log n, whatever the number of cases); the later of the first pair in
 * load order is the one reported. */
static int check_unique_ids(const lc_suite *s, lc_error *err)
{
    if (s->n < 2)
        return 0;
    const lc_case **by = lc_xmalloc((size_t)s->n * sizeof *by), *dup = NULL, *first = NULL;
    for (int i = 0; i < s->n; i++)
        by[i] = &s->cases[i];
    qsort(by, (size_t)s->n, sizeof *by, by_id_then_order);
    for (int i = 1, run = 0; i < s->n; i++) {
        if (strcmp(by[i]->id, by[run]->id))
            run = i;
        else if (!dup || by[i] < dup) {
            dup = by[i];
            first = by[run];
        }
    }
    free(by);
    if (!dup)
        return 0;
    return lc_fail(err, dup->file, dup->line, dup->column, "id", "case id '%s' is already used at %s:%d", dup->id,
                   first->file, first->line);
}

static int read_case(yr_ctx *c, lc_suite *s, const lc_game *g, const yt_node *n, const char *file)
{
    lc_case cs = {.file = file, .line = n->line, .column = n->column, .game = g};
    const char *id, *desc = NULL;
    const yt_node *unit, *expect, *covers, *readings;
    char why[300];
    int rc = -1;
    const char *what = g->pool.nranks ? "draw" : "unit";   /* a pool game's unit is a whole drawing */
    if (yr_map(c, n, CASE_KEYS) || yr_field_str(c, n, "id", 1, &id) ||
        yr_field_str(c, n, "description", 0, &desc) || !(unit = yr_need(c, n, what)) ||
        !(expect = yr_need(c, n, "expect")))
        return -1;
    if (yt_get(n, g->pool.nranks ? "unit" : "draw"))
        return yr_fail_key(c, n, g->pool.nranks ? "unit" : "draw", "%s", g->pool.nranks
                               ? "a pool game's case gives a whole drawing (draw:), not a unit"
                               : "draw: is a pool game's; this game's case gives a unit");
    cs.id = lc_xstrdup(id);
    cs.description = desc ? lc_xstrdup(desc) : NULL;
    cs.unit = to_json(unit);
    lc_unit u;
    if ((covers = yt_get(n, "covers")) && read_covers(c, g, covers, &cs))
        goto out;
    if ((readings = yt_get(n, "readings")) && read_readings(c, g, readings, &cs))
        goto out;
    if (g->pool.nranks) {
        lc_drawing d;
        if (lc_drawing_read(g, cs.unit, &d, why, sizeof why)) {
            yr_fail_key(c, n, "draw", "%s", why);
            goto out;
        }
        lc_drawing_free(&d);
    } else if (lc_unit_read(g, cs.unit, &u, why, sizeof why)) {
        yr_fail_key(c, n, "unit", "%s", why);
        goto out;
    }
    if (g->pool.nranks ? read_draw_expect(c, g, expect, &cs) : read_expect(c, g, expect, &cs))
        goto out;
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 256;
        s->cases = lc_xrealloc(s->cases, (size_t)s->cap * sizeof *s->cases);
    }
    s->cases[s->n++] = cs;
    return 0;
out:
    free_case(&cs);
    return rc;
}

/* `readings: {ENTRY: READING}` of a declaration, kept as words: the game is
 * known only where the mutant is run (its id's prefix). */
static int equivalent_when(yr_ctx *c, const yt_node *rd, lc_equivalent *e)
{
    if (!rd)
        return 0;
    size_t m = yr_push_key(c, "readings");
    if (rd->kind != YT_MAP || yt_npairs(rd) == 0 || yt_npairs(rd) > LC_MAX_EQUIV_WHEN)
        return yr_fail(c, rd, "expected a mapping of 1 to %d register entries to a reading each", LC_MAX_EQUIV_WHEN);
    for (size_t i = 0; i < yt_npairs(rd); i++) {
        const char *r;
        if (yr_str(c, yt_val(rd, i), &r))
            return -1;
        e->when_entry[e->nwhen] = lc_xstrdup(yt_key(rd, i)->text);
        e->when_reading[e->nwhen++] = lc_xstrdup(r);
    }
    yr_pop(c, m);
    return 0;
}

int lc_equivalent_holds(const lc_equivalent *e, const lc_game *g)
{
    for (int w = 0; w < e->nwhen; w++) {
        int found = 0;
        for (int i = 0; i < g->ninterp; i++)
            found |= !strcmp(g->clauses[g->interp[i].clause].id, e->when_entry[w]) &&
                     !strcmp(g->interp[i].reading[g->interp[i].selected], e->when_reading[w]);
        if (!found)
            return 0;
    }
    return 1;
}

static int read_equivalents(yr_ctx *c, lc_suite *s, const yt_node *root, const char *file)
{
    const yt_node *list = yt_get(root, "equivalent_mutants");
    size_t m = yr_push_key(c, "equivalent_mutants");
    if (yr_map(c, root, EQUIV_FILE_KEYS) || yr_seq(c, list))
        return -1;
    for (size_t i = 0; i < list->nkids; i++) {
        const char *id, *reason;
        size_t mi = yr_push_index(c, i);
        if (yr_map(c, list->kids[i], EQUIV_KEYS) || yr_field_str(c, list->kids[i], "mutant", 1, &id) ||
            yr_field_str(c, list->kids[i], "reason", 1, &reason))
            return -1;
        const char *only = lc_game_scope();
        if (only && (strncmp(id, only, strlen(only)) || id[strlen(only)] != ':')) {   /* another game's */
            yr_pop(c, mi);
            continue;
        }
        s->equivalent = lc_xrealloc(s->equivalent, (size_t)(s->nequivalent + 1) * sizeof *s->equivalent);
        lc_equivalent *e = &s->equivalent[s->nequivalent++];
        *e = (lc_equivalent){lc_xstrdup(id), lc_xstrdup(reason), file, list->kids[i]->line, 0, {0}, {0}};
        if (equivalent_when(c, yt_get(list->kids[i], "readings"), e))
            return -1;
        yr_pop(c, mi);
    }
    yr_pop(c, m);
    return 0;
}

static int load_file(lc_suite *s, const lc_ruleset *rs, const char *path, lc_error *err)
{
    FILE *fp = fopen(path, "rbe");
    if (!fp)
        return lc_fail(err, path, 0, 0, NULL, "cannot open case file");
    yt_node *root = yt_load(fp, path, err);
    fclose(fp);
    if (!root)
        return -1;
    s->files = lc_xrealloc(s->files, (size_t)(s->nfiles + 1) * sizeof *s->files);
    const char *file = s->files[s->nfiles++] = lc_xstrdup(path);
    yr_ctx c;
    yr_init(&c, file, err);
    const char *game;
    const yt_node *cases;
    int rc = -1;
    if (yt_get(root, "equivalent_mutants")) {
        rc = read_equivalents(&c, s, root, file);
        goto out;
    }
    if (yr_map(&c, root, FILE_KEYS) || yr_field_str(&c, root, "game", 1, &game) || !(cases = yr_need(&c, root, "cases")))
        goto out;
    const lc_game *g = lc_ruleset_find(rs, game);
    if (!g && lc_game_scope() && strcmp(game, lc_game_scope())) {   /* --game: another game's file, left out */
        free(s->files[--s->nfiles]);
        rc = 0;
        goto out;
    }
    if (!g) {
        yr_fail_key(&c, root, "game", "no rules file defines game '%s' (--game ID keeps one game's cases only)", game);
        goto out;
    }
    size_t m = yr_push_key(&c, "cases");
    if (yr_seq(&c, cases))
        goto out;
    for (size_t i = 0; i < cases->nkids; i++) {
        size_t mi = yr_push_index(&c, i);
        if (read_case(&c, s, g, cases->kids[i], file))
            goto out;
        yr_pop(&c, mi);
    }
    yr_pop(&c, m);
    rc = 0;
out:
    yt_free(root);
    return rc;
}

/* The cases that hold under the readings in force to the front, each part
 * in load order: every consumer of s->n then runs just those. */
static void hold_first(lc_suite *s)
{
    s->nall = s->n;
    if (!s->n)
        return;
    lc_case *all = lc_xmalloc((size_t)s->n * sizeof *all);
    int k = 0, holding = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < s->n; i++)
            if (lc_case_holds(&s->cases[i], s->cases[i].game) == !pass)
                all[k++] = s->cases[i];
        if (!pass)
            holding = k;
    }
    memcpy(s->cases, all, (size_t)s->n * sizeof *all);
    free(all);
    s->n = holding;
}

int lc_suite_load(lc_suite *s, const lc_ruleset *rs, char *const *paths, int npaths, lc_error *err)
{
    lc_pathlist files = {0};
    memset(s, 0, sizeof *s);
    if (lc_paths_expand(&files, paths, npaths, ".yaml", err))
        return -1;
    int rc = 0;
    for (int i = 0; i < files.n && rc == 0; i++)
        rc = load_file(s, rs, files.path[i], err);
    if (rc == 0)
        rc = check_unique_ids(s, err);
    if (rc == 0)
        hold_first(s);
    lc_paths_free(&files);
    if (rc)
        lc_suite_free(s);
    return rc;
}

void lc_suite_free(lc_suite *s)
{
    if (s->nall < s->n)   /* failed before hold_first */
        s->nall = s->n;
    for (int i = 0; i < s->nall; i++)
        free_case(&s->cases[i]);
    for (int i = 0; i < s->nfiles; i++)
        free(s->files[i]);
    for (int i = 0; i < s->nequivalent; i++) {
        free(s->equivalent[i].mutant);
        free(s->equivalent[i].reason);
        for (int w = 0; w < s->equivalent[i].nwhen; w++) {
            free(s->equivalent[i].when_entry[w]);
            free(s->equivalent[i].when_reading[w]);
        }
    }
    free(s->equivalent);
    free(s->cases);
    free(s->files);
    memset(s, 0, sizeof *s);
}
