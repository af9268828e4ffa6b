#!/usr/bin/env python3
"""Hostile candidates for the runner's tests: each misbehaves in one way,
answering correctly otherwise (through the Python reference candidate).

usage: hostile.py MODE N STATE
  MODE: crash hang spin garbage wrong-id number-id close-stdout twice close-stdin
        long-line huge-line bad-utf8 child-holds-pipe stderr-flood slow
  N: the request at which it misbehaves (1-based); STATE: a file created when
  it has, so that the candidate restarted after it behaves."""
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from python_candidate import answer  # noqa: E402


def first_to(state):
    """True for the one process that creates the state file: two copies of
    the candidate (certify --jobs 2) must not both misbehave."""
    try:
        os.close(os.open(state, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        return True
    except FileExistsError:
        return False


mode = sys.argv[1]
at, state = int(sys.argv[2]), sys.argv[3]
for n, line in enumerate(sys.stdin, 1):
    req = json.loads(line)
    out = json.dumps(answer(req), separators=(",", ":"))
    if mode == "slow":   # correct, but 50 ms an answer, every time
        time.sleep(0.05)
    if n == at and first_to(state):
        if mode == "crash":
            os._exit(139)
        if mode == "hang":   # asleep past the timeout
            time.sleep(3600)
        if mode == "spin":   # an endless loop, burning its CPU
            while True:
                pass
        if mode == "garbage":
            out = "\x00\xff not json at all"
        if mode == "wrong-id":
            out = out.replace(req["id"], "someone-else", 1)
        if mode == "number-id":
            out = out.replace('"' + req["id"] + '"', "42", 1)
        if mode == "close-stdout":
            os.close(1)
            time.sleep(3600)
        if mode == "dup-key":   # one key twice: which status did it mean?
            out = out.replace('"status"', '"status": "lose", "status"', 1)
        if mode == "array":   # JSON, but no answer object
            out = "[" + out + "]"
        if mode == "twice":
            sys.stdout.write(out + "\n")
        if mode == "close-stdin":
            os.close(0)
            time.sleep(3600)
        if mode == "long-line":
            out = "x" * (2 << 20)
        if mode == "huge-line":   # 100 MB without a newline, then carry on
            chunk = b"x" * (1 << 20)
            for _ in range(100):
                sys.stdout.buffer.write(chunk)
            sys.stdout.buffer.flush()
            out = ""
        if mode == "bad-utf8":
            sys.stdout.flush()
            sys.stdout.buffer.write(out.replace('"status"', '"st\xff\xfeatus"', 1).encode("latin-1") + b"\n")
            sys.stdout.buffer.flush()
            continue
        if mode == "child-holds-pipe":   # a grandchild keeps stdout open, then the candidate dies
            import subprocess
            subprocess.Popen(["sleep", "299.5"])
            os._exit(139)
        if mode == "stderr-flood":
            sys.stderr.write("e" * (200 << 10))
            sys.stderr.flush()
    sys.stdout.write(out + "\n")
    sys.stdout.flush()
