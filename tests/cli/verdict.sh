#!/usr/bin/env bash
# Verdicts the evidence cannot carry: an empty suite, a suite that kills no
# mutant, a game where no unit of some outcome can be built (the fuzzer and
# certify end, and say so), lint's reach of sets filled alike by one symbol,
# symbol names outside ASCII through block, printed amounts that must be
# bounded, and what makes two certifications byte-identical.
set -u
. "$(dirname "$0")/lib.sh"
LD=tests/rules/lucky-digit.yaml
SERVE() { echo "$LC serve --rules $1"; }

# ---- 1. an empty suite, and one that kills no mutant, are not certified
F=tests/rules/bingo75-free-centre.yaml
mkdir -p "$T/none"
printf 'game: demo-bingo75-free-centre\ncases: []\n' >"$T/none/c.yaml"
run_expect "certify with no case of the game" 1 $LC certify --rules $F --cases "$T/none" --candidate "$(SERVE $F)" \
  --sandbox none --fuzz 0
out_has "No case of this game was run against the candidate" "an empty suite named"
out_has "Conclusion: not certified" "an empty suite is not certified"
run_expect "certify with no case, in French" 1 $LC certify --rules $F --cases "$T/none" --candidate "$(SERVE $F)" \
  --sandbox none --fuzz 0 --lang fr
out_has "Aucun cas de ce jeu" "an empty suite named in French"
# a case that fails on the rules is left out of the mutation run: the suite then kills nothing
python3 - "$T/wrong" <<'PY'
import os, sys, yaml
d = yaml.safe_load(open("tests/cases/lucky-digit/cases.yaml"))
c = [x for x in d["cases"] if x["id"] == "ld-lose"][0]
c["expect"] = {"status": "win", "amount_cents": 100}
os.makedirs(sys.argv[1])
yaml.safe_dump({"game": d["game"], "cases": [c]}, open(sys.argv[1] + "/c.yaml", "w"))
PY
run_expect "certify, a suite that kills no mutant" 1 $LC certify --rules $LD --cases "$T/wrong" \
  --candidate "$(SERVE $LD)" --sandbox none --fuzz 0
out_has "The cases kill no mutant of the rules" "a suite that kills nothing named"

# a game that is not bundled: its cases found beside its rules, or where they were looked for said
run_expect "run finds the cases beside the rules" 0 $LC run --rules tests/rules/amigo-2014.yaml
out_has "270 cases: 270 passed, 0 failed" "tests/cases/amigo-2014 found for tests/rules/amigo-2014.yaml"
cp tests/rules/lucky-digit.yaml "$T/alone.yaml"
run_expect "rules with no cases beside them" 2 $LC certify --rules "$T/alone.yaml" --candidate "$(SERVE $LD)" --fuzz 0
out_has "no cases found for game demo-lucky-digit beside its rules" "where the cases were looked for, said"
out_has "name them with --cases DIR" "and how to name them"

# run --fuzz shows the first disagreement as certify does: its unit, its articles, what the rules give, and --fuzz-out
$LC run --rules $LD --fuzz 1500 --seed 5 --candidate "/usr/bin/python3 tests/candidates/families_candidate.py --fault printed-first-game-only" \
  --sandbox none >"$T/out" 2>&1
out_has "  the unit, shrunk: {" "run --fuzz shows the shrunk unit"
out_has "  articles: art-" "run --fuzz shows the articles"
out_has "  the rules give: {" "run --fuzz shows what the rules give"
out_has "(--fuzz-out DIR writes each disagreement" "run --fuzz names --fuzz-out"

# ---- 2. no losing unit can be built: the fuzzer and certify end, and say why
python3 - $LD "$T/pinned.yaml" <<'PY'
import re, sys
s = open(sys.argv[1]).read().replace("demo-lucky-digit", "demo-pinned").replace("range: [1, 9]", "range: [1, 1]")
s = re.sub(r"\n  - \{id: art-3/game-3[^\n]*", "", s).replace(", jeu-3]", "]")
open(sys.argv[2], "w").write(s)
PY
P="$T/pinned.yaml"
run_expect "lint the pinned game" 0 $LC lint $P
timeout 60 $LC run --rules $P --fuzz 200 --candidate "$(SERVE $P)" --sandbox none >"$T/out" 2>&1
[ $? = 0 ] && ok || bad "run --fuzz on a game where no unit loses did not end with 0"
out_has "no unit paying nothing could be built" "the fuzzer names the outcome it could not build"
out_has "200 units over 1 game" "the fuzzer still fuzzes what it can build"
mkdir -p "$T/pc"
printf 'game: demo-pinned\ncases:\n  - id: p-both\n    unit: {grids: {jeu-1: [[1]], jeu-2: [[1]]}, draws: {porte-bonheur: [1]}, amounts: {jeu-1: 100, jeu-2: 200}}\n    expect: {status: win, amount_cents: 300}\n' >"$T/pc/c.yaml"
timeout 120 $LC certify --rules $P --cases "$T/pc" --candidate "$(SERVE $P)" --sandbox none --deadline 60 \
  >"$T/out" 2>&1
