#!/usr/bin/env bash
# Evidence that verifies itself: keygen, certify --sign, and lotcert verify
# on a certification whose every input is a copy in $T, then one byte
# changed in each of them in turn (the JSON, the PDF, the emission block,
# the rules file, the candidate binary) and the signature swapped: each is
# caught and named. Also the PDF's metadata, outline and attached JSON.
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
LC=$(cd "$(dirname "$LC")" && pwd)/$(basename "$LC")
# flip FILE: change one byte in the middle of FILE
flip() { python3 -c 'import sys; p=sys.argv[1]; b=bytearray(open(p,"rb").read()); i=len(b)//2; b[i]^=1; open(p,"wb").write(bytes(b))' "$1"; }

W="$T/w"; mkdir -p "$W/in" "$W/out"
cp rules/fdj-bingo-2012.yaml "$W/in/rules.yaml"
cp -r cases/fdj-bingo-2012 "$W/in/cases"
cp build/ref-candidate "$W/in/cand"
"$LC" generate --rules "$W/in/rules.yaml" --seed 7 --units 3000 -o "$W/in/block.jsonl" 2>/dev/null

# keygen: the pair, restrictive permissions, never over an existing file
"$LC" keygen -o "$W/key" >"$T/kg.out" 2>&1 && [ "$(stat -c %a "$W/key")" = 600 ] && [ -f "$W/key.pub" ] \
  && grep -q "^fingerprint: ed25519:" "$T/kg.out" && ok || bad "keygen"
"$LC" keygen -o "$W/key" >/dev/null 2>"$T/kg.err"; rc=$?
[ "$rc" = 2 ] && grep -q "exists already" "$T/kg.err" && ok || bad "keygen overwrote a key (exit $rc)"
"$LC" keygen -o "$W/other" >/dev/null 2>&1
chmod 644 "$W/other"
"$LC" certify --rules rules/fdj-bingo-2012.yaml --cases cases/fdj-bingo-2012 --candidate build/ref-candidate --fuzz 0 \
  --json "$T/x.json" --sign "$W/other" >/dev/null 2>"$T/perm.err"; rc=$?
[ "$rc" = 2 ] && grep -q "readable by others" "$T/perm.err" && ok || bad "a world-readable secret key accepted (exit $rc)"
chmod 600 "$W/other"
"$LC" certify --rules rules/fdj-bingo-2012.yaml --cases cases/fdj-bingo-2012 --candidate build/ref-candidate --fuzz 0 \
  --pdf "$T/x.pdf" --sign "$W/key" >/dev/null 2>"$T/nojson.err"; rc=$?
[ "$rc" = 2 ] && grep -q "needs --json" "$T/nojson.err" && ! [ -e "$T/x.pdf" ] && ok || bad "--sign without --json (exit $rc)"

certify() {  # into $W/out, from $W (relative paths, as a pipeline would)
  (cd "$W" && SOURCE_DATE_EPOCH=1700000000 "$LC" certify --rules in/rules.yaml --cases in/cases --candidate in/cand \
     --block in/block.jsonl --block-source "in/block.jsonl=the operator's production file (a rerun passes it on)" \
     --units 3000 --fuzz 0 --sandbox none --json out/certification.json --pdf out/certification.pdf \
     --sign key --signer "Laboratoire d'essai" "$@" >"$T/cert.out" 2>&1)
}
certify; rc=$?
[ "$rc" -le 1 ] && [ -f "$W/out/certification.sig" ] && ok || bad "certify --sign (exit $rc)"
# the auditor trusts the lab's key through a file of trusted signers, unless a test says otherwise
echo "$(sed -n 2p "$W/key.pub") Laboratoire d'essai" > "$W/trusted"
verify() {
  case " $* " in *" --key "*|*" --trusted "*|*" --allow-unknown-signer "*) set -- "$@" ;; *) set -- --trusted trusted "$@" ;; esac
  (cd "$W" && "$LC" verify "$@" >"$T/v.out" 2>&1); echo $?
}
rc=$(verify out)
[ "$rc" = 0 ] && grep -q "^verified: " "$T/v.out" && ok || { bad "verify of an untouched certification: exit $rc"; cat "$T/v.out" >&2; }
rc=$(verify --key key.pub out/certification.pdf)
[ "$rc" = 0 ] && grep -q "matches  key" "$T/v.out" && ok || bad "verify --key with the right key: exit $rc"
rc=$(verify --key other.pub out)
[ "$rc" = 1 ] && grep -q "another key signed" "$T/v.out" && ok || bad "verify --key with another key: exit $rc"

