/* certify_json.c — the content of a certification as JSON: every figure the
 * PDF shows, and no clock reading beyond the date, so that two runs under
 * SOURCE_DATE_EPOCH give the same bytes. */
#include "atomic.h"
#include "certify.h"
#include "history.h"
#include "readings.h"
#include "text.h"
#include "version.h"

#include <stdlib.h>
#include <string.h>

static json_t *iso_date(time_t t)
{
    char buf[32];
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return json_string(buf);
}

static json_t *findings(const lc_finding *f, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_pack("{s:s?, s:o}", "game", f[i].g ? f[i].g->id : NULL, "text", lc_json_str(f[i].text)));
    return a;
}

static json_t *reglement(const lc_game *g)
{
    return json_pack("{s:s?, s:s?, s:s?, s:s?, s:s?}", "title", g->reglement_title, "signed", g->signed_on, "amended",
                     g->amended_on, "applicable", g->applicable_on, "source", g->source);
}

static json_t *register_in_force(const lc_game *g)
{
    json_t *a = json_array();
    for (int i = 0; i < g->ninterp; i++) {
        const lc_interp *in = &g->interp[i];
        const lc_clause *cl = &g->clauses[in->clause];
        json_array_append_new(a, json_pack("{s:s, s:s, s:s, s:s, s:s, s:s?, s:b}", "id", cl->id, "cites", cl->cites,
                                           "question", in->question, "selected", in->reading[in->selected], "default",
                                           in->reading[in->dflt], "text", in->reading_text[in->selected], "is_default",
                                           in->selected == in->dflt));
    }
    return a;
}

static json_t *articles(const lc_cert *c, const lc_game *g)
{
    lc_article_result ar[256];
    int n = lc_cert_articles(c, g, ar, 256);
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_pack("{s:s, s:i, s:i, s:i}", "article", ar[i].article, "cases", ar[i].cases,
                                           "passed", ar[i].passed, "failed", ar[i].cases - ar[i].passed));
    return a;
}

static json_t *coverage(const lc_cert *c, const lc_game *g)
{
    for (int i = 0; i < c->cov.ngames; i++) {
        const lc_game_coverage *gc = &c->cov.games[i];
        if (gc->g != g)
            continue;
        lc_coverage one = c->cov;
        one.games = (lc_game_coverage *)gc;
        one.ngames = 1;
        return json_pack("{s:i, s:f, s:f, s:f, s:f, s:f, s:i, s:i, s:i, s:i}", "cases", gc->ncases, "clauses",
                         lc_cov_percent(&one, 0), "readings", lc_cov_percent(&one, 1), "outcomes",
                         lc_cov_percent(&one, 2), "boundaries", lc_cov_percent(&one, 3), "mutation_score",
                         lc_cov_percent(&one, 4), "mutants", gc->nmutants, "killed", gc->killed, "survived",
                         gc->survived, "equivalent", gc->equivalent);
    }
    return json_null();
}

static json_t *prize_table(const lc_cert *c, const lc_game *g)
{
    uint64_t lots[LC_MAX_TABLE_ROWS];
    int nb = lc_cert_observed(c, g, lots);
    json_t *a = json_array();
    for (int r = 0; r < g->nrows; r++) {
        json_t *row = json_pack("{s:I, s:I, s:I}", "amount_cents", (json_int_t)g->rows[r].amount, "lots_per_block",
                                (json_int_t)lc_cert_lots(c, g, r), "expected", (json_int_t)(lc_cert_lots(c, g, r) * nb));
        json_object_set_new(row, "observed", nb ? json_integer((json_int_t)lots[r]) : json_null());
        json_array_append_new(a, row);
    }
    return a;
}

/* What the economics page shows: the payout in theory, its bound, as observed. */
static json_t *economics(const lc_cert *c, const lc_game *g)
{
    lc_payout p;
    lc_cert_payout(c, g, &p);
    json_t *j = json_pack("{s:f, s:b, s:I}", "payout_theoretical", p.theoretical, "within_bound", p.within,
                          "units_observed", (json_int_t)p.units);
    json_object_set_new(j, "payout_bound", !g->payout_source ? json_null() : json_pack("[f, f]",
                        g->payout_min_bp / 100.0, g->payout_max_bp / 100.0));
    json_object_set_new(j, "payout_observed", p.observed < 0 ? json_null() : json_real(p.observed));
    json_object_set_new(j, "sd_points", g->table_clause >= 0 || p.observed < 0 ? json_null() : json_real(p.sd_points));
    return j;
}

