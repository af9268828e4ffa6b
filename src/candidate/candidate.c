/* candidate.c — child process, pipes and poll (see candidate.h). */
#include "candidate.h"
#include "judge.h"
#include "answer_scan.h"
#include "linereader.h"
#include "outcome.h"
#include "program.h"
#include "progress.h"
#include "reaper.h"
#include "text.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct lc_cand {
    char **argv;
    double timeout;
    pid_t pid;                  /* 0 when no child runs */
    int in, out, err;           /* our ends: child's stdin, stdout, stderr */
    int pidfd;                  /* readable once the child has exited, or -1 (kernel without pidfd_open) */
    char *rbuf;                 /* partial answer line */
    size_t rlen, rcap;
    int rskip;                  /* discarding an over-long line */
    char *ebuf;                 /* recorded stderr */
    size_t elen, edropped;
    char *eshown;               /* stderr made safe, for the reports */
    int restarts, started;
    lc_give_up gave_up;         /* not started again, and why (LC_GOING: it goes on) */
    char gave_up_why[400];      /* the reason each request left got */
    int final;                  /* the exchange under way is the last: stdin closes when all is answered */
    unsigned long long answers; /* answers taken from any of its processes */
    unsigned long long stray;   /* answers for ids it was not given (or out of order): it answered all the same */
    char program[4096];         /* the executable that gave the first answer, seen running, or "" */
    char last_death[300];       /* why its last process was lost, for a candidate that never answers */
    int light;                  /* status and amount only: the usual answer read without jansson */
    char exit_reason[128];
    char kit_fault[200];        /* the kit could not start it (its own environment), or "" */
    int child_fds[3];           /* the child's ends, for the child to take */
    int child_status;           /* where the child says why it could not exec (close-on-exec) */
    pid_t parent;
    const lc_confine *confine;  /* or NULL */
    lc_confined proc;           /* the running process's directory, cgroup, words */
};

/* ---- the run's pace ----------------------------------------------------- */

/* Only the time the candidate has requests in hand counts (the union of
 * the exchanges, whatever runs in parallel): lotcert's own work between
 * them (coverage, reading a block) is not the candidate's to answer for. */
static struct {
    pthread_mutex_t mu;
    int active;                         /* exchanges under way */
    double since, busy;                 /* when the busy stretch began; busy seconds before it */
    unsigned long long asked, answered;
    int hit;
    char why[200];
} pace = {.mu = PTHREAD_MUTEX_INITIALIZER};

static double busy_now(void) { return pace.busy + (pace.active ? lc_now() - pace.since : 0); }

static void pace_begin(size_t n)
{
    pthread_mutex_lock(&pace.mu);
    if (!pace.active++)
        pace.since = lc_now();
    pace.asked += n;
    pthread_mutex_unlock(&pace.mu);
}

static void pace_end(void)
{
    pthread_mutex_lock(&pace.mu);
    if (!--pace.active)
        pace.busy += lc_now() - pace.since;
    pthread_mutex_unlock(&pace.mu);
}

/* an atomic add: the block path takes millions of answers a second */
static void pace_answered(void) { __atomic_fetch_add(&pace.answered, 1, __ATOMIC_RELAXED); }

/* Seconds left before the pace is broken (<= 0: broken), or 1e9 for no bound. */
static double pace_left(const lc_confine *cf)
{
    if (!cf || (!cf->min_rate && !cf->deadline))
        return 1e9;
    pthread_mutex_lock(&pace.mu);
    double t = busy_now(), left = 1e9;
    if (cf->min_rate)
        left = LC_PACE_GRACE + (double)pace.asked / (double)cf->min_rate - t;
    if (cf->deadline && (double)cf->deadline - t < left)
        left = (double)cf->deadline - t;
    if (left <= 0 && !pace.hit) {
        snprintf(pace.why, sizeof pace.why, "%s: %llu answers in %.0f s (%.1f a second)",
                 cf->deadline && t >= (double)cf->deadline ? "the run's deadline (--deadline) passed"
                                                           : "slower than the pace required (--min-rate)",
                 pace.answered, t, t > 0 ? (double)pace.answered / t : 0.0);
        pace.hit = 1;
    }
    pthread_mutex_unlock(&pace.mu);
    return left;
}

void lc_cand_pace(lc_pace *out)
{
    pthread_mutex_lock(&pace.mu);
    out->hit = pace.hit;
    out->asked = pace.asked;
    out->answered = pace.answered;
    out->seconds = busy_now();
    snprintf(out->why, sizeof out->why, "%s", pace.why);
    pthread_mutex_unlock(&pace.mu);
}

