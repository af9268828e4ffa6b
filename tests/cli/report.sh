#!/usr/bin/env bash
# lotcert certify as a laboratory files its test report: the profile file
# (--lab) and the report's options on the pages, read back with pdftotext in
# English and in French (who issues it, the number and revision, client,
# item, dates in words, the statements a test report carries, "supplied by",
# scope and decision rule on page 1, End of report), DRAFT on every page
# unless the profile's own key signs, verify checking the mark and the
# number page by page, a profile or a date that cannot be read refused
# with nothing written, and no English label of the kit on a French page.
# Prints "N passed, N failed".
set -u
. "$(dirname "$0")/lib.sh"
REF=build/ref-candidate
B=rules/fdj-bingo-2012.yaml
PROFILE=docs/laboratory.sample.yaml
YEAR=$(date -u +%Y)
FP=$($LC keygen -o "$T/lab" | sed -n 's/^fingerprint: //p')
$LC keygen -o "$T/other" >/dev/null || bad "keygen"
# certify DIR LANG ARGS...: one game, no fuzzer; exit status echoed, the text in DIR/t (one line a paragraph);
# CASES=FILE: the cases of one file only (a run whose pages are read for what the cases do not change)
ONE=cases/fdj-bingo-2012/art-4.6-grille-1.yaml
certify() {
  local d=$1 lang=$2; shift 2
  mkdir -p "$d"
  $LC certify --rules $B --cases "${CASES:-cases/fdj-bingo-2012}" --candidate $REF --fuzz 0 --lang "$lang" \
    --pdf "$d/certification.pdf" --json "$d/certification.json" "$@" >"$d/out" 2>"$d/err"
  local rc=$?
  pdftotext -layout "$d/certification.pdf" "$d/t" 2>/dev/null
  pdftotext "$d/certification.pdf" - 2>/dev/null | tr '\n' ' ' | tr -s ' ' >"$d/flat"
  echo $rc
}
has() { grep -qF -- "$2" "$1/flat" && ok || { bad "$3: no '$2'"; }; }
pages() { pdfinfo "$1/certification.pdf" 2>/dev/null | awk '/^Pages:/ {print $2}'; }
page1() { pdftotext -f 1 -l 1 "$1/certification.pdf" - 2>/dev/null | tr '\n' ' ' | tr -s ' '; }
OPTS=(--lab $PROFILE --client "Opérateur (exemple)" --vendor "Éditeur SA" --product "Bingo C" --product-version 1.4.2
      --received 2026-03-01 --tested 2026-03-02 --issued 2026-03-05 --report-seq 7 --revision 2)

# --- English, unsigned: every point of the report, and DRAFT ---
rc=$(certify "$T/en" en "${OPTS[@]}")
[ "$rc" = 0 ] && ok || { bad "certify --lab: exit $rc"; cat "$T/en/err" >&2; }
E=$T/en
for s in "Laboratory Laboratoire d'essais (exemple)" "Address 1 rue de l'Exemple, 75000 Paris, France" \
         "Accreditation aucune (profil d'exemple)" "Report number EX-$YEAR-7, revision 2" \
         "Client Opérateur (exemple)" "vendor: Éditeur SA; product: Bingo C; version: 1.4.2" \
         "item received: 1 March 2026; tests: 2 March 2026; issue: 5 March 2026" \
         "Report authorized by Jeanne Exemple, responsable technique" "Electronic signature none (unsigned)" \
         "This report is a draft: it is not signed." \
         "The results relate only to the items tested" "This report shall not be reproduced except in full." \
         "Method and version lotcert " "End of report"; do has "$E" "$s" "EN page"; done
P1=$(page1 "$E")
for s in "Scope" "Decision rule" "p < α = 0.001" "certification sans réserve" "certification avec réserves" \
         "(severity major:" "(severity minor)" "Conclusion: certified with reservations"; do
  [[ "$P1" == *"$s"* ]] && ok || bad "EN page 1: no '$s'"
