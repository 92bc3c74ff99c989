"""The FastAPI application: REST for the lobby and records, one WebSocket per table.

Routes stay thin: tables live in ``rooms``, the engines judge, ``db`` persists.
"""

from __future__ import annotations

import gc
import json
import logging
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

from fastapi import FastAPI, Query, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.websockets import WebSocketDisconnect, WebSocketState

from .. import __version__
from ..errors import MarsMatchError
from ..records import parse_record
from .db import Store
from .games import ADAPTERS
from .replay import replay_frames
from .rooms import Conn, Manager, ProtocolError, Settings

log = logging.getLogger("marsmatch.server")

STATIC = Path(__file__).parent / "static"
MAX_MESSAGE = 16 * 1024  # bytes of one client message; longer ones are refused
MAX_WS_FRAME = 1024 * 1024  # uvicorn closes the socket (1009) beyond this


# --- schemas --------------------------------------------------------------------------


class SeatSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["human", "bot"] = "human"
    bot: Literal["random", "greedy", "search"] | None = None


class CreateTable(BaseModel):
    """A new table: the game, its seats (people or bots), rule options and timers."""

    model_config = ConfigDict(extra="forbid")
    game: Literal["marsmatch", "shengji"] = "marsmatch"
    name: str = Field("", max_length=60)
    seats: list[SeatSpec] | None = Field(
        None, description="one entry per seat; default: the game's usual number, all people")
    players: int | None = Field(None, ge=2, le=12, description="number of seats (if no seats)")
    rules: dict[str, Any] = Field(default_factory=dict, description="rule options by name")
    turn_timer: float = Field(0, ge=0, le=3600, description="seconds per turn; 0: no timer")
    grace: float = Field(30, ge=0, le=3600,
                         description="seconds a disconnected player's seat waits for a bot")
    bot_delay: float | None = Field(None, ge=0, le=30, description="seconds a bot waits")
    auto_next: float | None = Field(None, ge=0, le=600,
                                    description="start the next round by itself after this")
    join_as: str | None = Field(None, min_length=1, max_length=40,
                                description="also take the first free seat under this name")
    secret: str | None = Field(None, max_length=128,
                               description="test servers only: fixes every deal")


class JoinTable(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(..., min_length=1, max_length=40)
    seat: int | None = Field(None, ge=0, le=11)


class SeatToken(BaseModel):
    table: str
    seat: int
    token: str
    link: str


class ErrorBody(BaseModel):
    code: str
    message: str


class ErrorResponse(BaseModel):
    error: ErrorBody


ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorResponse}, 404: {"model": ErrorResponse},
    409: {"model": ErrorResponse}, 422: {"model": ErrorResponse},
}


def error(status: int, code: str, message: str, **extra: Any) -> JSONResponse:
    body: dict[str, Any] = {"code": code, "message": message}
    body.update(extra)
    return JSONResponse({"error": body}, status_code=status)


