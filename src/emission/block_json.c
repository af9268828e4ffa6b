/* block_json.c — a block verification as JSON, and back (see block.h).
 * The figures are all a merge needs: summing shards' blocks gives the
 * blocks of one run, and the serial runs let the duplicates be found
 * again across shards. */
#include "block.h"
#include "version.h"

#include <stdio.h>
#include <string.h>

#define SAMPLE_KINDS 7
static const char *const SAMPLE_NAMES[SAMPLE_KINDS] = {"anomaly", "off_table", "duplicate", "unreadable",
                                                       "disagreement", "note", "lot"};

static lc_samples *sample_kind(lc_block_result *b, int k)
{
    lc_samples *const all[SAMPLE_KINDS] = {&b->s_anomaly, &b->s_off_table, &b->s_duplicate, &b->s_unreadable,
                                           &b->s_disagree, &b->s_note, &b->s_lot};
    return all[k];
}

static json_t *counts(const uint64_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_integer((json_int_t)v[i]));
    return a;
}

static json_t *samples_json(lc_block_result *b)
{
    json_t *o = json_object();
    for (int k = 0; k < SAMPLE_KINDS; k++) {
        const lc_samples *s = sample_kind(b, k);
        json_t *a = json_array();
        for (int i = 0; i < s->n; i++)
            json_array_append_new(a, json_pack("[I, s]", (json_int_t)s->line[i], s->serial[i]));
        json_object_set_new(o, SAMPLE_NAMES[k], a);
    }
    return o;
}

/* A draw game's levels: {id: {one_in, found, p_rare, p_often}}, each grid's
 * levels under "grid/id" where the game has several grids. */
static void level_key(const lc_game *g, int gi, int i, char *key, size_t n)
{
    const char *id = g->clauses[g->grids[gi].lev[i].clause].id;
    if (g->ngrids > 1)
        snprintf(key, n, "%s/%s", g->grids[gi].name, id);
    else
        snprintf(key, n, "%s", id);
}

static json_t *levels_json(const lc_game *g, const lc_block_result *b, double alpha)
{
    json_t *o = json_object();
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++) {
            double low, high;
            char key[300];
            lc_block_chance(g, b, gi, i, &low, &high);
            level_key(g, gi, i, key, sizeof key);
            json_object_set_new(o, key, json_pack("{s:f, s:I, s:I, s:f, s:f, s:f}", "one_in",
                                                  (double)g->grids[gi].lev[i].one_in / 100, "plays",
                                                  (json_int_t)lc_block_trials(g, b, gi, i), "found",
                                                  (json_int_t)b->ranks[gi][i], "p_rare", low, "p_often", high,
                                                  "alpha", lc_block_chance_alpha(g, alpha)));
        }
    return o;
}

static int levels_of(const lc_game *g, const json_t *o, lc_block_result *b)
{
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++) {
            char key[300];
            level_key(g, gi, i, key, sizeof key);
            const json_t *f = json_object_get(json_object_get(o, key), "found");
            const json_t *p = json_object_get(json_object_get(o, key), "plays");
            if (!json_is_integer(f) || json_integer_value(f) < 0 || (p && (!json_is_integer(p) || json_integer_value(p) < 0)))
                return -1;
            b->ranks[gi][i] = (uint64_t)json_integer_value(f);
            if (p && g->grids[gi].lev[i].spots)   /* the plays of its count tried it */
                b->plays_of[gi][g->grids[gi].lev[i].spots] = (uint64_t)json_integer_value(p);
        }
    return 0;
}

