#!/usr/bin/env bash
# The suite against candidates: it passes the correct ones (C reference,
# Python, lotcert serve), fails every faulty variant naming the cases that
# catch it, survives hostile candidates, and writes JUnit that the common
# JUnit schema accepts (the fuzzer against them: tests/cli/fuzzer.sh).
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
REF=build/ref-candidate
run() { $LC run --rules rules --cases cases "$@" >"$T/out" 2>"$T/err"; echo $?; }

for cand in "$REF" "python3 tests/candidates/python_candidate.py" "$LC serve --rules rules"; do
  rc=$(run --candidate "$cand" --jobs 2)
  [ "$rc" = 0 ] && ok || { bad "correct candidate '$cand' exit $rc"; tail -3 "$T/out" >&2; }
done

# the reference candidate's fast reader and writer answer exactly as its
# jansson path does: on every case's request, on emission lines, and on
# variants of them (keys reordered, spacing, escapes, odd numbers, cut lines)
$LC run --rules rules --cases cases --candidate "sh -c 'tee -a $T/reqs.jsonl | $REF'" >/dev/null 2>&1
$LC generate --rules rules/fdj-super-bingo-2004.yaml --units 3000 --seed 5 -o "$T/gen.jsonl" 2>/dev/null
cat "$T/gen.jsonl" >>"$T/reqs.jsonl"
python3 tests/candidates/mutate_requests.py 1 <"$T/reqs.jsonl" >"$T/var.jsonl"
$REF <"$T/var.jsonl" >"$T/fast.out"; $REF --plain-json <"$T/var.jsonl" >"$T/plain.out"
n=$(wc -l <"$T/var.jsonl")
[ "$n" -gt 20000 ] && [ "$(wc -l <"$T/fast.out")" = "$n" ] && cmp -s "$T/fast.out" "$T/plain.out" && ok \
  || bad "reference candidate: fast and jansson paths differ on $n request lines ($(cmp "$T/fast.out" "$T/plain.out" 2>&1))"

echo "faulty candidates and the cases that catch them:"
PY="python3 tests/candidates/python_candidate.py"
faulty=$($REF --list-faults | sed "s|^|$REF --fault |"; $PY --list-faults | sed "s|^|$PY --fault |")
while read -r cand; do
  f=${cand##* }
  rc=$(run --candidate "$cand" --json "$T/f.json" --jobs 2)
  caught=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); f=[c["id"] for c in d["cases"] if c["result"]=="fail"]; print(len(f), " ".join(f[:4]) + (" ..." if len(f) > 4 else ""))' "$T/f.json")
  printf '  %-24s exit %s, caught by %s\n' "$f" "$rc" "$caught"
  [ "$rc" = 1 ] && ok || bad "faulty candidate $f: exit $rc, expected 1"
done <<< "$faulty"

