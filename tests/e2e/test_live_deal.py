"""Live dealing in the browser (issue 30's must-show): a Shengji table dealing live, the
cards arriving one by one in the hand, another player declaring during the deal and this
player overcalling (反主) with one tap while the cards still come; the screen reader hears
the declarations; axe finds nothing. Phone size, touch: the control must work there."""

from __future__ import annotations

from typing import Any

from helpers import Client

from .conftest import assert_accessible, round_seed, seated_page, shot

PACE = 0.06  # 100 cards in six seconds


def _pairs(cards: list[str]) -> set[str]:
    """The level cards (2s) and jokers the hand holds twice: what could overcall a single."""
    return {c for c in cards if cards.count(c) >= 2 and (c in ("BJ", "LJ") or c[1:] == "2")}


def fits(secret: str) -> bool:
    """The table secret's first 2-deck deal gives seat 1 a 2 among its first three cards
    and seat 0 both copies of one 2 among its first six, and the bots (seats 2, 3) no pair
    to declare with, whenever the browser's tap comes (SECRET was found by trying
    ``e2e-live-0``, ``e2e-live-1``... with this test)."""
    from marsmatch.games.shengji.setup import deal

    hands = [[str(c) for c in h] for h in deal(round_seed(secret), 2)[0]]
    return (any(c[1:] == "2" and c[0] in "SHDC" for c in hands[1][:3])
            and any(c[1:] == "2" for c in _pairs(hands[0][:6]))
            and not _pairs(hands[2]) and not _pairs(hands[3]))


SECRET = "e2e-live-2088"


def test_live_deal_declare_and_overcall_while_the_cards_come(web_server: Any, browser: Any) -> None:
    assert fits(SECRET)
    errors: list[str] = []
    page, tid = seated_page(browser, web_server, "phone", errors, game="shengji",
                            seats=[{"kind": "human"}, {"kind": "human"},
                                   {"kind": "bot", "bot": "greedy"},
                                   {"kind": "bot", "bot": "greedy"}],
                            rules={"decks": 2, "deal_style": "live"}, deal_pace=PACE,
                            secret=SECRET)
    page.get_by_test_id("table-page").wait_for()
    # the second person sits down: the deal starts, card by card
    other = Client(web_server, tid, 1, web_server.join(tid, "Bo", seat=1)["token"])
    try:
        hand = page.get_by_test_id("card")
        page.get_by_test_id("live-deal").wait_for()
        page.wait_for_function("() => document.querySelectorAll('[data-testid=card]').length >= 1")
        first = hand.count()
        page.wait_for_function("n => document.querySelectorAll('[data-testid=card]').length > n",
                               arg=first)  # another card arrived
        page.wait_for_selector(".hand .cardface.fresh")  # it slides in (motion allowed here)
        # Bo declares a single 2 as soon as he holds one (out of turn: anyone may)
        while True:
            other.expect("update", timeout=5)
            twos = [c for c in other.view["hand"] if c[1:] == "2" and c[0] in "SHDC"]
            if twos:
                assert other.act({"declare": twos[:1]})["type"] == "ack"
                break
        said = "() => document.querySelector('[data-testid=announcer]').innerText"
        page.wait_for_function(f"() => /Bo declares .* cards dealt/.test(({said})())")
        # the browser offers the overcall with its pair of 2s, one tap, while dealing goes on
        button = page.get_by_test_id("quick-declare").filter(has_text="Overcall")
        button.first.wait_for(timeout=8000)
        label = button.first.inner_text()
        # cards picked by hand stay the same cards as more arrive and the hand re-sorts
        cards = page.eval_on_selector_all("[data-testid=card]", "els => els.map(e => e.dataset.card)")
        pair = next(c for c in cards if cards.count(c) == 2 and c[1:] == "2")
        pressed = "[data-testid=card][aria-pressed=true]"

        def picked() -> list[str]:
            return list(page.eval_on_selector_all(pressed, "els => els.map(e => e.dataset.card)"))

        for _ in range(8):  # (a card arriving can move the hand under a tap: tap again)
            if picked() == [pair, pair]:
                break
            if any(c != pair for c in picked()):
                page.get_by_test_id("clear").tap()
            else:
                page.locator(f"[data-testid=card][data-card='{pair}'][aria-pressed=false]").first.tap()
        assert picked() == [pair, pair]
        n = page.get_by_test_id("card").count()
        page.wait_for_function("n => document.querySelectorAll('[data-testid=card]').length > n",
                               arg=n)
        assert picked() == [pair, pair]  # the same two cards, at their new places
        shot(page, "i30-live-deal-overcall-en-phone")
        button.first.tap()
        page.wait_for_function(
            "() => /Mia/.test(document.querySelector('[data-testid=declare-note]')?.innerText ?? '')")
        while other.view["declaration"]["seat"] != 0:
            other.expect("update", timeout=5)
        deal = other.view["dealing"]
        assert deal["cards_out"] < deal["total"]  # the overcall came during the deal
        assert len(other.view["declaration"]["cards"]) == 2 and label.startswith("Overcall")
        # the screen reader heard both declarations, each with its moment in the deal
        page.wait_for_function(f"() => /Mia declares .* cards dealt/.test(({said})())")
        shot(page, "i30-live-deal-after-en-phone")
        assert_accessible(page, "a live deal after an overcall")
        assert not errors, errors
    finally:
        other.close()
        page.context.close()
