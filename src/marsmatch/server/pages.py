"""Pages that are the same for every request of a release (a game's rules page and guided
game): made once, off the event loop, and kept encoded.

The tutorial replays a whole record (33 ms of CPU for Shengji's); made per request on the
loop, 10 clients polling it held every table's moves back by a second (the red team's
P2). Here the first request makes the page in a worker thread, every request that comes
meanwhile waits for the same result, and each later one is answered from memory: bounded
by the number of games and pages, which is fixed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from .protocol import encode

#: an hour: the pages change only with a new release (which restarts the server)
CACHE_CONTROL = "public, max-age=3600"


class ConstantPages:
    """Encoded pages by key, each made once by a function run in a worker thread."""

    def __init__(self) -> None:
        self._made: dict[str, asyncio.Future[bytes]] = {}
        self.makes = 0  # pages made (each key once, unless making it failed)

    async def get(self, key: str, make: Callable[[], Any]) -> bytes:
        """The page ``key`` as JSON bytes; ``make()`` gives it as JSON-able data."""
        fut = self._made.get(key)
        if fut is None:
            fut = self._made[key] = asyncio.get_running_loop().create_future()
            self.makes += 1
            try:
                page = await asyncio.to_thread(lambda: encode(make()).encode())
            except BaseException as exc:
                del self._made[key]  # the next request tries again
                fut.set_exception(exc)
                fut.exception()  # retrieved: waiters get it, nobody else logs it
                raise
            fut.set_result(page)
        return await asyncio.shield(fut)
