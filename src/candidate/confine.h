/*
 * confine.h — what a candidate process is allowed: the kit runs programs it
 * does not trust, inside a CI job that holds secrets and the evidence.
 *
 * Always, whatever the machine: never root (when lotcert runs as root, the
 * candidate runs as nobody, with no capability and no way back: no new
 * privileges), an environment reduced to an allowlist
 * (PATH, LANG, LC_*, TZ, HOME and TMPDIR into its own directory, and the
 * variables named by --pass-env), a fresh private working directory removed
 * afterwards, descriptors 0-2 only, limits on address space, CPU seconds,
 * file size and core dumps, and a bound on processes: a cgroup's pids.max
 * where lotcert can create one (it then also kills the whole cgroup at the
 * end, setsid daemons included), else RLIMIT_NPROC when lotcert is not
 * root; as root without a cgroup, no count bound (said so on the record).
 *
 * With the bwrap sandbox (bubblewrap): new namespaces (no network, its own
 * process tree that dies with it), the system read-only, a private /tmp,
 * and of the rest of the file system only the paths named in the command
 * and its own directory: the evidence folder is not there at all.
 */
#ifndef CONFINE_H
#define CONFINE_H

#include "lc.h"

#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#define LC_CONFINE_MAX_PASS 32
#define LC_PACE_GRACE 60   /* seconds before --min-rate is held against the candidate */

typedef enum { LC_SANDBOX_AUTO, LC_SANDBOX_NONE, LC_SANDBOX_BWRAP } lc_sandbox;
typedef enum { LC_PROCS_NONE, LC_PROCS_CGROUP2, LC_PROCS_CGROUP1, LC_PROCS_NPROC } lc_procs_by;

typedef struct {
    /* asked, on the command line */
    lc_sandbox sandbox;
    const char *pass_env[LC_CONFINE_MAX_PASS];
    const char *profile;                /* --candidate-env FILE: the operator's environment, or NULL */
    char *profile_env[LC_CONFINE_MAX_PASS + 1];   /* its NAME=VALUE lines, as they are (owned; NULL-ended) */
    int nprofile;
    int npass;
    const char *dir;                    /* --candidate-dir, or NULL: a fresh one per process */
    char hide[4][512];                  /* the reports' directories: masked in the sandbox */
    int nhide;
    char secret[512];                   /* the signing key: masked in the sandbox, or "" */
    int keep_dir;
    unsigned long long mem, cpu, fsize, procs;   /* bytes, seconds, bytes, processes; 0: none */
    unsigned long long disk;            /* bytes each writable place may hold (a tmpfs); 0: none */
    unsigned long long min_rate;        /* answers per second it must average after PACE_GRACE s; 0: none */
    unsigned long long deadline;        /* seconds for all the run's candidate work, at most; 0: none */
    int require_fields;                 /* an answer leaving out grids, remedy or notes the rules give fails */
    /* in force, found by lc_confine_resolve */
    int resolved;
    lc_sandbox in_force;                /* LC_SANDBOX_NONE or LC_SANDBOX_BWRAP */
    char why_none[400];                 /* auto without bwrap: why */
    char bwrap[512];
    char bwrap_sha[65];                 /* its SHA-256 when in force, for the record */
    int drop;                           /* lotcert is root: the candidate runs as uid:gid, never as root */
    uid_t uid;
    gid_t gid;
    char setpriv[512];                  /* in the sandbox the drop is setpriv's: bwrap mounts as root first */
    lc_procs_by procs_by;
    char cgroup_parent[512];            /* where the per-process cgroups are made */
    unsigned long long started;         /* lotcert's start time, in their names: its pid alone is soon another's */
    int disk_by;                        /* 0 not bounded, 1 bwrap's tmpfs, 2 a tmpfs of lotcert's (root) */
    int mem_by;                         /* the process tree's memory: 0 not bounded, 1 cgroup v1, 2 cgroup v2 */
    char mem_parent[512];               /* v1: where the per-process memory cgroups are made */
} lc_confine;

