"""Table chat and quick reactions, for seated players and spectators alike.

A line is cleaned (``clean_name``'s rules: no control or bidi characters) and at most
``chat_max_chars`` long; each speaker (a seat, or a spectator's client address) says at
most ``chat_per_minute`` a minute at a table. Text is stored and sent as given, never as
markup: the browser puts it on the page as text, so ``<script>`` is shown, not run. Lines
are kept with the round they were said in (``GET /api/records/{id}/chat`` gives a record's
round's chat) and the record files themselves stay as records.md says. The host (the seat
that created the table) may hide a line for everyone or mute a seat; each person may mute
anyone for themselves (the browser keeps that).
"""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import delete, select, update

from ..config import Settings
from ..db import Store
from ..limits import Window
from ..protocol import ProtocolError, frame
from ..seats import clean_name
from .schema import ChatMuteRow, ChatRow

#: the quick reactions (the browser shows each as an emoji with its catalogue word)
REACTIONS = ("nice", "oops", "gg", "thanks", "wow", "hurry")
KEEP = 200  # lines a table's chat answers with


def public(row: ChatRow) -> dict[str, Any]:
    return {"id": row.id, "round": row.round, "seat": row.seat, "name": row.name,
            "kind": row.kind, "text": row.text, "at": row.at}


class Chat:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.rate = Window(settings.chat_per_minute, 60.0)
        #: seats the host muted, per table (read from the database once per table)
        self.muted: dict[str, set[int]] = {}

    async def muted_at(self, table_id: str) -> set[int]:
        if table_id not in self.muted:
            if len(self.muted) > 10_000:  # forget the cache now and then: it is re-read
                self.muted.clear()
            async with self.store.sessions() as db:
                self.muted[table_id] = set((await db.execute(select(ChatMuteRow.seat).where(
                    ChatMuteRow.table_id == table_id))).scalars().all())
        return self.muted[table_id]

    async def say(self, table: Any, seat: int | None, address: str, name: str | None,
                  kind: str, text: str) -> dict[str, Any]:
        """Store one line (or reaction) and send it to everyone at the table."""
        if kind == "react":
            if text not in REACTIONS:
                raise ProtocolError("bad_message", "reactions are " + ", ".join(REACTIONS))
        else:
            text = clean_name(text, self.settings.chat_max_chars + 1)
            if not text:
                raise ProtocolError("bad_message", "say something")
            if len(text) > self.settings.chat_max_chars:
                raise ProtocolError("too_large", f"a chat line is at most "
                                    f"{self.settings.chat_max_chars} characters")
        if seat is not None and seat in await self.muted_at(table.id):
            raise ProtocolError("muted", "the host has muted your seat's chat")
        who = f"{table.id}/{'seat' + str(seat) if seat is not None else address}"
        wait = self.rate.retry_after(who)
        if wait > 0:
            raise ProtocolError("rate_limited", f"at most {self.settings.chat_per_minute} "
                                f"chat lines a minute; wait {int(wait) + 1} s")
        if seat is not None:
            name = table.seats[seat].name
        row = ChatRow(table_id=table.id, round=table.round, seat=seat,
                      name=clean_name(name or ""), kind=kind, text=text, at=time.time())
        async with self.store.sessions() as db:
            db.add(row)
            await db.commit()
        line = public(row)
        table.audience.send_all(frame(table, "chat", line=line))
        return line

    async def hide(self, table: Any, line_id: int) -> None:
        async with self.store.sessions() as db:
            done = await db.execute(update(ChatRow).where(
                ChatRow.id == line_id, ChatRow.table_id == table.id).values(hidden=True))
            await db.commit()
        if not getattr(done, "rowcount", 0):  # an UPDATE's CursorResult
            raise ProtocolError("not_found", f"there is no chat line {line_id} here")
        table.audience.send_all(frame(table, "chat_hidden", line=line_id))

    async def mute(self, table: Any, seat: int, muted: bool) -> None:
        if not 0 <= seat < len(table.seats):
            raise ProtocolError("bad_seat", f"there is no seat {seat}")
        seats = await self.muted_at(table.id)
        async with self.store.sessions() as db:
            await db.execute(delete(ChatMuteRow).where(ChatMuteRow.table_id == table.id,
                                                       ChatMuteRow.seat == seat))
            if muted:
                db.add(ChatMuteRow(table_id=table.id, seat=seat))
            await db.commit()
        (seats.add if muted else seats.discard)(seat)
        table.audience.send_all(frame(table, "chat_muted", seat=seat, muted=muted))

    async def lines(self, table_id: str, round_no: int | None = None) -> list[dict[str, Any]]:
        """A table's chat (the last ``KEEP`` lines; of one round with ``round_no``)."""
        async with self.store.sessions() as db:
            q = select(ChatRow).where(ChatRow.table_id == table_id,
                                      ChatRow.hidden.is_(False))
            if round_no is not None:
                q = q.where(ChatRow.round == round_no)
            rows = (await db.execute(q.order_by(ChatRow.id.desc()).limit(KEEP))).scalars().all()
        return [public(r) for r in reversed(rows)]
