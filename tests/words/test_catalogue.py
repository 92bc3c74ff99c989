"""The catalogues (src/marsmatch/words/<lang>/*.ftl): every language has every message
with the same variables, every message formats in every language, and the engine's
English words come from the English catalogue (one source per language)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from hypothesis import given
from hypothesis import strategies as st

from marsmatch import words
from marsmatch.games import GAMES
from marsmatch.games.marsmatch import text as mm_text
from marsmatch.games.marsmatch.combos import KINDS, Kind, Play, Reading, readings, to_counts

PARSER = FluentParser()


class _Variables(Visitor):
    """The variables a message uses."""

    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_VariableReference(self, node: Any) -> None:
        self.found.add(node.id.name)


def _messages(lang: str) -> dict[str, set[str]]:
    """Each message of a language and the variables it uses."""
    out: dict[str, set[str]] = {}
    for path in words.catalogue_files(lang):
        res = PARSER.parse(path.read_text(encoding="utf-8"))
        junk = [e for e in res.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: {junk[0].annotations[0].message}"
        for entry in res.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in out, f"{entry.id.name} twice in {lang}"
                seen = _Variables()
                seen.visit(entry)
                out[entry.id.name] = seen.found
    return out


ENGLISH = _messages("en")


@pytest.mark.parametrize("lang", words.LANGS[1:])
def test_every_language_has_every_message_with_the_same_variables(lang: str) -> None:
    mine = _messages(lang)
    assert sorted(set(ENGLISH) - set(mine)) == [], f"{lang} lacks these messages"
    extra = set(mine) - set(ENGLISH)
    # only the rule options, whose English is the engine's own (games/*/rules.py)
    # (and their choices' values, opt-<game>-<name>-is-<value>, as Lobby.svelte asks)
    options = {f"opt-{g.name}-{o['name']}{end}" for g in GAMES.values()
               for o in g.describe()["rules"]
               for end in ("", "-help", *(f"-is-{re.sub(r'[^A-Za-z0-9_-]', '-', c)}"
                                          for c in o["choices"] or ()))}
    assert sorted(extra - options) == [], f"{lang} has messages English lacks"
    assert sorted(options - set(mine)) == [], f"{lang} lacks rule options"
    for mid, used in mine.items():
        if mid in options:
            assert not used, mid
            continue
        # a translation may leave out a variable the language does not need (a plural
        # count), never use one the message is not given
        assert used <= ENGLISH[mid], (lang, mid, used - ENGLISH[mid])


SAMPLE = {"n": 2, "count": 3, "points": 10, "who": "Ann", "game": "shengji", "what": "ufo",
          "kind": "rocket", "suit": "H", "rank": "Q", "side": "banker", "how": "streak"}


@pytest.mark.parametrize("lang", words.LANGS)
def test_every_message_formats(lang: str) -> None:
    for mid, used in ENGLISH.items():
        args = {v: SAMPLE.get(v, 1 if v in ("big", "streak", "goal") else "x") for v in used}
        out = words.t(mid, lang, **args)
        assert "{" not in out and "???" not in out, (lang, mid, out)
        assert out or mid in ("mm-attach", "mm-headline", "mm-why"), (lang, mid)


def test_chinese_is_chinese_and_shengji_uses_the_publishers_terms() -> None:
    assert words.t("trump", "zh-Hans") == "主牌"
    assert words.t("trump", "zh-Hant") == "主牌"
    assert words.t("banker", "zh-Hant") == "莊家"
    assert words.t("sj-attackers-points", "zh-Hant").startswith("抓分方")
    assert "拖拉機" in words.text(words.msg("sj-unit", kind="tractor", span="6♣–7♣"), "zh-Hant")
    assert words.t("card-BJ", "zh-Hans") == "大王"


def test_a_message_argument_can_be_a_message_a_card_list_or_a_list() -> None:
    m = words.msg("sj-declaration", who="Mia", cards=words.cards(["H2", "H2", "BJ"]))
    assert words.text(m) == "Mia shows 2♥ 2♥ Big Joker"
    assert words.text(m, "zh-Hans") == "Mia 亮出 2♥ 2♥ 大王"
    parts = [words.msg("mm-headline-part", who="A", points=10,
                       title=words.msg("mm-category", what="human_hand"))] * 2
    assert words.text(words.msg("mm-headline", parts=parts)) == \
        "A: Human Hand, 10 points; A: Human Hand, 10 points"


def test_negotiation_maps_regions_to_scripts() -> None:
    assert words.negotiate(["zh-TW"]) == "zh-Hant"
    assert words.negotiate(["zh-HK", "en"]) == "zh-Hant"
    assert words.negotiate(["zh-CN"]) == "zh-Hans"
    assert words.negotiate(["fr", "en-GB"]) == "en"
    assert words.negotiate(["de"]) == "en"


# --- one source: the engine's English is the catalogue's -------------------------------
RANKED = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")


@given(st.lists(st.sampled_from(RANKED + ("LJ", "BJ")), min_size=1, max_size=14))
def test_every_reading_describes_itself_from_the_catalogue(cards: list[str]) -> None:
    for rd in readings(to_counts(" ".join(cards))):
        english = rd.describe()
        assert english == words.text(mm_text.reading_msg(rd))
        assert not re.search(r"\b(BJ|LJ)\b", english), english  # no card codes for people
        chinese = words.text(mm_text.reading_msg(rd), "zh-Hans")
        assert chinese and chinese != english


def test_a_spaceship_and_a_lone_boat_are_named_without_codes() -> None:
    assert Reading(Kind.SPACESHIP, 1, 1, 0).describe() == "Spaceship Big Joker and Little Joker"
    boat = Play(to_counts("BJ 3"), Reading(Kind.LONE_BOAT, 1, 14, 1))
    assert boat.describe() == "Lone Boat Big Joker with a single (3 Big Joker)"
    assert KINDS[Kind.LONE_BOAT].rule == "R3.6"
