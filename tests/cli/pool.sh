#!/usr/bin/env bash
# Pool games (jeux de répartition): Super Loto's art. 8.1 (1998) and art. 10
# (1997). The rules lint clean against the text; the cases (the answers of an
# evaluator written from the text alone) pass and reach full coverage under
# every reading; that evaluator is certified, and each of its deliberate
# faults (rounding up, rounding the sum, no roll-down, pooling the wrong
# ranks, no pooling, no fallback of rank 1, rank 2 always filled) is not; a
# drawing's published rapports are verified from the stream of its plays,
# and each way a drawing or a play can be wrong is an input error naming
# where.
set -u
. "$(dirname "$0")/lib.sh"
R=tests/rules/super-loto-1998.yaml
CAND="python3 tests/candidates/pool_candidate.py"

# ---- the case file is the generator's output, and every fault of the evaluator fails a case
run_expect "pool_cases.py --check" 0 python3 tests/cases/pool_cases.py --check
out_has "the committed file is up to date" "the cases are what the generator writes"

run_expect "lint --texts" 0 $LC lint --texts rules/reglements $R
out_has "1 file, 0 findings" "Super Loto lints clean against its text"
out_has "no chance or payout ratio is claimed" "lint claims no published chance for a pool game"
run_expect "cases" 0 $LC run --rules $R
out_has " 0 failed" "every case passes"
for r in I-SL-LAST=reserve I-SL-STEP=coarser; do
  run_expect "cases under $r" 0 $LC run --rules $R --reading $r
  out_has " 0 failed" "the cases under $r pass"
done
run_expect "coverage" 0 $LC coverage --rules $R
out_has "clauses 100.0 %, readings 100.0 %, outcomes 100.0 %, boundaries 100.0 %, mutation score 100.0 %" "full coverage"
$LC coverage --rules $R --json "$T/cov.json" >/dev/null 2>&1
n=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(1 for g in d["games"] for m in g["mutation"]["list"] if m["id"].startswith("sharing/") and m["killed_by"] > 0))' "$T/cov.json" 2>/dev/null)
[ "${n:-0}" -ge 9 ] && ok || bad "coverage: the 9 mutants of the sharing rules are not all killed ($n)"

# the bounds of the sharing: a suite of three drawings leaves them untried, and says which
mkdir -p "$T/few/fdj-super-loto-1998"
python3 - "$T/few/fdj-super-loto-1998/cases.yaml" <<'PY'
import sys
parts = open("tests/cases/fdj-super-loto-1998/cases.yaml").read().split("\n  - id: ")
open(sys.argv[1], "w").write("\n  - id: ".join(parts[:4]) + "\n")
PY
run_expect "coverage of three drawings" 1 $LC coverage --rules $R --cases "$T/few"
out_has "rang-4: a part a cent a play short of a multiple of 1,00 F" "an untried rounding bound is named"
out_has "two ranks paying the same a play (equal unit gains: not pooled)" "an untried tie is named"

# ---- the independent evaluator is certified; each of its faults is not
run_expect "certify the evaluator" 0 $LC certify --rules $R --texts rules/reglements --candidate "$CAND" \
  --fuzz 1000 --fuzz-seed 5 --sandbox none --json "$T/c.json" --pdf "$T/c.pdf"
out_has "Non-conformities (0)" "the evaluator written from the text agrees"
out_has "0 disagreements" "the fuzzer's drawings find no disagreement"
out_has "No published rapports were verified" "a pool game without a drawing verified says so"
pdftotext -layout "$T/c.pdf" "$T/c.txt"
grep -q "Ranks and the rules of sharing — fdj-super-loto-1998" "$T/c.txt" && ok || bad "the PDF has no page of ranks"
grep -q "art-10.6/cumul (art-10.6): « les sommes affectées" "$T/c.txt" && ok || bad "the PDF does not quote art. 10.6"
grep -q "rang-4 .*art-8.1.4 .*quatre .*1,00 F" "$T/c.txt" && ok || bad "the PDF's ranks: steps in the text's francs"
! grep -q "1 chance in\|Units per block" "$T/c.txt" && ok || bad "the PDF claims chances or blocks for a pool game"
for f in round-up round-sum no-roll-down pool-wrong no-pool no-fallback rank2-always; do
  run_expect "cases, fault $f" 1 $LC run --rules $R --candidate "env SL_FAULT=$f $CAND"
