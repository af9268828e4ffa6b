#!/usr/bin/env bash
# A draw game (tests/rules/amigo-2014.yaml, Amigo's table as far as the stored text
# goes): stakes, levels counted per draw, published chances instead of a prize table,
# through every command a user runs on a new game. Its cases are written from the
# table as printed (tests/cases/amigo_cases.py); tests/candidates/draw_candidate.py,
# written from the same table, is the independent implementation the fuzzer compares.
set -u
. "$(dirname "$0")/lib.sh"
R=tests/rules/amigo-2014.yaml C=tests/cases/amigo-2014
PC="/usr/bin/python3 tests/candidates/draw_candidate.py"
edit() {   # edit OUT 'python on s': a copy of the rules file, changed
  python3 -c 'import sys; s=open(sys.argv[1]).read(); exec(sys.argv[3]); open(sys.argv[2],"w").write(s)' $R "$1" "$2"
}

# --- lint: clean against the text, and each finding the new constructs can raise
run_expect "lint --texts" 0 $LC lint --texts rules/reglements $R
out_has "1 file, 0 findings; quotes checked against the texts" "lint clean against the additif"
out_has "8 levels stating a chance (one_in), 8 quoting the text's row: a play wins 1 time in 458.22" "the chance of a win"
out_has "at a stake of 20 €: payout ratio 11.83 % over the levels encoded" "the payout ratio per stake"
edit "$T/row.yaml" 's = s.replace("amounts_cents: [60000, 120000, 180000, 240000, 300000, 600000]", "amounts_cents: [60000, 120000, 180000, 250000, 300000, 600000]")'
run_expect "lint --texts, an amount not as printed" 1 $LC lint --texts rules/reglements "$T/row.yaml"
out_has "the quote prints 2400,00 where the level says 2500,00 (figure 5 of its row" "a misread column of the table"
edit "$T/cut.yaml" 's = s.replace("    interpretation: I-AM-CUT\n", "")'
run_expect "lint --texts, a cut row with no entry saying how it is read" 1 $LC lint --texts rules/reglements "$T/cut.yaml"
out_has "the quote prints 4 of the level's 7 figures (the chance, then an amount per stake): the others are missing" "a cut row must name its reading"
edit "$T/chance.yaml" 's = s.replace("one_in: 33829.71", "one_in: 1.00")'
run_expect "lint, chances beyond certainty" 1 $LC lint "$T/chance.yaml"
out_has "the chances of grid 'grille''s levels add up to" "chances adding up to more than 1"
edit "$T/bound.yaml" 's = s.replace("  block_units: 1184040\n", "  block_units: 1184040\n  payout_bounds: {min_percent: 50, max_percent: 75, source: test bound}\n")'
run_expect "lint, a payout bound" 1 $LC lint "$T/bound.yaml"
out_has "payout ratio at a stake of 200 cents 11.83 % is outside 50.00-75.00 %" "the bound, per stake"
edit "$T/unreach.yaml" 's = s.replace("{draws: [bonus], exactly: 1}]\n    amounts_cents: [60000", "{draws: [bonus], exactly: 2}]\n    amounts_cents: [60000")'
run_expect "lint, a rank of 8 numbers" 1 $LC lint "$T/unreach.yaml"
out_has "level 'art-2.3/6-1' can never be the result of grid 'grille'" "6 blue and 2 bonus of 7 numbers"

# --- the compiler's errors, each at its line (lint: a finding)
while IFS='|' read -r what code want; do
  edit "$T/e.yaml" "$code"
  run_expect "$what" 1 $LC lint "$T/e.yaml"
  out_has "$want" "$what"