/* ---- ids ----------------------------------------------------------------- */

uint64_t lc_opaque_key(void)
{
    uint64_t k;
    if (sodium_init() < 0)   /* GCOVR_EXCL_BR_LINE: no random device */
        lc_out_of_memory();  /* GCOVR_EXCL_LINE */
    randombytes_buf(&k, sizeof k);
    return k;
}

void lc_opaque_id(uint64_t key, uint64_t n, char out[LC_OPAQUE_ID])
{
    uint64_t x = n ^ key;   /* splitmix64's finalizer: a bijection, so distinct n stay distinct */
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    x ^= x >> 31;
    snprintf(out, LC_OPAQUE_ID, "%016llx", (unsigned long long)x);
}

/* ---- child -------------------------------------------------------------- */

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

static void close_pair(int fds[2])
{
    close(fds[0]);
    close(fds[1]);
}

static int make_pipe(int fds[2])
{
    if (pipe(fds))   /* out of descriptors: the environment's doing */
        return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
}

/* What the child tells the parent when it cannot become the candidate: the
 * parent reads it, or an end of file once the exec closed the pipe. */
typedef struct {
    int err;
    char what[124];
} child_failure;

static void child_fail(const lc_cand *c, const char *what)
{
    child_failure f = {.err = errno};
    for (size_t i = 0; what[i] && i + 1 < sizeof f.what; i++)   /* async-signal-safe: no snprintf */
        f.what[i] = what[i];
    lc_child_flush();   /* before the word: the parent kills the child once it has read it */
    if (write(c->child_status, &f, sizeof f) < 0)
        _exit(127);
    _exit(127);
}

/* In the child: its own process group (a kill reaches its children too),
 * death with the thread that started it, only descriptors 0-2, then exec. */
static void child(void *arg)
{
    const lc_cand *c = arg;
    const int *fds = c->child_fds;
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != c->parent) {   /* lotcert died before the line above */
        lc_child_flush();
        _exit(127);
    }
    signal(SIGPIPE, SIG_DFL);
    if (dup2(fds[0], 0) < 0 || dup2(fds[1], 1) < 0 || dup2(fds[2], 2) < 0)
        child_fail(c, "cannot give it its standard streams");
    const char *why = c->confine ? lc_confine_enter(c->confine, &c->proc) : NULL;
    if (why)
        child_fail(c, why);
    /* an emission file, a report being written: not the candidate's (the
     * status pipe closes at exec) */
    unsigned st = (unsigned)c->child_status;
    if ((st > 3 && close_range(3, st - 1, 0)) || close_range(st + 1, ~0U, 0)) {   /* GCOVR_EXCL_BR_LINE: kernels before 5.9 */
        long max = sysconf(_SC_OPEN_MAX);   /* GCOVR_EXCL_START */
        for (long fd = 3; fd < (max > 0 && max < (1 << 20) ? max : 1 << 20); fd++)
            if (fd != c->child_status)
                close((int)fd);
    }                                       /* GCOVR_EXCL_STOP */
    lc_child_flush();
    if (c->confine)
        execvpe(c->proc.argv[0], c->proc.argv, c->proc.envp);
    else
        execvp(c->argv[0], c->argv);
    child_fail(c, "cannot run it");
}

/* Whether the child became the candidate: "" or why not, into fault. */
static void child_outcome(int fd, char *fault, size_t n)
{
    child_failure f;
    ssize_t got;
    while ((got = read(fd, &f, sizeof f)) < 0 && errno == EINTR)
        ;
    if (got == (ssize_t)sizeof f) {
        f.what[sizeof f.what - 1] = '\0';
        snprintf(fault, n, "%s: %s", f.what, strerror(f.err));
    }
}

/* Starting a process fails only through the kit's own environment (no
 * descriptor, no process, a sandbox that cannot be set up): kit_fault says
 * why, and the caller stops with an error rather than blame the candidate. */
static void stop(lc_cand *c, int grace_ms);

