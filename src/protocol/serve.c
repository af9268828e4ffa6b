/* serve.c — request lines to answer lines, in large reads and writes (see
 * serve.h). */
#include "serve.h"
#include "linereader.h"
#include "outcome_text.h"
#include "request.h"
#include "scan.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define READ_SIZE (1 << 20)
#define OUT_SIZE (256 << 10)

typedef struct {
    const lc_ruleset *rs;
    lc_answerer a;
    lc_scanner *scan;
    lc_outcome_writer *text;
    int last;                 /* the game of the previous request: tried first */
    char *out;
    size_t olen, ocap;
    int gone;                 /* stdout cannot be written: stop */
} server;

static void flush_out(server *s)
{
    if (s->olen && !s->gone && (fwrite(s->out, 1, s->olen, stdout) != s->olen || fflush(stdout)))
        s->gone = 1;   /* the reader went away: nothing more to say */
    s->olen = 0;
}

static char *room(server *s, size_t n)
{
    if (s->olen + n > s->ocap) {
        flush_out(s);
        if (n > s->ocap)
            s->out = lc_xrealloc(s->out, s->ocap = n);
    }
    return s->out + s->olen;
}

static void put_json(server *s, json_t *ans)
{
    char *t = json_dumps(ans, JSON_COMPACT);
    size_t n = strlen(t);
    char *p = room(s, n + 1);
    memcpy(p, t, n);
    p[n] = '\n';
    s->olen += n + 1;
    free(t);
    json_decref(ans);
}

static int game_index(const lc_ruleset *rs, const char *name, size_t len)
{
    for (int i = 0; i < rs->n; i++)
        if (strlen(rs->games[i]->id) == len && !memcmp(rs->games[i]->id, name, len))
            return i;
    return -1;
}

/* The usual request, scanned and answered as text; 0 when it is not one. */
static int fast(server *s, const char *line, size_t len)
{
    lc_unit u;
    lc_scan_ids ids;
    int gi = s->last;
    if (lc_scan_request(&s->scan[gi], line, len, &u, &ids))
        return 0;
    if (ids.gamelen != s->scan[gi].idlen || memcmp(ids.game, s->rs->games[gi]->id, ids.gamelen)) {
        /* another game's request: read it again as that game's */
        if ((gi = game_index(s->rs, ids.game, ids.gamelen)) < 0 || lc_scan_request(&s->scan[gi], line, len, &u, &ids))
            return 0;
        s->last = gi;
    }
    if (s->rs->games[gi]->pool.nranks)   /* a play alone is no unit of a pool game: lc_answer says so */
        return 0;
    lc_outcome o;
    lc_evaluate(s->rs->games[gi], &u, &o, 1);
    s->olen += lc_outcome_text(&s->text[gi], ids.id, ids.idlen, &o, room(s, s->text[gi].max + ids.idlen));
    return 1;
}

static void answer(server *s, const char *line, size_t len, long no, int too_long)
{
    if ((!len || line[0] == ' ' || line[0] == '\t') && strspn(line, " \t") >= len && !too_long)
        return;   /* a blank line (the first byte tells most lines apart at once) */
    if (too_long) {
        char why[80];
        snprintf(why, sizeof why, "line %ld: longer than the limit of 1 MiB", no);
        put_json(s, lc_answer_error(&s->a, NULL, why));
    } else if (!s->rs->n || !fast(s, line, len)) {
        int is_error;
        put_json(s, lc_answer(&s->a, line, len, no, &is_error));
    }
}

static int serve_loop(server *s, int fd, const char *name)
{
    char *buf = lc_xmalloc(LC_MAX_LINE + READ_SIZE + 1);
    size_t start = 0, end = 0;
    long no = 0;
    int skipping = 0, rc = 0;
    for (;;) {
        char *nl;
        while (!s->gone && (nl = memchr(buf + start, '\n', end - start))) {
            size_t len = (size_t)(nl - buf) - start;
            no++;
            answer(s, buf + start, len, no, skipping || len > LC_MAX_LINE);   /* the read may hold a little more */
            skipping = 0;
            start += len + 1;
        }
        flush_out(s);   /* no complete line in hand: the client may be waiting */
        if (s->gone)
            break;
        memmove(buf, buf + start, end - start);
        end -= start;
        start = 0;
        if (end >= LC_MAX_LINE) {   /* a line past the limit: its text goes, its number stays */
            skipping = 1;
            end = 0;
        }
        ssize_t k = read(fd, buf + end, LC_MAX_LINE + READ_SIZE - end);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0) {
            if (k < 0) {
                fprintf(stderr, "lotcert: %s: read error\n", name);
                rc = -1;
            } else if (end || skipping) {   /* the last line, without its newline */
                buf[end] = '\0';
                answer(s, buf, end, ++no, skipping);
                flush_out(s);
            }
            break;
        }
        end += (size_t)k;
    }
    free(buf);
    return rc;
}

int lc_serve_stream(const lc_ruleset *rs, int fd, int allow_bare_unit, const char *name)
{
    server s = {.rs = rs, .a = {rs, allow_bare_unit}, .ocap = OUT_SIZE};
    /* pipes: room for a read's and a write's worth, so that the other end
     * and this one take turns less often (refused on a file or a terminal) */
    (void)fcntl(fd, F_SETPIPE_SZ, READ_SIZE);
    (void)fcntl(STDOUT_FILENO, F_SETPIPE_SZ, OUT_SIZE);
    s.out = lc_xmalloc(s.ocap);
    s.scan = lc_xcalloc((size_t)rs->n + 1, sizeof *s.scan);
    s.text = lc_xcalloc((size_t)rs->n + 1, sizeof *s.text);
    for (int i = 0; i < rs->n; i++) {
        lc_scanner_init(&s.scan[i], rs->games[i]);
        lc_outcome_writer_init(&s.text[i], rs->games[i]);
    }
    int rc = serve_loop(&s, fd, name);
    for (int i = 0; i < rs->n; i++)
        lc_outcome_writer_free(&s.text[i]);
    free(s.scan);
    free(s.text);
    free(s.out);
    return rc;
}
