"""A Shengji match: deals until a team wins (G3.3, G3.4, G6.2-G6.4)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ...errors import RulesError
from ...shuffle import new_seed
from ...words import error
from ..protocol import RoundSummary
from .events import Phase
from .rules import Rules
from .setup import new_round
from .state import State

Policy = Callable[[State, int], Any]


class Match:
    """Team levels, the next banker, and the deals played so far.

    G2.1: each team has a level, from 2 up through 3..10, J, Q, K, A, and a deal plays the
    banker team's level. The first deal is at level 2 and its banker is whoever's
    declaration stands (G3.3); later deals start at the banker team's level with the
    banker the last deal named (G3.4, G6.3).
    """

    def __init__(self, rules: Rules | None = None, players: Sequence[str] | int = 4,
                 levels: Sequence[str] = ("2", "2"), banker: int | None = None,
                 seed: str | None = None) -> None:
        self.rules = rules if isinstance(rules, Rules) else Rules.from_dict(rules)
        self.players = (tuple(f"P{i + 1}" for i in range(players)) if isinstance(players, int)
                        else tuple(players))
        self.levels = list(levels)
        self.banker = banker
        self.winner: int | None = None
        self.seed = seed if seed is not None else new_seed()
        #: each deal's state, or its summary once settled (``settle``)
        self.rounds: list[State | RoundSummary] = []
        self.deals: list[dict[str, Any]] = []

    @property
    def finished(self) -> bool:
        return self.winner is not None

    def new_round(self, seed: str | None = None) -> State:
        """The next deal's state, dealt from ``seed`` (else the match's seed and the deal's
        number)."""
        if self.finished:
            raise error(RulesError, "err-match-over", team=str(self.winner))
        seed = seed if seed is not None else f"{self.seed}/{len(self.rounds)}"
        level = "2" if self.banker is None else self.levels[self.banker % 2]
        start = {"phase": "declare", "level": level, "levels": list(self.levels)}
        state = new_round(self.rules, self.players, seed=seed, start=start, banker=self.banker)
        self.rounds.append(state)
        return state

    def settle(self, index: int) -> RoundSummary:
        """Keep finished deal ``index`` as its summary (the match reads its deals' results
        from ``deals``, kept when each was finished)."""
        state = self.rounds[index]
        if not state.finished:
            raise error(RulesError, "err-deal-unfinished")
        summary = RoundSummary(state.banker)
        self.rounds[index] = summary
        return summary

    def finish_round(self, state: State) -> None:
        """Take a finished deal's result: levels, next banker, winner (a redeal changes nothing)."""
        if not state.finished:
            raise error(RulesError, "err-deal-unfinished")
        summary: dict[str, Any] = {"seed": state.seed, "banker": state.banker,
                                   "level": state.level}
        if state.phase is Phase.REDEAL:
            summary["redeal"] = True
            self.deals.append(summary)
            return
        assert state.outcome is not None
        o = state.outcome
        for ch in o.level_changes:
            self.levels[ch["team"]] = ch["to"]
        self.banker = o.next_banker
        self.winner = o.game_winner
        summary.update({"attackers_points": o.attackers_points, "winners": state.winners(),
                        "level_changes": list(o.level_changes), "next_banker": o.next_banker})
        self.deals.append(summary)

    def summary(self) -> dict[str, Any]:
        """Levels per team (seats 0+2, 1+3), the next banker, the winner, each deal."""
        return {"levels": list(self.levels), "banker": self.banker, "winner": self.winner,
                "rounds": len(self.rounds), "finished": self.finished,
                "history": [dict(d) for d in self.deals]}

    def play(self, policy: Policy, seeds: Iterator[str] | Sequence[str],
             max_deals: int = 500) -> int | None:
        """Play deals with ``policy(state, seat) -> action`` until a team wins; the winner."""
        it = iter(seeds)
        for _ in range(max_deals):
            if self.finished:
                break
            state = self.new_round(next(it))
            while not state.finished:
                seat = state.to_act[0]
                state.apply_action(seat, policy(state, seat))
            self.finish_round(state)
        return self.winner
