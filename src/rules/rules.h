/*
 * rules.h — the compiled form of one rules file (one game).
 *
 * The loader (rules_load.c) reads YAML into a ytree; the compiler
 * (compile_*.c) walks it once and fills an lc_game. The evaluator (eval.c)
 * then reads only the flat tables below: no strings, no YAML, no allocation.
 *
 * Layout of a unit in the compiled world:
 *   - a grid has rows x cols <= 64 cells; cell (r, c) is bit r*cols + c of a
 *     uint64_t "cell mask". A pattern is a cell mask; it is complete when
 *     (marked & pattern) == pattern.
 *   - numbers 0..255 are bits of an lc_numset (4 x uint64_t). The numbers of
 *     a grid and the union of the draws that serve it are numsets; the match
 *     count is a popcount of their intersection.
 *   - a grid of symbols (letters, pictures) holds symbol i of its list as
 *     the value i: its cells are numbers to the checks, and no draw serves
 *     it. A family "alike" completes a set when one symbol of its mask
 *     fills it; a level "holds" counts the distinct symbols of its mask
 *     the grid shows, in any order.
 *   - a grid may carry an amount printed on the unit (lc_unit.printed); a
 *     level "printed" pays it, and is then the grid's only level.
 *   - a draw game: the player chooses a stake among game->stakes (the
 *     unit's stake index), a level pays at_stake[stake]; a level may ask
 *     several counts at once, each of the grid's numbers found in its own
 *     draws (a rank "6 blue and 1 bonus"); each level states its published
 *     chance (one_in) instead of lots in a table per block.
 *   - every rule that decides is a clause: an index into game->clauses. An
 *     outcome's trace and violations are arrays of such indexes, turned into
 *     ids ("art-4.6/one-diagonal") only when printed.
 *
 * Ownership: lc_game owns every string and array it points to;
 * lc_game_free releases it whole.
 */
#ifndef RULES_H
#define RULES_H

#include "lc.h"

typedef struct { uint64_t w[4]; } lc_numset;

static inline void ns_add(lc_numset *s, int v) { s->w[v >> 6] |= 1ULL << (v & 63); }
static inline int ns_has(const lc_numset *s, int v) { return (int)((s->w[v >> 6] >> (v & 63)) & 1); }
static inline void ns_or(lc_numset *a, const lc_numset *b)
{
    for (int w = 0; w < 4; w++)
        a->w[w] |= b->w[w];
}
static inline int ns_meets(const lc_numset *a, const lc_numset *b)
{
    return ((a->w[0] & b->w[0]) | (a->w[1] & b->w[1]) | (a->w[2] & b->w[2]) | (a->w[3] & b->w[3])) != 0;
}
static inline int ns_count_and(const lc_numset *a, const lc_numset *b)
{
    return __builtin_popcountll(a->w[0] & b->w[0]) + __builtin_popcountll(a->w[1] & b->w[1]) +
           __builtin_popcountll(a->w[2] & b->w[2]) + __builtin_popcountll(a->w[3] & b->w[3]);
}

typedef struct { int lo, hi; } lc_range;

/* What a clause is, for lint, explain and coverage. */
typedef enum {
    LC_CL_EMISSION, LC_CL_DRAW, LC_CL_GRID, LC_CL_SERVING, LC_CL_MARKING,
    LC_CL_PATTERN, LC_CL_LEVEL, LC_CL_NON_PAYING, LC_CL_COMBINATION,
    LC_CL_DOUBLES, LC_CL_CHECK, LC_CL_ANOMALY, LC_CL_OFF_TABLE, LC_CL_TABLE,
    LC_CL_INTERPRETATION, LC_CL_RANK, LC_CL_SHARING
} lc_clause_kind;

typedef struct {
    char *id;        /* stable id: "art-4.6/one-diagonal", or "I-SB-FIVE" */
    char *cites;     /* the article as printed: "art-4.6", "art-3.67" */
    char *quote;     /* the règlement's own words, or NULL */
    lc_clause_kind kind;
    int interp;      /* register entry this clause applies, or -1 */
    uint32_t also;   /* further entries it applies (bit e: entry e), where the text raises several questions */
    int active;      /* 0 when its `when:` excludes it under the readings in force */
    int reachable;   /* active, or every reading its `when:` names can be put in force */
    int line, column;
} lc_clause;

