#!/usr/bin/env python3
"""An independent candidate for Powerball as changed for the drawing of
October 7, 2015, with its Power Play option (game id musl-powerball-2015),
written from the stored text alone (rules/reglements/008_powerball_2015.txt),
not from any rules file of lotcert: its answers are the expectations of
tests/cases/musl-powerball-2015/cases.yaml (tests/cases/powerball_cases.py).

The unit: one play `play`, one row of six cells, five white numbers (cells
0 to 4, 1 to 69, distinct) and the red Powerball (cell 5, 1 to 26; it may
equal one of the play's white numbers: "the number chosen from the red
Powerballs may be the same as one of the white ball numbers"); the draws
`white` (five distinct numbers, 1 to 69), `red` (one number, 1 to 26) and
`power-play` (the drawn multiplier, one of 2, 3, 4, 5, 10); and the stake,
200 cents (a play, $2) or 300 cents (with Power Play, $3).

Matching: the white draw serves the white cells only and the red draw the
red cell only ("The drawn Powerball cannot be used by players to match one
of their white numbers, and vice versa is also not allowed"). The play's
tier is (white numbers matched, Powerball matched) and the prize chart
gives its amount:

  5+PB  jackpot (a pari-mutuel share no unit can know: status win, amount 0,
        note grand-prize), never multiplied
  5     $1,000,000; with Power Play $2,000,000 whatever the multiplier
  4+PB  $50,000   4  $100   3+PB  $100   3  $7   2+PB  $7   1+PB  $4
  PB    $4        (tiers 3 to 9: times the drawn multiplier with Power Play)

Anything else loses. At 200 cents the drawn multiplier changes nothing.

A unit that breaks the game's form (a number out of range, two equal white
numbers on the play or in the white draw, a cell that is a joker or a blank,
a draw of the wrong size, a multiplier other than 2, 3, 4, 5, 10, a stake
other than 200 or 300) is an anomaly: the text says nothing of what it is
owed; it is void (the register's default reading of I-PB-VOID), or refunded
under `--reading I-PB-VOID=refund` (or PB_VOID=refund in the environment).

PB_FAULT=NAME in the environment (or `--fault NAME`) plants a mistake;
`--list-faults` lists them."""
import json
import os
import sys

GAME = "musl-powerball-2015"
STAKES = (200, 300)
MULTIPLIERS = (2, 3, 4, 5, 10)
JACKPOT = "jackpot"
# (white numbers matched, Powerball matched): the prize in cents at $2 (the chart's "PRIZE" column)
CHART = {
    (5, True): JACKPOT,
    (5, False): 100000000,
    (4, True): 5000000,
    (4, False): 10000,
    (3, True): 10000,
    (3, False): 700,
    (2, True): 700,
    (1, True): 400,
    (0, True): 400,
}
POWER_PLAY_MATCH_FIVE = 200000000   # "set at $2,000,000 regardless of the Power Play number selected"
FAULTS = {
    "white-red": "the red number drawn matches white cells too, and the white numbers drawn the red cell",
    "pp-all": "Power Play multiplies the Match Five prize ($1,000,000 times the multiplier) and the jackpot line",
    "pp-base": "the drawn multiplier applies at a stake of 200 cents too",
    "no-dup-check": "two equal white numbers on the play are accepted",
}
FAULT = None
REMEDY = "void"


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def shape(unit):
    """The play's six cells, the three draws and the stake; a ValueError when the unit's shape is wrong."""
    if not isinstance(unit, dict) or set(unit) != {"grids", "draws", "stake_cents"}:
        raise ValueError("expected grids, draws and stake_cents")
    grids, draws, stake = unit["grids"], unit["draws"], unit["stake_cents"]
    if not isinstance(grids, dict) or set(grids) != {"play"}:
        raise ValueError("expected the grid play")
    g = grids["play"]
    if not isinstance(g, list) or len(g) != 1 or not isinstance(g[0], list) or len(g[0]) != 6:
        raise ValueError("play: expected one row of 6 cells")
    if not all(c is None or c == "J" or is_int(c) for c in g[0]):
        raise ValueError("play: not a cell")
    if not isinstance(draws, dict) or set(draws) != {"white", "red", "power-play"}:
        raise ValueError("expected the draws white, red and power-play")
    if not all(isinstance(d, list) and all(is_int(x) for x in d) for d in draws.values()):
        raise ValueError("a draw is not a list of integers")
    if not is_int(stake):
        raise ValueError("stake_cents: expected an integer")
    return g[0], draws["white"], draws["red"], draws["power-play"], stake


