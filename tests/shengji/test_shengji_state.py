"""G1, G3, G4 and the state protocol: declaring, kitty, views, copies, resampling, errors."""

import random
from collections import Counter

import pytest
from sj_helpers import PLAYERS, C, play_random, position

from marsmatch.bots.shengji import random_action
from marsmatch.cards import shoe
from marsmatch.errors import IllegalAction, OutOfTurn, RecordError, RulesError
from marsmatch.games.shengji import Phase, Play, Rules, new_round
from marsmatch.shuffle import draw_seat, shuffled

pytestmark = pytest.mark.usefixtures("core")  # each ruling on both cores


def test_G1_2_rules_defaults_and_sizes():
    r = Rules()
    assert (r.decks, r.tractor_min_width, r.tractor_min_length) == (2, 2, 2)
    assert (r.failed_throw, r.throw_penalty, r.trick_draw_policy) == (
        "first_beatable", "none", "no_protections")
    assert (r.throw_evaluation_policy, r.kitty_multiplier, r.level_step, r.must_defend_a) == (
        "all", "seed", 0, True)
    assert [(Rules(decks=d).hand_size, Rules(decks=d).kitty_size) for d in (1, 2, 3)] == [
        (12, 6), (25, 8), (39, 6)]
    for d in range(1, 9):
        r = Rules(decks=d, for_position=True)
        assert 4 * r.hand_size + r.kitty_size == 54 * d


def test_G1_2_full_games_use_one_to_three_decks_positions_more():
    with pytest.raises(RulesError, match="full games use 1 to 3 decks"):
        Rules(decks=4)
    with pytest.raises(RulesError, match="full games use 1 to 3 decks"):
        Rules.from_dict({"decks": 5})
    assert Rules.from_dict({"decks": 5}, for_position=True).decks == 5
    assert eval(repr(Rules(decks=4, for_position=True)), {"Rules": Rules}).decks == 4


def test_rules_reject_unknown_options_and_bad_values():
    with pytest.raises(RulesError, match="not a shengji rule option"):
        Rules.from_dict({"decks": 2, "bombs": True})
    with pytest.raises(RulesError):
        Rules.from_dict({"trick_draw_policy": "lenient"})
    with pytest.raises(RulesError):
        Rules.from_dict({"decks": 9})
    assert Rules.from_dict({"decks": "3"}).decks == 3
    assert Rules(decks=3).to_dict() == {"decks": 3}


def test_G1_1_four_players():
    with pytest.raises(RulesError, match="four players"):
        new_round(Rules(), ["a", "b", "c"], seed="x")


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_G1_4_deal_order_from_the_seed(decks):
    st = new_round(Rules(decks=decks), PLAYERS, seed="order")
    order = shuffled(shoe(decks), "order")
    k = Rules(decks=decks).kitty_size
    assert st.kitty == order[-k:]
    for s in range(4):
        assert Counter(st.hands[s]) == Counter(order[:-k][s::4])
    assert st.phase is Phase.DECLARE and st.to_act == (draw_seat("order", 4),)


def test_G1_4_hands_must_agree_with_seed():
    st = new_round(Rules(), PLAYERS, seed="agree")
    hands = [[str(c) for c in st.hand(s)] for s in range(4)]
    new_round(Rules(), PLAYERS, seed="agree", hands=hands)
    hands[0], hands[1] = hands[1], hands[0]
    with pytest.raises(RecordError, match="G1.4"):
        new_round(Rules(), PLAYERS, seed="agree", hands=hands)


def deal_with(hands, kitty, banker=None, level="2", decks=2):
    start = {"phase": "declare", "level": level, "kitty": kitty.split()}
    if banker is not None:
        start["banker"] = banker
    return new_round(Rules(decks=decks), PLAYERS, hands=[h.split() for h in hands], start=start)


HANDS = ["H2 H2 S3", "S2 BJ BJ", "D2 C4 C5", "LJ LJ D3"]


