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
  that rung.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache

from ..cards import DECK_RANKS, SUITS, Card
from ..games.shengji.follow import ladder, protection
from ..games.shengji.matching import assignments, meets
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


def declaration_cards(what: str, n: int, level: str) -> list[str]:
    card = what if what in ("LJ", "BJ") else f"{what}{level}"
    return [card] * n


def _counts(cards: Sequence[Card]) -> Counter[Card]:
    return Counter(cards)


def bury_allowed(hand: Mapping[Card, int], chosen: Sequence[Card], size: int) -> list[Card]:
    left = size - len(chosen)
    if left <= 0:
        return []
    used = _counts(chosen)
    last = CARD_INDEX[chosen[-1]] if chosen else 0
    avail = [hand.get(c, 0) - used[c] for c in CARDS]
    out = []
    above = sum(avail[last:])
    for i in range(last, len(CARDS)):
        if avail[i] >= 1 and above >= left:
            out.append(CARDS[i])
        above -= avail[i]
    return out


def lead_allowed(hand: Mapping[Card, int], chosen: Sequence[Card], trump: Trump) -> list[Card]:
    used = _counts(chosen)
    last = CARD_INDEX[chosen[-1]] if chosen else 0
    suit = trump.esuit(chosen[0]) if chosen else None
    return [c for c in CARDS[last:] if hand.get(c, 0) - used[c] >= 1
            and (suit is None or trump.esuit(c) == suit)]


class FollowOracle:
    """Exact masks for building a follow card by card (G5.4), for one hand and lead."""

    def __init__(self, hand: Mapping[Card, int], lead: LeadFormat, trump: Trump,
                 rules: Rules) -> None:
        self.n = lead.size
        self.trump = trump
        self.hand = dict(hand)
        self.suit = {c: k for c, k in hand.items() if trump.esuit(c) == lead.esuit}
        self.held = sum(self.suit.values())
        self.free = self.held <= self.n  # all suit cards, then anything
        self.placements: list[Counter[Card]] = []
        if not self.free and rules.trick_draw_policy != "no_format_based_draw":
            allow = protection(self.suit, lead, trump, rules)
            req: list[tuple[int, int]] = []
            for rung in ladder(lead.shapes, rules):
                if meets(self.suit, rung, trump, allow):
                    req = rung
                    break
            if req:
                for found in assignments(self.suit, req, trump):
                    need: Counter[Card] = Counter()
                    for (w, _), cand in found:
                        for c in cand:
                            need[c] += w
                    self.placements.append(need)
        self.required = bool(self.placements)

    def allowed(self, chosen: Sequence[Card]) -> list[Card]:
        left = self.n - len(chosen)
        if left <= 0:
            return []
        used = _counts(chosen)
        last = CARD_INDEX[chosen[-1]] if chosen else 0
        out = []
        for i in range(last, len(CARDS)):
            c = CARDS[i]
            if self.hand.get(c, 0) - used[c] >= 1 and self._feasible(used, c, i):
                out.append(c)
        return out

    def _feasible(self, used: Counter[Card], card: Card, at: int) -> bool:
        p = used.copy()
        p[card] += 1
        size = sum(p.values())
        n = self.n
        lead_suit_cards = self.suit
        if self.free:
            # Every led-suit card must be played; ones below ``at`` cannot be added later.
            for c, k in lead_suit_cards.items():
                if CARD_INDEX[c] < at and p[c] != k:
                    return False
            others = sum(k for c, k in p.items() if c not in lead_suit_cards)
            if others > n - self.held:
                return False
            suit_left = self.held - sum(p[c] for c in lead_suit_cards)
            extra = n - size - suit_left
            if extra < 0:
                return False
            room = sum(self.hand.get(c, 0) - p[c] for c in CARDS[at:]
                       if c not in lead_suit_cards)
            return room >= extra
        if card not in lead_suit_cards:
            return False
        room_above = sum(k - p[c] for c, k in lead_suit_cards.items() if CARD_INDEX[c] >= at)
        if not self.required:
            return room_above >= n - size
        for need in self.placements:
            if any(k > p[c] for c, k in need.items() if CARD_INDEX[c] < at):
                continue
            extra_need = sum(max(0, k - p[c]) for c, k in need.items())
            if size + extra_need > n:
                continue
            # after taking the placement, the rest is filled from suit cards >= at
            room = room_above - extra_need
            if room >= n - size - extra_need:
                return True
        return False
