#!/usr/bin/env python3
"""keno_cases.py — writes tests/cases/wa-daily-keno/cases.yaml, the cases of
Washington's Lottery Daily Keno (game id wa-daily-keno), from the stored
text (rules/reglements/009_daily_keno_wa.txt), not from any rules file:

  python3 tests/cases/keno_cases.py > tests/cases/wa-daily-keno/cases.yaml

and, to check that the file is what this script writes:

  python3 tests/cases/keno_cases.py | cmp - tests/cases/wa-daily-keno/cases.yaml

Every expectation is the answer of the independent evaluator
tests/candidates/keno_candidate.py (its default reading, no fault), written
from the same text; each case is also built for a row of a table or a break
this script names itself, and the script stops if the evaluator disagrees.

The cases: every row of the 10-spot and the 9-spot tables at every stake
($1, $2, $3, $4, $5, $10, $20), twice (the matched numbers at other places;
10 of 10 paid up to $500,000 with the note drawing-cap); every count of
both that pays nothing (1 to 4 of 10, 0 to 3 of 9) at every stake; plays of
1 to 8 spots, whose tables the stored text does not hold (they lose,
I-KENO-CUT), matched wholly, partly or not at all; the bounds 1 and 80 at
each place of a 10-spot and a 9-spot play and of the draw; every way a unit
breaks the form (0, 81, -1, values that too few bits would wrap into range,
a joker, a blank at each place of the play, two equal numbers at each pair
of a few places, the empty play, draws of 0, 10, 19 and 21 numbers, out of
range or repeated, stakes not listed), each void under I-KENO-VOID's
default reading and each twinned, refunded, under the other."""
import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "keno_candidate", os.path.join(HERE, "..", "candidates", "keno_candidate.py"))
keno = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(keno)

STAKES = [100, 200, 300, 400, 500, 1000, 2000]
# spot count -> [(matches, $1 prize in cents)], in the order the text prints the rows
TABLE = {
    10: [(10, 10000000), (9, 500000), (8, 50000), (7, 5000), (6, 500), (5, 200), (0, 300)],
    9: [(9, 2500000), (8, 250000), (7, 10000), (6, 1000), (5, 500), (4, 100)],
}
CAP = 50000000
CLAUSE = {   # the evaluator's names of the breaks, and the clauses they break
    "one-to-ten": "art-how-to-play/one-to-ten",
    "range": "art-how-to-play/range",
    "distinct": "art-how-to-play/distinct",
    "drawn-twenty": "art-prize-payout/drawn-twenty",
    "drawn-range": "art-prize-payout/drawn-range",
    "drawn-distinct": "art-prize-payout/drawn-distinct",
    "stake-allowed": "art-how-to-play/stake-allowed",
}
RANGE, DRAWN_RANGE = "art-how-to-play/range", "art-prize-payout/drawn-range"
SERVING, LOSE = "art-prize-payout/serving", "art-prize-payout/lose"
out = []
ids = set()


