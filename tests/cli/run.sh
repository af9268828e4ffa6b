#!/usr/bin/env bash
# CLI tests: exit codes, messages and protocol behaviour of ./lotcert, as a
# user or a pipeline sees them. Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
# expect_exit CODE DESCRIPTION CMD...: run CMD, keep stdout/stderr in $T/out,$T/err
expect_exit() {
  local want=$1 what=$2; shift 2
  "$@" >"$T/out" 2>"$T/err"; local got=$?
  if [ "$got" = "$want" ]; then ok; else bad "$what: exit $got, expected $want"; sed 's/^/  | /' "$T/err" >&2; fi
}
expect_grep() {  # expect_grep FILE PATTERN DESCRIPTION
  if grep -qE -- "$2" "$1"; then ok; else bad "$3: no /$2/ in $1"; sed 's/^/  | /' "$1" | head -5 >&2; fi
}
mutate() {  # mutate SRC OUT PYTHON-REPLACE-FROM PYTHON-REPLACE-TO
  python3 -c 'import sys; s=open(sys.argv[1]).read(); assert sys.argv[3] in s, sys.argv[3]; open(sys.argv[2],"w").write(s.replace(sys.argv[3], sys.argv[4], 1))' "$@"
}

# --- lint ----------------------------------------------------------------
expect_exit 0 "lint bundled rules" $LC lint rules/*.yaml
expect_grep "$T/out" "385 929 lots, 1 980 000 €" "lint Bingo totals"
expect_grep "$T/out" "342 830 lots, 1 870 000 €" "lint Super Bingo totals"
expect_grep "$T/out" "payout ratio 66.00 %" "lint Bingo payout"
expect_grep "$T/out" "payout ratio 62.33 %" "lint Super Bingo payout"
expect_grep "$T/out" "I-SB-DISTINCT +once" "lint readings in force"
expect_exit 0 "lint a directory" $LC lint rules

B=rules/fdj-bingo-2012.yaml
line_of() { grep -nF -- "$2" "$1" | head -1 | cut -d: -f1; }

mutate $B "$T/type.yaml" "    rows: 4" "    rows: four"
expect_exit 1 "lint wrong type" $LC lint "$T/type.yaml"
expect_grep "$T/err" "^$T/type.yaml:$(line_of $B '    rows: 4'):[0-9]+: at grids\[0\]\.rows: expected an integer" "wrong type position"

mutate $B "$T/unknown.yaml" "    jokers: 1" "    joker: 1"
expect_exit 1 "lint unknown key" $LC lint "$T/unknown.yaml"
expect_grep "$T/err" ":$(line_of $B '    jokers: 1'):5: at composition\[0\]: unknown key 'joker'" "unknown key position"

mutate $B "$T/dup.yaml" "    blanks: 0" "    blanks: 0
    blanks: 1"
expect_exit 1 "lint duplicate key" $LC lint "$T/dup.yaml"
expect_grep "$T/err" ":$(( $(line_of $B '    blanks: 0') + 1 )):5: duplicate key 'blanks'" "duplicate key position"

mutate $B "$T/cite.yaml" "      cites: art-4.8
" ""
expect_exit 1 "lint missing citation" $LC lint "$T/cite.yaml"
expect_grep "$T/err" ":[0-9]+:7: at combination\.across_grids\[0\]: clause 'art-4.8/sum' has no citation" "missing citation"

mutate $B "$T/euro.yaml" "total_cents: 9200000}" "total_cents: 9200100}"
expect_exit 1 "lint row total off by one euro" $LC lint "$T/euro.yaml"
expect_grep "$T/err" ":$(line_of $B 'total_cents: 9200000}'):7: prize table row: 920 lots x 10000 cents = 9200000 cents, but the row prints 9200100" "row total"

mutate $B "$T/unreach.yaml" "{lots: 920, amount_cents: 10000, total_cents: 9200000}" "{lots: 920, amount_cents: 9000, total_cents: 8280000}"
mutate "$T/unreach.yaml" "$T/unreach2.yaml" "  total_cents: 198000000" "  total_cents: 197080000"
expect_exit 1 "lint unreachable amount" $LC lint "$T/unreach2.yaml"
expect_grep "$T/err" ":$(line_of $B '{lots: 920,'):7: prize table amount 9000 cents is reachable by no unit" "unreachable amount"

mutate rules/fdj-super-bingo-2004.yaml "$T/twice.yaml" "    default: once
    selected: once" "    default: once
    selected: twice"
expect_exit 0 "lint a file with another reading selected" $LC lint "$T/twice.yaml"
expect_grep "$T/out" "I-SB-DISTINCT +twice  \(NOT the default reading\)" "lint flags a reading other than the default"
python3 -c 'import sys; s=open(sys.argv[1]).read(); a=s.index("  payout_bounds:"); b=s.index("interpretations:"); open(sys.argv[2],"w").write(s[:a]+"\n"+s[b:])' $B "$T/nobound.yaml"
expect_exit 0 "lint a file without payout bounds" $LC lint "$T/nobound.yaml"
expect_grep "$T/out" "payout ratio 66.00 %$" "no bound, no bound printed"
mkdir -p "$T/empty"
expect_exit 2 "lint an empty directory" $LC lint "$T/empty"
expect_grep "$T/err" "directory holds no .yaml file" "empty directory named"
expect_exit 2 "lint a missing file" $LC lint rules/none.yaml
expect_grep "$T/err" "rules/none.yaml: cannot open" "missing file message"
expect_exit 0 "lint without arguments lints the bundled rules" $LC lint
expect_grep "$T/out" "^3 files, 0 findings" "lint without arguments names the bundled files"

# --- eval, serve, explain ------------------------------------------------
U='{"grids":{"grille-1":[[1,2,3,4],[5,"J",7,8],[9,10,11,12],[13,14,15,16]],"grille-2":[[21,22,23,24],[25,"J",27,28],[29,30,31,32],[33,34,35,36]]},"draws":{"boules":[1,11,16,21,22,23,24,60,61,62,63,64,65,66,67],"bonus":[68,69,70]}}'
echo "$U" > "$T/unit.json"
expect_exit 0 "eval a bare unit" $LC eval --rules $B "$T/unit.json"
expect_grep "$T/out" '^\{"status":"win","amount_cents":2400,"grids":\{"grille-1":2000,"grille-2":400\},"notes":\[\],"trace":\[' "eval outcome"
printf '%s\n' "{\"id\":\"r1\",\"game\":\"fdj-bingo-2012\",\"unit\":$U}" 'not json' '{"id":"r3","game":"fdj-loto","unit":{}}' \
  "{\"id\":\"r4\",\"game\":\"fdj-bingo-2012\",\"unit\":{\"grids\":{}}}" "{\"id\":\"r5\",\"game\":\"fdj-bingo-2012\",\"unit\":$U}" > "$T/req.jsonl"
expect_exit 0 "serve answers every line" $LC serve --rules rules < "$T/req.jsonl"
[ "$(wc -l < "$T/out")" = 5 ] && ok || bad "serve: expected 5 answers, got $(wc -l < "$T/out")"
expect_grep "$T/out" '^\{"id":"r1","status":"win","amount_cents":2400' "serve answer 1 with id first"
expect_grep "$T/out" '^\{"id":null,"error":"line 2, column [0-9]+: invalid JSON' "serve garbage line"
expect_grep "$T/out" '^\{"id":"r3","error":"unknown game' "serve unknown game"
expect_grep "$T/out" '^\{"id":"r4","error":"' "serve shape error"
expect_grep "$T/out" '^\{"id":"r5","status":"win"' "serve carries on"
expect_exit 2 "explain with unreadable lines" $LC explain --rules rules "$T/req.jsonl"
expect_grep "$T/err" "^$T/req.jsonl:3: unknown game 'fdj-loto'" "explain names the file and the bad line"
expect_grep "$T/err" "^$T/req.jsonl:2:[0-9]+: invalid JSON" "explain names the file, line and column"
expect_grep "$T/out" "^Unit r5" "explain carries on past unreadable lines"
expect_exit 0 "explain" $LC explain --rules $B "$T/unit.json"
expect_grep "$T/out" "art-4.8/sum \(art-4.8\): « les gains s'additionnent" "explain cites the article and its words"
expect_grep "$T/out" "\[  1\]" "explain marks cells"
expect_exit 2 "eval with unreadable rules" $LC eval --rules "$T/type.yaml" "$T/unit.json"
expect_grep "$T/err" "type.yaml:[0-9]+:[0-9]+: at grids\[0\]\.rows" "eval names the rules error"
expect_exit 2 "eval a missing input" $LC eval --rules $B "$T/none.json"

# --- coverage ---------------------------------------------------------------
expect_exit 0 "coverage of the bundled suite" $LC coverage --rules rules --cases cases --json "$T/cov.json" --stryker "$T/mut.json"
expect_grep "$T/out" "mutation score 100.0 %" "coverage mutation score"
expect_grep "$T/out" "clauses 100.0 %, readings 100.0 %" "coverage clauses and readings"
python3 - "$T/cov.json" "$T/mut.json" <<'PY' && ok || bad "coverage JSON or Stryker report"
import json, sys
cov, mut = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
assert cov["percent"]["mutation_score"] == 100.0 and len(cov["games"]) == 3
assert all(g["mutation"]["mutants"] >= 100 for g in cov["games"])
assert mut["schemaVersion"] == "1" and len(mut["files"]) == 3
for f in mut["files"].values():
    assert f["language"] == "yaml" and f["source"].startswith("#")
    for m in f["mutants"]:
        assert m["status"] in ("Killed", "Survived", "Ignored") and m["location"]["start"]["line"] >= 1
        assert m["status"] != "Survived"
PY
for f in fdj-bingo-2012/art-4.8-sums.yaml fdj-bingo-2012/art-4.7-never.yaml fdj-super-bingo-2004/art-3.67-doubles.yaml fdj-super-bingo-internet-2006/art-4.4-composition.yaml; do
  rm -rf "$T/cx" && cp -r cases "$T/cx" && rm "$T/cx/$f"
  expect_exit 1 "coverage without $f" $LC coverage --rules rules --cases "$T/cx"
  expect_grep "$T/out" "below threshold" "coverage names the figure that dropped without $f"
done
rm -rf "$T/cx" && cp -r cases "$T/cx" && rm "$T/cx/fdj-bingo-2012/art-4.5-arrows.yaml"
expect_exit 1 "a surviving mutant is described" $LC coverage --rules rules --cases "$T/cx"
expect_grep "$T/out" "no case would notice" "survivor in words"
expect_exit 0 "thresholds are flags" $LC coverage --rules rules --cases "$T/cx" --min-mutation 90
expect_exit 2 "a bad threshold" $LC coverage --rules rules --cases cases --min-clauses 120

# --- run: options, refusals, reports ----------------------------------------
expect_exit 0 "run the suite in process" $LC run --rules rules --cases cases --junit "$T/r.xml" --json "$T/r.json"
# twins written for other readings end in --READING: counted apart, not run
NCASES=$(cat cases/*/*.yaml | grep '^  - id: ' | grep -vc -- '--')
NTWINS=$(cat cases/*/*.yaml | grep '^  - id: ' | grep -c -- '--')
expect_grep "$T/out" "$NCASES cases: $NCASES passed, 0 failed" "run counts"
expect_grep "$T/out" "$NTWINS more cases hold only under other readings" "run counts the cases for other readings"
expect_exit 0 "run: more jobs than cases" $LC run --rules rules --cases cases --candidate build/ref-candidate --jobs 8 --filter 'sb04-bonus-alone-bleue-*'
expect_grep "$T/out" "3 cases: 3 passed" "jobs capped to the cases"
expect_exit 2 "run: bad timeout" $LC run --rules rules --cases cases --timeout 0
expect_exit 2 "run: bad jobs" $LC run --rules rules --cases cases --jobs 0
expect_exit 2 "run: stray argument" $LC run --rules rules --cases cases extra
mkdir -p "$T/nocases"
expect_exit 2 "run: a cases directory with no case file" $LC run --rules rules --cases "$T/nocases"
expect_grep "$T/err" "nocases: directory holds no .yaml file" "run says the cases directory is empty"
expect_exit 2 "run: unknown option" $LC run --rules rules --cases cases --frobnicate
expect_exit 2 "run: report into a missing directory" $LC run --rules rules --cases cases --json "$T/no/such/dir/r.json"
expect_grep "$T/err" "no/such/dir/r.json: the folder .*/no/such/dir does not exist; nothing was run" "run names the report it cannot write"
ls "$T/no" >/dev/null 2>&1 && bad "a report directory appeared" || ok
expect_exit 2 "run: cases against missing rules" $LC run --rules rules/fdj-bingo-2012.yaml --cases cases
expect_grep "$T/err" "no rules file defines game" "cases for a game not loaded"
expect_exit 2 "coverage: unknown option" $LC coverage --rules rules --cases cases --frobnicate
expect_exit 2 "coverage: report into a missing directory" $LC coverage --rules rules --cases cases --json "$T/no/c.json"

# --- eval and explain: odd input ------------------------------------------------
python3 -c 'print("{\"grids\":" + "[" * 10 + "1" * (2 << 20) + "]")' > "$T/long.json"
printf '\r\n%s\r\n' "$U" >> "$T/long.json"
expect_exit 0 "eval a 2 MiB line and a CRLF line" $LC eval --rules $B "$T/long.json"
expect_grep "$T/out" '"error":"line [0-9]*: longer than the limit of 1 MiB"' "long line refused"
expect_grep "$T/out" '"status":"win","amount_cents":2400' "CRLF line read"
ANOM='{"grids":{"grille-1":[[1,2,3,4],[5,"J",7,8],[9,10,11,12],[13,14,15,16]],"grille-2":[[21,22,23,24],[25,"J",27,28],[29,30,31,32],[33,34,35,36]]},"draws":{"boules":[1,4,13,16,60,61,62,63,64,65,66,67,68,69,76],"bonus":[70,71,72]}}'
echo "$ANOM" > "$T/anomaly.json"
expect_exit 0 "explain an anomaly" $LC explain --rules $B "$T/anomaly.json"
expect_grep "$T/out" "^Anomaly: the unit breaks the composition" "explain anomaly"
expect_grep "$T/out" "art-4.2/drawn-range" "explain names the broken clause"
expect_grep "$T/out" "Remedy: void" "explain remedy"
expect_exit 0 "--version" $LC --version
expect_exit 2 "no command" $LC

# --- every command has --help; unknown commands fail ---------------------
for c in lint eval explain serve run coverage; do
  expect_exit 0 "$c --help" $LC $c --help
  expect_grep "$T/out" "^usage: lotcert $c" "$c --help text"
done
expect_exit 0 "--help" $LC --help
expect_exit 2 "unknown command" $LC frobnicate
expect_exit 2 "unknown option" $LC eval --bogus

# one meaning of "grids" under every rule: each grid's part of the lot. Under across_grids: highest
# the grid not paid shows 0 (it showed what it would have won), and explain does not say it pays
sed '/^  across_grids:/,/rule: sum/ s/rule: sum/rule: highest/' rules/fdj-super-bingo-2004.yaml > "$T/highest.yaml"
echo '{"id":"s-1","game":"fdj-super-bingo-2004","unit":{"grids":{"bleue":[[1,16,null,null],[5,null,22,35],[8,null,29,null]],"verte":[[3,null,28,null],[1,15,23,30],[5,null,null,null]]},"draws":{"jetons-bleus":[2,16,22,36],"jetons-verts":[4,14,28,39],"bonus":[9]}}}' > "$T/two-winners.jsonl"
expect_exit 0 "eval under across_grids: highest" $LC eval --rules "$T/highest.yaml" "$T/two-winners.jsonl"
expect_grep "$T/out" '"amount_cents":4000,"grids":{"bleue":4000,"verte":0},"notes":\[\]' "highest: the grid not paid shows 0"
expect_exit 0 "explain under across_grids: highest" $LC explain --rules "$T/highest.yaml" "$T/two-winners.jsonl"
expect_grep "$T/out" "^verte: .*the grid pays nothing: only one grid's lot is paid" "highest: explain says the other grid is not paid"

# five independent surfaces on one unit (the families need more than 4 grids): compiled and evaluated,
# each surface marked by the one draw, the parts added up
python3 - "$T/five.yaml" "$T/five.jsonl" <<'PY'
import json, sys, yaml
g = yaml.safe_load(open("tests/rules/morpion-3x3.yaml"))
g["game"]["edition"] = "draw"   # a channel a draw game can name
names = ["s1", "s2", "s3", "s4", "s5"]
base = g["grids"][0]
g["grids"] = [dict(base, name=n, id="art-2/" + n) for n in names]
for section in ("composition", "serving", "patterns", "levels"):
    for c in g[section]:
        if c.get("grids") == ["carre"]:
            c["grids"] = list(names)
yaml.safe_dump(g, open(sys.argv[1], "w"), allow_unicode=True, sort_keys=False)
line = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
offset = {"s1": 0, "s2": 9, "s3": 18, "s4": 0, "s5": 21}   # s1 and s4 hold the same numbers: independent surfaces
unit = {"grids": {n: [[x + offset[n] for x in r] for r in line] for n in names},
        "draws": {"tirage": [1, 2, 3, 10, 11]}}   # the first row of s1 and of s4
print(json.dumps({"id": "five", "game": g["game"]["id"], "unit": unit}), file=open(sys.argv[2], "w"))
PY
expect_exit 0 "eval, five surfaces" $LC eval --rules "$T/five.yaml" "$T/five.jsonl"
expect_grep "$T/out" '"amount_cents":1000,"grids":{"s1":500,"s2":0,"s3":0,"s4":500,"s5":0}' "five surfaces: each grid's part"

# a grid that may hold a number twice: one drawn number marks every copy, so lint and the interpreter
# agree that one number drawn can complete a line (lint said "at most 1 + 0 = 1 cells can be marked")
python3 - "$T/dup.yaml" "$T/dup.jsonl" <<'PY'
import json, sys, yaml
g = yaml.safe_load(open("tests/rules/morpion-3x3.yaml"))
g["composition"] = [c for c in g["composition"] if c["check"] != "grid-distinct"]
for c in g["composition"]:
    if c["check"] == "draw-count":
        c["count"] = 1
yaml.safe_dump(g, open(sys.argv[1], "w"), allow_unicode=True, sort_keys=False)
unit = {"grids": {"carre": [[5, 5, 5], [1, 2, 3], [4, 6, 7]]}, "draws": {"tirage": [5]}}
print(json.dumps({"id": "dup", "game": g["game"]["id"], "unit": unit}), file=open(sys.argv[2], "w"))
PY
$LC lint "$T/dup.yaml" >"$T/out" 2>&1
! grep -q "unreachable\|reachable by no unit" "$T/out" && ok || bad "lint: a number twice on a grid marks one cell only: $(grep -m1 reach "$T/out")"
expect_exit 0 "eval, a number twice on a grid" $LC eval --rules "$T/dup.yaml" "$T/dup.jsonl"
expect_grep "$T/out" '"status":"win","amount_cents":500' "one drawn number completes a line of copies"

# a card with a free centre (a joker fixed by position: grid-fixed): lint, generate and eval
R75=tests/rules/bingo75-free-centre.yaml
expect_exit 0 "lint, the free-centre card" $LC lint $R75
$LC generate --rules $R75 --seed 3 --units 3000 -o "$T/b75.jsonl"
python3 - "$T/b75.jsonl" <<'PY' && ok || bad "generate: the joker is not always at the centre"
import json, sys
for line in open(sys.argv[1]):
    card = json.loads(line)["unit"]["grids"]["carte"]
    assert card[2][2] == "J" and sum(x == "J" for r in card for x in r) == 1, card
PY
$LC block --rules $R75 --units 3000 "$T/b75.jsonl" >"$T/out" 2>&1 && ok || bad "block: a generated free-centre block not conforming"
python3 - "$T/b75.jsonl" "$T/b75-units.jsonl" <<'PY'
import json, sys
r = json.loads(open(sys.argv[1]).readline())
card = r["unit"]["grids"]["carte"]
moved = json.loads(json.dumps(r)); c = moved["unit"]["grids"]["carte"]; c[2][2], c[2][0] = c[2][0], "J"
row = json.loads(json.dumps(r)); row["id"] = "row"   # the centre row: its four numbers drawn
others = [x for x in row["unit"]["draws"]["tirage"] if x not in card[2]][:26]
row["unit"]["draws"]["tirage"] = [x for x in card[2] if x != "J"] + others
while len(row["unit"]["draws"]["tirage"]) < 30:
    row["unit"]["draws"]["tirage"].append(next(v for v in range(1, 76) if v not in row["unit"]["draws"]["tirage"]
                                                and all(v not in rr for rr in card)))
moved["id"] = "moved"
open(sys.argv[2], "w").write(json.dumps(moved) + "\n" + json.dumps(row) + "\n")
PY
$LC eval --rules $R75 "$T/b75-units.jsonl" >"$T/out" 2>&1
grep -q '"id":"moved","status":"anomaly".*"art-2/free-centre"' "$T/out" && grep -q '"id":"row","status":"win"' "$T/out" \
  && ok || { bad "eval: the joker off the centre, or the centre row"; cat "$T/out" >&2; }

# the grids' extremes: a card of 64 cells (every bit of a cell mask) and a strip of one row; lint,
# generate, block, and coverage over the fuzzer's minimal cases (their expectations are the
# interpreter's: a run of the machinery, not evidence), which lists the positions of both grids
R8=tests/rules/card-8x8-and-row.yaml
expect_exit 0 "lint, the 8 x 8 card and the strip" $LC lint $R8
$LC generate --rules $R8 --seed 3 --units 2000 -o "$T/c8.jsonl"
expect_exit 0 "block, a generated 8 x 8 block" $LC block --rules $R8 --units 2000 "$T/c8.jsonl"
python3 - "$T/c8.jsonl" <<'PY' && ok || bad "generate: the 8 x 8 card and the strip are not as composed"
import json, sys
for line in open(sys.argv[1]):
    u = json.loads(line)["unit"]; card = [x for r in u["grids"]["carte"] for x in r]; strip = u["grids"]["bande"]
    assert len(card) == 64 and len(set(card)) == 64 and all(1 <= x <= 99 for x in card), card
    assert len(strip) == 1 and len(set(strip[0])) == 5 and all(100 <= x <= 120 for x in strip[0]), strip
PY
$LC run --rules $R8 --fuzz 300 --seed 5 --fuzz-cases 40 --fuzz-out "$T/c8f" --candidate build/ref-candidate --sandbox none >/dev/null 2>&1
expect_exit 1 "coverage of the 8 x 8 card (below its thresholds)" $LC coverage --rules $R8 --cases "$T/c8f"
expect_grep "$T/out" "carte range, each cell unchecked +[0-9]+/64" "coverage: the 64 positions of the card"
expect_grep "$T/out" "bande range, each cell unchecked +[0-9]+/5" "coverage: the 5 positions of the strip"

# rules that compile under their default readings but not under another selectable one (two
# across-grids rules active at once): lint and coverage say under which, and fail
python3 - "$T/gated.yaml" <<'PY'
import sys
s = open("rules/fdj-bingo-2012.yaml").read()
s = s.replace("      rule: sum\n", "      rule: sum\n    - id: art-4.8/other\n      cites: art-4.8\n"
              "      interpretation: I-BINGO-DRAWN-DISTINCT\n      when: {I-BINGO-DRAWN-DISTINCT: within-each-draw}\n"
              "      rule: highest\n", 1)
open(sys.argv[1], "w").write(s)
PY
expect_exit 1 "coverage of rules that do not compile under a reading" $LC coverage --rules "$T/gated.yaml" --cases cases/fdj-bingo-2012
expect_grep "$T/out" "under I-BINGO-DRAWN-DISTINCT=within-each-draw the rules do not compile: a second active across-grids rule" \
  "coverage: the reading under which the rules do not compile"
expect_exit 1 "lint of rules that do not compile under a reading" $LC lint "$T/gated.yaml"
expect_grep "$T/err" "gated.yaml:[0-9]+:[0-9]+: under I-BINGO-DRAWN-DISTINCT=within-each-draw the rules do not compile: a second active across-grids rule" \
  "lint: the reading under which the rules do not compile"

# coverage sets no target that no valid unit can reach: on the 3x3 card, "one line" is exactly one
# line, so no marking reaches it together with "two lines" (the pair was a target before, never hit);
# with "at least one line" the pair is reachable and stays a target
mkdir -p "$T/reach"
python3 - "$T/reach" <<'PY'
import json, sys, yaml
g = yaml.safe_load(open("tests/rules/morpion-3x3.yaml"))
yaml.safe_dump(g, open(sys.argv[1] + "/exactly.yaml", "w"), allow_unicode=True, sort_keys=False)
for lv in g["levels"]:
    if "exactly" in lv["complete"]:
        lv["complete"] = {"family": "lines", "at_least": lv["complete"]["exactly"]}
yaml.safe_dump(g, open(sys.argv[1] + "/at-least.yaml", "w"), allow_unicode=True, sort_keys=False)
unit = {"grids": {"carre": [[1, 2, 3], [4, 5, 6], [7, 8, 9]]}, "draws": {"tirage": [1, 2, 3, 20, 21]}}
case = {"id": "one-line", "unit": unit, "expect": {"status": "win", "amount_cents": 500, "grids": {"carre": 500}, "notes": []}}
json.dump({"game": g["game"]["id"], "cases": [case]}, open(sys.argv[1] + "/cases.yaml", "w"))
PY
for v in exactly at-least; do
  $LC coverage --rules "$T/reach/$v.yaml" --cases "$T/reach/cases.yaml" --json "$T/reach/$v.json" >/dev/null 2>&1
done
python3 - "$T/reach" <<'PY' && ok || bad "coverage: a pair of levels no unit reaches together is a target, or a reachable one is not"
import json, sys
def pairs(v):
    d = json.load(open(sys.argv[1] + "/" + v + ".json"))
    return [o["target"] for o in d["games"][0]["outcomes"] if " reaches " in o["target"]]
assert pairs("exactly") == [], pairs("exactly")
assert pairs("at-least") == ["carre reaches art-3/two-lines and art-3/one-line: only the higher is paid"], pairs("at-least")
PY

# --- the interpreter knows no game ---------------------------------------
if grep -rnE --include='*.[ch]' '"(grille-[1-5]|bleue|verte|jetons-[a-z]+|boules|bonus|fdj-[a-z0-9-]+)"' src >/dev/null; then
  bad "src/ names a game's grid, draw or id"; else ok; fi
# nor a symbol, grid or draw of the test games of other families
if grep -rniE --include='*.[ch]' 'soleil|palmier|avion|valise|lettres|monde|porte-bonheur|jeu-[1-3]|demo-|amigo|bleus|"grille"|2500000' src >/dev/null; then
  bad "src/ names a symbol, grid or draw of a test game"; else ok; fi

# a mutant declared equivalent that a case kills: the declaration is wrong, and that is a failure
mkdir -p "$T/wrongeq"
cp cases/equivalent-mutants.yaml "$T/wrongeq/eq.yaml"
cat >> "$T/wrongeq/eq.yaml" <<'YAML'
  - mutant: fdj-bingo-2012:grille-1/comparison/art-4.6/corners
    reason: "Said equivalent; the several-ways note tells it apart."
YAML
expect_exit 1 "coverage with a wrong declaration" $LC coverage --rules rules/fdj-bingo-2012.yaml --cases cases/fdj-bingo-2012 --cases "$T/wrongeq/eq.yaml"
expect_grep "$T/out" "1 mutant\\(s\\) declared equivalent are killed by a case: the declarations are wrong" "coverage names the wrong declaration"
$LC certify --rules rules/fdj-bingo-2012.yaml --cases cases/fdj-bingo-2012 --cases "$T/wrongeq/eq.yaml" --fuzz 0 \
  --candidate build/ref-candidate --json "$T/wrongeq/c.json" >/dev/null 2>&1
grep -q "declared equivalent are killed by a case: the declarations are wrong (first: fdj-bingo-2012:grille-1/comparison/art-4.6/corners)" \
  "$T/wrongeq/c.json" && ok || bad "certify: a wrong declaration of an equivalent mutant is no non-conformity"

# --game: one game of the bundled rules and cases (the others left out, not refused)
n=$($LC run --rules rules/fdj-bingo-2012.yaml --cases cases/fdj-bingo-2012 | sed -n 's/^\([0-9]*\) cases:.*/\1/p')
expect_exit 0 "run --game" $LC run --game fdj-bingo-2012 --candidate build/ref-candidate
expect_grep "$T/out" "^$n cases: $n passed" "run --game runs that game's cases only"
expect_exit 2 "--rules one game, --cases all, no --game" $LC run --rules rules/fdj-bingo-2012.yaml --cases cases
expect_grep "$T/err" "--game ID keeps one game's cases only" "the refusal says how to scope"
$LC certify --rules rules/fdj-bingo-2012.yaml --cases cases --game fdj-bingo-2012 --fuzz 200 --candidate build/ref-candidate \
  --json "$T/game.json" >/dev/null 2>&1
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert [g["id"] for g in d["games"]] == ["fdj-bingo-2012"], d["games"]' \
  "$T/game.json" 2>/dev/null && ok || bad "certify --game: one game certified"
expect_exit 2 "--game of no rules file" $LC run --game fdj-bingo-2021 --candidate build/ref-candidate
expect_grep "$T/err" "no rules file given defines game 'fdj-bingo-2021' \(they define: fdj-bingo-2012" "--game names the games there are"
expect_exit 2 "--game twice" $LC run --game fdj-bingo-2012 --game fdj-super-bingo-2004 --candidate build/ref-candidate

# lotcert help COMMAND is the command's help; a script without its run bit is said to be one
expect_exit 0 "lotcert help run" $LC help run
expect_grep "$T/out" "^usage: lotcert run " "lotcert help run gives run's usage"
printf 'print(1)\n' > "$T/noexec.py"; chmod 644 "$T/noexec.py"
expect_exit 2 "a script without its run bit" $LC run --candidate "$T/noexec.py" --filter 'sb04-double-0-*'
expect_grep "$T/err" "it is not executable \(chmod \+x it" "the script without its run bit is named so"

finish cli
