#!/usr/bin/env bash
# Emission blocks: generate then verify for every game; the same seed gives
# the same bytes; one damaged unit makes a block non-conforming and is
# named; the candidate path counts disagreements. Blocks are scaled to
# 150 000 units here (full blocks run in `make bench`).
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
N=150000
block() { $LC block --rules "$1" --units $N "$2" "${@:3}" >"$T/out" 2>"$T/err"; echo $?; }

for r in rules/*.yaml; do
  g=$(basename "$r" .yaml)
  $LC generate --rules "$r" --seed 7 --units $N -o "$T/$g.jsonl" || bad "generate $g"
  [ "$(wc -l < "$T/$g.jsonl")" = $N ] && ok || bad "$g: $N lines"
  rc=$(block "$r" "$T/$g.jsonl")
  [ "$rc" = 0 ] && grep -q "CONFORMING" "$T/out" && ok || { bad "$g: generated block not conforming (exit $rc)"; cat "$T/out" >&2; }
done

B=rules/fdj-bingo-2012.yaml F=$T/fdj-bingo-2012.jsonl
# F, 42 MB, went to the disk window by window as it grew (write-behind):
# the same bytes as the same seed to stdout
$LC generate --rules $B --seed 7 --units $N | cmp -s - "$F" && ok || bad "same seed, other bytes"
$LC generate --rules $B --seed 8 --units $N | cmp -s - "$F" && bad "another seed, same bytes" || ok
$LC generate --rules $B --seed 7 --units $N -o /dev/stdout | cmp -s - "$F" && ok || bad "-o /dev/stdout: written in place, other bytes"
# a link (as /dev/stdout is one, to a file when stdout is one) is written through, never replaced
ln -s "$T/through.jsonl" "$T/link.jsonl"
$LC generate --rules $B --seed 7 --units $N -o "$T/link.jsonl" && [ -L "$T/link.jsonl" ] && cmp -s "$T/through.jsonl" "$F" && ok \
  || bad "-o a link: the link replaced, or other bytes behind it"
rc=$(block $B - < "$F"); [ "$rc" = 0 ] && ok || bad "block from stdin: exit $rc"
rc=$(block $B "$F" --progress); grep -q "M units/s  ETA" "$T/err" && ok || bad "progress bar with --progress"
$LC generate --rules $B --seed 7 --units $N --progress -o "$T/p.jsonl" 2>"$T/err"
tr '\r' '\n' < "$T/err" | grep -q "100.0 %  $N units .* M units/s  ETA" && cmp -s "$T/p.jsonl" "$F" && ok || bad "generate --progress"
rc=$(block $B - --progress < "$F"); grep -q "units .* M units/s" "$T/err" && ok || bad "progress bar from stdin"
# blocks of 1 000 over 150 000 serials: the serial set, sized for one block,
# grows as the file goes on, and still finds no duplicate where there is none
$LC block --rules $B --units 1000 "$F" >"$T/out" 2>&1
[ "$(grep -c "^block " "$T/out")" = 150 ] && ! grep -q "duplicate serials" "$T/out" && ok || bad "serial set grown: false duplicates"

# One unit changed at a time. Line 1000 becomes the damaged one.
damage() {  # NAME PYTHON-EXPRESSION-ON-line -> new line
  python3 - "$F" "$T/$1.jsonl" "$2" <<'PY'
import json, sys
src, dst, expr = sys.argv[1], sys.argv[2], sys.argv[3]
lines = open(src).read().split("\n")
i = 999
prev = lines[i - 1]
line = lines[i]
lines[i] = eval(expr)
open(dst, "w").write("\n".join(lines))
PY
}
serial=$(sed -n 1000p "$F" | python3 -c 'import json,sys; print(json.loads(sys.stdin.read())["id"])')
damage out-of-range 'line.replace("\"boules\":[", "\"boules\":[99,", 1).replace(",", ",", 1)'
python3 - "$T/out-of-range.jsonl" <<'PY'
import json, sys
p = sys.argv[1]; lines = open(p).read().split("\n"); d = json.loads(lines[999])
d["unit"]["grids"]["grille-1"][0][0] = 99
lines[999] = json.dumps(d, separators=(",", ":")); open(p, "w").write("\n".join(lines))
PY
rc=$(block $B "$T/out-of-range.jsonl"); [ "$rc" = 1 ] && grep -q "anomalies: 1 (line 1000 serial $serial)" "$T/out" && ok || { bad "number out of range: exit $rc"; grep -i anomal "$T/out" >&2; }
damage repeated 'line.replace(json.loads(line)["id"], json.loads(prev)["id"], 1)'
rc=$(block $B "$T/repeated.jsonl"); [ "$rc" = 1 ] && grep -q "duplicate serials: 1 (line 1000 serial" "$T/out" && ok || { bad "serial repeated: exit $rc"; grep -i dupl "$T/out" >&2; }
damage cut 'line[: len(line) // 2]'
rc=$(block $B "$T/cut.jsonl"); [ "$rc" = 1 ] && grep -q "unreadable lines: 1 (line 1000: invalid JSON" "$T/out" && ok || { bad "line cut short: exit $rc"; grep -i unread "$T/out" >&2; }
# a raw tab in the serial: invalid JSON, as eval says, not a unit counted
damage tab 'line.replace("\"id\":\"", "\"id\":\"\t", 1)'
rc=$(block $B "$T/tab.jsonl"); [ "$rc" = 1 ] && grep -q "unreadable lines: 1 (line 1000: invalid JSON at column 7: control character 0x9" "$T/out" && ok || { bad "a tab in a serial: exit $rc"; grep -i unread "$T/out" >&2; }
# a winner made a loser: its draws replaced by those of a losing unit of the block
python3 - "$F" "$T/loser.jsonl" "$LC" <<'PY' || bad "no winner to change"
import json, subprocess, sys
src, dst, lc = sys.argv[1], sys.argv[2], sys.argv[3]
lines = open(src).read().split("\n")
out = subprocess.run([lc, "eval", "--rules", "rules/fdj-bingo-2012.yaml"], input="\n".join(lines[:400]) + "\n",
                     capture_output=True, text=True).stdout.split("\n")
win = next(i for i, o in enumerate(out) if '"status":"win"' in o)
lose = [i for i, o in enumerate(out) if '"status":"lose"' in o]
w = json.loads(lines[win])
for i in lose:
    cand = dict(w, unit=json.loads(lines[i])["unit"])
    lines[win] = json.dumps(cand, separators=(",", ":"))
    break
open(dst, "w").write("\n".join(lines))
print(win + 1, file=open(dst + ".line", "w"))
PY
rc=$(block $B "$T/loser.jsonl"); [ "$rc" = 1 ] && grep -q "DIFFERS" "$T/out" && ok || bad "a winner made a loser: exit $rc"

# the candidate path
S=rules/fdj-super-bingo-2004.yaml
$LC generate --rules $S --seed 3 --units 20000 -o "$T/sb.jsonl"
rc=$($LC block --rules $S --units 20000 "$T/sb.jsonl" --candidate build/ref-candidate >"$T/out" 2>&1; echo $?)
[ "$rc" = 0 ] && grep -q "candidate disagreements: 0" "$T/out" && ok || { bad "reference candidate on a block: exit $rc"; tail -5 "$T/out" >&2; }
rc=$($LC block --rules $S --units 20000 "$T/sb.jsonl" --candidate "build/ref-candidate --fault sb-bonus-ignored-verte" >"$T/out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -qE "candidate disagreements: [1-9]" "$T/out" && grep -q "the candidate answered" "$T/out" && ok \
  || { bad "a faulty candidate on a block: exit $rc"; tail -5 "$T/out" >&2; }

# an answer is checked whole: grids, remedy and notes where it gives them; a field the rules give and
# the answer leaves out is counted (the protocol lets it), and with --require-fields it disagrees
PC=tests/candidates/python_candidate.py LO=tests/candidates/hostile/leave_out.py
$LC generate --rules $S --seed 5 --units 3000 -o "$T/sb3k.jsonl"
python3 - "$T/sb3k.jsonl" "$T/sbmis.jsonl" <<'PY' || bad "no misprinted units for the block"
import json, sys, yaml
anomalies = [c["unit"] for f in ("cases/fdj-super-bingo-2004/art-3.3-composition.yaml",)
             for c in yaml.safe_load(open(f))["cases"] if c["expect"]["status"] == "anomaly"][:20]
assert len(anomalies) == 20
lines = open(sys.argv[1]).read().split("\n")[:3000]
for k, u in enumerate(anomalies):   # misprints spread through the block
    r = json.loads(lines[100 + 140 * k]); r["unit"] = u
    lines[100 + 140 * k] = json.dumps(r, separators=(",", ":"))
open(sys.argv[2], "w").write("\n".join(lines) + "\n")
PY
rc=$($LC block --rules $S --units 3000 "$T/sb3k.jsonl" --candidate "python3 $LO none $PC --swap-grids" >"$T/out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -qE "candidate disagreements: [1-9]" "$T/out" && grep -q "the rules give win [0-9]* cents, grids bleue [0-9]*, verte [0-9]*; the candidate agreed on status and amount, and gave other grids" "$T/out" && ok \
  || { bad "a block: grids that differ, the lot right, passed (exit $rc)"; grep -A3 disagree "$T/out" >&2; }
rc=$($LC block --rules $S --units 3000 "$T/sbmis.jsonl" --candidate "python3 $LO none $PC --void" >"$T/out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "candidate disagreements: 20$" "$T/out" && grep -q "remedy refund; the candidate agreed on status and amount, and gave other remedy" "$T/out" && ok \
  || { bad "a block: a misprint voided, not refunded, passed (exit $rc)"; grep -A3 disagree "$T/out" >&2; }
rc=$($LC block --rules $S --units 3000 "$T/sbmis.jsonl" --candidate "python3 $LO remedy $PC --void" >"$T/out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "candidate disagreements: 0$" "$T/out" && grep -q "answers that left out remedy (not checked): 20$" "$T/out" && ok \
  || { bad "a block: a left-out remedy not counted (exit $rc)"; grep -A3 disagree "$T/out" >&2; }
rc=$($LC block --rules $S --units 3000 "$T/sbmis.jsonl" --require-fields --candidate "python3 $LO remedy $PC --void" >"$T/out" 2>&1; echo $?)
[ "$rc" = 1 ] && grep -q "candidate disagreements: 20$" "$T/out" && grep -q 'the candidate the answer left out "remedy" (required by --require-fields)' "$T/out" && ok \
  || { bad "a block with --require-fields: a left-out remedy passed (exit $rc)"; grep -A3 disagree "$T/out" >&2; }
rc=$($LC block --rules $S --units 3000 "$T/sb3k.jsonl" --json "$T/lo.json" --candidate "python3 $LO grids $PC" >"$T/out" 2>&1; echo $?)
[ "$rc" = 0 ] && python3 -c "import json,sys; b=json.load(open(sys.argv[1]))['blocks'][0]; assert b['left_out']=={'grids':3000,'remedy':0,'notes':0}, b['left_out']" "$T/lo.json" && ok \
  || bad "a block: left-out grids not in the JSON (exit $rc)"

# a block of exactly one candidate batch (4096 units)
$LC generate --rules $S --seed 4 --units 4096 -o "$T/b4096.jsonl"
rc=$($LC block --rules $S --units 4096 "$T/b4096.jsonl" --candidate build/ref-candidate >"$T/out" 2>&1; echo $?)
[ "$rc" = 0 ] && ok || bad "a block of one whole batch: exit $rc"

# a target the rules make impossible: generate says which construct stands in the way (a joker that
# completes a one-cell pattern wherever it stands, so no unit can lose)
python3 - "$T/joker.yaml" <<'PY'
import sys, yaml
g = yaml.safe_load(open("tests/rules/morpion-3x3.yaml"))
for c in g["composition"]:
    if c["check"] == "grid-cells":
        c["numbers"], c["jokers"] = 8, 1
g["marking"] = [{"id": "art-3/joker", "cites": "art-3", "grids": ["carre"], "joker": "marked"}]
g["patterns"][0]["sets"] = [[[r, c]] for r in range(3) for c in range(3)]
yaml.safe_dump(g, open(sys.argv[1], "w"), allow_unicode=True, sort_keys=False)
PY
rc=$($LC generate --rules "$T/joker.yaml" --seed 1 --units 100 2>"$T/err" >/dev/null; echo $?)
[ "$rc" = 2 ] && grep -q "no unit paying 0 cents could be built: the units built for it paid 500 cents (carre: art-3/one-line, wanted nothing): the joker marks its cell wherever it stands" "$T/err" \
  && ok || { bad "generate: an impossible target without its reason (exit $rc)"; cat "$T/err" >&2; }

# a target the rules allow only with the jokers in the line it completes (three jokers on an 8x8
# card, five numbers drawn, a row of eight to complete): generate places the jokers there, where at
# random all three land in the row once in about 740 attempts; the block built verifies
python3 - "$T/jokers3.yaml" <<'PY'
import sys, yaml
g = yaml.safe_load(open("tests/rules/morpion-3x3.yaml"))
g["grids"][0].update(rows=8, columns=8)
for c in g["composition"]:
    if c["check"] == "grid-cells":
        c.update(numbers=61, jokers=3)
    if c["check"] in ("grid-range", "draw-range"):
        c["range"] = [1, 99]
g["marking"] = [{"id": "art-2/jokers", "cites": "art-2", "grids": ["carre"], "joker": "marked"}]
g["patterns"][0]["sets"] = [[[r, c] for c in range(8)] for r in range(8)]
g["levels"] = [{"id": "art-3/one-line", "cites": "art-3", "grids": ["carre"], "amount_cents": 500,
                "complete": {"family": "lines", "at_least": 1}}]
g["prize_table"].update(rows=[{"lots": 13000, "amount_cents": 500, "total_cents": 6500000}], lots=13000)
yaml.safe_dump(g, open(sys.argv[1], "w"), allow_unicode=True, sort_keys=False)
PY
rc=$($LC generate --rules "$T/jokers3.yaml" --seed 1 --units 2000 -o "$T/jokers3.jsonl" 2>"$T/err"; echo $?)
[ "$rc" = 0 ] && $LC block --rules "$T/jokers3.yaml" --units 2000 "$T/jokers3.jsonl" >/dev/null 2>&1 && ok \
  || { bad "generate: a win that needs the jokers in its line was not built (exit $rc)"; cat "$T/err" >&2; }

# refusals
rc=$($LC block --rules $B "$T/none.jsonl" >/dev/null 2>&1; echo $?); [ "$rc" = 2 ] && ok || bad "missing file: exit $rc"
rc=$($LC generate --rules $B >/dev/null 2>&1; echo $?); [ "$rc" = 2 ] && ok || bad "generate without seed: exit $rc"
rc=$($LC generate --rules $B --seed 1 -o "$T/no/dir/x" >/dev/null 2>&1; echo $?); [ "$rc" = 2 ] && ok || bad "generate into a missing dir: exit $rc"
for c in generate block; do $LC $c --help | grep -q "^usage: lotcert $c" && ok || bad "$c --help"; done

finish blocks
