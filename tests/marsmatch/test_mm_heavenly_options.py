"""The Heavenly-Hand and streak options (R2.1, R2.2, R4.4): the seed's definitions by
default, every option changing exactly what it says, records storing only changed options."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from mmhelp import act, lead_alone, table

from marsmatch.errors import RulesError
from marsmatch.games.marsmatch import Rules, heavenly_hand
from marsmatch.games.marsmatch.combos import BJ, LANES, LJ
from marsmatch.games.marsmatch.heavenly import SEED, Definition, definition
from marsmatch.games.marsmatch.rules import scale


def seed_kind(h: list[int]) -> str | None:
    """The rulings' text: exactly six natural 3s (R2.1); exactly 2 BJ and 2 LJ (R2.2)."""
    s, u = h[0] == 6, h[BJ] == 2 and h[LJ] == 2
    return "both" if s and u else "starlink" if s else "ufo" if u else None


hands = st.lists(st.integers(0, 12), min_size=LANES, max_size=LANES)


@given(hands, st.integers(2, 12))
def test_default_rules_detect_exactly_the_seed_definitions(h: list[int], n: int) -> None:
    assert heavenly_hand(h) == heavenly_hand(h, Rules(), n) == seed_kind(h)
    assert definition(Rules(), n) == SEED


@given(hands, st.integers(1, 9), st.integers(0, 3), st.integers(0, 3), st.booleans())
def test_options_classify_by_their_numbers(h: list[int], threes: int, big: int, little: int,
                                           at_least: bool) -> None:
    if big + little == 0:
        return
    rules = Rules(starlink_threes=threes, ufo_big_jokers=big, ufo_little_jokers=little,
                  heavenly_count="at_least" if at_least else "exactly")
    cmp = (lambda a, b: a >= b) if at_least else (lambda a, b: a == b)
    s = cmp(h[0], threes)
    u = cmp(h[BJ], big) and cmp(h[LJ], little)
    want = "both" if s and u else "starlink" if s else "ufo" if u else None
    assert heavenly_hand(h, rules, 4) == want


def test_heavenly_hands_option_drops_a_hand() -> None:
    both = [6] + [0] * 12 + [2, 2]
    assert heavenly_hand(both, Rules(heavenly_hands="starlink"), 4) == "starlink"
    assert heavenly_hand(both, Rules(heavenly_hands="ufo"), 4) == "ufo"
    assert heavenly_hand(both, Rules(heavenly_hands="none"), 4) is None


def test_scaling_with_the_number_of_decks() -> None:
    assert [scale(6, n, 4) for n in (2, 3, 4, 5, 8, 12)] == [3, 5, 6, 8, 12, 18]
    assert scale(6, 7, 0) == 6 and scale(0, 8, 4) == 0 and scale(1, 2, 8) == 1
    rules = Rules(heavenly_scale=4)
    assert definition(rules, 8) == Definition(threes=12, big=4, little=4)
    assert definition(rules, 2) == Definition(threes=3, big=1, little=1)
    with pytest.raises(ValueError):
        definition(rules, None)


def test_streak_goal_scales_inversely_with_the_table() -> None:
    assert [Rules().streak_goal(n) for n in (2, 4, 8)] == [3, 3, 3]
    rules = Rules(streak_scale=4)
    assert [rules.streak_goal(n) for n in range(2, 9)] == [6, 4, 3, 2, 2, 2, 2]
    assert Rules(streak_to_win=0, streak_scale=4).streak_goal(3) == 0
    assert Rules(streak_to_win=1, streak_scale=2).streak_goal(12) == 1


def test_a_ufo_needs_a_joker() -> None:
    with pytest.raises(RulesError, match="at least one joker"):
        Rules(ufo_big_jokers=0, ufo_little_jokers=0)
    with pytest.raises(RulesError):
        Rules.from_assignments(["starlink_threes=0"])
    with pytest.raises(RulesError):
        Rules.from_assignments(["heavenly_count=most"])


def test_rounds_play_by_the_options_and_records_store_only_changes() -> None:
    s = table("3 3 3 3 3 3 3 4", "5 6", "7 8", banker=1)
    assert 0 not in s.outcomes  # seven 3s: not a Starlink by the seed
    s = table("3 3 3 3 3 3 3 4", "5 6", "7 8", banker=1, starlink_threes=7)
    assert s.outcomes[0].hand == "starlink" and s.outcomes[0].category == "heaven_snatch"
    assert s.to_record().rules == {"starlink_threes": 7}
    s = table("BJ BJ BJ LJ LJ 4", "5 6", "7 8 LJ", banker=1, heavenly_count="at_least")
    assert s.outcomes[0].hand == "ufo"
    s = table("3 3 3 3 3 3", "BJ BJ LJ LJ", "5 6", banker=2, heavenly_hands="ufo")
    assert list(s.outcomes) == [1] and s.active == (0, 2)
    assert table("5 6", "7 8").to_record().rules == {}


def test_a_scaled_streak_ends_the_real_match_sooner_at_a_bigger_table() -> None:
    s = lead_alone(streak_to_win=3, streak_scale=2)  # 3 x 2 / 3 players = 2 tricks
    assert s.finished and s.streak == 2 and s.result()[0]["category"] == "human_hand"
    s = lead_alone(streak_to_win=3)
    assert s.finished and s.streak == 3


def three_tricks(**options):
    """Seat 0 wins the first trick, seat 1 the second, seat 0 the third (R4.2)."""
    s = table("3 4 5 7 A", "8 K 9 10", "5 6 6", **options)
    plays = [(0, "7"), (1, None), (2, None), (0, "3"), (1, "K"), (2, None), (0, None),
             (1, "8"), (2, None), (0, "A"), (1, None), (2, None)]
    for seat, card in plays:
        if s.finished:
            break
        act(s, seat, card)
    return s


def test_R4_4_the_trick_goal_counts_in_a_row_in_all_or_at_the_table() -> None:
    s = three_tricks(streak_to_win=2)  # the rulings: never two in a row
    assert not s.finished and s.tricks_won == [2, 1, 0] and s.streak == 1
    s = three_tricks(streak_to_win=2, trick_goal="total")  # seat 0's second trick
    assert s.finished and s.tricks == 3 and s.winner == 0
    won = list(s.events)[-1]
    assert won.how == "tricks" and won.category == "human_hand"
    s = three_tricks(streak_to_win=2, trick_goal="table")  # the table's second trick
    assert s.finished and s.tricks == 2 and s.winner == 1
    assert [o["category"] for o in s.result()] == ["total_loser", "human_hand", "total_loser"]


def test_R4_1_a_drawn_opening_leader_needs_a_seed() -> None:
    s = table("3 4", "5 6", "7 8", banker=1, opening_leader="drawn")
    assert s.opening_leader == 1 == s.turn  # explicit hands, no seed: the banker's seat


def test_the_rules_document_states_every_option() -> None:
    from pathlib import Path

    doc = (Path(__file__).parents[2] / "docs" / "rules-marsmatch.md").read_text("utf-8")
    table = doc[doc.index("## All options"):]
    for f in Rules.options():
        assert f"| `{f.name}` | `{f.default}` |" in table, f.name
