#!/usr/bin/env python3
"""Request lines on stdin; on stdout each line and variants of it that a
fast reader might take differently from a JSON library: keys in another
order, white space, escapes, numbers in other spellings, repeated keys,
cut lines, flipped bytes. Seeded, so a failure can be replayed.

usage: mutate_requests.py [SEED] < requests.jsonl > variants.jsonl"""
import json
import random
import sys

rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)


def shuffled(v):
    if isinstance(v, dict):
        items = list(v.items())
        rng.shuffle(items)
        return {k: shuffled(x) for k, x in items}
    if isinstance(v, list):
        return [shuffled(x) for x in v]
    return v


def spelled(line):
    """one number, name or literal written another way"""
    swaps = [(",", " , "), (":", "\t:"), ("[", "[ "), ('"J"', '"\\u004a"'), ('"J"', '"j"'),
             ("null", "nul"), ("null", "0"), ('"id":"', '"id":"\\/'), ('"grids"', '"grids "'),
             ("1,", "1.0,"), ("2,", "2e0,"), ("3,", "-0,"), ("4,", "04,"), ("5,", "-5,"),
             ("6,", "99999999999999999999,"), ("7,", "1000,"), ("}}}", "}}} "), ("}}}", "}}}\r"),
             ('"boules"', '"bonus"'), ('"bleue"', '"grille-1"'), ("]]", "],[1,2,3,4]]")]
    a, b = rng.choice(swaps)
    at = [i for i in range(len(line)) if line.startswith(a, i)]
    if not at:
        return line
    i = rng.choice(at)
    return line[:i] + b + line[i + len(a):]


def repeated(req):
    """a key given twice, the later value different"""
    body = json.dumps(req, separators=(",", ":"))
    key = rng.choice(["id", "game", "unit"])
    extra = json.dumps({key: "x" if key != "unit" else {}}, separators=(",", ":"))[1:-1]
    return body[:-1] + "," + extra + "}"


def variants(line):
    yield line
    try:
        req = json.loads(line)
    except ValueError:
        return
    yield json.dumps(shuffled(req), separators=(",", ":"))
    yield json.dumps(req, indent=None)   # ", " and ": " between items
    for _ in range(4):
        yield spelled(line)
    yield repeated(req)
    yield line[: rng.randrange(1, len(line))]
    b = bytearray(line.encode())
    b[rng.randrange(len(b))] = rng.randrange(0x20, 0x7f)
    yield b.decode("ascii", "replace")


for raw in sys.stdin:
    for v in variants(raw.rstrip("\n")):
        print(v)
