"""No hidden card ever reaches another seat: over whole games and every message type.

Every frame each client receives is checked three ways:

1. no secret-bearing key anywhere (other hands, seeds before the end, tokens, secrets);
2. a seat's view equals the spectator's view of the same version except for the seat's
   own private keys — so everything else it sees is public;
3. the one hand it sees is its own, card for card, re-derived from the round's record.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from marsmatch.games import find_game
from marsmatch.games import marsmatch as mm
from marsmatch.games.marsmatch.combos import counts_to_cards

from .helpers import Client, Endpoint, finished, hint_action, live_secret, play_out, round_seed

NEVER = {"hands", "secret", "token", "token_hash", "initial_hands", "dealt", "deck", "kitty_cards"}


def walk(obj: Any, path: tuple = ()) -> Any:
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield path + (k,), k, v
            yield from walk(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from walk(v, path + (i,))


def check_frame(frame: dict[str, Any], seat: int | None) -> None:
    for path, key, value in walk(frame):
        assert key not in NEVER, (key, path, frame["type"])
        if key == "hand" and not isinstance(value, str):
            # cards: only the seat's own hand, at the top of its own view
            assert path == ("view", "hand") and seat is not None, path
        # (a string "hand" is a Heavenly Hand's public name: "starlink" or "ufo")
        if key == "seed" and value is not None:
            assert path in (("view", "seed"), ("info", "deal", "seed")), path
            assert finished(frame["view"]), path  # revealed only once the round is over
        if key == "revealed" and value:
            # only the hands of players who left at the deal with a Heavenly Hand
            out = {o["seat"] for o in frame["view"]["results"] if "hand" in o}
            assert {int(s) for s in value} <= out


def true_hands(record: dict[str, Any]) -> list[list[list[str]]]:
    """Every seat's hand after each number of actions, from the record."""
    state = mm.new_round(mm.Rules.from_dict(record["rules"]), record["players"],
                         seed=record["seed"], banker=record["banker"])
    out = [[counts_to_cards(h) for h in state.hands]]
    for action in record["actions"]:
        state.apply_action(action["seat"], action)
        out.append([counts_to_cards(h) for h in state.hands])
    return out


