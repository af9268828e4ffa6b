#!/usr/bin/env bash
# Faults: a failing allocation at every allocation site of short runs
# (LD_PRELOAD build/faults/failmalloc.so fails the Nth call), a full disk
# under every output, unreadable inputs, and kills at random moments of a
# certification. Each ends in a clean error (exit 2, a message) or the
# normal result; never a crash; never a partial report under its final name.
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
FAIL=build/faults/failmalloc.so
B=rules/fdj-bingo-2012.yaml
[ -f $FAIL ] || { echo "faults: $FAIL missing (make builds it)" >&2; exit 1; }
head -c 0 /dev/null
$LC generate --rules $B --seed 3 --units 30 -o "$T/em.jsonl" || bad "generate"
head -n 1 "$T/em.jsonl" > "$T/req.json"

# walk HOW CMD...: fail one allocation of the run at a time; the result
# must be the normal one, or exit 2 with a message on stderr. HOW is
# "chains:D", the first allocation from each distinct chain of D callers
# (make test), or a STEP, allocations 1, 1+STEP, ... (FAULTS_WALK=dense,
# make check-long: also the later turns of each loop).
walk() {
  local how=$1; shift
  "$@" >/dev/null 2>&1; local base=$?
  local at=() n
  if [ "${how%%:*}" = chains ]; then
    LD_PRELOAD=$FAIL LC_FAIL_REPORT="$T/n" LC_FAIL_SITES="$T/s" LC_FAIL_DEPTH=${how#chains:} "$@" >/dev/null 2>&1
    mapfile -t at < "$T/s"
  else
    LD_PRELOAD=$FAIL LC_FAIL_REPORT="$T/n" "$@" >/dev/null 2>&1
    for ((n = 1; n <= $(cat "$T/n"); n += how)); do at+=("$n"); done
  fi
  local crashes=0
  for n in "${at[@]}"; do
    LD_PRELOAD=$FAIL LC_FAIL_AT=$n LC_FAIL_SPARE=libhpdf,getpwnam "$@" >/dev/null 2>"$T/err"; rc=$?
    if [ $rc != $base ] && { [ $rc != 2 ] || [ ! -s "$T/err" ]; }; then
      crashes=$((crashes + 1)); [ $crashes = 1 ] && echo "allocation $n of $(cat "$T/n"): exit $rc: $*" >&2
    fi
  done
  [ ${#at[@]} -gt 10 ] || bad "walk $how: only ${#at[@]} allocations to fail: $*"
  [ $crashes = 0 ] && ok || bad "$crashes of ${#at[@]} failing allocations mishandled: $*"
}
# FAULTS_WALK=0 (make coverage) leaves out the walks and the kills: they run
# thousands of processes, which an instrumented build makes slow.
case "${FAULTS_WALK:-1}" in
  dense) ONE=3 FEW=7 CERT=97 ;;
  *)     ONE=chains:4 FEW=chains:4 CERT=chains:2 ;;   # certify: its own sites; the deeper chains are the walks above
esac
if [ "${FAULTS_WALK:-1}" != 0 ]; then
walk $ONE $LC eval --rules $B "$T/req.json"
walk $ONE $LC lint rules/fdj-super-bingo-2004.yaml
walk $FEW $LC run --rules $B --cases cases/fdj-bingo-2012/art-4.2-composition.yaml
walk $ONE $LC block --rules $B --units 30 "$T/em.jsonl"
walk $ONE $LC generate --rules $B --seed 1 --units 40
walk $FEW $LC coverage --rules $B --cases cases/fdj-bingo-2012/art-4.2-composition.yaml
walk $CERT $LC certify --sandbox none --rules $B --cases cases/fdj-bingo-2012/art-4.2-composition.yaml --candidate build/ref-candidate \
  --block "$T/em.jsonl" --units 30 --fuzz 40 --json "$T/f.json" --pdf "$T/f.pdf" --junit "$T/f.xml"
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
