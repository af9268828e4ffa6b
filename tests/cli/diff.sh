#!/usr/bin/env bash
# lotcert diff: what an amendment changes. The Super Bingo ticket (2004) and
# its internet edition (2006) differ in outcomes by the remedy alone; five
# changes seeded in copies of the rules are each named with a unit that
# shows them; an edit that changes no outcome exits 0; under two readings of
# one entry, the cases to rerun are the ones written twice for that entry.
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
B=rules/fdj-bingo-2012.yaml S=rules/fdj-super-bingo-2004.yaml
diff_() { $LC diff --units 4000 "$@" >"$T/out" 2>"$T/err"; echo $?; }
kinds() { grep -E '^  [0-9]+\. ' "$T/out"; }

# the 2006 internet edition against the 2004 ticket: one kind of change per kind of anomaly, the remedy
rc=$(diff_ $S rules/fdj-super-bingo-internet-2006.yaml --json "$T/sb.json")
[ "$rc" = 1 ] && [ "$(kinds | wc -l)" = 7 ] && [ "$(kinds | grep -c 'anomaly → anomaly, remedy refund → void (broken: art-4\.[234]/')" = 7 ] \
  && grep -q "^Prize table: unchanged" "$T/out" && ok || { bad "2004 → 2006: exit $rc, $(kinds | wc -l) kinds"; kinds >&2; }
python3 - "$T/sb.json" <<'PY' && ok || bad "2004 → 2006: the JSON"
import json, sys
d = json.load(open(sys.argv[1]))
kinds = {k["kind"].split("(broken: ")[1].rstrip(")") for k in d["outcomes"]}
assert kinds == {"art-4.3/grid-cells", "art-4.3/column-ranges", "art-4.3/grid-distinct", "art-4.2/token-count",
                 "art-4.2/bonus-count", "art-4.4/drawn-range", "art-4.4/token-decades"}, kinds
for k in d["outcomes"]:   # each shown with a unit that breaks that check alone, both outcomes
    assert k["old"]["remedy"] == "refund" and k["new"]["remedy"] == "void" and "grids" in k["unit"], k
assert d["rerun"] and all("remedy refund → void" in r["change"] for r in d["rerun"])
assert any(e["where"] == "art-3.3/misprint" and e["what"] == "removed" for e in d["encoding"]), d["encoding"][:5]
PY

# five changes seeded in copies, each named with a unit that shows it
seed() {  # NAME FILE SED-EXPRESSION
  sed "$3" "$2" >"$T/$1.yaml"; cmp -s "$2" "$T/$1.yaml" && bad "$1: the seeded change did not apply"
}
seed amount $B '265s/amount_cents: 200/amount_cents: 300/'
rc=$(diff_ $B "$T/amount.yaml")
[ "$rc" = 1 ] && kinds | grep -q "win 200 → win 300 cents; grille-1: art-4.6/corners → art-4.6/corners" && ok || { bad "amount: exit $rc"; kinds >&2; }
seed range $B '136s/range: \[1, 75\]/range: [1, 74]/'
rc=$(diff_ $B "$T/range.yaml")
[ "$rc" = 1 ] && kinds | grep -q "→ anomaly (broken: art-4.1/grid-range)" && grep -A2 "broken: art-4.1/grid-range" "$T/out" | grep -q '75' \
  && ok || { bad "range bound: exit $rc"; kinds >&2; }
seed pattern $B 's/      - \[\[0, 0\], \[1, 1\], \[2, 2\], \[3, 3\]\]/      - [[0, 0], [1, 1], [2, 2], [3, 2]]/'
rc=$(diff_ $B "$T/pattern.yaml")
[ "$rc" = 1 ] && kinds | grep -q "art-4.6/diagonal" && ok || { bad "pattern cell: exit $rc"; kinds >&2; }
seed remedy $S '/^anomaly:/,/^serving:/ s/remedy: refund/remedy: void/'
rc=$(diff_ $S "$T/remedy.yaml")
[ "$rc" = 1 ] && kinds | grep -q "remedy refund → void" && ! kinds | grep -vq "remedy refund → void" && ok || { bad "remedy: exit $rc"; kinds >&2; }
seed pairs $S 's/pairs: \[\[4000, 400\], \[400, 400\]\]/pairs: [[4000, 400]]/'
rc=$(diff_ $S "$T/pairs.yaml")
[ "$rc" = 1 ] && kinds | grep -q 'notes \[\] → \["combination-not-permitted"\]' && ok || { bad "permitted combination: exit $rc"; kinds >&2; }

# a draw or a grid renamed: a unit of one is no unit of the other, nothing compared (exit 2)
seed draw $B 's/bonus/extra/g'
seed grid $B 's/grille-2/grille-b/g'
for f in draw grid; do
  rc=$(diff_ $B "$T/$f.yaml"); [ "$rc" = 2 ] && grep -q "its grids and draws are not those of" "$T/err" && ok || bad "a $f renamed: exit $rc"
done
# the price of a unit, or one row's lots, changed: the table changes (exit 1), no outcome does
seed price $B '24s/unit_price_cents: 200/unit_price_cents: 250/'
seed lots $B '349s/{lots: 920, amount_cents: 10000, total_cents: 9200000}/{lots: 921, amount_cents: 10000, total_cents: 9210000}/'
for f in price lots; do
  rc=$(diff_ $B "$T/$f.yaml"); [ "$rc" = 1 ] && grep -q "^Outcomes: 0 kinds of change" "$T/out" && grep -q "^Cases whose expectation changes (rerun them): 0" "$T/out" && ok \
    || { bad "the table's $f changed: exit $rc"; tail -3 "$T/out" >&2; }
