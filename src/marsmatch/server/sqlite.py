"""What is particular to a SQLite database file: where it is, that it is private (0600)
and really a SQLite file, and the connection settings of its readers and its one writer.

WAL lets readers run beside the writer; ``synchronous=NORMAL`` syncs at checkpoints, not
at every commit. The writer turns automatic checkpoints off, so a commit never waits for
a sync; :class:`~.writer.SQLiteWriter` checkpoints off the event loop instead, and bounds
the WAL at any write rate (``WAL_LIMIT``): a passive checkpoint never catches up with a
writer that never pauses, so the WAL would never start over and grows for ever.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from typing import Any

from ..errors import MarsMatchError
from ..words import error


def sqlite_path(url: str) -> str | None:
    """The file of a SQLite URL (None: not SQLite, or in memory)."""
    if not url.startswith("sqlite") or ":memory:" in url:
        return None
    path = url.split("://", 1)[1]
    return path.removeprefix("/")


#: bytes the WAL may reach before the writer pauses for a TRUNCATE checkpoint; SQLite also
#: cuts the file back to this size whenever the WAL starts over (``journal_size_limit``)
WAL_LIMIT = 16 << 20


def wal_bytes(path: str) -> int:
    """The size of a database's WAL file (0: none)."""
    try:
        return os.stat(path + "-wal").st_size
    except OSError:
        return 0


def reader_pragmas(dbapi_conn: Any, _record: Any = None) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.close()


def open_writer(path: str, busy_timeout: float) -> sqlite3.Connection:
    """The writer's own connection (autocommit off: one transaction per batch)."""
    conn = sqlite3.connect(path, timeout=busy_timeout, check_same_thread=False,
                           isolation_level="DEFERRED")
    reader_pragmas(conn)
    conn.execute("PRAGMA wal_autocheckpoint=0")  # checkpoints run off the event loop
    conn.execute(f"PRAGMA journal_size_limit={WAL_LIMIT}")
    return conn


def prepare_sqlite_file(path: str) -> None:
    """Create the database file private (0600), make an existing one private, and check
    that it is a SQLite database we can write: one clear MarsMatchError, no traceback."""
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise error(MarsMatchError, "srv-db-folder-missing", db=repr(path), folder=folder)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        os.close(fd)
        mode = stat.S_IMODE(os.stat(path).st_mode)
        if mode & 0o077:
            os.chmod(path, 0o600)
            for extra in (path + "-wal", path + "-shm"):
                if os.path.exists(extra):
                    os.chmod(extra, 0o600)
    except OSError as exc:
        raise error(MarsMatchError, "srv-db-cannot-open", db=repr(path),
                    reason=str(exc.strerror)) from None
    try:
        conn = sqlite3.connect(path, timeout=5)
        try:
            conn.execute("PRAGMA schema_version").fetchone()
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise error(MarsMatchError, "srv-db-cannot-open", db=repr(path), reason=str(exc)) from None
