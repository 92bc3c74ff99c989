"""The command line in the reader's language (issue 35): ``marsmatch --lang`` or the locale
decide the words of rulings and explanations; English stays the default and unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def run(*args: str, lang_env: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    if lang_env:
        env["LANG"] = lang_env
    return subprocess.run([sys.executable, "-m", "marsmatch", *args], capture_output=True,
                          text=True, timeout=120, check=False, env=env)


def test_judge_speaks_the_language_asked_for_or_the_locales() -> None:
    en = run("judge", "5 5 6 6 7 8")
    assert en.returncode == 0 and "is not a combination: it holds 2 pairs" in en.stdout
    zh = run("--lang", "zh-Hans", "judge", "5 5 6 6 7 8")
    assert "5 5 6 6 7 8 不是一手牌：其中有 2 个对子" in zh.stdout
    hant = run("judge", "J J J Q Q Q K K K 2 2 2 4 4", lang_env="zh_TW.UTF-8")
    assert "4 個三張帶了 2 張牌" in hant.stdout
    bad = run("--lang", "fr", "judge", "5")
    assert bad.returncode == 2 and bad.stderr.strip().count("\n") == 0
    assert bad.stderr.startswith("error: --lang takes en, zh-Hans, zh-Hant")


def test_judge_record_and_replay_explain_in_chinese() -> None:
    path = str(FIXTURES / "marsmatch" / "lone_boat_dispute.json")
    got = run("--lang", "zh-Hans", "judge", path, "2")
    assert got.returncode == 2
    assert "第 2 手（共 2 手）" in got.stdout and "出 大王 9 2，读作 孤舟" in got.stdout
    assert "裁定：不合法——大王 9 2 不能作为孤舟出" in got.stdout and "[R3.6]" in got.stdout
    ex = run("--lang", "zh-Hant", "replay", "--explain", path)
    assert ex.returncode == 2 and "裁定：" in ex.stdout and "不合法：" in ex.stdout
    assert "NOT LEGAL" not in ex.stdout and "verdict:" not in ex.stdout
    assert "NOT LEGAL" in run("replay", "--explain", path).stdout  # English by default


def test_the_top_level_help_speaks_the_language_asked_for() -> None:
    """``marsmatch --help``: the description, options, commands and panel titles in
    ``--lang`` typed before the command (the locale's language: test_cli_every_word)."""
    hans = run("--lang", "zh-Hans", "--help")
    assert hans.returncode == 0
    assert "MarsMatch 和升级：规则引擎、裁判、记录与重放。" in hans.stdout
    assert "─ 命令 ─" in hans.stdout and "在终端里与机器人打一局；结束时保存记录。" in hans.stdout
    assert "─ 选项 ─" in hans.stdout and "显示版本后退出" in hans.stdout


def test_every_command_and_group_has_its_help_in_every_language() -> None:
    """A command added without its ``cli-help-<name>`` message would stop ``--help`` in
    Chinese for every command (the db group once did)."""
    from marsmatch.cli import app
    from marsmatch.words import t

    names = [c.name or getattr(c.callback, "__name__", "") for c in app.registered_commands]
    names += [g.name for g in app.registered_groups]
    assert "db" in names and "event" in names
    for name in names:
        english = t(f"cli-help-{name}", "en")
        for lang in ("zh-Hans", "zh-Hant"):
            assert t(f"cli-help-{name}", lang) != english, (name, lang)
