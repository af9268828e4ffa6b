#!/usr/bin/env python3
"""tdm_cases.py — writes the cases of the FDJ instant game « Tour du monde »,
tests/cases/fdj-tour-du-monde/cases.yaml:

  python3 tests/cases/tdm_cases.py [--unknown-anomaly] [OUTDIR]     (OUTDIR: tests/cases)

From tests/oracle-text/tour-du-monde-art3.txt (art. 3.1 to 3.5, cut inside 3.5; art. 4, the lots,
not stored). Units are built category by category from the text: MONDE in a sample of its 120
orders; four of the five letters with each letter missing at each position, a letter twice, one
letter five times (all lose); the croix de Saint-André (four corners and centre) of soleils and of
palmiers on each Jeu 2 grid, the whole grid alike (still one trip), each cross one cell short at
each of its five cells, crosses of avions and of valises (nothing), shapes that are not the cross
(a row, a column, a diagonal, the croix grecque, a cross of two symbols); two, three, four and five
crosses, MONDE with a cross, with several, with all five (I-TDM-SEVERAL); a blank or a joker at each
cell of jeu-1 and at three cells of each Jeu 2 grid (each of the nine cells somewhere), with a win
elsewhere or the joker where it would complete the win (I-TDM-VOID).

Every expectation is the answer of tests/candidates/tdm_candidate.py, an evaluator written from the
règlement text alone, asked over the candidate protocol under every combination of the readings of
its register: a case whose answer is the same under all of them names none; one whose answer
depends on an entry is written once per reading of it, the default first (its plain id), the
others as twins (id ending --READING), each naming the readings under which it holds. An anomaly
is thus followed by its --refund twin, a ticket winning several zones by its --highest twin. This
script never runs lotcert and reads no rules file: the clause ids under covers: are written here
by hand. Deterministic (seeded random.Random).

Units of the wrong shape (a grid missing or unknown, a grid of other dimensions, a cell that is a
number, a boolean or a list, draws that are not empty, a string that is no letter or symbol of its
grid: docs/formats.md "Unit") are input errors, not anomalies: a case cannot expect an error, so
they are asked of the evaluator here (SHAPE_ERRORS) and checked to be errors, and written nowhere.
An unknown word in a cell ("X", "soleil" under a mappemonde, "Soleil") is one of them by
docs/formats.md; with --unknown-anomaly it is read as a misprinted cell instead (the evaluator is
run with --unknown anomaly) and those units are written as anomaly cases with their twins.

Clause ids (covers:) and what each means:
  art-3.4/monde           the five letters M, O, N, D, E under the five mappemondes, in any order,
                          win the lot « Tour du monde » (note lot-tour-du-monde, 2 000 000 cents,
                          the laboratory's stand-in for art. 4.2, on jeu-1)
  art-3.5/cross           a Jeu 2 grid showing five soleils or five palmiers in the croix de
                          Saint-André (four corners, centre) wins a lot « voyage à destination
                          unique » (note lot-voyage-destination-unique, 500 000 cents, stand-in for
                          art. 4.3, on that grid); the four other cells do not matter
  art-3.5/other-symbols   five avions or five valises in the cross: nothing
  art-3.3/letters         each jeu-1 cell a letter of the set; a blank or a joker is an anomaly
  art-3.3/symbols         each Jeu 2 cell a symbol of the set; a blank or a joker is an anomaly
  art-3.5/several         several winning zones on one ticket (MONDE and a cross, two crosses...):
                          how they combine, I-TDM-SEVERAL (sum: every lot paid | highest: the most
                          valuable only, the first grid in volet order among equal trips)
  art-3.4/lose            nothing won: the ticket loses
  art-1/void, art-1/refund  what a misprinted ticket is owed (not in the stored text; I-TDM-VOID)
  I-TDM-SEVERAL, I-TDM-VOID  the register entries (named where a case's outcome depends on them)"""
import itertools
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CANDIDATE = os.path.join(HERE, "..", "candidates", "tdm_candidate.py")
GAME = "fdj-tour-du-monde"
CLAUSES = ("art-3.4/monde", "art-3.5/cross", "art-3.5/other-symbols", "art-3.3/letters", "art-3.3/symbols",
           "art-3.5/several", "I-TDM-SEVERAL", "art-3.4/lose", "art-1/void", "art-1/refund", "I-TDM-VOID")