json_t *lc_block_result_json(const lc_game *g, const lc_block_result *b, uint64_t number, double alpha)
{
    json_t *by_clause = json_object(), *notes = json_object(), *shown = json_array();
    for (int c = 0; c < g->nchecks && c < 64; c++)
        if (b->by_check[c])
            json_object_set_new(by_clause, g->clauses[g->checks[c].clause].id, json_integer((json_int_t)b->by_check[c]));
    for (int k = 0; k < g->nnotes; k++)
        if (b->notes[k])
            json_object_set_new(notes, g->notes[k], json_integer((json_int_t)b->notes[k]));
    for (uint64_t i = 0; i < b->disagreements && i < 3; i++)
        json_array_append_new(shown, json_string(b->disagree_text[i]));
    double payout = b->units ? 100.0 * (double)b->paid / lc_block_staked(g, b) : 0;
    const lc_spread *s = &b->spread;
    json_t *j = json_pack("{s:I, s:s, s:I, s:I, s:I, s:o, s:I, s:f, s:I, s:o, s:I, s:o, s:I, s:I, s:I}", "block",
                          (json_int_t)number, "game", g->id, "first_line", (json_int_t)b->first_line, "units",
                          (json_int_t)b->units, "winners", (json_int_t)b->winners, "lots", counts(b->lots, g->nrows),
                          "paid_cents", (json_int_t)b->paid, "payout_percent", payout, "anomalies",
                          (json_int_t)b->anomalies, "anomalies_by_clause", by_clause, "off_table",
                          (json_int_t)b->off_table, "notes", notes, "duplicates", (json_int_t)b->duplicates,
                          "unreadable", (json_int_t)b->unreadable, "disagreements", (json_int_t)b->disagreements);
    json_object_set_new(j, "declared_lots",
                        json_pack("{s:I, s:I, s:I, s:I, s:o}", "units", (json_int_t)b->declared, "undeclared",
                                  (json_int_t)b->undeclared, "mismatches", (json_int_t)b->lot_mismatches,
                                  "off_table", (json_int_t)b->declared_off_table, "lots",
                                  counts(b->declared_lots, g->nrows)));
    json_object_set_new(j, "spread",
                        json_pack("{s:i, s:f, s:f, s:f, s:f, s:f, s:f, s:f, s:f, s:f, s:f}", "subblocks", s->subblocks,
                                  "chi2", s->chi2, "chi2_p", s->chi2_p, "chi2_p_low", s->chi2_p_low, "runs", s->runs,
                                  "runs_expected", s->runs_expected, "runs_z", s->runs_z, "runs_p", s->runs_p,
                                  "runs_p_few", s->runs_p_few, "runs_p_many", s->runs_p_many, "alpha", alpha));
    json_object_set_new(j, "samples", samples_json((lc_block_result *)b));
    json_object_set_new(j, "disagreements_shown", shown);
    json_t *left = json_object();
    for (int k = 0; k < LC_LEFT_N; k++)
        json_object_set_new(left, lc_left_name(k), json_integer((json_int_t)b->left_out[k]));
    json_object_set_new(j, "left_out", left);   /* answers that agreed but left out a field the rules give */
    if (g->nstakes)
        json_object_set_new(j, "staked_cents", json_integer((json_int_t)b->staked));
    if (g->table_clause < 0)
        json_object_set_new(j, "levels", levels_json(g, b, alpha));
    json_object_set_new(j, "conforming", json_boolean(b->conforming));
    return j;
}

