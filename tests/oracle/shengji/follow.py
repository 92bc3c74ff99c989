"""Oracle (tests only): Following (G5.4): the follow ladder, protections, checking and building follows.

The *ladder* of a lead is the sequence of ever weaker requirements a follow must meet:
the first rung the follower's hand can meet is the rung the follow must meet.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence

from marsmatch.cards import Card
from marsmatch.errors import IllegalAction
from marsmatch.games.shengji.rules import Rules

from .matching import assignments, meets, multiset_combinations
from .trump import Trump, card_points
from .units import (
    ALLOW_ALL,
    Allow,
    LeadFormat,
    Shape,
    cards_by_position,
    counts_of,
    describe_requirement,
    esuit_name,
    shape_key,
    suit_plural,
    take_cards,
)


def ladder(shapes: Sequence[Shape], rules: Rules) -> Iterator[list[Shape]]:
    """G5.4: the lead's requirement, then ever weaker ones, ending with no requirement.

    Each step breaks the largest shape one notch: a Titanic becomes a tractor of pairs
    of the same length; a tractor longer than the minimum loses one group (which
    stays as a separate group); a minimum-length tractor becomes its groups; a triple
    becomes a pair; a pair becomes two singles (no requirement).
    """
    req = sorted((s for s in shapes if s[0] >= 2), key=shape_key, reverse=True)
    yield req
    while req:
        i = max(range(len(req)), key=lambda k: shape_key(req[k]))
        w, length = req[i]
        rest = req[:i] + req[i + 1:]
        if length >= 2:
            if w - 1 >= max(2, rules.tractor_min_width):
                new = [(w - 1, length)]
            elif length - 1 >= rules.tractor_min_length:
                new = [(w, length - 1), (w, 1)]
            else:
                new = [(w, 1)] * length
        else:
            new = [(w - 1, 1)] if w - 1 >= 2 else []
        req = sorted(rest + new, key=shape_key, reverse=True)
        yield req


def hand_tractor_cards(counts: Mapping[Card, int], trump: Trump, rules: Rules) -> set[Card]:
    """Cards of a hand that belong to some tractor it holds (for tractor protection)."""
    by_pos = cards_by_position(counts, trump, rules.tractor_min_width, ALLOW_ALL)
    out: set[Card] = set()
    positions = sorted(by_pos)
    run: list[int] = []
    for p in positions + [None]:  # type: ignore[list-item]
        if p is not None and run and p == run[-1] + 1:
            run.append(p)
            continue
        if len(run) >= rules.tractor_min_length:
            for q in run:
                out.update(by_pos[q])
        run = [p] if p is not None else []
    return out


_LONGER = ("longer_tuples_protected", "longer_tuples_protected_and_only_draw_tractor_on_tractor")


def protects_longer_tuples(rules: Rules) -> bool:
    """Whether a group held in more copies than a shape's width is protected (G5.4)."""
    return rules.trick_draw_policy in _LONGER


def protection(hand_suit: Mapping[Card, int], lead: LeadFormat, trump: Trump,
               rules: Rules) -> Allow:
    """Which hand cards the ladder may demand, under ``trick_draw_policy`` (G5.4).

    ``longer_tuples_protected``: a card held in more copies than a shape's width is
    not demanded for it (a pair lead does not draw a triple).
    ``only_draw_tractor_on_tractor``: when no tractor was led, cards of a tractor
    in the hand are not demanded (pairs do not draw a tractor apart).
    """
    policy = rules.trick_draw_policy
    longer = protects_longer_tuples(rules)
    tractor = policy in ("only_draw_tractor_on_tractor",
                         "longer_tuples_protected_and_only_draw_tractor_on_tractor")
    shielded = hand_tractor_cards(hand_suit, trump, rules) if tractor and not lead.has_tractor \
        else set()
    if not longer and not shielded:
        return ALLOW_ALL

    def allow(card: Card, width: int) -> bool:
        if longer and hand_suit.get(card, 0) > width:
            return False
        return card not in shielded

    return allow