def violations(cells, white, red, pp, stake):
    """The ways the unit breaks the game's form (empty when it conforms)."""
    v = []
    if not all(is_int(c) for c in cells):
        v.append("six-numbers")
    whites, ball = cells[:5], cells[5]
    if not all(1 <= c <= 69 for c in whites if is_int(c)) or (is_int(ball) and not 1 <= ball <= 26):
        v.append("ranges")
    numbered = [c for c in whites if is_int(c)]
    if len(set(numbered)) != len(numbered) and FAULT != "no-dup-check":
        v.append("white-distinct")
    if len(white) != 5:
        v.append("white-five")
    if len(red) != 1:
        v.append("red-one")
    if len(pp) != 1:
        v.append("power-play-one")
    if not all(1 <= x <= 69 for x in white):
        v.append("white-drawn-range")
    if not all(1 <= x <= 26 for x in red):
        v.append("red-drawn-range")
    if not all(x in MULTIPLIERS for x in pp):
        v.append("power-play-values")
    if len(set(white)) != len(white):
        v.append("white-drawn-distinct")
    if stake not in STAKES:
        v.append("stake-allowed")
    return v


def play(unit):
    """None for an anomaly, else (cents, grand prize won)."""
    cells, white, red, pp, stake = shape(unit)
    if violations(cells, white, red, pp, stake):
        return None
    whites, ball = cells[:5], cells[5]
    serving_white, serving_red = set(white), set(red)
    if FAULT == "white-red":
        serving_white = serving_white | serving_red
        serving_red = serving_white
    matched = min(5, sum(1 for c in whites if c in serving_white))
    powerball = ball in serving_red
    prize = CHART.get((matched, powerball), 0)
    if prize == JACKPOT:
        return 0, True
    power_play = stake == 300 or FAULT == "pp-base"
    if power_play and prize:
        if (matched, powerball) == (5, False) and FAULT != "pp-all":
            prize = POWER_PLAY_MATCH_FIVE
        else:
            prize *= pp[0]
    return prize, False


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
    cents, grand = won
    return {"id": rid, "status": "win" if cents or grand else "lose", "amount_cents": cents,
            "grids": {"play": cents}, "notes": ["grand-prize"] if grand else []}


def main():
    global FAULT, REMEDY
    args = sys.argv[1:]
    FAULT = os.environ.get("PB_FAULT") or None
    REMEDY = os.environ.get("PB_VOID") or "void"
    if args == ["--list-faults"]:
        print("\n".join("%s: %s" % kv for kv in FAULTS.items()))
        return
    while args:
        if len(args) >= 2 and args[0] == "--fault":
            FAULT = args[1]
        elif len(args) >= 2 and args[0] == "--reading" and args[1].startswith("I-PB-VOID="):
            REMEDY = args[1].split("=", 1)[1]
        else:
            sys.exit("usage: powerball_candidate.py [--fault NAME] [--reading I-PB-VOID=void|refund] | --list-faults")
        args = args[2:]
    if FAULT is not None and FAULT not in FAULTS:
        sys.exit("powerball_candidate.py: unknown fault %r (%s)" % (FAULT, ", ".join(FAULTS)))
    if REMEDY not in ("void", "refund"):
        sys.exit("powerball_candidate.py: I-PB-VOID is void or refund, not %r" % REMEDY)
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
