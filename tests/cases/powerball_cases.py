#!/usr/bin/env python3
"""powerball_cases.py — writes tests/cases/musl-powerball-2015/cases.yaml, the
cases of Powerball as changed for the drawing of October 7, 2015, with its
Power Play option (game id musl-powerball-2015), from the stored text
(rules/reglements/008_powerball_2015.txt), not from any rules file:

  python3 tests/cases/powerball_cases.py > tests/cases/musl-powerball-2015/cases.yaml

and, to check that the file is what this script writes:

  python3 tests/cases/powerball_cases.py | cmp - tests/cases/musl-powerball-2015/cases.yaml

Every expectation is the answer of the independent evaluator
tests/candidates/powerball_candidate.py (its default reading, no fault),
written from the same text; each case is also built for a tier or a break
this script names itself, and the script stops if the evaluator disagrees.

The cases: every tier of the prize chart (and the losing plays 0, 1 and 2
white without the Powerball) at 200 and 300 cents, under each drawn
multiplier 2, 3, 4, 5, 10, twice (the matching numbers at other places);
a white number played equal to the red number drawn, a red number played
equal to a white number drawn, the red equal to a white on the play, the
red drawn equal to a white drawn; the bounds 1 and 69 at each white place
of the play and of the draw, 1 and 26 at the red; every way a unit breaks
the form (0, 70, -1, a joker, a blank at each place, 27 at the red, two
equal white numbers at each pair of places, draws of the wrong size, out of
range or repeated, a multiplier other than 2, 3, 4, 5, 10, a stake other
than 200 or 300, values that too few bits would wrap into range), each void
under I-PB-VOID's default reading, and one twin per broken clause refunded
under the other."""
import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "powerball_candidate", os.path.join(HERE, "..", "candidates", "powerball_candidate.py"))
pb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pb)

MULTIPLIERS = [2, 3, 4, 5, 10]
# (white matched, Powerball matched): clause, cents at $2, multiplied with Power Play, words
TIERS = [
    ((5, 1), "art-prize-chart/5-1", None, False, "5 white and the Powerball"),
    ((5, 0), "art-prize-chart/5-0", 100000000, False, "5 white"),
    ((4, 1), "art-prize-chart/4-1", 5000000, True, "4 white and the Powerball"),
    ((4, 0), "art-prize-chart/4-0", 10000, True, "4 white"),
    ((3, 1), "art-prize-chart/3-1", 10000, True, "3 white and the Powerball"),
    ((3, 0), "art-prize-chart/3-0", 700, True, "3 white"),
    ((2, 1), "art-prize-chart/2-1", 700, True, "2 white and the Powerball"),
    ((1, 1), "art-prize-chart/1-1", 400, True, "1 white and the Powerball"),
    ((0, 1), "art-prize-chart/0-1", 400, True, "the Powerball only"),
    ((2, 0), "art-prize-chart/lose", 0, False, "2 white, no Powerball"),
    ((1, 0), "art-prize-chart/lose", 0, False, "1 white, no Powerball"),
    ((0, 0), "art-prize-chart/lose", 0, False, "no number"),
]
TIER = {t[0]: t for t in TIERS}
CLAUSE = {   # the evaluator's names of the breaks, and the clauses they break
    "six-numbers": "art-game/six-numbers",
    "ranges": "art-game/ranges",
    "white-distinct": "art-red-ball/white-distinct",
    "white-five": "art-game/white-five",
    "red-one": "art-game/red-one",
    "power-play-one": "art-power-play/one",
    "white-drawn-range": "art-game/white-drawn-range",
    "red-drawn-range": "art-game/red-drawn-range",
    "power-play-values": "art-power-play/values",
    "white-drawn-distinct": "art-game/white-drawn-distinct",
    "stake-allowed": "art-price/stake-allowed",
}
out = []
ids = set()


