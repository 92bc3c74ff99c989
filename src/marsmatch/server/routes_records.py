"""REST for records: finished rounds to list and download, and replays for the viewer."""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, Response
from pydantic import BaseModel, Field

from ..errors import RulesError
from ..games import find_game
from ..words import LANGS, negotiate
from .headers import PRINTABLE_CSP
from .protocol import ProtocolError
from .routes_events import revealed_for
from .routes_lobby import ERRORS, ManagerDep

router = APIRouter(prefix="/api", tags=["records"])


@router.get("/records")
async def list_records(manager: ManagerDep, limit: int = Query(50, ge=1, le=500),
                       offset: int = Query(0, ge=0),
                       table: str | None = None) -> list[dict[str, Any]]:
    """Finished rounds, newest first (only finished rounds are ever stored)."""
    rows = await manager.store.list_records(limit, offset, table)
    out = []
    for r in rows:
        players, results = json.loads(r.players), json.loads(r.results)
        out.append({"id": r.id, "table": r.table_id, "round": r.round, "game": r.game,
                    "title": _title(r.game), "players": players, "results": results,
                    "headline": _headline(r.game, players, results),
                    "finished_at": r.finished_at})
    return out


def _title(game: str) -> str:
    try:
        return find_game(game).title
    except RulesError:
        return game


def _headline(game: str, players: list[str], results: list[dict[str, Any]]) -> Any:
    """Who won the round, from the game's text module (a Shengji deal is won by a team)."""
    try:
        return find_game(game).text.headline(players, results)
    except (RulesError, KeyError, IndexError, TypeError, ValueError):
        return None


async def _stored(manager: ManagerDep, record_id: str) -> str:
    row = await manager.store.get_record(record_id)
    if row is None:
        raise ProtocolError("not_found", f"there is no record {record_id!r}", 404)
    return row.record


@router.get("/records/{record_id}", responses=ERRORS)
async def get_record(record_id: str, manager: ManagerDep, download: bool = False) -> Response:
    """The record (records.md format); ``download=1`` serves it as a file."""
    text = await _stored(manager, record_id)
    headers = {}
    if download:
        headers["Content-Disposition"] = f'attachment; filename="{record_id}.json"'
    return Response(text, media_type="application/json", headers=headers)


@router.get("/records/{record_id}/replay", responses=ERRORS)
async def replay_stored(record_id: str, manager: ManagerDep) -> dict[str, Any]:
    """Every position of a finished round, all hands shown, with the deal's seed and
    commitment: for the replay viewer."""
    return await manager.worker.replay(json.loads(await _stored(manager, record_id)))


@router.get("/records/{record_id}/review", responses=ERRORS)
async def review_stored(record_id: str, manager: ManagerDep,
                        seat: int = Query(..., ge=0, le=99)) -> dict[str, Any]:
    """Every decision of ``seat`` in a finished round judged by the strong search from that
    seat's information at the time (``marsmatch review``'s JSON): the chance to win of the
    move played and of the best, a mark, and the better move as a message. Worked out in
    the worker within ``review_seconds`` and kept with the record in the database (table
    ``reviews``), so every process answers the next asker from there."""
    store = manager.store
    kept = await store.get_review(record_id, seat)
    if kept is not None:
        return kept
    data = json.loads(await _stored(manager, record_id))
    players = data.get("players") if isinstance(data, dict) else None
    if isinstance(players, list) and seat >= len(players):
        raise ProtocolError("invalid", f"seat {seat} is not at this table: seats are 0 to "
                            f"{len(players) - 1}")
    review = await manager.worker.review(data, seat)
    if review.get("complete"):
        store.save_review(record_id, seat, review)
    return review


@router.post("/replay", responses=ERRORS)
async def replay_upload(record: dict[str, Any], manager: ManagerDep) -> dict[str, Any]:
    """Replay a record you send (records.md format): positions, or the first illegal
    action and why."""
    boards = revealed_for(manager.settings.events_dir, record)  # a duplicate event's board
    return await manager.worker.replay(record, boards)  # bounded, off the loop (work.py)


class DecisionRequest(BaseModel):
    """A record file to rule on, as its text (the decision states that text's SHA-256)."""

    record: str = Field(description="the record file's text, exactly as it was uploaded")
    name: str = Field("record.json", max_length=200, description="the file's name")
    action: int | None = Field(None, description="the disputed action, from 1 (default: "
                               "the first illegal action, if any)")
    lang: str | None = Field(None, description="en, zh-Hans or zh-Hant (default: from "
                             "Accept-Language)")


def _lang(asked: str | None, request: Request) -> str:
    if asked is not None:
        if asked not in LANGS:
            raise ProtocolError("invalid", f"lang is one of {', '.join(LANGS)}, not {asked!r}")
        return asked
    return negotiate(request.headers.get("accept-language", "").split(","))


async def _decision(manager: ManagerDep, text: str, name: str, action: int | None,
                    lang: str) -> HTMLResponse:
    page = await manager.worker.decision(text, name, action, lang)
    return HTMLResponse(page, headers={"Content-Security-Policy": PRINTABLE_CSP})


@router.post("/decision", responses=ERRORS, response_class=HTMLResponse)
async def decision_upload(req: DecisionRequest, request: Request,
                          manager: ManagerDep) -> HTMLResponse:
    """A printable decision on a record you send (the arbiter page's button): its hash,
    the disputed action, the verdict, the rulings quoted in the reader's language."""
    return await _decision(manager, req.record, req.name, req.action,
                           _lang(req.lang, request))


@router.get("/records/{record_id}/decision", responses=ERRORS, response_class=HTMLResponse)
async def decision_stored(record_id: str, request: Request, manager: ManagerDep,
                          action: int | None = None, lang: str | None = None) -> HTMLResponse:
    """A printable decision on a stored round (its text is what ``?download=1`` gives)."""
    return await _decision(manager, await _stored(manager, record_id), f"{record_id}.json",
                           action, _lang(lang, request))
