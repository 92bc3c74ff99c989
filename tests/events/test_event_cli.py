"""``marsmatch event`` as a user meets it: create, play with bots, recompute the results
from the published records alone, and prove every board was fixed in advance."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "marsmatch", *args], check=False,
                          capture_output=True, text=True, timeout=300)


def one_line_error(proc: subprocess.CompletedProcess[str], text: str) -> None:
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and text in lines[0], proc.stderr


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Seven named guests (a bot fills the second table), 2 rounds of 2 boards, played."""
    folder = tmp_path_factory.mktemp("ev") / "club"
    names = [a for n in ("ann", "bo", "cy", "di", "ed", "fay", "gus") for a in ("--name", n)]
    proc = run("event", "create", str(folder), *names, "--rounds", "2", "--boards", "2",
               "--filler", "random")
    assert proc.returncode == 0, proc.stderr
    assert "event commitment (publish it now)" in proc.stdout
    proc = run("event", "play", str(folder), "--rounds", "1", "--quiet")
    assert proc.returncode == 0, proc.stderr
    assert not (folder / "boards.json").exists()  # not revealed mid-event
    partial = json.loads(run("event", "results", str(folder), "--json").stdout)
    assert partial["rounds_complete"] == 1 and partial["verified"] is None
    proc = run("event", "play", str(folder), "--as", "ann=random", "--quiet")
    assert proc.returncode == 0, proc.stderr
    return folder


def test_results_come_from_the_records_and_every_board_is_proved(event: Path) -> None:
    got = json.loads(run("event", "results", str(event), "--json").stdout)
    assert got["rounds_complete"] == 2 and got["problems"] == []
    assert got["verified"] == 2 * 2 * 2  # boards x tables
    ranked = [r for r in got["standings"] if not r["bot"]]
    assert sorted(r["who"] for r in ranked) == ["ann", "bo", "cy", "di", "ed", "fay", "gus"]
    assert [r["rank"] for r in got["standings"] if r["bot"]] == [None]
    # each seat of each board has two entries (two tables): matchpoints sum to 1 there
    per: dict[tuple[int, str], float] = {}
    for b in got["boards"]:
        per[(b["board"], b["group"])] = per.get((b["board"], b["group"]), 0) + b["mp"]
    assert set(per.values()) == {1.0}
    text = run("event", "results", str(event), "--boards").stdout
    assert "8 record(s) proved" in text and "standings" in text


def test_verify_deal_proves_a_record_is_its_board(event: Path) -> None:
    record = sorted((event / "records").glob("*.json"))[3]
    proc = run("verify-deal", str(record), "--boards", str(event / "boards.json"))
    assert proc.returncode == 0, proc.stdout
    assert "event board: the deal is board 2 of event" in proc.stdout
    proc = run("verify-deal", str(record))
    assert proc.returncode == 0 and "once the boards are revealed" in proc.stdout


def test_a_changed_record_or_board_set_is_caught(event: Path, tmp_path: Path) -> None:
    boards = json.loads((event / "boards.json").read_text())
    boards["boards"][0]["seed"], boards["boards"][1]["seed"] = (
        boards["boards"][1]["seed"], boards["boards"][0]["seed"])
    forged = tmp_path / "boards.json"
    forged.write_text(json.dumps(boards))
    record = event / "records" / "b000-t00.json"
    proc = run("verify-deal", str(record), "--boards", str(forged))
    assert proc.returncode == 1 and "revealed seed does not hash" in proc.stdout
    copy = tmp_path / "ev"
    subprocess.run(["cp", "-r", str(event), str(copy)], check=True)
    rec = json.loads((copy / "records" / "b000-t00.json").read_text())
    rec["players"][0], rec["players"][1] = rec["players"][1], rec["players"][0]
    (copy / "records" / "b000-t00.json").write_text(json.dumps(rec))
    proc = run("event", "results", str(copy))
    assert proc.returncode == 1 and "not the movement's seating" in proc.stderr


def test_log_and_clear_errors(event: Path, tmp_path: Path) -> None:
    log = json.loads(run("event", "log", str(event), "--json").stdout)
    assert [e["what"] for e in log] == ["create", "register", "start", "round", "round",
                                       "reveal"]
    one_line_error(run("event", "results", str(tmp_path / "none")), "no event at")
    one_line_error(run("event", "create", str(event)), "already holds an event")
    one_line_error(run("event", "create", str(tmp_path / "x"), "--field", "5", "--name", "a"),
                   "not both")
    one_line_error(run("event", "play", str(event), "--bot", "wizard"), "wizard")
    one_line_error(run("event", "play", str(event), "--as", "zed=easy"), "not in the event")


