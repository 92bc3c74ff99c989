"""REST for the lobby: the games, the tables, creating and joining them.

The games and bot levels come from their registries (``find_game``, ``bot_names``: the levels each game has), so a
new game or bot appears here without a change.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse, Response
from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from .. import __version__
from ..bots import bot_names
from ..games import GAME_NAMES, GAMES, find_game
from ..records import parse_record
from .limits import address_key
from .manager import Manager
from .pages import CACHE_CONTROL, ConstantPages
from .protocol import ProtocolError, encode
from .replay import replay_frames
from .ws import ACT_SECONDS

router = APIRouter(prefix="/api")

#: a turn of a day or more makes a turn-based table: a move a day, no stand-in bot for the
#: players who are away (they are away most of the time) and no idle expiry before the turn
DAY = 86400.0
MIN_SEATS = min(g.seats.start for g in GAMES.values())
MAX_SEATS = max(g.seats.stop - 1 for g in GAMES.values())


def get_manager(request: Request) -> Manager:
    manager: Manager = request.app.state.manager
    return manager


ManagerDep = Annotated[Manager, Depends(get_manager)]


def _bot_level(name: str | None) -> str | None:
    if name is not None and name not in bot_names():
        raise ValueError(f"{name!r} is not a bot level; levels are {', '.join(bot_names())}")
    return name


def _game_name(name: str) -> str:
    return find_game(name).name  # RulesError is a ValueError: a 422 naming the games


class SeatSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["human", "bot"] = "human"
    bot: Annotated[str | None, AfterValidator(_bot_level),
                   Field(json_schema_extra={"enum": list(bot_names())})] = None


#: a secret the browser taking a seat makes and keeps; only it may renew the seat's link
SeatKey = Annotated[str, Field(min_length=16, max_length=200)]


class CreateTable(BaseModel):
    """A new table: the game, its seats (people or bots), rule options and timers."""

    model_config = ConfigDict(extra="forbid")
    game: Annotated[str, AfterValidator(_game_name),
                    Field(json_schema_extra={"enum": list(GAME_NAMES)})] = GAME_NAMES[0]
    name: str = Field("", max_length=60)
    seats: list[SeatSpec] | None = Field(
        None, description="one entry per seat; default: the game's usual number, all people")
    players: int | None = Field(None, ge=MIN_SEATS, le=MAX_SEATS,
                                description="number of seats (if no seats)")
    rules: dict[str, Any] = Field(default_factory=dict, description="rule options by name")
    turn_timer: float = Field(0, ge=0, le=DAY * 7, description="seconds per turn; 0: no timer; "
                              "a day or more makes a turn-based table (docs/people.md)")
    grace: float = Field(30, ge=0, le=3600,
                         description="seconds a disconnected player's seat waits for a bot")
    bot_delay: float | None = Field(None, ge=0, le=30, description="seconds a bot waits")
    deal_pace: float | None = Field(None, ge=0.01, le=5, description=(
        "seconds between two cards of a live deal (Shengji rule deal_style live); default 0.15"))
    auto_next: float | None = Field(None, ge=0, le=600,
                                    description="start the next round by itself after this")
    join_as: str | None = Field(None, min_length=1, max_length=40,
                                description="also take the first free seat under this name")
    key: SeatKey | None = Field(None, description="with join_as: the seat's key (see join)")
    secret: str | None = Field(None, max_length=128,
                               description="test servers only: fixes every deal")


class JoinTable(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(..., min_length=1, max_length=40)
    seat: int | None = Field(None, ge=0, lt=MAX_SEATS)
    key: SeatKey | None = Field(None, description="this browser's own secret for the seat: "
                                "a leaked link without it cannot renew the link")


class Relink(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seat: int = Field(..., ge=0, lt=MAX_SEATS)
    token: str = Field(..., min_length=1, max_length=200)
    key: SeatKey | None = Field(None, description="the key the seat was taken with, if any")


class SeatSummary(BaseModel):
    seat: int
    name: str | None
    kind: str
    bot: str | None
    taken: bool


class TableSummary(BaseModel):
    """What the lobby lists of a table."""

    id: str
    game: str
    title: str
    name: str
    rules: dict[str, Any]
    seats: list[SeatSummary]
    free_seats: list[int]
    status: str
    round: int
    turn_timer: float
    created_at: float


class SeatToken(BaseModel):
    table: str
    seat: int
    token: str
    link: str


class ErrorBody(BaseModel):
    code: str
    message: str


class ErrorResponse(BaseModel):
    error: ErrorBody


ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorResponse}, 404: {"model": ErrorResponse},
    409: {"model": ErrorResponse}, 413: {"model": ErrorResponse},
    422: {"model": ErrorResponse}, 429: {"model": ErrorResponse},
    503: {"model": ErrorResponse},
}


def client_address(request: Request) -> str:
    return address_key(request.client.host if request.client is not None else None)


@router.get("/health", tags=["server"])
async def health(manager: ManagerDep) -> dict[str, Any]:
    """Liveness: the process answers. Also the table count, the database kind, the
    write queue, and the tables that could not be restored (``broken``)."""
    store = manager.store
    writer = store.writer
    acts = sorted(ACT_SECONDS)

    def pct(p: float) -> float | None:
        return round(1000 * acts[min(len(acts) - 1, int(p * len(acts)))], 2) if acts else None

    return {"ok": True, "version": __version__, "instance": manager.settings.instance,
            "tables": len(manager.tables),
            "action_ms": {"count": len(acts), "p50": pct(0.5), "p99": pct(0.99)},
            "database": store.url.split("://")[0], "broken": sorted(manager.broken),
            "writes_waiting": writer.waiting, "last_write_error": writer.last_error,
            "write_batches": writer.batches, "writes": writer.written,
            "write_ms_per_batch": round(1000 * writer.write_seconds / max(1, writer.batches), 2),
            "write_thread_ms_per_batch": round(
                1000 * writer.thread_seconds / max(1, writer.batches), 2),
            # SQLite: the WAL's largest size and the TRUNCATE checkpoints that bound it
            "wal_high_bytes": getattr(writer, "wal_high", None),
            "wal_truncations": getattr(writer, "truncations", None)}


@router.get("/ready", tags=["server"], responses={503: {"model": ErrorResponse}})
async def ready(manager: ManagerDep) -> JSONResponse:
    """Readiness: every table restored, the database answers a read within 2 s and the
    writer is not failing. 503 with the reason otherwise (a proxy sends no one here)."""
    store = manager.store
    problem = None
    if not manager.started:
        problem = "the server is still restoring its tables"
    else:
        try:
            await store.ping(2.0)
        except Exception as exc:  # noqa: BLE001 - the reason is the answer
            problem = f"the database does not answer: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}"
        else:
            error = store.last_error
            if error is not None and not await store.writer.recovered():
                problem = f"the last write failed: {error}"
    if problem is not None:
        return JSONResponse({"error": {"code": "not_ready", "message": problem}},
                            status_code=503, headers={"Retry-After": "5"})
    return JSONResponse({"ok": True, "tables": len(manager.tables),
                         "broken": sorted(manager.broken)})


@router.get("/games", tags=["lobby"])
async def games() -> list[dict[str, Any]]:
    """The games, their seat counts, rule options (with defaults and help) and bot levels."""
    return [{**game.describe(), "bots": list(bot_names(game.name))} for game in GAMES.values()]


def _known_game(name: str) -> Any:
    """The game named in a path, or 404 naming the games."""
    try:
        return find_game(name)
    except ValueError as exc:
        raise ProtocolError("not_found", str(exc), 404) from None


def _page(body: bytes) -> Response:
    return Response(body, media_type="application/json",
                    headers={"Cache-Control": CACHE_CONTROL})


@router.get("/games/{name}/rules", tags=["lobby"], responses=ERRORS)
async def game_rules(name: str, request: Request) -> Response:
    """The game's rules page: sections of messages (``words``, docs/translations.md) with
    their ruling ids and example plays as the engine reads them. Made once (``pages``)."""
    game = _known_game(name)
    pages: ConstantPages = request.app.state.pages
    return _page(await pages.get(f"rules:{game.name}", lambda: {
        "game": game.name, "sections": game.text.rules_page()}))


def tutorial_page(game: Any) -> dict[str, Any]:
    """The guided game as JSON (one replay of its record: the costly part)."""
    tut = game.text.tutorial()
    return {"game": game.name, "you": tut["you"], "intro": tut["intro"], "steps": tut["steps"],
            "end": tut["end"], "actions": tut["record"]["actions"],
            "choices": tut.get("choices", {}),
            "replay": replay_frames(parse_record(tut["record"]))}


@router.get("/games/{name}/tutorial", tags=["lobby"], responses=ERRORS)
async def game_tutorial(name: str, request: Request) -> Response:
    """The guided first game: a set deal (a record the engine replays, every position and
    ruling as the replay viewer gets them), the learner's seat and one explanation per
    action (messages, docs/translations.md). Made once, off the event loop (``pages``)."""
    game = _known_game(name)
    if game.text.tutorial() is None:
        raise ProtocolError("not_found", f"{game.title} has no guided game", 404)
    pages: ConstantPages = request.app.state.pages
    return _page(await pages.get(f"tutorial:{game.name}", lambda: tutorial_page(game)))


@router.get("/tables", tags=["lobby"], response_model=list[TableSummary])
async def list_tables(
    manager: ManagerDep, status: Literal["open", "playing", "finished", "all"] = "all",
) -> Response:
    """The newest 200 tables of every server process, as the lobby lists them (open ones
    have free seats; finished ones stay listed for ``finished_table_ttl``). Kept up to date
    as tables change: a new table shows at once on the process that has it and within
    ``lobby_seconds`` on the others. ``GET /api/tables/{id}`` has a table's live info."""
    return Response(encode(await manager.lobby.tables(status)), media_type="application/json")