COMPOSITION = {"art-3.3/letters", "art-3.3/symbols"}
# The entries with more than one reading, in the order a case is split on them (the misprint entry
# last), each reading's default first.
ENTRIES = [("I-TDM-SEVERAL", ("sum", "highest")), ("I-TDM-VOID", ("void", "refund"))]
UNKNOWN = {"as": "error"}

LETTERS = ["M", "O", "N", "D", "E", "A", "R", "S", "T", "U"]
MONDE = "MONDE"
OTHERS = "ARSTU"
SYMBOLS = ["soleil", "palmier", "avion", "valise"]
WINNING = ["soleil", "palmier"]
VOLETS = ["venise", "maurice", "sydney", "pekin", "new-york"]
CROSS = [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)]
CELLS = [(r, c) for r in range(3) for c in range(3)]
EDGES = [rc for rc in CELLS if rc not in CROSS]
CELL_NAME = {(0, 0): "top-left", (0, 1): "top", (0, 2): "top-right", (1, 0): "left", (1, 1): "centre",
             (1, 2): "right", (2, 0): "bottom-left", (2, 1): "bottom", (2, 2): "bottom-right"}
SEVERAL = ["art-3.5/several"]


class Suite:
    def __init__(self, game, prefix, header):
        self.game, self.prefix, self.header = game, prefix, header
        self.cases, self.ids = [], set()

    def add(self, cid, covers, description, unit, want, alt=None):
        """A case; want is its status under the default readings (checked against the evaluator's answer);
        alt, the covers of its twin under another reading ({reading: covers}) where they differ."""
        cid = "%s-%s" % (self.prefix, cid)
        assert cid not in self.ids and "--" not in cid, cid
        assert all(c in CLAUSES for c in covers) and all(c in CLAUSES for a in (alt or {}).values() for c in a), cid
        self.ids.add(cid)
        self.cases.append({"id": cid, "covers": covers, "description": description,
                           "unit": json.loads(json.dumps(unit)), "want": want, "alt": alt or {}})


def ask(units, readings):
    """The evaluator's raw answers for the units, under the readings given ({entry: reading})."""
    reqs = [json.dumps({"id": "u%d" % i, "game": GAME, "unit": u}) for i, u in enumerate(units)]
    args = [sys.executable, CANDIDATE] + [a for kv in sorted(readings.items()) for a in ("--reading", "%s=%s" % kv)]
    args += ["--unknown", UNKNOWN["as"]]
    out = subprocess.run(args, input="\n".join(reqs) + "\n", capture_output=True, text=True, check=True).stdout
    answers = [json.loads(line) for line in out.splitlines()]
    assert [a["id"] for a in answers] == ["u%d" % i for i in range(len(units))]
    return answers


def expectation(r):
    e = {"status": r["status"], "amount_cents": r["amount_cents"]}
    for k in ("grids", "remedy", "notes"):
        if k in r:
            e[k] = r[k]
    return e


