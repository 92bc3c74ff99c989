"""The people's tables on PostgreSQL as on SQLite (one schema, SQLAlchemy's): an account,
its sessions, a seat that follows it, chat and the ratings, through a real server on each
database. Without PostgreSQL (outside CI) the PostgreSQL case skips."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import httpx
import pytest

from .helpers import Client, Server, hint_action, play_out

PG_URL = os.environ.get("MARSMATCH_TEST_PG_URL")


@pytest.mark.parametrize("kind", ["sqlite", pytest.param("postgresql", marks=pytest.mark.skipif(
    not PG_URL and os.environ.get("CI") != "true", reason="no PostgreSQL (.ci/with-postgres)"))])
def test_accounts_chat_and_ratings_on_each_database(tmp_path: Path, kind: str) -> None:
    srv = Server(tmp_path / "people.db", url=PG_URL if kind == "postgresql" else None).start()
    login = f"pg{uuid.uuid4().hex[:10]}"
    try:
        with httpx.Client(base_url=srv.url, timeout=20) as web:
            r = web.post("/api/auth/signup", json={"login": login, "password": "p" * 12})
            assert r.status_code == 201, r.text
            r = web.post("/api/auth/signin", json={"login": login, "password": "p" * 12})
            assert r.status_code == 200 and len(web.get("/api/me/sessions").json()) == 1
            made = web.post("/api/tables", json={
                "game": "marsmatch", "join_as": "Pg",
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"},
                          {"kind": "bot", "bot": "random"}]}).json()
            table = made["table"]["id"]
            me = Client(srv, table, 0, made["token"])
            watcher = Client(srv, table)
            me.send({"type": "chat", "text": "hello <b>"})
            assert me.expect("chat")["line"]["text"] == "hello <b>"
            play_out(watcher, {0: me}, hint_action)
            me.close()
            watcher.close()
            hist = web.get("/api/me/history").json()
            assert len(hist["rounds"]) == 1 and hist["ratings"]["marsmatch"]["rounds"] == 1
            assert [x["text"] for x in srv.get(f"/api/tables/{table}/chat").json()["lines"]] \
                == ["hello <b>"]
    finally:
        srv.stop()
