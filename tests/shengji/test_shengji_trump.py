"""G2: effective suits, order within trump and plain suits, adjacency."""

import pytest
from sj_helpers import C

from marsmatch.errors import NotationError
from marsmatch.games.shengji.trump import TRUMP, Trump, card_points, parse_shengji_cards


def one(text):
    return C(text)[0]


def test_G2_2_trump_is_jokers_level_cards_and_trump_suit():
    t = Trump("5", "H")
    for text in ("BJ", "LJ", "S5", "C5", "H5", "H2", "HA"):
        assert t.esuit(one(text)) == TRUMP, text
    for text in ("S2", "SA", "C6", "D4"):
        assert t.esuit(one(text)) == one(text).suit


def test_G2_2_no_trump_is_jokers_and_level_cards():
    t = Trump("5", None)
    assert t.is_trump(one("S5")) and t.is_trump(one("BJ")) and t.is_trump(one("LJ"))
    assert not t.is_trump(one("SA")) and not t.is_trump(one("H2"))


def test_G2_3_order_within_trump():
    t = Trump("5", "H")
    order = [one(x) for x in ("H2", "H4", "H6", "HK", "HA", "S5", "H5", "LJ", "BJ")]
    strengths = [t.strength(c) for c in order]
    assert strengths == sorted(strengths) and len(set(strengths)) == len(strengths)
    # off-suit level cards are equal to each other
    assert t.strength(one("S5")) == t.strength(one("C5")) == t.strength(one("D5"))


def test_G2_3_plain_suit_order_skips_level_rank():
    t = Trump("5", "H")
    assert t.pos(one("S6")) == t.pos(one("S4")) + 1
    assert t.pos(one("SA")) > t.pos(one("SK")) > t.pos(one("S2"))


def test_G2_3_any_trump_beats_any_plain_card():
    t = Trump("2", "S")
    assert t.strength(one("S3")) > t.strength(one("HA"))


@pytest.mark.parametrize("level,suit,low,high,adjacent", [
    ("5", "H", "S4", "S6", True),      # level rank skipped in a plain suit
    ("5", "H", "H4", "H6", True),      # and in the trump suit
    ("5", "H", "HA", "S5", True),      # trump A -> off-suit level card
    ("5", "H", "S5", "H5", True),      # off-suit level -> trump-suit level
    ("5", "H", "H5", "LJ", True),      # trump-suit level -> LJ
    ("5", "H", "LJ", "BJ", True),      # LJ -> BJ
    ("5", "H", "S5", "C5", False),     # two off-suit level cards are not adjacent
    ("5", "H", "C5", "S5", False),
    ("5", "H", "HA", "H5", False),     # trump A is not next to the trump level card
    ("5", "H", "S4", "S5", False),     # a level card is not next to its printed suit
    ("5", "H", "S5", "S6", False),
    ("5", "None", "SA", "S5", True),   # no-trump: A of a suit is plain, S5 trump
    ("5", "None", "S5", "LJ", True),   # no-trump: level cards -> LJ -> BJ
    ("A", "D", "DK", "SA", True),      # level A: K of trump suit -> off-suit A
    ("2", "S", "SA", "H2", True),
    ("2", "S", "S3", "S4", True),
])
def test_G2_5_adjacency(level, suit, low, high, adjacent):
    t = Trump(level, None if suit == "None" else suit)
    if suit == "None" and low == "SA":
        assert not t.adjacent(one(low), one(high))  # different effective suits
        return
    assert t.adjacent(one(low), one(high)) is adjacent


def test_G2_5_level_card_not_adjacent_to_own_suit():
    t = Trump("7", "C")
    assert not t.adjacent(one("S6"), one("S7"))
    assert not t.adjacent(one("S7"), one("S8"))
    assert t.adjacent(one("S6"), one("S8"))


def test_G1_3_point_cards():
    assert [card_points(c) for c in C("S5 H10 DK CQ BJ")] == [5, 10, 10, 0, 0]
    from marsmatch.cards import shoe
    assert sum(card_points(c) for c in shoe(1)) == 100


def test_cards_need_suits():
    with pytest.raises(NotationError, match="no suit"):
        parse_shengji_cards("7")
    assert [str(c) for c in parse_shengji_cards("S7 BJ LJ HT")] == ["S7", "BJ", "LJ", "H10"]


def test_bad_trump_and_level_are_notation_errors():
    with pytest.raises(NotationError):
        Trump("1", "S")
    with pytest.raises(NotationError):
        Trump("2", "X")