def test_G3_2_declaration_must_beat_the_standing():
    st = deal_with(HANDS, "C6 C7")
    assert st.to_act == (0,)  # no seed: seat 0 starts
    st.declare(0, C("H2"))
    with pytest.raises(IllegalAction, match=r"does not beat.*\(G3.2\)"):
        st.declare(1, C("S2"))
    with pytest.raises(IllegalAction, match=r"two or more identical jokers"):
        st.declare(1, C("BJ"))
    st.declare(1, C("BJ BJ"))
    st.pass_turn(2)
    with pytest.raises(IllegalAction, match="does not beat"):
        st.declare(3, C("LJ LJ"))  # equal count: BJ beats LJ
    st.pass_turn(3)
    st.pass_turn(0)
    assert st.phase is Phase.DECLARE  # seat 1 has not passed since its declaration
    st.pass_turn(1)
    assert st.phase is Phase.BURY and st.trump.suit is None and st.banker == 1


def test_G3_2_reinforce_own_declaration_and_level_only():
    st = deal_with(HANDS, "C6 C7")
    with pytest.raises(IllegalAction, match="level-rank"):
        st.declare(0, C("S3"))
    st.declare(0, C("H2"))
    for s in (1, 2, 3):
        st.pass_turn(s)
    st.declare(0, C("H2 H2"))
    for s in (1, 2, 3, 0):
        st.pass_turn(s)
    assert st.trump.suit == "H" and st.banker == 0 and st.level == "2"


def test_G3_3_nobody_declares_first_deal_redeal():
    st = deal_with(HANDS, "C6 C7")
    for s in range(4):
        st.pass_turn(s)
    assert st.phase is Phase.REDEAL and st.finished
    assert st.result() == [{"seat": s, "redeal": True} for s in range(4)]


@pytest.mark.parametrize("kitty,suit,card", [
    ("C6 D5 H9 S5", "D", "D5"),      # first level-rank card decides
    ("C6 LJ D5", None, "LJ"),        # a joker: no-trump
    ("C6 HK D9 SK", "H", "HK"),      # none: the suit of the highest card (first of equals)
])
def test_G3_3_later_deal_kitty_flip(kitty, suit, card):
    hands = ["H3 H4 S3", "S4 C3 C3", "D3 C4 D4", "D6 D7 D8"]
    st = deal_with(hands, kitty, banker=2, level="5")
    assert st.to_act == (2,)
    for s in (2, 3, 0, 1):
        st.pass_turn(s)
    assert st.banker == 2 and st.trump.suit == suit
    assert st.events[-1].card == card and st.events[-1].how == "kitty"


def test_G3_4_later_deal_declarer_does_not_become_banker():
    st = deal_with(HANDS, "C6 C7", banker=3)
    st.pass_turn(3)
    st.declare(0, C("H2 H2"))
    for s in (1, 2, 3, 0):
        st.pass_turn(s)
    assert st.banker == 3 and st.trump.suit == "H"


def test_G4_1_bury():
    st = deal_with(HANDS, "C6 C7", banker=0)
    for s in range(4):
        st.pass_turn(s)
    assert st.phase is Phase.BURY and sum(st.hands[0].values()) == 5
    with pytest.raises(OutOfTurn, match="G4.1"):
        st.bury(1, C("S2 BJ"))
    with pytest.raises(IllegalAction, match=r"bury exactly 2 cards.*\(G4.1\)"):
        st.bury(0, C("S3"))
    with pytest.raises(IllegalAction, match=r"does not hold"):
        st.bury(0, C("S3 S3"))
    st.bury(0, C("H2 C7"))  # any cards, points included
    assert st.phase is Phase.PLAY and st.to_act == (0,)
    assert [str(c) for c in st.kitty] == ["H2", "C7"]


def test_actions_in_the_wrong_phase_name_the_phase():
    st = deal_with(HANDS, "C6 C7")
    with pytest.raises(IllegalAction, match="declare phase"):
        st.play(0, C("S3"))
    with pytest.raises(RecordError):
        st.apply_action(0, {"seat": 0, "dance": True})


def test_view_hides_what_a_seat_may_not_know():
    st = new_round(Rules(), PLAYERS, seed="view", banker=1)
    rng = random.Random(1)
    while st.phase is not Phase.PLAY:
        st.apply_action(st.to_act[0], st.default_action(st.to_act[0]))
    buried = [str(c) for c in st.kitty]
    for seat in range(4):
        v = st.view(seat)
        assert v["hand"] == [str(c) for c in st.hand(seat)]
        assert v["counts"] == [25, 25, 25, 25]
        assert (v["kitty"] == buried) if seat == 1 else v["kitty"] is None
        others = [str(c) for s in range(4) if s != seat for c in st.hand(s)]
        assert all(card not in v["hand"] for card in set(others) - set(v["hand"]))
    spectator = st.view(None)
    assert "hand" not in spectator and spectator["kitty"] is None
    play_random(st, rng)
    assert st.view(0)["kitty"] == buried  # revealed at the end


