#!/usr/bin/env bash
# The hostile review: a candidate's bytes never break a report or reach a
# terminal raw, nothing a candidate starts outlives the run (SIGTERM of the
# kit included), the gate acts on certify's own verdict, and the inputs the
# review found accepted are refused. One hostile candidate per defect:
# tests/candidates/hostile/review.py.
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
REF=build/ref-candidate
B=rules/fdj-bingo-2012.yaml
R="python3 tests/candidates/hostile/review.py"
SCHEMA=tests/junit/junit.xsd
FILTER='bingo-g1-corners-*'   # 16 cases
MARK="lotcert-hostile-$$-$RANDOM"
# The review's candidates import the Python candidate from the folder above
# theirs and write state and daemons' files into $T: a sandbox would stop
# them before they attack. They run unsandboxed, so that what is tested
# here is the kit's own defences (tests/cli/confine.sh tests the sandbox).
NOSB="--sandbox none"
trap 'pkill -KILL -f "$MARK" 2>/dev/null; rm -rf "$T"' EXIT

json_ok() { python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$1" 2>/dev/null; }
xml_ok() { xmllint --noout --schema $SCHEMA "$1" 2>/dev/null; }
# no ESC, no other C0 control but newline and tab, no C1 control (UTF-8 C2 80-9F), and valid UTF-8
terminal_safe() {
  python3 - "$1" <<'PY'
import re, sys
b = open(sys.argv[1], "rb").read()
t = b.decode("utf-8")   # raises on invalid UTF-8
assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", t), repr(re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", t))
PY
}
run_r() {  # MODE [ARGS...]: run with reports; exit status
  local m=$1; shift
  $LC run $NOSB --rules rules --cases cases --candidate "$R $m" --filter "$FILTER" --json "$T/$m.json" \
    --junit "$T/$m.xml" "$@" >"$T/$m.out" 2>"$T/$m.err"
  echo $?
}
certify_r() {  # MODE: certify with every report; exit status
  mkdir -p "$T/c-$1"
  $LC certify $NOSB --rules $B --cases cases/fdj-bingo-2012 --candidate "$R $1" --pdf "$T/c-$1/r.pdf" \
    --json "$T/c-$1/r.json" --junit "$T/c-$1/r.xml" >"$T/c-$1/out" 2>"$T/c-$1/err"
  echo $?
}

# 1. Any bytes on stderr: never a signal; every report parses and validates.
for m in stderr-ff stderr-cut stderr-escape; do
  rc=$(run_r $m)
  [ "$rc" = 0 ] && json_ok "$T/$m.json" && xml_ok "$T/$m.xml" && ok || bad "run, $m: exit $rc, reports well-formed?"
  rc=$(certify_r $m)
  [ "$rc" = 0 ] && json_ok "$T/c-$m/r.json" && xml_ok "$T/c-$m/r.xml" && pdftotext "$T/c-$m/r.pdf" - >/dev/null 2>&1 \
    && ok || bad "certify, $m: exit $rc, reports well-formed?"
  grep -q "standard error" "$T/c-$m/out" && ok || bad "certify, $m: the stderr is a reservation"
done
[ "$(field "$T/stderr-ff.json" 'd["candidate_stderr"]')" = '\xff' ] && ok || bad "0xFF shown as \\xff"
# 65 535 'a' and a euro sign cut by the 64 KiB cap: kept up to the last whole character
field "$T/stderr-cut.json" 'd["candidate_stderr"] == "a" * 65535 and d["candidate_stderr_dropped"] == 3' | grep -q True \
  && ok || bad "the stderr cap cuts between characters"
field "$T/stderr-escape.json" 'd["candidate_stderr"]' > "$T/esc.txt"
terminal_safe "$T/esc.txt" && grep -qF '\u001b[2J' "$T/esc.txt" && grep -qF '\u009b' "$T/esc.txt" && ok \
  || bad "escape sequences on stderr are shown escaped"
pdftotext "$T/c-stderr-escape/r.pdf" "$T/esc-pdf.txt" 2>/dev/null; grep -qF '\u001b[2J' "$T/esc-pdf.txt" && ok \
  || bad "the PDF shows the stderr escaped"

# 1. An id whose multibyte character a 60-byte cut would split: reports valid.
rc=$(run_r id-multibyte)
[ "$rc" = 1 ] && json_ok "$T/id-multibyte.json" && xml_ok "$T/id-multibyte.xml" && ok || bad "id-multibyte: exit $rc"
grep -q "answered for id 'x*é' instead" "$T/id-multibyte.json" && ok || bad "id-multibyte: the id shown whole"

