/* version.c — the build's identity (see version.h). */
#include "version.h"

#include <hpdf.h>
#include <jansson.h>
#include <sodium.h>
#include <stdio.h>
#include <yaml.h>

#include "commit.h"   /* build/gen/commit.h: LC_COMMIT, written by the Makefile */

const char *lc_commit(void)
{
    return LC_COMMIT;
}

const char *lc_library_versions(void)
{
    static char text[160];
    if (!text[0])
        snprintf(text, sizeof text, "libyaml %s, jansson %s, libsodium %s, libharu %s", yaml_get_version_string(),
                 JANSSON_VERSION, sodium_version_string(), HPDF_VERSION_TEXT);
    return text;
}