static json_t *game(const lc_cert *c, int gi)
{
    const lc_game *g = c->rs.games[gi];
    int n = 0, passed = 0, other = 0;
    for (int i = 0; i < c->run.n; i++)
        if (c->run.r[i].c->game == g) {
            n++;
            passed += c->run.r[i].pass;
        }
    for (int i = c->suite.n; i < c->suite.nall; i++)   /* cases that hold only under other readings */
        other += c->suite.cases[i].game == g;
    json_t *j = json_pack("{s:s, s:s, s:s?, s:o, s:I, s:I, s:{s:i, s:o}, s:o, s:{s:i, s:i, s:i, s:i}, s:o, s:o, s:o}", "id",
                     g->id, "title", g->title, "edition", g->edition, "reglement", reglement(g), "unit_price_cents",
                     (json_int_t)g->unit_price, "block_units", (json_int_t)lc_cert_block_units(c, g), "lint", "findings",
                     c->lint_findings[gi], "text", lc_json_str(c->lint_text[gi]), "interpretations", register_in_force(g), "cases",
                     "total", n, "passed", passed, "failed", n - passed, "other_readings", other, "articles", articles(c, g), "coverage",
                     coverage(c, g), "prize_table", prize_table(c, g));
    json_object_set_new(j, "economics", economics(c, g));
    return j;
}

static json_t *failures(const lc_cert *c)
{
    json_t *a = json_array();
    for (int i = 0; i < c->run.n; i++) {
        const lc_result *r = &c->run.r[i];
        char arts[256];
        if (r->pass)
            continue;
        json_t *f = json_pack("{s:o, s:s, s:o, s:o, s:i, s:o, s:O, s:O}", "id", lc_json_str(r->c->id), "game",
                              r->c->game->id, "articles", lc_json_str(lc_case_articles(r->c, arts, sizeof arts)),
                              "file", lc_json_str(r->c->file), "line", r->c->line, "why",
                              lc_json_str(r->why ? r->why : "failed"), "unit", r->c->unit, "expected",
                              r->c->expect);
        json_t *got = r->got ? lc_json_safe_copy(r->got) : json_null();
        json_object_del(got, "id");   /* a request id says nothing and is new every run: not evidence */
        json_object_set_new(f, "got", got);
        json_array_append_new(a, f);
    }
    return a;
}

/* Who produced the file and how; the file whose statistics it repeats, and why. */
static json_t *source(const lc_cert *c, const lc_cert_block *cb)
{
    static const char *const WHY[] = {NULL, "the same file", "generated by the kit from the same seed", "unexplained"};
    const lc_block_source *s = &cb->src;
    json_t *j = json_pack("{s:b, s:o, s:o}", "generated_by_kit", s->kit, "seed", s->kit ? json_integer((json_int_t)s->seed)
                          : json_null(), "declared", s->declared ? lc_json_str(s->declared) : json_null());
    json_object_set_new(j, "same_statistics_as", s->same_as < 0 ? json_null() : lc_json_str(c->blocks[s->same_as].path));
    json_object_set_new(j, "same_because", s->same_as < 0 ? json_null() : json_string(WHY[s->same_why]));
    return j;
}

static json_t *block(const lc_cert *c, const lc_cert_block *cb, int i)
{
    json_t *j = lc_block_result_json(cb->g, &cb->run.blocks[i], cb->run.first_block + (uint64_t)i, c->o.alpha);
    json_object_set_new(j, "file", lc_json_str(cb->path));
    json_object_set_new(j, "source", source(c, cb));
    return j;
}

/* A report's file name without its folder, or null. */
static json_t *file_name(const char *path)
{
    const char *slash = path ? strrchr(path, '/') : NULL;
    return path ? lc_json_str(slash ? slash + 1 : path) : json_null();
}

static json_t *str_or_null(const char *s) { return s ? lc_json_str(s) : json_null(); }

