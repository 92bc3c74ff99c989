"""An account's rating row in a game, made at the default rating the first time: one place
for both feeds (``ratings``: the tables' rounds; ``eventratings``: duplicate events)."""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import select

from .schema import RatingRow


async def rating_row(db: Any, account_id: str, game: str, model: Any) -> RatingRow:
    """The account's rating in ``game`` (a new one at ``model``'s default if none yet)."""
    row = (await db.execute(select(RatingRow).where(
        RatingRow.account_id == account_id, RatingRow.game == game))).scalar()
    if row is None:
        fresh = model.rating()
        row = RatingRow(account_id=account_id, game=game, mu=fresh.mu, sigma=fresh.sigma,
                        rounds=0, updated_at=time.time())
        db.add(row)
    return row
