"""Duplicate events played live on the server's tables, across the cluster's two server
processes behind nginx on PostgreSQL (the ``cluster`` fixture): a 16-player MarsMatch
individual event (4 a table, 4 rounds of 6 boards) and a 12-pair Shengji event (2 decks;
3 rounds of 1 board here, to keep the suite fast). Two people sit in real browsers with
their passes, a third plays over the socket, everyone else's seat is played by the
stand-in bot, and one process is killed with SIGKILL mid-round. The standings equal an
independent recomputation from the published records, every record proves its board,
and no acknowledged move is lost."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

from events.test_event_full import _check_event as check_played_event
from server.helpers import Client, finished, hint_action
from server.test_cluster import wait_for

from marsmatch.events.store import create, go_live, passes, read_log
from marsmatch.records import load_record

from .conftest import assert_accessible, hinted_turn, new_page, shot


def my_seat(cluster: Any, folder: Path, who: str) -> dict[str, Any]:
    code = passes(folder)[who]
    r = cluster.get(f"/api/events/{folder.name}/seat?who={quote(who)}&pass={code}")
    return dict(r.json()) if r.status_code == 200 else {}


def a_few_turns(page: Any, touch: bool, turns: int, timeout: float = 30) -> int:
    """Play ``turns`` of this seat's turns with the hint (on the boards that come)."""
    done, deadline = 0, time.time() + timeout
    while done < turns and time.time() < deadline:
        if page.locator("[data-testid=hint]:enabled").count() == 0:
            page.wait_for_timeout(60)
            continue
        try:  # the turn can move on between a look and a click: then look again
            hinted_turn(page, touch)
            done += 1
        except Exception:  # noqa: BLE001, S112
            continue
    return done


def check_event(folder: Path, pairs: bool, records: int) -> None:
    """The offline test's checks (standings = an independent recomputation, every record
    its board), and the tables spread over both processes."""
    check_played_event(folder, pairs, records)
    made_by = {json.loads(p.read_text())["instance"] for p in (folder / "live").glob("r*.json")}
    assert made_by == {"p1", "p2"}


def test_live_events_across_two_processes_with_people_in_browsers_and_a_kill(
        cluster: Any, browser: Any) -> None:
    root = cluster.events_dir
    tag = f"{time.time_ns() % 10**8}"
    mm, sj = root / f"club-{tag}", root / f"pairs-{tag}"
    create(mm, game="marsmatch", names=["Ann", "Cy", *[f"guest {i}" for i in range(14)]],
           rounds=4, boards_per_round=6)
    create(sj, game="shengji", names=["Bea & Dan", *[f"pair {i}" for i in range(11)]],
           rounds=3, boards_per_round=1, rules={"decks": 2})
    errors: list[str] = []
    ann = new_page(browser, "desktop", errors)
    ann.goto(f"{cluster.url}/#/e/{mm.name}?who=Ann&pass={passes(mm)['Ann']}")
    bea = new_page(browser, "phone", errors)
    bea.goto(f"{cluster.url}/#/e/{sj.name}?who=Bea&pass={passes(sj)['Bea']}")
    for page in (ann, bea):
        page.get_by_test_id("event-my-seat").wait_for()
    started = time.monotonic()
    for folder in (mm, sj):  # people have 3 s to sit before a stand-in plays for them
        go_live(folder, bot_delay=0, next_after=0, grace=3)

    # Ann and Bea sit down from their event pages; Cy plays over the socket
    ann.get_by_test_id("event-sit").wait_for()
    assert "Round 1: table" in ann.get_by_test_id("event-my-seat").inner_text()
    shot(ann, "events-live-seat-en-desktop")
    ann.get_by_test_id("event-sit").click()
    bea.get_by_test_id("event-sit").tap()
    cy = my_seat(cluster, mm, "Cy")
    client = Client(cluster, cy["table"], cy["seat"], cy["token"])
    # both play a few turns with the hint (their tables wait for them: they are there)
    played = {"ann": a_few_turns(ann, False, 3), "bea": a_few_turns(bea, True, 3)}
    assert played == {"ann": 3, "bea": 3}
    shot(ann, "events-live-table-en-desktop")
    shot(bea, "events-live-table-en-phone")
    assert_accessible(ann, "an event's table")
    for page in (ann, bea):
        page.context.close()

    acked: list[tuple[int, dict[str, Any]]] = []  # (the table's round, the action)
    deadline = time.time() + 20
    while len(acked) < 4 and time.time() < deadline:
        if not client.my_turn() or finished(client.view):
            client.expect("update", timeout=5)
            continue
        action = hint_action(client)
        reply = client.act(action)
        if reply["type"] == "ack":  # else the turn had moved on: look again
            acked.append((client.info["round"], action))
    assert len(acked) == 4, "Cy had no four turns"

    # kill -9 the process of Cy's table mid-round; the cluster starts it again
    owner = cy["table"].split("-")[0]
    pid = cluster.servers()[owner][0]
    os.kill(pid, signal.SIGKILL)
    client.close()

    wait_for(lambda: (mm / "boards.json").exists() and (sj / "boards.json").exists(), 90,
             "both events finished and revealed")
    took = time.monotonic() - started
    assert cluster.servers()[owner][0] != pid  # the killed process came back
    check_event(mm, False, 4 * 6 * 4)
    check_event(sj, True, 3 * 6)
    # every move Cy's client saw acknowledged is in the records of his table
    for k in {k for k, _ in acked}:
        rec = load_record(mm / "records" / f"b{k - 1:03d}-t{my_table(mm, 'Cy'):02d}.json")
        his = [{x: v for x, v in a.items() if x != "seat"} for a in rec.actions
               if a.get("seat") == cy["seat"]]
        mine = [a for r, a in acked if r == k]
        assert his[:len(mine)] == mine
    assert [e["what"] for e in read_log(mm)][-2:] == ["live", "reveal"]
    assert not errors, errors
    print(f"both events played live in {took:.1f} s")


def my_table(folder: Path, who: str) -> int:
    """The table (from 0) of ``who`` in round 1, from the published movement."""
    event = json.loads((folder / "event.json").read_text())
    index = next(i for i, e in enumerate(event["field"]) if who in e["players"])
    return next(t for t, seating in enumerate(event["movement"]["rounds"][0])
                if index in seating)
