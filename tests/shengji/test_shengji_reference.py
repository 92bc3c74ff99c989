"""Cases ported from the open-source rbtying/shengji engine's own tests (rewritten for our
notation and engine), to check we play its standard semantics where the rulings are silent."""

import pytest
from sj_helpers import C, hand, position, trump

from marsmatch.errors import IllegalAction
from marsmatch.games.shengji import Rules, check_follow, parse_lead

pytestmark = pytest.mark.usefixtures("core")  # each ruling on both cores


def legal(level, suit, lead, hand_text, play, policy, decks):
    t = trump(level, suit)
    r = Rules(decks=decks, trick_draw_policy=policy, for_position=True)
    try:
        check_follow(hand(hand_text), parse_lead(C(lead), t, r), C(play), t, r)
    except IllegalAction:
        return False
    return True


NP, LT, OT, BOTH, NF = ("no_protections", "longer_tuples_protected",
                        "only_draw_tractor_on_tractor",
                        "longer_tuples_protected_and_only_draw_tractor_on_tractor",
                        "no_format_based_draw")

# trump spades at level 4, as in the reference tests
CASES = [
    ("S3 S3", "S2 S2 S3 S3 S5 S5", "S2 S2", NP, True),
    ("S3 S3", "S2 S2 S3 S3 S5 S5", "S2 S3", NP, False),
    ("S3 S3", "S2 S2 S3 S3 S5 S5", "S2 S3", NF, True),
    ("S3 S3", "S2 S2 S2 S3 S5", "S3 S5", LT, True),
    ("S3 S3", "S2 S2 S2 S3 S5", "S3 S5", NF, True),
    ("S3 S3", "S2 S2 S2 S3 S5", "S3 S5", NP, False),
    ("S3 S3 S3", "S2 S2 S3 S3 S5 S5", "S2 S2 S5", NP, True),
    ("S3 S3 S3", "S2 S2 S3 S3 S5 S5", "S2 S3 S5", NP, False),
    ("S3 S3 S3", "S2 S2 S3 S3 S5 S5", "S2 S3 S5", NF, True),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S3 S5 S5", "S2 S2 S2 S2", NP, False),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S3 S5 S5", "S2 S2 S3 S3", NP, True),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S3 S5 S5", "S3 S3 S5 S5", NP, True),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S3 S5 S5", "S2 S2 S2 S2", LT, False),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S3 S5 S5", "S3 S3 S5 S5", BOTH, True),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S3 S5 S5", "S2 S2 S2 S2", NF, True),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S5 S5", "S2 S2 S2 S2", NP, True),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S5 S5", "S2 S2 S5 S5", NP, True),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S5 S5", "S2 S2 S5 S3", NP, False),
    ("S2 S2 S3 S3", "S2 S2 S2 S2 S3 S5 S5", "S2 S2 S5 S3", LT, True),
    ("S3 S3 S3", "S2 S2 S2 S2 S5 S6 S7 S8", "S6 S7 S8", NP, False),
    ("S3 S3 S3", "S2 S2 S2 S2 S5 S6 S7 S8", "S6 S7 S8", LT, True),
    ("S3 S3 S3", "S2 S2 S2 S2 S5 S5 S6 S7 S8", "S5 S5 S6", NP, False),
    ("S3 S3 S3", "S2 S2 S2 S2 S5 S5 S6 S7 S8", "S5 S5 S6", LT, True),
    ("S3 S3 S3", "S2 S2 S2 S2 S5 S5 S6 S7 S8", "S6 S7 S8", LT, False),
    ("S6 S6 S7 S7", "S2 S2 S2 S3 S3 S3 S5 S6 S7 S8", "S5 S6 S7 S8", NP, False),
    ("S6 S6 S7 S7", "S2 S2 S2 S3 S3 S3 S5 S6 S7 S8", "S5 S6 S7 S8", LT, True),
    ("S6 S6 S7 S7", "S2 S2 S2 S3 S3 S3 S5 S6 S7 S8", "S5 S6 S7 S8", OT, False),
    ("S6 S6 S7 S7", "S2 S2 S2 S3 S3 S3 S5 S6 S7 S8", "S5 S6 S7 S8", BOTH, True),
    ("S6 S6 S7 S7", "S2 S2 S2 S3 S3 S3 S5 S6 S7 S8", "S5 S6 S7 S8", NF, True),
]


@pytest.mark.parametrize("lead,hand_text,play,policy,expected", CASES)
def test_G5_4_reference_follow_cases(lead, hand_text, play, policy, expected):
    assert legal("4", "S", lead, hand_text, play, policy, decks=4) is expected


