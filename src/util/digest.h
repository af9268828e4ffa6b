/* digest.h — SHA-256 (libsodium) of files and of memory, as lowercase hex:
 * the identity of every file a certification rests on. */
#ifndef DIGEST_H
#define DIGEST_H

#include "lc.h"

#define LC_SHA256_HEX 65   /* 64 hex digits and the terminator */

void lc_sha256_hex(const void *data, size_t n, char hex[LC_SHA256_HEX]);
/* -1 with err when the file cannot be read to its end. */
int lc_sha256_file(const char *path, char hex[LC_SHA256_HEX], lc_error *err);
/* The same of an open descriptor, reading at most `max` bytes (-1 past
 * them): a file someone else named is never read without end. */
int lc_sha256_fd(int fd, const char *name, unsigned long long max, char hex[LC_SHA256_HEX], lc_error *err);

#endif
