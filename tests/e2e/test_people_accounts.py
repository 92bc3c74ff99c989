"""People in a real browser (docs/people.md): an account made with a password and used
from two browser contexts (its seat follows it, the other device's session is revoked),
and table chat between two contexts (text stays text, reactions, the host hides a line,
a person mutes another for themselves). Phone and desktop, English and Simplified
Chinese screenshots, axe-clean."""

from __future__ import annotations

import time
from typing import Any

import pytest

from .conftest import SIZES, assert_accessible, new_page, shot

PASSWORD = "correct horse battery staple"
XSS = '<script>window.pwned=1</script><img src=x onerror="window.pwned=2">'
MM3 = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "greedy"}]


def context(browser: Any, size: str, lang: str = "en") -> Any:
    ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                              has_touch=size == "phone", device_scale_factor=1)
    ctx.add_init_script(f"localStorage.setItem('mm-lang', '{lang}')")
    return ctx


@pytest.mark.parametrize(("size", "lang"), [("phone", "zh-Hans"), ("desktop", "en")])
def test_an_account_made_with_a_password_follows_its_owner_to_another_context(
        web_server: Any, browser: Any, size: str, lang: str) -> None:
    login = f"ann-{size}-{int(time.time() * 1000) % 100000}"
    errors: list[str] = []
    a = new_page(browser, size, errors, context=context(browser, size, lang))
    a.goto(f"{web_server.url}/#/account")
    a.get_by_test_id("signup-form").wait_for()
    assert_accessible(a, f"the account page, signed out ({size}, {lang})")
    shot(a, f"people-signed-out-{size}-{lang}", full=True)
    a.get_by_test_id("signup-login").fill(login)
    a.get_by_test_id("signup-name").fill("Ann 安")
    a.get_by_test_id("signup-password").fill(PASSWORD)
    a.get_by_test_id("signup").click()
    a.get_by_test_id("recovery-codes").wait_for()
    assert a.locator("[data-testid=recovery-codes] code").count() == 10
    assert a.get_by_test_id("nav-account").get_attribute("aria-label") == "Ann 安"
    assert_accessible(a, f"the account page with its recovery codes ({size}, {lang})")
    shot(a, f"people-codes-{size}-{lang}", full=True)
    # the cookie is out of the page's reach
    assert "mm_session" not in a.evaluate("() => document.cookie")
    # a table made while signed in: seat 0 is the account's
    made = a.evaluate("""async () => (await (await fetch('/api/tables', {method: 'POST',
        headers: {'content-type': 'application/json'}, body: JSON.stringify({game: 'marsmatch',
        join_as: 'Ann', bot_delay: 0.05, seats: [{kind: 'human'}, {kind: 'bot', bot: 'greedy'},
        {kind: 'bot', bot: 'greedy'}]})})).json())""")
    tid = made["table"]["id"]

    b = new_page(browser, size, errors, context=context(browser, size, lang))
    b.goto(f"{web_server.url}/#/account")
    b.get_by_test_id("signin-login").fill(login)
    b.get_by_test_id("signin-password").fill(PASSWORD)
    b.get_by_test_id("signin").click()
    b.get_by_test_id("my-tables").wait_for()
    assert b.get_by_test_id("sessions").locator("[data-testid=session]").count() == 2
    shot(b, f"people-account-{size}-{lang}", full=True)
    assert_accessible(b, f"the account page, signed in ({size}, {lang})")
    # the lobby lists the account's tables first
    b.goto(f"{web_server.url}/#/")
    b.get_by_test_id("lobby-my-tables").locator(f"a[href='/#/t/{tid}']").wait_for()
    assert_accessible(b, f"the lobby with the account's tables ({size}, {lang})")
    b.goto(f"{web_server.url}/#/account")
    b.locator(f"[data-testid=my-tables] a[href='/#/t/{tid}']").click()
    b.get_by_test_id("hand").wait_for(timeout=15000)  # the seat's own hand, no token here
    assert b.get_by_test_id("seat-0").get_attribute("class").find("me") >= 0
    # revoke the first context's session from the second: the first is signed out
    b.goto(f"{web_server.url}/#/account")
    b.get_by_test_id("session-revoke").click()
    b.wait_for_function("() => document.querySelectorAll('[data-testid=session]').length === 1")
    a.reload()
    a.get_by_test_id("signin-form").wait_for()
    assert not errors, errors


@pytest.mark.parametrize(("size", "lang"), [("desktop", "zh-Hans"), ("phone", "en")])
def test_chat_between_two_contexts(web_server: Any, browser: Any, size: str, lang: str) -> None:
    made = web_server.create(game="marsmatch", seats=MM3, join_as="Host", bot_delay=0.05)
    tid = made["table"]["id"]
    guest = web_server.join(tid, "Guest")
    errors: list[str] = []
    host = new_page(browser, size, errors, context=context(browser, size, lang))
    host.goto(f"{web_server.url}/#/t/{tid}/seat/0/{made['token']}")
    other = new_page(browser, size, errors, context=context(browser, size, lang))
    other.goto(f"{web_server.url}/#/t/{tid}/seat/{guest['seat']}/{guest['token']}")
    for p in (host, other):
        p.get_by_test_id("chat-input").wait_for()
        p.get_by_test_id("hand").wait_for(timeout=15000)
    host.get_by_test_id("chat-input").fill(XSS)
    host.get_by_test_id("chat-send").click()
    line = other.get_by_test_id("chat-line").filter(has_text="<script>")
    line.wait_for()
    assert XSS in line.inner_text()
    assert other.evaluate("() => window.pwned") is None
    assert other.locator("[data-testid=chat-lines] script, [data-testid=chat-lines] img"
                         ).count() == 0
    other.get_by_test_id("react-nice").click()
    host.get_by_test_id("chat-line").locator(".react").first.wait_for()
    other.get_by_test_id("chat-input").fill("rude words")
    other.get_by_test_id("chat-input").press("Enter")
    host.get_by_test_id("chat-line").filter(has_text="rude words").wait_for()
    shot(host, f"people-chat-{size}-{lang}")
    host.get_by_test_id("chat").scroll_into_view_if_needed()
    shot(host, f"people-chat-scrolled-{size}-{lang}")
    assert_accessible(host, f"the table with its chat ({size}, {lang})")
    # the host hides the rude line for everyone
    host.get_by_test_id("chat-line").filter(has_text="rude words").get_by_test_id(
        "chat-hide").click()
    other.wait_for_function("() => ![...document.querySelectorAll('[data-testid=chat-line]')]"
                            ".some(l => l.textContent.includes('rude words'))")
    # the guest mutes the host for herself: the host's lines leave her screen only
    other.locator("[data-testid=chat] details summary").click()
    other.get_by_test_id("chat-mute-s0").click()
    assert other.get_by_test_id("chat-line").filter(has_text="<script>").count() == 0
    assert host.get_by_test_id("chat-line").filter(has_text="<script>").count() == 1
    assert not errors, errors
