"""G6: bottom-capture multipliers, level tables edge by edge, next banker, must-defend-A."""

import pytest
from sj_helpers import C, trump

from marsmatch.games.shengji import Rules, kitty_multiplier, level_outcome
from marsmatch.games.shengji.scoring import advance_team, next_banker, score_deal
from marsmatch.games.shengji.units import make_unit

pytestmark = pytest.mark.usefixtures("core")  # each ruling on both cores

T = trump("2", "S")


def units(*specs):
    out = []
    for width, cards in specs:
        out.append(make_unit(T, width, C(cards)))
    return out


SINGLE = units((1, "H8"))
PAIR = units((2, "H8"))
TWO_PAIRS = units((2, "H8"), (2, "HJ"))
TRACTOR2 = units((2, "H8 H9"))
TRACTOR3 = units((2, "H8 H9 H10"))
TRIPLE = units((3, "H8"))
TITANIC2 = units((3, "H8 H9"))
TITANIC3 = units((3, "H8 H9 H10"))
TRIPLE_AND_TRACTOR = units((3, "HA"), (2, "H8 H9"))


@pytest.mark.parametrize("us,seed,times,power", [
    (SINGLE, 2, 2, 2),
    (PAIR, 4, 4, 4),
    (TWO_PAIRS, 4, 4, 4),
    (TRACTOR2, 8, 8, 16),
    (TRACTOR3, 16, 12, 64),
    (TRIPLE, 6, 6, 8),
    (TITANIC2, 18, 12, 64),
    (TITANIC3, 54, 18, 512),
    (TRIPLE_AND_TRACTOR, 6, 8, 16),   # seed order: a triple is checked before a tractor
])
def test_G6_1_kitty_multiplier(us, seed, times, power):
    assert kitty_multiplier(us, "seed") == seed
    assert kitty_multiplier(us, "times") == times
    assert kitty_multiplier(us, "power") == power


# (points, banker side keeps, banker advance, attackers advance)
ONE_DECK = [
    (0, True, 2, 0), (5, True, 1, 0), (35, True, 1, 0), (40, False, 0, 0), (75, False, 0, 0),
    (80, False, 0, 1), (95, False, 0, 1), (100, False, 0, 2), (115, False, 0, 2), (120, False, 0, 2),
    (135, False, 0, 2), (140, False, 0, 3), (160, False, 0, 3), (175, False, 0, 3),
    (180, False, 0, 4),
]
TWO_DECKS = [
    (0, True, 3, 0), (5, True, 2, 0), (35, True, 2, 0), (40, True, 1, 0), (75, True, 1, 0),
    (80, False, 0, 1), (95, False, 0, 1), (100, False, 0, 1), (115, False, 0, 1),
    (120, False, 0, 2), (155, False, 0, 2), (160, False, 0, 3), (200, False, 0, 4),
    (240, False, 0, 5),
]
THREE_DECKS = [
    (0, True, 3, 0), (5, True, 2, 0), (35, True, 2, 0), (40, True, 2, 0), (55, True, 2, 0),
    (60, True, 1, 0), (75, True, 1, 0), (80, True, 1, 0), (115, True, 1, 0),
    (120, False, 0, 1), (160, False, 0, 1), (175, False, 0, 1), (180, False, 0, 2),
    (235, False, 0, 2), (240, False, 0, 3), (300, False, 0, 4),
]


@pytest.mark.parametrize("decks,table", [(1, ONE_DECK), (2, TWO_DECKS), (3, THREE_DECKS)])
def test_G6_2_level_table(decks, table):
    step = Rules(decks=decks).step
    for points, keeps, banker_adv, att_adv in table:
        o = level_outcome(points, decks, step)
        assert (o.banker_side_keeps, o.banker_side_advance, o.attackers_advance) == (
            keeps, banker_adv, att_adv), points


def test_G6_2_level_step_option():
    assert Rules(decks=1).step == 40 and Rules(decks=2).step == 40 and Rules(decks=3).step == 60
    assert Rules(decks=3, level_step=40).step == 40
    o = level_outcome(80, 3, Rules(decks=3, level_step=40).step)
    assert not o.banker_side_keeps and o.attackers_advance == 1


def test_G6_2_negative_score_counts_as_zero():
    assert level_outcome(-10, 2, 40).banker_side_advance == 3


def test_G6_3_next_banker():
    assert next_banker(0, True) == 2 and next_banker(3, True) == 1
    assert next_banker(0, False) == 1 and next_banker(3, False) == 0


def test_G6_4_must_defend_a_stops_at_a():
    ch = advance_team("K", 3, banker_side_keeps=True, is_banker_side=True, must_defend_a=True)
    assert ch.after == "A" and ch.advance == 1 and not ch.wins_game
    ch = advance_team("A", 2, banker_side_keeps=True, is_banker_side=True, must_defend_a=True)
    assert ch.after == "A" and ch.wins_game
    ch = advance_team("A", 1, banker_side_keeps=False, is_banker_side=False, must_defend_a=True)
    assert not ch.wins_game


