#!/usr/bin/env bash
# Rules as the règlement says them: the bundled rules against the texts
# (the bundled copies, and the received folder when it is there); one word
# of a quote changed, the text changed by one byte, a quote's figures at
# odds with its clause's values, a level needing more marked cells than the
# draws can mark: each a finding at its file:line:column, with the reason.
# Prints "reglement: N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
B=rules/fdj-bingo-2012.yaml S=rules/fdj-super-bingo-2004.yaml
lint() { $LC lint "$@" >"$T/out" 2>"$T/err"; echo $?; }
line_of() { grep -n -m1 -F -- "$2" "$1" | cut -d: -f1; }

rc=$(lint --texts rules/reglements rules)
[ "$rc" = 0 ] && grep -q "3 files, 0 findings; quotes checked against the texts in rules/reglements" "$T/out" && ok \
  || { bad "bundled rules against the bundled texts: exit $rc"; cat "$T/err" >&2; }
if [ -d ../shared/reglements ]; then
  rc=$(lint --texts ../shared/reglements rules); [ "$rc" = 0 ] && ok || { bad "against ../shared/reglements: exit $rc"; cat "$T/err" >&2; }
  cmp -s ../shared/reglements/000_825734d1100b5f64.txt rules/reglements/000_825734d1100b5f64.txt \
    && cmp -s ../shared/reglements/001_71b05140dcd26bfa.txt rules/reglements/001_71b05140dcd26bfa.txt && ok || bad "bundled texts differ from the received ones"
fi
rc=$(lint rules); [ "$rc" = 0 ] && grep -q "quotes NOT checked against the règlement texts (--texts DIR)" "$T/out" && ok || bad "lint without --texts: exit $rc"

# one word of one quote changed: its line, its column, the closest passage
q='quote: "Si les numéros découverts correspondent à deux diagonales, le joueur remporte 100 €"'
sed "s/correspondent à deux diagonales, le joueur/correspondent à deux diagonales, le gagnant/" $B >"$T/word.yaml"
n=$(line_of "$T/word.yaml" "le gagnant remporte 100")
rc=$(lint --texts rules/reglements "$T/word.yaml")
[ "$rc" = 1 ] && grep -q "word.yaml:$n:12: quote not found in rules/reglements/000_825734d1100b5f64.txt: \"Si les numéros découverts correspondent à deux diagonales, le gagnant remporte 100 €\" (the closest passage: \"Si les numéros découverts correspondent à deux diagonales, le joueur remporte 100 €.\")" "$T/err" \
  && ok || { bad "a word of a quote changed: exit $rc"; cat "$T/err" >&2; }
# each row of a prize table is proven against the text (as a row, or column by column where the
# extraction ran the rows together), or names the register entry its figures come from
sed 's/- {lots: 920, amount_cents: 10000, total_cents: 9200000}/- {lots: 921, amount_cents: 10000, total_cents: 9210000}/' $B >"$T/row.yaml"
n=$(line_of "$T/row.yaml" "lots: 921,")
rc=$(lint --texts rules/reglements "$T/row.yaml")
[ "$rc" = 1 ] && grep -q "row.yaml:$n:7: prize table row 921 lots of 100,00 € (total 92100,00 €) is not printed in rules/reglements/000_825734d1100b5f64.txt, as a row or column by column" "$T/err" \
  && ok || { bad "a table row not in the text passed: exit $rc"; cat "$T/err" >&2; }
sed -i 's/total_cents: 9210000}/total_cents: 9210000, source: I-TABLE-IS-BLOCK-LEVEL}/' "$T/row.yaml"
rc=$(lint --texts rules/reglements "$T/row.yaml"); ! grep -q "not printed" "$T/err" && ok || { bad "a row with its source in the register"; cat "$T/err" >&2; }
sed 's/source: I-TABLE-IS-BLOCK-LEVEL}/source: I-NOWHERE}/' "$T/row.yaml" >"$T/row2.yaml"
rc=$(lint "$T/row2.yaml"); grep -q "expected an entry of the interpretation register, found 'I-NOWHERE'" "$T/err" "$T/out" && ok || bad "a row's source that is no register entry"
S=rules/fdj-super-bingo-2004.yaml
sed 's/- {lots: 20, amount_cents: 40000, total_cents: 800000}/- {lots: 21, amount_cents: 40000, total_cents: 840000}/' $S >"$T/sbrow.yaml"
rc=$(lint --texts rules/reglements "$T/sbrow.yaml")
[ "$rc" = 1 ] && grep -q "sbrow.yaml:$(line_of "$T/sbrow.yaml" "lots: 21,"):7: prize table row 21 lots of 400,00 €" "$T/err" && ok \
  || { bad "a row of the flattened Super Bingo table not in the text passed: exit $rc"; cat "$T/err" >&2; }