# the PDF alone carries its JSON, its metadata and its outline
(cd "$T" && pdfdetach -list "$W/out/certification.pdf") | grep -q "certification.json" && ok || bad "pdfdetach does not list the JSON"
(cd "$T" && pdfdetach -save 1 -o "$T/att.json" "$W/out/certification.pdf") && cmp -s "$T/att.json" "$W/out/certification.json" \
  && ok || bad "the attached JSON is not the JSON"
pdfinfo "$W/out/certification.pdf" >"$T/info" 2>&1
grep -q "^Keywords: .*fdj-bingo-2012.*json-sha256 $(sha256sum "$W/out/certification.json" | cut -c1-64)" "$T/info" \
  && grep -q "^Author: *Laboratoire d'essai (ed25519:" "$T/info" && grep -q "^Subject: " "$T/info" \
  && grep -q "^CreationDate: .*2023" "$T/info" && ok || { bad "PDF metadata"; cat "$T/info" >&2; }
# text that extracts cleanly, fonts with their Unicode maps, a structure qpdf accepts, an outline
pdftotext "$W/out/certification.pdf" "$T/text" 2>"$T/pt.err" && [ ! -s "$T/pt.err" ] && grep -q "Interpretation register" "$T/text" \
  && grep -q "règlement" "$T/text" && ok || { bad "pdftotext warns or reads wrong"; head -3 "$T/pt.err" >&2; }
pdffonts "$W/out/certification.pdf" 2>"$T/pf.err" | awk 'NR > 2 && $(NF-2) != "yes" {bad=1} END {exit bad}' && [ ! -s "$T/pf.err" ] \
  && ok || bad "a font without its Unicode map, or pdffonts warns"
qpdf --check "$W/out/certification.pdf" >"$T/qpdf.out" 2>&1 && grep -q "No syntax or stream encoding errors" "$T/qpdf.out" \
  && ok || { bad "qpdf --check"; tail -3 "$T/qpdf.out" >&2; }
qpdf --json --json-key=outlines "$W/out/certification.pdf" | python3 -c '
import json, sys
titles = []
def walk(items):
    for x in items:
        titles.append(x["title"]); walk(x.get("kids", []))
walk(json.load(sys.stdin)["outlines"])
assert "Environment" in titles and any("fdj-bingo-2012" in t for t in titles) and any("règlement" in t for t in titles), titles
' && ok || bad "the outline lacks a section or the game"
mkdir -p "$T/alone"; cp "$W/out/certification.pdf" "$T/alone/"
rc=$( (cd "$W" && "$LC" verify "$T/alone/certification.pdf" >"$T/alone.out" 2>&1); echo $?)
[ "$rc" = 1 ] && grep -q "matches  pdf" "$T/alone.out" && grep -q "matches  rules" "$T/alone.out" \
  && grep -q "missing  signature" "$T/alone.out" && ok || bad "a PDF alone: exit $rc (expected 1: no signature beside it)"
# reproducible: the same inputs, the same key, the same bytes
cp "$W/out/certification.pdf" "$T/first.pdf"; cp "$W/out/certification.sig" "$T/first.sig"
certify
cmp -s "$T/first.pdf" "$W/out/certification.pdf" && cmp -s "$T/first.sig" "$W/out/certification.sig" && ok \
  || bad "not reproducible under SOURCE_DATE_EPOCH"

# --rerun: certify again from what is recorded, the same figures; a block changed since, not
rc=$(verify --rerun out)
[ "$rc" = 0 ] && grep -q "^rerun: the same verdict and figures" "$T/v.out" && ok || { bad "verify --rerun: exit $rc"; tail -5 "$T/v.out" >&2; }
cp "$W/in/block.jsonl" "$T/saved-block"
sed -i '5s/"id":"7-0000005"/"id":"7-0000004"/' "$W/in/block.jsonl"   # a duplicate serial: the block no longer conforms
rc=$(verify --rerun out)   # the changed input is named, and nothing is run again from it
[ "$rc" = 1 ] && grep -q "^rerun: not run" "$T/v.out" && grep -q "differs  emission" "$T/v.out" && ok \
  || { bad "verify --rerun on a changed block: exit $rc"; cat "$T/v.out" >&2; }
