/* confine.c — a candidate process's allowances (see confine.h). */
#include "confine.h"
#include "text.h"
#include "tempdir.h"
#include "candidate.h"
#include "digest.h"
#include "optnum.h"
#include "reaper.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <jansson.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static const char *const KEPT_ENV[] = {"PATH", "LANG", "TZ"};   /* and LC_*; HOME and TMPDIR are its own */

/* ---- options ------------------------------------------------------------------------- */

static int env_name_ok(const char *s)
{
    if (!*s || (*s >= '0' && *s <= '9'))
        return 0;
    for (; *s; s++)
        if (!(*s == '_' || (*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')))
            return 0;
    return 1;
}

/* --candidate-env FILE: the environment production gives the program,
 * NAME=VALUE a line (# comments and blank lines aside), set as it is: a
 * candidate then sees the HOME, TMPDIR and variables it will see there,
 * not the kit's fresh folder. */
static int read_profile(const char *cmd, const char *path, lc_confine *c)
{
    FILE *f = fopen(path, "re");
    char line[512];
    int no = 0;
    if (!f) {
        fprintf(stderr, "lotcert %s: --candidate-env %s: %s\n", cmd, path, strerror(errno));
        return -1;
    }
    while (fgets(line, sizeof line, f)) {
        no++;
        size_t len = strcspn(line, "\n");
        if (!line[len] && !feof(f)) {
            fprintf(stderr, "%s:%d:1: a line longer than %zu bytes\n", path, no, sizeof line - 2);
            fclose(f);
            return -1;
        }
        line[len] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        char *eq = strchr(line, '=');
        if (eq)
            *eq = '\0';
        if (!eq || !env_name_ok(line) || c->nprofile == LC_CONFINE_MAX_PASS) {
            fprintf(stderr, "%s:%d:1: expected NAME=VALUE (a name of letters, digits and _; at most %d lines)\n", path,
                    no, LC_CONFINE_MAX_PASS);
            fclose(f);
            return -1;
        }
        *eq = '=';
        c->profile_env[c->nprofile++] = lc_xstrdup(line);
    }
    fclose(f);
    c->profile = path;
    return 0;
}

/* Does the profile set NAME? */
static int profiled(const lc_confine *c, const char *name)
{
    size_t k = strlen(name);
    for (int i = 0; i < c->nprofile; i++)
        if (!strncmp(c->profile_env[i], name, k) && c->profile_env[i][k] == '=')
            return 1;
    return 0;
}

int lc_confine_option(const char *cmd, int code, const char *arg, lc_confine *c)
{
    unsigned long long v;
    switch (code) {
    case 0x300:
        c->sandbox = !strcmp(arg, "auto") ? LC_SANDBOX_AUTO : !strcmp(arg, "none") ? LC_SANDBOX_NONE
                     : !strcmp(arg, "bwrap")                  ? LC_SANDBOX_BWRAP
                                                              : (lc_sandbox)-1;
        if ((int)c->sandbox >= 0)
            return 0;
        fprintf(stderr, "lotcert %s: --sandbox takes auto, none or bwrap, not '%s'\n", cmd, arg);
        return -1;
    case 0x301:
        if (!env_name_ok(arg) || c->npass == LC_CONFINE_MAX_PASS) {
            fprintf(stderr, "lotcert %s: --pass-env takes a variable name (letters, digits, _; at most %d of them), not '%s'\n",
                    cmd, LC_CONFINE_MAX_PASS, arg);
            return -1;
        }
        c->pass_env[c->npass++] = arg;
        return 0;
    case 0x302: c->dir = arg; return 0;
    case 0x303: c->keep_dir = 1; return 0;
    case 0x304:
    case 0x306:
        if (lc_opt_uint(cmd, code == 0x304 ? "--limit-memory" : "--limit-fsize", arg, 0, 1ULL << 24, &v))
            return -1;
        *(code == 0x304 ? &c->mem : &c->fsize) = v << 20;
        return 0;
    case 0x305: return lc_opt_uint(cmd, "--limit-cpu", arg, 0, 1ULL << 31, &c->cpu) ? -1 : 0;
    case 0x308:
        if (lc_opt_uint(cmd, "--limit-disk", arg, 0, 1ULL << 24, &v))
            return -1;
        c->disk = v << 20;
        return 0;
    case 0x309: return lc_opt_uint(cmd, "--min-rate", arg, 0, 1ULL << 32, &c->min_rate) ? -1 : 0;
    case 0x30a: return lc_opt_uint(cmd, "--deadline", arg, 0, 1ULL << 32, &c->deadline) ? -1 : 0;
    case 0x30b: c->require_fields = 1; return 0;
    case 0x30c: return read_profile(cmd, arg, c);
    case 0x307: return lc_opt_uint(cmd, "--limit-procs", arg, 0, 1ULL << 22, &c->procs) ? -1 : 0;
    default: return 1;
    }
}

/* ---- small file helpers ------------------------------------------------------------------ */

static int write_text(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t k = write(fd, text, strlen(text));
    int bad = k != (ssize_t)strlen(text);
    close(fd);
    return bad ? -1 : 0;
}

/* 1 there, 0 not (nor its folder), -1 it could not be looked at (errno). */
static int exists(const char *path)
{
    struct stat st;
    if (lstat(path, &st) == 0)
        return 1;
    return errno == ENOENT || errno == ENOTDIR ? 0 : -1;
}

/* ---- the sandbox ------------------------------------------------------------------------- */

typedef struct {
    char **w;
    int n, cap;
} words;

static void word(words *a, const char *s)
{
    if (a->n + 2 > a->cap)
        a->w = lc_xrealloc(a->w, (size_t)(a->cap = a->cap ? a->cap * 2 : 64) * sizeof *a->w);
    a->w[a->n++] = lc_xstrdup(s);
    a->w[a->n] = NULL;
}

/* The system, read-only: /usr, the top-level links into it (or the
 * directories themselves where they are not links), the few /etc files a
 * program's loader and libc read. */
static void system_binds(words *a)
{
    static const char *const TOP[] = {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
    static const char *const ETC[] = {"/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives",
                                      "/etc/localtime", "/etc/passwd", "/etc/group", "/etc/nsswitch.conf"};
    word(a, "--ro-bind"), word(a, "/usr"), word(a, "/usr");
    for (size_t i = 0; i < sizeof TOP / sizeof *TOP; i++) {
        char target[256];
        ssize_t k = readlink(TOP[i], target, sizeof target - 1);
        if (k > 0) {
            target[k] = '\0';
            word(a, "--symlink"), word(a, target), word(a, TOP[i]);
        } else if (exists(TOP[i]) > 0) {
            word(a, "--ro-bind"), word(a, TOP[i]), word(a, TOP[i]);
        }
    }
    for (size_t i = 0; i < sizeof ETC / sizeof *ETC; i++)
        if (exists(ETC[i]) > 0)
            word(a, "--ro-bind"), word(a, ETC[i]), word(a, ETC[i]);
    word(a, "--proc"), word(a, "/proc"), word(a, "--dev"), word(a, "/dev");
}

/* A writable tmpfs at `where`, of --limit-disk bytes: RAM, not counted by
 * the address-space limit, so bounded here; open to the candidate's user. */
static void tmpfs_words(const lc_confine *c, words *a, const char *where)
{
    char size[32];
    word(a, "--perms"), word(a, "1777");
    if (c->disk)
        snprintf(size, sizeof size, "%llu", c->disk), word(a, "--size"), word(a, size);
    word(a, "--tmpfs"), word(a, where);
}

static void bwrap_words(const lc_confine *c, words *a)
{
    word(a, c->bwrap);
    if (c->drop) {   /* as root, bwrap's user namespace would map 0 to the host's 0: none, setpriv drops */
        word(a, "--unshare-net"), word(a, "--unshare-pid"), word(a, "--unshare-ipc"), word(a, "--unshare-uts");
        word(a, "--unshare-cgroup-try");
    } else {
        word(a, "--unshare-all");   /* network, PID, IPC, UTS, cgroup, and the user namespace it runs in */
    }
    word(a, "--die-with-parent");
    /* as a user the candidate is the first process it sees: /proc/1 shows it, not bwrap's words. Not as root:
     * the change to nobody clears the death signal, and process 1 would outlive a SIGKILL of the kit; bwrap's
     * reaper stays process 1 there (docs/confinement.md) */
    if (!c->drop)
        word(a, "--as-pid-1");
    if (c->drop)   /* only what setpriv needs to become nobody, and nobody has none */
        word(a, "--cap-drop"), word(a, "ALL"), word(a, "--cap-add"), word(a, "CAP_SETUID"), word(a, "--cap-add"),
            word(a, "CAP_SETGID");
    system_binds(a);
    tmpfs_words(c, a, "/tmp");
    tmpfs_words(c, a, "/dev/shm");
}

/* After bwrap's "--": as root, setpriv makes the candidate nobody inside
 * the mounts bwrap made as root. A uid 0 left inside would be the host's
 * (no user namespace is made for root): /proc/sys and every root-owned
 * file bound in would be its to write. */
static void drop_words(const lc_confine *c, words *a)
{
    char id[32];
    if (!c->drop)
        return;
    word(a, c->setpriv);
    snprintf(id, sizeof id, "--reuid=%u", (unsigned)c->uid), word(a, id);
    snprintf(id, sizeof id, "--regid=%u", (unsigned)c->gid), word(a, id);
    word(a, "--clear-groups"), word(a, "--inh-caps=-all"), word(a, "--no-new-privs"), word(a, "--");
}

/* The kit's own namespaces, as the probe inside prints them. */
static void own_namespaces(char *out, size_t n)
{
    static const char *const ns[] = {"/proc/self/ns/pid", "/proc/self/ns/net", "/proc/self/ns/mnt"};
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < 3 && len < n; i++) {
        char link[128];
        ssize_t k = readlink(ns[i], link, sizeof link - 1);
        link[k > 0 ? k : 0] = '\0';
        len += (size_t)snprintf(out + len, n - len, "%s\n", link);
    }
}

/* Run bwrap once around a probe that prints its uid and namespaces: does it
 * work here, and does it confine? A program named bwrap that runs the
 * command in the kit's own namespaces (or as root where the kit drops to
 * nobody) is no sandbox, whatever it is called. */
static int bwrap_works(lc_confine *c)
{
    words a = {0};
    bwrap_words(c, &a);
    word(&a, "--");
    drop_words(c, &a);
    word(&a, "/bin/sh"), word(&a, "-c");
    word(&a, "id -u >&2; readlink /proc/self/ns/pid /proc/self/ns/net /proc/self/ns/mnt >&2");
    /* the environment a candidate gets has no LD_PRELOAD, nor anything else
     * of ours that the sandbox could not honour: nor has the probe */
    char path[4200] = "PATH=/usr/bin:/bin", *env[] = {path, NULL};
    if (getenv("PATH"))
        snprintf(path, sizeof path, "PATH=%.4190s", getenv("PATH"));
    int fds[2];
    if (pipe2(fds, O_CLOEXEC))
        return 0;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 2);
        int null = open("/dev/null", O_RDWR);
        dup2(null, 0);
        dup2(null, 1);
        lc_child_flush();
        execve(c->bwrap, a.w, env);
        _exit(127);
    }
    close(fds[1]);
    char msg[600] = "", kit[400];
    size_t got = 0;
    for (ssize_t k; pid > 0 && got < sizeof msg - 1 && (k = read(fds[0], msg + got, sizeof msg - 1 - got)) > 0;)
        got += (size_t)k;
    msg[got] = '\0';
    close(fds[0]);
    int status = 1;
    while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    lc_cand_argv_free(a.w);
    if (!(pid > 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0)) {
        msg[strcspn(msg, "\n")] = '\0';
        snprintf(c->why_none, sizeof c->why_none, "bwrap does not work here: %.120s", msg[0] ? msg : "it failed");
        return 0;
    }
    own_namespaces(kit, sizeof kit);
    const char *ns = strchr(msg, '\n');
    long uid = strtol(msg, NULL, 10);
    int same_ns = 0;   /* any namespace shared with the kit */
    for (const char *k = kit, *q = ns ? ns + 1 : ""; *k && *q;) {
        size_t lk = strcspn(k, "\n"), lq = strcspn(q, "\n");
        same_ns |= lk == lq && !strncmp(k, q, lk);
        k += lk + (k[lk] == '\n');
        q += lq + (q[lq] == '\n');
    }
    if (!ns || same_ns || (c->drop && uid != (long)c->uid)) {
        snprintf(c->why_none, sizeof c->why_none, "%.200s did not confine its probe (%s): not a sandbox", c->bwrap,
                 !ns ? "it printed nothing" : same_ns ? "it ran in the kit's own namespaces" : "it ran as another user");
        return 0;
    }
    return 1;
}

/* A sandbox program from the system's own folders, never from PATH: a
 * regular file owned by root that no one else may write, in a folder of
 * root's that no one else may write. LOTCERT_SANDBOX_DIR names another
 * such folder (the tests' bwrap that cannot start); the same holds there. */
static int system_program(const char *name, char *out, size_t n, char *why, size_t wn)
{
    const char *dirs[] = {getenv("LOTCERT_SANDBOX_DIR"), "/usr/bin", "/bin"};
    for (int i = dirs[0] ? 0 : 1; i < (dirs[0] ? 1 : 3); i++) {
        struct stat d, f;
        snprintf(out, n, "%s/%s", dirs[i], name);
        if (lstat(out, &f) || stat(dirs[i], &d))
            continue;
        if (!S_ISREG(f.st_mode) || f.st_uid != 0 || (f.st_mode & 022) || d.st_uid != 0 || (d.st_mode & 022)) {
            snprintf(why, wn, "%s is not root's alone (a regular file and a folder owned by root, written by no one "
                     "else): not trusted", out);
            return -1;
        }
        return 0;
    }
    snprintf(why, wn, "%s (from %s) is not installed in %s", name, !strcmp(name, "bwrap") ? "bubblewrap" : "util-linux",
             dirs[0] ? dirs[0] : "/usr/bin or /bin");
    return -1;
}

static int resolve_sandbox(lc_confine *c, lc_error *err)
{
    c->in_force = LC_SANDBOX_NONE;
    if (c->sandbox == LC_SANDBOX_NONE) {
        snprintf(c->why_none, sizeof c->why_none, "--sandbox none");
        return 0;
    }
    if (system_program("bwrap", c->bwrap, sizeof c->bwrap, c->why_none, sizeof c->why_none))
        ;
    else if (c->drop && system_program("setpriv", c->setpriv, sizeof c->setpriv, c->why_none, sizeof c->why_none))
        ;
    else if (bwrap_works(c)) {
        c->in_force = LC_SANDBOX_BWRAP;
        lc_error ignored;   /* what was run, on the record: the file as it is now */
        if (lc_sha256_file(c->bwrap, c->bwrap_sha, &ignored))
            snprintf(c->bwrap_sha, sizeof c->bwrap_sha, "unreadable");
    }
    if (c->in_force == LC_SANDBOX_NONE && c->sandbox == LC_SANDBOX_BWRAP)
        return lc_fail(err, NULL, 0, 0, "--sandbox", "bwrap asked, but %s", c->why_none);
    return 0;
}

/* ---- the bound on processes ---------------------------------------------------------------- */

/* The cgroup lotcert is in, on the hierarchy that has `pids` (v1) or on the
 * unified one (v2), as a directory: 0, or -1 when there is none. */
static int own_cgroup_of(int v2, const char *controller, char *out, size_t n);

static int own_cgroup(int v2, char *out, size_t n) { return own_cgroup_of(v2, "pids", out, n); }

static int own_cgroup_of(int v2, const char *controller, char *out, size_t n)
{
    FILE *f = fopen("/proc/self/mountinfo", "re");
    char line[1024], mnt[512] = "", root[512] = "", path[512] = "";
    while (f && fgets(line, sizeof line, f)) {
        char r[512], m[512], type[64], super[512];
        const char *dash = strstr(line, " - ");
        if (!dash || sscanf(line, "%*s %*s %*s %511s %511s", r, m) != 2 || sscanf(dash + 3, "%63s %*s %511s", type, super) != 2)
            continue;
        if (v2 ? !strcmp(type, "cgroup2") : (!strcmp(type, "cgroup") && strstr(super, controller))) {
            snprintf(mnt, sizeof mnt, "%s", m);
            snprintf(root, sizeof root, "%s", r);
        }
    }
    if (f)
        fclose(f);
    f = fopen("/proc/self/cgroup", "re");
    while (f && fgets(line, sizeof line, f)) {
        char *a = strchr(line, ':'), *b = a ? strchr(a + 1, ':') : NULL;
        if (!b)
            continue;
        *b = '\0';
        int mine = v2 ? !strcmp(line, "0") && a[1] == '\0' : strstr(a + 1, controller) != NULL;
        if (mine)
            snprintf(path, sizeof path, "%.*s", (int)strcspn(b + 1, "\n"), b + 1);
    }
    if (f)
        fclose(f);
    if (!mnt[0] || !path[0])
        return -1;
    size_t rl = strlen(root);
    const char *rel = strcmp(root, "/") && !strncmp(path, root, rl) ? path + rl : path;
    if ((size_t)snprintf(out, n, "%s%s", mnt, strcmp(rel, "/") ? rel : "") >= n)
        return -1;   /* too deep to name */
    return 0;
}

/* A cgroup made under `parent` with pids.max = procs: 0, or -1. */
static int make_cgroup(const char *parent, const char *name, unsigned long long procs, char *out, size_t n)
{
    char path[700], value[32];
    snprintf(out, n, "%s/%s", parent, name);
    if (mkdir(out, 0700) && errno != EEXIST)
        return -1;
    snprintf(path, sizeof path, "%s/pids.max", out);
    if (exists(path) <= 0) {   /* v2: the controller may need enabling below the parent */
        char ctl[700];
        snprintf(ctl, sizeof ctl, "%s/cgroup.subtree_control", parent);
        write_text(ctl, "+pids");
    }
    snprintf(value, sizeof value, "%llu", procs);
    if (write_text(path, value)) {
        rmdir(out);
        return -1;
    }
    return 0;
}

/* The cgroups of a lotcert that is gone (killed by SIGKILL: no handler
 * ran) are removed, with whatever still runs in them. Each is named
 * lotcert-PID-sSTART-N: a pid that runs again under another start time is
 * another process, and its namesake is gone. */
static void sweep_stale(const char *parent)
{
    DIR *d = opendir(parent);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        char *end;
        long pid = strncmp(e->d_name, "lotcert-", 8) ? 0 : strtol(e->d_name + 8, &end, 10);
        unsigned long long start = pid > 0 && !strncmp(end, "-s", 2) ? strtoull(end + 2, NULL, 10) : 0;
        if (pid > 0 && ((kill((pid_t)pid, 0) && errno == ESRCH) || (start && lc_reaper_started((pid_t)pid) != start))) {
            char path[800];
            snprintf(path, sizeof path, "%s/%s", parent, e->d_name);
            lc_reaper_cgroup_kill(path);
        }
    }
    if (d)
        closedir(d);
}

