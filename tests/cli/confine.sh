#!/usr/bin/env bash
# The candidate's confinement: what it is given (environment, directory,
# limits), what it cannot reach (the kit's tree, the network, the evidence),
# what it cannot leave behind (processes, directories, cgroups), and the
# record of it in the console, the JSON and the PDF. Each hostile candidate
# (tests/candidates/hostile/escape.py) tries once, at one case, with the
# sandbox and without it. Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
LC=$(cd "$(dirname "$LC")" && pwd)/$(basename "$LC")
ROOT=$PWD
E="python3 $ROOT/tests/candidates/hostile/escape.py"
P=$ROOT/tests/candidates/python_candidate.py
AT_ID=sb04-double-0-1-0                   # the case each attempt is made at, known by its unit
unit_of $AT_ID "$T/at.json"; AT=$T/at.json
FILTER='sb04-double-0-*'                   # 10 cases
MARK="lotcert-confine-$$-$RANDOM"
trap 'pkill -KILL -f "$MARK" 2>/dev/null; rm -rf "$T"' EXIT
export TMPDIR="$T/tmp"                    # the candidates' directories go there
mkdir -p "$TMPDIR" "$T/kit/sub" "$T/kit/reports"
# run SANDBOX MODE [ARG]: the suite from inside the kit's tree, reports
# into $T/kit/reports; exit status. Each lotcert's pid goes to $T/pids.
run() {
  (cd "$T/kit/sub" && timeout 120 sh -c 'echo $$ >>"$0"; exec "$@"' "$T/pids" "$LC" run --rules "$ROOT/rules" --cases "$ROOT/cases" --filter "$FILTER" --timeout 5 \
     --sandbox "$1" --candidate "$E $2 $P $AT ${3:-$MARK}" --json "$T/kit/reports/$1-$2.json" \
     >"$T/$1-$2.out" 2>"$T/$1-$2.err"); echo $?
}
stderr_of() { field "$T/kit/reports/$1-$2.json" 'd["candidate_stderr"]' 2>/dev/null; }
bwrap_ok=0
"$LC" run --rules rules --cases cases --filter "$FILTER" --sandbox bwrap --candidate build/ref-candidate >/dev/null 2>&1 \
  && bwrap_ok=1
modes="none"
if [ $bwrap_ok = 1 ]; then modes="none bwrap"; else echo "confine: bwrap does not work here; its checks are skipped"; fi

for sb in $modes; do
  # the environment: an allowlist, and what --pass-env names
  rc=$(SECRET_TOKEN=hunter2 run $sb env)
  [ "$rc" = 0 ] && ! stderr_of $sb env | grep -q SECRET_TOKEN && stderr_of $sb env | grep -q "^env: HOME=$TMPDIR/tmp\." \
    && ok || bad "$sb: the secret reached the candidate, or HOME is not its own (exit $rc)"
  rc=$(cd "$T/kit/sub" && SECRET_TOKEN=hunter2 "$LC" run --rules "$ROOT/rules" --cases "$ROOT/cases" --filter "$FILTER" \
         --sandbox $sb --pass-env SECRET_TOKEN --candidate "$E env $P $AT" --json "$T/pass.json" >"$T/pass.out" 2>&1; echo $?)
  [ "$rc" = 0 ] && grep -q "^env: SECRET_TOKEN=hunter2" <<< "$(field "$T/pass.json" 'd["candidate_stderr"]')" \
    && grep -q "passed: SECRET_TOKEN" "$T/pass.out" && ! grep -q hunter2 "$T/pass.out" \
    && [ "$(field "$T/pass.json" 'd["candidate_confinement"]["passed_env"]')" = "['SECRET_TOKEN']" ] \
    && ok || bad "$sb: --pass-env SECRET_TOKEN (exit $rc)"
  # the kit's tree: ../reports/x and $OLDPWD/x land nowhere in it
  rc=$(OLDPWD="$T/kit/reports" run $sb write)
  [ "$rc" = 0 ] && [ -z "$(find "$T/kit" -name x)" ] && ok || bad "$sb: a candidate wrote into the kit's tree (exit $rc)"
  # fork, memory, disk: each costs the one case it was on, with the reason
  for m in fork memory disk; do
    rc=$(run $sb $m)
    failed=$(field "$T/kit/reports/$sb-$m.json" '[c["id"] for c in d["cases"] if c["result"] == "fail"]')
    [ "$rc" = 1 ] && [ "$failed" = "['$AT_ID']" ] && stderr_of $sb $m | grep -qE "fork refused|allocation refused|write refused" \
      && ok || bad "$sb: $m: exit $rc, failed $failed, stderr: $(stderr_of $sb $m | head -2)"
  done
  # nothing survives: the forked children, the setsid grandchild
  rc=$(run $sb setsid)
  [ "$rc" = 0 ] && stderr_of $sb setsid | grep -q "left a grandchild" && ok || bad "$sb: setsid candidate (exit $rc)"
  pgrep -f "$MARK" >/dev/null && bad "$sb: processes of the candidates outlived the run: $(pgrep -af "$MARK" | head -3)" || ok
  # no directory and no cgroup left
  [ -z "$(ls "$TMPDIR")" ] && ok || bad "$sb: candidate directories left: $(ls "$TMPDIR" | head -3)"
  # a cgroup of one of the runs above, all ended (only theirs: another test beside may kill its own lotcert)
  left=$(sort -u "$T/pids" | while read -r pid; do
           find /sys/fs/cgroup -maxdepth 4 -type d -name "lotcert-$pid-*" 2>/dev/null; done | head -3)
  [ -z "$left" ] && ok || bad "$sb: a cgroup was left: $left"
