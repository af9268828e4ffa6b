/* lint_texts.c — quotes proven against the règlement (see lint_texts.h). */
#include "lint_texts.h"
#include "digest.h"
#include "explain.h"
#include "yread.h"
#include "ytree.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define ELISION '\x01'   /* … in a quote, once normalised */

/* ---- normalising ----------------------------------------------------------------------- */

/* Bytes of a space-like character at s (0: none): white space, and the
 * no-break, narrow no-break and thin spaces French typesetting puts
 * around « », before : and € and inside numbers. */
static int space_at(const unsigned char *s)
{
    if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
        return 1;
    if (s[0] == 0xC2 && s[1] == 0xA0)
        return 2;
    if (s[0] == 0xE2 && s[1] == 0x80 && (s[2] == 0xAF || s[2] == 0x89))
        return 3;
    return 0;
}

/* A copy with every run of spaces one space, typographic apostrophes
 * straight, and … the elision mark (in a quote) or three dots (in a text). */
static char *normalise(const char *in, int quote)
{
    const unsigned char *s = (const unsigned char *)in;
    char *out = lc_xmalloc(strlen(in) * 3 + 1), *o = out;
    int pending = 0;
    while (*s) {
        int k = space_at(s);
        if (k) {
            pending = o > out;
            s += k;
            continue;
        }
        if (pending)
            *o++ = ' ';
        pending = 0;
        if (s[0] == 0xE2 && s[1] == 0x80 && (s[2] == 0x98 || s[2] == 0x99)) {
            *o++ = '\'';
            s += 3;
        } else if (s[0] == 0xE2 && s[1] == 0x80 && s[2] == 0xA6) {
            o = quote ? (*o++ = ELISION, o) : (memcpy(o, "...", 3), o + 3);
            s += 3;
        } else {
            *o++ = (char)*s++;
        }
    }
    *o = '\0';
    return out;
}

int lc_quote_in_text(const char *quote, const char *text)
{
    char *q = normalise(quote, 1), *t = normalise(text, 0), *at = t;
    int found = 1;
    for (char *piece = q; found && piece;) {
        char *mark = strchr(piece, ELISION);
        if (mark)
            *mark = '\0';
        while (*piece == ' ')
            piece++;
        size_t n = strlen(piece);
        while (n && piece[n - 1] == ' ')
            piece[--n] = '\0';
        char *hit = n ? strstr(at, piece) : at;
        found = hit != NULL;
        at = hit ? hit + n : at;
        piece = mark ? mark + 1 : NULL;
    }
    free(q);
    free(t);
    return found;
}

/* ---- the closest passage ----------------------------------------------------------------- */

typedef struct {
    const char **w;
    size_t *len;
    int n;
} words;

static words split(char *s)
{
    words v = {lc_xmalloc((strlen(s) / 2 + 2) * sizeof *v.w), lc_xmalloc((strlen(s) / 2 + 2) * sizeof *v.len), 0};
    for (char *p = s; *p;) {
        while (*p == ' ' || *p == ELISION)
            p++;
        if (!*p)
            break;
        char *e = p;
        while (*e && *e != ' ' && *e != ELISION)
            e++;
        v.w[v.n] = p;
        v.len[v.n++] = (size_t)(e - p);
        p = e;
    }
    return v;
}

/* The window of the text, as many words long as the quote, with most of
 * the quote's words in place (then anywhere in it): what the encoder most
 * likely meant to copy. */
