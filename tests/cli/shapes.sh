#!/usr/bin/env bash
# The three shape test games, their cases and their independent candidate:
# tests/rules/bingo75-free-centre.yaml (a 5 x 5 card whose centre is a free space),
# tests/rules/morpion-3x3.yaml (lines of three) and tests/rules/card-8x8-and-row.yaml
# (a card of 64 cells and a strip of 5, each served by a draw of its own). The cases
# (tests/cases/<game-id>/) are written by tests/cases/shape_cases.py, their expectations
# from tests/candidates/shapes_candidate.py, written from the games' descriptions in words;
# the fuzzer compares the interpreter with that candidate.
set -u
. "$(dirname "$0")/lib.sh"
PY=/usr/bin/python3
PC="$PY tests/candidates/shapes_candidate.py"
GAMES="bingo75-free-centre:demo-bingo75-free-centre:328:I-B75-VOID morpion-3x3:demo-morpion-3x3:146:I-MORPION-VOID card-8x8-and-row:demo-card-8x8-and-row:312:I-CARD-VOID"
# the committed cases are what the generator writes
run_expect "shape_cases.py" 0 $PY tests/cases/shape_cases.py "$T/gen"
for g in $GAMES; do
  IFS=: read -r r id n E <<<"$g"
  for f in cases.yaml equivalent-mutants.yaml; do
    cmp -s "$T/gen/$id/$f" "tests/cases/$id/$f" && ok || bad "tests/cases/$id/$f is not what tests/cases/shape_cases.py writes"
  done
done

for g in $GAMES; do
  IFS=: read -r r id n E <<<"$g"
  R=tests/rules/$r.yaml C=tests/cases/$id
  # the cases, by the interpreter and by the independent candidate
  run_expect "$id: run the cases" 0 $LC run --rules $R --cases $C
  out_has "$n cases: $n passed, 0 failed" "$id: every case passes on the interpreter"
  run_expect "$id: run the cases against the independent candidate" 0 $LC run --rules $R --cases $C --candidate "$PC" --sandbox none
  out_has "$n cases: $n passed, 0 failed" "$id: every case passes on the candidate"
  # every anomaly has its refunded twin
  run_expect "$id: the cases under the other reading" 0 $LC run --rules $R --cases $C --reading "${E}=refund"
  out_has "$n cases: $n passed, 0 failed" "$id: as many cases under refund as under void"
  # coverage: every figure at 100 % (the rule that keeps the higher of two exclusive levels, a
  # pattern no draw completes, are no targets: no valid unit reaches them)
  run_expect "$id: coverage" 0 $LC coverage --rules $R --cases $C
  for fig in clauses readings outcomes boundaries mutants positions; do
    grep -E "^  $fig +([0-9]+)/\\1 +100\\.0 %" "$T/out" >/dev/null && ok || bad "$id: $fig not at 100 %"
  done
  # the fuzzer: no disagreement with the independent candidate
  run_expect "$id: fuzz against the independent candidate" 0 $LC run --rules $R --fuzz 1500 --seed 5 --candidate "$PC" --sandbox none
  out_has "1500 units over 1 game (seed 5)" "$id: the fuzzer ran"
done

# each planted fault fails some case of the game it is planted in, and the fuzzer finds it
# (it puts numbers far from the bounds, 256+v among them, and moves the free centre's joker)
FAULTS="bingo-centre-only-counted:bingo75-free-centre bingo-column-off-by-one:bingo75-free-centre
bingo-centre-never-read:bingo75-free-centre bingo-joker-not-marked:bingo75-free-centre
lines-anti-diagonal-missing:morpion-3x3 lines-exactly-two:bingo75-free-centre numbers-8-bit:morpion-3x3
numbers-8-bit:card-8x8-and-row draw-repeats-unchecked:bingo75-free-centre card-strip-two-enough:card-8x8-and-row
card-highest-grid-only:card-8x8-and-row"
[ "$(echo $FAULTS | tr ' ' '\n' | cut -d: -f1 | sort -u)" = "$($PC --list-faults | sort)" ] && ok \
  || bad "the faults tried are not those shapes_candidate.py lists"
for p in $FAULTS; do
  f=${p%%:*} r=${p#*:}
  id=$(grep -m1 "^  id: " tests/rules/$r.yaml | sed 's/.*id: //')
  run_expect "the cases of $id catch $f" 1 $LC run --rules tests/rules/$r.yaml --cases tests/cases/$id --candidate "$PC --fault $f" --sandbox none
  run_expect "fuzz finds $f in $id" 1 $LC run --rules tests/rules/$r.yaml --fuzz 1500 --seed 5 --candidate "$PC --fault $f" --sandbox none
done

finish shapes
