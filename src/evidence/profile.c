/* profile.c — the laboratory's profile file and the report's own facts
 * (see profile.h). */
#include "profile.h"
#include "ytree.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const KEYS[] = {"name", "address", "site", "accreditation", "authorized_by", "numbering",
                                   "signing_key"};
enum { NKEYS = sizeof KEYS / sizeof KEYS[0] };

static char **slot(lc_lab_profile *p, int k)
{
    char **s[NKEYS] = {&p->name, &p->address, &p->site, &p->accreditation, &p->authorized_by, &p->numbering,
                       &p->signing_key};
    return s[k];
}

static int key_index(const char *key)
{
    for (int k = 0; k < NKEYS; k++)
        if (!strcmp(KEYS[k], key))
            return k;
    return -1;
}

static int fill(lc_lab_profile *p, const yt_node *root, const char *path, lc_error *err)
{
    if (root->kind != YT_MAP)
        return lc_fail(err, path, root->line, root->column, NULL, "expected a mapping of the laboratory's facts");
    for (size_t i = 0; i < yt_npairs(root); i++) {
        const yt_node *k = yt_key(root, i), *v = yt_val(root, i);
        int at = k->kind == YT_SCALAR ? key_index(k->text) : -1;
        if (at < 0)
            return lc_fail(err, path, k->line, k->column, k->kind == YT_SCALAR ? k->text : NULL,
                           "unknown key: expected name, address, site, accreditation, authorized_by, numbering "
                           "or signing_key");
        if (v->kind != YT_SCALAR || !v->text[0])
            return lc_fail(err, path, v->line, v->column, k->text, "expected a text, not empty");
        *slot(p, at) = lc_xstrdup(v->text);
    }
    static const int required[] = {0, 1, 4, 5};
    for (size_t i = 0; i < sizeof required / sizeof required[0]; i++)
        if (!*slot(p, required[i]))
            return lc_fail(err, path, root->line, root->column, KEYS[required[i]], "missing: a profile names the "
                           "laboratory (name, address), who authorizes its reports (authorized_by) and how they are "
                           "numbered (numbering)");
    return 0;
}

int lc_profile_load(const char *path, lc_lab_profile *p, lc_error *err)
{
    memset(p, 0, sizeof *p);
    FILE *fp = fopen(path, "r");
    if (!fp)
        return lc_fail(err, path, 0, 0, "--lab", "cannot be read");
    yt_node *root = yt_load(fp, path, err);
    fclose(fp);
    if (!root)
        return -1;
    int rc = fill(p, root, path, err);
    yt_free(root);
    p->file = lc_xstrdup(path);
    if (rc)
        lc_profile_free(p);
    return rc;
}

void lc_profile_free(lc_lab_profile *p)
{
    for (int k = 0; k < NKEYS; k++)
        free(*slot(p, k));
    free(p->file);
    memset(p, 0, sizeof *p);
}

int lc_date_valid(const char *text)
{
    static const int days[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int y, m, d, end = 0;
    if (strlen(text) != 10 || sscanf(text, "%4d-%2d-%2d%n", &y, &m, &d, &end) != 3 || end != 10 || text[4] != '-')
        return -1;
    if (m < 1 || m > 12 || d < 1 || d > days[m - 1])
        return -1;
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && d == 29 && !leap ? -1 : 0;
}

/* Appends `s` to buf at *at, as far as it goes. */
static void put(char *buf, size_t n, size_t *at, const char *s, size_t len)
{
    while (len-- && *at + 1 < n)
        buf[(*at)++] = *s++;
    buf[*at] = '\0';
}

void lc_report_number(const lc_report_info *r, time_t when, char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    if (!r || !r->lab)
        return;
    struct tm tm;
    gmtime_r(&when, &tm);
    char year[16], seq[16];
    snprintf(year, sizeof year, "%04d", tm.tm_year + 1900);
    snprintf(seq, sizeof seq, "%d", r->seq);
    for (const char *s = r->lab->numbering; *s;) {
        const char *fill_in = !strncmp(s, "{year}", 6) ? year : !strncmp(s, "{seq}", 5) ? seq : NULL;
        put(buf, n, &at, fill_in ? fill_in : s, fill_in ? strlen(fill_in) : 1);
        s += fill_in ? (fill_in == year ? 6 : 5) : 1;
    }
}

lc_draft lc_report_draft(const lc_report_info *r)
{
    if (!r || !r->lab)
        return LC_DRAFT_NO_LAB;
    if (r->force_draft)
        return LC_DRAFT_ASKED;
    if (!r->signed_fp)
        return LC_DRAFT_UNSIGNED;
    return r->lab->signing_key && !strcmp(r->lab->signing_key, r->signed_fp) ? LC_FINAL : LC_DRAFT_OTHER_KEY;
}

const char *lc_draft_key(lc_draft d)
{
    static const char *const why[] = {"", "no laboratory profile", "unsigned",
                                      "signed by a key the laboratory's profile does not name", "asked (--draft)"};
    return why[d];
}

const char *lc_date_words(const char *iso, const char *lang, char *buf, size_t n)
{
    static const char *const en[12] = {"January", "February", "March", "April", "May", "June", "July", "August",
                                       "September", "October", "November", "December"};
    static const char *const fr[12] = {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                                       "septembre", "octobre", "novembre", "décembre"};
    int y, m, d;
    if (!iso || lc_date_valid(iso) || sscanf(iso, "%d-%d-%d", &y, &m, &d) != 3) {
        snprintf(buf, n, "%s", iso ? iso : "");
        return buf;
    }
    int french = lang && !strcmp(lang, "fr");
    if (french)
        snprintf(buf, n, "%d%s %s %d", d, d == 1 ? "er" : "", fr[m - 1], y);
    else
        snprintf(buf, n, "%d %s %d", d, en[m - 1], y);
    return buf;
}
