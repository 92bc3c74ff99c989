#!/usr/bin/env python3
"""Load test of the game server on loopback (``make load``).

Starts ``marsmatch serve`` in its own process on 127.0.0.1 (a random free port, a fresh
SQLite file), creates TABLES MarsMatch tables of one person and three greedy bots, and
connects one WebSocket player and one spectator to each. The players act the moment it is
their turn (they lead their lowest card and pass otherwise); when a round ends they start
the next. Everything is bounded: a fixed number of tables and a fixed duration, then it
stops by itself and reports:

* actions/s — every version the spectators saw, bots' moves included;
* p50 / p99 / max action latency — from a player sending an action to its ack (the action
  judged by the engine, persisted, and sent to every connection of the table).

Only 127.0.0.1 is ever contacted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import websockets

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(db: Path, port: int, bot_delay: float) -> subprocess.Popen[bytes]:
    profile = ["-m", "cProfile", "-o", os.environ["LOAD_PROFILE"]] if os.environ.get(
        "LOAD_PROFILE") else []
    proc = subprocess.Popen(
        [sys.executable, *profile, "-m", "marsmatch.cli", "serve", "--host", "127.0.0.1", "--port",
         str(port), "--db", str(db), "--bot-delay", str(bot_delay), "--log-level", "warning"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=None,
        env=dict(os.environ, PYTHONUNBUFFERED="1"))
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc), or NaN elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return float("nan")


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.versions = 0
        self.rounds = 0
        self.errors: list[str] = []


async def spectator(url: str, table: str, stop: float, stats: Stats) -> None:
    async with websockets.connect(f"{url}/ws/{table}", max_queue=None) as ws:
        await ws.send(json.dumps({"type": "hello", "seat": None}))
        while time.time() < stop:
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), timeout=stop - time.time()))
            except (TimeoutError, websockets.ConnectionClosed):
                return
            if msg["type"] == "update":
                stats.versions += 1


async def player(url: str, table: str, seat: int, token: str, stop: float,
                 stats: Stats) -> None:
    async with websockets.connect(f"{url}/ws/{table}", max_queue=None) as ws:
        await ws.send(json.dumps({"type": "hello", "seat": seat, "token": token}))
        view = None
        sent_at: dict[str, float] = {}
        waiting: str | None = None
        n = 0
        while time.time() < stop:
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), timeout=stop - time.time()))
            except (TimeoutError, websockets.ConnectionClosed):
                return
            t = msg["type"]
            if t in ("welcome", "update") and msg.get("view") is not None:
                view = msg["view"]
            elif t == "ack":
                if msg["id"] in sent_at:
                    stats.latencies.append(time.perf_counter() - sent_at.pop(msg["id"]))
                if msg["id"] == waiting:
                    waiting = None
            elif t == "error":
                stats.errors.append(msg["message"])
                waiting = None
            if view is None or waiting is not None:
                continue
            if view["finished"]:
                n += 1
                waiting = f"next-{seat}-{n}"
                stats.rounds += 1
                await ws.send(json.dumps({"type": "next", "id": waiting}))
                view = None
            elif seat in view["to_act"]:
                n += 1
                waiting = f"a-{n}"
                action = {"pass": True} if view["can_pass"] else {"play": view["hand"][:1]}
                sent_at[waiting] = time.perf_counter()
                await ws.send(json.dumps({"type": "action", "id": waiting, "action": action}))


async def run(args: argparse.Namespace) -> dict[str, float]:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        proc = start_server(Path(tmp) / "load.db", port, args.bot_delay)
        try:
            async with httpx.AsyncClient(base_url=url, timeout=30) as http:
                seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * 3
                t0 = time.time()
                created = []
                for i in range(args.tables):
                    r = await http.post("/api/tables", json={
                        "seats": seats, "join_as": f"load{i}", "name": f"load {i}"})
                    r.raise_for_status()
                    d = r.json()
                    created.append((d["table"]["id"], d["seat"], d["token"]))
                setup = time.time() - t0
            stats = Stats()
            cpu0 = cpu_seconds(proc.pid)
            start = time.time()
            stop = start + args.seconds
            ws_url = f"ws://127.0.0.1:{port}"
            tasks = []
            for tid, seat, token in created:
                tasks.append(player(ws_url, tid, seat, token, stop, stats))
                tasks.append(spectator(ws_url, tid, stop, stats))
            await asyncio.gather(*tasks, return_exceptions=False)
            elapsed = time.time() - start
            cpu = cpu_seconds(proc.pid) - cpu0
        finally:
            proc.send_signal(2)  # SIGINT: a clean stop (and a profile, if asked for)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000 if lat else float("nan")

    report = {
        "tables": args.tables, "websockets": 2 * args.tables, "seconds": round(elapsed, 1),
        "bot_delay_s": args.bot_delay, "setup_s": round(setup, 1),
        "actions": stats.versions, "actions_per_s": round(stats.versions / elapsed, 1),
        "player_actions": len(lat), "rounds": stats.rounds,
        "p50_ms": round(pct(0.50), 1), "p90_ms": round(pct(0.90), 1),
        "p99_ms": round(pct(0.99), 1),
        "max_ms": round(lat[-1] * 1000, 1) if lat else float("nan"),
        "mean_ms": round(statistics.fmean(lat) * 1000, 1) if lat else float("nan"),
        "errors": len(stats.errors),
        "server_cpu_percent": round(100 * cpu / elapsed, 1),
        "server_cpu_ms_per_action": round(1000 * cpu / max(1, stats.versions), 2),
    }
    return report


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=200, help="concurrent tables (default 200)")
    ap.add_argument("--seconds", type=float, default=30, help="how long to play (default 30)")
    ap.add_argument("--bot-delay", type=float, default=0.5,
                    help="seconds a bot waits before acting (default 0.5)")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    args = ap.parse_args()
    if not 1 <= args.tables <= 2000 or not 1 <= args.seconds <= 600:
        raise SystemExit("tables must be 1..2000 and seconds 1..600")
    report = asyncio.run(run(args))
    if args.json:
        print(json.dumps(report))
        return
    print(f"{report['tables']} tables, {report['websockets']} websockets, "
          f"{report['seconds']} s (bots wait {report['bot_delay_s']} s)")
    print(f"actions: {report['actions']} ({report['actions_per_s']}/s), "
          f"rounds finished: {report['rounds']}, errors: {report['errors']}")
    print(f"player action latency: p50 {report['p50_ms']} ms, p90 {report['p90_ms']} ms, "
          f"p99 {report['p99_ms']} ms, "
          f"max {report['max_ms']} ms over {report['player_actions']} actions")
    print(f"server CPU: {report['server_cpu_percent']}% of one core, "
          f"{report['server_cpu_ms_per_action']} ms per action")
    target = "met" if report["p99_ms"] < 100 else "NOT met"
    print(f"target p99 < 100 ms at {report['tables']} tables: {target}")


if __name__ == "__main__":
    main()
