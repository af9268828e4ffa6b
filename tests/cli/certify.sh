#!/usr/bin/env bash
# lotcert certify: the verdict and its exit status, the evidence read back
# (pdftotext for the PDF, jansson-free python for the JSON, xmllint for the
# JUnit), byte-identical evidence under SOURCE_DATE_EPOCH, and no partial
# evidence when a report cannot be written. Blocks are scaled to 20 000
# units (full blocks run in `make evidence`).
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
N=20000
REF=build/ref-candidate
B=rules/fdj-bingo-2012.yaml
for r in rules/*.yaml; do
  $LC generate --rules "$r" --seed 11 --units $N -o "$T/$(basename "$r" .yaml).jsonl" || bad "generate $r"
done
BLOCKS="--block $T/fdj-bingo-2012.jsonl --block $T/fdj-super-bingo-2004.jsonl --block $T/fdj-super-bingo-internet-2006.jsonl"
certify() {  # DIR ARGS... -> exit status; evidence in DIR
  local d=$1; shift
  mkdir -p "$d"
  $LC certify --rules rules --cases cases --texts rules/reglements --units $N --pdf "$d/r.pdf" --json "$d/r.json" --junit "$d/r.xml" "$@" \
    >"$d/out" 2>"$d/err"
  echo $?
}
text() { pdftotext -layout "$1/r.pdf" - 2>/dev/null; }

# A correct candidate with every block: certified, exit 0; the blocks being
# smaller than the rules' (--units), with that one reservation per game.
rc=$(certify "$T/ok" --candidate $REF $BLOCKS)
[ "$rc" = 0 ] && ok || { bad "correct candidate: exit $rc"; cat "$T/ok/err" "$T/ok/out" >&2; }
[ "$(field "$T/ok/r.json" 'd["verdict"]')" = "certified with reservations" ] && ok || bad "correct candidate: verdict $(field "$T/ok/r.json" 'd["verdict"]')"
grep -q "^Conclusion: certified with reservations$" "$T/ok/out" && ok || bad "console conclusion"
[ "$(grep -c "smaller than the rules' block (--units)" "$T/ok/out")" = 3 ] && [ "$(grep -c '^  [0-9]*\. ' "$T/ok/out")" = 3 ] \
  && ok || { bad "correct candidate: other reservations than the small blocks"; grep '^  [0-9]*\. ' "$T/ok/out" >&2; }
# without the texts, the quotes are not checked: a reservation, whatever else passed
rc=$($LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate $REF --fuzz 0 >"$T/notexts.out" 2>&1; echo $?)
[ "$rc" = 0 ] && grep -q "were not checked against the texts (certify --texts DIR)" "$T/notexts.out" \
  && grep -q "^Conclusion: certified with reservations$" "$T/notexts.out" && ok || bad "certify without --texts: no reservation"
# the console gives the figures behind the verdict: coverage, mutation score, the fuzzer's units, seed, disagreements
seed=$(field "$T/ok/r.json" 'd["fuzz"]["seed"]'); units=$(field "$T/ok/r.json" 'd["fuzz"]["units"]')
grep -Eq "^coverage: clauses 100.0 %, readings 100.0 %, outcomes 100.0 %, boundaries 100.0 %, mutation score 100.0 % \(mutants: [0-9]+; killed [0-9]+, survived 0, equivalent [0-9]+\)$" "$T/ok/out" \
  && grep -q "^differential fuzzer: $units units (seed $seed), 0 disagreements$" "$T/ok/out" && ok \
  || { bad "console: no coverage or fuzzer figures"; grep -E "^(coverage|differential)" "$T/ok/out" >&2; }
text "$T/ok" > "$T/ok/txt"
grep -q "Certification report" "$T/ok/txt" && grep -q "Conclusion: certified" "$T/ok/txt" && ok || bad "PDF: title, verdict"
NCASES=$(cat cases/*/*.yaml | grep '^  - id: ' | grep -vc -- '--')   # twins for other readings end in --READING
NTWINS=$(cat cases/*/*.yaml | grep '^  - id: ' | grep -c -- '--')
grep -q "$NCASES: $NCASES passed, 0 failed; $NTWINS held for other readings, not run" "$T/ok/txt" && ok || bad "PDF: case counts"
# Every rules, case and emission file is identified by its SHA-256, and
# the candidate's executable too.
for f in rules/*.yaml cases/*/*.yaml "$T"/*.jsonl $REF; do
  sum=$(sha256sum "$f" | cut -c1-64)
  grep -q "$sum" "$T/ok/txt" || { bad "PDF lacks the digest of $f"; break; }
done && ok
# The footer's content digest is the JSON report's.
sum=$(sha256sum "$T/ok/r.json" | cut -c1-64)
[ "$(grep -c "(JSON): $sum" "$T/ok/txt")" = "$(pdfinfo "$T/ok/r.pdf" 2>/dev/null | awk '/^Pages:/ {print $2}')" ] \
  && ok || bad "every page's footer carries the JSON report's SHA-256"
grep -q "page 1 / " "$T/ok/txt" && ok || bad "page numbers"
grep -q "Prize table: expected against observed — fdj-bingo-2012" "$T/ok/txt" && ok || bad "PDF: prize table section"
grep -Eq "I-BINGO-DRAWN-DISTINCT" "$T/ok/txt" && grep -q "Reading in force: all-distinct (the default reading)" "$T/ok/txt" \
  && ok || bad "PDF: the register in force"
grep -q "chi-square over sub-blocks" "$T/ok/txt" && ok || bad "PDF: spread checks"
grep -q "libharu" "$T/ok/txt" && ok || bad "PDF: environment"
pdffonts "$T/ok/r.pdf" 2>/dev/null | grep -q "DejaVuSans.*yes yes yes" && ok || bad "PDF: embedded Unicode font"
xmllint --noout --schema tests/junit/junit.xsd "$T/ok/r.xml" 2>/dev/null && ok || bad "JUnit against the schema"
grep -A1 '<testcase classname="certify" name="verdict">' "$T/ok/r.xml" | grep -q '<system-out>certified with reservations' \
  && ! grep -A1 'name="verdict"' "$T/ok/r.xml" | grep -q '<failure' && ok || bad "JUnit: the verdict passes, its reservations said"

# French labels, and the accents render (text extraction gives them back).
rc=$(certify "$T/fr" --candidate $REF $BLOCKS --lang fr)
text "$T/fr" > "$T/fr/txt"
grep -q "^couverture : clauses 100.0 %" "$T/fr/out" && grep -q "^fuzzer différentiel : [0-9]* unités (graine [0-9]*), 0 désaccords$" "$T/fr/out" \
  && ok || bad "French console: the figures"
grep -q "Conclusion : certifié" "$T/fr/txt" && grep -q "Règlement particulier « Bingo »" "$T/fr/txt" \
  && grep -q "10 000,00 €" "$T/fr/txt" && grep -q "Registre des interprétations" "$T/fr/txt" && ok || bad "French evidence"
# its pages say what its JSON says, read in French by verify
$LC verify "$T/fr/r.pdf" >"$T/fr/verify" 2>&1
grep -q "matches  pages .*conclusion \"certifié" "$T/fr/verify" && ok || { bad "verify of the French pages"; grep pages "$T/fr/verify" >&2; }

# No block: certified with reservations, exit 0, the reason stated.
rc=$(certify "$T/nob" --candidate $REF)
[ "$rc" = 0 ] && [ "$(field "$T/nob/r.json" 'd["verdict"]')" = "certified with reservations" ] && ok \
  || bad "no block: exit $rc, $(field "$T/nob/r.json" 'd["verdict"]')"
grep -q "No emission block was verified" "$T/nob/out" && ok || bad "no block: reservation stated"

# Another reading than the default: a reservation.
sed 's/^    selected: all-distinct/    selected: within-each-draw/' $B > "$T/other.yaml"
grep -q "selected: within-each-draw" "$T/other.yaml" || bad "test setup: reading not changed"
rc=$($LC certify --rules "$T/other.yaml" --cases cases/fdj-bingo-2012 --candidate "$LC serve --rules $T/other.yaml" \
     --json "$T/other.json" 2>"$T/other.err" >"$T/other.out"; echo $?)
grep -q "I-BINGO-DRAWN-DISTINCT (art-4.4): Reading in force « within-each-draw », NOT the default reading" "$T/other.out" \
  && ok || { bad "another reading: reservation"; cat "$T/other.out" >&2; }

# A faulty candidate: exit 1, not certified, every failing case listed with its article.
rc=$(certify "$T/bad" --candidate "$REF --fault columns-paid" --block "$T/fdj-bingo-2012.jsonl")
[ "$rc" = 1 ] && ok || bad "faulty candidate: exit $rc"
[ "$(field "$T/bad/r.json" 'd["verdict"]')" = "not certified" ] && ok || bad "faulty candidate: verdict"
text "$T/bad" > "$T/bad/txt"
grep -q "Conclusion: not certified" "$T/bad/txt" && ok || bad "faulty candidate: PDF verdict"
nfail=$(field "$T/bad/r.json" 'len(d["failures"])')
[ "$nfail" -gt 0 ] && ok || bad "faulty candidate: no failure"
missing=0
while IFS=$'\t' read -r id arts; do
  grep -q -- "$id — Article $arts" "$T/bad/txt" || { missing=$((missing + 1)); [ $missing = 1 ] && echo "not in the PDF: $id ($arts)" >&2; }
done < <(field "$T/bad/r.json" '"\n".join(f["id"] + "\t" + f["articles"] for f in d["failures"])')
[ $missing = 0 ] && ok || bad "faulty candidate: $missing of $nfail failing cases missing from the PDF"
grep -c "<failure" "$T/bad/r.xml" | grep -qx "$((nfail + 2))" && ok || bad "JUnit: every failing case, the block and the verdict fail"
grep -q "disagreements" "$T/bad/out" && ok || bad "faulty candidate: block disagreements are a non-conformity"

# Reproducible: the same inputs (the fuzzer's seed among them) under SOURCE_DATE_EPOCH give the same bytes.
# No pace and a wide timeout: on a loaded machine (the instrumented build of make coverage beside other
# jobs) one run could miss a bound the other met, and that is a finding, not a lack of reproducibility.
export SOURCE_DATE_EPOCH=1764633600
certify "$T/r1" --candidate $REF --block "$T/fdj-bingo-2012.jsonl" --fuzz-seed 7 --min-rate 0 --timeout 60 >/dev/null
certify "$T/r2" --candidate $REF --block "$T/fdj-bingo-2012.jsonl" --fuzz-seed 7 --min-rate 0 --timeout 60 >/dev/null
cmp -s "$T/r1/r.pdf" "$T/r2/r.pdf" && cmp -s "$T/r1/r.json" "$T/r2/r.json" && ok || bad "SOURCE_DATE_EPOCH: evidence differs"
grep -q '"date": "2025-12-02T00:00:00Z"' "$T/r1/r.json" && ok || bad "SOURCE_DATE_EPOCH: the date"
unset SOURCE_DATE_EPOCH

# Input errors: exit 2, nothing written.
rc=$(certify "$T/e1" --candidate $REF --block "$T/nonexistent.jsonl"); [ "$rc" = 2 ] && [ ! -e "$T/e1/r.pdf" ] && ok || bad "missing block: exit $rc"
rc=$(certify "$T/e2"); [ "$rc" = 2 ] && grep -q -- "--candidate is required" "$T/e2/err" && ok || bad "no candidate: exit $rc"
rc=$(certify "$T/e3" --candidate $REF --lang de); [ "$rc" = 2 ] && ok || bad "--lang de: exit $rc"
echo '{"id":"x","game":"no-such-game","unit":{}}' > "$T/other-game.jsonl"
rc=$(certify "$T/e4" --candidate $REF --block "$T/other-game.jsonl"); [ "$rc" = 2 ] && grep -q "other-game.jsonl:1:1" "$T/e4/err" \
  && ok || bad "block of an unknown game: exit $rc"
mkdir -p "$T/e5"
rc=$($LC certify --rules rules --cases cases --candidate $REF --json "$T/e5/r.json" --pdf "$T/e5/no/such/dir/r.pdf" \
     >/dev/null 2>&1; echo $?)
[ "$rc" = 2 ] && [ -z "$(ls -A "$T/e5")" ] && ok || bad "unwritable PDF: exit $rc, left $(ls "$T/e5")"
rc=$(LOTCERT_FONT_DIR=$T certify "$T/e6" --candidate $REF); [ "$rc" = 2 ] && grep -q "fonts-dejavu-core" "$T/e6/err" \
  && ok || bad "no font: exit $rc"
$LC certify --help | grep -q "certified with reservations" && ok || bad "--help"

# Usage errors: exit 2, nothing run.
for o in "--timeout 0" "--timeout x" "--alpha 1" "--jobs 0" "--jobs 99" "--units 0" "--lang" "--nope" "extra-arg"; do
  $LC certify --rules rules --cases cases --candidate $REF $o >/dev/null 2>&1; rc=$?
  [ "$rc" = 2 ] || bad "certify $o: exit $rc"
done; ok
# without --rules and --cases: the bundled ones, named in the evidence
rc=$($LC certify --candidate $REF --json "$T/bundled.json" >"$T/bundled.out" 2>&1; echo $?)
[ "$rc" = 0 ] && grep -q "^verdict: certified" "$T/bundled.out" && grep -q '"rules/fdj-bingo-2012.yaml"\|/rules/fdj-bingo-2012.yaml"' "$T/bundled.json" && ok \
  || bad "no --rules, no --cases: exit $rc, or the bundled rules not named"
rc=$($LC certify --rules rules --cases cases >/dev/null 2>&1; echo $?); [ "$rc" = 2 ] && ok || bad "no --candidate: exit $rc"
rc=$($LC certify --rules rules --cases cases --candidate "'unbalanced" >/dev/null 2>&1; echo $?); [ "$rc" = 2 ] && ok || bad "bad command: exit $rc"

# Evidence to a device is written in place; a full disk is an error, and the
# reports written before it are removed.
$LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate $REF --json /dev/stdout 2>/dev/null | grep -q '"verdict": "certified with reservations"' \
  && ok || bad "--json /dev/stdout"
for o in --json --junit --pdf; do
  mkdir -p "$T/full$o"
  rc=$($LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate $REF --json "$T/full$o/a.json" $o /dev/full >/dev/null 2>"$T/err"; echo $?)
  [ "$rc" = 2 ] && grep -q "No space left" "$T/err" && ok || bad "$o /dev/full: exit $rc"
  [ "$o" = --json ] || [ ! -e "$T/full$o/a.json" ] && ok || bad "$o /dev/full left the JSON report behind"
done
# ... but a report written in place is no file to remove: a device node (a null device of the
# test's own, as root, where a mistake would otherwise remove /dev/null) stays
if [ "$(id -u)" = 0 ] && mknod "$T/null" c 1 3 2>/dev/null; then
  rc=$($LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate $REF --json "$T/null" --pdf /dev/full >/dev/null 2>&1; echo $?)
  [ "$rc" = 2 ] && [ -c "$T/null" ] && ok || bad "a failed certify removed the device its JSON went to (exit $rc)"
fi

# Emission files that cannot be certified against: exit 2, named.
: > "$T/empty.jsonl"; echo "not json" > "$T/notjson.jsonl"
for f in empty notjson; do
  rc=$($LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate $REF --block "$T/$f.jsonl" >/dev/null 2>"$T/err"; echo $?)
  [ "$rc" = 2 ] && grep -q "$f.jsonl" "$T/err" && ok || bad "block $f: exit $rc"
done

# A damaged block through two candidate processes: every kind of finding
# named; a lint finding; a partial suite: coverage reservations; a candidate
# that writes on stderr and crashes once: reservations.
python3 - "$T/fdj-bingo-2012.jsonl" "$T/damaged.jsonl" <<'PY'
import sys
lines = open(sys.argv[1]).read().split("\n")
lines[10] = lines[9]                                     # a serial twice
lines[20] = lines[20].replace('"boules":[', '"boules":[99,', 1)   # an anomaly
lines[30] = lines[30][:40]                               # a line cut short
open(sys.argv[2], "w").write("\n".join(lines))
PY
sed 's/min_percent: 62/min_percent: 70/' $B > "$T/bound.yaml"
rc=$($LC certify --rules "$T/bound.yaml" --cases cases/fdj-bingo-2012/art-4.2-composition.yaml --units $N --jobs 2 \
     --sandbox none --candidate "python3 tests/candidates/hostile/hostile.py crash 1 $T/state-cert" --block "$T/damaged.jsonl" \
     --block "$T/fdj-bingo-2012.jsonl" --json "$T/dmg.json" --progress >"$T/dmg.out" 2>"$T/dmg.err"; echo $?)
[ "$rc" = 1 ] && ok || { bad "damaged block: exit $rc"; cat "$T/dmg.err" >&2; }
for w in "duplicate serials: 1" "anomalies: 1" "unreadable lines: 1" "payout" "Coverage of the règlement by the cases: clauses" \
         "the candidate was restarted: 1" "verified"; do
  grep -q -- "$w" "$T/dmg.out" "$T/dmg.err" || { bad "damaged block: no '$w'"; break; }
done && ok

# A candidate that never answers: every case fails with its reason, and the
# evidence says so (no answer to show).
rc=$($LC certify --rules $B --cases cases/fdj-bingo-2012/art-4.2-composition.yaml --candidate false --lang fr \
     --json "$T/false.json" --pdf "$T/false.pdf" --junit "$T/false.xml" >"$T/false.out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "Conclusion: non certifié" "$T/false.out" && ok || bad "a silent candidate: exit $rc"
[ "$(field "$T/false.json" 'sum(1 for f in d["failures"] if f["got"] is None)')" = "$(field "$T/false.json" 'len(d["failures"])')" ] \
  && ok || bad "a silent candidate: failures without an answer"

# A command whose program is a shim (a shell script that execs the interpreter, found first on PATH as a
# pyenv shim is): the evidence records the interpreter really run beside it; one whose script never
# answers, and whose shell could run anything, is said not resolved
mkdir -p "$T/shim"
printf '#!/bin/sh\nexec /usr/bin/python3 "$@"\n' >"$T/shim/python3"
printf '#!/bin/sh\necho no interpreter here >&2\nexit 1\n' >"$T/shim/dead"
chmod +x "$T/shim/python3" "$T/shim/dead"
PATH="$T/shim:$PATH" $LC certify --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004/art-3.67-doubles.yaml \
  --fuzz 0 --sandbox none --candidate "python3 tests/candidates/python_candidate.py" --json "$T/shim.json" >/dev/null 2>&1
[ "$(field "$T/shim.json" '[(i["role"], i["path"]) for i in d["identity"] if i["role"] in ("candidate", "interpreter")][:2]')" \
  = "[('candidate', '$T/shim/python3'), ('interpreter', '$(readlink -f /usr/bin/python3)')]" ] && ok \
  || bad "a shim's interpreter not recorded: $(field "$T/shim.json" '[i["path"] for i in d["identity"]][-4:]')"
$LC certify --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004/art-3.67-doubles.yaml --fuzz 0 \
  --candidate "$T/shim/dead" --json "$T/dead.json" >/dev/null 2>&1
field "$T/dead.json" 'd["environment"]' | grep -q "candidate's interpreter: not resolved: $T/shim/dead is run by .*, a shell" && ok \
  || bad "a script never seen running: its interpreter not said unresolved"

# The CI gate: the evidence in one folder; closed unless certified.
gate() { LOTCERT=$LC ci/gate.sh --out "$T/gate-$1" "${@:2}" >"$T/gate.out" 2>&1; echo $?; }
rc=$(gate a --candidate $REF --cases cases/fdj-bingo-2012 --rules $B)
[ "$rc" = 3 ] && grep -q "gate closed on reservations" "$T/gate.out" && ok || bad "gate, reservations: exit $rc"
for f in certification.pdf certification.json certification.junit.xml certify.log; do
  [ -s "$T/gate-a/$f" ] || bad "gate: no $f"
done
rc=$(gate b --candidate $REF --cases cases/fdj-bingo-2012 --rules $B --allow-reservations); [ "$rc" = 0 ] && ok || bad "gate, reservations allowed: exit $rc"
rc=$(gate c --candidate "$REF --fault columns-paid" --cases cases/fdj-bingo-2012 --rules $B --allow-reservations)
[ "$rc" = 1 ] && ok || bad "gate, faulty candidate: exit $rc"
rc=$(gate d --cases cases); [ "$rc" = 2 ] && ok || bad "gate without a candidate: exit $rc"

# an answer that leaves out a field the outcome has (the protocol lets it) cannot hide a wrong one: a
# candidate that voids what it must refund, and leaves "remedy" out, is counted and not certified clean
LO="python3 tests/candidates/hostile/leave_out.py remedy tests/candidates/python_candidate.py --void"
"$LC" run --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --candidate "$LO" >"$T/lo.out" 2>&1
n=$(sed -n 's/^\([0-9]*\) passing answers left out "remedy", which the case expects.*/\1/p' "$T/lo.out")
[ "${n:-0}" -gt 100 ] && ok || bad "run: left-out remedy not counted"
"$LC" certify --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --fuzz 500 --candidate "$LO" \
  --json "$T/lo.json" >/dev/null 2>&1
python3 - "$T/lo.json" <<'PY' && ok || bad "certify: a left-out remedy made no reservation"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["verdict"] != "certified", d["verdict"]
assert any("left out" in r["text"] and "remedy in " in r["text"] for r in d["reservations"]), d["reservations"]
PY
# with --require-fields a field left out is a failure: the cases that expect it fail, with why
rc=$("$LC" run --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --require-fields --candidate "$LO" \
  >"$T/lor.out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -qE "^[0-9]+ cases: [0-9]+ passed, $n failed" "$T/lor.out" && grep -q 'the answer left out "remedy" (required by --require-fields)' "$T/lor.out" \
  && ok || bad "run --require-fields: a left-out remedy passed (exit $rc)"
"$LC" certify --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --fuzz 300 --require-fields \
  --candidate "python3 tests/candidates/hostile/leave_out.py grids tests/candidates/python_candidate.py" --json "$T/lor.json" >/dev/null 2>&1
python3 - "$T/lor.json" <<'PY' && ok || bad "certify --require-fields: left-out grids not a non-conformity"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["verdict"] == "not certified", d["verdict"]
texts = " ".join(f["text"] for f in d["nonconformities"])
assert 'left out "grids"' in texts, texts[:500]
assert d["candidate_evidence"]["confinement"]["require_fields"] is True
PY
# the fuzzer's first disagreement is shown as a failing case is: the unit (shrunk), the articles, the rules' outcome
"$LC" certify --game fdj-bingo-2012 --candidate "build/ref-candidate --fault joker-ignored" --fuzz 500 --fuzz-seed 3 \
  --json "$T/fz.json" >/dev/null 2>&1
python3 - "$T/fz.json" <<'PY' && ok || bad "certify: the fuzzer's disagreement without its unit or articles"
import json, re, sys
d = json.load(open(sys.argv[1]))
t = [n["text"] for n in d["nonconformities"] if "differential fuzzer" in n["text"]][0]
assert re.search(r"\(articles: art-[0-9.]+", t) and '; the unit, shrunk: {"grids":' in t and "; the rules give: {" in t, t
PY
finish certify
