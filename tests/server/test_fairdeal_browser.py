"""The browser client takes part in the deal (finding 9): Debian's chromium opens a seat's
table page, and the round is dealt from the server's seed mixed with the value the page
committed to and revealed; then the page's own verifier (fairdeal.ts) checks the record
with the value it kept."""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from marsmatch.games import find_game
from marsmatch.records import parse_record
from marsmatch.shuffle import commitment, mixed_seed

from .helpers import ROOT, Client, Server, hint_action, play_out

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
STATIC = ROOT / "src" / "marsmatch" / "server" / "static" / "index.html"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-dev-shm-usage"]
_CI = bool(os.environ.get("CI"))
pytestmark = [
    pytest.mark.skipif(not _CI and not Path(CHROMIUM).exists(), reason="no chromium"),
    pytest.mark.skipif(not _CI and not STATIC.exists(), reason="the client is not built"),
]


@pytest.fixture
def page(tmp_path: Path) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        yield browser.new_context().new_page()
        browser.close()


def test_the_browser_contributes_to_the_deal_and_verifies_it(spawn: Any, page: Any) -> None:
    srv: Server = spawn("browser", deal_wait=20, bot_delay=0.05)
    t = srv.create(seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
                   rules={"streak_to_win": 1}, join_as="ann", bot_delay=0.05)
    tid, seat, token = t["table"]["id"], t["seat"], t["token"]
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(srv.url + "/")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                  [f"mm-seat-{tid}", json.dumps({"seat": seat, "token": token})])
    page.goto(f"{srv.url}/#/t/{tid}")
    page.wait_for_function(f"() => !!localStorage.getItem('mm-deal-{tid}-1')", timeout=15000)
    info = srv.get(f"/api/tables/{tid}").json()
    for _ in range(100):
        if info["status"] == "playing":
            break
        page.wait_for_timeout(100)
        info = srv.get(f"/api/tables/{tid}").json()
    contributions = info["deal"]["contributions"]
    assert [c["seat"] for c in contributions] == [seat]  # dealt with the page's value
    # the round is played out over a second socket of the same seat
    me = Client(srv, tid, seat, token)
    play_out(me, {seat: me}, hint_action)
    me.close()
    record = srv.get(f"/api/records/{tid}-r1").json()
    mine = json.loads(page.evaluate(f"() => localStorage.getItem('mm-deal-{tid}-1')"))
    assert record["deal"]["contributions"][0]["value"] == mine["value"]
    assert find_game("marsmatch").verify_deal(parse_record(record))["ok"]
    assert mine["serverCommitment"] == record["commitment"]  # shown before the value was made
    page.get_by_test_id("seed-ok").wait_for()  # the page's tick: the commitment it was shown
    assert not errors, errors


def test_the_table_page_checks_the_seed_against_the_commitment_shown_before(
        spawn: Any, page: Any) -> None:
    """Review N5: a server that, after the deal, sends another seed with a commitment to
    match (here the frames are rewritten on their way to the page) no longer gets "Fair
    deal" on the table page: the page holds the seed to the commitment it was shown before
    the deal, and says the deal is not proven fair."""
    srv: Server = spawn("swap", bot_delay=0.02)
    tid = srv.create(seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])["table"]["id"]
    shown = srv.get(f"/api/tables/{tid}").json()["next_deal"]["commitment"]
    forged = "a seed chosen after the deal"

    def swap(text: str | bytes) -> str | bytes:
        frame = json.loads(text)
        deal = (frame.get("info") or {}).get("deal") or {}
        if not deal.get("seed"):
            return text
        deal.update(seed=forged, commitment=commitment(forged))
        if deal.get("scheme"):
            deal["shuffle_seed"] = mixed_seed(forged, [])
        if (frame.get("view") or {}).get("seed"):
            frame["view"].update(seed=forged, commitment=commitment(forged))
        return json.dumps(frame)

    def route(ws: Any) -> None:
        server = ws.connect_to_server()
        server.on_message(lambda m: ws.send(swap(m)))

    page.route_web_socket(re.compile(r"/ws/"), route)
    page.goto(f"{srv.url}/#/t/{tid}")
    page.get_by_test_id("spectate").click()  # a spectator, before the deal
    page.get_by_test_id("waiting").wait_for()
    seat = srv.join(tid, "ann")
    me = Client(srv, tid, seat["seat"], seat["token"])
    play_out(me, {seat["seat"]: me}, hint_action)
    me.close()
    page.get_by_test_id("round-summary").wait_for()
    page.get_by_test_id("seed-bad").wait_for()  # before the fix: "✓ Fair deal"
    assert page.get_by_test_id("seed-ok").count() == 0
    assert page.get_by_test_id("seed").text_content() == forged
    assert page.get_by_test_id("shown-commitment").text_content() == shown
