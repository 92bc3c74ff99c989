"""Every word people read, in each language: one Fluent catalogue per language.

The catalogues are the ``*.ftl`` files beside this module (``en/``, ``zh-Hans/``,
``zh-Hant/``; docs/translations.md). The browser bundles the same files and formats them
with ``@fluent/bundle``; Python formats them here with ``fluent.runtime``. So a sentence
exists once per language, whoever shows it.

A sentence the server sends is a *message*: ``{"id": ..., "args": {...}}``. An argument
is a number or a string, a card list ``{"cards": ["SQ", "BJ"]}`` (``{"codes": ...}``:
the codes in English, as the terminal writes them; ``{"listed": [...]}``: names as
typed, joined whole), the engine's English beside its
message (``{"written": ..., "msg": ...}``: the English as written), another message
(rendered first, in the same language) or a list of messages (joined by ``list-sep``). Today's English text fields stay in the JSON
beside the message (``said``), rendered from the English catalogue.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from fluent.runtime import FluentBundle, FluentResource

from ..errors import IllegalAction, MarsMatchError

Refusal = TypeVar("Refusal", bound=IllegalAction)
BadInput = TypeVar("BadInput", bound=MarsMatchError)
HERE = Path(__file__).resolve().parent
#: the languages with a catalogue; the first is the fallback for a missing message
LANGS = ("en", "zh-Hans", "zh-Hant")
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def catalogue_files(lang: str) -> list[Path]:
    return sorted((HERE / lang).glob("*.ftl"))


@cache
def bundle(lang: str) -> FluentBundle:
    """The language's catalogue, parsed once."""
    if lang not in LANGS:
        raise ValueError(f"{lang!r} is not a language; languages are {', '.join(LANGS)}")
    b = FluentBundle([lang], use_isolating=False)
    for path in catalogue_files(lang):
        b.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return b


def msg(id: str, **args: Any) -> dict[str, Any]:
    """A message: its id in the catalogue and its arguments."""
    return {"id": id, "args": args}


def joined(parts: Sequence[Any], sep: str = "term-list") -> Any:
    """Parts as one message argument, joined by the message ``sep`` (``{ $a }, { $b }``:
    each language its own way, "a, b" or "a、b")."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    # halves, not one part at a time: a list of 255 seats nests 8 deep, not 254
    half = len(parts) // 2
    return msg(sep, a=joined(parts[:half], sep), b=joined(parts[half:], sep))


def cards(codes: Iterable[str]) -> dict[str, Any]:
    """A card list as a message argument (each language names jokers its own way)."""
    return {"cards": [str(c) for c in codes]}


def card_text(code: str, lang: str = "en") -> str:
    """``SQ`` as ``Q♠``; ``BJ`` as the language's Big Joker; a MarsMatch rank as itself."""
    if code in ("BJ", "LJ"):
        return text(msg(f"card-{code}"), lang)
    if len(code) > 1 and code[0] in SUITS:
        return code[1:] + SUITS[code[0]]
    return code


#: characters of one argument in a sentence: Fluent refuses a placeable over 1000 (a
#: 10,000-character reading in an uploaded record was a 500, P6); longer text is cut
MAX_ARG = 400
#: characters of a list of names as typed (``{"listed": [...]}``): an error that lists every
#: rule option says them all, within Fluent's own limit on one placeable (2,500)
MAX_LISTED = 2000


def plain(text: str, limit: int = 40) -> str:
    """Text from outside (a name people typed, a record's player), fit to show and store:
    NFC, no control or format characters (bidi overrides, zero-width), spaces collapsed,
    at most ``limit`` characters."""
    text = unicodedata.normalize("NFC", text)
    text = "".join(" " if c.isspace() else c for c in text
                   if c.isspace() or unicodedata.category(c) not in ("Cc", "Cf", "Cs", "Co", "Cn"))
    return " ".join(text.split())[:limit].strip()


def _arg(value: Any, lang: str, codes: bool) -> Any:
    if isinstance(value, str) and len(value) > MAX_ARG:
        return value[:MAX_ARG - 1] + "…"
    if value is None:
        return "?"
    if isinstance(value, list):  # a list of messages: each in turn, the language's separator
        return text(msg("list-sep"), lang, codes).join(str(_arg(v, lang, codes)) for v in value)
    if isinstance(value, Mapping):
        if "cards" in value:  # (a list as long as a record holds is cut, as text is)
            return _arg(" ".join(c if codes else card_text(c, lang) for c in value["cards"]),
                        lang, codes)
        if "written" in value:  # the engine's English as written (whole, as the command
            # line always wrote it, within Fluent's limit); the message elsewhere
            return str(value["written"])[:MAX_LISTED] if lang == "en" \
                else text(value["msg"], lang, codes)
        if "listed" in value:  # names as typed (rule options, measures): whole, never cut
            return ", ".join(str(v) for v in value["listed"])[:MAX_LISTED]
        if "codes" in value:  # as the command line writes them: codes in English
            return _arg(" ".join(c if codes or lang == "en" else card_text(c, lang)
                                 for c in value["codes"]), lang, codes)
        if "id" in value:  # a message inside a message is cut like any text argument
            return _arg(text(value, lang, codes), lang, codes)
    if isinstance(value, bool | int | float | str):
        return value
    # anything else (an object where a broken record had a seat number): shown as written,
    # never a failure to say the sentence
    return _arg(json.dumps(value, default=str, ensure_ascii=False), lang, codes)