def check_follow(hand: Mapping[Card, int], lead: LeadFormat, cards: Sequence[Card],
                 trump: Trump, rules: Rules) -> None:
    """G5.4: raise IllegalAction unless ``cards`` (already known to be held) follow ``lead``."""
    n = lead.size
    if len(cards) != n:
        raise IllegalAction("G5.4", f"play {n} card{'s' if n != 1 else ''}, as many as were led")
    held = sum(k for c, k in hand.items() if trump.esuit(c) == lead.esuit)
    played = sum(1 for c in cards if trump.esuit(c) == lead.esuit)
    suit_name = esuit_name(lead.esuit)
    if played < min(n, held):
        raise IllegalAction(
            "G5.4", f"you hold {held} {suit_name} card{'s' if held != 1 else ''}; "
            f"play {min(n, held)} of them before any other card")
    if held <= n or rules.trick_draw_policy == "no_format_based_draw":
        return
    play_counts = counts_of(cards)
    hand_suit = {c: k for c, k in hand.items() if trump.esuit(c) == lead.esuit}
    allow = protection(hand_suit, lead, trump, rules)
    for req in ladder(lead.shapes, rules):
        if meets(play_counts, req, trump):
            if protects_longer_tuples(rules):
                _check_genuine_tuples(hand_suit, play_counts, req, trump, allow, lead.esuit)
            return
        if meets(hand_suit, req, trump, allow):
            raise IllegalAction(
                "G5.4", f"you can play {describe_requirement(req)} in {suit_plural(lead.esuit)}, "
                "so your follow must include it")


def _check_genuine_tuples(hand_suit: Mapping[Card, int], play_counts: Mapping[Card, int],
                          req: Sequence[Shape], trump: Trump, allow: Allow, esuit: str) -> None:
    """G5.4 under ``longer_tuples_protected``: a longer tuple in the follow (a triple)
    does not fill a shorter group of the requirement (a pair) while the cards left in
    the hand hold a genuine one; a group of exactly that many copies in the follow does."""
    rest = dict(hand_suit)
    for c, k in play_counts.items():
        if c in rest:
            rest[c] -= k
    for width in sorted({w for w, length in req if length == 1 and w >= 2}):
        slots = sum(1 for w, length in req if (w, length) == (width, 1))
        exact = sum(1 for k in play_counts.values() if k == width)
        missing = slots - exact
        if missing > 0 and meets(rest, [(width, 1)] * missing, trump, allow):
            group = describe_requirement([(width, 1)] * missing)
            raise IllegalAction(
                "G5.4", f"you hold {group} in {suit_plural(esuit)} as such; a longer group "
                "broken up in your follow does not count in its place")


def construct_follow(hand: Mapping[Card, int], lead: LeadFormat, trump: Trump, rules: Rules,
                     rng: random.Random | None = None) -> list[Card]:
    """A legal follow: random with ``rng``, else the minimal one (lowest cards, few points).

    Built from the ladder itself, so it is legal by construction: it meets the first
    rung the hand can meet and fills the rest with cards of the led suit.
    """
    n = lead.size
    suit_cards = [c for c, k in hand.items() if trump.esuit(c) == lead.esuit for _ in range(k)]
    if len(suit_cards) <= n:
        others = [c for c, k in hand.items() if trump.esuit(c) != lead.esuit for _ in range(k)]
        return suit_cards + _pick(others, n - len(suit_cards), trump, rng)
    if rules.trick_draw_policy == "no_format_based_draw":
        return _pick(suit_cards, n, trump, rng)
    hand_suit = counts_of(suit_cards)
    allow = protection(hand_suit, lead, trump, rules)
    for req in ladder(lead.shapes, rules):
        if not meets(hand_suit, req, trump, allow):
            continue
        found = next(assignments(hand_suit, req, trump, allow, rng=rng), None)
        if found is None:  # pragma: no cover - meets() said a way exists
            continue
        rest = dict(hand_suit)
        out: list[Card] = []
        for (w, _), cand in found:
            take_cards(rest, cand, w)
            out.extend(c for c in cand for _ in range(w))
        remaining = [c for c, k in rest.items() for _ in range(k)]
        return out + _pick(remaining, n - len(out), trump, rng)
    raise AssertionError("the last rung of the ladder is always met")  # pragma: no cover


def _pick(cards: list[Card], k: int, trump: Trump, rng: random.Random | None) -> list[Card]:
    if k <= 0:
        return []
    if rng is not None:
        return rng.sample(cards, k)
    return sorted(cards, key=lambda c: (card_points(c) > 0, trump.strength(c),
                                        trump.sort_key(c)))[:k]


def legal_follows(hand: Mapping[Card, int], lead: LeadFormat, trump: Trump,
                  rules: Rules) -> Iterator[list[Card]]:
    """Lazily every legal follow (distinct multisets); combinatorial, so never listed whole."""
    n = lead.size
    suit = {c: k for c, k in hand.items() if trump.esuit(c) == lead.esuit}
    held = sum(suit.values())
    if held <= n:
        base = [c for c, k in suit.items() for _ in range(k)]
        others = {c: k for c, k in hand.items() if trump.esuit(c) != lead.esuit}
        for extra in multiset_combinations(others, n - held, trump.sorted(others)):
            yield base + extra
        return
    for cand in multiset_combinations(suit, n, trump.sorted(suit)):
        try:
            check_follow(hand, lead, cand, trump, rules)
        except IllegalAction:
            continue
        yield cand
