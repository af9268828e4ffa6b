/* ref_eval.c — the reference evaluator (see ref_eval.h). Each function cites
 * the article it implements. */
#include "ref_eval.h"

#include <string.h>

const char *const REF_FAULTS[] = {
    "joker-ignored",          /* 4.1: the Joker never marks */
    "columns-paid",           /* 4.7: a vertical line pays like a row on grille-2 */
    "levels-summed",          /* 4.9: all levels reached on a grid add up */
    "bonus-ignored-grille-2", /* 4.4: the 3 bonus balls are not reported on grille-2 */
    "anti-diagonal-missed",   /* 4.6: only the top-left diagonal is recognised */
    "corners-on-grille-2",    /* 4.5: grille-2 pays the corners too */
    "full-grid-as-lines",     /* 4.7: a full grid pays as three lines */
    "drawn-not-distinct",     /* 4.4: a bonus repeating a boule is accepted */
    "range-76",               /* 4.2: 76 accepted as a Bingo number */
    "misprint-paid",          /* 3.3: an anomaly is evaluated and paid */
    "sb-bonus-ignored-verte", /* 3.5: the bonus does not serve the green grid */
    "sb-colours-crossed",     /* 3.5: blue tokens are checked on the green grid */
    "sb-bonus-twice",         /* 3.5: a bonus equal to a token counts twice */
    "sb-five-nothing",        /* 3.6: five matches pay nothing */
    "sb-column-unchecked",    /* 3.2: column ranges are not enforced */
    "sb-remedy-void",         /* 3.3: the ticket's misprint is voided, not refunded */
    "sb-zero-token",          /* 3.3: a token 0 is accepted as 1..9 */
    "sb-highest-grid-only",   /* 3.67: only the higher grid pays */
    "off-table-note-missing", /* table: no off-table note */
    "several-ways-note-missing", /* 4.9: a grid winning two ways carries no note */
    "anomalies-cancel",       /* 4.1 / 3.3: each part flips a flag, so two bad parts make a good ticket */
    NULL,
};

static int fault = -1;

/* Readings of the register other than the default, each as its text says
 * (not as src/ does it): the oracle for the cases written for them. */
static const char *const READINGS[] = {
    "I-BINGO-DRAWN-DISTINCT=within-each-draw", /* the boules distinct, the bonus distinct, a bonus may repeat a boule */
    "I-BINGO-ONE-WAY=announces-the-rule",      /* a grid winning two ways carries no note */
    "I-SB-DISTINCT=twice",                     /* a bonus equal to a token counts again */
    "I-SB-FIVE=no-prize",                      /* five matches pay nothing (3.5 lists 1 to 4) */
    "I-SB-DOUBLE-WIN=highest-grid-only",       /* a double not permitted pays its higher grid, the blue one on a tie */
    NULL,
};
static unsigned readings;   /* bit i: READINGS[i] in force */

int ref_set_reading(const char *entry_eq_reading)
{
    for (int i = 0; READINGS[i]; i++)
        if (!strcmp(READINGS[i], entry_eq_reading)) {
            readings |= 1u << i;
            return 0;
        }
    return -1;
}

static int reads(const char *r)
{
    for (int i = 0; READINGS[i]; i++)
        if (!strcmp(READINGS[i], r))
            return readings >> i & 1;
    return 0;
}

int ref_set_fault(const char *name)
{
    for (int i = 0; REF_FAULTS[i]; i++)
        if (!strcmp(REF_FAULTS[i], name)) {
            fault = i;
            return 0;
        }
    return -1;
}

static int is(const char *name) { return fault >= 0 && !strcmp(REF_FAULTS[fault], name); }

static void note(ref_outcome *o, const char *n) { o->notes[o->nnotes++] = n; }

static int in_table(const long *table, long amount)
{
    for (int i = 0; table[i]; i++)
        if (table[i] == amount)
            return 1;
    return 0;
}

/* ---- Bingo, règlement of 4 June 2012 ----------------------------------- */

/* 4.1, 4.2, 4.4: two grids of 15 distinct numbers in 1..75 and one Joker;
 * 15 boules and 3 bonus, 18 distinct numbers in 1..75. */
static int bingo_grid_ok(const ref_unit *u, int g, int hi)
{
    int jokers = 0, seen[80] = {0};
    for (int c = 0; c < 16; c++) {
        int v = u->cell[g][c];
        if (v == REF_J) { jokers++; continue; }
        if (v == REF_BLANK || v < 1 || v > hi || seen[v]++) return 0;
    }
    return jokers == 1;
}

static int bingo_draws_ok(const ref_unit *u, int hi)
{
    if (u->ndraw[0] != 15 || u->ndraw[1] != 3) return 0;
    int seen[80] = {0}, per_draw = reads("I-BINGO-DRAWN-DISTINCT=within-each-draw");
    for (int d = 0; d < 2; d++) {
        if (per_draw) memset(seen, 0, sizeof seen);
        for (int i = 0; i < u->ndraw[d]; i++) {
            int v = u->draw[d][i];
            if (v < 1 || v > hi) return 0;
            if (seen[v]++ && !is("drawn-not-distinct")) return 0;
        }
    }
    return 1;
}