@pytest.mark.parametrize("where", ["server", "cluster"])
def test_no_hidden_card_reaches_another_seat(where: str, request: pytest.FixtureRequest) -> None:
    """On one server, and through the cluster's proxy (two processes on PostgreSQL)."""
    server: Endpoint = request.getfixturevalue(where)
    rng = random.Random(11)
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}, {"kind": "human"}]
    t = server.create(seats=seats, secret=live_secret(4, "hidden"), rules={"streak_to_win": 4})
    tid = t["table"]["id"]
    watcher = Client(server, tid)  # before anyone sits: sees every version
    tokens = {s: server.join(tid, f"p{s}", seat=s)["token"] for s in (0, 1, 3)}
    humans = {s: Client(server, tid, s, tok, since=0) for s, tok in tokens.items()}
    late_spectator = Client(server, tid)

    def choose(c: Client) -> dict[str, Any]:
        # exercise every message type on the way: check, hint, a refused action
        c.request({"type": "check", "action": {"play": c.view["hand"][:1]}}, "check")
        c.request({"type": "check", "action": {"play": ["BJ", "BJ", "BJ"]}}, "check")
        bad = c.act({"play": ["BJ"] * 9})
        assert bad["type"] == "error"
        c.request({"type": "ping"}, "pong")
        h = c.request({"type": "hint", "index": rng.randrange(4)}, "hint")
        if h.get("action"):
            assert not Counter(h["action"].get("play", [])) - Counter(c.view["hand"])
        return hint_action(c, rng.randrange(4))

    rounds = 0
    for _ in range(2):
        play_out(watcher, humans, choose)
        rounds += 1
        r = humans[0].request({"type": "next"}, "ack")
        assert r["type"] == "ack"
        watcher.expect("update", where=lambda m: m["event"]["type"] == "deal")
    # a reconnect in the middle of round 3, resuming from an old version
    humans[1].close()
    humans[1] = Client(server, tid, 1, tokens[1], since=3)

    for c in [*humans.values(), watcher, late_spectator]:
        c.drain(0.3)
    assert rounds == 2

    # 1. no secret anywhere
    clients: list[tuple[int | None, Client]] = [(s, c) for s, c in humans.items()]
    clients += [(None, watcher), (None, late_spectator)]
    total = 0
    for seat, c in clients:
        for frame in c.frames:
            check_frame(frame, seat)
            total += 1
    assert total > 300

    # 2. a seat's view = the spectator's view of that version, but for its own keys (the
    #    game's private view keys; the welcome's history comes from the same public log);
    #    the log entries and the event an update carries are the spectator's too
    private = (*find_game("marsmatch").private_view_keys, "history")
    spectator = {}
    public_updates = {}
    for f in watcher.frames:
        if f["type"] in ("welcome", "update") and f.get("view") is not None:
            spectator[f["v"]] = f["view"]
        if f["type"] == "update":
            public_updates[f["v"]] = f
    compared = logs = 0
    for seat, c in humans.items():
        for f in c.frames:
            if f["type"] in ("welcome", "update") and f.get("view") is not None and f["v"] in spectator:
                mine = {k: v for k, v in f["view"].items() if k not in private}
                theirs = {k: v for k, v in spectator[f["v"]].items() if k not in private}
                assert mine == theirs, f["v"]
                assert set(f["view"]) - set(spectator[f["v"]]) <= set(private)
                compared += 1
            if f["type"] == "update" and f["v"] in public_updates:
                theirs_f = public_updates[f["v"]]
                assert f["log"] == theirs_f["log"], f["v"]
                event = {k: v for k, v in f["event"].items() if k != "id"}
                assert event == theirs_f["event"], f["v"]
                logs += 1
    assert compared > 100 and logs > 100

    # 3. the hand a seat sees is its own, at every version of the finished rounds
    recs = {r["round"]: r["id"] for r in server.get(f"/api/records?table={tid}").json()}
    assert sorted(recs) == [1, 2]
    deal_v = {}
    for f in watcher.frames:
        if f["type"] == "update" and f["event"]["type"] == "deal":
            deal_v[f["event"]["round"]] = f["v"]
    checked = 0
    for rnd, rid in recs.items():
        record = server.get(f"/api/records/{rid}").json()
        hands = true_hands(record)
        lo = deal_v[rnd]
        hi = lo + len(record["actions"])
        for seat, c in humans.items():
            for f in c.frames:
                if f["type"] in ("welcome", "update") and f.get("view") and lo <= f["v"] <= hi:
                    assert f["view"]["hand"] == hands[f["v"] - lo][seat], (rnd, seat, f["v"])
                    checked += 1
    assert checked > 100

    # REST never shows a live hand or seed either
    listed = [t for t in server.get("/api/tables").json() if t["id"] == tid]
    for data in (server.get(f"/api/tables/{tid}").json(), listed):
        for path, key, value in walk(data):
            assert key not in NEVER, (path, key)
            assert key != "seed" or value is None, path  # round 3 is being played
            assert not (key == "hand" and not isinstance(value, str)), path
    for c in [*humans.values(), watcher, late_spectator]:
        c.close()
    json.dumps(total)


def live_deal_fits(secret: str) -> bool:
    """The table secret's first 2-deck Shengji deal, dealt live, gives seat 0 a level card
    (a 2) among its first 3 cards, seat 1 both copies of one 2 among its first 5, and the
    bots (seats 2, 3) no 2 and no pair of jokers: a declaration, then an overcall, that no
    bot can get in the way of, however the people's clients lag (LIVE_DEAL_SECRET was
    found by trying ``live-deal-0``, ``live-deal-1``... with this check)."""
    from marsmatch.games.shengji.setup import deal

    hands = [[str(c) for c in h] for h in deal(round_seed(secret), 2)[0]]
    first = [c for c in hands[1][:5] if c[1:] == "2"]
    return (any(c[1:] == "2" for c in hands[0][:3]) and len(set(first)) < len(first)
            and not any(c[1:] == "2" or hands[s].count(c) > 1 and c in ("BJ", "LJ")
                        for s in (2, 3) for c in hands[s]))


LIVE_DEAL_SECRET = "live-deal-3637"