rc=$?
[ $rc = 0 ] || [ $rc = 1 ] && ok || bad "certify with its default fuzzing on the pinned game: exit $rc"
out_has "The differential fuzzer could not build every outcome" "certify says what was not fuzzed"

# ---- 3. lint's reach of sets alike: three identical sums win that sum
cat >"$T/alike.yaml" <<'YAML'
format: lotcert-rules/1
game:
  id: demo-three-alike
  title: Trois sommes identiques (test game)
  edition: ticket
  reglement: {title: "Règlement fictif", signed: "2026-12-07", source: tests/cli/verdict.sh}
emission:
  id: art-1/block
  cites: art-1
  unit_price_cents: 100
  block_units: 1000
  payout_bounds: {min_percent: 0, max_percent: 100, source: "fictional"}
interpretations:
  - id: I-V
    cites: art-2
    question: What is a misprinted ticket owed?
    readings:
      - {id: void, text: Nothing.}
      - {id: refund, text: Its price.}
    default: void
draws: []
grids:
  - {id: art-2/zone-1, cites: art-2, name: zone-1, rows: 1, columns: 4, symbols: ["1€", "2€", "5€", "étoile"]}
  - {id: art-2/zone-2, cites: art-2, name: zone-2, rows: 1, columns: 4, symbols: ["1€", "2€", "5€", "étoile"]}
composition:
  - {id: art-2/cells, cites: art-2, check: grid-cells, grids: [zone-1, zone-2], numbers: 4, jokers: 0, blanks: 0}
anomaly:
  - {id: art-2/void, cites: art-2, interpretation: I-V, when: {I-V: void}, remedy: void}
  - {id: art-2/refund, cites: art-2, interpretation: I-V, when: {I-V: refund}, remedy: refund}
serving: []
patterns:
  - {id: art-3/t1, cites: art-3, family: t1, grids: [zone-1, zone-2], alike: ["1€"], sets: [[[0,0],[0,1],[0,2]], [[0,0],[0,1],[0,3]], [[0,0],[0,2],[0,3]], [[0,1],[0,2],[0,3]]]}
  - {id: art-3/t2, cites: art-3, family: t2, grids: [zone-1, zone-2], alike: ["2€"], sets: [[[0,0],[0,1],[0,2]], [[0,0],[0,1],[0,3]], [[0,0],[0,2],[0,3]], [[0,1],[0,2],[0,3]]]}
  - {id: art-3/t5, cites: art-3, family: t5, grids: [zone-1, zone-2], alike: ["5€"], sets: [[[0,0],[0,1],[0,2]], [[0,0],[0,1],[0,3]], [[0,0],[0,2],[0,3]], [[0,1],[0,2],[0,3]]]}
levels:
  - {id: art-3/w5, cites: art-3, grids: [zone-1, zone-2], amount_cents: 500, complete: {family: t5, at_least: 1}}
  - {id: art-3/w2, cites: art-3, grids: [zone-1, zone-2], amount_cents: 200, complete: {family: t2, at_least: 1}}
  - {id: art-3/w1, cites: art-3, grids: [zone-1, zone-2], amount_cents: 100, complete: {family: t1, at_least: 1}}
combination:
  across_grids:
    - {id: art-3/sum, cites: art-3, rule: sum}
  off_table:
    - {id: art-3/off-table, cites: art-3, note: off-table}
  lose:
    - {id: art-3/lose, cites: art-3}
