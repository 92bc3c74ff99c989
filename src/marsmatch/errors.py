"""The error hierarchy: every rule or input problem is a ValueError with one clear sentence.

The CLI and the server turn these into one-line messages and exit codes / error frames.
"""

from __future__ import annotations


class MarsMatchError(ValueError):
    """Base of every error the project raises for bad input or an illegal action.

    ``msg``, where the sentence comes from the catalogue (``words.error``), is the sentence
    as a message (id and arguments, docs/translations.md), so the command line can say it
    in the reader's language; the text stays the English as written."""

    def __init__(self, message: str = "", msg: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.msg = msg


class NotationError(MarsMatchError):
    """Text that is not a card, or more copies of a card than the decks hold."""


class RulesError(MarsMatchError):
    """An unknown rule option or a bad value for one."""


class RecordError(MarsMatchError):
    """A record that is not valid JSON or does not have the record shape."""


class IllegalAction(MarsMatchError):
    """An action the rules forbid; carries the ruling id that forbids it, and where the
    sentence comes from the catalogue, the sentence as a message (``msg``: id and
    arguments, docs/translations.md) for readers of other languages."""

    def __init__(self, rule: str | None, message: str,
                 msg: dict[str, object] | None = None) -> None:
        self.rule = rule
        self.sentence = message
        super().__init__(f"{message} ({rule})" if rule else message, msg)


class OutOfTurn(IllegalAction):
    """A seat acted when it was not its turn."""


class AmbiguousPlay(IllegalAction):
    """Cards that can be read several ways with no strongest reading; the reading must be named."""

    def __init__(self, rule: str | None, message: str, readings: tuple = ()) -> None:
        self.readings = readings
        super().__init__(rule, message)
