#!/usr/bin/env python3
"""Load and soak test of the game server on loopback (``make load``, ``make load PROCESSES=2``).

Starts the server in its own processes on 127.0.0.1 and plays it hard:

* by default one ``marsmatch serve`` on a fresh SQLite file;
* with ``--processes N`` the cluster, ``marsmatch serve --processes N``: N server
  processes behind Debian's nginx (sticky by table id) on PostgreSQL, a throwaway one
  started here unless ``--db`` names one (``--processes 1`` is the one-process baseline
  on PostgreSQL, through the same proxy).

It creates TABLES MarsMatch tables of one person and three greedy bots (through the
proxy: spread over the processes), and connects one WebSocket player (which takes part in
every deal: commit, then reveal) and, with ``--spectators``, one spectator to each. The
players act the moment it is their turn (they lead their lowest card and pass otherwise);
when a round ends they start the next. Everything is bounded: a fixed number of tables
and a fixed duration, then it stops by itself and reports (``--json``: one object):

* ``actions_per_s``: every version the players saw, bots' moves included;
* ``p50_ms`` ... ``p99_ms``, ``max_ms``: from a player sending an action to its ack (the
  update that carries its id: the players say ``fold_acks`` in their hello; judged
  by the engine, stored, and sent to every connection of the table), and ``errors``;
* ``server_cpu_ms_per_action``: the CPU time of every server process (their threads and
  children; the proxy and the database aside) per action, which, unlike latency, hardly
  depends on what else the machine is doing; ``proxy_cpu_ms_per_action`` and
  ``database_cpu_ms_per_action`` the same for nginx and PostgreSQL (started here);
* the servers' memory (RSS) through the run, with the growth over the second half;
* the machine's load: the load average and how busy the cores were with other work, so a
  figure taken on a shared machine can be told apart from one taken idle.

Only 127.0.0.1 is ever contacted. ``make load TABLES=1000 SECONDS=600`` is the soak.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import hashlib
import json
import os
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import orjson
import websockets

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# --- processes and their CPU (Linux /proc) -------------------------------------------------

def _stat(pid: int) -> list[str] | None:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time of processes (with their waited-for children's)."""
    total = 0.0
    for pid in pids:
        fields = _stat(pid)
        if fields is not None:
            total += sum(int(x) for x in fields[11:15])
    return total / os.sysconf("SC_CLK_TCK")


def descendants(pid: int) -> list[int]:
    """A process and every process below it."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat(int(entry.name))
            if fields is not None:
                parents.setdefault(int(fields[1]), []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(parents.get(p, ()))
    return out


def cmdline(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")
    except OSError:
        return []


def rss_mb(pids: list[int]) -> float:
    total = 0.0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1]) / 1024
        except OSError:
            pass
    return total


def machine_busy() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine so far (/proc/stat)."""
    try:
        parts = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return float("nan"), float("nan")
    idle = parts[3] + (parts[4] if len(parts) > 4 else 0)
    tick = os.sysconf("SC_CLK_TCK")
    return (sum(parts) - idle) / tick, sum(parts) / tick


# --- what is measured: one server, or the cluster ------------------------------------------

def server_env(args: argparse.Namespace, folder: Path) -> dict[str, str]:
    n = args.tables
    env = {k: v for k, v in os.environ.items() if not k.startswith("MARSMATCH_")}
    env.update({  # every client is 127.0.0.1 here: the per-address bounds fit the test
        "MARSMATCH_TABLES_PER_ADDRESS_PER_MINUTE": str(n + 10),
        "MARSMATCH_JOINS_PER_ADDRESS_PER_MINUTE": str(n + 10),
        "MARSMATCH_MAX_CONNS_PER_ADDRESS": str(3 * n + 10),
        "MARSMATCH_MAX_TABLES": str(n + 10),
        "MARSMATCH_MAX_ROBOT_ROUNDS": "1000000",
        "MARSMATCH_KEY_FILE": str(folder / "load.key"),
        "PYTHONUNBUFFERED": "1",
    })
    for setting in args.set:  # --set bot_threads=0 -> MARSMATCH_BOT_THREADS=0
        name, _, value = setting.partition("=")
        env["MARSMATCH_" + name.upper()] = value
    return env


