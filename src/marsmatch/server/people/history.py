"""What an account keeps of its tables: the seats it took (they follow it to any device),
its rounds as records (each replayable) and its figures per game.

Only the account's own seats are read here; another account's history is never reachable
by an id in a request (the routes take the account from the session alone).
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from ...errors import RulesError
from ...games import find_game
from ..db import RecordRow, Store
from .schema import AccountSeatRow, HostRow

HISTORY_LIMIT = 200


class Holdings:
    def __init__(self, store: Store) -> None:
        self.store = store

    async def claim(self, account_id: str, table_id: str, seat: int, game: str) -> None:
        """The seat just taken belongs to the account."""
        async with self.store.sessions() as db:
            db.add(AccountSeatRow(account_id=account_id, table_id=table_id, seat=seat,
                                  game=game, joined_at=time.time()))
            try:
                await db.commit()
            except IntegrityError:  # a seat claimed before (a restart between): keep it
                await db.rollback()

    async def seats(self, account_id: str, table_id: str | None = None) -> list[AccountSeatRow]:
        async with self.store.sessions() as db:
            q = select(AccountSeatRow).where(AccountSeatRow.account_id == account_id)
            if table_id is not None:
                q = q.where(AccountSeatRow.table_id == table_id)
            return list((await db.execute(q.order_by(AccountSeatRow.joined_at.desc())))
                        .scalars().all())

    async def owner(self, table_id: str, seat: int) -> str | None:
        """The account that holds a seat, if one does."""
        async with self.store.sessions() as db:
            return (await db.execute(select(AccountSeatRow.account_id).where(
                AccountSeatRow.table_id == table_id, AccountSeatRow.seat == seat))).scalar()

    async def set_host(self, table_id: str, seat: int) -> None:
        async with self.store.sessions() as db:
            db.add(HostRow(table_id=table_id, seat=seat))
            await db.commit()

    async def host(self, table_id: str) -> int | None:
        """The host's seat of a table (None: created without sitting down)."""
        async with self.store.sessions() as db:
            row = await db.get(HostRow, table_id)
            return None if row is None else row.seat

    async def history(self, account_id: str) -> dict[str, Any]:
        """The account's rounds, newest first (each with its replay link), and per game:
        rounds played, rounds won, points."""
        held = {(s.table_id): s.seat for s in await self.seats(account_id)}
        rounds: list[dict[str, Any]] = []
        stats: dict[str, dict[str, int]] = defaultdict(lambda: {"rounds": 0, "won": 0,
                                                                "points": 0})
        if held:
            async with self.store.sessions() as db:
                rows = (await db.execute(select(RecordRow).where(
                    RecordRow.table_id.in_(list(held))).order_by(
                    RecordRow.finished_at.desc()).limit(HISTORY_LIMIT))).scalars().all()
            for r in rows:
                seat = held[r.table_id]
                players, results = json.loads(r.players), json.loads(r.results)
                won_by = winners(r.game, players, results)
                mine: dict[str, Any] = next((x for x in results if x.get("seat") == seat), {})
                won = seat in won_by
                s = stats[r.game]
                s["rounds"] += 1
                s["won"] += int(won)
                s["points"] += int(mine.get("points", 0) or 0)
                rounds.append({"record": r.id, "table": r.table_id, "round": r.round,
                               "game": r.game, "seat": seat, "players": players, "won": won,
                               "points": mine.get("points"), "finished_at": r.finished_at,
                               "replay": f"/#/replay/{r.id}"})
        return {"rounds": rounds, "stats": dict(stats)}


def winners(game: str, players: list[str], results: list[dict[str, Any]]) -> list[int]:
    """The seats that won a stored round, as the game's own headline says."""
    try:
        said = find_game(game).text.headline(players, results) or {}
        return list(said.get("winners", []))
    except (RulesError, KeyError, IndexError, TypeError, ValueError):
        return []
