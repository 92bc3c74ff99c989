"""The engine's words for the table (games/*/text.py) as messages: a failed throw is its
own sentence on the lead (so the table can keep it on screen), the round's story puts the
winner of the real match first, and the words of a view render in every language."""

from __future__ import annotations

import sys
from pathlib import Path

from marsmatch import words
from marsmatch.bots import make_bot
from marsmatch.games import find_game
from marsmatch.games.marsmatch import text as mm_text
from marsmatch.games.shengji import text as sj_text
from marsmatch.games.shengji.events import Played

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "shengji"))
from sj_helpers import C, position


def test_a_failed_throw_is_said_on_the_lead_itself() -> None:
    st = position(["H9 H9 HK", "HJ HJ D3", "HA D4 D5", "D6 D7 D8"])
    st.play(0, C("H9 H9 HK"), None)
    lead = next(e for e in st.events if isinstance(e, Played))
    entry = sj_text.describe_entry(st, lead)
    assert entry["failed"] == words.text(entry["failed_msg"])
    assert "throw failed" in entry["failed"] and "(G5.3)" in entry["failed"]
    assert "甩牌失败" in words.text(entry["failed_msg"], "zh-Hans")
    assert "甩牌失敗" in words.text(entry["failed_msg"], "zh-Hant")


def _round_with_heavenly_and_match(players: int = 4) -> object:
    """A MarsMatch round where someone went out at the deal and the rest played it out."""
    game = find_game("marsmatch")
    for i in range(4000):
        state = game.new_round(game.rules({}), players=players, seed=f"story-{i}")
        if 0 < players - len(state.active) and len(state.active) >= 2 and not state.finished:
            bots = [make_bot("greedy", "marsmatch", seed=s) for s in range(players)]
            while not state.finished:
                seat = state.to_act[0]
                state.apply_action(seat, bots[seat].act(state, seat))
            return state
    raise AssertionError("no such deal found")


def test_the_story_of_a_round_opens_with_the_winner_of_the_real_match() -> None:
    state = _round_with_heavenly_and_match()
    story = mm_text.story(state)
    assert story[0]["seat"] == state.winner  # review minor 13: the real winner first
    assert "won the round" in story[0]["text"]
    assert any("went out at the deal" in line["text"] for line in story[1:])
    for line in story:
        assert line["text"] == words.text(line["msg"])
        assert words.text(line["msg"], "zh-Hans") != line["text"]


def test_the_words_of_a_view_render_in_every_language() -> None:
    state = _round_with_heavenly_and_match()
    view = mm_text.describe_view(state)
    for o in view["outcomes"]:
        assert words.text(o["title_msg"]) == o["title"]
    for lang in words.LANGS:
        assert all(words.text(line["msg"], lang) for line in view["story"])
