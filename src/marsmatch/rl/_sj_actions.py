"""Shengji actions for RL: a fixed vocabulary per deck count, plays built card by card.

Vocabulary (``Discrete(A)``, A = 60 / 66 / 72 for 1 / 2 / 3 decks):

* ``0`` -- pass (declaring phase, G3.1);
* ``1 ..`` -- declare: ``n`` copies of the level card of suit S/H/D/C (n = 1..decks), then
  ``n`` identical Little / Big Jokers (n = 2..decks; no-trump), G3.2;
* then 54 *card* actions, one per distinct card (S2..SA, H2..HA, D2..DA, C2..CA, LJ, BJ);
* last, ``end`` -- finish a lead.

Burying, leading and following are built one card per step, in non-decreasing card
index (so each multiset has exactly one action sequence). Masks are exact: a card is
allowed only if some legal completion contains the cards chosen so far plus it:

* bury (G4.1): exactly ``kitty_size`` cards from the hand;
* lead (G5.2): cards of one effective suit; ``end`` once at least one card is chosen
  (several units of one suit are a throw; the engine decides whether it stands, G5.3);
* follow (G5.4): as many cards as were led; all of the led suit first; when the hand holds
  more than that, the follow must contain the first rung of the follow ladder the hand can
  meet (the engine's ``check_follow``); feasibility is decided over the placements of
  that rung. Where the engine's protection refuses a card held in more copies than a
  group's width (``longer_tuples_protected``), the check also looks at what stays in the
  hand (a whole triple does not fill a pair slot while a genuine pair stays behind), so
  those masks come from a search over completions judged by ``check_follow`` itself.

The card steps become engine actions (``Declare``, ``Bury``, ``Play``) that the
environment applies through the engine's checked ``apply_action``. Which card may come
next is decided by compiled code (``games.shengji.steps``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from ..cards import DECK_RANKS, SUITS, Card
from ..games.shengji import steps
from ..games.shengji.rules import Rules
from ..games.shengji.trump import Trump
from ..games.shengji.units import LeadFormat

CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in DECK_RANKS) + (
    Card("LJ"), Card("BJ"))
CARD_INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
PASS = 0


@cache
def declarations(decks: int) -> tuple[tuple[str, int], ...]:
    """Declaration actions in order: (suit letter or LJ/BJ, number of cards)."""
    out = [(s, n) for s in SUITS for n in range(1, decks + 1)]
    out += [(j, n) for j in ("LJ", "BJ") for n in range(2, decks + 1)]
    return tuple(out)


class Layout:
    """Where each action group starts for a deck count."""

    def __init__(self, decks: int) -> None:
        self.decks = decks
        self.declarations = declarations(decks)
        self.declare_index = {d: 1 + i for i, d in enumerate(self.declarations)}
        self.card0 = 1 + len(self.declarations)
        self.end = self.card0 + len(CARDS)
        self.size = self.end + 1

    def card_action(self, card: Card) -> int:
        return self.card0 + CARD_INDEX[card]

    def describe(self, action: int) -> str:
        if action == PASS:
            return "pass"
        if action < self.card0:
            what, n = self.declarations[action - 1]
            return f"declare {n} x {what if what in ('LJ', 'BJ') else 'level ' + what}"
        if action < self.end:
            return f"card {CARDS[action - self.card0]}"
        return "end lead"


def declaration_cards(what: str, n: int, level: str) -> tuple[Card, ...]:
    """The cards of a declaration action: ``n`` level cards of a suit, or ``n`` jokers."""
    card = Card(what) if what in ("LJ", "BJ") else Card(level, what)
    return (card,) * n


def bury_allowed(hand: Mapping[Card, int], chosen: Sequence[Card], size: int) -> list[Card]:
    """Cards the next bury step may add (compiled: ``games.shengji.steps``)."""
    return steps.bury_next(hand, chosen, size)


def lead_allowed(hand: Mapping[Card, int], chosen: Sequence[Card], trump: Trump) -> list[Card]:
    """Cards the next lead step may add: one effective suit, non-decreasing."""
    return steps.lead_next(hand, chosen, trump)


class FollowOracle:
    """Exact masks for building a follow card by card (G5.4), for one hand and lead.

    A card is allowed when some completion (cards of the same or a higher index) is a
    legal follow: all led-suit cards first when the hand holds no more than were led;
    otherwise only led-suit cards, holding a placement of the required rung. That is
    exact unless the engine's protection refuses a card held in more copies than a
    group's width: then the follow check also weighs the cards left in hand, and the
    oracle searches completions, each judged by the follow check itself. Compiled
    (``games.shengji.steps``).
    """

    def __init__(self, hand: Mapping[Card, int], lead: LeadFormat, trump: Trump,
                 rules: Rules) -> None:
        self.n = lead.size
        self._follower = steps.Follower(hand, lead, trump, rules)
        #: whether the follow must hold a placement of a rung that is not empty
        self.required: bool = self._follower.required

    def allowed(self, chosen: Sequence[Card]) -> list[Card]:
        """Cards the next step may add to ``chosen`` (non-decreasing card index)."""
        return self._follower.allowed(chosen)