#define LC_MAX_READINGS 6
typedef struct {
    int clause;                          /* its own clause (kind INTERPRETATION) */
    char *question;
    char *reading[LC_MAX_READINGS];      /* reading ids */
    char *reading_text[LC_MAX_READINGS];
    int nreadings;
    int dflt, selected;                  /* indexes into reading[] */
    int selectable;                      /* the register names an alternative as plausible */
    unsigned gates;                      /* bit r: some clause's `when:` names reading r */
    unsigned no_effect;                  /* bit r: declared `effect: none` (with a reason) */
    char *reason[LC_MAX_READINGS];       /* why, for each reading declared without effect */
} lc_interp;

typedef struct {
    char *name;
    int clause;
    int n;
    uint32_t alike;                      /* 0: cells marked by draws; else bit s: symbol s completes a set it fills */
    uint64_t cells[LC_MAX_PATTERNS];     /* cell masks */
} lc_family;

/* LC_Q_ALIKE: the most cells one symbol of `holds` shows on the grid (the
 * grid's wild symbol counting for a symbol shown beside it). */
/* LC_Q_PRINTED: no condition but the amount printed on the grid, reached
 * when that is not 0 (« une somme autre que zéro euro »). */
typedef enum { LC_Q_PATTERNS, LC_Q_MATCHES, LC_Q_HOLDS, LC_Q_DRAWS, LC_Q_ALIKE, LC_Q_PRINTED } lc_quantity;
typedef enum { LC_AT_LEAST, LC_EXACTLY } lc_cmp;
typedef enum { LC_HIGHEST, LC_SUM } lc_combine;
typedef enum { LC_COUNT_DISTINCT, LC_COUNT_PER_DRAW } lc_count_mode;

/* LC_Q_DRAWS: the grid's numbers found in the draws of `draws` (summed
 * over them), compared with k. */
typedef struct { uint8_t draws, cmp, k; } lc_cond;

typedef struct {
    int clause;
    int64_t amount;        /* cents (at the first stake of a game with stakes) */
    uint8_t quantity;      /* lc_quantity */
    uint8_t cmp;           /* lc_cmp */
    uint8_t family;        /* LC_Q_PATTERNS: index into grid->fam */
    uint8_t k;             /* threshold */
    int8_t note;           /* index into game->notes, or -1 */
    uint32_t implies;      /* bit j: every marking that reaches this level reaches level j (itself included) */
    uint32_t holds;        /* LC_Q_HOLDS, LC_Q_ALIKE: bit s, symbol s counts when the grid shows it */
    uint8_t printed;       /* pays the amount printed on the unit for its grid (amount is 0) */
    uint8_t unmultiplied;  /* the multiplier leaves its lot as it is */
    uint8_t spots;         /* reached only on a grid holding this many numbers (a table per spot count); 0: any */
    uint8_t nconds;        /* LC_Q_DRAWS: every condition holds (cmp and k above are cond[0]'s) */
    lc_cond cond[LC_MAX_CONDS];
    int64_t one_in;        /* the published chance, 1 in one_in / 100 (hundredths), or 0 */
    int64_t at_stake[LC_MAX_STAKES];   /* what it pays at each stake of game->stakes (at_stake[0] = amount) */
} lc_level;

typedef struct { int family, clause; } lc_non_paying;

/* The currency of the text's amounts (cents of it), and so how its figures
 * are written: 1 234,56 € in a French text, $1,234.56 in an American one. */
typedef enum { LC_EUR, LC_FRF, LC_CHF, LC_USD, LC_GBP } lc_currency;
#define LC_CURRENCY_WORDS {"EUR", "FRF", "CHF", "USD", "GBP", NULL}
/* Figures written 1,234.56 (a text in dollars or pounds), not 1 234,56. */
#define LC_ENGLISH_FIGURES(g) ((g)->currency >= LC_USD)

/* What a grid prints besides its cells: a sum for the grid (the amount a
 * level "printed" pays), or a sum beside each cell (the level then pays
 * the sums of the cells it marks: twelve balls, each with its own). */
enum { LC_PRINTED_NONE, LC_PRINTED_GRID, LC_PRINTED_CELLS };

