"""The table's minors of the players' review of 2026-11-27: the keyboard focus stays in the
hand after playing a stack's last copy and after closing the key list (minor 4); "Stack
by rank" never unticks itself (minor 8); the timer toast leaves Pass and Hint free
(minor 9); a wild 2's mark stays inside the seat box (minor 10); one "Next round" button
(minor 14); one tap passes when nothing can beat (nice-to-have 1)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from .conftest import (
    SIZES,
    heaven_secret,
    live_secret,
    moved_on,
    new_page,
    seated_page,
    shot,
    version_of,
)

MM2 = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
MM4 = [{"kind": "human"}] + [{"kind": "bot", "bot": "easy"}] * 3


def _my_turn(page: Any, timeout: float = 20) -> bool:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if page.locator("[data-testid=hint]:enabled").count():
            return True
        if page.get_by_test_id("round-summary").count():
            return False
        page.wait_for_timeout(60)
    return False


def _focused_card(page: Any) -> bool:
    return bool(page.evaluate("() => document.activeElement?.dataset?.testid === 'card'"))


def test_focus_stays_in_the_hand_after_a_stacks_last_copy_and_the_key_list(
        web_server: Any, browser: Any) -> None:
    errors: list[str] = []
    page, _tid = seated_page(browser, web_server, "desktop", errors, game="marsmatch", seats=MM4,
                             secret=live_secret(4, "focus"))
    page.get_by_test_id("hand").wait_for()
    page.get_by_test_id("stacked").evaluate("e => e.checked || e.click()")  # stacked by rank
    played_whole = False
    for _ in range(12):
        if not _my_turn(page):
            break
        page.evaluate("() => document.activeElement && document.activeElement.blur()")
        page.keyboard.press("h")
        page.wait_for_timeout(500)
        if not page.get_by_test_id("play").is_enabled():
            version = version_of(page)
            page.keyboard.press("Control+Backspace")
            moved_on(page, version)
            continue
        # a stack the hint takes whole: its tile leaves the hand with the play
        whole = page.locator("[data-testid=hand] [data-testid=card][aria-pressed=true]").evaluate_all(
            "els => els.filter(e => !e.querySelector('.badge') && e.querySelector('.picked')?.textContent === '1'"
            " || (e.querySelector('.badge') && e.querySelector('.badge').textContent.slice(1) === e.querySelector('.picked')?.textContent))"
            ".map(e => e.dataset.key)")
        version = version_of(page)
        if whole:
            page.locator(f"[data-testid=card][data-key='{whole[0]}']").focus()
        page.keyboard.press("Control+Enter")
        moved_on(page, version)
        if whole:
            page.wait_for_timeout(300)
            assert _focused_card(page), page.evaluate("document.activeElement.outerHTML.slice(0, 120)")
            played_whole = True
            break
    assert played_whole, "no hint took a whole stack"
    # the key list: Esc closes it and the focus is back on the card
    page.locator("[data-testid=hand] [data-testid=card]").first.focus()
    page.keyboard.press("?")
    page.get_by_test_id("keys-help").wait_for()
    page.keyboard.press("Escape")
    page.wait_for_timeout(300)
    assert page.get_by_test_id("keys-help").count() == 0
    assert _focused_card(page)
    assert not errors, errors
    page.context.close()


def test_stack_by_rank_never_unticks_itself(web_server: Any, browser: Any) -> None:
    errors: list[str] = []
    page, _tid = seated_page(browser, web_server, "desktop", errors, game="marsmatch", seats=MM4,
                             secret=live_secret(4, "stack"))
    page.get_by_test_id("hand").wait_for()
    box = page.get_by_test_id("stacked")
    assert box.is_checked()  # 27 cards: stacked from the start (nobody chose)
    small = False
    for _ in range(40):
        if not _my_turn(page, 30):
            break
        assert box.is_checked(), "the box unticked itself"
        n = int(page.get_by_test_id("hand-count").inner_text().split()[0])
        small = small or n <= 20
        if small:
            break
        version = version_of(page)
        page.get_by_test_id("hint").click()
        page.wait_for_timeout(400)
        page.get_by_test_id("play" if page.get_by_test_id("play").is_enabled() else "pass").click()
        moved_on(page, version)
    assert small, "the hand never came down to 20 cards"
    assert box.is_checked()
    assert not errors, errors
    page.context.close()


def test_the_timer_toast_leaves_pass_and_hint_free(web_server: Any, browser: Any) -> None:
    for size in ("phone", "desktop"):
        page, _tid = seated_page(browser, web_server, size, None, game="marsmatch", seats=MM2,
                                 secret=live_secret(2, "toast"), turn_timer=2)
        toast = page.get_by_test_id("toast")
        toast.wait_for(timeout=10000)
        t = toast.bounding_box()
        for testid in ("pass", "hint", "play"):
            b = page.get_by_test_id(testid).bounding_box()
            overlap = not (t["x"] + t["width"] <= b["x"] or b["x"] + b["width"] <= t["x"]
                           or t["y"] + t["height"] <= b["y"] or b["y"] + b["height"] <= t["y"])
            assert not overlap, f"the toast covers {testid} on the {size}"
        shot(page, f"i30-toast-{size}")
        page.context.close()


def test_one_next_round_button(web_server: Any, browser: Any) -> None:
    for size in ("phone", "desktop"):
        page, _tid = seated_page(browser, web_server, size, None, game="marsmatch", seats=MM2,
                                 secret=heaven_secret(2, "next"))
        page.get_by_test_id("round-summary").wait_for(timeout=15000)
        page.wait_for_timeout(300)
        assert page.get_by_test_id("next-round").count() == 1
        assert page.get_by_role("button", name="Next round").count() == 1
        shot(page, f"i30-round-end-{size}")
        page.context.close()


def _wild_lead_secret() -> tuple[str, str]:
    """A 2-player deal where seat 0 leads and holds a 2 and a rank it has once: that card
    and the 2 are a pair with a wild 2."""
    from collections import Counter

    from marsmatch.games import marsmatch as mm

    from .conftest import round_seed

    for i in range(3000):
        secret = f"wild-{i}"
        st = mm.new_round(mm.Rules(), 2, seed=round_seed(secret))
        if st.finished or list(st.to_act) != [0]:
            continue
        held = Counter(st.view(0)["hand"])
        lone = [r for r, n in held.items() if n == 1 and r not in ("2", "BJ", "LJ")]
        if held["2"] and lone:
            return secret, lone[0]
    raise AssertionError("no such deal")


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_wild_2s_mark_stays_inside_the_seat_box(web_server: Any, browser: Any,
                                                   size: str) -> None:
    secret, lone = _wild_lead_secret()
    page, _tid = seated_page(browser, web_server, size, None, game="marsmatch", seats=MM2,
                             secret=secret, bot_delay=5)
    assert _my_turn(page)
    page.get_by_test_id("stacked").evaluate("e => e.checked && e.click()")
    for card in (lone, "2"):
        c = page.locator(f"[data-testid=hand] [data-testid=card][data-card='{card}']").first
        c.tap() if size == "phone" else c.click()
    page.wait_for_function("() => !document.querySelector('[data-testid=play]').disabled")
    page.get_by_test_id("play").click()
    mark = page.get_by_test_id("lastplay-0").locator(".wild-mark")
    mark.wait_for()
    m, seat = mark.bounding_box(), page.get_by_test_id("seat-0").bounding_box()
    assert seat["y"] <= m["y"] and m["y"] + m["height"] <= seat["y"] + seat["height"], (m, seat)
    assert seat["x"] <= m["x"] and m["x"] + m["width"] <= seat["x"] + seat["width"], (m, seat)
    # and not clipped by the play's own row
    row = page.get_by_test_id("lastplay-0").bounding_box()
    assert row["y"] <= m["y"] + 0.5 and m["y"] + m["height"] <= row["y"] + row["height"] + 0.5, (m, row)
    shot(page, f"i30-seat-wild-2-{size}")
    page.context.close()


def _spaceship_secret() -> str:
    """A 2-player deal where seat 0 leads holding both Big Jokers (the strongest Spaceship)."""
    from marsmatch.games import marsmatch as mm

    from .conftest import round_seed

    for i in range(5000):
        secret = f"ship-{i}"
        st = mm.new_round(mm.Rules(), 2, seed=round_seed(secret))
        if not st.finished and list(st.to_act) == [0] and st.view(0)["hand"].count("BJ") == 2:
            return secret
    raise AssertionError("no such deal")


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_one_tap_pass_when_nothing_can_beat(web_server: Any, browser: Any, size: str) -> None:
    """Nice-to-have 1: two Big Jokers on the table; Pass is the lit button and says why,
    and the screen reader hears it before "Your turn"."""
    from helpers import Client

    tid = web_server.create(game="marsmatch", seats=[{"kind": "human"}] * 2,
                            secret=_spaceship_secret())["table"]["id"]
    lead = Client(web_server, tid, seat=0, token=web_server.join(tid, "Ann", seat=0)["token"])
    token = web_server.join(tid, "Mia", seat=1)["token"]
    ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                              has_touch=size == "phone", device_scale_factor=1)
    ctx.add_init_script(f"localStorage.setItem('mm-seat-{tid}', "
                        f"JSON.stringify({{seat: 1, token: '{token}'}}))")
    page = new_page(browser, size, context=ctx)
    page.goto(f"{web_server.url}/#/t/{tid}")
    page.get_by_test_id("hand").wait_for()
    lead.drain(0.3)
    assert lead.act({"play": ["BJ", "BJ"]})["type"] == "ack"
    assert _my_turn(page)
    button = page.get_by_test_id("pass")
    page.wait_for_function("() => document.querySelector('[data-testid=pass]').dataset.nothingBeats")
    assert "nothing beats it" in button.inner_text() and "primary" in (button.get_attribute("class") or "")
    assert "nothing can beat it" in page.get_by_test_id("announcer").text_content()
    version = version_of(page)
    button.tap() if size == "phone" else button.click()  # one tap
    moved_on(page, version)
    shot(page, f"i30-one-tap-pass-{size}")
    lead.close()
    page.context.close()


def test_no_empty_band_between_the_table_and_the_dock_on_a_desktop(web_server: Any,
                                                                  browser: Any) -> None:
    page, _tid = seated_page(browser, web_server, "desktop", None, game="marsmatch", seats=MM2,
                             secret=live_secret(2, "band"), bot_delay=5)
    page.get_by_test_id("hand").wait_for()
    page.wait_for_timeout(300)
    gap = page.evaluate("""() => {
      const middle = document.querySelector('[data-testid=middle]');
      const last = [...middle.children].at(-1).getBoundingClientRect();
      return middle.getBoundingClientRect().bottom - last.bottom;
    }""")
    assert gap < 24, f"{gap:.0f} px of empty band above the dock"
    shot(page, "i30-no-band-desktop")
    page.context.close()
