#!/usr/bin/env python3
"""An independent candidate for the FDJ instant game « Tour du monde », written from the stored
règlement text alone (tests/oracle-text/tour-du-monde-art3.txt, art. 3.1 to 3.5, cut inside 3.5),
not from any rules file nor from lotcert's interpreter: tests/cases/tdm_cases.py asks it for the
expectations of the cases. Python 3, standard library only; one answer per request, flushed at
once (docs/protocol.md).

fdj-tour-du-monde (art. 3): {"grids": {"jeu-1": [[L1, L2, L3, L4, L5]], "venise": [[s,s,s],[s,s,s],
[s,s,s]], "maurice": ..., "sydney": ..., "pekin": ..., "new-york": ...}, "draws": {}} ("draws" absent
or {}).
  - jeu-1: the letter under each of the five mappemondes (« Jeu 1 », art. 3.2, 3.3), one per
    volet in volet order (Venise, île Maurice, Sydney, Pékin, New York); a letter of
    M O N D E A R S T U (the text names M, O, N, D, E; the others are the laboratory's assumption).
  - venise ... new-york: the « Jeu 2 » grid of each volet, three rows of three symbols (art. 3.2),
    each of soleil, palmier (named by art. 3.5), avion, valise (assumed).
  - art. 3.4: the five letters M, O, N, D and E, « dans l'ordre ou dans le désordre », win the lot
    « Tour du monde » (the five zones are complementary: a letter shown twice counts once, so all
    five letters must be among the five cells).
  - art. 3.5: a Jeu 2 grid whose « croix de Saint-André » (the four corners and the centre; the
    stored text stops before the centre is named) shows five identical symbols, soleils or
    palmiers, wins the lot « voyage à destination unique ». Five avions or five valises there win
    nothing; the other four cells do not matter.
  - The lots are lots in kind (art. 4, not stored). Their declared values are the laboratory's
    stand-ins: Tour du monde 2 000 000 cents (note lot-tour-du-monde, on jeu-1), voyage
    500 000 cents (note lot-voyage-destination-unique, on the grid showing the cross). notes is
    the sorted, de-duplicated list of the labels of the lots paid.

Clause ids of the composition (what an anomaly's `violations` names):
  art-3.3/letters     each jeu-1 cell a letter of the set (no blank, no joker)
  art-3.3/symbols     each Jeu 2 cell a symbol of the set (no blank, no joker)

Shape and content (docs/formats.md "Unit"): a grid missing or unknown, a grid of other
dimensions, a cell that is neither a string, "J" nor null, and (docs/formats.md: "in a grid of
symbols a string that is none of them") a string that is no letter / symbol of its grid, is an
input error: the answer is {"id", "error"}. A blank (null) or a joker ("J") is content: an
anomaly, amount 0, the remedy of I-TDM-VOID, the clauses broken as `violations` (lotcert ignores
that field). --unknown anomaly makes an unknown string an anomaly too (a misprinted cell, as the
brief of the laboratory reads it); the default follows formats.md.

Readings (--reading ENTRY=READING, repeatable; the default first):
  I-TDM-SEVERAL  sum | highest   several winning zones on one ticket (MONDE and a cross, two
                                 crosses...): the lots add up, each trip counted | only the most
                                 valuable lot is paid (the Tour du monde over a trip; several trips
                                 pay one, on the first grid of the volet order)
  I-TDM-VOID     void | refund   what a misprinted ticket is owed"""
import json
import sys

READINGS = {
    "I-TDM-SEVERAL": ("sum", "highest"),
    "I-TDM-VOID": ("void", "refund"),
}
READING = {entry: readings[0] for entry, readings in READINGS.items()}
UNKNOWN = {"as": "error"}   # --unknown anomaly: an unknown string is a misprinted cell

GAME = "fdj-tour-du-monde"
LETTERS = ("M", "O", "N", "D", "E", "A", "R", "S", "T", "U")
MONDE = frozenset("MONDE")
SYMBOLS = ("soleil", "palmier", "avion", "valise")
WINNING = ("soleil", "palmier")          # art. 3.5: « (soleils ou palmiers) »
VOLETS = ("venise", "maurice", "sydney", "pekin", "new-york")
GRIDS = ("jeu-1",) + VOLETS
CROSS = ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2))   # croix de Saint-André: four corners and the centre
TOUR = 2000000                           # stand-in for art. 4.2
VOYAGE = 500000                          # stand-in for art. 4.3
NOTE_TOUR = "lot-tour-du-monde"
NOTE_VOYAGE = "lot-voyage-destination-unique"


class ShapeError(ValueError):
    pass