def _key(value: Any) -> Any:
    """A message as a hashable key (a bool is kept apart from the int it equals)."""
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping):
        return tuple(sorted((k, _key(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return ("[", *(_key(v) for v in value))
    return (type(value).__name__, value)


#: formatted messages: a table's words (the play to beat, streaks, stories) are the same
#: few sentences over and over, and Fluent formats one in tens of microseconds
_TEXTS: dict[tuple[Any, str, bool], str] = {}
_TEXTS_MAX = 8192


def text(message: Mapping[str, Any], lang: str = "en", codes: bool = False) -> str:
    """A message in ``lang`` (English where the language lacks it); with ``codes``, card
    lists as their codes (``SQ``, ``BJ``) rather than as people read them."""
    key = (_key(message), lang, codes)
    found = _TEXTS.get(key)
    if found is None:
        if len(_TEXTS) >= _TEXTS_MAX:
            _TEXTS.clear()
        found = _TEXTS[key] = _format(message, lang, codes)
    return found


def _format(message: Mapping[str, Any], lang: str, codes: bool) -> str:
    mid = str(message["id"])
    args = {k: _arg(v, lang, codes) for k, v in (message.get("args") or {}).items()}
    for code in (lang, LANGS[0]):
        b = bundle(code)
        pattern = b.get_message(mid).value if b.has_message(mid) else None
        if pattern is not None:
            out, errors = b.format_pattern(pattern, args)
            if errors:
                raise ValueError(f"message {mid!r} in {code}: {errors[0]}")
            return str(out)
    raise KeyError(f"no message {mid!r} in the catalogue")


def engine(message: Mapping[str, Any]) -> str:
    """The engine's own sentence of a message (an ``IllegalAction``'s text, a trick's
    ``why``): English with cards as codes and seats as numbers, as records and the command
    line write them; people get the message itself, with names (``named``)."""
    return text(message, "en", codes=True)


def refusal(rule: str | None, id: str, error: type[Refusal] = IllegalAction,  # type: ignore[assignment]
            /, **args: Any) -> Refusal:
    """An engine refusal (``IllegalAction`` or ``error``) whose sentence is the message
    ``id``: ``msg`` for people, the engine's own English (``engine``) as its text. The
    first three are positional only, so a message may have arguments of the same names."""
    m = msg(id, **args)
    return error(rule, engine(m), msg=m)


def error(kind: type[BadInput], id: str, /, **args: Any) -> BadInput:
    """A bad-input error (``RecordError``, ``RulesError``...) whose sentence is the message
    ``id``: its English from ``en/`` as the text, as the command line has always written
    it, and the message (``msg``) for ``error:`` lines in the reader's language."""
    m = msg(id, **args)
    return kind(text(m), msg=m)


def t(id: str, lang: str = "en", **args: Any) -> str:
    """Shorthand: the message ``id`` with ``args`` in ``lang``."""
    return text(msg(id, **args), lang)


def said(id: str, **args: Any) -> dict[str, Any]:
    """A sentence for the JSON: ``text`` (English, as clients have always read it) and
    ``msg`` (what a client in another language renders)."""
    m = msg(id, **args)
    return {"text": text(m), "msg": m}


_SEAT = re.compile(r"\bseat (\d+)(\'s)?")


def named(message: Any, players: Sequence[str]) -> Any:
    """A message whose string arguments name seats ("seat 2", "seat 2's", as the engine
    writes them) with the players' names instead; ids and card lists stay as they are."""
    if isinstance(message, str):
        return _SEAT.sub(lambda m: players[int(m[1])] + (m[2] or "")
                         if int(m[1]) < len(players) else m[0], message)
    if isinstance(message, Mapping):
        return {k: v if k in ("id", "cards") else named(v, players) for k, v in message.items()}
    if isinstance(message, list):
        return [named(v, players) for v in message]
    return message


def negotiate(wanted: Iterable[str]) -> str:
    """The best catalogue for a list of language tags (``zh-TW`` -> ``zh-Hant``)."""
    for tag in wanted:
        t_ = tag.strip().lower().replace("_", "-")
        if t_.startswith("zh"):
            hant = any(p in t_ for p in ("hant", "-tw", "-hk", "-mo"))
            return "zh-Hant" if hant else "zh-Hans"
        if t_.startswith("en"):
            return "en"
    return LANGS[0]
