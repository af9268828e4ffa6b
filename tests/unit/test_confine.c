/* test_confine.c — a candidate process's allowances, without running one:
 * options read or refused, the environment reduced to its allowlist, its
 * directory made and removed (a link inside removed, never followed), the
 * words made absolute, the record. Files live in a directory of the test's
 * own (TMPDIR points there). */
#include "helpers.h"
#include "confine.h"
#include "candidate.h"

#include <jansson.h>
#include <sys/stat.h>

static char scratch[64];

static int setup(void **state)
{
    (void)state;
    snprintf(scratch, sizeof scratch, "/tmp/test-confine-XXXXXX");
    assert_non_null(mkdtemp(scratch));
    setenv("TMPDIR", scratch, 1);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    return system(cmd);
}

static int has(char **list, const char *entry)
{
    for (; list && *list; list++)
        if (!strcmp(*list, entry))
            return 1;
    return 0;
}

static int has_prefix(char **list, const char *prefix)
{
    for (; list && *list; list++)
        if (!strncmp(*list, prefix, strlen(prefix)))
            return 1;
    return 0;
}

static void test_options(void **state)
{
    (void)state;
    lc_confine c = LC_CONFINE_DEFAULTS;
    assert_int_equal(lc_confine_option("run", 0x300, "none", &c), 0);
    assert_int_equal(c.sandbox, LC_SANDBOX_NONE);
    assert_int_equal(lc_confine_option("run", 0x300, "bwrap", &c), 0);
    assert_int_equal(c.sandbox, LC_SANDBOX_BWRAP);
    assert_int_equal(lc_confine_option("run", 0x300, "maybe", &c), -1);
    assert_int_equal(lc_confine_option("run", 0x301, "API_KEY", &c), 0);
    assert_int_equal(lc_confine_option("run", 0x301, "1X", &c), -1);
    assert_int_equal(lc_confine_option("run", 0x301, "A=B", &c), -1);
    assert_int_equal(lc_confine_option("run", 0x301, "", &c), -1);
    assert_int_equal(lc_confine_option("run", 0x301, "$X", &c), -1);
    assert_int_equal(lc_confine_option("run", 0x301, "A[", &c), -1);
    assert_int_equal(lc_confine_option("run", 0x301, "a{", &c), -1);
    assert_int_equal(c.npass, 1);
    assert_int_equal(lc_confine_option("run", 0x301, "lower_case9", &c), 0);
    assert_int_equal(c.npass, 2);
    assert_int_equal(lc_confine_option("run", 0x304, "512", &c), 0);
    assert_true(c.mem == 512ULL << 20);
    assert_int_equal(lc_confine_option("run", 0x306, "0", &c), 0);
    assert_true(c.fsize == 0);
    assert_int_equal(lc_confine_option("run", 0x305, "x", &c), -1);
    assert_int_equal(lc_confine_option("run", 0x307, "-1", &c), -1);
    assert_int_equal(lc_confine_option("run", 0x307, "16", &c), 0);
    assert_true(c.procs == 16);
    assert_int_equal(lc_confine_option("run", 'x', "", &c), 1);   /* not one of them */
}

