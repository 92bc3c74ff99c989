"""Every frame a table sends is one of the declared models (server/frames.py, extra keys
forbidden), and the browser's TypeScript is generated from those models and is current."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

from marsmatch.server.frames import FRAMES
from marsmatch.server.ws import handle
from marsmatch.shuffle import commitment

from .fakeclock import FakeClock, Socket, seated, start_manager
from .helpers import live_secret

ROOT = Path(__file__).resolve().parents[2]
MESSAGES = [{"type": "ping", "id": "p"}, {"type": "hint", "id": "h"},
            {"type": "check", "id": "c", "action": {"pass": True}},
            {"type": "action", "id": "a", "action": {"pass": True}}, {"type": "next", "id": "n"},
            {"type": "bogus"}, "not json"]


def view_types() -> Any:
    spec = importlib.util.spec_from_file_location("view_types", ROOT / "scripts" / "view_types.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_browsers_frame_types_are_generated_from_the_models() -> None:
    module = view_types()
    text = module.frames_typescript()
    assert module.OUT_FRAMES.read_text(encoding="utf-8") == text, "run scripts/view_types.py"
    assert "export type ServerFrame = Welcome | Update | Presence | Notice | Ack" in text
    assert "export type ClientMessage = Hello | Act | Check | Hint" in text
    assert '  type: "welcome";\n' in text and "  view: View | null;\n" in text


async def frames_of(tmp_path: Path, game: str, spec: dict[str, Any]) -> list[dict[str, Any]]:
    """Every frame the seats and a spectator were sent while the bots and timers played a
    few rounds, each seat having sent every kind of message (some refused)."""
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock, deal_wait=2, relinks_per_minute=100)
    try:
        table, sockets = await seated(manager, clock, {
            "game": game, **spec, "turn_timer": 2, "auto_next": 1,
            "secret": live_secret(len(spec["seats"]), game)}, contribute=True)
        watcher = Socket()
        watcher.conn.start()
        await table.roster.attach(watcher.conn, None, None, None)
        seat, sock = next(iter(sockets.items()))
        await handle(table, sock.conn, json.dumps(
            {"type": "commit", "id": "m", "round": 1, "commitment": commitment("ab" * 32)}))
        second = Socket()  # a second device on the seat: both are told
        second.conn.start()
        await table.roster.attach(second.conn, seat, sock.token, None)
        for _ in range(3):
            await clock.advance(2)
        for msg in MESSAGES:
            await handle(table, sock.conn, msg if isinstance(msg, str) else json.dumps(msg))
        await table.roster.relink(seat, str(sock.token))  # the seat's devices are told
        for _ in range(40):
            await clock.advance(2)
        await clock.settle()
        return [f for s in [*sockets.values(), watcher, second] for f in s.frames]
    finally:
        await manager.close()


@pytest.mark.asyncio
@pytest.mark.parametrize("game,seats", [("marsmatch", 2), ("shengji", 4)])
async def test_every_frame_a_table_sends_is_a_declared_model(tmp_path: Path, game: str,
                                                             seats: int) -> None:
    spec = {"seats": [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (seats - 1)}
    frames = await frames_of(tmp_path, game, spec)
    kinds = {f["type"] for f in frames}
    assert kinds >= {"welcome", "update", "presence", "notice", "ack", "check", "hint", "pong",
                     "error"}
    events = {f["event"]["type"] for f in frames if f["type"] == "update"}
    assert events >= {"commit", "deal", "action", "join"}
    for f in frames:
        FRAMES.validate_python(f)
