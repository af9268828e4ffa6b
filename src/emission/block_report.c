/* block_report.c — a block verification in words. */
#include "block.h"
#include "explain.h"

static void samples(FILE *out, const char *what, uint64_t count, const lc_samples *s, int serials)
{
    if (!count)
        return;
    fprintf(out, "  %s: %llu", what, (unsigned long long)count);
    for (int i = 0; i < s->n; i++)
        fprintf(out, "%sline %ld%s%s", i ? ", " : " (", s->line[i], serials ? " serial " : ": ", s->serial[i]);
    fprintf(out, "%s)\n", count > (uint64_t)s->n ? ", ..." : "");
}

/* Lots per amount: the table's, the units', and the producer's when declared. */
static void lots(FILE *out, const lc_game *g, const lc_block_result *b, uint64_t units)
{
    fprintf(out, "  %-14s %10s %10s%s\n", "amount", "expected", "found", b->declared ? "   declared" : "");
    for (int r = 0; r < g->nrows; r++) {
        int64_t want = g->rows[r].lots * (int64_t)units / g->block_units;
        int same = (uint64_t)want == b->lots[r] && (!b->declared || b->declared_lots[r] == b->lots[r]);
        char amount[48];
        fprintf(out, "  %14s %10lld %10llu", lc_money(g, amount, sizeof amount, g->rows[r].amount), (long long)want,
                (unsigned long long)b->lots[r]);
        if (b->declared)
            fprintf(out, " %10llu", (unsigned long long)b->declared_lots[r]);
        fprintf(out, "%s\n", same ? "" : "  DIFFERS");
    }
    if (!b->declared)
        return;
    fprintf(out, "  declared lots: %llu units", (unsigned long long)b->declared);
    if (b->declared_off_table)
        fprintf(out, ", %llu declaring an amount not in the table", (unsigned long long)b->declared_off_table);
    if (b->undeclared)
        fprintf(out, ", %llu units declaring none", (unsigned long long)b->undeclared);
    fprintf(out, "\n");
    samples(out, "units not paying their declared lot", b->lot_mismatches, &b->s_lot, 1);
}

/* A draw game's levels: found against expected from the published chance. */
static void chances(FILE *out, const lc_game *g, const lc_block_result *b, double alpha)
{
    double a = lc_block_chance_alpha(g, alpha);
    fprintf(out, "  %-24s %14s %12s %10s %10s %10s\n", "level", "1 chance in", "expected", "found", "p(rare)",
            "p(often)");
    for (int gi = 0; gi < g->ngrids; gi++)
        for (int i = 0; i < g->grids[gi].nlev; i++) {
            const lc_level *lv = &g->grids[gi].lev[i];
            double low, high, n = (double)lc_block_trials(g, b, gi, i);
            lc_block_chance(g, b, gi, i, &low, &high);
            fprintf(out, "  %-24s %14.2f %12.1f %10llu %10.4f %10.4f%s\n", g->clauses[lv->clause].id,
                    (double)lv->one_in / 100, n * lc_level_chance(lv), (unsigned long long)b->ranks[gi][i], low,
                    high, low < a ? "  TOO RARE" : high < a ? "  TOO OFTEN" : "");
        }
    fprintf(out, "  levels: threshold p >= %g on each tail (%g shared among the levels)\n", a, alpha);
}

static void spread(FILE *out, const lc_spread *s, double alpha)
{
    fprintf(out, "  spread: chi-square over %d sub-blocks %.1f, p(clustered) = %.4f, p(regular) = %.4f%s\n",
            s->subblocks, s->chi2, s->chi2_p, s->chi2_p_low,
            s->chi2_p < alpha ? "  CLUSTERED" : s->chi2_p_low < alpha ? "  TOO REGULAR" : "");
    fprintf(out, "          runs %.0f, expected %.1f (z = %.2f), p(too few) = %.4f, p(too many) = %.4f%s\n", s->runs,
            s->runs_expected, s->runs_z, s->runs_p_few, s->runs_p_many,
            s->runs_p_few < alpha ? "  CLUSTERED" : s->runs_p_many < alpha ? "  TOO REGULAR" : "");
    fprintf(out, "          threshold p >= %g on each tail\n", alpha);
}

