/* serve.h — the loop `serve` and `eval` share: request lines in, answer
 * lines out, at the speed of the block verifier.
 *
 * Input is read in large blocks and every complete line in hand is
 * answered before the next read. The usual request (the form every emitter
 * writes) goes through the emission scanner and the text writer, with no
 * JSON tree; anything else through jansson (request.c), which accepts it
 * or says why not. Answers are buffered and written when the input has no
 * complete line left, so an interactive client gets each answer as soon as
 * it waits for it, and a file or a pipe full of requests is answered in
 * large writes. */
#ifndef SERVE_H
#define SERVE_H

#include "rules.h"

/* Answers every line of fd on stdout. 0 at the end of input (or when the
 * reader went away), -1 on a read error (reported on stderr with `name`). */
int lc_serve_stream(const lc_ruleset *rs, int fd, int allow_bare_unit, const char *name);

#endif