/* Who issues the report, for whom, about what, when, under which number. */
static json_t *report(const lc_cert *c)
{
    const lc_report_info *r = c->o.report;
    const lc_lab_profile *lab = r ? r->lab : NULL;
    char number[160], day[16];
    struct tm tm;
    gmtime_r(&c->when, &tm);
    strftime(day, sizeof day, "%Y-%m-%d", &tm);
    lc_report_number(r, c->when, number, sizeof number);
    lc_draft dr = lc_report_draft(r);
    json_t *j = json_pack("{s:o, s:i, s:b, s:s?}", "number", number[0] ? lc_json_str(number) : json_null(), "revision",
                          r ? r->revision : 0, "draft", dr != LC_FINAL, "draft_why", dr ? lc_draft_key(dr) : NULL);
    json_object_set_new(j, "laboratory", !lab ? json_null() : json_pack("{s:o, s:o, s:o, s:o, s:o, s:o, s:o}", "name",
        lc_json_str(lab->name), "address", lc_json_str(lab->address), "site", str_or_null(lab->site), "accreditation",
        str_or_null(lab->accreditation), "authorized_by", lc_json_str(lab->authorized_by), "numbering",
        lc_json_str(lab->numbering), "signing_key", str_or_null(lab->signing_key)));
    json_object_set_new(j, "client", str_or_null(r ? r->client : NULL));
    json_object_set_new(j, "item", json_pack("{s:o, s:o, s:o}", "vendor", str_or_null(r ? r->vendor : NULL), "product",
                                             str_or_null(r ? r->product : NULL), "version", str_or_null(r ? r->version : NULL)));
    json_object_set_new(j, "dates", json_pack("{s:o, s:s, s:s}", "received", str_or_null(r ? r->received : NULL),
                                              "tests", r && r->tested ? r->tested : day, "issued",
                                              r && r->issued ? r->issued : day));
    return j;
}

static json_t *texts(const lc_prior *p, int from, int to)
{
    json_t *a = json_array();
    for (int i = from; i < to; i++)
        json_array_append_new(a, json_pack("{s:o}", "text", lc_json_str(p->findings[i])));
    return a;
}

/* This run's number and every earlier run with its findings (--previous). */
static json_t *history(const lc_cert *c)
{
    const lc_history *h = c->o.report ? c->o.report->history : NULL;
    json_t *earlier = json_array();
    for (int i = 0; h && i < h->n; i++) {
        const lc_prior *p = &h->runs[i];
        json_array_append_new(earlier, json_pack("{s:i, s:s, s:s, s:s, s:s, s:o, s:o}", "run", p->run, "date", p->date,
                                                 "number", p->number, "verdict", p->verdict, "json_sha256", p->sha256,
                                                 "nonconformities", texts(p, 0, p->nonconf), "reservations",
                                                 texts(p, p->nonconf, p->nfindings)));
    }
    return json_pack("{s:i, s:o}", "run", h ? h->run : 1, "earlier", earlier);
}