static void test_environment_and_directory(void **state)
{
    (void)state;
    lc_confine c = LC_CONFINE_DEFAULTS;
    c.sandbox = LC_SANDBOX_NONE;
    c.pass_env[c.npass++] = "PASSED_ONE";
    lc_error err;
    assert_int_equal(lc_confine_resolve(&c, &err), 0);
    setenv("SECRET_TOKEN", "hunter2", 1);
    setenv("PASSED_ONE", "yes", 1);
    setenv("LC_ALL", "C", 1);
    setenv("HOME", "/root-of-the-kit", 1);
    char *argv[] = {"/bin/true", NULL};
    lc_confined p;
    assert_int_equal(lc_confine_begin(&c, argv, &p, &err), 0);
    assert_true(p.own_dir);
    assert_int_equal(strncmp(p.dir, scratch, strlen(scratch)), 0);   /* made in TMPDIR */
    struct stat st;
    assert_int_equal(stat(p.dir, &st), 0);
    if (geteuid() == 0) {   /* the candidate's (nobody), and root's group's for bwrap's chdir; no one else's */
        assert_true(c.drop);
        assert_int_equal(st.st_uid, c.uid);
        assert_int_not_equal(c.uid, 0);
        assert_int_equal(st.st_mode & 0777, 0770);
    } else {
        assert_false(c.drop);
        assert_int_equal(st.st_mode & 0777, 0700);
    }
    assert_false(has_prefix(p.envp, "SECRET_TOKEN="));
    assert_true(has(p.envp, "PASSED_ONE=yes"));
    assert_true(has(p.envp, "LC_ALL=C"));
    assert_true(has_prefix(p.envp, "PATH="));
    assert_false(has(p.envp, "HOME=/root-of-the-kit"));
    char home[600], tmp[600];
    snprintf(home, sizeof home, "HOME=%s", p.dir);
    snprintf(tmp, sizeof tmp, "TMPDIR=%s/tmp", p.dir);
    assert_true(has(p.envp, home));
    assert_true(has(p.envp, tmp));
    assert_string_equal(p.argv[0], "/bin/true");   /* no sandbox: the command as it is */
    /* what a candidate leaves: a file, a folder, a link to something of ours */
    char path[700], outside[700];
    snprintf(outside, sizeof outside, "%s/keep-me", scratch);
    fclose(fopen(outside, "w"));
    snprintf(path, sizeof path, "%s/tmp/left", p.dir);
    fclose(fopen(path, "w"));
    snprintf(path, sizeof path, "%s/link", p.dir);
    assert_int_equal(symlink(scratch, path), 0);
    char dir[512];
    snprintf(dir, sizeof dir, "%s", p.dir);
    lc_confine_end(&c, &p);
    assert_int_equal(access(dir, F_OK), -1);       /* its directory gone */
    assert_int_equal(access(outside, F_OK), 0);    /* what the link pointed to, untouched */
    unsetenv("SECRET_TOKEN");
    unsetenv("PASSED_ONE");
}

static void test_given_directory(void **state)
{
    (void)state;
    lc_confine c = LC_CONFINE_DEFAULTS;
    c.sandbox = LC_SANDBOX_NONE;
    c.dir = scratch;
    lc_error err;
    assert_int_equal(lc_confine_resolve(&c, &err), 0);
    char *argv[] = {"/bin/true", NULL};
    lc_confined p;
    assert_int_equal(lc_confine_begin(&c, argv, &p, &err), 0);
    assert_false(p.own_dir);
    lc_confine_end(&c, &p);
    assert_int_equal(access(scratch, F_OK), 0);    /* the user's: kept */
    free((char *)c.dir);                           /* resolve made it absolute */
    lc_confine bad = LC_CONFINE_DEFAULTS;
    bad.dir = "/no/such/dir";
    assert_int_equal(lc_confine_resolve(&bad, &err), -1);
    assert_non_null(strstr(err.message, "not an existing directory"));
}

static void test_paths_made_absolute(void **state)
{
    (void)state;
    char *argv[] = {"python3", "tests/candidates/python_candidate.py", "--fault", "rules", "not-a-file", NULL};
    char **abs = lc_confine_paths(argv, NULL);
    char cwd[512], want[700];
    assert_non_null(getcwd(cwd, sizeof cwd));
    assert_string_equal(abs[0], "python3");        /* a program found on PATH stays so */
    snprintf(want, sizeof want, "%s/tests/candidates/python_candidate.py", cwd);
    assert_string_equal(abs[1], want);
    assert_string_equal(abs[2], "--fault");
    snprintf(want, sizeof want, "%s/rules", cwd);
    assert_string_equal(abs[3], want);
    assert_string_equal(abs[4], "not-a-file");
    assert_null(abs[5]);
    lc_cand_argv_free(abs);
}