typedef struct {
    char *name, *label;
    int clause;
    int rows, cols, ncells;
    int nsymbols;                      /* 0: a grid of numbers */
    uint8_t spots;                     /* the player fills as many cells as they choose (Keno's spots): the
                                        * unit's row may be shorter, the cells after it LC_CELL_ABSENT */
    uint8_t amount_printed;            /* the unit prints an amount on this grid ("amounts" in its JSON): */
                                       /* LC_PRINTED_GRID one, LC_PRINTED_CELLS one beside each cell */
    char *symbol[LC_MAX_SYMBOLS];      /* symbol i is the cell value i */
    uint8_t served;                    /* bit d: draw d serves this grid */
    int served_clause[LC_MAX_DRAWS];
    /* the cells draw d serves (every cell unless a serving clause names some: Powerball's white
     * draw the five white cells, its red draw the red one); split: some draw serves only some */
    uint64_t serve_cells[LC_MAX_DRAWS];
    uint8_t split;
    int joker_marks, joker_clause;     /* a joker cell is marked; -1 clause if none */
    int wild, wild_clause;             /* the symbol that stands for any other shown (-1: none), its clause */
    uint8_t count_mode;                /* lc_count_mode */
    uint8_t counts_matches;            /* some level counts matches: the evaluator needs the count */
    uint8_t per_draw;                  /* some level counts per draw (LC_Q_DRAWS) */
    int count_clause;
    uint8_t column_ranges;             /* a range check gives each column its own range */
    uint8_t within;                    /* lc_combine of the levels reached */
    int within_clause;
    int nfam, nlev, nnp;
    lc_family fam[LC_MAX_FAMILIES];
    lc_level lev[LC_MAX_LEVELS];       /* sorted by amount, highest first */
    lc_non_paying np[LC_MAX_FAMILIES];
} lc_grid;

typedef struct { char *name, *label; int clause; } lc_draw;

typedef enum {
    LC_CK_GRID_CELLS,     /* numbers / jokers / blanks per grid */
    LC_CK_GRID_RANGE,     /* every number in range (or its column's range) */
    LC_CK_GRID_DISTINCT,  /* no number twice on one grid */
    LC_CK_DRAW_COUNT,     /* each draw holds `count` numbers */
    LC_CK_DRAW_RANGE,     /* every number of each draw in range */
    LC_CK_DISTINCT,       /* all numbers of the listed draws, together, distinct */
    LC_CK_ONE_PER_RANGE,  /* each listed draw: exactly one number per range */
    LC_CK_GRID_FIXED,     /* the listed cells hold the joker (a free centre) */
    LC_CK_PRINTED_IN_TABLE, /* the amount printed on each listed grid is one of the table's */
    LC_CK_STAKE_ALLOWED   /* the unit's stake is one of the game's stakes */
} lc_check_kind;

typedef struct {
    lc_check_kind kind;
    int clause;
    uint8_t grids, draws;              /* masks of what it applies to */
    int numbers, jokers, blanks;       /* GRID_CELLS */
    int numbers_hi;                    /* GRID_CELLS: numbers..numbers_hi (a grid of spots: 1 to 10) */
    int count;                         /* DRAW_COUNT */
    lc_range range;                    /* GRID_RANGE / DRAW_RANGE when nranges == 0 */
    int nranges;                       /* per column (GRID_RANGE), ONE_PER_RANGE, or DRAW_RANGE's ranges
                                        * (a number in any one: the values 2, 3, 4, 5 and 10) */
    lc_range ranges[LC_MAX_RANGES];
    uint64_t cells;                    /* GRID_FIXED: the cells that hold the joker; GRID_DISTINCT: the cells
                                        * that must differ (0: all) */
    uint8_t zero;                      /* PRINTED_IN_TABLE: a printed 0 is allowed too (the grid pays nothing) */
} lc_check;

/* Every cell of a grid, as a cell mask. */
static inline uint64_t lc_grid_all_cells(const lc_grid *gr)
{
    return gr->ncells == 64 ? ~0ULL : (1ULL << gr->ncells) - 1;
}

/* The span of a draw's ranges (one-per-range, or draw-range's values apart). */
static inline lc_range lc_check_span(const lc_check *ck)
{
    return ck->nranges ? (lc_range){ck->ranges[0].lo, ck->ranges[ck->nranges - 1].hi} : ck->range;
}

/* A check of the drawing alone: in a pool game, the drawing's shape (a
 * drawing that breaks it is refused, never evaluated). */
static inline int lc_check_on_drawing(const lc_check *ck)
{
    return !ck->grids && (ck->kind == LC_CK_DRAW_COUNT || ck->kind == LC_CK_DRAW_RANGE || ck->kind == LC_CK_DISTINCT ||
                          ck->kind == LC_CK_ONE_PER_RANGE);
}

typedef struct {
    int64_t lots, amount, total;       /* as printed: total = lots x amount */
    int only_by_sum;                   /* "accessibles qu'en cumulant" */
    int source;                        /* the register entry its figures come from (a clause index), or -1:
                                        * they are printed in the text, and lint --texts proves them there */
    int line, column;
} lc_table_row;

typedef enum { LC_OTHERWISE_NOTE, LC_OTHERWISE_HIGHEST } lc_otherwise;