static void closest(const char *quote, const char *text, char *out, size_t n)
{
    char *q = normalise(quote, 1), *t = normalise(text, 0);
    words qw = split(q), tw = split(t);
    int best = -1, at = 0, m = qw.n < tw.n ? qw.n : tw.n;
    for (int s = 0; s + m <= tw.n; s++) {
        int score = 0;   /* words in place first, then words anywhere in the window */
        for (int i = 0; i < m; i++)
            score += 1000 * (tw.len[s + i] == qw.len[i] && !memcmp(tw.w[s + i], qw.w[i], qw.len[i]));
        for (int i = 0; i < qw.n; i++)
            for (int k = s; k < s + m; k++)
                if (tw.len[k] == qw.len[i] && !memcmp(tw.w[k], qw.w[i], qw.len[i])) {
                    score++;
                    break;
                }
        if (score > best)
            best = score, at = s;
    }
    size_t len = m ? (size_t)(tw.w[at + m - 1] + tw.len[at + m - 1] - tw.w[at]) : 0;
    snprintf(out, n, "%.*s", (int)(len < n - 1 ? len : n - 1), m ? tw.w[at] : "");
    free(qw.w), free(qw.len), free(tw.w), free(tw.len), free(q), free(t);
}

/* ---- the figures a quote writes -------------------------------------------------------- */

/* A number at s, in hundredths, its end in *end; -1 when none starts here.
 * French style ("1 500 000", "2,50"), or where the text writes figures the
 * English way (en), "1,500,000" and "913,129.18". */
static int64_t number_at(const char *s, const char **end, int en)
{
    if (!isdigit((unsigned char)*s))
        return -1;
    char group = en ? ',' : ' ', decimal = en ? '.' : ',';
    int64_t v = 0;
    const char *p = s;
    while (isdigit((unsigned char)*p) && v < 100000000000000LL)
        v = v * 10 + (*p++ - '0');
    while (p[0] == group && isdigit((unsigned char)p[1]) && isdigit((unsigned char)p[2]) &&
           isdigit((unsigned char)p[3]) && !isdigit((unsigned char)p[4]) && v < 100000000000LL)
        v = v * 1000 + (p[1] - '0') * 100 + (p[2] - '0') * 10 + (p[3] - '0'), p += 4;
    v *= 100;
    if (p[0] == decimal && isdigit((unsigned char)p[1]) && isdigit((unsigned char)p[2]))
        v += (p[1] - '0') * 10 + (p[2] - '0'), p += 3;
    else if (p[0] == decimal && isdigit((unsigned char)p[1]))   /* one decimal: « 1:19.4 » */
        v += (p[1] - '0') * 10, p += 2;
    *end = p;
    return v;
}

static int starts(const char *s, const char *word) { return !strncmp(s, word, strlen(word)); }

/* Counts texts write in words ("neuf numéros", "five white balls"): a
 * word of this list, alone or joined to the next by '-' or " et "
 * (vingt-quatre, dix-sept, vingt et un, twenty-one), summed; -1 when the
 * word at s is none. Whole words only, in any case; not "un", "une" or
 * "one", which are articles far more often than counts. */
static int64_t word_number(const char *s, const char **end)
{
    static const struct { const char *w; int v; } W[] = {
        {"un", 1}, {"une", 1}, {"deux", 2}, {"trois", 3}, {"quatre", 4}, {"cinq", 5}, {"six", 6},
        {"sept", 7}, {"huit", 8}, {"neuf", 9}, {"dix", 10}, {"onze", 11}, {"douze", 12}, {"treize", 13},
        {"quatorze", 14}, {"quinze", 15}, {"seize", 16}, {"vingt", 20}, {"vingts", 20}, {"trente", 30},
        {"quarante", 40}, {"cinquante", 50}, {"soixante", 60},
        {"two", 2}, {"three", 3}, {"four", 4}, {"five", 5}, {"seven", 7},
        {"eight", 8}, {"nine", 9}, {"ten", 10}, {"eleven", 11}, {"twelve", 12}, {"thirteen", 13},
        {"fourteen", 14}, {"fifteen", 15}, {"sixteen", 16}, {"seventeen", 17}, {"eighteen", 18},
        {"nineteen", 19}, {"twenty", 20}, {"thirty", 30}, {"forty", 40}, {"fifty", 50}, {"sixty", 60},
        {"seventy", 70}, {"eighty", 80}, {"ninety", 90}};
    int64_t total = -1, last = 0;
    const char *p = s;
    for (;;) {
        size_t n = 0;
        while (isalpha((unsigned char)p[n]) || (unsigned char)p[n] >= 0x80)
            n++;
        int v = -1;
        for (size_t i = 0; i < sizeof W / sizeof *W && v < 0; i++)
            v = strlen(W[i].w) == n && !strncasecmp(p, W[i].w, n) ? W[i].v : -1;
        if (v < 0 || (total < 0 && v == 1))   /* "un" alone: an article; in "vingt et un", a count */
            break;
        total = total < 0 ? v : v == 20 && last == 4 ? total - 4 + 80 : total + v;   /* quatre-vingt(s) */
        last = v;
        *end = p + n;
        if (p[n] == '-')
            p += n + 1;
        else if (!strncmp(p + n, " et ", 4) && total >= 20)
            p += n + 4;
        else
            break;
    }
    return total;
}

