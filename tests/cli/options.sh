#!/usr/bin/env bash
# Every option of every command, refused the way a user mistypes it: a
# missing value, a value out of range, malformed, an unknown option, a
# stray argument. Each must exit 2 with a message and never crash; and the
# reports' odd corners (escaping, survivors, wrong declarations) are shown.
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
refused() {  # CMD... : exit 2, a message on stderr, no crash
  "$@" >"$T/out" 2>"$T/err"; local rc=$?
  if [ $rc = 2 ] && [ -s "$T/err" ]; then ok; else bad "exit $rc for: $*"; head -3 "$T/err" >&2; fi
}
B=rules/fdj-bingo-2012.yaml
$LC generate --rules $B --seed 1 --units 3000 -o "$T/e.jsonl"

for o in "--timeout" "--timeout 0" "--timeout x" "--jobs" "--jobs 65" "--jobs x" "--filter" "--junit" "--json" "--candidate" "--bogus" "stray"; do
  refused $LC run --rules rules --cases cases $o
done
for o in "--min-clauses" "--min-clauses -1" "--min-readings x" "--min-outcomes 101" "--min-boundaries" "--min-mutation 1e9" "--stryker" "--bogus" "stray"; do
  refused $LC coverage --rules rules --cases cases $o
done
for o in "--fuzz 0" "--fuzz x" "--fuzz 10 --seed x" "--fuzz 10 --fuzz-cases 1001" "--fuzz 10 --fuzz-out"; do
  refused $LC run --rules rules $o --candidate build/ref-candidate
done
$LC run --rules rules --fuzz 200 --seed 3 --fuzz-cases 1 --fuzz-out "$T/fz" --candidate build/ref-candidate --sandbox none >"$T/out" 2>&1 \
  && ok || { bad "run --fuzz with --seed and --fuzz-cases"; tail -3 "$T/out" >&2; }
mkdir -p "$T/none"
refused $LC coverage --rules rules --cases "$T/none"   # no case file in it (without --cases: the bundled ones)
for o in "" "--seed" "--seed x" "--seed 1 --units 0" "--seed 1 --units x" "--seed 1 --units 100000001" "--seed 1 -o" "--seed 1 --bogus" "--seed 1 stray"; do
  refused $LC generate --rules $B $o
done
refused $LC generate --seed 1
refused $LC generate --rules rules/none.yaml --seed 1
for o in "--timeout 0" "--timeout x" "--units 0" "--units x" "--alpha 1" "--alpha x" "--bogus" "--candidate"; do
  refused $LC block --rules $B "$T/e.jsonl" $o
done
refused $LC block --rules $B
refused $LC block "$T/e.jsonl"
refused $LC block --rules rules/none.yaml "$T/e.jsonl"
refused $LC block --rules $B "$T/e.jsonl" --candidate "no-such-program-xyz"
refused $LC block --rules $B "$T/e.jsonl" "$T/e.jsonl"
for c in lint eval explain serve; do refused $LC $c --bogus; done
refused $LC eval --rules $B a b
refused $LC explain --rules $B
refused $LC serve --rules $B extra
refused $LC eval --rules rules/none.yaml
refused $LC explain --rules rules/none.yaml "$T/e.jsonl"
refused $LC explain --rules $B "$T/none.json"

# --help of the commands that do not certify: --game documented, no word of certifying
for c in generate lint eval explain block; do
  $LC $c --help >"$T/out" 2>&1
  grep -q -- "--game ID" "$T/out" && ! grep -A1 -- "--game ID" "$T/out" | grep -qi "certif" && ok || bad "$c --help: $(grep -i -A1 -- '--game' "$T/out" | tr '\n' ' ')"
