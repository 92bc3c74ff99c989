"""REST: lobby, tables, records; errors are clear JSON, never a traceback."""

from __future__ import annotations

import json
from typing import Any

from .helpers import Client, Server, hint_action, play_out


def test_health_games_and_openapi(server: Server) -> None:
    assert server.get("/api/health").json()["ok"] is True
    games = {g["name"]: g for g in server.get("/api/games").json()}
    assert games["marsmatch"]["max_seats"] == 12
    names = {o["name"] for o in games["marsmatch"]["rules"]}
    assert "streak_to_win" in names
    spec = server.get("/openapi.json").json()
    assert "/api/tables" in spec["paths"] and "/api/records/{record_id}" in spec["paths"]


def _keys(value: Any) -> set[str]:
    """Every key of every object inside ``value``."""
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


def test_create_list_join(server: Server) -> None:
    t = server.create(game="marsmatch", players=3, name="three", turn_timer=0)
    tid = t["table"]["id"]
    assert t["table"]["status"] == "open" and "token" not in t
    assert len(t["table"]["commitment"]) == 64  # the first deal's commitment, before the deal
    listed = server.get("/api/tables?status=open").json()
    assert any(x["id"] == tid and x["free_seats"] == [0, 1, 2] for x in listed)
    j = server.join(tid, "ann", seat=1)
    assert j["seat"] == 1 and len(j["token"]) > 20
    r = server.post(f"/api/tables/{tid}/join", {"name": "bo", "seat": 1})
    assert r.status_code == 409 and r.json()["error"]["code"] == "seat_taken"
    server.join(tid, "bo")
    server.join(tid, "cy")
    info = server.get(f"/api/tables/{tid}").json()
    assert info["status"] == "playing" and info["round"] == 1
    r = server.post(f"/api/tables/{tid}/join", {"name": "dee"})
    assert r.status_code == 409 and r.json()["error"]["code"] == "table_full"
    # nothing secret in public table info: no such field anywhere, and not the seat's token
    # (the list holds other tests' tables too, whose rule names may say "hand")
    public = [server.get(f"/api/tables/{tid}").json(), server.get("/api/tables").json()]
    assert not _keys(public) & {"token", "secret", "hand", "hands"}
    assert j["token"] not in json.dumps(public)
    assert info["deal"] == {"round": 1, "commitment": info["deal"]["commitment"], "seed": None,
                            "scheme": "marsmatch-deal/2", "contributions": [],
                            "shuffle_seed": None}


def test_bad_input_is_clear_json(server: Server) -> None:
    cases = [
        ("/api/tables", {"game": "poker"}, 422),
        ("/api/tables", {"players": 1}, 422),
        ("/api/tables", {"players": 13}, 422),
        ("/api/tables", {"rules": {"no_such_rule": 1}}, 400),
        ("/api/tables", {"rules": {"streak_to_win": -1}}, 400),
        ("/api/tables", {"game": "shengji", "players": 3}, 400),
        ("/api/tables", {"seats": [{"kind": "bot", "bot": "genius"}] * 3}, 422),
        ("/api/tables", {"secretly": True}, 422),
        ("/api/tables/nope/join", {"name": "x"}, 404),
        ("/api/replay", {"game": "marsmatch"}, 400),
        ("/api/replay", {"game": "marsmatch", "players": ["a", "b"], "seed": "s",
                         "actions": [{"seat": 0, "play": ["XX"]}]}, 200),
    ]
    for path, body, status in cases:
        r = server.post(path, body)
        assert r.status_code == status, (path, body, r.text)
        data = r.json()
        if status != 200:
            assert set(data) == {"error"} and data["error"]["message"], data
            assert "Traceback" not in r.text
    r = server.get("/api/records/nope")
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
    r = httpx_raw(server, "/api/tables", b"{not json")
    assert r.status_code == 422 and "error" in r.json()
    r = server.get("/api/records?limit=-5")
    assert r.status_code == 422


def httpx_raw(server: Server, path: str, body: bytes):  # type: ignore[no-untyped-def]
    import httpx

    return httpx.post(server.url + path, content=body,
                      headers={"content-type": "application/json"}, timeout=10)


def test_records_list_download_replay(server: Server) -> None:
    t = server.create(seats=[{"kind": "human"}, {"kind": "bot"}], join_as="ann", secret="rec-1",
                      rules={"streak_to_win": 2})
    tid = t["table"]["id"]
    c = Client(server, tid, t["seat"], t["token"])
    play_out(c, {t["seat"]: c}, hint_action)
    c.close()
    recs = server.get(f"/api/records?table={tid}").json()
    assert len(recs) == 1 and recs[0]["round"] == 1
    rid = recs[0]["id"]
    r = server.get(f"/api/records/{rid}?download=1")
    assert r.headers["content-disposition"].startswith("attachment")
    record = r.json()
    assert record["format"] == "marsmatch-record/1" and record["seed"]
    # the record replays with the project's own replay and verify-deal
    from marsmatch.games.replay import replay, verify_deal
    from marsmatch.records import parse_record

    assert replay(parse_record(record))["ok"] is True
    assert verify_deal(parse_record(record))["ok"] is True
    rp = server.get(f"/api/records/{rid}/replay").json()
    assert rp["ok"] and rp["finished"] and len(rp["frames"]) == len(record["actions"]) + 1
    assert rp["frames"][0]["hands"][0] and rp["commitment"] == record["commitment"]
    up = server.post("/api/replay", record).json()
    assert up["ok"] and len(up["frames"]) == len(rp["frames"])