typedef struct {
    int64_t euros[8], ints[16], range[2], block, lots;   /* euros in cents; -1: none */
    int neuros, nints;
} figures;

/* Is the figure at p an amount of money: "2 €", "2 euros" after it, or
 * "$2", "£2" before it (a text in dollars or pounds)? */
static int money_at(const char *q, const char *p, const char *after)
{
    const char *w = *after == ' ' ? after + 1 : after;
    if (starts(w, "€") || starts(w, "euro") || starts(w, "dollar"))
        return 1;
    return (p > q && p[-1] == '$') || (p - q >= 2 && starts(p - 2, "£"));
}

static void read_figures(const char *quote, figures *f, int en)
{
    char *q = normalise(quote, 1);
    memset(f, 0, sizeof *f);
    f->range[0] = f->block = f->lots = -1;
    for (const char *p = q; *p;) {
        const char *end;
        int after_word = p > q && (isalpha((unsigned char)p[-1]) || (unsigned char)p[-1] >= 0x80);
        int64_t v = after_word ? -1 : number_at(p, &end, en), n;
        if (v < 0 && !after_word && (n = word_number(p, &end)) >= 0 && !isalpha((unsigned char)*end) &&
            (unsigned char)*end < 0x80 && f->nints < 16) {   /* a count in words */
            f->ints[f->nints++] = n;
            p = end;
            continue;
        }
        if (v < 0) {
            p++;
            continue;
        }
        const char *w = *end == ' ' ? end + 1 : end;
        if (money_at(q, p, end) && f->neuros < 8)
            f->euros[f->neuros++] = v;
        else if (v % 100 == 0 && f->nints < 16)
            f->ints[f->nints++] = v / 100;
        if (p - q >= 6 && starts(p - 6, "entre ")) {
            const char *e2;
            if (starts(w, "et ") && number_at(w + 3, &e2, en) >= 0)
                f->range[0] = v / 100, f->range[1] = number_at(w + 3, &e2, en) / 100;
        }
        if ((p - q >= 9 && starts(p - 9, "blocs de ")) || (p - q >= 8 && starts(p - 8, "bloc de ")))
            f->block = v / 100;
        if (starts(w, "lots "))
            f->lots = v / 100;
        p = end;
    }
    free(q);
}

/* ---- walking the rules file ------------------------------------------------------------ */

typedef struct {
    const lc_game *g;
    FILE *out;
    const char *text;        /* NULL: figures only */
    const char *text_path;
    int findings;
} walk;

__attribute__((format(printf, 3, 4))) static void finding(walk *w, const yt_node *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(w->out, "%s:%d:%d: ", w->g->file, at->line, at->column);
    vfprintf(w->out, fmt, ap);
    fputc('\n', w->out);
    va_end(ap);
    w->findings++;
}

static int64_t int_of(const yt_node *n)
{
    char *end;
    if (!n || n->kind != YT_SCALAR || n->quoted || !*n->text)
        return -1;
    long long v = strtoll(n->text, &end, 10);
    return *end ? -1 : v;
}

