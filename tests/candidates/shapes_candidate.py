#!/usr/bin/env python3
"""An independent candidate for the three test games of shapes (lines,
corners, a free centre, two grids of different sizes), written from each
game's description in words below, not from its rules file nor from the
interpreter: tests/cases/shape_cases.py asks it for the expectations of
the cases, and the differential fuzzer checks the interpreter against it
(tests/cli/shapes.sh).

demo-bingo75-free-centre (2 EUR): a grid `carte` of 5 rows x 5 columns whose
centre cell (row 2, column 2, counted from 0) holds the joker "J", a free
space; the 24 other cells hold distinct numbers, column c (0..4) in 1-15,
16-30, 31-45, 46-60, 61-75. No blank, no other joker. A draw `tirage` of
exactly 30 distinct numbers, each 1-75. A cell is marked when its number is
drawn; the joker is always marked. Lines: 5 rows, 5 columns, 2 diagonals.
Two or more complete lines pay 20 EUR, exactly one pays 4 EUR: only the
highest is paid.

demo-morpion-3x3 (1 EUR): a grid `carre` of 3 x 3, nine distinct numbers
1-30, no joker, no blank; a draw `tirage` of exactly 5 distinct numbers 1-30.
Lines: 3 rows, 3 columns, 2 diagonals. Two or more complete lines pay
50 EUR, exactly one pays 5 EUR; the highest only.

demo-card-8x8-and-row (3 EUR): a grid `carte` of 8 x 8, 64 distinct numbers
1-99; a grid `bande` of 1 x 5, 5 distinct numbers 100-120; neither holds a
joker or a blank. A draw `tirage` of exactly 60 distinct numbers 1-99 marks
`carte` only; a draw `chiffres` of exactly 3 distinct numbers 100-120 marks
`bande` only. `carte` pays 6 EUR when its four corners are all marked;
`bande` pays 3 EUR when 3 of its numbers are drawn. The two wins add up
(9 EUR). A full card pays nothing more (60 numbers drawn cannot mark 64).

All three: a unit that breaks what it must hold (a number out of range,
however far: 257 or -255 or 2^32+1 is out of range, never wrapped; a
repeat on a grid or within a draw; a draw of the wrong count; a joker or a
blank where none may be; the free centre without its joker) is an anomaly,
void under the default reading of the game's misprint entry, refunded under
its other reading (`--reading ENTRY=refund`, any entry name: the requests do
not say which reading is in force). A unit of the wrong shape (a grid or a
draw missing or unknown, a grid of other dimensions, a cell that is not a
number, "J" or null, a drawn value that is not a number) is an input error.

`--fault NAME` plants a mistake (`--list-faults`)."""
import json
import sys

FAULTS = {
    "bingo-centre-only-counted": "the joker must appear once on the card, anywhere: its place is not checked",
    "bingo-column-off-by-one": "each column of the bingo card accepts one number more at its top (15 -> 16 ...)",
    "bingo-centre-never-read": "the centre is taken for the joker without being read: a number or a blank there passes",
    "bingo-joker-not-marked": "the free centre does not count as marked",
    "lines-anti-diagonal-missing": "the diagonal from top right to bottom left is not a line",
    "lines-exactly-two": "the top prize is for exactly 2 lines: 3 or more lines pay nothing",
    "numbers-8-bit": "numbers are kept in 8 bits (value & 255) before any check",
    "draw-repeats-unchecked": "a number drawn twice in one draw is not an anomaly",
    "card-strip-two-enough": "the strip pays when 2 or more of its numbers are drawn",
    "card-highest-grid-only": "the card and the strip do not add up: only the higher is paid",
}
FAULT = None
REMEDY = "void"


class ShapeError(ValueError):
    pass


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def num(v):
    """A number as the evaluator keeps it (the 8-bit fault wraps it)."""
    return v & 255 if FAULT == "numbers-8-bit" else v


def read_unit(unit, grids, draws):
    """The unit's grids and draws, checked for shape: grids is {name: (rows, columns)}, draws a list of names."""
    if not isinstance(unit, dict) or set(unit) != {"grids", "draws"}:
        raise ShapeError("a unit holds exactly grids and draws")
    g, d = unit["grids"], unit["draws"]
    if not isinstance(g, dict) or set(g) != set(grids):
        raise ShapeError("expected the grids " + ", ".join(sorted(grids)))
    if not isinstance(d, dict) or set(d) != set(draws):
        raise ShapeError("expected the draws " + ", ".join(sorted(draws)))
    out_g = {}
    for name, (rows, cols) in grids.items():
        grid = g[name]
        if not isinstance(grid, list) or len(grid) != rows or \
                any(not isinstance(r, list) or len(r) != cols for r in grid):
            raise ShapeError("%s: not %d x %d" % (name, rows, cols))
        for r in grid:
            for c in r:
                if not (c is None or c == "J" or is_int(c)):
                    raise ShapeError("%s: a cell that is not a number, J or null" % name)
        out_g[name] = [[num(c) if is_int(c) else c for c in r] for r in grid]
    out_d = {}
    for name in draws:
        draw = d[name]
        if not isinstance(draw, list) or not all(is_int(x) for x in draw):
            raise ShapeError("%s: not a list of numbers" % name)
        out_d[name] = [num(x) for x in draw]
    return out_g, out_d


def distinct(values):
    return len(set(values)) == len(values)


def draw_ok(draw, count, lo, hi):
    if len(draw) != count or not all(lo <= x <= hi for x in draw):
        return False
    return FAULT == "draw-repeats-unchecked" or distinct(draw)


