/* block.c — streaming verification of an emission (see block.h). */
#include "block.h"
#include "block_cand.h"
#include "explain.h"
#include "linereader.h"
#include "progress.h"
#include "request.h"
#include "scan.h"
#include "text.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <unistd.h>

#define READ_CHUNK (2 << 20)
#define WORKERS 2
#define INFLIGHT 4   /* chunks read ahead of the merge */

/* What a worker learns of one line; the merge, in order, does the rest. */
typedef struct {
    uint32_t off, len;          /* the line within its chunk */
    uint32_t send_len;          /* what a candidate is sent of it: a declared lot is cut off */
    uint32_t id_off, id_len;    /* its serial within the chunk (or the side text); the reason when unreadable */
    uint8_t id_side;            /* the serial is in the chunk's side text (it was written with an escape) */
    uint64_t id_key, id_number; /* the serial split (serials.h) */
    int64_t lot;                /* declared lot in cents, or -1 */
    uint64_t checks;            /* anomaly: bit c for each broken check c */
    int64_t amount;
    int64_t grid[LC_MAX_GRIDS]; /* per grid: what a candidate's "grids" must say */
    uint8_t status;             /* lc_status, or UNREADABLE */
    uint8_t notes;              /* bit i: game->notes[i] raised */
    int8_t level[LC_MAX_GRIDS]; /* each grid's paying level, or -1: a draw game's ranks are counted */
    int64_t stake;              /* the stake of a play (a game with stakes) */
    uint8_t spots[LC_MAX_GRIDS];/* a grid of spots: the numbers the play holds (the table its levels are of) */
} record;

#define UNREADABLE 255

typedef struct {
    char *data;
    size_t len;
    record *rec;
    size_t nrec, cap;
    char *reasons;              /* side text: why lines were unreadable, decoded serials; NUL-separated */
    size_t rlen, rcap;          /* grows with the chunk: a block of escaped serials needs one per line */
    int ready;
    int overlong;               /* stands for one line past LC_MAX_LINE, its text not kept */
} chunk;

typedef struct {
    const lc_game *g;
    lc_scanner scanner;
    const lc_block_opts *o;
    lc_block_run *run;
    uint64_t block_units;
    uint64_t *wins;        /* the current block's win bits */
    lc_serials *seen;
    uint64_t skip;         /* lines still to skip before the shard */
    lc_error serr;         /* a spill that failed */
    int serr_set;
    lc_block_cand *cand;   /* or NULL */
    lc_progress bar;
    double t0;
    uint64_t size_hint;
    chunk ring[INFLIGHT];
    uint64_t nread, nparsed, nmerged;   /* chunks read, taken by a worker, merged */
    int eof, stop;
    pthread_mutex_t mu;
    pthread_cond_t cv;
} verifier;

/* The block the next line belongs to, or NULL past the shard's last block. */
static lc_block_result *current(verifier *v, uint64_t line)
{
    lc_block_run *r = v->run;
    if (!r->nblocks || r->blocks[r->nblocks - 1].units == v->block_units) {
        if (v->o->last_block && r->first_block + (uint64_t)r->nblocks > v->o->last_block) {
            r->beyond = 1;
            return NULL;
        }
        if (r->nblocks)   /* the full block's spread, before its bits are cleared */
            lc_spread_compute(v->wins, v->block_units, 100, &r->blocks[r->nblocks - 1].spread);
        r->blocks = lc_xrealloc(r->blocks, (size_t)(r->nblocks + 1) * sizeof *r->blocks);
        memset(&r->blocks[r->nblocks], 0, sizeof *r->blocks);
        r->blocks[r->nblocks].first_line = line;
        r->nblocks++;
        memset(v->wins, 0, (v->block_units + 63) / 64 * sizeof *v->wins);
    }
    return &r->blocks[r->nblocks - 1];
}

/* ---- a worker: lines of a chunk to records ----------------------------------------- */

/* The slow path: jansson, for a line the scanner does not take. The
 * serial, decoded, goes to `serial`. */
