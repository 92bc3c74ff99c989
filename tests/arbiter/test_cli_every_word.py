"""Every word of the command line in Chinese (issue 35, second pass): plain ``replay``,
``verify-deal``, ``count``, ``judge``'s table, terminal ``play`` and the ``error:`` line of
bad input, in zh-Hans and zh-Hant, scanned for English; the English as it always was."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from marsmatch.cli import app

from .test_cli_terminal_words import ALLOWED, RECORDS, SHENGJI

runner = CliRunner()
CHINESE = ("zh-Hans", "zh-Hant")

#: what a reader typed or names that are no words, besides test_cli_terminal_words's
#: ALLOWED: typed input quoted (“7 7 7 4”, 「pass」, 'foo'), options (--lang), paths and
#: file names, option and rule names (snake_case, or a list of them), placeholders
#: (NAME=VALUE), card codes, the names of the records' seats and what follows the prompt
TYPED = re.compile(r"“[^”]*”|「[^」]*」|'[^']*'|--[a-z-]+|/[^\s（）]+|\S+\.(json|md)\b|"
                   r"\b[a-z_]+(, [a-z_]+)+\b|"
                   r"\b[a-z]+(_[a-z0-9]+)+\b|\b[A-Z][A-Z0-9_]*\b|\b[a-z]+-record/\d\b|"
                   r"\bmarsmatch replay\b|> .*$")


def english_left(out: str) -> list[str]:
    """Lines with a Latin word of two letters or more that is neither typed nor a name."""
    return [line for line in out.splitlines()
            if re.search(r"[A-Za-z]{2,}", ALLOWED.sub("", TYPED.sub("", line)))]


def cli(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    got = runner.invoke(app, list(args), input=stdin)
    return got.exit_code, got.stdout, got.stderr


def shengji_record(tmp_path: Path, name: str) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(json.loads((SHENGJI / name).read_text())["record"]))
    return str(path)


def unfinished(tmp_path: Path) -> str:
    """A MarsMatch record cut after its third action."""
    rec = json.loads((RECORDS / "random_3p_rec-b.json").read_text())
    rec["actions"] = rec["actions"][:3]
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(rec))
    return str(path)


@pytest.mark.parametrize("lang", CHINESE)
def test_plain_replay_in_chinese(tmp_path: Path, lang: str) -> None:
    code, out, err = cli("--lang", lang, "replay", str(RECORDS / "random_3p_rec-b.json"))
    assert code == 0, err
    assert english_left(out) == []
    result = {"zh-Hans": "  P2（1 号座位）：抢天（星链），9,000 分",
              "zh-Hant": "  P2（1 號座位）：搶天（星鏈），9,000 分"}[lang]
    assert result in out.splitlines()
    code, out, err = cli("--lang", lang, "replay", unfinished(tmp_path))
    assert code == 0 and english_left(out) == []
    assert {"zh-Hans": "记录到此为止，这一局还没有结束；轮到：2 号座位",
            "zh-Hant": "記錄到此為止，這一局還沒有結束；輪到：2 號座位"}[lang] in out
    for name in ("later_deal_1deck.json", "position_illegal_follow.json"):
        code, out, err = cli("--lang", lang, "replay", shengji_record(tmp_path, name))
        assert english_left(out) == [] and english_left(err) == [], name
    assert code == 2 and err.count("\n") == 1  # the illegal follow, one error line
    assert err.startswith({"zh-Hans": "错误：第 6 手（1 号座位）不合法：bo 能出红桃的一个对子",
                           "zh-Hant": "錯誤：第 6 手（1 號座位）不合法：bo 能出紅桃的一個對子"}[lang])


def test_plain_replay_in_english_is_as_it_was(tmp_path: Path) -> None:
    code, out, _ = cli("replay", str(RECORDS / "random_3p_rec-b.json"))
    assert out.splitlines()[-5:] == [
        "result:", "  P2 (seat 1): Heaven Snatch with a Starlink, 9,000 points",
        "  P3 (seat 2): Human Hand, 100 points", "  P1 (seat 0): Total Loser, 0 points",
        ("the deal: the deal follows from a seed fixed before the deal (it matches the "
         "published commitment); no player took part, so nothing shows that whoever made it "
         "did not choose it")]
    _, out, _ = cli("replay", unfinished(tmp_path))
    assert "the record stops here, before the round ends; to act: seat 2" in out
    code, out, err = cli("replay", shengji_record(tmp_path, "later_deal_1deck.json"))
    assert code == 0 and "  attackers' points: 30 (G6.2)" in out
    assert "  next banker: bo (seat 1) (G6.3)" in out
    code, _, err = cli("replay", shengji_record(tmp_path, "position_illegal_follow.json"))
    assert code == 2 and err.startswith("error: action 6 (seat 1) is not legal: seat 1 can ")


@pytest.mark.parametrize("lang", CHINESE)
def test_verify_deal_and_count_in_chinese(tmp_path: Path, lang: str) -> None:
    code, out, _ = cli("--lang", lang, "verify-deal", str(RECORDS / "random_3p_rec-b.json"))
    assert code == 0 and english_left(out) == [], out
    assert {"zh-Hans": "公布的承诺：相符", "zh-Hant": "公佈的承諾：相符"}[lang] in out
    rec = json.loads((RECORDS / "random_3p_rec-b.json").read_text())
    rec["commitment"] = "0" * 64
    path = tmp_path / "replaced.json"
    path.write_text(json.dumps(rec))
    code, out, _ = cli("--lang", lang, "verify-deal", str(path))
    assert code == 1 and english_left(out) == [], out
    assert {"zh-Hans": "未通过：", "zh-Hant": "未通過："}[lang] in out
    code, out, _ = cli("--lang", lang, "count", "3 3 4 4 5 5 2 LJ", "--against", "6")
    assert code == 0 and english_left(out) == []
    assert {"zh-Hans": "能压过这手牌的合法出法共 2 种，分属 2 种牌型",
            "zh-Hant": "能壓過這手牌的合法出法共 2 種，分屬 2 種牌型"}[lang] in out


def test_verify_deal_and_count_in_english_are_as_they_were() -> None:
    _, out, _ = cli("verify-deal", str(RECORDS / "random_3p_rec-b.json"))
    assert out.splitlines()[1:4] == [
        "published commitment: matches",
        "players who took part: none (whoever made the record chose the seed alone)",
        ("recorded hands: the record holds no hands: the replay deals them from the seed, so "
         "the hands stand or fall with the seed")]
    _, out, _ = cli("count", "3 3 4 4 5 5 2 LJ", "--against", "6")
    assert out == "2 legal answers in 2 play types\n"


@pytest.mark.parametrize("lang", CHINESE)
def test_judge_table_in_chinese(lang: str) -> None:
    code, out, _ = cli("--lang", lang, "judge", "5 5 5 5 5", "--against", "2 2 2 2")
    assert code == 0 and english_left(out) == [], out
    assert {"zh-Hans": "无人机", "zh-Hant": "無人機"}[lang] in out and "（R3.7）" in out


@pytest.mark.parametrize("lang", CHINESE)
def test_terminal_play_in_chinese(tmp_path: Path, lang: str) -> None:
    moves = "help\nhint\nhand\nzz\n3 3 3 3 3 3 3 3 3\nauto\n"
    code, out, err = cli("--lang", lang, "play", "--players", "2", "--seed", "a",
                         "--record", str(tmp_path / "mm.json"), stdin=moves)
    assert code == 0, err
    assert english_left(out) == [], out
    said = {"zh-Hans": ("你是 0 号座位（P1）", "提示：贪心机器人会出", "不合法：“zz” 不是牌",
                        "你的手牌（", "这一局已结束；记录已保存到"),
            "zh-Hant": ("你是 0 號座位（P1）", "提示：貪心機器人會出", "不合法：「zz」不是牌",
                        "你的手牌（", "這一局已結束；記錄已儲存到")}[lang]
    assert all(s in out for s in said), out
    assert {"zh-Hans": "你：", "zh-Hant": "你："}[lang] in out  # the result names "you"
    code, out, err = cli("--lang", lang, "play", "--game", "shengji", "--seed", "w1",
                         "--record", str(tmp_path / "sj.json"), stdin="3\npass\nquit\n")
    assert code == 0 and english_left(out) == [], out
    assert "不亮" in out and {"zh-Hans": "没有花色", "zh-Hant": "沒有花色"}[lang] in out


def test_terminal_play_in_english_is_as_it_was(tmp_path: Path) -> None:
    code, out, _ = cli("play", "--players", "2", "--seed", "a", "--record",
                       str(tmp_path / "mm.json"), stdin="zz\nquit\n")
    assert code == 0
    assert "you are seat 0 (P1). commands: cards to play, e.g. '7 7 7 4' (add " in out
    assert ("not legal: zz is not a card; ranks are 3..10 J Q K A 2, jokers LJ BJ. Type "
            "'hint' for ideas or 'help'.") in out
    assert "round stopped early; record saved to " in out


#: bad input of every kind: (arguments, the start of the English error line)
BAD = [(("judge", "3 3 X"), "X is not a card; ranks are 3..10"),
       (("judge", "77", "--as", "rocket:x"), "'x' is not a length; lengths are whole numbers"),
       (("judge", "7 7 7 7 7 7 7 7 7", "--players", "2"), "9 copies of 7 but 2 decks hold"),
       (("judge", "77", "--rule", "foo=1"), ("'foo' is not a marsmatch rule option; options "
        "are banker, ")),
       (("judge", "77", "--rule", "streak_to_win=x"), ("rule streak_to_win takes a whole "
        "number, not 'x'")),
       (("deal", "--game", "shengji", "--decks", "9"), ("rule decks takes a whole number from "
        "1 to 8, not 9")),
       (("replay", "missing.json"), "no record file at missing.json"),
       (("deal", "--game", "shengji", "--players", "5"), "Shengji is played by 4 players"),
       (("lab", "tune", "--target", "nothing<=3", "--no-report"), ("target 'nothing<=3': "
        "'nothing' is not a measure")),
       (("lab", "tune", "--players", "5-3", "--no-report"), "--players: 5-3 is an empty range"),
       (("arena", "--bots", "greedy"), "--bots needs at least two bots"),
       (("play", "--seat", "9", "--seed", "s"), "--seat must be from 0 to 3")]


@pytest.mark.parametrize("args,english", BAD, ids=[" ".join(a) for a, _ in BAD])
def test_every_error_line_in_each_language(args: tuple[str, ...], english: str) -> None:
    code, _, err = cli(*args, stdin="")
    assert code == 2 and err.startswith(f"error: {english}") and err.count("\n") == 1, err
    for lang, label in (("zh-Hans", "错误："), ("zh-Hant", "錯誤：")):
        code, _, err = cli("--lang", lang, *args, stdin="")
        assert code == 2 and err.startswith(label) and err.count("\n") == 1, err
        assert english_left(err) == [], err


def test_a_bad_record_file_in_chinese(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    for text, said in (('{"game": "marsmatch"', "记录不是有效的 JSON：第 1 行第 21 列"),
                       ("[]", "记录必须是一个 JSON 对象"),
                       ('{"game": "marsmatch", "players": ["a"], "seed": "x", "banker": 3}',
                        "“banker” 必须是 0 到 0 之间的座位号")):
        path.write_text(text)
        code, _, err = cli("--lang", "zh-Hans", "replay", str(path))
        assert code == 2 and err.startswith(f"错误：{said}"), err


@pytest.mark.parametrize("lang", CHINESE)
def test_a_shengji_pass_declines_to_declare(tmp_path: Path, lang: str) -> None:
    """A Shengji pass only ever declines to declare (G3.1): 不亮, never 不出."""
    _, out, _ = cli("--lang", lang, "replay", "--explain",
                       shengji_record(tmp_path, "later_deal_1deck.json"))
    heads = [line.split(" — ")[0] for line in out.splitlines() if " — " in line]
    assert any(h.endswith(" 不亮") for h in heads) and not any("不出" in h for h in heads)


def test_the_english_help_lines_in_the_catalogue_are_the_commands_own() -> None:
    """English ``--help`` reads each command's docstring; the catalogue's English lines,
    which Chinese translates, say the same (so the two cannot drift apart)."""
    from marsmatch.cli import help_lang
    from marsmatch.words import t

    def first_paragraph(text: str | None) -> str:
        return " ".join((text or "").split("\n\n")[0].split())

    for command in app.registered_commands:
        name = command.name or command.callback.__name__
        assert t(f"cli-help-{name}") == first_paragraph(command.help or
                                                        command.callback.__doc__), name
    for group in app.registered_groups:
        assert t(f"cli-help-{group.name}") == first_paragraph(
            group.help or group.typer_instance.info.help), group.name
    assert help_lang(["--lang", "zh-Hant", "judge", "--lang", "en"]) == "zh-Hant"
    assert help_lang(["--lang=zh-Hans", "--help"]) == "zh-Hans"


def test_help_follows_the_locale_and_stays_english_by_default(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from marsmatch.cli import help_lang

    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    assert help_lang(["--help"]) == "zh-Hant"
    monkeypatch.setenv("LANG", "C")
    assert help_lang(["--help"]) == "en"
    _, out, _ = cli("--help")
    assert "MarsMatch and Shengji: rules engines, judge, records and replay." in out
    assert "─ Commands ─" in out


@pytest.mark.parametrize("lang", CHINESE)
def test_arena_and_its_ladder_in_chinese(lang: str) -> None:
    code, out, err = cli("--lang", lang, "arena", "--bots", "greedy,random", "--rounds", "4",
                         "--workers", "1", "--ladder")
    assert code == 0, err
    assert english_left(out.replace("greedy", "").replace("random", "")) == [], out
    assert {"zh-Hans": "greedy 对 random（", "zh-Hant": "greedy 對 random（"}[lang] in out
    assert {"zh-Hans": "等级分", "zh-Hant": "等級分"}[lang] in out
