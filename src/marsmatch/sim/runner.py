"""The batch runner: play many rounds with bots, deterministically, on any executor.

A round depends only on the configuration and its index (``config``). Rounds are cut
into chunks, run serially, on a process pool (default) or on a Dask cluster, and the
results come back in round order, so the summary is the same for any worker count and
backend. ``stream`` yields them as they come with a bounded number of chunks in flight,
so a million rounds fold into a summary in flat memory; ``run`` makes the list;
``summary`` folds each chunk where it was played and merges the folds, so compiled
rounds (microseconds each) are not held up by sending every round back.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from ..games import find_game
from ..games.protocol import LabPlugin
from .config import SimConfig

Progress = Callable[[int], None]


def lab(game: str) -> LabPlugin:
    """A game's simulator and rules-lab plug-in (``games.protocol.LabPlugin``), which its
    module here, ``sim/<game>.py``, registers on the game when it is imported."""
    g = find_game(game)
    if g.lab is None:
        importlib.import_module(f"{__package__}.{g.name}")
    assert g.lab is not None, f"sim/{g.name}.py registers the lab plug-in"
    return g.lab


def play_round(config: SimConfig, index: int) -> dict[str, Any]:
    """Play round ``index`` of ``config``; a compact JSON-able summary of it."""
    return lab(config.game).play_round(config, index)  # type: ignore[no-any-return]


def run_chunk(config: SimConfig, indices: Sequence[int]) -> list[dict[str, Any]]:
    """Rounds ``indices`` of ``config`` (the game's lab may play them in one compiled call)."""
    return lab(config.game).play_rounds(config, list(indices))  # type: ignore[no-any-return]


def fold_chunk(config: SimConfig, indices: Sequence[int]) -> Any:
    """Rounds ``indices`` of ``config`` folded into the game's statistics (its lab's ``tally``)."""
    tally = lab(config.game).tally(config)
    for r in run_chunk(config, indices):
        tally.add(r)
    return tally


def chunks(rounds: int, workers: int, start: int = 0, most: int = 100) -> list[range]:
    """Rounds ``start`` to ``rounds - 1`` cut into chunks of at most ``most`` rounds (a
    round's result does not depend on its chunk)."""
    size = max(1, min(most, (rounds - start) // max(1, workers * 8)))
    return [range(a, min(rounds, a + size)) for a in range(start, rounds, size)]


def default_workers() -> int:
    return max(1, min(os.cpu_count() or 1, 8))


def run(config: SimConfig, workers: int | None = None, progress: Progress | None = None,
        dask_scheduler: str | None = None) -> list[dict[str, Any]]:
    """Every round of ``config``, in round order (a list: see ``stream`` for many rounds).

    ``workers`` = 1 runs in this process; more uses a process pool; ``dask_scheduler`` (an
    address such as ``tcp://host:8786``, or a ``distributed.Client``) runs the chunks on a
    Dask cluster instead. ``progress(k)`` is called as each k rounds finish.
    """
    return list(stream(config, workers, progress, dask_scheduler))


def stream(config: SimConfig, workers: int | None = None, progress: Progress | None = None,
           dask_scheduler: Any = None, start: int = 0, most: int = 100
           ) -> Iterator[dict[str, Any]]:
    """Every round of ``config`` from round ``start`` on (a resumed run's rest), in round
    order, as the chunks (of at most ``most`` rounds) finish. At most a few chunks per
    worker are in flight or waiting for an earlier one, so memory stays flat however many
    rounds are played (``stats.summarise`` folds the stream)."""
    for rows in _chunks(run_chunk, config, workers, progress, dask_scheduler, start, most):
        yield from rows


def summary(config: SimConfig, workers: int | None = None, progress: Progress | None = None,
            dask_scheduler: Any = None) -> dict[str, Any]:
    """The summary of ``config``'s rounds (``stats.summarise``'s), each chunk folded by the
    worker that played it and the folds merged in round order."""
    total = None
    for tally in _chunks(fold_chunk, config, workers, progress, dask_scheduler):
        total = tally if total is None else total.merge(tally)
    if total is None:
        total = lab(config.game).tally(config)
    return total.summary()  # type: ignore[no-any-return]


ChunkFn = Callable[[SimConfig, Sequence[int]], Any]


def _chunks(fn: ChunkFn, config: SimConfig, workers: int | None, progress: Progress | None,
            dask_scheduler: Any, start: int = 0, most: int = 100) -> Iterator[Any]:
    """``fn(config, part)`` of every chunk of the rounds from ``start``, in round order."""
    workers = default_workers() if workers is None else max(1, workers)
    parts = chunks(config.rounds, workers if dask_scheduler is None else 16, start, most)
    if not parts:
        return
    if dask_scheduler is not None:
        yield from _stream_dask(fn, config, parts, dask_scheduler, progress)
    elif workers == 1 or len(parts) == 1:
        for part in parts:
            got = fn(config, part)
            if progress:
                progress(len(part))
            yield got
    else:
        lab(config.game)  # imported here, so forked workers start with it
        with ProcessPoolExecutor(max_workers=workers) as pool:
            yield from _in_order(parts, lambda part: pool.submit(fn, config, part),
                                 4 * workers, progress)


def _in_order(parts: list[range], submit: Callable[[range], Future[Any]],
              window: int, progress: Progress | None) -> Iterator[Any]:
    """Results of ``parts`` in order, keeping at most ``window`` chunks submitted or done
    but not yet yielded."""
    pending: dict[Future[Any], int] = {}
    done: dict[int, Any] = {}
    following = submitted = 0
    while following < len(parts):
        while submitted < len(parts) and len(pending) + len(done) < window:
            pending[submit(parts[submitted])] = submitted
            submitted += 1
        if following not in done:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in finished:
                k = pending.pop(fut)
                done[k] = fut.result()
                if progress:
                    progress(len(parts[k]))
            continue
        yield done.pop(following)
        following += 1


def _stream_dask(fn: ChunkFn, config: SimConfig, parts: list[range], scheduler: Any,
                 progress: Progress | None) -> Iterator[Any]:
    from dask.distributed import Client
    from dask.distributed import as_completed as dask_completed

    own = not isinstance(scheduler, Client)
    client = Client(scheduler) if own else scheduler
    window = 4 * max(1, len(client.scheduler_info().get("workers", {})) or 1)
    try:
        index: dict[Any, int] = {}
        done: dict[int, Any] = {}
        running = dask_completed([])
        following = submitted = 0

        def submit() -> None:
            nonlocal submitted
            fut = client.submit(fn, config, list(parts[submitted]), pure=False)
            index[fut.key] = submitted
            running.add(fut)
            submitted += 1

        while submitted < len(parts) and submitted < window:
            submit()
        while following < len(parts):
            while following in done:
                yield done.pop(following)
                following += 1
                if submitted < len(parts):
                    submit()
            if following >= len(parts):
                break
            fut = next(running)
            k = index.pop(fut.key)
            done[k] = fut.result()
            if progress:
                progress(len(parts[k]))
    finally:
        if own:
            client.close()
