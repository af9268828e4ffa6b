#!/usr/bin/env bash
# Draw games of other shapes, where the language was wrong or silent: a rank
# of 0 matches (Keno's "0 of 10") beside ranks that pay less, a play of 10
# numbers on one grid, a jackpot beyond 10^11 cents, a text without
# numbered articles, and blocks smaller than the rules' (a reservation).
set -u
. "$(dirname "$0")/lib.sh"
K=tests/rules/keno-10-spot.yaml
LD=tests/rules/lucky-digit.yaml
# a variant of the Keno test game, one line of it changed by sed
variant() { sed "$1" $K >"$T/$2.yaml"; }

# ---- a rank of 0 matches paying more than a rank of 5: lint judges each right
run_expect "lint the Keno test game" 0 $LC lint $K
out_has "0 findings" "0 of 10 beside 5 of 10: no false finding"
variant 's/matches: {exactly: 0}/matches: {draws: [tirage], exactly: 0}/' per-draw
run_expect "lint, 0 of 10 counted per draw beside counts on the grid" 0 $LC lint "$T/per-draw.yaml"
out_has "0 findings" "a count per draw and a count on the grid judged on one walk"
# what each rank pays, evaluated
play='{"grids": {"grille": [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]}, "draws": {"tirage": [%s]}}'
echo "$(printf "$play" "11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30")" >"$T/zero.json"
echo "$(printf "$play" "1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30")" >"$T/five.json"
run_expect "eval 0 of 10" 0 $LC eval --rules $K "$T/zero.json"
out_has '"amount_cents":500' "0 of 10 pays its rank"
out_has '"art-3/0"' "0 of 10 traced to its clause"
run_expect "eval 5 of 10" 0 $LC eval --rules $K "$T/five.json"
out_has '"amount_cents":200' "5 of 10 pays its rank, not 0 of 10's"
# at least 0 always holds: a slip, refused
variant 's/matches: {exactly: 0}/matches: {at_least: 0}/' atleast0
run_expect "at_least: 0 refused" 1 $LC lint "$T/atleast0.yaml"
out_has "from 1 to 64, found '0'" "at_least 0 named"

# ---- bounds: a play of 10 numbers on one grid, no more than 64 cells; jackpots of 10^13 cents
variant 's/rows: 1, columns: 10}/rows: 9, columns: 8}/' big
run_expect "a grid of 72 cells" 1 $LC lint "$T/big.yaml"
out_has "more than 64 cells" "the cell bound named"
variant 's/amount_cents: 10000000, one_in/amount_cents: 158600000000, one_in/' jackpot
run_expect "a jackpot of 1 586 000 000.00" 0 $LC lint "$T/jackpot.yaml"
variant 's/amount_cents: 10000000, one_in/amount_cents: 10000000000001, one_in/' beyond
run_expect "an amount beyond 10^13 cents" 1 $LC lint "$T/beyond.yaml"
out_has "10000000000000" "the amount bound named"

# ---- a text without numbered articles is cited by its heading
variant 's/cites: art-3, grids: \[grille\], matches: {exactly: 0}/cites: art-prize-chart, grids: [grille], matches: {exactly: 0}/' heading
run_expect "a citation by heading" 0 $LC lint "$T/heading.yaml"
variant 's/cites: art-3, grids: \[grille\], matches: {exactly: 0}/cites: art-, grids: [grille], matches: {exactly: 0}/' empty
run_expect "an empty citation" 1 $LC lint "$T/empty.yaml"
out_has "expected a citation" "an empty citation refused"

# ---- blocks smaller than the rules' are a reservation, never a plain "certified"
run_expect "generate a block of 3 000 units" 0 $LC generate --rules $LD --seed 5 --units 3000 -o "$T/small.jsonl"
run_expect "certify on it" 0 $LC certify --rules $LD --candidate "$LC serve --rules $LD" --sandbox none --fuzz 50 \
  --fuzz-seed 1 --block "$T/small.jsonl" --units 3000 --json "$T/r.json"
out_has "smaller than the rules' block (--units)" "the small block named"
out_has "3000 / 36000" "its size against the rules'"
field "$T/r.json" 'd' | grep -qF "smaller than the rules' block" && ok || bad "the small block not in the JSON evidence"

