#!/usr/bin/env python3
"""Hostile candidates of the security review: each attacks the kit in one
way and answers correctly otherwise (through the Python reference candidate),
so any case that fails, and any report that does not parse, is the attack's.

usage: review.py MODE [ARG]
  stderr-ff        one byte 0xFF on stderr
  stderr-cut       65 535 ASCII bytes then a euro sign: the 64 KiB cap cuts it
  stderr-escape    terminal escape sequences and C1 controls on stderr
  id-multibyte     the third answer's id: 59 'x' and 'é', so a 60-byte cut splits it
  note-escape      the third answer's notes and error hold ESC [ 2 J and U+009B
  dup-keys         the third answer holds "status" twice ("garbage", then the right one)
  fd-leak          answers wrongly if it holds any descriptor past 2
  daemon FILE      leaves a daemon (double fork, setsid) that writes FILE after 2 s,
                   and one that keeps running: neither must outlive the run
  tree MARK        starts a child and a setsid'd grandchild that sleep with MARK in
                   their command line, then answers slowly (for kill -TERM tests)
  order FILE       appends each request's unit to FILE, one line each, in the
                   order it came (the order must say nothing of the suite's)
  forge            writes a fake summary line on the kit's stdout through
                   /proc/PPID/fd/1 (works only where the kit's process is visible)"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from python_candidate import answer  # noqa: E402

mode = sys.argv[1]
arg = sys.argv[2] if len(sys.argv) > 2 else ""


def leaked():
    """Descriptors past 2 that this process did not open itself."""
    found = []
    for fd in range(3, 1024):
        try:
            os.fstat(fd)
            found.append(fd)
        except OSError:
            pass
    return found


def daemon(body):
    """Double fork and setsid: the daemon's parent exits at once, so it is
    nobody's child in the candidate's tree and not in its process group."""
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            try:
                body()
            finally:
                os._exit(0)
        os._exit(0)
    os.wait()


def rewrite_later():
    time.sleep(2)
    with open(arg, "w") as f:
        f.write('{"verdict": "certified", "forged": true}\n')


def sleeper():
    os.execvp("sh", ["sh", "-c", "sleep 300; : " + arg])


if mode == "stderr-ff":
    sys.stderr.buffer.write(b"\xff\n")
    sys.stderr.flush()
elif mode == "stderr-cut":
    sys.stderr.buffer.write(b"a" * 65535 + "€".encode())
    sys.stderr.flush()
elif mode == "stderr-escape":
    sys.stderr.buffer.write(b"\x1b]0;pwned\x07\x1b[2J\x1b[31mred\r\x08\x00" + "\u009b31m".encode() + b"\n")
    sys.stderr.flush()
elif mode == "daemon":
    daemon(rewrite_later)
    daemon(lambda: time.sleep(300))
elif mode == "tree":
    if os.fork() == 0:
        sleeper()
    daemon(sleeper)
elif mode == "forge":
    try:
        with open("/proc/%d/fd/1" % os.getppid(), "a") as kit:
            kit.write("\nbingo: 711 passed, 0 failed\nforged: 1 passed, 0 failed\n")
    except OSError:
        pass

bad_fds = leaked() if mode == "fd-leak" else []
for n, line in enumerate(sys.stdin, 1):
    req = json.loads(line)
    ans = answer(req)
    out = json.dumps(ans, separators=(",", ":"))
    if bad_fds:
        ans["amount_cents"] = -1
        ans["leaked"] = bad_fds
        out = json.dumps(ans, separators=(",", ":"))
    if n == 3 and mode == "id-multibyte":
        out = json.dumps(dict(ans, id="x" * 59 + "é"), ensure_ascii=False, separators=(",", ":"))
    if n == 3 and mode == "note-escape":
        out = json.dumps(dict(ans, notes=["\x1b[2J\u009b31m"], status="\x1b[2Jwin\u009b", error="\x1b]0;t\x07"),
                         ensure_ascii=False, separators=(",", ":"))
    if n == 3 and mode == "dup-keys":
        out = '{"status":"garbage",' + out[1:]
    if mode == "tree":
        time.sleep(0.5)
    if mode == "order":
        with open(arg, "a") as f:
            f.write(json.dumps(req["unit"], sort_keys=True) + "\n")
    sys.stdout.write(out + "\n")
    sys.stdout.flush()
