"""The screen reader hears the game (players' review of 2026-11-27, N2 and minor 13): the
live region says the play to answer (or the new lead) in the same announcement as "Your
turn", in both games; Shengji follows are spoken with their cards and points and who is
winning the trick; the live text follows a switch of language."""

from __future__ import annotations

from typing import Any

from .conftest import live_secret, play_turns, seated_page, shot

RECORD = """() => {
  window.__said = [];
  const el = document.querySelector('[data-testid=announcer]');
  new MutationObserver(() => window.__said.push(el.textContent)).observe(el, {childList: true, characterData: true, subtree: true});
}"""

BOTS3 = [{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * 3


def _announced(page: Any) -> str:
    page.wait_for_function(
        "() => /Your turn/.test(document.querySelector('[data-testid=announcer]').textContent)",
        timeout=3000)
    return str(page.get_by_test_id("announcer").text_content())


def test_marsmatch_your_turn_comes_with_the_play_to_beat(web_server: Any, browser: Any) -> None:
    errors: list[str] = []
    page, _tid = seated_page(browser, web_server, "desktop", errors, game="marsmatch",
                             seats=BOTS3, secret=live_secret(4, "hear-mm"))
    page.get_by_test_id("hand").wait_for()
    page.evaluate(RECORD)
    checked = {"beat": 0, "lead": 0}

    def on_turn(p: Any, _n: int) -> None:
        said = _announced(p)
        top = p.get_by_test_id("top-play")
        if top.count():
            describe = top.locator(".describe").inner_text()
            who = top.locator(".label").inner_text().split("played by ")[-1]
            assert describe in said and f"{who} played" in said, (said, describe, who)
            assert said.index(describe) < said.index("Your turn")
            checked["beat"] += 1
        else:
            assert "You lead" in said, said
            checked["lead"] += 1

    play_turns(page, touch=False, keyboard=True, on_turn=on_turn, timeout=180)
    assert checked["beat"] >= 1, checked
    shot(page, "i30-hearing-mm-desktop")
    assert not errors, errors
    page.context.close()


def test_shengji_follows_are_spoken_with_cards_points_and_who_is_winning(web_server: Any,
                                                                         browser: Any) -> None:
    errors: list[str] = []
    # a fixed deal (bots and hint are deterministic): on a random one seat 0 may win and
    # lead nearly every trick, and then there is little to follow
    page, _tid = seated_page(browser, web_server, "desktop", errors, game="shengji",
                             rules={"decks": 1}, seats=BOTS3, secret=live_secret(4, "hear-sj"))
    page.get_by_test_id("hand").wait_for()
    page.evaluate(RECORD)
    answered = 0

    def on_turn(p: Any, _n: int) -> None:
        nonlocal answered
        said = _announced(p)
        area = p.get_by_test_id("trick-area")
        if not area.count() or p.get_by_test_id("last-trick").count():
            return
        played = [s for s in range(1, 4)
                  if p.get_by_test_id(f"trick-{s}").locator("[data-testid=cards]").count()]
        if not played:
            assert "You lead trick" in said, said
            return
        win = [s for s in range(4) if "winning" in (p.get_by_test_id(f"trick-{s}").get_attribute("class") or "")]
        name = p.get_by_test_id(f"seat-{win[0]}").locator(".nm").get_attribute("title")
        assert f"{name} is winning the trick" in said, (name, said)
        assert said.index("is winning") < said.index("Your turn")
        assert " led " in said, said
        answered += 1

    play_turns(page, touch=False, on_turn=on_turn, timeout=240)
    assert answered >= 2
    lines = page.evaluate("() => window.__said")
    follows = [s for s in lines if " plays " in s and ("point" in s)]
    assert follows, lines[:20]
    assert any("is winning the trick" in s for s in lines if "Your turn" not in s)
    # the live text follows a switch of language
    before = page.get_by_test_id("announcer").text_content()
    page.get_by_test_id("lang").select_option("zh-Hans")
    page.wait_for_function("b => document.querySelector('[data-testid=announcer]').textContent !== b",
                           arg=before, timeout=3000)
    now = str(page.get_by_test_id("announcer").text_content())
    assert not any(w in now for w in (" plays ", "Your turn", "is winning")), now
    page.get_by_test_id("lang").select_option("en")
    assert not errors, errors
    page.context.close()