done

if [ $bwrap_ok = 1 ]; then
  # no network: a listener on the host's loopback cannot be reached
  python3 -c 'import socket,sys,time; s=socket.socket(); s.bind(("127.0.0.1",0)); s.listen(); print(s.getsockname()[1], flush=True); time.sleep(60)' \
    "$MARK" >"$T/port" &
  listener=$!
  for _ in $(seq 50); do [ -s "$T/port" ] && break; sleep 0.1; done
  port=$(cat "$T/port")
  rc=$(run none network "$port"); stderr_of none network | grep -q "connected" && ok || bad "the listener is not reachable unsandboxed"
  rc=$(run bwrap network "$port")
  [ "$rc" = 0 ] && stderr_of bwrap network | grep -q "no connection" && ok || bad "bwrap: the network was reachable (exit $rc)"
  kill $listener; wait $listener 2>/dev/null
  # the system read-only, the candidate's paths read-only, the reports' folder not there at all
  rc=$(run bwrap write "$T/kit/reports")
  [ "$rc" = 0 ] && [ -z "$(find "$T/kit" -name x)" ] && ok || bad "bwrap: wrote into a folder named in its command"
  # a report folder inside a folder the command names is masked
  mkdir -p "$T/vendor/out"; cp "$P" "$T/vendor/"; echo secret-evidence > "$T/vendor/out/e.txt"
  "$LC" run --rules rules --cases cases --filter "$FILTER" --json "$T/vendor/out/r.json" \
    --candidate "sh -c 'cat $T/vendor/out/e.txt >&2; exec python3 $T/vendor/python_candidate.py' $T/vendor/python_candidate.py" \
    >/dev/null 2>&1; rc=$?
  [ "$rc" = 0 ] && ! grep -q secret-evidence "$T/vendor/out/r.json" && ok || bad "bwrap: the reports' folder was visible (exit $rc)"
  # a report written in place to a device masks no folder: the candidate keeps its /dev (it once lost it)
  "$LC" run --rules rules --cases cases --filter "$FILTER" --sandbox bwrap --json /dev/stdout \
    --candidate "sh -c 'test -c /dev/null && exec \"\$0\"' $ROOT/build/ref-candidate" 2>/dev/null | cat >"$T/devout.json"; rc=${PIPESTATUS[0]}   # a pipe: /dev/stdout is never a file here
  [ "$rc" = 0 ] && grep -aq '^10 cases: 10 passed, 0 failed' "$T/devout.json" && ok || bad "bwrap: a report to /dev/stdout took /dev from the candidate (exit $rc)"
  # the record
  mkdir -p "$T/cert"
  "$LC" certify --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --fuzz 0 --candidate build/ref-candidate \
    --pass-env SECRET_TOKEN --json "$T/cert/c.json" --pdf "$T/cert/c.pdf" >"$T/cert/out" 2>&1
  [ "$(field "$T/cert/c.json" 'd["candidate_evidence"]["confinement"]["sandbox"]')" = bwrap ] \
    && pdftotext "$T/cert/c.pdf" - 2>/dev/null | tr '\n' ' ' | grep -q "candidate confinement: sandbox bwrap" \
    && grep -q "^candidate confinement: sandbox bwrap" "$T/cert/out" \
    && ! grep -q "without a sandbox" "$T/cert/out" && ok || bad "certify: the confinement is not on the record"
fi

