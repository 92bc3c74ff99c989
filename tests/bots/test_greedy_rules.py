"""The compiled greedy bots play by the rules docs/bots.md gives them, position by position."""

from __future__ import annotations

from collections import Counter

from marsmatch.bots import make_bot
from marsmatch.games import marsmatch as mm
from marsmatch.games import shengji as sj
from marsmatch.games.protocol import PASS
from marsmatch.games.shengji.trump import card_points


def _mm_choice(hands: list[list[str]], banker: int = 0, before: list[str] | None = None,
               rules: mm.Rules | None = None):
    """The greedy choice of the seat to act after the seats before it play ``before``
    (card strings; "pass")."""
    state = mm.new_round(rules or mm.Rules(), len(hands), hands=hands, banker=banker)
    for move in before or []:
        seat = state.turn
        action = PASS if move == "pass" else state.parse_action(seat, move)
        state.apply_action(seat, action)
    return state, make_bot("greedy", "marsmatch", seed=0).choose(state, state.turn)


def test_marsmatch_leads_its_biggest_shape_low_ranks_first():
    _s, play = _mm_choice([["3", "4", "5", "5", "6", "6", "7", "7", "K"], ["9", "9", "Q", "A"]])
    assert play.reading.kind == mm.Kind.PAIR_SEQUENCE and play.size == 6
    _s, play = _mm_choice([["4", "4", "Q", "Q", "K"], ["9", "9", "Q", "A"]])
    assert play.cards() == ["4", "4"]  # of two pairs, the lower


def test_marsmatch_keeps_its_bombs_when_leading():
    _s, play = _mm_choice([["3", "4", "4", "4", "4", "7", "8", "9", "9"], ["5", "6", "K", "K"]])
    assert not play.reading.is_bomb and play.counts[1] == 0  # the four 4s stay together


def test_marsmatch_answers_with_the_cheapest_non_bomb():
    hands = [["5", "5", "3", "4", "6", "8", "9", "10", "J", "Q", "A"],
             ["7", "7", "K", "K", "9", "9", "9", "9", "3", "4", "6", "8"]]
    _s, play = _mm_choice(hands, before=["5 5"])
    assert play.cards() == ["7", "7"]


def test_marsmatch_bombs_a_player_about_to_go_out_and_not_otherwise():
    near_out = [["K", "K", "3"], ["9", "9", "9", "9", "4", "5", "6", "8", "10", "J", "Q"]]
    _s, play = _mm_choice(near_out, before=["K K"])
    assert play is not PASS and play.reading.is_bomb
    far = [["K", "K", "3", "4", "5", "6", "7", "8", "10", "J", "Q", "A"],
           ["9", "9", "9", "9", "4", "5", "6", "8", "10", "J", "Q"]]
    _s, play = _mm_choice(far, before=["K K"])
    assert play is PASS


def test_marsmatch_takes_a_play_that_empties_its_hand():
    _s, play = _mm_choice([["5", "5", "5", "9"], ["3", "K"]])
    assert play.size == 4


def _sj_position(hands: list[str], trump: str | None = "S", level: str = "2", leader: int = 0,
                 before: list[str] | None = None, banker: int = 0, decks: int = 2) -> sj.State:
    state = sj.new_round(sj.Rules(decks=decks), ["a", "b", "c", "d"],
                         hands=[h.split() for h in hands],
                         start={"phase": "play", "trump": trump, "level": level,
                                "banker": banker, "leader": leader})
    for cards in before or []:
        seat = state.to_act[0]
        state.apply_action(seat, sj.Play(tuple(sj.parse_shengji_cards(cards.split()))))
    return state


def _sj_choice(state: sj.State) -> list[str]:
    action = make_bot("greedy", "shengji", seed=0).choose(state, state.to_act[0])
    return sorted(map(str, action.cards))


def test_shengji_leads_a_sure_winner_in_a_plain_suit():
    state = _sj_position(["HA H3 H4 C5 C6", "H5 H6 C7 C8 D3", "H7 H8 C9 CJ D4", "H9 HJ CQ CK D6"])
    assert _sj_choice(state) == ["HA"]


def test_shengji_leads_a_top_pair_before_a_low_card():
    state = _sj_position(["HA HA H3 C5 C6 D7", "H5 H6 C7 C8 D3 D8", "H7 H8 C9 CJ D4 D9",
                          "H9 HJ CQ CK D6 D10"])
    assert _sj_choice(state) == ["HA", "HA"]


def test_shengji_gives_points_to_a_partner_who_holds_the_trick_last():
    # seat 0 leads HA, seat 1 follows low, seat 2 (partner of 0) follows; seat 3 plays last:
    # not that team's turn; seat 3 is the partner of seat 1: so it is seat 2 that gives
    state = _sj_position(["HA C3 D3", "H3 C4 D4", "HK H5 D5", "H4 C6 D6"], before=["HA", "H3"])
    assert state.to_act[0] == 2
    assert _sj_choice(state) == ["HK"]  # ten points to the partner's Ace (G1.3)


def test_shengji_takes_the_trick_cheaply_and_ruffs_when_void():
    state = _sj_position(["HQ C3 D3", "HK HA D4", "H3 C5 D5", "H4 C6 D6"], before=["HQ"])
    assert _sj_choice(state) == ["HK"]  # the cheapest card that wins, not the Ace
    state = _sj_position(["HQ C3 D3", "S3 S4 D4", "H3 C5 D5", "H4 C6 D6"], before=["HQ"])
    assert _sj_choice(state) == ["S3"]  # void in hearts: the lowest trump takes it


def test_shengji_plays_low_and_keeps_points_back_when_it_cannot_win():
    state = _sj_position(["HA C3 D3", "H10 H4 D4", "H3 C5 D5", "H5 C6 D6"], before=["HA"])
    assert _sj_choice(state) == ["H4"]


def test_shengji_buries_low_plain_cards_never_pairs_trump_or_points():
    state = sj.new_round(sj.Rules(decks=2), ["a", "b", "c", "d"], seed="bury-rules",
                         start={"phase": "bury", "trump": "S", "level": "2", "banker": 0})
    trump = state.trump
    hand = Counter(map(str, state.hand(0)))
    bury = make_bot("greedy", "shengji", seed=0).choose(state, 0)
    for card in bury.cards:
        assert not trump.is_trump(card) and card_points(card) == 0 and hand[str(card)] == 1


def test_shengji_declares_its_strongest_suit():
    state = sj.new_round(sj.Rules(decks=1), ["a", "b", "c", "d"],
                         hands=[["H2", "HA", "HK", "HQ", "HJ", "H10", "H9", "C3", "D4", "S5", "S6",
                                 "S7"],
                                ["C2", "C4", "D5", "D6", "S8", "S9", "H3", "H4", "C5", "D7", "S10",
                                 "SJ"],
                                ["D2", "C6", "C7", "D8", "D9", "SQ", "SK", "H5", "H6", "C8", "D10",
                                 "DJ"],
                                ["S2", "C9", "C10", "DQ", "DK", "SA", "H7", "H8", "CJ", "CQ", "DA",
                                 "CK"]],
                         start={"phase": "declare", "banker": 0, "kitty": ["S3", "S4", "D3",
                                                                            "CA", "LJ", "BJ"]})
    action = make_bot("greedy", "shengji", seed=0).choose(state, 0)
    assert isinstance(action, sj.Declare) and [str(c) for c in action.cards] == ["H2"]