static int start(lc_cand *c)
{
    int p[4][2], made = 0, *pin = p[0], *pout = p[1], *perr = p[2], *pst = p[3];
    while (made < 4 && make_pipe(p[made]) == 0)
        made++;
    if (made < 4) {
        snprintf(c->kit_fault, sizeof c->kit_fault, "cannot make a pipe: %s", strerror(errno));
        while (made-- > 0)
            close_pair(p[made]);
        return -1;
    }
    lc_error err;
    if (c->confine && lc_confine_begin(c->confine, c->argv, &c->proc, &err)) {
        snprintf(c->kit_fault, sizeof c->kit_fault, "%.190s", err.message);
        close_pair(pin), close_pair(pout), close_pair(perr), close_pair(pst);
        return -1;
    }
    c->child_fds[0] = pin[0];
    c->child_fds[1] = pout[1];
    c->child_fds[2] = perr[1];
    c->child_status = pst[1];
    c->parent = getpid();
    pid_t pid = lc_reaper_spawn(child, c);
    int e = errno;
    close(pin[0]);
    close(pout[1]);
    close(perr[1]);
    close(pst[1]);
    if (pid < 0) {
        snprintf(c->kit_fault, sizeof c->kit_fault, "cannot start a process: %s", strerror(e));
        close(pin[1]);
        close(pout[0]);
        close(perr[0]);
        close(pst[0]);
        if (c->confine)
            lc_confine_end(c->confine, &c->proc);
        return -1;
    }
    setpgid(pid, pid);
    c->pid = pid;
    c->in = pin[1];
    c->out = pout[0];
    c->err = perr[0];
    child_outcome(pst[0], c->kit_fault, sizeof c->kit_fault);
    close(pst[0]);
    if (c->kit_fault[0]) {   /* it exits: reaped, its directory removed */
        stop(c, 0);
        return -1;
    }
    /* A child that dies while something it started still holds its stdout
     * gives no end of file: its exit is seen here instead, at once. */
    c->pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    /* 1 MiB pipes (the unprivileged limit; refused is harmless): a write of
     * thousands of requests, a read of thousands of answers, instead of
     * 64 KiB at a time and a wake-up each */
    fcntl(c->in, F_SETPIPE_SZ, 1 << 20);
    fcntl(c->out, F_SETPIPE_SZ, 1 << 20);
    fcntl(c->in, F_SETFL, O_NONBLOCK);
    fcntl(c->out, F_SETFL, O_NONBLOCK);
    fcntl(c->err, F_SETFL, O_NONBLOCK);
    c->rlen = 0;
    c->rskip = 0;
    return 0;
}

/* The candidate's own end. In the bwrap sandbox the process reaped is
 * bwrap, which exits with 128 + N when the candidate was killed by signal
 * N: that is the candidate's end, said as it is said unsandboxed. */
static void describe_status(lc_cand *c, int status)
{
    int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    if (!sig && c->confine && c->confine->in_force == LC_SANDBOX_BWRAP && WEXITSTATUS(status) > 128 &&
        WEXITSTATUS(status) < 128 + NSIG)
        sig = WEXITSTATUS(status) - 128;
    if (sig)
        snprintf(c->exit_reason, sizeof c->exit_reason, "killed by signal %d (%s)", sig, strsignal(sig));
    else
        snprintf(c->exit_reason, sizeof c->exit_reason, "exited with status %d", WEXITSTATUS(status));
}

static void drain_stderr(lc_cand *c)
{
    char buf[4096];
    ssize_t k = -1;
    while (c->err >= 0 && (k = read(c->err, buf, sizeof buf)) > 0) {
        size_t keep = LC_CAND_STDERR_MAX - c->elen < (size_t)k ? LC_CAND_STDERR_MAX - c->elen : (size_t)k;
        memcpy(c->ebuf + c->elen, buf, keep);
        c->elen += keep;
        c->edropped += (size_t)k - keep;
    }
    if (k == 0)
        close_fd(&c->err);
}

/* Kill the child's whole group and reap it; EINTR is retried. */
static void stop(lc_cand *c, int grace_ms)
{
    if (!c->pid)
        return;
    close_fd(&c->in);
    int status = 0;
    pid_t r;
    const struct timespec tick = {0, 5000000};
    siginfo_t si = {0};
    /* WNOWAIT: the pid stays the child's until the kill below, so the group
     * it names cannot be another's (a reaped pid can be reused at once) */
    for (int waited = 0; waited < grace_ms; waited += 5) {
        if (waitid(P_PID, (id_t)c->pid, &si, WEXITED | WNOHANG | WNOWAIT) || si.si_pid == c->pid)
            break;
        nanosleep(&tick, NULL);
    }
    kill(-c->pid, SIGKILL);
    while ((r = waitpid(c->pid, &status, 0)) < 0 && errno == EINTR)   /* GCOVR_EXCL_BR_LINE: a signal's timing */
        ;
    if (r == c->pid)
        describe_status(c, status);
    lc_reaper_forget(c->pid);   /* and whatever it left behind */
    if (c->confine)
        lc_confine_end(c->confine, &c->proc);   /* its cgroup emptied, its directory removed */
    drain_stderr(c);
    close_fd(&c->out);
    close_fd(&c->err);
    close_fd(&c->pidfd);
    c->pid = 0;
}



