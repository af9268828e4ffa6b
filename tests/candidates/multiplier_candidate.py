#!/usr/bin/env python3
"""An evaluator of the test game « Fruits et multiplicateur » (game id demo-multiplier),
written from the game's description in words (the comment at the top of
tests/rules/multiplier.yaml), not from its rules nor from lotcert's interpreter:
three cells of fruits, three identical fruits win that fruit's amount (pomme 2 EUR,
cerise 5 EUR, citron 20 EUR); the multiplier cell shows x1, x2, x5 or x10 and the lot
is multiplied by it; a blank or a joker in any cell is a misprint (void, or refund with
--reading I-MX-VOID=refund). Speaks the candidate protocol (docs/protocol.md).

Clause ids: art-3/pomme, art-3/cerise, art-3/citron (the three fruits), art-4/multiplier
(a factor other than 1 applied to a lot), art-3/lose, art-2/fruits and
art-2/factor (blank or joker in the fruits or in the multiplier cell), art-2/void,
art-2/refund."""
import json
import sys

FRUITS = {"pomme": 200, "cerise": 500, "citron": 2000}
FACTORS = {"x1": 1, "x2": 2, "x5": 5, "x10": 10}
TABLE = {20000, 10000, 5000, 4000, 2500, 2000, 1000, 500, 400, 200}


def evaluate(unit, remedy):
    grids = unit.get("grids")
    if not isinstance(grids, dict) or set(grids) != {"jeu", "multiplicateur"} or unit.get("draws", {}) != {}:
        return {"error": "unit: expected grids jeu and multiplicateur, and no draws"}
    jeu, mult = grids["jeu"], grids["multiplicateur"]
    if not (isinstance(jeu, list) and len(jeu) == 1 and isinstance(jeu[0], list) and len(jeu[0]) == 3):
        return {"error": "grids.jeu: expected one row of 3 cells"}
    if not (isinstance(mult, list) and len(mult) == 1 and isinstance(mult[0], list) and len(mult[0]) == 1):
        return {"error": "grids.multiplicateur: expected one row of 1 cell"}
    broken = []
    for cell in jeu[0]:
        if cell not in FRUITS and cell not in (None, "J"):
            return {"error": "grids.jeu: a cell that is no fruit"}
    if mult[0][0] not in FACTORS and mult[0][0] not in (None, "J"):
        return {"error": "grids.multiplicateur: a cell that is no factor"}
    if any(c in (None, "J") for c in jeu[0]):
        broken.append("art-2/fruits")
    if mult[0][0] in (None, "J"):
        broken.append("art-2/factor")
    if broken:
        return {"status": "anomaly", "amount_cents": 0, "remedy": remedy, "violations": broken}
    fruit = jeu[0][0] if len(set(jeu[0])) == 1 else None
    amount = FRUITS[fruit] * FACTORS[mult[0][0]] if fruit else 0
    notes = ["off-table"] if amount and amount not in TABLE else []   # the table holds every lot: never
    return {"status": "win" if amount else "lose", "amount_cents": amount,
            "grids": {"jeu": amount, "multiplicateur": 0}, "notes": notes}


def main():
    remedy = "void"
    args = sys.argv[1:]
    if args[:2] == ["--reading", "I-MX-VOID=refund"]:
        remedy = "refund"
    for line in sys.stdin:
        req = json.loads(line)
        if req.get("game") != "demo-multiplier":
            out = {"id": req.get("id"), "error": "unknown game"}
        else:
            out = dict({"id": req["id"]}, **evaluate(req.get("unit", {}), remedy))
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
