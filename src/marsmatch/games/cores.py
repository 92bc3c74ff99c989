"""Which core a round runs on: ``compiled`` (each game's ``_core``, the default) or
``reference`` (``marsmatch.reference``, the rules in readable Python).

Both implement the same surface, so each game's one ``State`` runs on either:
``new_round(..., core="reference")``, or the environment variable ``MARSMATCH_CORE`` for a
whole process (the differential tests and ``marsmatch replay --core`` use them).
"""

from __future__ import annotations

import os

from ..errors import RulesError

CORES = ("compiled", "reference")
ENV = "MARSMATCH_CORE"


def core_name(core: str | None = None) -> str:
    """The core named, or the process's (``MARSMATCH_CORE``), or ``compiled``."""
    name = core if core is not None else os.environ.get(ENV) or CORES[0]
    if name not in CORES:
        raise RulesError(f"{name!r} is not a core; cores are {', '.join(CORES)}")
    return name