/* A level of a draw game quotes its row of the table: its chance, then its
 * amount at each stake (in euros, without the sign), in that order. Those
 * of the amounts the quote prints must be the level's: a cut row proves
 * the amounts it prints. */
static int quote_cut(const yt_node *clause) { return yt_get(clause, "interpretation") != NULL; }

/* The compiled level of a level clause, or NULL. */
static const lc_level *level_of(const lc_game *g, const yt_node *clause)
{
    const yt_node *id = yt_get(clause, "id");
    int cl = id && id->kind == YT_SCALAR ? lc_game_clause(g, id->text) : -1;
    for (int gi = 0; cl >= 0 && gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++)
            if (g->grids[gi].lev[i].clause == cl)
                return &g->grids[gi].lev[i];
    return NULL;
}

/* The factors a drawn multiplier may give: every number its draw-range admits. */
static int drawn_factors(const lc_game *g, int64_t *v, int max)
{
    int n = 0;
    for (int i = 0; i < g->nchecks; i++) {
        const lc_check *ck = &g->checks[i];
        if (ck->kind != LC_CK_DRAW_RANGE || !(ck->draws >> g->mult_draw & 1))
            continue;
        for (int r = 0; r < (ck->nranges ? ck->nranges : 1); r++)
            for (int x = ck->nranges ? ck->ranges[r].lo : ck->range.lo;
                 x <= (ck->nranges ? ck->ranges[r].hi : ck->range.hi) && n < max; x++)
                v[n++] = x;
    }
    return n;
}

/* A level's amount at stake s where amounts multiply with the stake, read
 * from its clause (a level under a reading not in force is not compiled). */
static int64_t stake_times(const lc_game *g, const yt_node *clause, int s)
{
    int64_t a = int_of(yt_get(clause, "amount_cents")), cap = int_of(yt_get(clause, "cap_cents"));
    return a < 0 ? 0 : lc_stake_times(g, a, cap > 0 ? cap : 0, s);
}

/* Under a drawn multiplier, a level's row prints, after its chance, its
 * amount under each factor the draw may hold at each stake that buys the
 * multiplier (Power Play's ×2 … ×10 columns); its amounts at the other
 * stakes stand before the chance. The figures, in cents, into want (after
 * the chance) and before; their counts. */
static void multiplied_row(const lc_game *g, const lc_level *lv, int64_t *want, int *nwant, int64_t *before,
                           int *nbefore)
{
    int64_t f[16];
    int nf = drawn_factors(g, f, 16);
    if (lv->note >= 0 && (g->shared >> lv->note & 1))   /* a share of a jackpot: the row prints no amount */
        return;
    for (int s = 0; s < (g->nstakes ? g->nstakes : 1); s++) {
        int64_t a = g->nstakes ? lv->at_stake[s] : lv->amount;
        if (!(g->mult_stakes >> s & 1)) {
            before[(*nbefore)++] = a;
            continue;
        }
        for (int k = 0; k < nf && *nwant < 64; k++)
            want[(*nwant)++] = a * (lv->unmultiplied ? 1 : f[k]);
    }
}

