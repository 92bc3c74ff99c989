"""Decisions that rule on what failed (issue 35): a failed deal's decision states the failed
check (the seed's hash against the commitment, the seats whose cards differ and how) and
quotes the deal's rulings, not the ruling on an action replayed on the changed deal; where
the seed is authentic, the actions are judged on the authentic deal. Whole-record
decisions and ``replay --explain`` give the result and scores; a Shengji decision shows
the follower's hand; every printed page carries the record's id."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest

from marsmatch.arbiter.decision import decide, render
from marsmatch.games import find_game

from .test_arbitration import played, run

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


@pytest.fixture(scope="module")
def whole() -> dict[str, Any]:
    return played(seed="arbiter")


def swapped(rec: dict[str, Any]) -> tuple[dict[str, Any], str, str]:
    """The record with one card of seat 2 and one of seat 3 exchanged (its seed intact)."""
    game = find_game("marsmatch")
    rec = json.loads(json.dumps(rec))
    h = rec["hands"] = [list(x) for x in game.deal(rec["seed"], game.rules({}), 4,
                                                    rec.get("banker")).hands]
    i = next(i for i, c in enumerate(h[3]) if h[3].count(c) > h[2].count(c))
    j = next(j for j, c in enumerate(h[2]) if h[2].count(c) > h[3].count(c) and c != h[3][i])
    h[2][j], h[3][i] = h[3][i], h[2][j]
    return rec, h[2][j], h[3][i]


def data(rec: dict[str, Any]) -> bytes:
    return json.dumps(rec).encode()


def test_R1_3_a_swapped_card_is_decided_by_the_deal_check_and_judged_on_the_authentic_deal(
        whole: dict[str, Any]) -> None:
    rec, to_cy, to_di = swapped(whole)
    d = decide(data(rec), "swapped.json")
    assert d["ruling"] == "deal_failed" and d["rules"][0] == "R1.3"
    assert "R4.2" not in d["rules"] and "R2.5" not in d["rules"]
    # the seed is the committed one: the actions are judged on its own deal
    assert d["authentic"] is not None
    assert d["authentic"]["verdict"]["kind"] == "legal"
    assert d["authentic"]["result"]["story"]
    page = render(d, "en")
    assert "Why: </b>the deal's check failed" in page.replace(":</b>", ": </b>") or \
        "the deal&#x27;s check failed" in page
    assert "does not hold" not in page  # no action's refusal on the changed deal
    assert "Cy (seat 2)" in page and "Di (seat 3)" in page
    assert f"holds {to_cy} that the seed does not deal, and lacks {to_di}" in page
    assert d["deal"]["commitment"] in page and "The seed is the one committed to" in page
    assert "The actions on the authentic deal" in page and "Human Hand" in page or "Total Loser" in page
    zh = render(d, "zh-Hans")
    assert "按真实发牌" in zh and "指纹" not in zh and "出局" not in zh


def test_R1_3_a_replaced_seed_states_both_hashes_and_blames_no_action(
        whole: dict[str, Any]) -> None:
    rec = dict(whole, seed="another seed")
    d = decide(data(rec), "replaced.json")
    assert d["ruling"] == "deal_failed" and d["rules"][:2] == ["R1.3", "R1.2"]
    assert d["authentic"] is None and d["result"] is None
    page = render(d, "en")
    seed_hash, published = d["deal"]["commitment"], d["deal"]["published"]
    assert seed_hash != published and seed_hash in page and published in page
    assert re.search(r"The seed is the one committed to</th><td>no<", page)
    assert "left the round" not in page and "R2.5" not in page
    for lang in ("zh-Hans", "zh-Hant"):
        assert "R2.5" not in render(d, lang)


def test_G5_4_a_shengji_decision_shows_the_followers_hand_and_names_the_pair() -> None:
    rec = json.loads((FIXTURES / "shengji" / "position_illegal_follow.json").read_text())
    d = decide(data(rec["record"]), "follow.json")
    assert d["ruling"] == "refused" and d["rules"] == ["G5.4"]
    assert d["hand"] == ["H3", "H9", "H9"]
    page = html.unescape(render(d, "en"))
    assert "bo's hand before the action" in page and "3♥ 9♥ 9♥" in page
    assert "bo can play a pair in hearts (9♥ 9♥)" in page
    assert "`" not in page and "trick_draw_policy" not in page
    zh = render(d, "zh-Hans")
    assert "bo 能出红桃的一个对子（9♥ 9♥）" in zh and "你" not in zh.split("<h2>")[3]


def test_R4_5_a_whole_record_decision_and_replay_explain_give_the_result(
        whole: dict[str, Any], tmp_path: Path) -> None:
    d = decide(data(whole), "whole.json")
    assert d["ruling"] == "all_stand" and d["result"]["story"]
    points = {s["name"]: s["points"] for s in d["result"]["scores"]}
    assert set(points) == set(whole["players"]) and sum(points.values()) > 0
    page = render(d, "en")
    assert "<h2>The result</h2>" in page and "points" in page
    assert "<h2>结果</h2>" in render(d, "zh-Hans")
    path = tmp_path / "whole.json"
    path.write_text(json.dumps(whole))
    proc = run("replay", "--explain", str(path))
    assert proc.returncode == 0
    lines = proc.stdout.splitlines()
    assert any(x.startswith("start: MarsMatch, 4 players") for x in lines)
    assert any("wins the trick" in x for x in lines)  # the trick winners
    assert any(x.startswith("result: ") for x in lines)
    assert sum(x.startswith("score: ") for x in lines) == 4


def test_every_printed_page_carries_the_record_id(whole: dict[str, Any]) -> None:
    d = decide(data(whole), "whole.json")
    page = render(d, "zh-Hant")
    footer = re.search(r"data-footer='([^']*)'", page)
    assert footer and "whole.json" in footer[1] and d["record"]["sha256"][:16] in footer[1]


def test_a_declared_reading_is_named_in_the_readers_words() -> None:
    rec = json.loads((FIXTURES / "marsmatch" / "lone_boat_dispute.json").read_text())
    d = decide(data(rec), "d1.json")
    en, zh = render(d, "en"), render(d, "zh-Hans")
    assert "lone_boat" not in en and "lone_boat" not in zh
    assert "read as a Lone Boat" in en and "孤舟" in zh
    assert "大王 9 2" in zh and "BJ 9 2" not in zh  # one notation for cards


def _page_text(page: str) -> str:
    """A decision's words as a reader sees them: no tags, styles, scripts or attributes."""
    page = re.sub(r"<(style|script)\b.*?</\1>", " ", page, flags=re.DOTALL)
    return html.unescape(re.sub(r"<[^>]+>", "\n", page))


