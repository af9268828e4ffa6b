/* certify_env.c — the environment of a certification, as its evidence
 * states it: the machine, the compiler and libraries, the options that bear
 * on the figures, where the quotes were proven, the readings chosen, the
 * candidate's confinement. Each line "label: value", in the report's language. */
#include "certify.h"
#include "labels.h"
#include "readings.h"
#include "version.h"

#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>

#define ENV(c) (c)->env[(c)->nenv++], sizeof (c)->env[0]

static void options_line(lc_cert *c, const char *L, const char *colon)
{
    char t[32], a[32];
    snprintf(t, sizeof t, "%g", c->o.timeout);
    snprintf(a, sizeof a, "%g", c->o.alpha);
    for (char *s = t; !strcmp(L, "fr") && *s; s++)   /* French writes a decimal comma */
        *s = *s == '.' ? ',' : *s;
    for (char *s = a; !strcmp(L, "fr") && *s; s++)
        *s = *s == '.' ? ',' : *s;
    snprintf(ENV(c), "%s%s%s s%s%s%sp >= %s%s%s%s%s", lc_l(L, L_ENV_TIMEOUT), colon, t, lc_l(L, L_SEMI),
             lc_l(L, L_ENV_THRESHOLD), colon, a, lc_l(L, L_SEMI), lc_l(L, L_ENV_UNITS), colon,
             lc_l(L, c->o.units ? L_ENV_UNITS_GIVEN : L_ENV_UNITS_RULES));
}

static void texts_line(lc_cert *c, const char *L, const char *colon)
{
    int from_register = 0;   /* table rows whose figures the text does not print */
    for (int i = 0; i < c->rs.n; i++)
        for (int r = 0; r < c->rs.games[i]->nrows; r++)
            from_register += c->rs.games[i]->rows[r].source >= 0;
    snprintf(ENV(c), "%s%s%s%s%s%s%s%s%d", lc_l(L, L_ENV_TEXTS), colon,
             lc_l(L, c->o.texts ? L_ENV_TEXTS_CHECKED : L_ENV_TEXTS_UNCHECKED), c->o.texts ? " " : "",
             c->o.texts ? c->o.texts : "", lc_l(L, L_SEMI), lc_l(L, L_ENV_FROM_REGISTER), colon, from_register);
}

void lc_cert_environment(lc_cert *c)
{
    const char *L = c->o.lang, *colon = lc_l(L, L_COLON);
    struct utsname u;
    if (uname(&u) == 0)
        snprintf(ENV(c), "%s%s%.40s %.60s %.20s", lc_l(L, L_ENV_SYSTEM), colon, u.sysname, u.release, u.machine);
    snprintf(ENV(c), "%s%s%s", lc_l(L, L_ENV_COMPILER), colon, __VERSION__);
    snprintf(ENV(c), "%s%s%s", lc_l(L, L_ENV_LIBRARIES), colon, lc_library_versions());
    snprintf(ENV(c), "lotcert%s%s, commit %s", colon, LC_VERSION, lc_commit());
    options_line(c, L, colon);
    snprintf(ENV(c), "%s%s%llu %s, %s %llu, %llu %s", lc_l(L, L_FUZZER), colon, (unsigned long long)c->fuzz.units,
             lc_l(L, L_UNITS), lc_l(L, L_SEED), (unsigned long long)c->o.fuzz_seed,
             (unsigned long long)c->fuzz.disagreements, lc_l(L, L_DISAGREEMENTS));
    texts_line(c, L, colon);
    if (lc_readings_count()) {   /* readings chosen with --reading, not in the rules files */
        char line[400] = "";
        for (int i = 0; i < lc_readings_count(); i++)
            snprintf(line + strlen(line), sizeof line - strlen(line), "%s%s", i ? ", " : "", lc_reading_arg(i));
        snprintf(ENV(c), "%s%s%s", lc_l(L, L_ENV_READINGS), colon, line);
    }
    if (c->interpreter_note[0])
        snprintf(ENV(c), "%s%s%.440s", lc_l(L, L_ROLE_INTERPRETER), colon, c->interpreter_note);
    if (c->o.confine) {   /* variables passed are named, never their values */
        char line[800];
        lc_confine_describe_in(c->o.confine, lc_l_confine_words(L), line, sizeof line);
        snprintf(ENV(c), "%s%s%s", lc_l(L, L_CONFINEMENT), colon, line);
        lc_confine_limits_in(c->o.confine, lc_l_confine_words(L), line, sizeof line);
        snprintf(ENV(c), "%s%s%s", lc_l(L, L_LIMITS), colon, line);
    }
}
