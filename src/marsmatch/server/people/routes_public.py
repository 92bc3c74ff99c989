"""REST that needs no account: a table's chat, a record's round's chat, the leaderboard
of a game."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from ..protocol import ProtocolError
from ..routes_lobby import ERRORS, ManagerDep, _known_game
from .ratings import BOT_MU, BOT_SIGMA
from .routes import PeopleDep

router = APIRouter(prefix="/api", tags=["people"])


@router.get("/tables/{table_id}/chat", responses=ERRORS)
async def table_chat(table_id: str, people: PeopleDep, manager: ManagerDep,
                     round: int | None = None) -> dict[str, Any]:
    """The table's chat (the last 200 lines; one round's with ``round``), with the seats
    its host muted."""
    muted = sorted(await people.chat.muted_at(table_id))
    host = await people.holdings.host(table_id)
    return {"lines": await people.chat.lines(table_id, round), "muted": muted, "host": host}


@router.get("/tables/{table_id}/spectators", responses=ERRORS)
async def spectators(table_id: str, people: PeopleDep, manager: ManagerDep) -> dict[str, Any]:
    """How many watch the table, the names of those signed in ("" for the others), and
    the host's seat."""
    names = people.host.spectators(manager.get(table_id))
    return {"count": len(names), "names": names, "host": await people.holdings.host(table_id)}


@router.get("/records/{record_id}/chat", responses=ERRORS)
async def record_chat(record_id: str, people: PeopleDep,
                      manager: ManagerDep) -> dict[str, Any]:
    """What was said at the table during the record's round."""
    row = await manager.store.get_record(record_id)
    if row is None:
        raise ProtocolError("not_found", f"there is no record {record_id!r}", 404)
    return {"lines": await people.chat.lines(row.table_id, row.round)}


@router.get("/leaderboard/{game}", responses=ERRORS)
async def leaderboard(game: str, people: PeopleDep) -> dict[str, Any]:
    """The best rated accounts of a game (``mu``, its uncertainty ``sigma``, ordered by
    ``mu - 3 sigma``), and the bots' fixed reference ratings."""
    name = _known_game(game).name
    return {"game": name, "leaders": await people.ratings.leaderboard(name),
            "bots": {k: {"mu": v, "sigma": BOT_SIGMA} for k, v in BOT_MU.items()}}
