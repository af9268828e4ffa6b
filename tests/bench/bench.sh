#!/usr/bin/env bash
# make bench: the kit's speed, each figure a ratio or a rate measured in
# this run against a yardstick of the same run (wc -l, a hand-written C
# tally, `block` alone), medians of interleaved rounds: the machines are
# shared and noisy, and a busy spell falls on every measure of its round
# alike. A benchmark, not a test: it prints figures and its aims, and
# asserts nothing about time. BENCH_RUNS rounds (default 5); BENCH_TABLE=1:
# the table and its details alone (not generate's times, nor the suite's).
set -eu
cd "$(dirname "$0")/../.."
LC=./lotcert RUNS=${BENCH_RUNS:-5}
D=build/bench
mkdir -p $D
trap 'rm -f $D/*.jsonl $D/t.* $D/timed.sh' EXIT
rm -f $D/t.*
cc -O2 -o $D/yardstick tests/bench/yardstick.c
make -s build/ref-candidate

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# wall seconds of one command (stdout discarded), to the file $1
secs() { local f=$1; shift; /usr/bin/time -f "%e" -o $D/t.x "$@" >/dev/null 2>&1 || true; tail -1 $D/t.x >> "$f"; }
# wall and CPU seconds (user + sys, the children waited for included)
cpu() { local f=$1; shift; /usr/bin/time -f "%e %U %S" -o $D/t.x "$@" >/dev/null 2>&1 || true
        tail -1 $D/t.x | awk '{print $1, $2 + $3}' >> "$f"; }
col() { awk -v k="$2" '{print $k}' "$1" | median; }        # column k of a file, its median
# round by round: column a of file f over column b of file g, the median
ratio() { paste "$1" "$3" | awk -v a="$2" -v b="$4" -v n="$(awk 'END {print NF}' "$1")" '{print $a / $(n + b)}' | median; }
load() { awk '{print $1, $2, $3}' /proc/loadavg; }
ONE=$(command -v taskset >/dev/null && echo "taskset -c 0" || true)   # one core, where taskset is there
echo "machine: $(nproc) cores; load average at the start $(load) (1, 5, 15 min); other work on the machine shares them"

echo "== the blocks (generated once, seeds fixed)"
gen() { $LC generate --rules "$1" --seed 42 ${3:+--units $3} -o $D/$2.jsonl; }
gen rules/fdj-bingo-2012.yaml bingo
gen tests/rules/letters-and-symbols.yaml letters 1500000
gen tests/rules/lucky-digit.yaml lucky 1512000
gen tests/rules/amigo-2014.yaml amigo 1184040
gen tests/rules/powerball-2015.yaml powerball   # a block: 1 M plays; draws serving their own cells, a drawn multiplier
gen tests/rules/daily-keno-wa.yaml keno   # a block: 1 M plays, rows as long as the spots played, a table per count
for s in 1 2 3 4 5 6 7; do gen rules/fdj-bingo-2012.yaml many-$s; done
SL=tests/rules/super-loto-1998.yaml   # a pool game: one drawing of 10 M plays
$LC generate --rules $SL --seed 42 --units 10000000 --drawing $D/drawing.json -o $D/pool.jsonl
cat $D/many-*.jsonl $D/bingo.jsonl > $D/eight.jsonl
for f in bingo letters lucky amigo powerball keno eight pool; do
  printf '  %-8s %9d units %6.0f MB\n' $f "$(wc -l < $D/$f.jsonl)" "$(stat -c %s $D/$f.jsonl | awk '{print $1 / 1e6}')"
done
units() { wc -l < $D/$1.jsonl; }
mb() { stat -c %s $D/$1.jsonl | awk '{print $1 / 1e6}'; }

