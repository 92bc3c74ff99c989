"""A MarsMatch match: a series of rounds whose points add up (R5.2), kept per player."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from typing import Any

from ...errors import IllegalAction, RecordError
from ...shuffle import new_seed, shuffled
from ...words import error
from ..protocol import RoundSummary
from .rules import Rules
from .setup import new_round, player_names
from .state import State


class Match:
    """Rounds whose points add up, per player (R5.2).

    Each round's seed is derived from the match seed (or given to ``new_round``, as the
    server does with its committed seeds), so the whole match is reproducible and every
    round verifiable on its own. With ``reseat`` (R1.2, the default) each round seats the
    players in a random order drawn from that seed; a live table keeps its seats. The
    banker is drawn from the round's seed (``banker=draw``), is the player clockwise after
    the last banker (``rotate``), or is the last round's highest scorer (``winner``; a tie
    goes to the tied player first clockwise from the last banker).
    """

    def __init__(self, rules: Rules | None = None, players: Sequence[str] | int = 4,
                 seed: str | None = None, reseat: bool = True) -> None:
        self.rules = rules or Rules()
        self.players = tuple(player_names(players))
        if reseat and len(set(self.players)) != len(self.players):
            raise error(RecordError, "err-distinct-names")
        self.seed = seed if seed is not None else new_seed()
        self.reseat = reseat
        #: each round's state, or its summary once settled (``settle``)
        self.rounds: list[State | RoundSummary] = []
        #: for each round, the index in ``players`` of the player at each seat
        self.seatings: list[list[int]] = []
        self.points = [0] * len(self.players)

    @property
    def finished(self) -> bool:
        """A MarsMatch match has no last round: the table decides when to stop."""
        return False

    def round_seed(self, index: int) -> str:
        return hmac.new(self.seed.encode(), b"round" + index.to_bytes(8, "big"),
                        hashlib.sha256).hexdigest()

    @property
    def totals(self) -> dict[str, int]:
        """Points per player name (for reseated matches, whose names are distinct)."""
        return dict(zip(self.players, self.points, strict=True))

    def _next_banker_player(self) -> int | None:
        """R5.2: the next banker as an index into ``players`` (None: drawn from the seed)."""
        if not self.rounds or self.rules.banker == "draw":
            return None
        last, seating = self.rounds[-1], self.seatings[-1]
        assert last.banker is not None  # a MarsMatch round always has one (R1.2)
        n = len(self.players)
        order = [(last.banker + i) % n for i in range(n)]
        if self.rules.banker == "rotate":
            return seating[order[1]]
        scores = last.scores()
        best = max(scores)
        return seating[next(s for s in order if scores[s] == best)]

    def new_round(self, seed: str | None = None) -> State:
        """Deal the next round (from ``seed``, else the match's own round seed); call
        ``finish_round`` once it is finished."""
        seed = seed if seed is not None else self.round_seed(len(self.rounds))
        order = list(range(len(self.players)))
        seating = shuffled(order, seed + "/seats") if self.reseat else order
        who = self._next_banker_player()
        banker = None if who is None else seating.index(who)
        state = new_round(self.rules, [self.players[i] for i in seating], seed=seed,
                          banker=banker)
        self.rounds.append(state)
        self.seatings.append(seating)
        return state

    def settle(self, index: int) -> RoundSummary:
        """Keep finished round ``index`` as what the match reads of it: banker and points."""
        state = self.rounds[index]
        if not state.finished:
            raise IllegalAction("R5.2", "the round is not finished")
        summary = RoundSummary(state.banker, tuple(state.scores()))
        self.rounds[index] = summary
        return summary

    def finish_round(self, state: State) -> None:
        if not state.finished:
            raise IllegalAction("R5.2", "the round is not finished")
        seating = self.seatings[self.rounds.index(state)]
        for seat, points in enumerate(state.scores()):
            self.points[seating[seat]] += points

    def round_points(self, index: int) -> list[int]:
        """Round ``index``'s points in the order of ``players``."""
        out = [0] * len(self.players)
        for seat, points in enumerate(self.rounds[index].scores()):
            out[self.seatings[index][seat]] = points
        return out

    def summary(self) -> dict[str, Any]:
        """Totals per player (order of ``players``) and each finished round's points."""
        return {"scores": list(self.points), "rounds": len(self.rounds), "finished": False,
                "history": [{"banker": self.seatings[i][r.banker or 0],
                             "points": self.round_points(i)}
                            for i, r in enumerate(self.rounds) if r.finished]}
