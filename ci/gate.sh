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
#   --lang fr|en     language of the PDF                               [en]
#   --allow-reservations   pass the gate when certified with reservations
#
# Exit: 0 pass; 1 not certified; 3 certified with reservations (gate
# closed); 2 usage or input error (see certify.log).
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rules=() cases=() blocks=() out=gate-evidence lang=en allow=0 candidate=
usage() { sed -n '2,/^set /p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit "${1:-2}"; }
while [ $# -gt 0 ]; do
  case $1 in
    --candidate) candidate=$2; shift 2 ;;
    --rules) rules+=(--rules "$2"); shift 2 ;;
    --cases) cases+=(--cases "$2"); shift 2 ;;
    --block) blocks+=(--block "$2"); shift 2 ;;
    --out) out=$2; shift 2 ;;
    --lang) lang=$2; shift 2 ;;
    --allow-reservations) allow=1; shift ;;
    -h|--help) usage 0 ;;
    *) echo "ci/gate.sh: unknown option $1" >&2; usage 2 ;;
  esac
done
[ -n "$candidate" ] || { echo "ci/gate.sh: --candidate is required" >&2; usage 2; }
[ ${#rules[@]} -gt 0 ] || rules=(--rules "$here/rules")
[ ${#cases[@]} -gt 0 ] || cases=(--cases "$here/cases")
lotcert=${LOTCERT:-$here/lotcert}
if [ -z "${LOTCERT:-}" ]; then
  make -s -C "$here" lotcert >&2 || { echo "ci/gate.sh: cannot build lotcert" >&2; exit 2; }
fi
mkdir -p "$out" || exit 2
"$lotcert" certify "${rules[@]}" "${cases[@]}" "${blocks[@]}" --candidate "$candidate" --lang "$lang" \
  --pdf "$out/certification.pdf" --json "$out/certification.json" --junit "$out/certification.junit.xml" \
  > "$out/certify.log" 2>&1
rc=$?
cat "$out/certify.log"
[ $rc = 0 ] || exit $rc
verdict=$(sed -n 's/^ *"verdict": "\(.*\)",$/\1/p' "$out/certification.json" | head -n 1)
echo "ci/gate.sh: $verdict; evidence in $out/"
case $verdict in
  certified) exit 0 ;;
  "certified with reservations") [ $allow = 1 ] && exit 0 || { echo "ci/gate.sh: gate closed on reservations (--allow-reservations opens it)" >&2; exit 3; } ;;
  *) exit 1 ;;
esac
