#!/usr/bin/env bash
# Emissions at production scale: declared lots checked unit by unit, many
# blocks in one pass with duplicates found across all of them (in order and
# in any order), both tails of the spread tests, and shards verified apart
# then merged into the figures of one run. Blocks of 20 000 units here.
# Prints "emissions: N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
B=rules/fdj-bingo-2012.yaml N=20000
blk() { $LC block --rules $B --units $N "$@" >"$T/out" 2>"$T/err"; echo $?; }
has() { grep -qF -- "$1" "$T/out"; }

# ---- declared lots ----------------------------------------------------------
$LC generate --rules $B --seed 1 --units $N --declare-lots -o "$T/d.jsonl" || bad "generate --declare-lots"
[ "$(grep -c '},"lot_cents":[0-9]*}$' "$T/d.jsonl")" = $N ] && ok || bad "every generated line declares its lot"
rc=$(blk "$T/d.jsonl"); [ "$rc" = 0 ] && has "declared lots: $N units" && ok || { bad "declared block: exit $rc"; cat "$T/out" >&2; }

# A winner made a loser: its draws swapped for those of a losing unit; its
# declared lot stays. The serial is named with both amounts.
python3 - "$T/d.jsonl" "$T/loser.jsonl" <<'PY' >"$T/loser.txt" || bad "no winner to change"
import json, sys
lines = open(sys.argv[1]).read().splitlines()
units = [json.loads(l) for l in lines]
lose = next(u for u in units if u["lot_cents"] == 0)
i = next(i for i, u in enumerate(units) if u["lot_cents"] == 400 and i > 500)
units[i]["unit"]["draws"] = {k: [] for k in units[i]["unit"]["draws"]}   # nothing drawn: nothing won
open(sys.argv[2], "w").write("\n".join(json.dumps(u, separators=(",", ":")) for u in units) + "\n")
print(i + 1, units[i]["id"])
PY
read -r line serial <"$T/loser.txt"
rc=$(blk "$T/loser.jsonl")
[ "$rc" = 1 ] && has "units not paying their declared lot: 1 (line $line serial $serial declared 4,00 €, pays 0,00 €)" \
  && has "NOT CONFORMING" && ok || { bad "winner made loser: exit $rc"; grep -i declared "$T/out" >&2; }
grep -E '^ +4,00 € +[0-9]+ +([0-9]+) +([0-9]+)  DIFFERS' "$T/out" >/dev/null && ok || bad "declared against found per amount"
# one line without its lot in a declared block; a lot that is no amount
sed '7s/,"lot_cents":[0-9]*}$/}/' "$T/d.jsonl" >"$T/undecl.jsonl"
rc=$(blk "$T/undecl.jsonl"); [ "$rc" = 1 ] && has "1 units declaring none" && ok || bad "undeclared unit: exit $rc"
sed '9s/,"lot_cents":[0-9]*}$/,"lot_cents":"8"}/' "$T/d.jsonl" >"$T/badlot.jsonl"
rc=$(blk "$T/badlot.jsonl"); [ "$rc" = 1 ] && has 'unreadable lines: 1 (line 9: "lot_cents" is not a whole number' && ok \
  || { bad "lot as text: exit $rc"; grep -i unread "$T/out" >&2; }

# a candidate is never told the lot: cut from the line it is sent, whether
# the lot ends the line (the fast path) or sits elsewhere (jansson's)
head -300 "$T/d.jsonl" | sed '5s/^{"id":\("[^"]*"\),\(.*\),"lot_cents":\([0-9]*\)}$/{"lot_cents":\3, "id":\1,\2}/' >"$T/d300.jsonl"
grep -q '^{"lot_cents"' "$T/d300.jsonl" && ok || bad "a line with its lot first"
$LC block --rules $B --units 300 --sandbox none --candidate "sh -c 'tee $T/seen | $(realpath "$LC") serve --rules $PWD/$B'" \
  "$T/d300.jsonl" >"$T/out" 2>&1
[ "$(wc -l <"$T/seen")" = 300 ] && ! grep -q lot_cents "$T/seen" && has "candidate disagreements: 0" && ok \
  || { bad "lots sent to a candidate"; grep -m3 lot_cents "$T/seen" >&2; tail -3 "$T/out" >&2; }

# ---- the spread: both tails ---------------------------------------------------
# the same units, winners moved to perfectly regular places, then all to the front
python3 - "$T/d.jsonl" "$T" <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines()
win = [l for l in lines if not l.endswith('"lot_cents":0}')]
lose = [l for l in lines if l.endswith('"lot_cents":0}')]
step = len(lines) / len(win)
out, w, l = [], iter(win), iter(lose)
placed = 0
for k in range(len(lines)):
    if placed < len(win) and k >= placed * step:
        out.append(next(w)); placed += 1
    else:
        out.append(next(l))
