"""The WebSocket protocol's shapes (docs/server.md): client messages as pydantic models,
the error every refusal becomes, and the envelope of every server frame.

Parsing a message is one step: any text that is not one of the models below becomes a
:class:`ProtocolError` with a code for programs and a sentence for people, so the handler
only ever sees well-formed messages.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Protocol

import orjson
from pydantic import BaseModel, ConfigDict, Field, StrictInt, TypeAdapter, ValidationError

from .limits import LimitError, loads_bounded

MessageId = Annotated[str, Field(min_length=1, max_length=80)]
#: an action as a record dict ({"play": [...], "as": ...}, {"pass": true}, ...) or as text
ActionBody = dict[str, Any] | Annotated[str, Field(min_length=1, max_length=4000)]


class ProtocolError(Exception):
    """A request the server refuses; the table is unchanged. ``rule`` is the ruling id of
    an illegal action; ``id`` the message id it answers; ``msg`` the sentence as a message
    (docs/translations.md), where it has one."""

    def __init__(self, code: str, message: str, status: int = 400, *, rule: str | None = None,
                 id: str | None = None, msg: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status
        self.rule = rule
        self.id = id
        self.msg = msg


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
    #: this client takes part in the deal: it commits to a random value before each deal
    #: and reveals it when asked (docs/records.md, scheme 2)
    contribute: bool = False
    #: this client takes the ``update`` that carries its action's id (``event.id``) as
    #: that action's ack: no ``ack`` frame follows an action that moved the table (a
    #: resend is still acked, with ``duplicate``); older clients get both, as before
    fold_acks: bool = False


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
    """Good actions for the seat to act: ``quick`` the greedy bot's list (``index`` cycles
    through it), ``strong`` the strong bot's one move (slower: up to about a second)."""

    type: Literal["hint"]
    index: Annotated[StrictInt, Field(ge=0, le=1_000_000)] = 0
    level: Literal["quick", "strong"] = "quick"


Hex64 = Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]


class Commit(_Message):
    """The seat's commitment (SHA-256 of its value, hex) for the deal of ``round``."""

    type: Literal["commit"]
    round: Annotated[StrictInt, Field(ge=1, le=1_000_000)]
    commitment: Hex64


class Reveal(_Message):
    """The seat's value (64 hex digits) for the deal of ``round``, once commitments close."""

    type: Literal["reveal"]
    round: Annotated[StrictInt, Field(ge=1, le=1_000_000)]
    value: Hex64


class Next(_Message):
    type: Literal["next"]


class Ping(_Message):
    type: Literal["ping"]


class Say(_Message):
    """A chat line at the table (people/chat.py bounds it)."""

    type: Literal["chat"]
    text: Annotated[str, Field(min_length=1, max_length=4000)]


class React(_Message):
    """A quick reaction (people/chat.py REACTIONS)."""

    type: Literal["react"]
    reaction: Annotated[str, Field(min_length=1, max_length=20)]


class Moderate(_Message):
    """The host hides a chat line (``hide``) or mutes a seat's chat (``seat``, ``mute``)."""

    type: Literal["moderate"]
    hide: StrictInt | None = None
    seat: StrictInt | None = None
    mute: bool = True


class HostDo(_Message):
    """The host's controls (people/host.py): ``remove`` or ``move`` a seat's person (to
    ``to``), ``shuffle`` the seats, ``end`` the table, or ask who is ready."""

    type: Literal["host"]
    do: Literal["remove", "move", "shuffle", "end", "ready_check"]
    seat: StrictInt | None = None
    to: StrictInt | None = None


class Leave(_Message):
    """Leave your seat (before the first deal): it is free again and you watch."""

    type: Literal["leave"]


class Ready(_Message):
    """Your answer to the host's ready check."""

    type: Literal["ready"]
    ready: bool = True


Message = (Hello | Act | Check | Hint | Next | Ping | Commit | Reveal | Say | React | Moderate
           | HostDo | Leave | Ready)
ClientMessage = Annotated[Message, Field(discriminator="type")]
TYPES = ("hello", "action", "check", "hint", "next", "ping", "commit", "reveal", "chat",
         "react", "moderate", "host", "leave", "ready")
#: the message models, in the order the browser's TypeScript declares them
MODELS = (Hello, Act, Check, Hint, Next, Ping, Commit, Reveal, Say, React, Moderate, HostDo, Leave,
          Ready)
_MESSAGES: TypeAdapter[Message] = TypeAdapter(ClientMessage)


def parse_message(text: str, max_depth: int = 32, max_int_digits: int = 18) -> Message:
    """One client frame as its model, or ProtocolError (bad_json, bad_message, unknown_type,
    too_deep, too_large: JSON over the bounds of ``limits.loads_bounded``)."""
    try:
        data = loads_bounded(text, max_depth, max_int_digits)
    except LimitError as exc:
        raw = exc.data.get("id") if isinstance(exc.data, dict) else None
        raise ProtocolError(exc.code, exc.message,
                            id=raw if isinstance(raw, str) and 0 < len(raw) <= 80 else None) \
            from None
    except ValueError:  # JSONDecodeError
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

#: JSON encoded already (orjson), placed into a frame as it is: a table's info is encoded
#: once per change and shared by every frame that carries it
Fragment = orjson.Fragment


def encode(msg: Any) -> str:
    """A frame as JSON text (orjson: about ten times the standard library's speed; keys
    that are not strings, such as seat numbers, become strings as ``json.dumps`` does)."""
    return orjson.dumps(msg, option=orjson.OPT_NON_STR_KEYS).decode()


def encode_bytes(value: Any) -> bytes:
    """A value as JSON bytes (as :func:`encode`)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)


def encode_fragment(value: Any) -> Fragment:
    return Fragment(encode_bytes(value))


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
    if exc.msg is not None:
        out["message_msg"] = exc.msg
    if exc.code == "illegal":
        out["rule"] = exc.rule
    if exc.id is not None:
        out["id"] = exc.id
    return out