/* The memory of a candidate's whole process tree, bounded where a cgroup
 * can say so: in v2 the per-process cgroup made for pids (memory.max, the
 * controller enabled below the parent), in v1 a cgroup of the memory
 * hierarchy beside it (memory.limit_in_bytes). Tried once, on a probe. */
static void resolve_memory(lc_confine *c)
{
    char probe[700], limit[760], value[32], name[64];
    c->mem_by = 0;
    if (!c->mem)
        return;
    snprintf(value, sizeof value, "%llu", c->mem);
    snprintf(name, sizeof name, "lotcert-mprobe-%d", (int)getpid());
    if (c->procs_by == LC_PROCS_CGROUP2) {
        char ctl[700];
        snprintf(ctl, sizeof ctl, "%s/cgroup.subtree_control", c->cgroup_parent);
        write_text(ctl, "+memory");
        if (make_cgroup(c->cgroup_parent, name, c->procs, probe, sizeof probe) == 0) {
            snprintf(limit, sizeof limit, "%s/memory.max", probe);
            c->mem_by = write_text(limit, value) == 0 ? 2 : 0;
            rmdir(probe);
        }
        return;
    }
    if (own_cgroup_of(0, "memory", c->mem_parent, sizeof c->mem_parent))
        return;
    snprintf(probe, sizeof probe, "%s/%s", c->mem_parent, name);
    if (mkdir(probe, 0700) && errno != EEXIST)
        return;
    snprintf(limit, sizeof limit, "%s/memory.limit_in_bytes", probe);
    c->mem_by = write_text(limit, value) == 0 ? 1 : 0;
    rmdir(probe);
    if (c->mem_by)
        sweep_stale(c->mem_parent);
}

