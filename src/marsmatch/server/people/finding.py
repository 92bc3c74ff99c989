"""Finding a game: friends (a contact list of accounts), the lobby's open seats in the
order a player wants them (friends' tables first, then the tables closest to starting),
and a seat at the next table that needs one."""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError

from ..db import Store
from ..protocol import ProtocolError
from .schema import AccountRow, AccountSeatRow, FriendRow

MAX_FRIENDS = 500


class Finding:
    def __init__(self, store: Store) -> None:
        self.store = store

    # --- friends ---------------------------------------------------------------------------
    async def friends(self, account_id: str) -> list[dict[str, Any]]:
        async with self.store.sessions() as db:
            rows = (await db.execute(select(AccountRow.login, AccountRow.display_name).join(
                FriendRow, FriendRow.friend_id == AccountRow.id).where(
                FriendRow.account_id == account_id).order_by(AccountRow.display_name))).all()
        return [{"login": login, "display_name": name} for login, name in rows]

    async def befriend(self, account_id: str, login: str) -> dict[str, Any]:
        async with self.store.sessions() as db:
            friend = (await db.execute(select(AccountRow).where(
                AccountRow.login == login.strip().lower()))).scalar_one_or_none()
            if friend is None or friend.id == account_id:
                raise ProtocolError("not_found", f"there is no other account {login!r}", 404)
            count = len((await db.execute(select(FriendRow.id).where(
                FriendRow.account_id == account_id))).all())
            if count >= MAX_FRIENDS:
                raise ProtocolError("too_many", f"at most {MAX_FRIENDS} friends", 409)
            db.add(FriendRow(account_id=account_id, friend_id=friend.id, added_at=time.time()))
            try:
                await db.commit()
            except IntegrityError:
                await db.rollback()  # a friend already: nothing to add
            return {"login": friend.login, "display_name": friend.display_name}

    async def unfriend(self, account_id: str, login: str) -> None:
        async with self.store.sessions() as db:
            friend = (await db.execute(select(AccountRow.id).where(
                AccountRow.login == login.strip().lower()))).scalar()
            await db.execute(delete(FriendRow).where(FriendRow.account_id == account_id,
                                                     FriendRow.friend_id == friend))
            await db.commit()

    async def friends_tables(self, account_id: str | None) -> set[str]:
        """The tables where a friend of the account holds a seat."""
        if account_id is None:
            return set()
        async with self.store.sessions() as db:
            return set((await db.execute(select(AccountSeatRow.table_id).join(
                FriendRow, FriendRow.friend_id == AccountSeatRow.account_id).where(
                FriendRow.account_id == account_id))).scalars().all())

    # --- the lobby's open seats --------------------------------------------------------------
    @staticmethod
    def order(tables: list[dict[str, Any]], friends: set[str], game: str | None = None,
              seats: int | None = None) -> list[dict[str, Any]]:
        """Tables with a free seat (of ``game``, with ``seats`` seats), friends' first,
        then those with the fewest seats still free (they start soonest), newest first;
        each marked ``friends``."""
        found = [{**t, "friends": t["id"] in friends} for t in tables
                 if t.get("free_seats") and t.get("status") == "open"
                 and (game is None or t["game"] == game)
                 and (seats is None or len(t["seats"]) == seats)]
        found.sort(key=lambda t: (not t["friends"], len(t["free_seats"]),
                                  -float(t.get("created_at", 0))))
        return found
