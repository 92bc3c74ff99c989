"""The terminal's own lines in the reader's language (issue 35): the table before an action
(``judge RECORD N``), the start, the deal's events and the trick and round wins of
``replay --explain``; English stays as it was (byte for byte, see test_cli.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from .test_cli_lang import run

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "marsmatch" / "records"
SHENGJI = Path(__file__).resolve().parents[1] / "fixtures" / "shengji"

#: what may stay Latin in Chinese lines: the game's name, hashes, ruling ids, player names
#: (P1..P6, ann, bo, cy, di in these records), card ranks and a record's reading spec as
#: written ("4:none")
ALLOWED = re.compile(r"MarsMatch|SHA-256|sha256|\b[0-9a-f]{16,}\b|\b[RG]\d+(\.\d+)?\b|\bP\d\b|"
                     r"(?<![A-Za-z])(ann|bo|cy|di)(?![A-Za-z])|\d+:[a-z_]+(:[a-z_0-9]+)*")


def english_left(out: str) -> list[str]:
    """Latin words of two letters or more that are none of the allowed names."""
    return [line for line in out.splitlines() if re.search(r"[A-Za-z]{2,}",
                                                          ALLOWED.sub("", line))]


def test_judge_record_n_gives_the_table_before_it_in_chinese() -> None:
    got = run("--lang", "zh-Hans", "judge", str(RECORDS / "random_3p_rec-b.json"), "3")
    assert got.returncode == 0, got.stderr
    assert "手中牌数：P1（0 号座位） 44 张、P3（2 号座位） 49 张" in got.stdout
    assert "发牌时离场：P2（1 号座位）" in got.stdout
    assert "要压的牌：无人机：5 张 9（9 9 9 9 9），P3（2 号座位） 出的" in got.stdout
    assert english_left(got.stdout) == []
    en = run("judge", str(RECORDS / "random_3p_rec-b.json"), "3").stdout
    assert "  cards held: P1 (seat 0) 44 cards, P3 (seat 2) 49 cards" in en
    assert "  to beat: Drone of 9s (length 5) (9 9 9 9 9) by P3 (seat 2)" in en


def test_replay_explain_has_no_english_left_in_either_chinese() -> None:
    for name in ("random_3p_rec-b.json", "random_6p_rec-d.json"):
        zh = run("--lang", "zh-Hans", "replay", "--explain", str(RECORDS / name))
        assert zh.returncode == 0, zh.stderr
        assert english_left(zh.stdout) == [], name
        assert "start:" not in zh.stdout and "wins the trick" not in zh.stdout
    hans = run("--lang", "zh-Hans", "replay", "--explain", str(RECORDS / "random_3p_rec-b.json"))
    assert "发牌阶段：P2（1 号座位） 发牌时就凭星链胜出：抢天，9,000 分（R2.6）" in hans.stdout
    hant = run("--lang", "zh-Hant", "replay", "--explain", str(RECORDS / "random_6p_rec-d.json"))
    assert "—— P4（3 號座位） 贏下這一輪，連贏 3 輪" in hant.stdout
    assert english_left(hant.stdout) == []


def shengji_record(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(json.loads((SHENGJI / name).read_text())["record"]))
    return path


def test_shengji_positions_tricks_and_a_failed_throw_in_chinese(tmp_path: Path) -> None:
    path = str(shengji_record(tmp_path, "position_failed_throw.json"))
    got = run("--lang", "zh-Hans", "judge", path, "3")
    assert got.returncode == 0, got.stderr
    assert "  阶段：出牌；打 4；主牌黑桃；庄家 ann（0 号座位）" in got.stdout
    assert "  第 1 轮：ann（0 号座位） 8♥ 8♥ 9♥ 9♥；bo（1 号座位） 3♦ 4♦ 6♦ 7♦" in got.stdout
    assert english_left(got.stdout) == []
    ex = run("--lang", "zh-Hant", "replay", "--explain", path)
    assert "甩牌失敗：di（3 號座位） 能壓住，所以只打出了 8♥ 8♥ 9♥ 9♥（G5.3）" in ex.stdout
    assert "—— 第 1 輪：di（3 號座位） 為抓分方贏得 10 分" in ex.stdout
    assert english_left(ex.stdout) == []
    en = run("judge", path, "1").stdout
    assert "note: ann (seat 0) leads tractor H8 H9, single HA -- the throw fails" in en
    for name in ("first_deal_3decks.json", "later_deal_1deck.json"):
        zh = run("--lang", "zh-Hans", "replay", "--explain", str(shengji_record(tmp_path, name)))
        assert english_left(zh.stdout) == [], name


def test_the_english_lines_are_as_they_were(tmp_path: Path) -> None:
    """The lines now come from the catalogue; in English they read as before, byte for
    byte (the outputs of the commit before this change)."""
    mm = run("replay", "--explain", str(RECORDS / "random_3p_rec-b.json")).stdout.splitlines()
    assert mm[4:7] == [
        ("start: MarsMatch, 3 players, one deck each: seat 0 P1, seat 1 P2, seat 2 P3; "
         "banker: P1 (seat 0)"),
        ("start: sha256 of the record's seed = "
         "8aadb544c44c11f1db9d912a75643d6152705913ddb740fc115794c7cf2915e0"),
        ("initial phase: P2 (seat 1) wins at the deal with a Starlink: Heaven Snatch, 9,000 "
         "points (R2.6)")]
    assert "   -- P3 (seat 2) wins the trick, 2 in a row" in mm
    path = str(shengji_record(tmp_path, "position_failed_throw.json"))
    sj = run("replay", "--explain", path).stdout.splitlines()
    assert sj[1:4] == [
        ("start: Shengji, 2 decks; teams ann and cy (seats 0 and 2) against bo and di "
         "(seats 1 and 3); level 4"),
        "start: banker ann (seat 0)",
        "initial phase: == trump is spades at level 4, set by the position; banker ann (seat 0)"]
    assert ("   -- trick 1: di (seat 3) wins 10 points for the attackers (attackers 10 so far); "
            "seat 0's throw failed: seat 3 could beat tractor H8 H9, so only it was played "
            "(G5.3); seat 3 beat the lead with tractor HJ HQ (G5.5)") in sj
    judged = run("judge", path, "3").stdout.splitlines()
    assert judged[2:5] == ["  phase: play; level 4; trump spades; banker ann (seat 0)",
                           "  trick 1: ann (seat 0) H8 H8 H9 H9; bo (seat 1) D3 D4 D6 D7",
                           "  attackers' points: 30"]
