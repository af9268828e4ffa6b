/* explain.c — the decision in words (see explain.h). */
#include "explain.h"
#include "outcome.h"

#include <string.h>

const char *lc_grouped(char *buf, size_t n, long long v)
{
    char digits[32], out[48];
    int len = snprintf(digits, sizeof digits, "%lld", v), w = 0;
    for (int i = 0; i < len; i++) {   /* thousands apart, as the règlements print them */
        if (i && (len - i) % 3 == 0 && digits[i - 1] != '-')
            out[w++] = ' ';
        out[w++] = digits[i];
    }
    out[w] = '\0';
    snprintf(buf, n, "%s", out);
    return buf;
}

const char *lc_euros(char *buf, size_t n, int64_t cents)
{
    char units[48];
    snprintf(buf, n, "%s,%02lld €", lc_grouped(units, sizeof units, (long long)(cents / 100)),
             (long long)(cents < 0 ? -(cents % 100) : cents % 100));
    return buf;
}

void lc_print_euros(FILE *out, int64_t cents)
{
    char buf[64];
    fputs(lc_euros(buf, sizeof buf, cents), out);
}

const char *lc_currency_sign(const lc_game *g)
{
    static const char *const signs[] = {"€", "F", "CHF", "$", "£"};
    return signs[g->currency];
}

/* An amount as the game's text writes it: 1 234,56 € or $1,234.56. */
const char *lc_money(const lc_game *g, char *buf, size_t n, int64_t cents)
{
    if (!LC_ENGLISH_FIGURES(g)) {
        char units[48];
        snprintf(buf, n, "%s,%02lld %s", lc_grouped(units, sizeof units, (long long)(cents / 100)),
                 (long long)(cents < 0 ? -(cents % 100) : cents % 100), lc_currency_sign(g));
        return buf;
    }
    char units[32];
    lc_grouped(units, sizeof units, (long long)(cents < 0 ? -(cents / 100) : cents / 100));
    for (char *p = units; *p; p++)
        *p = *p == ' ' ? ',' : *p;
    snprintf(buf, n, "%s%s%s.%02lld", cents < 0 ? "-" : "", lc_currency_sign(g), units,
             (long long)(cents < 0 ? -(cents % 100) : cents % 100));
    return buf;
}

void lc_print_money(const lc_game *g, FILE *out, int64_t cents)
{
    char buf[80];
    fputs(lc_money(g, buf, sizeof buf, cents), out);
}

static void print_cell(FILE *out, const lc_grid *gr, int32_t v, int marked)
{
    char s[40];
    int width = 3;
    for (int i = 0; i < gr->nsymbols; i++)
        width = (int)strlen(gr->symbol[i]) > width ? (int)strlen(gr->symbol[i]) : width;
    if (v == LC_CELL_JOKER)
        snprintf(s, sizeof s, "J");
    else if (v == LC_CELL_BLANK)
        snprintf(s, sizeof s, "--");
    else if (v >= 0 && v < gr->nsymbols)
        snprintf(s, sizeof s, "%s", gr->symbol[v]);
    else
        snprintf(s, sizeof s, "%d", v);
    fprintf(out, marked ? " [%*s]" : "  %*s ", width, s);
}

void lc_print_grids(const lc_game *g, const lc_unit *u, const uint64_t *marked, FILE *out, const char *indent)
{
    for (int gi = 0; gi < g->ngrids; gi++) {
        const lc_grid *gr = &g->grids[gi];
        fprintf(out, "%s%s%s%s%s", indent, gr->name, gr->label ? " (" : "", gr->label ? gr->label : "",
                gr->label ? ")" : "");
        if (gr->amount_printed == LC_PRINTED_GRID) {
            fprintf(out, ", amount printed ");
            lc_print_money(g, out, u->printed[gi]);
        }
        fprintf(out, gr->amount_printed == LC_PRINTED_CELLS ? ", each cell with the sum printed beside it\n" : "\n");
        for (int r = 0; r < gr->rows; r++) {
            fprintf(out, "%s ", indent);
            for (int c = 0; c < gr->cols; c++) {
                int i = r * gr->cols + c;
                if (u->cell[gi][i] != LC_CELL_ABSENT)   /* past the numbers a player of spots chose */
                    print_cell(out, gr, u->cell[gi][i], marked && (marked[gi] >> i & 1));
            }
            fputc('\n', out);
            for (int c = 0; c < gr->cols && gr->amount_printed == LC_PRINTED_CELLS; c++) {
                char eur[80];
                fprintf(out, "%s%s", c ? " | " : indent, c ? "" : "  sums, cell by cell: ");
                fprintf(out, "%s", lc_money(g, eur, sizeof eur, u->cell_printed[gi][r * gr->cols + c]));
            }
            if (gr->amount_printed == LC_PRINTED_CELLS)
                fputc('\n', out);
        }
    }
    for (int d = 0; d < g->ndraws; d++) {
        fprintf(out, "%s%s:", indent, g->draws[d].name);
        for (int k = 0; k < u->ndrawn[d]; k++)
            fprintf(out, " %d", u->drawn[d][k]);
        fputc('\n', out);
    }
    if (g->nstakes) {
        fprintf(out, "%sstake: ", indent);
        lc_print_money(g, out, u->stake_cents);
        fprintf(out, "%s\n", u->stake < 0 ? " (not one of the game's stakes)" : "");
    }
}

/* A grid whose levels count per draw: the numbers of the cells each draw
 * serves that it found. */
