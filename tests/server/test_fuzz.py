"""Random input never gets a 500 or a traceback: REST bodies and WebSocket messages."""

from __future__ import annotations

import json

import httpx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .helpers import Client, Server, live_secret

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**12, 10**12),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
keys = st.sampled_from(["game", "players", "seats", "rules", "kind", "bot", "name", "seat",
                        "turn_timer", "join_as", "secret", "play", "pass", "as", "actions",
                        "hands", "seed", "format", "type", "id", "action", "index", "since",
                        "token", "declare", "bury", "streak_to_win", "decks", "x"])
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(keys, inner, max_size=5)), max_leaves=12)
bodies = st.dictionaries(keys, values, max_size=6)
FUZZ = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


@FUZZ
@given(path=st.sampled_from(["/api/tables", "/api/replay", "/api/tables/{tid}/join"]),
       body=st.one_of(bodies, values))
def test_rest_bodies(server: Server, path: str, body: object) -> None:
    if not hasattr(test_rest_bodies, "tid"):
        test_rest_bodies.tid = server.create(players=2)["table"]["id"]  # type: ignore[attr-defined]
    url = server.url + path.replace("{tid}", test_rest_bodies.tid)  # type: ignore[attr-defined]
    r = httpx.post(url, content=json.dumps(body), headers={"content-type": "application/json"},
                   timeout=10)
    assert r.status_code < 500, (body, r.text)
    data = r.json()
    if r.status_code >= 400:
        assert set(data) == {"error"} and isinstance(data["error"]["message"], str)
    assert "Traceback" not in r.text


@FUZZ
@given(msgs=st.lists(st.one_of(bodies, values), min_size=1, max_size=6))
def test_ws_messages(server: Server, msgs: list[object]) -> None:
    if not hasattr(test_ws_messages, "conn"):
        t = server.create(seats=[{"kind": "human"}, {"kind": "human"}],
                          secret=live_secret(2, "fuzz"))
        tid = t["table"]["id"]
        toks = [server.join(tid, f"p{s}", seat=s)["token"] for s in (0, 1)]
        c = Client(server, tid)
        seat = c.view["to_act"][0]
        c.close()
        test_ws_messages.conn = Client(server, tid, seat, toks[seat])  # type: ignore[attr-defined]
    c: Client = test_ws_messages.conn  # type: ignore[attr-defined]
    v = c.request({"type": "ping"}, "pong")["v"]
    for m in msgs:
        if isinstance(m, dict) and m.get("type") in ("action", "next"):
            m = {**m, "type": "ping"}  # random actions could be legal; keep the table still
        if isinstance(m, dict) and m.get("type") == "hello":
            m = {**m, "seat": None, "token": None}  # stay seated as who we are
            m["type"] = "ping"
        c.send(json.dumps(m))
    reply = c.request({"type": "ping"}, "pong")
    assert reply["v"] == v
    for f in c.frames:
        if f["type"] == "error":
            assert f["code"] != "internal", f
            assert "Traceback" not in f["message"]