# the text changed by one byte: the digest, and nothing else
mkdir -p "$T/texts" && cp rules/reglements/*.txt "$T/texts/" && chmod u+w "$T/texts"/*.txt
sed -i '1s/^./X/' "$T/texts/000_825734d1100b5f64.txt"
rc=$(lint --texts "$T/texts" $B)
[ "$rc" = 1 ] && grep -q "fdj-bingo-2012.yaml:$(line_of $B '    sha256:'):13: .*000_825734d1100b5f64.txt has SHA-256 [0-9a-f]*, not the [0-9a-f]* this rules file encodes" "$T/err" \
  && [ "$(wc -l <"$T/err")" = 1 ] && ok || { bad "the text changed by one byte: exit $rc"; cat "$T/err" >&2; }
rc=$(lint --texts "$T/nowhere" $B); [ "$rc" = 2 ] && grep -q "cannot open the règlement text" "$T/err" && ok || bad "no text: exit $rc"
# white space, no-break spaces and typographic apostrophes aside; … an elision
sed 's/quote: "L.unité de jeu est perdante dans tous les autres cas."/quote: "L’unité  de jeu … dans tous les autres cas."/' $B >"$T/norm.yaml"
grep -q "L’unité  de jeu …" "$T/norm.yaml" && rc=$(lint --texts rules/reglements "$T/norm.yaml") && [ "$rc" = 0 ] && ok || bad "normalised quote: exit $rc"
sed 's/quote: "L.unité de jeu est perdante dans tous les autres cas."/quote: "dans tous les autres cas … L'"'"'unité de jeu"/' $B >"$T/order.yaml"
rc=$(lint --texts rules/reglements "$T/order.yaml"); [ "$rc" = 1 ] && grep -q "quote not found" "$T/err" && ok || bad "elided pieces out of order: exit $rc"
# a rules file without the digest
grep -v '    sha256:' $B >"$T/nosha.yaml"
rc=$(lint --texts rules/reglements "$T/nosha.yaml"); [ "$rc" = 1 ] && grep -q "reglement.sha256 is missing: .* has SHA-256 [0-9a-f]\{64\}" "$T/err" && ok || bad "no digest: exit $rc"

# the figures of a quote against its clause (no text needed)
figure() {  # WHAT FILE FROM TO EXPECTED
  sed "s/$3/$4/" "$2" >"$T/fig.yaml"
  grep -q "$4" "$T/fig.yaml" || { bad "$1: the edit did not apply"; return; }
  local n rc; n=$(grep -n -m1 -- "$4" "$T/fig.yaml" | cut -d: -f1); rc=$(lint "$T/fig.yaml")
  [ "$rc" = 1 ] && grep -q "fig.yaml:$n:[0-9]*: $5" "$T/err" && ok || { bad "$1: exit $rc"; cat "$T/err" >&2; }
}
figure "3 € over 2 €" $B "les 4 coins de la grille, le joueur remporte 2 €" "les 4 coins de la grille, le joueur remporte 3 €" \
  "the quote says 3,00 € but the clause's amounts are 2,00 €"
figure "a range" $B '"15 numéros compris entre 1 et 75"' '"15 numéros compris entre 1 et 76"' \
  "the quote says from 1 to 76 but the clause's range is \[1, 75\]"
figure "a block size" $B "réparties chacune en blocs de 1 500 000 unités" "réparties chacune en blocs de 1 500 001 unités" \
  "the quote says blocks of 1500001 units but block_units is 1500000"
figure "a count" $B '"pour révéler 15 boules"' '"pour révéler 16 boules"' "the quote gives no 15, the clause's count"
figure "a unit price" $B "est fixé à 2 euros" "est fixé à 3 euros" "the quote says 3,00 € but the clause's amounts are 2,00 €"
figure "an amount with cents" $B "les 4 coins de la grille, le joueur remporte 2 €" "les 4 coins de la grille, le joueur remporte 2,50 €" \
  "the quote says 2,50 € but the clause's amounts are 2,00 €"
figure "an amount in thousands" $B "le joueur remporte 10 000 €" "le joueur remporte 10 001 €" \
  "the quote says 10 001,00 € but the clause's amounts are 10 000,00 €"
figure "lots in a table" rules/fdj-super-bingo-internet-2006.yaml '"342 830 lots' '"342 831 lots' \
  "the quote says 342831 lots but the clause's lots is 342830"
# reachability that counts: with 10 balls a full card of 15 numbers and a
# joker cannot fill, whatever the bonus balls add
sed 's/    count: 15$/    count: 10/' $B >"$T/ten.yaml"
n=$(line_of $B "  - id: art-4.7/full-grid")
rc=$(lint "$T/ten.yaml")
[ "$rc" = 1 ] && grep -q "ten.yaml:$n:5: level 'art-4.7/full-grid' is unreachable on grid 'grille-2': it needs 16 marked cells, but the grid holds 15 numbers and 1 joker and the draws serving it hold 13 numbers, so at most 13 + 1 = 14 cells can be marked" "$T/err" \
  && grep -q "prize table amount 1000000 cents is reachable by no unit" "$T/err" && ok || { bad "a full card beyond the draws: exit $rc"; cat "$T/err" >&2; }
# what a unit holds left unsaid: a draw with no draw-count check, a grid-cells check short of the
# grid's cells; lint reports each at its grid or draw, and generate cannot build a unit
python3 - "$T/uncounted.yaml" "$T/short.yaml" <<'PY'
import sys
s = open("rules/fdj-bingo-2012.yaml").read()
count = '  - id: art-4.4/bonus-count\n    cites: art-4.4\n    quote: "ainsi que sur les 3 « boules Bonus »"\n' \
        '    check: draw-count\n    draws: [bonus]\n    count: 3\n'
assert count in s and "    numbers: 15\n" in s
open(sys.argv[1], "w").write(s.replace(count, ""))
open(sys.argv[2], "w").write(s.replace("    numbers: 15\n", "    numbers: 14\n", 1))
PY
rc=$(lint "$T/uncounted.yaml"); n=$(line_of $B "  - name: bonus")
[ "$rc" = 1 ] && grep -q "uncounted.yaml:$n:5: draw 'bonus' has no draw-count check" "$T/err" && ok || { bad "lint: a draw without a count: exit $rc"; cat "$T/err" >&2; }
rc=$(lint "$T/short.yaml"); n=$(line_of $B "  - name: grille-1")
[ "$rc" = 1 ] && grep -q "short.yaml:$n:5: grid 'grille-1' has 16 cells, but its grid-cells check accounts for 15" "$T/err" && ok \
  || { bad "lint: a grid-cells check short of the cells: exit $rc"; cat "$T/err" >&2; }
for f in uncounted short; do
  $LC generate --rules "$T/$f.yaml" --seed 1 --units 10 -o "$T/$f.jsonl" >/dev/null 2>"$T/err"; rc=$?
  [ "$rc" = 2 ] && grep -q "no draw-count check says\|does not account for its 16 cells" "$T/err" && [ ! -e "$T/$f.jsonl" ] && ok \
    || { bad "generate from $f.yaml: exit $rc"; cat "$T/err" >&2; }
done
# generate cannot build such a unit either, and says why (the blocks made small, so that the 3 full cards are asked)
$LC generate --rules "$T/ten.yaml" --seed 1 --units 4000 -o "$T/ten.jsonl" >/dev/null 2>"$T/err" && [ ! -s "$T/err" ] && ok \
  || bad "generate: small blocks where no full card is due"
sed -i 's/^  block_units: 1500000$/  block_units: 400000/' "$T/ten.yaml"; rm -f "$T/ten.jsonl"
$LC generate --rules "$T/ten.yaml" --seed 1 --units 400000 -o "$T/ten.jsonl" >/dev/null 2>"$T/err"; rc=$?
[ "$rc" = 2 ] && grep -q "no unit paying 1000000 cents could be built: .*the draws serving the grids are too short" "$T/err" \
  && [ ! -e "$T/ten.jsonl" ] && ok || { bad "generate of a unit no draw can make: exit $rc"; cat "$T/err" >&2; }
# ---- readings that take effect ----------------------------------------------
# every selectable reading of every bundled entry has cases written for it
# (`readings:`) whose expectation differs from the same unit's under the
# default; the interpreter passes them under that reading, and skips them
# under the defaults
python3 - >"$T/selectable" <<'PY'
import glob, yaml
for path in sorted(glob.glob("rules/*.yaml")):
    d = yaml.safe_load(open(path, encoding="utf-8"))
    for e in d["interpretations"]:
        for r in e["readings"]:
            if r["id"] != e["default"]:
                print(path, d["game"]["id"], e["id"], r["id"], e["default"], "yes" if e.get("selectable") else "no")
PY
[ "$(grep -c ' yes$' "$T/selectable")" -ge 7 ] && ok || bad "fewer selectable readings than the register has"
while read -r path game entry reading default sel; do
  if [ "$sel" = yes ]; then
    python3 - "cases/$game" "$entry" "$reading" "$default" <<'PY' && ok || bad "$entry=$reading: no case whose outcome it changes ($game)"
import glob, json, sys, yaml
d, e, r, dflt = sys.argv[1:]
cases = [c for f in glob.glob(d + "/*.yaml") for c in yaml.safe_load(open(f))["cases"]]
key = lambda c: json.dumps(c["unit"], sort_keys=True)
under = {key(c): c["expect"] for c in cases if c.get("readings", {}).get(e) == dflt}
assert any(c.get("readings", {}).get(e) == r and under.get(key(c)) not in (None, c["expect"]) for c in cases)
PY
    $LC run --rules "$path" --cases "cases/$game" --reading "$entry=$reading" --json "$T/r.json" >"$T/out" 2>&1; rc=$?
    python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["summary"]; assert s["other_readings"] > 0 and s["failed"] == 0' "$T/r.json" \
      && [ "$rc" = 0 ] && ok || bad "run --reading $entry=$reading: exit $rc"
  else   # not selectable: refused, naming the entry
    $LC run --rules "$path" --cases "cases/$game" --reading "$entry=$reading" >"$T/out" 2>&1; rc=$?
    [ "$rc" = 2 ] && grep -q "$entry is not selectable" "$T/out" && ok || bad "$entry=$reading (not selectable): exit $rc"
  fi
done <"$T/selectable"
# coverage counts readings, running the cases under every combination: it
# falls when the cases for a reading are missing, and fails when a case
# says it holds where it does not
mkdir -p "$T/cv/strip" "$T/cv/nofive"
python3 - "$T/cv" <<'PY'
import glob, os, sys, yaml
for f in glob.glob("cases/fdj-super-bingo-2004/*.yaml"):
    d = yaml.safe_load(open(f))
    strip = [{k: v for k, v in c.items() if k != "readings"} for c in d["cases"] if "--" not in c["id"]]
    nofive = [c for c in d["cases"] if "I-SB-FIVE" not in c.get("readings", {})]
    for name, cs in (("strip", strip), ("nofive", nofive)):
        yaml.safe_dump({"game": d["game"], "cases": cs}, open(os.path.join(sys.argv[1], name, os.path.basename(f)), "w"),
                       allow_unicode=True)
PY
cov() { $LC coverage --rules $S --cases "$1" --cases cases/equivalent-mutants.yaml --min-mutation 0 --min-outcomes 0 >"$T/out" 2>&1; echo $?; }
rc=$(cov cases/fdj-super-bingo-2004); [ "$rc" = 0 ] && grep -q "readings       9/9     100.0 %" "$T/out" \
  && grep -q "ran under 8 combinations of readings" "$T/out" && ok || { bad "coverage of readings: exit $rc"; cat "$T/out" >&2; }
rc=$(cov "$T/cv/nofive"); [ "$rc" = 1 ] && grep -q "readings       7/9      77.8 %" "$T/out" && grep -q "I-SB-FIVE = no-prize" "$T/out" \
  && ok || { bad "coverage without the cases for I-SB-FIVE: exit $rc"; cat "$T/out" >&2; }
rc=$(cov "$T/cv/strip"); [ "$rc" = 1 ] && grep -q "cases FAIL under readings where they say they hold (first: sb04-" "$T/out" \
  && ok || { bad "coverage, cases claiming every reading: exit $rc"; cat "$T/out" >&2; }
# a case naming a reading that can never be in force, or no entry at all
mkdir -p "$T/badcase"
sed -n '1,5p' cases/fdj-super-bingo-2004/art-3.67-doubles.yaml >"$T/badcase/a.yaml"
awk '/^  - id:/{n++} n==1' cases/fdj-super-bingo-2004/art-3.67-doubles.yaml | sed 's/^    covers: .*/&\n    readings: {I-TABLE-IS-BLOCK-LEVEL: unit-level}/' >>"$T/badcase/a.yaml"
$LC run --rules $S --cases "$T/badcase" >"$T/out" 2>&1; rc=$?
[ "$rc" = 2 ] && grep -q "a.yaml:[0-9]*:[0-9]*: .*I-TABLE-IS-BLOCK-LEVEL=unit-level can never be in force (the entry is not selectable)" "$T/out" && ok || { bad "a case under a reading never in force: exit $rc"; cat "$T/out" >&2; }
sed -i 's/I-TABLE-IS-BLOCK-LEVEL: unit-level/I-NOPE: x/' "$T/badcase/a.yaml"
$LC run --rules $S --cases "$T/badcase" >"$T/out" 2>&1; rc=$?
[ "$rc" = 2 ] && grep -q "'I-NOPE' is not an entry of fdj-super-bingo-2004's interpretation register" "$T/out" && ok || bad "a case naming no entry: exit $rc"
# eval --reading: a five-match unit pays under the default, not under no-prize
five='{"id":"five","game":"fdj-super-bingo-2004","unit":{"grids":{"bleue":[[3,null,23,33],[9,12,null,null],[6,null,null,38]],"verte":[[null,14,25,null],[1,null,27,30],[6,null,null,35]]},"draws":{"jetons-bleus":[9,23,12,38],"jetons-verts":[34,24,15,4],"bonus":[3]}}}'
echo "$five" | $LC eval --rules $S | grep -q '"status":"win","amount_cents":500000' && ok || bad "five matches under the default"
echo "$five" | $LC eval --rules $S --reading I-SB-FIVE=no-prize | grep -q '"status":"lose","amount_cents":0' && ok || bad "eval --reading I-SB-FIVE=no-prize"
echo "$five" | $LC eval --rules $S --reading=I-SB-FIVE=no-prize | grep -q '"status":"lose"' && ok || bad "eval --reading=..."
refused() {  # WHAT EXPECTED COMMAND...
  local what=$1 want=$2; shift 2
  "$@" </dev/null >"$T/out" 2>&1; local rc=$?
  [ "$rc" = 2 ] && grep -qF -- "$want" "$T/out" && ok || { bad "$what: exit $rc"; cat "$T/out" >&2; }
}
refused "an unknown reading" "'bogus' is not one of the readings of I-SB-FIVE (four-level-with-note, no-prize)" $LC eval --rules $S --reading I-SB-FIVE=bogus
refused "an unknown entry" "--reading I-NOPE=x: " $LC eval --rules $S --reading I-NOPE=x
refused "an entry of another game" "--reading I-SB-FIVE=no-prize: " $LC block --rules $B --reading I-SB-FIVE=no-prize /dev/null
refused "no =" "expected ENTRY=READING" $LC eval --rules $S --reading I-SB-FIVE
refused "chosen twice" "I-SB-FIVE is chosen twice" $LC eval --rules $S --reading I-SB-FIVE=no-prize --reading I-SB-FIVE=four-level-with-note
refused "on a command that reads no rules" "unrecognized option" $LC keygen --reading I-SB-FIVE=no-prize -o "$T/k"
# certify --reading: recorded in the JSON and the PDF, and a reservation
$LC certify --rules $S --cases cases/fdj-super-bingo-2004 --candidate "$PWD/$LC serve --rules $PWD/$S --reading I-SB-FIVE=no-prize" \
  --reading I-SB-FIVE=no-prize --fuzz 500 --sandbox none --texts rules/reglements --json "$T/c.json" --pdf "$T/c.pdf" >"$T/out" 2>&1
