"""Ratings from stored records: after a round of four signed-in people, each account's
rating is exactly openskill's own Plackett-Luce update of that round, computed here; the
leaderboard orders by mu - 3 sigma; bots keep their fixed reference ratings."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from openskill.models import PlackettLuce

from marsmatch.server.people.ratings import BOT_MU, BOT_SIGMA, teams_of

from .helpers import Client, hint_action, play_out

PASSWORD = "correct horse battery staple"


def test_ratings_after_a_round_of_four_people_equal_openskills_update(spawn: Any) -> None:
    srv = spawn()
    names = ["ann", "bo", "cy", "dee"]
    people = [httpx.Client(base_url=srv.url, timeout=20) for _ in names]
    for c, n in zip(people, names, strict=True):
        assert c.post("/api/auth/signup", json={"login": n, "password": PASSWORD}
                      ).status_code == 201
    made = people[0].post("/api/tables", json={"game": "marsmatch", "players": 4,
                                               "join_as": "ann"}).json()
    table = made["table"]["id"]
    tokens = {0: made["token"]}
    for seat, (c, n) in enumerate(zip(people[1:], names[1:], strict=True), start=1):
        r = c.post(f"/api/tables/{table}/join", json={"name": n})
        assert r.status_code == 200 and r.json()["seat"] == seat
        tokens[seat] = r.json()["token"]
    watcher = Client(srv, table)
    clients = {s: Client(srv, table, s, t) for s, t in tokens.items()}
    play_out(watcher, clients, hint_action)
    for c in [watcher, *clients.values()]:
        c.close()
    (rec,) = srv.get(f"/api/records?table={table}").json()

    model = PlackettLuce()
    teams, ranks = teams_of(rec["results"], [])
    expected = model.rate([[model.rating()] for _ in teams], ranks=ranks)
    for seat, c in enumerate(people):
        got = c.get("/api/me/history").json()["ratings"]["marsmatch"]
        want = expected[[t[0] for t in teams].index(seat)][0]
        assert got["mu"] == pytest.approx(want.mu, abs=1e-3)
        assert got["sigma"] == pytest.approx(want.sigma, abs=1e-3)
        assert got["rounds"] == 1
    board = srv.get("/api/leaderboard/marsmatch").json()
    assert [round(x["mu"] - 3 * x["sigma"], 2) for x in board["leaders"]] == sorted(
        (round(x["mu"] - 3 * x["sigma"], 2) for x in board["leaders"]), reverse=True)
    assert {x["name"] for x in board["leaders"]} == set(names)
    # each record counts once, however often the ratings are read
    again = people[0].get("/api/me/history").json()["ratings"]["marsmatch"]
    assert again["rounds"] == 1
    for c in people:
        c.close()


def test_bots_carry_fixed_reference_ratings_that_place_a_newcomer(spawn: Any) -> None:
    srv = spawn()
    c = httpx.Client(base_url=srv.url, timeout=20)
    assert c.post("/api/auth/signup", json={"login": "new", "password": PASSWORD}
                  ).status_code == 201
    made = c.post("/api/tables", json={
        "game": "marsmatch", "join_as": "new",
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"},
                  {"kind": "bot", "bot": "random"}]}).json()
    table = made["table"]["id"]
    watcher = Client(srv, table)
    me = Client(srv, table, 0, made["token"])
    play_out(watcher, {0: me}, hint_action)
    me.close()
    watcher.close()
    (rec,) = srv.get(f"/api/records?table={table}").json()
    model = PlackettLuce()
    teams, ranks = teams_of(rec["results"], [])
    start = {0: model.rating(), 1: model.rating(BOT_MU["greedy"], BOT_SIGMA),
             2: model.rating(BOT_MU["random"], BOT_SIGMA)}
    expected = model.rate([[start[t[0]]] for t in teams], ranks=ranks)
    want = expected[[t[0] for t in teams].index(0)][0]
    got = c.get("/api/me/history").json()["ratings"]["marsmatch"]
    assert got["mu"] == pytest.approx(want.mu, abs=1e-3)
    assert got["sigma"] == pytest.approx(want.sigma, abs=1e-3)
    board = srv.get("/api/leaderboard/marsmatch").json()
    assert board["bots"]["greedy"] == {"mu": BOT_MU["greedy"], "sigma": BOT_SIGMA}
    c.close()


def test_a_shengji_deal_rates_two_teams_by_the_games_own_headline() -> None:
    from marsmatch.games import find_game
    from marsmatch.server.people.history import winners

    results = [{"seat": 0, "side": "banker", "advance": 2}, {"seat": 1, "side": "attackers"},
               {"seat": 2, "side": "banker", "advance": 2}, {"seat": 3, "side": "attackers"}]
    won = winners("shengji", ["a", "b", "c", "d"], results)
    assert won == find_game("shengji").text.headline(["a", "b", "c", "d"], results)["winners"]
    assert teams_of(results, won) == ([[0, 2], [1, 3]], [1.0, 2.0])
    kept = [{**r, "advance": 0} for r in results]  # the bank passes: the attackers win
    assert teams_of(kept, winners("shengji", list("abcd"), kept)) == ([[0, 2], [1, 3]],
                                                                       [2.0, 1.0])
    redeal = [{**r, "redeal": True} for r in results]
    assert teams_of(redeal, winners("shengji", list("abcd"), redeal)) == ([], [])
    # MarsMatch: each seat alone, by points, ties sharing a rank
    mm = [{"seat": 0, "points": 100}, {"seat": 1, "points": -50}, {"seat": 2, "points": -50}]
    assert teams_of(mm, [0]) == ([[0], [1], [2]], [1.0, 2.0, 2.0])
