#!/usr/bin/env python3
"""An independent candidate for the draw game of tests/rules/amigo-2014.yaml,
written from the additif's table as printed (rules/reglements/
002_amigo_additif_2014.txt) and not from the rules file: the hand-written
cases and the differential fuzzer check the interpreter's stakes and counts
per draw against it (tests/cli/draw.sh).

fdj-amigo-avril-2014: the player's 7 numbers (the grid `grille`, one row of
7, distinct, 1 to 28) and a stake of 2, 4, 6, 8, 10 or 20 EUR; a drawing of
7 blue numbers (`bleus`) and 5 bonus numbers (`bonus`), the 12 distinct, 1
to 28. The play's rank is how many of its numbers are blue and how many
bonus; the table gives each rank's amount at each stake. The stored text
ends inside the row "5 blue, 1 bonus" after its 6 EUR amount: this
candidate pays that row at 8, 10 and 20 EUR as every whole row does (the
2 EUR amount times the stake over 2 EUR); the ranks after it are not in the
text and pay nothing here. A play that breaks the form above is void.

`--fault NAME` plants a mistake (`--list-faults`)."""
import json
import sys

STAKES = [200, 400, 600, 800, 1000, 2000]
# (blue, bonus): the amounts in EUR at each stake, as the table prints them
TABLE = {
    (7, 0): [25000, 50000, 75000, 100000, 125000, 250000],
    (6, 1): [600, 1200, 1800, 2400, 3000, 6000],
    (5, 2): [140, 280, 420, 560, 700, 1400],
    (4, 3): [105, 210, 315, 420, 525, 1050],
    (3, 4): [100, 200, 300, 400, 500, 1000],
    (2, 5): [100, 200, 300, 400, 500, 1000],
    (6, 0): [500, 1000, 1500, 2000, 2500, 5000],
    (5, 1): [55, 110, 165, 220, 275, 550],   # the last three: the cut row read as the others
}
FAULTS = {
    "draw-bonus-as-blue": "a bonus number counts as a blue one",
    "draw-stake-ignored": "every play is paid at 2 EUR",
    "draw-six-zero-as-six-one": "six blue without the bonus pays as six blue and one bonus",
    "draw-any-stake": "a stake the table has no column for is paid in proportion",
    "draw-five-one-left-out": "the cut row pays nothing",
    "draw-shared-number": "a number drawn both blue and bonus is no anomaly",
}
FAULT = None


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def shape(unit):
    """The play's numbers, draws and stake; a ValueError when the unit's shape is wrong."""
    if not isinstance(unit, dict) or set(unit) != {"grids", "draws", "stake_cents"}:
        raise ValueError("expected grids, draws and stake_cents")
    grids, draws, stake = unit["grids"], unit["draws"], unit["stake_cents"]
    if not isinstance(grids, dict) or set(grids) != {"grille"}:
        raise ValueError("expected the grid grille")
    g = grids["grille"]
    if not isinstance(g, list) or len(g) != 1 or not isinstance(g[0], list) or len(g[0]) != 7:
        raise ValueError("grille: expected one row of 7 cells")
    if not all(c is None or c == "J" or is_int(c) for c in g[0]):
        raise ValueError("grille: not a cell")
    if not isinstance(draws, dict) or set(draws) != {"bleus", "bonus"}:
        raise ValueError("expected the draws bleus and bonus")
    if not all(isinstance(d, list) and len(d) <= 64 and all(is_int(x) for x in d) for d in draws.values()):
        raise ValueError("a draw is not a list of integers")
    if not is_int(stake):
        raise ValueError("stake_cents: expected an integer")
    return g[0], draws["bleus"], draws["bonus"], stake


def play(unit):
    cells, blue, bonus, stake = shape(unit)
    numbers_ok = all(is_int(c) and 1 <= c <= 28 for c in cells) and len(set(cells)) == 7
    drawn = blue + bonus
    draws_ok = len(blue) == 7 and len(bonus) == 5 and all(1 <= x <= 28 for x in drawn) and \
        (len(set(drawn)) == 12 or (FAULT == "draw-shared-number" and len(set(blue)) == 7 and len(set(bonus)) == 5))
    stake_ok = stake in STAKES or (FAULT == "draw-any-stake" and stake > 0)
    if not (numbers_ok and draws_ok and stake_ok):
        return None
    b = sum(1 for c in cells if c in blue)
    y = sum(1 for c in cells if c in bonus)
    if FAULT == "draw-bonus-as-blue":
        b, y = b + y, 0
    if FAULT == "draw-six-zero-as-six-one" and (b, y) == (6, 0):
        b, y = 6, 1
    row = TABLE.get((b, y))
    if row is None or (FAULT == "draw-five-one-left-out" and (b, y) == (5, 1)):
        return 0
    if FAULT == "draw-stake-ignored":
        return row[0] * 100
    if stake not in STAKES:   # draw-any-stake
        return row[0] * stake // 2
    return row[STAKES.index(stake)] * 100


def answer(req):
    if req.get("game") != "fdj-amigo-avril-2014":
        return {"id": req.get("id"), "error": "unknown game"}
    try:
        won = play(req.get("unit"))
    except (ValueError, TypeError, KeyError) as e:
        return {"id": req.get("id"), "error": str(e)}
    if won is None:
        return {"id": req.get("id"), "status": "anomaly", "amount_cents": 0, "remedy": "void"}
    return {"id": req.get("id"), "status": "win" if won else "lose", "amount_cents": won, "grids": {"grille": won},
            "notes": []}


def main():
    global FAULT
    args = sys.argv[1:]
    if args == ["--list-faults"]:
        print("\n".join(FAULTS))
        return
    if len(args) == 2 and args[0] == "--fault" and args[1] in FAULTS:
        FAULT = args[1]
    elif args:
        sys.exit("usage: draw_candidate.py [--fault NAME | --list-faults]")
    for line in sys.stdin:
        try:
            req = json.loads(line)
            out = answer(req) if isinstance(req, dict) else {"id": None, "error": "not an object"}
        except json.JSONDecodeError as e:
            out = {"id": None, "error": "invalid JSON: %s" % e}
        sys.stdout.write(json.dumps(out, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
