"""The host's controls in a real browser on a table of four (the host in Chromium, two
people on sockets, one seat free): move a person, seats in random order, the ready check,
remove a person, the spectators, end the table. Phone and desktop, axe-clean."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from .conftest import SIZES, assert_accessible, new_page, shot

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from helpers import Client


def names(srv: Any, table: str) -> list[str | None]:
    return [s["name"] for s in srv.get(f"/api/tables/{table}").json()["seats"]]


@pytest.mark.parametrize(("size", "lang"), [("phone", "en"), ("desktop", "zh-Hans")])
def test_host_controls_on_a_table_of_four(web_server: Any, browser: Any, size: str,
                                          lang: str) -> None:
    made = web_server.create(game="marsmatch", players=4, join_as="Host")
    table = made["table"]["id"]
    bo = web_server.join(table, "Bo", seat=1)
    cy = web_server.join(table, "Cy", seat=2)
    b = Client(web_server, table, 1, bo["token"])
    c = Client(web_server, table, 2, cy["token"])
    ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                              has_touch=size == "phone", device_scale_factor=1)
    ctx.add_init_script(f"localStorage.setItem('mm-lang', '{lang}')")
    errors: list[str] = []
    page = new_page(browser, size, errors, context=ctx)
    page.goto(f"{web_server.url}/#/t/{table}/seat/0/{made['token']}")
    page.get_by_test_id("host-shuffle").wait_for()
    # move Bo to seat 4
    page.get_by_test_id("host-move-1").select_option("3")
    assert b.expect("notice")["to"] == 3
    assert names(web_server, table) == ["Host", None, "Cy", "Bo"]
    # seats in random order, then the ready check answered by Cy
    page.get_by_test_id("host-shuffle").click()
    page.wait_for_timeout(300)
    now = names(web_server, table)
    assert sorted(n for n in now if n) == ["Bo", "Cy", "Host"]
    c.seat = now.index("Cy")
    c.hello()
    page.get_by_test_id("host-ready-check").click()
    c.expect("ready")
    c.send({"type": "ready", "ready": True})
    page.get_by_test_id("ready-state").filter(has_text="Cy").wait_for()
    page.get_by_test_id("host-panel").scroll_into_view_if_needed()
    shot(page, f"people-host-{size}-{lang}")
    assert_accessible(page, f"the host's controls ({size}, {lang})")
    # remove Cy; a spectator is counted
    host_seat = now.index("Host")
    page.get_by_test_id(f"host-remove-{c.seat}").click()
    assert c.expect("notice")["code"] == "seat_removed"
    page.wait_for_function("() => /[1-9]/.test(document.querySelector("
                           "'[data-testid=spectators]').textContent)")
    assert names(web_server, table).count(None) == 2 and now[host_seat] == "Host"
    # the host ends the table for everyone
    page.get_by_test_id("host-end").click()
    page.get_by_test_id("host-end-confirm").click()
    page.get_by_test_id("table-ended").wait_for()
    assert web_server.get(f"/api/tables/{table}").json()["stopped"] == "host"
    shot(page, f"people-host-ended-{size}-{lang}")
    b.close()
    c.close()
    assert not errors, errors