done <<'EOF'
stakes out of order|s = s.replace("[200, 400, 600, 800, 1000, 2000]", "[200, 600, 400, 800, 1000, 2000]")|stakes are listed in ascending order
first stake not the price|s = s.replace("unit_price_cents: 200", "unit_price_cents: 100")|the first stake is the unit's price
one amount short|s = s.replace("[2500000, 5000000, 7500000, 10000000, 12500000, 25000000]", "[2500000, 5000000]")|expected 6 amounts, one per stake
amount_cents with stakes|s = s.replace("amounts_cents: [60000, 120000, 180000, 240000, 300000, 600000]", "amount_cents: 60000")|missing key 'amounts_cents': one amount per stake
columns out of order|s = s.replace("[50000, 100000, 150000, 200000, 250000, 500000]", "[50000, 100000, 150000, 200000, 250000, 700000]")|at a stake of 2000 cents its levels are in another order than at others
no stake check|s = s.replace("  - {id: art-2.3/stake, cites: art-2.3, check: stake-allowed}\n", "")|a check stake-allowed must say
a draw counted twice|s = s.replace("[{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}]", "[{draws: [bleus], exactly: 7}, {draws: [bleus, bonus], exactly: 0}]")|a draw is counted by two conditions of one level
a level without its chance|s = s.replace("    one_in: 704.79\n", "")|level 'art-2.3/5-1' states no chance (one_in)
a chance below 1|s = s.replace("one_in: 704.79", "one_in: 0.5")|a chance of 1 in 0.5: expected 1 or more
a chance of three decimals|s = s.replace("one_in: 704.79", "one_in: 704.791")|expected a number such as 704.79
stakes on a ticket|s = s.replace("edition: draw", "edition: ticket")|stakes are a draw game's
nine stakes|s = s.replace("[200, 400, 600, 800, 1000, 2000]", "[200, 400, 600, 800, 1000, 1200, 1400, 1600, 2000]")|expected from 1 to 8 stakes
a stake as text|s = s.replace("[200, 400, 600, 800, 1000, 2000]", "[200, \"400\", 600, 800, 1000, 2000]")|at emission.stakes_cents[1]
amounts as a word|s = s.replace("amounts_cents: [60000, 120000, 180000, 240000, 300000, 600000]", "amounts_cents: many")|expected a sequence
amounts without stakes|s = s.replace("  stakes_cents: [200, 400, 600, 800, 1000, 2000]\n", "").replace("  - {id: art-2.3/stake, cites: art-2.3, check: stake-allowed}\n", "")|amounts per stake, but the emission lists no stakes_cents
an amount of nothing|s = s.replace("[60000, 120000, 180000, 240000, 300000, 600000]", "[60000, 0, 180000, 240000, 300000, 600000]")|at levels[1].amounts_cents[1]
a stake check on a grid|s = s.replace("check: stake-allowed}", "check: stake-allowed, grids: [grille]}")|applies to the unit, not to grids or draws
no condition|s = s.replace("[{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}]", "[]")|expected from 1 to 4 match conditions
five conditions|s = s.replace("[{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}]", "[{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}, {draws: [bonus], exactly: 0}, {draws: [bonus], exactly: 0}, {draws: [bonus], exactly: 0}]")|expected from 1 to 4 match conditions
a condition without draws|s = s.replace("[{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}]", "[{draws: [bleus], exactly: 7}, {exactly: 0}]")|missing key 'draws'
a condition as a word|s = s.replace("[{draws: [bleus], exactly: 7}, {draws: [bonus], exactly: 0}]", "[{draws: [bleus], exactly: 7}, none]")|expected a mapping
a draw that serves no grid|s = s.replace("draws: [bleus, bonus], grids: [grille]}", "draws: [bleus], grids: [grille]}")|a draw it counts does not serve grid 'grille'
stakes and a table|s += "prize_table: {id: art-1/t, cites: art-1, rows: [{lots: 1, amount_cents: 5500, total_cents: 5500}], lots: 1, total_cents: 5500}\n"|a game with stakes has no prize table
EOF

# --- cases, under every reading, against the interpreter and the independent candidate
python3 tests/cases/amigo_cases.py | cmp -s - $C/cases.yaml && ok || bad "$C/cases.yaml is not what tests/cases/amigo_cases.py writes"
run_expect "run the cases" 0 $LC run --rules $R --cases $C
out_has "270 cases: 270 passed, 0 failed" "every case written from the table passes"
run_expect "the cut row left out" 0 $LC run --rules $R --cases $C --reading I-AM-CUT=left-out
out_has "270 cases: 270 passed, 0 failed" "the cut row's twins"
run_expect "refunded" 0 $LC run --rules $R --cases $C --reading I-AM-VOID=refund
out_has "270 cases: 270 passed, 0 failed" "every play that breaks the form has its refunded twin"
run_expect "run the cases against the independent candidate" 0 $LC run --rules $R --cases $C --candidate "$PC" --sandbox none
run_expect "coverage" 0 $LC coverage --rules $R --cases $C
out_has "mutants      174/174   100.0 %" "every mutant of the counts per draw, of the stakes and of how a stake is read killed"
run_expect "fuzz against the independent candidate" 0 $LC run --rules $R --fuzz 1500 --seed 5 --candidate "$PC" --sandbox none
for f in $($PC --list-faults); do
  run_expect "fuzz finds $f" 1 $LC run --rules $R --fuzz 1500 --seed 5 --candidate "$PC --fault $f" --sandbox none
