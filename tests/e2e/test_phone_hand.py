"""The phone hand (players' review of 2026-11-27, N1): every card of a 3-deck Shengji hand
(39 cards, 45 at the bury) and of a 54-card MarsMatch hand is in view at once on a
390x844 phone, fanned with each card's index showing; picking by tap and by drag still
takes exactly the card under the finger; a picked card never covers the row above."""

from __future__ import annotations

import time
from typing import Any

from marsmatch.games import find_game

from .conftest import SIZES, assert_accessible, live_secret, new_page, round_seed, shot, version_of

HIDDEN_INDEXES = """() => {
  // every card's index (its rank glyph): inside the viewport, and the card itself is what a
  // finger at the index touches (not a neighbour laid over it)
  const bad = [];
  const vw = innerWidth, vh = innerHeight;
  for (const card of document.querySelectorAll('[data-testid=hand] [data-testid=card]')) {
    const r = card.querySelector('.rank').getBoundingClientRect();
    const x = r.left + Math.min(r.width / 2, 6), y = r.top + r.height / 2;
    const inside = r.left >= 0 && r.top >= 0 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
    const hit = document.elementFromPoint(x, y)?.closest('[data-testid=card]');
    if (!inside || hit !== card) bad.push(`${card.dataset.card}@${Math.round(r.left)},${Math.round(r.top)}${inside ? ' covered' : ' outside'}`);
  }
  return bad;
}"""


def _all_visible(page: Any, count: int, where: str) -> None:
    cards = page.locator("[data-testid=hand] [data-testid=card]")
    assert cards.count() == count, (where, cards.count())
    page.wait_for_timeout(200)  # the fan is fitted after the layout
    bad = page.evaluate(HIDDEN_INDEXES)
    assert not bad, f"{where}: {len(bad)} of {count} indexes hidden: {bad[:8]}"
    box = cards.first.bounding_box()
    assert box["height"] >= 44  # still a finger's height


def _level_card_secret(decks: int) -> str:
    """A table secret whose first 4-player Shengji deal gives seat 0 a level card (a 2)."""
    game = find_game("shengji")
    for i in range(500):
        secret = f"fan-{decks}-{i}"
        st = game.new_round(game.rules({"decks": decks}), players=4, seed=round_seed(secret))
        if any(c[1:] == "2" for c in st.view(0)["hand"]):
            return secret
    raise AssertionError("no such deal")


def _until(page: Any, others: list[Any], test: str, timeout: float = 30,
           keep: bool = False) -> None:
    """Wait for ``test`` in the page while the other seats (protocol clients) pass whenever
    they declare; ``keep``: this seat too passes to keep its declaration."""
    deadline = time.time() + timeout
    while not page.evaluate(test):
        if keep and page.get_by_test_id("own-declaration").count():
            page.get_by_test_id("pass").tap()
        assert time.time() < deadline, f"timed out waiting for {test}"
        for c in others:
            c.drain(0.03)
            if c.my_turn() and c.view and c.view["phase"] == "declare":
                c.act({"pass": True})
        page.wait_for_timeout(50)