B=rules/fdj-bingo-2012.yaml F=$D/bingo.jsonl
# the candidate's own CPU, measured where it runs: a wrapper that writes
# into build/bench (so no sandbox, which would make that folder read-only;
# it costs a few milliseconds a process, not a unit)
printf '#!/bin/sh\nexec /usr/bin/time -f "%%U %%S" -o %s "$@"\n' "$PWD/$D/t.candcpu" > $D/timed.sh
chmod +x $D/timed.sh
echo "== $RUNS interleaved rounds"
for i in $(seq $RUNS); do
  cat $F > /dev/null   # every reader of a round from the page cache
  cpu $D/t.block $LC block --rules $B $F
  secs $D/t.yard $D/yardstick $F
  secs $D/t.wc wc -l $F
  [ -z "$ONE" ] || secs $D/t.one $ONE $LC block --rules $B $F
  secs $D/t.letters $LC block --rules tests/rules/letters-and-symbols.yaml $D/letters.jsonl
  secs $D/t.lucky $LC block --rules tests/rules/lucky-digit.yaml $D/lucky.jsonl
  secs $D/t.amigo $LC block --rules tests/rules/amigo-2014.yaml $D/amigo.jsonl
  secs $D/t.powerball $LC block --rules tests/rules/powerball-2015.yaml $D/powerball.jsonl
  secs $D/t.keno $LC block --rules tests/rules/daily-keno-wa.yaml $D/keno.jsonl
  cat $D/pool.jsonl > /dev/null
  secs $D/t.pool $LC rapports --rules $SL $D/drawing.json $D/pool.jsonl
  secs $D/t.poolwc wc -l $D/pool.jsonl
  for who in serve ref; do
    [ $who = serve ] && cand="$LC serve --rules $B" || cand=build/ref-candidate
    : > $D/t.candcpu; chmod 666 $D/t.candcpu   # as root, lotcert runs the candidate as nobody, who must write it
    cpu $D/t.x2 $LC block --sandbox none --rules $B $F --candidate "$D/timed.sh $cand"
    echo "$(tail -1 $D/t.x2) $(awk '{print $1 + $2}' $D/t.candcpu)" >> $D/t.$who
  done
  secs $D/t.servefile $ONE $LC serve --rules $B < $F
  secs $D/t.servepipe sh -c "cat $F | $ONE $LC serve --rules $B"
  secs $D/t.reffile $ONE build/ref-candidate < $F
  cpu $D/t.efile $LC block --rules $B $D/eight.jsonl
  cpu $D/t.epipe sh -c "cat $D/eight.jsonl | $LC block --rules $B -"
  echo "  round $i done, load $(load)"
done

# Each line: what, the figure, the aim, and whether it is met ("ok" or "MISSED").
row() { awk -v w="$1" -v f="$2" -v a="$3" -v met="$4" 'BEGIN { printf "  %-52s %-40s %-22s %s\n", w, f, a, met ? "ok" : "MISSED" }'; }
met() { awk "BEGIN { print ($1) ? 1 : 0 }"; }
n=$(units bingo)
tb=$(col $D/t.block 1) tw=$(median < $D/t.wc)
rw=$(ratio $D/t.block 1 $D/t.wc 1)
echo "== the table of issue 51 (medians of $RUNS interleaved rounds; ratios round by round)"
row "block on $n Bingo units ($(mb bingo) MB)" \
    "$(awk -v t=$tb -v n=$n -v m=$(mb bingo) -v r=$rw 'BEGIN { printf "%.2f M units/s, %.0f MB/s; %.1f x wc -l", n / t / 1e6, m / t, r }')" \
    "at most 5 x wc -l" "$(met "$rw <= 5")"
tl=$(median < $D/t.letters)
row "block on letters-and-symbols ($(units letters) units)" \
    "$(awk -v t=$tl -v n=$(units letters) -v m=$(mb letters) 'BEGIN { printf "%.2f M units/s, %.0f MB/s", n / t / 1e6, m / t }')" \
    "2 M units/s, 800 MB/s" "$(met "$(units letters) / $tl >= 2e6 && $(mb letters) / $tl >= 800")"