done

# --- a stream of plays: generated, its levels as often as their chances say
run_expect "generate" 0 $LC generate --rules $R --seed 6 --units 200000 -o "$T/plays.jsonl"
run_expect "block" 0 $LC block --rules $R --units 200000 --json "$T/plays.json" "$T/plays.jsonl"
out_has "CONFORMING" "the generated plays conform"
out_has "art-2.3/5-1                      704.79        283.8" "the expected count of a level"
python3 - "$T/plays.jsonl" "$T/plays.json" <<'PY' && ok || bad "generate: stakes, draws and levels"
import json, sys
stakes, n = {}, 0
for line in open(sys.argv[1]):
    u = json.loads(line)["unit"]
    assert len(set(u["draws"]["bleus"] + u["draws"]["bonus"])) == 12 and len(set(u["grids"]["grille"][0])) == 7, u
    stakes[u["stake_cents"]] = stakes.get(u["stake_cents"], 0) + 1
    n += 1
assert n == 200000 and sorted(stakes) == [200, 400, 600, 800, 1000, 2000], stakes
assert all(30000 < v < 37000 for v in stakes.values()), stakes
b = json.load(open(sys.argv[2]))["blocks"][0]
assert b["staked_cents"] == sum(k * v for k, v in stakes.items()), b["staked_cents"]
assert sum(l["found"] for l in b["levels"].values()) == b["winners"] and b["conforming"], b
PY
run_expect "merge the block's figures" 0 $LC merge --rules $R "$T/plays.json"
out_has "art-2.3/5-1" "merge keeps the levels"
# a stream whose draws favour the player: a jackpot in one play of 1 000, far too often
python3 - "$T/plays.jsonl" > "$T/rigged.jsonl" <<'PY'
import json, sys
for i, line in enumerate(open(sys.argv[1])):
    r = json.loads(line)
    if i % 1000 == 0:
        r["unit"]["grids"]["grille"] = [list(r["unit"]["draws"]["bleus"])]
    print(json.dumps(r, separators=(",", ":")))
PY
run_expect "block, rigged draws" 1 $LC block --rules $R --units 200000 "$T/rigged.jsonl"
out_has "TOO OFTEN" "a level found far too often"
# and one whose plays never match a bonus number: the bonus ranks far too rare
python3 - "$T/plays.jsonl" > "$T/nobonus.jsonl" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    d = r["unit"]["draws"]
    g = [x for x in r["unit"]["grids"]["grille"][0] if x not in d["bonus"]]
    g += [x for x in range(1, 29) if x not in d["bonus"] and x not in g][:7 - len(g)]
    r["unit"]["grids"]["grille"] = [g]
    print(json.dumps(r, separators=(",", ":")))
PY
run_expect "block, no bonus ever" 1 $LC block --rules $R --units 200000 "$T/nobonus.jsonl"
out_has "TOO RARE" "a level found far too rarely"
head -20000 "$T/plays.jsonl" > "$T/small.jsonl"
run_expect "block with the candidate" 0 $LC block --rules $R --units 20000 --candidate "$PC" --sandbox none "$T/small.jsonl"
out_has "CONFORMING" "the candidate agrees on every play"

# --- an amendment: a column of the table changed
edit "$T/amended.yaml" 's = s.replace("amounts_cents: [5500, 11000, 16500, 22000, 27500, 55000]", "amounts_cents: [5500, 11000, 16500, 22000, 27500, 56000]")'
run_expect "diff (outcomes differ: exit 1)" 1 $LC diff $R "$T/amended.yaml"
out_has "win 55000 → win 56000 cents; grille: art-2.3/5-1 → art-2.3/5-1" "diff: plays at 20 EUR of the cut row"
out_has "Prize table: none (each level states its chance" "diff: a draw game has no table"

