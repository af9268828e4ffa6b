/* compile_identity.c — game identity, emission, interpretation register and
 * prize table: the parts of a rules file that describe, not decide. */
#include "compile.h"
#include "readings.h"

#include <stdlib.h>
#include <string.h>

static const char *const GAME_KEYS[] = {"id", "title", "operator", "edition", "reglement", "currency", NULL};
static const char *const REGLEMENT_KEYS[] = {"title", "signed", "amended", "applicable", "source", "sha256",
                                             "incomplete", NULL};
static const char *const EMISSION_KEYS[] = {"unit_price_cents", "block_units", "payout_bounds", "stakes_cents",
                                            "stake_multiplies", NULL};
static const char *const BOUNDS_KEYS[] = {"min_percent", "max_percent", "source", NULL};


static int read_reglement(cc_ctx *c, const yt_node *r)
{
    lc_game *g = c->g;
    size_t m = yr_push_key(&c->rd, "reglement");
    if (yr_map(&c->rd, r, REGLEMENT_KEYS) || cc_dup(c, r, "title", 1, &g->reglement_title) ||
        cc_dup(c, r, "signed", 1, &g->signed_on) || cc_dup(c, r, "amended", 0, &g->amended_on) ||
        cc_dup(c, r, "applicable", 0, &g->applicable_on) || cc_dup(c, r, "source", 1, &g->source) ||
        cc_dup(c, r, "incomplete", 0, &g->text_incomplete))
        return -1;
    const yt_node *sha = yt_get(r, "sha256");   /* kept for lint --texts, which reads it from the file */
    if (sha && (sha->kind != YT_SCALAR || strlen(sha->text) != 64 || strspn(sha->text, "0123456789abcdef") != 64))
        return yr_fail_key(&c->rd, r, "sha256", "expected the text's SHA-256: 64 lowercase hexadecimal digits");
    yr_pop(&c->rd, m);
    return 0;
}

static int read_bounds(cc_ctx *c, const yt_node *b)
{
    lc_game *g = c->g;
    size_t m = yr_push_key(&c->rd, "payout_bounds");
    const yt_node *lo = yr_need(&c->rd, b, "min_percent"), *hi = lo ? yr_need(&c->rd, b, "max_percent") : NULL;
    if (yr_map(&c->rd, b, BOUNDS_KEYS) || !lo || !hi || cc_dup(c, b, "source", 1, &g->payout_source))
        return -1;
    if (yr_percent_bp(&c->rd, lo, &g->payout_min_bp) || yr_percent_bp(&c->rd, hi, &g->payout_max_bp))
        return -1;
    if (g->payout_min_bp > g->payout_max_bp)
        return yr_fail(&c->rd, b, "min_percent exceeds max_percent");
    yr_pop(&c->rd, m);
    return 0;
}

/* `stakes_cents: [200, 400, ...]`: the stakes a player may choose, ascending,
 * the first the unit's price. */
static int read_stakes(cc_ctx *c, const yt_node *s)
{
    lc_game *g = c->g;
    size_t m = yr_push_key(&c->rd, "stakes_cents");
    if (yr_list(&c->rd, s, 1, LC_MAX_STAKES, "stakes") || cc_cents_list(c, s, 100000000, g->stakes))
        return -1;
    g->nstakes = (int)s->nkids;
    for (int i = 1; i < g->nstakes; i++)
        if (g->stakes[i] <= g->stakes[i - 1]) {
            yr_push_index(&c->rd, (size_t)i);
            return yr_fail(&c->rd, s->kids[i], "stakes are listed in ascending order, each once");
        }
    if (g->stakes[0] != g->unit_price)
        return yr_fail(&c->rd, s, "the first stake is the unit's price (unit_price_cents: %lld)",
                       (long long)g->unit_price);
    yr_pop(&c->rd, m);
    return 0;
}

