"""The one game protocol at the server: rulings in error frames, readings the client can
choose, the engine's Match deciding the next banker, the canonical action in the log."""

from __future__ import annotations

from collections import Counter
from typing import Any

from marsmatch.games import find_game

from .helpers import Client, Server, round_seed

MM = find_game("marsmatch")


def find_secret(prefix: str, players: int, rules: dict[str, Any], fits: Any) -> str:
    """A table secret whose first deal satisfies ``fits(state)``."""
    for i in range(5000):
        secret = f"{prefix}-{i}"
        state = MM.new_round(MM.rules(rules), players=players, seed=round_seed(secret))
        if fits(state):
            return secret
    raise AssertionError("no such deal")


def seat_all(server: Server, players: int, **spec: Any) -> tuple[Client, dict[int, Client]]:
    t = server.create(seats=[{"kind": "human"}] * players, **spec)
    tid = t["table"]["id"]
    tokens = {s: server.join(tid, f"p{s}", seat=s)["token"] for s in range(players)}
    return Client(server, tid), {s: Client(server, tid, s, tok) for s, tok in tokens.items()}


def catch_up(watcher: Client, clients: dict[int, Client]) -> None:
    for c in clients.values():
        while c.v < watcher.v:
            c.expect("update")


def act(watcher: Client, clients: dict[int, Client], action: Any) -> dict[str, Any]:
    """The seat to act does ``action``; everyone catches up; the watcher's update."""
    catch_up(watcher, clients)
    seat = watcher.view["to_act"][0]
    reply = clients[seat].act(action)
    assert reply["type"] == "ack", reply
    update = watcher.expect("update")
    assert update["v"] == reply["v"]
    return update


def test_an_illegal_action_names_its_ruling(server: Server) -> None:
    secret = find_secret("ruling", 2, {}, lambda s: not s.finished and Counter(
        s.view(s.to_act[0])["hand"])["BJ"] < 2)
    watcher, seats = seat_all(server, 2, secret=secret)
    leader = seats[watcher.view["to_act"][0]]
    v = watcher.v
    # a lead cannot be passed (R4.2), as a record dict or as text
    for action in ({"pass": True}, "pass"):
        err = leader.act(action)
        assert err["type"] == "error" and err["code"] == "illegal", err
        assert err["rule"] == "R4.2" and "(R4.2)" in err["message"]
    # cards the seat does not hold
    err = leader.act({"play": ["BJ", "BJ"]})
    assert err["code"] == "illegal" and err["rule"] == "R4.2" and "does not hold" in err["message"]
    # a notation problem is illegal too, with no ruling to cite
    err = leader.act({"play": ["ZZ"]})
    assert err["code"] == "illegal" and err["rule"] is None
    # the same verdict from a check, and the table did not move
    chk = leader.request({"type": "check", "action": {"pass": True}}, "check")
    assert chk["ok"] is False and chk["rule"] == "R4.2"
    assert leader.request({"type": "ping"}, "pong")["v"] == v
    # a text action is read by the engine like a record dict
    card = leader.view["hand"][0]
    update = act(watcher, seats, card)
    assert update["event"]["action"]["cards"] == [card]
    for c in [watcher, *seats.values()]:
        c.close()


def test_the_client_chooses_between_same_shape_readings(server: Server) -> None:
    """4444 5555 leads as a Starship of 4s or of 5s (each with two pairs), a Rocket chain
    or a Starship chain: the check lists every reading with a spec naming its rank."""

    def leader_holds(state: Any) -> bool:
        if state.finished:
            return False
        hand = Counter(state.view(state.to_act[0])["hand"])
        return hand["4"] >= 4 and hand["5"] >= 4

    watcher, seats = seat_all(server, 2, secret=find_secret("readings", 2, {}, leader_holds))
    seat = watcher.view["to_act"][0]
    me = seats[seat]
    cards = ["4"] * 4 + ["5"] * 4
    chk = me.request({"type": "check", "action": {"play": cards}}, "check")
    assert chk["ok"] is False and chk["rule"] == "R3.11"
    readings = {r["spec"]: r["describe"] for r in chk["readings"]}
    assert readings["starship:1:pair:4"] == "Starship of 4s with 2 pairs"
    assert readings["starship:1:pair:5"] == "Starship of 5s with 2 pairs"
    assert len(set(readings.values())) == len(readings) >= 3
    # the client sends a spec back as "as": the weaker reading is the one played
    chosen = {"play": cards, "as": "starship:1:pair:4"}
    ok = me.request({"type": "check", "action": chosen}, "check")
    assert ok["ok"] is True and ok["describe"] == "Starship of 4s with 2 pairs"
    assert ok["action"] == {"seat": seat, **chosen}  # the canonical record dict
    update = act(watcher, seats, chosen)
    played = update["event"]["action"]
    assert played["spec"] == "starship:1:pair:4" and played["describe"] == ok["describe"]
    assert update["log"][0] == played
    assert watcher.view["top"]["describe"] == "Starship of 4s with 2 pairs"
    for c in [watcher, *seats.values()]:
        c.close()


def test_the_engine_match_picks_the_next_banker(server: Server) -> None:
    """R5.2 ``winner``: the last round's highest scorer deals next; a tie goes to the tied
    player first clockwise from the last banker. Banker 2 wins the round with 0 points,
    seat 0 leaves at the deal with -5 (a Heaven Snatch scored low), seats 1 and 3 lose
    with 1 each: the tie is seats 1 and 3, and the next banker is seat 3 (not seat 1,
    the first tied seat by number)."""
    rules = {"banker": "winner", "streak_to_win": 2, "score_human_hand": 0,
             "score_total_loser": 1, "score_snatch_starlink": -5, "score_snatch_ufo": -5}

    def deal(state: Any) -> bool:
        return (state.banker == 2 and not state.finished and list(state.active) == [1, 2, 3]
                and state.result() and state.result()[0]["category"] == "heaven_snatch")

    watcher, seats = seat_all(server, 4, secret=find_secret("banker", 4, rules, deal),
                              rules=rules)
    assert watcher.view["banker"] == 2 and watcher.view["to_act"] == [2]
    while not watcher.view["finished"]:
        if watcher.view["top"] is None:  # the banker wins every trick, so it leads
            assert watcher.view["to_act"] == [2]
            catch_up(watcher, seats)
            act(watcher, seats, {"play": seats[2].view["hand"][:1]})  # banker leads
        else:
            act(watcher, seats, {"pass": True})
    points = {r["seat"]: r["points"] for r in watcher.view["results"]}
    assert points == {0: -5, 1: 1, 2: 0, 3: 1}
    catch_up(watcher, seats)
    assert seats[1].request({"type": "next"}, "ack")["type"] == "ack"
    deal_update = watcher.expect("update", where=lambda m: m["event"]["type"] == "deal")
    assert deal_update["view"]["banker"] == 3
    history = deal_update["info"]["match"]["history"]
    assert history == [{"banker": 2, "points": [-5, 1, 0, 1]}]
    for c in [watcher, *seats.values()]:
        c.close()
