#!/usr/bin/env python3
"""Load and soak test of the game server on loopback (``make load``).

Starts ``marsmatch serve`` in its own process on 127.0.0.1 (a random free port, a fresh
SQLite file), creates TABLES MarsMatch tables of one person and three greedy bots, and
connects one WebSocket player (which takes part in every deal: commit, then reveal) and,
with ``--spectators``, one spectator to each. The players act the moment it is their
turn (they lead their lowest card and pass otherwise); when a round ends they start the
next. Everything is bounded: a fixed number of tables and a fixed duration, then it
stops by itself and reports:

* actions/s: every version the players saw, bots' moves included;
* p50 / p90 / p99 / max action latency: from a player sending an action to its ack (the
  action judged by the engine, persisted, and sent to every connection of the table);
* the server's CPU and its memory (RSS) sampled through the run, with the growth over
  the second half (memory flat: a soak);
* the machine's load: the load average and how busy the cores were with other work, so a
  figure taken on a shared machine can be told apart from one taken idle.

Only 127.0.0.1 is ever contacted. ``make load TABLES=1000 SECONDS=600`` is the soak.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import hashlib
import json
import os
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(db: Path, port: int, args: argparse.Namespace) -> subprocess.Popen[bytes]:
    profile = ["-m", "cProfile", "-o", os.environ["LOAD_PROFILE"]] if os.environ.get(
        "LOAD_PROFILE") else []
    n = args.tables
    env = {k: v for k, v in os.environ.items() if not k.startswith("MARSMATCH_")}
    env.update({  # every client is 127.0.0.1 here: the per-address bounds fit the test
        "MARSMATCH_TABLES_PER_ADDRESS_PER_MINUTE": str(n + 10),
        "MARSMATCH_JOINS_PER_ADDRESS_PER_MINUTE": str(n + 10),
        "MARSMATCH_MAX_CONNS_PER_ADDRESS": str(3 * n + 10),
        "MARSMATCH_MAX_TABLES": str(n + 10),
        "MARSMATCH_MAX_ROBOT_ROUNDS": "1000000",
        "MARSMATCH_KEY_FILE": str(db.with_suffix(".key")),
        "PYTHONUNBUFFERED": "1",
    })
    for setting in args.set:  # --set bot_threads=0 -> MARSMATCH_BOT_THREADS=0
        name, _, value = setting.partition("=")
        env["MARSMATCH_" + name.upper()] = value
    proc = subprocess.Popen(
        [sys.executable, *profile, "-m", "marsmatch.cli", "serve", "--host", "127.0.0.1", "--port",
         str(port), "--db", str(db), "--bot-delay", str(args.bot_delay), "--log-level", "warning"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=None, env=env)
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


def profile(pid: int, args: argparse.Namespace) -> subprocess.Popen[bytes]:
    """py-spy sampling the server for the measured seconds (``--profile FILE``; raw
    collapsed stacks, one line per stack with its sample count)."""
    spy = Path(sys.executable).with_name("py-spy")
    if not spy.exists():
        raise SystemExit("--profile needs py-spy: pip install py-spy")
    return subprocess.Popen([str(spy), "record", "--pid", str(pid), "--rate", "250",
                             "--duration", str(int(args.seconds)), "--format", "raw",
                             "--output", args.profile, "--nonblocking", *(["--gil"] if os.environ.get("LOAD_PROFILE_GIL") else [])],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc), or NaN elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return float("nan")


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def machine_busy() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine so far (/proc/stat)."""
    try:
        parts = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return float("nan"), float("nan")
    idle = parts[3] + (parts[4] if len(parts) > 4 else 0)
    tick = os.sysconf("SC_CLK_TCK")
    return (sum(parts) - idle) / tick, sum(parts) / tick


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.versions = 0
        self.rounds = 0
        self.errors: list[str] = []


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


async def spectator(url: str, table: str, stop: float, stats: Stats,
                    gate: asyncio.Semaphore) -> None:
    async with gate:
        ws = await websockets.connect(f"{url}/ws/{table}", max_queue=None, open_timeout=60)
    async with ws:
        await ws.send(json.dumps({"type": "hello", "seat": None}))
        while time.time() < stop:
            try:
                await asyncio.wait_for(ws.recv(), timeout=stop - time.time())
            except (TimeoutError, websockets.ConnectionClosed):
                return


