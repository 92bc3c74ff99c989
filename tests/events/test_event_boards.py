"""Boards and the event commitment (events.boards): one hash over the whole set, and any
record proved to be its board once the seeds are revealed."""

import dataclasses

from marsmatch.arbiter.dealcheck import check_deal
from marsmatch.events.boards import (
    check_board,
    draw_boards,
    event_commitment,
    event_tag,
)
from marsmatch.events.play import play_board, seat_scores
from marsmatch.shuffle import commitment


def _event(game="marsmatch", count=3):
    boards = draw_boards(count, game, 4, {})
    public = [b.public() for b in boards]
    return [b.revealed() for b in boards], event_commitment(public)


def test_the_published_set_hides_the_seeds_and_changes_with_any_board():
    revealed, h = _event()
    public = [{k: v for k, v in b.items() if k != "seed"} for b in revealed]
    assert event_commitment(public) == event_commitment(revealed) == h
    assert all(b["commitment"] == commitment(b["seed"]) for b in revealed)
    assert all(b["seed"] not in str(public) for b in revealed)
    swapped = [public[1], public[0], *public[2:]]
    assert event_commitment(swapped) != h  # the order is committed too
    other = [dict(public[0], settings={**public[0]["settings"], "banker": 3}), *public[1:]]
    assert event_commitment(other) != h  # and each board's settings


def test_a_played_record_is_proved_to_be_its_board():
    for game in ("marsmatch", "shengji"):
        revealed, h = _event(game)
        rec = play_board(revealed[2], ["a", "b", "c", "d"], ["greedy"] * 4,
                         event_tag(h, 2, round=0, table=1))
        assert rec.to_dict()["event"] == {"commitment": h, "board": 2, "round": 0,
                                          "table": 1}
        assert len(seat_scores(rec)) == 4
        got = check_board(rec, revealed)
        assert got["ok"], got["problems"]
        deal = check_deal(rec, boards=revealed)
        assert deal["ok"] and [c["status"] for c in deal["checks"]
                               if c["check"] == "board"] == ["ok"]
        waiting = check_deal(rec)
        assert [c["status"] for c in waiting["checks"] if c["check"] == "board"] == \
            ["missing"]


def test_another_boards_seed_or_a_changed_set_fails():
    revealed, h = _event()
    rec = play_board(revealed[0], ["a", "b", "c", "d"], ["random"] * 4, event_tag(h, 0))
    moved = dataclasses.replace(rec, extra={"event": event_tag(h, 1)})
    assert "not board 2's seed" in " ".join(check_board(moved, revealed)["problems"])
    forged = [dict(revealed[0], seed="0" * 64), *revealed[1:]]
    got = check_board(rec, forged)
    assert not got["ok"] and any("published commitment" in p for p in got["problems"])
    recommitted = [dict(revealed[0], seed="0" * 64, commitment=commitment("0" * 64)),
                   *revealed[1:]]
    assert any("do not hash to the event commitment" in p
               for p in check_board(rec, recommitted)["problems"])
    deal = check_deal(rec, boards=forged)
    assert not deal["ok"]
