from __future__ import annotations

from collections.abc import Iterator
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