cp "$T/saved-block" "$W/in/block.jsonl"
# --rerun runs nothing that an unverified certification names: an unsigned JSON asking for any command,
# unsandboxed, is refused before anything runs
mkdir -p "$T/unsigned"
python3 - "$W/out/certification.json" "$T/unsigned/certification.json" "$T/ran" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["candidate"] = "sh -c 'touch %s'" % sys.argv[3]
d["options"]["sandbox"] = "none"
json.dump(d, open(sys.argv[2], "w"))
PY
rc=$(verify --rerun "$T/unsigned")
[ "$rc" = 1 ] && grep -q "^rerun: not run" "$T/v.out" && [ ! -e "$T/ran" ] && ok || { bad "a rerun of an unsigned JSON: exit $rc"; tail -3 "$T/v.out" >&2; }

# a JSON alone, forged: not a certification (exit 2); an identity entry without its digest is
# passed over; one outside the --root folder, or gone, is not looked at (missing), never read
mkdir -p "$T/fj"
python3 - "$W/out/certification.json" "$T/fj" <<'PY'
import json, sys
d = json.load(open(sys.argv[1])); out = sys.argv[2]
json.dump(dict(d, format="lotcert-certification/2"), open(out + "/format.json", "w"))
json.dump({k: v for k, v in d.items() if k != "identity"}, open(out + "/noid.json", "w"))
ids = [dict(i) for i in d["identity"]]
ids[0].pop("sha256")
ids.append({"role": "rules", "path": "/etc/hostname", "sha256": "0" * 64})
ids.append({"role": "cases", "path": "in/gone.yaml", "sha256": "0" * 64})
ids.append({"path": "in/rules.yaml", "sha256": "0" * 64})   # no role: not a file it names
json.dump(dict(d, identity=ids), open(out + "/ids.json", "w"))
PY
for f in format noid; do
  rc=$(verify "$T/fj/$f.json"); [ "$rc" = 2 ] && grep -q "not a lotcert certification" "$T/v.out" && ok || bad "verify a forged JSON ($f): exit $rc"
done
rc=$(verify "$T/fj/ids.json")
[ "$rc" = 1 ] && grep -qE "missing  rules +/etc/hostname: outside" "$T/v.out" && grep -qE "missing  cases +in/gone.yaml" "$T/v.out" \
  && grep -q "missing  pdf" "$T/v.out" && ! grep -q "differs  rules" "$T/v.out" && ok || { bad "verify a JSON naming odd files: exit $rc"; cat "$T/v.out" >&2; }
rc=$(verify --binary in/cand "$T/fj/noid.json"); [ "$rc" = 2 ] && ok || bad "verify --binary of a JSON without identity: exit $rc"
rc=$(verify --rerun "$T/fj/format.json"); [ "$rc" = 2 ] && grep -q "not a lotcert certification" "$T/v.out" && ok \
  || bad "verify --rerun of a forged JSON: exit $rc"

# one byte changed in each item, in turn: caught, and the item named
tamper() {  # FILE ITEM-PATTERN DESCRIPTION
  cp "$1" "$T/saved"; flip "$1"
  local rc; rc=$(verify out)
  if [ "$rc" = 1 ] && grep -qE "$2" "$T/v.out"; then ok; else bad "$3: exit $rc, no /$2/"; cat "$T/v.out" >&2; fi
  cp "$T/saved" "$1"
}
tamper "$W/out/certification.json" "differs  json|differs  signed .*certification.json" "one byte of the JSON"
tamper "$W/out/certification.pdf" "differs  signed .*certification.pdf" "one byte of the PDF"
tamper "$W/in/block.jsonl" "differs  emission +in/block.jsonl" "one byte of the emission block"
tamper "$W/in/rules.yaml" "differs  rules +in/rules.yaml" "one byte of the rules file"
tamper "$W/in/cand" "differs  candidate" "one byte of the candidate binary"
rc=$(verify out); [ "$rc" = 0 ] && ok || bad "restored: exit $rc"
# the signature swapped for one by another key over the same files, or edited
cp "$W/out/certification.sig" "$T/saved"
python3 - "$W/out/certification.sig" <<'PY'
import json, sys
p = sys.argv[1]; d = json.load(open(p))
d["signer"] = "Someone Else"            # the signed text changes: the signature no longer holds
json.dump(d, open(p, "w"))
PY
rc=$(verify out); [ "$rc" = 1 ] && grep -q "invalid  signature" "$T/v.out" && ok || bad "an edited signature: exit $rc"
cp "$T/saved" "$W/out/certification.sig"
mkdir -p "$T/o"
(cd "$W" && SOURCE_DATE_EPOCH=1700000000 "$LC" certify --rules in/rules.yaml --cases in/cases --candidate in/cand \
   --block in/block.jsonl --units 3000 --fuzz 0 --sandbox none --json "$T/o/certification.json" --pdf "$T/o/certification.pdf" \
   --sign other >/dev/null 2>&1)
