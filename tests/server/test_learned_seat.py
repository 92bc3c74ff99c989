"""The server offers the bot levels (easy, normal, strong) and the learned bots of both games,
and seats them."""

from __future__ import annotations

from .helpers import Client, Server, hint_action, play_out


def test_learned_bots_play_a_marsmatch_table(server: Server) -> None:
    games = {g["name"]: g["bots"] for g in server.get("/api/games").json()}
    for game in ("marsmatch", "shengji"):
        assert games[game][:3] == ["easy", "normal", "strong"] and "learned" in games[game]
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "learned"}] * 3
    t = server.create(seats=seats, join_as="ann", secret="learned-1")
    tid = t["table"]["id"]
    c = Client(server, tid, t["seat"], t["token"])
    play_out(c, {t["seat"]: c}, hint_action)
    assert c.view["finished"]
    c.close()


def test_another_games_bot_is_refused(server: Server) -> None:
    r = server.post("/api/tables", {"game": "shengji",
                                    "seats": [{"kind": "bot", "bot": "search-base"}] * 4})
    assert r.status_code == 400 and "not a shengji bot level" in r.text
