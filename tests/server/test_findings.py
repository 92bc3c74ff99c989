"""Issue 15's findings, each reproduced against a real server on loopback and shown fixed.

Every test here failed on the server before the fix (the old behaviour is named in each
docstring) and passes now. They are bounded in time: servers run with small limits
(``spawn(name, setting=value)``) so each bound is reached in a second or two.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
import threading
import time
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from marsmatch.games import find_game

from .helpers import (
    ROOT,
    Client,
    Server,
    code_env,
    heaven_secret,
    hint_action,
    live_secret,
    wait_for,
)

MM = find_game("marsmatch")


def two_players(srv: Server, prefix: str, **spec: Any) -> tuple[str, dict[int, Client], Client]:
    """A live 2-player MarsMatch table, both seats joined and connected, and a watcher."""
    t = srv.create(seats=[{"kind": "human"}, {"kind": "human"}],
                   secret=live_secret(2, prefix), **spec)
    tid = t["table"]["id"]
    tokens = {s: srv.join(tid, f"p{s}", seat=s)["token"] for s in (0, 1)}
    watcher = Client(srv, tid)
    return tid, {s: Client(srv, tid, s, tok) for s, tok in tokens.items()}, watcher


def ping(c: Client, timeout: float) -> dict[str, Any]:
    mid = f"ping-{time.monotonic()}"
    c.send({"type": "ping", "id": mid})
    return c.expect("pong", timeout=timeout, where=lambda m: m.get("id") == mid)


def close(*clients: Client) -> None:
    for c in clients:
        c.close()


def events(srv: Server, tid: str) -> list[dict[str, Any]]:
    with sqlite3.connect(srv.db) as db:
        rows = db.execute("SELECT data FROM events WHERE table_id=? ORDER BY version",
                          (tid,)).fetchall()
    return [json.loads(r[0]) for r in rows]


# --- 1. a move that cannot be stored changes nothing; a log that cannot load is reported --

def test_f1_a_failed_write_changes_nothing_and_the_move_can_be_retried(spawn: Any,
                                                                       budget: Any) -> None:
    """Before: the write ran on the event loop with a 30 s busy timeout, so a lock held
    by another process froze every table, and the move could not be retried cleanly."""
    srv = spawn("f1", db_busy_timeout=0.4)
    tid, humans, watcher = two_players(srv, "f1")
    _, _, other = two_players(srv, "f1-other")  # another table, which must not freeze
    seat = watcher.view["to_act"][0]
    me = humans[seat]
    action = hint_action(me)
    v0, view0 = watcher.v, json.dumps(watcher.view, sort_keys=True)
    lock = sqlite3.connect(srv.db, timeout=5, isolation_level=None)
    lock.execute("BEGIN IMMEDIATE")  # another process holds SQLite's write lock
    try:
        start = time.monotonic()
        me.send({"type": "action", "id": "move-1", "action": action})
        ping(other, timeout=10)  # the server answers other tables at once
        budget("another table answered during a blocked write", time.monotonic() - start, 1.5)
        reply = me.expect("ack", "error", timeout=5, where=lambda m: m.get("id") == "move-1")
        assert reply["type"] == "error" and reply["code"] == "storage", reply
        assert "nothing changed" in reply["message"]
        fresh = Client(srv, tid)  # a player reconnecting sees no unsaved move
        assert fresh.v == v0 and json.dumps(fresh.view, sort_keys=True) == view0
        assert srv.get("/api/health").json()["last_write_error"]
        assert srv.get("/api/ready").status_code == 503
    finally:
        lock.execute("ROLLBACK")
        lock.close()
    again = me.act(action, "move-1")  # the client retries with the same id: applied once
    assert again["type"] == "ack" and again["duplicate"] is False and again["v"] == v0 + 1
    assert srv.get("/api/ready").status_code == 200
    close(*humans.values(), watcher, other, fresh)
    srv.stop(kill=True)
    srv.start()
    assert srv.get(f"/api/tables/{tid}").json()["version"] == v0 + 1
    assert [e["type"] for e in events(srv, tid)].count("action") == 1


def test_f1_a_table_whose_log_cannot_load_is_reported(spawn: Any) -> None:
    """Before: a table whose stored log did not replay was dropped at restart (404)."""
    srv = spawn("f1b")
    tid, humans, watcher = two_players(srv, "f1b")
    close(*humans.values(), watcher)
    srv.stop()
    with sqlite3.connect(srv.db) as db:
        (v,) = db.execute("SELECT max(version) FROM events WHERE table_id=?", (tid,)).fetchone()
        bad = {"type": "action", "seat": 0, "action": {"seat": 0, "play": ["ZZ"]}, "by": "player"}
        db.execute("INSERT INTO events (table_id, version, type, data, created_at) "
                   "VALUES (?, ?, 'action', ?, 0)", (tid, v + 1, json.dumps(bad)))
    srv.start()
    r = srv.get(f"/api/tables/{tid}")
    assert r.status_code == 503, r.text
    err = r.json()["error"]
    assert err["code"] == "table_unavailable" and "could not be restored" in err["message"]
    assert tid in srv.get("/api/health").json()["broken"]
    with connect(f"{srv.ws_url}/ws/{tid}") as ws:
        assert json.loads(ws.recv(timeout=5))["code"] == "table_unavailable"
    srv.stop()
    with sqlite3.connect(srv.db) as db:  # kept as stored: once repaired, it comes back
        db.execute("DELETE FROM events WHERE table_id=? AND version=?", (tid, v + 1))
    srv.start()
    assert srv.get(f"/api/tables/{tid}").json()["version"] == v


def test_f1_a_legal_move_with_deeply_nested_extra_json_is_refused_whole(spawn: Any) -> None:
    """Before: ~950 levels of nesting in an extra field were taken in with the move."""
    srv = spawn("f1c")
    _tid, humans, watcher = two_players(srv, "f1c")
    me = humans[watcher.view["to_act"][0]]
    # written as text: json.dumps of 950 levels passes Python's recursion limit in a deep
    # stack (a pytest-xdist worker's)
    move = json.dumps({**hint_action(me), "extra": None})
    move = move.replace('"extra": null', '"extra": ' + '{"x": ' * 950 + "{}" + "}" * 950)
    me.send('{"type": "action", "id": "deep", "action": ' + move + "}")
    reply = me.expect("ack", "error", where=lambda m: m.get("id") == "deep")
    assert reply["type"] == "error" and reply["code"] == "too_deep", reply
    assert ping(me, 5)["v"] == watcher.v
    assert me.act(hint_action(me), "deep")["type"] == "ack"  # the move itself is fine
    close(*humans.values(), watcher)


# --- 2. heavy work (replays) is bounded and off the event loop ----------------------------

def big_record(players: int) -> dict[str, Any]:
    return {"game": "marsmatch", "players": [f"p{i}" for i in range(players)], "seed": "s"}


def test_f2_a_replay_of_thousands_of_players_is_refused_at_once(spawn: Any,
                                                                 budget: Any) -> None:
    """Before: a 15 KB POST /api/replay of 3,000 players held the server for 20 s."""
    srv = spawn("f2")
    start = time.monotonic()
    r = srv.post("/api/replay", big_record(3000))
    assert r.status_code == 413 and "at most 12 players" in r.json()["error"]["message"]
    record = {**big_record(2), "actions": [{"seat": 0, "pass": True}] * 5000}
    r = srv.post("/api/replay", record)
    assert r.status_code == 413 and "actions" in r.json()["error"]["message"]
    budget("two oversized replays refused", time.monotonic() - start, 3)


def slow_record(players: int = 255, actions: int = 48) -> dict[str, Any]:
    """A legal record that takes seconds to replay: every position shows 255 hands (the
    most seats the compiled engine deals; 10,000 players are refused at once now). 48
    actions take several times the test's budget of 1.5 s (12 took only 1.2 s on an idle
    machine, so the test failed there)."""
    state = MM.new_round(None, players=players, seed="s")
    for _ in range(actions):
        seat = state.to_act[0]
        state.apply_action(seat, state.default_action(seat))
    return dict(state.to_record().to_dict())


def test_f2_a_slow_replay_is_cut_off_while_every_table_plays_on(spawn: Any,
                                                                 budget: Any) -> None:
    """Before: replays ran on the event loop with no time budget."""
    srv = spawn("f2b", max_replay_players=255, replay_seconds=1.5)
    assert srv.post("/api/replay", big_record(2)).status_code == 200  # the worker is up
    _tid, humans, watcher = two_players(srv, "f2b")
    result: dict[str, Any] = {}

    def slow() -> None:
        t = time.monotonic()
        r = httpx.post(srv.url + "/api/replay", json=slow_record(), timeout=60)
        result.update(status=r.status_code, body=r.json(), seconds=time.monotonic() - t)

    thread = threading.Thread(target=slow)
    thread.start()
    worst = 0.0
    while thread.is_alive():
        t = time.monotonic()
        ping(watcher, timeout=1)
        worst = max(worst, time.monotonic() - t)
        time.sleep(0.05)
    thread.join()
    assert result["status"] == 503 and result["body"]["error"]["code"] == "too_slow", result
    budget("a slow replay cut off (its limit is 1.5 s)", result["seconds"], 6)
    budget("the slowest ping while the replay ran", worst, 0.5)  # tables answered throughout
    assert srv.post("/api/replay", big_record(3)).json()["ok"] is True  # a new worker
    close(*humans.values(), watcher)


# --- 3. a bot-only table stops ----------------------------------------------------------


def test_f3_a_bot_only_table_stops_after_a_bound_of_rounds(spawn: Any) -> None:
    """Before: bots with bot_delay 0 and auto_next 0 dealt round after round for ever,
    also after restarts (1.9 GB in 35 s)."""
    srv = spawn("f3", max_robot_rounds=3)
    t = srv.create(seats=[{"kind": "bot", "bot": "random"}] * 2, bot_delay=0, auto_next=0)
    tid = t["table"]["id"]
    info = wait_for(lambda: (i := srv.get(f"/api/tables/{tid}").json())["status"] == "finished"
                    and i, 30)
    assert info["stopped"] == "robot_rounds" and info["round"] == 3
    assert len(srv.get(f"/api/records?table={tid}").json()) == 3
    stored = len(events(srv, tid))
    time.sleep(0.5)
    srv.stop(kill=True)
    srv.start()
    time.sleep(0.5)
    assert len(events(srv, tid)) == stored  # nothing restarts it


def test_f3_a_table_over_its_storage_quota_stops(spawn: Any) -> None:
    """Before: no table had a storage bound."""
    quota = 40_000
    # rounds are unbounded here, so only the quota can stop this bot-only table
    srv = spawn("f3b", table_quota_bytes=quota, max_robot_rounds=1_000_000)
    t = srv.create(seats=[{"kind": "bot", "bot": "random"}] * 2, bot_delay=0, auto_next=0)
    tid = t["table"]["id"]
    info = wait_for(lambda: (i := srv.get(f"/api/tables/{tid}").json())["status"] == "finished"
                    and i, 30)
    assert info["stopped"] == "quota"
    with sqlite3.connect(srv.db) as db:
        (ev,) = db.execute("SELECT sum(length(data)) FROM events WHERE table_id=?",
                           (tid,)).fetchone()
        (rec,) = db.execute("SELECT coalesce(sum(length(record)), 0) FROM records "
                            "WHERE table_id=?", (tid,)).fetchone()
    assert ev + rec <= quota + 10_000  # the last round's record may go over by itself


# --- 4. table creation cannot be locked ---------------------------------------------------

def test_f4_table_creation_is_rate_limited_per_address(spawn: Any) -> None:
    """Before: 5,000 creates in 19 s filled the server for good."""
    srv = spawn("f4", tables_per_address_per_minute=5)
    for _ in range(5):
        srv.create(players=2)
    r = srv.post("/api/tables", {"players": 2})
    assert r.status_code == 429 and r.json()["error"]["code"] == "rate_limited"
    assert "try again in" in r.json()["error"]["message"] and r.headers["retry-after"]


def test_f4_open_tables_expire_and_free_the_cap_also_after_a_restart(spawn: Any) -> None:
    """Before: open tables never expired, so the cap, once reached, stayed reached."""
    srv = spawn("f4b", max_tables=3, open_table_ttl=1, janitor_every=0.2)
    ids = [srv.create(players=2)["table"]["id"] for _ in range(3)]
    r = srv.post("/api/tables", {"players": 2})
    assert r.status_code == 503 and r.json()["error"]["code"] == "busy"
    srv.stop()
    srv.start()  # the open tables come back, and still expire
    wait_for(lambda: srv.post("/api/tables", {"players": 2}).status_code == 201, 10)
    for tid in ids:
        assert srv.get(f"/api/tables/{tid}").status_code == 404
    with sqlite3.connect(srv.db) as db:
        statuses = dict(db.execute("SELECT id, status FROM tables").fetchall())
    assert all(statuses[tid] == "expired" for tid in ids)
    srv.stop()
    srv.start()
    assert all(srv.get(f"/api/tables/{tid}").status_code == 404 for tid in ids)


# test_f4_idle_and_finished_tables_leave_memory: in process on a fake clock now
# (test_timers.py::test_tables_expire_open_idle_and_finished), with every bound to the
# second instead of a janitor on the wall clock.


# --- 5. bodies, connections, message rates, a foreign lock -------------------------------

def test_f5_a_huge_request_body_is_refused_before_it_is_read(spawn: Any) -> None:
    """Before: a 100 MB POST was read whole (995 MB peak)."""
    srv = spawn("f5")
    body = b'{"name": "' + b"x" * (5 << 20) + b'"}'
    r = httpx.post(srv.url + "/api/tables", content=body,
                   headers={"content-type": "application/json"}, timeout=10)
    assert r.status_code == 413 and r.json()["error"]["code"] == "too_large"

    def chunks() -> Any:  # no content-length: counted as it arrives
        for _ in range(50):
            yield b" " * (64 << 10)

    r = httpx.post(srv.url + "/api/replay", content=chunks(),
                   headers={"content-type": "application/json"}, timeout=10)
    assert r.status_code == 413


def test_f5_connections_per_table_and_per_address_are_capped(spawn: Any) -> None:
    """Before: no cap (100 sockets that never read pinned +170 MB)."""
    srv = spawn("f5b", max_conns_per_table=3, max_conns_per_address=5)
    a = srv.create(players=2)["table"]["id"]
    b = srv.create(players=2)["table"]["id"]
    held = [Client(srv, a) for _ in range(3)]
    with connect(f"{srv.ws_url}/ws/{a}") as ws:
        msg = json.loads(ws.recv(timeout=5))
        assert msg["code"] == "too_many_connections"
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=5)
    held += [Client(srv, b) for _ in range(2)]  # 5 from this address
    with connect(f"{srv.ws_url}/ws/{b}") as ws:
        assert json.loads(ws.recv(timeout=5))["code"] == "too_many_connections"
    close(held.pop())
    time.sleep(0.3)
    held.append(Client(srv, b))  # a freed place can be taken again
    close(*held)


def test_f5_messages_per_second_per_socket_are_limited(spawn: Any) -> None:
    """Before: 200 hints/s from one socket took 88 % of a core."""
    srv = spawn("f5c", messages_per_second=5, message_burst=5)
    _tid, humans, watcher = two_players(srv, "f5c")
    me = humans[watcher.view["to_act"][0]]
    for i in range(40):
        me.send({"type": "hint", "id": f"h{i}"})
    me.drain(0.5)
    answered = [f for f in me.frames if f["type"] == "hint"]
    limited = [f for f in me.frames if f.get("code") == "rate_limited"]
    assert len(answered) <= 8 and limited
    time.sleep(1.2)
    assert ping(me, 5)["type"] == "pong"  # the allowance comes back
    close(*humans.values(), watcher)


def test_f5_a_socket_that_never_says_hello_is_closed(spawn: Any) -> None:
    srv = spawn("f5d", hello_timeout=0.5)
    tid = srv.create(players=2)["table"]["id"]
    with connect(f"{srv.ws_url}/ws/{tid}") as ws:
        assert json.loads(ws.recv(timeout=5))["code"] == "not_authenticated"
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=5)


# --- 6. every round is a record ---------------------------------------------------------

def test_f6_a_round_decided_at_the_deal_is_a_record(spawn: Any, tmp_path: Any) -> None:
    """Before: rounds that ended at the deal (a Heavenly Hand) were never saved. Now the
    round is stored, replays (GET and POST), and its deal verifies, commitment and all."""
    srv = spawn("f6")
    t = srv.create(seats=[{"kind": "human"}, {"kind": "human"}],
                   secret=heaven_secret(2, "heaven"))
    tid = t["table"]["id"]
    for s in (0, 1):
        srv.join(tid, f"p{s}", seat=s)
    recs = wait_for(lambda: srv.get(f"/api/records?table={tid}").json(), 5)
    assert [r["round"] for r in recs] == [1]
    record = srv.get(f"/api/records/{recs[0]['id']}").json()
    assert record["actions"] == [] and any("hand" in r for r in recs[0]["results"])
    assert record["commitment"] == t["table"]["commitment"]
    for replay in (srv.get(f"/api/records/{recs[0]['id']}/replay").json(),
                   httpx.post(srv.url + "/api/replay", json=record, timeout=30).json()):
        assert replay["ok"] is True and replay["finished"] is True
        assert replay["deal"]["scheme"] == "marsmatch-deal/2"
        assert replay["deal"]["commitment"] == record["commitment"]
        assert len(replay["frames"]) == 1  # the deal itself, the whole round
    path = tmp_path / "heaven.json"
    path.write_text(json.dumps(record))
    proc = subprocess.run([sys.executable, "-m", "marsmatch.cli", "verify-deal", str(path)],
                          check=False, capture_output=True, text=True, timeout=30, env=code_env())
    assert proc.returncode == 0, proc.stdout + proc.stderr


# --- 7. action ids are scoped to (table, seat, round) --------------------------------------

def test_f7_the_same_action_id_from_another_seat_is_not_a_duplicate(spawn: Any) -> None:
    """Before: a reused id was acknowledged as a duplicate and the move dropped."""
    srv = spawn("f7")
    _tid, humans, watcher = two_players(srv, "f7")
    first = watcher.view["to_act"][0]
    r1 = humans[first].act(hint_action(humans[first]), "same")
    assert r1["duplicate"] is False
    second = humans[1 - first]
    while second.v < r1["v"]:
        second.expect("update")
    r2 = second.act(hint_action(second), "same")
    assert r2["type"] == "ack" and r2["duplicate"] is False and r2["v"] == r1["v"] + 1
    assert humans[first].act({"pass": True}, "same")["duplicate"] is True  # its own resend
    close(*humans.values(), watcher)


# --- 8. the smaller ones ----------------------------------------------------------------

def test_f8_huge_numbers_and_offsets_are_clear_errors(spawn: Any) -> None:
    """Before: a 5xx on a huge offset; a 5,000-digit integer dropped the socket with a
    traceback in the log."""
    srv = spawn("f8")
    assert srv.get(f"/api/records?offset={10**30}").status_code < 500
    r = httpx.post(srv.url + "/api/tables", content=b'{"players": ' + b"9" * 5000 + b"}",
                   headers={"content-type": "application/json"}, timeout=10)
    assert r.status_code == 413 and r.json()["error"]["code"] == "too_large"
    _tid, humans, watcher = two_players(srv, "f8")
    me = humans[0]
    me.send('{"type": "hint", "index": ' + "9" * 5000 + "}")
    assert me.expect("error")["code"] == "too_large"
    assert ping(me, 5)["type"] == "pong"  # the socket stays
    close(*humans.values(), watcher)
    assert "Traceback" not in srv.log.read_text()


@pytest.mark.integration  # a subprocess
def test_f8_a_database_that_cannot_be_opened_is_one_line(tmp_path: Any) -> None:
    """Before: a traceback."""
    garbage = tmp_path / "garbage.db"
    garbage.write_text("not a database")
    for db in (str(tmp_path / "no" / "such" / "dir.db"), str(garbage)):
        proc = subprocess.run([sys.executable, "-m", "marsmatch.cli", "serve", "--port", "0",
                               "--db", db], check=False, capture_output=True, text=True, timeout=30,
                              cwd=ROOT,
                              env=code_env(MARSMATCH_KEY_FILE=str(tmp_path / "k")))
        assert proc.returncode == 2, proc.stderr
        assert "Traceback" not in proc.stderr and "cannot open the database" in proc.stderr


def test_f8_one_address_cannot_take_every_free_seat(spawn: Any) -> None:
    """Before: anyone could take every free seat of every open table."""
    srv = spawn("f8b", max_seats_per_address=2, joins_per_address_per_minute=4)
    tid = srv.create(players=4)["table"]["id"]
    srv.join(tid, "a")
    srv.join(tid, "b")
    r = srv.post(f"/api/tables/{tid}/join", {"name": "c"})
    assert r.status_code == 429 and r.json()["error"]["code"] == "too_many_seats"
    other = srv.create(players=2)["table"]["id"]
    srv.join(other, "d")
    r = srv.post(f"/api/tables/{other}/join", {"name": "e"})
    assert r.status_code == 429 and r.json()["error"]["code"] == "rate_limited"


def test_f8_names_are_cleaned_before_they_are_stored_or_shown(spawn: Any) -> None:
    """Before: client-supplied fields were stored verbatim and reached public records."""
    srv = spawn("f8c")
    t = srv.create(players=2, name="  my\u202etable\x00  ")
    tid = t["table"]["id"]
    assert t["table"]["name"] == "mytable"
    srv.join(tid, "ann\u200b\u202e\x07   lee\n")
    srv.join(tid, "\u0065\u0301va")  # e + combining acute: stored as NFC é
    names = [s["name"] for s in srv.get(f"/api/tables/{tid}").json()["seats"]]
    assert names == ["ann lee", "\u00e9va"]
    stored = json.dumps(events(srv, tid), ensure_ascii=False)
    assert "\u202e" not in stored and "\\u0000" not in stored


def test_f8_secrets_are_hashed_and_the_database_is_private(spawn: Any) -> None:
    """Before: table secrets in plaintext in a world-readable database file."""
    old = os.umask(0o022)
    try:
        srv = spawn("f8d")
    finally:
        os.umask(old)
    _tid, humans, watcher = two_players(srv, "f8d")
    close(*humans.values(), watcher)
    t = srv.create(players=2)["table"]["id"]  # a table with a server-made secret
    for path in (srv.db, srv.db.with_name(srv.db.name + "-wal"), srv.db.with_suffix(".key")):
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600, path
    with sqlite3.connect(srv.db) as db:
        (secret,) = db.execute("SELECT secret FROM tables WHERE id=?", (t,)).fetchone()
        tokens = db.execute("SELECT data FROM events WHERE type='join'").fetchall()
    assert secret.startswith("sha256:") and len(secret) == 7 + 64
    assert all('"token"' not in row[0] for row in tokens)  # seat tokens: only their hash


@pytest.mark.integration  # a subprocess
def test_f8_verify_deal_fails_a_record_without_a_commitment(tmp_path: Any) -> None:
    """Before: a record with no commitment passed ``verify-deal``."""
    rec = MM.new_round(None, players=3, seed="no-commitment").to_record().to_dict()
    del rec["commitment"]
    path = tmp_path / "r.json"
    path.write_text(json.dumps(rec))

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "marsmatch.cli", "verify-deal", str(path),
                               *args], check=False, capture_output=True, text=True, timeout=30,
                              env=code_env())

    proc = run()
    assert proc.returncode == 1 and "no commitment" in proc.stdout
    assert run("--allow-no-commitment").returncode == 0
    path.write_text('{"game": "marsmatch", "players": ["a", "b"], "seed": "s", "x": '
                    + "[" * 5000 + "]" * 5000 + "}")
    proc = run()
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
