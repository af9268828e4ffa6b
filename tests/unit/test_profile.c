/* test_profile.c — the laboratory's profile and the report's own facts:
 * dates as the options take them (leap years, month lengths, other forms
 * refused), dates in words in either language, the report number filled
 * from the numbering, and why a report is a draft. */
#include "helpers.h"
#include "profile.h"

static void test_dates(void **s)
{
    (void)s;
    assert_int_equal(lc_date_valid("2026-03-01"), 0);
    assert_int_equal(lc_date_valid("2024-02-29"), 0);     /* leap */
    assert_int_equal(lc_date_valid("2000-02-29"), 0);     /* leap: divisible by 400 */
    assert_int_equal(lc_date_valid("1900-02-29"), -1);    /* not: by 100 */
    assert_int_equal(lc_date_valid("2026-02-29"), -1);
    assert_int_equal(lc_date_valid("2026-04-31"), -1);
    assert_int_equal(lc_date_valid("2026-13-01"), -1);
    assert_int_equal(lc_date_valid("2026-00-10"), -1);
    assert_int_equal(lc_date_valid("2026-1-01"), -1);
    assert_int_equal(lc_date_valid("2026/01/01"), -1);
    assert_int_equal(lc_date_valid("05/03/2026"), -1);
    char buf[48];
    assert_string_equal(lc_date_words("2026-03-01", "fr", buf, sizeof buf), "1er mars 2026");
    assert_string_equal(lc_date_words("2026-08-15", "fr", buf, sizeof buf), "15 août 2026");
    assert_string_equal(lc_date_words("2026-03-01", "en", buf, sizeof buf), "1 March 2026");
    assert_string_equal(lc_date_words("not a date", "en", buf, sizeof buf), "not a date");
    assert_string_equal(lc_date_words(NULL, "en", buf, sizeof buf), "");
}

static void test_number_and_draft(void **s)
{
    (void)s;
    lc_lab_profile lab = {0};
    lab.numbering = "LAB/{year}/{seq}-{other}";
    lc_report_info r = {0};
    char n[64];
    lc_report_number(&r, 0, n, sizeof n);
    assert_string_equal(n, "");                         /* no profile, no number */
    assert_int_equal(lc_report_draft(&r), LC_DRAFT_NO_LAB);
    assert_int_equal(lc_report_draft(NULL), LC_DRAFT_NO_LAB);
    r.lab = &lab;
    r.seq = 42;
    lc_report_number(&r, 1772323200, n, sizeof n);     /* 2026-03-01 */
    assert_string_equal(n, "LAB/2026/42-{other}");
    lc_report_number(&r, 1772323200, n, 8);             /* cut, still a string */
    assert_string_equal(n, "LAB/202");
    assert_int_equal(lc_report_draft(&r), LC_DRAFT_UNSIGNED);
    r.signed_fp = "ed25519:aa";
    assert_int_equal(lc_report_draft(&r), LC_DRAFT_OTHER_KEY);   /* the profile names no key */
    lab.signing_key = "ed25519:bb";
    assert_int_equal(lc_report_draft(&r), LC_DRAFT_OTHER_KEY);
    lab.signing_key = "ed25519:aa";
    assert_int_equal(lc_report_draft(&r), LC_FINAL);
    assert_string_equal(lc_draft_key(LC_FINAL), "");
    r.force_draft = 1;
    assert_int_equal(lc_report_draft(&r), LC_DRAFT_ASKED);
    assert_string_equal(lc_draft_key(LC_DRAFT_ASKED), "asked (--draft)");
}

static void test_profile_files(void **s)
{
    (void)s;
    char path[64];
    lc_lab_profile p;
    lc_error err;
    write_temp("name: L\naddress: A\nauthorized_by: P\nnumbering: N-{seq}\naccreditation: C\nsite: S\n"
               "signing_key: ed25519:aa\n", path, sizeof path);
    assert_int_equal(lc_profile_load(path, &p, &err), 0);
    assert_string_equal(p.site, "S");
    assert_string_equal(p.signing_key, "ed25519:aa");
    assert_string_equal(p.file, path);
    lc_profile_free(&p);
    unlink(path);
    write_temp("- a list\n", path, sizeof path);
    assert_int_equal(lc_profile_load(path, &p, &err), -1);
    assert_non_null(strstr(err.message, "expected a mapping"));
    unlink(path);
    write_temp("name: L\naddress: \"\"\n", path, sizeof path);
    assert_int_equal(lc_profile_load(path, &p, &err), -1);
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.message, "not empty"));
    unlink(path);
    write_temp("name: L\n? [a, b]\n: c\n", path, sizeof path);   /* a key that is no text */
    assert_int_equal(lc_profile_load(path, &p, &err), -1);
    assert_int_equal(err.line, 2);
    unlink(path);
    assert_int_equal(lc_profile_load("/nonexistent/lab.yaml", &p, &err), -1);
    assert_non_null(strstr(err.message, "cannot be read"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_dates), cmocka_unit_test(test_number_and_draft),
                                       cmocka_unit_test(test_profile_files)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