static void check_row(walk *w, const yt_node *clause, const yt_node *quote)
{
    const yt_node *one = yt_get(clause, "one_in"), *am = yt_get(clause, "amounts_cents");
    if (!one && !am)
        return;
    int64_t want[65], got[64], before[LC_MAX_STAKES];
    int nwant = 0, ngot = 0, nbefore = 0;
    long long h;
    const lc_level *lv = w->g->mult_draw >= 0 || w->g->stake_multiplies ? level_of(w->g, clause) : NULL;
    if (one && yt_hundredths(one, 10, &h) == 0)
        want[nwant++] = h;
    if (nwant && w->g->stake_multiplies)   /* « multiply $1 payout times dollars played »: the $1 prize */
        before[nbefore++] = lv ? lv->at_stake[0] : stake_times(w->g, clause, 0);   /* before the chance */
    else if (lv && nwant) {
        int n = 0;
        multiplied_row(w->g, lv, want + 1, &n, before, &nbefore);
        nwant += n;
    }
    for (size_t j = 0; !lv && am && am->kind == YT_SEQ && j < am->nkids && nwant < 1 + LC_MAX_STAKES; j++)
        if (int_of(am->kids[j]) >= 0)   /* a stake with no prize (null): the row prints no figure there */
            want[nwant++] = int_of(am->kids[j]);
    char *q = normalise(quote->text, 1);
    for (const char *p = q; *p && ngot < 64;) {   /* the figures the quote prints, in order */
        const char *end;
        int64_t v = p > q && isalnum((unsigned char)p[-1]) ? -1 : number_at(p, &end, LC_ENGLISH_FIGURES(w->g));
        if (v < 0) {
            p++;
            continue;
        }
        got[ngot++] = v;
        p = end;
    }
    free(q);
    int at = 0;   /* the row starts at the level's first figure; each next one, the next figure */
    while (at < ngot && got[at] != want[0])
        at++;
    int no_chance = at == ngot && one && quote_cut(clause) && (nwant > 1 || nbefore);
    if (no_chance) {
        /* a text that prints no chance (a row cut before it, a table of amounts alone): the register
         * entry the level names says where its chance comes from, and the row is proven from its amounts */
        memmove(want, want + 1, (size_t)--nwant * sizeof *want);
        at = 0;
        while (nwant && at < ngot && got[at] != want[0])
            at++;
    }
    if (at == ngot && !(no_chance && !nwant)) {
        finding(w, quote, "the quote does not print the level's %s (%lld,%02lld)", one ? "chance" : "first amount",
                (long long)(want[0] / 100), (long long)(want[0] % 100));
        return;
    }
    for (int b = 0; b < nbefore; b++) {   /* under a drawn multiplier, the plain amounts before the chance */
        int seen = 0;
        for (int i = 0; i < (no_chance ? ngot : at); i++)
            seen |= got[i] == before[b];
        if (!seen)
            finding(w, quote, "the quote does not print, before the chance, the level's amount %lld,%02lld (at a "
                    "stake that buys no multiplier, or at the unit's price where amounts multiply with the stake)",
                    (long long)(before[b] / 100), (long long)(before[b] % 100));
    }
    int k = 1;
    while (k < nwant && at + k < ngot && got[at + k] == want[k])
        k++;
    if (k < nwant && at + k < ngot)
        finding(w, quote, "the quote prints %lld,%02lld where the level says %lld,%02lld (figure %d of its row: "
                "the chance, then an amount per stake)", (long long)(got[at + k] / 100),
                (long long)(got[at + k] % 100), (long long)(want[k] / 100), (long long)(want[k] % 100), k + 1);
    else if (k < nwant && !quote_cut(clause))
        finding(w, quote, "the quote prints %d of the level's %d figures (the chance, then an amount per stake): "
                "the others are missing without an interpretation saying why", k, nwant);
}

/* Every euro amount the quote writes is an amount of its clause; its
 * range, block size and count are the clause's. */
