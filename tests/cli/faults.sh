#!/usr/bin/env bash
# Faults: a failing allocation at every allocation site of short runs, and a
# failing system call at every call site (LD_PRELOAD build/faults/failcall.so
# fails the Nth call), a full disk under every output, unreadable inputs, and
# kills at random moments of a certification. Each ends in a clean error
# (exit 2, a message) or the normal result; never a crash; never a partial
# report under its final name; never a verdict against a candidate the kit
# itself could not start.
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
FAIL=$PWD/build/faults/failcall.so   # absolute: the kit runs children elsewhere
B=rules/fdj-bingo-2012.yaml
C=cases/fdj-bingo-2012/art-4.2-composition.yaml
[ -f $FAIL ] || { echo "faults: $FAIL missing (make builds it)" >&2; exit 1; }
head -c 0 /dev/null
$LC generate --rules $B --seed 3 --units 30 -o "$T/em.jsonl" || bad "generate"
head -n 1 "$T/em.jsonl" > "$T/req.json"

# walk HOW CMD...: fail one allocation of the run at a time (KIND=sys: one
# system call); the result must be the normal one, or exit 2 with a message
# on stderr (for verify, which says "not verified" with exit 1: never an
# item that "differs" where nothing was altered). HOW is "chains:D", the
# first call from each distinct chain of D callers (make test), or a STEP,
# calls 1, 1+STEP, ... (FAULTS_WALK=dense, make check-long: also the later
# turns of each loop).
walk() {
  local how=$1 kind=${KIND:-alloc}; shift
  "$@" >/dev/null 2>&1; local base=$?
  local at=() n
  if [ "${how%%:*}" = chains ]; then
    LD_PRELOAD=$FAIL LC_FAIL_KIND=$kind LC_FAIL_REPORT="$T/n" LC_FAIL_SITES="$T/s" LC_FAIL_DEPTH=${how#chains:} "$@" >/dev/null 2>&1
    mapfile -t at < "$T/s"
  else
    LD_PRELOAD=$FAIL LC_FAIL_KIND=$kind LC_FAIL_REPORT="$T/n" "$@" >/dev/null 2>&1
    for ((n = 1; n <= $(cat "$T/n"); n += how)); do at+=("$n"); done
  fi
  local crashes=0
  for n in "${at[@]}"; do
    LD_PRELOAD=$FAIL LC_FAIL_KIND=$kind LC_FAIL_AT=$n LC_FAIL_SPARE=libhpdf,getpwnam "$@" >"$T/out" 2>"$T/err"; rc=$?
    [ "$2" = verify ] && [ $rc = 1 ] && ! grep -q "^  differs" "$T/out" && continue
    if [ $rc != $base ] && { [ $rc != 2 ] || [ ! -s "$T/err" ]; }; then
      crashes=$((crashes + 1)); [ $crashes = 1 ] && echo "$kind call $n of $(cat "$T/n"): exit $rc: $*" >&2
    fi
  done
  [ ${#at[@]} -gt 5 ] || bad "walk $kind $how: only ${#at[@]} calls to fail: $*"
  [ $crashes = 0 ] && ok || bad "$crashes of ${#at[@]} failing $kind calls mishandled: $*"
}
# FAULTS_WALK=0 (make coverage) leaves out the allocation walks and the
# kills: they run thousands of processes, which an instrumented build makes
# slow. The system-call walks run in make coverage and make check-long
# (FAULTS_SYS=1, or FAULTS_WALK=dense).
case "${FAULTS_WALK:-1}" in
  dense) ONE=3 FEW=7 CERT=97 SYS=chains:8 ;;
  *)     ONE=chains:4 FEW=chains:4 CERT=chains:2 SYS=chains:8 ;;   # certify: its own sites; the deeper chains are the walks above
esac
if [ "${FAULTS_WALK:-1}" != 0 ]; then
walk $ONE $LC eval --rules $B "$T/req.json"
walk $ONE $LC lint rules/fdj-super-bingo-2004.yaml
walk $FEW $LC run --rules $B --cases $C
walk $ONE $LC block --rules $B --units 30 "$T/em.jsonl"
walk $ONE $LC generate --rules $B --seed 1 --units 40
walk $FEW $LC coverage --rules $B --cases $C
walk $CERT $LC certify --sandbox none --rules $B --cases $C --candidate build/ref-candidate \
  --block "$T/em.jsonl" --units 30 --fuzz 40 --json "$T/f.json" --pdf "$T/f.pdf" --junit "$T/f.xml"
fi

# The kit's own environment refusing a process, a pipe or a descriptor while
# it starts the candidate (the cases, the fuzzer, a block): an error, exit 2
# and no report, never a verdict against the candidate. Each of the first
# four such calls fails in turn (the first may be a probe of the sandbox),
# until one stops the start.
unstarted() {  # CALL CMD...
  local call=$1 hit=0 wrong=""; shift
  for at in 1 2 3 4; do
    [ $hit = 1 ] && break
    rm -rf "$T/u"; mkdir -p "$T/u"
    LD_PRELOAD=$FAIL LC_FAIL_KIND=sys LC_FAIL_ONLY=$call LC_FAIL_AT=$at "$@" >/dev/null 2>"$T/err"; rc=$?
    if grep -q "the kit could not start the candidate" "$T/err"; then
      [ $rc = 2 ] && [ -z "$(ls "$T/u")" ] && hit=1 || wrong="$wrong $call $at: exit $rc, reports: $(ls "$T/u");"
    elif [ $rc != 0 ]; then
      wrong="$wrong $call $at: exit $rc: $(head -c 200 "$T/err");"
    fi
  done
  [ $hit = 1 ] && [ -z "$wrong" ] && ok || bad "candidate not started (${call}):${wrong:- never reached}: $*"
}
S="--sandbox none --jobs 1 --rules $B --candidate build/ref-candidate"
unstarted fork $LC run $S --cases $C --json "$T/u/r.json"
unstarted pipe $LC run $S --cases $C --json "$T/u/r.json"
unstarted dup2 $LC run $S --cases $C --json "$T/u/r.json"
unstarted mkdtemp $LC run $S --cases $C --json "$T/u/r.json"
unstarted fork $LC certify $S --cases $C --fuzz 20 --block "$T/em.jsonl" --units 30 --json "$T/u/r.json"
unstarted fork $LC block ${S/--jobs 1 /} --units 30 "$T/em.jsonl" --json "$T/u/r.json"
unstarted fork $LC certify --jobs 1 --rules $B --candidate build/ref-candidate --cases $C --json "$T/u/r.json"

# A signing key or a reports' folder the kit cannot look at is never left
# unmasked in the sandbox: the start stops instead (exit 2). The candidate
# tells on itself when it can read the key.
mkdir -p "$T/p/v" "$T/p/out"; chmod 755 "$T" "$T/p"; cp build/ref-candidate "$T/p/"
$LC keygen -o "$T/p/v/key" >/dev/null
printf '#!/bin/sh\nif [ -s "%s" ]; then echo "leaked: the signing key" >&2; exec sleep 30; fi\nexec "%s"\n' \
  "$T/p/v/key" "$T/p/ref-candidate" > "$T/p/peek.sh"; chmod 755 "$T/p/peek.sh"
P="--rules $B --cases $C --candidate $T/p/peek.sh --sign $T/p/v/key --timeout 3 --json $T/p/out/r.json"
if $LC certify $P 2>/dev/null | grep -q "confinement: sandbox bwrap"; then
  for hidden in "$T/p/v/key" "$T/p/out"; do
    rm -f "$T/p/out/"*
    LD_PRELOAD=$FAIL LC_FAIL_KIND=sys LC_FAIL_ONLY=lstat LC_FAIL_PATH="$hidden" LC_FAIL_AT=1 $LC certify $P >/dev/null 2>"$T/err"; rc=$?
    [ $rc = 2 ] && grep -q "to hide it" "$T/err" && [ ! -e "$T/p/out/r.json" ] && ok \
      || bad "$hidden could not be looked at: exit $rc (leaked: $(grep -c leaked "$T/p/out/r.json" 2>/dev/null))"
  done
else
  echo "  (bwrap does not work here: the masks are not checked)"
fi

# Inputs that cannot be opened: an error, not a finding (lint) nor an
# altered file (verify).
LD_PRELOAD=$FAIL LC_FAIL_KIND=sys LC_FAIL_ONLY=fopen LC_FAIL_AT=1 $LC lint $B >/dev/null 2>"$T/err"; rc=$?
[ $rc = 2 ] && grep -q "cannot open" "$T/err" && ok || bad "lint of a file that cannot be opened: exit $rc"
mkdir -p "$T/v"; $LC keygen -o "$T/v/key" >/dev/null
$LC certify --sandbox none --rules $B --cases $C --candidate build/ref-candidate --json "$T/v/certification.json" \
  --pdf "$T/v/certification.pdf" --sign "$T/v/key" >/dev/null 2>&1
$LC verify --key "$T/v/key.pub" "$T/v" >/dev/null 2>&1 || bad "verify of a fresh certification"
refused=0 differs=0
for at in 1 2 3 4 5 6 7 8; do
  LD_PRELOAD=$FAIL LC_FAIL_KIND=sys LC_FAIL_ONLY=open LC_FAIL_AT=$at $LC verify --key "$T/v/key.pub" "$T/v" >"$T/out" 2>&1
  grep -q "^  refused" "$T/out" && refused=$((refused + 1))
  grep -q "^  differs" "$T/out" && differs=$((differs + 1))
done
[ $refused -ge 4 ] && [ $differs = 0 ] && ok || bad "verify with files it cannot open: $refused refused, $differs said to differ"

# Every system call site of short runs (make coverage, make check-long).
if [ "${FAULTS_SYS:-0}" = 1 ] || [ "${FAULTS_WALK:-1}" = dense ]; then
  export KIND=sys
  walk $SYS $LC eval --rules $B "$T/req.json"
  walk $SYS $LC explain --rules $B "$T/req.json"
  walk $SYS $LC lint --texts rules/reglements rules/fdj-super-bingo-2004.yaml
  walk $SYS $LC run --rules $B --cases $C --candidate build/ref-candidate --json "$T/s.json" --junit "$T/s.xml"
  walk $SYS $LC run --rules $B --cases $C --candidate "python3 tests/candidates/python_candidate.py"
  walk $SYS $LC block --rules $B --units 30 --candidate build/ref-candidate "$T/em.jsonl"
  walk $SYS $LC generate --rules $B --seed 1 --units 40 -o "$T/g.jsonl"
  walk $SYS $LC coverage --rules $B --cases $C --json "$T/c.json"
  walk $SYS $LC diff rules/fdj-bingo-2012.yaml rules/fdj-bingo-2012.yaml
  walk $SYS $LC diff --units 300 --json "$T/d.json" --cases-out "$T/dc" rules/fdj-super-bingo-2004.yaml \
    rules/fdj-super-bingo-internet-2006.yaml
  $LC block --rules $B --units 10 --blocks 1-1 --json "$T/sh1.json" "$T/em.jsonl" >/dev/null 2>&1
  $LC block --rules $B --units 10 --blocks 2- --json "$T/sh2.json" "$T/em.jsonl" >/dev/null 2>&1
  walk $SYS $LC merge --rules $B --json "$T/m.json" "$T/sh1.json" "$T/sh2.json"
  for sb in none auto; do
    walk $SYS $LC certify --sandbox $sb --rules $B --cases $C --candidate build/ref-candidate --block "$T/em.jsonl" \
      --units 30 --fuzz 40 --fuzz-seed 7 --json "$T/f.json" --pdf "$T/f.pdf" --junit "$T/f.xml" --sign "$T/v/key"
  done
  walk $SYS $LC verify --key "$T/v/key.pub" "$T/v"
  walk $SYS $LC verify --key "$T/v/key.pub" --rerun "$T/v"
  unset KIND
fi

# A full disk (ENOSPC) under stdout and under every report file.
full() {  # CMD... : exit 2 and a message naming the failure
  "$@" >/dev/null 2>"$T/err" </dev/null; local rc=$?
  [ $rc = 2 ] && grep -qi "no space\|cannot write" "$T/err" && ok || bad "full disk: exit $rc: $*"
}
for c in "lint rules" "eval --rules $B $T/req.json" "explain --rules $B $T/req.json" \
         "run --rules $B --cases cases/fdj-bingo-2012" "block --rules $B --units 30 $T/em.jsonl" \
         "coverage --rules $B --cases cases/fdj-bingo-2012" "certify --rules $B --cases cases/fdj-bingo-2012 --candidate build/ref-candidate"; do
  full sh -c "exec $LC $c > /dev/full"
done
full $LC run --rules $B --cases cases/fdj-bingo-2012 --json /dev/full
full $LC run --rules $B --cases cases/fdj-bingo-2012 --junit /dev/full
full $LC coverage --rules $B --cases cases/fdj-bingo-2012 --json /dev/full
full $LC generate --rules $B --seed 1 --units 40 -o /dev/full
for o in --pdf --json --junit; do
  full $LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate build/ref-candidate $o /dev/full
done

# Unreadable inputs: a read error (a directory where a file is read).
mkdir -p "$T/dir.yaml"
for c in "eval --rules $B $T" "block --rules $B $T" "explain --rules $B $T" "lint $T/dir.yaml/"; do
  $LC $c >/dev/null 2>"$T/err"; rc=$?
  [ $rc = 2 ] && [ -s "$T/err" ] && ok || bad "read error: exit $rc: $c"
done

# Killed at random moments: the reports are whole or absent, never partial.
[ "${FAULTS_WALK:-1}" != 0 ] || { finish faults; exit; }
$LC generate --rules $B --seed 3 --units 20000 -o "$T/big.jsonl"
# exec: in the background, $! is lotcert itself, and the kill below reaches it, not a subshell
cert() { exec $LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate build/ref-candidate --units 20000 \
           --block "$T/big.jsonl" --pdf "$T/k/r.pdf" --json "$T/k/r.json" --junit "$T/k/r.xml" >/dev/null 2>&1; }
mkdir -p "$T/k"
t0=$(date +%s%N); (cert); t1=$(date +%s%N); ms=$(( (t1 - t0) / 1000000 ))
partial=0 whole=0
for i in $(seq 1 16); do
  rm -rf "$T/k"; mkdir -p "$T/k"
  cert & pid=$!
  sleep "$(awk -v ms=$ms -v i=$i -v r=$RANDOM 'BEGIN { printf "%.3f", ms * (i - 1 + r / 32768) / 16 / 1000 }')"
  kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
  [ ! -e "$T/k/r.json" ] || python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$T/k/r.json" 2>/dev/null || partial=$((partial + 1))
  [ ! -e "$T/k/r.xml" ] || xmllint --noout "$T/k/r.xml" 2>/dev/null || partial=$((partial + 1))
  [ ! -e "$T/k/r.pdf" ] || pdfinfo "$T/k/r.pdf" >/dev/null 2>&1 || partial=$((partial + 1))
  [ -e "$T/k/r.pdf" ] && whole=$((whole + 1))
done
[ $partial = 0 ] && ok || bad "killed certification: $partial partial reports under their final names"
echo "  (16 kills over a ${ms} ms certification; $whole left a whole PDF, the rest none)"

finish faults