async def player(url: str, table: str, seat: int, token: str, stop: float, stats: Stats,
                 contribute: bool, gate: asyncio.Semaphore) -> None:
    async with gate:  # not every socket at once: a burst of handshakes is not the test
        ws = await websockets.connect(f"{url}/ws/{table}", max_queue=None, open_timeout=60)
    async with ws:
        await ws.send(json.dumps({"type": "hello", "seat": seat, "token": token,
                                  "contribute": contribute}))
        view = None
        sent_at: dict[str, float] = {}
        waiting: str | None = None
        values: dict[int, str] = {}
        said: set[str] = set()
        n = 0
        while time.time() < stop:
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), timeout=stop - time.time()))
            except (TimeoutError, websockets.ConnectionClosed):
                return
            t = msg["type"]
            if t in ("welcome", "update"):
                stats.versions += t == "update"
                if msg.get("view") is not None:
                    view = msg["view"]
                info = msg["info"]
                if contribute and info["status"] != "finished":  # take part in the deal
                    d = info["dealing"]
                    rnd = d["round"] if d else info["round"] + 1
                    if (not d or d["phase"] == "commit") and f"c{rnd}" not in said:
                        values[rnd] = secrets.token_hex(32)
                        said.add(f"c{rnd}")
                        await ws.send(json.dumps({"type": "commit", "round": rnd,
                                                  "commitment": sha(values[rnd])}))
                    elif d and d["phase"] == "reveal" and seat in d["committed"] \
                            and f"r{rnd}" not in said and rnd in values:
                        said.add(f"r{rnd}")
                        await ws.send(json.dumps({"type": "reveal", "round": rnd,
                                                  "value": values.pop(rnd)}))
            elif t == "ack":
                if msg.get("id") in sent_at:
                    stats.latencies.append(time.perf_counter() - sent_at.pop(msg["id"]))
                if msg.get("id") == waiting:
                    waiting = None
            elif t == "error":
                stats.errors.append(msg["message"])
                if msg.get("id") == waiting:
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


async def sample(pid: int, stop: float, every: float, out: list[tuple[float, float]]) -> None:
    start = time.time()
    while time.time() < stop:
        out.append((round(time.time() - start, 1), round(rss_mb(pid), 1)))
        await asyncio.sleep(min(every, max(0.1, stop - time.time())))
    out.append((round(time.time() - start, 1), round(rss_mb(pid), 1)))


