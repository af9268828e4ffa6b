#!/usr/bin/env bash
# A wrong implementation that tries to turn "not certified" into "certified"
# (tests/candidates/hostile/takeover.py): as root through the host's uid 0
# (core_pattern, the signing key), through a forged verdict line in the
# gate's pipe, through a chain of setsid processes that outlives the kit
# (at its end, on SIGTERM, on SIGKILL), and through the environment of the
# gate's shell. Each is tried with lotcert as root and as an unprivileged
# user, with the sandbox and without. The kit is copied into the scratch
# directory, so that the unprivileged user can reach it wherever the
# checkout is. Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
ROOT=$PWD
MARK="lotcert-takeover-$$-$RANDOM"
sweep() { for _ in 1 2 3; do pkill -KILL -f "$MARK" 2>/dev/null; sleep 0.1; done; }
trap 'sweep; rm -rf "$T"' EXIT
K=$T/kit
mkdir -p "$K/rules" "$K/cases" "$K/ci" "$K/out" "$K/outside"
cp "$LC" "$K/lotcert"
cp rules/fdj-super-bingo-2004.yaml "$K/rules/"
cp -r rules/reglements "$K/rules/"   # the texts the gate checks the quotes against
cp -r cases/fdj-super-bingo-2004 "$K/cases/"
cp tests/candidates/python_candidate.py tests/candidates/hostile/takeover.py tests/candidates/hostile/common.py ci/gate.sh "$K/"
cp build/hostile-chain "$K/chain" || { echo "takeover: build/hostile-chain is missing (make test builds it)" >&2; exit 1; }
chmod 777 "$K/out"                       # the survivors' evidence, whoever they run as
echo "a-signing-key-nobody-may-read" > "$K/key"; chmod 600 "$K/key"
LC=$K/lotcert
TK="python3 $K/takeover.py"
P=$K/python_candidate.py
unit_of sb04-double-0-1-0 "$K/at.json"; AT=$K/at.json   # the case it misbehaves at, known by its unit
unit_of sb04-double-0-0-1 "$K/at-first.json"
FILTER='sb04-double-0-*'                   # 10 cases

# who: root, or "user" (a uid of its own, through setpriv) with its own HOME and TMPDIR
UID_U=$(spare_uid)
U=$T/user; mkdir -p "$U/tmp"; chown -R $UID_U:$UID_U "$U" 2>/dev/null
# as_exec WHO CMD...: in place of the calling shell (in the background, $! is lotcert itself); as: in a subshell
as_exec() {
  if [ "$1" = root ] || [ "$(id -u)" != 0 ]; then shift; exec "$@"
  else shift; exec setpriv --reuid=$UID_U --regid=$UID_U --clear-groups env HOME="$U" TMPDIR="$U/tmp" "$@"; fi
}
as() { (as_exec "$@"); }
if [ "$(id -u)" = 0 ]; then whos="root user"
else whos=user; echo "takeover: not root here; only the unprivileged runs"; fi
# a bwrap that cannot start, in the folder LOTCERT_SANDBOX_DIR names (root's, written by no one else): what a
# container without namespaces gives
mkdir -p "$T/nobwrap"; printf '#!/bin/sh
echo "bwrap: no namespaces here" >&2
exit 1
' > "$T/nobwrap/bwrap"
chmod 755 "$T/nobwrap/bwrap" "$T/nobwrap"
[ -x /usr/bin/setpriv ] && cp /usr/bin/setpriv "$T/nobwrap/"   # as root the sandbox needs it beside bwrap
# quiet WHO: as a user, lotcert bounds its candidate's processes with RLIMIT_NPROC, which counts
# every task of the uid: the chains killed by the step before must be gone (reaped) first, or the
# candidate cannot fork
quiet() { [ "$1" = root ] || for _ in $(seq 300); do pgrep -U "$UID_U" >/dev/null || break; sleep 0.1; done; }
# run WHO SANDBOX MODE [ARG]: the ten cases with one attack; the JSON in $U (writable by both)
run() {
  quiet "$1"
  as "$1" timeout 120 "$LC" run --rules "$K/rules" --cases "$K/cases" --filter "$FILTER" --timeout 5 --sandbox "$2" \
    --candidate "$TK $3 $P $AT ${4:-} $MARK" --json "$U/$1-$2-$3.json" >"$U/$1-$2-$3.out" 2>&1; echo $?
}
stderr_of() { field "$U/$1-$2-$3.json" 'd["candidate_stderr"]' 2>/dev/null; }
none_left() {   # nothing of the candidate runs any more (a moment for the kernel to finish the kills)
  sleep 0.5; ! pgrep -f "$MARK" >/dev/null && [ ! -e "$K/out/survived" ]
}

