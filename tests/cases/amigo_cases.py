#!/usr/bin/env python3
"""amigo_cases.py — writes tests/cases/amigo-2014/cases.yaml, the cases of the
draw game tests/rules/amigo-2014.yaml, from the additif's table as printed
(rules/reglements/002_amigo_additif_2014.txt), not from the rules file:

  python3 tests/cases/amigo_cases.py > tests/cases/amigo-2014/cases.yaml

Every rank at every stake (twice, its good numbers at other places of the
grid), every count of blue and bonus numbers the table has no row for,
the cut row under both readings of I-AM-CUT, and every way a play breaks
the form (a stake with no column, a number out of 1..28 or repeated at
each place, a joker or a blank at each place, draws of the wrong size,
out of range, or sharing a number, values far from the bounds that a
program keeping integers in too few bits would read as valid), each void
and its twin refunded. The amounts are the
table's, in euros, times 100; tests/candidates/draw_candidate.py, written
from the same table, answers every case the same (tests/cli/draw.sh)."""
import json

STAKES = [200, 400, 600, 800, 1000, 2000]
TABLE = {   # (blue, bonus): EUR at 2, 4, 6, 8, 10, 20 EUR, as printed
    (7, 0): ("art-2.3/7-0", [25000, 50000, 75000, 100000, 125000, 250000]),
    (6, 1): ("art-2.3/6-1", [600, 1200, 1800, 2400, 3000, 6000]),
    (5, 2): ("art-2.3/5-2", [140, 280, 420, 560, 700, 1400]),
    (4, 3): ("art-2.3/4-3", [105, 210, 315, 420, 525, 1050]),
    (3, 4): ("art-2.3/3-4", [100, 200, 300, 400, 500, 1000]),
    (2, 5): ("art-2.3/2-5", [100, 200, 300, 400, 500, 1000]),
    (6, 0): ("art-2.3/6-0", [500, 1000, 1500, 2000, 2500, 5000]),
    (5, 1): ("art-2.3/5-1", [55, 110, 165, 220, 275, 550]),   # 8, 10, 20 EUR: the cut row, read as the others
}
CUT = (5, 1)
out = []


def layout(b, y, k, shift):
    """Draws and a grid of b blue and y bonus numbers, the numbers picked by k, the grid turned by shift."""
    perm = [(i * 11 + k * 5) % 28 + 1 for i in range(28)]   # 11 is prime to 28: each of 1..28 once
    blue, bonus, rest = perm[:7], perm[7:12], perm[12:]
    grid = blue[:b] + bonus[:y] + rest[:7 - b - y]
    grid = grid[shift:] + grid[:shift]
    return grid, blue, bonus


def case(cid, covers, desc, grid, blue, bonus, stake, expect, readings=None):
    c = {"id": cid, "covers": covers, "description": desc}
    if readings:
        c["readings"] = readings
    c["unit"] = {"grids": {"grille": [grid]}, "draws": {"bleus": blue, "bonus": bonus}, "stake_cents": stake}
    c["expect"] = expect
    out.append(c)


def win(cents):
    return {"status": "win", "amount_cents": cents, "grids": {"grille": cents}, "notes": []}


LOSE = {"status": "lose", "amount_cents": 0, "grids": {"grille": 0}, "notes": []}


def anomaly(remedy):
    return {"status": "anomaly", "amount_cents": 0, "remedy": remedy}


k = 0
for (b, y), (level, euros) in TABLE.items():
    for s, stake in enumerate(STAKES):
        for twice in range(2):
            k += 1
            grid, blue, bonus = layout(b, y, k, (k * 3 + twice) % 7)
            readings = {"I-AM-CUT": "proportional"} if (b, y) == CUT else None
            covers = [level, "art-2.3/serving"] + (["I-AM-CUT"] if readings else [])
            case("am-%d-%d-at-%d-%s" % (b, y, stake, "ab"[twice]), covers,
                 "%d blue and %d bonus numbers at a stake of %d cents: %d EUR" % (b, y, stake, euros[s]),
                 grid, blue, bonus, stake, win(euros[s] * 100), readings)
