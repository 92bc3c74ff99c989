"""Table chat and quick reactions over the WebSocket of a real server: bounded in length
and rate, text kept as text, the host's moderation, spectators too, and each line kept
with the round it was said in (the record itself unchanged)."""

from __future__ import annotations

from typing import Any

from .helpers import Client, hint_action, play_out

XSS = '<script>window.pwned=1</script><img src=x onerror="window.pwned=2">'


def say(c: Client, text: str) -> dict[str, Any]:
    """Send a line; its echo to this client (or the error)."""
    c.send({"type": "chat", "text": text, "id": "m"})
    return c.expect("chat", "error", where=lambda m: m["type"] == "error" or (
        m["line"]["seat"] == c.seat and m["line"]["text"] == text))


def test_chat_reaches_seats_and_spectators_bounded_and_as_text(spawn: Any) -> None:
    srv = spawn(chat_per_minute=4, chat_max_chars=50)
    made = srv.create(game="marsmatch", players=3, join_as="Host")
    table = made["table"]["id"]
    bo = srv.join(table, "Bo")
    host = Client(srv, table, made["seat"], made["token"])
    b = Client(srv, table, bo["seat"], bo["token"])
    watcher = Client(srv, table)
    line = say(host, XSS[:50])
    assert line["type"] == "chat", line
    assert line["line"]["text"] == XSS[:50] and line["line"]["name"] == "Host"
    for other in (b, watcher):
        got = other.expect("chat")
        assert got["line"] == line["line"]
    # a spectator may talk too (no seat, no name unless signed in)
    seen = say(watcher, "hello from the rail")
    assert seen["line"]["seat"] is None and seen["line"]["name"] == ""
    # reactions are a fixed set
    b.send({"type": "react", "reaction": "nice"})
    assert b.expect("chat", where=lambda m: m["line"]["kind"] == "react")["line"]["text"] \
        == "nice"
    b.send({"type": "react", "reaction": "<b>"})
    assert b.expect("error")["code"] == "bad_message"
    # bounded length, then rate (4 a minute per speaker; the host said 1)
    assert say(host, "x" * 51)["code"] == "too_large"
    assert say(host, "\u202e\u200b ")["code"] == "bad_message"
    for i in range(3):
        assert say(host, f"line {i}")["type"] == "chat"
    limited = say(host, "one more")
    assert limited["type"] == "error" and limited["code"] == "rate_limited"
    lines = srv.get(f"/api/tables/{table}/chat").json()["lines"]
    assert [ln["text"] for ln in lines][:2] == [XSS[:50], "hello from the rail"]
    for c in (host, b, watcher):
        c.close()


def test_the_host_hides_lines_and_mutes_seats_and_nobody_else_may(spawn: Any) -> None:
    srv = spawn()
    made = srv.create(game="marsmatch", players=3, join_as="Host")
    table = made["table"]["id"]
    bo = srv.join(table, "Bo")
    host = Client(srv, table, made["seat"], made["token"])
    b = Client(srv, table, bo["seat"], bo["token"])
    rude = say(b, "something rude")["line"]
    host.expect("chat")
    b.send({"type": "moderate", "hide": rude["id"]})
    assert b.expect("error")["code"] == "not_host"
    host.send({"type": "moderate", "hide": rude["id"]})
    assert b.expect("chat_hidden")["line"] == rude["id"]
    assert srv.get(f"/api/tables/{table}/chat").json()["lines"] == []
    host.send({"type": "moderate", "seat": bo["seat"], "mute": True})
    assert b.expect("chat_muted") == {**b.frames[-1], "seat": bo["seat"], "muted": True}
    assert say(b, "let me talk")["code"] == "muted"
    assert srv.get(f"/api/tables/{table}/chat").json()["muted"] == [bo["seat"]]
    host.send({"type": "moderate", "seat": bo["seat"], "mute": False})
    b.expect("chat_muted")
    assert say(b, "thanks")["type"] == "chat"
    # a mute is stored: it outlasts a restart
    host.send({"type": "moderate", "seat": bo["seat"], "mute": True})
    b.expect("chat_muted", where=lambda m: m["muted"])
    host.close()
    b.close()
    srv.stop()
    srv.start()
    assert srv.get(f"/api/tables/{table}/chat").json()["muted"] == [bo["seat"]]
    b = Client(srv, table, bo["seat"], bo["token"])
    assert say(b, "after the restart")["code"] == "muted"
    b.close()


def test_chat_is_kept_with_the_round_it_was_said_in(spawn: Any) -> None:
    srv = spawn()
    made = srv.create(game="marsmatch", join_as="Ann",
                      seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"},
                             {"kind": "bot", "bot": "greedy"}])
    table = made["table"]["id"]
    ann = Client(srv, table, 0, made["token"])
    watcher = Client(srv, table)
    ann.wait_turn_or_end()
    assert say(ann, "good luck")["line"]["round"] == 1
    play_out(watcher, {0: ann}, hint_action)
    (rec,) = srv.get(f"/api/records?table={table}").json()
    assert [ln["text"] for ln in srv.get(f"/api/records/{rec['id']}/chat").json()["lines"]] \
        == ["good luck"]
    record = srv.get(f"/api/records/{rec['id']}").json()
    assert "chat" not in record and record["format"] == "marsmatch-record/1"
    assert srv.post("/api/replay", record).json()["ok"] is True
    ann.close()
    watcher.close()