static void check_figures(walk *w, const yt_node *clause, const yt_node *quote)
{
    figures f;
    read_figures(quote->text, &f, LC_ENGLISH_FIGURES(w->g));
    int64_t cents[80], before[LC_MAX_STAKES];
    int ncents = 0, nbefore = 0;
    for (size_t i = 0; i < yt_npairs(clause) && ncents < 8; i++) {
        const char *k = yt_key(clause, i)->text;
        const yt_node *v = yt_val(clause, i);
        size_t n = strlen(k);
        if (n > 6 && !strcmp(k + n - 6, "_cents") && int_of(v) >= 0)
            cents[ncents++] = int_of(v);
        for (size_t j = 0; n > 6 && !strcmp(k + n - 6, "_cents") && v->kind == YT_SEQ && j < v->nkids; j++)
            if (ncents < 8 && int_of(v->kids[j]) >= 0)   /* stakes_cents, amounts_cents: each one */
                cents[ncents++] = int_of(v->kids[j]);
    }
    const lc_level *lv = w->g->mult_draw >= 0 || w->g->stake_multiplies ? level_of(w->g, clause) : NULL;
    if (lv && ncents && w->g->mult_draw >= 0)   /* a drawn multiplier's columns are the level's amounts too */
        multiplied_row(w->g, lv, cents, &ncents, before, &nbefore);
    for (int s = 0; ncents && w->g->stake_multiplies && s < w->g->nstakes; s++)   /* as are its amounts at */
        cents[ncents++] = lv ? lv->at_stake[s] : stake_times(w->g, clause, s);        /* each stake */
    check_row(w, clause, quote);
    for (int e = 0; e < f.neuros && ncents; e++) {
        int ok = 0;
        for (int c = 0; c < ncents; c++)
            ok |= cents[c] == f.euros[e];
        char says[48], is[48];   /* in the game's currency, as its text writes figures ($1,000.00 or 1 000,00 €) */
        if (!ok)
            finding(w, quote, "the quote says %s but the clause's amounts are %s%s", lc_money(w->g, says, sizeof says, f.euros[e]),
                    lc_money(w->g, is, sizeof is, cents[0]), ncents > 1 ? " and others" : "");
    }
    const yt_node *range = yt_get(clause, "range"), *block = yt_get(clause, "block_units");
    if (range && range->kind == YT_SEQ && range->nkids == 2 && f.range[0] >= 0 &&
        (int_of(range->kids[0]) != f.range[0] || int_of(range->kids[1]) != f.range[1]))
        finding(w, quote, "the quote says from %lld to %lld but the clause's range is [%s, %s]", (long long)f.range[0],
                (long long)f.range[1], range->kids[0]->text, range->kids[1]->text);
    if (block && f.block >= 0 && int_of(block) != f.block)
        finding(w, quote, "the quote says blocks of %lld units but block_units is %s", (long long)f.block, block->text);
    const yt_node *lots = yt_get(clause, "lots");
    if (lots && f.lots >= 0 && int_of(lots) != f.lots)
        finding(w, quote, "the quote says %lld lots but the clause's lots is %s", (long long)f.lots, lots->text);
    static const char *const COUNTS[] = {"count", "numbers"};
    for (int k = 0; k < 2; k++) {
        int64_t want = int_of(yt_get(clause, COUNTS[k]));
        int ok = want < 0 || f.nints == 0;
        for (int i = 0; i < f.nints; i++)
            ok |= f.ints[i] == want;
        if (!ok)
            finding(w, quote, "the quote gives no %lld, the clause's %s", (long long)want, COUNTS[k]);
    }
}

static void check_quote(walk *w, const yt_node *quote)
{
    char near[400];
    if (lc_quote_in_text(quote->text, w->text))
        return;
    closest(quote->text, w->text, near, sizeof near);
    finding(w, quote, "quote not found in %s: \"%s\" (the closest passage: \"%s\")", w->text_path, quote->text, near);
}

static void visit(walk *w, const yt_node *n)
{
    if (n->kind == YT_MAP) {
        const yt_node *quote = yt_get(n, "quote");
        if (quote && quote->kind == YT_SCALAR) {
            check_figures(w, n, quote);
            if (w->text)
                check_quote(w, quote);
        }
    }
    for (size_t i = 0; n->kind != YT_SCALAR && i < n->nkids; i++)
        visit(w, n->kids[i]);
}

/* ---- the prize table's rows ------------------------------------------------------------- */

/* The numbers a text prints, in order (hundredths). */
typedef struct {
    int64_t *v;
    size_t n;
} numbers;