# hostile candidates: each costs failed cases with the reason, never a hang.
# They import the Python candidate from the folder above theirs and keep a
# state file in $T across restarts, neither of which a sandbox shows them:
# they run unsandboxed (the kit's own defences alone; tests/cli/confine.sh
# is the sandbox's test)
H="python3 tests/candidates/hostile/hostile.py"
NOSB="--sandbox none"
check_hostile() {  # MODE EXPECTED-REASON
  # --timeout 3: a restarted Python must answer its first request in time even on a loaded machine
  local rc; rc=$(run $NOSB --candidate "$H $1 3 $T/state-$1" --timeout 3 --filter 'bingo-g1-corners-*' --json "$T/h.json")
  if [ "$rc" = 1 ] && grep -q -- "$2" "$T/h.json"; then ok; else bad "hostile $1: exit $rc, no '$2'"; fi
  passed=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["passed"])' "$T/h.json")
  [ "$passed" = 15 ] && ok || bad "hostile $1: expected the other 15 cases to pass, $passed did"
}
check_hostile crash "exited with status 139"
check_hostile hang "no answer within 3 s"
check_hostile spin "no answer within 3 s"
check_hostile garbage "unreadable answer"
check_hostile wrong-id "answered for id 'someone-else'"
check_hostile close-stdout "closed its stdout"
check_hostile twice "answered twice"
check_hostile number-id "answered for id '(none)'"
check_hostile dup-key "ambiguous answer"
check_hostile array "unreadable answer"
rc=$(run $NOSB --candidate "python3 tests/candidates/hostile/hostile.py slow 0 $T/never extra words to\\ split \"and quote\"" --filter 'bingo-g1-corners-joker-0[0-3]')
[ "$rc" = 0 ] && ok || bad "a command of many words, escapes and quotes: exit $rc"
rc=$(env -u PATH $LC run --rules rules --cases cases --candidate "python3 tests/candidates/python_candidate.py" --filter 'sb04-double-*' >/dev/null 2>&1; echo $?)
[ "$rc" = 0 ] && ok || bad "a candidate found without PATH: exit $rc"
check_hostile close-stdin "no answer within 3 s"
# the time an answer may take runs from when the candidate could start on it, not from when the
# request was queued: 80 requests at 50 ms each take 4 s in all, twice the timeout, and none is late
# (each has 2 s where it needs 50 ms: a margin no busy machine eats)
rc=$(run $NOSB --candidate "$H slow 0 $T/state-slow" --timeout 2 --filter 'bingo-g2-*')
[ "$rc" = 0 ] && ok || { bad "a slow candidate with 80 queued requests timed out (exit $rc)"; tail -3 "$T/out" >&2; }
check_hostile long-line "answer longer than the 1 MiB line limit"
check_hostile bad-utf8 "unreadable answer"
# 100 MB without a newline: refused by the line limit, the kit's memory bounded
python3 - "$LC" "$H huge-line 3 $T/state-huge" "$T/h.json" <<'PY' && ok || bad "hostile huge-line"
import json, resource, subprocess, sys
lc, cand, out = sys.argv[1:]
rc = subprocess.call([lc, "run", "--sandbox", "none", "--rules", "rules", "--cases", "cases", "--candidate", cand, "--timeout", "5",
                      "--filter", "bingo-g1-corners-*", "--json", out], stdout=subprocess.DEVNULL)
rss_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
d = json.load(open(out))
why = [c["why"] for c in d["cases"] if c["result"] == "fail"]
assert rc == 1 and d["summary"]["passed"] == 15 and "1 MiB line limit" in why[0], (rc, why)
assert rss_mb < 64, "peak RSS %.0f MB" % rss_mb
PY
# a grandchild that keeps the pipe open: the candidate's death is seen as
# its exit (not waited out as silence), and its whole process group is gone
check_hostile child-holds-pipe "the candidate exited (exited with status 139)"
sleep 0.2; pgrep -f "sleep 299.5" >/dev/null && { bad "child-holds-pipe: the grandchild outlived the run"; pkill -f "sleep 299.5"; } || ok
rc=$(run $NOSB --candidate "$H stderr-flood 3 $T/state-flood" --filter 'bingo-g1-corners-*' --json "$T/h.json")
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["summary"]["failed"] == 0 and len(d["candidate_stderr"]) == 65536 and d["candidate_stderr_dropped"] > 0' "$T/h.json" \
  && [ "$rc" = 0 ] && ok || bad "stderr flood: kept bounded, run unharmed (exit $rc)"
rc=$(run --candidate false --filter 'bingo-g*' --json "$T/h.json")
[ "$rc" = 1 ] && grep -q "the candidate never answered" "$T/h.json" && ok || bad "a candidate that always dies: exit $rc"
rc=$(run --candidate "'python3' \"tests/candidates/python_candidate.py\"" --filter 'sb04-*')
[ "$rc" = 0 ] && ok || bad "a quoted command: exit $rc"
rc=$(run --candidate "python3 'unbalanced"); [ "$rc" = 2 ] && grep -q "unbalanced quote" "$T/err" && ok || bad "unbalanced quote: exit $rc"
rc=$(run --candidate "   "); [ "$rc" = 2 ] && grep -q "empty command" "$T/err" && ok || bad "empty command: exit $rc"
rc=$(run --candidate "no-such-program-xyz")
[ "$rc" = 2 ] && grep -q "cannot run 'no-such-program-xyz'" "$T/err" && ok || bad "missing candidate: exit $rc"

# JUnit XML, against the schema of tests/junit/junit.xsd
rc=$(run --candidate "$REF --fault joker-ignored" --junit "$T/j.xml")
if command -v xmllint >/dev/null; then
  xmllint --noout --schema tests/junit/junit.xsd "$T/j.xml" 2>"$T/x" && ok || { bad "JUnit XML invalid"; cat "$T/x" >&2; }
