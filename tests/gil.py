"""A probe for compiled calls that must release the GIL (tests only)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any


def progress_during(work: Callable[[], Any]) -> int:
    """How many turns a Python loop in this thread makes while one compiled call ``work``
    runs in another thread. Were the GIL held through the call, the loop could only run
    for at most one switch interval (5 ms) around it: a held call measured 20k turns, so the
    tests ask for 200k."""
    running = threading.Event()
    done = threading.Event()

    def run() -> None:
        running.set()
        work()
        running.clear()
        done.set()

    thread = threading.Thread(target=run)
    during = turns = 0
    thread.start()
    while not done.is_set():
        if running.is_set():
            during += 1
        turns += 1
        if turns % 4096 == 0:
            # Let the worker take the GIL when it needs it (to start, and after the call):
            # on an overloaded machine a loop that never yields can starve it for minutes.
            # While the call holds the GIL this loop cannot run at all, so the count holds.
            time.sleep(0)
    thread.join()
    return during
