"""The server's part of issue 22 (the player's review of 2026-11-24), on a real server:
rounds decided at the deal reach the match total; moves the server made for a seat are
marked in the log; a second device on a seat is told; a seat link can be renewed (the old
one revoked); the rules page and the guided games replay legally; checks and hints carry
their words as messages every language can render."""

from __future__ import annotations

import time
from typing import Any

import httpx

from marsmatch import words

from .helpers import Client, Server, heaven_secret, live_secret

MM2 = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]


def test_a_round_decided_at_the_deal_reaches_the_match_total(server: Server) -> None:
    tid = server.create(seats=[{"kind": "bot", "bot": "greedy"}] * 2,
                        secret=heaven_secret(2, "i22-total"))["table"]["id"]
    deadline = time.time() + 20
    while not (match := server.get(f"/api/tables/{tid}").json()["match"]) or not match["history"]:
        assert time.time() < deadline
        time.sleep(0.1)
    first = match["history"][0]["points"]
    assert any(first)
    assert [sum(h["points"][s] for h in match["history"]) for s in range(2)] == match["scores"]


def test_the_timers_move_is_marked_in_the_log(server: Server) -> None:
    tid = server.create(seats=MM2, turn_timer=1, secret=live_secret(2, "i22-timer"),
                        bot_delay=0.05)["table"]["id"]
    token = server.join(tid, "Mia", seat=0)["token"]
    c = Client(server, tid, seat=0, token=token)
    try:
        marked = None
        deadline = time.time() + 20
        while marked is None and time.time() < deadline:
            msg = c.expect("update", timeout=10)
            if (msg.get("event") or {}).get("by") == "timeout":
                marked = msg
        assert marked is not None, "the timer never moved"
        assert marked["log"][0]["by"] == "timeout"  # the entry itself, for everyone's log
        again = Client(server, tid, seat=0, token=token)  # and in a fresh welcome's history
        assert any(e.get("by") == "timeout" for e in again.view["history"])
        again.close()
    finally:
        c.close()


def test_two_devices_on_one_seat_are_told_and_a_link_is_renewed(server: Server) -> None:
    tid = server.create(seats=MM2, secret=live_secret(2, "i22-link"))["table"]["id"]
    token = server.join(tid, "Mia", seat=0)["token"]
    first = Client(server, tid, seat=0, token=token)
    second = Client(server, tid, seat=0, token=token)
    try:
        assert first.expect("notice")["code"] == "seat_elsewhere"
        assert any(f.get("type") == "notice" and f["code"] == "seat_shared" for f in second.frames)
        r = server.post(f"/api/tables/{tid}/relink", {"seat": 0, "token": token})
        assert r.status_code == 200, r.text
        fresh = r.json()["token"]
        assert fresh != token
        for c in (first, second):  # both are told and now watch
            assert c.expect("notice", where=lambda m: m["code"] == "seat_relinked")
        stale = Client(server, tid, seat=0, token=token)
        assert stale.frames[-1]["type"] == "error" and stale.frames[-1]["code"] == "bad_token"
        stale.close()
        ok = Client(server, tid, seat=0, token=fresh)
        assert ok.frames[-1]["type"] == "welcome" and ok.view["hand"]
        ok.close()
        again = server.post(f"/api/tables/{tid}/relink", {"seat": 0, "token": token})
        assert again.status_code == 400 and again.json()["error"]["code"] == "bad_token"
    finally:
        first.close()
        second.close()


def test_the_rules_pages_and_guided_games(server: Server) -> None:
    for game in ("marsmatch", "shengji"):
        page = server.get(f"/api/games/{game}/rules").json()
        assert len(page["sections"]) >= 8
        for section in page["sections"]:
            for lang in words.LANGS:
                assert words.text(section["title"], lang)
                assert all(words.text(p, lang) for p in section["paras"])
            for ex in section["examples"]:
                assert words.text(ex["describe_msg"]) == ex["describe"]
        tut = server.get(f"/api/games/{game}/tutorial").json()
        replay = tut["replay"]
        assert replay["ok"] and replay["finished"], replay["error"]
        assert len(tut["steps"]) == len(tut["actions"]) == len(replay["frames"]) - 1
        assert any(a["seat"] == tut["you"] for a in tut["actions"])
        for lang in words.LANGS:
            assert all(words.text(s, lang) for s in [tut["intro"], *tut["steps"], tut["end"]])
    assert server.get("/api/games/nogame/tutorial").status_code in (404, 422)


def test_checks_and_hints_carry_messages(server: Server) -> None:
    tid = server.create(seats=MM2, secret=live_secret(2, "i22-msg"))["table"]["id"]
    token = server.join(tid, "Mia", seat=0)["token"]
    c = Client(server, tid, seat=0, token=token)
    try:
        c.wait_turn_or_end()
        h = c.request({"type": "hint", "index": 0}, "hint")
        assert words.text(h["describe_msg"]) == h["describe"]
        action = {k: v for k, v in h["action"].items() if k != "seat"}
        check = c.request({"type": "check", "action": action}, "check")
        assert check["ok"] and words.text(check["describe_msg"]) == check["describe"]
        assert words.text(check["describe_msg"], "zh-Hans") != check["describe"]
        view = c.view
        top: dict[str, Any] = (view.get("words") or {}).get("top") or {}
        if top:
            assert words.text(top["beaten_by_msg"]) == top["beaten_by"]
    finally:
        c.close()
    assert httpx.get(f"{server.url}/api/games/shengji/rules", timeout=10).status_code == 200