/* A line with a declared lot, rewritten in place without it (jansson's
 * compact form is never longer than what it read): a candidate must work
 * out the lot, not be told it. Returns the new length. */
static size_t strip_lot(json_t *j, char *line, size_t len)
{
    json_object_del(j, "lot_cents");
    size_t n = json_dumpb(j, NULL, 0, JSON_COMPACT);
    return n <= len && json_dumpb(j, line, len, JSON_COMPACT) == n ? n : 0;
}

static int read_slowly(const lc_game *g, char *line, size_t len, lc_unit *u, char *why, size_t n,
                       char *serial, size_t serialn, int64_t *lot, size_t *send_len)
{
    json_error_t je;
    json_t *j = json_loadb(line, len, JSON_REJECT_DUPLICATES, &je);
    int rc = -1;
    if (!j) {
        snprintf(why, n, "invalid JSON at column %d: %s", je.column, je.text);
        return -1;
    }
    const json_t *jid = json_object_get(j, "id"), *game = json_object_get(j, "game"), *jlot = json_object_get(j, "lot_cents");
    *lot = json_is_integer(jlot) ? json_integer_value(jlot) : -1;
    if (!json_is_object(j) || !json_is_string(jid)) {
        snprintf(why, n, "not a request with a string \"id\"");
    } else if (jlot && (!json_is_integer(jlot) || *lot < 0 || *lot > 999999999999999LL)) {
        snprintf(why, n, "\"lot_cents\" is not a whole number of cents from 0 to 999999999999999");
    } else if (!json_is_string(game) || strcmp(json_string_value(game), g->id)) {
        snprintf(why, n, "not a unit of %s", g->id);
    } else if ((rc = lc_unit_read(g, json_object_get(j, "unit"), u, why, n)) == 0) {
        snprintf(serial, serialn, "%s", json_string_value(jid));
        if (jlot && !(*send_len = strip_lot(j, line, len)))
            rc = -1, snprintf(why, n, "a declared lot that cannot be taken out of the line");   /* GCOVR_EXCL_LINE */
    }
    json_decref(j);
    return rc;
}

static record *new_record(chunk *c)
{
    if (c->nrec == c->cap)
        c->rec = lc_xrealloc(c->rec, (c->cap = c->cap ? c->cap * 2 : 8192) * sizeof *c->rec);
    return &c->rec[c->nrec++];
}

/* Keep text in the chunk's side buffer; its offset, or -1 past what a
 * record's 32-bit offset can name. */
static long side_text(chunk *c, const char *text)
{
    size_t n = strlen(text) + 1;
    if (c->rlen + n > UINT32_MAX)
        return -1;   /* GCOVR_EXCL_LINE: a chunk holds far less */
    if (c->rlen + n > c->rcap)
        c->reasons = lc_xrealloc(c->reasons, c->rcap = (c->rlen + n) * 2 + 4096);
    memcpy(c->reasons + c->rlen, text, n);
    c->rlen += n;
    return (long)(c->rlen - n);
}

/* The slow path for a line: jansson, and either a unit (its decoded serial
 * in the side text) or the reason it is unreadable. */
static void slow_line(const lc_game *g, chunk *c, record *r, size_t off, size_t len, lc_unit *u, lc_scan_ids *ids)
{
    char *line = c->data + off;
    char why[200], serial[LC_MAX_SERIAL];
    size_t send_len = 0;
    if (len && line[len - 1] == '\r')
        len--;
    int bad = read_slowly(g, line, len, u, why, sizeof why, serial, sizeof serial, &ids->lot, &send_len);
    r->send_len = (uint32_t)send_len;
    long at = side_text(c, bad ? why : serial);
    if (bad) {
        r->status = UNREADABLE;
        r->id_off = at < 0 ? 0 : (uint32_t)at;
        r->id_len = at < 0 ? 0 : (uint32_t)strlen(why);
    } else if (at < 0) {   /* no room left for the serial: the line is not lost, it is unreadable */
        r->status = UNREADABLE;
    } else {
        ids->id = c->reasons + at;
        ids->idlen = strlen(serial);
        r->id_side = 1;
    }
}

