"""The compiled observation and step masks of shengji_v0 are those of the Python code they
replaced (tests/oracle/rl): the observation bit for bit for every seat, and the cards each
building step allows, at every step of random deals under every draw policy."""

from __future__ import annotations

import random

import numpy as np
import pytest
from oracle.rl import shengji_encode as oracle_encode
from oracle.rl import sj_actions as oracle_steps

from marsmatch.games.shengji import Phase
from marsmatch.games.shengji.rules import TRICK_DRAW_POLICY
from marsmatch.rl import shengji_v0
from marsmatch.rl._sj_actions import CARD_INDEX


def oracle_cards(env, seat):
    """The cards the oracle allows for the next step of the seat to act."""
    s = env.state_
    chosen = env.pending or []
    hand = s.hand_counts(seat)
    if s.phase is Phase.BURY:
        return oracle_steps.bury_allowed(hand, chosen, len(s.kitty))
    trump = s.trump
    if not s.current:
        return oracle_steps.lead_allowed(hand, chosen, trump)
    return oracle_steps.FollowOracle(hand, s.lead, trump, s.rules).allowed(chosen)


@pytest.mark.parametrize("decks,policy", [(1, TRICK_DRAW_POLICY[0]), (2, TRICK_DRAW_POLICY[0]),
                                          (3, TRICK_DRAW_POLICY[1]), (2, TRICK_DRAW_POLICY[2]),
                                          (3, TRICK_DRAW_POLICY[3]), (2, TRICK_DRAW_POLICY[4])])
def test_observations_and_masks_are_the_oracles(decks, policy):
    env = shengji_v0.raw_env(decks=decks, banker=decks % 4,
                             rules={"trick_draw_policy": policy})
    rng = random.Random(decks)
    env.reset(seed=decks)
    steps = 0
    while not env.finished() and steps < 700:
        for seat in range(4):
            obs = env.observe(f"player_{seat}")["observation"]
            assert obs.tobytes() == oracle_encode.encode(env, seat).tobytes()
        mask = env.action_mask()
        seat = env.seat_to_act()
        if env.state_.phase is not Phase.DECLARE:
            cards = oracle_cards(env, seat)
            want = {env.layout.card0 + CARD_INDEX[c] for c in cards}
            got = {int(a) for a in np.flatnonzero(mask)} - {env.layout.end}
            assert got == want
        legal = np.flatnonzero(mask)
        env.step(int(legal[rng.randrange(len(legal))]))
        steps += 1
    assert steps > 50
