"""The live events' runner in process (server/eventrunner.py), on a SQLite store: who is
absent at the next round is read from the stored logs of the last round's tables."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace

from marsmatch.events.store import create, write_json
from marsmatch.server.db import Store
from marsmatch.server.eventrunner import EventRunner, claim_path
from marsmatch.server.protocol import encode


def test_a_person_who_made_no_move_of_their_own_last_round_is_absent(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    event = create(folder, game="marsmatch", names=["ann", "bo", "cy", "di", "ed"],
                   rounds=2, boards_per_round=1, filler="greedy")

    async def go() -> set[str]:
        store = Store(str(tmp_path / "s.db"), 5)
        await store.start()
        try:
            (folder / "live").mkdir()
            for t, seating in enumerate(event.movement.rounds[0]):
                tid = f"t{t}"
                write_json(claim_path(folder, 0, t), {"instance": "", "table": tid})
                for v, seat in enumerate(range(len(seating))):
                    by = "player" if event.seat_names(seating)[seat] == "bo" else "takeover"
                    await store.append(tid, v + 1, "action", encode(
                        {"type": "action", "seat": seat, "action": {"pass": True}, "by": by}),
                        None)
            manager = SimpleNamespace(store=store, settings=SimpleNamespace(
                instance="", events_dir=str(tmp_path)))
            return await EventRunner(manager)._absent(folder, event, 1)  # type: ignore[arg-type]
        finally:
            await store.close()

    assert asyncio.run(go()) == {"ann", "cy", "di", "ed"}  # bo moved; bots are not people