static void resolve_procs(lc_confine *c)
{
    c->procs_by = LC_PROCS_NONE;
    if (!c->procs)
        return;
    for (int v2 = 1; v2 >= 0; v2--) {
        char parent[512], probe[600], name[64];
        snprintf(name, sizeof name, "lotcert-probe-%d", (int)getpid());
        if (own_cgroup(v2, parent, sizeof parent) == 0 && make_cgroup(parent, name, c->procs, probe, sizeof probe) == 0) {
            rmdir(probe);
            snprintf(c->cgroup_parent, sizeof c->cgroup_parent, "%s", parent);
            c->started = lc_reaper_started(getpid());
            sweep_stale(parent);
            c->procs_by = v2 ? LC_PROCS_CGROUP2 : LC_PROCS_CGROUP1;
            return;
        }
    }
    if (geteuid() != 0)
        c->procs_by = LC_PROCS_NPROC;
}

/* Unsandboxed as root: can a child make a mount namespace and a tmpfs
 * there (a container may forbid it)? Tried once, on a folder of our own. */
static int private_tmpfs_works(void)
{
    char dir[4096];
    lc_error ignored;
    if (lc_temp_dir(dir, sizeof dir, "lotcert-tmpfs-probe-", &ignored))
        return 0;
    pid_t pid = fork();
    if (pid == 0)
        _exit(unshare(CLONE_NEWNS) || mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) ||
              mount("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, "size=4096") ? 1 : 0);
    int status = 1;
    while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    rmdir(dir);
    return pid > 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* Where what the candidate writes is bounded: bwrap's tmpfs; as root
 * unsandboxed, a tmpfs over its directory; else nowhere. */
static void resolve_disk(lc_confine *c)
{
    c->disk_by = !c->disk ? 0 : c->in_force == LC_SANDBOX_BWRAP ? 1 : c->drop && private_tmpfs_works() ? 2 : 0;
}

/* Root runs the candidate as nobody: uid 0 writes /proc/sys and every
 * root-owned file it can reach, capabilities or not. */
static void resolve_user(lc_confine *c)
{
    c->drop = geteuid() == 0;
    if (!c->drop)
        return;
    const struct passwd *pw = getpwnam("nobody");
    c->uid = pw ? pw->pw_uid : 65534;
    c->gid = pw ? pw->pw_gid : 65534;
}

int lc_confine_resolve(lc_confine *c, lc_error *err)
{
    if (c->resolved)
        return 0;
    resolve_user(c);
    if (c->dir) {
        struct stat st;
        char *abs = realpath(c->dir, NULL);
        if (!abs || stat(abs, &st) || !S_ISDIR(st.st_mode)) {
            free(abs);
            return lc_fail(err, c->dir, 0, 0, "--candidate-dir", "not an existing directory");
        }
        c->dir = abs;   /* lives as long as the process: the options outlive every candidate */
    }
    if (resolve_sandbox(c, err))
        return -1;
    resolve_procs(c);
    resolve_memory(c);
    resolve_disk(c);
    c->resolved = 1;
    return 0;
}

/* ---- the record ---------------------------------------------------------------------------- */

/* The English of the record: the JSON's words, and the lines' unless a
 * caller gives its own (a French report's). */
static const char *const ENGLISH[LC_CW_COUNT] = {
    [LC_CW_PASSED] = "; passed: %s",
    [LC_CW_PROFILE] = "; over them, the %s of %s (--candidate-env)",
    [LC_CW_BWRAP] = "bwrap (no network, read-only system, private /tmp, only the command's paths; %s, sha256 %s...)",
    [LC_CW_NO_SANDBOX] = "none (%s)",
    [LC_CW_DESCRIBE] = "sandbox %s; directory: %s; environment: PATH, LANG, LC_*, TZ, HOME, TMPDIR%s",
    [LC_CW_DIR_KEPT] = "a private one per process, kept after (--keep-candidate-dir)",
    [LC_CW_DIR_REMOVED] = "a private one per process, removed after",
    [LC_CW_NONE] = "none",
    [LC_CW_PROCS_V2] = "cgroup v2 pids.max",
    [LC_CW_PROCS_V1] = "cgroup v1 pids.max",
    [LC_CW_PROCS_NPROC] = "RLIMIT_NPROC, counting all of the user's processes",
    [LC_CW_PROCS_NONE] = "not bounded: no cgroup could be made and lotcert runs as root",
    [LC_CW_PROCS] = "%s processes (%s)",
    [LC_CW_PROCS_UNBOUNDED] = "processes not bounded (--limit-procs 0)",
    [LC_CW_DISK_UNBOUNDED] = "not bounded (--limit-disk 0)",
    [LC_CW_DISK_SHM] = "/tmp and /dev/shm bounded; its directory not (--candidate-dir, --keep-candidate-dir)",
    [LC_CW_DISK_OWN_DIR] = "not bounded (--candidate-dir, --keep-candidate-dir)",
    [LC_CW_DISK_TMPFS_ALL] = "each of its directory, /tmp and /dev/shm a tmpfs of that size",
    [LC_CW_DISK_TMPFS_DIR] = "its directory a tmpfs of that size; the host's world-writable folders (/tmp...) not bounded",
    [LC_CW_DISK_NO_MOUNT] = "not bounded: no sandbox, and lotcert is not root (or cannot mount)",
    [LC_CW_MEM_UNBOUNDED] = "not bounded (--limit-memory 0)",
    [LC_CW_MEM_V2] = "at most that (cgroup v2 memory.max)",
    [LC_CW_MEM_V1] = "at most that (cgroup v1 memory.limit_in_bytes)",
    [LC_CW_MEM_RLIMIT] = "not bounded by a cgroup: at most the processes bound times the address space",
    [LC_CW_NO_PACE] = "no pace required",
    [LC_CW_PACE] = "at least %s answers/s over the run after %s s",
    [LC_CW_DEADLINE] = ", all within %s s",
    [LC_CW_LIMITS] = ("address space %s per process, the process tree's memory %s, CPU %s, file size %s, no core dumps, "
                     "%s, written %s (%s), %s%s; %s"),
    [LC_CW_REQUIRED] = "every field the rules give required in an answer",
    [LC_CW_OPTIONAL] = "optional answer fields checked when present, left out counted",
};

static lc_confine_word procs_by_word(lc_procs_by b)
{
    return b == LC_PROCS_CGROUP2 ? LC_CW_PROCS_V2 : b == LC_PROCS_CGROUP1 ? LC_CW_PROCS_V1
           : b == LC_PROCS_NPROC ? LC_CW_PROCS_NPROC : LC_CW_PROCS_NONE;
}

/* Where it runs, as the record says it. */
static const char *dir_word(const lc_confine *c, int json, const char *const *w)
{
    if (c->dir)
        return c->dir;
    if (c->keep_dir)
        return json ? "private, per process, kept after (--keep-candidate-dir)" : w[LC_CW_DIR_KEPT];
    return json ? "private, per process, removed after" : w[LC_CW_DIR_REMOVED];
}

static const char *fill(const char *const *w, lc_confine_word k, char *out, size_t n, const char *a, const char *b)
{
    const char *v[2] = {a, b};
    return lc_fill(w[k], out, n, v, 2);
}

void lc_confine_describe_in(const lc_confine *c, const char *const *w, char *out, size_t n)
{
    w = w ? w : ENGLISH;
    char names[300] = "", passed[700] = "", sandbox[900], count[16], more[400];
    for (int i = 0; i < c->npass; i++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "", c->pass_env[i]);
    if (c->npass)
        fill(w, LC_CW_PASSED, passed, sizeof passed, names, NULL);
    snprintf(count, sizeof count, "%d", c->nprofile);
    if (c->profile)
        snprintf(passed + strlen(passed), sizeof passed - strlen(passed), "%s",
                 fill(w, LC_CW_PROFILE, more, sizeof more, count, c->profile));
    char bwrap[320], sha[20];
    snprintf(bwrap, sizeof bwrap, "%.300s", c->in_force == LC_SANDBOX_BWRAP ? c->bwrap : "");
    snprintf(sha, sizeof sha, "%.16s", c->in_force == LC_SANDBOX_BWRAP ? c->bwrap_sha : "");
    if (c->in_force == LC_SANDBOX_BWRAP)
        fill(w, LC_CW_BWRAP, sandbox, sizeof sandbox, bwrap, sha);
    else
        fill(w, LC_CW_NO_SANDBOX, sandbox, sizeof sandbox, c->why_none, NULL);
    const char *v[3] = {sandbox, dir_word(c, 0, w), passed};
    lc_fill(w[LC_CW_DESCRIBE], out, n, v, 3);
}

void lc_confine_describe(const lc_confine *c, char *out, size_t n)
{
    lc_confine_describe_in(c, NULL, out, n);
}

static void amount(char *out, size_t n, unsigned long long v, const char *unit, unsigned long long scale,
                   const char *const *w)
{
    if (v)
        snprintf(out, n, "%llu %s", v / scale, unit);
    else
        snprintf(out, n, "%s", w[LC_CW_NONE]);
}

static lc_confine_word disk_word(const lc_confine *c)
{
    if (!c->disk)
        return LC_CW_DISK_UNBOUNDED;
    if (c->dir || c->keep_dir)
        return c->disk_by == 1 ? LC_CW_DISK_SHM : LC_CW_DISK_OWN_DIR;
    return c->disk_by == 1 ? LC_CW_DISK_TMPFS_ALL : c->disk_by == 2 ? LC_CW_DISK_TMPFS_DIR : LC_CW_DISK_NO_MOUNT;
}

static lc_confine_word mem_word(const lc_confine *c)
{
    return !c->mem ? LC_CW_MEM_UNBOUNDED : c->mem_by == 2 ? LC_CW_MEM_V2 : c->mem_by == 1 ? LC_CW_MEM_V1 : LC_CW_MEM_RLIMIT;
}

void lc_confine_limits_in(const lc_confine *c, const char *const *w, char *out, size_t n)
{
    w = w ? w : ENGLISH;
    char mem[32], cpu[32], fs[32], procs[200], disk[32], num[2][32];
    amount(mem, sizeof mem, c->mem, "MiB", 1 << 20, w);
    amount(cpu, sizeof cpu, c->cpu, "s", 1, w);
    amount(fs, sizeof fs, c->fsize, "MiB", 1 << 20, w);
    amount(disk, sizeof disk, c->disk, "MiB", 1 << 20, w);
    snprintf(num[0], sizeof num[0], "%llu", c->procs);
    if (c->procs)
        fill(w, LC_CW_PROCS, procs, sizeof procs, num[0], w[procs_by_word(c->procs_by)]);
    else
        snprintf(procs, sizeof procs, "%s", w[LC_CW_PROCS_UNBOUNDED]);
    char pace[120], dl[60] = "";
    snprintf(num[0], sizeof num[0], "%llu", c->min_rate);
    snprintf(num[1], sizeof num[1], "%d", LC_PACE_GRACE);
    if (c->min_rate)
        fill(w, LC_CW_PACE, pace, sizeof pace, num[0], num[1]);
    else
        snprintf(pace, sizeof pace, "%s", w[LC_CW_NO_PACE]);
    snprintf(num[0], sizeof num[0], "%llu", c->deadline);
    if (c->deadline)
        fill(w, LC_CW_DEADLINE, dl, sizeof dl, num[0], NULL);
    const char *v[10] = {mem, w[mem_word(c)], cpu, fs, procs, disk, w[disk_word(c)], pace, dl,
                         w[c->require_fields ? LC_CW_REQUIRED : LC_CW_OPTIONAL]};
    lc_fill(w[LC_CW_LIMITS], out, n, v, 10);
}

void lc_confine_limits(const lc_confine *c, char *out, size_t n)
{
    lc_confine_limits_in(c, NULL, out, n);
}

json_t *lc_confine_json(const lc_confine *c)
{
    json_t *passed = json_array();
    for (int i = 0; i < c->npass; i++)
        json_array_append_new(passed, json_string(c->pass_env[i]));
    json_t *o = json_pack("{s:s, s:s?, s:s, s:[s,s,s,s,s,s], s:o, s:{s:I, s:I, s:I, s:i, s:I, s:s, s:I, s:s}}", "sandbox",
                     c->in_force == LC_SANDBOX_BWRAP ? "bwrap" : "none", "sandbox_unavailable",
                     c->in_force == LC_SANDBOX_BWRAP ? NULL : c->why_none, "directory",
                     dir_word(c, 1, ENGLISH), "environment", "PATH", "LANG", "LC_*", "TZ",
                     "HOME", "TMPDIR", "passed_env", passed, "limits", "address_space_bytes", (json_int_t)c->mem,
                     "cpu_seconds", (json_int_t)c->cpu, "file_size_bytes", (json_int_t)c->fsize, "core_bytes", 0,
                     "processes", (json_int_t)c->procs, "processes_bounded_by",
                     c->procs ? ENGLISH[procs_by_word(c->procs_by)] : "none", "written_bytes", (json_int_t)c->disk,
                     "written_bounded_by", ENGLISH[disk_word(c)]);
    json_object_set_new(json_object_get(o, "limits"), "tree_memory_bounded_by", json_string(ENGLISH[mem_word(c)]));
    if (c->profile) {
        json_t *names = json_array();
        for (int i = 0; i < c->nprofile; i++)
            json_array_append_new(names, json_stringn(c->profile_env[i], strcspn(c->profile_env[i], "=")));
        json_object_set_new(o, "environment_profile", json_pack("{s:s, s:o}", "file", c->profile, "names", names));
    }
    if (c->in_force == LC_SANDBOX_BWRAP)   /* what was run as the sandbox, as it was */
        json_object_set_new(o, "sandbox_program", json_pack("{s:s, s:s}", "path", c->bwrap, "sha256", c->bwrap_sha));
    json_t *limits = json_object_get(o, "limits");
    json_object_set_new(limits, "min_answers_per_second", json_integer((json_int_t)c->min_rate));
    json_object_set_new(limits, "pace_grace_seconds", json_integer(LC_PACE_GRACE));
    json_object_set_new(limits, "deadline_seconds", json_integer((json_int_t)c->deadline));
    json_object_set_new(o, "require_fields", json_boolean(c->require_fields));
    return o;
}

void lc_confine_print(const lc_confine *c, FILE *out)
{
    char line[1200];
    if (!c)
        return;
    lc_confine_describe(c, line, sizeof line);
    fprintf(out, "candidate confinement: %s\n", line);
    lc_confine_limits(c, line, sizeof line);
    fprintf(out, "candidate limits: %s\n", line);
}

/* ---- one process ------------------------------------------------------------------------------ */

char **lc_confine_paths(char *const *argv, lc_error *err)
{
    words a = {0};
    for (int i = 0; argv[i]; i++) {
        struct stat st;
        int named = argv[i][0] != '/' && (i > 0 || strchr(argv[i], '/'));
        if (named && lstat(argv[i], &st))
            named = errno == EIO || errno == ENOMEM || errno == EOVERFLOW ? -1 : 0;   /* -1: a path, maybe, unseen */
        errno = named < 0 ? errno : 0;
        char *abs = named > 0 ? realpath(argv[i], NULL) : NULL;
        if (named && !abs && errno == ENOMEM)
            lc_out_of_memory();
        if (named && !abs) {   /* else the relative word would name nothing in the private directory */
            lc_fail(err, NULL, 0, 0, "--candidate", "cannot resolve '%s': %s", argv[i], strerror(errno));
            lc_cand_argv_free(a.w);
            return NULL;
        }
        word(&a, abs ? abs : argv[i]);
        free(abs);
    }
    return a.w;
}

/* May uid:gid do `bits` (4 read, 1 search) on this inode, by its mode? */
static int allowed(const lc_confine *c, const struct stat *st, unsigned bits)
{
    unsigned m = st->st_uid == c->uid ? st->st_mode >> 6 : st->st_gid == c->gid ? st->st_mode >> 3 : st->st_mode;
    return (m & bits) == bits;
}

/* The first folder on the way to `path` that the candidate's user cannot
 * pass, into bad; from / unsandboxed, from the folder bwrap binds inside. */
static int closed_on_the_way(const lc_confine *c, const char *path, char *bad, size_t n)
{
    struct stat st;
    if (stat(path, &st))
        return 0;   /* not a path: a word like any other */
    char walk[4096];
    snprintf(walk, sizeof walk, "%s", path);
    size_t from = 1;
    if (c->in_force == LC_SANDBOX_BWRAP) {   /* bwrap makes the folders above the bound one, open */
        char *slash = S_ISDIR(st.st_mode) ? NULL : strrchr(walk, '/');
        from = slash && slash != walk ? (size_t)(slash - walk) : strlen(walk);
    }
    for (size_t i = from; i <= strlen(path); i++) {
        if (path[i] != '/' && path[i] != '\0')
            continue;
        snprintf(walk, sizeof walk, "%.*s", (int)i, path);
        struct stat w;
        int last = path[i] == '\0';
        if (stat(walk, &w) == 0 && !allowed(c, &w, S_ISDIR(w.st_mode) ? 1 : 4)) {
            snprintf(bad, n, "%s (mode %04o, owner uid %u)%s", walk, (unsigned)(w.st_mode & 07777), (unsigned)w.st_uid,
                     last ? "" : " on the way");
            return 1;
        }
    }
    return 0;
}

int lc_confine_reachable(const lc_confine *c, char *const *argv, lc_error *err)
{
    char bad[4200];
    const char *tmp = getenv("TMPDIR");
    if (!c->drop)
        return 0;
    /* the program itself, or an interpreter's script: an argument it cannot read may be the point */
    for (int i = 0; argv[i] && i < 2; i++)
        if (argv[i][0] == '/' && closed_on_the_way(c, argv[i], bad, sizeof bad))
            return lc_fail(err, NULL, 0, 0, "--candidate",
                           "lotcert runs as root, so the candidate runs as uid %u (nobody), which cannot reach %s: "
                           "open it to others (chmod o+rx), or put the candidate elsewhere",
                           (unsigned)c->uid, bad);
    struct stat st;
    if (c->dir && (stat(c->dir, &st) || !allowed(c, &st, 3)))
        return lc_fail(err, c->dir, 0, 0, "--candidate-dir",
                       "lotcert runs as root, so the candidate runs as uid %u (nobody), which cannot write this "
                       "directory: give it to that user (chown), or leave the option out",
                       (unsigned)c->uid);
    if (c->in_force == LC_SANDBOX_NONE && (c->dir ? closed_on_the_way(c, c->dir, bad, sizeof bad) : 0))
        return lc_fail(err, NULL, 0, 0, "--candidate-dir",
                       "lotcert runs as root, so the candidate runs as uid %u (nobody), which cannot reach %s",
                       (unsigned)c->uid, bad);
    if (c->in_force == LC_SANDBOX_NONE && !c->dir
        && closed_on_the_way(c, tmp && *tmp == '/' ? tmp : "/tmp", bad, sizeof bad))
        return lc_fail(err, NULL, 0, 0, "TMPDIR",
                       "lotcert runs as root, so the candidate runs as uid %u (nobody), which cannot reach its "
                       "directory under %s: open it to others (chmod o+x), or set TMPDIR elsewhere",
                       (unsigned)c->uid, bad);
    return 0;
}

static void environment(const lc_confine *c, const lc_confined *p, words *e)
{
    char buf[700];
    for (char **v = environ; *v; v++) {
        size_t k = strcspn(*v, "=");
        int keep = !strncmp(*v, "LC_", 3);
        for (size_t i = 0; i < sizeof KEPT_ENV / sizeof *KEPT_ENV; i++)
            keep |= k == strlen(KEPT_ENV[i]) && !strncmp(*v, KEPT_ENV[i], k);
        for (int i = 0; i < c->npass; i++)
            keep |= k == strlen(c->pass_env[i]) && !strncmp(*v, c->pass_env[i], k);
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)(k < 63 ? k : 63), *v);
        if (keep && strncmp(*v, "HOME=", 5) && strncmp(*v, "TMPDIR=", 7) && !profiled(c, name))
            word(e, *v);
    }
    snprintf(buf, sizeof buf, "HOME=%s", p->dir);
    if (!profiled(c, "HOME"))
        word(e, buf);
    snprintf(buf, sizeof buf, "TMPDIR=%s%s", p->dir, p->own_dir ? "/tmp" : "");
    if (!profiled(c, "TMPDIR"))
        word(e, buf);
    for (int i = 0; i < c->nprofile; i++)   /* production's, as the operator declared them */
        word(e, c->profile_env[i]);
}