cp "$T/o/certification.sig" "$W/out/certification.sig"
rc=$(verify --key key.pub out)
[ "$rc" = 1 ] && grep -q "another key signed" "$T/v.out" && ok || bad "a signature swapped for another key's: exit $rc"
rm "$W/out/certification.sig"
rc=$(verify out); [ "$rc" = 1 ] && grep -q "missing  signature" "$T/v.out" && ok || bad "no signature: exit $rc"
# a genuine signature put beside another PDF (and its JSON) vouches for nothing: the signature must cover
# the very files verified, and a signed file that is absent fails
cp "$T/saved" "$W/out/certification.sig"
mkdir -p "$T/forged"
(cd "$W" && "$LC" certify --rules in/rules.yaml --cases in/cases --candidate in/cand --fuzz 0 --sandbox none \
   --json "$T/forged/forged.json" --pdf "$T/forged/forged.pdf" >/dev/null 2>&1)
cp "$W/out/certification.sig" "$T/forged/forged.sig"
rc=$(verify --key key.pub "$T/forged/forged.pdf")
[ "$rc" = 1 ] && grep -q "forged.pdf is not a file this signature covers" "$T/v.out" && grep -q "missing  signed" "$T/v.out" \
  && ! grep -q "^verified" "$T/v.out" && ok || { bad "a genuine signature beside a forged PDF: exit $rc"; cat "$T/v.out" >&2; }
# the pages must say what the JSON says: a count of findings changed on the pages alone
qpdf --qdf --object-streams=disable "$W/out/certification.pdf" "$T/forged/pages.pdf"
python3 - "$T/forged/pages.pdf" <<'PY'
import re, sys
p = sys.argv[1]; b = open(p, "rb").read()
hexs = lambda t: "".join("%04x" % ord(c) for c in t).encode()
m = re.search(hexs("Reservations: ") + rb"(003[0-9])", b)
assert m, "no count of reservations on the pages"
digit = m.group(1)
b = b[:m.start(1)] + (b"0039" if digit != b"0039" else b"0038") + b[m.end(1):]
open(p, "wb").write(b)
PY
rc=$(verify "$T/forged/pages.pdf")
[ "$rc" = 1 ] && grep -q "differs  pages .*the findings read" "$T/v.out" && ok || { bad "pages that contradict the JSON: exit $rc"; cat "$T/v.out" >&2; }
rc=$(verify out); grep -q "matches  pages" "$T/v.out" && ok || bad "the untouched pages do not match their JSON"
# the conclusion, a footer, a digest each changed on the pages alone (a letter, a digit), or the
# conclusion's line gone: each caught and named
qpdf --qdf --object-streams=disable "$W/out/certification.pdf" "$T/forged/qdf.pdf"
for what in conclusion footer digest no-conclusion no-footer no-digest no-counts; do
  python3 - "$T/forged/qdf.pdf" "$T/forged/$what.pdf" "$what" <<'PY'
import re, sys
src, dst, what = sys.argv[1:]
b = open(src, "rb").read()
hexs = lambda t: "".join("%04x" % ord(c) for c in t).encode()
def change(pattern, at):   # one UTF-16 unit at `at` past the pattern's start, turned into another letter
    m = re.search(pattern, b, re.I)
    assert m, "not on the pages: " + what
    i = m.start() + at
    return b[:i] + (b"0058" if b[i:i + 4].lower() != b"0058" else b"0059") + b[i + 4:]
if what == "conclusion":      # the verdict's first letter, after "Conclusion: "
    b = change(hexs("Conclusion: "), len(hexs("Conclusion: ")))