prize_table:
  id: art-1/table
  cites: art-1
  rows:
    - {lots: 1, amount_cents: 1000, only_by_sum: true, total_cents: 1000}
    - {lots: 2, amount_cents: 700, only_by_sum: true, total_cents: 1400}
    - {lots: 3, amount_cents: 600, only_by_sum: true, total_cents: 1800}
    - {lots: 10, amount_cents: 500, total_cents: 5000}
    - {lots: 10, amount_cents: 400, only_by_sum: true, total_cents: 4000}
    - {lots: 10, amount_cents: 300, only_by_sum: true, total_cents: 3000}
    - {lots: 10, amount_cents: 200, total_cents: 2000}
    - {lots: 10, amount_cents: 100, total_cents: 1000}
  lots: 56
  total_cents: 19200
YAML
run_expect "lint: three identical sums reach each sum" 0 $LC lint "$T/alike.yaml"
out_has "1 file, 0 findings" "no false 'unreachable' for sets alike"
run_expect "generate the game of sets alike" 0 $LC generate --rules "$T/alike.yaml" --seed 3 --declare-lots -o "$T/alike.jsonl"
run_expect "block: what lint says is reachable is reached" 0 $LC block --rules "$T/alike.yaml" "$T/alike.jsonl"

# ---- 4. symbols named outside ASCII read by block as by eval
python3 -c 'import sys; open(sys.argv[2],"w").write(open(sys.argv[1]).read().replace("soleil","2€"))' \
  tests/rules/letters-and-symbols.yaml "$T/euro.yaml"
run_expect "generate with a symbol named 2€" 0 $LC generate --rules "$T/euro.yaml" --seed 1 --units 1000 -o "$T/euro.jsonl"
run_expect "block reads every line of symbols named 2€" 0 $LC block --rules "$T/euro.yaml" --units 1000 "$T/euro.jsonl"
out_has "1000 lines, 1 block" "every line read"
grep -q "unreadable lines" "$T/out" && bad "block: unreadable lines with a symbol named 2€" || ok

# ---- 5. printed amounts are bounded: a grid that prints one needs printed-in-table
python3 - $LD "$T/unbounded.yaml" <<'PY'
import sys
s = open(sys.argv[1]).read()
s = s.replace("  - {id: art-3/amount, cites: art-3, check: printed-in-table, grids: [jeu-1, jeu-2, jeu-3]}\n", "")
open(sys.argv[2], "w").write(s)
PY
run_expect "rules printing an amount that no check bounds" 1 $LC lint "$T/unbounded.yaml"
out_has "grid 'jeu-1' prints an amount: a check printed-in-table must say" "an unbounded printed amount refused"
echo '{"grids":{"jeu-1":[[5]],"jeu-2":[[3]],"jeu-3":[[4]]},"draws":{"porte-bonheur":[5]},"amounts":{"jeu-1":-100,"jeu-2":100,"jeu-3":100}}' \
  | $LC eval --rules $LD >"$T/out" 2>&1
out_has '"status":"anomaly"' "a negative printed amount is an anomaly"
echo '{"grids":{"jeu-1":[[5]],"jeu-2":[[3]],"jeu-3":[[4]]},"draws":{"porte-bonheur":[5]},"amounts":{"jeu-1":4294967396,"jeu-2":100,"jeu-3":100}}' \
  | $LC eval --rules $LD >"$T/out" 2>&1
out_has '"status":"anomaly"' "2^32 + 100 cents printed is an anomaly, not 1 €"
# zero: true lets a grid print 0 €, which pays nothing
python3 -c 'import sys; open(sys.argv[2],"w").write(open(sys.argv[1]).read().replace("check: printed-in-table, grids: [jeu-1, jeu-2, jeu-3]}","check: printed-in-table, zero: true, grids: [jeu-1, jeu-2, jeu-3]}"))' \
  $LD "$T/zero.yaml"
echo '{"grids":{"jeu-1":[[5]],"jeu-2":[[5]],"jeu-3":[[4]]},"draws":{"porte-bonheur":[5]},"amounts":{"jeu-1":0,"jeu-2":100,"jeu-3":100}}' \
  | $LC eval --rules "$T/zero.yaml" >"$T/out" 2>&1
out_has '"status":"win","amount_cents":100' "zero: true: a printed 0 pays nothing, the ticket is no anomaly"
echo '{"grids":{"jeu-1":[[5]],"jeu-2":[[5]],"jeu-3":[[4]]},"draws":{"porte-bonheur":[5]},"amounts":{"jeu-1":0,"jeu-2":100,"jeu-3":100}}' \
  | $LC eval --rules $LD >"$T/out" 2>&1
