"""A live table's match keeps its finished rounds small, so its memory stays flat however
long it plays: once the next round is dealt, a finished round is kept in the engine's
``Match.rounds`` as the few facts a match reads back (:class:`SettledRound`)."""

from __future__ import annotations

from typing import Any


class SettledRound:
    """What a match reads back of a finished round: its banker and points. Anything else a
    match asks of it is an AttributeError, and :func:`deal_next` then keeps the real state."""

    __slots__ = ("_scores", "banker", "finished")

    def __init__(self, state: Any) -> None:
        self.banker = state.banker
        self.finished = True
        scores = getattr(state, "scores", None)
        self._scores = tuple(scores()) if callable(scores) else None

    def scores(self) -> list[int]:
        if self._scores is None:
            raise AttributeError("scores")
        return list(self._scores)


def deal_next(match: Any, current: Any, seed: str) -> Any:
    """The match's next round from ``seed``; ``current`` (the round just played) is kept as
    a :class:`SettledRound` if the match needs no more of it."""
    rounds = getattr(match, "rounds", None)
    last = rounds[-1] if isinstance(rounds, list) and rounds else None
    if last is None or last is not current or not getattr(last, "finished", False):
        return match.new_round(seed)
    assert isinstance(rounds, list)
    rounds[-1] = SettledRound(last)
    try:
        match.summary()
    except AttributeError:  # this match needs more of its rounds: keep them whole
        rounds[-1] = last
    return match.new_round(seed)
