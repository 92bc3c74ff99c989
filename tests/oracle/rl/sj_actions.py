"""Oracle (tests only): the card-by-card masks of rl._sj_actions before the compiled core,
over the reference core's rules (``marsmatch.reference.shengji``).

Shengji actions for RL: a fixed vocabulary per deck count, plays built card by card.

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
environment applies through the engine's checked ``apply_action``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache

from marsmatch.cards import DECK_RANKS, SUITS, Card
from marsmatch.errors import IllegalAction
from marsmatch.games.shengji import State
from marsmatch.games.shengji.rules import Rules
from marsmatch.games.shengji.trump import Trump
from marsmatch.games.shengji.units import LeadFormat

ref = State.of("reference").core
ladder, protection, meets, assignments = ref.ladder, ref.protection, ref.meets, ref.assignments


def check_follow(hand, lead, cards, trump, rules) -> None:
    """The reference's follow check, raising IllegalAction when the follow breaks G5.4."""
    if ref.check_follow(hand, lead, cards, trump, rules)[0] != ref.FOLLOW_OK:
        raise IllegalAction("G5.4", "not a legal follow")

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
    """Exact masks for building a follow card by card (G5.4), for one hand and lead.

    A card is allowed when some completion (cards of the same or a higher index) is a
    legal follow: all led-suit cards first when the hand holds no more than were led;
    otherwise only led-suit cards, holding a placement of the required rung. That is
    exact unless the engine's protection refuses a card held in more copies than a
    group's width: then ``check_follow`` also weighs the cards left in hand, and the
    oracle searches completions, each judged by ``check_follow`` itself.
    """

    def __init__(self, hand: Mapping[Card, int], lead: LeadFormat, trump: Trump,
                 rules: Rules) -> None:
        self.n = lead.size
        self.lead = lead
        self.trump = trump
        self.rules = rules
        self.hand = dict(hand)
        self.suit = {c: k for c, k in hand.items() if trump.esuit(c) == lead.esuit}
        self.held = sum(self.suit.values())
        self.free = self.held <= self.n  # all suit cards, then anything
        self.placements: list[Counter[Card]] = []
        self.search = False
        self._known: dict[tuple[int, ...], bool] = {}
        if not self.free and rules.trick_draw_policy != "no_format_based_draw":
            allow = protection(self.suit, lead, trump, rules)
            self.search = any(not allow(c, w) for c, k in self.suit.items() for w in range(2, k))
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
        """Cards the next step may add to ``chosen`` (non-decreasing card index)."""
        if len(chosen) >= self.n:
            return []
        p = _counts(chosen)
        last = CARD_INDEX[chosen[-1]] if chosen else 0
        out = []
        for i in range(last, len(CARDS)):
            c = CARDS[i]
            if self.hand.get(c, 0) - p[c] < 1:
                continue
            p[c] += 1
            if self.free:
                ok = self._free_ok(p, i)
            else:
                ok = c in self.suit and self._completable(p, i)
                ok = ok and (not self.search or self._exists(p, i))
            p[c] -= 1
            if ok:
                out.append(c)
        return out

    def _free_ok(self, p: Counter[Card], at: int) -> bool:
        """The hand holds no more led-suit cards than were led: all of them, then any."""
        for c, k in self.suit.items():
            if CARD_INDEX[c] < at and p[c] != k:  # ones below ``at`` cannot come later
                return False
        others = sum(k for c, k in p.items() if c not in self.suit)
        if others > self.n - self.held:
            return False
        extra = self.n - sum(p.values()) - (self.held - sum(p[c] for c in self.suit))
        if extra < 0:
            return False
        room = sum(self.hand.get(c, 0) - p[c] for c in CARDS[at:] if c not in self.suit)
        return room >= extra

    def _completable(self, p: Counter[Card], at: int) -> bool:
        """Enough led-suit cards of index >= ``at`` are left to fill the follow, and some
        placement of the required rung is still reachable."""
        size = sum(p.values())
        room = sum(k - p[c] for c, k in self.suit.items() if CARD_INDEX[c] >= at)
        if room < self.n - size:
            return False
        if not self.required:
            return True
        for need in self.placements:
            if any(k > p[c] for c, k in need.items() if CARD_INDEX[c] < at):
                continue
            if size + sum(max(0, k - p[c]) for c, k in need.items()) <= self.n:
                return True
        return False

    def _exists(self, p: Counter[Card], at: int) -> bool:
        """Whether the led-suit cards ``p`` (the highest of index ``at``) complete to a
        follow that ``check_follow`` accepts; remembered per multiset."""
        key = tuple(sorted(CARD_INDEX[c] for c in p.elements()))
        if key in self._known:
            return self._known[key]
        if len(key) == self.n:
            found = self._legal(list(p.elements()))
        else:
            found = False
            for c, k in self.suit.items():
                i = CARD_INDEX[c]
                if i >= at and p[c] < k:
                    p[c] += 1
                    found = self._completable(p, i) and self._exists(p, i)
                    p[c] -= 1
                    if found:
                        break
        self._known[key] = found
        return found

    def _legal(self, cards: list[Card]) -> bool:
        try:
            check_follow(self.hand, self.lead, cards, self.trump, self.rules)
        except IllegalAction:
            return False
        return True