def lines(n):
    """The cells of each line of an n x n grid: rows, columns, both diagonals."""
    out = [[(r, c) for c in range(n)] for r in range(n)]
    out += [[(r, c) for r in range(n)] for c in range(n)]
    out.append([(i, i) for i in range(n)])
    if FAULT != "lines-anti-diagonal-missing":
        out.append([(i, n - 1 - i) for i in range(n)])
    return out


def line_prize(marked, n, top, low):
    full = sum(1 for line in lines(n) if all(marked[r][c] for r, c in line))
    if FAULT == "lines-exactly-two":
        return top if full == 2 else low if full == 1 else 0
    return top if full >= 2 else low if full == 1 else 0


def bingo75(unit):
    grids, draws = read_unit(unit, {"carte": (5, 5)}, ["tirage"])
    card, drawn = grids["carte"], draws["tirage"]
    numbers = []
    jokers = 0
    for r in range(5):
        for c in range(5):
            v = card[r][c]
            if v == "J":
                jokers += 1
                if FAULT != "bingo-centre-only-counted" and (r, c) != (2, 2):
                    return None
                continue
            if (r, c) == (2, 2) and FAULT == "bingo-centre-never-read":
                jokers += 1
                continue
            if (r, c) == (2, 2) and FAULT != "bingo-centre-only-counted":
                return None
            if v is None:
                return None
            lo = 15 * c + 1
            hi = 15 * c + 15 + (1 if FAULT == "bingo-column-off-by-one" else 0)
            if not lo <= v <= hi:
                return None
            numbers.append(v)
    if jokers != 1 or not distinct(numbers):
        return None
    if not draw_ok(drawn, 30, 1, 75):
        return None
    seen = set(drawn)
    marked = [[(v == "J" and FAULT != "bingo-joker-not-marked") or (v != "J" and v in seen) for v in row]
              for row in card]
    if FAULT == "bingo-centre-never-read":
        marked[2][2] = True
    return {"carte": line_prize(marked, 5, 2000, 400)}


def morpion(unit):
    grids, draws = read_unit(unit, {"carre": (3, 3)}, ["tirage"])
    square, drawn = grids["carre"], draws["tirage"]
    cells = [v for row in square for v in row]
    if not all(is_int(v) and 1 <= v <= 30 for v in cells) or not distinct(cells):
        return None
    if not draw_ok(drawn, 5, 1, 30):
        return None
    seen = set(drawn)
    marked = [[v in seen for v in row] for row in square]
    return {"carre": line_prize(marked, 3, 5000, 500)}


def card_and_row(unit):
    grids, draws = read_unit(unit, {"carte": (8, 8), "bande": (1, 5)}, ["tirage", "chiffres"])
    card, strip = grids["carte"], grids["bande"][0]
    cells = [v for row in card for v in row]
    if not all(is_int(v) and 1 <= v <= 99 for v in cells) or not distinct(cells):
        return None
    if not all(is_int(v) and 100 <= v <= 120 for v in strip) or not distinct(strip):
        return None
    if not draw_ok(draws["tirage"], 60, 1, 99) or not draw_ok(draws["chiffres"], 3, 100, 120):
        return None
    on_card, on_strip = set(draws["tirage"]), set(draws["chiffres"])
    corners = all(card[r][c] in on_card for r, c in [(0, 0), (0, 7), (7, 0), (7, 7)])
    hits = sum(1 for v in strip if v in on_strip)
    strip_wins = hits >= 2 if FAULT == "card-strip-two-enough" else hits == 3
    won = {"carte": 600 if corners else 0, "bande": 300 if strip_wins else 0}
    if FAULT == "card-highest-grid-only" and won["carte"] and won["bande"]:
        won["bande"] = 0
    return won


GAMES = {
    "demo-bingo75-free-centre": bingo75,
    "demo-morpion-3x3": morpion,
    "demo-card-8x8-and-row": card_and_row,
}


def answer(req):
    rid = req.get("id")
    game = GAMES.get(req.get("game"))
    if not game:
        return {"id": rid, "error": "unknown game %r" % (req.get("game"),)}
    try:
        won = game(req.get("unit"))
    except ShapeError as e:
        return {"id": rid, "error": str(e)}
    if won is None:
        return {"id": rid, "status": "anomaly", "amount_cents": 0, "remedy": REMEDY}
    total = sum(won.values())
    return {"id": rid, "status": "win" if total else "lose", "amount_cents": total, "grids": won, "notes": []}


def main():
    global FAULT, REMEDY
    args = sys.argv[1:]
    if args == ["--list-faults"]:
        print("\n".join(FAULTS))
        return
    usage = "usage: shapes_candidate.py [--fault NAME] [--reading ENTRY=void|refund]... | --list-faults"
    while args:
        if args[0] == "--fault" and len(args) > 1 and args[1] in FAULTS and FAULT is None:
            FAULT = args[1]
        elif args[0] == "--reading" and len(args) > 1 and args[1].partition("=")[2] in ("void", "refund"):
            REMEDY = args[1].partition("=")[2]
        else:
            sys.exit(usage)
        args = args[2:]
    for line in sys.stdin:
        try:
            req = json.loads(line)
            out = answer(req) if isinstance(req, dict) else {"id": None, "error": "not an object"}
        except json.JSONDecodeError as e:
            out = {"id": None, "error": "invalid JSON: %s" % e}
        sys.stdout.write(json.dumps(out, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
