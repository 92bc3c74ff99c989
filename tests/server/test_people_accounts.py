"""Accounts against a real server on loopback: sign-up, sessions that rotate on sign-in
and that the holder lists and revokes, recovery codes, sign-in bounded per account and per
address, a seat that follows its account to another device, and no account reaching
another's sessions, seats or history."""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect

from .helpers import Client, Server, hint_action, play_out

PASSWORD = "correct horse battery staple"


def browser(srv: Server) -> httpx.Client:
    return httpx.Client(base_url=srv.url, timeout=20)


def sign_up(c: httpx.Client, login: str, password: str = PASSWORD) -> dict[str, Any]:
    r = c.post("/api/auth/signup", json={"login": login, "password": password,
                                          "display_name": login.title()})
    assert r.status_code == 201, r.text
    return r.json()


def me(c: httpx.Client) -> dict[str, Any] | None:
    r = c.get("/api/me")
    assert r.status_code == 200
    return r.json()["account"]


def test_sign_up_sets_a_private_cookie_and_shows_recovery_codes_once(
        spawn: Any) -> None:
    srv = spawn()
    with browser(srv) as c:
        r = c.post("/api/auth/signup", json={"login": "Ann", "password": PASSWORD,
                                              "display_name": "Ann <b>"})
        assert r.status_code == 201, r.text
        cookie = r.headers["set-cookie"].lower()
        assert "mm_session=" in cookie and "httponly" in cookie and "samesite=lax" in cookie
        assert "secure" not in cookie  # plain http on loopback; https requests get Secure
        body = r.json()
        assert body["account"]["login"] == "ann"
        codes = body["recovery_codes"]
        assert len(codes) == 10 and len(set(codes)) == 10
        assert me(c)["display_name"] == "Ann <b>"
        # the codes are not shown again
        assert "recovery_codes" not in c.get("/api/me").json()
        assert c.get("/api/me").json()["recovery_codes_left"] == 10
        # the name is taken; a short password is refused with one sentence
        again = c.post("/api/auth/signup", json={"login": "ANN", "password": PASSWORD})
        assert again.status_code == 409 and again.json()["error"]["code"] == "login_taken"
        weak = c.post("/api/auth/signup", json={"login": "bo", "password": "x"})
        assert weak.status_code == 422


def test_sessions_rotate_on_sign_in_and_the_holder_lists_and_revokes_them(spawn: Any) -> None:
    srv = spawn()
    with browser(srv) as phone, browser(srv) as laptop, browser(srv) as other:
        sign_up(phone, "cy")
        first = phone.cookies["mm_session"]
        r = laptop.post("/api/auth/signin", json={"login": "cy", "password": PASSWORD})
        assert r.status_code == 200, r.text
        old = laptop.cookies["mm_session"]
        # signing in again rotates: a new token, the one presented ends
        r = laptop.post("/api/auth/signin", json={"login": "cy", "password": PASSWORD})
        assert r.status_code == 200
        new = laptop.cookies["mm_session"]
        assert new != old
        with httpx.Client(base_url=srv.url, cookies={"mm_session": old}) as stale:
            assert me(stale) is None
        listed = laptop.get("/api/me/sessions").json()
        assert len(listed) == 2 and sum(s["current"] for s in listed) == 1
        assert all("token" not in s and new not in json.dumps(s) for s in listed)
        phone_id = next(s["id"] for s in listed if not s["current"])
        # another account cannot revoke cy's session, nor list it
        sign_up(other, "dee")
        assert other.post(f"/api/me/sessions/{phone_id}/revoke").status_code == 404
        assert phone_id not in json.dumps(other.get("/api/me/sessions").json())
        assert me(phone)["login"] == "cy"
        # the holder revokes the phone's session: the phone is signed out
        assert laptop.post(f"/api/me/sessions/{phone_id}/revoke").json() == {"ok": True}
        assert me(phone) is None and phone.cookies["mm_session"] == first
        assert phone.get("/api/me/sessions").status_code == 401
        # signing out ends the laptop's own session
        laptop.post("/api/auth/signout")
        with httpx.Client(base_url=srv.url, cookies={"mm_session": new}) as gone:
            assert me(gone) is None