static void test_record(void **state)
{
    (void)state;
    lc_confine c = LC_CONFINE_DEFAULTS;
    c.sandbox = LC_SANDBOX_NONE;
    c.pass_env[c.npass++] = "API_KEY";
    lc_error err;
    assert_int_equal(lc_confine_resolve(&c, &err), 0);
    char line[1200];
    lc_confine_describe(&c, line, sizeof line);
    assert_non_null(strstr(line, "sandbox none (--sandbox none)"));
    assert_non_null(strstr(line, "passed: API_KEY"));
    lc_confine_limits(&c, line, sizeof line);
    assert_non_null(strstr(line, "address space 4096 MiB per process, the process tree's memory "));
    assert_non_null(strstr(line, ", CPU 3600 s, file size 256 MiB, no core dumps, 128 processes ("));
    json_t *j = lc_confine_json(&c);
    assert_string_equal(json_string_value(json_object_get(j, "sandbox")), "none");
    assert_int_equal(json_integer_value(json_object_get(json_object_get(j, "limits"), "processes")), 128);
    assert_string_equal(json_string_value(json_array_get(json_object_get(j, "passed_env"), 0)), "API_KEY");
    json_decref(j);
    c.procs = 0;
    lc_confine_limits(&c, line, sizeof line);
    assert_non_null(strstr(line, "processes not bounded (--limit-procs 0)"));
}

/* The record says how each limit was enforced, for every way the machine
 * allowed: the words are the evidence an auditor reads, in the text and in
 * the JSON alike. */
static void test_record_words(void **state)
{
    (void)state;
    static const struct { lc_procs_by by; const char *word; } procs[] = {
        {LC_PROCS_CGROUP2, "cgroup v2 pids.max"}, {LC_PROCS_CGROUP1, "cgroup v1 pids.max"},
        {LC_PROCS_NPROC, "RLIMIT_NPROC"}, {LC_PROCS_NONE, "not bounded: no cgroup"}};
    static const struct { int dir, keep, disk_by; const char *word; } disks[] = {
        {0, 0, 1, "each of its directory, /tmp and /dev/shm a tmpfs"}, {0, 0, 2, "its directory a tmpfs of that size"},
        {0, 0, 0, "not bounded: no sandbox"}, {1, 0, 1, "/tmp and /dev/shm bounded; its directory not"},
        {0, 1, 2, "not bounded (--candidate-dir, --keep-candidate-dir)"}};
    char line[1200];
    for (size_t i = 0; i < sizeof procs / sizeof *procs; i++)
        for (size_t d = 0; d < sizeof disks / sizeof *disks; d++) {
            lc_confine c = LC_CONFINE_DEFAULTS;
            c.sandbox = LC_SANDBOX_NONE;
            lc_error err;
            assert_int_equal(lc_confine_resolve(&c, &err), 0);
            c.procs_by = procs[i].by;
            c.disk_by = disks[d].disk_by;
            c.dir = disks[d].dir ? "/srv/cand" : NULL;
            c.keep_dir = disks[d].keep;
            c.min_rate = d;
            lc_confine_limits(&c, line, sizeof line);
            if (!strstr(line, procs[i].word) || !strstr(line, disks[d].word))
                fail_msg("limits %zu/%zu: %s", i, d, line);
            assert_true(!strstr(line, "answers/s") == !d);
            json_t *j = lc_confine_json(&c), *l = json_object_get(j, "limits");
            assert_non_null(strstr(json_string_value(json_object_get(l, "processes_bounded_by")), procs[i].word));
            assert_non_null(strstr(json_string_value(json_object_get(l, "written_bounded_by")), disks[d].word));
            const char *dir = json_string_value(json_object_get(j, "directory"));
            assert_string_equal(dir, c.dir ? c.dir : c.keep_dir ? "private, per process, kept after (--keep-candidate-dir)"
                                                                : "private, per process, removed after");
            json_decref(j);
            lc_confine_describe(&c, line, sizeof line);
            assert_non_null(strstr(line, c.dir ? "directory: /srv/cand" : c.keep_dir ? "kept after" : "removed after"));
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_environment_and_directory),
        cmocka_unit_test(test_given_directory),
        cmocka_unit_test(test_paths_made_absolute),
        cmocka_unit_test(test_record),
        cmocka_unit_test(test_record_words),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
