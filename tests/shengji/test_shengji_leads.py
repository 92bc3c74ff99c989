"""G2.4-G2.6, G5.2: units and the split of a lead (1, 2 and 3 decks)."""

import pytest
from sj_helpers import C, trump

from marsmatch.errors import IllegalAction
from marsmatch.games.shengji import Rules, parse_lead

pytestmark = pytest.mark.usefixtures("core")  # each ruling on both cores


@pytest.mark.parametrize("decks,level,suit,cards,units", [
    (2, "2", "S", "S8 S8 S7", ["pair S8", "single S7"]),   # the records.md example
    (2, "2", "S", "H8 H8 H9 H9", ["tractor H8 H9"]),
    (2, "2", "S", "H8 H8 H10 H10", ["pair H10", "pair H8"]),
    (2, "5", "H", "S4 S4 S6 S6", ["tractor S4 S6"]),          # G2.5 level rank skipped
    (2, "5", "H", "HA HA S5 S5", ["tractor HA S5"]),          # trump chain
    (2, "5", "H", "S5 S5 H5 H5", ["tractor S5 H5"]),
    (2, "5", "H", "H5 H5 LJ LJ BJ BJ", ["tractor H5 LJ BJ"]),
    (2, "5", "H", "HA HA S5 S5 H5 H5 LJ LJ", ["tractor HA S5 H5 LJ"]),
    (2, "5", "H", "S5 S5 C5 C5", ["pair S5", "pair C5"]),     # off-suit level pairs not adjacent
    (2, "5", None, "S5 S5 LJ LJ", ["tractor S5 LJ"]),         # no-trump chain
    (2, "2", "S", "SK SK SA SA H2 H2 S2 S2", ["tractor SK SA H2 S2"]),
    (2, "5", "H", "HA HA H6 H6", ["pair HA", "pair H6"]),
    (1, "2", "S", "H8 H9 HA", ["single HA", "single H9", "single H8"]),
    (3, "2", "S", "S8 S8 S8", ["triple S8"]),
    (3, "2", "S", "H8 H8 H8 H9 H9 H9", ["titanic H8 H9"]),
    (3, "2", "S", "H8 H8 H8 H9 H9", ["tractor H8 H9", "single H8"]),
    (3, "2", "S", "H8 H8 H8 H9 H9 H10 H10", ["tractor H8 H9 H10", "single H8"]),
    (3, "2", "S", "H8 H8 H8 H10 H10", ["triple H8", "pair H10"]),
    (3, "7", "C", "CA CA CA D7 D7 D7 C7 C7 C7", ["titanic CA D7 C7"]),
])
def test_G5_2_lead_split_largest_unit(decks, level, suit, cards, units):
    fmt = parse_lead(C(cards), trump(level, suit), Rules(decks=decks))
    assert fmt.describe() == units


def test_G5_2_lead_must_be_one_effective_suit():
    with pytest.raises(IllegalAction, match=r"\(G5.2\)"):
        parse_lead(C("S4 S5"), trump("5", "H"), Rules())  # S5 is trump, S4 is a spade


def test_G2_6_tractor_min_length_option():
    fmt = parse_lead(C("H8 H8 H9 H9"), trump(), Rules(tractor_min_length=3))
    assert fmt.describe() == ["pair H9", "pair H8"]
    fmt = parse_lead(C("H8 H8 H9 H9 H10 H10"), trump(), Rules(tractor_min_length=3))
    assert fmt.describe() == ["tractor H8 H9 H10"]


def test_G2_6_tractor_min_width_option():
    fmt = parse_lead(C("H8 H8 H9 H9"), trump(), Rules(decks=3, tractor_min_width=3))
    assert fmt.describe() == ["pair H9", "pair H8"]
    fmt = parse_lead(C("H8 H8 H8 H9 H9 H9"), trump(), Rules(decks=3, tractor_min_width=3))
    assert fmt.describe() == ["titanic H8 H9"]


def test_G2_4_pairs_need_identical_cards():
    fmt = parse_lead(C("H8 H8"), trump(), Rules())
    assert fmt.describe() == ["pair H8"]
    fmt = parse_lead(C("S2 C2"), trump("2", "H"), Rules())   # equal but not identical
    assert fmt.describe() == ["single S2", "single C2"] or fmt.describe() == ["single C2",
                                                                            "single S2"]


def test_G5_2_hint_kind_picks_the_split():
    rules = Rules(decks=3)
    fmt = parse_lead(C("H8 H8 H8 H9 H9 H9"), trump(), rules, hint="tractor")
    assert fmt.describe() == ["tractor H8 H9", "single H9", "single H8"]
    fmt = parse_lead(C("H8 H8 H8"), trump(), rules, hint="pair")
    assert fmt.describe() == ["pair H8", "single H8"]


def test_G5_2_hint_list_of_units():
    rules = Rules(decks=3)
    fmt = parse_lead(C("H8 H8 H8 H9 H9 H9"), trump(), rules, hint=["triple H8", "triple H9"])
    assert fmt.describe() == ["triple H9", "triple H8"]
    fmt = parse_lead(C("S8 S8 S7"), trump("2", "H"), rules, hint="pair S8, single S7")
    assert fmt.describe() == ["pair S8", "single S7"]


def test_G5_2_bad_hint_is_an_illegal_action():
    with pytest.raises(IllegalAction, match="hint"):
        parse_lead(C("H8 H9"), trump(), Rules(), hint="pair")
    with pytest.raises(IllegalAction, match="hint"):
        parse_lead(C("H8 H8"), trump(), Rules(), hint=["pair H9"])
    with pytest.raises(IllegalAction, match="G2.6"):
        parse_lead(C("H8 H8 H10 H10"), trump(), Rules(), hint=["tractor H8 H10"])
