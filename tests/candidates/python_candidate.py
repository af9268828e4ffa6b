#!/usr/bin/env python3
"""A second correct candidate, in Python with the standard library only:
the protocol of SPEC section 6 is language-neutral. Written from the
règlement texts (Bingo 2012; Super Bingo 2004 and 2006), independently of
src/ and of the C reference."""
import json
import sys

BINGO_TABLE = {1000000, 100000, 10000, 4000, 2400, 600, 400, 200}
SB_TABLE = {500000, 40000, 4400, 4000, 800, 400}
DECADES = [(1, 9), (10, 19), (20, 29), (30, 39)]


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def bingo(unit):
    g = unit["grids"]
    grids = [g["grille-1"], g["grille-2"]]
    boules, bonus = unit["draws"]["boules"], unit["draws"]["bonus"]
    for grid in grids:   # art. 4.1: 15 distinct numbers in 1..75 and one Joker
        cells = [c for row in grid for c in row]
        nums = [c for c in cells if is_int(c)]
        if cells.count("J") != 1 or len(nums) != 15 or len(set(nums)) != 15 or not all(1 <= n <= 75 for n in nums):
            return None
    drawn = boules + bonus   # art. 4.2, 4.4: 15 + 3 distinct numbers in 1..75
    if len(boules) != 15 or len(bonus) != 3 or len(set(drawn)) != 18 or not all(1 <= n <= 75 for n in drawn):
        return None
    marked = [[[c == "J" or c in drawn for c in row] for row in grid] for grid in grids]
    m1, m2 = marked
    corners = all(m1[r][c] for r, c in ((0, 0), (0, 3), (3, 0), (3, 3)))
    diagonals = all(m1[i][i] for i in range(4)) + all(m1[i][3 - i] for i in range(4))
    g1 = 10000 if diagonals == 2 else 2000 if diagonals == 1 else 200 if corners else 0   # art. 4.6, 4.9
    rows = sum(all(row) for row in m2)   # art. 4.7: horizontal lines only
    g2 = 1000000 if rows == 4 else 100000 if rows == 3 else 4000 if rows == 2 else 400 if rows == 1 else 0
    return {"grille-1": g1, "grille-2": g2}, BINGO_TABLE, []


def sb_conforms(unit):
    for name in ("bleue", "verte"):   # art. 3.2 / 4.3
        grid = unit["grids"][name]
        cells = [c for row in grid for c in row]
        nums = [c for c in cells if c is not None]
        if cells.count(None) != 5 or len(nums) != 7 or len(set(nums)) != 7 or not all(is_int(n) for n in nums):
            return False
        for row in grid:
            for col, v in enumerate(row):
                if v is not None and not DECADES[col][0] <= v <= DECADES[col][1]:
                    return False
    for name in ("jetons-bleus", "jetons-verts"):   # art. 3.3 / 4.4
        toks = unit["draws"][name]
        if len(toks) != 4 or sorted(sum(lo <= t <= hi for t in toks) for lo, hi in DECADES) != [1, 1, 1, 1]:
            return False
    bonus = unit["draws"]["bonus"]
    return len(bonus) == 1 and 1 <= bonus[0] <= 39


def super_bingo(unit, edition):
    if not sb_conforms(unit):
        return None
    bonus = unit["draws"]["bonus"][0]
    amounts, notes = {}, []
    for grid, tokens in (("bleue", "jetons-bleus"), ("verte", "jetons-verts")):
        nums = {c for row in unit["grids"][grid] for c in row if c is not None}
        found = len(nums & (set(unit["draws"][tokens]) | {bonus}))   # art. 3.5: each number once
        amounts[grid] = [0, 400, 4000, 40000, 500000][min(found, 4)]   # art. 3.6; five pays the 4-match level
        if found >= 5:
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
