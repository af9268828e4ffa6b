#!/usr/bin/env bash
# Ticket shapes of three published instant games (issue of the shapes still
# refused): Millionnaire (three identical sums in a zone, a star that may be a
# joker), 12 billes (a sum beside each of twelve balls, the same number found
# twice paying twice), Banco (two « Gain » cells that are a sum alone, 0 €
# possible) and Tour du monde (two trips: lots in kind). Each lints clean
# against its text, passes its cases under every
# reading, reaches 100 % coverage, generates a block that block verifies, and
# certifies the evaluator written from the texts alone; the case files are
# what their generator writes.
set -u
. "$(dirname "$0")/lib.sh"
CAND="python3 tests/candidates/instant_shapes_candidate.py"
GAMES="millionnaire-2009:fdj-millionnaire-2009 12-billes-2001:fdj-12-billes-2001 banco-2012:fdj-banco-2012
  tour-du-monde:fdj-tour-du-monde"
cand() { [ "$1" = fdj-tour-du-monde ] && echo "python3 tests/candidates/tdm_candidate.py" || echo "$CAND"; }

# ---- the case files are the generator's output, byte for byte
mkdir -p "$T/gen"
python3 tests/cases/instant_shape_cases.py "$T/gen" >/dev/null 2>&1 && ok || bad "instant_shape_cases.py failed"
python3 tests/cases/tdm_cases.py "$T/gen" >/dev/null 2>&1 && ok || bad "tdm_cases.py failed"
for g in $GAMES; do
  id=${g#*:}
  cmp -s "$T/gen/$id/cases.yaml" "tests/cases/$id/cases.yaml" && ok || bad "$id: cases.yaml is not what the generator writes"
done

for g in $GAMES; do
  f=tests/rules/${g%%:*}.yaml id=${g#*:}
  run_expect "$id: lint --texts" 0 $LC lint --texts rules/reglements "$f"
  out_has "0 findings" "$id lints clean against its text"
  run_expect "$id: cases" 0 $LC run --rules "$f"
  out_has " 0 failed" "$id: every case passes"
  run_expect "$id: coverage" 0 $LC coverage --rules "$f"
  out_has "clauses 100.0 %, readings 100.0 %, outcomes 100.0 %, boundaries 100.0 %, mutation score 100.0 %" \
    "$id: full coverage"
  run_expect "$id: generate" 0 $LC generate --rules "$f" --seed 9 --units 20000 -o "$T/$id.jsonl"
  run_expect "$id: block" 0 $LC block --rules "$f" --units 20000 "$T/$id.jsonl"
  out_has ": conforming" "$id: its generated block conforms"
  run_expect "$id: certify the independent evaluator" 0 $LC certify --rules "$f" --texts rules/reglements \
    --candidate "$(cand $id)" --block "$T/$id.jsonl" --units 20000 --fuzz 1500 --fuzz-seed 3 --sandbox none --json "$T/$id.json"
  out_has "Non-conformities (0)" "$id: the evaluator from the text agrees"
  out_has "differential fuzzer: 1500 units (seed 3), 0 disagreements" "$id: the fuzzer finds no disagreement"
done
# every reading of each selectable entry: the twins pass
for r in "millionnaire-2009 I-MILL-STAR=joker" "millionnaire-2009 I-MILL-VOID=refund" \
         "12-billes-2001 I-BILLES-DISTINCT=any" "12-billes-2001 I-BILLES-VOID=refund" "banco-2012 I-BANCO-VOID=refund" \
         "tour-du-monde I-TDM-SEVERAL=highest" "tour-du-monde I-TDM-VOID=refund"; do
  set -- $r
  run_expect "$1 under $2" 0 $LC run --rules tests/rules/$1.yaml --reading "$2"
  out_has " 0 failed" "$1: the cases under $2 pass"
done
run_expect "certify Millionnaire with the star a joker" 0 $LC certify --rules tests/rules/millionnaire-2009.yaml \
  --texts rules/reglements --reading I-MILL-STAR=joker --candidate "$CAND --reading I-MILL-STAR=joker" \
  --fuzz 1500 --fuzz-seed 4 --sandbox none
out_has "Non-conformities (0)" "Millionnaire under joker: the evaluator agrees"
out_has "mutation score 100.0 %" "Millionnaire under joker: the wild symbol's mutant killed with the others"

# ---- what each construct decides, unit by unit
M=tests/rules/millionnaire-2009.yaml
mill() { printf '{"grids": {"zone-1": [[%s]], "zone-2": [["1€", "2€", "5€", "10€"]], "zone-3": [["1€", "2€", "5€", "10€"]]}, "draws": {}}\n' "$1" >"$T/m.json"; }
mill '"50€", "etoile", "50€", "20€"'
run_expect "eval two 50 € and a star" 0 $LC eval --rules $M "$T/m.json"
out_has '"status":"lose"' "the star is no sum by default"
run_expect "eval two 50 € and a star, joker" 0 $LC eval --rules $M --reading I-MILL-STAR=joker "$T/m.json"
out_has '"amount_cents":5000' "as a joker the star makes three 50 €"
out_has '"art-3.2/star"' "the wild clause traced where it decided"
mill '"etoile", "etoile", "etoile", "etoile"'
run_expect "eval four stars, joker" 0 $LC eval --rules $M --reading I-MILL-STAR=joker "$T/m.json"
out_has '"status":"lose"' "stars alone show no sum"
mill '"etoile", "100€", "etoile", "20€"'
run_expect "eval two stars, 100 € and 20 €, joker" 0 $LC eval --rules $M --reading I-MILL-STAR=joker "$T/m.json"
out_has '"amount_cents":10000' "two sums reached: the higher only"
mill '"20€", "20€", "20€", "20€"'
run_expect "eval four 20 €" 0 $LC eval --rules $M "$T/m.json"
out_has '"amount_cents":2000' "four alike pay once"
B=tests/rules/banco-2012.yaml
echo '{"grids": {"gain-1": [], "gain-2": []}, "draws": {}, "amounts": {"gain-1": 20000, "gain-2": 5000}}' >"$T/b.json"
run_expect "eval Banco 200 € + 50 €" 0 $LC eval --rules $B "$T/b.json"
out_has '"amount_cents":25000' "the two sums add up"
out_has '"off-table"' "a total that is no row of the table is noted"
echo '{"grids": {"gain-1": [], "gain-2": []}, "draws": {}, "amounts": {"gain-1": 0, "gain-2": 0}}' >"$T/b.json"
run_expect "eval Banco 0 € + 0 €" 0 $LC eval --rules $B "$T/b.json"
out_has '"status":"lose"' "0 € twice loses"
echo '{"grids": {"gain-1": [[1]], "gain-2": []}, "draws": {}, "amounts": {"gain-1": 0, "gain-2": 100}}' >"$T/b.json"
run_expect "eval Banco, a cell in a Gain" 0 $LC eval --rules $B "$T/b.json"
out_has "grids.gain-1: expected 0 rows" "a grid of no cells takes no row"
K=tests/rules/12-billes-2001.yaml
echo '{"grids": {"plateau": [[7,1,2,3,4,6,8,9,10,11,12,7]]}, "draws": {"gagnants": [7, 30], "bonus": [31]}, "amounts": {"plateau": [[500,100,100,100,100,100,100,100,100,100,100,1000]]}}' >"$T/k.json"
run_expect "eval 12 billes, 7 twice" 0 $LC eval --rules $K "$T/k.json"
out_has '"amount_cents":1500' "the same winning number on two balls pays each ball's sum"
run_expect "explain 12 billes" 0 $LC explain --rules $K "$T/k.json"
out_has "sums, cell by cell: 5,00 € | 1,00 €" "explain shows the sum beside each cell"
out_has "the sums printed beside the cells marked" "explain says what the level pays"
echo '{"grids": {"plateau": [[7,1,2,3,4,6,8,9,10,11,12,7]]}, "draws": {"gagnants": [7, 30], "bonus": [31]}, "amounts": {"plateau": 500}}' >"$T/k.json"
run_expect "eval 12 billes, one sum for the board" 0 $LC eval --rules $K "$T/k.json"
out_has "amounts.plateau: expected 1 rows of 12 sums (cents), one beside each cell" "a sum per cell, or a shape error"
# lots in kind: named by their labels where paid, and only there
D=tests/rules/tour-du-monde.yaml
X='[["avion", "valise", "avion"], ["valise", "avion", "valise"], ["avion", "valise", "avion"]]'
C='[["soleil", "avion", "soleil"], ["valise", "soleil", "avion"], ["soleil", "valise", "soleil"]]'
printf '{"grids": {"jeu-1": [["E", "D", "N", "O", "M"]], "venise": %s, "maurice": %s, "sydney": %s, "pekin": %s, "new-york": %s}, "draws": {}}\n' \
  "$X" "$C" "$X" "$X" "$X" >"$T/d.json"
run_expect "eval MONDE and a cross" 0 $LC eval --rules $D "$T/d.json"
out_has '"amount_cents":2500000' "two trips at their declared values, added"
out_has '"notes":["lot-tour-du-monde","lot-voyage-destination-unique"]' "each lot in kind named by its label"
run_expect "eval MONDE and a cross, the highest only" 0 $LC eval --rules $D --reading I-TDM-SEVERAL=highest "$T/d.json"
out_has '"notes":["lot-tour-du-monde"]' "a trip not paid is not named"
run_expect "explain a lot in kind" 0 $LC explain --rules $D "$T/d.json"
out_has "pays a lot in kind, « lot-voyage-destination-unique », declared at 5 000,00 €" "explain names the lot and its value"
sed 's/    in_kind: lot-tour-du-monde/    in_kind: lot-tour-du-monde\n    note: extra/' $D >"$T/bad.yaml"
run_expect "a lot in kind with a note" 1 $LC lint "$T/bad.yaml"
out_has "a lot in kind has its label for note" "a lot in kind takes no other note"

# a multiplier revealed on the ticket (the test game's: no published text was found)
X=tests/rules/multiplier.yaml
mkdir -p "$T/mx"
python3 tests/cases/multiplier_cases.py "$T/mx" >/dev/null && cmp -s "$T/mx/demo-multiplier/cases.yaml" \
  tests/cases/demo-multiplier/cases.yaml && ok || bad "demo-multiplier: cases.yaml is not what the generator writes"
run_expect "multiplier: coverage" 0 $LC coverage --rules $X
out_has "mutation score 100.0 %" "multiplier: full coverage, the ignored multiplier killed"
run_expect "multiplier: generate" 0 $LC generate --rules $X --seed 2 -o "$T/mx.jsonl"
run_expect "multiplier: certify the evaluator of its description" 0 $LC certify --rules $X \
  --candidate "python3 tests/candidates/multiplier_candidate.py" --block "$T/mx.jsonl" --fuzz 1500 --fuzz-seed 2 --sandbox none
out_has "Non-conformities (0)" "multiplier: the independent evaluator agrees, its block conforms"
echo '{"grids": {"jeu": [["cerise","cerise","cerise"]], "multiplicateur": [["x5"]]}, "draws": {}}' >"$T/x.json"
run_expect "eval three cerises, x5" 0 $LC eval --rules $X "$T/x.json"
out_has '"amount_cents":2500' "the lot multiplied by the factor shown"
out_has '"art-4/multiplier"' "the multiplier traced where it changed the lot"
sed 's/grid: multiplicateur, factors: {x2: 2, x5: 5, x10: 10}/grid: jeu, factors: {x2: 2}/' $X >"$T/bad.yaml"
run_expect "a multiplier on a grid that pays" 1 $LC lint "$T/bad.yaml"
out_has "must be one cell of symbols that pays nothing itself" "the multiplier's cell is its own"
# each mistake a multiplier clause can hold, named where it stands
M0='grid: multiplicateur, factors: {x2: 2, x5: 5, x10: 10}, applies: total'
mx_bad() {   # DESCRIPTION REPLACEMENT EXPECTED-TEXT
  sed "s/$M0/$2/" $X >"$T/bad.yaml"
  run_expect "multiplier: $1" 1 $LC lint "$T/bad.yaml"
  out_has "$3" "multiplier: $1, named"
}
mx_bad "no such grid" 'grid: nowhere, factors: {x2: 2}, applies: total' "'nowhere' is not a grid of the game"
mx_bad "factors not a mapping" 'grid: multiplicateur, factors: [x2], applies: total' "expected a mapping of the grid's symbols"
mx_bad "a factor of no symbol" 'grid: multiplicateur, factors: {x3: 3}, applies: total' "'x3' is not a symbol of grid 'multiplicateur'"
mx_bad "a factor of 0" 'grid: multiplicateur, factors: {x2: 0}, applies: total' "expected an integer from 1 to 1000"
mx_bad "no applies" 'grid: multiplicateur, factors: {x2: 2}' "missing key 'applies'"
mx_bad "applies to itself" 'grid: multiplicateur, factors: {x2: 2}, applies: [jeu, multiplicateur]' "the multiplier's own grid pays nothing"
mx_bad "applies to no grid" 'grid: multiplicateur, factors: {x2: 2}, applies: [nowhere]' "nowhere"
mx_bad "no factors" 'grid: multiplicateur, applies: total' "missing key 'factors'"
sed "s/$M0/grid: multiplicateur, factors: {x2: 2, x5: 5, x10: 10}, applies: [jeu]/" $X >"$T/list.yaml"
run_expect "multiplier applied to a list of grids" 0 $LC lint "$T/list.yaml"
python3 - "$X" "$T/two.yaml" <<'PY'
import sys
s = open(sys.argv[1]).read()
line = [l for l in s.splitlines() if "art-4/multiplier" in l][0]
open(sys.argv[2], "w").write(s.replace(line, line + "\n" + line.replace("art-4/multiplier", "art-4/again")))
PY
run_expect "two active multipliers" 1 $LC lint "$T/two.yaml"
out_has "a second active multiplier" "one multiplier at a time"
# a declaration of equivalence under readings that are no mapping
printf 'equivalent_mutants:\n  - mutant: "demo-multiplier:x"\n    readings: [void]\n    reason: "none"\n' >"$T/eq.yaml"
run_expect "equivalent mutant with readings of the wrong form" 2 $LC coverage --rules $X --cases tests/cases/demo-multiplier \
  --cases "$T/eq.yaml"
out_has "expected a mapping of 1 to 4 register entries" "readings of a declaration: a mapping"
printf 'equivalent_mutants:\n  - mutant: "demo-multiplier:jeu/held/x"\n    readings: {I-MX-VOID: refund}\n    reason: "none"\n' >"$T/eq.yaml"
run_expect "equivalent mutant under other readings" 0 $LC coverage --rules $X --cases tests/cases/demo-multiplier \
  --cases "$T/eq.yaml"

# the language refuses what it cannot mean
sed 's/    amount_printed: cells/    amount_printed: some/' $K >"$T/bad.yaml"
run_expect "amount_printed: some" 1 $LC lint "$T/bad.yaml"
out_has "expected true, false or cells" "amount_printed's words named"
sed 's/  - {id: art-4.1\/gain-1, cites: art-4.1, name: gain-1, label: « Gain 1 », amount_printed: true}/  - {id: art-4.1\/gain-1, cites: art-4.1, name: gain-1}/' $B >"$T/bad.yaml"
run_expect "a grid of no cells printing nothing" 1 $LC lint "$T/bad.yaml"
out_has "missing key 'rows'" "a grid of nothing refused: its cells asked for"
sed 's/name: gain-1, label: « Gain 1 », amount_printed: true}/name: gain-1, label: « Gain 1 », amount_printed: cells}/' $B >"$T/bad.yaml"
run_expect "sums beside the cells of a grid of none" 1 $LC lint "$T/bad.yaml"
out_has "a sum beside each cell needs cells" "sums per cell need cells"
sed 's/name: gain-1, label: « Gain 1 », amount_printed: true}/name: gain-1, label: « Gain 1 », amount_printed: false}/' $B >"$T/bad.yaml"
run_expect "a grid of no cells that prints nothing" 1 $LC lint "$T/bad.yaml"
out_has "has no cells and prints no amount" "a grid of nothing refused"
sed 's/    pays: printed$/    pays: printed\n    in_kind: a-car/' $B >"$T/bad.yaml"
run_expect "a lot in kind paying the amount printed" 1 $LC lint "$T/bad.yaml"
out_has "a lot in kind has its label for note" "a lot in kind is no amount printed"
python3 - "$M" "$T/two-wild.yaml" <<'PY'
import sys
s = open(sys.argv[1]).read()
s = s.replace("    when: {I-MILL-STAR: joker}\n    grids: [zone-1, zone-2, zone-3]\n    wild: etoile\n",
              "    grids: [zone-1, zone-2, zone-3]\n    wild: etoile\n  - {id: art-3.2/star-2, cites: art-3.2, grids: [zone-1], wild: etoile}\n")
open(sys.argv[2], "w").write(s)
PY
run_expect "two wild symbols on a grid" 1 $LC lint "$T/two-wild.yaml"
out_has "already has an active wild marking clause" "one wild symbol a grid"
sed 's/    wild: etoile/    wild: lune/' $M >"$T/bad.yaml"
run_expect "a wild symbol the grid does not have" 1 $LC lint "$T/bad.yaml"
out_has "'lune' is not a symbol of grid 'zone-1'" "the wild symbol must be the grid's"
sed 's/holds: {alike: \["1000000€"\], at_least: 3}/holds: {alike: ["1000000€"], symbols: ["1€"], at_least: 3}/' $M >"$T/bad.yaml"
run_expect "holds with both symbols and alike" 1 $LC lint "$T/bad.yaml"
out_has "expected exactly one of symbols" "symbols or alike, not both"
sed 's/holds: {alike: \["1000000€"\], at_least: 3}/holds: {alike: ["1000000€"], at_least: 5}/' $M >"$T/bad.yaml"
run_expect "five alike on four cells" 1 $LC lint "$T/bad.yaml"
out_has "it needs one symbol on 5 cells, and the grid holds 4 cells of symbols" "lint: alike beyond the cells"

finish instant
