"""The review of a round (``marsmatch review``, ``marsmatch.review``): every decision of a
seat judged from that seat's information only (redealing the hidden cards never changes a
verdict), marks by the documented thresholds, the better move in words in three languages,
and the command's JSON and errors."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from marsmatch.bots import make_bot
from marsmatch.games import find_game
from marsmatch.games import marsmatch as mm
from marsmatch.games import shengji as sj
from marsmatch.review import lines, review_record
from marsmatch.review.games import JUDGES
from marsmatch.review.judge import MARKS, judge, mark_of
from tests.bots.positions import midgame_states

ROOT = Path(__file__).resolve().parents[2]


def played_round(game: str, seed: str, bots: str = "greedy") -> object:
    """A finished round of ``bots`` at every seat, as its record."""
    if game == "marsmatch":
        state = mm.new_round(mm.Rules(), 4, seed=seed)
    else:
        state = find_game("shengji").new_round(None, players=4, seed=seed)
    players = [make_bot(bots, game, seed=s) for s in range(4)]
    while not state.finished:
        seat = state.to_act[0]
        state.apply_action(seat, players[seat].act(state, seat))
    return state.to_record()


def shengji_positions(count: int) -> list[sj.State]:
    out = []
    for i in range(count):
        state = find_game("shengji").new_round(None, players=4, seed=f"sj-review-{i}")
        bot = make_bot("greedy", "shengji", seed=i)
        for _ in range(random.Random(i).randrange(20, 60)):
            if state.finished:
                break
            bot.step(state, state.to_act[0])
        if not state.finished:
            out.append(state)
    return out


def test_marks_follow_the_documented_thresholds():
    assert dict(MARKS) == {"blunder": 0.20, "mistake": 0.10, "inaccuracy": 0.05}
    assert mark_of(0.25, 0.01) == "blunder"
    assert mark_of(0.12, 0.01) == "mistake"
    assert mark_of(0.06, 0.01) == "inaccuracy"
    assert mark_of(0.04, 0.0) == "good"
    assert mark_of(0.25, 0.2) == "good"  # within the noise: no mistake
    doc = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
    for mark, threshold in MARKS:
        assert f"{mark}" in doc and f"{threshold:.2f}" in doc


@pytest.mark.parametrize("game", ["marsmatch", "shengji"])
def test_the_review_never_reads_a_hidden_card(game):
    """Redealing the cards the seat cannot see leaves every verdict unchanged."""
    judge_game = JUDGES[game]()
    states = midgame_states(4) if game == "marsmatch" else shengji_positions(3)
    judged = 0
    for k, state in enumerate(states):
        seat = state.to_act[0]
        played = make_bot("greedy", game, seed=1).act(state, seat)
        other = state.resample(seat, random.Random(100 + k))
        if game == "marsmatch":
            assert other.hands != state.hands or sum(map(sum, state.hands)) == sum(state.hands[seat])
        a = judge(judge_game, state, seat, played, 12, seed=3)
        b = judge(judge_game, other, seat, played, 12, seed=3)
        assert a == b
        judged += a is not None
    assert judged >= 2


@pytest.mark.parametrize("game", ["marsmatch", "shengji"])
def test_a_round_is_reviewed_decision_by_decision(game):
    record = played_round(game, f"review-{game}", "random")
    seats = [a["seat"] for a in record.actions]
    seat = max(set(seats), key=seats.count)
    review = review_record(record, seat, redeals=16)
    assert review["complete"] and review["seat"] == seat and review["game"] == game
    decisions = review["decisions"]
    assert decisions, "a random player's round has decisions to judge"
    assert {d["seat"] for d in decisions} == {seat}
    for d in decisions:
        assert record.actions[d["action"] - 1]["seat"] == seat
        assert 0.0 <= d["chance_played"] <= d["chance_best"] <= 1.0
        assert d["mark"] in ("good", "inaccuracy", "mistake", "blunder")
        if "best" in d:  # the better move is a legal action of the position, in words
            assert d["best"]["seat"] == seat and d["best_msg"]["id"]
        if d["mark"] != "good":
            assert "best" in d and "better" in d["text"]
    assert sum(review["counts"].values()) == len(decisions)
    # a random player makes mistakes the review sees
    assert review["counts"]["mistake"] + review["counts"]["blunder"] >= 1
    for lang, word in (("en", "Review of"), ("zh-Hans", "复盘"), ("zh-Hant", "復盤")):
        text = lines(review, lang)
        assert word in text[0] and len(text) == len(decisions) + 2


def test_the_review_is_reproducible_and_json_clean():
    record = played_round("marsmatch", "review-repro")
    a = review_record(record, 0, redeals=8, seed=5)
    b = review_record(record, 0, redeals=8, seed=5)
    assert a == b
    json.dumps(a)


def test_the_command_prints_json_and_refuses_bad_input(tmp_path):
    record = played_round("marsmatch", "review-cli")
    path = tmp_path / "round.json"
    path.write_text(record.dumps(), encoding="utf-8")
    cmd = [sys.executable, "-m", "marsmatch", "review", str(path)]
    done = subprocess.run([*cmd, "--seat", "2", "--json", "--redeals", "6"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["seat"] == 2 and out["redeals"] == 6
    done = subprocess.run([*cmd, "--seat", "2", "--lang", "zh-Hans", "--redeals", "4"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0 and "复盘" in done.stdout
    done = subprocess.run([*cmd, "--seat", "7"], capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "error: seat 7 is not at this table: seats are 0 to 3"]


def test_a_record_with_an_illegal_action_is_refused_in_one_line():
    from marsmatch.errors import RecordError
    from marsmatch.records import loads_record

    data = json.loads(played_round("marsmatch", "review-illegal").dumps())
    lead = data["actions"][0]
    data["actions"][0] = {"seat": lead["seat"], "pass": True}  # the leader may not pass
    with pytest.raises(RecordError, match=rf"^action 1 \(seat {lead['seat']}\) is not legal, "
                                          "so the round is not reviewed"):
        review_record(loads_record(json.dumps(data)), 0, redeals=4)
