/*
 * untrusted.h — files named by a document lotcert does not trust (a
 * certification handed to `verify`): looked up only inside one folder,
 * opened only when they are regular files, read only up to a bound. A
 * forged JSON naming /proc/self/pagemap, /dev/zero or another user's file
 * gets a refusal, not a hang, and learns nothing of what exists elsewhere;
 * a file the kernel makes as it is read (/proc, /sys) is never read.
 */
#ifndef UNTRUSTED_H
#define UNTRUSTED_H

#include "digest.h"

#include <stddef.h>

/* The folder's real path into real (n bytes): -1 with err when it is none. */
int lc_untrusted_root(const char *dir, char *real, size_t n, lc_error *err);

/* The digest of `path` (relative to root, or absolute inside it; root
 * NULL: the path as given, anywhere): 0; 1 it is not there; 2 refused,
 * with why (not a regular file, over max bytes, unreadable); 3 outside
 * root, not looked at (why). */
int lc_untrusted_digest(const char *root, const char *path, unsigned long long max, char hex[LC_SHA256_HEX], char *why,
                        size_t n);

/* A regular file's whole content, NUL-terminated, when it holds at most
 * max bytes: malloc'd, or NULL (*n then 0). */
char *lc_untrusted_slurp(const char *path, size_t max, size_t *n);

#endif