@contextlib.contextmanager
def throwaway_postgres(folder: Path) -> Iterator[tuple[str, int]]:
    """Debian's PostgreSQL in ``folder`` on a free loopback port (as .ci/with-postgres):
    yields its URL and the pid of its postmaster."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not found:
        raise SystemExit("--processes needs Debian's PostgreSQL (apt-get install postgresql) "
                         "or --db postgresql://...")
    bin_dir = found[-1].parent
    port = free_port()
    data = folder / "pg"
    as_user: list[str] = []
    if os.getuid() == 0:
        shutil.chown(folder, "postgres")
        as_user = ["su", "postgres", "-s", "/bin/sh", "-c"]

    def sh(command: str) -> None:
        cmd = [*as_user, command] if as_user else ["sh", "-c", command]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    sh(f"'{bin_dir}/initdb' -D '{data}' -A trust -U marsmatch")
    sh(f"'{bin_dir}/pg_ctl' -D '{data}' -o '-p {port} -k {folder} -c "
       f"listen_addresses=127.0.0.1 -c max_connections=200' -l '{folder}/pg.log' -w start")
    try:
        sh(f"'{bin_dir}/createdb' -h 127.0.0.1 -p {port} -U marsmatch load")
        pid = int((data / "postmaster.pid").read_text().split()[0])
        yield f"postgresql://marsmatch@127.0.0.1:{port}/load", pid
    finally:
        sh(f"'{bin_dir}/pg_ctl' -D '{data}' -m fast -w stop")


class Deployment:
    """The processes under test: their address, and which pids play which part."""

    def __init__(self, proc: subprocess.Popen[bytes], port: int, cluster: bool,
                 database_pid: int | None) -> None:
        self.proc = proc
        self.port = port
        self.cluster = cluster
        self.database_pid = database_pid

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def roles(self) -> dict[str, list[int]]:
        """pids by part: ``servers`` (with their threads' and children's time), ``proxy``,
        ``database``."""
        below = descendants(self.proc.pid)
        nginx = [p for p in below if "nginx" in " ".join(cmdline(p)[:1])]
        out = {"servers": [p for p in below if p not in nginx], "proxy": nginx}
        if self.database_pid is not None:
            out["database"] = descendants(self.database_pid)
        return out

    def server_ports(self) -> list[int]:
        if not self.cluster:
            return [self.port]
        ports = []
        for pid in self.roles()["servers"]:
            args = cmdline(pid)
            if "--instance" in args and "--port" in args:
                ports.append(int(args[args.index("--port") + 1]))
        return ports


def start(args: argparse.Namespace, folder: Path, db: str,
          database_pid: int | None) -> Deployment:
    port = free_port()
    env = server_env(args, folder)
    cmd = [sys.executable, "-m", "marsmatch.cli", "serve", "--host", "127.0.0.1", "--port",
           str(port), "--db", db, "--bot-delay", str(args.bot_delay), "--log-level", "warning"]
    if args.processes is not None:
        cmd += ["--processes", str(args.processes)]
    proc = subprocess.Popen(cmd, cwd=folder, stdout=subprocess.DEVNULL, stderr=None, env=env)
    deployment = Deployment(proc, port, args.processes is not None, database_pid)
    deadline = time.time() + 120
    while time.time() < deadline:
        if proc.poll() is not None:
            raise SystemExit("the server did not start (its messages are above)")
        try:
            if httpx.get(f"{deployment.url}/api/health", timeout=1).status_code == 200:
                return deployment
        except httpx.HTTPError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("the server did not start within 120 s")


def profile(pid: int, args: argparse.Namespace) -> subprocess.Popen[bytes]:
    """py-spy sampling one server process for the measured seconds (``--profile FILE``;
    raw collapsed stacks, one line per stack with its sample count)."""
    spy = Path(sys.executable).with_name("py-spy")
    if not spy.exists():
        raise SystemExit("--profile needs py-spy: pip install py-spy")
    return subprocess.Popen([str(spy), "record", "--pid", str(pid), "--rate", "250",
                             "--duration", str(int(args.seconds)), "--format", "raw",
                             "--output", args.profile, "--nonblocking",
                             *(["--gil"] if args.profile_gil else [])],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# --- the players ---------------------------------------------------------------------------

class Stats:
    """What the players saw; only what happens in the measured window counts."""

    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.versions = 0
        self.rounds = 0
        self.errors: list[str] = []
        self.connected = 0
        self.start = float("inf")  # set once every player is at its table
        self.stop = float("inf")
        self.all_in = asyncio.Event()

    @property
    def counting(self) -> bool:
        return self.start <= time.time() < self.stop

    def over(self) -> float:
        """Seconds left to play (inf until the window is set)."""
        return self.stop - time.time()


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def dumps(msg: dict[str, Any]) -> str:
    return orjson.dumps(msg).decode()


async def receive(ws: Any, stats: Stats) -> Any:
    """The next frame, or None once the window is over (or the socket went)."""
    try:
        left = stats.over()
        return await asyncio.wait_for(ws.recv(), timeout=None if left == float("inf")
                                      else max(0.0, left))
    except (TimeoutError, websockets.ConnectionClosed):
        return None


async def spectator(url: str, table: str, stats: Stats, gate: asyncio.Semaphore) -> None:
    async with gate:
        ws = await websockets.connect(f"{url}/ws/{table}", max_queue=None, open_timeout=60)
    async with ws:
        await ws.send(dumps({"type": "hello", "seat": None}))
        while await receive(ws, stats) is not None:
            pass


async def player(url: str, table: str, seat: int, token: str, stats: Stats,
                 contribute: bool, gate: asyncio.Semaphore) -> None:
    """One seated player, acting at once on its turn."""
    async with gate:  # not every socket at once: a burst of handshakes is not the test
        ws = await websockets.connect(f"{url}/ws/{table}", max_queue=None, open_timeout=60)
    async with ws:
        await ws.send(dumps({"type": "hello", "seat": seat, "token": token,
                             "contribute": contribute, "fold_acks": True}))
        view = None
        sent_at: dict[str, float] = {}
        waiting: str | None = None
        values: dict[int, str] = {}
        said: set[str] = set()
        n = 0

        def acked(action_id: str | None) -> None:
            nonlocal waiting
            sent = sent_at.pop(action_id, None)  # type: ignore[arg-type]
            if sent is not None and stats.counting:
                stats.latencies.append(time.perf_counter() - sent)
            if action_id == waiting:
                waiting = None
        while True:
            text = await receive(ws, stats)
            if text is None:
                return
            msg = orjson.loads(text)
            counting = stats.counting
            t = msg["type"]
            if t == "welcome":
                stats.connected += 1
            if t == "update" and msg["event"].get("id") is not None:
                acked(msg["event"]["id"])  # the update of our action is its ack
            if t in ("welcome", "update"):
                stats.versions += t == "update" and counting
                if msg.get("view") is not None:
                    view = msg["view"]
                info = msg["info"]
                if contribute and info["status"] != "finished":  # take part in the deal
                    d = info["dealing"]
                    rnd = d["round"] if d else info["round"] + 1
                    if (not d or d["phase"] == "commit") and f"c{rnd}" not in said:
                        values[rnd] = secrets.token_hex(32)
                        said.add(f"c{rnd}")
                        await ws.send(dumps({"type": "commit", "round": rnd,
                                             "commitment": sha(values[rnd])}))
                    elif d and d["phase"] == "reveal" and seat in d["committed"] \
                            and f"r{rnd}" not in said and rnd in values:
                        said.add(f"r{rnd}")
                        await ws.send(dumps({"type": "reveal", "round": rnd,
                                             "value": values.pop(rnd)}))
            elif t == "ack":
                acked(msg.get("id"))
            elif t == "error":
                if counting:
                    stats.errors.append(msg["message"])
                if msg.get("id") == waiting:
                    waiting = None
            if view is None or waiting is not None:
                continue
            if view["finished"]:
                n += 1
                waiting = f"next-{seat}-{n}"
                stats.rounds += counting
                await ws.send(dumps({"type": "next", "id": waiting}))
                view = None
            elif seat in view["to_act"]:
                n += 1
                waiting = f"a-{n}"
                action = {"pass": True} if view["can_pass"] else {"play": view["hand"][:1]}
                sent_at[waiting] = time.perf_counter()
                await ws.send(dumps({"type": "action", "id": waiting, "action": action}))


async def sample(deployment: Deployment, stats: Stats, every: float,
                 out: list[tuple[float, float]]) -> None:
    await stats.all_in.wait()
    while True:
        out.append((round(time.time() - stats.start, 1),
                    round(rss_mb(deployment.roles()["servers"]), 1)))
        if time.time() >= stats.stop:
            return
        await asyncio.sleep(min(every, max(0.1, stats.stop - time.time())))


async def seat_players(args: argparse.Namespace, deployment: Deployment,
                       stats: Stats) -> list[asyncio.Task[None]]:
    """Create every table (through the proxy: spread over the processes), then start the
    players; returns once every player is at its table. Until its player comes, a table
    plays its first deal without the player's part (after ``deal_wait``) and stops at the
    player's turn, so the tables made first do not take the servers' time from making the
    rest (with 3000 tables the servers are busy to the full, and making tables while the
    first ones play slowed to a table a second at 2000 tables on a shared machine)."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * 3
    ws_url = deployment.url.replace("http://", "ws://")
    creating, connecting = asyncio.Semaphore(8), asyncio.Semaphore(50)
    tasks: list[asyncio.Task[None]] = []
    made: list[tuple[str, int, str]] = []
    async with httpx.AsyncClient(base_url=deployment.url, timeout=60) as http:
        async def one(i: int) -> None:
            async with creating:
                r = await http.post("/api/tables", json={
                    "seats": seats, "join_as": f"load{i}", "name": f"load {i}"})
            if r.status_code != 201:
                raise SystemExit(f"creating table {i} failed: {r.status_code} {r.text[:300]}")
            d = r.json()
            tid = d["table"]["id"]
            made.append((tid, d["seat"], d["token"]))
            if len(made) % 250 == 0 or len(made) == args.tables:
                print(f"{len(made)}/{args.tables} tables made", file=sys.stderr, flush=True)

        await asyncio.gather(*(one(i) for i in range(args.tables)))
    for tid, seat, token in made:
        tasks.append(asyncio.create_task(player(
            ws_url, tid, seat, token, stats, not args.no_contribute, connecting)))
        if args.spectators:
            tasks.append(asyncio.create_task(spectator(ws_url, tid, stats, connecting)))
    while stats.connected < args.tables:
        if any(t.done() and t.exception() for t in tasks):
            raise SystemExit(f"a player failed: {next(t.exception() for t in tasks if t.done())}")
        await asyncio.sleep(0.1)
    return tasks


