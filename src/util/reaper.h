/*
 * reaper.h — nothing a run starts outlives it.
 *
 * lotcert runs programs it does not trust. A candidate may fork, call
 * setsid and leave a daemon behind that rewrites the evidence once the kit
 * has exited. So lotcert is a child subreaper: every orphan of a candidate's
 * tree becomes lotcert's child, and a sweep stops, then kills, every
 * process below lotcert that is not a live candidate's: stopped first, a
 * chain that keeps forking cannot outrun it. Each candidate also dies with
 * the thread that started it (PR_SET_PDEATHSIG); its sandbox's PID
 * namespace, or its cgroup, covers its tree on a SIGKILL of lotcert.
 *
 * lotcert is also made non-dumpable, so that a candidate running as the
 * same (non-root) user cannot open /proc/<lotcert>/fd/1 and write on the
 * kit's own stdout.
 *
 * SIGTERM, SIGINT, SIGHUP and SIGQUIT kill every candidate's process group,
 * sweep the orphans, remove the report temporaries being written, and then
 * end lotcert by the same signal. Meanwhile every other thread stands
 * still at its next call here, exit() included.
 */
#ifndef REAPER_H
#define REAPER_H

#include <sys/types.h>

/* Once per process (later calls do nothing): subreaper and handlers. */
void lc_reaper_init(void);

/* Start a candidate: fork under the registry's lock, so that no sweep in
 * another thread can take the new child for an orphan. In the child,
 * `child` runs and must not return. Returns the pid, or -1. */
pid_t lc_reaper_spawn(void (*child)(void *), void *arg);

/* The candidate `pid` has been killed and reaped: it leaves the registry.
 * Then every orphan is killed and reaped. */
void lc_reaper_forget(pid_t pid);

/* Stop, kill and reap every process below lotcert that is not a
 * registered candidate's. */
void lc_reaper_sweep(void);

/* Forks refused in the cgroup (pids.max 0), every member killed, the
 * cgroup removed; gives up after 10 s on a process stuck in the kernel. */
void lc_reaper_cgroup_kill(const char *cg);

/* When process pid started (clock ticks since boot, field 22 of
 * /proc/PID/stat), 0 when it is gone: with the pid it names one process,
 * where the pid alone is soon another's (pids wrap, at 32768 on many
 * machines). */
unsigned long long lc_reaper_started(pid_t pid);

/* A temporary file being written, or a candidate's cgroup (path must stay
 * valid until removed): unlinked, or for a directory rmdir'd, if lotcert is
 * killed by a catchable signal meanwhile. */
void lc_reaper_temp_add(const char *path);
void lc_reaper_temp_remove(const char *path);

#endif