out_has '"status":"anomaly"' "without zero: true a printed 0 is an anomaly"

# ---- 6. the register says what texts say
M=tests/rules/morpion-3x3.yaml
python3 - $M "$T/reg.yaml" <<'PY'
import sys
s = open(sys.argv[1]).read()
# a second entry on the same article, applied with the first by the composition clause
s = s.replace("interpretations:\n", '''interpretations:
  - id: I-MORPION-SCOPE
    cites: art-2
    question: What counts as a misprint?
    readings:
      - {id: any-check, text: Any composition rule broken.}
      - {id: printing-only, text: Only a fault of printing., effect: none, reason: the checks are the same}
    default: any-check
  - id: I-MORPION-PRICE
    cites: art-1
    question: Is the price the one the emission states?
    readings:
      - {id: stated, text: As stated.}
      - {id: other, text: Another., effect: none, reason: no clause reads it}
    default: stated
''', 1)
s = s.replace("  - {id: art-2/cells, cites: art-2, check: grid-cells,",
              "  - {id: art-2/cells, cites: art-2, interpretation: [I-MORPION-VOID, I-MORPION-SCOPE], quote: \"neuf numéros\", check: grid-cells,")
s = s.replace("  id: art-1/block\n  cites: art-1\n", "  id: art-1/block\n  cites: art-1\n  interpretation: I-MORPION-PRICE\n", 1)
open(sys.argv[2], "w").write(s)
PY
run_expect "lint: an entry named by the emission, two entries on one clause, a count in words" 0 $LC lint "$T/reg.yaml"
out_has "1 file, 0 findings" "the register as the text says it"
echo '{"grids":{"carre":[[1,2,3],[4,5,6],[7,8,"J"]]},"draws":{"tirage":[1,2,3,10,11]}}' | $LC eval --rules "$T/reg.yaml" >"$T/out"
out_has '"I-MORPION-VOID"' "an anomaly traces the clause's first entry"
out_has '"I-MORPION-SCOPE"' "and its second"
sed 's/quote: "neuf numéros"/quote: "Vingt et un, quatre-vingt-dix, dix-sept, soixante-dix ou Neuf numéros"/' "$T/reg.yaml" \
  >"$T/regw.yaml"
run_expect "lint: counts in words of every form" 0 $LC lint "$T/regw.yaml"
sed 's/quote: "neuf numéros"/quote: "vingt-quatre ou deux-roues, et une grille"/' "$T/reg.yaml" >"$T/regx9.yaml"
run_expect "lint: compound words that are not the count" 1 $LC lint "$T/regx9.yaml"
out_has "the quote gives no 9, the clause's numbers" "24, 2 (deux-roues) and an article are no 9"
sed 's/quote: "neuf numéros"/quote: "huit numéros"/' "$T/reg.yaml" >"$T/reg8.yaml"
run_expect "lint: a count in words that is not the clause's" 1 $LC lint "$T/reg8.yaml"
out_has "the quote gives no 9, the clause's numbers" "a count in words is read"
sed 's/interpretation: I-MORPION-PRICE/interpretation: I-NOWHERE/' "$T/reg.yaml" >"$T/regx.yaml"
run_expect "an emission naming no entry of the register" 1 $LC lint "$T/regx.yaml"
out_has "'I-NOWHERE' is not in the interpretation register" "the emission's entry looked up in the register"
# a row whose figures an entry supplies applies that entry
python3 - tests/rules/lucky-digit.yaml "$T/src.yaml" <<'PY'
import sys
s = open(sys.argv[1]).read().replace("interpretations:\n", '''interpretations:
  - id: I-LD-ROW
    cites: art-2
    question: Where do the figures of the 1 EUR row come from?
    readings:
      - {id: lab, text: The laboratory's reading of the notice.}
      - {id: none, text: No such row., effect: none, reason: the row is kept either way}
    default: lab
''', 1).replace("{lots: 6000, amount_cents: 100, total_cents: 600000}",
                "{lots: 6000, amount_cents: 100, total_cents: 600000, source: I-LD-ROW}")
open(sys.argv[2], "w").write(s)
PY
run_expect "lint: an entry applied by a row's source" 0 $LC lint "$T/src.yaml"
# a draw game's chances: stated by the encoding, quoted from the text or not
run_expect "lint of a draw game" 0 $LC lint tests/rules/amigo-2014.yaml
out_has "8 levels stating a chance (one_in), 8 quoting the text's row" "chances stated, and how many the text prints"
out_has "payout ratio 11.83 % over the levels encoded" "a payout ratio over what is encoded"