done
n=$(pages "$E"); [ "$(grep -c 'DRAFT — not an issued test report$' "$E/t")" = "$n" ] && ok || bad "EN: DRAFT not on each of $n pages"
[ "$(grep -c "Certification report EX-$YEAR-7, revision 2 ·" "$E/t")" = "$n" ] && ok || bad "EN: the number not in every footer"
tail -5 "$E/t" | grep -q "End of report" || pdftotext -f "$n" -l "$n" "$E/certification.pdf" - | grep -q "End of report" \
  && ok || bad "EN: End of report not on the last page"
grep -Eq "^candidate +build/ref-candidate +client " "$E/t" && grep -Eq "^rules +rules/fdj-bingo-2012.yaml +laboratory " "$E/t" \
  && grep -q "Supplied by" "$E/t" && ok || bad "EN: the supplied-by column"
[ "$(field "$E/certification.json" 'd["report"]["number"], d["report"]["draft"], d["report"]["draft_why"], d["report"]["dates"]["received"]')" \
  = "('EX-$YEAR-7', True, 'unsigned', '2026-03-01')" ] && ok || bad "EN: the JSON's report"
[ "$(field "$E/certification.json" 'd["report"]["laboratory"]["authorized_by"], d["report"]["item"]["version"], d["report"]["client"]')" \
  = "('Jeanne Exemple, responsable technique', '1.4.2', 'Opérateur (exemple)')" ] && ok || bad "EN: the JSON's laboratory and item"
$LC verify "$E" >"$T/v" 2>&1; grep -q "matches  pages .*DRAFT on every page" "$T/v" && ok || { bad "verify: a draft's pages"; cat "$T/v" >&2; }

# --- French: the same points in French words, decimal comma, space before the colon ---
rc=$(certify "$T/fr" fr "${OPTS[@]}")
F=$T/fr
for s in "Laboratoire Laboratoire d'essais (exemple)" "Numéro du rapport EX-$YEAR-7, révision 2" \
         "fournisseur : Éditeur SA ; produit : Bingo C ; version : 1.4.2" \
         "réception de l'objet : 1er mars 2026 ; essais : 2 mars 2026 ; émission : 5 mars 2026" \
         "Rapport autorisé par Jeanne Exemple" "Ce rapport est un projet : il n'est pas signé." \
         "Les résultats ne se rapportent qu'aux objets soumis à l'essai" \
         "Ce rapport ne peut être reproduit que dans son intégralité." "Fin du rapport" \
         "Non-conformités : 0 ; Réserves : 3" "Implémentation évaluée"; do has "$F" "$s" "FR page"; done
P1=$(page1 "$F")
for s in "Portée" "Règle de décision" "p < α = 0,001" "vaut certification sans réserve" "gravité majeure" \
         "Conclusion : certifié avec réserves"; do
  [[ "$P1" == *"$s"* ]] && ok || bad "FR page 1: no '$s'"