def dollars(cents):
    return "$" + format(cents // 100, ",")


def expected_cents(wp, stake, mult):
    """What this script means the tier to pay (checked against the evaluator)."""
    _, _, cents, multiplied, _ = TIER[wp]
    if cents is None:
        return 0
    if stake == 300 and wp == (5, 0):
        return 200000000
    if stake == 300 and multiplied:
        return cents * mult
    return cents


def outcome(unit, remedy="void"):
    """The evaluator's answer, as a case's expect."""
    won = pb.play(unit)
    if won is None:
        return {"status": "anomaly", "amount_cents": 0, "remedy": remedy}
    cents, grand = won
    return {"status": "win" if cents or grand else "lose", "amount_cents": cents, "grids": {"play": cents},
            "notes": ["grand-prize"] if grand else []}


def unit_of(play, white, red, pp, stake):
    return {"grids": {"play": [list(play)]}, "draws": {"white": list(white), "red": list(red), "power-play": list(pp)},
            "stake_cents": stake}


def add(cid, covers, desc, unit, expect, readings=None):
    assert cid not in ids, cid
    ids.add(cid)
    c = {"id": cid, "covers": covers, "description": desc}
    if readings:
        c["readings"] = readings
    c["unit"] = unit
    c["expect"] = expect
    out.append(c)


def tier_covers(wp, stake, first=None):
    """The clauses a play of tier wp at this stake bears out: the tier, the draws whose matches it uses, the multiplier."""
    w, p = wp
    clause, multiplied = TIER[wp][1], TIER[wp][3]
    covers = [clause]
    if clause != "art-prize-chart/lose":
        if w:
            covers.append("art-red-ball/white-cells")
        if p:
            covers.append("art-red-ball/red-cell")
        if stake == 300 and multiplied:
            covers.append("art-power-play/multiplied")
    if first:
        covers = [first] + [c for c in covers if c != first]
    return covers


def valid(cid, covers, desc, play, white, red, pp, stake, wp):
    """A conforming unit built for tier wp; the evaluator must agree."""
    u = unit_of(play, white, red, pp, stake)
    e = outcome(u)
    cents = expected_cents(wp, stake, pp[0])
    assert e["status"] != "anomaly" and e["amount_cents"] == cents, (cid, e, cents)
    assert (e["notes"] == ["grand-prize"]) == (wp == (5, 1)), cid
    add(cid, covers, desc, u, e)


def tier_words(wp, stake, mult):
    w = TIER[wp][4]
    cents = expected_cents(wp, stake, mult)
    pp = "with Power Play (x%d drawn)" % mult if stake == 300 else "without Power Play (x%d drawn, no effect)" % mult
    if wp == (5, 1):
        pays = "the jackpot, a share the unit cannot know: win, 0, note grand-prize"
    elif cents:
        pays = dollars(cents)
    else:
        pays = "nothing"
    return "%s at %d cents %s: %s" % (w, stake, pp, pays)


def layout(w, p, k, shift):
    """A play of w white numbers drawn and the Powerball (p), the numbers picked by k, the play turned by shift.
    The play's other numbers are neither drawn white nor the red drawn, its red is no white drawn."""
    perm = [(i * 10 + k * 7) % 69 + 1 for i in range(69)]   # 10 is prime to 69: each of 1..69 once
    white = perm[:5]
    red = (k * 5) % 26 + 1
    spare = [x for x in perm[5:] if x != red]
    start = k % 5
    drawn = [white[(start + i) % 5] for i in range(5)]
    play = drawn[:w] + spare[:5 - w]
    play = play[shift:] + play[:shift]
    if p:
        ball = red
    else:
        free = [x for x in range(1, 27) if x != red and x not in white and x not in play]
        ball = free[k % len(free)]
    return play + [ball], (white[::-1] if k % 2 else white[2:] + white[:2]), [red]   # the draw in no order


# 1. Every tier at both stakes, under every multiplier, twice.
k = 0
for wp, _, _, _, _ in TIERS:
    for stake in (200, 300):
        for mult in MULTIPLIERS:
            for twice in range(2):
                k += 1
                play, white, red = layout(wp[0], wp[1], k, (k * 3 + twice) % 5)
                valid("pb-%d-%d-at-%d-x%d-%s" % (wp[0], wp[1], stake, mult, "ab"[twice]), tier_covers(wp, stake),
                      tier_words(wp, stake, mult), play, white, red, [mult], stake, wp)


# 2. The two drums: a white number played equal to the red drawn, a red played equal to a white drawn.
def cross_layout(k):
    """Draws whose red is no white number drawn and whose white draw holds numbers of 1..26."""
    white = [(k * 7 + i * 9) % 26 + 1 for i in range(3)] + [40 + (k * 3) % 20, 61 + k % 9]
    red = next(x for x in range(1 + (k * 11) % 26, 27) if x not in white) if any(
        x not in white for x in range(1 + (k * 11) % 26, 27)) else next(x for x in range(1, 27) if x not in white)
    spare = [x for x in range(69, 0, -1) if x not in white and x != red]
    spare = spare[k % 7:] + spare[:k % 7]
    return white, red, spare


for w in range(5):
    for p in (0, 1):
        for stake in (200, 300):
            k += 1
            mult = MULTIPLIERS[k % 5]
            white, red, spare = cross_layout(k)
            pos = (k + w) % 5
            others = white[:w] + spare[:4 - w]
            play = others[:pos] + [red] + others[pos:]
            ball = red if p else next(x for x in spare if x <= 26)
            first = "art-red-ball/white-cells" if (w, p) in TIER and TIER[(w, p)][1] != "art-prize-chart/lose" and w \
                else None
            valid("pb-white-is-red-drawn-%d-%d-at-%d" % (w, p, stake), tier_covers((w, p), stake, first),
                  "the red number drawn (%d) played as white number %d: it matches no white cell; %s"
                  % (red, pos, tier_words((w, p), stake, mult)), play + [ball], white, [red], [mult], stake, (w, p))
for pos in range(5):
    k += 1
    white, red, spare = cross_layout(k)
    others = white[:2] + spare[:2]
    play = others[:pos] + [red] + others[pos:]
    stake = (200, 300)[pos % 2]
    valid("pb-white-is-red-drawn-2-0-place-%d" % pos, tier_covers((2, 0), stake),
          "2 white drawn and the red number drawn (%d) played as white number %d, no Powerball: nothing"
          % (red, pos), play + [next(x for x in spare if x <= 26)], white, [red], [3], stake, (2, 0))
for w in range(6):
    for stake in (200, 300):
        k += 1
        mult = MULTIPLIERS[k % 5]
        white, red, spare = cross_layout(k)
        small = [x for x in white if x <= 26]
        ball = small[k % len(small)]
        mine = [ball] + [x for x in white if x != ball]   # the white drawn equal to the play's red is matched first
        play = (mine[:w] + spare[:5 - w]) if w else spare[:5]
        if 0 < w < 5:   # the red's number among the play's whites only when the tier counts it
            play = mine[1:w + 1] + spare[:5 - w]
        play = play[k % 5:] + play[:k % 5]
        first = "art-red-ball/white-cells" if w >= 3 else None
        valid("pb-red-is-white-drawn-%d-at-%d" % (w, stake), tier_covers((w, 0), stake, first),
              "the play's red number (%d) is a white number drawn, not the red drawn (%d): it matches nothing; %s"
              % (ball, red, tier_words((w, 0), stake, mult)), play + [ball], white, [red], [mult], stake, (w, 0))
def small_at(white, i, k):
    """The white draw with one of its numbers of 1..26 (picked by k) moved to place i, and that number."""
    smalls = [x for x in white if x <= 26]
    x = smalls[k % len(smalls)]
    rest = [v for v in white if v != x]
    return rest[:i] + [x] + rest[i:], x


def small_spare(spare, k, avoid=()):
    """A spare number of 1..26 picked by k."""
    smalls = [x for x in spare if x <= 26 and x not in avoid]
    return smalls[k % len(smalls)]


for i in range(5):
    k += 1
    white, red, spare = cross_layout(k)
    white, ball = small_at(white, i, k)
    play = spare[:5]
    stake = (200, 300)[i % 2]
    valid("pb-red-is-white-drawn-place-%d" % i, tier_covers((0, 0), stake),
          "the play's red number (%d) is white number %d drawn; no white matched: nothing"
          % (ball, i), play + [ball], white, [red], [10], stake, (0, 0))

# 3. The red equal to a white on the play; the red drawn equal to a white drawn.
for pos in range(5):
    for variant in range(4):
        k += 1
        stake = (200, 300)[(pos + variant) % 2]
        mult = MULTIPLIERS[(k + variant) % 5]
        white, red, spare = cross_layout(k)
        x = red
        if variant == 0:    # x drawn red, not white: the play's white x matches nothing, its red x matches
            wp, others, draw_red, why = (2, 1), white[:2] + spare[:2], red, "drawn red only"
        elif variant == 1:  # x drawn white, not red: the play's white x matches, its red x does not
            x = next(v for v in white if v <= 26)
            wp, others, draw_red, why = (3, 0), [v for v in white if v != x][:2] + spare[:2], red, "drawn white only"
        elif variant == 2:  # x drawn both white and red: both cells match
            x = next(v for v in white if v <= 26)
            wp, others, draw_red, why = (4, 1), [v for v in white if v != x][:3] + spare[:1], x, "drawn white and red"
        else:               # x drawn neither
            wp, others, draw_red, why = (1, 0), white[:1] + spare[:3], red, "not drawn"
            x = small_spare(spare[3:], k)
        play = others[:pos] + [x] + others[pos:]
        first = "art-red-ball/red-cell" if wp[1] else ("art-red-ball/white-cells" if wp[0] >= 3 else None)
        valid("pb-red-equals-white-%d-%s" % (pos, "abcd"[variant]), tier_covers(wp, stake, first),
              "the play's red number equal to its white number %d (%d, %s): %s"
              % (pos, x, why, tier_words(wp, stake, mult)), play + [x], white, [draw_red], [mult], stake, wp)
for i in range(5):
    for stake in (200, 300):
        k += 1
        mult = MULTIPLIERS[(k + 1) % 5]
        white, red, spare = cross_layout(k)
        white, x = small_at(white, i, k)
        if stake == 200:   # the play holds x as a white and as its red: both match
            wp, play, ball, why = (5, 1), list(reversed(white)), x, "played white and red"
        else:              # the play holds x as a white only, its red another: 3 white matched
            wp = (3, 0)
            play = [x] + [v for v in white if v != x][:2] + spare[:2]
            play = play[k % 5:] + play[:k % 5]
            ball, why = small_spare(spare[2:], k), "played white only"
        first = "art-red-ball/red-cell" if wp[1] else "art-red-ball/white-cells"
        valid("pb-red-drawn-is-white-drawn-%d-at-%d" % (i, stake), tier_covers(wp, stake, first),
              "the red number drawn equal to white number %d drawn (%d), %s; %s"
              % (i, x, why, tier_words(wp, stake, mult)), play + [ball], white, [x], [mult], stake, wp)

# 4. Bounds: 1 and 69 at each white place of the play and of the draw, 1 and 26 at the red.
def bound_layout(k, v):
    """Draws and spare numbers of 27..68 (none the bound v), a red drawn of 2..25."""
    mids = [x for x in range(27, 69) if x != v]
    mids = mids[(k * 5) % len(mids):] + mids[:(k * 5) % len(mids)]
    return mids[:4], mids[4:], (k * 3) % 24 + 2


for pos in range(5):
    for v in (1, 69):
        k += 1
        stake = (200, 300)[(pos + v) % 2]
        mult = MULTIPLIERS[k % 5]
        others, spare, red = bound_layout(k, v)
        white = others[:pos] + [v] + others[pos:]          # v drawn at place pos of the draw too
        white = white[1:] + white[:1] if k % 2 else white   # (or at the place before)
        play = others[:2] + spare[:2]
        play = play[:pos] + [v] + play[pos:]
        valid("pb-play-white-%d-at-%d" % (v, pos), tier_covers((3, 0), stake, "art-game/ranges"),
              "white number %d of the play is %d, a bound of 1..69, drawn: %s"
              % (pos, v, tier_words((3, 0), stake, mult)), play + [red + 1], white, [red], [mult], stake, (3, 0))
for pos in range(5):
    for v in (1, 69):
        k += 1
        stake = (200, 300)[(pos + v + 1) % 2]
        mult = MULTIPLIERS[k % 5]
        others, spare, red = bound_layout(k, v)
        white = others[:pos] + [v] + others[pos:]
        play = [v] + others[1:4] + spare[:1]
        play = play[k % 5:] + play[:k % 5]
        valid("pb-drawn-white-%d-at-%d" % (v, pos), tier_covers((4, 1), stake, "art-game/white-drawn-range"),
              "white number %d drawn is %d, a bound of 1..69, on the play: %s"
              % (pos, v, tier_words((4, 1), stake, mult)), play + [red], white, [red], [mult], stake, (4, 1))
for v in (1, 26):
    for matched in (1, 0):
        for stake in (200, 300):
            k += 1
            others, spare, red = bound_layout(k, v)
            play = others[:1] + spare[:4]
            play = play[k % 5:] + play[:k % 5]
            drawn_red = v if matched else red
            wp = (1, matched)
            valid("pb-play-red-%d-%s-at-%d" % (v, "drawn" if matched else "not-drawn", stake),
                  tier_covers(wp, stake, "art-game/ranges"),
                  "the play's red number is %d, a bound of 1..26, %s: %s"
                  % (v, "drawn red" if matched else "the red drawn %d" % red, tier_words(wp, stake, 4)),
                  play + [v], others + [spare[5]], [drawn_red], [4], stake, wp)
for v in (1, 26):
    for stake in (200, 300):
        k += 1
        others, spare, red = bound_layout(k, v)
        play = others[2:4] + spare[:3]
        play = play[k % 5:] + play[:k % 5]
        valid("pb-drawn-red-%d-at-%d" % (v, stake), tier_covers((2, 1), stake, "art-game/red-drawn-range"),
              "the red number drawn is %d, a bound of 1..26, the play's red: %s" % (v, tier_words((2, 1), stake, 5)),
              play + [v], others + [spare[5]], [v], [5], stake, (2, 1))
for mult in MULTIPLIERS:
    k += 1
    play, white, red = layout(3, 1, k, 4)
    valid("pb-power-play-%d" % mult,
          tier_covers((3, 1), 300, "art-power-play/values" if mult in (2, 5, 10) else None),   # the bounds
          "the multiplier drawn is %d, one of 2, 3, 4, 5, 10: %s" % (mult, tier_words((3, 1), 300, mult)),
          play, white, red, [mult], 300, (3, 1))
for pos in range(5):   # a white number of 27..69 is no break: the whites range to 69, not 26
    k += 1
    play, white, red = layout(4, 0, k, pos)
    v = 27 + pos * 10
    if v in white or v in play or v == red[0]:
        v += 1
    spare_at = next(n for n in range(5) if play[n] not in white)
    play[spare_at] = v
    valid("pb-play-white-beyond-26-%d" % pos, tier_covers((4, 0), 300),
          "white number %d of the play is %d, beyond the red range but within 1..69: %s"
          % (spare_at, v, tier_words((4, 0), 300, 2)), play, white, red, [2], 300, (4, 0))


# 5. Units that break the form: void (I-PB-VOID's default), and one twin per broken clause refunded.
twinned = set()


def bad(cid, breaks, desc, play, white, red, pp, stake):
    u = unit_of(play, white, red, pp, stake)
    got = pb.violations(*pb.shape(u))
    assert [CLAUSE[b] for b in got] == breaks, (cid, got, breaks)
    clauses = breaks
    add(cid, clauses + ["art-rules/void", "I-PB-VOID"], desc, u, outcome(u, "void"), {"I-PB-VOID": "void"})
    if True:   # every break twinned: the other reading is decided by as many cases as the default
        add(cid + "--refund", clauses + ["art-rules/refund", "I-PB-VOID"], desc + " (refunded under the other reading)",
            u, outcome(u, "refund"), {"I-PB-VOID": "refund"})


def vid(v, top=69):
    """A value as a case id spells it: far values by the power of 2 they pass."""
    if v >= 2 ** 32:
        return "2e32-plus-%d" % (v - 2 ** 32)
    if v >= 65536:
        return "2e16-plus-%d" % (v - 65536)
    if 256 <= v <= 256 + top:
        return "2e8-plus-%d" % (v - 256)
    return str(v).replace("-", "minus-")


RANGES, SIX, DISTINCT = ["art-game/ranges"], ["art-game/six-numbers"], ["art-red-ball/white-distinct"]
base_play, base_white, base_red = layout(4, 1, 1000, 2)   # 4 white and the Powerball: $50,000, x3 at 300 cents
stakes = [300, 200]
n = 0
for pos in range(6):
    top, name = (69, "white") if pos < 5 else (26, "red")
    for v, why in [(0, "0, below 1"), (top + 1, "%d, beyond %d" % (top + 1, top)), (-1, "-1"),
                   (top + 256 if pos < 5 else 256 + base_play[5], "beyond %d (read in 8 bits: %d)" % (top, (
                       top + 256) % 256 if pos < 5 else base_play[5])),
                   (2 ** 16 + base_play[pos], "beyond %d (read in 16 bits: %d)" % (top, base_play[pos])),
                   (2 ** 32 + base_play[pos], "beyond %d (read in 32 bits: %d)" % (top, base_play[pos]))]:
        n += 1
        p = list(base_play)
        p[pos] = v
        bad("pb-bad-play-%s-at-%d" % (vid(v), pos), RANGES,
            "the play's %s number at place %d is %s" % (name, pos, why if isinstance(why, str) else why),
            p, base_white, base_red, [3], stakes[n % 2])
    if pos == 5:
        for v in (69, 50):
            n += 1
            p = list(base_play)
            p[5] = v
            bad("pb-bad-play-red-%d" % v, RANGES, "the play's red number is %d, a white number's range, beyond 26" % v,
                p, base_white, base_red, [3], stakes[n % 2])
    for v, cname in [("J", "joker"), (None, "blank")]:
        n += 1
        p = list(base_play)
        p[pos] = v
        bad("pb-bad-play-%s-at-%d" % (cname, pos), SIX, "a %s at place %d of the play (a %s number)"
            % (cname, pos, name), p, base_white, base_red, [3], stakes[n % 2])
for i in range(5):
    for j in range(i + 1, 5):
        n += 1
        p = list(base_play)
        p[j] = p[i]
        bad("pb-bad-play-twice-%d-%d" % (i, j), DISTINCT,
            "white numbers %d and %d of the play are both %d (%s)" % (i, j, p[i], "drawn" if p[i] in base_white
                                                                      else "not drawn"),
            p, base_white, base_red, [3], stakes[n % 2])
p = list(base_play)
p[1], p[3] = "J", None
bad("pb-bad-play-joker-and-blank", SIX, "a joker at place 1 and a blank at place 3", p, base_white, base_red, [3], 300)
p = list(base_play)
p[0], p[5] = 0, 27
bad("pb-bad-play-0-and-red-27", RANGES, "white number 0 at place 0 and the red 27", p, base_white, base_red, [3], 300)
p = list(base_play)
p[4] = p[0]
p[2] = 70
bad("pb-bad-play-twice-and-70", RANGES + DISTINCT, "white numbers 0 and 4 equal, white number 2 is 70", p, base_white,
    base_red, [3], 300)

spare = [x for x in range(1, 70) if x not in base_white and x not in base_play]
for size in (0, 1, 4, 6, 10):
    n += 1
    w = (base_white + spare)[:size]
    bad("pb-bad-white-drawn-%d" % size, ["art-game/white-five"], "%d white numbers drawn, not 5" % size, base_play, w,
        base_red, [3], stakes[n % 2])
for size, r in [(0, []), (2, base_red + [25 if base_red[0] != 25 else 24]), (2, base_red * 2)]:
    n += 1
    bad("pb-bad-red-drawn-%d%s" % (size, "-twice" if size and r[0] == r[1] else ""), ["art-game/red-one"],
        "%d red numbers drawn (%s), not 1" % (size, r), base_play, base_white, r, [3], stakes[n % 2])
for pp in ([], [2, 3], [3, 3], [2, 3, 4, 5, 10]):
    for stake in (300, 200):
        bad("pb-bad-power-play-count-%d%s-at-%d" % (len(pp), "-twice" if pp == [3, 3] else "", stake),
            ["art-power-play/one"], "%d multipliers drawn (%s), not 1, at %d cents" % (len(pp), pp, stake),
            base_play, base_white, base_red, pp, stake)
for i in range(5):
    for v, why in [(0, "0, below 1"), (70, "70, beyond 69"), (-1, "-1"), (69 + 256, "69 + 256"),
                   (2 ** 32 + base_white[i], "beyond 69 (read in 32 bits: %d)" % base_white[i])]:
        n += 1
        w = list(base_white)
        w[i] = v
        bad("pb-bad-white-drawn-%s-at-%d" % (vid(v), i), ["art-game/white-drawn-range"],
            "white number %d drawn is %s" % (i, why), base_play, w, base_red, [3], stakes[n % 2])
for v, why in [(0, "0, below 1"), (27, "27, beyond 26"), (-1, "-1"), (69, "69, a white number's range"),
               (26 + 256, "26 + 256"), (2 ** 32 + base_red[0], "beyond 26 (read in 32 bits: %d)" % base_red[0])]:
    for stake in (300, 200):
        bad("pb-bad-red-drawn-%s-at-%d" % (vid(v), stake), ["art-game/red-drawn-range"],
            "the red number drawn is %s, at %d cents" % (why, stake), base_play, base_white, [v], [3], stake)
for i in range(5):
    for j in range(i + 1, 5):
        n += 1
        w = list(base_white)
        w[j] = w[i]
        bad("pb-bad-white-drawn-twice-%d-%d" % (i, j), ["art-game/white-drawn-distinct"],
            "white numbers %d and %d drawn are both %d" % (i, j, w[i]), base_play, w, base_red, [3], stakes[n % 2])
w = list(base_white)
w[1], w[2] = w[0], 0
bad("pb-bad-white-drawn-twice-and-0", ["art-game/white-drawn-range", "art-game/white-drawn-distinct"],
    "white numbers 0 and 1 drawn equal, white number 2 drawn 0", base_play, w, base_red, [3], 300)
for v in (0, 1, 6, 7, 8, 9, 11, 20, 100, -2, 2 + 256, 2 ** 32 + 3):
    for stake in (300, 200):
        bad("pb-bad-power-play-%s-at-%d" % (vid(v), stake), ["art-power-play/values"],
            "the multiplier drawn is %d, not one of 2, 3, 4, 5, 10, at %d cents" % (v, stake), base_play, base_white,
            base_red, [v], stake)
for stake, why in [(250, ""), (100, " ($1, the price before 2012)"), (0, ""), (199, ""), (201, ""), (299, ""),
                   (301, ""), (400, " (two plays)"), (500, ""), (600, ""), (2, " (dollars, not cents)"),
                   (3, " (dollars, not cents)"), (20000, " (cents times 100)"), (30000, " (cents times 100)"),
                   (-200, ""), (-300, ""), (200 + 65536, " (read in 16 bits: 200)"),
                   (300 + 2 ** 32, " (read in 32 bits: 300)")]:
    bad("pb-bad-stake-%s" % vid(stake, 0), ["art-price/stake-allowed"],
        "a stake of %d cents%s: a play is 200 cents, 300 with Power Play" % (stake, why), base_play, base_white,
        base_red, [3], stake)
p = list(base_play)
p[3] = 70
bad("pb-bad-play-70-and-stake-250", RANGES + ["art-price/stake-allowed"], "white number 3 is 70 and the stake 250 cents",
    p, base_white, base_red, [3], 250)
bad("pb-bad-every-draw", ["art-game/white-five", "art-game/red-one", "art-power-play/one"],
    "4 white, 2 red and no multiplier drawn", base_play, base_white[:4], base_red + [26 if base_red[0] != 26 else 25],
    [], 300)
bad("pb-bad-red-27-power-play-6", ["art-game/red-drawn-range", "art-power-play/values"],
    "the red number drawn is 27 and the multiplier 6", base_play, base_white, [27], [6], 200)

print("# yaml-language-server: $schema=../../../schemas/cases.schema.json")
print("# Cases of Powerball (October 7, 2015) with Power Play, written by tests/cases/powerball_cases.py from the")
print("# stored text rules/reglements/008_powerball_2015.txt, not from any rules file: every expectation is the")
print("# answer of the independent evaluator tests/candidates/powerball_candidate.py (see that script).")
print("# Regenerate: python3 tests/cases/powerball_cases.py > tests/cases/musl-powerball-2015/cases.yaml")
print("game: musl-powerball-2015")
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
