#!/usr/bin/env bash
# ci/gate.sh — the certification gate for a release pipeline.
#
#   ci/gate.sh --candidate 'COMMAND ARGS' [options]
#
# Builds lotcert if needed, runs `lotcert certify` for the candidate on the
# rules, the cases and the emission blocks, and leaves the evidence in one
# folder: certification.pdf, certification.json, certification.junit.xml,
# certify.log. Exits 0 only when the verdict is "certified"; "certified with
# reservations" fails the gate too unless --allow-reservations is given.
#
# Options (defaults in brackets):
#   --candidate CMD  the implementation, split like a shell would (required)
#   --rules R        rules file or directory, repeatable            [rules]
#   --cases C        case file or directory, repeatable             [cases]
#   --block FILE     an emission block to verify, repeatable         [none]
#   --out DIR        where the evidence goes                [gate-evidence]
#   --texts DIR      the règlement texts every quote is checked against
#                    (certify --texts)                  [rules/reglements]
#   --no-texts       check no quote: a reservation, which closes the gate
#   --lang fr|en     language of the PDF                               [en]
#   --allow-reservations   pass the gate when certified with reservations
#   --require-sandbox      certify only inside the bwrap sandbox: exit 2
#                    before running anything where it cannot be had, and
#                    fail unless the report says it was in force
#   --sandbox, --pass-env, --candidate-dir, --keep-candidate-dir,
#   --limit-memory, --limit-cpu, --limit-fsize, --limit-procs, --limit-disk
#                    the candidate's confinement, passed to certify as they
#                    are (docs/confinement.md); a run without the sandbox
#                    (--sandbox none, or auto where bwrap cannot work) makes
#                    a reservation, which closes the gate
#
# A run's evidence is written into a fresh folder beside DIR and moved into
# DIR whole once certify has ended; the certification files of an earlier
# run are removed from DIR before certify starts, so a run that fails
# midway never leaves an earlier run's certified PDF or passing JUnit
# behind (its JUnit then holds one failing test saying why).
#
# Exit: 0 pass; 1 not certified, or evidence changed after certify wrote
# it; 3 certified with reservations (gate closed); 2 usage or input error,
# or certify's output not as certify writes it (see certify.log).
#
# The verdict is the one certify printed on its own stdout, read here from
# the pipe, never from a file in the evidence folder. It fails closed: the
# output must hold exactly one verdict line and end with certify's exit
# status, which must agree with it; a second verdict line can only come
# from something else writing into the pipe (a process the candidate left,
# through /proc), and closes the gate. The JSON report is then checked
# against the SHA-256 certify printed for it, and its verdict against the
# one printed.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rules=() cases=() blocks=() confine=() out=gate-evidence lang=en allow=0 candidate= need_sandbox=0 sandbox=
texts=(--texts "$here/rules/reglements")
usage() { sed -n '2,/^set /p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit "${1:-2}"; }
while [ $# -gt 0 ]; do
  case $1 in
    --candidate) candidate=$2; shift 2 ;;
    --rules) rules+=(--rules "$2"); shift 2 ;;
    --cases) cases+=(--cases "$2"); shift 2 ;;
    --block) blocks+=(--block "$2"); shift 2 ;;
    --out) out=$2; shift 2 ;;
    --texts) texts=(--texts "$2"); shift 2 ;;
    --no-texts) texts=(); shift ;;
    --lang) lang=$2; shift 2 ;;
    --allow-reservations) allow=1; shift ;;
    --require-sandbox) need_sandbox=1; shift ;;
    --sandbox) [ $# -ge 2 ] || { echo "ci/gate.sh: $1 needs a value" >&2; usage 2; }
      sandbox=$2; confine+=("$1" "$2"); shift 2 ;;
    --pass-env|--candidate-dir|--limit-memory|--limit-cpu|--limit-fsize|--limit-procs|--limit-disk)
      [ $# -ge 2 ] || { echo "ci/gate.sh: $1 needs a value" >&2; usage 2; }
      confine+=("$1" "$2"); shift 2 ;;
    --keep-candidate-dir) confine+=("$1"); shift ;;
    -h|--help) usage 0 ;;
    *) echo "ci/gate.sh: unknown option $1" >&2; usage 2 ;;
  esac
done
[ -n "$candidate" ] || { echo "ci/gate.sh: --candidate is required" >&2; usage 2; }
if [ $need_sandbox = 1 ]; then
  case $sandbox in
    ""|bwrap) [ -n "$sandbox" ] || confine+=(--sandbox bwrap) ;;
    *) echo "ci/gate.sh: --require-sandbox and --sandbox $sandbox contradict each other" >&2; exit 2 ;;
  esac
