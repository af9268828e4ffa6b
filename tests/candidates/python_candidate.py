#!/usr/bin/env python3
"""A second correct candidate, in Python with the standard library only:
the candidate protocol is language-neutral. Written from the règlement
texts (Bingo 2012; Super Bingo 2004 and 2006), independently of src/ and of
the C reference.

`--fault NAME` plants one mistake of the kind implementers make at one
position: a loop bound short by one, a check per row instead of per grid,
a pattern read one cell short, a comparison off by one, the first level
found instead of the highest, a draw served to one grid only. The suite
must fail every one of them (tests/cli/candidates.sh); `--list-faults`
names them."""
import json
import sys

FAULTS = {
    # Bingo, art. 4.1: the grids
    "bingo-range-skips-last-cell": "the 1..75 check stops one cell short of each grid",
    "bingo-range-skips-first-cell": "the 1..75 check starts at the second cell",
    "bingo-range-grille-1-only": "only grille-1 is checked for 1..75",
    "bingo-upper-bound-74": "a number of a grid must be below 75 (< for <=)",
    "bingo-distinct-per-row": "the 15 numbers of a grid checked distinct row by row",
    # Bingo, art. 4.2 and 4.4: the draws
    "bingo-draw-range-skips-last-ball": "the 1..75 check of the boules stops one short",
    "bingo-bonus-range-first-only": "only the first bonus ball is checked for 1..75",
    "bingo-bonus-not-against-last-boule": "a bonus ball is compared with the boules but the last",
    "bingo-boules-distinct-adjacent": "the boules checked distinct from their neighbour only",
    "bingo-bonus-grille-2-only": "the bonus balls are served to grille-2 only",
    # Bingo, art. 4.6, 4.7, 4.9: the patterns and the highest level
    "bingo-anti-diagonal-short": "the anti-diagonal read without its last cell",
    "bingo-diagonal-from-second": "the diagonal read from its second cell",
    "bingo-corners-three": "the corners read without the bottom-right one",
    "bingo-row-short": "a line of grille-2 read without its last cell",
    "bingo-first-level": "grille-1 pays the first level found (corners before diagonals)",
    "bingo-one-way-unflagged": "a grid winning two ways (a diagonal and the corners) carries no note",
    "bingo-two-lines-as-one": "grille-2: two lines paid as one (a bound off by one)",
    # Super Bingo, art. 3.2-3.3 / 4.3-4.4, 3.5 / 4.6
    "sb-column-range-skips-last-row": "the column ranges checked on the first two rows only",
    "sb-column-range-skips-last-column": "the column ranges checked on the first three columns",
    "sb-distinct-per-row": "the 7 numbers of a grid checked distinct row by row",
    "sb-token-range-skips-last": "the decade check of the tokens skips the last token",
    "sb-bonus-upper-38": "the bonus must be below 39 (< for <=)",
    "sb-bonus-bleue-only": "the bonus is matched against the blue grid only",
    "sb-count-bonus-twice": "a bonus equal to a token of its colour counts twice",
}
FAULT = None


def fault(name):
    return FAULT == name

BINGO_TABLE = {1000000, 100000, 10000, 4000, 2400, 600, 400, 200}
SB_TABLE = {500000, 40000, 4400, 4000, 800, 400}
DECADES = [(1, 9), (10, 19), (20, 29), (30, 39)]


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def in_range(n, lo, hi):
    return is_int(n) and lo <= n <= hi


