"""A variant's rule changes in the rule book's words, in every language (issue 35).

A game's lab ``describe_rules`` gives one sentence per changed rule, as a catalogue
message (MarsMatch) or as English text (a game without messages yet); a result keeps both
the English (``rule_book``, as the JSON always had it) and what a report renders in its
language (``rule_book_msg``). ``printed`` warns where a change rewrites a rule the seed
itself prints ("three consecutive plays"), which a publisher should decide knowingly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..words import text


def said(sentences: Sequence[Any]) -> dict[str, list[Any]]:
    """``rule_book`` (English) and ``rule_book_msg`` (messages, or the English itself)."""
    return {"rule_book": [text(s) if isinstance(s, Mapping) else str(s) for s in sentences],
            "rule_book_msg": list(sentences)}
