"""Passkeys (WebAuthn) with ``py_webauthn``: make an account with a passkey (no password),
add one to a signed-in account, sign in with one (discoverable: no name to type).

The relying party is the host the browser asked (``rp_id``: its name without the port;
browsers refuse IP addresses, so use a name such as ``localhost``) and the origin is the
request's own. A ceremony's challenge lives in this process for ``CHALLENGE_SECONDS`` and
is good once. Only each credential's id and public key are stored.
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.exceptions import InvalidAuthenticationResponse, InvalidRegistrationResponse
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from ..protocol import ProtocolError
from .accounts import Accounts
from .schema import AccountRow, PasskeyRow

CHALLENGE_SECONDS = 300.0
MAX_CHALLENGES = 10_000
RP_NAME = "MarsMatch"


@dataclass
class Ceremony:
    challenge: bytes
    kind: str  # "register" | "signin"
    rp_id: str
    origin: str
    expires: float
    account_id: str | None = None
    new: dict[str, Any] = field(default_factory=dict)  # a new account's login, name, language


class Passkeys:
    def __init__(self, accounts: Accounts) -> None:
        self.accounts = accounts
        self.store = accounts.store
        self.pending: dict[str, Ceremony] = {}

    def _open(self, c: Ceremony) -> str:
        now = time.time()
        if len(self.pending) >= MAX_CHALLENGES:
            for k in [k for k, v in self.pending.items() if v.expires < now]:
                del self.pending[k]
            if len(self.pending) >= MAX_CHALLENGES:
                raise ProtocolError("busy", "too many sign-ins under way; try again soon", 503)
        key = secrets.token_urlsafe(18)
        self.pending[key] = c
        return key

    def _take(self, key: str, kind: str) -> Ceremony:
        c = self.pending.pop(key, None)
        if c is None or c.kind != kind or c.expires < time.time():
            raise ProtocolError("expired", "that passkey request is over; start again", 400)
        return c

    async def register_options(self, rp_id: str, origin: str, account: AccountRow | None,
                               new: dict[str, Any]) -> dict[str, Any]:
        """The browser's ``navigator.credentials.create`` options: for the signed-in
        account, or for a new account named in ``new`` (login, display_name, language)."""
        if account is None:
            login = await self.accounts.check_free(new.get("login", ""))
            user_id, user_name = secrets.token_hex(12), login
            display = new.get("display_name") or login
        else:
            user_id, user_name, display = account.id, account.login, account.display_name
        async with self.store.sessions() as db:
            have = [] if account is None else (await db.execute(select(
                PasskeyRow.credential_id).where(PasskeyRow.account_id == account.id))
            ).scalars().all()
        opts = generate_registration_options(
            rp_id=rp_id, rp_name=RP_NAME, user_id=user_id.encode(), user_name=user_name,
            user_display_name=display,
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.REQUIRED,
                user_verification=UserVerificationRequirement.PREFERRED),
            exclude_credentials=[PublicKeyCredentialDescriptor(id=base64url_to_bytes(c))
                                 for c in have])
        key = self._open(Ceremony(opts.challenge, "register", rp_id, origin,
                                  time.time() + CHALLENGE_SECONDS,
                                  account.id if account else None,
                                  {**new, "login": user_name, "user_id": user_id}))
        return {"ceremony": key, "options": json.loads(options_to_json(opts))}

    async def register(self, key: str, credential: dict[str, Any], address: str,
                       agent: str) -> tuple[AccountRow, str | None, list[str]]:
        """Check the new credential and keep it: a new account (with its first session and
        recovery codes) or one more passkey of the signed-in account (no new session)."""
        c = self._take(key, "register")
        try:
            v = verify_registration_response(credential=credential, expected_challenge=c.challenge,
                                             expected_rp_id=c.rp_id, expected_origin=c.origin,
                                             require_user_verification=False)
        except (InvalidRegistrationResponse, ValueError, KeyError, TypeError) as exc:
            raise ProtocolError("bad_passkey", f"the passkey was not accepted: {exc}") from None
        token: str | None = None
        codes: list[str] = []
        if c.account_id is None:
            account, token, codes = await self.accounts.sign_up(
                c.new["login"], None, c.new.get("display_name", ""), c.new.get("language", "en"),
                address, agent)
        else:
            async with self.store.sessions() as db:
                found = await db.get(AccountRow, c.account_id)
            assert found is not None
            account = found
        async with self.store.sessions() as db:
            db.add(PasskeyRow(credential_id=bytes_to_base64url(v.credential_id),
                              account_id=account.id,
                              public_key=bytes_to_base64url(v.credential_public_key),
                              sign_count=v.sign_count, created_at=time.time()))
            await db.commit()
        return account, token, codes

    def signin_options(self, rp_id: str, origin: str) -> dict[str, Any]:
        opts = generate_authentication_options(
            rp_id=rp_id, user_verification=UserVerificationRequirement.PREFERRED)
        key = self._open(Ceremony(opts.challenge, "signin", rp_id, origin,
                                  time.time() + CHALLENGE_SECONDS))
        return {"ceremony": key, "options": json.loads(options_to_json(opts))}

    async def signin(self, key: str, credential: dict[str, Any], address: str, agent: str,
                     old_token: str | None) -> tuple[AccountRow, str]:
        self.accounts.limit(self.accounts.per_address, address,
                            "sign-in attempts from your address")
        c = self._take(key, "signin")
        raw = str(credential.get("rawId") or credential.get("id") or "")
        async with self.store.sessions() as db:
            row = await db.get(PasskeyRow, raw)
            if row is None:
                raise ProtocolError("bad_credentials", "this passkey belongs to no account here",
                                    401)
            try:
                v = verify_authentication_response(
                    credential=credential, expected_challenge=c.challenge,
                    expected_rp_id=c.rp_id, expected_origin=c.origin,
                    credential_public_key=base64url_to_bytes(row.public_key),
                    credential_current_sign_count=row.sign_count,
                    require_user_verification=False)
            except (InvalidAuthenticationResponse, ValueError, KeyError, TypeError) as exc:
                raise ProtocolError("bad_credentials",
                                    f"the passkey was not accepted: {exc}", 401) from None
            row.sign_count = v.new_sign_count
            account = await db.get(AccountRow, row.account_id)
            await db.commit()
        assert account is not None
        return account, await self.accounts.new_session(account.id, agent, old_token)

    async def count(self, account_id: str) -> int:
        async with self.store.sessions() as db:
            return len((await db.execute(select(PasskeyRow.credential_id).where(
                PasskeyRow.account_id == account_id))).all())
