"""Passkeys in a real browser: an account made with a passkey on Chromium's virtual
authenticator (CDP WebAuthn), signing out and back in with it, and the same passkey
(copied to a second context's authenticator, as a synced passkey would be) signing in
there. The page runs on ``localhost``: browsers refuse an IP address as the relying party."""

from __future__ import annotations

import time
from typing import Any

from .conftest import SIZES, assert_accessible, new_page, shot

AUTHENTICATOR = {"protocol": "ctap2", "transport": "internal", "hasResidentKey": True,
                 "hasUserVerification": True, "isUserVerified": True,
                 "automaticPresenceSimulation": True}


def with_authenticator(browser: Any, size: str, lang: str) -> tuple[Any, Any, str]:
    ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                              has_touch=size == "phone", device_scale_factor=1)
    ctx.add_init_script(f"localStorage.setItem('mm-lang', '{lang}')")
    page = new_page(browser, size, context=ctx)
    cdp = ctx.new_cdp_session(page)
    cdp.send("WebAuthn.enable")
    auth = cdp.send("WebAuthn.addVirtualAuthenticator", {"options": AUTHENTICATOR})
    return page, cdp, auth["authenticatorId"]


def test_sign_up_and_in_with_a_passkey_from_two_contexts(web_server: Any, browser: Any) -> None:
    site = f"http://localhost:{web_server.port}"
    login = f"pk{int(time.time() * 1000) % 10_000_000}"
    a, cdp_a, auth_a = with_authenticator(browser, "desktop", "en")
    a.goto(f"{site}/#/account")
    a.get_by_test_id("signup-login").fill(login)
    a.get_by_test_id("signup-name").fill("Key Holder")
    a.get_by_test_id("passkey-signup").click()
    a.get_by_test_id("recovery-codes").wait_for()
    assert a.get_by_test_id("signed-in-as").inner_text().endswith("Key Holder")
    a.locator("[data-testid=passkey-count]", has_text="1 passkey").wait_for()
    # out, and back in with the passkey alone (no name typed)
    a.get_by_test_id("signout").click()
    a.get_by_test_id("passkey-signin").click()
    a.get_by_test_id("signed-in-as").wait_for()
    shot(a, "people-passkey-desktop-en", full=True)
    assert_accessible(a, "the account page after a passkey sign-in")
    (cred,) = cdp_a.send("WebAuthn.getCredentials", {"authenticatorId": auth_a})["credentials"]
    assert cred["isResidentCredential"] and cred["signCount"] == 2

    # the same passkey on a second device (a synced passkey): signs in as the same account
    b, cdp_b, auth_b = with_authenticator(browser, "phone", "zh-Hans")
    cdp_b.send("WebAuthn.addCredential", {"authenticatorId": auth_b, "credential": cred})
    b.goto(f"{site}/#/account")
    b.get_by_test_id("passkey-signin").wait_for()
    shot(b, "people-passkey-signed-out-phone-zh-Hans", full=True)
    assert_accessible(b, "the account page with passkeys, signed out (phone, zh-Hans)")
    b.get_by_test_id("passkey-signin").click()
    b.get_by_test_id("signed-in-as").wait_for()
    assert "Key Holder" in b.get_by_test_id("signed-in-as").inner_text()
    b.wait_for_function("() => document.querySelectorAll('[data-testid=session]').length === 2")
    shot(b, "people-passkey-phone-zh-Hans", full=True)
    # a passkey of no account here is refused with one sentence
    cdp_b.send("WebAuthn.clearCredentials", {"authenticatorId": auth_b})
    b.get_by_test_id("signout").click()
    b.get_by_test_id("passkey-signin").click()
    b.get_by_test_id("account-error").wait_for()
