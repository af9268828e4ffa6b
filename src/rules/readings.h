/* readings.h — `--reading ENTRY=READING`: another reading of an entry of
 * the interpretation register, chosen on the command line instead of in a
 * copy of the rules file. The choices hold for every rules file the
 * command loads; each must name an entry of one of them, and a reading the
 * entry lists and allows (selectable). */
#ifndef READINGS_H
#define READINGS_H

#include "lc.h"

#define LC_MAX_FORCED 32

/* Take every --reading (and --reading=) out of argv; -1 with a message
 * on stderr when one is not ENTRY=READING or an entry is named twice. */
int lc_readings_take(const char *cmd, int *argc, char **argv);
/* The reading chosen for this entry, or NULL; marks the choice used. */
const char *lc_reading_forced(const char *entry);
/* After the rules are loaded: a choice that named no entry of them (its
 * text, "ENTRY=READING"), or NULL when every one did. */
const char *lc_readings_unused(void);
/* Choices that hold, before the command line's, for the rules loaded
 * until the next call (coverage compiles a rules file under each
 * combination of readings); n = 0 ends them. Not copied: keep them alive. */
void lc_readings_scope(const char *const *choices, int n);
/* The choices as given ("ENTRY=READING"), for the evidence. */
int lc_readings_count(void);
const char *lc_reading_arg(int i);

#endif