# the candidate's own end, said the same under every sandbox mode and run after run: a process that
# exits with status 3, or is killed by SIGSEGV, at its second request (five deaths a run); bwrap's
# status 128 + N is the signal N, and its pipe and its exit, seen in either order, give one reason
cat > "$T/crash.py" <<'PY'
import importlib.util, json, os, signal, sys
spec = importlib.util.spec_from_file_location("pc", sys.argv[2]); pc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pc)
print(json.dumps(pc.answer(json.loads(sys.stdin.readline()))), flush=True)
sys.stdin.readline()
os._exit(3) if sys.argv[1] == "exit" else os.kill(os.getpid(), signal.SIGSEGV)
PY
for sb in $modes; do
  for how in "exit:exited with status 3" "segv:killed by signal 11 (Segmentation fault)"; do
    "$LC" run --rules rules --cases cases --filter "$FILTER" --sandbox $sb --candidate "python3 $T/crash.py ${how%%:*} $P" \
      --json "$T/crash.json" >/dev/null 2>&1
    why=$(field "$T/crash.json" 'sorted(set(c["why"] for c in d["cases"] if c["result"] == "fail"))')
    [ "$why" = "['the candidate closed its stdout (${how#*:})']" ] && grep -qF "(${how#*:})" docs/protocol.md && ok \
      || bad "$sb: a candidate's end (${how%%:*}) said as $why"
  done
done

# what it can write, in all: each writable place a tmpfs of --limit-disk (bwrap: its directory, /tmp,
# /dev/shm; as root unsandboxed: its directory); files of 200 MiB, under the size of a file, until refused
for sb in $modes; do
  [ $sb = bwrap ] && places=".:/tmp:/dev/shm" || places=""
  [ $sb = none ] && [ "$(id -u)" != 0 ] && continue   # a user's unsandboxed candidate: not bounded, said so
  "$LC" run --rules rules --cases cases --filter "$FILTER" --sandbox $sb --limit-disk 300 \
    --candidate "$E files $P $AT $places" --json "$T/files-$sb.json" >/dev/null 2>&1
  s=$(field "$T/files-$sb.json" 'd["candidate_stderr"]')
  n=$(echo "$s" | grep -c "refused after 200 MiB .* No space left on device")
  [ $sb = bwrap ] && want=3 || want=1
  [ "$n" = $want ] && [ "$(field "$T/files-$sb.json" 'd["candidate_confinement"]["limits"]["written_bytes"]')" = 314572800 ] \
    && ok || bad "$sb: what the candidate writes is not bounded: $s"
done
[ -z "$(ls "$TMPDIR")" ] && ok || bad "a candidate's directory left after the disk attempts"

# --sandbox none: on the record, and a reservation
"$LC" certify --rules rules/fdj-super-bingo-2004.yaml --cases cases/fdj-super-bingo-2004 --fuzz 0 --candidate build/ref-candidate \
  --sandbox none --json "$T/none.json" >"$T/none.out" 2>&1
[ "$(field "$T/none.json" 'd["candidate_evidence"]["confinement"]["sandbox"]')" = none ] \
  && grep -q "without a sandbox (--sandbox none)" "$T/none.out" && ok || bad "certify --sandbox none: no reservation"
# the limits as given, in the JSON
"$LC" run --rules rules --cases cases --filter "$FILTER" --candidate build/ref-candidate --limit-memory 512 --limit-cpu 60 \
  --limit-fsize 1 --limit-procs 16 --json "$T/lim.json" >/dev/null 2>&1
[ "$(field "$T/lim.json" '[d["candidate_confinement"]["limits"][k] for k in ("address_space_bytes","cpu_seconds","file_size_bytes","processes")]')" \
  = "[536870912, 60, 1048576, 16]" ] && ok || bad "the limits given are not the limits recorded"