# ---- two draws meant for two parts of one grid (Powerball's white and red balls written as one
# grid of six cells): where each draw serves every cell, a white 7 played meets a red 7 drawn, so
# lint refuses that encoding, and so certify; given the cells of its part, each draw meets its own
# cells only, and lint is clean. Two draws over a whole card (Super Bingo's tokens and bonus) are
# not refused.
cat >"$T/pb.yaml" <<'YAML'
format: lotcert-rules/1
game:
  id: demo-powerball-natural
  title: Powerball written the natural way (test)
  edition: draw
  reglement: {title: test, signed: "2026-12-07", source: pb.yaml}
emission: {id: art-prize-chart/plays, cites: art-prize-chart, unit_price_cents: 200, block_units: 1000000}
interpretations:
  - id: I-PB-VOID
    cites: art-play
    question: What is a play owed that breaks the game's form?
    readings:
      - {id: void, text: Nothing.}
      - {id: refund, text: Its price.}
    default: void
draws:
  - {id: art-drawing/white, cites: art-drawing, name: white}
  - {id: art-drawing/red, cites: art-drawing, name: red}
grids:
  - {id: art-play/numbers, cites: art-play, name: play, rows: 1, columns: 6}
composition:
  - {id: art-play/six, cites: art-play, check: grid-cells, grids: [play], numbers: 6, jokers: 0, blanks: 0}
  - id: art-play/ranges
    cites: art-play
    check: grid-range
    grids: [play]
    column_ranges: [[1, 69], [1, 69], [1, 69], [1, 69], [1, 69], [1, 26]]
  - {id: art-drawing/five, cites: art-drawing, check: draw-count, draws: [white], count: 5}
  - {id: art-drawing/one, cites: art-drawing, check: draw-count, draws: [red], count: 1}
  - {id: art-drawing/white-range, cites: art-drawing, check: draw-range, draws: [white], range: [1, 69]}
  - {id: art-drawing/red-range, cites: art-drawing, check: draw-range, draws: [red], range: [1, 26]}
  - {id: art-drawing/white-distinct, cites: art-drawing, check: distinct, draws: [white]}
anomaly:
  - {id: art-play/void, cites: art-play, interpretation: I-PB-VOID, when: {I-PB-VOID: void}, remedy: void}
  - {id: art-play/refund, cites: art-play, interpretation: I-PB-VOID, when: {I-PB-VOID: refund}, remedy: refund}
serving:
  - {id: art-play/serving, cites: art-play, draws: [white, red], grids: [play]}
levels:
  - {id: art-prize-chart/5-1, cites: art-prize-chart, grids: [play], matches: [{draws: [white], exactly: 5}, {draws: [red], exactly: 1}], amount_cents: 4000000000, one_in: 292201338.00}
  - {id: art-prize-chart/0-1, cites: art-prize-chart, grids: [play], matches: [{draws: [white], exactly: 0}, {draws: [red], exactly: 1}], amount_cents: 400, one_in: 38.32}
combination:
  across_grids:
    - {id: art-prize-chart/one, cites: art-prize-chart, rule: sum}
  lose:
    - {id: art-prize-chart/lose, cites: art-prize-chart}
YAML
echo '{"grids": {"play": [[7, 10, 20, 30, 40, 12]]}, "draws": {"white": [1, 2, 3, 4, 5], "red": [7]}}' >"$T/pb.json"
run_expect "eval: the natural encoding pays the white 7 for the red 7" 0 $LC eval --rules "$T/pb.yaml" "$T/pb.json"
out_has '"amount_cents":400' "the wrong payment the finding is about"
run_expect "lint the natural encoding of Powerball" 1 $LC lint "$T/pb.yaml"
out_has "draws 'white' (1..69) and 'red' (1..26) both serve the same cells of grid 'play', whose columns are one part for each" \
  "lint names the draws, their ranges and the grid"
sed 's/  - {id: art-drawing\/white-distinct, cites: art-drawing, check: distinct, draws: \[white\]}/  - {id: art-drawing\/white-distinct, cites: art-drawing, check: distinct, draws: [white, red]}/' \
  "$T/pb.yaml" >"$T/pb-apart.yaml"
run_expect "lint, the draws kept apart" 0 $LC lint "$T/pb-apart.yaml"
out_has "0 findings" "draws that never share a number are no finding"
sed -e 's/  - {id: art-play\/serving, cites: art-play, draws: \[white, red\], grids: \[play\]}/  - {id: art-play\/white-cells, cites: art-play, draws: [white], grids: [play], cells: [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]}\n  - {id: art-play\/red-cell, cites: art-play, draws: [red], grids: [play], cells: [[0, 5]]}/' \
  "$T/pb.yaml" >"$T/pb-cells.yaml"
