"""Who wins a trick (G5.5, G5.5a): reading a follow as the lead's format and comparing.

A follow can win only if all its cards are of the led suit or all are trump and it can be
read as the lead's format (its tractors and groups, singles filling the rest) in a way
that beats the best play so far (under ``throw_evaluation_policy``: every unit strictly
higher, the highest card, or the largest units first); it is then read as its player's
hint names, or else the way hardest to beat (G5.5a); ties go to the earlier play. The
core's (``csrc/tricks.c``; ``marsmatch.reference.shengji.tricks`` reads the same).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import Card
from . import _core
from .rules import Rules
from .trump import Trump
from .units import LeadFormat, Unit


def trick_winner(lead: LeadFormat, plays: Sequence[tuple[int, Sequence[Card]]], trump: Trump,
                 rules: Rules, hints: Sequence[Sequence[Unit] | None] = ()
                 ) -> tuple[int, tuple[Unit, ...]]:
    """Index into ``plays`` of the winner and how it reads; ties go to the earlier play
    (``hints``: each play's named reading, its units, or None)."""
    return _core.trick_winner(lead, plays, trump, rules, hints)  # type: ignore[no-any-return]