tu=$(median < $D/t.lucky) ta=$(median < $D/t.amigo)
row "block on lucky-digit, Amigo" \
    "$(awk -v u=$tu -v a=$ta -v nu=$(units lucky) -v na=$(units amigo) -v mu=$(mb lucky) -v ma=$(mb amigo) 'BEGIN {
      printf "%.2f and %.2f M units/s, %.0f and %.0f MB/s", nu / u / 1e6, na / a / 1e6, mu / u, ma / a }')" \
    "800 MB/s each" "$(met "$(mb lucky) / $tu >= 800 && $(mb amigo) / $ta >= 800")"
tpb=$(median < $D/t.powerball) tk=$(median < $D/t.keno)
row "block on Powerball, Daily Keno (1 M plays each)" \
    "$(awk -v u=$tpb -v a=$tk -v nu=$(units powerball) -v na=$(units keno) -v mu=$(mb powerball) -v ma=$(mb keno) 'BEGIN {
      printf "%.2f and %.2f M units/s, %.0f and %.0f MB/s", nu / u / 1e6, na / a / 1e6, mu / u, ma / a }')" \
    "800 MB/s each" "$(met "$(mb powerball) / $tpb >= 800 && $(mb keno) / $tk >= 800")"
tp=$(median < $D/t.pool) rp=$(ratio $D/t.pool 1 $D/t.poolwc 1)
row "rapports on a drawing of $(units pool) plays ($(mb pool) MB)" \
    "$(awk -v t=$tp -v n=$(units pool) -v r=$rp 'BEGIN { printf "%.2f s, %.2f M plays/s; %.1f x wc -l", t, n / t / 1e6, r }')" \
    "10 M plays under 10 s" "$(met "$tp < 10 * $(units pool) / 1e7")"
rs=$(ratio $D/t.serve 1 $D/t.block 1) rr=$(ratio $D/t.ref 1 $D/t.block 1)
row "block --candidate \"lotcert serve\"" "$(awk -v r=$rs 'BEGIN { printf "%.2f x block alone", r }')" \
    "at most 3 x" "$(met "$rs <= 3")"
sf=$(median < $D/t.servefile) sp=$(median < $D/t.servepipe)
row "lotcert serve, one core" \
    "$(awk -v f=$sf -v p=$sp -v n=$n 'BEGIN { printf "%.2f M units/s from a file, %.2f from a pipe", n / f / 1e6, n / p / 1e6 }')" \
    "2 M units/s" "$(met "$n / $sf >= 2e6 && $n / $sp >= 2e6")"
# µs a unit: all the CPU of the run less the candidate's, less block alone's
kit() { awk -v n=$n '{print ($2 - $3) / n * 1e6}' "$1" | median; }
ac=$(awk -v n=$n '{print $2 / n * 1e6}' $D/t.block | median)
ps=$(awk -v k="$(kit $D/t.serve)" -v a=$ac 'BEGIN { print k - a }') pr=$(awk -v k="$(kit $D/t.ref)" -v a=$ac 'BEGIN { print k - a }')
row "protocol CPU beyond block alone" "$(awk -v s=$ps -v r=$pr 'BEGIN { printf "%.2f us/unit through serve (%.2f ref)", s, r }')" \
    "at most 0.4 us/unit" "$(met "$ps <= 0.4")"
re=$(ratio $D/t.epipe 1 $D/t.efile 1)
row "8 Bingo blocks through a pipe against the file" "$(awk -v r=$re 'BEGIN { printf "%.2f x", r }')" \
    "at most 1.2 x" "$(met "$re <= 1.2")"

echo "== the same runs in more detail"
ty=$(median < $D/t.yard) ry=$(ratio $D/t.yard 1 $D/t.block 1)
awk -v b=$tb -v y=$ty -v w=$tw -v r=$ry -v mb=$(mb bingo) -v n=$n 'BEGIN {
  printf "  lotcert block   %6.3f s  %6.2f M units/s  %6.0f MB/s\n", b, n / b / 1e6, mb / b
  printf "  yardstick       %6.3f s  %6.2f M units/s  %6.0f MB/s (tests/bench/yardstick.c: Bingo alone, one core)\n", y, n / y / 1e6, mb / y
  printf "  wc -l           %6.3f s  %6.0f MB/s\n", w, mb / w
  printf "  speed, lotcert block / yardstick: %.2f x round by round (1.00 or more: at least as fast)\n", r }'
