"""Leads (G5.2, G5.3): splitting a lead into units, hints, and whether a throw stands.

The split, the candidate units, whether hinted units are tractors and the throw check are
the core's (compiled: ``csrc/units.c``, ``csrc/tricks.c``); reading a hint's words stays
here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from types import ModuleType

from ...cards import Card
from ...errors import IllegalAction
from . import _core
from .rules import Rules
from .trump import Trump, parse_shengji_cards
from .units import LeadFormat, Unit, make_unit, order_units, unit_kind


def candidate_units(counts: Mapping[Card, int], trump: Trump, rules: Rules) -> list[Unit]:
    """The group of each card (all its copies) and every maximal tractor of each width
    (compiled: ``csrc/units.c``)."""
    return _core.candidate_units(counts, trump, rules)  # type: ignore[no-any-return]


def hint_kind(kind: str) -> tuple[int, int] | None:
    """The (width, tractor) of a unit kind's name (``unit_kind``); None for no unit."""
    for width in range(1, 9):
        for tractor, length in ((0, 1), (1, 2)):
            if unit_kind(width, length) == kind and (width >= 2 or not tractor):
                return width, tractor
    return None


def split_lead(cards: Sequence[Card], trump: Trump, rules: Rules,
               first_kind: str | None = None, core: ModuleType = _core) -> tuple[Unit, ...]:
    """G5.2: split cards of one effective suit, always taking the largest unit next
    (compiled: ``csrc/units.c``).

    At equal size a tractor beats a plain group and a wider unit beats a narrower one.
    ``first_kind`` (a hint such as ``"pair"``) forces the kind of the first unit taken,
    taken from a larger group if need be (a pair out of a triple).
    """
    kind = None
    if first_kind is not None:
        kind = hint_kind(first_kind) or (-1, 0)
    units = core.split_lead(cards, trump, rules, kind)
    if units is None:
        raise IllegalAction("G5.2", f"these cards hold no {first_kind} for the hint")
    return units  # type: ignore[no-any-return]


def parse_lead(cards: Sequence[Card], trump: Trump, rules: Rules,
               hint: object = None, core: ModuleType = _core) -> LeadFormat:
    """G5.2: the lead's format; raises IllegalAction for mixed suits or a bad hint
    (``core``: the rules asked, compiled by default)."""
    if not cards:
        raise IllegalAction("G5.2", "a lead needs at least one card")
    suits = {trump.esuit(c) for c in cards}
    if len(suits) > 1:
        raise IllegalAction("G5.2", "a lead must be cards of one effective suit (a suit or trump)")
    esuit = suits.pop()
    if hint is None or hint == "":
        return LeadFormat(esuit, split_lead(cards, trump, rules, core=core))
    if isinstance(hint, str) and "," not in hint and " " not in hint.strip():
        return LeadFormat(esuit, split_lead(cards, trump, rules, hint.strip().lower(), core))
    return LeadFormat(esuit, units_from_hint(cards, trump, rules, hint, core))


def units_from_hint(cards: Sequence[Card], trump: Trump, rules: Rules, hint: object,
                    core: ModuleType = _core) -> tuple[Unit, ...]:
    """A hint naming every unit of a play: ``["pair S8", "single S7"]`` or
    ``"pair S8, single S7"`` (a lead's split, G5.2; a follow's reading, G5.5a)."""
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
        if unit.is_tractor and not core.is_tractor(unit, trump, rules):
            raise IllegalAction("G2.6", f"{' '.join(map(str, members))} do not form a {kind}")
        units.append(unit)
    hinted = Counter(c for u in units for c in u.all_cards())
    if hinted != Counter(cards):
        raise IllegalAction("G5.2", "the hint's units are not exactly the cards played")
    return order_units(units)


def unit_beaten_by(unit: Unit, counts: Mapping[Card, int], trump: Trump) -> bool:
    """G5.3: can a hand (cards of the unit's suit) beat this unit on its own?

    A group of n is beaten by n identical higher cards; a tractor by a tractor at
    least as wide and as long that starts higher.
    """
    return bool(_core.unit_beaten_by(unit, counts, trump))


def failed_throw(lead: LeadFormat, leader: int, hands: Sequence[Mapping[Card, int]],
                 trump: Trump, rules: Rules) -> tuple[Unit, int] | None:
    """G5.3: the forced unit and the seat that beats it, or None when the throw stands.

    ``first_beatable``: seats in play order after the leader, each checked against
    the units smallest first; the first beatable unit found is forced.
    ``smallest``: the smallest unit any seat can beat; beaten_by is the first such seat.
    """
    return _core.failed_throw(lead, leader, hands, trump, rules)  # type: ignore[no-any-return]
