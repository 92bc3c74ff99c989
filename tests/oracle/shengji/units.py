"""Oracle (tests only): units and lead formats (G2.4-G2.6, G5.2): the vocabulary of Shengji play.

* a *unit* is ``width`` copies of each of ``length`` adjacent cards of one effective
  suit: a single (1x1), pair (2x1), triple (3x1), tractor (2xL, L>=2) or Titanic
  (3xL, L>=2); wider groups exist only with more than 3 decks;
* a *shape* is the pair ``(width, length)`` of a unit;
* a *requirement* is a list of shapes of width >= 2 that some cards must contain
  disjointly (singles are free filler);
* a *lead format* is a lead split into units, largest first.

Hands in these modules are ``dict[Card, int]`` (card -> copies held).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence

from marsmatch.cards import Card
from marsmatch.games.shengji.units import LeadFormat, Unit  # noqa: F401 (re-exported)

from .trump import TRUMP, Trump

Shape = tuple[int, int]  # (width, length)


Allow = Callable[[Card, int], bool]


_GROUP_NAMES = {1: "single", 2: "pair", 3: "triple"}


ALLOW_ALL: Allow = lambda card, width: True


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


def make_unit(trump: Trump, width: int, cards: Sequence[Card]) -> Unit:
    members = tuple(sorted(cards, key=trump.pos))
    return Unit(width, members, trump.esuit(members[0]), trump.pos(members[0]),
                trump.pos(members[-1]))


def order_units(units: Iterable[Unit]) -> tuple[Unit, ...]:
    """Largest first; at equal size tractors first, then stronger first."""
    return tuple(sorted(units, key=lambda u: (u.size, u.length, u.width, u.strength),
                        reverse=True))


def counts_of(cards: Iterable[Card]) -> dict[Card, int]:
    return dict(Counter(cards))


def cards_by_position(counts: Mapping[Card, int], trump: Trump, width: int,
            allow: Allow) -> dict[int, list[Card]]:
    by_pos: dict[int, list[Card]] = {}
    for c, n in counts.items():
        if n >= width and allow(c, width):
            by_pos.setdefault(trump.pos(c), []).append(c)
    return by_pos


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


def esuit_name(esuit: str) -> str:
    return "trump" if esuit == TRUMP else {"S": "spade", "H": "heart", "D": "diamond",
                                           "C": "club"}[esuit]


def suit_plural(esuit: str) -> str:
    return "trump" if esuit == TRUMP else esuit_name(esuit) + "s"