done
$LC certify --help | grep -q "certify --game ID: one game with the bundled rules and cases" && ok || bad "certify --help: --game"
# eval: a line carries "id" when its request gave one, an outcome and an error alike (no "id": null)
u=$(python3 -c 'import json,yaml; print(json.dumps(yaml.safe_load(open("cases/fdj-bingo-2012/art-4.6-grille-1.yaml"))["cases"][0]["unit"]))')
printf '%s\n{"grids": 3}\nnot json\n{"id":"r1","game":"fdj-bingo-2012","unit":{"grids":3}}\n{"id":"r2","game":"fdj-bingo-2012","unit":%s}\n' "$u" "$u" \
  | $LC eval --rules $B >"$T/out" 2>&1
python3 - "$T/out" <<'PY' && ok || { bad "eval: id on its lines"; cat "$T/out" >&2; }
import json, sys
a = [json.loads(l) for l in open(sys.argv[1])]
assert len(a) == 5, a
assert "id" not in a[0] and "status" in a[0], a[0]
assert "id" not in a[1] and "error" in a[1] and "id" not in a[2] and "error" in a[2], a[1:3]
assert a[3]["id"] == "r1" and "error" in a[3] and a[4]["id"] == "r2" and "status" in a[4], a[3:]
PY

# schema: each kind, to a file, refusals
for w in request answer outcome; do
  $LC schema --rules rules --what $w -o "$T/$w.schema.json" >"$T/out" 2>&1 && python3 -c '
import json, sys; d = json.load(open(sys.argv[1])); assert d["$schema"].startswith("https://json-schema.org/"), d' "$T/$w.schema.json" \
    && ok || bad "schema --what $w -o"
done
cmp -s "$T/request.schema.json" "$T/answer.schema.json" && bad "request and answer schemas alike" || ok
refused $LC schema --what nothing
for o in "--fuzz x" "--fuzz 100000001" "--fuzz-seed -1" "--fuzz-seed x" "--limit-cpu x" "--signer" "--signer x" \
         "--sign $T/no-such-key" "--lang de" "--alpha 2" "--units x" "--bogus" "stray"; do
  refused $LC certify --rules $B --cases cases/fdj-bingo-2012/art-4.2-composition.yaml --candidate build/ref-candidate $o
done
for o in "--units x" "--seed x" "--seed -1" "--new-reading" "--new-reading x" "--out" "--bogus" "$B" "$B $B $B"; do
  refused $LC diff $o
done
refused $LC schema --rules rules extra
refused $LC schema --bogus
# serve: requests of three games in turn, a blank line, a line it cannot
# read, an unknown game, a last line without its newline: every request
# answered, in order, the errors by id
python3 - >"$T/serve.jsonl" <<'PY'
import json, yaml
for game, f in (("fdj-bingo-2012", "art-4.6-grille-1.yaml"), ("fdj-super-bingo-2004", "art-3.67-doubles.yaml"),
                ("fdj-super-bingo-internet-2006", "art-4.8-doubles.yaml")):   # the last two: the same shape
    c = yaml.safe_load(open(f"cases/{game}/{f}"))["cases"][3]
    print(json.dumps({"id": c["id"], "game": game, "unit": c["unit"], "expect": c["expect"]}))
print("   ")   # a blank line: no answer
print('{"id":"odd","game":"fdj-bingo-2012","unit":')
print('{"id":"nogame","game":"loto","unit":{}}', end="")   # the last line without its newline
PY
$LC serve --rules rules <"$T/serve.jsonl" >"$T/out" 2>"$T/err"
python3 - "$T/serve.jsonl" "$T/out" <<'PY' && ok || { bad "serve: two games in turn and errors"; cat "$T/out" >&2; }
import json, sys
asked = [l for l in open(sys.argv[1]).read().splitlines() if l.strip()]
got = [json.loads(l) for l in open(sys.argv[2])]
assert len(got) == len(asked), got
for a, g in zip(asked[:3], got):   # each as its case expects (an unknown key in a request is ignored)
    a = json.loads(a)
    assert g["id"] == a["id"] and all(g[k] == v for k, v in a["expect"].items()), (a, g)
