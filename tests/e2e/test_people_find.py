"""Finding a game in the lobby: filters by game and size, open seats first, and "seat me
at the next table" taking a free seat. Phone and desktop, axe-clean."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import SIZES, assert_accessible, new_page, shot


@pytest.mark.parametrize(("size", "lang"), [("phone", "en"), ("desktop", "zh-Hans")])
def test_seat_me_at_the_next_table(web_server: Any, browser: Any, size: str, lang: str) -> None:
    wanted = web_server.create(game="shengji", name=f"find-{size}")["table"]["id"]
    for seat in range(3):
        web_server.join(wanted, f"p{seat}")
    ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                              has_touch=size == "phone", device_scale_factor=1)
    ctx.add_init_script(f"localStorage.setItem('mm-lang', '{lang}');"
                        "localStorage.setItem('mm-name', 'Finder')")
    errors: list[str] = []
    page = new_page(browser, size, errors, context=ctx)
    page.goto(f"{web_server.url}/#/")
    page.get_by_test_id("find").wait_for()
    page.get_by_test_id("find-game").select_option("shengji")
    page.get_by_test_id(f"table-{wanted}").wait_for()
    # only Shengji tables are listed now, open seats first
    listed = page.locator("[data-testid=table-list] li").all_inner_texts()
    assert listed and all(("Shengji" in x or "升级" in x) for x in listed)
    page.get_by_test_id("find").scroll_into_view_if_needed()
    shot(page, f"people-find-{size}-{lang}")
    assert_accessible(page, f"the lobby with its finder ({size}, {lang})")
    page.get_by_test_id("seat-me").click()
    page.get_by_test_id("table-page").wait_for()
    assert page.url.endswith(f"#/t/{wanted}"), page.url
    page.get_by_test_id("hand").wait_for(timeout=15000)  # the fourth seat: the deal starts
    assert not errors, errors
