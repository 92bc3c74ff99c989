"""Whole events played by bots: a 16-player MarsMatch individual event and a 12-pair
Shengji event. The standings equal an independent recomputation from the published
records, every record proves its pre-committed board, and a player process killed with
SIGKILL mid-round loses nothing: the resumed event is the uninterrupted one."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

from marsmatch.arbiter.dealcheck import check_deal
from marsmatch.events.run import play_event
from marsmatch.events.store import create, results
from marsmatch.games.replay import replay
from marsmatch.records import load_record


def independent_matchpoints(folder: Path, pairs: bool) -> dict[str, float]:
    """Matchpoint percentages straight from the record files: replay each, group the
    scores by board and seat (or direction), count who beat whom."""
    event = json.loads((folder / "event.json").read_text())
    name_of = {p: e["name"] for e in event["field"] for p in e["players"]}
    groups: dict[tuple[int, int], list[tuple[str, float]]] = defaultdict(list)
    for path in (folder / "records").glob("*.json"):
        rec = load_record(path)
        report = replay(rec)
        assert report["ok"] and report["finished"]
        points = {r["seat"]: r.get("points", 0) for r in report["results"]}
        for seat in range(2 if pairs else len(rec.players)):
            groups[(rec.extra["event"]["board"], seat)].append(
                (name_of[rec.players[seat]], points.get(seat, 0)))
    mp: dict[str, float] = defaultdict(float)
    top: dict[str, int] = defaultdict(int)
    for entries in groups.values():
        for who, score in entries:
            for other, theirs in entries:
                if other != who:
                    mp[who] += 1 if score > theirs else 0.5 if score == theirs else 0
                    top[who] += 1
    return {w: 100 * mp[w] / top[w] for w in mp}


def _check_event(folder: Path, pairs: bool, records: int) -> None:
    got = results(folder)
    assert got.problems == [] and got.verified == records
    mine = {r["who"]: r["pct"] for r in got.standings}
    theirs = independent_matchpoints(folder, pairs)
    assert mine.keys() == theirs.keys()
    assert all(abs(mine[w] - theirs[w]) < 1e-9 for w in mine)
    boards = json.loads((folder / "boards.json").read_text())["boards"]
    for path in (folder / "records").glob("*.json"):
        deal = check_deal(load_record(path), boards=boards)
        assert deal["ok"], (path.name, deal["reason"])


def test_sixteen_player_marsmatch_event(tmp_path: Path) -> None:
    folder = tmp_path / "mm"
    create(folder, game="marsmatch", names=[f"p{i}" for i in range(16)], rounds=4,
           boards_per_round=6)
    assert play_event(folder, "greedy", {"p0": "random", "p1": "random"}) == 4 * 6 * 4
    _check_event(folder, False, 96)
    ranked = results(folder).standings
    assert [r["rank"] for r in ranked][:1] == [1] and not any(r["bot"] for r in ranked)
    # partial standings after each round
    assert results(folder, 2).rounds_complete == 2


def test_twelve_pair_shengji_event_with_two_decks(tmp_path: Path) -> None:
    folder = tmp_path / "sj"
    create(folder, game="shengji", names=[f"pair {i}" for i in range(12)], rounds=3,
           boards_per_round=2, rules={"decks": 2})
    assert play_event(folder, "greedy") == 3 * 2 * 6
    _check_event(folder, True, 36)
    assert {b.entry.group for b in results(folder).scored} == {"NS", "EW"}


def test_a_killed_player_process_loses_nothing(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    create(a, game="marsmatch", names=[f"p{i}" for i in range(8)], rounds=3,
           boards_per_round=4)  # 24 tables: the kill comes long before the last
    shutil.copytree(a, b)  # the same committed boards, played twice
    play_event(a, "search-base:iterations=5:time=0")
    proc = subprocess.Popen([sys.executable, "-m", "marsmatch", "event", "play", str(b),
                             "--bot", "search-base:iterations=5:time=0", "--quiet"])
    deadline = time.monotonic() + 120
    while not list((b / "records").glob("*.json")) and time.monotonic() < deadline:
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert not (b / "boards.json").exists()  # killed before the end: nothing revealed
    play_event(b, "search-base:iterations=5:time=0")
    for path in (a / "records").glob("*.json"):
        assert path.read_text() == (b / "records" / path.name).read_text()
    assert results(b).to_json()["standings"] == results(a).to_json()["standings"]
