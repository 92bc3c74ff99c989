"""Live dealing (option ``deal_style = "live"``, docs/live-dealing.md): the seed's deal handed
out one card at a time, card p to seat p % 4; anyone declares or overcalls (G3.2) with the
cards received so far; G3.1's round in turn follows the deal; records replay it."""

import pytest
from sj_helpers import PLAYERS, C

from marsmatch.errors import IllegalAction, RecordError
from marsmatch.games.replay import final, replay
from marsmatch.games.shengji import Phase, Rules, new_round
from marsmatch.games.shengji.actions import Declare
from marsmatch.games.shengji.livedeal import bot_declaration, received_count
from marsmatch.records import parse_record

pytestmark = pytest.mark.usefixtures("core")  # each on both cores

LIVE = Rules(decks=2, deal_style="live")
# card p goes to seat p % 4: seat 0 gets H2 first, seat 1 S2 S2 by card 6, seat 2 BJ BJ by 7
HANDS = ["H2 H3 H4 H5 H6 H7", "S2 S2 S3 S4 S5 S6", "BJ BJ C3 C4 C5 C6", "D3 D4 D5 D6 D7 D8"]


def live_with(hands=HANDS, kitty="C7 C8"):
    start = {"phase": "declare", "kitty": kitty.split()}
    st = new_round(LIVE, PLAYERS, hands=[h.split() for h in hands], start=start)
    assert st.deal_live() and not st.deal_live()  # once, at the start
    return st


def test_G3_1_the_default_declares_after_the_deal():
    st = new_round(Rules(decks=1), PLAYERS, seed="after")
    assert not st.deal_live()
    assert st.live_dealt is None and not st.dealing and len(st.to_act) == 1
    assert "dealing" not in st.view(0) and len(st.view(0)["hand"]) == 12
    assert "deal_style" not in st.to_record().rules  # old records are written as before


def test_G1_4_a_live_deal_hands_out_the_seeds_deal_card_by_card():
    st = new_round(Rules(decks=1, deal_style="live"), PLAYERS, seed="live-order")
    assert st.deal_live()
    whole = [list(h) for h in st.dealt]
    assert st.deal_total == 48 and st.to_act == () and st.view(2)["hand"] == []
    for n in range(48):
        assert st.deal_card() == n % 4  # card p goes to seat p % 4, seat 0 first
        for s in range(4):
            got = [str(c) for c in st.received(s)]
            assert got == whole[s][:received_count(n + 1, s)]
            assert st.view(None)["counts"][s] == len(got)
    assert not st.dealing and st.view(0)["dealing"] == {"cards_out": 48, "total": 48}
    again = new_round(Rules(decks=1), PLAYERS, seed="live-order")
    assert [list(h) for h in again.dealt] == whole  # the same deal as declaring after it
    assert st.to_act == again.to_act  # G3.1's round opens with the seat it names


def test_G3_2_declare_and_overcall_during_the_deal_then_the_round_in_turn():
    st = live_with()
    assert list(st.legal_actions(0)) == []
    st.deal_card()  # card 0: H2 to seat 0
    assert list(st.legal_actions(0)) == [Declare(tuple(C("H2")))]
    assert st.view(0)["declarable"] == [["H2"]] and st.view(1)["declarable"] == []
    assert "declarable" not in st.view(None)
    with pytest.raises(IllegalAction, match="not been dealt") as info:
        st.declare(1, C("S2"))
    assert info.value.rule == "G3.2"
    with pytest.raises(IllegalAction, match="still being dealt"):
        st.pass_turn(0)
    ev = st.declare(0, C("H2"))
    assert ev.cards_out == 1 and st.standing[0] == 0
    st.deal_to(5)
    with pytest.raises(IllegalAction, match="not been dealt 2"):
        st.declare(1, C("S2 S2"))  # seat 1 holds one S2 (card 1); its second is card 5
    st.deal_to(6)  # seat 1 holds S2 S2 now: an overcall with more cards, out of turn
    with pytest.raises(IllegalAction, match="does not beat"):
        st.declare(1, C("S2"))
    st.declare(1, C("S2 S2"))
    st.deal_to(10)  # seat 2 holds BJ BJ since card 6: jokers beat a suit pair
    st.declare(2, C("BJ BJ"))
    assert st.view(3)["declaration"] == {"seat": 2, "cards": ["BJ", "BJ"]}
    assert st.view(1)["hand"] == ["S2", "S2", "S3"] and st.view(1)["actions"] == ["declare"]
    st.deal_to(24)
    assert st.to_act == (0,) and st.view(0)["can_pass"]  # no seed: seat 0 opens the round
    for seat in (0, 1, 2, 3):
        st.pass_turn(seat)
    assert st.phase is Phase.BURY and st.trump.suit is None and st.banker == 2
    rec = st.to_record()
    assert [a.get("cards_out") for a in rec.actions[:3]] == [1, 6, 10]
    assert "cards_out" not in rec.actions[3]
    again, error = final(parse_record(rec.to_dict()))
    assert error is None and again.view(2) == st.view(2)
    assert replay(rec)["declarations"][1] == {"seat": 1, "cards": ["S2", "S2"], "cards_out": 6}


