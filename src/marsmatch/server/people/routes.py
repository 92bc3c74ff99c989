"""REST for accounts: sign up, sign in (password or recovery code), sign out, the
profile, sessions (list, revoke), the account's tables and history.

The account is always the session cookie's: no route takes an account id, so no account
reads another's sessions, seats or history. The cookie is HttpOnly, SameSite=Lax, and
Secure when the request came over https.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from ..protocol import ProtocolError
from ..routes_lobby import ERRORS, client_address
from .accounts import Signed
from .service import COOKIE, People

router = APIRouter(prefix="/api", tags=["people"])


def get_people(request: Request) -> People:
    people: People = request.app.state.people
    return people


PeopleDep = Annotated[People, Depends(get_people)]


async def signed_in(request: Request, people: PeopleDep) -> Signed:
    me = await people.accounts.signed(request.cookies.get(COOKIE))
    if me is None:
        raise ProtocolError("not_signed_in", "sign in first", 401)
    return me


MeDep = Annotated[Signed, Depends(signed_in)]
Password = Annotated[str, Field(min_length=1, max_length=200, repr=False)]


class SignUp(BaseModel):
    model_config = ConfigDict(extra="forbid", hide_input_in_errors=True)
    login: str = Field(..., min_length=1, max_length=40)
    password: Password
    display_name: str = Field("", max_length=40)
    language: str = Field("en", max_length=10)


class SignIn(BaseModel):
    model_config = ConfigDict(extra="forbid", hide_input_in_errors=True)
    login: str = Field(..., min_length=1, max_length=40)
    password: Password


class Recover(BaseModel):
    model_config = ConfigDict(extra="forbid", hide_input_in_errors=True)
    login: str = Field(..., min_length=1, max_length=40)
    code: str = Field(..., min_length=1, max_length=40)
    new_password: Password


class NewPassword(BaseModel):
    model_config = ConfigDict(extra="forbid", hide_input_in_errors=True)
    password: Password
    new_password: Password


class Profile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    display_name: str | None = Field(None, max_length=40)
    language: str | None = Field(None, max_length=10)


def _set_cookie(request: Request, response: Response, token: str, days: float) -> None:
    response.set_cookie(COOKIE, token, max_age=int(days * 86400), path="/", httponly=True,
                        samesite="lax", secure=request.url.scheme == "https")


def _agent(request: Request) -> str:
    return request.headers.get("user-agent", "")


def signed_in_as(request: Request, response: Response, people: People, account: Any,
                 token: str) -> dict[str, Any]:
    """The answer of every sign-in: the session's cookie set, the account shown."""
    _set_cookie(request, response, token, people.settings.session_days)
    return {"account": people.accounts.public(account)}


@router.post("/auth/signup", status_code=201, responses=ERRORS)
async def sign_up(body: SignUp, request: Request, response: Response,
                  people: PeopleDep) -> dict[str, Any]:
    """A new account, signed in at once. ``recovery_codes`` are shown this once: each
    signs in one time without the password (no email needed)."""
    account, token, codes = await people.accounts.sign_up(
        body.login, body.password, body.display_name, body.language,
        client_address(request), _agent(request))
    _set_cookie(request, response, token, people.settings.session_days)
    return {"account": people.accounts.public(account), "recovery_codes": codes}


@router.post("/auth/signin", responses=ERRORS)
async def sign_in(body: SignIn, request: Request, response: Response,
                  people: PeopleDep) -> dict[str, Any]:
    """Sign in: a new session (the browser's old one ends)."""
    account, token = await people.accounts.sign_in(
        body.login, body.password, client_address(request), _agent(request),
        request.cookies.get(COOKIE))
    return signed_in_as(request, response, people, account, token)


@router.post("/auth/recover", responses=ERRORS)
async def recover(body: Recover, request: Request, response: Response,
                  people: PeopleDep) -> dict[str, Any]:
    """Sign in with a recovery code and set a new password; the code is used up and
    every other session of the account ends."""
    account, token = await people.accounts.recover(
        body.login, body.code, body.new_password, client_address(request), _agent(request))
    _set_cookie(request, response, token, people.settings.session_days)
    return {"account": people.accounts.public(account),
            "recovery_codes_left": await people.accounts.codes_left(account.id)}


@router.post("/auth/signout")
async def sign_out(request: Request, response: Response, people: PeopleDep) -> dict[str, Any]:
    await people.accounts.sign_out(request.cookies.get(COOKIE))
    response.delete_cookie(COOKIE, path="/")
    return {"ok": True}


@router.get("/me")
async def me(request: Request, people: PeopleDep) -> dict[str, Any]:
    """The signed-in account (``account`` null when nobody is signed in)."""
    signed = await people.accounts.signed(request.cookies.get(COOKIE))
    if signed is None:
        return {"account": None}
    return {"account": people.accounts.public(signed.account),
            "recovery_codes_left": await people.accounts.codes_left(signed.account.id),
            "passkeys": await people.passkeys.count(signed.account.id)}


@router.post("/me/profile", responses=ERRORS)
async def set_profile(body: Profile, me: MeDep, people: PeopleDep) -> dict[str, Any]:
    account = await people.accounts.set_profile(me.account.id, body.display_name,
                                                body.language)
    return {"account": people.accounts.public(account)}


@router.post("/me/password", responses=ERRORS)
async def change_password(body: NewPassword, me: MeDep, people: PeopleDep) -> dict[str, Any]:
    await people.accounts.change_password(me.account.id, body.password, body.new_password)
    return {"ok": True}


@router.post("/me/recovery-codes", responses=ERRORS)
async def new_codes(me: MeDep, people: PeopleDep) -> dict[str, Any]:
    """New recovery codes, shown this once; the old ones stop working."""
    return {"recovery_codes": await people.accounts.new_codes(me.account.id)}


@router.get("/me/sessions", responses=ERRORS)
async def sessions(me: MeDep, people: PeopleDep) -> list[dict[str, Any]]:
    """The account's sessions (devices), newest first; ``current`` is this one."""
    return [{"id": s.id, "created_at": s.created_at, "last_seen": s.last_seen,
             "agent": s.agent, "current": s.id == me.session.id}
            for s in await people.accounts.sessions_of(me.account.id)]


@router.post("/me/sessions/{session_id}/revoke", responses=ERRORS)
async def revoke(session_id: str, me: MeDep, people: PeopleDep) -> dict[str, Any]:
    """End one of your sessions: that device is signed out at its next request."""
    if not await people.accounts.revoke(me.account.id, session_id):
        raise ProtocolError("not_found", "you have no such session", 404)
    return {"ok": True}


@router.get("/me/tables", responses=ERRORS)
async def my_tables(me: MeDep, people: PeopleDep) -> list[dict[str, Any]]:
    """The tables where the account holds a seat, newest first, with their live state
    where this process has them."""
    return await people.my_tables(me.account.id)


@router.get("/me/history", responses=ERRORS)
async def history(me: MeDep, people: PeopleDep) -> dict[str, Any]:
    """The account's rounds (each a record with its replay link) and its figures per
    game, with its ratings."""
    out = await people.holdings.history(me.account.id)
    out["ratings"] = await people.ratings.of(me.account.id)
    return out
