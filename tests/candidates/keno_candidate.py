#!/usr/bin/env python3
"""An independent candidate for Washington's Lottery Daily Keno (game id
wa-daily-keno), written from the stored text alone
(rules/reglements/009_daily_keno_wa.txt), not from any rules file of
lotcert: its answers are the expectations of
tests/cases/wa-daily-keno/cases.yaml (tests/cases/keno_cases.py).

The unit: one play `play`, one row holding exactly the numbers played, 1 to
10 of them (« choosing the amount of "spots" or numbers you want to play (at
least one, but no more than 10) », « they must equal the same number of
spots that you marked »: the row's length is the spot count), each 1 to 80
(« pick your numbers from 1 to 80 ») and distinct; the draw `drawn`, the 20
numbers drawn, distinct, 1 to 80; and the stake, 100, 200, 300, 400, 500,
1000 or 2000 cents (« $1, $2, $3, $4, $5, $10, or $20 »).

The prize: the play's matches (its numbers among the 20 drawn) give the row
of its spot count's table; the $1 prize of that row times the dollars
played (« Multiply $1 payout times dollars played to determine payouts for
other dollar amounts »):

  10-spot  10: $100,000   9: $5,000   8: $500   7: $50   6: $5   5: $2   0: $3
   9-spot   9: $25,000    8: $2,500   7: $100   6: $10   5: $5   4: $1

Any other count of a 10-spot or 9-spot play loses. 10 of 10 is paid up to
$500,000 (« $500,000 is the maximum paid per drawing to all players who
match 10 of 10 », the register's default reading of I-KENO-CAP) and carries
the note drawing-cap: the drawing's other 10-of-10 winners may lower it,
which a unit cannot know. The text ends inside the 8-spot table: a play of 1
to 8 spots is a valid play whose prize the text does not give; it loses
(I-KENO-CUT's default reading).

A unit that breaks the game's form (an empty play, a cell that is a joker or
a blank, a number out of 1..80, two equal numbers on the play, a draw that
is not 20 distinct numbers of 1..80, a stake not listed) is an anomaly:
void (I-KENO-VOID's default reading), or refunded under `--reading
I-KENO-VOID=refund` (or KENO_VOID=refund in the environment). A play of
more than 10 cells is not a unit of this game: an error.

KENO_FAULT=NAME in the environment (or `--fault NAME`) plants a mistake;
`--list-faults` lists them."""
import json
import os
import sys

GAME = "wa-daily-keno"
STAKES = (100, 200, 300, 400, 500, 1000, 2000)
MAX_SPOTS = 10
LOW, HIGH = 1, 80
DRAWN = 20
# spot count -> {matches: the prize in cents for a $1 play}
TABLES = {
    10: {10: 10000000, 9: 500000, 8: 50000, 7: 5000, 6: 500, 5: 200, 0: 300},
    9: {9: 2500000, 8: 250000, 7: 10000, 6: 1000, 5: 500, 4: 100},
}
CAP_TEN = 50000000          # « $500,000 is the maximum paid per drawing to all players who match 10 of 10 »
CAP_NOTE = "drawing-cap"
FAULTS = {
    "no-cap": "10 of 10 pays $100,000 times the dollars played, uncapped, without the note",
    "no-zero": "0 of 10 pays nothing",
    "flat-stake": "every prize is the $1 prize, whatever the stake",
    "spots-any": "every play is judged with the 10-spot table, whatever its spot count",
}
FAULT = None
REMEDY = "void"


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def shape(unit):
    """The play's cells, the draw and the stake; a ValueError when the unit's shape is wrong."""
    if not isinstance(unit, dict) or set(unit) != {"grids", "draws", "stake_cents"}:
        raise ValueError("expected grids, draws and stake_cents")
    grids, draws, stake = unit["grids"], unit["draws"], unit["stake_cents"]
    if not isinstance(grids, dict) or set(grids) != {"play"}:
        raise ValueError("expected the grid play")
    g = grids["play"]
    if not isinstance(g, list) or len(g) != 1 or not isinstance(g[0], list):
        raise ValueError("play: expected one row")
    if len(g[0]) > MAX_SPOTS:
        raise ValueError("play: more than %d cells" % MAX_SPOTS)
    if not all(c is None or c == "J" or is_int(c) for c in g[0]):
        raise ValueError("play: not a cell")
    if not isinstance(draws, dict) or set(draws) != {"drawn"}:
        raise ValueError("expected the draw drawn")
    d = draws["drawn"]
    if not isinstance(d, list) or not all(is_int(x) for x in d):
        raise ValueError("drawn: not a list of integers")
    if not is_int(stake):
        raise ValueError("stake_cents: expected an integer")
    return g[0], d, stake


