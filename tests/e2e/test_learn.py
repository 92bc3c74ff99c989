"""Learning on the site, in three languages (issue 22): the rules page of each game, the
guided first game of each to its end, and the whole interface in English, Simplified and
Traditional Chinese (chosen from the browser's languages, switchable, kept per browser),
at phone (touch) and desktop size, axe-clean, with screenshots."""

from __future__ import annotations

import re
import time
from typing import Any

import httpx
import pytest

from marsmatch import words

from .conftest import (
    SIZES,
    assert_accessible,
    hinted_turn,
    live_secret,
    new_page,
    seated_page,
    shot,
)

HAN = re.compile(r"[\u4e00-\u9fff]")


def _context(browser: Any, size: str, locale: str = "en-US") -> Any:
    return browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                               has_touch=size == "phone", device_scale_factor=1, locale=locale)


@pytest.mark.parametrize("size", ["phone", "desktop"])
@pytest.mark.parametrize("game", ["marsmatch", "shengji"])
def test_the_rules_page_shows_every_kind_of_play_in_the_engines_words(
        web_server: Any, browser: Any, game: str, size: str) -> None:
    errors: list[str] = []
    page = new_page(browser, size, errors, context=_context(browser, size))
    page.goto(f"{web_server.url}/")
    page.get_by_test_id(f"rules-{game}").click()  # reachable from the lobby
    page.get_by_test_id("rules-example").first.wait_for()
    data = httpx.get(f"{web_server.url}/api/games/{game}/rules", timeout=10).json()
    shown = page.get_by_test_id("rules-example").all_inner_texts()
    described = [ex["describe"] for s in data["sections"] for ex in s["examples"]]
    assert len(shown) == len(described) >= 6
    for text, describe in zip(shown, described, strict=True):
        assert describe in text  # the words the table uses, from the engine
    # every section cites its rulings; a picture of each kind of play
    kinds = ["single", "pair", "pair_sequence", "rocket", "starship", "lone_boat", "drone",
             "super_drone", "spaceship"] if game == "marsmatch" else \
        ["single", "pair", "tractor", "triple", "titanic", "throw"]
    for kind in kinds:
        section = page.get_by_test_id(f"rules-{kind}")
        assert section.locator("[data-testid=cards]").count() >= 1, kind
        assert re.search(r"\b[RG]\d", section.locator(".rule").first.inner_text())
    if game == "marsmatch":  # what beats a play: the same words as the table's play to beat
        assert "Beaten by" in page.get_by_test_id("rules-drone").inner_text()
    assert_accessible(page, f"the {game} rules page")
    shot(page, f"rules-{game}-{size}")
    # the same page in Chinese, from the same catalogue the engine's words come from
    page.get_by_test_id("lang").select_option("zh-Hans")
    page.get_by_text(words.t("rules-title", "zh-Hans", game=game)).wait_for()
    first = data["sections"][0]
    assert words.text(first["title"], "zh-Hans") in page.get_by_test_id(f"rules-{first['key']}").inner_text()
    assert any(HAN.search(x) for x in page.get_by_test_id("rules-example").all_inner_texts())
    shot(page, f"rules-{game}-{size}-zh-Hans")
    assert_accessible(page, f"the {game} rules page in Chinese")
    assert not errors, errors
    page.context.close()


def _play_the_tutorial(page: Any, touch: bool) -> int:
    """Follow the guided game to its end: Next on the others' moves, the outlined cards
    and the named button on the learner's. Returns the learner's moves."""
    page.get_by_test_id("learn-start").click()
    moves = 0
    for _ in range(200):
        if page.get_by_test_id("learn-end").count():
            return moves
        nxt = page.get_by_test_id("learn-next")
        if nxt.count():
            nxt.tap() if touch else nxt.click()
            continue
        expected = page.locator("[data-testid=card][data-mark*=expected]")
        for k in range(expected.count()):
            card = expected.nth(k)
            card.tap() if touch else card.click()
        button = page.get_by_test_id("learn-act") if expected.count() else page.get_by_test_id("learn-pass")
        step = page.get_by_test_id("learn-page").get_attribute("data-step")
        button.tap() if touch else button.click()
        # cards that read several ways: the picker asks which (the step names it)
        reading = page.locator("[data-testid=learn-reading] input[data-expected]")
        if reading.count():
            reading.click()
        page.wait_for_function("s => document.querySelector('[data-testid=learn-page]').dataset.step !== s",
                               arg=step, timeout=5000)
        moves += 1
    raise AssertionError("the guided game did not end")