static numbers numbers_of(const char *t, int en)
{
    numbers ns = {lc_xmalloc((strlen(t) / 2 + 1) * sizeof *ns.v), 0};
    for (const char *p = t; *p;) {
        const char *end;
        int64_t v = p > t && isalnum((unsigned char)p[-1]) ? -1 : number_at(p, &end, en);
        if (v < 0)
            p++;
        else
            ns.v[ns.n++] = v, p = end;
    }
    return ns;
}

/* A value as the text prints it: "1 152 000", "2,50" (from hundredths), or
 * "1,152,000", "2.50" where it writes figures the English way. */
static void as_printed(int64_t hundredths, char *out, size_t n, int en)
{
    char whole[48];
    lc_grouped(whole, sizeof whole, (long long)(hundredths / 100));
    for (char *p = whole; en && *p; p++)
        *p = *p == ' ' ? ',' : *p;
    if (hundredths % 100)
        snprintf(out, n, "%.32s%c%02lld", whole, en ? '.' : ',', (long long)(hundredths % 100));
    else
        snprintf(out, n, "%s", whole);
}

/* Where `fig` is printed in t from `from` on, standing alone (no digit
 * glued before it, no digit or decimal after it), or NULL. */
static const char *printed(const char *t, const char *from, const char *fig)
{
    size_t k = strlen(fig);
    for (const char *p = from; (p = strstr(p, fig)); p++) {
        int before = p > t && (isdigit((unsigned char)p[-1]) || p[-1] == ',');
        int after = isdigit((unsigned char)p[k]) || (p[k] == ',' && isdigit((unsigned char)p[k + 1]));
        if (!before && !after)
            return p + k;
    }
    return NULL;
}

/* Every row, one column at a time, printed in the table's order: what a
 * text extracted from a printed table keeps when it runs the rows together
 * column by column (the lots, then the amounts, then the totals). */
static int by_columns(const char *region, const int64_t (*row)[3], size_t nrows, int en)
{
    for (int col = 0; col < 3; col++) {
        const char *at = region;
        for (size_t r = 0; r < nrows && at; r++) {
            char fig[48];
            as_printed(row[r][col], fig, sizeof fig, en);
            at = printed(region, at, fig);
        }
        if (!at)
            return 0;
    }
    return 1;
}

/* The table as the text prints it, from the table's quote on. */
static char *table_region(const char *text, const yt_node *table)
{
    char *t = normalise(text, 0);
    const yt_node *q = yt_get(table, "quote");
    char *nq = q && q->kind == YT_SCALAR ? normalise(q->text, 1) : NULL;
    const char *at = nq && !strchr(nq, ELISION) ? strstr(t, nq) : NULL;
    size_t from = at ? (size_t)(at - t) : 0, len = strlen(t + from);
    char *region = lc_xstrdup(t + from);
    region[len < 2000 ? len : 2000] = '\0';   /* a table is a few hundred characters */
    free(nq);
    free(t);
    return region;
}

/* Each row of the prize table is printed in the text: its lots, amount and
 * total one after the other as a table row prints them ("| 920 lots de |
 * 100 € | 92 000 € |"), or, where the extraction ran the rows together,
 * every column in the rows' order. A row whose figures the text does not
 * print names the register entry they come from (`source:`). */