static void evaluate_record(const lc_game *g, chunk *c, record *r, const lc_unit *u, const lc_scan_ids *ids)
{
    lc_outcome o;
    r->id_off = (uint32_t)(ids->id - (r->id_side ? c->reasons : c->data));
    r->id_len = (uint32_t)ids->idlen;
    lc_serial_split(ids->id, ids->idlen, &r->id_key, &r->id_number);
    r->lot = ids->lot;
    lc_evaluate(g, u, &o, 0);
    r->status = (uint8_t)o.status;
    r->amount = o.amount;
    memcpy(r->grid, o.grid, sizeof r->grid);
    memcpy(r->level, o.level, sizeof r->level);
    r->stake = u->stake_cents;
    r->notes = (uint8_t)o.notes;
    for (int gi = 0; gi < g->ngrids; gi++) {
        int k = 0;
        for (int i = 0; g->grids[gi].spots && i < g->grids[gi].ncells; i++)
            k += LC_IS_CELL_VALUE(u->cell[gi][i]);
        r->spots[gi] = (uint8_t)k;
    }
    for (int k = 0; k < o.nviol; k++)
        for (int ci = 0; ci < g->nchecks && ci < 64; ci++)
            if (g->checks[ci].clause == o.viol[k])
                r->checks |= 1ULL << ci;
}

/* Each line: the scanner reads it and finds its end; whatever it does not
 * take goes the slow way. */
static void parse_chunk(const lc_scanner *s, chunk *c)
{
    const lc_game *g = s->g;
    size_t glen = s->idlen;
    c->nrec = c->rlen = 0;
    if (c->overlong) {
        record *r = new_record(c);
        memset(r, 0, sizeof *r);
        r->status = UNREADABLE;
        r->id_off = (uint32_t)side_text(c, "line longer than the 1 MiB limit");
        r->id_len = (uint32_t)strlen(c->reasons);
        return;
    }
    for (size_t off = 0; off < c->len;) {
        record *r = new_record(c);
        lc_unit u;
        lc_scan_ids ids;
        size_t used;
        memset(r, 0, sizeof *r);
        r->off = (uint32_t)off;
        if (lc_scan_request_at(s, c->data + off, c->len - off, &u, &ids, &used) == 0 && ids.gamelen == glen &&
            !memcmp(ids.game, g->id, glen)) {
            r->len = (uint32_t)used;
            if (ids.lot >= 0) {   /* the lot is the line's last key: cut there (a candidate is not told it) */
                *(char *)ids.lot_at = '}';
                r->send_len = (uint32_t)(ids.lot_at + 1 - (c->data + off));
            }
        } else {
            const char *nl = memchr(c->data + off, '\n', c->len - off);
            used = nl ? (size_t)(nl - (c->data + off)) : c->len - off;
            r->len = (uint32_t)used;
            slow_line(g, c, r, off, used, &u, &ids);
        }
        if (r->status != UNREADABLE)
            evaluate_record(g, c, r, &u, &ids);
        off += used + 1;
    }
}

static void *worker(void *arg)
{
    verifier *v = arg;
    pthread_mutex_lock(&v->mu);
    for (;;) {
        while (v->nparsed == v->nread && !v->eof && !v->stop)
            pthread_cond_wait(&v->cv, &v->mu);
        if (v->nparsed == v->nread || v->stop)
            break;
        chunk *c = &v->ring[v->nparsed++ % INFLIGHT];
        pthread_mutex_unlock(&v->mu);
        parse_chunk(&v->scanner, c);
        pthread_mutex_lock(&v->mu);
        c->ready = 1;
        pthread_cond_broadcast(&v->cv);
    }
    pthread_mutex_unlock(&v->mu);
    return NULL;
}

/* ---- the merge: records in order into blocks --------------------------------------------- */