# 2. Escape sequences in an answer: the console shows them escaped.
rc=$(run_r note-escape)
[ "$rc" = 1 ] && terminal_safe "$T/note-escape.out" && terminal_safe "$T/note-escape.err" && ok \
  || bad "note-escape: exit $rc, console raw?"
grep -qF 'answered an error: \u001b]0;t\u0007' "$T/note-escape.out" && ok || bad "note-escape: the error shown escaped"
rc=$(certify_r note-escape)
[ "$rc" = 1 ] && terminal_safe "$T/c-note-escape/out" && json_ok "$T/c-note-escape/r.json" && xml_ok "$T/c-note-escape/r.xml" \
  && ok || bad "certify, note-escape: exit $rc, console or reports broken"

# 7. Duplicate keys: ambiguous, refused.
rc=$(run_r dup-keys)
[ "$rc" = 1 ] && [ "$(field "$T/dup-keys.json" 'd["summary"]["failed"]')" = 1 ] \
  && grep -q 'ambiguous answer (duplicate object key' "$T/dup-keys.json" && ok || bad "dup-keys: exit $rc"

# 8. Only descriptors 0-2 reach the candidate, with an emission file open.
$LC generate --rules $B --seed 5 --units 200 -o "$T/b.jsonl" || bad "generate"
$LC block $NOSB --rules $B --units 200 --candidate "$R fd-leak" "$T/b.jsonl" >"$T/fd.out" 2>&1; rc=$?
[ "$rc" = 0 ] && grep -q "candidate disagreements: 0" "$T/fd.out" && ok || { bad "block: a descriptor leaked to the candidate (exit $rc)"; grep -m2 leaked "$T/fd.out" >&2; }
$LC certify $NOSB --rules $B --cases cases/fdj-bingo-2012 --units 200 --block "$T/b.jsonl" --candidate "$R fd-leak" \
  --json "$T/fd.json" >"$T/fdc.out" 2>&1; rc=$?
[ "$rc" = 0 ] && [ "$(field "$T/fd.json" 'd["blocks"][0]["disagreements"]')" = 0 ] && ok || bad "certify: a descriptor leaked (exit $rc)"

# 3. A daemon left behind (double fork, setsid) is killed with the run: it
# does not rewrite the report afterwards.
mkdir -p "$T/d"
$LC certify $NOSB --rules $B --cases cases/fdj-bingo-2012 --candidate "$R daemon $T/d/r.json" --json "$T/d/r.json" \
  >"$T/d/out" 2>&1; rc=$?
sleep 2.5
said=$(sed -n 's/^verdict: .*; json sha256: //p' "$T/d/out")
[ "$rc" = 0 ] && [ "$(sha256sum "$T/d/r.json" | cut -c1-64)" = "$said" ] && ! grep -q forged "$T/d/r.json" && ok \
  || bad "a daemon rewrote the report after certify (exit $rc)"

