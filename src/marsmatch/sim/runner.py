"""The batch runner: play many rounds with bots, deterministically, on any executor.

A round depends only on the configuration and its index (``config``). Rounds are cut into chunks, run serially, on a process pool (default) or on a Dask cluster, and
the results are put back in round order, so the summary is the same for any worker
count and backend.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from types import ModuleType
from typing import Any

from ..games import find_game
from .config import SimConfig

Progress = Callable[[int], None]


def lab(game: str) -> ModuleType:
    """A game's rules-lab module, ``sim/<game>.py``: ``play_round``, ``summarise``,
    ``print_summary``, ``report_parts``, ``compare_measures`` and ``expected_share``."""
    return importlib.import_module(f"{__package__}.{find_game(game).name}")


def play_round(config: SimConfig, index: int) -> dict[str, Any]:
    """Play round ``index`` of ``config``; a compact JSON-able summary of it."""
    return lab(config.game).play_round(config, index)


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

