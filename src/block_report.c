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

static void print_block(FILE *out, const lc_game *g, const lc_block_opts *o, const lc_block_result *b, int idx,
                        uint64_t units)
{
    fprintf(out, "block %d (from line %llu): %llu units%s\n", idx + 1, (unsigned long long)b->first_line,
            (unsigned long long)b->units, b->units == units ? "" : "  INCOMPLETE");
    fprintf(out, "  %-14s %10s %10s\n", "amount", "expected", "found");
    for (int r = 0; r < g->nrows; r++) {
        int64_t want = g->rows[r].lots * (int64_t)units / g->block_units;
        fprintf(out, "  %11.2f €  %10lld %10llu%s\n", (double)g->rows[r].amount / 100, (long long)want,
                (unsigned long long)b->lots[r], (uint64_t)want == b->lots[r] ? "" : "  DIFFERS");
    }
    fprintf(out, "  total paid: ");
    lc_print_euros(out, b->paid);
    fprintf(out, " (%llu winners); payout ratio %.2f %%\n", (unsigned long long)b->winners,
            b->units ? 100.0 * (double)b->paid / ((double)b->units * (double)g->unit_price) : 0.0);
    samples(out, "anomalies", b->anomalies, &b->s_anomaly, 1);
    for (int c = 0; c < g->nchecks && c < 64; c++)
        if (b->by_check[c])
            fprintf(out, "    %s: %llu\n", g->clauses[g->checks[c].clause].id, (unsigned long long)b->by_check[c]);
    samples(out, "off-table winners", b->off_table, &b->s_off_table, 1);
    for (int k = 0; k < g->nnotes; k++)
        if (b->notes[k])
            fprintf(out, "  note %s raised: %llu\n", g->notes[k], (unsigned long long)b->notes[k]);
    samples(out, "duplicate serials", b->duplicates, &b->s_duplicate, 1);
    samples(out, "unreadable lines", b->unreadable, &b->s_unreadable, 0);
    if (o->candidate) {
        fprintf(out, "  candidate disagreements: %llu\n", (unsigned long long)b->disagreements);
        for (uint64_t i = 0; i < b->disagreements && i < 3; i++)
            fprintf(out, "    %s\n", b->disagree_text[i]);
    }
    fprintf(out, "  spread: chi-square over %d sub-blocks %.1f (p = %.4f); runs %.0f, expected %.1f (z = %.2f, p = %.4f); threshold p >= %g\n",
            b->spread.subblocks, b->spread.chi2, b->spread.chi2_p, b->spread.runs, b->spread.runs_expected,
            b->spread.runs_z, b->spread.runs_p, o->alpha);
    fprintf(out, "  %s\n\n", b->conforming ? "CONFORMING" : "NOT CONFORMING");
}

void lc_block_print(const lc_game *g, const lc_block_opts *o, const lc_block_run *run, FILE *out)
{
    uint64_t units = o->units ? o->units : (uint64_t)g->block_units;
    if (o->candidate)
        lc_confine_print(o->confine, out);
    for (int i = 0; i < run->nblocks; i++)
        print_block(out, g, o, &run->blocks[i], i, units);
    int ok = run->nblocks > 0;
    for (int i = 0; i < run->nblocks; i++)
        ok &= run->blocks[i].conforming;
    fprintf(out, "%llu lines, %d block%s, %.2f s (%.2f M units/s, %.0f MB/s): %s\n", (unsigned long long)run->lines,
           run->nblocks, run->nblocks == 1 ? "" : "s", run->seconds, (double)run->lines / run->seconds / 1e6,
           (double)run->bytes / run->seconds / 1e6, ok ? "conforming" : "NOT conforming");
}
