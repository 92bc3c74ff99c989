"""Decisions from the server (issue 25): the arbiter page's button posts the uploaded
record's text and gets the printable decision; a stored round has its own. The decision
names the SHA-256 of exactly the text it ruled on, in the reader's language."""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from marsmatch.words import t

from .helpers import (
    DATABASES,
    Client,
    Server,
    first_record,
    hint_action,
    play_out,
    round_with_decisions,
)

LONE_BOAT = (Path(__file__).resolve().parents[1] / "fixtures" / "marsmatch" /
             "lone_boat_dispute.json").read_text()


def test_a_decision_on_an_uploaded_record_in_either_language(server: Server) -> None:
    r = server.post("/api/decision", {"record": LONE_BOAT, "name": "lone-boat.json"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    page = r.text
    assert hashlib.sha256(LONE_BOAT.encode()).hexdigest() in page
    assert t("decision-refused", "en") in page and "lone-boat.json" in page
    zh = httpx.post(server.url + "/api/decision", json={"record": LONE_BOAT},
                    headers={"accept-language": "zh-CN,zh;q=0.9,en;q=0.5"}, timeout=30)
    assert "<html lang=zh-Hans>" in zh.text and t("decision-refused", "zh-Hans") in zh.text
    hant = server.post("/api/decision", {"record": LONE_BOAT, "lang": "zh-Hant",
                                         "action": 1})
    assert t("decision-stands", "zh-Hant") in hant.text
    for body, code in (({"record": "{not json"}, 400),
                       ({"record": LONE_BOAT, "lang": "fr"}, 400),
                       ({"record": LONE_BOAT, "action": 9}, 400),
                       ({"record": json.dumps({"game": "marsmatch"})}, 400)):
        bad = server.post("/api/decision", body)
        assert bad.status_code == code, (body, bad.text)
        assert set(bad.json()) == {"error"} and bad.json()["error"]["message"]


def test_a_decision_on_a_stored_round_names_the_downloaded_file(server: Server) -> None:
    made = server.create(seats=[{"kind": "human"}, {"kind": "bot"}], join_as="ann",
                         secret="decision-1", rules={"streak_to_win": 2})
    tid = made["table"]["id"]
    c = Client(server, tid, made["seat"], made["token"])
    play_out(c, {made["seat"]: c}, hint_action)
    c.close()
    rid = first_record(server, tid)["id"]
    text = server.get(f"/api/records/{rid}?download=1").text
    r = server.get(f"/api/records/{rid}/decision?lang=en")
    assert r.status_code == 200
    assert hashlib.sha256(text.encode()).hexdigest() in r.text
    assert t("decision-all-stand", "en") in r.text and f"{rid}.json" in r.text
    assert server.get("/api/records/nope/decision").status_code == 404


def test_a_stored_round_is_reviewed_for_a_seat_and_kept(server: Server) -> None:
    """The review endpoint (issue 33): every decision of the seat judged in the worker, the
    same answer the second time, and from a second server process on the same database
    (kept with the record), clear errors for a bad seat."""
    rid, seat = round_with_decisions(server, [{"kind": "human"}, {"kind": "bot"}], "review", 4,
                                     {"streak_to_win": 2})
    r = server.get(f"/api/records/{rid}/review?seat={seat}")
    assert r.status_code == 200, r.text
    review = r.json()
    assert review["complete"] and review["seat"] == seat
    assert review["decisions"]
    assert all(d["seat"] == seat for d in review["decisions"])
    assert all(d["mark"] in ("good", "inaccuracy", "mistake", "blunder")
               for d in review["decisions"])
    assert all(d["msg"]["id"].startswith("review-line") for d in review["decisions"])
    assert server.get(f"/api/records/{rid}/review?seat={seat}").json() == review
    # kept with the record in the database: another process answers it from there
    assert review_from_a_second_process(server.db, None, rid, seat) == review
    bad = server.get(f"/api/records/{rid}/review?seat=5")
    assert bad.status_code == 400 and "seat 5 is not at this table" in bad.json()["error"]["message"]
    assert server.get(f"/api/records/{rid}/review").status_code in (400, 422)
    assert server.get("/api/records/nope/review?seat=0").status_code == 404


def review_from_a_second_process(db: Path, url: str | None, rid: str, seat: int
                                 ) -> dict[str, Any]:
    """The review as a second server process on the same database answers it, a process
    whose own budget could not work one out (``review_seconds`` of a millisecond)."""
    deadline = time.monotonic() + 10
    while url is None and time.monotonic() < deadline:  # the first one's writer stores it
        with sqlite3.connect(db) as conn:
            if conn.execute("SELECT 1 FROM reviews WHERE record_id = ? AND seat = ?",
                            (rid, seat)).fetchone():
                break
        time.sleep(0.05)
    second = Server(db, url=url, env={"MARSMATCH_INSTANCE": "second",
                                      "MARSMATCH_REVIEW_SECONDS": "0.001"}).start()
    try:
        r = second.get(f"/api/records/{rid}/review?seat={seat}")
        assert r.status_code == 200, r.text
        return dict(r.json())
    finally:
        second.stop()


@pytest.mark.parametrize("database", [p for p in DATABASES if p != "sqlite"], indirect=True)
def test_a_review_is_kept_with_the_record_on_postgresql(database: str, tmp_path: Path) -> None:
    """The same on PostgreSQL: the second process answers from the database."""
    first = Server(tmp_path / "pg.db", url=database).start()
    try:
        rid, seat = round_with_decisions(first, [{"kind": "human"}, {"kind": "bot"}],
                                         "kept-review", 4, {"streak_to_win": 2})
        review = first.get(f"/api/records/{rid}/review?seat={seat}").json()
        assert review["complete"] and review["decisions"]
    finally:
        first.stop()  # its writer stores what it has queued before it ends
    assert review_from_a_second_process(tmp_path / "pg.db", database, rid, seat) == review


def test_the_strong_hint_is_the_strong_bots_legal_move(server: Server) -> None:
    """The table's slower hint (issue 33): ``level: strong`` answers with the strong bot's
    move, legal now, and the quick hint still cycles the greedy list."""
    from .helpers import live_secret

    seats = [{"kind": "human"}] + [{"kind": "bot"}] * 3
    tid = server.create(seats=seats, secret=live_secret(4, "i33-strong"))["table"]["id"]
    token = server.join(tid, "Mia", seat=0)["token"]
    c = Client(server, tid, seat=0, token=token)
    try:
        c.wait_turn_or_end()
        strong = c.request({"type": "hint", "level": "strong"}, "hint")
        assert strong["level"] == "strong" and strong["count"] == 1
        action = {k: v for k, v in strong["action"].items() if k != "seat"}
        assert c.request({"type": "check", "action": action}, "check")["ok"]
        assert strong["describe"] and strong["describe_msg"]["id"]
        quick = c.request({"type": "hint", "index": 0}, "hint")
        assert "level" not in quick and quick["count"] >= 1
        bad = c.request({"type": "hint", "level": "deep"}, "error")
        assert bad["type"] == "error"
    finally:
        c.close()
