/* test_pdf_read.c — what lotcert verify reads back from a certification
 * PDF that lotcert wrote, through libqpdf as a viewer reads it: the attached
 * JSON, the keywords and the author, the pages' text. A PDF cut short
 * anywhere, or with a byte changed, gives back the same attachment or none,
 * never another one; the keywords and the text likewise stay whole or go.
 * Hand-written PDFs (no cross-reference table, the length in an object of
 * its own, no catalog, damaged streams) are read as a viewer would. */
#include "helpers.h"
#include "certify.h"
#include "pdf_fix.h"
#include "pdf_read.h"

#include <zlib.h>

static char *pdf;
static size_t pdf_len;

static const char JSON[] = "{\"tool\": \"lotcert\", \"verdict\": \"certifi\xc3\xa9\", \"pad\": \"(a) \\\\ [b]\"}";

static int setup(void **s)
{
    (void)s;
    char *rules[] = {BINGO}, *cases[] = {"cases/fdj-bingo-2012/art-4.2-composition.yaml"}, path[64];
    lc_cert_opts o = {NULL, "fr", 5, 0.001, 1, 0, 0, 0, 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
    lc_cert c;
    lc_error err;
    if (lc_certify(&c, &o, rules, 1, cases, 1, NULL, 0, &err))
        return -1;
    write_temp("", path, sizeof path);
    int rc = lc_cert_pdf(&c, JSON, "0123456789abcdef", "Laboratoire (essai)", path, &err);
    lc_cert_free(&c);
    if (rc)
        return -1;
    pdf = slurp_len(path, &pdf_len);
    unlink(path);
    return 0;
}

static int teardown(void **s)
{
    (void)s;
    free(pdf);
    return 0;
}

static void test_whole(void **s)
{
    (void)s;
    char *att, *text, kw[512], who[256];
    size_t n, tn;
    assert_int_equal(lc_pdf_attachment(pdf, pdf_len, "certification.json", &att, &n), 0);
    assert_int_equal(n, strlen(JSON));
    assert_string_equal(att, JSON);
    free(att);
    assert_int_equal(lc_pdf_attachment(pdf, pdf_len, "other.json", &att, &n), -1);
    assert_int_equal(lc_pdf_info(pdf, pdf_len, "Keywords", kw, sizeof kw), 0);
    assert_non_null(strstr(kw, "0123456789abcdef"));
    assert_int_equal(lc_pdf_info(pdf, pdf_len, "Author", who, sizeof who), 0);
    assert_string_equal(who, "Laboratoire (essai)");
    assert_int_equal(lc_pdf_info(pdf, pdf_len, "NoSuchKey", who, sizeof who), -1);
    assert_int_equal(lc_pdf_info(pdf, pdf_len, "Author", who, 0), -1);
    assert_int_equal(lc_pdf_info(pdf, pdf_len, "Author", who, 8), 0);   /* cut to fit, terminated */
    assert_true(strlen(who) < 8);
    assert_int_equal(lc_pdf_page_text(pdf, pdf_len, &text, &tn), 0);
    assert_non_null(strstr(text, "Laboratoire (essai)"));   /* the cover names the signer */
    assert_non_null(strstr(text, "0123456789abcdef"));      /* every footer, the digest */
    free(text);
}

/* The same attachment, or none. */
static void same_or_none(const char *b, size_t n, const char *what, size_t at)
{
    char *att, kw[512];
    size_t len;
    if (lc_pdf_attachment(b, n, "certification.json", &att, &len) == 0) {
        if (len != strlen(JSON) || memcmp(att, JSON, len))
            fail_msg("%s at %zu: another attachment read back", what, at);
        free(att);
    }
    if (lc_pdf_info(b, n, "Keywords", kw, sizeof kw) == 0 && strlen(kw) >= sizeof kw)
        fail_msg("%s at %zu: keywords past their buffer", what, at);
    char *text;
    size_t tn;
    if (at % 5 == 0 && lc_pdf_page_text(b, n, &text, &tn) == 0) {   /* the slowest reader: one in five */
        assert_int_equal(strlen(text), tn);
        free(text);
    }
}

static void test_cut_short(void **s)
{
    (void)s;
    int kept = 0, lost = 0;
    for (size_t at = 0; at < pdf_len; at += (1 + at / 16) * (size_t)test_stride()) {
        char *b = malloc(at + 1);
        memcpy(b, pdf, at);
        same_or_none(b, at, "cut", at);
        char *att;
        size_t len;
        if (lc_pdf_attachment(b, at, "certification.json", &att, &len) == 0)
            kept++, free(att);
        else
            lost++;
        free(b);
    }
    /* libharu writes the catalog last: a file cut anywhere has none a viewer can find, so no attachment */
    assert_true(lost > 0 && kept == 0);
}

static void test_byte_changed(void **s)
{
    (void)s;
    static const char repl[] = "0 \n/<>()R";
    char *b = malloc(pdf_len);
    for (size_t at = 0; at < pdf_len; at += (1 + at / 48) * (size_t)test_stride())
        for (size_t r = 0; r < sizeof repl - 1; r++) {
            memcpy(b, pdf, pdf_len);
            if (b[at] == repl[r])
                continue;
            b[at] = repl[r];
            same_or_none(b, pdf_len, "changed", at);
        }
    free(b);
}

/* Hand-written PDFs, read as a viewer reads them: from the trailer's /Root
 * and /Info, through the names tree and the page tree (no cross-reference
 * table here: qpdf rebuilds it, as viewers do). */
#define CATALOG "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Names 3 0 R >>\nendobj\n" \
                "2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n"
/* the names tree to the attachment, which is object 5 */
#define NAMES_TO_OBJ_5 CATALOG "3 0 obj\n<< /EmbeddedFiles 4 0 R >>\nendobj\n" \
    "4 0 obj\n<< /Names [ (certification.json) 6 0 R ] >>\nendobj\n6 0 obj\n<< /EF << /F 5 0 R >> >>\nendobj\n"
#define TRAILER "trailer\n<< /Root 1 0 R /Info 7 0 R >>\n%%EOF\n"

static void test_other_writers(void **s)
{
    (void)s;
    static const char stored[] =
        NAMES_TO_OBJ_5 "5 0 obj\n<< /Length 8 0 R >>\nstream\r\n{\"a\":1}\nendstream\nendobj\n8 0 obj\n7\nendobj\n"
        "7 0 obj\n<< /Keywords (sha256 \\(x\\) \\\\ y) /Author <FEFF0041> /Title 42 >>\nendobj\n" TRAILER;
    char *att, v[64];
    size_t n;
    assert_int_equal(lc_pdf_attachment(stored, sizeof stored - 1, "certification.json", &att, &n), 0);
    assert_string_equal(att, "{\"a\":1}");   /* its length in an object of its own */
    free(att);
    assert_int_equal(lc_pdf_attachment(stored, sizeof stored - 1, "other.json", &att, &n), -1);
    assert_int_equal(lc_pdf_info(stored, sizeof stored - 1, "Keywords", v, sizeof v), 0);
    assert_string_equal(v, "sha256 (x) \\ y");
    assert_int_equal(lc_pdf_info(stored, sizeof stored - 1, "Author", v, sizeof v), 0);
    assert_string_equal(v, "A");
    assert_int_equal(lc_pdf_info(stored, sizeof stored - 1, "Title", v, sizeof v), -1);    /* no string */
    assert_int_equal(lc_pdf_info(stored, sizeof stored - 1, "Subject", v, sizeof v), -1);  /* none */
    assert_int_equal(lc_pdf_info(stored, sizeof stored - 1, "Author", v, 0), -1);
    static const char flate[] = NAMES_TO_OBJ_5
        "5 0 obj\n<< /Length 4 /Filter /FlateDecode >>\nstream\nxxxx\nendstream\nendobj\n" TRAILER;
    assert_int_equal(lc_pdf_attachment(flate, sizeof flate - 1, "certification.json", &att, &n), -1);
    /* no catalog: a viewer finds no attachment, whatever objects the file holds */
    static const char no_root[] = "%PDF-1.4\n3 0 obj\n<< /EmbeddedFiles 4 0 R >>\nendobj\n"
        "4 0 obj\n<< /Names [ (certification.json) 6 0 R ] >>\nendobj\n6 0 obj\n<< /EF << /F 5 0 R >> >>\nendobj\n"
        "5 0 obj\n<< /Length 3 >>\nstream\nabc\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n";
    assert_int_equal(lc_pdf_attachment(no_root, sizeof no_root - 1, "certification.json", &att, &n), -1);
    assert_int_equal(lc_pdf_info("", 0, "Title", v, sizeof v), -1);
    char *text;
    assert_int_equal(lc_pdf_page_text("", 0, &text, &n), -1);   /* no document */
    assert_int_equal(lc_pdf_page_text(stored, sizeof stored - 1, &text, &n), 0);   /* no page */
    assert_int_equal(n, 0);
    free(text);
}

/* A one-page document whose content stream is object 5, laid out as given. */
static size_t one_page(char *doc, size_t cap, const char *dict, const char *data, size_t len)
{
    int k = snprintf(doc, cap, "%%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
                     "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
                     "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>\nendobj\n"
                     "4 0 obj\n<< /Length 9 >>\nstream\n<0042> Tj\nendstream\nendobj\n"   /* on no page: not its text */
                     "5 0 obj\n<< %s >>\nstream\n", dict);
    memcpy(doc + k, data, len);
    return (size_t)k + len + (size_t)snprintf(doc + k + len, cap - (size_t)k - len,
                                              "\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%%%EOF\n");
}

/* Content streams as another writer may lay them out: hex strings in lower
 * case or with spaces, "Tj" strings that are not hex, a dictionary between
 * the strings; compressed, and broken. Only what a page draws is its text. */
static void test_page_text_shapes(void **s)
{
    (void)s;
    static const char shown[] = "<0048 0069> Tj (not hex) Tj <<>> <00e9> Tj <>";
    char doc[1024], dict[64], *text;
    size_t n;
    snprintf(dict, sizeof dict, "/Length %zu", sizeof shown - 1);
    size_t len = one_page(doc, sizeof doc, dict, shown, sizeof shown - 1);
    assert_int_equal(lc_pdf_page_text(doc, len, &text, &n), 0);
    assert_string_equal(text, "Hi\n\xC3\xA9\n");   /* the two hex strings shown, nothing else */
    free(text);
    char raw[] = "<0048006F> Tj", packed[128];
    uLongf plen = sizeof packed;
    assert_int_equal(compress((Bytef *)packed, &plen, (const Bytef *)raw, sizeof raw - 1), Z_OK);
    snprintf(dict, sizeof dict, "/Length %lu /Filter /FlateDecode", (unsigned long)plen);
    len = one_page(doc, sizeof doc, dict, packed, plen);
    assert_int_equal(lc_pdf_page_text(doc, len, &text, &n), 0);
    assert_string_equal(text, "Ho\n");
    free(text);
    packed[2] ^= 0x55;   /* a broken deflate stream: no text from it, no error */
    len = one_page(doc, sizeof doc, dict, packed, plen);
    assert_int_equal(lc_pdf_page_text(doc, len, &text, &n), 0);
    assert_null(strstr(text, "Ho"));
    free(text);
}

/* The document information at its limits: a value longer than the buffer,
 * cut between characters. */
static void test_info_shapes(void **s)
{
    (void)s;
    char v[8];
    static const char info[] = CATALOG "7 0 obj\n<< /Title (abcdefghijkl) /Author <FEFF00E900E900E900E9> >>\nendobj\n" TRAILER;
    assert_int_equal(lc_pdf_info(info, sizeof info - 1, "Title", v, sizeof v), 0);
    assert_string_equal(v, "abcdefg");
    assert_int_equal(lc_pdf_info(info, sizeof info - 1, "Author", v, sizeof v), 0);
    assert_string_equal(v, "\xC3\xA9\xC3\xA9\xC3\xA9");   /* three of the four two-byte characters fit */
}

/* The ToUnicode fix on documents not laid out as libharu lays them out:
 * refused (-1) or nothing to fix (0); never a crash, never a read past the
 * end. A map named twice is fixed once; one whose object is gone is left. */
static void test_tounicode_fix(void **s)
{
    (void)s;
    static const struct { const char *doc; int rc; } docs[] = {
        {"", 0},
        {"1 0 obj\n<< /ToUnicode 0 0 R >>\nendobj\n", 0},                               /* no object 0 to fix */
        {"1 0 obj\n<< /ToUnicode 2 0 R >>\nendobj\n", -1},                              /* no cross-reference */
        {"1 0 obj\n<< /ToUnicode 2 0 R >>\nendobj\nxref\n1 3\ntrailer\nstartxref\n", -1},
        {"1 0 obj\n<< /ToUnicode 2 0 R >>\nendobj\nxref\n0 3\n", -1},                 /* no trailer */
        {"1 0 obj\n<< /ToUnicode 2 0 R >>\nendobj\nxref\n0 3\ntrailer\n<<>>\n", -1},   /* no startxref */
        {"1 0 obj\n<< /ToUnicode 2 0 R >>\nendobj\nxref\n0 9\ntrailer\n<<>>\nstartxref\n0\n", -1},   /* objects missing */
        {"1 0 obj\n<< /ToUnicode 2 0 R /ToUnicode 2 0 R >>\nendobj\n2 0 obj\n<< >>\nstream\nx\nendstream\nendobj\n"
         "xref\n0 3\ntrailer\n<<>>\nstartxref\n0\n%%EOF\n", 0},
        {"1 0 obj\n<< /ToUnicode 2 0 R >>\nendobj\n2 0 obj\n<< >>\nstream\nx\nendstream\n", -1},   /* no endobj */
    };
    for (size_t i = 0; i < sizeof docs / sizeof *docs; i++) {
        size_t len = strlen(docs[i].doc);
        char *buf = malloc(len + 1);
        memcpy(buf, docs[i].doc, len + 1);
        int rc = lc_pdf_fix_tounicode(&buf, &len);
        if (rc != docs[i].rc)
            fail_msg("document %zu: %d, expected %d", i, rc, docs[i].rc);
        if (rc == 0 && i == 7) {   /* the map replaced once, the cross-reference rebuilt */
            assert_non_null(memmem(buf, len, "begincmap", 9));
            assert_non_null(memmem(buf, len, "xref\n0 3\n", 9));
        }
        free(buf);
    }
}

/* lc_pdf_attachment of a document whose attachment is `want` zeros,
 * compressed (a few hundred times smaller). */
static int zeros_attached(size_t want, char **att, size_t *n)
{
    char *zeros = calloc(want, 1), *packed = malloc(want / 500 + 1024), *doc = malloc(want / 500 + 4096);
    uLongf plen = want / 500 + 1024;
    assert_int_equal(compress2((Bytef *)packed, &plen, (const Bytef *)zeros, want, 9), Z_OK);
    int head = sprintf(doc, "%s5 0 obj\n<< /Length %lu /Filter /FlateDecode >>\nstream\n", NAMES_TO_OBJ_5,
                       (unsigned long)plen);
    memcpy(doc + head, packed, plen);
    int tail = sprintf(doc + head + plen, "\nendstream\nendobj\n%s", TRAILER);
    int rc = lc_pdf_attachment(doc, (size_t)head + plen + (size_t)tail, "certification.json", att, n);
    free(zeros);
    free(packed);
    free(doc);
    return rc;
}

/* Attachments at the edges of what a reader meets: no stream at all, a
 * stream whose length is wrong or gone (qpdf finds its end, but warns: not
 * read), a stream that inflates far past its own size, and one that would
 * inflate past the largest attachment lotcert accepts. */
static void test_attachment_edges(void **s)
{
    (void)s;
    char *att;
    size_t n;
    static const char *const refused[] = {
        NAMES_TO_OBJ_5 "5 0 obj\n<< /Length 3 >>\nendobj\n" TRAILER,                                 /* no stream */
        NAMES_TO_OBJ_5 "5 0 obj\n<< /Length 9 >>\nstream\nabc\nendstream\nendobj\n" TRAILER,          /* too long */
        NAMES_TO_OBJ_5 "5 0 obj\n<< /Type /EmbeddedFile >>\nstream\nabc\nendstream\nendobj\n" TRAILER, /* no length */
        NAMES_TO_OBJ_5 "5 0 obj\n<< /Length 1 >>\nstream",                                           /* cut */
    };
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        if (lc_pdf_attachment(refused[i], strlen(refused[i]), "certification.json", &att, &n) == 0)
            fail_msg("attachment %zu read back as \"%s\"", i, att);
    char *zeros = calloc(200000, 1);
    assert_int_equal(zeros_attached(200000, &att, &n), 0);
    assert_int_equal(n, 200000);
    assert_memory_equal(att, zeros, n);
    free(att);
    free(zeros);
    assert_int_equal(zeros_attached((size_t)70 << 20, &att, &n), -1);
}

/* Page text that outgrows the first buffer, then strings that are not shown
 * ("<<", a string cut by the end). */
static void test_info_and_text_edges(void **s)
{
    (void)s;
    size_t cap = 400000, body = 0, count = 20000;
    char *stream = malloc(cap), *doc = malloc(cap + 1024), dict[32], *text;
    for (size_t i = 0; i < count; i++)
        body += (size_t)sprintf(stream + body, "<00410042> Tj\n");
    body += (size_t)sprintf(stream + body, "<<0043>> Tj <0044>");
    snprintf(dict, sizeof dict, "/Length %zu", body);
    size_t dl = one_page(doc, cap + 1024, dict, stream, body), tn;
    assert_int_equal(lc_pdf_page_text(doc, dl, &text, &tn), 0);
    assert_int_equal(tn, count * 3);   /* "AB\n" each; not "<<...>>", not the cut one */
    assert_int_equal(strspn(text, "AB\n"), tn);
    free(text);
    free(stream);
    free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_whole), cmocka_unit_test(test_cut_short),
                                       cmocka_unit_test(test_byte_changed), cmocka_unit_test(test_other_writers),
                                       cmocka_unit_test(test_page_text_shapes), cmocka_unit_test(test_info_shapes),
                                       cmocka_unit_test(test_tounicode_fix), cmocka_unit_test(test_attachment_edges),
                                       cmocka_unit_test(test_info_and_text_edges)};
    return cmocka_run_group_tests(tests, setup, teardown);
}