def rows(grid, name, nrows, ncols):
    if not isinstance(grid, list) or len(grid) != nrows or \
            not all(isinstance(r, list) and len(r) == ncols for r in grid):
        raise ShapeError("grids.%s: not %d x %d" % (name, nrows, ncols))
    return grid


def cells_ok(grid, name, allowed, clause):
    """Whether every cell is one of allowed; a blank or a joker (or, under --unknown anomaly, an
    unknown string) is a misprint; anything else is of the wrong shape."""
    ok = True
    for r in grid:
        for c in r:
            if c is None or c == "J":
                ok = False
            elif not isinstance(c, str):
                raise ShapeError("grids.%s: %s" % (name, json.dumps(c)) +
                                 " is not a string, J or null")
            elif c not in allowed:
                if UNKNOWN["as"] != "anomaly":
                    raise ShapeError("grids.%s: %r is no %s of the game" % (name, c, clause))
                ok = False
    return ok


def evaluate(unit):
    """(violations, {grid: cents}, notes)."""
    if not isinstance(unit, dict):
        raise ShapeError("a unit is an object")
    if "grids" not in unit:
        raise ShapeError("grids: missing")
    for k in unit:
        if k not in ("grids", "draws"):
            raise ShapeError("%s: not in a unit of this game" % k)
    if unit.get("draws", {}) != {}:
        raise ShapeError("draws: this game has none")
    grids = unit["grids"]
    if not isinstance(grids, dict):
        raise ShapeError("grids: not an object")
    for n in GRIDS:
        if n not in grids:
            raise ShapeError("grids.%s: missing" % n)
    for n in grids:
        if n not in GRIDS:
            raise ShapeError("grids.%s: unknown" % n)
    letters = rows(grids["jeu-1"], "jeu-1", 1, 5)[0]
    jeu2 = {v: rows(grids[v], v, 3, 3) for v in VOLETS}
    bad = []
    if not cells_ok([letters], "jeu-1", LETTERS, "letter"):
        bad.append("art-3.3/letters")
    if not all([cells_ok(jeu2[v], v, SYMBOLS, "symbol") for v in VOLETS]):
        bad.append("art-3.3/symbols")
    if bad:
        return bad, None, None
    # the lots reached, most valuable first, ties in the order of the grids
    lots = []
    if MONDE <= set(letters):                                      # art. 3.4
        lots.append(("jeu-1", TOUR, NOTE_TOUR))
    for v in VOLETS:                                               # art. 3.5
        cross = {jeu2[v][r][c] for r, c in CROSS}
        if len(cross) == 1 and cross <= set(WINNING):
            lots.append((v, VOYAGE, NOTE_VOYAGE))
    if READING["I-TDM-SEVERAL"] == "highest":
        lots = lots[:1]   # the Tour du monde comes first and is worth more than a trip
    won = {n: 0 for n in GRIDS}
    for grid, cents, _ in lots:
        won[grid] += cents
    return None, won, sorted({note for _, _, note in lots})


def answer(req):
    rid = req.get("id")
    if req.get("game") != GAME:
        return {"id": rid, "error": "unknown game %r" % (req.get("game"),)}
    try:
        violations, won, notes = evaluate(req.get("unit"))
    except ShapeError as e:
        return {"id": rid, "error": str(e)}
    if violations:
        return {"id": rid, "status": "anomaly", "amount_cents": 0, "remedy": READING["I-TDM-VOID"],
                "violations": violations}
    total = sum(won.values())
    return {"id": rid, "status": "win" if total else "lose", "amount_cents": total, "grids": won, "notes": notes}


def main():
    args = sys.argv[1:]
    usage = "usage: tdm_candidate.py [--reading ENTRY=READING]... [--unknown error|anomaly]  (entries: %s)" % (
        ", ".join("%s=%s" % (e, "|".join(r)) for e, r in READINGS.items()))
    while args:
        if len(args) < 2:
            sys.exit(usage)
        if args[0] == "--unknown" and args[1] in ("error", "anomaly"):
            UNKNOWN["as"] = args[1]
        else:
            entry, _, reading = args[1].partition("=")
            if args[0] != "--reading" or reading not in READINGS.get(entry, ()):
                sys.exit(usage)
            READING[entry] = reading
        args = args[2:]
    for raw in sys.stdin.buffer:
        try:
            req = json.loads(raw.decode("utf-8", errors="replace"))
            out = answer(req) if isinstance(req, dict) else {"id": None, "error": "not an object"}
        except json.JSONDecodeError as e:
            out = {"id": None, "error": "invalid JSON: %s" % e}
        sys.stdout.write(json.dumps(out, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