async def play(args: argparse.Namespace, deployment: Deployment) -> dict[str, Any]:
    main = asyncio.current_task()
    assert main is not None
    # a SIGTERM while playing unwinds this task, so run() stops the servers and database
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main.cancel)
    stats = Stats()
    memory: list[tuple[float, float]] = []
    sampler = asyncio.create_task(sample(deployment, stats, args.sample, memory))
    t0 = time.time()
    tasks = await seat_players(args, deployment, stats)
    setup = time.time() - t0
    gc.collect()  # this client's own collector pauses are not the server's latency
    gc.freeze()
    gc.set_threshold(50_000, 50, 1_000)
    await asyncio.sleep(min(5.0, args.seconds / 4))  # the first deals settle
    roles = deployment.roles()
    spy = profile(roles["servers"][-1], args) if args.profile else None
    cpu0 = {part: cpu_seconds(pids) for part, pids in roles.items()}
    own0, (busy0, total0) = time.process_time(), machine_busy()
    stats.start = time.time()
    stats.stop = stats.start + args.seconds
    stats.all_in.set()
    await asyncio.gather(*tasks, sampler)
    elapsed = time.time() - stats.start
    cpu = {part: cpu_seconds(pids) - cpu0[part] for part, pids in roles.items()}
    own = time.process_time() - own0
    busy1, total1 = machine_busy()
    if spy is not None:
        spy.wait(30)
    health = []
    async with httpx.AsyncClient(timeout=30) as http:
        for port in deployment.server_ports():
            health.append((await http.get(f"http://127.0.0.1:{port}/api/health")).json())
    return report(args, deployment, stats, memory, elapsed, setup, cpu, own,
                  (busy1 - busy0) / max(1e-9, total1 - total0), health, roles)


