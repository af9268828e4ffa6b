#!/usr/bin/env python3
"""shape_cases.py — writes the cases of the three shape test games,
tests/cases/<game-id>/cases.yaml:

  python3 tests/cases/shape_cases.py [OUTDIR]     (OUTDIR: tests/cases)

demo-bingo75-free-centre (tests/rules/bingo75-free-centre.yaml), demo-morpion-3x3
(tests/rules/morpion-3x3.yaml) and demo-card-8x8-and-row (tests/rules/card-8x8-and-row.yaml).
Units are built category by category from each game's description: every line or pattern
completed, and one cell short at each of its cells; two lines and more against one (only the
highest level is paid); the card and the strip each alone and together (they add up); the
strip's exact three; each cell out of its range just beyond each bound, the bounds themselves,
and far values (256+v, 65536+v, v-256, -v, 2^32+v: out of range, never wrapped); repeats on a
grid and within each draw at each index; each draw one number short and one long; each index
of each draw out of range; a blank and a joker where none may be; the free centre's joker moved
to each other cell (swapped with that cell's number), or gone.

Every expectation is the answer of tests/candidates/shapes_candidate.py, an evaluator written
from the games' descriptions in words without the rules files or the interpreter, asked over the
candidate protocol: this script never runs lotcert, and reads the rules files for nothing (the
clause ids under covers: are written here by hand). Deterministic: the same output every run.

An anomaly's remedy depends on the game's misprint entry (I-B75-VOID, I-MORPION-VOID,
I-CARD-VOID): each anomaly case says it holds under `void`, and is followed by its twin under
`refund` (id ending --refund), so that as many cases run under either reading."""
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CANDIDATE = os.path.join(HERE, "..", "candidates", "shapes_candidate.py")
FAR = [("256+v", lambda v: 256 + v), ("65536+v", lambda v: 65536 + v), ("v-256", lambda v: v - 256),
       ("minus-v", lambda v: -v), ("2^32+v", lambda v: 2 ** 32 + v)]


class Suite:
    def __init__(self, game, prefix, entry, header):
        self.game, self.prefix, self.entry, self.header = game, prefix, entry, header
        self.cases, self.ids = [], set()

    def add(self, cid, covers, description, unit, want):
        """A case; want is the status the category means to reach (checked against the oracle's answer)."""
        cid = "%s-%s" % (self.prefix, cid)
        assert cid not in self.ids, cid
        self.ids.add(cid)
        if want == "anomaly":
            covers = covers + ["art-2/void", self.entry]
        self.cases.append({"id": cid, "covers": covers, "description": description,
                           "unit": json.loads(json.dumps(unit)), "want": want})


def ask(suite, readings=()):
    """The candidate's answer for every case of the suite, under the readings given."""
    reqs = [json.dumps({"id": c["id"], "game": suite.game, "unit": c["unit"]}) for c in suite.cases]
    args = [sys.executable, CANDIDATE] + [a for r in readings for a in ("--reading", r)]
    out = subprocess.run(args, input="\n".join(reqs) + "\n", capture_output=True, text=True, check=True).stdout
    answers = []
    for c, line in zip(suite.cases, out.splitlines(), strict=True):
        r = json.loads(line)
        assert r["id"] == c["id"] and "error" not in r, r
        assert r["status"] == c["want"], (c["id"], c["want"], r)
        e = {"status": r["status"], "amount_cents": r["amount_cents"]}
        for k in ("grids", "remedy", "notes"):
            if k in r:
                e[k] = r[k]
        answers.append(e)
    return answers


def expectations(suite, twins):
    out = []
    refund = ask(suite, ["%s=refund" % suite.entry]) if twins else None
    for i, (c, e) in enumerate(zip(suite.cases, ask(suite))):
        c["expect"] = e
        out.append(c)
        if e["status"] != "anomaly":
            continue
        c["readings"] = {suite.entry: "void"}
        if twins:
            out.append({"id": c["id"] + "--refund",
                        "covers": [k if k != "art-2/void" else "art-2/refund" for k in c["covers"]],
                        "description": c["description"] + "; refunded", "readings": {suite.entry: "refund"},
                        "unit": c["unit"], "expect": refund[i]})
    suite.cases = out


