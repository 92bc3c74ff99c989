"""The record format as a pydantic model: what ``parse_record`` validates a decoded record
through, and what ``docs/record.schema.json`` and the browser's ``web/src/lib/record.ts``
are generated from (``scripts/view_types.py``), so the documented format and the one
read are the same. The rules: ``docs/records.md`` and shared ``specs/records.md``.

The envelope is checked here: every field's type, and what one field says of another (a
hand and a banker per seat, a seed or hands, a scheme-2 deal's seat numbers). Actions are
objects here; their content is each game's (the schema describes both games' actions),
and a replay reports an action its game cannot read at that action, as before. A record
that is not valid gives one sentence (:func:`problem`): the first failed check, in the
order of the fields below.
"""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    ValidationError,
    WithJsonSchema,
    model_validator,
)

from .shuffle import DEAL_SCHEME

FORMAT: Final = "marsmatch-record/1"


class Action(BaseModel):
    """One action, as a game writes it (its game reads it when replaying)."""

    model_config = ConfigDict(extra="allow", title="Action")

    seat: int = Field(ge=0, description="the seat that acts")
    play: list[str] | str | None = Field(
        None, description="cards played (Shengji also takes one card as a string)")
    as_: str | None = Field(None, alias="as", description=(
        "MarsMatch: the play's reading, KIND[:LENGTH[:ATTACHMENT[:RANK]]], as docs/records.md writes it"))
    hint: str | list[str] | None = Field(None, description=(
        'Shengji: how a lead splits, e.g. "pair" or ["pair S8", "single S7"], as docs/records.md writes it'))
    pass_: Literal[True] | None = Field(None, alias="pass", description="a pass")
    declare: list[str] | None = Field(None, description="Shengji: cards shown to set trump")
    bury: list[str] | None = Field(None, description="Shengji: the banker's new kitty")


class ShengjiStart(BaseModel):
    """A Shengji position to start from instead of the deal (G7; its game checks it)."""

    model_config = ConfigDict(title="ShengjiStart", extra="forbid")

    phase: Literal["declare", "bury", "play"] = "declare"
    level: str | None = Field(None, description='the rank played, e.g. "4" (default "2")')
    levels: list[str] | None = Field(None, description="both teams' levels, e.g. [\"2\", \"5\"]")
    trump: str | None = Field(None, description="the trump suit letter; null: no trump")
    banker: int | None = Field(None, ge=0, le=3)
    leader: int | None = Field(None, ge=0, le=3)
    kitty: list[str] | None = None
    points: int | None = Field(None, description="the attackers' points so far")


#: models that only describe (their games read what they describe), in the schema's $defs
DESCRIBED: tuple[type[BaseModel], ...] = (Action, ShengjiStart)


def _described(model: type[BaseModel], many: bool = False) -> WithJsonSchema:
    """A field validated loosely (its game checks it) whose schema is ``model``'s."""
    ref = {DESCRIBES: model.__name__}  # a $ref to it once it is in $defs (json_schema)
    return WithJsonSchema({"type": "array", "items": ref} if many else
                          {"anyOf": [ref, {"type": "null"}]})


DESCRIBES = "x-describes"