#: what may stay Latin on a Chinese decision: names (the records' players, Ann..Di, P1..,
#: ann..di), hashes, ruling ids, file names, the program and the command that made it, the
#: game's name, the card letters, UTC and the code line (version, source fingerprint)
NAMES = re.compile(r"\b(Ann|Bo|Cy|Di|ann|bo|cy|di|P\d)\b|\b[0-9a-f]{12,}\b|SHA-256|sha256|"
                   r"\b[RG]\d+(\.\d+)?\b|\S+\.json\b|marsmatch decide[^\n]*|MarsMatch|"
                   r"\b(BJ|LJ|UTC|marsmatch)\b|--[a-z-]+")


def test_four_decisions_have_no_english_left_in_chinese(whole: dict[str, Any]) -> None:
    """A swapped card, a replaced seed, a Shengji follow and a whole record, each rendered
    in zh-Hans and zh-Hant: no English word is left for the signer to read."""
    follow = json.loads((FIXTURES / "shengji" / "position_illegal_follow.json").read_text())
    decisions = {"swapped": decide(data(swapped(whole)[0]), "swapped.json"),
                 "replaced": decide(data(dict(whole, seed="another seed")), "replaced.json"),
                 "follow": decide(data(follow["record"]), "follow.json"),
                 "whole": decide(data(whole), "whole.json")}
    for name, d in decisions.items():
        for lang in ("zh-Hans", "zh-Hant"):
            left = [line for line in _page_text(render(d, lang)).splitlines()
                    if re.search(r"[A-Za-z]{2,}", NAMES.sub("", line))]
            assert left == [], (name, lang, left)
