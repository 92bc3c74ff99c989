"""Several server processes behind nginx on one database: ``marsmatch serve --processes N``.

One process runs every table it owns on one core (one event loop). For more cores, this
starts N ``marsmatch serve`` processes on loopback ports, each with its own ``--instance``
name (``p1`` ... ``pN``), all on one PostgreSQL, and Debian's nginx in front of them on the
address people use, configured from ``proxy/nginx.conf``:

* a request that names a table (``/ws/<id>``, ``/api/tables/<id>...``) goes to the process
  that owns it: a table's id starts with its owner's name and a dash (sticky by table id);
* everything else (the lobby, new tables, records, the browser client) goes to any
  process: new tables are spread round-robin, and every process lists every table.

Then it watches them: a process that dies is started again with the same name and port,
restores its own tables (the others play on meanwhile; nginx answers its tables'
requests with 503 ``restarting`` until it is back), and nginx is restarted if it dies.
Ctrl-C (SIGINT) or SIGTERM stops everything.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from ..errors import MarsMatchError

CONFIG = Path(__file__).with_name("proxy") / "nginx.conf"
NGINX_HELP = ("nginx is not installed; on Debian run .ci/ensure-proxy (or apt-get install "
              "nginx-light)")
#: seconds a process may take to start before the cluster gives up on it
START_SECONDS = 60.0


def _die_with_parent() -> None:
    """In a child before it runs: a SIGTERM when the cluster's own process goes, however it
    goes (Linux), so no server or nginx outlives it. (The cluster's process runs no
    threads, so a ``preexec_fn`` is safe there.)"""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def find_nginx() -> str:
    found = shutil.which("nginx") or ("/usr/sbin/nginx" if os.access("/usr/sbin/nginx", os.X_OK)
                                      else None)
    if found is None:
        raise MarsMatchError(NGINX_HELP)
    return found


def instance_names(processes: int) -> list[str]:
    return [f"p{i + 1}" for i in range(processes)]


#: the loopback address nginx connects to the servers from: the one address whose
#: X-Forwarded-For they trust (N7, P8)
PROXY_ADDRESS = "127.0.0.2"


def render_config(listen: str, ports: dict[str, int], folder: Path, workers: int = 1) -> str:
    """The repo's nginx configuration with this cluster's addresses filled in."""
    # idle connections to a server are closed by nginx before the server's own 5 s
    # (uvicorn's keep-alive), or a request sent as the server closes one would fail
    keep = "        keepalive 16;\n        keepalive_timeout 4s;\n"
    upstreams = []
    for name, port in ports.items():
        upstreams.append(f"    upstream mm_{name} {{\n        server 127.0.0.1:{port};\n"
                         f"{keep}    }}\n")
    anyone = "".join(f"        server 127.0.0.1:{p} max_fails=1 fail_timeout=2s;\n"
                     for p in ports.values())
    upstreams.append(f"    upstream mm_any {{\n{anyone}{keep}    }}\n")
    routes = "".join(f"        ~^/(ws|api/tables)/{name}-  mm_{name};\n" for name in ports)
    text = CONFIG.read_text()
    for key, value in {"workers": str(workers), "dir": str(folder), "listen": listen,
                       "proxy_address": PROXY_ADDRESS,
                       "upstreams": "".join(upstreams), "routes": routes.rstrip("\n")}.items():
        text = text.replace("{{" + key + "}}", value)
    return text


@dataclass
class Process:
    name: str
    port: int
    proc: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    restarts: int = 0
    fails: list[float] = field(default_factory=list)


class Cluster:
    def __init__(self, host: str, port: int, db: str, processes: int, *,
                 bot_delay: float | None = None, allow_seeds: bool = False,
                 log_level: str = "warning", proxy_workers: int = 1,
                 log: Path | None = None) -> None:
        if processes < 1:
            raise MarsMatchError("--processes must be 1 or more")
        if processes > 1 and ("://" not in db or db.startswith("sqlite")):
            raise MarsMatchError("several processes share one database server: give "
                                 "--db postgresql://user:pass@host/db")
        self.host = host
        self.port = port or free_port(host)
        self.db = db
        self.bot_delay = bot_delay
        self.allow_seeds = allow_seeds
        self.log_level = log_level
        self.proxy_workers = proxy_workers
        self.log = log
        self.nginx = find_nginx()
        self.folder = Path(tempfile.gettempdir())  # its own folder once it starts
        self.servers = [Process(name, free_port()) for name in instance_names(processes)]
        self.proxy: Process = Process("nginx", self.port)
        self._stopping = False

    @property
    def url(self) -> str:
        shown = "localhost" if self.host in ("127.0.0.1", "0.0.0.0", "::") else self.host
        return f"http://{shown}:{self.port}"

    # --- starting --------------------------------------------------------------------------
    def _out(self) -> int | None:
        return None if self.log is None else os.open(self.log, os.O_WRONLY | os.O_CREAT |
                                                     os.O_APPEND, 0o600)

    def _spawn_server(self, p: Process) -> None:
        cmd = [sys.executable, "-m", "marsmatch.cli", "serve", "--host", "127.0.0.1",
               "--port", str(p.port), "--db", self.db, "--instance", p.name,
               "--log-level", self.log_level]
        if self.bot_delay is not None:
            cmd += ["--bot-delay", str(self.bot_delay)]
        if self.allow_seeds:
            cmd.append("--allow-seeds")
        out = self._out()
        env = {**os.environ, "MARSMATCH_TRUSTED_PROXIES": PROXY_ADDRESS}
        try:
            p.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=out, env=env,
                                      preexec_fn=_die_with_parent)  # noqa: PLW1509 - no threads here  # noqa: PLW1509
        finally:
            if out is not None:
                os.close(out)
        p.started = time.monotonic()

    def _spawn_proxy(self) -> None:
        for sub in ("body", "proxy", "fastcgi", "uwsgi", "scgi"):
            path = self.folder / "tmp" / sub
            path.mkdir(parents=True, exist_ok=True)
            path.chmod(0o1777)  # nginx's workers may run as another user (nobody)
        listen = f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"
        conf = self.folder / "nginx.conf"
        conf.write_text(render_config(listen, {p.name: p.port for p in self.servers},
                                      self.folder, self.proxy_workers))
        out = self._out()
        try:
            self.proxy.proc = subprocess.Popen(
                [self.nginx, "-p", str(self.folder), "-c", str(conf), "-e",
                 str(self.folder / "error.log")], stdout=subprocess.DEVNULL, stderr=out,
                preexec_fn=_die_with_parent)  # noqa: PLW1509 - no threads here
        finally:
            if out is not None:
                os.close(out)
        self.proxy.started = time.monotonic()

    def _wait_healthy(self, port: int, proc: subprocess.Popen[bytes] | None, what: str) -> None:
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            if proc is not None and proc.poll() is not None:
                raise MarsMatchError(f"{what} exited at start (code {proc.returncode})"
                                     + self._error_tail(what))
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/health",
                             timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise MarsMatchError(f"{what} did not answer within {START_SECONDS:g} s")

    def _error_tail(self, what: str) -> str:
        if what != "nginx":
            return "; see its messages above"
        try:
            return ": " + (self.folder / "error.log").read_text().strip().splitlines()[-1]
        except (OSError, IndexError):
            return ""

    def start(self) -> None:
        """Every server process, then nginx once they answer."""
        from .config import Settings
        from .db import normalize_url
        from .manager import key_path, load_key

        # the key every process derives table secrets from, made once before they start
        load_key(key_path(Settings.from_env(db=self.db), normalize_url(self.db)))
        self.folder = Path(tempfile.mkdtemp(prefix="marsmatch-proxy-"))
        try:
            for p in self.servers:
                self._spawn_server(p)
            for p in self.servers:
                self._wait_healthy(p.port, p.proc, f"server process {p.name}")
            self._spawn_proxy()
            self._wait_healthy(self.port, self.proxy.proc, "nginx")
        except BaseException:
            self.stop()
            raise

    # --- watching ----------------------------------------------------------------------------
    def check(self) -> list[str]:
        """Start again whatever died (a process after a pause that grows if it keeps dying
        at once); returns what was restarted."""
        restarted = []
        now = time.monotonic()
        for p in [*self.servers, self.proxy]:
            if p.proc is None or p.proc.poll() is None:
                continue
            if not p.fails or p.fails[-1] < p.started:
                p.fails.append(now)
                print(f"marsmatch: {p.name} exited (code {p.proc.returncode}); starting it "
                      "again", file=sys.stderr, flush=True)
            quick = sum(1 for t in p.fails if now - t < 60)
            if now - p.fails[-1] < min(10.0, 0.5 * 2 ** (quick - 1)):
                continue
            p.restarts += 1
            if p is self.proxy:
                self._spawn_proxy()
            else:
                self._spawn_server(p)
            restarted.append(p.name)
        return restarted

    def run(self) -> None:
        """Watch until SIGINT or SIGTERM, then stop everything."""
        def stop(_sig: int, _frame: object) -> None:
            self._stopping = True

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)
        try:
            while not self._stopping:
                self.check()
                time.sleep(0.2)
        finally:
            self.stop()

    def stop(self) -> None:
        procs = [p.proc for p in [self.proxy, *self.servers] if p.proc is not None]
        for proc in procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 15
        for proc in procs:
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if self.folder.name.startswith("marsmatch-proxy-"):
            shutil.rmtree(self.folder, ignore_errors=True)
