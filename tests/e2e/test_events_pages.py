"""The events pages in Chromium (web/src/Events.svelte): the list and an event's page with
standings and each board's tables side by side, at phone and desktop size, in English and
Chinese, axe clean. Screenshots: out/screenshots/events-*.png."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from marsmatch.events.daily import create_daily, join, today
from marsmatch.events.run import play_event
from marsmatch.events.store import create, grant, load, read_log, results
from marsmatch.words import t

from .conftest import Server, assert_accessible, new_page, shot, upload_record


@pytest.fixture(scope="module")
def event_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    root = tmp_path_factory.mktemp("events")
    create(root / "club", game="marsmatch", name="Friday club",
           names=["ann", "bo", "cy", "di", "ed", "fay", "gus"], rounds=2,
           boards_per_round=2, filler="random")
    play_event(root / "club", "greedy", {"ann": "random"})
    create(root / "pairs", game="shengji", name="Pairs night",
           names=["ann & bo", "cy & di", "ed & fay", "gus & hal"], rounds=1,
           boards_per_round=1)
    play_event(root / "pairs", "greedy")
    create(root / "next", game="marsmatch", name="Next week", names=["a", "b", "c", "d"],
           rounds=1, boards_per_round=1)
    daily = create_daily(root, boards=2, bot="greedy")
    for who in ("ann", "bo"):
        join(root / f"daily-{today()}", who)
    play_event(root / f"daily-{today()}", "greedy", {"ann": "random"})
    assert daily.extra["daily"] == today()
    srv = Server(root / "e.db", env={"MARSMATCH_EVENTS_DIR": str(root)}).start()
    srv.root = root  # type: ignore[attr-defined]
    yield srv
    srv.stop()


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_events_pages(event_server: Any, browser: Any, size: str, lang: str) -> None:
    errors: list[str] = []
    page = new_page(browser, size, errors)
    page.add_init_script(f"localStorage.setItem('mm-lang', '{lang}')")
    page.goto(f"{event_server.url}/#/")
    page.get_by_test_id("nav-events").click()  # the lobby leads to the events
    listing = page.get_by_test_id("events-list")
    for status in ("open", "finished"):  # the list arrives after the page (auto-waiting)
        expect(listing).to_contain_text(t(f"event-status-{status}", lang))
    assert t("events-title", lang) in listing.inner_text()
    assert_accessible(page, f"events list {size} {lang}")
    shot(page, f"events-list-{lang}-{size}", full=True)

    page.goto(f"{event_server.url}/#/e/club")
    page.get_by_test_id("standings").wait_for()
    want = results(event_server.root / "club").standings
    rows = page.get_by_test_id("standings").locator("tbody tr")
    assert rows.count() == len(want)
    first = rows.nth(0).inner_text()
    assert want[0]["who"] in first and f"{want[0]['pct']:.1f}" in first
    assert t("event-verified", lang, n=8) in page.get_by_test_id("event-page").inner_text()
    page.get_by_test_id("event-me").select_option("bo")
    mine = page.locator("tr.mine")
    assert mine.count() == 4  # bo's four boards, each beside the other table's same seat
    assert_accessible(page, f"event page {size} {lang}")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"]  # no sideways scrolling of the page
    shot(page, f"events-club-{lang}-{size}", full=True)

    page.goto(f"{event_server.url}/#/e/pairs")
    page.get_by_test_id("standings").wait_for()
    assert t("event-dir-NS", lang) in page.locator("table.boards").first.inner_text()
    assert_accessible(page, f"pairs event page {size} {lang}")
    shot(page, f"events-pairs-{lang}-{size}", full=True)

    page.goto(f"{event_server.url}/#/e/daily-{today()}")
    page.get_by_test_id("standings").wait_for()
    page.get_by_test_id("event-me").select_option("ann")
    assert page.locator("tr.mine").count() == 2  # ann's two boards, beside bo's and the par
    assert "par" in page.locator("table.boards").first.inner_text()
    assert_accessible(page, f"daily challenge {size} {lang}")
    shot(page, f"events-daily-{lang}-{size}", full=True)
    if size == "desktop":  # the arbiter page proves a record of the event is its board
        page.goto(f"{event_server.url}/#/arbiter")
        upload_record(page, event_server.root / "club" / "records" / "b002-t01.json")
        check = page.get_by_test_id("deal-board")
        assert check.get_attribute("data-status") == "ok"
        short = load(event_server.root / "club").commitment[:16]
        assert t("event-board-ok", lang, board=3, event=short) in check.inner_text()
        shot(page, f"events-arbiter-{lang}-{size}", full=True)
    assert errors == []
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_directors_desk(event_server: Any, browser: Any, size: str, lang: str) -> None:
    """A director creates an event, registers, pauses, replaces, adjusts and starts it at
    the desk; each action is in the event's log with their login; others are refused."""
    errors: list[str] = []
    page = new_page(browser, size, errors)
    page.add_init_script(f"localStorage.setItem('mm-lang', '{lang}')")
    page.goto(f"{event_server.url}/#/desk")
    refused = page.get_by_test_id("desk-refused")
    refused.wait_for()
    assert refused.inner_text() == t("desk-not-signed-in", lang)
    login = f"dee{size}{lang.replace('-', '').lower()}"
    r = page.request.post(f"{event_server.url}/api/auth/signup",
                          data={"login": login, "password": "correct horse battery staple"})
    assert r.status == 201, r.text()
    page.reload()
    assert page.get_by_test_id("desk-refused").inner_text() == t("desk-forbidden", lang)
    grant(event_server.root, login)
    page.reload()
    eid = f"desk-{size}-{lang.lower()}"
    page.get_by_test_id("desk-id").fill(eid)
    page.get_by_test_id("desk-name").fill(f"Desk {size} {lang}")
    page.get_by_test_id("desk-rounds").fill("1")
    page.get_by_test_id("desk-boards").fill("2")
    page.get_by_test_id("desk-names").fill("ann\nbo\ncy")
    page.get_by_test_id("desk-create-go").click()
    page.get_by_test_id("desk-event").wait_for()
    page.get_by_test_id("desk-more").fill("di")
    page.get_by_test_id("desk-register").click()
    page.get_by_test_id("desk-reason").fill("di is late")
    page.get_by_test_id("desk-pause").click()
    page.get_by_test_id("desk-done").filter(has_text=t("desk-paused-now", lang)).wait_for()
    page.get_by_test_id("desk-who").select_option("di")
    page.get_by_test_id("desk-replace").click()
    page.get_by_test_id("desk-done").filter(has_text="di").wait_for()
    page.get_by_test_id("desk-who").select_option("ann")
    page.get_by_test_id("desk-score").fill("-300")
    page.get_by_test_id("desk-adjust").click()
    page.get_by_test_id("desk-done").filter(has_text=t("desk-adjusted", lang, n=1)).wait_for()
    page.get_by_test_id("desk-start").click()
    page.get_by_test_id("desk-passes").wait_for()  # started: the people's passes show
    log = read_log(event_server.root / eid)
    assert [e["what"] for e in log if e.get("by") == login] == [
        "create", "register", "register", "pause", "replace", "adjust", "start", "live"]
    assert "di is late" in page.get_by_test_id("desk-log").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= \
        page.evaluate("window.innerWidth") + 1  # no sideways scroll on a phone
    assert_accessible(page, f"director's desk {size} {lang}")
    shot(page, f"events-desk-{lang}-{size}", full=True)
    assert not errors, errors
    page.context.close()
