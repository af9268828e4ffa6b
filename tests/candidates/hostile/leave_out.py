#!/usr/bin/env python3
"""A candidate that answers through the Python candidate (loaded from the
path it is given) but leaves FIELD out of every answer: the protocol lets
grids, remedy and notes be left out, and what is left out cannot be
checked. With --void, it also voids what it should refund (a wrong
implementation that hides behind the missing field).

With --swap-grids, the amounts of the first two grids change places: the
lot is right, what each grid pays is not.

With --pad N, every answer also carries an ignored array of N zeros (a
correct candidate that costs the kit memory if it keeps whole answers).

usage: leave_out.py FIELD|none PYTHON_CANDIDATE [--void] [--swap-grids] [--pad N]"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import load_candidate  # noqa: E402

field, cand = sys.argv[1], sys.argv[2]
void = "--void" in sys.argv[3:]
swap = "--swap-grids" in sys.argv[3:]
pad = int(sys.argv[sys.argv.index("--pad") + 1]) if "--pad" in sys.argv else 0
padding = ',"pad":[' + ",".join("0" * pad) + "]" if pad else ""
pc = load_candidate(cand)
for line in sys.stdin:
    ans = pc.answer(json.loads(line))
    if void and ans.get("remedy") == "refund":
        ans["remedy"] = "void"
    names = list(ans.get("grids", {}))
    if swap and len(names) >= 2:
        g = ans["grids"]
        g[names[0]], g[names[1]] = g[names[1]], g[names[0]]
    ans.pop(field, None)
    sys.stdout.write(json.dumps(ans, separators=(",", ":"))[:-1] + padding + "}\n")
    sys.stdout.flush()
