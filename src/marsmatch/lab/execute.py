"""Batches of rounds from many configurations, run on this machine or on a Dask cluster,
with the disk cache in front and a progress callback.

A batch is rounds ``start``..``stop - 1`` of one ``SimConfig``. Batches are cut into
chunks (``sim.runner.run_chunk``: round ``i`` depends only on the configuration and
``i``), the chunks of every pending batch go to one pool (one process per worker, a Dask
cluster, or this process) and come back in round order, so the results are the same for
any backend and worker count. Every result goes through JSON, so a batch read from the
cache and a batch just played are equal.
"""

from __future__ import annotations

import json
import signal
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, replace
from types import TracebackType
from typing import Any, Self

from ..sim.config import SimConfig
from ..sim.runner import default_workers, run_chunk
from .cache import Cache, batch_key

Progress = Callable[[int], None]


@dataclass(frozen=True)
class Batch:
    config: SimConfig
    start: int
    stop: int

    @property
    def size(self) -> int:
        return self.stop - self.start


def batches(config: SimConfig, start: int, stop: int, size: int) -> list[Batch]:
    """Rounds ``start``..``stop - 1`` in batches aligned on multiples of ``size`` (so runs
    of different lengths share their first batches in the cache)."""
    out = []
    a = start
    while a < stop:
        b = min(stop, (a // size + 1) * size)
        out.append(Batch(replace(config, rounds=b), a, b))
        a = b
    return out


class Executor:
    """Runs batches: ``workers`` processes (1: in this process), or ``dask`` (an address
    such as ``tcp://host:8786`` or a ``distributed.Client``). Use as a context manager."""

    def __init__(self, workers: int | None = None, dask: Any = None,
                 cache: Cache | None = None) -> None:
        self.workers = default_workers() if workers is None else max(1, workers)
        self.dask = dask
        self.cache = cache or Cache(None)
        self.played = 0
        self._pool: ProcessPoolExecutor | None = None
        self._client: Any = None
        self._own_client = False

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None
        if self._client is not None and self._own_client:
            self._client.close()
        self._client = None

    def pending(self, todo: Sequence[Batch]) -> int:
        """Rounds of ``todo`` that are not in the cache (what a progress bar counts)."""
        return sum(b.size for b in todo
                   if not self.cache.has(batch_key(b.config, b.start, b.stop)))

    def run(self, todo: Sequence[Batch], progress: Progress | None = None
            ) -> list[list[dict[str, Any]]]:
        """The rounds of each batch, in order (from the cache where they are there)."""
        results: dict[int, list[dict[str, Any]]] = {}
        keys = [batch_key(b.config, b.start, b.stop) for b in todo]
        work: list[tuple[int, list[int]]] = []  # (batch, round indices) per chunk
        for k, (b, key) in enumerate(zip(todo, keys, strict=True)):
            hit = self.cache.get(key)
            if hit is not None:
                results[k] = hit
                continue
            for chunk in _chunks(b, self._parallelism()):
                work.append((k, chunk))
        parts: dict[int, dict[int, list[dict[str, Any]]]] = {}
        left = Counter(k for k, _ in work)  # chunks still out, per batch
        for (k, chunk), rounds in self._run_chunks(todo, work):
            parts.setdefault(k, {})[chunk[0]] = json.loads(json.dumps(rounds))
            self.played += len(chunk)
            if progress:
                progress(len(chunk))
            left[k] -= 1
            if not left[k]:
                results[k] = [r for start in sorted(parts[k]) for r in parts[k][start]]
                self.cache.put(keys[k], results[k])
        return [results[k] for k in range(len(todo))]

    def _parallelism(self) -> int:
        return 16 if self.dask is not None else self.workers

    def _run_chunks(self, todo: Sequence[Batch], work: list[tuple[int, list[int]]]
                    ) -> Any:
        if not work:
            return
        if self.dask is not None:
            yield from self._run_dask(todo, work)
        elif self.workers == 1 or len(work) == 1:
            for k, chunk in work:
                yield (k, chunk), run_chunk(todo[k].config, chunk)
        else:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(max_workers=self.workers,
                                                 initializer=_ignore_interrupts)
            futures: dict[Future[list[dict[str, Any]]], tuple[int, list[int]]] = {
                self._pool.submit(run_chunk, todo[k].config, chunk): (k, chunk)
                for k, chunk in work}
            for fut in as_completed(futures):
                yield futures[fut], fut.result()

    def _run_dask(self, todo: Sequence[Batch], work: list[tuple[int, list[int]]]) -> Any:
        from dask.distributed import Client
        from dask.distributed import as_completed as dask_completed

        if self._client is None:
            self._own_client = not isinstance(self.dask, Client)
            self._client = Client(self.dask) if self._own_client else self.dask
        futures = [self._client.submit(run_chunk, todo[k].config, chunk, pure=False)
                   for k, chunk in work]
        index = {f.key: i for i, f in enumerate(futures)}
        for fut in dask_completed(futures):
            yield work[index[fut.key]], fut.result()


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the main process, which stops the run and writes what it
    has (a worker killed by it would break the pool and print its traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _chunks(b: Batch, parallelism: int) -> list[list[int]]:
    size = max(1, min(100, b.size // max(1, parallelism * 4)))
    return [list(range(a, min(b.stop, a + size))) for a in range(b.start, b.stop, size)]
