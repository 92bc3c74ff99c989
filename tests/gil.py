"""A probe for compiled calls that must release the GIL (tests only)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


def progress_during(work: Callable[[], Any]) -> int:
    """How many turns a Python loop in this thread makes while one compiled call ``work``
    runs in another thread. Were the GIL held through the call, the loop could only run
    for at most one switch interval (5 ms: some 10^5 turns) around it."""
    running = threading.Event()
    done = threading.Event()

    def run() -> None:
        running.set()
        work()
        running.clear()
        done.set()

    thread = threading.Thread(target=run)
    during = 0
    thread.start()
    while not done.is_set():
        if running.is_set():
            during += 1
    thread.join()
    return during
