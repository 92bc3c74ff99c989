"""Chinese a native player would sign (players' review of 2026-11-27, minors 1, 2, 5): no
English word left on a zh-Hans or zh-Hant page, in any table state — text, labels for
screen readers and tooltips — outside card names, rule ids, keys and the site's name; no
half-width colon or comma after a Chinese character; the Shengji terms of the glossary
(docs/translations.md): 副牌, 抠底 / 扣底, 亮主, 不亮."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from .conftest import SIZES, moved_on, new_page, shot, version_of

SCAN = """() => {
  // every word a reader meets: visible text, screen-reader text, labels and tooltips
  const skip = 'script, style, code, kbd, select.lang, [data-testid=seed], .hash';
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    if (n.parentElement && !n.parentElement.closest(skip) && n.textContent.trim()) out.push(n.textContent);
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (el.closest(skip)) continue;
    for (const a of ['aria-label', 'title', 'placeholder']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
  }
  return out;
}"""
# a word of two or more Latin letters; the allowed ones: the site's name, the cards' and
# jokers' letters (single letters never match), key names on the key list
LATIN = re.compile(r"[A-Za-z]{2,}")
ALLOWED = {"MarsMatch", "sha", "Ctrl", "Enter", "Backspace", "Space", "Shift", "Esc", "Tab", "Home",
           "End", "Mac"}
HEX = re.compile(r"\b[0-9a-f]{8,}")  # a fingerprint or seed quoted in a sentence
HALF = re.compile(r"[\u3400-\u9fff\uff09][:;,](?!\d)")


def _people(web_server: Any) -> set[str]:
    """The names people typed at this test server's tables, theirs and the tables' (their
    own words, not the site's): left out of the scan."""
    tables = web_server.get("/api/tables?status=all").json()
    return {s["name"] for tb in tables for s in tb["seats"] if s["kind"] == "human" and s["name"]} \
        | {tb["name"] for tb in tables if tb.get("name")}


def _scan(page: Any, where: str, seen: dict[str, str], people: set[str] = frozenset()) -> None:
    for text in page.evaluate(SCAN):
        for name in sorted(people, key=len, reverse=True):  # "Ann-desktop" before "Ann"
            text = text.replace(name, "")
        for w in LATIN.findall(HEX.sub("", text)):
            if w not in ALLOWED:
                seen.setdefault(w, f"{where}: {text.strip()[:90]}")
        for m in HALF.findall(text):
            seen.setdefault(f"half-width {m}", f"{where}: {text.strip()[:90]}")


def _play_round(page: Any, look: Any, timeout: float = 240) -> None:
    """This seat's turns by the hint until the round ends (play_turns reads English)."""
    deadline = time.time() + timeout
    n = 0
    while not page.get_by_test_id("round-summary").count():
        assert time.time() < deadline, "the round did not end"
        if not page.locator("[data-testid=hint]:enabled").count():
            page.wait_for_timeout(80)
            continue
        try:
            look(page, n)
            version = version_of(page)
            page.get_by_test_id("hint").click()
            page.get_by_test_id("hint-text").wait_for(timeout=5000)
            page.wait_for_timeout(300)
            play = page.get_by_test_id("play")
            (play if play.is_enabled() else page.get_by_test_id("pass")).click(timeout=3000)
            moved_on(page, version)
            n += 1
        except AssertionError:
            raise
        except Exception:  # noqa: BLE001, S112 - the turn moved on between a look and a click
            continue


def _page(browser: Any, lang: str, size: str = "desktop") -> Any:
    ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                              has_touch=size == "phone", device_scale_factor=1,
                              locale="zh-CN" if lang == "zh-Hans" else "zh-TW")
    ctx.add_init_script(f"localStorage.setItem('mm-lang', '{lang}')")
    return new_page(browser, size, context=ctx)


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_no_english_on_chinese_pages(web_server: Any, browser: Any, lang: str) -> None:
    seen: dict[str, str] = {}
    page = _page(browser, lang)
    url = web_server.url
    # the lobby, with its bot menu open in the DOM, and both rules pages
    page.goto(url + "/")
    page.get_by_test_id("create-table").wait_for()
    _scan(page, "lobby", seen, _people(web_server))
    for game in ("marsmatch", "shengji"):
        page.goto(f"{url}/#/rules/{game}")
        page.wait_for_timeout(600)
        _scan(page, f"rules {game}", seen)
        # the guided game, every step
        page.goto(f"{url}/#/learn/{game}")
        page.get_by_test_id("learn-start").click()
        for _ in range(60):
            _scan(page, f"learn {game} step {page.get_by_test_id('learn-page').get_attribute('data-step')}", seen)
            if page.get_by_test_id("learn-end").count():
                break
            if page.get_by_test_id("learn-next").count():
                page.get_by_test_id("learn-next").click()
                continue
            for c in page.locator("[data-testid=card].expected").all():
                c.click()
            act = page.get_by_test_id("learn-act")
            (act if act.count() else page.get_by_test_id("learn-pass")).click()
            if page.get_by_test_id("learn-reading").count():
                _scan(page, f"learn {game} reading picker", seen)
                page.locator("[data-testid=learn-reading] input[data-expected]").click()
    # a table of each game played to its end with the easy bots, looked at every turn
    for game, decks in (("marsmatch", None), ("shengji", 1)):
        page.goto(url + "/")
        page.get_by_test_id("player-name").fill("小红")
        page.get_by_test_id("bot-delay").fill("0.05")
        page.get_by_test_id(f"game-{game}").check()
        if decks:
            page.get_by_test_id("decks").select_option(str(decks))
        page.get_by_test_id("create-table").click()
        page.get_by_test_id("hand").wait_for(timeout=15000)
        _play_round(page, lambda p, n, g=game: _scan(p, f"{g} table, turn {n}", seen))
        page.get_by_test_id("round-summary").wait_for()
        page.locator("[data-testid=score-sheet] summary").first.click()
        page.locator("[data-testid=log] summary").first.click()
        _scan(page, f"{game} round end", seen)
        shot(page, f"i30-{game}-round-end-{lang}-desktop")
        page.get_by_test_id("replay-link").click()
        page.wait_for_timeout(1500)
        _scan(page, f"{game} replay", seen)
    page.goto(url + "/")
    page.get_by_test_id("record-list").wait_for()
    page.wait_for_timeout(500)
    _scan(page, "lobby with records", seen, _people(web_server))
    assert not seen, "\n".join(f"{w!r} in {where}" for w, where in seen.items())
    page.context.close()