#define LC_CONFINE_DEFAULTS \
    {.sandbox = LC_SANDBOX_AUTO, .mem = 4ULL << 30, .cpu = 3600, .fsize = 256ULL << 20, .procs = 128, .disk = 1ULL << 30, .min_rate = 100}

/* The options every command that starts candidates takes, for getopt_long
 * (codes 0x300 up) and the lines of its --help. */
#define LC_CONFINE_LONGOPTS                                                                                      \
    {"sandbox", required_argument, NULL, 0x300}, {"pass-env", required_argument, NULL, 0x301},                  \
        {"candidate-dir", required_argument, NULL, 0x302}, {"keep-candidate-dir", no_argument, NULL, 0x303},    \
        {"limit-memory", required_argument, NULL, 0x304}, {"limit-cpu", required_argument, NULL, 0x305},        \
        {"limit-fsize", required_argument, NULL, 0x306}, {"limit-procs", required_argument, NULL, 0x307},       \
        {"limit-disk", required_argument, NULL, 0x308}, {"min-rate", required_argument, NULL, 0x309},       \
        {"deadline", required_argument, NULL, 0x30a}, {"require-fields", no_argument, NULL, 0x30b},       \
        {"candidate-env", required_argument, NULL, 0x30c}
#define LC_CONFINE_USAGE                                                                                    \
    "confinement of the candidate (docs/confinement.md):\n"                                                 \
    "  --sandbox auto|none|bwrap  bwrap: no network, read-only system, only the command's files\n"        \
    "                     visible; auto (default): bwrap where it works, else none\n"                      \
    "  --pass-env NAME    pass this variable too (repeatable); the rest is withheld\n"                     \
    "  --candidate-env F  the environment of production: NAME=VALUE lines (HOME, TMPDIR and\n"         \
    "                     any other) set as they are, over the kit's\n"                                   \
    "  --candidate-dir D  run in D (default: a fresh private directory, removed after)\n"                  \
    "  --keep-candidate-dir  keep the private directories (their paths go to stderr)\n"                    \
    "  --limit-memory MB  address space per process (default 4096; 0: none)\n"                             \
    "  --limit-cpu S      CPU seconds per process (default 3600; 0: none)\n"                               \
    "  --limit-fsize MB   size of a file it writes (default 256; 0: none)\n"                               \
    "  --limit-procs N    processes and threads in its tree (default 128; 0: none)\n"                    \
    "  --limit-disk MB    what it can write in each writable place (its directory, /tmp,\n"              \
    "                     /dev/shm: a tmpfs of that size each; default 1024; 0: none)\n"                \
    "  --min-rate R       answers per second it must average over the run, after a grace of\n"        \
    "                     60 s (default 100; 0: none); slower, what is left fails\n"                  \
    "  --deadline S       seconds for all of the run's candidate work, at most (default: none\n"     \
    "                     but the rate's)\n"                                                                 \
    "  --require-fields   an answer that leaves out grids, remedy or notes where the rules\n"      \
    "                     give them fails (the protocol lets them out: by default each is\n"      \
    "                     counted, and certify makes a reservation of it)\n"

/* One of the options above: 0 taken, -1 refused (message on stderr),
 * 1 not one of them. */
int lc_confine_option(const char *cmd, int code, const char *arg, lc_confine *c);

/* The directory of a report about to be written: never visible to the
 * candidate, even inside a directory the command names. */
void lc_confine_hide(lc_confine *c, const char *report);

/* The signing key (after lc_confine_resolve): masked in the sandbox even
 * inside a folder the command names. 0, or -1 when the candidate could
 * read it all the same (unsandboxed, as the same user): never sign then. */
int lc_confine_secret(lc_confine *c, const char *key);

