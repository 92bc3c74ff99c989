"""A finished duplicate event feeds the ratings of its players who are accounts
(docs/tournaments.md): on every board, the entries that held the same cards (a seat of
MarsMatch, a direction of Shengji) are one Plackett-Luce game ranked by their scores, so
a rating moves with how a player did against everyone who held their cards, not with the
cards. Pairs are teams of two; bots carry their fixed reference ratings, people without
an account the default. Each event counts once (``rated_records``: ``event-`` and its
commitment), once its boards are revealed and its records all check.
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from sqlalchemy import select

from ...events.store import Event, EventError, Results, accounts_of, director, load, results
from .ratingrows import rating_row
from .schema import AccountRow, RatedRecordRow


async def rate_events(db: Any, events_dir: str, model: Any, bot_mu: dict[str, float],
                      bot_sigma: float) -> int:
    """Count every finished event not counted yet; returns how many."""
    root = Path(events_dir) if events_dir else None
    counted = 0
    for folder in sorted(root.iterdir()) if root and root.is_dir() else []:
        if not (folder / "boards.json").exists():
            continue
        try:
            event = load(folder)
        except EventError:
            continue
        linked = accounts_of(event)
        key = f"event-{event.commitment[:48]}"
        if not linked or await db.get(RatedRecordRow, key) is not None:
            continue
        got = await asyncio.to_thread(results, folder)
        if got.problems:
            continue
        await _rate(db, folder, event, got, linked, model, bot_mu, bot_sigma)
        db.add(RatedRecordRow(record_id=key, rated_at=time.time()))
        counted += 1
    return counted


async def _rate(db: Any, folder: Path, event: Event, got: Results, linked: dict[str, str],
                model: Any, bot_mu: dict[str, float], bot_sigma: float) -> None:
    """One event's boards, each comparison group a game ranked by score."""
    ids = dict((await db.execute(select(AccountRow.login, AccountRow.id).where(
        AccountRow.login.in_(list(linked))))).all())
    rows = {login: await rating_row(db, account_id, event.game, model)
            for login, account_id in ids.items()}
    _, substitutes = director(folder)
    entries = {e["name"]: e for e in event.field}

    def player(entry: dict[str, Any], name: str) -> Any:
        bot = entry["bot"] or substitutes.get(entry["name"])
        if bot:
            return model.rating(bot_mu.get(bot, 25.0), bot_sigma)
        if name in rows:
            return model.rating(rows[name].mu, rows[name].sigma)
        return model.rating()

    groups: dict[tuple[int, str], list[Any]] = defaultdict(list)
    for s in got.scored:
        groups[(s.entry.board, s.entry.group)].append(s.entry)
    for group in groups.values():
        if len(group) < 2:
            continue
        teams = [[player(entries[e.who], p) for p in entries[e.who]["players"]]
                 for e in group]
        order = sorted({e.score for e in group}, reverse=True)
        after = model.rate(teams, ranks=[float(order.index(e.score) + 1) for e in group])
        for e, new in zip(group, after, strict=True):
            entry = entries[e.who]
            for p, value in zip(entry["players"], new, strict=True):
                if p in rows and not substitutes.get(entry["name"]):
                    rows[p].mu, rows[p].sigma = float(value.mu), float(value.sigma)
                    rows[p].rounds += 1
                    rows[p].updated_at = time.time()
