"""Every frame the server sends on a table's WebSocket, declared as pydantic models
(docs/server.md). The client messages are declared beside them in :mod:`.protocol`.

The table builds its frames as plain dicts and encodes each once per seat (speed: no
model is built per frame); these models are the schema those dicts follow. The tests
validate every frame a table sends against :data:`ServerFrame` (``extra="forbid"``: a key
not declared here fails), and ``scripts/view_types.py`` writes the browser's TypeScript
(``web/src/lib/frames.ts``) from the same schemas, so the client reads typed frames.

A field whose TypeScript type is declared elsewhere in the browser (the round's view, an
engine event, an action) names it with ``ts``; its Python type stays a plain mapping,
since each game's own models check its view (``games/*/views.py``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


def ts(name: str) -> Any:
    """A field the browser types as ``name`` (defined in ``web/src/lib/protocol.ts``)."""
    return Field(json_schema_extra={"tsType": name})


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid")


Msg = Annotated[dict[str, Any], ts("Msg")]
"""A sentence as a catalogue message: ``{"id": ..., "args": {...}}`` (docs/translations.md)."""


class SeatInfo(_Part):
    seat: int
    name: str | None
    kind: Literal["human", "bot"]
    bot: str | None
    taken: bool
    online: bool
    auto: bool


class Contribution(_Part):
    seat: int
    commitment: str
    value: str | None


class DealInfo(_Part):
    """The round being played (or just over): its commitment; its seed once over."""

    round: int
    commitment: str
    seed: str | None
    scheme: str | None = None
    contributions: list[Contribution] | None = None
    shuffle_seed: str | None = None


class NextDeal(_Part):
    round: int
    commitment: str


class SeatCommitment(_Part):
    seat: int
    commitment: str


class Dealing(_Part):
    """The deal being gathered: the players' commitments, then their values."""

    round: int
    phase: Literal["commit", "reveal"]
    committed: list[int]
    commitments: list[SeatCommitment] | None
    seconds: float


class TableInfo(_Part):
    """What everyone may know of a table (also ``GET /api/tables/{id}``)."""

    id: str
    game: str
    title: str
    name: str
    rules: dict[str, Any]
    seats: list[SeatInfo]
    match: Annotated[dict[str, Any] | None, ts("MatchSummary | null")]
    commitment: str
    commitment_round: int
    deal: DealInfo | None
    next_deal: NextDeal
    status: Literal["open", "playing", "finished"]
    round: int
    version: int
    turn_timer: float
    grace: float
    dealing: Dealing | None
    stopped: str | None
    created_at: float
    spectators: int


class Timer(_Part):
    """The running turn timer: ``deadline`` on the server's wall clock, and its ``now``."""

    seat: int | None
    deadline: float
    now: float
    seconds: float


class You(_Part):
    seat: int | None
    role: Literal["player", "spectator"]


class JoinEntry(_Part):
    type: Literal["join"]
    seat: int
    name: str


class DealEntry(_Part):
    type: Literal["deal"]
    round: int
    commitment: str | None


class ActionEntry(_Part):
    type: Literal["action"]
    seat: int
    by: Literal["player", "bot", "timeout", "takeover"]
    action: Annotated[dict[str, Any] | None, ts("LogEntry | null")]
    #: the action's message id, to the seat that sent it only
    id: str | None = None


class CommitEntry(_Part):
    type: Literal["commit"]
    round: int
    commitments: list[SeatCommitment]


class StopEntry(_Part):
    type: Literal["stop"]
    reason: str


class CardEntry(_Part):
    """The next card of a round dealt live (card p of the shoe goes to seat p % 4; the
    view says how many are out and shows each seat only its own)."""

    type: Literal["card"]
    seat: int  # the seat it went to


TableEntry = Annotated[JoinEntry | DealEntry | ActionEntry | CommitEntry | StopEntry | CardEntry,
                       Field(discriminator="type")]
Events = Annotated[list[dict[str, Any]] | None, ts("LogEntry[] | null")]


class _Frame(_Part):
    table: str
    v: int


