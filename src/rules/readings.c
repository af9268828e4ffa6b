/* readings.c — readings chosen on the command line (see readings.h). A
 * process holds one set of choices, made once before any rules are read. */
#include "readings.h"
#include "take.h"

#include <stdio.h>
#include <string.h>

static struct {
    char arg[256];
    size_t eq;     /* where '=' is in arg */
    int used;
} forced[LC_MAX_FORCED];
static int nforced;

static int add(const char *cmd, const char *text)
{
    const char *eq = strchr(text, '=');
    if (!eq || eq == text || !eq[1] || strlen(text) >= sizeof forced[0].arg || nforced == LC_MAX_FORCED) {
        fprintf(stderr, "lotcert %s: --reading: expected ENTRY=READING (an entry of the interpretation register "
                "and one of its readings), got '%s'\n", cmd, text);
        return -1;
    }
    for (int i = 0; i < nforced; i++)
        if (forced[i].eq == (size_t)(eq - text) && !strncmp(forced[i].arg, text, forced[i].eq)) {
            fprintf(stderr, "lotcert %s: --reading: %.*s is chosen twice\n", cmd, (int)(eq - text), text);
            return -1;
        }
    snprintf(forced[nforced].arg, sizeof forced[0].arg, "%s", text);
    forced[nforced++].eq = (size_t)(eq - text);
    return 0;
}

int lc_readings_take(const char *cmd, int *argc, char **argv)
{
    return lc_take_option(cmd, argc, argv, "--reading", "ENTRY=READING", add);
}

static const char *const *scoped;
static int nscoped;

void lc_readings_scope(const char *const *choices, int n)
{
    scoped = choices;
    nscoped = n;
}

const char *lc_reading_forced(const char *entry)
{
    for (int i = 0; i < nscoped; i++) {
        const char *eq = strchr(scoped[i], '=');
        if (eq && (size_t)(eq - scoped[i]) == strlen(entry) && !strncmp(scoped[i], entry, strlen(entry)))
            return eq + 1;
    }
    for (int i = 0; i < nforced; i++)
        if (strlen(entry) == forced[i].eq && !strncmp(forced[i].arg, entry, forced[i].eq)) {
            forced[i].used = 1;
            return forced[i].arg + forced[i].eq + 1;
        }
    return NULL;
}

const char *lc_readings_unused(void)
{
    for (int i = 0; i < nforced; i++)
        if (!forced[i].used)
            return forced[i].arg;
    return NULL;
}

int lc_readings_count(void) { return nforced; }

const char *lc_reading_arg(int i) { return forced[i].arg; }
