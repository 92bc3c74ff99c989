"""Keyboard and screen reader (issue 22): a whole round played from the keyboard alone
(the hand is one Tab stop, arrows move in it, Space picks, Ctrl+Enter plays, Ctrl+Backspace
passes); seats, hand and trick area readable as lists with labels; turns and plays said
through a live region; the hand's display options kept per browser; axe-clean."""

from __future__ import annotations

import time
from typing import Any

import pytest

from .conftest import assert_accessible, hinted_turn, live_secret, seated_page, shot, version_of

MM2 = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]


def _seat(browser: Any, web_server: Any, size: str, **spec: Any) -> tuple[Any, str]:
    page, tid = seated_page(browser, web_server, size, **spec)
    page.get_by_test_id("hand").wait_for()
    return page, tid


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_whole_round_from_the_keyboard_alone(web_server: Any, browser: Any, size: str) -> None:
    page, _tid = _seat(browser, web_server, size, game="marsmatch", seats=MM2,
                       secret=live_secret(2, f"kb-{size}"))
    picked_by_arrows = 0
    bot_leads_seen = 0
    deadline = time.time() + 150
    while not page.get_by_test_id("round-summary").count():
        assert time.time() < deadline, "the round did not end"
        if not page.locator("[data-testid=hint]:enabled").count():
            page.wait_for_timeout(60)
            continue
        version = version_of(page)
        # review minor 12: the last trick stays in words when a bot leads the next one
        if page.get_by_test_id("top-play").count() and "wins the trick" in page.evaluate(
                "() => document.querySelector('[data-testid=log]')?.textContent ?? ''"):
            assert page.get_by_test_id("last-trick").count() == 1
            bot_leads_seen += 1
        page.keyboard.press("c")  # the hand
        leading = page.get_by_test_id("lead").count() > 0
        if leading and picked_by_arrows < 3:
            # pick a single with the arrows and Space: a leader may play any single
            page.keyboard.press("End")
            page.keyboard.press("ArrowLeft")
            page.keyboard.press(" ")
            page.wait_for_function("() => !document.querySelector('[data-testid=play]').disabled")
            picked_by_arrows += 1
        else:
            page.keyboard.press("h")
            page.wait_for_function(
                "() => { const b = document.querySelector('[data-testid=play]');"
                " const h = document.querySelector('[data-testid=hint-text]');"
                " return (b && !b.disabled) || (h && /pass/i.test(h.innerText)); }")
        if page.get_by_test_id("play").is_enabled():
            page.keyboard.press("Control+Enter")
        else:
            page.keyboard.press("Control+Backspace")
        page.wait_for_function("v => Number(document.querySelector('[data-testid=table-page]')"
                               ".dataset.version) > v", arg=version, timeout=8000)
    assert picked_by_arrows >= 1
    # the next round from the keyboard too: Tab to the button and Enter
    for _ in range(60):
        if page.evaluate("document.activeElement?.dataset?.testid") in ("next-round", "next-round-dock"):
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.get_by_test_id("round-summary").wait_for(state="detached", timeout=15000)
    shot(page, f"keyboard-round-{size}")
    page.context.close()


def test_a_screen_reader_hears_turns_and_plays_and_reads_seats(web_server: Any,
                                                              browser: Any) -> None:
    page, _tid = _seat(browser, web_server, "desktop", game="marsmatch", seats=MM2,
                       secret=live_secret(2, "sr"))
    said: list[str] = []
    page.expose_function("__heard", lambda text: said.append(text))
    page.evaluate("""() => {
      const live = document.querySelector('[data-testid=announcer]');
      new MutationObserver(() => window.__heard(live.textContent)).observe(
        live, {childList: true, characterData: true, subtree: true});
    }""")
    live = page.get_by_test_id("announcer")
    assert live.get_attribute("aria-live") == "polite"
    seats = page.get_by_role("list", name="Seats")
    assert seats.get_by_role("listitem").count() == 2
    assert page.get_by_role("region", name="the table").count() == 1
    assert page.get_by_role("group", name="your hand").count() == 1
    deadline = time.time() + 60
    while time.time() < deadline and not (any("Your turn" in s for s in said)
                                          and any("Bot" in s and ":" in s for s in said)):
        if page.locator("[data-testid=hint]:enabled").count():
            hinted_turn(page)
        page.wait_for_timeout(100)
    assert any("Your turn" in s for s in said), said
    assert any(s.startswith("Bot") for s in said), said  # a bot's play or pass, in words
    snapshot = seats.aria_snapshot()
    assert "listitem" in snapshot and "Mia" in snapshot
    page.context.close()