def test_a_live_deal_shows_each_seat_only_the_cards_it_has_received(server: Endpoint) -> None:
    """A Shengji table dealing live: two people declare and overcall while the cards come,
    every frame shows a seat only the cards dealt to it so far (and nothing hidden), the
    declarations carry their moment (cards_out) into the table's log."""
    from marsmatch.games.shengji.livedeal import received_count
    from marsmatch.games.shengji.setup import deal

    secret = LIVE_DEAL_SECRET
    assert live_deal_fits(secret)
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "greedy"},
             {"kind": "bot", "bot": "random"}]
    t = server.create(game="shengji", seats=seats, secret=secret, deal_pace=0.03,
                      rules={"decks": 2, "deal_style": "live"})
    tid = t["table"]["id"]
    watcher = Client(server, tid)
    humans = {s: Client(server, tid, s, server.join(tid, f"p{s}", seat=s)["token"], since=0)
              for s in (0, 1)}
    hands, _kitty = deal(round_seed(secret), 2)
    dealt = [[str(c) for c in h] for h in hands]

    def wanted(c: Client) -> list[str] | None:
        """Seat 0 declares its first 2; seat 1 overcalls with a pair of 2s."""
        v = c.view
        if not v or not v.get("dealing") or v["dealing"]["cards_out"] >= v["dealing"]["total"]:
            return None
        twos = [x for x in v["hand"] if x.endswith("2") and x[0] in "SHDC"]
        if c.seat == 0 and v["declaration"] is None and twos:
            return twos[:1]
        pairs = [x for x in set(twos) if twos.count(x) >= 2]
        if c.seat == 1 and v["declaration"] and v["declaration"]["seat"] == 0 and pairs:
            return [pairs[0]] * 2
        return None

    declared: dict[int, int] = {}
    while len(declared) < 2:
        for c in humans.values():
            cards = wanted(c)
            if cards and c.seat not in declared:
                reply = c.act({"declare": cards})
                assert reply["type"] == "ack", reply
                declared[c.seat] = c.view["dealing"]["cards_out"] if c.view else -1
        watcher.expect("update", timeout=5)
        for c in humans.values():
            while c.v < watcher.v:
                c.expect("update", timeout=5)
    # the deal goes on to its end; then G3.1's round in turn: the people pass
    while not (watcher.view and watcher.view["phase"] != "declare"):
        for c in humans.values():
            while c.v < watcher.v:
                c.expect("update", timeout=5)
            if c.my_turn():
                assert c.act({"pass": True})["type"] == "ack"
        watcher.expect("update", timeout=10)
    for c in humans.values():
        c.drain(0.1)
    spectator = {f["v"]: f["view"] for f in watcher.frames
                 if f["type"] in ("welcome", "update") and f.get("view")}
    private = (*find_game("shengji").private_view_keys, "history")
    seen = compared = 0
    for seat, c in humans.items():
        for frame in c.frames:
            check_frame(frame, seat)
            view = frame.get("view")
            if frame["type"] in ("welcome", "update") and view and frame["v"] in spectator:
                # all else a seat sees is what a spectator sees
                assert ({k: x for k, x in view.items() if k not in private}
                        == {k: x for k, x in spectator[frame["v"]].items() if k not in private})
                compared += 1
            if frame["type"] in ("welcome", "update") and view and view.get("dealing"):
                out = view["dealing"]["cards_out"]
                if out < view["dealing"]["total"]:
                    mine = dealt[seat][:received_count(out, seat)]
                    assert sorted(view["hand"]) == sorted(mine)
                    assert view["counts"] == [received_count(out, s) for s in range(4)]
                    seen += 1
    assert seen > 50 and compared > 100  # a frame per card, for each person
    log = [e for e in watcher.frames if e["type"] == "update" and e["event"]["type"] == "action"]
    live = [e["log"][0] for e in log if "cards_out" in e["log"][0]]
    assert [e["seat"] for e in live[:2]] == [0, 1] and len(live[1]["cards"]) == 2
    assert watcher.view["declaration"]["seat"] == 1 and watcher.view["trump_fixed"]
    for c in (watcher, *humans.values()):
        c.close()
