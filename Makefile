# lotcert — build, test, evidence.
#   make            build ./lotcert
#   make evidence   the main job: certify the sample candidate, evidence in reports/
#   make test       cmocka tests, plain and under ASan+UBSan, and the CLI tests
#   make deps       install missing Debian packages (as root)
#   make man        view the man page
#   make install    binary, man page, docs, schemas, rules and cases under
#                   $(DESTDIR)$(PREFIX) (PREFIX=/usr/local); make uninstall

CC      ?= cc
PKGS    := yaml-0.1 jansson libsodium zlib libqpdf gsl
TESTPKG := cmocka
DEBS    := libyaml-dev libjansson-dev libsodium-dev libcmocka-dev libhpdf-dev fonts-dejavu-core poppler-utils \
           gcovr pkg-config python3 python3-jsonschema python3-yaml libxml2-utils clang libclang-rt-14-dev valgrind man-db zlib1g-dev \
           bubblewrap qpdf libqpdf-dev libgsl-dev
WARN    := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wpointer-arith -Wformat=2
CFLAGS  ?= -O3 -g
override CFLAGS += -std=c11 -D_GNU_SOURCE $(WARN) -pthread
# One sanitizer build, with clang, for the unit tests under ASan and UBSan
# and for the libFuzzer harnesses (which need its coverage instrumentation).
SAN_CC  := clang
SAN     := -std=c11 -D_GNU_SOURCE -O1 -g -pthread -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

# pkg-config is asked only once deps has run, so a fresh machine gets its
# packages before the first compile.
PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null) -Ibuild/gen $(INC)
PKG_LIBS   = $(shell pkg-config --libs $(PKGS) 2>/dev/null) -lhpdf -lm
TEST_LIBS  = $(shell pkg-config --libs $(TESTPKG) 2>/dev/null)