grep -q "red-cell" "$T/pb-cells.yaml" && ok || bad "the test's sed did not give each draw its cells"
run_expect "lint, each draw serving the cells of its part" 0 $LC lint "$T/pb-cells.yaml"
out_has "0 findings" "draws serving cells of their own are no finding"
run_expect "eval: the white 7 does not meet the red 7" 0 $LC eval --rules "$T/pb-cells.yaml" "$T/pb.json"
out_has '"amount_cents":0' "a play the text makes a loser pays nothing"
echo '{"grids": {"play": [[7, 10, 20, 30, 40, 7]]}, "draws": {"white": [1, 2, 3, 4, 5], "red": [7]}}' >"$T/pb-red.json"
run_expect "eval: the red 7 played meets the red 7 drawn, beside a white 7" 0 $LC eval --rules "$T/pb-cells.yaml" \
  "$T/pb-red.json"
out_has '"amount_cents":400' "the red cell's match pays, the white 7 does not count"
echo '{"grids": {"play": [[1, 2, 3, 4, 5, 1]]}, "draws": {"white": [1, 2, 3, 4, 5], "red": [1]}}' >"$T/pb-top.json"
run_expect "eval: five whites and the red, the red equal to a white" 0 $LC eval --rules "$T/pb-cells.yaml" "$T/pb-top.json"
out_has '"amount_cents":4000000000' "the top rank"
for f in rules/fdj-super-bingo-2004.yaml rules/fdj-super-bingo-internet-2006.yaml tests/rules/amigo-2014.yaml; do
  run_expect "lint $f" 0 $LC lint "$f"
done

# ---- a text in dollars: its figures read the English way (913,129.18), amounts shown as it writes them
cat >"$T/keno-us.txt" <<'TXT'
DAILY KENO - 10 SPOT GAME. Prize chart per $1 play.
| Match | Odds | Prize |
| 10 of 10 | 1:8,911,711.18 | $100,000 |
| 9 of 10 | 1:163,381.37 | $4,250 |
| 0 of 10 | 1:21.84 | $5 |
TXT
sha=$(sha256sum "$T/keno-us.txt" | cut -c1-64)
sed -e "s|    source: tests/rules/keno-10-spot.yaml|    source: keno-us.txt\n    sha256: $sha|" \
    -e 's|  edition: draw|  edition: draw\n  currency: USD|' \
    -e 's|^  - {id: art-3/10, cites: art-3, grids: \[grille\], matches: {exactly: 10}, amount_cents: 10000000, one_in: 8911711.18}|  - {id: art-3/10, cites: art-3, quote: "10 of 10 \| 1:8,911,711.18 \| $100,000", grids: [grille], matches: {exactly: 10}, amount_cents: 10000000, one_in: 8911711.18}|' \
    -e 's|^  - {id: art-3/9, cites: art-3, grids: \[grille\], matches: {exactly: 9}, amount_cents: 425000, one_in: 163381.37}|  - {id: art-3/9, cites: art-3, quote: "9 of 10 \| 1:163,381.37 \| $4,250", grids: [grille], matches: {exactly: 9}, amount_cents: 425000, one_in: 163381.37}|' \
    $K >"$T/keno-us.yaml"
grep -q 'quote: "10 of 10' "$T/keno-us.yaml" && grep -q "currency: USD" "$T/keno-us.yaml" && ok || bad "the US variant was not written"
run_expect "lint --texts, figures the English way" 0 $LC lint --texts "$T" "$T/keno-us.yaml"
out_has "0 findings" "a US table's 1:913,129.18 read as the text writes it"
out_has 'at a stake of $1.00' "the summary in dollars"
sed 's/  currency: USD/  currency: EUR/' "$T/keno-us.yaml" >"$T/keno-eu.yaml"
run_expect "lint --texts, the same text read the French way" 1 $LC lint --texts "$T" "$T/keno-eu.yaml"
out_has "the quote does not print the level's chance" "read the French way, the US figures are not the chances"
printf '{"grids": {"grille": [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]}, "draws": {"tirage": [%s]}}\n' \
  "11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30" >"$T/zero-us.json"
