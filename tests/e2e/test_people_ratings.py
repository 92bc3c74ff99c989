"""Ratings in a real browser: after a round of four signed-in people, the account page and
the leaderboard show each person's rating as openskill's own update computed here (to the
shown tenth); screenshots of the account page (history, figures, rating) and the
leaderboard at phone and desktop size, in English and Simplified Chinese; axe-clean."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import httpx
from openskill.models import PlackettLuce

from marsmatch.server.people.ratings import teams_of

from .conftest import SIZES, assert_accessible, new_page, shot

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from helpers import Client, hint_action, play_out

PASSWORD = "correct horse battery staple"


def test_ratings_after_a_round_of_four_people_in_the_browser(web_server: Any,
                                                             browser: Any) -> None:
    tag = int(time.time() * 1000) % 1_000_000
    logins = [f"r{tag}{n}" for n in "abcd"]
    people = [httpx.Client(base_url=web_server.url, timeout=20) for _ in logins]
    for c, login in zip(people, logins, strict=True):
        assert c.post("/api/auth/signup", json={"login": login, "password": PASSWORD,
                                                "display_name": login.upper()}
                      ).status_code == 201
    made = people[0].post("/api/tables", json={"game": "marsmatch", "players": 4,
                                               "join_as": logins[0], "bot_delay": 0.05}).json()
    table = made["table"]["id"]
    tokens = {0: made["token"]}
    for seat in (1, 2, 3):
        r = people[seat].post(f"/api/tables/{table}/join", json={"name": logins[seat],
                                                                 "seat": seat})
        tokens[seat] = r.json()["token"]
    watcher = Client(web_server, table)
    clients = {s: Client(web_server, table, s, tok) for s, tok in tokens.items()}
    assert clients[1].view is not None  # dealt at the fourth seat: round 1
    clients[1].send({"type": "chat", "text": "good luck <all>"})
    clients[1].expect("chat")
    play_out(watcher, clients, hint_action)
    for c in [watcher, *clients.values()]:
        c.close()
    (rec,) = web_server.get(f"/api/records?table={table}").json()
    model = PlackettLuce()
    teams, ranks = teams_of(rec["results"], [])
    after = model.rate([[model.rating()] for _ in teams], ranks=ranks)
    want = {t[0]: a[0] for t, a in zip(teams, after, strict=True)}

    for size, lang in (("phone", "en"), ("desktop", "zh-Hans"), ("phone", "zh-Hans"),
                       ("desktop", "en")):
        ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                                  has_touch=size == "phone", device_scale_factor=1)
        ctx.add_init_script(f"localStorage.setItem('mm-lang', '{lang}')")
        page = new_page(browser, size, context=ctx)
        page.goto(f"{web_server.url}/#/account")
        page.get_by_test_id("signin-login").fill(logins[0])
        page.get_by_test_id("signin-password").fill(PASSWORD)
        page.get_by_test_id("signin").click()
        page.get_by_test_id("history").wait_for()
        page.get_by_test_id("lang").select_option(lang)  # the account's own is English
        shown = page.get_by_test_id("rating-marsmatch").inner_text()
        assert shown == f"{want[0].mu:.1f} ± {want[0].sigma:.1f}", shown
        shot(page, f"people-history-{size}-{lang}", full=True)
        assert_accessible(page, f"the account page with history and rating ({size}, {lang})")
        page.goto(f"{web_server.url}/#/leaders/marsmatch")
        page.get_by_test_id("leaders").wait_for()
        rows = page.locator("[data-testid=leaders] tbody tr").all_inner_texts()
        for seat, login in enumerate(logins):
            line = next(r for r in rows if login.upper() in r)
            assert f"{want[seat].mu:.1f} ± {want[seat].sigma:.1f}" in line, line
        shot(page, f"people-leaders-{size}-{lang}", full=True)
        if size == "phone" and lang == "en":  # the round's chat beside its replay
            page.goto(f"{web_server.url}/#/replay/{rec['id']}")
            page.get_by_test_id("record-chat").click()
            page.get_by_test_id("record-chat").filter(has_text="good luck <all>").wait_for()
            assert logins[1] in page.get_by_test_id("record-chat").inner_text()
            assert_accessible(page, "a replay with its round's chat")
        assert_accessible(page, f"the leaderboard ({size}, {lang})")
        ctx.close()
    for c in people:
        c.close()
