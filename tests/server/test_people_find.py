"""Finding a game: open seats first (friends' tables before the rest, then the tables
nearest to starting), filtered by game and size, and a seat at the next table that needs
one; friends are a contact list of accounts."""

from __future__ import annotations

from typing import Any

import httpx


def account(srv: Any, login: str) -> httpx.Client:
    c = httpx.Client(base_url=srv.url, timeout=20)
    assert c.post("/api/auth/signup", json={"login": login, "password": "p" * 10}
                  ).status_code == 201
    return c


def test_friends_tables_first_then_nearest_to_starting_and_seat_me(spawn: Any) -> None:
    srv = spawn()
    me, pal = account(srv, "me"), account(srv, "pal")
    # a: three seats, two free, pal sits there; b: three seats, one free; c: Shengji
    a = pal.post("/api/tables", json={"game": "marsmatch", "players": 3, "join_as": "Pal"}
                 ).json()["table"]["id"]
    b = srv.create(game="marsmatch", players=3)["table"]["id"]
    srv.join(b, "x")
    srv.join(b, "y")
    c = srv.create(game="shengji")["table"]["id"]
    srv.create(game="marsmatch", seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
               join_as="full")  # no free seat: never listed
    anon = [t["id"] for t in srv.get("/api/find?game=marsmatch").json()]
    assert anon == [b, a]
    assert [t["id"] for t in srv.get("/api/find?seats=4").json()] == [c]
    assert srv.get("/api/find?seats=99").status_code == 422
    assert me.post("/api/me/friends", json={"login": "PAL"}).json()["login"] == "pal"
    assert me.post("/api/me/friends", json={"login": "nobody"}).status_code == 404
    listed = me.get("/api/find?game=marsmatch").json()
    assert [(t["id"], t["friends"]) for t in listed] == [(a, True), (b, False)]
    assert me.get("/api/me/friends").json() == {
        "friends": [{"login": "pal", "display_name": "pal"}], "tables": [a]}
    seated = me.post("/api/find/seat", json={"name": "Me", "game": "marsmatch"}).json()
    assert seated["table"] == a and len(seated["token"]) > 20
    assert [t["table"] for t in me.get("/api/me/tables").json()] == [a]
    assert srv.post("/api/find/seat", {"name": "z", "seats": 7}).status_code == 404
    me.post("/api/me/friends/pal/remove")
    assert me.get("/api/me/friends").json()["friends"] == []
    for x in (me, pal):
        x.close()
