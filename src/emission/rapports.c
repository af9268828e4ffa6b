/* rapports.c — a drawing's published rapports against its plays (see
 * rapports.h). */
#include "rapports.h"
#include "linereader.h"
#include "progress.h"
#include "explain.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define CHUNK (1 << 20)

/* ---- the drawing file ----------------------------------------------------------- */

static int published(const lc_game *g, const json_t *p, lc_rapports *r, const char *path, lc_error *err)
{
    const json_t *ranks = json_object_get(p, "ranks"), *carried = json_object_get(p, "carried_over_cents");
    if (!json_is_object(p) || !json_is_object(ranks) || !json_is_integer(carried) || json_integer_value(carried) < 0)
        return lc_fail(err, path, 0, 0, "published", "expected {\"ranks\": {RANK: {\"winners\", \"gain_cents\"}}, "
                       "\"carried_over_cents\"}: the rapports as published");
    for (int k = 0; k < g->pool.nranks; k++) {
        const json_t *one = json_object_get(ranks, g->pool.rank[k].name), *w = json_object_get(one, "winners"),
                     *gain = json_object_get(one, "gain_cents");
        if (!json_is_integer(w) || !json_is_integer(gain) || json_integer_value(w) < 0 || json_integer_value(gain) < 0)
            return lc_fail(err, path, 0, 0, "published.ranks", "%s: expected its winners and gain_cents (integers "
                           "from 0)", g->pool.rank[k].name);
        r->pub_winners[k] = (uint64_t)json_integer_value(w);
        r->pub_gain[k] = json_integer_value(gain);
    }
    if (json_object_size(ranks) != (size_t)g->pool.nranks)
        return lc_fail(err, path, 0, 0, "published.ranks", "expected the %d ranks of %s, no other", g->pool.nranks,
                       g->id);
    r->pub_carried = json_integer_value(carried);
    r->published = 1;
    return 0;
}

int lc_rapports_drawing(const lc_game *g, const char *path, lc_rapports *r, lc_error *err)
{
    json_error_t je;
    char why[300];
    memset(r, 0, sizeof *r);
    json_t *j = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
    if (!j)
        return lc_fail(err, path, je.line, je.column, NULL, "expected a drawing as JSON: %s", je.text);
    if (json_is_object(j) && !json_object_get(j, "plays"))   /* the plays are the stream's */
        json_object_set_new(j, "plays", json_array());
    int rc = lc_drawing_read(g, j, &r->d, why, sizeof why) ? lc_fail(err, path, 0, 0, NULL, "%s", why) : 0;
    if (!rc && json_object_get(j, "published"))
        rc = published(g, json_object_get(j, "published"), r, path, err);
    json_decref(j);
    return rc;
}

/* ---- the stream of plays -------------------------------------------------------- */

static const char *blanks(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    return p;
}

/* `{"NAME": [[n, ...], ...]}`, blanks anywhere between tokens: the cells in
 * order. 0 for any other form (the JSON reader judges it). */
static int scan_play(const lc_grid *gr, const char *p, const char *end, int32_t *cell)
{
    size_t nl = strlen(gr->name);
    p = blanks(p, end);
    if (end - p < (ptrdiff_t)nl + 3 || p[0] != '{' || (p = blanks(p + 1, end), *p != '"') ||
        (size_t)(end - p) < nl + 2 || memcmp(p + 1, gr->name, nl) || p[nl + 1] != '"')
        return 0;
    p = blanks(p + nl + 2, end);
    if (p == end || *p != ':' || (p = blanks(p + 1, end)) == end || *p != '[')
        return 0;
    for (int r = 0, i = 0; r < gr->rows; r++) {
        if ((p = blanks(p + 1, end)) == end || *p != '[')
            return 0;
        for (int c = 0; c < gr->cols; c++, i++) {
            p = blanks(p + 1, end);
            int neg = p < end && *p == '-', digits = 0;
            long v = 0;
            for (p += neg; p < end && *p >= '0' && *p <= '9' && digits < 10; p++, digits++)
                v = v * 10 + (*p - '0');
            if (!digits || digits == 10 || (digits > 1 && p[-digits] == '0') || (p = blanks(p, end)) == end ||
                *p != (c + 1 < gr->cols ? ',' : ']'))
                return 0;
            cell[i] = (int32_t)(neg ? -v : v);
        }
        if ((p = blanks(p + 1, end)) == end || *p != (r + 1 < gr->rows ? ',' : ']'))
            return 0;
    }
    p = blanks(p + 1, end);
    return p < end && *p == '}' && blanks(p + 1, end) == end;
}