assert "error" in got[3] and got[4]["id"] == "nogame" and "error" in got[4], got[3:]
PY

# serve's fast path, the games alternating line by line, many lines in one read: each answer
# is eval's for the same line
$LC generate --rules $B --units 1500 --seed 3 -o "$T/sa.jsonl" 2>/dev/null
$LC generate --rules rules/fdj-super-bingo-2004.yaml --units 1500 --seed 3 -o "$T/sb.jsonl" 2>/dev/null
paste -d'\n' "$T/sa.jsonl" "$T/sb.jsonl" >"$T/mix.jsonl"
$LC serve --rules rules <"$T/mix.jsonl" >"$T/s.out" 2>"$T/err" && $LC eval --rules rules "$T/mix.jsonl" >"$T/e.out" 2>>"$T/err" \
  && [ "$(wc -l <"$T/s.out")" = 3000 ] && cmp -s "$T/s.out" "$T/e.out" && ok || bad "serve, two games alternating: not eval's answers"

# serve: a line past 1 MiB answered by an error that names it, the next line still answered;
# a request in the usual shape for a game it does not know; a reader that goes away early: exit 2,
# the answers undelivered said so
{ head -n 1 "$T/sa.jsonl"; head -c 1100000 /dev/zero | tr '\0' 'x'; echo; sed 's/"fdj-bingo-2012"/"fdj-loto"/' "$T/sa.jsonl" | head -n 1
  head -n 1 "$T/sb.jsonl"; } >"$T/long.jsonl"
$LC serve --rules rules <"$T/long.jsonl" >"$T/s.out" 2>"$T/err"; rc=$?
[ $rc = 0 ] && [ "$(wc -l <"$T/s.out")" = 4 ] && sed -n 2p "$T/s.out" | grep -q '"line 2: longer than the limit of 1 MiB"' \
  && sed -n 3p "$T/s.out" | grep -q '"error"' && sed -n 4p "$T/s.out" | grep -q '"status"' && ok \
  || { bad "serve: an over-long line, an unknown game (exit $rc)"; cut -c1-200 "$T/s.out" >&2; }
( $LC serve --rules rules <"$T/mix.jsonl" 2>"$T/err"; echo "rc=$?" >"$T/serve.rc" ) | head -n 2 >/dev/null
grep -q "rc=2" "$T/serve.rc" && grep -q "cannot write the standard output" "$T/err" && ok \
  || bad "serve: the reader went away: $(cat "$T/serve.rc") $(head -2 "$T/err")"

# where the bundled rules and cases are found, for a lotcert copied elsewhere and run from a
# folder without them: ../share/lotcert beside its folder, or its own folder, or nowhere (said)
mkdir -p "$T/kit/bin" "$T/kit/share" "$T/kit2" "$T/kit3" "$T/away"
cp "$LC" "$T/kit/bin/lotcert"; cp "$LC" "$T/kit2/lotcert"; cp "$LC" "$T/kit3/lotcert"
ln -s "$PWD" "$T/kit/share/lotcert"; ln -s "$PWD/rules" "$T/kit2/rules"; ln -s "$PWD/cases" "$T/kit2/cases"
ln -s "$PWD/rules" "$T/kit3/rules"   # rules without cases beside it: not a data folder
for k in kit/bin kit2; do
  (cd "$T/away" && LOTCERT_DATA= "$T/$k/lotcert" lint) >"$T/dd.out" 2>&1 && grep -q "3 files, 0 findings" "$T/dd.out" && ok \
    || { bad "the data folder of $k/lotcert not found"; tail -2 "$T/dd.out" >&2; }
done
(cd "$T/away" && LOTCERT_DATA= "$T/kit3/lotcert" run) >"$T/dd.out" 2>&1; rc=$?
[ $rc = 2 ] && grep -q "set LOTCERT_DATA" "$T/dd.out" && ok || bad "no data folder: exit $rc"

