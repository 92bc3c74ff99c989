"""The command line as a user meets it: real processes, exit codes, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from marsmatch import words

RECORDS = Path(__file__).parent / "fixtures" / "marsmatch" / "records"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "marsmatch", *args], check=False,
                          capture_output=True,
                          text=True, timeout=120)


def one_line_error(proc: subprocess.CompletedProcess[str], text: str) -> None:
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and text in lines[0], proc.stderr
    assert "Traceback" not in proc.stderr


def test_judge_json_shape_and_ruling():
    proc = run("judge", "5 5 5 5 5", "--against", "2 2 2 2", "--json")
    assert proc.returncode == 0
    got = json.loads(proc.stdout)
    # the reason's message twin (docs/translations.md) says the same in English
    assert words.text(got.pop("reason_msg")) == got["reason"]
    assert got == {
        "readings": [{"kind": "drone", "length": 5, "rank": "5", "attachment": "none"},
                     {"kind": "rocket", "length": 1, "rank": "5", "attachment": "pair"}],
        "beats": True, "reading": {"kind": "drone", "length": 5, "rank": "5", "attachment": "none"},
        "reason": "Drone of 5s (length 5) beats Drone of 2s (length 4): longer Drone",
        "rule": "R3.7"}


def test_judge_human_form_cites_the_ruling():
    proc = run("judge", "6 6", "--against", "9 9")
    assert proc.returncode == 0
    assert "pair of 6s does not beat pair of 9s, R3.12" in proc.stdout


def test_judge_without_against_and_spaceship_rank():
    result = json.loads(run("judge", "BJ LJ", "--json").stdout)
    assert result["beats"] is None and result["reading"]["rank"] == "BJ+LJ"


def test_judge_ambiguous_table_play_lists_readings_and_exits_2():
    proc = run("judge", "7777 8888", "--against", "5555 6666")
    one_line_error(proc, "starship:2:none")
    proc = run("judge", "7777 8888", "--against", "5555 6666", "--against-as", "starship:2:none",
               "--json")
    assert json.loads(proc.stdout)["beats"] is True


def test_count_json():
    assert json.loads(run("count", "3 3 2", "--json").stdout) == {"plays": 5, "play_types": 4}
    assert json.loads(run("count", "3 3 2", "--against", "4", "--json").stdout) == {
        "plays": 1, "play_types": 1}


@pytest.mark.parametrize("args, text", [
    (("judge", "X7"), "X7 is not a card; ranks are 3..10 J Q K A 2, jokers LJ BJ"),
    (("judge", "7 7 7 7 7 7 7 7 7", "--players", "2"), "9 copies of 7 but 2 decks hold only 8"),
    (("judge", "7 7", "--rule", "nope=1"), "'nope' is not a marsmatch rule option"),
    (("judge", "7 7", "--rule", "streak_to_win=-1"), "streak_to_win"),
    (("count", "3 Z"), "Z is not a card"),
    (("judge", "2 2 2 2 2", "--against", "2 2 2 2", "--players", "2"),
     "9 copies of 2 but 2 decks hold only 8"),
    (("judge", "7 7", "--as", "rockt"), "'rockt' is not a kind"),
    (("serve", "--db", "bogus://x", "--port", "0"), "'bogus://x' is not a database"),
])
def test_bad_input_is_one_line_and_exit_2(args, text):
    one_line_error(run(*args), text)


def test_replay_json_and_human_form():
    name = "random_3p_rec-b.json"
    expected = json.loads((RECORDS / "expected.json").read_text())[name]
    proc = run("replay", str(RECORDS / name), "--json")
    assert proc.returncode == 0 and json.loads(proc.stdout) == expected
    human = run("replay", str(RECORDS / name)).stdout
    assert "wins at the deal with a Starlink: Heaven Snatch" in human and "result:" in human


def test_replay_on_the_reference_core_gives_the_same_reports(tmp_path):
    """An arbiter can replay any record by the readable rules (marsmatch.reference)."""
    expected = json.loads((RECORDS / "expected.json").read_text())
    for name in ("random_3p_rec-b.json", "random_6p_rec-d.json"):
        proc = run("replay", str(RECORDS / name), "--json", "--core", "reference")
        assert proc.returncode == 0 and json.loads(proc.stdout) == expected[name], name
    fixture = json.loads((RECORDS.parent.parent / "shengji" / "later_deal_1deck.json").read_text())
    sj = tmp_path / "sj.json"
    sj.write_text(json.dumps(fixture["record"]))
    compiled = run("replay", str(sj), "--json")
    reference = run("replay", str(sj), "--json", "--core", "reference")
    assert reference.returncode == compiled.returncode == 0
    assert json.loads(reference.stdout) == json.loads(compiled.stdout)
    human = run("replay", str(sj), "--core", "reference").stdout
    assert human == "replayed on the reference core (docs/compiled-core.md)\n" + \
        run("replay", str(sj)).stdout
    one_line_error(run("replay", str(sj), "--core", "oracle"), "'oracle' is not a core")


def test_replay_bad_records(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    one_line_error(run("replay", str(bad)), "record is not valid JSON")
    one_line_error(run("replay", str(tmp_path / "missing.json")), "no record file")
    out_of_turn = tmp_path / "turn.json"
    out_of_turn.write_text(json.dumps({
        "game": "marsmatch", "players": ["a", "b", "c"], "banker": 0,
        "hands": [["3", "4"], ["5", "6"], ["7", "8"]], "actions": [{"seat": 1, "play": ["5"]}]}))
    proc = run("replay", str(out_of_turn), "--json")
    assert proc.returncode == 2
    assert json.loads(proc.stdout)["error"] == {
        "action": 0, "seat": 1, "reason": "seat 1 is not to act; seat 0 is (R4.1)"}
    one_line_error(run("replay", str(out_of_turn)), "seat 1 is not to act")


def test_deal_and_verify_deal(tmp_path):
    path = tmp_path / "deal.json"
    assert run("deal", "--players", "3", "--seed", "abc", "--out", str(path)).returncode == 0
    proc = run("verify-deal", str(path), "--json")
    assert proc.returncode == 0 and json.loads(proc.stdout)["ok"] is True
    data = json.loads(path.read_text())
    data["hands"][0], data["hands"][1] = data["hands"][1], data["hands"][0]
    path.write_text(json.dumps(data))
    proc = run("verify-deal", str(path))
    assert proc.returncode == 1 and "the recorded hands differ from the seed's deal at P1 " \
        "(seat 0) and P2 (seat 1)" in proc.stdout


def test_help_lists_commands():
    proc = run("--help")
    assert proc.returncode == 0
    for command in ("judge", "count", "replay", "verify-deal", "deal"):
        assert command in proc.stdout


SHENGJI = Path(__file__).parent / "fixtures" / "shengji"


def shengji_record(tmp_path: Path, name: str) -> tuple[Path, dict]:
    data = json.loads((SHENGJI / name).read_text())
    path = tmp_path / name
    path.write_text(json.dumps(data["record"]))
    return path, data["expected"]


def test_shengji_position_replays_with_tricks(tmp_path):
    path, expected = shengji_record(tmp_path, "position_failed_throw.json")
    proc = run("replay", str(path), "--json")
    assert proc.returncode == 0 and json.loads(proc.stdout) == expected
    trick = expected["tricks"][0]
    assert trick["failed_throw"] == {"seat": 0, "forced": ["H8", "H8", "H9", "H9"], "beaten_by": 3}


def test_shengji_illegal_follow_is_exit_2_with_the_ruling(tmp_path):
    path, expected = shengji_record(tmp_path, "position_illegal_follow.json")
    proc = run("replay", str(path), "--json")
    assert proc.returncode == 2 and json.loads(proc.stdout) == expected
    one_line_error(run("replay", str(path)), "(G5.4)")


def test_shengji_deal_verifies(tmp_path):
    path = tmp_path / "sj.json"
    assert run("deal", "--game", "shengji", "--seed", "s", "--rule", "decks=3",
               "--out", str(path)).returncode == 0
    assert json.loads(run("verify-deal", str(path), "--json").stdout)["ok"] is True
    one_line_error(run("deal", "--game", "shengji", "--rule", "decks=9"), "decks")
