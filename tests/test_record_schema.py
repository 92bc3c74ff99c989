"""The record format as a model (``recordmodel.py``): every fixture record and every kind
of record the engines and the server write is valid by it and by its exported JSON
Schema (checked by ``jsonschema``, not by pydantic), a bad record is one sentence, and
the generated files (docs/record.schema.json, web/src/lib/record.ts) are current."""

from __future__ import annotations

import importlib.util
import json
import time
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from marsmatch import recordmodel
from marsmatch.bots import make_bot
from marsmatch.errors import RecordError
from marsmatch.games import find_game
from marsmatch.records import parse_record

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = Draft202012Validator(json.loads((ROOT / "docs" / "record.schema.json").read_text()))


def fixture_records() -> list[tuple[str, dict[str, Any]]]:
    """Every record under tests/fixtures (files that are records, or hold one)."""
    found = []
    for path in sorted((ROOT / "tests" / "fixtures").rglob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for i, item in enumerate(data if isinstance(data, list) else [data]):
            record = item.get("record", item) if isinstance(item, dict) else None
            if isinstance(record, dict) and "players" in record and "game" in record:
                found.append((f"{path.relative_to(ROOT)}#{i}", record))
    return found


FIXTURES = fixture_records()


def test_the_fixtures_hold_records_of_both_games() -> None:
    games = {r["game"] for _, r in FIXTURES}
    assert games == {"marsmatch", "shengji"} and len(FIXTURES) >= 10
    assert any("start" in r for _, r in FIXTURES) and any("hands" in r for _, r in FIXTURES)


@pytest.mark.parametrize("name,record", FIXTURES, ids=[n for n, _ in FIXTURES])
def test_every_fixture_record_is_valid_and_reads_back_unchanged(
        name: str, record: dict[str, Any]) -> None:
    SCHEMA.validate(record)
    written = parse_record(record).to_dict()
    assert written == {"format": recordmodel.FORMAT, "rules": {}, "actions": [], **record}


def _written_records() -> list[dict[str, Any]]:
    """Records as the engines write them, with every optional field the format has."""
    mm = find_game("marsmatch")
    state = mm.new_round(mm.rules({}), players=["a", "b", "c"], seed="schema")
    bots = [make_bot("random", "marsmatch", seed=s) for s in range(3)]
    while not state.finished:
        bots[state.to_act[0]].step(state, state.to_act[0])
    played = state.to_record().to_dict()
    sj = find_game("shengji")
    position = sj.new_round(sj.rules({"decks": 2}), players=list("abcd"), seed="schema")
    return [
        played,
        {**played, "commitment": "ab" * 32, "banker": 1, "shown_by": "an extra key",
         "deal": {"scheme": "marsmatch-deal/2", "server_seed": "s", "contributions": [
             {"seat": 0, "commitment": "cd" * 32, "value": "ef" * 32},
             {"seat": 2, "commitment": "01" * 32, "value": None}]}},
        position.to_record().to_dict(),
        {"format": "marsmatch-record/1", "game": "shengji", "players": list("abcd"),
         "rules": {"decks": 2}, "hands": [["S2"], ["S3"], ["S4"], ["S5"]],
         "start": {"phase": "play", "level": "4", "trump": None, "banker": 0, "leader": 0,
                   "kitty": [], "points": 0},
         "actions": [{"seat": 0, "play": ["S2"], "hint": "single"}, {"seat": 1, "pass": True},
                     {"seat": 2, "declare": ["H2", "H2"]}, {"seat": 3, "bury": ["C3"]}]},
    ]


@pytest.mark.parametrize("record", _written_records())
def test_what_the_engines_write_is_valid(record: dict[str, Any]) -> None:
    SCHEMA.validate(record)
    assert parse_record(record).to_dict() == {"rules": {}, **record}


GOOD = {"game": "marsmatch", "players": ["a", "b", "c"], "seed": "s"}


@pytest.mark.parametrize("change,sentence", [
    ({"format": "marsmatch-record/9"},
     ("record format 'marsmatch-record/9' is not supported; this version reads "
      "marsmatch-record/1")),
    ({"game": 7}, 'a record needs "game": "marsmatch" or "shengji"'),
    ({"players": ["a", 2]}, 'a record needs "players": a list of names in seat order'),
    ({"rules": [1]}, '"rules" must be an object of option names and values'),
    ({"seed": 5}, '"seed" must be a string'),
    ({"hands": [["3"], "4"]}, '"hands" must be a list of lists of card strings'),
    ({"hands": [["3"]]}, "1 hands for 3 players"),
    ({"seed": None}, 'a record needs "seed" or "hands" (or both)'),
    ({"actions": [{"seat": 0}, 3]}, '"actions" must be a list of objects'),
    ({"banker": 3}, '"banker" must be a seat number from 0 to 2'),
    ({"banker": True}, '"banker" must be a seat number from 0 to 2'),
    ({"start": []}, '"start" must be an object'),
    ({"commitment": 1}, '"commitment" must be a hex string'),
    ({"deal": 1}, '"deal" must be an object'),
    ({"deal": {"scheme": "x", "server_seed": "s"}},
     "\"deal.scheme\" 'x' is not supported; this version reads marsmatch-deal/2"),
    ({"deal": {"scheme": "marsmatch-deal/2", "server_seed": ""}},
     "\"deal.server_seed\" must be the server's revealed seed"),
    ({"deal": {"scheme": "marsmatch-deal/2", "server_seed": "s", "contributions": [
        {"seat": 1, "commitment": "c", "value": "AB"}]}},
     "seat 1's contribution value must be 64 lowercase hex digits or null (not revealed)"),
    ({"deal": {"scheme": "marsmatch-deal/2", "server_seed": "s", "contributions": [
        {"seat": 1, "commitment": "c"}, {"seat": 1, "commitment": "c"}]}},
     "a contribution's seat must be a distinct seat from 0 to 2"),
    ({"deal": {"scheme": "marsmatch-deal/2", "server_seed": "s", "contributions": [5]}},
     "each contribution is an object with seat, commitment, value"),
])
def test_a_bad_record_is_one_sentence_and_invalid_by_the_schema(
        change: dict[str, Any], sentence: str) -> None:
    record = {**GOOD, **change}
    with pytest.raises(RecordError) as caught:
        parse_record(record)
    assert str(caught.value) == sentence
    if "hands" not in change and "banker" not in change and change.get("seed", 1) is not None \
            and "contributions" not in str(change):  # cross-field checks are the loader's
        assert not SCHEMA.is_valid(record)


def test_the_generated_files_are_current() -> None:
    spec = importlib.util.spec_from_file_location("view_types", ROOT / "scripts" / "view_types.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (ROOT / "docs" / "record.schema.json").read_text(encoding="utf-8") == \
        module.record_schema(), "run scripts/view_types.py"
    assert module.OUT_RECORD.read_text(encoding="utf-8") == module.record_typescript(), \
        "run scripts/view_types.py"


def test_reading_a_record_stays_fast() -> None:
    """The model must not make loading records (the arbiter, events, replays) slow: a
    finished round of 3 players reads in well under a millisecond."""
    record = _written_records()[1]
    parse_record(record)
    began = time.perf_counter()
    for _ in range(200):
        parse_record(record)
    assert (time.perf_counter() - began) / 200 < 0.002
