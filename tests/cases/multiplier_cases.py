#!/usr/bin/env python3
"""multiplier_cases.py — writes tests/cases/demo-multiplier/cases.yaml, the cases of the test
game « Fruits et multiplicateur » (tests/rules/multiplier.yaml):

  python3 tests/cases/multiplier_cases.py [OUTDIR]     (OUTDIR: tests/cases)

Every arrangement of the three fruit cells (27) under every factor (4): three alike win that
fruit's amount multiplied, anything else loses; a blank or a joker at each fruit cell and in the
multiplier cell, under a winning and a losing ticket (each anomaly with its --refund twin). Every
expectation is the answer of tests/candidates/multiplier_candidate.py, written from the game's
description, asked over the candidate protocol; this script never runs lotcert, and the clause
ids under covers: are written here by hand. Deterministic."""
import itertools
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CANDIDATE = os.path.join(HERE, "..", "candidates", "multiplier_candidate.py")
FRUITS = ["pomme", "cerise", "citron"]
FACTORS = ["x1", "x2", "x5", "x10"]


def unit(cells, factor):
    return {"grids": {"jeu": [list(cells)], "multiplicateur": [[factor]]}, "draws": {}}


def cases():
    out = []
    for cells in itertools.product(FRUITS, repeat=3):
        for f in FACTORS:
            alike = len(set(cells)) == 1
            covers = (["art-3/" + cells[0]] + (["art-4/multiplier"] if f != "x1" else [])) if alike else ["art-3/lose"]
            out.append(("%s-%s" % ("-".join(cells), f), covers, "fruits %s, multiplier %s" % (", ".join(cells), f),
                        unit(cells, f)))
    for p in range(3):
        for v, what in (("J", "joker"), (None, "blank")):
            for win in (True, False):
                cells = ["citron"] * 3 if win else ["pomme", "cerise", "citron"]
                cells[p] = v
                out.append(("%s-at-%d-%s" % (what, p, "three" if win else "mixed"), ["art-2/fruits"],
                            "a %s at fruit cell %d" % (what, p), unit(cells, "x5")))
    for v, what in (("J", "joker"), (None, "blank")):
        out.append(("%s-multiplier" % what, ["art-2/factor"], "a %s in the multiplier cell" % what,
                    unit(["cerise"] * 3, v)))
    return out


def ask(units, refund):
    reqs = "".join(json.dumps({"id": "u%d" % i, "game": "demo-multiplier", "unit": u}) + "\n"
                   for i, u in enumerate(units))
    args = [sys.executable, CANDIDATE] + (["--reading", "I-MX-VOID=refund"] if refund else [])
    return [json.loads(l) for l in subprocess.run(args, input=reqs, capture_output=True, text=True,
                                                   check=True).stdout.splitlines()]


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE)
    cs = cases()
    plain, refund = ask([c[3] for c in cs], False), ask([c[3] for c in cs], True)
    lines = ["# yaml-language-server: $schema=../../../schemas/cases.schema.json",
             "# Cases of the test game demo-multiplier (tests/rules/multiplier.yaml). Written by",
             "# tests/cases/multiplier_cases.py; every expectation is the answer of",
             "# tests/candidates/multiplier_candidate.py, written from the game's description.",
             "game: demo-multiplier", "cases:"]
    for (cid, covers, desc, u), a, r in zip(cs, plain, refund):
        for ans, twin in ((a, ""), (r, "--refund")) if a["status"] == "anomaly" else ((a, ""),):
            assert "error" not in ans, (cid, ans)
            exp = {k: ans[k] for k in ("status", "amount_cents", "grids", "remedy", "notes") if k in ans}
            cov = covers + (["art-2/" + ans["remedy"], "I-MX-VOID"] if ans["status"] == "anomaly" else [])
            lines.append("  - id: mx-%s%s" % (cid, twin))
            lines.append("    covers: [%s]" % ", ".join(cov))
            lines.append("    description: %s" % json.dumps(desc + ("; under I-MX-VOID=refund" if twin else "")))
            if ans["status"] == "anomaly":   # the remedy is the register's reading: each holds under its own
                lines.append("    readings: {I-MX-VOID: %s}" % ans["remedy"])
            lines.append("    unit:")
            for k in ("grids", "draws"):
                lines.append("      %s: %s" % (k, json.dumps(u[k])))
            lines.append("    expect: %s" % json.dumps(exp))
    d = os.path.join(outdir, "demo-multiplier")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "cases.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("demo-multiplier: %d cases" % (len(lines) - 6 and sum(1 for l in lines if l.startswith("  - id: "))))


if __name__ == "__main__":
    main()
