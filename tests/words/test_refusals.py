"""The engines' refusals as messages (words.refusal): the engine's English text stays what
records and the command line have always said, the message renders in every language
with no English left, and the server's names replace the engine's seat numbers."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from marsmatch import words
from marsmatch.errors import IllegalAction, OutOfTurn
from marsmatch.games import find_game
from marsmatch.games.shengji.events import Trick

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "shengji"))
from sj_helpers import C, position

PLAYERS = ["Ann", "Bo", "Cy", "Di"]
#: Latin letters a Chinese sentence may still hold: ruling ids (G5.4), card ranks (Q♠),
#: the names above, "Titanic" (kept by the publisher's rules), and the player's own input
#: echoed in quotes (a hint they typed)
_ALLOWED = re.compile(r"(?<![A-Za-z])(?:[GR]\d+(?:\.\d+)?a?|Ann|Bo|Cy|Di|[JQKA]|Titanic)"
                      r"(?![A-Za-z])|'[^']*'")


def _no_english(said: str) -> bool:
    return not re.search(r"[A-Za-z]{2,}", _ALLOWED.sub("", said))


def _refused(call: object, *args: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        call(*args)  # type: ignore[operator]
    assert caught.value.msg is not None, str(caught.value)
    return caught.value


def _said_everywhere(exc: IllegalAction) -> dict[str, str]:
    assert str(exc).startswith(words.engine(exc.msg))  # (the rule id may follow)
    named = words.named(exc.msg, PLAYERS)
    out = {lang: words.text(named, lang) for lang in words.LANGS}
    for lang in words.LANGS[1:]:
        assert _no_english(out[lang]), (lang, out[lang])
    return out


def test_a_shengji_follow_that_leaves_out_a_pair_is_refused_in_every_language() -> None:
    st = position(["H9 H9 D3 D4", "HJ HJ H4 D5", "H5 H6 D6 D7", "H7 H8 D8 D9"])
    st.play(0, C("H9 H9"), None)
    exc = _refused(st.play, 1, C("HJ H4"), None)
    # the record's sentence (tests/fixtures/shengji/position_illegal_follow.json) kept
    assert words.engine(exc.msg) == ("seat 1 can play a pair in hearts (HJ HJ), so the follow "
                                     "must include it")  # third person, the pair named
    said = _said_everywhere(exc)
    assert "红桃" in said["zh-Hans"] and "对子" in said["zh-Hans"]
    assert "紅桃" in said["zh-Hant"]


def test_a_shengji_play_out_of_turn_names_the_players() -> None:
    st = position(["H9 H9 D3 D4", "HJ HJ H4 D5", "H5 H6 D6 D7", "H7 H8 D8 D9"])
    with pytest.raises(OutOfTurn) as caught:
        st.play(2, C("H5"), None)
    assert words.engine(caught.value.msg) == "it is seat 0's turn, not seat 2's"
    said = _said_everywhere(caught.value)
    assert said["en"] == "it is Ann's turn, not Cy's"
    assert "Ann" in said["zh-Hans"] and "Cy" in said["zh-Hans"]


@pytest.mark.parametrize("hint", ["triple", "pair S8 S8, nonsense", "triple H9"])
def test_a_bad_shengji_lead_hint_is_refused_in_every_language(hint: str) -> None:
    st = position(["H9 H9 D3 D4", "HJ HJ H4 D5", "H5 H6 D6 D7", "H7 H8 D8 D9"])
    _said_everywhere(_refused(st.play, 0, C("H9 D3"), hint))  # mixed suits first
    _said_everywhere(_refused(st.play, 0, C("H9 H9"), hint))


def test_a_shengji_tricks_reason_is_a_message_beside_the_records_notation() -> None:
    st = position(["H9 H9 D3 D4", "HJ HJ H4 D5", "H5 H6 D6 D7", "H7 H8 D8 D9"])
    for seat, cards in enumerate(["H9 H9", "HJ HJ", "H5 H6", "H7 H8"]):
        st.play(seat, C(cards), None)
    trick = next(e for e in st.events if isinstance(e, Trick))
    assert "seat 1" in trick.why and "(G5.5)" in trick.why  # the records' explanation
    named = words.named(trick.why_msg, PLAYERS)
    assert words.text(named).startswith("Bo beat the lead with")
    for lang in words.LANGS[1:]:
        assert "Bo" in words.text(named, lang) and _no_english(words.text(named, lang))


def test_marsmatch_refusals_keep_their_english_and_say_it_in_chinese() -> None:
    game = find_game("marsmatch")
    state = game.new_round(game.rules({}), players=4, seed="refusals")
    while state.finished:  # pragma: no cover - a deal decided at once
        state = game.new_round(game.rules({}), players=4, seed=state.seed + "+")
    seat = state.to_act[0]
    other = next(s for s in state.active if s != seat)
    exc = _refused(state.verify_pass, other)
    assert isinstance(exc, OutOfTurn)
    assert words.engine(exc.msg) == f"seat {other} is not to act; seat {seat} is"
    _said_everywhere(exc)
    _said_everywhere(_refused(state.verify_pass, seat))  # a lead cannot be passed


def test_G5_4_G2_2_a_level_card_of_the_led_suit_is_named_a_trump() -> None:
    """Issue 35: S2 on a spade lead at level 2 (hearts trump) was refused "you hold 1 spade
    card": now the seat is named, its spade is named, and S2 is said to be a trump."""
    st = position(["SA D3", "S2 S5", "D4 D5", "D6 D7"], trump="H")
    st.play(0, C("SA"), None)
    exc = _refused(st.play, 1, C("S2"), None)
    assert exc.rule == "G5.4"
    assert words.engine(exc.msg) == ("seat 1 holds 1 spade card (S5) and must play 1 of them "
                                     "before any other card; S2 is a level card, so a trump, "
                                     "not a spade card (G2.2)")
    said = _said_everywhere(exc)
    assert said["en"].startswith("Bo holds 1 spade card (5♠)") and "you" not in said["en"]
    assert "级牌" in said["zh-Hans"] and "主牌" in said["zh-Hans"] and "你" not in said["zh-Hans"]


def test_G5_4_a_missing_pair_is_named_in_the_third_person() -> None:
    st = position(["H9 H9 D3 D4", "HJ HJ H4 D5", "H5 H6 D6 D7", "H7 H8 D8 D9"])
    st.play(0, C("H9 H9"), None)
    said = _said_everywhere(_refused(st.play, 1, C("HJ H4"), None))
    assert said["en"] == "Bo can play a pair in hearts (J♥ J♥), so the follow must include it"
    assert said["zh-Hans"].startswith("Bo 能出红桃的一个对子（J♥ J♥）") and "你" not in said["zh-Hans"]