# --- the app --------------------------------------------------------------------------


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    store = Store(settings.db)
    manager = Manager(store, settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await manager.start()
        gc.collect()
        gc.freeze()  # long-lived objects out of the collector's way: shorter GC pauses
        # threads (checkpoints, search bots) hand the GIL back sooner to the event loop
        sys.setswitchinterval(0.001)
        yield
        await manager.close()

    app = FastAPI(title="MarsMatch server", version=__version__, lifespan=lifespan,
                  description="Lobby, tables, records and replays for MarsMatch and Shengji. "
                  "Play happens over the WebSocket at /ws/{table_id} (docs/server.md).")
    app.state.manager = manager

    @app.exception_handler(ProtocolError)
    async def _protocol(_req: Request, exc: ProtocolError) -> JSONResponse:
        return error(exc.status, exc.code, exc.message)

    @app.exception_handler(MarsMatchError)
    async def _rules(_req: Request, exc: MarsMatchError) -> JSONResponse:
        return error(400, "invalid", str(exc))

    @app.exception_handler(RequestValidationError)
    async def _validation(_req: Request, exc: RequestValidationError) -> JSONResponse:
        problems = []
        for e in exc.errors():
            where = ".".join(str(p) for p in e.get("loc", ()) if p != "body")
            problems.append(f"{where}: {e.get('msg')}" if where else str(e.get("msg")))
        return error(422, "invalid_request", "; ".join(problems) or "invalid request",
                     details=[{"loc": [str(p) for p in e.get("loc", ())], "msg": e.get("msg")}
                              for e in exc.errors()])

    @app.exception_handler(StarletteHTTPException)
    async def _http(_req: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return error(exc.status_code, code, str(exc.detail))

    @app.exception_handler(Exception)
    async def _internal(_req: Request, exc: Exception) -> JSONResponse:
        log.exception("internal error")
        return error(500, "internal", "the server failed on this request; it has been logged")

    # --- lobby ------------------------------------------------------------------------
    @app.get("/api/health", tags=["server"])
    async def health() -> dict[str, Any]:
        return {"ok": True, "version": __version__, "tables": len(manager.tables),
                "database": store.url.split("://")[0]}

    @app.get("/api/games", tags=["lobby"])
    async def games() -> list[dict[str, Any]]:
        """The games, their seat counts, rule options (with defaults and help) and bot levels."""
        out = []
        for ad in ADAPTERS.values():
            try:
                out.append(ad.describe())
            except Exception:  # noqa: BLE001 - a game still being built is left out
                log.warning("game %s is not available", ad.name)
        return out

    @app.get("/api/tables", tags=["lobby"])
    async def list_tables(
        status: Literal["open", "playing", "finished", "all"] = "all",
    ) -> list[dict[str, Any]]:
        """Tables of this server: open ones have free seats."""
        out = []
        for table in sorted(manager.tables.values(), key=lambda t: -t.created_at):
            info = table.info()
            info["free_seats"] = [s.index for s in table.seats
                                  if s.kind == "human" and not s.taken]
            if status == "all" or info["status"] == status or (
                    status == "open" and info["free_seats"]):
                out.append(info)
        return out[:200]

    @app.post("/api/tables", tags=["lobby"], status_code=201, responses=ERRORS)
    async def create_table(body: CreateTable, request: Request) -> dict[str, Any]:
        """Create a table; with ``join_as`` the creator also takes a seat (token returned)."""
        ad = ADAPTERS[body.game]
        if body.seats is not None:
            seats = [s.model_dump() for s in body.seats]
        else:
            seats = [{"kind": "human"}] * (body.players or ad.default_seats)
        spec = body.model_dump(exclude={"seats", "players", "join_as"})
        spec["seats"] = seats
        if spec.get("bot_delay") is None:
            spec.pop("bot_delay")
        if spec.get("secret") is None:
            spec.pop("secret")
        table = await manager.create(spec)
        out: dict[str, Any] = {"link": f"/#/t/{table.id}"}
        if body.join_as:
            seat, token = await table.join(body.join_as, None)
            out["seat"] = seat
            out["token"] = token
        out["table"] = table.info()
        return out

    @app.get("/api/tables/{table_id}", tags=["lobby"], responses=ERRORS)
    async def get_table(table_id: str) -> dict[str, Any]:
        return manager.get(table_id).info()

    @app.post("/api/tables/{table_id}/join", tags=["lobby"], response_model=SeatToken,
              responses=ERRORS)
    async def join_table(table_id: str, body: JoinTable) -> SeatToken:
        """Take a seat (the first free one unless ``seat`` is given): returns the seat's
        token, the only key to that seat's hand and actions. Keep it private."""
        table = manager.get(table_id)
        seat, token = await table.join(body.name.strip() or "player", body.seat)
        return SeatToken(table=table.id, seat=seat, token=token, link=f"/#/t/{table.id}")

    # --- records ----------------------------------------------------------------------
    @app.get("/api/records", tags=["records"])
    async def list_records(limit: int = Query(50, ge=1, le=500), offset: int = Query(0, ge=0),
                           table: str | None = None) -> list[dict[str, Any]]:
        """Finished rounds, newest first (only finished rounds are ever stored)."""
        rows = await store.list_records(limit, offset, table)
        return [{"id": r.id, "table": r.table_id, "round": r.round, "game": r.game,
                 "players": json.loads(r.players), "results": json.loads(r.results),
                 "finished_at": r.finished_at} for r in rows]

    @app.get("/api/records/{record_id}", tags=["records"], responses=ERRORS)
    async def get_record(record_id: str, download: bool = False) -> Response:
        """The record (records.md format); ``download=1`` serves it as a file."""
        row = await store.get_record(record_id)
        if row is None:
            raise ProtocolError("not_found", f"there is no record {record_id!r}", 404)
        headers = {}
        if download:
            headers["Content-Disposition"] = f'attachment; filename="{record_id}.json"'
        return Response(row.record, media_type="application/json", headers=headers)

    @app.get("/api/records/{record_id}/replay", tags=["records"], responses=ERRORS)
    async def replay_stored(record_id: str) -> dict[str, Any]:
        """Every position of a finished round, all hands shown: for the replay viewer."""
        row = await store.get_record(record_id)
        if row is None:
            raise ProtocolError("not_found", f"there is no record {record_id!r}", 404)
        return replay_frames(parse_record(json.loads(row.record)))

    @app.post("/api/replay", tags=["records"], responses=ERRORS)
    async def replay_upload(record: dict[str, Any]) -> dict[str, Any]:
        """Replay a record you send (records.md format): positions, or the first illegal
        action and why."""
        return replay_frames(parse_record(record))

    # --- play -------------------------------------------------------------------------
    @app.websocket("/ws/{table_id}")
    async def play(ws: WebSocket, table_id: str) -> None:
        await ws.accept()
        table = manager.tables.get(table_id)
        if table is None:
            await ws.send_text(json.dumps({"type": "error", "code": "not_found",
                                           "message": f"there is no table {table_id!r}"}))
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
                    conn.send(_err(table, "text_only", "send JSON text frames, not binary"))
                    continue
                if len(text) > MAX_MESSAGE:
                    conn.send(_err(table, "too_large",
                                   f"a message is at most {MAX_MESSAGE} bytes"))
                    continue
                await handle(table, conn, text)
        except WebSocketDisconnect:
            pass
        finally:
            await table.detach(conn)
            await conn.stop()

    # --- the client (built by `make`, served from static/) ----------------------------
    if (STATIC / "assets").is_dir():
        app.mount("/assets", StaticFiles(directory=STATIC / "assets"), name="assets")

    @app.get("/", include_in_schema=False)
    async def index() -> Response:
        page = STATIC / "index.html"
        if not page.is_file():
            return Response("<h1>MarsMatch server</h1><p>The browser client is not built: run "
                            "<code>make run</code> (or <code>npm run build</code> in "
                            "src/marsmatch/web). The API is at <a href=/docs>/docs</a>.</p>",
                            media_type="text/html")
        return FileResponse(page, headers={"Cache-Control": "no-cache"})

    return app


def _err(table: Any, code: str, message: str, **extra: Any) -> dict[str, Any]:
    out = {"type": "error", "table": table.id, "v": table.version, "code": code,
           "message": message}
    out.update({k: v for k, v in extra.items() if v is not None})
    return out


async def handle(table: Any, conn: Conn, text: str) -> None:
    """One client message. Every problem becomes an error frame; the table is unchanged."""
    try:
        msg = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        conn.send(_err(table, "bad_json", "that message is not valid JSON"))
        return
    if not isinstance(msg, dict):
        conn.send(_err(table, "bad_message", "a message is a JSON object with a \"type\""))
        return
    kind = msg.get("type")
    mid = msg.get("id")
    if mid is not None and (not isinstance(mid, str) or not 0 < len(mid) <= 80):
        conn.send(_err(table, "bad_message", '"id" is a string of 1 to 80 characters'))
        return
    try:
        if kind == "ping":
            conn.send({"type": "pong", "table": table.id, "v": table.version, "id": mid})
            return
        if kind == "hello":
            since = msg.get("since")
            if since is not None and (isinstance(since, bool) or not isinstance(since, int)):
                raise ProtocolError("bad_message", '"since" is a version number')
            seat = table.authenticate(msg.get("seat"), msg.get("token"))
            await table.attach(conn, seat, since)
            return
        if not conn.authenticated:
            raise ProtocolError("not_authenticated", 'send {"type": "hello", "seat": S, '
                                '"token": T} first (or "seat": null to watch)')
        if kind in ("action", "check", "hint", "next") and conn.seat is None:
            raise ProtocolError("spectator", "spectators cannot act")
        if kind == "action":
            if mid is None:
                raise ProtocolError("bad_message", 'an action needs an "id" (any unique string)')
            v, dup = await table.act(conn.seat, msg.get("action"), mid)
            conn.send({"type": "ack", "table": table.id, "v": v, "id": mid, "duplicate": dup})
        elif kind == "check":
            result = table.check(conn.seat, msg.get("action"))
            conn.send({"type": "check", "table": table.id, "v": table.version, "id": mid,
                       **result})
        elif kind == "hint":
            index = msg.get("index", 0)
            if isinstance(index, bool) or not isinstance(index, int):
                raise ProtocolError("bad_message", '"index" is a whole number')
            hints = table.hints(conn.seat)
            out: dict[str, Any] = {"type": "hint", "table": table.id, "v": table.version,
                                   "id": mid, "count": len(hints), "index": 0}
            if hints:
                i = index % len(hints)
                out.update(index=i, action=hints[i]["action"], describe=hints[i]["describe"])
            conn.send(out)
        elif kind == "next":
            v = await table.next_round(conn.seat)
            conn.send({"type": "ack", "table": table.id, "v": v, "id": mid, "duplicate": False})
        else:
            raise ProtocolError("unknown_type", f"unknown message type {kind!r}; types are "
                                "hello, action, check, hint, next, ping")
    except ProtocolError as exc:
        conn.send(_err(table, exc.code, exc.message, id=mid))
    except MarsMatchError as exc:
        conn.send(_err(table, "illegal", str(exc), id=mid))
    except Exception:
        log.exception("table %s: message failed", table.id)
        conn.send(_err(table, "internal", "the server failed on this message", id=mid))
