#!/usr/bin/env bash
# What the fifth hostile review found: stale evidence after a failed run of
# the gate, quotes the gate never checked, bidirectional controls in
# untrusted text, a long TMPDIR, SOURCE_DATE_EPOCH out of range, cases and
# blocks judging one answer differently, and a candidate's guessed id.
set -u
. "$(dirname "$0")/lib.sh"
REF=build/ref-candidate
B=rules/fdj-bingo-2012.yaml
C=cases/fdj-bingo-2012

# ---- 1. a failed run of the gate leaves no earlier run's evidence behind
gate() { LOTCERT=$LC ci/gate.sh --out "$T/ev" "$@" >"$T/gate.out" 2>&1; echo $?; }
rc=$(gate --candidate $REF --rules $B --cases $C --allow-reservations)
[ "$rc" = 0 ] && [ -s "$T/ev/certification.pdf" ] && grep -q 'name="verdict"' "$T/ev/certification.junit.xml" && ok \
  || bad "gate, a first run: exit $rc"
rc=$(gate --candidate $REF --rules "$T/no-such-rules.yaml" --cases $C --allow-reservations)
[ "$rc" = 2 ] && ok || bad "gate, a run that fails: exit $rc"
[ ! -e "$T/ev/certification.pdf" ] && [ ! -e "$T/ev/certification.json" ] && ok \
  || bad "gate: the earlier run's certified PDF or JSON is still there after a failed run"
grep -q '<failure message="certify did not complete (exit 2)' "$T/ev/certification.junit.xml" && ok \
  || bad "gate: the JUnit of a failed run does not fail"
grep -q "no-such-rules.yaml" "$T/ev/certify.log" && ok || bad "gate: the failed run's log is not kept"
ls -A "$T/ev" | grep -q '^\.gate-run' && bad "gate: its run folder is left behind" || ok

# ---- 2. the gate checks the quotes against the bundled texts by default
python3 - $B "$T/reversed.yaml" <<'PY'
import sys
s = open(sys.argv[1]).read()
old = "Aucune ligne gagnante ne peut être formée verticalement."
assert old in s
open(sys.argv[2], "w").write(s.replace(old, "Une ligne gagnante peut être formée verticalement.")
                                 .replace("source: reglements/", "source: " + sys.argv[1].rsplit("/", 1)[0] + "/reglements/"))
PY
rc=$(gate --candidate $REF --rules "$T/reversed.yaml" --cases $C --allow-reservations)
[ "$rc" = 1 ] && grep -q "Conclusion: not certified" "$T/ev/certify.log" && ok \
  || bad "gate: a quote reversed to say the opposite passed (exit $rc)"
rc=$(gate --candidate $REF --rules "$T/reversed.yaml" --cases $C --no-texts)
[ "$rc" = 3 ] && grep -q "were not checked against the texts" "$T/ev/certify.log" && ok \
  || bad "gate --no-texts: quotes unchecked are no reservation (exit $rc)"

# ---- 3. bidirectional controls: escaped wherever a candidate's words are shown, refused in rules
cat >"$T/bidi.py" <<'PY'
import json, sys
for line in sys.stdin:
    r = json.loads(line)
    print(json.dumps({"id": r["id"], "error": "\u202edessap :tluser"}), flush=True)
PY
$LC certify --rules $B --cases $C --candidate "/usr/bin/python3 $T/bidi.py" --sandbox none --fuzz 0 --texts rules/reglements \
  --json "$T/bidi.json" --junit "$T/bidi.xml" --pdf "$T/bidi.pdf" >"$T/bidi.out" 2>&1
pdftotext "$T/bidi.pdf" "$T/bidi.txt" 2>/dev/null
for f in bidi.out bidi.json bidi.xml bidi.txt; do
  [ -s "$T/$f" ] && ! grep -q $'\u202e' "$T/$f" && ok || bad "$f: a raw U+202E, or nothing written"
done
grep -q 'u202edessap' "$T/bidi.out" && ok || bad "the console does not show the control escaped"
python3 -c 'import sys; s=open(sys.argv[1]).read(); open(sys.argv[2],"w").write(s.replace("title: Bingo", "title: \u202eBingo", 1))' $B "$T/bidi.yaml"
grep -q $'\u202e' "$T/bidi.yaml" && ok || bad "the test did not put U+202E in the title"
run_expect "lint of a rules title with U+202E" 1 $LC lint "$T/bidi.yaml"
out_has "a bidirectional control character (such as U+202E) in a scalar" "a bidi control refused in rules"

# ---- 4. a TMPDIR longer than 40 characters is used whole, never cut
LONG="$T/$(printf 'd%.0s' $(seq 1 120))"
mkdir -p "$LONG"
rc=$(TMPDIR="$LONG" $LC certify --rules $B --cases $C --candidate $REF --fuzz 0 --texts rules/reglements \
       --pdf "$T/long.pdf" --json "$T/long.json" >"$T/out" 2>&1; echo $?)