def test_a_recovery_code_signs_in_once_and_sets_a_new_password(spawn: Any) -> None:
    srv = spawn()
    with browser(srv) as c, browser(srv) as lost:
        codes = sign_up(c, "eve")["recovery_codes"]
        r = lost.post("/api/auth/recover", json={"login": "eve", "code": codes[3].upper(),
                                                  "new_password": "a new long password"})
        assert r.status_code == 200, r.text
        assert r.json()["recovery_codes_left"] == 9
        assert me(lost)["login"] == "eve"
        assert me(c) is None  # every other session ended
        reused = lost.post("/api/auth/recover", json={
            "login": "eve", "code": codes[3], "new_password": "another long password"})
        assert reused.status_code == 401
        assert lost.post("/api/auth/signin", json={"login": "eve", "password": PASSWORD}
                         ).status_code == 401
        assert lost.post("/api/auth/signin", json={"login": "eve",
                                                   "password": "a new long password"}
                         ).status_code == 200


def test_sign_in_attempts_are_bounded_per_account(spawn: Any) -> None:
    srv = spawn(signins_per_account=3, signins_per_address=1000)
    with browser(srv) as c:
        sign_up(c, "fay")
        for _ in range(3):
            r = c.post("/api/auth/signin", json={"login": "fay", "password": "wrong guess"})
            assert r.status_code == 401
        r = c.post("/api/auth/signin", json={"login": "fay", "password": PASSWORD})
        assert r.status_code == 429 and r.json()["error"]["code"] == "rate_limited"
        assert "Retry-After" in r.headers
        # another account from the same address is not held up by fay's bound
        sign_up(c, "gus")
        assert c.post("/api/auth/signin", json={"login": "gus", "password": PASSWORD}
                      ).status_code == 200


def test_sign_in_attempts_are_bounded_per_address(spawn: Any) -> None:
    srv = spawn(signins_per_account=1000, signins_per_address=4)
    with browser(srv) as c:
        for i in range(4):
            r = c.post("/api/auth/signin", json={"login": f"who{i}", "password": "guess"})
            assert r.status_code == 401
        r = c.post("/api/auth/signin", json={"login": "who9", "password": "guess"})
        assert r.status_code == 429


def test_passwords_are_never_stored_or_logged_in_clear(tmp_path: Path,
                                                       caplog: pytest.LogCaptureFixture) -> None:
    """In process, every logger at DEBUG (SQLAlchemy's statements and their parameters
    included): the password appears in no log line and in no byte of the database."""
    from fastapi.testclient import TestClient

    from marsmatch.server.app import create_app
    from marsmatch.server.config import Settings

    caplog.set_level(logging.DEBUG)
    logging.getLogger("sqlalchemy.engine").setLevel(logging.INFO)
    secret = "Zebra-unique-7Q-password"
    db = tmp_path / "people.db"
    app = create_app(Settings(db=str(db), key_file=str(tmp_path / "k")))
    with TestClient(app) as c:
        assert c.post("/api/auth/signup", json={"login": "hal", "password": secret}
                      ).status_code == 201
        assert c.post("/api/auth/signin", json={"login": "hal", "password": secret + "x"}
                      ).status_code == 401
        assert c.post("/api/auth/signin", json={"login": "hal", "password": secret}
                      ).status_code == 200
        bad = c.post("/api/auth/signup", json={"login": "h!", "password": secret, "x": 1})
        assert bad.status_code == 422 and secret not in bad.text
        c.post("/api/me/password", json={"password": secret, "new_password": secret + "2"})
    logging.getLogger("sqlalchemy.engine").setLevel(logging.WARNING)
    assert caplog.records, "the loggers were heard"
    assert not [r for r in caplog.records if secret in r.getMessage()]
    for path in tmp_path.glob("people.db*"):
        assert secret.encode() not in path.read_bytes(), path
    with sqlite3.connect(db) as conn:
        (digest,) = conn.execute("SELECT password_hash FROM accounts").fetchone()
        codes = [r[0] for r in conn.execute("SELECT code_hash FROM recovery_codes")]
        tokens = [r[0] for r in conn.execute("SELECT token_hash FROM sessions")]
    assert digest.startswith("$argon2id$")
    assert len(codes) == 10 and tokens and all(len(h) == 64 for h in codes + tokens)