done

# an edit that changes no outcome: a title, the order of the table's rows and of the checks
python3 - $B "$T/same.yaml" <<'PY'
import sys, yaml
g = yaml.safe_load(open(sys.argv[1]))
g["game"]["title"] = "Bingo (renamed)"
g["prize_table"]["rows"].reverse()
g["composition"].reverse()
yaml.safe_dump(g, open(sys.argv[2], "w"), allow_unicode=True, sort_keys=False)
PY
rc=$(diff_ $B "$T/same.yaml")
[ "$rc" = 0 ] && grep -q "^Outcomes: 0 kinds of change" "$T/out" && grep -q "game: title: Bingo → Bingo (renamed)" "$T/out" \
  && ok || { bad "no outcome changed: exit $rc"; head -5 "$T/out" >&2; kinds >&2; }

# one file under two readings: the cases to rerun are the ones written twice for that entry
rc=$(diff_ $S --new-reading I-SB-FIVE=no-prize --json "$T/five.json")
python3 - "$T/five.json" <<'PY' && [ "$rc" = 1 ] && ok || bad "two readings of I-SB-FIVE: exit $rc"
import glob, json, sys, yaml
d = json.load(open(sys.argv[1]))
twinned = {c["id"] for f in glob.glob("cases/fdj-super-bingo-2004/*.yaml") for c in yaml.safe_load(open(f))["cases"]
           if "I-SB-FIVE" in (c.get("readings") or {}) and "--" not in c["id"]}
rerun = {r["case"] for r in d["rerun"]}
assert rerun == twinned, (sorted(rerun ^ twinned))[:5]
assert all("art-3.6/five" in k["kind"] for k in d["outcomes"]), [k["kind"] for k in d["outcomes"]]
PY

# each kind as a case that holds under NEW: the suite runs them
rc=$(diff_ $S "$T/remedy.yaml" --cases-out "$T/dcases")
$LC run --rules "$T/remedy.yaml" --cases "$T/dcases" >"$T/run.out" 2>&1 && grep -qE "^([0-9]+) cases: \1 passed" "$T/run.out" \
  && ok || { bad "the cases diff writes do not hold under NEW"; tail -3 "$T/run.out" >&2; }

# certify --since: the diff against the previous rules as an appendix of the evidence, its file identified
$LC certify --game fdj-super-bingo-internet-2006 --since $S --candidate build/ref-candidate --fuzz 0 \
  --json "$T/since.json" --pdf "$T/since.pdf" >"$T/out" 2>&1
python3 - "$T/since.json" <<'PY' && pdftotext "$T/since.pdf" - | grep -q "Appendix: what changed since the previous rules" \
  && grep -q "^since $S: 7 kinds of outcome change" "$T/out" && ok || bad "certify --since: no appendix"
import json, sys
d = json.load(open(sys.argv[1]))
s = d["since"]
assert s["game"] == "fdj-super-bingo-2004" and s["against"] == "fdj-super-bingo-internet-2006", s
assert len(s["outcomes"]) == 7 and all(k["new"]["remedy"] == "void" for k in s["outcomes"]), s["outcomes"][:1]
assert any(i["role"] == "previous rules" for i in d["identity"])
PY
rc=$($LC certify --since "$T/nowhere.yaml" --candidate build/ref-candidate >/dev/null 2>"$T/err"; echo $?)
[ "$rc" = 2 ] && ok || bad "certify --since a missing file: exit $rc"
rc=$($LC certify --rules rules --since tests/rules/morpion-3x3.yaml --candidate build/ref-candidate --fuzz 0 >/dev/null 2>"$T/err"; echo $?)
[ "$rc" = 2 ] && grep -q "no game certified is a version of this one (demo-morpion-3x3)" "$T/err" && ok \
  || bad "certify --since another game's rules: exit $rc"

# refusals
rc=$(diff_ $B $S); [ "$rc" = 2 ] && grep -q "its grids and draws are not those of" "$T/err" && ok || bad "games of two shapes: exit $rc"
rc=$(diff_ $S --new-reading I-NOWHERE=x); [ "$rc" = 2 ] && grep -q "no such entry" "$T/err" && ok || bad "an unknown reading: exit $rc"
rc=$(diff_ $S); [ "$rc" = 2 ] && ok || bad "one file and no reading: exit $rc"
$LC diff --help | grep -q "^usage: lotcert diff" && ok || bad "diff --help"

# a table amended alone: no outcome changes, the table's does, with the payout ratio
python3 - $B "$T/table.yaml" <<'PY'
import sys
s = open(sys.argv[1]).read()
for a, b in (("{lots: 100000, amount_cents: 200, total_cents: 20000000}", "{lots: 90000, amount_cents: 200, total_cents: 18000000}"),
             ("lots: 385929", "lots: 375929"), ("total_cents: 198000000", "total_cents: 196000000")):
    assert a in s, a
    s = s.replace(a, b)
open(sys.argv[2], "w").write(s)
PY
rc=$(diff_ --cases cases/fdj-bingo-2012 $B "$T/table.yaml")
[ "$rc" = 1 ] && grep -q "^  2,00 €: 100000 → 90000 lots  (changed)" "$T/out" && grep -q "^  4,00 €: 220000 → 220000 lots$" "$T/out" \
  && grep -q "payout: 66.00 % → 65.33 %" "$T/out" && grep -q "^Cases whose expectation changes (rerun them): 0" "$T/out" && ok \
  || { bad "a prize table amended alone: exit $rc"; cat "$T/out" >&2; }
finish diff
