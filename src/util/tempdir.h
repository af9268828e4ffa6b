/* tempdir.h — where a run keeps its temporary files: under TMPDIR when it
 * names an absolute folder, else /tmp. The path is built whole or refused:
 * a TMPDIR cut to fit a buffer would name another folder. */
#ifndef TEMPDIR_H
#define TEMPDIR_H

#include "lc.h"

#include <stddef.h>

/* "$TMPDIR/PREFIXXXXXXX" into out (n bytes), for mkdtemp or mkstemp. -1
 * with err when it does not fit. */
int lc_temp_template(char *out, size_t n, const char *prefix, lc_error *err);

/* A fresh private folder from that template (mkdtemp); -1 with err. */
int lc_temp_dir(char *out, size_t n, const char *prefix, lc_error *err);

#endif
