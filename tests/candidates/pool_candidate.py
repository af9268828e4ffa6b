#!/usr/bin/env python3
"""An independent candidate for the FDJ pool game « Super Loto » (règlement as modified in 1998),
written from the stored règlement text alone (shared/reglements/more/super-loto-1998.txt: art. 8.1
to 8.1.3, cut inside 8.1.4, and art. 10) and the laboratory's register, not from any rules file
nor from lotcert's interpreter: tests/cases/pool_cases.py asks it for the expectations of the
cases. Python 3, standard library only. Speaks the candidate protocol (docs/protocol.md) for pool
draws (docs/pool-draws.md): one request per line, one answer per line in order, flushed whenever
no complete request is left in hand.

fdj-super-loto-1998: a request carries {"draw": {"draws": {"boules": [6], "complementaire": [1]},
"assigned_cents": {"rang-1": .., ..., "rang-5": ..}, "plays": [{"grille": [[n1, .., n6]]}, ..],
"counts": {class: n, ..}}} ("counts" optional).
  - A play (« ensemble de six numéros », art. 8.1) is in the class:
      six      the 6 first numbers drawn (8.1.1.1)
      cinq-c   5 of the 6 first + the 7th, « numéro complémentaire » (8.1.1.2, 8.1.2)
      cinq     exactly 5 of the 6 first, not the complementary (8.1.3; I-SL-CUT)
      quatre   exactly 4 of the 6 first, the complementary whatever (8.1.4, cut; I-SL-CUT)
      trois    exactly 3 of the 6 first, the complementary whatever (8.1.4, cut; I-SL-CUT)
    or in none. A play that is not 6 distinct integers of 1 to 49 is "void": in no rank, counted
    nowhere (I-SL-FORM).
  - Ranks (8.1.1 to 8.1.4): rang-1 holds the six, or, where no play of the drawing is a six
    (« à défaut », 8.1.1.2), the cinq-c; rang-2 holds the cinq-c only where some play is a six
    (« à condition », 8.1.2), else nothing; rang-3 the cinq, rang-4 the quatre, rang-5 the trois.
  - Sharing (art. 10), in this order:
      10.4  rang-1 unwon: its sum goes whole to the carry-over fund (carried_over_cents);
      10.5  another rank unwon: its sum (with what rolled into it) is added to the rank just below,
            from rank to rank down to one with winners; past rang-5, I-SL-LAST;
      10.1.1 each won rank's sum is shared by equal parts among its plays (exact unit gains);
      10.6  where a rank's unit gain is below the next won rank's, their sums are added and shared
            equally among the plays of both; repeated, group against group, until no group pays
            less than the next one down (I-SL-NEXT: exact gains, before rounding);
      10.2  each play's part is rounded down: 5 F (500 centimes) at ranks 1 to 3, 1 F (100) at
            ranks 4 and 5 (inside a pooled group, I-SL-STEP).
    gain_cents is that part, before the levy of 10.1.2 (I-SL-LEVY); the sums assigned (art. 9,
    not stored) are the drawing's assigned_cents (I-SL-SUMS). Amounts in centimes of francs.

The answer: {"id", "ranks": {rank: {"winners", "gain_cents"}}, "carried_over_cents", "plays":
[rank | null | "void"], "trace": [clause ids]}; `trace` (ignored by lotcert) names the clauses that
decided the answer, in the ids of tests/cases/pool_cases.py:
  art-8.1.1.1/six art-8.1.1.2/cinq-c art-8.1.3/cinq art-8.1.4/quatre art-8.1.4/trois
                         a class that holds plays (listed or counted)
  art-8.1.1.2/a-defaut   rang-1 took the cinq-c plays (no six)
  art-8.1.2/condition    rang-2 left empty for want of a six, cinq-c plays present
  art-8.1.1/rang-1 ... art-8.1.4/rang-5   a rank that holds plays
  art-10.1.1/parts-egales  some rank shared its sum
  art-10.2/arrondi-5f, art-10.2/arrondi-1f  a part changed by rounding down to 5 F, to 1 F
  art-10.4/report        rang-1 unwon, its sum (maybe 0) carried over
  art-10.5/rang-inferieur  an unwon rank's sum (maybe 0) rolled down to the next
  art-10.6/cumul         ranks pooled
  art-8.1/nul, art-8.1/distincts, art-8.1/un-a-quarante-neuf  a void play, by a repeat, by a number
                         out of 1..49 (the last also for a listed play holding the bound 1 or 49)
  I-SL-LAST              rang-5 unwon with a sum above 0

Readings (--reading ENTRY=READING, repeatable; the default first):
  I-SL-LAST  carry-over | reserve   an unwon rang-5's sum (and what rolled into it): to the
                                    carry-over fund, counted in carried_over_cents | to the reserve
                                    fund, paid to nobody and not counted
  I-SL-STEP  own | coarser          in a pooled group of ranks of different steps (3 with 4), each
                                    play's part rounded down to its own rank's step | to the
                                    coarsest step of the group

SL_FAULT=NAME (environment) makes this a deliberately faulty implementation, one fault:
  round-up      parts rounded up to the step
  round-sum     the rank's sum rounded down to the step, then shared to the centime
  no-roll-down  an unwon rank's sum goes to the carry-over fund instead of the next rank
  pool-wrong    an inverted rank pooled with the rank above it instead of the one below
  no-pool       10.6 ignored
  no-fallback   8.1.1.2 ignored: rang-1 holds the six only
  rank2-always  8.1.2's condition ignored: rang-2 holds the cinq-c plays even without a six

Shape (an `error` answer, then the next request): a line that is not a JSON object, no id, an
unknown game, a draw that is not an object or holds a key other than draws, assigned_cents, plays,
counts; draws other than boules (6 integers) and complementaire (1 integer), or a drawing that is
not 7 distinct numbers of 1 to 49 (no answer can say anything else of it, and lotcert never sends
one); assigned_cents missing a rank, naming another, or a sum that is not an integer >= 0; plays
not a list; a play that is not {"grille": [[6 integers]]}; counts not an object of class names
to integers >= 0."""
import json
import os
import sys