/* The command's own paths, read-only: a directory as named, a file with
 * its directory (a script's modules, a program's data beside it); then the
 * reports' directories masked where they fall inside. */
/* The folders above a bound path, made by bwrap on its empty root: open
 * to others, or nobody could not pass them (bwrap makes them 0700). */
static void open_ancestors(words *a, const char *path)
{
    char dir[512];
    for (const char *q = strchr(path + 1, '/'); q; q = strchr(q + 1, '/')) {
        snprintf(dir, sizeof dir, "%.*s", (int)(q - path), path);
        if (!strcmp(dir, "/tmp"))
            continue;   /* the candidate's own tmpfs, open to it: left as it is */
        word(a, "--perms"), word(a, "0755"), word(a, "--dir"), word(a, dir);
    }
}

/* A compiled program (ELF): it needs no folder around it. */
static int compiled(const char *path)
{
    char magic[4] = "";
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    ssize_t k = fd >= 0 ? read(fd, magic, sizeof magic) : -1;
    if (fd >= 0)
        close(fd);
    return k == 4 && !memcmp(magic, "\177ELF", 4);
}

/* The command's own paths, read-only; the reports' folders and the signing
 * key masked. -1 with the path when one cannot be looked at: a path not
 * bound fails the candidate, a mask not put lets it read what it must not. */
