#!/usr/bin/env bash
# install.sh — make install into a scratch DESTDIR: the installed lotcert
# runs from anywhere and finds its docs, schemas, rules and cases; its man
# page renders; make uninstall removes every file it installed.
source "$(dirname "$0")/lib.sh"
D="$T/root" P=/usr/local
make -s install DESTDIR="$D" PREFIX=$P >"$T/out" 2>&1 && ok || { bad "make install: $(tail -3 "$T/out")"; finish install; exit; }
BIN="$D$P/bin/lotcert" SHARE="$D$P/share/lotcert"
for f in bin/lotcert share/man/man1/lotcert.1 share/lotcert/docs/protocol.md share/lotcert/docs/candidate-guide.md \
         share/lotcert/schemas/rules.schema.json share/lotcert/rules/fdj-bingo-2012.yaml \
         share/lotcert/cases/fdj-bingo-2012/positions.yaml share/lotcert/cases/equivalent-mutants.yaml \
         share/lotcert/tests/candidates/python_candidate.py; do
  [ -f "$D$P/$f" ] && ok || bad "not installed: $f"
done
# from a folder with no rules/ nor cases/ of its own
mkdir "$T/elsewhere"
(cd "$T/elsewhere" && env -u LOTCERT_DATA "$BIN" --help) >"$T/help" 2>&1 && grep -q "documentation: $SHARE/docs" "$T/help" \
  && ok || bad "installed --help does not point to the installed docs: $(grep documentation "$T/help")"
N=$(cat cases/*/*.yaml | grep '^  - id: ' | grep -vc -- '--')   # twins for other readings (--READING) are not run
(cd "$T/elsewhere" && env -u LOTCERT_DATA "$BIN" run) >"$T/run" 2>&1 && grep -q "^$N cases: $N passed" "$T/run" \
  && ok || bad "installed lotcert run (bundled rules and cases): $(tail -2 "$T/run")"
(cd "$T/elsewhere" && env -u LOTCERT_DATA "$BIN" lint) >"$T/lint" 2>&1 && grep -q "3 files, 0 findings" "$T/lint" \
  && ok || bad "installed lotcert lint (bundled rules): $(tail -2 "$T/lint")"
(cd "$T/elsewhere" && env -u LOTCERT_DATA "$BIN" run --candidate "python3 $SHARE/tests/candidates/python_candidate.py" \
  --filter 'sb04-*') >"$T/cand" 2>&1 && grep -qE "^([0-9]+) cases: \1 passed" "$T/cand" \
  && ok || bad "installed sample candidate: $(tail -2 "$T/cand")"
# a moved data folder is found through LOTCERT_DATA, and a wrong one is said
(cd "$T/elsewhere" && LOTCERT_DATA=/nonexistent "$BIN" run) >"$T/none" 2>&1; rc=$?
[ "$rc" = 2 ] && grep -q "no bundled cases found: set LOTCERT_DATA" "$T/none" && ok || bad "no data folder: exit $rc"
MANWIDTH=80 man -l "$D$P/share/man/man1/lotcert.1" 2>"$T/manerr" | grep -q "lotcert - certify" && [ ! -s "$T/manerr" ] \
  && ok || bad "man -l of the installed page: $(head -3 "$T/manerr")"
make -s uninstall DESTDIR="$D" PREFIX=$P >"$T/out" 2>&1 && ok || bad "make uninstall"
left=$(find "$D" -type f | head -3)
[ -z "$left" ] && ok || bad "left after make uninstall: $left"
finish install
