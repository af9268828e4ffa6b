#!/usr/bin/env python3
"""pool_cases.py — writes the cases of the FDJ pool game « Super Loto » (règlement as modified in
1998), tests/cases/fdj-super-loto-1998/cases.yaml:

  python3 tests/cases/pool_cases.py [OUTDIR]     (OUTDIR: tests/cases)
  python3 tests/cases/pool_cases.py --check      (regenerate in a temporary directory, compare the
                                                  bytes with the committed file: exit 1 if they differ)
  --kills                                        (with either: list every case that kills each fault)

Both modes then run the fault self-test: the evaluator under each SL_FAULT value must give, on at
least one written case, another answer than the case expects; it prints the cases that kill each
fault, and exits 1 if some fault lives.

From rules/reglements/007_super_loto_1998.txt (the text as stored) (art. 8.1 to 8.1.3, cut inside 8.1.4; art. 10)
and the laboratory's register (I-SL-CUT, I-SL-FORM, I-SL-SUMS, I-SL-LEVY, I-SL-NEXT, and the two
selectable entries I-SL-LAST, I-SL-STEP). The unit of a pool game is a whole drawing
(docs/pool-draws.md): its numbers, the sums assigned to its ranks, its listed plays and the counts
of the others. Drawings are built in two families:
  - plays, positionally: each class (six, cinq-c, cinq, quatre, trois) with its matching numbers at
    every position of the row and the complementary number at each position; the bounds 1 and 49
    in the drawing and in the play; void plays (0, 50, -1, 99, a repeat, at each position); plays
    in no class (0, 1 or 2 of the first six, 2 and the complementary). Each play is listed alone or
    beside counts of other plays, so that a cinq-c is rang-1 (no six in the drawing, 8.1.1.2) or
    rang-2 (a six, 8.1.2);
  - drawings: no six, a six and cinq-c, rang-1 unwon with and without cinq-c plays, roll-down
    chains, inverted ranks pooled (1&2, 3&4 of different steps, 4&5, three ranks, a pool that then
    needs the rank above), rounding at its boundaries, sums of 0, sums up to 10^12 centimes and
    counts up to 10^7 plays, equal unit gains, and seeded random drawings.

Every expectation is the answer of tests/candidates/pool_candidate.py, an evaluator written from
the règlement text and the register alone, asked over the candidate protocol under every
combination of the readings of I-SL-LAST and I-SL-STEP: a case whose answer is the same under all
of them names none; one whose answer depends on an entry is written once per reading of it, the
default first (its plain id), the other as a twin (id ending --READING), each naming the readings
under which it holds. Hand figures (`want`) are checked against the evaluator's default answer
where a case was computed by hand. This script never runs lotcert and reads no rules file: the
clause ids under covers: are the case's own (the clause it is written for, first) followed by the
clauses the evaluator's trace names for that answer. Deterministic (seeded random.Random).

Requests of the wrong shape (SHAPE_ERRORS: bad JSON, a missing key, a play that is not 1 x 6
integers, a rank missing in assigned_cents, an unknown game...) are asked of the evaluator here and
checked to be answered `error`; a case cannot expect an error, so they are written nowhere.

Clause ids (covers:):
  art-8.1.1.1/six  art-8.1.1.2/cinq-c  art-8.1.3/cinq  art-8.1.4/quatre  art-8.1.4/trois   classes
  art-8.1.1/rang-1  art-8.1.2/rang-2  art-8.1.3/rang-3  art-8.1.4/rang-4  art-8.1.4/rang-5  ranks
  art-8.1.1.2/a-defaut    rang-1 took the cinq-c plays (no six)
  art-8.1.2/condition     rang-2 left empty for want of a six, cinq-c plays present
  art-10.1.1/parts-egales a rank's sum shared by equal parts
  art-10.2/arrondi-5f     a part rounded down to 5 F where it changed it (ranks 1-3; a rank 4 or 5
                          pooled with rank 3 under I-SL-STEP=coarser)
  art-10.2/arrondi-1f     a part rounded down to 1 F where it changed it (ranks 4-5)
  art-10.4/report         rang-1 unwon, its sum carried over (a sum of 0 too)
  art-10.5/rang-inferieur an unwon rank's sum rolled down (a sum of 0 too)
  art-10.6/cumul          inverted ranks pooled
  art-8.1/nul  art-8.1/distincts  art-8.1/un-a-quarante-neuf   a void play, by a repeat, by a number
                          out of 1..49 (I-SL-FORM)
  I-SL-LAST  I-SL-STEP    the register entries, on the cases whose answer depends on them

Worked drawing (case sl-worked-drawing), step by step from the articles:
  boules 3 11 19 27 35 43, complémentaire 7; assigned (centimes): rang-1 800 000 000, rang-2
  60 000 000, rang-3 40 000 000, rang-4 120 000 000, rang-5 300 000 000; listed plays
  [3 11 19 27 35 44] (5 of the 6 first, not the 7: cinq, 8.1.3), [3 11 19 27 7 8] (4 and the
  complementary: quatre, I-SL-CUT), [43 35 27 1 2 7] (3: trois), [1 2 3 4 5 6] (one: no class),
  [3 3 11 19 27 35] (a repeat: void, I-SL-FORM); counts cinq 999, quatre 699, trois 19 999.
  1. Classes: six 0, cinq-c 0, cinq 1000, quatre 700, trois 20 000.
  2. Ranks: no six, so rang-1 holds the cinq-c (8.1.1.2): none; rang-2 holds nothing (8.1.2);
     rang-3 1000, rang-4 700, rang-5 20 000 winners.
  3. 10.4: rang-1 unwon: its 800 000 000 go to the carry-over fund.
  4. 10.5: rang-2 unwon: its 60 000 000 are added to rang-3: 100 000 000.
  5. 10.1.1: unit gains rang-3 100 000 000 / 1000 = 100 000; rang-4 120 000 000 / 700
     = 171 428.57...; rang-5 300 000 000 / 20 000 = 15 000.
  6. 10.6: rang-3 pays less than rang-4: pooled, 220 000 000 / 1700 = 129 411.76...; against
     rang-5 (15 000) the group is not inverted; there is no won rank above it. Done.
  7. 10.2: rang-3's part rounded down to 5 F: 129 000; rang-4's to 1 F: 129 400 (I-SL-STEP=own;
     under coarser, 129 000 too); rang-5's 15 000 is already a multiple of 1 F.
  Answer: rang-1 0/0, rang-2 0/0, rang-3 1000 x 129 000, rang-4 700 x 129 400 (coarser: 129 000),
  rang-5 20 000 x 15 000; carried_over_cents 800 000 000 (rang-5 is won: I-SL-LAST plays no
  part); plays [rang-3, rang-4, rang-5, null, void]. Paid 519 580 000 (coarser 519 300 000);
  rounding leftover 420 000 (coarser 700 000) of the 1 320 000 000 assigned."""
import itertools
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CANDIDATE = os.path.join(HERE, "..", "candidates", "pool_candidate.py")
GAME = "fdj-super-loto-1998"
RANKS = ("rang-1", "rang-2", "rang-3", "rang-4", "rang-5")
CLASSES = ("six", "cinq-c", "cinq", "quatre", "trois")
CLASS_CLAUSE = {"six": "art-8.1.1.1/six", "cinq-c": "art-8.1.1.2/cinq-c", "cinq": "art-8.1.3/cinq",
                "quatre": "art-8.1.4/quatre", "trois": "art-8.1.4/trois"}
RANK_CLAUSE = {"rang-1": "art-8.1.1/rang-1", "rang-2": "art-8.1.2/rang-2", "rang-3": "art-8.1.3/rang-3",
               "rang-4": "art-8.1.4/rang-4", "rang-5": "art-8.1.4/rang-5"}
CLAUSES = (list(CLASS_CLAUSE.values()) + list(RANK_CLAUSE.values()) +
           ["art-8.1.1.2/a-defaut", "art-8.1.2/condition", "art-10.1.1/parts-egales", "art-10.2/arrondi-5f",
            "art-10.2/arrondi-1f", "art-10.4/report", "art-10.5/rang-inferieur", "art-10.6/cumul",
            "art-8.1/nul", "art-8.1/distincts", "art-8.1/un-a-quarante-neuf", "I-SL-LAST", "I-SL-STEP"])
# The entries with more than one reading, in the order a case is split on them, the default first.
ENTRIES = [("I-SL-LAST", ("carry-over", "reserve")), ("I-SL-STEP", ("own", "coarser"))]
FAULTS = ("round-up", "round-sum", "no-roll-down", "pool-wrong", "no-pool", "no-fallback", "rank2-always")
HEADER = ["Cases of fdj-super-loto-1998 (« Super Loto », règlement as modified in 1998: art. 8.1 to",
          "8.1.3 as stored, 8.1.4 cut, art. 10; ranks 4 and 5, the form of a play, the sums assigned,",
          "the levy and 10.6's « rang suivant » as the laboratory's register reads them). Each case is",
          "a whole drawing: each class at every position of the row, the complementary at each",
          "position, the bounds 1 and 49, void plays, plays in no class; no six, rang-1 carried over,",
          "roll-down chains, inverted ranks pooled, rounding at its boundaries, sums of 0, large sums",
          "and counts, equal unit gains; an unwon rang-5 (I-SL-LAST) and pooled steps (I-SL-STEP)."]


