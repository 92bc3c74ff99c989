"""Room at a table, against a real server on loopback (issue 29, N4 and N14): spectators
from one address cannot lock a seated player out, and a socket that sends nothing is
dropped. Both failed on 1e5e48a."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from .helpers import Client


def watch(srv: Any, tid: str) -> tuple[Any, dict[str, Any]]:
    """A raw spectator socket and the answer to its hello. It never reads again, so its
    library's queue fills and a closing handshake cannot finish: close without waiting."""
    cm = connect(f"{srv.ws_url}/ws/{tid}", open_timeout=10, close_timeout=0.05)
    ws = cm.__enter__()
    ws.send(json.dumps({"type": "hello", "seat": None}))
    return cm, json.loads(ws.recv(timeout=10))


def test_n4_spectators_from_one_address_cannot_lock_a_seated_player_out(spawn: Any) -> None:
    """Before: 63 spectator sockets from one address, and the seated player coming back
    got ``too_many_connections``."""
    srv = spawn("n4")
    tid = srv.create(players=2)["table"]["id"]
    token = srv.join(tid, "ann", seat=0)["token"]
    srv.join(tid, "bo", seat=1)
    held = [watch(srv, tid) for _ in range(63)]
    try:
        answers = [a["type"] if a["type"] != "error" else a["code"] for _, a in held]
        assert answers.count("welcome") == 16  # max_spectators_per_address
        assert set(answers) == {"welcome", "too_many_connections"}
        player = Client(srv, tid, seat=0, token=token)
        assert player.frames[-1]["type"] == "welcome" and player.view and player.view["hand"]
        player.close()
    finally:
        for cm, _ in held:
            try:
                cm.__exit__(None, None, None)
            except Exception:  # noqa: BLE001, S110 - closed by the server already
                pass


def test_n14_a_socket_that_sends_nothing_is_dropped(spawn: Any) -> None:
    """Before: an attached socket that never sent a ping stayed attached for good."""
    srv = spawn("n14", socket_idle_seconds=1)
    tid = srv.create(players=2)["table"]["id"]
    quiet = Client(srv, tid)
    talking = Client(srv, tid)
    deadline = time.time() + 3
    while time.time() < deadline:
        talking.send({"type": "ping"})
        time.sleep(0.3)
    talking.drain()
    assert not [f for f in talking.frames if f.get("code") == "idle"]
    with pytest.raises(ConnectionClosed):
        while True:
            quiet._recv(5)
    assert [f["code"] for f in quiet.frames if f["type"] == "error"] == ["idle"]
    assert srv.get(f"/api/tables/{tid}").json()["spectators"] == 1
    talking.close()