def test_a_shengji_pair_event(tmp_path: Path) -> None:
    folder = tmp_path / "sj"
    proc = run("event", "create", str(folder), "--game", "shengji", "--name", "ann & bo",
               "--name", "cy & di", "--name", "ed & fay", "--rounds", "1", "--boards", "2",
               "--filler", "random")
    assert proc.returncode == 0, proc.stderr
    assert run("event", "play", str(folder), "--bot", "random", "--quiet").returncode == 0
    got = json.loads(run("event", "results", str(folder), "--json").stdout)
    assert got["problems"] == [] and got["verified"] == 2 * 2
    assert {r["who"] for r in got["standings"]} == {"ann & bo", "cy & di", "ed & fay",
                                                    "bots 4"}
    assert {b["group"] for b in got["boards"]} == {"NS", "EW"}


def test_the_director_adjusts_with_a_reason_and_replaces_by_a_bot(tmp_path: Path) -> None:
    folder = tmp_path / "desk"
    names = [a for n in ("ann", "bo", "cy", "di", "ed", "fay", "gus", "hal")
             for a in ("--name", n)]
    assert run("event", "create", str(folder), *names, "--rounds", "2", "--boards", "1",
               ).returncode == 0
    assert run("event", "play", str(folder), "--rounds", "1", "--quiet").returncode == 0
    assert run("event", "pause", str(folder), "--reason", "fire drill").returncode == 0
    one_line_error(run("event", "play", str(folder)), "paused")
    one_line_error(run("event", "pause", str(folder)), "already paused")
    assert run("event", "pause", str(folder), "--resume").returncode == 0
    one_line_error(run("event", "replace", str(folder), "zed", "--reason", "absent"),
                   "not in the event")
    proc = run("event", "replace", str(folder), "hal", "--bot", "random", "--reason",
               "left after round 1")
    assert proc.returncode == 0, proc.stderr
    assert run("event", "play", str(folder), "--quiet").returncode == 0
    one_line_error(run("event", "adjust", str(folder), "--board", "9", "--name", "ann",
                       "--score", "0", "--reason", "x"), "boards 1 to 2")
    one_line_error(run("event", "adjust", str(folder), "--board", "1", "--name", "ann",
                       "--score", "0", "--reason", " "), "written reason")
    proc = run("event", "adjust", str(folder), "--board", "1", "--name", "ann", "--score",
               "1000000", "--reason", "a revoke, ruled by the director")
    assert proc.returncode == 0, proc.stderr
    got = json.loads(run("event", "results", str(folder), "--json").stdout)
    ann = [b for b in got["boards"] if b["who"] == "ann" and b["board"] == 0]
    assert ann[0]["score"] == 1000000 and ann[0]["adjusted"]
    assert ann[0]["mp"] == ann[0]["top"]  # now tops the board's seat
    hal = next(r for r in got["standings"] if r["who"] == "hal")
    assert hal["substitute"] and hal["bot"] and hal["rank"] is None
    log = json.loads(run("event", "log", str(folder), "--json").stdout)
    assert [e["what"] for e in log] == ["create", "register", "start", "round", "pause",
                                       "resume", "replace", "round", "reveal", "adjust"]
    assert log[-1]["reason"] == "a revoke, ruled by the director"


def test_registration_stays_open_until_the_start(tmp_path: Path) -> None:
    folder = tmp_path / "open"
    proc = run("event", "create", str(folder), "--open", "--rounds", "1", "--boards", "1")
    assert proc.returncode == 0 and "registration is open" in proc.stdout, proc.stderr
    committed = json.loads((folder / "event.json").read_text())["commitment"]
    one_line_error(run("event", "play", str(folder)), "has not started")
    one_line_error(run("event", "start", str(folder)), "at least 2")
    assert run("event", "register", str(folder), "ann", "bo", "cy").returncode == 0
    one_line_error(run("event", "register", str(folder), "bo"), "already in the field")
    one_line_error(run("event", "passes", str(folder)), "when the event starts")
    one_line_error(run("event", "live", str(folder)), "has not started")
    assert run("event", "start", str(folder)).returncode == 0
    codes = json.loads(run("event", "passes", str(folder), "--json").stdout)
    assert sorted(codes) == ["ann", "bo", "cy"]  # people, not the filler bot
    assert (folder / "passes.secret.json").stat().st_mode & 0o077 == 0
    one_line_error(run("event", "register", str(folder), "di"), "registration is closed")
    event = json.loads((folder / "event.json").read_text())
    assert event["commitment"] == committed  # the boards were fixed before the field
    assert [e["name"] for e in event["field"]] == ["ann", "bo", "cy", "bot 4"]
    assert run("event", "play", str(folder), "--quiet").returncode == 0
    got = json.loads(run("event", "results", str(folder), "--json").stdout)
    assert got["problems"] == [] and got["verified"] == 1