/* The producer's declared lot against what the unit pays. */
static void tally_lot(const lc_game *g, lc_block_result *b, const record *r, const char *id, long lineno)
{
    if (r->lot < 0) {
        b->undeclared++;
        return;
    }
    int row = lc_game_amount_in_table(g, r->lot);
    b->declared++;
    if (row >= 0)
        b->declared_lots[row]++;
    else if (r->lot > 0)
        b->declared_off_table++;
    if (r->lot != r->amount && b->lot_mismatches++ < LC_BLOCK_SAMPLES) {
        char text[200], lot[48], pays[48];
        snprintf(text, sizeof text, "%.*s declared %s, pays %s", (int)(r->id_len > 60 ? 60 : r->id_len), id,
                 lc_money(g, lot, sizeof lot, r->lot), lc_money(g, pays, sizeof pays, r->amount));
        lc_samples_add(&b->s_lot, lineno, text, strlen(text));
    }
}

static void tally(verifier *v, lc_block_result *b, const record *r, const char *id, long lineno)
{
    uint64_t i = b->units++;
    b->staked += r->stake;
    tally_lot(v->g, b, r, id, lineno);
    if (r->status == LC_ANOMALY) {
        b->anomalies++;
        for (int c = 0; c < v->g->nchecks && c < 64; c++)
            b->by_check[c] += r->checks >> c & 1;
        lc_samples_add(&b->s_anomaly, lineno, id, r->id_len);
        return;
    }
    if (r->notes) {
        for (int k = 0; k < LC_MAX_NOTES; k++)
            b->notes[k] += r->notes >> k & 1;
        lc_samples_add(&b->s_note, lineno, id, r->id_len);
    }
    for (int gi = 0; gi < v->g->ngrids && v->g->table_clause < 0; gi++) {   /* a draw game: its ranks */
        if (r->level[gi] >= 0)
            b->ranks[gi][r->level[gi]]++;
        b->plays_of[gi][r->spots[gi]]++;
    }
    if (r->amount > 0) {
        int row = lc_game_amount_in_table(v->g, r->amount);
        b->winners++;
        b->paid += r->amount;
        v->wins[i >> 6] |= 1ULL << (i & 63);
        if (row >= 0)
            b->lots[row]++;
        else if (v->g->table_clause >= 0) {   /* a draw game has no table: its amounts are its levels' */
            b->off_table++;
            lc_samples_add(&b->s_off_table, lineno, id, r->id_len);
        }
    }
}

static void merge_record(verifier *v, const chunk *c, const record *r)
{
    lc_block_result *b = v->run->beyond ? NULL : current(v, v->run->lines + 1);
    if (!b)
        return;
    long lineno = (long)++v->run->lines;
    const char *id = (r->id_side ? c->reasons : c->data) + r->id_off;
    if (r->status == UNREADABLE) {
        b->unreadable++;
        lc_samples_add(&b->s_unreadable, lineno, r->id_len ? c->reasons + r->id_off : "unreadable", r->id_len ? r->id_len : 10);
        return;
    }
    if (!v->serr_set && lc_serials_add(v->seen, id, r->id_len, r->id_key, r->id_number, (uint64_t)lineno, &v->serr))
        v->serr_set = 1;
    tally(v, b, r, id, lineno);
    if (v->cand) {
        lc_block_unit u = {c->data + r->off, id, r->send_len ? r->send_len : r->len, r->id_len, v->run->nblocks - 1, lineno,
                           (lc_status)r->status, r->amount, r->grid, r->notes};
        lc_block_cand_add(v->cand, v->run, &u);
    }
}

/* ---- blocks ------------------------------------------------------------------------- */