class Welcome(_Frame):
    """The first frame after a hello: the table, the round as this seat sees it (with its
    ``history``), and with ``since``, the entries missed since then."""

    type: Literal["welcome"]
    info: TableInfo
    view: Annotated[dict[str, Any] | None, ts("View | null")]
    you: You
    timer: Timer | None
    missed: list[TableEntry] | None = None
    since: int | None = None


class Update(_Frame):
    """A new version: its entry, the round as this seat sees it now, the events it added."""

    type: Literal["update"]
    event: TableEntry
    info: TableInfo
    view: Annotated[dict[str, Any] | None, ts("View | null")]
    log: Events
    timer: Timer | None


class Presence(_Frame):
    """Who is here changed (a connection came or went, a stand-in took a seat)."""

    type: Literal["presence"]
    info: TableInfo
    timer: Timer | None


class Notice(_Frame):
    type: Literal["notice"]
    code: Literal["seat_elsewhere", "seat_shared", "seat_relinked", "storage_failed",
                  "storage_ok", "seat_moved", "seat_removed", "seat_left"]
    seat: int | None = None
    #: ``seat_moved``: the seat the host moved this person to
    to: int | None = None


class Ack(_Frame):
    """A message done: the version after it; ``duplicate`` for a resent action id."""

    type: Literal["ack"]
    id: str | None
    duplicate: bool
    round: int | None = None
    contribution: Literal["committed", "revealed"] | None = None


class ReadingOption(_Part):
    spec: str
    describe: str
    describe_msg: Msg | None = None


class CheckAnswer(_Frame):
    """Would the action be legal now: its canonical form and words, or why not."""

    type: Literal["check"]
    id: str | None
    ok: bool
    describe: str | None = None
    describe_msg: Msg | None = None
    action: Annotated[dict[str, Any] | None, ts("Action")] = None
    reason: str | None = None
    reason_msg: Msg | None = None
    rule: str | None = None
    readings: list[ReadingOption] | None = None


class HintAnswer(_Frame):
    type: Literal["hint"]
    id: str | None
    count: int
    index: int
    action: Annotated[dict[str, Any] | None, ts("Action")] = None
    describe: str | None = None
    describe_msg: Msg | None = None
    #: ``strong``: the strong bot's one move (``quick``, the default, is not sent)
    level: Literal["quick", "strong"] | None = None


class Pong(_Frame):
    type: Literal["pong"]
    id: str | None


class ErrorFrame(_Part):
    """A refusal; the table is unchanged. ``rule``: the ruling of an illegal action."""

    type: Literal["error"]
    table: str | None = None
    v: int | None = None
    code: str
    message: str
    message_msg: Msg | None = None
    rule: str | None = None
    id: str | None = None


class ChatLine(_Part):
    """A chat line or quick reaction (people/chat.py), kept with the round it was said in."""

    id: int
    round: int
    seat: int | None
    name: str
    kind: Literal["chat", "react"]
    text: str
    at: float


class Chat(_Frame):
    type: Literal["chat"]
    line: ChatLine


class ChatHidden(_Frame):
    """The host hid a chat line."""

    type: Literal["chat_hidden"]
    line: int


class ChatMuted(_Frame):
    """The host muted (or unmuted) a seat's chat."""

    type: Literal["chat_muted"]
    seat: int
    muted: bool


class ReadyCheck(_Frame):
    """The host's ready check: each seat's answer so far (keys are seat numbers)."""

    type: Literal["ready"]
    asked: bool
    ready: dict[str, bool]


ServerFrame = Annotated[Welcome | Update | Presence | Notice | Ack | CheckAnswer | HintAnswer |
                        Pong | ErrorFrame | Chat | ChatHidden | ChatMuted | ReadyCheck,
                        Field(discriminator="type")]
FRAMES: TypeAdapter[Any] = TypeAdapter(ServerFrame)
#: the frame models, in the order the TypeScript declares them
MODELS = (Welcome, Update, Presence, Notice, Ack, CheckAnswer, HintAnswer, Pong, ErrorFrame,
          Chat, ChatHidden, ChatMuted, ReadyCheck)
