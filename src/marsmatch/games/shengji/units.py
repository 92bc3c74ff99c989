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


def describe_shape(shape: Shape) -> str:
    w, length = shape
    if length == 1:
        return "a " + unit_kind(w, 1)
    return f"a {unit_kind(w, length)} of {length}"


def describe_requirement(req: Sequence[Shape]) -> str:
    """``"a tractor of 2 and 2 pairs"``: the shapes a follow must contain."""
    if not req:
        return "nothing"
    parts = []
    for shape, n in Counter(req).items():
        one = describe_shape(shape)
        if n == 1:
            parts.append(one)
        else:
            noun = one[2:]
            head, _, tail = noun.partition(" of ")
            parts.append(f"{n} {head}s" + (f" of {tail}" if tail else ""))
    return " and ".join(parts)


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


def esuit_name(esuit: str) -> str:
    return "trump" if esuit == TRUMP else {"S": "spade", "H": "heart", "D": "diamond",
                                           "C": "club"}[esuit]


def suit_plural(esuit: str) -> str:
    return "trump" if esuit == TRUMP else esuit_name(esuit) + "s"


_core.bind(all_cards(), Unit, LeadFormat)
