"""Accounts and their sessions: sign-up, sign-in, recovery codes, revoking.

A password is hashed with argon2id (``argon2-cffi``) off the event loop and never stored,
logged or echoed. A session is a random 256-bit token in an HttpOnly cookie; the database
keeps its SHA-256 and a public handle the holder lists and revokes. Every sign-in makes a
new session and ends the one the browser presented (rotation). Recovery codes are random
80-bit values shown once and stored as their SHA-256, each good once. Sign-in attempts are
bounded per account name and per client address (``signins_per_*``: a 429 beyond).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import re
import secrets
import time
from dataclasses import dataclass
from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, select, update

from ..config import Settings
from ..db import Store
from ..limits import Window
from ..protocol import ProtocolError
from ..seats import clean_name
from .schema import AccountRow, RecoveryCodeRow, SessionRow

LOGIN = re.compile(r"^[a-z0-9][a-z0-9_.-]{1,29}$")
LANGUAGES = ("en", "zh-Hans", "zh-Hant")
RECOVERY_CODES = 10
MAX_SESSIONS = 20  # per account; the oldest goes first
SIGNIN_WINDOW = 300.0

_hasher = PasswordHasher()
#: verified when the name is unknown, so a wrong name costs the same time as a wrong password
_DUMMY = _hasher.hash("not a password of anyone")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def new_code() -> str:
    """A recovery code: 80 random bits as 16 base32 letters in groups of four."""
    raw = base64.b32encode(secrets.token_bytes(10)).decode("ascii").lower()
    return "-".join(raw[i:i + 4] for i in range(0, 16, 4))


def norm_code(code: str) -> str:
    return re.sub(r"[^a-z2-7]", "", code.lower())


def check_password(password: str) -> None:
    if len(password) < 8:
        raise ProtocolError("weak_password", "a password needs at least 8 characters", 422)


@dataclass
class Signed:
    """A signed-in account and the session it came with."""

    account: AccountRow
    session: SessionRow


class Accounts:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.per_account = Window(settings.signins_per_account, SIGNIN_WINDOW)
        self.per_address = Window(settings.signins_per_address, SIGNIN_WINDOW)
        self.signups = Window(settings.signups_per_address_per_hour, 3600.0)

    # --- what the routes show ------------------------------------------------------------
    @staticmethod
    def public(account: AccountRow) -> dict[str, Any]:
        return {"id": account.id, "login": account.login, "display_name": account.display_name,
                "language": account.language, "created_at": account.created_at,
                "password": account.password_hash is not None}

    # --- signing up and in -------------------------------------------------------------
    async def sign_up(self, login: str, password: str | None, display_name: str, language: str,
                      address: str, agent: str) -> tuple[AccountRow, str, list[str]]:
        """A new account (``password`` None: a passkey's, added by the caller), its first
        session's token and its recovery codes (shown once)."""
        login = self.check_login(login)
        if password is not None:
            check_password(password)
        self.limit(self.signups, address, "new accounts")
        digest = None if password is None else await asyncio.to_thread(_hasher.hash, password)
        account = AccountRow(id=secrets.token_hex(12), login=login,
                             display_name=clean_name(display_name) or login,
                             language=language if language in LANGUAGES else "en",
                             password_hash=digest, created_at=time.time())
        codes = [new_code() for _ in range(RECOVERY_CODES)]
        async with self.store.sessions() as db:
            if (await db.execute(select(AccountRow.id).where(AccountRow.login == login))).first():
                raise ProtocolError("login_taken", f"the name {login!r} is taken", 409)
            db.add(account)
            db.add_all(RecoveryCodeRow(code_hash=sha(norm_code(c)), account_id=account.id)
                       for c in codes)
            await db.commit()
        token = await self.new_session(account.id, agent, None)
        return account, token, codes

    async def check_free(self, login: str) -> str:
        """The login, lower case, if it is well formed and free (before a passkey's
        ceremony); else login_taken or bad_login."""
        login = self.check_login(login)
        if await self._by_login(login) is not None:
            raise ProtocolError("login_taken", f"the name {login!r} is taken", 409)
        return login

    @staticmethod
    def check_login(login: str) -> str:
        login = login.strip().lower()
        if not LOGIN.match(login):
            raise ProtocolError("bad_login", "a sign-in name is 2 to 30 letters, digits, "
                                "dots, dashes or underscores, starting with a letter or digit",
                                422)
        return login

    async def sign_in(self, login: str, password: str, address: str, agent: str,
                      old_token: str | None) -> tuple[AccountRow, str]:
        login = login.strip().lower()
        self.limit(self.per_address, address, "sign-in attempts from your address")
        self.limit(self.per_account, login, "sign-in attempts for this account")
        account = await self._by_login(login)
        stored = account.password_hash if account is not None else None
        ok = await asyncio.to_thread(_verify, stored or _DUMMY, password)
        if account is None or stored is None or not ok:
            raise ProtocolError("bad_credentials", "that name and password do not match", 401)
        if _hasher.check_needs_rehash(stored):
            await self._set_hash(account.id, await asyncio.to_thread(_hasher.hash, password))
        return account, await self.new_session(account.id, agent, old_token)

    async def recover(self, login: str, code: str, new_password: str, address: str,
                      agent: str) -> tuple[AccountRow, str]:
        """Sign in with a recovery code (used up) and set a new password; every other
        session of the account ends."""
        login = login.strip().lower()
        check_password(new_password)
        self.limit(self.per_address, address, "sign-in attempts from your address")
        self.limit(self.per_account, login, "sign-in attempts for this account")
        account = await self._by_login(login)
        digest = sha(norm_code(code))
        async with self.store.sessions() as db:
            row = None if account is None else await db.get(RecoveryCodeRow, digest)
            if account is None or row is None or row.used or row.account_id != account.id:
                raise ProtocolError("bad_credentials", "that name and recovery code do not "
                                    "match", 401)
            row.used = True
            await db.execute(delete(SessionRow).where(SessionRow.account_id == account.id))
            await db.commit()
        await self._set_hash(account.id, await asyncio.to_thread(_hasher.hash, new_password))
        return account, await self.new_session(account.id, agent, None)

    async def sign_out(self, token: str | None) -> None:
        if token:
            async with self.store.sessions() as db:
                await db.execute(delete(SessionRow).where(SessionRow.token_hash == sha(token)))
                await db.commit()

    # --- the signed-in account -----------------------------------------------------------
    async def signed(self, token: str | None) -> Signed | None:
        """The account of a session cookie, or None (no cookie, revoked, expired)."""
        if not token or len(token) > 100:
            return None
        now = time.time()
        async with self.store.sessions() as db:
            s = (await db.execute(select(SessionRow).where(
                SessionRow.token_hash == sha(token)))).scalar_one_or_none()
            if s is None:
                return None
            if s.last_seen < now - self.settings.session_days * 86400:
                await db.delete(s)
                await db.commit()
                return None
            account = await db.get(AccountRow, s.account_id)
            if account is None:
                return None
            if now - s.last_seen > 60:  # a write at most a minute per session
                s.last_seen = now
                await db.commit()
            return Signed(account, s)

    async def sessions_of(self, account_id: str) -> list[SessionRow]:
        async with self.store.sessions() as db:
            return list((await db.execute(select(SessionRow).where(
                SessionRow.account_id == account_id).order_by(SessionRow.created_at.desc())))
                .scalars().all())

    async def revoke(self, account_id: str, session_id: str) -> bool:
        """End one of the account's own sessions (another account's is not found)."""
        async with self.store.sessions() as db:
            gone = await db.execute(delete(SessionRow).where(
                SessionRow.id == session_id, SessionRow.account_id == account_id))
            await db.commit()
            return bool(getattr(gone, "rowcount", 0))  # an UPDATE/DELETE's CursorResult

    async def new_codes(self, account_id: str) -> list[str]:
        """Fresh recovery codes; the old ones stop working."""
        codes = [new_code() for _ in range(RECOVERY_CODES)]
        async with self.store.sessions() as db:
            await db.execute(delete(RecoveryCodeRow).where(
                RecoveryCodeRow.account_id == account_id))
            db.add_all(RecoveryCodeRow(code_hash=sha(norm_code(c)), account_id=account_id)
                       for c in codes)
            await db.commit()
        return codes

    async def codes_left(self, account_id: str) -> int:
        async with self.store.sessions() as db:
            return len((await db.execute(select(RecoveryCodeRow.code_hash).where(
                RecoveryCodeRow.account_id == account_id,
                RecoveryCodeRow.used.is_(False)))).all())

    async def change_password(self, account_id: str, old: str, new: str) -> None:
        check_password(new)
        async with self.store.sessions() as db:
            account = await db.get(AccountRow, account_id)
        stored = account.password_hash if account is not None else None
        if stored is not None and not await asyncio.to_thread(_verify, stored, old):
            raise ProtocolError("bad_credentials", "the current password is not right", 401)
        await self._set_hash(account_id, await asyncio.to_thread(_hasher.hash, new))

    async def set_profile(self, account_id: str, display_name: str | None,
                          language: str | None) -> AccountRow:
        async with self.store.sessions() as db:
            account = await db.get(AccountRow, account_id)
            assert account is not None
            if display_name is not None and clean_name(display_name):
                account.display_name = clean_name(display_name)
            if language in LANGUAGES:
                account.language = language
            await db.commit()
            return account

    # --- parts ---------------------------------------------------------------------------
    def limit(self, window: Window, key: str, what: str) -> None:
        wait = window.retry_after(key)
        if wait > 0:
            raise ProtocolError("rate_limited", f"too many {what}; try again in "
                                f"{int(wait) + 1} s", 429)

    async def _by_login(self, login: str) -> AccountRow | None:
        async with self.store.sessions() as db:
            return (await db.execute(select(AccountRow).where(
                AccountRow.login == login))).scalar_one_or_none()

    async def _set_hash(self, account_id: str, digest: str) -> None:
        async with self.store.sessions() as db:
            await db.execute(update(AccountRow).where(AccountRow.id == account_id)
                             .values(password_hash=digest))
            await db.commit()

    async def new_session(self, account_id: str, agent: str, old_token: str | None) -> str:
        """A new session for the account; the browser's old one ends (rotation), and
        beyond ``MAX_SESSIONS`` the oldest."""
        token = secrets.token_urlsafe(32)
        now = time.time()
        async with self.store.sessions() as db:
            if old_token:
                await db.execute(delete(SessionRow).where(SessionRow.token_hash == sha(old_token)))
            db.add(SessionRow(id=secrets.token_hex(8), token_hash=sha(token),
                              account_id=account_id, created_at=now, last_seen=now,
                              agent=agent[:160]))
            await db.flush()
            ids = (await db.execute(select(SessionRow.id).where(
                SessionRow.account_id == account_id).order_by(
                SessionRow.created_at.desc()))).scalars().all()
            if len(ids) > MAX_SESSIONS:
                await db.execute(delete(SessionRow).where(SessionRow.id.in_(ids[MAX_SESSIONS:])))
            await db.commit()
        return token


def _verify(digest: str, password: str) -> bool:
    try:
        return _hasher.verify(digest, password)
    except (VerificationError, InvalidHashError):
        return False
