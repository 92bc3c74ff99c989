"""A short soak on loopback: many tables at full speed and players acting, the server
killed (-9) at random moments and restarted; every table comes back gapless, none is
lost or broken, every acknowledged move is stored, and memory stays bounded."""

from __future__ import annotations

import random
import sqlite3
import threading
import time
from typing import Any

import pytest

from .helpers import Client, Server, hint_action, live_secret

pytestmark = pytest.mark.chaos


def player(srv: Server, tid: str, seat: int, token: str, acked: list[tuple[str, str]],
           stop: threading.Event) -> None:
    """Act whenever it is this seat's turn (next round when one ends) until the socket
    drops; every acknowledged action id is noted."""
    try:
        c = Client(srv, tid, seat, token)
        n = 0
        while not stop.is_set():
            if c.view and c.view.get("finished"):
                c.request({"type": "next"}, "ack")
            elif c.my_turn():
                n += 1
                mid = f"{tid}-{seat}-{n}"
                reply = c.act(hint_action(c), mid)
                if reply["type"] == "ack":
                    acked.append((tid, mid))
            c.expect("update", "welcome", timeout=5)
    except Exception:  # noqa: BLE001, S110 - the server was killed: this player is done
        pass


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        return next(int(x.split()[1]) / 1024 for x in f if x.startswith("VmRSS:"))


def test_soak_with_kills_at_random_moments(spawn: Any) -> None:
    rng = random.Random(15)
    srv = spawn("soak", max_robot_rounds=100000, bot_delay=0.02)
    bots = [srv.create(seats=[{"kind": "bot", "bot": "random"}] * 3, bot_delay=0,
                       auto_next=0)["table"]["id"] for _ in range(12)]
    people = []
    for i in range(4):
        t = srv.create(seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
                       secret=live_secret(2, f"soak-{i}"), join_as=f"p{i}", bot_delay=0.02)
        people.append((t["table"]["id"], t["seat"], t["token"]))
    acked: list[tuple[str, str]] = []
    sizes = []
    for _round in range(3):
        stop = threading.Event()
        threads = [threading.Thread(target=player, args=(srv, tid, seat, tok, acked, stop))
                   for tid, seat, tok in people]
        for th in threads:
            th.start()
        time.sleep(rng.uniform(1.0, 3.0))
        assert srv.proc is not None
        sizes.append(rss_mb(srv.proc.pid))
        srv.stop(kill=True)  # at a random moment, mid-write perhaps
        stop.set()
        for th in threads:
            th.join(15)
        srv.start()
        health = srv.get("/api/health").json()
        assert health["broken"] == []
        with sqlite3.connect(srv.db) as db:
            for tid in bots + [p[0] for p in people]:
                versions = [v for (v,) in db.execute(
                    "SELECT version FROM events WHERE table_id=? ORDER BY version", (tid,))]
                assert versions == list(range(1, len(versions) + 1))  # gapless
                info = srv.get(f"/api/tables/{tid}").json()
                assert info["version"] >= len(versions)  # restored (and playing on)
            stored = {(t, i) for t, i in db.execute(
                "SELECT table_id, action_id FROM events WHERE action_id IS NOT NULL")}
        assert set(acked) <= stored  # no acknowledged move lost
    assert len(acked) > 10
    assert max(sizes) < 400  # MB: bounded while tables play at full speed
