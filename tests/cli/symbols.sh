#!/usr/bin/env bash
# A game of letters and symbols with no draw (tests/rules/letters-and-symbols.yaml):
# the rule language's symbols, sets filled alike and symbols held in any order,
# through every command a user runs on a new game. Its cases are written by hand
# from the game's description; tests/candidates/families_candidate.py, written from
# the same description, is the independent implementation the fuzzer compares.
set -u
. "$(dirname "$0")/lib.sh"
R=tests/rules/letters-and-symbols.yaml C=tests/cases/letters-and-symbols
PC="/usr/bin/python3 tests/candidates/families_candidate.py"

run_expect "lint" 0 $LC lint $R
out_has "1 file, 0 findings" "lint clean"
# what lint shows of a level no unit reaches: four letters listed for five, cells too few for a cross
python3 -c 'import sys; s=open(sys.argv[1]).read(); open(sys.argv[2],"w").write(s.replace("symbols: [M, O, N, D, E], exactly","symbols: [M, O, N, D], exactly").replace("    numbers: 9\n    jokers: 0\n    blanks: 0","    numbers: 4\n    jokers: 0\n    blanks: 5"))' $R "$T/short.yaml"
run_expect "lint, levels out of reach" 1 $LC lint "$T/short.yaml"
out_has "it needs 5 of the symbols it lists, one a cell, but it lists 4 and the grid holds 5 cells of symbols" "lint: held symbols too few"
out_has "it needs 5 cells filled alike, but the grid holds 4 cells of symbols" "lint: cells too few for a set alike"

# the cases, by the interpreter and by the independent candidate; coverage and mutants
run_expect "run the cases" 0 $LC run --rules $R --cases $C
out_has "112 cases: 112 passed, 0 failed" "every hand-written case passes"
run_expect "run the cases against the independent candidate" 0 $LC run --rules $R --cases $C --candidate "$PC" --sandbox none
run_expect "coverage" 0 $LC coverage --rules $R --cases $C
out_has "mutants      108/108   100.0 %  (113 mutants, 5 declared equivalent)" "every mutant of the symbols killed"
out_has "positions     25/25    100.0 %" "every cell of every cross"

# the fuzzer: no disagreement with the independent candidate; each planted fault found
run_expect "fuzz against the independent candidate" 0 $LC run --rules $R --fuzz 1500 --seed 5 --candidate "$PC" --sandbox none
for f in $($PC --list-faults | grep "^symbols-"); do
  run_expect "fuzz finds $f" 1 $LC run --rules $R --fuzz 1500 --seed 5 --candidate "$PC --fault $f" --sandbox none
done

# generate a block of symbols; block verifies it; every cell is one of the grid's symbols
run_expect "generate" 0 $LC generate --rules $R --seed 6 --units 20000 --declare-lots -o "$T/block.jsonl"
run_expect "block" 0 $LC block --rules $R --units 20000 "$T/block.jsonl"
out_has "CONFORMING" "the generated block conforms"
python3 - "$T/block.jsonl" <<'PY' && ok || bad "generate: a cell that is not a symbol of its grid"
import json, sys
letters, pictures = set("MONDEARSTU"), {"soleil", "palmier", "avion", "valise"}
for line in open(sys.argv[1]):
    g = json.loads(line)["unit"]["grids"]
    assert all(c in letters for c in g["lettres"][0]), g["lettres"]
    assert all(c in pictures for k in g if k != "lettres" for r in g[k] for c in r), g
PY

# one unit: eval and serve agree, explain brackets the cross, shape errors name the cell
head -1 "$T/block.jsonl" > "$T/one.jsonl"
python3 - "$T/one.jsonl" "$T/bad.jsonl" <<'PY'
import json, sys
r = json.loads(open(sys.argv[1]).read())
r["unit"]["grids"]["lettres"] = [["E", "D", "N", "O", "M"]]
r["unit"]["grids"]["grille-2"] = [["palmier", "avion", "palmier"], ["valise", "palmier", "avion"], ["palmier", "soleil", "palmier"]]
open(sys.argv[1], "w").write(json.dumps(r) + "\n")
bad = [json.loads(json.dumps(r)) for _ in range(2)]
bad[0]["unit"]["grids"]["grille-3"][1][2] = 3
bad[1]["unit"]["grids"]["lettres"][0][4] = "Z"
open(sys.argv[2], "w").write("".join(json.dumps(b) + "\n" for b in bad))
PY
run_expect "eval" 0 $LC eval --rules $R "$T/one.jsonl"
grep -q '"lettres":100000' "$T/out" && grep -q '"grille-2":2000' "$T/out" && ok || bad "eval: MONDE and the palm-tree cross"
cp "$T/out" "$T/eval.out"
run_expect "serve" 0 $LC serve --rules $R < "$T/one.jsonl"
cmp -s <(grep -o '"amount_cents":[0-9]*' "$T/eval.out") <(grep -o '"amount_cents":[0-9]*' "$T/out") && ok || bad "serve and eval differ"
run_expect "explain" 0 $LC explain --rules $R "$T/one.jsonl"
out_has "[palmier]    avion  [palmier]" "explain brackets the cross"
out_has "lettres: 5 cells marked: level art-3/monde pays 1 000,00 €" "explain: the letters"
run_expect "eval, cells of the wrong kind" 0 $LC eval --rules $R "$T/bad.jsonl"
out_has "grids.grille-3[1][2]: expected one of the grid's symbols (as a string), \\\"J\\\" or null" "an integer in a grid of symbols"
out_has "grids.lettres[0][4]: expected one of the grid's symbols" "a word that is no symbol"

# the game's own schema lists its symbols
run_expect "schema" 0 $LC schema --rules $R
field "$T/out" 'd["properties"]["unit"]["properties"]["grids"]["properties"]["lettres"]["items"]["items"]["anyOf"][0]["enum"]' \
  | grep -qF "['M', 'O', 'N', 'D', 'E', 'A', 'R', 'S', 'T', 'U', 'J']" && ok || bad "schema: the letters' enum"

# diff: a symbol that no longer fills a cross is a change of encoding and of outcomes; another
# list of symbols makes units of one game no units of the other
sed 's/alike: \[soleil, palmier\]/alike: [soleil]/' $R > "$T/sun-only.yaml"
run_expect "diff, a symbol alike dropped (exit 1: changes)" 1 $LC diff $R "$T/sun-only.yaml" --units 2000
out_has "art-3/cross: alike: [soleil, palmier] → [soleil]" "diff: the encoding"
out_has "win 2000 → lose 0 cents" "diff: a palm-tree cross no longer pays"
sed 's/symbols: \[soleil, palmier, avion, valise\]}/symbols: [soleil, palmier, avion, valise, lune]}/' $R > "$T/moon.yaml"
run_expect "diff, another list of symbols" 2 $LC diff $R "$T/moon.yaml"
out_has "its grids and draws are not those of" "diff refuses grids of other symbols"

# certify: the cases, the fuzzer, the block, the evidence
run_expect "certify" 0 $LC certify --rules $R --cases $C --candidate "$PC" --sandbox none --block "$T/block.jsonl" \
  --fuzz 1000 --fuzz-seed 7 --pdf "$T/ls.pdf" --json "$T/ls.json"
out_has "Conclusion: certified" "certified"
finish symbols