lc_cand *lc_cand_new(const char *command, double timeout_s, const lc_confine *confine, lc_error *err)
{
    char **argv = lc_cand_argv(command, err), where[4096];
    if (!argv)
        return NULL;
    if (lc_cand_which(argv[0], where, sizeof where)) {
        struct stat st;
        int there = strchr(argv[0], '/') && stat(argv[0], &st) == 0 && S_ISREG(st.st_mode);
        lc_fail(err, NULL, 0, 0, "--candidate", there ? "cannot run '%s': it is not executable (chmod +x it, or name "
                                                        "its interpreter: python3 %s)"
                                                      : "cannot run '%s': no such executable",
                argv[0], argv[0]);
        lc_cand_argv_free(argv);
        return NULL;
    }
    lc_cand *c = lc_xcalloc(1, sizeof *c);
    c->confine = confine;
    if (confine) {   /* it starts elsewhere: its paths as seen from here */
        c->argv = lc_confine_paths(argv, err);
        lc_cand_argv_free(argv);
        if (!c->argv || lc_confine_reachable(confine, c->argv, err)) {
            lc_cand_argv_free(c->argv);
            free(c);
            return NULL;
        }
    } else {
        c->argv = argv;
    }
    c->timeout = timeout_s;
    c->in = c->out = c->err = c->pidfd = -1;
    c->ebuf = lc_xmalloc(LC_CAND_STDERR_MAX + 1);   /* + its terminator */
    signal(SIGPIPE, SIG_IGN);   /* a closed stdin must be an error, not death */
    return c;
}

void lc_cand_close(lc_cand *c) { stop(c, 200); }

void lc_cand_light(lc_cand *c) { c->light = 1; }

void lc_cand_free(lc_cand *c)
{
    if (!c)
        return;
    stop(c, 200);
    lc_cand_argv_free(c->argv);
    free(c->rbuf);
    free(c->ebuf);
    free(c->eshown);
    free(c);
}

const char *lc_cand_stderr(lc_cand *c, size_t *dropped)
{
    /* the cap may have cut a character in two: its bytes count as dropped */
    size_t whole = lc_text_whole(c->ebuf, c->elen);
    if (dropped)
        *dropped = c->edropped + (c->elen - whole);
    free(c->eshown);
    c->eshown = lc_text_dup(c->ebuf, whole, 0, LC_TEXT_LINES);
    return c->eshown;
}

int lc_cand_restarts(const lc_cand *c) { return c->restarts; }

const char *lc_cand_program(const lc_cand *c) { return c->program; }

/* The executable of the process that answers, through the sandbox's own
 * processes (the one lotcert started is bwrap) and a script's shell. */
static void see_program(lc_cand *c)
{
    const char *wrapper = c->confine && c->confine->in_force == LC_SANDBOX_BWRAP ? c->confine->bwrap : NULL;
    if (lc_program_seen(c->pid, wrapper, c->program, sizeof c->program))
        c->program[0] = '\0';
}

const char *lc_cand_fault(const lc_cand *c) { return c->kit_fault[0] ? c->kit_fault : NULL; }

lc_give_up lc_cand_given_up(const lc_cand *c, const char **why)
{
    if (why)
        *why = c->gave_up_why;
    return c->gave_up;
}

/* The last candidate given up, process-wide (lc_cand_given_up_last). */
static struct {
    pthread_mutex_t mu;
    lc_give_up kind;
    char why[400];
} last_given_up = {.mu = PTHREAD_MUTEX_INITIALIZER};

lc_give_up lc_cand_given_up_last(char *why, size_t n)
{
    pthread_mutex_lock(&last_given_up.mu);
    lc_give_up kind = last_given_up.kind;
    if (why)
        snprintf(why, n, "%s", last_given_up.why);
    pthread_mutex_unlock(&last_given_up.mu);
    return kind;
}

