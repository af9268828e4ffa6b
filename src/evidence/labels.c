/* labels.c — the table of lc_l(): each label in English and in French. */
#include "labels.h"
#include "text.h"

#include <stdio.h>
#include <string.h>

static const char *const TABLE[L_COUNT][2] = {
    [L_DOC_TITLE] = {"Certification report", "Rapport de certification"},
    [L_DOC_SUBTITLE] = {"Conformity of a game implementation to its règlement",
                        "Conformité d'une implémentation de jeu à son règlement"},
    [L_GAME] = {"Game", "Jeu"},
    [L_REGLEMENT] = {"Règlement", "Règlement"},
    [L_SIGNED] = {"signed", "fait le"},
    [L_AMENDED] = {"amended", "modifié le"},
    [L_APPLICABLE] = {"applicable from", "applicable le"},
    [L_SOURCE] = {"text", "texte"},
    [L_CANDIDATE] = {"Implementation under certification", "Implémentation évaluée"},
    [L_VERDICT] = {"Conclusion", "Conclusion"},
    [L_DATE] = {"Date", "Date"},
    [L_TOOL] = {"Tool", "Outil"},
    [L_CERTIFIED] = {"certified", "certifié"},
    [L_RESERVATIONS_V] = {"certified with reservations", "certifié avec réserves"},
    [L_NOT_CERTIFIED] = {"not certified", "non certifié"},
    [L_SUMMARY] = {"Conclusion and findings", "Conclusion et constats"},
    [L_NONCONF] = {"Non-conformities", "Non-conformités"},
    [L_RESERV] = {"Reservations", "Réserves"},
    [L_NONE] = {"none", "aucune"},
    [L_IDENTITY] = {"Identity of the items examined", "Identification des éléments examinés"},
    [L_ROLE] = {"Item", "Élément"},
    [L_FILE] = {"File", "Fichier"},
    [L_BYTES] = {"bytes", "octets"},
    [L_REGISTER] = {"Interpretation register in force", "Registre des interprétations en vigueur"},
    [L_QUESTION] = {"Question", "Question"},
    [L_IN_FORCE] = {"Reading in force", "Lecture retenue"},
    [L_DEFAULT] = {"the default reading", "lecture par défaut"},
    [L_NOT_DEFAULT] = {"NOT the default reading", "lecture AUTRE que celle par défaut"},
    [L_RESULTS] = {"Results per article", "Résultats par article"},
    [L_ARTICLE] = {"Article", "Article"},
    [L_CASES] = {"Cases", "Cas"},
    [L_PASSED] = {"passed", "conformes"},
    [L_FAILED] = {"failed", "non conformes"},
    [L_FAILURES] = {"Failures in full", "Détail des échecs"},
    [L_NO_FAILURE] = {"No case failed.", "Aucun cas en échec."},
    [L_COVERAGE] = {"Coverage of the règlement by the cases", "Couverture du règlement par les cas"},
    [L_CLAUSES] = {"clauses", "clauses"},
    [L_READINGS] = {"readings", "lectures"},
    [L_OUTCOMES] = {"outcomes", "issues"},
    [L_BOUNDS] = {"boundaries", "bornes"},
    [L_MUTATION] = {"mutation score", "score de mutation"},
    [L_MUTANTS] = {"mutants", "mutants"},
    [L_KILLED] = {"killed", "détectés"},
    [L_SURVIVED] = {"survived", "survivants"},
    [L_EQUIVALENT] = {"equivalent", "équivalents"},
    [L_TABLE] = {"Prize table: expected against observed", "Plan de lots : prévu et constaté"},
    [L_AMOUNT] = {"Amount", "Montant"},
    [L_EXPECTED] = {"expected", "prévu"},
    [L_OBSERVED] = {"observed", "constaté"},
    [L_NO_CASE_RUN] = {"No case of this game was run against the candidate: the suite is empty for it (no case "
                       "file names the game, or every case holds only under other readings); nothing was tested",
                       "Aucun cas de ce jeu n'a été soumis au candidat : la suite est vide pour lui (aucun fichier de "
                       "cas ne nomme le jeu, ou chaque cas ne vaut que sous d'autres lectures) ; rien n'a été testé"},
    [L_NO_MUTANT_KILLED] = {"The cases kill no mutant of the rules: the suite cannot tell a wrong program from a "
                            "right one",
                            "Les cas ne détectent aucun mutant des règles : la suite ne distingue pas un programme "
                            "faux d'un programme juste"},
    [L_FUZZ_UNBUILT] = {"The differential fuzzer could not build every outcome (those were not fuzzed)",
                        "Le fuzzer différentiel n'a pu construire chaque issue (celles-ci n'ont pas été soumises)"},
    [L_TEXTS_UNCHECKED] = {"The rules' quotes and the règlement's SHA-256 were not checked against the texts "
                           "(certify --texts DIR): a quote that says otherwise than the text would pass",
                           "Les citations des règles et le SHA-256 du règlement n'ont pas été vérifiés sur les textes "
                           "(certify --texts DIR) : une citation contraire au texte passerait"},
    [L_SMALL_BLOCK] = {"Emission blocks smaller than the rules' block (--units), their lots scaled down: the "
                        "lots of a real block were not verified",
                        "Blocs d'émission plus petits que le bloc des règles (--units), lots réduits en proportion : "
                        "les lots d'un bloc réel n'ont pas été vérifiés"},
    [L_NO_BLOCK] = {"No emission block was verified for this game.",
                    "Aucun bloc d'émission n'a été vérifié pour ce jeu."},
    [L_NO_RAPPORTS] = {"No published rapports were verified for this pool game: its drawings' figures were checked "
                       "only by the cases and the fuzzer (lotcert rapports checks a drawing's published rapports "
                       "from its plays).",
                       "Aucun rapport publié n'a été vérifié pour ce jeu de répartition : les chiffres de ses tirages "
                       "n'ont été vérifiés que par les cas et le fuzzer (lotcert rapports vérifie les rapports publiés "
                       "d'un tirage à partir de ses prises de jeu)."},
    [L_RANKS] = {"Ranks and the rules of sharing", "Rangs et règles de répartition"},
    [L_RANK] = {"Rank", "Rang"},
    [L_CLASSES] = {"Classes of plays it holds", "Classes de prises de jeu"},
    [L_RANK_STEP] = {"Each part rounded down to", "Part arrondie à"},
    [L_SHARING_RULES] = {"Rules of sharing in force, in the order they apply", "Règles de répartition en vigueur, dans l'ordre où elles s'appliquent"},
    [L_POOL_ECON] = {"A pool game (jeu de répartition): each drawing shares among the winners of each rank the sum it "
                     "assigns to that rank. The rules state no chance per rank and no theoretical payout, and a "
                     "drawing holds as many plays as were made: there is no block, and the payout is the drawing's.",
                     "Jeu de répartition : chaque tirage répartit entre les gagnants de chaque rang la somme qu'il "
                     "affecte à ce rang. Les règles n'énoncent ni probabilité par rang ni taux de retour théorique, et "
                     "un tirage compte autant de prises de jeu qu'il en a été faites : il n'y a pas de bloc, le taux "
                     "de retour est celui du tirage."},
    [L_POOL_PRICE] = {"Price of a play", "Prix d'une prise de jeu"},
    [L_SPREAD] = {"Emission blocks and the spread of winners", "Blocs d'émission et répartition des gagnants"},
    [L_BLOCK] = {"Block", "Bloc"},
    [L_UNITS] = {"units", "unités"},
    [L_CHI2] = {"chi-square over sub-blocks", "khi-deux par sous-blocs"},
    [L_RUNS] = {"runs test", "test des séquences"},
    [L_THRESHOLD] = {"threshold", "seuil"},
    [L_RESULT] = {"Result", "Résultat"},
    [L_CONFORMING] = {"conforming", "conforme"},
    [L_NOT_CONFORMING] = {"NOT conforming", "NON conforme"},
    [L_ENVIRONMENT] = {"Environment", "Environnement"},
    [L_PAGE] = {"page", "page"},
    [L_CONTENT_DIGEST] = {"content SHA-256", "SHA-256 du contenu"},
    [L_LINT] = {"Rules file checks (lint)", "Contrôle du fichier de règles (lint)"},
    [L_FINDINGS] = {"findings", "constats"},
    [L_OK] = {"no finding", "aucun constat"},
    [L_PAYOUT] = {"payout ratio", "TRJ"},
    [L_PAID] = {"paid", "versé"},
    [L_ANOMALIES] = {"anomalies", "anomalies"},
    [L_OFF_TABLE] = {"off-table", "hors plan"},
    [L_DUPLICATES] = {"duplicate serials", "doublons de numéro de série"},
    [L_LOT_MISMATCH] = {"units not paying their declared lot", "unités ne payant pas le lot déclaré"},
    [L_TAILS] = {"clustered / regular", "groupés / trop réguliers"},
    [L_OTHER_READINGS] = {"held for other readings, not run", "réservés à d'autres lectures, non exécutés"},
    [L_LEVELS] = {"Levels and their published chances", "Rangs et probabilités publiées"},
    [L_ONE_IN] = {"1 chance in", "1 chance sur"},
    [L_LEVEL] = {"Level", "Rang"},
    [L_RARE_OFTEN] = {"p: too rare / too often", "p : trop rare / trop fréquent"},
    [L_UNREADABLE] = {"unreadable lines", "lignes illisibles"},
    [L_DISAGREE] = {"candidate disagreements", "désaccords du candidat"},
    [L_NOTES] = {"notes raised", "notes levées"},
    [L_SCALE] = {"(lots, logarithmic scale; Δ: observed less expected)", "(lots, échelle logarithmique ; Δ : constaté moins prévu)"},
    [L_LIMIT_CUT] = {"limitation: the règlement's text as stored is incomplete, and what it leaves out is neither "
                     "encoded nor tested; the rules file says:",
                     "limite : le texte du règlement tel que conservé est incomplet, et ce qu'il omet n'est ni codé ni "
                     "testé ; le fichier de règles indique :"},
    [L_LIMIT_REGISTER] = {"limitation: prize-table rows whose figures the text does not print, taken from the "
                          "laboratory's own reading (the register)",
                          "limite : lignes du plan de lots dont le texte n'imprime pas les chiffres, tirés de la "
                          "lecture du laboratoire (le registre)"},
    [L_LIMITATIONS] = {"Limitations", "Limites"},
    [L_RUN] = {"Run", "Passage"},
    [L_RUN_FIRST] = {"the first certification of this item", "la première certification de cet objet"},
    [L_RUN_LATER] = {"earlier runs and their findings: see the run history", "passages antérieurs et leurs constats : voir l'historique"},
    [L_HISTORY] = {"Run history", "Historique des passages"},
    [L_HISTORY_TEXT] = {"Each earlier certification of this item, with its findings as its report recorded them: a "
                        "re-run after a fix lists them, it does not replace them.",
                        "Chaque certification antérieure de cet objet, avec ses constats tels que son rapport les a "
                        "enregistrés : un nouveau passage après correction les rappelle, il ne les remplace pas."},
    [L_MORE] = {"more, in that run's report", "autres, dans le rapport de ce passage"},
    [L_NOT_TESTED_TABLE] = {"Not tested: no emission block of this game was verified, so no lot was counted; the "
                            "table above is the règlement's alone.",
                            "Non testé : aucun bloc d'émission de ce jeu n'a été vérifié, aucun lot n'a donc été "
                            "compté ; le tableau ci-dessus est celui du règlement seul."},
    [L_ROLE_RULES] = {"rules", "règles"},
    [L_ROLE_CASES] = {"cases", "cas"},
    [L_ROLE_EMISSION] = {"emission", "émission"},
    [L_ROLE_CANDIDATE] = {"candidate", "candidat"},
    [L_ROLE_TOOL] = {"lotcert", "lotcert"},
    [L_METHOD] = {"Method", "Méthode"},
    [L_METHOD_TEXT] =
        {"Each clause of the règlement is encoded with its article; the rules files are checked (prize-table "
         "arithmetic, reachability, payout bound). Every case, written from the règlement, is sent to the "
         "implementation over the protocol of the kit, and its answer compared with the expected outcome. The "
         "coverage of the cases is read from the interpreter's traces, and mutants of the rules measure whether "
         "the cases would notice a wrong implementation. Each emission block is read whole: every unit is "
         "evaluated and sent to the implementation, lots are counted per amount against the prize table, and the "
         "spread of winners is tested.",
         "Chaque clause du règlement est codée avec son article ; les fichiers de règles sont contrôlés "
         "(arithmétique du plan de lots, accessibilité, taux de retour aux joueurs). Chaque cas, écrit d'après le règlement, "
         "est soumis à l'implémentation par le protocole de l'outil, et sa réponse comparée à l'issue attendue. "
         "La couverture des cas est lue dans les traces de l'interpréteur, et des mutants des règles mesurent si "
         "les cas remarqueraient une implémentation fautive. Chaque bloc d'émission est lu en entier : chaque "
         "unité est évaluée et soumise à l'implémentation, les lots sont comptés par montant face au plan de "
         "lots, et la répartition des gagnants est testée."},
    [L_STDERR] = {"the candidate wrote on its standard error", "le candidat a écrit sur sa sortie d'erreur"},
    [L_RESTARTS] = {"the candidate was restarted", "le candidat a été relancé"},
    [L_SINCE] = {"Appendix: what changed since the previous rules", "Annexe : ce qui a changé depuis les règles précédentes"},
    [L_SINCE_TEXT] = {"lotcert diff of the previous rules file against the rules certified: each kind of unit whose "
                      "outcome changes, with its smallest unit and both outcomes",
                      "lotcert diff du fichier de règles précédent et des règles certifiées : chaque sorte d'unité "
                      "dont le résultat change, avec sa plus petite unité et les deux résultats"},
    [L_RERUN] = {"Cases whose expectation changes", "Cas dont l'attendu change"},
    [L_KINDS] = {"kinds of change", "sortes de changement"},
    [L_DIFFER] = {"units that differ, of those searched", "unités qui diffèrent, sur celles cherchées"},
    [L_NEVER_ANSWERED] = {"the candidate never answered: it died at start again and again and was not started "
                          "again (its standard error is in the evidence); the fuzzer's and the blocks' units were "
                          "not sent to it; cases failed without an answer",
                          "le candidat n'a jamais répondu : il s'est arrêté au démarrage à chaque fois et n'a plus "
                          "été relancé (sa sortie d'erreur est dans les pièces) ; les unités du fuzzer et des blocs "
                          "ne lui ont pas été envoyées ; cas échoués sans réponse"},
    [L_UNCONFINED] = {"the candidate ran without a sandbox", "le candidat s'est exécuté sans bac à sable"},
    [L_PACE] = {"the candidate did not keep the pace the certification requires",
                "le candidat n'a pas tenu la cadence que la certification exige"},
    [L_LEFT_OUT] = {"the candidate's answers left out fields the outcome has, which were therefore not checked",
                    "les réponses du candidat omettent des champs que l'issue comporte, qui n'ont donc pas été vérifiés"},
    [L_CONFINEMENT] = {"candidate confinement", "confinement du candidat"},
    [L_LIMITS] = {"candidate limits", "limites du candidat"},
    [L_ISSUER] = {"Signed by", "Signé par"},
    [L_DF] = {"degrees of freedom", "degrés de liberté"},
    [L_LOTS_PER_BLOCK] = {"lots per block", "lots par bloc"},
    [L_BLOCKS_VERIFIED] = {"Emission blocks verified", "Blocs d'émission vérifiés"},
    [L_FINDINGS_CAP] = {"Findings", "Constats"},
    [L_NO_CASE] = {"no case (lint, blocks)", "aucun cas (lint, blocs)"},
    [L_COLON] = {": ", " : "},   /* French sets a space before the colon */
    [L_FUZZ] = {"the differential fuzzer found the candidate disagreeing with the interpreter",
                "le fuzzer différentiel a trouvé le candidat en désaccord avec l'interpréteur"},
    [L_COVERAGE_SHORT] = {"coverage", "couverture"},
    [L_FUZZER] = {"differential fuzzer", "fuzzer différentiel"},
    [L_SEED] = {"seed", "graine"},
    [L_DISAGREEMENTS] = {"disagreements", "désaccords"},
    [L_NOT_RUN] = {"not run", "non exécuté"},
    [L_TOO_OFTEN] = {"the candidate died too often: after 64 restarts it was not started again; the fuzzer's and the "
                     "blocks' units were not sent to it; cases failed without an answer",
                     "le candidat s'est arrêté trop souvent : après 64 relances il n'a plus été relancé ; les unités "
                     "du fuzzer et des blocs ne lui ont pas été envoyées ; cas échoués sans réponse"},
    [L_ROLE_INTERPRETER] = {"candidate's interpreter", "interpréteur du candidat"},
    [L_HOLDS_ANSWERS] = {"the candidate holds its answers until its input ends (it does not flush its output after "
                         "each line): an answer was late, lotcert closed its input, and the answers came at once; the "
                         "fuzzer's and the blocks' units were not sent to it; cases failed without an answer",
                         "le candidat garde ses réponses jusqu'à la fin de son entrée (il ne vide pas sa sortie après "
                         "chaque ligne) : une réponse était en retard, lotcert a fermé son entrée, et les réponses "
                         "sont arrivées d'un coup ; les unités du fuzzer et des blocs ne lui ont pas été envoyées ; "
                         "cas échoués sans réponse"},
    [L_LAB] = {"Laboratory", "Laboratoire"},
    [L_ADDRESS] = {"Address", "Adresse"},
    [L_SITE] = {"Tests performed at", "Lieu des essais"},
    [L_ACCREDITATION] = {"Accreditation", "Accréditation"},
    [L_AUTHORIZED] = {"Report authorized by", "Rapport autorisé par"},
    [L_CLIENT] = {"Client", "Client"},
    [L_REPORT_NO] = {"Report number", "Numéro du rapport"},
    [L_REVISION] = {"revision", "révision"},
    [L_ITEM] = {"Item tested", "Objet soumis à l'essai"},
    [L_VENDOR] = {"vendor", "fournisseur"},
    [L_PRODUCT] = {"product", "produit"},
    [L_ITEM_VERSION] = {"version", "version"},
    [L_RECEIVED] = {"item received", "réception de l'objet"},
    [L_TESTED] = {"tests", "essais"},
    [L_ISSUED] = {"issue", "émission"},
    [L_DATES] = {"Dates", "Dates"},
    [L_GAME_REGLEMENT] = {"Game and règlement", "Jeu et règlement"},
    [L_SEMI] = {"; ", " ; "},
    [L_CASES_LOWER] = {"cases", "cas"},
    [L_ONE_UNIT] = {"one of them, to replay (lotcert explain)", "l'un d'eux, à rejouer (lotcert explain)"},
    [L_GROUPED] = {"Failed cases, grouped by behaviour", "Cas en échec, regroupés par comportement"},
    [L_GROUPED_TEXT] = {"Failed cases of the same game and articles that gave the same wrong answer are one entry: "
                        "the behaviour, the règlement's words, how many cases, and one unit to replay. Each of them is "
                        "a non-conformity of severity major; the list as the JSON records it is in the annex.",
                        "Les cas en échec d'un même jeu et des mêmes articles qui ont donné la même réponse fausse "
                        "forment une entrée : le comportement, les mots du règlement, le nombre de cas, et une unité "
                        "à rejouer. Chacun est une non-conformité de gravité majeure ; la liste telle que le JSON "
                        "l'enregistre est en annexe."},
    [L_ANNEX] = {"Annex: the findings as recorded", "Annexe : les constats tels qu'enregistrés"},
    [L_ANNEX_TEXT] = {"Each non-conformity as the JSON attached to this document records it.",
                      "Chaque non-conformité telle que l'enregistre le JSON joint à ce document."},
    [L_SEVERITY] = {"severity", "gravité"},
    [L_ECONOMICS] = {"Economics of the game", "Économie du jeu"},
    [L_PRICE] = {"Price of a unit", "Prix d'une unité"},
    [L_STAKES] = {"Stakes a player may choose", "Mises au choix du joueur"},
    [L_BLOCK_SIZE] = {"Units per block", "Unités par bloc"},
    [L_SHARE] = {"share of the payout", "part des gains"},
    [L_PAYS] = {"pays (first stake)", "gain (première mise)"},
    [L_TRJ_THEO] = {"Theoretical payout (TRJ)", "TRJ théorique"},
    [L_TRJ_BOUND] = {"Bound", "Borne"},
    [L_WITHIN] = {"within the bound", "dans la borne"},
    [L_OUTSIDE] = {"OUTSIDE the bound", "HORS de la borne"},
    [L_TRJ_OBS] = {"Payout observed", "TRJ constaté"},
    [L_GAP] = {"The gap between the two", "L'écart entre les deux"},
    [L_GAP_SAME] = {"None: the blocks hold exactly the lots of the prize table, so they pay exactly the table's "
                    "total; the payout observed is the theoretical one.",
                    "Aucun : les blocs contiennent exactement les lots du plan de lots, donc paient exactement son "
                    "total ; le TRJ constaté est le TRJ théorique."},
    [L_GAP_LOTS] = {"The lots counted in the blocks differ from the prize table's (see the prize table): the payout "
                    "observed follows the lots counted.",
                    "Les lots comptés dans les blocs diffèrent de ceux du plan de lots (voir le plan de lots) : le "
                    "TRJ constaté suit les lots comptés."},
    [L_GAP_DRAW] = {"A draw game's payout varies from block to block by chance alone: over the plays verified, its "
                    "standard deviation at the first stake is %s points, and the gap of %s points is %s standard "
                    "deviations. The theoretical figure counts only the levels the rules encode, at the first stake; "
                    "the observed one, every play at its own stake.",
                    "Le TRJ d'un jeu de tirage varie d'un bloc à l'autre par le seul hasard : sur les prises de jeu "
                    "vérifiées, son écart-type à la première mise est de %s points, et l'écart de %s points vaut %s "
                    "écarts-types. Le chiffre théorique ne compte que les rangs codés dans les règles, à la première "
                    "mise ; le chiffre constaté, chaque prise de jeu à sa propre mise."},
    [L_NOT_TESTED] = {"not tested: no block of this game was verified",
                      "non testé : aucun bloc de ce jeu n'a été vérifié"},
    [L_NO_BOUND] = {"none stated in the rules", "aucune dans les règles"},
    [L_LINE] = {"line ", "ligne "},
    [L_HOW_TO_READ] = {"How to read this report", "Comment lire ce rapport"},
    [L_HOW_TEXT] =
        {"Page 1 says who issues the report, about which item, and the conclusion with the rule that led to it. "
         "Then come the findings (the failed cases grouped by behaviour), the items examined with their SHA-256, "
         "the readings of the règlement in force, the results per article, the coverage of the suite, the prize "
         "table and the emission blocks, one page of economics per game, and the environment. The coverage figures "
         "measure the suite of cases, not the implementation: 100 % coverage beside \"not certified\" says that "
         "the suite reached every clause and that the implementation failed some of it.",
         "La page 1 dit qui émet le rapport, sur quel objet, et la conclusion avec la règle qui y a mené. Suivent "
         "les constats (les cas en échec regroupés par comportement), les éléments examinés avec leur SHA-256, les "
         "lectures du règlement en vigueur, les résultats par article, la couverture de la suite, le plan de lots et "
         "les blocs d'émission, une page d'économie par jeu, et l'environnement. Les chiffres de couverture mesurent "
         "la suite de cas, non l'implémentation : une couverture de 100 % à côté de « non certifié » dit que la "
         "suite a atteint chaque clause et que l'implémentation a échoué sur une partie d'entre elles."},
    [L_COVERAGE_NOTE] = {"These figures measure the suite of cases (how much of the règlement it reaches, and whether it "
                         "would notice a wrong implementation), not the implementation certified.",
                         "Ces chiffres mesurent la suite de cas (la part du règlement qu'elle atteint, et si elle "
                         "remarquerait une implémentation fautive), non l'implémentation certifiée."},
    [L_G_NONCONF] = {"non-conformity", "non-conformité"},
    [L_G_NONCONF_D] = {"a finding of severity major: the implementation or its emission departs from the règlement; "
                       "one is enough for \"not certified\"",
                       "constat de gravité majeure : l'implémentation ou son émission s'écarte du règlement ; une "
                       "seule suffit pour « non certifié »"},
    [L_G_RESERV] = {"reservation", "réserve"},
    [L_G_RESERV_D] = {"a finding of severity minor: a limit of the evidence, not a departure",
                      "constat de gravité mineure : une limite des éléments de preuve, non un écart"},
    [L_G_READING] = {"reading", "lecture"},
    [L_G_READING_D] = {"the laboratory's answer to a question the règlement's text leaves open, recorded in the "
                       "register with the clause it bears on",
                       "réponse du laboratoire à une question que le texte du règlement laisse ouverte, inscrite au "
                       "registre avec la clause concernée"},
    [L_G_BOUNDS] = {"boundaries", "bornes"},
    [L_G_BOUNDS_D] = {"the values on either side of each limit the règlement sets (a count of numbers, a sum), each "
                      "reached by a case",
                      "les valeurs de part et d'autre de chaque limite que fixe le règlement (un nombre de numéros, "
                      "une somme), chacune atteinte par un cas"},
    [L_G_MUTATION] = {"mutation score", "score de mutation"},
    [L_G_MUTATION_D] = {"of the deliberately wrong versions of the rules (mutants), the share some case tells from "
                        "the right one",
                        "parmi les versions volontairement fausses des règles (mutants), la part qu'au moins un cas "
                        "distingue de la bonne"},
    [L_G_FUZZER] = {"differential fuzzer", "fuzzer différentiel"},
    [L_G_FUZZER_D] = {"units built near every limit, each evaluated by the kit's interpreter and by the "
                      "implementation, whose answers must agree",
                      "unités construites près de chaque limite, chacune évaluée par l'interpréteur de l'outil et "
                      "par l'implémentation, dont les réponses doivent concorder"},
    [L_G_TAILS] = {"clustered / regular", "groupés / trop réguliers"},
    [L_G_TAILS_D] = {"the two tails of the chi-square test over sub-blocks: winners bunched in some sub-blocks, or "
                     "spread more evenly than chance would",
                     "les deux queues du test du khi-deux par sous-blocs : gagnants concentrés dans certains "
                     "sous-blocs, ou répartis plus régulièrement que le hasard ne le ferait"},
    [L_G_RUNS] = {"runs test", "test des séquences"},
    [L_G_RUNS_D] = {"counts the runs of winning and losing units in the order of the block: too few or too many "
                    "says the order is not random",
                    "compte les suites d'unités gagnantes et perdantes dans l'ordre du bloc : trop peu ou trop "
                    "nombreuses, l'ordre n'est pas aléatoire"},
    [L_G_EXPECTED] = {"expected × N", "prévu × N"},
    [L_G_EXPECTED_D] = {"the prize table's lots per block times the N blocks verified",
                        "les lots par bloc du plan de lots multipliés par les N blocs vérifiés"},
    [L_G_TRJ] = {"TRJ", "TRJ"},
    [L_G_TRJ_D] = {"taux de retour aux joueurs: the share of the stakes paid back as prizes",
                   "taux de retour aux joueurs : la part des mises reversée en gains"},
    [L_G_DRAFT] = {"DRAFT", "PROJET"},
    [L_G_DRAFT_D] = {"a report no laboratory has issued: unsigned, signed by another key than the laboratory's, or "
                     "without a laboratory profile",
                     "rapport qu'aucun laboratoire n'a émis : non signé, signé d'une autre clé que celle du "
                     "laboratoire, ou sans profil de laboratoire"},
    [L_FUZZ_DETAIL] = {"%s of %s units (seed %s); first: %s (articles: %s); the unit, shrunk: %s; the rules give: %s",
                       "%s sur %s unités (graine %s) ; le premier, dans les termes du contrôle : « %s » (articles : %s) ; "
                       "l'unité, réduite : %s ; les règles donnent : %s"},
    [L_OPINIONS] = {"The readings below are the laboratory's interpretations of the règlement where its text leaves a "
                    "question open: opinions, not the text itself. Each is given in the words of the rules file.",
                    "Les lectures ci-dessous sont les interprétations du règlement par le laboratoire, là où son texte "
                    "laisse une question ouverte : des avis, non le texte lui-même. Chaque question et chaque lecture est "
                    "citée entre guillemets, dans les termes du fichier de règles, qui ne les donne qu'en anglais."},
    [L_ENV_SYSTEM] = {"system", "système"},
    [L_ENV_COMPILER] = {"compiler", "compilateur"},
    [L_ENV_LIBRARIES] = {"libraries", "bibliothèques"},
    [L_ENV_TIMEOUT] = {"case timeout", "délai par cas"},
    [L_ENV_THRESHOLD] = {"spread threshold", "seuil des tests de répartition"},
    [L_ENV_UNITS] = {"units per block", "unités par bloc"},
    [L_ENV_UNITS_GIVEN] = {"as given (--units), lots scaled", "selon --units, lots mis à l'échelle"},
    [L_ENV_UNITS_RULES] = {"the rules'", "celles des règles"},
    [L_ENV_TEXTS] = {"règlement texts", "textes des règlements"},
    [L_ENV_TEXTS_CHECKED] = {"every quote found word for word, every other prize-table row's figures printed, and the "
                             "text's SHA-256, in",
                             "chaque citation trouvée mot pour mot, les chiffres de chaque autre ligne du plan de lots "
                             "imprimés, et le SHA-256 du texte, dans"},
    [L_ENV_TEXTS_UNCHECKED] = {"quotes NOT checked against the texts (certify --texts DIR)",
                               "citations NON vérifiées sur les textes (certify --texts DIR)"},
    [L_ENV_FROM_REGISTER] = {"prize-table rows with their figures from the register, not the text",
                             "lignes du plan de lots dont les chiffres viennent du registre, non du texte"},
    [L_ENV_READINGS] = {"readings chosen on the command line (--reading)", "lectures choisies en ligne de commande (--reading)"},
    [L_NOT_GIVEN] = {"not given", "non précisé"},
    [L_NO_LAB] = {"no laboratory profile was given (certify --lab FILE)",
                  "aucun profil de laboratoire n'a été fourni (certify --lab FICHIER)"},
    [L_DRAFT_MARK] = {"DRAFT — not an issued test report", "PROJET — rapport d'essai non émis"},
    [L_DRAFT_NO_LAB] = {"This report is a draft: no laboratory issues it (no profile given).",
                        "Ce rapport est un projet : aucun laboratoire ne l'émet (aucun profil fourni)."},
    [L_DRAFT_UNSIGNED] = {"This report is a draft: it is not signed.", "Ce rapport est un projet : il n'est pas signé."},
    [L_DRAFT_OTHER_KEY] = {"This report is a draft: the key that signs it is not the laboratory's (its profile names "
                           "another key, or none).",
                           "Ce rapport est un projet : la clé qui le signe n'est pas celle du laboratoire (son profil "
                           "en désigne une autre, ou aucune)."},
    [L_DRAFT_ASKED] = {"This report is a draft, as asked (certify --draft).",
                       "Ce rapport est un projet, comme demandé (certify --draft)."},
    [L_RELATE] = {"The results relate only to the items tested, as identified by their SHA-256.",
                  "Les résultats ne se rapportent qu'aux objets soumis à l'essai, identifiés par leur SHA-256."},
    [L_REPRODUCE] = {"This report shall not be reproduced except in full.",
                     "Ce rapport ne peut être reproduit que dans son intégralité."},
    [L_END] = {"End of report", "Fin du rapport"},
    [L_SUPPLIED] = {"Supplied by", "Fourni par"},
    [L_BY_CLIENT] = {"client", "client"},
    [L_BY_LAB] = {"laboratory", "laboratoire"},
    [L_SCOPE] = {"Scope", "Portée"},
    [L_SCOPE_TEXT] =
        {"\"Certified\" states that the implementation identified in this report gave, for every case of the suite, every "
         "unit of the differential fuzzer and every unit of the emission blocks submitted, the outcome that the "
         "règlement gives as encoded in the rules files, under the readings in force; and that the blocks submitted "
         "hold the lots of the prize table. It does not cover: any other version of the implementation or of the "
         "blocks, units that no case, fuzzer or block exercised, the random source or the drawing process, the "
         "operator's systems and their security, nor the règlement's own lawfulness.",
         "« Certifié » atteste que l'implémentation identifiée dans ce rapport a donné, pour chaque cas de la suite, "
         "chaque unité du fuzzer différentiel et chaque unité des blocs d'émission soumis, l'issue que donne le "
         "règlement tel que codé dans les fichiers de règles, sous les lectures en vigueur ; et que les blocs soumis "
         "contiennent les lots du plan de lots. Ne sont pas couverts : toute autre version de l'implémentation ou des "
         "blocs, les unités qu'aucun cas, fuzzer ou bloc n'a exercées, la source d'aléa et le procédé de tirage, les "
         "systèmes de l'opérateur et leur sécurité, ni la légalité du règlement lui-même."},
    [L_DECISION] = {"Decision rule", "Règle de décision"},
    [L_DECISION_TEXT] =
        {"A case passes only if the answer equals the expected outcome exactly: no tolerance. Any non-conformity "
         "(severity major: a rules-file finding, a failing case, a disagreement found by the fuzzer, a block not "
         "conforming, a game that no case tested or whose cases catch no mutant) gives \"not certified\". Without "
         "one, any reservation (severity minor) gives \"certified with reservations\"; without either, \"certified\".",
         "Un cas n'est conforme que si la réponse est exactement l'issue attendue : aucune tolérance. Toute "
         "non-conformité (gravité majeure : constat sur un fichier de règles, cas en échec, désaccord trouvé par le "
         "fuzzer, bloc non conforme, jeu qu'aucun cas n'a testé ou dont les cas ne détectent aucun mutant) entraîne "
         "« non certifié ». Sans elle, toute réserve (gravité mineure) entraîne « certifié avec réserves » ; sans "
         "l'une ni l'autre, « certifié »."},
    [L_ALPHA_TEXT] = {"Statistical tests of the blocks (chi-square over sub-blocks, runs test) reject at p < α = %s on "
                      "either tail: a conforming block is found not conforming with a probability of about α per "
                      "test (false alarm); a small departure may pass unseen.",
                      "Les tests statistiques des blocs (khi-deux par sous-blocs, test des séquences) rejettent à "
                      "p < α = %s sur l'une ou l'autre queue : un bloc conforme est jugé non conforme avec une "
                      "probabilité d'environ α par test (fausse alarme) ; un petit écart peut passer inaperçu."},
    [L_ALPHA_LEVEL] = {"%s: each level's frequency tested at α = %s (α shared among its levels).",
                       "%s : la fréquence de chaque rang est testée à α = %s (α partagé entre ses rangs)."},
    [L_VERDICT_MAP] = {"Under décret n° 2020-1349, art. 22: \"certified\" is a certification without reservation "
                       "(certification sans réserve), \"certified with reservations\" a certification with "
                       "reservations (certification avec réserves), \"not certified\" a refusal.",
                       "Au sens du décret n° 2020-1349, art. 22 : « certifié » vaut certification sans réserve, "
                       "« certifié avec réserves » certification avec réserves, « non certifié » refus de "
                       "certification."},
    [L_SEVERITY_MAJOR] = {"major", "majeure"},
    [L_SEVERITY_MINOR] = {"minor", "mineure"},
    [L_METHOD_ID] = {"Method and version", "Méthode et version"},
    [L_SIGNATURE] = {"Electronic signature", "Signature électronique"},
    [L_UNSIGNED] = {"none (unsigned)", "aucune (non signé)"},
    [L_SRC_PRODUCED] = {"Produced by", "Produit par"},
    [L_SRC_KIT] = {"the kit itself, not the operator: lotcert generate --seed %s --units %s%s, its bytes reproduced "
                   "here by this lotcert",
                   "l'outil lui-même, non l'opérateur : lotcert generate --seed %s --units %s%s, ses octets "
                   "reproduits ici par ce lotcert"},
    [L_SRC_DECLARED] = {"the laboratory's statement: ", "déclaration du laboratoire : "},
    [L_SRC_UNSTATED] = {"the client; how it was produced is not stated (certify --block-source)",
                        "le client ; la façon dont il a été produit n'est pas indiquée (certify --block-source)"},
    [L_SRC_RESERV] = {"generated by the kit (lotcert generate, seed %s), not supplied by the operator: it shows the "
                      "implementation on units the kit built, not that the operator's emission conforms",
                      "généré par l'outil (lotcert generate, graine %s), non fourni par l'opérateur : il montre "
                      "l'implémentation sur des unités que l'outil a construites, non la conformité de l'émission "
                      "de l'opérateur"},
    [L_BY_KIT] = {"laboratory (generated)", "laboratoire (généré)"},
    [L_LOTS_DECLARED] = {"Lots declared", "Lots déclarés"},
    [L_DECL_ALL] = {"by every unit (lot_cents), each checked against what the unit pays",
                    "par chaque unité (lot_cents), chacun vérifié face à ce que paie l'unité"},
    [L_DECL_NONE] = {"by no unit: the lots were counted from what each unit pays",
                     "par aucune unité : les lots ont été comptés d'après ce que paie chaque unité"},
    [L_DECL_SOME] = {"by %s of %s units, each checked against what the unit pays",
                     "par %s unités sur %s, chacun vérifié face à ce que paie l'unité"},
    [L_SAME_STATS] = {"Identical statistics", "Statistiques identiques"},
    [L_SAME_FILE] = {"the same as %s's: the same file (the same SHA-256)",
                     "les mêmes que celles de %s : le même fichier (le même SHA-256)"},
    [L_SAME_SEED] = {"the same as %s's: both generated by the kit from seed %s with %s units, so the same draws in "
                     "the same order (the two games' units have the same shape)",
                     "les mêmes que celles de %s : tous deux générés par l'outil avec la graine %s et %s unités, donc "
                     "les mêmes tirages dans le même ordre (les unités des deux jeux ont la même forme)"},
    [L_SAME_UNEXPLAINED] = {"the same as %s's, yet the two are neither the same file nor generated by the kit from "
                            "the same seed: one may be a copy of the other",
                            "les mêmes que celles de %s, sans que les deux soient le même fichier ni générés par "
                            "l'outil avec la même graine : l'un peut être une copie de l'autre"},
    [L_COV_FAILING] = {"%s case(s) fail on the rules themselves (first: %s)",
                       "%s cas en échec sur les règles elles-mêmes (premier : %s)"},
    [L_COV_WRONG_EQUIV] = {"%s mutant(s) declared equivalent are killed by a case: the declarations are wrong (first: %s)",
                           "%s mutant(s) déclarés équivalents sont détectés par un cas : les déclarations sont fausses "
                           "(premier : %s)"},
    [L_COV_FAILING_OTHER] = {"%s case(s) fail on the rules under readings where they say they hold (first: %s, under %s)",
                             "%s cas en échec sur les règles sous des lectures où ils se disent valables (premier : %s, "
                             "sous %s)"},
    [L_COV_CLAIM] = {"case %s claims to cover %s; its trace does not bear it out",
                     "le cas %s dit couvrir %s ; sa trace ne le confirme pas"},
    [L_BYTES_KEPT] = {"%s bytes kept", "%s octets conservés"},
    [L_IN_ANSWERS] = {"in %s answer(s)", "dans %s réponse(s)"},
    [L_FIRST] = {"first", "premier"},
    [L_RULES_WORDS] = {"in the rules file's words", "dans les termes du fichier de règles, qui n'existe qu'en anglais"},
    [L_CHECK_WORDS] = {"in the check's words", "dans les termes du contrôle"},
    [L_LINT_WORDS] = {"The findings, in lint's words:", "Les constats, dans les termes de lint :"},
    [L_CASE_WORDS] = {"the case file says", "le fichier de cas indique"},
    [L_ANSWER_EXPECTED] = {"expected", "attendu"},
    [L_ANSWER_GOT] = {"got", "obtenu"},
    [L_ANSWER_WHY] = {"why", "motif"},
    [L_NO_ANSWER] = {"(no answer)", "(aucune réponse)"},
    [L_NONE_LISTED] = {"(none listed)", "(aucun indiqué)"},
    [L_SURVIVOR] = {"survived", "survivant"},
    [L_ROLE_PREVIOUS] = {"previous rules", "règles précédentes"},
    [L_ROLE_REGLEMENT] = {"règlement text", "texte du règlement"},
    [L_INTERP_UNRESOLVED] = {"not resolved: %s, and none was seen answering",
                             "non résolu : %s, et aucun n'a été vu répondre"},
    [L_BLOCKS_KIT] = {"of which %s generated by the kit, not supplied by the operator (a reservation)",
                      "dont %s généré(s) par l'outil, non fourni(s) par l'opérateur (une réserve)"},
};