static int bind_paths(const lc_confine *c, char *const *argv, words *a, lc_error *err)
{
    int bound = 0;
    for (int i = 0; argv[i]; i++) {
        struct stat st;
        char dir[512];
        if (argv[i][0] != '/')
            continue;
        if (stat(argv[i], &st)) {
            if (errno == ENOENT || errno == ENOTDIR)
                continue;
            return lc_fail(err, argv[i], 0, 0, NULL, "cannot look at the candidate's path: %s", strerror(errno));
        }
        snprintf(dir, sizeof dir, "%s", argv[i]);
        char *slash = strrchr(dir, '/');
        if (i == 0 && S_ISREG(st.st_mode) && compiled(argv[i]))
            slash = NULL;   /* the program alone, not what lies beside it (a key, the evidence) */
        if (slash && slash - dir == 4 && !strncmp(dir, "/tmp", 4))
            slash = NULL;   /* never the host's /tmp over its own: the file alone */
        if (!S_ISDIR(st.st_mode) && slash && slash != dir)
            *slash = '\0';
        if (strcmp(dir, "/") && strcmp(dir, "/usr") && strncmp(dir, "/usr/", 5)) {
            open_ancestors(a, dir);
            word(a, "--ro-bind"), word(a, dir), word(a, dir);
            bound++;
        } else if (!S_ISDIR(st.st_mode)) {
            word(a, "--ro-bind"), word(a, argv[i]), word(a, argv[i]);
        }
    }
    for (int i = 0; bound && i < c->nhide; i++) {
        size_t n = strlen(c->hide[i]);
        int holds_command = 0;   /* a reports folder that holds the candidate itself stays */
        for (int k = 0; argv[k]; k++)
            holds_command |= !strncmp(argv[k], c->hide[i], n) && argv[k][n] == '/';
        int there = exists(c->hide[i]);
        if (there < 0)
            return lc_fail(err, c->hide[i], 0, 0, NULL, "cannot look at the reports' folder to hide it: %s", strerror(errno));
        if (there && !holds_command && strcmp(c->hide[i], "/tmp"))   /* its /tmp is its own already */
            word(a, "--tmpfs"), word(a, c->hide[i]);
    }
    int key = bound && c->secret[0] ? exists(c->secret) : 0;
    if (key < 0)
        return lc_fail(err, c->secret, 0, 0, NULL, "cannot look at the signing key to hide it: %s", strerror(errno));
    if (key)   /* an empty file where the key is */
        word(a, "--ro-bind"), word(a, "/dev/null"), word(a, c->secret);
    return 0;
}