/* The parts of a ticket, each good or bad: the ticket conforms when all
 * are good (with the fault, when an even number are bad). */
static int parts_ok(const int *ok, int n)
{
    int bad = 0;
    for (int i = 0; i < n; i++) bad += !ok[i];
    return is("anomalies-cancel") ? bad % 2 == 0 : bad == 0;
}

static int bingo_conforms(const ref_unit *u)
{
    int hi = is("range-76") ? 76 : 75;
    int ok[3] = {bingo_grid_ok(u, 0, hi), bingo_grid_ok(u, 1, hi), bingo_draws_ok(u, hi)};
    return parts_ok(ok, 3);
}

static int bingo_marked(const ref_unit *u, int g, int r, int c)
{
    int v = u->cell[g][r * 4 + c];
    if (v == REF_J) return !is("joker-ignored");
    int ndraws = (g == 1 && is("bonus-ignored-grille-2")) ? 1 : 2;
    for (int d = 0; d < ndraws; d++)
        for (int i = 0; i < u->ndraw[d]; i++)
            if (u->draw[d][i] == v) return 1;
    return 0;
}

/* 4.6: corners 2 €, one diagonal 20 €, two diagonals 100 €; 4.9 highest.
 * *two_ways: the grid wins more than one way (4.9, first sentence): one
 * diagonal and the corners. Two diagonals hold the four corners: one way. */
static long bingo_grille_1(const ref_unit *u, int *two_ways)
{
    int corners = bingo_marked(u, 0, 0, 0) && bingo_marked(u, 0, 0, 3) && bingo_marked(u, 0, 3, 0) &&
                  bingo_marked(u, 0, 3, 3);
    int d1 = 1, d2 = 1;
    for (int i = 0; i < 4; i++) {
        d1 &= bingo_marked(u, 0, i, i);
        d2 &= bingo_marked(u, 0, i, 3 - i);
    }
    if (is("anti-diagonal-missed")) d2 = 0;
    *two_ways = corners && (d1 != d2);
    if (is("levels-summed"))
        return (d1 && d2 ? 10000 : 0) + (d1 || d2 ? 2000 : 0) + (corners ? 200 : 0);
    return d1 && d2 ? 10000 : d1 || d2 ? 2000 : corners ? 200 : 0;
}

/* 4.7: 1, 2, 3 horizontal lines 4 €, 40 €, 1 000 €; full grid 10 000 €;
 * no vertical line. */
static long bingo_grille_2(const ref_unit *u)
{
    int rows = 0, cols = 0, all = 1;
    for (int r = 0; r < 4; r++) {
        int full = 1;
        for (int c = 0; c < 4; c++) full &= bingo_marked(u, 1, r, c);
        rows += full;
        all &= full;
    }
    for (int c = 0; c < 4; c++) {
        int full = 1;
        for (int r = 0; r < 4; r++) full &= bingo_marked(u, 1, r, c);
        cols += full;
    }
    if (is("columns-paid")) rows += cols;
    int corners = bingo_marked(u, 1, 0, 0) && bingo_marked(u, 1, 0, 3) && bingo_marked(u, 1, 3, 0) &&
                  bingo_marked(u, 1, 3, 3);
    long amount = all && !is("full-grid-as-lines") ? 1000000 : rows >= 3 ? 100000 : rows == 2 ? 4000 : rows == 1 ? 400 : 0;
    if (is("levels-summed"))
        amount = (all ? 1000000 : 0) + (rows >= 3 ? 100000 : 0) + (rows >= 2 ? 4000 : 0) + (rows >= 1 ? 400 : 0);
    if (is("corners-on-grille-2") && corners && amount < 200) amount = 200;
    return amount;
}

static void bingo(const ref_unit *u, ref_outcome *o)
{
    static const long table[] = {1000000, 100000, 10000, 4000, 2400, 600, 400, 200, 0};
    if (!bingo_conforms(u) && !is("misprint-paid")) {
        o->status = "anomaly";
        o->remedy = "void";
        return;
    }
    int two_ways;
    o->grid[0] = bingo_grille_1(u, &two_ways);
    o->grid[1] = bingo_grille_2(u);
    o->amount = o->grid[0] + o->grid[1];   /* 4.8 */
    if (two_ways && !is("several-ways-note-missing") && !reads("I-BINGO-ONE-WAY=announces-the-rule"))
        note(o, "several-ways");
    if (o->amount > 0 && !in_table(table, o->amount) && !is("off-table-note-missing"))
        note(o, "off-table");
}

/* ---- Super Bingo: 2004 ticket art. 3, 2006 internet art. 4 ------------- */

static int decade_of(int v) { return v >= 1 && v <= 9 ? 0 : v >= 10 && v <= 39 ? v / 10 : -1; }