static json_t *document(const lc_cert *c)
{
    json_t *games = json_array(), *ids = json_array(), *blocks = json_array(), *env = json_array();
    for (int i = 0; i < c->rs.n; i++)
        json_array_append_new(games, game(c, i));
    for (int i = 0; i < c->nids; i++)
        json_array_append_new(ids, json_pack("{s:s, s:o, s:s, s:I}", "role", c->ids[i].role, "path", lc_json_str(c->ids[i].path),
                                             "sha256", c->ids[i].sha256, "bytes", (json_int_t)c->ids[i].bytes));
    for (int i = 0; i < c->nblocks; i++)
        for (int b = 0; b < c->blocks[i].run.nblocks; b++)
            json_array_append_new(blocks, block(c, &c->blocks[i], b));
    for (int i = 0; i < c->nenv; i++)
        json_array_append_new(env, lc_json_str(c->env[i]));
    /* what a rerun needs to make the same certification (lotcert verify --rerun) */
    json_t *options = json_pack("{s:f, s:f, s:I, s:I, s:i, s:s}", "timeout", c->o.timeout, "alpha", c->o.alpha, "units",
                                (json_int_t)c->o.units, "fuzz", (json_int_t)c->o.fuzz, "jobs", c->o.jobs, "sandbox",
                                !c->o.confine ? "none" : c->o.confine->sandbox == LC_SANDBOX_NONE ? "none"
                                                       : c->o.confine->sandbox == LC_SANDBOX_BWRAP ? "bwrap" : "auto");
    json_object_set_new(options, "fuzz_seed", json_integer((json_int_t)c->o.fuzz_seed));
    json_t *fuzz = json_pack("{s:I, s:I, s:I, s:o}", "units", (json_int_t)c->fuzz.units, "seed", (json_int_t)c->o.fuzz_seed,
                             "disagreements", (json_int_t)c->fuzz.disagreements, "first",
                             c->fuzz.disagreements ? lc_json_str(c->fuzz.first) : json_null());
    json_t *doc = json_pack("{s:s, s:s, s:s, s:o, s:s, s:s, s:o, s:s, s:s, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:{s:o, s:I, s:i, s:o}}",
                     "format", "lotcert-certification/1", "tool", "lotcert", "version", LC_VERSION, "date",
                     iso_date(c->when), "date_from", c->reproducible ? "SOURCE_DATE_EPOCH" : "clock", "lang",
                     c->o.lang, "candidate", lc_json_str(c->o.candidate), "verdict",
                     lc_verdict_key(c->verdict), "verdict_text", lc_verdict_word(c->verdict, c->o.lang),
                     "nonconformities", findings(c->nonconf, c->nnonconf), "reservations",
                     findings(c->reserv, c->nreserv), "identity", ids, "games", games, "failures", failures(c), "fuzz", fuzz,
                     "blocks", blocks, "environment", env, "candidate_evidence", "stderr", lc_json_str(c->run.stderr_text), "stderr_dropped",
                     (json_int_t)c->run.stderr_dropped, "restarts", c->run.restarts, "confinement",
                     c->o.confine ? lc_confine_json(c->o.confine) : json_null());
    json_t *readings = json_array();
    for (int i = 0; i < lc_readings_count(); i++)
        json_array_append_new(readings, json_string(lc_reading_arg(i)));
    json_object_set_new(options, "readings", readings);
    json_object_set_new(options, "texts", c->o.texts ? lc_json_str(c->o.texts) : json_null());
    json_t *sources = json_array();
    for (int i = 0; i < c->o.nsources; i++)
        json_array_append_new(sources, json_pack("{s:o, s:o}", "file", lc_json_str(c->o.sources[i].file), "text",
                                                 lc_json_str(c->o.sources[i].text)));
    json_object_set_new(options, "block_sources", sources);
    json_object_set_new(doc, "options", options);
    json_object_set_new(doc, "report", report(c));
    json_object_set_new(doc, "history", history(c));
    /* the files of this certification, by name (beside this JSON): verify DIR finds them by it */
    json_object_set_new(doc, "outputs", json_pack("{s:o, s:o, s:o}", "json", file_name(c->o.out_json), "pdf",
                                                  file_name(c->o.out_pdf), "signature", file_name(c->o.out_sig)));
    if (c->since_old) {   /* --since: what changed since the previous rules */
        json_t *kinds = json_array(), *rerun = json_array();
        for (int k = 0; k < c->since.nout; k++)
            json_array_append_new(kinds, json_pack("{s:s, s:I, s:o, s:o, s:o}", "kind", c->since.out[k].key, "units",
                                                   (json_int_t)c->since.out[k].units, "unit",
                                                   json_loads(c->since.out[k].unit_json, 0, NULL), "old",
                                                   json_loads(c->since.out[k].old_json, 0, NULL), "new",
                                                   json_loads(c->since.out[k].new_json, 0, NULL)));
        for (int i = 0; i < c->since.nrerun; i++)
            json_array_append_new(rerun, lc_json_str(c->since.rerun[i].c->id));
        json_object_set_new(doc, "since", json_pack("{s:o, s:s, s:s, s:i, s:o, s:b, s:o}", "file",
                                                    lc_json_str(c->since_old->file), "game", c->since_old->id,
                                                    "against", c->since_new->id, "encoding_changes", c->since.nenc,
                                                    "outcomes", kinds, "table_changed", c->since.table_changed,
                                                    "rerun", rerun));
    }
    return doc;
}

char *lc_cert_json_text(const lc_cert *c)
{
    json_t *doc = document(c);
    char *text = lc_json_text(doc);
    json_decref(doc);
    return text;
}