open(sys.argv[2] + "/regular.jsonl", "w").write("\n".join(out) + "\n")
open(sys.argv[2] + "/clustered.jsonl", "w").write("\n".join(win + lose) + "\n")
PY
rc=$(blk "$T/regular.jsonl")
[ "$rc" = 1 ] && grep -q "p(regular) = 0.0000  TOO REGULAR" "$T/out" && grep -q "p(too many) = 0.0000  TOO REGULAR" "$T/out" \
  && ok || { bad "regular winners: exit $rc"; grep -A2 spread "$T/out" >&2; }
rc=$(blk "$T/clustered.jsonl")
[ "$rc" = 1 ] && grep -q "p(clustered) = 0.0000, p(regular) = 1.0000  CLUSTERED" "$T/out" \
  && grep -q "p(too few) = 0.0000, p(too many) = 1.0000  CLUSTERED" "$T/out" \
  && ok || { bad "clustered winners: exit $rc"; grep -A2 spread "$T/out" >&2; }
# both tails of both tests, in the JSON too
blk "$T/regular.jsonl" --json "$T/r.json" >/dev/null
python3 -c '
import json, sys; s = json.load(open(sys.argv[1]))["blocks"][0]["spread"]
assert s["chi2_p_low"] < 1e-6 and s["runs_p_many"] < 1e-6 and s["chi2_p"] > 0.5 and s["runs_p_few"] > 0.5, s' "$T/r.json" \
  && ok || bad "spread tails in the JSON"

# ---- many blocks, one pass ----------------------------------------------------
for s in 2 3; do $LC generate --rules $B --seed $s --units $N -o "$T/g$s.jsonl"; done
$LC generate --rules $B --seed 1 --units $N -o "$T/g1.jsonl"
cat "$T/g1.jsonl" "$T/g2.jsonl" "$T/g3.jsonl" >"$T/three.jsonl"
rc=$(blk - <"$T/three.jsonl")
[ "$rc" = 0 ] && [ "$(grep -c '^block ' "$T/out")" = 3 ] && has "total: 60000 units" && has "0 of 3 blocks not conforming" \
  && ok || { bad "three blocks through a pipe: exit $rc"; tail -5 "$T/out" >&2; }
# block 3 a copy of block 1: every unit of it a duplicate, named with the line it repeats
cat "$T/g1.jsonl" "$T/g2.jsonl" "$T/g1.jsonl" >"$T/copy.jsonl"
rc=$(blk "$T/copy.jsonl")
[ "$rc" = 1 ] && has "duplicate serials: $N (line 40001 serial 1-0000001 (as line 1), line 40002 serial 1-0000002 (as line 2)" \
  && [ "$(grep -c 'duplicate serials' "$T/out")" = 1 ] && ok || { bad "a block repeated: exit $rc"; grep -n dupl "$T/out" >&2; }
# any order: the three blocks shuffled (more runs than the buffer holds:
# they spill to TMPDIR) with one serial repeated far from its first copy
python3 - "$T/three.jsonl" "$T/shuffled.jsonl" <<'PY'
import random, sys
lines = open(sys.argv[1]).read().splitlines()
random.Random(5).shuffle(lines)
lines[50000] = lines[50000].replace(lines[50000][7:19], lines[3][7:19], 1)
open(sys.argv[2], "w").write("\n".join(lines) + "\n")
PY
$LC block --rules $B --units 60000 "$T/shuffled.jsonl" >"$T/out" 2>&1
grep -q "duplicate serials: 1 (line 50001 serial .* (as line 4))" "$T/out" && ok || { bad "duplicate in shuffled serials"; grep dupl "$T/out" >&2; }
[ -z "$(ls "$T" | grep lotcert-serials)" ] && ok || bad "spill files left in TMPDIR"
# memory stays flat: 16 blocks cost about what 1 does (the serials of
# sequential blocks are one run each)
for i in $(seq 16); do cat "$T/g2.jsonl"; done | sed 's/"id":"2-/"id":"X-/' >/dev/null   # warm the page cache
rss() { /usr/bin/time -f %M $LC block --rules $B --units $N - 2>&1 >/dev/null | tail -1; }
one=$(rss <"$T/g2.jsonl")
many=$(for i in $(seq 16); do sed "s/\"id\":\"2-/\"id\":\"$i-/" "$T/g2.jsonl"; done | rss)
[ "$many" -lt $((one + 8192)) ] && ok || bad "16 blocks took $many KiB, one block $one KiB"