void lc_block_judge(const lc_game *g, const lc_block_opts *o, lc_block_run *run)
{
    uint64_t units = o->units ? o->units : (uint64_t)g->block_units;
    for (int i = 0; i < run->nblocks; i++) {
        lc_block_result *b = &run->blocks[i];
        int ok = b->units == units && !b->anomalies && !b->off_table && !b->duplicates && !b->unreadable &&
                 !b->disagreements && lc_spread_ok(&b->spread, o->alpha);
        ok = ok && (!b->declared || (!b->lot_mismatches && !b->undeclared));
        for (int r = 0; r < g->nrows; r++)
            ok = ok && (int64_t)b->lots[r] == g->rows[r].lots * (int64_t)units / g->block_units;
        b->conforming = ok && lc_block_chances_ok(g, b, o->alpha);
    }
}

/* Each level of a draw game found as often as its chance says, over the
 * plays of the block: both tails of each, at alpha shared among the levels. */
double lc_block_chance_alpha(const lc_game *g, double alpha)
{
    int n = 0;
    for (int gi = 0; gi < g->ngrids; gi++)
        n += g->grids[gi].nlev;
    return n ? alpha / n : alpha;
}

/* A level of a table of spots is tried by the plays of that count only. */
uint64_t lc_block_trials(const lc_game *g, const lc_block_result *b, int gi, int i)
{
    int k = g->grids[gi].lev[i].spots;
    return k ? b->plays_of[gi][k] : b->units - b->anomalies;
}

void lc_block_chance(const lc_game *g, const lc_block_result *b, int gi, int i, double *low, double *high)
{
    lc_binomial_tails(lc_block_trials(g, b, gi, i), lc_level_chance(&g->grids[gi].lev[i]), b->ranks[gi][i], low, high);
}

int lc_block_chances_ok(const lc_game *g, const lc_block_result *b, double alpha)
{
    double a = lc_block_chance_alpha(g, alpha), low, high;
    for (int gi = 0; gi < g->ngrids && g->table_clause < 0; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++) {
            lc_block_chance(g, b, gi, i, &low, &high);
            if (low < a || high < a)
                return 0;
        }
    return 1;
}

double lc_block_staked(const lc_game *g, const lc_block_result *b)
{
    return g->nstakes ? (double)b->staked : (double)b->units * (double)g->unit_price;
}

int lc_block_run_ok(const lc_block_run *run)
{
    int ok = run->nblocks > 0;
    for (int i = 0; i < run->nblocks; i++)
        ok &= run->blocks[i].conforming;
    return ok;
}

/* The index of the block holding a line. */
static int block_of(const lc_block_run *run, uint64_t line)
{
    int lo = 0, hi = run->nblocks - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (run->blocks[mid].first_line <= line)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

typedef struct {
    lc_block_run *run;
    lc_serials *s;
} dup_ctx;

static void count_duplicates(void *arg, uint64_t line, uint64_t count, uint64_t first_line, uint64_t key,
                             uint64_t number)
{
    dup_ctx *d = arg;
    for (uint64_t k = 0; k < count; k++) {
        lc_block_result *b = &d->run->blocks[block_of(d->run, line + k)];
        b->duplicates++;
        if (b->s_duplicate.n == LC_BLOCK_SAMPLES && (uint64_t)b->s_duplicate.line[LC_BLOCK_SAMPLES - 1] < line + k)
            continue;   /* not among the first lines: counted, not named */
        char serial[160], text[240];
        lc_serials_text(d->s, key, number + k, serial, sizeof serial);
        snprintf(text, sizeof text, "%s (as line %llu)", serial, (unsigned long long)(first_line + k));
        lc_samples_keep_lowest(&b->s_duplicate, (long)(line + k), text, strlen(text));
    }
}

int lc_block_duplicates(lc_block_run *run, lc_serials *s, lc_error *err)
{
    dup_ctx d = {run, s};
    return run->nblocks ? lc_serials_finish(s, count_duplicates, &d, run->serials, &run->serials_complete, err) : 0;
}

static void progress(verifier *v, int last)
{
    double done = v->size_hint ? (double)v->run->bytes / (double)v->size_hint : -1;
    lc_progress_show(&v->bar, v->run->lines, done, last);
}

/* Merge every chunk that is ready, in order. */
static void merge_ready(verifier *v, int wait_all)
{
    pthread_mutex_lock(&v->mu);
    while (v->nmerged < v->nread) {
        chunk *c = &v->ring[v->nmerged % INFLIGHT];
        if (!c->ready) {
            if (!wait_all && v->nread - v->nmerged < INFLIGHT)
                break;
            pthread_cond_wait(&v->cv, &v->mu);
            continue;
        }
        pthread_mutex_unlock(&v->mu);
        for (size_t i = 0; i < c->nrec; i++)
            merge_record(v, c, &c->rec[i]);
        progress(v, 0);
        pthread_mutex_lock(&v->mu);
        c->ready = 0;
        v->nmerged++;
        pthread_cond_broadcast(&v->cv);
    }
    pthread_mutex_unlock(&v->mu);
}

/* Hand the slot's chunk to the workers. */
static void publish(verifier *v)
{
    pthread_mutex_lock(&v->mu);
    v->nread++;
    pthread_cond_broadcast(&v->cv);
    pthread_mutex_unlock(&v->mu);
}

/* Fill buf from fd up to n bytes or the end: a pipe gives 64 KiB a read,
 * and a chunk of a few lines costs the merge as much as a full one. */
static ssize_t fill(int fd, char *buf, size_t n)
{
    size_t got = 0;
    while (got < n) {
        ssize_t k = read(fd, buf + got, n - got);
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0)
            return got ? (ssize_t)got : -1;
        if (k == 0)
            break;
        got += (size_t)k;
    }
    return (ssize_t)got;
}

