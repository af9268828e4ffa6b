#!/usr/bin/env python3
"""A wrong implementation that tries to have itself certified anyway (the
attacks of the third hostile review). It answers every request through the
Python candidate (loaded from the path it is given), pays one cent too many
at case ID, so that the honest verdict is "not certified", and at that
request tries one thing, saying on stderr what came of it:

  root     its uid; open /proc/sys/kernel/core_pattern for writing (and
           write back what it read, so that nothing changes even where the
           write is allowed); read FILE (ARG: a key the kit holds)
  inject   write a forged "verdict: certified" line into the standard
           output of every process above the kit (the gate's shell) and
           below the test script whose pid MARK names, now
  environ  read the environment of every process above it, looking for
           SECRET_TOKEN; write ARG/x (a folder outside its own)
  chain    leave a chain of setsid processes, each forking the next and
           exiting, that outlives the kit if it can and then forges the
           verdict as inject does and writes ARG/survived (bounded: it
           stops by itself after 20 s); the compiled chain.c when it is
           beside this file, as "chain"
  stall    as chain, then answers nothing more (a minute): the kit is
           still running when a test sends it a signal

usage: takeover.py MODE PYTHON_CANDIDATE ID|UNIT.json [ARG] [MARK]
(MARK: lotcert-takeover-PID-N, PID the test script's; without it, only
the kit itself is written to)"""
import json
import os
import sys
import time

mode, cand, at = sys.argv[1], sys.argv[2], sys.argv[3]
arg = sys.argv[4] if len(sys.argv) > 4 else ""
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import at_case, load_candidate  # noqa: E402

pc = load_candidate(cand)
is_at = at_case(at)
FORGED = "verdict: certified; json sha256: " + "0" * 64 + "\n"


def say(*words):
    print(mode + ":", *words, file=sys.stderr, flush=True)


def parent_of(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return int(f.read().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return 0


def test_script():
    """The pid of the test that started the kit, from its mark (lotcert-takeover-PID-N), or 0."""
    words = sys.argv[-1].split("-")
    return int(words[2]) if len(words) == 4 and words[2].isdigit() else 0


def ancestors():
    """The processes above this one: the kit first, then whoever started it,
    up to the test script. Never above it: what runs the tests (make, CI's
    own agent, a terminal) is not the kit's, and a forged line on its
    standard output can break it."""
    out, pid, top = [], parent_of(os.getpid()), test_script()
    if not top:
        return [pid]
    while pid > 1 and pid != top and len(out) < 16:
        out.append(pid)
        pid = parent_of(pid)
    return out


def forge(pids):
    wrote = 0
    for pid in pids:
        try:
            with open("/proc/%d/fd/1" % pid, "w") as f:
                f.write(FORGED)
            wrote += 1
        except OSError:
            pass
    return wrote


def root():
    say("uid", os.getuid(), "euid", os.geteuid())
    try:
        with open("/proc/sys/kernel/core_pattern", "r+") as f:
            old = f.read()
            f.seek(0)
            f.write(old)
        say("core_pattern writable")
    except OSError as e:
        say("core_pattern refused -", e.strerror)
    if arg:
        try:
            with open(arg) as f:
                say("read the key:", f.read(16))
        except OSError as e:
            say("key refused -", e.strerror)


def environ():
    found = 0
    for pid in ancestors()[1:]:
        try:
            with open("/proc/%d/environ" % pid, "rb") as f:
                found += b"SECRET_TOKEN=" in f.read()
        except OSError:
            pass
    say("read the secret" if found else "no secret read")
    try:
        with open(arg + "/x", "w") as f:
            f.write("written by a candidate\n")
        say("wrote outside its directory")
    except OSError as e:
        say("could not write outside -", e.strerror)


def chain():
    """The C chain beside this file (faster than Python's fork), or Python's own."""
    above = ancestors()
    kit = above[0] if above else 0
    if os.fork():
        return
    os.setsid()
    fast = os.path.join(os.path.dirname(os.path.abspath(__file__)), "chain")
    if os.access(fast, os.X_OK):
        os.execv(fast, [fast, "20", arg, str(kit)] + [str(p) for p in above[1:]] + [sys.argv[-1]])
    start = time.time()
    while time.time() - start < 20:
        if os.fork():
            os._exit(0)
        os.setsid()
        if kit and not os.path.exists("/proc/%d" % kit):
            forge(above[1:])
            try:
                with open(arg + "/survived", "a") as f:
                    f.write("%d\n" % os.getpid())
            except OSError:
                pass
            time.sleep(0.2)
    os._exit(0)


for line in sys.stdin:
    req = json.loads(line)
    ans = pc.answer(req)
    if is_at(req):
        if mode == "root":
            root()
        elif mode == "inject":
            say("forged lines written:", forge(ancestors()[1:]))
        elif mode == "environ":
            environ()
        elif mode in ("chain", "stall"):
            chain()
            if mode == "stall":
                time.sleep(60)
        if "amount_cents" in ans:
            ans["amount_cents"] += 1
    sys.stdout.write(json.dumps(ans, separators=(",", ":")) + "\n")
    sys.stdout.flush()
