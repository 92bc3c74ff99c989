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


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_guided_marsmatch_game_shows_what_surprises_a_first_round(
        web_server: Any, browser: Any, size: str) -> None:
    """A Heavenly Hand (a seat leaving at the deal), a wild 2, a chain read through the
    reading picker (a wrong reading refused), a bomb war and a Lone Boat (minor 6)."""
    touch = size == "phone"
    page = new_page(browser, size)
    page.goto(f"{web_server.url}/#/learn/marsmatch")
    page.get_by_test_id("learn-start").click()
    assert "Starlink" in page.get_by_test_id("heavenly").inner_text()  # East left at the deal
    seen: set[str] = set()
    for _ in range(40):
        if page.get_by_test_id("learn-end").count():
            break
        text = page.get_by_test_id("learn-text").inner_text()
        for word in ("wild", "Pair Sequence", "bomb war", "Super Drone", "Lone Boat"):
            if word in text:
                seen.add(word)
        if page.get_by_test_id("learn-next").count():
            page.get_by_test_id("learn-next").click()
            continue
        for c in page.locator("[data-testid=card][data-mark*=expected]").all():
            c.tap() if touch else c.click()
        act = page.get_by_test_id("learn-act")
        (act if act.count() else page.get_by_test_id("learn-pass")).click()
        picker = page.get_by_test_id("learn-reading")
        if picker.count():
            options = picker.locator("input")
            assert options.count() == 3, picker.inner_text()  # 6..8, 5..7, a Rocket 6..7
            wrong = picker.locator("input:not([data-expected])").first
            wrong.click()
            assert "Not that reading" in page.get_by_test_id("learn-wrong").inner_text()
            shot(page, f"i30-learn-mm-reading-picker-{size}")
            picker.locator("input[data-expected]").click()
            seen.add("picker")
    assert page.get_by_test_id("learn-end").count()
    assert seen == {"wild", "Pair Sequence", "bomb war", "Super Drone", "Lone Boat", "picker"}, seen
    assert "9,000" in page.get_by_test_id("learn-step").inner_text()
    page.context.close()
