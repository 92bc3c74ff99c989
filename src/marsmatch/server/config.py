"""The server's settings: one object, filled from ``MARSMATCH_*`` environment variables.

A plain dataclass (no extra dependency): ``Settings.from_env()`` reads ``MARSMATCH_DB``,
``MARSMATCH_INSTANCE``, ``MARSMATCH_ALLOW_SEEDS``, ``MARSMATCH_MAX_TABLES`` and
``MARSMATCH_BOT_DELAY``; the command line passes its options on top.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import MarsMatchError

PREFIX = "MARSMATCH_"


@dataclass(frozen=True)
class Settings:
    db: str = "marsmatch.db"
    #: table-id prefix owned by this process (several processes behind a proxy)
    instance: str = ""
    #: tables may fix their secret (tests only: it reveals every deal)
    allow_seeds: bool = False
    max_tables: int = 5000
    #: default pause before a bot acts (seconds)
    bot_delay: float = 0.8

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **given: Any) -> Settings:
        """Defaults, then ``MARSMATCH_<NAME>`` variables, then ``given`` (not None)."""
        environ = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            raw = environ.get(PREFIX + f.name.upper())
            if raw is not None:
                values[f.name] = _parse(f.name, type(f.default), raw)
        values.update({k: v for k, v in given.items() if v is not None})
        return cls(**values)


def _parse(name: str, kind: type, raw: str) -> Any:
    try:
        if kind is bool:
            if raw.strip().lower() not in ("1", "true", "yes", "on", "0", "false", "no", "off"):
                raise ValueError(raw)
            return raw.strip().lower() in ("1", "true", "yes", "on")
        return kind(raw)
    except ValueError:
        raise MarsMatchError(f"{PREFIX}{name.upper()}={raw!r} is not a {kind.__name__}") from None
