"""The lab's progress on stderr: sweeps count rounds ("k of N" with the time left), the
tuner counts simulated variants against its budget with an estimate of the time left.

Nothing is drawn when quiet (``--json``); lines logged above the bar also appear when
stderr is not a terminal.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from ..words import t, text


class Bar:
    """``advance(k)`` rounds, ``status`` what runs now, ``log`` a line above the bar (each
    a catalogue message or text), in ``lang``."""

    #: whether the bar's "k of N" counts rounds (the tuner's counts variants)
    counts_rounds = True

    def __init__(self, progress: Progress | None, label: str, total: int | None,
                 lang: str = "en") -> None:
        self.progress = progress
        self.lang = lang
        self.label = t("labt-bar", lang, what=label)
        self.task = (progress.add_task(self.label, total=total, rounds=0, left="")
                     if progress is not None else None)
        self.rounds = 0

    def advance(self, k: int) -> None:
        self.rounds += k
        if self.progress is not None and self.task is not None:
            self.progress.update(self.task, rounds=self.rounds)
            if self.counts_rounds:
                self.progress.advance(self.task, k)

    def said(self, message: Mapping[str, Any] | str) -> str:
        return text(message, self.lang) if isinstance(message, Mapping) else str(message)

    def status(self, message: Mapping[str, Any] | str) -> None:
        if self.progress is not None and self.task is not None:
            self.progress.update(self.task,
                                 description=escape(t("labt-bar-status", self.lang,
                                                      label=self.label,
                                                      status=self.said(message))))

    def log(self, message: Mapping[str, Any] | str) -> None:
        if self.progress is not None:
            self.progress.console.print(self.said(message), markup=False)


class TuneBar(Bar):
    """The tuner's bar: simulated variants "k of N", N the simulations it expects to need
    (at most the budget), and the time that leaves: the simulations left at the slower of
    the whole run's pace and the last ten's (later variants survive longer, so cost more),
    plus the closing measurements (``tail_rounds``: the publisher's rules at the largest
    round count, the checks of the shortlist) at the rounds-per-second so far."""

    counts_rounds = False

    def __init__(self, progress: Progress | None, label: str, budget: int,
                 tail_rounds: int = 0, lang: str = "en") -> None:
        super().__init__(progress, label, budget, lang)
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
                left=escape(t("labt-variant-of", self.lang, done=f"{done:,}",
                                total=f"{total:,}")
                              + (t("labt-about-left", self.lang,
                                   left=_duration(left, self.lang)) if left is not None
                                 else "")))


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


def _duration(seconds: float, lang: str = "en") -> str:
    if seconds < 90:
        return t("labt-duration", lang, unit="s", n=str(max(1, round(seconds))))
    if seconds < 90 * 60:
        return t("labt-duration", lang, unit="min", n=str(round(seconds / 60)))
    return t("labt-duration", lang, unit="h", n=f"{seconds / 3600:.1f}")


@contextmanager
def sweep_bar(console: Console, quiet: bool, label: str, total: int,
              lang: str = "en") -> Iterator[Bar]:
    """Rounds played, k of N, elapsed and left."""
    if quiet:
        yield Bar(None, label, total, lang)
        return
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn(escape(t("labt-col-rounds", lang))), TimeElapsedColumn(),
                  TextColumn(escape(t("labt-col-left", lang))), TimeRemainingColumn(),
                  console=console, transient=False) as progress:
        yield Bar(progress, label, total, lang)


@contextmanager
def tune_bar(console: Console, quiet: bool, label: str, budget: int,
             tail_rounds: int = 0, lang: str = "en") -> Iterator[TuneBar]:
    """Simulated variants k of N, the variant reached, rounds played, elapsed, left."""
    if quiet:
        yield TuneBar(None, label, budget, tail_rounds, lang)
        return
    rounds = escape(t("labt-col-rounds", lang)).replace("{", "{{").replace("}", "}}")
    columns: list[Any] = [TextColumn("[bold]{task.description}"), BarColumn(),
                          MofNCompleteColumn(),
                          TextColumn(escape(t("labt-col-simulated", lang))),
                          TextColumn("{task.fields[left]} ·"),
                          TextColumn("{task.fields[rounds]:,} " + rounds), TimeElapsedColumn()]
    with Progress(*columns, console=console, transient=False) as progress:
        yield TuneBar(progress, label, budget, tail_rounds, lang)
