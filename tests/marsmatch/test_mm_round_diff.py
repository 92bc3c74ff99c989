"""Differential tests of whole rounds: the one ``State`` on the compiled core and on the
reference core (``marsmatch.reference.marsmatch``) takes the same random decisions and must
agree at every step on who acts, the legal play types, the pass, the default plays, the
events, the views, the outcomes, the results and the record."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from marsmatch.games.marsmatch import Rules, new_round
from marsmatch.games.marsmatch.events import Passed
from marsmatch.games.protocol import PASS


def reference_round(*args, **kwargs):
    """The same round on the reference core."""
    return new_round(*args, core="reference", **kwargs)

RULES = [Rules(), Rules(streak_to_win=0), Rules(streak_to_win=1, ground_turns=5),
         Rules(heavenly_both="sum", heaven_snatch="all"), Rules(ground_turns=0)]


def same_state(ours, theirs) -> None:
    assert ours.phase == theirs.phase and ours.finished == theirs.finished
    assert ours.to_act == theirs.to_act and ours.turn == theirs.turn
    assert ours.top == theirs.top and ours.top_seat == theirs.top_seat
    assert (ours.passes, ours.streak_seat, ours.streak) == (
        theirs.passes, theirs.streak_seat, theirs.streak)
    assert ours.hands == theirs.hands and ours.turns == theirs.turns
    assert ours.passed == theirs.passed and ours.active == theirs.active
    assert ours.opening_leader == theirs.opening_leader and ours.winner == theirs.winner
    assert ours.core_name == "compiled" and theirs.core_name == "reference"
    assert list(ours.events) == list(theirs.events)
    assert ours.outcomes == theirs.outcomes
    assert list(ours.outcomes) == list(theirs.outcomes)  # decided in the same order
    assert ours.result() == theirs.result() and ours.winners() == theirs.winners()
    assert ours.scores() == theirs.scores()
    for seat in [None, *range(ours.n)]:
        assert ours.view(seat) == theirs.view(seat)
    assert ours.log(None) == theirs.log(None)


def play_both(ours, theirs, rng: random.Random, check_every: int = 1) -> int:
    """Random decisions (a uniform legal type or the pass) applied to both rounds."""
    steps = 0
    same_state(ours, theirs)
    while not theirs.finished:
        types = theirs.legal_types()
        assert list(ours.legal_types()) == types
        assert ours.can_pass() == theirs.can_pass()
        pick = rng.randrange(len(types) + theirs.can_pass())
        if pick < len(types):
            play = theirs.default_play(types[pick])
            assert ours.default_play(types[pick]) == play
        else:
            play = PASS
        seat = theirs.turn
        theirs.apply_unchecked(seat, play)
        ours.apply_unchecked(seat, play)
        steps += 1
        if steps % check_every == 0 or theirs.finished:
            same_state(ours, theirs)
    assert ours.to_record() == theirs.to_record()
    return steps


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 12), st.integers(0, 10**9), st.sampled_from(RULES))
def test_random_rounds_from_seeds_agree(n, seed, rules):
    ours = new_round(rules, n, seed=str(seed))
    theirs = reference_round(rules, n, seed=str(seed))
    play_both(ours, theirs, random.Random(seed), check_every=7)


@st.composite
def rich_hands(draw: st.DrawFn) -> list[list[str]]:
    """2-6 small hands from the N-deck shoe, half their cards 3s and jokers while any are
    left: Starlinks, UFOs, snatches, a lone survivor, streaks and Ground Hands come up."""
    n = draw(st.integers(2, 6))
    rnd = draw(st.randoms(use_true_random=False))
    names = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]
    rich = ["3"] * (4 * n) + ["LJ", "BJ"] * n
    plain = [r for r in names[1:] for _ in range(4 * n)]
    rnd.shuffle(rich)
    rnd.shuffle(plain)
    hands = []
    for _ in range(n):
        hands.append([(rich if rich and rnd.random() < 0.6 else plain).pop()
                      for _ in range(rnd.randint(1, 12))])
    return hands


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rich_hands(), st.integers(0, 5), st.integers(0, 10**6), st.sampled_from(RULES))
def test_positions_with_heavenly_hands_agree(hands, banker, seed, rules):
    """Small explicit hands rich in 3s and jokers, every rule variant."""
    banker %= len(hands)
    ours = new_round(rules, len(hands), hands=hands, banker=banker)
    theirs = reference_round(rules, len(hands), hands=hands, banker=banker)
    play_both(ours, theirs, random.Random(seed))


def test_copies_are_independent_and_agree():
    rng = random.Random(5)
    for i in range(30):
        ours = new_round(Rules(), 4, seed=f"copy/{i}")
        theirs = reference_round(Rules(), 4, seed=f"copy/{i}")
        for _ in range(rng.randrange(40)):
            if theirs.finished:
                break
            types = theirs.legal_types()
            pick = rng.randrange(len(types) + theirs.can_pass())
            play = theirs.default_play(types[pick]) if pick < len(types) else PASS
            theirs.apply_unchecked(theirs.turn, play)
            ours.apply_unchecked(ours.turn, play)
        ours_copy, theirs_copy = ours.copy(), theirs.copy()
        events = list(ours.events)
        # the copy moves on alone, then the original moves on differently
        play_both(ours_copy, theirs_copy, random.Random(i))
        assert list(ours.events) == events
        play_both(ours, theirs, random.Random(i + 1000))


def test_resample_redeals_alike():
    for i in range(20):
        ours = new_round(Rules(), 3, seed=f"resample/{i}")
        theirs = reference_round(Rules(), 3, seed=f"resample/{i}")
        if ours.finished:
            continue
        seat = ours.turn
        assert ours.unseen(seat) == theirs.unseen(seat)
        a, b = ours.resample(seat, random.Random(i)), theirs.resample(seat, random.Random(i))
        assert a.hands == b.hands and a.hands[seat] == ours.hands[seat]
        same_state(a, b)


def test_pickled_and_deep_copied_rounds_carry_on_alike():
    import copy
    import pickle

    for how in (lambda s: pickle.loads(pickle.dumps(s)), copy.deepcopy, lambda s: s.copy()):
        rng = random.Random(9)
        state = new_round(Rules(), 4, seed="pickle")
        for _ in range(25):
            types = state.legal_types()
            pick = rng.randrange(len(types) + state.can_pass())
            state.apply_unchecked(state.turn, state.default_play(types[pick])
                                  if pick < len(types) else PASS)
        clone = how(state)
        assert type(clone) is type(state) and clone.view(None) == state.view(None)
        assert list(clone.events) == list(state.events) and clone.rules == state.rules
        while not state.finished:
            types = state.legal_types()
            assert clone.legal_types() == types
            pick = rng.randrange(len(types) + state.can_pass())
            play = state.default_play(types[pick]) if pick < len(types) else PASS
            state.apply_unchecked(state.turn, play)
            clone.apply_unchecked(clone.turn, play)
        assert clone.result() == state.result() and clone.to_record() == state.to_record()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 5), st.integers(0, 10**9), st.sampled_from(RULES))
def test_numbered_actions_are_the_type_level_path_on_both_cores(n, seed, rules):
    """``apply_action_index(k)`` is ``apply_unchecked`` of the ``k``-th type's default play
    (or the pass after the types). Two rounds move in turn, the compiled and the reference
    one by number, so the compiled core's kept listing of the last types must never be
    another hand's or another top's."""
    rng = random.Random(seed)
    by_type = [new_round(rules, n, seed=f"{seed}/{i}") for i in range(2)]
    by_number = [new_round(rules, n, seed=f"{seed}/{i}") for i in range(2)]
    reference = [reference_round(rules, n, seed=f"{seed}/{i}") for i in range(2)]
    while not all(r.finished for r in by_type):
        for ours, numbered, theirs in zip(by_type, by_number, reference, strict=True):
            if ours.finished:
                continue
            types = ours.legal_types()
            count = numbered.action_count()
            assert count == len(types) + ours.can_pass() == theirs.action_count()
            k = rng.randrange(count)
            ours.apply_unchecked(ours.turn, ours.default_play(types[k]) if k < len(types)
                                 else PASS)
            numbered.apply_action_index(k)
            theirs.apply_action_index(k)
            assert numbered.top == ours.top == theirs.top
            assert list(numbered.events) == list(ours.events) == list(theirs.events)
    for ours, numbered, theirs in zip(by_type, by_number, reference, strict=True):
        assert numbered.to_record() == ours.to_record() == theirs.to_record()


def test_a_number_past_the_actions_is_refused_on_both_cores():
    for core in ("compiled", "reference"):
        state = new_round(Rules(), 4, seed="numbered", core=core)
        count = state.action_count()
        assert not state.can_pass()  # the opening leader leads: the types are every action
        for bad in (count, -1):
            with pytest.raises(IndexError, match="is not one of"):
                state.apply_action_index(bad)
        state.apply_action_index(0)
        assert state.can_pass() and state.action_count() == len(state.legal_types()) + 1
        state.apply_action_index(state.action_count() - 1)  # the last number: the pass
        assert isinstance(list(state.events)[-1], Passed)
