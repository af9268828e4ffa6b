/*
 * ytree.h — a YAML document as a tree of nodes that remember where they were.
 *
 * Built from libyaml's event API. Aliases are refused (a rules or case file
 * has no use for them, and refusing them removes the "billion laughs"
 * expansion), file size, depth and node count are bounded, and a mapping
 * with the same key twice is refused (checked by sorting its keys: linear
 * times log, however many). Scalars stay strings: the reader (yread.h) resolves
 * types, knowing what it expects.
 *
 * Ownership: yt_load returns a tree that yt_free releases whole.
 */
#ifndef YTREE_H
#define YTREE_H

#include "lc.h"
#include <stdio.h>

typedef enum { YT_SCALAR, YT_MAP, YT_SEQ } yt_kind;

typedef struct yt_node {
    yt_kind kind;
    int line, column;        /* 1-based position of the node's start */
    char *text;              /* scalar: its value (NUL-terminated) */
    int quoted;              /* scalar: written in quotes, so never a number */
    struct yt_node **kids;   /* map: key0,val0,key1,val1...; seq: items */
    size_t nkids;
} yt_node;

/* Parse the single document of `file` (already open as `fp`). Returns NULL
 * and fills err on a syntax error or a broken bound. */
yt_node *yt_load(FILE *fp, const char *file, lc_error *err);
yt_node *yt_load_string(const char *text, size_t len, const char *file, lc_error *err);
void yt_free(yt_node *n);

/* Map helpers: number of pairs, the i-th key and value. */
static inline size_t yt_npairs(const yt_node *m) { return m->nkids / 2; }
static inline yt_node *yt_key(const yt_node *m, size_t i) { return m->kids[2 * i]; }
static inline yt_node *yt_val(const yt_node *m, size_t i) { return m->kids[2 * i + 1]; }

/* The value under `key` in map m, or NULL. */
yt_node *yt_get(const yt_node *m, const char *key);

#endif
