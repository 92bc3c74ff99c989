"""A turn-based table (a move a day) in a real browser: the other player's tab, in the
background, gets a system notification when the turn comes to it (the Notifications API),
and the table keeps its day-long clock with no stand-in bot."""

from __future__ import annotations

from typing import Any

from .conftest import SIZES, assert_accessible, live_secret, new_page, shot, tap_or_click

TWO = [{"kind": "human"}, {"kind": "human"}]
HIDDEN = ("Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});"
          "Object.defineProperty(document, 'hidden', {get: () => true});")


def seat_page(browser: Any, srv: Any, table: str, seat: int, token: str, size: str,
              background: bool) -> Any:
    ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                              has_touch=size == "phone", device_scale_factor=1)
    if background:
        ctx.grant_permissions(["notifications"], origin=srv.url)
        ctx.add_init_script(HIDDEN)
    page = new_page(browser, size, context=ctx)
    page.goto(f"{srv.url}/#/t/{table}/seat/{seat}/{token}")
    page.get_by_test_id("hand").wait_for(timeout=15000)
    return page


def act(page: Any, touch: bool) -> None:
    """The hinted play, or a pass, at this seat's turn."""
    tap_or_click(page, "hint", touch)
    page.wait_for_function(
        "() => { const b = document.querySelector('[data-testid=play]');"
        " const h = document.querySelector('[data-testid=hint-text]');"
        " return (b && !b.disabled) || (h && /pass/i.test(h.innerText)); }")
    tap_or_click(page, "play" if page.get_by_test_id("play").is_enabled() else "pass", touch)
    page.wait_for_timeout(200)


def notified(page: Any) -> int:
    return int(page.evaluate("() => (window.__mmNotified || []).length"))


def test_a_turn_based_table_notifies_the_other_context(web_server: Any, browser: Any) -> None:
    made = web_server.create(game="marsmatch", seats=TWO, turn_timer=86400, join_as="Day",
                             secret=live_secret(2, "daily"))  # a deal with turns to take
    table = made["table"]["id"]
    other = web_server.join(table, "Night")
    info = web_server.get(f"/api/tables/{table}").json()
    assert info["turn_timer"] == 86400 and info["grace"] >= 7 * 86400
    front = seat_page(browser, web_server, table, 0, made["token"], "phone", background=False)
    back = seat_page(browser, web_server, table, other["seat"], other["token"], "desktop",
                     background=True)
    front.get_by_test_id("notify-me").wait_for()  # asked for only on a press
    shot(front, "people-daily-phone-en")
    assert_accessible(front, "a turn-based table")
    before = notified(back)
    # whoever is to act moves, until the turn comes to the background tab after one of the
    # front player's moves (the deal decides who starts)
    enabled = "[data-testid=hint]:enabled"
    for _ in range(40):
        if front.locator(enabled).count():
            act(front, True)
            back.wait_for_function(
                "n => (window.__mmNotified || []).length > n"
                " || !!document.querySelector('[data-testid=hint]:enabled')", arg=before,
                timeout=10000)
            back.wait_for_timeout(300)
        if notified(back) > before:
            break
        if back.locator(enabled).count():
            act(back, False)  # its own move: the next "your turn" counts
            before = notified(back)
        front.wait_for_timeout(200)
    assert notified(back) > before, "the background tab was not told it is its turn"
    said = back.evaluate("() => window.__mmNotified.at(-1)")
    assert said["title"] == "Your turn at MarsMatch" and "Day" in said["body"]
    # nobody stood in for the away player: the turn waits on the day's clock
    seats = web_server.get(f"/api/tables/{table}").json()["seats"]
    assert not any(s["auto"] for s in seats)
    # leaving mid-match takes two presses; then the seat is free for the next person
    front.get_by_test_id("host-panel-open").click()  # folded during play
    front.get_by_test_id("leave-seat").click()
    assert web_server.get(f"/api/tables/{table}").json()["seats"][0]["taken"]
    front.get_by_test_id("leave-seat-confirm").click()
    front.get_by_test_id("notice").wait_for()
    assert not web_server.get(f"/api/tables/{table}").json()["seats"][0]["taken"]
