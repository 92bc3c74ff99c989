"""Which core a round runs on: ``compiled`` (each game's ``_core``, the default) or
``reference`` (``marsmatch.reference``, the rules in readable Python).

Both implement the same surface, so each game's one ``State`` runs on either:
``new_round(..., core="reference")``, or the environment variable ``MARSMATCH_CORE`` for a
whole process (the differential tests and ``marsmatch replay --core`` use them).
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from types import ModuleType
from typing import Any

from ..errors import RulesError
from ..words import error

CORES = ("compiled", "reference")
ENV = "MARSMATCH_CORE"

#: os.environ's own mapping and the variable's key in it (POSIX: bytes), read directly by
#: ``core_name``: ``os.environ.get`` raises and catches a KeyError inside whenever the variable
#: is unset, about 0.5 µs, which was a twentieth of dealing a round. A change made through
#: ``os.environ`` (``monkeypatch.setenv``, ``marsmatch replay --core``) updates the mapping.
_RAW: dict[bytes, bytes] | None = getattr(os.environ, "_data", None) if os.name == "posix" else None
_RAW_KEY = os.fsencode(ENV)


def _process_core() -> str | None:
    """``MARSMATCH_CORE`` as it is now, None when unset."""
    if _RAW is None:
        return os.environ.get(ENV)
    raw = _RAW.get(_RAW_KEY)
    return None if raw is None else os.fsdecode(raw)


def core_name(core: str | None = None) -> str:
    """The core named, or the process's (``MARSMATCH_CORE``), or ``compiled``."""
    name = (core if core is not None else _process_core()) or CORES[0]
    if name not in CORES:
        raise error(RulesError, "err-not-one-of", what="core", given=repr(name),
                    known=", ".join(CORES))
    return name


def reference_class(made: list[type], state: type, package: str, core_class: str,
                    bind: Callable[[ModuleType], None]) -> type:
    """A game's ``State`` on the reference core (``package``'s ``core_class`` beneath it),
    made and the core bound on first use, so a process that never asks for it never imports
    it; ``made`` keeps it. Its name is ``ReferenceState`` in the state's module (whose
    ``__getattr__`` gives it), so pickles find it."""
    if not made:
        reference = importlib.import_module(package)
        bind(reference)
        namespace: dict[str, Any] = {
            "core": reference, "__module__": state.__module__,
            "__qualname__": "ReferenceState", "__doc__": f"A {state.__name__} on {package}."}
        made.append(type("ReferenceState", (state, getattr(reference, core_class)), namespace))
    return made[0]