python3 - "$T/c.json" <<'PY' && ok || bad "certify --reading: not in the JSON"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["options"]["readings"] == ["I-SB-FIVE=no-prize"], d["options"]
five = [i for i in d["games"][0]["interpretations"] if i["id"] == "I-SB-FIVE"][0]
assert five["selected"] == "no-prize" and not five["is_default"], five
assert any("I-SB-FIVE" in r["text"] and "NOT the default" in r["text"] for r in d["reservations"]), d["reservations"]
assert any("--reading" in e and "I-SB-FIVE=no-prize" in e for e in d["environment"]), d["environment"]
assert d["options"]["texts"] == "rules/reglements", d["options"]
assert any(e.startswith("règlement texts: every quote found word for word") for e in d["environment"]), d["environment"]
assert d["games"][0]["lint"]["findings"] == 0, d["games"][0]["lint"]
PY
# certify --texts with a text changed by one byte: a lint finding, not certified
$LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate "$PWD/$LC serve --rules $PWD/$B" --fuzz 0 --sandbox none \
  --texts "$T/texts" --json "$T/ct.json" >"$T/out" 2>&1; rc=$?
[ "$rc" = 1 ] && grep -q "not the [0-9a-f]* this rules file encodes" "$T/ct.json" && ok || bad "certify --texts, a changed text: exit $rc"
$LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate "$PWD/$LC serve --rules $PWD/$B" --fuzz 0 --sandbox none \
  --texts "$T/nowhere" --json "$T/cx.json" >"$T/out" 2>&1; rc=$?
