"""Playing an event offline: every table of every round, each seat played by a bot.

Resumable: a board already recorded at a table is not played again, so an interrupted run
continues where it stopped (each record is written whole, ``store.write_json``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from ..words import error
from .boards import event_tag
from .play import play_board
from .store import (
    EventError,
    director,
    is_paused,
    load,
    log,
    record_path,
    reveal,
    secret_boards,
    write_json,
)


def play_event(folder: Path, default_bot: str = "greedy",
               bots: Mapping[str, str] | None = None,
               progress: Callable[[int], None] | None = None,
               rounds: int | None = None) -> int:
    """Play the event's boards (the first ``rounds`` rounds, default all) and reveal the
    seeds once all are played; returns how many tables were played now. Field entries
    that are bots play as their spec, entries the director replaced by a bot as that bot,
    the others as ``bots[name]`` or ``default_bot``."""
    event = load(folder)
    if not event.started:
        raise error(EventError, "ev-err-not-started")
    if is_paused(folder):
        raise error(EventError, "ev-err-paused")
    if "live" in event.extra:
        raise error(EventError, "ev-err-live")
    secret = secret_boards(folder)
    bots = dict(bots or {})
    unknown = set(bots) - {e["name"] for e in event.field}
    if unknown:
        raise error(EventError, "ev-err-not-in-field", who=repr(min(unknown)))
    _, substitutes = director(folder)
    spec = [e["bot"] or substitutes.get(e["name"]) or bots.get(e["name"], default_bot)
            for e in event.field]
    played = 0
    upto = event.rounds if rounds is None else min(rounds, event.rounds)
    for r in range(upto):
        new = 0
        for b in event.round_boards(r):
            for t, table in enumerate(event.movement.rounds[r]):
                path = record_path(folder, b, t)
                if path.exists():
                    continue
                seat_bots = [spec[c] for c in event.seating(table)]
                rec = play_board(secret[b], event.seat_names(table), seat_bots,
                                 event_tag(event.commitment, b, round=r, table=t))
                write_json(path, rec.to_dict())
                new += 1
                if progress:
                    progress(1)
        if new:
            log(folder, "round", round=r + 1, tables=new)
        played += new
    if upto == event.rounds and not (folder / "boards.json").exists() and \
            "daily" not in event.extra:  # a daily challenge is revealed the next day
        reveal(folder)
    return played