done
run_expect "certify, fault pool-wrong" 1 $LC certify --rules $R --candidate "env SL_FAULT=pool-wrong $CAND" \
  --fuzz 500 --fuzz-seed 5 --sandbox none
out_has "Conclusion: not certified" "a candidate pooling the wrong ranks is not certified"
run_expect "fuzz, fault no-pool" 1 $LC run --rules $R --fuzz 2000 --seed 8 --fuzz-out "$T/fz" \
  --candidate "env SL_FAULT=no-pool $CAND" --sandbox none
ls "$T"/fz/fdj-super-loto-1998/fuzz-8-*.yaml >/dev/null 2>&1 && ok || bad "the fuzzer wrote no draw: case"
run_expect "the fuzzer's case loads and passes on the rules" 0 $LC run --rules $R --cases "$T/fz"

# ---- the worked drawing: rank 1 carried over, rank 2 rolled down, ranks 3 and 4 pooled (art. 10.4-10.6)
cat >"$T/w.json" <<'EOF'
{"draws": {"boules": [3, 11, 19, 27, 35, 43], "complementaire": [7]},
 "assigned_cents": {"rang-1": 800000000, "rang-2": 60000000, "rang-3": 40000000, "rang-4": 120000000, "rang-5": 300000000},
 "plays": [{"grille": [[3, 11, 19, 27, 35, 44]]}, {"grille": [[3, 11, 19, 27, 1, 2]]}, {"grille": [[3, 11, 19, 1, 2, 4]]}],
 "counts": {"cinq": 999, "quatre": 699, "trois": 19999}}
EOF
tr -d '\n' <"$T/w.json" >"$T/w1.json"; echo >>"$T/w1.json"
run_expect "eval the worked drawing" 0 $LC eval --rules $R "$T/w1.json"
# 10.4: 8 000 000 F carried; 10.5: rank 2's 600 000 F to rank 3 (1 000 000 F for 1 000 plays);
# 10.6: rank 4's 1 714,29 F a play beats rank 3's 1 000 F: 2 200 000 F over 1 700 plays, 1 294,12 F;
# 10.2: rank 3 to 5 F below (1 290 F), rank 4 to the franc (1 294 F); rank 5: 3 000 000 F / 20 000 = 150 F
python3 - "$T/out" <<'PY' && ok || bad "the worked drawing's rapports are not the text's"
import json, sys
a = json.loads(open(sys.argv[1]).read())
r = a["ranks"]
assert a["carried_over_cents"] == 800000000, a
assert (r["rang-1"]["winners"], r["rang-2"]["winners"]) == (0, 0), r
assert (r["rang-3"]["winners"], r["rang-3"]["gain_cents"]) == (1000, 129000), r
assert (r["rang-4"]["winners"], r["rang-4"]["gain_cents"]) == (700, 129400), r
assert (r["rang-5"]["winners"], r["rang-5"]["gain_cents"]) == (20000, 15000), r
assert a["plays"] == ["rang-3", "rang-4", "rang-5"], a
PY
run_expect "eval the worked drawing, coarser" 0 $LC eval --rules $R --reading I-SL-STEP=coarser "$T/w1.json"
out_has '"rang-4":{"winners":700,"gain_cents":129000}' "pooled with rank 3, rank 4 rounds to 5 F under coarser"

run_expect "explain the worked drawing" 0 $LC explain --rules $R "$T/w1.json"
out_has "rang-3   1 000 winners; 400 000,00 F assigned, 1 000 000,00 F to share, pooled with the ranks from rang-3; 1 290,00 F each" \
  "explain: rank 3's sum after the roll-down, pooled, its unit gain"
