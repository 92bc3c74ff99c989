"""Turn-based tables and "my tables": a turn of a day or more gets no stand-in bot (the
players are away most of the time) and the account's list says where it is their turn."""

from __future__ import annotations

from typing import Any

import httpx

from .helpers import Client, live_secret


def test_my_tables_say_where_it_is_my_turn_on_a_turn_based_table(spawn: Any) -> None:
    srv = spawn()
    with httpx.Client(base_url=srv.url, timeout=20) as ann, \
            httpx.Client(base_url=srv.url, timeout=20) as bo:
        for c, n in ((ann, "ann"), (bo, "bo")):
            assert c.post("/api/auth/signup", json={"login": n, "password": "p" * 10}
                          ).status_code == 201
        made = ann.post("/api/tables", json={"game": "marsmatch", "turn_timer": 86400,
                                             "secret": live_secret(2, "turns"),
                                             "join_as": "Ann", "seats": [
                                                 {"kind": "human"}, {"kind": "human"}]}).json()
        table = made["table"]["id"]
        assert made["table"]["grace"] >= 7 * 86400
        joined = bo.post(f"/api/tables/{table}/join", json={"name": "Bo"}).json()
        watcher = Client(srv, table)
        while not watcher.view["to_act"]:  # the deal follows the join (no Heavenly Hand in it)
            watcher.expect("update")
        to_act = watcher.view["to_act"][0]
        mine = {c: c.get("/api/me/tables").json() for c in (ann, bo)}
        assert [t["your_turn"] for t in mine[ann]] == [to_act == 0]
        assert [t["your_turn"] for t in mine[bo]] == [to_act == joined["seat"]]
        # a day-long turn: nothing moves for the absent players (no stand-in, no timeout)
        watcher.drain(1.0)
        assert watcher.view["to_act"][0] == to_act
        assert not any(s["auto"] for s in watcher.info["seats"])
        too_long = ann.post("/api/tables", json={"game": "marsmatch", "turn_timer": 8 * 86400})
        assert too_long.status_code == 422
        watcher.close()
