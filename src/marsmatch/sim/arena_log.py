"""The arena's rounds log (``marsmatch arena --out FILE``): every round written as it
finishes, so a run that is stopped (Ctrl-C, a time limit, a crash) loses at most the round
in play, and ``--resume`` goes on from the rounds done.

A round depends only on the run's options and its index (``sim/config.py``), so the rounds
logged, followed by the rest played now, are exactly the rounds of one straight run: the
resumed run's figures equal a straight run's. The file is JSON lines:

* the first line, what the rounds depend on: ``{"arena": 1, "game", "players", "decks",
  "rules", "seed", "duplicate", "bots"}`` (``--rounds`` may change between runs: a round
  does not depend on how many are played);
* one ``{"command": ..., "rounds": N, "at": ...}`` line per run that wrote to it;
* one ``{"pair": K, "result": ROUND}`` line per round of the K-th pair, in round order.

A last line cut short by a kill is dropped when the log is opened again.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from ..errors import MarsMatchError
from ..words import error
from .config import SimConfig

VERSION = 1


class ArenaLog:
    """An open rounds log: the rounds already done per pair, and appending new ones."""

    def __init__(self, path: Path, done: dict[int, list[dict[str, Any]]], handle: IO[str]):
        self.path = path
        self._done = done
        self._file = handle

    @classmethod
    def open(cls, path: Path, config: SimConfig, seed: str, bots: Sequence[str], resume: bool,
             command: str, rounds: int) -> ArenaLog:
        """Open ``path`` for an arena of ``bots`` under master ``seed`` whose pairs play
        like ``config`` (game, table, rules, duplicate deals). A log that holds rounds is
        continued only with ``resume`` and the same options, so no round is ever
        overwritten or mixed with another run's."""
        head = {"arena": VERSION, "game": config.game, "players": config.players,
                "decks": config.decks, "rules": list(config.rules), "seed": seed,
                "duplicate": config.duplicate, "bots": list(bots)}
        done: dict[int, list[dict[str, Any]]] = {}
        exists = path.exists() and path.stat().st_size > 0
        if exists and not resume:
            raise error(MarsMatchError, "err-arena-log-exists", path=str(path))
        if exists:
            done, keep = _read(path, head)
            with path.open("r+b") as f:  # drop a last line a kill cut short
                f.truncate(keep)
        elif resume and not path.exists():
            raise error(MarsMatchError, "err-arena-log-missing", path=str(path))
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = path.open("a", encoding="utf-8")
        log = cls(path, done, handle)
        if not exists:
            log._write(head)
        log._write({"command": command, "rounds": rounds,
                    "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())})
        return log

    def done(self, pair: int, rounds: int) -> list[dict[str, Any]]:
        """The first ``rounds`` rounds of pair ``pair`` already played, in round order."""
        return self._done.get(pair, [])[:rounds]

    def add(self, pair: int, result: dict[str, Any]) -> None:
        """Log one finished round of pair ``pair`` (on disk before the next is played)."""
        self._write({"pair": pair, "result": result})

    def close(self) -> None:
        self._file.close()

    def _write(self, line: dict[str, Any]) -> None:
        self._file.write(json.dumps(line) + "\n")
        self._file.flush()


def _read(path: Path, head: dict[str, Any]) -> tuple[dict[int, list[dict[str, Any]]], int]:
    """The rounds of a log per pair (consecutive from round 0) and the length in bytes of
    its whole lines."""
    data = path.read_bytes()
    keep = 0
    lines: list[dict[str, Any]] = []
    for raw in data.splitlines(keepends=True):
        if not raw.endswith(b"\n"):
            break  # cut short by a kill: played again
        try:
            lines.append(json.loads(raw))
        except json.JSONDecodeError:
            raise error(MarsMatchError, "err-arena-log-bad", path=str(path)) from None
        keep += len(raw)
    if not lines or not isinstance(lines[0], dict) or lines[0].get("arena") != VERSION:
        raise error(MarsMatchError, "err-arena-log-bad", path=str(path))
    for key, value in head.items():
        if lines[0].get(key) != value:
            raise error(MarsMatchError, "err-arena-log-other", path=str(path),
                        option=key.replace("_", "-"), was=_said(lines[0].get(key)),
                        now=_said(value))
    done: dict[int, list[dict[str, Any]]] = {}
    for line in lines[1:]:
        if "pair" not in line:
            continue
        rounds = done.setdefault(int(line["pair"]), [])
        if line["result"]["i"] == len(rounds):
            rounds.append(line["result"])
    return done, keep


def _said(value: Any) -> str:
    if isinstance(value, list):
        return ",".join(map(str, value)) or "none"
    return str(value)
