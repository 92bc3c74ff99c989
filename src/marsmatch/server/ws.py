"""The WebSocket at ``/ws/{table_id}``: frames in, one parsed message at a time, replies out.

Every problem becomes an error frame (``protocol.error_frame``) and leaves the table as it
was; only the table changes the table. Bounds (``config.Settings``): sockets that sit at no
seat, per table and per client address, sockets before their hello per address, and
spectators per table and per address at it (an error frame, then the socket closes with
1013; a seated player is never refused, so spectators cannot lock players out), a first
valid ``hello`` within ``hello_timeout``, then a message at least every
``socket_idle_seconds`` (the browser pings), messages per second per socket
(``rate_limited``; a socket that keeps on is closed with 1008), message size
(``too_large``) and JSON depth and integer size (``too_deep``, ``too_large``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from typing import Any

from fastapi import WebSocket
from starlette.websockets import WebSocketDisconnect, WebSocketState

from ..errors import MarsMatchError
from .config import Settings
from .connection import Conn
from .limits import address_key
from .protocol import (
    Act,
    Check,
    Commit,
    Hello,
    Hint,
    HostDo,
    Leave,
    Moderate,
    Next,
    Ping,
    ProtocolError,
    React,
    Ready,
    Reveal,
    Say,
    error_frame,
    frame,
    parse_message,
)
from .table import Table

log = logging.getLogger("marsmatch.server")

MAX_MESSAGE = 16 * 1024  # default of Settings.max_message_bytes
MAX_WS_FRAME = 1024 * 1024  # uvicorn closes the socket (1009) beyond this
#: the server's own time for the last player actions (judged, stored, told): /api/health
ACT_SECONDS: deque[float] = deque(maxlen=20000)
RATE_STRIKES = 50  # messages refused for the rate limit in a row before the socket closes


def utf8_bytes(text: str) -> int:
    """A message's size as sent, in UTF-8 bytes (``max_message_bytes`` counts bytes: 16,383
    characters of ``€`` are 49,083 bytes, N17)."""
    return len(text.encode("utf-8", "surrogatepass"))


def client_address(ws: Any) -> str:
    return address_key(ws.client.host if ws.client is not None else None)


async def play(ws: WebSocket, table_id: str) -> None:
    manager = ws.app.state.manager
    settings: Settings = manager.settings
    await ws.accept()
    table = manager.tables.get(table_id)
    if table is None:
        broken = manager.broken.get(table_id)
        await ws.send_json(error_frame(None, ProtocolError(
            "table_unavailable", broken) if broken else ProtocolError(
            "not_found", f"there is no table {table_id!r}")))
        await ws.close(4404)
        return
    address = client_address(ws)
    audience = table.audience
    refuse = None
    if audience.spectators + audience.pending >= settings.max_conns_per_table:
        refuse = ProtocolError("too_many_connections", f"this table has its "
                               f"{settings.max_conns_per_table} connections; try again later")
    elif manager.sockets.counts.get(address, 0) >= settings.max_conns_per_address:
        refuse = ProtocolError("too_many_connections", f"at most "
                               f"{settings.max_conns_per_address} connections per client address")
    elif audience.waiting.get(address, 0) >= settings.max_pending_per_address:
        refuse = ProtocolError("too_many_connections", f"at most "
                               f"{settings.max_pending_per_address} connections per client "
                               "address waiting for their hello at a table")
    if refuse is not None:
        await ws.send_json(error_frame(table, refuse))
        await ws.close(1013)
        return

    async def close(code: int) -> None:
        if ws.client_state == WebSocketState.CONNECTED:
            await ws.close(code)

    conn = Conn(ws.send_text, close, settings.max_queue_bytes, settings.messages_per_second,
                settings.message_burst, address, stall=settings.send_stall_seconds)
    people = ws.app.state.people
    me = await people.socket_account(ws.cookies)
    if me is not None:
        conn.account_id, conn.account_name = me.account.id, me.account.display_name
    manager.sockets.add(address)  # sockets at no seat, per address
    audience.wait(address, 1)
    counted = waiting = True
    conn.start()
    limit = settings.max_message_bytes
    loop = asyncio.get_running_loop()
    hello_by = loop.time() + settings.hello_timeout
    try:
        while True:
            try:
                timeout = settings.socket_idle_seconds if conn.authenticated else \
                    max(0.0, hello_by - loop.time())
                async with asyncio.timeout(timeout):  # no task per message, as wait_for made
                    msg = await ws.receive()
            except TimeoutError:
                conn.send(error_frame(table, ProtocolError(
                    "idle", f"nothing sent for {settings.socket_idle_seconds:g} s")
                    if conn.authenticated else ProtocolError(
                    "not_authenticated", f"no hello within {settings.hello_timeout:g} s")))
                await conn.stop()
                await close(1001 if conn.authenticated else 1008)
                break
            if msg["type"] == "websocket.disconnect":
                break
            if not conn.bucket.take():
                conn.refused += 1
                if conn.refused >= RATE_STRIKES:
                    await close(1008)
                    break
                if conn.refused == 1 or conn.refused % 10 == 0:
                    conn.send(error_frame(table, ProtocolError(
                        "rate_limited", f"at most {settings.messages_per_second:g} messages a "
                        "second; this one was dropped")))
                continue
            conn.refused = 0
            text = msg.get("text")
            if text is None:
                refusal = ProtocolError("text_only", "send JSON text frames, not binary")
            elif len(text) > limit or len(text) * 4 > limit and utf8_bytes(text) > limit:
                refusal = ProtocolError("too_large", f"a message is at most {limit} bytes")
            else:
                await handle(table, conn, text, settings, people)
                if waiting and conn.authenticated:
                    audience.wait(address, -1)
                    waiting = False
                if counted and conn.seat is not None:
                    manager.sockets.remove(address)
                    counted = False
                if conn.closed:
                    break
                continue
            conn.send(error_frame(table, refusal))
    except WebSocketDisconnect:
        pass
    finally:
        if waiting:
            audience.wait(address, -1)
        if counted:
            manager.sockets.remove(address)
        await table.roster.detach(conn)
        await conn.stop()


async def handle(table: Table, conn: Conn, text: str, settings: Settings | None = None,
                 people: Any = None) -> None:
    """One client message. Every problem becomes an error frame; the table is unchanged."""
    mid = None
    try:
        if settings is None:
            msg = parse_message(text)
        else:
            msg = parse_message(text, settings.max_json_depth, settings.max_int_digits)
        mid = msg.id
        await _dispatch(table, conn, msg, people)
    except ProtocolError as exc:
        exc.id = exc.id or mid
        conn.send(error_frame(table, exc))
    except MarsMatchError as exc:
        conn.send(error_frame(table, ProtocolError("illegal", str(exc), id=mid,
                                                   rule=getattr(exc, "rule", None))))
    except Exception:
        log.exception("table %s: message failed", table.id)
        conn.send(error_frame(table, ProtocolError(
            "internal", "the server failed on this message", id=mid)))


async def _dispatch(table: Table, conn: Conn, msg: Any, people: Any = None) -> None:
    if isinstance(msg, Ping):
        conn.send(frame(table, "pong", id=msg.id))
        return
    if isinstance(msg, Hello):
        # a seat taken while signed in follows the account: no token needed (people/)
        by_account = bool(msg.token is None and people is not None and
                          await people.account_seat(conn.account_id, table, msg.seat))
        conn.fold_acks = msg.fold_acks
        try:
            await table.roster.attach(conn, msg.seat, msg.token, msg.since, msg.contribute,
                                      by_account=by_account)
        except ProtocolError as exc:
            if exc.code != "too_many_connections":
                raise
            exc.id = msg.id
            conn.send(error_frame(table, exc))
            await conn.stop()
            await conn.close_socket(1013)
        return
    if not conn.authenticated:
        raise ProtocolError("not_authenticated", 'send {"type": "hello", "seat": S, '
                            '"token": T} first (or "seat": null to watch)')
    if isinstance(msg, Say | React | Moderate | HostDo | Leave | Ready):
        if people is None:
            raise ProtocolError("unknown_type", "this server has no chat")
        await people.on_message(table, conn, msg)
        return
    seat = conn.seat
    if seat is None:
        raise ProtocolError("spectator", "spectators cannot act")
    match msg:
        case Act():
            began = time.perf_counter()
            v, dup = await table.desk.act(seat, msg.action, msg.id)
            if dup or not conn.fold_acks:  # else the update with its id was the ack
                conn.send(frame(table, "ack", v=v, id=msg.id, duplicate=dup))
            ACT_SECONDS.append(time.perf_counter() - began)
        case Check():
            conn.send(frame(table, "check", id=msg.id, **table.desk.check(seat, msg.action)))
        case Hint(level="strong"):
            strong = await table.desk.strong_hint(seat)
            conn.send(frame(table, "hint", id=msg.id, count=int(strong is not None), index=0,
                            level="strong", **(strong or {})))
        case Hint():
            hints = table.desk.hints(seat)
            out: dict[str, Any] = {"count": len(hints), "index": 0}
            if hints:
                i = msg.index % len(hints)
                out.update(index=i, action=hints[i]["action"], describe=hints[i]["describe"])
                if "describe_msg" in hints[i]:
                    out["describe_msg"] = hints[i]["describe_msg"]
            conn.send(frame(table, "hint", id=msg.id, **out))
        case Next():
            v = await table.dealer.next_round()
            conn.send(frame(table, "ack", v=v, id=msg.id, duplicate=False))
        case Commit():
            await table.dealer.contribute(seat, msg.round, commitment=msg.commitment)
            conn.send(frame(table, "ack", v=table.version, id=msg.id, duplicate=False,
                            round=msg.round, contribution="committed"))
        case Reveal():
            await table.dealer.contribute(seat, msg.round, value=msg.value)
            conn.send(frame(table, "ack", v=table.version, id=msg.id, duplicate=False,
                            round=msg.round, contribution="revealed"))
