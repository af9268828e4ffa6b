#!/usr/bin/env python3
"""An independent candidate for the test game of letters and symbols,
written from the game's description in words (the comment at the top of
tests/rules/letters-and-symbols.yaml and the list below), not from its
rules: the differential fuzzer and the hand-written cases check the rule
interpreter's new constructs (symbols, a set held in any order, one symbol
filling a shape) against it (tests/cli/symbols.sh).

The game: a zone `lettres` of five letters, each one of M O N D E A R S T U,
pays 1 000 EUR when M, O, N, D and E all appear, in any order; five grids
of 3 x 3 symbols (soleil, palmier, avion, valise) each pay 20 EUR when one
symbol, a sun or a palm tree, fills the four corners and the centre. The
wins add up. A ticket whose cells are not all symbols (a blank, or the
joker "J") is void. The table's amounts are 1 000,
40 and 20 EUR; any other total carries the note off-table.

`--fault NAME` plants a mistake (`--list-faults`)."""
import json
import sys

LETTERS = ["M", "O", "N", "D", "E", "A", "R", "S", "T", "U"]
PICTURES = ["soleil", "palmier", "avion", "valise"]
GRIDS = ["grille-%d" % i for i in range(1, 6)]
CROSS = [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)]
TABLE = {100000, 4000, 2000}
FAULTS = {
    "cross-any-symbol": "a cross of planes or suitcases pays too",
    "cross-without-centre": "the cross is read without its centre",
    "monde-four-letters": "four of M O N D E pay the letters' prize",
    "monde-in-order": "the letters must read M O N D E in that order",
    "highest-grid-only": "only the highest grid's win is paid",
}
FAULT = None


def shape(unit):
    """The unit's cells by grid; a ValueError when its shape is wrong."""
    if not isinstance(unit, dict) or set(unit) != {"grids", "draws"} or unit["draws"] != {}:
        raise ValueError("expected grids and empty draws")
    grids = unit["grids"]
    if not isinstance(grids, dict) or set(grids) != {"lettres", *GRIDS}:
        raise ValueError("expected the grids lettres and grille-1..5")
    for name, (rows, cols, words) in {"lettres": (1, 5, LETTERS), **{g: (3, 3, PICTURES) for g in GRIDS}}.items():
        g = grids[name]
        if not isinstance(g, list) or len(g) != rows or any(not isinstance(r, list) or len(r) != cols for r in g):
            raise ValueError(name + ": wrong dimensions")
        for row in g:
            for c in row:
                if not (c is None or c == "J" or (isinstance(c, str) and c in words)):
                    raise ValueError(name + ": not a symbol")
    return grids


def conforms(grids):
    return all(c is not None and c != "J" for g in ["lettres", *GRIDS] for row in grids[g] for c in row)


def letters_win(cells):
    if FAULT == "monde-in-order":
        return cells == ["M", "O", "N", "D", "E"]
    found = set(cells) & set("MONDE")
    return len(found) >= (4 if FAULT == "monde-four-letters" else 5)


def cross_win(g):
    cells = CROSS[:2] + CROSS[3:] if FAULT == "cross-without-centre" else CROSS
    first = g[cells[0][0]][cells[0][1]]
    return all(g[r][c] == first for r, c in cells) and (first in ("soleil", "palmier") or FAULT == "cross-any-symbol")


def answer(req):
    try:
        grids = shape(req.get("unit"))
    except (ValueError, TypeError, KeyError) as e:
        return {"id": req.get("id"), "error": str(e)}
    if req.get("game") != "demo-letters-and-symbols":
        return {"id": req.get("id"), "error": "unknown game"}
    if not conforms(grids):
        return {"id": req.get("id"), "status": "anomaly", "amount_cents": 0, "remedy": "void"}
    won = {"lettres": 100000 if letters_win(grids["lettres"][0]) else 0}
    for g in GRIDS:
        won[g] = 2000 if cross_win(grids[g]) else 0
    if FAULT == "highest-grid-only":
        best = max(won, key=lambda k: won[k])
        won = {k: (v if k == best else 0) for k, v in won.items()}
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
        sys.exit("usage: symbols_candidate.py [--fault NAME | --list-faults]")
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
