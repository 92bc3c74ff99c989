"""The director's desk over HTTP (server/routes_director.py): only an account granted the
director role (``marsmatch event grant``) creates, registers, starts, pauses, replaces,
adjusts and publishes; others get 401 / 403 in one sentence; every action is in the
event's log with the director's login, and the results apply it."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from marsmatch.events.store import grant, read_log, results

from .test_people_accounts import browser, sign_up


def test_only_a_director_runs_an_event_and_everything_is_logged(spawn: Any,
                                                                  tmp_path: Path) -> None:
    root = tmp_path / "events"
    root.mkdir()
    grant(root, "dee")
    srv = spawn(events_dir=root, event_seconds=0.1)
    dee, joe, nobody = browser(srv), browser(srv), browser(srv)
    sign_up(dee, "dee")
    sign_up(joe, "joe")
    new = {"id": "club", "name": "Club night", "rounds": 1, "boards": 2,
           "names": ["ann", "bo", "@joe", "cy", "ed"], "starts_at": "2026-01-01T18:00"}
    r = nobody.post("/api/desk/events", json=new)
    assert r.status_code == 401 and r.json()["error"]["message"] == \
        "sign in with a director's account first"
    r = joe.post("/api/desk/events", json=new)
    assert r.status_code == 403 and "only an event director" in r.json()["error"]["message"]
    assert joe.post("/api/desk/events/club/pause", json={"paused": True, "reason": "x"}) \
        .status_code == 403  # refused before anything is looked up
    assert dee.get("/api/desk").json()["director"] == "dee"
    unknown = dee.post("/api/desk/events", json={**new, "names": ["@nobody"]})
    assert unknown.status_code == 400 and unknown.json()["error"]["message"] == \
        "there is no account 'nobody'"
    made = dee.post("/api/desk/events", json=new)
    assert made.status_code == 200, made.text
    again = dee.post("/api/desk/events", json=new)
    assert again.status_code == 400 and "already holds an event" in again.json()["error"][
        "message"]
    assert dee.post("/api/desk/events/club/register", json={"names": ["di"]}).status_code \
        == 200
    for who in (joe, nobody):
        assert who.post("/api/desk/events/club/start", json={}).status_code in (401, 403)
    assert dee.post("/api/desk/events/club/pause",
                    json={"paused": True, "reason": "waiting for di"}).status_code == 200
    assert dee.post("/api/desk/events/club/replace",
                    json={"who": "di", "bot": "greedy", "reason": "di went home"}) \
        .status_code == 200
    bad = dee.post("/api/desk/events/club/adjust",
                   json={"board": 9, "who": "ann", "score": 0, "reason": "slow play"})
    assert bad.status_code == 400 and bad.json()["error"]["message"] == \
        "the event has boards 1 to 2, not 9"
    assert dee.post("/api/desk/events/club/adjust",
                    json={"board": 1, "who": "ann", "score": -500, "reason": "slow play"}) \
        .status_code == 200
    started = dee.post("/api/desk/events/club/start",
                       json={"bot_delay": 0, "next": 0, "grace": 0})
    assert started.status_code == 200 and started.json()["tables"] == 2
    desk = dee.get("/api/desk/events/club").json()
    assert desk["paused"] and sorted(desk["passes"]) == ["ann", "bo", "cy", "di", "ed", "joe"]
    # joe, an account player, asks for his seat signed in, without a pass; others cannot
    assert joe.get("/api/events/club/seat").json()["who"] == "joe"
    assert dee.get("/api/events/club/seat").status_code == 403
    assert not (root / "club" / "live").exists()  # paused: no table is made
    assert dee.post("/api/desk/events/club/pause",
                    json={"paused": False, "reason": "di replaced"}).status_code == 200
    deadline = time.time() + 30
    while not (root / "club" / "boards.json").exists():
        assert time.time() < deadline, "the event was not played on the server"
        time.sleep(0.1)
    assert dee.post("/api/desk/events/club/publish").status_code == 200
    log = read_log(root / "club")
    by_dee = [e["what"] for e in log if e.get("by") == "dee"]
    assert by_dee == ["create", "register", "register", "pause", "replace", "adjust",
                      "start", "live", "resume", "publish"]
    assert next(e for e in log if e["what"] == "create")
    got = results(root / "club")
    assert got.problems == [] and got.verified == 4
    row = {r["who"]: r for r in got.standings}
    assert row["di"]["substitute"] and row["di"]["rank"] is None
    ann = [s for s in got.scored if s.entry.who == "ann" and s.entry.board == 0]
    assert [s.entry.score for s in ann] == [-500]
    # the event feeds joe's rating: one game per board, against those who held his cards
    rated = joe.get("/api/me/history").json()["ratings"]
    assert rated["marsmatch"]["rounds"] == 2 and rated["marsmatch"]["sigma"] < 8.3
    assert joe.get("/api/me/history").json()["ratings"] == rated  # counted once
    # a table waiting for absent players (a long grace) plays on once the director
    # replaces them: the stand-in takes their seats at once
    hold = {"id": "hold", "rounds": 1, "boards": 1, "names": ["ann", "bo", "cy", "di"]}
    assert dee.post("/api/desk/events", json=hold).status_code == 200
    assert dee.post("/api/desk/events/hold/start",
                    json={"bot_delay": 0, "next": 0, "grace": 600}).status_code == 200
    claim = root / "hold" / "live" / "r1-t1.json"
    while not claim.exists() or "table" not in claim.read_text():
        assert time.time() < deadline + 30, "the table was not made"
        time.sleep(0.1)
    for who in ("ann", "bo", "cy", "di"):
        assert dee.post("/api/desk/events/hold/replace",
                        json={"who": who, "bot": "greedy", "reason": "absent"}).status_code == 200
    while not (root / "hold" / "boards.json").exists():
        assert time.time() < deadline + 60, "the replaced players' table did not play on"
        time.sleep(0.1)