# --candidate-dir: the candidate runs there, and it stays; --keep-candidate-dir says where
mkdir -p "$T/cdir"
[ "$(id -u)" = 0 ] && chown nobody "$T/cdir"   # as root, lotcert runs the candidate as nobody
"$LC" run --rules rules --cases cases --filter "$FILTER" --candidate-dir "$T/cdir" --candidate "$E disk $P $AT" >/dev/null 2>&1
[ -f "$T/cdir/big" ] && ok || bad "--candidate-dir: the candidate did not run there"
"$LC" run --rules rules --cases cases --filter "$FILTER" --keep-candidate-dir --candidate build/ref-candidate >/dev/null 2>"$T/keep.err"
kept=$(sed -n 's/^lotcert: the candidate.s directory is kept: //p' "$T/keep.err" | head -1)
[ -n "$kept" ] && [ -d "$kept" ] && ok || bad "--keep-candidate-dir: no directory kept"
rm -rf "$TMPDIR"/*
# bwrap asked where there is none: refused before anything runs; auto says why it has none
# (the sandbox is looked for in the system's folders, never on PATH; LOTCERT_SANDBOX_DIR names another, here empty)
mkdir -p "$T/nobin"; chmod 755 "$T/nobin"
rc=$(LOTCERT_SANDBOX_DIR="$T/nobin" "$LC" run --rules rules --cases cases --filter "$FILTER" --sandbox bwrap \
       --candidate "$ROOT/build/ref-candidate" >/dev/null 2>"$T/nob.err"; echo $?)
[ "$rc" = 2 ] && grep -q "bwrap asked, but bwrap (from bubblewrap) is not installed in $T/nobin" "$T/nob.err" && ok \
  || bad "--sandbox bwrap without bwrap: exit $rc"
LOTCERT_SANDBOX_DIR="$T/nobin" "$LC" run --rules rules --cases cases --filter "$FILTER" --candidate "$ROOT/build/ref-candidate" \
  >"$T/auto.out" 2>&1
grep -q "sandbox none (bwrap (from bubblewrap) is not installed in $T/nobin)" "$T/auto.out" && ok \
  || bad "auto without bwrap: the reason not shown"
# a cgroup left by a lotcert killed with SIGKILL is swept by the next run, even when its pid now runs
# another process (pids wrap): here the pid is this script's, and the start time in the name is not
cg=$(awk -F: '$2 ~ /(^|,)pids(,|$)/ { print $3 }' /proc/self/cgroup)
if [ "$(id -u)" = 0 ] && [ -n "$cg" ] && [ -w "/sys/fs/cgroup/pids$cg" ]; then
  stale="/sys/fs/cgroup/pids${cg%/}/lotcert-$$-s1-0"
  mkdir "$stale"
  # not a job of this shell (which would report its death on stderr): a child of a subshell gone at
  # once, so once killed it may stay a zombie until its new parent reaps it
  sleeper=$(bash -c "exec -a 'sleep $MARK' sleep 300 >/dev/null 2>&1 & echo \$!")
  echo $sleeper > "$stale/cgroup.procs"
  "$LC" run --rules rules --cases cases --filter "$FILTER" --candidate build/ref-candidate >/dev/null 2>&1
  sleep 0.2
  st=$(awk '/^State:/ { print $2 }' /proc/$sleeper/status 2>/dev/null)   # empty once reaped, Z before
  [ ! -d "$stale" ] && { [ -z "$st" ] || [ "$st" = Z ]; } && ok \
    || bad "a stale cgroup under a reused pid was left: $(ls -d "$stale" 2>&1), its member ${st:-gone}"
  kill -9 $sleeper 2>/dev/null; rmdir "$stale" 2>/dev/null   # the old binary's leftovers
else
  echo "confine: no writable cgroup v1 pids hierarchy here; the stale-cgroup check is skipped"
fi
# what the record says of the options asked
"$LC" run --rules rules --cases cases --filter "$FILTER" --candidate build/ref-candidate --pass-env a_b9 --pass-env Z \
  --min-rate 5 --deadline 100 --limit-disk 0 --limit-procs 0 --keep-candidate-dir >"$T/said.out" 2>"$T/said.err"
kept=$(sed -n 's/^lotcert: the candidate.s directory is kept: //p' "$T/said.err" | head -1); [ -n "$kept" ] && rm -rf "$kept"
grep -q "^candidate confinement: .*directory: a private one per process, kept after (--keep-candidate-dir); .*; passed: a_b9, Z$" "$T/said.out" \
  && grep -q "^candidate limits: .*processes not bounded (--limit-procs 0), written none (not bounded (--limit-disk 0)), at least 5 answers/s over the run after 60 s, all within 100 s;" "$T/said.out" \
  && ok || { bad "the record of the options asked"; grep "^candidate" "$T/said.out" >&2; }
# options refused
many=""; for i in $(seq 1 33); do many="$many --pass-env V$i"; done
for o in "--sandbox maybe" "--pass-env 1X" "--pass-env A=B" "--pass-env=" "$many" "--limit-memory x" "--limit-fsize 99999999" \
         "--limit-cpu x" "--limit-disk x" "--min-rate -1" "--deadline x" "--limit-procs -1" "--candidate-dir $T/none/such"; do
  "$LC" run --rules rules --cases cases --filter "$FILTER" --candidate build/ref-candidate $o >/dev/null 2>"$T/o.err"
  rc=$?; [ "$rc" = 2 ] && [ -s "$T/o.err" ] && ok || bad "$o: exit $rc"
done
finish confine