# 3. The gate: certify's verdict, even when the JSON is rewritten afterwards.
case $LC in /*) lcabs=$LC ;; *) lcabs=$PWD/$LC ;; esac
cat > "$T/forger" <<EOF
#!/usr/bin/env bash
"$lcabs" "\$@"; rc=\$?
for a in "\$@"; do case \$a in *certification.json) printf '{\n "verdict": "certified",\n}\n' > "\$a" ;; esac; done
exit \$rc
EOF
chmod +x "$T/forger"
gate() { LOTCERT="$T/forger" ci/gate.sh --out "$T/gate-$1" "${@:2}" >"$T/gate.out" 2>&1; echo $?; }
rc=$(gate a --candidate $REF --cases cases/fdj-bingo-2012 --rules $B)
[ "$rc" = 3 ] && grep -q "^ci/gate.sh: certified with reservations" "$T/gate.out" && grep -q "the evidence was changed" "$T/gate.out" \
  && ok || { bad "gate with a rewritten JSON: exit $rc"; tail -3 "$T/gate.out" >&2; }
rc=$(gate b --candidate $REF --cases cases/fdj-bingo-2012 --rules $B --allow-reservations)
[ "$rc" = 1 ] && ok || bad "gate, reservations allowed but evidence changed: exit $rc (expected 1)"
rc=$(LOTCERT=$LC ci/gate.sh --out "$T/gate-c" --candidate $REF --cases cases/fdj-bingo-2012 --rules $B --allow-reservations >"$T/gate.out" 2>&1; echo $?)
[ "$rc" = 0 ] && ! grep -q "evidence was changed" "$T/gate.out" && ok || bad "gate, untouched evidence: exit $rc"

# 4. kill -TERM of the kit: no candidate, child or detached daemon remains,
# and no report temporary either.
$LC run $NOSB --rules rules --cases cases --candidate "$R tree $MARK" --filter "$FILTER" --jobs 2 --json "$T/term.json" \
  >/dev/null 2>&1 &
kit=$!
started=0   # a child and a detached daemon of one candidate at least (their command lines hold MARK)
for _ in $(seq 200); do [ "$(pgrep -f "sleep 300; : $MARK" | wc -l)" -ge 2 ] && { started=1; break; }; sleep 0.05; done
[ $started = 1 ] && ok || bad "the tree candidate did not start its processes"
kill -TERM $kit; wait $kit; rc=$?
sleep 0.3
[ "$rc" = 143 ] && ok || bad "kill -TERM: exit $rc, expected 143"
left=$(pgrep -f "$MARK" | wc -l)
[ "$left" = 0 ] && ok || { bad "kill -TERM left $left processes"; pgrep -af "$MARK" >&2; pkill -KILL -f "$MARK"; }
ls "$T"/term.json* >/dev/null 2>&1 && bad "kill -TERM left a report behind" || ok
# nor a cgroup of the kit's (as root, one per candidate process; a job thread restarting its candidate
# meanwhile must not take its cgroup from under the handler)
cgs=$(find /sys/fs/cgroup -maxdepth 3 -type d -name "lotcert-$kit-*" 2>/dev/null | head -3)
[ -z "$cgs" ] && ok || bad "kill -TERM left cgroups of the kit: $cgs"

# 8. A temporary left by a killed writer (its PID gone) is removed by the
# next run; one whose writer lives is not, nor a file that only looks like one.
keep=("s.json.tmp.$$.AbCdEf" "s.json.tmp.0.AbCdEf" "s.json.tmp.12x.AbCdEf" "s.json.tmp.2147483646.AbC" "s.jsonx.tmp.2147483646.AbCdEf")
for f in "${keep[@]}" "s.json.tmp.2147483646.AbCdEf"; do touch "$T/$f"; done
$LC run $NOSB --rules rules --cases cases --filter "$FILTER" --json "$T/s.json" >/dev/null 2>&1
kept=0; for f in "${keep[@]}"; do [ -e "$T/$f" ] && kept=$((kept + 1)); done
[ ! -e "$T/s.json.tmp.2147483646.AbCdEf" ] && [ $kept = ${#keep[@]} ] && ok || bad "stale temporaries ($kept of ${#keep[@]} kept)"

# 5. Numbers: NaN, infinities, negatives, garbage, out of range: exit 2.
refused() {
  "$@" >/dev/null 2>"$T/e"; local rc=$?
  [ "$rc" = 2 ] && grep -q "takes" "$T/e" && ok || bad "accepted (exit $rc): ${*:2}"
}
refused $LC run $NOSB --rules rules --cases cases --timeout nan
refused $LC run $NOSB --rules rules --cases cases --timeout -1
refused $LC run $NOSB --rules rules --cases cases --timeout inf
refused $LC run $NOSB --rules rules --cases cases --timeout 1x
refused $LC run $NOSB --rules rules --cases cases --jobs 1e9
refused $LC certify $NOSB --rules rules --cases cases --candidate $REF --alpha nan
refused $LC certify $NOSB --rules rules --cases cases --candidate $REF --timeout nan
refused $LC certify $NOSB --rules rules --cases cases --candidate $REF --jobs 1e9
refused $LC block $NOSB --rules $B --alpha nan "$T/b.jsonl"
refused $LC block $NOSB --rules $B --timeout -inf "$T/b.jsonl"
refused $LC generate --rules $B --seed -1
refused $LC generate --rules $B --seed 18446744073709551616
refused $LC generate --rules $B --seed 12abc
refused $LC coverage --rules rules --cases cases --min-mutation nan
$LC generate --rules $B --seed 18446744073709551615 --units 2 >/dev/null && ok || bad "the largest seed refused"

# 6. A NUL in a YAML scalar: refused where it stands.
sed '0,/^  id: fdj-bingo-2012/s//  id: "fdj-bingo-2012\\u0000x"/' $B > "$T/nul.yaml"
$LC lint "$T/nul.yaml" >/dev/null 2>"$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "^$T/nul.yaml:[0-9]*:[0-9]*: a NUL character" "$T/e" && ok || bad "lint, NUL in a scalar: exit $rc"
$LC run $NOSB --rules "$T/nul.yaml" --cases cases/fdj-bingo-2012 >/dev/null 2>"$T/e"; rc=$?
[ "$rc" = 2 ] && grep -q "^$T/nul.yaml:[0-9]*:[0-9]*: a NUL character" "$T/e" && ok || bad "run, NUL in a scalar: exit $rc"

# 8. lint refuses what run refuses: one game in two rules files.
cp $B "$T/twice.yaml"
$LC lint $B "$T/twice.yaml" >/dev/null 2>"$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "defined by another rules file too" "$T/e" && ok || bad "lint, one game twice: exit $rc"

# 8. An over-long emission line says so, no placeholder.
python3 -c "print('{\"id\":\"' + 'a' * (1 << 21) + '\"}')" > "$T/long.jsonl"
$LC block $NOSB --rules $B --units 1 "$T/long.jsonl" >"$T/long.out" 2>&1
grep -q "line 1: line longer than the 1 MiB limit" "$T/long.out" && ! grep -q "near" "$T/long.out" && ok \
  || bad "over-long emission line: $(grep unreadable "$T/long.out")"

# 8. Two reports to one file: refused before anything runs.
$LC certify $NOSB --rules rules --cases cases --candidate $REF --json "$T/x" --pdf "$T/./x" >/dev/null 2>"$T/e"; rc=$?
[ "$rc" = 2 ] && grep -q "name the same file" "$T/e" && [ ! -e "$T/x" ] && ok || bad "--json X --pdf X: exit $rc"
$LC run $NOSB --rules rules --cases cases --json "$T/y" --junit "$T/y" >/dev/null 2>&1; rc=$?
[ "$rc" = 2 ] && ok || bad "run --json Y --junit Y: exit $rc"

# 9. The order of the cases says nothing: two runs send the same units in two orders of chance, and
# neither is the suite's (file by file, article by article)
for k in 1 2; do
  $LC run $NOSB --rules $B --cases cases/fdj-bingo-2012 --jobs 1 --candidate "$R order $T/order.$k" >/dev/null 2>&1
done
python3 - "$T/order.1" "$T/order.2" "$B" <<'PY' && ok || bad "the cases go to the candidate in the suite's order"
import json, subprocess, sys, yaml, glob
a, b = open(sys.argv[1]).read().split("\n"), open(sys.argv[2]).read().split("\n")
suite = [json.dumps(c["unit"], sort_keys=True) for f in sorted(glob.glob("cases/fdj-bingo-2012/*.yaml"))
         for c in yaml.safe_load(open(f))["cases"]]
assert len(a) > 100 and sorted(a) == sorted(b), (len(a), len(b))
assert a != b, "the same order twice"
assert [u for u in a if u] != [u for u in suite if u in set(a)], "the suite's order"
PY

# 8. The kit's stdout through /proc/<kit>/fd/1: closed to a candidate of the
# same user (as root no check holds; only a PID namespace hides the kit).
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  U="$T/unpriv"; mkdir -p "$U/c/hostile"; chmod 755 "$T" "$U"
  cp $LC "$U/lotcert"; cp tests/candidates/python_candidate.py "$U/c/"; cp tests/candidates/hostile/review.py "$U/c/hostile/"
  cp $B "$U/r.yaml"; cp cases/fdj-bingo-2012/art-4.1-composition.yaml "$U/c.yaml"
  : > "$T/forge.out"; chmod 666 "$T/forge.out"   # writable by the candidate: only the kit's process guards it
  mkdir -m 1777 "$U/tmp"   # the candidate's directory is made there, by the user
  uid=$(spare_uid)
  (cd "$U" && TMPDIR="$U/tmp" setpriv --reuid=$uid --regid=$uid --clear-groups ./lotcert run $NOSB --rules r.yaml --cases c.yaml \
     --candidate "/usr/bin/python3 c/hostile/review.py forge") >>"$T/forge.out" 2>&1
  ! grep -q forged "$T/forge.out" && grep -q "passed, 0 failed" "$T/forge.out" && ok || bad "a candidate wrote on the kit's stdout"
fi

finish hostile