def _ws_hello(srv: Server, table: str, seat: int | None, cookie: str | None,
              token: str | None = None) -> dict[str, Any]:
    headers = {"Cookie": f"mm_session={cookie}"} if cookie else {}
    with connect(f"{srv.ws_url}/ws/{table}", additional_headers=headers) as ws:
        ws.send(json.dumps({"type": "hello", "seat": seat, "token": token}))
        while True:
            msg = json.loads(ws.recv(timeout=10))
            if msg["type"] in ("welcome", "error"):
                return msg


def test_a_seat_follows_its_account_and_no_other_account_reaches_it(spawn: Any) -> None:
    srv = spawn(bot_delay=0)
    with browser(srv) as home, browser(srv) as away, browser(srv) as mallory:
        sign_up(home, "ivy")
        sign_up(mallory, "mal")
        r = home.post("/api/tables", json={
            "game": "marsmatch", "join_as": "Ivy",
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"},
                      {"kind": "bot", "bot": "greedy"}]})
        assert r.status_code == 201, r.text
        table, token = r.json()["table"]["id"], r.json()["token"]
        # another device of the same account: signed in, no token
        away.post("/api/auth/signin", json={"login": "ivy", "password": PASSWORD})
        mine = away.get("/api/me/tables").json()
        assert [(t["table"], t["seat"]) for t in mine] == [(table, 0)]
        welcome = _ws_hello(srv, table, 0, away.cookies["mm_session"])
        assert welcome["type"] == "welcome" and welcome["you"]["seat"] == 0, welcome
        assert welcome["view"]["hand"], "the seat's own hand, on the other device"
        # another account, or nobody, may not take it without the token
        for cookie in (mallory.cookies["mm_session"], None):
            refused = _ws_hello(srv, table, 0, cookie)
            assert refused["type"] == "error" and refused["code"] == "bad_token"
        assert mallory.get("/api/me/tables").json() == []
        # play the round out with the token; the record lands in ivy's history only
        watcher = Client(srv, table)
        player = Client(srv, table, 0, token)
        play_out(watcher, {0: player}, hint_action)
        watcher.close()
        player.close()
        hist = away.get("/api/me/history").json()
        assert len(hist["rounds"]) == 1 and hist["rounds"][0]["seat"] == 0
        rec = hist["rounds"][0]["record"]
        assert hist["rounds"][0]["replay"] == f"/#/replay/{rec}"
        assert srv.get(f"/api/records/{rec}/replay").status_code == 200
        assert hist["stats"]["marsmatch"]["rounds"] == 1
        assert mallory.get("/api/me/history").json()["rounds"] == []
        with httpx.Client(base_url=srv.url) as nobody:
            assert nobody.get("/api/me/history").status_code == 401
            assert nobody.get("/api/me/tables").status_code == 401


def test_accounts_made_per_address_are_bounded(spawn: Any) -> None:
    srv = spawn(signups_per_address_per_hour=2)
    with browser(srv) as c:
        sign_up(c, "one")
        sign_up(c, "two")
        r = c.post("/api/auth/signup", json={"login": "three", "password": PASSWORD})
        assert r.status_code == 429 and r.json()["error"]["code"] == "rate_limited"
