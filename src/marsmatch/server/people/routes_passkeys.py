"""REST for passkeys (WebAuthn): options, then the browser's answer, for making an account
or adding a passkey (``/register``) and for signing in (``/signin``). See passkeys.py."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from ..routes_lobby import ERRORS, client_address
from .routes import PeopleDep, _agent, _set_cookie, signed_in_as
from .service import COOKIE

router = APIRouter(prefix="/api/auth/passkey", tags=["people"])


class NewAccount(BaseModel):
    model_config = ConfigDict(extra="forbid")
    login: str = Field("", max_length=40)
    display_name: str = Field("", max_length=40)
    language: str = Field("en", max_length=10)


class Answer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ceremony: str = Field(..., min_length=1, max_length=60)
    credential: dict[str, Any]


def _party(request: Request) -> tuple[str, str]:
    """The relying party's id (the host name) and the origin the browser is on."""
    host = request.headers.get("host", request.url.netloc)
    return request.url.hostname or "localhost", f"{request.url.scheme}://{host}"


@router.post("/register/options", responses=ERRORS)
async def register_options(body: NewAccount, request: Request,
                           people: PeopleDep) -> dict[str, Any]:
    """Options for ``navigator.credentials.create``: a passkey for the signed-in account,
    or (signed out) for a new account named ``login``."""
    me = await people.accounts.signed(request.cookies.get(COOKIE))
    rp_id, origin = _party(request)
    return await people.passkeys.register_options(rp_id, origin,
                                                  me.account if me else None,
                                                  body.model_dump())


@router.post("/register", status_code=201, responses=ERRORS)
async def register(body: Answer, request: Request, response: Response,
                   people: PeopleDep) -> dict[str, Any]:
    """The new credential: kept; a new account is signed in and gets its recovery codes."""
    account, token, codes = await people.passkeys.register(
        body.ceremony, body.credential, client_address(request), _agent(request))
    if token is not None:
        _set_cookie(request, response, token, people.settings.session_days)
    return {"account": people.accounts.public(account), "recovery_codes": codes}


@router.post("/signin/options", responses=ERRORS)
async def signin_options(request: Request, people: PeopleDep) -> dict[str, Any]:
    """Options for ``navigator.credentials.get`` (any passkey of this site)."""
    rp_id, origin = _party(request)
    return people.passkeys.signin_options(rp_id, origin)


@router.post("/signin", responses=ERRORS)
async def signin(body: Answer, request: Request, response: Response,
                 people: PeopleDep) -> dict[str, Any]:
    """Sign in with a passkey: a new session (the browser's old one ends)."""
    account, token = await people.passkeys.signin(
        body.ceremony, body.credential, client_address(request), _agent(request),
        request.cookies.get(COOKIE))
    return signed_in_as(request, response, people, account, token)
