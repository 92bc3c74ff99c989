"""The batch runner: play many rounds with bots, deterministically, on any executor.

Round ``i`` of a simulation depends only on the configuration and ``i``: its deal seed is
``"{seed}/{i}"`` and the bot of seat ``s`` is seeded with ``bot_seed(seed, i, s)``. Rounds
are cut into chunks, run serially, on a process pool (default) or on a Dask cluster, and
the results are put back in round order, so the summary is the same for any worker
count and backend.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from typing import Any

from ..bots import bot_from_spec, bot_seed

Progress = Callable[[int], None]


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
    decks: int = 2  # Shengji
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
        return 4 if self.game == "shengji" else self.players


def round_seed(master: str, index: int) -> str:
    return f"{master}/{index}"


def play_round(config: SimConfig, index: int) -> dict[str, Any]:
    """Play round ``index`` of ``config``; a compact JSON-able summary of it."""
    if config.game == "marsmatch":
        from .games_mm import play_marsmatch_round

        return play_marsmatch_round(config, index)
    if config.game == "shengji":
        from .games_sj import play_shengji_round

        return play_shengji_round(config, index)
    raise ValueError(f"{config.game!r} is not a game")


def make_bots(config: SimConfig, index: int) -> list[Any]:
    return [bot_from_spec(spec, config.game, seed=bot_seed(config.seed, index, s))
            for s, spec in enumerate(config.lineup(index))]


def run_chunk(config: SimConfig, indices: Sequence[int]) -> list[dict[str, Any]]:
    return [play_round(config, i) for i in indices]


def chunks(rounds: int, workers: int) -> list[range]:
    size = max(1, min(100, rounds // max(1, workers * 8)))
    return [range(a, min(rounds, a + size)) for a in range(0, rounds, size)]


def default_workers() -> int:
    return max(1, min(os.cpu_count() or 1, 8))


def run(config: SimConfig, workers: int | None = None, progress: Progress | None = None,
        dask_scheduler: str | None = None) -> list[dict[str, Any]]:
    """Every round of ``config``, in round order.

    ``workers`` = 1 runs in this process; more uses a process pool; ``dask_scheduler`` (an
    address such as ``tcp://host:8786``, or a ``distributed.Client``) runs the chunks on a
    Dask cluster instead. ``progress(k)`` is called as each k rounds finish.
    """
    workers = default_workers() if workers is None else max(1, workers)
    parts = chunks(config.rounds, workers if dask_scheduler is None else 16)
    results: dict[int, list[dict[str, Any]]] = {}
    if dask_scheduler is not None:
        return _run_dask(config, parts, dask_scheduler, progress)
    if workers == 1 or len(parts) == 1:
        for k, part in enumerate(parts):
            results[k] = run_chunk(config, part)
            if progress:
                progress(len(part))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures: dict[Future[list[dict[str, Any]]], int] = {
                pool.submit(run_chunk, config, part): k for k, part in enumerate(parts)}
            for fut in as_completed(futures):
                k = futures[fut]
                results[k] = fut.result()
                if progress:
                    progress(len(parts[k]))
    return [r for k in range(len(parts)) for r in results[k]]


def _run_dask(config: SimConfig, parts: list[range], scheduler: Any,
              progress: Progress | None) -> list[dict[str, Any]]:
    from dask.distributed import Client
    from dask.distributed import as_completed as dask_completed

    own = not isinstance(scheduler, Client)
    client = Client(scheduler) if own else scheduler
    try:
        futures = [client.submit(run_chunk, config, list(part), pure=False) for part in parts]
        index = {f.key: k for k, f in enumerate(futures)}
        results: dict[int, list[dict[str, Any]]] = {}
        for fut in dask_completed(futures):
            k = index[fut.key]
            results[k] = fut.result()
            if progress:
                progress(len(parts[k]))
        return [r for k in range(len(parts)) for r in results[k]]
    finally:
        if own:
            client.close()

