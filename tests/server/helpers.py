"""A real server in a subprocess on 127.0.0.1 and small real clients (HTTP and WebSocket)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[2]

#: a throwaway PostgreSQL's URL (``.ci/with-postgres``); its cases skip without one
PG_URL = os.environ.get("MARSMATCH_TEST_PG_URL")
#: the ``database`` fixture's kinds: a SQLite file, and a PostgreSQL database of its own
DATABASES = ["sqlite", pytest.param("postgresql", marks=[
    pytest.mark.integration, pytest.mark.skipif(not PG_URL and os.environ.get("CI") != "true",
                                                reason="no PostgreSQL (.ci/with-postgres)")])]


def code_env(**extra: str) -> dict[str, str]:
    """The environment for running the project's own commands; with
    ``MARSMATCH_TEST_SERVER_SRC``, the code of that checkout instead (see Server.start)."""
    env = {**os.environ, **extra}
    if os.environ.get("MARSMATCH_TEST_SERVER_SRC"):
        env["PYTHONPATH"] = os.environ["MARSMATCH_TEST_SERVER_SRC"]
    return env


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


#: Every test client is 127.0.0.1, so the per-address bounds are lifted for the suite's
#: servers, and the deal does not wait for contributions (the test clients send none);
#: tests/server/test_limits.py and test_fairdeal.py run servers with the real bounds.
LOOPBACK = {
    "MARSMATCH_TABLES_PER_ADDRESS_PER_MINUTE": "100000",
    "MARSMATCH_JOINS_PER_ADDRESS_PER_MINUTE": "100000",
    "MARSMATCH_MAX_SEATS_PER_ADDRESS": "100",
    "MARSMATCH_MAX_CONNS_PER_ADDRESS": "10000",
    "MARSMATCH_DEAL_WAIT": "0",
    "MARSMATCH_MESSAGES_PER_SECOND": "100000",
    "MARSMATCH_MESSAGE_BURST": "100000",
}


class Endpoint:
    """Where clients reach the server (one process, or the cluster's proxy), and the REST
    calls the tests make there."""

    port: int

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def post(self, path: str, body: Any) -> httpx.Response:
        return httpx.post(self.url + path, json=body, timeout=10)

    def get(self, path: str) -> httpx.Response:
        return httpx.get(self.url + path, timeout=10)

    def create(self, **spec: Any) -> dict[str, Any]:
        r = self.post("/api/tables", spec)
        assert r.status_code == 201, r.text
        return r.json()

    def join(self, table: str, name: str, seat: int | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"name": name}
        if seat is not None:
            body["seat"] = seat
        r = self.post(f"/api/tables/{table}/join", body)
        assert r.status_code == 200, r.text
        return r.json()


def server_env(extra: dict[str, str | None]) -> dict[str, str]:
    """The environment of a server under test: this one without its ``MARSMATCH_*``
    settings, then ``extra`` (None drops one), the code of ``MARSMATCH_TEST_SERVER_SRC``
    when it is set."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MARSMATCH_")
           or k == "MARSMATCH_TEST_PG_URL"}
    env.update({k: v for k, v in extra.items() if v is not None}, PYTHONUNBUFFERED="1")
    if os.environ.get("MARSMATCH_TEST_SERVER_SRC"):
        # run this suite against the server of another checkout (e.g. the code before a
        # fix, to see a test fail there): its src/ goes first on the server's path
        env["PYTHONPATH"] = os.environ["MARSMATCH_TEST_SERVER_SRC"]
    return env