def test_copy_is_independent():
    st = new_round(Rules(), PLAYERS, seed="copy", banker=0)
    cp = st.copy()
    play_random(cp, random.Random(3))
    assert cp.finished and not st.finished and st.phase is Phase.DECLARE
    assert sum(sum(h.values()) for h in st.hands) == 100


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_resample_keeps_what_the_seat_knows(decks):
    rng = random.Random(decks)
    st = new_round(Rules(decks=decks), PLAYERS, seed=f"resample{decks}", banker=0)
    while st.phase is not Phase.PLAY:
        st.apply_action(st.to_act[0], random_action(st, st.to_act[0], rng))
    for _ in range(7):
        st.apply_action(st.to_act[0], random_action(st, st.to_act[0], rng))
    seat = 1
    for k in range(5):
        r = st.resample(seat, random.Random(k))
        assert r.hands[seat] == st.hands[seat]
        assert [sum(h.values()) for h in r.hands] == [sum(h.values()) for h in st.hands]
        before = Counter(c for s in range(4) for c, n in st.hands[s].items() for _ in range(n))
        before.update(st.kitty)
        after = Counter(c for s in range(4) for c, n in r.hands[s].items() for _ in range(n))
        after.update(r.kitty)
        assert before == after
        for s in range(4):
            for c in r.hands[s]:
                assert st.trump.esuit(c) not in st.voids[s] or s == seat
        play_random(r, random.Random(k))  # the resampled state plays on


def test_resample_keeps_kitty_for_the_banker():
    st = new_round(Rules(), PLAYERS, seed="rk", banker=0)
    while st.phase is not Phase.PLAY:
        st.apply_action(st.to_act[0], st.default_action(st.to_act[0]))
    assert st.resample(0, random.Random(0)).kitty == st.kitty


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_default_action_is_always_legal(decks):
    st = new_round(Rules(decks=decks), PLAYERS, seed=f"default{decks}", banker=2)
    while not st.finished:
        st.apply_action(st.to_act[0], st.default_action(st.to_act[0]))
    assert st.phase is Phase.SCORED


def test_legal_actions_are_lazy_and_legal():
    st = position(["H8 H8 H3 SA D4", "H9 H9 H4 H5 D5", "HJ HQ HK D6 D7", "C3 C4 C5 C6 C7"])
    lead_actions = [a for _, a in zip(range(30), st.legal_actions(0))]
    assert Play(tuple(C("H8 H8"))) in lead_actions
    assert "play H8 H8" in st.legal_actions(0) and "play H8 SA" not in st.legal_actions(0)
    assert st.legal_actions(0).count() is None  # combinatorial: not counted
    st.play(0, C("H8 H8"))
    follows = list(st.legal_actions(1))
    assert follows == [Play(tuple(C("H9 H9")))]
    st.play(1, C("H9 H9"))
    follows = list(st.legal_actions(2))
    assert len(follows) == 3 and all(st.can_play(2, f.cards) for f in follows)
    assert list(st.legal_actions(3)) == []  # not seat 3's turn


def test_events_are_frozen_and_appended():
    st = new_round(Rules(), PLAYERS, seed="events", banker=0)
    play_random(st, random.Random(0))
    kinds = [type(e).__name__ for e in st.events]
    assert kinds[0] in ("Declared", "Passed") and kinds[-1] == "Scored"
    assert kinds.count("Trick") == len(st.tricks) >= 13
    with pytest.raises(AttributeError):  # events are frozen
        st.events[-1].attackers_points = 0  # type: ignore[misc]


def test_G7_position_needs_equal_hands_and_trump():
    with pytest.raises(RecordError, match="same number of cards"):
        position(["H8 H9", "H3", "H4 H5", "H6 H7"])
    with pytest.raises(RecordError, match="trump"):
        new_round(Rules(), PLAYERS, hands=[["H8"], ["H9"], ["H3"], ["H4"]],
                  start={"phase": "play", "banker": 0})
    with pytest.raises(RecordError, match="unknown keys"):
        new_round(Rules(), PLAYERS, hands=[["H8"], ["H9"], ["H3"], ["H4"]],
                  start={"phase": "play", "banker": 0, "trump": "S", "colour": 1})