def test_G6_4_without_must_defend_a_passing_a_wins():
    ch = advance_team("K", 3, banker_side_keeps=True, is_banker_side=True, must_defend_a=False)
    assert ch.after == "A" and ch.wins_game
    ch = advance_team("Q", 2, banker_side_keeps=True, is_banker_side=True, must_defend_a=False)
    assert ch.after == "A" and not ch.wins_game


def test_G6_score_deal_moves_the_right_team():
    rules = Rules()
    _outcome, changes, nxt, winner = score_deal(rules, banker=1, level_by_team=["5", "7"],
                                               points=130)
    assert [c.after for c in changes] == ["7", "7"] and nxt == 2 and winner is None
    _outcome, changes, nxt, winner = score_deal(rules, banker=1, level_by_team=["5", "7"],
                                               points=0)
    assert [c.after for c in changes] == ["5", "10"] and nxt == 3
    _outcome, changes, nxt, winner = score_deal(rules, banker=2, level_by_team=["A", "7"],
                                               points=50)
    assert winner == 0


@pytest.mark.parametrize("decks,lead,follow,mode,mult", [
    (2, "H8 H8 H9 H9", "S3 S3 S4 S4", "seed", 8),
    (2, "H8 H8 H9 H9", "S3 S3 S4 S4", "times", 8),
    (2, "H8 H8 H9 H9", "S3 S3 S4 S4", "power", 16),
    (2, "H8 H8", "S3 S3", "seed", 4),
    (2, "H8", "S3", "seed", 2),
    (3, "H8 H8 H8 H9 H9 H9", "S3 S3 S3 S4 S4 S4", "seed", 18),
    (3, "H8 H8 H8", "S3 S3 S3", "seed", 6),
    (3, "H8 H8 H8", "S3 S3 S3", "power", 8),
])
def test_G6_1_bottom_capture_in_play(decks, lead, follow, mode, mult):
    from sj_helpers import position

    n = len(C(lead))
    fill = " ".join(["D3", "D4", "D6", "D7", "D8", "D9"][:n])
    fill2 = " ".join(["C3", "C4", "C6", "C7", "C8", "C9"][:n])
    st = position([lead, follow, fill, fill2], decks=decks, banker=0, kitty="DK D5",
                  kitty_multiplier=mode, points=40)
    for seat, cards in enumerate([lead, follow, fill, fill2]):
        st.play(seat, C(cards))
    o = st.outcome
    assert o.kitty_multiplier == mult and o.kitty_bonus == 15 * mult
    assert o.attackers_points == 40 + 15 * mult


def test_G6_1_no_capture_when_banker_side_wins_last_trick():
    from sj_helpers import position

    st = position(["HA", "H3", "H4", "H6"], kitty="DK D5", points=45)
    for seat, cards in enumerate(["HA", "H3", "H4", "H6"]):
        st.play(seat, C(cards))
    assert st.outcome.kitty_multiplier is None and st.outcome.attackers_points == 45
    assert st.outcome.next_banker == 2  # 2 decks, 40 <= 45 < 80: banker side +1


def test_G6_2_position_uses_both_team_levels():
    from sj_helpers import PLAYERS

    from marsmatch.games.shengji import Rules, new_round

    st = new_round(Rules(), PLAYERS, hands=[["H8"], ["S3"], ["H4"], ["H6"]],
                   start={"phase": "play", "levels": ["9", "Q"], "trump": "H", "banker": 1,
                          "points": 130})
    assert st.level == "Q"
    for seat, cards in ((1, "S3"), (2, "H4"), (3, "H6"), (0, "H8")):
        st.play(seat, C(cards))
    changes = st.outcome.level_changes
    assert changes[0]["from"] == "9" and changes[0]["to"] == "J"  # attackers +2 (130)
    assert changes[1]["to"] == "Q" and st.outcome.next_banker == 2


def test_G6_1a_the_multiplier_reads_the_units_as_matched_not_the_loose_cards():
    """S3 S3 S4 S4 are a tractor as loose cards, but trumping two separate led pairs they
    read as two pairs: x4, not x8."""
    from sj_helpers import position

    hands = ["HA HA H9 H9", "S3 S3 S4 S4", "D3 D4 D6 D7", "C3 C4 C6 C7"]
    st = position(hands, banker=0, kitty="DK D5", points=40)
    for seat, cards in enumerate(hands):
        st.play(seat, C(cards))
    trick = st.tricks[-1]
    assert trick.winner == 1 and [u.kind for u in trick.winning_units] == ["pair", "pair"]
    assert st.outcome.kitty_multiplier == 4 and st.outcome.kitty_bonus == 15 * 4
    assert not st.outcome.kitty_by_titanic


def test_G6_1_the_seed_multiplier_says_when_a_titanic_decided_it():
    from sj_helpers import position

    hands = ["H8 H8 H8 H9 H9 H9", "S3 S3 S3 S4 S4 S4", "D3 D4 D5 D6 D7 D8", "C3 C4 C5 C6 C7 C8"]
    st = position(hands, decks=3, banker=0, kitty="DK D5", points=0)
    for seat, cards in enumerate(hands):
        st.play(seat, C(cards))
    assert st.outcome.kitty_multiplier == 18 and st.outcome.kitty_by_titanic
