"""Every table this process owns: created here, or restored from the store on start.

Several processes may share one database (``--instance``, docs/server.md): each owns the
tables it created (their rows name it as ``owner``, and their ids start with its name and
a dash, so a proxy can send each table's requests to its owner) and restores only those,
so a process that dies comes back with its own tables while the others play on.

A new table's specification is checked against its game (``find_game``: rule options,
seat count) and the bot registry before anything is stored. A table whose log cannot be
restored is kept as *broken* (``broken``: id -> why): its page and socket say so with a
503 and ``/api/health`` lists it; it is never silently dropped, and the next start tries
it again. A janitor expires open tables nobody finished joining, idle tables nobody is
at, and lets finished tables leave memory (their records stay).

Table secrets (each round's seed is derived from them) are themselves derived from the
server's key (``Settings.key_file``, created 0600) and the table id; the database keeps
only their SHA-256, so a copy of the database alone reveals no deal.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import os
import secrets
import stat
from collections.abc import Mapping
from typing import Any

from ..bots import bot_names
from ..errors import MarsMatchError, RulesError
from ..games import find_game
from .clock import REAL_CLOCK, Clock
from .config import Settings
from .db import Store, sqlite_path
from .eventrunner import EventRunner
from .lease import Lease
from .limits import Counter, Window
from .lobby import Lobby
from .protocol import ProtocolError, encode, frame
from .robots import BotMoves
from .seats import clean_name
from .table import Table

log = logging.getLogger("marsmatch.server")

HASHED = "sha256:"


def key_path(settings: Settings, url: str) -> str | None:
    """Where the server key lives: the setting, else beside a SQLite file, else
    ``marsmatch.key`` in the working directory (None: an in-memory database)."""
    if settings.key_file:
        return settings.key_file
    if url.startswith("sqlite"):
        path = sqlite_path(url)
        return None if path is None else path + ".key"
    return "marsmatch.key"


def load_key(path: str | None) -> bytes:
    """The server key (32 random bytes, hex in a 0600 file), created when missing."""
    if path is None:
        return secrets.token_bytes(32)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        if stat.S_IMODE(os.stat(path).st_mode) & 0o077:
            os.chmod(path, 0o600)
        with open(path, encoding="ascii") as f:
            text = f.read().strip()
        try:
            key = bytes.fromhex(text)
        except ValueError:
            key = b""
        if len(key) < 16:
            raise MarsMatchError(f"the server key file {path} does not hold a key "
                                 "(64 hex digits)") from None
        return key
    except OSError as exc:
        raise MarsMatchError(f"cannot create the server key file {path}: {exc.strerror}") \
            from None
    key = secrets.token_bytes(32)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(key.hex() + "\n")
    return key


def _lost_lease() -> None:
    """Another process serves this instance's tables now: this one must not play them."""
    os._exit(3)


def new_table_id(instance: str) -> str:
    """A fresh table id: the owning process's name and a dash, then 10 random hex digits
    (``a-3f9c2e81b0``; no name: the hex digits alone). A dash never appears in a name, so
    no process's ids start with another's."""
    return f"{instance}-{secrets.token_hex(5)}" if instance else secrets.token_hex(5)


