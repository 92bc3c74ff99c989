"""The WebSocket protocol's shapes (docs/server.md): client messages as pydantic models,
the error every refusal becomes, and the envelope of every server frame.

Parsing a message is one step: any text that is not one of the models below becomes a
:class:`ProtocolError` with a code for programs and a sentence for people, so the handler
only ever sees well-formed messages.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, StrictInt, TypeAdapter, ValidationError

MessageId = Annotated[str, Field(min_length=1, max_length=80)]
#: an action as a record dict ({"play": [...], "as": ...}, {"pass": true}, ...) or as text
ActionBody = dict[str, Any] | Annotated[str, Field(min_length=1, max_length=4000)]


class ProtocolError(Exception):
    """A request the server refuses; the table is unchanged. ``rule`` is the ruling id of
    an illegal action; ``id`` the message id it answers."""

    def __init__(self, code: str, message: str, status: int = 400, *, rule: str | None = None,
                 id: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status
        self.rule = rule
        self.id = id


class _Message(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    id: MessageId | None = None


class Hello(_Message):
    """Sit as ``seat`` with its token, or watch (``seat`` null); ``since``: the last
    version the client has."""

    type: Literal["hello"]
    seat: StrictInt | None = None
    token: Annotated[str, Field(max_length=200)] | None = None
    since: StrictInt | None = None


class Act(_Message):
    """Act for your seat; the id makes a resend harmless."""

    type: Literal["action"]
    id: MessageId
    action: ActionBody


class Check(_Message):
    """Would this action be legal now? Nothing changes."""

    type: Literal["check"]
    action: ActionBody


class Hint(_Message):
    type: Literal["hint"]
    index: StrictInt = 0


class Next(_Message):
    type: Literal["next"]


class Ping(_Message):
    type: Literal["ping"]


ClientMessage = Annotated[Hello | Act | Check | Hint | Next | Ping, Field(discriminator="type")]
TYPES = ("hello", "action", "check", "hint", "next", "ping")
_MESSAGES: TypeAdapter[Hello | Act | Check | Hint | Next | Ping] = TypeAdapter(ClientMessage)


def parse_message(text: str) -> Hello | Act | Check | Hint | Next | Ping:
    """One client frame as its model, or ProtocolError (bad_json, bad_message, unknown_type)."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise ProtocolError("bad_json", "that message is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", 'a message is a JSON object with a "type"')
    raw_id = data.get("id")
    mid = raw_id if isinstance(raw_id, str) and 0 < len(raw_id) <= 80 else None
    try:
        return _MESSAGES.validate_python(data)
    except ValidationError as exc:
        errors = exc.errors()
        if errors[0]["type"] in ("union_tag_invalid", "union_tag_not_found"):
            raise ProtocolError("unknown_type", f"unknown message type {data.get('type')!r}; "
                                f"types are {', '.join(TYPES)}", id=mid) from None
        raise ProtocolError("bad_message", _explain(data.get("type"), errors), id=mid) from None


def _explain(kind: object, errors: list[Any]) -> str:
    if kind == "action" and any(e["loc"][1:] == ("id",) for e in errors):
        return 'an action needs an "id" (any unique string of 1 to 80 characters)'
    parts = []
    for e in errors:
        where = ".".join(str(p) for p in e["loc"][1:])
        parts.append(f'"{where}": {e["msg"]}' if where else str(e["msg"]))
    return "; ".join(parts)


# --- server frames --------------------------------------------------------------------


class Versioned(Protocol):
    id: str

    @property
    def version(self) -> int: ...


def frame(table: Versioned, kind: str, **fields: Any) -> dict[str, Any]:
    """A server frame: its ``type``, the table and the table's version when it was sent."""
    return {"type": kind, "table": table.id, "v": table.version, **fields}


def error_frame(table: Versioned | None, exc: ProtocolError) -> dict[str, Any]:
    """An error frame: ``code`` and ``message``; ``rule`` for an illegal action; ``id``."""
    out: dict[str, Any] = {"type": "error"}
    if table is not None:
        out.update(table=table.id, v=table.version)
    out.update(code=exc.code, message=exc.message)
    if exc.code == "illegal":
        out["rule"] = exc.rule
    if exc.id is not None:
        out["id"] = exc.id
    return out