out_has "carried over: 8 000 000,00 F" "explain: the carry-over"
out_has "art-10.6/cumul (art-10.6): « les sommes affectées à ces rangs sont additionnées" "explain quotes art. 10.6"

# ---- the protocol: a drawing is a pool game's unit, a play alone is not
printf '{"id":"a","game":"fdj-super-loto-1998","draw":%s}\n{"id":"b","game":"fdj-super-loto-1998","unit":{"grids":{"grille":[[1,2,3,4,5,6]]},"draws":{"boules":[1,2,3,4,5,6],"complementaire":[7]}}}\n' \
  "$(cat "$T/w1.json")" >"$T/req.jsonl"
run_expect "serve" 0 sh -c "$LC serve --rules $R <$T/req.jsonl"
out_has '{"id":"a","ranks":' "serve answers a drawing"
out_has '"error":"fdj-super-loto-1998 is a pool game: its unit is a whole drawing' "a play alone is refused, saying why"

# ---- a drawing's rapports from the stream of its plays
run_expect "generate" 0 $LC generate --rules $R --seed 4 --units 30000 --rare 2 --drawing "$T/d.json" -o "$T/p.jsonl"
run_expect "generate is deterministic" 0 $LC generate --rules $R --seed 4 --units 30000 --rare 2 --drawing "$T/d2.json" -o "$T/p2.jsonl"
cmp -s "$T/p.jsonl" "$T/p2.jsonl" && cmp -s "$T/d.json" "$T/d2.json" && ok || bad "the same seed gave other bytes"
[ "$(wc -l <"$T/p.jsonl")" = 30010 ] && ok || bad "30 000 plays and 2 of each of 5 classes expected"
run_expect "rapports" 0 $LC rapports --rules $R "$T/d.json" "$T/p.jsonl" --json "$T/r.json"
out_has "conforming: every published figure is the rules'" "the generated drawing conforms"
[ "$(field "$T/r.json" 'd["conforming"] and d["plays"] == 30010')" = True ] && ok || bad "rapports --json"
python3 - "$T/r.json" <<'PY' && ok || bad "every rank of the generated drawing has winners"
import json, sys
d = json.load(open(sys.argv[1]))
assert all(r["winners"] > 0 for n, r in d["ranks"].items() if n != "rang-2" or True), d["ranks"]
PY
run_expect "rapports from stdin" 0 sh -c "$LC rapports --rules $R $T/d.json - <$T/p.jsonl"
python3 - "$T/d.json" "$T/bad.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["published"]["ranks"]["rang-4"]["gain_cents"] += 100
json.dump(d, open(sys.argv[2], "w"))
PY
run_expect "rapports, a gain published wrong" 1 $LC rapports --rules $R "$T/bad.json" "$T/p.jsonl"
out_has "DIFFERS: published" "the figure that differs is named"
out_has "NOT CONFORMING: 1 figure differs" "one figure differs"
{ head -5 "$T/p.jsonl"; echo '{"grille": [[1, 2, 3, 4, 5]]}'; } >"$T/short.jsonl"
run_expect "rapports, a play of 5 numbers" 2 $LC rapports --rules $R "$T/d.json" "$T/short.jsonl"
out_has "$T/short.jsonl:6:1: expected a play" "the bad play's line is named"
{ head -3 "$T/p.jsonl"; echo '{"grille": [[1, 2, 3, 4, 5, 6]}'; } >"$T/json.jsonl"
run_expect "rapports, broken JSON" 2 $LC rapports --rules $R "$T/d.json" "$T/json.jsonl"
out_has "$T/json.jsonl:4:" "broken JSON: line and column"
echo '{"grille": [[1, 2, 3, 4, "J", 6]]}' >"$T/j.jsonl"
run_expect "rapports, a joker" 2 $LC rapports --rules $R "$T/d.json" "$T/j.jsonl"
out_has "is no number" "a joker is no number in a pool game's play"
printf '{"grille" : [ [1,2,3,4,5,6] ] }\r\n\n{"grille":[[1,2,3,4,5,99]]}\n{"grille":[[1,2,3,4,5,6]]}' >"$T/odd.jsonl"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d.pop("published"); json.dump(d,open(sys.argv[2],"w"))' \
  "$T/d.json" "$T/nopub.json"
