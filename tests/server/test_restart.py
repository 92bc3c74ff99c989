"""A server killed mid-game comes back with every table where it was."""

from __future__ import annotations

import os
import secrets
import time
from pathlib import Path

import pytest

from .helpers import Client, Server, hint_action, live_secret, play_out

#: PostgreSQL runs too when a URL is given (e.g. postgresql://mm@127.0.0.1:55432/marsmatch).
PG_URL = os.environ.get("MARSMATCH_TEST_PG_URL")


@pytest.mark.parametrize("kind", [
    "sqlite",
    pytest.param("postgresql", marks=pytest.mark.skipif(
        not PG_URL and os.environ.get("CI") != "true",
        reason="make test (.ci/with-postgres) starts PostgreSQL; in CI it must run")),
])
def test_restart_mid_game_resumes(tmp_path: Path, kind: str) -> None:
    db = tmp_path / "restart.db"
    srv = Server(db, url=PG_URL if kind == "postgresql" else None).start()
    try:
        t = srv.create(seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}],
                       secret=live_secret(3, f"restart-{secrets.token_hex(3)}"))
        tid = t["table"]["id"]
        toks = {s: srv.join(tid, f"p{s}", seat=s)["token"] for s in (0, 1)}
        open_t = srv.create(players=2, name="waiting")["table"]["id"]  # an open table too
        watcher = Client(srv, tid)
        humans = {s: Client(srv, tid, s, tok) for s, tok in toks.items()}
        last_ids: dict[int, str] = {}
        made = 0
        while made < 6 or watcher.view["to_act"][0] not in humans:  # stop on a human's turn
            seat = watcher.view["to_act"][0]
            if seat in humans:
                c = humans[seat]
                while c.v < watcher.v:
                    c.expect("update")
                mid = f"before-restart-{made}"
                r = c.act(hint_action(c), mid)
                assert r["type"] == "ack"
                last_ids[seat] = mid
                made += 1
                while watcher.v < r["v"]:
                    watcher.expect("update")
            else:
                watcher.expect("update")
        for c in humans.values():
            while c.v < watcher.v:
                c.expect("update")
        before = {s: (c.v, c.view) for s, c in humans.items()}
        spectator_before = watcher.view
        for c in [*humans.values(), watcher]:
            c.close()
        srv.stop(kill=True)  # no clean shutdown

        srv.start()  # same port, same database
        info = srv.get(f"/api/tables/{tid}").json()
        assert info["version"] == watcher.v and info["status"] == "playing"
        assert srv.get(f"/api/tables/{open_t}").json()["status"] == "open"
        def bare(view: dict) -> dict:
            return {k: v for k, v in view.items() if k != "history"}

        watcher = Client(srv, tid, since=watcher.v)
        assert bare(watcher.view) == bare(spectator_before)
        humans = {}
        for s, tok in toks.items():
            c = Client(srv, tid, s, tok, since=before[s][0])
            assert c.v == before[s][0] and bare(c.view) == bare(before[s][1])
            humans[s] = c
        # an action id used before the restart is still known
        seat, mid = next(iter(last_ids.items()))
        dup = humans[seat].act({"pass": True}, mid)
        assert dup["type"] == "ack" and dup["duplicate"] is True
        play_out(watcher, humans, hint_action)
        assert watcher.view["phase"] == "finished"
        # the record is written behind the last move (the writer's queue): wait for it
        deadline = time.time() + 15
        while not (recs := srv.get(f"/api/records?table={tid}").json()) and time.time() < deadline:
            time.sleep(0.1)
        assert len(recs) == 1
        for c in [*humans.values(), watcher]:
            c.close()
    finally:
        srv.stop()