# --- one play: eval, serve, explain, schema; shape errors name the key
python3 - > "$T/units.jsonl" <<'PY'
import json
r = {"id": "p", "game": "fdj-amigo-avril-2014", "unit": {"grids": {"grille": [[1, 2, 3, 4, 5, 6, 7]]},
     "draws": {"bleus": [1, 2, 3, 4, 5, 6, 8], "bonus": [7, 9, 10, 11, 12]}, "stake_cents": 400}}
print(json.dumps(r))
for change in ['u["stake_cents"] = "400"', 'del u["stake_cents"]', 'u["amounts"] = {}', 'u["stake_cents"] = 300',
               'u["stake_cents"] = 99999999999999999', 'u["stake_cents"] = -99999999999999999']:
    b = json.loads(json.dumps(r)); u = b["unit"]; exec(change); print(json.dumps(b))
PY
run_expect "eval" 0 $LC eval --rules $R "$T/units.jsonl"
sed -n 1p "$T/out" | grep -q '"status":"win","amount_cents":120000,"grids":{"grille":120000}' && ok \
  || bad "eval: 6 blue and 1 bonus at 4 EUR pay 1 200 EUR"
out_has "stake_cents: expected an integer (cents)" "a stake as text"
out_has "unit: missing stake_cents" "no stake"
out_has "unit.amounts: unknown key (expected grids, draws and stake_cents)" "a key of no such game"
[ "$(grep -c '"status":"anomaly".*"violations":\["art-2.3/stake"\]' "$T/out")" = 3 ] && ok \
  || bad "eval: a stake with no column, one beyond any, one below any"
head -1 "$T/units.jsonl" > "$T/one.jsonl"
run_expect "serve" 0 $LC serve --rules $R < "$T/one.jsonl"
out_has '"amount_cents":120000' "serve pays at the stake"
run_expect "explain" 0 $LC explain --rules $R "$T/one.jsonl"
out_has "stake: 4,00 €" "explain shows the stake"
out_has "6 in bleus and 1 in bonus: level art-2.3/6-1 pays 1 200,00 € at a stake of 4,00 €" "explain: the counts per draw"
run_expect "schema" 0 $LC schema --rules $R
field "$T/out" 'd["properties"]["unit"]["properties"]["stake_cents"]["examples"]' | grep -qF "[200, 400, 600, 800, 1000, 2000]" \
  && ok || bad "schema: the stakes"

run_expect "certify" 0 $LC certify --rules $R --cases $C --candidate "$PC" --sandbox none --block "$T/small.jsonl" \
  --units 20000 --texts rules/reglements --fuzz 1000 --fuzz-seed 7 --pdf "$T/am.pdf" --json "$T/am.json"
out_has "Conclusion: certified" "certified"
pdftotext "$T/am.pdf" - | grep -q "Levels and their published chances" && ok || bad "the PDF shows the levels' chances"
# a block whose plays see the draws: not certified, the level named; no block: the levels' chances alone
head -20000 "$T/rigged.jsonl" > "$T/rigged-small.jsonl"
run_expect "certify, a rigged block" 1 $LC certify --rules $R --cases $C --candidate "$PC" --sandbox none \
  --block "$T/rigged-small.jsonl" --units 20000 --fuzz 0 --pdf "$T/rigged.pdf"
out_has "Conclusion: not certified" "a level found too often is a non-conformity"
pdftotext "$T/rigged.pdf" - | sed -n '/Levels and their published chances/,/Emission blocks/p' | grep -q "^NOT" \
  && ok || bad "the PDF's table of levels shows one not conforming"
run_expect "certify, no block" 0 $LC certify --rules $R --cases $C --candidate "$PC" --sandbox none --fuzz 0 \
  --pdf "$T/noblock.pdf" --lang fr
pdftotext "$T/noblock.pdf" - | grep -q "Rangs et probabilités publiées" && ok || bad "the PDF in French, no block"
finish draw
