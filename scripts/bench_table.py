#!/usr/bin/env python3
"""The server's own CPU per action, in one process, with no network (``make bench-table``).

Runs the real tables of ``marsmatch serve`` (Manager, Table, the SQLite writer, the
bots) in this process, each with one player whose connection is a stand-in that keeps
what it is sent (encoded frames, as a socket would get them): the player acts the moment
it is its turn (its lowest card, or a pass) and starts the next round when one ends,
exactly as ``scripts/load.py``'s players do; the bots wait ``--bot-delay``. It reports
the CPU time of the process per action (a version any table reached), which, unlike
latency, hardly depends on what else the machine is doing; ``--profile`` writes a
cProfile of the run. ``scripts/load.py`` measures the same with real sockets.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from marsmatch.server.app import GC_THRESHOLDS
from marsmatch.server.config import Settings
from marsmatch.server.connection import Conn
from marsmatch.server.db import Store
from marsmatch.server.manager import Manager

#: CPU time the stand-in players spent reading frames (a client's work, not the server's)
CLIENT = [0.0]


class Player:
    """One seated player's connection: it reads every frame and acts on its turn."""

    def __init__(self, table: Any, seat: int) -> None:
        self.table = table
        self.seat = seat
        self.frames = 0
        self.n = 0
        self.conn = Conn(self._sent, self._closed)

    async def _sent(self, text: str) -> None:
        began = time.process_time()
        self.frames += 1
        msg = json.loads(text)
        view = msg.get("view")
        CLIENT[0] += time.process_time() - began
        if msg["type"] not in ("update", "welcome") or view is None:
            return
        self.n += 1
        if view["finished"]:
            asyncio.ensure_future(self.table.dealer.next_round())
        elif self.seat in view["to_act"]:
            action = {"pass": True} if view["can_pass"] else {"play": view["hand"][:1]}
            asyncio.ensure_future(self.table.desk.act(self.seat, action, f"a-{self.n}"))

    async def _closed(self, _code: int) -> None:
        pass


async def run(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(db=str(Path(tmp) / "bench.db"), key_file=str(Path(tmp) / "key"),
                            deal_wait=0, max_robot_rounds=1_000_000, allow_seeds=True,
                            bot_delay=args.bot_delay, max_tables=args.tables + 10)
        manager = Manager(Store(settings.db), settings)
        await manager.start()
        try:
            players = []
            for i in range(args.tables):
                table = await manager.create({  # fixed deals: the same work every run
                    "game": "marsmatch", "name": f"bench {i}", "auto_next": None,
                    "secret": f"bench-{i}",
                    "seats": [{"kind": "human"}] + [{"kind": "bot", "bot": args.bot}] * 3})
                _t, seat, token = await manager.join(table.id, f"p{i}", None)
                player = Player(table, seat)
                player.conn.start()
                await table.roster.attach(player.conn, seat, token, None)
                players.append(player)
            await asyncio.sleep(1.0)  # the first deals and moves
            gc.collect()  # the collector as the server sets it (app.py)
            gc.freeze()
            gc.set_threshold(*GC_THRESHOLDS)
            v0 = sum(t.version for t in manager.tables.values())
            cpu0, wall0, client0 = time.process_time(), time.perf_counter(), CLIENT[0]
            prof = cProfile.Profile() if args.profile else None
            if prof is not None:
                prof.enable()
            if args.actions:  # a fixed amount of work (for instruction counts: callgrind)
                while sum(t.version for t in manager.tables.values()) - v0 < args.actions:
                    await asyncio.sleep(0.01)
            else:
                await asyncio.sleep(args.seconds)
            if prof is not None:
                prof.disable()
                prof.dump_stats(args.profile)
            cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
            cpu -= CLIENT[0] - client0
            actions = sum(t.version for t in manager.tables.values()) - v0
        finally:
            await manager.close()
    return {"tables": args.tables, "seconds": round(wall, 1), "actions": actions,
            "actions_per_s": round(actions / wall, 1),
            "cpu_percent": round(100 * cpu / wall, 1),
            "server_cpu_ms_per_action": round(1000 * cpu / max(1, actions), 3)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=20)
    ap.add_argument("--bot-delay", type=float, default=0.2)
    ap.add_argument("--bot", default="greedy", help="the bots' level (default greedy)")
    ap.add_argument("--actions", type=int, default=0,
                    help="play this many actions instead of --seconds (e.g. under callgrind, "
                    "with --bot-delay 0: instruction counts do not depend on the machine's "
                    "load; run N and 2N and take the difference, which leaves out the start)")
    ap.add_argument("--profile", metavar="FILE", help="write a cProfile of the measured part")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    report = asyncio.run(run(args))
    print(json.dumps(report) if args.json else
          f"{report['actions']} actions in {report['seconds']} s at {report['tables']} tables: "
          f"{report['server_cpu_ms_per_action']} ms of CPU per action "
          f"({report['cpu_percent']}% of a core)")


if __name__ == "__main__":
    main()