def bingo_grid_ok(grid, k):
    """art. 4.1: 15 distinct numbers in 1..75 and one Joker."""
    cells = [c for row in grid for c in row]
    nums = [c for c in cells if is_int(c)]
    hi = 74 if fault("bingo-upper-bound-74") else 75
    checked = cells[:-1] if fault("bingo-range-skips-last-cell") else cells[1:] if fault("bingo-range-skips-first-cell") \
        else [] if fault("bingo-range-grille-1-only") and k == 1 else cells
    if not all(in_range(c, 1, hi) for c in checked if c != "J"):
        return False
    jokers_ok = cells.count("J") == 1
    if fault("bingo-distinct-per-row"):
        distinct = all(len(set(x for x in row if is_int(x))) == sum(is_int(x) for x in row) for row in grid)
    else:
        distinct = len(set(nums)) == len(nums)
    return jokers_ok and len(nums) == 15 and all(is_int(c) or c == "J" for c in cells) and distinct


def bingo_draws_ok(boules, bonus):
    """art. 4.2, 4.4: 15 + 3 distinct numbers in 1..75."""
    if len(boules) != 15 or len(bonus) != 3:
        return False
    checked = (boules[:-1] if fault("bingo-draw-range-skips-last-ball") else boules) + \
        (bonus[:1] if fault("bingo-bonus-range-first-only") else bonus)
    if not all(1 <= n <= 75 for n in checked):
        return False
    if fault("bingo-boules-distinct-adjacent"):
        boules_ok = all(boules[i] != boules[i + 1] for i in range(14))
    else:
        boules_ok = len(set(boules)) == 15
    against = boules[:-1] if fault("bingo-bonus-not-against-last-boule") else boules
    return boules_ok and len(set(bonus)) == 3 and not set(bonus) & set(against)


def bingo(unit):
    g = unit["grids"]
    grids = [g["grille-1"], g["grille-2"]]
    boules, bonus = unit["draws"]["boules"], unit["draws"]["bonus"]
    if not all(bingo_grid_ok(grid, k) for k, grid in enumerate(grids)) or not bingo_draws_ok(boules, bonus):
        return None
    drawn = boules + bonus
    m1 = [[c == "J" or c in drawn for c in row] for row in grids[0]]
    if fault("bingo-bonus-grille-2-only"):
        m1 = [[c == "J" or c in boules for c in row] for row in grids[0]]
    m2 = [[c == "J" or c in drawn for c in row] for row in grids[1]]
    corner_cells = ((0, 0), (0, 3), (3, 0)) if fault("bingo-corners-three") else ((0, 0), (0, 3), (3, 0), (3, 3))
    corners = all(m1[r][c] for r, c in corner_cells)
    anti = range(3) if fault("bingo-anti-diagonal-short") else range(4)
    diag = range(1, 4) if fault("bingo-diagonal-from-second") else range(4)
    diagonals = all(m1[i][i] for i in diag) + all(m1[i][3 - i] for i in anti)
    if fault("bingo-first-level"):
        g1 = 200 if corners else 2000 if diagonals == 1 else 10000 if diagonals == 2 else 0
    else:
        g1 = 10000 if diagonals == 2 else 2000 if diagonals == 1 else 200 if corners else 0   # art. 4.6, 4.9
    width = 3 if fault("bingo-row-short") else 4
    rows = sum(all(row[:width]) for row in m2)   # art. 4.7: horizontal lines only
    two = 2 if not fault("bingo-two-lines-as-one") else 3
    g2 = 1000000 if rows == 4 else 100000 if rows == 3 else 4000 if rows >= two else 400 if rows >= 1 else 0
    # art. 4.9, first sentence: a diagonal with the corners besides wins two ways (two diagonals hold the corners)
    notes = ["several-ways"] if corners and diagonals == 1 and not fault("bingo-one-way-unflagged") else []
    return {"grille-1": g1, "grille-2": g2}, BINGO_TABLE, notes


