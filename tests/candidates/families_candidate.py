#!/usr/bin/env python3
"""An independent candidate for the two test games of other families,
written from each game's description in words (the comment at the top of
its rules file and the lists below), not from the rules: the hand-written
cases and the differential fuzzer check the interpreter's symbols and
amounts printed against it (tests/cli/symbols.sh, tests/cli/printed.sh).

demo-letters-and-symbols: a zone `lettres` of five letters, each one of
M O N D E A R S T U, pays 1 000 EUR when M, O, N, D and E all appear, in any
order; five grids of 3 x 3 pictures (soleil, palmier, avion, valise) each
pay 20 EUR when one symbol, a sun or a palm tree, fills the four corners and
the centre. The table's amounts: 1 000, 40 and 20 EUR. No draw.

demo-lucky-digit: a lucky digit from 1 to 9 (the draw porte-bonheur, one
number); three games jeu-1..3, each a digit from 1 to 9 and an amount printed
(the unit's "amounts"); a game whose digit is the lucky one wins its amount,
which must be one of 1 000, 100, 20, 10, 4, 2 and 1 EUR (the table).

Both: a ticket that breaks what it must hold (a blank, the joker "J", a
digit out of range, an amount printed outside the table) is void; the wins
add up; a total that is no amount of the table carries the note off-table.

`--fault NAME` plants a mistake (`--list-faults`)."""
import json
import sys

LETTERS = ["M", "O", "N", "D", "E", "A", "R", "S", "T", "U"]
PICTURES = ["soleil", "palmier", "avion", "valise"]
CROSS_GRIDS = ["grille-%d" % i for i in range(1, 6)]
CROSS = [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)]
LUCKY_GAMES = ["jeu-1", "jeu-2", "jeu-3"]
FAULTS = {
    "symbols-cross-any-symbol": "a cross of planes or suitcases pays too",
    "symbols-cross-without-centre": "the cross is read without its centre",
    "symbols-monde-four-letters": "four of M O N D E pay the letters' prize",
    "symbols-monde-in-order": "the letters must read M O N D E in that order",
    "symbols-highest-grid-only": "only the highest grid's win is paid",
    "printed-amount-unchecked": "an amount printed outside the table is paid",
    "printed-first-game-only": "only the first winning game is paid",
    "printed-table-amount-paid": "a win pays 1 EUR whatever is printed",
    "printed-digit-9-refused": "a digit 9 makes the ticket void",
}
FAULT = None


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def grids_of(unit, shapes, keys):
    """The unit's grids, each checked against (rows, columns, is a cell); a ValueError when its shape is wrong."""
    if not isinstance(unit, dict) or set(unit) != keys or not isinstance(unit["grids"], dict) or \
            set(unit["grids"]) != set(shapes):
        raise ValueError("expected " + ", ".join(sorted(keys)) + " and the grids " + ", ".join(shapes))
    for name, (rows, cols, is_cell) in shapes.items():
        g = unit["grids"][name]
        if not isinstance(g, list) or len(g) != rows or any(not isinstance(r, list) or len(r) != cols for r in g):
            raise ValueError(name + ": wrong dimensions")
        if not all(c is None or c == "J" or is_cell(c) for r in g for c in r):
            raise ValueError(name + ": not a cell")
    return unit["grids"]


def letters_and_symbols(unit):
    def word_of(words):
        return lambda c: isinstance(c, str) and c in words
    shapes = {"lettres": (1, 5, word_of(LETTERS)), **{g: (3, 3, word_of(PICTURES)) for g in CROSS_GRIDS}}
    grids = grids_of(unit, shapes, {"grids", "draws"})
    if unit["draws"] != {}:
        raise ValueError("expected no draw")
    if not all(c is not None and c != "J" for g in grids.values() for r in g for c in r):
        return None
    letters = grids["lettres"][0]
    if FAULT == "symbols-monde-in-order":
        monde = letters == list("MONDE")
    else:
        monde = len(set(letters) & set("MONDE")) >= (4 if FAULT == "symbols-monde-four-letters" else 5)
    won = {"lettres": 100000 if monde else 0}
    cells = CROSS[:2] + CROSS[3:] if FAULT == "symbols-cross-without-centre" else CROSS
    for name in CROSS_GRIDS:
        g = grids[name]
        first = g[cells[0][0]][cells[0][1]]
        cross = all(g[r][c] == first for r, c in cells) and \
            (first in ("soleil", "palmier") or FAULT == "symbols-cross-any-symbol")
        won[name] = 2000 if cross else 0
    if FAULT == "symbols-highest-grid-only":
        best = max(won, key=lambda k: won[k])
        won = {k: (v if k == best else 0) for k, v in won.items()}
    return won, {100000, 4000, 2000}


def lucky_digit(unit):
    table = {100000, 10000, 2000, 1000, 400, 200, 100}
    grids = grids_of(unit, {g: (1, 1, is_int) for g in LUCKY_GAMES}, {"grids", "draws", "amounts"})
    draws, amounts = unit["draws"], unit["amounts"]
    if not isinstance(draws, dict) or set(draws) != {"porte-bonheur"} or not isinstance(draws["porte-bonheur"], list) \
            or not all(is_int(x) for x in draws["porte-bonheur"]):
        raise ValueError("expected the draw porte-bonheur")
    if not isinstance(amounts, dict) or set(amounts) != set(LUCKY_GAMES) or not all(is_int(a) for a in amounts.values()):
        raise ValueError("expected an amount printed on each game")
    digits, lucky = {g: grids[g][0][0] for g in LUCKY_GAMES}, draws["porte-bonheur"]
    top = 8 if FAULT == "printed-digit-9-refused" else 9
    if len(lucky) != 1 or not 1 <= lucky[0] <= 9 or not all(is_int(d) and 1 <= d <= top for d in digits.values()) \
            or (FAULT != "printed-amount-unchecked" and not all(a in table for a in amounts.values())):
        return None
    won = {g: (100 if FAULT == "printed-table-amount-paid" else amounts[g]) if digits[g] == lucky[0] else 0
           for g in LUCKY_GAMES}
    if FAULT == "printed-first-game-only":
        first = next((g for g in LUCKY_GAMES if won[g]), None)
        won = {g: (won[g] if g == first else 0) for g in LUCKY_GAMES}
    return won, table


GAMES = {"demo-letters-and-symbols": letters_and_symbols, "demo-lucky-digit": lucky_digit}


def answer(req):
    game = GAMES.get(req.get("game"))
    if not game:
        return {"id": req.get("id"), "error": "unknown game"}
    try:
        result = game(req.get("unit"))
    except (ValueError, TypeError, KeyError) as e:
        return {"id": req.get("id"), "error": str(e)}
    if result is None:
        return {"id": req.get("id"), "status": "anomaly", "amount_cents": 0, "remedy": "void"}
    won, table = result
    total = sum(won.values())
    notes = ["off-table"] if total and total not in table else []
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
        sys.exit("usage: families_candidate.py [--fault NAME | --list-faults]")
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
