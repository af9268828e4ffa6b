/* ref_main.c — the reference C candidate: the protocol of docs/protocol.md
 * around ref_eval.c. `--fault NAME` turns it into a faulty candidate;
 * `--list-faults` names them. */
#include "ref_eval.h"
#include "ref_fast.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const GAMES[] = {"fdj-bingo-2012", "fdj-super-bingo-2004", "fdj-super-bingo-internet-2006"};
static const char *const GRIDS[2][2] = {{"grille-1", "grille-2"}, {"bleue", "verte"}};
static const char *const DRAWS[2][3] = {{"boules", "bonus", NULL}, {"jetons-bleus", "jetons-verts", "bonus"}};

static int read_cell(json_t *v, int *out)
{
    if (json_is_integer(v)) {
        json_int_t x = json_integer_value(v);
        *out = x < -999 ? -999 : x > 999 ? 999 : (int)x;
    } else if (json_is_null(v)) {
        *out = REF_BLANK;
    } else if (json_is_string(v) && !strcmp(json_string_value(v), "J")) {
        *out = REF_J;
    } else {
        return -1;
    }
    return 0;
}

static const char *read_unit(json_t *unit, int game, ref_unit *u)
{
    int sb = game != REF_BINGO, rows = sb ? 3 : 4;
    json_t *grids = json_object_get(unit, "grids"), *draws = json_object_get(unit, "draws");
    if (!json_is_object(grids) || !json_is_object(draws)) return "unit needs grids and draws";
    if (json_object_size(grids) != 2 || json_object_size(draws) != (size_t)(sb ? 3 : 2)) return "unknown grid or draw";
    u->game = game;
    for (int g = 0; g < 2; g++) {
        json_t *rs = json_object_get(grids, GRIDS[sb][g]);
        if (!json_is_array(rs) || json_array_size(rs) != (size_t)rows) return "grid of the wrong shape";
        for (int r = 0; r < rows; r++) {
            json_t *row = json_array_get(rs, (size_t)r);
            if (!json_is_array(row) || json_array_size(row) != 4) return "row of the wrong shape";
            for (int c = 0; c < 4; c++)
                if (read_cell(json_array_get(row, (size_t)c), &u->cell[g][r * 4 + c])) return "bad cell";
        }
    }
    for (int d = 0; d < (sb ? 3 : 2); d++) {
        json_t *a = json_object_get(draws, DRAWS[sb][d]);
        if (!json_is_array(a) || json_array_size(a) > 32) return "bad draw";
        u->ndraw[d] = (int)json_array_size(a);
        for (int i = 0; i < u->ndraw[d]; i++) {
            json_t *v = json_array_get(a, (size_t)i);
            if (!json_is_integer(v)) return "drawn number not an integer";
            u->draw[d][i] = read_cell(v, &u->draw[d][i]) ? 0 : u->draw[d][i];
        }
    }
    return NULL;
}

static json_t *answer(json_t *req)
{
    json_t *id = json_object_get(req, "id"), *out = json_object();
    json_object_set(out, "id", id ? id : json_null());
    const char *game = json_string_value(json_object_get(req, "game"));
    int gi = -1;
    for (int i = 0; i < 3; i++)
        if (game && !strcmp(game, GAMES[i])) gi = i;
    ref_unit u;
    memset(&u, 0, sizeof u);
    const char *why = gi < 0 ? "unknown game" : read_unit(json_object_get(req, "unit"), gi, &u);
    if (why) {
        json_object_set_new(out, "error", json_string(why));
        return out;
    }
    ref_outcome o;
    ref_evaluate(&u, &o);
    json_object_set_new(out, "status", json_string(o.status));
    json_object_set_new(out, "amount_cents", json_integer(o.amount));
    if (o.remedy) {
        json_object_set_new(out, "remedy", json_string(o.remedy));
        return out;
    }
    json_t *grids = json_object(), *notes = json_array();
    for (int g = 0; g < 2; g++) json_object_set_new(grids, GRIDS[gi != REF_BINGO][g], json_integer(o.grid[g]));
    for (int i = 0; i < o.nnotes; i++) json_array_append_new(notes, json_string(o.notes[i]));
    json_object_set_new(out, "grids", grids);
    json_object_set_new(out, "notes", notes);
    return out;
}

static int plain_json;   /* --plain-json: every line through jansson, to compare the two paths */

static void answer_line(const char *line, size_t n)
{
    ref_unit u;
    const char *id;
    size_t idlen;
    if (!plain_json && ref_fast_read(line, n, &u, &id, &idlen) == 0) {
        ref_outcome o;
        ref_evaluate(&u, &o);
        ref_fast_write(stdout, id, idlen, u.game, &o);
        putchar('\n');
        return;
    }
    json_error_t je;
    json_t *req = json_loadb(line, n, 0, &je), *out;
    if (!req || !json_is_object(req))
        out = json_pack("{s:n, s:s}", "id", "error", "unreadable request");
    else
        out = answer(req);
    json_decref(req);
    json_dumpf(out, stdout, JSON_COMPACT);
    putchar('\n');
    json_decref(out);
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--list-faults")) {
            for (int f = 0; REF_FAULTS[f]; f++) puts(REF_FAULTS[f]);
            return 0;
        }
        if (!strcmp(argv[i], "--plain-json")) {
            plain_json = 1;
            continue;
        }
        if (!strcmp(argv[i], "--fault") && i + 1 < argc && ref_set_fault(argv[i + 1]) == 0) {
            i++;
            continue;
        }
        if (!strcmp(argv[i], "--reading") && i + 1 < argc && ref_set_reading(argv[i + 1]) == 0) {
            i++;
            continue;
        }
        fprintf(stderr, "usage: ref-candidate [--plain-json] [--reading ENTRY=READING]... [--fault NAME | --list-faults]\n");
        return 2;
    }
    /* Large reads in, answers out through one big buffer: write(2) once for
     * many answers, yet flushed whenever no complete request is left in
     * hand, so a client that waits for each answer still gets it at once. */
    static char out[1 << 20];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    size_t cap = 1 << 20, len = 0, at = 0;
    char *buf = malloc(cap);
    for (;;) {
        char *nl;
        while ((nl = memchr(buf + at, '\n', len - at))) {
            answer_line(buf + at, (size_t)(nl - (buf + at)));
            at = (size_t)(nl - buf) + 1;
        }
        if (fflush(stdout))
            break;   /* the reader has gone */
        memmove(buf, buf + at, len - at);   /* the part line to the front */
        len -= at;
        at = 0;
        if (len == cap)
            buf = realloc(buf, cap *= 2);
        ssize_t k = read(0, buf + len, cap - len);
        if (k <= 0)
            break;
        len += (size_t)k;
    }
    if (len)   /* a last request without its newline */
        answer_line(buf, len);
    free(buf);
    return fflush(stdout) ? 1 : 0;
}
