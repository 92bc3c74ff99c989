"""The seam between a game and its words for people: :class:`TextRenderer`.

A game's ``text`` is a ``TextRenderer``: every hook has a default that says nothing, so a
game writes only the words it has, and the CLI, terminal play and the server call every
hook without asking whether it exists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol


class TextRenderer(Protocol):
    """A game's words for people: the round, its events, actions, rulings and results
    (arguments are positional, so a game's functions may name them as they like)."""

    def describe_start(self, state: Any, /) -> list[str]:
        """The round's opening lines (who sits where, the commitment)."""
        return []

    def describe_event(self, state: Any, event: Any, /) -> str | None:
        """One line about an event (None: nothing to say)."""
        return None

    def describe_state(self, state: Any, seat: int | None, /) -> list[str]:
        """What ``seat`` sees of the table, as lines for a terminal."""
        return []

    def describe_start_msg(self, state: Any, /) -> list[dict[str, Any]] | None:
        """``describe_start`` as catalogue messages, for readers in any language (None:
        only the English lines)."""
        return None

    def describe_event_msg(self, state: Any, event: Any, /) -> dict[str, Any] | None:
        """``describe_event`` as a catalogue message (None: only the English line)."""
        return None

    def describe_state_msg(self, state: Any, seat: int | None, /) -> list[dict[str, Any]] | None:
        """``describe_state`` as catalogue messages (None: only the English lines)."""
        return None

    def describe_result(self, state: Any, seat: int | None = None, /) -> list[str]:
        """How the round ended (``seat``: "you")."""
        return []

    def describe_result_msg(self, state: Any, seat: int | None = None,
                            /) -> list[dict[str, Any]] | None:
        """``describe_result`` as catalogue messages (None: only the English lines)."""
        return None

    def describe_action(self, state: Any, action: Any, /) -> str | None:
        """An action in plain words (None: the action's own ``describe()`` or text form)."""
        return None

    def describe_view(self, state: Any, /) -> dict[str, Any] | None:
        """The public facts of a position in plain words, the same for every viewer
        (None: none)."""
        return None

    def describe_entry(self, state: Any, event: Any, /) -> dict[str, Any]:
        """What people read of a log entry, added to its JSON."""
        return {}

    def describe_ruling(self, state: Any, seat: int, action: Any, /) -> dict[str, Any] | None:
        """Why ``action`` stands in this position (an IllegalAction when it does not);
        None: no ruling to show."""
        return None

    def describe_action_msg(self, state: Any, action: Any, /) -> dict[str, Any] | None:
        """An action's words as a catalogue message (``marsmatch.words``; None: none)."""
        return None

    def reading_msg(self, reading: Any, /) -> dict[str, Any] | None:
        """One reading of cards (of those an ambiguous play offers) as a message (None:
        none)."""
        return None

    def rules_page(self) -> list[dict[str, Any]]:
        """The rules page: sections of messages with their ruling ids and examples."""
        return []

    def tutorial(self) -> dict[str, Any] | None:
        """The guided first game: a set deal's record, the learner's seat and one
        explanation per action (None: the game has none)."""
        return None

    def humanize(self, state: Any, text: str, /) -> str | None:
        """An engine sentence for people (None: only seats by name)."""
        return None

    def headline(self, players: Sequence[str],
                 results: Sequence[Mapping[str, Any]], /) -> dict[str, Any] | None:
        """Who won a finished round, for a replay's title (None: none)."""
        return None