def write(suite, outdir):
    d = os.path.join(outdir, suite.game)
    os.makedirs(d, exist_ok=True)
    lines = ["# yaml-language-server: $schema=../../../schemas/cases.schema.json"]
    lines += ["# " + h for h in suite.header]
    lines += ["# Written by tests/cases/shape_cases.py; every expectation is the answer of",
              "# tests/candidates/shapes_candidate.py, written from the game's description in words,",
              "# not from the rules file nor from lotcert's interpreter.",
              "game: %s" % suite.game, "cases:"]
    for c in suite.cases:
        lines.append("  - id: %s" % c["id"])
        lines.append("    covers: [%s]" % ", ".join(c["covers"]))
        lines.append("    description: %s" % json.dumps(c["description"], ensure_ascii=False))
        if "readings" in c:
            lines.append("    readings: {%s}" % ", ".join("%s: %s" % kv for kv in c["readings"].items()))
        lines.append("    unit:")
        lines.append("      grids: %s" % json.dumps(c["unit"]["grids"]))
        lines.append("      draws: %s" % json.dumps(c["unit"]["draws"]))
        lines.append("    expect: %s" % json.dumps(c["expect"]))
    with open(os.path.join(d, "cases.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return len(suite.cases)


# Mutants of the rules no unit can tell apart, each with its reason (the ids are those lotcert coverage prints).
ONE_LEVEL_AT_A_TIME = ("The two levels are 'exactly 1' and 'at least 2' lines: a grid reaches one of them or none, never both, "
                       "so keeping the highest and adding them up are the same")
AT_LEAST_ONE = ("Read 'at least 1' instead of 'exactly 1', the one-line level is reached besides the two-lines level "
                "only where two lines or more are complete, and there only the highest, the two-lines level, is paid.")
EQUIVALENT = {
    "demo-bingo75-free-centre": [
        ("carte/comparison/art-3/one-line", AT_LEAST_ONE),
        ("carte/within/art-3/highest", ONE_LEVEL_AT_A_TIME + "."),
    ] + [("carte/pattern-short/lines/%d/cell-12" % k, "Line %d passes through the free centre: a valid card holds the "
          "joker there (art-2/free-centre) and the joker is always marked (art-3/free), so the line read without that "
          "cell completes exactly when the line does." % k) for k in (2, 7, 10, 11)] + [
        ("carte/cell-unchecked/12", "The centre of a valid card holds the joker, which no range check reads; a number "
         "there breaks art-2/free-centre whatever its range, so skipping the range check of that cell changes no outcome."),
    ],
    "demo-morpion-3x3": [
        ("carre/comparison/art-3/two-lines", "Two lines of the 3 x 3 grid share at most one cell, so three complete lines "
         "need at least 6 cells marked, and five numbers drawn mark at most 5: 'at least 2' and 'exactly 2' are the same."),
        ("carre/comparison/art-3/one-line", AT_LEAST_ONE),
        ("carre/within/art-3/highest", ONE_LEVEL_AT_A_TIME + "."),
        ("carre/joker-on", "A valid grid holds no joker (art-2/cells: jokers 0), so whether a joker would be marked "
         "never shows."),
    ],
    "demo-card-8x8-and-row": [
        ("carte/comparison/art-3/corners-pay", "The corners family has a single set: the card completes 0 or 1 of it, "
         "so 'at least 1' and 'exactly 1' are the same."),
        ("carte/within/art-3/highest", "The card has one level (the corners); the full card pays nothing and cannot be "
         "complete (60 numbers drawn, 64 cells): it never reaches two levels."),
        ("carte/joker-on", "A valid card holds no joker (art-2/card-cells: jokers 0), so whether a joker would be marked "
         "never shows."),
        ("carte/serve/chiffres", "chiffres holds numbers of 100-120 and the card numbers of 1-99: a number of chiffres "
         "never marks the card."),
        ("bande/also-on/carte/art-3/strip-three", "The card holds 64 distinct numbers of 1-99 and tirage 60 of them: "
         "at least 25 numbers of the card are drawn, never exactly 3."),
        ("bande/comparison/art-3/strip-three", "chiffres holds 3 numbers: the strip matches at most 3, so 'at least 3' "
         "and 'exactly 3' are the same."),
        ("bande/within/art-3/highest", "The strip has one level (exactly 3 numbers): it never reaches two levels."),
        ("bande/serve/tirage", "tirage holds numbers of 1-99 and the strip numbers of 100-120: a number of tirage never "
         "marks the strip."),
    ],
}


def write_equivalents(game, outdir):
    lines = ["# yaml-language-server: $schema=../../../schemas/cases.schema.json",
             "# Mutants of %s that no unit can tell from its rules, each with the reason" % game,
             "# (written by tests/cases/shape_cases.py).", "equivalent_mutants:"]
    for m, why in EQUIVALENT[game]:
        lines += ["  - mutant: %s:%s" % (game, m), "    reason: %s" % json.dumps(why, ensure_ascii=False)]
    with open(os.path.join(outdir, game, "equivalent-mutants.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")


def square_lines(n):
    """Name and cells of each line of an n x n grid: rows, columns, the two diagonals."""
    out = [("row-%d" % r, [(r, c) for c in range(n)]) for r in range(n)]
    out += [("col-%d" % c, [(r, c) for r in range(n)]) for c in range(n)]
    out.append(("diagonal", [(i, i) for i in range(n)]))
    out.append(("anti-diagonal", [(i, n - 1 - i) for i in range(n)]))
    return out


def cell_name(r, c):
    return "r%dc%d" % (r, c)


def with_cell(grid, r, c, v):
    g = [list(row) for row in grid]
    g[r][c] = v
    return g


# ---- Bingo 75, a free centre ----------------------------------------------

B_COLS = [(1, 15), (16, 30), (31, 45), (46, 60), (61, 75)]
CENTRE = (2, 2)


def bingo_suite(rng):
    s = Suite("demo-bingo75-free-centre", "b75", "I-B75-VOID",
              ["Cases of tests/rules/bingo75-free-centre.yaml: each of the 12 lines completed alone, and",
               "one cell short at each of its cells; two lines and more (20 EUR, not 24); each cell just",
               "beyond its column's bounds, the bounds, far values; repeats; each index of the draw out",
               "of range and repeated; the draw a number short and long; blanks, jokers, the free",
               "centre's joker moved to each other cell."])
    lines = square_lines(5)

    def card():
        cols = []
        for c, (lo, hi) in enumerate(B_COLS):   # the bounds kept free: a case puts one in
            cols.append(rng.sample(range(lo + 1, hi), 5))
        g = [[cols[c][r] for c in range(5)] for r in range(5)]
        g[2][2] = "J"
        return g

    def draw(g, marked, length=30, avoid=()):
        """tirage: the numbers of the cells marked, and numbers on no cell (none in avoid), shuffled."""
        on = [v for row in g for v in row if v != "J"]
        need = [g[r][c] for r, c in dict.fromkeys(marked) if g[r][c] != "J"]
        free = [v for v in range(1, 76) if v not in on and v not in avoid]
        rng.shuffle(free)
        t = need + free[:length - len(need)]
        rng.shuffle(t)
        return t

    def unit(g, t):
        return {"grids": {"carte": g}, "draws": {"tirage": t}}

    def line_covers(level, cells, free=True):
        return [level, "art-3/lines", "art-3/serving"] + (["art-3/free"] if free and CENTRE in cells else [])

    # each line alone: 4 EUR; one cell short at each of its cells: nothing
    for name, cells in lines:
        g = card()
        s.add("%s-complete" % name, line_covers("art-3/one-line", cells),
              "%s complete, nothing else: one line pays 4 EUR" % name, unit(g, draw(g, cells)), "win")
        for r, c in cells:
            if (r, c) == CENTRE:
                continue
            g = card()
            s.add("%s-short-%s" % (name, cell_name(r, c)), ["art-3/lose"],
                  "%s complete but for cell (%d,%d): no line, nothing" % (name, r, c),
                  unit(g, draw(g, [x for x in cells if x != (r, c)])), "lose")
    # the centre alone marked, and nothing drawn on the card
    g = card()
    s.add("nothing-on-card", ["art-3/lose"], "no drawn number on the card: only the free centre is marked",
          unit(g, draw(g, [])), "lose")
    # two lines and more: 20 EUR, never 20 + 4
    pairs = [(a, b) for i, a in enumerate(lines) for b in lines[i + 1:]]
    for k, (a, b) in enumerate(pairs):
        if k % 3 and not (CENTRE in a[1] and CENTRE in b[1]):
            continue   # a third of the pairs, and every pair crossing at the free centre
        g = card()
        s.add("two-%s-%s" % (a[0], b[0]), line_covers("art-3/two-lines", a[1] + b[1]),
              "%s and %s complete: two lines pay 20 EUR, the one-line prize not added" % (a[0], b[0]),
              unit(g, draw(g, a[1] + b[1])), "win")
    for n in (3, 4, 5):
        chosen = rng.sample(lines, n)
        cells = sorted({x for _, cl in chosen for x in cl})
        if len([x for x in cells if x != CENTRE]) > 30:
            continue
        g = card()
        s.add("%d-lines" % n, line_covers("art-3/two-lines", cells, False),
              "%s complete: %d lines pay 20 EUR" % (", ".join(nm for nm, _ in chosen), n),
              unit(g, draw(g, cells)), "win")
    g = card()
    s.add("all-12-lines", line_covers("art-3/two-lines", [CENTRE], False),
          "all 24 numbers drawn: the 12 lines complete pay 20 EUR", unit(g, draw(g, [(r, c) for r in range(5) for c in range(5)])),
          "win")
    # the centre's lines with the joker unmarked would be one short: they are complete with 4 numbers
    for name, cells in lines:
        if CENTRE in cells:
            g = card()
            s.add("%s-four-numbers" % name, ["art-3/free", "art-3/one-line", "art-3/lines"],
                  "the four numbers of %s drawn: the free centre completes the line" % name,
                  unit(g, draw(g, cells)), "win")

    # the bounds of each column, held (in a line completed), and just beyond at every cell
    for c, (lo, hi) in enumerate(B_COLS):
        for v in (lo, hi):
            for r in (0, 4):
                g = card()
                g[r][c] = v
                row = lines[r][1]
                s.add("col-%d-holds-%d-%s" % (c, v, cell_name(r, c)), ["art-2/columns", "art-3/one-line"],
                      "cell (%d,%d) holds %d, a bound of column %d (%d-%d), in row %d completed" % (r, c, v, c, lo, hi, r),
                      unit(g, draw(g, row)), "win")
    for r in range(5):
        for c, (lo, hi) in enumerate(B_COLS):
            if (r, c) == CENTRE:
                continue
            for v in (lo - 1, hi + 1):
                g = card()
                s.add("col-%d-%d-at-%s" % (c, v, cell_name(r, c)), ["art-2/columns"],
                      "cell (%d,%d) holds %d, beyond column %d's %d-%d" % (r, c, v, c, lo, hi),
                      unit(with_cell(g, r, c, v), draw(g, lines[r][1])), "anomaly")
    for k, (label, far) in enumerate(FAR):
        for c in range(5):
            r = (c + k) % 5 if c != 2 else (k % 2) * 4
            g = card()
            v = far(g[r][c])
            s.add("far-%s-at-%s" % (label, cell_name(r, c)), ["art-2/columns"],
                  "cell (%d,%d) holds %d (%s of its number %d): out of range, not wrapped" % (r, c, v, label, g[r][c]),
                  unit(with_cell(g, r, c, v), draw(g, lines[r][1])), "anomaly")
    # the free centre
    for r in range(5):
        for c in range(5):
            if (r, c) == CENTRE:
                continue
            g = card()
            v = g[r][c]
            if c != 2:   # a number of column 2 for the centre, the joker in the cell it leaves
                v = rng.choice([x for x in range(32, 45) if x not in [g[q][2] for q in range(5)]])
            h = with_cell(with_cell(g, r, c, "J"), 2, 2, v)
            s.add("joker-moved-to-%s" % cell_name(r, c), ["art-2/free-centre"],
                  "the joker at (%d,%d), the centre holding %d: the free centre is not free" % (r, c, v),
                  unit(h, draw(h, lines[r][1])), "anomaly")
    g = card()
    v = rng.choice([x for x in range(32, 45) if x not in [g[q][2] for q in range(5)]])
    s.add("no-joker", ["art-2/free-centre", "art-2/cells"], "the centre holds %d and no cell the joker" % v,
          unit(with_cell(g, 2, 2, v), draw(g, lines[2][1])), "anomaly")
    g = card()
    s.add("centre-blank", ["art-2/free-centre", "art-2/cells"], "the centre blank, no joker",
          unit(with_cell(g, 2, 2, None), draw(g, lines[0][1])), "anomaly")
    for r, c in [(0, 0), (1, 3), (2, 1), (3, 2), (4, 4)]:
        g = card()
        s.add("blank-at-%s" % cell_name(r, c), ["art-2/cells"], "cell (%d,%d) blank" % (r, c),
              unit(with_cell(g, r, c, None), draw(g, lines[r][1])), "anomaly")
        g = card()
        s.add("second-joker-at-%s" % cell_name(r, c), ["art-2/cells"],
              "a second joker at (%d,%d), beside the free centre's" % (r, c),
              unit(with_cell(g, r, c, "J"), draw(g, lines[r][1])), "anomaly")
    # repeats on the card: within a column (its range kept), across rows
    for c in range(5):
        for r1, r2 in [(0, 1), (1, 3), (0, 4), (3, 4)]:
            if CENTRE in ((r1, c), (r2, c)):
                continue
            g = card()
            other = [r for r in range(5) if r not in (r1, r2)][c % 3]
            lo, hi = B_COLS[c]
            s.add("repeat-col-%d-%s-%s" % (c, cell_name(r1, c), cell_name(r2, c)), ["art-2/distinct"],
                  "cell (%d,%d) repeats the number of (%d,%d), which is not drawn" % (r2, c, r1, c),
                  unit(with_cell(g, r2, c, g[r1][c]), draw(g, lines[other][1], avoid=range(lo, hi + 1))), "anomaly")
    # the draw: each index out of range and repeated; one number short and long; its bounds
    for i in range(30):
        g = card()
        t = draw(g, lines[i % 12][1])
        for v in ([0, 76] if i in (0, 29) else [(0, 76)[i % 2]]):
            u = list(t)
            u[i] = v
            s.add("drawn-%d-at-%d" % (v, i), ["art-2/drawn-range"], "number %d drawn is %d, beyond 1-75" % (i, v),
                  unit(g, u), "anomaly")
        u = list(t)
        u[i] = u[i - 1] if i else u[1]
        s.add("drawn-repeat-at-%d" % i, ["art-2/drawn-distinct"],
              "number %d drawn repeats number %d" % (i, i - 1 if i else 1), unit(g, u), "anomaly")
    for k, (label, far) in enumerate(FAR):
        g = card()
        t = draw(g, lines[k][1])
        i = (7 * k + 3) % 30
        t[i] = far(t[i])
        s.add("drawn-far-%s-at-%d" % (label, i), ["art-2/drawn-range"],
              "number %d drawn is %d (%s): out of range, not wrapped" % (i, t[i], label), unit(g, t), "anomaly")
    for n in (0, 1, 29, 31, 45):
        g = card()
        s.add("drawn-count-%d" % n, ["art-2/count"], "%d numbers drawn, not 30" % n,
              unit(g, draw(g, lines[1][1] if n > 5 else [], n)), "anomaly")
    for v in (1, 75):
        g = card()
        t = draw(g, lines[3][1])
        if v not in t:
            t[[k for k, x in enumerate(t) if x not in [y for row in g for y in row]][0]] = v
        s.add("drawn-holds-%d" % v, ["art-2/drawn-range", "art-3/one-line"], "%d drawn, a bound of 1-75, on no cell" % v,
              unit(g, t), "win")
    return s


# ---- Morpion 3 x 3 --------------------------------------------------------

def morpion_suite(rng):
    s = Suite("demo-morpion-3x3", "m3", "I-MORPION-VOID",
              ["Cases of tests/rules/morpion-3x3.yaml: each of the 8 lines completed alone (twice), and",
               "one cell short at each of its cells; every pair of lines that five numbers complete",
               "(50 EUR, not 55); each cell at 0, 1, 30, 31 and far values; repeats; each index of the",
               "draw out of range and repeated; the draw a number short and long; jokers and blanks."])
    lines = square_lines(3)

    def grid():
        v = rng.sample(range(2, 30), 9)
        return [v[0:3], v[3:6], v[6:9]]

    def draw(g, marked, length=5):
        on = [v for row in g for v in row]
        need = [g[r][c] for r, c in dict.fromkeys(marked)]
        free = [v for v in range(1, 31) if v not in on]
        rng.shuffle(free)
        t = need + free[:length - len(need)]
        rng.shuffle(t)
        return t

    def unit(g, t):
        return {"grids": {"carre": g}, "draws": {"tirage": t}}

    for name, cells in lines:
        for k in range(2):
            g = grid()
            s.add("%s-complete-%s" % (name, "ab"[k]), ["art-3/one-line", "art-3/lines", "art-3/serving"],
                  "%s complete, two numbers drawn besides: one line pays 5 EUR" % name, unit(g, draw(g, cells)), "win")
        for r, c in cells:
            g = grid()
            s.add("%s-short-%s" % (name, cell_name(r, c)), ["art-3/lose"],
                  "%s complete but for cell (%d,%d): nothing" % (name, r, c),
                  unit(g, draw(g, [x for x in cells if x != (r, c)])), "lose")
    for i, (a, ca) in enumerate(lines):
        for b, cb in lines[i + 1:]:
            if len(set(ca) | set(cb)) > 5:
                continue
            g = grid()
            s.add("two-%s-%s" % (a, b), ["art-3/two-lines", "art-3/lines", "art-3/serving"],
                  "%s and %s complete with five numbers: 50 EUR, the one-line prize not added" % (a, b),
                  unit(g, draw(g, ca + cb)), "win")
    g = grid()
    s.add("nothing-on-grid", ["art-3/lose"], "no drawn number on the grid", unit(g, draw(g, [])), "lose")
    g = grid()
    s.add("five-no-line", ["art-3/lose"], "five numbers of the grid drawn, no three of them in a line",
          unit(g, draw(g, [(0, 0), (0, 2), (2, 0), (1, 2), (2, 1)])), "lose")
    # ranges: each cell at 0 and 31; the bounds held; far values
    for r in range(3):
        for c in range(3):
            for v in (0, 31):
                g = grid()
                s.add("cell-%d-at-%s" % (v, cell_name(r, c)), ["art-2/range"],
                      "cell (%d,%d) holds %d, beyond 1-30" % (r, c, v),
                      unit(with_cell(g, r, c, v), draw(g, lines[r][1])), "anomaly")
    for r, c, v in [(0, 0, 1), (1, 1, 30), (2, 2, 1), (0, 2, 30)]:
        g = grid()
        g[r][c] = v
        s.add("cell-holds-%d-at-%s" % (v, cell_name(r, c)), ["art-2/range", "art-3/one-line"],
              "cell (%d,%d) holds %d, a bound of 1-30, in row %d completed" % (r, c, v, r),
              unit(g, draw(g, lines[r][1])), "win")
    for k, (label, far) in enumerate(FAR):
        for r, c in [(k % 3, (k + 1) % 3), ((k + 2) % 3, k % 3)]:
            g = grid()
            v = far(g[r][c])
            s.add("far-%s-at-%s" % (label, cell_name(r, c)), ["art-2/range"],
                  "cell (%d,%d) holds %d (%s of its number %d): out of range, not wrapped" % (r, c, v, label, g[r][c]),
                  unit(with_cell(g, r, c, v), draw(g, lines[r][1])), "anomaly")
    # repeats, jokers, blanks
    for (r1, c1), (r2, c2) in [((0, 0), (0, 1)), ((0, 2), (1, 0)), ((1, 1), (2, 2)), ((2, 0), (2, 2)), ((0, 1), (2, 1)),
                               ((1, 2), (2, 0))]:
        g = grid()
        line = [cl for _, cl in lines if (r1, c1) not in cl and (r2, c2) not in cl][0]
        s.add("repeat-%s-%s" % (cell_name(r1, c1), cell_name(r2, c2)), ["art-2/distinct"],
              "cell (%d,%d) repeats the number of (%d,%d), which is not drawn" % (r2, c2, r1, c1),
              unit(with_cell(g, r2, c2, g[r1][c1]), draw(g, line)), "anomaly")
    for r in range(3):
        for c in range(3):
            g = grid()
            s.add("joker-at-%s" % cell_name(r, c), ["art-2/cells"], "a joker at (%d,%d): the grid has none" % (r, c),
                  unit(with_cell(g, r, c, "J"), draw(g, lines[r][1])), "anomaly")
            g = grid()
            s.add("blank-at-%s" % cell_name(r, c), ["art-2/cells"], "cell (%d,%d) blank" % (r, c),
                  unit(with_cell(g, r, c, None), draw(g, lines[c + 3][1])), "anomaly")
    # the draw
    for i in range(5):
        for v in (0, 31):
            g = grid()
            t = draw(g, lines[i][1])
            t[i] = v
            s.add("drawn-%d-at-%d" % (v, i), ["art-2/drawn-range"], "number %d drawn is %d, beyond 1-30" % (i, v),
                  unit(g, t), "anomaly")
        g = grid()
        t = draw(g, lines[i + 3][1])
        t[i] = t[i - 1] if i else t[1]
        s.add("drawn-repeat-at-%d" % i, ["art-2/drawn-distinct"],
              "number %d drawn repeats number %d" % (i, i - 1 if i else 1), unit(g, t), "anomaly")
    for k, (label, far) in enumerate(FAR):
        g = grid()
        t = draw(g, lines[k][1])
        t[k] = far(t[k])
        s.add("drawn-far-%s-at-%d" % (label, k), ["art-2/drawn-range"],
              "number %d drawn is %d (%s): out of range, not wrapped" % (k, t[k], label), unit(g, t), "anomaly")
    for n in (0, 4, 6, 9):
        g = grid()
        s.add("drawn-count-%d" % n, ["art-2/count"], "%d numbers drawn, not 5" % n,
              unit(g, draw(g, lines[0][1] if n > 3 else [], n)), "anomaly")
    for v in (1, 30):
        g = grid()
        t = draw(g, lines[6][1])
        t[[k for k, x in enumerate(t) if x not in [y for row in g for y in row]][0]] = v
        s.add("drawn-holds-%d" % v, ["art-2/drawn-range", "art-3/one-line"], "%d drawn, a bound of 1-30, on no cell" % v,
              unit(g, t), "win")
    return s


# ---- Card 8 x 8 and a strip -----------------------------------------------

CORNERS = [(0, 0), (0, 7), (7, 0), (7, 7)]


def card_suite(rng):
    s = Suite("demo-card-8x8-and-row", "c8", "I-CARD-VOID",
              ["Cases of tests/rules/card-8x8-and-row.yaml: the four corners of the card marked (6 EUR)",
               "and each one left unmarked; the strip's 0 to 3 numbers drawn (3 EUR at exactly 3); both",
               "together (9 EUR); each cell of both grids out of range, the bounds, far values; each",
               "index of both draws out of range and repeated; each draw a number short and long;",
               "repeats, jokers and blanks on both grids."])
    all_cells = [(r, c) for r in range(8) for c in range(8)]

    def grids():
        v = rng.sample(range(2, 99), 64)
        return [v[8 * r:8 * r + 8] for r in range(8)], [rng.sample(range(101, 120), 5)]

    def tirage(card, mark, keep_off=(), length=60):
        """60 numbers: those of the cells in mark, none of the cells in keep_off, 25 numbers on no cell, then
        numbers of other cells; some numbers of 1-99 are left on no grid and in no draw."""
        on = [v for row in card for v in row]
        need = [card[r][c] for r, c in mark]
        banned = {card[r][c] for r, c in keep_off} | set(need)
        free = [v for v in range(1, 100) if v not in on]
        others = [v for v in on if v not in banned]
        rng.shuffle(free)
        rng.shuffle(others)
        t = need + (free[:25] + others + free[25:])[:length - len(need)]
        rng.shuffle(t)
        return t

    def chiffres(strip, hits, length=3):
        row = strip[0]
        need = [row[i] for i in hits]
        free = [v for v in range(100, 121) if v not in row]
        rng.shuffle(free)
        t = need + free[:length - len(need)]
        rng.shuffle(t)
        return t

    def unit(card, strip, t, ch):
        return {"grids": {"carte": card, "bande": strip}, "draws": {"tirage": t, "chiffres": ch}}

    def plain(card, strip, hits=(0, 1)):
        """A unit paying nothing: a corner unmarked, two numbers of the strip drawn."""
        return unit(card, strip, tirage(card, [], [CORNERS[rng.randrange(4)]]), chiffres(strip, hits))

    # the corners
    for k in range(4):
        card, strip = grids()
        s.add("corners-%d" % k, ["art-3/corners-pay", "art-3/corners", "art-3/card"],
              "the four corners marked, the strip's %d numbers drawn: 6 EUR" % (k % 3),
              unit(card, strip, tirage(card, CORNERS), chiffres(strip, list(range(k % 3)))), "win")
    for k, (r, c) in enumerate(CORNERS):
        for extra in range(2):
            card, strip = grids()
            s.add("corner-%s-unmarked-%s" % (cell_name(r, c), "ab"[extra]), ["art-3/lose"],
                  "three corners marked, (%d,%d) not: nothing" % (r, c),
                  unit(card, strip, tirage(card, [x for x in CORNERS if x != (r, c)], [(r, c)]),
                       chiffres(strip, [extra, 4])), "lose")
    card, strip = grids()
    s.add("sixty-on-card", ["art-3/corners-pay", "art-3/corners"],
          "all 60 numbers drawn on the card, the corners among them: 6 EUR, a nearly full card nothing more",
          unit(card, strip, tirage(card, CORNERS + [x for x in all_cells if x not in CORNERS][:56]), chiffres(strip, [])),
          "win")
    card, strip = grids()
    s.add("sixty-on-card-no-corner", ["art-3/lose"],
          "all 60 numbers drawn on the card, the four corners not among them: nothing",
          unit(card, strip, tirage(card, [x for x in all_cells if x not in CORNERS]), chiffres(strip, [])), "lose")
    # the strip: exactly three
    for k, hits in enumerate([(0, 1, 2), (0, 1, 3), (0, 1, 4), (0, 2, 3), (0, 2, 4), (0, 3, 4), (1, 2, 3), (1, 2, 4),
                              (1, 3, 4), (2, 3, 4)]):
        card, strip = grids()
        s.add("strip-three-%s" % "".join(map(str, hits)), ["art-3/strip-three", "art-3/strip"],
              "the strip's cells %s drawn: 3 EUR" % ", ".join(map(str, hits)),
              unit(card, strip, tirage(card, [], [CORNERS[k % 4]]), chiffres(strip, hits)), "win")
    for n in (0, 1, 2):
        for k in range(3):
            card, strip = grids()
            hits = [(k + j) % 5 for j in range(n)]
            s.add("strip-%d-%s" % (n, "abc"[k]), ["art-3/lose"],
                  "%d of the strip's numbers drawn: nothing" % n, plain(card, strip, hits), "lose")
    # both: they add up
    for k in range(4):
        card, strip = grids()
        hits = [(k + j) % 5 for j in range(3)]
        s.add("both-%d" % k, ["art-3/sum", "art-3/corners-pay", "art-3/strip-three"],
              "the corners and three of the strip: 6 + 3 = 9 EUR", unit(card, strip, tirage(card, CORNERS),
                                                                     chiffres(strip, hits)), "win")
    # ranges: every cell of the card beyond 1-99, the strip's beyond 100-120, bounds held, far values
    for r, c in all_cells:
        card, strip = grids()
        v = (0, 100)[(r + c) % 2]
        s.add("card-%d-at-%s" % (v, cell_name(r, c)), ["art-2/card-range"], "card cell (%d,%d) holds %d, beyond 1-99" % (r, c, v),
              unit(with_cell(card, r, c, v), strip, tirage(card, CORNERS), chiffres(strip, [0, 1])), "anomaly")
    for r, c in [(0, 0), (7, 7)]:
        for v in (100, 0):
            card, strip = grids()
            if v != (0, 100)[(r + c) % 2]:
                s.add("card-%d-at-%s" % (v, cell_name(r, c)), ["art-2/card-range"],
                      "card cell (%d,%d) holds %d, beyond 1-99" % (r, c, v),
                      unit(with_cell(card, r, c, v), strip, tirage(card, CORNERS), chiffres(strip, [2])), "anomaly")
    for r, c, v in [(0, 0, 1), (7, 7, 99), (0, 7, 99), (3, 4, 1)]:
        card, strip = grids()
        card[r][c] = v
        s.add("card-holds-%d-at-%s" % (v, cell_name(r, c)), ["art-2/card-range", "art-3/corners-pay"],
              "card cell (%d,%d) holds %d, a bound of 1-99; the corners marked" % (r, c, v),
              unit(card, strip, tirage(card, CORNERS + [(r, c)] if (r, c) not in CORNERS else CORNERS), chiffres(strip, [])),
              "win")
    for i in range(5):
        for v in (99, 121):
            card, strip = grids()
            s.add("strip-%d-at-%d" % (v, i), ["art-2/strip-range"], "strip cell %d holds %d, beyond 100-120" % (i, v),
                  unit(card, with_cell(strip, 0, i, v), tirage(card, CORNERS), chiffres(strip, [0, 1, 2])), "anomaly")
    for i, v in [(0, 100), (4, 120), (2, 100), (3, 120)]:
        card, strip = grids()
        strip[0][i] = v
        s.add("strip-holds-%d-at-%d" % (v, i), ["art-2/strip-range", "art-3/strip-three"],
              "strip cell %d holds %d, a bound of 100-120, drawn with two others" % (i, v),
              unit(card, strip, tirage(card, [], [CORNERS[i % 4]]), chiffres(strip, [i, (i + 1) % 5, (i + 2) % 5])), "win")
    for k, (label, far) in enumerate(FAR):
        card, strip = grids()
        r, c = CORNERS[k % 4]
        v = far(card[r][c])
        s.add("card-far-%s-at-%s" % (label, cell_name(r, c)), ["art-2/card-range"],
              "card cell (%d,%d) holds %d (%s of its number %d): out of range, not wrapped" % (r, c, v, label, card[r][c]),
              unit(with_cell(card, r, c, v), strip, tirage(card, CORNERS), chiffres(strip, [])), "anomaly")
        card, strip = grids()
        v = far(strip[0][k])
        s.add("strip-far-%s-at-%d" % (label, k), ["art-2/strip-range"],
              "strip cell %d holds %d (%s of its number %d): out of range, not wrapped" % (k, v, label, strip[0][k]),
              unit(card, with_cell(strip, 0, k, v), tirage(card, [], [(0, 0)]), chiffres(strip, [0, 1, 2, 3, 4][k:k + 3] or [k])),
              "anomaly")
    # repeats, jokers, blanks on both grids
    for (r1, c1), (r2, c2) in [((0, 0), (0, 1)), ((0, 0), (7, 7)), ((3, 4), (4, 3)), ((6, 1), (6, 6)), ((1, 7), (7, 1)),
                               ((2, 2), (5, 2))]:
        card, strip = grids()
        s.add("card-repeat-%s-%s" % (cell_name(r1, c1), cell_name(r2, c2)), ["art-2/card-distinct"],
              "card cell (%d,%d) repeats the number of (%d,%d)" % (r2, c2, r1, c1),
              unit(with_cell(card, r2, c2, card[r1][c1]), strip, tirage(card, CORNERS), chiffres(strip, [])), "anomaly")
    for i, j in [(0, 1), (1, 4), (2, 3), (0, 4)]:
        card, strip = grids()
        s.add("strip-repeat-%d-%d" % (i, j), ["art-2/strip-distinct"], "strip cell %d repeats cell %d" % (j, i),
              unit(card, with_cell(strip, 0, j, strip[0][i]), tirage(card, []), chiffres(strip, [i, j])), "anomaly")
    for r, c in [(0, 0), (3, 5), (7, 7), (5, 2)]:
        for v, what in [("J", "joker"), (None, "blank")]:
            card, strip = grids()
            s.add("card-%s-at-%s" % (what, cell_name(r, c)), ["art-2/card-cells"], "a %s at card cell (%d,%d)" % (what, r, c),
                  unit(with_cell(card, r, c, v), strip, tirage(card, CORNERS), chiffres(strip, [])), "anomaly")
    for i in range(5):
        for v, what in [("J", "joker"), (None, "blank")]:
            card, strip = grids()
            s.add("strip-%s-at-%d" % (what, i), ["art-2/strip-cells"], "a %s at strip cell %d" % (what, i),
                  unit(card, with_cell(strip, 0, i, v), tirage(card, []), chiffres(strip, [0, 1, 2, 3, 4][:3])), "anomaly")
    # the draws: each index out of range and repeated; short and long; bounds held
    for i in range(60):
        card, strip = grids()
        t = tirage(card, CORNERS)
        v = (0, 100)[i % 2]
        u = list(t)
        u[i] = v
        s.add("tirage-%d-at-%d" % (v, i), ["art-2/drawn-range"], "number %d of tirage is %d, beyond 1-99" % (i, v),
              unit(card, strip, u, chiffres(strip, [1, 2, 3])), "anomaly")
        u = list(t)
        u[i] = u[i - 1] if i else u[1]
        s.add("tirage-repeat-at-%d" % i, ["art-2/drawn-distinct"],
              "number %d of tirage repeats number %d" % (i, i - 1 if i else 1),
              unit(card, strip, u, chiffres(strip, [0, 3, 4])), "anomaly")
    for v, i in [(100, 0), (0, 59)]:
        card, strip = grids()
        t = tirage(card, CORNERS)
        t[i] = v
        s.add("tirage-%d-at-%d" % (v, i), ["art-2/drawn-range"], "number %d of tirage is %d, beyond 1-99" % (i, v),
              unit(card, strip, t, chiffres(strip, [])), "anomaly")
    for i in range(3):
        for v in (99, 121):
            card, strip = grids()
            ch = chiffres(strip, [0, 1, 2])
            ch[i] = v
            s.add("chiffres-%d-at-%d" % (v, i), ["art-2/digits-range"], "number %d of chiffres is %d, beyond 100-120" % (i, v),
                  unit(card, strip, tirage(card, CORNERS), ch), "anomaly")
        card, strip = grids()
        ch = chiffres(strip, [2, 3, 4])
        ch[i] = ch[i - 1] if i else ch[1]
        s.add("chiffres-repeat-at-%d" % i, ["art-2/digits-distinct"],
              "number %d of chiffres repeats number %d" % (i, i - 1 if i else 1),
              unit(card, strip, tirage(card, CORNERS), ch), "anomaly")
    for k, (label, far) in enumerate(FAR):
        card, strip = grids()
        t = tirage(card, CORNERS)
        i = (13 * k + 5) % 60
        t[i] = far(t[i])
        s.add("tirage-far-%s-at-%d" % (label, i), ["art-2/drawn-range"],
              "number %d of tirage is %d (%s): out of range, not wrapped" % (i, t[i], label),
              unit(card, strip, t, chiffres(strip, [])), "anomaly")
        card, strip = grids()
        ch = chiffres(strip, [0, 1, 2])
        ch[k % 3] = far(ch[k % 3])
        s.add("chiffres-far-%s-at-%d" % (label, k % 3), ["art-2/digits-range"],
              "number %d of chiffres is %d (%s): out of range, not wrapped" % (k % 3, ch[k % 3], label),
              unit(card, strip, tirage(card, [], [(7, 0)]), ch), "anomaly")
    for n in (0, 59, 61, 64):
        card, strip = grids()
        s.add("tirage-count-%d" % n, ["art-2/count"], "%d numbers in tirage, not 60" % n,
              unit(card, strip, tirage(card, CORNERS if n else [], [], n), chiffres(strip, [])), "anomaly")
    for n in (0, 2, 4, 5):
        card, strip = grids()
        s.add("chiffres-count-%d" % n, ["art-2/digits-count"], "%d numbers in chiffres, not 3" % n,
              unit(card, strip, tirage(card, CORNERS), chiffres(strip, [0, 1, 2, 3, 4][:min(n, 3)], n)), "anomaly")
    for v in (1, 99):
        card, strip = grids()
        t = tirage(card, CORNERS)
        if v not in t:
            t[[k for k, x in enumerate(t) if x not in [y for row in card for y in row]][0]] = v
        s.add("tirage-holds-%d" % v, ["art-2/drawn-range", "art-3/corners-pay"], "%d in tirage, a bound of 1-99" % v,
              unit(card, strip, t, chiffres(strip, [])), "win")
    for v in (100, 120):
        card, strip = grids()
        ch = chiffres(strip, [0, 1])
        if v not in ch:
            ch[[k for k, x in enumerate(ch) if x not in strip[0]][0]] = v
        s.add("chiffres-holds-%d" % v, ["art-2/digits-range", "art-3/lose"], "%d in chiffres, a bound of 100-120" % v,
              unit(card, strip, tirage(card, [], [(0, 7)]), ch), "lose")
    return s


def main():
    args = sys.argv[1:]
    twins = True
    if len(args) > 1 or any(a.startswith("-") for a in args):
        sys.exit("usage: shape_cases.py [OUTDIR]")
    outdir = args[0] if args else os.path.join(HERE)
    for s in (bingo_suite(random.Random(75)), morpion_suite(random.Random(3)), card_suite(random.Random(8))):
        expectations(s, twins)
        print("%s: %d cases" % (s.game, write(s, outdir)))
        write_equivalents(s.game, outdir)


if __name__ == "__main__":
    main()
