"""REST for the director's desk (``/#/desk``, docs/tournaments.md): an account with the
director role over the events folder (``marsmatch event grant``) creates an event,
registers players, starts it on the server's tables, pauses it, replaces a player by a
bot, adjusts a board with a written reason and publishes the results. Each action is the
same function the command line calls (``events.store``), and each is logged in the
event's ``log.jsonl`` with the director's login (``by``). Anyone else gets 401 or 403,
with one sentence.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select

from ..errors import MarsMatchError
from ..events import store
from ..games import GAME_NAMES, find_game
from .people.schema import AccountRow
from .people.service import COOKIE
from .protocol import ProtocolError
from .routes_events import _folder, status
from .routes_lobby import ERRORS

router = APIRouter(prefix="/api/desk", tags=["events"])
T = TypeVar("T")


async def director(request: Request) -> str:
    """The signed-in account's login, if it holds the director role (else 401 / 403)."""
    root = request.app.state.manager.settings.events_dir
    me = await request.app.state.people.accounts.signed(request.cookies.get(COOKIE))
    if me is None:
        raise ProtocolError("not_signed_in", "sign in with a director's account first", 401)
    if not root or me.account.login not in store.directors(Path(root)):
        raise ProtocolError("forbidden", "only an event director may do this; the server's "
                            "operator grants the role with 'marsmatch event grant'", 403)
    return str(me.account.login)


Director = Annotated[str, Depends(director)]
Reason = Annotated[str, Field(min_length=1, max_length=300)]
Name = Annotated[str, Field(min_length=1, max_length=40)]


async def _as(login: str, work: Callable[[], T]) -> T:
    """Run a store action in a thread as ``login`` (logged as ``by``); an event's refusal
    is a 400 with its sentence."""
    token = store.ACTOR.set(login)
    try:
        return await asyncio.to_thread(work)
    except MarsMatchError as exc:
        raise ProtocolError("bad_event", str(exc), 400) from None
    finally:
        store.ACTOR.reset(token)


class NewEvent(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(..., pattern=r"^[a-z0-9][a-z0-9._-]{0,39}$",
                    description="the event's folder name and address (/#/e/<id>)")
    name: str = Field("", max_length=60)
    game: str = Field(GAME_NAMES[0], json_schema_extra={"enum": list(GAME_NAMES)})
    decks: int | None = Field(None, ge=1, le=4, description="Shengji: decks")
    rounds: int = Field(4, ge=1, le=20)
    boards: int = Field(6, ge=1, le=20, description="boards in each round")
    starts_at: str = Field("", max_length=40, description="ISO time; naive: UTC")
    names: list[Name] = Field(default_factory=list, max_length=400,
                              description="named guests (Shengji: pairs 'ann & bo')")


class Names(BaseModel):
    model_config = ConfigDict(extra="forbid")
    names: list[Name] = Field(..., min_length=1, max_length=400)


class Start(BaseModel):
    model_config = ConfigDict(extra="forbid")
    bot_delay: float = Field(0.8, ge=0, le=30)
    next: float = Field(5.0, ge=0, le=600)
    grace: float = Field(60.0, ge=0, le=3600)


class Pause(BaseModel):
    model_config = ConfigDict(extra="forbid")
    paused: bool
    reason: Reason


class Replace(BaseModel):
    model_config = ConfigDict(extra="forbid")
    who: Name
    bot: str = Field("strong", max_length=40)
    reason: Reason


class Adjust(BaseModel):
    model_config = ConfigDict(extra="forbid")
    board: int = Field(..., ge=1, le=400)
    who: Name
    score: float = Field(..., ge=-1e6, le=1e6)
    reason: Reason


async def _known(request: Request, names: list[str]) -> None:
    """Every player written ``@login`` is an account of this server (else 400)."""
    logins = {p.strip().lstrip("@").strip() for n in names for p in n.split("&")
              if p.strip().startswith("@")}
    if not logins:
        return
    async with request.app.state.manager.store.sessions() as db:
        found = set((await db.execute(select(AccountRow.login).where(
            AccountRow.login.in_(logins)))).scalars())
    if logins - found:
        raise ProtocolError("bad_event", f"there is no account {min(logins - found)!r}", 400)


def _when(text: str) -> str:
    if not text:
        return ""
    try:
        at = datetime.fromisoformat(text)
    except ValueError:
        raise ProtocolError("bad_event", f"{text!r} is not a time (YYYY-MM-DDTHH:MM)") \
            from None
    at = at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)
    return at.isoformat(timespec="seconds")