# explain from stdin: a blank line skipped, a line past 1 MiB named, the next request explained (exit 2);
# a reading that names no entry; a filter that selects nothing; a fuzzer whose candidate cannot run
{ echo "   "; head -c 1100000 /dev/zero | tr '\0' 'x'; echo; head -n 1 "$T/sa.jsonl"; } | $LC explain --rules $B - >"$T/out" 2>"$T/err"
[ $? = 2 ] && grep -q "^(stdin):2: line longer than the 1 MiB limit" "$T/err" && grep -q "^Unit 3-0000001" "$T/out" && ok \
  || bad "explain from stdin with a blank and an over-long line"
long=$(head -c 300 /dev/zero | tr '\0' 'x')
for o in "--reading" "--reading =x" "--reading I-BINGO-VOID" "--reading I-BINGO-VOID=" "--reading $long=x" \
         "--reading I-BINGO-VOID=void --reading I-BINGO-VOID=void"; do
  refused $LC run $o
done
grep -q "I-BINGO-VOID is chosen twice" "$T/err" && ok || bad "--reading twice for one entry: $(head -1 "$T/err")"
refused $LC schema --rules rules -o "$T/nope/s.json"
refused $LC lint --reading I-NONE=x rules
grep -q "no rules file has that entry" "$T/err" && ok || bad "lint --reading of no entry: $(head -1 "$T/err")"
refused $LC run --filter 'nomatch*'
grep -q "no case matches the filter nomatch" "$T/err" && ok || bad "run --filter that selects nothing"
refused $LC run --rules $B --fuzz 10 --candidate "$T/no-such-candidate"
# the fuzzer's minimal cases into a folder that cannot be made (the reference candidate knows
# not the 8 x 8 test game: every unit disagrees)
refused $LC run --rules tests/rules/card-8x8-and-row.yaml --fuzz 20 --seed 1 --fuzz-out /dev/null/x --candidate build/ref-candidate --sandbox none
grep -q "/dev/null/x: cannot create the directory" "$T/err" && ok || bad "--fuzz-out where no folder can be made: $(head -1 "$T/err")"

# I/O failures and unbuildable rules
refused $LC generate --rules $B --seed 1 --units 100000 -o /dev/full/x
$LC generate --rules $B --seed 1 --units 100000 > /dev/full 2>"$T/err"; [ $? = 2 ] && grep -q "write" "$T/err" && ok || bad "generate on a full disk"
$LC generate --rules $B --seed 1 --units 100000 --progress > /dev/full 2>"$T/err"; [ $? = 2 ] && tr '\r' '\n' < "$T/err" | grep -q "^lotcert generate: write" && ok || bad "generate on a full disk: the error below the progress line"
refused $LC block --rules $B "$T"
python3 -c 'import sys; s=open(sys.argv[1]).read(); open(sys.argv[2],"w").write(s.replace("{lots: 100000, amount_cents: 200, total_cents: 20000000}", "{lots: 100000, amount_cents: 300, total_cents: 30000000}"))' $B "$T/odd-rules.yaml"
refused $LC generate --rules "$T/odd-rules.yaml" --seed 1 --units 1000
grep -q "no combination of levels pays 300 cents" "$T/err" && ok || bad "generate names what it cannot build"

# a block with more findings than the samples hold, and a candidate that dies in it
python3 - "$T/e.jsonl" "$T/many.jsonl" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().split("\n")
for i in range(0, 60):
    d = json.loads(lines[i]); d["unit"]["grids"]["grille-1"][0][0] = 0; lines[i] = json.dumps(d, separators=(",", ":"))
for i in range(60, 300):
    lines[i] = "garbage line number %d, which is not JSON at all and says so at length" % i