def test_records_reject_a_live_deal_that_goes_back():
    st = live_with()
    st.deal_to(5)
    with pytest.raises(RecordError, match="cannot go from 5"):
        st.apply_action(1, {"seat": 1, "declare": ["S2", "S2"], "cards_out": 3})
    with pytest.raises(RecordError, match="whole number"):
        st.apply_action(1, {"seat": 1, "declare": ["S2", "S2"], "cards_out": "5"})
    ev = st.apply_action(1, {"seat": 1, "declare": ["S2", "S2"], "cards_out": 7})
    assert ev.cards_out == 7 and st.live_dealt == 7


def test_bots_declare_from_the_cards_they_have_received():
    st = new_round(Rules(decks=2, deal_style="live"), PLAYERS, seed="bots-live")
    st.deal_live()
    made = []
    while st.dealing:
        st.deal_card()
        for s in range(4):
            d = bot_declaration(st, s)
            if d is not None:
                have = [str(c) for c in st.received(s)]
                assert all(have.count(str(c)) >= d.cards.count(c) for c in d.cards)
                st.declare(s, d.cards)
                made.append((st.live_dealt, s))
    assert made and all(n >= 33 for n, _ in made)  # a third of a 25-card hand first
    assert bot_declaration(st, 0) is None  # after the deal the usual bots decide


def test_without_a_pace_the_cards_come_at_once_and_the_record_replays():
    """The command line and the rules lab deal a live-style deal whole (no pace); its
    record, read as a live deal, deals on to the end at its first action: the same deal."""
    st = new_round(Rules(decks=1, deal_style="live"), PLAYERS, seed="whole")
    assert not st.dealing and len(st.to_act) == 1
    while st.phase is Phase.DECLARE:
        seat = st.to_act[0]
        st.apply_action(seat, st.default_action(seat))
    again, error = final(parse_record(st.to_record().to_dict()))
    assert error is None and again.live_dealt == 48 and again.view(0) == {
        **st.view(0), "dealing": {"cards_out": 48, "total": 48}}


def test_the_replay_viewer_shows_the_deal_progress_and_checks_the_whole_deal():
    """The replay page's positions: no card at the start, each declaration at its moment
    with the cards out then; the deal check gets the whole hands the seed dealt."""
    from marsmatch.games.shengji.setup import deal
    from marsmatch.server.replay import replay_frames

    st = new_round(Rules(decks=1, deal_style="live"), PLAYERS, seed="replay-live")
    st.deal_live()
    while not list(st.legal_actions(0)) and not list(st.legal_actions(1)):
        st.deal_card()
    seat = 0 if list(st.legal_actions(0)) else 1
    st.apply_action(seat, next(iter(st.legal_actions(seat))))
    out = st.live_dealt
    st.deal_to(st.deal_total)
    while not st.finished:
        s = st.to_act[0]
        st.apply_action(s, st.default_action(s))
    frames = replay_frames(parse_record(st.to_record().to_dict()))
    assert frames["ok"] and frames["frames"][0]["hands"] == [[], [], [], []]
    assert [len(h) for h in frames["frames"][1]["hands"]] == [
        received_count(out, s) for s in range(4)]
    assert frames["frames"][1]["view"]["dealing"] == {"cards_out": out, "total": 48}
    seed_hands = deal("replay-live", 1)[0]
    assert [sorted(h) for h in frames["deal"]["hands"]] == [
        sorted(str(c) for c in h) for h in seed_hands]


def test_arbitration_judges_each_action_at_its_moment_in_the_deal():
    """``replay --explain``: a declaration during the deal stands by G3.2 with the cards out
    then, the first pass after it by G3.1 once the deal is complete."""
    from marsmatch.arbiter.explain import explain

    st = live_with()
    st.deal_to(6)
    st.declare(1, C("S2 S2"))
    st.deal_to(24)
    for seat in (0, 1, 2, 3):
        st.pass_turn(seat)
    ex = explain(parse_record(st.to_record().to_dict()))
    assert ex["error"] is None and [a["rule"] for a in ex["actions"]] == ["G3.2"] + ["G3.1"] * 4
    assert "declares" in ex["actions"][0]["ruling"] and "pass" in ex["actions"][1]["ruling"]


def test_the_terminal_tells_each_declaration_with_its_moment():
    from marsmatch.games.replay import describe

    st = live_with()
    st.deal_to(6)
    st.declare(1, C("S2 S2"))
    text, report = describe(parse_record(st.to_record().to_dict()))
    assert "declares S2 S2 with 6 of 24 cards dealt" in text
    assert text.endswith("while the cards are dealt (6 of 24 out)") and report["ok"]
