#!/usr/bin/env bash
# make bench: emission speed, measured against yardsticks in the same run,
# with medians (the machines are shared and noisy). A benchmark, not a test:
# it prints figures and asserts nothing about time.
set -eu
cd "$(dirname "$0")/../.."
LC=./lotcert RUNS=${BENCH_RUNS:-5}
D=build/bench
mkdir -p $D
trap 'rm -f $D/*.jsonl $D/t.*' EXIT
rm -f $D/t.*
cc -O2 -o $D/yardstick tests/bench/yardstick.c

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# seconds of wall time of one command (stdout discarded)
secs() { /usr/bin/time -f "%e" "$@" 2>&1 >/dev/null | tail -1; }
rss_kb() { /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1; }
col() { awk -v k="$2" '{print $k}' "$1" | median; }   # column k of a file, its median

echo "== generate (1 500 000 units, median of 3): to a file (-o, fsync'd), and to /dev/null"
for r in rules/*.yaml; do
  g=$(basename "$r" .yaml)
  t=$(for i in 1 2 3; do secs $LC generate --rules "$r" --seed 42 -o $D/$g.jsonl; done | median)
  p=$(for i in 1 2 3; do secs $LC generate --rules "$r" --seed 42; done | median)
  printf '  %-32s %5.2f s to the file, %5.2f s to /dev/null  (%s bytes)\n' "$g" "$t" "$p" "$(stat -c %s $D/$g.jsonl)"
done
sync
echo "  the disk, for scale: $(dd if=$D/fdj-bingo-2012.jsonl of=$D/copy bs=4M conv=fsync 2>&1 | tail -1 | sed 's/.*, //') written durably (dd conv=fsync)"
rm -f $D/copy

F=$D/fdj-bingo-2012.jsonl
MB=$(stat -c %s $F | awk '{print $1 / 1e6}')
echo "== block on the Bingo block ($MB MB), median of $RUNS runs"
cat $F > /dev/null   # all three read it from the page cache
# interleaved, round by round, so that a busy spell on the shared machine
# falls on all of them alike
ONE=$(command -v taskset >/dev/null && echo "taskset -c 0")   # what the second core buys: the same on one
for i in $(seq $RUNS); do
  secs $LC block --rules rules/fdj-bingo-2012.yaml $F >> $D/t.block
  secs $D/yardstick $F >> $D/t.yard
  secs wc -l $F >> $D/t.wc
  [ -z "$ONE" ] || secs $ONE $LC block --rules rules/fdj-bingo-2012.yaml $F >> $D/t.one
done
tb=$(median < $D/t.block) ty=$(median < $D/t.yard) tw=$(median < $D/t.wc)
tr=$(paste $D/t.block $D/t.yard | awk '{print $2 / $1}' | median)
awk -v b="$tb" -v y="$ty" -v w="$tw" -v r="$tr" -v mb="$MB" 'BEGIN {
  printf "  lotcert block   %6.3f s  %6.2f M units/s  %6.0f MB/s\n", b, 1.5 / b, mb / b
  printf "  yardstick       %6.3f s  %6.2f M units/s  %6.0f MB/s\n", y, 1.5 / y, mb / y
  printf "  wc -l           %6.3f s  %6.0f MB/s\n", w, mb / w
  printf "  speed, lotcert block / yardstick: %.2f x (1.00 or more: at least as fast); round by round: %.2f x\n", y / b, r
  printf "  time, lotcert block / wc -l:      %.1f x (the aim: 5)\n", b / w }'
if [ -n "$ONE" ]; then
  t1=$(median < $D/t.one) r1=$(paste $D/t.one $D/t.yard | awk '{print $2 / $1}' | median)
  awk -v t="$t1" -v r="$r1" 'BEGIN { printf "  lotcert block on one core: %.3f s, %.2f x the yardstick (which uses one), round by round\n", t, r }'
fi
echo "  peak RSS, from the file:  $(rss_kb $LC block --rules rules/fdj-bingo-2012.yaml $F) KB"
echo "  peak RSS, from stdin:     $(/usr/bin/time -f "%M" sh -c "cat $F | $LC block --rules rules/fdj-bingo-2012.yaml - >/dev/null" 2>&1 | tail -1) KB (bound: 65536 KB)"
for r in rules/fdj-super*.yaml; do
  g=$(basename "$r" .yaml)
  t=$(for i in 1 2 3; do secs $LC block --rules "$r" $D/$g.jsonl; done | median)
  printf '  %-32s %6.3f s  %6.2f M units/s\n' "$g" "$t" "$(awk -v t=$t 'BEGIN {print 1.5 / t}')"
done

echo "== the families' test games (symbols without draws; amounts printed; a draw game's plays): generate and block, medians of 3"
for spec in letters-and-symbols:1500000 lucky-digit:1512000 amigo-2014:1184040; do   # whole blocks
  g=${spec%%:*} n=${spec#*:} r=tests/rules/${spec%%:*}.yaml
  tg=$(for i in 1 2 3; do secs $LC generate --rules "$r" --seed 42 --units $n -o $D/$g.jsonl; done | median)
  tb=$(for i in 1 2 3; do secs $LC block --rules "$r" $D/$g.jsonl; done | median)
  awk -v g="$g" -v n=$n -v tg=$tg -v tb=$tb -v b="$(stat -c %s $D/$g.jsonl)" 'BEGIN {
    printf "  %-22s %d units (%.0f MB): generate %5.2f s; block %6.3f s, %5.2f M units/s, %4.0f MB/s\n", g, n, b / 1e6, tg, tb, n / tb / 1e6, b / tb / 1e6 }'
  rm -f $D/$g.jsonl
done

echo "== many blocks: 1, 2, 4 and 8 Bingo blocks in one stream (medians of 3 interleaved rounds)"
# eight blocks of distinct serials (seeds 1 to 7, and the block above)
for s in 1 2 3 4 5 6 7; do $LC generate --rules rules/fdj-bingo-2012.yaml --seed $s -o $D/many-$s.jsonl; done
cat $D/many-*.jsonl $F > $D/eight.jsonl
EIGHT="$(ls $D/many-*.jsonl) $F"
first() { echo $EIGHT | tr ' ' '\n' | head -$1 | tr '\n' ' '; }
for i in 1 2 3; do
  for n in 1 2 4 8; do
    /usr/bin/time -f "%e %M" -o $D/t.x sh -c "cat $(first $n) | $LC block --rules rules/fdj-bingo-2012.yaml - >/dev/null"
    cat $D/t.x >> $D/t.many$n
  done
  /usr/bin/time -f "%e %U %S %M" -o $D/t.x $LC block --rules rules/fdj-bingo-2012.yaml $D/eight.jsonl >/dev/null; cat $D/t.x >> $D/t.efile
  cat $D/eight.jsonl | /usr/bin/time -f "%e %U %S %M" -o $D/t.x $LC block --rules rules/fdj-bingo-2012.yaml - >/dev/null
  cat $D/t.x >> $D/t.epipe
done
for n in 1 2 4 8; do
  awk -v n=$n -v t="$(col $D/t.many$n 1)" -v m="$(col $D/t.many$n 2)" -v t1="$(col $D/t.many1 1)" 'BEGIN {
    printf "  %d block%s through a pipe  %6.2f s  %5.2f s a block (%.2f x one block alone)  peak RSS %6d KB\n", n, (n > 1 ? "s" : " "), t, t / n, t / n / t1, m }'
done
awk -v f="$(col $D/t.efile 1)" -v p="$(col $D/t.epipe 1)" -v fc="$(awk '{print $2 + $3}' $D/t.efile | median)" \
    -v pc="$(awk '{print $2 + $3}' $D/t.epipe | median)" -v fm="$(col $D/t.efile 4)" -v pm="$(col $D/t.epipe 4)" 'BEGIN {
  printf "  8 blocks from the file %.2f s (peak RSS %d KB), from a pipe %.2f s (peak RSS %d KB; bound: 65536 KB)\n", f, fm, p, pm
  printf "  pipe / file: %.2f x in time (the aim: 1.2 at most; cat shares the cores), %.2f x in lotcert CPU\n", p / f, pc / fc }'
rm -f $D/many-*.jsonl $D/eight.jsonl

echo "== the candidate path on the Bingo block, median of $RUNS interleaved rounds"
make -s build/ref-candidate
R=rules/fdj-bingo-2012.yaml
# wall seconds, and CPU seconds (user + sys) of a command and of the children it waited for
cpu() { /usr/bin/time -f "%e %U %S" -o $D/t.cpu "$@" >/dev/null 2>&1; awk '{print $1, $2 + $3}' $D/t.cpu; }
# the candidate's own CPU, measured where it runs: a wrapper around it that
# writes into build/bench (so no sandbox: it would make that folder
# read-only; the sandbox costs a few milliseconds a process, not a unit)
printf '#!/bin/sh\nexec /usr/bin/time -f "%%U %%S" -o %s "$@"\n' "$PWD/$D/t.candcpu" > $D/timed.sh
chmod +x $D/timed.sh
for i in $(seq $RUNS); do
  cpu $LC block --rules $R $F >> $D/t.alone
  for who in serve ref; do
    [ $who = serve ] && cand="$LC serve --rules $R" || cand=build/ref-candidate
    : > $D/t.candcpu; chmod 666 $D/t.candcpu   # as root, lotcert runs the candidate as nobody, who must write it
    echo "$(cpu $LC block --sandbox none --rules $R $F --candidate "$D/timed.sh $cand") $(awk '{print $1 + $2}' $D/t.candcpu)" >> $D/t.$who
  done
  secs $ONE $LC serve --rules $R < $F >> $D/t.servefile
  /usr/bin/time -f "%e" -o $D/t.x sh -c "cat $F | $ONE $LC serve --rules $R >/dev/null"; cat $D/t.x >> $D/t.servepipe
  secs $ONE build/ref-candidate < $F >> $D/t.reffile
done
ratio() { paste "$1" $D/t.alone | awk '{print $1 / $4}' | median; }   # round by round
kit() { awk '{print ($2 - $3) / 1.5}' "$1" | median; }   # µs a unit: all CPU less the candidate's
awk -v a="$(col $D/t.alone 1)" -v ac="$(col $D/t.alone 2)" \
    -v s="$(col $D/t.serve 1)" -v sr="$(ratio $D/t.serve)" -v sk="$(kit $D/t.serve)" \
    -v f="$(col $D/t.ref 1)" -v fr="$(ratio $D/t.ref)" -v fk="$(kit $D/t.ref)" \
    -v sf="$(median < $D/t.servefile)" -v sp="$(median < $D/t.servepipe)" -v rf="$(median < $D/t.reffile)" 'BEGIN {
  printf "  block alone                          %6.3f s  %5.2f M units/s  lotcert CPU %.2f us/unit\n", a, 1.5 / a, ac / 1.5
  printf "  block --candidate \"lotcert serve\"    %6.3f s  %5.2f M units/s  lotcert CPU %.2f us/unit  %.2f x block alone (the aim: 4 at most)\n", s, 1.5 / s, sk, sr
  printf "  block --candidate ref-candidate      %6.3f s  %5.2f M units/s  lotcert CPU %.2f us/unit  %.2f x block alone\n", f, 1.5 / f, fk, fr
  printf "  of which the protocol (CPU beyond block alone): %.2f us/unit through serve, %.2f through ref-candidate (the aim: 1 at most)\n", sk - ac / 1.5, fk - ac / 1.5
  printf "  lotcert serve, one core: %.2f M units/s from the file, %.2f from a pipe (the aim: 1 at least)\n", 1.5 / sf, 1.5 / sp
  printf "  ref-candidate alone, one core: %.2f M units/s\n", 1.5 / rf }'

echo "== the suite: every case, and the differential fuzzer (medians of 3)"
n=$(cat cases/*/*.yaml | grep -c '^  - id: ')
for cand in "" build/ref-candidate "python3 tests/candidates/python_candidate.py"; do
  if [ -z "$cand" ]; then
    t=$(for i in 1 2 3; do secs $LC run --rules rules --cases cases; done | median)
  else
    t=$(for i in 1 2 3; do secs $LC run --rules rules --cases cases --candidate "$cand"; done | median)
  fi
  awk -v t="$t" -v n="$n" -v c="${cand:-the interpreter}" 'BEGIN { printf "  %d cases through %-46s %6.3f s (the aim: under 1 s)\n", n, c, t }'
done
t=$(for i in 1 2 3; do secs $LC run --rules rules --fuzz 100000 --candidate build/ref-candidate; done | median)
awk -v t="$t" 'BEGIN { printf "  run --fuzz 100000 through the C reference candidate: %.2f s, %.0f units/s\n", t, 100000 / t }'
