/*
 * profile.h — who issues a certification report and about what: the
 * laboratory's profile file (its name, address, accreditation, the person
 * who authorizes its reports, how it numbers them, the key it signs with)
 * and what certify's options say of this one report (client, item, dates,
 * sequence and revision). ISO/IEC 17025 §7.8.2.1 asks a test report for
 * each of them; décret 2020-1349 art. 20 for the method and its version.
 *
 * A profile is a YAML mapping of strings (docs/verifying.md):
 *   name, address, authorized_by, numbering   required
 *   site, accreditation, signing_key          optional
 * numbering is the report number with {year} and {seq} filled in.
 */
#ifndef PROFILE_H
#define PROFILE_H

#include "lc.h"
#include <time.h>

typedef struct {
    char *name, *address, *site, *accreditation, *authorized_by, *numbering, *signing_key;
    char *file;                /* where it was read, for the evidence */
} lc_lab_profile;

typedef struct {
    const lc_lab_profile *lab;  /* NULL: no --lab (the report is then a draft) */
    const char *client, *vendor, *product, *version;
    const char *received, *tested, *issued;   /* YYYY-MM-DD, or NULL (tests and issue: the run's day) */
    int seq, revision;
    int force_draft;            /* --draft */
    const char *signed_fp;      /* the fingerprint of the key that signs, or NULL: unsigned */
    const struct lc_history_s *history;   /* the earlier runs (--previous), or NULL: this is run 1 */
} lc_report_info;

/* Read a profile; -1 with err at file:line:col on anything else than the
 * keys above with string values, or a required key missing. */
int lc_profile_load(const char *path, lc_lab_profile *p, lc_error *err);
void lc_profile_free(lc_lab_profile *p);

/* A date as the options take it (YYYY-MM-DD, a real day): 0, or -1. */
int lc_date_valid(const char *text);

/* The report number: the profile's numbering with {year} (of `when`) and
 * {seq} filled in; "" without a profile. */
void lc_report_number(const lc_report_info *r, time_t when, char *buf, size_t n);

/* Whether the report is a draft, and why. */
typedef enum { LC_FINAL, LC_DRAFT_NO_LAB, LC_DRAFT_UNSIGNED, LC_DRAFT_OTHER_KEY, LC_DRAFT_ASKED } lc_draft;
lc_draft lc_report_draft(const lc_report_info *r);
/* Its reason as the JSON records it: "no laboratory profile", ... ("" when final). */
const char *lc_draft_key(lc_draft d);

/* A YYYY-MM-DD date in running text: "7 December 2026", "7 décembre 2026"
 * (the ISO form stays in tables and the JSON). */
const char *lc_date_words(const char *iso, const char *lang, char *buf, size_t n);

#endif
