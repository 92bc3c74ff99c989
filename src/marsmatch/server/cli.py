"""``marsmatch serve``: run the game server and print its address; ``marsmatch db``: its
database's schema revision."""

from __future__ import annotations

import logging
import os
import socket
import sys
from typing import Any, NoReturn

import typer

from ..cli_support import LANG, error_line, fail
from ..errors import MarsMatchError
from ..words import error, msg, text

DEFAULT_DB = "marsmatch.db"


def _say(id: str, **args: Any) -> str:
    """A line in the command line's language (``--lang``, the locale; words/serverdb.ftl)."""
    return text(msg(id, **args), LANG["lang"])


def _fail(id: str, **args: Any) -> NoReturn:
    """One ``error:`` line in the reader's language, exit code 2."""
    said = msg(id, **args)
    fail(text(said), said)


def _db_option() -> Any:
    return typer.Option(DEFAULT_DB, "--db", envvar="MARSMATCH_DB",
                        help="database: a SQLite file path or a URL such as "
                        "postgresql://user:pass@host/db")


def register(app: typer.Typer) -> None:
    register_db(app)

    @app.command()
    def serve(
        host: str = typer.Option("127.0.0.1", "--host", help="bind address (0.0.0.0: all)"),
        port: int = typer.Option(8000, "--port", min=0, max=65535,
                                 help="port (0: any free port)"),
        db: str = _db_option(),
        instance: str = typer.Option("", "--instance", envvar="MARSMATCH_INSTANCE",
                                     help="table-id prefix this process owns (several "
                                     "processes behind a proxy; docs/server.md)"),
        bot_delay: float = typer.Option(0.8, "--bot-delay", min=0, envvar="MARSMATCH_BOT_DELAY",
                                        help="default seconds a bot waits before acting"),
        allow_seeds: bool = typer.Option(False, "--allow-seeds", hidden=True,
                                         help="tests only: tables may fix their deals"),
        log_level: str = typer.Option("warning", "--log-level", help="how much the server "
                                      "logs: debug, info, warning or error"),
        processes: int | None = typer.Option(
            None, "--processes", min=1, max=64,
            help="run N server processes behind nginx on one PostgreSQL (sticky by table "
            "id; docs/server.md)"),
        proxy_workers: int = typer.Option(1, "--proxy-workers", min=1, max=64,
                                          help="nginx worker processes (with --processes)"),
    ) -> None:
        """Run the game server (lobby, tables, records) and print its address."""
        if processes is not None:
            serve_cluster(host, port, db, processes, bot_delay, allow_seeds, log_level,
                          proxy_workers)
            return
        import uvicorn

        from .app import MAX_WS_FRAME, create_app
        from .config import Settings

        logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
        try:
            settings = Settings.from_env(db=db, instance=instance, bot_delay=bot_delay,
                                         allow_seeds=allow_seeds or None)
            app_ = create_app(settings)
            check_database(settings.db)
        except MarsMatchError as exc:
            typer.echo(error_line(str(exc), exc.msg), err=True)
            raise typer.Exit(2) from None
        sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError as exc:
            _fail("srv-cannot-listen", host=host, port=str(port), reason=str(exc.strerror))
        real_port = sock.getsockname()[1]
        shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
        typer.echo(_say("srv-listening", host=shown, port=str(real_port), db=db))
        # per-message deflate off: game frames are small and it costs CPU on every send
        # X-Forwarded-For only from a named proxy (MARSMATCH_TRUSTED_PROXIES; the cluster
        # names its nginx): uvicorn's own default trusts it from 127.0.0.1 (N7)
        trusted = settings.trusted_proxies.strip()
        config = uvicorn.Config(app_, log_level=log_level, ws_max_size=MAX_WS_FRAME,
                                ws_per_message_deflate=False, lifespan="on",
                                proxy_headers=bool(trusted),
                                forwarded_allow_ips=trusted or "")
        server = uvicorn.Server(config)
        # threads (checkpoints, search bots) hand the GIL back sooner to the event loop
        sys.setswitchinterval(0.001)
        server.run(sockets=[sock])
        if not server.started:  # the start-up failed after the check (it was logged)
            _fail("srv-did-not-start")


