"""One WebSocket connection: its seat (or none: a spectator) and an outgoing queue.

Tables never await a socket: they put frames on the connection's queue, and the
connection's own task sends them, so one slow client cannot hold up a table. A client
that falls too far behind is dropped.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Mapping
from typing import Any

MAX_QUEUE = 2000  # frames waiting for one slow connection before it is dropped


class Conn:
    def __init__(self, send_text: Callable[[str], Any], close: Callable[[int], Any]) -> None:
        self._send_text = send_text
        self._close = close
        self.seat: int | None = None
        self.authenticated = False
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None
        self.closed = False

    def start(self) -> None:
        self.task = asyncio.create_task(self._drain())

    async def _drain(self) -> None:
        try:
            while True:
                text = await self.queue.get()
                if text is None:
                    break
                await self._send_text(text)
        except Exception:  # noqa: BLE001 - the socket went away; the reader notices too
            self.closed = True

    def send(self, msg: Mapping[str, Any]) -> None:
        if self.closed:
            return
        if self.queue.qsize() > MAX_QUEUE:
            self.closed = True
            asyncio.ensure_future(self._close(1013))
            return
        self.queue.put_nowait(json.dumps(msg, separators=(",", ":")))

    async def stop(self) -> None:
        self.closed = True
        self.queue.put_nowait(None)
        if self.task is not None:
            try:
                await asyncio.wait_for(self.task, 2)
            except (TimeoutError, Exception):  # noqa: BLE001
                self.task.cancel()
