/* test_text.c — foreign bytes made safe: expectations written by hand from
 * the UTF-8 definition (RFC 3629) and the list of controls in text.h; the
 * JSON side is checked by jansson, which refuses invalid UTF-8 itself. */
#include "helpers.h"
#include "text.h"

static const char *safe(const char *in, size_t len, size_t cap, int lines)
{
    static char out[512];
    return lc_text_safe(out, cap, in, len, lines);
}

#define S(lit) lit, sizeof lit - 1

static void test_valid_text_passes(void **s)
{
    (void)s;
    assert_string_equal(safe(S("plain"), 64, LC_TEXT_LINE), "plain");
    assert_string_equal(safe(S("règlement 2 € «ok» 𝄞"), 64, LC_TEXT_LINE), "règlement 2 € «ok» 𝄞");
    assert_string_equal(safe(S("a\nb\tc"), 64, LC_TEXT_LINES), "a\nb\tc");
    assert_true(lc_text_is_safe(S("règlement €"), LC_TEXT_LINE));
    assert_true(lc_text_is_safe(S("a\nb"), LC_TEXT_LINES));
    assert_false(lc_text_is_safe(S("a\nb"), LC_TEXT_LINE));
}

static void test_invalid_bytes_escaped(void **s)
{
    (void)s;
    assert_string_equal(safe(S("\xff"), 64, LC_TEXT_LINE), "\\xff");
    assert_string_equal(safe(S("a\xc3(b"), 64, LC_TEXT_LINE), "a\\xc3(b");          /* lead byte, no continuation */
    assert_string_equal(safe(S("\xc0\xaf"), 64, LC_TEXT_LINE), "\\xc0\\xaf");       /* overlong '/' */
    assert_string_equal(safe(S("\xed\xa0\x80"), 64, LC_TEXT_LINE), "\\xed\\xa0\\x80"); /* a surrogate */
    assert_string_equal(safe(S("\xf4\x90\x80\x80"), 64, LC_TEXT_LINE), "\\xf4\\x90\\x80\\x80"); /* past U+10FFFF */
    assert_string_equal(safe(S("\xe2\x82"), 64, LC_TEXT_LINE), "\\xe2\\x82");       /* a euro cut short */
    assert_false(lc_text_is_safe(S("\xe2\x82"), LC_TEXT_LINE));
}

static void test_controls_escaped(void **s)
{
    (void)s;
    assert_string_equal(safe(S("\x1b[2J"), 64, LC_TEXT_LINE), "\\u001b[2J");
    assert_string_equal(safe(S("a\nb"), 64, LC_TEXT_LINE), "a\\u000ab");
    assert_string_equal(safe(S("a\rb"), 64, LC_TEXT_LINES), "a\\u000db");
    assert_string_equal(safe(S("\x7f"), 64, LC_TEXT_LINE), "\\u007f");
    assert_string_equal(safe(S("\xc2\x9b" "31m"), 64, LC_TEXT_LINE), "\\u009b31m");   /* C1 CSI */
    assert_string_equal(safe(S("\xef\xbf\xbe"), 64, LC_TEXT_LINE), "\\ufffe");          /* not an XML character */
    assert_string_equal(safe(S("a\0b"), 64, LC_TEXT_LINE), "a\\u0000b");
}

static void test_cuts_between_characters(void **s)
{
    (void)s;
    /* room for 9 bytes: the whole does not fit, so the cut leaves room for the mark */
    assert_string_equal(safe(S("ab€€€€"), 10, LC_TEXT_LINE), "ab€...");
    assert_string_equal(safe(S("abcdefgh"), 9, LC_TEXT_LINE), "abcdefgh");   /* fits whole: no cut */
    assert_string_equal(safe(S("abcdefghi"), 9, LC_TEXT_LINE), "abcde...");
    assert_string_equal(safe(S("\x1b\x1b\x1b"), 12, LC_TEXT_LINE), "\\u001b...");  /* an escape is not split either */
    assert_string_equal(safe(S("éé"), 4, LC_TEXT_LINE), "...");
    char *d = lc_text_dup(S("x\xffy"), 0, LC_TEXT_LINE);
    assert_string_equal(d, "x\\xffy");
    free(d);
    d = lc_text_dup(S("0123456789"), 6, LC_TEXT_LINE);
    assert_string_equal(d, "012...");
    free(d);
}