else
  bad "xmllint missing (make deps installs libxml2-utils)"
fi
grep -q '<testcase classname="fdj-bingo-2012" name="bingo-g1-corners-joker-05"' "$T/j.xml" && ok || bad "JUnit testcase names"
grep -q '<failure message="amount_cents' "$T/j.xml" && ok || bad "JUnit failure message"

rc=$(run --filter 'no-such-case-*'); [ "$rc" = 2 ] && ok || bad "empty filter: exit $rc"

# a correct candidate that pads each answer with an ignored array (about 300 KB a line): the kit keeps
# what the verdict reads, not the tree (whole trees: over 1 GiB for these 200-odd cases)
python3 - "$LC" <<'PY' && ok || bad "an answer padded with an ignored array costs the kit its memory"
import resource, subprocess, sys
r = subprocess.run([sys.argv[1], "run", "--rules", "rules/fdj-super-bingo-2004.yaml", "--cases", "cases/fdj-super-bingo-2004",
                    "--filter", "sb04-[bv]*", "--candidate",
                    "python3 tests/candidates/hostile/leave_out.py none tests/candidates/python_candidate.py --pad 150000"],
                   capture_output=True, text=True)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
assert r.returncode == 0 and " passed, 0 failed" in r.stdout, r.stdout[-300:]
assert peak < 200, "%d MiB at the peak" % peak
PY
# an answer just under --timeout each time is never late, but the run as a whole has a pace: past
# --deadline (or below --min-rate after its grace) what is left fails, and certify says so with the rate
SLOW="python3 tests/candidates/hostile/hostile.py slow 0 $T/never"
rc=$(timeout 120 "$LC" run --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --sandbox none \
       --deadline 2 --candidate "$SLOW" >"$T/pace.out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "^the candidate's pace was not kept, the cases left failed: the run's deadline (--deadline) passed: [0-9]* answers in 2 s" "$T/pace.out" \
  && grep -q "why: *the run's pace was not kept" "$T/pace.out" && ok || bad "a slow candidate outran the run's deadline (exit $rc)"
rc=$(timeout 120 "$LC" certify --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --sandbox none \
       --fuzz 0 --deadline 2 --candidate "$SLOW" --json "$T/pace.json" >/dev/null 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "did not keep the pace the certification requires: the run's deadline" "$T/pace.json" && ok \
  || bad "certify: a slow candidate's pace is no non-conformity (exit $rc)"
# a candidate that dies at start: three deaths without one answer and it is not started again; its
# stderr (the traceback) is on the console, and one line stands for the cases never sent
printf 'raise SystemExit("Traceback (most recent call last): no module named vendor_lib")\n' > "$T/dies.py"
rc=$("$LC" run --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --candidate "python3 $T/dies.py" \
       >"$T/dies.out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "restarted 2 times" "$T/dies.out" && grep -q "^the candidate never answered" "$T/dies.out" \
  && grep -q "no module named vendor_lib" "$T/dies.out" && grep -qE "^FAIL [0-9]{3} more cases, not sent" "$T/dies.out" \
  && [ "$(wc -l < "$T/dies.out")" -lt 200 ] && ok || bad "a candidate dead at start: exit $rc, $(wc -l < "$T/dies.out") lines"
# certify the same: one non-conformity for the cases never sent, no fuzzing of a dead program, a short PDF
rc=$("$LC" certify --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --fuzz 300 --candidate "python3 $T/dies.py" \
       --pdf "$T/dies.pdf" --json "$T/dies.json" >"$T/dies.out" 2>&1; echo $?)
python3 - "$T/dies.json" <<'PY' && [ "$rc" = 1 ] && [ "$(wc -l < "$T/dies.out")" -lt 40 ] && [ "$(pdfinfo "$T/dies.pdf" | awk '/^Pages:/ {print $2}')" -lt 15 ] \
  && grep -q "no module named vendor_lib" "$T/dies.out" && ok || bad "certify, a candidate dead at start: exit $rc, $(wc -l < "$T/dies.out") lines"
import json, sys
d = json.load(open(sys.argv[1]))
never = [f["text"] for f in d["nonconformities"] if f["text"].startswith("the candidate never answered")]
assert len(never) == 1 and int(never[0].rsplit(": ", 1)[1]) > 300, never
assert len(d["nonconformities"]) < 10, len(d["nonconformities"])
assert d["fuzz"]["units"] == 0, d["fuzz"]
PY
# a candidate that holds its answers until its input ends (it reads all first, or never flushes): when an
# answer is late lotcert closes its input, the answers come at once, and it is told to flush, in run (the
# cases' answers taken, exit 1), run --fuzz and block (stopped there, in seconds: no timeout unit after unit)
cat > "$T/readall.py" <<'PY'
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("pc", sys.argv[1]); pc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pc)
for line in sys.stdin.read().splitlines():
    print(json.dumps(pc.answer(json.loads(line))))
PY
sed 's/sys.stdin.read().splitlines()/sys.stdin/' "$T/readall.py" > "$T/noflush.py"   # print(), never flushed
FLUSH="the candidate holds its answers until its input ends: flush your output after each line"
rc=$(timeout 60 "$LC" run --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --filter 'sb04-double-0-*' \
       --timeout 1 --candidate "python3 $T/readall.py $PWD/tests/candidates/python_candidate.py" --json "$T/readall.json" \
       >"$T/readall.out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "^10 cases: 10 passed" "$T/readall.out" && grep -q "^$FLUSH" "$T/readall.out" \
  && [ "$(field "$T/readall.json" 'd["candidate_given_up"]')" = "$FLUSH" ] && ok \
  || { bad "a candidate that reads all first: exit $rc, not told to flush"; tail -4 "$T/readall.out" >&2; }
NOFLUSH="python3 $T/noflush.py $PWD/tests/candidates/python_candidate.py"
t0=$(date +%s)
rc=$(timeout 40 "$LC" run --rules rules/fdj-super-bingo-2004.yaml --fuzz 3000 --timeout 1 --sandbox none --candidate "$NOFLUSH" \
       >"$T/noflush.out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "^the fuzzing stopped: $FLUSH" "$T/noflush.out" && [ $(( $(date +%s) - t0 )) -lt 20 ] && ok \
  || { bad "run --fuzz, a candidate that never flushes: exit $rc after $(( $(date +%s) - t0 )) s"; tail -3 "$T/noflush.out" >&2; }
"$LC" generate --rules rules/fdj-super-bingo-2004.yaml --seed 3 --units 3000 -o "$T/noflush.jsonl"
rc=$(timeout 40 "$LC" block --rules rules/fdj-super-bingo-2004.yaml "$T/noflush.jsonl" --units 3000 --timeout 1 --sandbox none \
       --candidate "$NOFLUSH" >"$T/noflush.out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "^$FLUSH: it was not started again" "$T/noflush.out" && ok \
  || { bad "block, a candidate that never flushes: exit $rc"; tail -3 "$T/noflush.out" >&2; }
# a candidate that dies after each answer: 64 restarts (not 65), then one line for every case left (130
# FAIL lines before it: each process answers one case wrong and dies on the next)
cat > "$T/dies-each.py" <<'PY'
import json, os, sys
line = sys.stdin.readline()
print(json.dumps({"id": json.loads(line)["id"], "status": "lose", "amount_cents": 0}), flush=True)
sys.stdin.readline()
os._exit(3)
PY
rc=$(timeout 120 "$LC" run --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --sandbox none \
       --candidate "python3 $T/dies-each.py" --json "$T/dies-each.json" >"$T/dies-each.out" 2>&1; echo $?)
[ "$rc" = 1 ] && [ "$(field "$T/dies-each.json" 'd["candidate_restarts"]')" = 64 ] && grep -q "restarted 64 times" "$T/dies-each.out" \
  && [ "$(grep -c "died too often" "$T/dies-each.out")" = 2 ] \
  && grep -qE "^FAIL [0-9]+ more cases, not sent: the candidate died too often \(64 restarts; the last end: the candidate closed its stdout \(exited with status 3\)\)$" "$T/dies-each.out" \
  && [ "$(grep -c '^FAIL' "$T/dies-each.out")" -le 135 ] && ok \
  || { bad "a candidate that dies after each answer: exit $rc, $(field "$T/dies-each.json" 'd["candidate_restarts"]') restarts, $(grep -c '^FAIL' "$T/dies-each.out") FAIL lines"
       grep -E "^FAIL [0-9]+ more|not started again|pace" "$T/dies-each.out" | head -3 >&2; }
finish candidates
