"""Several server processes as a deployment: ``marsmatch serve --processes 2`` behind
Debian's nginx on the suite's PostgreSQL, reached through the proxy on loopback (the
``cluster`` fixture, tests/conftest.py). The lobby lists every process's tables, a table's
requests reach the process that owns it, and a process killed with SIGKILL loses no
acknowledged move and comes back with its tables while the other plays on.
(test_hidden.py runs its no-hidden-card proof through the cluster too.)
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from typing import Any

import asyncpg
import httpx

from .helpers import Client, Cluster, hint_action, live_secret, wait_for


def owners(table_ids: list[str]) -> dict[str, str]:
    async def read() -> dict[str, str]:
        conn = await asyncpg.connect(os.environ["MARSMATCH_TEST_PG_URL"])
        try:
            rows = await conn.fetch("SELECT id, owner FROM tables WHERE id = ANY($1)", table_ids)
        finally:
            await conn.close()
        return {r["id"]: r["owner"] for r in rows}

    return asyncio.run(read())


def on(cluster: Cluster, instance: str, **spec: Any) -> str:
    """A new table that lands on ``instance`` (creates go round-robin through the proxy;
    a table made on the other process is left open)."""
    for _ in range(10):
        tid = cluster.create(**spec)["table"]["id"]
        if tid.startswith(instance + "-"):
            return str(tid)
    raise AssertionError(f"no table landed on {instance}")


def version(cluster: Cluster, tid: str) -> int:
    r = cluster.get(f"/api/tables/{tid}")
    return int(r.json()["version"]) if r.status_code == 200 else -1


def test_the_lobby_lists_every_process_tables_and_each_table_reaches_its_owner(
        cluster: Cluster) -> None:
    ids = [cluster.create(players=2, name=f"lobby {i}")["table"]["id"] for i in range(4)]
    # spread over both processes, never colliding: each id names its owner
    assert {tid.split("-")[0] for tid in ids} == {"p1", "p2"} and len(set(ids)) == 4
    assert owners(ids) == {tid: tid.split("-")[0] for tid in ids}
    for name in ("p1", "p2"):  # asked of each process itself, not through the proxy
        def listed(name: str = name) -> set[str]:
            r = httpx.get(cluster.direct(name) + "/api/tables?status=open", timeout=10)
            return {t["id"] for t in r.json()}

        wait_for(lambda: set(ids) <= listed(), 10, f"{name}'s lobby lists every table")
    lobby = {t["id"]: t for t in cluster.get("/api/tables").json()}
    assert all(lobby[tid]["free_seats"] == [0, 1] and lobby[tid]["status"] == "open"
               for tid in ids)
    for tid in ids:  # through the proxy, every request naming a table reaches its owner
        assert cluster.get(f"/api/tables/{tid}").json()["id"] == tid
        joined = cluster.join(tid, "ann")
        assert joined["table"] == tid and joined["seat"] == 0
        other = "p2" if tid.startswith("p1") else "p1"  # the other process has no such table
        assert httpx.get(f"{cluster.direct(other)}/api/tables/{tid}", timeout=10) \
            .status_code == 404


def test_a_killed_process_loses_no_acknowledged_move_and_comes_back_while_the_other_plays_on(
        cluster: Cluster, budget: Any) -> None:
    bots = {"p1": on(cluster, "p1", seats=[{"kind": "bot", "bot": "random"}] * 2,
                     bot_delay=0.05, auto_next=0),
            "p2": on(cluster, "p2", seats=[{"kind": "bot", "bot": "random"}] * 2,
                     bot_delay=0.05, auto_next=0)}
    tid = on(cluster, "p1", seats=[{"kind": "human"}, {"kind": "human"}],
             secret=live_secret(2, "cluster-kill"), rules={"streak_to_win": 50})
    tokens = {s: cluster.join(tid, f"p{s}", seat=s)["token"] for s in (0, 1)}
    humans = {s: Client(cluster, tid, s, tok) for s, tok in tokens.items()}
    acked: list[tuple[int, str, int]] = []  # (seat, action id, version acknowledged)
    for n in range(6):
        newest = max(h.v for h in humans.values())
        for h in humans.values():
            while h.v < newest:
                h.expect("update")
        seat = humans[0].view["to_act"][0]
        reply = humans[seat].act(hint_action(humans[seat]), f"before-kill-{n}")
        assert reply["type"] == "ack", reply
        acked.append((seat, f"before-kill-{n}", reply["v"]))
    for c in humans.values():
        c.close()
    assert wait_for(lambda: version(cluster, bots["p1"]) > 5, 20, "p1's bots play")

    pid = cluster.servers()["p1"][0]
    os.kill(pid, signal.SIGKILL)
    down = time.monotonic()
    moved_before = version(cluster, bots["p2"])
    # while p1 is down: its tables' requests are refused in JSON by the proxy, and the
    # other process's tables play on
    r = wait_for(lambda: (x := cluster.get(f"/api/tables/{tid}")).status_code != 200 and x,
                 10, "p1's table is refused while p1 is down")
    assert r.status_code == 503 and r.json()["error"]["code"] == "restarting"
    wait_for(lambda: version(cluster, bots["p2"]) > moved_before + 3, 10,
             "p2's table plays on while p1 is down")
    # p1 comes back (the cluster starts it again) with its tables as they were stored
    wait_for(lambda: version(cluster, tid) >= 0, 60, "p1 is back")
    assert cluster.servers()["p1"][0] != pid
    budget("a killed process back", time.monotonic() - down, 60)
    assert version(cluster, tid) == acked[-1][2]  # every acknowledged move, nothing else
    for seat, mid, v in acked[-2:]:  # the moves' ids are known again: resends change nothing
        c = Client(cluster, tid, seat, tokens[seat], since=acked[0][2])
        assert all(f["type"] != "error" for f in c.frames), c.frames
        again = c.act({"pass": True}, mid)
        assert again["type"] == "ack" and again["duplicate"] is True and again["v"] == v
        c.close()
    stopped_at = version(cluster, bots["p1"])
    wait_for(lambda: version(cluster, bots["p1"]) > stopped_at + 3, 20,
             "p1's restored bot table plays on")