if [ -n "$ONE" ]; then
  awk -v t="$(median < $D/t.one)" -v r="$(ratio $D/t.yard 1 $D/t.one 1)" 'BEGIN {
    printf "  lotcert block on one core: %.3f s, %.2f x the yardstick (which uses one), round by round\n", t, r }'
fi
awk -v a=$tb -v ac=$ac -v s="$(col $D/t.serve 1)" -v sk="$(kit $D/t.serve)" -v f="$(col $D/t.ref 1)" -v fk="$(kit $D/t.ref)" \
    -v sr=$rs -v fr=$rr -v n=$n -v rf="$(median < $D/t.reffile)" 'BEGIN {
  printf "  block alone                          %6.3f s  lotcert CPU %.2f us/unit\n", a, ac
  printf "  block --candidate \"lotcert serve\"    %6.3f s  lotcert CPU %.2f us/unit  %.2f x block alone\n", s, sk, sr
  printf "  block --candidate ref-candidate      %6.3f s  lotcert CPU %.2f us/unit  %.2f x block alone\n", f, fk, fr
  printf "  ref-candidate alone, one core: %.2f M units/s\n", n / rf / 1e6 }'
awk -v f="$(col $D/t.efile 1)" -v p="$(col $D/t.epipe 1)" -v fc="$(col $D/t.efile 2)" -v pc="$(col $D/t.epipe 2)" 'BEGIN {
  printf "  8 blocks from the file %.2f s, from a pipe %.2f s (cat shares the cores); CPU %.2f and %.2f s\n", f, p, fc, pc }'
echo "  peak RSS of block, from the file: $(/usr/bin/time -f "%M" -o $D/t.x $LC block --rules $B $F >/dev/null 2>&1; tail -1 $D/t.x) KB;" \
     "from a pipe, 8 blocks: $(/usr/bin/time -f "%M" -o $D/t.x sh -c "cat $D/eight.jsonl | $LC block --rules $B - >/dev/null" 2>&1; tail -1 $D/t.x) KB (bound: 65536 KB)"
echo "machine: load average at the end $(load)"
rm -f $D/many-*.jsonl $D/eight.jsonl
[ -z "${BENCH_TABLE:-}" ] || exit 0

echo "== generate (1 500 000 units, median of 3): to a file (-o, fsync'd), and to /dev/null"
for r in rules/*.yaml; do
  g=$(basename "$r" .yaml)
  : > $D/t.g; : > $D/t.p
  for i in 1 2 3; do secs $D/t.g $LC generate --rules "$r" --seed 42 -o $D/$g.jsonl; secs $D/t.p $LC generate --rules "$r" --seed 42; done
  printf '  %-32s %5.2f s to the file, %5.2f s to /dev/null  (%s bytes)\n' "$g" "$(median < $D/t.g)" "$(median < $D/t.p)" "$(stat -c %s $D/$g.jsonl)"
done

echo "== the suite: every case, and the differential fuzzer (medians of 3)"
nc=$(cat cases/*/*.yaml | grep -c '^  - id: ')
for cand in "" build/ref-candidate "python3 tests/candidates/python_candidate.py"; do
  : > $D/t.s
  for i in 1 2 3; do secs $D/t.s $LC run --rules rules --cases cases ${cand:+--candidate "$cand"}; done
  awk -v t="$(median < $D/t.s)" -v n="$nc" -v c="${cand:-the interpreter}" 'BEGIN { printf "  %d cases through %-46s %6.3f s (the aim: under 1 s)\n", n, c, t }'
done
: > $D/t.s
for i in 1 2 3; do secs $D/t.s $LC run --rules rules --fuzz 100000 --candidate build/ref-candidate; done
awk -v t="$(median < $D/t.s)" 'BEGIN { printf "  run --fuzz 100000 through the C reference candidate: %.2f s, %.0f units/s\n", t, 100000 / t }'
