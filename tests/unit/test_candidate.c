/* test_candidate.c — the candidate channel against hostile programs, in
 * process: whatever the candidate does, every request gets an answer or a
 * reason, and afterwards no child is left unreaped and no descriptor is
 * left open. */
#include "helpers.h"
#include "candidate.h"

#include <dirent.h>
#include <errno.h>
#include <sys/wait.h>

static int open_fds(void)
{
    DIR *d = opendir("/proc/self/fd");
    int n = 0;
    assert_non_null(d);
    while (readdir(d))
        n++;
    closedir(d);
    return n;
}

static void no_child_left(void)
{
    errno = 0;
    assert_int_equal(waitpid(-1, NULL, WNOHANG), -1);   /* nothing to reap, nothing running */
    assert_int_equal(errno, ECHILD);
}

#define NREQ 6

/* Send NREQ requests to `command` (read the light way when `light`: an
 * answer may then come back as its fields alone); return how many came
 * back with their tree. */
static int exchange_as(const char *command, double timeout, int light, lc_exchange *ex)
{
    char *lines[NREQ], *ids[NREQ], id[NREQ][16];
    char *req = slurp("tests/fuzz/corpus/fuzz_request/req-1.json");
    json_t *j = json_loads(req, 0, NULL);
    assert_non_null(j);
    for (int i = 0; i < NREQ; i++) {
        snprintf(id[i], sizeof id[i], "r%d", i);
        json_object_set_new(j, "id", json_string(id[i]));
        lines[i] = json_dumps(j, JSON_COMPACT);
        ids[i] = id[i];
    }
    lc_error err;
    lc_cand *c = lc_cand_new(command, timeout, NULL, &err);
    assert_non_null(c);
    if (light)
        lc_cand_light(c);
    lc_cand_exchange(c, lines, ids, NREQ, ex);
    lc_cand_free(c);
    int answered = 0;
    for (int i = 0; i < NREQ; i++) {
        answered += ex[i].answer != NULL;
        assert_true(ex[i].answer != NULL || ex[i].reason != NULL || (light && ex[i].status >= 0));
        free(lines[i]);
    }
    json_decref(j);
    free(req);
    return answered;
}

static int exchange(const char *command, double timeout, lc_exchange *ex)
{
    return exchange_as(command, timeout, 0, ex);
}

static void release(lc_exchange *ex)
{
    for (int i = 0; i < NREQ; i++) {
        json_decref(ex[i].answer);
        free(ex[i].reason);
    }
}

static void test_hostile_leave_nothing(void **s)
{
    (void)s;
    static const char *const modes[] = {"crash", "hang", "spin", "garbage", "wrong-id", "close-stdout", "twice", "close-stdin",
                                        "long-line", "bad-utf8", "child-holds-pipe", "stderr-flood"};
    int before = open_fds();
    for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
        char state[64], cmd[256];
        write_temp("", state, sizeof state);
        unlink(state);
        snprintf(cmd, sizeof cmd, "python3 tests/candidates/hostile/hostile.py %s 2 %s", modes[m], state);
        lc_exchange ex[NREQ];
        /* A timeout is waited out only where the candidate stops answering (1.5 s: the hostile
         * candidate answers its first request within 0.1 s of its start with Debian's Python, the
         * Makefile's); elsewhere a wide one, so that a start on a loaded machine cannot miss it. */
        int waits = !strcmp(modes[m], "hang") || !strcmp(modes[m], "spin") || !strcmp(modes[m], "close-stdin");
        int answered = exchange(cmd, waits ? 1.5 : 15, ex);
        if (answered < NREQ - 1 && strcmp(modes[m], "stderr-flood"))
            fail_msg("%s: %d of %d answered; only the one it broke on should fail", modes[m], answered, NREQ);
        if (!strcmp(modes[m], "child-holds-pipe"))   /* its death seen as such, not waited out as silence */
            for (int i = 0; i < NREQ; i++)
                if (ex[i].reason && !strstr(ex[i].reason, "the candidate exited"))
                    fail_msg("child-holds-pipe: '%s'", ex[i].reason);
        release(ex);
        unlink(state);
        assert_int_equal(open_fds(), before);
        no_child_left();
    }
}

/* Answers of the wrong form, read as the verdict reads them, on both
 * paths (the tree, and the light scan that falls back to it): a status or
 * an amount of the wrong type is no answer; grids, notes and a remedy of
 * the wrong form fold to LC_FOLD_BAD; a kept field larger than 4 KiB is
 * replaced by a word that no expectation equals. */
static void test_answer_shapes(void **s)
{
    (void)s;
    char path[64], cmd[160], big[6000];
    memset(big, 'n', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    char *answers = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&answers, &len);
    fprintf(m, "{\"id\":\"r0\",\"status\":\"win\",\"amount_cents\":\"12\"}\n"
               "{\"id\":\"r1\",\"status\":7,\"amount_cents\":0}\n"
               "{\"id\":\"r2\",\"status\":\"lose\",\"amount_cents\":0,\"grids\":[1],\"notes\":\"x\",\"remedy\":5}\n"
               "{\"id\":\"r3\",\"status\":\"win\",\"amount_cents\":100,\"grids\":{\"A\":\"x\"},\"notes\":[1,\"y\"],"
               "\"remedy\":\"refund\"}\n"
               "{\"id\":\"r4\",\"status\":\"lose\",\"amount_cents\":0,\"notes\":[\"%s\"],\"error\":\"%s\"}\n"
               "{\"id\":\"r5\",\"status\":\"bogus\",\"amount_cents\":0}\n", big, big);
    fclose(m);
    write_temp(answers, path, sizeof path);
    free(answers);
    snprintf(cmd, sizeof cmd, "sh -c 'cat %s; cat >/dev/null'", path);
    for (int light = 0; light < 2; light++) {
        lc_exchange ex[NREQ];
        int trees = exchange_as(cmd, 15, light, ex);
        if (!light)
            assert_int_equal(trees, NREQ);
        assert_int_equal(ex[0].status, -1);
        assert_int_equal(ex[1].status, -1);
        assert_int_equal(ex[2].status, LC_LOSE);
        assert_true(ex[2].rest.grids == LC_FOLD_BAD && ex[2].rest.notes == LC_FOLD_BAD && ex[2].rest.remedy == LC_FOLD_BAD);
        assert_int_equal(ex[3].status, LC_WIN);
        assert_int_equal(ex[3].amount, 100);
        assert_true(ex[3].rest.grids != 0 && ex[3].rest.remedy != LC_FOLD_BAD);
        assert_int_equal(ex[5].status, -1);
        if (!light) {   /* the tree kept, its large fields replaced */
            const char *notes = json_string_value(json_object_get(ex[4].answer, "notes")),
                       *error = json_string_value(json_object_get(ex[4].answer, "error"));
            assert_non_null(notes);
            assert_non_null(strstr(notes, "not kept"));
            assert_non_null(error);
            assert_non_null(strstr(error, "not kept"));
        }
        release(ex);
    }
    unlink(path);
    no_child_left();
}

static void test_always_dying(void **s)
{
    (void)s;
    int before = open_fds();
    lc_exchange ex[NREQ];
    assert_int_equal(exchange("false", 1, ex), 0);
    release(ex);
    assert_int_equal(open_fds(), before);
    no_child_left();
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_hostile_leave_nothing), cmocka_unit_test(test_always_dying),
                                       cmocka_unit_test(test_answer_shapes)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