@router.get("", responses=ERRORS)
async def desk(request: Request, login: Director) -> dict[str, Any]:
    """The director and the games an event may be of."""
    return {"director": login, "games": [
        {"name": n, "title": find_game(n).title, "decks": find_game(n).describe()[
            "decks_is_rule"]} for n in GAME_NAMES]}


@router.post("/events", responses=ERRORS)
async def create_event(body: NewEvent, request: Request, login: Director) -> dict[str, Any]:
    """Draw and commit a new event's boards; registration stays open (``register``)."""
    root = Path(request.app.state.manager.settings.events_dir)
    game = find_game(body.game)
    rules = game.rules({}, decks=body.decks).to_dict() if body.decks else {}
    starts = _when(body.starts_at)
    await _known(request, body.names)

    def make() -> store.Event:
        ev = store.create(root / body.id, game=game.name, names=[], rounds=body.rounds,
                          boards_per_round=body.boards, rules=rules, name=body.name,
                          starts_at=starts)
        return store.register(root / body.id, body.names) if body.names else ev

    ev = await _as(login, make)
    return {"id": body.id, "commitment": ev.commitment}


@router.get("/events/{event_id}", responses=ERRORS)
async def desk_event(event_id: str, request: Request, login: Director) -> dict[str, Any]:
    """What the desk shows of an event: its field, state, the log and the people's passes."""
    folder = _folder(request, event_id)
    ev = store.load(folder)
    return {"id": event_id, "name": ev.name, "game": ev.game, "status": status(folder),
            "started": ev.started, "live": "live" in ev.extra, "paused": store.is_paused(folder),
            "starts_at": ev.extra.get("starts_at", ""), "rounds": ev.rounds,
            "boards": len(ev.boards), "commitment": ev.commitment,
            "field": [{"name": e["name"], "bot": e["bot"]} for e in ev.field],
            "passes": store.passes(folder) if ev.started else {},
            "log": store.read_log(folder)}


@router.post("/events/{event_id}/register", responses=ERRORS)
async def register(event_id: str, body: Names, request: Request, login: Director) -> dict[str, Any]:
    folder = _folder(request, event_id)
    await _known(request, body.names)
    ev = await _as(login, lambda: store.register(folder, body.names))
    return {"field": [e["name"] for e in ev.field]}


@router.post("/events/{event_id}/start", responses=ERRORS)
async def start(event_id: str, body: Start, request: Request, login: Director) -> dict[str, Any]:
    """Close registration, seat the field and hand the event to the server's tables."""
    folder = _folder(request, event_id)

    def go() -> store.Event:
        if not store.load(folder).started:
            store.start(folder)
        return store.go_live(folder, body.bot_delay, body.next, body.grace)

    ev = await _as(login, go)
    return {"tables": ev.movement.tables, "movement": ev.movement.kind}


@router.post("/events/{event_id}/pause", responses=ERRORS)
async def pause(event_id: str, body: Pause, request: Request, login: Director) -> dict[str, Any]:
    folder = _folder(request, event_id)
    await _as(login, lambda: store.pause(folder, body.paused, body.reason))
    return {"paused": body.paused}


@router.post("/events/{event_id}/replace", responses=ERRORS)
async def replace(event_id: str, body: Replace, request: Request, login: Director) -> dict[str, Any]:
    """A bot plays for an absent player from the next table on; never ranked."""
    folder = _folder(request, event_id)
    await _as(login, lambda: store.replace_by_bot(folder, body.who, body.bot, body.reason))
    return {"replaced": body.who}


@router.post("/events/{event_id}/adjust", responses=ERRORS)
async def adjust(event_id: str, body: Adjust, request: Request, login: Director) -> dict[str, Any]:
    folder = _folder(request, event_id)
    await _as(login, lambda: store.adjust(folder, body.board, body.who, body.score,
                                          body.reason))
    return {"adjusted": body.board}


@router.post("/events/{event_id}/publish", responses=ERRORS)
async def publish(event_id: str, request: Request, login: Director) -> dict[str, Any]:
    """Reveal the boards (once every board is played) and publish the results."""
    folder = _folder(request, event_id)

    def go() -> None:
        if not (folder / "boards.json").exists():
            store.reveal(folder)
        store.log(folder, "publish")

    await _as(login, go)
    return {"published": True}

