"""``marsmatch serve``, ``marsmatch db`` and the ``event`` commands' errors in the reader's
language (issue 29): their output, ``error:`` lines and help from the catalogue
(words/serverdb.ftl, words/eventerrors.ftl); the English as it was."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

from marsmatch.cli import app

from .test_cli_every_word import cli, english_left

CHINESE = {"zh-Hans": "错误：", "zh-Hant": "錯誤："}
#: names that are no words: the database's product name, an example URL
NAMES = re.compile(r"SQLite|postgresql://\S+?(?=[ ，])")

#: (arguments, the English error line as it always was, the start of the zh-Hans line)
BAD = [
    (("db", "current", "--db", "{tmp}/none.db"), "there is no database at {tmp}/none.db",
     "{tmp}/none.db 没有数据库"),
    (("db", "current", "--db", "mysql://a/b"),
     "'mysql://a/b' is not a database this server can use; give a SQLite file path",
     "这个服务器不能使用数据库 'mysql://a/b'"),
    (("event", "results", "{tmp}/nothing"),
     "no event at {tmp}/nothing (event.json is missing); create one with",
     "{tmp}/nothing 没有赛事"),
    (("event", "create", "{tmp}/ev", "--field", "4", "--name", "ann"),
     "give either --name (repeatable) or --field N, not both",
     "请给出 --name（可重复）或 --field N"),
    (("event", "daily", "{tmp}/days", "--date", "today"),
     "a day is written YYYY-MM-DD, not 'today'", "日期写作 YYYY-MM-DD，不是 'today'"),
]


@pytest.mark.parametrize("args,english,hans", BAD, ids=[" ".join(a[:2]) for a, _, _ in BAD])
def test_server_db_and_event_errors_in_each_language(tmp_path: Path, args: tuple[str, ...],
                                                     english: str, hans: str) -> None:
    args = tuple(a.format(tmp=tmp_path) for a in args)
    code, _, err = cli(*args)
    assert code == 2 and err.startswith(f"error: {english.format(tmp=tmp_path)}"), err
    assert err.count("\n") == 1
    for lang, label in CHINESE.items():
        code, _, err = cli("--lang", lang, *args)
        assert code == 2 and err.startswith(label) and err.count("\n") == 1, err
        assert english_left(NAMES.sub("", err)) == [], err
    assert cli("--lang", "zh-Hans", *args)[2].startswith("错误：" + hans.format(tmp=tmp_path))


def test_event_errors_of_a_started_event_in_chinese(tmp_path: Path) -> None:
    folder = str(tmp_path / "ev")
    assert cli("event", "create", folder, "--field", "4", "--rounds", "1", "--boards",
               "1")[0] == 0
    code, _, err = cli("--lang", "zh-Hant", "event", "register", folder, "zoe")
    assert (code, err) == (2, "錯誤：報名已截止：賽事已經開始\n")
    code, _, err = cli("--lang", "zh-Hans", "event", "adjust", folder, "--board", "9",
                       "--name", "player 1", "--score", "1", "--reason", "r")
    assert (code, err) == (2, "错误：这次赛事的牌是第 1 到第 1 副，没有第 9 副\n")
    _, _, err = cli("event", "adjust", folder, "--board", "9", "--name", "player 1",
                    "--score", "1", "--reason", "r")
    assert err == "error: the event has boards 1 to 1, not 9\n"


def test_db_current_says_its_revision_in_chinese(tmp_path: Path) -> None:
    path = str(tmp_path / "new.db")
    assert cli("db", "upgrade", "--db", path)[0] == 0
    code, out, _ = cli("--lang", "zh-Hans", "db", "current", "--db", path)
    assert code == 0 and out.endswith("（最新）\n") and english_left(out) == []


def test_serve_and_db_help_in_chinese() -> None:
    """``marsmatch --lang zh-Hans serve --help``: the command's line and its options."""
    def helped(*args: str) -> str:
        return subprocess.run([sys.executable, "-m", "marsmatch", "--lang", "zh-Hans", *args,
                               "--help"], capture_output=True, text=True, timeout=120,
                              check=True, env={"COLUMNS": "200", "PATH": ""}).stdout

    serve = helped("serve")
    assert "启动游戏服务器" in serve and "机器人出牌前默认等待的秒数" in serve
    assert "bind address" not in serve and "default seconds a bot waits" not in serve
    assert "postgresql://user:pass@host/db 这样的网址" in serve
    db = helped("db")
    assert "显示数据库的结构版本" in db and "Print the database's schema" not in db


def test_the_english_option_lines_in_the_catalogue_are_the_options_own() -> None:
    """English ``--help`` reads the options' own help; the catalogue's English lines
    (which Chinese translates) say the same."""
    from marsmatch.words import bundle, t

    commands = [(c.name or c.callback.__name__, c) for c in app.registered_commands]
    commands += [(f"{g.name}-{c.name}", c) for g in app.registered_groups
                 for c in g.typer_instance.registered_commands]
    checked = 0
    for name, command in commands:
        if bundle("en").has_message(f"cli-help-{name}") and "-" in name:
            doc = command.callback.__doc__.split("\n\n")[0]
            assert t(f"cli-help-{name}") == " ".join(doc.split()), name
        for param, value in inspect.signature(command.callback).parameters.items():
            for id in (f"cli-opt-{name}-{param}", f"cli-opt-{param}"):
                if getattr(value.default, "help", None) and bundle("en").has_message(id):
                    assert t(id) == value.default.help, (name, param)
                    checked += 1
                    break
    assert checked >= 9
