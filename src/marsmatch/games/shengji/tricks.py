"""Who wins a trick (G5.5): reading a follow as the lead's format and comparing.

A follow can win only if all its cards are of the led suit or all are trump and it can be
read as the lead's format (its tractors and groups, singles filling the rest); among its
readings that beat the best play so far (under ``throw_evaluation_policy``: every unit
strictly higher, the highest card, or the largest units first), the strongest counts;
ties go to the earlier play. Compiled (``csrc/tricks.c``); the readable Python is the
oracle in ``tests/oracle/shengji/tricks.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import Card
from . import _core
from .rules import Rules
from .trump import Trump
from .units import LeadFormat, Unit


def trick_winner(lead: LeadFormat, plays: Sequence[tuple[int, Sequence[Card]]], trump: Trump,
                 rules: Rules) -> tuple[int, tuple[Unit, ...]]:
    """Index into ``plays`` of the winner and its reading; ties go to the earlier play."""
    return _core.trick_winner(lead, plays, trump, rules)  # type: ignore[no-any-return]