def test_G5_4_reference_long_tractor_decomposition_draws_pairs():
    # trump spades at level K: a 3-tractor led; the follower's only pair SK SK is drawn
    for policy in (NP, LT, OT, BOTH):
        assert not legal("K", "S", "S7 S7 S8 S8 S9 S9", "S4 S10 SA HK DK CK SK SK",
                         "S4 S10 SA HK DK CK", policy, 2)
        assert legal("K", "S", "S7 S7 S8 S8 S9 S9", "S4 S10 SA HK DK CK SK SK",
                     "S4 S10 SA HK SK SK", policy, 2)
    assert legal("K", "S", "S7 S7 S8 S8 S9 S9", "S4 S10 SA HK DK CK SK SK",
                 "S4 S10 SA HK DK CK", NF, 2)


def run_trick(level, suit, hands, policy, decks):
    st = position(hands, level=level, trump=suit, decks=decks,
                  throw_evaluation_policy=policy)
    for k, h in enumerate(hands):
        st.play(k, C(h))
    return st.tricks[0].winner


def test_G5_5_reference_highest_card():
    hands = ["C4 C6", "S2 S3", "S3 S4", "S2 BJ"]
    assert run_trick("K", "S", hands, "all", 2) == 2
    assert run_trick("K", "S", hands, "highest", 2) == 3


def test_G5_5_reference_trick_unit_length():
    hands = ["HA HK HK HK H9 H9", "S5 S5 S5 SQ SQ SA", "S5 S5 S5 SA SA S4",
             "S4 S4 S4 S3 S3 BJ"]
    assert run_trick("2", "S", hands, "all", 6) == 1
    assert run_trick("2", "S", hands, "highest", 6) == 3
    assert run_trick("2", "S", hands, "trick_unit_length", 6) == 2


@pytest.mark.parametrize("policy", ["all", "highest", "trick_unit_length"])
def test_G5_5_reference_trump_throw_of_singles(policy):
    hands = ["CA CK", "C5 DA", "LJ S5", "SQ DA"]
    assert run_trick("5", "D", hands, policy, 2) == 2


@pytest.mark.parametrize("policy", ["all", "highest", "trick_unit_length"])
def test_G5_5_reference_double_overflip(policy):
    hands = ["CA CA CQ CQ C10 C10", "S8 S8 H9 H9 H3 H3", "H8 H8 HK HK H10 H10",
             "LJ LJ H8 H8 HK HK"]
    assert run_trick("8", "H", hands, policy, 4) == 3


def test_G5_3_reference_throw_stands_then_mixed_follow_cannot_win():
    # trump spades at level 4: H8 H8 H7 H2 stands; a mixed follow cannot win
    hands = ["H8 H8 H7 H2", "H2 S2 S2 S2", "S2 S2 S3 S5", "S5 S5 S5 S5"]
    assert run_trick("4", "S", hands, "all", 6) == 2


# G5.4 under longer_tuples_protected: a longer group in the follow does not fill a shorter
# group of the requirement while the cards left in hand hold a genuine one (level 4, trump
# spades, hearts led; 3 decks so triples exist).
GENUINE = [
    # a pair led: two copies of a triple are a pair like any other
    ("H9 H9", "H5 H5 H5 HK HK", "H5 H5", LT, True),
    ("H9 H9", "H5 H5 H5 HK HK", "HK HK", LT, True),
    # a pair and a single thrown: the whole triple would fill pair + single...
    ("H9 H9 H7", "H5 H5 H5 HK HK HJ", "H5 H5 H5", LT, False),
    # ...which is fine when no genuine pair is left in hand
    ("H9 H9 H7", "H5 H5 H5 HJ HQ", "H5 H5 H5", LT, True),
    # the genuine pair is played: the rest may come from the triple
    ("H9 H9 H7", "H5 H5 H5 HK HK HJ", "HK HK H5", LT, True),
    # without the protection the triple is just cards: the follow meets the requirement
    ("H9 H9 H7", "H5 H5 H5 HK HK HJ", "H5 H5 H5", NP, True),
    ("H9 H9 H7", "H5 H5 H5 HK HK HJ", "H5 H5 H5", BOTH, False),
]


@pytest.mark.parametrize("lead,hand_text,play,policy,expected", GENUINE)
def test_G5_4_a_longer_group_does_not_replace_a_genuine_one(lead, hand_text, play, policy,
                                                            expected):
    assert legal("4", "S", lead, hand_text, play, policy, decks=3) is expected