json_t *lc_block_run_json(const lc_game *g, const char *rules_sha256, const lc_block_opts *o, const lc_block_run *run,
                          const char *input)
{
    uint64_t units = o->units ? o->units : (uint64_t)g->block_units, t_units = 0, t_winners = 0, bad = 0;
    int64_t paid = 0;
    json_t *blocks = json_array();
    for (int i = 0; i < run->nblocks; i++) {
        const lc_block_result *b = &run->blocks[i];
        json_array_append_new(blocks, lc_block_result_json(g, b, run->first_block + (uint64_t)i, o->alpha));
        t_units += b->units;
        t_winners += b->winners;
        paid += b->paid;
        bad += !b->conforming;
    }
    json_t *j = json_pack("{s:s, s:i, s:s, s:s, s:{s:s, s:s}, s:o, s:{s:I, s:f, s:o}}", "format", "lotcert-block",
                          "version", 1, "lotcert", LC_VERSION, "game", g->id, "rules", "path", g->file, "sha256",
                          rules_sha256, "input", input ? json_string(input) : json_null(), "options", "units",
                          (json_int_t)units, "alpha", o->alpha, "candidate",
                          o->candidate ? json_string(o->candidate) : json_null());
    json_object_set_new(j, "shard",
                        json_pack("{s:I, s:I, s:I, s:I, s:b}", "first_block", (json_int_t)run->first_block,
                                  "last_block", (json_int_t)(run->first_block + (uint64_t)run->nblocks - 1),
                                  "first_line", (json_int_t)(run->skipped + 1), "last_line", (json_int_t)run->lines,
                                  "emission_goes_on", run->beyond));
    json_object_set_new(j, "blocks", blocks);
    json_object_set_new(j, "total",
                        json_pack("{s:i, s:I, s:I, s:I, s:I}", "blocks", run->nblocks, "units", (json_int_t)t_units,
                                  "winners", (json_int_t)t_winners, "paid_cents", (json_int_t)paid,
                                  "blocks_not_conforming", (json_int_t)bad));
    if (run->serials)
        json_object_set(j, "serials", run->serials);
    json_object_set_new(j, "conforming", json_boolean(lc_block_run_ok(run)));
    return j;
}

/* ---- back ------------------------------------------------------------------------- */

static int uint_of(const json_t *o, const char *key, uint64_t *v)
{
    const json_t *x = json_object_get(o, key);
    if (!json_is_integer(x) || json_integer_value(x) < 0)
        return -1;
    *v = (uint64_t)json_integer_value(x);
    return 0;
}

static int counts_of(const json_t *a, uint64_t *v, int n)
{
    if (!json_is_array(a) || (int)json_array_size(a) != n)
        return -1;
    for (int i = 0; i < n; i++) {
        const json_t *x = json_array_get(a, (size_t)i);
        if (!json_is_integer(x) || json_integer_value(x) < 0)
            return -1;
        v[i] = (uint64_t)json_integer_value(x);
    }
    return 0;
}

static int named_of(const json_t *o, const lc_game *g, int clauses, uint64_t *v, const char **bad)
{
    const char *k;
    const json_t *x;
    json_object_foreach((json_t *)o, k, x) {
        int at = -1;
        for (int i = 0; clauses && i < g->nchecks && i < 64; i++)
            at = !strcmp(g->clauses[g->checks[i].clause].id, k) ? i : at;
        for (int i = 0; !clauses && i < g->nnotes; i++)
            at = !strcmp(g->notes[i], k) ? i : at;
        if (at < 0 || !json_is_integer(x) || json_integer_value(x) < 0) {
            *bad = k;
            return -1;
        }
        v[at] = (uint64_t)json_integer_value(x);
    }
    return 0;
}

static int samples_of(const json_t *o, lc_block_result *b)
{
    for (int k = 0; k < SAMPLE_KINDS; k++) {
        const json_t *a = json_object_get(o, SAMPLE_NAMES[k]), *x;
        size_t i;
        if (!json_is_array(a) || json_array_size(a) > LC_BLOCK_SAMPLES)
            return -1;
        json_array_foreach(a, i, x) {
            json_int_t line;
            const char *text;
            if (json_unpack((json_t *)x, "[I, s]", &line, &text))
                return -1;
            lc_samples_add(sample_kind(b, k), (long)line, text, strlen(text));
        }
    }
    return 0;
}

