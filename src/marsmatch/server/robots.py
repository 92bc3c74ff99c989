"""Bots' moves, worked out off the event loop that every table of the process shares
wherever a thread helps.

A bot decides on a copy of the round. Thinking bots (``SLOW``: up to a second a move)
decide in threads of their own, so they never hold up the loop nor the quick bots.
Quick bots that let go of the GIL while they work (compiled bots say so with
``releases_gil``) decide in a worker thread, so the loop serves other tables meanwhile.
A quick bot written in Python holds the GIL from its first line to its last wherever it
runs: a thread would add two hand-overs of the GIL to its few dozen microseconds and let
nothing run beside it, so it decides on the loop. The table commits the move afterwards,
under its lock, if the round has not moved on in the meantime.
"""

from __future__ import annotations

import asyncio
import zlib
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..bots import make_bot

#: bot levels that think for a while (up to a second a move)
SLOW = ("search", "search-v1", "learned")


class BotMoves:
    def __init__(self, quick_threads: int = 1, slow_threads: int = 4) -> None:
        self._quick = ThreadPoolExecutor(quick_threads, thread_name_prefix="bots") \
            if quick_threads > 0 else None
        self._slow = ThreadPoolExecutor(slow_threads, thread_name_prefix="bots-slow")

    async def decide(self, bot: Any, level: str, state: Any, seat: int) -> Any:
        """The move ``bot`` (of ``level``) makes for ``seat`` in ``state`` (a copy)."""
        pool = self._slow if level in SLOW else \
            self._quick if getattr(bot, "releases_gil", False) else None
        if pool is None:  # on the loop itself (see the module's docstring)
            return bot.act(state, seat)
        return await asyncio.get_running_loop().run_in_executor(pool, bot.act, state, seat)

    def close(self) -> None:
        for pool in (self._quick, self._slow):
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)


class SeatBots:
    """One table's bots, one per seat that needs one (a bot's seat, or a stand-in for an
    absent player), each seeded by the table and seat so a table replays its bots."""

    def __init__(self, game: str, table_id: str, moves: BotMoves | None) -> None:
        self.game = game
        self.table_id = table_id
        self.moves = moves
        self._bots: dict[int, Any] = {}

    def _bot(self, seat: int, level: str) -> Any:
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot(
                level, self.game, seed=zlib.crc32(f"{self.table_id}-{seat}".encode()))
        return bot

    def while_dealing(self, seat: int, level: str | None, state: Any) -> Any:
        """What ``seat``'s bot does as a live deal's card arrives (None: nothing); quick,
        so on the loop."""
        return self._bot(seat, level or "greedy").while_dealing(state, seat)

    async def decide(self, seat: int, level: str | None, state: Any) -> Any:
        """The move of ``seat``'s bot (a stand-in plays greedy) in ``state`` (a copy)."""
        level = level or "greedy"
        bot = self._bot(seat, level)
        if self.moves is None:
            return bot.act(state, seat)
        return await self.moves.decide(bot, level, state, seat)