GAME = "fdj-super-loto-1998"
READINGS = {
    "I-SL-LAST": ("carry-over", "reserve"),
    "I-SL-STEP": ("own", "coarser"),
}
READING = {entry: readings[0] for entry, readings in READINGS.items()}
FAULTS = ("round-up", "round-sum", "no-roll-down", "pool-wrong", "no-pool", "no-fallback", "rank2-always")
FAULT = os.environ.get("SL_FAULT", "")

RANKS = ("rang-1", "rang-2", "rang-3", "rang-4", "rang-5")
CLASSES = ("six", "cinq-c", "cinq", "quatre", "trois")
STEP = {"rang-1": 500, "rang-2": 500, "rang-3": 500, "rang-4": 100, "rang-5": 100}   # art. 10.2
RANK_CLAUSE = {"rang-1": "art-8.1.1/rang-1", "rang-2": "art-8.1.2/rang-2", "rang-3": "art-8.1.3/rang-3",
               "rang-4": "art-8.1.4/rang-4", "rang-5": "art-8.1.4/rang-5"}
CLASS_CLAUSE = {"six": "art-8.1.1.1/six", "cinq-c": "art-8.1.1.2/cinq-c", "cinq": "art-8.1.3/cinq",
                "quatre": "art-8.1.4/quatre", "trois": "art-8.1.4/trois"}
STEP_CLAUSE = {500: "art-10.2/arrondi-5f", 100: "art-10.2/arrondi-1f"}
# the order in which a trace names its clauses
TRACE_ORDER = ([CLASS_CLAUSE[c] for c in CLASSES] + ["art-8.1.1.2/a-defaut", "art-8.1.2/condition"] +
               [RANK_CLAUSE[r] for r in RANKS] +
               ["art-10.1.1/parts-egales", "art-10.2/arrondi-5f", "art-10.2/arrondi-1f", "art-10.4/report",
                "art-10.5/rang-inferieur", "art-10.6/cumul", "I-SL-LAST",
                "art-8.1/nul", "art-8.1/distincts", "art-8.1/un-a-quarante-neuf"])


class ShapeError(ValueError):
    pass


def is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def numbers(draws, name, n):
    v = draws.get(name)
    if v is None:
        raise ShapeError("draw.draws.%s: missing" % name)
    if not isinstance(v, list) or len(v) != n or not all(is_int(x) for x in v):
        raise ShapeError("draw.draws.%s: not %d integers" % (name, n))
    return v


