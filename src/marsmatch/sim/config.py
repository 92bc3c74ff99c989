"""What to simulate, and what each round of it depends on (nothing else).

Round ``i`` of a simulation depends only on the configuration and ``i``: its deal seed is
``"{seed}/{i}"`` and the bot of seat ``s`` is seeded with ``bot_seed(seed, i, s)``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any

from ..bots import bot_from_spec, bot_seed
from ..games import find_game


@dataclass(frozen=True)
class SimConfig:
    """What to simulate. ``bots`` are bot specs (``greedy``, ``search:determinizations=4``),
    given to seats in order and repeated to fill the table; ``rotate`` shifts the lineup
    one seat per round (the arena's seat rotation); with ``duplicate`` every distinct
    rotation of the lineup plays the same deal (duplicate format: the deal's luck cancels
    out between the bots). ``deal_only`` deals and resolves the Heavenly Hands without
    playing the real match (MarsMatch)."""

    game: str = "marsmatch"
    players: int = 4
    rounds: int = 100
    bots: tuple[str, ...] = ("greedy",)
    rules: tuple[str, ...] = ()
    seed: str = "0"
    deal_only: bool = False
    rotate: bool = False
    decks: int | None = None  # where the game lets the table choose (Shengji); None: default
    max_actions: int = 5000
    duplicate: bool = False

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["bots"] = list(self.bots)
        out["rules"] = list(self.rules)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SimConfig:
        known = {f for f in cls.__dataclass_fields__}
        kw = {k: v for k, v in data.items() if k in known}
        kw["bots"] = tuple(kw.get("bots", ("greedy",)))
        kw["rules"] = tuple(kw.get("rules", ()))
        return cls(**kw)

    def lineup(self, index: int) -> list[str]:
        """The bot spec of each seat in round ``index``."""
        n = self.seats
        base = [self.bots[s % len(self.bots)] for s in range(n)]
        if not self.rotate:
            return base
        shift = index % self.period
        return [base[(s - shift) % n] for s in range(n)]

    @property
    def period(self) -> int:
        """How many distinct lineups the rotation goes through (2 for A,B or A,B,A,B)."""
        if not self.rotate:
            return 1
        n = self.seats
        base = [self.bots[s % len(self.bots)] for s in range(n)]
        return next(p for p in range(1, n + 1)
                    if all(base[(s - p) % n] == base[s] for s in range(n)))

    def deal_index(self, index: int) -> int:
        """Which deal round ``index`` plays (the same for a block of rotations when
        ``duplicate``)."""
        return index // self.period if self.rotate and self.duplicate else index

    @property
    def seats(self) -> int:
        return self.players

    @property
    def rules_object(self) -> Any:
        """The game's ``Rules`` for this configuration (cached: simulations build many)."""
        return _rules(self.game, self.rules, self.decks)


@lru_cache(maxsize=64)
def _rules(game: str, assignments: tuple[str, ...], decks: int | None) -> Any:
    g = find_game(game)
    return g.rules(g.Rules.from_assignments(assignments).to_dict(), decks=decks)


def round_seed(master: str, index: int) -> str:
    return f"{master}/{index}"


def make_bots(config: SimConfig, index: int) -> list[Any]:
    return [bot_from_spec(spec, config.game, seed=bot_seed(config.seed, index, s))
            for s, spec in enumerate(config.lineup(index))]



def compiled_lineups(config: SimConfig, indices: list[int]
                     ) -> tuple[list[tuple[Any, ...]], list[list[int]]] | None:
    """Rounds ``indices`` as the compiled loops take them: the table of the distinct bots
    in their compiled form (``Bot.compiled_seat``) and each round's seats as places in the
    table; None when some bot has no compiled form."""
    table: list[tuple[Any, ...]] = []
    place: dict[str, int] = {}
    for spec in config.bots:
        seat = bot_from_spec(spec, config.game, seed=0).compiled_seat()
        if seat is None:
            return None
        if seat not in table:
            table.append(seat)
        place[spec] = table.index(seat)
    return table, [[place[spec] for spec in config.lineup(i)] for i in indices]