for who in $whos; do
  modes=none
  as "$who" "$LC" run --rules "$K/rules" --cases "$K/cases" --filter "$FILTER" --sandbox bwrap --candidate "python3 $P" \
    >/dev/null 2>&1 && modes="none bwrap"
  [ "$modes" = none ] && echo "takeover: bwrap does not work here for $who; its checks are skipped"
  for sb in $modes; do
    # 1. never root: not the host's uid 0, no core_pattern, no key
    rc=$(run "$who" $sb root "$K/key")
    s=$(stderr_of "$who" $sb root)
    [ "$rc" = 1 ] && echo "$s" | grep -q "root: uid [1-9]" && echo "$s" | grep -q "core_pattern refused" \
      && echo "$s" | grep -q "key refused" && ok || bad "$who/$sb: the candidate had root's powers (exit $rc): $s"
    # 2 and 3. a chain of setsid processes outlives nothing: the end of the run, SIGTERM, SIGKILL
    rc=$(run "$who" $sb chain "$K/out")
    none_left && ok || bad "$who/$sb: a setsid chain outlived the run (exit $rc): $(pgrep -af "$MARK" | head -2)"
    sweep; rm -f "$K/out/survived"
    for sig in TERM KILL; do
      quiet "$who"
      as_exec "$who" "$LC" run --rules "$K/rules" --cases "$K/cases" --filter "$FILTER" --timeout 60 --sandbox $sb \
        --candidate "$TK stall $P $K/at-first.json $K/out $MARK" >/dev/null 2>&1 &
      kit=$!
      # the kit, its candidate and the chain: the candidate stalls, so the kit is still running
      for _ in $(seq 600); do [ "$(pgrep -f "$MARK" | wc -l)" -ge 3 ] && break; sleep 0.05; done
      sleep 0.3
      kill -0 $kit 2>/dev/null && ok || bad "$who/$sb: the kit had ended before SIG$sig reached it"
      kill -$sig $kit 2>/dev/null; wait $kit 2>/dev/null
      if [ $sig = KILL ] && [ $sb = none ]; then
        # unsandboxed, a SIGKILL leaves what runs in the cgroup to the next run (as root), or to no one (as a
        # user): until then the chain lives (and has written survived), so only the next run's sweep is checked
        if [ "$who" = root ]; then
          "$LC" run --rules "$K/rules" --cases "$K/cases" --filter "$FILTER" --candidate "python3 $P" >/dev/null 2>&1
          sleep 0.5; ! pgrep -f "$MARK" >/dev/null && ok \
            || bad "root/none: the next run did not end what a SIGKILLed run left: $(pgrep -af "$MARK" | head -2)"
        fi
      else
        none_left && ok || bad "$who/$sb: a setsid chain outlived SIG$sig of the kit: $(pgrep -af "$MARK" | head -2)"
      fi
      sweep; rm -f "$K/out/survived"
    done
  done
done

# 2. a forged verdict line in the gate's pipe: the gate never passes
gate() {   # gate WHO OUT [options]: the gate's exit status, its output in OUT.log
  local who=$1 out=$2; shift 2
  (cd "$U" && as "$who" env LOTCERT="$LC" SECRET_TOKEN=hunter2 bash "$K/gate.sh" --rules "$K/rules" --cases "$K/cases" --texts "$K/rules/reglements" \
     --out "$out" "$@" >"$out.log" 2>&1; echo $?)
}
for who in $whos; do
  rc=$(gate "$who" "$U/g-$who" --candidate "$TK inject $P $AT $MARK")
  [ "$rc" != 0 ] && ! grep -q "^ci/gate.sh: certified" "$U/g-$who.log" && ok || bad "$who: the gate passed a wrong candidate (exit $rc)"
  rc=$(gate "$who" "$U/gn-$who" --sandbox none --candidate "$TK inject $P $AT $MARK")
  [ "$rc" != 0 ] && ! grep -q "^ci/gate.sh: certified" "$U/gn-$who.log" && ok \
    || bad "$who/none: the gate passed a wrong candidate (exit $rc)"
done
# where the forgery reached the gate's pipe (a user's unsandboxed candidate), the gate says so and fails closed
for log in "$U"/g*.log; do
  grep -q "json sha256: 0000000000" "$log" || continue
  grep -q "verdict lines, where certify writes one" "$log" && ok || bad "a forged verdict line did not close the gate: $(tail -3 "$log")"
done
# a second verdict line, and a line after certify's exit status, close the gate whatever wrote them
mkdir -p "$T/fake"
printf '#!/bin/sh\necho "verdict: not certified; json sha256: x"\necho "verdict: certified; json sha256: y"\nexit 1\n' > "$T/fake/two"
printf '#!/bin/sh\necho "verdict: not certified; json sha256: x"\nexit 1\n' > "$T/fake/one"
chmod 755 "$T/fake/two" "$T/fake/one"
rc=$(LOTCERT="$T/fake/two" bash ci/gate.sh --candidate x --out "$T/fake/o2" >"$T/fake/o2.log" 2>&1; echo $?)
[ "$rc" = 2 ] && grep -q "2 verdict lines" "$T/fake/o2.log" && ok || bad "two verdict lines: gate exit $rc"

