"""The daily challenge: a standing event for people who play alone.

Today's boards are committed when the day's event is created (``daily-YYYY-MM-DD`` in the
events folder). Anyone may join any time that day: each entrant gets a table of their own,
seat 0 against ``strong`` bots at the other seats, and plays every board there. The
**par** table, four ``strong`` bots, plays the same boards, so each board has the bots' own
result at seat 0 to beat. Entrants are compared at seat 0 with every other entrant and with
the par (a bot: scored, never ranked). The seeds are revealed the next day (UTC), not
before, so nobody can learn today's boards from them while the day's play is open.
"""

from __future__ import annotations

import dataclasses
from datetime import UTC, date, datetime
from pathlib import Path

from ..games import find_game
from ..words import error
from .movements import Movement
from .store import Event, EventError, create, load, log, write_json

PAR = "par"
OPPONENT = "strong"


def today() -> str:
    return datetime.now(UTC).date().isoformat()


def folder_for(root: Path, day: str) -> Path:
    try:
        date.fromisoformat(day)
    except ValueError:
        raise error(EventError, "ev-err-day", given=repr(day)) from None
    return root / f"daily-{day}"


def create_daily(root: Path, day: str | None = None, game: str = "marsmatch",
                 boards: int = 6, bot: str = OPPONENT) -> Event:
    """The day's challenge: boards committed, the par table seated (not yet played)."""
    g = find_game(game)
    if g.partnerships:
        raise error(EventError, "ev-err-daily-pairs", game=g.title)
    day = day or today()
    folder = folder_for(root, day)
    create(folder, game=g.name, names=[], rounds=1, boards_per_round=boards,
           name=f"Daily challenge {day}")
    event = load(folder)
    seats = event.seats
    field = [{"name": PAR, "players": [f"{PAR} ({bot})"], "bot": bot}]
    field += [{"name": f"{bot} {k}", "players": [f"{bot} {k}"], "bot": bot}
              for k in range(1, seats)]
    par_table = tuple(range(seats))
    event = dataclasses.replace(
        event, field=field, movement=Movement("solo", 0, seats, False, ((par_table,),)),
        extra={**event.extra, "daily": day})
    write_json(folder / "event.json", event.to_json())
    log(folder, "start", movement="solo", tables=1, field=[e["name"] for e in field])
    return event


def join(folder: Path, name: str) -> Event:
    """A named guest joins today's challenge: a table of their own against the bots."""
    event = load(folder)
    day = event.extra.get("daily")
    if not day:
        raise error(EventError, "ev-err-not-daily", folder=str(folder))
    if str(day) != today():
        raise error(EventError, "ev-err-daily-closed", day=str(day), today=today())
    name = name.strip()
    if not name or any(name in (e["name"], *e["players"]) for e in event.field):
        raise error(EventError, "ev-err-daily-joined", who=repr(name)) if name else \
            error(EventError, "ev-err-empty-name")
    field = [*event.field, {"name": name, "players": [name], "bot": None}]
    table = (len(field) - 1, *range(1, event.seats))
    rounds = ((*event.movement.rounds[0], table),)
    event = dataclasses.replace(event, field=field,
                                movement=dataclasses.replace(event.movement, rounds=rounds))
    write_json(folder / "event.json", event.to_json())
    log(folder, "register", names=[name])
    return event