# a level limited to some stakes: the table prints no prize for 7 blue numbers at 2 EUR
python3 - tests/rules/amigo-2014.yaml "$T/stakes.yaml" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
s = s.replace('quote: "| 7 | 0 | 1 184 040,00 | 25 000 |50 000|', 'quote: "| 7 | 0 | 1 184 040,00 | - |50 000|', 1)
s = re.sub(r"(id: art-2\.3/7-0\n(?:    .*\n)*?    amounts_cents: \[)2500000,", r"\1null,", s, count=1)
open(sys.argv[2], "w").write(s)
PY
grep -q "amounts_cents: \[null," "$T/stakes.yaml" && ok || bad "the test did not make the 7-0 level stake-limited"
run_expect "lint: a level with no prize at one stake" 0 $LC lint "$T/stakes.yaml"
echo '{"grids":{"grille":[[1,2,3,4,5,6,7]]},"draws":{"bleus":[1,2,3,4,5,6,7],"bonus":[8,9,10,11,12]},"stake_cents":200}' \
  >"$T/seven.json"
$LC eval --rules "$T/stakes.yaml" "$T/seven.json" >"$T/out"
out_has '"status":"lose","amount_cents":0' "7 blue at 2 EUR: no prize at that stake"
out_has '"art-2.3/7-0"' "the play is still at its level (counted as such)"
sed 's/"stake_cents":200/"stake_cents":400/' "$T/seven.json" | $LC eval --rules "$T/stakes.yaml" >"$T/out"
out_has '"status":"win","amount_cents":5000000' "7 blue at 4 EUR: the level pays"
$LC explain --rules "$T/stakes.yaml" "$T/seven.json" >"$T/out"
out_has "the table prints no prize for it at this stake" "explain says why nothing is paid"

# a reading barely tested falls short: two cases under the default reading of the misprint entry, one twin
python3 - "$T/thin" <<'PY'
import os, sys, yaml
d = yaml.safe_load(open("tests/cases/demo-morpion-3x3/cases.yaml"))
void = [c for c in d["cases"] if c.get("readings", {}).get("I-MORPION-VOID") == "void"][:2]
twin = [c for c in d["cases"] if c["id"] == void[0]["id"] + "--refund"]
os.makedirs(sys.argv[1])
yaml.safe_dump({"game": d["game"], "cases": void + twin}, open(sys.argv[1] + "/c.yaml", "w"), allow_unicode=True)
PY
run_expect "coverage of a reading barely tested" 1 $LC coverage --rules tests/rules/morpion-3x3.yaml --cases "$T/thin"
out_has "I-MORPION-VOID = refund: 1 case run under it, 2 under the default (twins missing)" "the shortfall counted"
# a TMPDIR that names no absolute folder: /tmp, as for any program
rc=$(TMPDIR=relative/dir $LC certify --rules $LD --cases tests/cases/lucky-digit --candidate "$(SERVE $LD)" --sandbox none \
       --fuzz 0 --pdf "$T/rel.pdf" >/dev/null 2>&1; echo $?)
[ "$rc" = 0 ] && [ -s "$T/rel.pdf" ] && ok || bad "certify under a relative TMPDIR: exit $rc"

# ---- 7. byte-identical evidence needs the fuzz seed, and --help says so
$LC certify --help >"$T/out" 2>&1
out_has "--fuzz-seed S (or --fuzz 0)" "certify --help names what byte-identical evidence needs"
C=tests/cases/lucky-digit
for i in 1 2; do   # the same names in two folders: certify records the names of its outputs
  mkdir -p "$T/r$i"
  (cd "$T/r$i" && SOURCE_DATE_EPOCH=1700000000 "$OLDPWD/$LC" certify --rules "$OLDPWD/$LD" --cases "$OLDPWD/$C" \
     --candidate "$OLDPWD/$LC serve --rules $OLDPWD/$LD" --sandbox none --fuzz 200 --fuzz-seed 7 --json r.json --pdf r.pdf \
     >/dev/null 2>&1)
done
cmp -s "$T/r1/r.json" "$T/r2/r.json" && cmp -s "$T/r1/r.pdf" "$T/r2/r.pdf" && ok || bad "same seed and date: evidence differs"

finish verdict
