/* ytree.c — libyaml events to a positioned tree (see ytree.h). */
#include "ytree.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

typedef struct {
    yaml_parser_t parser;
    const char *file;
    lc_error *err;
    size_t nodes;
} builder;

static yt_node *new_node(builder *b, yt_kind kind, const yaml_mark_t *mark)
{
    yt_node *n = lc_xcalloc(1, sizeof *n);
    n->kind = kind;
    n->line = (int)mark->line + 1;       /* libyaml counts from 0 */
    n->column = (int)mark->column + 1;
    b->nodes++;
    return n;
}

static void add_kid(yt_node *parent, yt_node *kid)
{
    /* Grow by doubling; nkids is a power of two exactly when full. */
    if ((parent->nkids & (parent->nkids - 1)) == 0)
        parent->kids = lc_xrealloc(parent->kids,
                                   (parent->nkids ? parent->nkids * 2 : 4) * sizeof *parent->kids);
    parent->kids[parent->nkids++] = kid;
}

void yt_free(yt_node *n)
{
    if (!n)
        return;
    for (size_t i = 0; i < n->nkids; i++)
        yt_free(n->kids[i]);
    free(n->kids);
    free(n->text);
    free(n);
}

yt_node *yt_get(const yt_node *m, const char *key)
{
    if (!m || m->kind != YT_MAP)
        return NULL;
    for (size_t i = 0; i < yt_npairs(m); i++)
        if (yt_key(m, i)->kind == YT_SCALAR && strcmp(yt_key(m, i)->text, key) == 0)
            return yt_val(m, i);
    return NULL;
}

static int parse_error(builder *b)
{
    yaml_parser_t *p = &b->parser;
    if (p->error == YAML_READER_ERROR)   /* reader errors only set an offset */
        return lc_fail(b->err, b->file, 0, 0, NULL, "unreadable input at byte %zu: %s",
                       p->problem_offset, p->problem ? p->problem : "invalid encoding");
    if (p->error == YAML_MEMORY_ERROR)
        lc_out_of_memory();
    return lc_fail(b->err, b->file, (int)p->problem_mark.line + 1, (int)p->problem_mark.column + 1,
                   NULL, "YAML syntax: %s%s%s", p->problem ? p->problem : "error",
                   p->context ? " " : "", p->context ? p->context : "");
}

static int plain_key(builder *b, const yt_node *key)
{
    if (key->kind != YT_SCALAR)
        return lc_fail(b->err, b->file, key->line, key->column, NULL,
                       "expected a plain key, found a %s", key->kind == YT_MAP ? "mapping" : "sequence");
    return 0;
}

static int before(const yt_node *a, const yt_node *b)
{
    return a->line < b->line || (a->line == b->line && a->column < b->column);
}

static int by_text_then_place(const void *pa, const void *pb)
{
    const yt_node *a = *(const yt_node *const *)pa, *b = *(const yt_node *const *)pb;
    int c = strcmp(a->text, b->text);
    return c ? c : before(a, b) ? -1 : before(b, a);
}

/* A mapping's keys, once it is complete: sorted, so that a hostile mapping
 * of 100 000 keys costs n log n, not n squared. The duplicate reported is
 * the one that comes first in the file. */
static int check_duplicate_keys(builder *b, const yt_node *map)
{
    size_t k = yt_npairs(map);
    if (k < 2)
        return 0;
    const yt_node **keys = lc_xmalloc(k * sizeof *keys), *dup = NULL, *first = NULL;
    for (size_t i = 0; i < k; i++)
        keys[i] = yt_key(map, i);
    qsort(keys, k, sizeof *keys, by_text_then_place);
    for (size_t i = 1, run = 0; i < k; i++) {
        if (strcmp(keys[i]->text, keys[run]->text)) {
            run = i;
        } else if (!dup || before(keys[i], dup)) {
            dup = keys[i];
            first = keys[run];
        }
    }
    free(keys);
    if (!dup)
        return 0;
    return lc_fail(b->err, b->file, dup->line, dup->column, NULL, "duplicate key '%s' (first at line %d, column %d)",
                   dup->text, first->line, first->column);
}

/* Parse one node whose first event is `ev` (owned here). Recursive, with
 * depth bounded by LC_MAX_DEPTH, so the C stack stays small. */
static yt_node *parse_node(builder *b, yaml_event_t *ev, int depth);

static yt_node *parse_children(builder *b, yt_node *n, yaml_event_type_t end, int depth)
{
    for (;;) {
        yaml_event_t ev;
        if (!yaml_parser_parse(&b->parser, &ev)) {
            parse_error(b);
            yt_free(n);
            return NULL;
        }
        if (ev.type == end) {
            yaml_event_delete(&ev);
            if (n->kind == YT_MAP && (n->nkids & 1))
                abort();   /* libyaml pairs keys and values; never reached */
            if (n->kind == YT_MAP && check_duplicate_keys(b, n)) {
                yt_free(n);
                return NULL;
            }
            return n;
        }
        yt_node *kid = parse_node(b, &ev, depth + 1);
        if (!kid || (n->kind == YT_MAP && !(n->nkids & 1) && plain_key(b, kid))) {
            yt_free(kid);
            yt_free(n);
            return NULL;
        }
        add_kid(n, kid);
    }
}