@pytest.mark.parametrize("size", ["phone", "desktop"])
@pytest.mark.parametrize("game", ["marsmatch", "shengji"])
def test_the_guided_first_game_to_its_end(web_server: Any, browser: Any, game: str,
                                          size: str) -> None:
    errors: list[str] = []
    touch = size == "phone"
    page = new_page(browser, size, errors, context=_context(browser, size))
    page.goto(f"{web_server.url}/")
    page.get_by_test_id(f"learn-{game}").click()  # reachable from the lobby
    page.get_by_test_id("learn-intro").wait_for()
    data = httpx.get(f"{web_server.url}/api/games/{game}/tutorial", timeout=10).json()
    assert data["replay"]["ok"] and data["replay"]["finished"]  # a legal deal, played out
    assert_accessible(page, f"the {game} guided game intro")
    page.get_by_test_id("learn-start").click()
    # a wrong pick is refused with the cards to pick
    while page.get_by_test_id("learn-next").count():
        page.get_by_test_id("learn-next").click()
    wrong = page.locator("[data-testid=card]:not([data-mark*=expected])").first
    wrong.tap() if touch else wrong.click()
    act = page.get_by_test_id("learn-act")
    act.tap() if touch else act.click()
    assert page.get_by_test_id("learn-wrong").is_visible()
    assert page.get_by_test_id("learn-step").get_attribute("data-testid") == "learn-step"
    shot(page, f"learn-{game}-{size}-first-move")
    assert_accessible(page, f"the {game} guided game")
    page.get_by_test_id("learn-restart").count()  # (only at the end)
    page.reload()
    mine = sum(1 for a in data["actions"] if a["seat"] == data["you"])
    assert _play_the_tutorial(page, touch) == mine
    assert page.get_by_test_id("learn-summary").is_visible()  # the table's own summary
    assert words.text(data["end"]) in page.get_by_test_id("learn-step").inner_text()
    shot(page, f"learn-{game}-{size}-end")
    assert_accessible(page, f"the end of the {game} guided game")
    assert not errors, errors
    page.context.close()


@pytest.mark.parametrize(("locale", "lang"), [("zh-CN", "zh-Hans"), ("zh-TW", "zh-Hant"),
                                               ("en-GB", "en")])