# ---- shards and merge ---------------------------------------------------------
rc=$(blk "$T/three.jsonl" --json "$T/whole.json"); [ "$rc" = 0 ] && ok || bad "whole run: exit $rc"
rc=$(blk "$T/three.jsonl" --blocks 1-2 --json "$T/s1.json")
[ "$rc" = 0 ] && has "shard: blocks 1 to 2, lines 1 to 40000; the emission goes on" && ok || { bad "shard 1-2: exit $rc"; tail -3 "$T/out" >&2; }
rc=$(blk - --blocks 3- --json "$T/s2.json" <"$T/three.jsonl")
[ "$rc" = 0 ] && has "block 3 (from line 40001)" && has "shard: blocks 3 to 3, lines 40001 to 60000; the emission ends here" \
  && ok || { bad "shard 3- from a pipe: exit $rc"; tail -3 "$T/out" >&2; }
same() {  # the figures of two block JSONs
  python3 -c '
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
keys = ("blocks", "total", "conforming", "serials", "game", "rules", "options")
sys.exit(0 if all(a[k] == b[k] for k in keys) else 1)' "$1" "$2"
}
$LC merge --rules $B --json "$T/m.json" "$T/s2.json" "$T/s1.json" >"$T/out" 2>"$T/err"; rc=$?
[ "$rc" = 0 ] && same "$T/whole.json" "$T/m.json" && has "3 blocks, merged from shards: conforming" && ok \
  || { bad "merged halves differ from one run: exit $rc"; cat "$T/err" >&2; }
$LC block --rules $B --units $N "$T/three.jsonl" | grep -v "lines," >"$T/whole.txt"
grep -v "lines," "$T/out" | diff - "$T/whole.txt" >/dev/null && ok || bad "merged report differs from one run's"
merge_fails() {  # WHAT EXPECTED-TEXT SHARD...
  local what=$1 want=$2; shift 2
  $LC merge --rules $B "$@" >"$T/out" 2>"$T/err"; local rc=$?
  [ "$rc" = 2 ] && grep -qF -- "$want" "$T/err" && ok || { bad "$what: exit $rc"; cat "$T/err" >&2; }
}
blk "$T/three.jsonl" --blocks 2- --json "$T/s2b.json" >/dev/null
blk "$T/three.jsonl" --blocks 1-1 --json "$T/s1a.json" >/dev/null
merge_fails "overlap" "overlaps" "$T/s1.json" "$T/s2b.json"
merge_fails "gap" "leaves a gap after" "$T/s1a.json" "$T/s2.json"
merge_fails "missing end" "the emission goes on after this shard's last block" "$T/s1.json"
merge_fails "missing start" "blocks before it are in no shard" "$T/s2.json"
$LC block --rules rules/fdj-super-bingo-2004.yaml --units $N --json "$T/other.json" "$T/g1.jsonl" >/dev/null 2>&1
merge_fails "another game's shard" "not of the game of --rules" "$T/s1.json" "$T/other.json"
printf '{"format": "lotcert-block",\n  "game": 3\n' >"$T/broken.json"
merge_fails "broken JSON" "broken.json:3:" "$T/broken.json"
# a shard edited by hand: each inconsistency refused, naming the shard
doctor() {  # WHAT EXPECTED-TEXT JQ-FILTER: shard 2 (blocks 3-) edited, merged after shard 1
  jq "$3" "$T/s2.json" >"$T/doctored.json"
  merge_fails "$1" "$2" "$T/s1.json" "$T/doctored.json"
}
doctor "shard lines overlapping" "overlaps in lines" '.shard.first_line = 40000'
doctor "lines in no shard" "leaves lines in no shard after" '.shard.first_line = 40002'
doctor "not a block report" "not the JSON of \`lotcert block --json\`" '.format = "lotcert-certification"'
doctor "other rules" "verified with other rules" '.rules.sha256 = "00"'
doctor "a shard without its bounds" "\"shard\" is not" 'del(.shard.last_line)'
doctor "a shard ending before it starts" "\"shard\" is not" '.shard.last_block = 1'
doctor "blocks missing" "\"blocks\" does not hold the shard's blocks" '.blocks = []'
doctor "a block's figures" "blocks: \"units\" is not a count" '.blocks[0].units = "many"'
doctor "serials" "serials:" '.serials.runs = [["zz", 1, 2, 3]]'
doctor "serials emptied (a duplicate hidden)" "its serials do not account for its units" '.serials.runs = []'
doctor "a shard that names no emission" "a shard of another emission than the others" 'del(.emission)'
# shards of two emissions: refused, whatever their ranges
python3 -c 'import sys; l=open(sys.argv[1]).readlines(); l[0]=l[0].replace("\"id\":\"","\"id\":\"X",1); open(sys.argv[2],"w").writelines(l)' \
  "$T/three.jsonl" "$T/three-other.jsonl"