# src/ has one folder per stage (docs/architecture.md); a header is named
# by its file name alone, so every stage's folder is on the include path.
STAGES   := $(patsubst src/%/,%,$(sort $(dir $(wildcard src/*/*.c))))
INC      := $(STAGES:%=-Isrc/%)
HDR      := $(wildcard src/*/*.h)
SRC      := $(filter-out src/cli/main.c,$(wildcard src/*/*.c))
REF_SRC  := $(wildcard tests/candidates/ref/*.c)
OBJ      := $(SRC:src/%.c=build/obj/%.o)
SAN_OBJ  := $(SRC:src/%.c=build/san/%.o)
TESTS    := $(wildcard tests/unit/test_*.c)
TEST_BIN := $(TESTS:tests/unit/%.c=build/tests/%)
SAN_BIN  := $(TESTS:tests/unit/%.c=build/tests-san/%)
# (here, before test-build names them: a prerequisite list is read as the rule is)
FUZZERS      := $(notdir $(basename $(wildcard tests/fuzz/fuzz_*.c)))

COV_OBJ  := $(SRC:src/%.c=build/cov/obj/%.o)
COV_BIN  := $(TESTS:tests/unit/%.c=build/cov/tests/%)
COVFLAGS := -std=c11 -D_GNU_SOURCE -DLC_COVERAGE $(WARN) -pthread -O0 -g --coverage

FONT_DIR := /usr/share/fonts/truetype/dejavu
# Debian's Python, where python3-yaml and python3-jsonschema install, for
# every test script and Python candidate. Its folder goes first on PATH for
# every recipe, so that a bare `python3` (in the scripts, in a candidate's
# command) is this one too: where a pyenv shim comes first, each start costs
# about 0.3 s more (a bash script, then pyenv, then Python), and make test
# starts Python some thousands of times.
PYTHON    ?= /usr/bin/python3
PYDIR     := $(patsubst %/,%,$(dir $(PYTHON)))
ifneq ($(firstword $(subst :, ,$(PATH))),$(PYDIR))
export PATH := $(PYDIR):$(PATH)
endif
PREFIX    ?= /usr/local

.PHONY: FORCE fuzz fuzz-check valgrind all deps test test-build check-long unit-tests unit-tests-plain unit-tests-san cli-tests evidence clean man cases cases-check coverage cov-build bench \
        schema-check docs-check arch-check install uninstall
.DELETE_ON_ERROR:

all: lotcert

# Install what is missing; a no-op (two pkg-config calls) when all is there.
deps:
	@if ! pkg-config --exists $(PKGS) $(TESTPKG) 2>/dev/null || ! command -v gcovr >/dev/null \
	    || ! command -v python3 >/dev/null || ! command -v xmllint >/dev/null || ! command -v pdftotext >/dev/null \
	    || [ ! -f /usr/include/hpdf.h ] || [ ! -f $(FONT_DIR)/DejaVuSans.ttf ] || ! command -v clang >/dev/null \
	    || [ -z "$(wildcard /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a)" ] \
	    || ! command -v valgrind >/dev/null || ! $(PYTHON) -c 'import jsonschema, yaml' 2>/dev/null \
	    || ! command -v man >/dev/null || ! command -v bwrap >/dev/null || ! command -v qpdf >/dev/null; then \
	  if [ "$$(id -u)" != 0 ]; then echo "make deps: missing packages; run as root: apt-get install $(DEBS)" >&2; exit 2; fi; \
	  echo "make deps: installing $(DEBS)"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(DEBS)) >build-deps.log 2>&1 \
	    || { cat build-deps.log >&2; exit 2; }; \
	fi

# The commit the binary was built from, for the evidence it writes; the
# header changes only when the commit does, so nothing else rebuilds.
COMMIT = $(shell git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$(shell \
           git status --porcelain --untracked-files=no -- src 2>/dev/null | grep -q . && echo +modified)
build/gen/commit.h: FORCE build/.deps-ok
	@mkdir -p build/gen && t=$@.$$$$.tmp && echo '#define LC_COMMIT "$(COMMIT)"' > $$t && \
	  { cmp -s $$t $@ && rm -f $$t || mv $$t $@; }   # two makes at once (make test's lanes) each their own temporary
build/obj/util/version.o build/san/util/version.o build/cov/obj/util/version.o: build/gen/commit.h
FORCE:

build/.deps-ok: | deps
	@mkdir -p build && touch $@

lotcert: build/obj/cli/main.o build/liblotcert.a
	$(CC) $(CFLAGS) -o $@ $^ $(PKG_LIBS)

build/liblotcert.a: $(OBJ)
	ar rcs $@ $^

build/san/liblotcert.a: $(SAN_OBJ)
	ar rcs $@ $^

build/obj/%.o: src/%.c $(HDR) build/.deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(PKG_CFLAGS) -c -o $@ $<

build/san/%.o: src/%.c $(HDR) build/.deps-ok
	@mkdir -p $(dir $@)
	$(SAN_CC) $(SAN) -fsanitize=fuzzer-no-link $(WARN) $(PKG_CFLAGS) -c -o $@ $<

# The differential test also links the reference evaluator (its oracle).
EXTRA_test_diff := tests/candidates/ref/ref_eval.c

build/tests/%: tests/unit/%.c tests/unit/*.h build/liblotcert.a $(REF_SRC)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(PKG_CFLAGS) -o $@ $< $(EXTRA_$*) build/liblotcert.a $(PKG_LIBS) $(TEST_LIBS)

build/tests-san/%: tests/unit/%.c tests/unit/*.h build/san/liblotcert.a $(REF_SRC)
	@mkdir -p $(dir $@)
	$(SAN_CC) $(SAN) $(WARN) $(PKG_CFLAGS) -o $@ $< $(EXTRA_$*) build/san/liblotcert.a $(PKG_LIBS) $(TEST_LIBS)

# Each binary runs from the repository root so tests find rules/ and cases/.
# The plain build mutilates every line of the rules files and changes the
# PDF at every position; under the sanitizers (ten times slower) make test
# takes every sixth, which reaches each path of the readers, and check-long
# every one (LC_TEST_STRIDE).
SAN_STRIDE ?= 6
unit-tests: unit-tests-plain unit-tests-san
unit-tests-plain: $(TEST_BIN)
	@fail=0; for t in $(TEST_BIN); do echo "== $$t"; $$t || fail=1; done; exit $$fail
unit-tests-san: $(SAN_BIN)
	@fail=0; for t in $(SAN_BIN); do echo "== $$t"; LC_TEST_STRIDE=$(SAN_STRIDE) $$t || fail=1; done; exit $$fail

# The reference candidate: the oracle of the cases and the sample C candidate.
build/ref-candidate: $(REF_SRC) tests/candidates/ref/*.h build/.deps-ok
	$(CC) $(CFLAGS) $(PKG_CFLAGS) -o $@ $(REF_SRC) $(PKG_LIBS)

# Regenerate cases/ from the règlement structure and the oracle.
cases: build/ref-candidate
	$(PYTHON) tests/cases/gen_cases.py build/ref-candidate cases

# The committed cases are exactly what the generator and the oracle give.
cases-check: build/ref-candidate
	@rm -rf build/cases-check && $(PYTHON) tests/cases/gen_cases.py build/ref-candidate build/cases-check >/dev/null
	@diff -r -x equivalent-mutants.yaml cases build/cases-check >/dev/null && echo "cases: committed cases match the generator and the oracle" \
	  || { echo "cases: committed cases differ from 'make cases' output" >&2; exit 1; }
	@$(PYTHON) tests/cases/check_labels.py cases

# The library that fails the Nth allocation or system call (tests/cli/faults.sh).
build/faults/failcall.so: tests/faults/failcall.c
	@mkdir -p $(dir $@)
	$(CC) -shared -fPIC -O1 -g $(WARN) -o $@ $<

# The chain of setsid processes of tests/cli/takeover.sh, in C: faster
# than any sweep that kills a round at a time.
build/hostile-chain: tests/candidates/hostile/chain.c
	@mkdir -p $(dir $@)
	$(CC) -O2 $(WARN) -o $@ $<

# Each script, whether the one before failed or not, and how long it took;
# `make cli-NAME` runs tests/cli/NAME.sh alone.
CLI_SCRIPTS := candidates fuzzer faults takeover reglement hostile certify confine run blocks emissions verify options diff \
	bounds install symbols printed draw verdict shapes review5 review4 drawshapes instant report identity pool
CLI_DEPS := lotcert build/ref-candidate build/faults/failcall.so build/hostile-chain
cli-tests: $(CLI_DEPS)
	@fail=0; for s in $(CLI_SCRIPTS); do $(MAKE) --no-print-directory cli-$$s || fail=1; done; exit $$fail
cli-%: tests/cli/%.sh $(CLI_DEPS)
	@t0=$$(date +%s); bash tests/cli/$*.sh; rc=$$?; echo "  ($*: $$(( $$(date +%s) - t0 )) s)"; exit $$rc

# Everything is built on both cores first (no test shares the machine with
# a compiler); then every check as a target of its own, on both cores, each
# printing its output whole when it ends. Longest first, so that the two
# cores finish together. A test that times something allows for a busy
# machine.
TEST_PARTS := cli-candidates unit-tests-san cli-faults cli-fuzzer cli-takeover cli-reglement unit-tests-plain fuzz-check \
	cli-hostile cli-certify cli-confine docs-check schema-check cli-run cli-blocks cli-emissions cases-check \
	cli-verify cli-options cli-diff cli-bounds cli-symbols cli-printed cli-draw cli-verdict cli-shapes cli-review5 cli-review4 cli-drawshapes cli-instant cli-report cli-identity cli-pool cli-install arch-check
test:
	@$(MAKE) --no-print-directory -j2 test-build
	@t0=$$(date +%s); $(MAKE) --no-print-directory -j2 -Otarget -k $(TEST_PARTS); rc=$$?; \
	  echo "make test: $$(( $$(date +%s) - t0 )) s after the build, $$([ $$rc = 0 ] && echo passed || echo FAILED)"; exit $$rc

test-build: lotcert build/ref-candidate build/faults/failcall.so build/hostile-chain $(TEST_BIN) $(SAN_BIN) $(FUZZERS:%=build/fuzz/%)

# The long soaks, which CI runs after make test: every third allocation
# failed in turn (make test fails the first of each call chain), the YAML
# mutilation and the PDF changes under the sanitizers at every line and
# position (make test: every sixth), the fuzzer
# against the faulty Python candidates too, the schemas' mutilation corpus
# whole (make test: one mutant in three), each libFuzzer harness 30 s.
check-long: test-build
	@fail=0; FAULTS_WALK=dense $(MAKE) --no-print-directory cli-faults || fail=1; \
	  echo "== build/tests-san/test_mutilate, every line"; LC_TEST_STRIDE=1 build/tests-san/test_mutilate || fail=1; \
	  for t in test_pdf_read test_json_mutilate; do echo "== build/tests-san/$$t, every position"; \
	    LC_TEST_STRIDE=1 build/tests-san/$$t || fail=1; done; \
	  FUZZER_FAULTS=all $(MAKE) --no-print-directory cli-fuzzer || fail=1; \
	  echo "== the schemas' mutilation corpus, every mutant of every rules file"; \
	  LC_SCHEMA_STRIDE=1 $(MAKE) --no-print-directory schema-check || fail=1; \
	  $(MAKE) --no-print-directory fuzz-check FUZZ_BRIEF=30 || fail=1; exit $$fail

# The stages of src/ keep to their READMEs' "May call:" lines, and no files
# need each other (tests/arch/check_stages.py; docs/architecture.md).
arch-check: lotcert
	@$(PYTHON) tests/arch/check_stages.py build/obj

# The JSON Schemas of schemas/ against the bundled files, real traffic and
# the mutilation corpus (tests/schemas/check.py); the docs' examples run.
schema-check: lotcert build/ref-candidate
	@LC_SCHEMA_STRIDE=$${LC_SCHEMA_STRIDE:-3} $(PYTHON) tests/schemas/check.py ./lotcert build/ref-candidate
docs-check: lotcert
	@$(PYTHON) tests/docs/check_docs.py ./lotcert

# Installed like any Unix tool: lotcert finds its data folder beside the
# binary (../share/lotcert), wherever it is run from.
DATA_DIR = $(DESTDIR)$(PREFIX)/share/lotcert
install: lotcert
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DATA_DIR)
	install -m 755 lotcert $(DESTDIR)$(PREFIX)/bin/lotcert
	install -m 644 src/cli/lotcert.1 $(DESTDIR)$(PREFIX)/share/man/man1/lotcert.1
	for d in rules rules/reglements cases schemas docs tests/rules tests/candidates/ref; do install -d $(DATA_DIR)/$$d; \
	  find $$d -maxdepth 1 -type f -exec install -m 644 {} $(DATA_DIR)/$$d/ \; ; done
	for d in cases/*/; do install -d $(DATA_DIR)/$$d && install -m 644 $$d*.yaml $(DATA_DIR)/$$d; done
	install -m 755 tests/candidates/python_candidate.py $(DATA_DIR)/tests/candidates/
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/lotcert $(DESTDIR)$(PREFIX)/share/man/man1/lotcert.1
	rm -rf $(DATA_DIR)

# The main job: certify the sample C candidate on the bundled rules and
# cases, with one full emission block per game (generated once, seed 2012),
# every unit of them through the candidate; the evidence goes to reports/.
GAMES  := $(notdir $(basename $(wildcard rules/*.yaml)))
BLOCKS := $(GAMES:%=build/blocks/%.jsonl)

build/blocks/%.jsonl: rules/%.yaml lotcert
	@mkdir -p build/blocks
	./lotcert generate --rules $< --seed 2012 -o $@

# Games of other families besides the bundled ones: the draw game of Amigo's
# table (tests/rules/amigo-2014.yaml, as far as the stored text goes), a stream of
# one block of plays, certified against its independent Python candidate; and the
# pool game Super Loto (art. 8.1 and 10), its drawings through its own.
AMIGO := tests/rules/amigo-2014.yaml
AMIGO_PLAYS := build/blocks/amigo-2014-plays.jsonl
SUPER_LOTO := tests/rules/super-loto-1998.yaml
$(AMIGO_PLAYS): $(AMIGO) lotcert
	@mkdir -p build/blocks
	./lotcert generate --rules $< --seed 2012 -o $@

# The report as a laboratory files it: a sample profile (no laboratory, no
# key of its own, so the reports are DRAFTs) and the report's facts.
REPORT_OPTS := --lab docs/laboratory.sample.yaml --client "make evidence (a sample client)" \
	--vendor "lotcert (sample candidates)" --product "reference candidates" --product-version "$(COMMIT)"

# A throwaway signing key for the sample evidence (a real issuer keeps its own).
build/evidence-key: | lotcert
	@./lotcert keygen -o $@ >/dev/null

evidence: lotcert build/ref-candidate $(BLOCKS) $(AMIGO_PLAYS) build/evidence-key
	@mkdir -p reports
	@./lotcert lint --texts rules/reglements rules > reports/lint.txt.tmp; rc=$$?; mv reports/lint.txt.tmp reports/lint.txt; \
	  cat reports/lint.txt; exit $$rc
	@./lotcert certify --rules rules --cases cases --candidate build/ref-candidate --jobs 2 --texts rules/reglements \
	  $(BLOCKS:%=--block %) --pdf reports/certification.pdf --json reports/certification.json \
	  --sign build/evidence-key --signer "make evidence (a throwaway key in build/)" $(REPORT_OPTS) --report-seq 1 \
	  --junit reports/certification.junit.xml > reports/certification.txt.tmp; rc=$$?; \
	  if [ $$rc -le 1 ]; then mv reports/certification.txt.tmp reports/certification.txt; cat reports/certification.txt; \
	    echo "evidence written to reports/: lint.txt, certification.{pdf,json,sig,junit.xml,txt}"; \
	    echo "check it any time: ./lotcert verify --key build/evidence-key.pub reports/"; \
	  else cat reports/certification.txt.tmp; rm -f reports/certification.txt.tmp; fi; exit $$rc
	@mkdir -p reports/amigo-2014
	@./lotcert certify --rules $(AMIGO) --cases tests/cases/amigo-2014 --candidate "$(PYTHON) tests/candidates/draw_candidate.py" \
	  --texts rules/reglements --block $(AMIGO_PLAYS) --pdf reports/amigo-2014/certification.pdf \
	  --json reports/amigo-2014/certification.json --sign build/evidence-key --signer "make evidence (a throwaway key in build/)" \
	  $(REPORT_OPTS) --report-seq 2 \
	  --junit reports/amigo-2014/certification.junit.xml > reports/amigo-2014/certification.txt.tmp; rc=$$?; \
	  if [ $$rc -le 1 ]; then mv reports/amigo-2014/certification.txt.tmp reports/amigo-2014/certification.txt; \
	    tail -4 reports/amigo-2014/certification.txt; \
	    echo "a game of another family (a draw game): reports/amigo-2014/, ./lotcert verify --key build/evidence-key.pub reports/amigo-2014/"; \
	  else cat reports/amigo-2014/certification.txt.tmp; rm -f reports/amigo-2014/certification.txt.tmp; fi; exit $$rc
	@mkdir -p reports/super-loto-1998
	@./lotcert certify --rules $(SUPER_LOTO) --cases tests/cases/fdj-super-loto-1998 \
	  --candidate "$(PYTHON) tests/candidates/pool_candidate.py" --texts rules/reglements \
	  --pdf reports/super-loto-1998/certification.pdf --json reports/super-loto-1998/certification.json \
	  --sign build/evidence-key --signer "make evidence (a throwaway key in build/)" $(REPORT_OPTS) --report-seq 3 \
	  --junit reports/super-loto-1998/certification.junit.xml > reports/super-loto-1998/certification.txt.tmp; rc=$$?; \
	  if [ $$rc -le 1 ]; then mv reports/super-loto-1998/certification.txt.tmp reports/super-loto-1998/certification.txt; \
	    tail -4 reports/super-loto-1998/certification.txt; \
	    echo "a pool game (jeu de répartition): reports/super-loto-1998/, ./lotcert verify --key build/evidence-key.pub reports/super-loto-1998/"; \
	  else cat reports/super-loto-1998/certification.txt.tmp; rm -f reports/super-loto-1998/certification.txt.tmp; fi; exit $$rc

# Line and branch coverage of src/ by the unit tests, the CLI tests and the
# case runs, with gcovr: HTML detail and Cobertura XML under reports/.
build/cov/obj/%.o: src/%.c $(HDR) build/.deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(COVFLAGS) $(PKG_CFLAGS) -c -o $@ $<

build/cov/liblotcert.a: $(COV_OBJ)
	ar rcs $@ $^

build/cov/lotcert: build/cov/obj/cli/main.o build/cov/liblotcert.a
	$(CC) $(COVFLAGS) -o $@ $^ $(PKG_LIBS)

build/cov/tests/%: tests/unit/%.c tests/unit/*.h build/cov/liblotcert.a $(REF_SRC)
	@mkdir -p $(dir $@)
	$(CC) $(COVFLAGS) $(PKG_CFLAGS) -o $@ $< $(EXTRA_$*) build/cov/liblotcert.a $(PKG_LIBS) $(TEST_LIBS)

# built on both cores first, as for make test
cov-build: build/cov/lotcert $(COV_BIN) build/ref-candidate build/faults/failcall.so build/hostile-chain

# the instrumented binary is not beside rules/ and cases/: it is told where they are
coverage: export LOTCERT_DATA := $(CURDIR)
coverage:
	@$(MAKE) --no-print-directory -j2 cov-build
	@find build/cov -name '*.gcda' -delete
	@for t in $(COV_BIN); do $$t >/dev/null 2>&1 || { echo "coverage: $$t failed" >&2; exit 1; }; done
	@# the CLI tests also run lotcert as an unprivileged user (takeover.sh, hostile.sh): its counts
	@# are written too, into this scratch build's count files only
	@build/cov/lotcert --help >/dev/null && find build/cov -name '*.gcda' -exec chmod a+rw {} +
	@LOTCERT=build/cov/lotcert bash tests/cli/run.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/candidates.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/blocks.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/emissions.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/reglement.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/options.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/certify.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/bounds.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/hostile.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/confine.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/takeover.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/verify.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/diff.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/fuzzer.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/symbols.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/printed.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/draw.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/verdict.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/shapes.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/review5.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/review4.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/drawshapes.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/instant.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/report.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/identity.sh >/dev/null
	@LOTCERT=build/cov/lotcert bash tests/cli/pool.sh >/dev/null
	@FAULTS_WALK=0 FAULTS_SYS=1 LOTCERT=build/cov/lotcert bash tests/cli/faults.sh >/dev/null
	@build/cov/lotcert run --rules rules --cases cases >/dev/null
	@$(PYTHON) tests/schemas/check.py build/cov/lotcert build/ref-candidate >/dev/null
	@$(PYTHON) tests/docs/check_docs.py build/cov/lotcert >/dev/null
	@mkdir -p reports/coverage
	gcovr -r . -f src/ --object-directory build/cov/obj --html-details reports/coverage/index.html \
	  --xml reports/coverage.xml --print-summary --fail-under-line 95 --fail-under-branch 90

# libFuzzer harnesses (tests/fuzz/), clang with ASan and UBSan, over the
# committed seed corpus. `make fuzz FUZZ_SECONDS=N` runs each for N seconds,
# new inputs under build/fuzz/corpus/, crashes under build/fuzz/artifacts/
# (a crash found is fixed and its input added to tests/fuzz/corpus/).
# `make fuzz-check` (part of make test) replays the corpus and fuzzes each
# harness for FUZZ_BRIEF seconds (1; make check-long: 30).
FUZZ_SECONDS ?= 60
FUZZ_BRIEF   ?= 1
# a harness's own dictionary (tests/fuzz/NAME.dict) where it has one, else the JSON one
fuzz_dict     = $$(test -f tests/fuzz/$(1).dict && echo tests/fuzz/$(1).dict || echo tests/fuzz/json.dict)

build/fuzz/%: tests/fuzz/%.c tests/fuzz/fuzz.h build/san/liblotcert.a
	@mkdir -p $(dir $@)
	$(SAN_CC) $(SAN) -fsanitize=fuzzer $(WARN) $(PKG_CFLAGS) -o $@ $< build/san/liblotcert.a $(PKG_LIBS)

fuzz: $(FUZZERS:%=build/fuzz/%)
	@mkdir -p build/fuzz/artifacts
	@for f in $(FUZZERS); do mkdir -p build/fuzz/corpus/$$f; echo "== $$f, $(FUZZ_SECONDS) s"; \
	  build/fuzz/$$f -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -dict=$(call fuzz_dict,$$f) \
	    -artifact_prefix=build/fuzz/artifacts/$$f- build/fuzz/corpus/$$f tests/fuzz/corpus/$$f 2>build/fuzz/$$f.log \
	    || { tail -n 40 build/fuzz/$$f.log; exit 1; }; \
	  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" build/fuzz/$$f.log; done

fuzz-check: $(FUZZERS:%=build/fuzz/%)
	@for f in $(FUZZERS); do rm -rf build/fuzz/brief/$$f && mkdir -p build/fuzz/brief/$$f; \
	  build/fuzz/$$f -runs=0 tests/fuzz/corpus/$$f >build/fuzz/$$f.replay.log 2>&1 \
	    || { echo "fuzz: $$f fails on its committed corpus" >&2; tail -n 30 build/fuzz/$$f.replay.log; exit 1; }; \
	  build/fuzz/$$f -max_total_time=$(FUZZ_BRIEF) -dict=$(call fuzz_dict,$$f) -artifact_prefix=build/fuzz/brief/$$f- \
	    build/fuzz/brief/$$f tests/fuzz/corpus/$$f >build/fuzz/$$f.brief.log 2>&1 \
	    || { echo "fuzz: $$f found a crash (build/fuzz/brief/)" >&2; tail -n 30 build/fuzz/$$f.brief.log; exit 1; }; \
	done; echo "fuzz: $(words $(FUZZERS)) harnesses replay their corpus and ran $(FUZZ_BRIEF) s each"

# The unit tests under valgrind's memcheck: any invalid access or leak
# fails. The YAML mutilation test takes every 8th line here (LC_TEST_STRIDE).
valgrind: $(TEST_BIN)
	@command -v valgrind >/dev/null || { echo "make valgrind: valgrind missing (apt-get install valgrind)" >&2; exit 2; }
	@fail=0; for t in $(TEST_BIN); do echo "== valgrind $$t"; \
	  LC_TEST_STRIDE=8 valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect \
	    $$t >/dev/null || { echo "valgrind: $$t fails" >&2; fail=1; }; done; exit $$fail

# Emission speed against the yardstick and wc -l, with medians.
bench: lotcert
	@bash tests/bench/bench.sh

man:
	man -l src/cli/lotcert.1

clean:
	rm -rf build lotcert build-deps.log