done
n=$(pages "$F"); [ "$(grep -c "PROJET — rapport d'essai non émis$" "$F/t")" = "$n" ] && ok || bad "FR: PROJET not on each of $n pages"
grep -Eq "^candidat +build/ref-candidate +client " "$F/t" && grep -q "Fourni par" "$F/t" && ok || bad "FR: the supplied-by column"
grep -Eq "(fait le|applicable le) [0-9]{4}-" "$F/t" && bad "FR: an ISO date in running text" || ok
$LC verify "$F" >"$T/v" 2>&1; grep -q "matches  pages .*DRAFT on every page" "$T/v" && ok || { bad "verify: the French draft"; cat "$T/v" >&2; }

# --- no English label or phrase of the kit on a French page: a passing report without the texts, and a
# failing one with a block, the fuzzer and the texts (failures, findings, blocks, the environment) ---
$LC generate --rules $B --seed 5 --units 20000 -o "$T/b.jsonl" || bad "generate"
rc=$(certify "$T/frbad" fr "${OPTS[@]}" --candidate "$REF --fault joker-ignored" --units 20000 --block "$T/b.jsonl" \
     --fuzz 500 --fuzz-seed 3 --texts rules/reglements)
[ "$rc" = 1 ] && ok || bad "a faulty candidate in French: exit $rc"
# the kit's words: its labels, and every string it writes elsewhere (findings, the candidate's confinement, a failure)
KIT_WORDS=(src/evidence/labels.c src/evidence/certify*.c src/candidate/confine.c src/suite/report_text.c)
for d in "$F" "$T/frbad"; do
  python3 tests/cli/french_labels.py "${KIT_WORDS[@]}" "$d/flat" >"$T/english" 2>/dev/null \
    && ok || { bad "English on the French pages of $d"; cat "$T/english" >&2; }
done
# what the kit does not write itself, quoted on a French page: the rules file's questions and readings, a check's
# reason, the case file's description; the candidate's confinement in French
has "$F" "« Must the 15 boules and the 3 boules Bonus be 18 distinct numbers? » Lecture retenue : all-distinct" "FR a register question quoted"
has "$F" "dans les termes du fichier de règles, qui ne les donne qu'en anglais" "FR the register's words said to be the file's"
has "$T/frbad" "motif : « status lose, expected win »" "FR a failure's reason quoted"
# the règlement's text the quotes were proven against: a row of the identity, supplied by the laboratory
TXT=rules/reglements/000_825734d1100b5f64.txt
grep -Eq "^texte du +$TXT +laboratoire +$(wc -c <$TXT)\$" "$T/frbad/t" && grep -A2 " $TXT " "$T/frbad/t" | grep -q "$(sha256sum $TXT | cut -c1-64)" \
  && ok || bad "FR: the règlement's text not in the identity table"
[ "$(field "$T/frbad/certification.json" '[(i["path"], i["sha256"]) for i in d["identity"] if i["role"] == "reglement"]')" \
  = "[('$TXT', '$(sha256sum $TXT | cut -c1-64)')]" ] && ok || bad "the JSON's identity: no règlement text"
has "$T/frbad" "le fichier de cas indique : « " "FR a case's description quoted"
has "$T/frbad" "attendu : {\"status\":" "FR a failure's heads"
has "$T/frbad" "confinement du candidat : bac à sable " "FR the confinement"
has "$T/frbad" "limites du candidat : espace d'adressage " "FR the limits"
# the console in French too: its labels, the typography of its findings
grep -q "^confinement du candidat : bac à sable " "$T/frbad/out" && grep -q "^cas : [0-9]*, [0-9]* conformes, [0-9]* non conformes ; " "$T/frbad/out" \
  && grep -q "^Non-conformités ([0-9]*) :$" "$T/frbad/out" && grep -q "^Conclusion : non certifié$" "$T/frbad/out" \
  && grep -Eq "^  [0-9]+\. fdj-bingo-2012 : Cas .* : « status lose, expected win »$" "$T/frbad/out" && ok || bad "the French console"
# failed cases grouped by behaviour, in euros, with the article's words and one unit; the raw list in an annex
rc=$(certify "$T/enbad" en "${OPTS[@]}" --candidate "$REF --fault joker-ignored" --fuzz 0)
G=$(python3 - "$T/enbad/certification.json" <<'PY'
import json, re, sys
d = json.load(open(sys.argv[1]))
whys = set(f["why"] for f in d["failures"])
m = [re.match(r"amount_cents (\d+), expected (\d+)", w) for w in whys]
print(len(whys), len(d["failures"]), *next(x.groups() for x in m if x))
PY
)
read -r ngroups nfail got want <<<"$G"
eur() { python3 -c 'import sys; c=int(sys.argv[1]); print(f"{c//100:,}".replace(",", "\u202f" if 0 else " ") + ",%02d €" % (c % 100))' "$1"; }
has "$T/enbad" "Failed cases, grouped by behaviour ($ngroups)" "EN groups"
has "$T/enbad" "$(eur "$got") paid instead of $(eur "$want") (« " "EN a group in euros with the article's words"
has "$T/enbad" "one of them, to replay (lotcert explain):" "EN one unit per group"
has "$T/enbad" "Annex: the findings as recorded" "EN annex"
[ "$(grep -c "^[0-9]*\. fdj-bingo-2012 — Article" "$T/enbad/t")" = "$ngroups" ] && [ "$ngroups" -lt "$nfail" ] && ok \
  || bad "EN: $ngroups groups expected for $nfail failures"
$LC verify "$T/enbad" >"$T/v" 2>&1; grep -q "matches  pages" "$T/v" && ok || { bad "verify: grouped findings"; cat "$T/v" >&2; }
has "$T/frbad" "versés au lieu de" "FR a group in euros"
has "$T/frbad" "Cas en échec, regroupés par comportement" "FR groups"
has "$T/frbad" "Annexe : les constats tels qu'enregistrés" "FR annex"

# one economics page per game: price, block, levels, TRJ against its bound, observed, the gap explained;
# the figures those of the JSON, the theoretical one lint's too
econ() {  # DIR EXPR: a figure of the JSON's first game's economics, with the report's decimal sign
  python3 - "$@" <<'PY'
import json, sys
d = json.load(open(sys.argv[1] + "/certification.json"))
v = eval(sys.argv[2], {"e": d["games"][0]["economics"]})
s = "%.2f" % v
print(s.replace(".", ",") if d["lang"] == "fr" else s)
PY
}
LINT_TRJ=$($LC lint $B | sed -n 's/.*payout ratio \([0-9.]*\) %.*/\1/p' | head -1)
[ "$(econ "$E" 'e["payout_theoretical"]')" = "$LINT_TRJ" ] && ok || bad "the JSON's TRJ is not lint's $LINT_TRJ"
has "$E" "Economics of the game — fdj-bingo-2012" "EN economics"
has "$E" "Theoretical payout (TRJ) $LINT_TRJ %" "EN TRJ"
has "$E" "Price of a unit 2,00 €" "EN price"
has "$E" "share of the payout" "EN levels"
has "$E" "$(econ "$E" 'e["payout_bound"][0]') % – $(econ "$E" 'e["payout_bound"][1]') % (Code de la sécurité intérieure, art. D.322-10" "EN bound"
has "$E" "within the bound" "EN within"
has "$E" "Payout observed not tested: no block of this game was verified" "EN not tested"
FT=$T/frbad
has "$FT" "TRJ théorique $(econ "$FT" 'e["payout_theoretical"]') %" "FR TRJ"
has "$FT" "TRJ constaté $(econ "$FT" 'e["payout_observed"]') %" "FR observed"
has "$FT" "Aucun : les blocs contiennent exactement les lots du plan de lots" "FR gap of a table game"
# a draw game: the gap against chance alone
$LC generate --rules tests/rules/amigo-2014.yaml --seed 4 --units 5000 -o "$T/a.jsonl" || bad "generate amigo"
mkdir -p "$T/draw"
$LC certify --rules tests/rules/amigo-2014.yaml --cases tests/cases/amigo-2014 --candidate "python3 tests/candidates/draw_candidate.py" \
  --block "$T/a.jsonl" --units 5000 --fuzz 0 --pdf "$T/draw/certification.pdf" --json "$T/draw/certification.json" >/dev/null 2>&1
pdftotext "$T/draw/certification.pdf" - | tr '\n' ' ' | tr -s ' ' >"$T/draw/flat"
has "$T/draw" "standard deviation at the first stake is $(econ "$T/draw" 'e["sd_points"]') points, and the gap of $(econ "$T/draw" 'e["payout_observed"] - e["payout_theoretical"]') points" "EN draw gap"
has "$T/draw" "Bound none stated in the rules" "EN draw without bound"

# how to read the report, the glossary, coverage said to measure the suite; a chart only of what was observed
has "$E" "How to read this report" "EN guide"
has "$E" "The coverage figures measure the suite of cases, not the implementation" "EN coverage wording"
has "$E" "These figures measure the suite of cases" "EN coverage note"
for term in "mutation score" "boundaries" "clustered / regular" "runs test" "expected × N" "reading"; do
  grep -Eq "^$term  +[a-z]" "$E/t" && ok || bad "EN glossary: no '$term'"
done
has "$E" "Not tested: no emission block of this game was verified, so no lot was counted" "EN no chart without a block"
grep -q "logarithmic scale" "$E/t" && bad "EN: a chart of expected values only" || ok
has "$FT" "(lots, échelle logarithmique ; Δ : constaté moins prévu)" "FR chart legend"
grep -Eq "Δ \+0\)" "$FT/t" && ok || bad "FR chart: no deviation beside the bars"
has "$F" "Comment lire ce rapport" "FR guide"
has "$F" "Ces chiffres mesurent la suite de cas" "FR coverage note"
grep -Eq "^score de mutation +parmi" "$F/t" && ok || bad "FR glossary"

# limitations, on the cover as reservations: a text cut short (Amigo's), figures of the laboratory's own reading
has "$T/draw" "Limitations fdj-amigo-avril-2014: limitation: the règlement's text as stored is incomplete" "EN a cut text on the cover"
[ "$(field "$T/draw/certification.json" 'd["verdict"]')" = "certified with reservations" ] && ok || bad "a cut text: no reservation"
# (the same game in dollars: every amount of the console and the pages in its currency, a declared lot's
# sample quoted as the check's words)
sed 's/- {lots: 920, amount_cents: 10000, total_cents: 9200000}/- {lots: 920, amount_cents: 10000, total_cents: 9200000, source: I-TABLE-IS-BLOCK-LEVEL}/; s/^  edition: internet$/&\n  currency: USD/' \
  $B >"$T/own.yaml"
grep -q "source: I-TABLE-IS-BLOCK-LEVEL" "$T/own.yaml" && grep -q "currency: USD" "$T/own.yaml" || bad "the rules file changed: no row to mark"
$LC generate --rules "$T/own.yaml" --seed 3 --units 20000 --declare-lots | sed '3s/"lot_cents":400}$/"lot_cents":200}/' >"$T/usd.jsonl"
grep -q '^{"id":"3-0000003".*"lot_cents":200}$' "$T/usd.jsonl" || bad "no unit 3 paying \$4.00 to declare \$2.00"
mkdir -p "$T/own"
$LC certify --rules "$T/own.yaml" --cases $ONE --candidate $REF --fuzz 0 --lang fr --pdf "$T/own/certification.pdf" \
  --units 20000 --block "$T/usd.jsonl" >"$T/own/out" 2>&1
pdftotext -l 1 "$T/own/certification.pdf" - | tr '\n' ' ' | tr -s ' ' >"$T/own/flat"
has "$T/own" "Limites fdj-bingo-2012 : limite : lignes du plan de lots dont le texte n'imprime pas les chiffres, tirés de la lecture du laboratoire (le registre) : 1" "FR the laboratory's own figures on the cover"
pdftotext -layout "$T/own/certification.pdf" "$T/own/t"
! grep -q "€" "$T/own/t" "$T/own/out" && grep -Eq '^\$2\.00 +1 333 +1 333 +1 333 +conforme' "$T/own/t" \
  && grep -q "ligne 3 « 3-0000003 declared \$2.00, pays \$4.00 »" "$T/own/out" \
  && grep -q "the quote says \$0.00 but the clause's amounts are \$10,000.00" "$T/own/out" && ok || bad "a game in dollars: an amount in euros"

# the check sees English where there is some: the English report of the same run
python3 tests/cli/french_labels.py "${KIT_WORDS[@]}" "$E/flat" >/dev/null 2>&1 \
  && bad "the check of French pages finds nothing on an English report" || ok

# --- signed by the laboratory's own key: no DRAFT; by another key: DRAFT, and why ---
sed "s/^# signing_key:.*/signing_key: $FP/" $PROFILE >"$T/lab.yaml"
rc=$(CASES=$ONE certify "$T/final" en --lab "$T/lab.yaml" --sign "$T/lab" --signer "Jeanne Exemple")
[ "$rc" = 0 ] && ! grep -q "DRAFT — not an issued" "$T/final/t" && grep -q "Electronic signature .*Jeanne Exemple ($FP)" "$T/final/t" \
  && [ "$(field "$T/final/certification.json" 'd["report"]["draft"]')" = False ] && ok || bad "signed by the profile's key: still a draft"
$LC verify --key "$T/lab.pub" "$T/final" >"$T/v" 2>&1 && ok || { bad "verify: an issued report"; cat "$T/v" >&2; }
rc=$(CASES=$ONE certify "$T/otherkey" en --lab "$T/lab.yaml" --sign "$T/other")
grep -q "the key that signs it is not the laboratory's" "$T/otherkey/flat" && grep -q "DRAFT — not an issued" "$T/otherkey/t" && ok \
  || bad "signed by another key: no DRAFT"
rc=$(CASES=$ONE certify "$T/asked" en --lab "$T/lab.yaml" --sign "$T/lab" --draft)
[ "$(field "$T/asked/certification.json" 'd["report"]["draft_why"]')" = "asked (--draft)" ] && grep -q "DRAFT — not an issued" "$T/asked/t" \
  && ok || bad "--draft: no DRAFT"
rc=$(CASES=$ONE certify "$T/nolab" en)
grep -q "no laboratory profile was given" "$T/nolab/flat" && grep -q "DRAFT — not an issued" "$T/nolab/t" \
  && [ "$(field "$T/nolab/certification.json" 'd["report"]["number"], d["report"]["laboratory"]')" = "(None, None)" ] \
  && ok || bad "no --lab: no DRAFT"

# --- run history: a re-run after a fix numbered after the last, listing the earlier findings ---
rc=$(CASES=cases/fdj-bingo-2012/art-4.1-composition.yaml certify "$T/run1" en "${OPTS[@]}" --candidate "$REF --fault range-76")
# run 2 also verifies the kit's block and the client's copy of it, lines 2 and 3 (two losing units) swapped
sed -n '2,3p' "$T/b.jsonl" | $LC eval --rules $B - | grep -c '"status":"lose"' | grep -qx 2 || bad "b.jsonl: lines 2 and 3 not both losing"
sed '2{h;d};3{G}' "$T/b.jsonl" >"$T/copy.jsonl"
rc=$(CASES=$ONE certify "$T/run2" en "${OPTS[@]}" --previous "$T/run1/certification.json" --units 20000 --block "$T/b.jsonl" \
     --block "$T/copy.jsonl" --block-source "$T/copy.jsonl=the operator's production file, received 2026-03-01")
[ "$rc" = 0 ] && ok || { bad "a re-run: exit $rc"; cat "$T/run2/err" >&2; }
first=$(field "$T/run1/certification.json" 'd["nonconformities"][0]["text"]')
n1=$(field "$T/run1/certification.json" 'len(d["nonconformities"])')
[ "$(field "$T/run2/certification.json" 'd["history"]["run"], len(d["history"]["earlier"]), d["history"]["earlier"][0]["verdict"], len(d["history"]["earlier"][0]["nonconformities"])')" \
  = "(2, 1, 'not certified', $n1)" ] && ok || bad "the JSON's history of run 2"
has "$T/run2" "Run history" "EN history"
has "$T/run2" "Run 2; earlier runs and their findings: see the run history" "EN run number on the cover"
has "$T/run2" "Run 1 — $(date -u +%-d) $(date -u +%B) $(date -u +%Y) — EX-$YEAR-7 — not certified" "EN the earlier run"
has "$T/run2" "$first" "EN an earlier finding in its words"
# who produced each block: the kit's recognised (its bytes generated again), a reservation; the client's as
# the laboratory states it; whether the units declared their lots; identical statistics without a reason
has "$T/run2" "Emission blocks verified 2; of which 1 generated by the kit, not supplied by the operator (a reservation)" "EN the kit's blocks on page 1"
has "$T/frbad" "Blocs d'émission vérifiés 1 ; dont 1 généré(s) par l'outil, non fourni(s) par l'opérateur" "FR the kit's blocks on page 1"
has "$T/run2" "Produced by the kit itself, not the operator: lotcert generate --seed 5 --units 20000, its bytes reproduced here by this lotcert" "EN a kit's block"
has "$T/run2" "generated by the kit (lotcert generate, seed 5), not supplied by the operator: it shows the implementation on units the kit built" "EN the kit's block a reservation"
has "$T/run2" "Produced by the laboratory's statement: « the operator's production file, received 2026-03-01 »" "EN a client's block"
has "$T/run2" "Lots declared by no unit: the lots were counted from what each unit pays" "EN lots declared"
has "$T/run2" "Identical statistics the same as $T/b.jsonl's, yet the two are neither the same file nor generated by the kit from the same seed" "EN identical statistics"
grep -Eq "^emission +$T/b.jsonl +laboratory" "$T/run2/t" && grep -Eq "^emission +$T/copy.jsonl +client" "$T/run2/t" \
  && ok || bad "EN: who supplied each block"
[ "$(field "$T/run2/certification.json" '[(b["source"]["generated_by_kit"], b["source"]["seed"], b["source"]["same_because"]) for b in d["blocks"]]')" \
  = "[(True, 5, None), (False, None, 'unexplained')]" ] && ok || bad "the JSON's blocks' sources"
has "$T/frbad" "généré par l'outil (lotcert generate, graine 5), non fourni par l'opérateur" "FR the kit's block a reservation"
has "$T/frbad" "Produit par l'outil lui-même, non l'opérateur : lotcert generate --seed 5 --units 20000" "FR a kit's block"
has "$T/frbad" "Lots déclarés par aucune unité" "FR lots declared"
rc=$(CASES=$ONE certify "$T/run3" fr --previous "$T/run2/certification.json")
[ "$(field "$T/run3/certification.json" 'd["history"]["run"], [e["run"] for e in d["history"]["earlier"]]')" = "(3, [1, 2])" ] \
  && ok || bad "the history carried forward to run 3"
has "$T/run3" "Historique des passages" "FR history"
has "$T/run3" "— non certifié" "FR an earlier verdict in French"
[ "$(field "$T/run1/certification.json" 'd["history"]')" = "{'run': 1, 'earlier': []}" ] && ok || bad "a first run's history"
$LC verify "$T/run3" >"$T/v" 2>&1; grep -q "matches  pages" "$T/v" && ok || { bad "verify: a run with history"; cat "$T/v" >&2; }

# --- verify: a page whose DRAFT mark is removed differs from its JSON ---
qpdf --qdf --object-streams=disable "$E/certification.pdf" "$T/qdf.pdf"
mkdir -p "$T/forged"
python3 - "$T/qdf.pdf" "$T/forged/certification.pdf" <<'PY'
import sys
src, dst = sys.argv[1:]
b = open(src, "rb").read()
hexs = lambda t: "".join("%04x" % ord(c) for c in t).encode()
mark = hexs("DRAFT")
i = b.find(mark)
assert i >= 0, "no DRAFT on the pages"
open(dst, "wb").write(b[:i] + hexs("XRAFT") + b[i + len(mark):])
PY
cp "$E/certification.json" "$T/forged/"
$LC verify "$T/forged" >"$T/v" 2>&1; rc=$?
[ "$rc" = 1 ] && grep -q "differs  pages .*pages carry the DRAFT mark" "$T/v" && ok || { bad "a DRAFT mark removed: exit $rc"; cat "$T/v" >&2; }

# --- verify: the run number on page 1 and the economics, edited on the pages, differ from the JSON ---
python3 - "$T/qdf.pdf" "$T" "$LINT_TRJ" <<'PY'
import os, sys
src, out, trj = sys.argv[1:]
b = open(src, "rb").read()
hexs = lambda t: "".join("%04x" % ord(c) for c in t).encode()
for name, old, new in (("run", "1; the first", "2; the first"), ("trj", trj + " %", "61.50 %")):
    assert hexs(old) in b, "no '%s' on the pages" % old
    os.makedirs(out + "/forged-" + name, exist_ok=True)
    open(out + "/forged-" + name + "/certification.pdf", "wb").write(b.replace(hexs(old), hexs(new)))
PY
for what in run trj; do
  cp "$E/certification.json" "$T/forged-$what/"
  $LC verify "$T/forged-$what" >"$T/v" 2>&1; rc=$?
  want=$([ $what = run ] && echo 'Run shows "2; the first' || echo 'Theoretical payout (TRJ) shows "61.50 %"')
  [ "$rc" = 1 ] && grep -q "differs  pages .*$want" "$T/v" && ok || { bad "verify: the $what edited on the pages: exit $rc"; cat "$T/v" >&2; }
done

# --- a profile or an option that cannot be read: exit 2, nothing written ---
refused() {  # DESCRIPTION EXPECTED-MESSAGE ARGS...
  local what=$1 want=$2; shift 2
  rm -rf "$T/bad"; mkdir -p "$T/bad"
  $LC certify --rules $B --cases cases/fdj-bingo-2012 --candidate $REF --fuzz 0 --pdf "$T/bad/c.pdf" --json "$T/bad/c.json" \
    "$@" >"$T/bad/out" 2>&1; local rc=$?
  [ "$rc" = 2 ] && grep -qF -- "$want" "$T/bad/out" && [ ! -e "$T/bad/c.pdf" ] && [ ! -e "$T/bad/c.json" ] && ok \
    || { bad "$what: exit $rc"; head -3 "$T/bad/out" >&2; }
}
printf 'name: L\naddress: A\nauthorized_by: P\nnumbering: N-{seq}\ncolour: blue\n' >"$T/p1.yaml"
refused "an unknown key" "p1.yaml:5:1: at colour: unknown key" --lab "$T/p1.yaml"
printf 'name: L\naddress: A\nnumbering: N\n' >"$T/p2.yaml"
refused "a missing key" "at authorized_by: missing" --lab "$T/p2.yaml"
printf 'name: L\naddress: [A, B]\nauthorized_by: P\nnumbering: N\n' >"$T/p3.yaml"
refused "a list for a text" "p3.yaml:2:10: at address: expected a text" --lab "$T/p3.yaml"
printf 'name: L\naddress: "A\n' >"$T/p4.yaml"
refused "broken YAML" "p4.yaml:" --lab "$T/p4.yaml"
refused "no such profile" "nothing-here.yaml" --lab "$T/nothing-here.yaml"
refused "a day that does not exist" "--received takes a date YYYY-MM-DD" --lab $PROFILE --received 2026-02-30
refused "a date in another form" "--issued takes a date" --issued 05/03/2026
refused "a revision that is no number" "--revision" --revision two
refused "a previous run that is no certification" "not a certification's JSON" --previous schemas/answer.schema.json
printf '{"format": ' >"$T/cut.json"
refused "a previous run cut short" "cut.json:1:" --previous "$T/cut.json"
refused "no previous run there" "nothing.json: at --previous: cannot be read" --previous "$T/nothing.json"
refused "a block source for no block" "nothing.jsonl: at --block-source: no --block names this file" \
  --block-source "$T/nothing.jsonl=the operator's"
refused "a block source without its text" "--block-source takes FILE=TEXT" --block-source "$T/b.jsonl"
finish report
