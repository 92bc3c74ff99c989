"""The host's controls on a table of four over a real server's socket: move a person,
seats in a random order, remove a person, a player leaving, the ready check, the
spectators and their count, ending the table; nobody else may, and seats change only
before the first deal."""

from __future__ import annotations

import json
from typing import Any

import httpx
from websockets.sync.client import connect

from .helpers import Client


def seats(srv: Any, table: str) -> list[str | None]:
    return [s["name"] for s in srv.get(f"/api/tables/{table}").json()["seats"]]


def host_do(c: Client, **msg: Any) -> None:
    c.send({"type": "host", **msg})


def test_the_host_moves_shuffles_removes_and_ends_a_table_of_four(spawn: Any) -> None:
    srv = spawn()
    made = srv.create(game="marsmatch", players=4, join_as="Host")
    table = made["table"]["id"]
    bo = srv.join(table, "Bo", seat=1)
    cy = srv.join(table, "Cy", seat=2)
    host = Client(srv, table, 0, made["token"])
    b = Client(srv, table, 1, bo["token"])
    c = Client(srv, table, 2, cy["token"])
    # nobody else may
    host_do(b, do="shuffle")
    assert b.expect("error")["code"] == "not_host"
    # move Bo from seat 1 to seat 3: told where, and the same token sits there
    host_do(host, do="move", seat=1, to=3)
    moved = b.expect("notice")
    assert moved["code"] == "seat_moved" and moved["to"] == 3
    assert seats(srv, table) == ["Host", None, "Cy", "Bo"]
    b.seat = 3
    assert b.hello()["type"] == "welcome" and b.frames[-1]["you"]["seat"] == 3
    # seats in a random order: the same people, each where the table says
    host_do(host, do="shuffle")
    host.expect("presence")
    after = seats(srv, table)
    assert sorted(n for n in after if n) == ["Bo", "Cy", "Host"]
    # the ready check: the host asks, a player answers, everyone sees it
    where = {n: i for i, n in enumerate(after) if n}
    for cl, name in ((host, "Host"), (b, "Bo"), (c, "Cy")):
        cl.seat = where[name]
        cl.hello()
    host_do(host, do="ready_check")
    assert c.expect("ready")["asked"] is True
    c.send({"type": "ready", "ready": True})
    assert host.expect("ready", where=lambda m: m["ready"])["ready"] == {str(where["Cy"]): True}
    # remove Cy: her token no longer sits anywhere
    host_do(host, do="remove", seat=where["Cy"])
    assert c.expect("notice")["code"] == "seat_removed"
    c.seat = where["Cy"]
    assert c.hello()["code"] == "bad_token"
    # Bo leaves by himself
    b.send({"type": "leave"})
    assert b.expect("notice")["code"] == "seat_left"
    assert [n for n in seats(srv, table) if n] == ["Host"]
    # spectators: a signed-in one by name, the others counted
    with httpx.Client(base_url=srv.url) as web:
        assert web.post("/api/auth/signup", json={"login": "dee", "password": "x" * 12,
                                                  "display_name": "Dee"}).status_code == 201
        with connect(f"{srv.ws_url}/ws/{table}",
                     additional_headers={"Cookie": f"mm_session={web.cookies['mm_session']}"}
                     ) as ws:
            ws.send(json.dumps({"type": "hello", "seat": None}))
            ws.recv(timeout=10)
            watching = srv.get(f"/api/tables/{table}/spectators").json()
            assert watching["count"] == 3 and watching["names"][0] == "Dee"
            assert srv.get(f"/api/tables/{table}").json()["spectators"] == 3
    # the host ends the table
    host_do(host, do="end")
    stop = host.expect("update", where=lambda m: m["event"]["type"] == "stop")
    assert stop["event"]["type"] == "stop" and stop["event"]["reason"] == "host"
    info = srv.get(f"/api/tables/{table}").json()
    assert info["status"] == "finished" and info["stopped"] == "host"
    for cl in (host, b, c):
        cl.close()


def test_during_play_people_do_not_move_but_a_freed_seat_is_taken_by_the_next(
        spawn: Any) -> None:
    srv = spawn()
    made = srv.create(game="marsmatch", players=3, join_as="Host")
    table = made["table"]["id"]
    bo = srv.join(table, "Bo")
    srv.join(table, "Cy")
    host = Client(srv, table, 0, made["token"])
    b = Client(srv, table, bo["seat"], bo["token"])
    assert srv.get(f"/api/tables/{table}").json()["round"] == 1
    host_do(host, do="shuffle")
    assert host.expect("error")["code"] == "seats_locked"
    # the host frees Bo's seat mid-round: Bo watches, the seat shows free
    hand = sorted(b.view["hand"])
    host_do(host, do="remove", seat=bo["seat"])
    assert b.expect("notice")["code"] == "seat_removed"
    assert not srv.get(f"/api/tables/{table}").json()["seats"][bo["seat"]]["taken"]
    # the next person takes it, hand and all (within the grace: no stand-in played)
    dee = srv.join(table, "Dee", seat=bo["seat"])
    d = Client(srv, table, bo["seat"], dee["token"])
    assert d.frames[-1]["you"]["seat"] == bo["seat"]
    assert sorted(d.view["hand"]) == hand
    b.seat = bo["seat"]
    assert b.hello()["code"] == "bad_token"
    for c in (host, b, d):
        c.close()


def test_a_host_who_leaves_hands_no_powers_to_the_next_in_that_seat(spawn: Any) -> None:
    srv = spawn()
    made = srv.create(game="marsmatch", players=3, join_as="Host")
    table = made["table"]["id"]
    host = Client(srv, table, 0, made["token"])
    host.send({"type": "leave"})
    assert host.expect("notice")["code"] == "seat_left"
    taker = srv.join(table, "Taker", seat=0)
    t = Client(srv, table, 0, taker["token"])
    t.send({"type": "host", "do": "end"})
    assert t.expect("error")["code"] == "not_host"
    assert srv.get(f"/api/tables/{table}/spectators").json()["host"] is None
    host.close()
    t.close()
