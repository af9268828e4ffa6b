/* program.c — what a candidate's command really runs (see program.h). */
#include "program.h"
#include "command.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A shell runs whatever its script says: what it runs is known only once
 * it runs (a pyenv shim is a bash script). */
static int is_shell(const char *path)
{
    static const char *const SHELLS[] = {"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "busybox"};
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    for (size_t i = 0; i < sizeof SHELLS / sizeof *SHELLS; i++)
        if (!strcmp(base, SHELLS[i]))
            return 1;
    return 0;
}

/* The #! line of path: 1, with its interpreter and the rest of the line
 * (Linux passes the rest as one argument); 0 when it has none. */
static int shebang(const char *path, char *interp, size_t n, char *arg, size_t an)
{
    char line[512];
    FILE *f = fopen(path, "re");
    int got = f && fgets(line, sizeof line, f) && !strncmp(line, "#!", 2);
    if (f)
        fclose(f);
    if (!got)
        return 0;
    line[strcspn(line, "\r\n")] = '\0';
    char *p = line + 2 + strspn(line + 2, " \t");
    size_t k = strcspn(p, " \t");
    snprintf(interp, n, "%.*s", (int)k, p);
    p += k + strspn(p + k, " \t");
    snprintf(arg, an, "%s", p);
    return 1;
}

lc_prog_kind lc_program_resolve(const char *path, char *out, size_t n, char *why, size_t wn)
{
    char interp[512], arg[512], found[4096], real[PATH_MAX], again[512];
    if (!shebang(path, interp, sizeof interp, arg, sizeof arg))
        return LC_PROG_COMPILED;
    snprintf(found, sizeof found, "%s", interp);
    const char *base = strrchr(interp, '/') ? strrchr(interp, '/') + 1 : interp;
    if (!strcmp(base, "env")) {   /* #!/usr/bin/env NAME: NAME where env finds it, on PATH */
        const char *name = !strncmp(arg, "-S", 2) ? arg + 2 + strspn(arg + 2, " \t") : arg;
        char word[512];
        snprintf(word, sizeof word, "%.*s", (int)strcspn(name, " \t"), name);
        if (!word[0] || word[0] == '-' || lc_cand_which(word, found, sizeof found)) {
            snprintf(why, wn, "%.300s starts '#!%.100s %.100s': no program of that name on PATH", path, interp, arg);
            return LC_PROG_UNRESOLVED;
        }
    }
    if (!realpath(found, real)) {
        snprintf(why, wn, "%.300s: its interpreter %.300s cannot be found", path, found);
        return LC_PROG_UNRESOLVED;
    }
    if (shebang(real, again, sizeof again, arg, sizeof arg) || is_shell(real)) {
        snprintf(why, wn, "%.300s is run by %.300s, %s: what that runs is known only once it runs", path, real,
                 is_shell(real) ? "a shell" : "itself a script (a shim)");
        return LC_PROG_UNRESOLVED;
    }
    snprintf(out, n, "%s", real);
    return LC_PROG_SCRIPT;
}

static int exe_of(pid_t pid, char *out, size_t n)
{
    char link[64];
    snprintf(link, sizeof link, "/proc/%d/exe", (int)pid);
    ssize_t k = readlink(link, out, n - 1);
    if (k <= 0)
        return -1;
    out[k] = '\0';
    return 0;
}

/* Its one child, or 0 (none, several, or not ours to see). */
static pid_t only_child(pid_t pid)
{
    char path[96];
    long a, b;
    snprintf(path, sizeof path, "/proc/%d/task/%d/children", (int)pid, (int)pid);
    FILE *f = fopen(path, "re");
    int k = f ? fscanf(f, "%ld %ld", &a, &b) : 0;
    if (f)
        fclose(f);
    return k == 1 ? (pid_t)a : 0;
}

int lc_program_seen(pid_t pid, const char *wrapper, char *out, size_t n)
{
    char wrap[PATH_MAX] = "";
    if (wrapper && !realpath(wrapper, wrap))
        snprintf(wrap, sizeof wrap, "%s", wrapper);
    for (int depth = 0; depth < 8; depth++) {   /* bwrap, its init, a shell or two: never deep */
        if (exe_of(pid, out, n))
            return -1;
        int wrapped = wrap[0] && !strcmp(out, wrap);
        pid_t child = wrapped || is_shell(out) ? only_child(pid) : 0;
        if (!child)   /* what answers: not the sandbox, and a shell with no one child runs its script itself */
            return wrapped ? -1 : 0;
        pid = child;
    }
    return -1;
}