int lc_confine_secret(lc_confine *c, const char *key)
{
    char *abs = realpath(key, NULL);
    snprintf(c->secret, sizeof c->secret, "%s", abs ? abs : key);
    free(abs);
    if (c->in_force == LC_SANDBOX_BWRAP)
        return 0;
    if (!c->drop)   /* the same user, unsandboxed: what lotcert reads, it reads */
        return access(c->secret, R_OK) == 0 ? -1 : 0;
    char bad[4200];
    struct stat st;
    return stat(c->secret, &st) == 0 && !closed_on_the_way(c, c->secret, bad, sizeof bad) && allowed(c, &st, 4) ? -1 : 0;
}

/* path is dir or below it */
static int within(const char *path, const char *dir)
{
    size_t n = strlen(dir);
    return !strncmp(path, dir, n) && (path[n] == '/' || path[n] == '\0');
}

void lc_confine_hide(lc_confine *c, const char *report)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s", report);
    char *slash = strrchr(dir, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else
        *slash = '\0';
    char *abs = realpath(dir[0] ? dir : "/", NULL);
    /* a report to /dev/stdout or /proc/self/fd/1: the sandbox has its own /dev and /proc, which
     * the candidate needs (/dev/null), and the host's are not shown to it anyway */
    if (abs && c->nhide < 4 && strcmp(abs, "/") && !within(abs, "/dev") && !within(abs, "/proc"))
        snprintf(c->hide[c->nhide++], sizeof c->hide[0], "%s", abs);
    free(abs);
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    remove(path);   /* FTW_PHYS: a link is removed, never followed */
    return 0;
}