def test_the_shengji_trick_is_a_list_with_each_seats_marks(web_server: Any, browser: Any) -> None:
    page, _tid = _seat(browser, web_server, "desktop", game="shengji", rules={"decks": 1},
                       seats=[{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * 3)
    deadline = time.time() + 90
    while time.time() < deadline:
        area = page.get_by_test_id("trick-area")
        if area.count() and area.locator("[data-testid=led-tag]").count():
            break
        if page.locator("[data-testid=hint]:enabled").count():
            hinted_turn(page)
        page.wait_for_timeout(100)
    area = page.get_by_test_id("trick-area")
    items = area.get_by_role("listitem").all_inner_texts()
    assert any(", led" in i or "led" in i.split(":")[-1] for i in items), items
    assert_accessible(page, "the Shengji trick area")
    page.context.close()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_hand_display_options_are_kept_per_browser(web_server: Any, browser: Any,
                                                   size: str) -> None:
    # a fixed deal in which seat 0 takes no kitty: its hand keeps its 25 cards meanwhile
    page, _tid = _seat(browser, web_server, size, game="shengji", rules={"decks": 1},
                       seats=[{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * 3,
                       secret=live_secret(4, "hand-options"))
    cards = page.locator("[data-testid=hand] [data-testid=card]")
    count = cards.count()
    width = cards.first.bounding_box()["width"]
    assert width >= (44 if size == "phone" else 38)
    first_before = cards.first.get_attribute("data-card")
    page.get_by_test_id("hand-options").locator("summary").click()
    page.get_by_test_id("four-colour").check()
    page.get_by_test_id("card-order").select_option("down")
    page.get_by_test_id("card-size").select_option("l")
    assert cards.count() == count  # (the widths compare one hand)
    assert cards.first.bounding_box()["width"] > width
    assert cards.first.get_attribute("data-card") != first_before or cards.count() == 1
    diamonds = page.locator("[data-testid=hand] [data-testid=card][data-card^=D]")
    if diamonds.count():
        assert diamonds.first.evaluate("e => getComputedStyle(e).color") == "rgb(21, 80, 200)"
    assert_accessible(page, "the hand's display options")
    shot(page, f"display-options-{size}")
    if size == "phone":
        # review nice-to-have 1: every control is at least 44 px tall (cards: wide too)
        small = page.evaluate("""() => [...document.querySelectorAll(
            'button, a.button, select, summary, .top-header nav a, [data-testid=card]')]
          .filter(e => e.offsetParent !== null)
          .map(e => [e.dataset.testid || e.textContent.trim().slice(0, 20), e.getBoundingClientRect()])
          .filter(([, r]) => r.height < 44 || (r.width < 44))
          .map(([n, r]) => `${n}: ${Math.round(r.width)}x${Math.round(r.height)}`)""")
        assert not small, small
        # review minor 5: a picked card does not cover the row above it
        boxes = [c.bounding_box() for c in cards.all()]
        rows = sorted({round(b["y"]) for b in boxes})
        if len(rows) > 1:
            low = next(k for k, b in enumerate(boxes) if round(b["y"]) == rows[1])
            row_above = [k for k, b in enumerate(boxes) if round(b["y"]) == rows[0]]
            cards.nth(low).tap()
            page.wait_for_timeout(150)  # (the tap may scroll the hand: measure after it)
            above = max(cards.nth(k).bounding_box()["y"] + cards.nth(k).bounding_box()["height"]
                        for k in row_above)
            assert cards.nth(low).bounding_box()["y"] >= above - 1
    page.reload()
    page.get_by_test_id("hand").wait_for()
    assert page.locator("[data-testid=hand].four.size-l").count() == 1  # kept
    page.context.close()
