"""REST for duplicate events (docs/tournaments.md): the events of ``events_dir``, each with
its standings and every board's tables side by side, computed from the event's stored
records on each request (never from memory), so a restart loses nothing and anyone can
recompute them with ``marsmatch event results``."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from ..events.store import (
    EventError,
    accounts_of,
    check_pass,
    load,
    results,
    revealed_boards,
)
from ..games import find_game
from .eventrunner import current_round, read_claim, seat_token
from .people.service import COOKIE
from .protocol import ProtocolError
from .routes_lobby import ERRORS

router = APIRouter(prefix="/api", tags=["events"])
_ID = re.compile(r"^[\w.-]{1,80}$")


def _root(request: Request) -> Path | None:
    folder = request.app.state.manager.settings.events_dir
    return Path(folder) if folder else None


def _folder(request: Request, event_id: str) -> Path:
    root = _root(request)
    if root is None or not _ID.match(event_id) or event_id.startswith("."):
        raise ProtocolError("not_found", f"there is no event {event_id!r}", 404)
    folder = root / event_id
    if not (folder / "event.json").exists():
        raise ProtocolError("not_found", f"there is no event {event_id!r}", 404)
    return folder


def status(folder: Path) -> str:
    """``open`` (no board played yet, no table made), ``running`` or ``finished`` (the
    seeds revealed)."""
    if (folder / "boards.json").exists():
        return "finished"
    return "running" if (folder / "live").exists() or any(
        (folder / "records").glob("b*-t*.json")) else "open"


def revealed_for(events_dir: str, record: Any) -> list[dict[str, Any]] | None:
    """The revealed boards of the event a record says it belongs to, when this server
    holds that event and it is finished (so the arbiter page proves the record's board);
    None otherwise."""
    tag = record.get("event") if isinstance(record, dict) else None
    if not events_dir or not isinstance(tag, dict) or not isinstance(tag.get("commitment"),
                                                                     str):
        return None
    for folder in sorted(Path(events_dir).iterdir()) if Path(events_dir).is_dir() else []:
        try:
            if load(folder).commitment == tag["commitment"]:
                return revealed_boards(folder)
        except EventError:
            continue
    return None


@router.get("/events")
async def list_events(request: Request) -> list[dict[str, Any]]:
    """Every event of the events folder: open, running or finished."""
    root = _root(request)
    out = []
    for folder in sorted(root.iterdir()) if root and root.is_dir() else []:
        try:
            ev = load(folder)
        except EventError:
            continue
        out.append({"id": folder.name, "name": ev.name, "game": ev.game,
                    "title": find_game(ev.game).title,
                    "status": status(folder), "rounds": ev.rounds,
                    "boards_per_round": ev.boards_per_round,
                    "entries": sum(1 for e in ev.field if not e["bot"]),
                    "commitment": ev.commitment, "created": ev.created})
    return out


@router.get("/events/{event_id}", responses=ERRORS)
async def get_event(event_id: str, request: Request) -> dict[str, Any]:
    """The event, its standings after the rounds complete so far, and each board's tables
    side by side ("what the others did with my cards")."""
    folder = _folder(request, event_id)
    got = await asyncio.to_thread(results, folder)  # replays every record: off the loop
    ev = got.event
    boards: dict[int, list[dict[str, Any]]] = {}
    for s in got.scored:
        boards.setdefault(s.entry.board, []).append(
            {"group": s.entry.group, "who": s.entry.who, "table": s.entry.table + 1,
             "score": s.entry.score, "mp": s.mp, "top": s.top, "imps": s.imps,
             "adjusted": (s.entry.board, s.entry.who) in got.adjusted,
             "record": f"b{s.entry.board:03d}-t{s.entry.table:02d}"})
    return {"id": event_id, "name": ev.name, "game": ev.game, "status": status(folder),
            "commitment": ev.commitment, "rounds": ev.rounds,
            "boards_per_round": ev.boards_per_round, "movement": ev.movement.kind,
            "rounds_complete": got.rounds_complete, "verified": got.verified,
            "problems": got.problems, "standings": got.standings,
            "boards": [{"board": b + 1, "round": b // ev.boards_per_round + 1,
                        "tables": sorted(rows, key=lambda r: (r["group"], r["table"]))}
                       for b, rows in sorted(boards.items())]}


@router.get("/events/{event_id}/records/{name}", responses=ERRORS)
async def get_event_record(event_id: str, name: str, request: Request) -> Response:
    """One stored record of the event (to replay, or to check with verify-deal)."""
    folder = _folder(request, event_id)
    path = folder / "records" / f"{name}.json"
    if not re.fullmatch(r"b\d{3}-t\d{2}", name) or not path.exists():
        raise ProtocolError("not_found", f"event {event_id!r} has no record {name!r}", 404)
    return Response(path.read_text(encoding="utf-8"), media_type="application/json")


@router.get("/events/{event_id}/boards", responses=ERRORS)
async def get_event_boards(event_id: str, request: Request) -> Response:
    """The revealed boards (boards.json) once the event is finished; before, the published
    part only (commitments and settings, no seeds)."""
    folder = _folder(request, event_id)
    path = folder / "boards.json"
    if path.exists():
        return Response(path.read_text(encoding="utf-8"), media_type="application/json")
    ev = load(folder)
    return Response(json.dumps({"commitment": ev.commitment, "boards": ev.boards}),
                    media_type="application/json")


@router.get("/events/{event_id}/seat", responses=ERRORS)
async def get_my_seat(event_id: str, request: Request, who: str = "",
                      pass_: str = Query("", alias="pass", max_length=100)) -> dict[str, Any]:
    """A person's seat now in a live event, for their pass (or, for a player who is an
    account, signed in as it): the table of the current round and the seat's private link
    (``#/t/<table>/seat/<n>/<token>``); ``table`` is null while the round's tables are
    being made or once the event is over."""
    folder = _folder(request, event_id)
    ev = load(folder)
    if not pass_:
        me = await request.app.state.people.accounts.signed(request.cookies.get(COOKIE))
        if me is None or me.account.login not in accounts_of(ev):
            raise ProtocolError("forbidden", "sign in as a player of this event, or open "
                                "your pass link", 403)
        who = me.account.login
    elif not check_pass(folder, who, pass_):
        raise ProtocolError("forbidden", "that pass does not open a seat of this event for "
                            f"{who!r}", 403)
    r = current_round(folder, ev) if ev.started else None
    out: dict[str, Any] = {"who": who, "status": status(folder), "live": "live" in ev.extra,
                           "round": None if r is None else r + 1, "table": None}
    if r is None:
        return out
    for t, seating in enumerate(ev.movement.rounds[r]):
        names = ev.seat_names(seating)
        if who not in names:
            continue
        seat = names.index(who)
        claim = read_claim(folder, r, t)
        out.update(table_number=t + 1, seat=seat, boards=[b + 1 for b in ev.round_boards(r)])
        if claim and claim.get("table"):
            tid = str(claim["table"])
            token = seat_token(request.app.state.manager.key, tid, seat)
            out.update(table=tid, token=token, link=f"#/t/{tid}/seat/{seat}/{token}")
        break
    return out