/* The candidate's confinement and limits in French (confine.h's words). */
static const char *const CONFINE_FR[LC_CW_COUNT] = {
    [LC_CW_PASSED] = " ; transmises : %s",
    [LC_CW_PROFILE] = " ; en plus, les %s de %s (--candidate-env)",
    [LC_CW_BWRAP] = ("bwrap (sans réseau, système en lecture seule, /tmp privé, seuls les chemins de la commande ; %s, "
                    "sha256 %s...)"),
    [LC_CW_NO_SANDBOX] = "aucun (%s)",
    [LC_CW_DESCRIBE] = "bac à sable %s ; répertoire : %s ; environnement : PATH, LANG, LC_*, TZ, HOME, TMPDIR%s",
    [LC_CW_DIR_KEPT] = "un répertoire privé par processus, conservé après (--keep-candidate-dir)",
    [LC_CW_DIR_REMOVED] = "un répertoire privé par processus, supprimé après",
    [LC_CW_NONE] = "aucune",
    [LC_CW_PROCS_V2] = "cgroup v2 pids.max",
    [LC_CW_PROCS_V1] = "cgroup v1 pids.max",
    [LC_CW_PROCS_NPROC] = "RLIMIT_NPROC, qui compte tous les processus de l'utilisateur",
    [LC_CW_PROCS_NONE] = "non borné : aucun cgroup n'a pu être créé et lotcert s'exécute en root",
    [LC_CW_PROCS] = "%s processus (%s)",
    [LC_CW_PROCS_UNBOUNDED] = "processus non bornés (--limit-procs 0)",
    [LC_CW_DISK_UNBOUNDED] = "non borné (--limit-disk 0)",
    [LC_CW_DISK_SHM] = "/tmp et /dev/shm bornés ; son répertoire non (--candidate-dir, --keep-candidate-dir)",
    [LC_CW_DISK_OWN_DIR] = "non borné (--candidate-dir, --keep-candidate-dir)",
    [LC_CW_DISK_TMPFS_ALL] = "son répertoire, /tmp et /dev/shm, chacun un tmpfs de cette taille",
    [LC_CW_DISK_TMPFS_DIR] = ("son répertoire un tmpfs de cette taille ; les dossiers de l'hôte ouverts à tous (/tmp...) "
                             "non bornés"),
    [LC_CW_DISK_NO_MOUNT] = "non borné : pas de bac à sable, et lotcert n'est pas root (ou ne peut pas monter)",
    [LC_CW_MEM_UNBOUNDED] = "non bornée (--limit-memory 0)",
    [LC_CW_MEM_V2] = "au plus autant (cgroup v2 memory.max)",
    [LC_CW_MEM_V1] = "au plus autant (cgroup v1 memory.limit_in_bytes)",
    [LC_CW_MEM_RLIMIT] = "non bornée par un cgroup : au plus la borne des processus fois l'espace d'adressage",
    [LC_CW_NO_PACE] = "aucune cadence exigée",
    [LC_CW_PACE] = "au moins %s réponses/s sur l'ensemble après %s s",
    [LC_CW_DEADLINE] = ", le tout en %s s au plus",
    [LC_CW_LIMITS] = ("espace d'adressage %s par processus, mémoire de l'arbre de processus %s, CPU %s, taille de "
                     "fichier %s, pas de fichier core, %s, écrit %s (%s), %s%s ; %s"),
    [LC_CW_REQUIRED] = "chaque champ que donnent les règles exigé dans une réponse",
    [LC_CW_OPTIONAL] = "champs facultatifs des réponses vérifiés quand ils sont présents, leurs omissions comptées",
};

