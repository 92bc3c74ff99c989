"""Differential tests of whole deals: the one ``State`` on the compiled core and on the
reference core (``marsmatch.reference.shengji``) plays the same deals with the same random
and greedy players and must agree at every step on the actions chosen, the events, every
seat's view, the results and the record."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from marsmatch.bots import make_bot
from marsmatch.bots.shengji import random_action
from marsmatch.games.shengji import Rules, new_round
from marsmatch.shuffle import draw_seat

RULES = [Rules(decks=1), Rules(), Rules(decks=3),
         Rules(trick_draw_policy="longer_tuples_protected", throw_penalty="ten_per_attempt",
               failed_throw="smallest"),
         Rules(decks=3, trick_draw_policy="longer_tuples_protected_and_only_draw_tractor_on_tractor",
               throw_evaluation_policy="trick_unit_length", kitty_multiplier="power"),
         Rules(trick_draw_policy="only_draw_tractor_on_tractor",
               throw_evaluation_policy="highest", kitty_multiplier="times"),
         Rules(trick_draw_policy="no_format_based_draw", tractor_min_length=3)]


def reference_round(*args, **kwargs):
    """The same deal on the reference core."""
    return new_round(*args, core="reference", **kwargs)


def same_state(ours, theirs) -> None:
    assert ours.core_name == "compiled" and theirs.core_name == "reference"
    assert ours.phase == theirs.phase and ours.to_act == theirs.to_act
    assert list(ours.events) == list(theirs.events)
    assert ours.hands == theirs.hands  # the same cards, in the same order
    for seat in [None, 0, 1, 2, 3]:
        assert ours.view(seat) == theirs.view(seat)
        assert ours.log(seat) == theirs.log(seat)
    assert ours.result() == theirs.result() and ours.winners() == theirs.winners()


def by_bots(bots):
    return lambda st_, seat: bots[seat].choose(st_, seat)


def by_random(policy, rng):
    return lambda st_, seat: policy(st_, seat, rng)


def play_both(ours, theirs, choose_ours, choose_theirs, every: int = 1) -> None:
    steps = 0
    same_state(ours, theirs)
    while not theirs.finished:
        seat = theirs.to_act[0]
        action = choose_theirs(theirs, seat)
        mine = choose_ours(ours, seat)  # applied as chosen: the engine's fast path
        assert mine == action
        theirs.apply_unchecked(seat, action)
        ours.apply_unchecked(seat, mine)
        steps += 1
        if steps % every == 0 or theirs.finished:
            same_state(ours, theirs)
    assert ours.to_record() == theirs.to_record()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.sampled_from(RULES), st.booleans())
def test_random_deals_agree(seed, rules, drawn_banker):
    s = str(seed)
    banker = draw_seat(s, 4) if drawn_banker else None
    ours = new_round(rules, 4, seed=s, banker=banker)
    theirs = reference_round(rules, 4, seed=s, banker=banker)
    play_both(ours, theirs, by_random(random_action, random.Random(seed)),
              by_random(random_action, random.Random(seed)), every=5)


@pytest.mark.parametrize("rules", RULES[:3])
def test_greedy_deals_agree(rules):
    for i in range(3):
        s = f"greedy/{i}"
        banker = draw_seat(s, 4)
        ours = new_round(rules, 4, seed=s, banker=banker)
        theirs = reference_round(rules, 4, seed=s, banker=banker)
        # the compiled greedy bot chooses on the compiled core's deal, for both
        greedy = [make_bot("greedy", "shengji", seed=k) for k in range(4)]
        play_both(ours, theirs, by_bots(greedy),
                  lambda _theirs, seat, ours=ours, greedy=greedy: greedy[seat].choose(ours, seat),
                  every=7)


def test_copies_and_resamples_agree():
    rules = Rules()
    for i in range(6):
        s = f"copy/{i}"
        ours = new_round(rules, 4, seed=s, banker=i % 4)
        theirs = reference_round(rules, 4, seed=s, banker=i % 4)
        r1, r2 = random.Random(i), random.Random(i)
        for _ in range(20 + 7 * i):
            if theirs.finished:
                break
            seat = theirs.to_act[0]
            action = random_action(theirs, seat, r2)
            mine = random_action(ours, seat, r1)
            assert mine == action
            theirs.apply_unchecked(seat, action)
            ours.apply_unchecked(seat, action if i % 2 else mine)  # both paths
        seat = theirs.to_act[0] if theirs.to_act else 0
        a, b = ours.resample(seat, random.Random(7)), theirs.resample(seat, random.Random(7))
        same_state(a, b)
        c1, c2 = ours.copy(), theirs.copy()
        play_both(c1, c2, by_random(random_action, random.Random(3)),
                  by_random(random_action, random.Random(3)), every=9)
        same_state(ours, theirs)  # the originals did not move


def test_pickled_and_deep_copied_deals_carry_on_alike():
    import copy
    import pickle

    for how in (lambda s: pickle.loads(pickle.dumps(s)), copy.deepcopy, lambda s: s.copy()):
        ours = new_round(Rules(), 4, seed="pickle", banker=1)
        rng = random.Random(4)
        for _ in range(30):
            ours.apply_unchecked(ours.to_act[0], random_action(ours, ours.to_act[0], rng))
        clone = how(ours)
        assert type(clone) is type(ours) and clone.view(None) == ours.view(None)
        assert list(clone.events) == list(ours.events) and clone.hands == ours.hands
        a, b = random.Random(5), random.Random(5)
        while not ours.finished:
            seat = ours.to_act[0]
            ours.apply_unchecked(seat, random_action(ours, seat, a))
            clone.apply_unchecked(seat, random_action(clone, seat, b))
        assert clone.result() == ours.result() and clone.to_record() == ours.to_record()
