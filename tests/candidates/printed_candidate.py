#!/usr/bin/env python3
"""An independent candidate for the test game of a lucky digit and amounts
printed on the ticket, written from the game's description in words (the
comment at the top of tests/rules/lucky-digit.yaml and the list below), not
from its rules: the differential fuzzer and the hand-written cases check the
rule interpreter's amounts printed against it (tests/cli/printed.sh).

The game: a lucky digit from 1 to 9 (the draw porte-bonheur, one number);
three games jeu-1..3, each a digit from 1 to 9 and an amount printed (the
unit's "amounts"). A game whose digit is the lucky one wins its amount. The
amounts printed must be among 1 000, 100, 20, 10, 4, 2 and 1 EUR, else the
ticket is void, as it is when a digit or the lucky digit is not from 1 to 9,
a cell is blank or the joker, or the draw does not hold one number. The
wins add up; a total that is none of those amounts carries the note
off-table.

`--fault NAME` plants a mistake (`--list-faults`)."""
import json
import sys

GAMES = ["jeu-1", "jeu-2", "jeu-3"]
TABLE = {100000, 10000, 2000, 1000, 400, 200, 100}
FAULTS = {
    "amount-unchecked": "an amount printed outside the table is paid",
    "first-game-only": "only the first winning game is paid",
    "table-amount-paid": "a win pays 1 EUR whatever is printed",
    "digit-9-refused": "a digit 9 makes the ticket void",
}
FAULT = None


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def shape(unit):
    if not isinstance(unit, dict) or set(unit) != {"grids", "draws", "amounts"}:
        raise ValueError("expected grids, draws and amounts")
    grids, draws, amounts = unit["grids"], unit["draws"], unit["amounts"]
    if not isinstance(grids, dict) or set(grids) != set(GAMES) or not isinstance(amounts, dict) or \
            set(amounts) != set(GAMES) or not isinstance(draws, dict) or set(draws) != {"porte-bonheur"}:
        raise ValueError("expected jeu-1..3 and porte-bonheur")
    for g in GAMES:
        cells = grids[g]
        if not isinstance(cells, list) or len(cells) != 1 or not isinstance(cells[0], list) or len(cells[0]) != 1:
            raise ValueError(g + ": one cell")
        c = cells[0][0]
        if not (c is None or c == "J" or is_int(c)) or not is_int(amounts[g]):
            raise ValueError(g + ": not a cell or an amount")
    lucky = draws["porte-bonheur"]
    if not isinstance(lucky, list) or not all(is_int(x) for x in lucky):
        raise ValueError("porte-bonheur: numbers")
    return {g: grids[g][0][0] for g in GAMES}, lucky, amounts


def conforms(digits, lucky, amounts):
    top = 8 if FAULT == "digit-9-refused" else 9
    return len(lucky) == 1 and 1 <= lucky[0] <= 9 and \
        all(is_int(d) and 1 <= d <= top for d in digits.values()) and \
        (FAULT == "amount-unchecked" or all(a in TABLE for a in amounts.values()))


def answer(req):
    try:
        digits, lucky, amounts = shape(req.get("unit"))
    except (ValueError, TypeError, KeyError) as e:
        return {"id": req.get("id"), "error": str(e)}
    if req.get("game") != "demo-lucky-digit":
        return {"id": req.get("id"), "error": "unknown game"}
    if not conforms(digits, lucky, amounts):
        return {"id": req.get("id"), "status": "anomaly", "amount_cents": 0, "remedy": "void"}
    won = {g: (100 if FAULT == "table-amount-paid" else amounts[g]) if digits[g] == lucky[0] else 0 for g in GAMES}
    if FAULT == "first-game-only":
        first = next((g for g in GAMES if won[g]), None)
        won = {g: (won[g] if g == first else 0) for g in GAMES}
    total = sum(won.values())
    notes = ["off-table"] if total and total not in TABLE else []
    return {"id": req.get("id"), "status": "win" if total else "lose", "amount_cents": total, "grids": won,
            "notes": notes}


def main():
    global FAULT
    args = sys.argv[1:]
    if args == ["--list-faults"]:
        print("\n".join(FAULTS))
        return
    if len(args) == 2 and args[0] == "--fault" and args[1] in FAULTS:
        FAULT = args[1]
    elif args:
        sys.exit("usage: printed_candidate.py [--fault NAME | --list-faults]")
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
