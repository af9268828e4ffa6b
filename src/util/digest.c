/* digest.c — SHA-256 of memory and of files (see digest.h). */
#include "digest.h"

#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <string.h>
#include <unistd.h>

static void to_hex(const unsigned char *d, char hex[LC_SHA256_HEX])
{
    sodium_bin2hex(hex, LC_SHA256_HEX, d, crypto_hash_sha256_BYTES);
}

void lc_sha256_hex(const void *data, size_t n, char hex[LC_SHA256_HEX])
{
    unsigned char d[crypto_hash_sha256_BYTES];
    crypto_hash_sha256(d, data, n);
    to_hex(d, hex);
}

int lc_sha256_fd(int fd, const char *name, unsigned long long max, char hex[LC_SHA256_HEX], lc_error *err)
{
    crypto_hash_sha256_state st;
    crypto_hash_sha256_init(&st);
    static __thread unsigned char buf[1 << 16];
    unsigned long long total = 0;
    ssize_t k;
    while (total <= max && ((k = read(fd, buf, sizeof buf)) > 0 || (k < 0 && errno == EINTR)))
        if (k > 0) {
            crypto_hash_sha256_update(&st, buf, (unsigned long long)k);
            total += (unsigned long long)k;
        }
    if (total > max)
        return lc_fail(err, name, 0, 0, NULL, "larger than the %llu bytes it may be", max);
    if (k < 0)
        return lc_fail(err, name, 0, 0, NULL, "read error while taking its digest: %s", strerror(errno));
    unsigned char d[crypto_hash_sha256_BYTES];
    crypto_hash_sha256_final(&st, d);
    to_hex(d, hex);
    return 0;
}

int lc_sha256_file(const char *path, char hex[LC_SHA256_HEX], lc_error *err)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return lc_fail(err, path, 0, 0, NULL, "cannot open to take its digest: %s", strerror(errno));
    int rc = lc_sha256_fd(fd, path, ~0ULL, hex, err);
    close(fd);
    return rc;
}
