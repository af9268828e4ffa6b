/* labels.h — the words of the certification evidence, in English and in
 * French (--lang). Details that come from the checks themselves (why a case
 * failed, a lint finding) stay in the words the check used. */
#ifndef LABELS_H
#define LABELS_H

#include "candidate.h"

typedef enum {
    L_DOC_TITLE, L_DOC_SUBTITLE, L_GAME, L_REGLEMENT, L_SIGNED, L_AMENDED, L_APPLICABLE, L_SOURCE,
    L_CANDIDATE, L_VERDICT, L_DATE, L_TOOL, L_CERTIFIED, L_RESERVATIONS_V, L_NOT_CERTIFIED,
    L_SUMMARY, L_NONCONF, L_RESERV, L_NONE, L_IDENTITY, L_ROLE, L_FILE, L_BYTES, L_REGISTER,
    L_QUESTION, L_IN_FORCE, L_DEFAULT, L_NOT_DEFAULT, L_RESULTS, L_ARTICLE, L_CASES, L_PASSED,
    L_FAILED, L_FAILURES, L_NO_FAILURE, L_COVERAGE, L_CLAUSES, L_READINGS, L_OUTCOMES, L_BOUNDS,
    L_MUTATION, L_MUTANTS, L_KILLED, L_SURVIVED, L_EQUIVALENT, L_TABLE, L_AMOUNT, L_EXPECTED,
    L_OBSERVED, L_NO_BLOCK, L_NO_RAPPORTS, L_RANKS, L_RANK, L_CLASSES, L_RANK_STEP, L_SHARING_RULES, L_POOL_ECON, L_POOL_PRICE, L_SPREAD, L_BLOCK, L_UNITS, L_CHI2, L_RUNS, L_THRESHOLD, L_RESULT,
    L_CONFORMING, L_NOT_CONFORMING, L_ENVIRONMENT, L_PAGE, L_CONTENT_DIGEST, L_LINT, L_FINDINGS,
    L_OK, L_PAYOUT, L_PAID, L_ANOMALIES, L_OFF_TABLE, L_DUPLICATES, L_UNREADABLE, L_DISAGREE,
    L_NOTES, L_SCALE, L_ROLE_RULES, L_ROLE_CASES, L_ROLE_EMISSION, L_ROLE_CANDIDATE, L_ROLE_TOOL,
    L_METHOD, L_METHOD_TEXT, L_STDERR, L_RESTARTS, L_NEVER_ANSWERED, L_SINCE, L_SINCE_TEXT, L_RERUN, L_KINDS, L_DIFFER, L_DF, L_LOTS_PER_BLOCK, L_BLOCKS_VERIFIED, L_FINDINGS_CAP, L_NO_CASE, L_COLON, L_FUZZ,
    L_UNCONFINED, L_LEFT_OUT, L_PACE, L_CONFINEMENT, L_LIMITS, L_ISSUER, L_LOT_MISMATCH, L_TAILS, L_OTHER_READINGS,
    L_LEVELS, L_ONE_IN, L_LEVEL, L_RARE_OFTEN, L_NO_CASE_RUN, L_NO_MUTANT_KILLED, L_FUZZ_UNBUILT, L_TEXTS_UNCHECKED,
    L_COVERAGE_SHORT, L_FUZZER, L_SEED, L_DISAGREEMENTS, L_NOT_RUN, L_TOO_OFTEN, L_HOLDS_ANSWERS,
    L_ROLE_INTERPRETER, L_SMALL_BLOCK,
    /* the report as a laboratory files it (profile.h) */
    L_LAB, L_ADDRESS, L_SITE, L_ACCREDITATION, L_AUTHORIZED, L_CLIENT, L_REPORT_NO, L_REVISION, L_ITEM,
    L_VENDOR, L_PRODUCT, L_ITEM_VERSION, L_RECEIVED, L_TESTED, L_ISSUED, L_NOT_GIVEN, L_NO_LAB, L_DRAFT_MARK,
    L_DRAFT_NO_LAB, L_DRAFT_UNSIGNED, L_DRAFT_OTHER_KEY, L_DRAFT_ASKED, L_RELATE, L_REPRODUCE, L_END,
    L_SUPPLIED, L_BY_CLIENT, L_BY_LAB, L_SCOPE, L_SCOPE_TEXT, L_DECISION, L_DECISION_TEXT, L_ALPHA_TEXT,
    L_ALPHA_LEVEL, L_VERDICT_MAP, L_SEVERITY_MAJOR, L_SEVERITY_MINOR, L_METHOD_ID, L_SIGNATURE, L_UNSIGNED, L_DATES, L_GAME_REGLEMENT,
    L_SEMI, L_ENV_SYSTEM, L_ENV_COMPILER, L_ENV_LIBRARIES, L_ENV_TIMEOUT, L_ENV_THRESHOLD, L_ENV_UNITS, L_ENV_UNITS_GIVEN,
    L_ENV_UNITS_RULES, L_ENV_TEXTS, L_ENV_TEXTS_CHECKED, L_ENV_TEXTS_UNCHECKED, L_ENV_FROM_REGISTER, L_ENV_READINGS,
    L_CASES_LOWER, L_ONE_UNIT, L_GROUPED, L_GROUPED_TEXT, L_ANNEX, L_ANNEX_TEXT, L_SEVERITY,
    L_ECONOMICS, L_PRICE, L_STAKES, L_BLOCK_SIZE, L_SHARE, L_PAYS, L_TRJ_THEO, L_TRJ_BOUND, L_WITHIN, L_OUTSIDE,
    L_TRJ_OBS, L_GAP, L_GAP_SAME, L_GAP_LOTS, L_GAP_DRAW, L_NOT_TESTED, L_NO_BOUND, L_FUZZ_DETAIL, L_OPINIONS, L_LINE,
    L_HOW_TO_READ, L_HOW_TEXT, L_COVERAGE_NOTE, L_G_NONCONF, L_G_NONCONF_D, L_G_RESERV, L_G_RESERV_D, L_G_READING,
    L_G_READING_D, L_G_BOUNDS, L_G_BOUNDS_D, L_G_MUTATION, L_G_MUTATION_D, L_G_FUZZER, L_G_FUZZER_D, L_G_TAILS,
    L_G_TAILS_D, L_G_RUNS, L_G_RUNS_D, L_G_EXPECTED, L_G_EXPECTED_D, L_G_TRJ, L_G_TRJ_D, L_G_DRAFT, L_G_DRAFT_D, L_NOT_TESTED_TABLE, L_LIMIT_CUT, L_LIMIT_REGISTER, L_LIMITATIONS,
    L_RUN, L_RUN_FIRST, L_RUN_LATER, L_HISTORY, L_HISTORY_TEXT, L_MORE,
    /* who produced each emission file (certify_source.c) */
    L_SRC_PRODUCED, L_SRC_KIT, L_SRC_DECLARED, L_SRC_UNSTATED, L_SRC_RESERV, L_BY_KIT, L_LOTS_DECLARED, L_DECL_ALL,
    L_DECL_NONE, L_DECL_SOME, L_SAME_STATS, L_SAME_FILE, L_SAME_SEED, L_SAME_UNEXPLAINED,
    /* the checks' findings, and what the pages quote from the rules files and the checks */
    L_COV_FAILING, L_COV_WRONG_EQUIV, L_COV_FAILING_OTHER, L_COV_CLAIM, L_BYTES_KEPT, L_IN_ANSWERS, L_FIRST,
    L_RULES_WORDS, L_CHECK_WORDS, L_LINT_WORDS, L_CASE_WORDS, L_ANSWER_EXPECTED, L_ANSWER_GOT, L_ANSWER_WHY, L_NO_ANSWER,
    L_NONE_LISTED, L_SURVIVOR, L_ROLE_PREVIOUS, L_ROLE_REGLEMENT, L_BLOCKS_KIT, L_INTERP_UNRESOLVED,
    L_COUNT
} lc_label;

/* lang: "fr" or "en" (anything else is English). */
const char *lc_l(const char *lang, lc_label k);

/* The label with each "%s" in turn replaced by v[0], v[1]... (a label
 * carries its figures' places in either language); buf, which it returns. */
const char *lc_l_fill(const char *lang, lc_label k, char *buf, size_t n, const char *const *v, int nv);

/* A text set in lang's typography: in French a space before each colon
 * and a decimal comma in each percentage and amount; as it is in English. */
const char *lc_l_typography(const char *lang, const char *in, char *out, size_t n);

/* Words the report does not write itself (a rules file's, a check's), as a
 * page in lang shows them: in French, between guillemets, so that the
 * reader tells them from the report's own; as they are in English. */
const char *lc_l_quote(const char *lang, const char *text, char *buf, size_t n);

/* The words of the candidate's confinement and limits in lang (confine.h), NULL for English. */
const char *const *lc_l_confine_words(const char *lang);

/* The finding's words for a candidate given up (not LC_GOING). */
lc_label lc_give_up_label(lc_give_up why);

#endif