class Server(Endpoint):
    """``marsmatch serve`` on a random free port of 127.0.0.1 with its own database.
    ``env``: ``MARSMATCH_*`` settings on top of :data:`LOOPBACK` (None drops one)."""

    def __init__(self, db: Path, port: int | None = None, bot_delay: float = 0.0,
                 log: Path | None = None, url: str | None = None,
                 env: dict[str, str | None] | None = None) -> None:
        self.db = db
        self.db_url = url or str(db)
        self.port = port or free_port()
        self.bot_delay = bot_delay
        self.log = log or db.with_suffix(".log")
        self.env = {**LOOPBACK, "MARSMATCH_KEY_FILE": str(db.with_suffix(".key")), **(env or {})}
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> Server:
        env = server_env(self.env)
        self._logf = open(self.log, "ab")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "marsmatch.cli", "serve", "--host", "127.0.0.1",
             "--port", str(self.port), "--db", self.db_url, "--allow-seeds",
             "--bot-delay", str(self.bot_delay), "--log-level", "warning"],
            stdout=self._logf, stderr=subprocess.STDOUT, env=env, cwd=ROOT)
        deadline = time.time() + 90  # a loaded machine (two workers, a browser) is slow
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.log.read_text()[-2000:]}")
            try:
                if httpx.get(self.url + "/api/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError("server did not start in 90 s")

    def stop(self, kill: bool = False) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL if kill else signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None
        self._logf.close()


class Cluster(Endpoint):
    """``marsmatch serve --processes N``: N server processes behind Debian's nginx on the
    PostgreSQL of ``url``, reached through the proxy on a free port of 127.0.0.1."""

    def __init__(self, db_url: str, log: Path, processes: int = 2, bot_delay: float = 0.0,
                 env: dict[str, str | None] | None = None) -> None:
        self.db_url = db_url
        self.processes = processes
        self.port = free_port()
        self.bot_delay = bot_delay
        self.log = log
        self.env = {**LOOPBACK, "MARSMATCH_KEY_FILE": str(log.with_suffix(".key")),
                    "MARSMATCH_LOBBY_SECONDS": "0.2", **(env or {})}
        self.proc: subprocess.Popen[bytes] | None = None
        #: the servers' MARSMATCH_EVENTS_DIR, where the cluster fixture sets one
        self.events_dir: Path | None = None

    def start(self) -> Cluster:
        self._logf = open(self.log, "ab")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "marsmatch.cli", "serve", "--processes",
             str(self.processes), "--host", "127.0.0.1", "--port", str(self.port), "--db",
             self.db_url, "--allow-seeds", "--bot-delay", str(self.bot_delay),
             "--log-level", "warning"],
            stdout=self._logf, stderr=subprocess.STDOUT, env=server_env(self.env), cwd=ROOT)
        deadline = time.time() + 90
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the cluster exited: {self.log.read_text()[-2000:]}")
            try:
                if httpx.get(self.url + "/api/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise RuntimeError("the cluster did not start in 90 s")

    def servers(self) -> dict[str, tuple[int, int]]:
        """The server processes running now: instance name -> (pid, port)."""
        assert self.proc is not None
        out = {}
        for entry in Path("/proc").iterdir():
            try:
                stat = (entry / "stat").read_text()
                if not entry.name.isdigit() or int(stat.rsplit(")", 1)[1].split()[1]) != \
                        self.proc.pid:
                    continue
                args = (entry / "cmdline").read_bytes().decode().split("\0")
            except (OSError, IndexError, ValueError):
                continue
            if "--instance" in args:
                out[args[args.index("--instance") + 1]] = (
                    int(entry.name), int(args[args.index("--port") + 1]))
        return out

    def direct(self, instance: str) -> str:
        """The URL of one server process, bypassing the proxy."""
        return f"http://127.0.0.1:{self.servers()[instance][1]}"

    def stop(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None
        self._logf.close()


class Client:
    """One WebSocket client; keeps every frame it received (for the no-hidden-card proof)."""

    def __init__(self, server: Endpoint, table: str, seat: int | None = None,
                 token: str | None = None, since: int | None = None,
                 contribute: bool = False, fold_acks: bool = False) -> None:
        self.server = server
        self.contribute = contribute
        self.fold_acks = fold_acks
        self.table = table
        self.seat = seat
        self.token = token
        self.frames: list[dict[str, Any]] = []
        self.pending: list[dict[str, Any]] = []
        self.v = 0
        self.view: dict[str, Any] | None = None
        self.info: dict[str, Any] | None = None
        self._cm = connect(f"{server.ws_url}/ws/{table}", max_size=4 * 1024 * 1024,
                           open_timeout=10, max_queue=None)
        self.ws: ClientConnection = self._cm.__enter__()
        self.hello(since)

    def hello(self, since: int | None = None) -> dict[str, Any]:
        hello = {"type": "hello", "seat": self.seat, "token": self.token, "since": since}
        if self.contribute:
            hello["contribute"] = True
        if self.fold_acks:
            hello["fold_acks"] = True
        self.send(hello)
        return self.expect("welcome", "error")

    def send(self, msg: Any) -> None:
        self.ws.send(msg if isinstance(msg, str) else json.dumps(msg))

    def _recv(self, timeout: float) -> dict[str, Any]:
        text = self.ws.recv(timeout=timeout)
        msg = json.loads(text)
        self.frames.append(msg)
        t = msg.get("type")
        if t in ("welcome", "update"):
            if t == "update":
                assert msg["v"] == self.v + 1, f"version gap: had {self.v}, got {msg['v']}"
            self.v = msg["v"]
            self.info = msg["info"]
            if msg.get("view") is not None or t == "welcome":
                self.view = msg["view"]
        elif t == "presence":
            self.info = msg["info"]
        return msg

    def expect(self, *types: str, timeout: float = 10,
               where: Callable[[dict[str, Any]], bool] | None = None) -> dict[str, Any]:
        """The next frame of one of ``types`` (others are kept in self.frames only)."""
        deadline = time.time() + timeout
        while True:
            left = deadline - time.time()
            if left <= 0:
                raise TimeoutError(f"no {types} frame within {timeout} s")
            msg = self._recv(left)
            if msg.get("type") in types and (where is None or where(msg)):
                return msg

    def drain(self, quiet: float = 0.2) -> None:
        try:
            while True:
                self._recv(quiet)
        except TimeoutError:
            pass

    def act(self, action: dict[str, Any], action_id: str | None = None) -> dict[str, Any]:
        mid = action_id or uuid.uuid4().hex
        self.send({"type": "action", "id": mid, "action": action})
        return self.expect("ack", "error", where=lambda m: m.get("id") == mid)

    def request(self, msg: dict[str, Any], kind: str) -> dict[str, Any]:
        mid = uuid.uuid4().hex
        self.send({**msg, "id": mid})
        return self.expect(kind, "error", where=lambda m: m.get("id") == mid)

    def my_turn(self) -> bool:
        return bool(self.view and self.seat in self.view.get("to_act", []))

    def wait_turn_or_end(self, timeout: float = 30) -> None:
        deadline = time.time() + timeout
        while not (self.my_turn() or (self.view and self.view.get("phase") == "finished")
                   or (self.view and self.view.get("finished"))):
            if time.time() > deadline:
                raise TimeoutError("neither my turn nor the end")
            self.expect("update", "welcome", timeout=deadline - time.time())

    def close(self) -> None:
        try:
            self._cm.__exit__(None, None, None)
        except Exception:  # noqa: BLE001, S110
            pass


def finished(view: dict[str, Any] | None) -> bool:
    return bool(view) and (view.get("phase") == "finished" or view.get("finished") is True)


def play_out(watcher: Client, humans: dict[int, Client], choose: Callable[[Client], dict[str, Any]],
             timeout: float = 90, on_action: Callable[[Client, dict[str, Any]], None] | None = None,
             ) -> int:
    """Drive a round to its end: the watcher follows every version; when a human seat is to
    act its client catches up and sends ``choose(client)``; bots act on the server."""
    deadline = time.time() + timeout
    actions = 0
    while not finished(watcher.view):
        if time.time() > deadline:
            raise TimeoutError("the round did not finish in time")
        to_act = watcher.view["to_act"] if watcher.view else []
        seat = to_act[0] if to_act else None
        if seat in humans:
            c = humans[seat]
            while c.v < watcher.v:
                c.expect("update", timeout=10)
            action = choose(c)
            reply = c.act(action)
            assert reply["type"] == "ack", reply
            if on_action:
                on_action(c, reply)
            actions += 1
            while watcher.v < reply["v"]:
                watcher.expect("update", timeout=10)
        else:
            watcher.expect("update", timeout=20)
    for c in humans.values():
        while c.v < watcher.v:
            c.expect("update", timeout=10)
    return actions


def hint_action(c: Client, index: int = 0) -> dict[str, Any]:
    """The server's hint (cycling by index); a pass when it has none."""
    h = c.request({"type": "hint", "index": index}, "hint")
    assert h["type"] == "hint", h
    if h.get("action"):
        return {k: v for k, v in h["action"].items() if k != "seat"}
    return {"pass": True}


def server_seed(secret: str, round_no: int = 1) -> str:
    """The server's committed seed of a round: HMAC of the table secret."""
    import hashlib
    import hmac

    return hmac.new(secret.encode(), f"round-{round_no}".encode(), hashlib.sha256).hexdigest()


def round_seed(secret: str, round_no: int = 1) -> str:
    """The shuffle seed of a round nobody contributed to (the test servers do not wait for
    contributions): the server's seed mixed with no values (scheme 2, records.md)."""
    from marsmatch.shuffle import mixed_seed

    return mixed_seed(server_seed(secret, round_no), [])


def live_secret(players: int, prefix: str) -> str:
    """A fixed table secret whose first MarsMatch deal has no Heavenly Hand (every seat
    plays), whether the deal's seed is the server's seed mixed with no values (scheme 2) or
    the server's seed itself (servers before it)."""
    from marsmatch.games import marsmatch as mm

    for i in range(2000):
        secret = f"{prefix}-{i}"
        if all(not (st := mm.new_round(mm.Rules(), players, seed=seed)).finished
               and len(st.active) == players
               for seed in (round_seed(secret), server_seed(secret))):
            return secret
    raise AssertionError("no live deal found")


def heaven_secret(players: int, prefix: str) -> str:
    """A fixed table secret whose first MarsMatch deal ends the round at the deal (a
    Heavenly Hand), with or without scheme 2's mixing (as ``live_secret``)."""
    from marsmatch.games import marsmatch as mm

    for i in range(20000):
        secret = f"{prefix}-{i}"
        if all(mm.new_round(mm.Rules(), players, seed=seed).finished
               for seed in (round_seed(secret), server_seed(secret))):
            return secret
    raise AssertionError("no deal-decided round found")


def wait_for(check: Callable[[], Any], seconds: float, what: str = "the condition") -> Any:
    """``check()``'s first truthy answer, asked every 50 ms for up to ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"not within {seconds} s: {what}")


def first_record(server: Endpoint, tid: str) -> dict[str, Any]:
    """The table's first stored record's listing, waited for: a round's record is stored
    just after its last update reaches the players."""
    return wait_for(lambda: server.get(f"/api/records?table={tid}").json(), 10,
                    "the round's record")[0]


def round_with_decisions(server: Endpoint, seats: list[dict[str, Any]], secret: str,
                         least: int, rules: dict[str, Any] | None = None) -> tuple[str, int]:
    """A finished round of ``seats`` (its human seat moved by the hints) with at least
    ``least`` actions (a Heavenly Hand ends a round at the deal): its record id and the
    human's seat. Tries a few secrets ``secret-K``."""
    for k in range(6):
        made = server.create(seats=seats, join_as="Mia", secret=f"{secret}-{k}",
                             **({"rules": rules} if rules else {}))
        tid = made["table"]["id"]
        c = Client(server, tid, made["seat"], made["token"])
        play_out(c, {made["seat"]: c}, hint_action)
        c.close()
        # the record is stored just after the round's last update reaches the client
        rid = first_record(server, tid)["id"]
        if len(server.get(f"/api/records/{rid}").json()["actions"]) >= least:
            return str(rid), int(made["seat"])
    raise AssertionError("no round with decisions")
