"""A match: deals until a team wins (G3.3, G3.4, G6.2-G6.4)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...errors import RulesError
from .rules import Rules
from .state import Phase, State, new_round

Policy = Callable[[State, int], Mapping[str, Any]]


@dataclass
class Match:
    """Team levels, the next banker, and the deals played so far.

    The first deal is at level 2 and its banker is whoever's declaration stands; later
    deals start at the banker team's level with the banker the last deal named.
    """

    rules: Rules
    players: tuple[str, ...]
    levels: list[str] = field(default_factory=lambda: ["2", "2"])
    banker: int | None = None
    winner: int | None = None
    deals: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            self.rules = Rules.from_dict(self.rules)
        if self.rules.decks > 3:
            raise RulesError("full games use 1 to 3 decks (G1.2); more are for positions only")
        self.players = tuple(self.players)

    @property
    def finished(self) -> bool:
        return self.winner is not None

    def new_deal(self, seed: str | None = None) -> State:
        """The next deal's state, dealt from ``seed`` (fresh when None)."""
        if self.finished:
            raise RulesError(f"the match is over; team {self.winner} won")
        if self.banker is None:
            start = {"phase": "declare", "level": "2", "levels": list(self.levels)}
            return new_round(self.rules, self.players, seed=seed, start=start)
        start = {"phase": "declare", "level": self.levels[self.banker % 2],
                 "levels": list(self.levels)}
        return new_round(self.rules, self.players, seed=seed, start=start, banker=self.banker)

    def finish_deal(self, state: State) -> None:
        """Take a finished deal's result: levels, next banker, winner (a redeal changes nothing)."""
        if not state.finished:
            raise RulesError("the deal is not finished")
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
        summary.update({"attackers_points": o.attackers_points,
                        "level_changes": list(o.level_changes), "next_banker": o.next_banker})
        self.deals.append(summary)

    def play(self, policy: Policy, seeds: Iterator[str] | Sequence[str],
             max_deals: int = 500) -> int | None:
        """Play deals with ``policy(state, seat) -> action`` until a team wins; the winner."""
        it = iter(seeds)
        for _ in range(max_deals):
            if self.finished:
                break
            state = self.new_deal(next(it))
            while not state.finished:
                seat = state.to_act[0]
                state.apply_action(seat, policy(state, seat))
            self.finish_deal(state)
        return self.winner
