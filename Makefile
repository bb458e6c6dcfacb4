# Polis: C engine -> WebAssembly (web/polis.wasm) + native tools (build/), tests and benchmarks.
#
#   make          build web/polis.wasm and the native command line build/polis
#   make test     everything: native sanitizer tests, a short fuzz run, the Node and browser tests
#   make test-js  the Node-only tests (tests/node/: rules, controllers, storage, words), in seconds
#   make typecheck  the JavaScript against types/*.d.ts, the reference for the API (tsc), in seconds
#   make play     serve the game on http://localhost:8000/
#   make bench    benchmarks, written to bench/RESULTS.md
#   make match    the engine against the original minimax (takes a while)
#   make dist     the static bundle: dist/polis/ and dist/polis-VERSION.tar.gz
#   make pack     the npm package: dist/polis-game-VERSION.tgz
#
# On a fresh Debian machine `make test`, `make play` and `make deps` install the missing tools
# (emscripten, clang, chromium) with apt-get, as root directly, otherwise with sudo, and say so
# first. Every other target (plain `make`, `make pack`, `npm pack`) never changes the system:
# it says what is missing and how to get it. (npm packages come from package-lock.json.)

SRC      := $(filter-out src/api.c src/cli.c,$(wildcard src/*.c))
HEADERS  := $(wildcard src/*.h)
CSTD     := -std=c99 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wshadow -Wstrict-prototypes
# Native builds are portable (no -march=native: the binary runs on any x86-64 since 2008 and
# under valgrind) and use clang, which built a faster engine than gcc here. -mpopcnt: material
# counts are popcounts (-march=x86-64-v2 measured 10% slower here than -mpopcnt alone);
# `make native-tuned` builds one for this machine's CPU.
NATIVE_CC ?= clang
NATIVE   := -O3 -mpopcnt
# The checked builds (tests and fuzzers): debug information, light optimisation, the engine's
# internal headers, and a stop at the first report. ASAN: AddressSanitizer and
# UndefinedBehaviorSanitizer; MSAN: MemorySanitizer (a read of memory never written); FUZZER:
# libFuzzer with ASAN's sanitizers. SELFPLAY: engine-against-engine matches, timed in CPU time.
CHECKED  := -g -O1 $(CSTD) -Isrc -fno-sanitize-recover=all
ASAN     := $(CHECKED) -fsanitize=address,undefined
MSAN     := $(CHECKED) -fsanitize=memory -fsanitize-memory-track-origins
FUZZER   := $(CHECKED) -fsanitize=fuzzer,address,undefined
SELFPLAY := $(NATIVE) $(CSTD) -DPOLIS_CPU_CLOCK -Isrc
# The wasm exports: every polis_* function src/api.c defines at the start of a line (the rule
# scripts/build-wasm-api.mjs follows for web/engine/wasm-api.js's EXPORTS; tests/node/wasm-api-built.test.mjs
# checks both agree).
LPAREN := (
WASM_EXPORTS := $(shell sed -n 's/^[a-z][a-z0-9_ *]*[ *]\(polis_[a-z_]*\)$(LPAREN).*/\1/p' src/api.c) \
  $(EXTRA_WASM_EXPORTS)
EMPTY :=
SPACE := $(EMPTY) $(EMPTY)
COMMA := ,
# Debian's emcc runs its JS optimizer with the machine's node, which needs Debian's modules.
export NODE_PATH := /usr/share/nodejs
VECTORS ?= tests/vectors
PORT ?= 8000
FUZZ_SECONDS ?= 30

# Checks that command $(1) exists; when it does not, installs Debian package $(2) if
# INSTALL_MISSING is set (by the targets that may install, below), else says how to get it.
define need
	@command -v $(1) >/dev/null 2>&1 || { \
	  if [ -z "$(INSTALL_MISSING)" ]; then \
	    echo "make: '$(1)' is missing: install the Debian package '$(2)' (apt-get install $(2), as root), or run 'make test' or 'make play', which install what is missing" >&2; exit 1; fi; \
	  if [ "$$(id -u)" = 0 ]; then run=""; \
	  elif command -v sudo >/dev/null 2>&1; then run="sudo"; \
	  else echo "make: '$(1)' is missing; install the Debian package '$(2)' (apt-get install $(2)) as root" >&2; exit 1; fi; \
	  echo "make: '$(1)' is missing: installing the Debian package '$(2)' with $${run:+sudo }apt-get"; \
	  $$run apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$run apt-get install -y -qq $(2) >/dev/null; \
	  command -v $(1) >/dev/null 2>&1 || { echo "make: installing $(2) did not provide '$(1)'" >&2; exit 1; }; }
endef

# The targets that set a fresh machine up (the two-command start: make test, make play). The
# setting reaches their prerequisites and, exported, the makes they run.
test play deps: export INSTALL_MISSING = yes

.PHONY: workers page offline print-wasm-exports all test checks test-js lint format format-check typecheck test-native test-node fuzz bench bench-page bench-games bench-baseline match texel ladder puzzles native-tuned play clean deps tools-emcc tools-clang tools-browser dist pack

all: web/polis.wasm build/polis

# Each worker as one self-contained file (scripts/build-workers.mjs), committed: bundlers, CDNs
# and plain servers serve it as it is. tests/node/workers-built.test.mjs checks it matches its sources.
# web/engine/wasm-api.js (the wasm interface's numbers, from the C side) is generated and
# committed the same way (scripts/build-wasm-api.mjs; tests/node/wasm-api-built.test.mjs), and
# the Node entry points as CommonJS, web/*.cjs (scripts/build-commonjs.mjs; tests/node/commonjs.test.mjs).
workers: | node_modules/.package-lock.json
	node scripts/build-wasm-api.mjs
	node scripts/build-workers.mjs
	node scripts/build-commonjs.mjs

# The page's code as few files as it can be (scripts/build-page.mjs: web/app/ for index.html, one
# minified file per mode's first screen with a source map, what a mode needs later beside it;
# web/cdn/ the package's <polis-game> and mountPolis as one file each), committed;
# tests/node/page-built.test.mjs checks they match their sources. make play and make dist bring
# them up to date first.
page: | node_modules/.package-lock.json
	node scripts/build-page.mjs

# The service worker's list of files and build key (scripts/build-offline.mjs: web/page/offline.json
# and sw.js's BUILD line), committed; tests/node/offline-built.test.mjs checks they match the files.
# make play and make dist bring them up to date first, so what they serve installs as one version;
# building polis.wasm writes them too (the list holds its hash: another emcc, other bytes).
offline: page
	node scripts/build-offline.mjs

print-wasm-exports:
	@echo $(WASM_EXPORTS)

tools-emcc:
	$(call need,emcc,emscripten)
tools-clang:
	$(call need,clang,clang)
tools-browser:
	$(call need,chromium,chromium)
	$(call need,chromium-headless-shell,chromium-headless-shell)

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

deps: tools-emcc tools-clang tools-browser node_modules/.package-lock.json

web/polis.wasm: $(SRC) src/api.c $(HEADERS) src/host-imports.js Makefile | tools-emcc
	emcc -O3 $(CSTD) --no-entry -sSTANDALONE_WASM -sINITIAL_MEMORY=16MB -sALLOW_MEMORY_GROWTH \
	  --js-library src/host-imports.js \
	  -sEXPORTED_FUNCTIONS=$(subst $(SPACE),$(COMMA),$(addprefix _,$(WASM_EXPORTS))) \
	  $(SRC) src/api.c -o $@
	node scripts/build-offline.mjs

build/polis: $(SRC) src/cli.c $(HEADERS) | build tools-clang
	$(NATIVE_CC) $(NATIVE) $(CSTD) $(SRC) src/cli.c -o $@

native-tuned: build/polis-tuned
build/polis-tuned: $(SRC) src/cli.c $(HEADERS) | build tools-clang
	$(NATIVE_CC) $(NATIVE) -march=native $(CSTD) $(SRC) src/cli.c -o $@

build:
	mkdir -p build

# Native tests run under AddressSanitizer and UndefinedBehaviorSanitizer (ASAN).
build/test_engine: $(SRC) $(HEADERS) tests/c/check.h tests/c/test_engine.c | build tools-clang
	clang $(ASAN) -Werror $(SRC) tests/c/test_engine.c -o $@

build/test_search: $(SRC) $(HEADERS) tests/c/check.h tests/c/test_search.c | build tools-clang
	clang $(ASAN) -Werror -DPOLIS_CHECK_KEYS $(SRC) tests/c/test_search.c -o $@

# Engine-against-engine matches for tuning the search (bench/selfplay.c); time budgets in CPU time.
build/selfplay: $(SRC) $(HEADERS) bench/selfplay.c | build tools-clang
	$(NATIVE_CC) $(SELFPLAY) $(SRC) bench/selfplay.c -o $@

# The same with the extended evaluation's weights read from a table each side sets (bench/texel.mjs).
build/selfplay-tunable: $(SRC) $(HEADERS) bench/selfplay.c | build tools-clang
	$(NATIVE_CC) $(SELFPLAY) -DPOLIS_TUNABLE $(SRC) bench/selfplay.c -o $@

# The search tests again under MemorySanitizer: a read of memory never written (the table once
# came from posix_memalign unwiped) stops them.
build/test_search_msan: $(SRC) $(HEADERS) tests/c/check.h tests/c/test_search.c | build tools-clang
	clang $(MSAN) -Werror $(SRC) tests/c/test_search.c -o $@

build/rules.txt: $(VECTORS)/rules.jsonl tests/tools/vectors-text.mjs | build
	POLIS_VECTORS=$(VECTORS) node tests/tools/vectors-text.mjs > $@

build/fuzz_engine: $(SRC) $(HEADERS) tests/c/fuzz_engine.c | build tools-clang
	clang $(FUZZER) -DPOLIS_CHECK_KEYS $(SRC) tests/c/fuzz_engine.c -o $@

# The same for src/api.c, the layer the wasm build exports (tests/c/fuzz_api.c).
build/fuzz_api: $(SRC) src/api.c $(HEADERS) tests/c/fuzz_api.c | build tools-clang
	clang $(FUZZER) $(SRC) src/api.c tests/c/fuzz_api.c -o $@

test-native: build/test_engine build/test_search build/test_search_msan build/rules.txt
	build/test_engine build/rules.txt
	build/test_search
	build/test_search_msan quick

fuzz: build/fuzz_engine build/fuzz_api
	mkdir -p build/fuzz-corpus build/fuzz-corpus-api
	build/fuzz_engine -max_total_time=$(FUZZ_SECONDS) -max_len=256 -print_final_stats=0 \
	  build/fuzz-corpus tests/c/fuzz-seeds
	build/fuzz_api -max_total_time=$(FUZZ_SECONDS) -max_len=512 -print_final_stats=0 \
	  build/fuzz-corpus-api tests/c/fuzz-seeds-api

# tests/ is grouped by what a test needs: node/ (nothing built: rules, controllers, storage,
# words; `make test-js`, seconds), wasm/ (web/polis.wasm, build/polis), worker/ (the AI
# workers), browser/ (Chromium), journeys/ (a player's whole visit in Chromium), package/
# (make dist, npm pack, the Makefile), toolchains/ (apps built with bundlers from the package).
# make test runs node/ first, then the rest with the longest files first (SLOW_TESTS, below).
TEST_GROUPS := node toolchains package journeys browser worker wasm
test-js: node_modules/.package-lock.json
	POLIS_VECTORS=$(abspath $(VECTORS)) node --test tests/node/*.test.mjs

# How many test files run at once (TEST_JOBS; and build steps, BUILD_JOBS). Test files share
# nothing but the checkout (ports are ephemeral, temporary folders their own; npm pack, which
# swaps README.md while it packs, takes a lock: tests/helpers/npm.mjs). tests/node/ runs first,
# alone, as it reads README.md; then the rest, the longest files first (tests/helpers/run-in-order.mjs:
# `node --test` sorts its files by name, which put tests/toolchains/ last; SLOW_TESTS: by the sum
# of their tests' times in a whole run with Chromium's headless shell, 2026-11-28, bench/RESULTS.md
# "make test: where the time goes"; newcomer and first-board moved down since their whole games
# are played with less motion), so that the last file to start is a short one.
# Three at once on two cores: a browser test spends part of its time waiting on Chromium (a page
# loading, an animation, the computer's move), and a third file uses that time. The files share
# one Chromium (tests/helpers/shared-chromium.mjs; each file's contexts its own), not one each.
TEST_JOBS ?= 3
BUILD_JOBS ?= 2
SLOW_TESTS := tests/toolchains/bundlers.test.mjs tests/toolchains/frameworks.test.mjs \
  tests/journeys/analysis.test.mjs tests/journeys/random.test.mjs \
  tests/journeys/newcomer.test.mjs tests/browser/first-board.test.mjs \
  tests/journeys/board-input-modes.test.mjs \
  tests/journeys/endings.test.mjs tests/journeys/review-text.test.mjs tests/browser/axe.test.mjs \
  tests/journeys/analysis-tree.test.mjs tests/journeys/screen-sizes.test.mjs \
  tests/journeys/analysis-share.test.mjs tests/browser/lifecycle.test.mjs \
  tests/journeys/storage-failures.test.mjs tests/browser/offline-update.test.mjs \
  tests/browser/offline.test.mjs tests/journeys/friend-link.test.mjs \
  tests/journeys/links.test.mjs tests/journeys/review-reasons.test.mjs \
  tests/journeys/kept-games.test.mjs tests/browser/embed.test.mjs \
  tests/journeys/kept-analysis.test.mjs tests/journeys/editor-address.test.mjs \
  tests/wasm/crosscheck.test.mjs
OTHER_TESTS = $(filter-out $(SLOW_TESTS),$(foreach g,$(filter-out node,$(TEST_GROUPS)),$(wildcard tests/$(g)/*.test.mjs)))
# The browser and journey files among them share processes, four to one (run-in-order.mjs's
# --together: each file a suite of its own in it; Node's start and playwright-core's import, about
# 1.6 s of CPU a file, paid once for four); the other groups' files (worker threads, wasm, npm)
# keep a process each, after them.
TOGETHER_TESTS = $(filter tests/browser/% tests/journeys/%,$(OTHER_TESTS))
test-node: all deps
	POLIS_VECTORS=$(abspath $(VECTORS)) node --test --test-concurrency=$(TEST_JOBS) tests/node/*.test.mjs
	POLIS_VECTORS=$(abspath $(VECTORS)) node tests/helpers/shared-chromium.mjs \
	  node tests/helpers/run-in-order.mjs $(TEST_JOBS) $(SLOW_TESTS) \
	  --together $(TOGETHER_TESTS) --alone $(filter-out $(TOGETHER_TESTS),$(OTHER_TESTS))

# What make test checks beside the Node suites (nothing of it is needed by them): the native
# tests, the fuzz run, the linter and the format and type checks, one at a time (-j1: one job
# of make test's two, the suites have the other). Its output is kept in build/checks.log and
# printed whole at its end, so that it does not cut into the suites' (which come as they run).
checks:
	@mkdir -p build
	@$(MAKE) -j1 test-native lint format-check typecheck fuzz > build/checks.log 2>&1; \
	  status=$$?; cat build/checks.log; exit $$status

# The tools first (one apt-get at a time, clang first), then the builds the tests need, then
# the Node suites (TEST_JOBS files at a time) with the other checks beside them in the one other
# job (test-node first: make starts its goals in order): those are CPU work, the browser tests
# leave a core idle much of the time.
test: tools-clang tools-emcc tools-browser node_modules/.package-lock.json
	$(MAKE) -j$(BUILD_JOBS) --output-sync=target all
	$(MAKE) -j2 test-node checks FUZZ_SECONDS=20

# One formatter for the JavaScript (prettier, pinned in package.json; .prettierrc.json: 110 columns).
# `make format` rewrites the files; make test fails on a file it would change.
FORMATTED := "web/**/*.js" "tests/**/*.mjs" "tests/toolchains/**/*.{js,tsx}" "scripts/*.mjs" "bench/*.{mjs,js}" "types/**/*.{ts,mjs}" eslint.config.mjs
format: node_modules/.package-lock.json
	npx prettier --log-level warn --write $(FORMATTED)
format-check: node_modules/.package-lock.json
	npx prettier --log-level warn --check $(FORMATTED)

# ESLint (pinned in package.json; eslint.config.mjs): unused variables and imports, a module
# imported twice, and the layers of web/ as import restrictions. About 7 s of CPU.
LINTED := web tests scripts bench types eslint.config.mjs
lint: node_modules/.package-lock.json
	node_modules/.bin/eslint --max-warnings 0 $(LINTED)

# types/*.d.ts is the one reference for the API: tsc (pinned in package.json) checks that every
# public module of web/ exports what they declare (tsconfig.check.json, types/check/modules.ts),
# then types/check/options.mjs compares the option and attribute names the JavaScript reads, and
# custom-elements.json; types/check/tsconfig.node.json compiles the Node entry points' types
# without the DOM library; tsconfig.internals.json checks the internals that open with
# `// @ts-check` (each mode's controller, the game's rules of play, the mode loop) against their
# JSDoc typedefs. Nothing built is needed; fails on any difference.
typecheck: node_modules/.package-lock.json
	node_modules/.bin/tsc -p tsconfig.check.json
	node_modules/.bin/tsc -p tsconfig.internals.json
	node_modules/.bin/tsc -p types/check/tsconfig.node.json
	node types/check/options.mjs

bench: all node_modules/.package-lock.json bench-baseline
	node bench/bench.mjs

# The page playable from a 1 MB address against a short one, and a plain page's same two loads
# (the browser's own cost of such an address), in Chromium over its DevTools pipe
# (bench/page-load.mjs; the "page-load" section of bench/RESULTS.md).
bench-page: all node_modules/.package-lock.json tools-browser
	node bench/page-load.mjs

# What saving the game costs as Your games grows, in Node (bench/games-save.mjs; BEFORE=/path/to/
# another checkout measures it too, side by side; bench/RESULTS.md "Your games").
bench-games: node_modules/.package-lock.json
	node bench/games-save.mjs

# The previous version, built by its own Makefile into build/baseline/tree, for make bench's
# side-by-side comparison (BASELINE_REF: the commit before issue 9's engine work), and its
# sources built the way this Makefile builds ours (build/baseline/polis-portable), for
# instruction counts under valgrind.
BASELINE_REF ?= 509026b
bench-baseline: build/baseline/$(BASELINE_REF).stamp
build/baseline/$(BASELINE_REF).stamp: | build tools-emcc tools-clang
	rm -rf build/baseline && mkdir -p build/baseline/tree
	git archive $(BASELINE_REF) | tar -x -C build/baseline/tree
	$(MAKE) -C build/baseline/tree build/polis web/polis.wasm
	cd build/baseline/tree && $(NATIVE_CC) $(NATIVE) -std=c99 -D_POSIX_C_SOURCE=200809L \
	  $$(ls src/*.c | grep -v 'src/api.c') -o ../polis-portable
	touch $@

# The puzzle set web/puzzle/puzzles.json, from seeded engine games, each puzzle proved by the exact
# search (bench/puzzles.mjs; about 3 minutes); run time and size go to bench/RESULTS.md.
puzzles: web/polis.wasm
	nice -n 10 node bench/puzzles.mjs

# Each level against the one below it (bench/ladder.mjs; long: run it in the background).
ladder: build/selfplay
	node bench/ladder.mjs

match: all node_modules/.package-lock.json
	node bench/match.mjs

# The extended evaluation's weights fitted to self-play results, and a match of them against
# the engine's (bench/texel.mjs; long: run it in the background).
texel: all build/selfplay-tunable node_modules/.package-lock.json
	node bench/texel.mjs

play: all offline
	@echo "Polis: open http://localhost:$(PORT)/ (Ctrl-C to stop)"
	node tests/helpers/static-server.mjs --port $(PORT)

# The static bundle for any web host: the page, its service worker (sw.js, beside the page: it
# keeps the game for offline play), web/ (every module, the styles, polis.wasm) and a README for
# site owners, as a folder and as a tarball (files sorted, owner and dates fixed).
VERSION = $(shell node -p "require('./package.json').version")
dist: web/polis.wasm offline
	rm -rf dist/polis dist/polis-*.tar.gz
	mkdir -p dist/polis
	cp index.html sw.js dist/polis/
	cp -R web dist/polis/web
	cp docs/site-README.md dist/polis/README.md
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='2000-01-01 00:00Z' \
	  -C dist -cf - polis | gzip -9n > dist/polis-$(VERSION).tar.gz
	@echo "dist/polis/ and dist/polis-$(VERSION).tar.gz"

pack: web/polis.wasm
	mkdir -p dist
	npm pack --pack-destination dist

clean:
	rm -rf build dist web/polis.wasm