/* Not started again: what is left fails with one reason. */
static void give_up(lc_cand *c, lc_give_up kind)
{
    c->gave_up = kind;
    if (kind == LC_NEVER_ANSWERED)
        snprintf(c->gave_up_why, sizeof c->gave_up_why, "the candidate never answered: %s", c->last_death);
    else if (kind == LC_TOO_OFTEN)
        snprintf(c->gave_up_why, sizeof c->gave_up_why, "the candidate died too often (%d restarts; the last end: %s)",
                 c->restarts, c->last_death);
    else
        snprintf(c->gave_up_why, sizeof c->gave_up_why, "the candidate holds its answers until its input ends: "
                 "flush your output after each line");
    pthread_mutex_lock(&last_given_up.mu);
    last_given_up.kind = kind;
    snprintf(last_given_up.why, sizeof last_given_up.why, "%s", c->gave_up_why);
    pthread_mutex_unlock(&last_given_up.mu);
}

void lc_cand_final(lc_cand *c) { c->final = 1; }

/* ---- the exchange ---------------------------------------------------------- */

typedef struct {
    lc_cand *c;
    char *const *lines, *const *ids;
    size_t n;
    lc_exchange *out;
    size_t next_send, next_recv, woff;   /* woff: bytes of lines[next_send] written */
    size_t inflight;                     /* bytes sent and not answered yet */
    int resync;                          /* answers are out of step with requests */
    double last_answer;                  /* when the last answer came: a queued request's clock starts there */
    double now;                          /* when the answers being read arrived */
    double *sent_at;
    size_t *len;                         /* each line's length, its newline included */
} exchange;

/* The answer for next_recv is in: the window moves on. */
static void answered(exchange *x)
{
    size_t l = x->len[x->next_recv];
    x->inflight = x->inflight > l ? x->inflight - l : 0;
    x->next_recv++;
}

static void fail_one(exchange *x, const char *reason)
{
    if (x->next_recv >= x->n)
        return;   /* past the last request: nobody to blame */
    x->out[x->next_recv].reason = lc_xstrdup(reason);
    answered(x);
}

/* The child is gone or hopeless: the request it was on fails (unless why
 * is NULL: it has failed already, or the candidate was given up and its
 * reason is every request's left); the rest are sent again to a new child. */
static void lose_child(exchange *x, const char *why)
{
    char reason[300];
    if (x->c->gave_up)
        why = NULL;
    stop(x->c, 50);
    drain_stderr(x->c);
    snprintf(reason, sizeof reason, "%s (%s)", why ? why : "", x->c->exit_reason[0] ? x->c->exit_reason : "no status");
    if (why)   /* else the request failed already, and last_death says why */
        snprintf(x->c->last_death, sizeof x->c->last_death, "%s", reason);
    if (why && x->next_recv < x->n)
        fail_one(x, reason);
    x->next_send = x->next_recv;
    x->woff = 0;
    x->resync = 0;   /* the child out of step is the one lost: the next starts in step */
    x->c->exit_reason[0] = '\0';
}

/* The request before next_recv with this id, or -1. */
static long answered_before(const exchange *x, const char *id)
{
    for (size_t i = x->next_recv; i-- > 0;)
        if (!strcmp(x->ids[i], id))
            return (long)i;
    return -1;
}

/* n more bytes of the part line */
static void append(lc_cand *c, const char *p, size_t n)
{
    if (c->rlen + n + 1 > c->rcap)
        c->rbuf = lc_xrealloc(c->rbuf, c->rcap = (c->rlen + n + 1) * 2);
    memcpy(c->rbuf + c->rlen, p, n);
    c->rlen += n;
}

/* status and amount_cents of a tree, and the rest folded, as the light
 * path reads them (an "error" answer has no status: judge.h) */
static void fields_of(lc_exchange *e, const json_t *j)
{
    lc_answer_fields f;
    lc_answer_of_json(j, &f);
    e->status = f.status;
    e->amount = f.amount;
    e->rest = f.rest;
}

/* What the verdict reads of an answer, and nothing else: a correct
 * candidate that pads its lines with an ignored field, under the 1 MiB
 * limit, would otherwise cost the kit some 40 times the line for every
 * answer kept (a run keeps them to its end). A kept field that is itself
 * large is replaced by a word saying so, which no expectation equals. */
