#!/usr/bin/env python3
"""An independent candidate for three FDJ instant games, written from the
stored règlement texts alone (banco-2012-excerpt.txt, billes-2001.txt,
millionnaire-2009.txt, read in /work/shared/reglements/more/), not from any
rules file nor from lotcert's interpreter: tests/cases/instant_shape_cases.py asks it for the
expectations of the cases. Python 3, standard library only; one answer per
request, flushed at once (docs/protocol.md).

Clause ids of the composition (what an anomaly's `violations` and a shape
error's message name; the clauses that decide a win or a loss, art-4.3/gain,
art-3.3/ball, art-3.3/three-alike..., are listed at the top of
tests/cases/instant_shape_cases.py):
  art-4.1/cells       Banco: two cells "Gain 1", "Gain 2", each holding only a sum
                      (a grid with cells is of the wrong shape: an input error)
  art-4.2/amount      Banco: a cell's sum, 0 EUR or an amount of the art. 3 table
                      (I-BANCO-CELL); a negative sum or any other is an anomaly
  art-3.1/printed     12 billes: the 2 printed winning numbers, each 1..37
  art-3.2/ball        12 billes: each ball a number 1..37 (no blank, no joker)
  art-3.2/bonus       12 billes: one bonus number 1..37
  art-3.2/amount      12 billes: each ball's sum, from the assumed table (I-BILLES-AMOUNTS)
  art-3.3/winning-distinct  12 billes: the 3 winning numbers differ (I-BILLES-DISTINCT=distinct)
  art-3.2/zones       Millionnaire: 3 zones of 4 symbols or sums (shape: an input error)
  art-3.2/symbols     Millionnaire: each cell a star or a sum (no blank, no joker)

Shape and content (docs/formats.md "Unit"): a grid or an amount missing or
unknown, a grid of other dimensions, a cell none of the kinds a grid may hold
(for Millionnaire, a string that is no symbol), an amount or a drawn value
that is not an integer, is an input error: the answer is {"id", "error"}. A
unit of the right shape whose content breaks the text (a number out of
range, a blank or joker where none may be, a draw of the wrong count, a sum
not allowed) is an anomaly: amount 0, the remedy of the game's misprint
entry, and the clauses broken as `violations` (lotcert ignores that field).

fdj-banco-2012 (art. 3, 4): {"grids": {"gain-1": [], "gain-2": []},
"amounts": {"gain-1": CENTS, "gain-2": CENTS}} ("draws" absent or {}). The
ticket wins when a cell shows a sum other than 0 EUR and pays both sums
added (art. 4.3); each grid pays its own sum. A total that is no amount of
the art. 3 table (2 000, 200, 50, 20, 10, 2, 1 EUR) is paid with the note
`off-table`; two sums of 0 EUR lose.

fdj-12-billes-2001 (art. 3): {"grids": {"plateau": [[12 numbers]]}, "draws":
{"gagnants": [2], "bonus": [1]}, "amounts": {"plateau": [[12 cents]]}}. The
winning numbers are the 2 printed and the bonus; every ball whose number is
one of them pays its sum, each such ball once, all added (art. 3.3). Balls
may repeat a number. The text prints no table of sums: the one allowed here
(1, 2, 5, 10, 20, 50, 100, 1 000 EUR) is the laboratory's assumption.

fdj-millionnaire-2009 (art. 3): {"grids": {"zone-1": [[4 symbols]], "zone-2":
..., "zone-3": ...}} ("draws" absent or {}), a symbol "etoile" or a sum "1€",
"2€", ... "1000000€" (N€ pays N x 100 cents). A zone showing 3 identical sums
wins that sum; "les sommes ne s'additionnent pas": a zone pays one sum, the
highest it reaches (4 alike pay it once); the zones add up (art. 3.1).

Readings (--reading ENTRY=READING, repeatable; the default first):
  I-BANCO-CELL      table            the sums a cell may show: 0 EUR or a table amount
  I-BANCO-VOID      void | refund     what a misprinted Banco ticket is owed
  I-BILLES-AMOUNTS  table            a ball's sum: one of the assumed amounts
  I-BILLES-DISTINCT distinct | any   the 3 winning numbers differ (a repeat is an
                                     anomaly) | may repeat (a repeated one counts once)
  I-BILLES-VOID     void | refund
  I-MILL-STAR       decoy | joker    the star is no sum | stands for any sum: a zone
                                     reaches a sum S when its S cells and its stars make 3;
                                     a zone of stars only shows no sum "inscrite en
                                     chiffres" and reaches none (art. 3.3)
  I-MILL-VOID       void | refund"""