[ "$rc" = 2 ] && grep -q "cannot open the règlement text" "$T/out" && [ ! -e "$T/cx.json" ] && ok || bad "certify --texts, no text: exit $rc"
$LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate "$PWD/$LC serve --rules $PWD/$B" --fuzz 0 --sandbox none \
  --json "$T/cn.json" >"$T/out" 2>&1
grep -q "quotes NOT checked against the texts" "$T/cn.json" && ok || bad "certify without --texts: not said" 
pdftotext "$T/c.pdf" - | tr '\n' ' ' | grep -q "Reading in force: no-prize (NOT the default reading)" && ok || bad "certify --reading: not in the PDF"
# lint names the reading in force; a reading with no effect, in force, is a finding
rc=$(lint --reading I-SB-FIVE=no-prize $S); [ "$rc" = 0 ] && grep -q "I-SB-FIVE  *no-prize  (NOT the default reading)" "$T/out" && ok || bad "lint --reading: exit $rc"
sed '/^  - id: I-SB-MISPRINT-SCOPE/,/^  - id:/s/    selectable: false/    selectable: true/' $S >"$T/scope.yaml"
rc=$(lint --reading I-SB-MISPRINT-SCOPE=covers-3.3-only "$T/scope.yaml")
[ "$rc" = 1 ] && grep -q "I-SB-MISPRINT-SCOPE: the reading in force, 'covers-3.3-only', changes no outcome from the default 'covers-3.2-and-3.3' (effect: none: " "$T/err" \
  && ok || { bad "a reading in force with no effect: exit $rc"; cat "$T/err" >&2; }