def _refer(node: Any) -> Any:
    """The schema with each ``{DESCRIBES: name}`` made a reference to ``$defs/name``."""
    if isinstance(node, dict):
        if DESCRIBES in node:
            return {"$ref": f"#/$defs/{node[DESCRIBES]}"}
        return {k: _refer(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_refer(v) for v in node]
    return node


class Contribution(BaseModel):
    """A player's part in a scheme-2 deal."""

    model_config = ConfigDict(strict=True)

    seat: StrictInt = Field(ge=0)
    commitment: StrictStr = Field(description="SHA-256 (hex) of the value, sent first")
    value: Annotated[str, Field(pattern="^[0-9a-f]{64}$")] | None = Field(
        None, description="the value revealed: 64 lowercase hex digits; null: not revealed")


class Deal(BaseModel):
    """How the seed was made for a deal the players helped shuffle (scheme 2)."""

    model_config = ConfigDict(strict=True)

    scheme: Literal["marsmatch-deal/2"]
    server_seed: StrictStr = Field(min_length=1, description="the server's revealed seed")
    contributions: list[Contribution] = []


class Record(BaseModel):
    """One round of MarsMatch or Shengji: who sat where, under which rules, what was
    dealt and every action in order (docs/records.md)."""

    model_config = ConfigDict(strict=True, extra="allow", title="GameRecord")

    format: Literal["marsmatch-record/1"] = FORMAT
    game: StrictStr = Field(description='"marsmatch" or "shengji"')
    players: list[StrictStr] = Field(description="names in seat order, clockwise")
    rules: dict[str, Any] | None = Field(
        None, description="only the options that differ from the defaults")
    seed: StrictStr | None = Field(None, description="what the deal is derived from")
    hands: list[list[StrictStr]] | None = Field(None, description="one list of cards a seat")
    actions: Annotated[list[dict[str, Any]], _described(Action, many=True)] = []
    banker: StrictInt | None = Field(None, description="the banker's seat")
    start: Annotated[dict[str, Any] | None, _described(ShengjiStart)] = None
    commitment: StrictStr | None = Field(
        None, description="SHA-256 (hex) of what was committed to before the deal")
    deal: Deal | None = None

    @model_validator(mode="after")
    def _agree(self) -> Record:
        seats = len(self.players)
        if self.hands is not None and len(self.hands) != seats:
            raise Wrong("err-hands-for", hands=str(len(self.hands)), players=str(seats))
        if self.seed is None and self.hands is None:
            raise Wrong("err-record-needs", key="seed-or-hands")
        if self.banker is not None and not 0 <= self.banker < seats:
            raise Wrong("err-seat-key", key="banker", top=str(seats - 1))
        if self.deal is not None:
            if self.seed is None:
                raise Wrong("err-record-needs", key="deal-seed")
            seen = set()
            for c in self.deal.contributions:
                if c.seat >= seats or c.seat in seen:
                    raise Wrong("err-contribution", what="seat", seat="", top=str(seats - 1))
                seen.add(c.seat)
        return self


#: what is wrong with a field that is not of its type, by its place in the record: a message
#: of words/*/errors.ftl and its arguments ({last}: the last seat, {seat}: the contribution's)
WRONG: dict[tuple[str, ...], tuple[str, dict[str, str]]] = {
    ("game",): ("err-record-needs", {"key": "game"}),
    ("players",): ("err-record-needs", {"key": "players"}),
    ("rules",): ("err-must-be", {"key": "rules", "kind": "rules"}),
    ("seed",): ("err-must-be", {"key": "seed", "kind": "string"}),
    ("hands",): ("err-must-be", {"key": "hands", "kind": "hands"}),
    ("actions",): ("err-must-be", {"key": "actions", "kind": "actions"}),
    ("banker",): ("err-seat-key", {"key": "banker", "top": "{last}"}),
    ("start",): ("err-must-be", {"key": "start", "kind": "object"}),
    ("commitment",): ("err-must-be", {"key": "commitment", "kind": "hex"}),
    ("deal",): ("err-must-be", {"key": "deal", "kind": "object"}),
    ("deal", "server_seed"): ("err-must-be", {"key": "deal.server_seed", "kind": "server-seed"}),
    ("deal", "contributions"): ("err-must-be", {"key": "deal.contributions", "kind": "list"}),
    ("deal", "contributions", "*"): ("err-contribution", {"what": "object", "seat": "", "top": ""}),
    ("deal", "contributions", "*", "seat"): ("err-contribution",
                                             {"what": "seat", "seat": "", "top": "{last}"}),
    ("deal", "contributions", "*", "commitment"): ("err-contribution", {
        "what": "commitment", "seat": "{seat}", "top": ""}),
    ("deal", "contributions", "*", "value"): ("err-contribution",
                                              {"what": "value", "seat": "{seat}", "top": ""}),
}


class Wrong(ValueError):
    """A record's fields that disagree, as a message id and its arguments."""

    def __init__(self, id: str, **args: str) -> None:
        super().__init__(id)
        self.id, self.args_ = id, args


def problem(data: dict[str, Any], error: ValidationError) -> tuple[str, dict[str, str]]:
    """The first thing wrong with a record: the message id of its one sentence and the
    message's arguments (``words.error`` makes the sentence in the reader's language)."""
    first = error.errors(include_url=False)[0]
    loc = tuple("*" if isinstance(p, int) else p for p in first["loc"])
    if first["type"] == "value_error" and isinstance(first["ctx"]["error"], Wrong):
        wrong = first["ctx"]["error"]
        return wrong.id, wrong.args_
    if loc == ("format",):
        return "err-format", {"given": repr(data.get("format")), "reads": FORMAT}
    if loc == ("deal", "scheme"):
        return "err-deal-scheme", {"given": repr(data["deal"].get("scheme")), "reads": DEAL_SCHEME}
    players = data.get("players")
    last = str(len(players) - 1) if isinstance(players, list) else "?"
    for size in range(len(loc), 0, -1):  # the most particular sentence there is
        found = WRONG.get(loc[:size])
        if found is not None:
            seat = str(_seat(data, first["loc"]))
            return found[0], {k: v.format(last=last, seat=seat) for k, v in found[1].items()}
    return "err-record-field", {"field": ".".join(str(p) for p in first["loc"])}


def _seat(data: dict[str, Any], loc: tuple[Any, ...]) -> Any:
    """The seat of the contribution at ``loc``, when the error is inside one."""
    if loc[:2] == ("deal", "contributions") and len(loc) > 3:  # a field of one
        return data["deal"]["contributions"][loc[2]].get("seat")
    return None


def json_schema() -> dict[str, Any]:
    """The record format's JSON Schema (``docs/record.schema.json``)."""
    schema = _refer(Record.model_json_schema(by_alias=True))
    for model in DESCRIBED:
        schema["$defs"][model.__name__] = model.model_json_schema(by_alias=True)
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}
