"""The FastAPI application: wires the REST routers, the WebSocket and the built client.

Routes live in ``routes_lobby`` and ``routes_records``, the socket in ``ws``; tables in
``table`` (run by ``manager``), the engines judge, ``db`` persists. Every error is JSON:
``{"error": {"code", "message"}}``, never a traceback.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from .. import __version__
from ..errors import MarsMatchError
from . import routes_director, routes_events, routes_lobby, routes_records, ws
from .config import Settings
from .db import Store, shown_url
from .headers import SecurityHeaders
from .limits import BodyLimit
from .manager import Manager
from .pages import ConstantPages
from .people import routes as people_routes
from .people import routes_find as people_find
from .people import routes_passkeys as people_passkeys
from .people import routes_public as people_public
from .people.service import People
from .protocol import ProtocolError
from .work import Worker

log = logging.getLogger("marsmatch.server")

STATIC = Path(__file__).parent / "static"
GC_THRESHOLDS = (50_000, 50, 1_000)
MAX_WS_FRAME = ws.MAX_WS_FRAME


def error(status: int, code: str, message: str, **extra: Any) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message, **extra}},
                        status_code=status)


def create_app(settings: Settings | None = None) -> FastAPI:
    """The app; a database that cannot be opened is one MarsMatchError here (SQLite), or
    one logged line and exit code 2 at start (a database server that does not answer)."""
    settings = settings or Settings.from_env()
    manager = Manager(Store(settings.db, settings.db_busy_timeout), settings)
    worker = Worker(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        try:
            await manager.start()
        except Exception as exc:  # noqa: BLE001 - one line for people, not a traceback
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            print(f"error: cannot start with the database {shown_url(settings.db)}: {first}",
                  file=sys.stderr, flush=True)
            os._exit(2)
        gc.collect()
        gc.freeze()  # the restored tables out of the collector's way: shorter GC pauses
        # Thousands of live tables are millions of long-lived objects: with the default
        # thresholds the collector scans them all every few seconds (pauses of 0.1-0.5 s
        # under load, measured with scripts/load.py). Objects here are freed by their
        # reference counts; the collector is only for cycles, so it may run far less.
        gc.set_threshold(*GC_THRESHOLDS)
        yield
        worker.close()
        await manager.close()

    app = FastAPI(title="MarsMatch server", version=__version__, lifespan=lifespan,
                  description="Lobby, tables, records and replays for MarsMatch and Shengji. "
                  "Play happens over the WebSocket at /ws/{table_id} (docs/server.md).")
    app.state.manager = manager
    app.state.people = People(manager.store, settings, manager)
    app.state.worker = worker
    app.state.pages = ConstantPages()
    manager.worker = worker
    app.add_middleware(BodyLimit, settings=settings)
    app.add_middleware(SecurityHeaders)  # outermost: also on BodyLimit's refusals
    _errors(app)
    app.include_router(routes_lobby.router)
    app.include_router(routes_records.router)
    app.include_router(routes_events.router)
    app.include_router(routes_director.router)
    app.include_router(people_routes.router)
    app.include_router(people_public.router)
    app.include_router(people_passkeys.router)
    app.include_router(people_find.router)
    app.add_api_websocket_route("/ws/{table_id}", ws.play)
    _client(app)
    return app


def _errors(app: FastAPI) -> None:
    @app.exception_handler(ProtocolError)
    async def _protocol(_req: Request, exc: ProtocolError) -> JSONResponse:
        response = error(exc.status, exc.code, exc.message)
        if exc.status in (429, 503):
            response.headers["Retry-After"] = "5"
        return response

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


def _client(app: FastAPI) -> None:
    """The browser client, built by ``make`` into static/."""
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
