"""Oracle (tests only): Leads (G5.2, G5.3): splitting a lead into units, hints, and whether a throw stands."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from marsmatch.cards import Card
from marsmatch.errors import IllegalAction
from marsmatch.games.shengji.rules import Rules

from .matching import placements
from .trump import Trump, parse_shengji_cards
from .units import (
    ALLOW_ALL,
    LeadFormat,
    Unit,
    cards_by_position,
    counts_of,
    make_unit,
    order_units,
    take_cards,
    unit_kind,
)


def candidate_units(counts: Mapping[Card, int], trump: Trump, rules: Rules) -> list[Unit]:
    """The group of each card (all its copies) and every maximal tractor of each width."""
    out = [make_unit(trump, n, (c,)) for c, n in counts.items()]
    top_width = max(counts.values(), default=0)
    for width in range(rules.tractor_min_width, top_width + 1):
        by_pos = cards_by_position(counts, trump, width, ALLOW_ALL)
        run: list[Card] = []
        last = None
        for p in sorted(by_pos):
            best = max(by_pos[p], key=lambda c: (counts[c], trump.sort_key(c)))
            if last is not None and p == last + 1:
                run.append(best)
            else:
                if len(run) >= rules.tractor_min_length:
                    out.append(make_unit(trump, width, run))
                run = [best]
            last = p
        if len(run) >= rules.tractor_min_length:
            out.append(make_unit(trump, width, run))
    return out


def _unit_key(u: Unit) -> tuple[int, bool, int, int]:
    return (u.size, u.is_tractor, u.width, u.top)


def split_lead(cards: Sequence[Card], trump: Trump, rules: Rules,
               first_kind: str | None = None) -> tuple[Unit, ...]:
    """G5.2: split cards of one effective suit, always taking the largest unit next.

    At equal size a tractor beats a plain group and a wider unit beats a narrower one.
    ``first_kind`` (a hint such as ``"pair"``) forces the kind of the first unit taken.
    """
    counts = counts_of(cards)
    units: list[Unit] = []
    while counts:
        cands = candidate_units(counts, trump, rules)
        if first_kind is not None and not units:
            cands = [u for u in cands if u.kind == first_kind] or _sub_units(
                counts, trump, rules, first_kind)
            if not cands:
                raise IllegalAction("G5.2", f"these cards hold no {first_kind} for the hint")
        best = max(cands, key=_unit_key)
        units.append(best)
        take_cards(counts, best.cards, best.width)
    return order_units(units)


def _sub_units(counts: Mapping[Card, int], trump: Trump, rules: Rules, kind: str) -> list[Unit]:
    """Units of ``kind`` taken from larger groups (a hint may ask for a pair out of a triple)."""
    out = []
    for width in range(1, max(counts.values(), default=0) + 1):
        for length in range(1, 14):
            if unit_kind(width, length) != kind:
                continue
            if length > 1 and (width < rules.tractor_min_width
                               or length < rules.tractor_min_length):
                continue
            for cand in placements(counts, (width, length), trump):
                out.append(make_unit(trump, width, cand))
    return out


def parse_lead(cards: Sequence[Card], trump: Trump, rules: Rules,
               hint: object = None) -> LeadFormat:
    """G5.2: the lead's format; raises IllegalAction for mixed suits or a bad hint."""
    if not cards:
        raise IllegalAction("G5.2", "a lead needs at least one card")
    suits = {trump.esuit(c) for c in cards}
    if len(suits) > 1:
        raise IllegalAction("G5.2", "a lead must be cards of one effective suit (a suit or trump)")
    esuit = suits.pop()
    if hint is None or hint == "":
        return LeadFormat(esuit, split_lead(cards, trump, rules))
    if isinstance(hint, str) and "," not in hint and " " not in hint.strip():
        return LeadFormat(esuit, split_lead(cards, trump, rules, first_kind=hint.strip().lower()))
    return LeadFormat(esuit, _units_from_hint(cards, trump, rules, hint))


def _units_from_hint(cards: Sequence[Card], trump: Trump, rules: Rules,
                     hint: object) -> tuple[Unit, ...]:
    """A hint naming every unit: ``["pair S8", "single S7"]`` or ``"pair S8, single S7"``."""
    parts = hint.split(",") if isinstance(hint, str) else hint
    if not isinstance(parts, (list, tuple)):
        raise IllegalAction("G5.2", f"the hint {hint!r} is not a unit kind or a list of units")
    units = []
    for part in parts:
        words = str(part).split()
        if len(words) < 2:
            raise IllegalAction("G5.2", f"the hint part {part!r} is not like 'pair S8'")
        kind, members = words[0].lower(), parse_shengji_cards(words[1:])
        width = next((w for w in range(1, 9) if unit_kind(w, len(members)) == kind), None)
        if width is None:
            raise IllegalAction("G5.2", f"the hint part {part!r} is not a unit")
        unit = make_unit(trump, width, members)
        if unit.is_tractor and not _is_tractor(unit, trump, rules):
            raise IllegalAction("G2.6", f"{' '.join(map(str, members))} do not form a {kind}")
        units.append(unit)
    hinted = Counter(c for u in units for c in u.all_cards())
    if hinted != Counter(cards):
        raise IllegalAction("G5.2", "the hint's units are not exactly the cards played")
    return order_units(units)


def _is_tractor(unit: Unit, trump: Trump, rules: Rules) -> bool:
    if unit.width < rules.tractor_min_width or unit.length < rules.tractor_min_length:
        return False
    if len({trump.esuit(c) for c in unit.cards}) != 1:
        return False
    return all(trump.adjacent(a, b) for a, b in zip(unit.cards, unit.cards[1:]))


def unit_beaten_by(unit: Unit, counts: Mapping[Card, int], trump: Trump) -> bool:
    """G5.3: can a hand (cards of the unit's suit) beat this unit on its own?

    A group of n is beaten by n identical higher cards; a tractor by a tractor at
    least as wide and as long that starts higher.
    """
    by_pos = cards_by_position(counts, trump, unit.width, ALLOW_ALL)
    if unit.length == 1:
        return any(p > unit.low for p in by_pos)
    return any(p > unit.low and all(p + i in by_pos for i in range(1, unit.length))
               for p in by_pos)


def failed_throw(lead: LeadFormat, leader: int, hands: Sequence[Mapping[Card, int]],
                 trump: Trump, rules: Rules) -> tuple[Unit, int] | None:
    """G5.3: the forced unit and the seat that beats it, or None when the throw stands.

    ``first_beatable``: seats in play order after the leader, each checked against
    the units smallest first; the first beatable unit found is forced.
    ``smallest``: the smallest unit any seat can beat; beaten_by is the first such seat.
    """
    if not lead.is_throw:
        return None
    seats = [(leader + k) % 4 for k in range(1, 4)]
    suit_hands = [{c: n for c, n in hands[s].items() if trump.esuit(c) == lead.esuit}
                  for s in seats]
    units = sorted(lead.units, key=lambda u: (u.size, u.strength))
    if rules.failed_throw == "first_beatable":
        for seat, hand in zip(seats, suit_hands):
            for u in units:
                if unit_beaten_by(u, hand, trump):
                    return u, seat
        return None
    for u in units:
        for seat, hand in zip(seats, suit_hands):
            if unit_beaten_by(u, hand, trump):
                return u, seat
    return None