/* A pool game (jeu de répartition): the levels of its one grid are classes
 * (no amount: a play is in the first class it reaches), the ranks hold
 * classes, and the rules of sharing turn each rank's assigned sum into a
 * unit gain over every play of a drawing (eval/share.c). Class masks are
 * bits of level indexes of grid 0. */
#define LC_MAX_RANKS 12
typedef struct {
    char *name;                        /* the rank's key in a drawing's JSON: "rang-1" */
    int clause;
    uint32_t classes;                  /* the classes whose plays it holds */
    uint32_t when_none, instead;       /* otherwise: no play in when_none, the rank holds `instead` */
    int otherwise_clause;              /* -1: none */
    uint32_t only_if;                  /* only_if: some play in these classes, or the rank is empty */
    int only_if_clause;                /* -1: none */
    int64_t step;                      /* round-down step in cents (1: none) */
    int step_clause;                   /* the round-down rule that sets it, or -1 */
} lc_rank;

/* What a mutant of the sharing does instead (mutate.c), 0 for none. */
enum { LC_POOL_FAULT_NONE, LC_POOL_ROUND_UP, LC_POOL_ROUND_SUM, LC_POOL_NO_ROLL, LC_POOL_NO_CARRY,
       LC_POOL_POOL_UP, LC_POOL_NO_POOL, LC_POOL_NO_OTHERWISE, LC_POOL_NO_ONLY_IF, LC_POOL_NO_ROUND,
       LC_POOL_FAULTS };

typedef struct {
    int nranks;                        /* 0: not a pool game */
    lc_rank rank[LC_MAX_RANKS];
    char *class_name[LC_MAX_LEVELS];   /* per level of grid 0 */
    int equal_clause, carry_clause, roll_clause, pool_clause;
    int past_last_clause;              /* unwon-last in force: where an unwon lowest rank's sum goes, or -1 */
    uint8_t past_last_reserve;         /* ... to the reserve (paid nobody), not the carry-over fund */
    int pooled_step_clause;            /* pooled-step in force, or -1 */
    uint8_t pool_coarser;              /* pooled ranks rounded to the coarser step of the group */
    uint8_t fault;                     /* a mutant's: LC_POOL_* */
} lc_pool;

typedef struct {
    /* identity */
    char *file;
    char *text;        /* the file's bytes as compiled (lc_game_load): compiled again under other */
    size_t text_len;   /* readings from here, never read again from a disk that may fail or change */
    char *id, *title, *edition, *reglement_title, *source;
    char *signed_on, *amended_on, *applicable_on;
    int64_t unit_price, block_units;
    int nstakes;                       /* 0: one price; else the stakes a player may choose */
    uint8_t stake_multiplies;          /* a level's amount_cents is its prize at the unit's price, times the stake
                                        * over the price at each stake (« multiply $1 payout times dollars played ») */
    int64_t stakes[LC_MAX_STAKES];     /* ascending */
    int emission_clause;
    int payout_min_bp, payout_max_bp;  /* basis points; 0/0 when no bound */
    char *payout_source;
    char *text_incomplete;             /* reglement.incomplete: what the stored text lacks, or NULL */

    int nclauses, ninterp, ndraws, ngrids, nchecks, nnotes, nrows, npairs;
    lc_clause *clauses;
    lc_interp *interp;
    lc_draw draws[LC_MAX_DRAWS];
    lc_grid grids[LC_MAX_GRIDS];
    lc_check *checks;
    char *notes[LC_MAX_NOTES];
    uint8_t in_kind;                   /* bit i: notes[i] is the label of a lot in kind (a trip, a car) */
    uint8_t shared;                    /* bit i: notes[i] labels a share of a sum the drawing divides among the
                                        * winners of its level (a jackpot): no amount a unit can know */
    uint8_t currency;                  /* lc_currency: the text's; its figures written the text's way */
    /* a multiplier revealed on the unit: the one cell of grid mult_grid shows symbol s, and the lots of
     * the grids of mult_applies are multiplied by mult_factor[s] (1 for a symbol it does not list) */
    int mult_clause, mult_grid;
    uint8_t mult_applies;
    uint16_t mult_factor[LC_MAX_SYMBOLS];
    /* ... or a multiplier drawn: the number draw mult_draw holds is the factor (-1: none), at the stakes
     * of mult_stakes only (bit s: stakes[s], an option bought), and for the levels it multiplies only
     * (a level's `unmultiplied`: Power Play's jackpot, and its 5 + 0 fixed at a sum of its own) */
    int mult_draw;
    uint8_t mult_stakes;

    lc_pool pool;                      /* pool.nranks 0: every level pays an amount of its own */

    /* anomalies */
    int anomaly_clause;
    char *remedy;                      /* "void", "refund", ... */

    /* across grids */
    uint8_t across;                    /* lc_combine */
    int across_clause;
    int pairs_clause;                  /* -1 when every double win is permitted */
    int64_t pairs[LC_MAX_TABLE_ROWS][2];
    uint8_t otherwise;                 /* lc_otherwise for a double not listed */
    int otherwise_clause;
    int8_t otherwise_note;
    int lose_clause;                   /* "perdante dans tous les autres cas", or -1 */
    int offtable_clause;               /* -1: no off-table note */
    int8_t offtable_note;
    int several_clause;                /* -1: a grid may win several ways without a note */
    int8_t several_note;

    /* prize table, per block */
    int table_clause;
    int64_t table_lots, table_total;
    lc_table_row rows[LC_MAX_TABLE_ROWS];
} lc_game;

