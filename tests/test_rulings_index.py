"""docs/rulings.md is generated from the code and current; every ruling the rules documents
state has one home (a compiled section and a reference function that cite it) and a test
named after it; a ruling cited by C or by code outside the games' folders away from its
home needs a reason; and those rulings are the specs' (when the specs are beside this
checkout). The mutation tests change the sources the index reads and expect it to fail."""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
SPECS = ROOT.parent / "shared" / "specs"
ID = re.compile(r"\b[RG]\d+\.\d+[a-z]?\b")


def rulings_script():
    spec = importlib.util.spec_from_file_location("rulings", ROOT / "scripts" / "rulings.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RULINGS = rulings_script()
SOURCES = RULINGS.sources()  # read once; each mutation changes a copy


def test_the_rulings_index_is_generated_and_current():
    assert (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8") == RULINGS.markdown(), (
        "docs/rulings.md is stale: run scripts/rulings.py")


def test_every_ruling_has_one_home_and_a_test():
    found = RULINGS.index(dict(SOURCES))
    assert len(found) >= 30 + 27  # MarsMatch R1.1-R5.2, Shengji G1.1-G6.4 with G5.5a, G6.1a
    assert RULINGS.problems(found) == []
    assert found["R3.6"]["home"] == ["games/marsmatch/csrc/kinds/lone_boat.c"]
    assert found["R3.6"]["reference"] == ["marsmatch.reference.marsmatch.kinds.LoneBoat"]
    assert found["R4.4"]["home"] == ["games/marsmatch/csrc/round.c"]
    assert found["G6.1"]["home"] == ["games/shengji/csrc/scoring.c"]
    assert all(len(p["home"]) == 1 and len(p["reference"]) <= 1 for p in found.values())


def test_every_layer_is_read():
    kinds = {Path(p).suffix for p in SOURCES}
    assert kinds >= {".c", ".h", ".pyx", ".pxi", ".py", ".ts"}
    paths = SOURCES
    assert "bots/csrc/mm_greedy.c" in paths and "server/table.py" in paths
    assert "web/src/lib/dealstream.ts" in paths and "games/marsmatch/_core.pyx" in paths
    assert not any("node_modules" in p or p.endswith("/_core.c") for p in paths)


def test_a_ruling_without_a_test_is_reported():
    found = RULINGS.index(dict(SOURCES))
    found["R3.6"]["tests"] = []
    assert RULINGS.problems(found) == ["R3.6 has no test named after it"]


# --- mutations: each must make the index fail ----------------------------------------------

def problems_after(change) -> list[str]:
    texts = dict(SOURCES)
    change(texts)
    return RULINGS.problems(RULINGS.index(texts))


def test_stripping_every_id_from_marsmatch_c_fails():
    def strip(texts):
        for path in texts:
            if path.startswith("games/marsmatch/csrc/"):
                texts[path] = ID.sub("", texts[path])

    bad = problems_after(strip)
    homes = [r for r, (home, _fn) in RULINGS.HOMES.items()
             if home.startswith("games/marsmatch/csrc/")]
    assert len(homes) >= 25
    for r in homes:
        assert any(line.startswith(f"{r}: its home ") for line in bad), r


def test_round_c_no_longer_citing_R4_4_fails():
    def strip(texts):
        texts["games/marsmatch/csrc/round.c"] = texts["games/marsmatch/csrc/round.c"].replace(
            "R4.4", "")

    assert "R4.4: its home games/marsmatch/csrc/round.c does not cite it" in problems_after(strip)


def test_a_range_is_no_citation():
    def ranged(texts):
        round_c = texts["games/marsmatch/csrc/round.c"].replace("R4.4", "R4.3-R4.5")
        texts["games/marsmatch/csrc/round.c"] = round_c

    assert "R4.4: its home games/marsmatch/csrc/round.c does not cite it" in problems_after(ranged)
    assert RULINGS.cited("R4.3-R4.5, R3.1 - R3.4", set(RULINGS.rulings())) == set()


def test_a_stray_decision_in_the_server_fails():
    def stray(texts):
        texts["server/present.py"] += (
            '\n\ndef boat_beats(a, b):\n    """R3.6: a Lone Boat compares its joker first."""\n'
            "    return a.top > b.top\n")

    assert any(line.startswith("server/present.py cites R3.6 outside its home")
               for line in problems_after(stray))


def test_a_stray_decision_in_another_kinds_c_fails():
    def stray(texts):
        texts["games/marsmatch/csrc/kinds/single.c"] += "\n/* R3.6: a bare Lone Boat */\n"

    assert any(line.startswith("games/marsmatch/csrc/kinds/single.c cites R3.6 outside")
               for line in problems_after(stray))


def test_a_reference_function_that_stops_citing_fails():
    def strip(texts):
        texts["reference/marsmatch/kinds.py"] = texts["reference/marsmatch/kinds.py"].replace(
            "R3.6", "")

    assert ("R3.6: its reference function marsmatch.reference.marsmatch.kinds.LoneBoat does "
            "not cite it") in problems_after(strip)


def test_the_rules_documents_state_the_specs_rulings():
    if not SPECS.is_dir():
        if os.environ.get("CI"):
            pytest.fail("the specs (../shared/specs) are not beside this checkout")
        pytest.skip("the specs (../shared/specs) are not beside this checkout")
    ids = re.compile(r"^- ([RG]\d+\.\d+[a-z]?)\b", re.MULTILINE)
    specs = {m[1] for f in SPECS.glob("*-rulings.md") for m in ids.finditer(f.read_text("utf-8"))}
    assert set(RULINGS.rulings()) == specs