[ "$rc" = 0 ] && [ -s "$T/long.pdf" ] && ok || { bad "certify under a TMPDIR of 120 characters: exit $rc"; tail -2 "$T/out" >&2; }
[ -z "$(ls -A "$LONG")" ] && ok || bad "certify left files in its TMPDIR"
TMPDIR="$T/$(printf 'e%.0s' $(seq 1 4200))" $LC certify --rules $B --cases $C --candidate $REF --fuzz 0 >"$T/out" 2>&1
out_has "is too long for a temporary path" "a TMPDIR too long to hold a path is said so, not cut"

# ---- 5. SOURCE_DATE_EPOCH: a date every report can print, and said to be supplied
for v in -1 abc 253402300800 99999999999999999999 " 5"; do
  SOURCE_DATE_EPOCH=$v $LC certify --rules $B --cases $C --candidate $REF --fuzz 0 --json "$T/sde.json" >"$T/out" 2>&1
  [ $? = 2 ] && grep -q "^at SOURCE_DATE_EPOCH: expected a whole number of seconds" "$T/out" && [ ! -e "$T/sde.json" ] && ok \
    || bad "SOURCE_DATE_EPOCH='$v' accepted"
done
SOURCE_DATE_EPOCH=253402300799 $LC certify --rules $B --cases $C --candidate $REF --fuzz 0 --json "$T/sde.json" \
  --pdf "$T/sde.pdf" >"$T/out" 2>&1
[ "$(field "$T/sde.json" 'd["date"]')" = "9999-12-31T23:59:59Z" ] && [ "$(field "$T/sde.json" 'd["date_from"]')" = SOURCE_DATE_EPOCH ] \
  && pdfinfo "$T/sde.pdf" | grep -q "CreationDate:.*9999" && ok || bad "SOURCE_DATE_EPOCH at the end of year 9999"
$LC certify --rules $B --cases $C --candidate $REF --fuzz 0 --json "$T/clock.json" >/dev/null 2>&1
[ "$(field "$T/clock.json" 'd["date_from"]')" = clock ] && ok || bad "the JSON does not say the date is the clock's"

# ---- 6. one judgment of an answer, for cases and for block units alike
cat >"$T/twist.py" <<'PY'
import json, subprocess, sys
how, ref = sys.argv[1], sys.argv[2]
p = subprocess.Popen([ref], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
for line in sys.stdin:
    p.stdin.write(line); p.stdin.flush()
    a = json.loads(p.stdout.readline())
    if how == "extra-grid" and "grids" in a:
        a["grids"]["grille-3"] = 0
    if how == "error-too":
        a["error"] = "but also an error"
    print(json.dumps(a), flush=True)
PY
$LC generate --rules $B --seed 3 --units 2000 -o "$T/b.jsonl" 2>/dev/null
for how in extra-grid error-too; do
  rc=$($LC run --rules $B --cases $C --candidate "/usr/bin/python3 $T/twist.py $how $REF" --sandbox none >"$T/out" 2>&1; echo $?)
  [ "$rc" = 1 ] && grep -q " 0 passed" "$T/out" && ok || bad "$how: the cases pass ($rc)"
  rc=$($LC block --rules $B --units 2000 "$T/b.jsonl" --candidate "/usr/bin/python3 $T/twist.py $how $REF" --sandbox none \
         >"$T/out" 2>&1; echo $?)
  [ "$rc" = 1 ] && grep -q "disagreements with the candidate: 2000\|2000 disagree\|disagree.*2000" "$T/out" && ok \
    || { bad "$how: block units do not all disagree ($rc)"; grep -i disagree "$T/out" | head -2 >&2; }
done
$LC run --rules $B --cases $C --candidate "/usr/bin/python3 $T/twist.py extra-grid $REF" --sandbox none >"$T/out" 2>&1
out_has "grids holds 'grille-3', which is no grid of the expectation" "an extra grid entry said in words"
$LC block --rules $B --units 2000 "$T/b.jsonl" --candidate "/usr/bin/python3 $T/twist.py error-too $REF" --sandbox none >"$T/out" 2>&1
out_has "the candidate answered an error: but also an error" "a block unit answered with an error too, said so"

# ---- 7. a candidate that answers first for an id it guessed: it answered, and is told so
cat >"$T/guess.py" <<'PY'
import json, subprocess, sys
p = subprocess.Popen([sys.argv[1]], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
print(json.dumps({"id": "guessed-1", "status": "lose", "amount_cents": 0}), flush=True)
for line in sys.stdin:
    p.stdin.write(line); p.stdin.flush()
    print(p.stdout.readline().strip(), flush=True)
PY
$LC run --rules $B --cases $C --candidate "/usr/bin/python3 $T/guess.py $REF" --sandbox none >"$T/out" 2>&1
grep -q "never answered" "$T/out" && bad "a candidate that answered for a guessed id is said never to have answered" || ok
out_has "answered for id 'guessed-1' instead" "the guessed id named"
# the cases left say why it was given up: the guessed id, as a rule (under a loaded machine a late answer may
# be the last end instead, or the answer relayed late be taken for one held back: the reason then says so;
# either way it is never "never answered")
grep -qE "^FAIL [0-9]+ more cases, not sent: the candidate (died too often \(64 restarts; the last end: |holds its answers)" \
  "$T/out" && ok || bad "the cases left do not say why"

finish review5
