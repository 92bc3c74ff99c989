"""The play builder against brute force: every distinct play (R3.13) of a type is reachable
exactly once, nothing else is, and no step ever dead-ends.

The brute force is the reference core's ``plays`` (every multiset of the hand that forms the
reading, R3.13's words), not the compiled cursor ``iter_plays``, whose kind sections the
builder's steps share: a misreading there would otherwise be found on both sides alike."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mmhelp import H, P

from marsmatch.games.marsmatch import (
    RANK_NAMES,
    Kind,
    Reading,
    State,
    answer_types,
    default_play,
    play_types,
)
from marsmatch.games.marsmatch.builder import PlayBuilder, main_cards
from marsmatch.games.marsmatch.combos import LANES, NONE, PAIRS, SINGLES

ref = State.of("reference").core  # marsmatch.reference.marsmatch, bound to the values

# Ranks weighted towards 3s, 2s and jokers, where the attachment rules have special cases.
RANK = st.sampled_from(list(range(15)) + [0, 0, 12, 12, 12, 12, 13, 14])


def hands(max_cards: int) -> st.SearchStrategy[tuple[int, ...]]:
    def build(ranks: list[int]) -> tuple[int, ...]:
        h = [0] * LANES
        for r in ranks:
            h[r] += 1
        return tuple(h)

    return st.lists(RANK, min_size=1, max_size=max_cards).map(build)


slow = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def walk(builder: PlayBuilder) -> list:
    """Every play the builder's choices reach (with repeats), asserting no dead end."""
    if builder.done:
        return [builder.play()]
    wilds = builder.next_wild_choices()
    ranks = [] if wilds else builder.next_attachment_ranks()
    assert wilds or ranks, f"dead end: {builder.reading} wilds {builder.wilds} {builder.chosen}"
    out = []
    for choice in wilds or ranks:
        b = copy.deepcopy(builder)
        if wilds:
            b.take_wilds(choice)
        else:
            b.take(choice)
        out += walk(b)
    return out


def check_type(h, rd, top) -> None:
    want = set(ref.plays(h, rd, top))
    got = walk(PlayBuilder(h, rd, top))
    assert len(got) == len(set(got)), f"a play reached twice: {rd}"
    assert set(got) == want, (h, rd, top)
    natural = main_cards(h, rd)
    got = walk(PlayBuilder(h, rd, top, wilds=False))
    assert len(got) == len(set(got))
    assert set(got) == {p for p in want if all(p.counts[r] >= natural[r] for r in range(LANES))}


@slow
@given(hands(12))
def test_leads_reach_exactly_every_distinct_play(h):
    for rd in play_types(h):
        if rd.size <= 12:
            check_type(h, rd, None)


@slow
@given(hands(12), hands(10), st.randoms(use_true_random=False))
def test_answers_reach_exactly_every_distinct_play(h, other, rnd):
    top = default_play(other, rnd.choice(play_types(other)))
    for rd in answer_types(h, top):
        if rd.size <= 12:
            check_type(h, rd, top)


@slow
@given(hands(10), st.integers(0, 11), st.sampled_from([SINGLES, PAIRS]), st.booleans())
def test_lone_boat_answers_beat_the_top_attachment(h, rank, att, big):
    joker = 14 if big else 13
    top = P(" ".join([RANK_NAMES[joker]] + [RANK_NAMES[rank]] * att))
    assert top.reading == Reading(Kind.LONE_BOAT, 1, joker, att)
    h = list(h)
    h[joker] = 1
    for rd in answer_types(h, top):
        check_type(h, rd, top)


def test_a_wild_two_may_keep_a_natural_card_in_hand():
    b = PlayBuilder(H("9 9 2 4"), Reading(Kind.PAIR, 1, 6, NONE))
    assert b.wild_rank == 6 and b.next_wild_choices() == [0, 1]
    b.take_wilds(1)
    assert b.done and b.play().cards() == ["9", "2"]
    assert PlayBuilder(H("9 9 2 4"), Reading(Kind.PAIR, 1, 6, NONE), wilds=False).done


def test_attachments_step_by_step():
    b = PlayBuilder(H("3 3 3 4 5 5 9 LJ"), Reading(Kind.ROCKET, 1, 0, SINGLES))
    assert b.wild_rank is None and b.next_attachment_ranks() == [1, 2, 6]  # 4, 5, 9; no joker
    b.take(6)
    assert b.play().cards() == ["3", "3", "3", "9"]
    b = PlayBuilder(H("3 3 3 4 5 5 9 2"), Reading(Kind.ROCKET, 1, 0, PAIRS))
    assert b.next_attachment_ranks() == [] and b.next_wild_choices() == [0, 1]  # 3 3 3 or 3 3 2
    b.take_wilds(0)
    assert b.next_attachment_ranks() == [1, 2, 6]  # 4+2, 5 5, 9+2; one 2 is no pair
    b.take(1)
    assert b.next_attachment_ranks() == [12]


def test_no_two_on_a_lone_boat_and_the_floor():
    b = PlayBuilder(H("BJ 4 4 9 2 2"), Reading(Kind.LONE_BOAT, 1, 14, PAIRS))
    assert b.next_attachment_ranks() == [1]  # 4 4; no 2 2 (R3.6)
    top = P("BJ 5")
    b = PlayBuilder(H("BJ 4 9 2"), Reading(Kind.LONE_BOAT, 1, 14, SINGLES), top)
    assert b.next_attachment_ranks() == [6]  # above the 5


def test_refusals():
    with pytest.raises(ValueError):
        PlayBuilder(H("9 4"), Reading(Kind.PAIR, 1, 6, NONE))  # no pair of 9s
    with pytest.raises(ValueError):
        PlayBuilder(H("9 9 9 LJ"), Reading(Kind.ROCKET, 1, 6, SINGLES))  # no joker attachment
    with pytest.raises(ValueError):
        PlayBuilder(H("9 9"), Reading(Kind.PAIR, 1, 6, NONE), P("10 10"))  # does not beat
    b = PlayBuilder(H("3 3 3 4 5"), Reading(Kind.ROCKET, 1, 0, SINGLES))
    with pytest.raises(ValueError):
        b.play()
    with pytest.raises(ValueError):
        b.take(0)
    with pytest.raises(ValueError):
        b.take_wilds(0)