static json_t *kept_fields(json_t *j, size_t line_len)
{
    static const char *const KEEP[] = {"id", "status", "amount_cents", "grids", "remedy", "notes", "error",
                                       "ranks", "carried_over_cents", "plays"};   /* the last three: a drawing's */
    json_t *k = json_object();
    for (size_t i = 0; i < sizeof KEEP / sizeof *KEEP; i++) {
        json_t *v = json_object_get(j, KEEP[i]);
        if (!v)
            continue;
        /* a field is never longer than its line: the usual short line is kept as it is, unmeasured */
        char *d = line_len > 4096 && (json_is_array(v) || json_is_object(v)) ? json_dumps(v, JSON_COMPACT) : NULL;
        size_t size = d ? strlen(d) : json_is_string(v) ? json_string_length(v) : 0;
        free(d);
        if (size > 4096) {
            char word[80];
            snprintf(word, sizeof word, "(a value of %zu bytes, not kept)", size);
            json_object_set_new(k, KEEP[i], json_string(word));
        } else {
            json_object_set(k, KEEP[i], v);   /* shared: the rest of the line's tree goes below */
        }
    }
    json_decref(j);
    return k;
}

static void take_line(exchange *x, const char *line, size_t len)
{
    if (x->next_recv >= x->next_send)
        return;   /* an answer nobody asked for: ignored, the next id check will tell */
    lc_exchange *e = &x->out[x->next_recv];
    const char *want = x->ids[x->next_recv];
    e->seconds = x->now - x->sent_at[x->next_recv];
    x->last_answer = x->now;
    if (!x->c->answers)   /* the first answer: what gives it is what the command really runs */
        see_program(x->c);
    lc_answer_fields f;
    if (x->c->light && lc_answer_scan(line, len, &f) == 0 && f.idlen == strlen(want) && !memcmp(f.id, want, f.idlen)) {
        e->status = f.status;
        e->amount = f.amount;
        e->rest = f.rest;
        x->c->answers++;
        pace_answered();
        answered(x);
        return;
    }
    json_error_t je;
    /* duplicate keys make an answer ambiguous: which "status" counts? */
    json_t *j = json_loadb(line, len, JSON_REJECT_DUPLICATES, &je);
    const json_t *id = j ? json_object_get(j, "id") : NULL;
    if (!j || !json_is_object(j)) {
        char shown[64], why[64], reason[160];
        lc_text_safe(shown, sizeof shown, line, len, LC_TEXT_LINE);
        lc_text_safe(why, sizeof why, je.text, j ? 0 : strlen(je.text), LC_TEXT_LINE);
        /* jansson refuses a repeated key with JSON_REJECT_DUPLICATES */
        int twice = !j && !strncmp(je.text, "duplicate object key", 20);
        snprintf(reason, sizeof reason, "%s answer%s%s%s: %s", twice ? "ambiguous" : "unreadable", j ? "" : " (", why,
                 j ? "" : ")", shown);
        fail_one(x, reason);
    } else if (json_is_string(id) && strcmp(json_string_value(id), want) &&
               answered_before(x, json_string_value(id)) >= 0) {
        /* A second answer to an earlier request: that case fails; the
         * stream is still in step, so carry on. */
        lc_exchange *twice = &x->out[answered_before(x, json_string_value(id))];
        if (!twice->reason)
            twice->reason = lc_xstrdup("answered twice");
        twice->status = -1;
    } else if (!json_is_string(id) || strcmp(json_string_value(id), want)) {
        char got[160], shown[64];
        const char *sid = json_is_string(id) ? json_string_value(id) : "(none)";
        lc_text_safe(shown, sizeof shown, sid, strlen(sid), LC_TEXT_LINE);
        snprintf(got, sizeof got, "answered for id '%s' instead: another case's answer, or out of order", shown);
        fail_one(x, got);
        x->resync = 1;   /* out of step: a new child takes the rest */
        x->c->stray++;
        snprintf(x->c->last_death, sizeof x->c->last_death, "it answered for an id it was not given ('%s') and was "
                 "restarted: echo each request's id, in the order the requests come", shown);
    } else {
        fields_of(e, j);
        e->answer = kept_fields(j, len);
        j = NULL;
        x->c->answers++;
        pace_answered();
        answered(x);
    }
    json_decref(j);
}

/* Read what stdout has; take every whole line where it lies, keep the
 * last part line for the next read. 0 on EOF. */
