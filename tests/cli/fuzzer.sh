#!/usr/bin/env bash
# The differential fuzzer (lotcert run --fuzz) against candidates: the
# correct ones agree on 100 000 units; every faulty one disagrees within
# 20 000, and the minimal cases it writes pass on the interpreter and fail
# that candidate; the same seed gives the same cases. make test fuzzes the
# faulty variants of the reference C candidate; FUZZER_FAULTS=all (make
# check-long) those of the Python candidate too. Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
REF=build/ref-candidate
PY="python3 tests/candidates/python_candidate.py"
faulty=$($REF --list-faults | sed "s|^|$REF --fault |")
[ "${FUZZER_FAULTS:-ref}" = all ] && faulty=$(echo "$faulty"; $PY --list-faults | sed "s|^|$PY --fault |")

for cand in "$PY" "$REF"; do
  $LC run --rules rules --fuzz 100000 --candidate "$cand" >"$T/fz.out" 2>&1; rc=$?
  [ "$rc" = 0 ] && grep -q "100000 units over 3 games (seed 1), .*: 0 disagreements" "$T/fz.out" && ok \
    || { bad "fuzz, correct candidate '$cand': exit $rc"; cat "$T/fz.out" >&2; }
done
echo "faulty candidates and the fuzzer's first disagreement:"
while read -r cand; do
  f=${cand##* }
  rm -rf "$T/fz"
  $LC run --rules rules --fuzz 20000 --fuzz-cases 2 --fuzz-out "$T/fz" --candidate "$cand" >"$T/fz.out" 2>&1; rc=$?
  printf '  %-34s exit %s, %s\n' "$f" "$rc" "$(sed -n 's/^first: //p' "$T/fz.out" | cut -c1-90)"
  [ "$rc" = 1 ] && [ -n "$(ls "$T"/fz/*/*.yaml 2>/dev/null)" ] || { bad "fuzz, faulty candidate $f: exit $rc, no case written"; continue; }
  $LC run --rules rules --cases "$T/fz" >/dev/null 2>&1 && ok || bad "fuzz, $f: a written case fails on the interpreter"
  n=$(ls "$T"/fz/*/*.yaml | wc -l)
  $LC run --rules rules --cases "$T/fz" --candidate "$cand" --json "$T/fz.json" >/dev/null 2>&1
  [ "$(field "$T/fz.json" 'd["summary"]["failed"]')" = "$n" ] && ok || bad "fuzz, $f: a written case passes the faulty candidate"
done <<< "$faulty"
# the same seed, the same units and the same minimal cases
$LC run --rules rules --fuzz 5000 --fuzz-out "$T/fz1" --candidate "$PY --fault bingo-row-short" >/dev/null 2>&1
$LC run --rules rules --fuzz 5000 --fuzz-out "$T/fz2" --candidate "$PY --fault bingo-row-short" >/dev/null 2>&1
diff -r "$T/fz1" "$T/fz2" >/dev/null && [ -n "$(ls "$T"/fz1/*/*.yaml)" ] && ok || bad "fuzz: not reproducible by seed"
$LC run --rules rules --fuzz 10 >/dev/null 2>&1; [ $? = 2 ] && ok || bad "fuzz without a candidate accepted"
$LC run --rules rules --cases cases --fuzz 10 --candidate "$PY" >/dev/null 2>&1; [ $? = 2 ] && ok || bad "fuzz with cases accepted"

finish fuzzer
