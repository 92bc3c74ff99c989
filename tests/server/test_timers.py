"""Every timer of a table, in process, on a clock the test moves by hand: turn timers,
stand-ins for absent players, bots' pauses, the deal's waits for the players' values, the
next round by itself, and the expiry of tables (fakeclock.py). Nothing here waits for the
wall clock, so none of it can fail on a slow machine."""

from __future__ import annotations

from pathlib import Path

import pytest

from marsmatch.shuffle import commitment

from .fakeclock import FakeClock, Socket, seated, start_manager
from .helpers import live_secret

TWO_PEOPLE = {"seats": [{"kind": "human"}, {"kind": "human"}]}


def last_entry(table: object) -> dict:
    return dict(table.log.entries[-1])  # type: ignore[attr-defined]


@pytest.mark.asyncio
async def test_a_turn_timer_plays_the_default_action_at_its_deadline(tmp_path: Path) -> None:
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock)
    try:
        table, sockets = await seated(manager, clock, {
            **TWO_PEOPLE, "turn_timer": 30, "secret": live_secret(2, "timer")})
        seat = table.turn_seat
        v = table.version
        timer = sockets[seat].last["timer"]
        assert timer["seat"] == seat and timer["seconds"] == 30
        assert timer["deadline"] == pytest.approx(clock.time() + 30)
        await clock.advance(29.9)
        assert table.version == v  # not yet
        # a reconnect does not give the turn a fresh deadline
        await table.roster.detach(sockets[1 - seat].conn)
        await table.roster.attach(sockets[1 - seat].conn, 1 - seat, sockets[1 - seat].token, v)
        assert table.board.timer_info()["deadline"] == pytest.approx(timer["deadline"])
        await clock.advance(0.2)
        assert table.version == v + 1 and last_entry(table)["by"] == "timeout"
        # the next seat's clock started, a fresh 30 s
        after = sockets[seat].last
        assert after["timer"]["seat"] == 1 - seat
        assert after["timer"]["deadline"] == pytest.approx(clock.time() + 30, abs=0.2)
    finally:
        await manager.close()


@pytest.mark.asyncio
async def test_a_bot_takes_an_absent_players_seat_after_the_grace_and_gives_it_back(
        tmp_path: Path) -> None:
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock, bot_delay=0.5)
    try:
        table, sockets = await seated(manager, clock, {
            **TWO_PEOPLE, "grace": 20, "bot_delay": 0.5, "secret": live_secret(2, "grace")})
        seat = table.turn_seat
        v = table.version
        await table.roster.detach(sockets[seat].conn)  # the player to act goes away
        await clock.advance(19.9)
        assert not table.seats[seat].auto and table.version == v
        await clock.advance(0.2)
        assert table.seats[seat].auto  # a stand-in now keeps the seat, and everyone is told
        presence = sockets[1 - seat].of("presence")[-1]["info"]["seats"][seat]
        assert presence["auto"] is True and presence["online"] is False
        await clock.advance(0.5 * 1.2)  # the stand-in plays after a bot's pause
        assert table.version == v + 1 and last_entry(table)["by"] == "takeover"
        # the player comes back: the seat is theirs again, nobody plays for them
        await table.roster.attach(sockets[seat].conn, seat, sockets[seat].token,
                                  table.version)
        assert not table.seats[seat].auto
        if table.turn_seat == seat:
            before = table.version
            await clock.advance(60)
            assert table.version == before
    finally:
        await manager.close()


@pytest.mark.asyncio
async def test_a_bot_waits_its_pause_before_each_move(tmp_path: Path) -> None:
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock)
    try:
        table, _ = await seated(manager, clock, {
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}], "bot_delay": 2.0,
            "secret": live_secret(2, "pause")})
        moves = 0
        for _ in range(6):  # bots' moves at 0.8 to 1.2 of their pause, never sooner
            if table.state.finished:
                break
            if table.turn_seat != 1:
                await table.desk.act(0, {"pass": True} if table.state.can_pass(0)
                                else table.game.action_to_record(
                                    0, table.state.default_action(0)), f"m{moves}")
                continue
            v = table.version
            await clock.advance(1.59)
            assert table.version == v
            await clock.advance(0.81)
            assert table.version == v + 1 and last_entry(table)["by"] == "bot"
            moves += 1
        assert moves >= 2
    finally:
        await manager.close()


@pytest.mark.asyncio
async def test_the_deal_waits_at_most_deal_wait_for_commitments_then_for_values(
        tmp_path: Path) -> None:
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock, deal_wait=5)
    try:
        table, sockets = await seated(manager, clock, TWO_PEOPLE, contribute=True)
        assert table.dealer.ceremony.dealing is not None and table.state is None
        value = "ab" * 32
        await table.dealer.contribute(0, 1, commitment=commitment(value))
        await clock.advance(4.9)  # seat 1 has not committed: the deal waits for it
        assert table.dealer.ceremony.dealing.phase == "commit"
        await clock.advance(0.1)  # ... for deal_wait seconds, then closes without it
        assert table.dealer.ceremony.dealing.phase == "reveal"
        assert last_entry(table)["type"] == "commit"
        assert [c["seat"] for c in last_entry(table)["commitments"]] == [0]
        closed = clock.now
        await clock.advance(4.9)  # seat 0 never reveals its value: the deal waits
        assert table.state is None and clock.now - closed < 5.0
        await clock.advance(0.2)  # ... deal_wait again, then deals without it
        deal = last_entry(table)
        assert deal["type"] == "deal" and table.state is not None
        assert deal["contributions"] == [{"seat": 0, "commitment": commitment(value),
                                          "value": None}]
        assert all(s.last["info"]["round"] == 1 for s in sockets.values())
    finally:
        await manager.close()