def report(args: argparse.Namespace, deployment: Deployment, stats: Stats,
           memory: list[tuple[float, float]], elapsed: float, setup: float,
           cpu: dict[str, float], own: float, busy: float, health: list[dict[str, Any]],
           roles: dict[str, list[int]]) -> dict[str, Any]:
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000 if lat else float("nan")

    def per_action(seconds: float | None) -> float | None:
        return None if seconds is None else round(1000 * seconds / max(1, stats.versions), 3)

    half = [m for t, m in memory if t >= elapsed / 2]
    cores = os.cpu_count() or 1
    machine = busy * cores  # cores busy
    measured = sum(cpu.values()) + own
    inside = [h.get("action_ms") or {} for h in health]
    return {
        "deployment": (f"{args.processes} server process"
                       f"{'es' if args.processes > 1 else ''} behind nginx on PostgreSQL"
                       if deployment.cluster else "one server process on SQLite"),
        "processes": args.processes or 1,
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
        "server_cpu_percent": round(100 * cpu["servers"] / elapsed, 1),
        "server_cpu_ms_per_action": per_action(cpu["servers"]),
        "proxy_cpu_ms_per_action": per_action(cpu.get("proxy")) if roles["proxy"] else None,
        "database_cpu_ms_per_action": per_action(cpu.get("database")),
        "load_client_cpu_ms_per_action": per_action(own),
        "server_processes": len([p for p in roles["servers"] if "--instance" in cmdline(p)])
        or 1,
        "rss_mb_start": memory[0][1] if memory else None,
        "rss_mb_mid": half[0] if half else None,
        "rss_mb_end": memory[-1][1] if memory else None,
        "rss_mb_max": max(m for _, m in memory) if memory else None,
        "rss_growth_second_half_mb": round(half[-1] - half[0], 1) if len(half) > 1 else None,
        "memory": memory,
        "server_action_ms": inside[0] if len(inside) == 1 else inside,
        "server_write_batches": sum(h.get("write_batches") or 0 for h in health),
        "server_writes": sum(h.get("writes") or 0 for h in health),
        "server_write_ms_per_batch": [h.get("write_ms_per_batch") for h in health],
        "cores": cores,
        "load_average_before": args.load_before,
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "machine_cores_busy": round(machine, 2),
        "others_cores_busy": round(machine - measured / elapsed, 2),
        "load_client_cpu_percent": round(100 * own / elapsed, 1),
    }


