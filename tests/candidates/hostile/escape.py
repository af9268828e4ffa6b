#!/usr/bin/env python3
"""Candidates that try to get out of their confinement. Each answers every
request correctly (through the Python candidate, loaded from the path it is
given) and, at the first request, tries one thing, saying on stderr what
came of it:

  env      print its environment
  write    write ../reports/x, $OLDPWD/x and TARGET/x (TARGET: a path given)
  fork     fork 2 000 children that sleep
  memory   allocate 16 GiB
  network  connect to 127.0.0.1:PORT (PORT given)
  setsid   leave a grandchild in a new session, sleeping
  disk     write a 1 GiB file in its directory
  files    write files of 200 MiB (under the size of a file) until refused,
           up to 1.2 GiB, in each folder of ARG (":"-separated; default
           its directory); then remove them

usage: escape.py MODE PYTHON_CANDIDATE ID|UNIT.json [ARG]"""
import json
import os
import socket
import sys
import time

mode, cand, at = sys.argv[1], sys.argv[2], sys.argv[3]
arg = sys.argv[4] if len(sys.argv) > 4 else ""
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import at_case, load_candidate  # noqa: E402

pc = load_candidate(cand)
is_at = at_case(at)


def say(*words):
    print(mode + ":", *words, file=sys.stderr, flush=True)


def write_to(path):
    try:
        with open(path, "w") as f:
            f.write("written by a candidate\n")
        say("wrote", path)
    except OSError as e:
        say("could not write", path, "-", e.strerror)


def attempt():
    if mode == "env":
        for k, v in sorted(os.environ.items()):
            say(k + "=" + v)
    elif mode == "write":
        write_to("../reports/x")
        if os.environ.get("OLDPWD"):
            write_to(os.environ["OLDPWD"] + "/x")
        if arg:
            write_to(arg + "/x")
    elif mode == "fork":
        n = 0
        try:
            for n in range(2000):
                if os.fork() == 0:
                    time.sleep(300)
                    os._exit(0)
        except OSError as e:
            say("fork refused after", n, "children -", e.strerror)
            sys.exit(3)
        say("forked 2000 children")
    elif mode == "memory":
        try:
            block = bytearray(16 << 30)
            say("allocated", len(block))
        except MemoryError:
            say("allocation refused")
            sys.exit(3)
    elif mode == "network":
        try:
            socket.create_connection(("127.0.0.1", int(arg)), timeout=2).close()
            say("connected")
        except OSError as e:
            say("no connection -", e.strerror or e)
    elif mode == "setsid":
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                time.sleep(300)
            os._exit(0)
        os.wait()
        say("left a grandchild")
    elif mode == "files":
        for where in (arg or ".").split(":"):
            total, n = 0, 0
            try:
                while total < 1200 << 20:
                    with open("%s/f%d" % (where, n), "wb") as f:
                        for _ in range(200):
                            f.write(b"\0" * (1 << 20))
                    total, n = total + (200 << 20), n + 1
                say("wrote", total >> 20, "MiB in", where)
            except OSError as e:
                say("refused after", total >> 20, "MiB in", where, "-", e.strerror)
            for k in range(n + 1):
                try:
                    os.unlink("%s/f%d" % (where, k))
                except OSError:
                    pass
    elif mode == "disk":
        try:
            with open("big", "wb") as f:
                for _ in range(1024):
                    f.write(b"\0" * (1 << 20))
            say("wrote 1 GiB")
        except OSError as e:
            say("write refused -", e.strerror)
            sys.exit(3)


for line in sys.stdin:
    req = json.loads(line)
    if is_at(req):
        attempt()
    sys.stdout.write(json.dumps(pc.answer(req), separators=(",", ":")) + "\n")
    sys.stdout.flush()
