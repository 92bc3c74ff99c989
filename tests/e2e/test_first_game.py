"""A first game that shows the game (players' review of 2026-11-27, minor 7): the Shengji
rules page gives the level tables for 1, 2 and 3 decks (G6.2), so that the 1-deck guided
deal's result reads right."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import new_page, shot


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["With 1 deck", "With 2 decks", "With 3 decks", "steps are 60 points"]),
    ("zh-Hans", ["一副牌时", "两副牌时", "三副牌时", "以 60 分为一档"])])
def test_the_rules_page_gives_the_level_tables_for_one_two_and_three_decks(
        web_server: Any, browser: Any, lang: str, words: list[str]) -> None:
    page = new_page(browser, "desktop")
    page.add_init_script(f"localStorage.setItem('mm-lang', '{lang}')")
    page.goto(f"{web_server.url}/#/rules/shengji")
    score = page.get_by_test_id("rules-score")
    score.wait_for()
    text = score.inner_text()
    for w in words:
        assert w in text, (w, text)
    # the 1-deck table: under 40 points the banker's side goes up one level (the guided
    # deal ends with 15 points and "up one level")
    assert ("under 40 — up 1;" if lang == "en" else "不到 40 分——升 1 级") in text
    score.scroll_into_view_if_needed()
    shot(page, f"i30-rules-level-tables-{lang}-desktop")
    page.context.close()