static void test_whole_characters(void **s)
{
    (void)s;
    assert_int_equal(lc_text_whole(S("ab\xe2\x82")), 2);      /* two of the euro's three bytes */
    assert_int_equal(lc_text_whole(S("ab\xe2")), 2);
    assert_int_equal(lc_text_whole(S("ab\xe2\x82\xac")), 5);  /* whole */
    assert_int_equal(lc_text_whole(S("ab\xf0\x9d\x84")), 2);  /* three of four */
    assert_int_equal(lc_text_whole(S("abc")), 3);
    assert_int_equal(lc_text_whole(S("\xff")), 1);            /* not a cut: an invalid byte, escaped later */
    assert_int_equal(lc_text_whole("", 0), 0);
}

static void test_json_never_fails(void **s)
{
    (void)s;
    assert_null(json_string("a\xff"));   /* what made the reports crash */
    json_t *j = lc_json_str("a\xff\x1b");
    assert_non_null(j);
    assert_string_equal(json_string_value(j), "a\\xff\\u001b");
    json_decref(j);
    j = lc_json_str("\x1b[31mok");   /* valid UTF-8, but an escape sequence: shown, never played */
    assert_string_equal(json_string_value(j), "\\u001b[31mok");
    json_decref(j);
    j = lc_json_str("\xe2\x80\xae" "dessap");   /* U+202E: would read the line backwards */
    assert_string_equal(json_string_value(j), "\\u202edessap");
    json_decref(j);
    /* every bidirectional control: LRM, RLM, ALM, the embeddings and overrides, the isolates */
    const char *bidi[] = {"\xe2\x80\x8e", "\xe2\x80\x8f", "\xd8\x9c", "\xe2\x80\xaa", "\xe2\x80\xac",
                          "\xe2\x81\xa6", "\xe2\x81\xa9"};
    for (size_t i = 0; i < sizeof bidi / sizeof *bidi; i++) {
        assert_true(lc_text_has_bidi(bidi[i], strlen(bidi[i])));
        assert_false(lc_text_is_safe(bidi[i], strlen(bidi[i]), LC_TEXT_LINES));
    }
    assert_false(lc_text_has_bidi(S("r\xc3\xa8glement \xe2\x82\xac \xe2\x80\x94 \xe2\x81\xaa")));   /* é € — and U+206A */
    assert_false(lc_text_has_bidi(S("\xff\xe2\x80")));   /* broken bytes are no control */
    j = lc_json_str("caf\xc3\xa9\n\tok");   /* text, newline and tab as they are */
    assert_string_equal(json_string_value(j), "caf\xc3\xa9\n\tok");
    json_decref(j);
    j = lc_json_str(NULL);
    assert_true(json_is_null(j));
    json_decref(j);
}

/* Every byte string of up to three bytes from a set of edge bytes: the
 * output is always valid UTF-8 (jansson takes it), safe, and within bounds. */
static void test_any_bytes(void **s)
{
    (void)s;
    const unsigned char edge[] = {0x00, 0x0a, 0x1b, 0x41, 0x7f, 0x80, 0x9b, 0xbf, 0xc2, 0xc3, 0xe2, 0xed, 0xef, 0xf0, 0xf4, 0xff};
    size_t ne = sizeof edge;
    char in[3], out[16];
    for (size_t a = 0; a < ne; a++)
        for (size_t b = 0; b < ne; b++)
            for (size_t c = 0; c < ne; c++)
                for (size_t cap = 4; cap <= 16; cap += 6) {
                    in[0] = (char)edge[a];
                    in[1] = (char)edge[b];
                    in[2] = (char)edge[c];
                    lc_text_safe(out, cap, in, 3, (int)(c & 1));
                    assert_true(strlen(out) < cap);
                    assert_true(lc_text_is_safe(out, strlen(out), LC_TEXT_LINES));
                    json_t *j = json_string(out);
                    assert_non_null(j);
                    json_decref(j);
                }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valid_text_passes),  cmocka_unit_test(test_invalid_bytes_escaped),
        cmocka_unit_test(test_controls_escaped),   cmocka_unit_test(test_cuts_between_characters),
        cmocka_unit_test(test_whole_characters),   cmocka_unit_test(test_json_never_fails),
        cmocka_unit_test(test_any_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