run_expect "explain in dollars" 0 $LC explain --rules "$T/keno-us.yaml" "$T/zero-us.json"
out_has 'pays $5.00' "explain writes dollars the American way"
run_expect "generate plays in dollars" 0 $LC generate --rules "$T/keno-us.yaml" --seed 3 --units 3000 -o "$T/us.jsonl"
run_expect "block in dollars" 0 $LC block --rules "$T/keno-us.yaml" --units 3000 "$T/us.jsonl"
out_has 'total paid: $' "block writes the total paid in dollars"
mkdir -p "$T/us-cases"
cat >"$T/us-cases/k.yaml" <<EOF
game: demo-keno-10-spot
cases:
  - id: us-zero-of-ten
    covers: [art-3/0]
    description: 0 of 10 pays 5 dollars (the chart's last row)
    unit: $(cat "$T/zero-us.json")
    expect: {status: win, amount_cents: 500}
EOF
run_expect "certify in dollars (coverage short: with reservations)" 0 $LC certify --rules "$T/keno-us.yaml" --cases "$T/us-cases" \
  --candidate "$LC serve --rules $T/keno-us.yaml" --block "$T/us.jsonl" --units 3000 --fuzz 200 --sandbox none \
  --pdf "$T/us.pdf"
pdftotext -layout "$T/us.pdf" - 2>/dev/null | grep -q 'Price of a unit *\$1\.00' && ok || bad "the report's economics in dollars"
sed 's/  currency: USD/  currency: YEN/' "$T/keno-us.yaml" >"$T/keno-yen.yaml"
run_expect "an unknown currency" 1 $LC lint "$T/keno-yen.yaml"
out_has "EUR" "the currencies known are named"

# ---- Powerball 2015 with Power Play (tests/rules/powerball-2015.yaml): each draw serves the cells of its
# part, the Power Play multiplier is drawn and applies at the $3 stake to tiers 3-9, the jackpot is a
# share. The cases are what their generator writes, every expectation the answer of
# tests/candidates/powerball_candidate.py, written from the stored text alone.
P=tests/rules/powerball-2015.yaml PC="python3 tests/candidates/powerball_candidate.py"
python3 tests/cases/powerball_cases.py | cmp -s - tests/cases/musl-powerball-2015/cases.yaml && ok ||
  bad "tests/cases/musl-powerball-2015/cases.yaml is not what tests/cases/powerball_cases.py writes"
run_expect "Powerball: lint --texts" 0 $LC lint --texts rules/reglements $P
out_has "1 file, 0 findings; quotes checked" "Powerball lints clean against its text, the Power Play columns proven"
run_expect "Powerball: its cases" 0 $LC run --rules $P
out_has " 0 failed" "every case passes on the interpreter"
run_expect "Powerball: its cases refunded" 0 $LC run --rules $P --reading I-PB-VOID=refund
out_has " 0 failed" "the refund twins pass"
run_expect "Powerball: coverage" 0 $LC coverage --rules $P --json "$T/pbcov.json"
out_has "clauses 100.0 %, readings 100.0 %, outcomes 100.0 %, boundaries 100.0 %, mutation score 100.0 %" \
  "Powerball: full coverage, the mutants of the cells served, the stakes and levels multiplied killed"
for m in every-cell/white every-cell/red multiplier-every-stake multiplier-every-level distinct-all; do
  grep -q "$m" "$T/pbcov.json" && ok || bad "no mutant $m in the coverage JSON"
done
run_expect "Powerball: the independent evaluator on the cases" 0 $LC run --rules $P --candidate "$PC" --sandbox none
out_has " 0 failed" "the evaluator from the text agrees on every case"
for f in white-red pp-all pp-base no-dup-check; do
  run_expect "Powerball: the evaluator with fault $f fails cases" 1 $LC run --rules $P --candidate "$PC --fault $f" \
    --sandbox none
done
run_expect "Powerball: generate a stream of plays" 0 $LC generate --rules $P --seed 11 --units 20000 -o "$T/pb.jsonl"
grep -q '"power-play":\[' "$T/pb.jsonl" && ok || bad "the stream's drawings hold no multiplier"
run_expect "Powerball: block on it" 0 $LC block --rules $P --units 20000 "$T/pb.jsonl"
out_has ": conforming" "the stream's frequencies agree with the published chances"
run_expect "Powerball: certify the independent evaluator" 0 $LC certify --rules $P --texts rules/reglements \
  --candidate "$PC" --block "$T/pb.jsonl" --units 20000 --fuzz 500 --fuzz-seed 5 --sandbox none --json "$T/pb.json"
out_has "Non-conformities (0)" "Powerball: the evaluator from the text is certified"
out_has "differential fuzzer: 500 units (seed 5), 0 disagreements" "the fuzzer finds no disagreement"
run_expect "Powerball: certify the evaluator that lets the red meet a white" 1 $LC certify --rules $P \
  --candidate "$PC --fault white-red" --fuzz 300 --fuzz-seed 5 --sandbox none
out_has "not certified" "the natural encoding's mistake is not certified"
printf '{"grids": {"play": [[1, 2, 3, 4, 5, 1]]}, "draws": {"white": [1, 2, 3, 4, 5], "red": [1], "power-play": [10]}, "stake_cents": 300}\n' >"$T/jack.json"
run_expect "Powerball: the jackpot" 0 $LC eval --rules $P "$T/jack.json"
out_has '"status":"win","amount_cents":0,"grids":{"play":0},"notes":["grand-prize"]' "a share of the jackpot wins, no amount"
run_expect "Powerball: explain the jackpot" 0 $LC explain --rules $P "$T/jack.json"
out_has "5 in white and 1 in red: level art-prize-chart/5-1 pays a share, « grand-prize »" "explain counts each draw on its cells"
sed 's/"white": \[1, 2, 3, 4, 5\]/"white": [1, 2, 3, 4, 9]/' "$T/jack.json" >"$T/pp.json"
run_expect "Powerball: 4 + PB with Power Play x10" 0 $LC eval --rules $P "$T/pp.json"
out_has '"amount_cents":50000000' "\$50,000 x 10"
out_has 'art-power-play/multiplied' "the multiplier traced where it changed the lot"
sed 's/"stake_cents": 300/"stake_cents": 200/' "$T/pp.json" >"$T/pp2.json"
run_expect "Powerball: 4 + PB without Power Play" 0 $LC eval --rules $P "$T/pp2.json"
out_has '"amount_cents":5000000' "the multiplier drawn is not bought at \$2"

# ---- Daily Keno (tests/rules/daily-keno-wa.yaml): the player chooses 1 to 10 spots (a grid of spots, its row
# as long as the numbers played), each count with its own table (levels with spots: k), the $1 prize times the
# dollars played (stake_multiplies), 10 of 10 capped at $500,000 with a note. The cases are what their generator
# writes, every expectation the answer of tests/candidates/keno_candidate.py, written from the stored text alone.
KW=tests/rules/daily-keno-wa.yaml KC="python3 tests/candidates/keno_candidate.py"
python3 tests/cases/keno_cases.py | cmp -s - tests/cases/wa-daily-keno/cases.yaml && ok ||
  bad "tests/cases/wa-daily-keno/cases.yaml is not what tests/cases/keno_cases.py writes"
run_expect "Keno: lint --texts" 0 $LC lint --texts rules/reglements $KW
out_has "1 file, 0 findings; quotes checked" "Keno lints clean, each row's \$1 and \$5 prizes proven"
out_has "a play of 9 spots wins 1 time in 6.55, a play of 10 spots wins 1 time in 9.04" "chances summed per spot count"
out_has 'at a stake of $1.00, a play of 10 spots: payout ratio 48.82 %' "the payout ratio of each spot count's table"
# a level whose chance the text does not print (the 8-spot row is cut before its odds): under I-KENO-CUT's
# reading first-row its quote proves its amount alone; without the entry, the missing chance is a finding
mkdir -p "$T/kt"
cp rules/reglements/009_daily_keno_wa.txt "$T/kt/"
sed 's/    default: not-stored/    default: first-row/; s|source: reglements/009|source: 009|' $KW >"$T/kt/first-row.yaml"
run_expect "Keno: lint the first-row reading" 0 $LC lint --texts "$T/kt" "$T/kt/first-row.yaml"
out_has "1 file, 0 findings" "a level's chance from the register, its quote proving its amount"
python3 -c 'import sys; s=open(sys.argv[1]).read(); open(sys.argv[2], "w").write(s.replace(
    "quote: \"8 $10,000\", interpretation: I-KENO-CUT,\n     when: {I-KENO-CUT: first-row},", "quote: \"8 $10,000\","))' \
  "$T/kt/first-row.yaml" "$T/kt/no-entry.yaml"
