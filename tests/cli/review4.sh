#!/usr/bin/env bash
# What the fourth hostile review found and this kit mends: a trusted-signers
# line read in two pieces, a forged signer's name printed raw by verify,
# special files given as rules or cases, and reports written through a
# symbolic link that another user placed.
set -u
. "$(dirname "$0")/lib.sh"
REF=build/ref-candidate
B=rules/fdj-bingo-2012.yaml
C=cases/fdj-bingo-2012
W=$T/w
mkdir -p "$W"

# a signed certification to verify
$LC keygen -o "$W/key" >/dev/null 2>&1
$LC keygen -o "$W/forger" >/dev/null 2>&1
(cd "$W" && "$OLDPWD/$LC" certify --rules "$OLDPWD/$B" --cases "$OLDPWD/$C" --candidate "$OLDPWD/$REF" --fuzz 0 \
   --texts "$OLDPWD/rules/reglements" --json certification.json --pdf certification.pdf --sign key --signer "Lab" >/dev/null 2>&1)
[ -s "$W/certification.sig" ] && ok || bad "certify --sign wrote no signature"

# ---- 1. the sandbox is the system's bwrap, never one found on PATH, and it must confine
mkdir -p "$T/evil" "$T/fakesys"
printf '#!/bin/sh\n# a "bwrap" that confines nothing: it runs the command after "--" as it is\nwhile [ "$#" -gt 0 ] && [ "$1" != "--" ]; do shift; done\nshift\nexec "$@"\n' \
  >"$T/evil/bwrap"
chmod 755 "$T/evil/bwrap"; cp "$T/evil/bwrap" "$T/fakesys/bwrap"; chmod 755 "$T/fakesys"
[ "$(id -u)" = 0 ] && [ -x /usr/bin/setpriv ] && cp /usr/bin/setpriv "$T/fakesys/setpriv"
if $LC run --rules $B --cases $C --filter 'bingo-g1-corners*' --sandbox bwrap --candidate $REF >/dev/null 2>&1; then
  PATH="$T/evil:$PATH" $LC run --rules $B --cases $C --filter 'bingo-g1-corners*' --sandbox bwrap --candidate $REF >"$T/out" 2>&1
  grep -q "^candidate confinement: sandbox bwrap (.*; /\(usr/\)\{0,1\}bin/bwrap, sha256 [0-9a-f]\{16\}" "$T/out" \
    && ! grep -q "$T/evil" "$T/out" && ok || bad "a bwrap first on PATH was taken, or the record names no program and digest"
  rc=$(LOTCERT_SANDBOX_DIR="$T/fakesys" $LC run --rules $B --cases $C --filter 'bingo-g1-corners*' --sandbox bwrap \
         --candidate $REF >"$T/out" 2>&1; echo $?)
  [ "$rc" = 2 ] && grep -q "did not confine its probe (it ran in the kit's own namespaces)" "$T/out" && ok \
    || bad "a bwrap that confines nothing was taken for a sandbox (exit $rc)"
  chmod 777 "$T/fakesys"
  rc=$(LOTCERT_SANDBOX_DIR="$T/fakesys" $LC run --rules $B --cases $C --filter 'bingo-g1-corners*' --sandbox bwrap \
         --candidate $REF >"$T/out" 2>&1; echo $?)
  [ "$rc" = 2 ] && grep -q "is not root's alone" "$T/out" && ok || bad "a bwrap in a folder anyone writes was trusted (exit $rc)"
else
  echo "review4: bwrap does not work here; its checks are skipped"
  ok; ok; ok
fi

# ---- 8. what a candidate sees is production's: the operator's environment, and itself as process 1
cat >"$T/spy.py" <<'PY'
import json, os, sys
info = {"home": os.environ.get("HOME"), "tmp": os.environ.get("TMPDIR"), "x": os.environ.get("GAME_ENV"),
        "pid": os.getpid(), "p1": open("/proc/1/cmdline").read().replace("\0", " ")}