static void per_draw_found(const lc_game *g, int gi, const lc_unit *u, FILE *out)
{
    for (int d = 0, first = 1; d < g->ndraws; d++) {
        if (!(g->grids[gi].served >> d & 1))
            continue;
        int n = 0;
        for (int c = 0; c < g->grids[gi].ncells; c++)
            for (int k = 0; k < u->ndrawn[d] && (g->grids[gi].serve_cells[d] >> c & 1); k++)
                n += u->cell[gi][c] == u->drawn[d][k] && u->cell[gi][c] >= 0;
        fprintf(out, "%s%d in %s", first ? ", " : " and ", n, g->draws[d].name);
        first = 0;
    }
}

void lc_print_clause(const lc_game *g, int ix, FILE *out)
{
    const lc_clause *c = &g->clauses[ix];
    if (c->kind == LC_CL_INTERPRETATION) {
        const lc_interp *in = &g->interp[c->interp];
        fprintf(out, "  - %s (reading of %s): %s\n      reading in force: %s: %s\n", c->id, c->cites, in->question,
                in->reading[in->selected], in->reading_text[in->selected]);
        return;
    }
    fprintf(out, "  - %s (%s)", c->id, c->cites);
    if (c->quote)
        fprintf(out, ": « %s »", c->quote);
    fputc('\n', out);
}

static void explain_grids(const lc_game *g, const lc_unit *u, const lc_outcome *o, FILE *out)
{
    for (int gi = 0; gi < g->ngrids; gi++) {
        const lc_grid *gr = &g->grids[gi];
        /* a count of matches only where the grid's levels count them (Super Bingo); a pattern grid's
         * count would always read 0 */
        fprintf(out, "%s: %d cells marked", gr->name, __builtin_popcountll(o->marked[gi]));
        if (gr->counts_matches)
            fprintf(out, ", %d numbers matched", o->matches[gi]);
        if (gr->per_draw)
            per_draw_found(g, gi, u, out);
        fprintf(out, ": ");
        if (o->level[gi] < 0) {
            fprintf(out, "no winning combination.\n");
            continue;
        }
        const lc_level *lv = &gr->lev[o->level[gi]];
        fprintf(out, "level %s pays ", g->clauses[lv->clause].id);
        if (lv->note >= 0 && (g->in_kind >> lv->note & 1))
            fprintf(out, "a lot in kind, « %s », declared at ", g->notes[lv->note]);
        if (lv->note >= 0 && (g->shared >> lv->note & 1)) {
            fprintf(out, "a share, « %s », of the sum the drawing divides among its winners.\n", g->notes[lv->note]);
            continue;
        }
        if (lv->printed)
            fprintf(out, gr->amount_printed == LC_PRINTED_CELLS ? "the sums printed beside the cells marked"
                                                                : "the amount printed");
        else
            lc_print_money(g, out, u->stake > 0 ? lv->at_stake[u->stake] : lv->amount);
        if (g->nstakes) {
            fprintf(out, " at a stake of ");
            lc_print_money(g, out, u->stake_cents);
            if (u->stake >= 0 && !lv->at_stake[u->stake])
                fprintf(out, " (the table prints no prize for it at this stake)");
        }
        if (o->grid[gi] || !lv->amount) {
            fprintf(out, "; the grid pays ");
            lc_print_money(g, out, o->grid[gi]);
            fprintf(out, ".\n");
        } else {   /* reached, but another grid's lot is the one paid */
            fprintf(out, "; the grid pays nothing: only one grid's lot is paid, and it is another's.\n");
        }
        uint32_t other = o->reached[gi] & ~lv->implies;
        for (int i = 0; other && i < gr->nlev; i++)   /* art. 4.9's "more than one way" */
            if (other >> i & 1)
                fprintf(out, "  It also reaches %s, which %s does not entail: the grid wins more than one way.\n",
                        g->clauses[gr->lev[i].clause].id, g->clauses[lv->clause].id);
    }
}

void lc_explain(const lc_game *g, const lc_unit *u, const lc_outcome *o, FILE *out)
{
    fprintf(out, "Game %s: %s, %s (règlement signed %s).\n\n", g->id, g->title, g->edition, g->signed_on);
    lc_print_grids(g, u, o->status == LC_ANOMALY ? NULL : o->marked, out, "  ");
    fputc('\n', out);
    if (o->status == LC_ANOMALY) {
        fprintf(out, "Anomaly: the unit breaks the composition the règlement describes, so it pays no prize.\n");
        fprintf(out, "Broken:\n");
        for (int i = 0; i < o->nviol; i++)
            lc_print_clause(g, o->viol[i], out);
        fprintf(out, "Remedy: %s.\n", g->remedy);
    } else {
        fprintf(out, "Marked cells are in [brackets]. The composition conforms (%d checks).\n", g->nchecks);
        explain_grids(g, u, o, out);
        if (g->mult_clause >= 0)
            fprintf(out, "The multiplier %s %s multiplies the lots of the grids (and levels) it applies to by "
                         "%lld.\n", g->mult_draw >= 0 ? "drawn by" : "shown on",
                    g->mult_draw >= 0 ? g->draws[g->mult_draw].name : g->grids[g->mult_grid].name,
                    (long long)lc_unit_factor(g, u));
        fprintf(out, "\nResult: %s, ", lc_status_word(o->status));
        lc_print_money(g, out, o->amount);
        for (int i = 0; i < g->nnotes; i++)
            if (o->notes >> i & 1)
                fprintf(out, ", note %s", g->notes[i]);
        fprintf(out, ".\n");
    }
    fprintf(out, "\nClauses that decided:\n");
    if (o->ntrace == 0)
        fprintf(out, "  (none: no combination on any grid)\n");
    for (int i = 0; i < o->ntrace; i++)
        lc_print_clause(g, o->trace[i], out);
}
