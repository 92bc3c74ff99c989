# The README's two commands are `make run` and `make test`; both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: setup run test bench clean

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

run: setup
	$(VENV)/bin/marsmatch play

test: setup
	$(PY) -m pytest -q

bench: setup
	$(PY) scripts/bench.py

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
