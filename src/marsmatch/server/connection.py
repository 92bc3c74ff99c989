"""One WebSocket connection: its seat (or none: a spectator), an outgoing queue and its
message allowance.

Tables never await a socket: they put frames on the connection's queue, and the
connection's own task sends them, so one slow client cannot hold up a table. A client
whose queue holds more than ``max_queue_bytes``, or whose oldest queued frame has waited
``stall`` seconds (it does not read), is dropped, so a socket that never reads pins a
bounded amount of memory for a bounded time. Incoming messages are limited by a
token bucket (``messages_per_second``, ``message_burst``).
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any

from .limits import TokenBucket
from .protocol import encode

MAX_QUEUE_BYTES = 2 << 20  # default; Settings.max_queue_bytes


class Conn:
    def __init__(self, send_text: Callable[[str], Any], close: Callable[[int], Any],
                 max_queue_bytes: int = MAX_QUEUE_BYTES, rate: float = 20.0,
                 burst: int = 40, address: str = "", *, stall: float = 30.0,
                 now: Callable[[], float] = time.monotonic) -> None:
        self._send_text = send_text
        self._close = close
        self.seat: int | None = None
        self.authenticated = False
        #: the client reads its action's ``update`` as the ack (``Hello.fold_acks``)
        self.fold_acks = False
        #: the signed-in account of the socket's session cookie (people/), if any
        self.account_id: str | None = None
        self.account_name: str | None = None
        self.address = address
        self.queue: deque[str | None] = deque()  # frames to send (None: stop)
        self._more: asyncio.Future[None] | None = None  # the sender waits for frames
        self.queued_bytes = 0
        self.max_queue_bytes = max_queue_bytes
        self.bucket = TokenBucket(rate, burst)
        self.refused = 0  # messages refused in a row for the rate limit
        self.task: asyncio.Task[None] | None = None
        self.closed = False
        self.stall = stall
        self._now = now
        #: since when the frame at the head of the queue has waited to be sent
        self._waiting_since = 0.0

    def start(self) -> None:
        self.task = asyncio.create_task(self._drain())

    async def _drain(self) -> None:
        try:
            while True:
                while self.queue:
                    text = self.queue.popleft()
                    if text is None:
                        return
                    self.queued_bytes -= len(text)
                    await self._send_text(text)
                    self._waiting_since = self._now()
                self._more = asyncio.get_running_loop().create_future()
                await self._more
        except Exception:  # noqa: BLE001 - the socket went away; the reader notices too
            self.closed = True

    def _put(self, text: str | None) -> None:
        if not self.queue:
            self._waiting_since = self._now()
        self.queue.append(text)
        if self._more is not None and not self._more.done():
            self._more.set_result(None)

    def send(self, msg: Mapping[str, Any]) -> None:
        if not self.closed:
            self.send_text(encode(msg))

    def send_text(self, text: str) -> None:
        """Queue a frame already encoded (one text shared by every connection of a seat)."""
        if self.closed:
            return
        if self.queued_bytes + len(text) > self.max_queue_bytes or (
                self.queue and self._now() - self._waiting_since > self.stall):
            self.closed = True  # it does not read: drop it rather than hold its frames
            asyncio.ensure_future(self._close(1013))
            return
        self.queued_bytes += len(text)
        self._put(text)

    async def close_socket(self, code: int) -> None:
        """Close the WebSocket itself (the reader then detaches it)."""
        try:
            await self._close(code)
        except Exception:  # noqa: BLE001, S110 - already gone
            pass

    async def stop(self) -> None:
        self.closed = True
        self._put(None)
        if self.task is not None:
            try:
                await asyncio.wait_for(self.task, 2)
            except (TimeoutError, Exception):  # noqa: BLE001
                self.task.cancel()
