"""Issue 29, P5, in Chromium: a seat is bound to a key the owner's browser keeps, so a
leaked seat link alone cannot renew the link and lock the owner out; and the owner's
browser never deletes its own seat when its link is renewed (here: by its other tab,
which saved the new link, so both tabs stay seated). Both failed on 1e5e48a."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from .conftest import create_from_lobby, new_page, shot


@pytest.mark.parametrize("size,lang", [("desktop", "en"), ("phone", "zh-Hans")])
def test_p5_a_leaked_link_cannot_lock_the_owner_out(web_server: Any, browser: Any, size: str,
                                                    lang: str) -> None:
    errors: list[str] = []
    ann = new_page(browser, size, errors)
    ann.goto(web_server.url + "/")
    ann.get_by_test_id("lang").select_option(lang)
    tid = create_from_lobby(ann, web_server.url, "marsmatch", "Ann", players=2,
                            seats={1: "human"})
    ann.get_by_test_id("waiting").wait_for()
    held = json.loads(ann.evaluate(f"localStorage.getItem('mm-seat-{tid}')"))
    # whoever holds the leaked link (the token) cannot renew it without the browser's key
    r = httpx.post(f"{web_server.url}/api/tables/{tid}/relink",
                   json={"seat": held["seat"], "token": held["token"]}, timeout=10)
    assert r.status_code == 403 and r.json()["error"]["code"] == "bad_key"
    # a second tab of the same browser renews the link with the key it shares
    tab = ann.context.new_page()
    tab.goto(f"{web_server.url}/#/t/{tid}")
    tab.get_by_test_id("waiting").wait_for()
    tab.get_by_test_id("seat-link-open").click()
    tab.get_by_test_id("seat-link-renew").click()
    tab.get_by_test_id("seat-link-renewed").wait_for()
    renewed = json.loads(ann.evaluate(f"localStorage.getItem('mm-seat-{tid}')"))
    assert renewed is not None and renewed["token"] != held["token"]
    # the first tab was told, and sits again with the new link instead of forgetting it
    httpx.post(f"{web_server.url}/api/tables/{tid}/join", json={"name": "Bo"}, timeout=10)
    ann.get_by_test_id("seats").wait_for()
    ann.wait_for_function("() => document.querySelector('[data-testid=seat-0]')"
                          "?.classList.contains('me')", timeout=10000)
    assert json.loads(ann.evaluate(f"localStorage.getItem('mm-seat-{tid}')")) == renewed
    shot(ann, f"p5-owner-still-seated-{size}-{lang}")
    assert not errors, errors
    ann.context.close()