/* The bound on the tree's memory the record says is in force: written into
 * the process's cgroup (v2), or a memory cgroup of its own made (v1). */
static int memory_cgroup(const lc_confine *c, lc_confined *p, const char *name, lc_error *err)
{
    char path[760], value[32];
    snprintf(value, sizeof value, "%llu", c->mem);
    if (c->mem_by == 2) {
        snprintf(path, sizeof path, "%s/memory.max", p->cgroup);
        if (!write_text(path, value))
            return 0;
    } else if (c->mem_by == 1) {
        snprintf(p->mcgroup, sizeof p->mcgroup, "%s/%s", c->mem_parent, name);
        if (mkdir(p->mcgroup, 0700) == 0 || errno == EEXIST) {
            lc_reaper_temp_add(p->mcgroup);
            snprintf(path, sizeof path, "%s/memory.limit_in_bytes", p->mcgroup);
            int set = !write_text(path, value);
            snprintf(path, sizeof path, "%s/cgroup.procs", p->mcgroup);
            if (set && (p->mcgroup_fd = open(path, O_WRONLY | O_CLOEXEC)) >= 0)
                return 0;
        }
    } else {
        return 0;
    }
    int e = errno;
    lc_confine_end(c, p);
    return lc_fail(err, path, 0, 0, NULL, "cannot bound the candidate's memory: %s", strerror(e));
}