d = json.loads(lines[300]); d["id"] = 5; lines[300] = json.dumps(d)
d = json.loads(lines[301]); d["game"] = 7; lines[301] = json.dumps(d)
d = json.loads(lines[302]); d["unit"]["draws"]["boules"] = "none"; lines[302] = json.dumps(d)
open(sys.argv[2], "w").write("\n".join(lines))
PY
$LC block --rules $B --units 3000 "$T/many.jsonl" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "anomalies: 60 (line 1 serial" "$T/out" && grep -q ", ...)" "$T/out" && grep -q "unreadable lines: 243" "$T/out" && ok || { bad "many findings"; head -20 "$T/out" >&2; }
rm -f "$T/state"
$LC block --rules $B --units 3000 "$T/e.jsonl" --timeout 5 --sandbox none --candidate "python3 tests/candidates/hostile/hostile.py crash 5 $T/state" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "candidate disagreements: 1" "$T/out" && grep -q "the candidate gave no answer: the candidate closed its stdout" "$T/out" && ok || { bad "a candidate dying in a block"; grep -A2 disagree "$T/out" >&2; }

# block, from a pipe that gives out in the middle of a line
head -c 100000 "$T/e.jsonl" | $LC block --rules $B --units 3000 - >"$T/out" 2>&1
[ $? = 1 ] && grep -q "unreadable lines: 1" "$T/out" && grep -q "INCOMPLETE" "$T/out" && ok || bad "a cut pipe"

# reports' corners: XML escaping of ids, survivors and claims printed, a wrong declaration named
mkdir -p "$T/c/fdj-bingo-2012"
python3 - "$T/c/fdj-bingo-2012/odd.yaml" <<'PY'
import sys
src = open("cases/fdj-bingo-2012/art-4.9-highest.yaml").read()
src = src.replace("id: bingo-highest-g1-corners-and-diagonal-0", "id: \"odd<&>\\\"id\\u0001\"", 1)
src = src.replace("amount_cents: 2000,", "amount_cents: 2001,", 1)   # a wrong expectation: a failure to report
open(sys.argv[1], "w").write(src)
PY
$LC run --rules $B --cases "$T/c" --junit "$T/j.xml" --json "$T/j.json" >/dev/null 2>&1
[ $? = 1 ] && grep -qF 'name="odd&lt;&amp;&gt;&quot;id\u0001"' "$T/j.xml" && ok || { bad "JUnit escaping"; grep -o 'name="odd[^ ]*' "$T/j.xml" >&2; }
xmllint --noout --schema tests/junit/junit.xsd "$T/j.xml" 2>/dev/null && ok || bad "escaped JUnit invalid"
cat > "$T/c/eq.yaml" <<'Y'
equivalent_mutants:
  - mutant: fdj-bingo-2012:grille-1/drop-level/art-4.6/corners
    reason: "a wrong declaration: cases kill it"
  - mutant: fdj-bingo-2012:no/such/mutant
    reason: "matches nothing"
Y
cp cases/fdj-bingo-2012/art-4.6-grille-1.yaml "$T/c/fdj-bingo-2012/"
sed -i 's/covers: \[/covers: [art-4.8\/sum, /' "$T/c/fdj-bingo-2012/art-4.6-grille-1.yaml"
$LC coverage --rules $B --cases "$T/c" >"$T/out" 2>&1
[ $? = 1 ] && ok || bad "coverage of a thin suite should fail"
grep -q "BUT A CASE KILLS IT" "$T/out" && ok || bad "a wrong equivalence declaration is named"
grep -q "match no mutant of these rules" "$T/out" && ok || bad "an unused declaration is counted"
grep -q "claims art-4.8/sum" "$T/out" && ok || bad "a false covers: claim is flagged"
grep -q "more (see --json)" "$T/out" && ok || bad "long claim lists are cut"
grep -q "surviving mutants:" "$T/out" && ok || bad "survivors listed"
grep -q "1 case FAIL on the rules themselves (first: odd" "$T/out" && ok || bad "a case failing on the rules is named"