elif what == "footer":        # the last letter of a footer's verdict
    m = [x for x in re.finditer(rb"<(006c006f0074006300650072007400[0-9a-f]*)> Tj", b, re.I) if hexs(" \u00b7 ") in x.group(1).lower()]
    assert m, "no footer"
    b = b[:m[0].end(1) - 4] + b"0058" + b[m[0].end(1):]
elif what == "digest":        # a digit of the digest a footer prints
    b = change(hexs("content SHA-256 (JSON): "), len(hexs("content SHA-256 (JSON): ")))
elif what == "no-conclusion":
    b = change(hexs("Conclusion: "), 0)
else:                         # every line of a kind, its first letter changed: none left on the pages
    head = {"no-footer": "lotcert ", "no-digest": "content SHA-256 (JSON): ", "no-counts": "Non-conformities: "}[what]
    b, k = re.subn(hexs(head[0]) + hexs(head[1:]), b"0058" + hexs(head[1:]), b, flags=re.I)
    assert k, "not on the pages: " + what
open(dst, "wb").write(b)
PY
  rc=$(verify "$T/forged/$what.pdf")
  case $what in
    conclusion) want="the conclusion reads" ;; footer) want="a footer reads" ;; digest) want="a footer prints the digest" ;;
    no-footer) want="the pages do not show a footer" ;; no-digest) want="the pages do not show the digest" ;;
    no-counts) want="the pages do not show the counts of findings" ;;
    *) want="the pages do not show the conclusion" ;;
  esac
  [ "$rc" = 1 ] && grep -q "differs  pages .*$want" "$T/v.out" && ok || { bad "pages with the $what changed: exit $rc"; grep pages "$T/v.out" >&2; }
done
# the program about to be deployed against the one certified
rc=$(verify --binary in/cand out); [ "$rc" = 0 ] && grep -q "matches  binary .*the program certified" "$T/v.out" && ok \
  || bad "verify --binary with the certified program: exit $rc"
rc=$(verify --binary "$LC" out); [ "$rc" = 1 ] && grep -q "differs  binary .*NOT the program certified" "$T/v.out" && ok \
  || bad "verify --binary with another program: exit $rc"
# a signer nobody vouched for: a self-signed forgery under the lab's name is not "verified"
mkdir -p "$T/self"
(cd "$W" && "$LC" certify --rules in/rules.yaml --cases in/cases --candidate in/cand --fuzz 0 --sandbox none \
   --json "$T/self/certification.json" --pdf "$T/self/certification.pdf" --sign other --signer "Laboratoire d'essai" \
   >/dev/null 2>&1)
rc=$( (cd "$W" && "$LC" verify "$T/self" >"$T/v.out" 2>&1); echo $?)
[ "$rc" = 1 ] && grep -q "unknown  key .*signature by an unknown key" "$T/v.out" && grep -q "signature by an unknown key" "$T/v.out" \
  && ! grep -q "^verified" "$T/v.out" && ok || { bad "a self-signed forgery without a trusted key: exit $rc"; cat "$T/v.out" >&2; }
rc=$(verify --trusted trusted "$T/self"); [ "$rc" = 1 ] && grep -q "not in trusted" "$T/v.out" && ok || bad "a signer not in the trusted file: exit $rc"
rc=$(verify --allow-unknown-signer "$T/self"); [ "$rc" = 0 ] && grep -q "note     key" "$T/v.out" && ok \
  || bad "--allow-unknown-signer: exit $rc"
printf '# the lab\nnot-a-key Someone\n' > "$T/bad-trusted"
rc=$(verify --trusted "$T/bad-trusted" out 2>&1); [ "$rc" = 2 ] && grep -q "bad-trusted:2:1" "$T/v.out" && ok || bad "a malformed trusted file: exit $rc"
# a trusted file with blank lines and indented comments; a key listed without a name
printf '\n   # the lab\n\n\t%s\n' "$(sed -n 2p "$W/key.pub")" > "$T/nameless-trusted"
rc=$(verify --trusted "$T/nameless-trusted" out); [ "$rc" = 0 ] && grep -q "(no name)" "$T/v.out" && ok \
  || { bad "a trusted key without a name: exit $rc"; grep key "$T/v.out" >&2; }
