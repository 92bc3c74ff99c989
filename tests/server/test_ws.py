"""WebSocket play against a real server: full games, resume, duplicates, and bad or
malicious messages answered with errors and no state change. (Turn timers and stand-ins
are tested in process on a fake clock: test_timers.py.)"""

from __future__ import annotations

import json
import random

import pytest
from websockets.exceptions import ConnectionClosed

from .helpers import Client, Server, finished, hint_action, live_secret, play_out


def seat_up(server: Server, seats: list[dict], **spec) -> tuple[str, dict[int, Client], Client]:
    """A table with these seats; every human seat joined by its own client, plus a watcher."""
    t = server.create(seats=seats, **spec)
    tid = t["table"]["id"]
    tokens = {}
    for i, s in enumerate(seats):
        if s["kind"] == "human":
            j = server.join(tid, f"p{i}", seat=i)
            tokens[i] = j["token"]
    watcher = Client(server, tid)
    humans = {i: Client(server, tid, i, tok) for i, tok in tokens.items()}
    return tid, humans, watcher


def test_full_marsmatch_game_humans_and_bots(server: Server) -> None:
    rng = random.Random(5)
    _tid, humans, watcher = seat_up(
        server, [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}, {"kind": "human"},
                 {"kind": "bot", "bot": "random"}], secret="full-game")
    n = play_out(watcher, humans, lambda c: hint_action(c, rng.randrange(3)))
    v = watcher.view
    assert finished(v) and v["seed"] and len(v["results"]) == 4
    assert sum(1 for o in v["results"] if o["category"] != "total_loser") >= 1
    for c in humans.values():  # every seat's own view ends on the same results
        assert c.view["phase"] == "finished" and c.view["results"] == v["results"]
    # the next round: a new deal with a new commitment, versions keep counting
    c0 = humans[0]
    r = c0.request({"type": "next"}, "ack")
    assert r["type"] == "ack"
    deal = watcher.expect("update", where=lambda m: m["event"]["type"] == "deal")
    assert deal["event"]["round"] == 2 and deal["view"]["commitment"] != v["commitment"]
    match = deal["info"]["match"]  # the engine's Match: rounds dealt, each finished one
    assert match["rounds"] == 2 and len(match["history"]) == 1
    assert match["scores"] == [r["points"] for r in sorted(v["results"], key=lambda r: r["seat"])]
    assert n > 0  # the humans played part of the round
    for c in [*humans.values(), watcher]:
        c.close()


def test_resume_and_duplicate_action_ids(server: Server) -> None:
    tid, humans, watcher = seat_up(server, [{"kind": "human"}, {"kind": "human"}],
                                   secret=live_secret(2, "resume"))
    a, b = humans[0], humans[1]
    first = watcher.view["to_act"][0]
    actor = humans[first]
    action = hint_action(actor)
    mid = "same-id-1"
    r1 = actor.act(action, mid)
    assert r1["type"] == "ack" and r1["duplicate"] is False
    r2 = actor.act(action, mid)  # a resend: harmless
    assert r2["type"] == "ack" and r2["duplicate"] is True and r2["v"] == r1["v"]
    ping = actor.request({"type": "ping"}, "pong")
    assert ping["v"] == r1["v"]
    # the other player drops, the game goes on, they come back from their last version
    other = humans[1 - first]
    while other.v < r1["v"]:
        other.expect("update")
    last_v, token, seat = other.v, other.token, other.seat
    other.close()
    nxt = hint_action(humans[first]) if False else None  # noqa: F841 - (it is not their turn)
    # the dropped player was to act; the first player cannot act for them
    bad = actor.act({"seat": other.seat, "pass": True})
    assert bad["type"] == "error" and bad["code"] in ("wrong_seat", "not_your_turn")
    back = Client(server, tid, seat, token, since=last_v)
    welcome = back.frames[-1]
    assert welcome["type"] == "welcome" and welcome["v"] == r1["v"]
    assert welcome["missed"] == [] and welcome["since"] == last_v
    # resume from an older version: the missed events come with the snapshot
    again = Client(server, tid, seat, token, since=last_v - 1)
    w2 = again.frames[-1]
    assert [e["type"] for e in w2["missed"]] == ["action"] and w2["view"]["hand"] == back.view["hand"]
    for c in (a, b, back, again, watcher):
        c.close()


def test_a_client_that_folds_acks_reads_its_update_as_the_ack(server: Server) -> None:
    """``fold_acks`` in the hello: an action that moves the table is answered by its update
    alone (its ``event.id``), a resend still by an ``ack``; other clients get both."""
    tid, humans, watcher = seat_up(server, [{"kind": "human"}, {"kind": "human"}],
                                   secret=live_secret(2, "fold"))
    first = watcher.view["to_act"][0]
    folding = Client(server, tid, first, humans[first].token, fold_acks=True)
    action = hint_action(folding)
    folding.send({"type": "action", "id": "f-1", "action": action})
    update = folding.expect("update", "ack", "error")
    assert update["type"] == "update" and update["event"]["id"] == "f-1"
    assert folding.request({"type": "ping"}, "pong")["v"] == update["v"]
    assert not [f for f in folding.frames if f["type"] == "ack"]  # no ack came between
    again = folding.act(action, "f-1")  # a resend: acked, changing nothing
    assert again["type"] == "ack" and again["duplicate"] is True and again["v"] == update["v"]
    other = humans[1 - first]  # a client that did not ask: update, then ack, as before
    other.wait_turn_or_end()
    mid = "o-1"
    other.send({"type": "action", "id": mid, "action": hint_action(other)})
    got = other.expect("update", where=lambda m: m["event"].get("id") == mid)
    assert other.expect("ack", "error")["id"] == mid and got["v"] == folding.v + 1
    for c in (*humans.values(), folding, watcher):
        c.close()


