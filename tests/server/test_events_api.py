"""The server's event pages (server/routes_events.py): a real server on loopback reads an
events folder; standings come from the stored records, so they survive a SIGKILL of the
server and equal ``marsmatch event results``."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from marsmatch.events.run import play_event
from marsmatch.events.store import create, passes, results

from .helpers import Server


@pytest.fixture(scope="module")
def events(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("events")
    create(root / "club", game="marsmatch", names=["ann", "bo", "cy", "di", "ed"],
           rounds=2, boards_per_round=1, filler="random")
    play_event(root / "club", "greedy", rounds=1)  # running: round 1 of 2 played
    create(root / "open", game="shengji", names=["a & b", "c & d"], rounds=1,
           boards_per_round=1)
    return root


def test_the_lobby_lists_events_and_the_event_page_holds_the_standings(
        events: Path, tmp_path: Path) -> None:
    srv = Server(tmp_path / "s.db", env={"MARSMATCH_EVENTS_DIR": str(events)}).start()
    try:
        listed = httpx.get(srv.url + "/api/events").json()
        assert {(e["id"], e["status"]) for e in listed} == {("club", "running"),
                                                            ("open", "open")}
        page = httpx.get(srv.url + "/api/events/club").json()
        assert page["rounds_complete"] == 1 and page["verified"] is None
        want = results(events / "club").to_json()["standings"]
        assert page["standings"] == want
        assert page["boards"][0]["tables"][0]["record"] == "b000-t00"
        rec = httpx.get(srv.url + "/api/events/club/records/b000-t00").json()
        assert rec["event"]["board"] == 0
        unrevealed = httpx.get(srv.url + "/api/events/club/boards").json()
        assert "seed" not in str(unrevealed) and unrevealed["commitment"] == \
            page["commitment"]
        for bad in ("/api/events/nope", "/api/events/..", "/api/events/club/records/x"):
            r = httpx.get(srv.url + bad)
            assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
        # a person's seat opens to their own pass only; this event is not live
        code = passes(events / "club")["ann"]
        r = httpx.get(srv.url + "/api/events/club/seat", params={"who": "bo", "pass": code})
        assert r.status_code == 403 and r.json()["error"]["message"].startswith("that pass")
        mine = httpx.get(srv.url + "/api/events/club/seat",
                         params={"who": "ann", "pass": code}).json()
        assert mine["live"] is False and mine["round"] == 2 and mine["table"] is None
        # the rest of the event is played while the server is down hard
        srv.stop(kill=True)
        play_event(events / "club", "greedy")
        srv.start()
        page = httpx.get(srv.url + "/api/events/club").json()
        assert page["status"] == "finished" and page["verified"] == 4
        assert page["standings"] == results(events / "club").to_json()["standings"]
        assert "seed" in httpx.get(srv.url + "/api/events/club/boards").json()["boards"][0]
        # the arbiter page's replay proves an event record's board once it is revealed
        rec = httpx.get(srv.url + "/api/events/club/records/b001-t01").json()
        got = httpx.post(srv.url + "/api/replay", json=rec, timeout=60).json()
        board = [c for c in got["explanation"]["deal"]["checks"] if c["check"] == "board"]
        assert [c["status"] for c in board] == ["ok"] and "board 2 of event" in board[0]["text"]
        rec["seed"] = rec["seed"][::-1]  # not the committed board's seed
        got = httpx.post(srv.url + "/api/replay", json=rec, timeout=60).json()
        board = [c for c in got["explanation"]["deal"]["checks"] if c["check"] == "board"]
        assert [c["status"] for c in board] == ["failed"]
    finally:
        srv.stop()
