"""The rules lab's terminal in the reader's language (issue 35): progress, the summary
lines on stderr and the tables on stdout of ``lab tune``, ``lab sweep`` and ``lab compare``
follow ``--lang`` (the lab's, else ``marsmatch --lang``, else the locale); English stays."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from marsmatch.cli import app

runner = CliRunner()

TUNE = ["lab", "tune", "--players", "3-4", "--target", "deal_decided<=20%",
        "--target", "median_actions<=60", "--search", "starlink_threes=8,9",
        "--search", "streak_to_win=2", "--max-changes", "2", "--top", "1",
        "--min-rounds", "40", "--max-rounds", "80", "--workers", "1", "--seed", "zh",
        "--also-bots", "none", "--skill", "none", "--confirm-bots", "none", "--no-report"]

#: what the user typed or a name that is no word: options and targets (NAME=V, NAME<=V),
#: bot names, the game's name, ruling ids, the z of a z-score and the "pt" of a difference
TYPED = re.compile(r"\S*[=<>]\S*|--[a-z-]+|\b(greedy|random|MarsMatch|pt|z|lab|zh|compare)\b|"
                   r"\b[RG]\d+(\.\d+)?\b")


def english_left(out: str) -> list[str]:
    return [line for line in out.splitlines()
            if re.search(r"[A-Za-z]{2,}", TYPED.sub("", line))]


def test_tune_speaks_chinese_on_the_terminal(tmp_path: Path) -> None:
    zh = runner.invoke(app, ["--lang", "zh-Hans", *TUNE, "--cache", str(tmp_path)])
    assert zh.exit_code == 0, zh.output
    assert "问题：最小的规则改动" in zh.stderr and "第 2 个变体：starlink_threes=9 " \
        "streak_to_win=2：达到" in zh.stderr
    assert "已查看 6 个变体中的 6 个" in zh.stdout and "出版商的规则（作对照）" in zh.stdout
    assert "连赢 2 轮即赢下正式对局" in zh.stdout  # the rule change in the rule book's words
    assert english_left(zh.stdout) == [] and english_left(zh.stderr) == []
    # the lab's own --lang says the same; English by default, as before
    lab_lang = runner.invoke(app, [*TUNE, "--lang", "zh-Hans", "--cache", str(tmp_path)])
    assert lab_lang.stdout == zh.stdout
    en = runner.invoke(app, [*TUNE, "--cache", str(tmp_path)])
    assert "searched 6 of 6 variants of up to 2 changes" in en.stdout
    assert "variant 2: starlink_threes=9 streak_to_win=2: meets" in en.stderr
    assert "the publisher's rules, for comparison" in en.stdout


def test_sweep_and_compare_speak_traditional_chinese() -> None:
    sweep = runner.invoke(app, ["--lang", "zh-Hant", "lab", "sweep", "--players", "2-3",
                                "--rounds", "8", "--option", "streak_to_win=2,3", "--workers",
                                "1", "--no-cache", "--no-report"])
    assert sweep.exit_code == 0, sweep.output
    assert "關鍵表（99% 區間）" in sweep.stdout and "已打 32 局，4 個格子" in sweep.stderr
    assert english_left(sweep.stdout) == [] and english_left(sweep.stderr) == []
    compare = runner.invoke(app, ["--lang", "zh-Hant", "lab", "compare", "-", "streak_to_win=2",
                                  "--players", "3", "--rounds", "8", "--workers", "1",
                                  "--no-cache", "--no-report"])
    assert compare.exit_code == 0, compare.output
    assert "（精確）" in compare.stdout and "(exact)" not in compare.stdout
    assert english_left(compare.stdout) == [] and english_left(compare.stderr) == []