def test_bad_and_malicious_messages(server: Server) -> None:
    tid, humans, watcher = seat_up(server, [{"kind": "human"}, {"kind": "human"},
                                            {"kind": "bot"}], secret=live_secret(3, "malice"))
    to_act = watcher.view["to_act"][0]
    if to_act == 2:  # let the bot move first
        watcher.expect("update")
        to_act = watcher.view["to_act"][0]
    me, other = humans[to_act], humans[1 - to_act]
    before_v = watcher.v
    before_view = json.dumps(watcher.view, sort_keys=True)

    def err(c: Client, raw: object, code: str) -> None:
        c.send(raw if isinstance(raw, str) else json.dumps(raw))
        m = c.expect("error")
        assert m["code"] == code, m
        assert m["message"] and "Traceback" not in m["message"]

    err(me, "{not json", "bad_json")
    err(me, "[1, 2, 3]", "bad_message")
    err(me, "null", "bad_message")
    err(me, {"type": "launch"}, "unknown_type")
    err(me, {"type": "action", "action": {"pass": True}}, "bad_message")  # no id
    err(me, {"type": "action", "id": 5, "action": {"pass": True}}, "bad_message")
    err(me, {"type": "action", "id": "x1", "action": 42}, "bad_message")
    err(me, {"type": "action", "id": "x1b", "action": ["pass"]}, "bad_message")
    err(me, {"type": "action", "id": "x2", "action": {"seat": 1 - to_act, "pass": True}},
        "wrong_seat")
    err(other, {"type": "action", "id": "x3", "action": {"pass": True}}, "not_your_turn")
    err(me, {"type": "action", "id": "x4", "action": {"play": ["BJ"] * 40}}, "illegal")
    err(me, {"type": "action", "id": "x5", "action": {"play": ["ZZ"]}}, "illegal")
    err(me, {"type": "action", "id": "x6", "action": {"play": "7"}}, "illegal")
    err(me, {"type": "action", "id": "x7", "action": {"play": ["3"], "as": "rocket:9"}},
        "illegal")
    err(me, {"type": "hint", "index": "first"}, "bad_message")
    err(me, {"type": "hello", "seat": 1 - to_act, "token": "guess"}, "bad_token")
    err(me, {"type": "hello", "seat": 2, "token": "guess"}, "bad_token")  # a bot's seat
    err(me, {"type": "hello", "seat": 99, "token": "x"}, "bad_seat")
    err(me, {"type": "hello", "seat": 0, "token": me.token, "since": "yesterday"}, "bad_message")
    err(me, "x" * 20000, "too_large")
    err(me, json.dumps({"type": "ping", "pad": "y" * 17000}), "too_large")
    err(me, "[" * 5000 + "]" * 5000, "too_deep")
    me.ws.send(b"\x00\x01binary")
    assert me.expect("error")["code"] == "text_only"
    err(watcher, {"type": "action", "id": "w1", "action": {"pass": True}}, "spectator")
    # a stranger with no hello, and one with a wrong token
    stranger = Client(server, tid, seat=to_act, token="not-the-token")
    assert stranger.frames[-1]["code"] == "bad_token"
    err(stranger, {"type": "action", "id": "s1", "action": {"pass": True}}, "not_authenticated")
    err(stranger, {"type": "check", "action": {"pass": True}}, "not_authenticated")
    # an unknown table
    from websockets.sync.client import connect

    with connect(f"{server.ws_url}/ws/no-such-table") as ws:
        assert json.loads(ws.recv(timeout=5))["code"] == "not_found"
    # nothing changed
    assert me.request({"type": "ping"}, "pong")["v"] == before_v
    fresh = Client(server, tid)
    assert fresh.v == before_v and json.dumps(fresh.view, sort_keys=True) == before_view
    # frames over the socket limit close that socket; the table is unharmed
    big = Client(server, tid, to_act, me.token)
    with pytest.raises(ConnectionClosed):
        big.ws.send("z" * (2 * 1024 * 1024))
        for _ in range(20):
            big.ws.recv(timeout=5)
    assert me.request({"type": "ping"}, "pong")["v"] == before_v
    # and the real player can still play
    assert me.act(hint_action(me))["type"] == "ack"
    for c in [*humans.values(), watcher, fresh, stranger]:
        c.close()


def test_search_bots_take_seats(server: Server) -> None:
    """The ``search`` and ``search-v1`` levels play a whole round on the server."""
    rng = random.Random(9)
    _tid, humans, watcher = seat_up(
        server, [{"kind": "human"}, {"kind": "bot", "bot": "search"},
                 {"kind": "bot", "bot": "search-v1"}], secret=live_secret(3, "search-seats"))
    play_out(watcher, humans, lambda c: hint_action(c, rng.randrange(3)), timeout=240)
    v = watcher.view
    assert finished(v) and len(v["results"]) == 3
    for c in [*humans.values(), watcher]:
        c.close()