for s, stake in enumerate(STAKES):
    for twice in range(2):   # as many as the cut row has under the default reading
        k += 1
        grid, blue, bonus = layout(5, 1, k, (k + twice) % 7)
        case("am-5-1-left-out-at-%d%s" % (stake, "-b" if twice else ""), ["art-2.3/lose", "I-AM-CUT"],
             "5 blue and 1 bonus at %d cents, the cut row left out: nothing" % stake, grid, blue, bonus, stake, LOSE,
             {"I-AM-CUT": "left-out"})
for b in range(8):
    for y in range(6):
        if b + y > 7 or (b, y) in TABLE:
            continue
        k += 1
        stake = STAKES[k % 6]
        grid, blue, bonus = layout(b, y, k, k % 7)
        case("am-%d-%d-no-row" % (b, y), ["art-2.3/lose"],
             "%d blue and %d bonus numbers: no row of the stored table" % (b, y), grid, blue, bonus, stake, LOSE)


def bad(cid, covers, desc, grid, blue, bonus, stake):
    """A play that breaks the form: void, and its twin refunded under the other reading."""
    for remedy in ["void", "refund"]:
        case(cid + ("" if remedy == "void" else "-refund"), covers + ["art-1/" + remedy, "I-AM-VOID"], desc,
             grid, blue, bonus, stake, anomaly(remedy), {"I-AM-VOID": remedy})


base_grid, base_blue, base_bonus = layout(6, 1, 1, 0)
for stake in [0, 100, 199, 201, 300, 1200, 1999, 2001, 4000, -200]:
    bad("am-stake-%s" % str(stake).replace("-", "minus-"), ["art-2.3/stake"],
        "a stake of %d cents: the table has no column for it" % stake, base_grid, base_blue, base_bonus, stake)
for pos in range(7):
    for v, why in [(0, "0, below 1"), (29, "29, beyond 28")]:
        g = list(base_grid)
        g[pos] = v
        bad("am-grid-%d-at-%d" % (v, pos), ["art-2.3/range"], "the play's number at place %d is %s" % (pos, why),
            g, base_blue, base_bonus, 400)
    g = list(base_grid)
    g[pos] = g[(pos + 1) % 7]
    bad("am-grid-twice-at-%d" % pos, ["art-2.3/distinct"], "the play's number at place %d repeats the next one" % pos,
        g, base_blue, base_bonus, 400)
    for v, name in [("J", "joker"), (None, "blank")]:
        g = list(base_grid)
        g[pos] = v
        bad("am-grid-%s-at-%d" % (name, pos), ["art-2.3/seven"], "a %s at place %d of the play" % (name, pos),
            g, base_blue, base_bonus, 400)
spare = [x for x in range(1, 29) if x not in base_blue + base_bonus]
bad("am-blue-six", ["art-2.3/blue-count"], "6 blue numbers drawn", base_grid, base_blue[:6], base_bonus, 200)
bad("am-blue-eight", ["art-2.3/blue-count"], "8 blue numbers drawn", base_grid, base_blue + spare[:1], base_bonus, 200)
bad("am-bonus-four", ["art-2.3/bonus-count"], "4 bonus numbers drawn", base_grid, base_blue, base_bonus[:4], 200)
bad("am-bonus-six", ["art-2.3/bonus-count"], "6 bonus numbers drawn", base_grid, base_blue, base_bonus + spare[:1], 200)
for i in range(7):
    for v in [0, 29]:
        b = list(base_blue)
        b[i] = v
        bad("am-blue-%d-at-%d" % (v, i), ["art-2.3/drawn-range"], "blue number %d drawn %d" % (i, v), base_grid, b,
            base_bonus, 800)