typedef struct {
    const lc_game *g;
    lc_rapports *r;
    lc_unit u;                         /* the drawing; each play's cells put in grid 0 */
    json_t *draws;                     /* the drawing as JSON, for a play read the long way */
    const char *name;
    lc_error *err;
} counter;

/* A line the scanner does not know: read as JSON and as a unit's grids. */
static int read_long_way(counter *k, const char *line, size_t len, long no)
{
    json_error_t je;
    char why[300];
    json_t *grids = json_loadb(line, len, JSON_REJECT_DUPLICATES, &je);
    if (!grids)
        return lc_fail(k->err, k->name, (int)no, je.column, NULL, "expected a play, {\"%s\": [[...]]}: %s",
                       k->g->grids[0].name, je.text);
    json_t *unit = json_pack("{s:o, s:O}", "grids", grids, "draws", k->draws);
    lc_unit tmp = k->u;
    int rc = lc_unit_read(k->g, unit, &tmp, why, sizeof why);
    json_decref(unit);
    for (int c = 0; !rc && c < k->g->grids[0].ncells; c++)
        if (tmp.cell[0][c] == LC_CELL_JOKER || tmp.cell[0][c] == LC_CELL_BLANK)
            return lc_fail(k->err, k->name, (int)no, 1, NULL, "cell %d is no number: a play of a pool game holds "
                           "numbers only", c);
    if (rc)
        return lc_fail(k->err, k->name, (int)no, 1, NULL, "expected a play, {\"%s\": [[...]]}: %s",
                       k->g->grids[0].name, why);
    memcpy(k->u.cell[0], tmp.cell[0], (size_t)k->g->grids[0].ncells * sizeof *tmp.cell[0]);
    return 0;
}

static int one_play(counter *k, const char *line, size_t len, long no)
{
    if (len && line[len - 1] == '\r')
        len--;
    if (!len)
        return 0;   /* a blank line: nothing */
    if (!scan_play(&k->g->grids[0], line, line + len, k->u.cell[0]) && read_long_way(k, line, len, no))
        return -1;
    lc_outcome o;
    lc_evaluate(k->g, &k->u, &o, 0);
    k->r->plays++;
    if (o.status == LC_ANOMALY)
        k->r->voids++;
    else if (o.level[0] < 0)
        k->r->none++;
    else
        k->r->streamed[o.level[0]]++;
    return 0;
}

/* Every line of in through one_play; -1 with err at the first that is no play. */
static int count_stream(counter *k, FILE *in, int progress)
{
    char *buf = lc_xmalloc(LC_MAX_LINE + CHUNK + 1);
    size_t have = 0, got;
    long no = 0;
    struct stat st;
    double size = fstat(fileno(in), &st) == 0 && S_ISREG(st.st_mode) && st.st_size ? (double)st.st_size : -1, seen = 0;
    lc_progress bar;
    lc_progress_start(&bar, progress);
    int rc = 0;
    while (!rc && (got = fread(buf + have, 1, CHUNK, in)) > 0) {
        size_t start = 0, end = have + got;
        char *nl;
        while (!rc && (nl = memchr(buf + start, '\n', end - start))) {
            rc = one_play(k, buf + start, (size_t)(nl - buf) - start, ++no);
            start = (size_t)(nl - buf) + 1;
        }
        seen += (double)start;
        memmove(buf, buf + start, end - start);
        have = end - start;
        if (have > LC_MAX_LINE)
            rc = lc_fail(k->err, k->name, (int)no + 1, 1, NULL, "a line longer than 1 MiB: no play is");
        lc_progress_show(&bar, k->r->plays, size > 0 ? seen / size : -1, 0);
    }
    if (!rc && ferror(in))
        rc = lc_fail(k->err, k->name, 0, 0, NULL, "cannot read the plays");
    if (!rc && have)   /* a last line without its newline */
        rc = one_play(k, buf, have, ++no);
    lc_progress_show(&bar, k->r->plays, 1, 1);
    free(buf);
    return rc;
}

/* The drawing as JSON again (the long way's unit needs it). */
static json_t *draws_json(const lc_game *g, const lc_unit *u)
{
    json_t *d = json_object();
    for (int i = 0; i < g->ndraws; i++) {
        json_t *a = json_array();
        for (int k = 0; k < u->ndrawn[i]; k++)
            json_array_append_new(a, json_integer(u->drawn[i][k]));
        json_object_set_new(d, g->draws[i].name, a);
    }
    return d;
}

/* The rules' figures over every play (the file's listed ones, its counts,
 * the stream's), against the published ones. */