sys.stderr.write("SPY " + json.dumps(info) + "\n")
os.execvp(sys.executable, [sys.executable, sys.argv[1]])
PY
printf '# production\nHOME=/home/operator\nTMPDIR=/var/tmp\nGAME_ENV=production\n' >"$T/prod.env"
for sb in none bwrap; do
  [ $sb = bwrap ] && ! $LC run --rules $B --cases $C --filter 'bingo-g1-corners*' --sandbox bwrap --candidate $REF \
    >/dev/null 2>&1 && { ok; ok; continue; }
  $LC run --rules $B --cases $C --filter 'bingo-g1-corners*' --sandbox $sb --candidate-env "$T/prod.env" \
    --candidate "/usr/bin/python3 $T/spy.py tests/candidates/python_candidate.py" --json "$T/spy.json" >"$T/out" 2>&1
  python3 - "$T/spy.json" $sb "$(id -u)" <<'PY' && ok || bad "$sb: the candidate's environment is not the declared one"
import json, sys
d = json.load(open(sys.argv[1]))
line = [l for l in (d.get("stderr") or d.get("candidate_stderr") or "").splitlines() if l.startswith("SPY ")][0]
s = json.loads(line[4:])
assert (s["home"], s["tmp"], s["x"]) == ("/home/operator", "/var/tmp", "production"), s
if sys.argv[2] == "bwrap" and sys.argv[3] != "0":   # as a user, the first process of its PID namespace
    assert s["pid"] == 1 and "bwrap" not in s["p1"] and "spy.py" in s["p1"], s
if sys.argv[2] == "bwrap":   # whoever runs it, process 1 shows nothing of the kit's own command line
    assert "lotcert" not in s["p1"] and "--rules" not in s["p1"], s
PY
  out_has "over them, the 3 of $T/prod.env (--candidate-env)" "$sb: the profile on the record"
done
printf 'HOME\n' >"$T/bad.env"
run_expect "a profile line without =" 2 $LC run --rules $B --cases $C --candidate $REF --candidate-env "$T/bad.env"
out_has "bad.env:1:1: expected NAME=VALUE" "the bad line named"

# ---- 2. memory is bounded per candidate, its whole process tree, not per process
cat >"$T/hog.py" <<'PY'
import os, sys, time
for i in range(12):   # twelve children of 40 MiB each, the parent 100 MiB: each far under 256 MiB
    if os.fork() == 0:
        b = bytearray(40 << 20)
        for k in range(0, len(b), 4096): b[k] = 1
        time.sleep(60)
        os._exit(0)
time.sleep(1)
big = bytearray(100 << 20)
for k in range(0, len(big), 4096): big[k] = 1
os.execvp(sys.executable, [sys.executable] + sys.argv[1:])
PY
HOG="/usr/bin/python3 $T/hog.py tests/candidates/python_candidate.py"
timeout 120 $LC run --rules $B --cases $C --filter 'bingo-g1-corners*' --candidate "$HOG" --sandbox none --limit-memory 256 \
  >"$T/out" 2>&1
if grep -q "the process tree's memory at most that (cgroup" "$T/out"; then
  grep -q " 0 passed" "$T/out" && grep -q "killed by signal 9" "$T/out" && ok \
    || bad "a tree of 580 MiB ran under --limit-memory 256"
  timeout 120 $LC run --rules $B --cases $C --filter 'bingo-g1-corners*' --candidate "$HOG" --sandbox none \
    --limit-memory 1024 >"$T/out" 2>&1 && ok || bad "the same tree under --limit-memory 1024 failed"
else
  out_has "not bounded by a cgroup: at most the processes bound times the address space" "the record says the bound in force"
  ok
fi
pgrep -f "$T/hog.py" >/dev/null && bad "the hog's children outlived the run" || ok