import json
import sys

READINGS = {
    "I-BANCO-CELL": ("table",),
    "I-BANCO-VOID": ("void", "refund"),
    "I-BILLES-AMOUNTS": ("table",),
    "I-BILLES-DISTINCT": ("distinct", "any"),
    "I-BILLES-VOID": ("void", "refund"),
    "I-MILL-STAR": ("decoy", "joker"),
    "I-MILL-VOID": ("void", "refund"),
}
READING = {entry: readings[0] for entry, readings in READINGS.items()}

BANCO_TABLE = (200000, 20000, 5000, 2000, 1000, 200, 100)
BILLES_TABLE = (100, 200, 500, 1000, 2000, 5000, 10000, 100000)   # assumed: the text prints none
MILL_SUMS = {"%d€" % e: 100 * e for e in (1, 2, 5, 10, 20, 50, 100, 500, 1000, 10000, 100000, 1000000)}
STAR = "etoile"


class ShapeError(ValueError):
    pass


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def keys(unit, need, may=()):
    """The unit holds the keys of need, may hold those of may (an empty "draws" where a game has none)."""
    if not isinstance(unit, dict):
        raise ShapeError("a unit is an object")
    for k in need:
        if k not in unit:
            raise ShapeError("%s: missing" % k)
    for k in unit:
        if k not in need and k not in may:
            raise ShapeError("%s: not in a unit of this game" % k)
    if "draws" in may and "draws" in unit and unit["draws"] != {}:
        raise ShapeError("draws: this game has none")


def named(obj, what, names):
    if not isinstance(obj, dict):
        raise ShapeError("%s: not an object" % what)
    for n in names:
        if n not in obj:
            raise ShapeError("%s.%s: missing" % (what, n))
    for n in obj:
        if n not in names:
            raise ShapeError("%s.%s: unknown" % (what, n))
    return obj


def row(grid, what, width, clause=""):
    """The one row of a 1 x width grid."""
    if not isinstance(grid, list) or len(grid) != 1 or not isinstance(grid[0], list) or len(grid[0]) != width:
        raise ShapeError("%s: %snot 1 x %d" % (what, clause, width))
    return grid[0]


def banco(unit):
    keys(unit, ("grids", "amounts"), ("draws",))
    grids = named(unit["grids"], "grids", ("gain-1", "gain-2"))
    amounts = named(unit["amounts"], "amounts", ("gain-1", "gain-2"))
    for name in grids:
        if grids[name] != []:
            raise ShapeError("grids.%s: art-4.1/cells: a Gain cell holds no cells, only its sum" % name)
        if not is_int(amounts[name]):
            raise ShapeError("amounts.%s: not an integer" % name)
    if any(amounts[n] != 0 and amounts[n] not in BANCO_TABLE for n in amounts):
        return ["art-4.2/amount"], None, None
    won = {n: amounts[n] for n in ("gain-1", "gain-2")}
    total = sum(won.values())
    return None, won, ["off-table"] if total and total not in BANCO_TABLE else []


