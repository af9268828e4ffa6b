#!/usr/bin/env python3
"""Generate the edge cases of cases/<game-id>/ (docs/formats.md).

Units are built category by category from the structure of each règlement
(which cells a pattern needs, which token serves which grid, each bound of
each range). Every expectation comes from the reference candidate
(tests/candidates/ref), an evaluator written straight from the texts that
shares nothing with src/: this script never runs lotcert.

usage: gen_cases.py ORACLE OUTDIR     (deterministic: same output every run)
"""
import itertools
import json
import os
import random
import subprocess
import sys

CORNERS = [0, 3, 12, 15]
D1 = [0, 5, 10, 15]
D2 = [3, 6, 9, 12]
ROWS = [[4 * r + c for c in range(4)] for r in range(4)]
COLS = [[c + 4 * r for r in range(4)] for c in range(4)]
FULL = list(range(16))


class Suite:
    def __init__(self, game, prefix):
        self.game, self.prefix, self.files, self.ids = game, prefix, {}, set()

    def add(self, file, cid, covers, description, unit):
        cid = f"{self.prefix}-{cid}"
        assert cid not in self.ids, cid
        self.ids.add(cid)
        self.files.setdefault(file, []).append(
            {"id": cid, "covers": covers, "description": description, "unit": unit})


# ---- Bingo -----------------------------------------------------------------

def bingo_grids(rng, j1, j2):
    nums = rng.sample(range(1, 76), 30)
    g = [nums[:15], nums[15:]]
    cells = []
    for k, jp in enumerate((j1, j2)):
        it = iter(g[k])
        cells.append([("J" if i == jp else next(it)) for i in range(16)])
    return cells


def bingo_unit(rng, cells, mark, bonus_cells=()):
    """mark: {grid: [cell indexes]} whose numbers are drawn; bonus_cells:
    (grid, cell) pairs whose numbers go to the bonus draw. None when more
    than 18 numbers would be needed."""
    need = []
    for g, idx in mark.items():
        for i in idx:
            v = cells[g][i]
            if v != "J" and v not in need:
                need.append(v)
    if len(need) > 18:
        return None
    bonus = [cells[g][i] for g, i in bonus_cells if cells[g][i] != "J"]
    rest = [v for v in need if v not in bonus]
    bonus += rest[15:]
    boules = rest[:15]
    on_grids = {v for row in cells for v in row if v != "J"}
    free = [v for v in range(1, 76) if v not in on_grids]
    rng.shuffle(free)
    while len(boules) < 15:
        boules.append(free.pop())
    while len(bonus) < 3:
        bonus.append(free.pop())
    rng.shuffle(boules)
    return unit_of(cells, {"boules": boules, "bonus": bonus}, 4, ("grille-1", "grille-2"))


def unit_of(cells, draws, rows, names):
    grids = {names[g]: [cells[g][r * 4:(r + 1) * 4] for r in range(rows)] for g in range(2)}
    return {"grids": grids, "draws": draws}


G1_LEVELS = [("corners", CORNERS, "art-4.6/corners"), ("diagonal", D1, "art-4.6/diagonal"),
             ("anti-diagonal", D2, "art-4.6/diagonal"), ("two-diagonals", D1 + D2, "art-4.6/two-diagonals")]
LEVEL_OF_G1 = {n: c for n, _, c in G1_LEVELS}
LEVEL_OF_G2 = {"one-line": "art-4.7/one-line", "two-lines": "art-4.7/two-lines", "three-lines": "art-4.7/three-lines",
               "full-grid": "art-4.7/full-grid"}


def g2_levels(p):
    r = p // 4
    other = (r + 1) % 4
    return [("line-with-joker", ROWS[r], "art-4.7/one-line"),
            ("line-without-joker", ROWS[other], "art-4.7/one-line"),
            ("two-lines", ROWS[r] + ROWS[other], "art-4.7/two-lines"),
            ("three-lines", ROWS[(r + 1) % 4] + ROWS[(r + 2) % 4] + ROWS[(r + 3) % 4], "art-4.7/three-lines"),
            ("full-grid", FULL, "art-4.7/full-grid")]


def joker_covers(level_clause, cells_marked, p, grid_rule):
    covers = [level_clause]
    if p in cells_marked:
        covers += ["art-4.1/joker", "I-BINGO-JOKER"]
    return covers + grid_rule


