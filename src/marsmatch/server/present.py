"""What people and clients are shown of actions and log entries, for either game.

Nothing here knows a game: an action is described by its own ``describe()`` or its one
text form, an ambiguous play lists the readings the engine found, and what a viewer sees
of an action is the engine's event JSON for that viewer (``state.log(seat, since)``), so
hidden cards (Shengji's buried kitty) stay hidden without any rule in the server.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import AmbiguousPlay


def describe_action(action: Any) -> str:
    """Plain words for an engine action: its ``describe()`` where it has one (a MarsMatch
    play: "Starship of 4s with 2 pairs"), else its text form ("declare H2 H2", "pass")."""
    describe = getattr(action, "describe", None)
    return str(describe()) if callable(describe) else str(action)


def reading_options(exc: Exception) -> list[dict[str, Any]]:
    """For cards that read several ways, each reading: ``spec`` (send it back as ``as``; it
    names the rank, so same-shape readings differ) and ``describe`` in plain words."""
    if not isinstance(exc, AmbiguousPlay):
        return []
    return [{**rd.to_json(), "spec": rd.full_spec, "describe": rd.describe()}
            for rd in exc.readings]


def public_entry(entry: Mapping[str, Any], viewer: int | None, *, commitment: str | None = None,
                 events: Sequence[Mapping[str, Any]] = ()) -> dict[str, Any]:
    """A log entry as ``viewer`` may see it. ``events``: the engine's events the entry
    caused, as the viewer sees them; an action shows the first (its own)."""
    kind = entry["type"]
    if kind == "join":
        return {"type": "join", "seat": entry["seat"], "name": entry["name"]}
    if kind == "deal":
        return {"type": "deal", "round": entry["round"], "commitment": commitment}
    out: dict[str, Any] = {"type": "action", "seat": entry["seat"],
                           "by": entry.get("by", "player"),
                           "action": dict(events[0]) if events else None}
    if viewer == entry["seat"] and entry.get("id"):
        out["id"] = entry["id"]
    return out