def read_draw(draw):
    """(boules, complementaire, assigned, plays, counts) of a well-shaped drawing."""
    if not isinstance(draw, dict):
        raise ShapeError("draw: not an object")
    for k in draw:
        if k not in ("draws", "assigned_cents", "plays", "counts"):
            raise ShapeError("draw.%s: not in a drawing" % k)
    for k in ("draws", "assigned_cents", "plays"):
        if k not in draw:
            raise ShapeError("draw.%s: missing" % k)
    draws = draw["draws"]
    if not isinstance(draws, dict):
        raise ShapeError("draw.draws: not an object")
    for k in draws:
        if k not in ("boules", "complementaire"):
            raise ShapeError("draw.draws.%s: unknown" % k)
    boules = numbers(draws, "boules", 6)
    comp = numbers(draws, "complementaire", 1)[0]
    if len(set(boules + [comp])) != 7 or not all(1 <= x <= 49 for x in boules + [comp]):
        raise ShapeError("draw.draws: not 7 distinct numbers of 1 to 49")
    assigned = draw["assigned_cents"]
    if not isinstance(assigned, dict):
        raise ShapeError("draw.assigned_cents: not an object")
    for r in RANKS:
        if r not in assigned:
            raise ShapeError("draw.assigned_cents.%s: missing" % r)
    for r, v in assigned.items():
        if r not in RANKS:
            raise ShapeError("draw.assigned_cents.%s: no such rank" % r)
        if not is_int(v) or v < 0:
            raise ShapeError("draw.assigned_cents.%s: not an integer >= 0" % r)
    plays = draw["plays"]
    if not isinstance(plays, list):
        raise ShapeError("draw.plays: not a list")
    rows = []
    for i, p in enumerate(plays):
        if not isinstance(p, dict) or list(p) != ["grille"]:
            raise ShapeError("draw.plays[%d]: not {\"grille\": [[6 numbers]]}" % i)
        g = p["grille"]
        if not isinstance(g, list) or len(g) != 1 or not isinstance(g[0], list) or len(g[0]) != 6:
            raise ShapeError("draw.plays[%d].grille: not 1 x 6" % i)
        if not all(is_int(x) for x in g[0]):
            raise ShapeError("draw.plays[%d].grille: a cell is not an integer" % i)
        rows.append(g[0])
    counts = draw.get("counts", {})
    if not isinstance(counts, dict):
        raise ShapeError("draw.counts: not an object")
    for c, n in counts.items():
        if c not in CLASSES:
            raise ShapeError("draw.counts.%s: no such class" % c)
        if not is_int(n) or n < 0:
            raise ShapeError("draw.counts.%s: not an integer >= 0" % c)
    return boules, comp, assigned, rows, counts


def form(row):
    """The form clauses a play breaks (I-SL-FORM): [] for 6 distinct integers of 1 to 49."""
    bad = []
    if len(set(row)) != len(row):
        bad.append("art-8.1/distincts")
    if not all(1 <= x <= 49 for x in row):
        bad.append("art-8.1/un-a-quarante-neuf")
    return bad


def classify(row, boules, comp):
    """The class of a well-formed play, or None (art. 8.1.1.1 to 8.1.4; I-SL-CUT)."""
    k = len(set(row) & set(boules))
    if k == 6:
        return "six"
    if k == 5:
        return "cinq-c" if comp in row else "cinq"
    return {4: "quatre", 3: "trois"}.get(k)


