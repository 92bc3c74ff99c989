"""The protocol both games implement, so server, simulator, bots, records and RL are written once.

A game module (``marsmatch.games.marsmatch``, ``marsmatch.games.shengji``) exposes:

* ``NAME`` and ``Rules``: a frozen dataclass of options built on :class:`RulesBase`;
* ``new_round(rules, players, seed=None, hands=None, start=None, banker=None) -> State``;
* ``State`` with ``phase``, ``finished``, ``to_act`` (seats that may act now),
  ``view(seat)`` (what that seat may know; ``None`` for a spectator), ``events``
  (append-only log of frozen events), ``result()``, ``copy()``, ``legal_actions()``
  and ``apply_action(seat, action)`` taking the record's action dicts;
* ``replay_record(record) -> dict``: the JSON report of ``marsmatch replay``.

Checked actions raise :class:`~marsmatch.errors.IllegalAction` with a ruling id; the
unchecked fast paths used by search say so in their names.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Self

from ..errors import RulesError

_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


def option(
    default: Any,
    help: str,
    *,
    choices: tuple[str, ...] | None = None,
    minimum: int | None = None,
    maximum: int | None = None,
) -> Any:
    """Declare one rule option with its ruling's default, help text and allowed values."""
    meta = {"help": help, "choices": choices, "minimum": minimum, "maximum": maximum}
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class RulesBase:
    """Every option of a game in one frozen object; unknown names and bad values are errors."""

    GAME: ClassVar[str] = ""

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            object.__setattr__(self, f.name, _coerce(f, getattr(self, f.name)))

    @classmethod
    def options(cls) -> list[dataclasses.Field[Any]]:
        return list(dataclasses.fields(cls))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Self:
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise RulesError("rules must be an object of option names and values")
        known = {f.name for f in dataclasses.fields(cls)}
        for name in data:
            if name not in known:
                raise RulesError(
                    f"{name!r} is not a {cls.GAME} rule option; options are "
                    + ", ".join(sorted(known))
                )
        return cls(**dict(data))

    @classmethod
    def from_assignments(cls, items: Iterable[str], base: Mapping[str, Any] | None = None) -> Self:
        """Build from ``NAME=VALUE`` strings (the CLI's ``--rule``)."""
        data: dict[str, Any] = dict(base or {})
        for item in items:
            name, sep, value = item.partition("=")
            if not sep or not name.strip():
                raise RulesError(f"{item!r} is not NAME=VALUE")
            data[name.strip()] = value.strip()
        return cls.from_dict(data)

    def to_dict(self, changed_only: bool = True) -> dict[str, Any]:
        """The options as JSON; by default only those that differ from the defaults."""
        out = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if not changed_only or value != f.default:
                out[f.name] = value
        return out


def _coerce(f: dataclasses.Field[Any], value: Any) -> Any:
    meta = f.metadata
    kind = type(f.default)
    if kind is bool:
        if isinstance(value, str) and value.lower() in _TRUE | _FALSE:
            value = value.lower() in _TRUE
        if not isinstance(value, bool):
            raise RulesError(f"rule {f.name} takes true or false, not {value!r}")
        return value
    if kind is int:
        if isinstance(value, str):
            try:
                value = int(value)
            except ValueError:
                raise RulesError(f"rule {f.name} takes a whole number, not {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesError(f"rule {f.name} takes a whole number, not {value!r}")
        lo, hi = meta.get("minimum"), meta.get("maximum")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            bounds = f"at least {lo}" if hi is None else f"from {lo} to {hi}"
            raise RulesError(f"rule {f.name} takes a whole number {bounds}, not {value}")
        return value
    choices = meta.get("choices")
    if choices is not None:
        if value not in choices:
            raise RulesError(f"rule {f.name} is one of {', '.join(choices)}, not {value!r}")
        return value
    return value


class GameState(Protocol):
    """What the server, simulator, bots and RL adapters rely on."""

    @property
    def finished(self) -> bool: ...

    @property
    def to_act(self) -> tuple[int, ...]: ...

    def view(self, seat: int | None) -> dict[str, Any]: ...

    def result(self) -> list[dict[str, Any]]: ...

    def copy(self) -> Self: ...

    def apply_action(self, seat: int, action: Mapping[str, Any]) -> Any: ...