def test_shengji_terms_follow_the_glossary(web_server: Any, browser: Any) -> None:
    page = _page(browser, "zh-Hans")
    page.goto(f"{web_server.url}/#/rules/shengji")
    page.wait_for_timeout(600)
    text = page.locator("body").inner_text()
    assert "付牌" not in text and "副牌" in text
    assert "抠底" in text  # the attackers taking the last trick
    assert "翻主" not in text and "亮主" in text
    page.goto(f"{web_server.url}/#/learn/shengji")
    page.get_by_test_id("learn-start").click()
    page.get_by_test_id("learn-pass").wait_for()  # step 1: you declare
    assert page.get_by_test_id("learn-pass").inner_text() == "不亮"
    for _ in range(12):
        if page.locator("[data-testid=bury-note]").count():
            break
        if page.get_by_test_id("learn-next").count():
            page.get_by_test_id("learn-next").click()
            continue
        for c in page.locator("[data-testid=card].expected").all():
            c.click()
        act = page.get_by_test_id("learn-act")
        (act if act.count() else page.get_by_test_id("learn-pass")).click()
    assert page.locator("[data-testid=bury-note]").count()
    assert page.get_by_test_id("learn-act").inner_text() == "扣底"
    assert page.get_by_test_id("learn-pass").count() == 0  # nothing useless at the bury
    page.context.close()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_bot_seats_show_their_ranked_level(web_server: Any, browser: Any, size: str) -> None:
    """The lobby lists three ranked levels first, the rest under "More bots…"; a bot's seat
    shows its rank and level in the reader's language (minor 3)."""
    page = _page(browser, "zh-Hans", size)
    page.goto(web_server.url + "/")
    page.get_by_test_id("game-shengji").check()
    menu = page.get_by_test_id("seat-kind-1")
    top = menu.locator(":scope > option").all_inner_texts()
    assert top[1:] == ["机器人 1 级：简单（适合第一次玩）", "机器人 2 级：普通", "机器人 3 级：强"], top
    assert menu.locator("optgroup").get_attribute("label") == "更多机器人…"
    tid = web_server.create(game="shengji", rules={"decks": 3}, bot_delay=5,
                            seats=[{"kind": "human"}, {"kind": "bot", "bot": "easy"},
                                   {"kind": "bot", "bot": "normal"},
                                   {"kind": "bot", "bot": "strong"}])["table"]["id"]
    token = web_server.join(tid, "小红", seat=0)["token"]
    page.evaluate(f"localStorage.setItem('mm-seat-{tid}', JSON.stringify({{seat: 0, token: '{token}'}}))")
    page.goto(f"{web_server.url}/#/t/{tid}")
    page.get_by_test_id("hand").wait_for()
    assert [page.get_by_test_id(f"bot-level-{i}").inner_text() for i in (1, 2, 3)] == \
        ["1 级 · 简单", "2 级 · 普通", "3 级 · 强"]
    page.wait_for_timeout(300)
    shot(page, f"i30-sj3-zh-Hans-{size}")
    page.context.close()
