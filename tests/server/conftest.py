from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from .helpers import Server


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = Server(tmp_path_factory.mktemp("server") / "test.db").start()
    yield srv
    srv.stop()


@pytest.fixture
def fresh_db(tmp_path: Path) -> Path:
    return tmp_path / "fresh.db"


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[Callable[..., Server]]:
    """Start servers with their own settings (``MARSMATCH_<NAME>=value`` given as
    ``name=value``); all are stopped after the test."""
    started: list[Server] = []

    def start(name: str = "srv", bot_delay: float = 0.0, **settings: object) -> Server:
        env = {f"MARSMATCH_{k.upper()}": str(v) for k, v in settings.items()}
        srv = Server(tmp_path / f"{name}.db", bot_delay=bot_delay, env=env).start()
        started.append(srv)
        return srv

    yield start
    for srv in started:
        srv.stop()
