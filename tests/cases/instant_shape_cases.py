#!/usr/bin/env python3
"""instant_shape_cases.py — writes the cases of three FDJ instant games,
tests/cases/<game-id>/cases.yaml:

  python3 tests/cases/instant_shape_cases.py [OUTDIR]     (OUTDIR: tests/cases)

fdj-banco-2012 (banco-2012-excerpt.txt, art. 2-4.3), fdj-12-billes-2001 (billes-2001.txt,
art. 3) and fdj-millionnaire-2009 (millionnaire-2009.txt, art. 2.3 and 3). Units are built
category by category from the texts: each cell or ball winning alone, with each amount, two,
three and all of them together (they add up), each winning number alone, the same number twice;
each ball and winning number at its bounds, just beyond, and far beyond (256+v, 65536+v, -v,
2^32+v, v a number that would win if wrapped); draws a number short and long; blanks and
jokers; for Millionnaire each sum three times in each zone at each arrangement, four times,
twice (nothing), zones adding, and the star in each position.

Every expectation is the answer of tests/candidates/instant_shapes_candidate.py, an evaluator
written from the règlement texts alone, asked over the candidate protocol under every
combination of the readings of its register: a case whose answer is the same under all of them
names none; one whose answer depends on an entry is written once per reading of it, the default
first (its plain id), the others as twins (id ending --READING), each naming the readings under
which it holds. An anomaly is thus followed by its --refund twin. This script never runs lotcert
and reads no rules file: the clause ids under covers: are written here by hand. Deterministic.

Units of the wrong shape (a grid missing, a Gain cell with cells, a plateau of 11 balls, an amount
that is not an integer, a Millionnaire symbol the game does not have) are input errors, not
anomalies (docs/formats.md "Unit"): a case cannot expect an error, so they are asked of the
evaluator here (SHAPE_ERRORS) and checked to be errors, and written nowhere.

Clause ids (covers:) and what each means:
  Banco
    art-4.1/cells           two cells "Gain 1", "Gain 2", each only a sum (shape; in error messages only)
    art-4.2/amount          a cell's sum: 0 EUR or an amount of the art. 3 table (I-BANCO-CELL); else an anomaly
    art-4.3/gain            a sum other than 0 EUR in either cell makes the ticket win
    art-4.3/add             the ticket pays the total of both cells
    art-4.3/lose            both cells 0 EUR: the ticket loses (not an anomaly)
    art-3/table             the table of lots (2 000, 200, 50, 20, 10, 2, 1 EUR); a total not in it is
                            paid with the note off-table
  12 billes
    art-3.1/printed         the 2 printed winning numbers, each 1..37 (a winning number)
    art-3.2/bonus           one bonus number 1..37, also a winning number
    art-3.2/ball            each of the 12 balls a number 1..37 (no blank, no joker)
    art-3.2/amount          each ball's sum, from the table the laboratory assumes (I-BILLES-AMOUNTS)
    art-3.3/ball            a ball whose number is a winning number pays its sum
    art-3.3/add             the sums of the balls won add up into one lot
    art-3.3/same-twice      the same winning number found on several balls pays each of them
    art-3.3/winning-distinct  the 3 winning numbers differ (I-BILLES-DISTINCT)
    art-3.3/lose            no ball shows a winning number: the ticket loses
  Millionnaire
    art-3.2/zones           3 zones of 4 symbols or sums (shape; in error messages only)
    art-3.2/symbols         each cell a star or a sum: a blank or a joker is an anomaly
    art-3.2/star            the star (I-MILL-STAR: decoy, or joker for any sum)
    art-3.3/three-alike     a zone showing 3 identical sums wins that sum
    art-3.3/no-sum-within   "les sommes ne s'additionnent pas": a zone pays one sum, the highest
                            it reaches (4 alike pay once)
    art-3.1/zones-add       the zones won add up into one lot
    art-3.3/lose            no zone shows 3 identical sums: the ticket loses
  all three
    art-2/void, art-2/refund  what a misprinted ticket is owed (no stored text says: the règlement
                            général's; I-BANCO-VOID, I-BILLES-VOID, I-MILL-VOID)"""
import itertools
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CANDIDATE = os.path.join(HERE, "..", "candidates", "instant_shapes_candidate.py")
FAR = [("256+v", lambda v: 256 + v), ("65536+v", lambda v: 65536 + v), ("minus-v", lambda v: -v),
       ("2^32+v", lambda v: 2 ** 32 + v)]
# The entries with more than one reading, in the order a case is split on them (the misprint entry
# last), each reading's default first. I-BANCO-CELL and I-BILLES-AMOUNTS have one reading (table).
ENTRIES = {
    "fdj-banco-2012": [("I-BANCO-VOID", ("void", "refund"))],
    "fdj-12-billes-2001": [("I-BILLES-DISTINCT", ("distinct", "any")), ("I-BILLES-VOID", ("void", "refund"))],
    "fdj-millionnaire-2009": [("I-MILL-STAR", ("decoy", "joker")), ("I-MILL-VOID", ("void", "refund"))],
}
VOID = {"fdj-banco-2012": "I-BANCO-VOID", "fdj-12-billes-2001": "I-BILLES-VOID",
        "fdj-millionnaire-2009": "I-MILL-VOID"}


