/* yardstick.c — the benchmark's yardstick: a plain, hand-written C program
 * that tallies one game (Bingo, fdj-bingo-2012) from an emission: read in
 * big chunks, scan each line for its 32 cells and 18 drawn numbers,
 * evaluate with bitmasks, tally lots per amount. No composition checks, no
 * serials, no statistics: the least a verifier must do.
 * usage: yardstick FILE */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const uint16_t DIAG1 = 1 | 1 << 5 | 1 << 10 | 1 << 15, DIAG2 = 1 << 3 | 1 << 6 | 1 << 9 | 1 << 12,
                      CORNERS = 1 | 1 << 3 | 1 << 12 | 1 << 15;

static long grille_1(uint16_t m)
{
    int d = ((m & DIAG1) == DIAG1) + ((m & DIAG2) == DIAG2);
    return d == 2 ? 10000 : d == 1 ? 2000 : (m & CORNERS) == CORNERS ? 200 : 0;
}

static long grille_2(uint16_t m)
{
    int rows = 0;
    for (int r = 0; r < 4; r++)
        rows += (m >> (4 * r) & 15) == 15;
    return rows == 4 ? 1000000 : rows == 3 ? 100000 : rows == 2 ? 4000 : rows == 1 ? 400 : 0;
}

/* The line's values after "unit": 32 cells (J as -1), then 18 numbers. */
static void line(const char *p, const char *end, long *tally, long *count)
{
    int v[64], n = 0;
    p = strstr(p, "\"unit\"");
    for (p = p ? p + 6 : end; p < end && n < 64; p++) {
        if (*p >= '0' && *p <= '9') {
            int x = 0;
            while (*p >= '0' && *p <= '9')
                x = x * 10 + (*p++ - '0');
            v[n++] = x;
            p--;
        } else if (*p == '"') {   /* a key, or the joker */
            if (p[1] == 'J' && p[2] == '"')
                v[n++] = -1;
            p = memchr(p + 1, '"', (size_t)(end - p - 1));
            if (!p)
                break;
        }
    }
    if (n != 50)
        return;
    uint64_t drawn[2] = {0, 0};
    for (int i = 32; i < 50; i++)
        drawn[v[i] >> 6] |= 1ULL << (v[i] & 63);
    uint16_t m[2] = {0, 0};
    for (int g = 0; g < 2; g++)
        for (int c = 0; c < 16; c++) {
            int x = v[g * 16 + c];
            if (x < 0 || (drawn[x >> 6] >> (x & 63) & 1))
                m[g] |= (uint16_t)(1u << c);
        }
    long amount = grille_1(m[0]) + grille_2(m[1]);
    *tally += amount;
    *count += amount > 0;
}

int main(int argc, char **argv)
{
    static char buf[(4 << 20) + 4096];
    int fd = argc > 1 ? open(argv[1], O_RDONLY) : 0;
    size_t have = 0;
    long paid = 0, winners = 0, lines = 0;
    ssize_t k;
    while ((k = read(fd, buf + have, 4 << 20)) > 0) {
        have += (size_t)k;
        char *p = buf, *nl;
        while ((nl = memchr(p, '\n', (size_t)(buf + have - p)))) {
            line(p, nl, &paid, &winners);
            lines++;
            p = nl + 1;
        }
        have = (size_t)(buf + have - p);
        memmove(buf, p, have);
    }
    printf("%ld lines, %ld winners, %ld cents\n", lines, winners, paid);
    return 0;
}
