"""The bounds in-process: the settings object, the JSON bounds, the rate limiters, a
socket's bounded queue, and a table's bounded memory."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest

from marsmatch.errors import MarsMatchError
from marsmatch.server.config import Settings
from marsmatch.server.connection import Conn
from marsmatch.server.db import Store
from marsmatch.server.limits import LimitError, TokenBucket, Window, loads_bounded
from marsmatch.server.manager import Manager
from marsmatch.server.protocol import ProtocolError, parse_message
from marsmatch.server.rounds import SettledRound
from marsmatch.server.tablelog import KEEP


def test_settings_come_from_the_environment_with_clear_errors() -> None:
    s = Settings.from_env({"MARSMATCH_MAX_BODY_BYTES": "4096", "MARSMATCH_ALLOW_SEEDS": "yes"})
    assert s.max_body_bytes == 4096 and s.allow_seeds is True
    assert Settings.from_env({}, db="x.db").db == "x.db"
    with pytest.raises(MarsMatchError, match="MARSMATCH_MESSAGES_PER_SECOND"):
        Settings.from_env({"MARSMATCH_MESSAGES_PER_SECOND": "-1"})
    with pytest.raises(MarsMatchError, match="MARSMATCH_MAX_TABLES"):
        Settings.from_env({"MARSMATCH_MAX_TABLES": "many"})


def test_json_bounds() -> None:
    assert loads_bounded('{"a": [1, 2.5, "x"]}', 4, 18) == {"a": [1, 2.5, "x"]}
    with pytest.raises(LimitError, match="nested") as deep:
        loads_bounded("[" * 40 + "]" * 40, 32, 18)
    assert deep.value.code == "too_deep"
    with pytest.raises(LimitError) as absurd:  # deeper than the parser's own recursion
        loads_bounded("[" * 100_000 + "]" * 100_000, 32, 18)
    assert absurd.value.code == "too_deep"
    with pytest.raises(LimitError) as big:
        loads_bounded('{"n": ' + "9" * 19 + "}", 8, 18)
    assert big.value.code == "too_large"
    for bad in ("NaN", "[Infinity]", "1e999"):
        with pytest.raises(LimitError):
            loads_bounded(bad, 8, 18)
    with pytest.raises(json.JSONDecodeError):
        loads_bounded("{", 8, 18)
    # a message over a bound is an error frame that still answers its id
    with pytest.raises(ProtocolError) as exc:
        parse_message(json.dumps({"type": "ping", "id": "p1", "x": [[[[[[1]]]]]]}), 4, 18)
    assert exc.value.code == "too_deep" and exc.value.id == "p1"


def test_token_bucket_and_window() -> None:
    bucket = TokenBucket(rate=1000, burst=3)
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    time.sleep(0.01)
    assert bucket.take()
    window = Window(limit=2, seconds=0.2)
    assert window.retry_after("a") == 0 and window.retry_after("a") == 0
    assert 0 < window.retry_after("a") <= 0.2
    assert window.retry_after("b") == 0  # per key
    time.sleep(0.25)
    assert window.retry_after("a") == 0


@pytest.mark.asyncio
async def test_a_socket_that_does_not_read_is_dropped_at_its_queue_bound() -> None:
    """100 sockets that never read must not pin unbounded memory (finding 5)."""
    never = asyncio.Event()
    closed: list[int] = []

    async def send_text(_text: str) -> None:
        await never.wait()  # the client never reads: the send never completes

    async def close(code: int) -> None:
        closed.append(code)

    conn = Conn(send_text, close, max_queue_bytes=10_000)
    conn.start()
    for i in range(1000):
        conn.send({"type": "update", "v": i, "pad": "x" * 100})
    await asyncio.sleep(0)
    assert conn.closed and closed == [1013]
    assert conn.queued_bytes <= 10_000
    conn.task.cancel()  # type: ignore[union-attr]


@pytest.mark.asyncio
@pytest.mark.parametrize("game", ["marsmatch", "shengji"])
async def test_a_tables_memory_keeps_only_the_last_rounds(tmp_path: Path, game: str) -> None:
    """Soak: a long-running table keeps two rounds of its log in memory (the rest is in
    the store) and its match's finished rounds as a few facts each."""
    settings = Settings(db=str(tmp_path / "m.db"), key_file=str(tmp_path / "k"),
                        deal_wait=0, max_robot_rounds=1000)
    manager = Manager(Store(settings.db), settings)
    await manager.start()
    try:
        players = 4 if game == "shengji" else 2
        table = await manager.create({"game": game, "rules": {"decks": 1} if game == "shengji"
                                      else {}, "seats": [{"kind": "bot", "bot": "random"}]
                                      * players, "bot_delay": 0, "auto_next": 0})
        deadline = time.monotonic() + 90
        while table.round < 5 and time.monotonic() < deadline and table.status != "finished":
            await asyncio.sleep(0.05)
        assert table.round >= 5 or table.status == "finished"
        assert len(table.log.entries) <= 2 * KEEP and table.log.base > 0
        deals = [e for e in table.log.entries if e["type"] == "deal"]
        assert len(deals) <= 2  # this round's entries and the last round's
        # the engine's match keeps finished rounds as their few facts, not whole states
        assert all(isinstance(r, SettledRound) for r in table.match.rounds[:-2])
        summary = table.match.summary()
        assert summary["rounds"] == len(table.match.rounds)
        assert len(summary["history"]) >= table.round - 1
    finally:
        await manager.close()
