"""Table logs written by the old server (client action dicts as sent, with their own
``seat``, no or shape-only readings) still restore, and the round's record replays."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from marsmatch.games import find_game
from marsmatch.games.replay import replay
from marsmatch.records import parse_record
from marsmatch.server.config import Settings
from marsmatch.server.db import Store
from marsmatch.server.manager import Manager
from marsmatch.server.seats import token_hash

from .helpers import server_seed

SECRET = "old-log"


@pytest.mark.asyncio
async def test_an_old_log_restores_and_its_record_replays(tmp_path: Path) -> None:
    game = find_game("marsmatch")
    rules = {"streak_to_win": 1}
    names = ["ann", "bo"]
    state = game.new_round(game.rules(rules), players=names, seed=server_seed(SECRET))
    assert not state.finished
    leader = state.to_act[0]
    lead = {"seat": leader, "play": state.view(leader)["hand"][:1]}  # no "as": as sent
    follow = {"seat": 1 - leader, "pass": True}
    entries = [
        {"type": "join", "seat": 0, "name": "ann", "token_hash": token_hash("t0")},
        {"type": "join", "seat": 1, "name": "bo", "token_hash": token_hash("t1")},
        {"type": "deal", "round": 1},
        {"type": "action", "seat": leader, "action": lead, "by": "player", "id": "a1"},
        {"type": "action", "seat": 1 - leader, "action": follow, "by": "timeout"},
    ]
    for action in (lead, follow):
        state.apply_action(action["seat"], action)
    assert state.finished  # one trick wins (streak_to_win 1)

    settings = Settings(db=str(tmp_path / "old.db"), allow_seeds=True, deal_wait=0)
    store = Store(settings.db)
    await store.start()
    config = {"name": "old", "rules": rules, "seats": [{"kind": "human"}] * 2,
              "turn_timer": 0, "grace": 30, "bot_delay": 0.8, "auto_next": None,
              "created_at": 0.0}
    await store.create_table("oldtable", "marsmatch", config, SECRET)
    for version, entry in enumerate(entries, 1):
        await store.append("oldtable", version, entry["type"], json.dumps(entry),
                           entry.get("id"))
    await store.close()

    manager = Manager(Store(settings.db), settings)
    await manager.start()
    try:
        table = manager.get("oldtable")
        # action ids are scoped to (seat, round): the leader's id of round 1
        assert table.version == len(entries) and table.log.ids == {(leader, 1, "a1"): 4}
        assert table.state.view(None) == state.view(None)
        assert table.match.summary()["history"][0]["points"] == state.scores()
        # the finished round's record was saved on restore; it replays
        row = await manager.store.get_record("oldtable-r1")
        assert row is not None
        record = json.loads(row.record)
        assert record["actions"] == state.to_record().to_dict()["actions"]
        assert record["actions"][0]["as"] and record["table"] == "oldtable"
        report = replay(parse_record(record))
        assert report["ok"] and report["finished"]
        assert report["results"] == state.result()
    finally:
        await manager.close()