def expectations(suite):
    """Each case once per reading it depends on (the default first), with the evaluator's answer."""
    combos = [dict(zip([e for e, _ in ENTRIES], rs)) for rs in itertools.product(*[r for _, r in ENTRIES])]
    units = [c["unit"] for c in suite.cases]
    raw = {json.dumps(k, sort_keys=True): ask(units, k) for k in combos}
    out = []
    for i, c in enumerate(suite.cases):
        def answer(combo):
            r = raw[json.dumps(combo, sort_keys=True)][i]
            assert "error" not in r, (c["id"], r)
            if r["status"] == "anomaly":   # the clauses broken are exactly the composition clauses the case covers
                assert set(r["violations"]) == set(c["covers"]) & COMPOSITION, (c["id"], r, c["covers"])
            return expectation(r)

        def split(fixed, left):
            """[(readings named, expectation)] for the combinations that agree with fixed."""
            within = [k for k in combos if all(k[e] == v for e, v in fixed.items())]
            seen = {json.dumps(answer(k), sort_keys=True) for k in within}
            if len(seen) == 1:
                return [(fixed, answer(within[0]))]
            for n, (e, rs) in enumerate(left):
                if any(answer(k) != answer(dict(k, **{e: r})) for k in within for r in rs):
                    return [v for r in rs for v in split(dict(fixed, **{e: r}), left[:n] + left[n + 1:])]
            raise AssertionError(c["id"])

        variants = split({}, ENTRIES)
        defaults = {e: rs[0] for e, rs in ENTRIES}
        assert variants[0][1]["status"] == c["want"], (c["id"], c["want"], variants[0])
        # several winning zones: exactly the cases whose outcome depends on I-TDM-SEVERAL
        assert ("art-3.5/several" in c["covers"]) == any("I-TDM-SEVERAL" in n for n, _ in variants), c["id"]
        for named, e in variants:
            other = [r for k, r in named.items() if r != defaults[k]]
            covers = list(next((c["alt"][r] for r in other if r in c["alt"]), c["covers"]))
            if e["status"] == "anomaly":
                covers += ["art-1/" + e["remedy"], "I-TDM-VOID"]
            covers += [k for k in named if k not in covers]
            covers = encoding_covers(covers, named)
            v = {"id": c["id"] + "".join("--" + r for r in other), "covers": list(dict.fromkeys(covers)),
                 "description": c["description"] + "".join("; under %s=%s" % (k, r) for k, r in named.items()
                                                           if r != defaults[k]),
                 "unit": c["unit"], "expect": e}
            if named:
                v["readings"] = dict(sorted(named.items(), key=lambda kv: [x for x, _ in ENTRIES].index(kv[0])))
            out.append(v)
    suite.cases = out


def encoding_covers(covers, named):
    """The covers above name what the text says; the rules file (tests/rules/tour-du-monde.yaml)
    splits some of it into clauses of its own: each name becomes the clause that decides it there,
    from the case's readings only (the expectation is untouched). How several zones combine is one
    clause per reading (art-3.5/several, art-3.5/several-highest); five symbols of another kind in a
    cross complete no set the family counts, and no clause of the file is traced for them beyond
    the loss, which the case covers besides."""
    highest = named.get("I-TDM-SEVERAL") == "highest"
    out = []
    for c in covers:
        if c == "art-3.5/several" and highest:
            c = "art-3.5/several-highest"
        if c != "art-3.5/other-symbols":
            out.append(c)
    return out


def check_errors(units):
    """Units of the wrong shape: the evaluator answers an error for every one."""
    for u, r in zip(units, ask(units, {})):
        assert "error" in r, (u, r)


