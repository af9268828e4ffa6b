/* test_reaper.c — what a run starts does not outlive it: a detached
 * grandchild is swept, a registered candidate is not, a fatal signal
 * removes the temporaries being written. Every process made here is waited
 * for; files live in a temporary directory of the test's own. */
#include "helpers.h"
#include "reaper.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>

static int alive(pid_t p) { return kill(p, 0) == 0; }

/* A child that starts a grandchild in a session of its own and exits: the
 * grandchild, nobody's in its tree, becomes ours (we are a subreaper). */
static pid_t detached_grandchild(void)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        pid_t g = fork();
        if (g == 0) {
            setsid();
            for (;;)
                pause();
        }
        if (write(fds[1], &g, sizeof g) != sizeof g)
            _exit(1);
        _exit(0);
    }
    pid_t g = 0;
    assert_int_equal(read(fds[0], &g, sizeof g), (ssize_t)sizeof g);
    close(fds[0]);
    close(fds[1]);
    assert_int_equal(waitpid(child, NULL, 0), child);
    return g;
}

static void test_sweep_kills_detached(void **s)
{
    (void)s;
    lc_reaper_init();
    pid_t g = detached_grandchild();
    assert_true(alive(g));
    lc_reaper_sweep();
    assert_false(alive(g));   /* killed and reaped: no zombie either */
}

static void sleeper(void *arg)
{
    (void)arg;
    for (;;)
        pause();
}

static void test_candidate_spared_then_forgotten(void **s)
{
    (void)s;
    pid_t c = lc_reaper_spawn(sleeper, NULL);
    assert_true(c > 0);
    pid_t g = detached_grandchild();
    lc_reaper_sweep();
    assert_true(alive(c));    /* a live candidate is not an orphan */
    assert_false(alive(g));
    kill(c, SIGKILL);
    assert_int_equal(waitpid(c, NULL, 0), c);
    g = detached_grandchild();
    lc_reaper_forget(c);      /* a candidate gone: what it left is swept too */
    assert_false(alive(g));
}

static void test_fatal_signal_removes_temporaries(void **s)
{
    (void)s;
    char dir[] = "/tmp/lotcert-reaper-XXXXXX", path[64], other[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/r.json.tmp", dir);
    snprintf(other, sizeof other, "%s/kept", dir);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        for (int i = 0; i < 200; i++)   /* more than it tracks: the extra ones are not tracked, no harm */
            lc_reaper_temp_add(other);
        for (int i = 0; i < 200; i++)
            lc_reaper_temp_remove(other);
        FILE *f = fopen(path, "w");
        fputs("half", f);
        fclose(f);
        lc_reaper_temp_add(path);
        fclose(fopen(other, "w"));
        raise(SIGTERM);
        _exit(3);
    }
    int st;
    assert_int_equal(waitpid(child, &st, 0), child);
    assert_true(WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM);   /* ended by the signal it got */
    assert_int_equal(access(path, F_OK), -1);
    assert_int_equal(access(other, F_OK), 0);                 /* not registered: left alone */
    unlink(other);
    rmdir(dir);
}

/* 'T' once a sweep has stopped it, 0 once it is gone. */
static char state_of(pid_t p)
{
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)p);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f)
        fclose(f);
    buf[n] = '\0';
    char *q = strrchr(buf, ')');
    return q && q[1] ? q[2] : 0;
}

static void *take_signals(void *arg)
{
    (void)arg;
    for (;;)
        pause();
    return NULL;
}

/* The signal reaches one thread while another ends the run (a job thread
 * restarts its killed candidate and finishes): exit() must wait for the
 * handler, or what it has stopped and not yet killed outlives lotcert.
 * The child exits once the handler has stopped its orphan, mid-sweep. */
static void test_exit_waits_for_the_handler(void **s)
{
    (void)s;
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        prctl(PR_SET_CHILD_SUBREAPER, 1);   /* fork clears it; the handlers are inherited */
        pid_t g = detached_grandchild();
        pthread_t th;
        if (write(fds[1], &g, sizeof g) != sizeof g || pthread_create(&th, NULL, take_signals, NULL))
            _exit(1);
        pthread_kill(th, SIGTERM);
        for (char st; (st = state_of(g)) && st != 'T';)
            ;
        exit(0);
    }
    pid_t g = 0;
    assert_int_equal(read(fds[0], &g, sizeof g), (ssize_t)sizeof g);
    close(fds[0]);
    close(fds[1]);
    int st;
    assert_int_equal(waitpid(child, &st, 0), child);
    int survived = alive(g);
    if (survived) {   /* ours now (a subreaper): not left behind, whatever the verdict */
        kill(g, SIGKILL);
        waitpid(g, NULL, 0);
    }
    assert_false(survived);
    assert_true(WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM);
}

/* The job thread of a candidate that the handler kills reaps it and clears
 * its slot at once: the handler must not read the slot again, or it makes
 * kill(0), which kills lotcert's own process group (the shell and make that
 * started it). On one CPU, the handler's thread at the idle priority, the
 * woken threads run before it goes on, as on a busy machine; repeated,
 * since it is a race. The canary shares the
 * child's process group without being below it. */
static void group_leader(void *arg)   /* as a candidate is (candidate.c) */
{
    setpgid(0, 0);
    sleeper(arg);
}

static void *forget_when_dead(void *arg)
{
    pid_t c = *(pid_t *)arg;
    waitpid(c, NULL, 0);
    lc_reaper_forget(c);
    return NULL;
}

static void test_handler_spares_its_own_group(void **s)
{
    (void)s;
    for (int round = 0; round < 40; round++) {
        pid_t canary = fork();
        assert_true(canary >= 0);
        if (canary == 0) {
            setpgid(0, 0);
            for (;;)
                pause();
        }
        setpgid(canary, canary);
        pid_t child = fork();
        assert_true(child >= 0);
        if (child == 0) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(sched_getcpu() > 0 ? sched_getcpu() : 0, &one);
            sched_setaffinity(0, sizeof one, &one);
            if (setpgid(0, canary))
                _exit(1);
            static pid_t c;
            c = lc_reaper_spawn(group_leader, NULL);
            pthread_t th;
            struct sched_param idle = {0};
            if (c <= 0 || pthread_create(&th, NULL, forget_when_dead, &c))
                _exit(1);
            sched_setscheduler(0, SCHED_IDLE, &idle);   /* this thread only: whoever wakes runs first */
            raise(SIGTERM);
            _exit(3);
        }
        int st;
        assert_int_equal(waitpid(child, &st, 0), child);
        int canary_alive = alive(canary);
        kill(canary, SIGKILL);
        assert_int_equal(waitpid(canary, NULL, 0), canary);
        assert_true(canary_alive);
        assert_true(WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sweep_kills_detached),
        cmocka_unit_test(test_candidate_spared_then_forgotten),
        cmocka_unit_test(test_fatal_signal_removes_temporaries),
        cmocka_unit_test(test_exit_waits_for_the_handler),
        cmocka_unit_test(test_handler_spares_its_own_group),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
