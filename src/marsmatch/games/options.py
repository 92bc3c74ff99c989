"""Rules as data: every option of a game in one frozen object, declared with ``option()``.

One declaration carries the ruling's default, its help text and the allowed values; it
coerces strings (the CLI's ``--rule NAME=VALUE``), rejects unknown names with the list of
known ones, and writes only the changed options into records.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from ..errors import RulesError
from ..words import error, msg

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
    """Declare one rule option with its ruling's default, help text and allowed values.
    A whole-number option must give both bounds: a table stores, encodes and hands its
    rules to the compiled core (32-bit counts), so no value may be unbounded."""
    if type(default) is int and (minimum is None or maximum is None):
        raise TypeError(f"a whole-number rule option needs a minimum and a maximum ({help!r})")
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
    def schema(cls) -> list[dict[str, Any]]:
        """Every option as JSON (name, default, help, choices, bounds, type): the lobby's form."""
        out = []
        for f in dataclasses.fields(cls):
            meta = f.metadata
            out.append({"name": f.name, "default": f.default, "help": meta.get("help", ""),
                        "choices": list(meta["choices"]) if meta.get("choices") else None,
                        "minimum": meta.get("minimum"), "maximum": meta.get("maximum"),
                        "type": type(f.default).__name__})
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None, **init: Any) -> Self:
        """Options from JSON; ``init`` passes a game's init-only flags (``for_position``)."""
        if data is None:
            return cls(**init)
        if not isinstance(data, Mapping):
            raise error(RulesError, "err-rules-object")
        known = {f.name for f in dataclasses.fields(cls)}
        for name in data:
            if name not in known:
                raise error(
                    RulesError, "err-rule-option", name=repr(name),
                    game={"written": cls.GAME, "msg": msg(f"game-{cls.GAME}")},
                    options={"listed": sorted(known)}
                )
        return cls(**dict(data), **init)

    @classmethod
    def from_assignments(cls, items: Iterable[str], base: Mapping[str, Any] | None = None,
                         **init: Any) -> Self:
        """Build from ``NAME=VALUE`` strings (the CLI's ``--rule``)."""
        data: dict[str, Any] = dict(base or {})
        for item in items:
            name, sep, value = item.partition("=")
            if not sep or not name.strip():
                raise error(RulesError, "err-name-value", given=repr(item))
            data[name.strip()] = value.strip()
        return cls.from_dict(data, **init)

    def __repr__(self) -> str:
        """A repr that rebuilds the rules: only the options that differ from the defaults."""
        args = ", ".join(f"{k}={v!r}" for k, v in self.to_dict().items())
        return f"{type(self).__name__}({args})"

    def to_dict(self, changed_only: bool = True) -> dict[str, Any]:
        """The options as JSON; by default only those that differ from the defaults (worked
        out once: every view of a round carries its rules; each caller gets its own dict)."""
        if changed_only:
            changed = self.__dict__.get("_changed")
            if changed is None:
                changed = self._to_dict(True)
                object.__setattr__(self, "_changed", changed)
            return dict(changed)
        return self._to_dict(False)

    def _to_dict(self, changed_only: bool) -> dict[str, Any]:
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
            raise error(RulesError, "err-rule-value", rule=f.name, kind="bool", bounds="",
                        given=repr(value))
        return value
    if kind is int:
        if isinstance(value, str):
            try:
                value = int(value)
            except ValueError:
                raise error(RulesError, "err-rule-value", rule=f.name, kind="int", bounds="",
                            given=repr(value)) from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise error(RulesError, "err-rule-value", rule=f.name, kind="int", bounds="",
                        given=repr(value))
        lo, hi = meta.get("minimum"), meta.get("maximum")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            bounds_msg = msg("err-bounds", kind="min" if hi is None else "range", lo=str(lo),
                             hi=str(hi))
            raise error(RulesError, "err-rule-value", rule=f.name, kind="bounded",
                        bounds=bounds_msg, given=str(value))
        return value
    choices = meta.get("choices")
    if choices is not None:
        if value not in choices:
            raise error(RulesError, "err-rule-value", rule=f.name, kind="choice",
                        bounds=", ".join(choices), given=repr(value))
        return value
    return value
