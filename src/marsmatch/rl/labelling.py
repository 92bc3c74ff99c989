"""Labelled sets that grow run by run (``distill_shengji.label``, ``exit_marsmatch.label``):
the run's budget, its saves and Ctrl-C in one place, so a long labelling run never loses
more than half a minute of work."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: seconds between saves of a growing set
SAVE_EVERY = 30.0


def extend(data: Any, path: Path, *, units: int, minutes: float, label_one: Callable[[], None],
           describe: Callable[[], str], progress: Callable[[str], None] | None) -> None:
    """Call ``label_one()`` (one more round or deal labelled into ``data``) until ``units``
    more or ``minutes`` have passed; ``data.save(path)`` every ``SAVE_EVERY`` seconds, at the
    end, and on Ctrl-C, which ends the run with every position labelled so far kept."""
    start = last_save = time.monotonic()
    done = 0
    try:
        while done < units and time.monotonic() - start < minutes * 60:
            label_one()
            done += 1
            if progress:
                progress(describe())
            if time.monotonic() - last_save > SAVE_EVERY:
                data.save(path)
                last_save = time.monotonic()
    except KeyboardInterrupt:
        if progress:
            progress("interrupted: the set so far is saved; run the same command to extend it")
    data.save(path)