def stopped(_signal: int, _frame: object) -> None:
    """A SIGTERM (a timeout, a job stopped) still stops the servers and the database
    (while the players play, ``play`` turns it into the cancellation of its task)."""
    raise SystemExit(143)


def run(args: argparse.Namespace) -> dict[str, Any]:
    args.load_before = [round(x, 2) for x in os.getloadavg()]
    signal.signal(signal.SIGTERM, stopped)
    with tempfile.TemporaryDirectory(prefix="marsmatch-load-") as tmp:
        folder = Path(tmp)
        with contextlib.ExitStack() as stack:
            database_pid = None
            db = args.db
            if args.processes is not None and db is None:
                db, database_pid = stack.enter_context(throwaway_postgres(folder))
            elif db is None:
                db = str(folder / "load.db")
            deployment = start(args, folder, db, database_pid)
            try:
                return asyncio.run(play(args, deployment))
            finally:
                deployment.proc.send_signal(2)  # SIGINT: a clean stop
                try:
                    deployment.proc.wait(30)
                except subprocess.TimeoutExpired:
                    deployment.proc.kill()
                    deployment.proc.wait()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=1000, help="concurrent tables (default 1000)")
    ap.add_argument("--seconds", type=float, default=60,
                    help="how long to play (default 60; 600 for the soak)")
    ap.add_argument("--bot-delay", type=float, default=1.0,
                    help="seconds a bot waits before acting (default 1.0)")
    ap.add_argument("--processes", type=int, default=None, metavar="N",
                    help="N server processes behind nginx on PostgreSQL (the cluster)")
    ap.add_argument("--db", help="the database (default: a fresh SQLite file; with "
                    "--processes, a throwaway PostgreSQL started here)")
    ap.add_argument("--spectators", action="store_true", help="also one spectator per table")
    ap.add_argument("--no-contribute", action="store_true",
                    help="players do not take part in the deal (no commit/reveal)")
    ap.add_argument("--sample", type=float, default=10, help="seconds between memory samples")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="a server setting (config.Settings), e.g. --set bot_threads=0")
    ap.add_argument("--profile", metavar="FILE",
                    help="sample a server process with py-spy while it plays")
    ap.add_argument("--profile-gil", action="store_true",
                    help="with --profile: only samples that hold the GIL (Python's CPU)")
    args = ap.parse_args()
    if not 1 <= args.tables <= 10000 or not 1 <= args.seconds <= 3600:
        ap.error("tables must be 1..10000 and seconds 1..3600")
    if args.processes is not None and not 1 <= args.processes <= 64:
        ap.error("--processes must be 1..64")
    try:
        report = run(args)
    except asyncio.CancelledError:  # a SIGTERM while playing (see play)
        raise SystemExit(143) from None
    if args.json:  # the object on stdout, the summary for people on stderr
        print(json.dumps(report), flush=True)
    show(report, sys.stderr if args.json else sys.stdout)