def sb_conforms(unit):
    for name in ("bleue", "verte"):   # art. 3.2 / 4.3
        grid = unit["grids"][name]
        cells = [c for row in grid for c in row]
        nums = [c for c in cells if c is not None]
        if fault("sb-distinct-per-row"):
            distinct = all(len(set(x for x in row if x is not None)) == sum(x is not None for x in row) for row in grid)
        else:
            distinct = len(set(nums)) == 7
        if cells.count(None) != 5 or len(nums) != 7 or not distinct or not all(is_int(n) for n in nums):
            return False
        rows = grid[:2] if fault("sb-column-range-skips-last-row") else grid
        width = 3 if fault("sb-column-range-skips-last-column") else 4
        for row in rows:
            for col, v in enumerate(row[:width]):
                if v is not None and not DECADES[col][0] <= v <= DECADES[col][1]:
                    return False
    for name in ("jetons-bleus", "jetons-verts"):   # art. 3.3 / 4.4
        toks = unit["draws"][name]
        checked = toks[:-1] if fault("sb-token-range-skips-last") else toks
        if len(toks) != 4:
            return False
        counts = sorted(sum(lo <= t <= hi for t in checked) for lo, hi in DECADES)
        if counts != ([0, 1, 1, 1] if fault("sb-token-range-skips-last") else [1, 1, 1, 1]):
            return False
    bonus = unit["draws"]["bonus"]
    return len(bonus) == 1 and 1 <= bonus[0] <= (38 if fault("sb-bonus-upper-38") else 39)


def super_bingo(unit, edition):
    if not sb_conforms(unit):
        return None
    bonus = unit["draws"]["bonus"][0]
    amounts, notes = {}, []
    for grid, tokens in (("bleue", "jetons-bleus"), ("verte", "jetons-verts")):
        nums = {c for row in unit["grids"][grid] for c in row if c is not None}
        served = {bonus} if grid == "bleue" or not fault("sb-bonus-bleue-only") else set()
        found = len(nums & (set(unit["draws"][tokens]) | served))   # art. 3.5: each number once
        if fault("sb-count-bonus-twice") and bonus in nums and bonus in unit["draws"][tokens]:
            found += 1
        amounts[grid] = [0, 400, 4000, 40000, 500000][min(found, 4)]   # art. 3.6; five pays the 4-match level
        if found >= 5 and "count-beyond-table" not in notes:   # a note is raised once, however many grids raise it
            notes.append("count-beyond-table")
    a, b = amounts["bleue"], amounts["verte"]
    if a and b and sorted((a, b)) not in ([400, 4000], [400, 400]):   # art. 3.67 / 4.8
        notes.append("combination-not-permitted")
    return amounts, SB_TABLE, notes


def answer(req):
    game, unit = req.get("game"), req.get("unit")
    try:
        if game == "fdj-bingo-2012":
            result, remedy = bingo(unit), "void"
        elif game in ("fdj-super-bingo-2004", "fdj-super-bingo-internet-2006"):
            result, remedy = super_bingo(unit, game), ("refund" if game.endswith("2004") else "void")
        else:
            return {"id": req.get("id"), "error": "unknown game"}
    except (KeyError, TypeError, IndexError, AttributeError) as e:
        return {"id": req.get("id"), "error": f"unreadable unit: {e!r}"}
    if result is None:
        return {"id": req.get("id"), "status": "anomaly", "amount_cents": 0, "remedy": remedy}
    grids, table, notes = result
    total = sum(grids.values())
    if total and total not in table:
        notes.append("off-table")
    return {"id": req.get("id"), "status": "win" if total else "lose", "amount_cents": total,
            "grids": grids, "notes": notes}


def main():
    global FAULT
    args = sys.argv[1:]
    if args == ["--list-faults"]:
        print("\n".join(FAULTS))
        return
    if len(args) == 2 and args[0] == "--fault" and args[1] in FAULTS:
        FAULT = args[1]
    elif args:
        sys.exit("usage: python_candidate.py [--fault NAME | --list-faults]")
    for line in sys.stdin:
        try:
            req = json.loads(line)
            out = answer(req) if isinstance(req, dict) else {"id": None, "error": "not an object"}
        except json.JSONDecodeError as e:
            out = {"id": None, "error": f"invalid JSON: {e}"}
        sys.stdout.write(json.dumps(out, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