static yt_node *parse_node(builder *b, yaml_event_t *ev, int depth)
{
    yt_node *n = NULL;
    const yaml_mark_t *mark = &ev->start_mark;
    if (depth > LC_MAX_DEPTH) {
        lc_fail(b->err, b->file, (int)mark->line + 1, (int)mark->column + 1, NULL,
                "nesting deeper than %d levels", LC_MAX_DEPTH);
    } else if (b->nodes >= LC_MAX_NODES) {
        lc_fail(b->err, b->file, (int)mark->line + 1, (int)mark->column + 1, NULL,
                "more than %d nodes in one document", LC_MAX_NODES);
    } else if (ev->type == YAML_ALIAS_EVENT) {
        lc_fail(b->err, b->file, (int)mark->line + 1, (int)mark->column + 1, NULL,
                "aliases (*name) are not accepted: write the value out");
    } else if (ev->type == YAML_SCALAR_EVENT) {
        if (ev->data.scalar.length > LC_MAX_SCALAR) {
            lc_fail(b->err, b->file, (int)mark->line + 1, (int)mark->column + 1, NULL,
                    "scalar longer than %d bytes", LC_MAX_SCALAR);
        } else if (memchr(ev->data.scalar.value, '\0', ev->data.scalar.length)) {
            /* C strings end at a NUL: "a\0b" would be read as "a", so one
             * game id could be written and another read */
            lc_fail(b->err, b->file, (int)mark->line + 1, (int)mark->column + 1, NULL,
                    "a NUL character (\\0 or \\u0000) in a scalar: expected text without it");
        } else if (lc_text_has_bidi((const char *)ev->data.scalar.value, ev->data.scalar.length)) {
            /* every report shows the rules' and the cases' words: none may reorder what it stands beside */
            lc_fail(b->err, b->file, (int)mark->line + 1, (int)mark->column + 1, NULL,
                    "a bidirectional control character (such as U+202E) in a scalar: expected plain text");
        } else {
            n = new_node(b, YT_SCALAR, mark);
            n->text = lc_xmalloc(ev->data.scalar.length + 1);
            memcpy(n->text, ev->data.scalar.value, ev->data.scalar.length);
            n->text[ev->data.scalar.length] = '\0';
            n->quoted = ev->data.scalar.style != YAML_PLAIN_SCALAR_STYLE;
        }
    } else if (ev->type == YAML_MAPPING_START_EVENT) {
        n = parse_children(b, new_node(b, YT_MAP, mark), YAML_MAPPING_END_EVENT, depth);
    } else if (ev->type == YAML_SEQUENCE_START_EVENT) {
        n = parse_children(b, new_node(b, YT_SEQ, mark), YAML_SEQUENCE_END_EVENT, depth);
    } else {
        lc_fail(b->err, b->file, (int)mark->line + 1, (int)mark->column + 1, NULL,
                "unexpected YAML event");
    }
    yaml_event_delete(ev);
    return n;
}

static int expect_event(builder *b, yaml_event_type_t type, const char *what)
{
    yaml_event_t ev;
    if (!yaml_parser_parse(&b->parser, &ev))
        return parse_error(b);
    int ok = ev.type == type;
    int line = (int)ev.start_mark.line + 1, col = (int)ev.start_mark.column + 1;
    yaml_event_delete(&ev);
    return ok ? 0 : lc_fail(b->err, b->file, line, col, NULL, "expected %s", what);
}

static yt_node *run(builder *b)
{
    yaml_event_t ev;
    yt_node *root = NULL;
    if (expect_event(b, YAML_STREAM_START_EVENT, "the start of the stream"))
        return NULL;
    if (!yaml_parser_parse(&b->parser, &ev)) {
        parse_error(b);
        return NULL;
    }
    if (ev.type != YAML_DOCUMENT_START_EVENT) {
        yaml_event_delete(&ev);
        lc_fail(b->err, b->file, 1, 1, NULL, "empty document");
        return NULL;
    }
    yaml_event_delete(&ev);
    if (!yaml_parser_parse(&b->parser, &ev)) {
        parse_error(b);
        return NULL;
    }
    root = parse_node(b, &ev, 1);
    if (root && (expect_event(b, YAML_DOCUMENT_END_EVENT, "the end of the document") ||
                 expect_event(b, YAML_STREAM_END_EVENT, "a single document (found a second '---')"))) {
        yt_free(root);
        root = NULL;
    }
    return root;
}

yt_node *yt_load(FILE *fp, const char *file, lc_error *err)
{
    builder b = {.file = file, .err = err};
    struct stat st;
    if (fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > LC_MAX_FILE) {
        lc_fail(err, file, 0, 0, NULL, "file of %lld bytes; a rules or case file is at most %d MiB",
                (long long)st.st_size, LC_MAX_FILE >> 20);
        return NULL;
    }
    if (!yaml_parser_initialize(&b.parser))
        lc_out_of_memory();
    yaml_parser_set_input_file(&b.parser, fp);
    yt_node *root = run(&b);
    yaml_parser_delete(&b.parser);
    return root;
}

yt_node *yt_load_string(const char *text, size_t len, const char *file, lc_error *err)
{
    builder b = {.file = file, .err = err};
    if (!yaml_parser_initialize(&b.parser))
        lc_out_of_memory();
    yaml_parser_set_input_string(&b.parser, (const unsigned char *)text, len);
    yt_node *root = run(&b);
    yaml_parser_delete(&b.parser);
    return root;
}
