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
GAMES="bingo75-free-centre:demo-bingo75-free-centre:328 morpion-3x3:demo-morpion-3x3:146 card-8x8-and-row:demo-card-8x8-and-row:312"
# Clauses no valid unit can decide through: each grid's levels are exclusive ('exactly 1'
# and 'at least 2' lines; one level on each grid of the card), so the within-grid rule
# never keeps one level over another; the full card cannot be complete (60 numbers drawn,
# 64 cells). lotcert's coverage still counts them (its outcome targets leave such pairs
# and patterns out, its clause targets do not): they are the only clauses allowed undecided.
UNREACHABLE="art-3/highest art-3/full"

# the committed cases are what the generator writes
run_expect "shape_cases.py" 0 $PY tests/cases/shape_cases.py "$T/gen"
for g in $GAMES; do
  IFS=: read -r r id n <<<"$g"
  for f in cases.yaml equivalent-mutants.yaml; do
    cmp -s "$T/gen/$id/$f" "tests/cases/$id/$f" && ok || bad "tests/cases/$id/$f is not what tests/cases/shape_cases.py writes"
  done
done

for g in $GAMES; do
  IFS=: read -r r id n <<<"$g"
  R=tests/rules/$r.yaml C=tests/cases/$id
  # the cases, by the interpreter and by the independent candidate
  run_expect "$id: run the cases" 0 $LC run --rules $R --cases $C
  out_has "$n cases: $n passed, 0 failed" "$id: every case passes on the interpreter"
  run_expect "$id: run the cases against the independent candidate" 0 $LC run --rules $R --cases $C --candidate "$PC" --sandbox none
  out_has "$n cases: $n passed, 0 failed" "$id: every case passes on the candidate"
  # coverage: every figure at 100 %, the clauses but for those no valid unit decides
  run_expect "$id: coverage" 0 $LC coverage --rules $R --cases $C --min-clauses 0 --json "$T/cov.json"
  for fig in readings outcomes boundaries mutants positions; do
    grep -E "^  $fig +([0-9]+)/\\1 +100\\.0 %" "$T/out" >/dev/null && ok || bad "$id: $fig not at 100 %"
  done
  $PY - "$T/cov.json" "$UNREACHABLE" <<'PY' && ok || bad "$id: a clause no case decides through, other than those no unit can"
import json, sys
g = json.load(open(sys.argv[1]))["games"][0]
left = [c["target"] for c in g["clauses"] if not c["cases"]]
assert set(left) <= set(sys.argv[2].split()), left
assert not g["claims_not_borne_out"], g["claims_not_borne_out"][:3]
PY
  # the fuzzer: no disagreement with the independent candidate
  run_expect "$id: fuzz against the independent candidate" 0 $LC run --rules $R --fuzz 1500 --seed 5 --candidate "$PC" --sandbox none
  out_has "1500 units over 1 game (seed 5)" "$id: the fuzzer ran"
done

# each planted fault fails some case of the game it is planted in; the fuzzer finds those
# it can reach (not the two below: it puts a number at a bound or one beyond, never 256+v,
# and builds no swap of the free centre's joker with a number)
FAULTS="bingo-centre-only-counted:bingo75-free-centre bingo-column-off-by-one:bingo75-free-centre
bingo-centre-never-read:bingo75-free-centre bingo-joker-not-marked:bingo75-free-centre
lines-anti-diagonal-missing:morpion-3x3 lines-exactly-two:bingo75-free-centre numbers-8-bit:morpion-3x3
numbers-8-bit:card-8x8-and-row draw-repeats-unchecked:bingo75-free-centre card-strip-two-enough:card-8x8-and-row
card-highest-grid-only:card-8x8-and-row"
FUZZ_BLIND="bingo-centre-only-counted numbers-8-bit"
[ "$(echo $FAULTS | tr ' ' '\n' | cut -d: -f1 | sort -u)" = "$($PC --list-faults | sort)" ] && ok \
  || bad "the faults tried are not those shapes_candidate.py lists"
for p in $FAULTS; do
  f=${p%%:*} r=${p#*:}
  id=$(grep -m1 "^  id: " tests/rules/$r.yaml | sed 's/.*id: //')
  run_expect "the cases of $id catch $f" 1 $LC run --rules tests/rules/$r.yaml --cases tests/cases/$id --candidate "$PC --fault $f" --sandbox none
  case " $FUZZ_BLIND " in *" $f "*) continue ;; esac
  run_expect "fuzz finds $f in $id" 1 $LC run --rules tests/rules/$r.yaml --fuzz 1500 --seed 5 --candidate "$PC --fault $f" --sandbox none
done

finish shapes