# a reading no clause depends on, and not declared: a finding; declared without a reason: refused
sed '/^  - id: I-TABLE-IS-BLOCK-LEVEL/,/^$/{/        effect: none/d;/        reason: /d}' $B >"$T/undeclared.yaml"
rc=$(lint "$T/undeclared.yaml"); [ "$rc" = 1 ] && grep -q "I-TABLE-IS-BLOCK-LEVEL: reading 'unit-level' takes no effect" "$T/err" && ok || bad "an idle reading: exit $rc"
sed '/^  - id: I-TABLE-IS-BLOCK-LEVEL/,/^$/{/        reason: /d}' $B >"$T/noreason.yaml"
rc=$(lint "$T/noreason.yaml"); [ "$rc" = 1 ] && grep -q "effect: none needs its reason" "$T/err" && ok || bad "effect: none without a reason: exit $rc"
# art. 4.9, first sentence: a grid winning more than one way. A full block
# generated under the other reading holds such units (a diagonal and the
# corners besides, on 24 € units); block names them under the default. The
# default generator writes none; the other reading raises no note.
$LC generate --rules $B --seed 7 --reading I-BINGO-ONE-WAY=announces-the-rule -o "$T/two.jsonl" || bad "generate (announces-the-rule)"
$LC block --rules $B "$T/two.jsonl" --json "$T/two.json" >"$T/out" 2>&1
n=$(sed -n 's/^  note several-ways raised: \([0-9]*\)$/\1/p' "$T/out")
[ "${n:-0}" -gt 0 ] && grep -q "^    first noted: line [0-9]* serial 7-" "$T/out" && ok || { bad "block: no unit winning two ways reported"; cat "$T/out" >&2; }
python3 - "$T/two.jsonl" "$T/two.json" <<'PY' && ok || bad "the noted lines are not the units winning two ways"
import json, sys
lines = open(sys.argv[1]).read().splitlines()
shown = json.load(open(sys.argv[2]))["blocks"][0]["samples"]["note"]
D1, D2, C = [(0, 0), (1, 1), (2, 2), (3, 3)], [(0, 3), (1, 2), (2, 1), (3, 0)], [(0, 0), (0, 3), (3, 0), (3, 3)]
for s in shown:   # by hand: one diagonal complete, not both, and the four corners
    u = json.loads(lines[s[0] - 1])["unit"]
    drawn = set(u["draws"]["boules"] + u["draws"]["bonus"])
    g = u["grids"]["grille-1"]
    m = lambda cells: all(g[r][c] == "J" or g[r][c] in drawn for r, c in cells)
    assert m(C) and m(D1) != m(D2), s