# a signature file edited: each malformation makes it invalid, never valid
cp "$W/out/certification.sig" "$T/sig-saved"
for edit in 'd["format"] = "lotcert-signature/2"' 'd["public_key"] = "zz"' 'd["files"] = {}' 'd["files"][0].pop("sha256")' \
            'd["files"][0]["sha256"] = "00"' 'd["files"][0]["name"] = "x" * 400' 'd["signature"] = d["signature"][:-2]' \
            'd["files"] = d["files"] * 5' 'del d["signer"]' 'd["files"][0]["name"] = "../out/certification.json"'; do
  python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); exec(sys.argv[2]); json.dump(d, open(sys.argv[1], "w"))' \
    "$W/out/certification.sig" "$edit"
  rc=$(verify out); [ "$rc" = 1 ] && grep -q "invalid  signature" "$T/v.out" && ! grep -q "^verified" "$T/v.out" && ok \
    || { bad "a signature file edited ($edit): exit $rc"; grep signature "$T/v.out" >&2; }
  cp "$T/sig-saved" "$W/out/certification.sig"
done
# files a JSON names are read only inside the root, only when regular, and no read is endless
mkdir -p "$T/paths"; mkfifo "$W/in/fifo"
python3 - "$W/out/certification.json" "$T/paths/certification.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["identity"] += [{"role": "emission", "path": "/proc/self/pagemap", "sha256": "0" * 64, "bytes": 0},
                  {"role": "emission", "path": "/etc/shadow", "sha256": "0" * 64, "bytes": 0},
                  {"role": "emission", "path": "in/fifo", "sha256": "0" * 64, "bytes": 0}]
json.dump(d, open(sys.argv[2], "w"))
PY
rc=$( (cd "$W" && timeout 20 "$LC" verify --trusted trusted "$T/paths" >"$T/v.out" 2>&1); echo $?)
[ "$rc" = 1 ] && grep -q "missing  emission   /proc/self/pagemap: outside" "$T/v.out" \
  && grep -q "missing  emission   /etc/shadow: outside" "$T/v.out" && grep -q "refused  emission   in/fifo: not a regular file" "$T/v.out" \
  && ok || { bad "verify followed paths a JSON named: exit $rc"; cat "$T/v.out" >&2; }
rm -f "$W/in/fifo"
mkdir -p "$T/huge"; truncate -s 100M "$T/huge/certification.json"
rc=$(timeout 20 "$LC" verify "$T/huge" >"$T/v.out" 2>&1; echo $?); [ "$rc" = 2 ] && ok || bad "a 100 MB JSON: exit $rc"
# what cannot be verified is named, never taken for evidence
echo x > "$W/x.txt"; rc=$(verify x.txt); [ "$rc" = 2 ] && grep -q "x.txt: expected a certification folder, PDF or JSON" "$T/v.out" \
  && ok || bad "verify of a file that is neither PDF nor JSON: exit $rc"
mkdir -p "$W/empty"; rc=$(verify empty); [ "$rc" = 2 ] && grep -q "empty: no certification here" "$T/v.out" && ok \
  || bad "verify of a folder without a certification: exit $rc"