int cc_identity(cc_ctx *c, const yt_node *root)
{
    lc_game *g = c->g;
    const yt_node *game = yr_need(&c->rd, root, "game");
    if (!game)
        return -1;
    size_t m = yr_push_key(&c->rd, "game");
    static const char *const editions[] = {"ticket", "internet", "draw", NULL};
    int edition;
    if (yr_map(&c->rd, game, GAME_KEYS) || cc_dup(c, game, "id", 1, &g->id) ||
        cc_dup(c, game, "title", 1, &g->title) || yr_field_str(&c->rd, game, "operator", 0, &(const char *){NULL}) ||
        yr_field_enum(&c->rd, game, "edition", 1, editions, &edition))
        return -1;
    g->edition = lc_xstrdup(editions[edition]);
    static const char *const currencies[] = LC_CURRENCY_WORDS;
    int currency = LC_EUR;
    if (yr_field_enum(&c->rd, game, "currency", 0, currencies, &currency))
        return -1;
    g->currency = (uint8_t)(currency < 0 ? LC_EUR : currency);
    const yt_node *r = yr_need(&c->rd, game, "reglement");
    if (!r || read_reglement(c, r))
        return -1;
    yr_pop(&c->rd, m);

    const yt_node *e = yr_need(&c->rd, root, "emission");
    if (!e)
        return -1;
    m = yr_push_key(&c->rd, "emission");
    long long price, units = 0;
    if (cc_clause(c, e, LC_CL_EMISSION, EMISSION_KEYS, &g->emission_clause) ||
        yr_field_int(&c->rd, e, "unit_price_cents", 1, 1, 100000000, &price) ||
        yr_field_int(&c->rd, e, "block_units", !yt_get(root, "ranks"), 1, LC_MAX_LOTS, &units))
        return -1;
    if (units && yt_get(root, "ranks"))   /* its unit is a drawing, of as many plays as were made */
        return yr_fail_key(&c->rd, e, "block_units", "a pool game has no block of units: each drawing has its plays");
    g->unit_price = price;
    g->block_units = units;
    const yt_node *b = yt_get(e, "payout_bounds");
    if (b && read_bounds(c, b))
        return -1;
    const yt_node *st = yt_get(e, "stakes_cents");
    if (st && read_stakes(c, st))
        return -1;
    if (st && strcmp(g->edition, "draw"))
        return yr_fail_key(&c->rd, e, "stakes_cents", "stakes are a draw game's (game.edition: draw)");
    int mult = 0;
    if (yt_get(e, "stake_multiplies") && yr_bool(&c->rd, yt_get(e, "stake_multiplies"), &mult))
        return -1;
    if (mult && !st)
        return yr_fail_key(&c->rd, e, "stake_multiplies", "amounts that multiply with the stake need stakes_cents");
    for (int i = 0; mult && i < g->nstakes; i++)
        if (g->stakes[i] % g->unit_price)
            return yr_fail_key(&c->rd, e, "stake_multiplies", "a stake of %lld cents is no whole number of unit prices "
                               "(%lld cents)", (long long)g->stakes[i], (long long)g->unit_price);
    g->stake_multiplies = (uint8_t)mult;
    yr_pop(&c->rd, m);
    return 0;
}

/* ---- interpretation register ------------------------------------------ */

static const char *const INTERP_KEYS[] = {"id", "cites", "question", "readings", "default",
                                          "selected", "selectable", NULL};
static const char *const READING_KEYS[] = {"id", "text", "effect", "reason", NULL};

/* `effect: none` and its `reason`: a reading that, chosen, changes no
 * outcome, said so rather than reported in force as if it did. */
static int read_effect(cc_ctx *c, const yt_node *r, lc_interp *in, int i)
{
    const char *effect = NULL, *reason = NULL;
    if (yr_field_str(&c->rd, r, "effect", 0, &effect) || yr_field_str(&c->rd, r, "reason", 0, &reason))
        return -1;
    if (!effect && !reason)
        return 0;
    if (!effect || strcmp(effect, "none"))
        return yr_fail_key(&c->rd, r, effect ? "effect" : "reason", "expected effect: none, with a reason");
    if (!reason)
        return yr_fail(&c->rd, r, "effect: none needs its reason (reason: why choosing it changes no outcome)");
    in->no_effect |= 1u << i;
    in->reason[i] = lc_xstrdup(reason);
    return 0;
}

static int read_readings(cc_ctx *c, const yt_node *rs, lc_interp *in)
{
    size_t m = yr_push_key(&c->rd, "readings");
    if (yr_seq(&c->rd, rs))
        return -1;
    if (rs->nkids < 2 || rs->nkids > LC_MAX_READINGS)
        return yr_fail(&c->rd, rs, "expected from 2 to %d readings (the chosen one and its alternatives)",
                       LC_MAX_READINGS);
    for (size_t i = 0; i < rs->nkids; i++) {
        size_t mi = yr_push_index(&c->rd, i);
        const char *id, *text;
        if (yr_map(&c->rd, rs->kids[i], READING_KEYS) || yr_field_str(&c->rd, rs->kids[i], "id", 1, &id) ||
            yr_field_str(&c->rd, rs->kids[i], "text", 1, &text))
            return -1;
        for (int j = 0; j < in->nreadings; j++)
            if (!strcmp(in->reading[j], id))
                return yr_fail(&c->rd, rs->kids[i], "reading '%s' is listed twice", id);
        in->reading[in->nreadings] = lc_xstrdup(id);
        in->reading_text[in->nreadings++] = lc_xstrdup(text);
        if (read_effect(c, rs->kids[i], in, in->nreadings - 1))
            return -1;
        yr_pop(&c->rd, mi);
    }
    yr_pop(&c->rd, m);
    return 0;
}