async def run(args: argparse.Namespace) -> dict[str, Any]:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        proc = start_server(Path(tmp) / "load.db", port, args)
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
            memory: list[tuple[float, float]] = []
            gc.collect()  # this client's own collector pauses are not the server's latency
            gc.freeze()
            gc.set_threshold(50_000, 50, 1_000)
            cpu0, own0, (busy0, total0) = (cpu_seconds(proc.pid), time.process_time(),
                                           machine_busy())
            start = time.time()
            stop = start + args.seconds
            ws_url = f"ws://127.0.0.1:{port}"
            tasks = [sample(proc.pid, stop, args.sample, memory)]
            spy = profile(proc.pid, args) if args.profile else None
            gate = asyncio.Semaphore(50)
            for tid, seat, token in created:
                tasks.append(player(ws_url, tid, seat, token, stop, stats,
                                    not args.no_contribute, gate))
                if args.spectators:
                    tasks.append(spectator(ws_url, tid, stop, stats, gate))
            await asyncio.gather(*tasks, return_exceptions=False)
            elapsed = time.time() - start
            if spy is not None:
                spy.wait(30)
            async with httpx.AsyncClient(base_url=url, timeout=30) as http:
                health = (await http.get("/api/health")).json()
            cpu = cpu_seconds(proc.pid) - cpu0
            own = time.process_time() - own0
            busy1, total1 = machine_busy()
        finally:
            proc.send_signal(2)  # SIGINT: a clean stop (and a profile, if asked for)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000 if lat else float("nan")

    half = [m for t, m in memory if t >= elapsed / 2]
    cores = os.cpu_count() or 1
    machine = (busy1 - busy0) / max(1e-9, (total1 - total0)) * cores  # cores busy
    report = {
        "tables": args.tables, "websockets": (2 if args.spectators else 1) * args.tables,
        "seconds": round(elapsed, 1), "bot_delay_s": args.bot_delay,
        "contribute": not args.no_contribute, "setup_s": round(setup, 1),
        "actions": stats.versions, "actions_per_s": round(stats.versions / elapsed, 1),
        "player_actions": len(lat), "rounds": stats.rounds,
        "p50_ms": round(pct(0.50), 1), "p90_ms": round(pct(0.90), 1),
        "p99_ms": round(pct(0.99), 1),
        "max_ms": round(lat[-1] * 1000, 1) if lat else float("nan"),
        "mean_ms": round(statistics.fmean(lat) * 1000, 1) if lat else float("nan"),
        "errors": len(stats.errors), "error_kinds": sorted(set(stats.errors))[:5],
        "server_cpu_percent": round(100 * cpu / elapsed, 1),
        "server_cpu_ms_per_action": round(1000 * cpu / max(1, stats.versions), 2),
        "rss_mb_start": memory[0][1] if memory else None,
        "rss_mb_mid": half[0] if half else None,
        "rss_mb_end": memory[-1][1] if memory else None,
        "rss_mb_max": max(m for _, m in memory) if memory else None,
        "rss_growth_second_half_mb": round(half[-1] - half[0], 1) if len(half) > 1 else None,
        "memory": memory,
        "server_action_ms": health.get("action_ms"),
        "server_write_batches": health.get("write_batches"),
        "server_writes": health.get("writes"),
        "server_write_ms_per_batch": health.get("write_ms_per_batch"),
        "server_write_thread_ms_per_batch": health.get("write_thread_ms_per_batch"),
        "cores": cores,
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "machine_cores_busy": round(machine, 2),
        "others_cores_busy": round(machine - (cpu + own) / elapsed, 2),
        "load_client_cpu_percent": round(100 * own / elapsed, 1),
    }
    return report


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=1000, help="concurrent tables (default 1000)")
    ap.add_argument("--seconds", type=float, default=60,
                    help="how long to play (default 60; 600 for the soak)")
    ap.add_argument("--bot-delay", type=float, default=1.0,
                    help="seconds a bot waits before acting (default 1.0)")
    ap.add_argument("--spectators", action="store_true", help="also one spectator per table")
    ap.add_argument("--no-contribute", action="store_true",
                    help="players do not take part in the deal (no commit/reveal)")
    ap.add_argument("--sample", type=float, default=10, help="seconds between memory samples")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="a server setting (config.Settings), e.g. --set bot_threads=0")
    ap.add_argument("--profile", metavar="FILE",
                    help="sample the server with py-spy while it plays (collapsed stacks)")
    args = ap.parse_args()
    if not 1 <= args.tables <= 5000 or not 1 <= args.seconds <= 3600:
        raise SystemExit("tables must be 1..5000 and seconds 1..3600")
    report = asyncio.run(run(args))
    if args.json:
        print(json.dumps(report))
        return
    print(f"{report['tables']} tables, {report['websockets']} websockets, "
          f"{report['seconds']} s (bots wait {report['bot_delay_s']} s; players "
          f"{'take part in' if report['contribute'] else 'leave'} each deal)")
    print(f"actions: {report['actions']} ({report['actions_per_s']}/s), "
          f"rounds finished: {report['rounds']}, errors: {report['errors']}"
          + (f" ({'; '.join(report['error_kinds'])})" if report["error_kinds"] else ""))
    print(f"player action latency: p50 {report['p50_ms']} ms, p90 {report['p90_ms']} ms, "
          f"p99 {report['p99_ms']} ms, "
          f"max {report['max_ms']} ms over {report['player_actions']} actions")
    inside = report["server_action_ms"] or {}
    print(f"of which inside the server (message in, ack out): p50 {inside.get('p50')} ms, "
          f"p99 {inside.get('p99')} ms over the last {inside.get('count')} actions")
    print(f"server CPU: {report['server_cpu_percent']}% of one core, "
          f"{report['server_cpu_ms_per_action']} ms per action; database: "
          f"{report['server_writes']} writes in {report['server_write_batches']} batches, "
          f"{report['server_write_ms_per_batch']} ms a batch (in the writer thread: "
          f"{report['server_write_thread_ms_per_batch']} ms)")
    print(f"server memory (RSS): {report['rss_mb_start']} MB at the start, "
          f"{report['rss_mb_mid']} MB half way, {report['rss_mb_end']} MB at the end "
          f"(second half: {report['rss_growth_second_half_mb']:+} MB)")
    print(f"machine: {report['cores']} cores, load average {report['load_average_before']} "
          f"before and {report['load_average_after']} after; cores busy "
          f"{report['machine_cores_busy']}, of which other work {report['others_cores_busy']} "
          f"(this load client {report['load_client_cpu_percent']}% of a core)")
    target = "met" if report["p99_ms"] < 50 else "NOT met"
    print(f"target p99 < 50 ms at {report['tables']} tables: {target}")


if __name__ == "__main__":
    main()