def show(report: dict[str, Any], out: Any) -> None:
    def print(text: str) -> None:  # every line below goes to ``out``
        out.write(text + "\n")

    print(f"{report['deployment']}: {report['tables']} tables, {report['websockets']} "
          f"websockets, {report['seconds']} s (bots wait {report['bot_delay_s']} s; players "
          f"{'take part in' if report['contribute'] else 'leave'} each deal)")
    print(f"actions: {report['actions']} ({report['actions_per_s']}/s), "
          f"rounds finished: {report['rounds']}, errors: {report['errors']}"
          + (f" ({'; '.join(report['error_kinds'])})" if report["error_kinds"] else ""))
    print(f"player action latency: p50 {report['p50_ms']} ms, p90 {report['p90_ms']} ms, "
          f"p99 {report['p99_ms']} ms, "
          f"max {report['max_ms']} ms over {report['player_actions']} actions")
    print(f"inside the server (message in, ack out): {report['server_action_ms']}")
    print(f"CPU per action: servers {report['server_cpu_ms_per_action']} ms "
          f"({report['server_cpu_percent']}% of one core), proxy "
          f"{report['proxy_cpu_ms_per_action']} ms, database "
          f"{report['database_cpu_ms_per_action']} ms, this load client "
          f"{report['load_client_cpu_ms_per_action']} ms")
    print(f"database: {report['server_writes']} writes in {report['server_write_batches']} "
          f"batches")
    print(f"server memory (RSS): {report['rss_mb_start']} MB at the start, "
          f"{report['rss_mb_mid']} MB half way, {report['rss_mb_end']} MB at the end "
          f"(second half: {report['rss_growth_second_half_mb']} MB)")
    print(f"machine: {report['cores']} cores, load average {report['load_average_before']} "
          f"before and {report['load_average_after']} after; cores busy "
          f"{report['machine_cores_busy']}, of which other work {report['others_cores_busy']}")


if __name__ == "__main__":
    main()
