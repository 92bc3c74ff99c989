"""One process at a time serves the tables of an ``--instance`` name (the red team's N16:
a second ``--instance a`` restored and played ``a``'s tables beside the first, with
duplicate versions in their logs).

The process takes a lease on its name in the database before it restores a table, and
renews it every third of ``instance_lease_seconds``. A second process of the same name
waits for the lease: it gets it when the first one's lease runs out (a process that died),
or at once when the holder was a process of this machine that is gone (a ``kill -9`` and a
restart by a supervisor need not wait), and otherwise gives up with one error line. A
process that finds its lease taken by another stops serving at once.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import time
from collections.abc import Callable

from sqlalchemy import delete, insert, select, update

from ..errors import MarsMatchError
from .db import LeaseRow, Store

log = logging.getLogger("marsmatch.server")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class Lease:
    def __init__(self, store: Store, owner: str, seconds: float,
                 lost: Callable[[], None]) -> None:
        self.store = store
        self.owner = owner
        self.seconds = seconds
        self.lost = lost  # called when another process took the lease
        self.holder = secrets.token_hex(8)
        self.host = socket.gethostname()[:255]
        self._task: asyncio.Task[None] | None = None

    async def _take(self) -> str | None:
        """Take the lease if it is free (None), else say who holds it."""
        now = time.time()
        async with self.store.engine.begin() as conn:
            row = (await conn.execute(select(LeaseRow).where(
                LeaseRow.owner == self.owner))).first()
            if row is not None and row.holder != self.holder and row.expires_at > now and \
                    not (row.host == self.host and not _alive(row.pid)) and \
                    not (row.host == self.host and row.pid == os.getpid()):
                return f"process {row.pid} on {row.host}"
            if row is not None:
                await conn.execute(delete(LeaseRow).where(LeaseRow.owner == self.owner,
                                                          LeaseRow.holder == row.holder))
            await conn.execute(insert(LeaseRow).values(
                owner=self.owner, holder=self.holder, host=self.host, pid=os.getpid(),
                expires_at=now + self.seconds))
        return None

    async def acquire(self) -> None:
        """Take the lease, waiting at most a lease's length for a holder to let go."""
        deadline = time.monotonic() + self.seconds + 2
        while True:
            try:
                held_by = await self._take()
            except Exception as exc:  # noqa: BLE001 - two starting at once: try again
                held_by = f"a process that took it just now ({type(exc).__name__})"
            if held_by is None:
                break
            if time.monotonic() > deadline:
                name = repr(self.owner) if self.owner else "(no --instance)"
                raise MarsMatchError(f"another server process serves the tables of instance "
                                     f"{name} ({held_by}); give this one another --instance")
            await asyncio.sleep(min(0.5, self.seconds / 4))
        self._task = asyncio.create_task(self._renew(), name="lease")

    async def _renew(self) -> None:
        while True:
            await asyncio.sleep(self.seconds / 3)
            try:
                async with self.store.engine.begin() as conn:
                    done = await conn.execute(update(LeaseRow).where(
                        LeaseRow.owner == self.owner, LeaseRow.holder == self.holder)
                        .values(expires_at=time.time() + self.seconds))
                if done.rowcount == 0:
                    log.error("another process took the lease of instance %r: this one "
                              "stops serving its tables", self.owner)
                    self.lost()
                    return
            except Exception as exc:  # noqa: BLE001 - a database fault: tried again soon
                log.warning("the instance lease could not be renewed: %s", exc)

    async def release(self) -> None:
        if self._task is not None:
            self._task.cancel()
        try:
            async with self.store.engine.begin() as conn:
                await conn.execute(delete(LeaseRow).where(LeaseRow.owner == self.owner,
                                                          LeaseRow.holder == self.holder))
        except Exception as exc:  # noqa: BLE001 - it runs out by itself
            log.debug("the instance lease was not released: %s", exc)