def eur(cents):
    return "%d EUR" % (cents // 100) if cents % 100 == 0 else "%.2f EUR" % (cents / 100)


class Suite:
    def __init__(self, game, prefix, header):
        self.game, self.prefix, self.header = game, prefix, header
        self.cases, self.ids = [], set()

    def add(self, cid, covers, description, unit, want, alt=None):
        """A case; want is its status under the default readings (checked against the evaluator's answer);
        alt, the covers of its twin under another reading ({reading: covers}) where they differ."""
        cid = "%s-%s" % (self.prefix, cid.replace("€", "eur"))
        assert cid not in self.ids and "--" not in cid, cid
        self.ids.add(cid)
        self.cases.append({"id": cid, "covers": covers, "description": description,
                           "unit": json.loads(json.dumps(unit)), "want": want, "alt": alt or {}})


def ask(game, units, readings):
    """The evaluator's raw answers for the units, under the readings given ({entry: reading})."""
    reqs = [json.dumps({"id": "u%d" % i, "game": game, "unit": u}) for i, u in enumerate(units)]
    args = [sys.executable, CANDIDATE] + [a for kv in sorted(readings.items()) for a in ("--reading", "%s=%s" % kv)]
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
    entries = ENTRIES[suite.game]
    combos = [dict(zip([e for e, _ in entries], rs)) for rs in itertools.product(*[r for _, r in entries])]
    units = [c["unit"] for c in suite.cases]
    raw = {json.dumps(k, sort_keys=True): ask(suite.game, units, k) for k in combos}
    out = []
    for i, c in enumerate(suite.cases):
        def answer(combo):
            r = raw[json.dumps(combo, sort_keys=True)][i]
            assert "error" not in r, (c["id"], r)
            if r["status"] == "anomaly":   # the clause broken is among those the case says it covers
                assert set(r["violations"]) <= set(c["covers"]), (c["id"], r, c["covers"])
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

        variants = split({}, entries)
        defaults = {e: rs[0] for e, rs in entries}
        assert variants[0][1]["status"] == c["want"], (c["id"], c["want"], variants[0])
        for named, e in variants:
            other = [r for k, r in named.items() if r != defaults[k]]
            covers = list(next((c["alt"][r] for r in other if r in c["alt"]), c["covers"]))
            if e["status"] == "anomaly":
                covers += ["art-2/" + e["remedy"], VOID[suite.game]]
            covers += [k for k in named if k not in covers]
            v = {"id": c["id"] + "".join("--" + r for r in other), "covers": covers,
                 "description": c["description"] + "".join("; under %s=%s" % (k, r) for k, r in named.items()
                                                           if r != defaults[k]),
                 "unit": c["unit"], "expect": e}
            if named:
                v["readings"] = dict(sorted(named.items(), key=lambda kv: [x for x, _ in entries].index(kv[0])))
            v["covers"] = encoding_covers(suite.game, v)
            out.append(v)
    suite.cases = out


def broken_draw(name, count):
    """The clauses a draw breaks: its count, and a number outside 1..37."""
    def clauses(unit):
        d = unit.get("draws", {}).get(name, [])
        base = {"gagnants": "art-3.1/printed", "bonus": "art-3.2/bonus"}[name]
        return ([base + "-count"] if len(d) != count else []) + \
               ([base] if any(not isinstance(x, int) or not 1 <= x <= 37 for x in d) else [])
    return clauses


def broken_balls(unit):
    """The clauses the balls break: a blank or a joker, a number outside 1..37."""
    balls = unit["grids"]["plateau"][0]
    return (["art-3.2/ball-kind"] if any(not isinstance(x, int) for x in balls) else []) + \
           (["art-3.2/ball"] if any(isinstance(x, int) and not 1 <= x <= 37 for x in balls) else [])


# 12 billes: the text's clause on the printed winning numbers, the bonus number and the balls is
# two checks each in the rules file (how many, and in what range)
BILLES_SPLIT = {"art-3.1/printed": broken_draw("gagnants", 2), "art-3.2/bonus": broken_draw("bonus", 1),
                "art-3.2/ball": broken_balls}

COMPOSITION = {"art-4.2/amount", "art-3.1/printed", "art-3.2/bonus", "art-3.2/ball", "art-3.2/amount",
               "art-3.3/winning-distinct", "art-3.2/symbols"}


def encoding_covers(game, v):
    """The covers above name what the text says; the rules file splits some of it into clauses of its
    own (tests/rules/*.yaml): here each name becomes the clause that decides it there, from the
    case's expectation and readings only (the expectation itself is untouched). Millionnaire: one
    level per sum (art-3.3/three-10eur), the star a clause only where it is a joker (under decoy
    it is no symbol any level counts), "les sommes ne s'additionnent pas" a clause only where a
    zone reaches two sums (under joker: two stars and two sums). Banco and 12 billes: the sums a
    cell or a ball may show, one reading each here (I-BANCO-CELL, I-BILLES-AMOUNTS), are the
    composition clauses art-4.2/amount and art-3.2/amount themselves (a register entry takes two
    readings; the laboratory's choice is written beside the check)."""
    covers, joker = [], v.get("readings", {}).get("I-MILL-STAR") == "joker"
    anomaly = v["expect"]["status"] == "anomaly"
    for c in v["covers"]:
        if game == "fdj-12-billes-2001" and c in BILLES_SPLIT:
            covers += BILLES_SPLIT[c](v["unit"]) if anomaly else []
            continue
        if game == "fdj-12-billes-2001" and c in ("art-3.3/add", "art-3.3/same-twice"):
            c = "art-3.3/ball"   # one level pays the sums of the balls it marks, however many
        if game == "fdj-millionnaire-2009" and c == "art-3.3/three-alike":
            covers += ["art-3.3/three-%deur" % (a // 100) for a in v["expect"].get("grids", {}).values() if a]
        elif game == "fdj-millionnaire-2009" and c in ("art-3.2/star", "I-MILL-STAR", "art-3.3/no-sum-within"):
            covers += [c] if joker else []
        elif c in ("I-BANCO-CELL", "I-BILLES-AMOUNTS"):
            continue
        elif c in COMPOSITION and v["expect"]["status"] != "anomaly":
            continue   # a check is traced where it is broken; met, it decides nothing
        elif c == "art-3/table" and game == "fdj-banco-2012" and "off-table" not in v["expect"].get("notes", []):
            continue   # the table's note is traced where a total is no row of it
        else:
            covers.append(c)
    return list(dict.fromkeys(covers))


def check_errors(game, units):
    """Units of the wrong shape: the evaluator answers an error for every one."""
    for u, r in zip(units, ask(game, units, {})):
        assert "error" in r, (game, u, r)


def write(suite, outdir):
    d = os.path.join(outdir, suite.game)
    os.makedirs(d, exist_ok=True)
    lines = ["# yaml-language-server: $schema=../../../schemas/cases.schema.json"]
    lines += ["# " + h for h in suite.header]
    lines += ["# Written by tests/cases/instant_shape_cases.py; every expectation is the answer of",
              "# tests/candidates/instant_shapes_candidate.py, written from the règlement text alone,",
              "# not from the rules file nor from lotcert's interpreter.",
              "game: %s" % suite.game, "cases:"]
    for c in suite.cases:
        lines.append("  - id: %s" % c["id"])
        lines.append("    covers: [%s]" % ", ".join(c["covers"]))
        lines.append("    description: %s" % json.dumps(c["description"], ensure_ascii=False))
        if "readings" in c:
            lines.append("    readings: {%s}" % ", ".join("%s: %s" % kv for kv in c["readings"].items()))
        lines.append("    unit:")
        for k in ("grids", "draws", "amounts"):
            if k in c["unit"]:
                lines.append("      %s: %s" % (k, json.dumps(c["unit"][k], ensure_ascii=False)))
        lines.append("    expect: %s" % json.dumps(c["expect"]))
    with open(os.path.join(d, "cases.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return len(suite.cases)


# ---- Banco ------------------------------------------------------------------

BANCO_TABLE = [100, 200, 1000, 2000, 5000, 20000, 200000]   # art. 3, in cents, lowest first
GAINS = ["gain-1", "gain-2"]


def id_num(v):
    """A number in a case id ("--" is kept for the twins under other readings)."""
    return str(v) if v >= 0 else "minus-%d" % -v


def banco_unit(a1, a2):
    return {"grids": {"gain-1": [], "gain-2": []}, "draws": {}, "amounts": {"gain-1": a1, "gain-2": a2}}


def banco_suite():
    s = Suite("fdj-banco-2012", "banco",
              ["Cases of fdj-banco-2012 (Banco, JORF of 30 November 2012, art. 3-4.3): each Gain cell",
               "alone with each amount of the art. 3 table, both together (added; a total off the table",
               "is paid with the note off-table), both 0 EUR (lost); at each cell sums no cell may show:",
               "next to each table amount, other amounts, negative and far values."])
    s.add("zero-zero", ["art-4.3/lose", "art-4.2/amount"], "both cells show 0 EUR: the ticket loses",
          banco_unit(0, 0), "lose")
    for k, g in enumerate(GAINS):
        for a in BANCO_TABLE:
            amounts = [0, 0]
            amounts[k] = a
            s.add("%s-alone-%d" % (g, a), ["art-4.3/gain", "art-4.2/amount", "art-3/table"],
                  "%s shows %s, the other 0 EUR: the ticket wins %s" % (g, eur(a), eur(a)), banco_unit(*amounts), "win")
    for a1 in BANCO_TABLE:
        for a2 in BANCO_TABLE:
            t = a1 + a2
            where = "an amount of the table" if t in BANCO_TABLE else "no amount of the table: paid, note off-table"
            s.add("both-%d-%d" % (a1, a2), ["art-4.3/add", "art-4.3/gain", "art-3/table"],
                  "gain-1 shows %s, gain-2 %s: both paid, %s (%s)" % (eur(a1), eur(a2), eur(t), where),
                  banco_unit(a1, a2), "win")
    bad = sorted({v for a in BANCO_TABLE for v in (a - 1, a + 1)} | {1, 50, 300, 500, 10000, 100000, 400000, -1})
    bad = [(id_num(v), v) for v in bad] + [("%s-of-%d" % (lab, a), f(a)) for a in BANCO_TABLE for lab, f in FAR]
    for k, g in enumerate(GAINS):
        for n, (label, v) in enumerate(bad):
            amounts = [0, 0]
            amounts[k] = v
            amounts[1 - k] = ([0] + BANCO_TABLE)[n % 8]
            s.add("%s-shows-%s" % (g, label), ["art-4.2/amount", "I-BANCO-CELL"],
                  "%s shows %d cents, a sum no cell may show (0 EUR or a table amount); the other %s"
                  % (g, v, eur(amounts[1 - k])), banco_unit(*amounts), "anomaly")
    for a1, a2 in [(-100, -100), (150, 250), (2 ** 32 + 100, 65536 + 200)]:
        s.add("both-show-%s-%s" % (id_num(a1), id_num(a2)), ["art-4.2/amount", "I-BANCO-CELL"],
              "gain-1 shows %d cents, gain-2 %d: no cell may show either" % (a1, a2), banco_unit(a1, a2), "anomaly")
    return s


def banco_errors():
    u = banco_unit
    bad = [dict(u(100, 0), grids={"gain-1": [[100]], "gain-2": []}),
           dict(u(0, 200), grids={"gain-1": [], "gain-2": [[]]}),
           dict(u(100, 0), grids={"gain-1": []}), dict(u(100, 0), grids={"gain-1": [], "gain-2": [], "gain-3": []}),
           dict(u(100, 0), amounts={"gain-1": 100}), {"grids": {"gain-1": [], "gain-2": []}},
           dict(u(100, 0), draws={"tirage": [1]})]
    for v in (1.5, "100", None, True, [100]):
        bad += [u(v, 0), u(100, v)]
    return bad


# ---- 12 billes ----------------------------------------------------------------

BILLES_TABLE = [100, 200, 500, 1000, 2000, 5000, 10000, 100000]   # assumed: the text prints no table
WHICH = ["printed-1", "printed-2", "bonus"]


def billes_unit(balls, sums, winning):
    return {"grids": {"plateau": [list(balls)]}, "draws": {"gagnants": list(winning[:2]), "bonus": list(winning[2:])},
            "amounts": {"plateau": [list(sums)]}}


def billes_suite(rng):
    s = Suite("fdj-12-billes-2001", "billes",
              ["Cases of fdj-12-billes-2001 (\"12 billes\", règlement of 29 June 2001, art. 3): each ball",
               "winning alone by each winning number (printed 1, printed 2, bonus), with each sum; two,",
               "three, all twelve balls won (added), the same number on several balls (each paid); balls",
               "and winning numbers at 1 and 37, at 0 and 38 and far beyond; draws a number short and",
               "long; blanks and jokers; sums off the assumed table; winning numbers repeated (I-BILLES-DISTINCT)."])

    def ticket(lo=2, hi=36):
        """Three distinct winning numbers, and 12 balls (repeats allowed) showing none of them."""
        winning = rng.sample(range(lo, hi + 1), 3)
        others = [v for v in range(lo, hi + 1) if v not in winning]
        return [rng.choice(others) for _ in range(12)], [rng.choice(BILLES_TABLE) for _ in range(12)], winning

    def clauses(k):
        return ["art-3.1/printed" if k < 2 else "art-3.2/bonus"]

    for n in range(3):
        balls, sums, w = ticket()
        s.add("none-%d" % n, ["art-3.3/lose", "art-3.2/ball"], "no ball shows a winning number: the ticket loses",
              billes_unit(balls, sums, w), "lose")
    for i in range(12):
        for k, which in enumerate(WHICH):
            balls, sums, w = ticket()
            balls[i] = w[k]
            s.add("ball-%d-%s" % (i, which), ["art-3.3/ball"] + clauses(k),
                  "ball %d alone shows the %s winning number %d: it pays its sum, %s" % (i, which, w[k], eur(sums[i])),
                  billes_unit(balls, sums, w), "win")
    for i in range(12):
        for n, a in enumerate(BILLES_TABLE):
            balls, sums, w = ticket()
            k = (i + n) % 3
            balls[i], sums[i] = w[k], a
            s.add("ball-%d-pays-%d" % (i, a), ["art-3.3/ball", "art-3.2/amount", "I-BILLES-AMOUNTS"] + clauses(k),
                  "ball %d alone shows the %s winning number, its sum %s: the ticket wins %s" % (
                      i, WHICH[k], eur(a), eur(a)),
                  billes_unit(balls, sums, w), "win")
    for n, (i, j) in enumerate(itertools.combinations(range(12), 2)):
        balls, sums, w = ticket()
        ki, kj = [(0, 0), (0, 1), (1, 2), (2, 2), (2, 0), (1, 1)][n % 6]
        balls[i], balls[j] = w[ki], w[kj]
        same = ki == kj
        s.add("balls-%d-%d" % (i, j), ["art-3.3/add", "art-3.3/ball"] + (["art-3.3/same-twice"] if same else []),
              "balls %d and %d show the %s winning numbers%s: %s + %s" % (
                  i, j, WHICH[ki] if same else WHICH[ki] + " and " + WHICH[kj],
                  " (the same number twice)" if same else "",
                  eur(sums[i]), eur(sums[j])), billes_unit(balls, sums, w), "win")
    for n in range(24):
        balls, sums, w = ticket()
        pos = rng.sample(range(12), 3)
        ks = [0, 1, 2] if n % 3 else [n % 2 * 2] * 3
        for p, k in zip(pos, ks):
            balls[p] = w[k]
        s.add("three-balls-%d" % n, ["art-3.3/add", "art-3.3/ball"] + (["art-3.3/same-twice"] if n % 3 == 0 else []),
              "balls %s show the %s winning numbers: their three sums added" % (
                  ", ".join(map(str, pos)), "/".join(WHICH[k] for k in ks)), billes_unit(balls, sums, w), "win")
    for k, which in enumerate(WHICH):
        balls, sums, w = ticket()
        s.add("all-twelve-%s" % which, ["art-3.3/same-twice", "art-3.3/add", "art-3.3/ball"] + clauses(k),
              "all 12 balls show the %s winning number %d: the 12 sums added" % (which, w[k]),
              billes_unit([w[k]] * 12, sums, w), "win")
    balls, sums, w = ticket()
    s.add("all-twelve-mixed", ["art-3.3/add", "art-3.3/ball", "art-3.3/same-twice"],
          "all 12 balls show winning numbers, each of the three four times: the 12 sums added",
          billes_unit([w[i % 3] for i in range(12)], sums, w), "win")
    for n, (i, j) in enumerate([(0, 1), (0, 11), (2, 5), (3, 8), (6, 9), (10, 11)]):
        balls, sums, w = ticket()
        balls[j] = balls[i]
        s.add("same-losing-%d-%d" % (i, j), ["art-3.3/lose", "art-3.2/ball"],
              "balls %d and %d show the same number %d, no winning number: the ticket loses" % (i, j, balls[i]),
              billes_unit(balls, sums, w), "lose")
    # the bounds 1 and 37 on every ball, winning and not
    for i in range(12):
        for v in (1, 37):
            for wins in (True, False):
                balls, sums, w = ticket()
                if wins:
                    w[i % 3] = v
                balls[i] = v
                s.add("ball-%d-holds-%d-%s" % (i, v, "won" if wins else "lost"),
                      ["art-3.2/ball"] + (["art-3.3/ball"] if wins else ["art-3.3/lose"]),
                      "ball %d shows %d, a bound of 1..37, %s" % (
                          i, v, "the %s winning number: it pays %s" % (WHICH[i % 3], eur(sums[i])) if wins else
                          "no winning number: the ticket loses"),
                      billes_unit(balls, sums, w), "win" if wins else "lose")
    # out of range: just beyond, and far beyond a winning number (wrapped, it would win)
    for i in range(12):
        for v in (0, 38):
            balls, sums, w = ticket()
            balls[i] = v
            balls[(i + 5) % 12] = w[0]
            s.add("ball-%d-shows-%d" % (i, v), ["art-3.2/ball"],
                  "ball %d shows %d, beyond 1..37; another ball wins" % (i, v),
                  billes_unit(balls, sums, w), "anomaly")
        for label, far in FAR:
            balls, sums, w = ticket()
            k = i % 3
            balls[i] = far(w[k])
            s.add("ball-%d-shows-%s" % (i, label), ["art-3.2/ball"],
                  "ball %d shows %d (%s of the %s winning number %d): out of range, not wrapped" % (
                      i, balls[i], label, WHICH[k], w[k]), billes_unit(balls, sums, w), "anomaly")
        for v, what in [("J", "joker"), (None, "blank")]:
            balls, sums, w = ticket()
            balls[i] = v
            balls[(i + 7) % 12] = w[2]
            s.add("ball-%d-%s" % (i, what), ["art-3.2/ball"], "a %s at ball %d; another ball wins" % (what, i),
                  billes_unit(balls, sums, w), "anomaly")
    # sums no ball may show, on a ball won and on a ball lost
    for i in range(12):
        for n, (label, f) in enumerate([("0", lambda a: 0), ("99", lambda a: 99), ("101", lambda a: 101),
                                        ("300", lambda a: 300)] + FAR):
            balls, sums, w = ticket()
            a = BILLES_TABLE[(i + n) % 8]
            sums[i] = f(a)
            won = (i + n) % 2 == 0
            if won:
                balls[i] = w[n % 3]
            s.add("ball-%d-sum-%s%s" % (i, label, "-of-%d" % a if "v" in label else ""),
                  ["art-3.2/amount", "I-BILLES-AMOUNTS"],
                  "ball %d's sum is %d cents, no sum of the assumed table; the ball %s a winning number" % (
                      i, sums[i], "shows" if won else "does not show"), billes_unit(balls, sums, w), "anomaly")
    # a sum of the table read in the wrong unit: its cents taken as euros (a hundredth of it) and
    # its euros as cents (a hundred times it), where that is no sum of the table; on a ball won
    for n, a in enumerate(BILLES_TABLE):
        for label, x in (("hundredth", a // 100), ("hundredfold", a * 100)):
            if x in BILLES_TABLE or x <= 0:
                continue
            balls, sums, w = ticket()
            i = (n * 5 + len(label)) % 12
            sums[i], balls[i] = x, w[n % 3]
            s.add("ball-%d-sum-%s-of-%d" % (i, label, a), ["art-3.2/amount", "I-BILLES-AMOUNTS"],
                  "ball %d shows a winning number and %d cents, a %s of %d: no sum of the assumed table" % (
                      i, x, label, a), billes_unit(balls, sums, w), "anomaly")
    # each winning number at its bounds, just beyond, far beyond a ball's number
    for k, which in enumerate(WHICH):
        clause = clauses(k)
        for v in (1, 37):
            balls, sums, w = ticket()
            w[k] = v
            balls[(3 * k + 1) % 12] = v
            s.add("%s-holds-%d" % (which, v), clause + ["art-3.3/ball"],
                  "the %s winning number is %d, a bound of 1..37, shown by ball %d" % (which, v, (3 * k + 1) % 12),
                  billes_unit(balls, sums, w), "win")
        for v in (0, 38):
            balls, sums, w = ticket()
            w[k] = v
            balls[4] = w[(k + 1) % 3]
            s.add("%s-is-%d" % (which, v), clause, "the %s winning number is %d, beyond 1..37" % (which, v),
                  billes_unit(balls, sums, w), "anomaly")
        for label, far in FAR:
            balls, sums, w = ticket()
            w[k] = far(balls[k])
            s.add("%s-is-%s" % (which, label), clause,
                  "the %s winning number is %d (%s of ball %d's number %d): out of range, not wrapped" % (
                      which, w[k], label, k, balls[k]), billes_unit(balls, sums, w), "anomaly")
    # counts: the printed numbers and the bonus, one short and long
    for label, cut in [("printed-none", lambda w: ([], w[2:])), ("printed-one", lambda w: (w[:1], w[2:])),
                       ("printed-three", lambda w: (w[:2] + [37], w[2:])),
                       ("printed-four", lambda w: (w[:2] + [1, 37], w[2:])),
                       ("bonus-none", lambda w: (w[:2], [])), ("bonus-two", lambda w: (w[:2], w[2:] + [37])),
                       ("bonus-three", lambda w: (w[:2], w[2:] + [1, 37]))]:
        balls, sums, w = ticket()
        printed, bonus = cut(w)
        balls[0] = w[0]
        u = billes_unit(balls, sums, w)
        u["draws"] = {"gagnants": printed, "bonus": bonus}
        s.add("count-%s" % label, ["art-3.1/printed" if label.startswith("printed") else "art-3.2/bonus"],
              "winning numbers printed: %d, bonus numbers: %d (not 2 and 1)" % (len(printed), len(bonus)), u, "anomaly")
    # winning numbers repeated among themselves: an anomaly (distinct), or counted once (any)
    for label, same in [("printed-1-printed-2", (0, 1)), ("printed-1-bonus", (0, 2)), ("printed-2-bonus", (1, 2)),
                        ("all-three", (0, 1, 2))]:
        for shown in (0, 1, 2):
            balls, sums, w = ticket()
            for k in same[1:]:
                w[k] = w[same[0]]
            for p in range(shown):
                balls[4 * p + 1] = w[same[0]]
            paid = ["art-3.3/ball"] + (["art-3.3/same-twice", "art-3.3/add"] if shown > 1 else [])
            s.add("repeat-%s-shown-%d" % (label, shown), ["art-3.3/winning-distinct", "I-BILLES-DISTINCT"],
                  "the %s winning numbers are one number, %d, shown by %d ball%s (each ball paid once if a"
                  " repeat may be)" % (" and ".join(WHICH[k] for k in same), w[same[0]], shown,
                                       "" if shown == 1 else "s"),
                  billes_unit(balls, sums, w), "anomaly", {"any": paid if shown else ["art-3.3/lose"]})
    return s


def billes_errors(rng):
    w = [5, 9, 30]
    balls, sums = [rng.randint(1, 37) for _ in range(12)], [100] * 12
    u = billes_unit(balls, sums, w)
    bad = [billes_unit(balls[:11], sums[:11], w), billes_unit(balls + [5], sums + [100], w),
           billes_unit(balls, sums[:11], w), billes_unit(balls, sums + [100], w),
           dict(u, grids={"plateau": [balls[:6], balls[6:]]}), dict(u, amounts={"plateau": sums}),
           {"grids": u["grids"], "draws": u["draws"]}, dict(u, draws={"gagnants": [5, 9]}),
           dict(u, draws={"gagnants": [5, 9], "bonus": [30], "extra": []}), dict(u, grids={})]
    for v in ("x", 1.5, True, [3]):
        bad.append(billes_unit([v] + balls[1:], sums, w))
        bad.append(billes_unit(balls, [v] + sums[1:], w))
        bad.append(dict(u, draws={"gagnants": [5, v], "bonus": [30]}))
        bad.append(dict(u, draws={"gagnants": [5, 9], "bonus": [v]}))
    bad.append(billes_unit(balls, [None] + sums[1:], w))
    return bad


# ---- Millionnaire ---------------------------------------------------------------

SUMS = ["1€", "2€", "5€", "10€", "20€", "50€", "100€", "500€", "1000€", "10000€", "100000€", "1000000€"]
STAR = "etoile"
LOST_STAR = ["art-3.3/lose", "art-3.2/star"]           # a zone the star, as a decoy, leaves short of three
JOKER_WINS = ["art-3.2/star", "art-3.3/three-alike"]   # the same zone won when the star is a joker
ZONES = ["zone-1", "zone-2", "zone-3"]


def mill_unit(zones):
    return {"grids": {z: [list(cells)] for z, cells in zip(ZONES, zones)}, "draws": {}}


def mill_suite(rng):
    s = Suite("fdj-millionnaire-2009", "mill",
              ["Cases of fdj-millionnaire-2009 (Millionnaire, JORF of 20 May 2009, art. 2.3 and 3): each",
               "sum three times in each zone at each arrangement, four times (paid once), twice (nothing);",
               "two and three zones won (added); the star in each position, alone and with others",
               "(I-MILL-STAR: decoy or joker); a blank or a joker in each cell of each zone."])

    def losing():
        """A zone losing under every reading: 4 different sums, no star."""
        return rng.sample(SUMS, 4)

    def other(*avoid):
        return rng.choice([x for x in SUMS if x not in avoid])

    def ticket(z, cells):
        zones = [losing() for _ in ZONES]
        zones[z] = cells
        return mill_unit(zones)

    for n in range(3):
        s.add("none-%d" % n, ["art-3.3/lose"], "no zone shows three identical sums: the ticket loses",
              mill_unit([losing() for _ in ZONES]), "lose")
    for z, zone in enumerate(ZONES):
        for n, sym in enumerate(SUMS):
            for p in range(4):
                odd = other(sym)
                cells = [sym] * 4
                cells[p] = odd
                s.add("%s-three-%s-odd-%d" % (zone, sym, p), ["art-3.3/three-alike"],
                      "%s shows %s three times, %s at cell %d: it wins %s" % (zone, sym, odd, p, sym),
                      ticket(z, cells), "win")
            s.add("%s-four-%s" % (zone, sym), ["art-3.3/no-sum-within", "art-3.3/three-alike"],
                  "%s shows %s four times: the sums do not add up, it wins %s once" % (zone, sym, sym),
                  ticket(z, [sym] * 4), "win")
        for p in range(4):
            sym = SUMS[(3 * z + p) % 12]
            cells = [sym] * 4
            cells[p] = STAR
            s.add("%s-three-%s-star-%d" % (zone, sym, p), ["art-3.3/three-alike", "art-3.2/star"],
                  "%s shows %s three times and a star at cell %d: it wins %s (as a decoy or a joker)" % (
                      zone, sym, p, sym),
                  ticket(z, cells), "win")
        for i, j in itertools.combinations(range(4), 2):
            sym = rng.choice(SUMS)
            cells = [sym] * 4
            cells[i], cells[j] = rng.sample([x for x in SUMS if x != sym], 2)
            s.add("%s-two-%s-at-%d-%d" % (zone, sym, i, j), ["art-3.3/lose"],
                  "%s shows %s twice (not at %d, %d), two other sums: the ticket loses" % (zone, sym, i, j),
                  ticket(z, cells), "lose")
        for n, sym in enumerate(SUMS):   # each sum twice, one short of three, at a place of its own
            i, j = list(itertools.combinations(range(4), 2))[(n + z) % 6]
            cells = [sym] * 4
            cells[i], cells[j] = rng.sample([x for x in SUMS if x != sym], 2)
            s.add("%s-only-two-%s" % (zone, sym), ["art-3.3/lose"],
                  "%s shows %s twice only (%s, %s beside): the ticket loses" % (zone, sym, cells[i], cells[j]),
                  ticket(z, cells), "lose")
        for k, arrangement in enumerate(["aabb", "abab", "abba"]):
            a, b = rng.sample(SUMS, 2)
            s.add("%s-two-pairs-%s" % (zone, arrangement), ["art-3.3/lose"],
                  "%s shows two sums twice each (%s, %s): the ticket loses" % (zone, a, b),
                  ticket(z, [a if x == "a" else b for x in arrangement]), "lose")
    # zones add up
    for n, (i, j) in enumerate(itertools.combinations(range(3), 2)):
        for m in range(4):
            a, b = SUMS[(4 * n + m) % 12], SUMS[(5 * n + 7 * m + 3) % 12]
            zones = [losing() for _ in ZONES]
            zones[i] = [a, a, other(a), a]
            zones[j] = [b] * 3 + [other(b)]
            s.add("zones-%d-%d-%d" % (i + 1, j + 1, m), ["art-3.1/zones-add", "art-3.3/three-alike"],
                  "%s wins %s and %s wins %s: the lots add up" % (ZONES[i], a, ZONES[j], b), mill_unit(zones), "win")
    for m, (a, b, c) in enumerate([("1€", "2€", "5€"), ("1000000€", "1000000€", "1000000€"), ("10€", "10€", "500€"),
                                   ("100000€", "20€", "50€"), ("1€", "1€", "1€"), ("10000€", "100€", "1000€")]):
        zones = [[a] * 3 + [other(a)], [other(b)] + [b] * 3, [b if a != b else other(b), c, c, c]]
        zones[2][0] = other(c)
        s.add("zones-all-%d" % m, ["art-3.1/zones-add", "art-3.3/three-alike"],
              "the three zones win %s, %s and %s: the lots add up" % (a, b, c), mill_unit(zones), "win")
    # the star: a decoy (counts for nothing) or a joker (any sum)
    for z, zone in enumerate(ZONES):
        for p in range(4):
            for higher in (False, True):
                sym = SUMS[(4 * z + p + 2 * higher) % 10 + 1]
                odd = rng.choice([x for x in SUMS if (SUMS.index(x) > SUMS.index(sym)) == higher and x != sym])
                cells = [sym, sym, sym, sym]
                cells[p] = STAR
                cells[(p + 1 + z) % 4 if (p + 1 + z) % 4 != p else (p + 1) % 4] = odd
                s.add("%s-two-%s-star-%d-%s" % (zone, sym, p, "higher" if higher else "lower"), LOST_STAR,
                      "%s shows %s twice, a star at cell %d and %s, a %s sum: as a joker the star makes three %s" % (
                          zone, sym, p, odd, "higher" if higher else "lower", sym), ticket(z, cells), "lose",
                      {"joker": JOKER_WINS})
        for i, j in itertools.combinations(range(4), 2):
            a, b = rng.sample(SUMS, 2)
            cells = [a, b, a, b]
            cells[i] = cells[j] = STAR
            rest = [q for q in range(4) if q not in (i, j)]
            cells[rest[0]], cells[rest[1]] = a, b
            s.add("%s-stars-%d-%d" % (zone, i, j), LOST_STAR,
                  "%s shows stars at cells %d and %d, %s and %s: as jokers, either sum with the stars makes three,"
                  " and the zone pays the higher only" % (zone, i, j, a, b),
                  ticket(z, cells), "lose", {"joker": JOKER_WINS + ["art-3.3/no-sum-within"]})
            cells = [a] * 4
            cells[i] = cells[j] = STAR
            s.add("%s-two-%s-stars-%d-%d" % (zone, a, i, j), LOST_STAR,
                  "%s shows %s twice and stars at cells %d and %d: as jokers, four %s paid once" % (zone, a, i, j, a),
                  ticket(z, cells), "lose", {"joker": JOKER_WINS})   # one sum: nothing to choose between
        for n, (a, b) in enumerate(itertools.combinations(SUMS, 2)):   # every two sums the stars make three
            i, j = list(itertools.combinations(range(4), 2))[(n + z) % 6]
            cells = [STAR] * 4
            rest = [q for q in range(4) if q not in (i, j)]
            cells[rest[0]], cells[rest[1]] = (a, b) if n % 2 else (b, a)
            s.add("%s-stars-with-%s-%s" % (zone, a, b), LOST_STAR,
                  "%s shows %s, %s and two stars: as jokers they make either sum three, %s paid only" % (
                      zone, a, b, b), ticket(z, cells), "lose", {"joker": JOKER_WINS + ["art-3.3/no-sum-within"]})
        for p in range(4):
            sym = SUMS[(5 * z + 3 * p) % 12]
            cells = [STAR] * 4
            cells[p] = sym
            s.add("%s-three-stars-%s-at-%d" % (zone, sym, p), LOST_STAR,
                  "%s shows three stars and %s at cell %d: as jokers, the stars make it three (or four) %s" % (
                      zone, sym, p, sym), ticket(z, cells), "lose", {"joker": JOKER_WINS})
            cells = [STAR, other(sym), other(sym), sym]
            while len(set(cells)) < 4:
                cells[1] = other(sym, cells[2])
            cells[0], cells[p] = cells[p], cells[0]
            s.add("%s-one-star-at-%d" % (zone, p), ["art-3.3/lose", "art-3.2/star"],
                  "%s shows a star at cell %d and three different sums: no sum reaches three" % (zone, p),
                  ticket(z, cells), "lose")
        s.add("%s-four-stars" % zone, ["art-3.3/lose", "art-3.2/star"],
              "%s shows four stars: no sum is written in it, it reaches none" % zone, ticket(z, [STAR] * 4), "lose")
    for m in range(3):
        zones = [losing() for _ in ZONES]
        a, b = SUMS[3 * m + 1], SUMS[3 * m + 4]
        zones[m] = [a, STAR, a, other(a)]
        zones[(m + 1) % 3] = [b, b, other(b), b]
        s.add("star-zone-and-won-zone-%d" % m, ["art-3.3/three-alike", "art-3.2/star"],
              "%s shows %s twice and a star; %s wins %s: as a joker the star wins %s too, the zones add up" % (
                  ZONES[m], a, ZONES[(m + 1) % 3], b, a), mill_unit(zones), "win",
              {"joker": ["art-3.1/zones-add", "art-3.3/three-alike", "art-3.2/star"]})
    # a blank or a joker in each cell of each zone
    for z, zone in enumerate(ZONES):
        for p in range(4):
            for v, what in [("J", "joker"), (None, "blank")]:
                zones = [losing() for _ in ZONES]
                won = (p + z) % 2 == 0
                if won:
                    zones[(z + 1) % 3] = [SUMS[p + 3]] * 3 + [other(SUMS[p + 3])]
                zones[z][p] = v
                s.add("%s-%s-at-%d" % (zone, what, p), ["art-3.2/symbols"],
                      "a %s at cell %d of %s%s" % (what, p, zone, "; another zone wins" if won else ""),
                      mill_unit(zones), "anomaly")
        zones = [[SUMS[5]] * 3 + [SUMS[6]] for _ in ZONES]
        zones[z] = ["J"] * 4
        s.add("%s-all-jokers" % zone, ["art-3.2/symbols"], "%s holds four jokers; the other zones win" % zone,
              mill_unit(zones), "anomaly")
    return s


def mill_errors():
    good = [["10€"] * 4, ["1€", "2€", "5€", "10€"], [STAR] * 4]
    bad = [mill_unit(good[:2]), mill_unit(good[:2] + [good[2][:3]]), mill_unit(good[:2] + [good[2] + [STAR]]),
           dict(mill_unit(good), grids=dict(mill_unit(good)["grids"], **{"zone-4": [good[0]]})),
           dict(mill_unit(good), grids=dict(mill_unit(good)["grids"], **{"zone-1": [good[0], good[0]]})),
           dict(mill_unit(good), amounts={"zone-1": 1000}), dict(mill_unit(good), draws={"x": [1]})]
    for v in ("3€", "10 €", "10", 10, 1000, "Etoile", "€", "0€", True, [STAR]):
        bad.append(mill_unit([good[0], good[1], [v] + good[2][1:]]))
    return bad


def main():
    args = sys.argv[1:]
    if len(args) > 1 or any(a.startswith("-") for a in args):
        sys.exit("usage: instant_shape_cases.py [OUTDIR]")
    outdir = args[0] if args else HERE
    check_errors("fdj-banco-2012", banco_errors())
    check_errors("fdj-12-billes-2001", billes_errors(random.Random(12)))
    check_errors("fdj-millionnaire-2009", mill_errors())
    for s in (banco_suite(), billes_suite(random.Random(2001)), mill_suite(random.Random(2009))):
        expectations(s)
        print("%s: %d cases" % (s.game, write(s, outdir)))


if __name__ == "__main__":
    main()