rc=$(verify out//); [ "$rc" = 0 ] && grep -q "^verified: " "$T/v.out" && ok || bad "verify of out// (trailing slashes): exit $rc"
mkdir -p "$W/bigsig" "$W/badsig"; cp "$W"/out/certification.* "$W/bigsig/"; cp "$W"/out/certification.* "$W/badsig/"
truncate -s 2M "$W/bigsig/certification.sig"
rc=$(verify bigsig); [ "$rc" = 1 ] && grep -q "invalid  signature  larger than any signature" "$T/v.out" && ok \
  || bad "a 2 MiB signature file: exit $rc"
echo garbage > "$W/badsig/certification.sig"
rc=$(verify badsig); [ "$rc" = 1 ] && grep -q "invalid  signature  not a signature file" "$T/v.out" && ok \
  || bad "a signature file that is not one: exit $rc"
echo nonsense > "$W/bad.pub"
rc=$(verify --key bad.pub out); [ "$rc" = 1 ] && grep -q "invalid  key .*not a lotcert key" "$T/v.out" && ok \
  || bad "--key with a file that is no key: exit $rc"
mkdir -p "$W/nocand"
python3 - "$W/out/certification.json" "$W/nocand/certification.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["identity"] = [i for i in d["identity"] if i["role"] != "candidate"]
json.dump(d, open(sys.argv[2], "w"))
PY
rc=$(verify --binary in/cand nocand); [ "$rc" = 2 ] && grep -q "records no candidate file to compare with" "$T/v.out" && ok \
  || bad "--binary against a certification that records no candidate file: exit $rc"
echo '{"format":"lotcert-certification/2","identity":[]}' > "$W/fmt.json"
echo '{"format":"lotcert-certification/1","identity":{}}' > "$W/fmt2.json"
for f in fmt fmt2; do
  rc=$(verify $f.json); [ "$rc" = 2 ] && grep -q "not a lotcert certification" "$T/v.out" && ok || bad "verify of $f.json: exit $rc"
done
"$LC" keygen -o "$T/no-such-dir/k" >/dev/null 2>"$T/kg.err"; rc=$?
[ "$rc" = 2 ] && grep -q "no-such-dir/k: No such file or directory" "$T/kg.err" && ok || bad "keygen into a missing folder: exit $rc"
rc=$(verify --key no-such.pub out); [ "$rc" = 1 ] && grep -q "invalid  key .*cannot read the key" "$T/v.out" && ok \
  || bad "--key with a missing file: exit $rc"
rc=$(verify --trusted no-such-file out); [ "$rc" = 2 ] && grep -q "cannot read the trusted signers" "$T/v.out" && ok \
  || bad "--trusted with a missing file: exit $rc"
mkdir -p "$W/fmtsig"; cp "$W"/out/certification.json "$W"/out/certification.pdf "$W/fmtsig/"
echo '{"format":"lotcert-signature/9"}' > "$W/fmtsig/certification.sig"
rc=$(verify fmtsig); [ "$rc" = 1 ] && grep -q "invalid  signature  not a lotcert signature" "$T/v.out" && ok \
  || bad "a signature of another format: exit $rc"
# a French certification's pages are read with the French labels
mkdir -p "$T/fr"
(cd "$W" && "$LC" certify --rules in/rules.yaml --cases in/cases --candidate in/cand --fuzz 0 --sandbox none --lang fr \
   --json "$T/fr/certification.json" --pdf "$T/fr/certification.pdf" >/dev/null 2>&1)
rc=$(verify --allow-unknown-signer "$T/fr"); grep -q "matches  pages .*conclusion \"" "$T/v.out" && grep -q "Non-conformités" "$T/v.out" \
  && ok || { bad "the pages of a French certification: exit $rc"; grep pages "$T/v.out" >&2; }
# a JSON named without .json: its signature is that name and .sig
(cd "$W" && "$LC" certify --rules in/rules.yaml --cases in/cases --candidate in/cand --fuzz 0 --sandbox none \
   --json "$T/fr/named.out" --sign key >/dev/null 2>&1)
[ -s "$T/fr/named.out.sig" ] && ok || bad "certify --json named.out --sign: no named.out.sig"
# a PDF larger than any lotcert writes is refused, never read, and no signature covers it
mkdir -p "$W/hugepdf"; cp "$W"/out/certification.json "$W"/out/certification.sig "$W/hugepdf/"
truncate -s 300M "$W/hugepdf/certification.pdf"
rc=$(verify hugepdf); [ "$rc" = 1 ] && grep -q "refused  pdf .*larger than any lotcert writes" "$T/v.out" \
  && grep -q "refused  signed .*hugepdf/certification.pdf" "$T/v.out" && ! grep -q "^verified" "$T/v.out" && ok \
  || { bad "a 300 MB PDF: exit $rc"; cat "$T/v.out" >&2; }
rm -r "$W/hugepdf"
# a certification file that cannot be looked at (a link to itself), a name without an extension,
# an extension only on the folder: each named, exit 2
mkdir -p "$W/loop" "$W/a.d"; ln -s certification.json "$W/loop/certification.json"; echo x > "$W/a.d/cert"; echo x > "$W/noext"
rc=$(verify loop); [ "$rc" = 2 ] && grep -q "loop/certification.json: cannot look at it: Too many levels of symbolic links" "$T/v.out" \
  && ok || { bad "a certification that is a link loop: exit $rc"; cat "$T/v.out" >&2; }
for f in noext a.d/cert; do
  rc=$(verify $f); [ "$rc" = 2 ] && grep -q "expected a certification folder, PDF or JSON" "$T/v.out" && ok || bad "verify $f: exit $rc"
done
rc=$(verify --binary no-such-program out); [ "$rc" = 2 ] && grep -q "no-such-program" "$T/v.out" && ok \
  || { bad "verify --binary of a program that is not there: exit $rc"; cat "$T/v.out" >&2; }
# a rerun of a certification made under another reading, with the texts checked and no block:
# certified again with the same options, the same figures
mkdir -p "$W/out2"; texts=$(pwd)/rules/reglements
(cd "$W" && SOURCE_DATE_EPOCH=1700000000 "$LC" certify --rules in/rules.yaml --cases in/cases --candidate in/cand --fuzz 0 \
   --sandbox none --reading I-BINGO-DRAWN-DISTINCT=within-each-draw --texts "$texts" \
   --json out2/certification.json --sign key >/dev/null 2>&1)
rc=$(verify --rerun out2)
[ "$rc" = 0 ] && grep -q "^rerun: the same verdict and figures" "$T/v.out" && ok || { bad "verify --rerun under a reading: exit $rc"; tail -5 "$T/v.out" >&2; }
# a vendor's own certification, as certify lets it be made: rules and cases named relative to the kit,
# the block and the candidate by absolute paths elsewhere, the reports named anything. One verify of the
# folder finds them, and checks every file: the absolute ones once the signature verifies, never before
V="$T/vendor"; mkdir -p "$V" "$W/mine"; cp build/ref-candidate "$V/cand"; cp "$W/in/block.jsonl" "$V/block.jsonl"
(cd "$W" && "$LC" certify --rules in/rules.yaml --cases in/cases --candidate "$V/cand" --block "$V/block.jsonl" --units 3000 \
   --fuzz 0 --sandbox none --json mine/amigo-2014.json --pdf mine/evidence.pdf --sign key >/dev/null 2>&1)
rc=$(verify mine)
[ "$rc" = 0 ] && grep -q "^verified: " "$T/v.out" && grep -q "matches  rules      in/rules.yaml" "$T/v.out" \
  && grep -q "matches  emission   $V/block.jsonl" "$T/v.out" && grep -q "matches  candidate  $V/cand" "$T/v.out" \
  && grep -q "matches  pdf" "$T/v.out" && grep -q "matches  signed .*mine/evidence.pdf" "$T/v.out" && ! grep -q "^  missing" "$T/v.out" \
  && ok || { bad "verify of a vendor's own certification: exit $rc"; cat "$T/v.out" >&2; }
rc=$(verify --key other.pub mine)   # not the signer's key: nothing outside the folder is looked at
[ "$rc" = 1 ] && grep -q "missing  candidate  $V/cand: outside .*: not looked at (an absolute path is looked at once the signature verifies)" "$T/v.out" \
  && ok || { bad "verify by an untrusted key looked outside the folder: exit $rc"; grep candidate "$T/v.out" >&2; }
cp "$W"/out/certification.* "$W/mine/"   # two certifications in one folder: each verified
rc=$(verify mine)
[ "$rc" = 0 ] && [ "$(grep -c "^verified: " "$T/v.out")" = 2 ] && grep -q "^2 certifications: all verified" "$T/v.out" \
  && grep -q "^lotcert verify mine/amigo-2014.json" "$T/v.out" && ok || { bad "a folder of two certifications: exit $rc"; cat "$T/v.out" >&2; }
flip "$V/cand"; rc=$(verify mine); [ "$rc" = 1 ] && grep -q "differs  candidate  $V/cand" "$T/v.out" && ok \
  || bad "a candidate outside the folder changed since: exit $rc"
# a file the kernel makes is never read, even where the root lets verify look (/proc/self/pagemap reads for ever)
rc=$( (cd "$W" && timeout 20 "$LC" verify --root / --trusted trusted "$T/paths" >"$T/v.out" 2>&1); echo $?)
[ "$rc" = 1 ] && grep -q "refused  emission   /proc/self/pagemap: a file the kernel makes" "$T/v.out" && ok \
  || { bad "verify --root / read /proc/self/pagemap: exit $rc"; grep pagemap "$T/v.out" >&2; }

# nothing to verify
rc=$(verify "$T/nothing-here"); [ "$rc" = 2 ] && ok || bad "verify of a missing folder: exit $rc"
echo '{}' > "$T/bad.json"; rc=$(verify "$T/bad.json"); [ "$rc" = 2 ] && ok || bad "verify of a JSON that is no certification: exit $rc"
finish verify