# one rule for lint and generate: a draw of no number is refused by both, at its line and column
sed '/check: draw-count/,/count:/ s/count: 15/count: 0/' $B > "$T/count0.yaml"
$LC lint "$T/count0.yaml" >"$T/o1" 2>&1; r1=$?
$LC generate --rules "$T/count0.yaml" --seed 1 --units 10 >/dev/null 2>"$T/o2"; r2=$?
[ "$r1" != 0 ] && [ "$r2" = 2 ] && grep -q "count0.yaml:[0-9]*:[0-9]*: at composition\[[0-9]\].count: expected an integer from 1 to 64, found '0'" "$T/o1" \
  && cmp -s <(grep -o "expected an integer.*" "$T/o1") <(grep -o "expected an integer.*" "$T/o2") && ok || bad "draw-count 0: lint exit $r1, generate exit $r2"
# a report whose folder does not exist (or is a file): refused before anything runs, nothing on stdout
for c in "certify --candidate build/ref-candidate --pdf $T/nope/x.pdf" "run --junit $T/nope/x.xml" \
         "block --rules $B --json $T/nope/x.json $T/nothing.jsonl" "coverage --json $T/nope/x.json" "merge --rules $B --json $T/nope/m.json x" \
         "certify --candidate build/ref-candidate --json $T/out/x.json"; do
  rc=$($LC $c >"$T/o" 2>"$T/e"; echo $?)
  [ "$rc" = 2 ] && [ ! -s "$T/o" ] && grep -q "the folder .* \(does not exist\|is not a folder\); nothing was run" "$T/e" && ok \
    || bad "$c: exit $rc, $(head -c 200 "$T/o")"
done

