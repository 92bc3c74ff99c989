"""Heavy work off the event loop, with a time budget: replays of records people send
(``POST /api/replay``) and of stored ones, decisions on them (``/api/decision``) and the
reviews of stored rounds (``/api/records/{id}/review``), in a separate worker process.

Before any work the record's size is checked against ``max_replay_players`` and
``max_replay_actions`` (413). The replay then runs in a spawned worker process, so it
never holds the event loop (or the GIL) that every table shares; one that takes longer
than ``replay_seconds`` (the worker's start not counted) is cut off (the worker is
terminated and replaced) and answered with a 503 saying so. At most ``QUEUE`` replays wait at a time (429 beyond).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import threading
from collections.abc import Mapping
from multiprocessing.pool import Pool
from typing import Any

from .config import Settings
from .protocol import ProtocolError

QUEUE = 8


def replay_job(data: Mapping[str, Any], boards: list[dict[str, Any]] | None = None
               ) -> dict[str, Any]:
    """In the worker: the replay viewer's positions of one record (``replay.replay_frames``)."""
    from ..records import parse_record
    from .replay import replay_frames

    return replay_frames(parse_record(data), boards)


def decision_job(text: str, name: str, action: int | None, lang: str,
                 settings: Settings) -> tuple[Any, ...]:
    """In the worker: the printable decision on a record file's text
    (``arbiter.decision``), in ``lang``: ``("page", html)``, or ``("refused", status,
    code, message)`` for a record over the bounds. The text is parsed here, with the
    depth and number bounds, never on the event loop (a record nested past the bound was
    a ``RecursionError`` there, P6)."""
    from ..arbiter.decision import decide, render
    from ..errors import RecordError
    from ..records import RECORD_DEPTH, RECORD_INT_DIGITS, LimitError, loads_bounded

    try:
        check_size(settings, loads_bounded(text, RECORD_DEPTH, RECORD_INT_DIGITS))
    except LimitError as exc:
        return ("refused", 413 if exc.code == "too_large" else 400, exc.code, exc.message)
    except ProtocolError as exc:
        return ("refused", exc.status, exc.code, exc.message)
    except ValueError:
        raise RecordError(f"{name} is not a JSON record") from None
    return ("page", render(decide(text.encode("utf-8"), name, action), lang))


def review_job(data: Mapping[str, Any], seat: int, seconds: float) -> dict[str, Any]:
    """In the worker: the review of one seat's decisions (``review.review_record``),
    stopping at ``seconds`` (the review then says it is incomplete)."""
    import time

    from ..records import parse_record
    from ..review import review_record

    return review_record(parse_record(data), seat, deadline=time.monotonic() + seconds)


def check_size(settings: Settings, data: Any) -> None:
    """413 for a record over the replay bounds, before any work on it."""
    if not isinstance(data, Mapping):
        return  # parse_record says what is wrong
    players, actions = data.get("players"), data.get("actions")
    if isinstance(players, list) and len(players) > settings.max_replay_players:
        raise ProtocolError("too_large", f"a replay has at most {settings.max_replay_players} "
                            f"players, not {len(players)}", 413)
    if isinstance(actions, list) and len(actions) > settings.max_replay_actions:
        raise ProtocolError("too_large", f"a replay has at most {settings.max_replay_actions} "
                            f"actions, not {len(actions)}", 413)


def warm_up() -> None:
    """In a new worker: import what replays need, so their budget is spent on the work."""
    from ..records import parse_record  # noqa: F401
    from .replay import replay_frames  # noqa: F401


#: seconds a new worker may take to start and import (not counted in ``replay_seconds``)
START_SECONDS = 60.0


class Worker:
    """One worker process for heavy work (spawned and warmed up on first use, replaced
    after a timeout)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._pool: Pool | None = None
        self._warm: asyncio.Future[Any] | None = None
        self.waiting = 0

    def _submit(self, pool: Pool, fn: Any, args: tuple[Any, ...]) -> asyncio.Future[Any]:
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[Any] = loop.create_future()

        def settle(result: Any, exc: BaseException | None) -> None:
            if fut.done():
                return
            if exc is not None:
                fut.set_exception(exc)
            else:
                fut.set_result(result)

        pool.apply_async(fn, args,
                         callback=lambda r: loop.call_soon_threadsafe(settle, r, None),
                         error_callback=lambda e: loop.call_soon_threadsafe(settle, None, e))
        return fut

    async def _ready(self) -> Pool:
        """The worker, started and warmed up: a slow start (a busy machine) is not charged
        to the first replay's time budget."""
        if self._pool is None:
            self._pool = multiprocessing.get_context("spawn").Pool(1)
            self._warm = self._submit(self._pool, warm_up, ())
        pool, warm = self._pool, self._warm
        assert warm is not None
        try:
            await asyncio.wait_for(asyncio.shield(warm), START_SECONDS)
        except TimeoutError:
            self.kill(pool)
            raise ProtocolError("busy", "the replay worker could not start; try again in a "
                                "moment", 503) from None
        return pool

    async def replay(self, data: Any, boards: list[dict[str, Any]] | None = None
                     ) -> dict[str, Any]:
        check_size(self.settings, data)
        return await self.run(replay_job, data, boards)

    async def decision(self, text: str, name: str, action: int | None, lang: str) -> str:
        """The decision on a record (``text`` its file's text), bounded like a replay."""
        out = await self.run(decision_job, text, name, action, lang, self.settings)
        if out[0] == "refused":
            raise ProtocolError(out[2], out[3], out[1])
        return str(out[1])

    async def review(self, data: Any, seat: int) -> dict[str, Any]:
        """A round's review for one seat, within ``review_seconds`` (the judge stops a
        little before, so the answer is a partial review rather than a timeout)."""
        check_size(self.settings, data)
        budget = self.settings.review_seconds
        return dict(await self.run(review_job, data, seat, budget * 0.8, seconds=budget,
                                   what="review"))

    async def run(self, fn: Any, *args: Any, seconds: float | None = None,
                  what: str = "replay") -> Any:
        if self.waiting >= QUEUE:
            raise ProtocolError("busy", "too many replays are being worked out; try again "
                                "in a moment", 429)
        self.waiting += 1
        try:
            pool = await self._ready()
            fut = self._submit(pool, fn, args)
            limit = seconds or self.settings.replay_seconds
            return await asyncio.wait_for(fut, limit)
        except TimeoutError:
            self.kill(pool)
            raise ProtocolError("too_slow", f"this {what} took more than {limit:g} s and was "
                                "stopped", 503) from None
        finally:
            self.waiting -= 1

    def kill(self, pool: Pool | None = None) -> None:
        """Stop the worker (in a thread: ``terminate`` waits for the process to go)."""
        pool = pool or self._pool
        if pool is not None:
            threading.Thread(target=pool.terminate, daemon=True).start()
        if pool is self._pool:
            self._pool = self._warm = None

    def close(self) -> None:
        self.kill()