def test_the_daily_challenge(tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    root = tmp_path / "events"
    proc = run("event", "daily", str(root), "--boards", "2", "--bot", "greedy")
    assert proc.returncode == 0, proc.stderr
    day = datetime.now(UTC).date()
    folder = root / f"daily-{day.isoformat()}"
    one_line_error(run("event", "daily", str(root)), "already holds an event")
    for who in ("ann", "bo"):
        assert run("event", "join", str(folder), who).returncode == 0
    one_line_error(run("event", "join", str(folder), "ann"), "already in today's")
    assert run("event", "play", str(folder), "--as", "ann=random", "--quiet").returncode == 0
    assert not (folder / "boards.json").exists()  # revealed tomorrow, not today
    one_line_error(run("event", "reveal", str(folder)), "revealed the next day")
    got = json.loads(run("event", "results", str(folder), "--json").stdout)
    seat0 = [b for b in got["boards"] if b["group"] == "seat 0" and b["board"] == 0]
    assert sorted(b["who"] for b in seat0) == ["ann", "bo", "par"]  # beside the bots' par
    ranked = {r["who"]: r["rank"] for r in got["standings"] if r["rank"] is not None}
    assert set(ranked) == {"ann", "bo"}
    # yesterday's challenge: closed to new entrants, its seeds revealed
    yesterday = (day - timedelta(days=1)).isoformat()
    old = root / f"daily-{yesterday}"
    assert run("event", "daily", str(root), "--date", yesterday, "--boards", "1", "--bot",
               "random").returncode == 0
    one_line_error(run("event", "join", str(old), "cy"), "is closed")
    assert run("event", "play", str(old), "--quiet").returncode == 0
    assert run("event", "reveal", str(old)).returncode == 0
    got = json.loads(run("event", "results", str(old), "--json").stdout)
    assert got["verified"] == 1 and got["problems"] == []
    one_line_error(run("event", "daily", str(root), "--date", "2026-13-01"), "YYYY-MM-DD")
    one_line_error(run("event", "daily", str(root), "--game", "shengji"), "in pairs")


def test_lab_playtest_exports_a_variant_as_an_event(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from marsmatch.events.run import play_event
    from marsmatch.events.store import register, results, start
    from marsmatch.lab.cli import app

    folder = tmp_path / "variant"
    got = CliRunner().invoke(app, ["playtest", "banker=rotate", str(folder), "--rounds", "1",
                                   "--boards", "2"])
    assert got.exit_code == 0 and "banker=rotate" in got.output, got.output
    event = json.loads((folder / "event.json").read_text())
    assert event["variant"] == ["banker=rotate"] and event["rules"]["banker"] == "rotate"
    assert all(b["settings"]["rules"]["banker"] == "rotate" for b in event["boards"])
    register(folder, ["ann", "bo", "cy", "di"])
    start(folder)
    assert play_event(folder, "greedy") == 2  # the same boards, played by bots
    assert results(folder).verified == 2
    bad = CliRunner().invoke(app, ["playtest", "nonsense=1", str(tmp_path / "x")])
    assert bad.exit_code == 2 and "not a marsmatch rule option" in bad.output


def test_a_live_event_is_not_played_offline_and_refuses_bots_the_server_lacks(
        tmp_path: Path) -> None:
    from marsmatch.events.run import play_event
    from marsmatch.events.store import EventError, create, go_live

    folder = tmp_path / "live"
    create(folder, game="marsmatch", names=["ann", "bo", "cy"], rounds=1, boards_per_round=1,
           filler="search-base:iterations=10")
    with pytest.raises(EventError, match="which the server does not seat"):
        go_live(folder, 0.8, 5, 60)
    data = json.loads((folder / "event.json").read_text())
    data["field"][-1]["bot"] = "greedy"
    (folder / "event.json").write_text(json.dumps(data))
    go_live(folder, 0.8, 5, 60)
    with pytest.raises(EventError, match="played live on the server's tables"):
        play_event(folder)