@router.post("/tables", tags=["lobby"], status_code=201, responses=ERRORS)
async def create_table(body: CreateTable, manager: ManagerDep,
                       request: Request) -> dict[str, Any]:
    """Create a table; with ``join_as`` the creator also takes a seat (token returned)."""
    if body.seats is not None:
        seats = [s.model_dump() for s in body.seats]
    else:
        seats = [{"kind": "human"}] * (body.players or find_game(body.game).default_seats)
    spec = body.model_dump(exclude={"seats", "players", "join_as", "key"}, exclude_none=True)
    spec["seats"] = seats
    spec.setdefault("auto_next", None)
    if body.turn_timer >= DAY:  # turn-based: the timer's default move, never a stand-in
        spec["grace"] = 8 * DAY
    table = await manager.create(spec, client_address(request))
    # the first deal's commitment before the creator's seat may start it: a table full at
    # creation is dealt within this request, before any page of it opens; the creator's
    # page keeps this one to hold the round's seed to (dealshown.ts)
    out: dict[str, Any] = {"link": f"/#/t/{table.id}",
                           "first_deal": table.board.info()["next_deal"]}
    if body.join_as:
        _table, seat, token = await manager.join(table.id, body.join_as, None,
                                                 client_address(request), body.key)
        await request.app.state.people.seated(request.cookies, table, seat, host=True)
        out["seat"] = seat
        out["token"] = token
    out["table"] = table.board.info()
    return out


