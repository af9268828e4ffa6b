/*
 * yread.h — reading typed values out of a ytree, with the key path kept for
 * errors ("at grids[1].rows: expected an integer from 1 to 8, found 'four'").
 *
 * Every function returns 0 on success and -1 after filling ctx->err.
 * Scalars are resolved here: an integer is a plain (unquoted) scalar of
 * digits with an optional minus sign; a boolean is plain true/false; null is
 * plain null, ~ or empty.
 */
#ifndef YREAD_H
#define YREAD_H

#include "ytree.h"

typedef struct {
    const char *file;
    lc_error *err;
    char path[256];
    size_t len;
} yr_ctx;

void yr_init(yr_ctx *c, const char *file, lc_error *err);

/* Path segments: push returns a mark that pop restores. */
size_t yr_push_key(yr_ctx *c, const char *key);
size_t yr_push_index(yr_ctx *c, size_t i);
void yr_pop(yr_ctx *c, size_t mark);

int yr_fail(yr_ctx *c, const yt_node *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Fail at the value under `key` in map, with the key on the path. */
int yr_fail_key(yr_ctx *c, const yt_node *map, const char *key, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

const char *yr_describe(const yt_node *n);   /* "a mapping", "'four'", ... */
int yr_is_null(const yt_node *n);

/* A map whose keys all appear in `allowed` (NULL-terminated). */
int yr_map(yr_ctx *c, const yt_node *n, const char *const *allowed);
int yr_seq(yr_ctx *c, const yt_node *n);
/* A sequence of lo to hi items, `what` naming them in the error ("rows"). */
int yr_list(yr_ctx *c, const yt_node *n, size_t lo, size_t hi, const char *what);
int yr_int(yr_ctx *c, const yt_node *n, long long lo, long long hi, long long *out);
int yr_str(yr_ctx *c, const yt_node *n, const char **out);
int yr_bool(yr_ctx *c, const yt_node *n, int *out);
/* A plain decimal of at most `digits` whole digits and two decimals
 * ("704.79"), in hundredths: -2, and nothing said, when the node is not one. */
int yt_hundredths(const yt_node *n, int digits, long long *out);
/* The same, an error at the node when it is not one. */
int yr_hundredths(yr_ctx *c, const yt_node *n, int digits, long long *out);
/* A percentage with at most two decimals, as basis points (62.33 -> 6233). */
int yr_percent_bp(yr_ctx *c, const yt_node *n, int *out);

/* Fields of a map. A missing required field is an error at the map. */
const yt_node *yr_need(yr_ctx *c, const yt_node *map, const char *key);
int yr_field_int(yr_ctx *c, const yt_node *map, const char *key, int required,
                 long long lo, long long hi, long long *out);
int yr_field_str(yr_ctx *c, const yt_node *map, const char *key, int required,
                 const char **out);

/* A text that must be one of `words` (NULL-terminated): its index in *out.
 * Absent and not required: *out is left alone. */
int yr_field_enum(yr_ctx *c, const yt_node *map, const char *key, int required, const char *const *words, int *out);

#endif