int lc_confine_begin(const lc_confine *c, char *const *argv, lc_confined *p, lc_error *err)
{
    static int seq;
    memset(p, 0, sizeof *p);
    p->cgroup_fd = p->mcgroup_fd = -1;
    if (c->dir) {
        snprintf(p->dir, sizeof p->dir, "%s", c->dir);
    } else {
        if (lc_temp_dir(p->dir, sizeof p->dir, "tmp.", err))
            return -1;
        p->own_dir = 1;
        char t[600];
        snprintf(t, sizeof t, "%s/tmp", p->dir);
        mkdir(t, 0700);
        /* nobody's, and root's group's: bwrap, root without capabilities by then, must still chdir there */
        if (c->drop && (chown(p->dir, c->uid, getegid()) || chmod(p->dir, 0770) || chown(t, c->uid, c->gid))) {
            nftw(p->dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
            return lc_fail(err, p->dir, 0, 0, NULL, "cannot give the candidate's directory to uid %u: %s",
                           (unsigned)c->uid, strerror(errno));
        }
    }
    if (c->procs_by == LC_PROCS_CGROUP1 || c->procs_by == LC_PROCS_CGROUP2) {
        char name[64], procs[700];
        snprintf(name, sizeof name, "lotcert-%d-s%llu-%d", (int)getpid(), c->started,
                 __atomic_fetch_add(&seq, 1, __ATOMIC_RELAXED));
        /* the record says bounded: a cgroup that cannot be had stops the start */
        if (make_cgroup(c->cgroup_parent, name, c->procs, p->cgroup, sizeof p->cgroup)) {
            int e = errno;
            p->cgroup[0] = '\0';
            lc_confine_end(c, p);
            return lc_fail(err, name, 0, 0, NULL, "cannot make the candidate's cgroup: %s", strerror(e));
        }
        snprintf(procs, sizeof procs, "%s/cgroup.procs", p->cgroup);
        lc_reaper_temp_add(p->cgroup);
        if ((p->cgroup_fd = open(procs, O_WRONLY | O_CLOEXEC)) < 0) {
            int e = errno;
            lc_confine_end(c, p);
            return lc_fail(err, procs, 0, 0, NULL, "cannot open the candidate's cgroup: %s", strerror(e));
        }
        if (memory_cgroup(c, p, name, err))
            return -1;
    }
    if (c->disk_by == 2 && p->own_dir && !c->keep_dir)
        snprintf(p->tmpfs_opts, sizeof p->tmpfs_opts, "size=%llu,mode=0700,uid=%u,gid=%u", c->disk, (unsigned)c->uid,
                 (unsigned)c->gid);
    words e = {0}, a = {0};
    environment(c, p, &e);
    if (c->in_force == LC_SANDBOX_BWRAP) {
        bwrap_words(c, &a);
        if (bind_paths(c, argv, &a, err)) {
            lc_cand_argv_free(a.w);
            lc_cand_argv_free(e.w);
            p->argv = p->envp = NULL;
            lc_confine_end(c, p);
            return -1;
        }
        open_ancestors(&a, p->dir);
        if (p->own_dir && !c->keep_dir) {   /* its directory a bounded tmpfs, with the tmp it is told of */
            char t[600];
            snprintf(t, sizeof t, "%s/tmp", p->dir);
            tmpfs_words(c, &a, p->dir);
            word(&a, "--perms"), word(&a, "1777"), word(&a, "--dir"), word(&a, t);
        } else {
            word(&a, "--bind"), word(&a, p->dir), word(&a, p->dir);
        }
        word(&a, "--chdir"), word(&a, p->dir);
        word(&a, "--");
        drop_words(c, &a);
    }
    for (int i = 0; argv[i]; i++)
        word(&a, argv[i]);
    p->argv = a.w;
    p->envp = e.w;
    return 0;
}

/* async-signal-safe: the pid in decimal, by hand */
static int join_cgroup(int fd)
{
    char digits[24];
    int k = sizeof digits;
    for (pid_t pid = getpid(); pid && k; pid /= 10)
        digits[--k] = (char)('0' + pid % 10);
    int rc = write(fd, digits + k, sizeof digits - (size_t)k) < 0 ? -1 : 0;
    close(fd);
    return rc;
}

static void limit(int what, unsigned long long v, unsigned long long slack)
{
    if (!v)
        return;
    struct rlimit r = {(rlim_t)v, (rlim_t)(v + slack)};
    setrlimit(what, &r);
}

const char *lc_confine_enter(const lc_confine *c, const lc_confined *p)
{
    if (p->cgroup_fd >= 0 && join_cgroup(p->cgroup_fd))
        return "cannot join the candidate's cgroup";   /* asked for a bound: it does not run unbounded */
    if (p->mcgroup_fd >= 0 && join_cgroup(p->mcgroup_fd))
        return "cannot join the candidate's memory cgroup";
    limit(RLIMIT_AS, c->mem, 0);
    limit(RLIMIT_CPU, c->cpu, 5);   /* SIGXCPU first, SIGKILL 5 s later */
    limit(RLIMIT_FSIZE, c->fsize, 0);
    if (c->procs_by == LC_PROCS_NPROC)
        limit(RLIMIT_NPROC, c->procs, 0);
    struct rlimit none = {0, 0};
    setrlimit(RLIMIT_CORE, &none);
    /* unsandboxed as root: its directory a bounded tmpfs, in a mount namespace
     * of its own; the record says bounded: it does not run unbounded */
    if (p->tmpfs_opts[0] && (unshare(CLONE_NEWNS) || mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) ||
                             mount("tmpfs", p->dir, "tmpfs", MS_NOSUID | MS_NODEV, p->tmpfs_opts)))
        return "cannot mount the bounded directory of the candidate";
    if (chdir(p->dir))
        return "cannot enter the directory of the candidate";
    /* unsandboxed, the drop is ours; in the sandbox, setpriv's after bwrap's mounts */
    if (c->drop && c->in_force == LC_SANDBOX_NONE)
        lc_child_flush();   /* nobody cannot write them */
    if (c->drop && c->in_force == LC_SANDBOX_NONE
        && (setgroups(0, NULL) || setresgid(c->gid, c->gid, c->gid) || setresuid(c->uid, c->uid, c->uid)))
        return "cannot drop to the candidate's user";
    if (p->tmpfs_opts[0])
        mkdir("tmp", 0700);   /* TMPDIR, on the fresh tmpfs */
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);   /* no setuid program brings root back */
    return NULL;
}


void lc_confine_end(const lc_confine *c, lc_confined *p)
{
    if (p->cgroup_fd >= 0)
        close(p->cgroup_fd);
    p->cgroup_fd = -1;
    if (p->mcgroup_fd >= 0)
        close(p->mcgroup_fd);
    p->mcgroup_fd = -1;
    if (p->mcgroup[0]) {
        lc_reaper_cgroup_kill(p->mcgroup);
        lc_reaper_temp_remove(p->mcgroup);
    }
    p->mcgroup[0] = '\0';
    if (p->cgroup[0]) {
        lc_reaper_cgroup_kill(p->cgroup);
        lc_reaper_temp_remove(p->cgroup);
    }
    p->cgroup[0] = '\0';
    if (p->own_dir && c->keep_dir)
        fprintf(stderr, "lotcert: the candidate's directory is kept: %s\n", p->dir);
    else if (p->own_dir)
        nftw(p->dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    p->own_dir = 0;
    lc_cand_argv_free(p->argv);
    lc_cand_argv_free(p->envp);
    p->argv = p->envp = NULL;
}
