"""Shengji tables: a full deal with two people and two bots; views hide hands and the kitty."""

from __future__ import annotations

import hashlib
import random
from typing import Any

from marsmatch.games import find_game
from marsmatch.records import parse_record
from marsmatch.shuffle import mixed_seed

from .helpers import Client, Server, hint_action, play_out
from .test_hidden import NEVER, walk


def test_full_shengji_deal_humans_and_bots(server: Server) -> None:
    rng = random.Random(3)
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}, {"kind": "human"},
             {"kind": "bot", "bot": "random"}]
    t = server.create(game="shengji", seats=seats, rules={"decks": 1}, secret="sj-table-1")
    tid = t["table"]["id"]
    watcher = Client(server, tid)
    toks = {s: server.join(tid, f"p{s}", seat=s)["token"] for s in (0, 2)}
    humans = {s: Client(server, tid, s, tok, since=0) for s, tok in toks.items()}

    def choose(c: Client) -> dict[str, Any]:
        chk = c.request({"type": "check", "action": {"play": ["BJ", "BJ", "BJ", "BJ"]}}, "check")
        assert chk["ok"] is False and chk["reason"]
        return hint_action(c, rng.randrange(2))

    # a first deal with no declaration is redealt; play deals until one is scored
    for _ in range(4):
        play_out(watcher, humans, choose, timeout=120)
        if watcher.view["phase"] == "scored":
            break
        assert humans[0].request({"type": "next"}, "ack")["type"] == "ack"
        watcher.expect("update", where=lambda m: m["event"]["type"] == "deal")
    v = watcher.view
    assert v["phase"] == "scored" and v["outcome"]["level_changes"]
    assert v["kitty"] is not None  # shown to all once the deal is over

    spectator = {f["v"]: f["view"] for f in watcher.frames
                 if f["type"] in ("welcome", "update") and f.get("view")}
    compared = buried = 0
    for seat, c in humans.items():
        for f in c.frames:
            for path, key, value in walk(f):
                assert key not in NEVER, path
                if key == "hand":
                    assert path == ("view", "hand"), path
            if f["type"] == "update" and f["event"]["type"] == "action":
                action = f["event"]["action"]  # the engine's event, as this seat sees it
                assert action["seat"] == f["event"]["seat"] and action == f["log"][0]
                if action["type"] == "bury":
                    buried += 1
                    if seat != action["seat"]:
                        assert isinstance(action["cards"], int)  # only how many were buried
                    else:
                        assert len(action["cards"]) == f["view"]["kitty_size"]
            for entry in f.get("log") or ():
                if entry["type"] == "bury" and seat != entry["seat"] and not f["view"]["finished"]:
                    assert isinstance(entry["cards"], int)
            view = f.get("view")
            if f["type"] in ("welcome", "update") and view and f["v"] in spectator:
                theirs = spectator[f["v"]]
                if view.get("kitty") is not None and not view["finished"]:
                    assert view["banker"] == seat  # the kitty: the banker's alone
                assert theirs.get("kitty") is None or theirs["finished"]
                strip = (*find_game("shengji").private_view_keys, "history")
                assert ({k: x for k, x in view.items() if k not in strip}
                        == {k: x for k, x in theirs.items() if k not in strip})
                compared += 1
    assert compared > 20 and buried >= 1
    recs = server.get(f"/api/records?table={tid}").json()
    assert recs and all(r["game"] == "shengji" for r in recs)
    record = server.get(f"/api/records/{recs[0]['id']}").json()
    rp = server.get(f"/api/records/{recs[0]['id']}/replay").json()
    assert rp["ok"] is True and rp["game"] == "shengji"
    # the replay names the deal's commitment: sha256 of the server's revealed seed, which
    # (mixed with the players' values, none here) gives the shuffle seed
    assert rp["commitment"] is not None and rp["commitment"] == record["commitment"]
    server_seed = record["deal"]["server_seed"]
    assert rp["commitment"] == hashlib.sha256(server_seed.encode()).hexdigest()
    assert rp["seed"] == record["seed"] == mixed_seed(server_seed, [])
    assert find_game("shengji").verify_deal(parse_record(record))["ok"]
    assert len(rp["frames"]) == len(record["actions"]) + 1
    first = rp["frames"][0]
    assert sum(len(h) for h in first["hands"]) + first["view"]["kitty_size"] == 54  # one deck
    for c in [*humans.values(), watcher]:
        c.close()
