/* test_certify.c — the certification's parts: digests against the FIPS
 * 180-2 vector, numbers as the règlements print them, the labels, the PDF
 * layer (wrapping, atomic save, a full disk), and a certification of the
 * Bingo suite through the interpreter: its verdict, its reservations, its
 * articles in reading order, and evidence that is the same twice under
 * SOURCE_DATE_EPOCH. */
#include "helpers.h"
#include "certify.h"
#include "explain.h"
#include "labels.h"
#include "pdf.h"
#include "text.h"
#include "verify.h"

static void test_digests(void **s)
{
    (void)s;
    char hex[LC_SHA256_HEX], path[64];
    lc_sha256_hex("abc", 3, hex);
    assert_string_equal(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    write_temp("abc", path, sizeof path);
    lc_error err;
    assert_int_equal(lc_sha256_file(path, hex, &err), 0);
    assert_string_equal(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    unlink(path);
    assert_int_equal(lc_sha256_file(path, hex, &err), -1);
    assert_string_equal(err.file, path);
    assert_int_equal(lc_sha256_file("/tmp", hex, &err), -1);   /* opens, but cannot be read */
    assert_non_null(strstr(err.message, "read error"));
}

static void test_numbers_and_labels(void **s)
{
    (void)s;
    char b[64];
    assert_string_equal(lc_grouped(b, sizeof b, 1500000), "1 500 000");
    assert_string_equal(lc_grouped(b, sizeof b, 999), "999");
    assert_string_equal(lc_grouped(b, sizeof b, -1000), "-1 000");
    assert_string_equal(lc_euros(b, sizeof b, 1000000), "10 000,00 €");
    assert_string_equal(lc_euros(b, sizeof b, 405), "4,05 €");
    assert_string_equal(lc_l("fr", L_NOT_CERTIFIED), "non certifié");
    assert_string_equal(lc_l("en", L_NOT_CERTIFIED), "not certified");
    assert_string_equal(lc_l("de", L_NOT_CERTIFIED), "not certified");
    assert_string_equal(lc_l(NULL, L_NOT_CERTIFIED), "not certified");
    assert_string_equal(lc_l("fr", L_COUNT), "?");
    for (int k = 0; k < L_COUNT; k++) {   /* no label missing in either language */
        assert_string_not_equal(lc_l("fr", (lc_label)k), "?");
        assert_string_not_equal(lc_l("en", (lc_label)k), "?");
    }
    assert_string_equal(lc_verdict_key(LC_RESERVATIONS), "certified with reservations");
    assert_string_equal(lc_l_quote("fr", "status lose, expected win", b, sizeof b), "« status lose, expected win »");
    assert_string_equal(lc_l_quote("en", "status lose, expected win", b, sizeof b), "status lose, expected win");
    const char *v[2] = {"7", "x"};
    char longer[200];
    assert_string_equal(lc_l_fill("fr", L_DECL_SOME, longer, sizeof longer, v, 2), "par 7 unités sur x, chacun vérifié face à ce que paie l'unité");
    assert_string_equal(lc_fill("%s and %s, %d", b, sizeof b, v, 1), "7 and %s, %d");   /* places beyond v stay */
    assert_string_equal(lc_fill("%s%s", b, 4, v + 1, 1), "x%s");   /* cut to the buffer */
}

/* verify's reading of the pages' figures: the run number and a game's
 * economics against the JSON, in either language; an edited figure, a
 * missing page, a bound where the JSON has none, each differs. */
static void test_verify_figures(void **s)
{
    (void)s;
    char detail[600];
    json_t *doc = json_loads("{\"history\": {\"run\": 2}, \"games\": [{\"id\": \"g1\", \"block_units\": 1500000, "
                             "\"economics\": {\"payout_theoretical\": 66.0, \"payout_bound\": [62.0, 75.0], "
                             "\"payout_observed\": null}}]}", 0, NULL);
    const char *en = "Run\n2; earlier runs and their findings: see the run history\nEconomics of the game — g1\n"
                     "Units per block\n1 500 000\nTheoretical payout (TRJ)\n66.00 %\nBound\n62.00 % – 75.00 % (art. D.322-10)\n"
                     "Payout observed\nnot tested: no block of this game was verified\n";
    assert_int_equal(lc_verify_figures(en, doc, "en", detail, sizeof detail), 0);
    const char *fr = "Passage\n2 ; passages antérieurs\nÉconomie du jeu — g1\nUnités par bloc\n1 500 000\nTRJ théorique\n"
                     "66,00 %\nBorne\n62,00 % – 75,00 % (art.)\nTRJ constaté\nnon testé : aucun bloc de ce jeu n'a été vérifié\n";
    assert_int_equal(lc_verify_figures(fr, doc, "fr", detail, sizeof detail), 0);
    assert_int_equal(lc_verify_figures(en, doc, "fr", detail, sizeof detail), 1);   /* the English page read as French */
    json_object_set_new(json_object_get(doc, "history"), "run", json_integer(1));
    assert_int_equal(lc_verify_figures(en, doc, "en", detail, sizeof detail), 1);
    assert_non_null(strstr(detail, "Run shows \"2; earlier"));
    json_object_set_new(json_object_get(doc, "history"), "run", json_integer(2));
    json_t *e = json_object_get(json_array_get(json_object_get(doc, "games"), 0), "economics");
    json_object_set_new(e, "payout_observed", json_real(64.64));
    assert_int_equal(lc_verify_figures(en, doc, "en", detail, sizeof detail), 1);
    assert_non_null(strstr(detail, "g1: Payout observed shows \"not tested"));
    json_object_set_new(e, "payout_observed", json_null());
    json_object_set_new(e, "payout_bound", json_null());
    assert_int_equal(lc_verify_figures(en, doc, "en", detail, sizeof detail), 1);   /* the JSON states no bound */
    assert_non_null(strstr(detail, "Bound shows"));
    json_object_set_new(json_array_get(json_object_get(doc, "games"), 0), "id", json_string("g2"));
    assert_int_equal(lc_verify_figures(en, doc, "en", detail, sizeof detail), 1);
    assert_string_equal(detail, "no economics page for g2");
    json_decref(doc);
}

/* The candidate's confinement in a French report's words: a template for
 * every word of the record, each filled in the English order. */
static void test_confinement_in_french(void **s)
{
    (void)s;
    const char *const *fr = lc_l_confine_words("fr");
    assert_null(lc_l_confine_words("en"));
    for (int k = 0; k < LC_CW_COUNT; k++)
        assert_non_null(fr[k]);
    lc_confine c = LC_CONFINE_DEFAULTS;
    c.sandbox = LC_SANDBOX_NONE;
    c.pass_env[c.npass++] = "API_KEY";
    lc_error err;
    assert_int_equal(lc_confine_resolve(&c, &err), 0);
    char line[1200], en[1200];
    lc_confine_describe_in(&c, fr, line, sizeof line);
    lc_confine_describe(&c, en, sizeof en);
    assert_non_null(strstr(line, "bac à sable aucun (--sandbox none) ; répertoire : un répertoire privé par processus"));
    assert_non_null(strstr(line, " ; transmises : API_KEY"));
    assert_non_null(strstr(en, "sandbox none (--sandbox none); directory: a private one per process, removed after"));
    lc_confine_limits_in(&c, fr, line, sizeof line);
    assert_non_null(strstr(line, "espace d'adressage 4096 MiB par processus, mémoire de l'arbre de processus "));
    assert_null(strstr(line, "address space"));
    c.procs = 0;
    lc_confine_limits_in(&c, fr, line, sizeof line);
    assert_non_null(strstr(line, "processus non bornés (--limit-procs 0)"));
}

static void test_pdf_layer(void **s)
{
    (void)s;
    lc_pdf p;
    lc_error err;
    assert_int_equal(lc_pdf_open(&p, &err), 0);
    lc_pdf_page(&p);
    float w = lc_pdf_width(&p, LC_F_SANS, 10, "Règlement « Bingo » 10 000 €");
    assert_true(w > 50 && w < 200);
    /* a paragraph wider than its column wraps, a word wider than the column is cut */
    assert_int_equal(lc_pdf_para(&p, LC_F_SANS, 10, LC_PDF_LEFT, 1000, "un deux trois"), 1);
    assert_true(lc_pdf_para(&p, LC_F_SANS, 10, LC_PDF_LEFT, 40, "un deux trois quatre cinq") >= 3);
    assert_true(lc_pdf_para(&p, LC_F_MONO, 10, LC_PDF_LEFT, 30, "0123456789abcdef0123456789") >= 4);
    /* table rows: empty and missing cells, newlines, a cell of more lines than a row keeps */
    static const float x[3] = {0, 100, 200}, cw[3] = {95, 95, 95};
    char tall[2000] = "";
    for (int i = 0; i < 60; i++)
        strcat(tall, "ligne\n");
    const char *cells[3] = {"", NULL, "a « b » c\n\nd"};
    float y = p.y;
    lc_pdf_row(&p, LC_F_SANS, 9, 3, x, cw, cells);
    assert_true(p.y < y);
    const char *tall_cells[2] = {tall, "x"};
    lc_pdf_row(&p, LC_F_SANS, 9, 2, x, cw, tall_cells);
    char wide[3000];
    memset(wide, 'w', sizeof wide - 1);
    wide[sizeof wide - 1] = '\0';
    assert_true(lc_pdf_para(&p, LC_F_MONO, 8, LC_PDF_LEFT, LC_PDF_WIDTH, wide) >= 2);
    assert_int_equal(lc_pdf_para(&p, LC_F_SANS, 8, LC_PDF_LEFT, LC_PDF_WIDTH, "un\n\ndeux"), 3);
    /* filling past the bottom starts pages */
    for (int i = 0; i < 200; i++)
        lc_pdf_para(&p, LC_F_SANS, 10, LC_PDF_LEFT, LC_PDF_WIDTH, "ligne");
    assert_true(p.npages >= 3);
    assert_int_equal(lc_pdf_save(&p, "pied\ndeuxième ligne", "page", "/dev/full", &err), -1);
    char path[64];
    write_temp("", path, sizeof path);
    assert_int_equal(lc_pdf_save(&p, "pied", "page", path, &err), 0);
    char *text = slurp(path);
    assert_memory_equal(text, "%PDF-", 5);
    free(text);
    unlink(path);
    lc_pdf_close(&p);
    setenv("LOTCERT_FONT_DIR", "/nonexistent", 1);
    assert_int_equal(lc_pdf_open(&p, &err), -1);
    assert_non_null(strstr(err.message, "fonts-dejavu-core"));
    unsetenv("LOTCERT_FONT_DIR");
}

static lc_cert_opts interpreter(void)
{
    return (lc_cert_opts){NULL, "en", 5, 0.001, 1, 0, 0, 0, 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
}

static void test_certify_bingo(void **s)
{
    (void)s;
    char *rules[] = {BINGO}, *cases[] = {"cases/fdj-bingo-2012", "cases/equivalent-mutants.yaml"};
    lc_cert_opts o = interpreter();
    lc_cert c;
    lc_error err;
    setenv("SOURCE_DATE_EPOCH", "1764633600", 1);
    assert_int_equal(lc_certify(&c, &o, rules, 1, cases, 2, NULL, 0, &err), 0);
    assert_int_equal(c.run.failed, 0);
    assert_int_equal(c.nnonconf, 0);
    assert_int_equal(c.nreserv, 2);   /* no emission block; the quotes not checked (no texts) */
    assert_int_equal(c.verdict, LC_RESERVATIONS);
    assert_true(c.reproducible);
    lc_article_result ar[64];
    int n = lc_cert_articles(&c, c.rs.games[0], ar, 64), total = 0, at41 = -1, at410 = -1;
    for (int i = 0; i < n; i++) {
        total += ar[i].cases;
        at41 = strcmp(ar[i].article, "art-4.1") ? at41 : i;
        at410 = strcmp(ar[i].article, "art-4.10") ? at410 : i;
    }
    assert_true(at41 >= 0 && at410 > at41);   /* reading order, not the file's */
    assert_true(total >= c.run.n);
    char *a = lc_cert_json_text(&c), *b = lc_cert_json_text(&c);
    assert_string_equal(a, b);
    assert_non_null(strstr(a, "\"date\": \"2025-12-02T00:00:00Z\""));
    assert_non_null(strstr(a, "\"verdict\": \"certified with reservations\""));
    free(a);
    free(b);
    lc_cert_free(&c);
    unsetenv("SOURCE_DATE_EPOCH");
}

static void test_certify_other_reading(void **s)
{
    (void)s;
    char tmp[64];
    lc_error err;
    lc_game *g = load_mutated(BINGO, "    selected: all-distinct", "    selected: within-each-draw", &err, tmp, sizeof tmp);
    assert_non_null(g);
    lc_game_free(g);
    char *rules[] = {tmp}, *cases[] = {"cases/fdj-bingo-2012/art-4.1-composition.yaml"};
    lc_cert_opts o = interpreter();
    lc_cert c;
    assert_int_equal(lc_certify(&c, &o, rules, 1, cases, 1, NULL, 0, &err), 0);
    int found = 0;
    for (int i = 0; i < c.nreserv; i++)
        found |= strstr(c.reserv[i].text, "I-BINGO-DRAWN-DISTINCT") != NULL;
    assert_true(found);
    lc_cert_free(&c);
    char *bad[] = {"/nonexistent.jsonl"};
    assert_int_equal(lc_certify(&c, &o, rules, 1, cases, 1, bad, 1, &err), -1);
    assert_string_equal(err.file, "/nonexistent.jsonl");
    unlink(tmp);
}

/* Blocks that break the table in every way; a spread threshold no block
 * can meet; a candidate run by an interpreter (its script identified too). */
static void test_certify_findings(void **s)
{
    (void)s;
    char *rules[] = {BINGO}, *cases[] = {"cases/fdj-bingo-2012/art-4.2-composition.yaml"},
         *blocks[] = {"tests/fuzz/corpus/fuzz_emission/bingo-60.jsonl", "tests/fuzz/corpus/fuzz_emission/bingo-damaged.jsonl"};
    lc_cert_opts o = interpreter();
    o.candidate = "python3 tests/candidates/python_candidate.py";
    o.alpha = 0.999999;
    o.units = 40;
    o.lang = "fr";
    lc_cert c;
    lc_error err;
    setenv("SOURCE_DATE_EPOCH", "not a date", 1);   /* refused: no evidence can carry that date */
    assert_int_equal(lc_certify(&c, &o, rules, 1, cases, 1, blocks, 2, &err), -1);
    assert_string_equal(err.path, "SOURCE_DATE_EPOCH");
    unsetenv("SOURCE_DATE_EPOCH");
    assert_int_equal(lc_certify(&c, &o, rules, 1, cases, 1, blocks, 2, &err), 0);
    assert_false(c.reproducible);
    assert_int_equal(c.verdict, LC_NOT_CERTIFIED);
    int lots = 0, spread = 0, unreadable = 0, script = 0;
    for (int i = 0; i < c.nnonconf; i++) {
        lots |= strstr(c.nonconf[i].text, "prévu") != NULL;
        spread |= strstr(c.nonconf[i].text, "khi-deux") != NULL;
        unreadable |= strstr(c.nonconf[i].text, "lignes illisibles") != NULL;
    }
    for (int i = 0; i < c.nids; i++)
        script |= !strcmp(c.ids[i].path, "tests/candidates/python_candidate.py");
    assert_true(lots && spread && unreadable && script);
    uint64_t seen[LC_MAX_TABLE_ROWS];
    assert_int_equal(lc_cert_observed(&c, c.rs.games[0], seen), 4);   /* 60 and 46 lines, in blocks of 40 */
    assert_int_equal(lc_cert_block_units(&c, c.rs.games[0]), 40);
    char path[64];
    write_temp("", path, sizeof path);
    assert_int_equal(lc_cert_junit(&c, path, &err), 0);
    char *xml = slurp(path);
    assert_non_null(strstr(xml, "<testcase classname=\"certify\" name=\"verdict\">"));
    free(xml);
    assert_int_equal(lc_cert_pdf(&c, "{}", "0123456789abcdef", NULL, path, &err), 0);
    unlink(path);
    lc_cert_free(&c);
}

/* Inputs that cannot be certified against: -1, the file named, nothing left. */
static void test_certify_input_errors(void **s)
{
    (void)s;
    char *rules[] = {BINGO}, *nowhere[] = {"/nonexistent/rules"}, *cases[] = {"cases/fdj-bingo-2012/art-4.2-composition.yaml"},
         *badcases[] = {"rules/fdj-bingo-2012.yaml"}, *empty[] = {"/dev/null"};
    lc_cert_opts o = interpreter();
    lc_cert c;
    lc_error err;
    assert_int_equal(lc_certify(&c, &o, nowhere, 1, cases, 1, NULL, 0, &err), -1);
    assert_int_equal(lc_certify(&c, &o, rules, 1, badcases, 1, NULL, 0, &err), -1);
    assert_int_equal(lc_certify(&c, &o, rules, 1, cases, 1, empty, 1, &err), -1);
    assert_string_equal(err.file, "/dev/null");
    o.candidate = "no-such-candidate-xyz";
    assert_int_equal(lc_certify(&c, &o, rules, 1, cases, 1, NULL, 0, &err), -1);
    o.candidate = "'unbalanced";
    assert_int_equal(lc_certify(&c, &o, rules, 1, cases, 1, NULL, 0, &err), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_digests), cmocka_unit_test(test_numbers_and_labels), cmocka_unit_test(test_confinement_in_french), cmocka_unit_test(test_verify_figures), cmocka_unit_test(test_pdf_layer),
        cmocka_unit_test(test_certify_bingo), cmocka_unit_test(test_certify_other_reading),
        cmocka_unit_test(test_certify_findings), cmocka_unit_test(test_certify_input_errors)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