# Corners of the reports: a candidate that dies saying why without a final
# newline (its words shown, the report's lines still its own); a game whose
# grid has no label, explained; verify's --root that is no folder, or /;
# --blocks ranges the wrong way round, from 0, with a trailing space, or no number.
rc=$($LC run --rules rules --cases cases --filter 'bingo-g1-*' --candidate "sh -c 'printf oops >&2; exit 3'" >"$T/out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "^the candidate never answered" "$T/out" && grep -q "^oops" "$T/out" && ok \
  || { bad "a candidate that dies saying oops: exit $rc"; tail -5 "$T/out" >&2; }
sed '/label: carré de neuf cases/d' tests/rules/morpion-3x3.yaml > "$T/nolabel.yaml"   # a label is optional
$LC generate --rules "$T/nolabel.yaml" --seed 2 --units 1 -o "$T/m.jsonl" 2>/dev/null
rc=$($LC explain --rules "$T/nolabel.yaml" "$T/m.jsonl" >"$T/out" 2>&1; echo $?)
[ "$rc" = 0 ] && grep -q "^Unit " "$T/out" && grep -qx "  carre" "$T/out" && ! grep -q "(null)" "$T/out" && ok \
  || { bad "explain of a grid without a label: exit $rc"; head -5 "$T/out" >&2; }
refused $LC verify --root /etc/hostname "$T/none"
rc=$($LC verify --root / "$T/none" >/dev/null 2>"$T/err"; echo $?)
[ "$rc" = 2 ] && grep -q "no certification here" "$T/err" && ok || bad "verify --root /: exit $rc"
for o in "3-2" "0-1" "1-2 " "x"; do
  refused $LC block --rules $B --blocks "$o" "$T/e.jsonl"
done

# LOTCERT_DATA naming no data folder: every command that falls back on the bundled rules or cases
# says so and what to set, before doing anything
for c in run lint schema coverage "certify --candidate build/ref-candidate" eval serve "explain -" "generate --seed 1" "block -"; do
  rc=$(LOTCERT_DATA=/nonexistent $LC $c </dev/null >/dev/null 2>"$T/err"; echo $?)
  [ "$rc" = 2 ] && grep -q "set LOTCERT_DATA\|^usage: " "$T/err" && ok || { bad "$c without a data folder: exit $rc"; head -2 "$T/err" >&2; }
done
# help, asked every way: exit 0, the usage on stdout; a command help does not know: exit 2
for c in "keygen --help" "schema -h" "certify -h" "help run" "-h" "help"; do
  rc=$($LC $c >"$T/out" 2>"$T/err"; echo $?)
  [ "$rc" = 0 ] && grep -q "^usage: lotcert" "$T/out" && [ ! -s "$T/err" ] && ok || bad "lotcert $c: exit $rc"
done
for c in "help nosuch" "keygen" "keygen -o a b" "keygen --bogus" "schema --rules /nonexistent" "verify" "verify a b" \
         "verify --key k --trusted t x" "verify --bogus x" "certify --bogus" "merge --rules $B" "merge x.json" \
         "diff --new-reading X $B" "diff $B" "diff a b c" "run --rules /nonexistent" "lint --bogus" "coverage --bogus"; do
  refused $LC $c
done
# shards merged out of their order, or short of the emission: named, exit 2; --partial takes a part
$LC generate --rules $B --seed 4 --units 30 -o "$T/sh.jsonl"
$LC block --rules $B --units 10 --blocks 1-1 --json "$T/sh1.json" "$T/sh.jsonl" >/dev/null 2>&1
$LC block --rules $B --units 10 --blocks 2- --json "$T/sh2.json" "$T/sh.jsonl" >/dev/null 2>&1
for shards in "sh2" "sh1" "sh1 sh1" "sh1 sh2 sh2"; do
  refused $LC merge --rules $B $(for s in $shards; do printf '%s ' "$T/$s.json"; done)
done
rc=$($LC merge --rules $B --partial "$T/sh2.json" >"$T/out" 2>&1; echo $?)
[ "$rc" -le 1 ] && grep -q "2 blocks" "$T/out" && ok || { bad "merge --partial of the second shard: exit $rc"; tail -3 "$T/out" >&2; }
# serve, lines of two games in turn, a blank line, an unknown game, the last line without its
# newline: one answer per request, in order, the blank line skipped
$LC generate --rules $B --seed 1 --units 2 -o "$T/b2.jsonl"
$LC generate --rules rules/fdj-super-bingo-2004.yaml --seed 1 --units 1 -o "$T/s1.jsonl"
{ sed -n 1p "$T/b2.jsonl"; cat "$T/s1.jsonl"; printf '  \t\n'; sed -n 2p "$T/b2.jsonl"
  echo '{"id":"x","game":"nosuch","unit":{}}'; tr -d '\n' <"$T/s1.jsonl"; } >"$T/mix.jsonl"
$LC serve --rules rules <"$T/mix.jsonl" >"$T/out" 2>"$T/err"; rc=$?
python3 - "$T/out" <<'PY' && [ "$rc" = 0 ] && ok || bad "serve of mixed games: exit $rc"
import json, sys
a = [json.loads(l) for l in open(sys.argv[1])]
assert [x["id"] for x in a] == ["1-0000001", "1-0000001", "1-0000002", "x", "1-0000001"], a
assert "grille-1" in a[0]["grids"] and "bleue" in a[1]["grids"] and "grille-2" in a[2]["grids"] and "bleue" in a[4]["grids"], a
assert "unknown game 'nosuch'" in a[3]["error"], a[3]
PY
# one case left to another reading is counted in the singular
$LC run --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --filter 'sb04-bleue-4-tokens-bonus-blue-0*' \
  >"$T/out" 2>&1 && grep -q "^1 more case holds only under other readings of the register" "$T/out" && ok \
  || { bad "one case under another reading"; tail -2 "$T/out" >&2; }
# certify signing with a public key: refused before anything runs
$LC keygen -o "$T/k" >/dev/null 2>&1
refused $LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate build/ref-candidate --json "$T/k.json" --sign "$T/k.pub"
[ ! -e "$T/k.json" ] && ok || bad "certify --sign with a public key wrote its JSON"
finish options