run_expect "Keno: lint the level without its entry" 1 $LC lint --texts "$T/kt" "$T/kt/no-entry.yaml"
out_has "the quote does not print the level's chance (230114,61)" "a chance not printed, and no entry saying why"
run_expect "Keno: its cases" 0 $LC run --rules $KW
out_has " 0 failed" "every case passes on the interpreter"
run_expect "Keno: its cases refunded" 0 $LC run --rules $KW --reading I-KENO-VOID=refund
out_has " 0 failed" "the refund twins pass"
run_expect "Keno: coverage" 0 $LC coverage --rules $KW
out_has "clauses 100.0 %, readings 100.0 %, outcomes 100.0 %, boundaries 100.0 %, mutation score 100.0 %" \
  "Keno: full coverage (no pair of levels of two spot counts asked for)"
run_expect "Keno: the independent evaluator on the cases" 0 $LC run --rules $KW --candidate "$KC" --sandbox none
out_has " 0 failed" "the evaluator from the text agrees on every case"
for f in no-cap no-zero flat-stake spots-any; do
  run_expect "Keno: the evaluator with fault $f fails cases" 1 $LC run --rules $KW --candidate "$KC --fault $f" \
    --sandbox none
done
run_expect "Keno: generate plays of every spot count" 0 $LC generate --rules $KW --seed 12 --units 30000 -o "$T/k.jsonl"
python3 -c 'import json,sys; n={len(json.loads(l)["unit"]["grids"]["play"][0]) for l in open(sys.argv[1])}; sys.exit(n != set(range(1, 11)))' \
  "$T/k.jsonl" && ok || bad "the stream does not hold plays of every count from 1 to 10"