const char *const *lc_l_confine_words(const char *lang)
{
    return lang && !strcmp(lang, "fr") ? CONFINE_FR : NULL;
}

const char *lc_l_typography(const char *lang, const char *in, char *out, size_t n)
{
    size_t at = 0;
    int fr = lang && !strcmp(lang, "fr");
    for (const char *s = in; *s && at + 2 < n; s++) {
        if (fr && s[0] == ':' && s[1] == ' ' && s > in && s[-1] != ' ')
            out[at++] = ' ';   /* an espace before the colon */
        else if (fr && s[0] == '.' && s > in && s[-1] >= '0' && s[-1] <= '9' && s[1] >= '0' && s[1] <= '9' &&
                 strspn(s + 1, "0123456789") && (!strncmp(s + 1 + strspn(s + 1, "0123456789"), " %", 2) ||
                  !strncmp(s + 1 + strspn(s + 1, "0123456789"), " €", 4))) {
            out[at++] = ',';   /* the decimal comma of a percentage or an amount */
            continue;
        }
        out[at++] = *s;
    }
    out[at] = '\0';
    return out;
}

const char *lc_l_quote(const char *lang, const char *text, char *buf, size_t n)
{
    snprintf(buf, n, lang && !strcmp(lang, "fr") ? "« %s »" : "%s", text);
    return buf;
}

lc_label lc_give_up_label(lc_give_up why)
{
    return why == LC_TOO_OFTEN ? L_TOO_OFTEN : why == LC_HOLDS_ANSWERS ? L_HOLDS_ANSWERS : L_NEVER_ANSWERED;
}

const char *lc_l_fill(const char *lang, lc_label k, char *buf, size_t n, const char *const *v, int nv)
{
    return lc_fill(lc_l(lang, k), buf, n, v, nv);
}

const char *lc_l(const char *lang, lc_label k)
{
    int fr = lang && !strcmp(lang, "fr");
    return k < L_COUNT && TABLE[k][fr] ? TABLE[k][fr] : "?";
}
