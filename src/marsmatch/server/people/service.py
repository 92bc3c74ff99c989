"""``People``: the accounts, seats, chat and ratings of one server process, and the few
hooks the lobby's routes and the socket call (a seat taken while signed in, a socket's
account, a seat that follows its account)."""

from __future__ import annotations

import logging
from typing import Any

from ..config import Settings
from ..db import Store
from ..protocol import HostDo, Leave, Moderate, ProtocolError, React, Ready, Say
from .accounts import Accounts, Signed
from .chat import Chat
from .finding import Finding
from .history import Holdings
from .host import HostControls
from .passkeys import Passkeys
from .ratings import Ratings

log = logging.getLogger("marsmatch.server")

#: the session cookie's name
COOKIE = "mm_session"


class People:
    def __init__(self, store: Store, settings: Settings, manager: Any) -> None:
        self.settings = settings
        self.manager = manager
        self.accounts = Accounts(store, settings)
        self.passkeys = Passkeys(self.accounts)
        self.holdings = Holdings(store)
        self.chat = Chat(store, settings)
        self.ratings = Ratings(store, settings.events_dir)
        self.host = HostControls(self.holdings)
        self.finding = Finding(store)

    async def signed(self, cookies: dict[str, str]) -> Signed | None:
        return await self.accounts.signed(cookies.get(COOKIE))

    async def socket_account(self, cookies: dict[str, str]) -> Signed | None:
        """The socket's account; a database that fails here only makes it anonymous."""
        try:
            return await self.signed(cookies)
        except Exception as exc:  # noqa: BLE001 - play goes on without the account
            log.warning("a socket's session could not be read: %s", type(exc).__name__)
            return None

    async def seated(self, cookies: dict[str, str], table: Any, seat: int,
                     host: bool = False) -> None:
        """A seat was just taken: it follows the signed-in account, if any; ``host``: the
        table's creator took it."""
        try:
            if host:
                await self.holdings.set_host(table.id, seat)
            me = await self.signed(cookies)
            if me is not None:
                await self.holdings.claim(me.account.id, table.id, seat, table.game.name)
        except Exception as exc:  # noqa: BLE001 - the seat is taken: its token must reach them
            log.warning("table %s: seat %s taken, but not kept for its account: %s", table.id,
                        seat, str(exc).splitlines()[0] if str(exc) else type(exc).__name__)

    async def account_seat(self, account_id: str | None, table: Any, seat: int | None) -> bool:
        """Whether the account holds this (taken, human) seat of the table."""
        if account_id is None or seat is None or not 0 <= seat < len(table.seats):
            return False
        s = table.seats[seat]
        return s.kind == "human" and s.taken and \
            await self.holdings.owner(table.id, seat) == account_id

    async def my_tables(self, account_id: str) -> list[dict[str, Any]]:
        out = []
        for held in await self.holdings.seats(account_id):
            table = self.manager.tables.get(held.table_id)
            info = table.board.summary() if table is not None else None
            out.append({"table": held.table_id, "seat": held.seat, "game": held.game,
                        "joined_at": held.joined_at, "link": f"/#/t/{held.table_id}",
                        "status": info["status"] if info else "closed",
                        "your_turn": bool(table is not None and table.turn_seat == held.seat),
                        "summary": info})
        return out

    async def on_message(self, table: Any, conn: Any,
                         msg: Say | React | Moderate | HostDo | Leave | Ready) -> None:
        """A chat line, a reaction, the host's moderation and controls, a player leaving
        or answering the ready check, from a socket that said hello."""
        if isinstance(msg, Leave | Ready):
            if conn.seat is None:
                raise ProtocolError("spectator", "only a seated player may do that")
            if isinstance(msg, Leave):
                await self.host.remove(table, conn.seat, "seat_left")
            else:
                self.host.answer(table, conn.seat, msg.ready)
            return
        if isinstance(msg, Say):
            await self.chat.say(table, conn.seat, conn.address, conn.account_name, "chat",
                                msg.text)
        elif isinstance(msg, React):
            await self.chat.say(table, conn.seat, conn.address, conn.account_name, "react",
                                msg.reaction)
        else:
            host = await self.holdings.host(table.id)
            if host is None or conn.seat != host:
                raise ProtocolError("not_host", "only the table's host may do that")
            if isinstance(msg, HostDo):
                await self._host_do(table, msg)
            elif msg.hide is not None:
                await self.chat.hide(table, msg.hide)
            elif msg.seat is not None:
                await self.chat.mute(table, msg.seat, msg.mute)

    async def _host_do(self, table: Any, msg: HostDo) -> None:
        if msg.do == "remove":
            await self.host.remove(table, msg.seat if msg.seat is not None else -1)
        elif msg.do == "move":
            if msg.seat is None or msg.to is None:
                raise ProtocolError("bad_message", "say which seat moves, and to which seat")
            await self.host.move(table, {msg.seat: msg.to})
        elif msg.do == "shuffle":
            await self.host.shuffle(table)
        elif msg.do == "end":
            await self.host.end(table)
        else:
            self.host.ready_check(table)