run_expect "Keno: block on it" 0 $LC block --rules $KW --units 30000 --json "$T/k-block.json" "$T/k.jsonl"
out_has ": conforming" "each level's frequency against its chance over the plays of its count"
field "$T/k-block.json" 'd["blocks"][0]["levels"]["art-10-spot/10"]["plays"] < 6000' >"$T/p" && grep -q True "$T/p" && ok ||
  bad "a 10-spot level tried by every play, not by the plays of 10 spots"
run_expect "Keno: certify the independent evaluator" 0 $LC certify --rules $KW --texts rules/reglements \
  --candidate "$KC" --block "$T/k.jsonl" --units 30000 --fuzz 500 --fuzz-seed 5 --sandbox none
out_has "Non-conformities (0)" "Keno: the evaluator from the text is certified"
printf '{"grids": {"play": [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]}, "draws": {"drawn": [%s]}, "stake_cents": 2000}\n' \
  "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20" >"$T/k10.json"
run_expect "Keno: 10 of 10 at \$20" 0 $LC eval --rules $KW "$T/k10.json"
out_has '"amount_cents":50000000,"grids":{"play":50000000},"notes":["drawing-cap"]' "capped at \$500,000, with the note"
sed 's/    default: per-play/    default: drawing-only/' $KW >"$T/k-uncapped.yaml"
run_expect "Keno: 10 of 10 under the other reading of the cap" 0 $LC eval --rules "$T/k-uncapped.yaml" "$T/k10.json"
out_has '"amount_cents":200000000' "uncapped: \$100,000 times 20"
printf '{"grids": {"play": [[1, 2, 3]]}, "draws": {"drawn": [%s]}, "stake_cents": 100}\n' \
  "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20" >"$T/k3.json"
run_expect "Keno: a 3-spot play" 0 $LC eval --rules $KW "$T/k3.json"
out_has '"status":"lose"' "a count whose table is not stored pays nothing"
run_expect "Keno: explain a 3-spot play" 0 $LC explain --rules $KW "$T/k3.json"
out_has "[  1] [  2] [  3]" "explain shows the numbers played, no empty cells"
printf '{"grids": {"play": [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]}, "draws": {"drawn": [1]}, "stake_cents": 100}\n' >"$T/k11.json"
run_expect "Keno: eleven numbers" 0 $LC eval --rules $KW "$T/k11.json"
out_has "expected a row of at most 10 cells" "a row longer than the grid is no unit"
run_expect "Keno: the game's schema" 0 $LC schema --rules $KW --what request
out_has '"minItems": 0' "a row of spots may hold fewer cells"

finish drawshapes
