"""Refusals that name the rule (issue 25): when cards are no play, the engine says, for each
kind they come close to (the declared one first), which ruling stops them, with its id; the
same words reach the CLI, records' replays and the server. Before, every such refusal was
"not a combination, R3.11", with the cards re-sorted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from marsmatch.cli import app
from marsmatch.errors import IllegalAction
from marsmatch.games.marsmatch import Rules, new_round
from marsmatch.games.marsmatch.combos import refusals, to_counts
from marsmatch.records import parse_record
from marsmatch.server.replay import replay_frames
from marsmatch.words import t, text

runner = CliRunner()


def judged(*args: str) -> dict:
    res = runner.invoke(app, ["judge", *args, "--json"])
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def test_a_lone_boat_with_a_2_cites_R3_6_not_R3_11() -> None:
    got = judged("BJ 9 2", "--as", "lone_boat")
    assert got["rule"] == "R3.6" and got["readings"] == []
    assert got["reason"] == ("BJ 9 2 cannot be played as a Lone Boat: a Lone Boat's attachment "
                             "holds no 2 at all (R3.6)")  # in the order written, not "9 2 BJ"
    plain = judged("BJ 9 2")
    assert plain["rule"] == "R3.6"
    assert [(r["kind"], r["rule"]) for r in plain["refusals"]] == [("lone_boat", "R3.6")]


def test_each_kind_the_cards_come_close_to_names_its_ruling() -> None:
    lj2 = judged("LJ 2")
    assert {r["kind"]: r["rule"] for r in lj2["refusals"]} == {"pair": "R3.2",
                                                                "lone_boat": "R3.6"}
    assert "a joker never pairs" in lj2["reason"] and "holds no 2 at all" in lj2["reason"]
    quad = judged("5 5 5 2 6 7")
    assert {r["kind"]: r["rule"] for r in quad["refusals"]} == {"rocket": "R3.4",
                                                                 "starship": "R3.5"}
    assert "a 2 never completes one (R3.5)" in quad["reason"]
    assert "each triple carries one single or one pair" in quad["reason"]
    declared = judged("5 5 5 2 6 7", "--as", "starship")
    assert declared["rule"] == "R3.5" and declared["refusals"][0]["kind"] == "starship"
    far = judged("3 5 9")  # close to nothing: R3.11's refusal, naming what they hold
    assert far["rule"] == "R3.11" and far["refusals"] == []
    assert far["reason"].startswith("3 5 9 is not a combination: it holds 3 singles (3; 5; 9)")
    assert judged("BJ LJ LJ 5 6")["reason"] == "BJ LJ LJ 5 6 is not a combination (R3.11)"


@pytest.mark.parametrize("cards,kind,code,rule", [
    ("9 8", "pair", "two_ranks", "R3.2"),
    ("3 3 4 4", "pair_sequence", "short", "R3.3"),
    ("5 5 5 7 7 7", "rocket", "chain", "R3.4"),
    ("7 7 7 BJ", "rocket", "joker_attached", "R3.10"),
    ("5 5 5 5 6", "starship", "attach_count", "R3.5"),
    ("LJ 8 8 9", "lone_boat", "boat_size", "R3.6"),
    ("5 5 5 2", "drone", "wild_drone", "R3.7"),
    ("3 3 2", "super_drone", "wild_super", "R3.8"),
    ("BJ LJ 5", "spaceship", "spaceship_extra", "R3.9"),
])
def test_every_reason_has_its_ruling(cards: str, kind: str, code: str, rule: str) -> None:
    found = {r["kind"]: r for r in refusals(to_counts(cards))}
    assert found[kind]["code"] == code and found[kind]["rule"] == rule
    for lang in ("en", "zh-Hans", "zh-Hant"):
        words = text(found[kind]["why"], lang)
        assert words and "{" not in words


def test_the_engine_refuses_a_play_with_the_same_words_in_any_language() -> None:
    state = new_round(Rules(), ["Ann", "Bo"], hands=[["BJ", "9", "2", "5"], ["LJ", "4"]],
                      banker=0)
    with pytest.raises(IllegalAction) as why:
        state.check_action(0, {"seat": 0, "play": ["BJ", "9", "2"], "as": "lone_boat"})
    assert why.value.rule == "R3.6"
    assert str(why.value) == judged("BJ 9 2", "--as", "lone_boat")["reason"]
    zh = text(why.value.msg, "zh-Hans")
    assert zh.startswith("大王 9 2 不能作为孤舟出") and "（R3.6）" in zh  # one card notation
    assert t("refusal-why", "zh-Hans", code="two_in_boat", kind="lone_boat") in zh


def test_a_record_with_the_disputed_lone_boat_replays_to_the_same_ruling() -> None:
    record = parse_record(json.loads((Path(__file__).resolve().parents[1] / "fixtures" /
                                      "marsmatch" / "lone_boat_dispute.json").read_text()))
    page = replay_frames(record)
    assert page["error"]["rule"] == "R3.6" and page["error"]["action"] == 1
    assert page["error"]["reason"] == judged("BJ 9 2", "--as", "lone_boat")["reason"]
