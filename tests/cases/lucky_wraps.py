#!/usr/bin/env python3
"""lucky_wraps.py — writes tests/cases/lucky-digit/wrap-values.yaml, the cases of
the test game tests/rules/lucky-digit.yaml that try values far from its
bounds, from the game's description (the comment at the top of that rules
file), not from the rules:

  python3 tests/cases/lucky_wraps.py > tests/cases/lucky-digit/wrap-values.yaml

A ticket is void when a digit lies outside 1..9 or an amount printed is
none of the table's (1 000, 100, 20, 10, 4, 2, 1 EUR); a game whose digit is
the lucky one wins its amount; the wins add up (a total that is no amount
of the table carries the note off-table). So each value below is void,
whatever a program keeping integers in too few bits (257 read as 1,
2^32 + 100 cents read as 1 EUR) or taking cents for euros would make of it:
every digit + 2^8, + 2^16, + 2^32 and - 2^8, on each game and in the draw;
every amount of the table + 2^16 and + 2^32, times 100 and divided by 100
(where that is no amount of the table), negative and 0, on each game. And
digits repeated: the same digit on every game, lucky or not."""
import json

GAMES = ["jeu-1", "jeu-2", "jeu-3"]
TABLE = [100000, 10000, 2000, 1000, 400, 200, 100]
VOID = {"status": "anomaly", "amount_cents": 0, "remedy": "void"}
out = []


def case(cid, covers, desc, digits, lucky, amounts, expect):
    out.append({"id": cid, "covers": covers, "description": desc,
                "unit": {"grids": {g: [[d]] for g, d in zip(GAMES, digits)}, "draws": {"porte-bonheur": lucky},
                         "amounts": dict(zip(GAMES, amounts))}, "expect": expect})


def win(grids):
    total = sum(grids)
    notes = [] if total in TABLE else ["off-table"]
    return {"status": "win", "amount_cents": total, "grids": dict(zip(GAMES, grids)), "notes": notes}


WRAPS = [(256, "plus-2e8"), (65536, "plus-2e16"), (2 ** 32, "plus-2e32"), (-256, "minus-2e8")]
base_digits, base_amounts = [7, 2, 3], [200, 1000, 400]   # jeu-1 wins 2 EUR with the lucky 7
for gi, g in enumerate(GAMES):
    for off, name in WRAPS:
        d = list(base_digits)
        d[gi] += off
        case("ld-wrap-%s-digit-%s" % (g, name), ["art-3/digit-range", "art-3/void", "I-LD-VOID"],
             "%s shows %d: %d in too few bits, beyond 1..9" % (g, d[gi], base_digits[gi]), d, [7], base_amounts, VOID)
for off, name in WRAPS:
    case("ld-wrap-lucky-%s" % name, ["art-3/lucky-range", "art-3/void", "I-LD-VOID"],
         "the lucky digit is %d: 7 in too few bits, beyond 1..9" % (7 + off), base_digits, [7 + off], base_amounts, VOID)
for gi, g in enumerate(GAMES):
    for a in TABLE:
        far = [(a + 65536, "plus-2e16"), (a + 2 ** 32, "plus-2e32"), (a * 100, "times-100"), (a // 100, "div-100"),
               (-a, "negative")]
        for v, name in far:
            if v in TABLE:
                continue
            amounts = list(base_amounts)
            amounts[gi] = v
            digits = [7 if k == gi else base_digits[k] if base_digits[k] != 7 else 2 for k in range(3)]
            case("ld-wrap-%s-amount-%d-%s" % (g, a, name), ["art-3/amount", "art-3/void", "I-LD-VOID"],
                 "%s wins with %d cents printed (%d %s): no amount of the table" % (g, v, a, name.replace("-", " ")),
                 digits, [7], amounts, VOID)
    amounts = list(base_amounts)
    amounts[gi] = 0
    case("ld-wrap-%s-amount-0-winning" % g, ["art-3/amount", "art-3/void", "I-LD-VOID"],
         "%s shows the lucky digit beside 0 cents: no amount of the table" % g,
         [7 if k == gi else 4 for k in range(3)], [7], amounts, VOID)
for d in range(1, 10):
    lucky = d if d % 2 else 10 - d   # the same digit on every game: lucky on odd d, not on even d
    amounts = [100, 200, 400]
    grids = amounts if d == lucky else [0, 0, 0]
    case("ld-same-digit-%d-lucky-%d" % (d, lucky), ["art-4/sum", "art-4/win"] if d == lucky else ["art-4/lose"],
         "every game shows %d, the lucky digit is %d" % (d, lucky), [d, d, d], [lucky], amounts,
         win(grids) if d == lucky else {"status": "lose", "amount_cents": 0, "grids": dict(zip(GAMES, grids)),
                                        "notes": []})
case("ld-lucky-twice", ["art-3/lucky-count", "art-3/void", "I-LD-VOID"], "the lucky digit drawn twice: 7 and 7",
     base_digits, [7, 7], base_amounts, VOID)

print("# yaml-language-server: $schema=../../../schemas/cases.schema.json")
print("# Cases of the test game tests/rules/lucky-digit.yaml far from its bounds, written by")
print("# tests/cases/lucky_wraps.py from the game's description (see that script), not from the rules file.")
print("game: demo-lucky-digit")
print("cases:")
for c in out:
    print("  - id: %s" % c["id"])
    print("    covers: [%s]" % ", ".join(c["covers"]))
    print("    description: %s" % json.dumps(c["description"], ensure_ascii=False))
    u = c["unit"]
    print("    unit:")
    print("      grids: %s" % json.dumps(u["grids"]))
    print("      draws: %s" % json.dumps(u["draws"]))
    print("      amounts: %s" % json.dumps(u["amounts"]))
    print("    expect: %s" % json.dumps(c["expect"]))
