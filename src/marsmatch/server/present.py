"""What people and clients are shown of actions and log entries, for either game.

Nothing here knows a game: an action is described by its own ``describe()`` or its one
text form, an ambiguous play lists the readings the engine found, and what a viewer sees
of an action is the engine's event JSON for that viewer (``state.log(seat, since)``), so
hidden cards (Shengji's buried kitty) stay hidden without any rule in the server.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..arbiter.explain import humanize  # noqa: F401 - the server's words, one definition
from ..errors import AmbiguousPlay
from ..games import Game


def describe_action(action: Any, game: Game | None = None, state: Any = None) -> str:
    """Plain words for an engine action: the game's ``text.describe_action`` where it has
    words (Shengji: "lead a pair of Q♠"), else the action's ``describe()`` (a MarsMatch
    play: "Starship of 4s with 2 pairs"), else its text form ("pass")."""
    own = game.text.describe_action(state, action) if game and state is not None else None
    if own is not None:
        return own
    describe = getattr(action, "describe", None)
    return str(describe()) if callable(describe) else str(action)


def view(game: Game, state: Any, seat: int | None) -> dict[str, Any]:
    """``state.view(seat)`` with ``words``: the game's public facts in plain words for
    people (the play to beat and what beats it, trump and teams, how the round was won),
    from the game's ``text``. The same for every viewer, so nothing private."""
    out = state.view(seat)
    words = _cached_words(game, state)
    if words is not None:
        out["words"] = dict(words)
    return out


_last_words: list[Any] = [None, -1, None]  # the state, its event count, its words


def _cached_words(game: Game, state: Any) -> dict[str, Any] | None:
    """The words of one position are the same for every seat: worked out once."""
    if _last_words[0] is not state or _last_words[1] != len(state.events):
        _last_words[:] = [state, len(state.events), game.text.describe_view(state)]
    return _last_words[2]  # type: ignore[no-any-return]


def log(game: Game, state: Any, seat: int | None, since: int = 0) -> list[dict[str, Any]]:
    """``state.log(seat, since)`` with what people read of each entry (the game's
    ``text.describe_entry``: a play's cards with the rank each wild 2 stands for,
    titles instead of ids, a trick's reason with names)."""
    entries = state.log(seat, since)
    for event, entry in zip(state.events[since:], entries, strict=False):
        entry.update(game.text.describe_entry(state, event))
    return entries


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
