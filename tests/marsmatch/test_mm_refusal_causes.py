"""Refusals that name their cause (issue 35, the publisher's second pass): each test is
named after the ruling that decides it. Before, a Heaven Snatch exit cited R2.5, a play
after a three-trick streak R4.3 with no word of why the round was over, J J J Q Q Q K K K
2 2 2 4 4 was "not one run" though 2 2 2 stands for A A A, 5 5 6 6 7 8 was only "not a
combination", Shengji refusals named no card and addressed "you", and ``judge RECORD N``
exited 0 on an illegal action."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from marsmatch.errors import IllegalAction, MarsMatchError
from marsmatch.games.marsmatch import Rules, State, _core, new_round
from marsmatch.games.marsmatch.combos import RANK_NAMES, refusal, to_counts
from marsmatch.words import text


def _refused(state, seat: int, action: dict) -> IllegalAction:
    with pytest.raises(MarsMatchError) as why:
        state.check_action(seat, action)
    return why.value


def test_R2_6_a_seat_gone_out_by_heaven_snatch_is_refused_citing_R2_6() -> None:
    state = new_round(Rules(), ["Ann", "Bo", "Cy"], banker=0,
                      hands=[["4", "5"], ["3"] * 6 + ["9"], ["6", "7"]])
    assert 1 not in state.active and state.outcomes[1].category == "heaven_snatch"
    exc = _refused(state, 1, {"seat": 1, "play": ["9"]})
    assert exc.rule == "R2.6"
    assert "left the round" in str(exc)


def test_R2_5_a_banker_gone_out_with_a_heavenly_hand_still_cites_R2_5() -> None:
    state = new_round(Rules(), ["Ann", "Bo", "Cy"], banker=0,
                      hands=[["3"] * 6 + ["9"], ["4", "5"], ["6", "7"]])
    assert 0 not in state.active
    assert _refused(state, 0, {"seat": 0, "play": ["9"]}).rule == "R2.5"


def _streak_round():
    """Ann leads three singles nobody answers: three tricks in a row (R4.4)."""
    state = new_round(Rules(), ["Ann", "Bo"], banker=0,
                      hands=[["9", "8", "7", "6"], ["3", "4"]])
    actions = []
    for card in ("9", "8", "7"):
        for a in ({"seat": 0, "play": [card]}, {"seat": 1, "pass": True}):
            actions.append(a)
            state.apply_action(a["seat"], a)
    assert state.finished
    return state, actions


def test_R4_4_a_play_after_a_three_trick_streak_cites_R4_4_and_says_why() -> None:
    state, _actions = _streak_round()
    exc = _refused(state, 1, {"seat": 1, "play": ["3"]})
    assert exc.rule == "R4.4"
    assert str(exc).startswith("the round is over: seat 0 won 3 tricks in a row")
    zh = text(exc.msg, "zh-Hans")
    assert "连赢了 3 轮" in zh


def test_R4_3_a_play_after_an_emptied_hand_cites_R4_3() -> None:
    state = new_round(Rules(), ["Ann", "Bo"], banker=0, hands=[["9"], ["3", "4"]])
    state.apply_action(0, {"seat": 0, "play": ["9"]})
    exc = _refused(state, 1, {"seat": 1, "play": ["3"]})
    assert exc.rule == "R4.3" and "played the last card" in str(exc)


def test_R4_4_judge_RECORD_N_says_why_the_round_is_over_and_exits_2(tmp_path: Path) -> None:
    _state, actions = _streak_round()
    record = {"format": "marsmatch-record/1", "game": "marsmatch", "rules": {},
              "players": ["Ann", "Bo"], "banker": 0,
              "hands": [["9", "8", "7", "6"], ["3", "4"]],
              "actions": [*actions, {"seat": 1, "play": ["3"]}]}
    path = tmp_path / "streak.json"
    path.write_text(json.dumps(record))
    run = [sys.executable, "-m", "marsmatch", "judge", str(path), "7"]
    proc = subprocess.run(run, check=False, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stderr  # as `replay` exits on an illegal action
    assert "NOT LEGAL — the round is over: Ann won 3 tricks in a row [R4.4]" in proc.stdout
    ok = subprocess.run(run[:-1] + ["2"], check=False, capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0


def test_R3_4_R3_13_three_2s_stand_for_aces_so_the_fault_is_the_attachment() -> None:
    cards = "J J J Q Q Q K K K 2 2 2 4 4"
    rule, why, items = refusal(to_counts(cards), cards)
    said = text(why)
    assert rule == "R3.4" and "not one run" not in said
    assert "4 triples carry 2 other cards" in said
    assert [i["code"] for i in items if i["kind"] == "rocket"] == ["attach_count"]
    # the same cards with natural aces get the same reason
    aces = "J J J Q Q Q K K K A A A 4 4"
    assert text(refusal(to_counts(aces), aces)[1]).replace(aces, cards) == said
    # a run the 2s cannot close is still "not one run"
    gap = "3 3 3 7 7 7 2"
    assert "not one run" in text(refusal(to_counts(gap), gap)[1])


def test_R3_11_pairs_and_singles_are_named_in_the_refusal() -> None:
    cards = "5 5 6 6 7 8"
    rule, why, items = refusal(to_counts(cards), cards)
    assert rule == "R3.11" and items == []
    said = text(why)
    assert said.startswith("5 5 6 6 7 8 is not a combination: it holds 2 pairs (5 5; 6 6) "
                           "and 2 singles (7; 8)")
    assert "Pair Sequence" in said
    zh = text(why, "zh-Hans")
    assert "2 个对子" in zh and "2 张单牌" in zh and "连对" in zh


RANKS = [r for r in RANK_NAMES]
reference = State.of("reference").core  # marsmatch.reference.marsmatch, bound to the values


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(RANKS), min_size=1, max_size=14))
def test_R3_every_refusal_cites_the_ruling_the_reference_core_names(hand: list[str]) -> None:
    """Property: for any cards, the compiled core's refusal cites the same ruling, gives the
    same reasons and the same sentence as the reference core's."""
    cards = " ".join(hand)
    counts = to_counts(cards)
    if _core.all_readings(counts):
        return  # a play: nothing to refuse
    ours = refusal(counts, cards)
    theirs = refusal(counts, cards, core=reference)
    assert ours[0] == theirs[0]
    assert [(i["kind"], i["code"], i["rule"]) for i in ours[2]] == \
        [(i["kind"], i["code"], i["rule"]) for i in theirs[2]]
    assert text(ours[1]) == text(theirs[1])
    assert f"({ours[0]})" in text(ours[1])