assert shown
PY
$LC merge --rules $B "$T/two.json" >"$T/merged" 2>&1 && grep -q "^  note several-ways raised: $n$" "$T/merged" \
  && grep -q "^    first noted: line [0-9]* serial 7-" "$T/merged" && ok || { bad "merge: the noted units lost"; cat "$T/merged" >&2; }
# merge refuses, naming the shard: another game's rules, other rules, a file
# that is no shard, a shard whose parts do not agree
mrefused() {  # WHAT EXPECTED RULES SHARD
  $LC merge --rules "$3" "$4" >"$T/mout" 2>&1; local rc=$?
  [ "$rc" = 2 ] && grep -qF -- "$2" "$T/mout" && ok || { bad "merge, $1: exit $rc"; cat "$T/mout" >&2; }
}
mrefused "another game" "a shard of fdj-bingo-2012, not of the game of --rules" $S "$T/two.json"
{ cat $B; echo "# a comment"; } >"$T/b2.yaml"
mrefused "other rules" "verified with other rules" "$T/b2.yaml" "$T/two.json"
echo '{"format":"other"}' >"$T/notshard.json"
mrefused "no shard" "not the JSON of \`lotcert block --json\`" $B "$T/notshard.json"
python3 - "$T/two.json" "$T" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
a = dict(d, blocks=[]); json.dump(a, open(sys.argv[2] + "/noblocks.json", "w"))
b = dict(d, shard=dict(d["shard"], first_block=0)); json.dump(b, open(sys.argv[2] + "/badshard.json", "w"))
PY
mrefused "blocks missing" "\"blocks\" does not hold the shard's blocks" $B "$T/noblocks.json"
mrefused "a shard field out of range" "\"shard\" is not {first_block" $B "$T/badshard.json"
$LC block --rules $B "$T/two.jsonl" --reading I-BINGO-ONE-WAY=announces-the-rule >"$T/out" 2>&1
grep -q "several-ways" "$T/out" && bad "announces-the-rule still notes" || ok
$LC generate --rules $B --seed 7 -o "$T/one.jsonl" && $LC block --rules $B "$T/one.jsonl" >"$T/out" 2>&1; rc=$?
[ "$rc" = 0 ] && ! grep -q "note " "$T/out" && ok || { bad "the generator wrote a unit with a note: exit $rc"; cat "$T/out" >&2; }
# explain says which level the paid one does not entail
awk '/^  - id: bingo-one-way-diagonal-and-corners-joker-03$/{p=1} p&&/^    expect:/{exit} p' cases/fdj-bingo-2012/art-4.9-one-way.yaml >"$T/c.yaml"
python3 -c 'import json, sys, yaml; c = yaml.safe_load(open(sys.argv[1]))[0]; print(json.dumps({"id": c["id"], "game": "fdj-bingo-2012", "unit": c["unit"]}))' "$T/c.yaml" >"$T/c.json"
$LC explain --rules $B "$T/c.json" >"$T/out" 2>&1
grep -q "It also reaches art-4.6/corners, which art-4.6/diagonal does not entail: the grid wins more than one way." "$T/out" \
  && grep -q "grille-2: .*no winning combination" "$T/out" && grep -q "note several-ways" "$T/out" && ok || { bad "explain: two ways"; cat "$T/out" >&2; }
# a pattern grid counts no matches: explain does not say "0 numbers matched" beside the cells it marked
grep -q "^grille-1: [0-9]* cells marked: level" "$T/out" && ! grep -q "numbers matched" "$T/out" && ok \
  || bad "explain: a count of matches on a grid that counts none"
finish reglement