def bingo_suite(rng):
    s = Suite("fdj-bingo-2012", "bingo")
    for p in range(16):   # every level, the joker at each of the 16 positions
        for name, cells_needed, clause in G1_LEVELS:
            cells = bingo_grids(rng, p, rng.randrange(16))
            u = bingo_unit(rng, cells, {0: cells_needed})
            where = "inside" if p in cells_needed else "outside"
            s.add("art-4.6-grille-1.yaml", f"g1-{name}-joker-{p:02d}", joker_covers(clause, cells_needed, p, []),
                  f"grille-1 {name} complete, the joker at cell {p} ({where} the pattern)", u)
        for name, cells_needed, clause in g2_levels(p):
            cells = bingo_grids(rng, rng.randrange(16), p)
            u = bingo_unit(rng, cells, {1: cells_needed})
            where = "inside" if p in cells_needed else "outside"
            s.add("art-4.7-grille-2.yaml", f"g2-{name}-joker-{p:02d}", joker_covers(clause, cells_needed, p, []),
                  f"grille-2 {name}, the joker at cell {p} ({where} the pattern)", u)
    # only the highest level per grid (4.9), every pair of levels
    pairs1 = [("corners-and-diagonal", CORNERS + D1, "art-4.6/diagonal"),
              ("corners-and-anti-diagonal", CORNERS + D2, "art-4.6/diagonal"),
              ("corners-and-two-diagonals", CORNERS + D1 + D2, "art-4.6/two-diagonals"),
              ("diagonal-and-two-diagonals", D1 + D2, "art-4.6/two-diagonals")]
    for k in range(2):
        for name, need, clause in pairs1:
            cells = bingo_grids(rng, 5 if k else 1, 7)
            s.add("art-4.9-highest.yaml", f"highest-g1-{name}-{k}", [clause, "art-4.9/highest"],
                  f"grille-1: {name}: only the highest counts", bingo_unit(rng, cells, {0: need}))
        for a in range(1, 4):
            for b in range(a + 1, 5):
                rows = [r for r in range(b)]
                need = FULL if b == 4 else sum((ROWS[r] for r in rows), [])
                clause = {2: "art-4.7/two-lines", 3: "art-4.7/three-lines", 4: "art-4.7/full-grid"}[b]
                cells = bingo_grids(rng, 2, rng.randrange(16))
                s.add("art-4.9-highest.yaml", f"highest-g2-{a}-and-{b}-{k}", [clause, "art-4.9/highest"],
                      f"grille-2: level {a} and level {b} reached: only the highest counts",
                      bingo_unit(rng, cells, {1: need}))
    # every sum across grids (4.8), in the table and outside it
    g1 = [("none", [])] + [(n, c) for n, c, _ in G1_LEVELS if n != "anti-diagonal"]
    g2 = [("none", []), ("one-line", ROWS[0]), ("two-lines", ROWS[0] + ROWS[1]),
          ("three-lines", ROWS[0] + ROWS[1] + ROWS[2]), ("full-grid", FULL)]
    for n1, c1 in g1:
        for n2, c2 in g2:
            for k in range(2):
                cells = bingo_grids(rng, D1[1] if k == 0 else 10, 0)
                u = bingo_unit(rng, cells, {0: c1, 1: c2})
                if u is None:
                    continue
                # one grid wins: its level is what the case shows (the sum of it and 0)
                level = LEVEL_OF_G1.get(n1) if c1 else LEVEL_OF_G2.get(n2)
                covers = ["art-4.8/sum"] if c1 and c2 else [level] if c1 or c2 else ["art-4.10/lose"]
                s.add("art-4.8-sums.yaml", f"sum-{n1}-{n2}-{k}", covers,
                      f"grille-1 {n1}, grille-2 {n2}: the grids add up", u)
    # what never pays (4.5, 4.7)
    for c in range(4):
        for g, gname in ((1, "grille-2"), (0, "grille-1")):
            cells = bingo_grids(rng, 6 if c != 2 else 5, 6 if c != 2 else 5)
            s.add("art-4.7-never.yaml", f"column-{c}-{gname}", ["art-4.7/no-vertical"],
                  f"column {c} complete on {gname}: no vertical line pays", bingo_unit(rng, cells, {g: COLS[c]}))
    for r in range(4):
        cells = bingo_grids(rng, 1, 1)
        s.add("art-4.7-never.yaml", f"row-{r}-grille-1", ["art-4.5/grille-1-rows"],
              f"row {r} complete on grille-1, whose arrow lists no line", bingo_unit(rng, cells, {0: ROWS[r]}))
    for name, need, cl in (("corners", CORNERS, "art-4.5/grille-2-corners"), ("diagonal", D1, "art-4.5/grille-2-diagonals"),
                           ("anti-diagonal", D2, "art-4.5/grille-2-diagonals")):
        cells = bingo_grids(rng, 1, 1)
        s.add("art-4.7-never.yaml", f"{name}-grille-2", [cl],
              f"{name} complete on grille-2, whose arrow lists no such combination", bingo_unit(rng, cells, {1: need}))
    # each grid's arrow only: the other grid's higher combinations pay nothing here (4.5)
    for name, g, need in (("two-diagonals-grille-2", 1, D1 + D2), ("two-lines-grille-1", 0, ROWS[0] + ROWS[1]),
                          ("three-lines-grille-1", 0, ROWS[0] + ROWS[1] + ROWS[2]), ("full-grid-grille-1", 0, FULL)):
        for k in range(2):
            cells = bingo_grids(rng, 5 + k, 5 + k)
            # a full grille-1 holds both diagonals: what its arrow lists pays, the highest of it
            s.add("art-4.5-arrows.yaml", f"{name}-{k}", ["art-4.6/two-diagonals"] if name == "full-grid-grille-1" else [],
                  f"{name.replace('-', ' ')}: only what that grid's arrow lists pays", bingo_unit(rng, cells, {g: need}))
    # the bonus balls serve both grids (4.4)
    for g, need, name in ((0, CORNERS, "corners"), (1, ROWS[3], "line"), (0, D2, "anti-diagonal"), (1, ROWS[0], "line-0")):
        for k in range(2):
            cells = bingo_grids(rng, 9, 9)
            ncells = [i for i in need if cells[g][i] != "J"]
            u = bingo_unit(rng, cells, {g: need}, bonus_cells=[(g, i) for i in ncells[:k + 1]])
            s.add("art-4.4-bonus.yaml", f"bonus-completes-{name}-grille-{g + 1}-{k}", ["art-4.4/both-grids"],
                  f"{k + 1} bonus ball(s) complete the {name} of grille-{g + 1}", u)
    bingo_composition(s, rng)
    bingo_positions(s, random.Random(4101))
    bingo_one_way(s, random.Random(4909))
    return s


def bingo_one_way(s, rng):
    """4.9, first sentence: no grid wins more than one way. A diagonal with
    the corners besides is two ways (note several-ways, paid the diagonal);
    two diagonals hold the corners, so they are one way; three corners and a
    diagonal are one way. The joker inside and outside what is needed."""
    f = "art-4.9-one-way.yaml"
    for dname, diag in (("diagonal", D1), ("anti-diagonal", D2)):
        for joker, where in ((CORNERS[1] if diag == D1 else CORNERS[0], "a corner off the diagonal"),
                             (diag[1], "on the diagonal"), (ROWS[1][0] if diag == D2 else ROWS[2][1], "elsewhere")):
            need = sorted(set(CORNERS + diag))
            cells = bingo_grids(rng, joker, 7)
            s.add(f, f"one-way-{dname}-and-corners-joker-{joker:02d}", ["art-4.6/diagonal", "art-4.9/highest"],
                  f"grille-1: the {dname} and the four corners, the joker {where}: two ways, the diagonal paid",
                  bingo_unit(rng, cells, {0: need}))
            cells = bingo_grids(rng, joker, 7)
            s.add(f, f"one-way-{dname}-and-corners-plus-line-joker-{joker:02d}",
                  ["art-4.6/diagonal", "art-4.9/highest", "art-4.8/sum"],
                  f"grille-1: the {dname} and the corners, grille-2 one line: 24 € is in the table, the note still says two ways",
                  bingo_unit(rng, cells, {0: need, 1: ROWS[0]}))
        other = [c for c in CORNERS if c not in diag]
        cells = bingo_grids(rng, 10 if diag == D2 else 9, 3)
        s.add(f, f"one-way-{dname}-three-corners", ["art-4.6/diagonal"],
              f"grille-1: the {dname} and one more corner only: one way",
              bingo_unit(rng, cells, {0: diag + other[:1]}))
    for k in range(2):
        cells = bingo_grids(rng, 4 + 2 * k, 8)
        s.add(f, f"one-way-two-diagonals-{k}", ["art-4.6/two-diagonals", "art-4.9/highest"],
              "grille-1: two diagonals hold the four corners: one way, no note", bingo_unit(rng, cells, {0: D1 + D2}))
    for k in range(2):
        cells = bingo_grids(rng, 2, 6 + k)
        s.add(f, f"one-way-three-lines-{k}", ["art-4.7/three-lines", "art-4.9/highest"],
              "grille-2: three lines hold two and one: one way, no note",
              bingo_unit(rng, cells, {1: ROWS[0] + ROWS[1] + ROWS[2]}))