def dollars(cents):
    return "$" + format(cents // 100, ",")


def expected(spots, matches, stake):
    """What this script means the play to pay, and its notes (checked against the evaluator)."""
    prize = dict(TABLE.get(spots, [])).get(matches, 0)
    cents = prize * (stake // 100)
    if spots == 10 and matches == 10:
        return min(cents, CAP), ["drawing-cap"]
    return cents, []


def outcome(unit, remedy="void"):
    """The evaluator's answer, as a case's expect."""
    won = keno.play(unit)
    if won is None:
        return {"status": "anomaly", "amount_cents": 0, "remedy": remedy}
    cents, notes = won[0], won[1]
    return {"status": "win" if cents else "lose", "amount_cents": cents, "grids": {"play": cents}, "notes": notes}


def unit_of(play, drawn, stake):
    return {"grids": {"play": [list(play)]}, "draws": {"drawn": list(drawn)}, "stake_cents": stake}


def add(cid, covers, desc, unit, expect, readings=None):
    assert cid not in ids, cid
    ids.add(cid)
    c = {"id": cid, "covers": covers, "description": desc}
    if readings:
        c["readings"] = readings
    c["unit"] = unit
    c["expect"] = expect
    out.append(c)


def level_covers(spots, matches, stake, extra=()):
    """The clauses a valid play of this spot count and match count bears out; extra (bounds) after the first."""
    cents, _ = expected(spots, matches, stake)
    if spots in TABLE and cents:
        covers = ["art-%d-spot/%d" % (spots, matches)] + ([SERVING] if matches else [])   # 0 of 10: no draw marks
        if spots == 10 and matches == 10:
            covers.append("I-KENO-CAP")
    else:
        covers = [LOSE]
        if spots not in TABLE:
            covers.append("I-KENO-CUT")
    return covers[:1] + list(extra) + covers[1:]


def words(spots, matches, stake):
    cents, notes = expected(spots, matches, stake)
    head = "%d of %d on a %d-spot play at %s" % (matches, spots, spots, dollars(stake))
    if spots not in TABLE:
        return head + ": the %d-spot table is not in the stored text, the play loses (I-KENO-CUT)" % spots
    if notes:
        full = dict(TABLE[10])[10] * (stake // 100)
        if full > CAP:
            return head + ": %s times %d is %s, paid up to %s, note drawing-cap" % (
                dollars(dict(TABLE[10])[10]), stake // 100, dollars(full), dollars(CAP))
        return head + ": %s, within the %s cap, note drawing-cap" % (dollars(cents), dollars(CAP))
    if cents:
        return head + ": %s times %d, %s" % (dollars(dict(TABLE[spots])[matches]), stake // 100, dollars(cents))
    return head + ": no row of the %d-spot table, nothing" % spots


def valid(cid, covers, desc, play, drawn, stake):
    """A conforming unit; the evaluator must agree with what this script means it to pay."""
    u = unit_of(play, drawn, stake)
    assert not keno.violations(*keno.shape(u)), cid
    spots = len(play)
    matches = len(set(play) & set(drawn))
    e = outcome(u)
    cents, notes = expected(spots, matches, stake)
    assert e["status"] != "anomaly" and e["amount_cents"] == cents and e["notes"] == notes, (cid, e, cents, notes)
    add(cid, covers, desc, u, e)


def layout(spots, matches, k, shift, lo=2, hi=79):
    """A play of `spots` numbers of which `matches` are drawn, and the 20 drawn, all of lo..hi, picked by k;
    the play turned by shift, the draw in one of several orders."""
    span = hi - lo + 1
    steps = [s for s in range(5, span) if all(span % p or s % p for p in range(2, s + 1) if span % p == 0)]
    step = steps[k % len(steps)]
    perm = [(i * step + k * 3) % span + lo for i in range(span)]   # step prime to span: each of lo..hi once
    drawn, spare = perm[:20], perm[20:]
    start = (k * 7) % 20
    mine = [drawn[(start + i) % 20] for i in range(matches)]
    play = mine + spare[k % 11:][:spots - matches]
    play = play[shift % spots:] + play[:shift % spots] if spots else play
    order = k % 3
    if order == 1:
        drawn = sorted(drawn)
    elif order == 2:
        drawn = drawn[::-1]
    return play, drawn


# 1. Every row of both tables at every stake, twice (the matched numbers at other places).
k = 0
for spots in (10, 9):
    for matches, _ in TABLE[spots]:
        for stake in STAKES:
            for twice in range(2):
                k += 1
                play, drawn = layout(spots, matches, k, k * 3 + twice * 5)
                valid("keno-%d-spot-%d-at-%d-%s" % (spots, matches, stake, "ab"[twice]),
                      level_covers(spots, matches, stake), words(spots, matches, stake), play, drawn, stake)

# 2. Every count of both that pays nothing, at every stake.
for spots, counts in ((10, (1, 2, 3, 4)), (9, (0, 1, 2, 3))):
    for matches in counts:
        for stake in STAKES:
            k += 1
            play, drawn = layout(spots, matches, k, k)
            valid("keno-%d-spot-%d-at-%d" % (spots, matches, stake), level_covers(spots, matches, stake),
                  words(spots, matches, stake), play, drawn, stake)

# 3. Plays of 1 to 8 spots: valid plays whose tables the stored text does not hold.
for spots in range(1, 9):
    for matches in sorted({0, spots // 2, spots - 1, spots}):
        for stake in (STAKES[(spots + matches) % 7], STAKES[(spots + matches + 3) % 7]):
            k += 1
            play, drawn = layout(spots, matches, k, k)
            valid("keno-%d-spot-%d-at-%d" % (spots, matches, stake), level_covers(spots, matches, stake),
                  words(spots, matches, stake), play, drawn, stake)

# 4. Bounds: 1 and 80 at each place of a 10-spot and a 9-spot play, and of the draw.
for spots, matches in ((10, 7), (9, 6)):
    for pos in range(spots):
        for v in (1, 80):
            for drawn_too in (True, False):
                k += 1
                stake = STAKES[k % 7]
                m = matches if drawn_too else matches - 1   # v drawn (one of the matches) or not
                play, drawn = layout(spots, matches - 1, k, 0)
                # play[:matches-1] are drawn; put v at pos, drawn or not
                rest = play[:matches - 1] + play[matches:]
                play = rest[:pos] + [v] + rest[pos:]
                if drawn_too:
                    spare_drawn = next(i for i in range(20) if drawn[i] not in play)
                    drawn = drawn[:spare_drawn] + [v] + drawn[spare_drawn + 1:]
                assert len(set(play) & set(drawn)) == m
                valid("keno-play-%d-at-%d-of-%d-spot-%s" % (v, pos, spots, "drawn" if drawn_too else "not-drawn"),
                      level_covers(spots, m, stake, [RANGE, DRAWN_RANGE] if drawn_too else [RANGE]),
                      "number %d of the %d-spot play is %d, a bound of 1..80, %s: %s"
                      % (pos, spots, v, "drawn" if drawn_too else "not drawn", words(spots, m, stake)),
                      play, drawn, stake)
for pos in range(20):
    for v in (1, 80):
        for on_play in (True, False):
            k += 1
            stake = STAKES[(k + 2) % 7]
            spots, matches = (10, 8) if on_play else (9, 5)
            play, drawn = layout(spots, matches - 1 if on_play else matches, k, 0)
            if on_play:
                play = play[:matches - 1] + [v] + play[matches - 1:spots - 1]
                play = play[k % spots:] + play[:k % spots]
            rest = [x for x in drawn if x not in play][:1]
            drawn = [x for x in drawn if x != rest[0]]   # 19 numbers, then v at pos
            drawn = drawn[:pos] + [v] + drawn[pos:]
            assert len(set(play) & set(drawn)) == matches
            valid("keno-drawn-%d-at-%d-%s" % (v, pos, "played" if on_play else "not-played"),
                  level_covers(spots, matches, stake, [DRAWN_RANGE, RANGE] if on_play else [DRAWN_RANGE]),
                  "number %d drawn is %d, a bound of 1..80, %s: %s"
                  % (pos, v, "on the play" if on_play else "not on the play", words(spots, matches, stake)),
                  play, drawn, stake)
for spots in (1, 2, 5):
    for stake in (100, 2000):
        k += 1
        play, drawn = layout(spots, spots, k, 0)
        play = ([1, 80] + play)[:spots] if spots > 1 else [1 if stake == 100 else 80]
        drawn = [x for x in drawn if x not in play][:20 - len(play)] + play
        drawn = drawn[k % 20:] + drawn[:k % 20]
        valid("keno-bounds-%d-spot-at-%d" % (spots, stake), level_covers(spots, spots, stake, [RANGE, DRAWN_RANGE]),
              "a %d-spot play holding %s, all drawn: %s" % (spots, " and ".join(str(x) for x in play if x in (1, 80)),
                                                            words(spots, spots, stake)), play, drawn, stake)
for stake in (500, 1000, 2000):   # 10 of 10 with both bounds: the cap at the edges of the range
    k += 1
    play, drawn = layout(10, 10, k, 0)
    play = [1] + play[1:9] + [80]
    drawn = [x for x in drawn if x not in play][:10] + play
    drawn = drawn[k % 20:] + drawn[:k % 20]
    valid("keno-bounds-10-of-10-at-%d" % stake, level_covers(10, 10, stake, [RANGE, DRAWN_RANGE]),
          "a 10-spot play holding 1 and 80, all drawn: %s" % words(10, 10, stake), play, drawn, stake)
for stake in (100, 400, 2000):    # 0 of 10 at the edges: 1 and 80 played and not drawn, or drawn and not played
    for where in ("played", "drawn"):
        k += 1
        play, drawn = layout(10, 0, k, 0)
        if where == "played":
            play = [1] + play[1:9] + [80]
            bounds = [RANGE]
        else:
            drawn = [1] + drawn[1:19] + [80]
            drawn = drawn[k % 20:] + drawn[:k % 20]
            bounds = [DRAWN_RANGE]
        valid("keno-bounds-0-of-10-%s-at-%d" % (where, stake), level_covers(10, 0, stake, bounds),
              "1 and 80 %s, not %s: %s" % (where, "drawn" if where == "played" else "played", words(10, 0, stake)),
              play, drawn, stake)


# 5. Units that break the form: void (I-KENO-VOID's default), each twinned refunded.
def bad(cid, breaks, desc, play, drawn, stake):
    u = unit_of(play, drawn, stake)
    got = keno.violations(*keno.shape(u))
    assert [CLAUSE[b] for b in got] == breaks, (cid, got, breaks)
    add(cid, breaks + ["art-how-to-play/void", "I-KENO-VOID"], desc, u, outcome(u, "void"), {"I-KENO-VOID": "void"})
    add(cid + "--refund", breaks + ["art-how-to-play/refund", "I-KENO-VOID"],
        desc + " (refunded under the other reading)", u, outcome(u, "refund"), {"I-KENO-VOID": "refund"})


def vid(v, top=80):
    """A value as a case id spells it: far values by the power of 2 they pass."""
    if v >= 2 ** 32:
        return "2e32-plus-%d" % (v - 2 ** 32)
    if v >= 65536:
        return "2e16-plus-%d" % (v - 65536)
    if 256 <= v <= 256 + top:
        return "2e8-plus-%d" % (v - 256)
    return str(v).replace("-", "minus-")


ONE_TO_TEN, PLAY_RANGE, DISTINCT = ["art-how-to-play/one-to-ten"], [RANGE], ["art-how-to-play/distinct"]
TWENTY, DRANGE, DDISTINCT = ["art-prize-payout/drawn-twenty"], [DRAWN_RANGE], ["art-prize-payout/drawn-distinct"]
STAKE = ["art-how-to-play/stake-allowed"]
base_play, base_drawn = layout(10, 7, 1000, 3)   # 7 of 10: $50 a dollar, were the unit well formed
n = 0


def play_values(x):
    """Out-of-range values for a play cell holding x: each with its words."""
    return [(0, "0, below 1"), (81, "81, beyond 80"), (-1, "-1"),
            (256 + x, "beyond 80 (read in 8 bits: %d)" % x),
            (65536 + x, "beyond 80 (read in 16 bits: %d)" % x),
            (2 ** 32 + x, "beyond 80 (read in 32 bits: %d)" % x)]


for name, bplay, places in (("", base_play, range(10)), ("9-spot-", base_play[:9], (0, 4, 8)),
                            ("3-spot-", base_play[:3], (0, 1, 2)), ("1-spot-", base_play[:1], (0,))):
    for pos in places:
        for v, why in play_values(bplay[pos]):
            n += 1
            p = list(bplay)
            p[pos] = v
            bad("keno-bad-%splay-%s-at-%d" % (name, vid(v), pos), PLAY_RANGE,
                "number %d of the %d-spot play is %s" % (pos, len(p), why), p, base_drawn, STAKES[n % 7])
        for v, cname in (("J", "joker"), (None, "blank")):
            n += 1
            p = list(bplay)
            p[pos] = v
            bad("keno-bad-%splay-%s-at-%d" % (name, cname, pos), ONE_TO_TEN,
                "a %s at place %d of the %d-spot play: a play holds numbers only" % (cname, pos, len(p)),
                p, base_drawn, STAKES[n % 7])
bad("keno-bad-play-empty", ONE_TO_TEN, "an empty play: at least one spot", [], base_drawn, 100)
bad("keno-bad-play-empty-at-2000", ONE_TO_TEN, "an empty play at $20: at least one spot", [], base_drawn, 2000)
for name, bplay, places in (("", base_play, (0, 1, 5, 8, 9)), ("4-spot-", base_play[:4], range(4)),
                            ("2-spot-", [base_play[0], base_play[7]], range(2))):
    for i in places:
        for j in places:
            if j <= i:
                continue
            n += 1
            p = list(bplay)
            p[j] = p[i]
            bad("keno-bad-%splay-twice-%d-%d" % (name, i, j), DISTINCT,
                "numbers %d and %d of the %d-spot play are both %d (%s)"
                % (i, j, len(p), p[i], "drawn" if p[i] in base_drawn else "not drawn"), p, base_drawn, STAKES[n % 7])
p = list(base_play)
p[2], p[6] = "J", None
bad("keno-bad-play-joker-and-blank", ONE_TO_TEN, "a joker at place 2 and a blank at place 6", p, base_drawn, 500)
p = list(base_play)
p[0], p[9] = 0, 81
bad("keno-bad-play-0-and-81", PLAY_RANGE, "numbers 0 and 81 at places 0 and 9", p, base_drawn, 100)
p = list(base_play)
p[3], p[5] = p[1], 81
bad("keno-bad-play-twice-and-81", PLAY_RANGE + DISTINCT, "numbers 1 and 3 of the play equal, number 5 is 81", p,
    base_drawn, 1000)
p = list(base_play)
p[4], p[7] = "J", 0
bad("keno-bad-play-joker-and-0", ONE_TO_TEN + PLAY_RANGE, "a joker at place 4 and 0 at place 7", p, base_drawn, 200)

spare = [x for x in range(2, 80) if x not in base_drawn and x not in base_play]
for size in (0, 1, 10, 19, 21, 40):
    n += 1
    d = (base_drawn + spare)[:size]
    bad("keno-bad-drawn-%d" % size, TWENTY, "%d numbers drawn, not 20" % size, base_play, d, STAKES[n % 7])
n += 1
bad("keno-bad-drawn-19-of-them-the-play", TWENTY, "19 numbers drawn, the 7 matched among them",
    base_play, [x for x in base_drawn if x in base_play] + [x for x in base_drawn if x not in base_play][:12], 500)
bad("keno-bad-drawn-21-twice", TWENTY + DDISTINCT, "21 numbers drawn, the last a repeat of the first",
    base_play, base_drawn + base_drawn[:1], 300)
for i in range(20):   # every index of the draw: a range check one short is seen wherever it stops
    for v, why in [(0, "0, below 1"), (81, "81, beyond 80"), (-1, "-1"),
                   (256 + base_drawn[i], "beyond 80 (read in 8 bits: %d)" % base_drawn[i]),
                   (65536 + base_drawn[i], "beyond 80 (read in 16 bits: %d)" % base_drawn[i]),
                   (2 ** 32 + base_drawn[i], "beyond 80 (read in 32 bits: %d)" % base_drawn[i])]:
        n += 1
        d = list(base_drawn)
        d[i] = v
        bad("keno-bad-drawn-%s-at-%d" % (vid(v), i), DRANGE, "number %d drawn is %s" % (i, why), base_play, d,
            STAKES[n % 7])
for i, j in [(k, (k + 1) % 20) for k in range(20)] + [(5, 15), (3, 12)]:   # each index in a repeat
    n += 1
    d = list(base_drawn)
    d[j] = d[i]
    bad("keno-bad-drawn-twice-%d-%d" % (i, j), DDISTINCT,
        "numbers %d and %d drawn are both %d (%s)" % (i, j, d[i], "on the play" if d[i] in base_play else
                                                       "not on the play"), base_play, d, STAKES[n % 7])
d = list(base_drawn)
d[1], d[2] = d[0], 81
bad("keno-bad-drawn-twice-and-81", DRANGE + DDISTINCT, "numbers 0 and 1 drawn equal, number 2 drawn 81", base_play,
    d, 400)
for stake, why in [(0, ""), (50, " (50 cents)"), (150, " ($1.50)"), (600, " ($6, between $5 and $10)"),
                   (2500, " ($25)"), (100 + 65536, " (read in 16 bits: 100)"), (99, ""), (101, ""), (700, ""),
                   (1500, " ($15)"), (3000, " ($30)"), (-100, ""), (1, " (dollars, not cents)"),
                   (20, " (dollars, not cents)"), (10000, " (cents times 100)"),
                   (2000 + 2 ** 32, " (read in 32 bits: 2000)"), (500 + 256, " (read in 8 bits: 244)")]:
    bad("keno-bad-stake-%s" % vid(stake, 0), STAKE,
        "a stake of %d cents%s: the stakes are $1, $2, $3, $4, $5, $10, $20" % (stake, why), base_play, base_drawn,
        stake)
ten, ten_drawn = layout(10, 10, 2024, 0)
bad("keno-bad-stake-600-10-of-10", STAKE, "10 of 10 at a stake of 600 cents, not listed", ten, ten_drawn, 600)
zero, zero_drawn = layout(10, 0, 2025, 0)
bad("keno-bad-stake-150-0-of-10", STAKE, "0 of 10 at a stake of 150 cents, not listed", zero, zero_drawn, 150)
p = list(base_play)
p[6] = 81
bad("keno-bad-play-81-and-stake-600", PLAY_RANGE + STAKE, "number 6 of the play is 81 and the stake 600 cents", p,
    base_drawn, 600)
bad("keno-bad-play-empty-drawn-19-stake-0", ONE_TO_TEN + TWENTY + STAKE, "an empty play, 19 numbers drawn, stake 0",
    [], base_drawn[:19], 0)
bad("keno-bad-everything", ONE_TO_TEN + PLAY_RANGE + DISTINCT + TWENTY + DRANGE + DDISTINCT + STAKE,
    "a joker, 0 and a repeat on the play; 21 drawn with 81 and a repeat; stake 50",
    ["J", 0, base_play[2], base_play[2]] + base_play[4:], [81] + base_drawn[1:] + base_drawn[1:2], 50)

print("# yaml-language-server: $schema=../../../schemas/cases.schema.json")
print("# Cases of Washington's Lottery Daily Keno, written by tests/cases/keno_cases.py from the stored text")
print("# rules/reglements/009_daily_keno_wa.txt, not from any rules file: every expectation is the answer of the")
print("# independent evaluator tests/candidates/keno_candidate.py (see that script).")
print("# Regenerate: python3 tests/cases/keno_cases.py > tests/cases/wa-daily-keno/cases.yaml")
print("game: wa-daily-keno")
print("cases:")
for c in out:
    print("  - id: %s" % c["id"])
    print("    covers: [%s]" % ", ".join(c["covers"]))
    print("    description: %s" % json.dumps(c["description"], ensure_ascii=False))
    if "readings" in c:
        print("    readings: {%s}" % ", ".join("%s: %s" % kv for kv in c["readings"].items()))
    u = c["unit"]
    print("    unit:")
    print("      grids: %s" % json.dumps(u["grids"]))
    print("      draws: %s" % json.dumps(u["draws"]))
    print("      stake_cents: %d" % u["stake_cents"])
    print("    expect: %s" % json.dumps(c["expect"]))