/* 3.2 / 4.3: 7 distinct numbers and 5 blanks; column c holds numbers of
 * decade c. 3.3 / 4.4: 4 tokens per colour, one per decade; a bonus; all in
 * 1..39. */
static int sb_grid_ok(const ref_unit *u, int g)
{
    int nums = 0, blanks = 0, seen[40] = {0};
    for (int c = 0; c < 12; c++) {
        int v = u->cell[g][c];
        if (v == REF_BLANK) { blanks++; continue; }
        if (v == REF_J || v < 1 || v > 39 || seen[v]++) return 0;
        if (decade_of(v) != c % 4 && !is("sb-column-unchecked")) return 0;
        nums++;
    }
    return nums == 7 && blanks == 5;
}

static int sb_tokens_ok(const ref_unit *u, int d)
{
    int per[4] = {0};
    if (u->ndraw[d] != 4) return 0;
    for (int i = 0; i < 4; i++) {
        int v = u->draw[d][i];
        if (v == 0 && is("sb-zero-token")) v = 1;
        if (v < 1 || v > 39) return 0;
        per[decade_of(v)]++;
    }
    for (int k = 0; k < 4; k++)
        if (per[k] != 1) return 0;
    return 1;
}

static int sb_conforms(const ref_unit *u)
{
    int ok[5] = {sb_grid_ok(u, 0), sb_grid_ok(u, 1), sb_tokens_ok(u, 0), sb_tokens_ok(u, 1),
                 u->ndraw[2] == 1 && u->draw[2][0] >= 1 && u->draw[2][0] <= 39};
    return parts_ok(ok, 5);
}

/* 3.5 / 4.6: distinct grid numbers found among this colour's tokens and the
 * bonus; the bonus serves both grids. */
static int sb_matches(const ref_unit *u, int g)
{
    int tokens = is("sb-colours-crossed") ? 1 - g : g, n = 0;
    int bonus_serves = !(g == 1 && is("sb-bonus-ignored-verte"));
    for (int c = 0; c < 12; c++) {
        int v = u->cell[g][c], hit = 0;
        if (v == REF_BLANK) continue;
        for (int i = 0; i < u->ndraw[tokens]; i++) hit += u->draw[tokens][i] == v;
        int bonus = bonus_serves && u->draw[2][0] == v;
        n += is("sb-bonus-twice") || reads("I-SB-DISTINCT=twice") ? hit + bonus : (hit || bonus);
    }
    return n;
}

/* 3.6 / 4.7, with five matches paying the 4-match level (reading I-SB-FIVE of the register). */
static long sb_level(int m, int *beyond)
{
    static const long pay[] = {0, 400, 4000, 40000, 500000};
    *beyond = m >= 5;
    if (m >= 5 && reads("I-SB-FIVE=no-prize")) *beyond = 0;
    if (m >= 5) return is("sb-five-nothing") || reads("I-SB-FIVE=no-prize") ? 0 : 500000;
    return pay[m];
}

static void super_bingo(const ref_unit *u, ref_outcome *o)
{
    static const long table[] = {500000, 40000, 4400, 4000, 800, 400, 0};
    if (!sb_conforms(u) && !is("misprint-paid")) {
        o->status = "anomaly";
        o->remedy = u->game == REF_SB04 && !is("sb-remedy-void") ? "refund" : "void";
        return;
    }
    int beyond[2];
    o->grid[0] = sb_level(sb_matches(u, 0), &beyond[0]);
    o->grid[1] = sb_level(sb_matches(u, 1), &beyond[1]);
    if ((beyond[0] && o->grid[0]) || (beyond[1] && o->grid[1])) note(o, "count-beyond-table");
    if (is("sb-highest-grid-only") && o->grid[0] && o->grid[1]) {
        if (o->grid[0] >= o->grid[1]) o->grid[1] = 0; else o->grid[0] = 0;
    }
    if (o->grid[0] && o->grid[1]) {   /* 3.67 / 4.8: 40 + 4 and 4 + 4 only */
        long a = o->grid[0], b = o->grid[1];
        int ok = (a == 4000 && b == 400) || (a == 400 && b == 4000) || (a == 400 && b == 400);
        if (!ok && reads("I-SB-DOUBLE-WIN=highest-grid-only")) {
            if (a >= b) o->grid[1] = 0; else o->grid[0] = 0;
        } else if (!ok) {
            note(o, "combination-not-permitted");
        }
    }
    o->amount = o->grid[0] + o->grid[1];
    if (o->amount > 0 && !in_table(table, o->amount) && !is("off-table-note-missing"))
        note(o, "off-table");
}

void ref_evaluate(const ref_unit *u, ref_outcome *o)
{
    memset(o, 0, sizeof *o);
    if (u->game == REF_BINGO)
        bingo(u, o);
    else
        super_bingo(u, o);
    if (!o->status)
        o->status = o->amount > 0 ? "win" : "lose";
}
