/* program.h — what program a candidate's command really runs. A command
 * may name a script (a #! line) or a shim (a pyenv shim, a shell script
 * that execs an interpreter): the file it names is then not what answers,
 * and the evidence must name what does, or say that it could not. */
#ifndef PROGRAM_H
#define PROGRAM_H

#include <stddef.h>
#include <sys/types.h>

typedef enum {
    LC_PROG_COMPILED,     /* no #! line: the file is what runs */
    LC_PROG_SCRIPT,       /* a script: its interpreter, itself a compiled program, is in out */
    LC_PROG_UNRESOLVED    /* a script whose interpreter chooses what runs (a shell, a script): why */
} lc_prog_kind;

/* From the file alone, before anything runs: the interpreter of `path`'s
 * #! line, with `env NAME` looked up on PATH. */
lc_prog_kind lc_program_resolve(const char *path, char *out, size_t n, char *why, size_t wn);

/* Seen running: the executable of the process `pid` started as (its
 * /proc/PID/exe), looked for through the processes whose executable is
 * `wrapper` (bwrap, or NULL) and through a shell with one child (a script
 * that runs its interpreter without exec). 0, or -1 when it cannot be
 * seen (the process is gone, or not ours to look at). */
int lc_program_seen(pid_t pid, const char *wrapper, char *out, size_t n);

#endif
