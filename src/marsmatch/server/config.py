"""The server's settings: one pydantic model, filled from ``MARSMATCH_*`` environment
variables, with every bound the server enforces and its default.

``Settings.from_env()`` reads ``MARSMATCH_<NAME>`` for each field (``MARSMATCH_MAX_BODY_BYTES``,
``MARSMATCH_MESSAGES_PER_SECOND``, ...); the command line passes its options on top. A bad
value is one :class:`~marsmatch.errors.MarsMatchError` naming the variable. docs/server.md
lists every limit, its default and the test that proves it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..errors import MarsMatchError

PREFIX = "MARSMATCH_"


class Settings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    # --- where and what ------------------------------------------------------------------
    db: str = "marsmatch.db"
    #: a folder of duplicate events (one folder each, docs/tournaments.md) the server shows
    events_dir: str = ""
    #: table-id prefix owned by this process (several processes behind a proxy)
    instance: str = Field("", max_length=20, pattern=r"^[0-9a-z]*$")
    #: tables may fix their secret (tests only: it reveals every deal)
    allow_seeds: bool = False
    #: default pause before a bot acts (seconds)
    bot_delay: float = Field(0.8, ge=0, le=30)
    #: the key table secrets are derived from; empty: a file beside a SQLite database
    #: (``<db>.key``) or ``marsmatch.key`` in the working directory, created 0600
    key_file: str = ""
    #: worker threads for quick bots' moves (0: on the event loop itself)
    bot_threads: int = Field(1, ge=0, le=64)
    #: read every action back from its record form before storing it (a debugging aid:
    #: the codec's round trip is a property test)
    check_records: bool = False

    # --- requests ------------------------------------------------------------------------
    #: bytes of one HTTP request body (413 beyond)
    max_body_bytes: int = Field(1 << 20, ge=1024)
    #: nesting of JSON objects and lists in a request or a message
    max_json_depth: int = Field(32, ge=4, le=500)
    #: digits of one JSON integer
    max_int_digits: int = Field(18, ge=4, le=4000)
    #: bytes of one WebSocket message (an error frame beyond; 4x closes the socket)
    max_message_bytes: int = Field(16 * 1024, ge=1024)

    #: the proxies whose ``X-Forwarded-For`` names the client (addresses or networks,
    #: comma-separated; ``*``: any). Empty (the default): the header is ignored and every
    #: bound counts the address the connection comes from, so no client can pick its own
    trusted_proxies: str = Field("", max_length=1000)

    # --- replays (POST /api/replay, GET /api/records/{id}/replay) -------------------------
    max_replay_players: int = Field(12, ge=2, le=100_000)
    max_replay_actions: int = Field(3000, ge=1)
    #: wall-clock budget of one replay, worked out in a separate process
    replay_seconds: float = Field(10.0, gt=0)
    #: wall-clock budget of one round's review (GET /api/records/{id}/review), in the same
    #: worker; a review that reaches it comes back marked incomplete
    review_seconds: float = Field(20.0, gt=0)

    # --- connections and rates -----------------------------------------------------------
    #: sockets at one table and from one client address that sit at no seat (spectators
    #: and sockets before their hello); a seated player's socket is never refused
    max_conns_per_table: int = Field(64, ge=1)
    max_conns_per_address: int = Field(64, ge=1)
    #: spectators at one table, and from one client address at one table (keep them
    #: below ``max_conns_per_table``: the rest is room for players coming back)
    max_spectators_per_table: int = Field(48, ge=0)
    max_spectators_per_address: int = Field(16, ge=0)
    #: sockets from one client address at one table that have not said hello yet
    max_pending_per_address: int = Field(8, ge=1)
    #: devices (sockets) sitting at one seat at once
    max_devices_per_seat: int = Field(8, ge=1)
    #: a socket that sends nothing (the browser pings every 20 s) for this long is closed
    socket_idle_seconds: float = Field(90.0, gt=0)
    #: a socket whose oldest queued frame waits this long (it does not read) is dropped
    send_stall_seconds: float = Field(30.0, gt=0)
    #: messages one socket may send per second (a token bucket of ``message_burst``)
    messages_per_second: float = Field(20.0, gt=0)
    message_burst: int = Field(40, ge=1)
    #: a socket that sends nothing valid (no hello) for this long is closed
    hello_timeout: float = Field(15.0, gt=0)
    #: bytes queued for one slow socket before it is dropped
    max_queue_bytes: int = Field(2 << 20, ge=4096)
    #: tables one client address may create per minute (429 beyond)
    tables_per_address_per_minute: int = Field(20, ge=1)
    #: seats one client address may take per minute, and at one table (429 beyond)
    joins_per_address_per_minute: int = Field(30, ge=1)
    max_seats_per_address: int = Field(2, ge=1)
    #: times one seat's link may be renewed in any minute (429 beyond)
    relinks_per_minute: int = Field(3, ge=1)

    # --- tables --------------------------------------------------------------------------
    #: live (not finished) tables this process accepts (503 beyond)
    max_tables: int = Field(5000, ge=1)
    #: an open table (seats free, nothing dealt) expires after this many seconds
    open_table_ttl: float = Field(3600.0, gt=0)
    #: a table with no change and nobody connected expires after this many seconds
    idle_table_ttl: float = Field(4 * 3600.0, gt=0)
    #: a finished table leaves memory this long after its last change (records stay)
    finished_table_ttl: float = Field(600.0, ge=0)
    #: how often the janitor looks for tables to expire (seconds)
    janitor_every: float = Field(30.0, gt=0)
    #: the lobby asks the database for every process's tables at most this often
    lobby_seconds: float = Field(1.0, ge=0, le=60)
    #: how often a process looks for live events' rounds to make (docs/tournaments.md)
    event_seconds: float = Field(0.25, gt=0, le=60)
    #: rounds in a row with no person acting before a table stops dealing (bot-only tables)
    max_robot_rounds: int = Field(20, ge=1)
    #: bytes of log entries and records one table may store
    table_quota_bytes: int = Field(8 << 20, ge=16 * 1024)

    # --- the deal ------------------------------------------------------------------------
    #: seconds the deal waits for the players' random contributions (commit, then reveal)
    deal_wait: float = Field(5.0, ge=0, le=120)

    # --- people: accounts, chat (docs/people.md) ------------------------------------------
    #: sign-in attempts per account name, and per client address, in any 5 minutes (429)
    signins_per_account: int = Field(10, ge=1)
    signins_per_address: int = Field(30, ge=1)
    #: accounts one client address may create per hour (429 beyond)
    signups_per_address_per_hour: int = Field(20, ge=1)
    #: days a session stays valid without use
    session_days: float = Field(30.0, gt=0)
    #: characters of one chat message; messages one person may send a minute at a table
    chat_max_chars: int = Field(200, ge=1, le=2000)
    chat_per_minute: int = Field(12, ge=1)

    # --- the database ------------------------------------------------------------------
    #: seconds a process's lease on its --instance name lasts without a renewal: a second
    #: process of the name waits this long for it, then gives up (lease.py)
    instance_lease_seconds: float = Field(15.0, ge=1, le=600)
    #: seconds a SQLite write waits for a lock held elsewhere before it fails
    db_busy_timeout: float = Field(5.0, gt=0)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **given: Any) -> Settings:
        """Defaults, then ``MARSMATCH_<NAME>`` variables, then ``given`` (not None)."""
        environ = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for name in cls.model_fields:
            raw = environ.get(PREFIX + name.upper())
            if raw is not None:
                values[name] = raw
        values.update({k: v for k, v in given.items() if v is not None})
        try:
            return cls.model_validate(values)
        except ValidationError as exc:
            e = exc.errors()[0]
            name = str(e["loc"][0]) if e["loc"] else "?"
            shown = f"{PREFIX}{name.upper()}" if name.upper() and (
                PREFIX + name.upper()) in environ else name
            raise MarsMatchError(f"setting {shown}={values.get(name)!r}: {e['msg']}") from None

    def replace(self, **changes: Any) -> Settings:
        return self.model_validate({**self.model_dump(), **changes})