def split(xs, n):
    return xs[:n], xs[n:]


def bingo_composition(s, rng):
    """Each composition rule broken alone, at and beyond each bound."""
    def base():
        cells = bingo_grids(rng, 5, 10)
        return bingo_unit(rng, cells, {0: CORNERS})
    V = ["art-4.1/void", "I-BINGO-VOID"]
    for g in ("grille-1", "grille-2"):
        for v, ok in ((1, True), (75, True), (0, False), (76, False)):
            u = base()
            row = u["grids"][g][0]
            on = {x for rr in u["grids"].values() for r in rr for x in r} | set(sum(u["draws"].values(), []))
            if v in on and ok:
                continue
            row[1] = v
            s.add("art-4.1-composition.yaml", f"{g}-number-{v}", (["art-4.1/grid-range", "art-4.6/corners"] if ok else ["art-4.1/grid-range"] + V),
                  f"{g} holds {v}: {'within' if ok else 'beyond'} 1..75", u)
        for name, change, clause in (("no-joker", lambda r: r.__setitem__(r.index("J"), 99 if False else free_number(u)), "art-4.1/grid-cells"),
                                     ("two-jokers", lambda r: r.__setitem__(2, "J"), "art-4.1/grid-cells"),
                                     ("blank", lambda r: r.__setitem__(2, None), "art-4.1/grid-cells"),
                                     ("duplicate", lambda r: r.__setitem__(2, r[0] if r[0] != "J" else r[3]), "art-4.1/grid-distinct")):
            u = base()
            flat = [x for r in u["grids"][g] for x in r]
            jr = next(i for i in range(4) if "J" in u["grids"][g][i]) if name == "no-joker" else 1
            change(u["grids"][g][jr])
            s.add("art-4.1-composition.yaml", f"{g}-{name}", [clause] + V, f"{g}: {name.replace('-', ' ')}", u)
    for d in ("boules", "bonus"):
        for v, ok in ((1, True), (75, True), (0, False), (76, False)):
            u = base()
            on = {x for rr in u["grids"].values() for r in rr for x in r} | set(sum(u["draws"].values(), []))
            if v in on:
                continue
            on_grids = {x for rr in u["grids"].values() for r in rr for x in r}
            slot = next(i for i, x in enumerate(u["draws"][d]) if x not in on_grids)
            u["draws"][d][slot] = v
            s.add("art-4.2-composition.yaml", f"{d}-number-{v}", (["art-4.2/drawn-range", "art-4.6/corners"] if ok else ["art-4.2/drawn-range"] + V),
                  f"{d} holds {v}: {'within' if ok else 'beyond'} 1..75", u)
        for n in ((14, 16) if d == "boules" else (2, 4)):
            u = base()
            xs = u["draws"][d]
            if n < len(xs):
                del xs[-1]
            else:
                xs.append(free_number(u))
            s.add("art-4.4-composition.yaml", f"{d}-count-{n}", [f"art-4.4/{d}-count"] + V, f"{n} {d} drawn", u)
    for name, fn in (("bonus-repeats-boule", lambda u: u["draws"]["bonus"].__setitem__(0, u["draws"]["boules"][-1])),
                     ("boules-repeat", lambda u: u["draws"]["boules"].__setitem__(0, u["draws"]["boules"][-1])),
                     ("bonus-repeat", lambda u: u["draws"]["bonus"].__setitem__(0, u["draws"]["bonus"][1]))):
        for k in range(2):
            u = base()
            fn(u)
            s.add("art-4.4-composition.yaml", f"{name}-{k}", ["art-4.4/drawn-distinct", "I-BINGO-DRAWN-DISTINCT"] + V,
                  f"the 18 numbers drawn are not distinct: {name.replace('-', ' ')}", u)
    # two things wrong at once: still an anomaly, naming both, with the one remedy (a program that
    # stops at the first, or answers "lose" when two parts are bad, fails here)
    for k in range(2):
        for name, parts, fn in (
                ("grid-and-draw", ["art-4.1/grid-range", "art-4.4/boules-count"],
                 lambda u: (u["grids"]["grille-1"][0].__setitem__(1, 76), u["draws"]["boules"].pop())),
                ("both-grids", ["art-4.1/grid-range", "art-4.1/grid-distinct"],
                 lambda u: (u["grids"]["grille-1"][1].__setitem__(1, 0),
                            u["grids"]["grille-2"][1].__setitem__(2, next(x for x in u["grids"]["grille-2"][1] if x != "J")))),
                ("grid-and-bonus", ["art-4.1/grid-cells", "art-4.2/drawn-range"],
                 lambda u: (u["grids"]["grille-2"][2].__setitem__(2, None), u["draws"]["bonus"].__setitem__(0, 0)))):
            u = base()
            fn(u)
            s.add("art-4.1-composition.yaml", f"two-anomalies-{name}-{k}", parts + V,
                  f"two parts wrong at once ({name.replace('-', ' ')}): one anomaly naming both", u)


# ---- positions: the decisive value at every place an implementation could
# look or fail to look (a loop bound short by one, a check per row, a pattern
# read one cell short). One family per kind of check; each places its value
# at every position once, and relations (same row, same column, other row
# and column) in turn, rather than every combination.

