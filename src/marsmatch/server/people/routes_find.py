"""REST for finding a game: the open seats in a player's order, a seat at the next table
that needs one, and the account's friends."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, ConfigDict, Field

from ...games import GAME_NAMES
from ..protocol import ProtocolError
from ..routes_lobby import ERRORS, MAX_SEATS, MIN_SEATS, ManagerDep, SeatToken, client_address
from .routes import MeDep, PeopleDep
from .service import COOKIE

router = APIRouter(prefix="/api", tags=["people"])

GameName = Annotated[str | None, Query(json_schema_extra={"enum": list(GAME_NAMES)})]
Size = Annotated[int | None, Query(ge=MIN_SEATS, le=MAX_SEATS)]


class SeatMe(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(..., min_length=1, max_length=40)
    game: str | None = None
    seats: int | None = Field(None, ge=MIN_SEATS, le=MAX_SEATS)


class Friend(BaseModel):
    model_config = ConfigDict(extra="forbid")
    login: str = Field(..., min_length=1, max_length=40)


async def _open(request: Request, people: Any, manager: Any, game: str | None,
                seats: int | None) -> list[dict[str, Any]]:
    me = await people.accounts.signed(request.cookies.get(COOKIE))
    friends = await people.finding.friends_tables(me.account.id if me else None)
    return people.finding.order(await manager.lobby.tables("open"), friends, game, seats)


@router.get("/find", responses=ERRORS)
async def find(request: Request, people: PeopleDep, manager: ManagerDep,
               game: GameName = None, seats: Size = None) -> list[dict[str, Any]]:
    """Tables with a free seat (filtered by ``game`` and number of ``seats``): friends'
    tables first (``friends``), then those nearest to starting."""
    return await _open(request, people, manager, game, seats)


@router.post("/find/seat", response_model=SeatToken, responses=ERRORS)
async def seat_me(body: SeatMe, request: Request, people: PeopleDep,
                  manager: ManagerDep) -> SeatToken:
    """Take a seat at the first table :func:`find` lists (404 when none needs a player)."""
    for table in await _open(request, people, manager, body.game, body.seats):
        try:
            t, seat, token = await manager.join(table["id"], body.name, None,
                                                client_address(request))
        except ProtocolError as exc:
            if exc.code in ("table_full", "seat_taken", "match_over", "not_found"):
                continue  # taken meanwhile: the next one
            raise
        await people.seated(request.cookies, t, seat)
        return SeatToken(table=t.id, seat=seat, token=token, link=f"/#/t/{t.id}")
    raise ProtocolError("not_found", "no table needs a player now; create one", 404)


@router.get("/me/friends", responses=ERRORS)
async def friends(me: MeDep, people: PeopleDep) -> dict[str, Any]:
    """The account's friends and the tables where they sit."""
    return {"friends": await people.finding.friends(me.account.id),
            "tables": sorted(await people.finding.friends_tables(me.account.id))}


@router.post("/me/friends", responses=ERRORS)
async def befriend(body: Friend, me: MeDep, people: PeopleDep) -> dict[str, Any]:
    return await people.finding.befriend(me.account.id, body.login)


@router.post("/me/friends/{login}/remove", responses=ERRORS)
async def unfriend(login: str, me: MeDep, people: PeopleDep) -> dict[str, Any]:
    await people.finding.unfriend(me.account.id, login)
    return {"ok": True}
