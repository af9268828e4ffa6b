#!/usr/bin/env bash
# Bounds: hostile inputs are refused with a clear error, in time linear in
# their size (a super-linear reader would stall this script): a wide mapping,
# a deep nest, an alias tree, a large file, a 10 MB line, a deep JSON nest.
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
B=rules/fdj-bingo-2012.yaml
refused() {  # MESSAGE CMD... : exit 1 or 2, with MESSAGE on stdout or stderr
  local want=$1; shift
  "$@" >"$T/out" 2>&1; local rc=$?
  { [ $rc = 1 ] || [ $rc = 2 ]; } && grep -q -- "$want" "$T/out" && ok || { bad "exit $rc, no '$want': $*"; head -c 300 "$T/out" >&2; }
}
python3 - "$T" <<'PY'
import sys
t = sys.argv[1]
with open(t + "/wide.yaml", "w") as f:               # 99 990 keys in one mapping, the last a duplicate
    f.write("format: lotcert-rules/1\ngame:\n" + "".join("  k%d: 1\n" % i for i in range(99989)) + "  k5: 2\n")
with open(t + "/deep.yaml", "w") as f:               # a million brackets
    f.write("format: " + "[" * 1000000 + "\n")
with open(t + "/laughs.yaml", "w") as f:              # the billion laughs
    f.write("a: &a [x, x, x, x, x, x, x, x, x, x]\n")
    for i in range(1, 10):
        f.write("%s: &%s [%s]\n" % (chr(97 + i), chr(97 + i), ", ".join(["*" + chr(96 + i)] * 10)))
with open(t + "/large.yaml", "w") as f:               # 17 MiB of comment
    f.write(("#" * 1023 + "\n") * (17 << 10))
with open(t + "/many.yaml", "w") as f:                # 20 000 cases: past the node bound
    f.write("game: fdj-bingo-2012\ncases:\n" + "".join(
        "  - {id: c%d, unit: {grids: {}, draws: {}}, expect: {status: lose, amount_cents: 0}}\n" % i for i in range(20000)))
req = open("tests/fuzz/corpus/fuzz_request/req-1.json").read().strip()
with open(t + "/lines.jsonl", "w") as f:              # a 10 MB line between two good ones
    f.write(req + "\n" + '{"id":"' + "x" * (10 << 20) + '"}\n' + req + "\n")
with open(t + "/nest.jsonl", "w") as f:               # 500 000 nested arrays in one line
    f.write("[" * 500000 + "\n" + req + "\n")
PY
refused "duplicate key 'k5' (first at line 8, column 3)" $LC lint "$T/wide.yaml"
refused "nesting deeper than 32 levels" $LC lint "$T/deep.yaml"
refused "aliases (\*name) are not accepted" $LC lint "$T/laughs.yaml"
refused "a rules or case file is at most 16 MiB" $LC lint "$T/large.yaml"
refused "more than 200000 nodes" $LC run --rules $B --cases "$T/many.yaml"
# a 10 MB line: that line is refused by number, the lines around it answered
$LC eval --rules rules "$T/lines.jsonl" >"$T/out" 2>"$T/err"; rc=$?
[ "$(grep -c '"status"' "$T/out")" = 2 ] && grep -q "line 2.*1 MiB" "$T/out" "$T/err" && ok \
  || { bad "eval with a 10 MB line: exit $rc"; head -c 300 "$T/out" "$T/err" >&2; }
$LC serve --rules rules <"$T/lines.jsonl" >"$T/out" 2>"$T/err"
[ "$(wc -l <"$T/out")" = 3 ] && [ "$(grep -c '"status"' "$T/out")" = 2 ] && ok || bad "serve with a 10 MB line"
$LC block --rules $B --units 2 "$T/lines.jsonl" >"$T/out" 2>&1
grep -q "unreadable lines: 1 (line 2" "$T/out" && ok || { bad "block with a 10 MB line"; head -c 500 "$T/out" >&2; }
$LC serve --rules rules <"$T/nest.jsonl" >"$T/out" 2>"$T/err"
[ "$(wc -l <"$T/out")" = 2 ] && grep -q '"error"' "$T/out" && grep -q '"status"' "$T/out" && ok || bad "serve with a deep JSON nest"
finish bounds
