"""docs/rulings.md is generated from the code and current; every ruling the rules documents
state has code that cites it and a test named after it; and those rulings are the specs'
(when the specs are beside this checkout)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
SPECS = ROOT.parent / "shared" / "specs"


def rulings_script():
    spec = importlib.util.spec_from_file_location("rulings", ROOT / "scripts" / "rulings.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_rulings_index_is_generated_and_current():
    module = rulings_script()
    assert (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8") == module.markdown(), (
        "docs/rulings.md is stale: run scripts/rulings.py")


def test_every_ruling_has_code_and_a_test():
    module = rulings_script()
    found = module.index()
    assert len(found) >= 30 + 27  # MarsMatch R1.1-R5.2, Shengji G1.1-G6.4 with G5.5a, G6.1a
    assert module.problems(found) == []
    # the five rulings of issue 19 live in one compiled section and one reference function
    assert "games/marsmatch/csrc/kinds/lone_boat.c" in found["R3.6"]["c"]
    assert "marsmatch.reference.marsmatch.kinds.LoneBoat" in found["R3.6"]["reference"]
    assert "games/shengji/csrc/scoring.c" in found["G6.1"]["c"]


def test_a_ruling_without_a_test_is_reported():
    module = rulings_script()
    found = module.index()
    found["R3.6"]["tests"] = []
    found["G5.5a"] = {"c": [], "reference": [], "engine": [], "tests": []}
    assert sorted(module.problems(found)) == ["G5.5a has no code that cites it",
                                              "G5.5a has no test named after it",
                                              "R3.6 has no test named after it"]


def test_the_rules_documents_state_the_specs_rulings():
    if not SPECS.is_dir():
        pytest.skip("the specs (../shared/specs) are not beside this checkout")
    ids = re.compile(r"^- ([RG]\d+\.\d+[a-z]?)\b", re.MULTILINE)
    specs = {m[1] for f in SPECS.glob("*-rulings.md") for m in ids.finditer(f.read_text("utf-8"))}
    assert set(rulings_script().rulings()) == specs