run_expect "rapports, spaces, CRLF, a blank line, a void play, no last newline" 0 $LC rapports --rules $R "$T/nopub.json" "$T/odd.jsonl"
out_has "3 plays read (1 void," "odd lines read as plays, the void one counted"
out_has "no published rapports in the drawing file" "without published rapports, the rules' figures alone"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d["draws"]["boules"][0]=d["draws"]["boules"][1]; json.dump(d,open(sys.argv[2],"w"))' \
  "$T/d.json" "$T/dup.json"
run_expect "rapports, a drawing with a number twice" 2 $LC rapports --rules $R "$T/dup.json" "$T/p.jsonl"
out_has "the drawing breaks art-8.1/tirage-distinct" "a broken drawing is no drawing"
echo '{"draws": {"boules": [1,2,3,4,5,6], "complementaire": [7]}, "assigned_cents": {"rang-1": 1}}' >"$T/few.json"
run_expect "rapports, a rank's sum missing" 2 $LC rapports --rules $R "$T/few.json" "$T/p.jsonl"
out_has "assigned_cents.rang-2: missing" "the missing sum is named"
printf '{"draws": {"boules": [1,2,3,4,5,6],\n "complementaire": [7]},,}' >"$T/nojson.json"
run_expect "rapports, a drawing file that is no JSON" 2 $LC rapports --rules $R "$T/nojson.json" "$T/p.jsonl"
out_has "$T/nojson.json:2:" "the drawing file's line is named"
run_expect "rapports on a game that is no pool game" 2 $LC rapports --rules tests/rules/amigo-2014.yaml "$T/d.json" "$T/p.jsonl"
out_has "is not a pool game" "rapports says a game is no pool game"
run_expect "block on a pool game" 2 $LC block --rules $R "$T/p.jsonl"
out_has "lotcert rapports" "block sends a pool game to rapports"
run_expect "rapports without its plays" 2 $LC rapports --rules $R "$T/d.json"
run_expect "rapports of plays that are not there" 2 $LC rapports --rules $R "$T/d.json" "$T/none.jsonl"
out_has "none.jsonl" "the missing file is named"
run_expect "rapports --json to a folder that is not there" 2 $LC rapports --rules $R "$T/d.json" "$T/p.jsonl" --json "$T/no/r.json"
run_expect "rapports, an unknown option" 2 $LC rapports --rules $R --nope "$T/d.json" "$T/p.jsonl"
run_expect "generate --drawing for a game that is no pool game" 2 $LC generate --rules tests/rules/amigo-2014.yaml --seed 1 --drawing "$T/x.json"
out_has "--drawing and --drawings are a pool game's" "generate says --drawing is a pool game's"
run_expect "generate a pool game without --drawing" 2 $LC generate --rules $R --seed 1 --units 10
out_has "needs --drawing F and --units N" "generate says what a pool game's stream needs"
run_expect "generate --rare beyond 1000" 2 $LC generate --rules $R --seed 1 --units 10 --rare 1001 --drawing "$T/x.json"
run_expect "rapports --help" 0 $LC rapports --help
out_has "usage: lotcert rapports" "rapports has its --help"