def write(suite, outdir):
    d = os.path.join(outdir, suite.game)
    os.makedirs(d, exist_ok=True)
    lines = ["# yaml-language-server: $schema=../../../schemas/cases.schema.json"]
    lines += ["# " + h for h in suite.header]
    lines += ["# Written by tests/cases/tdm_cases.py; every expectation is the answer of",
              "# tests/candidates/tdm_candidate.py, written from the règlement text alone,",
              "# not from the rules file nor from lotcert's interpreter.",
              "game: %s" % suite.game, "cases:"]
    for c in suite.cases:
        lines.append("  - id: %s" % c["id"])
        lines.append("    covers: [%s]" % ", ".join(c["covers"]))
        lines.append("    description: %s" % json.dumps(c["description"], ensure_ascii=False))
        if "readings" in c:
            lines.append("    readings: {%s}" % ", ".join("%s: %s" % kv for kv in c["readings"].items()))
        lines.append("    unit:")
        for k in ("grids", "draws"):
            lines.append("      %s: %s" % (k, json.dumps(c["unit"][k], ensure_ascii=False)))
        lines.append("    expect: %s" % json.dumps(c["expect"]))
    with open(os.path.join(d, "cases.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return len(suite.cases)


# ---- units ------------------------------------------------------------------------------------

def tdm_unit(letters, grids):
    """letters: 5 cells of jeu-1; grids: {volet: 3x3}."""
    return {"grids": dict({"jeu-1": [list(letters)]}, **{v: [list(r) for r in grids[v]] for v in VOLETS}),
            "draws": {}}


class Maker:
    def __init__(self, rng):
        self.rng = rng

    def losing_letters(self):
        """Five letters without all of M, O, N, D, E."""
        while True:
            ls = [self.rng.choice(LETTERS) for _ in range(5)]
            if not set(MONDE) <= set(ls):
                return ls

    def losing_grid(self):
        """A Jeu 2 grid whose cross shows at least two different symbols (no cross of any symbol)."""
        while True:
            g = [[self.rng.choice(SYMBOLS) for _ in range(3)] for _ in range(3)]
            if len({g[r][c] for r, c in CROSS}) > 1:
                return g

    def cross_grid(self, sym, alike=()):
        """The cross of sym; the other cells random symbols other than sym, but those of alike sym too."""
        g = [[self.rng.choice([s for s in SYMBOLS if s != sym]) for _ in range(3)] for _ in range(3)]
        for r, c in CROSS + list(alike):
            g[r][c] = sym
        return g

    def grids(self, **set_):
        g = {v: self.losing_grid() for v in VOLETS}
        for k, v in set_.items():
            g[k.replace("_", "-")] = v
        return g

    def ticket(self, letters=None, **grids):
        return tdm_unit(letters or self.losing_letters(), self.grids(**grids))


def kw(volet):
    return volet.replace("-", "_")


def lots(suite, m):
    """What wins: MONDE, the cross, and what does not."""
    s = suite
    for n in range(6):
        s.add("lose-%d" % n, ["art-3.4/lose"], "no MONDE, no cross of soleils or palmiers: the ticket loses",
              m.ticket(), "lose")
    # MONDE in a sample of its 120 orders (the two obvious ones first)
    perms = ["".join(p) for p in itertools.permutations(MONDE)]
    sample = ["MONDE", "EDNOM"] + sorted(m.rng.sample([p for p in perms if p not in ("MONDE", "EDNOM")], 38))
    for p in sample:
        s.add("monde-%s" % p, ["art-3.4/monde"],
              "jeu-1 shows %s: the letters M, O, N, D, E in %s, the Tour du monde" % (
                  " ".join(p), "order" if p == MONDE else "disorder"), m.ticket(list(p)), "win")
    # four of the five letters: each letter missing, at each position
    for k, x in enumerate(MONDE):
        for p in range(5):
            order = [y for y in MONDE if y != x]
            m.rng.shuffle(order)
            filler = OTHERS[(k + p) % 5]
            letters = order[:p] + [filler] + order[p:]
            s.add("no-%s-%s-at-%d" % (x, filler, p), ["art-3.4/lose"],
                  "jeu-1 shows %s: no %s (%s at cell %d), four of the five letters: nothing" % (
                      " ".join(letters), x, filler, p), m.ticket(letters), "lose")
    # a letter twice in place of the missing one: it counts once
    for k, x in enumerate(MONDE):
        for twice in MONDE:
            if twice == x:
                continue
            order = [y for y in MONDE if y != x]
            m.rng.shuffle(order)
            p = (k + MONDE.index(twice)) % 5
            letters = order[:p] + [twice] + order[p:]
            s.add("no-%s-%s-twice" % (x, twice), ["art-3.4/lose"],
                  "jeu-1 shows %s: %s twice counts once, no %s: nothing" % (" ".join(letters), twice, x),
                  m.ticket(letters), "lose")
    for x in MONDE + OTHERS:
        s.add("five-%s" % x, ["art-3.4/lose"], "jeu-1 shows %s five times: nothing" % x, m.ticket([x] * 5), "lose")
    for word in ("ARSTU", "MONDA", "AMOND", "MMOND", "DONNE", "MONTE"):
        s.add("word-%s" % word, ["art-3.4/lose"], "jeu-1 shows %s: not the five letters of MONDE" % " ".join(word),
              m.ticket(list(word)), "lose")
    # the cross of soleils, of palmiers, on each grid; the whole grid alike; the cross and one edge more
    for v in VOLETS:
        for sym in WINNING:
            s.add("%s-cross-%s" % (v, sym), ["art-3.5/cross"],
                  "%s shows five %ss in the croix de Saint-André, the other cells other symbols: a trip" % (v, sym),
                  m.ticket(**{kw(v): m.cross_grid(sym)}), "win")
            s.add("%s-nine-%s" % (v, sym), ["art-3.5/cross"],
                  "%s shows nine %ss: the cross and more, one trip" % (v, sym),
                  m.ticket(**{kw(v): [[sym] * 3 for _ in range(3)]}), "win")
            e = EDGES[(VOLETS.index(v) + WINNING.index(sym)) % 4]
            s.add("%s-cross-%s-and-%s" % (v, sym, CELL_NAME[e]), ["art-3.5/cross"],
                  "%s shows the cross of %ss and a %s at the %s too: one trip" % (v, sym, sym, CELL_NAME[e]),
                  m.ticket(**{kw(v): m.cross_grid(sym, [e])}), "win")
    # each cross one cell short, at each of its five cells
    for n, v in enumerate(VOLETS):
        for sym in WINNING:
            for k, (r, c) in enumerate(CROSS):
                odd = [x for x in SYMBOLS if x != sym][(n + k) % 3]
                g = m.cross_grid(sym, EDGES if (n + k) % 2 else ())
                g[r][c] = odd
                s.add("%s-%s-short-%s" % (v, sym, CELL_NAME[(r, c)]), ["art-3.4/lose"],
                      "%s shows the cross of %ss but for a %s at the %s%s: no trip" % (
                          v, sym, odd, CELL_NAME[(r, c)], " (the four other cells %ss)" % sym if (n + k) % 2 else ""),
                      m.ticket(**{kw(v): g}), "lose")
    # crosses of avions or valises: nothing
    for v in VOLETS:
        for sym in ("avion", "valise"):
            s.add("%s-cross-%s" % (v, sym), ["art-3.5/other-symbols", "art-3.4/lose"],
                  "%s shows five %ss in the cross: neither soleils nor palmiers, nothing" % (v, sym),
                  m.ticket(**{kw(v): m.cross_grid(sym)}), "lose")
            s.add("%s-nine-%s" % (v, sym), ["art-3.5/other-symbols", "art-3.4/lose"],
                  "%s shows nine %ss: nothing" % (v, sym),
                  m.ticket(**{kw(v): [[sym] * 3 for _ in range(3)]}), "lose")
    # shapes that are not the croix de Saint-André
    shapes = [("greek-cross", [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)], "the croix grecque (centre and edges)"),
              ("diagonal", [(0, 0), (1, 1), (2, 2)], "the diagonal from the top left"),
              ("anti-diagonal", [(0, 2), (1, 1), (2, 0)], "the diagonal from the top right"),
              ("middle-row", [(1, 0), (1, 1), (1, 2)], "the middle row"),
              ("middle-column", [(0, 1), (1, 1), (2, 1)], "the middle column"),
              ("corners", [(0, 0), (0, 2), (2, 0), (2, 2)], "the four corners (the centre another symbol)"),
              ("frame", [rc for rc in CELLS if rc != (1, 1)], "the eight cells around the centre")]
    for n, v in enumerate(VOLETS):
        for k, (label, cells, what) in enumerate(shapes):
            sym = WINNING[(n + k) % 2]
            g = [[m.rng.choice([x for x in SYMBOLS if x != sym]) for _ in range(3)] for _ in range(3)]
            for r, c in cells:
                g[r][c] = sym
            if len({g[r][c] for r, c in CROSS}) == 1:   # only "frame" with a centre like its corners
                g[1][1] = [x for x in SYMBOLS if x != sym][n % 3]
            s.add("%s-%s-%s" % (v, label, sym), ["art-3.4/lose"],
                  "%s shows %ss on %s, not the cross: nothing" % (v, sym, what), m.ticket(**{kw(v): g}), "lose")
        other = WINNING[1 - n % 2]
        g = m.cross_grid(WINNING[n % 2])
        for r, c in CROSS[n % 5:n % 5 + 2] if n % 5 < 4 else [CROSS[4], CROSS[0]]:
            g[r][c] = other
        s.add("%s-cross-mixed" % v, ["art-3.4/lose"],
              "%s shows soleils and palmiers in the cross (three and two): not five identical symbols" % v,
              m.ticket(**{kw(v): g}), "lose")
        g = m.cross_grid("soleil")
        g[1][1] = "palmier" if n % 2 else "avion"
        s.add("%s-cross-centre-%s" % (v, g[1][1]), ["art-3.4/lose"],
              "%s shows soleils at the four corners, a %s at the centre: no trip" % (v, g[1][1]),
              m.ticket(**{kw(v): g}), "lose")
    # a winning zone beside a cross of avions or valises, or beside four of the five letters
    for n, v in enumerate(VOLETS):
        p = list(MONDE)
        m.rng.shuffle(p)
        s.add("monde-and-%s-cross-avion" % v, ["art-3.4/monde", "art-3.5/other-symbols"],
              "jeu-1 shows %s, %s the cross of avions: the Tour du monde only" % (" ".join(p), v),
              m.ticket(p, **{kw(v): m.cross_grid("avion")}), "win")
        w = VOLETS[(n + 1) % 5]
        s.add("%s-cross-and-%s-cross-valise" % (w, v), ["art-3.5/cross", "art-3.5/other-symbols"],
              "%s shows the cross of %ss, %s the cross of valises: one trip" % (w, WINNING[n % 2], v),
              m.ticket(**{kw(w): m.cross_grid(WINNING[n % 2]), kw(v): m.cross_grid("valise")}), "win")
        letters = p[:]
        letters[n] = OTHERS[n]
        s.add("four-letters-and-%s-cross" % v, ["art-3.5/cross"],
              "jeu-1 shows %s (no %s), %s the cross of %ss: one trip" % (" ".join(letters), p[n], v, WINNING[n % 2]),
              m.ticket(letters, **{kw(v): m.cross_grid(WINNING[n % 2])}), "win")


def several(suite, m):
    """Several winning zones: I-TDM-SEVERAL (sum: every lot | highest: the most valuable lot only)."""
    s = suite
    for k in (2, 3, 4):
        for n, vs in enumerate(itertools.combinations(VOLETS, k)):
            syms = [WINNING[(n + i) % 2] for i in range(k)]
            s.add("crosses-%s" % "-".join(vs), SEVERAL + ["art-3.5/cross"],
                  "%d crosses: %s: %d trips, or one (on %s) where only the highest lot is paid" % (
                      k, ", ".join("%s of %ss" % (v, y) for v, y in zip(vs, syms)), k, vs[0]),
                  m.ticket(**{kw(v): m.cross_grid(y) for v, y in zip(vs, syms)}), "win")
    for label, syms in [("soleil", ["soleil"] * 5), ("palmier", ["palmier"] * 5),
                        ("mixed", ["soleil", "palmier", "palmier", "soleil", "palmier"])]:
        s.add("crosses-all-%s" % label, SEVERAL + ["art-3.5/cross"],
              "a cross on each of the five grids (%s): five trips, or one" % ", ".join(syms),
              m.ticket(**{kw(v): m.cross_grid(y) for v, y in zip(VOLETS, syms)}), "win")
    perms = ["".join(p) for p in itertools.permutations(MONDE)]
    for n, v in enumerate(VOLETS):
        for sym in WINNING:
            p = m.rng.choice(perms)
            s.add("monde-%s-and-%s-cross-%s" % (p, v, sym), SEVERAL + ["art-3.4/monde", "art-3.5/cross"],
                  "jeu-1 shows %s and %s the cross of %ss: the Tour du monde and a trip, or the Tour du monde"
                  " alone" % (" ".join(p), v, sym),
                  m.ticket(list(p), **{kw(v): m.cross_grid(sym)}), "win",
                  {"highest": SEVERAL + ["art-3.4/monde"]})
    for n, vs in enumerate(list(itertools.combinations(VOLETS, 2))[::3] + [tuple(VOLETS[1:4]), tuple(VOLETS)]):
        p = m.rng.choice(perms)
        syms = [WINNING[(n + i) % 2] for i in range(len(vs))]
        s.add("monde-%s-and-%d-crosses-%s" % (p, len(vs), "-".join(vs)), SEVERAL + ["art-3.4/monde", "art-3.5/cross"],
              "jeu-1 shows %s and %d crosses (%s): the Tour du monde and %d trips, or the Tour du monde alone" % (
                  " ".join(p), len(vs), ", ".join(vs), len(vs)),
              m.ticket(list(p), **{kw(v): m.cross_grid(y) for v, y in zip(vs, syms)}), "win",
              {"highest": SEVERAL + ["art-3.4/monde"]})


def misprints(suite, m, unknown):
    """A blank or a joker (and, with --unknown-anomaly, an unknown word) at each cell of jeu-1 and at
    three cells of each Jeu 2 grid."""
    s = suite
    kinds = [(None, "blank"), ("J", "joker")] + [(w, "word-" + w.lower().replace(" ", "-")) for w in unknown]
    shown = {None: "a blank", "J": "a joker (J)"}
    for p in range(5):
        for k, (val, what) in enumerate(kinds):
            letters = list(MONDE)
            m.rng.shuffle(letters)
            missing = letters[p]
            letters[p] = val
            win_elsewhere = (p + k) % 2 == 1
            v = VOLETS[(p + k) % 5]
            grids = {kw(v): m.cross_grid(WINNING[k % 2])} if win_elsewhere else {}
            s.add("jeu-1-%s-at-%d" % (what, p), ["art-3.3/letters"],
                  "jeu-1 shows %s at cell %d, the other four the letters of MONDE but %s%s: a misprint" % (
                      shown.get(val, json.dumps(val)), p, missing, "; %s shows a cross" % v if win_elsewhere else ""),
                  m.ticket(letters, **grids), "anomaly")
    for k, (val, what) in enumerate(kinds[:2]):
        s.add("jeu-1-all-%s" % what, ["art-3.3/letters"], "jeu-1 holds five %ss" % what,
              m.ticket([val] * 5), "anomaly")
    for n, v in enumerate(VOLETS):
        for j in range(3):
            rc = CELLS[(3 * n + j) % 9]   # the nine cells, each on some grid
            for k, (val, what) in enumerate(kinds):
                sym = WINNING[(n + j + k) % 2]
                g = m.cross_grid(sym) if rc in CROSS else m.losing_grid()
                g[rc[0]][rc[1]] = val
                letters = list(MONDE) if (n + k) % 3 == 0 else None
                s.add("%s-%s-at-%s" % (v, what, CELL_NAME[rc]), ["art-3.3/symbols"],
                      "%s shows %s at the %s%s%s: a misprint" % (
                          v, shown.get(val, json.dumps(val)), CELL_NAME[rc],
                          " (the four other cells of the cross %ss)" % sym if rc in CROSS else "",
                          "; jeu-1 shows MONDE" if letters else ""),
                      m.ticket(letters, **{kw(v): g}), "anomaly")
        s.add("%s-all-jokers" % v, ["art-3.3/symbols"], "%s holds nine jokers; jeu-1 shows MONDE" % v,
              m.ticket(list(MONDE), **{kw(v): [["J"] * 3 for _ in range(3)]}), "anomaly")
    for n, (a, b) in enumerate([(None, "J"), ("J", None), (None, None)]):
        letters = list(MONDE)
        letters[n] = a
        g = m.cross_grid("soleil")
        g[1][1] = b
        s.add("both-%d" % n, ["art-3.3/letters", "art-3.3/symbols"],
              "jeu-1 shows %s at cell %d, venise %s at the centre: both misprinted" % (
                  {None: "a blank", "J": "a joker"}[a], n, {None: "a blank", "J": "a joker"}[b]), m.ticket(letters, venise=g), "anomaly")
    s.add("all-blank", ["art-3.3/letters", "art-3.3/symbols"], "a ticket of blanks only",
          tdm_unit([None] * 5, {v: [[None] * 3 for _ in range(3)] for v in VOLETS}), "anomaly")


UNKNOWN_WORDS = ["X", "m", "soleil"]               # in jeu-1: no letter of the set
UNKNOWN_SYMBOLS = ["Soleil", "M", "soleils"]       # in a Jeu 2 grid: no symbol of the set


def shape_errors(m):
    """Units of the wrong shape: input errors (docs/formats.md "Unit")."""
    good = m.ticket(list(MONDE))
    g = good["grids"]

    def with_grids(**changes):
        return {"grids": dict(g, **{k.replace("_", "-"): v for k, v in changes.items()}), "draws": {}}

    bad = [{"grids": {k: v for k, v in g.items() if k != name}, "draws": {}} for name in g]
    bad += [with_grids(rome=g["venise"]), with_grids(jeu_2=g["venise"]),
            with_grids(jeu_1=[list("MOND")]), with_grids(jeu_1=[list("MONDEA")]),
            with_grids(jeu_1=[[x] for x in MONDE]), with_grids(jeu_1=[list(MONDE)] * 2), with_grids(jeu_1=[]),
            with_grids(venise=g["venise"][:2]), with_grids(venise=g["venise"] + [g["venise"][0]]),
            with_grids(venise=[r[:2] for r in g["venise"]]), with_grids(venise=[r + ["soleil"] for r in g["venise"]]),
            with_grids(pekin=[sum(g["pekin"], [])]), with_grids(sydney=[]),
            dict(good, draws={"lettres": [1]}), dict(good, amounts={"jeu-1": 100}), {"draws": {}},
            dict(good, draws=[]), {"grids": [], "draws": {}}, "unit"]
    for val in (1, 0, True, ["M"], {"M": 1}, 1.5, ""):
        for p in (0, 4):
            letters = list(MONDE)
            letters[p] = val
            bad.append(with_grids(jeu_1=[letters]))
        for v in ("venise", "new-york"):
            grid = json.loads(json.dumps(g[v]))
            grid[1][1] = val
            bad.append(with_grids(**{kw(v): grid}))
    return bad


def unknown_units(m):
    """An unknown word at each cell of jeu-1 and at a few cells of each Jeu 2 grid: shape errors
    by docs/formats.md (checked so), or, with --unknown-anomaly, misprints written as cases."""
    units = []
    for w in UNKNOWN_WORDS:
        for p in range(5):
            letters = list(MONDE)
            letters[p] = w
            units.append(m.ticket(letters))
    for w in UNKNOWN_SYMBOLS:
        for n, v in enumerate(VOLETS):
            g = m.cross_grid("palmier")
            rc = CELLS[(2 * n + len(w)) % 9]
            g[rc[0]][rc[1]] = w
            units.append(m.ticket(**{kw(v): g}))
    return units


def main():
    args = sys.argv[1:]
    if args[:1] == ["--unknown-anomaly"]:
        UNKNOWN["as"] = "anomaly"
        args = args[1:]
    if len(args) > 1 or any(a.startswith("-") for a in args):
        sys.exit("usage: tdm_cases.py [--unknown-anomaly] [OUTDIR]")
    outdir = args[0] if args else HERE
    unknown_as = UNKNOWN["as"]
    UNKNOWN["as"] = "error"
    check_errors(shape_errors(Maker(random.Random(48))))
    if unknown_as == "error":
        check_errors(unknown_units(Maker(random.Random(49))))
    UNKNOWN["as"] = unknown_as
    s = Suite(GAME, "tdm",
              ["Cases of fdj-tour-du-monde (« Tour du monde », règlement art. 3.1 to 3.5 as stored, the",
               "lots of art. 4 at the laboratory's stand-in values: Tour du monde 20 000 EUR, voyage",
               "5 000 EUR): MONDE in 40 of its 120 orders, four letters of five, a letter twice; the",
               "croix de Saint-André of soleils and palmiers on each grid, one cell short at each cell,",
               "of avions and valises, shapes that are not it; several winning zones (I-TDM-SEVERAL);",
               "a blank or a joker at each cell of jeu-1 and at each of the nine cells (I-TDM-VOID)."])
    m = Maker(random.Random(1998))
    lots(s, m)
    several(s, m)
    misprints(s, m, UNKNOWN_WORDS[:1] if unknown_as == "anomaly" else [])
    if unknown_as == "anomaly":
        for n, u in enumerate(unknown_units(Maker(random.Random(49)))):
            bad = [c for c in u["grids"]["jeu-1"][0] if c not in LETTERS] or \
                  [c for v in VOLETS for r in u["grids"][v] for c in r if c not in SYMBOLS]
            in_jeu_1 = any(c not in LETTERS for c in u["grids"]["jeu-1"][0])
            s.add("unknown-%d" % n, ["art-3.3/letters" if in_jeu_1 else "art-3.3/symbols"],
                  "a cell shows %s, no letter or symbol of the game: a misprint" % json.dumps(bad[0]), u, "anomaly")
    expectations(s)
    print("%s: %d cases" % (s.game, write(s, outdir)))


if __name__ == "__main__":
    main()