static int read_answers(exchange *x)
{
    lc_cand *c = x->c;
    static __thread char buf[1 << 18];
    ssize_t k;
    while ((k = read(c->out, buf, sizeof buf)) > 0) {
        x->now = lc_now();
        const char *p = buf, *end = buf + k, *nl;
        while ((nl = memchr(p, '\n', (size_t)(end - p)))) {
            size_t n = (size_t)(nl - p);
            if (c->rskip || c->rlen + n > LC_MAX_LINE) {
                fail_one(x, "answer longer than the 1 MiB line limit");
            } else if (c->rlen) {   /* the end of a line begun in an earlier read */
                append(c, p, n);
                take_line(x, c->rbuf, c->rlen);
            } else {
                take_line(x, p, n);
            }
            c->rlen = 0;
            c->rskip = 0;
            p = nl + 1;
        }
        if (c->rskip || c->rlen + (size_t)(end - p) > LC_MAX_LINE) {
            c->rskip = 1;
            c->rlen = 0;
        } else {
            append(c, p, (size_t)(end - p));
        }
    }
    return !(k == 0 || (k < 0 && errno != EAGAIN && errno != EINTR));   /* GCOVR_EXCL_BR_LINE: errno's timing */
}

static int window_open(const exchange *x)
{
    return x->next_send < x->n && x->next_send - x->next_recv < LC_CAND_WINDOW && x->inflight < LC_CAND_WINDOW_BYTES;
}

/* Write as much of the pending requests as the pipe takes, many lines to a
 * call. 0 if it broke. */
static int write_requests(exchange *x)
{
    while (window_open(x)) {
        struct iovec iov[512];
        int n = 0;
        size_t bytes = 0;
        for (size_t i = x->next_send; i < x->n && n < 510 && i - x->next_recv < LC_CAND_WINDOW &&
                                      x->inflight + bytes < LC_CAND_WINDOW_BYTES; i++) {
            if (!x->len[i])
                x->len[i] = strlen(x->lines[i]) + 1;
            size_t skip = i == x->next_send ? x->woff : 0, body = x->len[i] - 1;
            if (skip < body)
                iov[n++] = (struct iovec){(char *)x->lines[i] + skip, body - skip};
            iov[n++] = (struct iovec){"\n", 1};
            bytes += x->len[i] - skip;
        }
        ssize_t k = writev(x->c->in, iov, n);
        if (k < 0)                                    /* GCOVR_EXCL_BR_LINE: a full pipe's timing */
            return errno == EAGAIN || errno == EINTR; /* GCOVR_EXCL_BR_LINE */
        double now = lc_now();
        /* k bytes went: whole lines first, then part of one */
        for (size_t left = (size_t)k; left;) {
            size_t rest = x->len[x->next_send] - x->woff;
            if (x->woff == 0)
                x->sent_at[x->next_send] = now;
            if (left < rest) {
                x->woff += left;
                x->inflight += left;
                break;
            }
            left -= rest;
            x->inflight += rest;
            x->woff = 0;
            x->next_send++;
        }
    }
    return 1;
}

/* The oldest request waits on the candidate from its sending or from the
 * previous answer, whichever is later: a queued request is not late. */
static double oldest_since(const exchange *x)
{
    double sent = x->sent_at[x->next_recv];
    return sent > x->last_answer ? sent : x->last_answer;
}

/* Its stdout ended, or its process did. When it dies both come, a moment
 * apart and in either order (in the bwrap sandbox, bwrap's own processes
 * let go of the pipe just before or just after the exit is seen), so the
 * reason is decided once both are in, or a moment has passed with one:
 * the same reason run after run, in every sandbox mode. What it wrote
 * before is taken first. */
static void ended(exchange *x, int eof)
{
    lc_cand *c = x->c;
    int exited = !eof || c->pidfd < 0;   /* no pidfd (an old kernel): its exit is not seen apart */
    for (double end = lc_now() + 0.2; !(eof && exited) && lc_now() < end;) {
        struct pollfd p[2] = {{eof ? -1 : c->out, POLLIN, 0}, {exited ? -1 : c->pidfd, POLLIN, 0}};
        if (poll(p, 2, (int)((end - lc_now()) * 1000) + 1) < 0 && errno != EINTR)   /* GCOVR_EXCL_BR_LINE */
            break;                                                                     /* GCOVR_EXCL_LINE */
        eof |= p[0].revents && !read_answers(x);
        exited |= p[1].revents != 0;
    }
    if (x->next_recv < x->n)   /* no end of file: a process it started holds its stdout */
        lose_child(x, eof ? "the candidate closed its stdout" : "the candidate exited");
}

/* An answer is late: close the candidate's input and wait a moment. One
 * that holds its answers until its input ends (it never flushes) gives
 * the late answer at once: it is told to flush, not failed unit after unit
 * for a timeout. 1 when it held them (it is given up: what it still
 * writes is taken, what is left fails with that reason). */
