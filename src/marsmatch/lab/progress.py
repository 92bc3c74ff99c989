"""The lab's progress on stderr: sweeps count rounds ("k of N" with the time left), the
tuner counts simulated variants against its budget with an estimate of the time left.

Nothing is drawn when quiet (``--json``); lines logged above the bar also appear when
stderr is not a terminal.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


class Bar:
    """``advance(k)`` rounds, ``status`` what runs now, ``log`` a line above the bar."""

    #: whether the bar's "k of N" counts rounds (the tuner's counts variants)
    counts_rounds = True

    def __init__(self, progress: Progress | None, label: str, total: int | None) -> None:
        self.progress = progress
        self.label = label
        self.task = (progress.add_task(label, total=total, rounds=0, left="")
                     if progress is not None else None)
        self.rounds = 0

    def advance(self, k: int) -> None:
        self.rounds += k
        if self.progress is not None and self.task is not None:
            self.progress.update(self.task, rounds=self.rounds)
            if self.counts_rounds:
                self.progress.advance(self.task, k)

    def status(self, text: str) -> None:
        if self.progress is not None and self.task is not None:
            self.progress.update(self.task, description=f"{self.label}: {text}")

    def log(self, text: str) -> None:
        if self.progress is not None:
            self.progress.console.print(text)


class TuneBar(Bar):
    """The tuner's bar: simulated variants "k of N", N the simulations it expects to need
    (at most the budget), and the time that leaves: the simulations left at the slower of
    the whole run's pace and the last ten's (later variants survive longer, so cost more),
    plus the closing measurements (``tail_rounds``: the publisher's rules at the largest
    round count, the checks of the shortlist) at the rounds-per-second so far."""

    counts_rounds = False

    def __init__(self, progress: Progress | None, label: str, budget: int,
                 tail_rounds: int = 0) -> None:
        super().__init__(progress, label, budget)
        self.budget = budget
        self.tail_rounds = tail_rounds
        self.start = time.perf_counter()
        self.marks: list[tuple[float, int]] = []  # (elapsed, simulated) after each variant

    def variant(self, done: int, total: int, simulated: int) -> None:
        elapsed = time.perf_counter() - self.start
        expected, left = estimate(done, total, simulated, self.budget, elapsed)
        self.marks.append((elapsed, simulated))
        if left is not None:
            recent = [m for m in self.marks if m[1] < simulated][-10:]
            if recent and simulated > recent[0][1]:
                pace = (elapsed - recent[0][0]) / (simulated - recent[0][1])
                left = max(left, (expected - simulated) * pace)
            if self.rounds:
                left += self.tail_rounds * elapsed / self.rounds
        if self.progress is not None and self.task is not None:
            self.progress.update(
                self.task, completed=simulated, total=expected,
                left=(f"variant {done:,} of {total:,}"
                      + (f", about {_duration(left)} left" if left is not None else "")))


def estimate(done: int, total: int, simulated: int, budget: int, elapsed: float
             ) -> tuple[int, float | None]:
    """The simulations the search should need in all (at most ``budget``: the share of
    the variants so far that needed one, applied to the variants left) and the seconds
    that leaves at the pace so far (None before the first simulation)."""
    if done == 0 or simulated == 0:
        return max(1, min(budget, total)), None
    more = min(budget - simulated, math.ceil((total - done) * simulated / done))
    more = max(0, more)
    return simulated + more, more * elapsed / simulated


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{max(1, round(seconds))} s"
    if seconds < 90 * 60:
        return f"{round(seconds / 60)} min"
    return f"{seconds / 3600:.1f} h"


@contextmanager
def sweep_bar(console: Console, quiet: bool, label: str, total: int) -> Iterator[Bar]:
    """Rounds played, k of N, elapsed and left."""
    if quiet:
        yield Bar(None, label, total)
        return
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("rounds"), TimeElapsedColumn(), TextColumn("left"),
                  TimeRemainingColumn(), console=console, transient=False) as progress:
        yield Bar(progress, label, total)


@contextmanager
def tune_bar(console: Console, quiet: bool, label: str, budget: int,
             tail_rounds: int = 0) -> Iterator[TuneBar]:
    """Simulated variants k of N, the variant reached, rounds played, elapsed, left."""
    if quiet:
        yield TuneBar(None, label, budget, tail_rounds)
        return
    columns: list[Any] = [TextColumn("[bold]{task.description}"), BarColumn(),
                          MofNCompleteColumn(), TextColumn("simulated ·"),
                          TextColumn("{task.fields[left]} ·"),
                          TextColumn("{task.fields[rounds]:,} rounds"), TimeElapsedColumn()]
    with Progress(*columns, console=console, transient=False) as progress:
        yield TuneBar(progress, label, budget, tail_rounds)