static int spread_of(const json_t *o, lc_spread *s)
{
    return json_unpack((json_t *)o, "{s:i, s:F, s:F, s:F, s:F, s:F, s:F, s:F, s:F, s:F}", "subblocks", &s->subblocks,
                       "chi2", &s->chi2, "chi2_p", &s->chi2_p, "chi2_p_low", &s->chi2_p_low, "runs", &s->runs,
                       "runs_expected", &s->runs_expected, "runs_z", &s->runs_z, "runs_p", &s->runs_p, "runs_p_few",
                       &s->runs_p_few, "runs_p_many", &s->runs_p_many);
}

int lc_block_result_from_json(const lc_game *g, const json_t *j, lc_block_result *b, char *why, size_t n)
{
    static const char *const KEYS[] = {"first_line", "units", "winners", "anomalies", "off_table", "duplicates",
                                       "unreadable", "disagreements"};
    uint64_t *const dst[] = {&b->first_line, &b->units, &b->winners, &b->anomalies, &b->off_table, &b->duplicates,
                             &b->unreadable, &b->disagreements};
    const json_t *d = json_object_get(j, "declared_lots"), *shown = json_object_get(j, "disagreements_shown");
    const char *bad = NULL;
    memset(b, 0, sizeof *b);
    for (size_t i = 0; i < sizeof KEYS / sizeof *KEYS; i++)
        if (uint_of(j, KEYS[i], dst[i]))
            return snprintf(why, n, "\"%s\" is not a count", KEYS[i]), -1;
    if (!json_is_integer(json_object_get(j, "paid_cents")) || counts_of(json_object_get(j, "lots"), b->lots, g->nrows))
        return snprintf(why, n, "\"paid_cents\" or \"lots\" does not fit %s's table of %d rows", g->id, g->nrows), -1;
    b->paid = json_integer_value(json_object_get(j, "paid_cents"));
    if (named_of(json_object_get(j, "anomalies_by_clause"), g, 1, b->by_check, &bad) ||
        named_of(json_object_get(j, "notes"), g, 0, b->notes, &bad))
        return snprintf(why, n, "\"%.60s\" is no checked clause or note of %s", bad, g->id), -1;
    if (uint_of(d, "units", &b->declared) || uint_of(d, "undeclared", &b->undeclared) ||
        uint_of(d, "mismatches", &b->lot_mismatches) || uint_of(d, "off_table", &b->declared_off_table) ||
        counts_of(json_object_get(d, "lots"), b->declared_lots, g->nrows))
        return snprintf(why, n, "\"declared_lots\" is not as `lotcert block --json` writes it"), -1;
    if (spread_of(json_object_get(j, "spread"), &b->spread))
        return snprintf(why, n, "\"spread\" is not as `lotcert block --json` writes it"), -1;
    if (samples_of(json_object_get(j, "samples"), b))
        return snprintf(why, n, "\"samples\" is not as `lotcert block --json` writes it"), -1;
    const json_t *staked = json_object_get(j, "staked_cents");
    if (g->nstakes && (!json_is_integer(staked) || json_integer_value(staked) < 0))
        return snprintf(why, n, "\"staked_cents\" is not a sum of stakes"), -1;
    b->staked = g->nstakes ? json_integer_value(staked) : 0;
    if (g->table_clause < 0 && levels_of(g, json_object_get(j, "levels"), b))
        return snprintf(why, n, "\"levels\" does not give each level of %s as found", g->id), -1;
    const json_t *left = json_object_get(j, "left_out");
    for (int k = 0; left && k < LC_LEFT_N; k++)   /* absent in a report of an older kit: none counted */
        if (uint_of(left, lc_left_name(k), &b->left_out[k]))
            return snprintf(why, n, "\"left_out\" is not as `lotcert block --json` writes it"), -1;
    for (size_t i = 0; json_is_array(shown) && i < json_array_size(shown) && i < 3; i++)
        snprintf(b->disagree_text[i], sizeof b->disagree_text[i], "%s",
                 json_string_value(json_array_get(shown, i)) ? json_string_value(json_array_get(shown, i)) : "");
    return 0;
}
