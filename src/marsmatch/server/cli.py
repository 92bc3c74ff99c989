"""``marsmatch serve``: run the game server and print its address."""

from __future__ import annotations

import logging
import socket
import sys

import typer

from ..errors import MarsMatchError

DEFAULT_DB = "marsmatch.db"


def register(app: typer.Typer) -> None:
    @app.command()
    def serve(
        host: str = typer.Option("127.0.0.1", "--host", help="bind address (0.0.0.0: all)"),
        port: int = typer.Option(8000, "--port", min=0, max=65535,
                                 help="port (0: any free port)"),
        db: str = typer.Option(DEFAULT_DB, "--db", envvar="MARSMATCH_DB",
                               help="database: a SQLite file path or a URL such as "
                               "postgresql://user:pass@host/db"),
        instance: str = typer.Option("", "--instance", envvar="MARSMATCH_INSTANCE",
                                     help="table-id prefix this process owns (several "
                                     "processes behind a proxy; docs/server.md)"),
        bot_delay: float = typer.Option(0.8, "--bot-delay", min=0, envvar="MARSMATCH_BOT_DELAY",
                                        help="default seconds a bot waits before acting"),
        allow_seeds: bool = typer.Option(False, "--allow-seeds", hidden=True,
                                         help="tests only: tables may fix their deals"),
        log_level: str = typer.Option("warning", "--log-level"),
    ) -> None:
        """Run the game server (lobby, tables, records) and print its address."""
        import uvicorn

        from .app import MAX_WS_FRAME, create_app
        from .config import Settings

        logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
        try:
            settings = Settings.from_env(db=db, instance=instance, bot_delay=bot_delay,
                                         allow_seeds=allow_seeds or None)
            app_ = create_app(settings)
        except MarsMatchError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError as exc:
            typer.echo(f"error: cannot listen on {host}:{port}: {exc.strerror}", err=True)
            raise typer.Exit(2) from None
        real_port = sock.getsockname()[1]
        shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
        typer.echo(f"MarsMatch server on http://{shown}:{real_port}/ (database {db})",
                   )
        # per-message deflate off: game frames are small and it costs CPU on every send
        config = uvicorn.Config(app_, log_level=log_level, ws_max_size=MAX_WS_FRAME,
                                ws_per_message_deflate=False, lifespan="on")
        server = uvicorn.Server(config)
        # threads (checkpoints, search bots) hand the GIL back sooner to the event loop
        sys.setswitchinterval(0.001)
        server.run(sockets=[sock])