@router.get("/tables/{table_id}", tags=["lobby"], responses=ERRORS)
async def get_table(table_id: str, manager: ManagerDep) -> dict[str, Any]:
    return manager.get(table_id).board.info()


@router.post("/tables/{table_id}/join", tags=["lobby"], response_model=SeatToken,
             responses=ERRORS)
async def join_table(table_id: str, body: JoinTable, manager: ManagerDep,
                     request: Request) -> SeatToken:
    """Take a seat (the first free one unless ``seat`` is given): returns the seat's
    token, the only key to that seat's hand and actions. Keep it private. One client
    address takes at most ``max_seats_per_address`` seats at a table."""
    table, seat, token = await manager.join(table_id, body.name, body.seat,
                                            client_address(request), body.key)
    await request.app.state.people.seated(request.cookies, table, seat)
    return SeatToken(table=table.id, seat=seat, token=token, link=f"/#/t/{table.id}")


@router.post("/tables/{table_id}/relink", tags=["lobby"], response_model=SeatToken,
             responses=ERRORS)
async def relink_seat(table_id: str, body: Relink, manager: ManagerDep) -> SeatToken:
    """A new private link for your seat (give its current token): the old link stops
    working, so a leaked link is revoked. Other devices on the seat become spectators. A
    seat taken with a ``key`` is renewed only with that key; at most
    ``relinks_per_minute`` renewals a minute."""
    table = manager.get(table_id)
    token = await table.roster.relink(body.seat, body.token, body.key)
    return SeatToken(table=table.id, seat=body.seat, token=token, link=f"/#/t/{table.id}")
