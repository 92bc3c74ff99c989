"""Every table this process owns: created here, or restored from the store on start.

A new table's specification is checked against its game (``find_game``: rule options,
seat count) and the bot registry before anything is stored.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Mapping
from typing import Any

from ..bots import bot_names
from ..errors import RulesError
from ..games import find_game
from .config import Settings
from .db import Store
from .protocol import ProtocolError
from .table import Table

log = logging.getLogger("marsmatch.server")


class Manager:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.tables: dict[str, Table] = {}

    async def start(self) -> None:
        """Open the store and replay every open or playing table this process owns."""
        await self.store.start()
        stored = await self.store.load_tables(("open", "playing"), self.settings.instance)
        for st in stored:
            try:
                table = Table(self.store, self.settings, st.id, st.game, st.config, st.secret)
                table.restore(st.events)
            except Exception:
                log.exception("table %s could not be restored", st.id)
                continue
            self.tables[table.id] = table
            if table.state is not None and table.state.finished:
                await table.save_record(check=True)  # in case the server stopped before
        for table in self.tables.values():
            async with table.lock:
                table.scheduler.reschedule()
        log.info("restored %d tables", len(self.tables))

    async def close(self) -> None:
        for table in self.tables.values():
            await table.shutdown()
        await self.store.close()

    def get(self, table_id: str) -> Table:
        table = self.tables.get(table_id)
        if table is None:
            raise ProtocolError("not_found", f"there is no table {table_id!r}", 404)
        return table

    async def create(self, spec: Mapping[str, Any]) -> Table:
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
        secret = secret or secrets.token_hex(32)
        table_id = self.settings.instance + secrets.token_hex(5)
        config = {"name": spec.get("name") or "", "rules": rules.to_dict(),
                  "seats": clean_seats, "turn_timer": spec.get("turn_timer", 0) or 0,
                  "grace": spec.get("grace", 30),
                  "bot_delay": spec.get("bot_delay", self.settings.bot_delay),
                  "auto_next": spec.get("auto_next"), "created_at": time.time()}
        await self.store.create_table(table_id, game.name, config, secret)
        table = Table(self.store, self.settings, table_id, game.name, config, secret)
        self.tables[table_id] = table
        await table.start_if_ready()
        return table