blk "$T/three-other.jsonl" --blocks 3- --json "$T/s2o.json" >/dev/null
merge_fails "shards of two emissions" "a shard of another emission than the others" "$T/s1.json" "$T/s2o.json"
blk "$T/three.jsonl" --blocks 3- --alpha 0.01 --json "$T/s2a.json" >/dev/null
merge_fails "other options" "verified with other options" "$T/s1.json" "$T/s2a.json"
# a duplicate across shards: neither shard sees it, the merge does, as one run does
blk "$T/copy.jsonl" --json "$T/cw.json" >/dev/null
blk "$T/copy.jsonl" --blocks 1-1 --json "$T/c1.json" >/dev/null
rc=$(blk "$T/copy.jsonl" --blocks 2- --json "$T/c2.json"); [ "$rc" = 0 ] && ok || bad "shard 2-3 alone: exit $rc"
$LC merge --rules $B --json "$T/cm.json" "$T/c1.json" "$T/c2.json" >"$T/out" 2>&1; rc=$?
[ "$rc" = 1 ] && same "$T/cw.json" "$T/cm.json" && has "duplicate serials: $N (line 40001 serial 1-0000001 (as line 1)" && ok \
  || { bad "duplicate across shards: exit $rc"; grep dupl "$T/out" >&2; }
# merged files merge again
blk "$T/copy.jsonl" --blocks 2-2 --json "$T/c2a.json" >/dev/null
blk "$T/copy.jsonl" --blocks 3- --json "$T/c3a.json" >/dev/null
merge_fails "a partial merge without --partial" "blocks before it are in no shard" "$T/c2a.json" "$T/c3a.json"
$LC merge --rules $B --partial --json "$T/c23.json" "$T/c2a.json" "$T/c3a.json" >"$T/out" 2>&1
has "shard: blocks 2 to 3, lines 20001 to 60000; the emission ends here" && ok || { bad "merge --partial"; cat "$T/out" >&2; }
$LC merge --rules $B --json "$T/cm2.json" "$T/c1.json" "$T/c23.json" >/dev/null 2>&1
same "$T/cw.json" "$T/cm2.json" && ok || bad "a merge of merges"
rc=$(blk "$T/three.jsonl" --blocks 4-); [ "$rc" = 2 ] && grep -q "the emission ends before block 4" "$T/err" && ok || bad "shard past the end: exit $rc"
for r in 0-2 2-1 x 3-x; do
  rc=$(blk "$T/three.jsonl" --blocks $r); [ "$rc" = 2 ] && grep -q "expected A-B or A-" "$T/err" && ok || bad "--blocks $r: exit $rc"
done
rc=$(blk "$T/three.jsonl" --json "$T/no/such/dir/x.json"); [ "$rc" = 2 ] && [ ! -e "$T/no" ] && ok || bad "--json to a missing folder: exit $rc"
$LC merge --help | grep -q "usage: lotcert merge" && ok || bad "merge --help"
# What a real emission draws: a Bingo unit holds 15 numbers of 1-75 on each grid, so 3 bonus numbers
# drawn at random put at least one on a given grid with probability 1 - (60/75)^3 = 0.49. The generator
# puts them there in that proportion (it once never did), and a candidate whose bonus serves grille-2
# only disagrees on the units where a bonus completes grille-1's pattern.
$LC generate --rules rules/fdj-bingo-2012.yaml --seed 5 --units 50000 -o "$T/bonus.jsonl"
python3 - "$T/bonus.jsonl" <<'PY' && ok || bad "generated bonus numbers do not land on the grids in their proportion"
import json, sys
n, hits = 0, {"grille-1": 0, "grille-2": 0}
for line in open(sys.argv[1]):
    u = json.loads(line)["unit"]; n += 1
    bonus = set(u["draws"]["bonus"])
    for g in hits:
        hits[g] += bool(bonus & {x for row in u["grids"][g] for x in row if isinstance(x, int)})
share = {g: h / n for g, h in hits.items()}
assert all(0.42 < s < 0.56 for s in share.values()), share
PY
$LC block --rules rules/fdj-bingo-2012.yaml "$T/bonus.jsonl" --units 50000 \
  --candidate "python3 tests/candidates/python_candidate.py --fault bingo-bonus-grille-2-only" >"$T/bonus.out" 2>&1
n=$(sed -n 's/^  candidate disagreements: \([0-9]*\)$/\1/p' "$T/bonus.out")
[ "${n:-0}" -gt 100 ] && ok || bad "a candidate whose bonus serves grille-2 only agrees with a generated block ($n disagreements)"
finish emissions