# 4. the mode in force is on the record: auto without a working bwrap is a reservation, and --require-sandbox refuses it
LOTCERT_SANDBOX_DIR="$T/nobwrap" "$LC" certify --rules "$K/rules" --cases "$K/cases" --fuzz 0 --candidate "python3 $P" \
  --json "$T/auto.json" >"$T/auto.out" 2>&1
[ "$(field "$T/auto.json" 'd["verdict"]')" = "certified with reservations" ] \
  && grep -q "ran without a sandbox (bwrap does not work here: bwrap: no namespaces here)" "$T/auto.out" && ok \
  || bad "auto without bwrap: no reservation: $(grep -i sandbox "$T/auto.out" | head -3)"
rc=$(gate root "$U/rs" --require-sandbox --sandbox none --candidate "python3 $P")
[ "$rc" = 2 ] && ok || bad "--require-sandbox --sandbox none: exit $rc"
rc=$(LOTCERT_SANDBOX_DIR="$T/nobwrap" gate root "$U/rs2" --require-sandbox --candidate "python3 $P")
[ "$rc" = 2 ] && grep -q "bwrap asked, but bwrap does not work here" "$U/rs2.log" && ok \
  || bad "--require-sandbox where bwrap cannot start: exit $rc: $(tail -2 "$U/rs2.log")"
if "$LC" run --rules "$K/rules" --cases "$K/cases" --filter "$FILTER" --sandbox bwrap --candidate "python3 $P" >/dev/null 2>&1; then
  rc=$(gate root "$U/rs3" --require-sandbox --allow-reservations --candidate "python3 $P")
  [ "$rc" = 0 ] && ok || bad "--require-sandbox with bwrap: exit $rc: $(tail -3 "$U/rs3.log")"
fi

# the signing key beside the candidate: never visible to it, and never used where it could read it
"$LC" keygen -o "$K/sign.key" >/dev/null 2>&1
mkdir -p "$U/kdir"; chown $UID_U:$UID_U "$U/kdir" 2>/dev/null; (cd "$U/kdir" && as user "$LC" keygen -o "$U/kdir/sign.key" >/dev/null 2>&1)
cp "$K/takeover.py" "$K/common.py" "$K/python_candidate.py" "$U/kdir/" 2>/dev/null
for who in $whos; do
  [ "$who" = root ] && kd=$K || kd=$U/kdir
  for sb in none bwrap; do
    [ $sb = bwrap ] && ! as "$who" "$LC" run --rules "$K/rules" --cases "$K/cases" --filter "$FILTER" --sandbox bwrap \
      --candidate "python3 $P" >/dev/null 2>&1 && continue
    rc=$(cd "$U" && as "$who" "$LC" certify --rules "$K/rules" --cases "$K/cases" --fuzz 0 --sandbox $sb --sign "$kd/sign.key" \
           --candidate "python3 $kd/takeover.py root $kd/python_candidate.py $AT $kd/sign.key $MARK" \
           --json "$U/k-$who-$sb.json" >"$U/k-$who-$sb.out" 2>&1; echo $?)
    key=$(sed -n 2p "$kd/sign.key" | cut -c1-16)
    if [ "$who" = user ] && [ $sb = none ]; then
      [ "$rc" = 2 ] && grep -q "the candidate could read this key" "$U/k-$who-$sb.out" && [ ! -e "$U/k-$who-$sb.json" ] && ok \
        || bad "user/none: certify signed with a key its candidate could read (exit $rc)"
    else
      [ "$rc" = 1 ] && grep -q "key refused" "$U/k-$who-$sb.json" && ! grep -q "$key" "$U/k-$who-$sb.json" && ok \
        || bad "$who/$sb: the candidate read the signing key beside it (exit $rc)"
    fi
  done
done

# the environment of the gate's shell and folders outside its own: refused to the candidate of a root kit;
# a user's unsandboxed candidate can read them, and the gate does not pass such a run
for who in $whos; do
  rc=$(run "$who" none environ "$K/outside")
  s=$(stderr_of "$who" none environ)
  if [ "$who" = root ]; then
    echo "$s" | grep -q "no secret read" && echo "$s" | grep -q "could not write outside" && [ ! -e "$K/outside/x" ] \
      && ok || bad "root/none: the candidate read the gate's environment or wrote outside: $s"
  fi
  rc=$(gate "$who" "$U/ge-$who" --sandbox none --allow-reservations --candidate "$TK environ $P $AT $K/outside $MARK")
  [ "$rc" != 0 ] && ok || bad "$who/none: the gate passed the environ candidate"
  rm -f "$K/outside/x"
done
finish takeover