static int holds_answers(exchange *x)
{
    lc_cand *c = x->c;
    size_t late = x->next_recv;
    if (c->in < 0 || c->gave_up)
        return 0;
    close_fd(&c->in);
    for (double end = lc_now() + LC_CAND_HOLD_PROBE; x->next_recv == late && lc_now() < end;) {
        struct pollfd p = {c->out, POLLIN, 0};
        if (poll(&p, 1, (int)((end - lc_now()) * 1000) + 1) > 0 && !read_answers(x))
            break;
    }
    if (x->next_recv == late)
        return 0;
    give_up(c, LC_HOLDS_ANSWERS);
    return 1;
}

static void step(exchange *x)
{
    lc_cand *c = x->c;
    struct pollfd p[4] = {{c->out, POLLIN, 0}, {c->err, POLLIN, 0}, {-1, POLLOUT, 0}, {c->pidfd, POLLIN, 0}};
    int want_write = window_open(x);
    p[2].fd = want_write ? c->in : -1;
    double deadline = x->next_recv < x->next_send ? oldest_since(x) + c->timeout : lc_now() + c->timeout,
           left = pace_left(c->confine);
    if (lc_now() + left < deadline)
        deadline = lc_now() + (left > 0 ? left : 0);
    int ms = (int)((deadline - lc_now()) * 1000) + 1;
    if (poll(p, 4, ms > 0 ? ms : 0) < 0 && errno != EINTR)   /* GCOVR_EXCL_BR_LINE: poll fails only on bad arguments */
        return;                                                /* GCOVR_EXCL_LINE */
    if (p[1].revents)
        drain_stderr(c);
    if (p[2].revents & (POLLERR | POLLHUP)) {
        lose_child(x, "the candidate closed its stdin");
        return;
    }
    if (p[2].revents & POLLOUT && !write_requests(x)) {
        lose_child(x, "the candidate closed its stdin");
        return;
    }
    if (p[0].revents && !read_answers(x)) {
        ended(x, 1);
        return;
    }
    if (p[3].revents && x->next_recv < x->n) {
        ended(x, 0);
        return;
    }
    if (x->resync) {
        x->resync = 0;
        lose_child(x, NULL);
        return;
    }
    if (x->next_recv < x->next_send && lc_now() > oldest_since(x) + c->timeout && !holds_answers(x)) {
        char t[64];
        snprintf(t, sizeof t, "no answer within %g s", c->timeout);
        lose_child(x, t);
    }
}

void lc_cand_exchange(lc_cand *c, char *const *lines, char *const *ids, size_t n, lc_exchange *out)
{
    exchange x = {.c = c, .lines = lines, .ids = ids, .n = n, .out = out,
                  .sent_at = lc_xcalloc(n ? n : 1, sizeof(double)), .len = lc_xcalloc(n ? n : 1, sizeof(size_t))};
    memset(out, 0, n * sizeof *out);
    for (size_t i = 0; i < n; i++)
        out[i].status = -1;
    pace_begin(n);
    while (x.next_recv < n) {
        if (pace_left(c->confine) <= 0) {   /* too slow for the run: the rest fails, the child goes */
            stop(c, 0);
            while (x.next_recv < n)
                fail_one(&x, "the run's pace was not kept (--min-rate, --deadline)");
            break;
        }
        if (!c->pid) {
            if (!c->gave_up && c->restarts >= LC_CAND_DEAD_AT_START && !c->answers && !c->stray)
                give_up(c, LC_NEVER_ANSWERED);   /* it has never answered once: starting it 64 times more helps no one */
            else if (!c->gave_up && c->restarts >= LC_CAND_MAX_RESTARTS)
                give_up(c, LC_TOO_OFTEN);        /* the 64 restarts are spent */
            if (c->gave_up || c->kit_fault[0] || start(c)) {
                const char *why = c->gave_up ? c->gave_up_why : "the kit could not start the candidate";
                while (x.next_recv < n) {
                    out[x.next_recv].given_up = c->gave_up != LC_GOING;
                    fail_one(&x, why);
                }
                break;
            }
            c->restarts += c->started;   /* the first start is no restart */
            c->started = 1;
        }
        step(&x);
    }
    if (c->final)
        close_fd(&c->in);   /* every request answered: end of input */
    pace_end();
    free(x.sent_at);
    free(x.len);
}