/* Decide what is in force on this machine (once; later calls do nothing).
 * -1 with err when --sandbox bwrap cannot work or --candidate-dir is unusable. */
int lc_confine_resolve(lc_confine *c, lc_error *err);

/* The candidate's words (absolute, as lc_confine_paths made them) are
 * reachable by the user it runs as: 0, or -1 with err naming the folder
 * closed to it (lotcert runs as root, the candidate as nobody). */
int lc_confine_reachable(const lc_confine *c, char *const *argv, lc_error *err);

/* One line for the console and the evidence, and the JSON object. */
void lc_confine_describe(const lc_confine *c, char *out, size_t n);
void lc_confine_limits(const lc_confine *c, char *out, size_t n);
/* The words of those two lines, each a template whose "%s" the figures
 * fill in the order the English ones show them: a report in another
 * language gives its own table (NULL: English). */
typedef enum {
    LC_CW_PASSED, LC_CW_PROFILE, LC_CW_BWRAP, LC_CW_NO_SANDBOX, LC_CW_DESCRIBE, LC_CW_DIR_KEPT, LC_CW_DIR_REMOVED,
    LC_CW_NONE, LC_CW_PROCS_V2, LC_CW_PROCS_V1, LC_CW_PROCS_NPROC, LC_CW_PROCS_NONE, LC_CW_PROCS, LC_CW_PROCS_UNBOUNDED,
    LC_CW_DISK_UNBOUNDED, LC_CW_DISK_SHM, LC_CW_DISK_OWN_DIR, LC_CW_DISK_TMPFS_ALL, LC_CW_DISK_TMPFS_DIR,
    LC_CW_DISK_NO_MOUNT, LC_CW_MEM_UNBOUNDED, LC_CW_MEM_V2, LC_CW_MEM_V1, LC_CW_MEM_RLIMIT, LC_CW_NO_PACE, LC_CW_PACE,
    LC_CW_DEADLINE, LC_CW_LIMITS, LC_CW_REQUIRED, LC_CW_OPTIONAL, LC_CW_COUNT
} lc_confine_word;
void lc_confine_describe_in(const lc_confine *c, const char *const *words, char *out, size_t n);
void lc_confine_limits_in(const lc_confine *c, const char *const *words, char *out, size_t n);
struct json_t *lc_confine_json(const lc_confine *c);
/* "candidate confinement: ..." and "candidate limits: ..." lines; nothing for NULL. */
void lc_confine_print(const lc_confine *c, FILE *out);

/* ---- one candidate process ---- */

typedef struct {
    char dir[512];          /* its working directory */
    char tmpfs_opts[128];   /* unsandboxed as root: the mount options of the tmpfs over dir, or "" */
    int own_dir;            /* made for it: removed at the end */
    char cgroup[600];       /* its cgroup, or "" */
    int cgroup_fd;          /* cgroup.procs, open for the child to join, or -1 */
    char mcgroup[600];      /* cgroup v1: its memory cgroup, or "" (v2: the one above bounds both) */
    int mcgroup_fd;         /* its cgroup.procs, or -1 */
    char **argv, **envp;    /* what is executed (bwrap's words first when sandboxed) */
} lc_confined;

/* In the parent, before the fork: the directory, the cgroup, the words. */
int lc_confine_begin(const lc_confine *c, char *const *argv, lc_confined *p, lc_error *err);
/* In the child, between fork and exec: async-signal-safe calls only. NULL,
 * or what could not be done (the child must then not exec: it would run
 * outside what the record says). */
const char *lc_confine_enter(const lc_confine *c, const lc_confined *p);
/* In the parent, once the process is killed and reaped: what it left. */
void lc_confine_end(const lc_confine *c, lc_confined *p);

/* argv with each word that names an existing path (relative to the current
 * directory) made absolute: the candidate does not start where lotcert does.
 * NULL, err filled, when such a path cannot be resolved. */
char **lc_confine_paths(char *const *argv, lc_error *err);

#endif
