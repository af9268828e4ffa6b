#!/usr/bin/env bash
# A game whose prize is the amount printed on the ticket (tests/rules/lucky-digit.yaml):
# grids with amount_printed, a level that pays it, the check that it is one of the
# table's, through every command a user runs on a new game. Its cases are written by
# hand from the game's description; tests/candidates/families_candidate.py, written from
# the same description, is the independent implementation the fuzzer compares.
set -u
. "$(dirname "$0")/lib.sh"
R=tests/rules/lucky-digit.yaml C=tests/cases/lucky-digit
PC="/usr/bin/python3 tests/candidates/families_candidate.py"

run_expect "lint" 0 $LC lint $R
out_has "1 file, 0 findings" "lint clean"
# a table amount no unit pays when the level pays fixed amounts; reached again when it pays the one printed
python3 -c 'import sys; s=open(sys.argv[1]).read(); open(sys.argv[2],"w").write(s.replace("    pays: printed\n","    amount_cents: 100\n").replace("check: printed-in-table, grids: [jeu-1, jeu-2, jeu-3]","check: grid-distinct, grids: [jeu-1]").replace("amount_printed: true","amount_printed: false"))' $R "$T/fixed.yaml"
run_expect "lint, a fixed amount" 1 $LC lint "$T/fixed.yaml"
out_has "prize table amount 100000 cents is reachable by no unit" "lint: the amounts only a printed level pays"

run_expect "run the cases" 0 $LC run --rules $R --cases $C
out_has "199 cases: 199 passed, 0 failed" "every hand-written case passes"
python3 tests/cases/lucky_wraps.py | cmp -s - $C/wrap-values.yaml && ok || bad "$C/wrap-values.yaml is not what tests/cases/lucky_wraps.py writes"
run_expect "run the cases against the independent candidate" 0 $LC run --rules $R --cases $C --candidate "$PC" --sandbox none
run_expect "coverage" 0 $LC coverage --rules $R --cases $C
out_has "mutants       46/46    100.0 %  (49 mutants, 3 declared equivalent)" "every mutant killed, the amount printed ignored and read in too few bits among them"

run_expect "fuzz against the independent candidate" 0 $LC run --rules $R --fuzz 1500 --seed 5 --candidate "$PC" --sandbox none
for f in $($PC --list-faults | grep "^printed-"); do
  run_expect "fuzz finds $f" 1 $LC run --rules $R --fuzz 1500 --seed 5 --candidate "$PC --fault $f" --sandbox none
done

# a generated block: every amount printed one of the table's, the lots as the table says
run_expect "generate" 0 $LC generate --rules $R --seed 6 --declare-lots -o "$T/block.jsonl"
run_expect "block" 0 $LC block --rules $R "$T/block.jsonl"
out_has "CONFORMING" "the generated block conforms"
python3 - "$T/block.jsonl" <<'PY' && ok || bad "generate: an amount printed outside the table"
import json, sys
table = {100000, 10000, 2000, 1000, 400, 200, 100}
n = 0
for line in open(sys.argv[1]):
    a = json.loads(line)["unit"]["amounts"]
    assert set(a) == {"jeu-1", "jeu-2", "jeu-3"} and all(v in table for v in a.values()), a
    n += 1
assert n == 36000, n
PY

# one unit: eval and serve, explain shows the amounts, shape errors name the key
head -1 "$T/block.jsonl" | python3 -c '
import json, sys
r = json.loads(sys.stdin.read())
r["unit"]["draws"]["porte-bonheur"] = [7]
r["unit"]["grids"] = {"jeu-1": [[7]], "jeu-2": [[3]], "jeu-3": [[7]]}
r["unit"]["amounts"] = {"jeu-1": 400, "jeu-2": 100000, "jeu-3": 2000}
print(json.dumps(r))
bad = json.loads(json.dumps(r)); bad["unit"]["amounts"]["jeu-2"] = "100000"; print(json.dumps(bad))
bad = json.loads(json.dumps(r)); del bad["unit"]["amounts"]["jeu-3"]; print(json.dumps(bad))
bad = json.loads(json.dumps(r)); del bad["unit"]["amounts"]; print(json.dumps(bad))
bad = json.loads(json.dumps(r)); bad["unit"]["amounts"]["jeu-4"] = 100; print(json.dumps(bad))' > "$T/units.jsonl"
run_expect "eval" 0 $LC eval --rules $R "$T/units.jsonl"
sed -n 1p "$T/out" | grep -q '"status":"win","amount_cents":2400,"grids":{"jeu-1":400,"jeu-2":0,"jeu-3":2000},"notes":\["off-table"\]' \
  && ok || bad "eval: 4 + 20 EUR printed beside the lucky digit"
out_has "amounts.jeu-2: expected an integer (cents)" "an amount as text"
out_has "amounts.jeu-3: missing" "an amount missing"
out_has "unit: missing amounts" "no amounts"
out_has "amounts.jeu-4: not a grid of demo-lucky-digit with an amount printed" "an amount of no grid"
head -1 "$T/units.jsonl" > "$T/one.jsonl"
run_expect "serve" 0 $LC serve --rules $R < "$T/one.jsonl"
out_has '"amount_cents":2400' "serve pays the amounts printed"
run_expect "explain" 0 $LC explain --rules $R "$T/one.jsonl"
out_has "jeu-3, amount printed 20,00 €" "explain shows the amount printed"
out_has "level art-4/win pays the amount printed; the grid pays 20,00 €" "explain: the level pays it"
run_expect "schema" 0 $LC schema --rules $R
field "$T/out" 'sorted(d["properties"]["unit"]["properties"]["amounts"]["required"])' | grep -qF "['jeu-1', 'jeu-2', 'jeu-3']" \
  && ok || bad "schema: the amounts required"

run_expect "certify" 0 $LC certify --rules $R --cases $C --candidate "$PC" --sandbox none --block "$T/block.jsonl" \
  --fuzz 1000 --fuzz-seed 7 --pdf "$T/ld.pdf" --json "$T/ld.json"
out_has "Conclusion: certified" "certified"
finish printed
