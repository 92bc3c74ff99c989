"""A live table's match keeps its finished rounds small, so its memory stays flat however
long it plays: once the next round is dealt, a finished round is kept in the engine's
``Match.rounds`` as its ``RoundSummary`` (``match.settle``, games/protocol.py): the few
facts a match reads back of a past round."""

from __future__ import annotations

from typing import Any

from ..games.protocol import MatchState


def deal_next(match: MatchState, current: Any, seed: str) -> Any:
    """The match's next round from ``seed``; ``current`` (the round just played) is kept
    as its summary once finished."""
    rounds = match.rounds
    if rounds and rounds[-1] is current and getattr(current, "finished", False):
        match.settle(len(rounds) - 1)
    return match.new_round(seed)
