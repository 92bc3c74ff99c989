"""Live dealing (rule option ``deal_style = "live"``, docs/live-dealing.md): the deal's
cards are handed out one at a time while anyone may declare (G3.2) with what they hold.

The deal is unchanged: it is still the seed's (G1.4), and the order of dealing is fixed:
card p of the shoe goes to seat p % 4 (seat 0 first), one at a time round the table, the
kitty last (set aside face down once every hand is full). So after ``n`` cards each seat
holds the first ``received_count(n, seat)`` cards of its hand as dealt. This module holds
that arithmetic and the bots' policy; the state (``state.py``) keeps the count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...cards import Card
from .actions import Declare
from .legal import decl_key

if TYPE_CHECKING:
    from .state import State

def received_count(dealt: int, seat: int) -> int:
    """How many cards ``seat`` holds once ``dealt`` cards are out (card p to seat p % 4)."""
    return max(0, (dealt + 3 - seat) // 4)


def bot_declaration(state: State, seat: int, share: float = 0.34) -> Declare | None:
    """What a bot declares now with the cards it has received, or None: the declaration
    whose trump (its suit's cards, level cards and jokers) is at least ``share`` of the
    cards received, once a third of the hand is in (the greedy bot's rule, on a partial
    hand); it does not overcall its partner, and overcalls others only with two or more
    cards. Reinforcing its own declaration counts as declaring."""
    if not state.dealing:
        return None
    options = [a for a in state.legal_actions(seat) if isinstance(a, Declare)]
    if not options:
        return None
    cards = state.received(seat)
    if len(cards) * 3 < state.rules.hand_size:
        return None
    standing = state.standing
    level = state.level
    jokers_and_level = sum(1 for c in cards if c.is_joker or c.rank == level)
    best: tuple[float, tuple[int, int], Declare] | None = None
    for act in options:
        shown: Sequence[Card] = act.cards
        if standing is not None and standing[0] != seat and (
                standing[0] % 2 == seat % 2 or len(shown) < 2):
            continue
        suit = shown[0].suit
        strength = jokers_and_level + (0 if shown[0].is_joker else sum(
            1 for c in cards if c.suit == suit and c.rank != level and not c.is_joker))
        ratio = strength / len(cards)
        if ratio < share:
            continue
        key = (ratio, decl_key(shown))
        if best is None or key > best[:2]:
            best = (ratio, decl_key(shown), act)
    return None if best is None else best[2]


def received_counts(state: State, seat: int) -> Counter[Card]:
    """The seat's received cards as counts (what a declaration during the deal may show)."""
    return Counter(state.received(seat))