def register_db(app: typer.Typer) -> None:
    """``marsmatch db current|upgrade``: the schema revision of a server's database."""
    db_app = typer.Typer(no_args_is_help=True, help="The server's database: which schema "
                         "revision it is at, and bringing it to the newest (docs/server.md).")
    app.add_typer(db_app, name="db")

    @db_app.command("current")
    def current(db: str = _db_option()) -> None:
        """Print the database's schema revision and whether it is the newest."""
        if "://" not in db and not os.path.exists(db):
            _fail("srv-no-database", path=db)
        found = _on_database(db, lambda store: store.revision())
        newest = _head()
        if found == newest:
            typer.echo(_say("srv-db-newest", revision=found))
        else:
            typer.echo(_say("srv-db-behind", revision=found or _say("srv-db-none"),
                            newest=newest))

    @db_app.command("upgrade")
    def upgrade(db: str = _db_option()) -> None:
        """Bring the database's schema to the newest revision (as every server start does)."""
        async def run(store: Any) -> str | None:
            await store.upgrade()
            return await store.revision()

        typer.echo(_say("srv-db-newest", revision=_on_database(db, run)))


def _head() -> str:
    from .migrate import head

    return head()


def _on_database(url: str, work: Any) -> Any:
    """``await work(store)`` on the database at ``url``; any failure one error line."""
    import asyncio

    from .db import Store

    async def run() -> Any:
        store = Store(url)
        try:
            return await work(store)
        finally:
            await store.engine.dispose()

    try:
        return asyncio.run(run())
    except MarsMatchError as exc:
        fail(str(exc), exc.msg)
    except Exception as exc:  # noqa: BLE001 - the driver's error, said in one sentence
        _fail("srv-db-cannot-use", db=shown_url(url), reason=_reason(exc))


def serve_cluster(host: str, port: int, db: str, processes: int, bot_delay: float,
                  allow_seeds: bool, log_level: str, proxy_workers: int) -> None:
    """``serve --processes N``: N processes behind nginx (server/cluster.py)."""
    from .cluster import Cluster

    try:
        cluster = Cluster(host, port, db, processes, bot_delay=bot_delay,
                          allow_seeds=allow_seeds, log_level=log_level,
                          proxy_workers=proxy_workers)
        check_database(db)
        cluster.start()
    except MarsMatchError as exc:
        typer.echo(error_line(str(exc), exc.msg), err=True)
        raise typer.Exit(2) from None
    typer.echo(_say("srv-cluster-listening", url=cluster.url, n=processes, db=shown_url(db)))
    cluster.run()


def shown_url(url: str) -> str:
    """A database URL fit to print: the password hidden."""
    if "://" not in url:
        return url
    try:
        from sqlalchemy.engine import make_url

        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # noqa: BLE001 - not a URL SQLAlchemy reads: print it as given
        return url


def check_database(url: str, timeout: float = 15.0) -> None:
    """Open the database the way the server will, before saying the server runs: a missing
    folder or an unreachable database becomes one MarsMatchError sentence."""
    import asyncio
    from pathlib import Path

    from .db import Store

    path = None
    if "://" not in url:
        path = Path(url)
    elif url.startswith("sqlite:///") and ":memory:" not in url:
        path = Path(url[len("sqlite:///"):])
    if path is not None and not path.expanduser().resolve().parent.is_dir():
        raise error(MarsMatchError, "srv-db-folder-missing", db=url,
                    folder=str(path.expanduser().resolve().parent))

    async def probe() -> None:
        store = Store(url)
        try:
            async with store.engine.connect():
                pass
        finally:
            await store.engine.dispose()

    try:
        asyncio.run(asyncio.wait_for(probe(), timeout))
    except MarsMatchError:
        raise
    except TimeoutError:
        raise error(MarsMatchError, "srv-db-no-answer", db=shown_url(url),
                    seconds=f"{timeout:g}") from None
    except Exception as exc:  # noqa: BLE001 - the driver's error, said in one sentence
        raise error(MarsMatchError, "srv-db-cannot-open", db=shown_url(url),
                    reason=_reason(exc)) from None


def _reason(exc: BaseException) -> str:
    """The innermost cause of a driver error, in one line."""
    while exc.__cause__ is not None or getattr(exc, "orig", None) is not None:
        exc = getattr(exc, "orig", None) or exc.__cause__  # type: ignore[assignment]
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text


