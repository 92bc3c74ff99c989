"""Finding 9: deals the players can prove the server did not choose (records.md, scheme 2).

Each seated player's client commits to a random value before the deal; once every
commitment is in (or the wait is over) the commitments are closed in the log, the
values are revealed, and the shuffle seed mixes the server's committed seed with them.
``verify-deal`` checks every part of the record. Before the fix, the deal came from the
server's seed alone (and a client's ``commit`` was an unknown message type).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from marsmatch.errors import RecordError
from marsmatch.games import find_game
from marsmatch.games.replay import replay
from marsmatch.records import parse_record
from marsmatch.shuffle import DEAL_SCHEME, commitment, mixed_seed

from .helpers import Client, Server, code_env, first_record, hint_action, play_out

QUICK = {"streak_to_win": 1}  # the first trick decides the round


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def seated(srv: Server, contribute: bool = True, **spec: Any) -> tuple[str, dict[int, Client],
                                                                        Client, str]:
    """A 2-player table; both seats join by REST, then connect; the commitment the table
    published for round 1 before anything was contributed."""
    t = srv.create(seats=[{"kind": "human"}, {"kind": "human"}], rules=QUICK, **spec)
    tid = t["table"]["id"]
    published = t["table"]["commitment"]
    tokens = {s: srv.join(tid, f"p{s}", seat=s)["token"] for s in (0, 1)}
    clients = {s: Client(srv, tid, s, tok, contribute=contribute) for s, tok in tokens.items()}
    return tid, clients, Client(srv, tid), published


def commit(c: Client, value: str, round_no: int = 1) -> dict[str, Any]:
    return c.request({"type": "commit", "round": round_no, "commitment": sha(value)}, "ack")


def reveal(c: Client, value: str, round_no: int = 1) -> dict[str, Any]:
    return c.request({"type": "reveal", "round": round_no, "value": value}, "ack")


def finish(srv: Server, tid: str, clients: dict[int, Client], watcher: Client) -> dict[str, Any]:
    while watcher.view is None or watcher.view.get("phase") in (None,):
        watcher.expect("update")
    play_out(watcher, clients, hint_action)
    rec = first_record(srv, tid)
    return srv.get(f"/api/records/{rec['id']}").json()


def event(c: Client, kind: str, timeout: float = 10) -> dict[str, Any]:
    """The update with an event of ``kind``, already received or still to come."""
    for f in c.frames:
        if f["type"] == "update" and f["event"]["type"] == kind:
            return f
    return c.expect("update", timeout=timeout, where=lambda m: m["event"]["type"] == kind)


def verify(tmp_path: Path, record: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    path = tmp_path / f"r{secrets.token_hex(3)}.json"
    path.write_text(json.dumps(record))
    return subprocess.run([sys.executable, "-m", "marsmatch.cli", "verify-deal", str(path)],
                          check=False, capture_output=True, text=True, timeout=30,
                          env=code_env())


def test_f9_the_players_values_shape_the_deal_and_every_part_verifies(
        spawn: Any, tmp_path: Path) -> None:
    srv = spawn("f9", deal_wait=10)
    tid, clients, watcher, published = seated(srv)
    assert srv.get(f"/api/tables/{tid}").json()["dealing"]["phase"] == "commit"
    assert watcher.view is None  # nothing is dealt before the contributions
    values = {s: secrets.token_hex(32) for s in clients}
    for s, c in clients.items():
        assert commit(c, values[s])["contribution"] == "committed"
    # the commitments are closed in the log, then each client reveals its value
    closed = watcher.expect("update", where=lambda m: m["event"]["type"] == "commit")
    assert closed["event"]["commitments"] == [{"seat": s, "commitment": sha(values[s])}
                                              for s in (0, 1)]
    for s, c in clients.items():
        assert reveal(c, values[s])["contribution"] == "revealed"
    deal = watcher.expect("update", where=lambda m: m["event"]["type"] == "deal")
    if not deal["view"]["finished"]:  # (a round may end at the deal: a Heavenly Hand)
        assert deal["info"]["deal"]["contributions"][0]["value"] is None  # not before the end
    record = finish(srv, tid, clients, watcher)
    d = record["deal"]
    assert d["scheme"] == DEAL_SCHEME and record["commitment"] == published
    assert sha(d["server_seed"]) == published
    assert [c["value"] for c in d["contributions"]] == [values[0], values[1]]
    assert record["seed"] == mixed_seed(d["server_seed"], sorted(values.items()))
    assert record["seed"] != d["server_seed"]
    over = clients[0].info["deal"]
    assert over["seed"] == d["server_seed"] and over["shuffle_seed"] == record["seed"]
    assert clients[0].view["seed"] == d["server_seed"]
    assert clients[0].view["commitment"] == published
    proc = verify(tmp_path, record)
    assert proc.returncode == 0, proc.stdout
    assert "seat 0's value: matches its commitment, mixed in" in proc.stdout
    assert replay(parse_record(record))["ok"] is True
    # every part is checked: another value, another server seed, a value left out
    other = dict(record, deal={**d, "contributions": [
        {**d["contributions"][0], "value": secrets.token_hex(32)}, d["contributions"][1]]})
    assert verify(tmp_path, other).returncode == 1
    assert verify(tmp_path, dict(record, deal={**d, "server_seed": "x" * 64})).returncode == 1
    left_out = dict(record, deal={**d, "contributions": d["contributions"][:1]})
    proc = verify(tmp_path, left_out)
    assert proc.returncode == 1 and "shuffle seed" in proc.stdout
    for c in [*clients.values(), watcher]:
        c.close()


def test_f9_a_value_never_revealed_is_left_out_after_the_wait(spawn: Any,
                                                              tmp_path: Path) -> None:
    srv = spawn("f9b", deal_wait=1)
    tid, clients, watcher, _ = seated(srv)
    values = {s: secrets.token_hex(32) for s in clients}
    for s, c in clients.items():
        commit(c, values[s])
    watcher.expect("update", where=lambda m: m["event"]["type"] == "commit")
    bad = clients[1].request({"type": "reveal", "round": 1, "value": "0" * 64}, "ack")
    assert bad["type"] == "error" and bad["code"] == "bad_reveal"
    reveal(clients[0], values[0])  # seat 1 never reveals: dealt after the wait
    watcher.expect("update", timeout=5, where=lambda m: m["event"]["type"] == "deal")
    record = finish(srv, tid, clients, watcher)
    assert [c["value"] for c in record["deal"]["contributions"]] == [values[0], None]
    assert record["seed"] == mixed_seed(record["deal"]["server_seed"], [(0, values[0])])
    proc = verify(tmp_path, record)
    assert proc.returncode == 0 and "seat 1's value: committed, never revealed" in proc.stdout
    for c in [*clients.values(), watcher]:
        c.close()


def test_f9_the_deal_waits_only_for_clients_that_take_part(spawn: Any) -> None:
    srv = spawn("f9c", deal_wait=30)
    tid, clients, watcher, _ = seated(srv, contribute=False)  # clients from before
    assert watcher.view is not None or watcher.expect("update", timeout=5)
    info = srv.get(f"/api/tables/{tid}").json()
    assert info["status"] == "playing" and info["deal"]["contributions"] == []
    for c in [*clients.values(), watcher]:
        c.close()


def test_f9_commitments_for_the_next_deal_come_early_and_late_ones_are_refused(
        spawn: Any) -> None:
    srv = spawn("f9d", deal_wait=10)
    t = srv.create(seats=[{"kind": "human"}, {"kind": "bot"}], rules=QUICK, join_as="ann")
    tid = t["table"]["id"]
    me = Client(srv, tid, t["seat"], t["token"], contribute=True)
    value = secrets.token_hex(32)
    wrong = me.request({"type": "commit", "round": 2, "commitment": sha(value)}, "ack")
    assert wrong["type"] == "error" and wrong["code"] == "deal_closed"
    commit(me, value)
    event(me, "commit")
    late = me.request({"type": "commit", "round": 1, "commitment": sha(value)}, "ack")
    assert late["code"] == "deal_closed"
    reveal(me, value)
    event(me, "deal")
    # during round 1 the client commits to its value for round 2 already
    early = secrets.token_hex(32)
    assert commit(me, early, 2)["contribution"] == "committed"
    me.close()


# --- the scheme itself --------------------------------------------------------------

def test_mixed_seed_vector() -> None:
    """The mixing as records.md writes it (what fairdeal.ts and recompute.py redo)."""
    a, b = "11" * 32, "ab" * 32
    msg = (b"marsmatch-deal/2" + (0).to_bytes(2, "big") + bytes.fromhex(a)
           + (2).to_bytes(2, "big") + bytes.fromhex(b))
    assert mixed_seed("demo", [(2, b), (0, a)]) == hmac.new(b"demo", msg,
                                                            hashlib.sha256).hexdigest()
    assert mixed_seed("demo", []) == hmac.new(b"demo", b"marsmatch-deal/2",
                                              hashlib.sha256).hexdigest()
    # a fixed vector: fairdeal.ts's test and records.md's example give the same
    assert mixed_seed("demo", [(0, a), (2, b)]) == (
        "44569a1676f1b70e373b5643f4345036f75cc525880697032127cbf14e514e7f")


@pytest.mark.parametrize("name", ["marsmatch", "shengji"])
def test_verify_deal_checks_every_part_for_both_games(name: str) -> None:
    game = find_game(name)
    values = {0: secrets.token_hex(32), 1: None, 2: secrets.token_hex(32)}
    used = [(s, v) for s, v in values.items() if v is not None]
    seed = mixed_seed("srv", used)
    rec = game.new_round(None, players=game.default_seats if name == "shengji" else 3,
                         seed=seed).to_record().to_dict()
    rec["commitment"] = commitment("srv")
    rec["deal"] = {"scheme": DEAL_SCHEME, "server_seed": "srv", "contributions": [
        {"seat": s, "commitment": sha(v or "x"), "value": v} for s, v in values.items()]}
    good = game.verify_deal(parse_record(rec))
    assert good["ok"] and good["seed_ok"] and good["commitment_ok"]
    assert [c["used"] for c in good["contributions"]] == [True, False, True]
    forged = json.loads(json.dumps(rec))
    forged["deal"]["contributions"][0]["value"] = secrets.token_hex(32)
    bad = game.verify_deal(parse_record(forged))
    assert not bad["ok"] and "seat 0" in bad["reason"]
    with pytest.raises(RecordError, match="scheme"):
        parse_record({**rec, "deal": {**rec["deal"], "scheme": "marsmatch-deal/9"}})


def test_f9_a_server_killed_between_commit_and_reveal_deals_with_the_same_values(
        spawn: Any) -> None:
    """The closed set of commitments is in the log: after kill -9 and a restart the
    clients reveal the values they kept, and the deal uses them."""
    srv = spawn("f9e", deal_wait=10)
    tid, clients, watcher, _ = seated(srv)
    values = {s: secrets.token_hex(32) for s in clients}
    for s, c in clients.items():
        commit(c, values[s])
    event(watcher, "commit")
    tokens = {s: c.token for s, c in clients.items()}
    for c in [*clients.values(), watcher]:
        c.close()
    srv.stop(kill=True)
    srv.start()
    info = srv.get(f"/api/tables/{tid}").json()
    assert info["dealing"]["phase"] == "reveal" and info["dealing"]["committed"] == [0, 1]
    back = {s: Client(srv, tid, s, tok, contribute=True) for s, tok in tokens.items()}
    for s, c in back.items():
        assert reveal(c, values[s])["contribution"] == "revealed"
    deal = event(back[0], "deal")
    assert [c["seat"] for c in deal["info"]["deal"]["contributions"]] == [0, 1]
    watcher = Client(srv, tid)
    record = finish(srv, tid, back, watcher)
    assert [c["value"] for c in record["deal"]["contributions"]] == [values[0], values[1]]
    for c in [*back.values(), watcher]:
        c.close()


def test_a_table_full_at_creation_gives_its_first_deals_commitment(server: Server) -> None:
    """A table full at creation is dealt within the request that makes it (here no wait for
    the players' values), before any page of it can see round 1's commitment; the create
    answer carries that commitment (``first_deal``, kept by the creator's page), and the
    round's revealed seed is held to it."""
    made = server.create(game="marsmatch", rules=QUICK, join_as="ann",
                         seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])
    tid, seat = made["table"]["id"], made["seat"]
    assert made["table"]["round"] == 1  # dealt before the answer
    first = made["first_deal"]
    assert first["round"] == 1 and first["commitment"] != made["table"]["next_deal"]["commitment"]
    me = Client(server, tid, seat, made["token"])
    play_out(me, {seat: me}, hint_action)
    me.close()
    rec = first_record(server, tid)
    record = server.get(f"/api/records/{rec['id']}").json()
    assert record["commitment"] == first["commitment"]
    assert find_game("marsmatch").verify_deal(parse_record(record))["ok"]
