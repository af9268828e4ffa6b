# lib.sh — what the CLI test scripts share: run from the repository root,
# the binary under test ($LOTCERT, default ./lotcert), a scratch directory
# removed on exit, and the pass/fail tally printed as "NAME: N passed, N failed".
cd "$(dirname "$0")/../.."
LC=${LOTCERT:-./lotcert}
T=$(mktemp -d)
chmod 1777 "$T"   # lotcert as root runs its candidates as nobody, who must reach their files and may leave state here
export TMPDIR="$T"   # what lotcert and its candidates make goes there too, and goes with it
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok()  { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*" >&2; }
# field FILE EXPR: EXPR (Python, the JSON document as d) printed, e.g. field r.json 'd["summary"]["failed"]'
field() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$@"; }
# unit_of ID FILE: the unit of case ID, as JSON in FILE. Request ids say
# nothing of the case, so a test candidate that misbehaves at one case
# recognises it by its unit.
unit_of() {
  /usr/bin/python3 - "$1" "$2" <<'PY'
import glob, json, sys, yaml
for f in sorted(glob.glob("cases/*/*.yaml")):
    doc = yaml.safe_load(open(f))
    for c in doc.get("cases", []) if isinstance(doc, dict) else []:
        if c.get("id") == sys.argv[1]:
            json.dump(c["unit"], open(sys.argv[2], "w"))
            sys.exit(0)
sys.exit("no case " + sys.argv[1])
PY
}
# spare_uid: a uid that no account names and no process runs as, for a
# script that runs lotcert as an unprivileged user. Not nobody: as root,
# every lotcert runs its candidates as nobody, and a limit that counts a
# user's processes (RLIMIT_NPROC) would count another test's candidates.
spare_uid() {
  local u=$((40000 + $$ % 20000))
  while getent passwd $u >/dev/null || getent group $u >/dev/null || pgrep -U $u >/dev/null; do u=$((u + 1)); done
  echo $u
}
# run_expect DESCRIPTION WANT-EXIT CMD...: run CMD, its stdout and stderr together in $T/out
run_expect() {
  local what=$1 want=$2; shift 2
  "$@" >"$T/out" 2>&1; local got=$?
  [ "$got" = "$want" ] && ok || { bad "$what: exit $got, expected $want"; sed 's/^/  | /' "$T/out" | head -5 >&2; }
}
# out_has TEXT DESCRIPTION: TEXT (fixed) in $T/out
out_has() { grep -qF -- "$1" "$T/out" && ok || { bad "$2: no '$1'"; sed 's/^/  | /' "$T/out" | head -5 >&2; }; }
finish() { echo "$1: $pass passed, $fail failed"; [ "$fail" = 0 ]; }