def floor_step(s, w, step):
    """The part s / w rounded down to a multiple of step (art. 10.2), exactly in integers."""
    if FAULT == "round-up":
        return -(-s // (w * step)) * step
    return s // (w * step) * step


def evaluate(draw):
    """The answer (without id) and its trace."""
    boules, comp, assigned, rows, counts = read_draw(draw)
    trace = set()
    # classify every play
    listed = []
    n = {c: counts.get(c, 0) for c in CLASSES}
    for row in rows:
        bad = form(row)
        if bad:
            listed.append("void")
            trace.update(["art-8.1/nul"] + bad)
            continue
        if 1 in row or 49 in row:   # the range met at one of its bounds
            trace.add("art-8.1/un-a-quarante-neuf")
        c = classify(row, boules, comp)
        listed.append(c)
        if c:
            n[c] += 1
    trace.update(CLASS_CLAUSE[c] for c in CLASSES if n[c])
    # fill the ranks (8.1.1, 8.1.2, 8.1.3, 8.1.4)
    any_six = n["six"] > 0
    holds = {"rang-1": ["six"], "rang-2": ["cinq-c"], "rang-3": ["cinq"], "rang-4": ["quatre"], "rang-5": ["trois"]}
    if not any_six:
        if FAULT != "no-fallback":
            holds["rang-1"] = ["cinq-c"]                       # 8.1.1.2, « à défaut »
        if FAULT != "rank2-always":
            holds["rang-2"] = []                               # 8.1.2, « à condition »
        if n["cinq-c"]:
            if FAULT != "no-fallback":
                trace.add("art-8.1.1.2/a-defaut")
            if FAULT != "rank2-always":
                trace.add("art-8.1.2/condition")
    winners = {r: sum(n[c] for c in holds[r]) for r in RANKS}
    rank_of = {}
    for r in reversed(RANKS):   # a class held by two ranks (a fault only) shows the higher
        for c in holds[r]:
            rank_of[c] = r
    plays = [p if p in (None, "void") else rank_of.get(p) for p in listed]
    trace.update(RANK_CLAUSE[r] for r in RANKS if winners[r])
    # 10.4, 10.5: carry over an unwon rang-1, roll unwon ranks down
    carried = 0
    sums = {r: assigned[r] for r in RANKS}
    if not winners["rang-1"]:
        carried += sums["rang-1"]
        trace.add("art-10.4/report")
        sums["rang-1"] = 0
    for i, r in enumerate(RANKS[1:], 1):
        if winners[r]:
            continue
        if FAULT == "no-roll-down":
            carried += sums[r]
        elif i + 1 < len(RANKS):
            sums[RANKS[i + 1]] += sums[r]
            trace.add("art-10.5/rang-inferieur")
        elif sums[r]:                                        # past the lowest rank: I-SL-LAST
            trace.add("I-SL-LAST")
            if READING["I-SL-LAST"] == "carry-over":
                carried += sums[r]
        sums[r] = 0
    # 10.1.1, 10.6: share by equal parts, pool inverted ranks (exact unit gains)
    groups = [[r] for r in RANKS if winners[r]]
    if groups:
        trace.add("art-10.1.1/parts-egales")

    def total(g):
        return sum(sums[r] for r in g), sum(winners[r] for r in g)

    def inverted(j):   # group j pays less than group j + 1
        (s1, w1), (s2, w2) = total(groups[j]), total(groups[j + 1])
        return s1 * w2 < s2 * w1

    if FAULT != "no-pool":
        while True:
            js = [j for j in range(len(groups) - 1) if inverted(j)]
            if FAULT == "pool-wrong":
                js = [j for j in js if j > 0]
                if not js:
                    break
                j = js[0] - 1                                # with the rank above instead
            else:
                if not js:
                    break
                j = js[0]
            groups[j:j + 2] = [groups[j] + groups[j + 1]]
            trace.add("art-10.6/cumul")
    # 10.2: round each part down to the step
    ranks = {r: {"winners": winners[r], "gain_cents": 0} for r in RANKS}
    for g in groups:
        s, w = total(g)
        for r in g:
            step = max(STEP[x] for x in g) if READING["I-SL-STEP"] == "coarser" else STEP[r]
            if FAULT == "round-sum":
                part = s // step * step // w
            else:
                part = floor_step(s, w, step)
            if part * w != s:   # the exact part s / w was not already a multiple of the step
                trace.add(STEP_CLAUSE[step])
            ranks[r]["gain_cents"] = part
    return {"ranks": ranks, "carried_over_cents": carried, "plays": plays,
            "trace": [c for c in TRACE_ORDER if c in trace]}


def answer(req):
    if not isinstance(req, dict):
        return {"id": None, "error": "a request is an object"}
    rid = req.get("id")
    if "id" not in req:
        return {"id": None, "error": "id: missing"}
    if req.get("game") != GAME:
        return {"id": rid, "error": "unknown game %s" % json.dumps(req.get("game"))}
    if "draw" not in req:
        return {"id": rid, "error": "draw: missing"}
    try:
        out = evaluate(req["draw"])
    except ShapeError as e:
        return {"id": rid, "error": str(e)}
    return dict({"id": rid}, **out)


def reply(line):
    try:
        req = json.loads(line.decode("utf-8", errors="replace"))
    except ValueError as e:
        return {"id": None, "error": "invalid JSON: %s" % e}
    return answer(req)


def main():
    args = sys.argv[1:]
    usage = "usage: pool_candidate.py [--reading ENTRY=READING]...  (entries: %s)" % (
        ", ".join("%s=%s" % (e, "|".join(r)) for e, r in READINGS.items()))
    while args:
        entry, _, reading = args[1].partition("=") if len(args) > 1 else ("", "", "")
        if args[0] != "--reading" or reading not in READINGS.get(entry, ()):
            sys.exit(usage)
        READING[entry] = reading
        args = args[2:]
    if FAULT and FAULT not in FAULTS:
        sys.exit("SL_FAULT: one of %s" % ", ".join(FAULTS))
    held = b""
    while True:
        data = os.read(0, 1 << 16)
        if not data:
            break
        held += data
        *lines, held = held.split(b"\n")
        if lines:   # every complete request in hand answered, then one flush
            out = "".join(json.dumps(reply(line), separators=(",", ":")) + "\n" for line in lines if line.strip())
            sys.stdout.write(out)
            sys.stdout.flush()
    if held.strip():
        sys.stdout.write(json.dumps(reply(held), separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