static void check_rows(walk *w, const yt_node *root)
{
    const yt_node *table = yt_get(root, "prize_table"), *rows = table ? yt_get(table, "rows") : NULL;
    if (!rows || rows->kind != YT_SEQ || !rows->nkids || rows->nkids > LC_MAX_TABLE_ROWS)
        return;
    char *region = table_region(w->text, table);
    numbers ns = numbers_of(region, LC_ENGLISH_FIGURES(w->g));
    int64_t row[LC_MAX_TABLE_ROWS][3];
    int as_rows[LC_MAX_TABLE_ROWS] = {0}, all = 1;
    for (size_t r = 0; r < rows->nkids; r++) {
        const yt_node *n = rows->kids[r];
        row[r][0] = int_of(yt_get(n, "lots")) * 100;
        row[r][1] = int_of(yt_get(n, "amount_cents"));
        row[r][2] = int_of(yt_get(n, "total_cents"));
        for (size_t i = 0; i + 2 < ns.n && !as_rows[r]; i++)
            as_rows[r] = ns.v[i] == row[r][0] && ns.v[i + 1] == row[r][1] && ns.v[i + 2] == row[r][2];
        all &= as_rows[r];
    }
    int columns = !all && by_columns(region, (const int64_t(*)[3])row, rows->nkids, LC_ENGLISH_FIGURES(w->g));
    for (size_t r = 0; r < rows->nkids && !columns; r++)
        if (!as_rows[r] && !yt_get(rows->kids[r], "source"))
            finding(w, rows->kids[r],
                    "prize table row %lld lots of %lld,%02lld %s (total %lld,%02lld %s) is not printed in %s, as a "
                    "row or column by column: write its figures as the text prints them, or name with source: the "
                    "register entry they come from",
                    (long long)row[r][0] / 100, (long long)row[r][1] / 100, (long long)row[r][1] % 100,
                    lc_currency_sign(w->g), (long long)row[r][2] / 100, (long long)row[r][2] % 100,
                    lc_currency_sign(w->g), w->text_path);
    free(ns.v);
    free(region);
}

static yt_node *load_tree(const lc_game *g, lc_error *err)
{
    FILE *fp = fopen(g->file, "rb");
    if (!fp)
        return lc_fail(err, g->file, 0, 0, NULL, "cannot open the rules file"), NULL;
    yt_node *root = yt_load(fp, g->file, err);
    fclose(fp);
    return root;
}

int lc_lint_quote_values(const lc_game *g, FILE *out, lc_error *err)
{
    yt_node *root = load_tree(g, err);
    if (!root)
        return -1;
    walk w = {g, out, NULL, NULL, 0};
    visit(&w, root);
    yt_free(root);
    return w.findings;
}

/* The text's digest against reglement.sha256. */
static void check_digest(walk *w, const yt_node *root, const char *text, size_t n)
{
    const yt_node *r = yt_get(yt_get(root, "game"), "reglement"), *sha = r ? yt_get(r, "sha256") : NULL;
    char hex[LC_SHA256_HEX];
    lc_sha256_hex(text, n, hex);
    if (!sha)
        finding(w, r ? r : root, "reglement.sha256 is missing: %s has SHA-256 %s", w->text_path, hex);
    else if (strcmp(sha->text, hex))
        finding(w, sha, "%s has SHA-256 %s, not the %s this rules file encodes (another version of the text?)",
                w->text_path, hex, sha->text);
}

const char *lc_reglement_path(const lc_game *g, const char *dir, char *path, size_t n)
{
    const char *base = strrchr(g->source, '/') ? strrchr(g->source, '/') + 1 : g->source;
    snprintf(path, n, "%s/%s", dir, base);
    return path;
}

int lc_lint_texts(const lc_game *g, const char *dir, FILE *out, lc_error *err)
{
    char path[4096];
    FILE *fp = fopen(lc_reglement_path(g, dir, path, sizeof path), "rb");
    if (!fp)
        return lc_fail(err, path, 0, 0, NULL, "cannot open the règlement text that %s names (reglement.source: %s)",
                       g->file, g->source);
    char *text = lc_xmalloc(LC_MAX_FILE + 1);
    size_t n = fread(text, 1, LC_MAX_FILE, fp);
    fclose(fp);
    text[n] = '\0';
    yt_node *root = load_tree(g, err);
    if (!root) {
        free(text);
        return -1;
    }
    walk w = {g, out, text, path, 0};
    check_digest(&w, root, text, n);
    visit(&w, root);
    check_rows(&w, root);
    yt_free(root);
    free(text);
    return w.findings;
}
