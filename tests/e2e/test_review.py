"""The Review tab of the replay page (issue 33): a stored round's seat is reviewed by the
server's strong search and every decision shows its mark, the move played with its chance
to win, and the better move; a decision's number jumps the replay there. Phone and
desktop, English and Chinese (screenshots in out/screenshots/review-*.png)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import round_with_decisions

from marsmatch.words import t

from .conftest import SIZES, assert_accessible, new_page, shot


@pytest.fixture(scope="module")
def reviewed_round(web_server: Any) -> str:
    """A finished 4-player MarsMatch round with one human seat (hint moves) and 3 bots."""
    return round_with_decisions(web_server, [{"kind": "human"}] + [{"kind": "bot"}] * 3,
                                "review-e2e", 8)[0]


@pytest.mark.parametrize("size", ["phone", "desktop"])
@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_the_review_tab_marks_each_decision(web_server: Any, browser: Any, reviewed_round: str,
                                            size: str, lang: str) -> None:
    ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                              has_touch=size == "phone", device_scale_factor=1,
                              locale="zh-CN" if lang == "zh-Hans" else "en-US")
    errors: list[str] = []
    page = new_page(browser, size, errors, context=ctx)
    page.goto(f"{web_server.url}/#/replay/{reviewed_round}")
    page.get_by_test_id("tab-review").click()
    assert page.get_by_test_id("tab-review").inner_text() == t("review-tab", lang)
    page.get_by_test_id("review-start").click()
    page.get_by_test_id("review-counts").wait_for(timeout=60000)
    rows = page.get_by_test_id("review-decision")
    assert rows.count() >= 3
    marks = {rows.nth(i).get_attribute("data-mark") for i in range(rows.count())}
    assert marks <= {"good", "inaccuracy", "mistake", "blunder"}
    assert t("review-mark-good", lang) in page.get_by_test_id("review").inner_text()
    shot(page, f"review-{lang}-{size}", full=True)
    assert_accessible(page, f"the Review tab ({lang}, {size})")
    first = rows.nth(0).locator("button")
    number = int(first.inner_text().rstrip("."))
    first.click()
    assert page.get_by_test_id("replay-frame").is_visible()
    assert f"{number}" in page.get_by_test_id("replay-step").inner_text()
    assert not errors
    ctx.close()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_strong_hint_picks_the_strong_bots_move(web_server: Any, browser: Any,
                                                    size: str) -> None:
    """The table's Strong hint button asks the strong bot (slower) and checks its cards."""
    from .conftest import hinted, live_secret, seated_page

    errors: list[str] = []
    page, _tid = seated_page(browser, web_server, size, errors,
                             seats=[{"kind": "human"}] + [{"kind": "bot"}] * 3,
                             secret=live_secret(4, "strong-hint-e2e"))
    try:
        page.locator("[data-testid=hint-strong]:enabled").wait_for(timeout=30000)
    except Exception:
        shot(page, f"strong-hint-stuck-{size}", full=True)
        raise
    page.get_by_test_id("hint-strong").click()
    hinted(page)
    assert t("hint-strong-which", "en") in page.get_by_test_id("hint-text").inner_text()
    shot(page, f"strong-hint-{size}")
    assert not errors
    page.context.close()
