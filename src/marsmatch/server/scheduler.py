"""Who acts next at a table, and when: the one wake-up a table needs now.

:func:`plan` reads the table through :class:`TableClock` (what it may read, nothing it
may change) and returns a :class:`Plan`: the next :class:`Wake` and the deadline of the
turn being played, if a turn timer runs. The table sets the wake-up on its clock and
carries it out when it comes: a bot's move after its pause (``bot``), a seat's default
action at its turn deadline (``timeout``), a bot taking the seat of a player who has been
away for the grace period (``takeover``), the deal once the players' contributions are
overdue (``deal``), or the next round (``next``, ``auto_next``). Every wake carries the
version it was planned for; the table ignores one that comes after the table moved on.
While a round is dealt live (a Shengji table with ``deal_style = "live"``) the next card
comes at the table's pace (``card``) and nobody is to act in turn.
The plan never changes a seat or anything else: it is a pure function, tested without a
table (``tests/server/test_scheduler.py``).
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from typing import Literal, NamedTuple, Protocol

WakeKind = Literal["bot", "timeout", "takeover", "deal", "card", "next"]


class SeatClock(Protocol):
    """What the plan reads of a seat."""

    @property
    def robot(self) -> bool:
        """A bot plays this seat now (a bot's seat, or a stand-in for an absent player)."""
        ...

    @property
    def away_since(self) -> float | None:
        """When the last connection of this person's seat went (None: connected)."""
        ...


class TableClock(Protocol):
    """What the plan reads of a table (the table implements it)."""

    @property
    def version(self) -> int: ...

    #: the version of the last move (a ``join``, such as a renewed link, is none): turn
    #: deadlines and bot pauses count from it, so only a move restarts a clock
    moved: int

    @property
    def accepting(self) -> bool:
        """The table takes changes (not stopped, not broken)."""
        ...

    @property
    def deal_deadline(self) -> float | None:
        """When the players' contributions to the deal being gathered are overdue."""
        ...

    @property
    def card_due(self) -> float | None:
        """When the next card of a round being dealt live is due (None: no live deal)."""
        ...

    @property
    def turn_seat(self) -> int | None:
        """The seat to act in the round being played (None: no round, or it is over)."""
        ...

    @property
    def round_over_at(self) -> float | None:
        """When the last round ended, if the next one may start by itself."""
        ...

    @property
    def seats(self) -> Sequence[SeatClock]: ...

    turn_timer: float
    grace: float
    bot_delay: float
    auto_next: float | None
    #: when this process saw the last move
    changed_at: float
    #: the running turn's (moved, deadline), if a turn timer runs
    turn_deadline: tuple[int, float] | None
    #: seeds the bots' pauses (tables created together do not move in step)
    jitter_seed: int


class Wake(NamedTuple):
    at: float  # monotonic
    kind: WakeKind
    version: int
    seat: int | None = None


class Plan(NamedTuple):
    wake: Wake | None
    #: the turn's deadline (monotonic) while a turn timer runs
    turn_deadline: float | None = None


NOTHING = Plan(None)


def jitter(seed: int, version: int) -> float:
    """A factor in [0.8, 1.2), the same for one version of one table."""
    return 0.8 + 0.4 * (zlib.crc32(version.to_bytes(8, "little"), seed) / 2**32)


def plan(t: TableClock, now: float) -> Plan:
    """The next wake-up of table ``t`` at monotonic time ``now``."""
    if not t.accepting:
        return NOTHING
    v = t.version
    if t.deal_deadline is not None:
        return Plan(Wake(t.deal_deadline, "deal", v))
    if t.card_due is not None:
        return Plan(Wake(t.card_due, "card", v))
    seat = t.turn_seat
    if seat is None:
        over = t.round_over_at
        if over is not None and t.auto_next is not None:
            return Plan(Wake(over + t.auto_next, "next", v))
        return NOTHING
    s = t.seats[seat]
    if s.robot:
        pause = t.bot_delay * jitter(t.jitter_seed, t.moved)
        return Plan(Wake(t.changed_at + pause, "bot", v, seat))
    wake = None
    deadline = None
    if t.turn_timer > 0:
        # the same turn keeps its deadline; a new move gets a fresh one
        running = t.turn_deadline
        deadline = running[1] if running is not None and running[0] == t.moved else \
            now + t.turn_timer
        wake = Wake(deadline, "timeout", v, seat)
    away = s.away_since
    if away is not None and (wake is None or away + t.grace < wake.at):
        wake = Wake(away + t.grace, "takeover", v, seat)
    return Plan(wake, deadline)