class Suite:
    def __init__(self, game, prefix):
        self.game, self.prefix = game, prefix
        self.cases, self.ids = [], set()

    def add(self, cid, covers, description, draw, want=None):
        """A case; covers, the clauses it is written for (the first first); want, figures computed by
        hand for the default readings ({"plays": [...], "ranks": {...}, ...}, any of the answer's
        keys, a rank's entry as (winners, gain)), checked against the evaluator's answer."""
        cid = "%s-%s" % (self.prefix, cid)
        assert cid not in self.ids and "--" not in cid, cid
        assert all(c in CLAUSES for c in covers), (cid, covers)
        assert "\n" not in description, cid
        self.ids.add(cid)
        self.cases.append({"id": cid, "covers": covers, "description": description,
                           "draw": json.loads(json.dumps(draw)), "want": want or {}})


def ask(lines, readings, fault=None):
    """The evaluator's raw answers to the request lines, under the readings given ({entry: reading})."""
    args = [sys.executable, CANDIDATE] + [a for kv in sorted(readings.items()) for a in ("--reading", "%s=%s" % kv)]
    env = dict(os.environ)
    env.pop("SL_FAULT", None)
    if fault:
        env["SL_FAULT"] = fault
    out = subprocess.run(args, input="\n".join(lines) + "\n", capture_output=True, text=True, check=True,
                         env=env).stdout
    return [json.loads(line) for line in out.splitlines()]


def ask_draws(draws, readings, fault=None):
    lines = [json.dumps({"id": "d%d" % i, "game": GAME, "draw": d}) for i, d in enumerate(draws)]
    answers = ask(lines, readings, fault)
    assert [a["id"] for a in answers] == ["d%d" % i for i in range(len(draws))]
    return answers


def expectation(r):
    return {"ranks": r["ranks"], "carried_over_cents": r["carried_over_cents"], "plays": r["plays"]}


def check_want(cid, want, r):
    for k, v in want.items():
        if k == "ranks":
            for rank, (w, g) in v.items():
                got = r["ranks"][rank]
                assert (got["winners"], got["gain_cents"]) == (w, g), (cid, rank, (w, g), got)
        else:
            assert r[k] == v, (cid, k, v, r[k])


def combos():
    return [dict(zip([e for e, _ in ENTRIES], rs)) for rs in itertools.product(*[r for _, r in ENTRIES])]


def expectations(suite):
    """Each case once per reading it depends on (the default first), with the evaluator's answer."""
    ks = combos()
    draws = [c["draw"] for c in suite.cases]
    raw = {json.dumps(k, sort_keys=True): ask_draws(draws, k) for k in ks}
    defaults = {e: rs[0] for e, rs in ENTRIES}
    out = []
    for i, c in enumerate(suite.cases):
        def answer(combo):
            r = raw[json.dumps(combo, sort_keys=True)][i]
            assert "error" not in r, (c["id"], r)
            return r

        def split(fixed, left):
            """[(readings named, answer)] for the combinations that agree with fixed."""
            within = [k for k in ks if all(k[e] == v for e, v in fixed.items())]
            seen = {json.dumps(expectation(answer(k)), sort_keys=True) for k in within}
            if len(seen) == 1:
                return [(fixed, answer(within[0]))]
            for n, (e, rs) in enumerate(left):
                if any(expectation(answer(k)) != expectation(answer(dict(k, **{e: r}))) for k in within for r in rs):
                    return [v for r in rs for v in split(dict(fixed, **{e: r}), left[:n] + left[n + 1:])]
            raise AssertionError(c["id"])

        variants = split({}, ENTRIES)
        first = answer(defaults)
        check_want(c["id"], c["want"], first)
        missing = [x for x in c["covers"] if x not in first["trace"] and x not in ("I-SL-LAST", "I-SL-STEP")]
        assert not missing, (c["id"], missing, first["trace"])
        for named, r in variants:
            other = [v for k, v in named.items() if v != defaults[k]]
            covers = [x for x in c["covers"] if x in r["trace"] or x in named]
            covers += r["trace"]
            covers += [k for k in named if k not in covers]
            covers = [x for x in dict.fromkeys(covers) if x != "I-SL-LAST" or "I-SL-LAST" in named]
            assert all(x in CLAUSES for x in covers), (c["id"], covers)
            v = {"id": c["id"] + "".join("--" + x for x in other), "covers": covers,
                 "description": c["description"] + "".join("; under %s=%s" % (k, x) for k, x in named.items()
                                                           if x != defaults[k]),
                 "draw": c["draw"], "expect": expectation(r)}
            if named:
                v["readings"] = dict(sorted(named.items(), key=lambda kv: [x for x, _ in ENTRIES].index(kv[0])))
            out.append(v)
    suite.cases = out


