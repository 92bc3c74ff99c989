"""Errors for bad input carry their sentence as a message (issue 35): its English is the
error's text, exactly as the command line has always written it, and every language has
it (``errors.ftl``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from marsmatch import words
from marsmatch.cards import Card, check_copies, parse_cards
from marsmatch.errors import MarsMatchError
from marsmatch.games import find_game
from marsmatch.games.marsmatch.combos import ReadingSpec
from marsmatch.records import loads_record

BAD: dict[str, Callable[[], object]] = {
    "not a card": lambda: parse_cards("3 zz"),
    "joker with a suit": lambda: Card("BJ", "S"),
    "not one card": lambda: Card.parse("3 4"),
    "too many copies": lambda: check_copies(parse_cards("7 7 7 7 7"), 1, suited=False),
    "reading": lambda: ReadingSpec.parse("rocket:x"),
    "rule option": lambda: find_game("marsmatch").Rules.from_assignments(["nope=1"]),
    "rule value": lambda: find_game("shengji").Rules.from_assignments(["decks=99"]),
    "record JSON": lambda: loads_record('{"game": '),
    "record seat": lambda: loads_record('{"game": "marsmatch", "players": ["a"], '
                                        '"seed": "x", "banker": 2}'),
    "game": lambda: find_game("chess"),
}


@pytest.mark.parametrize("name", BAD)
def test_an_error_says_its_message_and_its_english_is_the_text(name: str) -> None:
    with pytest.raises(MarsMatchError) as caught:
        BAD[name]()
    exc = caught.value
    assert exc.msg is not None, name
    assert words.text(exc.msg) == str(exc)
    for lang in ("zh-Hans", "zh-Hant"):
        said = words.text(exc.msg, lang)
        assert said != str(exc) and not said.isascii(), (lang, said)


def test_the_card_errors_written_beside_the_catalogue_read_as_it_does() -> None:
    """``cards.py`` cannot import ``words`` (the same layer), so its English is written
    twice: once in the code, once in ``en/errors.ftl``; they must agree."""
    for bad in ("zz", "S", "1"):
        with pytest.raises(MarsMatchError) as caught:
            parse_cards(bad)
        assert words.text(caught.value.msg) == str(caught.value)
    with pytest.raises(MarsMatchError) as caught:
        check_copies(parse_cards("BJ BJ BJ"), 1, suited=False)
    assert words.text(caught.value.msg) == str(caught.value) == \
        "3 copies of BJ but 1 deck hold only 1"