# ---- 3. a trusted-signers line over 1 023 bytes is refused, never read in two pieces
python3 - "$W/forger.pub" "$W/trusted" <<'PY'
import sys
key = open(sys.argv[1]).read().splitlines()[1]
# the forger's key at the end of a comment line: read in 1 023-byte pieces it would start a line of its own
open(sys.argv[2], "w").write("#" + "x" * 1022 + key + " Laboratoire\n")
PY
(cd "$W" && "$OLDPWD/$LC" certify --rules "$OLDPWD/$B" --cases "$OLDPWD/$C" --candidate "$OLDPWD/$REF" --fuzz 0 \
   --texts "$OLDPWD/rules/reglements" --json forged.json --pdf forged.pdf --sign forger --signer "Lab" >/dev/null 2>&1)
mkdir -p "$W/f" && mv "$W/forged.json" "$W/f/certification.json" && mv "$W/forged.pdf" "$W/f/certification.pdf" \
  && mv "$W/forged.sig" "$W/f/certification.sig" 2>/dev/null
rc=$(cd "$W" && "$OLDPWD/$LC" verify --trusted trusted f >"$T/out" 2>&1; echo $?)
[ "$rc" != 0 ] && ! grep -q "matches.*a trusted signer," "$T/out" && ok || { bad "a key hidden in a long comment line became trusted (exit $rc)"; cat "$T/out" >&2; }
out_has "a line longer than 1022 bytes" "the long line refused, by its number"

# ---- 4. verify shows a forged signer's name with its control characters escaped
python3 - "$W/f/certification.sig" <<'PY'
import json, sys
p = sys.argv[1]
s = open(p).read()
try:
    d = json.loads(s); d["signer"] = "Lab\n  valid    signature  \x1b[8mhidden"; open(p, "w").write(json.dumps(d))
except ValueError:
    open(p, "w").write(s.replace("signer: Lab", "signer: Lab\x1b[8m\u202ehidden", 1))
PY
(cd "$W" && "$OLDPWD/$LC" verify --key key.pub f >"$T/out" 2>&1)
grep -q $'\x1b' "$T/out" && bad "verify printed an escape code from the signature" || ok
grep -q $'\u202e' "$T/out" && bad "verify printed a bidi control from the signature" || ok

# ---- 6. rules and cases are regular files: a FIFO is refused by name, never waited on
mkfifo "$W/pipe.yaml"
mkdir -p "$W/cases" && cp $C/art-4.2-composition.yaml "$W/cases/" && mkfifo "$W/cases/hang.yaml"
rc=$(timeout 20 $LC certify --rules $B --cases "$W/cases" --candidate $REF --fuzz 0 --deadline 5 >"$T/out" 2>&1; echo $?)
[ "$rc" = 2 ] && ok || bad "certify with a FIFO among the cases: exit $rc (124: it hung)"
out_has "hang.yaml: not a regular file" "the FIFO named"
rc=$(timeout 20 $LC lint "$W/pipe.yaml" >"$T/out" 2>&1; echo $?)
[ "$rc" = 2 ] && grep -q "not a regular file" "$T/out" && ok || bad "lint of a FIFO: exit $rc"

# ---- 7. a report is never written through a link another user placed
if [ "$(id -u)" = 0 ]; then
  U=$(spare_uid)
  mkdir -p "$W/theirs" && echo "root's own file" >"$W/precious" && chmod 600 "$W/precious"
  ln -s "$W/precious" "$W/theirs/certification.json" && chown -h "$U" "$W/theirs/certification.json" && chown "$U" "$W/theirs"
  rc=$($LC certify --rules $B --cases $C --candidate $REF --fuzz 0 --json "$W/theirs/certification.json" >"$T/out" 2>&1; echo $?)
  [ "$rc" = 2 ] && [ "$(cat "$W/precious")" = "root's own file" ] && ok || bad "root wrote through another user's link (exit $rc)"
  out_has "a symbolic link owned by another user" "the link refused, and why"
else
  ok; ok
fi

finish review4
