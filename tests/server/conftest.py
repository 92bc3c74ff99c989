from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from .helpers import PG_URL, Server


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = Server(tmp_path_factory.mktemp("server") / "test.db").start()
    yield srv
    srv.stop()


@pytest.fixture
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database of the kind asked for (``helpers.DATABASES``, indirect): a SQLite
    file, or a PostgreSQL database of its own, dropped after."""
    if request.param == "sqlite":
        yield str(tmp_path / "test.db")
        return
    import asyncio
    import secrets

    import asyncpg

    assert PG_URL is not None
    name = f"mm_test_{secrets.token_hex(4)}"

    async def admin(sql: str) -> None:
        conn = await asyncpg.connect(PG_URL)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    asyncio.run(admin(f"CREATE DATABASE {name}"))
    try:
        yield PG_URL.rsplit("/", 1)[0] + "/" + name
    finally:
        asyncio.run(admin(f"DROP DATABASE {name} WITH (FORCE)"))


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


#: modules that start servers themselves (not through a fixture)
STARTS_SERVERS = {"test_restart", "test_soak"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tiers: tests with a real server in a subprocess on loopback are marked
    ``integration``, those through the cluster (several processes behind nginx on
    PostgreSQL) also ``cluster``; the rest run in process (``-m "not integration"``: the
    table's parts, every timer on a fake clock, the bounds, old logs)."""
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        params = getattr(getattr(item, "callspec", None), "params", {})
        cluster = "cluster" in names or params.get("where") == "cluster"
        if cluster or names & {"server", "spawn", "own_pg"} or \
                item.module is not None and item.module.__name__.split(".")[-1] in STARTS_SERVERS:
            item.add_marker(pytest.mark.integration)
        if cluster:
            item.add_marker(pytest.mark.cluster)


@pytest.fixture
def own_pg() -> Iterator[Any]:
    """A PostgreSQL of the test's own, which it may restart (skips without PostgreSQL)."""
    from .ownpg import OwnPostgres

    pg = OwnPostgres()
    yield pg
    pg.remove()