static void print_block(FILE *out, const lc_game *g, const lc_block_opts *o, const lc_block_result *b, uint64_t number,
                        uint64_t units)
{
    fprintf(out, "block %llu (from line %llu): %llu units%s\n", (unsigned long long)number,
            (unsigned long long)b->first_line, (unsigned long long)b->units, b->units == units ? "" : "  INCOMPLETE");
    if (g->table_clause < 0)
        chances(out, g, b, o->alpha);
    else
        lots(out, g, b, units);
    fprintf(out, "  total paid: ");
    lc_print_money(g, out, b->paid);
    fprintf(out, " (%llu winners); payout ratio %.2f %%\n", (unsigned long long)b->winners,
            b->units ? 100.0 * (double)b->paid / lc_block_staked(g, b) : 0.0);
    samples(out, "anomalies", b->anomalies, &b->s_anomaly, 1);
    for (int c = 0; c < g->nchecks && c < 64; c++)
        if (b->by_check[c])
            fprintf(out, "    %s: %llu\n", g->clauses[g->checks[c].clause].id, (unsigned long long)b->by_check[c]);
    samples(out, "off-table winners", b->off_table, &b->s_off_table, 1);
    uint64_t noted = 0;   /* units the rules pay but a conforming emission cannot hold */
    for (int k = 0; k < g->nnotes; k++)
        if (b->notes[k]) {
            fprintf(out, "  note %s raised: %llu\n", g->notes[k], (unsigned long long)b->notes[k]);
            noted = b->notes[k] > noted ? b->notes[k] : noted;
        }
    for (int i = 0; noted && i < b->s_note.n; i++)
        fprintf(out, "%sline %ld serial %s", i ? ", " : "    first noted: ", b->s_note.line[i], b->s_note.serial[i]);
    fprintf(out, "%s", noted ? "\n" : "");
    samples(out, "duplicate serials", b->duplicates, &b->s_duplicate, 1);
    samples(out, "unreadable lines", b->unreadable, &b->s_unreadable, 0);
    if (o->candidate) {
        fprintf(out, "  candidate disagreements: %llu\n", (unsigned long long)b->disagreements);
        for (uint64_t i = 0; i < b->disagreements && i < 3; i++)
            fprintf(out, "    %s\n", b->disagree_text[i]);
        for (int k = 0; k < LC_LEFT_N; k++)
            if (b->left_out[k])
                fprintf(out, "  answers that left out %s (not checked): %llu\n", lc_left_name(k),
                        (unsigned long long)b->left_out[k]);
    }
    spread(out, &b->spread, o->alpha);
    fprintf(out, "  %s\n\n", b->conforming ? "CONFORMING" : "NOT CONFORMING");
}

void lc_block_print(const lc_game *g, const lc_block_opts *o, const lc_block_run *run, FILE *out)
{
    uint64_t units = o->units ? o->units : (uint64_t)g->block_units;
    if (o->candidate && o->confine)
        lc_confine_print(o->confine, out);
    for (int i = 0; i < run->nblocks; i++)
        print_block(out, g, o, &run->blocks[i], run->first_block + (uint64_t)i, units);
    uint64_t total[4] = {0};   /* units, winners, paid, findings */
    for (int i = 0; i < run->nblocks; i++) {
        const lc_block_result *b = &run->blocks[i];
        total[0] += b->units;
        total[1] += b->winners;
        total[2] += (uint64_t)b->paid;
        total[3] += !b->conforming;
    }
    if (run->nblocks > 1) {
        fprintf(out, "total: %llu units, %llu winners, ", (unsigned long long)total[0], (unsigned long long)total[1]);
        lc_print_money(g, out, (int64_t)total[2]);
        fprintf(out, " paid; %llu of %d blocks not conforming\n", (unsigned long long)total[3], run->nblocks);
    }
    if (run->skipped || run->beyond || o->last_block)
        fprintf(out, "shard: blocks %llu to %llu, lines %llu to %llu%s\n", (unsigned long long)run->first_block,
                (unsigned long long)(run->first_block + (uint64_t)run->nblocks - 1), (unsigned long long)(run->skipped + 1),
                (unsigned long long)run->lines, run->beyond ? "; the emission goes on" : "; the emission ends here");
    const char *verdict = lc_block_run_ok(run) ? "conforming" : "NOT conforming";
    if (run->merged) {   /* nothing was read here */
        fprintf(out, "%llu lines, %d block%s, merged from shards: %s\n", (unsigned long long)run->lines, run->nblocks,
                run->nblocks == 1 ? "" : "s", verdict);
        return;
    }
    double lines = (double)(run->lines - run->skipped);
    fprintf(out, "%llu lines, %d block%s, %.2f s (%.2f M units/s, %.0f MB/s): %s\n", (unsigned long long)run->lines,
           run->nblocks, run->nblocks == 1 ? "" : "s", run->seconds, lines / run->seconds / 1e6,
           (double)run->bytes / run->seconds / 1e6, verdict);
}