# ---- generate --drawings: drawings at the edges, the rare ones among them
run_expect "generate --drawings" 0 $LC generate --rules $R --seed 6 --drawings 300 -o "$T/edges.jsonl"
run_expect "serve the edge drawings" 0 sh -c "$LC serve --rules $R <$T/edges.jsonl >$T/edges.out"
python3 - "$T/edges.jsonl" "$T/edges.out" <<'PY' && ok || bad "the edge drawings miss a rare kind, or one was refused"
import json, sys
reqs = [json.loads(l) for l in open(sys.argv[1])]
ans = [json.loads(l) for l in open(sys.argv[2])]
assert len(reqs) == len(ans) == 300 and not any("error" in a for a in ans)
assert any(q["draw"]["counts"]["six"] == 0 for q in reqs)                 # no six: rank 1 falls back
assert any(a["carried_over_cents"] > 0 for a in ans)                        # rank 1 carried over
assert any(a["ranks"]["rang-2"]["winners"] == 0 and q["draw"]["assigned_cents"]["rang-2"] > 0 for q, a in zip(reqs, ans))
gains = [[a["ranks"]["rang-%d" % k] for k in range(1, 6)] for a in ans]
assert any(any(r[k]["winners"] and r[k + 1]["winners"] and r[k]["gain_cents"] == r[k + 1]["gain_cents"] > 0
               for k in range(4)) for r in gains)                            # ranks pooled
PY

# ---- diff: an amendment of the sharing, drawing by drawing
sed 's/    step_cents: 100/    step_cents: 500/' $R >"$T/amended.yaml"
run_expect "diff, ranks 4-5 to 5 F" 1 $LC diff --cases tests/cases/fdj-super-loto-1998 --units 2000 --cases-out "$T/dc" $R "$T/amended.yaml"
out_has "art-10.2/arrondi-1f: step_cents: 100 → 500" "diff: the encoding's change"
out_has "rang-4's gain" "diff: drawings whose rank 4 pays otherwise"
out_has "Prize table: none (a pool game" "diff: no table for a pool game"
grep -q "^  sl-" "$T/out" && ok || bad "diff lists no case to rerun"
run_expect "diff's cases hold under the amended rules" 0 $LC run --rules "$T/amended.yaml" --cases "$T/dc"
grep -q "    draw: {" "$T"/dc/diff-01.yaml && ok || bad "diff's case of a pool game gives no draw:"
run_expect "diff under the reserve reading" 1 $LC diff --units 2000 --new-reading I-SL-LAST=reserve $R
out_has "the sum carried over" "diff: the reading changes what is carried over"
run_expect "diff of a pool game and another" 2 $LC diff $R tests/rules/amigo-2014.yaml

# ---- the language refuses what it cannot share, lint finds what it can
mut() { python3 - "$R" "$T/m.yaml" "$1" "$2" <<'PY'
import sys
s = open(sys.argv[1]).read()
assert sys.argv[3] in s, sys.argv[3]
open(sys.argv[2], "w").write(s.replace(sys.argv[3], sys.argv[4], 1))
PY
}
mut "    class: six" "    class: six
    amount_cents: 100"
run_expect "a class with an amount" 1 $LC lint "$T/m.yaml"
out_has "exactly one of amount_cents, amounts_cents (per stake), pays: printed, shared (a share of a jackpot) and class" "a class pays no amount"
mut "    classes: [cinq-c]
    only_if:" "    classes: [cinq-c, six]
    only_if:"
run_expect "a class in two ranks" 1 $LC lint "$T/m.yaml"
out_has "class 'six' is held by two ranks in one drawing" "lint: a play paid twice"
mut "  - {id: I-SL-LAST/report, cites: art-10.5, interpretation: I-SL-LAST, when: {I-SL-LAST: carry-over}, rule: unwon-last, to: carry-over}" ""
run_expect "roll-down with nowhere past the last rank" 1 $LC lint "$T/m.yaml"
out_has "an unwon lowest rank has no rank below to roll to" "lint: a sum with nowhere to go"
mut "classes: [quatre]" "classes: [quatorze]"
run_expect "a rank of an unknown class" 1 $LC lint "$T/m.yaml"
out_has "'quatorze' is no class of the levels" "an unknown class is named"
mut "    rule: equal-parts" "    rule: equal-share"
run_expect "an unknown rule" 1 $LC lint "$T/m.yaml"
out_has "equal-share" "an unknown rule is named"

finish pool