def write(suite, outdir):
    d = os.path.join(outdir, suite.game)
    os.makedirs(d, exist_ok=True)
    lines = ["# yaml-language-server: $schema=../../../schemas/cases.schema.json"]
    lines += ["# " + h for h in HEADER]
    lines += ["# Written by tests/cases/pool_cases.py; every expectation is the answer of",
              "# tests/candidates/pool_candidate.py, written from the règlement text alone,",
              "# not from the rules file nor from lotcert's interpreter.",
              "game: %s" % suite.game, "cases:"]
    for c in suite.cases:
        lines.append("  - id: %s" % c["id"])
        lines.append("    covers: [%s]" % ", ".join(c["covers"]))
        lines.append("    description: %s" % json.dumps(c["description"], ensure_ascii=False))
        if "readings" in c:
            lines.append("    readings: {%s}" % ", ".join("%s: %s" % kv for kv in c["readings"].items()))
        lines.append("    draw:")
        for k in ("draws", "assigned_cents", "plays", "counts"):
            if k in c["draw"]:
                lines.append("      %s: %s" % (k, json.dumps(c["draw"][k], ensure_ascii=False)))
        lines.append("    expect:")
        for k in ("ranks", "carried_over_cents", "plays"):
            lines.append("      %s: %s" % (k, json.dumps(c["expect"][k])))
    with open(os.path.join(d, "cases.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return len(suite.cases)


# ---- drawings -----------------------------------------------------------------------------------

def drawing(boules, comp, assigned, plays, counts=None):
    d = {"draws": {"boules": list(boules), "complementaire": [comp]},
         "assigned_cents": dict(zip(RANKS, assigned)), "plays": [{"grille": [list(p)]} for p in plays]}
    if counts:
        d["counts"] = {c: counts[c] for c in CLASSES if c in counts}
    return d


B0, C0 = [3, 11, 19, 27, 35, 43], 7                    # the worked drawing's numbers
SUMS0 = [800000000, 60000000, 40000000, 120000000, 300000000]
TYPICAL = [1500000000, 90000000, 120000000, 240000000, 360000000]


class Maker:
    def __init__(self, rng):
        self.rng = rng

    def draw_numbers(self, must=()):
        """Six first numbers (in drawing order) and the complementary; the numbers of must among the six."""
        rest = self.rng.sample([x for x in range(1, 50) if x not in must], 7 - len(must))
        boules = list(must) + rest[:6 - len(must)]
        self.rng.shuffle(boules)
        return boules, rest[-1]

    def outside(self, boules, comp, k, avoid=()):
        """k distinct numbers neither drawn nor in avoid."""
        return self.rng.sample([x for x in range(1, 50) if x not in boules and x != comp and x not in avoid], k)

    def play(self, boules, comp, matched, with_comp=False, at=None):
        """A row holding `matched` of the six first numbers (and the complementary if with_comp); at:
        {position: number} fixed first, the other positions filled in random order."""
        at = dict(at or {})
        nums = [x for x in at.values()]
        want_b = matched - len([x for x in nums if x in boules])
        pick = self.rng.sample([x for x in boules if x not in nums], want_b)
        extra = [comp] if with_comp and comp not in nums else []
        fill = self.outside(boules, comp, 6 - len(nums) - len(pick) - len(extra), nums)
        free = [x for x in pick + extra + fill]
        self.rng.shuffle(free)
        slots = [p for p in range(6) if p not in at]
        for p, x in zip(slots, free):
            at[p] = x
        row = [at[p] for p in range(6)]
        assert len(set(row)) == 6 and len(set(row) & set(boules)) == matched and (comp in row) >= with_comp
        return row

    def counts(self, six=None, cinqc=None):
        """Counts of a lively drawing (every class but the six and cinq-c, which the caller says)."""
        r = self.rng
        c = {"cinq": r.randint(5, 60), "quatre": r.randint(800, 4000), "trois": r.randint(15000, 80000)}
        if six is not None:
            c["six"] = six
        if cinqc is not None:
            c["cinq-c"] = cinqc
        return c

    def sums(self):
        r = self.rng
        return [r.randint(5, 30) * 100000000 + r.randint(0, 99999999), r.randint(40, 200) * 1000000 + r.randint(0, 999999),
                r.randint(60, 250) * 1000000 + r.randint(0, 999999), r.randint(150, 400) * 1000000 + r.randint(0, 999999),
                r.randint(250, 500) * 1000000 + r.randint(0, 999999)]


POS = ["first", "second", "third", "fourth", "fifth", "sixth"]


def plays_positional(s, m):
    """Each class with its numbers at every position of the row."""
    # six: the six first numbers in each rotation, each at each position
    for p in range(6):
        boules, comp = m.draw_numbers()
        row = boules[p:] + boules[:p]           # the first number drawn at position (6 - p) % 6
        alone = p % 2 == 0
        counts = None if alone else m.counts(cinqc=m.rng.randint(0, 3))
        s.add("six-%d" % p, ["art-8.1.1.1/six", "art-8.1.1/rang-1"],
              "the six first numbers, rotated: %s, drawn first, in the %s position of the row; %s" % (
                  boules[0], POS[(6 - p) % 6], "listed alone" if alone else "with counts of other plays"),
              drawing(boules, comp, m.sums(), [row], counts), {"plays": ["rang-1"]})
    for p in range(6):
        boules, comp = m.draw_numbers()
        row = list(reversed(boules))
        row[p], row[5 - p] = row[5 - p], row[p]
        s.add("six-order-%d" % p, ["art-8.1.1.1/six", "art-8.1.1/rang-1"],
              "the six first numbers in another order (%s); with a cinq-c and counts" % " ".join(map(str, row)),
              drawing(boules, comp, m.sums(), [row, m.play(boules, comp, 5, True)], m.counts(six=m.rng.randint(0, 2))),
              {"plays": ["rang-1", "rang-2"]})
    # cinq-c: the complementary at each position; rang-1 without a six, rang-2 with one
    for p in range(6):
        for six in (False, True):
            boules, comp = m.draw_numbers()
            row = m.play(boules, comp, 5, True, {p: comp})
            missing = [x for x in boules if x not in row][0]
            alone = (p + six) % 2 == 0
            if six:
                counts = {"six": m.rng.randint(1, 3)} if alone else m.counts(six=m.rng.randint(1, 3))
                covers = ["art-8.1.1.2/cinq-c", "art-8.1.2/rang-2"]
                what = "a six in the drawing (counted): rang-2"
                want = "rang-2"
            else:
                counts = None if alone else m.counts(cinqc=m.rng.randint(0, 4))
                covers = ["art-8.1.1.2/cinq-c", "art-8.1.1.2/a-defaut", "art-8.1.1/rang-1", "art-8.1.2/condition"]
                what = "no six in the drawing: rang-1 (à défaut), rang-2 empty"
                want = "rang-1"
            s.add("cinq-c-at-%d-%s" % (p, "six" if six else "no-six"), covers,
                  "five of the six first (no %d) and the complementary %d in the %s position; %s%s" % (
                      missing, comp, POS[p], what, "" if not alone else "; the play otherwise alone"),
                  drawing(boules, comp, m.sums(), [row], counts), {"plays": [want]})
    # cinq: the one number not drawn at each position
    for p in range(6):
        for alone in (True, False):
            boules, comp = m.draw_numbers()
            odd = m.outside(boules, comp, 1)[0]
            row = m.play(boules, comp, 5, False, {p: odd})
            s.add("cinq-odd-at-%d-%s" % (p, "alone" if alone else "counts"), ["art-8.1.3/cinq", "art-8.1.3/rang-3"],
                  "five of the six first, %d (not drawn, not the complementary) in the %s position; %s" % (
                      odd, POS[p], "listed alone" if alone else "with counts of other plays"),
                  drawing(boules, comp, m.sums(), [row], None if alone else m.counts(six=m.rng.randint(0, 1),
                                                                                   cinqc=m.rng.randint(0, 3))),
                  {"plays": ["rang-3"]})
    # quatre: the two others at each pair of positions; the complementary at each position
    for n, (p, q) in enumerate(itertools.combinations(range(6), 2)):
        boules, comp = m.draw_numbers()
        a, b = m.outside(boules, comp, 2)
        row = m.play(boules, comp, 4, False, {p: a, q: b})
        alone = n % 3 == 0
        s.add("quatre-others-at-%d-%d" % (p, q), ["art-8.1.4/quatre", "art-8.1.4/rang-4"],
              "four of the six first, %d and %d (not drawn) in the %s and %s positions; %s" % (
                  a, b, POS[p], POS[q], "listed alone" if alone else "with counts"),
              drawing(boules, comp, m.sums(), [row], None if alone else m.counts(six=n % 2)), {"plays": ["rang-4"]})
    for p in range(6):
        boules, comp = m.draw_numbers()
        row = m.play(boules, comp, 4, True, {p: comp})
        s.add("quatre-comp-at-%d" % p, ["art-8.1.4/quatre", "art-8.1.4/rang-4"],
              "four of the six first and the complementary %d in the %s position: still quatre (I-SL-CUT)" % (
                  comp, POS[p]),
              drawing(boules, comp, m.sums(), [row], m.counts(six=p % 2, cinqc=1)), {"plays": ["rang-4"]})
    # trois: the three matching numbers at each triple of positions; the complementary at each position
    for n, ps in enumerate(itertools.combinations(range(6), 3)):
        boules, comp = m.draw_numbers()
        bs = m.rng.sample(boules, 3)
        row = m.play(boules, comp, 3, False, dict(zip(ps, bs)))
        alone = n % 4 == 0
        s.add("trois-at-%s" % "".join(map(str, ps)), ["art-8.1.4/trois", "art-8.1.4/rang-5"],
              "three of the six first (%s) in the %s positions; %s" % (
                  " ".join(map(str, bs)), ", ".join(POS[x] for x in ps), "listed alone" if alone else "with counts"),
              drawing(boules, comp, m.sums(), [row], None if alone else m.counts(six=n % 2)), {"plays": ["rang-5"]})
    for p in range(6):
        boules, comp = m.draw_numbers()
        row = m.play(boules, comp, 3, True, {p: comp})
        s.add("trois-comp-at-%d" % p, ["art-8.1.4/trois", "art-8.1.4/rang-5"],
              "three of the six first and the complementary %d in the %s position: still trois (I-SL-CUT)" % (
                  comp, POS[p]),
              drawing(boules, comp, m.sums(), [row], m.counts()), {"plays": ["rang-5"]})


def plays_none(s, m):
    """Plays in no class: 0, 1, 2 of the six first numbers, 2 and the complementary."""
    for k in (0, 1, 2):
        for p in range(6 if k else 2):
            boules, comp = m.draw_numbers()
            at = {p: m.rng.choice(boules)} if k else {}
            row = m.play(boules, comp, k, False, at)
            s.add("none-%d-at-%d" % (k, p), ["art-8.1.4/trois"],
                  "%s of the six first%s: in no class (rang-5 wants 3)" % (
                      k, " (%d in the %s position)" % (at[p], POS[p]) if k else ""),
                  drawing(boules, comp, m.sums(), [row], m.counts(six=p % 2)), {"plays": [None]})
    for p in range(6):
        boules, comp = m.draw_numbers()
        row = m.play(boules, comp, 2, True, {p: comp})
        s.add("none-2-comp-at-%d" % p, ["art-8.1.4/trois"],
              "two of the six first and the complementary %d in the %s position: in no class (the complementary "
              "counts only with five)" % (comp, POS[p]),
              drawing(boules, comp, m.sums(), [row], m.counts(six=(p + 1) % 2)), {"plays": [None]})
    boules, comp = m.draw_numbers()
    row = m.play(boules, comp, 0, True)
    s.add("none-comp-only", ["art-8.1.4/trois"], "the complementary alone of the seven numbers drawn: in no class",
          drawing(boules, comp, m.sums(), [row], m.counts()), {"plays": [None]})


def plays_bounds(s, m):
    """The bounds 1 and 49: in the drawing and in the play, at the two ends of the row."""
    for n, (lo_p, hi_p) in enumerate([(0, 5), (5, 0), (2, 3), (0, 1)]):
        for k, cls, rank in ((6, "six", "rang-1"), (5, "cinq", "rang-3"), (4, "quatre", "rang-4"),
                             (3, "trois", "rang-5")):
            boules, comp = m.draw_numbers([1, 49])
            row = m.play(boules, comp, k, False, {lo_p: 1, hi_p: 49})
            s.add("bound-%s-1-at-%d-49-at-%d" % (cls, lo_p, hi_p), [CLASS_CLAUSE[cls], "art-8.1/un-a-quarante-neuf",
                                                                    RANK_CLAUSE[rank]],
                  "1 and 49 drawn, the play a %s with 1 in the %s and 49 in the %s position" % (
                      cls, POS[lo_p], POS[hi_p]),
                  drawing(boules, comp, m.sums(), [row], m.counts(six=n % 2)), {"plays": [rank]})
    for comp in (1, 49):
        for p in (0, 5):
            boules = [50 - comp] + m.rng.sample(range(2, 49), 5)
            m.rng.shuffle(boules)
            row = m.play(boules, comp, 5, True, {p: comp})
            s.add("bound-cinq-c-comp-%d-at-%d" % (comp, p), ["art-8.1.1.2/cinq-c", "art-8.1/un-a-quarante-neuf"],
                  "the complementary is %d, in the %s position of a cinq-c; %d among the six" % (
                      comp, POS[p], 50 - comp),
                  drawing(boules, comp, m.sums(), [row], m.counts(six=p // 5)),
                  {"plays": ["rang-2" if p else "rang-1"]})
    for x in (1, 49):
        for p in (0, 5):
            boules, comp = m.draw_numbers()
            while x in boules or x == comp:
                boules, comp = m.draw_numbers()
            row = m.play(boules, comp, 5, False, {p: x})
            s.add("bound-cinq-%d-undrawn-at-%d" % (x, p), ["art-8.1.3/cinq", "art-8.1/un-a-quarante-neuf"],
                  "five of the six first and %d, not drawn, in the %s position" % (x, POS[p]),
                  drawing(boules, comp, m.sums(), [row], m.counts()), {"plays": ["rang-3"]})


def plays_void(s, m):
    """Plays that break the form (I-SL-FORM): void, in no rank, counted nowhere."""
    bads = [(0, "un-a-quarante-neuf", "0"), (50, "un-a-quarante-neuf", "50")]
    for val, clause, label in bads:
        for p in range(6):
            boules, comp = m.draw_numbers()
            k = [6, 5, 5, 4, 3, 2][p]                 # what the other five cells would hold at most
            row = m.play(boules, comp, min(k, 5), p == 2)
            row[p] = val
            counts = None if p % 2 else m.counts(six=int(p % 3 == 0))
            s.add("void-%s-at-%d" % (label, p), ["art-8.1/nul", "art-8.1/" + clause],
                  "%s in the %s position, the other five cells holding %d of the six first%s: a number out of "
                  "1 to 49, the play is void" % (label, POS[p], len(set(row) & set(boules)),
                                                 " and the complementary" if comp in row else ""),
                  drawing(boules, comp, m.sums(), [row], counts), {"plays": ["void"]})
    for val in (-1, 99, 1000):
        boules, comp = m.draw_numbers()
        row = m.play(boules, comp, 4, False)
        p = val % 6
        row[p] = val
        s.add("void-%d-at-%d" % (val, p) if val > 0 else "void-minus-1-at-%d" % p,
              ["art-8.1/nul", "art-8.1/un-a-quarante-neuf"],
              "%d in the %s position of a play holding three of the six first: void" % (val, POS[p]),
              drawing(boules, comp, m.sums(), [row], m.counts()), {"plays": ["void"]})
    # a repeat at each position: the cell p repeats the cell before it (the last for p = 0)
    for p in range(6):
        boules, comp = m.draw_numbers()
        row = m.play(boules, comp, 5 if p % 2 else 4, False)
        q = (p - 1) % 6
        row[p] = row[q]
        s.add("void-repeat-at-%d" % p, ["art-8.1/nul", "art-8.1/distincts"],
              "the %s cell repeats the %s (%d): five distinct numbers, the play is void" % (POS[p], POS[q], row[p]),
              drawing(boules, comp, m.sums(), [row], None if p % 3 == 0 else m.counts(six=p % 2)),
              {"plays": ["void"]})
    # a repeat of drawn numbers: would have held 5 or 6 of the six first by a count with repeats
    boules, comp = m.draw_numbers()
    row = boules[:5] + [boules[0]]
    s.add("void-repeat-five-drawn", ["art-8.1/nul", "art-8.1/distincts"],
          "five of the six first and the first again: a repeat, void (not cinq)",
          drawing(boules, comp, m.sums(), [row]), {"plays": ["void"]})
    boules, comp = m.draw_numbers()
    row = boules[:5] + [comp]
    row[3] = row[4]
    s.add("void-repeat-cinq-c", ["art-8.1/nul", "art-8.1/distincts"],
          "four of the six first, one of them twice, and the complementary: void (not cinq-c)",
          drawing(boules, comp, m.sums(), [row], {"six": 1}), {"plays": ["void"]})
    boules, comp = m.draw_numbers()
    s.add("void-all-same", ["art-8.1/nul", "art-8.1/distincts"], "the same drawn number six times: void",
          drawing(boules, comp, m.sums(), [[boules[2]] * 6], m.counts()), {"plays": ["void"]})
    boules, comp = m.draw_numbers()
    row = m.play(boules, comp, 3, False)
    row[1], row[4] = 0, 0
    s.add("void-zero-twice", ["art-8.1/nul", "art-8.1/distincts", "art-8.1/un-a-quarante-neuf"],
          "0 twice in a play: out of range and a repeat, void", drawing(boules, comp, m.sums(), [row], m.counts()),
          {"plays": ["void"]})
    # a void play beside valid ones: it takes no part (the only would-be winner of its rank)
    boules, comp = m.draw_numbers()
    six = list(boules)
    bad = m.play(boules, comp, 5, False)
    bad[bad.index([x for x in bad if x not in boules][0])] = 50
    s.add("void-among-plays", ["art-8.1/nul", "art-8.1/un-a-quarante-neuf", "art-10.5/rang-inferieur"],
          "a six, a void play (five of the six first and 50), a trois: rang-3 stays unwon, its sum rolls down",
          drawing(boules, comp, m.sums(), [six, bad, m.play(boules, comp, 3)], {"quatre": 900, "trois": 20000}),
          {"plays": ["rang-1", "void", "rang-5"], "ranks": {"rang-3": (0, 0)}})


def plays_mixed(s, m):
    """Several plays listed together, of every class, in shuffled order."""
    for n in range(12):
        boules, comp = m.draw_numbers()
        kinds = [("six", 6, False), ("cinq-c", 5, True), ("cinq", 5, False), ("quatre", 4, False),
                 ("trois", 3, False), (None, 2, False), (None, 1, True)]
        if n % 3 == 1:
            kinds = kinds[1:]                         # no six: the cinq-c is rang-1
        m.rng.shuffle(kinds)
        rows = [boules[:] if k == 6 else m.play(boules, comp, k, c) for _, k, c in kinds]
        if n % 4 == 3:
            rows.append([boules[0]] * 2 + m.outside(boules, comp, 4))
            kinds.append(("void", 0, False))
        six = any(c == "six" for c, _, _ in kinds)
        rank = {"six": "rang-1", "cinq-c": "rang-1" if not six else "rang-2", "cinq": "rang-3", "quatre": "rang-4",
                "trois": "rang-5", None: None, "void": "void"}
        counts = m.counts() if n % 2 else None
        s.add("mixed-%d" % n, ["art-8.1.1.1/six" if six else "art-8.1.1.2/a-defaut"],
              "one play of each class%s, in shuffled order, %s" % (
                  "" if six else " but the six", "with counts" if counts else "listed alone"),
              drawing(boules, comp, m.sums(), rows, counts), {"plays": [rank[c] for c, _, _ in kinds]})


def worked(s):
    """The worked drawing of the docstring."""
    plays = [[3, 11, 19, 27, 35, 44], [3, 11, 19, 27, 7, 8], [43, 35, 27, 1, 2, 7], [1, 2, 3, 4, 5, 6],
             [3, 3, 11, 19, 27, 35]]
    s.add("worked-drawing", ["art-10.6/cumul", "art-10.4/report", "art-10.5/rang-inferieur", "art-10.2/arrondi-5f",
                             "art-10.2/arrondi-1f", "art-8.1/nul", "I-SL-STEP"],
          "the worked drawing: rang-1 carried over, rang-2 rolled down to rang-3, rang-3 and rang-4 inverted "
          "and pooled (129 411.76), rounded to 5 F and to 1 F",
          drawing(B0, C0, SUMS0, plays, {"cinq": 999, "quatre": 699, "trois": 19999}),
          {"ranks": {"rang-1": (0, 0), "rang-2": (0, 0), "rang-3": (1000, 129000), "rang-4": (700, 129400),
                     "rang-5": (20000, 15000)},
           "carried_over_cents": 800000000, "plays": ["rang-3", "rang-4", "rang-5", None, "void"]})


def drawings_ranks(s, m):
    """Filling the ranks (8.1.1, 8.1.2), rang-1 unwon (10.4) and roll-down chains (10.5)."""
    P = lambda k, c=False: m.play(B0, C0, k, c)   # noqa: E731
    six, cinqc, cinq, quatre, trois, none = B0[::-1], P(5, True), P(5), P(4), P(3), P(1)
    S = TYPICAL
    s.add("no-six", ["art-8.1.1.2/a-defaut", "art-8.1.2/condition", "art-10.5/rang-inferieur"],
          "no six: rang-1 holds the three cinq-c, rang-2 is empty and its sum rolls down to rang-3",
          drawing(B0, C0, S, [cinqc, cinq], {"cinq-c": 2, "cinq": 9, "quatre": 600, "trois": 12000}),
          {"ranks": {"rang-1": (3, 500000000), "rang-2": (0, 0), "rang-3": (10, 21000000)},
           "carried_over_cents": 0, "plays": ["rang-1", "rang-3"]})
    s.add("six-and-cinq-c", ["art-8.1.2/rang-2", "art-8.1.1.1/six"],
          "a six and two cinq-c: rang-1 the six, rang-2 the cinq-c",
          drawing(B0, C0, S, [six, cinqc], {"cinq-c": 1, "cinq": 9, "quatre": 600, "trois": 12000}),
          {"ranks": {"rang-1": (1, 1500000000), "rang-2": (2, 45000000), "rang-3": (9, 13333000)},
           "plays": ["rang-1", "rang-2"]})
    s.add("rank-1-unwon-no-cinq-c", ["art-10.4/report", "art-10.5/rang-inferieur"],
          "no six and no cinq-c: rang-1 carried over, rang-2's sum rolls down to rang-3",
          drawing(B0, C0, S, [cinq, none], {"cinq": 12, "quatre": 604, "trois": 11870}),
          {"ranks": {"rang-1": (0, 0), "rang-2": (0, 0), "rang-3": (13, 16153500)},
           "carried_over_cents": 1500000000, "plays": ["rang-3", None]})
    s.add("rank-1-cinq-c-not-carried", ["art-8.1.1.2/a-defaut", "art-8.1.1/rang-1"],
          "the same drawing with one cinq-c: rang-1 is won by it, nothing carried over",
          drawing(B0, C0, S, [cinq, none, cinqc], {"cinq": 12, "quatre": 604, "trois": 11870}),
          {"ranks": {"rang-1": (1, 1500000000), "rang-3": (13, 16153500)}, "carried_over_cents": 0})
    s.add("rank-1-unwon-counts-only", ["art-10.4/report"],
          "no listed play, no six nor cinq-c counted: rang-1 carried over",
          drawing(B0, C0, S, [], {"cinq": 30, "quatre": 2000, "trois": 40000}),
          {"carried_over_cents": 1500000000, "plays": []})
    s.add("roll-2-3", ["art-10.5/rang-inferieur", "art-8.1.1.1/six"],
          "a six, no cinq-c: rang-2's sum rolls down to rang-3",
          drawing(B0, C0, S, [six, cinq], {"cinq": 4, "quatre": 700, "trois": 14000}),
          {"ranks": {"rang-2": (0, 0), "rang-3": (5, 42000000)}})
    s.add("roll-2-3-4", ["art-10.5/rang-inferieur"],
          "a six, no cinq-c, no cinq: rang-2 and rang-3 roll down to rang-4",
          drawing(B0, C0, S, [six, quatre], {"quatre": 999, "trois": 14000}),
          {"ranks": {"rang-2": (0, 0), "rang-3": (0, 0), "rang-4": (1000, 450000)}})
    s.add("roll-3-4-5", ["art-10.5/rang-inferieur"],
          "a six and a cinq-c, no cinq nor quatre: rang-3 and rang-4 roll down to rang-5",
          drawing(B0, C0, S, [trois, six, cinqc], {"trois": 11999}),
          {"ranks": {"rang-3": (0, 0), "rang-4": (0, 0), "rang-5": (12000, 60000)}})
    s.add("roll-all-to-5", ["art-10.5/rang-inferieur"],
          "a six and trois only: ranks 2 to 4 roll down to rang-5",
          drawing(B0, C0, S, [six, trois], {"trois": 8999}),
          {"ranks": {"rang-5": (9000, 90000)}, "carried_over_cents": 0})
    s.add("roll-all-to-5-rank-1-carried", ["art-10.5/rang-inferieur", "art-10.4/report"],
          "trois only: rang-1 carried over, ranks 2 to 4 roll down to rang-5",
          drawing(B0, C0, S, [trois, none], {"trois": 8999}),
          {"ranks": {"rang-5": (9000, 90000)}, "carried_over_cents": 1500000000, "plays": ["rang-5", None]})
    s.add("nothing-won", ["I-SL-LAST", "art-10.4/report", "art-10.5/rang-inferieur"],
          "no play in any class: rang-1 carried over, ranks 2 to 5 rolled down past rang-5 (I-SL-LAST)",
          drawing(B0, C0, S, [none, P(2), P(0, True)]),
          {"ranks": {r: (0, 0) for r in RANKS}, "carried_over_cents": sum(S), "plays": [None, None, None]})
    s.add("nothing-won-no-plays", ["I-SL-LAST", "art-10.4/report"],
          "no play at all (an empty drawing): everything carried over or to the reserve",
          drawing(B0, C0, S, []), {"carried_over_cents": sum(S), "plays": []})
    s.add("rank-5-unwon", ["I-SL-LAST", "art-8.1.4/rang-4"],
          "every rank won but rang-5: its sum past the lowest rank (I-SL-LAST)",
          drawing(B0, C0, S, [six, cinqc, cinq, quatre], {"quatre": 499}),
          {"ranks": {"rang-4": (500, 480000), "rang-5": (0, 0)}, "carried_over_cents": 360000000})
    s.add("rank-4-5-unwon", ["I-SL-LAST", "art-10.5/rang-inferieur"],
          "rang-4 and rang-5 unwon: rang-4's sum rolls to rang-5, and both past it (I-SL-LAST)",
          drawing(B0, C0, S, [six, cinq], {"cinq": 29}), {"carried_over_cents": 600000000})
    s.add("rank-2-only-unwon-zero", ["art-8.1.1.1/six"],
          "a six, no cinq-c, rang-2's sum 0: nothing rolls down",
          drawing(B0, C0, [S[0], 0] + S[2:], [six, cinq], {"cinq": 9, "quatre": 600, "trois": 12000}),
          {"ranks": {"rang-3": (10, 12000000)}})
    s.add("no-six-cinq-c-counted", ["art-8.1.2/condition", "art-8.1.1.2/a-defaut"],
          "no six, cinq-c counted only: rang-1 the counted cinq-c, rang-2 empty, the listed cinq rang-3",
          drawing(B0, C0, S, [cinq], {"cinq-c": 4, "cinq": 20, "quatre": 900, "trois": 15000}),
          {"ranks": {"rang-1": (4, 375000000), "rang-2": (0, 0)}, "plays": ["rang-3"]})
    s.add("six-counted-cinq-c-listed", ["art-8.1.2/rang-2"],
          "a counted six makes the listed cinq-c rang-2",
          drawing(B0, C0, S, [cinqc], {"six": 1, "cinq": 20, "quatre": 900, "trois": 15000}),
          {"plays": ["rang-2"]})
    s.add("two-six", ["art-10.1.1/parts-egales", "art-8.1.1.1/six"],
          "two sixes listed, one counted: rang-1 shared in three equal parts of 500 000 000",
          drawing(B0, C0, S, [six, B0], {"six": 1, "cinq-c": 3, "cinq": 20, "quatre": 900, "trois": 15000}),
          {"ranks": {"rang-1": (3, 500000000)}, "plays": ["rang-1", "rang-1"]})


def drawings_pools(s, m):
    """Inverted ranks pooled (10.6; I-SL-NEXT) and the steps of a pooled group (I-SL-STEP)."""
    c = {"six": 0, "cinq-c": 0, "cinq": 0, "quatre": 0, "trois": 0}

    def cnt(**kw):
        return dict(c, **{k.replace("_", "-"): v for k, v in kw.items()})

    s.add("pool-1-2", ["art-10.6/cumul", "art-8.1.1/rang-1", "art-8.1.2/rang-2"],
          "ten sixes (100 000 000 each) below two cinq-c (150 000 000): pooled, 1 300 000 000 / 12",
          drawing(B0, C0, [1000000000, 300000000, 100000000, 200000000, 300000000], [],
                  cnt(six=10, cinq_c=2, cinq=20, quatre=1000, trois=20000)),
          {"ranks": {"rang-1": (10, 108333000), "rang-2": (2, 108333000), "rang-3": (20, 5000000)}})
    s.add("pool-3-4", ["art-10.6/cumul", "art-10.2/arrondi-5f", "art-10.2/arrondi-1f", "I-SL-STEP"],
          "rang-3 (100 000) below rang-4 (171 428.57): pooled at 129 411.76, 5 F and 1 F steps",
          drawing(B0, C0, [3000000000, 200000000, 100000000, 120000000, 300000000], [], cnt(six=1, cinq_c=1, cinq=1000, quatre=700,
                                                                           trois=20000)),
          {"ranks": {"rang-3": (1000, 129000), "rang-4": (700, 129400)}})
    s.add("pool-4-5", ["art-10.6/cumul", "art-10.2/arrondi-1f"],
          "rang-4 (10 000) below rang-5 (15 000): pooled at 14 761.90",
          drawing(B0, C0, TYPICAL[:3] + [10000000, 300000000], [], cnt(six=1, cinq_c=2, cinq=10, quatre=1000,
                                                                      trois=20000)),
          {"ranks": {"rang-4": (1000, 14700), "rang-5": (20000, 14700)}})
    s.add("pool-3-4-5", ["art-10.6/cumul"],
          "rang-3 (10 000) below rang-4 (20 000) below rang-5 (30 000): pooled all three at 27 500",
          drawing(B0, C0, TYPICAL[:2] + [1000000, 2000000, 30000000], [], cnt(six=1, cinq_c=2, cinq=100,
                                                                            quatre=100, trois=1000)),
          {"ranks": {"rang-3": (100, 27500), "rang-4": (100, 27500), "rang-5": (1000, 27500)}})
    s.add("pool-then-above", ["art-10.6/cumul"],
          "rang-3 (500 000) pooled with rang-4 (2 000 000) at 1 863 636.36, then above rang-2 (1 000 000): "
          "pooled again, 225 000 000 / 130",
          drawing(B0, C0, [3000000000, 20000000, 5000000, 200000000, 100000000], [],
                  cnt(six=1, cinq_c=20, cinq=10, quatre=100, trois=20000)),
          {"ranks": {"rang-2": (20, 1730500), "rang-3": (10, 1730500), "rang-4": (100, 1730700),
                     "rang-5": (20000, 5000)}})
    s.add("pool-then-below", ["art-10.6/cumul"],
          "rang-2 (1 000 000) pooled with rang-3 (3 000 000) at 2 000 000, then below rang-4 (2 500 000): "
          "pooled again at 2 250 000",
          drawing(B0, C0, [3000000000, 10000000, 30000000, 50000000, 100000000], [],
                  cnt(six=1, cinq_c=10, cinq=10, quatre=20, trois=20000)),
          {"ranks": {"rang-2": (10, 2250000), "rang-3": (10, 2250000), "rang-4": (20, 2250000)}})
    s.add("pool-1-2-3", ["art-10.6/cumul"],
          "a cascade at the top: rang-1 (1 000 000) below rang-2 (2 000 000) below rang-3 (4 000 000)",
          drawing(B0, C0, [5000000, 10000000, 40000000, 50000000, 100000000], [],
                  cnt(six=5, cinq_c=5, cinq=10, quatre=100, trois=20000)),
          {"ranks": {"rang-1": (5, 2750000), "rang-2": (5, 2750000), "rang-3": (10, 2750000)}})
    s.add("pool-all-five", ["art-10.6/cumul", "I-SL-STEP"],
          "every rank below the next: all five pooled, 26 500 000 / 23 = 1 152 173.91",
          drawing(B0, C0, [100000, 400000, 3000000, 8000000, 15000000], [],
                  cnt(six=1, cinq_c=2, cinq=5, quatre=7, trois=8)),
          {"ranks": {"rang-1": (1, 1152000), "rang-4": (7, 1152100), "rang-5": (8, 1152100)}})
    s.add("pool-after-roll", ["art-10.6/cumul", "art-10.5/rang-inferieur"],
          "rang-3 unwon rolls its sum to rang-4, which then pays more than rang-2: rang-2 and rang-4 pooled",
          drawing(B0, C0, [3000000000, 10000000, 90000000, 10000000, 100000000], [],
                  cnt(six=1, cinq_c=10, quatre=50, trois=20000)),
          {"ranks": {"rang-2": (10, 1833000), "rang-3": (0, 0), "rang-4": (50, 1833300)}})
    s.add("pool-no-six", ["art-10.6/cumul", "art-8.1.1.2/a-defaut", "art-10.5/rang-inferieur"],
          "no six: rang-1 the cinq-c (many), rang-2 rolled to rang-3, which then pays more: pooled",
          drawing(B0, C0, [100000000, 50000000, 50000000, 200000000, 300000000], [],
                  cnt(cinq_c=50, cinq=20, quatre=1000, trois=20000)),
          {"ranks": {"rang-1": (50, 2857000), "rang-3": (20, 2857000)}})
    s.add("pool-zero-sum-rank-1", ["art-10.6/cumul"],
          "rang-1's sum is 0 while rang-2 pays: 0 is below, pooled",
          drawing(B0, C0, [0, 10000000, 20000000, 50000000, 100000000], [], cnt(six=1, cinq_c=3, cinq=10,
                                                                               quatre=100, trois=10000)),
          {"ranks": {"rang-1": (1, 2500000), "rang-2": (3, 2500000)}})
    # ties: equal exact unit gains are not inverted
    s.add("tie-3-4", ["art-10.1.1/parts-egales"],
          "rang-3 and rang-4 both 100 050 exactly: a tie, not pooled; rounded to 100 000 and 100 000",
          drawing(B0, C0, TYPICAL[:2] + [1000500, 10005000, 100000000], [],
                  cnt(six=1, cinq_c=2, cinq=10, quatre=100, trois=20000)),
          {"ranks": {"rang-3": (10, 100000), "rang-4": (100, 100000)}})
    s.add("tie-3-4-steps", ["art-10.2/arrondi-5f"],
          "rang-3 and rang-4 both 100 450 exactly: a tie, not pooled; rang-3 100 000, rang-4 100 400",
          drawing(B0, C0, TYPICAL[:2] + [1004500, 10045000, 100000000], [],
                  cnt(six=1, cinq_c=2, cinq=10, quatre=100, trois=20000)),
          {"ranks": {"rang-3": (10, 100000), "rang-4": (100, 100400)}})
    s.add("tie-1-2", ["art-10.1.1/parts-egales"], "rang-1 and rang-2 both 50 000 000: not pooled",
          drawing(B0, C0, [100000000, 150000000, 100000000, 200000000, 300000000], [],
                  cnt(six=2, cinq_c=3, cinq=10, quatre=1000, trois=20000)),
          {"ranks": {"rang-1": (2, 50000000), "rang-2": (3, 50000000)}})
    s.add("tie-4-5", ["art-10.1.1/parts-egales"], "rang-4 and rang-5 both 12 345.50: not pooled",
          drawing(B0, C0, TYPICAL[:3] + [2469100, 24691000], [],
                  cnt(six=1, cinq_c=2, cinq=10, quatre=200, trois=2000)),
          {"ranks": {"rang-4": (200, 12300), "rang-5": (2000, 12300)}})
    s.add("exact-not-rounded", ["art-10.2/arrondi-5f"],
          "rang-3 100 499 exactly, rang-4 100 400: not inverted (the comparison is of exact gains), though "
          "rounded rang-3 would pay 100 000",
          drawing(B0, C0, TYPICAL[:2] + [1004990, 10040000, 100000000], [],
                  cnt(six=1, cinq_c=2, cinq=10, quatre=100, trois=20000)),
          {"ranks": {"rang-3": (10, 100000), "rang-4": (100, 100400)}})
    s.add("exact-inverted-rounded-equal", ["art-10.6/cumul"],
          "rang-3 100 100 below rang-4 100 150 exactly (both round to 100 000 at 5 F): pooled at 100 145.45",
          drawing(B0, C0, TYPICAL[:2] + [1001000, 10015000, 100000000], [],
                  cnt(six=1, cinq_c=2, cinq=10, quatre=100, trois=20000)),
          {"ranks": {"rang-3": (10, 100000), "rang-4": (100, 100100)}})
    s.add("inverted-by-a-fraction", ["art-10.6/cumul"],
          "rang-4 below rang-5 by a third of a centime: pooled",
          drawing(B0, C0, TYPICAL[:3] + [3000000, 3000001], [],
                  cnt(six=1, cinq_c=2, cinq=10, quatre=300, trois=300)),
          {"ranks": {"rang-4": (300, 10000), "rang-5": (300, 10000)}})
    # pools of 3 and 4 at various sums: the steps differ (I-SL-STEP)
    for n in range(10):
        w3, w4 = m.rng.randint(5, 200), m.rng.randint(200, 5000)
        u4 = m.rng.randint(20000, 400000)
        s4 = u4 * w4 + m.rng.randint(0, w4 - 1)
        s3 = m.rng.randint(1, u4 * w3 // 2)
        s.add("pool-3-4-steps-%d" % n, ["art-10.6/cumul", "I-SL-STEP"],
              "rang-3 (%d winners, %d) below rang-4 (%d winners, %d): pooled, each part to its step or to 5 F" % (
                  w3, s3, w4, s4),
              drawing(B0, C0, [2000000000, 100000000, s3, s4, 300000000], [m.play(B0, C0, 5), m.play(B0, C0, 4)],
                      cnt(six=1, cinq_c=3, cinq=w3 - 1, quatre=w4 - 1, trois=30000)),
              {"plays": ["rang-3", "rang-4"]})
    for n in range(4):
        w3, w4, w5 = m.rng.randint(5, 50), m.rng.randint(100, 500), m.rng.randint(1000, 5000)
        s.add("pool-3-4-5-steps-%d" % n, ["art-10.6/cumul", "I-SL-STEP"],
              "ranks 3, 4 and 5 each below the next: pooled, rounded to their steps or all to 5 F",
              drawing(B0, C0, [2000000000, 100000000, w3 * 1001, w4 * 150007, w5 * 300013], [],
                      cnt(six=1, cinq_c=3, cinq=w3, quatre=w4, trois=w5)))


def drawings_rounding(s, m):
    """10.2 at its boundaries: a part that is a multiple of the step, a centime below, a centime above,
    and a fraction of a centime below."""
    counts = {"six": 1, "cinq-c": 3, "cinq": 7, "quatre": 13, "trois": 17}
    for rank, step, k in (("rang-1", 500, 3000000), ("rang-2", 500, 2000000), ("rang-3", 500, 247),
                          ("rang-4", 100, 421), ("rang-5", 100, 37)):
        clause = "art-10.2/arrondi-5f" if step == 500 else "art-10.2/arrondi-1f"
        i = RANKS.index(rank)
        w = counts[CLASSES[i]]
        for label, part, extra, rounded, covers in (
                ("exact", k * step, 0, k * step, ["art-10.1.1/parts-egales"]),
                ("centime-below", k * step - 1, 0, (k - 1) * step, [clause]),
                ("centime-above", k * step + 1, 0, k * step, [clause]),
                ("fraction-below", k * step, -1, (k - 1) * step, [clause])):
            # the ranks above pay 10^11 each (a multiple of every step), those below 0: no pool, no
            # other rounding
            sums = [10 ** 11 * counts[x] for x in CLASSES[:i]] + [part * w + extra] + [0] * (4 - i)
            s.add("round-%s-%s" % (rank, label), [RANK_CLAUSE[rank]] + covers,
                  "%s: %d winners share %d, a part of %s: paid %d (step %d)" % (
                      rank, w, sums[i], "%d" % part if not extra else "%d less 1/%d" % (part, w), rounded, step),
                  drawing(B0, C0, sums, [], counts), {"ranks": {rank: (w, rounded)}})
    s.add("round-pooled-exact", ["art-10.6/cumul", "art-10.1.1/parts-egales"],
          "rang-3 and rang-4 pooled at exactly 129 000: no rounding at either step",
          drawing(B0, C0, [10 ** 10, 10 ** 9, 100000000, 125363000, 100000], [],
                  {"six": 1, "cinq-c": 1, "cinq": 1000, "quatre": 747, "trois": 100}),
          {"ranks": {"rang-3": (1000, 129000), "rang-4": (747, 129000)}})
    s.add("round-below-step", ["art-10.2/arrondi-1f", "art-8.1.4/rang-5"],
          "rang-5's part 99.99 centimes, below 1 F: rounded down to 0",
          drawing(B0, C0, [10 ** 10, 10 ** 9, 10 ** 8, 10 ** 7, 999999], [],
                  {"six": 1, "cinq-c": 1, "cinq": 10, "quatre": 100, "trois": 10001}),
          {"ranks": {"rang-5": (10001, 0)}})
    s.add("round-below-5f", ["art-10.2/arrondi-5f", "art-8.1.3/rang-3"],
          "rang-3's part 499 centimes, rang-4 and rang-5 0: rang-3 paid 0 (the sums of 0 not inverted below)",
          drawing(B0, C0, [10 ** 10, 10 ** 9, 4990, 0, 0], [], {"six": 1, "cinq-c": 1, "cinq": 10, "quatre": 100,
                                                               "trois": 1000}),
          {"ranks": {"rang-3": (10, 0), "rang-4": (100, 0), "rang-5": (1000, 0)}})


def drawings_extremes(s, m):
    """Sums of 0, large sums and counts."""
    full = {"six": 1, "cinq-c": 2, "cinq": 20, "quatre": 1000, "trois": 20000}
    s.add("all-sums-0", ["art-10.1.1/parts-egales"], "every sum 0, every rank won: every gain 0",
          drawing(B0, C0, [0] * 5, [B0], full), {"carried_over_cents": 0})
    s.add("all-sums-0-nothing-won", ["art-10.4/report", "art-10.5/rang-inferieur"], "every sum 0, nothing won: nothing carried",
          drawing(B0, C0, [0] * 5, [m.play(B0, C0, 2)]), {"carried_over_cents": 0, "plays": [None]})
    s.add("sum-0-rank-1-unwon", ["art-8.1.3/cinq"], "rang-1 unwon with a sum of 0: 0 carried over",
          drawing(B0, C0, [0] + TYPICAL[1:], [], {"cinq-c": 0, "cinq": 20, "quatre": 1000, "trois": 20000}),
          {"carried_over_cents": 0})
    s.add("sum-0-rank-5", ["art-8.1.4/rang-5"], "rang-5's sum 0 with winners: rang-4 above pays more, no pool",
          drawing(B0, C0, TYPICAL[:4] + [0], [], full), {"ranks": {"rang-5": (20000, 0)}})
    s.add("sum-0-rank-3-above-4", ["art-10.6/cumul", "art-10.2/arrondi-1f"],
          "rang-3's sum 0 below rang-4: pooled",
          drawing(B0, C0, TYPICAL[:2] + [0, 240000000, 360000000], [], full),
          {"ranks": {"rang-3": (20, 235000), "rang-4": (1000, 235200)}})
    big = 10 ** 12
    s.add("large-rank-1", ["art-8.1.1/rang-1", "art-8.1.1.1/six"], "one six, rang-1 10^12 centimes",
          drawing(B0, C0, [big, 10 ** 9, 10 ** 8, 10 ** 8, 10 ** 8], [B0], dict(full, six=0)),
          {"ranks": {"rang-1": (1, big)}})
    s.add("large-rank-5", ["art-8.1.4/rang-5", "art-10.2/arrondi-1f"],
          "10^7 trois share 10^12 - 1: 99 999.9999999 each, rounded to 99 900",
          drawing(B0, C0, [big, big // 2, big // 5, big // 10, big - 1], [m.play(B0, C0, 3)],
                  dict(full, trois=10 ** 7 - 1, quatre=10 ** 6)),
          {"ranks": {"rang-5": (10 ** 7, 99900), "rang-4": (10 ** 6, 100000)}})
    s.add("large-pool-4-5", ["art-10.6/cumul", "art-10.2/arrondi-1f"],
          "10^7 quatre and 10^7 trois, sums 10^12 - 10^7 and 10^12: pooled at 99 999.5",
          drawing(B0, C0, [big, big, big, big - 10 ** 7, big], [],
                  dict(full, quatre=10 ** 7, trois=10 ** 7, cinq=10)),
          {"ranks": {"rang-4": (10 ** 7, 99900), "rang-5": (10 ** 7, 99900)}})
    s.add("large-carried", ["art-10.4/report", "I-SL-LAST"],
          "every sum 10^12, nothing won: 5 x 10^12 carried over (I-SL-LAST for the four lower)",
          drawing(B0, C0, [big] * 5, []), {"carried_over_cents": 5 * big})
    s.add("large-counts-every-class", ["art-10.1.1/parts-egales"],
          "10^7 plays in each class, sums up to 10^12",
          drawing(B0, C0, [big, big // 2, big // 4, big // 8, big // 16], [],
                  {c: 10 ** 7 for c in CLASSES}))


def drawings_random(s, m):
    """Seeded random drawings: counts of every kind, some classes empty, listed plays of each class."""
    r = m.rng
    for n in range(80):
        boules, comp = m.draw_numbers()
        counts = {}
        for cls, lo, hi in (("six", 0, 3), ("cinq-c", 0, 12), ("cinq", 0, 200), ("quatre", 0, 8000),
                            ("trois", 0, 150000)):
            if r.random() < 0.7:
                counts[cls] = r.randint(lo, hi) if r.random() < 0.8 else r.randint(lo, max(lo, hi // 100))
        sums = [r.choice([0, r.randint(1, 10 ** 6), r.randint(10 ** 6, 10 ** 10), r.randint(10 ** 10, 10 ** 12)])
                for _ in RANKS]
        kinds = r.sample([(6, False), (5, True), (5, False), (4, False), (4, True), (3, False), (2, True), (1, False)],
                         r.randint(0, 4))
        rows = [boules[::-1] if k == 6 else m.play(boules, comp, k, cc) for k, cc in kinds]
        if r.random() < 0.2:
            rows.append(m.play(boules, comp, 3)[:5] + [r.choice([0, 50])])
        s.add("random-%02d" % n, [], "a seeded random drawing (%d play%s listed, counts %s)" % (
            len(rows), "" if len(rows) == 1 else "s", ", ".join("%s %d" % kv for kv in counts.items()) or "none"),
              drawing(boules, comp, sums, rows, counts))


def drawings_realistic(s, m):
    """Drawings of a real week's shape: sums of the order of the published ones, counts of the
    order of a real drawing's, a six or not, three plays of random classes listed."""
    r = m.rng
    kinds = [(6, False, "six"), (5, True, "cinq-c"), (5, False, "cinq"), (4, False, "quatre"), (4, True, "quatre"),
             (3, False, "trois"), (3, True, "trois"), (2, False, "none"), (2, True, "none"), (0, False, "none")]
    for n in range(40):
        boules, comp = m.draw_numbers()
        counts = m.counts(six=r.choice([0, 0, 1, 2]), cinqc=r.randint(0, 10))
        picked = r.sample(kinds, 3)
        rows = [r.sample(boules, 6) if k == 6 else m.play(boules, comp, k, cc) for k, cc, _ in picked]
        s.add("week-%02d" % n, [], "a drawing of a real week's shape: %s listed; %s" % (
            ", ".join(x for _, _, x in picked), ", ".join("%s %d" % kv for kv in counts.items())),
              drawing(boules, comp, m.sums(), rows, counts))


# ---- shape errors -------------------------------------------------------------------------------

def shape_errors():
    """Request lines of the wrong shape: the evaluator answers an error for every one."""
    good = drawing(B0, C0, TYPICAL, [B0], {"cinq": 3})

    def req(draw, **kw):
        return json.dumps(dict({"id": "e", "game": GAME, "draw": draw}, **kw))

    def without(d, *path):
        d = json.loads(json.dumps(d))
        x = d
        for k in path[:-1]:
            x = x[k]
        del x[path[-1]]
        return d

    def with_(d, value, *path):
        d = json.loads(json.dumps(d))
        x = d
        for k in path[:-1]:
            x = x[k]
        x[path[-1]] = value
        return d

    lines = ["not json", "{", "[1, 2]", '"draw"', "null", json.dumps({"game": GAME, "draw": good}),
             req(good, game="fdj-super-loto-1997"), req(good, game=None), json.dumps({"id": "e", "game": GAME}),
             req(None), req([]), req("draw")]
    lines += [req(without(good, k)) for k in ("draws", "assigned_cents", "plays")]
    lines += [req(without(good, "draws", k)) for k in ("boules", "complementaire")]
    lines += [req(without(good, "assigned_cents", r)) for r in RANKS]
    lines += [req(with_(good, 1, "assigned_cents", "rang-6")), req(with_(good, -1, "assigned_cents", "rang-3")),
              req(with_(good, 1.5, "assigned_cents", "rang-3")), req(with_(good, "100", "assigned_cents", "rang-1")),
              req(with_(good, True, "assigned_cents", "rang-5")), req(with_(good, None, "assigned_cents", "rang-2")),
              req(with_(good, [], "assigned_cents")),
              req(with_(good, B0[:5], "draws", "boules")), req(with_(good, B0 + [1], "draws", "boules")),
              req(with_(good, [7, 8], "draws", "complementaire")), req(with_(good, [], "draws", "complementaire")),
              req(with_(good, 7, "draws", "complementaire")), req(with_(good, [7], "draws", "bonus")),
              req(with_(good, [3, 3, 19, 27, 35, 43], "draws", "boules")), req(with_(good, [3], "draws", "complementaire")),
              req(with_(good, [0, 11, 19, 27, 35, 43], "draws", "boules")), req(with_(good, [50], "draws", "complementaire")),
              req(with_(good, ["3", 11, 19, 27, 35, 43], "draws", "boules")),
              req(with_(good, {"grille": [[1, 2, 3, 4, 5, 6]]}, "plays")), req(with_(good, None, "plays")),
              req(with_(good, [], "counts")), req(with_(good, {"cinq": -1}, "counts")),
              req(with_(good, {"cinq": 1.0}, "counts")), req(with_(good, {"deux": 1}, "counts")),
              req(with_(good, {"rang-3": 1}, "counts")), req(with_(good, {"six": True}, "counts")),
              req(with_(good, 1, "extra"))]
    bad_plays = [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6, 7], [[1, 2, 3, 4, 5]], [[1, 2, 3, 4, 5, 6, 7]],
                 [[1, 2, 3], [4, 5, 6]], [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]], [], [[]],
                 [[1, 2, 3, 4, 5, "6"]], [[1, 2, 3, 4, 5, None]], [[1, 2, 3, 4, 5, "J"]], [[1, 2, 3, 4, 5, 6.0]],
                 [[True, 2, 3, 4, 5, 6]], [[1, 2, 3, 4, 5, [6]]], "1 2 3 4 5 6", None]
    lines += [req(with_(good, [{"grille": g}], "plays")) for g in bad_plays]
    lines += [req(with_(good, [[[1, 2, 3, 4, 5, 6]]], "plays")), req(with_(good, [{}], "plays")),
              req(with_(good, [{"grid": [[1, 2, 3, 4, 5, 6]]}], "plays")),
              req(with_(good, [{"grille": [[1, 2, 3, 4, 5, 6]], "bleue": [[1]]}], "plays")),
              req(with_(good, [{"grille": [B0]}, None], "plays"))]
    return lines


def check_errors():
    lines = shape_errors()
    answers = ask(lines, {})
    assert len(answers) == len(lines), (len(answers), len(lines))
    for line, a in zip(lines, answers):
        assert "error" in a and set(a) == {"id", "error"}, (line, a)
    return len(lines)


# ---- the fault self-test ------------------------------------------------------------------------

def fault_test(cases, every=False):
    """Each SL_FAULT value must be told apart by some written case (its expectation, under its readings)."""
    defaults = {e: rs[0] for e, rs in ENTRIES}
    kills = {f: [] for f in FAULTS}
    for k in combos():
        mine = [c for c in cases if all(k[e] == v for e, v in c.get("readings", {}).items())
                and all(v == defaults[e] or c.get("readings", {}).get(e) == v for e, v in k.items())]
        if not mine:
            continue
        for f in FAULTS:
            got = ask_draws([c["draw"] for c in mine], k, f)
            kills[f] += [c["id"] for c, r in zip(mine, got) if "error" in r or expectation(r) != c["expect"]]
    ok = True
    for f in FAULTS:
        ids = sorted(set(kills[f]), key=[c["id"] for c in cases].index)
        shown = ids if every else ids[:10]
        print("SL_FAULT=%s: killed by %d case(s)%s" % (f, len(ids), (": " + ", ".join(shown) + (
            ", ... (--kills lists them all)" if len(shown) < len(ids) else "")) if ids else ""))
        ok = ok and bool(ids)
    return ok


def read_cases(path):
    """The cases of a file this script wrote (one key a line; draw and expect as JSON)."""
    cases, c, part = [], None, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("  - id: "):
                c = {"id": line[8:], "draw": {}, "expect": {}}
                cases.append(c)
            elif line.startswith("    readings: {"):
                c["readings"] = dict(kv.split(": ") for kv in line[15:-1].split(", "))
            elif line in ("    draw:", "    expect:"):
                part = line.strip()[:-1]
            elif line.startswith("      "):
                k, _, v = line.strip().partition(": ")
                c[part][k] = json.loads(v)
    return cases


def build(outdir):
    s = Suite(GAME, "sl")
    m = Maker(random.Random(1998))
    plays_positional(s, m)
    plays_none(s, m)
    plays_bounds(s, m)
    plays_void(s, m)
    plays_mixed(s, m)
    worked(s)
    drawings_ranks(s, Maker(random.Random(81)))
    drawings_pools(s, Maker(random.Random(106)))
    drawings_rounding(s, m)
    drawings_extremes(s, Maker(random.Random(1012)))
    drawings_realistic(s, Maker(random.Random(52)))
    drawings_random(s, Maker(random.Random(49)))
    expectations(s)
    return s, write(s, outdir)


def main():
    args = sys.argv[1:]
    every = "--kills" in args
    args = [a for a in args if a != "--kills"]
    if len(args) > 1 or any(a.startswith("-") and a != "--check" for a in args):
        sys.exit("usage: pool_cases.py [--kills] [--check | OUTDIR]")
    n_err = check_errors()
    if args == ["--check"]:
        committed = os.path.join(HERE, GAME, "cases.yaml")
        with tempfile.TemporaryDirectory() as tmp:
            s, n = build(tmp)
            with open(os.path.join(tmp, GAME, "cases.yaml"), "rb") as f:
                fresh = f.read()
        try:
            with open(committed, "rb") as f:
                same = f.read() == fresh
        except FileNotFoundError:
            same = False
        print("%s: %d cases, %d shape errors answered error; %s" % (
            GAME, n, n_err, "the committed file is up to date" if same else "the committed file DIFFERS"))
        path = committed if same else None
    else:
        outdir = args[0] if args else HERE
        s, n = build(outdir)
        path = os.path.join(outdir, GAME, "cases.yaml")
        same = True
        per = {}
        for c in s.cases:
            key = ", ".join("%s=%s" % kv for kv in c.get("readings", {}).items()) or "(no reading named)"
            per[key] = per.get(key, 0) + 1
        print("%s: %d cases (%s), %d shape errors answered error" % (
            GAME, n, "; ".join("%s: %d" % kv for kv in sorted(per.items())), n_err))
    ok = fault_test(read_cases(path), every) if path else True
    sys.exit(0 if same and ok else 1)


if __name__ == "__main__":
    main()
