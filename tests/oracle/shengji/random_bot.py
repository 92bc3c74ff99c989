"""Oracle (tests only): the random Shengji player's policy as bots.shengji wrote it before
the compiled core, over the oracle engine."""

from __future__ import annotations

import random
from collections import Counter

from marsmatch.cards import Card
from marsmatch.games.protocol import PASS
from marsmatch.games.shengji.actions import Action, Bury, Play
from marsmatch.games.shengji.events import Phase

from .follow import construct_follow
from .lead import candidate_units
from .legal import declarations
from .state import State


def random_action(state: State, seat: int, rng: random.Random) -> Action:
    """A random legal action: declare or pass at random, bury random cards, lead a random
    unit of a random suit (now and then a throw of two or three units), follow at random
    within the rules."""
    if state.phase is Phase.DECLARE:
        decls = list(declarations(state, seat))
        if decls and rng.random() < 0.5:
            return rng.choice(decls)
        return PASS
    hand = state.hands[seat]
    cards = [c for c, k in hand.items() for _ in range(k)]
    if state.phase is Phase.BURY:
        return Bury(tuple(rng.sample(cards, len(state.kitty))))
    trump = state.trump
    assert trump is not None and state.phase is Phase.PLAY
    if state.current:
        assert state.lead is not None
        return Play(tuple(construct_follow(hand, state.lead, trump, state.rules, rng)))
    suit = trump.esuit(rng.choice(cards))
    suit_hand = {c: k for c, k in hand.items() if trump.esuit(c) == suit}
    units = candidate_units(suit_hand, trump, state.rules)
    if rng.random() < 0.15 and len(units) > 1:
        picked = rng.sample(units, min(len(units), rng.randint(2, 3)))
        cs: list[Card] = []
        for u in picked:
            cs.extend(u.all_cards())
        if all(n <= suit_hand[c] for c, n in Counter(cs).items()):
            return Play(tuple(cs))
    u = rng.choice(units)
    if u.length == 1 and u.width > 1 and rng.random() < 0.3:
        return Play((u.cards[0],) * rng.randint(1, u.width))
    return Play(tuple(u.all_cards()))