fi
[ ${#rules[@]} -gt 0 ] || rules=(--rules "$here/rules")
[ ${#cases[@]} -gt 0 ] || cases=(--cases "$here/cases")
lotcert=${LOTCERT:-$here/lotcert}
if [ -z "${LOTCERT:-}" ]; then
  make -s -C "$here" lotcert >&2 || { echo "ci/gate.sh: cannot build lotcert" >&2; exit 2; }
fi
mkdir -p "$out" || exit 2
EVIDENCE="certification.pdf certification.json certification.junit.xml certification.sig certify.log"
for f in $EVIDENCE; do   # an earlier run's evidence is superseded now, whatever this run's verdict
  rm -f "$out/$f" || { echo "ci/gate.sh: cannot remove the earlier $out/$f" >&2; exit 2; }
done
run=$(mktemp -d "$out/.gate-run.XXXXXX") || { echo "ci/gate.sh: cannot make a folder in $out" >&2; exit 2; }
trap 'rm -rf "$run"' EXIT
# The run's files into DIR, whole; a run that ended without its JUnit gets one failing test.
publish() {
  if [ ! -s "$run/certification.junit.xml" ]; then
    printf '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="lotcert certify" tests="1" failures="1">\n  <testsuite name="certify" tests="1" failures="1">\n    <testcase classname="certify" name="verdict"><failure message="%s"/></testcase>\n  </testsuite>\n</testsuites>\n' \
      "$1" >"$run/certification.junit.xml"
  fi
  for f in $EVIDENCE; do
    [ -e "$run/$f" ] && mv -f "$run/$f" "$out/$f"
  done
  return 0
}
# certify's output goes to the console and the log as it comes; the gate
# reads the whole of it once certify has ended
exec 3>&1
{ "$lotcert" certify "${rules[@]}" "${cases[@]}" "${blocks[@]}" "${texts[@]}" "${confine[@]}" --candidate "$candidate" \
    --lang "$lang" --pdf "$run/certification.pdf" --json "$run/certification.json" \
    --junit "$run/certification.junit.xml" 2>&1; echo "certify-exit: $?"; } | tee "$run/certify.log" >&3
exec 3>&-
log=$run/certify.log
said=$(grep -aE '^(verdict|certify-exit): ' "$log")
nverdict=$(printf '%s\n' "$said" | grep -c '^verdict: ')
nexit=$(printf '%s\n' "$said" | grep -c '^certify-exit: ')
rc=$(printf '%s\n' "$said" | sed -n 's/^certify-exit: //p' | head -n 1)
if [ "$nexit" != 1 ] || [ "$(tail -n 1 "$log")" != "certify-exit: $rc" ]; then
  echo "ci/gate.sh: certify's output does not end with its exit status alone: something else wrote into the gate's pipe; gate closed" >&2
  rm -f "$run/certification.junit.xml"; publish "certify's output was tampered with: gate closed"
  exit 2
fi
if [ "$rc" != 0 ] && [ "$rc" != 1 ]; then
  publish "certify did not complete (exit ${rc:-none}): see certify.log"
  exit "${rc:-2}"
fi
if [ "$nverdict" != 1 ]; then
  echo "ci/gate.sh: certify's output holds $nverdict verdict lines, where certify writes one: something else wrote into the gate's pipe; gate closed" >&2
  rm -f "$run/certification.junit.xml"; publish "certify's output was tampered with: gate closed"
  exit 2
fi
publish "certify printed no verdict"
last=$(printf '%s\n' "$said" | grep '^verdict: ')
verdict=${last#verdict: }; verdict=${verdict%%;*}
digest=${last##*json sha256: }
case $verdict in
  certified) code=0 ;;
  "certified with reservations") code=3; [ $allow = 1 ] && code=0 ;;
  "not certified") code=1 ;;
  *) echo "ci/gate.sh: certify printed no verdict (exit $rc)" >&2; exit 2 ;;
esac
# certify exits 1 exactly when not certified: the two must agree
if { [ $rc = 1 ] && [ "$verdict" != "not certified" ]; } || { [ $rc = 0 ] && [ "$verdict" = "not certified" ]; }; then
  echo "ci/gate.sh: certify's exit status ($rc) and its verdict ($verdict) disagree" >&2; exit 2
fi
echo "ci/gate.sh: $verdict; evidence in $out/"
now=$(sha256sum "$out/certification.json" 2>/dev/null | cut -d' ' -f1)
if [ "$now" != "$digest" ]; then
  echo "ci/gate.sh: $out/certification.json is not the report certify wrote (sha256 ${now:-missing}, certify wrote $digest): the evidence was changed" >&2
  [ $code = 0 ] && code=1
elif ! grep -q "\"verdict\": \"$verdict\"" "$out/certification.json"; then
  echo "ci/gate.sh: $out/certification.json does not say \"$verdict\"" >&2
  [ $code = 0 ] && code=1
fi
if [ $need_sandbox = 1 ] && ! tr -d ' \n' < "$out/certification.json" | grep -q '"confinement":{"sandbox":"bwrap"'; then
  echo "ci/gate.sh: --require-sandbox: the report does not say the candidate ran in the bwrap sandbox" >&2
  [ $code = 0 ] && code=1
fi
[ $code = 3 ] && echo "ci/gate.sh: gate closed on reservations (--allow-reservations opens it)" >&2
exit $code
