/* chain.c — a chain of setsid processes for tests/cli/takeover.sh: each
 * forks two more and exits at once, up to the process limit, so that a
 * sweep killing a fixed number of rounds falls behind. Once the kit (KIT) is gone, each generation
 * writes a forged verdict line into the standard output of each PID given
 * (the gate's shells) and its pid into OUTDIR/survived. It stops by itself
 * after SECONDS.
 *
 * usage: chain SECONDS OUTDIR KIT [PID ...] MARK   (MARK: for pgrep -f) */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static void forge(int argc, char **argv)
{
    static const char line[] = "verdict: certified; json sha256: "
                               "0000000000000000000000000000000000000000000000000000000000000000\n";
    char path[600];
    for (int i = 4; i < argc - 1; i++) {
        snprintf(path, sizeof path, "/proc/%s/fd/1", argv[i]);
        int fd = open(path, O_WRONLY | O_CLOEXEC);
        if (fd >= 0) {
            if (write(fd, line, sizeof line - 1) < 0) { /* refused: what the kit is meant to ensure */ }
            close(fd);
        }
    }
    snprintf(path, sizeof path, "%s/survived", argv[2]);
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0666);
    if (fd >= 0) {
        char pid[32];
        int n = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
        if (write(fd, pid, (size_t)n) < 0) { /* nothing to do */ }
        close(fd);
    }
}

int main(int argc, char **argv)
{
    if (argc < 5)
        return 2;
    time_t end = time(NULL) + atoi(argv[1]);
    char kit[64];
    snprintf(kit, sizeof kit, "/proc/%s", argv[3]);
    /* two children a generation, up to the process limit: a sweep that
     * kills a round at a time falls behind */
    for (int made = 0; time(NULL) < end;) {
        pid_t child = fork();
        if (child > 0 && ++made == 2)
            _exit(0);
        if (child < 0)   /* at the process limit: try again */
            usleep(1000);
        if (child != 0)
            continue;
        made = 0;
        setsid();
        if (access(kit, F_OK) != 0) {
            forge(argc, argv);
            usleep(200000);
        }
    }
    return 0;
}
