#!/usr/bin/env python3
"""What each case of the bundled suite cites, checked against what it is
for: every case that holds under the default readings cites at least one
clause (so the reports can name its article), and a case at a bound of a
range (within it or beyond) cites that range's check first, not the prize
its unit happens to win.

usage: check_labels.py CASES_DIR   (exit 1 naming each case that does not)"""
import glob
import re
import sys

import yaml

RANGE = {  # case id pattern -> the checks it may be at the bound of
    r"^bingo-grille-[12]-number-\d+$": ("art-4.1/grid-range",),
    r"^bingo-(boules|bonus)-number-\d+$": ("art-4.2/drawn-range",),
    r"^sb04-(bleue|verte)-column-\d-holds-\d+$": ("art-3.2/column-ranges",),
    r"^sb06-(bleue|verte)-column-\d-holds-\d+$": ("art-4.3/column-ranges",),
    r"^sb04-jetons-(bleus|verts)-decade-\d-holds-\d+$": ("art-3.3/token-decades", "art-3.3/drawn-range"),
    r"^sb04-bonus-\d+$": ("art-3.3/drawn-range",),
    r"^sb06-bonus-\d+$": ("art-4.4/drawn-range",),
    r"^sb06-jetons-(bleus|verts)-decade-\d-holds-\d+$": ("art-4.4/token-decades", "art-4.4/drawn-range"),
}
bad, seen = [], 0
for f in sorted(glob.glob(sys.argv[1] + "/*/*.yaml")):
    doc = yaml.safe_load(open(f))
    for c in doc.get("cases", []):
        if c.get("readings") and "--" in c["id"]:
            continue   # a twin under other readings: it follows its case
        seen += 1
        covers = c.get("covers") or []
        if not any("/" in x for x in covers):
            bad.append(f"{c['id']} ({f}): cites no clause")
        for pat, check in RANGE.items():
            if re.match(pat, c["id"]) and (not covers or covers[0] not in check):
                bad.append(f"{c['id']} ({f}): at a bound of {check[0]}, cites {covers} first")
for b in bad:
    print(b)
print(f"case labels: {seen} cases, {len(bad)} mislabelled", file=sys.stderr)
sys.exit(1 if bad else 0)
