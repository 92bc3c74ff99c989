"""Ratings per game with openskill (Plackett-Luce: N players and teams), from stored
records.

Each finished duplicate event counts once for its players who are accounts (ranked
against everyone who held their cards, ``eventratings``). Each finished round (a record)
of a table where an account sat counts once: MarsMatch
ranks every seat by its points, Shengji ranks the winning team over the other (a redeal
counts for nothing). Bots carry fixed reference ratings by level, so a new player's first
games against them place the player; a person without an account plays at the default
rating and keeps nothing. A rating is shown as ``mu`` with its uncertainty ``sigma`` and
the leaderboard orders by ``mu - 3 sigma`` (openskill's ordinal).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import defaultdict
from typing import Any

from openskill.models import PlackettLuce
from sqlalchemy import select

from ..db import RecordRow, Store, TableRow
from .eventratings import rate_events
from .history import winners
from .ratingrows import rating_row
from .schema import AccountRow, AccountSeatRow, RatedRecordRow, RatingRow

MODEL = PlackettLuce()
#: fixed reference ratings of the bots (mu; sigma BOT_SIGMA): never updated
BOT_MU = {"random": 12.0, "greedy": 22.0, "search-v1": 26.0, "search": 28.0,
          "learned": 27.0, "strong": 30.0}
BOT_SIGMA = 1.0
LEADERS = 50


def teams_of(results: list[dict[str, Any]],
             winners: list[int]) -> tuple[list[list[int]], list[float]]:
    """The seats grouped in teams and each team's rank (1 is best; ties share a rank).
    Results with sides (Shengji) make a team per side, the winners' first (``winners``:
    the game's headline); a round with no winners (a redeal) counts for nothing. Other
    results rank each seat by its points (MarsMatch)."""
    if any("side" in r for r in results):
        if not winners or any(r.get("redeal") for r in results):
            return [], []
        sides: dict[str, list[int]] = {}
        for r in results:
            sides.setdefault(str(r["side"]), []).append(int(r["seat"]))
        teams = [sorted(seats) for seats in sides.values()]
        return teams, [1.0 if set(t) & set(winners) else 2.0 for t in teams]
    points = {r["seat"]: int(r.get("points", 0) or 0) for r in results}
    order = sorted(set(points.values()), reverse=True)
    seats = sorted(points)
    return [[s] for s in seats], [float(order.index(points[s]) + 1) for s in seats]


class Ratings:
    def __init__(self, store: Store, events_dir: str = "") -> None:
        self.store = store
        self.events_dir = events_dir  # finished duplicate events count too (eventratings)
        self.lock = asyncio.Lock()

    async def catch_up(self) -> int:
        """Count every stored round not counted yet, oldest first, and every finished
        duplicate event; returns how many."""
        async with self.lock, self.store.sessions() as db:
            events = await rate_events(db, self.events_dir, MODEL, BOT_MU, BOT_SIGMA)
            held = (await db.execute(select(AccountSeatRow))).scalars().all()
            owners: dict[str, dict[int, str]] = defaultdict(dict)
            for h in held:
                owners[h.table_id][h.seat] = h.account_id
            if not owners:
                await db.commit()
                return events
            done = select(RatedRecordRow.record_id)
            rows = (await db.execute(select(RecordRow).where(
                RecordRow.table_id.in_(list(owners)), RecordRow.id.not_in(done))
                .order_by(RecordRow.finished_at))).scalars().all()
            configs = {t.id: json.loads(t.config) for t in (await db.execute(
                select(TableRow).where(TableRow.id.in_({r.table_id for r in rows}))
            )).scalars().all()}
            for r in rows:
                await self._count(db, r, owners[r.table_id],
                                  configs.get(r.table_id, {}).get("seats", []))
                db.add(RatedRecordRow(record_id=r.id, rated_at=time.time()))
            await db.commit()
            return len(rows) + events

    async def _count(self, db: Any, r: RecordRow, owners: dict[int, str],
                     seat_specs: list[dict[str, Any]]) -> None:
        results = json.loads(r.results)
        teams, ranks = teams_of(results, winners(r.game, json.loads(r.players), results))
        if len(teams) < 2:
            return
        mine = {seat: await rating_row(db, account, r.game, MODEL)
                for seat, account in owners.items()}

        def rating(seat: int) -> Any:
            if seat in mine:
                return MODEL.rating(mine[seat].mu, mine[seat].sigma)
            spec = seat_specs[seat] if seat < len(seat_specs) else {}
            if spec.get("kind") == "bot":
                return MODEL.rating(BOT_MU.get(spec.get("bot") or "", 25.0), BOT_SIGMA)
            return MODEL.rating()

        after = MODEL.rate([[rating(s) for s in team] for team in teams], ranks=ranks)
        for team, new in zip(teams, after, strict=True):
            for seat, value in zip(team, new, strict=True):
                if seat in mine:
                    row = mine[seat]
                    row.mu, row.sigma = float(value.mu), float(value.sigma)
                    row.rounds += 1
                    row.updated_at = time.time()

    async def of(self, account_id: str) -> dict[str, dict[str, float]]:
        await self.catch_up()
        async with self.store.sessions() as db:
            rows = (await db.execute(select(RatingRow).where(
                RatingRow.account_id == account_id))).scalars().all()
        return {r.game: shown(r) for r in rows}

    async def leaderboard(self, game: str) -> list[dict[str, Any]]:
        await self.catch_up()
        async with self.store.sessions() as db:
            rows = (await db.execute(select(RatingRow, AccountRow.display_name).join(
                AccountRow, AccountRow.id == RatingRow.account_id).where(
                RatingRow.game == game))).all()
        board = [{"name": name, **shown(r)} for r, name in rows]
        board.sort(key=lambda x: -x["ordinal"])
        return board[:LEADERS]


def shown(r: RatingRow) -> dict[str, Any]:
    return {"mu": round(r.mu, 3), "sigma": round(r.sigma, 3),
            "ordinal": round(r.mu - 3 * r.sigma, 3), "rounds": r.rounds}