def test_three_deck_shengji_hand_and_bury_wholly_in_view_on_a_phone(web_server: Any,
                                                                       browser: Any) -> None:
    from helpers import Client

    errors: list[str] = []
    tid = web_server.create(game="shengji", rules={"decks": 3}, seats=[{"kind": "human"}] * 4,
                            secret=_level_card_secret(3))["table"]["id"]
    token = web_server.join(tid, "Mia", seat=0)["token"]
    others = [Client(web_server, tid, seat=s, token=web_server.join(tid, f"P{s}", seat=s)["token"])
              for s in (1, 2, 3)]
    ctx = browser.new_context(viewport=SIZES["phone"], is_mobile=True, has_touch=True,
                              device_scale_factor=1)
    ctx.add_init_script(f"localStorage.setItem('mm-seat-{tid}', "
                        f"JSON.stringify({{seat: 0, token: '{token}'}}))")
    page = new_page(browser, "phone", errors, context=ctx)
    page.goto(f"{web_server.url}/#/t/{tid}")
    page.get_by_test_id("hand").wait_for()
    _until(page, others, "() => !!document.querySelector('[data-testid=hint]:not([disabled])')")
    _all_visible(page, 39, "the 3-deck hand while declaring")
    assert page.get_by_test_id("hand").get_attribute("data-fan")  # it is fanned
    shot(page, "i30-sj3-declare-fanned-phone")
    # declare with a level card: tap exactly it
    level = page.locator("[data-testid=hand] [data-testid=card]").evaluate_all(
        "els => els.filter(e => e.dataset.card.slice(1) === '2').map(e => e.dataset.idx)")[0]
    page.locator(f"[data-testid=card][data-idx='{level}']").tap()
    picked = page.locator("[data-testid=card][aria-pressed=true]")
    assert picked.evaluate_all("els => els.map(e => e.dataset.idx)") == [level]
    page.wait_for_function("() => !document.querySelector('[data-testid=play]').disabled")
    version = version_of(page)
    page.get_by_test_id("play").tap()
    _until(page, others, "() => !!document.querySelector('[data-testid=bury-note]') && "
                         "!!document.querySelector('[data-testid=hint]:not([disabled])')", keep=True)
    assert version_of(page) > version
    _all_visible(page, 45, "the bury (45 cards)")
    # drag across a row: every card passed over is picked, no other
    cards = page.locator("[data-testid=hand] [data-testid=card]")
    boxes = cards.evaluate_all("els => els.map(e => { const r = e.getBoundingClientRect();"
                               " return [Number(e.dataset.idx), r.left, r.top, r.width, r.height]; })")
    # (the second row, so that the picked cards rise towards the row above)
    second = min(b[2] for b in boxes if b[2] > boxes[0][2] + 20)
    row = [b for b in boxes if abs(b[2] - second) < 2][:4]
    y = row[0][2] + row[0][4] / 2
    page.mouse.move(row[0][1] + 4, y)
    page.mouse.down()
    for b in row[1:]:
        page.mouse.move(b[1] + b[3] / 2, y, steps=3)
    page.mouse.up()
    got = sorted(int(i) for i in picked.evaluate_all("els => els.map(e => e.dataset.idx)"))
    assert got == sorted(b[0] for b in row), (got, row)
    # picked cards (raised) still leave every index of the rows above and below in view
    bad = page.evaluate(HIDDEN_INDEXES)
    assert not bad, f"a picked card covers others: {bad}"
    shot(page, "i30-sj3-bury-fanned-phone")
    assert_accessible(page, "the fanned 3-deck bury on a phone")
    for c in others:
        c.close()
    assert not errors, errors
    page.context.close()


def test_a_54_card_marsmatch_hand_wholly_in_view_on_a_phone(web_server: Any,
                                                           browser: Any) -> None:
    errors: list[str] = []
    tid = web_server.create(game="marsmatch", seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
                            secret=live_secret(2, "fan54"), bot_delay=5)["table"]["id"]
    token = web_server.join(tid, "Mia", seat=0)["token"]
    ctx = browser.new_context(viewport=SIZES["phone"], is_mobile=True, has_touch=True,
                              device_scale_factor=1)
    ctx.add_init_script(f"localStorage.setItem('mm-seat-{tid}', "
                        f"JSON.stringify({{seat: 0, token: '{token}'}}))")
    page = new_page(browser, "phone", errors, context=ctx)
    page.goto(f"{web_server.url}/#/t/{tid}")
    page.get_by_test_id("hand").wait_for()
    page.get_by_test_id("stacked").evaluate("e => e.checked && e.click()")  # card by card
    _all_visible(page, 54, "54 MarsMatch cards, card by card")
    shot(page, "i30-mm54-fanned-phone")
    # a tap on a covered card's strip picks exactly that card
    third = page.locator("[data-testid=hand] [data-testid=card]").nth(2)
    third.tap()
    assert page.locator("[data-testid=card][aria-pressed=true]").evaluate_all(
        "els => els.map(e => e.dataset.idx)") == [third.get_attribute("data-idx")]
    assert not errors, errors
    page.context.close()
