"""The terminal's own lines in the reader's language (issue 35): the table before an action
(``judge RECORD N``), the start, the deal's events and the trick and round wins of
``replay --explain``; English stays as it was (byte for byte, see test_cli.py)."""

from __future__ import annotations

import re
from pathlib import Path

from marsmatch.games import find_game
from marsmatch.games.replay import steps
from marsmatch.records import load_record
from marsmatch.words import text

from .test_cli_lang import run

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "marsmatch" / "records"

#: what may stay Latin in Chinese lines: the game's name, hashes, ruling ids, player names
#: (P1..P6 in these records), card ranks and a record's reading spec as written ("4:none")
ALLOWED = re.compile(r"MarsMatch|SHA-256|sha256|\b[0-9a-f]{16,}\b|\b[RG]\d+(\.\d+)?\b|\bP\d\b|"
                     r"\d+:[a-z_]+(:[a-z_0-9]+)*")


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


def test_every_english_line_is_the_catalogues_english() -> None:
    """describe_* and describe_*_msg are one sentence: the English lines are the messages
    rendered in English, so a translation can never say something else."""
    game = find_game("marsmatch")
    for name in ("random_3p_rec-b.json", "random_4p_rec-c.json"):
        rec = load_record(RECORDS / name)
        for step in steps(rec, game):
            state = step.state
            assert game.describe_state(state, 0) == [
                text(m) for m in game.text.describe_state_msg(state, 0)]
            for e in step.events:
                m = game.text.describe_event_msg(state, e)
                assert game.describe_event(state, e) == (None if m is None else text(m))
        assert game.describe_start(state) == [text(m) for m in game.text.describe_start_msg(state)]
