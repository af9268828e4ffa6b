/*
 * lc.h — limits and the error record shared by every module of lotcert.
 *
 * An error is carried, never printed where it happens: a module fills one
 * lc_error and returns non-zero; main() prints it as
 * "file:line:column: at PATH: message" and exits with LC_EXIT_INPUT.
 */
#ifndef LC_H
#define LC_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit codes, as the man page and README state them. */
enum { LC_EXIT_OK = 0, LC_EXIT_FINDINGS = 1, LC_EXIT_INPUT = 2 };

/* Bounds of the compiled form. A rules file beyond them is refused with an
 * error naming the bound, never truncated. */
#define LC_MAX_GRIDS      8    /* grids (or independent surfaces) on one unit */
#define LC_MAX_DRAWS      8    /* draws on one unit */
#define LC_MAX_CELLS      64   /* rows x columns: a cell is a bit of a uint64_t */
#define LC_MAX_NUMBER     255  /* largest number a range may name */
#define LC_MAX_DRAWN      64   /* numbers read for one draw of one unit */
#define LC_MAX_PATTERNS   16   /* cell sets in one pattern family */
#define LC_MAX_FAMILIES   8    /* pattern families on one grid */
#define LC_MAX_LEVELS     16   /* prize levels on one grid */
#define LC_MAX_RANGES     8    /* column ranges or partition ranges */
#define LC_MAX_TRACE      32   /* clause ids in one outcome's trace */
#define LC_MAX_NOTES      8    /* distinct note words of one game */
#define LC_MAX_TABLE_ROWS 32   /* rows of a prize table */
#define LC_MAX_SYMBOLS    32   /* symbols (letters, pictures) a grid may hold: bits of a uint32_t */
#define LC_MAX_STAKES     8    /* stakes a player may choose (a draw game's columns of amounts) */
#define LC_MAX_CONDS      4    /* match counts, each over its own draws, one level asks together */
#define LC_MAX_AMOUNT_CENTS 10000000000000LL      /* one lot: 100 billion in the text's currency */
#define LC_MAX_TOTAL_CENTS  100000000000000000LL  /* a table's total, a row's total */
#define LC_MAX_LOTS         1000000000            /* lots of one row, or of a table */

/* The YAML loader's own bounds (libyaml 0.2.5 has none). */
#define LC_MAX_DEPTH      32
#define LC_MAX_NODES      200000
#define LC_MAX_SCALAR     65536
#define LC_MAX_FILE       (16 << 20)   /* bytes of one rules or case file */

typedef struct {
    char file[256];     /* file the error is about, "" when none */
    int line, column;   /* 1-based; 0 when unknown */
    char path[256];     /* key path inside the document, "" when none */
    char message[512];  /* what was expected, what was found */
    int io;             /* the file could not be read (not a finding in it); lc_fail clears it */
} lc_error;

/* Fill err (which may be NULL) and return -1, so callers write
 * "return lc_fail(err, ...)". */
int lc_fail(lc_error *err, const char *file, int line, int column,
            const char *path, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

/* Print "file:line:column: at path: message" on stderr. */
void lc_error_print(const lc_error *err);

/* Allocation that ends the program on failure: the tool has nothing to
 * salvage when it cannot get a few hundred bytes. */
void *lc_xmalloc(size_t n);
/* What they do when memory runs out, for libraries that report it: say so
 * on stderr and exit 2 (never mistaken for a finding in the input). */
void lc_out_of_memory(void) __attribute__((noreturn));
void *lc_xcalloc(size_t n, size_t size);
void *lc_xrealloc(void *p, size_t n);
char *lc_xstrdup(const char *s);
/* A FILE writing into *buf (open_memstream), never NULL. */
FILE *lc_xmemstream(char **buf, size_t *len);

/* A forked child's counts reach gcov's files only if it writes them before
 * it execs or _exits (gcc no longer does it at exec): the coverage build
 * (-DLC_COVERAGE) does, so that the code children run is measured too. A
 * no-op elsewhere. Call it while the child can still write build/. */
#ifdef LC_COVERAGE
void __gcov_dump(void);
#define lc_child_flush() __gcov_dump()
#else
#define lc_child_flush() ((void)0)
#endif

#endif
