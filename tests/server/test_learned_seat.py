"""The server seats MarsMatch's ``learned`` bot (a bot level only MarsMatch has)."""

from __future__ import annotations

from .helpers import Client, Server, hint_action, play_out


def test_learned_bots_play_a_marsmatch_table(server: Server) -> None:
    games = {g["name"]: g["bots"] for g in server.get("/api/games").json()}
    assert "learned" in games["marsmatch"] and "learned" not in games["shengji"]
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "learned"}] * 3
    t = server.create(seats=seats, join_as="ann", secret="learned-1")
    tid = t["table"]["id"]
    c = Client(server, tid, t["seat"], t["token"])
    play_out(c, {t["seat"]: c}, hint_action)
    assert c.view["finished"]
    c.close()


def test_learned_is_refused_at_a_shengji_table(server: Server) -> None:
    r = server.post("/api/tables", {"game": "shengji",
                                    "seats": [{"kind": "bot", "bot": "learned"}] * 4})
    assert r.status_code == 400 and "not a shengji bot level" in r.text
