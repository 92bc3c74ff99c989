"""The WebSocket at ``/ws/{table_id}``: frames in, one parsed message at a time, replies out.

Every problem becomes an error frame (``protocol.error_frame``) and leaves the table as it
was; only the table changes the table.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import WebSocket
from starlette.websockets import WebSocketDisconnect, WebSocketState

from ..errors import MarsMatchError
from .connection import Conn
from .protocol import (
    Act,
    Check,
    Hello,
    Hint,
    Next,
    Ping,
    ProtocolError,
    error_frame,
    frame,
    parse_message,
)
from .table import Table

log = logging.getLogger("marsmatch.server")

MAX_MESSAGE = 16 * 1024  # bytes of one client message; longer ones are refused
MAX_WS_FRAME = 1024 * 1024  # uvicorn closes the socket (1009) beyond this


async def play(ws: WebSocket, table_id: str) -> None:
    await ws.accept()
    table = ws.app.state.manager.tables.get(table_id)
    if table is None:
        await ws.send_json(error_frame(None, ProtocolError(
            "not_found", f"there is no table {table_id!r}")))
        await ws.close(4404)
        return

    async def close(code: int) -> None:
        if ws.client_state == WebSocketState.CONNECTED:
            await ws.close(code)

    conn = Conn(ws.send_text, close)
    conn.start()
    try:
        while True:
            msg = await ws.receive()
            if msg["type"] == "websocket.disconnect":
                break
            text = msg.get("text")
            if text is None:
                refuse = ProtocolError("text_only", "send JSON text frames, not binary")
            elif len(text) > MAX_MESSAGE:
                refuse = ProtocolError("too_large", f"a message is at most {MAX_MESSAGE} bytes")
            else:
                await handle(table, conn, text)
                continue
            conn.send(error_frame(table, refuse))
    except WebSocketDisconnect:
        pass
    finally:
        await table.detach(conn)
        await conn.stop()


async def handle(table: Table, conn: Conn, text: str) -> None:
    """One client message. Every problem becomes an error frame; the table is unchanged."""
    mid = None
    try:
        msg = parse_message(text)
        mid = msg.id
        await _dispatch(table, conn, msg)
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


async def _dispatch(table: Table, conn: Conn, msg: Any) -> None:
    if isinstance(msg, Ping):
        conn.send(frame(table, "pong", id=msg.id))
        return
    if isinstance(msg, Hello):
        seat = table.authenticate(msg.seat, msg.token)
        await table.attach(conn, seat, msg.since)
        return
    if not conn.authenticated:
        raise ProtocolError("not_authenticated", 'send {"type": "hello", "seat": S, '
                            '"token": T} first (or "seat": null to watch)')
    seat = conn.seat
    if seat is None:
        raise ProtocolError("spectator", "spectators cannot act")
    match msg:
        case Act():
            v, dup = await table.act(seat, msg.action, msg.id)
            conn.send(frame(table, "ack", v=v, id=msg.id, duplicate=dup))
        case Check():
            conn.send(frame(table, "check", id=msg.id, **table.check(seat, msg.action)))
        case Hint():
            hints = table.hints(seat)
            out: dict[str, Any] = {"count": len(hints), "index": 0}
            if hints:
                i = msg.index % len(hints)
                out.update(index=i, action=hints[i]["action"], describe=hints[i]["describe"])
            conn.send(frame(table, "hint", id=msg.id, **out))
        case Next():
            v = await table.next_round()
            conn.send(frame(table, "ack", v=v, id=msg.id, duplicate=False))
