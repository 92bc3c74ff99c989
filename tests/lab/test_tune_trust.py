"""A tuner the award can trust (issue 35, the publisher's second pass). Before: the banker's
share rested on greedy bots alone, no target guarded the game's skill, so the first answer
(``streak_to_win=2``) removed it unwarned; equal-cost variants came in the search space's
order; the baseline rested on 250 rounds; the zh-Hans report gave the rule change itself in
English."""

from __future__ import annotations

import html
import json
import re

import pytest
from typer.testing import CliRunner

from marsmatch.cli import app

runner = CliRunner()
ARGS = ["lab", "tune", "--players", "4", "--search", "ufo_big_jokers=3",
        "--search", "heavenly_hands=ufo", "--search", "streak_to_win=2",
        "--search", "opening_leader=drawn", "--max-changes", "3", "--top", "2",
        "--min-rounds", "80", "--max-rounds", "320", "--confirm-rounds", "10",
        "--workers", "1", "--seed", "35"]  # (a seed in digits: the report echoes it)


@pytest.fixture(scope="module")
def tuned(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, str, str]:
    tmp = tmp_path_factory.mktemp("trust")
    res = runner.invoke(app, [*ARGS, "--cache", str(tmp / "c"), "--report", str(tmp / "r"),
                              "--lang", "zh-Hans"])
    assert res.exit_code == 0, res.output
    data = json.loads((tmp / "r" / "tune.json").read_text())
    return data, (tmp / "r" / "index.html").read_text(), res.stdout + res.stderr


def _cells(v: dict) -> list[dict]:
    return v["evidence"] + v.get("confirm", [])


def test_targets_hold_under_every_bot_population_and_a_skill_guard(tuned) -> None:
    data, _page, _out = tuned
    assert data["populations"] == ["greedy", "random"] and data["skill"] == ["greedy", "random"]
    assert data["confirm"] == {"bots": "search-base:iterations=20", "rounds": 10}
    assert [t["measure"] for t in data["targets"]] == ["deal_decided", "banker_share",
                                                        "skill_edge"]
    base = data["baseline"]
    bots = {(r["target"], r.get("bots")) for r in base["evidence"] if not r["exact"]}
    assert ("banker_share=1/N+-2pt", "greedy") in bots and \
        ("banker_share=1/N+-2pt", "random") in bots
    assert any(r["measure"] == "skill_edge" for r in base["evidence"])
    # the baseline is measured as precisely as any variant: at the largest round count
    assert {r["rounds"] for r in base["evidence"] if not r["exact"]} == {320}


def test_the_streak_change_that_removes_skill_is_not_an_answer(tuned) -> None:
    """The two-trick streak cancels greedy's edge over random: the guard (or the random
    population) fails it, so it is never offered."""
    data, _page, out = tuned
    shown = data["found"] + data["likely"]
    assert all("streak_to_win" not in v["changes"] for v in shown)
    # (the run speaks zh-Hans, on the terminal as in its report)
    assert re.search(r"heavenly_hands=ufo streak_to_win=2：未达到", out)


def test_equal_cost_variants_are_ranked_by_evidence_with_warnings(tuned) -> None:
    data, _page, _out = tuned
    shown = data["found"] or data["likely"]
    assert shown, "a variant meets or is likely"
    keys = [(v["cost"], v["strength"]["confirm_fails"], v["strength"]["fails"],
             -v["strength"]["meets"]) for v in shown]
    assert keys == sorted(keys)
    for v in shown:
        assert v["rule_book"] and v["printed"]  # every change rewrites a printed rule here
        assert any(r.get("bots", "").startswith("search-base") for r in v.get("confirm", []))


def test_the_summary_counts_add_up(tuned) -> None:
    data, _page, out = tuned
    c = data["counts"]
    decided = c["simulated"] + c["decided_from_shared"]
    assert c["meets"] + c["failed"] + c["open"] == decided
    assert f"= {decided}" in out.replace("\n", " ")


#: what may stay Latin in a Chinese report: option assignments and ids in <code>, ruling
#: ids, the product's name, file names, the provenance's identifiers (version, hashes,
#: machine), units and numbers
_ALLOWED = re.compile(r"MarsMatch|marsmatch|sha256|SHA-256|UTC|Python|Linux\S*|AMD|EPYC|CPUs?"
                      r"|\b[RG]\d+(\.\d+)?\b|\b\w+\.(json|csv|xlsx|png)\b|vm|iterations=\d+"
                      r"|search-base|[0-9a-f]{12,}|\bz\b|\bN\b|\bpt\b")


def test_the_zh_hans_report_has_no_english_left(tuned) -> None:
    _data, page, _out = tuned
    body = re.sub(r"<(style|script|code)\b.*?</\1>", "", page, flags=re.DOTALL)
    body = re.sub(r"<h3>[^<]*=[^<]*</h3>", "", body)  # a variant's title is its options
    words = html.unescape(re.sub(r"<[^>]+>", " ", body))
    left = [w for w in re.findall(r"[A-Za-z][A-Za-z_'-]{2,}", _ALLOWED.sub(" ", words))]
    assert left == [], sorted(set(left))[:20]
    assert "飞碟是正好 3 张大王和 2 张小王" in page  # the rule change, in the rule book's words
    assert "改写了印在规则书上的规则" in page
    assert "贪心机器人" in page and "随机机器人" in page