/* Lines before a shard: counted, not read. Returns where the shard starts. */
static size_t skip_lines(verifier *v, const char *data, size_t start, size_t len, int at_end)
{
    while (v->skip && start < len) {
        const char *nl = memchr(data + start, '\n', len - start);
        if (!nl && !at_end)
            break;
        start = nl ? (size_t)(nl - data) + 1 : len;
        v->skip--;
        v->run->lines++;
        v->run->skipped++;
    }
    return start;
}

/* Read chunks into the ring: each ends at a newline; what follows the last
 * newline is carried into the next. A line over the limit is skipped to
 * its end and stands as one unreadable line. */
static int read_all(verifier *v, int fd, lc_error *err)
{
    char *carry = lc_xmalloc(LC_MAX_LINE + 1);
    size_t ncarry = 0;
    int skipping = 0, rc = 0;
    for (;;) {
        merge_ready(v, 0);   /* frees the slot we are about to fill, waiting if need be */
        if (v->run->beyond)
            break;   /* the shard's last block is complete */
        chunk *c = &v->ring[v->nread % INFLIGHT];
        memcpy(c->data, carry, ncarry);
        ssize_t k = fill(fd, c->data + ncarry, READ_CHUNK);
        if (k < 0) {
            rc = lc_fail(err, NULL, 0, 0, NULL, "read error: %s", strerror(errno));
            break;
        }
        v->run->bytes += (uint64_t)k;
        size_t have = ncarry + (size_t)k, start = 0;
        if (skipping) {   /* the rest of an over-long line */
            char *nl = memchr(c->data, '\n', have);
            if (!nl && k) {
                ncarry = 0;
                continue;
            }
            start = nl ? (size_t)(nl - c->data) + 1 : have;
            skipping = 0;
        }
        char *last = k ? memrchr(c->data + start, '\n', have - start) : NULL;
        size_t len = k ? (last ? (size_t)(last - c->data) + 1 : start) : have;   /* at the end: all */
        start = skip_lines(v, c->data, start, len, k == 0);
        ncarry = have - len;
        int overlong = ncarry >= LC_MAX_LINE;   /* checked before the carry buffer is touched */
        if (!overlong)
            memcpy(carry, c->data + len, ncarry);
        memmove(c->data, c->data + start, len - start);
        c->len = len - start;
        c->overlong = 0;
        c->data[c->len] = '\0';   /* the scanner's sentinel after a last line without newline */
        if (overlong && v->skip) {   /* an over-long line before the shard: one line skipped */
            v->skip--;
            v->run->lines++;
            v->run->skipped++;
            ncarry = 0;
            skipping = 1;
        } else if (overlong) {   /* no newline in sight: one unreadable line */
            publish(v);
            merge_ready(v, 0);
            c = &v->ring[v->nread % INFLIGHT];
            c->len = 1;
            c->data[0] = '\0';
            c->overlong = 1;
            ncarry = 0;
            skipping = 1;
        }
        if (c->len)
            publish(v);
        if (k == 0)
            break;
    }
    free(carry);
    return rc;
}

