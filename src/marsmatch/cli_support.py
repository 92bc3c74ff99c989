"""What every command of the ``marsmatch`` CLI shares: the one error guard and JSON output.

Every bad input (an unknown card, more copies than the decks hold, malformed JSON, an
unknown rule option, an illegal action, a missing file) ends with one line on stderr
starting ``error:`` and exit code 2, never a traceback.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable, Mapping
from typing import Any, NoReturn, TypeVar

import typer

from .errors import MarsMatchError
from .games import GAME_NAMES

F = TypeVar("F", bound=Callable[..., Any])

RULE_HELP = "a rule option as NAME=VALUE (repeatable); see docs/rules-*.md"
PLAYERS_HELP = "number of players (= decks) the cards come from"
GAME_HELP = "the game: " + " or ".join(GAME_NAMES)


def locale_lang() -> str:
    """The terminal's language from the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``:
    ``zh_CN.UTF-8`` reads Simplified Chinese, ``zh_TW`` Traditional), English otherwise."""
    import os

    from .words import negotiate

    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "").split(".")[0]
        if value and value not in ("C", "POSIX"):
            return negotiate([value])
    return "en"


#: the language the commands speak (``marsmatch --lang``, else the locale)
LANG = {"lang": "en"}


def said(english: str, message: Mapping[str, Any] | None = None) -> str:
    """A sentence in the commands' language: its message there (``words``), the English
    as written where the language is English or the sentence has no message."""
    lang = LANG["lang"]
    if lang == "en" or not message:
        return english
    from .words import text

    return text(message, lang)


def error_line(english: str, message: Mapping[str, Any] | None = None) -> str:
    """An ``error:`` line, in the commands' language (``error: ...``, ``错误：...``); a
    line break or other control character quoted from the input is shown escaped, so the
    error stays one line."""
    if LANG["lang"] == "en":
        return one_line(f"error: {english}")
    from .words import t

    # the label and the sentence apart: Fluent cuts a long argument (a list of options)
    return one_line(t("cli-error", LANG["lang"]) + t("colon", LANG["lang"])
                    + said(english, message))


def one_line(text: str) -> str:
    """``text`` with its control characters (``\\r``, ``\\n``, ...) escaped as Python writes
    them, Fluent's isolation marks kept."""
    return "".join(c if c.isprintable() or c in "\u2068\u2069" else repr(c)[1:-1]
                   for c in text)


def fail(message: str, msg: Mapping[str, Any] | None = None) -> NoReturn:
    """Print one ``error:`` line on stderr (``msg``: the sentence as a message, said in
    the reader's language) and exit with code 2."""
    typer.echo(error_line(message, msg), err=True)
    raise typer.Exit(2)


def guarded(fn: F) -> F:
    """Turn the project's errors (and unreadable files) into one line and exit code 2."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except MarsMatchError as exc:
            fail(str(exc), exc.msg)

    return wrapper  # type: ignore[return-value]


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
