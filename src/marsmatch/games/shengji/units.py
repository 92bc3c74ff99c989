"""Units and lead formats (G2.4-G2.6, G5.2): the vocabulary of Shengji play.

* a *unit* is ``width`` copies of each of ``length`` adjacent cards of one effective
  suit: a single (1x1), pair (2x1), triple (3x1), tractor (2xL, L>=2) or Titanic
  (3xL, L>=2); wider groups exist only with more than 3 decks;
* a *shape* is the pair ``(width, length)`` of a unit;
* a *requirement* is a list of shapes of width >= 2 that some cards must contain
  disjointly (singles are free filler);
* a *lead format* is a lead split into units, largest first.

Hands in these modules are ``dict[Card, int]`` (card -> copies held), in the order the
cards came: that order decides ties in several rules, and the compiled core
(``_core``, docs/compiled-core.md) keeps it. Making and ordering units is compiled; the
values and their words for people are here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ... import words
from ...cards import Card
from . import _core
from .trump import TRUMP, all_cards

Shape = tuple[int, int]  # (width, length)

#: Which cards a shape of some width may take: ``allow(card, width)``.
Allow = Callable[[Card, int], bool]

_GROUP_NAMES = {1: "single", 2: "pair", 3: "triple"}

#: Every card may be taken for every shape.
ALLOW_ALL: Allow = _core.ALLOW_ALL


@dataclass(frozen=True, slots=True)
class Unit:
    """One unit of a play: ``width`` copies of each card in ``cards`` (low to high)."""

    width: int
    cards: tuple[Card, ...]
    esuit: str
    low: int  # position of the lowest member (G2.3 order)
    top: int  # position of the highest member

    @property
    def length(self) -> int:
        return len(self.cards)

    @property
    def size(self) -> int:
        return self.width * len(self.cards)

    @property
    def shape(self) -> Shape:
        return (self.width, len(self.cards))

    @property
    def is_tractor(self) -> bool:
        return len(self.cards) >= 2

    @property
    def kind(self) -> str:
        return unit_kind(self.width, len(self.cards))

    @property
    def strength(self) -> tuple[int, int]:
        """Comparable strength of same-shaped units: trump first, then the lowest member."""
        return (1 if self.esuit == TRUMP else 0, self.low)

    def all_cards(self) -> list[Card]:
        return [c for c in self.cards for _ in range(self.width)]

    def describe(self) -> str:
        """``"pair S8"``, ``"single S7"``, ``"tractor S8 S9"``, ``"titanic S5 S6"``."""
        return f"{self.kind} " + " ".join(str(c) for c in self.cards)


def unit_kind(width: int, length: int) -> str:
    if length == 1:
        return _GROUP_NAMES.get(width, f"{width}-tuple")
    if width == 2:
        return "tractor"
    if width == 3:
        return "titanic"
    return f"{width}-tractor"


# --- units in words (messages, words/*/shengji.ftl) -------------------------------------
def requirement_msg(req: Sequence[Shape]) -> dict[str, Any]:
    """``"a tractor of 2 and 2 pairs"``: the shapes a follow must contain (G5.4)."""
    parts = [words.msg("sj-shape", n=n, kind=unit_kind(w, length), length=length)
             for (w, length), n in Counter(req).items()]
    if not parts:
        return words.msg("sj-nothing")
    said = parts[0]
    for part in parts[1:]:
        said = words.msg("sj-and", a=said, b=part)
    return said


def unit_msg(kind: str, cards: Sequence[str]) -> dict[str, Any]:
    """One unit of a lead (G2.6): a single, "a pair of Q♠", "a tractor 6♣–7♣"."""
    return words.msg("sj-unit", kind=kind, cards=words.cards(cards),
                     first=words.cards(cards[:1]),
                     span=words.cards(cards[:1]) if len(cards) < 2 else
                     words.msg("sj-span", low=words.cards(cards[:1]),
                               high=words.cards(cards[-1:])))


def units_msg(units: Sequence[str]) -> list[dict[str, Any]]:
    """Units as they describe themselves (``"pair SQ"``), each in words."""
    out = []
    for u in units:
        kind, _sp, cards = u.partition(" ")
        out.append(unit_msg(kind, cards.split()))
    return out


def lead_msg(units: Sequence[str]) -> dict[str, Any]:
    """A lead's units (``["pair SQ", "single SA"]``) in words: one unit, or a throw."""
    parts = units_msg(units)
    return parts[0] if len(parts) == 1 else words.msg("sj-throw", parts=parts)


#: A unit of ``width`` copies of ``cards`` under a trump, its cards sorted by position.
make_unit: Callable[[Any, int, Sequence[Card]], Unit] = _core.make_unit


@dataclass(frozen=True, slots=True)
class LeadFormat:
    """A lead split into units (G5.2), largest first."""

    esuit: str
    units: tuple[Unit, ...]

    @property
    def size(self) -> int:
        return sum(u.size for u in self.units)

    @property
    def shapes(self) -> list[Shape]:
        return [u.shape for u in self.units]

    @property
    def is_throw(self) -> bool:
        return len(self.units) > 1

    @property
    def has_tractor(self) -> bool:
        return any(u.is_tractor for u in self.units)

    def describe(self) -> list[str]:
        return [u.describe() for u in self.units]


#: Units largest first; at equal size tractors first, then stronger first.
order_units: Callable[[Iterable[Unit]], tuple[Unit, ...]] = _core.order_units


def counts_of(cards: Iterable[Card]) -> dict[Card, int]:
    return dict(Counter(cards))


def shape_key(s: Shape) -> tuple[int, int, int]:
    return (s[0] * s[1], s[1], s[0])


def take_cards(counts: dict[Card, int], cards: tuple[Card, ...], width: int) -> None:
    for c in cards:
        n = counts[c] - width
        if n:
            counts[c] = n
        else:
            del counts[c]


def give_cards(counts: dict[Card, int], cards: tuple[Card, ...], width: int) -> None:
    for c in cards:
        counts[c] = counts.get(c, 0) + width


_core.bind(all_cards(), Unit, LeadFormat)
