"""The random player's policy (``bots.shengji.RandomBot``): declare or pass at random, bury
random cards, lead a random unit of a random suit (now and then a throw of two or three
units), follow at random within the rules. Not a rule: the compiled core plays it for the
random bot and the simulator, so the reference plays it too, draw for draw."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from .follow import construct_follow
from .units import candidate_units


def random_action(g: Any, seat: int, rng: random.Random, actions: dict[str, Any]) -> Any:
    """The random choice of ``seat`` in the deal ``g`` (``round.Deal``), as an action value
    (``actions``: the engine's Declare, Bury, Play and the pass)."""
    if g.phase == "declare":
        decls = g.declarations(seat)
        if decls and rng.random() < 0.5:
            card, n = rng.choice(decls)
            return actions["Declare"]((card,) * n)
        return actions["PASS"]
    hand = g.hands[seat]
    cards = [c for c, k in hand.items() for _ in range(k)]
    if g.phase == "bury":
        return actions["Bury"](tuple(rng.sample(cards, len(g.kitty))))
    if g.phase != "play":
        raise ValueError(f"seat {seat} has no action now")
    order, rules = g.trump, g.rules
    if g.current:
        return actions["Play"](tuple(construct_follow(hand, g.lead, order, rules, rng)))
    suit = order.esuit(rng.choice(cards))
    suit_hand = {c: k for c, k in hand.items() if order.esuit(c) == suit}
    units = candidate_units(suit_hand, order, rules.tractor_min_width, rules.tractor_min_length)
    if rng.random() < 0.15 and len(units) > 1:
        picked = rng.sample(units, min(len(units), rng.randint(2, 3)))
        cs = [c for u in picked for c in u.all_cards()]
        if all(n <= suit_hand[c] for c, n in Counter(cs).items()):
            return actions["Play"](tuple(cs))
    u = rng.choice(units)
    if u.length == 1 and u.width > 1 and rng.random() < 0.3:
        return actions["Play"]((u.cards[0],) * rng.randint(1, u.width))
    return actions["Play"](tuple(u.all_cards()))
