"""A throwaway PostgreSQL of a test's own (Debian's, as .ci/with-postgres starts one), so
the test may restart it or lock its tables: the fault tier (issue 29)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from .helpers import free_port


class OwnPostgres:
    def __init__(self) -> None:
        found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
        if not found:
            pytest.skip("no Debian PostgreSQL (apt-get install postgresql)")
        self.bin = found[-1].parent
        # a folder of its own under /tmp: PostgreSQL's user cannot enter pytest's
        self.folder = folder = Path(tempfile.mkdtemp(prefix="marsmatch-pg-"))
        self.data = folder / "pg"
        self.port = free_port()
        self.as_user: list[str] = []
        if os.getuid() == 0:
            shutil.chown(folder, "postgres")
            self.as_user = ["su", "postgres", "-s", "/bin/sh", "-c"]
        self.sh(f"'{self.bin}/initdb' -D '{self.data}' -A trust -U marsmatch")
        self.start()
        self.sh(f"'{self.bin}/createdb' -h 127.0.0.1 -p {self.port} -U marsmatch t")

    @property
    def url(self) -> str:
        return f"postgresql://marsmatch@127.0.0.1:{self.port}/t"

    def sh(self, command: str) -> None:
        cmd = [*self.as_user, command] if self.as_user else ["sh", "-c", command]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=60)

    def start(self) -> None:
        self.sh(f"'{self.bin}/pg_ctl' -D '{self.data}' -o '-p {self.port} -k {self.folder} "
                f"-c listen_addresses=127.0.0.1' -l '{self.folder}/pg.log' -w start")

    def stop(self) -> None:
        self.sh(f"'{self.bin}/pg_ctl' -D '{self.data}' -m fast -w stop")

    def psql_log(self) -> str:
        path = self.folder / "psql.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def remove(self) -> None:
        """Stop it if it runs, and delete its files."""
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

    def psql(self, sql: str) -> subprocess.Popen[bytes]:
        """``sql`` in a psql session of its own, running until it ends (or is killed)."""
        cmd = f"'{self.bin}/psql' -h 127.0.0.1 -p {self.port} -U marsmatch -d t -c \"{sql}\""
        with open(self.folder / "psql.log", "ab") as log:
            return subprocess.Popen([*self.as_user, cmd] if self.as_user else ["sh", "-c", cmd],
                                    stdout=log, stderr=subprocess.STDOUT)