int lc_block_verify(const lc_game *g, int fd, uint64_t size_hint, const lc_block_opts *o, lc_block_run *run,
                    lc_error *err)
{
    verifier *v = lc_xcalloc(1, sizeof *v);
    *v = (verifier){.g = g, .o = o, .run = run, .block_units = o->units ? o->units : (uint64_t)g->block_units,
                    .size_hint = size_hint};
    memset(run, 0, sizeof *run);
    lc_scanner_init(&v->scanner, g);
    if (o->candidate) {
        lc_cand *c = lc_cand_new(o->candidate, o->timeout, o->confine, err);
        if (!c) {
            free(v);
            return -1;
        }
        lc_cand_light(c);   /* status, amount and the rest folded are all a block asks of an answer */
        v->cand = lc_block_cand_start(c, g, o->confine && o->confine->require_fields);
    }
    v->wins = lc_xcalloc((v->block_units + 63) / 64, sizeof *v->wins);
    v->seen = lc_serials_new();
    run->first_block = o->first_block ? o->first_block : 1;
    v->skip = (run->first_block - 1) * v->block_units;
    if (o->keep_serials)
        run->serials = json_object();
    (void)fcntl(fd, F_SETPIPE_SZ, 1 << 20);   /* a pipe: fewer, larger reads (refused on a file); 8 MiB gained nothing */
    for (int i = 0; i < INFLIGHT; i++)
        v->ring[i].data = lc_xmalloc(READ_CHUNK + LC_MAX_LINE + 16);
    pthread_mutex_init(&v->mu, NULL);
    pthread_cond_init(&v->cv, NULL);
    pthread_t th[WORKERS];
    int started = 0;
    for (int i = 0; i < WORKERS; i++)
        started += pthread_create(&th[started], NULL, worker, v) == 0;
    v->t0 = lc_now();
    lc_progress_start(&v->bar, o->progress);
    int rc = started ? read_all(v, fd, err) : lc_fail(err, NULL, 0, 0, NULL, "cannot start a thread");
    pthread_mutex_lock(&v->mu);
    v->eof = 1;
    v->stop = rc != 0;
    pthread_cond_broadcast(&v->cv);
    pthread_mutex_unlock(&v->mu);
    if (rc == 0)
        merge_ready(v, 1);
    for (int i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    if (v->cand && lc_block_cand_end(v->cand, run, rc ? NULL : err))
        rc = -1;
    progress(v, 1);
    if (run->nblocks)   /* the last block's spread: its bits are still there */
        lc_spread_compute(v->wins, run->blocks[run->nblocks - 1].units, 100, &run->blocks[run->nblocks - 1].spread);
    if (rc == 0 && v->serr_set)
        rc = lc_fail(err, NULL, 0, 0, NULL, "%s", v->serr.message);
    if (rc == 0)
        rc = lc_block_duplicates(run, v->seen, err);
    lc_block_judge(g, o, run);
    run->seconds = lc_now() - v->t0;
    for (int i = 0; i < INFLIGHT; i++) {
        free(v->ring[i].data);
        free(v->ring[i].rec);
        free(v->ring[i].reasons);
    }
    pthread_mutex_destroy(&v->mu);
    pthread_cond_destroy(&v->cv);
    free(v->wins);
    lc_serials_free(v->seen);
    free(v);
    return rc;
}

void lc_block_free(lc_block_run *run)
{
    free(run->blocks);
    json_decref(run->serials);
    memset(run, 0, sizeof *run);
}