def bingo_positions(s, rng):
    V = ["art-4.1/void", "I-BINGO-VOID"]
    F = "positions.yaml"

    def base(avoid):
        """grille-1's corners drawn (a win of 2 euros that a void unit loses);
        the jokers away from the cells in `avoid`."""
        j = [p for p in (5, 6, 9, 10, 1, 2) if p not in avoid]
        cells = bingo_grids(rng, j[0], j[1])
        return bingo_unit(rng, cells, {0: CORNERS})

    def flat(u, g):
        return [x for r in u["grids"][g] for x in r]

    def put(u, g, i, v):
        u["grids"][g][i // 4][i % 4] = v

    # B1: a number out of 1..75 in each cell of each grid (0 and 76 in turn)
    for g in ("grille-1", "grille-2"):
        for i in range(16):
            u = base({i})
            v = 0 if i % 2 == 0 else 76
            put(u, g, i, v)
            s.add(F, f"{g}-cell-{i:02d}-holds-{v}", ["art-4.1/grid-range"] + V,
                  f"{g}, cell {i} (row {i // 4}, column {i % 4}) holds {v}: beyond 1..75", u)
    # B2: a second joker in each cell (the first in the same row or another)
    for g in ("grille-1", "grille-2"):
        for i in range(16):
            u = base({i})
            put(u, g, i, "J")
            s.add(F, f"{g}-second-joker-cell-{i:02d}", ["art-4.1/grid-cells"] + V,
                  f"{g}: a second joker in cell {i}", u)
    # B3: a number repeated: each cell the copy, its original in the same
    # row, the same column, or another row and column in turn
    for g in ("grille-1", "grille-2"):
        for i in range(16):
            u = base({i})
            for step in ((1, 4, 5)[i % 3], 2, 8, 3):
                a = (i + step) % 16
                if flat(u, g)[a] != "J":
                    break
            put(u, g, i, flat(u, g)[a])
            rel = "row" if a // 4 == i // 4 else "column" if a % 4 == i % 4 else "other row and column"
            s.add(F, f"{g}-cell-{i:02d}-repeats-cell-{a:02d}", ["art-4.1/grid-distinct"] + V,
                  f"{g}: cell {i} repeats cell {a} ({rel})", u)
    # B4: a number out of 1..75 at each index of each draw
    for d, n in (("boules", 15), ("bonus", 3)):
        for i in range(n):
            u = base(set())
            v = 76 if i % 2 else 0
            u["draws"][d][i] = v
            s.add(F, f"{d}-{i:02d}-holds-{v}", ["art-4.2/drawn-range"] + V, f"{d}[{i}] is {v}: beyond 1..75", u)
    # B5: the same number drawn twice: within the boules (each index in a
    # pair of neighbours, and pairs far apart), within the bonus, and a bonus
    # ball equal to the first, middle and last boule
    pairs = [("boules", i, "boules", (i + 1) % 15) for i in range(0, 15, 2)]
    pairs += [("boules", 0, "boules", 14), ("boules", 3, "boules", 11), ("bonus", 0, "bonus", 1),
              ("bonus", 1, "bonus", 2), ("bonus", 0, "bonus", 2)]
    pairs += [("bonus", b, "boules", i) for b in range(3) for i in (0, 7, 14)]
    for d1, i1, d2, i2 in pairs:
        u = base(set())
        u["draws"][d1][i1] = u["draws"][d2][i2]
        s.add(F, f"{d1}-{i1}-repeats-{d2}-{i2}", ["art-4.4/drawn-distinct", "I-BINGO-DRAWN-DISTINCT"] + V,
              f"{d1}[{i1}] repeats {d2}[{i2}]", u)
    # B6: near misses: each pattern with each of its cells the one not drawn
    # (the joker outside the pattern, which a joker would complete)
    G = "near-misses.yaml"
    for name, need in (("corners", CORNERS), ("diagonal", D1), ("anti-diagonal", D2)):
        for miss in need:
            j1 = next(p for p in (6, 9, 1, 2, 4) if p not in need)
            cells = bingo_grids(rng, j1, rng.randrange(16))
            u = bingo_unit(rng, cells, {0: [c for c in need if c != miss]})
            s.add(G, f"grille-1-{name}-but-cell-{miss:02d}", [],
                  f"grille-1: the {name} drawn but cell {miss}", u)
    for r in range(4):
        for miss in ROWS[r]:
            j2 = ROWS[(r + 1) % 4][1]
            cells = bingo_grids(rng, rng.randrange(16), j2)
            u = bingo_unit(rng, cells, {1: [c for c in ROWS[r] if c != miss]})
            s.add(G, f"grille-2-row-{r}-but-cell-{miss:02d}", [],
                  f"grille-2: row {r} drawn but cell {miss}", u)
    for miss in range(16):
        cells = bingo_grids(rng, rng.randrange(16), (miss + 6) % 16)
        need = [c for c in FULL if c != miss]
        u = bingo_unit(rng, cells, {1: need}, bonus_cells=[(1, c) for c in need if c != (miss + 6) % 16][-3:])
        if u is None:
            continue
        s.add(G, f"grille-2-full-but-cell-{miss:02d}", ["art-4.7/three-lines"],
              f"grille-2: every cell drawn but cell {miss}: three lines", u)


def sb_positions(s, rng, A, V):
    F = A["positions-file"]

    def unit_with(grid, cells_needed):
        """A unit whose `grid` holds numbers at every cell of cells_needed."""
        for _ in range(500):
            u = sb_unit(rng, 0, 0)
            flat = sum(u["grids"][grid], [])
            if all(flat[i] is not None for i in cells_needed):
                return u, flat
        raise RuntimeError("no such grid")

    # S1: each of the 12 cells of each grid holding a number just outside
    # its column's decade (below it and above it in turn)
    for grid in ("bleue", "verte"):
        for i in range(12):
            u, flat = unit_with(grid, [i])
            lo, hi = DECADES[i % 4]
            v = lo - 1 if i % 2 == 0 else hi + 1
            u["grids"][grid][i // 4][i % 4] = v
            s.add(F, f"{grid}-cell-{i:02d}-holds-{v}", [A["columns"]] + V,
                  f"{grid}, cell {i} (row {i // 4}, column {i % 4}) holds {v}: outside {lo}..{hi}", u)
    # S2: a number repeated within a column, for every pair of rows
    for grid in ("bleue", "verte"):
        for c in range(4):
            for r1, r2 in ((0, 1), (0, 2), (1, 2)):
                u, flat = unit_with(grid, [4 * r1 + c, 4 * r2 + c])
                u["grids"][grid][r2][c] = flat[4 * r1 + c]
                s.add(F, f"{grid}-column-{c}-row-{r2}-repeats-row-{r1}", [A["distinct"]] + V,
                      f"{grid}: column {c}, row {r2} repeats row {r1}", u)
    # S3: the token at each index of each series moved into a decade that
    # another token already holds
    for series in ("jetons-bleus", "jetons-verts"):
        for i in range(4):
            u = sb_unit(rng, 0, 0)
            toks = u["draws"][series]
            other = toks[(i + 1) % 4]
            lo, hi = DECADES[decade(other)]
            on = set(sum(map(lambda g: sb_nums(sum(g, [])), u["grids"].values()), [])) | set(toks)
            toks[i] = next(x for x in range(lo, hi + 1) if x not in on)
            s.add(F, f"{series}-{i}-in-the-decade-of-{(i + 1) % 4}", [A["decades"]] + V,
                  f"{series}[{i}] in the decade of {series}[{(i + 1) % 4}]", u)
    # S4: one match, made by the token at each index of each series
    for grid, series in (("bleue", "jetons-bleus"), ("verte", "jetons-verts")):
        for i in range(4):
            u = sb_unit(rng, 1, 0) if grid == "bleue" else sb_unit(rng, 0, 1)
            toks = u["draws"][series]
            nums = set(sb_nums(sum(u["grids"][grid], [])))
            k = next(k for k, t in enumerate(toks) if t in nums)
            toks[i], toks[k] = toks[k], toks[i]   # the matching token moved to index i
            s.add(F, f"{grid}-one-match-by-{series}-{i}", [f"{A['levels']}/one", A["tokens-" + grid]],
                  f"{grid}: one match, made by {series}[{i}]", u)
    # S5: the bonus equal to a token, of each colour, at each index, lying on
    # each grid: a number counted once (same colour), or matched through the
    # bonus alone (the other colour)
    for series, colour in (("jetons-bleus", "bleue"), ("jetons-verts", "verte")):
        for grid in ("bleue", "verte"):
            for i in range(4):
                for _ in range(500):
                    u = sb_unit(rng, 0, 0)
                    t = u["draws"][series][i]
                    rows = u["grids"][grid]
                    flat = sum(rows, [])
                    other = sum(u["grids"]["verte" if grid == "bleue" else "bleue"], [])
                    spots = [p for p in range(decade(t), 12, 4) if flat[p] is not None]
                    twin = u["draws"]["jetons-verts" if series == "jetons-bleus" else "jetons-bleus"]
                    if t in flat or t in other or t in twin or not spots:
                        continue
                    p = spots[0]
                    rows[p // 4][p % 4] = t
                    u["draws"]["bonus"] = [t]
                    break
                else:
                    raise RuntimeError("no unit for the bonus on a token")
                cov = [A["count"], "I-SB-DISTINCT"] if colour == grid else [A["bonus-both"]]
                s.add(F, f"bonus-equals-{series}-{i}-on-{grid}", cov,
                      f"the bonus equals {series}[{i}], which lies on {grid}", u)


def free_number(u):
    on = {x for rr in u["grids"].values() for r in rr for x in r} | set(sum(u["draws"].values(), []))
    return next(v for v in range(1, 76) if v not in on)


# ---- Super Bingo -----------------------------------------------------------

DECADES = [(1, 9), (10, 19), (20, 29), (30, 39)]


def sb_grid(rng):
    pos = sorted(rng.sample(range(12), 7))
    used = set()
    cells = [None] * 12
    for p in pos:
        lo, hi = DECADES[p % 4]
        v = rng.choice([x for x in range(lo, hi + 1) if x not in used])
        used.add(v)
        cells[p] = v
    return cells


def sb_nums(cells):
    return [v for v in cells if v is not None]


def sb_tokens(rng, want, avoid):
    """One token per decade: those of `want` (distinct decades), the rest
    numbers not in `avoid`."""
    toks = []
    for d, (lo, hi) in enumerate(DECADES):
        w = [v for v in want if lo <= v <= hi]
        toks.append(w[0] if w else rng.choice([x for x in range(lo, hi + 1) if x not in avoid]))
    rng.shuffle(toks)
    return toks


def decade(v):
    """0 for 1..9, 1 for 10..19, 2 for 20..29, 3 for 30..39 (art. 3.2)."""
    return 0 if v <= 9 else v // 10


def pick_by_decade(rng, nums, m):
    by = {}
    for v in nums:
        by.setdefault(decade(v), []).append(v)
    ds = rng.sample(sorted(by), min(m, len(by)))
    return [rng.choice(by[d]) for d in ds]


def sb_unit(rng, mb, mg, bonus_role="none"):
    """mb, mg: how many grid numbers the tokens of each colour match.
    bonus_role: none | blue | green | both | equals-blue-token | ..."""
    for _ in range(200):
        b, g = sb_grid(rng), sb_grid(rng)
        nb, ng = sb_nums(b), sb_nums(g)
        wb, wg = pick_by_decade(rng, nb, mb), pick_by_decade(rng, ng, mg)
        if len(wb) < mb or len(wg) < mg:
            continue
        tb = sb_tokens(rng, wb, set(nb) | set(ng))
        tg = sb_tokens(rng, wg, set(nb) | set(ng))
        free = [v for v in range(1, 40) if v not in set(nb) | set(ng) | set(tb) | set(tg)]
        if bonus_role == "none":
            bonus = rng.choice(free)
        elif bonus_role == "blue":
            c = [v for v in nb if v not in tb and v not in ng]
            if not c: continue
            bonus = rng.choice(c)
        elif bonus_role == "green":
            c = [v for v in ng if v not in tg and v not in nb]
            if not c: continue
            bonus = rng.choice(c)
        elif bonus_role == "both":
            c = [v for v in nb if v in ng and v not in tb and v not in tg]
            if not c: continue
            bonus = c[0]
        elif bonus_role == "equals-blue-token":
            c = [v for v in wb if v not in ng]
            if not c: continue
            bonus = c[0]
        elif bonus_role == "equals-green-token":
            c = [v for v in wg if v not in nb]
            if not c: continue
            bonus = c[0]
        elif bonus_role == "equals-blue-token-off-grid":
            c = [v for v in tb if v not in nb and v not in ng]
            if not c: continue
            bonus = c[0]
        else:
            raise ValueError(bonus_role)
        return {"grids": {"bleue": [b[0:4], b[4:8], b[8:12]], "verte": [g[0:4], g[4:8], g[8:12]]},
                "draws": {"jetons-bleus": tb, "jetons-verts": tg, "bonus": [bonus]}}
    return None


def sb_suite(rng, game, prefix, arts):
    s = Suite(game, prefix)
    A = arts
    V = [A["misprint"], A["misprint-interp"]]
    lvl = {1: "one", 2: "two", 3: "three", 4: "four"}
    for grid, key in (("bleue", 0), ("verte", 1)):
        for m in range(5):
            for role in ("none", "blue" if key == 0 else "green"):
                for k in range(3):
                    u = sb_unit(rng, m if key == 0 else 0, m if key == 1 else 0, role)
                    if u is None:
                        continue
                    total = m + (role != "none")
                    cov = [f"{A['levels']}/{lvl[total]}"] if 1 <= total <= 4 else (
                        [f"{A['levels']}/five", "I-SB-FIVE"] if total == 5 else [])
                    cov += [A["tokens-" + grid]] if m else []
                    cov += [A["bonus-both"]] if role != "none" else []
                    s.add(f"{A['levels-file']}", f"{grid}-{m}-tokens-bonus-{role}-{k}", cov or [A["lose"]],
                          f"{grid}: {m} token match(es), bonus {role}", u)
    for mb in range(5):   # every pair of levels: the permitted doubles and the others
        for mg in range(5):
            for k in range(2):
                u = sb_unit(rng, mb, mg)
                cov = [A["sum"]] if mb and mg else [f"{A['levels']}/{lvl[mb or mg]}"] if mb or mg else []
                if mb and mg:
                    cov += [A["permitted"]] if (mb, mg) in ((2, 1), (1, 2), (1, 1)) else [A["not-permitted"], "I-SB-DOUBLE-WIN"]
                s.add(f"{A['doubles-file']}", f"double-{mb}-{mg}-{k}", cov or [A["lose"]],
                      f"{mb} match(es) on bleue, {mg} on verte", u)
    roles = [("bonus-alone-bleue", 0, 0, "blue", [A["bonus-both"]]),
             ("bonus-alone-verte", 0, 0, "green", [A["bonus-both"]]),
             ("bonus-equals-blue-token", 2, 0, "equals-blue-token", [A["count"], "I-SB-DISTINCT"]),
             ("bonus-equals-green-token", 0, 2, "equals-green-token", [A["count"], "I-SB-DISTINCT"]),
             ("bonus-on-both-grids", 0, 0, "both", [A["bonus-both"], A["permitted"]]),
             ("bonus-equals-token-off-grid", 1, 0, "equals-blue-token-off-grid", [A["tokens-bleue"]]),
             ("five-matches-bleue", 4, 0, "blue", [f"{A['levels']}/five", "I-SB-FIVE"]),
             ("five-matches-verte", 0, 4, "green", [f"{A['levels']}/five", "I-SB-FIVE"]),
             ("five-and-one", 4, 1, "blue", [f"{A['levels']}/five", "I-SB-FIVE", A["not-permitted"]])]
    for name, mb, mg, role, cov in roles:
        for k in range(3):
            u = sb_unit(rng, mb, mg, role)
            if u is not None:
                s.add(f"{A['bonus-file']}", f"{name}-{k}", cov, name.replace("-", " "), u)
    for k in range(3):   # a token of the other colour matching this grid never counts
        u = sb_unit(rng, 0, 0)
        nb = sb_nums(sum(u["grids"]["bleue"], []))
        v = next((x for x in nb if x not in sb_nums(sum(u["grids"]["verte"], []))), None)
        toks = u["draws"]["jetons-verts"]
        i = next(i for i, t in enumerate(toks) if decade(t) == decade(v))
        toks[i] = v
        s.add(f"{A['bonus-file']}", f"green-token-on-blue-grid-{k}", [],
              "a green token equal to a number of the blue grid does not count", u)
    # both grids beyond the table: the note is raised once (the fuzzer found a candidate raising it
    # twice); a generator of its own, so that the cases after it stay as they were
    both = random.Random(3303 if A is SB04 else 4403)
    for k in range(3):
        u = sb_unit(both, 4, 4, "both")
        if u is not None:
            s.add(f"{A['bonus-file']}", f"five-on-both-grids-{k}", [f"{A['levels']}/five", "I-SB-FIVE", A["not-permitted"]],
                  "five matches on each grid: the note once", u)
    sb_composition(s, rng, A, V)
    sb_positions(s, random.Random(3202 if A is SB04 else 4302), A, V)
    return s


def sb_composition(s, rng, A, V):
    for grid in ("bleue", "verte"):
        for c, (lo, hi) in enumerate(DECADES):
            for v in (lo - 1, lo, hi, hi + 1):
                ok = lo <= v <= hi
                for _ in range(50):
                    u = sb_unit(rng, 0, 0)
                    cells = sum(u["grids"][grid], [])
                    others = [x for x in cells if x is not None]
                    if v in others:
                        continue
                    p = next((i for i in range(c, 12, 4) if cells[i] is not None), None)
                    if p is None:
                        continue
                    u["grids"][grid][p // 4][p % 4] = v
                    break
                s.add(A["grid-file"], f"{grid}-column-{c}-holds-{v}", [A["columns"]] if ok else [A["columns"]] + V,
                      f"{grid} column {c} holds {v}: {'within' if ok else 'beyond'} {lo}..{hi}", u)
        for name, clause in (("six-blanks", A["cells"]), ("four-blanks", A["cells"]), ("joker", A["cells"]),
                             ("duplicate", A["distinct"])):
            u = sb_unit(rng, 1, 1)
            rows = u["grids"][grid]
            cells = sum(rows, [])
            nums = [i for i, x in enumerate(cells) if x is not None]
            blanks = [i for i, x in enumerate(cells) if x is None]
            if name == "six-blanks":
                i = nums[-1]; rows[i // 4][i % 4] = None
            elif name == "four-blanks":
                i = blanks[0]; lo, hi = DECADES[i % 4]
                rows[i // 4][i % 4] = next(x for x in range(lo, hi + 1) if x not in cells)
            elif name == "joker":
                i = blanks[0]; rows[i // 4][i % 4] = "J"
            else:   # two numbers of one column made equal: still 7 numbers and 5 blanks
                pair = next(((a, b) for a in nums for b in nums if a < b and a % 4 == b % 4), None)
                if pair is None:
                    continue
                a, b = pair
                rows[b // 4][b % 4] = cells[a]
            s.add(A["grid-file"], f"{grid}-{name}", [clause] + V, f"{grid}: {name.replace('-', ' ')}", u)
    for series in ("jetons-bleus", "jetons-verts"):
        for d, (lo, hi) in enumerate(DECADES):
            for v in (lo - 1, lo, hi, hi + 1):
                u = sb_unit(rng, 0, 0)
                toks = u["draws"][series]
                i = next(i for i, t in enumerate(toks) if lo <= t <= hi)
                toks[i] = v
                ok = lo <= v <= hi
                cov = [A["decades"]] + V if not ok else [A["decades"]]
                if v in (0, 40):
                    cov = [A["range"]] + cov
                s.add(A["token-file"], f"{series}-decade-{d}-holds-{v}", cov,
                      f"{series}: the token of {lo}..{hi} is {v}", u)
        for n in (3, 5):
            u = sb_unit(rng, 0, 0)
            toks = u["draws"][series]
            if n == 3:
                toks.pop()
            else:
                toks.append(toks[0])
            s.add(A["token-file"], f"{series}-count-{n}", [A["token-count"]] + V + A["refund-3.1"], f"{n} tokens in {series}", u)
        u = sb_unit(rng, 0, 0)
        toks = u["draws"][series]
        toks[0] = toks[1]
        s.add(A["token-file"], f"{series}-repeated", [A["decades"]] + V, f"{series}: a token repeated", u)
    for v in (0, 1, 39, 40):
        u = sb_unit(rng, 0, 0)
        u["draws"]["bonus"] = [v]
        ok = 1 <= v <= 39
        s.add(A["token-file"], f"bonus-{v}", [A["range"]] if ok else [A["range"]] + V,
              f"the bonus is {v}", u)
    for n in (0, 2):
        u = sb_unit(rng, 0, 0)
        u["draws"]["bonus"] = [] if n == 0 else u["draws"]["bonus"] * 1 + [u["draws"]["bonus"][0] % 39 + 1]
        s.add(A["token-file"], f"bonus-count-{n}", [A["bonus-count"]] + V + A["refund-3.1"], f"{n} bonus numbers", u)
    # two things wrong at once: still one anomaly, naming both, with the misprint's remedy
    def column_broken(u, grid):   # the first number of column 0 made 0, beyond 1..9
        cells = sum(u["grids"][grid], [])
        p = next(i for i in range(0, 12, 4) if cells[i] is not None)
        u["grids"][grid][p // 4][p % 4] = 0

    def decade_broken(u, series):   # the token of 1..9 made 10: two tokens in 10..19, none in 1..9
        toks = u["draws"][series]
        i = next(i for i, t in enumerate(toks) if 1 <= t <= 9)
        toks[i] = 10 if 10 not in toks else 11 if 11 not in toks else 12

    for k in range(2):
        for name, parts, fn in (
                ("grid-and-tokens", [A["columns"], A["decades"]], lambda u: (column_broken(u, "bleue"), decade_broken(u, "jetons-verts"))),
                ("both-grids", [A["columns"]], lambda u: (column_broken(u, "bleue"), column_broken(u, "verte"))),
                ("grid-and-bonus", [A["columns"], A["range"]], lambda u: (column_broken(u, "verte"), u["draws"].__setitem__("bonus", [40])))):
            u = sb_unit(rng, 0, 0)
            fn(u)
            s.add(A["grid-file"], f"two-anomalies-{name}-{k}", parts + V,
                  f"two parts wrong at once ({name.replace('-', ' ')}): one anomaly naming both", u)


SB04 = {"levels": "art-3.6", "lose": "art-3.5/lose", "sum": "art-3.67/sum", "permitted": "art-3.67/permitted",
        "not-permitted": "art-3.67/not-permitted-sum", "bonus-both": "art-3.5/bonus-both",
        "tokens-bleue": "art-3.5/blue-tokens", "tokens-verte": "art-3.5/green-tokens", "count": "art-3.5/count-distinct",
        "misprint": "art-3.3/misprint", "misprint-interp": "I-SB-MISPRINT-SCOPE", "columns": "art-3.2/column-ranges",
        "cells": "art-3.2/grid-cells", "distinct": "art-3.2/grid-distinct", "decades": "art-3.3/token-decades",
        "range": "art-3.3/drawn-range", "token-count": "art-3.1/token-count", "bonus-count": "art-3.1/bonus-count",
        "levels-file": "art-3.5-3.6-matches.yaml", "doubles-file": "art-3.67-doubles.yaml",
        "bonus-file": "art-3.5-3.6-matches.yaml",
        "grid-file": "art-3.2-composition.yaml", "token-file": "art-3.3-composition.yaml",
        "positions-file": "positions.yaml", "refund-3.1": ["I-SB-REFUND-3.1"]}
SB06 = {k: (v.replace("art-3.67", "art-4.8").replace("art-3.6", "art-4.7").replace("art-3.5", "art-4.6")
            .replace("art-3.3", "art-4.4").replace("art-3.2", "art-4.3").replace("art-3.1", "art-4.2"))
        for k, v in SB04.items() if isinstance(v, str)}
SB06.update({"misprint": "art-4.4/void", "misprint-interp": "I-SB06-VOID", "refund-3.1": [],
             "levels-file": "art-4.6-4.7-matches.yaml", "bonus-file": "art-4.6-4.7-matches.yaml"})


# ---- expectations from the oracle, and the YAML ---------------------------

def ask(oracle, suite, order, readings=()):
    """The oracle's expectation for each case, under the readings given
    (ENTRY=READING; the register's defaults elsewhere)."""
    reqs = [json.dumps({"id": c["id"], "game": suite.game, "unit": c["unit"]}) for c in order]
    args = [oracle] + [a for r in readings for a in ("--reading", r)]
    out = subprocess.run(args, input="\n".join(reqs) + "\n", capture_output=True, text=True, check=True).stdout
    expects = []
    for c, line in zip(order, out.splitlines(), strict=True):
        r = json.loads(line)
        assert r["id"] == c["id"] and "error" not in r, r
        e = {"status": r["status"], "amount_cents": r["amount_cents"]}
        for k in ("grids", "remedy", "notes"):
            if k in r:
                e[k] = r[k]
        expects.append(e)
    return expects


def expectations(oracle, suite, files=None):
    order = [c for f, cases in suite.files.items() if files is None or f in files for c in cases]
    for c, e in zip(order, ask(oracle, suite, order)):
        c["expect"] = e
        if not c["covers"] and e["status"] == "lose":
            c["covers"].append(LOSE[suite.prefix])
        for n in e.get("notes", []):
            for cid in NOTE_COVERS[suite.prefix][n]:
                if cid not in c["covers"]:
                    c["covers"].append(cid)


# The selectable entries of each register: (default, the other reading).
ALTERNATIVES = {
    "bingo": {"I-BINGO-DRAWN-DISTINCT": ("all-distinct", "within-each-draw"),
              "I-BINGO-ONE-WAY": ("promise-about-units", "announces-the-rule")},
    "sb04": {"I-SB-DISTINCT": ("once", "twice"), "I-SB-FIVE": ("four-level-with-note", "no-prize"),
             "I-SB-DOUBLE-WIN": ("sum-with-note", "highest-grid-only")},
}
ALTERNATIVES["sb06"] = ALTERNATIVES["sb04"]


def reading_twins(oracle, suite):
    """Which entries each case's outcome depends on, by the oracle under
    every combination of readings: such a case says it holds under the
    defaults (`readings:`), and a twin follows it for each other
    combination of those entries, with the oracle's expectation there."""
    entries = list(ALTERNATIVES[suite.prefix].items())
    order = [c for cases in suite.files.values() for c in cases]
    combos = list(itertools.product(*[(0, 1)] * len(entries)))
    got = {k: ask(oracle, suite, order, [f"{e}={r[1]}" for (e, r), x in zip(entries, k) if x]) for k in combos}
    at = {id(c): i for i, c in enumerate(order)}
    for f, cases in suite.files.items():
        out = []
        for c in cases:
            i = at[id(c)]
            depends = [j for j in range(len(entries))
                       if any(got[k][i] != got[k[:j] + (1 - k[j],) + k[j + 1:]][i] for k in combos)]
            out.append(c)
            if not depends:
                continue
            c["readings"] = {entries[j][0]: entries[j][1][0] for j in depends}
            for k in combos:
                if any(k[j] for j in range(len(entries)) if j not in depends) or not any(k):
                    continue
                chosen = {entries[j][0]: entries[j][1][k[j]] for j in depends}
                alt = [entries[j][1][1] for j in depends if k[j]]
                out.append({"id": f"{c['id']}--{'--'.join(alt)}", "covers": [], "readings": chosen,
                            "description": f"{c['description']}; under {', '.join(alt)}",
                            "unit": c["unit"], "expect": got[k][i]})
        suite.files[f] = out


LOSE = {"bingo": "art-4.10/lose", "sb04": "art-3.5/lose", "sb06": "art-4.6/lose"}

NOTE_COVERS = {
    "bingo": {"off-table": ["art-3/off-table", "I-TABLE-IS-BLOCK-LEVEL"],
              "several-ways": ["art-4.9/one-way", "I-BINGO-ONE-WAY"]},
    "sb04": {"off-table": ["art-2/off-table", "I-TABLE-IS-BLOCK-LEVEL"], "count-beyond-table": ["art-3.6/five", "I-SB-FIVE"],
             "combination-not-permitted": ["art-3.67/not-permitted-sum", "I-SB-DOUBLE-WIN"]},
    "sb06": {"off-table": ["art-3/off-table", "I-TABLE-IS-BLOCK-LEVEL"], "count-beyond-table": ["art-4.7/five", "I-SB-FIVE"],
             "combination-not-permitted": ["art-4.8/not-permitted-sum", "I-SB-DOUBLE-WIN"]},
}


def y(v):
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False) if not v.replace("-", "").replace("/", "").replace(".", "").isalnum() or v in ("J", "null", "true", "false") else v
    if isinstance(v, list):
        return "[" + ", ".join(y(x) for x in v) + "]"
    return "{" + ", ".join(f"{k}: {y(x)}" for k, x in v.items()) + "}"


def write(suite, outdir):
    d = os.path.join(outdir, suite.game)
    os.makedirs(d, exist_ok=True)
    for f, cases in suite.files.items():
        lines = ["# yaml-language-server: $schema=../../schemas/cases.schema.json",
                 f"# Generated by tests/cases/gen_cases.py; expectations from the reference candidate",
                 f"# (tests/candidates/ref), written from the règlement without src/.", f"game: {suite.game}", "cases:"]
        for c in cases:
            u = c["unit"]
            lines += [f"  - id: {c['id']}", f"    covers: {y(c['covers'])}", f"    description: {json.dumps(c['description'], ensure_ascii=False)}"]
            if "readings" in c:
                lines += [f"    readings: {y(c['readings'])}"]
            lines += ["    unit:", "      grids:"]
            lines += [f"        {g}: {y(rows)}" for g, rows in u["grids"].items()]
            lines += [f"      draws: {y(u['draws'])}", f"    expect: {y(c['expect'])}"]
        with open(os.path.join(d, f), "w") as fp:
            fp.write("\n".join(lines) + "\n")


# ---- values far from the bounds ---------------------------------------------

WRAP_FILE = "wrap-values.yaml"
# (offset, id): a number n + 2^8 is read as n by a program that keeps numbers in 8 bits, n + 2^16 in 16,
# n + 2^32 in 32; n - 2^8 wraps below zero. Every range of these games lies in 0..255.
WRAPS = [(256, "plus-2e8"), (65536, "plus-2e16"), (2 ** 32, "plus-2e32"), (-256, "minus-2e8")]
WRAP_COVERS = {   # the range check of each grid and draw, the remedy's clause and entry
    "bingo": ({"grille-1": "art-4.1/grid-range", "grille-2": "art-4.1/grid-range", "boules": "art-4.2/drawn-range",
               "bonus": "art-4.2/drawn-range"}, ["art-4.1/void", "I-BINGO-VOID"]),
    "sb04": ({"bleue": "art-3.2/column-ranges", "verte": "art-3.2/column-ranges", "jetons-bleus": "art-3.3/drawn-range",
              "jetons-verts": "art-3.3/drawn-range", "bonus": "art-3.3/drawn-range"},
             ["art-3.3/misprint", "I-SB-MISPRINT-SCOPE"]),
    "sb06": ({"bleue": "art-4.3/column-ranges", "verte": "art-4.3/column-ranges", "jetons-bleus": "art-4.4/drawn-range",
              "jetons-verts": "art-4.4/drawn-range", "bonus": "art-4.4/drawn-range"}, ["art-4.4/void", "I-SB06-VOID"]),
}


def wrap_cases(suite, rng):
    """Each winning unit's numbers moved far from the bounds, one at a time: on each grid at two
    places, in each draw at one; the règlement's ranges make each such unit an anomaly, whatever a
    program keeping numbers in too few bits would read."""
    ranged, tail = WRAP_COVERS[suite.prefix]
    wins = [c for cases in suite.files.values() for c in cases if c["expect"]["status"] == "win"]
    base = wins[rng.randrange(len(wins))]
    for name, covers in ranged.items():
        u = base["unit"]
        where = u["grids"] if name in u["grids"] else u["draws"]
        flat = [v for row in where[name] for v in row] if name in u["grids"] else list(where[name])
        places = [i for i, v in enumerate(flat) if isinstance(v, int)]
        for i in sorted(rng.sample(places, 2 if name in u["grids"] else 1)):
            for off, oid in WRAPS:
                w = json.loads(json.dumps(u))
                if name in u["grids"]:
                    cols = len(w["grids"][name][0])
                    w["grids"][name][i // cols][i % cols] += off
                else:
                    w["draws"][name][i] += off
                suite.add(WRAP_FILE, f"{name}-{oid}-at-{i}", [covers] + tail,
                          f"{name}[{i}] holds {flat[i] + off}: {flat[i]} in too few bits, beyond every range", w)


def main():
    oracle, outdir = sys.argv[1], sys.argv[2]
    suites = [bingo_suite(random.Random(2012)),
              sb_suite(random.Random(2004), "fdj-super-bingo-2004", "sb04", SB04),
              sb_suite(random.Random(2006), "fdj-super-bingo-internet-2006", "sb06", SB06)]
    for s in suites:
        expectations(oracle, s)
        wrap_cases(s, random.Random(s.game))
        expectations(oracle, s, [WRAP_FILE])
        reading_twins(oracle, s)
        write(s, outdir)
        print(f"{s.game}: {sum(len(c) for c in s.files.values())} cases in {len(s.files)} files")


if __name__ == "__main__":
    main()
