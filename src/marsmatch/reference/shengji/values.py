"""The engine's value types, handed over once (``bind``), as they are to the compiled core:
the 54 cards, ``Unit`` and ``LeadFormat`` (``games/shengji/units.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .order import Order

_types: dict[str, Any] = {}


def bind(cards: Sequence[Any], unit_type: Any, lead_format_type: Any) -> None:
    """Hand over the 54 cards in number order and the unit and lead-format types."""
    if len(cards) != 54:
        raise ValueError("54 cards")
    _types.update(cards=tuple(cards), Unit=unit_type, LeadFormat=lead_format_type)


def cards() -> tuple[Any, ...]:
    return _types["cards"]  # type: ignore[no-any-return]


def make_unit_of(order: Order, width: int, members: Sequence[Any]) -> Any:
    """A unit of ``width`` copies of each of ``members``, sorted by position (G2.3)."""
    if not members:
        raise ValueError("a unit holds at least one card")
    ms = tuple(sorted(members, key=order.pos))
    return _types["Unit"](width, ms, order.esuit(ms[0]), order.pos(ms[0]), order.pos(ms[-1]))


def lead_format(esuit: str, units: Sequence[Any]) -> Any:
    return _types["LeadFormat"](esuit, tuple(units))