def billes(unit):
    keys(unit, ("grids", "draws", "amounts"))
    balls = row(named(unit["grids"], "grids", ("plateau",))["plateau"], "grids.plateau", 12)
    sums = row(named(unit["amounts"], "amounts", ("plateau",))["plateau"], "amounts.plateau", 12)
    draws = named(unit["draws"], "draws", ("gagnants", "bonus"))
    for v in balls:
        if not (is_int(v) or v is None or v == "J"):
            raise ShapeError("grids.plateau: a cell that is not a number, J or null")
    if not all(is_int(s) for s in sums):
        raise ShapeError("amounts.plateau: a sum that is not an integer")
    for name, draw in draws.items():
        if not isinstance(draw, list) or not all(is_int(x) for x in draw):
            raise ShapeError("draws.%s: not a list of numbers" % name)
    bad = set()
    if not all(is_int(v) and 1 <= v <= 37 for v in balls):
        bad.add("art-3.2/ball")
    if not all(s in BILLES_TABLE for s in sums):
        bad.add("art-3.2/amount")
    printed, bonus = draws["gagnants"], draws["bonus"]
    if len(printed) != 2 or not all(1 <= x <= 37 for x in printed):
        bad.add("art-3.1/printed")
    if len(bonus) != 1 or not all(1 <= x <= 37 for x in bonus):
        bad.add("art-3.2/bonus")
    winning = printed + bonus
    if READING["I-BILLES-DISTINCT"] == "distinct" and len(set(winning)) != len(winning):
        bad.add("art-3.3/winning-distinct")
    if bad:
        return sorted(bad), None, None
    winning = set(winning)   # under "any", a repeated winning number counts once
    return None, {"plateau": sum(s for v, s in zip(balls, sums) if v in winning)}, []


def zone_pays(cells):
    stars = cells.count(STAR)
    joker = READING["I-MILL-STAR"] == "joker"
    reached = [MILL_SUMS[c] for c in set(cells) if c in MILL_SUMS and
               (cells.count(c) >= 3 or joker and cells.count(c) + stars >= 3)]
    return max(reached, default=0)


def millionnaire(unit):
    keys(unit, ("grids",), ("draws",))
    names = ("zone-1", "zone-2", "zone-3")
    grids = named(unit["grids"], "grids", names)
    zones = {n: row(grids[n], "grids." + n, 4, "art-3.2/zones: ") for n in names}
    bad = False
    for n, cells in zones.items():
        for c in cells:
            if c is None or c == "J":
                bad = True
            elif not isinstance(c, str) or c != STAR and c not in MILL_SUMS:
                raise ShapeError("grids.%s: %r is no symbol of the game (etoile or a sum)" % (n, c))
    if bad:
        return ["art-3.2/symbols"], None, None
    return None, {n: zone_pays(zones[n]) for n in names}, []


GAMES = {
    "fdj-banco-2012": (banco, "I-BANCO-VOID"),
    "fdj-12-billes-2001": (billes, "I-BILLES-VOID"),
    "fdj-millionnaire-2009": (millionnaire, "I-MILL-VOID"),
}


def answer(req):
    rid = req.get("id")
    game = GAMES.get(req.get("game"))
    if not game:
        return {"id": rid, "error": "unknown game %r" % (req.get("game"),)}
    evaluate, void_entry = game
    try:
        violations, won, notes = evaluate(req.get("unit"))
    except ShapeError as e:
        return {"id": rid, "error": str(e)}
    if violations:
        return {"id": rid, "status": "anomaly", "amount_cents": 0, "remedy": READING[void_entry],
                "violations": violations}
    total = sum(won.values())
    return {"id": rid, "status": "win" if total else "lose", "amount_cents": total, "grids": won, "notes": notes}


def main():
    args = sys.argv[1:]
    usage = "usage: instant_shapes_candidate.py [--reading ENTRY=READING]...  (entries: %s)" % ", ".join(READINGS)
    while args:
        entry, _, reading = args[1].partition("=") if len(args) > 1 else ("", "", "")
        if args[0] != "--reading" or reading not in READINGS.get(entry, ()):
            sys.exit(usage)
        READING[entry] = reading
        args = args[2:]
    for raw in sys.stdin.buffer:   # UTF-8 whatever the locale: the sums are written with "€"
        try:
            req = json.loads(raw.decode("utf-8", errors="replace"))
            out = answer(req) if isinstance(req, dict) else {"id": None, "error": "not an object"}
        except json.JSONDecodeError as e:
            out = {"id": None, "error": "invalid JSON: %s" % e}
        sys.stdout.write(json.dumps(out, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