for i in range(5):
    for v in [0, 29]:
        y = list(base_bonus)
        y[i] = v
        bad("am-bonus-%d-at-%d" % (v, i), ["art-2.3/drawn-range"], "bonus number %d drawn %d" % (i, v), base_grid,
            base_blue, y, 1000)
    y = list(base_bonus)
    y[i] = base_blue[i]
    bad("am-shared-%d" % i, ["art-2.3/drawn-distinct"], "bonus number %d drawn blue too" % i, base_grid, base_blue, y,
        2000)
for i in range(7):
    b = list(base_blue)
    b[i] = b[(i + 1) % 7]
    bad("am-blue-twice-at-%d" % i, ["art-2.3/drawn-distinct"], "blue number %d drawn again next" % i, base_grid, b,
        base_bonus, 600)
for i in range(5):
    y = list(base_bonus)
    y[i] = y[(i + 1) % 5]
    bad("am-bonus-twice-at-%d" % i, ["art-2.3/drawn-distinct"], "bonus number %d drawn again next" % i, base_grid,
        base_blue, y, 600)

# Values far from the bounds, which a program keeping integers in too few bits, or taking cents for
# euros, reads as a valid play: every stake of the table + 2^16 and + 2^32, divided and multiplied by
# 100, negative; every other hundred of cents up to 22 EUR; numbers + 2^8, + 2^16, + 2^32 and - 2^8.
for stake in STAKES:
    for far, why in [(stake + 65536, "+ 2^16"), (stake + 2 ** 32, "+ 2^32"), (stake // 100, "/ 100"),
                     (stake * 100, "x 100"), (-stake, "negative")]:
        bad("am-stake-%d-%s" % (stake, why.replace(" ", "").replace("^", "").replace("/", "div").replace("+", "plus")),
            ["art-2.3/stake"], "a stake of %d cents (%d %s): no column" % (far, stake, why), base_grid, base_blue,
            base_bonus, far)
for stake in range(100, 2300, 100):
    if stake not in STAKES and stake not in (100, 300, 1200):
        bad("am-stake-%d" % stake, ["art-2.3/stake"], "a stake of %d cents: the table has no column for it" % stake,
            base_grid, base_blue, base_bonus, stake)
WRAPS = [(256, "plus-2e8"), (65536, "plus-2e16"), (2 ** 32, "plus-2e32"), (-256, "minus-2e8")]
for pos in (0, 6):
    for off, name in WRAPS:
        g = list(base_grid)
        g[pos] += off
        bad("am-grid-%s-at-%d" % (name, pos), ["art-2.3/range"],
            "the play's number at place %d is %d: read in too few bits it would be %d" % (pos, g[pos], base_grid[pos]),
            g, base_blue, base_bonus, 400)
for off, name in WRAPS:
    b, y = list(base_blue), list(base_bonus)
    b[3] += off
    y[2] += off
    bad("am-blue-%s" % name, ["art-2.3/drawn-range"], "blue number 3 drawn %d" % b[3], base_grid, b, base_bonus, 800)
    bad("am-bonus-%s" % name, ["art-2.3/drawn-range"], "bonus number 2 drawn %d" % y[2], base_grid, base_blue, y, 800)

print("# yaml-language-server: $schema=../../../schemas/cases.schema.json")
print("# Cases of the draw game tests/rules/amigo-2014.yaml, written by tests/cases/amigo_cases.py from the")
print("# additif's table as printed (see that script): every rank at every stake, twice; every count with no")
print("# row; the cut row under both readings; every way a play breaks the form. Not from the rules file.")
print("game: fdj-amigo-avril-2014")
print("cases:")
for c in out:
    print("  - id: %s" % c["id"])
    print("    covers: [%s]" % ", ".join(c["covers"]))
    print("    description: %s" % json.dumps(c["description"], ensure_ascii=False))
    if "readings" in c:
        print("    readings: {%s}" % ", ".join("%s: %s" % kv for kv in c["readings"].items()))
    u = c["unit"]
    print("    unit:")
    print("      grids: %s" % json.dumps(u["grids"]))
    print("      draws: %s" % json.dumps(u["draws"]))
    print("      stake_cents: %d" % u["stake_cents"])
    print("    expect: %s" % json.dumps(c["expect"]))