def test_the_language_comes_from_the_browser(web_server: Any, browser: Any, locale: str,
                                             lang: str) -> None:
    page = new_page(browser, "desktop", context=_context(browser, "desktop", locale))
    page.goto(f"{web_server.url}/")
    page.get_by_test_id("create-table").wait_for()
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.get_by_test_id("create-table").inner_text() == words.t("create-table", lang)
    assert page.get_by_test_id("lang").input_value() == lang
    # the lobby's bot levels say how strong they are (review minor 11: no bare "search-v1")
    kinds = page.get_by_test_id("seat-kind-1")
    kinds.locator("option", has_text=words.t("bot-greedy", lang)).wait_for(state="attached")
    levels = kinds.locator("option").all_inner_texts()  # (filled once the bots are listed)
    assert words.t("bot-greedy", lang) in levels, levels
    # the rule options' values are words of the language, not ids like best_type
    page.get_by_test_id("game-marsmatch").check()
    page.get_by_test_id("show-rules").click()
    values = page.get_by_test_id("rules").locator("option").all_inner_texts()
    if lang == "en":  # English: the engine's own ids in words
        assert "all" in values and "rotate" in values, values
    else:
        assert words.t("opt-marsmatch-heaven_snatch-is-all", lang) in values, values
        assert all(HAN.search(v) for v in values), values
    assert_accessible(page, f"the lobby in {lang}")
    shot(page, f"lobby-desktop-{lang}")
    page.set_viewport_size(SIZES["phone"])
    shot(page, f"lobby-phone-{lang}")
    page.context.close()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_table_in_each_language(web_server: Any, browser: Any, size: str) -> None:
    """A MarsMatch table switched from English to Simplified and Traditional Chinese: the
    page's words and the engine's (the play to beat, what beats it, the log) follow; the
    choice is kept across a reload."""
    errors: list[str] = []
    touch = size == "phone"
    page = new_page(browser, size, errors, context=_context(browser, size))
    tid = web_server.create(players=2, bot_delay=0.05, secret=live_secret(2, f"lang-{size}"),
                            seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])
    token = web_server.join(tid["table"]["id"], "Lin")["token"]
    tid = tid["table"]["id"]
    page.goto(f"{web_server.url}/")
    page.evaluate(f"localStorage.setItem('mm-seat-{tid}', JSON.stringify({{seat: 0, token: '{token}'}}))")
    page.goto(f"{web_server.url}/#/t/{tid}")
    page.get_by_test_id("hand").wait_for()
    # wait for a play to beat (the bot leads or answers)
    for _ in range(60):
        if page.get_by_test_id("top-play").count() or page.get_by_test_id("round-summary").count():
            break
        if page.locator("[data-testid=hint]:enabled").count():
            hint = page.get_by_test_id("hint")
            hint.tap() if touch else hint.click()
            page.wait_for_timeout(300)
            play = page.get_by_test_id("play")
            if play.is_enabled():
                play.tap() if touch else play.click()
        page.wait_for_timeout(200)
    shot(page, f"lang-table-{size}-en")
    for lang in ("zh-Hans", "zh-Hant"):
        page.get_by_test_id("lang").select_option(lang)
        page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
        body = page.get_by_test_id("table-page").inner_text()
        assert words.t("seat-link", lang) in body and words.t("action-hint", lang) in body
        if page.get_by_test_id("beaten-by").count():
            said = page.get_by_test_id("beaten-by").inner_text()
            assert HAN.search(said) and "Beaten by" not in said, said
            assert HAN.search(page.get_by_test_id("top-play").locator(".describe").inner_text())
        state = page.get_by_test_id("turn-state").inner_text()
        assert HAN.search(state) and HAN.search(page.get_by_test_id("hand-count").inner_text())
        shot(page, f"lang-table-{size}-{lang}")
        assert_accessible(page, f"the table in {lang}")
    page.reload()
    page.get_by_test_id("hand").wait_for()
    assert page.evaluate("document.documentElement.lang") == "zh-Hant"  # kept
    assert not errors, errors
    page.context.close()


@pytest.mark.parametrize(("size", "lang"), [("phone", "zh-Hans"), ("desktop", "zh-Hant")])
def test_a_shengji_tricks_reason_in_chinese(web_server: Any, browser: Any, size: str,
                                           lang: str) -> None:
    """The engine's reason a Shengji trick was won (the trick's why_msg) is in the reader's
    language, seats by their names, not the engine's English."""
    errors: list[str] = []
    page, _tid = seated_page(browser, web_server, size, errors, game="shengji",
                             rules={"decks": 1},
                             seats=[{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * 3)
    page.get_by_test_id("hand").wait_for()
    deadline = time.time() + 120  # (played in English: the helper reads the hint's words)
    done = "[data-testid=trick-why], [data-testid=last-trick-toggle]"  # a trick was won
    while time.time() < deadline and not page.locator(done).count():
        if page.locator("[data-testid=hint]:enabled").count():
            hinted_turn(page, touch=size == "phone")
        page.wait_for_timeout(100)
    page.get_by_test_id("lang").select_option(lang)
    page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
    toggle = page.locator("[data-testid=last-trick-toggle][aria-pressed=false]")
    why, deadline = None, time.time() + 10
    while why is None:  # a bot may lead the next trick at any moment: read in one evaluation
        assert time.time() < deadline, "no trick's reason was shown"
        why = page.evaluate(
            "() => document.querySelector('[data-testid=trick-why]')?.innerText ?? null")
        if why is None and toggle.count():  # the next trick has begun: show the last one
            toggle.tap() if size == "phone" else toggle.click()
        page.wait_for_timeout(0 if why is not None else 100)
    assert HAN.search(why) and "seat" not in why and " the lead" not in why, why
    assert "(G5.5)" in why or "（G5.5）" in why, why
    shot(page, f"lang-shengji-trick-{size}-{lang}")
    assert_accessible(page, f"the Shengji table in {lang}")
    assert not errors, errors
    page.context.close()