class Manager:
    def __init__(self, store: Store, settings: Settings, clock: Clock = REAL_CLOCK) -> None:
        self.store = store
        self.settings = settings
        self.clock = clock
        self.lobby = Lobby(store, settings, clock)
        self.bots = BotMoves(settings.bot_threads)
        self.tables: dict[str, Table] = {}
        #: tables whose stored log could not be restored: id -> why
        self.broken: dict[str, str] = {}
        self.key = load_key(key_path(settings, store.url))
        self.sockets = Counter()
        self.creates = Window(settings.tables_per_address_per_minute, kind="create")
        self.joins = Window(settings.joins_per_address_per_minute, kind="join")
        self.started = False
        self.worker: Any = None  # work.Worker, set by the app
        self._janitor: asyncio.Task[None] | None = None
        self.lease: Lease | None = None
        #: the live events' tables this process makes (docs/tournaments.md)
        self.events = EventRunner(self)

    def table_secret(self, table_id: str) -> str:
        return hmac.new(self.key, f"table-secret:{table_id}".encode(),
                        hashlib.sha256).hexdigest()

    def _secret_of(self, table_id: str, stored: str) -> str:
        """The table's secret from its stored form: derived from the server key and
        checked against the stored hash, or (tables of earlier servers, fixed test
        secrets) as stored."""
        if not stored.startswith(HASHED):
            return stored
        secret = self.table_secret(table_id)
        if hashlib.sha256(secret.encode()).hexdigest() != stored[len(HASHED):]:
            raise MarsMatchError("the server key is not the key this table was created with "
                                 "(check MARSMATCH_KEY_FILE)")
        return secret

    def _table(self, table_id: str, game: str, config: dict[str, Any], secret: str) -> Table:
        return Table(self.store, self.settings, table_id, game, config, secret,
                     clock=self.clock, bots=self.bots, publish=self.lobby.publish)

    async def start(self) -> None:
        """Open the store and replay every open or playing table this process owns."""
        await self.store.start()
        self.lease = Lease(self.store, self.settings.instance,
                           self.settings.instance_lease_seconds, _lost_lease)
        await self.lease.acquire()
        stored = await self.store.load_tables(("open", "playing"), self.settings.instance)
        now = self.clock.time()
        for st in stored:
            try:
                secret = self._secret_of(st.id, st.secret)
                table = self._table(st.id, st.game, st.config, secret)
                table.restore(st.events)
                encode(table.board.summary())  # what the lobby and every frame will need
            except Exception as exc:  # noqa: BLE001 - reported, never dropped
                self._broken(st.id, "could not be restored", exc)
                continue
            table.size = st.size
            table.last_change = self.clock.monotonic() - max(0.0, now - st.updated_at)
            self.tables[table.id] = table
        for table in list(self.tables.values()):
            try:
                if table.state is not None and table.state.finished:
                    await table.dealer.save_record(check=True)  # in case the server stopped before
                table.board.publish_summary()  # its status and seats as the log says
                async with table.lock:
                    try:
                        await table.dealer.start_if_ready_locked()
                    except ProtocolError as exc:
                        log.warning("table %s: %s", table.id, exc.message)
                    table.reschedule()
            except Exception as exc:  # noqa: BLE001 - one bad row never stops the start
                self.tables.pop(table.id, None)
                await table.shutdown()
                self._broken(table.id, "could not be started", exc)
        log.info("restored %d tables (%d broken)", len(self.tables), len(self.broken))
        self.started = True
        self._janitor = asyncio.create_task(self._janitor_loop(), name="janitor")
        self.events.start()

    def _broken(self, table_id: str, what: str, exc: BaseException) -> None:
        """Keep a table that cannot be served as *broken*: reported, never dropped."""
        why = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        log.error("table %s %s: %s", table_id, what, why)
        self.broken[table_id] = (f"table {table_id} {what} ({why}); it is kept as it is "
                                 "stored and tried again at the next start")

    async def close(self) -> None:
        if self._janitor is not None:
            self._janitor.cancel()
        await self.events.close()
        for table in self.tables.values():
            table.broken = "the server is stopping"  # takes no more changes
            await table.shutdown()
        self.bots.close()
        if self.lease is not None:
            await self.store.writer.drained()  # every write stored before another takes over
            await self.lease.release()
        await self.store.close()

    def get(self, table_id: str) -> Table:
        table = self.tables.get(table_id)
        if table is None:
            if table_id in self.broken:
                raise ProtocolError("table_unavailable", self.broken[table_id], 503)
            raise ProtocolError("not_found", f"there is no table {table_id!r}", 404)
        if table.broken is not None:
            raise ProtocolError("table_unavailable", table.broken, 503)
        return table

    # --- creating and joining ---------------------------------------------------------
    async def _rate(self, window: Window, address: str | None, what: str) -> None:
        """One more event of ``window`` for ``address``, or 429. Processes that share a
        database server also count each other's events (``Store.take``): N processes
        behind a proxy are still one bound, not N (P8)."""
        if address is None:
            return
        wait = window.retry_after(address)
        if wait <= 0 and self.store.shared:
            try:
                wait = await self.store.take(window.kind, address, window.limit,
                                             window.seconds)
            except Exception as exc:  # noqa: BLE001 - the process's own window holds
                log.warning("the shared %s window could not be read: %s", window.kind, exc)
        if wait > 0:
            raise ProtocolError("rate_limited", f"too many {what} from your address; try "
                                f"again in {int(wait) + 1} s", 429)

    async def join(self, table_id: str, name: str, seat: int | None,
                   address: str | None = None, key: str | None = None) -> tuple[Table, int, str]:
        table = self.get(table_id)
        await self._rate(self.joins, address, "seats taken")
        seat, token = await table.roster.join(clean_name(name) or "player", seat, address, key)
        return table, seat, token

    async def create(self, spec: Mapping[str, Any], address: str | None = None) -> Table:
        """``spec``: game, seats (``{"kind": "human"}`` / ``{"kind": "bot", "bot": level}``),
        rules, turn_timer, grace, bot_delay, auto_next, name, (test servers) secret."""
        live = sum(1 for t in self.tables.values() if t.status != "finished")
        if live >= self.settings.max_tables:
            raise ProtocolError("busy", "this server has too many tables; try again later", 503)
        game = find_game(spec["game"])
        rules = game.rules(spec.get("rules"))
        seats = spec["seats"]
        try:
            game.check_seats(len(seats))
        except RulesError as exc:
            raise ProtocolError("bad_table", str(exc)) from None
        clean_seats: list[dict[str, Any]] = []
        for i, s in enumerate(seats):
            if s["kind"] != "bot":
                clean_seats.append({"kind": "human"})
                continue
            level = s.get("bot") or "greedy"
            levels = bot_names(game.name)
            if level not in levels:
                raise ProtocolError("bad_table", f"{level!r} is not a {game.name} bot level; "
                                    f"levels are {', '.join(levels)}")
            clean_seats.append({"kind": "bot", "bot": level, "name": f"Bot {i + 1} ({level})"})
        secret = spec.get("secret")
        if secret is not None and not self.settings.allow_seeds:
            raise ProtocolError("bad_table", "this server does not accept a fixed secret")
        await self._rate(self.creates, address, "tables created")
        config = {"name": clean_name(spec.get("name") or "", 60), "rules": rules.to_dict(),
                  "seats": clean_seats, "turn_timer": spec.get("turn_timer", 0) or 0,
                  "grace": spec.get("grace", 30),
                  "bot_delay": spec.get("bot_delay", self.settings.bot_delay),
                  "auto_next": spec.get("auto_next"), "created_at": self.clock.time()}
        if spec.get("deal_pace") is not None:
            config["deal_pace"] = spec["deal_pace"]
        return await self.add(game.name, config, secret)

    async def add(self, game: str, config: dict[str, Any], secret: str | None = None
                  ) -> Table:
        """Store and start a new table of a checked ``config`` (``secret``: a fixed test
        secret; else derived from the server key)."""
        table_id = new_table_id(self.settings.instance)
        if secret is None:
            secret = self.table_secret(table_id)
            stored = HASHED + hashlib.sha256(secret.encode()).hexdigest()
        else:
            stored = secret  # a fixed test secret: kept as given (it reveals every deal)
        try:  # everything that can fail, before anything is stored
            table = self._table(table_id, game, config, secret)
            summary = encode(table.board.summary())
            encode(config)
        except (MarsMatchError, ValueError, TypeError) as exc:
            raise ProtocolError("bad_table", f"this table cannot be made: {exc}") from None
        await self.store.create_table(table_id, game, config, stored,
                                      self.settings.instance, summary)
        self.tables[table_id] = table
        table.board.publish_summary()
        await table.dealer.start_if_ready()
        return table

    # --- expiry -------------------------------------------------------------------------
    async def _janitor_loop(self) -> None:
        while True:
            await asyncio.sleep(self.settings.janitor_every)
            try:
                await self.sweep()
            except Exception:
                log.exception("janitor failed")

    async def sweep(self) -> list[str]:
        """Expire open tables older than ``open_table_ttl`` and tables nobody is at with
        no change for ``idle_table_ttl``; unload finished tables after
        ``finished_table_ttl``. Returns the ids it let go."""
        s = self.settings
        now = self.clock.monotonic()
        gone = []
        for table in list(self.tables.values()):
            idle = now - table.last_change
            status = table.status
            nobody = not len(table.audience)
            # a turn-based table (a turn of a day or more) waits out its turns and a week
            # for its players
            slow = table.turn_timer >= 86400
            open_ttl = max(s.open_table_ttl, 7 * 86400) if slow else s.open_table_ttl
            idle_ttl = max(s.idle_table_ttl, 2 * table.turn_timer) if slow else s.idle_table_ttl
            if status == "finished":
                if idle >= s.finished_table_ttl and nobody:
                    gone.append(table.id)
                    await self._unload(table, None)
            elif status == "open" and idle >= open_ttl or nobody and idle >= idle_ttl:
                gone.append(table.id)
                await self._unload(table, "expired")
        return gone

    async def _unload(self, table: Table, status: str | None) -> None:
        async with table.lock:
            if status is not None:
                summary = {**table.board.summary(), "status": status}
                try:
                    await table.store.write_summary(table.id, status, encode(summary))
                except Exception as exc:  # noqa: BLE001 - tried again at the next sweep
                    log.warning("table %s could not expire: %s", table.id, exc)
                    return
                self.lobby.forget(table.id, status, summary)
                table.audience.send_all(frame(table, "error", code="expired",
                                              message="this table expired after a long wait"))
            table.broken = f"table {table.id} has expired"  # takes no more changes
            self.tables.pop(table.id, None)
        for conn in list(table.audience):
            asyncio.ensure_future(conn.close_socket(1001))
        await table.shutdown()
