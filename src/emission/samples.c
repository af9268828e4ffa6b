/* samples.c — the first lines of a kind, kept to name them (see samples.h). */
#include "samples.h"
#include "text.h"

#include <string.h>

void lc_samples_add(lc_samples *s, long line, const char *serial, size_t n)
{
    if (s->n == LC_BLOCK_SAMPLES)
        return;
    s->line[s->n] = line;
    lc_text_safe(s->serial[s->n], sizeof s->serial[0], serial, n, LC_TEXT_LINE);
    s->n++;
}

void lc_samples_keep_lowest(lc_samples *s, long line, const char *serial, size_t n)
{
    int at = s->n;
    while (at > 0 && s->line[at - 1] > line)
        at--;
    if (at == LC_BLOCK_SAMPLES)
        return;
    int move = s->n - at - (s->n == LC_BLOCK_SAMPLES);
    memmove(&s->line[at + 1], &s->line[at], (size_t)move * sizeof s->line[0]);
    memmove(&s->serial[at + 1], &s->serial[at], (size_t)move * sizeof s->serial[0]);
    s->n -= s->n == LC_BLOCK_SAMPLES;
    s->line[at] = line;
    lc_text_safe(s->serial[at], sizeof s->serial[0], serial, n, LC_TEXT_LINE);
    s->n++;
}