def violations(cells, drawn, stake):
    """The ways the unit breaks the game's form, in a fixed order (empty when it conforms)."""
    v = []
    if not cells or not all(is_int(c) for c in cells):
        v.append("one-to-ten")
    numbers = [c for c in cells if is_int(c)]
    if not all(LOW <= c <= HIGH for c in numbers):
        v.append("range")
    if len(set(numbers)) != len(numbers):
        v.append("distinct")
    if len(drawn) != DRAWN:
        v.append("drawn-twenty")
    if not all(LOW <= x <= HIGH for x in drawn):
        v.append("drawn-range")
    if len(set(drawn)) != len(drawn):
        v.append("drawn-distinct")
    if stake not in STAKES:
        v.append("stake-allowed")
    return v


def play(unit):
    """None for an anomaly, else (cents, notes, spots, matches)."""
    cells, drawn, stake = shape(unit)
    if violations(cells, drawn, stake):
        return None
    spots = len(cells)
    served = set(drawn)
    matches = sum(1 for c in cells if c in served)
    table = TABLES[10] if FAULT == "spots-any" else TABLES.get(spots, {})   # 1 to 8 spots: not in the text
    prize = table.get(matches, 0)
    if FAULT == "no-zero" and matches == 0:
        prize = 0
    dollars = 1 if FAULT == "flat-stake" else stake // 100
    cents = prize * dollars
    notes = []
    if prize and matches == 10 and FAULT != "no-cap":
        cents = min(cents, CAP_TEN)
        notes = [CAP_NOTE]
    return cents, notes, spots, matches


def answer(req):
    rid = req.get("id")
    if req.get("game") != GAME:
        return {"id": rid, "error": "unknown game"}
    try:
        won = play(req.get("unit"))
    except (ValueError, TypeError, KeyError) as e:
        return {"id": rid, "error": str(e)}
    if won is None:
        return {"id": rid, "status": "anomaly", "amount_cents": 0, "remedy": REMEDY}
    cents, notes = won[0], won[1]
    return {"id": rid, "status": "win" if cents else "lose", "amount_cents": cents,
            "grids": {"play": cents}, "notes": notes}


def main():
    global FAULT, REMEDY
    args = sys.argv[1:]
    FAULT = os.environ.get("KENO_FAULT") or None
    REMEDY = os.environ.get("KENO_VOID") or "void"
    if args == ["--list-faults"]:
        print("\n".join("%s: %s" % kv for kv in FAULTS.items()))
        return
    while args:
        if len(args) >= 2 and args[0] == "--fault":
            FAULT = args[1]
        elif len(args) >= 2 and args[0] == "--reading" and args[1].startswith("I-KENO-VOID="):
            REMEDY = args[1].split("=", 1)[1]
        else:
            sys.exit("usage: keno_candidate.py [--fault NAME] [--reading I-KENO-VOID=void|refund] | --list-faults")
        args = args[2:]
    if FAULT is not None and FAULT not in FAULTS:
        sys.exit("keno_candidate.py: unknown fault %r (%s)" % (FAULT, ", ".join(FAULTS)))
    if REMEDY not in ("void", "refund"):
        sys.exit("keno_candidate.py: I-KENO-VOID is void or refund, not %r" % REMEDY)
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