static int pick_reading(cc_ctx *c, const yt_node *n, const char *key, const lc_interp *in, int *out)
{
    const char *id;
    if (yr_field_str(&c->rd, n, key, 1, &id))
        return -1;
    for (int i = 0; i < in->nreadings; i++)
        if (!strcmp(in->reading[i], id)) {
            *out = i;
            return 0;
        }
    return yr_fail_key(&c->rd, n, key, "'%s' is not one of the readings listed", id);
}

static int read_interp(cc_ctx *c, const yt_node *n, lc_interp *out);

/* --reading ENTRY=READING: the reading in force, whatever the file selects. */
static int force_reading(cc_ctx *c, const yt_node *n, lc_interp *in, const char *id, const char *reading)
{
    char listed[400] = "";
    for (int i = 0; i < in->nreadings; i++) {
        if (!strcmp(in->reading[i], reading)) {
            in->selected = i;
            if (!in->selectable && i != in->dflt)
                return yr_fail(&c->rd, n, "--reading %s=%s: %s is not selectable: the register names no plausible "
                               "alternative", id, reading, id);
            return 0;
        }
        snprintf(listed + strlen(listed), sizeof listed - strlen(listed), "%s%s", i ? ", " : "", in->reading[i]);
    }
    return yr_fail(&c->rd, n, "--reading %s=%s: '%s' is not one of the readings of %s (%s)", id, reading, reading, id,
                   listed);
}

void cc_interp_free(lc_interp *in)
{
    free(in->question);
    for (int r = 0; r < in->nreadings; r++) {
        free(in->reading[r]);
        free(in->reading_text[r]);
        free(in->reason[r]);
    }
}

static int interp_item(cc_ctx *c, const yt_node *n)
{
    lc_game *g = c->g;
    lc_interp in = {0};
    if (read_interp(c, n, &in)) {
        cc_interp_free(&in);
        return -1;
    }
    g->interp = lc_xrealloc(g->interp, (size_t)(g->ninterp + 1) * sizeof *g->interp);
    g->interp[g->ninterp++] = in;
    g->clauses[in.clause].interp = g->ninterp - 1;
    return 0;
}

static int read_interp(cc_ctx *c, const yt_node *n, lc_interp *out)
{
    lc_game *g = c->g;
    lc_interp *in = out;
    const char *question;
    const yt_node *rs = yr_need(&c->rd, n, "readings");
    /* The register entry is a clause too, so traces and coverage name it
     * like any other; its own keys are checked by cc_clause. */
    if (!rs || cc_clause(c, n, LC_CL_INTERPRETATION, INTERP_KEYS + 2, &in->clause) ||
        yr_field_str(&c->rd, n, "question", 1, &question) || read_readings(c, rs, in) ||
        pick_reading(c, n, "default", in, &in->dflt))
        return -1;
    in->selected = in->dflt;
    if (yt_get(n, "selected") && pick_reading(c, n, "selected", in, &in->selected))
        return -1;
    const yt_node *sel = yt_get(n, "selectable");
    if (sel && yr_bool(&c->rd, sel, &in->selectable))
        return -1;
    const char *id = g->clauses[in->clause].id, *forced = lc_reading_forced(id);
    if (forced && force_reading(c, n, in, id, forced))
        return -1;
    if (!in->selectable && in->selected != in->dflt)
        return yr_fail_key(&c->rd, n, "selected", "%s is not selectable: the register names no plausible alternative", g->clauses[in->clause].id);
    in->question = lc_xstrdup(question);
    return 0;
}

int cc_interpretations(cc_ctx *c, const yt_node *root)
{
    if (cc_each(c, root, "interpretations", 1, interp_item))
        return -1;
    if (!c->early)
        return 0;
    size_t m = yr_push_key(&c->rd, "emission");   /* errors are the emission's */
    int rc = cc_apply_entries(c, c->early, c->early_clause);
    yr_pop(&c->rd, m);
    return rc;
}