static void compare(const lc_game *g, lc_rapports *r)
{
    lc_drawing all = r->d;
    lc_drawing_outcome o;
    for (int i = 0; i < g->grids[0].nlev; i++)
        all.in.count[i] += r->streamed[i];
    lc_drawing_evaluate(g, &all, &o, 0);
    for (int i = 0; i < r->d.nplays; i++)
        r->voids += o.play_rank[i] == LC_PLAY_VOID;
    r->got = o.s;
    lc_drawing_outcome_free(&o);
    for (int k = 0; k < g->pool.nranks && r->published; k++)
        r->differs += (r->got.winners[k] != r->pub_winners[k]) + (r->got.gain[k] != r->pub_gain[k]);
    r->differs += r->published && r->got.carried != r->pub_carried;
}

int lc_rapports_verify(const lc_game *g, FILE *in, const char *name, lc_rapports *r, int progress, lc_error *err)
{
    double t0 = lc_now();
    counter k = {g, r, r->d.base, draws_json(g, &r->d.base), name, err};
    int rc = count_stream(&k, in, progress);
    json_decref(k.draws);
    if (!rc)
        compare(g, r);
    r->seconds = lc_now() - t0;
    return rc;
}

void lc_rapports_free(lc_rapports *r) { lc_drawing_free(&r->d); }

/* ---- the report ------------------------------------------------------------------ */

static void figure(const lc_game *g, FILE *out, const char *what, uint64_t winners, int64_t gain, int has_pub,
                   uint64_t pw, int64_t pg, int show_winners)
{
    char b1[64], b2[64], b3[48];
    fprintf(out, "  %-14s", what);
    if (show_winners)
        fprintf(out, " %14s winner%s ", lc_grouped(b3, sizeof b3, (long long)winners), winners == 1 ? " " : "s");
    else
        fprintf(out, " %23s", "");
    fprintf(out, " %20s", lc_money(g, b1, sizeof b1, gain));
    if (has_pub && (pw != winners || pg != gain)) {
        fprintf(out, "   DIFFERS: published");
        if (show_winners && pw != winners)
            fprintf(out, " %s winners", lc_grouped(b3, sizeof b3, (long long)pw));
        if (pg != gain)
            fprintf(out, " %s", lc_money(g, b2, sizeof b2, pg));
    } else if (has_pub) {
        fprintf(out, "   as published");
    }
    fputc('\n', out);
}

void lc_rapports_print(const lc_game *g, const lc_rapports *r, FILE *out)
{
    char b1[48], b2[48], b3[48];
    fprintf(out, "%s: %s plays read (%s void, %s in no class) in %.2f s\n", g->id,
            lc_grouped(b1, sizeof b1, (long long)r->plays), lc_grouped(b2, sizeof b2, (long long)r->voids),
            lc_grouped(b3, sizeof b3, (long long)r->none), r->seconds);
    fprintf(out, "  %-14s %14s          %20s\n", "rank", "winners", "gain each");
    for (int k = 0; k < g->pool.nranks; k++)
        figure(g, out, g->pool.rank[k].name, r->got.winners[k], r->got.gain[k], r->published, r->pub_winners[k],
               r->pub_gain[k], 1);
    figure(g, out, "carried over", 0, r->got.carried, r->published, 0, r->pub_carried, 0);
    if (!r->published)
        fprintf(out, "no published rapports in the drawing file: the figures above are the rules' (nothing compared)\n");
    else if (r->differs)
        fprintf(out, "NOT CONFORMING: %d figure%s differ%s from the rules'\n", r->differs, r->differs == 1 ? "" : "s",
                r->differs == 1 ? "s" : "");
    else
        fprintf(out, "conforming: every published figure is the rules'\n");
}

json_t *lc_rapports_json(const lc_game *g, const lc_rapports *r)
{
    json_t *ranks = json_object();
    for (int k = 0; k < g->pool.nranks; k++) {
        json_t *one = json_pack("{s:I, s:I}", "winners", (json_int_t)r->got.winners[k], "gain_cents",
                                (json_int_t)r->got.gain[k]);
        if (r->published)
            json_object_set_new(one, "published", json_pack("{s:I, s:I}", "winners", (json_int_t)r->pub_winners[k],
                                                            "gain_cents", (json_int_t)r->pub_gain[k]));
        json_object_set_new(ranks, g->pool.rank[k].name, one);
    }
    json_t *j = json_pack("{s:s, s:I, s:I, s:I, s:o, s:I, s:b, s:i, s:f}", "game", g->id, "plays",
                          (json_int_t)r->plays, "void", (json_int_t)r->voids, "in_no_class", (json_int_t)r->none,
                          "ranks", ranks, "carried_over_cents", (json_int_t)r->got.carried, "published",
                          r->published, "differences", r->differs, "seconds", r->seconds);
    if (r->published)
        json_object_set_new(j, "published_carried_over_cents", json_integer(r->pub_carried));
    json_object_set_new(j, "conforming", json_boolean(r->published && !r->differs));
    return j;
}