@pytest.mark.asyncio
async def test_the_next_round_starts_by_itself_after_auto_next(tmp_path: Path) -> None:
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock, bot_delay=0.1)
    try:
        table, _ = await seated(manager, clock, {
            "seats": [{"kind": "bot", "bot": "random"}] * 2, "bot_delay": 0.1,
            "auto_next": 30})
        for _ in range(2000):  # the bots play the round out
            if table.state.finished:
                break
            await clock.advance(0.2)
        assert table.state.finished and table.round == 1
        await clock.advance(table.round_ended_at + 29.9 - clock.now)
        assert table.round == 1
        await clock.advance(0.2)
        assert table.round == 2
        assert [e["round"] for e in table.log.entries if e["type"] == "deal"][-1] == 2
    finally:
        await manager.close()


@pytest.mark.asyncio
async def test_tables_expire_open_idle_and_finished(tmp_path: Path) -> None:
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock, open_table_ttl=60, idle_table_ttl=600,
                                  finished_table_ttl=30, max_robot_rounds=1)
    try:
        began = clock.now
        nobody = await manager.create({"game": "marsmatch", **TWO_PEOPLE, "auto_next": None})
        idle, sockets = await seated(manager, clock, {**TWO_PEOPLE, "grace": 5,
                                                      "secret": live_secret(2, "idle")})
        done, _ = await seated(manager, clock, {  # bot-only: stops after a round
            "seats": [{"kind": "bot", "bot": "random"}] * 2, "bot_delay": 0.1, "auto_next": 0})
        while done.status != "finished":
            assert clock.now - began < 25, "the bots' round did not end"
            await clock.advance(0.2)
        assert done.stopped == "robot_rounds"
        ended = clock.now
        await clock.advance(ended + 29 - clock.now)
        assert await manager.sweep() == []
        await clock.advance(2)  # finished for 30 s: leaves memory (its records stay)
        assert await manager.sweep() == [done.id]
        assert await manager.store.list_records(table_id=done.id)  # its record stays
        await clock.advance(began + 61 - clock.now)  # open for 60 s, nobody joined: expired
        assert await manager.sweep() == [nobody.id]
        await clock.advance(600)
        assert await manager.sweep() == []  # people are connected: the table stays
        for sock in sockets.values():
            await idle.roster.detach(sock.conn)
        while not idle.state.finished:  # stand-ins play the absent players' round out
            await clock.advance(1)
        await clock.advance(599)
        assert await manager.sweep() == []
        await clock.advance(2)  # nobody there and no change for 600 s: expired
        assert await manager.sweep() == [idle.id] and not manager.tables
        assert sockets[0].closed == [] or sockets[0].closed == [1001]
        listed = {t["id"] for t in await manager.lobby.tables("all")}
        assert not listed & {nobody.id, idle.id}
    finally:
        await manager.close()


@pytest.mark.asyncio
async def test_a_socket_sees_every_timer_move_in_order(tmp_path: Path) -> None:
    """The frames a timer's move sends are the same as a person's: gapless versions."""
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock)
    try:
        table, _ = await seated(manager, clock, {
            **TWO_PEOPLE, "turn_timer": 5, "secret": live_secret(2, "frames")})
        watcher = Socket()
        watcher.conn.start()
        await table.roster.attach(watcher.conn, None, None, None)
        for _ in range(6):
            await clock.advance(5.1)
        versions = [f["v"] for f in watcher.frames if f["type"] in ("welcome", "update")]
        assert versions == list(range(versions[0], versions[0] + len(versions)))
        assert len(versions) >= 7
    finally:
        await manager.close()


@pytest.mark.asyncio
async def test_a_live_deal_deals_at_its_pace_bots_declare_as_cards_come_and_a_restart_resumes(
        tmp_path: Path) -> None:
    """Shengji dealt live: a card every ``deal_pace`` seconds (a ``card`` entry each), nobody
    to act in turn meanwhile, a bot declaring when its cards allow (``live-bots-0``: seat 3
    holds H2 among its first four cards, a fair share of trump), G3.1's round once the deal
    is complete; a restarted server holds the same deal, card for card."""
    clock = FakeClock()
    manager = await start_manager(tmp_path, clock)
    try:
        table, sockets = await seated(manager, clock, {
            "game": "shengji", "seats": [{"kind": "human"}] + [{"kind": "bot"}] * 3,
            "rules": {"decks": 1, "deal_style": "live"}, "deal_pace": 0.15,
            "secret": "live-bots-0"})
        st = table.state
        assert st.dealing and st.live_dealt == 0 and table.turn_seat is None
        await clock.advance(0.1)
        assert st.live_dealt == 0  # not yet
        await clock.advance(0.06)  # (0.01 past each card's time, below)
        assert st.live_dealt == 1 and last_entry(table) == {"type": "card", "seat": 0}
        assert sockets[0].last["view"]["dealing"] == {"cards_out": 1, "total": 48}
        await clock.advance(0.15 * 15)
        assert st.live_dealt == 16 and last_entry(table) == {
            "type": "action", "seat": 3, "action": {"seat": 3, "declare": ["H2"], "cards_out": 16},
            "by": "bot"}
        await clock.advance(0.15 * 31)
        assert st.dealing and table.turn_seat is None
        await clock.advance(0.15)
        assert not st.dealing and table.turn_seat == st.to_act[0]
        view = st.view(0)
    finally:
        await manager.close()
    manager = await start_manager(tmp_path, clock)
    try:
        assert manager.tables[table.id].state.view(0) == view
    finally:
        await manager.close()