/* ---- prize table ------------------------------------------------------- */

static const char *const TABLE_KEYS[] = {"rows", "lots", "total_cents", NULL};
static const char *const ROW_KEYS[] = {"lots", "amount_cents", "total_cents", "only_by_sum", "source", NULL};

static int table_row(cc_ctx *c, const yt_node *n, lc_table_row *row)
{
    long long lots, amount, total;
    if (yr_map(&c->rd, n, ROW_KEYS) || yr_field_int(&c->rd, n, "lots", 1, 1, LC_MAX_LOTS, &lots) ||
        yr_field_int(&c->rd, n, "amount_cents", 1, 1, LC_MAX_AMOUNT_CENTS, &amount) ||
        yr_field_int(&c->rd, n, "total_cents", 1, 1, LC_MAX_TOTAL_CENTS, &total))
        return -1;
    *row = (lc_table_row){.lots = lots, .amount = amount, .total = total, .source = -1, .line = n->line,
                          .column = n->column};
    const char *source = NULL;
    if (yr_field_str(&c->rd, n, "source", 0, &source))
        return -1;
    if (source) {   /* figures not printed in the text: the register says where they come from */
        row->source = lc_game_clause(c->g, source);
        if (row->source < 0 || c->g->clauses[row->source].kind != LC_CL_INTERPRETATION)
            return yr_fail_key(&c->rd, n, "source", "expected an entry of the interpretation register, found '%s'",
                               source);
    }
    const yt_node *s = yt_get(n, "only_by_sum");
    if (s) {
        size_t m = yr_push_key(&c->rd, "only_by_sum");
        if (yr_bool(&c->rd, s, &row->only_by_sum))
            return -1;
        yr_pop(&c->rd, m);
    }
    return 0;
}

int cc_table(cc_ctx *c, const yt_node *root)
{
    lc_game *g = c->g;
    const yt_node *t, *rows;
    int chances = 0, without = -1;
    if (g->pool.nranks)
        return 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++) {
            chances += g->grids[gi].lev[i].one_in > 0;
            without = g->grids[gi].lev[i].one_in ? without : g->grids[gi].lev[i].clause;
        }
    if (!yt_get(root, "prize_table") && !strcmp(g->edition, "draw") && chances)
        return without < 0 ? 0 : yr_fail(&c->rd, root, "level '%s' states no chance (one_in): a draw game without "
                                          "a prize_table states each level's", g->clauses[without].id);
    if (g->nstakes && yt_get(root, "prize_table"))   /* an amount per stake is no row of lots per block */
        return yr_fail_key(&c->rd, root, "prize_table", "a game with stakes has no prize table: its levels state "
                           "their chance (one_in)");
    if (chances)   /* lots per block, or chances per play: one or the other */
        return yr_fail(&c->rd, root, "levels state their chance (one_in) only in a draw game without a prize table");
    if (!(t = yr_need(&c->rd, root, "prize_table")))
        return -1;
    size_t m = yr_push_key(&c->rd, "prize_table");
    long long lots, total;
    if (cc_clause(c, t, LC_CL_TABLE, TABLE_KEYS, &g->table_clause) || !(rows = yr_need(&c->rd, t, "rows")) ||
        yr_field_int(&c->rd, t, "lots", 1, 1, LC_MAX_LOTS, &lots) ||
        yr_field_int(&c->rd, t, "total_cents", 1, 1, LC_MAX_TOTAL_CENTS, &total))
        return -1;
    g->table_lots = lots;
    g->table_total = total;
    size_t mr = yr_push_key(&c->rd, "rows");
    if (yr_list(&c->rd, rows, 1, LC_MAX_TABLE_ROWS, "rows"))
        return -1;
    for (size_t i = 0; i < rows->nkids; i++) {
        size_t mi = yr_push_index(&c->rd, i);
        if (table_row(c, rows->kids[i], &g->rows[i]))
            return -1;
        for (size_t j = 0; j < i; j++)
            if (g->rows[j].amount == g->rows[i].amount)
                return yr_fail(&c->rd, rows->kids[i], "amount %lld appears in two rows",
                               (long long)g->rows[i].amount);
        g->nrows++;
        yr_pop(&c->rd, mi);
    }
    yr_pop(&c->rd, mr);
    yr_pop(&c->rd, m);
    return 0;
}
