"""Bots' moves, worked out off the event loop that every table of the process shares.

A bot decides on a copy of the round in a worker thread: compiled bots let go of the GIL
while they think, so the loop goes on serving other tables meanwhile, and a search bot's
second of thinking never holds up anyone. Thinking bots (``SLOW``) get threads of their
own, so they never hold up the quick ones. The table commits the move afterwards, under
its lock, if the round has not moved on in the meantime.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any

#: bot levels that think for a while (up to a second a move)
SLOW = ("search", "search-v1", "learned")


class BotMoves:
    def __init__(self, quick_threads: int = 1, slow_threads: int = 4) -> None:
        self._quick = ThreadPoolExecutor(quick_threads, thread_name_prefix="bots") \
            if quick_threads > 0 else None
        self._slow = ThreadPoolExecutor(slow_threads, thread_name_prefix="bots-slow")

    async def decide(self, bot: Any, level: str, state: Any, seat: int) -> Any:
        """The move ``bot`` (of ``level``) makes for ``seat`` in ``state`` (a copy)."""
        pool = self._slow if level in SLOW else self._quick
        if pool is None:  # quick bots on the loop itself (MARSMATCH_BOT_THREADS=0)
            return bot.act(state, seat)
        return await asyncio.get_running_loop().run_in_executor(pool, bot.act, state, seat)

    def close(self) -> None:
        for pool in (self._quick, self._slow):
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
