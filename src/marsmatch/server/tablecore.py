"""What a table's parts may read and call of the table that coordinates them.

:class:`~.table.Table` keeps the lock, the one commit path, applying stored entries and the
wake-ups; its parts (:class:`~.roster.SeatRoster`, :class:`~.desk.ActionDesk`,
:class:`~.dealer.Dealer`, :class:`~.tableinfo.TableInfo`) each hold one idea and reach
the table only through :class:`TableCore`, so each can be built in a test around a small
stand-in on the fake clock (``tests/server/test_table_split.py``).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, Protocol

from ..games import Game
from .audience import Audience
from .clock import Clock
from .config import Settings
from .db import Store
from .seats import Seat
from .tablelog import TableLog

if TYPE_CHECKING:  # the parts, typed; none imports another at run time
    from .dealer import Dealer
    from .desk import ActionDesk
    from .roster import SeatRoster
    from .tableinfo import TableInfo


class TableCore(Protocol):
    id: str
    settings: Settings
    clock: Clock
    game: Game
    log: TableLog
    audience: Audience
    lock: asyncio.Lock
    seats: list[Seat]
    #: the match and the round being played (None before the first deal)
    match: Any
    state: Any
    round: int
    stopped: str | None
    turn_timer: float
    #: the version of the last move, and the running turn's deadline (for that version)
    #: on the table's clock and on the wall clock
    moved: int
    turn_deadline: tuple[int, float] | None
    turn_wall: float | None
    grace: float
    created_at: float
    config: dict[str, Any]
    store: Store
    #: bytes stored for this table (the quota counts them)
    size: int
    roster: SeatRoster
    dealer: Dealer
    desk: ActionDesk
    rules: Any
    board: TableInfo

    @property
    def version(self) -> int: ...

    @property
    def status(self) -> str: ...

    @property
    def turn_seat(self) -> int | None: ...

    @property
    def accepting(self) -> bool:
        """The table takes changes (not stopped, not broken)."""
        ...

    async def commit(self, entry: dict[str, Any], action: Any = None) -> None:
        """Store ``entry``, apply it, tell everyone (the caller holds the lock)."""
        ...

    def reschedule(self) -> None:
        """Set the one wake-up the table needs now."""
        ...