/* Under emission.stake_multiplies: what a level of `amount` (at the unit's
 * price) pays at stake s, up to its cap (0: none). */
static inline int64_t lc_stake_times(const lc_game *g, int64_t amount, int64_t cap, int s)
{
    int64_t a = amount * (g->stakes[s] / g->unit_price);
    return cap && a > cap ? cap : a;
}

/* In a pool game, a check that says what its units are rather than a rule
 * they can break: the drawing's, and what fills a play (a play that is not
 * numbers is refused before any check). */
static inline int lc_pool_shape_check(const lc_game *g, const lc_check *ck)
{
    return g->pool.nranks && (lc_check_on_drawing(ck) || ck->kind == LC_CK_GRID_CELLS);
}

/* Load and compile one rules file. NULL and err filled on any error. */
lc_game *lc_game_load(const char *path, lc_error *err);
/* The same from memory; `name` stands for the file in errors. */
lc_game *lc_game_load_text(const char *text, size_t len, const char *name, lc_error *err);
/* The same bytes compiled again with `choices` ("ENTRY=READING") in force
 * before the command line's: lint and coverage, under the other readings. */
lc_game *lc_game_recompile(const lc_game *g, const char *const *choices, int n, lc_error *err);
void lc_game_free(lc_game *g);

/* Index helpers: -1 when absent. */
int lc_game_clause(const lc_game *g, const char *id);
int lc_game_grid(const lc_game *g, const char *name);
/* Grids that have a level (a multiplier's cell pays nothing itself). */
int lc_game_paying_grids(const lc_game *g);
int lc_game_draw(const lc_game *g, const char *name);
int lc_game_note(const lc_game *g, const char *word);
int lc_game_amount_in_table(const lc_game *g, int64_t amount);
int lc_game_stake(const lc_game *g, int64_t cents);
/* The symbol of grid gr written t (n bytes, no NUL needed): its value. */
int lc_grid_symbol(const lc_grid *gr, const char *t, size_t n);
/* The amounts level lv can pay: one (its own), or for a level that pays the
 * amount printed, each amount of the table (what a conforming unit prints);
 * lc_level_amount gives the k-th. */
int lc_level_amounts(const lc_game *g, const lc_level *lv);
int64_t lc_level_amount(const lc_game *g, const lc_level *lv, int k);
/* 1 when two grids list the same symbols in the same order (a value means
 * the same symbol on both). */
int lc_grid_same_symbols(const lc_grid *a, const lc_grid *b);
/* A level's published chance as a probability (one_in is kept in hundredths). */
static inline double lc_level_chance(const lc_level *lv) { return 100.0 / (double)lv->one_in; }
/* Fill each level's `implies` (compile_ways.c); again after editing levels. */
void lc_grid_implications(lc_grid *gr);

/* --game ID, taken out of argv like --reading by every command that reads
 * rules: of the rules given, that game only, and of the cases given, only
 * that game's files and declarations (the others are left out, not
 * refused). NULL when not given. */
int lc_game_scope_take(const char *cmd, int *argc, char **argv);
const char *lc_game_scope(void);

/* A set of games, from files and directories (every *.yaml below them);
 * under --game, that game only (-1 with err when no file defines it). */
typedef struct {
    lc_game **games;
    int n;
} lc_ruleset;

int lc_ruleset_load(lc_ruleset *rs, char *const *paths, int npaths, lc_error *err);
const lc_game *lc_ruleset_find(const lc_ruleset *rs, const char *id);
void lc_ruleset_free(lc_ruleset *rs);

#endif
